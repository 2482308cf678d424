// Package cgroup lets the module's own packages see into a sycl command
// group, which the public API keeps closed: the memory it declared (the
// coexecutor learns what a package writes from its accessors), its
// cancellation and aborting it, the USM session it belongs to, and the
// bytes a command's transfers moved. It also marks the errors of commands that
// failed before their action began. Package sycl installs the functions.
package cgroup

import (
	"errors"
	"sync"

	"github.com/gosycl/gosycl/internal/memory"
)

// ErrNotRun is matched (errors.Is) by the error of a command that failed
// before its action began: a dependency failed, a transfer or the enqueue
// failed, its memory could not be prepared. The action changed no data.
var ErrNotRun = errors.New("the command did not run")

// NotRun marks err with ErrNotRun; its message is err's.
func NotRun(err error) error { return notRun{err} }

type notRun struct{ err error }

func (e notRun) Error() string   { return e.err.Error() }
func (e notRun) Unwrap() []error { return []error{e.err, ErrNotRun} }

// The handler functions, installed by package sycl; h is a *sycl.Handler.
var (
	// Uses returns the memory the command group has declared so far.
	Uses func(h any) []memory.Use
	// Abort makes Submit refuse the command group with err.
	Abort func(h any, err error)
	// SetCancel makes a native kernel launch of the command group stop
	// between work-group chunks once done is closed.
	SetCancel func(h any, done <-chan struct{})
	// Moved waits for a submitted command (ev is its *sycl.Event) and
	// returns what the transfers it needed moved.
	Moved func(ev any) memory.Moved
	// SetSession makes the command group's USM uses part of session s (a
	// co-executed launch): see memory.Session.
	SetSession func(h any, s *memory.Session)
	// SetFlush makes the command group's kernel flushed to its OpenCL
	// device as soon as it is enqueued, so that the device can start it
	// while the host goes on (a co-executed package).
	SetFlush func(h any)
	// SetCores makes the command group's native kernel launch run on the
	// workers c says, from its start and while it runs: the native
	// device's workers less those c leaves idle (Cores), in place of the
	// queue's NativeWorkers bound.
	SetCores func(h any, c *Cores)
	// SetYield makes the command group's native kernel launch, when it
	// is one-dimensional, stoppable part-way through y (Yield).
	SetYield func(h any, y *Yield)
	// Flushed reports whether a submitted command (ev is its *sycl.Event)
	// is an OpenCL kernel enqueued directly (enqueued; false while it
	// waits on the host for its dependencies, and for native commands)
	// and whether its queue was flushed explicitly after it was enqueued.
	Flushed func(ev any) (enqueued, flushed bool)
)

// Cores switches how many of the native device's workers native kernel
// launches leave idle, to the host, before and while they run: a
// co-executed launch leaves some cores to its OpenCL units' copies
// (coexecutor.HostCores) while such a unit has a package in flight, and
// one to the work its host does beside it (coexecutor/cluster's
// Director) while that work is in flight, and computes on every worker
// otherwise. It also switches whether their workers share their
// processors with the process's other goroutines (SetShare). The zero
// Cores leaves none, without sharing.
type Cores struct {
	mu    sync.Mutex
	left  int
	share bool
	next  int
	runs  map[int]func(left int, share bool)
}

// Set switches the launches attached to c, and those attached later, to
// leave left of the native device's workers idle (at least one computes;
// 0: all compute); the workers over the bound leave a launch as each
// ends its chunk of work-groups.
func (c *Cores) Set(left int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.switchTo(max(left, 0), c.share)
}

// SetShare switches whether the workers of the launches attached to c,
// and of those attached later, let the process's other goroutines run
// now and then between their chunks of work-groups (share) or hold their
// processors until they end: a co-executed launch shares while another
// unit builds its program, so that the build's end is seen when it comes
// and not once the runtime preempts a worker.
func (c *Cores) SetShare(share bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.switchTo(c.left, share)
}

// switchTo changes the settings and tells the attached launches, under mu.
func (c *Cores) switchTo(left int, share bool) {
	if c.left == left && c.share == share {
		return
	}
	c.left, c.share = left, share
	for _, f := range c.runs {
		f(left, share)
	}
}

// Attach adds a launch about to start: set is called with the setting
// now before Attach returns, and again with each switch (Set), one call
// at a time, until detach is called (once the launch has ended), with
// both settings (Set, SetShare). Package sycl calls it.
func (c *Cores) Attach(set func(left int, share bool)) (detach func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.runs == nil {
		c.runs = map[int]func(int, bool){}
	}
	id := c.next
	c.next++
	c.runs[id] = set
	set(c.left, c.share)
	return func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		delete(c.runs, id)
	}
}

// Yield stops a native kernel launch part-way: a co-executed package that
// gives back the work-items it has not started (SetYield).
type Yield struct {
	// Align is the work-items along dimension 0 at whose multiples,
	// counted from the start of the launch's part, it may stop; at least
	// Align of them run (all, in a part smaller than that).
	Align int

	mu   sync.Mutex
	stop func(align int) int
	ran  int // the work-items that run, once stopped
	done bool
}

// Start makes y stop the launch through stop, which ends it early at a
// multiple of align work-items and returns the work-items that run.
// Package sycl calls it as the launch starts.
func (y *Yield) Start(stop func(align int) int) {
	y.mu.Lock()
	y.stop = stop
	y.mu.Unlock()
}

// Stop stops the launch where it can, if it has started; the work-items
// that do not run are the caller's to run elsewhere (Ran).
func (y *Yield) Stop() {
	y.mu.Lock()
	defer y.mu.Unlock()
	if y.stop != nil && !y.done {
		y.ran, y.done = y.stop(max(1, y.Align)), true
	}
}

// Ran returns the work-items of the launch's part that run, counted
// from its start, when Stop stopped it; stopped is false otherwise.
func (y *Yield) Ran() (items int, stopped bool) {
	y.mu.Lock()
	defer y.mu.Unlock()
	return y.ran, y.done
}
