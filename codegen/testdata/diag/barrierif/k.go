package barrierif

import "github.com/gosycl/gosycl/sycl"

// Barriers under conditions that differ between the work-items of a group.

//kgen:kernel
func OnLocalID(it sycl.NDItem, tile sycl.Local[int32]) {
	tile[it.LocalID(0)] = 1
	if it.LocalID(0) == 0 { // want "Barrier inside control flow that depends on the work-item \\(it.LocalID\\(0\\) == 0\\)"
		it.Barrier()
	}
}

//kgen:kernel
func OnVariable(it sycl.NDItem, tile sycl.Local[int32]) {
	lid := it.LocalID(0)
	tile[lid] = 1
	if lid < 4 { // want "Barrier inside control flow that depends on the work-item \\(lid < 4\\)"
		it.Barrier()
	} else {
		it.Barrier()
	}
}

//kgen:kernel
func OnMemory(it sycl.NDItem, flags []int32, tile sycl.Local[int32]) {
	tile[it.LocalID(0)] = flags[it.GlobalID(0)]
	if flags[0] > 0 { // want "Barrier inside control flow that depends on the work-item \\(flags\\[0\\] > 0\\)"
		it.Barrier()
	}
}

//kgen:kernel
func OnGlobalID(it sycl.NDItem, tile sycl.Local[int32]) {
	g := it.GlobalID(0) * 2
	tile[it.LocalID(0)] = 1
	if g > 10 { // want "Barrier inside control flow that depends on the work-item"
		it.Barrier()
	} else if it.LocalID(0) > 2 { // want "Barrier inside control flow that depends on the work-item \\(it.LocalID\\(0\\) > 2\\)"
		it.Barrier()
	}
}

//kgen:kernel
func WithInit(it sycl.NDItem, tile sycl.Local[int32], n int32) {
	if k := n * 2; k > 4 { // want "an if with an init statement cannot contain a Barrier"
		it.Barrier()
	}
	tile[it.LocalID(0)] = 1
}

// Uniform conditions are fine: scalar parameters, group ids and ranges,
// and variables computed from them.
//
//kgen:kernel
func Uniform(it sycl.NDItem, tile sycl.Local[int32], out []int32, n int32) {
	lid := it.LocalID(0)
	half := it.LocalRange(0) / 2
	tile[lid] = n
	if it.GroupID(0) == 0 && n > 2 {
		it.Barrier()
		tile[lid] += tile[(lid+1)%(2*half)]
	}
	if half > 1 {
		it.Barrier()
	}
	out[it.GlobalID(0)] = tile[lid]
}
