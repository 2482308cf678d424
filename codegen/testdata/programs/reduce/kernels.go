// Reduce sums an array with a work-group tree reduction in local memory
// (barriers in a uniform loop) on the native device and on every OpenCL
// device, and compares with plain Go.
package main

import "github.com/gosycl/gosycl/sycl"

// GroupSums writes the sum of each work-group's elements, and their
// maximum, to out.
//
//kgen:kernel
func GroupSums(it sycl.NDItem, in, out []int32, sums, maxs sycl.Local[int32]) {
	lid := it.LocalID(0)
	v := in[it.GlobalID(0)]
	sums[lid] = v
	maxs[lid] = v
	it.Barrier()
	for s := it.LocalRange(0) / 2; s > 0; s /= 2 {
		if lid < s {
			sums[lid] += sums[lid+s]
			maxs[lid] = max(maxs[lid], maxs[lid+s])
		}
		it.Barrier()
	}
	if lid == 0 {
		out[2*it.GroupID(0)] = sums[0]
		out[2*it.GroupID(0)+1] = maxs[0] + v*0
	}
}

// Neighbours adds each element to twice its right neighbour in the group:
// v and w are declared together, and only v lives across the barrier.
//
//kgen:kernel
func Neighbours(it sycl.NDItem, in, out []int32, tile sycl.Local[int32]) {
	v, w := in[it.GlobalID(0)], in[it.GlobalID(0)]*2
	tile[it.LocalID(0)] = w
	it.Barrier()
	n := it.LocalRange(0)
	out[it.GlobalID(0)] = v + tile[(it.LocalID(0)+1)%n]
}
