package methods

import "github.com/gosycl/gosycl/sycl"

type scaler struct{ k float32 }

//kgen:kernel
func (s scaler) Scale(it sycl.Item, x []float32) { // want "Scale is a method; kernels and //kgen:func helpers must be plain functions"
	x[it.ID(0)] *= s.k
}

//kgen:func
func (s *scaler) twice(x float32) float32 { return 2 * x * s.k } // want "twice is a method; kernels and //kgen:func helpers must be plain functions"

//kgen:kernel
func Plain(it sycl.Item, x []float32) {
	x[it.ID(0)] = 1
}
