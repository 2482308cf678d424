package sycl

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// QueueOption configures a queue.
type QueueOption func(*queueConfig)

type queueConfig struct {
	inOrder, profiling bool
	nativeWorkers      int
}

// InOrder makes each command wait for the previous one, as SYCL's
// in_order property does. Queues are out-of-order by default: commands are
// ordered only by their dependencies.
func InOrder() QueueOption { return func(c *queueConfig) { c.inOrder = true } }

// EnableProfiling records each command's timestamps (Event.Profile), as
// SYCL's enable_profiling property does. It costs a little per command on
// OpenCL devices, so it is off by default.
func EnableProfiling() QueueOption { return func(c *queueConfig) { c.profiling = true } }

// NativeWorkers bounds the native device's workers that run each kernel
// of the queue (0, the default: all of them, GOMAXPROCS). Leaving cores
// free matters when the native device works beside OpenCL devices whose
// transfers the host copies: the coexecutor's HostCores option.
func NativeWorkers(n int) QueueOption { return func(c *queueConfig) { c.nativeWorkers = max(0, n) } }

// ErrNoProfiling is returned by Event.Profile for commands of a queue
// created without EnableProfiling.
var ErrNoProfiling = errors.New("sycl: profiling is not enabled on this queue (create it with sycl.EnableProfiling())")

// Queue submits command groups to one device. It is safe for concurrent use.
type Queue struct {
	dev       *Device
	inOrder   bool
	profiling bool
	clq       *opencl.Queue

	nativeWorkers int // 0: all

	mu      sync.Mutex
	last    *Event
	pending []*Event
	closed  bool
}

// NewQueue creates a queue on the device the selector picks (nil: DefaultSelector).
func NewQueue(sel Selector, opts ...QueueOption) (*Queue, error) {
	d, err := SelectDevice(sel)
	if err != nil {
		return nil, err
	}
	return NewQueueOn(d, opts...)
}

// NewQueueOn creates a queue on d.
func NewQueueOn(d *Device, opts ...QueueOption) (*Queue, error) {
	if d == nil {
		return nil, errors.New("sycl: NewQueueOn(nil device)")
	}
	var c queueConfig
	for _, o := range opts {
		o(&c)
	}
	q := &Queue{dev: d, inOrder: c.inOrder, profiling: c.profiling, nativeWorkers: c.nativeWorkers}
	if d.cl != nil {
		clq, err := d.cl.NewQueue(!c.inOrder, c.profiling)
		if err != nil {
			return nil, fmt.Errorf("sycl: %w", err)
		}
		q.clq = clq
	}
	return q, nil
}

// Device returns the queue's device.
func (q *Queue) Device() *Device { return q.dev }

// IsInOrder reports whether the queue is in-order.
func (q *Queue) IsInOrder() bool { return q.inOrder }

// NativeWorkers is the bound NativeWorkers set on the native device's
// workers (0: none, all of them run each kernel).
func (q *Queue) NativeWorkers() int { return q.nativeWorkers }

var errQueueClosed = errors.New("sycl: queue is closed")

// Submit runs cgf to build a command group and submits it. Errors in the
// command group itself (bad ranges, wrong arguments, OpenCL build errors)
// are returned here; failures while the command runs are returned by the
// event's Wait and by the queue's Wait.
func (q *Queue) Submit(cgf func(h *Handler)) (*Event, error) {
	h := &Handler{q: q}
	cgf(h)
	if h.err != nil {
		return nil, h.err
	}
	return q.submit(h)
}

// ParallelFor submits a kernel launch (SYCL's queue shortcut for USM code).
func (q *Queue) ParallelFor(s Space, k Bound, deps ...*Event) (*Event, error) {
	return q.Submit(func(h *Handler) {
		h.DependsOn(deps...)
		h.ParallelFor(s, k)
	})
}

// SingleTask submits a one-work-item kernel.
func (q *Queue) SingleTask(k Bound, deps ...*Event) (*Event, error) {
	return q.Submit(func(h *Handler) {
		h.DependsOn(deps...)
		h.SingleTask(k)
	})
}

// Memcpy submits a copy of n bytes between USM pointers and host slices.
func (q *Queue) Memcpy(dst, src any, n int, deps ...*Event) (*Event, error) {
	return q.Submit(func(h *Handler) {
		h.DependsOn(deps...)
		h.Memcpy(dst, src, n)
	})
}

// Copy submits a typed copy (see Handler.Copy).
func (q *Queue) Copy(dst, src any, deps ...*Event) (*Event, error) {
	return q.Submit(func(h *Handler) {
		h.DependsOn(deps...)
		h.Copy(dst, src)
	})
}

// Fill submits a fill of dst with value.
func (q *Queue) Fill(dst MemoryArg, value any, deps ...*Event) (*Event, error) {
	return q.Submit(func(h *Handler) {
		h.DependsOn(deps...)
		h.Fill(dst, value)
	})
}

// HostTask submits a host task.
func (q *Queue) HostTask(f func() error, deps ...*Event) (*Event, error) {
	return q.Submit(func(h *Handler) {
		h.DependsOn(deps...)
		h.HostTask(f)
	})
}

// Wait waits for every command submitted so far and returns the errors of
// those that failed since the previous Wait (SYCL's asynchronous errors).
func (q *Queue) Wait() error {
	q.mu.Lock()
	evs := q.pending
	q.pending = nil
	q.mu.Unlock()
	var errs []error
	for _, e := range evs {
		if err := e.Wait(); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// WaitContext is Wait that gives up when ctx is done.
func (q *Queue) WaitContext(ctx context.Context) error {
	ch := make(chan error, 1)
	go func() { ch <- q.Wait() }()
	select {
	case err := <-ch:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Close waits for the queue's commands and releases it. A closed queue
// refuses new command groups.
func (q *Queue) Close() error {
	err := q.Wait()
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return err
	}
	q.closed = true
	if q.clq != nil {
		q.clq.Release()
	}
	return err
}

// track records ev as the queue's newest command.
func (q *Queue) track(ev *Event) {
	q.pending = append(q.pending, ev)
	if len(q.pending) >= 256 && len(q.pending)&255 == 0 {
		// Drop finished, successful commands so that a queue nobody waits on
		// does not grow without bound; failures stay for Wait to report.
		kept := q.pending[:0]
		for _, e := range q.pending {
			if !e.Done() || e.err != nil {
				kept = append(kept, e)
			}
		}
		clear(q.pending[len(kept):])
		q.pending = kept
	}
	if q.inOrder {
		q.last = ev
	}
}

func commandError(name string, err error) error {
	return fmt.Errorf("sycl: %s: %w", name, err)
}
