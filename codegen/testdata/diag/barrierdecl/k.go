package barrierdecl

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func MixedDefine(it sycl.NDItem, in, out []int32, tile sycl.Local[int32]) {
	v, w := in[it.GlobalID(0)], int32(2) // want "a := that declares values used across a Barrier and others is not supported; split the declaration"
	tile[it.LocalID(0)] = w
	it.Barrier()
	out[it.GlobalID(0)] = v + tile[0]
}

//kgen:kernel
func Split(it sycl.NDItem, in, out []int32, tile sycl.Local[int32]) {
	v := in[it.GlobalID(0)]
	w := int32(2)
	tile[it.LocalID(0)] = w
	it.Barrier()
	out[it.GlobalID(0)] = v + tile[0]
}
