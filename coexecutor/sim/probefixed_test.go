package sim

import (
	"testing"
	"time"
)

// This file tests, on simulated launches, the guard's rule for a unit
// whose speed was measured only on packages that were mostly their fixed
// cost (coexecutor's Guard, "Rates, not fixed costs").

// fixedCostLaunch is a sparse matrix-vector product's shape: a native
// device (one work-group fills it) whose every package pays 500 µs of
// fixed cost, and which runs the launch alone in 8.7 ms; and a GPU whose
// kernel is a hundred times faster but whose copies make it 1.5 times
// slower end to end (13.2 ms). The nominal peaks rank the GPU nominal
// times the native device.
func fixedCostLaunch(nominal float64) Launch {
	return Launch{Groups: 4096, Devices: []Device{
		{Name: "native", ComputeUnits: 16, Occupancy: 1, Speed: 500e3, Latency: 500 * time.Microsecond, HostMemory: true, Nominal: 1},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 50e6, Latency: 10 * time.Microsecond, Transfer: 3200 * time.Nanosecond, Nominal: nominal},
	}}
}

// TestProbedOnFixedCost: a guess that ranks the GPU 500 times the native
// device keeps the native device out until its probe of one work-group
// (500 µs, nearly all a fixed cost) measures it, and that speed, bet on
// with the GPU's measured speed, made every package of it end after the
// GPU's whole launch: every launch ran on the GPU alone, 1.5 times the
// native device alone. Probed on instead (twice its largest package
// within its probe budget), the native device measures its time per
// work-group, and the weighing runs it alone: from the sixth launch on,
// every launch is within 2 % of the fastest device alone, but for the
// fixed costs of a trial alone's packages after its first.
func TestProbedOnFixedCost(t *testing.T) {
	for _, nominal := range []float64{100, 500} {
		for _, p := range threeSchedulers() {
			rs, err := Iterate(p.mk(), fixedCostLaunch(nominal), 12)
			if err != nil {
				t.Fatal(err)
			}
			l := fixedCostLaunch(nominal)
			for i, r := range rs[5:] {
				// A unit's trial alone in k packages (bounded:
				// coexecutor's trial.go) pays k-1 fixed costs more.
				trial := 0.0
				for u := range r.Groups {
					if r.Groups[1-u] == 0 && r.Packages[u] > 1 {
						trial = float64(r.Packages[u]-1) * l.Devices[u].Latency.Seconds()
					}
				}
				if best := min(r.TAlone[0], r.TAlone[1]); r.T > 1.02*best+trial {
					t.Errorf("GPU nominally %v times the native device, %s: launch %d took %.3f times the fastest device alone (groups %v, guard %q)",
						nominal, p.name, i+6, r.T/best, r.Groups, r.Guard)
				}
			}
		}
	}
}
