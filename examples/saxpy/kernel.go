package main

import "github.com/gosycl/gosycl/sycl"

//go:generate go tool kgen

// Saxpy is y = a*x + y. kgen turns it into OpenCL C for the OpenCL devices
// and into native Go for the native device (kernels_kgen.go); called
// directly, it is plain Go.
//
//kgen:kernel
func Saxpy(it sycl.Item, a float32, x, y []float32) {
	i := it.ID(0)
	y[i] = a*x[i] + y[i]
}
