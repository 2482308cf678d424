package coexecutor

import (
	"math"
	"time"
)

// This file holds the guard's rule for units that join a launch late:
// what the units that are ready may take while another builds its
// program (Guard, "Late joiners").

// build tells the guard whether unit u's program is still building (it
// has not joined the launch) and since when, on the launch's clock.
func (l *guardLaunch) build(u int, building bool, since time.Duration) {
	me := &l.units[u]
	if me.building && !building {
		me.late, me.asked = true, false
	}
	me.building, me.since = building, since
}

// built is how long unit u has been building its program, in seconds; 0
// once it has joined.
func (l *guardLaunch) built(u int) float64 {
	me := &l.units[u]
	if !me.building {
		return 0
	}
	return max(0, (l.now - me.since).Seconds())
}

// delay is when unit u is predicted to join, in seconds from now:
// JoinShare of the time it has built so far; 0 once it has joined. A
// build that has run that long may end at any moment, so the others'
// packages are predicted against a join that near: a package handed out
// just before the join ends at most JoinShare of the build's time after
// the building unit would have ended the launch alone. This is the
// online bound of the ski-rental problem (Karlin et al. 1988: rent
// while the rent paid is below the price of buying), with the wait for
// the build as the purchase and a competitive ratio of 1 + JoinShare.
func (l *guardLaunch) delay(u int) float64 { return l.join * l.built(u) }

// against tells whether unit u's packages are weighed against unit j's
// work: j may take work, and it has joined the launch or u's packages do
// not give back what they have not started when a unit joins
// (guardUnit.gives). A package that gives back need not end by the
// finish of a unit still building, nor be held to its guessed speed: the
// join takes back all of it that has not started.
func (l *guardLaunch) against(u, j int) bool {
	return !l.units[j].out && !(l.units[u].gives && l.units[j].building)
}

// joining tells whether a unit other than u joined late and has not
// asked for work since: u waits for its first request, at which it may
// take what remains at once (decide), the work the others gave back
// included (launchState.yield), before u takes any of it.
func (l *guardLaunch) joining(u int) bool {
	for j := range l.units {
		if v := &l.units[j]; j != u && v.late && !v.asked && !v.out {
			return true
		}
	}
	return false
}

// awaited tells whether a unit other than u that may take work is still
// building its program: a refusal of u then depends on how long that
// build has run, and is not final (leave).
func (l *guardLaunch) awaited(u int) bool {
	for j := range l.units {
		if j != u && !l.units[j].out && l.units[j].building {
			return true
		}
	}
	return false
}

// waiting tells whether every unit other than u that may take work is
// still building its program, and one is: u takes work alone until one
// joins.
func (l *guardLaunch) waiting(u int) bool {
	some := false
	for j := range l.units {
		if j == u || l.units[j].out {
			continue
		}
		if !l.units[j].building {
			return false
		}
		some = true
	}
	return some
}

// leave refuses unit u work: it sits the launch out, unless another unit
// is still building its program (awaited), whose build's progress makes
// the others' finish later the longer it runs. u is then held instead: it
// asks again after wait seconds (the time of the package it was refused,
// at least its smallest), when speeds are absolute, or when something
// else changes (a package ends, a unit joins). It reports whether u was
// held.
func (l *guardLaunch) leave(u int, wait float64, absolute bool) bool {
	me := &l.units[u]
	if !l.awaited(u) {
		me.out = true
		return false
	}
	if absolute && wait > 0 && !math.IsInf(wait, 0) {
		me.retry = l.now + max(time.Duration(math.Ceil(wait*1e9)), 1)
	}
	return true
}

// gave records that unit u's package in flight of size work-groups (the
// oldest of that size) gives back n unstarted, a unit having joined late:
// it runs the rest.
func (l *guardLaunch) gave(u, size, n int) {
	me := &l.units[u]
	for i := range me.flight {
		if me.flight[i].groups == size {
			me.flight[i].groups = max(1, size-n)
			return
		}
	}
}

// wakeAt is the earliest time after now at which a unit held while
// another builds (leave) asks again; ok is false when none is held with
// a later time. A time that has passed was acted on, or its unit asks
// anyway once its package in flight ends: waking the units for it again
// would spin.
func (l *guardLaunch) wakeAt(now time.Duration) (at time.Duration, ok bool) {
	for _, u := range l.units {
		if u.retry > now && !u.out && (!ok || u.retry < at) {
			at, ok = u.retry, true
		}
	}
	return at, ok
}
