package coexecutor

import (
	"context"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestTrialBounded: how a trial alone (trial.go) is handed to its unit,
// from synthetic timings. Unit 0 computes on host memory and runs the
// launch of 4096 work-groups alone for the weighing, against a launch
// weighed at 10 ms (the trial may end by 20 ms, or by 10 ms where the
// case's trial was paid for by the launch as weighed alone); unit 1 is
// left out for it. Each case gives the unit's speed in co-execution and cost model (what the launches before
// measured), the trial's prediction, and the unit's true time for a
// package alone (fixed cost and time per work-group): the packages the
// trial hands out, one at a time, and whether it is cut. The launch's
// costs by place are known (a kernel of even cost) unless the case is
// irregular; an irregular case's work-groups from dearFrom (to dearTo)
// cost dear times per each.
func TestTrialBounded(t *testing.T) {
	const groups, weighed = 4096, 10e-3
	for _, tc := range []struct {
		name     string
		known    float64        // work-groups/s in co-execution
		small    [2]PackageTime // its cost model: the smallest and largest packages measured
		alone    float64        // the trial's prediction, seconds
		fixed    float64        // its true fixed cost per package alone, seconds
		per      float64        // its true seconds per work-group alone
		other    float64        // unit 1's speed, work-groups/s; 1e5 if 0
		packages []int          // what the trial hands out, in order
		cut      bool
		// irregular: the costs by place are not known; work-groups
		// from dearFrom (to dearTo, if set) cost dear times per.
		irregular        bool
		dearFrom, dearTo int
		dear             float64
		wake             float64 // seconds its first package pays more: a start after an idle spell
		stall            float64 // seconds its second package pays more: the host's noise only slows
		size             int     // the launch's work-groups; groups if 0
		// bound: the trial was paid for by a credit of the launch as
		// weighed alone, its prediction a bound too slow to be paid
		// (weighingBound): its limit is the launch as weighed.
		bound bool
	}{
		{name: "its part fits the first package: the launch whole", known: 1e6, alone: 4e-3, per: 1e-6,
			packages: []int{4096}},
		{name: "a winner slowed in co-execution: the rest in a second package", known: 2e5, alone: 2e-3, per: 1e-6,
			packages: []int{1000, 3096}},
		// The first package holds what its speed in co-execution runs in
		// half the launch as weighed; the first alone is not judged (it
		// pays a unit's one-off costs at a launch's start), and the
		// second, the largest that ends by the limit at the first's
		// speed, ends at the limit, where the trial is cut.
		{name: "a prediction 85 times too fast: cut after its second package, at its limit", known: 2e5, alone: 0.1e-3, per: 6e-6,
			packages: []int{1000, 2333}, cut: true},
		{name: "slower alone than in co-execution: cut after its second package, at its limit", known: 2e5, alone: 2e-3, per: 10e-6,
			packages: []int{1000, 999}, cut: true},
		// Paid for by the launch as weighed alone: the first package
		// holds half of that at its speed in co-execution, the second
		// ends at the launch as weighed, where the trial is cut, and the
		// others take the rest (a limit of twice the launch as weighed:
		// [1000 3000], the others starting at 20 ms).
		{name: "paid by the launch as weighed, as slow alone as in co-execution: cut at the launch as weighed", bound: true, known: 2e5, alone: 0.02, per: 5e-6,
			packages: []int{1000, 999}, cut: true},
		// Its fill takes most of the launch as weighed: cut after it.
		{name: "paid by the launch as weighed, its fill most of the launch: cut after it", bound: true, known: 120, alone: 0.1, per: 7e-3,
			packages: []int{1}, cut: true},
		// A winner paid for by the launch as weighed runs as any other.
		{name: "paid by the launch as weighed, a winner: the rest in a second package", bound: true, known: 2e5, alone: 0.02, per: 1e-6,
			packages: []int{1000, 3096}},
		// Its packages in co-execution were one and two work-groups, all
		// fixed cost: the first package is what their model fits in half
		// the launch as weighed, and each next is the largest that ends
		// by twice that at the last one's speed, while its rest net of
		// the fixed cost may still end by then.
		{name: "a fixed cost per package: packages grow while it may win", known: 4e3,
			small: [2]PackageTime{{1, 502e-6}, {2, 504e-6}}, alone: 8.7e-3, fixed: 500e-6, per: 2e-6,
			packages: []int{20, 720, 3356}},
		// Its first package is not judged, though its cost model holds
		// the fixed cost: the second is the largest that ends by the
		// limit at the first's speed, and the line through the two cuts
		// the trial.
		{name: "a fixed cost per package, and too slow: cut once its rest net of the fixed cost cannot end by twice the launch as weighed", known: 4e3,
			small: [2]PackageTime{{1, 502e-6}, {2, 504e-6}}, alone: 8.7e-3, fixed: 500e-6, per: 6e-6,
			packages: []int{20, 625}, cut: true},
		// Slowed in co-execution (its packages there measured a fixed
		// cost of 143 µs and 0.42 µs a work-group), it runs fast alone,
		// but its first package in a launch pays a one-off of 1 ms (a
		// device's start after an idle spell), which its packages after
		// their launch's first did not: judged on that package, net of
		// its cost model's fixed cost, its rest would end at 65 ms, after
		// its limit. The first package alone is not judged: the trial
		// doubles (the costs by place are not known) to the end, 5.6 ms
		// into the trial (alone in one package, 3.5 ms).
		{name: "irregular, a first package that pays a one-off: not judged on it", known: 2e4,
			small: [2]PackageTime{{16, 150e-6}, {64, 170e-6}}, alone: 2e-3, fixed: 100e-6, per: 1e-6, wake: 1e-3,
			irregular: true, packages: []int{64, 72, 559, 1995, 1406}},
		// Alone it ends after twice the launch as weighed, but the other
		// unit is slow, and co-executing the rest would pay its fixed
		// cost again and end later still.
		{name: "late alone, later co-executed: the rest alone", known: 2e5, other: 1e4,
			small: [2]PackageTime{{1, 5.001e-3}, {2, 5.002e-3}}, alone: 5e-3, fixed: 5e-3, per: 1e-6,
			packages: []int{1000, 3096}},
		// Without the costs by place, what the trial ran does not bound
		// the rest: each package's work takes at most what the trial
		// took so far.
		{name: "irregular, alike in fact: the trial doubles", known: 2e5, alone: 2e-3, per: 1e-6, irregular: true,
			packages: []int{1000, 1000, 2000, 96}},
		// Handed out whole after its first, as where the costs are
		// alike, the rest would end at 38 ms; after its second, 13 ms
		// into the trial, its rest at the trial's mean time per
		// work-group so far (6.5 µs) cannot end by its limit, 20 ms.
		{name: "irregular, the first package over cheap places: cut once the mean so far cannot end by the limit", known: 2e5, alone: 2e-3, per: 1e-6,
			irregular: true, dearFrom: 1000, dear: 12,
			packages: []int{1000, 1000}, cut: true},
		// Its packages in co-execution, 2 and 32 work-groups, lay over
		// cheap places (mandelbrot's rows outside the set): at their
		// speed the whole range fits in half the launch as weighed, and
		// handed out whole it would take 144 ms, 14 launches as weighed.
		// The first package holds its largest before; the trial's time
		// doubles over the cheap places (0.52 ms for 451 work-groups),
		// and is cut after its first dear package, 19.5 ms into the
		// trial: the dear places' cost ratio times the time it had run.
		{name: "irregular, measured before over cheap places only: the first package its largest before", known: 2e6,
			small: [2]PackageTime{{2, 20e-6}, {32, 50e-6}}, alone: 2e-3, fixed: 18e-6, per: 1e-6,
			irregular: true, dearFrom: 500, dear: 40,
			packages: []int{32, 50, 117, 252, 522}, cut: true},
		// mandelbrot's rows: cheap, dear, cheap. Ends at 8.1 ms, as
		// whole after its first package.
		{name: "irregular, a dear stretch in the middle: measured, not cut", known: 2e5, alone: 2e-3, per: 1e-6,
			irregular: true, dearFrom: 1000, dearTo: 2000, dear: 5,
			packages: []int{1000, 1000, 1200, 896}},
		// The triad over host memory on a CPU whose packages cost 450 µs
		// each (its command's hand-off to its threads), 262144
		// work-groups, 7 ms alone: its first two packages, 115 and 2218
		// work-groups, mostly took their fixed costs, and the second
		// stalled 100 µs. The line through them, the stall read as work,
		// put its rest's end at 15.5 ms, after its limit, and cut the trial
		// of a unit that wins; but the work the two differ by, by that
		// line, is a quarter of their fixed cost: they measured no time
		// per work-group (as a head's, solo), the rest is not judged on
		// them, and the trial goes on to the end, 8.9 ms.
		{name: "paid by the launch as weighed, two packages of fixed costs, the second stalled: not judged on them", bound: true, size: 262144,
			known: 2.3e4, other: 2.6e7, alone: 0.2, fixed: 450e-6, per: 2.5e-8, wake: 40e-6, stall: 100e-6,
			packages: []int{115, 2218, 32610, 196818, 30383}},
		{name: "irregular, a fixed cost per package: one per doubling", known: 2e5, alone: 2e-3, fixed: 1e-3, per: 1e-6, irregular: true,
			packages: []int{1000, 1000, 2000, 96}},
		// A CPU whose packages beside the others paid a tail each (its
		// speed there 2e4 work-groups/s) and cost 450 µs each alone:
		// its first two packages are of one size (the second holds what
		// runs in the first's time, its fixed cost not known) and mostly
		// took their fixed costs. At their mean time per work-group the
		// rest would end at 22 ms, after its limit, and the trial of a
		// unit that ends the launch in 6.4 ms was cut; but two packages
		// of one size draw no line, and the second's time within the
		// first's twice measured no dearer places: the trial goes on,
		// and the line through its next two judges it.
		{name: "irregular, two packages of one size that mostly took their fixed costs: not judged on them", known: 2e4, alone: 5e-3, fixed: 450e-6, per: 1e-6, irregular: true,
			packages: []int{100, 100, 200, 1749, 1947}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			groups := groups
			if tc.size > 0 {
				groups = tc.size
			}
			other := tc.other
			if other == 0 {
				other = 1e5
			}
			l := Guard{}.start(groups, []guardPrior{
				{Power: 1, Speed: tc.known, Full: 1, Small: tc.small[0], Large: tc.small[1]},
				{Power: 1, Speed: other, Full: 1},
			})
			l.placed = !tc.irregular
			cause := beatTrial
			if tc.bound {
				l.weighing, cause = weighed, weighingBound
			}
			l.runAlone(0, weighed, tc.alone, weighed, byHead, cause)
			if !l.units[1].out {
				t.Fatal("unit 1 takes part in unit 0's trial")
			}
			cost := func(lo, hi int) float64 { // seconds of work-groups [lo, hi) alone
				t := tc.fixed + float64(hi-lo)*tc.per
				to := hi
				if tc.dearTo > 0 {
					to = min(hi, tc.dearTo)
				}
				if d := to - max(lo, tc.dearFrom); tc.dear > 0 && d > 0 {
					t += float64(d) * tc.per * (tc.dear - 1)
				}
				return t
			}
			var got []int
			least := math.Inf(1) // the least seconds a package took
			now, remaining := time.Duration(0), groups
			for remaining > 0 && len(got) < 10 {
				if n := l.grant(1, remaining, remaining, remaining, now); n != 0 && l.units[1].out {
					t.Fatalf("unit 1, left out, was granted %d work-groups", n)
				}
				n := l.grant(0, remaining, remaining, remaining, now)
				if n == 0 || !l.units[1].out {
					break
				}
				if again := l.grant(0, remaining-n, remaining-n, remaining-n, now); again != 0 {
					t.Fatalf("a second package of %d work-groups while the trial's first is in flight", again)
				}
				got = append(got, n)
				secs := cost(groups-remaining, groups-remaining+n)
				switch len(got) {
				case 1:
					secs += tc.wake
				case 2:
					secs += tc.stall
				}
				least = min(least, secs)
				now += time.Duration(secs * 1e9)
				l.completed(0, now, noProfile, false, false)
				remaining -= n
			}
			if cut := !l.units[1].out; cut != tc.cut || !slices.Equal(got, tc.packages) {
				t.Fatalf("packages %v, cut %v; want %v, cut %v", got, cut, tc.packages, tc.cut)
			}
			if !tc.cut {
				return
			}
			// The note says when and why the trial was cut, and why it
			// ran: what predicted the unit alone, against what.
			if note := l.note(1); !strings.HasPrefix(note, "left out for unit 0's launch alone until ") ||
				!strings.Contains(note, "; co-executed from there. The trial: unit 0 runs the launch alone, to weigh co-execution (the last co-executed launch's speed predicts 10ms for this one) against it; alone it is predicted to take ") {
				t.Errorf("unit 1's note %q", note)
			}
			if limit := "after its limit (the launch as weighed, which paid for it, 10ms)"; tc.bound != strings.Contains(l.note(1), limit) {
				t.Errorf("unit 1's note %q: names the limit of a trial paid for by the launch as weighed: %v, want %v", l.note(1), !tc.bound, tc.bound)
			}
			// The rest is co-executed: both units take work again.
			if n := l.grant(1, 100, remaining, remaining, now); n == 0 {
				t.Errorf("unit 1 refused work after the trial was cut: %q", l.note(1))
			}
			// The trial measured unit 0 alone over its part, as one
			// package would have: less a fixed cost (its cost model's,
			// at most its least package's time) for each package after
			// its first. The co-executed speed is measured over the
			// rest.
			l.completed(1, now+time.Millisecond, noProfile, false, false)
			m := l.remember(Memory{})
			done := float64(groups - remaining)
			fixed := min(l.units[0].before.fixed(), least)
			if want := done / (now.Seconds() - float64(len(got)-1)*fixed); m.AloneRuns[0] != 1 || !near(m.Alone[0], want, 1e-9) {
				t.Errorf("unit 0's speed alone %v (%d runs), want %v (1)", m.Alone[0], m.AloneRuns[0], want)
			}
		})
	}
}

func near(a, b, rel float64) bool { return a == b || (a-b)/b < rel && (b-a)/b < rel }

// A trial cut inside a request (its unit's, after its second package)
// lets the units left out for it take part again: their refusals before
// the cut no longer count. The unit on trial, refused its share as too
// slow, is then not handed the rest as work that no unit wants (the
// commander's last resort), before the others have asked again.
func TestTrialCutReadmitsDeclinedUnits(t *testing.T) {
	const groups, weighed = 4096, 10e-3
	l := Guard{}.start(groups, []guardPrior{
		{Power: 1, Speed: 2e5, Full: 1},   // on trial, predicted 85 times too fast
		{Power: 500, Speed: 1e8, Full: 1}, // left out for it
	})
	l.placed = true // alike work: the rest is predicted from the first package
	l.runAlone(0, weighed, 0.1e-3, weighed, byHead, beatTrial)
	var now time.Duration
	c := newCommander(context.Background(), groups, 2, fixedSize{n: 64}, l, func() time.Duration { return now })
	s, id, v := c.next(0)
	if v != handOut {
		t.Fatalf("the trial's first package: verdict %v, %q", v, l.note(0))
	}
	if _, _, v := c.next(1); v == handOut {
		t.Fatalf("unit 1, left out for the trial, took work")
	}
	now = time.Duration(float64(s.hi-s.lo) * 6e-6 * 1e9) // 6 µs a work-group: 85 times its prediction
	c.completed(Package{ID: id, Unit: 0, FirstGroup: s.lo, Groups: s.hi - s.lo, End: now}, nil, nil)
	// Its first package alone is not judged (trial.go): a second, which
	// ends by the trial's limit at the first's speed, measures it.
	if s, id, v = c.next(0); v != handOut {
		t.Fatalf("the trial's second package: verdict %v, %q", v, l.note(0))
	}
	if _, _, v := c.next(1); v == handOut {
		t.Fatalf("unit 1, left out for the trial, took work")
	}
	now += time.Duration(float64(s.hi-s.lo) * 6e-6 * 1e9)
	c.completed(Package{ID: id, Unit: 0, FirstGroup: s.lo, Groups: s.hi - s.lo, End: now}, nil, nil)
	turn := c.headTurn()
	if s, _, v := c.next(0); v == handOut && s.hi-s.lo > 64 {
		t.Fatalf("after the cut, unit 0 was handed %d work-groups, more than its scheduler's 64; its note %q", s.hi-s.lo, l.note(0))
	}
	if c.headTurn() == turn {
		t.Fatal("the cut did not stir the units")
	}
	if _, _, v := c.next(1); v != handOut {
		t.Fatalf("unit 1, asked again after the cut, took no work: %q", l.note(1))
	}
}

// TestTrialCutRestAsWeighed: a trial cut runs the rest as the launch was
// weighed. Unit 0 is on trial, predicted 85 times too fast (it is cut
// after its second package). Where the launch as weighed was co-executed,
// every unit takes part in the rest; where it was unit 1's launch alone
// (measured alone faster than co-execution), unit 1 takes the whole rest
// in one package, and unit 0 and any other unit are left out, the notes
// saying so. A launch weighed as unit 0's own launch alone (a unit
// measured alone, tried again to measure its mean) is co-executed after
// its cut.
func TestTrialCutRestAsWeighed(t *testing.T) {
	const groups, weighed = 4096, 10e-3
	for _, tc := range []struct {
		name      string
		units     int
		weighedBy int // 1 + the unit alone the launch was weighed as; 0: co-executed
		takes     []bool
	}{
		{name: "co-executed as weighed: every unit takes part", units: 3, takes: []bool{true, true, true}},
		{name: "unit 1 alone as weighed: unit 1 alone", units: 3, weighedBy: 2, takes: []bool{false, true, false}},
		{name: "unit 1 alone as weighed, two units", units: 2, weighedBy: 2, takes: []bool{false, true}},
		{name: "its own launch alone as weighed: co-executed", units: 2, weighedBy: 1, takes: []bool{true, true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			priors := []guardPrior{{Power: 1, Speed: 2e5, Full: 1}}
			for range tc.units - 1 {
				priors = append(priors, guardPrior{Power: 1, Speed: 1e5, Full: 1})
			}
			l := Guard{}.start(groups, priors)
			l.placed = true
			l.weighedBy = tc.weighedBy
			l.runAlone(0, weighed, 0.1e-3, weighed, byHead, beatTrial)
			now, remaining := time.Duration(0), groups
			for k := 0; k < 2; k++ { // its two packages, 6 µs a work-group: 85 times its prediction
				n := l.grant(0, remaining, remaining, remaining, now)
				if n == 0 {
					t.Fatalf("the trial's package %d: none, %q", k, l.note(0))
				}
				now += time.Duration(float64(n) * 6e-6 * 1e9)
				l.completed(0, now, noProfile, false, false)
				remaining -= n
			}
			if n := l.grant(0, 64, remaining, remaining, now); n > 64 || l.trial.cutUnit != 1 {
				t.Fatalf("the trial was not cut after its second package (next package %d, cut unit %d): %q", n, l.trial.cutUnit, l.note(0))
			}
			for u := 1; u < tc.units; u++ {
				n := l.grant(u, 64, remaining, remaining, now)
				if got := n > 0; got != tc.takes[u] {
					t.Errorf("unit %d granted %d work-groups after the cut, want taking part %v: %q", u, n, tc.takes[u], l.note(u))
				}
				if tc.weighedBy == 2 && u == 1 && n != remaining {
					t.Errorf("unit 1, the launch as weighed, granted %d of the %d work-groups left, want all", n, remaining)
				}
				remaining -= n
			}
			if n := l.grant(0, 64, remaining, remaining, now); (n > 0) != tc.takes[0] && remaining > 0 {
				t.Errorf("unit 0 granted %d work-groups after its cut, want taking part %v: %q", n, tc.takes[0], l.note(0))
			}
			if tc.weighedBy == 2 {
				if note := l.note(0); !strings.HasPrefix(note, "left out after its trial alone, cut at ") || !strings.HasSuffix(note, "; unit 1 runs the rest alone, the launch as weighed") {
					t.Errorf("unit 0's note %q", note)
				}
				if tc.units > 2 {
					if note := l.note(2); !strings.Contains(note, "; unit 1 alone from there, the launch as weighed. The trial: ") {
						t.Errorf("unit 2's note %q", note)
					}
				}
			}
		})
	}
}

// A trial cut whose rest goes to the unit the launch was weighed as
// leaves the cut unit out; should that unit's package fail, its work
// comes back and the cut unit, the only live one, ends the launch (the
// commander's last resort: no live unit wants the work): nothing is
// stranded.
func TestTrialCutRestUnitFails(t *testing.T) {
	const groups, weighed = 4096, 10e-3
	l := Guard{}.start(groups, []guardPrior{
		{Power: 1, Speed: 2e5, Full: 1},   // on trial, predicted 85 times too fast
		{Power: 500, Speed: 1e8, Full: 1}, // the launch as weighed: its launch alone
	})
	l.placed = true
	l.weighedBy = 2
	l.runAlone(0, weighed, 0.1e-3, weighed, byHead, beatTrial)
	var now time.Duration
	c := newCommander(context.Background(), groups, 2, fixedSize{n: 64}, l, func() time.Duration { return now })
	run := func(u int) (span, int) {
		t.Helper()
		s, id, v := c.next(u)
		if v != handOut {
			t.Fatalf("unit %d: verdict %v, %q", u, v, l.note(u))
		}
		return s, id
	}
	for k := 0; k < 2; k++ { // the trial's two packages
		s, id := run(0)
		now += time.Duration(float64(s.hi-s.lo) * 6e-6 * 1e9)
		c.completed(Package{ID: id, Unit: 0, FirstGroup: s.lo, Groups: s.hi - s.lo, End: now}, nil, nil)
	}
	if _, _, v := c.next(0); v == handOut {
		t.Fatalf("the cut unit took work: %q", l.note(0))
	}
	s, id := run(1)
	if left := c.remaining(); left != 0 {
		t.Fatalf("unit 1 took %d work-groups and left %d, want the whole rest", s.hi-s.lo, left)
	}
	now += time.Millisecond
	c.completed(Package{ID: id, Unit: 1, FirstGroup: s.lo, Groups: s.hi - s.lo, End: now}, errors.New("device lost"), nil)
	if c.over() {
		t.Fatal("the launch is over with unit 1's work undone")
	}
	for c.remaining() > 0 {
		if _, _, v := c.next(1); v == handOut {
			t.Fatal("unit 1, retired, took work")
		}
		s, id := run(0)
		now += time.Millisecond
		c.completed(Package{ID: id, Unit: 0, FirstGroup: s.lo, Groups: s.hi - s.lo, End: now}, nil, nil)
	}
	if !c.over() || c.failure != nil {
		t.Fatalf("the launch did not end whole: over %v, failure %v", c.over(), c.failure)
	}
}
