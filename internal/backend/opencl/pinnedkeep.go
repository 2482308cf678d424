package opencl

// This file is pinned-memory recycling: pinned host memory whose owner
// frees it (Pinned.Free) stays page-locked and mapped, kept bounded for
// the next PinnedAlloc of the same size on the same device, as device
// memory is recycled (recycle.go). Page-locking is the dear part of a
// pinned allocation: mapping 64 MiB of CL_MEM_ALLOC_HOST_PTR memory takes
// milliseconds, unmapping and releasing it as long again, and a GPU's
// first copy to or from pages it has not reached before maps them into
// its address space; a program that allocates its host memory per launch
// (buffer.NewSized or usm.MallocShared per step) would pay that in every
// launch. Caching freed page-locked blocks for reuse is what CUDA's
// caching host allocator does for the same reason (the PyTorch paper,
// Paszke et al. 2019).

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"sync"
)

// keepPinned keeps m, freed, where it fits in d's share (pinnedLimit),
// evicting d's oldest kept allocations to make room; it returns what is
// to be unmapped and released (m itself where it does not fit), for the
// caller to release outside the lock.
func (d *Device) keepPinned(m pinnedMem) (release []pinnedMem) {
	return d.pinnedKept.put(m, len(m.b), d.pinnedLimit())
}

// pinnedLimit is the most pinned memory d keeps for reuse: 1/RecycleShare
// of the host's memory (of d's global memory where that is less, or
// where the host's is unknown). Page-locked memory is the host's, and
// what is kept is taken from the program's other memory as long as it is
// kept.
func (d *Device) pinnedLimit() int64 {
	limit := d.info.GlobalMem
	if h := HostMemory(); h > 0 {
		limit = min(limit, h)
	}
	return limit / RecycleShare
}

// KeptPinned is the number of pinned allocations and bytes d keeps for
// reuse, for tests.
func (d *Device) KeptPinned() (allocs int, bytes int64) { return d.pinnedKept.held() }

// DrainPinned unmaps and releases the pinned memory d keeps for reuse.
func (d *Device) DrainPinned() {
	for _, k := range d.pinnedKept.drain() {
		k.unmap()
	}
}

// HostMemory is the host's physical memory in bytes (Linux's MemTotal),
// 0 where it cannot be read.
func HostMemory() int64 {
	hostMem.once.Do(func() { hostMem.n = readHostMemory() })
	return hostMem.n
}

var hostMem struct {
	once sync.Once
	n    int64
}

func readHostMemory() int64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if fs := strings.Fields(s.Text()); len(fs) >= 2 && fs[0] == "MemTotal:" {
			kb, _ := strconv.ParseInt(fs[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}
