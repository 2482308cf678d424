package sim

import (
	"fmt"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
)

// This file tests, on simulated launches, a launch whose work-groups'
// costs the Coexecutor is given (coexecutor.Setup.Costs, the Costs of a
// launch).

// TestKnownCostsAsRegular: told its work-groups' costs, a launch over a
// range whose cost varies by place (a sparse matrix's hubs first, a
// mandelbrot-like bump, clustered rays, a rising cost) settles as the
// same launch over a regular range does: from the seventh launch on, its
// HE is within 5 % of the regular range's under HGuided, Static and
// Dynamic. Not told, a speed measured at one place mispredicts packages
// at another, and some of these launches settle far lower.
func TestKnownCostsAsRegular(t *testing.T) {
	steady := func(p func() coexecutor.Policy, prof Profile, known bool) float64 {
		l := Sparse(4096, prof)
		l.KnownCosts = known
		rs, err := Iterate(p(), l, 12)
		if err != nil {
			t.Fatal(err)
		}
		he := 1.0
		for _, r := range rs[6:] {
			he = min(he, r.HE)
		}
		return he
	}
	for _, p := range []pol{hguided, static, dynamic} {
		regular := steady(p.mk, Regular{}, false)
		for _, prof := range []Profile{Hubs{}, Irregular{}, Ray{}, Increasing{}} {
			if got := steady(p.mk, prof, true); got < 0.95*regular {
				t.Errorf("%s, %s, costs known: lowest HE of launches 7–12 %.2f, the regular range's %.2f", p.name, prof.Name(), got, regular)
			}
		}
	}
}

// TestKnownCostsEveryGroupOnce: told the costs, every scheduler still
// runs every work-group once, whatever the platform, profile, size, depth
// and data kept on the devices or not (the Commander converts between
// work and work-groups at every hand-out).
func TestKnownCostsEveryGroupOnce(t *testing.T) {
	platforms := map[string][]Device{"batel": Batel(4), "extreme": CPUGPU(200), "sparse": Sparse(1, Regular{}).Devices}
	for _, p := range allPolicies() {
		for pn, devs := range platforms {
			for _, pf := range []Profile{Regular{Noise: 0.3}, Hubs{}, Ray{}, Replay{Label: "steps", Trace: []float64{1, 1, 5, 0, 2, 8, 1}}} {
				for _, g := range []int{1, 2, 5, 97, 4096, 3*4096 + 7} {
					for _, resident := range []bool{false, true} {
						l := Launch{Groups: g, Cost: pf, Devices: devs, Seed: int64(g), KnownCosts: true, Resident: resident}
						rs, err := Iterate(p.mk(), l, 4)
						if err != nil {
							t.Fatalf("%s on %s, %s, %d work-groups: %v", p.name, pn, pf.Name(), g, err)
						}
						for i, r := range rs {
							check(t, fmt.Sprintf("%s on %s, %s, %d work-groups, resident %v, launch %d", p.name, pn, pf.Name(), g, resident, i), l, r, 2)
						}
					}
				}
			}
		}
	}
}

// fixedCostGPU is sim.FixedCost, told its costs or not.
func fixedCostGPU(latency time.Duration, known bool) Launch {
	l := FixedCost(latency)
	l.KnownCosts = known
	return l
}

// TestFullSpeedPackages: told the costs, HGuided and Dynamic give a GPU
// whose every package pays a fixed cost of 0.3 or 1 ms its work in one
// package once its cost model knows that fixed cost (the Guard's
// full-speed package), and settle where Static, which gives each unit one
// package, does: from the seventh launch, within 2 % of Static's launch.
// Not told, a line through two packages may read their places' costs as a
// fixed cost, and the rule is off: they split the GPU's work and lose
// to the GPU alone until the weighing leaves the CPU out.
func TestFullSpeedPackages(t *testing.T) {
	for _, latency := range []time.Duration{300 * time.Microsecond, time.Millisecond} {
		st, err := Iterate(&coexecutor.Static{}, fixedCostGPU(latency, true), 10)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range []pol{hguided, dynamic} {
			rs, err := Iterate(p.mk(), fixedCostGPU(latency, true), 10)
			if err != nil {
				t.Fatal(err)
			}
			for i := 6; i < 10; i++ {
				if r := rs[i]; r.T > 1.02*st[i].T || r.Packages[1] != 1 {
					t.Errorf("%v per package, %s, launch %d: %.2f ms in %d GPU packages, Static %.2f ms", latency, p.name, i+1, 1e3*r.T, r.Packages[1], 1e3*st[i].T)
				}
			}
		}
	}
}
