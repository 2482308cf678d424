package builtins

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Alloc(it sycl.Item, out []int32) {
	var a [4]int32
	b := new(int32) // want "variable b: pointers are not supported" "new: allocation is not supported in kernels"
	_ = b
	s := make([]int32, 4) // want "variable s: slices are only supported as kernel parameters" "make: allocation is not supported in kernels"
	s = append(s, 1)      // want "assignment to s: memory parameters cannot be reassigned" "append: allocation is not supported in kernels"
	out[it.ID(0)] = a[0]
}

//kgen:kernel
func Panic(it sycl.Item, out []int32) {
	if it.ID(0) > len(out) {
		panic(0) // want "panic is not supported in kernels \\(devices cannot unwind\\)"
	}
	_ = recover() // want "recover is not supported in kernels"
}

//kgen:kernel
func Print(it sycl.Item, out []int32) {
	print(1)   // want "print is not supported in kernels"
	println(2) // want "println is not supported in kernels"
}

//kgen:kernel
func Others(it sycl.Item, out, in []int32) {
	_ = cap(out)  // want "builtin cap is not supported in kernels"
	copy(out, in) // want "builtin copy is not supported in kernels"
	clear(out)    // want "builtin clear is not supported in kernels"
}

//kgen:kernel
func Allowed(it sycl.Item, out []int32) {
	var a [4]int32
	i := it.ID(0)
	out[i] = int32(min(i, len(out), len(a))) + max(int32(1), 2)
}
