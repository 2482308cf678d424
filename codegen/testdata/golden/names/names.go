// Package names has kernels whose parameter names are also names the
// generated code uses: the generated Go must still compile.
package names

import "github.com/gosycl/gosycl/sycl"

// Scale's parameter k is also the name of Bind's receiver.
//
//kgen:kernel
func Scale(it sycl.Item, k int32, v []int32) {
	v[it.ID(0)] *= k
}

// Clamp's parameters min and max shadow the builtins the native code's
// loop bounds call.
//
//kgen:kernel
func Clamp(it sycl.Item, x []float32, min, max float32) {
	i := it.ID(0)
	if x[i] < min {
		x[i] = min
	}
	if x[i] > max {
		x[i] = max
	}
}

// Keywords has parameters named like OpenCL C keywords and builtins.
//
//kgen:kernel
func Keywords(it sycl.Item, global []int32, float, local int32, kernel []float32) {
	i := it.ID(0)
	global[i] = float + local
	kernel[i] = float32(global[i])
}

// radians and step are also OpenCL builtin functions.
//
//kgen:func
func radians(d float32) float32 { return d * 3.14159 / 180 }

//kgen:func
func step(a, b float32) float32 { return b - a }

//kgen:kernel
func Builtins(it sycl.Item, out []float32) {
	i := it.ID(0)
	out[i] = radians(float32(i)) + step(1, 2)
}

// Own's parameters are named like the typed launch's own: its context,
// Coexecutor, range and costs.
//
//kgen:kernel
func Own(it sycl.Item, ctx, ce, rng []int32, costs int32) {
	i := it.ID(0)
	ctx[i] = ce[i] + rng[i] + costs
}
