package opencl

// This file is staging: how a transfer between a device and pageable Go
// memory reaches the link's speed through pinned slots, with the host's
// copies into (or out of) the slots overlapped with the device's DMA, the
// same way in both directions.

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"
)

// Staging geometry. A staged transfer is cut into chunks (stagingPlan)
// that pass through a ring of stagingSlots pinned slots in order, driven by
// one goroutine: towards the device it copies chunk k into a free slot and
// enqueues the slot's DMA, then goes on with chunk k+1 while that DMA runs;
// from the device it keeps the DMAs of the next slots queued and drains
// each slot when its DMA has finished. Every chunk's host copy (a memmove
// between Go memory and a slot) is spread over goroutines when it is
// large enough to pay for them (stagingWorkers), since one core's memmove
// is several times slower than a GPU's link from pinned memory. Between
// chunks the host waits only for a slot's previous DMA before it reuses
// the slot (towards the device, never within a transfer of at most
// stagingSlots chunks) or, from the device, for the DMA of the chunk it
// drains next; the device's in-order queue holds the rest.
const (
	// stagingChunk is the size of one slot, and so the largest chunk: a
	// chunk's DMA then lasts tens of microseconds at PCIe 4–5 speeds,
	// far above a command's fixed cost, and the ring's pinned memory
	// (stagingSlots × stagingChunk per direction) stays small.
	stagingChunk = 4 << 20
	// stagingMinChunk is the smallest chunk a transfer is cut into: the
	// DMA of 256 KiB lasts about as long as one command's fixed cost
	// (microseconds) on a 25–50 GB/s link, so smaller chunks would spend
	// more time in commands than in copies.
	stagingMinChunk = 256 << 10
	// stagingDepth is the number of chunks a transfer is cut into where
	// stagingMinChunk allows: the host's copy of the first chunk (to the
	// device) or the last (from it) cannot overlap any DMA, so with
	// depth chunks at most 1/depth of the copy is unoverlapped, and the
	// DMAs of the others are queued while the host copies.
	stagingDepth = 4
	// stagingSlots is the ring's size: as many slots as stagingDepth, so
	// that a transfer of up to stagingDepth chunks never waits for a
	// slot, and a longer one has stagingSlots−1 DMAs queued while the
	// host copies a chunk.
	stagingSlots = stagingDepth
	// stagingPiece is the smallest share of a chunk's memmove given to a
	// goroutine of its own: 64 KiB take several microseconds on one core,
	// starting and joining a goroutine about one.
	stagingPiece = 64 << 10
	// stagingMaxWorkers bounds the goroutines of one memmove: enough
	// cores' memmoves to outrun the link, without taking every core.
	stagingMaxWorkers = 8
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

// Staging is the ring of pinned slots (CL_MEM_ALLOC_HOST_PTR buffers,
// mapped once) of one direction of a device's transfers, with the
// in-order queue that copies them. One staged transfer runs at a time per
// direction.
type Staging struct {
	mu    sync.Mutex
	bufs  []*cl.MemObject
	maps  []*cl.MappedMemObject
	ptrs  [][]byte
	queue *cl.CommandQueue
	slot  int // bytes per slot
}

// stagingWorkers is the number of goroutines a memmove may be spread
// over: one per core the Go scheduler runs on, up to stagingMaxWorkers.
func stagingWorkers() int { return max(1, min(runtime.GOMAXPROCS(0), stagingMaxWorkers)) }

// stagingArea returns the staging slots of copies to the device, or from
// it (out), allocating them on first use.
func (d *Device) stagingArea(out bool) (*Staging, error) {
	q, err := d.queueFor(out)
	if err != nil {
		return nil, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	sp := &d.staging
	if out {
		sp = &d.stagingOut
	}
	if *sp != nil {
		return *sp, nil
	}
	s := &Staging{queue: q, slot: stagingSlot}
	for range stagingSlots {
		m, err := d.ctx.CreateEmptyBuffer(cl.MemReadWrite|cl.MemAllocHostPtr, s.slot)
		if err != nil {
			s.release()
			return nil, fmt.Errorf("opencl: allocating pinned staging memory on %s: %w", d.info.Name, err)
		}
		s.bufs = append(s.bufs, m)
		mm, ev, err := q.EnqueueMapBuffer(m, true, cl.MapFlagRead|cl.MapFlagWrite, 0, s.slot, nil)
		got(ev)
		releaseIfSet(ev)
		if err != nil {
			s.release()
			return nil, fmt.Errorf("opencl: mapping pinned staging memory on %s: %w", d.info.Name, err)
		}
		s.maps = append(s.maps, mm)
		s.ptrs = append(s.ptrs, unsafe.Slice((*byte)(mm.Ptr()), s.slot))
	}
	*sp = s
	return s, nil
}

// release unmaps and frees the slots. No transfer is running.
func (s *Staging) release() {
	for i, m := range s.bufs {
		if i < len(s.maps) && s.maps[i] != nil {
			ev, err := s.queue.EnqueueUnmapMemObject(m, s.maps[i], nil)
			got(ev)
			if err == nil {
				WaitEvent(ev)
			}
			releaseIfSet(ev)
		}
		m.Release()
	}
	s.bufs, s.maps, s.ptrs = nil, nil, nil
}

// stagingPlan cuts a transfer of n bytes for slots of slot bytes into
// count chunks of chunk bytes (the last may be shorter): n/stagingDepth
// rounded up to whole pages, clamped to [stagingMinChunk, slot].
func stagingPlan(n, slot int) (chunk, count int) {
	if n <= 0 {
		return 0, 0
	}
	chunk = (n + stagingDepth - 1) / stagingDepth
	chunk = (chunk + 4095) &^ 4095 // whole pages: the host copies stay aligned
	chunk = min(max(chunk, min(stagingMinChunk, slot)), slot)
	return chunk, (n + chunk - 1) / chunk
}

// memmovePieces is the number of goroutines a memmove of n bytes is
// spread over, with workers available: one per stagingPiece bytes, at
// least one, at most workers.
func memmovePieces(n, workers int) int {
	return max(1, min(n/stagingPiece, workers))
}

// parallelCopy copies src into dst (of equal length) in pieces goroutines,
// the caller's included, each taking a contiguous, page-aligned share.
func parallelCopy(dst, src []byte, pieces int) {
	if pieces <= 1 {
		copy(dst, src)
		return
	}
	share := (len(src) + pieces - 1) / pieces
	share = (share + 4095) &^ 4095
	var wg sync.WaitGroup
	for lo := share; lo < len(src); lo += share {
		hi := min(lo+share, len(src))
		wg.Add(1)
		go func() {
			defer wg.Done()
			copy(dst[lo:hi], src[lo:hi])
		}()
	}
	copy(dst[:min(share, len(src))], src[:min(share, len(src))])
	wg.Wait()
}

// staged copies host bytes (the source of a copy to the device, the
// destination of one from it: out) through the staging slots of its
// direction. start enqueues, without blocking, the device's side of the
// copy of len(slot) bytes at offset at of host, between slot and the
// device, and returns its event. It returns when every chunk has arrived,
// or with the first error once every command it enqueued has finished;
// after an error host's bytes (out) or the device's (in) are undefined.
func (d *Device) staged(out bool, host []byte, start func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error)) error {
	s, err := d.stagingArea(out)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	chunk, count := stagingPlan(len(host), s.slot)
	pieces := memmovePieces(chunk, stagingWorkers())
	slots := len(s.ptrs)
	busy := make([]*cl.Event, slots)
	// settle waits for the command of chunk k's slot, if any, and releases it.
	settle := func(k int) error {
		i := k % slots
		if busy[i] == nil {
			return nil
		}
		e := WaitEvent(busy[i])
		ReleaseEvent(busy[i])
		busy[i] = nil
		return e
	}
	span := func(k int) (lo, hi int) {
		lo = k * chunk
		return lo, min(lo+chunk, len(host))
	}
	enqueue := func(k int) error {
		lo, hi := span(k)
		slot := s.ptrs[k%slots][:hi-lo]
		if !out {
			parallelCopy(slot, host[lo:hi], pieces)
		}
		ev, err := start(slot, lo, s.queue)
		if err != nil {
			return err
		}
		busy[k%slots] = ev
		return flush(s.queue)
	}
	// Chunks below next are enqueued; below done (from the device) drained.
	next, done := 0, 0
	for out && err == nil && next < min(count, slots) {
		err = enqueue(next)
		next++
	}
	for err == nil && (next < count || (out && done < count)) {
		if out {
			// Drain the oldest chunk, then refill its slot.
			if err = settle(done); err != nil {
				break
			}
			lo, hi := span(done)
			parallelCopy(host[lo:hi], s.ptrs[done%slots][:hi-lo], pieces)
			done++
			if next < count {
				err = enqueue(next)
				next++
			}
			continue
		}
		if err = settle(next); err == nil {
			err = enqueue(next)
			next++
		}
	}
	// Every command enqueued finishes before the slots are reused, oldest first.
	for k := range slots {
		if e := settle(next + k); err == nil {
			err = e
		}
	}
	return err
}
