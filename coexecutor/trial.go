package coexecutor

import (
	"math"
	"time"
)

// This file holds the weighing's trial alone, bounded: how a unit that
// runs a launch alone for the weighing (weigh.go, runAlone) is handed it.
//
// A trial's prediction may be wrong many times over: a head is two
// noisy package times and the line through them may be far too flat, a
// speed on the device leaves out the unit's copies and fixed costs. A
// trial handed out whole then costs the whole of a launch the unit runs
// slowly, while the others wait. A trial may lose at most the launch as
// weighed (plus the credit that paid for it): the unit gets its trial's
// packages one at a time, each measured before the next, and its limit
// is twice the launch as weighed plus that credit; a trial paid for by a
// credit of the launch as weighed whatever its prediction (weigh.go:
// its prediction, a bound many times too slow, is not paid) is given
// none of its own, and its limit is the launch as weighed: cut there,
// the others take the rest in about the launch as weighed at most, so
// that it loses no more than the credit paid:
//
//   - the first holds what the unit runs in half the launch as weighed
//     (plus the credit) at its speed in co-execution, or at the trial's
//     prediction where that is slower, or what its cost model
//     (costModel, from its packages in co-execution) fits in that half
//     where that is more: both bound its speed alone from below (the
//     others only slow it, and its packages there paid their fixed cost
//     each), so the first package ends within about that half;
//   - after each, at the speed of its last package (its fixed cost
//     included), the rest goes to it in one package where it ends by the
//     limit, or no later than the rest co-executed would (its next
//     package paying its fixed cost again, every unit at its speed);
//   - else it gets the largest package that ends by the limit at that
//     speed, where its rest, net of its fixed cost (the line through its
//     last two packages, or its cost model's fixed cost), may still end
//     by then, or after its first package whatever its rest: that
//     package paid the one-off costs of a unit's first package in a
//     launch (a device's start after an idle spell), which its cost
//     model, from its packages in co-execution, does not hold, and may
//     have run mostly them, so it is not judged alone; nor is it judged
//     on its last two where the line through them measured no time per
//     work-group (the work they differ by, by the line, no more than
//     the fixed cost, as for a head: solo), or where they are of one
//     size and the second took at most twice the first (no line; what
//     the second took beyond the first within the first's whole time,
//     which bounds their fixed cost, is no sign of dearer places): they
//     mostly took their fixed costs, a stall of either reads as work,
//     and the rest, many times their size, as that work many times over;
//   - else the trial is cut, and the rest runs as the launch was
//     weighed (cutTrial): co-executed, the units left out taking part
//     again (the unit's next package at most its share of the rest by
//     the units' speeds, restShare), or, where the launch as weighed was
//     another unit's launch alone, by that unit alone; the trial
//     measured the unit's speed alone over its part (weighed:
//     Memory.Alone).
//
// A unit that loses its trial by less than the launch as weighed runs it
// whole, as the weighing wants (its launch alone measured), and pays the
// fixed costs of its packages after the first; one predicted many times
// too fast is cut once a package after its first measures it, by its
// limit at the latest: a launch co-executed late,
// the units that join starting cold, costs more than the rest of a
// modest loser's launch alone, and less than the rest of a unit several
// times slower.
//
// Those bounds assume alike work over the range. Where the launch's
// costs by place are not known (no Costs, and a kernel not of even cost:
// guardLaunch.placed), neither its packages in co-execution nor the
// trial's bound what the rest costs: they may have lain over cheap
// places (mandelbrot's rows outside the set) and the rest cost many
// times more each, or the reverse; and a package handed out cannot be
// taken back. There three things change. The first package holds at most
// the largest package the unit ran before (its cost model's; its fill at
// least), not what its speed there fits in half the launch, which over
// cheap places may be the whole range. Each package after the first also
// holds at most the work-groups that run, at the unit's time per
// work-group net of its fixed cost, in the time the trial's packages
// before it took together (its fill at least): the trial's time at most
// doubles, plus a fixed cost, with each package, so no package costs
// more than the dearer places' cost ratio times the time the trial has
// run, each is measured before the next, and a unit whose fixed cost is
// large still pays it on few packages (each at least as long as the
// fixed costs before it). And the rest is predicted at the trial's mean
// time per work-group so far, net of its fixed costs: the trial's
// packages are the range's start in order, the only sample of its costs
// the trial has, so a dear stretch measured counts for what it ran, no
// more (the rest may be cheaper) and no less (nor the least time per
// work-group, which a trial over a cheap start then a dear stretch would
// keep to the end).
//
// What a trial measures counts as the unit's launch alone in one package
// (weighed): a trial in k packages paid k-1 fixed costs more, which the
// weighing takes off its time (trialNet), or the packages a trial
// doubles through would make a unit of large fixed cost (a GPU copying
// USM allocations) look slower alone than co-executed.
type guardTrial struct {
	unit  int        // 1 + the unit on trial; 0: none, or it ended cut
	of    int        // 1 + the unit the launch's trial was for, kept after it ended; 0: none
	least float64    // the least seconds a package of its unit took in the launch; 0: none measured
	by    float64    // its limit, seconds from the launch's start: twice the launch as weighed plus the credit that paid; the launch as weighed for a trial paid by that alone (weighingBound)
	cause trialCause // why it ran (runAlone)
	// capped is the time the trial was predicted to take from what its
	// unit's own packages measured (its head alone, or its packages
	// beside the others, which only slowed them), where the launch's
	// costs by place are known: a trial over launchmean.Spike times that
	// stalled (trialMeasured); 0: no such prediction.
	capped float64
	first  int // work-groups of its first package
	// last is its last package's work-groups, lastTime its seconds;
	// prev and prevTime the package's before it (0: none).
	last, prev         int
	lastTime, prevTime float64
	// Set when the trial was cut: the unit, the work-groups its trial
	// ran (effective, as its speed counts them) in how many packages,
	// and when it was cut.
	cutUnit int // 1 + the unit; 0: not cut
	groups  float64
	count   int
	end     time.Duration
}

// repeat tells that the trial runs again after its launch before stalled
// (Memory.TrialAgain).
func (t *guardTrial) repeat() bool { return t.of > 0 && t.cause == stallAgain }

// measured records a trial package of g work-groups that took secs.
func (t *guardTrial) measured(g int, secs float64) {
	t.prev, t.prevTime = t.last, t.lastTime
	t.last, t.lastTime = g, secs
}

// ran records a package of the unit the trial was for that took secs,
// its last (handed out after the trial ended) included.
func (t *guardTrial) ran(secs float64) {
	if t.least == 0 || secs < t.least {
		t.least = secs
	}
}

// trialNet is secs, the time unit u ran its trial alone in k packages,
// as one package would have taken it: less k-1 fixed costs, each its
// cost model's fixed cost, at most the least time a trial package took
// (so the net is at least the time of its dearest package). secs as is
// for a launch that was not u's trial, or ran it in one package.
func (l *guardLaunch) trialNet(u, k int, secs float64) float64 {
	t := &l.trial
	if t.of != u+1 || k < 2 {
		return secs
	}
	c := min(l.units[u].before.fixed(), t.least)
	return secs - float64(k-1)*max(0, c)
}

// startTrial bounds unit f's trial alone (runAlone): alone is its launch
// alone as the trial predicted it, weighed the launch as weighed (0 for
// the co-executed prediction, joint), credit what paid for the trial
// beyond the launch as weighed, cause why it ran: weighingBound, where the
// credit paid for the launch as weighed alone, not the prediction, limits
// it to that launch.
// Its first package holds what it runs in half of the launch as weighed
// plus the credit at its speed in co-execution, or at the prediction
// where that is slower; or, where its packages in co-execution measured
// a fixed cost and a time per work-group (costModel), what that model
// fits in the half, when more: both bound its speed alone from below.
// Where the costs by place are not known, at most the largest package
// its cost model holds (its fill at least): its places bound nothing of
// the rest's.
func (l *guardLaunch) startTrial(f int, joint, alone, weighed, credit float64, cause trialCause) {
	if !(weighed > 0) {
		weighed = joint
	}
	me := &l.units[f]
	half := (weighed + credit) / 2
	v := float64(l.groups) / alone
	if k := me.known; k > 0 && (k < v || !speedOK(v)) {
		v = k
	}
	first := half * v
	if me.before.known() {
		first = max(first, me.before.most(half))
	}
	if large := me.before.large; !l.placed && large.ok() {
		first = min(first, max(large.Groups, float64(me.full)))
	}
	l.trial = guardTrial{}
	if first > 0 && !math.IsInf(first, 0) {
		by := 2 * (weighed + credit)
		if cause == weighingBound {
			by = weighed
		}
		l.trial = guardTrial{unit: f + 1, of: f + 1, by: by, cause: cause, first: int(min(first, float64(l.groups)))}
	}
}

// trialSize is the package unit u, the only unit that takes work, gets
// when it asks with remaining work-groups left: all of them unless u is
// on trial; on trial, the trial's rule (above), 0 while its package is
// in flight. ok is false where the trial was cut: u is co-executed with
// the others from here, and decide goes on.
func (l *guardLaunch) trialSize(u, remaining int) (n int, ok bool) {
	t := &l.trial
	if t.unit != u+1 {
		return remaining, true
	}
	me := &l.units[u]
	if len(me.flight) > 0 {
		return 0, true // one at a time: each measured before the next
	}
	if me.count == 0 {
		n := max(t.first, me.full)
		if n >= remaining {
			t.unit = 0 // its part fits the first package: nothing to judge
			return remaining, true
		}
		return n, true
	}
	// At the speed of its last package (its fixed cost included: a
	// bound from below where packages grow), the rest in one package,
	// where that ends by the limit, or no later than the rest
	// co-executed: the unit's next package paying its fixed cost again,
	// every unit at its speed.
	per := t.lastTime / float64(t.last)
	now := l.now.Seconds()
	end := now + float64(remaining)*per
	sum, absolute := 0.0, l.absolute()
	for i := range l.units {
		if v := l.speed(i, absolute); speedOK(v) {
			sum += v
		}
	}
	joint := now + me.before.fixed() + float64(remaining)/sum
	// Its time per work-group net of its fixed cost: through its last
	// two packages, or after its first, its cost model's fixed cost
	// (optimistic where the line is flat: the next package's bound holds
	// what it costs).
	c := min(me.before.fixed(), t.lastTime)
	flat := false
	switch {
	case t.prev > 0 && t.last == t.prev:
		// Two packages of one size (the second holds what runs in the
		// first's time where its fixed cost is not known) draw no line.
		// The second's time beyond the first's reads as dearer places,
		// or a stall, only where it exceeds the whole of the first's,
		// which bounds their fixed cost from above; within that they
		// measured their fixed costs twice, as a flat line does.
		flat = t.lastTime <= 2*t.prevTime
	case t.prev > 0 && t.last > t.prev:
		slope := (t.lastTime - t.prevTime) / float64(t.last-t.prev)
		c = min(max(0, t.lastTime-slope*float64(t.last)), t.lastTime)
		// As a head's (solo): the line measures a time per work-group
		// only where the work the two differ by exceeds its fixed cost.
		flat = !costModel{small: PackageTime{float64(t.prev), t.prevTime}, large: PackageTime{float64(t.last), t.lastTime}}.measuresWork()
	}
	a := (t.lastTime - c) / float64(t.last)
	// Where the costs by place are not known, no package's work takes
	// longer at that time per work-group than the trial so far took
	// (above): its packages' time, as it ran nothing else.
	most := remaining
	if !l.placed {
		net := a
		if !(net > 0) {
			net = per
		}
		most = max(me.full, int(min(me.busy.Seconds()/net, float64(remaining))))
	}
	if per > 0 && (end <= t.by || end <= joint) {
		if remaining <= most {
			t.unit = 0 // the rest, in one package: the trial is handed out
			return remaining, true
		}
		return most, true
	}
	// Else the largest package that ends by the limit at the last's
	// speed (what it costs is bounded), where that holds the unit's fill
	// at least, and the rest may still end by the limit at its time per
	// work-group net of its fixed cost; where the costs by place are not
	// known, at the trial's mean time per work-group so far (above).
	rest := a
	if !l.placed && me.groups > 0 {
		rest = max(0, me.busy.Seconds()-float64(me.count)*c) / me.groups
	}
	// Its first package alone is not judged: it paid the one-off costs
	// of a unit's first package in a launch (a device's start after an
	// idle spell), which no package in co-execution measured, so the
	// unit's cost model does not hold them, and they may be most of its
	// time. The next package is the largest that ends by the limit at
	// its speed, those costs included, and the line through the two
	// judges the rest.
	if n := int((t.by - now) / per); per > 0 && n >= me.full && (me.count == 1 || flat || now+c+float64(remaining)*rest <= t.by) {
		return min(n, most), true
	}
	l.cutTrial(u, end)
	return 0, false
}

// cutTrial ends unit u's trial where its rest alone was predicted to end
// at end, after its limit, and runs the rest as the launch was weighed:
// co-executed, the units left out for the trial taking part again; or,
// where the launch as weighed was another unit's launch alone (that unit
// measured alone faster than co-execution, weigh.go), by that unit
// alone, u and the others left out. The trial showed u slower alone than
// it was predicted; co-executing the rest with it would run the rest the
// way the weighing measured slower than that unit alone, and where the
// costs by place are not known, u's share of the rest, sized by its
// speed over the places its trial ran, may cost it many times more.
func (l *guardLaunch) cutTrial(u int, end float64) {
	me := &l.units[u]
	l.trial.unit, l.trial.cutUnit = 0, u+1
	l.trial.groups, l.trial.count, l.trial.end = me.groups, me.count, me.lastEnd
	by := l.weighedBy
	if by == u+1 {
		by = 0 // the launch as weighed was u's own alone: co-executed
	}
	when := [3]float64{me.lastEnd.Seconds(), end, l.trial.by}
	for j := range l.units {
		v := &l.units[j]
		if j != u && v.out && v.note.kind == noteWeigh {
			v.out = by > 0 && j != by-1
			w := v.note
			v.note = guardNote{kind: noteTrialCut, abs: true, n: u, by: by, t: when, trial: w.t, why: w.why, cause: w.cause, credit: w.credit}
		}
	}
	if by > 0 {
		me.out = true
		me.note = guardNote{kind: noteTrialOver, abs: true, n: by - 1, t: when, cause: l.trial.cause}
	} else {
		l.keepOneOnCores(u) // one unit on the host's cores (oncores.go)
	}
}

// trialHeld tells whether unit u waits for its trial package in flight to
// end before its next: the commander does not count it as refusing work.
func (l *guardLaunch) trialHeld(u int) bool {
	return l.trial.unit == u+1 && len(l.units[u].flight) > 0
}

// trialCuts is 1 once the trial was cut (turn: the units left out for it
// are asked again).
func (l *guardLaunch) trialCuts() int {
	if l.trial.cutUnit > 0 {
		return 1
	}
	return 0
}

// restShare is unit u's share of remaining work-groups by the speeds s of the
// units that take part, at least its fill.
func (l *guardLaunch) restShare(u int, s []float64, remaining int) int {
	sum := 0.0
	for i, v := range s {
		if !l.units[i].out && speedOK(v) {
			sum += v
		}
	}
	if !speedOK(s[u]) || !(sum > 0) {
		return remaining
	}
	return max(l.units[u].full, int(float64(remaining)*s[u]/sum))
}
