// Package acrossbarrier has nd-range kernels whose variables live across
// barriers: the native code keeps them in per-work-item slices.
package acrossbarrier

import "github.com/gosycl/gosycl/sycl"

// Transpose goes through a 2-D tile; v lives across the barrier.
//
//kgen:kernel
func Transpose(it sycl.NDItem, in, out []float32, n int, tile sycl.Local[float32]) {
	lx, ly := it.LocalID(1), it.LocalID(0)
	ts := it.LocalRange(0)
	v := in[it.GlobalID(0)*n+it.GlobalID(1)]
	tile[ly*ts+lx] = v
	it.Barrier()
	gx := it.GroupID(0)*ts + lx
	gy := it.GroupID(1)*ts + ly
	out[gy*n+gx] = tile[lx*ts+ly] + v*0
}

// Rounds has uniform loops and ifs around barriers.
//
//kgen:kernel
func Rounds(it sycl.NDItem, data []int32, rounds int32, tile sycl.Local[int32]) {
	lid := it.LocalID(0)
	n := it.LocalRange(0)
	v := data[it.GlobalID(0)]
	for r := range rounds {
		tile[lid] = v
		it.Barrier()
		if r%2 == 0 {
			v += tile[(lid+1)%n]
		} else {
			v -= tile[(lid+n-1)%n]
		}
		it.Barrier()
	}
	if rounds > 3 {
		tile[lid] = v
		it.Barrier()
		v = tile[0]
	}
	data[it.GlobalID(0)] = v
}

// MixedDefine declares v and w together; only v lives across the barrier.
//
//kgen:kernel
func MixedDefine(it sycl.NDItem, in, out []int32, tile sycl.Local[int32]) {
	v, w := in[it.GlobalID(0)], in[it.GlobalID(0)]*2
	tile[it.LocalID(0)] = w
	it.Barrier()
	out[it.GlobalID(0)] = v + tile[0]
}

// Shadows assigns a parameter on both sides of a barrier, adds to a
// variable every work-item starts with the same value of, and shadows
// names across barrier regions (x := x + …).
//
//kgen:kernel
func Shadows(it sycl.NDItem, out []int32, tile sycl.Local[int32], a int32) {
	s := int32(1)
	lid := it.LocalID(0)
	for k := 0; k < 3; k++ {
		s += int32(k)
	}
	a += int32(lid)
	x := int32(lid) + s
	it.Barrier()
	for r := 0; r < 2; r++ {
		x := x + tile[lid] + a
		it.Barrier()
		tile[lid] = x
		it.Barrier()
	}
	out[it.GlobalID(0)] = x + a
}
