package sim

import "github.com/gosycl/gosycl/coexecutor"

// This file replicates the Commander of ../commander.go for virtual time:
// the same free-range bookkeeping, the same order of questions to the
// scheduler (the Assigner first, then Next with the work-groups still
// free), the same three verdicts. Packages never fail in the simulator, so
// the failure paths (returned ranges, retired units) are left out; the
// fallback that hands out what no scheduler claims is kept.

type span struct{ lo, hi int }

type verdict int

const (
	handOut  verdict = iota // a package is ready
	wait                    // nothing now; ask again when something changes
	finished                // no more work for this unit
)

type commander struct {
	free     []span // sorted, disjoint
	inflight int
	sched    coexecutor.Scheduler
	assign   coexecutor.Assigner
	declined []bool // the scheduler gave the unit nothing at its last request
	nextID   int
}

func newCommander(groups, units int, sched coexecutor.Scheduler) *commander {
	c := &commander{sched: sched, declined: make([]bool, units)}
	if groups > 0 {
		c.free = []span{{0, groups}}
	}
	c.assign, _ = sched.(coexecutor.Assigner)
	return c
}

func (c *commander) remaining() int {
	n := 0
	for _, s := range c.free {
		n += s.hi - s.lo
	}
	return n
}

func (c *commander) next(u int) (span, int, verdict) {
	if c.assign != nil {
		if lo, hi, ok := c.assign.Assign(u); ok {
			if s, ok := c.claim(lo, hi); ok {
				return c.give(s)
			}
		}
	}
	if remaining := c.remaining(); remaining > 0 {
		if size := min(c.sched.Next(u, remaining), remaining); size > 0 {
			c.declined[u] = false
			return c.give(c.take(size))
		}
		c.declined[u] = true
	}
	if c.inflight == 0 {
		if c.remaining() > 0 && c.allDeclined() {
			// Work left that the scheduler gives no unit: hand it out
			// as it is, a range at a time.
			c.declined[u] = false
			return c.give(c.take(c.free[0].hi - c.free[0].lo))
		}
		if c.remaining() == 0 {
			return span{}, 0, finished
		}
	}
	// Work in flight, or another unit has still to ask: wait for
	// something to change.
	return span{}, 0, wait
}

func (c *commander) allDeclined() bool {
	for _, d := range c.declined {
		if !d {
			return false
		}
	}
	return true
}

func (c *commander) take(n int) span {
	f := &c.free[0]
	s := span{f.lo, min(f.lo+n, f.hi)}
	f.lo = s.hi
	if f.lo == f.hi {
		c.free = c.free[1:]
	}
	return s
}

func (c *commander) claim(lo, hi int) (span, bool) {
	for i, f := range c.free {
		a, b := max(f.lo, lo), min(f.hi, hi)
		if a >= b {
			continue
		}
		var rest []span
		if f.lo < a {
			rest = append(rest, span{f.lo, a})
		}
		if b < f.hi {
			rest = append(rest, span{b, f.hi})
		}
		c.free = append(c.free[:i], append(rest, c.free[i+1:]...)...)
		return span{a, b}, true
	}
	return span{}, false
}

func (c *commander) give(s span) (span, int, verdict) {
	c.inflight++
	c.nextID++
	return s, c.nextID - 1, handOut
}

func (c *commander) completed(p coexecutor.Package) {
	c.inflight--
	c.sched.Completed(p)
}
