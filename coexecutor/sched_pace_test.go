package coexecutor

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"
)

// remember sets the units' powers to their throughputs in run, as the
// Coexecutor does between launches.
func remember(units []simUnit, run simRun) {
	for i := range units {
		var busy time.Duration
		for _, p := range run.unitPackages(i) {
			busy += p.Duration()
		}
		if busy > 0 {
			units[i].info.Power = float64(run.groups(i)) / busy.Seconds()
		}
	}
}

func twoUnits() Setup {
	return Setup{Groups: 10000, Units: []UnitInfo{{Device: "gpu", GPU: true, ComputeUnits: 8, Power: 0.5}, {Device: "cpu", ComputeUnits: 4, Power: 0.5}}}
}

// An unmeasured unit's speed is its prior scaled like the measured ones'.
func TestPaceEstimates(t *testing.T) {
	s := twoUnits()
	s.Units[0].Power, s.Units[1].Power = 0.8, 0.2
	p := newPace(s, 3, defaultSchedConfig(), nil)
	if p.speed(0) != 0.8 || p.speed(1) != 0.2 {
		t.Fatalf("priors %v %v", p.speed(0), p.speed(1))
	}
	p.completed(Package{Unit: 0, Groups: 400, End: time.Second})
	if got := p.speed(1); got != 100 {
		t.Errorf("estimated speed %v, want 100", got)
	}
	for i := 0; i < 5; i++ { // the window keeps the last 3
		p.completed(Package{Unit: 0, Groups: 100 * (i + 1), End: time.Second})
	}
	if got := p.speed(0); got != 400 {
		t.Errorf("speed over the last 3 = %v, want 400", got)
	}
	if got := proportional(10, []float64{3, 1, 0}); fmt.Sprint(got) != "[8 2 0]" {
		t.Errorf("proportional = %v", got)
	}
}

// With a GPU 200 times faster than the CPU, the guard leaves every
// scheduler's CPU idle, or gives it only packages that end in time, once
// it knows the CPU's speed, and from the start in the launches after, as a
// Coexecutor runs them (the powers and the guard's memory from the launch
// before).
func TestExtremeHeterogeneity(t *testing.T) {
	const groups = 20000
	units := []simUnit{gpuUnit("gpu", 5*time.Microsecond), cpuUnit("cpu", time.Millisecond)}
	slowGroup := time.Millisecond
	for _, pol := range []Policy{&Static{}, &Dynamic{}, &HGuided{}, &Sigmoid{}, &Adaptive{}, &Mash{}, &Memorizing{}, &ProfileStatic{}} {
		t.Run(pol.Name(), func(t *testing.T) {
			r := rand.New(rand.NewPCG(1, 2))
			units := append([]simUnit(nil), units...)
			var mem Memory
			for l := 0; l < 4; l++ {
				_, run, gl := launchGuarded(t, pol, groups, units, 2, r, mem)
				mem = gl.remember(mem)
				remember(units, run)
				fast := run.end[0]
				cpu := run.unitPackages(1)
				known := time.Duration(-1) // when the scheduler first knew the CPU's speed
				if l > 0 {
					known = 0
				}
				if len(cpu) > 0 && l == 0 {
					known = cpu[0].End
				}
				late := 0
				for _, p := range cpu {
					// Tolerance: the one work-group a unit gets when
					// nothing is in flight, and the part of the GPU's
					// package in flight the estimate does not see.
					if known >= 0 && p.Submit >= known && p.End > fast+slowGroup+fast/20 {
						late++
						t.Errorf("launch %d: CPU package %d×%d handed out at %v ends at %v, after the GPU's end %v", l, p.FirstGroup, p.Groups, p.Submit, p.End, fast)
					}
				}
				t.Logf("launch %d: GPU %d groups, ends %v; CPU %d packages, %d groups, ends %v", l, run.groups(0), fast, len(cpu), run.groups(1), run.end[1])
				if l > 0 && run.end[1] > fast+slowGroup+fast/20 {
					t.Errorf("launch %d: the CPU ends at %v, the GPU at %v", l, run.end[1], fast)
				}
			}
		})
	}
}
