// Package barriers has nd-range kernels with local memory and barriers.
package barriers

import "github.com/gosycl/gosycl/sycl"

// Sum is a work-group tree reduction.
//
//kgen:kernel
func Sum(it sycl.NDItem, in, out []float32, tile sycl.Local[float32]) {
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

// NoBarrier is an nd-range kernel without barriers.
//
//kgen:kernel
func NoBarrier(it sycl.NDItem, out []int32) {
	out[it.GlobalLinearID()] = int32(it.LocalLinearID()*100 + it.GroupLinearID())
}

// Shift rotates each group's values by "by" through local memory, twice in
// even groups: a barrier under a uniform condition.
//
//kgen:kernel
func Shift(it sycl.NDItem, data []int32, by int, tile sycl.Local[int32]) {
	n := it.LocalRange(0)
	tile[it.LocalID(0)] = data[it.GlobalID(0)]
	it.Barrier()
	if it.GroupID(0)%2 == 0 {
		data[it.GlobalID(0)] = tile[(it.LocalID(0)+by)%n]
		it.Barrier()
		tile[it.LocalID(0)] = data[it.GlobalID(0)]
		it.Barrier()
	}
	data[it.GlobalID(0)] = tile[(it.LocalID(0)+by)%n]
}

// Blur2 is a 2-D horizontal blur through a tile.
//
//kgen:kernel
func Blur2(it sycl.NDItem, in, out []float32, w int, tile sycl.Local[float32]) {
	l := it.LocalLinearID()
	tile[l] = in[it.GlobalID(0)*w+it.GlobalID(1)]
	it.Barrier()
	lw := it.LocalRange(1)
	s := tile[l]
	if it.LocalID(1) > 0 {
		s += tile[l-1]
	}
	if it.LocalID(1) < lw-1 {
		s += tile[l+1]
	}
	out[it.GlobalID(0)*w+it.GlobalID(1)] = s / 3
}

// Tests is a loop over uniform bounds after a barrier whose body only
// tests values of the work-item (its if assigns nothing): it runs for
// every work-item, not once for the group, for the group has no copy of
// the work-item's x and y.
//
//kgen:kernel
func Tests(it sycl.NDItem, in, out []int32, tile sycl.Local[int32]) {
	lin := it.LocalLinearID()
	x := in[it.GlobalLinearID()]
	tile[lin] = x
	it.Barrier()
	y := tile[(lin+1)%it.LocalRange(0)]
	for k := range 2 {
		_ = k
		if x > y {
		}
	}
	for i := 0; i < 2; i++ {
		for range y {
			_ = i
		}
	}
	out[it.GlobalLinearID()] = y
}
