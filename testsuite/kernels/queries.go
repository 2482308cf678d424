package kernels

import "github.com/gosycl/gosycl/sycl"

// The item-query kernels write every work-item and group query of their
// work-item into a record of QuerySlots int32s: per dimension d, at
// d*8+Slot*, and the linear ids and Dims at Slot*. Slots a kernel's item
// has no query for are left as they were. Work-item i (in row-major
// order over the range from index 0 of dimension 0, from the offset in
// the others, as coexecutor.Package.Span counts) writes record i.
const (
	QuerySlots = 32

	SlotID, SlotRange, SlotOffset, SlotLocalID, SlotLocalRange, SlotGroupID, SlotGroupRange = 0, 1, 2, 3, 4, 5, 6

	SlotLinearID, SlotLocalLinearID, SlotGroupLinearID, SlotDims = 24, 25, 26, 27
)

// ItemQueries1 writes a 1-D Item's queries.
//
//kgen:kernel
func ItemQueries1(it sycl.Item, out []int32) {
	r := it.ID(0) * QuerySlots
	out[r+SlotID] = int32(it.ID(0))
	out[r+SlotRange] = int32(it.Range(0))
	out[r+SlotOffset] = int32(it.Offset(0))
	out[r+SlotLinearID] = int32(it.LinearID())
	out[r+SlotDims] = int32(it.Dims())
}

// ItemQueries2 writes a 2-D Item's queries.
//
//kgen:kernel
func ItemQueries2(it sycl.Item, out []int32) {
	r := (it.ID(0)*it.Range(1) + it.ID(1) - it.Offset(1)) * QuerySlots
	out[r+SlotID] = int32(it.ID(0))
	out[r+SlotRange] = int32(it.Range(0))
	out[r+SlotOffset] = int32(it.Offset(0))
	out[r+8+SlotID] = int32(it.ID(1))
	out[r+8+SlotRange] = int32(it.Range(1))
	out[r+8+SlotOffset] = int32(it.Offset(1))
	out[r+SlotLinearID] = int32(it.LinearID())
	out[r+SlotDims] = int32(it.Dims())
}

// ItemQueries3 writes a 3-D Item's queries.
//
//kgen:kernel
func ItemQueries3(it sycl.Item, out []int32) {
	r := ((it.ID(0)*it.Range(1)+it.ID(1)-it.Offset(1))*it.Range(2) + it.ID(2) - it.Offset(2)) * QuerySlots
	out[r+SlotID] = int32(it.ID(0))
	out[r+SlotRange] = int32(it.Range(0))
	out[r+SlotOffset] = int32(it.Offset(0))
	out[r+8+SlotID] = int32(it.ID(1))
	out[r+8+SlotRange] = int32(it.Range(1))
	out[r+8+SlotOffset] = int32(it.Offset(1))
	out[r+16+SlotID] = int32(it.ID(2))
	out[r+16+SlotRange] = int32(it.Range(2))
	out[r+16+SlotOffset] = int32(it.Offset(2))
	out[r+SlotLinearID] = int32(it.LinearID())
	out[r+SlotDims] = int32(it.Dims())
}

// ItemLinearQueries writes the queries that name no dimension, so that
// it runs over ranges of any dimensionality (offsets in dimension 0 only:
// the record is the linear id).
//
//kgen:kernel
func ItemLinearQueries(it sycl.Item, out []int32) {
	r := it.LinearID() * QuerySlots
	out[r+SlotLinearID] = int32(it.LinearID())
	out[r+SlotDims] = int32(it.Dims())
}

// NDItemQueries1 writes a 1-D NDItem's queries.
//
//kgen:kernel
func NDItemQueries1(it sycl.NDItem, out []int32) {
	r := it.GlobalID(0) * QuerySlots
	out[r+SlotID] = int32(it.GlobalID(0))
	out[r+SlotRange] = int32(it.GlobalRange(0))
	out[r+SlotOffset] = int32(it.Offset(0))
	out[r+SlotLocalID] = int32(it.LocalID(0))
	out[r+SlotLocalRange] = int32(it.LocalRange(0))
	out[r+SlotGroupID] = int32(it.GroupID(0))
	out[r+SlotGroupRange] = int32(it.GroupRange(0))
	out[r+SlotLinearID] = int32(it.GlobalLinearID())
	out[r+SlotLocalLinearID] = int32(it.LocalLinearID())
	out[r+SlotGroupLinearID] = int32(it.GroupLinearID())
	out[r+SlotDims] = int32(it.Dims())
}

// NDItemQueries2 writes a 2-D NDItem's queries.
//
//kgen:kernel
func NDItemQueries2(it sycl.NDItem, out []int32) {
	r := (it.GlobalID(0)*it.GlobalRange(1) + it.GlobalID(1) - it.Offset(1)) * QuerySlots
	out[r+SlotID] = int32(it.GlobalID(0))
	out[r+SlotRange] = int32(it.GlobalRange(0))
	out[r+SlotOffset] = int32(it.Offset(0))
	out[r+SlotLocalID] = int32(it.LocalID(0))
	out[r+SlotLocalRange] = int32(it.LocalRange(0))
	out[r+SlotGroupID] = int32(it.GroupID(0))
	out[r+SlotGroupRange] = int32(it.GroupRange(0))
	out[r+8+SlotID] = int32(it.GlobalID(1))
	out[r+8+SlotRange] = int32(it.GlobalRange(1))
	out[r+8+SlotOffset] = int32(it.Offset(1))
	out[r+8+SlotLocalID] = int32(it.LocalID(1))
	out[r+8+SlotLocalRange] = int32(it.LocalRange(1))
	out[r+8+SlotGroupID] = int32(it.GroupID(1))
	out[r+8+SlotGroupRange] = int32(it.GroupRange(1))
	out[r+SlotLinearID] = int32(it.GlobalLinearID())
	out[r+SlotLocalLinearID] = int32(it.LocalLinearID())
	out[r+SlotGroupLinearID] = int32(it.GroupLinearID())
	out[r+SlotDims] = int32(it.Dims())
}

// NDItemQueries3 writes a 3-D NDItem's queries.
//
//kgen:kernel
func NDItemQueries3(it sycl.NDItem, out []int32) {
	r := ((it.GlobalID(0)*it.GlobalRange(1)+it.GlobalID(1)-it.Offset(1))*it.GlobalRange(2) + it.GlobalID(2) - it.Offset(2)) * QuerySlots
	out[r+SlotID] = int32(it.GlobalID(0))
	out[r+SlotRange] = int32(it.GlobalRange(0))
	out[r+SlotOffset] = int32(it.Offset(0))
	out[r+SlotLocalID] = int32(it.LocalID(0))
	out[r+SlotLocalRange] = int32(it.LocalRange(0))
	out[r+SlotGroupID] = int32(it.GroupID(0))
	out[r+SlotGroupRange] = int32(it.GroupRange(0))
	out[r+8+SlotID] = int32(it.GlobalID(1))
	out[r+8+SlotRange] = int32(it.GlobalRange(1))
	out[r+8+SlotOffset] = int32(it.Offset(1))
	out[r+8+SlotLocalID] = int32(it.LocalID(1))
	out[r+8+SlotLocalRange] = int32(it.LocalRange(1))
	out[r+8+SlotGroupID] = int32(it.GroupID(1))
	out[r+8+SlotGroupRange] = int32(it.GroupRange(1))
	out[r+16+SlotID] = int32(it.GlobalID(2))
	out[r+16+SlotRange] = int32(it.GlobalRange(2))
	out[r+16+SlotOffset] = int32(it.Offset(2))
	out[r+16+SlotLocalID] = int32(it.LocalID(2))
	out[r+16+SlotLocalRange] = int32(it.LocalRange(2))
	out[r+16+SlotGroupID] = int32(it.GroupID(2))
	out[r+16+SlotGroupRange] = int32(it.GroupRange(2))
	out[r+SlotLinearID] = int32(it.GlobalLinearID())
	out[r+SlotLocalLinearID] = int32(it.LocalLinearID())
	out[r+SlotGroupLinearID] = int32(it.GroupLinearID())
	out[r+SlotDims] = int32(it.Dims())
}

// NDItemLinearQueries writes the NDItem queries that name no dimension,
// so that it runs over nd-ranges of any dimensionality (offsets in
// dimension 0 only: the record is the global linear id).
//
//kgen:kernel
func NDItemLinearQueries(it sycl.NDItem, out []int32) {
	r := it.GlobalLinearID() * QuerySlots
	out[r+SlotLinearID] = int32(it.GlobalLinearID())
	out[r+SlotLocalLinearID] = int32(it.LocalLinearID())
	out[r+SlotGroupLinearID] = int32(it.GroupLinearID())
	out[r+SlotDims] = int32(it.Dims())
}

// SuffixSums is a triangular loop bounded by the problem size, read from
// the range: out[i] is the sum of (j-i+1)*a[j] over j from i to the
// range's end.
//
//kgen:kernel
func SuffixSums(it sycl.Item, a []int64, out []int64) {
	i := it.ID(0)
	n := it.Offset(0) + it.Range(0)
	var s int64
	for j := i; j < n; j++ {
		s += int64(j-i+1) * a[j]
	}
	out[i] = s
}
