package main

// This file prints the hidden-CPU section: a memory-bound kernel whose
// CPU, fastest alone, runs many times slower beside the GPU's copies, so
// that what the guard measures of it in co-execution hides its speed
// alone (a known limit of the guard, docs/schedulers.md).

import (
	"fmt"
	"strings"
	"time"

	"github.com/gosycl/gosycl/coexecutor/sim"
)

// hiddenLaunch is the triad as the GPU machine runs it, alone in its
// process: 262144 work-groups, a CPU on host memory 10 ms alone, slow
// times slower beside the GPU's packages and wakeSlow times slower for
// the first wake of each launch, paying lat a package; a GPU 2 ms of
// compute whose copies (76 ns a work-group) make it 20 ms alone.
func hiddenLaunch(slow float64, lat time.Duration, wakeSlow float64, wake time.Duration, seed int64) sim.Launch {
	const groups = 262144
	return sim.Launch{Groups: groups, Seed: seed, KnownCosts: true, Devices: []sim.Device{
		{Name: "cpu", ComputeUnits: 16, Speed: groups / 10e-3, Latency: lat, HostMemory: true, Contended: slow, Nominal: 1, Jitter: 0.1, WakeSlow: wakeSlow, Wake: wake},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: groups / 2e-3, Latency: 15 * time.Microsecond, Transfer: 76 * time.Nanosecond, Nominal: 20, Jitter: 0.1},
	}}
}

func hiddenCPU() {
	const launches, seeds = 15, 6
	fmt.Fprintln(out, "## A CPU that contention hides: the triad alone in its process, 262144 work-groups")
	fmt.Fprintln(out)
	fmt.Fprintf(out, "`hiddenLaunch` in `coexecutor/sim/cmd/schedtables`: the CPU (host memory in place) takes 10 ms alone, half the GPU's 20 ms (its copies, 76 ns a work-group, bound it), runs `Contended` times slower while a GPU package runs and slower still for its start-up at each launch's start (`WakeSlow` times for `Wake`), and pays a fixed cost per package; 10 %% jitter, costs known. %d launches of one computation, seeds 1 to %d: the mean of launches 4 to %d over the CPU alone's, and the first launch each seed ran on the CPU alone (– for none). Beside the GPU the CPU's packages measure it many times slower than it is alone; where its heads cannot measure it past its fixed cost and start-up within their part of a launch, the guard keeps co-executing or runs the GPU alone (2.0: the GPU alone throughout).\n\n", launches, seeds, launches)
	fmt.Fprintln(out, "| slowed | per package | start-up | scheduler | launches 4–15 / CPU alone | first launch on the CPU alone, per seed |")
	fmt.Fprintln(out, "| --- | --- | --- | --- | --- | --- |")
	for _, c := range []struct {
		slow     float64
		lat      time.Duration
		wakeSlow float64
		wake     time.Duration
	}{
		{4, 100 * time.Microsecond, 4, time.Millisecond}, {4, 500 * time.Microsecond, 4, time.Millisecond},
		{20, 100 * time.Microsecond, 4, time.Millisecond}, {20, 500 * time.Microsecond, 4, time.Millisecond},
		{100, 100 * time.Microsecond, 4, time.Millisecond},
		{4, 40 * time.Microsecond, 8, 300 * time.Microsecond},
	} {
		for _, e := range defaults() {
			sum, n := 0.0, 0
			var first []string
			for seed := int64(1); seed <= seeds; seed++ {
				l := hiddenLaunch(c.slow, c.lat, c.wakeSlow, c.wake, seed)
				rs, err := sim.Iterate(e.mk(), l, launches)
				if err != nil {
					panic(err)
				}
				at := "–"
				for i, r := range rs {
					if i >= 3 {
						sum += relative(r) // the CPU is the fastest alone
						n++
					}
					if at == "–" && r.Groups[0] == l.Groups {
						at = fmt.Sprint(i + 1)
					}
				}
				first = append(first, at)
			}
			fmt.Fprintf(out, "| %.3g× | %v | %.3g× for %v | %s | %.2f | %s |\n", c.slow, c.lat, c.wakeSlow, c.wake, e.label, sum/float64(n), strings.Join(first, " "))
		}
	}
	fmt.Fprintln(out)
}
