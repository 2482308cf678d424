package clstmts

import "github.com/gosycl/gosycl/sycl"

// Constructs the OpenCL translation rejects.

//kgen:kernel
func TypeDecl(it sycl.Item, out []int32) {
	type pair struct{ a, b int32 } // want "type declarations inside kernels are not supported; declare types at package level"
	out[it.ID(0)] = 1
}

//kgen:kernel
func Nil(it sycl.Item, out []int32) {
	if out == nil { // want "nil is not supported in kernels"
		return
	}
	out[it.ID(0)] = 1
}

//kgen:kernel
func ArrayAssign(it sycl.Item, out []int32) {
	var a [3]int32
	a = [3]int32{1, 2, 3} // want "array literals are only supported as variable initialisers in kernels"
	out[it.ID(0)] = a[1]
}

//kgen:kernel
func MultiPost(it sycl.Item, out []int32) {
	for i, j := 0, 10; i < j; i, j = i+1, j-1 { // want "multiple assignment in a for post statement is not supported in kernels"
		out[it.ID(0)] += int32(i * j)
	}
}
