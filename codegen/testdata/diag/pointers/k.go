package pointers

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Param(it sycl.Item, p *int32, out []int32) { // want "parameter p: pointers are not supported in kernels; use slices for memory"
	out[it.ID(0)] = 0
}

//kgen:kernel
func AddrOf(it sycl.Item, out []int32) {
	v := int32(1)
	q := &v            // want "variable q: pointers are not supported" "&v: pointers are only allowed as the first argument of a sycl/atomic function"
	out[it.ID(0)] = *q // want "pointer dereference: pointers are not supported in kernels"
}

//kgen:func
func deref(p *float32) float32 { // want "parameter p: pointers are not supported"
	return *p // want "pointer dereference: pointers are not supported"
}

//kgen:kernel
func AddrOfElem(it sycl.Item, out []int32) {
	_ = &out[it.ID(0)] // want "&out\\[it.ID\\(0\\)\\]: pointers are only allowed as the first argument of a sycl/atomic function"
}
