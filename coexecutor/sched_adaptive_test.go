package coexecutor

import (
	"math/rand/v2"
	"testing"
	"time"
)

// Driven by hand: probes double until the speed stops growing, then one
// split by speed.
func TestAdaptiveProbesThenSplits(t *testing.T) {
	s := Setup{Groups: 100000, Units: []UnitInfo{{Device: "a", Power: 0.5}, {Device: "b", Power: 0.5}}}
	sched, _ := (&Adaptive{}).New(s)
	a := sched.(*adaptiveSched)
	R := s.Groups
	next := func(u, want int) {
		t.Helper()
		if got := a.Next(u, R); got != want {
			t.Fatalf("Next(%d) = %d, want %d", u, got, want)
		}
		R -= want
	}
	// Unit 0: 1, 2, 4, 8 work-groups, handed out ahead (pipelined).
	next(0, 1)
	next(0, 2)
	next(1, 1)
	// 1 group in 1 ms, then 2 in 1 ms (speed doubles), then 4 in 2.1 ms
	// (speed grows < 10 %): saturated.
	at := time.Duration(0)
	done := func(u, groups int, d time.Duration) {
		a.Completed(Package{Unit: u, Groups: groups, Start: at, End: at + d})
		at += d
	}
	done(0, 1, time.Millisecond)
	next(0, 4)
	done(0, 2, time.Millisecond)
	next(0, 8)
	done(0, 4, 2100*time.Microsecond)
	if !a.saturated[0] || a.saturated[1] {
		t.Fatalf("saturated %v", a.saturated)
	}
	// Unit 0 keeps probing at its saturated size while unit 1 is probed.
	next(0, 4)
	done(1, 1, 10*time.Millisecond) // 100/s
	next(1, 2)
	done(1, 2, 20*time.Millisecond) // 100/s: no gain, saturated
	if a.shares != nil {
		t.Fatal("split before a request")
	}
	// Split: unit 0 ≈ 1950/s (the mean of its last two), unit 1 100/s;
	// of unit 0's 8+4 groups in flight, the 8 have had time to run, so it
	// gets T·s_0 − 4 with T = (R + 4)/Σs.
	s0, s1 := a.pace.speed(0), a.pace.speed(1)
	if l := a.pace.left(0, s0); l != 4 {
		t.Errorf("unit 0 has %v groups left in flight, want 4", l)
	}
	T := float64(R+4) / (s0 + s1)
	got0 := a.Next(0, R)
	if want := T*s0 - 4; float64(got0) < want-1 || float64(got0) > want+1 {
		t.Errorf("unit 0's share %d, want %.0f", got0, want)
	}
	R -= got0
	if got1 := a.Next(1, R); got1 != R {
		t.Errorf("unit 1's share %d, want the rest %d", got1, R)
	}
	if got := a.Next(0, 0); got != 0 {
		t.Errorf("after the split %d more", got)
	}
}

func TestAdaptiveLaunch(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	units := []simUnit{gpuUnit("gpu", time.Microsecond), cpuUnit("cpu", 3*time.Microsecond)}
	units[0].overhead, units[1].overhead = 20*time.Microsecond, 5*time.Microsecond
	_, run := launch(t, &Adaptive{}, 200000, units, 2, r)
	gpu := run.unitPackages(0)
	for i, want := range []int{32, 64, 128} { // from its occupancy, 8 compute units × 4
		if gpu[i].Groups != want {
			t.Errorf("GPU probe %d: %d work-groups, want %d", i, gpu[i].Groups, want)
		}
	}
	if last := gpu[len(gpu)-1].Groups; last < 100000 {
		t.Errorf("the GPU's last package, its share, has %d work-groups", last)
	}
	if b := float64(min(run.end[0], run.end[1])) / float64(lastEnd(run)); b < 0.97 {
		t.Errorf("balance %.3f (ends %v)", b, run.end)
	}
	t.Logf("ends %v; packages %d + %d", run.end, len(gpu), len(run.unitPackages(1)))
}
