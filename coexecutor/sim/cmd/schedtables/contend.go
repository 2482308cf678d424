package main

// This file prints the contention section: launches of one computation
// where co-execution slows a CPU that computes on host memory, weighed by
// the guard's heads.

import (
	"fmt"
	"time"

	"github.com/gosycl/gosycl/coexecutor/sim"
)

func contention() {
	fmt.Fprintf(out, "## Contention: a CPU on host memory slowed while the GPU's packages run, %d work-groups\n\n", groups)
	fmt.Fprintln(out, "A memory-bound kernel: the CPU (host memory in place, `Device.HostMemory`) runs k times the GPU's speed alone and `Contended` times slower while a GPU package runs; nominal peaks rank the GPU 20× the CPU. Each launch of one computation: its T over the fastest device alone's (1.00: as fast as the best device alone; below 1, co-execution wins).")
	fmt.Fprintln(out)
	fmt.Fprintln(out, "| CPU / GPU alone | slowed | scheduler | launch 1 | 2 | 3 | 4 | 5 | 6 | launches 7–12 |")
	fmt.Fprintln(out, "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
	for _, c := range []struct{ speed, slow float64 }{{1.2, 8}, {3, 3}, {0.5, 8}, {3, 1}} {
		for _, e := range defaults() {
			l := sim.Launch{Groups: groups, Devices: []sim.Device{
				{Name: "cpu", ComputeUnits: 16, Speed: 1e6 * c.speed, Latency: 20 * time.Microsecond, HostMemory: true, Contended: c.slow, Nominal: 1},
				{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 1e6, Latency: 10 * time.Microsecond, Nominal: 20},
			}}
			rs, err := sim.Iterate(e.mk(), l, 12)
			if err != nil {
				panic(err)
			}
			fmt.Fprintf(out, "| %.3g | %.3g× | %s |", c.speed, c.slow, e.label)
			fmt.Fprintf(out, " %.2f |\n", launchCells(rs, relative))
		}
	}
	fmt.Fprintln(out)
}

// relative is a launch's T over the fastest device alone's.
func relative(r sim.Result) float64 { return r.T / minOf(r.TAlone) }

// launchCells prints f of each of the first six launches as table cells
// and returns the mean of f over the others.
func launchCells(rs []sim.Result, f func(sim.Result) float64) float64 {
	steady := 0.0
	for i, r := range rs {
		if i < 6 {
			fmt.Fprintf(out, " %.2f |", f(r))
		} else {
			steady += f(r) / float64(len(rs)-6)
		}
	}
	return steady
}
