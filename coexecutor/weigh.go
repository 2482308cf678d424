package coexecutor

import (
	"fmt"
	"math"

	"github.com/gosycl/gosycl/coexecutor/internal/launchmean"
	"github.com/gosycl/gosycl/coexecutor/internal/probebudget"
)

// This file holds the guard's rule over whole launches: a computation
// co-executed by a unit that computes on the host's memory and cores and
// any other unit (which moves its data through that memory, or computes
// on the same cores) is co-executed only while its co-executed launches
// measure faster than its fastest unit alone.
//
// The guard predicts each unit's packages from that unit's speed, as if
// the units did not slow one another. Units that share a resource do: a
// CPU running a memory-bound kernel over host memory slows down while a
// GPU's packages move their data through that memory (copies in and out,
// and the host's copies into pinned staging memory), to half its speed
// alone and less; every package the GPU takes then costs the CPU more
// work than the GPU does, and the launch ends later than the CPU alone
// would end it, though every package ended when the guard predicted from
// the speeds measured in the launch (slowed speeds, so that the CPU alone
// looks slower than it is, even slower than the GPU). Two devices that
// compute on the host's cores (the native device and PoCL) take the same
// cores from each other. No per-unit speed shows it; the launches' times
// do. So the guard weighs the launches of a computation: the launches
// each unit ran entirely (alone) and the co-executed ones in which a unit
// computing on host memory in place (UnitInfo.HostMemory) ran packages
// with another give speeds, work-groups per second of the launch's time
// (to its last package's end and the units' closing), averaged over the
// launches of each way (launchmean.Add), taken from launches where no unit
// ran its first package of the computation (which may include a
// kernel's compile); a unit's speed alone is also measured by its head,
// packages it runs alone at a launch's start (head.go), which give
// its solo speed and fixed cost, and the co-executed speed of a launch
// with heads is measured over the part after them. Once a co-executed
// launch is measured, the launch is predicted to take, as weighed so
// far, the co-executed launch's time or, where a unit measured alone was
// faster, that unit's; then
//
//   - a unit never run alone whose head predicts its launch alone (one
//     fixed cost and the launch's work-groups at its solo speed) to beat
//     that, or, where no head measured its time per work-group, whose
//     speed on its device does (Memory.OnDevice: the launch's
//     work-groups at its packages' time on the device, their copies and
//     waits excluded, which its launch alone cannot beat, nor the time
//     its link takes to move the data its packages moved, Memory.LinkSpeed,
//     where that is longer; for a unit
//     that computes on the host's cores, that time divided by the units
//     that computed on them beside it, Memory.OnDeviceShared: they took
//     its cores, and alone it has them all; or its head's bound where
//     that predicts it faster: a unit on host memory measured on its
//     device while another's data moved through that memory ran slower
//     than alone, which its head, run alone, shows), runs the
//     launch alone, the one predicted fastest: its speed in
//     co-execution, which the others slowed (a GPU's copies wait for
//     the host's cores and memory while a CPU computes on them), does
//     not hide it. A prediction from below may be wrong by the unit's
//     copies and fixed costs, and by the range where its packages ran
//     being cheaper than the rest (an irregular kernel): the trial,
//     handed out bounded (trial.go), then costs about the launch as
//     weighed, once per unit and computation, and measures the unit
//     alone over its part.
//     So a bound is bet on as a package is (Guard: a unit k times slower
//     than the fastest in co-execution must win even if it runs k times
//     as long as predicted; Memory.bet): it beats the launch as weighed
//     only multiplied by k;
//   - else, unless a head runs in the launch (it measures its unit
//     first; the trial waits for a later launch), the unit never
//     measured alone that is predicted fastest alone (by its head's
//     line where its head measured a time per work-group; else by its
//     speed measured in co-execution, or by its head's bound where the
//     head's last two packages took as long, or drew a line steeper than its
//     packages beside the others (head.go, solo): both bounds, as the
//     others slowed it and a one-off cost or a slow start at the
//     launch's start may fill a small head) runs the launch alone:
//     while no unit has run alone, the one predicted fastest by its
//     bounds, at once; else when the weighing credit
//     (ProbeShare of each launch's time while such a unit waits, halved
//     for each trial in a row it paid for that did not show its unit
//     the fastest way: weighMisses) pays
//     for what its launch alone is predicted to lose against the
//     prediction, at its speed measured in co-execution (which the
//     others may have slowed: a bound), or, where its packages measured
//     a time per work-group net of their fixed cost, one fixed cost plus
//     the launch's work-groups at that time when shorter (aloneTime:
//     small packages pay the fixed cost each, a launch alone once; a
//     head's line, too, is tried: its two small packages at a launch's
//     start, the device waking from an idle spell, may run well below
//     the unit's speed, and a line trusted for good would keep
//     co-executing, launch after launch, a unit that alone wins);
//     until the credit pays for that, a unit whose fill did not fit a
//     head runs a head of one fill as soon as the credit pays for the
//     head's time at its speed measured in co-execution (fillHead): a
//     unit measured only while the others slowed it, predicted from
//     that speed, might wait tens of launches for its trial, each of
//     which it could have won, where its head, paid in a few, measures
//     its speed alone, and the first rule then decides its trial; and a
//     unit whose head measured only a bound goes on with its head from
//     its last package (goOnHead), which measures it within a few
//     launches, a sixteenth of each at most, while it grows;
//   - else, when a unit alone was faster than co-execution, it runs the
//     launch alone: the others sit out, earn probe credit as any unit
//     that sits out (Guard), and take part again, probes first, once
//     their credit pays for what a co-executed launch is predicted to
//     lose against the unit alone (the launch's work-groups at the two
//     speeds), or, for a unit measured alone, what its launch alone is
//     predicted to lose where that is less and its mean alone holds no
//     more launches than co-execution's: it then runs the launch alone,
//     so that a mean that holds one slow launch is measured again
//     (launchmean.Add). A computation that co-execution slows so costs at most
//     ProbeShare of its time alone on average, and one that it speeds up
//     again (its data changed) is co-executed again after a bounded
//     number of launches;
//   - else, co-execution faster than every unit measured alone, once
//     co-execution's mean holds launchmean.Memory launches, the fastest
//     unit alone runs the launch alone again when the weighing credit
//     pays for what it is predicted to lose (or, its trial cut at the
//     launch as weighed, for that launch), and that launch replaces its
//     mean alone: the weighing measures only the way it picks, and the
//     mean alone that co-execution beat may rest on one stalled launch,
//     the host's noise being one-sided.
//
// A trial's launch is one sample, which no mean clips (launchmean.Spike
// clips a launch against a mean of the same way). Where it was predicted
// from what its unit's own packages measured (its head alone, or its
// packages beside the others, which only slowed them) and the launch's
// costs by place are known, so that those packages' places cost what the
// rest does, a trial that took over Spike times that prediction stalled
// (the host's noise only slows): its unit runs the next launch alone too,
// and the faster of the two launches measures it (trialMeasured). Without
// it, a stalled trial of a unit that is fastest alone leaves the launches
// co-executed until the credit pays for measuring it again, many
// launches on. A trial predicted from its unit's speed on its device (a
// bound from below on its time) may take many times that without a
// stall, and runs once.

// weigh applies the rule to the launch about to start, from what the
// launches before it measured (mem).
func (l *guardLaunch) weigh(mem Memory) {
	l.weighing, l.weighMisses, l.coBefore = mem.Weighing, mem.WeighMisses, mem.CoSpeeds
	if !l.on || len(l.units) < 2 {
		return
	}
	defer l.oneOnCores(mem) // at most one unit on the host's cores (oncores.go)
	l.planHeads(mem)
	if !speedOK(mem.Joint) {
		return
	}
	groups := float64(l.groups)
	joint := groups / mem.Joint
	best := fastestAlone(mem.Alone[:min(len(mem.Alone), len(l.units))], -1)
	// What the launch is predicted to take as weighed so far: co-executed,
	// or the best unit measured alone where that is faster.
	now := joint
	if best >= 0 && mem.Alone[best] > mem.Joint {
		now = groups / mem.Alone[best]
		l.weighedBy = best + 1
	}
	// A trial whose launch stalled runs again (Memory.TrialAgain).
	if f := mem.TrialAgain - 1; f >= 0 && f < len(l.units) && !l.units[f].out && f < len(mem.Alone) && speedOK(mem.Alone[f]) {
		l.runAlone(f, joint, groups/mem.Alone[f], now, byAlone, stallAgain)
		return
	}
	// A unit never run alone whose head (head.go) predicts its launch
	// alone to beat that, or, without a head that measured its time per
	// work-group, whose speed on its device does (the launch's
	// work-groups at it: a bound from below), runs the launch alone: a
	// trial that measures it, at once, as its prediction says it may
	// win; the one predicted fastest. Where its head measured a bound
	// too, the faster of the two predicts it: a unit that computes on
	// host memory, measured on its device while another unit's data
	// moved through that memory, ran slower than it runs alone, which
	// its head, run alone, may show.
	f, ft, fwhy := -1, 0.0, trialBasis(0)
	for i := range l.units {
		if i < len(mem.Alone) && speedOK(mem.Alone[i]) {
			continue
		}
		t, why := math.Inf(1), trialBasis(0)
		if mem.soloKnown(i) && !mem.soloBound(i) {
			t, why = soloTime(mem, i, groups), byHead
		} else {
			// Bounds, bet on: the faster of its speed on its device and
			// its head's bound.
			if d := mem.onDevice(i); d > 0 {
				t, why = groups/d*mem.bet(i), byDevice
			}
			if mem.soloKnown(i) {
				if hb := soloTime(mem, i, groups) * mem.bet(i); hb < t {
					t, why = hb, byHeadBound
				}
			}
		}
		if why == 0 {
			continue
		}
		if f < 0 || t < ft {
			f, ft, fwhy = i, t, why
		}
	}
	if f >= 0 && ft < now {
		l.runAlone(f, joint, ft, now, fwhy, beatTrial)
		return
	}
	// The unit predicted fastest alone among those never measured alone
	// (nor heading in this launch: its head measures it) runs the launch
	// alone when the weighing credit pays for what its launch alone is
	// predicted to lose: by its head's line where its head measured one,
	// else at its speed measured in co-execution or its head's bound
	// (bounds both). While no unit has run alone, the one predicted
	// fastest by its bounds runs it at once.
	f, ft, fwhy = -1, 0, 0
	b, bt, bwhy := -1, 0.0, trialBasis(0)
	for i, u := range l.units {
		if i < len(mem.Alone) && speedOK(mem.Alone[i]) || u.head != 0 || !(u.known > 0) {
			continue
		}
		if mem.soloKnown(i) && !mem.soloBound(i) {
			if t := soloTime(mem, i, groups); f < 0 || t < ft {
				f, ft, fwhy = i, t, byHead
			}
			continue
		}
		t, why := l.aloneTime(i, groups)
		if mem.soloBound(i) {
			if hb := soloTime(mem, i, groups); hb < t {
				t, why = hb, byHeadBound
			}
		}
		if b < 0 || t < bt {
			b, bt, bwhy = i, t, why
		}
		if f < 0 || t < ft {
			f, ft, fwhy = i, t, why
		}
	}
	// A head that runs in this launch measures its unit first: a trial
	// alone, if still wanted, comes in a later launch.
	if f >= 0 && len(l.heads) == 0 {
		if best < 0 && b >= 0 {
			l.runAlone(b, joint, bt, 0, bwhy, firstTrial)
			return
		}
		cost := ft - now
		if cost <= l.weighing {
			l.runAlone(f, joint, ft, now, fwhy, weighingPaid)
			return
		}
		// cut tells that a trial cut at the launch as weighed ends its
		// first package within it (below).
		cut := func() bool { u := &l.units[f]; return float64(max(u.full, 1))/u.known <= now }
		switch {
		case l.fillHead(f, mem):
		case l.goOnHead(f, mem, now):
			l.owe(cost) // its trial, once its head predicts it, may still wait for the credit
		case now <= l.weighing && cut():
			// A trial given no credit of its own is cut at the launch
			// as weighed (trial.go), where its first package, at least
			// the unit's fill, ends within it (at its speed in
			// co-execution, a bound from below): it loses at most the
			// launch as weighed, the time the others then take for the
			// rest, and is paid for by a credit of that, whatever its
			// prediction, a bound that may be many times too slow.
			l.runAlone(f, joint, ft, now, fwhy, weighingBound)
			return
		default:
			// The credit grows until it pays: for the trial, for one cut
			// at the launch as weighed, or for a head of one fill
			// (above), whichever it pays for first.
			if cut() {
				cost = min(cost, now)
			}
			if t, ok := l.fillHeadTime(f, mem); ok {
				cost = min(cost, t)
			}
			l.owe(cost)
		}
	}
	if now == joint {
		// Co-execution as weighed beats every unit measured alone. The
		// weighing measures again only the way it picks (launchmean), so
		// once co-execution's mean holds as many launches as a mean
		// does (it no longer rests on a lucky one), the fastest unit
		// alone runs the launch alone again when the weighing credit
		// pays for what it is predicted to lose (its launches alone at
		// their mean speed, against co-execution's; or, its trial cut
		// at the launch as weighed, that launch), and that launch
		// replaces its mean: the mean may rest on a stalled launch
		// (the host's noise only slows), which would keep a computation
		// co-executed that its unit alone runs faster. A launch alone
		// that does not show the unit faster than co-execution halves
		// the credit's growth for the next (weighMisses), as any trial
		// the credit paid for; one that does makes the unit alone the
		// way picked, measured every launch from then on.
		if best >= 0 && !l.owed && len(l.heads) == 0 && mem.JointRuns >= launchmean.Memory {
			t := groups / mem.Alone[best]
			if owes := min(t-now, now); owes > l.weighing {
				l.owe(owes) // the credit grows until it pays
				return
			}
			// Paid for its predicted loss, else cut at the launch as
			// weighed, which loses at most that (trial.go), whatever its
			// stalled mean predicts.
			cause := weighingPaid
			if t-now > l.weighing {
				cause = weighingBound
			}
			l.remeasure = best + 1
			l.runAlone(best, joint, t, now, byAlone, cause)
		}
		return
	}
	// A unit left out takes part again once its credit pays for what the
	// way it takes is predicted to lose against the unit alone: co-executed,
	// or alone where it was measured alone and that is predicted to lose
	// less, unless its mean alone holds more launches than co-execution's;
	// a unit on the host's cores whose retry runs its second launch
	// (Memory.CoresRetry) takes part, paid in the first. Co-executed, it
	// takes probes first and the guard cuts its packages, so that it loses
	// less than predicted, where a launch alone loses it all; alone, it
	// measures again a mean that may rest on one slow launch (the host's
	// noise only slows). But a mean of fewer launches is the likelier to:
	// by cost alone, a unit whose launches alone both beat a co-executed
	// launch that stalled would run alone again and again, and
	// co-execution, measured once, would never be measured again.
	again, cheapest := -1, math.Inf(1)
	for i := range l.units {
		if i == best || mem.CoresRetry == i+1 {
			continue
		}
		loss, alone := joint-now, false
		if i < len(mem.Alone) && speedOK(mem.Alone[i]) {
			runs := 0 // the launches its mean alone holds
			if i < len(mem.AloneRuns) {
				runs = mem.AloneRuns[i]
			}
			if la := groups/mem.Alone[i] - now; la < loss && runs <= mem.JointRuns {
				loss, alone = la, true
			}
		}
		if l.units[i].credit >= loss {
			if alone && loss < cheapest {
				again, cheapest = i, loss
			}
			continue
		}
		// A unit whose head runs in the launch (planHeads, goOnHead)
		// runs it, then is left out.
		l.units[i].headOnly = l.units[i].head != 0
		l.units[i].out = !l.units[i].headOnly
		l.units[i].note = guardNote{kind: noteWeighed, abs: true, n: best, t: [3]float64{joint, now, loss}}
	}
	if again >= 0 {
		l.runAlone(again, joint, groups/mem.Alone[again], now, byAlone, probePaid)
	}
}

// coSpeeds is Memory.CoSpeeds after the launch, old before it: each
// unit's speed in the launch where more than one unit's was measured in
// it (they ran beside one another), else old's.
func (l *guardLaunch) coSpeeds(old []float64) []float64 {
	co := make([]float64, len(l.units))
	copy(co, old)
	measured := 0
	for i := range l.units {
		if l.measured(i) {
			measured++
		}
	}
	if measured > 1 {
		for i, s := range l.speeds() {
			if speedOK(s) {
				co[i] = s
			}
		}
	}
	return co
}

// runAlone leaves every unit but f out of the launch, for the weighing;
// joint is the co-executed launch's predicted time, alone unit f's launch
// alone as predicted from why, and against the prediction it beat (the
// launch as weighed so far, 0 for none); cause is why that prediction
// made f run alone. The note keeps the credit that paid for the trial.
func (l *guardLaunch) runAlone(f int, joint, alone, against float64, why trialBasis, cause trialCause) {
	var credit, allow float64 // what paid for the trial; the credit that widens its limit (startTrial)
	switch cause {
	case weighingPaid:
		credit, allow = l.weighing, l.weighing
	case weighingBound:
		credit = l.weighing
	case probePaid:
		credit, allow = l.units[f].credit, l.units[f].credit
	}
	if cause != stallAgain { // a trial run again spends no credit
		l.weighing, l.owed, l.owes = 0, false, 0
	}
	l.paidTrial = cause == weighingPaid || cause == weighingBound
	l.heads = nil
	l.startTrial(f, joint, alone, against, allow, cause)
	if why != byDevice && why != byAlone && l.placed && l.trial.unit == f+1 {
		l.trial.capped = alone // predicted from the unit's own packages (stalled)
	}
	for i := range l.units {
		if i != f {
			l.units[i].out = true
			l.units[i].note = guardNote{kind: noteWeigh, abs: true, n: f, t: [3]float64{joint, alone, against}, why: why, cause: cause, credit: credit}
		}
	}
}

// trialBasis is what the weighing predicted a unit's launch alone from,
// for the report.
type trialBasis int

const (
	byHead      trialBasis = iota + 1 // its head's solo speed and fixed cost
	byDevice                          // its speed on its device, times the bet
	byHeadBound                       // its head's bound (times the bet where it beat the launch)
	bySpeed                           // its speed in co-execution
	byLine                            // its packages' fixed cost and time per work-group
	byAlone                           // its launches alone
)

var basisText = [...]string{
	byHead:      "its head's speed and fixed cost",
	byDevice:    "its speed on its device, times the bet",
	byHeadBound: "its head's bound",
	bySpeed:     "its speed in co-execution",
	byLine:      "its packages' fixed cost and time per work-group",
	byAlone:     "its launches alone",
}

// trialCause is why a prediction made a unit run a launch alone.
type trialCause int

const (
	beatTrial     trialCause = iota // it beat the launch as weighed
	firstTrial                      // no unit had run a launch alone
	weighingPaid                    // the weighing credit paid for its predicted loss
	probePaid                       // its own probe credit paid for it
	weighingBound                   // the weighing credit paid for the most its trial may lose
	stallAgain                      // its trial in the launch before stalled
)

var causeText = [...]string{
	firstTrial:   "; no unit had run a launch alone",
	weighingPaid: "; the weighing credit",
	probePaid:    "; its probe credit",
	// A trial given no credit loses at most the launch as weighed.
	weighingBound: "; the weighing credit",
	stallAgain:    "; its trial in the launch before took over twice what its own packages predicted (a stall), and runs again",
}

// owe records that a unit waits for the weighing credit to reach owes
// seconds to run the launch alone (owed).
func (l *guardLaunch) owe(owes float64) { l.owed, l.owes = true, owes }

// earned is what the launch added to the weighing credit, m being what it
// left for the next (weighed): the credit grows while a trial is owed.
func (l *guardLaunch) earned(m Memory) float64 { return m.Weighing - l.weighing }

// aloneTime is the weighing's prediction of unit u's launch of g
// work-groups alone, from what its packages measured in co-execution: at
// its speed (a bound: the others may have slowed it), or, where its cost
// model knows a time per work-group (packages of two sizes, fixedcost.go),
// one fixed cost plus g work-groups at that time, when shorter. A launch
// alone pays its unit's fixed cost once, where its co-executed packages,
// small when the scheduler sized them by a low power, paid it each: their
// speed says how small they were more than how fast the unit is. A unit
// whose packages all took about the same time (a flat model) measured no
// time per work-group; its speed stands.
func (l *guardLaunch) aloneTime(u int, g float64) (float64, trialBasis) {
	v := &l.units[u]
	t, why := g/v.known, bySpeed
	if v.before.known() {
		if c, a := v.before.line(); a > 0 && c+a*g < t {
			t, why = c+a*g, byLine
		}
	}
	return t, why
}

func speedOK(s float64) bool { return s > 0 && !math.IsInf(s, 0) }

// weighNote words a noteWeigh or noteWeighed decision, credit being the
// unit's probe credit.
func weighNote(g guardNote, credit float64) string {
	if g.kind == noteWeigh {
		s := fmt.Sprintf("left out: unit %d runs the launch alone, to weigh co-execution (the last co-executed launch's speed predicts %s for this one) against it",
			g.n, dur(g.t[0], true))
		if g.why != 0 {
			s += fmt.Sprintf("; alone it is predicted to take %s, from %s%s", dur(g.t[1], true), basisText[g.why], causeText[g.cause])
			switch g.cause {
			case weighingPaid, probePaid:
				s += fmt.Sprintf(", %s, paid for what it was predicted to lose", dur(g.credit, true))
			case weighingBound:
				s += fmt.Sprintf(", %s, paid for the most its trial may lose, as long as the launch as weighed", dur(g.credit, true))
			}
			if g.t[2] > 0 {
				s += fmt.Sprintf(" (the launch as weighed: %s)", dur(g.t[2], true))
			}
		}
		return s
	}
	return fmt.Sprintf("left out: co-executed, the launch is predicted to take %s (the last co-executed launch's speed), with unit %d alone %s; it takes part again when its probe credit, %s, pays for the %s",
		dur(g.t[0], true), g.n, dur(g.t[1], true), dur(credit, true), dur(g.t[2], true))
}

// weighed records the launch's speed in m (after old): a unit's alone
// when it ran every package, co-executed when a unit computing on host
// memory and another did (where a trial alone was cut, trial.go, only
// the unit's alone over its part); not when a unit ran its first package of the
// computation, nor, with data kept on the devices, when a package moved
// data its unit's holding would have had (the launches after find the
// data where it left them), unless the launch before moved data too and
// ran the same way (co-executed, or alone by the same unit): data that
// move in every such launch (a stencil's halos) are its steady cost, not
// a one-off, and a computation whose launches always move data would
// otherwise never be weighed (and a unit run alone to weigh it would be
// run alone again and again); nor a launch with no time. The
// weighing credit grows by ProbeShare of the launch's time while a unit
// waits to run alone.
func (l *guardLaunch) weighed(m *Memory, old Memory) {
	m.Joint, m.JointRuns, m.Weighing, m.WeighMisses = old.Joint, old.JointRuns, l.weighing, l.weighMisses
	if l.trial.of > 0 && (l.paidTrial || l.trial.repeat()) {
		// A trial run again after a stall is its first trial's second
		// launch, which that one counted: it only clears the misses, where
		// the two show the unit the fastest way.
		defer func() {
			if n := weighMisses(*m, l.trial.of-1, l.weighMisses); n == 0 || !l.trial.repeat() {
				m.WeighMisses = n
			}
		}()
	}
	m.Alone, m.AloneRuns = make([]float64, len(l.units)), make([]int, len(l.units))
	copy(m.Alone, old.Alone)
	copy(m.AloneRuns, old.AloneRuns)
	m.Solo, m.SoloFixed = make([]float64, len(l.units)), make([]float64, len(l.units))
	if len(old.Solo) == len(l.units) && len(old.SoloFixed) == len(l.units) {
		copy(m.Solo, old.Solo)
		copy(m.SoloFixed, old.SoloFixed)
	}
	m.SoloBound = make([]bool, len(l.units))
	if len(old.SoloBound) == len(l.units) {
		copy(m.SoloBound, old.SoloBound)
	}
	m.HeadLast = make([]PackageTime, len(l.units))
	copy(m.HeadLast, old.HeadLast)
	m.OnDevice, m.OnDeviceShared = make([]float64, len(l.units)), make([]int, len(l.units))
	copy(m.OnDevice, old.OnDevice)
	copy(m.OnDeviceShared, old.OnDeviceShared)
	m.CoSpeeds = l.coSpeeds(old.CoSpeeds)
	m.OnCores, m.OnCoresRuns = make([]float64, len(l.units)), make([]int, len(l.units))
	copy(m.OnCores, old.OnCores)
	copy(m.OnCoresRuns, old.OnCoresRuns)
	cores := 0 // units that computed on the host's cores in the launch
	for _, u := range l.units {
		if u.cores && u.count+u.warmed > 0 {
			cores++
		}
	}
	for i, u := range l.units {
		if s, c, b := l.solo(i, m.CoSpeeds[i]); speedOK(s) {
			m.Solo[i], m.SoloFixed[i], m.SoloBound[i] = s, c, b
			m.HeadLast[i] = PackageTime{}
			if b {
				m.HeadLast[i] = u.soloCost.faster() // its next head goes on from it
			}
		}
		if u.heads > 0 && i < len(old.HeadLast) && old.HeadLast[i].ok() && !(m.HeadLast[i].Groups > old.HeadLast[i].Groups) {
			// A head goes on only while it grows (goOnHead): one that
			// measured nothing, or a bound from no larger a package
			// than the last head's, does not go on again.
			m.HeadLast[i] = PackageTime{}
		}
		if s := l.deviceSpeed(i); speedOK(s) {
			m.OnDevice[i], m.OnDeviceShared[i] = s, 1
			if u.cores {
				m.OnDeviceShared[i] = max(1, cores)
			}
		}
	}
	ran, solo := 0, -1
	var host, warm bool
	var span, closing float64
	for i, u := range l.units {
		// A launch in which a unit ran its first package of the
		// computation holds its compile, measured or not.
		warm = warm || u.first
		if u.count+u.warmed > 0 {
			ran, solo = ran+1, i
			host = host || u.host
			span = max(span, u.lastEnd.Seconds())
			closing = max(closing, u.closed)
		}
	}
	t := span + closing
	if l.owed {
		m.Weighing = probebudget.Earn(m.Weighing, probebudget.Rate(l.share, l.weighMisses), t)
	}
	m.Moved = l.moved
	if ran == 1 {
		m.AloneBy = solo + 1
	}
	// Data moved in this launch weigh it only where they moved in the
	// launch before too, the same way (co-executed, or alone by the same
	// unit): then they move every launch.
	again := old.Moved && (ran > 1 && old.AloneBy == 0 || ran == 1 && old.AloneBy == solo+1)
	if ran == 0 || warm || !(t > 0) || l.moved && !again || l.headOnly() {
		// A launch left to one unit after another's head (goOnHead) is
		// neither co-executed nor that unit's alone. A retry on the
		// host's cores not weighed runs the next launch too, once.
		if r := l.coresRetry; r > 0 && old.CoresRetry != r && l.units[r-1].count > 0 {
			m.CoresRetry = r
		}
		return
	}
	var way float64 // the launch's speed, the way it ran (oncores.go)
	switch tr := l.trial; {
	case ran == 1:
		way = float64(l.groups) / l.trialNet(solo, l.units[solo].count, t)
		l.trialMeasured(m, old, solo, way)
	case tr.cutUnit > 0:
		// A trial alone cut (trial.go): the unit's speed alone over its
		// part. The rest co-executed is not a co-executed launch's
		// speed (the units that joined late start cold, and a small
		// rest is mostly the launch's end).
		f := tr.cutUnit - 1
		if e := l.trialNet(f, tr.count, tr.end.Seconds()); e > 0 && tr.groups > 0 {
			l.trialMeasured(m, old, f, tr.groups/e)
		}
	case host:
		// Co-executed after the heads: the work-groups they left over
		// the time after the last ended.
		if d := t - l.headEnd.Seconds(); d > 0 && l.groups > l.headGroups {
			way = float64(l.groups-l.headGroups) / d
			m.Joint, m.JointRuns = launchmean.Add(m.Joint, m.JointRuns, way)
		}
	}
	l.onCoresWay(m, way)
}

// trialMeasured records speed s, unit u's launch alone (or its trial's
// part), in m (after old). A trial that took over launchmean.Spike times
// what its unit's own packages predicted (guardTrial.capped) stalled: the
// unit runs the next launch alone too (Memory.TrialAgain), and the faster
// of the two measures it.
func (l *guardLaunch) trialMeasured(m *Memory, old Memory, u int, s float64) {
	tr := &l.trial
	if tr.repeat() && tr.of == u+1 && u < len(old.Alone) {
		m.Alone[u], m.AloneRuns[u] = max(old.Alone[u], s), 1
		return
	}
	l.addAlone(m, u, s)
	if tr.of == u+1 && tr.capped > 0 && s*launchmean.Spike*tr.capped < float64(l.groups) {
		m.TrialAgain = u + 1
	}
}

// addAlone adds speed s, unit u's launch alone (or its trial's part),
// to its mean alone in m; a launch that measured u alone again (weigh:
// its mean may rest on a stalled launch) replaces the mean.
func (l *guardLaunch) addAlone(m *Memory, u int, s float64) {
	n := m.AloneRuns[u]
	if l.remeasure == u+1 || l.coresRetry == u+1 {
		n = 0 // a mean of no launches: s replaces it (launchmean.Add)
	}
	m.Alone[u], m.AloneRuns[u] = launchmean.Add(m.Alone[u], n, s)
}

// weighMisses is the weighing's misses (Memory.WeighMisses) after a
// launch in which the weighing credit paid for unit f's trial alone,
// misses before it, m what the launch leaves: none where f is now the
// fastest way to run the launch (its speed alone measured, and no slower
// than co-execution or any other unit alone), else one more. A trial
// costs more than the loss it was paid for: what it moves (a stencil's
// grids brought to the unit on trial, then back to the others), which
// also keeps its launch from being weighed (weighed). So, as a unit's
// re-probes (probebudget), trials that keep losing come after runs of
// launches doubling in length, and cost over n launches grows as log n,
// whatever one costs.
func weighMisses(m Memory, f, misses int) int {
	if f < len(m.Alone) && speedOK(m.Alone[f]) && m.Alone[f] >= m.Joint {
		if o := fastestAlone(m.Alone, f); o < 0 || !(m.Alone[o] > m.Alone[f]) {
			return 0
		}
	}
	return misses + 1
}

// fastestAlone is the unit, other than except (-1: none), with the
// greatest measured speed alone (Memory.Alone); -1 where none was
// measured.
func fastestAlone(alone []float64, except int) int {
	best := -1
	for i, a := range alone {
		if i != except && speedOK(a) && (best < 0 || a > alone[best]) {
			best = i
		}
	}
	return best
}

// headOnly tells whether a unit of the launch ran its head and nothing
// after it (goOnHead).
func (l *guardLaunch) headOnly() bool {
	for _, u := range l.units {
		if u.headOnly {
			return true
		}
	}
	return false
}
