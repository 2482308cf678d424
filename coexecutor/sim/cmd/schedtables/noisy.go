package main

// This file prints the noisy-host section: random CPU + GPU launches of
// even cost whose CPU pays a fixed cost per package and, beside the GPU's
// packages, a contention slowdown and now and then a tail, with and
// without the launch's costs by place known.

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/gosycl/gosycl/coexecutor/sim"
)

// noisyLaunches are the section's launches, drawn from a fixed seed: the
// CPU alone takes 2 to 22 ms, the GPU (copies included) 0.1 to 4.1 times
// that; each package pays a fixed cost of up to 0.5 ms on the CPU and up
// to 1 ms on the GPU; the CPU runs 1 to 2 times slower beside the GPU's
// packages, and in half the launches a contended CPU package ends up to
// 3 ms later with a chance of 5 to 55 %; every package's time varies by
// 5 %.
func noisyLaunches() []sim.Launch {
	const n, groups = 60, 16384
	rng := rand.New(rand.NewPCG(7, 7))
	ls := make([]sim.Launch, n)
	for c := range ls {
		cpu := 2e-3 + rng.Float64()*20e-3
		gpu := cpu * (0.1 + rng.Float64()*4)
		cpuFixed := time.Duration(rng.Float64() * float64(500*time.Microsecond))
		gpuFixed := time.Duration(rng.Float64() * float64(time.Millisecond))
		var tail time.Duration
		chance := 0.0
		if rng.IntN(2) == 0 {
			tail = time.Duration(rng.Float64() * float64(3*time.Millisecond))
			chance = 0.05 + rng.Float64()*0.5
		}
		ls[c] = sim.Launch{Groups: groups, Seed: int64(c), Devices: []sim.Device{
			{Name: "cpu", ComputeUnits: 16, Speed: groups / cpu, Latency: cpuFixed, HostMemory: true, Contended: 1 + rng.Float64(),
				ContendedTail: tail, TailChance: chance, Nominal: 1, Jitter: 0.05},
			{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 20 * groups / gpu, Latency: gpuFixed,
				Transfer: time.Duration(0.95 * gpu / groups * 1e9), Nominal: 20, Jitter: 0.05},
		}}
	}
	return ls
}

func noisyHost() {
	ls := noisyLaunches()
	fmt.Fprintf(out, "## A noisy host: %d random CPU + GPU launches of even cost\n\n", len(ls))
	fmt.Fprintln(out, "`noisyLaunches` in `coexecutor/sim/cmd/schedtables`: the CPU (host memory in place) alone takes 2 to 22 ms, the GPU, its copies included, 0.1 to 4.1 times that; each package pays a fixed cost of up to 0.5 ms on the CPU and 1 ms on the GPU; the CPU runs 1 to 2 times slower beside the GPU's packages, and in half the launches a contended CPU package ends up to 3 ms later with a chance of 5 to 55 % (`Device.TailChance`); 5 % jitter. Sixteen launches of each, counted from the seventh: the launches over 1.05 times the fastest device alone, of them those that ran the slower device alone, and the mean of their time over the fastest device alone's.")
	fmt.Fprintln(out)
	var known []sim.Launch
	for _, l := range ls {
		l.KnownCosts = true
		known = append(known, l)
	}
	lateTable("costs known", ls, known)
}

// lateTable prints a table of the launches' last ten of sixteen
// (tallyLate) under each default scheduler, a row for each, first for
// the launches no, then for those yes, column naming what tells them
// apart.
func lateTable(column string, no, yes []sim.Launch) {
	fmt.Fprintf(out, "| %s | scheduler | launches over 1.05× the fastest alone | of them the slower device alone | mean T / fastest alone |\n", column)
	fmt.Fprintln(out, "| --- | --- | --- | --- | --- |")
	for i, ls := range [][]sim.Launch{no, yes} {
		for _, e := range defaults() {
			fmt.Fprintf(out, "| %s | %s | %s |\n", [...]string{"no", "yes"}[i], e.label, tallyLate(e, ls))
		}
	}
	fmt.Fprintln(out)
}

// tallyLate runs each launch sixteen times as one computation under e's
// scheduler and tallies the launches from the seventh: those over 1.05
// times the fastest device alone, of them those that ran the slower
// device alone, and the mean of their time over the fastest device
// alone's, as the cells of a table row.
func tallyLate(e entry, ls []sim.Launch) string {
	over, wrong, runs := 0, 0, 0
	sum := 0.0
	for _, l := range ls {
		rs, err := sim.Iterate(e.mk(), l, 16)
		if err != nil {
			panic(err)
		}
		for _, r := range rs[6:] {
			runs++
			x := relative(r)
			sum += x
			if x <= 1.05 {
				continue
			}
			over++
			if r.Groups[0] == 0 && r.TAlone[0] < r.TAlone[1] || r.Groups[1] == 0 && r.TAlone[1] < r.TAlone[0] {
				wrong++
			}
		}
	}
	return fmt.Sprintf("%d of %d | %d | %.3f", over, runs, wrong, sum/float64(runs))
}
