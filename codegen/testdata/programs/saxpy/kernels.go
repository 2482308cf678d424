// Saxpy runs y = a*x + y on the native device and on every OpenCL device
// and compares with plain Go. kgen generates its kernel bindings
// (endtoend_test.go).
package main

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Saxpy(it sycl.Item, a float32, x, y []float32) {
	i := it.ID(0)
	y[i] = a*x[i] + y[i]
}

// Scale is an integer kernel with Go's wrapping arithmetic.
//
//kgen:kernel
func Scale(it sycl.Item, factor int32, v []int32) {
	i := it.ID(0)
	v[i] = v[i]*factor + int32(i)>>1
}
