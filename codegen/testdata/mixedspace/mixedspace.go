// Package mixedspace calls one memory helper with local memory from one
// kernel and with global memory from another. OpenCL C 1.2 has no generic
// address space: kgen must either emit code that builds or reject the
// program with a diagnostic.
package mixedspace

import "github.com/gosycl/gosycl/sycl"

//kgen:func
func first(a []float32) float32 { return a[0] }

//kgen:kernel
func FromGlobal(it sycl.Item, in, out []float32) {
	out[it.ID(0)] = first(in)
}

//kgen:kernel
func FromLocal(it sycl.NDItem, in, out []float32, tile sycl.Local[float32]) {
	tile[it.LocalID(0)] = in[it.GlobalID(0)]
	it.Barrier()
	out[it.GlobalID(0)] = first(tile)
}
