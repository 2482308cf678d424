package coexecutor

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestGuardHeads: which units start a launch alone (planHeads), how big
// their heads are, and that the others wait until the heads end. Unit 0
// is a CPU computing on host memory at 3e5 work-groups/s, unit 1 a GPU at
// 1e5 (its fill 100 work-groups); a launch of 100000 work-groups is
// predicted to take 0.25 s, so with two heads each gets ProbeShare/2 of
// it.
func TestGuardHeads(t *testing.T) {
	const G = 100000                   // work-groups
	one := DefaultProbeShare * G / 4e5 // seconds for the one head
	part := one / 2                    // seconds per head, of two
	with := func(f func(*Memory, *Setup)) (Memory, Setup) {
		m := Memory{Speeds: []float64{3e5, 1e5}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0}}
		s := weighSetup(G, 3, 1)
		f(&m, &s)
		return m, s
	}
	for _, tc := range []struct {
		name  string
		guard Guard
		mem   func(*Memory, *Setup)
		heads []int // work-groups of the head's first package per unit
	}{
		{name: "both never measured alone: both head", mem: func(*Memory, *Setup) {},
			heads: []int{int(part * 3e5 / 3), int(part * 1e5 / 3)}},
		{name: "a unit measured alone heads no more", mem: func(m *Memory, _ *Setup) { m.Alone = []float64{2e5, 0} },
			heads: []int{0, int(one * 1e5 / 3)}},
		{name: "a unit whose head was measured heads no more", mem: func(m *Memory, _ *Setup) { m.Solo, m.SoloFixed = []float64{0, 2e5}, []float64{0, 0} },
			heads: []int{int(one * 3e5 / 3), 0}},
		{name: "no unit computes on host memory: no contention to undo", mem: func(_ *Memory, s *Setup) { s.Units[0].HostMemory = false },
			heads: []int{0, 0}},
		{name: "data kept on the devices: heads too", mem: func(_ *Memory, s *Setup) { s.Resident = true },
			heads: []int{int(part * 3e5 / 3), int(part * 1e5 / 3)}},
		{name: "a unit whose fill does not fit its part", mem: func(_ *Memory, s *Setup) { s.Units[1].Occupancy = 100000 },
			heads: []int{int(part * 3e5 / 3), 0}},
		{name: "a unit that never ran (its first package may compile): none", mem: func(m *Memory, _ *Setup) { m.Packages[1] = 0; m.Speeds[1] = 0 },
			heads: []int{0, 0}},
		{name: "a unit that sat out is probed, not headed", mem: func(m *Memory, _ *Setup) { m.SatOut[1] = 2 },
			heads: []int{int(one * 3e5 / 3), 0}},
		{name: "guard off: the papers' behaviour", guard: Guard{Off: true}, mem: func(*Memory, *Setup) {},
			heads: []int{0, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mem, setup := with(tc.mem)
			l := tc.guard.start(G, guardPriors(setup, mem))
			l.weigh(mem)
			for i, want := range tc.heads {
				if got := l.units[i].head; got != want {
					t.Errorf("unit %d's head %d work-groups, want %d", i, got, want)
				}
			}
			if len(l.heads) > 0 {
				for i := range l.units {
					if note := l.note(i); (len(l.heads) > 1 || l.heads[0] != i) && !strings.Contains(note, "ran alone to measure their speeds") {
						t.Errorf("unit %d's note %q does not say it waited for the heads", i, note)
					}
				}
			}
			// The heads run one after another in unit order; the others
			// wait for the last.
			remaining := G
			var now time.Duration
			for _, h := range l.heads {
				for j := range l.units {
					if j != h {
						if n := l.grant(j, 100, remaining, remaining, now); n != 0 {
							t.Fatalf("unit %d got %d work-groups during unit %d's head", j, n, h)
						}
					}
				}
				// Its first two packages, n and 2n; then, alone faster
				// than its speed in co-execution sized it, it goes on
				// while its part holds twice its last (TestGuardHeadGoesOn).
				started, last := now, 0
				for k := 0; l.heading(h); k++ {
					n := l.grant(h, G, remaining, remaining, now)
					if k < 2 && n != tc.heads[h]<<k || k >= 2 && n < 2*last {
						t.Fatalf("unit %d's head's package %d handed out as %d work-groups, want %d", h, k, n, max(tc.heads[h]<<k, 2*last))
					}
					if again := l.grant(h, G, remaining-n, remaining-n, now); again != 0 {
						t.Fatalf("unit %d got %d more during its head", h, again)
					}
					remaining, last = remaining-n, n
					now += time.Duration(float64(n) / 4e5 * float64(time.Second))
					l.completed(h, now, noProfile, false, false)
				}
				if took := (now - started).Seconds(); took > l.units[h].headBudget*(1+1e-9) {
					t.Errorf("unit %d's head took %.3g s, over its part %.3g s", h, took, l.units[h].headBudget)
				}
			}
			if l.headOn() {
				t.Fatal("heads still on after every head ended")
			}
			got := 0
			for j := range l.units {
				got += l.grant(j, 100, remaining, remaining, now)
			}
			if got == 0 && remaining > 0 {
				t.Error("no unit got work after the heads")
			}
		})
	}
}

// TestHeadFirstOverrun: a head's second package, twice its first, runs
// only where the two end within twice the head's part at the first's
// time (the second taking at most twice as long): a first package that
// ran over twice its prediction (its unit alone slower than in
// co-execution, as cores waking are) ends the head there, with its speed
// as a bound, so that the others wait at most twice the part.
func TestHeadFirstOverrun(t *testing.T) {
	const G = 100000
	for _, tc := range []struct {
		over   float64 // the first package's time over its prediction
		second bool
	}{
		{0.25, true}, {1, true}, {1.9, true}, {2, true}, {2.1, false}, {3.4, false}, {50, false},
	} {
		t.Run(fmt.Sprint(tc.over), func(t *testing.T) {
			m := Memory{Speeds: []float64{3e5, 1e5}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0}, Alone: []float64{2e5, 0}}
			l := Guard{}.start(G, guardPriors(weighSetup(G, 3, 1), m))
			l.weigh(m)
			if !slices.Equal(l.heads, []int{1}) {
				t.Fatalf("heads %v, want unit 1's", l.heads)
			}
			u := &l.units[1]
			n := l.grant(1, G, G, G, 0)
			predicted := float64(n) / u.known // at its speed in co-execution, which sized it
			if want := u.headBudget / 3; predicted > want || predicted <= want-1/u.known {
				t.Fatalf("first package of %d predicted at %.4g s, want the most a third of the part, %.4g s, holds", n, predicted, want)
			}
			end := time.Duration(tc.over * predicted * float64(time.Second))
			l.completed(1, end, noProfile, false, false)
			if got := l.heading(1); got != tc.second {
				t.Fatalf("after a first package %.2f times its prediction, heading %v, want %v", tc.over, got, tc.second)
			}
			if !tc.second {
				speed, _, bound := l.solo(1, 0)
				if !bound || math.Abs(speed-float64(n)/end.Seconds()) > 1e-6*speed {
					t.Errorf("solo speed %v (bound %v), want its one package's, %v, a bound", speed, bound, float64(n)/end.Seconds())
				}
				if got := l.grant(0, G, G-n, G-n, end); got == 0 {
					t.Error("unit 0 still waits after the head ended")
				}
				return
			}
			n2 := l.grant(1, G, G-n, G-n, end)
			if n2 != 2*n {
				t.Fatalf("second package %d work-groups, want %d", n2, 2*n)
			}
			// At most twice the first's time: within twice the part.
			if worst := end + 2*end; worst.Seconds() > 2*u.headBudget*(1+1e-9) {
				t.Errorf("the head may take %v, over twice its part %.3g s", worst, u.headBudget)
			}
		})
	}
}

// TestHeadOfOneSize: a head whose packages a scheduler's range clips to
// one size (Static hands a unit one range: here a work-group) measures
// no time per work-group; it records its package's speed as a bound on
// the unit's speed alone, so that the next launch plans no head for it,
// where before it ran the same head, measuring nothing, in every launch.
func TestHeadOfOneSize(t *testing.T) {
	const G = 100000
	m := Memory{Speeds: []float64{3e5, 1e5}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0}}
	setup := weighSetup(G, 3, 1)
	l := Guard{}.start(G, guardPriors(setup, m))
	l.weigh(m)
	if !slices.Equal(l.heads, []int{0, 1}) {
		t.Fatalf("heads %v, want both units'", l.heads)
	}
	var now time.Duration
	remaining := G
	for _, h := range l.heads {
		for l.heading(h) {
			most := remaining
			if h == 1 {
				most = 1 // its range: one work-group a package
			}
			n := l.grant(h, G, remaining, most, now)
			remaining -= n
			now += 300 * time.Microsecond
			l.completed(h, now, noProfile, false, false)
		}
	}
	for u := range l.units {
		l.grant(u, remaining, remaining, remaining, now)
	}
	l.completed(0, now+10*time.Millisecond, noProfile, false, false)
	var after Memory
	l.weighed(&after, m)
	// A package smaller than the unit's fill counts as its fill (fill.go).
	if want := float64(l.units[1].full) / 300e-6; !after.SoloBound[1] || math.Abs(after.Solo[1]-want) > 1e-6 {
		t.Errorf("unit 1's solo speed %v, bound %v; want %v, a bound", after.Solo[1], after.SoloBound[1], want)
	}
	if note := l.headNote(1, 1e5).String(); !strings.Contains(note, "of one size") {
		t.Errorf("unit 1's head note %q does not say its packages were of one size", note)
	}
	next := Guard{}.start(G, guardPriors(setup, carried(after, m)))
	next.weigh(carried(after, m))
	if next.units[1].head != 0 {
		t.Errorf("unit 1 heads again, %d work-groups (heads %v), after a head that measured a bound", next.units[1].head, next.heads)
	}
}

// TestGuardHeadMeasures: a head's two packages measure the unit's solo
// speed and its fixed cost per package, the co-executed speed is
// measured over the rest of the launch, and a failed head measures
// nothing and passes the turn on.
func TestGuardHeadMeasures(t *testing.T) {
	const G = 100000 // work-groups
	mem := Memory{Speeds: []float64{3e5, 1e5}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0},
		Smallest: []PackageTime{{Groups: 10, Seconds: 0.0002}, {}}, Largest: []PackageTime{{Groups: 100, Seconds: 0.0011}, {}}} // unit 0: 0.1 ms + 10 µs a work-group
	for _, failed := range []bool{false, true} {
		l := Guard{}.start(G, guardPriors(weighSetup(G, 3, 1), mem))
		l.weigh(mem)
		if len(l.heads) != 2 {
			t.Fatalf("heads %v, want both units", l.heads)
		}
		var now time.Duration
		h0, h1 := 0, 0
		for l.heading(0) {
			n := l.grant(0, G, G-h0, G-h0, now)
			h0 += n
			now += time.Duration((0.0001 + float64(n)*2e-6) * float64(time.Second)) // alone: 0.1 ms and 2 µs a work-group
			l.completed(0, now, noProfile, failed, false)
		}
		for l.heading(1) {
			n := l.grant(1, G, G-h0-h1, G-h0-h1, now)
			h1 += n
			now += time.Duration(float64(n) / 1e5 * float64(time.Second))
			l.completed(1, now, noProfile, false, false)
		}
		end1 := now
		rest := G - h0 - h1
		var handed [2]int
		for left := rest; left > 0; {
			got := 0
			for u := range handed {
				n := l.grant(u, left/2+1, left, left, end1)
				left -= n
				got += n
				if n > 0 {
					handed[u]++
				}
			}
			if got == 0 {
				t.Fatalf("failed %v: %d work-groups left that no unit gets", failed, left)
			}
		}
		// The rest co-executed in 400 ms: no unit faster beside the other
		// than its head measured it alone (solo), 2 µs and 10 µs a
		// work-group.
		const rested = 0.4
		end := end1 + time.Duration(rested*float64(time.Second))
		for u, n := range handed {
			for range n {
				l.completed(u, end, noProfile, false, false)
			}
		}
		m := l.remember(mem)
		want0, fixed0 := 5e5, 1e-4 // 2 µs a work-group, 0.1 ms a package
		if failed {
			want0, fixed0 = 0, 0
		}
		if math.Abs(m.Solo[0]-want0) > 1e-3*max(1, want0) || math.Abs(m.SoloFixed[0]-fixed0) > 1e-9 || math.Abs(m.Solo[1]-1e5) > 1 || m.SoloFixed[1] > 1e-9 {
			t.Errorf("failed %v: solo %v, fixed %v; want [%v 1e5], [%v 0]", failed, m.Solo, m.SoloFixed, want0, fixed0)
		}
		if want := float64(rest) / rested; math.Abs(m.Joint-want) > 1e-6*want {
			t.Errorf("failed %v: co-executed %v, want %v: the rest over the time after the heads", failed, m.Joint, want)
		}
	}
}

// weighedBy is the launches a steady program takes before the weighing
// settles (head.go): the first builds and probes, the second runs the
// heads and measures co-execution, the third runs alone the unit its
// head predicts fastest when that beats co-execution.
const weighedBy = 3

// TestGuardWeighConverges: over tables of synthetic timings (a CPU on
// host memory slowed by a GPU's copies to slow times its speed alone,
// fixed costs per package, nominal powers that rank the GPU far above,
// three schedulers), the third launch takes no longer than the second or
// the fastest unit alone, but for a head deferred to it (a unit runs
// alone there only where its head predicts it wins; a unit whose head did
// not fit its part of the second launch heads in the third, alone among
// the heads), and every launch from the fourth on takes no longer
// than the fastest unit alone until a unit left out takes part again,
// when its probe credit pays for it (a unit's trial alone, bounded, in k
// packages pays k-1 fixed costs more: trial.go; the guard's trials: with them, the
// launches from the fourth on lose at most ProbeShare of their time to
// the fastest unit alone); with the old weighing (no heads) a CPU
// slowed below the GPU in co-execution was tried alone only after tens
// of launches.
func TestGuardWeighConverges(t *testing.T) {
	const groups = 100000
	for _, tc := range []struct {
		speeds, fixed, pow []float64
		slow               float64
	}{
		{speeds: []float64{3e6, 1e6}, fixed: []float64{0, 0}, pow: []float64{3, 1}, slow: 0.3},
		{speeds: []float64{3e6, 1e6}, fixed: []float64{0, 0}, pow: []float64{1, 20}, slow: 0.5},
		{speeds: []float64{1.2e6, 1e6}, fixed: []float64{0, 0}, pow: []float64{1, 20}, slow: 0.125},
		{speeds: []float64{1.2e6, 1e6}, fixed: []float64{2e-3, 1e-4}, pow: []float64{1, 20}, slow: 0.125},
		{speeds: []float64{2e6, 1e6}, fixed: []float64{2e-3, 5e-5}, pow: []float64{1, 20}, slow: 0.5},
		{speeds: []float64{1e6, 3e6}, fixed: []float64{1e-4, 1e-4}, pow: []float64{1, 20}, slow: 0.125},
		{speeds: []float64{3e6, 1e6}, fixed: []float64{1e-4, 1e-4}, pow: []float64{3, 1}, slow: 1},
		// A GPU five times the CPU whose packages pay a large fixed cost
		// (copies of USM allocations): small packages measure it slower
		// than the CPU in co-execution, and the old weighing ran the CPU
		// alone at once, the third launch 2.4 to 4.2 times the GPU alone.
		{speeds: []float64{1e6, 5e6}, fixed: []float64{1e-4, 4e-3}, pow: []float64{1, 20}, slow: 1},
		{speeds: []float64{1e6, 3e6}, fixed: []float64{1e-4, 8e-3}, pow: []float64{1, 20}, slow: 0.7},
	} {
		best := math.Inf(1)
		for u, s := range tc.speeds {
			best = min(best, tc.fixed[u]+groups/s)
		}
		for _, sched := range []string{"hguided", "static", "dynamic"} {
			var mem Memory
			var excess, total float64
			settled := true // no unit left out has taken part again yet
			second := 0.0   // the second launch's time
			for i := range 40 {
				d, m := fixedLaunch(t, sched, groups, tc.speeds, tc.fixed, tc.pow, tc.slow, mem)
				// A unit that ran the launch alone in k packages (a
				// trial, trial.go) paid k-1 fixed costs more than the
				// launch in one package.
				trial := 0.0
				for u := range m.Packages {
					if k := m.Packages[u] - at(mem.Packages, u); k > 1 && m.Packages[1-u] == at(mem.Packages, 1-u) {
						trial = float64(k-1) * tc.fixed[u]
					}
				}
				for u := range m.Packages {
					if u < len(mem.SatOut) && mem.SatOut[u] > 0 && m.Packages[u] > mem.Packages[u] {
						settled = false
					}
				}
				if mem.Weighing > 0 && m.Weighing == 0 {
					settled = false // the weighing credit paid for a trial alone
				}
				if i >= weighedBy {
					excess += max(0, d.Seconds()-best)
					total += d.Seconds()
				}
				if i == weighedBy-1 && d.Seconds() > max(best, second)*(1+DefaultProbeShare)+trial {
					t.Errorf("%v slow %v, %s: the third launch took %.3f times the fastest unit alone, over the second's %.3f (a trial the heads did not predict to win)",
						tc.speeds, tc.slow, sched, d.Seconds()/best, second/best)
				}
				if i == weighedBy-2 {
					second = d.Seconds()
				}
				if i >= weighedBy && settled && d.Seconds() > best*(1+1e-6)+trial {
					t.Errorf("%v slow %v, %s: launch %d took %.3f times the fastest unit alone", tc.speeds, tc.slow, sched, i+1, d.Seconds()/best)
				}
				mem = m
			}
			if excess > DefaultProbeShare*total {
				t.Errorf("%v slow %v, %s: the retries of units left out cost %.3g s over %.3g s, more than the credit pays for", tc.speeds, tc.slow, sched, excess, total)
			}
		}
	}
}

// TestGuardHeadAbsent: a unit that cannot run its head (its program still
// building, or retired) is skipped while its head has not begun, so that
// nobody waits for it; the others are held, not refusing work, while a
// head is next.
func TestGuardHeadAbsent(t *testing.T) {
	const G = 100000
	mem := Memory{Speeds: []float64{3e5, 1e5}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0}}
	l := Guard{}.start(G, guardPriors(weighSetup(G, 3, 1), mem))
	l.weigh(mem)
	if len(l.heads) != 2 || !l.heading(0) || !l.held(1) || l.held(0) {
		t.Fatalf("heads %v: unit 0's first, unit 1 held", l.heads)
	}
	l.absent(1) // not its turn: nothing changes
	if !l.heading(0) {
		t.Fatal("an absent unit whose head is not next changed the order")
	}
	l.absent(0)
	if !l.heading(1) || !l.held(0) {
		t.Fatal("unit 0 absent: unit 1's head is next, unit 0 held")
	}
	n := l.grant(1, G, G, G, 0)
	if n == 0 {
		t.Fatal("unit 1 got no head")
	}
	l.absent(1) // begun: not skipped
	if !l.heading(1) {
		t.Fatal("a head in flight was skipped")
	}
	l.completed(1, time.Millisecond, noProfile, true, false) // failed: its head ends
	if l.headOn() || l.held(0) {
		t.Fatal("heads on after the last failed")
	}
	if got := l.grant(0, G, G-n, G-n, time.Millisecond); got == 0 {
		t.Error("unit 0 got nothing after the heads")
	}
}

// A head planned in a launch is not pre-empted by the weighing's trial
// alone of a unit that gets no head (its fill does not fit its part): the
// head measures its unit without the others first, and a trial, if one
// is still wanted, comes in a later launch. A CPU slowed by a GPU's
// copies measures below the GPU in co-execution (1e5 against 3e5
// work-groups per second); were the GPU run alone first, the CPU, the
// fastest alone, would wait for the weighing's credit.
func TestGuardHeadBeforeTrial(t *testing.T) {
	const G = 100000
	mem := Memory{Speeds: []float64{1e5, 3e5}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0}, Alone: []float64{0, 0}, Joint: 2e5}
	setup := weighSetup(G, 1, 3)
	setup.Units[1].Occupancy = G // the GPU's fill does not fit its part: no head
	l := Guard{}.start(G, guardPriors(setup, mem))
	l.weigh(mem)
	if len(l.heads) != 1 || l.heads[0] != 0 {
		t.Fatalf("heads %v, want the CPU's (unit 0) alone", l.heads)
	}
	for i, u := range l.units {
		if u.out {
			t.Errorf("unit %d left out (%s): a trial alone pre-empted the head", i, l.note(i))
		}
	}
}

// TestGuardShort: a granted package that went out smaller, or not at
// all (the range rule found less that the unit may take), leaves the
// guard's record of it as what went out; a head that got nothing ends,
// so that the unit held for it is not held for good.
func TestGuardShort(t *testing.T) {
	const G = 100000
	mem := Memory{Speeds: []float64{3e5, 1e5}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0},
		Smallest: []PackageTime{{Groups: 10, Seconds: 0.0002}, {}}, Largest: []PackageTime{{Groups: 100, Seconds: 0.0011}, {}}}
	l := Guard{}.start(G, guardPriors(weighSetup(G, 3, 1), mem))
	l.weigh(mem)
	if len(l.heads) != 2 || !l.heading(0) {
		t.Fatalf("heads %v, want both units, unit 0 first", l.heads)
	}
	n := l.grant(0, G, G, G, 0)
	if n == 0 || len(l.units[0].flight) != 1 {
		t.Fatalf("unit 0's head: %d work-groups, %d in flight", n, len(l.units[0].flight))
	}
	l.short(0, n, 0)
	if len(l.units[0].flight) != 0 || l.units[0].heading {
		t.Errorf("a head package that never went out is still in flight (%d) or heading (%v)", len(l.units[0].flight), l.units[0].heading)
	}
	if !l.heading(1) || !l.held(0) {
		t.Errorf("after unit 0's head got nothing, unit 1's head is next: heading(1) %v, held(0) %v", l.heading(1), l.held(0))
	}
	m := l.grant(1, G, G, G, 0)
	if m < 2 {
		t.Fatalf("unit 1's head: %d work-groups", m)
	}
	l.short(1, m, m/2)
	if f := l.units[1].flight; len(f) != 1 || f[0].groups != m/2 || !l.units[1].heading {
		t.Errorf("a head package that went out at half: flight %v, heading %v", f, l.units[1].heading)
	}
}

// at is s[i], 0 past its end.
func at(s []int, i int) int {
	if i < len(s) {
		return s[i]
	}
	return 0
}

// TestGuardHeadOfFixedCosts: a head's two packages measure the unit's
// time per work-group only where the smaller package's work, by the line
// through them, exceeds its fixed cost; packages that mostly measured
// their fixed costs give a bound (the faster package's speed), however
// their difference reads, and so does a larger package slower per
// work-group than the smaller (a stall).
func TestGuardHeadOfFixedCosts(t *testing.T) {
	us := func(x float64) float64 { return x * 1e-6 }
	for _, tc := range []struct {
		name         string
		small, large PackageTime
		speed, fixed float64
		bound        bool
	}{
		{"work dominates: measured", PackageTime{100, us(1100)}, PackageTime{200, us(2100)}, 1e5, us(100), false},
		{"fixed costs with a difference 90 times the work (PoCL's head over USM)", PackageTime{32, us(259)}, PackageTime{64, us(359)}, 64 / us(359), 0, true},
		{"fixed costs with a difference a third of the work (the native device after an idle spell)", PackageTime{14, us(240)}, PackageTime{28, us(259)}, 28 / us(259), 0, true},
		{"work equal to the fixed cost: not more", PackageTime{10, us(200)}, PackageTime{20, us(300)}, 20 / us(300), 0, true},
		{"the larger package quicker", PackageTime{10, us(1000)}, PackageTime{20, us(900)}, 20 / us(900), 0, true},
		{"a package 100 times the other, differing by more work than the fixed cost: measured", PackageTime{14, us(240)}, PackageTime{1400, us(933)}, 1386 / us(693), us(233), false},
		{"a package 100 times the other, differing by less work than the fixed cost: a bound", PackageTime{14, us(240)}, PackageTime{1400, us(300)}, 1400 / us(300), 0, true},
		// The host's noise only slows: a larger package that took longer
		// per work-group than the smaller, its fixed cost spread over
		// more, was slowed, and a line through it reads the stall as
		// work; its faster package bounds the unit's speed.
		{"the larger package stalled (PoCL's head over the triad beside an H200: 32 work-groups in 0.11 ms, 64 in 2.23)", PackageTime{32, us(110)}, PackageTime{64, us(2230)}, 32 / us(110), 0, true},
		{"the larger package slower per work-group by a twentieth, work dominating", PackageTime{100, us(1000)}, PackageTime{200, us(2100)}, 100 / us(1000), 0, true},
		{"the larger package as fast per work-group, no fixed cost: measured", PackageTime{100, us(1000)}, PackageTime{200, us(2000)}, 1e5, 0, false},
		// Times are told apart to a nanosecond (a time.Duration's): a
		// smaller package rounded down by one is not a larger one slowed.
		{"the smaller package a nanosecond short of the larger's pace: measured", PackageTime{416, 415999e-9}, PackageTime{832, 832e-6}, 416 / 416001e-9, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := &guardLaunch{units: []guardUnit{{heads: 2}}}
			l.units[0].soloCost.add(tc.small)
			l.units[0].soloCost.add(tc.large)
			speed, fixed, bound := l.solo(0, 0)
			if math.Abs(speed-tc.speed) > 1e-9*tc.speed || math.Abs(fixed-tc.fixed) > 1e-12 || bound != tc.bound {
				t.Errorf("solo = %v, %v, bound %v; want %v, %v, bound %v", speed, fixed, bound, tc.speed, tc.fixed, tc.bound)
			}
		})
	}
}

// TestGuardHeadGoesOn: a head goes on after its second package, each
// package the largest multiple of the last (at least twice it) that the
// head's remaining budget holds at the last one's time, the heads within
// half of the launch, until twice the last would not end within its
// budget, and measures the line through its last two: where its size,
// set by a speed in co-execution far below the unit's speed alone, made
// its first packages mostly fixed costs, or put them in the unit's
// start-up (it runs slower for a while at the launch's start), the later
// ones measure its time per work-group. The head never takes longer than
// its budget, which is what the others wait. Unit 0 (a CPU on host
// memory) ran at 3e3 work-groups/s in co-execution; alone it takes a
// fixed cost per package plus a time per work-group (times slow for its
// first wake seconds); unit 1's speed alone is known, so it runs no head.
func TestGuardHeadGoesOn(t *testing.T) {
	const G = 1000000 // work-groups
	for _, tc := range []struct {
		name        string
		fixed, per  float64 // unit 0 alone: seconds a package, seconds a work-group
		measures    bool    // the head measures the time per work-group
		maxPackages int
		wake, slow  float64 // for its first wake seconds, unit 0 runs slow times slower
		within      float64 // the measured time per work-group's relative error at most (0: 1e-6)
	}{
		// Its first two packages run in its start-up and measure a line
		// four times too steep, which would keep it from its trial alone.
		{name: "first two packages in the unit's start-up: goes on past it", fixed: 1e-4, per: 1e-6, measures: true, maxPackages: 4, wake: 0.01, slow: 4, within: 0.02},
		{name: "alone 3e4 times its co-executed speed: grows until it measures", fixed: 1e-4, per: 1e-8, measures: true, maxPackages: 3},
		{name: "alone 300 times its co-executed speed, fixed costs dominating: grows until it measures", fixed: 1e-2, per: 1e-6, measures: true, maxPackages: 4},
		{name: "work dominates from the first package: grows to its budget", fixed: 1e-6, per: 1e-5, measures: true, maxPackages: 4},
		{name: "alone about as fast as its co-executed speed: two packages", fixed: 1e-4, per: 3e-4, measures: true, maxPackages: 2},
		{name: "fixed costs of a tenth of a second: stops at its budget, a bound", fixed: 0.1, per: 1e-8, measures: false, maxPackages: 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mem := Memory{Speeds: []float64{3e3, 1e5}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0}, Alone: []float64{0, 1e5}}
			l := Guard{}.start(G, guardPriors(weighSetup(G, 3, 1), mem))
			l.weigh(mem)
			if len(l.heads) != 1 || l.heads[0] != 0 {
				t.Fatalf("heads %v, want unit 0's alone", l.heads)
			}
			budget := l.units[0].headBudget
			var now time.Duration
			ran, packages := 0, 0
			var last, lastTook float64
			for l.headOn() {
				if n := l.grant(1, G, G-ran, G-ran, now); n != 0 {
					t.Fatalf("unit 1 got %d work-groups during unit 0's head", n)
				}
				n := l.grant(0, G, G-ran, G-ran, now)
				if n == 0 {
					t.Fatalf("unit 0's head got nothing after %d packages", packages)
				}
				switch {
				case packages == 1 && float64(n) != 2*last:
					t.Fatalf("head package 2 of %d work-groups, want twice the first, %v", n, 2*last)
				case packages >= 2:
					// The largest multiple of the last whose time at the
					// last's fits what is left of the budget, within half
					// of what the heads left.
					k := math.Floor((budget - now.Seconds()) / lastTook)
					want := min(k*last, float64(G/2-ran))
					if float64(n) != math.Floor(want) || float64(n) < 2*last {
						t.Fatalf("head package %d of %d work-groups, want %v (%v times the last, %v, the heads within half of the %d)", packages+1, n, want, k, last, G)
					}
				}
				last = float64(n)
				ran += n
				packages++
				work := float64(n) * tc.per
				if r := tc.wake - now.Seconds(); r > 0 { // in the start-up, work runs slow times slower
					work = min(work*tc.slow, r+work-r/tc.slow)
				}
				took := time.Duration((tc.fixed + work) * float64(time.Second))
				lastTook = took.Seconds()
				now += took
				l.completed(0, now, noProfile, false, false)
			}
			if packages > tc.maxPackages {
				t.Errorf("head of %d packages, want at most %d", packages, tc.maxPackages)
			}
			if s := now.Seconds(); s > budget {
				t.Errorf("head took %.3g s, over its budget %.3g s", s, budget)
			}
			if 2*ran > G {
				t.Errorf("head ran %d of %d work-groups, over half", ran, G)
			}
			speed, fixed, bound := l.solo(0, 0)
			if bound == tc.measures {
				t.Fatalf("after %d packages: bound %v, want %v", packages, bound, !tc.measures)
			}
			within := cmp.Or(tc.within, 1e-6)
			if tc.measures && (math.Abs(speed*tc.per-1) > within || tc.wake == 0 && math.Abs(fixed/tc.fixed-1) > 1e-4) {
				t.Errorf("solo speed %v, fixed %v; want %v, %v", speed, fixed, 1/tc.per, tc.fixed)
			}
			if 2*ran+2*int(last) <= G && now.Seconds()+2*(tc.fixed+last*tc.per) <= budget {
				t.Errorf("head stopped after %d packages (%.3g s) though the next fits its budget %.3g s", packages, now.Seconds(), budget)
			}
		})
	}
}

// TestGoOnHead: a CPU whose last head measured only a bound (its
// packages mostly their fixed cost), with the GPU alone the launch as
// weighed and the weighing credit short of the CPU's trial, goes on with
// its head from that head's last package in each launch, its packages
// the largest multiples of the last that fit, alone at the
// launch's start and within ProbeShare of the launch as weighed, then
// takes no work (the launch is the GPU's alone), until its head predicts
// it faster than the GPU alone (a bound, or a measure of its time per
// work-group): it then runs the next launch alone. Here the CPU alone
// costs 180 µs a package and 0.4 µs a work-group (4.2 ms for the
// launch's 10000 work-groups), the GPU alone takes 33.3 ms. A launch
// with such a head weighs neither co-execution nor the GPU alone; where
// its last head's package two and four times would not end within its
// part, the CPU gets no head.
func TestGoOnHead(t *testing.T) {
	const G = boundHeadGroups
	took := boundHeadTook
	m := boundHeadMemory(PackageTime{Groups: 50, Seconds: took(50).Seconds()})
	part := DefaultProbeShare * G / 3e5
	for launch := 1; ; launch++ {
		if launch > 3 {
			t.Fatalf("the CPU's head did not measure it in 3 launches")
		}
		l := boundHeadLaunch(m)
		if !l.units[0].out && l.units[1].out {
			if !strings.Contains(l.note(1), "from its head's") {
				t.Errorf("launch %d: the CPU alone, but %q", launch, l.note(1))
			}
			if launch != 2 {
				t.Errorf("the CPU alone in launch %d, want 2: the head of launch 1 measures it", launch)
			}
			break
		}
		if !slices.Equal(l.heads, []int{0}) || l.units[0].out || !l.units[0].headOnly || l.units[1].out {
			t.Fatalf("launch %d: heads %v, CPU out %v, head only %v, GPU out %v: want the CPU's head, then the GPU alone (notes %q, %q)",
				launch, l.heads, l.units[0].out, l.units[0].headOnly, l.units[1].out, l.note(0), l.note(1))
		}
		// The first package the largest multiple k of the last head's
		// last whose two packages, k and 2k times it, fit the part at its
		// time; the second twice the first; then the largest multiple of
		// the last that the rest of the part holds at its time.
		last := m.HeadLast[0]
		want := int(math.Floor(part/(3*last.Seconds))) * int(last.Groups)
		var clock time.Duration
		for packages := 0; l.headOn(); packages++ {
			if got := l.grant(1, G, G, G, clock); got != 0 {
				t.Fatalf("launch %d: the GPU got %d work-groups while the CPU's head runs", launch, got)
			}
			g := l.grant(0, G, G, G, clock)
			if g != want {
				t.Fatalf("launch %d: head package %d of %d work-groups, want %d", launch, packages+1, g, want)
			}
			clock += took(g)
			l.completed(0, clock, noProfile, false, false)
			if packages == 0 {
				want = 2 * g
			} else {
				want = int(math.Floor((part-clock.Seconds())/took(g).Seconds())) * g
			}
		}
		if !l.units[0].out {
			t.Errorf("launch %d: the CPU after its head not out, want out (the launch is the GPU's alone)", launch)
		}
		if clock.Seconds() > part*(1+1e-9) {
			t.Errorf("launch %d: the head took %v, over its part %v", launch, clock, part)
		}
		rest := G - l.headGroups
		if got := l.grant(1, rest, rest, rest, clock); got != rest {
			t.Fatalf("launch %d: the GPU after the head got %d work-groups, want the %d left", launch, got, rest)
		}
		l.completed(1, clock+33*time.Millisecond, noProfile, false, false)
		var after Memory
		l.weighed(&after, m)
		if after.Joint != m.Joint || after.Alone[1] != m.Alone[1] {
			t.Errorf("launch %d: joint %v, GPU alone %v: want %v and %v as before (the launch weighs neither)", launch, after.Joint, after.Alone[1], m.Joint, m.Alone[1])
		}
		if !after.SoloBound[0] && after.HeadLast[0].ok() {
			t.Errorf("launch %d: HeadLast %v after a head that measured the CPU", launch, after.HeadLast[0])
		}
		m = carried(after, m)
	}
	// The head of the first launch ran 150 and 300 work-groups (240 and
	// 300 µs: a bound), then the 5 times 300 that the part's 1.543 ms
	// left hold at 300 µs each: 1500 in 780 µs, which measures the CPU's
	// 0.4 µs a work-group and 180 µs a package, and predicts it alone in
	// 4.18 ms, under the GPU alone's 33.3.
	if m.SoloBound[0] || math.Abs(m.Solo[0]-2.5e6) > 1 || math.Abs(m.SoloFixed[0]-180e-6) > 1e-9 {
		t.Errorf("after the head: solo %v, fixed %v, bound %v; want 2.5e6 work-groups a second and 180 µs, measured", m.Solo[0], m.SoloFixed[0], m.SoloBound[0])
	}

	// Its last package once and twice would take more than its part
	// (2.083 ms).
	m = boundHeadMemory(PackageTime{Groups: 50, Seconds: 0.7e-3})
	l := boundHeadLaunch(m)
	if len(l.heads) != 0 || !l.units[0].out || l.units[1].out {
		t.Errorf("a head over its part: heads %v, CPU out %v, GPU out %v; want no head, the GPU alone", l.heads, l.units[0].out, l.units[1].out)
	}
	// Once and twice fit the part (1.5 ms), two and four times would not
	// (3 ms): the head goes on at the last package's size, its second
	// package twice that.
	m = boundHeadMemory(PackageTime{Groups: 50, Seconds: 0.5e-3})
	l = boundHeadLaunch(m)
	if !slices.Equal(l.heads, []int{0}) || l.units[0].head != 50 {
		t.Errorf("a head whose part holds its last package once and twice: heads %v, first package %d; want the CPU's, 50 work-groups (notes %q, %q)", l.heads, l.units[0].head, l.note(0), l.note(1))
	}
}

// TestHeadGoesOnWhileItGrows: a head that goes on (goOnHead) from its
// last head's 50 work-groups goes on again in the next launch only where
// it measured a bound from a larger package: one whose packages took as
// long whatever their size (flat) does, its next from its largest; one
// whose second package stalled, so that its faster package is its first,
// of the last head's size, does not, nor one whose packages failed
// (it measured nothing); the weighing credit then waits for the CPU's
// trial alone.
func TestHeadGoesOnWhileItGrows(t *testing.T) {
	const G = boundHeadGroups
	last := PackageTime{Groups: 50, Seconds: 0.5e-3}
	for _, tc := range []struct {
		name   string
		took   func(g int) time.Duration
		failed bool
		next   float64 // the work-groups its next head goes on from, 0 for none
	}{
		{name: "flat", took: func(int) time.Duration { return 500 * time.Microsecond }, next: 200},
		{name: "stalled", took: func(g int) time.Duration {
			if g > 50 {
				return 2 * time.Millisecond
			}
			return 500 * time.Microsecond
		}},
		{name: "failed", took: func(int) time.Duration { return 500 * time.Microsecond }, failed: true},
	} {
		m := boundHeadMemory(last)
		l := boundHeadLaunch(m)
		if !slices.Equal(l.heads, []int{0}) || l.units[0].head != 50 {
			t.Fatalf("%s: heads %v, first package %d; want the CPU's, 50 work-groups", tc.name, l.heads, l.units[0].head)
		}
		var clock time.Duration
		for l.headOn() {
			g := l.grant(0, G, G, G, clock)
			clock += tc.took(g)
			l.completed(0, clock, noProfile, tc.failed, false)
		}
		rest := G - l.headGroups
		l.grant(1, rest, rest, rest, clock)
		l.completed(1, clock+33*time.Millisecond, noProfile, false, false)
		var after Memory
		l.weighed(&after, m)
		if got := after.HeadLast[0]; got.Groups != tc.next {
			t.Errorf("%s: its next head goes on from %v work-groups, want %v", tc.name, got.Groups, tc.next)
		}
		_, ok := carried(after, m).headLast(0)
		if ok != (tc.next > 0) {
			t.Errorf("%s: goes on %v, want %v (%+v)", tc.name, ok, tc.next > 0, after.HeadLast)
		}
	}
}

// boundHeadMemory is what TestGoOnHead's and TestStalledHead's launches
// start from: a CPU (unit 0) whose last head measured only a bound, last
// its head's package to go on from, at 1e5 work-groups a second beside a
// GPU (unit 1) of 3e5, the GPU alone 33.3 ms for boundHeadGroups
// work-groups, co-executed 50 ms.
func boundHeadMemory(last PackageTime) Memory {
	return Memory{Speeds: []float64{1e5, 3e5}, CoSpeeds: []float64{1e5, 3e5}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0},
		Alone: []float64{0, 3e5}, Joint: 2e5,
		Solo: []float64{last.Groups / last.Seconds, 0}, SoloFixed: []float64{0, 0}, SoloBound: []bool{true, false},
		HeadLast: []PackageTime{last, {}}}
}

// boundHeadGroups is the work-groups of boundHeadMemory's launches.
const boundHeadGroups = 10000

// boundHeadTook is the time alone of a package of g work-groups on
// boundHeadMemory's CPU: 180 µs and 0.4 µs a work-group.
func boundHeadTook(g int) time.Duration { return time.Duration((180 + 0.4*float64(g)) * 1e3) }

// boundHeadLaunch starts a launch of boundHeadGroups work-groups from
// memory m, weighed.
func boundHeadLaunch(m Memory) *guardLaunch {
	l := Guard{}.start(boundHeadGroups, guardPriors(weighSetup(boundHeadGroups, 1, 3), m))
	l.weigh(m)
	return l
}

// carried is after, what launch l weighed (weighed) from m, as the next
// launch starts from it: with the speeds, packages and credits of m,
// which the weighing alone does not set.
func carried(after, m Memory) Memory {
	after.Speeds, after.Packages, after.SatOut, after.Credit, after.CoSpeeds = m.Speeds, m.Packages, m.SatOut, m.Credit, m.CoSpeeds
	return after
}

// TestStalledHead: the CPU of TestGoOnHead runs its head, and the
// head's second package stalls for 2 ms (the host's noise only slows).
// Read as a line, the two packages put the CPU's launch alone at 77 ms,
// after the GPU alone's 33.3, and kept it from another head and from its
// trial until the weighing credit paid for one; read as a bound, from
// the faster package (150 work-groups in 240 µs: the launch alone in 16
// ms at most), the CPU, faster alone than the GPU by that bound, runs
// the next launch alone (where it takes 4.2 ms).
func TestStalledHead(t *testing.T) {
	const G = boundHeadGroups
	took := boundHeadTook
	m := boundHeadMemory(PackageTime{Groups: 50, Seconds: took(50).Seconds()})
	stall := 2 * time.Millisecond
	for launch := 1; ; launch++ {
		if launch > 3 {
			t.Fatalf("the CPU did not run a launch alone in 3 launches")
		}
		l := boundHeadLaunch(m)
		if !l.units[0].out && l.units[1].out {
			if launch != 2 || !strings.Contains(l.note(1), "from its head's bound") {
				t.Errorf("the CPU alone in launch %d (%q), want launch 2, predicted from its head's bound", launch, l.note(1))
			}
			break
		}
		if !slices.Equal(l.heads, []int{0}) {
			t.Fatalf("launch %d: heads %v, want the CPU's (notes %q, %q)", launch, l.heads, l.note(0), l.note(1))
		}
		var clock time.Duration
		for packages := 0; l.headOn(); packages++ {
			g := l.grant(0, G, G, G, clock)
			clock += took(g)
			if launch == 1 && packages == 1 {
				clock += stall
			}
			l.completed(0, clock, noProfile, false, false)
		}
		rest := G - l.headGroups
		l.grant(1, rest, rest, rest, clock)
		l.completed(1, clock+33*time.Millisecond, noProfile, false, false)
		var after Memory
		l.weighed(&after, m)
		if launch == 1 {
			// Its head ran 150 work-groups in 240 µs, then 300 in 2.3 ms.
			want := PackageTime{Groups: 150, Seconds: took(150).Seconds()}
			if !after.SoloBound[0] || after.HeadLast[0] != want || math.Abs(after.Solo[0]-want.Groups/want.Seconds) > 1e-6 {
				t.Errorf("after the stalled head: solo %v, bound %v, its head's next from %v; want %v, a bound, from %v",
					after.Solo[0], after.SoloBound[0], after.HeadLast[0], want.Groups/want.Seconds, want)
			}
		}
		m = carried(after, m)
	}
}

// TestGuardHeadSteeper: a unit alone takes no longer per work-group than
// its largest package took per work-group beside the others, its fixed
// cost included; a head whose line says it does (a device that ran its
// head, at a launch's start, below its speed as it woke from an idle
// spell) measured only a bound, where the launch's costs by place are
// known. Where they are not, the packages may have lain over cheaper
// places than the head's, and the line stands, unless the launch alone by
// it would end after the unit's speed beside the others over the range
// would end it.
func TestGuardHeadSteeper(t *testing.T) {
	const G = 100000
	head := func(a float64) costModel { // 0.1 ms and a seconds a work-group, 100 and 200 work-groups
		return costModel{small: PackageTime{Groups: 100, Seconds: 1e-4 + 100*a}, large: PackageTime{Groups: 200, Seconds: 1e-4 + 200*a}}
	}
	coexec := PackageTime{Groups: 1000, Seconds: 5e-3} // 5 µs a work-group, its fixed cost included
	for _, c := range []struct {
		name        string
		a           float64 // the head's time per work-group
		largest     PackageTime
		placed      bool
		beside      float64 // the unit's speed beside the others over the range
		speed, cost float64 // want
		bound       bool
	}{
		{"a line under the packages' time per work-group", 2e-6, coexec, true, 0, 5e5, 1e-4, false},
		{"a line steeper than them, costs by place known", 2e-5, coexec, true, 0, 200 / (1e-4 + 200*2e-5), 0, true},
		{"a line steeper than them, costs by place unknown", 2e-5, coexec, false, 0, 5e4, 1e-4, false},
		{"a line and no package beside the others", 2e-5, PackageTime{}, true, 0, 5e4, 1e-4, false},
		// The launch alone by the line: 0.1 ms and 100000 work-groups at
		// 20 µs, 2 s; beside the others the unit ran the range's
		// work-groups at 1e5 a second (1 s): the line is contradicted.
		{"a line slower over the range than the unit beside the others, costs by place unknown", 2e-5, coexec, false, 1e5, 200 / (1e-4 + 200*2e-5), 0, true},
		{"a line as fast over the range as the unit beside the others", 2e-5, coexec, false, 4e4, 5e4, 1e-4, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			l := Guard{}.start(G, guardPriors(weighSetup(G, 3, 1), Memory{}))
			l.placed = c.placed
			u := &l.units[0]
			u.heads, u.soloCost = 2, head(c.a)
			if c.largest.ok() {
				u.cost.add(PackageTime{Groups: 100, Seconds: 1e-3})
				u.cost.add(c.largest)
			}
			speed, cost, bound := l.solo(0, c.beside)
			if math.Abs(speed-c.speed) > 1e-6*c.speed || math.Abs(cost-c.cost) > 1e-12 || bound != c.bound {
				t.Errorf("solo: speed %v, fixed cost %v, bound %v; want %v, %v, %v", speed, cost, bound, c.speed, c.cost, c.bound)
			}
		})
	}
}
