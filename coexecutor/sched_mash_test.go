package coexecutor

import (
	"math/rand/v2"
	"testing"
	"time"
)

// mashUnits: unit 0 pays 2 ms per package (single offloading wins), unit
// 1 slows down on large packages (its cache: multiple wins), unit 2 is
// linear without overheads (S = 1: the default mode).
func mashUnits() []simUnit {
	a := cpuUnit("a", 10*time.Microsecond)
	a.overhead = 2 * time.Millisecond
	b := gpuUnit("b", 0)
	b.cost = func(lo, hi int) time.Duration {
		n := float64(hi - lo)
		return time.Duration(n * 10e3 * (1 + n/500)) // 10 µs a group, more when many
	}
	c := cpuUnit("c", 10*time.Microsecond)
	return []simUnit{a, b, c}
}

func TestMashProfilesThenCoexecutes(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	units := mashUnits()
	pol := &Mash{Reprofile: 2}
	var kinds []string
	for l := 0; l < 8; l++ {
		sched, run := launch(t, pol, 30000, units, 2, r)
		switch s := sched.(type) {
		case *mashProfiler:
			kinds = append(kinds, "profile")
			if got := s.kinds; len(got) < 2 || got[0] != mashSingle || got[1] != mashMultiple {
				t.Errorf("launch %d: unit %d's profiling packages %v", l, s.d, got)
			}
		case *mashCoexec:
			kinds = append(kinds, "coexec")
			// Unit 0 (single) one package; unit 2 (multiple) several
			// (unit 1 takes long over its first).
			if n := len(run.unitPackages(0)); n != 1 {
				t.Errorf("launch %d: the single unit ran %d packages", l, n)
			}
			if n := len(run.unitPackages(2)); n < 3 {
				t.Errorf("launch %d: multiple unit 2 ran %d packages", l, n)
			}
			t.Logf("launch %d: ends %v; work %d %d %d", l, run.end, run.groups(0), run.groups(1), run.groups(2))
		}
		remember(units, run)
	}
	if got, want := kinds, []string{"profile", "profile", "profile", "coexec", "coexec", "profile", "profile", "profile"}; len(got) != len(want) || got[3] != want[3] || got[4] != want[4] || got[5] != want[5] || got[2] != want[2] {
		t.Errorf("launch kinds %v, want %v", got, want)
	}
	st := pol.mem.get(setupFor(30000, units, 12), nil)
	for u, want := range []mashMode{mashSingle, mashMultiple, mashMultiple} {
		p := st.prof[u]
		t.Logf("unit %d: %v, S = %.2f, th = %.0f/s", u, p.mode, p.ratio, p.th)
		if !p.done || p.mode != want {
			t.Errorf("unit %d: mode %v, want %v (S = %.2f)", u, p.mode, want, p.ratio)
		}
	}
	if p := st.prof[0]; p.ratio >= 0.9 {
		t.Errorf("unit 0: S = %.2f, want < 0.9", p.ratio)
	}
	if p := st.prof[1]; p.ratio <= 1.1 {
		t.Errorf("unit 1: S = %.2f, want > 1.1", p.ratio)
	}
	if p := st.prof[2]; p.ratio < 0.9 || p.ratio > 1.1 {
		t.Errorf("unit 2: S = %.2f, want about 1", p.ratio)
	}

	// Declared regular, the unit within the threshold runs single.
	pol = &Mash{Regular: true}
	for l := 0; l < 3; l++ {
		launch(t, pol, 30000, units, 2, r)
	}
	st = pol.mem.get(setupFor(30000, units, 12), nil)
	if st.prof[2].mode != mashSingle || st.prof[1].mode != mashMultiple {
		t.Errorf("regular: modes %v %v %v", st.prof[0].mode, st.prof[1].mode, st.prof[2].mode)
	}
}

// The co-execution phase by hand: powers from the profile, one Static
// package per single unit, HGuided for the multiple group on what the
// single group does not hold.
func TestMashCoexecSplit(t *testing.T) {
	pol := &mashPolicy{cfg: defaultSchedConfig(), mem: &across[mashState]{}}
	s := Setup{Groups: 1000, Units: []UnitInfo{{Device: "s", Power: 1.0 / 3}, {Device: "m1", Power: 1.0 / 3}, {Device: "m2", Power: 1.0 / 3}}}
	st := pol.mem.get(s, func() *mashState { return &mashState{prof: make([]mashProfile, 3), speeds: make([]float64, 3)} })
	st.stage = 3
	st.prof = []mashProfile{{done: true, mode: mashSingle, th: 400}, {done: true, mode: mashMultiple, th: 400}, {done: true, mode: mashMultiple, th: 200}}
	sched := pol.newSched(s)
	// The single unit's share: 1000·400/1000.
	if got := sched.Next(0, 1000); got != 400 {
		t.Errorf("single share %d, want 400", got)
	}
	// m1: ⌈600·(2/3)/2⌉ = 200; m2: ⌈400·(1/3)/2⌉ = 67.
	if got := sched.Next(1, 600); got != 200 {
		t.Errorf("m1 %d, want 200", got)
	}
	if got := sched.Next(2, 400); got != 67 {
		t.Errorf("m2 %d, want 67", got)
	}
	if got := sched.Next(0, 333); got != 0 {
		t.Errorf("the single unit got %d more", got)
	}
}

// cutter stands for the Guard between a scheduler and the units: it
// passes Next's answers through cut, which may shrink them (the
// scheduler is not told, as it is not by the Commander).
type cutter struct {
	Scheduler
	cut func(u, size, remaining int) int
}

func (c cutter) Next(u, remaining int) int {
	return c.cut(u, c.Scheduler.Next(u, remaining), remaining)
}

// The Guard may cut the unit's first package, its single-offloading
// sample (to a probe, say). Such a sample is no single offloading: on a
// kernel whose first rows are cheap a cut sample can make a slow CPU look
// many times as fast in single mode as in multiple. The profile must come
// from the packages that ran as planned.
func TestMashProfileIgnoresACutSinglePackage(t *testing.T) {
	first := true
	pol, s, prof, run := profileCheapFirstRows(t, 100*time.Microsecond, func(u, size, _ int) int {
		if u == 0 && first && size > 0 {
			first = false
			return max(1, size/4)
		}
		return size
	})
	if got := run.unitPackages(0)[0]; 2*got.Groups >= prof.planned {
		t.Fatalf("the single package ran %d of its %d work-groups: not cut", got.Groups, prof.planned)
	}
	st := pol.mem.get(s, nil)
	p := st.prof[0]
	if !p.done || p.ratio != 0 || p.mode != mashMultiple {
		t.Errorf("profile %+v: want no mode comparison (S = 0) and the default mode, multiple", p)
	}
	if p.th > 1500 { // the expensive rows run at 1000 work-groups per second
		t.Errorf("throughput %.0f work-groups/s, want that of the planned packages (about 1000)", p.th)
	}
}

// profileCheapFirstRows runs Mash's first profiling launch, of a CPU whose
// work-groups 64-127 take cheap each and the others 1 ms, beside a GPU at
// 50 µs a work-group, the powers a guess, with the packages passed
// through cut.
func profileCheapFirstRows(t *testing.T, cheap time.Duration, cut func(u, size, remaining int) int) (*Mash, Setup, *mashProfiler, simRun) {
	t.Helper()
	cpu := cpuUnit("cpu", 0)
	gpu := gpuUnit("gpu", 50*time.Microsecond)
	const from = 64
	cpu.cost = func(lo, hi int) time.Duration {
		var d time.Duration
		for g := lo; g < hi; g++ {
			if g >= from && g < from+64 {
				d += cheap
			} else {
				d += time.Millisecond
			}
		}
		return d
	}
	units := []simUnit{cpu, gpu}
	pol := &Mash{}
	s := setupFor(4096, units, 8)
	s.PowersUnknown = true
	sched, err := pol.New(s)
	if err != nil {
		t.Fatal(err)
	}
	return pol, s, sched.(*mashProfiler), drive(t, cutter{sched, cut}, 4096, units, 2, rand.New(rand.NewPCG(3, 4)))
}

// When the profiled unit is left alone (the Guard left the other out),
// its last profiling package is all the rest of the launch, more than its
// profiling budget: the profile must still be taken.
func TestMashProfileEndsWhenTheUnitTakesTheRest(t *testing.T) {
	pol, s, prof, run := profileCheapFirstRows(t, time.Microsecond, func(u, size, remaining int) int {
		switch {
		case u == 1:
			return 0 // left out
		case size > 0 && remaining <= 4096-64:
			return remaining // alone: the rest at once
		}
		return size
	})
	last := run.unitPackages(0)[len(run.unitPackages(0))-1]
	if last.Offset+last.Groups != 4096 || last.Groups <= prof.planned {
		t.Fatalf("the CPU's last package %v: not the rest of the launch", last)
	}
	if p := pol.mem.get(s, nil).prof[0]; !p.done || p.th <= 0 {
		t.Errorf("profile %+v: want it taken", p)
	}
}
