package coexecutor

// This file holds BenchmarkGuardLaunch: the guard's host work in one
// launch, per unit it leaves out.

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkGuardLaunch measures what the guard costs the host in one
// launch of a computation it has measured: a GPU-like unit takes the
// whole launch (16 work-groups, 0.3 ms) and 0, 1 or 2 CPU-like units ten
// times slower sit it out, from the launch's priors (guardPriors,
// Guard.start, the weighing) through each unit's request (grant) and the
// package's end to what the launch leaves for the next (remember) and
// the report's notes. ns/op of partnersK minus partners0 is what K units
// left out add to every such launch, before the first package and after
// the last (BenchmarkLaunchOverhead measures the whole launch).
func BenchmarkGuardLaunch(b *testing.B) {
	for _, k := range []int{0, 1, 2} {
		b.Run(fmt.Sprint("partners", k), func(b *testing.B) {
			setup := Setup{Groups: 16, Units: []UnitInfo{{Device: "gpu", GPU: true, ComputeUnits: 132, Power: 0.9, Occupancy: 132}}}
			for i := range k {
				setup.Units = append(setup.Units, UnitInfo{Device: fmt.Sprint("cpu", i), ComputeUnits: 16, Power: 0.1 / float64(k), HostMemory: true, Occupancy: 1, noBuild: i == 0})
			}
			var mem Memory
			launch := func() {
				l := Guard{}.start(setup.Groups, guardPriors(setup, mem))
				l.weigh(mem)
				rem := setup.Groups
				for u := range setup.Units {
					rem -= l.grant(u, rem, rem, rem, 0)
				}
				if rem != 0 || len(l.units[0].flight) == 0 {
					b.Fatalf("the GPU-like unit did not take the launch (%d work-groups left)", rem)
				}
				for u := 1; u <= k; u++ {
					if len(l.units[u].flight) > 0 {
						b.Fatalf("unit %d got work: the benchmark is to leave it out", u)
					}
				}
				l.completed(0, 300*time.Microsecond, noProfile, false, false)
				_ = l.notes()
				mem = l.remember(mem)
			}
			for range 50 { // the guard measures the units and leaves the slow ones out
				launch()
			}
			b.ResetTimer()
			for range b.N {
				launch()
			}
		})
	}
}
