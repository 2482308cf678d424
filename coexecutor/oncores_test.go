package coexecutor

// This file tests the guard's rule for the units on the host's cores
// (oncores.go) with tables of synthetic measurements.

import (
	"strings"
	"testing"

	"github.com/gosycl/gosycl/coexecutor/internal/launchmean"
)

// coresSetup is the native device (unit 0) and PoCL (unit 1), which
// compute on the host's cores, and, with gpu, a GPU (unit 2).
func coresSetup(groups int, gpu bool) Setup {
	s := Setup{Groups: groups, Units: []UnitInfo{
		{Device: "native", ComputeUnits: 16, Power: 1, HostMemory: true, Occupancy: 1, noBuild: true},
		{Device: "pocl", ComputeUnits: 16, Power: 1, HostMemory: true, Occupancy: 16},
	}}
	if gpu {
		s.Units = append(s.Units, UnitInfo{Device: "gpu", GPU: true, ComputeUnits: 100, Power: 4, Occupancy: 100})
	}
	return s
}

// TestOneOnCores: which unit on the host's cores takes work in a launch
// of 1000 work-groups, from what earlier launches measured: the way (the
// launch with one of them) measured fastest, or never measured and bound
// below that; another way once its unit's probe credit pays for what it
// is predicted to lose.
func TestOneOnCores(t *testing.T) {
	with := func(gpu bool, f func(*Memory)) Memory {
		n := 2
		if gpu {
			n = 3
		}
		m := Memory{Speeds: make([]float64, n), Packages: make([]int, n), OnCores: make([]float64, n), Solo: make([]float64, n), SoloFixed: make([]float64, n)}
		for i := range n {
			// Each ran before, at 1e5 work-groups a second beside the
			// others, and a head measured it alone at 2e5.
			m.Speeds[i], m.Packages[i], m.Solo[i] = 1e5, 4, 2e5
		}
		f(&m)
		return m
	}
	for _, tc := range []struct {
		name   string
		gpu    bool
		guard  Guard
		mem    Memory
		credit []float64 // the units' probe credit, seconds
		out    []bool
		note   string // a substring of the note of the unit on the cores left out
	}{
		{name: "a unit's speed not measured yet: both take part, their probes measure them",
			mem: with(false, func(m *Memory) { m.Speeds[1], m.Packages[1] = 0, 0 }), out: []bool{false, false}},
		{name: "both ways measured: the faster runs, the other sits out", mem: with(false, func(m *Memory) { m.OnCores[0], m.OnCores[1] = 1e5, 2e5 }),
			out: []bool{true, false}, note: "left out: unit 1 computes on the same host cores, and two units on one set of cores run no faster than the faster alone; with unit 1 the launch is predicted to take 5ms, with this unit 10ms"},
		{name: "the other way faster", mem: with(false, func(m *Memory) { m.OnCores[0], m.OnCores[1] = 3e5, 2e5 }), out: []bool{false, true}},
		{name: "a way never measured whose head beats the way measured runs, to be measured", mem: with(false, func(m *Memory) { m.OnCores[0], m.Solo[1] = 1e5, 4e5 }),
			out: []bool{true, false}},
		{name: "a way never measured whose head loses to the way measured sits out", mem: with(false, func(m *Memory) { m.OnCores[0], m.Solo[1] = 1e5, 5e4 }),
			out: []bool{false, true}},
		{name: "its credit pays for what it loses: the slower way runs again", mem: with(false, func(m *Memory) { m.OnCores[0], m.OnCores[1] = 1e5, 2e5 }),
			credit: []float64{0.0051, 0}, out: []bool{false, true}},
		{name: "its credit short of that: it sits out", mem: with(false, func(m *Memory) { m.OnCores[0], m.OnCores[1] = 1e5, 2e5 }),
			credit: []float64{0.0049, 0}, out: []bool{true, false}},
		// PoCL's speed on its device, measured beside the native device,
		// bounds its launch alone at 20 ms, over the native way's 10: a
		// way bounded slower than the way measured cannot win, and is
		// not measured.
		{name: "a way never measured whose bound loses to the way measured sits out", mem: with(false, func(m *Memory) {
			m.OnCores[0], m.Solo[1], m.OnDevice, m.OnDeviceShared = 1e5, 0, []float64{1e5, 2.5e4}, []int{1, 2}
		}), out: []bool{false, true}},
		// Its bound, measured beside the native device, may be far too
		// slow: its credit, 10 ms, pays for the 10 ms it predicts.
		{name: "a way never measured bound slower: it runs once its credit pays for what its bound loses", mem: with(false, func(m *Memory) {
			m.OnCores[0], m.Solo[1], m.OnDevice, m.OnDeviceShared = 1e5, 0, []float64{1e5, 2.5e4}, []int{1, 2}
		}), credit: []float64{0, 0.0101}, out: []bool{true, false}},
		{name: "its credit short of that: it sits out", mem: with(false, func(m *Memory) {
			m.OnCores[0], m.Solo[1], m.OnDevice, m.OnDeviceShared = 1e5, 0, []float64{1e5, 2.5e4}, []int{1, 2}
		}), credit: []float64{0, 0.0099}, out: []bool{false, true}},
		{name: "nothing predicts the other: the way measured runs", mem: with(false, func(m *Memory) { m.OnCores[0], m.Solo[1] = 1e5, 0 }),
			out: []bool{false, true}, note: "with unit 0 the launch is predicted to take 10ms, with this unit unknown"},
		{name: "beside a GPU: one unit on the cores, the GPU takes part", gpu: true, mem: with(true, func(m *Memory) { m.OnCores[0], m.OnCores[1] = 3e5, 2e5 }),
			out: []bool{false, true, false}},
		{name: "off: the papers' behaviour", guard: Guard{Off: true}, mem: with(false, func(m *Memory) { m.OnCores[0], m.OnCores[1] = 1e5, 2e5 }),
			out: []bool{false, false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := tc.guard.start(1000, guardPriors(coresSetup(1000, tc.gpu), tc.mem))
			for i, c := range tc.credit {
				l.units[i].credit = c
			}
			l.weigh(tc.mem)
			for i, want := range tc.out {
				if l.units[i].out != want {
					t.Errorf("unit %d out: %v, want %v (note %q)", i, l.units[i].out, want, l.note(i))
				}
				if want && tc.note != "" && !strings.Contains(l.note(i), tc.note) {
					t.Errorf("unit %d's note %q lacks %q", i, l.note(i), tc.note)
				}
			}
			if len(l.heads) > 0 {
				t.Errorf("heads %v, want none", l.heads)
			}
		})
	}
}

// TestOneOnCoresAfterCutTrial: units on the host's cores left out for
// another unit's trial alone (weigh.go) come back when the trial is cut
// and the rest is co-executed (trial.go), but only the one the rule
// picked at the launch's start; the other's report says why.
func TestOneOnCoresAfterCutTrial(t *testing.T) {
	mem := Memory{Speeds: []float64{1e5, 1e5, 4e5}, Packages: []int{4, 4, 4}, OnCores: []float64{1e5, 2e5, 0}}
	l := Guard{}.start(1000, guardPriors(coresSetup(1000, true), mem))
	for i := range 2 {
		l.units[i].out, l.units[i].note = true, guardNote{kind: noteWeigh, abs: true, n: 2}
	}
	l.oneOnCores(mem)
	if !l.units[0].out || !l.units[1].out {
		t.Fatalf("before the cut: units out %v, %v; want both, for the GPU's trial", l.units[0].out, l.units[1].out)
	}
	l.cutTrial(2, 0)
	if !l.units[0].out || l.units[1].out || l.units[2].out {
		t.Errorf("after the cut: units out %v, %v, %v; want only unit 0", l.units[0].out, l.units[1].out, l.units[2].out)
	}
	if want := "with unit 1 the launch is predicted to take 5ms, with this unit 10ms"; !strings.Contains(l.note(0), want) {
		t.Errorf("unit 0's note %q lacks %q", l.note(0), want)
	}
}

// stencilSpeeds are the native device's and PoCL's speeds in
// coresStencil's launches: 1 ms and 0.5 ms a launch.
var stencilSpeeds = []float64{1e6, 2e6}

// coresStencil is a stencil of 1000 work-groups whose grids stay where
// the last launch left them (Setup.Resident), on the native device (unit
// 0) and PoCL (unit 1) at stencilSpeeds, under HGuided: launch runs one
// launch after mem, and mem is what its first six launches left.
func coresStencil(t *testing.T) (launch func(mem Memory) Memory, mem Memory) {
	t.Helper()
	setup := coresSetup(1000, false)
	setup.Resident = true
	launch = func(mem Memory) Memory {
		_, m := weighedLaunch(t, "hguided", setup, stencilSpeeds, []float64{1e-5, 1e-5}, nil, 1, mem, nil)
		return m
	}
	for range 6 {
		mem = launch(mem)
	}
	return launch, mem
}

// TestOneOnCoresStencilRecovers: a stencil whose grids stay where the
// last launch left them (Setup.Resident), on the native device (unit 0)
// and PoCL (unit 1), PoCL twice as fast. Stalled launches left PoCL's
// way measured at three times its time, so the launches run on the
// native device. A retry of PoCL, paid by its credit, moves the grids to
// it and so is not weighed (weigh.go); the rule must still measure it
// again, and PoCL run the launches once it has.
func TestOneOnCoresStencilRecovers(t *testing.T) {
	const launches = 60
	launch, mem := coresStencil(t)
	if !(mem.OnCores[1] > 0) {
		t.Fatalf("PoCL's way is not measured after 6 launches: %v", mem.OnCores)
	}
	mem.OnCores[1], mem.OnCoresRuns[1] = 0.6e6, launchmean.Memory // stalled launches
	if !(mem.OnCores[0] > 0) {
		mem.OnCores[0], mem.OnCoresRuns[0] = 1e6, launchmean.Memory
	}
	var by []int // the unit that ran each launch alone, plus one
	for range launches {
		mem = launch(mem)
		by = append(by, mem.AloneBy)
	}
	pocl := 0
	for _, b := range by[launches/2:] {
		if b == 2 {
			pocl++
		}
	}
	t.Logf("launches alone by (unit+1): %v", by)
	if pocl < launches/2-2 {
		t.Errorf("PoCL ran %d of the last %d launches; launches alone by (unit+1): %v", pocl, launches/2, by)
	}
}

// TestOneOnCoresKeepsTrial: the first launches of a computation on the
// native device and PoCL, from nothing measured, data kept on the
// devices or not. In a launch where the weighing runs a unit on the
// host's cores alone (its trial), the rule for the cores does not leave
// that unit out too: some unit takes the launch's work.
func TestOneOnCoresKeepsTrial(t *testing.T) {
	const groups = 1000
	for _, resident := range []bool{false, true} {
		setup := coresSetup(groups, false)
		setup.Resident = resident
		var mem Memory
		trials := 0
		for i := range 8 {
			_, mem = weighedLaunch(t, "hguided", setup, []float64{1e6, 2e6}, []float64{1e-5, 1e-5}, nil, 1, mem, func(l *guardLaunch) {
				if f := l.trial.unit - 1; f >= 0 {
					trials++
					if l.units[f].out {
						t.Errorf("resident %v, launch %d: unit %d on trial is left out: %q", resident, i, f, l.note(f))
					}
				}
			})
		}
		if trials == 0 {
			t.Errorf("resident %v: no trial alone in 8 launches: the case does not test it", resident)
		}
	}
}

// TestOneOnCoresStencilBackoff: the stencil of
// TestOneOnCoresStencilRecovers, PoCL twice as fast as the native device,
// both ways measured so. Each retry of the native device runs two
// launches (the first moves the grids, and is not weighed) and loses: the
// retries come after runs of launches about doubling in length (each
// credit at half the rate, for a loss a little less than the last, the
// native device's mean replaced by its retry), as any retry that loses
// (TestGuardRetryBackoff).
func TestOneOnCoresStencilBackoff(t *testing.T) {
	const launches = 400
	launch, mem := coresStencil(t)
	// Each way measured, alone and on the cores; co-executed slower than
	// PoCL alone.
	for i, s := range stencilSpeeds {
		mem.OnCores[i], mem.OnCoresRuns[i] = s, launchmean.Memory
		mem.Alone[i], mem.AloneRuns[i] = s, launchmean.Memory
	}
	mem.Joint, mem.JointRuns = 1.5e6, launchmean.Memory
	var retries []int // the launches that began a run of the native device's
	last := 0
	for i := range launches {
		mem = launch(mem)
		if mem.AloneBy == 1 && last != 1 {
			retries = append(retries, i)
		}
		switch r := len(retries) - 1; {
		case mem.AloneBy == 1 && last == 1 && retries[r] != i-1:
			t.Errorf("launch %d: the native device ran a third launch in a row", i)
		case mem.AloneBy != 1 && last == 1 && retries[r] == i-1:
			t.Errorf("launch %d: the native device's retry at %d ran one launch, not two", i, i-1)
		}
		last = mem.AloneBy
	}
	t.Logf("retries of the native device at launches %v", retries)
	backedOff(t, "retries of the native device", retries, launches, func(gap, before int) bool { return 2*gap >= 3*before })
}
