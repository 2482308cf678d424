package coexecutor

import (
	"math"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor/internal/probebudget"
)

// TestLeaveOf: the leave a launch grants (leave.go), from synthetic
// guard states: which unit ran it and what each other unit sat out.
func TestLeaveOf(t *testing.T) {
	ran := guardUnit{count: 1}
	warmed := guardUnit{warmed: 1} // its first package, unmeasured, ran
	out := guardUnit{}
	for _, tc := range []struct {
		name   string
		units  []guardUnit
		sat    []int // Memory.SatOut after the launch
		set    func(l *guardLaunch, m *Memory)
		by, n  int
		grants bool
	}{
		{name: "one ran, one sat out once", units: []guardUnit{ran, out}, sat: []int{0, 1}, by: 0, n: 1, grants: true},
		{name: "the fewest sat out", units: []guardUnit{out, ran, out}, sat: []int{7, 0, 3}, by: 1, n: 3, grants: true},
		{name: "an unmeasured first package ran", units: []guardUnit{out, warmed}, sat: []int{2, 0}, by: 1, n: 2, grants: true},
		{name: "co-executed", units: []guardUnit{ran, ran}, sat: []int{0, 0}},
		{name: "co-executed beside one that sat out", units: []guardUnit{ran, ran, out}, sat: []int{0, 0, 4}},
		{name: "nobody ran", units: []guardUnit{out, out}, sat: []int{1, 1}},
		{name: "one not counted as sitting out (left out for a trial)", units: []guardUnit{ran, out, out}, sat: []int{0, 5, 0}},
		{name: "the memory lacks a unit", units: []guardUnit{ran, out}, sat: []int{0}},
		{name: "one builds", units: []guardUnit{ran, {building: true}}, sat: []int{0, 1}},
		{name: "one joined late", units: []guardUnit{ran, {late: true}}, sat: []int{0, 1}},
		{name: "guard off", units: []guardUnit{ran, out}, sat: []int{0, 1}, set: func(l *guardLaunch, _ *Memory) { l.on = false }},
		{name: "a trial owed", units: []guardUnit{ran, out}, sat: []int{0, 1}, set: func(l *guardLaunch, _ *Memory) { l.owed = true }},
		{name: "a trial ran", units: []guardUnit{ran, out}, sat: []int{0, 1}, set: func(l *guardLaunch, _ *Memory) { l.trial.of = 1 }},
		{name: "heads ran", units: []guardUnit{ran, out}, sat: []int{0, 1}, set: func(l *guardLaunch, _ *Memory) { l.heads = []int{0} }},
		{name: "a retry on the cores", units: []guardUnit{ran, out}, sat: []int{0, 1}, set: func(l *guardLaunch, _ *Memory) { l.coresRetry = 1 }},
		{name: "a retry's second launch next", units: []guardUnit{ran, out}, sat: []int{0, 1}, set: func(_ *guardLaunch, m *Memory) { m.CoresRetry = 2 }},
		{name: "a trial again next", units: []guardUnit{ran, out}, sat: []int{0, 1}, set: func(_ *guardLaunch, m *Memory) { m.TrialAgain = 1 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := &guardLaunch{on: true, units: tc.units}
			m := Memory{SatOut: tc.sat}
			if tc.set != nil {
				tc.set(l, &m)
			}
			by, n, ok := leaveOf(l, m)
			if ok != tc.grants || ok && (by != tc.by || n != tc.n) {
				t.Errorf("leaveOf = unit %d, %d launches, %v; want unit %d, %d, %v", by, n, ok, tc.by, tc.n, tc.grants)
			}
		})
	}
}

// TestSitOut: each launch of a leave credits the units on leave as the
// guard's remember credits a unit that sat a launch out: one more launch
// in a row, and ProbeShare of its time, halved per miss.
func TestSitOut(t *testing.T) {
	ce := &Coexecutor{units: make([]*unit, 3), history: map[string]Memory{}}
	ce.cfg.guard = Guard{ProbeShare: 0.125}
	old := Memory{SatOut: []int{0, 3, 1}, Credit: []float64{0, 0.001, 0.5}, Misses: []int{0, 2, 0}}
	ce.history["k"] = old
	ce.sitOut("k", 0, 8*time.Millisecond)
	m := ce.history["k"]
	wantSat := []int{0, 4, 2}
	wantCredit := []float64{0, probebudget.Earn(0.001, 0.125/4, 0.008), 0.5 + 0.125*0.008}
	for i := range wantSat {
		if m.SatOut[i] != wantSat[i] || math.Abs(m.Credit[i]-wantCredit[i]) > 1e-15 {
			t.Errorf("unit %d: sat out %d, credit %g; want %d, %g", i, m.SatOut[i], m.Credit[i], wantSat[i], wantCredit[i])
		}
	}
	// The memory the launches before read is not changed under them.
	if old.SatOut[1] != 3 || old.Credit[1] != 0.001 {
		t.Errorf("sitOut changed the old memory in place: %v %v", old.SatOut, old.Credit)
	}
	ce.sitOut("absent", 0, time.Millisecond) // no memory: nothing to credit
	if _, ok := ce.history["absent"]; ok {
		t.Error("sitOut made a memory for a computation without one")
	}
}
