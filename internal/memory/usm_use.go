package memory

// This file decides how a kernel on a location uses a USM allocation: in
// place, or on a copy of the regions it touches that the runtime keeps on
// that location (a view), and moves the data each way needs.
//
// The allocation's current contents live in one place, its home: its host
// view (Go memory, fine-grained SVM, a mapped coarse-grained allocation,
// an emulated allocation's host mirror) or its device's memory (a
// coarse-grained allocation while unmapped, an emulated one while a
// kernel on its device uses it whole). A location uses the allocation
//
//   - in place where it can address the home: its own device with SVM or
//     a device allocation, the native device with Go memory or
//     fine-grained SVM; a coarse-grained allocation on its own device is
//     held unmapped for a whole session (usm_session.go);
//   - through the legacy exclusive sides where a kernel uses a
//     coarse-grained or emulated allocation whole (a Ptr rather than a
//     region): its device unmaps it, or copies it in whole, for the
//     kernel, and the native device uses the host view only while no such
//     kernel runs;
//   - on a view otherwise: an OpenCL device of another context (its view
//     is a cl_mem on that device), the native device with a coarse-grained
//     allocation (Go memory), an emulated allocation's own device for
//     regions (the allocation's cl_mem, a view of the host mirror). Before
//     a kernel, the parts of its region it reads that the view lacks are
//     copied in from the home; after it succeeds, the region it writes is
//     copied back to the home, and every other view's copy of that region
//     becomes stale. A failed kernel's writes never leave its view. Views
//     need regions: a kernel that uses the allocation whole on a view is
//     refused, since the runtime could not tell what to copy back without
//     overwriting other locations' writes.
//
// Device allocations belong to their device: any other location is
// refused. Within a launch the packages of different locations touch
// different regions (or only read the same ones): the runtime does not
// order a view's copies against another location's kernels that race with
// them, as SYCL does not order racing work-items.

import (
	"errors"
	"fmt"
	"sync"
	"unsafe"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// ErrNotReachable is wrapped by the error of a use of a device allocation
// from a location other than its own device.
var ErrNotReachable = errors.New("device USM allocations belong to their device")

// ErrWholeOnCopy is wrapped by the error of a kernel that uses an
// allocation whole (not a region) on a location that works on a copy.
var ErrWholeOnCopy = errors.New("a kernel on a device that works on a copy of the allocation must use it by regions")

// route is how a location uses an allocation.
type route uint8

const (
	inPlace   route = iota + 1 // the location addresses the home directly
	held                       // in place; a session keeps a coarse-grained allocation unmapped
	exclusive                  // whole use of a coarse-grained or emulated allocation: one side at a time
	onView                     // a view: regions copied in and back
)

// view is a location's copy of an allocation and the byte ranges of it
// that are current.
type view struct {
	buf   *opencl.Buffer // an OpenCL device's copy (an emulated allocation's own clbuf on its device)
	host  []byte         // the native device's copy
	valid intervals
	// filling is held while fill copies into the view, or enqueues its
	// copies (FetchViewAsync): concurrent kernels of a location
	// (pipelined pieces) whose regions overlap (a stencil's halos) copy
	// each missing byte once.
	filling sync.Mutex
	// arriving are the copies into the view under way (usm_chain.go),
	// whose bytes valid already counts: a kernel that needs them waits
	// for their events (a.mu held).
	arriving []*transit
}

func (v *view) arg() Arg {
	if v.buf != nil {
		return Arg{Buf: v.buf}
	}
	return Arg{Host: v.host}
}

// route returns how kernels on loc use the allocation in session s (nil:
// none) with access mode (0: whole, read and written anywhere).
func (a *Alloc) route(s *Session, loc Loc, mode Mode) (route, error) {
	whole := mode == 0
	switch {
	case loc == a.Dev && (a.Strategy == GoMemory || a.Strategy == FineSVM || a.Kind == KindDevice):
		return inPlace, nil
	case loc == a.Dev && a.Strategy == CoarseSVM:
		if s != nil {
			return held, nil
		}
		return exclusive, nil
	case loc == a.Dev: // Emulated
		if whole {
			return exclusive, nil
		}
		return onView, nil
	case a.Kind == KindDevice:
		return 0, fmt.Errorf("%w: a %s allocation on %s used by a kernel on %s", ErrNotReachable, a.Kind, locDevice(a.Dev), locDevice(loc))
	case loc == nil && a.Strategy == FineSVM:
		return inPlace, nil
	case s != nil && hostInPlace(loc) && (a.Strategy == GoMemory || a.Strategy == FineSVM):
		return inPlace, nil // the host memory, through a buffer over it (hostBuffer)
	case s != nil && hostInPlace(loc) && a.Strategy == Emulated:
		return exclusive, nil // the host mirror, as the native device uses it
	case loc == nil && (a.Strategy == Emulated || whole):
		return exclusive, nil // the host mirror, or the mapped host view
	case whole:
		return 0, fmt.Errorf("%w: %s allocation on %s passed whole to a kernel on %s (pass a region: usm.Ptr.Region)", ErrWholeOnCopy, a.Kind, locDevice(a.Dev), locDevice(loc))
	}
	return onView, nil
}

// hostInPlace reports whether loc is an OpenCL CPU device that works on
// host memory in place (opencl.Device.InPlace): in a co-executed launch it
// uses an allocation of another device whose home is host memory (Go or
// pinned memory, fine-grained SVM, an emulated allocation's mirror)
// through a buffer over that memory (hostBuffer), with no copy, as the
// native device uses it. Outside a launch such a use stays refused, as
// SYCL refuses an allocation of another context.
func hostInPlace(loc Loc) bool { return loc != nil && loc.Info().CPU && loc.InPlace() }

// hostBuffer is loc's buffer over the allocation's host memory, made on
// first use and released by Free.
func (a *Alloc) hostBuffer(loc Loc) (*opencl.Buffer, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if err := a.live(); err != nil {
		return nil, err
	}
	if b := a.hostBufs[loc]; b != nil {
		return b, nil
	}
	b, err := loc.HostBuffer(a.host)
	if err == nil && b == nil {
		err = fmt.Errorf("%s does not use host memory in place", LocName(loc))
	}
	if err != nil {
		return nil, fmt.Errorf("the %s allocation of %s in place on %s: %w", a.Kind, LocName(a.Dev), LocName(loc), err)
	}
	if a.hostBufs == nil {
		a.hostBufs = map[Loc]*opencl.Buffer{}
	}
	a.hostBufs[loc] = b
	return b, nil
}

// locDevice names a location as the device of a kernel.
func locDevice(loc Loc) string {
	if loc == nil {
		return "the native device"
	}
	return loc.Info().Name
}

// inLaunch stands for any session in the questions asked of route.
var inLaunch = new(Session)

// UsableOn returns nil if kernels on loc may use the allocation in a
// co-executed launch (by regions where they work on a copy), and an error
// wrapping ErrNotReachable for a device allocation of another device.
func (a *Alloc) UsableOn(loc Loc) error {
	_, err := a.route(inLaunch, loc, Read)
	return err
}

// OnCopy reports whether kernels on loc in a co-executed launch work on a
// copy of the allocation's regions (and write back each region whole).
func (a *Alloc) OnCopy(loc Loc) bool { return a.OnView(inLaunch, loc, Read) }

// OnView reports whether a kernel of session s on loc that accesses the
// allocation in mode works on loc's copy of its region (a view), whose
// writes come home only once the kernel has succeeded (End), rather than
// on the allocation's home in place or mapped.
func (a *Alloc) OnView(s *Session, loc Loc, mode Mode) bool {
	r, err := a.route(s, loc, mode)
	return err == nil && r == onView
}

// MovesFor reports whether a kernel of session s (nil: any co-executed
// launch) on loc that accesses bytes [lo, hi) of the allocation in mode
// (0: all of it, read and written) would have bytes copied or mapped for
// it, before, after or at the end of the launch, as the allocation stands
// now: on every route but addressing the allocation's home in place,
// except that on a view, in a session that keeps the copies
// (Session.Keep), it moves nothing where the view holds every byte it
// reads and it writes only what stays in the view (a DiscardWrite
// region, deferred). A copy into the view already under way
// (FetchViewAsync) counts as held: the kernel that asked for it moves it.
// The answer is a forecast, read under the allocation's lock once: a
// kernel of another location may make the view stale before this one
// begins, and Begin then copies what it lacks, as it must.
func (a *Alloc) MovesFor(s *Session, loc Loc, lo, hi int, mode Mode) bool {
	if s == nil {
		s = inLaunch
	}
	r, err := a.route(s, loc, mode)
	switch {
	case err != nil || r == inPlace:
		return false
	case r != onView || mode == 0 || !s.keep:
		return true
	case mode.Writes() && !deferred(s, mode):
		return true // its region comes home after it
	case !mode.NeedsData():
		return false
	}
	if lo < 0 || hi > a.Size || lo > hi {
		return true // Begin refuses it; nothing to forecast
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	v := a.views[loc]
	return v == nil || len(v.valid.missing(lo, hi)) > 0
}

// NeedsEnd reports whether End does work after a kernel (map the
// allocation back, copy a region home): if not, the kernel's command may
// complete without the host waiting for it.
func (a *Alloc) NeedsEnd(s *Session, loc Loc, mode Mode) bool {
	r, err := a.route(s, loc, mode)
	switch {
	case err != nil:
		return false
	case r == exclusive:
		return true
	case r == onView:
		return mode.Writes()
	}
	return false
}

// Begin prepares the allocation for a kernel on loc, in session s (nil:
// the kernel is a session of its own), that accesses bytes [lo, hi) in
// mode (mode 0: all of it, read and written), and returns the kernel's
// argument. If it succeeds, End must follow when the kernel has finished.
func (a *Alloc) Begin(s *Session, loc Loc, lo, hi int, mode Mode) (Arg, error) {
	if mode == 0 {
		lo, hi = 0, a.Size
	} else if lo < 0 || hi > a.Size || lo > hi {
		return Arg{}, fmt.Errorf("region [%d,%d) outside the allocation's %d bytes", lo, hi, a.Size)
	}
	if err := a.live(); err != nil {
		return Arg{}, err
	}
	r, err := a.route(s, loc, mode)
	if err != nil {
		return Arg{}, err
	}
	if err := a.joinSession(s); err != nil {
		return Arg{}, err
	}
	switch {
	case s == nil:
		// Outside a session a view starts empty: what views hold comes home.
		if err := a.settle(nil, 0, a.Size); err != nil {
			return Arg{}, err
		}
	case r != onView && mode.NeedsData(), r == onView && mode.Writes() && !deferred(s, mode):
		// The kernel reads the home; or it writes the view and copies
		// its region home after, which must hold the bytes from before
		// should it fail.
		if err := a.settle(s, lo, hi); err != nil {
			return Arg{}, err
		}
	}
	var arg Arg
	switch r {
	case inPlace:
		if arg, err = a.inPlaceArg(loc); err != nil {
			return Arg{}, err
		}
	case held:
		if err := a.hold(s); err != nil {
			return Arg{}, err
		}
		arg = Arg{SVM: a.svm.P}
	case exclusive:
		if arg, err = a.beginExclusive(s, loc); err != nil {
			return Arg{}, err
		}
	case onView:
		v, err := a.view(loc, s == nil)
		if err != nil {
			return Arg{}, err
		}
		if mode.NeedsData() {
			if err := a.fill(s, loc, v, lo, hi); err != nil {
				return Arg{}, err
			}
		}
		arg = v.arg()
	}
	if mode == 0 || mode.Writes() {
		a.mu.Lock()
		a.invalidateOthers(loc, lo, hi)
		a.mu.Unlock()
	}
	return arg, nil
}

// joinSession records that session s (nil: none) uses the allocation.
// The first time, the views start empty (the host may have written the
// allocation since the last session), unless the session keeps them
// (Session.Keep), before any user of the session, on any location, goes
// on: a concurrent user waits for it.
func (a *Alloc) joinSession(s *Session) error {
	if s == nil {
		return nil
	}
	start, err := s.join(a)
	if err != nil {
		return err
	}
	start.Do(func() {
		if s.keep {
			return
		}
		// What kept copies hold that the host's lacks comes home first.
		err = a.settle(s, 0, a.Size)
		a.mu.Lock()
		for _, v := range a.views {
			v.valid = nil
		}
		a.mu.Unlock()
	})
	return err
}

// deferred reports whether a kernel of session s writing a view in mode
// leaves what it wrote in the view (Alloc.dirty) rather than copying it
// home: a DiscardWrite region in a session that keeps copies, which
// defines every byte of it (a failure leaves it undefined, as it would
// leave the home, and the package runs again or the launch fails).
func deferred(s *Session, mode Mode) bool {
	return s != nil && s.keep && mode == DiscardWrite
}

// undirty forgets that loc's view alone holds [lo, hi) (a.mu held).
func (a *Alloc) undirty(loc Loc, lo, hi int) {
	if d, ok := a.dirty[loc]; ok {
		a.dirty[loc] = d.remove(lo, hi)
	}
}

// settle copies home the parts of [lo, hi) that views hold and the home
// lacks (Alloc.dirty), counting them as the views' copies back.
func (a *Alloc) settle(s *Session, lo, hi int) error {
	type part struct {
		loc Loc
		v   *view
		sp  span
	}
	var parts []part
	a.mu.Lock()
	for loc, d := range a.dirty {
		for _, c := range d.covered(lo, hi) {
			parts = append(parts, part{loc, a.views[loc], c})
		}
	}
	a.mu.Unlock()
	for _, p := range parts {
		if p.v == nil {
			continue
		}
		if err := a.writeBack(s, p.loc, p.v, p.sp.lo, p.sp.hi); err != nil {
			return err
		}
		a.mu.Lock()
		a.undirty(p.loc, p.sp.lo, p.sp.hi)
		a.mu.Unlock()
	}
	return nil
}

// Fetches reports whether a kernel on loc in session s that accesses the
// allocation in mode copies data into loc's view before it runs (FetchView
// does that ahead of Begin): in a session, by a region that needs data, on
// a location that works on a copy.
func (a *Alloc) Fetches(s *Session, loc Loc, mode Mode) bool {
	if s == nil || mode == 0 || !mode.NeedsData() {
		return false
	}
	r, err := a.route(s, loc, mode)
	return err == nil && r == onView
}

// FetchView copies into loc's view the parts of [lo, hi) that it lacks,
// for a kernel of session s that Fetches reports copies in, ahead of that
// kernel's Begin (which then finds them current): the copy may run while
// the kernels before it on loc's queue run, as a buffer's transfers do.
// The copy writes only parts of the view that no kernel of the session on
// loc has used (they were not current), and reads the allocation's
// current contents, which a kernel of the session changes only in the
// region it writes: within a launch, packages write disjoint regions and
// read no region another package writes (the program would race).
// Anything else FetchView leaves to Begin, which reports the errors.
func (a *Alloc) FetchView(s *Session, loc Loc, lo, hi int, mode Mode) error {
	if !a.Fetches(s, loc, mode) || lo < 0 || hi > a.Size || lo > hi {
		return nil
	}
	if err := a.live(); err != nil {
		return err
	}
	if err := a.joinSession(s); err != nil {
		return err
	}
	v, err := a.view(loc, false)
	if err != nil {
		return err
	}
	return a.fill(s, loc, v, lo, hi)
}

// End ends a Begin that succeeded: ok says whether the kernel did. A
// view's region comes home only then.
func (a *Alloc) End(s *Session, loc Loc, lo, hi int, mode Mode, ok bool) error {
	return a.end(s, loc, lo, hi, mode, ok, false)
}

// end is End; homed says the region came home already (EndHomed).
func (a *Alloc) end(s *Session, loc Loc, lo, hi int, mode Mode, ok, homed bool) error {
	if mode == 0 {
		lo, hi = 0, a.Size
	}
	if a.released.Load() {
		return nil
	}
	if !ok && (mode == 0 || mode.Writes()) {
		a.mu.Lock()
		a.failed = true
		a.mu.Unlock()
	}
	r, err := a.route(s, loc, mode)
	if err != nil {
		return nil // Begin refused it
	}
	switch r {
	case exclusive:
		if err := a.endExclusive(s, loc); err != nil {
			return err
		}
	case onView:
		if !mode.Writes() {
			return nil
		}
		a.mu.Lock()
		v := a.views[loc]
		if v != nil && !ok {
			v.valid = v.valid.remove(lo, hi) // what the failed kernel left in it is unknown
			a.undirty(loc, lo, hi)
		}
		if v != nil && ok && deferred(s, mode) {
			v.valid = v.valid.add(lo, hi)
			if a.dirty == nil {
				a.dirty = map[Loc]intervals{}
			}
			a.dirty[loc] = a.dirty[loc].add(lo, hi)
		}
		a.mu.Unlock()
		if v == nil || !ok {
			return nil
		}
		if !deferred(s, mode) {
			if !homed {
				if err := a.writeBack(s, loc, v, lo, hi); err != nil {
					return err
				}
			}
			a.mu.Lock()
			v.valid = v.valid.add(lo, hi)
			a.undirty(loc, lo, hi)
			a.mu.Unlock()
		}
	}
	if mode == 0 || mode.Writes() {
		// Copies made while the kernel ran hold what it had not yet written.
		a.mu.Lock()
		a.invalidateOthers(loc, lo, hi)
		a.mu.Unlock()
	}
	return nil
}

// inPlaceArg is the argument of a location that addresses the home.
func (a *Alloc) inPlaceArg(loc Loc) (Arg, error) {
	switch {
	case loc == nil:
		return Arg{Host: a.host}, nil
	case loc != a.Dev: // hostInPlace
		b, err := a.hostBuffer(loc)
		return Arg{Buf: b}, err
	case a.svm != nil:
		return Arg{SVM: a.svm.P}, nil
	}
	return Arg{Buf: a.clbuf}, nil
}

// hostWrote marks [lo, hi) stale in every view: the runtime wrote the
// allocation's current contents there (a copy, a fill).
func (a *Alloc) hostWrote(lo, hi int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for l, v := range a.views {
		v.valid = v.valid.remove(lo, hi)
		a.undirty(l, lo, hi)
	}
}

// invalidateOthers marks [lo, hi) stale in every view but loc's (a.mu held).
func (a *Alloc) invalidateOthers(loc Loc, lo, hi int) {
	for l, v := range a.views {
		if l != loc {
			v.valid = v.valid.remove(lo, hi)
			a.undirty(l, lo, hi)
		}
	}
}

// view returns loc's view, made on first use; reset empties it.
func (a *Alloc) view(loc Loc, reset bool) (*view, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if err := a.live(); err != nil {
		return nil, err
	}
	v := a.views[loc]
	if v == nil {
		v = &view{}
		switch {
		case loc == nil:
			v.host = make([]byte, a.Size)
		case loc == a.Dev:
			v.buf = a.clbuf // Emulated
		default:
			b, err := loc.NewBuffer(a.Size)
			if err != nil {
				return nil, fmt.Errorf("a copy of the %s allocation on %s: %w", a.Kind, LocName(a.Dev), err)
			}
			v.buf = b
		}
		if a.views == nil {
			a.views = map[Loc]*view{}
		}
		a.views[loc] = v
	}
	if reset {
		v.valid = nil
	}
	return v, nil
}

// fill copies into v the parts of [lo, hi) it lacks.
func (a *Alloc) fill(s *Session, loc Loc, v *view, lo, hi int) error {
	v.filling.Lock()
	defer v.filling.Unlock()
	if s == nil {
		// No kernel of a launch waits for copies on the device here: what
		// a launch's copies still bring arrives first.
		a.waitArrivals(v, lo, hi)
	}
	a.mu.Lock()
	missing := v.valid.missing(lo, hi)
	a.mu.Unlock()
	for _, m := range missing {
		if err := a.settle(s, m.lo, m.hi); err != nil { // what other views alone hold
			return err
		}
		n, err := a.copyIn(loc, v, m.lo, m.hi)
		if err != nil {
			return err
		}
		if n > 0 {
			a.count(s, loc, func(st *USMStats) { st.CopiesIn++; st.BytesIn += int64(n) })
		}
		a.mu.Lock()
		v.valid = v.valid.add(m.lo, m.hi)
		a.mu.Unlock()
	}
	return nil
}

// copyIn copies the current contents of [lo, hi) into v and returns the
// bytes copied (none where v is where they live).
func (a *Alloc) copyIn(loc Loc, v *view, lo, hi int) (int, error) {
	a.io.RLock()
	defer a.io.RUnlock()
	if err := a.live(); err != nil {
		return 0, err
	}
	return a.copyInLocked(loc, v, lo, hi)
}

// copyInLocked is copyIn with a.io held.
func (a *Alloc) copyInLocked(loc Loc, v *view, lo, hi int) (int, error) {
	switch h := a.hostView(); {
	case v.host != nil:
		return hi - lo, a.readCurrent(v.host[lo:hi], lo)
	case v.buf == a.clbuf && a.deviceUsers > 0:
		return 0, nil // the emulated allocation's device copy is current
	case h != nil:
		return hi - lo, loc.Write(v.buf, lo, h[lo:hi])
	}
	tmp := make([]byte, hi-lo)
	if err := a.readCurrent(tmp, lo); err != nil {
		return 0, err
	}
	return hi - lo, loc.Write(v.buf, lo, tmp)
}

// writeBack copies [lo, hi) of v to the allocation's current contents.
func (a *Alloc) writeBack(s *Session, loc Loc, v *view, lo, hi int) error {
	n, err := func() (int, error) {
		a.io.RLock()
		defer a.io.RUnlock()
		if err := a.live(); err != nil {
			return 0, err
		}
		switch h := a.hostView(); {
		case v.host != nil:
			return hi - lo, a.writeCurrent(lo, v.host[lo:hi])
		case v.buf == a.clbuf && a.deviceUsers > 0:
			return 0, nil
		case h != nil:
			return hi - lo, loc.Read(v.buf, lo, h[lo:hi])
		}
		tmp := make([]byte, hi-lo)
		if err := loc.Read(v.buf, lo, tmp); err != nil {
			return 0, err
		}
		return hi - lo, a.writeCurrent(lo, tmp)
	}()
	if n > 0 {
		a.count(s, loc, func(st *USMStats) { st.CopiesOut++; st.BytesOut += int64(n) })
	}
	return err
}

// hostView is the home's host bytes when the current contents live there,
// nil otherwise (a.io held).
func (a *Alloc) hostView() []byte {
	switch {
	case a.Strategy == GoMemory || a.Strategy == FineSVM:
		return a.host
	case a.Strategy == CoarseSVM && a.hostMapped:
		return a.host
	case a.Strategy == Emulated && a.deviceUsers == 0:
		return a.host
	}
	return nil
}

// readCurrent copies the current contents at off into dst (a.io held).
func (a *Alloc) readCurrent(dst []byte, off int) error {
	if h := a.hostView(); h != nil {
		copy(dst, h[off:])
		return nil
	}
	if a.svm != nil {
		return a.Dev.ReadSVM(dst, unsafe.Add(a.svm.P, off))
	}
	return a.Dev.Read(a.clbuf, off, dst)
}

// writeCurrent stores src at off where the current contents live (a.io held).
func (a *Alloc) writeCurrent(off int, src []byte) error {
	if h := a.hostView(); h != nil {
		copy(h[off:], src)
		return nil
	}
	if a.svm != nil {
		return a.Dev.WriteSVM(unsafe.Add(a.svm.P, off), src)
	}
	return a.Dev.Write(a.clbuf, off, src)
}

// hold unmaps a coarse-grained allocation for session s on its device, once.
func (a *Alloc) hold(s *Session) error {
	a.mu.Lock()
	done := a.heldBy[s]
	a.mu.Unlock()
	if done {
		return nil
	}
	a.lockIO()
	defer a.io.Unlock()
	a.mu.Lock()
	defer a.mu.Unlock()
	if err := a.live(); err != nil {
		return err
	}
	if a.heldBy[s] {
		return nil
	}
	if a.hostUsers > 0 {
		return fmt.Errorf("%s allocation used by a kernel on %s while the native device uses it whole (%s allows one side at a time)", a.Kind, LocName(a.Dev), a.Strategy)
	}
	if err := a.unmapLocked(s); err != nil {
		return err
	}
	if a.heldBy == nil {
		a.heldBy = map[*Session]bool{}
	}
	a.heldBy[s] = true
	a.deviceUsers++
	return nil
}

// release ends session s's hold, if it has one: the last user maps the
// allocation for the host again.
func (a *Alloc) release(s *Session) error {
	a.lockIO()
	defer a.io.Unlock()
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.heldBy[s] {
		return nil
	}
	delete(a.heldBy, s)
	a.deviceUsers--
	return a.mapLocked(s)
}

// unmapLocked hands a mapped coarse-grained allocation to its device (a.io
// and a.mu held).
func (a *Alloc) unmapLocked(s *Session) error {
	if !a.hostMapped {
		return nil
	}
	if err := a.svm.Unmap(0); err != nil {
		return err
	}
	a.hostMapped = false
	a.countSession(s, func(st *USMStats) { st.Unmaps++ })
	return nil
}

// mapLocked maps a coarse-grained host or shared allocation for the host
// once no kernel on its device uses it (a.io and a.mu held).
func (a *Alloc) mapLocked(s *Session) error {
	if a.deviceUsers > 0 || a.hostMapped || a.Kind == KindDevice || a.released.Load() {
		return nil
	}
	if err := a.svm.Map(0, a.Size, true); err != nil {
		return err
	}
	a.hostMapped = true
	a.countSession(s, func(st *USMStats) { st.Maps++ })
	return nil
}

// countSession counts for the allocation's device with a.mu held; the
// session's counters take its own lock.
func (a *Alloc) countSession(s *Session, f func(*USMStats)) {
	a.countLocked(a.Dev, f)
	if s != nil {
		s.mu.Lock()
		if s.stats == nil {
			s.stats = map[Loc]*USMStats{}
		}
		addTo(s.stats, a.Dev, f)
		s.mu.Unlock()
	}
}

// beginExclusive is a whole use of a coarse-grained or emulated allocation,
// on its device (unmapped, or copied in whole) or on the native device (its
// host view), which exclude each other.
func (a *Alloc) beginExclusive(s *Session, loc Loc) (Arg, error) {
	if loc != a.Dev { // the host side: the native device, or a CPU device in place
		var arg Arg
		if loc == nil {
			arg.Host = a.host
		} else {
			b, err := a.hostBuffer(loc)
			if err != nil {
				return Arg{}, err
			}
			arg.Buf = b
		}
		a.mu.Lock()
		defer a.mu.Unlock()
		if a.deviceUsers > 0 {
			hint := ""
			if a.Strategy == CoarseSVM {
				hint = "; pass a region, usm.Ptr.Region, to work on a copy"
			}
			return Arg{}, fmt.Errorf("%s allocation used by %s while a kernel or a co-executed launch on %s uses it (%s allows one side at a time%s)", a.Kind, locDevice(loc), LocName(a.Dev), a.Strategy, hint)
		}
		a.hostUsers++
		return arg, nil
	}
	a.lockIO()
	defer a.io.Unlock()
	a.mu.Lock()
	defer a.mu.Unlock()
	if err := a.live(); err != nil {
		return Arg{}, err
	}
	if a.hostUsers > 0 {
		return Arg{}, fmt.Errorf("%s allocation used by a kernel on %s while the native device uses it (%s allows one side at a time)", a.Kind, LocName(loc), a.Strategy)
	}
	if a.Strategy == CoarseSVM {
		if err := a.unmapLocked(s); err != nil {
			return Arg{}, err
		}
		a.deviceUsers++
		return Arg{SVM: a.svm.P}, nil
	}
	if a.host != nil && a.deviceUsers == 0 {
		// The host mirror is current: the device copy becomes so.
		if err := a.Dev.Write(a.clbuf, 0, a.host); err != nil {
			return Arg{}, err
		}
		a.countSession(s, func(st *USMStats) { st.CopiesIn++; st.BytesIn += int64(a.Size) })
	}
	a.deviceUsers++
	return Arg{Buf: a.clbuf}, nil
}

// endExclusive ends beginExclusive: the last kernel on the device gives
// the allocation back to the host.
func (a *Alloc) endExclusive(s *Session, loc Loc) error {
	if loc != a.Dev {
		a.mu.Lock()
		a.hostUsers--
		a.mu.Unlock()
		return nil
	}
	a.lockIO()
	defer a.io.Unlock()
	a.mu.Lock()
	defer a.mu.Unlock()
	a.deviceUsers--
	if a.deviceUsers > 0 || a.Kind == KindDevice || a.released.Load() {
		return nil
	}
	if a.Strategy == CoarseSVM {
		return a.mapLocked(s)
	}
	if err := a.Dev.Read(a.clbuf, 0, a.host); err != nil {
		return err
	}
	a.countSession(s, func(st *USMStats) { st.CopiesOut++; st.BytesOut += int64(a.Size) })
	return nil
}
