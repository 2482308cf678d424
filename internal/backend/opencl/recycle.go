package opencl

// This file is device-memory recycling: a buffer whose owner is done
// with it (Buffer.Recycle) is kept by its device, bounded, and handed to
// the next NewBuffer of the same size, so that a program that makes its
// buffers anew for each launch (one buffer.New per step over the step's
// slices) does not pay for an allocation on the device inside every
// launch. A GPU driver's allocation of device memory can cost more than a
// copy of a few megabytes, and varies from call to call: it maps memory
// into the device's address space, and in CUDA-based drivers a free
// waits for the work queued on the device (the PyTorch paper, Paszke et
// al. 2019, on why its CUDA allocator caches freed blocks for reuse
// rather than call cudaFree and cudaMalloc again). Recycled buffers are
// matched by exact size: a program that allocates per launch asks for
// the same sizes each time.

import "sync"

// RecycleShare is the share of a device's global memory the device keeps
// in recycled buffers at most: 1/RecycleShare of it. Enough for the
// buffers of a few launches of a program that allocates its buffers per
// launch; small enough that what the device keeps never crowds out a
// program's own allocations (and an allocation that fails drains the
// recycled buffers before it is retried).
const RecycleShare = 8

// recycler is what a device keeps for reuse, oldest first: its recycled
// buffers (T a *cl.MemObject), and the pinned memory its context
// allocated (pinnedkeep.go).
type recycler[T any] struct {
	mu    sync.Mutex
	free  []T
	sizes []int
	bytes int64
}

// take returns a kept item of exactly size bytes, the newest (its pages
// are the most likely resident), and true; false where none is kept.
func (r *recycler[T]) take(size int) (x T, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for i := len(r.free) - 1; i >= 0; i-- {
		if r.sizes[i] == size {
			x = r.free[i]
			r.free = append(r.free[:i], r.free[i+1:]...)
			r.sizes = append(r.sizes[:i], r.sizes[i+1:]...)
			r.bytes -= int64(size)
			return x, true
		}
	}
	return x, false
}

// put keeps x (size bytes) when it fits in limit bytes, evicting the
// oldest items to make room, and not otherwise. It returns what is to be
// released (the items evicted, or x), for the caller to release outside
// the lock.
func (r *recycler[T]) put(x T, size int, limit int64) (release []T) {
	if int64(size) > limit {
		return []T{x}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for len(r.free) > 0 && r.bytes+int64(size) > limit {
		release = append(release, r.free[0])
		r.bytes -= int64(r.sizes[0])
		r.free, r.sizes = r.free[1:], r.sizes[1:]
	}
	r.free = append(r.free, x)
	r.sizes = append(r.sizes, size)
	r.bytes += int64(size)
	return release
}

// drain empties the recycler and returns what it held.
func (r *recycler[T]) drain() []T {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := r.free
	r.free, r.sizes, r.bytes = nil, nil, 0
	return out
}

// held is the number of items kept and their bytes.
func (r *recycler[T]) held() (n int, bytes int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.free), r.bytes
}

// Recycle ends the owner's use of b, as Release does, and leaves its
// memory to the device for a later NewBuffer of the same size. The
// caller has waited for every command that uses b: the next owner may
// write it at once. A buffer over host memory (HostBuffer) is released.
// Recycling does not change what a buffer holds: the next owner finds
// the bytes of the last, as undefined as a new buffer's.
func (b *Buffer) Recycle() {
	if b == nil || b.M == nil {
		return
	}
	if b.InPlace || b.dev == nil || b.dev.info.GlobalMem <= 0 {
		b.Release()
		return
	}
	m := b.M
	b.M = nil
	live.buffers.Add(-1)
	for _, e := range b.dev.recycled.put(m, b.Size, b.dev.info.GlobalMem/RecycleShare) {
		e.Release()
	}
}

// Retire ends the owner's use of b: Recycle, unless a command that used
// b failed (failed), when b is released: a command queued behind the
// failure on the device might still reach its memory, which must not
// be the next owner's.
func (b *Buffer) Retire(failed bool) {
	if failed {
		b.Release()
		return
	}
	b.Recycle()
}

// Recycled is the number of buffers and bytes d keeps for reuse, for
// tests.
func (d *Device) Recycled() (buffers int, bytes int64) {
	return d.recycled.held()
}

// DrainRecycled releases the buffers d keeps for reuse.
func (d *Device) DrainRecycled() {
	for _, m := range d.recycled.drain() {
		m.Release()
	}
}
