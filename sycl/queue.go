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
	err                error // a bad option, reported by NewQueueOn
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
// transfers the host copies (the coexecutor leaves them package by
// package for its HostCores option). A negative n makes NewQueue fail.
func NativeWorkers(n int) QueueOption {
	return func(c *queueConfig) {
		if n < 0 {
			c.err = fmt.Errorf("sycl: NativeWorkers(%d): the bound must be 0 (all workers) or positive", n)
			return
		}
		c.nativeWorkers = n
	}
}

var (
	// ErrNoProfiling is returned by Event.Profile for commands of a queue
	// created without EnableProfiling.
	ErrNoProfiling = errors.New("sycl: profiling is not enabled on this queue (create it with sycl.EnableProfiling())")
	// ErrQueueClosed is returned (wrapped) for work given to a closed
	// queue: command groups, and USM allocations made with it.
	ErrQueueClosed = errors.New("sycl: queue is closed")
	// ErrDependencyFailed is in the error of a command that failed because
	// a command it depended on failed, before it ran; the dependency's
	// error is in the chain too.
	ErrDependencyFailed = errors.New("dependency failed")
)

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
	parts   map[int][]*opencl.Buffer // reductions' partials buffers by size (reduce_pool.go)
}

// NewQueue creates a queue on the device the selector picks (nil: DefaultSelector).
func NewQueue(sel Selector, opts ...QueueOption) (*Queue, error) {
	d, err := SelectDevice(sel)
	if err != nil {
		return nil, err
	}
	return NewQueueOn(d, opts...)
}

// NewQueueOn creates a queue on d. The native device's first queue starts
// its workers and their threads (a few milliseconds on 16 cores), which
// its first launch would otherwise pay.
func NewQueueOn(d *Device, opts ...QueueOption) (*Queue, error) {
	if d == nil {
		return nil, errors.New("sycl: NewQueueOn(nil device)")
	}
	if d.cl == nil && d.pool == nil {
		return nil, errors.New("sycl: NewQueueOn of a zero Device (devices come from Devices, SelectDevice or NativeDevice)")
	}
	var c queueConfig
	for i, o := range opts {
		if o == nil {
			return nil, fmt.Errorf("sycl: NewQueueOn: option %d is nil", i)
		}
		o(&c)
		if c.err != nil {
			return nil, c.err
		}
	}
	q := &Queue{dev: d, inOrder: c.inOrder, profiling: c.profiling, nativeWorkers: c.nativeWorkers}
	if d.pool != nil {
		// The native device's workers and their threads start with its
		// first queue, not in its first launch.
		d.pool.Start()
	}
	if d.cl != nil {
		clq, err := d.cl.NewQueue(!c.inOrder, c.profiling)
		if err != nil {
			return nil, fmt.Errorf("sycl: %w", err)
		}
		q.clq = clq
	}
	return q, nil
}

// Device returns the queue's device (nil for a nil or zero Queue).
func (q *Queue) Device() *Device {
	if q == nil {
		return nil
	}
	return q.dev
}

// IsInOrder reports whether the queue is in-order.
func (q *Queue) IsInOrder() bool { return q != nil && q.inOrder }

// NativeWorkers is the bound NativeWorkers set on the native device's
// workers (0: none, all of them run each kernel).
func (q *Queue) NativeWorkers() int {
	if q == nil {
		return 0
	}
	return q.nativeWorkers
}

// Err returns nil while the queue accepts work, and otherwise why not: a
// nil or zero Queue (queues come from NewQueue and NewQueueOn), or
// ErrQueueClosed after Close. Every method that submits work checks it.
func (q *Queue) Err() error {
	switch {
	case q == nil:
		return errors.New("sycl: nil Queue")
	case q.dev == nil:
		return errors.New("sycl: zero Queue (create queues with NewQueue or NewQueueOn)")
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return ErrQueueClosed
	}
	return nil
}

// Submit runs cgf to build a command group and submits it. Errors in the
// command group itself (bad ranges, wrong arguments, OpenCL build errors,
// a closed queue, a panic in cgf) are returned here and nothing is
// submitted; failures while the command runs are returned by the event's
// Wait and by the queue's Wait.
func (q *Queue) Submit(cgf func(h *Handler)) (*Event, error) {
	if err := q.Err(); err != nil {
		return nil, err
	}
	if cgf == nil {
		return nil, errors.New("sycl: Submit(nil): give a function that builds the command group")
	}
	h := &Handler{q: q}
	if err := h.build(cgf); err != nil {
		return nil, err
	}
	if h.err != nil {
		return nil, h.err
	}
	return q.submit(h)
}

// build calls cgf with h; a panic in it is an error.
func (h *Handler) build(cgf func(h *Handler)) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("sycl: the command group function panicked: %v", r)
		}
	}()
	cgf(h)
	return nil
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
	if q == nil {
		return errors.New("sycl: Wait on a nil Queue")
	}
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
	if ctx == nil {
		return errors.New("sycl: Queue.WaitContext(nil context)")
	}
	if q == nil {
		return q.Wait()
	}
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
// refuses new command groups and allocations (ErrQueueClosed); a second
// Close does nothing.
func (q *Queue) Close() error {
	if q == nil {
		return errors.New("sycl: Close of a nil Queue")
	}
	err := q.Wait()
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return err
	}
	q.closed = true
	q.releaseParts()
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
