package memory

// This file defines a Session, one co-executed launch's use of USM
// allocations, and the counters of what USM use moved.

import (
	"errors"
	"sync"
	"time"
)

// USMStats counts what using an allocation from one location cost: the
// maps and unmaps of a coarse-grained allocation on its device, and the
// copies into a location's view of it and back (per region, or the whole
// allocation for an emulated one used whole).
type USMStats struct {
	Maps, Unmaps        int
	CopiesIn, CopiesOut int // into the location's view; back to the allocation
	BytesIn, BytesOut   int64
}

// Add returns s + t.
func (s USMStats) Add(t USMStats) USMStats {
	return USMStats{s.Maps + t.Maps, s.Unmaps + t.Unmaps, s.CopiesIn + t.CopiesIn, s.CopiesOut + t.CopiesOut, s.BytesIn + t.BytesIn, s.BytesOut + t.BytesOut}
}

// Sub returns s - t.
func (s USMStats) Sub(t USMStats) USMStats {
	return USMStats{s.Maps - t.Maps, s.Unmaps - t.Unmaps, s.CopiesIn - t.CopiesIn, s.CopiesOut - t.CopiesOut, s.BytesIn - t.BytesIn, s.BytesOut - t.BytesOut}
}

// Session is one co-executed launch's use of USM allocations: every
// command of the launch names it (cgroup.SetSession), and the launch ends
// it once the last of them has finished. Within a session:
//
//   - the locations that keep a copy of an allocation (usm_use.go) start
//     from its contents when the session first uses it, which the host may
//     have changed since the last session (unless the session keeps the
//     copies: Keep); what they copy in stays valid for the session until a
//     kernel of another location writes it;
//   - a coarse-grained allocation is unmapped from the host once, when the
//     first kernel of the session on its device begins, and mapped again
//     once, when the session ends (not around each kernel): the host must
//     not touch it in between, as SYCL requires of memory that a running
//     kernel uses.
//
// A command without a session is a session of its own, except that the
// allocation's own device maps and unmaps a coarse-grained allocation
// around each of its kernels.
type Session struct {
	mu     sync.Mutex
	allocs []*Alloc // the allocations the session has used, in order
	// starts[i] runs the start of allocs[i]'s use in the session once:
	// every user of it waits until it has run (joinSession).
	starts []*sync.Once
	stats  map[Loc]*USMStats
	ended  bool
	ending map[Loc]time.Duration // End's time, per allocation's device
	keep   bool                  // see Keep
}

// Keep makes the session start from the copies that locations kept of
// its allocations, as earlier sessions left them, rather than empty:
// for launches between which the host writes the allocations only
// through the runtime (copies, fills, kernels), whose writes make the
// copies of what they write stale. Call it before the session's first
// use.
func (s *Session) Keep() { s.keep = true }

// NewSession starts a session.
func NewSession() *Session { return &Session{} }

// ErrSessionEnded is the error of a use of an allocation in a session that
// has ended.
var ErrSessionEnded = errors.New("USM session already ended")

// join records that the session uses a, and returns the Once that starts
// a's use in the session.
func (s *Session) join(a *Alloc) (*sync.Once, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		return nil, ErrSessionEnded
	}
	for i, b := range s.allocs {
		if b == a {
			return s.starts[i], nil
		}
	}
	s.allocs = append(s.allocs, a)
	s.starts = append(s.starts, new(sync.Once))
	return s.starts[len(s.starts)-1], nil
}

// End ends the session once its commands have finished: the coarse-grained
// allocations it unmapped are mapped for the host again. It returns the
// first error; a second End does nothing.
func (s *Session) End() error {
	s.mu.Lock()
	allocs := s.allocs
	s.allocs, s.starts, s.ended = nil, nil, true
	s.mu.Unlock()
	var first error
	ending := map[Loc]time.Duration{}
	for _, a := range allocs {
		t := time.Now()
		if err := a.release(s); err != nil && first == nil {
			first = err
		}
		ending[a.Dev] += time.Since(t)
	}
	s.mu.Lock()
	s.ending = ending
	s.mu.Unlock()
	return first
}

// Ending is how long End took per location: giving back to the host the
// allocations of that location's device that the session used (mapping
// a coarse-grained allocation again moves it back from the device).
func (s *Session) Ending() map[Loc]time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[Loc]time.Duration, len(s.ending))
	for l, d := range s.ending {
		out[l] = d
	}
	return out
}

// Stats returns what the session's use of USM cost, per location (nil:
// the native device).
func (s *Session) Stats() map[Loc]USMStats {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[Loc]USMStats, len(s.stats))
	for l, st := range s.stats {
		out[l] = *st
	}
	return out
}

// Stats returns what using the allocation has cost so far, per location.
func (a *Alloc) Stats() map[Loc]USMStats {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := make(map[Loc]USMStats, len(a.stats))
	for l, st := range a.stats {
		out[l] = *st
	}
	return out
}

// count applies f to the allocation's counters for loc and to the
// session's (s may be nil). a.mu must not be held.
func (a *Alloc) count(s *Session, loc Loc, f func(*USMStats)) {
	a.mu.Lock()
	a.countLocked(loc, f)
	a.mu.Unlock()
	if s != nil {
		s.mu.Lock()
		if s.stats == nil {
			s.stats = map[Loc]*USMStats{}
		}
		addTo(s.stats, loc, f)
		s.mu.Unlock()
	}
}

// countLocked is count for the allocation alone, with a.mu held.
func (a *Alloc) countLocked(loc Loc, f func(*USMStats)) {
	if a.stats == nil {
		a.stats = map[Loc]*USMStats{}
	}
	addTo(a.stats, loc, f)
}

func addTo(m map[Loc]*USMStats, loc Loc, f func(*USMStats)) {
	st := m[loc]
	if st == nil {
		st = &USMStats{}
		m[loc] = st
	}
	f(st)
}
