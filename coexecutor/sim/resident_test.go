package sim

import (
	"math"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
)

// With resident data, a launch after the first copies only what its
// devices did not compute before: Static with fixed powers and without
// the guard gives each unit the same work-groups every launch, so a unit
// pays its halos and nothing else, exactly as many as it has neighbours;
// the first launch copies everything, as without residency.
func TestResidentCopiesOnlyHalos(t *testing.T) {
	const groups = 4096
	ds := GPUs(4)
	for i := range ds {
		ds[i].Jitter = 0
		ds[i].Transfer = time.Second / GPUSpeed // copies as long as the compute
		ds[i].Halo = 7 * time.Microsecond
	}
	l := Launch{Groups: groups, Devices: ds, Powers: []float64{1, 1, 1, 1}, Resident: true, SharedLink: true, Guard: coexecutor.Guard{Off: true}}
	rs := series(t, static, l, 3)
	l.Resident = false
	fresh, err := Run(static.mk(), l)
	if err != nil {
		t.Fatal(err)
	}
	if rs[0].T < fresh.T {
		t.Errorf("the first resident launch (%.6f s) copies less than a fresh one (%.6f s)", rs[0].T, fresh.T)
	}
	for i, r := range rs[1:] {
		for _, p := range r.Trace {
			neighbours := 0
			if p.FirstGroup > 0 {
				neighbours++
			}
			if p.FirstGroup+p.Groups < groups {
				neighbours++
			}
			d := ds[p.Unit]
			compute := time.Duration(math.Round(float64(p.Groups) / d.Speed * 1e9))
			want := compute + d.Latency + time.Duration(neighbours)*d.Halo
			if got := p.End - p.Start; got < want-time.Microsecond || got > want+time.Microsecond {
				t.Errorf("launch %d, %v: took %v, want %v (compute, latency and %d halos)", i+2, p, got, want, neighbours)
			}
		}
	}
	if s := rs[2].Speedup; s < 3.5 {
		t.Errorf("resident, 4 GPUs through one link: speedup %.2f < 3.5", s)
	}
}

// A transfer-bound kernel through one host link cannot beat twice one
// GPU with fresh data every launch (TestSharedLinkBoundsScaling); with its
// data resident and only halos moving, eight GPUs scale nearly linearly
// (here without the guard) under the schedulers that give each unit the
// work-groups it had before: Memorizing by its records, and Dynamic and
// ProfileStatic by the range rule, each unit cutting its packages from
// what it ran the launch before. Before the range rule Dynamic, which
// hands the work-groups out in request order, scaled no better than with
// fresh data (3 at most). Gather (an all-pairs kernel: each device
// copies what the others computed) bounds them by the link again.
func TestResidentScaling(t *testing.T) {
	ds := GPUs(8)
	for i := range ds {
		ds[i].Transfer = time.Second / GPUSpeed
		ds[i].Halo = 20 * time.Microsecond
	}
	l := Launch{Groups: 65536, Devices: ds, SharedLink: true, Resident: true, Guard: coexecutor.Guard{Off: true}}
	steady := func(p pol, l Launch) float64 {
		return mean(t, p, l, 10, 5, 2, func(r Result) float64 { return r.Speedup })
	}
	for _, p := range []pol{profileStatic, memorizing, dynamic} {
		if s := steady(p, l); s < 6.5 {
			t.Errorf("%s, resident, halos only: steady speedup %.2f < 6.5 on 8 GPUs", p.name, s)
		}
	}
	for i := range ds {
		ds[i].Halo, ds[i].Gather = 0, time.Second/GPUSpeed
	}
	if s := steady(memorizing, l); s > 2 {
		t.Errorf("memorizing, resident, all-gather through one link: speedup %.2f > 2", s)
	}
}
