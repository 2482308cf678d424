package maps

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Param(it sycl.Item, m map[int]int32, out []int32) { // want "parameter m: maps are not supported in kernels"
	out[it.ID(0)] = 0
}

//kgen:kernel
func Literal(it sycl.Item, out []int32) {
	m := map[int]int32{1: 2} // want "variable m: maps are not supported" "map literal: maps are not supported in kernels"
	out[it.ID(0)] = m[1]
}

//kgen:kernel
func Var(it sycl.Item, out []int32) {
	var m map[int]int32 // want "variable m: maps are not supported in kernels"
	out[it.ID(0)] = m[0]
}

//kgen:kernel
func Make(it sycl.Item, out []int32) {
	m := make(map[int]int32) // want "variable m: maps are not supported" "make: allocation is not supported in kernels"
	out[it.ID(0)] = m[0]
}
