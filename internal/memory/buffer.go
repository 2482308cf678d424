package memory

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	cl "github.com/jgillich/go-opencl/cl"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// Stats counts a buffer's transfers between host and devices. Every copy
// has the host on one side: bytes that go from one device to another are
// copied to the host and on, counted in both directions, and in
// BytesDeviceToDevice too.
type Stats struct {
	HostToDevice, DeviceToHost           int // transfers
	BytesHostToDevice, BytesDeviceToHost int64
	BytesDeviceToDevice                  int64
}

// Errors of buffer use (the buffer package exports them).
var (
	// ErrClosed is returned for accesses to a released buffer.
	ErrClosed = errors.New("buffer is closed")
	// ErrDataLost is in the error of every access to bytes that a failed
	// command has left undefined (see Buffer.Lose).
	ErrDataLost = errors.New("buffer data lost")
)

// Buffer is the untyped core of buffer.Buffer[T]: Size bytes whose home is
// Host (the user's slice, or the buffer's own), with a copy on each device
// that used it and, per location, the byte ranges whose copy is current.
type Buffer struct {
	Host []byte
	Size int

	// mu is never held while an Event's Done or Wait is called: finishing
	// a command may call Lose.
	mu     sync.Mutex
	copies map[Loc]*opencl.Buffer
	order  []Loc // the devices with a copy, in the order of their copies: pulls are planned in it
	valid  map[Loc]intervals
	track  tracker
	lost   []lostSpan
	// failed: a command that writes the buffer failed (Lose). Its
	// device copies are released, not recycled (Release): an OpenCL
	// command left queued behind a failure must not find its memory
	// another buffer's.
	failed bool
	closed bool
	owned  *opencl.Pinned // Host, when the buffer's own pinned memory (NewOwnedBuffer)
	// landing is where guarded fetches' copies land before their Wait
	// copies them into Host (landing.go); nil until one needs it.
	landing *landing
	hs      hostSum // GOSYCL_CHECK=host (hostcheck.go)
	// id and writes make its Stamp.
	id     uint64
	writes atomic.Uint64
	stats  struct {
		h2d, d2h         atomic.Int64
		bh2d, bd2h, bd2d atomic.Int64
	}
}

// NewBuffer returns a buffer whose current contents are host.
func NewBuffer(host []byte) *Buffer {
	b := &Buffer{Host: host, Size: len(host), copies: map[Loc]*opencl.Buffer{}, valid: map[Loc]intervals{}, id: bufferIDs.Add(1)}
	b.valid[nil] = intervals{}.add(0, len(host))
	return b
}

// bufferIDs numbers the buffers made, for their stamps.
var bufferIDs atomic.Uint64

// Stamp names a buffer's contents: two stamps are equal only for one
// buffer whose contents no access can have changed between them. The
// stamp changes when an access that writes the buffer (a command's, a
// host accessor's) is planned, and when its data are lost or redefined.
// A caller that derived something from the contents (the bounds of
// indices) may reuse it while the stamp stays the same.
type Stamp struct{ id, writes uint64 }

// Stamp returns the buffer's stamp now.
func (b *Buffer) Stamp() Stamp { return Stamp{b.id, b.writes.Load()} }

// NewOwnedBuffer returns a buffer of n zero bytes whose host memory is
// its own: pinned memory where a device gives it (opencl.PinnedAlloc), so
// that copies to and from it run at the link's speed, and Go memory
// otherwise. Release frees the pinned memory: Host is not used after it.
// Pinned memory is C memory, which the garbage collector does not scan:
// the caller keeps no Go pointers in it.
func NewOwnedBuffer(n int) (*Buffer, error) {
	p, err := opencl.PinnedAlloc(n)
	switch {
	case errors.Is(err, opencl.ErrNoPinning):
		return NewBuffer(make([]byte, n)), nil
	case err != nil:
		return nil, err
	}
	host := p.Bytes()[:n]
	clear(host)
	b := NewBuffer(host)
	b.owned = p
	return b, nil
}

// Pinned reports whether the buffer's host memory is pinned.
func (b *Buffer) Pinned() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.owned != nil
}

// Stats returns the transfer counters.
func (b *Buffer) Stats() Stats {
	return Stats{
		HostToDevice: int(b.stats.h2d.Load()), DeviceToHost: int(b.stats.d2h.Load()),
		BytesHostToDevice: b.stats.bh2d.Load(), BytesDeviceToHost: b.stats.bd2h.Load(),
		BytesDeviceToDevice: b.stats.bd2d.Load(),
	}
}

// Transfer is a copy that must run before the command that planned it.
type Transfer struct {
	buf      *Buffer
	from, to Loc
	lo, hi   int
	// route: a device-to-host copy that brings bytes on their way to
	// another device (the host-to-device copy after it counts them).
	// peer: the bytes of a host-to-device copy that came from another
	// device that way.
	route bool
	peer  int
}

// Moved returns the bytes the transfer moves, by direction, counting a
// range that goes from one device to another through the host once, as
// device to device, on its second copy.
func (t Transfer) Moved() Moved {
	n := int64(t.hi - t.lo)
	switch {
	case t.to != nil:
		return Moved{HostToDevice: n - int64(t.peer), DeviceToDevice: int64(t.peer)}
	case t.route:
		return Moved{}
	}
	return Moved{DeviceToHost: n}
}

func (t Transfer) String() string {
	return fmt.Sprintf("%s->%s [%d,%d)", LocName(t.from), LocName(t.to), t.lo, t.hi)
}

// Run performs the copy. Exactly one side is the host. A failed copy
// leaves the destination range stale, so that nothing reads it as current.
func (t Transfer) Run() error {
	err := t.copy()
	if err != nil {
		t.invalidate()
	}
	return err
}

// invalidate leaves the destination range of a failed copy stale.
func (t Transfer) invalidate() {
	b := t.buf
	b.mu.Lock()
	b.valid[t.to] = b.valid[t.to].remove(t.lo, t.hi)
	b.mu.Unlock()
}

// startAfter enqueues a copy from a device into dst, the host bytes of
// the transfer's range (Host[lo:hi], or a landing area's), after the
// commands of wait, without blocking (opencl.Device.ReadAfter); a failed
// copy is the caller's to invalidate.
func (t Transfer) startAfter(dst []byte, wait []*cl.Event) (*opencl.Pending, error) {
	b := t.buf
	b.mu.Lock()
	dev := b.copies[t.from]
	b.mu.Unlock()
	b.stats.d2h.Add(1)
	b.stats.bd2h.Add(int64(t.hi - t.lo))
	return t.from.ReadAfter(dev, t.lo, dst, wait)
}

// startAfterOn is startAfter on queue q, a queue of the device the copy
// comes from (opencl.Device.ReadAfterOn).
func (t Transfer) startAfterOn(q *opencl.Queue, dst []byte, wait []*cl.Event) (*opencl.Pending, error) {
	b := t.buf
	b.mu.Lock()
	dev := b.copies[t.from]
	b.mu.Unlock()
	b.stats.d2h.Add(1)
	b.stats.bd2h.Add(int64(t.hi - t.lo))
	return t.from.ReadAfterOn(q, dev, t.lo, dst, wait)
}

func (t Transfer) copy() error {
	b := t.buf
	b.mu.Lock()
	var dev *opencl.Buffer
	if t.to != nil {
		dev = b.copies[t.to]
	} else {
		dev = b.copies[t.from]
	}
	b.mu.Unlock()
	n := int64(t.hi - t.lo)
	if t.to != nil {
		b.stats.h2d.Add(1)
		b.stats.bh2d.Add(n)
		b.stats.bd2d.Add(int64(t.peer))
		return t.to.Write(dev, t.lo, b.Host[t.lo:t.hi])
	}
	b.stats.d2h.Add(1)
	b.stats.bd2h.Add(n)
	return t.from.Read(dev, t.lo, b.Host[t.lo:t.hi])
}

// Reserve allocates the copy at loc that a later Plan there uses, and
// runs the host check (hostcheck.go), so that a command group can be
// refused before any of its accesses is planned: a refusal after some
// were would leave their buffers' copies current by transfers that never
// run.
func (b *Buffer) Reserve(loc Loc) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if err := b.reserve(loc); err != nil {
		return err
	}
	return b.checkHost()
}

// reserve is Reserve with b.mu held.
func (b *Buffer) reserve(loc Loc) error {
	if b.closed {
		return ErrClosed
	}
	if loc != nil && b.copies[loc] == nil {
		d, err := loc.HostBuffer(b.Host)
		if err != nil {
			return err
		}
		if d != nil {
			b.copies[loc] = d
			return nil
		}
		if d, err = loc.NewBuffer(b.Size); err != nil {
			return err
		}
		b.copies[loc] = d
		b.order = append(b.order, loc)
	}
	return nil
}

// at is where loc's accesses find their bytes: the host for a device
// that uses the host bytes in place (opencl.Device.HostBuffer), which
// therefore never move to or from it, and loc otherwise.
func (b *Buffer) at(loc Loc) Loc {
	if d := b.copies[loc]; d != nil && d.InPlace {
		return nil
	}
	return loc
}

// InPlace reports whether loc uses the buffer's host bytes in place.
func (b *Buffer) InPlace(loc Loc) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return loc != nil && b.at(loc) == nil
}

// Plan registers an access by a command (whose event is ev) at loc to bytes
// [lo, hi) in mode. It returns the unfinished commands the access must wait
// for and the transfers that must run first, in order. The buffer's state
// afterwards is the state once the command has run: plans are made in
// submission order, and the returned dependencies make execution agree.
//
// An access that needs the data of a range a failed command left
// undefined (Lose) depends on an event that failed with ErrDataLost, so
// that it fails as a dependent of the failed command does. A DiscardWrite
// access redefines what it covers: its bytes are no longer lost.
func (b *Buffer) Plan(loc Loc, lo, hi int, mode Mode, ev Event, deps []Event) ([]Event, []Transfer, error) {
	if err := b.Reserve(loc); err != nil {
		return deps, nil, err
	}
	xdeps, adeps, xfers, err := b.PlanSplit(loc, lo, hi, mode, ev, nil, deps, nil)
	for _, d := range adeps {
		xdeps = appendUnique(xdeps, d)
	}
	return xdeps, xfers, err
}

// PlanSplit is Plan with the dependencies split: xdeps gains those of the
// transfers, which must finish before they run, adeps those of the access
// itself (the commands it conflicts with where it runs, and failures that
// lost its data), which must finish before the command's action only. The
// transfers touch only bytes that no command planned before needs where
// they write them, so they may run while the access's dependencies do.
//
// The accesses of the transfers to host memory (reading their source
// device, writing the host's copy) are recorded as home's event where
// home is not nil (CopiesHome, made at the first such copy); nil records
// them as ev's, as the copies to a device always are. The caller has run
// Reserve, which runs the host check, for every buffer of the command
// (Plan does).
func (b *Buffer) PlanSplit(loc Loc, lo, hi int, mode Mode, ev Event, home *CopiesHome, xdeps, adeps []Event) ([]Event, []Event, []Transfer, error) {
	deps := xdeps
	b.prune()
	b.mu.Lock()
	defer b.mu.Unlock()
	if lo < 0 || hi > b.Size || lo > hi {
		return deps, adeps, nil, fmt.Errorf("access [%d,%d) outside the buffer's %d bytes", lo, hi, b.Size)
	}
	if err := b.reserve(loc); err != nil {
		return deps, adeps, nil, err
	}
	loc = b.at(loc)
	var xfers []Transfer
	if mode.NeedsData() {
		for _, gap := range b.valid[loc].missing(lo, hi) {
			xfers, deps = b.fetch(loc, gap, ev, home, xfers, deps)
		}
		for _, l := range b.lost {
			if l.lo < hi && lo < l.hi {
				adeps = appendUnique(adeps, lostEvent{l.err})
			}
		}
	} else {
		b.lost = removeLost(b.lost, lo, hi)
		b.track.supersede(lo, hi, ev)
	}
	adeps = b.track.conflicts(adeps, loc, lo, hi, mode.Writes(), ev, home.made())
	if mode.Writes() {
		for l, v := range b.valid {
			if l != loc {
				b.valid[l] = v.remove(lo, hi)
			}
		}
	}
	b.valid[loc] = b.valid[loc].add(lo, hi)
	if mode.Writes() {
		b.writes.Add(1)
	}
	b.track.addAccess(loc, lo, hi, mode.Writes(), ev)
	writesHost := loc == nil && mode.Writes()
	for _, x := range xfers {
		writesHost = writesHost || x.to == nil
	}
	if writesHost {
		b.hostWriter(ev)
	}
	return deps, adeps, xfers, nil
}

// Lose records that the command of ev failed in a way that leaves the
// bytes [lo, hi) it wrote undefined: every later access that needs them
// fails, and so do host accesses (HostAccess, and thereby Close), until a
// DiscardWrite access redefines them. Parts that a DiscardWrite access
// planned after ev's has redefined stay defined. The caller calls Lose
// before ev finishes, and not while holding b.mu.
func (b *Buffer) Lose(ev Event, lo, hi int, cause error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.failed = true
	b.writes.Add(1)
	for _, s := range b.track.written(ev, lo, hi) {
		err := fmt.Errorf("%w: bytes [%d,%d) were written by a command that failed: %w", ErrDataLost, s.lo, s.hi, cause)
		b.lost = append(removeLost(b.lost, s.lo, s.hi), lostSpan{s.lo, s.hi, err, false})
	}
}

// Undefined records that the bytes of [lo, hi) outside the ranges kept
// hold no defined value: a failed launch left them for a command that
// never ran (the cause). They are lost as Lose says, the host's copy
// included, where the host's copy is not current, or everywhere where
// the host's bytes were overwritten (a failed command's copy home, which
// a plan made since may call current); a DiscardWrite access redefines
// them.
func (b *Buffer) Undefined(lo, hi int, kept [][2]int, overwritten bool, cause error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, r := range Uncovered(lo, hi, kept) {
		parts := []span{{r[0], r[1]}}
		if !overwritten {
			parts = b.valid[nil].missing(r[0], r[1])
		}
		for _, p := range parts {
			b.loseHost(p.lo, p.hi, fmt.Errorf("%w: bytes [%d,%d) were left undefined by a launch that failed: %w", ErrDataLost, p.lo, p.hi, cause))
		}
	}
}

// loseHost records bytes [lo, hi) as lost, the host's copy with them
// (lostSpan.host): not current there, and not the bytes from before the
// command that lost them. b.mu is held.
func (b *Buffer) loseHost(lo, hi int, err error) {
	b.failed = true
	b.writes.Add(1)
	b.lost = append(removeLost(b.lost, lo, hi), lostSpan{lo, hi, err, true})
	b.valid[nil] = b.valid[nil].remove(lo, hi)
}

// ErrCopiedFailed is wrapped by a fetch's error when its copies brought
// home what a failed command left (Clobbered): the host's bytes of the
// range are lost, whatever plans made since say of them.
var ErrCopiedFailed = errors.New("memory: a copy brought home what a failed command left")

// Clobbered records that a copy to the host of bytes [lo, hi) ran after
// a command it waited for had failed (a driver may run a command whose
// wait list holds a failed event): the host's bytes hold what the failed
// command left, the range is lost (as Lose says) and the host's copy
// stale, and no Revert makes it current again.
func (b *Buffer) Clobbered(lo, hi int, cause error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.loseHost(lo, hi, fmt.Errorf("%w: bytes [%d,%d) were copied home from a command that failed: %w", ErrDataLost, lo, hi, cause))
}

// Redefine forgets that bytes [lo, hi) were lost: the caller runs again,
// before anything else uses them, the failed command that lost them, which
// rewrites what it wrote with the same values (it reads none of them) or
// wrote nothing (it did not run). Bytes whose host copy a failed command's
// copy home overwrote (Clobbered) stay lost: only a DiscardWrite access
// redefines them.
func (b *Buffer) Redefine(lo, hi int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.writes.Add(1)
	var clobbered []lostSpan
	for _, l := range b.lost {
		if l.host && l.lo < hi && lo < l.hi {
			clobbered = append(clobbered, lostSpan{max(l.lo, lo), min(l.hi, hi), l.err, true})
		}
	}
	b.lost = append(removeLost(b.lost, lo, hi), clobbered...)
}

// Lost returns the error of the first lost range that meets [lo, hi), or nil.
func (b *Buffer) Lost(lo, hi int) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, l := range b.lost {
		if l.lo < hi && lo < l.hi {
			return l.err
		}
	}
	return nil
}

// prune forgets the accesses of finished commands. Done may finish an
// OpenCL command, whose failure calls Lose: it is called without b.mu.
func (b *Buffer) prune() {
	b.mu.Lock()
	evs := b.track.events()
	b.mu.Unlock()
	done := evs[:0] // evs holds each event once (tracker.events)
	for _, e := range evs {
		if e.Done() {
			done = append(done, e)
		}
	}
	if len(done) > 0 {
		b.mu.Lock()
		b.track.drop(done)
		b.mu.Unlock()
	}
}

// lostSpan is a byte range a failed command left undefined, with the
// error accesses to it report.
type lostSpan struct {
	lo, hi int
	err    error
	// host: the host's bytes of the span were overwritten by a copy of
	// what a failed command left (Clobbered): they are not the bytes
	// from before it, so Revert cannot make them current, and only a
	// DiscardWrite access redefines them (Redefine keeps them lost).
	host bool
}

// removeLost removes [lo, hi) from the lost ranges.
func removeLost(ls []lostSpan, lo, hi int) []lostSpan {
	out := ls[:0:0]
	for _, l := range ls {
		if l.hi <= lo || hi <= l.lo {
			out = append(out, l)
			continue
		}
		if l.lo < lo {
			out = append(out, lostSpan{l.lo, lo, l.err, l.host})
		}
		if hi < l.hi {
			out = append(out, lostSpan{hi, l.hi, l.err, l.host})
		}
	}
	return out
}

// CopiesHome is the event a command's copies to host memory are
// recorded as (PlanSplit): made at the first one, it finishes (End) once
// the command's transfers have, before the command's action ends, so that
// a later access that conflicts only with those copies (a host read of
// bytes that a native kernel's copy brought, while the kernel runs) waits
// for them, not for the command. The zero value has none yet; it is
// planned from one goroutine.
type CopiesHome struct{ ev *HostEvent }

// made is the event, or nil (an Event none of the tracker's entries is)
// while no copy home is planned.
func (h *CopiesHome) made() Event {
	if h == nil || h.ev == nil {
		return nil
	}
	return h.ev
}

// event is the event, made at the first call.
func (h *CopiesHome) event() *HostEvent {
	if h.ev == nil {
		h.ev = NewHostEvent()
	}
	return h.ev
}

// Made reports whether a copy home was planned.
func (h *CopiesHome) Made() bool { return h.ev != nil }

// End finishes the event, if made; later calls do nothing.
func (h *CopiesHome) End() {
	if h.ev != nil {
		h.ev.End()
	}
}

// lostEvent is the finished, failed event an access to lost data depends on.
type lostEvent struct{ err error }

func (lostEvent) Done() bool    { return true }
func (e lostEvent) Wait() error { return e.err }

// fetch plans the transfers that make gap current at loc. A device
// receives the gap from the host in one copy, after the parts current
// only on other devices have been copied to the host (the host is the
// only way between two devices' memories). The accesses of the copies
// home are recorded as home's event (PlanSplit); those of the copies to
// a device as ev's, which a fetch home of what the command writes there
// chains to on the device (chain.go) through one OpenCL command.
func (b *Buffer) fetch(loc Loc, gap span, ev Event, home *CopiesHome, xfers []Transfer, deps []Event) ([]Transfer, []Event) {
	move := func(t Transfer) {
		deps = b.track.conflicts(deps, t.from, t.lo, t.hi, false, ev, home.made())
		deps = b.track.conflicts(deps, t.to, t.lo, t.hi, true, ev, home.made())
		xfers = append(xfers, t)
		tev := ev
		if t.to == nil && home != nil {
			tev = home.event()
		}
		b.track.add(t.from, t.lo, t.hi, false, tev)
		b.track.add(t.to, t.lo, t.hi, true, tev)
		b.valid[t.to] = b.valid[t.to].add(t.lo, t.hi)
	}
	if loc != nil {
		peer := 0
		for _, s := range b.valid[nil].missing(gap.lo, gap.hi) {
			peer += b.pull(s, true, move)
		}
		move(Transfer{buf: b, from: nil, to: loc, lo: gap.lo, hi: gap.hi, peer: peer})
		return xfers, deps
	}
	b.pull(gap, false, move)
	return xfers, deps
}

// pull plans device-to-host copies for s from whichever devices hold it
// and returns the bytes they copy; route marks them as on their way to
// another device.
func (b *Buffer) pull(s span, route bool, move func(Transfer)) int {
	n := 0
	for _, l := range b.order {
		for _, c := range b.valid[l].covered(s.lo, s.hi) {
			for _, m := range b.valid[nil].missing(c.lo, c.hi) {
				move(Transfer{buf: b, from: l, to: nil, lo: m.lo, hi: m.hi, route: route})
				n += m.hi - m.lo
			}
		}
	}
	return n
}

// Current reports whether loc's copy of bytes [lo, hi) is current, as the
// commands planned so far leave it.
func (b *Buffer) Current(loc Loc, lo, hi int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.valid[b.at(loc)].missing(lo, hi)) == 0
}

// Revert undoes, for bytes [lo, hi), the plan of a write at device loc
// by a command that failed, where the host's copy was current before the
// command and the command did not touch it: the host's copy becomes the
// current one again and loc's (which the command may have half written)
// stale. It does so only while no other location holds any of the range,
// as the failed write left it (a failed transfer to loc may have made
// loc's copy stale too): a command planned since that copied the range
// elsewhere, or wrote it there, may have changed the host's copy, and
// then Revert reports false and changes nothing. The caller has waited
// for the failed command. A device that uses the host bytes in place
// wrote the host's copy itself: Revert reports false for it.
func (b *Buffer) Revert(loc Loc, lo, hi int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.at(loc) == nil { // the host, or a device that wrote the host's bytes in place
		return false
	}
	for _, l := range b.lost {
		if l.host && l.lo < hi && lo < l.hi {
			return false // the host's bytes are not those from before the command
		}
	}
	for l, v := range b.valid {
		if l != loc && len(v.covered(lo, hi)) > 0 {
			return false
		}
	}
	b.valid[loc] = b.valid[loc].remove(lo, hi)
	b.valid[nil] = b.valid[nil].add(lo, hi)
	b.lost = removeLost(b.lost, lo, hi) // the host's copy holds them
	return true
}

// Pending returns the unfinished commands that use the buffer.
func (b *Buffer) Pending() []Event {
	b.prune()
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.track.pending()
}

// Release frees the device copies. The caller has made the host copy
// current and waited for every command. The copies' memory is left to
// their devices for the next buffer of the same size
// (opencl.Buffer.Recycle), unless a command that wrote the buffer
// failed.
func (b *Buffer) Release() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	for l, d := range b.copies {
		d.Retire(b.failed)
		delete(b.copies, l)
	}
	b.order = nil
	if b.owned != nil {
		b.owned.Free()
		b.Host = nil
	}
	if b.landing != nil {
		b.landing.free()
		b.landing = nil
	}
}

// DeviceBuffer returns the device copy at loc (planned before).
func (b *Buffer) DeviceBuffer(loc Loc) *opencl.Buffer {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.copies[loc]
}

// Closed reports whether Release was called.
func (b *Buffer) Closed() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.closed
}

// ToDevice reports whether t copies from host memory into device loc.
func (t Transfer) ToDevice(loc Loc) bool { return t.to != nil && t.to == loc }

// Start enqueues a copy from the host into a device without blocking
// (opencl.Device.WriteAfter) and returns it under way: its event
// (opencl.Pending.Event) lets a kernel of the device wait for it there.
// The host bytes must not change, and the copy must be finished
// (Started.Wait), before anything trusts the destination range.
func (t Transfer) Start() (*Started, error) {
	if t.to == nil {
		return nil, fmt.Errorf("memory: %v: not a copy into a device", t)
	}
	b := t.buf
	b.mu.Lock()
	dev := b.copies[t.to]
	b.mu.Unlock()
	b.stats.h2d.Add(1)
	b.stats.bh2d.Add(int64(t.hi - t.lo))
	b.stats.bd2d.Add(int64(t.peer))
	p, err := t.to.WriteAfter(dev, t.lo, b.Host[t.lo:t.hi], nil)
	if err != nil {
		t.invalidate()
		return nil, err
	}
	if p.Event() != nil {
		chainedIns.Add(1)
	}
	return &Started{t: t, p: p}, nil
}

// chainedIns counts the copies in started with an event
// (ChainedCopiesIn), chainedStagedIns the staged copies in whose last
// DMA command a kernel waits for (ChainedStagedCopiesIn).
var chainedIns, chainedStagedIns atomic.Int64

// ChainedCopiesIn is how many copies into a device the process has
// started with an OpenCL event a kernel can wait for on the device
// (Transfer.Start), for tests that tell the chained path from the host's.
func ChainedCopiesIn() int64 { return chainedIns.Load() }

// ChainedStagedCopiesIn is how many copies into a device staged through
// pinned memory the process has handed to a kernel's wait list as their
// last DMA command (Started.ChainEvent), for tests.
func ChainedStagedCopiesIn() int64 { return chainedStagedIns.Load() }

// Started is a copy into a device under way (Transfer.Start). Wait ends
// it; every Started must be waited, once, from one goroutine.
type Started struct {
	t Transfer
	p *opencl.Pending
}

// Event is the copy's OpenCL event, nil when the copy is staged through
// the host (opencl.Pending.Event): valid until Wait.
func (s *Started) Event() *cl.Event { return s.p.Event() }

// ChainEvent is the copy's OpenCL event for a kernel of the device to
// wait for (opencl.Pending.ChainEvent): the direct path's, or the last
// of a staged copy's DMA commands once the host has copied and enqueued
// them all, which ChainEvent waits for; nil where the kernel must wait
// for the copy on the host (Wait). Valid until Wait.
func (s *Started) ChainEvent() *cl.Event {
	e := s.p.ChainEvent()
	if e != nil && s.p.Event() == nil {
		chainedStagedIns.Add(1)
	}
	return e
}

// Wait waits for the copy; a failed copy leaves the destination range
// stale before Wait returns its error, as Transfer.Run does.
func (s *Started) Wait() error {
	err := s.p.Wait()
	if err != nil {
		s.t.invalidate()
	}
	return err
}

// Moved is the copy's Transfer.Moved.
func (s *Started) Moved() Moved { return s.t.Moved() }

func (s *Started) String() string { return s.t.String() }
