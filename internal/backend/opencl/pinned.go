package opencl

// This file is pinned host memory: page-locked memory that a GPU's copy
// engines reach by DMA at the link's speed. OpenCL has no call to
// page-lock memory; the standard way to get it is a buffer created with
// CL_MEM_ALLOC_HOST_PTR and mapped once (the OpenCL programming guides of
// NVIDIA and AMD describe it so). The runtime allocates its own host
// memory there (buffers' backing stores, staging) and copies to and from
// it directly, without staging.

import (
	"errors"
	"fmt"
	"sort"
	"sync"
	"sync/atomic"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"
)

// ErrNoPinning is returned by PinnedAlloc when no device gives pinned
// memory (there is no GPU): ordinary Go memory serves as well then.
var ErrNoPinning = errors.New("opencl: no device gives pinned host memory")

// Pinned is page-locked host memory of Size bytes, mapped for the host.
type Pinned struct {
	pinnedMem
	dev  *Device // whose context allocated it
	once sync.Once
}

// pinnedMem is page-locked memory b, mapped from m (mm) on queue q.
type pinnedMem struct {
	b  []byte
	m  *cl.MemObject
	mm *cl.MappedMemObject
	q  *cl.CommandQueue
}

// unmap unmaps and releases the memory.
func (k pinnedMem) unmap() {
	ev, err := k.q.EnqueueUnmapMemObject(k.m, k.mm, nil)
	got(ev)
	if err == nil {
		_ = WaitEvent(ev)
	}
	releaseIfSet(ev)
	k.m.Release()
}

// Bytes is the memory.
func (p *Pinned) Bytes() []byte { return p.b }

// pinnedRegions are the live pinned allocations, sorted by address, so
// that a transfer can tell whether its host side is pinned.
var pinnedRegions struct {
	sync.RWMutex
	r []*Pinned
}

// pinner is the device whose context allocates pinned memory: the first
// GPU. Page-locked memory is the host's: a GPU driver with a unified
// address space (NVIDIA's CUDA-based OpenCL, on 64-bit hosts) treats it
// as pinned for every device, whichever context allocated it.
func pinner() *Device {
	if d := pinWith.Load(); d != nil {
		return d
	}
	keep := func(*Device) bool { return true }
	if v := visible.Load(); v != nil {
		var some bool
		if some, keep = (*v)(); !some {
			return nil // no OpenCL device may be used: none is listed
		}
	}
	devs, _ := Devices()
	return firstGPU(devs, keep)
}

// firstGPU is the first GPU of devs that keep keeps, or nil.
func firstGPU(devs []*Device, keep func(*Device) bool) *Device {
	for _, d := range devs {
		if d.info.GPU && keep(d) {
			return d
		}
	}
	return nil
}

// visible is SetVisible's function; nil: every device.
var visible atomic.Pointer[func() (bool, func(*Device) bool)]

// SetVisible makes pinned memory come only from the devices the process
// may use: f tells whether any OpenCL device may be (when not, the
// platforms are not even listed) and which. The sycl package sets it
// from GOSYCL_DEVICE; without it every device may be.
func SetVisible(f func() (some bool, keep func(*Device) bool)) { visible.Store(&f) }

// pinWith overrides pinner (PinWith).
var pinWith atomic.Pointer[Device]

// PinWith makes d the device that allocates pinned memory, and returns
// the function that restores the default: tests exercise the pinned path
// on PoCL.
func PinWith(d *Device) (restore func()) {
	old := pinWith.Swap(d)
	return func() { pinWith.Store(old) }
}

// PinnedAlloc allocates n bytes of pinned host memory (ErrNoPinning
// without a GPU), reusing freed pinned memory of that size where some is
// kept (pinnedkeep.go): its bytes are then what its last owner left, as
// undefined as a new allocation's. Free ends its use.
func PinnedAlloc(n int) (*Pinned, error) {
	d := pinner()
	if d == nil {
		return nil, ErrNoPinning
	}
	return d.pinnedAlloc(n)
}

func (d *Device) pinnedAlloc(n int) (*Pinned, error) {
	n = max(n, 1)
	p, err := d.pinnedNew(n)
	if kept, _ := d.pinnedKept.held(); err != nil && kept > 0 { // what is kept may be what is missing
		d.DrainPinned()
		p, err = d.pinnedNew(n)
	}
	if err != nil {
		return nil, err
	}
	live.pinned.Add(1)
	pinnedRegions.Lock()
	r := pinnedRegions.r
	i := sort.Search(len(r), func(i int) bool { return start(r[i]) > start(p) })
	pinnedRegions.r = append(r[:i], append([]*Pinned{p}, r[i:]...)...)
	pinnedRegions.Unlock()
	return p, nil
}

// pinnedNew is n bytes of pinned memory on d: a kept allocation of that
// size, or a new one, mapped.
func (d *Device) pinnedNew(n int) (*Pinned, error) {
	if k, ok := d.pinnedKept.take(n); ok {
		return &Pinned{pinnedMem: k, dev: d}, nil
	}
	ctx, err := d.Context()
	if err != nil {
		return nil, err
	}
	q, err := d.transferQueue()
	if err != nil {
		return nil, err
	}
	m, err := ctx.CreateEmptyBuffer(cl.MemReadWrite|cl.MemAllocHostPtr, n)
	if err != nil {
		return nil, fmt.Errorf("opencl: allocating %d bytes of pinned memory on %s: %w", n, d.info.Name, err)
	}
	mm, ev, err := q.EnqueueMapBuffer(m, true, cl.MapFlagRead|cl.MapFlagWrite, 0, n, nil)
	got(ev)
	releaseIfSet(ev)
	if err != nil {
		m.Release()
		return nil, fmt.Errorf("opencl: mapping %d bytes of pinned memory on %s: %w", n, d.info.Name, err)
	}
	return &Pinned{pinnedMem: pinnedMem{b: unsafe.Slice((*byte)(mm.Ptr()), n), m: m, mm: mm, q: q}, dev: d}, nil
}

func start(p *Pinned) uintptr { return uintptr(unsafe.Pointer(&p.b[0])) }

// Free ends the caller's use of the memory: it no longer uses Bytes. The
// memory stays pinned and mapped for a later PinnedAlloc of its size
// where its device's share of kept memory allows (pinnedkeep.go), and is
// unmapped and released otherwise. A second Free does nothing.
func (p *Pinned) Free() {
	if p == nil {
		return
	}
	p.once.Do(func() {
		pinnedRegions.Lock()
		for i, q := range pinnedRegions.r {
			if q == p {
				pinnedRegions.r = append(pinnedRegions.r[:i], pinnedRegions.r[i+1:]...)
				break
			}
		}
		pinnedRegions.Unlock()
		for _, k := range p.dev.keepPinned(p.pinnedMem) {
			k.unmap()
		}
		p.pinnedMem = pinnedMem{}
		live.pinned.Add(-1)
	})
}

// IsPinned reports whether b lies wholly in pinned memory.
func IsPinned(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	lo := uintptr(unsafe.Pointer(&b[0]))
	hi := lo + uintptr(len(b))
	pinnedRegions.RLock()
	defer pinnedRegions.RUnlock()
	r := pinnedRegions.r
	i := sort.Search(len(r), func(i int) bool { return start(r[i]) > lo }) - 1
	return i >= 0 && hi <= start(r[i])+uintptr(len(r[i].b))
}
