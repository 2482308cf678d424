package opencl

// This file is zero-copy: devices whose memory is host memory (PoCL's
// CPU devices) use a buffer's host bytes in place, through a buffer made
// with CL_MEM_USE_HOST_PTR, instead of a copy of their own.

import (
	"bytes"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"
)

// DisableInPlace makes InPlace report false on every device, for tests
// that exercise the copying path on a CPU device.
var DisableInPlace atomic.Bool

// CopyOnCPU sets DisableInPlace and returns the function that restores
// it: tests of transfers run `defer opencl.CopyOnCPU()()`.
func CopyOnCPU() (restore func()) {
	old := DisableInPlace.Swap(true)
	return func() { DisableInPlace.Store(old) }
}

// InPlace reports whether the device works on host memory in place: it
// is a CPU device, or reports memory unified with the host's
// (CL_DEVICE_HOST_UNIFIED_MEMORY), and a probe finds that a command of
// the device writing a CL_MEM_USE_HOST_PTR buffer changes the host bytes
// without a map, and that one reading it sees bytes the host wrote. The
// OpenCL specification leaves the host bytes of such a buffer undefined
// while the device may use it; the probe checks that this implementation
// does what CPU implementations do. The answer is computed once.
func (d *Device) InPlace() bool {
	if DisableInPlace.Load() {
		return false
	}
	d.inPlaceOnce.Do(func() {
		if !d.info.CPU && !d.cl.HostUnifiedMemory() {
			return
		}
		d.inPlace = d.probeInPlace() == nil
	})
	return d.inPlace
}

// probeInPlace fills a CL_MEM_USE_HOST_PTR buffer over C memory on the
// device and reads the host bytes; then writes the host bytes and copies
// the buffer on the device into another, which it reads back. The host
// bytes start at an odd address, the least aligned a Go slice can be: an
// implementation that uses only aligned host memory in place fails it.
func (d *Device) probeInPlace() error {
	const n = 4096
	ctx, err := d.Context()
	if err != nil {
		return err
	}
	q, err := d.transferQueue()
	if err != nil {
		return err
	}
	raw := cMalloc(n + 1)
	if raw == nil {
		return fmt.Errorf("opencl: malloc failed")
	}
	defer cFree(raw)
	p := unsafe.Add(raw, 1) // malloc's pointers are aligned: this one is odd
	host := unsafe.Slice((*byte)(p), n)
	clear(host)
	m, err := ctx.CreateBufferUnsafe(cl.MemReadWrite|cl.MemUseHostPtr, n, p)
	if err != nil {
		return err
	}
	defer m.Release()
	pattern := cMalloc(1)
	defer cFree(pattern)
	*(*byte)(pattern) = 0xa5
	ev, err := q.EnqueueFillBuffer(m, pattern, 1, 0, n, nil)
	got(ev)
	if err != nil {
		releaseIfSet(ev)
		return err
	}
	err = WaitEvent(ev)
	ReleaseEvent(ev)
	if err != nil {
		return err
	}
	if !bytes.Equal(host, bytes.Repeat([]byte{0xa5}, n)) {
		return fmt.Errorf("opencl: %s does not write host memory in place", d.info.Name)
	}
	for i := range host {
		host[i] = byte(i)
	}
	other, err := ctx.CreateEmptyBuffer(cl.MemReadWrite, n)
	if err != nil {
		return err
	}
	defer other.Release()
	ev, err = q.EnqueueCopyBuffer(m, other, 0, 0, n, nil)
	got(ev)
	if err != nil {
		releaseIfSet(ev)
		return err
	}
	err = WaitEvent(ev)
	ReleaseEvent(ev)
	if err != nil {
		return err
	}
	back := make([]byte, n)
	ev, err = q.EnqueueReadBuffer(other, true, 0, n, unsafe.Pointer(&back[0]), nil)
	got(ev)
	releaseIfSet(ev)
	if err != nil {
		return err
	}
	if !bytes.Equal(back, host) {
		return fmt.Errorf("opencl: %s does not read host memory in place", d.info.Name)
	}
	return nil
}

// pinned holds the runtime.Pinner of each buffer over Go memory until the
// buffer is released: the OpenCL implementation keeps the pointer, which
// cgo allows for pinned memory only. A buffer never released keeps its
// host bytes pinned (a leak, as its OpenCL object is).
var pinned sync.Map // *Buffer -> *runtime.Pinner

// HostBuffer returns a buffer that uses host in place where the device
// works on host memory in place (InPlace), and nil otherwise. The host bytes are pinned until
// the buffer is released; the caller keeps them alive and orders the
// host's accesses to them with the device's commands.
func (d *Device) HostBuffer(host []byte) (*Buffer, error) {
	if len(host) == 0 || !d.InPlace() {
		return nil, nil
	}
	ctx, err := d.Context()
	if err != nil {
		return nil, err
	}
	pin := new(runtime.Pinner)
	pin.Pin(&host[0])
	m, err := ctx.CreateBufferUnsafe(cl.MemReadWrite|cl.MemUseHostPtr, len(host), unsafe.Pointer(&host[0]))
	if err != nil {
		pin.Unpin()
		return nil, fmt.Errorf("opencl: using %d host bytes in place on %s: %w", len(host), d.info.Name, err)
	}
	live.buffers.Add(1)
	b := &Buffer{M: m, Size: len(host), dev: d, InPlace: true}
	pinned.Store(b, pin)
	return b, nil
}

// unpin ends the pinning of b's host bytes, if any.
func (b *Buffer) unpin() {
	if p, ok := pinned.LoadAndDelete(b); ok {
		p.(*runtime.Pinner).Unpin()
	}
}
