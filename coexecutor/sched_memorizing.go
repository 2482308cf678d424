package coexecutor

import (
	"slices"
)

// Memorizing is González & Morancho's memorizing dynamic scheduler: the
// first launch of a shape (work-group count and units) runs Dynamic
// (Packages equal packages on request) and records which work-group
// ranges each unit ran; every later launch of that shape gives each unit
// the same ranges again (an Assigner: adjacent ranges merged into one
// package), so that what a unit's packages leave on its device is where
// the next launch needs it. Each launch records again what each unit ran,
// so the assignment follows any change the rule below makes. A launch of
// another shape starts over with Dynamic (each shape keeps its own
// record).
//
// A record in which a unit ran nothing is not replayed: the Guard kept
// that unit out of the recorded launch (its probe over its budget, or its
// program still building), so the record says what the Guard allowed
// then, not what the units can do, and replaying it would keep the unit
// out of every launch after. The launch runs Dynamic again and records
// anew; while the Guard keeps a unit out of every launch, Memorizing is
// Dynamic.
//
// Where the record holds more ranges than Dynamic's packages, the short
// ones (under an eighth of a package, left by the Guard) are given
// to a neighbour, so that the packages a launch replays stay about as
// many as the first launch's.
//
// The Coexecutor's Guard judges the recorded ranges too: the part of a
// range it cuts is handed out again as Dynamic's packages, to whoever
// asks.
//
// A Memorizing remembers its records per Coexecutor (New takes a
// copy); called directly, New remembers them in the value.
//
// The zero value is the scheduler with its defaults.
type Memorizing struct {
	// Packages is Dynamic's package count m for a shape's first launch,
	// ≥ 1; 0 means 4 per unit.
	Packages int
	// Occupancy is the work-groups per GPU compute unit that fill a GPU,
	// ≥ 1 (CPUs: one per core); 0 means DefaultGroupsPerCU, 4. A GPU
	// whose fill (fill.go) is larger is filled by its fill.
	Occupancy int

	mem across[memoState]
}

func (m *Memorizing) knobs() *knobs {
	k := newKnobs("Memorizing", "memorizing")
	k.int("Packages", "m", m.Packages, &k.cfg.packages, 1, "the package count must be at least 1 (0: 4 per unit)")
	k.occupancy(m.Occupancy)
	return k
}

// Name returns "memorizing", with the knobs that are set.
func (m *Memorizing) Name() string   { return m.knobs().name() }
func (m *Memorizing) String() string { return m.Name() }
func (m *Memorizing) check() error   { return m.knobs().err }
func (m *Memorizing) fresh() Policy  { return &Memorizing{Packages: m.Packages, Occupancy: m.Occupancy} }

// New makes a launch's scheduler, replaying what m recorded of the
// shape's earlier launch.
func (m *Memorizing) New(s Setup) (Scheduler, error) {
	k := m.knobs()
	if k.err != nil {
		return nil, k.err
	}
	return (&memoPolicy{cfg: k.cfg, mem: &m.mem}).newSched(s), nil
}

// memoPolicy is a Memorizing's checked knobs and its memory.
type memoPolicy struct {
	cfg schedConfig
	mem *across[memoState]
}

type memoState struct {
	ranges [][]span  // per unit, sorted and merged; nil until a launch completed
	speeds []float64 // work-groups per second measured with them
}

func (m *memoPolicy) newSched(s Setup) Scheduler {
	pk := packages(m.cfg.packages, s)
	m.mem.mu.Lock()
	defer m.mem.mu.Unlock()
	st := m.mem.get(s, func() *memoState { return &memoState{} })
	ms := &memoSched{pol: m, st: st, groups: s.Groups, size: max(1, (s.Groups+pk-1)/pk), packages: pk, rec: make([][]span, len(s.Units))}
	if st.ranges != nil && len(st.ranges) == len(s.Units) && !slices.ContainsFunc(st.ranges, func(r []span) bool { return len(r) == 0 }) {
		ms.replay = true
		ms.queue = make([][]span, len(s.Units))
		for i, r := range st.ranges {
			ms.queue[i] = slices.Clone(r)
		}
		ms.pace = newPace(s, 3, m.cfg, st.speeds)
	} else {
		ms.pace = newPace(s, 3, m.cfg, nil)
	}
	return ms
}

type memoSched struct {
	pol      *memoPolicy
	st       *memoState
	groups   int
	size     int // Dynamic's package
	packages int // Dynamic's package count: more ranges than this are absorbed
	pace     *pace

	replay   bool
	queue    [][]span // each unit's recorded ranges not assigned yet
	released []span   // ranges their unit gave up

	rec       [][]span // what each unit ran in this launch
	recGroups int
}

// reserved is the recorded work not assigned yet.
func (m *memoSched) reserved() int {
	n := 0
	for _, q := range m.queue {
		for _, s := range q {
			n += s.hi - s.lo
		}
	}
	for _, s := range m.released {
		n += s.hi - s.lo
	}
	return n
}

func (m *memoSched) Assign(u int) (lo, hi int, ok bool) {
	if !m.replay {
		return 0, 0, false
	}
	if m.pace.closed[u] {
		// Left out: its ranges go to the others.
		m.released = append(m.released, m.queue[u]...)
		m.queue[u] = nil
		return 0, 0, false
	}
	var r span
	switch {
	case len(m.queue[u]) > 0:
		r = m.queue[u][0]
		m.queue[u] = m.queue[u][1:]
	case len(m.released) > 0:
		r = m.released[0]
		m.released = m.released[1:]
	default:
		return 0, 0, false
	}
	n := r.hi - r.lo
	m.pace.handed(u, n)
	return r.lo, r.lo + n, true
}

func (m *memoSched) Next(u, remaining int) int {
	if !m.replay {
		return m.pace.grant(u, m.size, remaining)
	}
	// Only work no recorded range holds (a failed package's).
	size := 0
	if left := remaining - m.reserved(); left > 0 {
		size = min(left, m.size)
	}
	return m.pace.grant(u, size, remaining)
}

func (m *memoSched) Completed(p Package) {
	m.pace.completed(p)
	if p.Unit < 0 || p.Unit >= len(m.rec) || p.Groups <= 0 {
		return
	}
	m.rec[p.Unit] = append(m.rec[p.Unit], span{p.FirstGroup, p.FirstGroup + p.Groups})
	m.recGroups += p.Groups
	if m.recGroups != m.groups {
		return
	}
	// The launch is complete: its assignment is the one to repeat.
	ranges := make([][]span, len(m.rec))
	n := 0
	for i, r := range m.rec {
		ranges[i] = mergeSpans(r)
		n += len(ranges[i])
	}
	if n > m.packages {
		ranges = absorb(ranges, max(1, m.size/fragment))
	}
	speeds := make([]float64, len(m.rec))
	for i := range speeds {
		speeds[i] = m.pace.launchSpeed(i)
	}
	m.pol.mem.mu.Lock()
	m.st.ranges, m.st.speeds = ranges, speeds
	m.pol.mem.mu.Unlock()
}

// absorb gives each range shorter than size to the unit whose range
// precedes it (the next one's, for the first). The Guard cuts a
// unit's range whenever it would end late, and jitter alone does that
// between identical devices: each cut leaves one more range to replay,
// and without absorbing the record only grows, each launch's packages
// smaller and more. A range that short moves little data to its new
// unit, once; and balance is the Guard's to restore at the next launch.
func absorb(ranges [][]span, size int) [][]span {
	type owned struct {
		unit int
		s    span
	}
	var all []owned
	for u, rs := range ranges {
		for _, r := range rs {
			all = append(all, owned{u, r})
		}
	}
	slices.SortFunc(all, func(a, b owned) int { return a.s.lo - b.s.lo })
	for i := range all {
		if all[i].s.hi-all[i].s.lo >= size {
			continue
		}
		switch {
		case i > 0:
			all[i].unit = all[i-1].unit
		case len(all) > 1:
			all[i].unit = all[i+1].unit
		}
	}
	out := make([][]span, len(ranges))
	for _, o := range all {
		out[o.unit] = append(out[o.unit], o.s)
	}
	for u := range out {
		out[u] = mergeSpans(out[u])
	}
	return out
}

// fragment: once a launch's record holds more ranges than Dynamic's
// packages, ranges under 1/fragment of a Dynamic package go to a
// neighbour. In the simulator's tables (docs/simulation.md), an eighth
// changed Memorizing's efficiency by -0.02 to +0.47 (16 GPUs, irregular;
// 16 GPUs, increasing); a half or a quarter by -0.12 to +0.36, moving
// more work between units.
const fragment = 8

// mergeSpans sorts spans and joins adjacent ones.
func mergeSpans(s []span) []span {
	s = slices.Clone(s)
	slices.SortFunc(s, func(a, b span) int { return a.lo - b.lo })
	var out []span
	for _, x := range s {
		if n := len(out); n > 0 && out[n-1].hi == x.lo {
			out[n-1].hi = x.hi
			continue
		}
		out = append(out, x)
	}
	return out
}
