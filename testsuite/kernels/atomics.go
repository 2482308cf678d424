package kernels

import (
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/sycl/atomic"
)

// The atomics of the conformance suite (testsuite/atomics.go). Each
// Atomic<T> kernel applies every atomic of its type to global memory:
// acc[0:6] (acc[3:6] for float32) take commutative updates, whose result
// is the same in any order; acc[6] hands out tickets (the old values Add
// returns: a permutation); acc[7] is swapped through (the old values and
// the last one hold every value once); acc[8] elects one work-item by
// compare-and-swap, which counts itself in elected.

// AtomicInt32 applies the int32 atomics.
//
//kgen:kernel
func AtomicInt32(it sycl.Item, x, acc, tickets, swapped, elected []int32) {
	i := it.ID(0)
	v := x[i]
	atomic.AddInt32(&acc[0], v)
	atomic.MinInt32(&acc[1], v)
	atomic.MaxInt32(&acc[2], v)
	atomic.AndInt32(&acc[3], v)
	atomic.OrInt32(&acc[4], v)
	atomic.XorInt32(&acc[5], v)
	tickets[i] = atomic.AddInt32(&acc[6], 1)
	swapped[i] = atomic.SwapInt32(&acc[7], v)
	if atomic.CompareAndSwapInt32(&acc[8], 0, int32(i)+1) == 0 {
		atomic.AddInt32(&elected[0], 1)
	}
}

// AtomicUint32 applies the uint32 atomics.
//
//kgen:kernel
func AtomicUint32(it sycl.Item, x, acc, tickets, swapped, elected []uint32) {
	i := it.ID(0)
	v := x[i]
	atomic.AddUint32(&acc[0], v)
	atomic.MinUint32(&acc[1], v)
	atomic.MaxUint32(&acc[2], v)
	atomic.AndUint32(&acc[3], v)
	atomic.OrUint32(&acc[4], v)
	atomic.XorUint32(&acc[5], v)
	tickets[i] = atomic.AddUint32(&acc[6], 1)
	swapped[i] = atomic.SwapUint32(&acc[7], v)
	if atomic.CompareAndSwapUint32(&acc[8], 0, uint32(i)+1) == 0 {
		atomic.AddUint32(&elected[0], 1)
	}
}

// AtomicInt64 applies the int64 atomics.
//
//kgen:kernel
func AtomicInt64(it sycl.Item, x, acc, tickets, swapped, elected []int64) {
	i := it.ID(0)
	v := x[i]
	atomic.AddInt64(&acc[0], v)
	atomic.MinInt64(&acc[1], v)
	atomic.MaxInt64(&acc[2], v)
	atomic.AndInt64(&acc[3], v)
	atomic.OrInt64(&acc[4], v)
	atomic.XorInt64(&acc[5], v)
	tickets[i] = atomic.AddInt64(&acc[6], 1)
	swapped[i] = atomic.SwapInt64(&acc[7], v)
	if atomic.CompareAndSwapInt64(&acc[8], 0, int64(i)+1) == 0 {
		atomic.AddInt64(&elected[0], 1)
	}
}

// AtomicFloat32 applies the float32 atomics: Add, Min and Max at
// acc[3:6], tickets from Add at acc[6] (integral floats: exact), swaps
// and an election.
//
//kgen:kernel
func AtomicFloat32(it sycl.Item, x, acc, tickets, swapped, elected []float32) {
	i := it.ID(0)
	v := x[i]
	atomic.AddFloat32(&acc[3], v)
	atomic.MinFloat32(&acc[4], v)
	atomic.MaxFloat32(&acc[5], v)
	tickets[i] = atomic.AddFloat32(&acc[6], 1)
	swapped[i] = atomic.SwapFloat32(&acc[7], v)
	if atomic.CompareAndSwapFloat32(&acc[8], 0, float32(i)+1) == 0 {
		atomic.AddFloat32(&elected[0], 1)
	}
}

// AtomicLocal updates work-group local memory with 32- and 64-bit and
// float atomics (a count, a sum, a maximum, a minimum), then writes each
// group's results.
//
//kgen:kernel
func AtomicLocal(it sycl.NDItem, x []int64, out []int64, low []float32, count sycl.Local[int32], wide sycl.Local[int64], least sycl.Local[float32]) {
	l := it.LocalID(0)
	if l == 0 {
		count[0] = 0
		wide[0] = 0
		wide[1] = -1 << 62
		least[0] = 1e30
	}
	it.Barrier()
	v := x[it.GlobalID(0)]
	atomic.AddInt32(&count[0], 1)
	atomic.AddInt64(&wide[0], v)
	atomic.MaxInt64(&wide[1], v)
	atomic.MinFloat32(&least[0], float32(v))
	it.Barrier()
	if l == 0 {
		g := it.GroupID(0)
		out[3*g] = int64(count[0])
		out[3*g+1] = wide[0]
		out[3*g+2] = wide[1]
		low[g] = least[0]
	}
}

// Histogram256 counts the bytes of data in 256 bins, one atomic per byte.
// Co-executed, each device counts in a copy of the bins of its own.
//
//kgen:kernel
func Histogram256(it sycl.Item, data []uint8, bins []uint32) {
	atomic.AddUint32(&bins[data[it.ID(0)]], 1)
}

// HistogramLocal counts the bytes of data in 256 bins: each work-group
// counts per bytes per work-item in local memory, then adds its counts
// to bins (co-executed, each device's copy).
//
//kgen:kernel
func HistogramLocal(it sycl.NDItem, data []uint8, per int, bins []uint32, local sycl.Local[uint32]) {
	n := it.LocalRange(0)
	l := it.LocalID(0)
	for b := l; b < 256; b += n {
		local[b] = 0
	}
	it.Barrier()
	base := it.GroupID(0) * per * n
	for j := 0; j < per; j++ {
		atomic.AddUint32(&local[data[base+j*n+l]], 1)
	}
	it.Barrier()
	for b := l; b < 256; b += n {
		atomic.AddUint32(&bins[b], local[b])
	}
}

// Tickets hands out tickets: it uses the old values of its counter, which
// co-executed copies of the counter could not give.
//
//kgen:kernel
func Tickets(it sycl.Item, counter, out []int32) {
	out[it.ID(0)] = atomic.AddInt32(&counter[0], 1)
}

// LastWriter swaps values through one element: not commutative.
//
//kgen:kernel
func LastWriter(it sycl.Item, x, last []int32) {
	atomic.SwapInt32(&last[0], x[it.ID(0)])
}

// CountAndPeek counts with atomics but also reads the counts.
//
//kgen:kernel
func CountAndPeek(it sycl.Item, data []uint8, bins []uint32, out []uint32) {
	b := data[it.ID(0)]
	atomic.AddUint32(&bins[b], 1)
	out[it.ID(0)] = bins[b]
}

// Binned sorts values into 16 bins by key and keeps each bin's sum,
// least and greatest value, count and a mask of the work-items' ids: one
// atomic operation per parameter, so co-executed devices each update
// copies of their own.
//
//kgen:kernel
func Binned(it sycl.Item, keys []uint8, x, sums, lows, highs []float32, counts []int64, masks []uint32) {
	i := it.ID(0)
	b := keys[i] % 16
	v := x[i]
	atomic.AddFloat32(&sums[b], v)
	atomic.MinFloat32(&lows[b], v)
	atomic.MaxFloat32(&highs[b], v)
	atomic.AddInt64(&counts[b], 1)
	atomic.OrUint32(&masks[b], 1<<(i%32))
}
