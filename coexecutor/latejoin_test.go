package coexecutor

import (
	"strings"
	"testing"
	"time"
)

// TestGuardLateJoin: single decisions of a unit that is ready while
// another builds its program (Guard, "Late joiners"), from synthetic
// states. Unit 0 is a GPU, unit 1 a CPU.
func TestGuardLateJoin(t *testing.T) {
	guessed := []guardPrior{{Power: 8448, Full: 132, Guessed: true}, {Power: 16, Full: 1, Guessed: true}}
	known2 := []guardPrior{{Power: 2, Speed: 2000, Full: 1}, {Power: 1, Speed: 1000, Full: 1}}
	known200 := []guardPrior{{Power: 200, Speed: 200e3, Full: 100}, {Power: 1, Speed: 1e3, Full: 1}}
	// The CPU's packages give back what they have not started when the
	// GPU joins (the native device's).
	gives2 := []guardPrior{known2[0], {Power: 1, Speed: 1000, Full: 1, GivesBack: true}}
	gives200 := []guardPrior{known200[0], {Power: 1, Speed: 1e3, Full: 1, GivesBack: true}}
	givesGuessed := []guardPrior{guessed[0], {Power: 16, Speed: 1000, Full: 1, Guessed: true, GivesBack: true}}
	for _, tc := range []struct {
		name     string
		guard    Guard
		groups   int
		priors   []guardPrior
		building bool          // unit 0 builds, since 0
		now      time.Duration // unit 1 asks then
		size     int           // the scheduler's size
		want     int
		held     bool   // refused, not left out, and asks again later
		note     string // a substring of unit 1's note
	}{
		{
			// The nominal peaks put the CPU's smallest package over its
			// probe budget: with the GPU ready it sits the launch out.
			name: "powers guessed, the GPU ready: the CPU sits out", groups: 512, priors: guessed,
			size: 1, want: 0, note: "left out",
		},
		{
			// Nothing says in seconds what its probe costs against a
			// build: it goes out at once.
			name: "powers guessed, the GPU building: the CPU probes at once", groups: 512, priors: guessed,
			building: true, size: 1, want: 1,
		},
		{
			// The GPU finishes 100 work-groups in 50 ms; the CPU, half
			// as fast (bet 2), may take 25.
			name: "2:1 known, the GPU ready: the CPU's share", groups: 100, priors: known2,
			now: 100 * ms, size: 100, want: 25,
		},
		{
			// Built for 100 ms, the GPU is predicted to join in 20 ms
			// (JoinShare 1/5), then to take 50 ms: the CPU may take
			// what ends in 70 ms at a bet of 2, 35 work-groups, however
			// little the scheduler sized.
			name: "2:1 known, the GPU building for 100 ms: what ends by its join and finish", groups: 100, priors: known2,
			building: true, now: 100 * ms, size: 1, want: 35,
		},
		{
			name: "2:1 known, JoinShare 1/2", guard: Guard{JoinShare: 0.5}, groups: 100, priors: known2,
			building: true, now: 100 * ms, size: 1, want: 50,
		},
		{
			// The GPU finishes everything in 5 ms; the CPU's one
			// work-group at a bet of 200 takes 200 ms.
			name: "200:1 known, the GPU ready: left out", groups: 1000, priors: known200,
			now: ms, size: 500, want: 0, note: "left out",
		},
		{
			// Built for 1 ms: predicted to join in 0.2 ms. The CPU is
			// held, and asks again, not left out for the launch.
			name: "200:1 known, the GPU building: held", groups: 1000, priors: known200,
			building: true, now: ms, size: 500, want: 0, held: true, note: "held back while another unit builds",
		},
		{
			// Built for 2 s: predicted to join in 400 ms, and to end at
			// 405 ms: at a bet of 200, 2 work-groups end in time.
			name: "200:1 known, the GPU building for 2 s", groups: 1000, priors: known200,
			building: true, now: 2 * time.Second, size: 500, want: 2,
		},
		{
			// Nothing measured, the GPU building: the CPU, whose package
			// gives back, is weighed against no one and takes all at
			// once, unprobed.
			name: "powers guessed, the GPU building, the CPU gives back: all, unprobed", groups: 512,
			priors:   []guardPrior{guessed[0], {Power: 16, Full: 1, Guessed: true, GivesBack: true}},
			building: true, size: 1, want: 512,
		},
		{
			// Its package gives back at the join: the GPU's build does
			// not cut it, and the CPU, alone for now, takes all.
			name: "2:1 known, the GPU building, the CPU gives back: all", groups: 100, priors: gives2,
			building: true, now: 100 * ms, size: 1, want: 100,
		},
		{
			name: "200:1 known, the GPU building, the CPU gives back: all", groups: 1000, priors: gives200,
			building: true, now: ms, size: 500, want: 1000,
		},
		{
			// Ready, the GPU weighs as before: the CPU is left out.
			name: "200:1 known, the GPU ready, the CPU gives back: left out", groups: 1000, priors: gives200,
			now: ms, size: 500, want: 0, note: "left out",
		},
		{
			// The GPU's speed a guess of nominal peaks: the CPU's
			// packages would grow no faster than its measurements, but
			// the guess is the GPU's, which builds.
			name: "powers guessed, the GPU building, the CPU measured and gives back: all", groups: 512, priors: givesGuessed,
			building: true, now: ms, size: 1, want: 512,
		},
		{
			name: "powers guessed, the GPU ready, the CPU measured and gives back: left out", groups: 512, priors: givesGuessed,
			now: ms, size: 1, want: 0, note: "left out",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := tc.guard.start(tc.groups, tc.priors)
			l.build(0, tc.building, 0)
			got := l.grant(1, tc.size, tc.groups, tc.groups, tc.now)
			if got != tc.want {
				t.Errorf("grant = %d, want %d (note %q)", got, tc.want, l.note(1))
			}
			if tc.note != "" && !strings.Contains(l.note(1), tc.note) {
				t.Errorf("note %q, want it to say %q", l.note(1), tc.note)
			}
			at, ok := l.wakeAt(tc.now)
			switch {
			case tc.held && (l.units[1].out || !ok || !(at > tc.now)):
				t.Errorf("out %v, wakeAt %v %v: want it held, asking again after %v", l.units[1].out, at, ok, tc.now)
			case !tc.held && ok:
				t.Errorf("wakeAt %v: want no time to ask again", at)
			case !tc.held && tc.want == 0 && !l.units[1].out:
				t.Errorf("refused and not left out")
			}
		})
	}
}

// A held unit's time to ask again counts until it has passed: the drivers
// wake the units once for it, and a unit that was not waiting (its
// package in flight) asks anyway when that ends; a time reported again
// after it passed would wake them again and again.
func TestGuardWakeAtPasses(t *testing.T) {
	l := Guard{}.start(1000, []guardPrior{{Power: 200, Speed: 200e3, Full: 100}, {Power: 1, Speed: 1e3, Full: 1}})
	l.build(0, true, 0)
	if got := l.grant(1, 500, 1000, 1000, ms); got != 0 {
		t.Fatalf("grant = %d, want the CPU held", got)
	}
	at, ok := l.wakeAt(ms)
	if !ok || !(at > ms) {
		t.Fatalf("wakeAt(1ms) = %v, %v: want a later time", at, ok)
	}
	if _, ok := l.wakeAt(at - 1); !ok {
		t.Errorf("wakeAt just before %v: none", at)
	}
	if got, ok := l.wakeAt(at); ok {
		t.Errorf("wakeAt(%v) = %v once it has passed", at, got)
	}
}

// While another unit builds, a unit whose packages give back keeps one
// package in flight (a second, queued, would keep a work-group at the
// join and split what the first gives back); with no build pending it
// keeps more, as any unit.
func TestGuardGivesBackOneInFlight(t *testing.T) {
	priors := []guardPrior{{Power: 2, Speed: 2000, Full: 1}, {Power: 1, Speed: 1000, Full: 1, GivesBack: true}}
	l := Guard{}.start(100, priors)
	l.build(0, true, 0)
	if got := l.grant(1, 1, 100, 40, 100*ms); got != 40 {
		t.Fatalf("first grant = %d, want the 40 it may take (note %q)", got, l.note(1))
	}
	if got := l.grant(1, 1, 60, 60, 101*ms); got != 0 {
		t.Fatalf("second grant while the GPU builds = %d, want 0", got)
	}
	// With the GPU ready from the start, the CPU keeps two in flight.
	l = Guard{}.start(100, priors)
	for i, remaining := range []int{100, 95} {
		if got := l.grant(1, 5, remaining, remaining, ms); got != 5 {
			t.Errorf("grant %d with the GPU ready = %d, want 5 (note %q)", i, got, l.note(1))
		}
	}
}

// Work a granted package did not get (the range rule found less) is left
// for any unit, as work the guard cuts is: a scheduler that sizes one
// share per unit (Static) gives it to nobody.
func TestGuardShortLeavesWork(t *testing.T) {
	priors := []guardPrior{{Power: 1, Speed: 1000, Full: 1}, {Power: 1, Speed: 1000, Full: 1}}
	l := Guard{}.start(100, priors)
	if got := l.grant(0, 50, 100, 100, ms); got != 50 {
		t.Fatalf("grant = %d, want 50 (note %q)", got, l.note(0))
	}
	l.short(0, 50, 10)
	if got := l.grant(1, 50, 90, 90, ms); got != 50 {
		t.Fatalf("the other's grant = %d, want 50 (note %q)", got, l.note(1))
	}
	// Static offers unit 0 nothing more: it takes the 40 its package
	// did not get.
	if got := l.grant(0, 0, 40, 40, ms); got != 40 {
		t.Errorf("unit 0's spill = %d, want the 40 its package did not get (note %q)", got, l.note(0))
	}
}

// A unit that joined late holds the others until its first request
// (joining), but only while it can make one: an unguarded launch holds
// nobody, and a unit that failed (absent) is waited for by nobody. A
// launch whose late unit failed before asking would otherwise wait for
// it for ever.
func TestGuardLateJoinerAbsent(t *testing.T) {
	priors := []guardPrior{{Power: 2, Speed: 2000, Full: 1}, {Power: 1, Speed: 1000, Full: 1}}
	for _, tc := range []struct {
		name   string
		guard  Guard
		asks   bool // unit 0 asks after joining
		absent bool // unit 0 fails after joining
		held   bool // unit 1 waits for unit 0
	}{
		{name: "guarded, joined, not asked: held", held: true},
		{name: "guarded, joined, asked: not held", asks: true},
		{name: "guarded, joined, failed before asking: not held", absent: true},
		{name: "unguarded, joined, not asked: not held", guard: Guard{Off: true}},
		{name: "unguarded, joined, asked: not held", guard: Guard{Off: true}, asks: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := tc.guard.start(100, priors)
			l.build(0, true, 0)
			l.build(0, false, 0)
			if tc.asks {
				l.grant(0, 10, 100, 100, ms)
			}
			if tc.absent {
				l.absent(0)
			}
			if got := l.held(1); got != tc.held {
				t.Errorf("held(1) = %v, want %v", got, tc.held)
			}
		})
	}
}
