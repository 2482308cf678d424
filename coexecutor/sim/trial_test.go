package sim

import (
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
)

// This file tests, on simulated launches, the weighing's trial alone
// (coexecutor's trial.go): bounded, a trial its prediction got wrong
// costs about the launch as weighed, not the unit's launch alone.

// TestTrialMispredictedByHead: a CPU on host memory six times slower
// than a GPU, package times jittered (log-normal, 0.5). The CPU's head
// (two packages alone, 16 and 32 work-groups) took about as long for
// both, and the line through them predicted its launch alone 85 times
// too fast: handed out whole, its trial took 3.3 times the GPU alone.
// Bounded, the trial's first package is sized by its speed in
// co-execution, its second ends by the trial's limit at the first's
// speed (a first package alone is not judged), the trial is cut once the
// two measure it, and that launch takes less than twice the fastest
// device alone (the launch as weighed, about the GPU's, plus what the
// rest co-executed takes): 1.28 times here, where a trial cut on its
// first package took 1.10.
func TestTrialMispredictedByHead(t *testing.T) {
	l := Launch{Groups: 4096, Seed: 10, Devices: []Device{
		{Name: "cpu", ComputeUnits: 16, Speed: 4096 / 15e-3, Latency: 50 * time.Microsecond, HostMemory: true, Contended: 1.3, Nominal: 1, Jitter: 0.5},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 4096 / 0.5e-3, Latency: 10 * time.Microsecond, Transfer: 488 * time.Nanosecond, Nominal: 20, Jitter: 0.5},
	}}
	rs, err := Iterate(&coexecutor.HGuided{}, l, 14)
	if err != nil {
		t.Fatal(err)
	}
	cut := 0
	for i, r := range rs {
		best := min(r.TAlone[0], r.TAlone[1])
		if g := strings.Join(r.Guard, " | "); strings.Contains(g, "launch alone until") {
			cut++
			if r.T >= 2*best {
				t.Errorf("launch %d, its trial cut, took %.2f times the fastest device alone: %s", i+1, r.T/best, g)
			}
		}
		if r.Groups[1] == 0 && r.T > 2*best {
			t.Errorf("launch %d ran the CPU alone, %.2f times the fastest device alone: %q", i+1, r.T/best, r.Guard)
		}
	}
	if cut == 0 {
		t.Error("no trial alone was cut: the case no longer reproduces the head's misprediction")
	}
}
