package sim

import (
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
)

// This file tests, on simulated launches, the weighing's trial alone,
// bounded (coexecutor's trial.go).

// TestTrialOfAHopelessUnit: N-body's shape on a native device (one
// work-group fills it) fifty times slower than a GPU. The native device's
// only packages in co-execution are probes of one work-group, so its
// speed alone is not known, and once the weighing credit reaches the
// launch as weighed it runs a trial alone, paid for by that credit
// whatever its prediction. The trial is cut at the launch as weighed,
// and the GPU then takes the rest in about that time: no launch takes
// much more than twice the GPU alone (jitter 0.1). With the limit of a
// trial paid for beyond the launch as weighed (twice that plus the
// credit) the trial's launch took 2.5 to 2.9 times the GPU alone.
func TestTrialOfAHopelessUnit(t *testing.T) {
	for seed := int64(1); seed <= 4; seed++ {
		l := Launch{Groups: 128, Seed: seed, KnownCosts: true, Devices: []Device{
			{Name: "native", ComputeUnits: 1, Speed: 128 / 160e-3, Latency: 30 * time.Microsecond, HostMemory: true, Contended: 1.2, Nominal: 1, Jitter: 0.1},
			{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 128 / 3.1e-3, Latency: 15 * time.Microsecond, Transfer: time.Microsecond, Nominal: 16, Jitter: 0.1},
		}}
		for _, p := range []coexecutor.Policy{&coexecutor.HGuided{}, &coexecutor.Static{}, &coexecutor.Dynamic{}} {
			rs, err := Iterate(p, l, 60)
			if err != nil {
				t.Fatal(err)
			}
			trials := 0
			for i, r := range rs {
				g := strings.Join(r.Guard, " | ")
				if strings.Contains(g, "launch alone until") {
					trials++
				}
				if x := r.T / r.TAlone[1]; x > 2.1 {
					t.Errorf("seed %d, %s, launch %d: %.2f times the GPU alone, groups %v, guard %q", seed, p.Name(), i+1, x, r.Groups, g)
				}
			}
			if trials == 0 {
				t.Errorf("seed %d, %s: no trial cut in %d launches (the test's premise)", seed, p.Name(), len(rs))
			}
		}
	}
}
