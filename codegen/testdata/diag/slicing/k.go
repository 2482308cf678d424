package slicing

import "github.com/gosycl/gosycl/sycl"

//kgen:func
func sum(x []float32) float32 {
	s := float32(0)
	for i := range len(x) {
		s += x[i]
	}
	return s
}

//kgen:kernel
func Reslice(it sycl.Item, x, out []float32) {
	i := it.ID(0)
	out[i] = sum(x[i:])  // want "slice expression: re-slicing memory is not supported in kernels; index with an offset instead"
	out[i] += sum(x[:i]) // want "slice expression: re-slicing memory"
}

//kgen:kernel
func Array(it sycl.Item, out []float32) {
	var a [4]float32
	b := a[1:3] // want "variable b: slices are only supported as kernel parameters" "slice expression: re-slicing memory"
	out[it.ID(0)] = b[0]
}
