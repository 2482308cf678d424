package generics

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Fill[T int32 | float32](it sycl.Item, x []T, v T) { // want "Fill is generic; kernels and helpers cannot have type parameters"
	x[it.ID(0)] = v
}

//kgen:func
func add[T int32 | float32](a, b T) T { return a + b } // want "add is generic; kernels and helpers cannot have type parameters"

//kgen:kernel
func UsesGeneric(it sycl.Item, x []int32) {
	x[it.ID(0)] = add(x[0], 1) // want "call to add: only //kgen:func helpers of this package"
}
