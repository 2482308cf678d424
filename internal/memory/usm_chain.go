package memory

// This file is the chained copies of USM views in a co-executed launch:
// the copies into a location's view that a kernel needs are enqueued
// without blocking and the kernel waits for them on the device
// (FetchViewAsync); the copy home of the region a kernel writes is
// enqueued right after the kernel, waiting for it on the device
// (StartHome), as a buffer's chained fetch does (chain.go). A view's
// copies for regions that do not overlap are under way at once; a kernel
// that needs bytes another kernel's copy is still bringing waits for that
// copy's event on the device, not for a host lock, so that the copy
// engines of both directions and the compute engine of a device run one
// piece's copy in, another's kernel and a third's copy home at once (the
// pipelining of StarPU's data prefetch, Augonnet et al. 2011).
//
// Every copy under way is recorded with its allocation (Alloc.moving):
// whoever changes where the allocation's contents live (lockIO) waits for
// them first, on the device's events, so that no host lock is held across
// an asynchronous copy. A copy of Go memory stays pinned until it has
// completed (opencl.Pending).

import (
	"errors"
	"fmt"

	cl "github.com/jgillich/go-opencl/cl"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// errCopyFailed is the failure of a use whose bytes another kernel's copy,
// which failed, was bringing.
var errCopyFailed = errors.New("another kernel's copy of these bytes failed")

// transit is a copy under way between an allocation's home and a view.
type transit struct {
	ev *cl.Event // the allocation's own reference, released when the copy is waited
	sp span      // the bytes it moves
}

// addTransit records t as under way (a.mu held), and in v's arrivals for
// a copy in.
func (a *Alloc) addTransit(t *transit, v *view) {
	a.moving = append(a.moving, t)
	if v != nil {
		v.arriving = append(v.arriving, t)
	}
}

// endTransit forgets t (a.mu held) and releases its event.
func (a *Alloc) endTransit(t *transit, v *view) {
	a.moving = removeTransit(a.moving, t)
	if v != nil {
		v.arriving = removeTransit(v.arriving, t)
	}
	opencl.ReleaseEvent(t.ev)
	t.ev = nil
}

func removeTransit(ts []*transit, t *transit) []*transit {
	for i, x := range ts {
		if x == t {
			return append(ts[:i], ts[i+1:]...)
		}
	}
	return ts
}

// lockIO takes a.io for writing once every copy under way has completed:
// where the contents live may then change.
func (a *Alloc) lockIO() {
	a.io.Lock()
	a.mu.Lock()
	var evs []*cl.Event
	for _, t := range a.moving {
		evs = append(evs, opencl.RetainEvent(t.ev))
	}
	a.mu.Unlock()
	for _, e := range evs {
		_ = opencl.WaitEvent(e) // its owner reports a failure
		opencl.ReleaseEvent(e)
	}
}

// waitArrivals waits on the host for the copies into v under way that
// overlap [lo, hi) (for a use outside a launch, whose kernel does not
// wait for them on the device).
func (a *Alloc) waitArrivals(v *view, lo, hi int) {
	a.mu.Lock()
	var evs []*cl.Event
	for _, t := range v.arriving {
		if t.sp.lo < hi && lo < t.sp.hi {
			evs = append(evs, opencl.RetainEvent(t.ev))
		}
	}
	a.mu.Unlock()
	for _, e := range evs {
		_ = opencl.WaitEvent(e)
		opencl.ReleaseEvent(e)
	}
}

// Arrivals are the copies into a view that one kernel needs
// (FetchViewAsync). The kernel waits for Events on the device; Wait ends
// the copies it started. Every Arrivals must be waited, once.
type Arrivals struct {
	a    *Alloc
	loc  Loc
	v    *view
	s    *Session
	own  []arrival
	wait []*cl.Event
	done bool
	err  error
}

// arrival is one copy an Arrivals started.
type arrival struct {
	t *transit
	p *opencl.Pending
}

// FetchViewAsync is FetchView without blocking: the copies of the parts
// of [lo, hi) that loc's view lacks are enqueued at once on loc's
// transfer queue, and the returned Arrivals' Events are what a kernel
// needing the region must wait for on loc: those copies, and copies of
// other kernels of the launch still bringing parts of the region. Where a
// copy cannot be chained (the home is not host memory, or staged Go
// memory) it is made before FetchViewAsync returns, as FetchView makes
// it. A nil Arrivals with a nil error: nothing to copy or wait for.
func (a *Alloc) FetchViewAsync(s *Session, loc Loc, lo, hi int, mode Mode) (*Arrivals, error) {
	if loc == nil { // the native device's view is Go memory: copied at once
		return nil, a.FetchView(s, loc, lo, hi, mode)
	}
	if !a.Fetches(s, loc, mode) || lo < 0 || hi > a.Size || lo > hi {
		return nil, nil
	}
	if err := a.live(); err != nil {
		return nil, err
	}
	if err := a.joinSession(s); err != nil {
		return nil, err
	}
	v, err := a.view(loc, false)
	if err != nil {
		return nil, err
	}
	r := &Arrivals{a: a, loc: loc, v: v, s: s}
	if err := r.fill(lo, hi); err != nil {
		r.Wait()
		return nil, err
	}
	if len(r.own) == 0 && len(r.wait) == 0 {
		return nil, nil
	}
	return r, nil
}

// fill starts the copies of the parts of [lo, hi) that the view lacks and
// gathers the events of those under way. v.filling is held only while
// the copies are enqueued, which does not block: two kernels' fills of
// the same bytes do not both copy them, and the second waits for the
// first's copy on the device.
func (r *Arrivals) fill(lo, hi int) error {
	a, v := r.a, r.v
	v.filling.Lock()
	defer v.filling.Unlock()
	a.mu.Lock()
	missing := v.valid.missing(lo, hi)
	var failed *transit
	for _, t := range v.arriving {
		if t.sp.lo < hi && lo < t.sp.hi {
			// A command waiting for an event that has already failed may
			// never run (PoCL's do not): such a copy fails this use.
			if st, err := opencl.EventStatus(t.ev); err != nil || st < 0 {
				failed = t
				continue
			}
			r.wait = append(r.wait, opencl.RetainEvent(t.ev))
		}
	}
	a.mu.Unlock()
	if failed != nil {
		return fmt.Errorf("copying bytes [%d,%d) of the %s allocation into its copy on %s: %w", failed.sp.lo, failed.sp.hi, a.Kind, LocName(r.loc), errCopyFailed)
	}
	for _, m := range missing {
		if err := a.settle(r.s, m.lo, m.hi); err != nil { // what other views alone hold
			return err
		}
		n, p, err := a.copyInAsync(r.loc, v, m.lo, m.hi)
		if err != nil {
			return fmt.Errorf("copying bytes [%d,%d) of the %s allocation into its copy on %s: %w", m.lo, m.hi, a.Kind, LocName(r.loc), err)
		}
		if n > 0 {
			a.count(r.s, r.loc, func(st *USMStats) { st.CopiesIn++; st.BytesIn += int64(n) })
		}
		a.mu.Lock()
		v.valid = v.valid.add(m.lo, m.hi)
		if p != nil {
			t := &transit{ev: opencl.RetainEvent(p.Event()), sp: m}
			a.addTransit(t, v)
			r.own = append(r.own, arrival{t, p})
			r.wait = append(r.wait, opencl.RetainEvent(p.Event()))
			chainedIns.Add(1)
		}
		a.mu.Unlock()
	}
	return nil
}

// copyInAsync copies the current contents of [lo, hi) into v: enqueued
// without blocking (p) where the home is host memory that loc's device
// reaches directly, made at once otherwise. It returns the bytes copied.
func (a *Alloc) copyInAsync(loc Loc, v *view, lo, hi int) (n int, p *opencl.Pending, err error) {
	a.io.RLock()
	defer a.io.RUnlock()
	if err := a.live(); err != nil {
		return 0, nil, err
	}
	h := a.hostView()
	if v.buf == nil || h == nil || (v.buf == a.clbuf && a.deviceUsers > 0) || !loc.Chains(h[lo:hi]) {
		n, err := a.copyInLocked(loc, v, lo, hi)
		return n, nil, err
	}
	p, err = loc.WriteAfter(v.buf, lo, h[lo:hi], nil)
	if err != nil {
		return 0, nil, err
	}
	if p.Event() == nil { // no bytes, or done
		return hi - lo, nil, p.Wait()
	}
	return hi - lo, p, nil
}

// Events are the copies the kernel must wait for on the device: new
// references that the caller releases (after enqueueing the kernel).
func (r *Arrivals) Events() []*cl.Event {
	if r == nil {
		return nil
	}
	evs := make([]*cl.Event, len(r.wait))
	for i, e := range r.wait {
		evs[i] = opencl.RetainEvent(e)
	}
	return evs
}

// Wait waits for the copies r started and returns the first failure,
// naming the bytes; a failed copy's bytes are no longer current in the
// view (the kernel that waited for it failed with it). It releases every
// event r holds. A second Wait returns the first's error.
func (r *Arrivals) Wait() error {
	if r == nil || r.done {
		if r == nil {
			return nil
		}
		return r.err
	}
	r.done = true
	a := r.a
	for _, o := range r.own {
		err := o.p.Wait()
		a.mu.Lock()
		if err != nil {
			r.v.valid = r.v.valid.remove(o.t.sp.lo, o.t.sp.hi)
			if r.err == nil {
				r.err = fmt.Errorf("copying bytes [%d,%d) of the %s allocation into its copy on %s: %w", o.t.sp.lo, o.t.sp.hi, a.Kind, LocName(r.loc), err)
			}
		}
		a.endTransit(o.t, r.v)
		a.mu.Unlock()
	}
	for _, e := range r.wait {
		opencl.ReleaseEvent(e)
	}
	r.own, r.wait = nil, nil
	return r.err
}

// Homing is a view's region on its way home (StartHome), ended by
// EndHomed.
type Homing struct {
	t    *transit
	v    *view
	p    *opencl.Pending
	done bool
	err  error
}

// StartHome enqueues the copy home that End would make after a kernel on
// loc that writes [lo, hi) of its view in mode, chained on the device to
// the kernel's event k (pending, its queue flushed), and returns it; nil
// where End copies as before (nothing to copy home, the home not host
// memory loc's device reaches directly, or k already failed: a command
// waiting for a failed event may never run). The kernel must not be a
// checked one whose fault record can fail it after its event succeeded.
// A non-nil Homing must be passed to EndHomed, once, which waits for it.
func (a *Alloc) StartHome(s *Session, loc Loc, lo, hi int, mode Mode, k *cl.Event) *Homing {
	if k == nil || loc == nil || mode == 0 || !mode.Writes() || deferred(s, mode) || lo >= hi || a.released.Load() {
		return nil
	}
	if r, err := a.route(s, loc, mode); err != nil || r != onView {
		return nil
	}
	if st, err := opencl.EventStatus(k); err != nil || st < 0 {
		return nil
	}
	a.mu.Lock()
	v := a.views[loc]
	a.mu.Unlock()
	if v == nil || v.buf == nil {
		return nil
	}
	a.io.RLock()
	defer a.io.RUnlock()
	h := a.hostView()
	if a.live() != nil || h == nil || (v.buf == a.clbuf && a.deviceUsers > 0) || !loc.Chains(h[lo:hi]) {
		return nil
	}
	p, err := loc.ReadAfter(v.buf, lo, h[lo:hi], []*cl.Event{k})
	if err != nil {
		return nil // End copies, and reports a failure then
	}
	hm := &Homing{v: v, p: p}
	if e := p.Event(); e != nil {
		hm.t = &transit{ev: opencl.RetainEvent(e), sp: span{lo, hi}}
		a.mu.Lock()
		a.addTransit(hm.t, nil)
		a.mu.Unlock()
	}
	chainedCopies.Add(1)
	return hm
}

// EndHomed is End for a Begin whose region StartHome sent home (h, which
// may be nil: then it is End). A failed kernel's copy may not run (its
// wait list failed), and its region stays stale in the view; a driver may
// also run it (PoCL runs the commands chained to a failed one), and then
// the host's bytes [lo, hi) hold what the failure left in the view: the
// error wraps ErrCopiedFailed. A copy that failed after the kernel
// succeeded is the error, naming the bytes.
func (a *Alloc) EndHomed(s *Session, loc Loc, lo, hi int, mode Mode, ok bool, h *Homing) error {
	if h == nil {
		return a.End(s, loc, lo, hi, mode, ok)
	}
	if !h.done {
		h.done = true
		h.err = h.p.Wait()
		if h.t != nil {
			a.mu.Lock()
			a.endTransit(h.t, nil)
			a.mu.Unlock()
		}
	}
	if !ok || h.err != nil {
		eerr := a.End(s, loc, lo, hi, mode, false)
		switch {
		case ok:
			return fmt.Errorf("copying bytes [%d,%d) of the %s allocation home from %s: %w", lo, hi, a.Kind, LocName(loc), h.err)
		case h.err == nil:
			return fmt.Errorf("bytes [%d,%d) of the %s allocation: the copy home from %s, chained to the failed kernel, ran: %w", lo, hi, a.Kind, LocName(loc), ErrCopiedFailed)
		}
		return eerr
	}
	a.count(s, loc, func(st *USMStats) { st.CopiesOut++; st.BytesOut += int64(hi - lo) })
	return a.end(s, loc, lo, hi, mode, true, true)
}
