package main

// This file prints the irregular-range section: launches of one
// computation over a sparse matrix whose costliest rows come first, with
// and without the work-groups' costs known.

import (
	"fmt"

	"github.com/gosycl/gosycl/coexecutor/sim"
)

// hubsGroups is a sparse matrix of 2^20 rows in work-groups of 256.
const hubsGroups = 4096

func hubs() {
	fmt.Fprintf(out, "## An irregular range: a sparse matrix's costliest rows first, %d work-groups\n\n", hubsGroups)
	fmt.Fprintln(out, "`sim.Sparse`: a CPU (host memory in place) runs the launch alone in 8.2 ms, a GPU whose copies set its time in 6.6 ms; nominal peaks rank the GPU 100× the CPU. `hubs` is `sim.Hubs{}`: work-group i of g costs ((i+0.5)/g)^−2/3, the first about 140 times the mean, and its copies scale with its cost (`Launch.DataFollowCost`: a row's nonzeros move with it); `irregular` is `sim.Irregular{}`, a mandelbrot-like bump. Costs known: the Coexecutor is given the work-groups' costs (`coexecutor.Costs`, `Launch.KnownCosts`). Each launch of one computation: its HE (1.00: the two devices' combined speed; 0.55 is the GPU alone).")
	fmt.Fprintln(out)
	fmt.Fprintln(out, "| rows | costs known | scheduler | launch 1 | 2 | 3 | 4 | 5 | 6 | launches 7–12 |")
	fmt.Fprintln(out, "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
	for _, c := range []struct {
		label   string
		profile sim.Profile
		known   bool
	}{{"regular", sim.Regular{}, false}, {"hubs", sim.Hubs{}, false}, {"hubs", sim.Hubs{}, true}, {"irregular", sim.Irregular{}, false}, {"irregular", sim.Irregular{}, true}} {
		for _, e := range defaults() {
			l := sim.Sparse(hubsGroups, c.profile)
			l.KnownCosts = c.known
			rs, err := sim.Iterate(e.mk(), l, 12)
			if err != nil {
				panic(err)
			}
			known := "no"
			if c.known {
				known = "yes"
			}
			fmt.Fprintf(out, "| %s | %s | %s |", c.label, known, e.label)
			fmt.Fprintf(out, " %.2f |\n", launchCells(rs, func(r sim.Result) float64 { return r.HE }))
		}
	}
	fmt.Fprintln(out)
}
