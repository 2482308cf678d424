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

	cl "github.com/jgillich/go-opencl/cl"
)

// keptPinned is a freed pinned allocation kept for reuse: mapped, its
// bytes what its last owner left.
type keptPinned struct {
	dev *Device
	b   []byte
	m   *cl.MemObject
	mm  *cl.MappedMemObject
	q   *cl.CommandQueue
}

// pinnedKeep is the process's kept pinned allocations, oldest first;
// each device keeps at most 1/RecycleShare of the host's memory (of its
// global memory where that is less, or where the host's is unknown):
// page-locked memory is the host's, and what is kept is taken from the
// program's other memory as long as it is kept.
var pinnedKeep struct {
	sync.Mutex
	free []keptPinned
}

// takePinned returns a kept allocation of exactly n bytes on d, newest
// first (its pages the most likely resident), or false.
func takePinned(d *Device, n int) (keptPinned, bool) {
	pinnedKeep.Lock()
	defer pinnedKeep.Unlock()
	for i := len(pinnedKeep.free) - 1; i >= 0; i-- {
		if k := pinnedKeep.free[i]; k.dev == d && len(k.b) == n {
			pinnedKeep.free = append(pinnedKeep.free[:i], pinnedKeep.free[i+1:]...)
			return k, true
		}
	}
	return keptPinned{}, false
}

// keepPinned keeps k where it fits in its device's share, evicting that
// device's oldest kept allocations to make room; it returns what is to be
// unmapped and released (k itself where it does not fit), for the caller
// to release outside the lock.
func keepPinned(k keptPinned) (release []keptPinned) {
	limit := k.dev.info.GlobalMem
	if h := HostMemory(); h > 0 {
		limit = min(limit, h)
	}
	limit /= RecycleShare
	if int64(len(k.b)) > limit {
		return []keptPinned{k}
	}
	pinnedKeep.Lock()
	defer pinnedKeep.Unlock()
	held := int64(len(k.b))
	for _, o := range pinnedKeep.free {
		if o.dev == k.dev {
			held += int64(len(o.b))
		}
	}
	kept := pinnedKeep.free[:0]
	for _, o := range pinnedKeep.free { // oldest first
		if o.dev == k.dev && held > limit {
			held -= int64(len(o.b))
			release = append(release, o)
			continue
		}
		kept = append(kept, o)
	}
	pinnedKeep.free = append(kept, k)
	return release
}

// drainPinned removes the kept allocations of d (every device's where d
// is nil) and returns them for release.
func drainPinned(d *Device) (release []keptPinned) {
	pinnedKeep.Lock()
	defer pinnedKeep.Unlock()
	kept := pinnedKeep.free[:0]
	for _, o := range pinnedKeep.free {
		if d == nil || o.dev == d {
			release = append(release, o)
			continue
		}
		kept = append(kept, o)
	}
	pinnedKeep.free = kept
	return release
}

// unmap unmaps and releases k's memory.
func (k keptPinned) unmap() {
	ev, err := k.q.EnqueueUnmapMemObject(k.m, k.mm, nil)
	got(ev)
	if err == nil {
		_ = WaitEvent(ev)
	}
	releaseIfSet(ev)
	k.m.Release()
}

// KeptPinned is the number of pinned allocations and bytes kept for
// reuse, for tests.
func KeptPinned() (allocs int, bytes int64) {
	pinnedKeep.Lock()
	defer pinnedKeep.Unlock()
	for _, o := range pinnedKeep.free {
		bytes += int64(len(o.b))
	}
	return len(pinnedKeep.free), bytes
}

// DrainPinned unmaps and releases every pinned allocation kept for reuse.
func DrainPinned() {
	for _, k := range drainPinned(nil) {
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
