package main

// This file prints the irregular-range section: launches of one
// computation over a sparse matrix whose costliest rows come first.

import (
	"fmt"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/sim"
)

// hubsGroups is a sparse matrix of 2^20 rows in work-groups of 256.
const hubsGroups = 4096

// hubsLaunch is a sparse matrix-vector product's shape on a CPU (host
// memory in place, 8.2 ms alone) and a GPU whose copies set its time
// (6.6 ms alone, its kernel a hundred times faster than the CPU's), over
// profile; with follow, a work-group's copies scale with its cost (its
// rows' nonzeros move with them).
func hubsLaunch(profile sim.Profile, follow bool) sim.Launch {
	return sim.Launch{Groups: hubsGroups, Cost: profile, DataFollowCost: follow, Devices: []sim.Device{
		{Name: "cpu", ComputeUnits: 16, Occupancy: 1, Speed: 500e3, Latency: 20 * time.Microsecond, HostMemory: true, Nominal: 1},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 50e6, Latency: 10 * time.Microsecond, Transfer: 1600 * time.Nanosecond, Nominal: 100},
	}}
}

func hubs() {
	fmt.Fprintf(out, "## An irregular range: a sparse matrix's costliest rows first, %d work-groups\n\n", hubsGroups)
	fmt.Fprintln(out, "A CPU (host memory in place) runs the launch alone in 8.2 ms, a GPU whose copies set its time in 6.6 ms; nominal peaks rank the GPU 100× the CPU. `hubs` is `sim.Hubs{}`: work-group i of g costs ((i+0.5)/g)^−2/3, the first about 140 times the mean, and its copies scale with its cost (`Launch.DataFollowCost`: a row's nonzeros move with it). Each launch of one computation: its HE (1.00: the two devices' combined speed; 0.55 is the GPU alone).")
	fmt.Fprintln(out)
	fmt.Fprintln(out, "| rows | scheduler | launch 1 | 2 | 3 | 4 | 5 | 6 | launches 7–12 |")
	fmt.Fprintln(out, "| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
	for _, c := range []struct {
		label   string
		profile sim.Profile
	}{{"regular", sim.Regular{}}, {"hubs", sim.Hubs{}}} {
		for _, e := range []struct {
			label string
			mk    func() coexecutor.Policy
		}{{"hguided", func() coexecutor.Policy { return &coexecutor.HGuided{} }}, {"static", func() coexecutor.Policy { return &coexecutor.Static{} }}, {"dynamic", func() coexecutor.Policy { return &coexecutor.Dynamic{} }}} {
			rs, err := sim.Iterate(e.mk(), hubsLaunch(c.profile, true), 12)
			if err != nil {
				panic(err)
			}
			fmt.Fprintf(out, "| %s | %s |", c.label, e.label)
			steady := 0.0
			for i, r := range rs {
				if i < 6 {
					fmt.Fprintf(out, " %.2f |", r.HE)
				} else {
					steady += r.HE / 6
				}
			}
			fmt.Fprintf(out, " %.2f |\n", steady)
		}
	}
	fmt.Fprintln(out)
}
