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
