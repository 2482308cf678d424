package main

// This file prints the slow-waking section: the noisy host's launches
// (noisy.go) whose CPU, in half of them, computes several times slower
// for the first part of each launch, as a device waking from an idle
// spell does.

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/gosycl/gosycl/coexecutor/sim"
)

// wakeLaunches are noisyLaunches, their costs known, whose CPU in half
// of them (drawn apart, so that the rest is as noisyLaunches draws it)
// computes 2 to 4 times slower for its first 0.2 to 1.5 ms of each
// launch (sim.Device.WakeSlow).
func wakeLaunches() (ls []sim.Launch, waking []bool) {
	ls = noisyLaunches()
	waking = make([]bool, len(ls))
	rng := rand.New(rand.NewPCG(7, 8))
	for c := range ls {
		ls[c].KnownCosts = true
		if rng.IntN(2) == 0 {
			continue
		}
		waking[c] = true
		cpu := &ls[c].Devices[0]
		cpu.WakeSlow = 2 + 2*rng.Float64()
		cpu.Wake = 200*time.Microsecond + time.Duration(rng.Float64()*float64(1300*time.Microsecond))
	}
	return ls, waking
}

func slowWake() {
	ls, waking := wakeLaunches()
	fmt.Fprintf(out, "## A CPU that wakes slowly: the noisy host's %d launches, costs known\n\n", len(ls))
	fmt.Fprintln(out, "`wakeLaunches` in `coexecutor/sim/cmd/schedtables`: the launches of the noisy host above, the launch's costs known, whose CPU in half of them computes 2 to 4 times slower for its first 0.2 to 1.5 ms of each launch (`Device.WakeSlow`, the launch alone too), so that a head's first packages, small and at a launch's start, run below its speed. Sixteen launches of each, counted from the seventh, as above.")
	fmt.Fprintln(out)
	var steady, slow []sim.Launch
	for c, l := range ls {
		if waking[c] {
			slow = append(slow, l)
		} else {
			steady = append(steady, l)
		}
	}
	lateTable("the CPU wakes slowly", steady, slow)
}
