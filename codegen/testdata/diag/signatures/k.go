package signatures

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Returns(it sycl.Item, x []float32) float32 { // want "kernel Returns returns a value; kernels write their results to memory"
	return x[it.ID(0)]
}

//kgen:kernel
func FirstParam(i int, x []float32) { // want "kernel FirstParam: the first parameter must be a sycl.Item or a sycl.NDItem, not int"
	x[i] = 0
}

//kgen:kernel
func FirstSlice(x []float32, it sycl.Item) { // want "kernel FirstSlice: the first parameter must be a sycl.Item or a sycl.NDItem, not \\[\\]float32" "parameter it: struct .*sycl.Item is declared in another package"
	x[0] = 0
}

//kgen:kernel
func NoParams() { // want "kernel NoParams has no parameters; the first must be a sycl.Item or a sycl.NDItem"
}

//kgen:kernel
func Variadic(it sycl.Item, xs ...int32) { // want "Variadic is variadic; kernels and helpers take a fixed parameter list"
}

//kgen:func
func pair(a int32) (int32, int32) { return a, a } // want "helper pair returns 2 values; helpers return at most one"

//kgen:func
func text(a int32) string { return "" } // want "result: strings are not supported in kernels" "string literal: strings are not supported"

//kgen:kernel
func Uses(it sycl.Item, x []int32) {
	a, b := pair(1) // want "multiple-value assignment from a call is not supported in kernels"
	x[it.ID(0)] = a + b
}
