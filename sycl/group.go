package sycl

import "fmt"

// This file holds the group algorithms of SYCL 2020 (§4.17.4), as kernels
// call them on their NDItem's work-group: GroupBroadcast, ReduceOverGroup,
// InclusiveScanOverGroup, ExclusiveScanOverGroup, AnyOfGroup, AllOfGroup,
// NoneOfGroup; and the sub-group queries. Each group algorithm is a
// collective: every work-item of the work-group must call it, in the same
// order and under uniform control flow, as a Barrier; it synchronises the
// group as a barrier does. Scans follow the work-items' LocalLinearID
// order.
//
// The functions here are the reference semantics (plain Go, and the
// reference runner NDItemKernel, where each work-item is a goroutine).
// cmd/kgen translates them: OpenCL C through the work-group functions of
// OpenCL C 2.0 where the device has them, otherwise local memory and
// barriers; native code through its barrier regions (docs/kernel-language.md).

// exchange is the collective step of the reference: every work-item of
// the group gives x and gets every work-item's value, in LocalLinearID
// order. Called on an NDItem not run by the runtime, the group must be
// one work-item.
func exchange[T any](it NDItem, x T) []T {
	if it.bar == nil {
		if it.ln[0]*max(it.ln[1], 1)*max(it.ln[2], 1) > 1 {
			panic("sycl: group algorithm called on an NDItem not run by the runtime, in a work-group of several work-items")
		}
		return []T{x}
	}
	b := it.bar
	b.mu.Lock()
	if b.slots == nil {
		b.slots = make([]any, it.ln[0]*max(it.ln[1], 1)*max(it.ln[2], 1))
	}
	b.slots[it.LocalLinearID()] = x
	b.mu.Unlock()
	b.wait()
	b.mu.Lock()
	out := make([]T, len(b.slots))
	for i, v := range b.slots {
		out[i] = v.(T)
	}
	b.mu.Unlock()
	// Nobody writes the slots again before everyone has read them.
	b.wait()
	return out
}

// GroupBroadcast returns x of the work-item whose LocalLinearID is local,
// to every work-item of the group (SYCL's group_broadcast). local must be
// the same for every work-item and within [0, the group's size); in Go and
// on the native device another value panics, on OpenCL devices the result
// is undefined.
func GroupBroadcast[T any](it NDItem, x T, local int) T {
	vals := exchange(it, x)
	if local < 0 || local >= len(vals) {
		panic(fmt.Sprintf("sycl: GroupBroadcast from work-item %d of a work-group of %d", local, len(vals)))
	}
	return vals[local]
}

// ReduceOverGroup combines x of every work-item of the group with op and
// returns the result to each (SYCL's reduce_over_group). op is one of
// sycl's combiners (Plus, Multiplies, Minimum, Maximum, BitAnd, BitOr,
// BitXor), as SYCL requires one of its function objects.
func ReduceOverGroup[T Number, O Op[T]](it NDItem, x T, op O) T {
	r := op.Identity()
	for _, v := range exchange(it, x) {
		r = op.Combine(r, v)
	}
	return r
}

// InclusiveScanOverGroup returns to the work-item of LocalLinearID i the
// combination of x of work-items 0 to i (SYCL's
// inclusive_scan_over_group).
func InclusiveScanOverGroup[T Number, O Op[T]](it NDItem, x T, op O) T {
	r := op.Identity()
	for _, v := range exchange(it, x)[:it.LocalLinearID()+1] {
		r = op.Combine(r, v)
	}
	return r
}

// ExclusiveScanOverGroup returns to the work-item of LocalLinearID i the
// combination of x of work-items 0 to i-1, op's identity for the first
// (SYCL's exclusive_scan_over_group).
func ExclusiveScanOverGroup[T Number, O Op[T]](it NDItem, x T, op O) T {
	r := op.Identity()
	for _, v := range exchange(it, x)[:it.LocalLinearID()] {
		r = op.Combine(r, v)
	}
	return r
}

// AnyOfGroup reports whether pred is true for some work-item of the group
// (SYCL's any_of_group).
func AnyOfGroup(it NDItem, pred bool) bool {
	for _, v := range exchange(it, pred) {
		if v {
			return true
		}
	}
	return false
}

// AllOfGroup reports whether pred is true for every work-item of the group
// (SYCL's all_of_group).
func AllOfGroup(it NDItem, pred bool) bool {
	for _, v := range exchange(it, pred) {
		if !v {
			return false
		}
	}
	return true
}

// NoneOfGroup reports whether pred is false for every work-item of the
// group (SYCL's none_of_group).
func NoneOfGroup(it NDItem, pred bool) bool { return !AnyOfGroup(it, pred) }

// Sub-groups. A work-group is cut into sub-groups of consecutive
// LocalLinearIDs whose size the device chooses (SYCL's sub_group). Devices
// that report sub-groups (OpenCL's cl_khr_subgroups, or OpenCL C 3.0 with
// __opencl_c_subgroups) answer with theirs; elsewhere — plain Go, the
// native device and other OpenCL devices — every work-item is a sub-group
// of its own, which SYCL allows.

// SubGroupSize returns the number of work-items of the work-item's
// sub-group.
func (it NDItem) SubGroupSize() int { return 1 }

// SubGroupMaxSize returns the largest sub-group size of the launch.
func (it NDItem) SubGroupMaxSize() int { return 1 }

// SubGroupLocalID returns the work-item's id within its sub-group.
func (it NDItem) SubGroupLocalID() int { return 0 }

// SubGroupID returns the sub-group's id within the work-group.
func (it NDItem) SubGroupID() int { return it.LocalLinearID() }

// SubGroupRange returns the number of sub-groups of the work-group.
func (it NDItem) SubGroupRange() int { return it.ln[0] * max(it.ln[1], 1) * max(it.ln[2], 1) }

// NativeGroupReduce combines s with op. cmd/kgen's native code calls it
// once per work-group with every work-item's value; not for kernels.
func NativeGroupReduce[T Number, O Op[T]](s []T, op O) T {
	r := op.Identity()
	for _, v := range s {
		r = op.Combine(r, v)
	}
	return r
}

// NativeGroupScan replaces s with its inclusive (or exclusive) scan with
// op. cmd/kgen's native code calls it once per work-group; not for
// kernels.
func NativeGroupScan[T Number, O Op[T]](s []T, op O, inclusive bool) {
	r := op.Identity()
	for i, v := range s {
		if inclusive {
			r = op.Combine(r, v)
			s[i] = r
		} else {
			s[i] = r
			r = op.Combine(r, v)
		}
	}
}

// NativeGroupAny reports whether some element of s is true; for
// cmd/kgen's native code, not for kernels.
func NativeGroupAny(s []bool) bool {
	for _, v := range s {
		if v {
			return true
		}
	}
	return false
}

// NativeGroupAll reports whether every element of s is true; for
// cmd/kgen's native code, not for kernels.
func NativeGroupAll(s []bool) bool {
	for _, v := range s {
		if !v {
			return false
		}
	}
	return true
}
