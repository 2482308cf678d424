package sim

import (
	"fmt"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
)

// buildLaunch is a compute-bound launch of 512 work-groups that a GPU
// runs in 2.6 ms, once its program, which takes build to build, is
// built; the native CPU (filled by one work-group, on host memory) is
// ratio times slower and ready at once. The Coexecutor's prior is the
// nominal peaks (the GPU 528 times the CPU).
func buildLaunch(ratio float64, build time.Duration) Launch {
	const groups, alone = 512, 2.6e-3
	gpu := GPU("gpu", groups/alone)
	gpu.Build = build
	native := CPU("native", groups/alone/ratio)
	native.Occupancy, native.HostMemory = 1, true
	return Launch{Groups: groups, LocalSize: 64, Devices: []Device{gpu, native}, Seed: 1}
}

// firstStart is when unit u's first package of r started; an hour when
// it ran none.
func firstStart(r Result, u int) time.Duration {
	at := time.Hour
	for _, p := range r.Trace {
		if p.Unit == u {
			at = min(at, p.Start)
		}
	}
	return at
}

// The first launch of a kernel while the GPU builds its program (Guard,
// "Late joiners"), over a table of speed ratios and build times, with a
// CPU that runs its packages whole and with one that gives back what it
// has not started when the GPU joins (as the Coexecutor's native device
// does): the launch ends at most JoinShare of the GPU's first launch
// alone (its build included) later than that launch, plus the CPU's
// probe of one work-group, which goes out at once since nothing is
// measured in seconds; giving back, it ends within that probe of the
// GPU's first launch alone (the GPU takes what remains at once when it
// joins), and within (1 + JoinShare) of the CPU's launch alone (its
// packages are not cut for the build: the join takes back what they
// have not started). The CPU, which sat out while the guard waited for the build
// before, starts before the build ends; and where its launch alone
// takes at most JoinShare of the build, the launch does not wait for
// the build (its packages, which grow with the build's time, take the
// rest of the launch by then).
func TestLateJoinBound(t *testing.T) {
	const join = coexecutor.DefaultJoinShare
	for _, p := range []pol{static, dynamic, hguided} {
		for _, ratio := range []float64{2, 10, 50, 500} {
			for _, build := range []time.Duration{time.Millisecond, 6 * time.Millisecond, 30 * time.Millisecond, 300 * time.Millisecond} {
				l := buildLaunch(ratio, build)
				g := l
				g.Devices = l.Devices[:1]
				gpu := series(t, p, g, 1)[0]
				n := l
				n.Devices = l.Devices[1:]
				native := series(t, p, n, 1)[0]
				probe := native.T / float64(l.Groups)
				for _, gives := range []bool{false, true} {
					name := fmt.Sprintf("%s ratio %g build %v gives back %v", p.name, ratio, build, gives)
					l := buildLaunch(ratio, build)
					l.Devices[1].GivesBack = gives
					co := series(t, p, l, 1)[0]
					bound := (1+join)*gpu.T + probe
					if gives {
						bound = min(gpu.T+probe, (1+join)*native.T)
					}
					if co.T > bound {
						t.Errorf("%s: first launch %.2f ms, the GPU's alone %.2f ms (bound %.2f; packages %v; guard %q)", name, co.T*1e3, gpu.T*1e3, bound*1e3, co.Packages, co.Guard)
					}
					if cpu := firstStart(co, 1); cpu >= build {
						t.Errorf("%s: the CPU's first package started at %v, after the GPU's build (packages %v; guard %q)", name, cpu, co.Packages, co.Guard)
					}
					if native.T <= join*build.Seconds() && co.T >= build.Seconds() {
						t.Errorf("%s: first launch %.2f ms waited for the build, the CPU alone %.2f ms (packages %v; guard %q)", name, co.T*1e3, native.T*1e3, co.Packages, co.Guard)
					}
					t.Logf("%s: first launch %.2f ms, GPU alone %.2f, CPU alone %.2f; packages %v", name, co.T*1e3, gpu.T*1e3, native.T*1e3, co.Packages)
				}
			}
		}
	}
}

// A build that outlasts a launch goes on into the next ones (the
// Coexecutor does not wait for it): the CPU runs the launches that start
// before the build ends, and the GPU runs from the first launch that
// starts after it (in the launch in which the build ends, the CPU may
// hold all that remains: its packages grow with the build's time).
func TestLateJoinLaterLaunch(t *testing.T) {
	l := buildLaunch(10, 100*time.Millisecond)
	rs := series(t, hguided, l, 8)
	var start time.Duration
	after := false
	for i, r := range rs {
		t.Logf("launch %d at %v: %.2f ms, packages %v", i, start, r.T*1e3, r.Packages)
		switch {
		case start+secs(r.T) <= l.Devices[0].Build && r.Packages[0] > 0:
			t.Errorf("launch %d, over before the build, ran packages on the GPU", i)
		case start >= l.Devices[0].Build && !after:
			after = true
			if r.Packages[0] == 0 {
				t.Errorf("launch %d, the first after the build, ran none on the GPU", i)
			}
		}
		start += secs(r.T)
	}
	if !after {
		t.Fatal("no launch started after the build")
	}
	if last := rs[len(rs)-1]; last.T > 1.05*2.6e-3+100e-6 {
		t.Errorf("the last launch took %.2f ms, the GPU alone 2.6 (packages %v)", last.T*1e3, last.Packages)
	}
}
