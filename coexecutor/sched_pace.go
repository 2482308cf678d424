package coexecutor

import (
	"math"
	"strings"
	"sync"
	"time"
)

// pace is what the adaptive schedulers know of the units' speeds within a
// launch: what they size packages by. (Every package then passes the
// launch's Guard.)
//
// Speeds are in work-groups per second of device time (a package's Groups,
// or the unit's occupancy if more: effectiveGroups, over its End − Start),
// averaged over each unit's last window packages.
// A unit not measured yet is estimated from its prior (Setup's power, or
// the throughput a policy measured in an earlier launch) scaled like the
// measured units' priors; before any measurement the priors are used as
// they are, which is enough since the rule only compares speeds.
//
// The launch's clock is the latest package end seen: schedulers get no
// time of their own (Next is called as packages end, so it is close), and
// a simulator's packages carry simulated times.
type pace struct {
	prior   []float64
	hist    [][]float64
	window  int
	flight  [][]flying      // per unit, the packages handed out and not completed, in order
	lastEnd []time.Duration // per unit, its last package's end
	closed  []bool          // per unit, the scheduler gives it no more work
	now     time.Duration
	occ     []int // per unit, the smallest package that fills it
	// Per unit, the work-groups and device time of all its packages in
	// this launch: what a launch remembers for the next one. The window
	// above is the tail of a launch, whose packages are the smallest and
	// run a GPU far below capacity.
	groups []float64
	busy   []time.Duration
	given  []bool // per unit, it was handed a package in this launch
}

// flying is a package in flight: its size and the clock when handed out.
type flying struct {
	groups int
	at     time.Duration
}

func newPace(s Setup, window int, cfg schedConfig, prior []float64) *pace {
	n := len(s.Units)
	p := &pace{prior: make([]float64, n), hist: make([][]float64, n), window: max(1, window), flight: make([][]flying, n), lastEnd: make([]time.Duration, n), closed: make([]bool, n), occ: make([]int, n), groups: make([]float64, n), busy: make([]time.Duration, n), given: make([]bool, n)}
	sum := 0.0
	for i := range p.prior {
		p.occ[i] = occupancy(s.Units[i], cfg.groupsPerCU)
		switch {
		case prior != nil && i < len(prior) && prior[i] > 0:
			p.prior[i] = prior[i]
		case prior == nil:
			p.prior[i] = max(0, s.Units[i].Power)
		}
		sum += p.prior[i]
	}
	if sum <= 0 || math.IsNaN(sum) || math.IsInf(sum, 0) {
		for i := range p.prior {
			p.prior[i] = 1
		}
	}
	return p
}

func (p *pace) n() int { return len(p.prior) }

// handed records a package of n work-groups handed to u.
func (p *pace) handed(u, n int) {
	if n > 0 {
		p.flight[u] = append(p.flight[u], flying{n, p.now})
		p.given[u] = true
	}
}

// completed records a package's speed and end. A unit's packages end in
// the order they were handed out (its queue is in order).
func (p *pace) completed(pk Package) {
	u := pk.Unit
	if u < 0 || u >= p.n() {
		return
	}
	if len(p.flight[u]) > 0 {
		p.flight[u] = p.flight[u][1:]
	}
	p.now = max(p.now, pk.End)
	p.lastEnd[u] = max(p.lastEnd[u], pk.End)
	if d := pk.End - pk.Start; d > 0 && pk.Groups > 0 {
		g := effectiveGroups(pk.Groups, p.occ[u])
		p.groups[u] += g
		p.busy[u] += d
		h := append(p.hist[u], g/d.Seconds())
		if len(h) > p.window {
			h = h[len(h)-p.window:]
		}
		p.hist[u] = h
	}
}

func (p *pace) measured(u int) bool { return len(p.hist[u]) > 0 }

func mean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

// speed is unit u's speed: measured, or estimated from its prior, and
// then no faster than its first package in flight, not ended yet, allows.
func (p *pace) speed(u int) float64 {
	if p.measured(u) {
		return mean(p.hist[u])
	}
	est := p.prior[u]
	var meas, pri float64
	for j := range p.prior {
		if p.measured(j) {
			meas += mean(p.hist[j])
			pri += p.prior[j]
		}
	}
	if meas > 0 && pri > 0 {
		est = p.prior[u] * meas / pri
		if len(p.flight[u]) > 0 {
			head := p.flight[u][0]
			if e := p.now - max(p.lastEnd[u], head.at); e > 0 {
				est = min(est, float64(head.groups)/e.Seconds())
			}
		}
	}
	return est
}

// launchSpeed is unit u's speed over all its packages in this launch, or
// its current estimate if none has ended.
func (p *pace) launchSpeed(u int) float64 {
	if p.busy[u] > 0 {
		return p.groups[u] / p.busy[u].Seconds()
	}
	return p.speed(u)
}

func (p *pace) speeds() (s []float64, sum float64) {
	s = make([]float64, p.n())
	for i := range s {
		s[i] = p.speed(i)
		sum += s[i]
	}
	return s, sum
}

// out is the work-groups handed to u and not completed.
func (p *pace) out(u int) int {
	n := 0
	for _, f := range p.flight[u] {
		n += f.groups
	}
	return n
}

// left estimates the work-groups u still has to run of those in flight:
// its first package started when the one before it ended, or when it was
// handed out, and has run at u's speed since; the others wait.
func (p *pace) left(u int, speed float64) float64 {
	if len(p.flight[u]) == 0 {
		return 0
	}
	head := p.flight[u][0]
	done := min(float64(head.groups), max(0, (p.now-max(p.lastEnd[u], head.at)).Seconds()*speed))
	return float64(p.out(u)) - done
}

// grant is the last step of every adaptive scheduler's Next: the size,
// no more than the remaining work, is recorded as handed out.
func (p *pace) grant(u, size, remaining int) int {
	size = max(0, min(size, remaining))
	p.handed(u, size)
	return size
}

// effectiveGroups is what a package of groups work-groups on a unit of
// occupancy occ counts as when speeds are measured: a package below the
// occupancy takes about as long as a full one (one work-group per compute
// unit or core, the rest idle), so its speed is the unit's at occupancy,
// not groups over its time. Counting it as it is would make a GPU fed
// small packages look many times slower than it is.
func effectiveGroups(groups, occ int) float64 { return float64(max(groups, occ)) }

// occupancy is the smallest package that fills unit i: groupsPerCU
// work-groups per compute unit on a GPU, or its fill (u.Occupancy,
// fill.go) where that is larger (a GPU filled by work-items, in small
// work-groups); on a CPU its own Occupancy, else one per core.
func occupancy(u UnitInfo, groupsPerCU int) int {
	cu := max(1, u.ComputeUnits)
	if u.GPU {
		return max(u.Occupancy, cu*groupsPerCU)
	}
	if u.Occupancy > 0 {
		return u.Occupancy
	}
	return cu
}

// shape tells launches apart for the policies that remember across
// launches: the work-group count and the units. Setup names no kernel, so
// two computations of the same shape share what a policy remembers.
type shape struct {
	groups int
	units  string
}

func shapeOf(s Setup) shape {
	var b strings.Builder
	for _, u := range s.Units {
		b.WriteString(u.Device)
		if u.GPU {
			b.WriteString("/gpu")
		}
		b.WriteByte(0)
	}
	return shape{s.Groups, b.String()}
}

// across is a policy's state across launches, per shape. Schedulers of
// concurrent launches share it, under its lock.
type across[T any] struct {
	mu sync.Mutex
	m  map[shape]*T
}

// get returns the state of s's shape, made with mk the first time.
// The caller holds mu.
func (m *across[T]) get(s Setup, mk func() *T) *T {
	if m.m == nil {
		m.m = map[shape]*T{}
	}
	k := shapeOf(s)
	st := m.m[k]
	if st == nil {
		if len(m.m) >= 64 { // a bound: forget everything rather than grow
			clear(m.m)
		}
		st = mk()
		m.m[k] = st
	}
	return st
}

// proportional splits total into integer shares proportional to w, the
// remainder going to the largest weights first.
func proportional(total int, w []float64) []int {
	out := make([]int, len(w))
	sum := 0.0
	for _, x := range w {
		sum += max(0, x)
	}
	if total <= 0 || len(w) == 0 {
		return out
	}
	if sum <= 0 {
		w = make([]float64, len(w))
		for i := range w {
			w[i] = 1
		}
		sum = float64(len(w))
	}
	exact := make([]float64, len(w))
	given := 0
	for i, x := range w {
		exact[i] = float64(total) * max(0, x) / sum
		out[i] = int(math.Floor(exact[i]))
		given += out[i]
	}
	for ; given < total; given++ {
		best := 0
		for i := range w {
			if exact[i]-float64(out[i]) > exact[best]-float64(out[best]) {
				best = i
			}
		}
		out[best]++
	}
	return out
}

// shares are fixed per-unit packages (a static split), each handed out as
// one package on the unit's first request.
type shares []int

// next gives u its share. After it, with spill, u gets part of the work
// no share holds (a share the rule cut, a failed package's work), by
// speed; otherwise nothing.
func (sh shares) next(p *pace, u, remaining int, spill bool) int {
	for j, c := range p.closed {
		if c && j != u {
			sh[j] = 0 // a unit left out frees its share for the others
		}
	}
	if n := sh[u]; n > 0 {
		sh[u] = 0
		return p.grant(u, n, remaining)
	}
	size := 0
	if left := remaining - sh.reserved(); spill && left > 0 {
		s, sum := p.speeds()
		size = left
		if sum > 0 {
			size = min(left, max(1, int(math.Ceil(float64(left)*s[u]/sum))))
		}
	}
	return p.grant(u, size, remaining)
}

// reserved is the work in shares not handed out yet.
func (sh shares) reserved() int {
	n := 0
	for _, x := range sh {
		n += x
	}
	return n
}
