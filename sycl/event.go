package sycl

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	cl "github.com/jgillich/go-opencl/cl"

	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/memory"
)

// Profile holds a command's timestamps in nanoseconds. For OpenCL commands
// they are the device's profiling counters (one clock per device); for
// native commands and host tasks they are host monotonic time. Durations
// between them are comparable across devices; absolute values are not.
type Profile struct {
	Submit, Start, End int64
	// Queued is when the host enqueued the command (OpenCL's
	// CL_PROFILING_COMMAND_QUEUED; Submit for native commands and host
	// tasks): Submit - Queued is the time the command waited, enqueued,
	// for its queue to be flushed to the device.
	Queued int64
}

// hostProfile is the Profile of a command run by the host.
func hostProfile(submit, start, end int64) Profile {
	return Profile{Submit: submit, Start: start, End: end, Queued: submit}
}

// Duration returns End - Start.
func (p Profile) Duration() time.Duration { return time.Duration(p.End - p.Start) }

// Event is the completion of a submitted command.
type Event struct {
	done chan struct{}
	err  error
	prof Profile
	q    *Queue  // for the command's description in errors
	act  *action // nil for an empty command group
	// lose, set on an OpenCL command enqueued directly, tells the buffers
	// it writes that its failure lost their data (command.lose); the
	// waiter that finds the failure calls it before the event completes.
	lose func(error)
	// moved is what the command's transfers moved (see memory.Moved),
	// written before it completes.
	moved memory.Moved

	// An OpenCL command enqueued directly by Submit completes when its
	// cl_event does; the first waiter harvests the status and timings and
	// releases the cl_event (under mu, as Submit may be retaining it for a
	// wait list at the same time).
	isCL bool // fixed at creation
	// enq, for a kernel on an OpenCL queue, is closed once the kernel is
	// on the queue (isCL: once cl is set; else by markLaunched), or the
	// command failed before it; nil for other commands.
	enq     chan struct{}
	mu      sync.Mutex
	cl      *cl.Event
	clQueue *opencl.Queue
	// enqFlushes is clQueue's Flushes as cl was set: the command has
	// been flushed explicitly once they are more (flushedAfterEnqueue).
	enqFlushes uint64
	harvest    sync.Once
	// first, when the command is several OpenCL commands (a reduction's
	// kernel and its Finish), is the first one's cl_event, whose start
	// starts the command's profile; cl is the last one's.
	first *cl.Event
	// after are the pending OpenCL commands of the device that the cl
	// commands wait for without the host: those in their wait list, and
	// in ordered those before them on their in-order queue. Set before
	// setCLFlushes, cleared by the harvest (see waitBefore).
	after, ordered []*Event

	// onDone are run as the command completes, before any waiter
	// returns (memory.Finisher); ended is set then; callbackErr holds
	// the panics recovered in them. All under mu.
	onDone      []func()
	ended       bool
	callbackErr error

	// fate is what became of the command's OpenCL commands on the
	// device, set by the harvest before done closes.
	fate fate

	// acted is closed once the command's action has finished, actErr its
	// outcome: by launchCL for a kernel that does host work after it
	// (copying USM views back), by complete otherwise. The next command
	// of an in-order queue in a co-executed launch waits only for it
	// (waitAction).
	acted   chan struct{}
	actErr  error
	actOnce sync.Once

	// launchOnce closes enq for a command that is not isCL (markLaunched).
	launchOnce sync.Once
}

// OnComplete runs f as the command completes, before Wait returns (on a
// goroutine of its own at once, when it has completed, or when e is nil:
// a nil event is finished). A nil f is ignored. A panic in f is
// recovered: from then on Wait returns it, as an error wrapping
// ErrCallbackPanic, with the command's own error.
func (e *Event) OnComplete(f func()) {
	if f == nil {
		return
	}
	if e == nil {
		go func() { _ = recovered(f) }() // no event to hold the panic
		return
	}
	e.onComplete(func() {
		if err := recovered(f); err != nil {
			e.mu.Lock()
			e.callbackErr = errors.Join(e.callbackErr, err)
			e.mu.Unlock()
		}
	})
}

// onComplete is OnComplete for the runtime's own functions, which it
// runs bare: as the command completes, or on a goroutine of its own at
// once when it has.
func (e *Event) onComplete(f func()) {
	e.mu.Lock()
	if !e.ended {
		e.onDone = append(e.onDone, f)
		e.mu.Unlock()
		return
	}
	e.mu.Unlock()
	go f() // the caller may hold what f takes
}

// ErrCallbackPanic is wrapped by the error of a panic recovered in a
// function given to Event.OnComplete.
var ErrCallbackPanic = errors.New("sycl: OnComplete callback panicked")

// recovered runs f and returns the panic it recovers, if any, as an
// error wrapping ErrCallbackPanic.
func recovered(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", ErrCallbackPanic, r)
		}
	}()
	f()
	return nil
}

// runOnDone runs the functions of OnComplete, just before done closes.
func (e *Event) runOnDone() {
	e.mu.Lock()
	fs := e.onDone
	e.onDone, e.ended = nil, true
	e.mu.Unlock()
	for _, f := range fs {
		f()
	}
}

// clProfile is the profile of the command whose last OpenCL command is c.
func (e *Event) clProfile(c *cl.Event) Profile {
	if e.first != nil {
		if qd, s, st, en, err := opencl.ProfilingSpan(e.first, c); err == nil {
			return Profile{Submit: s, Start: st, End: en, Queued: qd}
		}
	}
	qd, s, st, en, err := opencl.ProfilingTimes(c)
	if err != nil {
		return Profile{}
	}
	return Profile{Submit: s, Start: st, End: en, Queued: qd}
}

// releaseFirst releases the first of several OpenCL commands' event.
func (e *Event) releaseFirst() {
	if e.first != nil {
		opencl.ReleaseEvent(e.first)
		e.first = nil
	}
}

func newEvent(q *Queue, a *action) *Event {
	return &Event{done: make(chan struct{}), acted: make(chan struct{}), q: q, act: a}
}

// actionDone records that the command's action has finished with err
// (prefixed, as the command's error), once.
func (e *Event) actionDone(err error) {
	e.actOnce.Do(func() {
		e.actErr = err
		close(e.acted)
	})
	e.markLaunched()
}

// markLaunched records, for a kernel command that is not isCL, that its
// kernel is on its queue, or that it will never be (its action has
// ended), once (enq).
func (e *Event) markLaunched() {
	if !e.isCL && e.enq != nil {
		e.launchOnce.Do(func() { close(e.enq) })
	}
}

// waitLaunched waits until the command's kernel is on its OpenCL queue,
// or its action has ended without it (enq, which must be set), and
// returns the action's failure if it has already ended with one: a
// command enqueued after it on the same in-order queue then runs after it
// on the device, and checks its outcome later (waitBefore, orderedDone).
func (e *Event) waitLaunched() error {
	<-e.enq
	select {
	case <-e.acted:
		return e.actErr
	default:
		return nil
	}
}

// waitAction waits until the command's action has finished and returns
// its error; for a command that does nothing after its action, as Wait.
func (e *Event) waitAction() error {
	if e.isCL || e.acted == nil {
		return e.Wait()
	}
	<-e.acted
	return e.actErr
}

// name describes the command for error messages, built only when needed.
func (e *Event) name() string {
	if e.q == nil {
		return "command"
	}
	return e.q.describe(e.act)
}

// newCLEvent is the event of an OpenCL kernel launch: it completes when
// its cl_event does.
func newCLEvent(q *Queue, a *action) *Event {
	e := newEvent(q, a)
	e.isCL, e.enq = true, make(chan struct{})
	return e
}

// setCLFlushes publishes the enqueued command's cl_event.
//
// n is how many times q had been flushed when the command was enqueued
// (flushedAfterEnqueue counts the flushes since).
func (e *Event) setCLFlushes(ev *cl.Event, q *opencl.Queue, n uint64) {
	e.mu.Lock()
	e.cl, e.clQueue, e.enqFlushes = ev, q, n
	e.mu.Unlock()
	close(e.enq)
}

var epoch = time.Now()

func hostNow() int64 { return int64(time.Since(epoch)) }

// complete marks a command finished.
func (e *Event) complete(err error, prof Profile) {
	e.actionDone(err)
	e.err, e.prof = err, prof
	e.act.dropData()
	e.lose = nil
	e.runOnDone()
	close(e.done)
	if e.isCL {
		e.mu.Lock()
		enqueued := e.cl != nil
		e.mu.Unlock()
		if !enqueued {
			close(e.enq) // failed before reaching the device
		}
	}
}

var errZeroEvent = errors.New("sycl: zero Event (events come from Submit and the queue shortcuts)")

// Wait blocks until the command has finished and returns its error: its
// own failure, or the failure of a command it depended on. It returns
// once a dependency has failed on the device even when the command was
// queued on the device behind it, where OpenCL never runs it; once the
// command has ended where the device runs it all the same (see
// waitBefore), joined with the panics recovered in its OnComplete
// functions (ErrCallbackPanic). A nil event is finished; a zero Event is
// an error.
func (e *Event) Wait() error {
	if e == nil {
		return nil
	}
	if e.done == nil {
		return errZeroEvent
	}
	if e.isCL {
		select {
		case <-e.done:
		case <-e.enq:
			e.harvest.Do(e.harvestCL)
		}
	}
	<-e.done
	e.mu.Lock()
	cb := e.callbackErr
	e.mu.Unlock()
	if cb != nil {
		return errors.Join(e.err, cb)
	}
	return e.err
}

func (e *Event) harvestCL() {
	e.mu.Lock()
	c := e.cl
	e.mu.Unlock()
	if c == nil {
		return // failed before enqueue; complete was called
	}
	var p Profile
	runs, err := e.waitBefore()
	e.fate = fateHalted
	if runs {
		err = awaitRunning(c, err)
		if err == nil && e.q.profiling {
			p = e.clProfile(c)
		}
		e.fate = deviceFate(c)
	}
	e.mu.Lock()
	opencl.ReleaseEvent(c)
	e.cl = nil
	e.mu.Unlock()
	e.releaseFirst()
	if err != nil {
		err = commandError(e.name(), err)
		if e.lose != nil {
			e.lose(err)
		}
	}
	e.lose = nil
	e.err, e.prof = err, p
	e.act.dropData()
	e.runOnDone()
	close(e.done)
}

// awaitRunning waits for c, a command's last cl_event that the device
// runs (waitBefore), and returns err, the failure of what the command
// waited for, or else c's own: after a dependency's failure the
// command's error is the dependency's, and it is waited for all the
// same, so that nothing it writes lands after its event completes.
func awaitRunning(c *cl.Event, err error) error {
	if werr := opencl.WaitEvent(c); err == nil {
		return werr
	}
	return err
}

// waitBefore waits, in order, for what the command's last cl_event
// depends on: the commands in ordered and after, then the first of its
// own OpenCL commands (a reduction's kernel, before its Finish). It
// returns the first failure, wrapped in ErrDependencyFailed when it is
// another command's, and whether the device runs the command's last
// cl_event: always when nothing failed, and all the same after a
// failure that left the device running what follows it.
//
// OpenCL does not run a command whose wait list holds an event that
// failed on the device, and clWaitForEvents on it may never return
// (PoCL's does not, for a command enqueued after the failure); so a
// failure must be found before waiting for the command. A dependency
// whose failure left the device running what follows it (see fate)
// leaves the command to run: the caller then waits for it before the
// command's event completes, or a caller freeing the memory on that
// completion would have it written after the free.
//
// On success this adds no device round trip: the dependencies are
// enqueued ahead of the command and complete before it, and the host
// only checks (or waits for) them before waiting for the command itself;
// the device never waits for the host.
func (e *Event) waitBefore() (runs bool, err error) {
	e.mu.Lock()
	ordered, after := e.ordered, e.after
	e.after, e.ordered = nil, nil
	e.mu.Unlock()
	runs = true
	wait := func(d *Event, halts func() bool) {
		if derr := d.Wait(); derr != nil && err == nil {
			err = dependencyFailed(derr)
		}
		runs = runs && !halts()
	}
	for _, d := range ordered {
		if d.isCL {
			wait(d, d.haltsQueue)
			continue
		}
		// A command that does host work after its kernel (copies home)
		// orders what follows it on the device by its kernel alone.
		if derr := d.waitAction(); derr != nil && err == nil {
			err = dependencyFailed(derr)
		}
		runs = runs && !d.haltsQueue()
	}
	for _, d := range after {
		wait(d, d.haltsWaiters)
	}
	if e.first == nil || !runs {
		return runs, err
	}
	if st, serr := opencl.EventStatus(e.first); serr == nil && st == 0 {
		return true, err // CL_COMPLETE
	}
	if ferr := opencl.WaitEvent(e.first); ferr != nil && err == nil {
		err = ferr
	}
	return deviceFate(e.first) == fateRan, err // the last waits for it
}

// fate is what became of an OpenCL command on its device, which decides
// whether the commands chained to it there run (waitBefore). The host's
// reading of the command may differ: a fault the host alone reports
// (faults.Fault.Marker) completes on the device.
type fate uint8

const (
	// fateRan: its last cl_event completed on the device; what waits for
	// it runs.
	fateRan fate = iota
	// fateOffQueue: it failed through a user event, which is on no queue:
	// the commands that wait for the event do not run, those after the
	// command on its in-order queue do (an injected fault's failure).
	fateOffQueue
	// fateHalted: it failed on the device, or never ran: nothing chained
	// to it runs.
	fateHalted
)

// deviceFate is the fate of the command whose last cl_event is c, ended
// or never to run.
func deviceFate(c *cl.Event) fate {
	st, err := opencl.DeviceStatus(c)
	switch {
	case err == nil && st == 0:
		return fateRan
	case err == nil && st < 0 && opencl.IsUserEvent(c):
		return fateOffQueue
	}
	return fateHalted
}

// haltsWaiters reports whether the command, finished, left the commands
// with its cl_event in their wait list unexecuted.
func (e *Event) haltsWaiters() bool { return e.fate != fateRan }

// haltsQueue reports whether the command, finished, left the commands
// after it on its in-order queue unexecuted.
func (e *Event) haltsQueue() bool { return e.fate == fateHalted }

// retainCL returns a reference to the pending cl_event, or nil once the
// command has been harvested.
func (e *Event) retainCL() *cl.Event {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.cl == nil {
		return nil
	}
	return opencl.RetainEvent(e.cl)
}

// WaitContext is Wait that gives up when ctx is done (the command goes on).
func (e *Event) WaitContext(ctx context.Context) error {
	if ctx == nil {
		return errors.New("sycl: Event.WaitContext(nil context)")
	}
	if e.Done() {
		return e.Wait()
	}
	ch := make(chan error, 1)
	go func() { ch <- e.Wait() }()
	select {
	case err := <-ch:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Done reports, without blocking, whether the command has finished (a
// nil or zero Event has).
func (e *Event) Done() bool {
	if e == nil || e.done == nil {
		return true
	}
	select {
	case <-e.done:
		return true
	default:
	}
	if !e.isCL {
		return false
	}
	select {
	case <-e.enq:
	default:
		return false // still waiting for its dependencies on the host
	}
	e.mu.Lock()
	pending := e.cl != nil
	st, err := 0, error(nil)
	var deps, ordered []*Event
	if pending {
		st, err = opencl.EventStatus(e.cl)
		if err == nil && st > 0 && e.first != nil {
			if fst, ferr := opencl.DeviceStatus(e.first); ferr != nil || fst < 0 {
				st = fst // the first of its commands failed: the last never runs
			}
		}
		deps, ordered = e.after, e.ordered
	}
	e.mu.Unlock()
	ready, halted := depsDone(deps)
	if ready {
		var h bool
		ready, h = orderedDone(ordered)
		halted = halted || h
	}
	if !pending || err != nil || (ready && (st <= 0 || halted)) {
		e.harvest.Do(e.harvestCL)
		<-e.done
		return true
	}
	if st == 3 { // CL_QUEUED: make sure the device sees it
		e.clQueue.Flush()
	}
	return false
}

// depsDone reports, without blocking, whether deps have all finished
// (ready) and whether one of them failed on the device (halted): then a
// command that waits for it never runs, and the harvest finds that at
// once (see waitBefore).
func depsDone(deps []*Event) (ready, halted bool) {
	for _, d := range deps {
		if !d.Done() {
			return false, false
		}
		halted = halted || d.haltsWaiters()
	}
	return true, halted
}

// orderedDone is depsDone for the commands before a command on its
// in-order queue. They are not in its wait list: the device orders them,
// and none of them can be left unexecuted because of another's failure
// without being in a wait list itself, so a command still pending (as
// its cl_event reports) ends the look-up there: Done costs a constant
// per call however many commands the queue holds, and goes further back
// only through commands that have ended and that it harvests.
func orderedDone(prev []*Event) (ready, halted bool) {
	for _, d := range prev {
		select {
		case <-d.done:
			halted = halted || d.haltsQueue()
			continue
		default:
		}
		if !d.isCL { // ordered by its kernel alone (waitBefore)
			select {
			case <-d.acted:
				halted = halted || d.haltsQueue()
				continue
			default:
				return false, false
			}
		}
		d.mu.Lock()
		st, err := 0, error(nil)
		if d.cl != nil {
			st, err = opencl.EventStatus(d.cl)
			if err == nil && st > 0 && d.first != nil {
				if fst, ferr := opencl.DeviceStatus(d.first); ferr != nil || fst < 0 {
					st = -1
				}
			}
		}
		d.mu.Unlock()
		if err == nil && st > 0 {
			return false, false
		}
		if !d.Done() {
			return false, false
		}
		halted = halted || d.haltsQueue()
	}
	return true, halted
}

// Profile returns the command's timestamps after it has finished. The
// queue must have been created with EnableProfiling.
func (e *Event) Profile() (Profile, error) {
	if e == nil {
		return Profile{}, errors.New("sycl: Profile of a nil Event")
	}
	if err := e.Wait(); err != nil {
		return Profile{}, err
	}
	if e.q != nil && !e.q.profiling {
		return Profile{}, ErrNoProfiling
	}
	return e.prof, nil
}

func init() {
	memory.ChainOn = func(ev memory.Event, loc memory.Loc, wait bool) *cl.Event {
		e, _ := chainOn(ev, loc, wait, false)
		return e
	}
	memory.ChainOnGuarded = func(ev memory.Event, loc memory.Loc, wait bool) (*cl.Event, *opencl.Queue) {
		return chainOn(ev, loc, wait, true)
	}
}

// chainOn is memory.ChainOn for the events of OpenCL commands enqueued
// directly: a new reference to the pending cl_event when its queue is on
// device loc, after flushing that queue (a command of another queue may
// wait only for a flushed one). With wait, a command not yet enqueued is
// waited for until it is, or until it fails before. With guarded
// (memory.ChainOnGuarded), a command that may be left unexecuted chains
// too: its copies' waiter waits for it on the host first. It returns the
// command's queue with the event.
func chainOn(me memory.Event, loc memory.Loc, wait, guarded bool) (*cl.Event, *opencl.Queue) {
	e, ok := me.(*Event)
	if !ok || e == nil || !e.isCL || loc == nil || e.q == nil || e.q.dev.cl != loc {
		return nil, nil
	}
	if wait {
		select {
		case <-e.enq:
		case <-e.done:
		}
	}
	if !enqueued(e) {
		return nil, nil
	}
	// A command queued behind one whose failure is still unknown (its
	// first kernel, or a wait-list dependency, pending) may never run
	// (see waitBefore), and a copy chained to it would never run either:
	// such a command's copies wait for it on the host.
	e.mu.Lock()
	if e.cl == nil {
		e.mu.Unlock()
		return nil, nil // harvested: nothing to chain to
	}
	after := e.after
	if e.first != nil && !guarded {
		if st, err := opencl.EventStatus(e.first); err != nil || st != 0 {
			e.mu.Unlock()
			return nil, nil
		}
	}
	e.mu.Unlock()
	for _, d := range after {
		if !guarded && (!d.Done() || d.Wait() != nil) {
			return nil, nil
		}
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.cl == nil || e.clQueue == nil || e.clQueue.Device() != loc {
		return nil, nil
	}
	if e.clQueue.Flush() != nil {
		return nil, nil
	}
	return opencl.RetainEvent(e.cl), e.clQueue
}

// flushedAfterEnqueue reports whether the command is an OpenCL command
// enqueued directly (enqueued) and, if so, whether its queue was flushed
// explicitly after it was enqueued (internal/cgroup.Flushed).
func (e *Event) flushedAfterEnqueue() (enqueued, flushed bool) {
	if !e.isCL {
		return false, false
	}
	select {
	case <-e.enq:
	default:
		return false, false
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.clQueue == nil {
		return false, false // failed before reaching the device
	}
	return true, e.clQueue.Flushes() > e.enqFlushes
}
