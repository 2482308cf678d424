package memory

// This file is chained fetches: bringing a range of a buffer home with
// its copies enqueued at once, each waiting on the device for the
// commands that write the range (opencl.Device.ReadAfter), so that a
// pipelined launch enqueues piece k's copy home right after piece k's
// kernel, and the device runs it while piece k+1 computes, with no host
// round trip between the kernel's end and the copy's start.

import (
	"fmt"
	"sync"
	"sync/atomic"

	cl "github.com/jgillich/go-opencl/cl"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// ChainOn returns a new reference to the OpenCL event of ev's command
// when that command is enqueued on a queue of device loc (one context)
// and still pending, with its queue flushed, so that a command of
// another queue of loc may wait for it; nil otherwise. With wait, a
// command of loc not yet enqueued (its copies in still running) is
// waited for until it is. The caller releases the event. Package sycl
// sets it for its events; nil chains nothing.
var ChainOn func(ev Event, loc Loc, wait bool) *cl.Event

// ChainOnGuarded is ChainOn for a fetch whose waiter waits for the
// commands on the host before it waits for the copies (FetchAsyncGuarded):
// it chains to a command that may be left unexecuted too (a reduction's
// Finish kernel behind a first kernel still running, a command behind a
// wait-list dependency still pending), whose copies would never run
// should that fail, and returns the command's queue as well: the copies
// are enqueued there, where one that never runs holds up only that
// queue, not the device's transfer queue.
var ChainOnGuarded func(ev Event, loc Loc, wait bool) (*cl.Event, *opencl.Queue)

// abandoned holds the chained copies of guarded fetches whose commands
// failed: such a copy may never run (PoCL leaves a command behind a
// failed one queued), or run late, and cannot be waited for, so its
// OpenCL event and the landing area it writes (landing.go; never the
// buffer's host memory) are kept, never released (Go memory referenced,
// pinned memory left mapped), rather than freed under a copy that might
// still run.
var abandoned struct {
	mu   sync.Mutex
	pend []*opencl.Pending
	host [][]byte
	// pinned is the pinned landing areas among host.
	pinned []*opencl.Pinned
}

// Abandoned is how many chained copies guarded fetches have abandoned
// (their commands failed), for tests.
func Abandoned() int {
	abandoned.mu.Lock()
	defer abandoned.mu.Unlock()
	return len(abandoned.pend)
}

// AbandonedPinned is how many pinned host memories abandoned copies
// write into are kept mapped, for tests.
func AbandonedPinned() int {
	abandoned.mu.Lock()
	defer abandoned.mu.Unlock()
	return len(abandoned.pinned)
}

// chainedCopies counts the copies home enqueued chained (ChainedCopies).
var chainedCopies atomic.Int64

// ChainedCopies is how many copies home the process has enqueued chained
// to the commands that wrote their bytes, for tests that tell the chained
// path from the host's.
func ChainedCopies() int64 { return chainedCopies.Load() }

// Fetching is a fetch under way (FetchAsync). Wait ends it; every
// Fetching must be waited, once, from one goroutine.
type Fetching struct {
	b      *Buffer
	lo, hi int
	ev     *HostEvent
	deps   []Event
	xfers  []Transfer
	// chained: the transfers were enqueued chained, pend[i] (or the
	// error errs[i]) is transfer i's; otherwise Wait runs them. async,
	// when set, is closed once a goroutine has decided (and enqueued).
	chained bool
	guarded bool // FetchAsyncGuarded
	async   chan struct{}
	pend    []*opencl.Pending
	errs    []error
	land    *landing // guarded and chained: where the copies land (landing.go)
	done    bool
	moved   Moved
	err     error
}

// FetchAsync begins making bytes [lo, hi) of b current in host memory,
// as Fetch does, and returns without blocking. When every transfer comes
// from one device and every command it waits for is an OpenCL command
// pending on that device (ChainOn), the transfers are enqueued at once,
// chained on the device (for a command whose copies in still run on the
// host, once it has been enqueued); otherwise Wait waits for the commands
// on the host and runs the transfers then. The range is a read-only host access
// until Wait returns: commands that write it wait for it.
func (b *Buffer) FetchAsync(lo, hi int) (*Fetching, error) {
	return b.fetchAsync(lo, hi, false)
}

// FetchAsyncGuarded is FetchAsync that chains its copies on the device
// to commands whose failure is still unknown as well (ChainOnGuarded): a
// reduction's result, its Finish kernel queued behind a first kernel
// still running. Wait then waits for the commands on the host first
// (Event.Wait returns a command's failure rather than hang), and for the
// copies only when every command succeeded; otherwise the copies, which
// may never run, are abandoned (kept, never released) and the range is
// left out of date on the host. The copies are enqueued on the
// commands' own queue (ChainOnGuarded; commands of several queues are
// waited for on the host), not on the device's transfer queue: a copy
// that never runs holds up that queue alone, which the caller replaces
// once one of its commands has failed. For a few bytes brought home at
// the end of a launch (a unit's partial results) that may fail: the cost
// of a failure is an OpenCL event and those bytes kept for the process's
// life.
func (b *Buffer) FetchAsyncGuarded(lo, hi int) (*Fetching, error) {
	return b.fetchAsync(lo, hi, true)
}

func (b *Buffer) fetchAsync(lo, hi int, guarded bool) (*Fetching, error) {
	ev := NewHostEvent()
	deps, xfers, err := b.Plan(nil, lo, hi, Read, ev, nil)
	if err != nil {
		ev.End()
		return nil, err
	}
	f := &Fetching{b: b, lo: lo, hi: hi, ev: ev, deps: deps, xfers: xfers, guarded: guarded}
	if len(xfers) == 0 || ChainOn == nil || (guarded && ChainOnGuarded == nil) {
		return f, nil
	}
	loc := xfers[0].from
	for _, x := range xfers {
		if x.to != nil || x.from != loc {
			return f, nil
		}
	}
	if f.chain(loc, false) {
		return f, nil
	}
	// A command not yet enqueued (its copies in still running on the
	// host): a goroutine waits until it is, and chains then.
	f.async = make(chan struct{})
	go func() {
		defer close(f.async)
		f.chain(loc, true)
	}()
	return f, nil
}

// chain enqueues the transfers from loc chained to the commands they
// wait for, and reports whether it did: every pending command must be
// an OpenCL command of loc (ChainOn; with wait, one not yet enqueued is
// waited for).
func (f *Fetching) chain(loc Loc, wait bool) bool {
	var evs []*cl.Event
	defer func() {
		for _, e := range evs {
			opencl.ReleaseEvent(e)
		}
	}()
	var q *opencl.Queue // guarded: the commands' queue, one for all
	for _, d := range f.deps {
		if d.Done() {
			continue // a failure is Lost's, in Wait
		}
		var e *cl.Event
		if f.guarded {
			var eq *opencl.Queue
			e, eq = ChainOnGuarded(d, loc, wait)
			if e != nil && q != nil && eq != q {
				evs = append(evs, e)
				return false // commands of two queues: the host waits
			}
			q = eq
		} else {
			e = ChainOn(d, loc, wait)
		}
		if e == nil {
			if d.Done() && d.Wait() == nil { // finished meanwhile
				continue
			}
			// Failed (it may never have enqueued what writes the range:
			// a copy chained to nothing would bring the device's old
			// bytes home), or not an OpenCL command of loc: the host
			// waits, and copies only after a success.
			return false
		}
		evs = append(evs, e)
	}
	f.chained = true
	if f.guarded {
		f.land = f.b.takeLanding() // landing.go
	}
	f.pend, f.errs = make([]*opencl.Pending, len(f.xfers)), make([]error, len(f.xfers))
	for i, x := range f.xfers {
		dst := x.buf.Host[x.lo:x.hi]
		if f.land != nil {
			dst = f.land.b[x.lo:x.hi]
		}
		if q != nil {
			f.pend[i], f.errs[i] = x.startAfterOn(q, dst, evs)
		} else {
			f.pend[i], f.errs[i] = x.startAfter(dst, evs)
		}
	}
	chainedCopies.Add(int64(len(f.xfers)))
	return true
}

// Wait blocks until the fetch has ended and returns what its transfers
// moved and its error: a transfer's failure, or the failure of a command
// that lost part of the range (Lost), which is preferred as the cause.
// After a failure the range is not current on the host.
func (f *Fetching) Wait() (Moved, error) {
	if f.done {
		return f.moved, f.err
	}
	f.done = true
	if f.async != nil {
		<-f.async
	}
	var failure error
	if !f.chained || f.guarded {
		for _, d := range f.deps {
			if err := d.Wait(); err != nil && failure == nil { // a failure that lost data is in Lost below
				failure = err
			}
		}
	}
	if f.chained && f.guarded && failure != nil {
		// The copies wait for a command that failed: they may never run.
		// They write the landing area, never Host (landing.go): the
		// area is kept, and the buffer takes another for its next fetch.
		kept := false
		abandoned.mu.Lock()
		for i, x := range f.xfers {
			if f.errs[i] == nil {
				abandoned.pend = append(abandoned.pend, f.pend[i])
				kept = true
			}
			x.invalidate()
		}
		if kept {
			f.b.dropLanding(f.land)
			abandoned.host = append(abandoned.host, f.land.b)
			if f.land.pinned != nil {
				abandoned.pinned = append(abandoned.pinned, f.land.pinned)
			}
		}
		abandoned.mu.Unlock()
		if lost := f.b.Lost(f.lo, f.hi); lost != nil {
			failure = lost
		}
		f.err = failure
		f.ev.End()
		return f.moved, f.err
	}
	// A command of the range that failed left undefined bytes (Lost says
	// which): unchained, the copies do not bring them home, so that the
	// host keeps its bytes from before the command (which may then be
	// current again: Revert).
	depFailed := failure
	failure = nil
	var ran []Transfer // chained copies that ran
	for i, x := range f.xfers {
		var err error
		switch {
		case f.chained:
			if err = f.errs[i]; err == nil {
				err = f.pend[i].Wait()
			}
			if err != nil {
				x.invalidate()
			} else if f.land != nil {
				copy(x.buf.Host[x.lo:x.hi], f.land.b[x.lo:x.hi])
			} else {
				ran = append(ran, x)
			}
		case depFailed != nil:
			x.invalidate()
			if failure == nil {
				failure = depFailed
			}
			continue
		default:
			err = x.Run()
		}
		if err != nil {
			if failure == nil {
				failure = fmt.Errorf("transfer %v: %w", x, err)
			}
			continue
		}
		f.moved.Add(x.Moved())
	}
	copiedFailed := false
	if f.chained {
		var cause error
		for _, d := range f.deps {
			if err := d.Wait(); err != nil && cause == nil { // its failure, recorded as lost, is the cause
				cause = err
			}
		}
		if cause != nil {
			// A driver may run a copy whose wait list holds a failed
			// command (PoCL does): what it wrote into Host is what the
			// failed command left.
			for _, x := range ran {
				f.b.Clobbered(x.lo, x.hi, cause)
			}
			if failure == nil {
				failure = cause
			}
			copiedFailed = len(ran) > 0
		}
	}
	if lost := f.b.Lost(f.lo, f.hi); lost != nil {
		failure = lost
	}
	if copiedFailed {
		failure = fmt.Errorf("%w (%w)", failure, ErrCopiedFailed)
	}
	f.err = failure
	f.ev.End()
	return f.moved, f.err
}
