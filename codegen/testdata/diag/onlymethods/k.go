package onlymethods

import "github.com/gosycl/gosycl/sycl"

// A package whose only marked functions are rejected by collect (methods,
// generic functions): the diagnostics must still be reported.

type scaler struct{ k float32 }

//kgen:kernel
func (s scaler) Scale(it sycl.Item, x []float32) { // want "Scale is a method; kernels and //kgen:func helpers must be plain functions"
	x[it.ID(0)] *= s.k
}

//kgen:kernel
func Fill[T int32 | float32](it sycl.Item, x []T, v T) { // want "Fill is generic; kernels and helpers cannot have type parameters"
	x[it.ID(0)] = v
}
