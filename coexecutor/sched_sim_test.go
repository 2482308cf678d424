package coexecutor

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// A tiny discrete-event driver for scheduler tests: the real Commander
// (free ranges, Assigner, fallback) with units whose packages take a
// modelled time, each running its packages in order and keeping up to
// depth of them queued, like unitLoop.

type simUnit struct {
	info     UnitInfo
	perGroup time.Duration                  // time of one work-group
	cost     func(lo, hi int) time.Duration // overrides perGroup when set
	overhead time.Duration                  // per package, on the device
}

func (u simUnit) time(lo, hi int) time.Duration {
	if u.cost != nil {
		return u.overhead + u.cost(lo, hi)
	}
	return u.overhead + time.Duration(hi-lo)*u.perGroup
}

type simRun struct {
	packages []Package // in completion order
	end      []time.Duration
}

// unitPackages returns unit u's packages in the order handed out.
func (r simRun) unitPackages(u int) []Package {
	var out []Package
	for _, p := range r.packages {
		if p.Unit == u {
			out = append(out, p)
		}
	}
	slices.SortFunc(out, func(a, b Package) int { return a.ID - b.ID })
	return out
}

func (r simRun) groups(u int) int {
	n := 0
	for _, p := range r.unitPackages(u) {
		n += p.Groups
	}
	return n
}

// setupFor makes a launch's Setup for the units.
func setupFor(groups int, units []simUnit, m int) Setup {
	s := Setup{Groups: groups}
	for _, u := range units {
		s.Units = append(s.Units, u.info)
	}
	sum := 0.0
	for _, u := range s.Units {
		sum += u.Power
	}
	for i := range s.Units {
		if sum > 0 {
			s.Units[i].Power /= sum
		} else {
			s.Units[i].Power = 1 / float64(len(s.Units))
		}
	}
	return s
}

// launch runs one launch of pol's scheduler, unguarded (the scheduler's
// own rule), and checks that every work-group ran exactly once.
func launch(t *testing.T, pol Policy, groups int, units []simUnit, depth int, r *rand.Rand) (Scheduler, simRun) {
	t.Helper()
	sched, err := pol.New(setupFor(groups, units, 4*len(units)))
	if err != nil {
		t.Fatal(err)
	}
	return sched, drive(t, sched, groups, units, depth, r)
}

// launchGuarded is launch through the guard, as a Coexecutor runs it,
// with what earlier launches measured (mem).
func launchGuarded(t *testing.T, pol Policy, groups int, units []simUnit, depth int, r *rand.Rand, mem Memory) (Scheduler, simRun, *guardLaunch) {
	t.Helper()
	s := setupFor(groups, units, 4*len(units))
	s.PowersUnknown = !mem.Known() // the units' powers are a guess until measured
	sched, err := pol.New(s)
	if err != nil {
		t.Fatal(err)
	}
	g := Guard{}
	var gl *guardLaunch
	run := driveGuardedLaunch(t, sched, groups, units, depth, r, &g, guardPriors(s, mem), &gl)
	return sched, run, gl
}

// drive runs sched's packages as sized, without the guard.
func drive(t *testing.T, sched Scheduler, groups int, units []simUnit, depth int, r *rand.Rand) simRun {
	t.Helper()
	return driveGuardedLaunch(t, sched, groups, units, depth, r, nil, nil, nil)
}

// driveGuardedLaunch runs sched's packages through g (nil: none) with
// priors, and sets *out (if not nil) to the guard's launch.
func driveGuardedLaunch(t *testing.T, sched Scheduler, groups int, units []simUnit, depth int, r *rand.Rand, g *Guard, priors []guardPrior, out **guardLaunch) simRun {
	t.Helper()
	n := len(units)
	var now time.Duration
	var gl *guardLaunch
	if g != nil {
		gl = g.start(groups, priors)
	}
	if out != nil {
		*out = gl
	}
	c := newCommander(context.Background(), groups, n, sched, gl, func() time.Duration { return now })
	pending := make([][]Package, n)
	busy := make([]time.Duration, n)
	done := make([]bool, n)
	run := simRun{end: make([]time.Duration, n)}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	for steps := 0; ; steps++ {
		if steps > 1e6 {
			t.Fatal("the simulation does not end")
		}
		if r != nil {
			r.Shuffle(n, func(i, j int) { order[i], order[j] = order[j], order[i] })
		}
		// As the drivers do, units told to wait ask again once another
		// unit has been answered (a first request lets the next through).
		for answered := true; answered; {
			answered = false
			for _, u := range order {
				for !done[u] && len(pending[u]) < depth {
					s, id, v, first := c.ask(u)
					if v == finished {
						done[u] = true
						break
					}
					if v == wait {
						// A first request, refused or not, lets the
						// units refused before it ask again.
						answered = answered || first
						break
					}
					answered = true
					start := max(now, busy[u])
					end := start + units[u].time(s.lo, s.hi)
					busy[u] = end
					pending[u] = append(pending[u], Package{ID: id, Unit: u, Offset: s.lo, Size: s.hi - s.lo, FirstGroup: s.lo, Groups: s.hi - s.lo, Submit: now, Start: start, End: end})
				}
			}
		}
		next := -1
		for u := range pending {
			if len(pending[u]) > 0 && (next < 0 || pending[u][0].End < pending[next][0].End) {
				next = u
			}
		}
		if next < 0 {
			break
		}
		p := pending[next][0]
		pending[next] = pending[next][1:]
		now = p.End
		run.end[next] = max(run.end[next], p.End)
		run.packages = append(run.packages, p)
		c.completed(p, nil, nil)
	}
	seen := make([]int, groups)
	for _, p := range run.packages {
		for g := p.FirstGroup; g < p.FirstGroup+p.Groups; g++ {
			seen[g]++
		}
	}
	for g, k := range seen {
		if k != 1 {
			t.Fatalf("work-group %d ran %d times", g, k)
		}
	}
	return run
}

func cpuUnit(name string, perGroup time.Duration) simUnit {
	return simUnit{info: UnitInfo{Device: name, ComputeUnits: 4, Power: 1}, perGroup: perGroup}
}

func gpuUnit(name string, perGroup time.Duration) simUnit {
	return simUnit{info: UnitInfo{Device: name, GPU: true, ComputeUnits: 8, Power: 1}, perGroup: perGroup}
}

func lastEnd(run simRun) time.Duration { return slices.Max(run.end) }
