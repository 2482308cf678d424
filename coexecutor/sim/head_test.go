package sim

import (
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
