package barrierhelper

import "github.com/gosycl/gosycl/sycl"

//kgen:func
func sync(it sycl.NDItem) { // want "parameter it: struct .*sycl.NDItem is declared in another package"
	it.Barrier() // want "Barrier: helpers cannot use the work-item; pass the values they need as arguments"
}

//kgen:func
func lid(it sycl.NDItem) int { // want "parameter it: struct .*sycl.NDItem is declared in another package"
	return it.LocalID(0) // want "LocalID: helpers cannot use the work-item"
}

//kgen:kernel
func K(it sycl.NDItem, tile sycl.Local[int32]) {
	tile[lid(it)] = 1
	sync(it)
}
