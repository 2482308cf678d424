package barriertrailing

import "github.com/gosycl/gosycl/sycl"

// A return before a barrier that ends the kernel still lets some
// work-items skip the barrier the others wait at.

//kgen:kernel
func TrailingBarrier(it sycl.NDItem, in []int32, tile sycl.Local[int32]) {
	v := in[it.GlobalID(0)]
	if v < 0 {
		return // want "return before a Barrier: every work-item of a group must reach every barrier"
	}
	tile[it.LocalID(0)] = v
	it.Barrier()
}
