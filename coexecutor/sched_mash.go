package coexecutor

import (
	"math"
	"time"
)

// Mash is Nozal & Bosque's Mash scheduler (EngineCL with ls1-MarDyn,
// §3.2): profiling, setup and
// co-execution phases, spread over launches. The policy remembers its
// profile per launch shape (work-group count and units; Setup names no
// kernel, so computations of the same shape share it).
//
// Profiling, the first n launches of a shape (n units): launch d profiles
// unit d. Its first packages are its profiling work W = ⌊G·P_d/2⌋
// work-groups, half its share P_d by what is known of the units' speeds
// (profiled throughputs, or speeds measured in earlier launches, or else
// the powers), divided in two halves
// (a launch runs each work-item once, so Mash's "duplicate the package"
// for irregular kernels becomes "divide it", the paper's regular variant):
// the first half as one package (single offloading, T_single), the second
// as packages halving in size, ⌈rest/2⌉ down to W/16 (multiple
// offloading, T_multiple from the first one's start to the last one's
// end). S = T_single/T_multiple (per work-group, should the rule cut a
// profiling package): above 1 + threshold the unit runs multiple, below
// 1 − threshold single, and in between the default, multiple unless
// Regular. Its throughput th_d is its better mode's. A single
// package the Guard cut below half its size (a probe, when d's speed is
// not known) is no single offloading and no sample of the unit's speed:
// then nothing is compared, d runs the default mode, and th_d is the
// multiple packages' throughput. Meanwhile, and
// after its profiling packages, the other units (and d) co-execute the
// rest of the launch with HGuided packages sized by their speeds, so a
// profiling launch is still co-executed.
//
// Setup and co-execution, every later launch: powers p_i = th_i/Σth; the
// units of the single group get their share ⌊G·p_i⌋ as one Static package
// each; the multiple group shares the rest with HGuided (⌈R_m·p_i/k⌉ with
// p_i normalised within the group, K and MinPackage), R_m being the work not reserved for the single group. A unit
// whose profiling failed counts as multiple, its throughput the speed it
// showed in an earlier launch (or estimated from its power).
//
// Reprofile = N profiles again after every N co-execution launches (n more
// profiling launches); by default the profile is kept. Every package then
// passes the Coexecutor's Guard.
//
// A Mash remembers its profiles per Coexecutor (New takes a copy);
// called directly, New remembers them in the value.
//
// The zero value is the scheduler with its defaults.
type Mash struct {
	// Threshold is the band around 1 in which T_single/T_multiple picks
	// the default offloading mode, in (0, 1); 0 means
	// DefaultMashThreshold, 0.1.
	Threshold float64
	// Regular declares the kernel regular: within the threshold Mash then
	// picks single offloading (one package) rather than multiple, the
	// default for kernels that may be irregular.
	Regular bool
	// Reprofile makes Mash profile again after every Reprofile
	// co-execution launches, ≥ 0; 0 means never (the profile is kept).
	Reprofile int
	// Occupancy is the work-groups per GPU compute unit that fill a GPU,
	// ≥ 1 (CPUs: one per core); 0 means DefaultGroupsPerCU, 4. A GPU
	// whose fill (fill.go) is larger is filled by its fill.
	Occupancy int
	// K is the divisor of the multiple group's HGuided packages, > 0; 0
	// means 2.
	K float64
	// MinPackage is the multiple group's smallest package in work-groups,
	// ≥ 1; 0 means 1.
	MinPackage int

	mem across[mashState]
}

func (m *Mash) knobs() *knobs {
	k := newKnobs("Mash", "mash")
	k.float("Threshold", "thr", m.Threshold, &k.cfg.threshold, func(v float64) bool { return v > 0 && v < 1 }, "the threshold must be in (0, 1) (0: 0.1)")
	if m.Regular {
		k.cfg.regular = true
		k.labels = append(k.labels, "regular=true")
	}
	k.int("Reprofile", "reprofile", m.Reprofile, &k.cfg.reprofile, 0, "must not be negative (0: never)")
	k.occupancy(m.Occupancy)
	k.float("K", "k", m.K, &k.cfg.k, positive, "k must be positive (0: 2)")
	k.int("MinPackage", "min", m.MinPackage, &k.cfg.minPkg, 1, "must be at least 1 work-group (0: 1)")
	return k
}

// Name returns "mash", with the knobs that are set.
func (m *Mash) Name() string   { return m.knobs().name() }
func (m *Mash) String() string { return m.Name() }
func (m *Mash) check() error   { return m.knobs().err }
func (m *Mash) fresh() Policy {
	return &Mash{Threshold: m.Threshold, Regular: m.Regular, Reprofile: m.Reprofile, Occupancy: m.Occupancy, K: m.K, MinPackage: m.MinPackage}
}

// New makes a launch's scheduler, profiling or co-executing by what m
// remembers of earlier launches of the shape.
func (m *Mash) New(s Setup) (Scheduler, error) {
	k := m.knobs()
	if k.err != nil {
		return nil, k.err
	}
	return (&mashPolicy{cfg: k.cfg, mem: &m.mem}).newSched(s), nil
}

// mashPolicy is a Mash's checked knobs and its memory.
type mashPolicy struct {
	cfg schedConfig
	mem *across[mashState]
}

type mashMode int

const (
	mashMultiple mashMode = iota
	mashSingle
)

func (m mashMode) String() string {
	if m == mashSingle {
		return "single"
	}
	return "multiple"
}

// mashProfile is what profiling found for a unit.
type mashProfile struct {
	done  bool
	mode  mashMode
	th    float64 // work-groups per second, in its better mode
	ratio float64 // S = T_single/T_multiple (0: not measured)
}

type mashState struct {
	stage  int // profiling launches handed out in this round
	used   int // co-execution launches since the profile
	prof   []mashProfile
	speeds []float64 // the units' last measured speeds, work-groups per second
}

func (m *mashPolicy) newSched(s Setup) Scheduler {
	n := len(s.Units)
	m.mem.mu.Lock()
	defer m.mem.mu.Unlock()
	st := m.mem.get(s, func() *mashState { return &mashState{prof: make([]mashProfile, n), speeds: make([]float64, n)} })
	if st.stage < n {
		d := st.stage
		st.stage++
		return newMashProfiler(m, st, s, d)
	}
	st.used++
	if m.cfg.reprofile > 0 && st.used >= m.cfg.reprofile {
		st.stage, st.used = 0, 0 // the next launches profile again
	}
	return newMashCoexec(m, st, s)
}

// mashThroughputs are the units' throughputs in work-groups per second:
// profiled, or else measured in an earlier launch of the shape, or else
// estimated from the units' powers like those known; nil when none is
// known.
func mashThroughputs(s Setup, st *mashState) []float64 {
	th := make([]float64, len(s.Units))
	var known, pow float64
	for i := range th {
		switch {
		case st.prof[i].done && st.prof[i].th > 0:
			th[i] = st.prof[i].th
		case st.speeds[i] > 0:
			th[i] = st.speeds[i]
		default:
			continue
		}
		known += th[i]
		pow += s.Units[i].Power
	}
	if known == 0 {
		return nil
	}
	for i := range th {
		if th[i] == 0 {
			if pow > 0 {
				th[i] = s.Units[i].Power * known / pow
			} else {
				th[i] = known / float64(len(th))
			}
		}
	}
	return th
}

// note remembers unit u's measured speed for the next launches.
func (m *mashPolicy) note(st *mashState, p *pace, u int) {
	if u < 0 || u >= len(st.speeds) || !p.measured(u) {
		return
	}
	m.mem.mu.Lock()
	st.speeds[u] = p.launchSpeed(u)
	m.mem.mu.Unlock()
}

// mashProfiler runs a profiling launch for unit d.
type mashProfiler struct {
	pol    *mashPolicy
	st     *mashState
	d      int
	pace   *pace
	k      float64
	minPkg int

	single, multi int        // profiling work of d not handed out: the single package, the multiple budget
	planned       int        // the single package's size before the rule
	chunkMin      int        // the smallest multiple package
	kinds         []mashMode // d's profiling packages, in the order handed out
	sizes         []int      // their sizes as Next gave them
	seen          int        // d's packages completed
	sG, mG        int        // work-groups run in each mode
	sT            time.Duration
	mStart, mEnd  time.Duration
	finished      bool
}

func newMashProfiler(pol *mashPolicy, st *mashState, s Setup, d int) *mashProfiler {
	p := &mashProfiler{pol: pol, st: st, d: d, pace: newPace(s, 3, pol.cfg, mashThroughputs(s, st)), k: pol.cfg.k, minPkg: pol.cfg.minPkg}
	if p.k <= 0 {
		p.k = 2
	}
	sum := 0.0
	for _, x := range p.pace.prior {
		sum += x
	}
	w := int(math.Floor(float64(s.Groups) * p.pace.prior[d] / sum / 2))
	if w >= 2 {
		p.single = w / 2
		p.planned = p.single
		p.multi = w - p.single
		p.chunkMin = max(1, w/16)
	} else {
		p.finished = true // too little work to profile: keep what is known
	}
	return p
}

func (p *mashProfiler) Next(u, remaining int) int {
	if u == p.d && p.single+p.multi > 0 && !p.pace.measured(u) && len(p.pace.flight[u]) > 0 {
		return 0 // its profiling packages wait for its first result
	}
	if u == p.d && p.single > 0 {
		size := p.pace.grant(u, p.single, remaining)
		p.single = 0
		if size > 0 {
			p.kinds = append(p.kinds, mashSingle)
			p.sizes = append(p.sizes, size)
		} else {
			p.multi = 0 // the rule leaves d idle: no profile
			p.finish()
		}
		return size
	}
	if u == p.d && p.multi > 0 {
		chunk := min(p.multi, max(p.chunkMin, (p.multi+1)/2))
		size := p.pace.grant(u, chunk, remaining)
		if size > 0 {
			p.kinds = append(p.kinds, mashMultiple)
			p.sizes = append(p.sizes, size)
			p.multi = max(0, p.multi-size) // a unit left alone gets all the rest
		} else {
			p.multi = 0
		}
		if p.multi == 0 && p.seen == len(p.kinds) {
			p.finish()
		}
		return size
	}
	pool := remaining - p.single - p.multi
	size := 0
	if pool > 0 {
		s, sum := p.pace.speeds()
		size = p.minPkg
		if sum > 0 {
			size = max(size, int(math.Ceil(float64(pool)*s[u]/sum/p.k)))
		}
		size = min(size, pool)
	}
	return p.pace.grant(u, size, remaining)
}

func (p *mashProfiler) Completed(pk Package) {
	p.pace.completed(pk)
	p.pol.note(p.st, p.pace, pk.Unit)
	if pk.Unit != p.d || p.seen >= len(p.kinds) {
		return
	}
	switch p.kinds[p.seen] {
	case mashSingle:
		if 2*pk.Groups >= p.planned {
			p.sG += pk.Groups
			p.sT += pk.Duration()
		}
	case mashMultiple:
		if p.mG == 0 || pk.Start < p.mStart {
			p.mStart = pk.Start
		}
		p.mEnd = max(p.mEnd, pk.End)
		p.mG += pk.Groups
		// The Guard may have given the unit more than Next sized (a unit
		// left alone gets all the rest): that much less profiling work
		// is left.
		p.multi = max(0, p.multi-(pk.Groups-p.sizes[p.seen]))
	}
	p.seen++
	if p.single == 0 && p.multi == 0 && p.seen == len(p.kinds) {
		p.finish()
	}
}

// finish decides d's mode and stores its profile.
func (p *mashProfiler) finish() {
	if p.finished {
		return
	}
	p.finished = true
	var thS, thM float64
	if p.sG > 0 && p.sT > 0 {
		thS = float64(p.sG) / p.sT.Seconds()
	}
	if t := p.mEnd - p.mStart; p.mG > 0 && t > 0 {
		thM = float64(p.mG) / t.Seconds()
	}
	prof := mashProfile{done: true, th: max(thS, thM), mode: mashMultiple}
	if p.pol.cfg.regular {
		prof.mode = mashSingle
	}
	if thS > 0 && thM > 0 {
		prof.ratio = thM / thS // = T_single/T_multiple for equal work
		switch thr := p.pol.cfg.threshold; {
		case prof.ratio > 1+thr:
			prof.mode = mashMultiple
		case prof.ratio < 1-thr:
			prof.mode = mashSingle
		}
	}
	if prof.th <= 0 {
		return // nothing measured
	}
	p.pol.mem.mu.Lock()
	p.st.prof[p.d] = prof
	p.pol.mem.mu.Unlock()
}

// mashCoexec is a co-execution launch: Static for the single group,
// HGuided for the multiple group.
type mashCoexec struct {
	pol      *mashPolicy
	st       *mashState
	pace     *pace
	single   shares    // the single group's packages not handed out
	isSingle []bool    // by unit
	pm       []float64 // powers within the multiple group
	multi    bool      // the multiple group is not empty
	k        float64
	minPkg   int
}

func newMashCoexec(pol *mashPolicy, st *mashState, s Setup) *mashCoexec {
	n := len(s.Units)
	th := mashThroughputs(s, st)
	c := &mashCoexec{pol: pol, st: st, pace: newPace(s, 3, pol.cfg, th), isSingle: make([]bool, n), pm: make([]float64, n), k: pol.cfg.k, minPkg: pol.cfg.minPkg}
	if c.k <= 0 {
		c.k = 2
	}
	if th == nil { // nothing profiled: HGuided by power
		th = c.pace.prior
	}
	all := proportional(s.Groups, th)
	c.single = make(shares, n)
	msum := 0.0
	for i, p := range st.prof {
		if p.done && p.mode == mashSingle {
			c.isSingle[i] = true
			c.single[i] = all[i]
		} else {
			c.multi = true
			msum += th[i]
		}
	}
	for i := range c.pm {
		if !c.isSingle[i] && msum > 0 {
			c.pm[i] = th[i] / msum
		}
	}
	return c
}

func (c *mashCoexec) Next(u, remaining int) int {
	if c.isSingle[u] {
		// Without a multiple group, the single units also take what is
		// left over (a share the rule cut); with one, they are done.
		n := c.single.next(c.pace, u, remaining, !c.multi)
		c.pace.closed[u] = c.pace.closed[u] || c.multi
		return n
	}
	size := 0
	if pool := remaining - c.single.reserved(); pool > 0 {
		size = min(pool, max(c.minPkg, int(math.Ceil(float64(pool)*c.pm[u]/c.k))))
	}
	return c.pace.grant(u, size, remaining)
}

func (c *mashCoexec) Completed(p Package) {
	c.pace.completed(p)
	c.pol.note(c.st, c.pace, p.Unit)
}
