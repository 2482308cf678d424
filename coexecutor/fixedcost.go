package coexecutor

import "math"

// This file holds a unit's package cost model: the time of a package as a
// fixed cost plus a time per work-group, learned from two package sizes,
// which the Guard predicts a measured unit's packages by.

// PackageTime is one package a unit ran: its effective work-groups (at
// least the unit's fill) and the seconds it took, transfers and queueing
// included.
type PackageTime struct {
	Groups, Seconds float64
}

func (p PackageTime) ok() bool {
	return p.Groups > 0 && p.Seconds > 0 && !math.IsInf(p.Groups, 0) && !math.IsInf(p.Seconds, 0)
}

// costModel is what a unit's packages of a computation say of its
// package time: the smallest and the largest package measured (the latest
// of each size). A package takes a fixed cost c (a submission, a
// hand-off to the workers, a partial result read back, and, on a device
// the package does not fill, the compute units left idle) plus a time per
// work-group a; two sizes give both, as the line through them:
//
//	t(g) = c + a·g          for g up to the largest size measured,
//	t(g) = t(gL)·g/gL       beyond it,
//
// with a clamped to 0 or more and c to [0, tS] (a fixed cost is never
// negative, and a line that would cross zero is taken through the origin
// and the larger package, unless it crosses by less than the times'
// resolution, a tick: its fixed cost is then 0; nor more than the
// smallest package's time): a
// larger package
// that took no longer than a smaller one says the unit was not filled by
// either, and its time is flat (the longer of the two) up to the larger
// size. Beyond the largest
// size measured the time grows in proportion (the fill rule, fill.go):
// the line is never extrapolated, so a fixed cost measured on packages
// that do not fill a device is not taken for one that covers any amount
// of work.
//
// The model holds only when the sizes are at least twice apart, so that a
// time per work-group is not the difference of two noisy times over a
// small difference of sizes; with one size, or sizes closer, it says
// nothing (known is false) and the Guard predicts a package from the
// unit's speed and fill alone, as packages of one size measure it.
type costModel struct {
	small, large PackageTime
}

// add records a package; one of no work-groups or no time (0 ns, NaN or
// infinite) is not a measurement and is dropped.
func (m *costModel) add(p PackageTime) {
	if !p.ok() {
		return
	}
	if !m.small.ok() || p.Groups <= m.small.Groups {
		m.small = p
	}
	if !m.large.ok() || p.Groups >= m.large.Groups {
		m.large = p
	}
}

// known tells whether two sizes at least twice apart were measured.
func (m costModel) known() bool {
	return m.small.ok() && m.large.ok() && m.large.Groups >= 2*m.small.Groups
}

// line is the fixed cost c in seconds and the time per work-group a (see
// costModel); valid when known.
func (m costModel) line() (c, a float64) {
	s, l := m.small, m.large
	a = (l.Seconds - s.Seconds) / (l.Groups - s.Groups)
	switch {
	case !(a > 0):
		return max(s.Seconds, l.Seconds), 0 // flat up to the larger size
	case m.slowedLarge(): // a negative fixed cost
		return 0, l.Seconds / l.Groups // through the origin and the larger package
	}
	return max(0, s.Seconds-a*s.Groups), a // at most a tick below 0
}

// slowedLarge tells that the larger package took longer per work-group
// than the smaller one, fixed cost included (the line through them has a
// negative fixed cost: line then goes through the origin and the larger
// package): a fixed cost spread over more work-groups makes a larger
// package no slower per work-group, so something slowed it, by more
// than a tick on each package's time. Valid when known.
func (m costModel) slowedLarge() bool {
	return (m.large.Seconds-tick)/m.large.Groups > (m.small.Seconds+tick)/m.small.Groups
}

// faster is the package of the two that ran more work-groups a second,
// the larger where they ran as many: with a fixed cost per package, the
// larger unless it was slowed (slowedLarge). Where the model is not
// known (one size measured, or two closer than twice), it is the one
// that ran more work-groups a second of those measured; the zero
// PackageTime where none was.
func (m costModel) faster() PackageTime {
	s, l := m.small, m.large
	if m.known() && m.slowedLarge() || !m.known() && s.ok() && s.Groups/s.Seconds > l.Groups/l.Seconds {
		return s // add sets small and large both at the first package
	}
	return l
}

// fixed is the fixed cost in seconds; 0 when not known.
func (m costModel) fixed() float64 {
	if !m.known() {
		return 0
	}
	c, _ := m.line()
	return c
}

// measuresWork tells whether the line through m's two packages measures
// a time per work-group: the work they differ by, by the line, exceeds
// its fixed cost. Otherwise the two mostly took their fixed costs, and a
// stall of either would read as work.
func (m costModel) measuresWork() bool {
	c, a := m.line()
	return (m.large.Groups-m.small.Groups)*a > c
}

// bound tells whether a speed measured on m's packages, the largest of g
// work-groups, is only a bound on the unit's rate: with one size (not
// known), every package was no larger than the unit's fill full; with
// two, the line puts at least half of the largest's time in the fixed
// cost (c >= a·g, a larger package that took no longer included).
func (m costModel) bound(g float64, full int) bool {
	if !m.known() {
		return g <= float64(full)
	}
	c, a := m.line()
	return c >= a*m.large.Groups
}

// time is the predicted seconds of a package of g effective work-groups
// (g > 0); valid when known.
func (m costModel) time(g float64) float64 {
	c, a := m.line()
	if g <= m.large.Groups {
		return c + a*g
	}
	return (c + a*m.large.Groups) * g / m.large.Groups
}

// most is the most work-groups a package may hold to take at most t
// seconds (the inverse of time; 0 when not even the fixed cost fits);
// valid when known.
func (m costModel) most(t float64) float64 {
	c, a := m.line()
	if !(t >= c) {
		return 0
	}
	top := c + a*m.large.Groups // the time at the largest size
	if t >= top {
		return t / top * m.large.Groups
	}
	if a == 0 {
		return m.large.Groups
	}
	return (t - c) / a
}

// flat is the size up to which the model predicts the same time: the
// largest size measured when it took no longer than the smallest, else
// 0. A package below it costs as much as one of it: the unit's measured
// fill.
func (m costModel) flat() int {
	if !m.known() {
		return 0
	}
	if _, a := m.line(); a == 0 {
		return int(m.large.Groups)
	}
	return 0
}

// tick is the resolution of a package's time (time.Duration's), in
// seconds: two times that differ by less were not told apart.
const tick = 1e-9
