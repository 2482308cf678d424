package barrierreturn

import "github.com/gosycl/gosycl/sycl"

// A return before a barrier must be reported at the return statement.

//kgen:kernel
func EarlyReturn(it sycl.NDItem, in []int32, tile sycl.Local[int32]) {
	lid := it.LocalID(0)
	if in[it.GlobalID(0)] < 0 {
		return // want "return before a Barrier: every work-item of a group must reach every barrier"
	}
	tile[lid] = in[it.GlobalID(0)]
	it.Barrier()
	in[it.GlobalID(0)] = tile[0]
}

//kgen:kernel
func TwoReturns(it sycl.NDItem, in []int32, tile sycl.Local[int32]) {
	v := in[it.GlobalID(0)]
	if v < 0 {
		return // want "return before a Barrier"
	}
	if v > 100 {
		return // want "return before a Barrier"
	}
	tile[it.LocalID(0)] = v
	it.Barrier()
	in[it.GlobalID(0)] = tile[0]
}

//kgen:kernel
func ReturnInLoop(it sycl.NDItem, in []int32, tile sycl.Local[int32], n int32) {
	for r := int32(0); r < n; r++ {
		tile[it.LocalID(0)] = r
		if r > 2 {
			return // want "return before a Barrier"
		}
		it.Barrier()
	}
}

// A return after the last barrier is fine.
//
//kgen:kernel
func LateReturn(it sycl.NDItem, in []int32, tile sycl.Local[int32]) {
	lid := it.LocalID(0)
	tile[lid] = in[it.GlobalID(0)]
	it.Barrier()
	if lid != 0 {
		return
	}
	in[it.GlobalID(0)] = tile[1]
}
