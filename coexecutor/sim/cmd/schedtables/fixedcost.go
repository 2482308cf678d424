package main

// This file prints the fixed-cost section: a GPU whose every package pays
// a fixed cost, with and without the launch's costs by place known.

import (
	"fmt"
	"time"

	"github.com/gosycl/gosycl/coexecutor/sim"
)

func fixedCosts() {
	fmt.Fprintf(out, "## A GPU whose every package pays a fixed cost, %d work-groups\n\n", sim.FixedCost(0).Groups)
	fmt.Fprintln(out, "A CPU on host memory runs the launch alone in 22 ms; a GPU's kernel in 1 ms, its copies 4.9 ms, and every package it runs pays the fixed cost given (a submission, a synchronisation, the copies' setup). Costs known: the launch is told its work-groups' costs (here even: `Launch.KnownCosts` on a regular range), so that the Guard may trust the fixed cost its cost model measures and grow a package to the size at which that cost is at most `ProbeShare` of its time. Each launch: its T over the fastest device alone's; the last column is the GPU's packages in the tenth launch.")
	fmt.Fprintln(out)
	fmt.Fprintln(out, "| fixed cost | costs known | scheduler | launch 1 | 2 | 3 | 4 | 5 | 6 | launches 7–10 | GPU packages |")
	fmt.Fprintln(out, "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
	for _, latency := range []time.Duration{300 * time.Microsecond, time.Millisecond} {
		for _, known := range []bool{false, true} {
			for _, e := range defaults() {
				l := sim.FixedCost(latency)
				l.KnownCosts = known
				rs, err := sim.Iterate(e.mk(), l, 10)
				if err != nil {
					panic(err)
				}
				yes := "no"
				if known {
					yes = "yes"
				}
				fmt.Fprintf(out, "| %v | %s | %s |", latency, yes, e.label)
				fmt.Fprintf(out, " %.2f | %d |\n", launchCells(rs, relative), rs[9].Packages[1])
			}
		}
	}
	fmt.Fprintln(out)
}
