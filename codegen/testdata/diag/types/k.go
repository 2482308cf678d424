package types

import (
	"image"
	"unsafe"

	"github.com/gosycl/gosycl/sycl"
)

//kgen:kernel
func ArrayArg(it sycl.Item, a [4]float32, out []float32) { // want "kernel ArrayArg: parameter a: arrays cannot be kernel arguments; use a slice \\(global memory\\) or a struct"
	out[it.ID(0)] = a[0]
}

//kgen:kernel
func ComplexArg(it sycl.Item, c complex64, out []float32) { // want "parameter c: complex numbers are not supported in kernels"
	out[it.ID(0)] = 0
}

//kgen:kernel
func ComplexLocal(it sycl.Item, out []float32) {
	c := 2i                          // want "variable c: complex numbers are not supported" "complex numbers are not supported in kernels"
	out[it.ID(0)] = float32(real(c)) // want "builtin real is not supported in kernels"
}

//kgen:kernel
func ComplexMem(it sycl.Item, out []complex128) { // want "slice element: complex numbers are not supported in kernels"
}

//kgen:kernel
func Anonymous(it sycl.Item, out []struct{ X float32 }) { // want "slice element: anonymous structs are not supported; declare a named struct type"
}

//kgen:kernel
func Foreign(it sycl.Item, out []image.Point) { // want "slice element: struct image.Point is declared in another package; kernel structs must be declared in the kernel's package"
}

type withString struct {
	Name string // want "field Name of withString: strings are not supported in kernels"
	V    float32
}

//kgen:kernel
func BadField(it sycl.Item, out []withString) {
}

//kgen:kernel
func Unsafe(it sycl.Item, p unsafe.Pointer, out []int32) { // want "parameter p: type unsafe.Pointer is not supported in kernels"
}

//kgen:kernel
func Uintptr(it sycl.Item, p uintptr, out []int32) { // want "parameter p: type uintptr is not supported in kernels"
}
