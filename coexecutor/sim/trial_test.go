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

// TestTrialOfTailedProbes: the triad's shape (tailedTriad), where the
// CPU's packages beside the GPU mostly take their fixed costs and tails,
// so that its speed in co-execution is a small fraction of its speed
// alone, and its first package of the computation pays one-off costs
// too. Its head alone bounds it fast enough for a trial, whose first
// packages, of one size (the second holds what runs in the first's time,
// the unit's fixed cost not known), mostly take their fixed costs: they
// draw no line, and the trial is not judged on them (trial.go). Every
// scheduler runs every launch from the tenth at most 1.1 times the CPU
// alone, over three seeds. When two packages of one size judged the
// trial, at their mean time per work-group, 18 of these 36 runs failed:
// HGuided's in every case, and Dynamic's and Static's with a tail of
// 0.5 ms and no first cost (trials cut, the launches co-executed at over
// twice the CPU alone: HGuided and Dynamic never settled in 20 launches,
// Static from the 18th to the 20th).
func TestTrialOfTailedProbes(t *testing.T) {
	const launches, settled = 20, 10
	for _, c := range []struct{ first, tail time.Duration }{
		{0, 500 * time.Microsecond},
		{1500 * time.Microsecond, 0},
		{1500 * time.Microsecond, 500 * time.Microsecond},
		{1500 * time.Microsecond, 3500 * time.Microsecond},
	} {
		for _, p := range []pol{hguided, dynamic, static} {
			for seed := int64(1); seed <= 3; seed++ {
				l := tailedTriad(c.first, c.tail)
				l.Seed = seed
				rs := series(t, p, l, launches)
				if from := settledFrom(rs, 1.1); from > settled {
					for i, r := range rs {
						t.Logf("launch %d: %.2f ms (CPU alone %.2f) groups %v guard %q", i+1, r.T*1e3, r.TAlone[0]*1e3, r.Groups, r.Guard)
					}
					t.Errorf("%s, first package %v more, tail %v, seed %d: within 1.1 times the CPU alone from launch %d, not %d", p.name, c.first, c.tail, seed, from, settled)
				}
			}
		}
	}
}

// tailedTriad is a stream triad's shape (131072 work-groups of 512): a
// CPU computing on host memory in place runs the launch alone in 8.2
// ms, at half its speed beside a GPU whose copies through host memory
// set its time alone (19.8 ms); every package of the CPU pays 150 µs (a
// command's hand-off to its threads), each that starts beside the GPU's
// tail more, and its first of the computation first more (a first
// enqueue's one-off costs, slowed as the rest of the package).
func tailedTriad(first, tail time.Duration) Launch {
	cpu := CPU("opencl-cpu", 131072/8.2e-3)
	cpu.Latency, cpu.First, cpu.HostMemory, cpu.Contended, cpu.ContendedTail = 150*time.Microsecond, first, true, 2, tail
	gpu := GPU("gpu", 1e8)
	gpu.Transfer = 141 * time.Nanosecond
	return Launch{Groups: 131072, LocalSize: 512, Devices: []Device{cpu, gpu}}
}
