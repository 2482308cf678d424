// Package memory holds the data-movement machinery that the public sycl,
// buffer and usm packages share: where each copy of a buffer's bytes is
// valid, which commands touch which byte ranges (the dependency graph's
// edges), the transfers a command needs before it runs, and USM allocations
// with the copies that devices unable to address them work on (usm_use.go)
// and the sessions of co-executed launches (usm_session.go).
package memory

import (
	"fmt"
	"slices"
	"sync"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// Event is the part of a command's event the tracker needs.
type Event interface {
	// Done reports whether the command has finished (successfully or not).
	Done() bool
	// Wait blocks until it has finished and returns its error.
	Wait() error
}

// Finisher is an Event that runs functions as it completes, before any
// of its waiters returns.
type Finisher interface {
	// OnComplete runs f as the event completes, or on a goroutine of
	// its own at once if it has.
	OnComplete(f func())
}

// HostEvent is the event of a host-side access (a host accessor or a
// buffer's final write-back): it finishes when End is called.
type HostEvent struct {
	ch     chan struct{}
	once   sync.Once
	mu     sync.Mutex
	onDone []func()
	ended  bool
}

// OnComplete implements Finisher.
func (h *HostEvent) OnComplete(f func()) {
	h.mu.Lock()
	if !h.ended {
		h.onDone = append(h.onDone, f)
		h.mu.Unlock()
		return
	}
	h.mu.Unlock()
	go f() // the caller may hold what f takes
}

// NewHostEvent returns an unfinished host event.
func NewHostEvent() *HostEvent { return &HostEvent{ch: make(chan struct{})} }

// Done implements Event.
func (h *HostEvent) Done() bool {
	select {
	case <-h.ch:
		return true
	default:
		return false
	}
}

// Wait implements Event.
func (h *HostEvent) Wait() error { <-h.ch; return nil }

// End finishes the access; later calls do nothing.
func (h *HostEvent) End() {
	h.once.Do(func() {
		h.mu.Lock()
		fs := h.onDone
		h.onDone, h.ended = nil, true
		h.mu.Unlock()
		for _, f := range fs {
			f()
		}
		close(h.ch)
	})
}

// HostAccess makes bytes [lo, hi) of b current in host memory for an access
// in mode, waiting for conflicting commands. The access lasts until ev.End.
// It fails when part of the range is lost (Lose), whether or not the
// failure that lost it has been seen elsewhere, or when a transfer fails;
// a command that failed without losing the range (a reader, or a writer
// that failed before it ran) is its event's to report.
func (b *Buffer) HostAccess(lo, hi int, mode Mode, ev *HostEvent) error {
	_, err := b.hostAccess(lo, hi, mode, ev)
	return err
}

// Fetch makes bytes [lo, hi) of b current in host memory, as a read-only
// HostAccess that ends at once, and returns what its transfers moved.
func (b *Buffer) Fetch(lo, hi int) (Moved, error) {
	ev := NewHostEvent()
	defer ev.End()
	return b.hostAccess(lo, hi, Read, ev)
}

// hostAccess is HostAccess; it returns what its transfers moved.
func (b *Buffer) hostAccess(lo, hi int, mode Mode, ev *HostEvent) (Moved, error) {
	var moved Moved
	deps, xfers, err := b.Plan(nil, lo, hi, mode, ev, nil)
	if err != nil {
		ev.End()
		return moved, err
	}
	for _, d := range deps {
		_ = d.Wait() // a failure that lost data is in Lost below
	}
	// The transfers run even when a command failed: Plan has already
	// recorded the host copy as current.
	var failure error
	for _, x := range xfers {
		if err := x.Run(); err != nil {
			if failure == nil {
				failure = fmt.Errorf("transfer %v: %w", x, err)
			}
			continue
		}
		moved.Add(x.Moved())
	}
	if failure == nil {
		failure = b.Lost(lo, hi)
	}
	if failure != nil {
		ev.End()
	}
	return moved, failure
}

// Mode is an access mode.
type Mode uint8

// Access modes, as in SYCL 2020.
const (
	Read Mode = iota + 1
	Write
	ReadWrite
	DiscardWrite // write-only, no_init: previous contents are not needed
)

func (m Mode) String() string {
	switch m {
	case Read:
		return "read"
	case Write:
		return "write"
	case ReadWrite:
		return "read_write"
	case DiscardWrite:
		return "discard_write"
	}
	return fmt.Sprintf("Mode(%d)", uint8(m))
}

// NeedsData reports whether the access needs the current contents: every
// mode but DiscardWrite (a write-only access may leave parts untouched, and
// those must keep their values).
func (m Mode) NeedsData() bool { return m != DiscardWrite }

// Writes reports whether the access may modify the data.
func (m Mode) Writes() bool { return m != Read }

// Loc is where a copy of the data lives: nil is host memory (which the
// native device uses directly), otherwise an OpenCL device's memory.
type Loc = *opencl.Device

// LocName names a location for messages.
func LocName(l Loc) string {
	if l == nil {
		return "host"
	}
	return l.Info().Name
}

type entry struct {
	loc    Loc
	lo, hi int
	write  bool
	ev     Event
	// access: the command's own access (not a transfer it needs first).
	// superseded: for a written access, the parts a later DiscardWrite
	// access has redefined; a failure of ev no longer loses them.
	access     bool
	superseded intervals
}

// tracker records the unfinished accesses to one memory object. Two
// accesses conflict when they are at the same location, their byte ranges
// overlap and one of them writes: read-after-write, write-after-read and
// write-after-write. Accesses to disjoint ranges, or to different copies,
// do not wait for each other, so co-executed packages run concurrently.
type tracker struct {
	entries []entry
}

// events returns the distinct events with entries.
func (t *tracker) events() []Event {
	var out []Event
	for _, e := range t.entries {
		out = appendUnique(out, e.ev)
	}
	return out
}

// drop removes the entries of the events in done: searched in place
// while they are few (as a buffer's commands in flight usually are), by a
// map beyond.
func (t *tracker) drop(done []Event) {
	isDone := func(ev Event) bool { return slices.Contains(done, ev) }
	if len(done) > 16 {
		m := make(map[Event]bool, len(done))
		for _, e := range done {
			m[e] = true
		}
		isDone = func(ev Event) bool { return m[ev] }
	}
	kept := t.entries[:0]
	for _, e := range t.entries {
		if !isDone(e.ev) {
			kept = append(kept, e)
		}
	}
	clear(t.entries[len(kept):])
	t.entries = kept
}

// conflicts adds to deps the events of the unfinished accesses at loc
// that an access of [lo, hi) (writing or not) must wait for; the entries
// of self and selfX, the command's own and its copies home' (PlanSplit;
// selfX may be nil), are not.
func (t *tracker) conflicts(deps []Event, loc Loc, lo, hi int, write bool, self, selfX Event) []Event {
	for _, e := range t.entries {
		if e.ev == self || e.ev == selfX || e.loc != loc || e.hi <= lo || hi <= e.lo || (!write && !e.write) {
			continue
		}
		deps = appendUnique(deps, e.ev)
	}
	return deps
}

func (t *tracker) add(loc Loc, lo, hi int, write bool, ev Event) {
	t.entries = append(t.entries, entry{loc: loc, lo: lo, hi: hi, write: write, ev: ev})
}

// addAccess records a command's own access (see entry.access).
func (t *tracker) addAccess(loc Loc, lo, hi int, write bool, ev Event) {
	t.entries = append(t.entries, entry{loc: loc, lo: lo, hi: hi, write: write, ev: ev, access: true})
}

// supersede records that ev redefines [lo, hi) without reading it: the
// earlier written accesses there no longer decide what the bytes hold.
func (t *tracker) supersede(lo, hi int, ev Event) {
	for i := range t.entries {
		e := &t.entries[i]
		if e.access && e.write && e.ev != ev && e.lo < hi && lo < e.hi {
			e.superseded = e.superseded.add(max(lo, e.lo), min(hi, e.hi))
		}
	}
}

// written returns the parts of [lo, hi) that ev's accesses wrote and no
// later DiscardWrite access has redefined.
func (t *tracker) written(ev Event, lo, hi int) []span {
	var out []span
	for _, e := range t.entries {
		if e.ev != ev || !e.access || !e.write || e.hi <= lo || hi <= e.lo {
			continue
		}
		out = append(out, e.superseded.missing(max(lo, e.lo), min(hi, e.hi))...)
	}
	return out
}

func (t *tracker) pending() []Event { return t.events() }

func appendUnique(deps []Event, ev Event) []Event {
	for _, d := range deps {
		if d == ev {
			return deps
		}
	}
	return append(deps, ev)
}

// intervals is a sorted set of disjoint half-open byte ranges.
type intervals []span

type span struct{ lo, hi int }

func (s intervals) add(lo, hi int) intervals {
	if lo >= hi {
		return s
	}
	out := make(intervals, 0, len(s)+1)
	i := 0
	for ; i < len(s) && s[i].hi < lo; i++ {
		out = append(out, s[i])
	}
	for ; i < len(s) && s[i].lo <= hi; i++ {
		lo, hi = min(lo, s[i].lo), max(hi, s[i].hi)
	}
	out = append(out, span{lo, hi})
	return append(out, s[i:]...)
}

func (s intervals) remove(lo, hi int) intervals {
	if lo >= hi {
		return s
	}
	out := make(intervals, 0, len(s)+1)
	for _, x := range s {
		if x.hi <= lo || hi <= x.lo {
			out = append(out, x)
			continue
		}
		if x.lo < lo {
			out = append(out, span{x.lo, lo})
		}
		if hi < x.hi {
			out = append(out, span{hi, x.hi})
		}
	}
	return out
}

// Uncovered returns the parts of [lo, hi) that none of the ranges kept
// covers, in order.
func Uncovered(lo, hi int, kept [][2]int) [][2]int {
	left := intervals{}.add(lo, hi)
	for _, k := range kept {
		left = left.remove(k[0], k[1])
	}
	out := make([][2]int, len(left))
	for i, x := range left {
		out[i] = [2]int{x.lo, x.hi}
	}
	return out
}

// missing returns the parts of [lo, hi) not in s.
func (s intervals) missing(lo, hi int) []span {
	var out []span
	at := lo
	for _, x := range s {
		if x.hi <= at {
			continue
		}
		if x.lo >= hi {
			break
		}
		if x.lo > at {
			out = append(out, span{at, x.lo})
		}
		at = max(at, x.hi)
		if at >= hi {
			break
		}
	}
	if at < hi {
		out = append(out, span{at, hi})
	}
	return out
}

// covered returns the parts of [lo, hi) in s.
func (s intervals) covered(lo, hi int) []span {
	var out []span
	for _, x := range s {
		a, b := max(x.lo, lo), min(x.hi, hi)
		if a < b {
			out = append(out, span{a, b})
		}
	}
	return out
}
