package main

// The fill table: a launch of small work-groups on GPUs filled by
// work-items (coexecutor's fill rule), with the fill told to the
// Coexecutor or counted as one work-group per compute unit.

import (
	"fmt"
	"math"
	"time"

	"github.com/gosycl/gosycl/coexecutor/sim"
)

// smallGroups is the nbody example's step at 163840 bodies, 2560
// work-groups of 64 items, 27.2 ms on one GPU, on n FillGPUs, its bodies
// kept on the devices and gathered through one host link of 50 GB/s.
func smallGroups(n int, reported bool) sim.Launch {
	const groups, lws, link = 2560, 64, 50e9
	d := time.Duration(math.Round(lws * 16.0 / link * 1e9)) // a work-group's positions
	ds := sim.FillGPUs(n, groups/27.2e-3)
	for i := range ds {
		ds[i].Unreported = !reported
		ds[i].Transfer, ds[i].Gather = d, d
		ds[i].Init = groups * d
	}
	return sim.Launch{Groups: groups, LocalSize: lws, Devices: ds, SharedLink: true, Resident: true}
}

func fillTable() {
	ns := []int{1, 2, 4}
	fmt.Fprintln(out, "## Small work-groups: GPUs filled by work-items")
	fmt.Fprintln(out)
	fmt.Fprintln(out, "The nbody example's step at 163840 bodies (2560 work-groups of 64 items, 27.2 ms on one GPU) on 1, 2 and 4 GPUs of 132 compute units, each at its full rate with 512 resident work-items (`sim.FillGPUs`: 8 work-groups of 64 per compute unit, 1056 work-groups; a package below that takes as long as it), the bodies kept on the devices and gathered through one host link of 50 GB/s. Milliseconds per launch, steady state (launches 6–10), means over seeds 1–5, the Guard on; the Coexecutor told the GPUs' fill (coexecutor's fill rule, from what the GPU reports) / counting one work-group per compute unit (`sim.Device.Unreported`, the rule before).")
	fmt.Fprintln(out)
	header([]string{"scheduler"}, ns, "%d GPUs")
	for _, e := range schedulers() {
		row := fmt.Sprintf("| %s |", e.label)
		for _, n := range ns {
			var t [2]float64
			for i, reported := range []bool{true, false} {
				_, s := measure(e, smallGroups(n, reported), iters)
				t[i] = s.T * 1e3
			}
			row += fmt.Sprintf(" %.1f / %.1f |", t[0], t[1])
		}
		fmt.Fprintln(out, row)
	}
	fmt.Fprintln(out)
}
