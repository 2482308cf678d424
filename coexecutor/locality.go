package coexecutor

// This file holds the range rule: which work-groups a unit's package is
// cut from when the launch's data stay on the devices.

// The range rule. A scheduler decides how many work-groups a unit's
// package holds (Static, Dynamic and HGuided by their formulas, the
// Guard cutting them); the Commander decides which. With data fresh
// every launch, or in the first launch of a computation, it cuts every
// package from the lowest work-groups not handed out yet, in the order
// units ask. With data kept on the devices (Setup.Resident), a launch
// leaves for the next launch of the computation (the same launch key, the
// same work-group count) the work-groups each unit ran: those whose
// outputs are valid on its device, its holding. A unit's package is then
// cut, in this order of preference: (1) from its own holding not handed
// out yet: the lowest free run of it that holds the whole package, else
// its longest free run whole, so a package may be smaller than the
// scheduler sized it, never larger, and the unit asks again; (2) from
// free work-groups no unit that takes part holds (a unit that failed or
// left the launch, or work-groups beyond every holding), lowest first;
// (3) from the holding of the unit with the most of its holding still
// free, the highest work-groups of its last free run, which that unit,
// cutting its own lowest first, would reach last. So in the steady state
// each unit recomputes what it holds, and work moves between units only
// where the Guard and the scheduler move the balance, from the end of a
// holding away from its owner's next package. Every work-group is still
// handed out exactly once (each cut claims free work-groups only), the
// choice depends on the requests' order and sizes only (deterministic),
// and each cut scans the free runs and one or all holdings once. Static
// with equal powers cuts exactly what it cut the launch before; Dynamic
// and HGuided, which size packages in the order units ask, cut what each
// unit held as long as the requests come in the same order.

// holding is what a launch with resident data leaves for the next launch
// of its computation: the work-groups each unit ran, as sorted disjoint
// runs, in a launch of groups work-groups.
type holding struct {
	groups int
	units  [][]span
}

// ran records that unit u ran the work-groups s, merging it with the run
// it extends (packages of a unit mostly come in order).
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
	h := &holding{groups: c.groups, units: make([][]span, len(c.ran))}
	for u, r := range c.ran {
		h.units[u] = append([]span(nil), r...)
	}
	return h
}

// hold starts the launch with the holding h of the launch before (nil:
// none), when its data stay on the devices.
func (c *commander) hold(resident bool, h *holding) {
	c.resident = resident
	if !resident || h == nil || h.groups != c.groups || len(h.units) != len(c.retired) {
		return
	}
	c.held = h.units
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
		r := runs[best]
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
				return c.claimed(lo, min(all[j].lo, lo+n))
			}
			lo = max(lo, all[j].hi)
		}
		if lo < f.hi {
			return c.claimed(lo, min(f.hi, lo+n))
		}
	}
	// (3) the far end of the holding with the most left, where its
	// owner has more left than it runs now.
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
		if left > most && c.gives(v, left) {
			victim, most, vruns = v, left, runs
		}
	}
	if victim < 0 {
		return span{}
	}
	r := vruns[len(vruns)-1]
	return c.claimed(max(r.lo, r.hi-n), r.hi)
}

// gives tells whether a unit with left work-groups of its holding free
// gives some to another: while it has more left than in flight.
func (c *commander) gives(v, left int) bool { return left > c.busy[v] }

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
