package kernels

import (
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/sycl/atomic"
)

// The barrier patterns of AdaptiveCpp's continuation-based-synchronisation
// tests, in Go.

// ReduceFor is a work-group tree reduction in a for loop.
//
//kgen:kernel
func ReduceFor(it sycl.NDItem, in []int32, out []int32, tile sycl.Local[int32]) {
	lid := it.LocalID(0)
	tile[lid] = in[it.GlobalID(0)]
	it.Barrier()
	for s := it.LocalRange(0) / 2; s > 0; s /= 2 {
		if lid < s {
			tile[lid] += tile[lid+s]
		}
		it.Barrier()
	}
	if lid == 0 {
		out[it.GroupID(0)] = tile[0]
	}
}

// ReduceWhile is the same reduction with a condition-only loop.
//
//kgen:kernel
func ReduceWhile(it sycl.NDItem, in []int32, out []int32, tile sycl.Local[int32]) {
	lid := it.LocalID(0)
	tile[lid] = in[it.GlobalID(0)] * 2
	it.Barrier()
	s := it.LocalRange(0) / 2
	for s > 0 {
		if lid < s {
			tile[lid] += tile[lid+s]
		}
		it.Barrier()
		s /= 2
	}
	if lid == 0 {
		atomic.AddInt32(&out[0], tile[0])
	}
}

// ItemLoops has work-item-dependent loops between barriers.
//
//kgen:kernel
func ItemLoops(it sycl.NDItem, out []int32, tile sycl.Local[int32]) {
	lid := it.LocalID(0)
	sum := int32(0)
	for k := 0; k <= lid; k++ {
		sum += int32(k)
	}
	tile[lid] = sum
	it.Barrier()
	other := tile[it.LocalRange(0)-1-lid]
	acc := int32(0)
	for k := int32(0); k < other%7; k++ {
		acc += k * other
	}
	out[it.GlobalID(0)] = acc + sum
}

// CondBetween has conditions between barriers and two barriers in a loop.
//
//kgen:kernel
func CondBetween(it sycl.NDItem, inout []int32, tile sycl.Local[int32], rounds int32) {
	lid := it.LocalID(0)
	n := it.LocalRange(0)
	v := inout[it.GlobalID(0)]
	for r := int32(0); r < rounds; r++ {
		tile[lid] = v
		it.Barrier()
		if lid%2 == 0 {
			v += tile[(lid+1)%n]
		} else {
			v -= tile[(lid+n-1)%n]
		}
		it.Barrier()
	}
	inout[it.GlobalID(0)] = v
}

// Stencil is a 1-D three-point stencil through local memory with halos.
//
//kgen:kernel
func Stencil(it sycl.NDItem, in []float32, out []float32, tile sycl.Local[float32]) {
	lid := it.LocalID(0)
	gid := it.GlobalID(0)
	n := it.GlobalRange(0)
	tile[lid+1] = in[gid]
	if lid == 0 {
		left := gid - 1
		if left < 0 {
			left = 0
		}
		tile[0] = in[left]
	}
	if lid == it.LocalRange(0)-1 {
		right := gid + 1
		if right >= n {
			right = n - 1
		}
		tile[lid+2] = in[right]
	}
	it.Barrier()
	out[gid] = (tile[lid] + tile[lid+1] + tile[lid+2]) / 3
}

// TiledMatMul is C = A*B for n x n matrices with square tiles in local
// memory (the tiled dgemm pattern, in float32).
//
//kgen:kernel
func TiledMatMul(it sycl.NDItem, a, b, c []float32, n int32, ta, tb sycl.Local[float32]) {
	row, col := int32(it.GlobalID(0)), int32(it.GlobalID(1))
	lr, lc := int32(it.LocalID(0)), int32(it.LocalID(1))
	ts := int32(it.LocalRange(0))
	acc := float32(0)
	for t := int32(0); t < n/ts; t++ {
		ta[lr*ts+lc] = a[row*n+t*ts+lc]
		tb[lr*ts+lc] = b[(t*ts+lr)*n+col]
		it.Barrier()
		for k := int32(0); k < ts; k++ {
			acc += ta[lr*ts+k] * tb[k*ts+lc]
		}
		it.Barrier()
	}
	c[row*n+col] = acc
}
