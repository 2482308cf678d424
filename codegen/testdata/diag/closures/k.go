package closures

import "github.com/gosycl/gosycl/sycl"

//kgen:func
func twice(x float32) float32 { return 2 * x }

//kgen:kernel
func Literal(it sycl.Item, out []float32) {
	f := func(x float32) float32 { return x + 1 } // want "variable f: function values are not supported" "function literal: closures are not supported in kernels; declare a //kgen:func helper"
	out[it.ID(0)] = f(1)                          // want "call of f: function values are not supported in kernels"
}

//kgen:kernel
func Immediate(it sycl.Item, out []float32) {
	out[it.ID(0)] = func() float32 { return 3 }() // want "call of \\(func\\(\\) float32 literal\\): function values are not supported"
}

//kgen:kernel
func Value(it sycl.Item, out []float32) {
	g := twice           // want "variable g: function values are not supported in kernels"
	out[it.ID(0)] = g(2) // want "call of g: function values"
}

//kgen:kernel
func Param(it sycl.Item, f func(float32) float32, out []float32) { // want "parameter f: function values are not supported in kernels"
	out[it.ID(0)] = 0
}
