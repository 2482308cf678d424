package opencl

// This file is staging: how a transfer between a device and pageable Go
// memory reaches the link's speed through pinned slots, with the host's
// copies into (or out of) the slots overlapped with the device's DMA, the
// same way in both directions.

import (
	"context"
	"fmt"
	"math/bits"
	"runtime"
	"runtime/trace"
	"sync"
	"sync/atomic"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"
)

// Staging geometry. A staged transfer is cut into chunks, which pass
// through a pinned area of its direction as through a ring (chunk k uses the
// area's slot k mod slots), and into batches of contiguous chunks, one
// DMA command each. Helper goroutines (the copiers, copiers.go) claim
// chunks in order and copy them between Go memory and their slots, so
// that the host's copies use several cores (one core's memmove runs at a
// fraction of a GPU's link from pinned memory); the caller's goroutine
// copies with them and alone enqueues the
// batches' commands, in order, each once its chunks are in the area (in)
// or its slots are free (out), so that the device's DMA of one batch
// runs while the helpers copy the next. A driver's command costs
// microseconds, and threads enqueueing on one queue contend in it, so a
// transfer takes a few commands from one thread, not one per chunk from
// each.
const (
	// stagingChunks is the number of chunks a transfer is cut into where
	// chunk sizes allow: enough for every helper to take some.
	stagingChunks = 16
	// stagingMinChunk and stagingMaxChunk bound a chunk: below the
	// minimum a chunk's copy costs less than waking a goroutine for it;
	// above the maximum, too few chunks share a large transfer's copies
	// among the helpers.
	stagingMinChunk = 256 << 10
	stagingMaxChunk = 1 << 20
	// stagingBatches is the number of DMA commands of a transfer the
	// area holds, and of the batches in the area's ring for a larger one:
	// the first command waits for a quarter to be copied, and a batch's
	// slots are reused three batches later.
	stagingBatches = 4
	// stagingMinBatch is the fewest bytes of a DMA command: it takes the
	// link longer (20 µs at 50 GB/s) than a goroutine takes to wake up
	// and a command to come back, so that the link stays busy while the
	// next batch is copied and enqueued.
	stagingMinBatch = 1 << 20
	// stagingMaxArea bounds a staging area: a larger transfer reuses its
	// slots.
	stagingMaxArea = 32 << 20
	// stagingAreas is how many staged transfers of one direction run at
	// once per device, each through an area of its own: two, so that
	// where one transfer's link or host copies idle (the DMA of its first
	// batch before any copy out, the copies of its last batch after the
	// link is done) the next transfer's work fills them, as a launch's
	// pieces come home one after another. A direction's areas are pinned
	// together (stagingArea).
	stagingAreas = 2
	// stagingMaxHelpers bounds the goroutines that copy: enough cores'
	// memmoves to outrun the link.
	stagingMaxHelpers = 7
)

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

// Staging is a pinned area of one direction of a device (a
// CL_MEM_ALLOC_HOST_PTR buffer, mapped once), with the in-order queue
// that copies between it and the device. One staged transfer uses it at a
// time.
type Staging struct {
	dir    *stagingDir // the direction's areas it belongs to
	queue  *cl.CommandQueue
	buf    *cl.MemObject
	mapped *cl.MappedMemObject
	area   []byte
}

// stagingDir is one direction's staging areas of a device: stagingAreas
// of them, made at its first staged transfer; the free ones are taken
// last used first, so that transfers one after another reuse one area.
type stagingDir struct {
	slots chan struct{} // a token per transfer using an area
	free  []*Staging    // under Device.mu
	all   []*Staging    // under Device.mu
}

// stagingArea takes a staging area of copies to the device, or from it
// (out), waiting while every area of the direction is in use, grown to at
// least size bytes, the area its transfer wants: an area is as large as
// the buffers whose transfers went through it may need (stagingPlan of a
// buffer's size, staged), by powers of two up to stagingMaxArea, so that
// the pinned memory grows with the data moved, not at once to its most.
// Pinning memory costs a GPU's driver time in proportion to its size
// (tens of milliseconds for tens of MiB), which a program that moves a
// few MiB should not pay. The caller gives the area back with putStaging
// when its transfer is done.
//
// A direction's areas are made together, at its first staged transfer,
// and grow together (grow): the areas free when one grows grow with it.
// An area made or grown at the first transfer that needs it would pin
// memory in whichever launch two transfers first overlap, often the
// second or third of a computation, a one-off of tens of milliseconds
// that the launch would measure as its devices' speed (the guard's, and a
// static split's taken from launches alone); made together, the pinning
// lands in one transfer. For the same reason an area grows for the
// buffer a transfer is part of, not for the transfer: a co-executed
// launch moves a buffer in pieces whose sizes the schedulers change from
// launch to launch, and an area sized by the pieces would grow in the
// middle of a computation, the first time a piece is larger than any
// before it (BenchmarkStagingGrow times a transfer of 17 MiB that grows
// areas of 16 MiB to 32 MiB against the same transfer once they have),
// where sized by the buffer it grows at the buffer's first transfer, in
// the launch that first moves it.
func (d *Device) stagingArea(out bool, size int) (*Staging, error) {
	q, err := d.queueFor(out)
	if err != nil {
		return nil, err
	}
	d.mu.Lock()
	dir := d.stagingDir(out, q)
	d.mu.Unlock()
	dir.slots <- struct{}{}
	d.mu.Lock()
	n := len(dir.free)
	s := dir.free[n-1]
	dir.free = dir.free[:n-1]
	d.mu.Unlock()
	if err := s.grow(d, size); err != nil {
		d.putStaging(s)
		return nil, err
	}
	return s, nil
}

// stagingDir returns the direction's areas, all made, unpinned, at first
// use, with q, the direction's queue. d.mu is held.
func (d *Device) stagingDir(out bool, q *cl.CommandQueue) *stagingDir {
	sp := &d.staging
	if out {
		sp = &d.stagingOut
	}
	if *sp == nil {
		dir := &stagingDir{slots: make(chan struct{}, stagingAreas)}
		for range stagingAreas {
			s := &Staging{dir: dir, queue: q}
			dir.all, dir.free = append(dir.all, s), append(dir.free, s)
		}
		*sp = dir
	}
	return *sp
}

// putStaging gives back an area stagingArea took.
func (d *Device) putStaging(s *Staging) {
	d.mu.Lock()
	s.dir.free = append(s.dir.free, s)
	d.mu.Unlock()
	<-s.dir.slots
}

// grow makes s's area at least size bytes, pinning a new one where it
// must be larger, and the direction's free areas with it. No transfer
// uses s.
func (s *Staging) grow(d *Device, size int) error {
	if len(s.area) >= size {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := s.pin(d, size); err != nil {
		return err
	}
	// The direction's free areas grow with it (stagingArea). One that
	// fails is left empty (pin released it): it grows when a transfer
	// takes it, and fails that transfer if it fails again.
	for _, o := range s.dir.free {
		if len(o.area) < size {
			_ = o.pin(d, size)
		}
	}
	return nil
}

// pin replaces the area with one of size bytes of pinned memory. d.mu is
// held, and no transfer uses the area.
func (s *Staging) pin(d *Device, size int) error {
	s.release()
	m, err := d.ctx.CreateEmptyBuffer(cl.MemReadWrite|cl.MemAllocHostPtr, size)
	if err != nil {
		return fmt.Errorf("opencl: allocating pinned staging memory on %s: %w", d.info.Name, err)
	}
	mm, ev, err := s.queue.EnqueueMapBuffer(m, true, cl.MapFlagRead|cl.MapFlagWrite, 0, size, nil)
	got(ev)
	releaseIfSet(ev)
	if err != nil {
		m.Release()
		return fmt.Errorf("opencl: mapping pinned staging memory on %s: %w", d.info.Name, err)
	}
	s.buf, s.mapped = m, mm
	s.area = unsafe.Slice((*byte)(mm.Ptr()), size)
	return nil
}

// release unmaps and frees the area. No transfer is running.
func (s *Staging) release() {
	if s.mapped != nil {
		ev, err := s.queue.EnqueueUnmapMemObject(s.buf, s.mapped, nil)
		got(ev)
		if err == nil {
			WaitEvent(ev)
		}
		releaseIfSet(ev)
		s.mapped = nil
	}
	if s.buf != nil {
		s.buf.Release()
		s.buf = nil
	}
	s.area = nil
}

// stagingPlan cuts a transfer of n > 0 bytes into chunks of chunk bytes
// (the last may be shorter): about stagingChunks of them, a power of two
// between stagingMinChunk and stagingMaxChunk; and gives the pinned area
// it wants, a power of two holding the whole transfer where
// stagingMaxArea allows and at least one chunk.
func stagingPlan(n int) (chunk, area int) {
	pow2 := func(x int) int { return 1 << bits.Len(uint(max(x, 1)-1)) }
	chunk = min(max(pow2((n+stagingChunks-1)/stagingChunks), stagingMinChunk), stagingMaxChunk)
	area = max(min(pow2(n), stagingMaxArea), chunk)
	return chunk, area
}

// stagingBatch is the chunks of chunk bytes of one DMA command, for
// count chunks through an area of slots: where the area holds the whole
// transfer, a quarter of it (four commands, the first of which starts
// once a quarter has been copied) but at least stagingMinBatch bytes;
// else a quarter of the area (a ring of four batches; slots is then a
// power of two of at least 8, as stagingPlan gives).
func stagingBatch(count, slots, chunk int) int {
	if count > slots {
		return slots / stagingBatches
	}
	return max(1, (count+stagingBatches-1)/stagingBatches, stagingMinBatch/chunk)
}

// stagingHelpers is the number of copiers a transfer of count chunks
// asks to help: one per core the Go scheduler runs on beside the
// caller's, which enqueues the DMA commands, up to stagingMaxHelpers, at
// least one, and no more than the chunks.
func stagingHelpers(count int) int {
	return max(1, min(runtime.GOMAXPROCS(0)-1, stagingMaxHelpers, count))
}

// staged copies host bytes (the source of a copy to the device, the
// destination of one from it: out) through a staging area of its
// direction, grown, where it must grow, to what a transfer of whole
// bytes wants (stagingPlan): whole is the size of the device memory the
// transfer is part of (a buffer's), 0 where not known. start enqueues,
// without blocking, the device's side of the copy of len(slot) bytes at
// offset at of host, between slot and the device, and returns its event.
// It returns when every chunk has arrived, or with the first error once
// every command it enqueued has finished; after an error host's bytes
// (out) or the device's (in) are undefined.
func (d *Device) staged(out bool, host []byte, whole int, start func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error)) error {
	return d.stagedThen(out, host, whole, start, nil)
}

// stagedThen is staged that, when every command of the transfer has been
// enqueued (and flushed) with no failure so far, calls enqueued with the
// last one's event before it waits for them: the staging queue is in
// order, so a command of the device that waits for that event starts once
// the whole transfer has arrived (chain.go). The event is the run's,
// valid while enqueued runs; a caller that keeps it retains it.
func (d *Device) stagedThen(out bool, host []byte, whole int, start func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error), enqueued func(last *cl.Event)) error {
	defer trace.StartRegion(context.Background(), stagingRegion(out)).End()
	chunk, area := stagingPlan(len(host))
	if whole > len(host) {
		_, area = stagingPlan(whole)
	}
	s, err := d.stagingArea(out, area)
	if err != nil {
		return err
	}
	defer d.putStaging(s)
	r := newStagedRun(out, host, s.area, chunk, s.queue, start)
	r.enqueuedAll = enqueued
	if r.count > r.slots && (r.ring < 2 || r.slots%r.batch != 0) {
		// A batch would wait for its own slots: stagingPlan and
		// stagingBatch never give such a ring.
		return fmt.Errorf("opencl: internal error: staging %d chunks through a ring of %d batches of %d of %d slots", r.count, r.ring, r.batch, r.slots)
	}
	helpCopy(r, stagingHelpers(r.count))
	r.enqueue()
	r.drain()
	return r.finish()
}

// stagingRegion names a staged transfer's region in a Go execution trace
// (runtime/trace), by direction (out: to the host); helpRegion names a
// copier's help with one.
func stagingRegion(out bool) string {
	if out {
		return "gosycl: staged copy to the host"
	}
	return "gosycl: staged copy to the device"
}

const helpRegion = "gosycl: staging copier"

// stagedRun is one staged transfer: the caller's goroutine enqueues its
// DMA commands, a batch of chunks each, in order; helpers claim chunks
// in order and copy them, and so does the caller while it waits for a
// batch (it is running already, where a helper may take a while to be
// scheduled). Chunk k covers host[k·chunk, (k+1)·chunk) and
// passes through the area's slot k mod slots; batch b is chunks
// [b·batch, (b+1)·batch), contiguous in the area.
type stagedRun struct {
	out                  bool
	host, area           []byte
	chunk, count, slots  int
	batch, batches, ring int // chunks per batch, batches, batches the area holds
	q                    *cl.CommandQueue
	start                func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error)
	claimed              atomic.Int64    // chunks claimed
	left                 []atomic.Int32  // per batch: its chunks not copied yet (waitCopied)
	moving               []chan struct{} // per batch: its DMA enqueued
	ev                   []*cl.Event     // per batch: its DMA, set before moving closes
	stop                 chan struct{}   // closed when the run fails
	failOnce             sync.Once
	err                  error                // the first failure, set before stop closes
	enqueued             int                  // batches enqueued (by the caller)
	enqueuedAll          func(last *cl.Event) // called once every batch is enqueued (stagedThen)
	// Copiers helping (help): active counts those copying; once closed
	// (drain), none starts.
	mu     sync.Mutex
	idle   sync.Cond
	active int
	closed bool
}

// help copies chunks of r as a copier, unless its caller has drained it.
func (r *stagedRun) help() {
	r.mu.Lock()
	if r.closed {
		r.mu.Unlock()
		return
	}
	r.active++
	r.mu.Unlock()
	reg := trace.StartRegion(context.Background(), helpRegion)
	r.copyChunks(r.count)
	reg.End()
	r.mu.Lock()
	if r.active--; r.active == 0 {
		r.idle.Broadcast()
	}
	r.mu.Unlock()
}

// drain waits until no copier copies r's chunks and keeps others from
// starting, once the caller has copied or seen copied all it waits for:
// the area may then go to another transfer.
func (r *stagedRun) drain() {
	r.mu.Lock()
	r.closed = true
	for r.active > 0 {
		r.idle.Wait()
	}
	r.mu.Unlock()
}

func newStagedRun(out bool, host, area []byte, chunk int, q *cl.CommandQueue, start func([]byte, int, *cl.CommandQueue) (*cl.Event, error)) *stagedRun {
	count := (len(host) + chunk - 1) / chunk
	slots := len(area) / chunk
	batch := stagingBatch(count, slots, chunk)
	batches := (count + batch - 1) / batch
	ring := batches // the area holds the whole transfer: no slot is reused
	if count > slots {
		ring = slots / batch
	}
	r := &stagedRun{out: out, host: host, area: area, chunk: chunk, count: count, slots: slots,
		batch: batch, batches: batches, ring: ring, q: q, start: start,
		left: make([]atomic.Int32, batches), moving: make([]chan struct{}, batches),
		ev: make([]*cl.Event, batches), stop: make(chan struct{})}
	r.idle.L = &r.mu
	for b := range batches {
		r.left[b].Store(int32(min(batch, count-b*batch)))
		r.moving[b] = make(chan struct{})
	}
	return r
}

// span returns the host bytes of chunks [first, end) and their slots.
func (r *stagedRun) span(first, end int) (host, slot []byte) {
	lo, hi := first*r.chunk, min(end*r.chunk, len(r.host))
	at := first % r.slots * r.chunk
	return r.host[lo:hi], r.area[at : at+hi-lo]
}

// wait waits for c, and reports false when the run failed first.
func (r *stagedRun) wait(c chan struct{}) bool {
	select {
	case <-c:
		return true
	case <-r.stop:
		return false
	}
}

// enqueue enqueues the batches' DMA commands in order: in, each once its
// chunks are in their slots, copying them with the helpers; out, each
// once its slots are free (the batch that used them before has been
// copied out, with the helpers), then copies out with the helpers.
func (r *stagedRun) enqueue() {
	for b := range r.batches {
		switch {
		case !r.out:
			r.copyChunks((b + 1) * r.batch)
			if !r.waitCopied(b) {
				return
			}
		case b >= r.ring:
			r.copyChunks((b - r.ring + 1) * r.batch)
			if !r.waitCopied(b - r.ring) {
				return
			}
		}
		_, slot := r.span(b*r.batch, (b+1)*r.batch)
		ev, err := r.start(slot, b*r.batch*r.chunk, r.q)
		if err != nil {
			r.fail(err)
			return
		}
		r.ev[b] = ev
		r.enqueued++
		if err := flush(r.q); err != nil {
			r.fail(err)
		}
		close(r.moving[b])
	}
	if r.enqueuedAll != nil && r.enqueued == r.batches {
		select {
		case <-r.stop:
		default:
			r.enqueuedAll(r.ev[r.batches-1])
		}
	}
	if r.out {
		r.copyChunks(r.count)
	}
}

// waitCopied waits until batch b's chunks are all in place, looking at
// their count and yielding its processor between looks rather than
// parking: the caller has nothing else to do meanwhile, and a goroutine
// parked on the batch and made runnable by the helper that copies its
// last chunk waits for a processor while that helper copies on. It
// reports false when the run failed first.
func (r *stagedRun) waitCopied(b int) bool {
	for r.left[b].Load() > 0 {
		select {
		case <-r.stop:
			return false
		default:
		}
		runtime.Gosched()
	}
	return true
}

// claim claims the next chunk, if it is below limit and the last.
func (r *stagedRun) claim(limit int) (int, bool) {
	limit = min(limit, r.count)
	for {
		k := r.claimed.Load()
		if int(k) >= limit {
			return 0, false
		}
		if r.claimed.CompareAndSwap(k, k+1) {
			return int(k), true
		}
	}
}

// copyChunks claims chunks in order, below limit, and copies each between
// host memory and its slot, once the slot is free (in: the DMA of the
// batch that used it before has ended) or the chunk has arrived (out),
// until none is left or the run has failed.
func (r *stagedRun) copyChunks(limit int) {
	for {
		k, ok := r.claim(limit)
		if !ok {
			return
		}
		b := k / r.batch
		wait := b // out: the chunk's own batch
		if !r.out {
			wait = b - r.ring // in: the batch that used its slot before
		}
		if wait >= 0 {
			if !r.wait(r.moving[wait]) {
				return
			}
			if err := WaitEvent(r.ev[wait]); err != nil {
				r.fail(err)
				return
			}
		}
		host, slot := r.span(k, k+1)
		if r.out {
			copy(host, slot)
		} else {
			copy(slot, host)
		}
		r.left[b].Add(-1)
	}
}

// fail records err as the run's failure, unless one came first, and
// releases the goroutines waiting for what will not come.
func (r *stagedRun) fail(err error) {
	r.failOnce.Do(func() {
		r.err = err
		close(r.stop)
	})
}

// finish waits for every command enqueued and releases them, once the
// helpers have returned, and returns the run's first failure.
func (r *stagedRun) finish() error {
	var err error
	select {
	case <-r.stop:
		err = r.err
	default:
	}
	for _, ev := range r.ev[:r.enqueued] {
		if werr := WaitEvent(ev); werr != nil && err == nil {
			err = werr
		}
		ReleaseEvent(ev)
	}
	if err == nil && r.enqueued < r.batches {
		err = fmt.Errorf("opencl: internal error: a staged transfer enqueued %d of its %d batches", r.enqueued, r.batches)
	}
	return err
}
