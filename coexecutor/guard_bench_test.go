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
// whole launch (16 work-groups, 0.3 ms, its fill holding them all) and 0,
// 1 or 2 CPU-like units, whose one work-group takes 1 ms, sit it out,
// from the launch's priors (guardPriors, Guard.start, the weighing)
// through each unit's request (grant) and the package's end to what the
// launch leaves for the next (remember) and the report's notes. ns/op of
// partnersK minus partners0 is what K units left out add to every such
// launch, before the first package and after the last
// (BenchmarkLaunchOverhead measures the whole launch). The CPU-like units
// are measured by their probes in the first launches, and re-probed
// where the credit they earn sitting out pays (probes/op counts the
// packages they get).
func BenchmarkGuardLaunch(b *testing.B) {
	for _, k := range []int{0, 1, 2} {
		b.Run(fmt.Sprint("partners", k), func(b *testing.B) {
			setup := Setup{Groups: 16, Units: []UnitInfo{{Device: "gpu", GPU: true, ComputeUnits: 132, Power: 0.9, Occupancy: 132}}}
			for i := range k {
				setup.Units = append(setup.Units, UnitInfo{Device: fmt.Sprint("cpu", i), ComputeUnits: 16, Power: 0.1 / float64(k), HostMemory: true, Occupancy: 1, noBuild: i == 0})
			}
			var mem Memory
			probes := 0
			// One launch in virtual time: each unit idle asks for work,
			// a GPU-like package takes 0.3 ms whatever it holds (its fill
			// holds the launch), a CPU-like one 1 ms per work-group; the
			// earliest end is reported, and the units ask again, until
			// the work is done (a trial alone, the weighing's, hands the
			// rest out after it).
			launch := func() {
				l := Guard{}.start(setup.Groups, guardPriors(setup, mem))
				l.weigh(mem)
				rem := setup.Groups
				ends := make([]time.Duration, len(setup.Units)) // 0: idle
				var now time.Duration
				for range 64 {
					for u := range setup.Units {
						if ends[u] > 0 || rem == 0 {
							continue
						}
						n := l.grant(u, rem, rem, rem, now)
						switch {
						case n > 0 && u == 0:
							ends[u] = now + 300*time.Microsecond
						case n > 0:
							ends[u] = now + time.Duration(n)*time.Millisecond
							probes++
						}
						rem -= n
					}
					next := -1
					for u, e := range ends {
						if e > 0 && (next < 0 || e < ends[next]) {
							next = u
						}
					}
					if next < 0 {
						break
					}
					now, ends[next] = ends[next], 0
					l.completed(next, now, noProfile, false, false)
				}
				if rem != 0 {
					b.Fatalf("%d work-groups left with no unit busy", rem)
				}
				_ = l.notes()
				mem = l.remember(mem)
			}
			for range 50 { // the guard measures the units and leaves the slow ones out
				launch()
			}
			probes = 0
			b.ResetTimer()
			for range b.N {
				launch()
			}
			b.ReportMetric(float64(probes)/float64(b.N), "probes/op")
		})
	}
}
