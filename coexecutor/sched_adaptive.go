package coexecutor

// Adaptive is the Adaptive scheduler (Boyer et al., "Load balancing
// in a changing world", as Pérez et al. compare it with Sigmoid): probe,
// then split statically.
//
// Probing: each unit gets probe packages of o, 2o, 4o, … work-groups,
// each twice the one before it, handed out on request (a unit keeps up to
// InFlight probes queued); o is its occupancy, one work-group per core on
// a CPU and compute units × 4 on a GPU. (Boyer et al. start from one
// work-group, which runs a GPU far below capacity for several packages:
// about 6 % of the launch at extreme heterogeneity in the simulator.) A
// unit's speed counts as measured once doubling its probe raised its speed
// by less than 10 % (the device is saturated and the launch overhead
// amortised) or its probe reached G/(8n) work-groups (or o, if more); it
// then keeps getting probes of that size while the others are measured.
// Split: at the first request after every unit is measured, the R
// work-groups left are divided once so that all units end together at
// their measured speeds (the mean of their last two probes), counting
// what each still has in flight and has not run yet (left_i): unit i gets
// T·s_i − left_i with T = (R + Σleft)/Σs. Each unit then gets its share as
// one package; work left over (a cut share, a failed package) goes to
// whoever asks, by speed. Every package then passes the Coexecutor's
// Guard.
//
// The zero value is the scheduler with its defaults.
type Adaptive struct {
	// Occupancy is the work-groups per GPU compute unit that fill a GPU,
	// ≥ 1 (CPUs: one per core), the first probe's size; 0 means
	// DefaultGroupsPerCU, 4. A GPU whose fill (fill.go) is larger is
	// filled by its fill.
	Occupancy int
}

func (a *Adaptive) knobs() *knobs {
	k := newKnobs("Adaptive", "adaptive")
	k.occupancy(a.Occupancy)
	return k
}

// Name returns "adaptive", with the knobs that are set.
func (a *Adaptive) Name() string   { return a.knobs().name() }
func (a *Adaptive) String() string { return a.Name() }
func (a *Adaptive) check() error   { return a.knobs().err }
func (a *Adaptive) fresh() Policy  { c := *a; return &c }

// New makes a launch's scheduler.
func (a *Adaptive) New(s Setup) (Scheduler, error) {
	k := a.knobs()
	if k.err != nil {
		return nil, k.err
	}
	return newAdaptiveSched(s, k.cfg), nil
}

// adaptiveGain is the speed gain below which doubling the probe no longer
// pays: the unit is saturated.
const adaptiveGain = 1.1

type adaptiveSched struct {
	pace      *pace
	probe     []int     // the unit's next probe size
	last      []float64 // the speed of its last completed probe
	saturated []bool
	cap       []int  // per unit: the probe size at which it counts as measured
	shares    shares // after the split: each unit's share not handed out yet
}

func newAdaptiveSched(s Setup, cfg schedConfig) *adaptiveSched {
	n := len(s.Units)
	a := &adaptiveSched{pace: newPace(s, 2, cfg, nil), probe: make([]int, n), last: make([]float64, n), saturated: make([]bool, n), cap: make([]int, n)}
	for i, u := range s.Units {
		a.probe[i] = occupancy(u, cfg.groupsPerCU)
		a.cap[i] = max(a.probe[i], s.Groups/(8*max(1, n)))
	}
	return a
}

func (a *adaptiveSched) Next(u, remaining int) int {
	if a.shares == nil {
		all := true
		for _, s := range a.saturated {
			all = all && s
		}
		if all {
			a.split(remaining)
		}
	}
	if a.shares == nil {
		size := a.pace.grant(u, a.probe[u], remaining)
		if size > 0 && !a.saturated[u] {
			a.probe[u] = min(2*a.probe[u], a.cap[u])
		}
		return size
	}
	return a.shares.next(a.pace, u, remaining, true)
}

// split divides the remaining work so that every unit ends at once.
func (a *adaptiveSched) split(remaining int) {
	s, sum := a.pace.speeds()
	left := make([]float64, len(s))
	all := float64(remaining)
	for i := range left {
		left[i] = a.pace.left(i, s[i])
		all += left[i]
	}
	w := make([]float64, len(s))
	if sum > 0 {
		t := all / sum
		for i := range w {
			w[i] = max(0, t*s[i]-left[i])
		}
	}
	a.shares = shares(proportional(remaining, w))
}

func (a *adaptiveSched) Completed(p Package) {
	a.pace.completed(p)
	u := p.Unit
	if a.shares != nil || u < 0 || u >= len(a.saturated) || a.saturated[u] {
		return
	}
	if d := p.End - p.Start; d > 0 && p.Groups > 0 {
		sp := float64(p.Groups) / d.Seconds()
		if a.last[u] > 0 && sp < adaptiveGain*a.last[u] {
			a.saturated[u] = true
		}
		a.last[u] = sp
	}
	if p.Groups >= a.cap[u] {
		a.saturated[u] = true
	}
	if a.saturated[u] {
		a.probe[u] = max(1, p.Groups) // the size that saturated it
	}
}
