package opencl

import (
	"fmt"
	"runtime"
	"sync"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"

	"github.com/gosycl/gosycl/internal/faults"
)

// Buffer is device memory (a cl_mem) of Size bytes.
type Buffer struct {
	M    *cl.MemObject
	Size int
	// InPlace: the buffer uses host bytes in place (HostBuffer).
	InPlace bool
	dev     *Device
}

// NewBuffer allocates size bytes on the device.
func (d *Device) NewBuffer(size int) (*Buffer, error) {
	if size <= 0 {
		size = 1 // OpenCL refuses empty buffers; a zero-length buffer still needs a handle
	}
	ctx, err := d.Context()
	if err != nil {
		return nil, err
	}
	m, err := ctx.CreateEmptyBuffer(cl.MemReadWrite, size)
	if err != nil {
		return nil, fmt.Errorf("opencl: allocating %d bytes on %s: %w", size, d.info.Name, err)
	}
	live.buffers.Add(1)
	return &Buffer{M: m, Size: size, dev: d}, nil
}

// Release frees the device memory.
func (b *Buffer) Release() {
	if b != nil && b.M != nil {
		b.M.Release()
		b.M = nil
		b.unpin()
		live.buffers.Add(-1)
	}
}

// stagingChunk is the size of one pinned staging slot, and stagingSlots
// their number per direction: while the device copies one slot, the host
// fills (or drains) the next, and one more slot is queued, so that the
// copy engine has work when the host is late by up to a chunk.
const (
	stagingChunk = 8 << 20
	stagingSlots = 3
)

// StageThreshold is the transfer size from which GPU transfers go through
// pinned staging memory; smaller ones go straight from Go memory.
var StageThreshold = 1 << 20

// Staging is a set of pinned host buffers (CL_MEM_ALLOC_HOST_PTR, mapped
// once) through which transfers from pageable Go memory reach the device
// at DMA speed, with the queue that copies them.
type Staging struct {
	mu    sync.Mutex
	bufs  [stagingSlots]*cl.MemObject
	maps  [stagingSlots]*cl.MappedMemObject
	ptrs  [stagingSlots][]byte
	busy  [stagingSlots]*cl.Event
	queue *cl.CommandQueue
}

// stagingArea returns the staging slots of copies to the device, or from
// it (out).
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
	s := &Staging{queue: q}
	for i := range s.bufs {
		m, err := d.ctx.CreateEmptyBuffer(cl.MemReadWrite|cl.MemAllocHostPtr, stagingChunk)
		if err != nil {
			s.release()
			return nil, fmt.Errorf("opencl: allocating pinned staging memory on %s: %w", d.info.Name, err)
		}
		s.bufs[i] = m
		mm, ev, err := q.EnqueueMapBuffer(m, true, cl.MapFlagRead|cl.MapFlagWrite, 0, stagingChunk, nil)
		got(ev)
		releaseIfSet(ev)
		if err != nil {
			s.release()
			return nil, fmt.Errorf("opencl: mapping pinned staging memory on %s: %w", d.info.Name, err)
		}
		s.maps[i] = mm
		s.ptrs[i] = unsafe.Slice((*byte)(mm.Ptr()), stagingChunk)
	}
	*sp = s
	return s, nil
}

func (s *Staging) release() {
	for i := range s.bufs {
		if s.busy[i] != nil {
			WaitEvent(s.busy[i])
			ReleaseEvent(s.busy[i])
			s.busy[i] = nil
		}
		if s.maps[i] != nil {
			ev, err := s.queue.EnqueueUnmapMemObject(s.bufs[i], s.maps[i], nil)
			got(ev)
			if err == nil {
				WaitEvent(ev)
			}
			releaseIfSet(ev)
			s.maps[i] = nil
		}
		if s.bufs[i] != nil {
			s.bufs[i].Release()
			s.bufs[i] = nil
		}
	}
}

func (s *Staging) waitSlot(i int) error {
	if s.busy[i] == nil {
		return nil
	}
	err := WaitEvent(s.busy[i])
	ReleaseEvent(s.busy[i])
	s.busy[i] = nil
	return err
}

// stageCPU makes CPU devices stage too (tests exercise the staging path on PoCL).
var stageCPU bool

// useStaging reports whether a transfer of host bytes b goes through the
// staging slots: a large one to or from a GPU, unless b is pinned already
// (the device copies it directly, at the link's speed).
func (d *Device) useStaging(b []byte) bool {
	return (d.info.GPU || stageCPU) && len(b) >= StageThreshold && !IsPinned(b)
}

// Write copies src into b at byte offset off and returns when the data are
// on the device. Large transfers to GPUs go through pinned staging memory.
func (d *Device) Write(b *Buffer, off int, src []byte) error {
	if len(src) == 0 {
		return nil
	}
	if err := faults.Transfer(d.info.Name); err != nil {
		return fmt.Errorf("opencl: writing %d bytes to %s: %w", len(src), d.info.Name, err)
	}
	q, err := d.transferQueue()
	if err != nil {
		return err
	}
	if !d.useStaging(src) {
		ev, err := q.EnqueueWriteBuffer(b.M, true, off, len(src), unsafe.Pointer(&src[0]), nil)
		got(ev)
		releaseIfSet(ev)
		if err != nil {
			return fmt.Errorf("opencl: writing %d bytes to %s: %w", len(src), d.info.Name, err)
		}
		return nil
	}
	return d.staged(false, len(src), func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error) {
		parallelCopy(slot, src[at:at+len(slot)])
		ev, err := q.EnqueueWriteBuffer(b.M, false, off+at, len(slot), unsafe.Pointer(&slot[0]), nil)
		got(ev)
		if err != nil {
			releaseIfSet(ev)
			return nil, fmt.Errorf("opencl: writing %d bytes to %s: %w", len(slot), d.info.Name, err)
		}
		return ev, nil
	}, nil)
}

// Read copies len(dst) bytes from b at byte offset off into dst.
func (d *Device) Read(b *Buffer, off int, dst []byte) error {
	if len(dst) == 0 {
		return nil
	}
	if err := faults.Transfer(d.info.Name); err != nil {
		return fmt.Errorf("opencl: reading %d bytes from %s: %w", len(dst), d.info.Name, err)
	}
	q, err := d.queueFor(true)
	if err != nil {
		return err
	}
	if !d.useStaging(dst) {
		ev, err := q.EnqueueReadBuffer(b.M, true, off, len(dst), unsafe.Pointer(&dst[0]), nil)
		got(ev)
		releaseIfSet(ev)
		if err != nil {
			return fmt.Errorf("opencl: reading %d bytes from %s: %w", len(dst), d.info.Name, err)
		}
		return nil
	}
	return d.staged(true, len(dst), func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error) {
		ev, err := q.EnqueueReadBuffer(b.M, false, off+at, len(slot), unsafe.Pointer(&slot[0]), nil)
		got(ev)
		if err != nil {
			releaseIfSet(ev)
			return nil, fmt.Errorf("opencl: reading %d bytes from %s: %w", len(slot), d.info.Name, err)
		}
		return ev, nil
	}, func(slot []byte, at int) { parallelCopy(dst[at:at+len(slot)], slot) })
}

// parallelCopy copies between Go memory and pinned memory with several
// goroutines: one core's memcpy (about 10 GB/s) is slower than PCIe from
// pinned memory (55 GB/s on the GPU machine).
func parallelCopy(dst, src []byte) {
	const piece = 1 << 20
	n := min(len(src), len(dst))
	workers := min(runtime.GOMAXPROCS(0), 8, n/piece)
	if workers <= 1 {
		copy(dst, src)
		return
	}
	var wg sync.WaitGroup
	step := (n/workers + 63) &^ 63
	for lo := 0; lo < n; lo += step {
		hi := min(lo+step, n)
		wg.Add(1)
		go func() {
			defer wg.Done()
			copy(dst[lo:hi], src[lo:hi])
		}()
	}
	wg.Wait()
}

// Copy copies n bytes between two buffers of this device.
func (d *Device) Copy(dst *Buffer, dstOff int, src *Buffer, srcOff, n int) error {
	if n == 0 {
		return nil
	}
	q, err := d.transferQueue()
	if err != nil {
		return err
	}
	ev, err := q.EnqueueCopyBuffer(src.M, dst.M, srcOff, dstOff, n, nil)
	got(ev)
	if err != nil {
		releaseIfSet(ev)
		return fmt.Errorf("opencl: copying %d bytes on %s: %w", n, d.info.Name, err)
	}
	defer ReleaseEvent(ev)
	return WaitEvent(ev)
}

// Fill repeats pattern over n bytes of b from off.
func (d *Device) Fill(b *Buffer, off int, pattern []byte, n int) error {
	if n == 0 {
		return nil
	}
	q, err := d.transferQueue()
	if err != nil {
		return err
	}
	p := cMalloc(len(pattern))
	defer cFree(p)
	copy(unsafe.Slice((*byte)(p), len(pattern)), pattern)
	ev, err := q.EnqueueFillBuffer(b.M, p, len(pattern), off, n, nil)
	got(ev)
	if err != nil {
		releaseIfSet(ev)
		return fmt.Errorf("opencl: filling %d bytes on %s: %w", n, d.info.Name, err)
	}
	defer ReleaseEvent(ev)
	return WaitEvent(ev)
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// SVM is a shared-virtual-memory allocation in the device's context.
type SVM struct {
	P    unsafe.Pointer
	Size int
	Fine bool // fine-grained: the host may touch it without mapping
	dev  *Device
}

// SVMAlloc allocates size bytes of SVM, fine-grained where the device
// offers it, coarse-grained otherwise.
func (d *Device) SVMAlloc(size int) (*SVM, error) {
	return d.svmAlloc(size, d.info.SVM&SVMFineGrainBuffer != 0)
}

// SVMAllocCoarse allocates size bytes of coarse-grained SVM even where the
// device offers fine-grained SVM (every OpenCL 2.0 SVM device offers
// coarse-grained buffers): tests exercise the coarse-grained path on PoCL.
func (d *Device) SVMAllocCoarse(size int) (*SVM, error) { return d.svmAlloc(size, false) }

func (d *Device) svmAlloc(size int, fine bool) (*SVM, error) {
	caps := d.info.SVM
	if caps&(SVMCoarseGrainBuffer|SVMFineGrainBuffer) == 0 {
		return nil, ErrNoSVM
	}
	ctx, err := d.Context()
	if err != nil {
		return nil, err
	}
	p := svmAlloc(ctx, fine, max(size, 1))
	if p == nil {
		return nil, fmt.Errorf("opencl: clSVMAlloc of %d bytes failed on %s", size, d.info.Name)
	}
	live.svm.Add(1)
	return &SVM{P: p, Size: size, Fine: fine, dev: d}, nil
}

// Free releases the allocation.
func (s *SVM) Free() {
	if s.P != nil {
		svmFree(s.dev.ctx, s.P)
		s.P = nil
		live.svm.Add(-1)
	}
}

// Bytes views the allocation from the host. For coarse-grained SVM the
// region must be mapped (Map) while the host touches it.
func (s *SVM) Bytes() []byte { return unsafe.Slice((*byte)(s.P), s.Size) }

// Map makes [off, off+n) of a coarse-grained allocation host-accessible.
func (s *SVM) Map(off, n int, write bool) error {
	if s.Fine || n == 0 {
		return nil
	}
	q, err := s.dev.transferQueue()
	if err != nil {
		return err
	}
	return svmMap(q, write, unsafe.Add(s.P, off), n, nil)
}

// Unmap returns [off, ...) of a coarse-grained allocation to the device.
func (s *SVM) Unmap(off int) error {
	if s.Fine {
		return nil
	}
	q, err := s.dev.transferQueue()
	if err != nil {
		return err
	}
	ev, err := svmUnmap(q, unsafe.Add(s.P, off), nil)
	if err != nil {
		return err
	}
	defer ReleaseEvent(ev)
	return WaitEvent(ev)
}

// Memcpy copies n bytes between SVM pointers or between SVM and C host
// memory of this context, blocking.
func (d *Device) Memcpy(dst, src unsafe.Pointer, n int) error {
	if n == 0 {
		return nil
	}
	q, err := d.transferQueue()
	if err != nil {
		return err
	}
	ev, err := svmMemcpy(q, true, dst, src, n, nil)
	if err != nil {
		return err
	}
	ReleaseEvent(ev)
	return nil
}

// WriteSVM copies Go memory src to the SVM pointer dst, through pinned
// staging on GPUs for large copies.
func (d *Device) WriteSVM(dst unsafe.Pointer, src []byte) error {
	if len(src) == 0 {
		return nil
	}
	if !d.useStaging(src) {
		return d.Memcpy(dst, unsafe.Pointer(&src[0]), len(src))
	}
	return d.staged(false, len(src), func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error) {
		parallelCopy(slot, src[at:at+len(slot)])
		return svmMemcpy(q, false, unsafe.Add(dst, at), unsafe.Pointer(&slot[0]), len(slot), nil)
	}, nil)
}

// ReadSVM copies the SVM pointer src to Go memory dst.
func (d *Device) ReadSVM(dst []byte, src unsafe.Pointer) error {
	if len(dst) == 0 {
		return nil
	}
	if !d.useStaging(dst) {
		return d.Memcpy(unsafe.Pointer(&dst[0]), src, len(dst))
	}
	return d.staged(true, len(dst), func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error) {
		return svmMemcpy(q, false, unsafe.Pointer(&slot[0]), unsafe.Add(src, at), len(slot), nil)
	}, func(slot []byte, at int) { parallelCopy(dst[at:at+len(slot)], slot) })
}

// staged runs a chunked copy through the staging slots of its direction
// (out: from the device): start fills or drains slot (len(slot) bytes at
// offset at) with an asynchronous command; finish, when given, consumes a
// slot after its command completes. The device copies slot k while the
// host fills slot k+1.
func (d *Device) staged(out bool, n int, start func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error), finish func(slot []byte, at int)) error {
	s, err := d.stagingArea(out)
	if err != nil {
		return err
	}
	q := s.queue
	s.mu.Lock()
	defer s.mu.Unlock()
	var pending [stagingSlots]struct{ at, n int }
	drain := func(i int) error {
		if err := s.waitSlot(i); err != nil {
			return err
		}
		if finish != nil && pending[i].n > 0 {
			finish(s.ptrs[i][:pending[i].n], pending[i].at)
		}
		pending[i].n = 0
		return nil
	}
	slot := 0
	for at := 0; at < n; at += stagingChunk {
		if err := drain(slot); err != nil {
			return err
		}
		c := min(stagingChunk, n-at)
		ev, err := start(s.ptrs[slot][:c], at, q)
		if err != nil {
			return err
		}
		s.busy[slot] = ev
		pending[slot] = struct{ at, n int }{at, c}
		flush(q)
		slot = (slot + 1) % stagingSlots
	}
	var errs [stagingSlots]error
	for i := range stagingSlots { // in order: the oldest first
		errs[i] = drain((slot + i) % stagingSlots)
	}
	return firstErr(errs[:]...)
}

// MemFill repeats pattern over n bytes at p (an SVM pointer).
func (d *Device) MemFill(p unsafe.Pointer, pattern []byte, n int) error {
	if n == 0 {
		return nil
	}
	q, err := d.transferQueue()
	if err != nil {
		return err
	}
	ev, err := svmFill(q, p, pattern, n, nil)
	if err != nil {
		return err
	}
	defer ReleaseEvent(ev)
	return WaitEvent(ev)
}

// Prefetch hints that the SVM range will be used by the device next.
func (d *Device) Prefetch(p unsafe.Pointer, n int) error {
	q, err := d.transferQueue()
	if err != nil {
		return err
	}
	ev, err := svmMigrate(q, p, n)
	if err != nil {
		return err
	}
	defer ReleaseEvent(ev)
	return WaitEvent(ev)
}
