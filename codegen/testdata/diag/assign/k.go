package assign

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Reassign(it sycl.Item, x, y []float32) {
	x = y // want "assignment to x: memory parameters cannot be reassigned"
	x[it.ID(0)] = 1
}

//kgen:kernel
func Swap(it sycl.Item, x, y []float32) {
	x, y = y, x // want "assignment to x: memory parameters cannot be reassigned" "assignment to y: memory parameters cannot be reassigned"
	x[it.ID(0)] = y[0]
}

//kgen:func
func two(a float32) (float32, float32) { return a, -a } // want "helper two returns 2 values"

//kgen:kernel
func Multi(it sycl.Item, x []float32) {
	a, b := two(1) // want "multiple-value assignment from a call is not supported in kernels"
	x[it.ID(0)] = a * b
}
