package barrierloop

import "github.com/gosycl/gosycl/sycl"

// Barriers in loops whose trip count differs between work-items.

//kgen:kernel
func BoundOnItem(it sycl.NDItem, tile sycl.Local[int32]) {
	lid := it.LocalID(0)
	for k := 0; k < lid; k++ { // want "Barrier inside a loop whose header depends on the work-item: every work-item of a group must reach the same barriers" "Barrier inside control flow that depends on the work-item \\(k < lid\\)" "Barrier inside a loop whose header depends on the work-item: every work-item of a group must reach the same barriers"
		tile[lid] += 1
		it.Barrier()
	}
}

//kgen:kernel
func BoundOnMemory(it sycl.NDItem, counts []int32, tile sycl.Local[int32]) {
	for k := int32(0); k < counts[0]; k++ { // want "loop whose header" "Barrier inside control flow that depends on the work-item \\(k < counts\\[0\\]\\)" "loop whose header"
		tile[it.LocalID(0)] = k
		it.Barrier()
	}
}

//kgen:kernel
func InitOnItem(it sycl.NDItem, tile sycl.Local[int32]) {
	for k := it.LocalID(0); k < 8; k++ { // want "Barrier inside a loop whose header depends on the work-item" "Barrier inside control flow that depends on the work-item \\(k < 8\\)" "loop whose header"
		tile[k] = 1
		it.Barrier()
	}
}

//kgen:kernel
func WhileOnItem(it sycl.NDItem, tile sycl.Local[int32]) {
	s := it.GlobalID(0)
	for s > 0 { // want "Barrier inside control flow that depends on the work-item \\(s > 0\\)"
		tile[it.LocalID(0)] = int32(s)
		it.Barrier()
		s /= 2
	}
}

//kgen:kernel
func RangeOnItem(it sycl.NDItem, tile sycl.Local[int32]) {
	for k := range it.LocalID(0) { // want "Barrier inside control flow that depends on the work-item \\(it.LocalID\\(0\\)\\)"
		tile[k] = 1
		it.Barrier()
	}
}

//kgen:kernel
func DivergentBreak(it sycl.NDItem, tile sycl.Local[int32]) {
	lid := it.LocalID(0)
	n := 0
	for k := 0; k < 4; k++ {
		if lid == k {
			break
		}
		n++
	}
	for j := 0; j < n; j++ { // want "loop whose header" "Barrier inside control flow that depends on the work-item \\(j < n\\)" "loop whose header"
		tile[lid] = 1
		it.Barrier()
	}
}

// A uniform loop around barriers is fine.
//
//kgen:kernel
func Uniform(it sycl.NDItem, in, out []int32, tile sycl.Local[int32]) {
	lid := it.LocalID(0)
	tile[lid] = in[it.GlobalID(0)]
	it.Barrier()
	for s := it.LocalRange(0) / 2; s > 0; s /= 2 {
		if lid < s {
			tile[lid] += tile[lid+s]
		}
		it.Barrier()
	}
	for r := range 3 {
		tile[lid] += int32(r)
		it.Barrier()
	}
	out[it.GlobalID(0)] = tile[0]
}
