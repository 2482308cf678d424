package coexecutor

import (
	"math"
	"reflect"
	"slices"
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
		// The weighing owes a trial alone: the leave ends by the launch
		// whose credit would pay for it, at this launch's earnings.
		{name: "a trial owed, paid after the leave", units: []guardUnit{ran, out}, sat: []int{0, 3}, set: owes(0.1, 0.001, 0.01), by: 0, n: 3, grants: true},
		{name: "a trial owed, paid within the leave", units: []guardUnit{ran, out}, sat: []int{0, 8}, set: owes(0.0105, 0.0005, 0.002), by: 0, n: 5, grants: true},
		{name: "a trial owed, paid in the next launch", units: []guardUnit{ran, out}, sat: []int{0, 8}, set: owes(0.0105, 0.009, 0.002), by: 0, n: 1, grants: true},
		{name: "a trial owed, paid already", units: []guardUnit{ran, out}, sat: []int{0, 8}, set: owes(0.0105, 0.011, 0.002)},
		{name: "a trial owed, nothing earned", units: []guardUnit{ran, out}, sat: []int{0, 8}, set: owes(0.0105, 0, 0)},
		{name: "a trial owed, a credit of NaN", units: []guardUnit{ran, out}, sat: []int{0, 8}, set: owes(0.0105, math.NaN(), 0.002)},
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

// owes sets a launch in which the weighing owes a trial alone once its
// credit reaches owed, the launch earning earned, the credit then weighing.
func owes(owed, weighing, earned float64) func(*guardLaunch, *Memory) {
	return func(l *guardLaunch, m *Memory) {
		l.owe(owed)
		l.weighing, m.Weighing = weighing-earned, weighing
	}
}

// TestLeaveOwedTrialOnTime: where the weighing owes a trial alone, a leave
// does not make it late. From synthetic launches, the launch at which the
// credit pays for the trial, launch by launch as the guard earns it
// (weighed) and with a leave granted after the first launch (leaveOf,
// then sitOut at its end), is the same where the launches after the first
// take as long as it or less; where they take longer (they earn faster
// than the leave's length assumed), the trial is late by at most the
// leave's length.
func TestLeaveOwedTrialOnTime(t *testing.T) {
	const share = 0.125
	for _, tc := range []struct {
		owed   float64
		t      time.Duration // the first launch's time
		later  time.Duration // each later launch's; 0: t
		misses int
		sat    int // launches the other unit had sat out
	}{
		{owed: 0.0113, t: 2 * time.Millisecond, sat: 100},
		{owed: 0.0113, t: 2 * time.Millisecond, sat: 3},
		{owed: 0.0113, t: 2 * time.Millisecond, misses: 2, sat: 1000},
		{owed: 0.0031, t: 7 * time.Millisecond, sat: 1000},
		{owed: 1.5, t: 300 * time.Microsecond, misses: 1, sat: 50000},
		{owed: 0.0113, t: 2 * time.Millisecond, later: 1300 * time.Microsecond, sat: 1000},
		{owed: 0.0113, t: 2 * time.Millisecond, later: 3 * time.Millisecond, sat: 1000},
		{owed: 0.0113, t: 2 * time.Millisecond, later: 9 * time.Millisecond, sat: 1000},
	} {
		later := tc.later
		if later == 0 {
			later = tc.t
		}
		rate := probebudget.Rate(share, tc.misses)
		w0 := probebudget.Earn(0, rate, tc.t.Seconds())
		// Launch by launch: the trial runs in the first launch that
		// finds the credit at owed.
		due, w := 2, w0
		for ; w < tc.owed; due++ {
			w = probebudget.Earn(w, rate, later.Seconds())
		}
		// With a leave granted after the first launch.
		l := &guardLaunch{on: true, units: []guardUnit{{count: 1}, {}}}
		owes(tc.owed, w0, w0)(l, &Memory{})
		by, n, ok := leaveOf(l, Memory{SatOut: []int{0, tc.sat}, Weighing: w0})
		if !ok || by != 0 {
			t.Fatalf("%+v: no leave", tc)
		}
		m := sitOut(Memory{SatOut: []int{0, tc.sat}, Credit: []float64{0, 0}, Weighing: w0, WeighMisses: tc.misses}, 0, n, time.Duration(n)*later, share, true)
		got, w := 2+n, m.Weighing
		for ; w < tc.owed; got++ {
			w = probebudget.Earn(w, rate, later.Seconds())
		}
		late := 0
		if later > tc.t {
			late = n
		}
		if got < due || got > due+late || n > tc.sat {
			t.Errorf("%+v: a leave of %d launches, the trial at launch %d; want it at %d (at most %d late), the leave at most %d", tc, n, got, due, late, tc.sat)
		}
	}
}

// TestSitOut: the launches of a leave credit the units on leave as the
// guard's remember credits a unit that sat a launch out, launch after
// launch: one more launch in a row each, and ProbeShare of each one's
// time, halved per miss.
func TestSitOut(t *testing.T) {
	const share = 0.125
	old := Memory{SatOut: []int{0, 3, 1}, Credit: []float64{0, 0.001, 0.5}, Misses: []int{0, 2, 0}}
	spans := []time.Duration{8 * time.Millisecond, 5 * time.Millisecond, 11 * time.Millisecond}
	var total time.Duration
	want := slices.Clone(old.Credit)
	for _, d := range spans {
		total += d
		for i := 1; i < 3; i++ {
			want[i] = probebudget.Earn(want[i], probebudget.Rate(share, old.Misses[i]), d.Seconds())
		}
	}
	m := sitOut(old, 0, len(spans), total, share, false)
	wantSat := []int{0, 6, 4}
	for i := range wantSat {
		if m.SatOut[i] != wantSat[i] || math.Abs(m.Credit[i]-want[i]) > 1e-15 {
			t.Errorf("unit %d: sat out %d, credit %g; want %d, %g", i, m.SatOut[i], m.Credit[i], wantSat[i], want[i])
		}
	}
	if old.SatOut[1] != 3 || old.Credit[1] != 0.001 {
		t.Errorf("sitOut changed the memory it started from: %v %v", old.SatOut, old.Credit)
	}
	if got := sitOut(old, 0, 0, total, share, true); got.SatOut[1] != 3 || got.Weighing != old.Weighing {
		t.Error("no launch sat out credits nothing")
	}
	if m.Weighing != old.Weighing {
		t.Errorf("the weighing credit went from %g to %g, no trial owed", old.Weighing, m.Weighing)
	}
	// A trial owed: the weighing credit earns at its rate too.
	old.Weighing, old.WeighMisses = 0.002, 1
	w := old.Weighing
	for _, d := range spans {
		w = probebudget.Earn(w, probebudget.Rate(share, old.WeighMisses), d.Seconds())
	}
	if got := sitOut(old, 0, len(spans), total, share, true); math.Abs(got.Weighing-w) > 1e-15 {
		t.Errorf("a trial owed: weighing credit %g, want %g", got.Weighing, w)
	}
}

// TestMemoryUnit: a leave launch's guard starts from the computation's
// memory of its unit alone, and what it leaves replaces that unit's
// figures only; unit indices follow the unit.
func TestMemoryUnit(t *testing.T) {
	m := Memory{Speeds: []float64{10, 20, 30}, SatOut: []int{0, 0, 5}, Packages: []int{3, 4, 0}, Credit: []float64{0, 0, 0.25},
		Smallest: []PackageTime{{}, {Groups: 2, Seconds: 1e-4}, {}}, Alone: []float64{0, 900}, AloneRuns: []int{0, 3},
		Joint: 7, JointRuns: 2, Weighing: 0.5, AloneBy: 2, CoresRetry: 3, held: &holding{}}
	u := m.unit(1)
	if u.Speeds[0] != 20 || u.Packages[0] != 4 || u.Smallest[0].Groups != 2 || u.Alone[0] != 900 || u.AloneRuns[0] != 3 || len(u.SatOut) != 1 {
		t.Errorf("unit 1 alone: %+v", u)
	}
	if len(u.Closing) != 1 || u.Closing[0] != 0 {
		t.Errorf("a figure the memory lacks is zero: %v", u.Closing)
	}
	if u.Joint != 7 || u.Weighing != 0.5 || u.AloneBy != 1 || u.CoresRetry != 0 || u.held != nil {
		t.Errorf("the launches' figures, indices and holdings: %+v", u)
	}
	if m.unit(0).AloneBy != 0 {
		t.Error("unit 0 alone: the last launch ran alone by another")
	}
	// The leave launch measured unit 1 again.
	u.Speeds[0], u.Packages[0], u.Alone[0], u.AloneRuns[0], u.Closing[0] = 25, 5, 950, 4, 0.001
	w := m.withUnit(1, 3, u)
	want := Memory{Speeds: []float64{10, 25, 30}, Packages: []int{3, 5, 0}, Alone: []float64{0, 950, 0}, AloneRuns: []int{0, 4, 0}, Closing: []float64{0, 0.001, 0}}
	if !slices.Equal(w.Speeds, want.Speeds) || !slices.Equal(w.Packages, want.Packages) || !slices.Equal(w.Alone, want.Alone) ||
		!slices.Equal(w.AloneRuns, want.AloneRuns) || !slices.Equal(w.Closing, want.Closing) || !slices.Equal(w.SatOut, []int{0, 0, 5}) {
		t.Errorf("after the leave launch: %+v", w)
	}
	if w.AloneBy != 2 || w.CoresRetry != 0 || w.held != m.held || w.Joint != 7 {
		t.Errorf("indices, holdings and the launches' figures after it: %+v", w)
	}
	if m.Speeds[1] != 20 || len(m.Alone) != 2 {
		t.Errorf("withUnit changed the memory it started from: %+v", m)
	}
}

// TestMemoryUnitEveryField: every slice of Memory is a per-unit figure,
// and unit and withUnit carry each one, whatever its type: filled for
// three units with values that tell them apart, unit 2 alone holds unit
// 2's, and written back it replaces unit 2's only.
func TestMemoryUnitEveryField(t *testing.T) {
	var m, mu Memory
	mv, muv := reflect.ValueOf(&m).Elem(), reflect.ValueOf(&mu).Elem()
	fill := func(v reflect.Value, base int) {
		for i := range v.Len() {
			e := v.Index(i)
			switch e.Kind() {
			case reflect.Float64:
				e.SetFloat(float64(base + i))
			case reflect.Int:
				e.SetInt(int64(base + i))
			case reflect.Bool:
				e.SetBool(i == 2)
			case reflect.Struct: // PackageTime
				e.Field(0).SetFloat(float64(base + i))
			default:
				t.Fatalf("a Memory slice of %v: teach this test its values", e.Type())
			}
		}
	}
	slices := 0
	for i := range mv.NumField() {
		f := mv.Field(i)
		if !f.CanSet() || f.Kind() != reflect.Slice {
			continue
		}
		slices++
		f.Set(reflect.MakeSlice(f.Type(), 3, 3))
		fill(f, 10)
		g := muv.Field(i)
		g.Set(reflect.MakeSlice(g.Type(), 1, 1))
		fill(g, 100)
	}
	u := m.unit(2)
	w := m.withUnit(2, 3, mu)
	uv, wv := reflect.ValueOf(u), reflect.ValueOf(w)
	for i := range mv.NumField() {
		f := mv.Field(i)
		if !f.CanSet() || f.Kind() != reflect.Slice {
			continue
		}
		name := mv.Type().Field(i).Name
		if uv.Field(i).Len() != 1 || !reflect.DeepEqual(uv.Field(i).Index(0).Interface(), f.Index(2).Interface()) {
			t.Errorf("%s: unit 2 alone has %v of %v", name, uv.Field(i).Interface(), f.Interface())
		}
		for j := range 3 {
			want := f.Index(j).Interface()
			if j == 2 {
				want = muv.Field(i).Index(0).Interface()
			}
			if !reflect.DeepEqual(wv.Field(i).Index(j).Interface(), want) {
				t.Errorf("%s[%d] after the leave: %v, want %v", name, j, wv.Field(i).Index(j).Interface(), want)
			}
		}
	}
	if slices < 20 {
		t.Errorf("found %d slices in Memory: the test does not see its fields", slices)
	}
}
