package coexecutor

import (
	"slices"
)

// ProfileStatic is González & Morancho's profile-based static-hybrid
// scheduler (their STATIC-hybrid). The first launch of a shape (work-group count and
// units) profiles: it runs Dynamic (Packages equal packages on request)
// and measures each unit's throughput th_i, its work-groups over its busy
// time. They convert between unit kinds with a performance conversion
// factor, PCF = (a CPU unit's time per task)/(a GPU unit's time per task)
// = mean GPU th / mean CPU th, and gives the GPU units T·G·PCF/(G·PCF + C)
// of the T tasks (G GPU units, C CPU units), each kind's part split
// evenly among its units. That equals splitting by Σ th of each kind; this
// scheduler splits within each kind by th too (the same when a kind's
// units are alike), that is, every later launch of the shape gives unit i
// one Static package of ⌊G·th_i/Σth⌋ work-groups (largest remainders
// first). A unit that did no work in the profile gets none.
//
// A profile in which a unit completed no package, or only one (the
// Guard's probe, say), measured too little of it: one slow package (a
// hiccup of the host, or rows far heavier than the rest at the front of
// an irregular range) makes it look far slower than it is, and the static
// shares would then leave it out for good. The next launch profiles
// again, from the same guess (the units' powers as the first profile had
// them, not the Coexecutor's, which are that profile's throughputs by
// then), and each unit keeps the higher of its two throughputs. (Where the
// Guard leaves the unit out of the repeat, having measured it on its
// hiccup, the unit's share stays small until Reprofile profiles again.)
// While a unit has run no package at all, profiling goes on.
//
// The shares then pass the Coexecutor's Guard; work a cut share leaves
// goes to whoever asks, by speed. Reprofile = N profiles again after every
// N static launches; by default the profile is kept.
//
// A ProfileStatic remembers its profiles per Coexecutor (New takes a
// copy); called directly, New remembers them in the value.
//
// The zero value is the scheduler with its defaults.
type ProfileStatic struct {
	// Packages is Dynamic's package count m for a profiling launch, ≥ 1;
	// 0 means 4 per unit.
	Packages int
	// Reprofile makes it profile again after every Reprofile static
	// launches, ≥ 0; 0 means never (the profile is kept).
	Reprofile int
	// Occupancy is the work-groups per GPU compute unit that fill a GPU,
	// ≥ 1 (CPUs: one per core); 0 means DefaultGroupsPerCU, 4. A GPU
	// whose fill (fill.go) is larger is filled by its fill.
	Occupancy int

	mem across[profileState]
}

func (p *ProfileStatic) knobs() *knobs {
	k := newKnobs("ProfileStatic", "profile-static")
	k.int("Packages", "m", p.Packages, &k.cfg.packages, 1, "the package count must be at least 1 (0: 4 per unit)")
	k.int("Reprofile", "reprofile", p.Reprofile, &k.cfg.reprofile, 0, "must not be negative (0: never)")
	k.occupancy(p.Occupancy)
	return k
}

// Name returns "profile-static", with the knobs that are set.
func (p *ProfileStatic) Name() string   { return p.knobs().name() }
func (p *ProfileStatic) String() string { return p.Name() }
func (p *ProfileStatic) check() error   { return p.knobs().err }
func (p *ProfileStatic) fresh() Policy {
	return &ProfileStatic{Packages: p.Packages, Reprofile: p.Reprofile, Occupancy: p.Occupancy}
}

// New makes a launch's scheduler: a profiling launch, or the static
// shares of the shape's profile.
func (p *ProfileStatic) New(s Setup) (Scheduler, error) {
	k := p.knobs()
	if k.err != nil {
		return nil, k.err
	}
	return (&profilePolicy{cfg: k.cfg, mem: &p.mem}).newSched(s), nil
}

// profilePolicy is a ProfileStatic's checked knobs and its memory.
type profilePolicy struct {
	cfg schedConfig
	mem *across[profileState]
}

type profileState struct {
	repeated bool      // the profile was repeated once
	th       []float64 // work-groups per second; nil until profiled
	stale    bool      // profile again at the next launch
	repeat   bool      // that profile repeats one that measured a unit too little
	used     int       // static launches since the profile

	// The units and whether their powers were a guess, as the first
	// profile started from: a repeat starts from them again (a later
	// profile starts from the throughputs, in which the unit measured
	// too little may be negligible already).
	guess        []UnitInfo
	guessUnknown bool
}

func (p *profilePolicy) newSched(s Setup) Scheduler {
	pk := packages(p.cfg.packages, s)
	p.mem.mu.Lock()
	defer p.mem.mu.Unlock()
	st := p.mem.get(s, func() *profileState { return &profileState{} })
	if st.th == nil || st.stale {
		st.stale = false
		prior := st.th
		if st.repeat && len(st.guess) == len(s.Units) {
			// The same guess as the profile it repeats: the Coexecutor's
			// powers now are that profile's throughputs, in which the
			// unit measured too little is negligible.
			prior = nil
			s.Units = slices.Clone(st.guess)
			s.PowersUnknown = st.guessUnknown
		} else if st.th == nil {
			st.guess, st.guessUnknown = slices.Clone(s.Units), s.PowersUnknown
		}
		return &profiler{pol: p, st: st, groups: s.Groups, size: max(1, (s.Groups+pk-1)/pk),
			pace: newPace(s, 3, p.cfg, prior)}
	}
	st.used++
	if p.cfg.reprofile > 0 && st.used >= p.cfg.reprofile {
		st.stale, st.used = true, 0
	}
	return newStaticShares(s, p.cfg, st.th)
}

// profiler is a profiling launch: Dynamic, measuring each unit.
type profiler struct {
	pol    *profilePolicy
	st     *profileState
	groups int
	size   int
	pace   *pace
	done   int
}

func (p *profiler) Next(u, remaining int) int { return p.pace.grant(u, p.size, remaining) }

func (p *profiler) Completed(pk Package) {
	p.pace.completed(pk)
	if pk.Unit < 0 || pk.Unit >= p.pace.n() {
		return
	}
	p.done += pk.Groups
	if p.done != p.groups {
		return
	}
	th := make([]float64, p.pace.n())
	thin := false
	for i := range th {
		if p.pace.busy[i] > 0 {
			th[i] = p.pace.launchSpeed(i) // packages below occupancy counted as full
		}
		// Its window (3) holds every package it ran, up to 3.
		thin = thin || len(p.pace.hist[i]) <= 1
	}
	p.pol.mem.mu.Lock()
	defer p.pol.mem.mu.Unlock()
	if p.st.repeat {
		for i := range th {
			th[i] = max(th[i], p.st.th[i])
		}
		p.st.repeat = false
	}
	if thin && len(th) > 1 && (!p.st.repeated || slices.Contains(th, 0)) {
		// Once for a unit measured on one package; for as long as a unit
		// ran none (the Guard left it out: it probes it again with a
		// budget that grows with each launch it sits out).
		p.st.repeat, p.st.stale, p.st.repeated = true, true, true
	}
	p.st.th = th
}

// staticShares is a static split by throughput.
type staticShares struct {
	pace   *pace
	shares shares
}

func newStaticShares(s Setup, cfg schedConfig, th []float64) *staticShares {
	return &staticShares{pace: newPace(s, 3, cfg, th), shares: shares(proportional(s.Groups, th))}
}

func (s *staticShares) Next(u, remaining int) int { return s.shares.next(s.pace, u, remaining, true) }
func (s *staticShares) Completed(p Package)       { s.pace.completed(p) }
