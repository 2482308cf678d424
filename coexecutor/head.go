package coexecutor

import (
	"cmp"
	"math"
	"time"
)

// This file holds the weighing's heads: a unit whose speed without the
// others is unknown starts a launch alone for a bounded part of it, so
// that the weighing (weigh.go) predicts its launch alone from a speed no
// other unit slowed.
//
// A unit's speed measured in co-execution with a unit that computes on
// the host's memory or cores is at most its speed alone: the others take
// memory bandwidth and cores from it (a CPU computing on host memory
// while a GPU's copies run is several times slower than alone), and never
// give it any. So it predicts the unit's launch alone only as a bound,
// which may keep a unit that is fastest alone from ever being tried. The
// rule: in a launch where a unit computing on host memory
// (UnitInfo.HostMemory) takes part with another, every unit that takes
// part whose speed alone is unknown (no launch alone, no head measured),
// whose speed in earlier launches is known and whose program ran before
// (its first package, which may include a compile, is behind it), runs a
// head: one package alone, at the launch's start, the heads one after
// another, the others waiting until the last ends. A unit's head holds
// the work-groups its speed in earlier launches runs in ProbeShare/h of
// the launch's predicted time (its work-groups over the sum of the known
// speeds), h the number of heads, where its packages measured a fixed
// cost per package (costModel) less that cost for each of the head's two
// packages: as the unit alone runs no slower than in co-execution, the
// heads end within ProbeShare of the launch's predicted time, which is
// what the others wait, once per unit and computation (where a unit
// alone runs slower, as cores waking from an idle spell do, a head whose
// first package took over twice its prediction ends there, its speed a
// bound: the others wait at most twice that); a unit whose
// packages took as long whatever their size (the model's time per
// work-group is zero) gets no head. A head runs as two packages or more,
// the second twice the first, so that it measures the unit's fixed cost per
// package and its time per work-group alone (the line through them,
// costModel): a head is small, and its time may be mostly the fixed cost,
// which a launch alone pays once. After its second package the head goes
// on while the rest of its part holds another, each package the largest
// multiple of the last (at least twice it) that the rest of the head's
// part holds at the last's time, the heads within half of the launch
// (headGoesOn), and its line is drawn through its last two: the speed in
// co-execution that sized it may be hundreds of times below the unit's
// speed alone, so that its first two packages measure mostly fixed
// costs, or the unit's start-up at the launch's start (cores waking from
// an idle spell run a CPU's first packages several times below its
// speed), which its later, larger packages are past. A unit whose fill
// does not fit the first package gets no head here; its speed in
// co-execution stands as the bound (weigh.go), and where that bound keeps
// it from its trial alone, it gets a head of one fill once the weighing
// credit pays for the head's time at that speed (fillHead). A head that
// ends with only a bound, its part spent, goes on in a later launch from
// its last package, as many times as large as its part holds
// (Memory.HeadLast, goOnHead) while its unit's trial alone waits for the
// weighing credit: a sixteenth of each launch at most, alone at its
// start, while it grows and until its packages' work exceeds their fixed
// cost, its unit taking no work after it where the launch is another
// unit's alone. The
// unit's solo speed (Memory.Solo) is the inverse of that time per
// work-group, and its launch alone is predicted as one fixed cost plus
// the launch's work-groups at that speed; where its last two packages
// measured no time per work-group (the larger took no longer, or by the
// line the smaller's work did not exceed its fixed cost: neither filled
// the unit, or the first paid a one-off cost of the launch's start, and
// what the two differ by is noise as large as their work), the larger
// package's speed, with no fixed cost: a bound on its launch alone, which
// does not keep the unit from its trial alone (weigh.go). The launch's
// co-executed speed is measured over the rest of the launch (the
// work-groups not in heads over the time after the last head ended). With
// data kept on the devices, a head is cut from its unit's holding where
// it can be (the range rule); one that moved data measures the unit with
// the copies, a bound again. So a steady program whose units all run from
// its first launch is weighed by its third: the first builds and probes,
// the second runs the heads and measures co-execution, the third runs
// alone the unit its head predicts fastest, when that beats co-execution,
// and the launches from the fourth on run as weighed. A head that does
// not fit its part of the second launch runs in a later one, with fewer
// heads (a larger part); a unit the guard keeps out of the first launches
// (its probe over its budget) joins when its credit pays, and is weighed
// three launches after. The native device compiles nothing, so its first
// package is measured (guardPrior.NoBuild).

// planHeads chooses the units that run a head in this launch, from what
// the launches before measured (mem). It is called by weigh before any
// unit asks.
func (l *guardLaunch) planHeads(mem Memory) {
	if !l.hostShared() {
		return
	}
	sum := 0.0
	var want []int
	for i, u := range l.units {
		if u.out || !(u.known > 0) {
			if !u.out {
				return // a unit of unknown speed: the launch's time is not predicted
			}
			continue
		}
		sum += u.known
		if l.wantsHead(i, mem) {
			want = append(want, i)
		}
	}
	if len(want) == 0 || !(sum > 0) {
		return
	}
	whole := float64(l.groups) / sum // the launch's predicted time, co-executed
	part := l.share * whole / float64(len(want))
	for _, i := range want {
		u := &l.units[i]
		n := headFit(u, part)
		if n < u.full || 3*n >= l.groups {
			continue
		}
		u.head, u.headBudget = n, part
		l.heads = append(l.heads, i)
	}
	l.noteHeads(l.share * whole)
}

// noteHeads tells every unit but a lone head's that it waits for the
// heads, predicted to take at most t.
func (l *guardLaunch) noteHeads(t float64) {
	if len(l.heads) > 0 {
		for i := range l.units {
			if len(l.heads) > 1 || l.heads[0] != i {
				l.units[i].note = guardNote{kind: noteHead, n: len(l.heads), t: [3]float64{t}}
			}
		}
	}
}

// fillHead gives unit f, whose fill did not fit a head's part of the
// launch (planHeads) and whose trial alone the weighing credit does not
// pay for yet, a head of one fill when the credit pays for that: the
// head's time at most (headTime, at its speed measured in co-execution)
// comes off the credit. It tells whether it did. A unit whose every
// speed was measured while a unit computing on host memory slowed it (a
// GPU whose copies wait for the cores a CPU computes on) may look
// several times slower than it is alone, and its trial alone, predicted
// from that speed, might not be paid for in tens of launches, each of
// which it could have won; its head, a few times its fill, is paid for
// in a few, and measures its speed alone, which then predicts its trial
// (weigh).
func (l *guardLaunch) fillHead(f int, mem Memory) bool {
	u := &l.units[f]
	t, ok := l.fillHeadTime(f, mem)
	if !ok || !(t <= l.weighing) {
		return false
	}
	l.weighing -= t
	u.head, u.headBudget = u.full, t
	l.heads = []int{f}
	l.noteHeads(t)
	return true
}

// fillHeadTime is the time of the head of one fill fillHead gives unit f
// once the weighing credit pays for it; ok is false where it gives none.
func (l *guardLaunch) fillHeadTime(f int, mem Memory) (t float64, ok bool) {
	u := &l.units[f]
	if u.out || !(u.known > 0) || !l.wantsHead(f, mem) || 3*u.full >= l.groups || !l.hostShared() {
		return 0, false
	}
	return headTime(u, u.full), true
}

// hostShared tells whether a unit computing on host memory and another
// take part in the launch: the others may slow it, or it them, so a
// unit's speed in co-execution is only a bound on its speed alone.
func (l *guardLaunch) hostShared() bool {
	host, open := false, 0
	for _, u := range l.units {
		if !u.out {
			open++
			host = host || u.host
		}
	}
	return host && open >= 2
}

// wantsHead tells whether unit i's speed alone is still to be measured by
// a head: it ran before (its first package, which may include a compile,
// is behind it), runs on its own device, was not sat out, and neither a
// launch alone nor a head measured it.
func (l *guardLaunch) wantsHead(i int, mem Memory) bool {
	return l.headable(i, mem) && !l.units[i].satOut && !mem.soloKnown(i)
}

// headable tells whether unit i may run a head: it ran before (its first
// package, which may include a compile, is behind it), runs on its own
// device, and no launch alone measured it.
func (l *guardLaunch) headable(i int, mem Memory) bool {
	u := &l.units[i]
	return u.ran && u.own && !(i < len(mem.Alone) && speedOK(mem.Alone[i]))
}

// goOnHead gives unit f, whose last head measured only a bound
// (Memory.HeadLast) and whose trial alone the weighing credit does not
// pay for yet, a head that goes on from that head's last package: two
// packages of k and 2k times it, k at least 1 and as large as the two
// (predicted at k and 2k times its time) fit within ProbeShare of the
// launch as weighed (now), then growing while they measure only a bound
// (headGoesOn), within that part; it tells whether it did. Its second
// package, twice the last, is at least the largest the last head ran
// (the last package is the larger of its last two, or the smaller where
// the larger stalled), and grows from there. A head goes on only while
// it grows: one that measured nothing, or a bound from a package no
// larger than the last head's, does not go on again (weighed), so that
// heads that go on end within as many launches as their packages must
// double to outgrow the fixed cost, whatever the noise, and their unit's
// trial then waits for the weighing credit. A head that waited for a
// part holding two packages of at least two and four times the last, a
// part that is about the
// same sixteenth of the launch every launch, waited for good where the
// last had run within the unit's start-up at the launch's start (a CPU
// waking: its last package alone a fifth of the part). A head's part
// of a launch, sized by the unit's speed in co-execution, may end before
// its packages' work exceeds their fixed cost (a CPU that a GPU's staged
// copies slow many times over: its head's part is small, and its packages
// alone at a launch's start mostly fixed cost); going on over launches, a
// sixteenth of each at most, the head reaches packages that measure the
// unit's time per work-group, which then predicts its launch alone
// (weigh), in as many launches as its work must grow by the factor a part
// holds. Its line is drawn through packages of one launch only: the first
// package of a launch may pay a one-off (a device waking) that the last
// launch's did not. Where the launch is another unit's alone, the head's
// unit takes no work after its head (headOnly).
func (l *guardLaunch) goOnHead(f int, mem Memory, now float64) bool {
	u := &l.units[f]
	last, ok := mem.headLast(f)
	if !ok || u.out || !l.headable(f, mem) || !l.hostShared() {
		return false
	}
	part := l.share * now
	// Its two packages, n and 2n, take at most 3n/last times last's time.
	n := grown(last.Groups, 3*last.Seconds, part, (l.groups-1)/3, 1)
	if n == 0 {
		return false
	}
	u.head, u.headBudget = n, part
	l.heads = []int{f}
	l.noteHeads(part)
	return true
}

// headTime is the longest a head of n (two packages, of n and 2n
// work-groups) is predicted to take on unit u: by its cost model, one
// fixed cost per package (2c + 3n·a), or else at its speed measured in
// co-execution.
func headTime(u *guardUnit, n int) float64 {
	if u.before.known() {
		if c, a := u.before.line(); a > 0 {
			return 2*c + 3*float64(n)*a
		}
	}
	return 3 * float64(n) / u.known
}

// headFit is the first package of the largest head that headTime
// predicts to take at most t on unit u (the second is twice as big); 0
// where u's packages measured no time per work-group (a flat cost
// model), whose head would measure none either.
func headFit(u *guardUnit, t float64) int {
	if u.before.known() {
		c, a := u.before.line()
		if !(a > 0) {
			return 0
		}
		return int(math.Floor((t - 2*c) / (3 * a)))
	}
	return int(t * u.known / 3)
}

// turn is the heads' progress: the heads ended, or skipped, so far. It
// changes when a head ends, and the units held for it then ask again
// (commander.ask).
func (l *guardLaunch) turn() int {
	l.headOn()
	return l.headAt + l.trialCuts()
}

// headOn tells whether a head is still to run or running: every unit but
// the head's waits.
func (l *guardLaunch) headOn() bool {
	for l.headAt < len(l.heads) && l.units[l.heads[l.headAt]].out {
		l.headAt++ // a unit left out runs no head
	}
	return l.headAt < len(l.heads)
}

// held tells whether unit u waits for another unit's head, trial or
// first request after joining late: the commander does not count it as
// refusing work. An unguarded launch (Guard.Off) holds nobody.
func (l *guardLaunch) held(u int) bool {
	if !l.on {
		return false
	}
	return l.headOn() && !l.heading(u) || l.trialHeld(u) || l.joining(u)
}

// absent tells the guard that unit u cannot run its head now (it failed,
// or its program is still building): while its head is next and not
// begun, it is skipped, and nobody waits for its first request after a
// late join (joining), so that nobody waits for a unit that may never
// ask (a late unit joins without holding the others up).
func (l *guardLaunch) absent(u int) {
	for l.heading(u) && l.units[u].heads == 0 && len(l.units[u].flight) == 0 {
		l.units[u].head = 0
		l.headEnded(u)
	}
	l.units[u].late = false
}

// headEnded passes the heads' turn on from unit u's head, which ended;
// a unit that takes no work after its head (headOnly) is out from now on.
func (l *guardLaunch) headEnded(u int) {
	l.headAt++
	l.units[u].out = l.units[u].out || l.units[u].headOnly
}

// heading tells whether u is the unit whose head runs next.
func (l *guardLaunch) heading(u int) bool { return l.headOn() && l.heads[l.headAt] == u }

// headSize is what unit u gets while heads run: its head's next package,
// when it is the next and has nothing in flight; else nothing yet (it
// asks again when a package ends).
func (l *guardLaunch) headSize(u, remaining int) int {
	me := &l.units[u]
	if !l.heading(u) || len(me.flight) > 0 {
		return 0
	}
	return min(cmp.Or(me.headNext, me.head), remaining)
}

// headed records a package of unit u's head, g work-groups run from from
// to end, and, after its second, the next head's turn. A failed package
// ends the unit's head, measuring nothing; the heads after it still run.
func (l *guardLaunch) headed(u, g int, from, end time.Duration, failed bool) {
	me := &l.units[u]
	me.heading = false
	me.heads++
	l.headGroups += g
	l.headEnd = max(l.headEnd, end)
	if failed {
		me.soloCost = costModel{}
		l.headEnded(u)
		return
	}
	me.count++
	took := (end - from).Seconds()
	me.headSpent += took
	if me.heads > 2 {
		me.soloCost.small = me.soloCost.large // the line through the last two
	}
	me.soloCost.add(PackageTime{float64(max(g, me.full)), took})
	switch {
	case me.heads == 1 && 3*took <= 2*me.headBudget:
		me.headNext = 2 * me.head // the second twice the first
	case me.heads == 1:
		// The second, twice the first and so at most twice as long, would
		// end the head past twice its part: the first ran over twice its
		// prediction (its unit alone slower than in co-execution, as cores
		// waking from an idle spell are, or its work-groups slower than
		// their costs say, as one whose time is its longest work-item's),
		// and the others, waiting, would pay for it. The head ends with
		// its one package's speed, a bound (solo), and goes on in a later
		// launch (goOnHead).
		l.headEnded(u)
	case !l.headGoesOn(u, g, took):
		l.headEnded(u)
	}
}

// headGoesOn tells whether unit u's head, whose last package ran g
// work-groups in took seconds, runs another package, and sets its size:
// the largest multiple of the last, at least twice it, that its
// remaining budget holds at the last package's time (a package k times
// as large takes at most k times as long: the fixed cost is paid once),
// and that keeps the heads within half of the launch's work-groups. A
// unit's speed in co-execution, which sized its head, may be hundreds of
// times below its speed alone (a CPU whose cores a GPU's copies take),
// and then a head of two packages measures only fixed costs, or the
// unit's start-up; growing by as much as its budget allows, it reaches
// packages whose work exceeds the fixed cost, and that start after the
// start-up, within a few packages and no later than its budget allows. A
// unit alone no faster than in co-execution fills its budget with its
// first two.
func (l *guardLaunch) headGoesOn(u, g int, took float64) bool {
	me := &l.units[u]
	me.headNext = grown(float64(g), took, me.headBudget-me.headSpent, l.groups/2-l.headGroups, 2)
	return me.headNext > 0
}

// grown is the largest multiple of g work-groups, at least least times
// g, whose time fits budget where each multiple of g takes at most per
// seconds (a package k times as large takes at most k times as long:
// its fixed cost is paid once), and that holds at most most
// work-groups; 0 where least times g does not fit.
func grown(g, per, budget float64, most, least int) int {
	if !(g > 0) || !(per > 0) {
		return 0
	}
	n := min(g*math.Floor(budget/per), float64(most))
	if !(n >= float64(least)*g) {
		return 0
	}
	return int(n)
}

// solo is unit u's solo speed and fixed cost per package, as its head
// measured them (0, 0: no package of its head ended well); bound tells
// that its last two packages (or its one) did not measure a time per
// work-group, so that speed is the faster package's, a bound on its
// speed alone (a fixed cost that a launch alone
// pays once, or a one-off at the launch's start, spread over little
// work), not a measure of it. The line through the two measures the time
// per work-group only where the work the two differ by, by the line,
// exceeds the fixed cost: the larger then took longer by more than a
// fixed cost. Where it did not, the packages mostly measured their fixed
// costs, and the one-off part of those (a wake-up, a first copy) varies
// from package to package by as much as the work they differ by: their
// difference may read the unit many times too slow or too fast. (For a
// package twice the other, as a head's first two are, that work is the
// smaller package's.) Nor does a line steeper than what the unit's
// packages took per work-group in co-execution, where the launch's costs
// by place are known (placed): alone, a unit takes no longer per
// work-group than its largest package took per work-group beside the
// others, its fixed cost included, so a head that says it does measured
// something else than its work (a device waking from an idle spell at
// the launch's start, which runs its first packages, the head's, below
// its speed). Nor, whatever the costs by place, does a line that puts the
// launch alone (one fixed cost and every work-group) after the unit's
// speed beside the others, beside (work-groups per second over the
// launch's range; 0: not measured), would end it: over the whole range,
// alone, a unit is never slower. Nor, last, does a line through a larger
// package that took longer per work-group than the smaller one, its
// fixed cost spread over more work (costModel.slowedLarge): the host's
// noise only slows, and such a line, through a stalled package, reads the
// stall as work, putting the unit's launch alone at as many times its
// time as the stall was long. A bound's speed is its faster package's:
// each paid a fixed cost, so each bounds the unit's speed from below.
func (l *guardLaunch) solo(u int, beside float64) (speed, fixed float64, bound bool) {
	m := l.units[u].soloCost
	if l.units[u].heads < 2 || !m.known() {
		// One package, or two too close in size to draw a line through
		// (a scheduler that hands the unit a range smaller than its
		// head, as Static does, ends the head early): the faster's
		// speed, a bound, so that a head that cannot measure more is
		// not planned again, launch after launch.
		if f := m.faster(); f.ok() {
			return f.Groups / f.Seconds, 0, true
		}
		return 0, 0, false
	}
	c, a := m.line()
	g := float64(l.groups)
	if a > 0 && !m.slowedLarge() && m.measuresWork() && !l.steeper(u, a) && !(speedOK(beside) && c+a*g > g/beside) {
		return 1 / a, c, false
	}
	f := m.faster()
	return f.Groups / f.Seconds, 0, true
}

// steeper tells whether a time per work-group a exceeds what unit u's
// largest package outside its head took per work-group, where the
// launch's costs by place are known.
func (l *guardLaunch) steeper(u int, a float64) bool {
	p := l.units[u].cost.large
	return l.placed && p.ok() && a > p.Seconds/p.Groups
}

// soloTime is the weighing's prediction of unit u's launch of g
// work-groups alone from its head: one fixed cost and the work-groups at
// its solo speed.
func soloTime(mem Memory, u int, g float64) float64 {
	return mem.SoloFixed[u] + g/mem.Solo[u]
}
