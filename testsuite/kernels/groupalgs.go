package kernels

import "github.com/gosycl/gosycl/sycl"

// Kernels of the group algorithms (sycl.GroupBroadcast,
// ReduceOverGroup, the scans, Any/All/NoneOfGroup) and the sub-group
// queries.

// GroupAlgsOuts is the number of results GroupAlgsInt writes per
// work-item.
const GroupAlgsOuts = 12

// GroupAlgsInt writes, per work-item, its group's broadcast, reductions,
// scans and predicates over in.
//
//kgen:kernel
func GroupAlgsInt(it sycl.NDItem, in []int32, out []int32, from int) {
	i := it.GlobalID(0)
	x := in[i]
	b := sycl.GroupBroadcast(it, x, from)
	out[i*GroupAlgsOuts] = b
	out[i*GroupAlgsOuts+1] = sycl.ReduceOverGroup(it, x, sycl.Plus[int32]{})
	out[i*GroupAlgsOuts+2] = sycl.ReduceOverGroup(it, x, sycl.Minimum[int32]{})
	out[i*GroupAlgsOuts+3] = sycl.ReduceOverGroup(it, x, sycl.Maximum[int32]{})
	out[i*GroupAlgsOuts+4] = sycl.ReduceOverGroup(it, x, sycl.BitXor[int32]{})
	out[i*GroupAlgsOuts+5] = sycl.InclusiveScanOverGroup(it, x, sycl.Plus[int32]{})
	out[i*GroupAlgsOuts+6] = sycl.ExclusiveScanOverGroup(it, x, sycl.Plus[int32]{})
	out[i*GroupAlgsOuts+7] = sycl.ExclusiveScanOverGroup(it, x, sycl.Maximum[int32]{})
	any7 := sycl.AnyOfGroup(it, x%7 == 0)
	all := sycl.AllOfGroup(it, x > -50)
	if any7 {
		out[i*GroupAlgsOuts+8] = 1
	}
	if all {
		out[i*GroupAlgsOuts+9] = 1
	}
	if sycl.NoneOfGroup(it, x == 13) {
		out[i*GroupAlgsOuts+10] = 1
	}
	out[i*GroupAlgsOuts+11] = sycl.InclusiveScanOverGroup(it, sycl.GroupBroadcast(it, x, 0)+x, sycl.BitOr[int32]{})
}

// GroupScan2D scans and broadcasts over 2-D work-groups, in LocalLinearID
// order.
//
//kgen:kernel
func GroupScan2D(it sycl.NDItem, in []int32, out []int32) {
	w := it.GlobalRange(1)
	i := it.GlobalID(0)*w + it.GlobalID(1)
	x := in[i]
	out[2*i] = sycl.InclusiveScanOverGroup(it, x, sycl.Plus[int32]{})
	out[2*i+1] = sycl.GroupBroadcast(it, x, it.LocalRange(0)*it.LocalRange(1)-1)
}

// GroupRounds calls group algorithms in a loop with a uniform bound, and
// in an if's condition; its values live across them.
//
//kgen:kernel
func GroupRounds(it sycl.NDItem, in []int64, out []int64, rounds int32) {
	i := it.GlobalID(0)
	v := in[i]
	for r := int32(0); r < rounds; r++ {
		s := sycl.ExclusiveScanOverGroup(it, v, sycl.Plus[int64]{})
		m := sycl.ReduceOverGroup(it, v, sycl.Maximum[int64]{})
		v = (s+m+v%3)%1000003 + int64(r)
		if sycl.AllOfGroup(it, v%2 == 0) {
			v++
		}
	}
	out[i] = v
}

// GroupFloat reduces and scans float32 values (small integers and powers
// of two, whose sums and products are exact in any order).
//
//kgen:kernel
func GroupFloat(it sycl.NDItem, in []float32, out []float32) {
	i := it.GlobalID(0)
	x := in[i]
	out[4*i] = sycl.ReduceOverGroup(it, x, sycl.Plus[float32]{})
	out[4*i+1] = sycl.InclusiveScanOverGroup(it, x, sycl.Minimum[float32]{})
	out[4*i+2] = sycl.ExclusiveScanOverGroup(it, x, sycl.Multiplies[float32]{})
	out[4*i+3] = sycl.ReduceOverGroup(it, x, sycl.Maximum[float32]{})
}

// GroupTypes runs group algorithms over uint8, uint32 and bool.
//
//kgen:kernel
func GroupTypes(it sycl.NDItem, in []uint32, out []uint32) {
	i := it.GlobalID(0)
	x := in[i]
	out[4*i] = uint32(sycl.ReduceOverGroup(it, uint8(x), sycl.BitOr[uint8]{}))
	out[4*i+1] = sycl.ReduceOverGroup(it, x|1, sycl.BitAnd[uint32]{})
	out[4*i+2] = sycl.InclusiveScanOverGroup(it, x, sycl.Multiplies[uint32]{})
	odd := sycl.GroupBroadcast(it, x%2 == 1, 1)
	if odd {
		out[4*i+3] = 1
	}
}

// SubGroupOuts is the number of results SubGroups writes per work-item.
const SubGroupOuts = 6

// SubGroups writes each work-item's sub-group queries.
//
//kgen:kernel
func SubGroups(it sycl.NDItem, out []int32) {
	i := it.GlobalID(0)*it.GlobalRange(1) + it.GlobalID(1)
	out[SubGroupOuts*i] = int32(it.SubGroupSize())
	out[SubGroupOuts*i+1] = int32(it.SubGroupMaxSize())
	out[SubGroupOuts*i+2] = int32(it.SubGroupLocalID())
	out[SubGroupOuts*i+3] = int32(it.SubGroupID())
	out[SubGroupOuts*i+4] = int32(it.SubGroupRange())
	out[SubGroupOuts*i+5] = int32(it.LocalLinearID())
}

// GroupSum writes each work-group's sum at its group id, with
// ReduceOverGroup (ReduceFor is the same with a tree in local memory).
//
//kgen:kernel
func GroupSum(it sycl.NDItem, in []int32, out []int32) {
	s := sycl.ReduceOverGroup(it, in[it.GlobalID(0)], sycl.Plus[int32]{})
	if it.LocalID(0) == 0 {
		out[it.GroupID(0)] = s
	}
}

// GroupLoops bounds loops that hold barriers with group algorithm
// results, which are the same for every work-item of the group.
//
//kgen:kernel
func GroupLoops(it sycl.NDItem, in []int32, out []int32, tile sycl.Local[int32]) {
	i := it.GlobalID(0)
	n := sycl.ReduceOverGroup(it, in[i]%4, sycl.Maximum[int32]{})
	for k := int32(0); k < n; k++ {
		tile[it.LocalID(0)] = in[i] + k
		it.Barrier()
		out[i] += tile[0]
		it.Barrier()
	}
	done := sycl.AllOfGroup(it, out[i] > 0)
	for !done {
		out[i]++
		it.Barrier()
		done = sycl.AllOfGroup(it, out[i] > 0)
	}
}
