package sycl

// This file keeps the partial results of reductions on OpenCL devices
// from one launch to the next: an in-order queue holds the partials
// buffers of its Strided launches, whose size depends only on the
// kernel's work-group width and the element's size (every Strided launch
// that fills the device has the same number of work-groups), so that a
// launch allocates no device memory for its reductions once one of the
// kind has run on the queue. A buffer goes back to the queue once its
// launch's kernel and Finish are enqueued: the queue runs its commands
// in order, so the next launch that takes the buffer writes it only after
// that Finish has read it. Close releases them.

import "github.com/gosycl/gosycl/internal/backend/opencl"

// stridedParts is the size in bytes of a Strided launch's partial results
// of elem bytes each on q's device, at width work-items per work-group:
// one per work-group of a launch that fills the device, whatever the
// launch's size (a smaller launch uses the first ones).
func (q *Queue) stridedParts(width, elem int) int {
	return max(1, q.dev.info.ComputeUnits) * max(1, residentItems/width) * elem
}

// takeParts returns a pooled partials buffer of size bytes, or nil: only
// in-order queues pool them.
func (q *Queue) takeParts(size int) *opencl.Buffer {
	if !q.inOrder || q.clq == nil {
		return nil
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	free := q.parts[size]
	if len(free) == 0 {
		return nil
	}
	b := free[len(free)-1]
	q.parts[size] = free[:len(free)-1]
	return b
}

// putParts gives b back to q once the commands that use it are enqueued
// on q (in order), or releases it where q does not pool or is closed.
func (q *Queue) putParts(b *opencl.Buffer) {
	if q.inOrder && q.clq != nil {
		q.mu.Lock()
		if !q.closed {
			if q.parts == nil {
				q.parts = map[int][]*opencl.Buffer{}
			}
			q.parts[b.Size] = append(q.parts[b.Size], b)
			q.mu.Unlock()
			return
		}
		q.mu.Unlock()
	}
	b.Release()
}

// releaseParts releases the pooled buffers (Close, under q.mu).
func (q *Queue) releaseParts() {
	for _, free := range q.parts {
		for _, b := range free {
			b.Release()
		}
	}
	q.parts = nil
}
