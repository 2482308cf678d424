package opencl

// This file is staging: how a transfer between a device and pageable Go
// memory reaches the link's speed through pinned slots, with the host's
// copies into (or out of) the slots overlapped with the device's DMA, the
// same way in both directions.

import (
	"fmt"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"
)

// Staging geometry. A staged transfer is cut into chunks of at most
// stagingChunk bytes, dealt round-robin to lanes: each lane is a goroutine
// with two pinned slots of its own that copies its chunks between Go
// memory and a slot on one core while the device copies its other slot.
// The lanes run at once, so the host's copies use several cores (one
// core's memmove is several times slower than a GPU's link from pinned
// memory), none waits for another, and the device's in-order
// transfer queue has up to two chunks per lane queued. Both directions run
// the same loop: towards the device a lane fills a slot then enqueues its
// DMA; from the device it enqueues the DMA, and drains the slot when the
// DMA has finished, while its other slot's DMA runs.
const (
	// stagingChunk is the size of one slot.
	stagingChunk = 4 << 20
	// stagingMinChunk is the smallest chunk a transfer is cut into when
	// it is too small to give every lane two full slots: below it a
	// command's fixed cost (microseconds) starts to weigh against its
	// copy, above it more lanes share a small transfer.
	stagingMinChunk = 256 << 10
	// stagingMaxLanes bounds the lanes, and so the pinned memory, per
	// device and direction (2 × stagingChunk each): enough cores'
	// memmoves to outrun the link.
	stagingMaxLanes = 8
)

// stagingSlot is the slot size of staging areas allocated from now on:
// stagingChunk, unless a benchmark compares others (setStagingSlot).
var stagingSlot = stagingChunk

// StageThreshold is the transfer size from which GPU transfers go through
// pinned staging memory; smaller ones go straight from Go memory.
var StageThreshold = 1 << 20

// stageCPU makes CPU devices stage too (tests exercise the staging path on PoCL).
var stageCPU bool

// stageOnCPU is StageOnCPU's switch.
var stageOnCPU atomic.Bool

// StageOnCPU makes transfers of CPU devices go through pinned staging
// memory as a GPU's do, and returns the function that restores the
// default. With DisableInPlace (CopyOnCPU) and PinWith a CPU device, an
// OpenCL CPU device then copies like a GPU, for measurements of the
// copying path on a machine without one (cobench -cpu-copies).
func StageOnCPU() (restore func()) {
	old := stageOnCPU.Swap(true)
	return func() { stageOnCPU.Store(old) }
}

// useStaging reports whether a transfer of host bytes b goes through the
// staging slots: a large one to or from a GPU, unless b is pinned already
// (the device copies it directly, at the link's speed).
func (d *Device) useStaging(b []byte) bool {
	return (d.info.GPU || stageCPU || stageOnCPU.Load()) && len(b) >= StageThreshold && !IsPinned(b)
}

// Staging is the pinned slots (CL_MEM_ALLOC_HOST_PTR buffers, mapped
// once) of one direction of a device's transfers, in lanes, with the
// in-order queue that copies them. One staged transfer runs at a time per
// direction.
type Staging struct {
	mu    sync.Mutex
	lanes []*stagingLane
	queue *cl.CommandQueue
	slot  int // bytes per slot; 0 before the first lane
}

// stagingLane is two slots one goroutine uses in turn.
type stagingLane struct {
	bufs [2]*cl.MemObject
	maps [2]*cl.MappedMemObject
	ptrs [2][]byte
}

// stagingLanes is the number of lanes a device's staging area gets: one
// per core the Go scheduler runs on, up to stagingMaxLanes.
func stagingLanes() int { return max(1, min(runtime.GOMAXPROCS(0), stagingMaxLanes)) }

// stagingArea returns the staging slots of copies to the device, or from
// it (out), locked (the caller unlocks s.mu when its transfer is done),
// grown to serve a transfer of n bytes: a direction's slots are as large
// as the largest chunk its transfers have needed, and its lanes as many
// as they have used (stagingPlan over stagingLanes lanes of stagingSlot
// bytes), so that the pinned memory grows with the transfers, up to
// stagingMaxLanes lanes of two stagingSlot slots. Pinning memory costs a
// GPU's driver time in proportion to its size (tens of milliseconds for
// the full 64 MiB), which a program's first transfer of a few MiB should
// not pay.
func (d *Device) stagingArea(out bool, n int) (*Staging, error) {
	q, err := d.queueFor(out)
	if err != nil {
		return nil, err
	}
	d.mu.Lock()
	sp := &d.staging
	if out {
		sp = &d.stagingOut
	}
	if *sp == nil {
		*sp = &Staging{queue: q}
	}
	s := *sp
	d.mu.Unlock()
	s.mu.Lock()
	chunk, _, used := stagingPlan(n, stagingLanes(), stagingSlot)
	if err := s.grow(d, chunk, used); err != nil {
		s.mu.Unlock()
		return nil, err
	}
	return s, nil
}

// grow makes s's slots at least slot bytes (the next power of two) and its lanes at least lanes,
// re-pinning every slot where they must be larger. s.mu is held and no
// transfer uses s.
func (s *Staging) grow(d *Device, slot, lanes int) error {
	if s.slot >= slot && len(s.lanes) >= lanes {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if slot > s.slot {
		// Slots grow by powers of two (and to stagingSlot at the most),
		// so that transfers growing little by little re-pin them a few
		// times, not at every size.
		lanes = max(lanes, len(s.lanes))
		s.release()
		s.slot = min(max(1<<bits.Len(uint(slot-1)), slot), max(stagingSlot, slot))
	}
	for len(s.lanes) < lanes {
		l := &stagingLane{}
		s.lanes = append(s.lanes, l)
		for i := range l.bufs {
			m, err := d.ctx.CreateEmptyBuffer(cl.MemReadWrite|cl.MemAllocHostPtr, s.slot)
			if err != nil {
				s.release()
				return fmt.Errorf("opencl: allocating pinned staging memory on %s: %w", d.info.Name, err)
			}
			l.bufs[i] = m
			mm, ev, err := s.queue.EnqueueMapBuffer(m, true, cl.MapFlagRead|cl.MapFlagWrite, 0, s.slot, nil)
			got(ev)
			releaseIfSet(ev)
			if err != nil {
				s.release()
				return fmt.Errorf("opencl: mapping pinned staging memory on %s: %w", d.info.Name, err)
			}
			l.maps[i] = mm
			l.ptrs[i] = unsafe.Slice((*byte)(mm.Ptr()), s.slot)
		}
	}
	return nil
}

// release unmaps and frees the slots. No transfer is running.
func (s *Staging) release() {
	for _, l := range s.lanes {
		for i := range l.bufs {
			if l.maps[i] != nil {
				ev, err := s.queue.EnqueueUnmapMemObject(l.bufs[i], l.maps[i], nil)
				got(ev)
				if err == nil {
					WaitEvent(ev)
				}
				releaseIfSet(ev)
				l.maps[i] = nil
			}
			if l.bufs[i] != nil {
				l.bufs[i].Release()
				l.bufs[i] = nil
			}
		}
	}
	s.lanes = nil
	s.slot = 0
}

// stagingPlan cuts a transfer of n bytes for lanes lanes of slots of
// slot bytes: chunks of chunk bytes (the last may be shorter), count of
// them, and the lanes that get any. A transfer of at least 2·lanes·slot
// bytes uses full slots; a smaller one is cut so that every lane gets two
// chunks where chunks of at least stagingMinChunk allow it.
func stagingPlan(n, lanes, slot int) (chunk, count, used int) {
	if n <= 0 {
		return 0, 0, 0
	}
	lanes = max(lanes, 1)
	chunk = (n + 2*lanes - 1) / (2 * lanes)
	chunk = (chunk + 4095) &^ 4095 // whole pages: the host copies stay aligned
	chunk = min(max(chunk, min(stagingMinChunk, slot)), slot)
	count = (n + chunk - 1) / chunk
	return chunk, count, min(lanes, count)
}

// staged copies host bytes (the source of a copy to the device, the
// destination of one from it: out) through the staging slots of its
// direction. start enqueues, without blocking, the device's side of the
// copy of len(slot) bytes at offset at of host, between slot and the
// device, and returns its event. It returns when every chunk has arrived,
// or with the first error once every command it enqueued has finished;
// after an error host's bytes (out) or the device's (in) are undefined.
func (d *Device) staged(out bool, host []byte, start func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error)) error {
	s, err := d.stagingArea(out, len(host))
	if err != nil {
		return err
	}
	defer s.mu.Unlock()
	chunk, count, used := stagingPlan(len(host), len(s.lanes), s.slot)
	run := stagedRun{out: out, host: host, chunk: chunk, count: count, stride: used, q: s.queue, start: start}
	errs := make([]error, used)
	var wg sync.WaitGroup
	for w := range used {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[w] = run.lane(s.lanes[w], w)
		}()
	}
	wg.Wait()
	return firstErr(errs...)
}

// stagedRun is one staged transfer, shared by its lanes.
type stagedRun struct {
	out                  bool
	host                 []byte
	chunk, count, stride int
	q                    *cl.CommandQueue
	start                func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error)
	failed               atomic.Bool // a lane failed: the others stop enqueueing
}

// lane moves chunks first, first+stride, … through l's two slots in turn.
func (r *stagedRun) lane(l *stagingLane, first int) error {
	var (
		busy [2]*cl.Event
		at   [2]int
		n    [2]int
		err  error
	)
	// settle waits for slot i's command and, from the device, drains the slot.
	settle := func(i int) error {
		if busy[i] == nil {
			return nil
		}
		e := WaitEvent(busy[i])
		ReleaseEvent(busy[i])
		busy[i] = nil
		if e == nil && r.out && !r.failed.Load() {
			copy(r.host[at[i]:at[i]+n[i]], l.ptrs[i][:n[i]])
		}
		return e
	}
	i := 0
	for k := first; k < r.count && err == nil && !r.failed.Load(); k += r.stride {
		if err = settle(i); err != nil {
			break
		}
		lo := k * r.chunk
		c := min(r.chunk, len(r.host)-lo)
		if !r.out {
			copy(l.ptrs[i][:c], r.host[lo:lo+c])
		}
		ev, e := r.start(l.ptrs[i][:c], lo, r.q)
		if e != nil {
			err = e
			break
		}
		busy[i], at[i], n[i] = ev, lo, c
		flush(r.q)
		i ^= 1
	}
	for range 2 { // the older slot first
		if e := settle(i); err == nil {
			err = e
		}
		i ^= 1
	}
	if err != nil {
		r.failed.Store(true)
	}
	return err
}
