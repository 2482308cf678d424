package sim

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
)

// This file tests, on simulated launches, what the weighing's heads
// measure (coexecutor's head.go): two packages that mostly took their
// fixed costs bound a unit's speed alone, and do not predict it.

// TestHeadOfFixedCosts: a CPU on host memory six times slower than a GPU,
// package times jittered (log-normal, 0.5). The CPU's head (two packages
// alone, 16 and 32 work-groups) takes about as long for both: mostly
// their fixed costs. Taken as a measure, the line through them predicted
// the CPU's launch alone 85 times too fast, and its trial alone, bounded
// and cut, cost that launch 1.28 times the fastest device alone. The
// packages' work, by the line, does not exceed their fixed cost, so the
// head gives a bound, the CPU is not tried alone, and no launch takes
// 1.2 times the fastest device alone (the jitter moves them by about
// 0.1).
func TestHeadOfFixedCosts(t *testing.T) {
	l := Launch{Groups: 4096, Seed: 10, Devices: []Device{
		{Name: "cpu", ComputeUnits: 16, Speed: 4096 / 15e-3, Latency: 50 * time.Microsecond, HostMemory: true, Contended: 1.3, Nominal: 1, Jitter: 0.5},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 4096 / 0.5e-3, Latency: 10 * time.Microsecond, Transfer: 488 * time.Nanosecond, Nominal: 20, Jitter: 0.5},
	}}
	rs, err := Iterate(&coexecutor.HGuided{}, l, 14)
	if err != nil {
		t.Fatal(err)
	}
	headed := false
	for i, r := range rs {
		best := min(r.TAlone[0], r.TAlone[1])
		g := strings.Join(r.Guard, " | ")
		headed = headed || strings.Contains(g, "ran alone to measure their speeds")
		if strings.Contains(g, "launch alone until") || r.Groups[1] == 0 {
			t.Errorf("launch %d tried the CPU alone: %q", i+1, g)
		}
		if r.T >= 1.2*best {
			t.Errorf("launch %d took %.2f times the fastest device alone: %q", i+1, r.T/best, g)
		}
	}
	if !headed {
		t.Error("no launch ran the CPU's head: the case no longer measures a head of fixed costs")
	}
}

// TestHeadWakesSlow: the triad over host memory on a CPU (9 ms alone) and
// a GPU whose copies go through that memory (20 ms alone), each slowing
// the other twice beside it, costs by place known (an even-cost kernel).
// The CPU wakes slowly: for its first millisecond in each launch it
// computes 3.5 times slower (Device.WakeSlow), so its head's first
// packages, small and at a launch's start, draw a line 3.5 times too steep, which
// predicted it alone slower than co-executed: HGuided and Dynamic
// co-executed 8 % slower than the CPU alone in every launch, never trying
// it alone (the weighing's trial alone went to the GPU, whose head is
// right). A line steeper than the CPU's packages beside the GPU measured
// is a bound (coexecutor's head.go): the CPU, the unit predicted fastest
// by its bounds, runs the launch alone by the sixth launch, with every
// scheduler and seed.
func TestHeadWakesSlow(t *testing.T) {
	for seed := int64(1); seed <= 6; seed++ {
		l := Launch{Groups: 65536, Seed: seed, KnownCosts: true, Devices: []Device{
			{Name: "cpu", ComputeUnits: 16, Speed: 65536 / 9e-3, Latency: 80 * time.Microsecond, HostMemory: true, Contended: 2, Nominal: 1, Jitter: 0.05, WakeSlow: 3.5, Wake: time.Millisecond},
			{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 65536 / 0.3e-3, Latency: 15 * time.Microsecond, Transfer: 300 * time.Nanosecond, Nominal: 20, Jitter: 0.05},
		}}
		cpuRunsAlone(t, l, 6, func(p coexecutor.Policy, rs []Result) {
			headed := false
			for i, r := range rs {
				// The report says what the CPU's head measured, in every
				// launch in which a unit waited for heads.
				headed = headed || strings.HasPrefix(r.Heads[0], "ran a head alone")
				if strings.Contains(strings.Join(r.Guard, " "), "ran alone to measure their speeds") && r.Heads[0]+r.Heads[1] == "" {
					t.Errorf("seed %d, %s, launch %d: a unit waited for heads (%q), but no unit's report has a head", seed, p.Name(), i+1, r.Guard)
				}
			}
			if !headed {
				t.Errorf("seed %d, %s: the CPU ran no head: the case no longer measures a head at a launch's start", seed, p.Name())
			}
		})
	}
}

// TestHeadGrowsPastStartUp: the triad alone in its process (the
// schedtables hidden-CPU section): a CPU on host memory 10 ms alone,
// 20 times slower beside the GPU's packages and 4 times slower for its
// first millisecond in each launch, 100 µs a package; a GPU 20 ms alone,
// its copies bounding it. Sized by the CPU's speed beside the GPU, its
// head's first two packages run within the start-up; a line drawn
// through them alone kept every scheduler on the GPU alone for good,
// twice the CPU alone's time. A head that goes on while
// its part of the launch holds a larger package measures the CPU past
// its start-up, and the CPU runs a launch alone by the twelfth launch,
// with every scheduler and seed.
func TestHeadGrowsPastStartUp(t *testing.T) {
	for seed := int64(1); seed <= 6; seed++ {
		l := Launch{Groups: 262144, Seed: seed, KnownCosts: true, Devices: []Device{
			{Name: "cpu", ComputeUnits: 16, Speed: 262144 / 10e-3, Latency: 100 * time.Microsecond, HostMemory: true, Contended: 20, Nominal: 1, Jitter: 0.1, WakeSlow: 4, Wake: time.Millisecond},
			{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 262144 / 2e-3, Latency: 15 * time.Microsecond, Transfer: 76 * time.Nanosecond, Nominal: 20, Jitter: 0.1},
		}}
		cpuRunsAlone(t, l, 12, nil)
	}
}

// TestHeadGoesOnPastWake: the triad over buffers on a CPU on host
// memory (9 ms alone, 40 µs a package) and a GPU whose copies make it
// 20 ms alone; the CPU runs 4 times slower beside the GPU's packages and
// 8 times slower for its first 0.3 ms in each launch. Its head, sized by
// its speed beside the GPU, runs within that start-up and measures a
// bound; the next launch's head goes on from the bound's package once
// its part holds two packages of at least that size (the first as large,
// the second twice it). Where it waited for a part that held two of at
// least twice that size, a head of 0.18 ms in a part of 0.83 ms never
// went on, and HGuided ran the CPU alone first in the twentieth launch
// (seed 1), co-executing 1.5 times slower until then. The CPU runs a
// launch alone by the fifth launch, with every scheduler and seed.
func TestHeadGoesOnPastWake(t *testing.T) {
	for seed := int64(1); seed <= 6; seed++ {
		l := Launch{Groups: 262144, Seed: seed, KnownCosts: true, Devices: []Device{
			{Name: "cpu", ComputeUnits: 16, Speed: 262144 / 9e-3, Latency: 40 * time.Microsecond, HostMemory: true, Contended: 4, Nominal: 1, Jitter: 0.1, WakeSlow: 8, Wake: 300 * time.Microsecond},
			{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 262144 / 2e-3, Latency: 15 * time.Microsecond, Transfer: 69 * time.Nanosecond, Nominal: 20, Jitter: 0.1},
		}}
		cpuRunsAlone(t, l, 5, nil)
	}
}

// cpuRunsAlone runs l's computation for n launches under HGuided, Static
// and Dynamic, checks that unit 0 (the CPU) ran one of them alone, and
// hands each scheduler's launches to check, where not nil.
func cpuRunsAlone(t *testing.T, l Launch, n int, check func(coexecutor.Policy, []Result)) {
	t.Helper()
	for _, p := range []coexecutor.Policy{&coexecutor.HGuided{}, &coexecutor.Static{}, &coexecutor.Dynamic{}} {
		rs, err := Iterate(p, l, n)
		if err != nil {
			t.Fatal(err)
		}
		if check != nil {
			check(p, rs)
		}
		alone := false
		for _, r := range rs {
			alone = alone || r.Groups[0] == l.Groups
		}
		if !alone {
			var b strings.Builder
			for i, r := range rs {
				fmt.Fprintf(&b, "\n  launch %d: %.2f times the CPU alone, groups %v, guard %q", i+1, r.T/r.TAlone[0], r.Groups, r.Guard)
			}
			t.Errorf("seed %d, %s: the CPU ran no launch alone in %d%s", l.Seed, p.Name(), n, b.String())
		}
	}
}
