package groupalgs

import "github.com/gosycl/gosycl/sycl"

// Compact keeps the positive values of each work-group, in order, and
// counts them: an exclusive scan, a reduction, a broadcast, a predicate
// in an if's condition and a sub-group query.
//
//kgen:kernel
func Compact(it sycl.NDItem, in []float32, out []float32, counts []int32) {
	i := it.GlobalID(0)
	keep := int32(0)
	if in[i] > 0 {
		keep = 1
	}
	at := sycl.ExclusiveScanOverGroup(it, keep, sycl.Plus[int32]{})
	if keep == 1 {
		out[it.GroupID(0)*it.LocalRange(0)+int(at)] = in[i]
	}
	total := sycl.ReduceOverGroup(it, keep, sycl.Plus[int32]{})
	first := sycl.GroupBroadcast(it, in[i], 0)
	if sycl.AnyOfGroup(it, in[i] > first) && it.LocalID(0) == 0 {
		counts[it.GroupID(0)] = total + int32(it.SubGroupSize())
	}
}
