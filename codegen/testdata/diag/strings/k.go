package strings

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Param(it sycl.Item, s string, out []int32) { // want "parameter s: strings are not supported in kernels"
	out[it.ID(0)] = 0
}

//kgen:kernel
func Literal(it sycl.Item, out []int32) {
	s := "abc" // want "variable s: strings are not supported" "string literal: strings are not supported in kernels"
	out[it.ID(0)] = int32(s[0])
}

//kgen:kernel
func Convert(it sycl.Item, out []int32) {
	out[it.ID(0)] = int32(len(string(rune(65)))) // want "len of string is not supported in kernels" "conversion: strings are not supported in kernels"
}

//kgen:kernel
func Elements(it sycl.Item, words []string) { // want "slice element: strings are not supported in kernels"
	_ = words
}
