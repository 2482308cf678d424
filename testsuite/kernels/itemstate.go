package kernels

import "github.com/gosycl/gosycl/sycl"

// Kernels whose work-items each keep their own state: item ids read after
// a barrier, scalar parameters assigned by the kernel (every work-item
// starts from the launch's value, as a Go call or an OpenCL work-item
// does), variables assigned by every work-item and names shadowed across
// barrier regions. The native code runs a group's work-items one after
// another in the same function, so each of these must be kept per item.

// TransposeTiled is out = inᵀ for an n x n matrix through a square tile
// of local memory: the local ids of both dimensions are read after the
// barrier.
//
//kgen:kernel
func TransposeTiled(it sycl.NDItem, in, out []int32, n int32, tile sycl.Local[int32]) {
	ly := it.LocalID(0)
	lx := it.LocalID(1)
	w := it.LocalRange(1)
	tile[ly*w+lx] = in[int32(it.GlobalID(0))*n+int32(it.GlobalID(1))]
	it.Barrier()
	row := it.GroupID(1)*it.LocalRange(0) + ly
	col := it.GroupID(0)*w + lx
	out[int32(row)*n+int32(col)] = tile[lx*w+ly]
}

// LocalIDs3 writes every local and global id of a 3-D work-item after a
// barrier, from values read before it.
//
//kgen:kernel
func LocalIDs3(it sycl.NDItem, out []int32, tile sycl.Local[int32]) {
	l0, l1, l2 := it.LocalID(0), it.LocalID(1), it.LocalID(2)
	g2 := it.GlobalID(2)
	lin := it.LocalLinearID()
	tile[lin] = int32(l2)
	it.Barrier()
	k := it.GlobalLinearID() * 5
	out[k] = int32(l0)
	out[k+1] = int32(l1)
	out[k+2] = int32(l2)
	out[k+3] = int32(g2)
	out[k+4] = tile[lin]
}

// ParamAssign assigns to its scalar parameters: each work-item starts from
// the values the launch passed.
//
//kgen:kernel
func ParamAssign(it sycl.Item, out []int32, a int32, b float32, p Pair) {
	i := it.ID(0)
	a += int32(i)
	a++
	b *= 2
	p.B += int32(i)
	out[i] = a + int32(b) + p.A*p.B
}

// Pair is a struct parameter of ParamAssign.
type Pair struct{ A, B int32 }

// ParamAssignGroups is ParamAssign over an nd-range without barriers.
//
//kgen:kernel
func ParamAssignGroups(it sycl.NDItem, out []int32, a int32) {
	for k := 0; k <= it.LocalID(0); k++ {
		a += int32(k)
	}
	out[it.GlobalID(0)] = a
}

// ParamAcrossBarrier assigns a scalar parameter before a barrier and after
// it, and in a loop with a barrier.
//
//kgen:kernel
func ParamAcrossBarrier(it sycl.NDItem, out []int32, tile sycl.Local[int32], a int32, rounds int32) {
	lid := it.LocalID(0)
	a += int32(lid)
	tile[lid] = a
	it.Barrier()
	a *= 3
	for r := int32(0); r < rounds; r++ {
		a += tile[it.LocalRange(0)-1-lid]
		it.Barrier()
		tile[lid] = a
		it.Barrier()
	}
	out[it.GlobalID(0)] = a
}

// AssignedEverywhere: s starts with a value every work-item shares, and
// each work-item then adds to its own s; shadowed names across barrier
// regions denote different variables.
//
//kgen:kernel
func AssignedEverywhere(it sycl.NDItem, out []int32, tile sycl.Local[int32]) {
	s := int32(1)
	lid := it.LocalID(0)
	for k := 0; k < 3; k++ {
		s += int32(k)
		tile[lid] = s
	}
	x := int32(lid) * 10
	it.Barrier()
	for r := 0; r < 2; r++ {
		x := x + tile[lid] + int32(r)
		it.Barrier()
		tile[lid] = x
		it.Barrier()
	}
	{
		lid := it.LocalRange(0) - 1 - lid
		x += tile[lid]
		it.Barrier()
		x += int32(lid)
	}
	out[it.GlobalID(0)] = s*1000 + x
}

// UniformChanged defines x from a group-wide value that changes after the
// barrier: x keeps the value it had (the native code may not compute it
// again from the new one).
//
//kgen:kernel
func UniformChanged(it sycl.NDItem, out []int32, tile sycl.Local[int32]) {
	s := int32(it.LocalRange(0))
	lid := it.LocalID(0)
	x := int32(lid) + s
	tile[lid] = x
	it.Barrier()
	s = 100
	for r := 0; r < 2; r++ {
		y := x + int32(r)
		it.Barrier()
		out[it.GlobalID(0)] += y + s + tile[0]
		it.Barrier()
	}
}

// twice is a helper of HelperValue.
//
//kgen:func
func twice(x int32) int32 { return 2 * x }

// HelperValue defines a value every work-item computes alike through a
// helper (which runs per item) and uses it across a barrier.
//
//kgen:kernel
func HelperValue(it sycl.NDItem, out []int32, tile sycl.Local[int32], a int32) {
	h := twice(a)
	lid := it.LocalID(0)
	tile[lid] = h + int32(lid)
	it.Barrier()
	_ = h
	out[it.GlobalID(0)] = h + tile[it.LocalRange(0)-1-lid]
}

// NestedBreak leaves a nested loop early, per work-item, inside a loop
// with a barrier: the outer loop stays uniform.
//
//kgen:kernel
func NestedBreak(it sycl.NDItem, out []int32, tile sycl.Local[int32]) {
	lid := it.LocalID(0)
	acc := int32(0)
	for r := 0; r < 3; r++ {
		for k := 0; k < 8; k++ {
			if k > lid+r {
				break
			}
			if k%2 == 1 {
				continue
			}
			acc += int32(k)
		}
		switch lid % 3 {
		case 0:
			acc++
			if acc > 20 {
				break // leaves the switch, not the loop
			}
			acc += 2
		}
		tile[lid] = acc
		it.Barrier()
		acc += tile[(lid+1)%it.LocalRange(0)]
		it.Barrier()
	}
	out[it.GlobalID(0)] = acc
}

// ParamAssign32 assigns its scalar parameters in a kernel the native
// device's vectoriser takes (32-bit lanes).
//
//kgen:kernel
func ParamAssign32(it sycl.Item, out []int32, a int32, b float32) {
	i := int32(it.ID(0))
	a += i
	if i%3 == 0 {
		a++
	}
	b *= 2
	out[i] = a + int32(b)
}
