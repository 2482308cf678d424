package coexecutor

import "time"

// This file holds the range rule: which work-groups a unit's package is
// cut from when the launch's data stay on the devices.

// The range rule. A scheduler decides how many work-groups a unit's
// package holds (Static, Dynamic and HGuided by their formulas, the
// Guard cutting them); the Commander decides which. With data fresh
// every launch, or in the first launch of a computation, it cuts every
// package from the lowest work-groups not handed out yet, in the order
// units ask. With data kept on the devices (Setup.Resident), a launch
// leaves for the next launch of the computation (the same launch key, the
// same work-group count) the work-groups each unit ran, those whose
// outputs are valid on its device (its holding), and the busy time per
// work-group of each unit's packages of two kinds: cut from its holding
// (their data stayed) and cut from work it did not hold (their data
// came: every package of a launch without holdings). A unit's package is
// then cut, in this order of preference:
//
//  1. from its own holding not handed out yet: the lowest free run of it
//     that holds the whole package (the whole run where the rest would be
//     smaller than the package that fills the unit, which no unit could
//     run faster than a full one: fill.go); else, for the unit's first
//     package of the launch (a Static share, larger than what it ran, or
//     a holding another scheduler's packages fragmented), the lowest free
//     work-groups, as without a holding (first requests come in unit
//     order, so shares still tile the range in order); else its longest
//     free run, so a package may be smaller than the scheduler sized it,
//     and the unit asks again, extended to the size by the free
//     work-groups beside it where the whole free holding is smaller than
//     the package and the move pays (below);
//  2. from free work-groups no unit taking part holds (a unit that failed
//     or has not joined), lowest first;
//  3. from the holding of the unit with the most of its holding still
//     free, the highest work-groups of its last free run, which that
//     unit, cutting its own lowest first, would reach last, where the
//     move pays.
//
// A move pays when the taker, after the work it has in flight, would end
// the work-groups, at the time per work-group its packages whose data
// came took, before their holder ends its work in flight and the rest of
// its holding at the time its packages whose data stayed took; until
// those times are known, when the holder has more of its holding left
// than in flight. A probe the Guard grants (a unit not measured on the
// kernel, or back from sitting launches out: Guard) is cut by the same
// preference whether or not the move pays: no time says yet whether the
// prober would end the work-groups sooner, the probe is what measures
// it, and the Guard's probe budget already bounds what it costs; a unit
// refused its probe would stay unmeasured, and out of every launch of
// the computation, however fast it is. So in the steady state each unit
// recomputes what it holds, and work moves between units only where
// moving it shortens the launch: rarely for a memory-bound kernel, whose
// data cost more to move than to compute, freely for a compute-bound
// one. Every work-group is
// still handed out exactly once (each cut claims free work-groups only),
// the choice depends on the requests' order, sizes and the measured
// times only (deterministic), and each cut scans the free runs and the
// holdings once. Static with equal powers cuts exactly what it cut the
// launch before; Dynamic and HGuided cut what each unit held as long as
// their sizes fit its runs.

// holding is what a launch with resident data leaves for the next launch
// of its computation: the work-groups each unit ran, as sorted disjoint
// runs, in a launch of groups work-groups.
type holding struct {
	groups int
	units  [][]span
	// rates are what each unit's packages took, per kind: those that
	// found their data on the device and those that moved data (the
	// launch's own, else the launches' before).
	rates [][2]rate
}

// rate is work-groups over the busy time they took.
type rate struct {
	groups int
	busy   time.Duration
}

// kinds of rate
const (
	stayed = iota // the package found its data
	came          // it moved data
)

// per is the time per work-group, and whether it is known.
func (r rate) per() (time.Duration, bool) {
	if r.groups <= 0 || r.busy <= 0 {
		return 0, false
	}
	return r.busy / time.Duration(r.groups), true
}

// ran adds the work-groups s to the sorted disjoint runs, merging it with
// the runs it touches (a unit's packages mostly come in order).
func ran(runs []span, s span) []span {
	if s.hi <= s.lo {
		return runs
	}
	i := len(runs)
	for i > 0 && runs[i-1].lo > s.lo {
		i--
	}
	runs = append(runs, span{})
	copy(runs[i+1:], runs[i:])
	runs[i] = s
	// merge neighbours that touch
	out := runs[:0]
	for _, r := range runs {
		if n := len(out); n > 0 && out[n-1].hi >= r.lo {
			out[n-1].hi = max(out[n-1].hi, r.hi)
			continue
		}
		out = append(out, r)
	}
	return out
}

// holds returns the launch's holding for the next launch: what each unit
// ran, or nil when the data do not stay on the devices.
func (c *commander) holds() *holding {
	if !c.resident {
		return nil
	}
	h := &holding{groups: c.groups, units: make([][]span, len(c.ran)), rates: make([][2]rate, len(c.ran))}
	for u, r := range c.ran {
		h.units[u] = append([]span(nil), r...)
		h.rates[u] = c.rates[u]
	}
	return h
}

// hold starts the launch with the holding h of the launch before (nil:
// none), when its data stay on the devices.
func (c *commander) hold(resident bool, h *holding) {
	c.resident = resident
	clear(c.rates)
	clear(c.seen)
	clear(c.cutFor)
	if !resident || h == nil || len(h.units) != len(c.retired) {
		return
	}
	if c.guard != nil {
		c.least = make([]int, len(c.retired))
		for u := range c.least {
			if u < len(c.guard.units) {
				c.least[u] = c.guard.units[u].full
			}
		}
	}
	copy(c.rates, h.rates)
	if h.groups == c.groups {
		c.held = h.units
		if c.guard != nil {
			c.guard.keeps = c.kept
		}
	}
}

// kept is the work-groups of unit u's holding not handed out yet when no
// other unit that may take work would take them all (gives): the Guard
// does not refuse u the packages they give (Guard, locality); 0 when
// another would, or u holds none.
func (c *commander) kept(u int) int {
	if c.held == nil || u >= len(c.held) {
		return 0
	}
	left := 0
	for _, r := range c.freeIn(c.held[u]) {
		left += r.hi - r.lo
	}
	if left == 0 {
		return 0
	}
	for v := range c.held {
		if v == u || c.retired[v] || !c.joined[v] || (c.guard != nil && v < len(c.guard.units) && c.guard.units[v].out) {
			continue
		}
		if c.gives(v, u, left, left) {
			return 0
		}
	}
	return left
}

// freeIn returns the free work-groups within the sorted runs h.
func (c *commander) freeIn(h []span) []span {
	var out []span
	i := 0
	for _, f := range c.free {
		for i < len(h) && h[i].hi <= f.lo {
			i++
		}
		for j := i; j < len(h) && h[j].lo < f.hi; j++ {
			if a, b := max(f.lo, h[j].lo), min(f.hi, h[j].hi); a < b {
				out = append(out, span{a, b})
			}
		}
	}
	return out
}

// cut removes up to n free work-groups for unit u's package, by the
// range rule.
func (c *commander) cut(u, n int) span {
	if c.held == nil || n <= 0 {
		return c.take(n)
	}
	// (1) its own holding.
	if runs := c.freeIn(c.held[u]); len(runs) > 0 {
		best := 0
		for i, r := range runs {
			if r.hi-r.lo >= n {
				best = i
				break
			}
			if r.hi-r.lo > runs[best].hi-runs[best].lo {
				best = i
			}
		}
		r, own := runs[best], 0
		for _, x := range runs {
			own += x.hi - x.lo
		}
		if r.hi-r.lo >= n && r.hi-r.lo-n < c.smallest(u) {
			// What it would leave of the run could not fill the device:
			// the package takes the run whole.
			n = r.hi - r.lo
		}
		first := !c.cutFor[u]
		c.cutFor[u] = true
		if r.hi-r.lo < n && first {
			// No run of its holding holds the unit's first package (a
			// Static share larger than what it ran, or a holding another
			// scheduler's packages fragmented): request order, as
			// without a holding.
			s := c.take(n)
			for _, x := range c.freeless(s, c.held[u]) {
				c.away = ran(c.away, x)
			}
			return s
		}
		if r.hi-r.lo < n && own < n {
			// Its holding cannot give the package: the longest free run
			// of it, with the free work-groups above it (else below) up
			// to the size, where those may be taken.
			for _, f := range c.free {
				if f.lo <= r.lo && r.hi <= f.hi {
					lo := max(f.lo, min(r.lo, f.hi-n))
					s := span{lo, min(f.hi, lo+n)}
					if c.takeable(u, s) {
						c.away = ran(ran(c.away, span{s.lo, r.lo}), span{r.hi, s.hi})
						return c.claimed(s.lo, s.hi)
					}
					break
				}
			}
		}
		return c.claimed(r.lo, min(r.hi, r.lo+n))
	}
	// (2) free work-groups no live unit holds.
	var all []span
	for v, h := range c.held {
		if !c.retired[v] && c.joined[v] {
			all = ran2(all, h)
		}
	}
	off := 0
	for _, f := range c.free {
		for off < len(all) && all[off].hi <= f.lo {
			off++
		}
		lo := f.lo
		for j := off; j < len(all) && all[j].lo < f.hi; j++ {
			if lo < all[j].lo {
				return c.away1(c.claimed(lo, min(all[j].lo, lo+n)))
			}
			lo = max(lo, all[j].hi)
		}
		if lo < f.hi {
			return c.away1(c.claimed(lo, min(f.hi, lo+n)))
		}
	}
	// (3) the far end of the holding with the most left, where its
	// owner gives it.
	victim, most := -1, 0
	var vruns []span
	for v, h := range c.held {
		if v == u || c.retired[v] || !c.joined[v] {
			continue
		}
		runs := c.freeIn(h)
		left := 0
		for _, r := range runs {
			left += r.hi - r.lo
		}
		if left > most {
			victim, most, vruns = v, left, runs
		}
	}
	if victim < 0 {
		return span{}
	}
	r := vruns[len(vruns)-1]
	s := span{max(r.lo, r.hi-n), r.hi}
	if !c.probing(u) && !c.gives(u, victim, most, s.hi-s.lo) {
		return span{}
	}
	return c.away1(c.claimed(s.lo, s.hi))
}

// probing tells whether unit u's packages are the Guard's probes
// (guardLaunch.unknown), which the range rule cuts whether or not the
// move pays.
func (c *commander) probing(u int) bool {
	return c.guard != nil && c.guard.on && c.guard.unknown(u)
}

// takeable tells whether unit u may take the free work-groups s: every
// live unit other than u that holds some of them gives them (gives).
func (c *commander) takeable(u int, s span) bool {
	for v, h := range c.held {
		if v == u || c.retired[v] || !c.joined[v] {
			continue
		}
		n := 0
		for _, r := range c.freeIn(clip(h, s)) {
			n += r.hi - r.lo
		}
		if n == 0 {
			continue
		}
		left := 0
		for _, r := range c.freeIn(h) {
			left += r.hi - r.lo
		}
		if !c.gives(u, v, left, n) {
			return false
		}
	}
	return true
}

// freeless returns the parts of s outside the sorted runs h.
func (c *commander) freeless(s span, h []span) []span {
	var out []span
	lo := s.lo
	for _, r := range clip(h, s) {
		if lo < r.lo {
			out = append(out, span{lo, r.lo})
		}
		lo = r.hi
	}
	if lo < s.hi {
		out = append(out, span{lo, s.hi})
	}
	return out
}

// clip returns the parts of the sorted runs h inside s.
func clip(h []span, s span) []span {
	var out []span
	for _, r := range h {
		if a, b := max(r.lo, s.lo), min(r.hi, s.hi); a < b {
			out = append(out, span{a, b})
		}
	}
	return out
}

// smallest is the smallest package that fills unit u (fill.go): what
// the unit states, or one work-group per compute unit; 1 where unknown.
func (c *commander) smallest(u int) int {
	if u < len(c.least) {
		return max(1, c.least[u])
	}
	return 1
}

// away1 records s as cut from work its unit did not hold.
func (c *commander) away1(s span) span {
	c.away = ran(c.away, s)
	return s
}

// gives tells whether unit v, with left work-groups of its holding free,
// gives n of them to unit u: when u, after the work it has in flight,
// would end them, moving their data, before v ends its own in flight and
// left, at the times per work-group their packages took (rate: u's that
// moved data, v's and u's that found theirs). Until those are known, when
// v has more left than in flight.
func (c *commander) gives(u, v, left, n int) bool {
	moving, ok1 := c.rates[u][came].per()
	mine, ok2 := c.rates[u][stayed].per()
	theirs, ok3 := c.rates[v][stayed].per()
	if !ok1 || !ok3 {
		return left > c.busy[v]
	}
	if !ok2 {
		mine = theirs
	}
	return time.Duration(c.busy[u])*mine+time.Duration(n)*moving < time.Duration(c.busy[v]+left)*theirs
}

// foreign tells whether most of the work-groups p were cut from work
// their unit did not hold.
func (c *commander) foreign(p span) bool {
	n := 0
	for _, r := range clip(c.away, p) {
		n += r.hi - r.lo
	}
	return 2*n > p.hi-p.lo
}

// taken records the work-groups s, handed to unit u outside the range
// rule (work the scheduler gives no live unit), as cut from work u did
// not hold where it did not.
func (c *commander) taken(u int, s span) span {
	if c.held != nil && u < len(c.held) {
		for _, x := range c.freeless(s, c.held[u]) {
			c.away = ran(c.away, x)
		}
	}
	return s
}

// movedData tells whether package p, with resident data, moved data
// that a package of its unit's holding finds on the device: every
// package of a launch without holdings, one with work-groups cut from
// work its unit did not hold, and one whose transfers copied bytes. Its
// time is the copies' more than the package's: the Guard's cost model
// does not learn from it (Guard, locality).
func (c *commander) movedData(p Package) bool {
	if !c.resident {
		return false
	}
	return c.held == nil || len(clip(c.away, span{p.FirstGroup, p.FirstGroup + p.Groups})) > 0 || movesOf(p) == movesData
}

// measured records what a completed package of unit u took: its busy
// time per work-group, by whether it was cut from the unit's holding
// (stayed) or from work-groups whose data it had to fetch (came: every
// package of a launch without holdings, and those of (2) and (3)).
func (c *commander) measured(u int, p Package) {
	if !c.resident || p.Groups <= 0 || p.Duration() <= 0 {
		return
	}
	k := came
	if c.held != nil && !c.foreign(span{p.FirstGroup, p.FirstGroup + p.Groups}) {
		k = stayed
	}
	c.seen[u][k].groups += p.Groups
	c.seen[u][k].busy += p.Duration()
	c.rates[u][k] = c.seen[u][k]
}

// ran2 merges the sorted runs b into the sorted runs a.
func ran2(a, b []span) []span {
	for _, s := range b {
		a = ran(a, s)
	}
	return a
}

// claimed removes [lo, hi), which is free, from the free runs.
func (c *commander) claimed(lo, hi int) span {
	s, ok := c.claim(lo, hi)
	if !ok || s.lo != lo || s.hi != hi {
		panic("coexecutor: internal error: the range rule cut work-groups that are not free")
	}
	return s
}
