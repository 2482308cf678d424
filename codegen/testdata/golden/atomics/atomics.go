// Package atomics has kernels with sycl/atomic operations on global and
// local memory.
package atomics

import (
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/sycl/atomic"
)

//kgen:kernel
func Ints(it sycl.Item, in []int32, stats []int32, bits []uint32) {
	v := in[it.ID(0)]
	atomic.AddInt32(&stats[0], v)
	atomic.MinInt32(&stats[1], v)
	atomic.MaxInt32(&stats[2], v)
	atomic.SwapInt32(&stats[3], v)
	atomic.CompareAndSwapInt32(&stats[4], 0, v)
	atomic.AddUint32(&bits[0], uint32(v))
	atomic.MaxUint32(&bits[1], uint32(v))
}

// FloatSum adds floats atomically in global memory.
//
//kgen:kernel
func FloatSum(it sycl.Item, in []float32, sum []float32) {
	atomic.AddFloat32(&sum[0], in[it.ID(0)])
}

// GroupFloatSum adds floats atomically in local memory, then in global
// memory.
//
//kgen:kernel
func GroupFloatSum(it sycl.NDItem, in []float32, sum []float32, acc sycl.Local[float32]) {
	if it.LocalID(0) == 0 {
		acc[0] = 0
	}
	it.Barrier()
	atomic.AddFloat32(&acc[0], in[it.GlobalID(0)])
	it.Barrier()
	if it.LocalID(0) == 0 {
		atomic.AddFloat32(&sum[0], acc[0])
	}
}

// Wide has 64-bit and bitwise atomics, and float min, max, swap and
// compare-and-swap, on global and local memory.
//
//kgen:kernel
func Wide(it sycl.NDItem, in []int64, acc []int64, bits []uint32, fs []float32, tile sycl.Local[int64], ftile sycl.Local[float32]) {
	v := in[it.GlobalID(0)]
	atomic.AddInt64(&acc[0], v)
	atomic.MinInt64(&acc[1], v)
	atomic.MaxInt64(&acc[2], v)
	atomic.AndInt64(&acc[3], v)
	atomic.OrInt64(&acc[4], v)
	atomic.XorInt64(&acc[5], v)
	atomic.SwapInt64(&acc[6], v)
	atomic.CompareAndSwapInt64(&acc[7], 0, v)
	atomic.AndUint32(&bits[0], uint32(v))
	atomic.OrUint32(&bits[1], uint32(v))
	atomic.XorUint32(&bits[2], uint32(v))
	f := float32(v)
	atomic.MinFloat32(&fs[0], f)
	atomic.MaxFloat32(&fs[1], f)
	atomic.SwapFloat32(&fs[2], f)
	atomic.CompareAndSwapFloat32(&fs[3], 0, f)
	atomic.MaxInt64(&tile[0], v)
	atomic.MinFloat32(&ftile[0], f)
}

// Hist counts bytes: its bins are only added to, atomically, so
// co-executed devices may each count in a copy of their own.
//
//kgen:kernel
func Hist(it sycl.Item, data []uint8, bins []uint32) {
	atomic.AddUint32(&bins[data[it.ID(0)]], 1)
}

//kgen:func
func bump(h []int32, i int) int32 { return atomic.AddInt32(&h[i], 1) }

// Tickets uses the old values of its counter (through a helper), which
// co-executed copies could not give.
//
//kgen:kernel
func Tickets(it sycl.Item, counter []int32, out []int32) {
	out[it.ID(0)] = bump(counter, 0)
}
