// Package localhelpers has helpers that take local memory: OpenCL needs
// their parameters in the __local address space.
package localhelpers

import (
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/sycl/atomic"
)

//kgen:func
func load(dst []int32, i int, v int32) {
	dst[i] = v * 2
}

//kgen:func
func sum(tile []int32, n int) int32 {
	s := int32(0)
	for k := range n {
		s += tile[k]
	}
	return s
}

// total goes through another helper with the same memory.
//
//kgen:func
func total(tile []int32) int32 {
	return sum(tile, len(tile))
}

//kgen:func
func bump(counts []uint32, i int) {
	atomic.AddUint32(&counts[i], 1)
}

//kgen:kernel
func GroupTotals(it sycl.NDItem, in, out []int32, tile sycl.Local[int32], counts sycl.Local[uint32]) {
	lid := it.LocalID(0)
	load(tile, lid, in[it.GlobalID(0)])
	if lid == 0 {
		counts[0] = 0
	}
	it.Barrier()
	bump(counts, 0)
	it.Barrier()
	if lid == 0 {
		out[it.GroupID(0)] = total(tile) + int32(counts[0])
	}
}

// GlobalTotals uses a helper on global memory only.
//
//kgen:kernel
func GlobalTotals(it sycl.Item, in []float32, out []float32) {
	out[it.ID(0)] = scaled(in, it.ID(0))
}

//kgen:func
func scaled(x []float32, i int) float32 { return x[i] * float32(len(x)) }
