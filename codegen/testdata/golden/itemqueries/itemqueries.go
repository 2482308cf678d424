// Package itemqueries uses every work-item and group query. Along SYCL
// dimension 0 a slice of a launch (a co-executed package) is enqueued on
// its own, so the OpenCL C of the queries that answer for the whole
// launch there takes the launch arguments _kgen_range0 and
// _kgen_offset0; the other dimensions, and kernels that need neither,
// use OpenCL's builtins alone.
package itemqueries

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Queries2(it sycl.NDItem, out []int64) {
	r := (it.GlobalID(0)*it.GlobalRange(1) + it.GlobalID(1) - it.Offset(1)) * 16
	out[r] = int64(it.GlobalRange(0))
	out[r+1] = int64(it.Offset(0))
	out[r+2] = int64(it.GroupID(0))
	out[r+3] = int64(it.GroupRange(0))
	out[r+4] = int64(it.GroupID(1))
	out[r+5] = int64(it.GroupRange(1))
	out[r+6] = int64(it.GlobalLinearID())
	out[r+7] = int64(it.GroupLinearID())
	out[r+8] = int64(it.LocalID(0))
	out[r+9] = int64(it.LocalRange(0))
}

// AnyDims names no dimension, so its code runs launches of any
// dimensionality: the sliced OpenCL dimension is get_work_dim()-1.
//
//kgen:kernel
func AnyDims(it sycl.NDItem, out []int64) {
	out[it.GlobalLinearID()] = int64(it.GroupLinearID())
}

// IDsOnly needs no launch arguments: global ids are global in a slice.
//
//kgen:kernel
func IDsOnly(it sycl.Item, out []int64) {
	out[it.LinearID()] = int64(it.ID(0) + it.Range(1))
}
