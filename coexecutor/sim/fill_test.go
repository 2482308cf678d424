package sim

import (
	"math"
	"testing"
	"time"
)

// smallGroups is the nbody example's step at 163840 bodies in
// work-groups of 64 items (2560 work-groups) on n H100-like GPUs
// (132 compute units, each run at its full rate by 512 resident
// work-items: coexecutor's fill rule for compute capability 9.0), 27.2 ms
// on one GPU, its bodies kept on the devices and gathered through one
// host link of 50 GB/s. reported tells whether the Coexecutor is told the
// GPUs' fill (8 work-groups per compute unit, 1056) or counts one
// work-group per compute unit (132), as before the fill rule.
func smallGroups(n int, reported bool) Launch {
	const groups, lws, link = 2560, 64, 50e9
	const bytes = lws * 16.0 // a work-group's positions
	d := time.Duration(math.Round(bytes / link * 1e9))
	ds := FillGPUs(n, groups/27.2e-3)
	for i := range ds {
		ds[i].Unreported = !reported
		ds[i].Transfer, ds[i].Gather = d, d
		ds[i].Init = groups * d
	}
	return Launch{Groups: groups, LocalSize: lws, Devices: ds, SharedLink: true, Resident: true}
}

// With the fill counted in work-items, Dynamic and HGuided on 2 and 4
// GPUs run the step within 10 % of Static in every launch, the first too
// (the GPUs' fills told), over seeds 1-3, and hand out no package below the
// GPU's fill but a unit's last of a launch; counted as one work-group per
// compute unit, Dynamic's packages of a few work-groups per compute unit
// each take about as long as a GPU's share (more than 1.5 times Static's
// time): the simulated device does take the time of its fill for a
// package below it.
func TestSmallGroupsFill(t *testing.T) {
	const fill = 1056
	for _, n := range []int{2, 4} {
		for seed := int64(1); seed <= 3; seed++ {
			base := smallGroups(n, true)
			base.Seed = seed
			st := series(t, static, base, 6)
			for _, p := range []pol{dynamic, hguided} {
				rs := series(t, p, base, 6)
				for i, r := range rs {
					if r.T > 1.1*st[i].T {
						t.Errorf("%d GPUs, %s, seed %d, launch %d: %.2f ms, over 1.1 times static's %.2f ms (packages %v)", n, p.name, seed, i+1, r.T*1e3, st[i].T*1e3, r.Packages)
					}
					last := map[int]int{} // each unit's last package
					for _, pk := range r.Trace {
						last[pk.Unit] = pk.ID
					}
					for _, pk := range r.Trace {
						if pk.Groups < fill && pk.ID != last[pk.Unit] {
							t.Errorf("%d GPUs, %s, seed %d, launch %d: unit %d's package %d of %d work-groups, below the fill (%d), and not its last", n, p.name, seed, i+1, pk.Unit, pk.ID, pk.Groups, fill)
						}
					}
				}
			}
			old := smallGroups(n, false)
			old.Seed = seed
			for i, r := range series(t, dynamic, old, 6) {
				if r.T < 1.5*st[i].T {
					t.Errorf("%d GPUs, dynamic, fill unreported, seed %d, launch %d: %.2f ms, under 1.5 times static's %.2f ms: the simulated GPU does not model its fill", n, seed, i+1, r.T*1e3, st[i].T*1e3)
				}
			}
		}
	}
}
