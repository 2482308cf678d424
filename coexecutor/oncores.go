package coexecutor

// This file holds the guard's rule for the units that compute on the
// host's cores: at most one of them takes work in a launch.

import (
	"fmt"
	"math"
	"slices"

	"github.com/gosycl/gosycl/coexecutor/internal/launchmean"
)

// Two units that compute on the host's cores (the native device and an
// OpenCL CPU device such as PoCL: UnitInfo.HostMemory, not a GPU) take the
// same cores from each other. Whatever one computes in a launch, the
// other could have computed with the cores it gave up, so together they
// run no faster than the faster of them alone, and each adds what it
// costs to a launch (its packages' fixed costs, its threads waking and
// preempting the other's). So, once each has a measured speed on the
// kernel (after the computation's first launch, whose probes measure
// them), the guard gives a launch's work to one of them. Each way to run
// the launch with one of them (alone, or beside the units that compute
// elsewhere) is measured by its launches' mean speed (Memory.OnCores, a
// launchmean as the weighing's). The way measured fastest runs, unless a
// way never measured is bounded faster (boundAlone: its unit's speed on
// its device, the cores it shared given back, else its head's line):
// that one runs, and is measured. Another way runs when its unit's probe
// credit, earned sitting out (Guard), pays for what it is predicted to
// lose against the way picked: a mean may hold one stalled launch, and a
// bound measured beside the other unit, which slowed and preempted it,
// may be far too slow. So a retry's launch replaces its way's mean (and,
// run alone, its unit's mean alone), as the weighing's measuring again
// does (weigh.go): added to a mean of stalled launches it would move it
// by a launchmean.Memory-th of the difference, and a way that stalls
// left slow would need many retries to win back. Where the data stay on
// the devices a retry moves them to its unit, and a launch that moved
// them is not weighed (weigh.go): the retry runs the next launch too,
// which measures it. Its credit pays for the first launch's predicted
// loss only: a way never measured is predicted by a bound (boundAlone),
// which a unit's probes, mostly fixed cost, may make many times too
// slow, and paying twice that would keep the way from its measure twice
// as long. A retry that loses halves the credit's rate (retryLost), so
// retries cost at most ProbeShare of the launches' time, twice that
// where the data stay on the devices.
// The units left out sit the launch out (a head planned for one still
// runs, alone at the launch's start); one left out for another's trial
// alone (weigh.go) stays out if the trial is cut (keepOneOnCores).

// oneOnCores applies the rule to the launch about to start, after the
// weighing (weigh), from what the launches before it measured (mem).
func (l *guardLaunch) oneOnCores(mem Memory) {
	g := float64(l.groups)
	var on []int // the units on the cores that may take work, now or after a trial cut (cutTrial)
	for i := range l.units {
		if u := &l.units[i]; u.cores && !u.headOnly && (!u.out || u.note.kind == noteWeigh) {
			if !(u.known > 0) {
				return // not measured yet: its probe measures it
			}
			on = append(on, i)
		}
	}
	if len(on) < 2 || l.trial.unit > 0 && l.units[l.trial.unit-1].cores {
		// A unit on the cores on trial alone (weigh.go) runs the launch,
		// the others out for it: its launch measures its way too
		// (onCoresWay), and if its trial is cut, it keeps the cores
		// (keepOneOnCores).
		return
	}
	// The way measured fastest, and the way never measured whose unit's
	// bound is the least: measured first where that bound beats the
	// measured (else it cannot win).
	way := make([]float64, len(l.units))
	pick, fresh := -1, -1
	for _, i := range on {
		t, ok := mem.coresWay(i, g)
		switch {
		case ok:
			way[i] = t
			if pick < 0 || t < way[pick] {
				pick = i
			}
		default:
			way[i] = boundAlone(mem, i, g)
			if fresh < 0 || way[i] < way[fresh] {
				fresh = i
			}
		}
	}
	switch r := mem.CoresRetry - 1; {
	case r >= 0 && slices.Contains(on, r):
		pick, l.coresRetry = r, r+1 // a retry's second launch
	case fresh >= 0 && (pick < 0 || way[fresh] < way[pick]):
		pick = fresh
	default:
		// Another way runs once its unit's credit pays for what it is
		// predicted to lose; the one that loses least, if several.
		retry := -1
		for _, i := range on {
			if i != pick && l.units[i].credit >= way[i]-way[pick] && (retry < 0 || way[i] < way[retry]) {
				retry = i
			}
		}
		if retry >= 0 {
			pick, l.coresRetry = retry, retry+1
		}
	}
	l.coresPick, l.coresWays = pick+1, way
	for _, i := range on {
		u := &l.units[i]
		if i == pick || u.out {
			continue // out for another unit's trial: keepOneOnCores, if it is cut
		}
		u.headOnly = u.head != 0
		u.out = !u.headOnly
		u.note = guardNote{kind: noteCores, abs: true, n: pick, t: [3]float64{way[i], way[pick]}}
	}
}

// keepOneOnCores leaves out again, after the trial alone of unit u was
// cut and the units left out for it were let back in (cutTrial), every
// unit on the host's cores but one: u where it computes on them (it ran
// there), else the one the rule picked at the launch's start.
func (l *guardLaunch) keepOneOnCores(u int) {
	keep := l.coresPick - 1
	if l.units[u].cores {
		keep = u
	}
	if keep < 0 {
		return
	}
	for j := range l.units {
		if v := &l.units[j]; j != keep && v.cores && !v.out {
			v.out = true
			v.note = guardNote{kind: noteCores, abs: true, n: keep, t: [3]float64{math.Inf(1), math.Inf(1)}}
			if l.coresWays != nil { // the rule ran: its predictions
				v.note.t = [3]float64{l.coresWays[j], l.coresWays[keep]}
			}
		}
	}
}

// coresWay is the launch of g work-groups with unit u the only unit on
// the host's cores, at its mean speed (Memory.OnCores); ok is false where
// it was never measured.
func (m Memory) coresWay(u int, g float64) (t float64, ok bool) {
	if u < len(m.OnCores) && speedOK(m.OnCores[u]) {
		return g / m.OnCores[u], true
	}
	return 0, false
}

// boundAlone is what bounds unit u's launch of g work-groups alone from
// below: its speed on its device, the cores it shared given back
// (Memory.onDevice), else its head's line (Memory.Solo); +Inf where
// neither was measured.
func boundAlone(m Memory, u int, g float64) float64 {
	switch {
	case m.onDevice(u) > 0:
		return g / m.onDevice(u)
	case m.soloKnown(u):
		return soloTime(m, u, g)
	}
	return math.Inf(1)
}

// onCoresWay adds speed s, the launch's the way it ran (weighed), to the
// mean of its way (Memory.OnCores) where one unit computing on the
// host's cores took work beyond a head; s of 0 adds nothing.
func (l *guardLaunch) onCoresWay(m *Memory, s float64) {
	if !speedOK(s) {
		return
	}
	only := -1
	for i, u := range l.units {
		if u.cores && u.count+u.warmed > u.heads {
			if only >= 0 {
				return // two on the cores: no way of the rule's
			}
			only = i
		}
	}
	if only >= 0 {
		n := m.OnCoresRuns[only]
		if l.coresRetry == only+1 {
			n = 0 // a retry: its launch replaces the mean (launchmean.Add)
		}
		m.OnCores[only], m.OnCoresRuns[only] = launchmean.Add(m.OnCores[only], n, s)
	}
}

// coresNote words a noteCores decision (t: this unit's way and unit n's,
// predicted; +Inf where nothing predicted it).
func coresNote(g guardNote) string {
	return fmt.Sprintf("left out: unit %d computes on the same host cores, and two units on one set of cores run no faster than the faster alone; with unit %d the launch is predicted to take %s, with this unit %s",
		g.n, g.n, predicted(g.t[1]), predicted(g.t[0]))
}

// predicted words a predicted time in seconds; "unknown" where it is not
// finite.
func predicted(t float64) string {
	if math.IsInf(t, 0) || math.IsNaN(t) {
		return "unknown"
	}
	return dur(t, true)
}
