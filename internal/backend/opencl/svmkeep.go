package opencl

// This file is SVM recycling: an SVM allocation whose owner is done with
// it (SVM.Retire) is kept by its device, bounded, for the next SVMAlloc of
// the same size and granularity, as device buffers (recycle.go) and pinned
// memory (pinnedkeep.go) are. An implementation's SVM is memory it maps
// anew for each allocation: on an OpenCL CPU device (PoCL) each page is
// faulted in again by the first copy or kernel that touches it, so that a
// program that allocates its USM per launch (usm.MallocShared per step)
// would pay a page fault for every page in every launch, where the Go
// heap, under buffers, reuses the memory it freed. Kept allocations keep
// their bytes: the next owner finds the last one's, as undefined as a new
// allocation's.

import "unsafe"

// svmPool is d's pool of kept allocations of one granularity.
func (d *Device) svmPool(fine bool) *recycler[unsafe.Pointer] {
	if fine {
		return &d.svmFine
	}
	return &d.svmCoarse
}

// svmLimit is the most SVM of granularity fine that d may keep for reuse:
// as much as it keeps of pinned memory (pinnedLimit), SVM being the host's
// memory on the devices that offer it fine-grained, less what it keeps of
// the other granularity.
func (d *Device) svmLimit(fine bool) int64 {
	_, other := d.svmPool(!fine).held()
	return d.pinnedLimit() - other
}

// Retire ends the owner's use of s, as Free does, and leaves its memory to
// its device for a later SVMAlloc of its size and granularity, unless a
// command that used it failed (failed): a command queued behind the
// failure might still reach its memory, which must not be the next
// owner's. The caller has waited for every command that uses s, and a
// coarse-grained allocation is unmapped. A second Retire does nothing.
func (s *SVM) Retire(failed bool) {
	if s.P == nil {
		return
	}
	if failed || s.dev.info.GlobalMem <= 0 {
		s.Free()
		return
	}
	p := s.P
	s.P = nil
	live.svm.Add(-1)
	for _, q := range s.dev.svmPool(s.Fine).put(p, max(s.Size, 1), s.dev.svmLimit(s.Fine)) {
		svmFree(s.dev.ctx, q)
	}
}

// KeptSVM is the number of SVM allocations and bytes d keeps for reuse,
// for tests.
func (d *Device) KeptSVM() (allocs int, bytes int64) {
	n, b := d.svmFine.held()
	m, c := d.svmCoarse.held()
	return n + m, b + c
}

// DrainSVM frees the SVM allocations d keeps for reuse.
func (d *Device) DrainSVM() {
	for _, fine := range []bool{true, false} {
		for _, p := range d.svmPool(fine).drain() {
			svmFree(d.ctx, p)
		}
	}
}
