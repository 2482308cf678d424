package opencl

// This file is event-chained transfers: a copy between a buffer and host
// memory is enqueued without blocking, after a wait list of events (the
// kernel that writes what a read brings home), and the host waits on the
// copy's event. No call blocks inside the driver: a blocking
// clEnqueueReadBuffer or clEnqueueWriteBuffer may hold the driver against
// every other queue of the process until it returns (NVIDIA's does,
// serializing a kernel enqueued by another goroutine behind the copy),
// where a non-blocking one lets the device's copy and compute engines
// run at once.

import (
	"errors"
	"fmt"
	"runtime"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"

	"github.com/gosycl/gosycl/internal/faults"
)

// errWaitList is the failure of a staged transfer whose wait list held a
// failed command (the direct path's driver reports it as
// CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST).
var errWaitList = errors.New("a command it waited for failed")

// Pending is a transfer enqueued without blocking. Wait waits for it;
// every Pending must be waited, once, from one goroutine: Wait releases
// its OpenCL events and the host memory it holds.
type Pending struct {
	what string // "reading 8 bytes from NAME", for errors
	// ev is the direct path's command; pin keeps its Go host memory
	// where the driver reaches it until it completes (the cgo rules let
	// C keep a Go pointer only while the object is pinned).
	ev  *cl.Event
	pin runtime.Pinner
	// staged is the staged path's result: a goroutine runs the staging
	// lanes, whose commands wait for the wait list.
	staged chan error
	// enq, for a staged write, is closed once its commands are all
	// enqueued (last then holds the last one's event, a reference of the
	// Pending's own) or its run failed before they were (last stays nil).
	enq  chan struct{}
	last *cl.Event
	done bool
	err  error
}

// Wait blocks until the transfer has completed and returns its error,
// prefixed "opencl: reading|writing N bytes from|to DEVICE". A transfer
// whose wait list holds a failed command fails (the driver reports
// CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST). A second Wait returns
// the first's error.
func (p *Pending) Wait() error {
	if p == nil || p.done {
		if p == nil {
			return nil
		}
		return p.err
	}
	p.done = true
	switch {
	case p.ev != nil:
		err := WaitEvent(p.ev)
		ReleaseEvent(p.ev)
		p.ev = nil
		p.pin.Unpin()
		if err != nil {
			p.err = fmt.Errorf("opencl: %s: %w", p.what, err)
		}
	case p.staged != nil:
		if err := <-p.staged; err != nil {
			p.err = fmt.Errorf("opencl: %s: %w", p.what, err)
		}
		ReleaseEvent(p.last)
		p.last = nil
	}
	return p.err
}

// ChainEvent returns the event a command of the device waits for, in
// its wait list, to start once the transfer has arrived with no host
// round trip between: the direct path's command (Event), or the last of
// a staged write's DMA commands (their queue is in order) once the host
// has copied every chunk into pinned memory and enqueued them all, which
// ChainEvent waits for. The staged write's DMA then runs while the host
// prepares the command, where waiting for the transfer would add the
// host's notice of its end and the command's enqueue to the device's
// time. Nil for a staged read (the host copies out after the device's
// commands), a staged write that failed before its last command was
// enqueued (Wait returns why), a transfer of no bytes, or one waited
// already. The reference is the Pending's, valid until Wait; a command
// enqueued with it in its wait list holds its own. Wait still reports
// the transfer's failure, as for the direct path.
func (p *Pending) ChainEvent() *cl.Event {
	switch {
	case p == nil || p.done:
		return nil
	case p.ev != nil:
		return p.ev
	case p.enq == nil:
		return nil
	}
	<-p.enq
	return p.last
}

// Event is the OpenCL event of a transfer enqueued on the device itself
// (the direct path: pinned or small host memory), for a command of
// another queue of the device to wait for, so that a kernel starts when
// its input has arrived without a host round trip, and the next copy in
// runs on the transfer queue while the kernel and a copy out run (a
// device with a copy engine per direction runs the three at once). Its
// queue has been flushed. The reference is the Pending's, valid until
// Wait; a command enqueued with it in its wait list holds its own. Nil
// for a staged transfer (its commands are enqueued by a goroutine once
// the host has copied their chunks: ChainEvent waits for that), a transfer
// of no bytes, or one waited already.
func (p *Pending) Event() *cl.Event {
	if p == nil || p.done {
		return nil
	}
	return p.ev
}

// Chains reports whether a transfer between a buffer of d and host
// memory takes the direct path, enqueued on d's transfer queue with an
// event (Pending.Event) that commands of d may wait for: pinned or small
// host memory, or any on a device without staging. Other transfers are
// staged through pinned memory by a goroutine.
func (d *Device) Chains(host []byte) bool { return !d.useStaging(host) }

// ReadAfter enqueues, without blocking, the copy of len(dst) bytes of b
// from byte offset off into dst, to start once every event of wait has
// completed (wait may be nil), and returns at once. The events of wait
// belong to the caller, who may release them when ReadAfter returns;
// commands of another queue in the wait list must have been flushed. dst
// must not be touched until Wait returns. A failure to enqueue is
// returned by ReadAfter or, on the staged path, by Wait. Large reads into Go memory on
// GPUs go through pinned staging memory (staging.go), the host's copies
// out of the slots running while the next DMA does.
func (d *Device) ReadAfter(b *Buffer, off int, dst []byte, wait []*cl.Event) (*Pending, error) {
	return d.transferAfter(true, b, off, dst, wait)
}

// ReadAfterOn is ReadAfter on queue q, a queue of the device's own (the
// commands' that write what the read brings home), straight into dst:
// should a command of wait fail in a way that leaves the read never run,
// the read holds up q, which its owner replaces after the failure,
// rather than the device's transfer queue, which every later copy of the
// device goes through. The caller need not own q: once its owner has
// released it, ReadAfterOn enqueues nothing and returns
// ErrQueueReleased.
func (d *Device) ReadAfterOn(q *Queue, b *Buffer, off int, dst []byte, wait []*cl.Event) (*Pending, error) {
	wait = distinct(wait)
	what := fmt.Sprintf("reading %d bytes from %s", len(dst), d.info.Name)
	p := &Pending{what: what}
	if len(dst) == 0 {
		p.done = true
		return p, nil
	}
	if q == nil || q.dev != d {
		return nil, fmt.Errorf("opencl: %s: a queue of another device", what)
	}
	if err := faults.Transfer(d.info.Name); err != nil {
		return nil, fmt.Errorf("opencl: %s: %w", what, err)
	}
	if len(wait) == 0 {
		wait = nil
	}
	err := q.held(func(cq *cl.CommandQueue) error {
		p.pin.Pin(&dst[0])
		ev, err := cq.EnqueueReadBuffer(b.M, false, off, len(dst), unsafe.Pointer(&dst[0]), wait)
		got(ev)
		if err != nil {
			releaseIfSet(ev)
			p.pin.Unpin()
			return err
		}
		p.ev = ev
		if err := flush(cq); err != nil {
			p.Wait()
			return err
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("opencl: %s: %w", what, err)
	}
	return p, nil
}

// WriteAfter enqueues, without blocking, the copy of src into b at byte
// offset off, to start once every event of wait has completed, as
// ReadAfter does. src must not change until Wait returns.
func (d *Device) WriteAfter(b *Buffer, off int, src []byte, wait []*cl.Event) (*Pending, error) {
	return d.transferAfter(false, b, off, src, wait)
}

func (d *Device) transferAfter(out bool, b *Buffer, off int, host []byte, wait []*cl.Event) (*Pending, error) {
	wait = distinct(wait)
	what := fmt.Sprintf("writing %d bytes to %s", len(host), d.info.Name)
	if out {
		what = fmt.Sprintf("reading %d bytes from %s", len(host), d.info.Name)
	}
	p := &Pending{what: what}
	if len(host) == 0 {
		p.done = true
		return p, nil
	}
	if err := faults.Transfer(d.info.Name); err != nil {
		return nil, fmt.Errorf("opencl: %s: %w", what, err)
	}
	q, err := d.queueFor(out)
	if err != nil {
		return nil, err
	}
	enqueue := func(slot []byte, at int, q *cl.CommandQueue, wait []*cl.Event) (*cl.Event, error) {
		var ev *cl.Event
		var err error
		if out {
			ev, err = q.EnqueueReadBuffer(b.M, false, off+at, len(slot), unsafe.Pointer(&slot[0]), wait)
		} else {
			ev, err = q.EnqueueWriteBuffer(b.M, false, off+at, len(slot), unsafe.Pointer(&slot[0]), wait)
		}
		got(ev)
		if err != nil {
			releaseIfSet(ev)
			return nil, err
		}
		return ev, nil
	}
	if len(wait) == 0 {
		wait = nil
	}
	if !d.useStaging(host) {
		p.pin.Pin(&host[0])
		ev, err := enqueue(host, 0, q, wait)
		if err != nil {
			p.pin.Unpin()
			return nil, fmt.Errorf("opencl: %s: %w", what, err)
		}
		p.ev = ev
		if err := flush(q); err != nil { // the copy starts as soon as its wait list allows
			p.Wait()
			return nil, fmt.Errorf("opencl: %s: %w", what, err)
		}
		return p, nil
	}
	// The staging goroutine waits for wait on the host, then runs the
	// lanes: their commands carry no wait list, as a driver need not
	// fail (PoCL does not) the commands queued in order behind one whose
	// wait list failed, and the lanes' second commands would hang. It
	// holds references of its own, as the caller may release its events
	// at once. Staging is for pageable memory; the pipeline's own host
	// memory is pinned and takes the direct path, chained on the device.
	var held []*cl.Event
	for _, e := range wait {
		held = append(held, RetainEvent(e))
	}
	p.staged = make(chan error, 1)
	var enqueued func(*cl.Event)
	if !out {
		p.enq = make(chan struct{})
		enqueued = func(last *cl.Event) {
			p.last = RetainEvent(last)
			close(p.enq)
		}
	}
	go func() {
		var err error
		for _, e := range held {
			if werr := WaitEvent(e); werr != nil && err == nil {
				err = fmt.Errorf("%w: %w", errWaitList, werr)
			}
			ReleaseEvent(e)
		}
		if err == nil {
			err = d.stagedThen(out, host, b.Size, func(slot []byte, at int, q *cl.CommandQueue) (*cl.Event, error) {
				return enqueue(slot, at, q, nil)
			}, enqueued)
		}
		if p.enq != nil && p.last == nil { // not handed over: the run failed first
			close(p.enq)
		}
		p.staged <- err
	}()
	return p, nil
}
