package opencl

import (
	"fmt"
	"runtime"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"
)

// Buffer is device memory (a cl_mem) of Size bytes.
type Buffer struct {
	M    *cl.MemObject
	Size int
	// InPlace: the buffer uses host bytes in place (HostBuffer).
	InPlace bool
	dev     *Device
}

// NewBuffer allocates size bytes on the device, reusing a recycled
// buffer of that size where the device keeps one (Buffer.Recycle). Its
// contents are undefined.
func (d *Device) NewBuffer(size int) (*Buffer, error) {
	if size <= 0 {
		size = 1 // OpenCL refuses empty buffers; a zero-length buffer still needs a handle
	}
	if m, ok := d.recycled.take(size); ok {
		live.buffers.Add(1)
		return &Buffer{M: m, Size: size, dev: d}, nil
	}
	ctx, err := d.Context()
	if err != nil {
		return nil, err
	}
	m, err := ctx.CreateEmptyBuffer(cl.MemReadWrite, size)
	if err != nil {
		if n, _ := d.Recycled(); n > 0 { // what the device keeps may be what is missing
			d.DrainRecycled()
			m, err = ctx.CreateEmptyBuffer(cl.MemReadWrite, size)
		}
	}
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

// Write copies src into b at byte offset off and returns when the data are
// on the device. Large transfers to GPUs go through pinned staging memory.
// The copy is enqueued without blocking and waited on (WriteAfter).
func (d *Device) Write(b *Buffer, off int, src []byte) error {
	p, err := d.WriteAfter(b, off, src, nil)
	if err != nil {
		return err
	}
	return p.Wait()
}

// Read copies len(dst) bytes from b at byte offset off into dst. The copy
// is enqueued without blocking and waited on (ReadAfter).
func (d *Device) Read(b *Buffer, off int, dst []byte) error {
	p, err := d.ReadAfter(b, off, dst, nil)
	if err != nil {
		return err
	}
	return p.Wait()
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
// offers it, coarse-grained otherwise: one the device kept (SVM.Retire)
// where it has one of that size and granularity.
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
	if p, ok := d.svmPool(fine).take(max(size, 1)); ok {
		live.svm.Add(1)
		return &SVM{P: p, Size: size, Fine: fine, dev: d}, nil
	}
	ctx, err := d.Context()
	if err != nil {
		return nil, err
	}
	p := svmAlloc(ctx, fine, max(size, 1))
	if p == nil {
		if n, _ := d.KeptSVM(); n > 0 { // what the device keeps may be what is missing
			d.DrainSVM()
			p = svmAlloc(ctx, fine, max(size, 1))
		}
	}
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

// Memcpy copies n bytes between SVM pointers, or between SVM and host
// memory, and returns when they have arrived.
func (d *Device) Memcpy(dst, src unsafe.Pointer, n int) error {
	if n == 0 {
		return nil
	}
	q, err := d.transferQueue()
	if err != nil {
		return err
	}
	// Enqueued without blocking and waited on, as Read and Write are
	// (chain.go); Go memory on either side stays pinned meanwhile.
	var pin runtime.Pinner
	defer pin.Unpin()
	pin.Pin(dst)
	pin.Pin(src)
	ev, err := svmMemcpy(q, false, dst, src, n, nil)
	if err != nil {
		return err
	}
	defer ReleaseEvent(ev)
	return WaitEvent(ev)
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
	return d.staged(false, src, 0, func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error) {
		return svmMemcpy(q, false, unsafe.Add(dst, at), unsafe.Pointer(&slot[0]), len(slot), nil)
	})
}

// ReadSVM copies the SVM pointer src to Go memory dst.
func (d *Device) ReadSVM(dst []byte, src unsafe.Pointer) error {
	if len(dst) == 0 {
		return nil
	}
	if !d.useStaging(dst) {
		return d.Memcpy(unsafe.Pointer(&dst[0]), src, len(dst))
	}
	return d.staged(true, dst, 0, func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error) {
		return svmMemcpy(q, false, unsafe.Pointer(&slot[0]), unsafe.Add(src, at), len(slot), nil)
	})
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
