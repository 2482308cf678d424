package sim

// This file tests, on simulated launches, the guard's rule for units
// that compute on the host's cores (coexecutor's oncores.go).

import (
	"fmt"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
)

// coresLaunch is a kernel on two CPU devices that compute on the same two
// cores, the native device and an OpenCL CPU device (PoCL): each runs at
// half its speed while the other runs a package, and a package that
// starts while the other's runs ends, half the time, a scheduling quantum
// later (a thread of one runtime preempted by the other's: Device.ContendedTail),
// so that together they are never faster than the faster alone. PoCL
// runs at poclSpeed times the native device's speed. With gpu > 0 a GPU
// that many times the native device's speed takes part too.
const groups = 4096

func coresLaunch(poclSpeed, gpu, jitter float64) Launch {
	native := groups / 10e-3 // 10 ms alone
	cpu := func(name string, speed float64, latency time.Duration) Device {
		return Device{Name: name, ComputeUnits: 2, Occupancy: 1, Speed: speed, Latency: latency, HostMemory: true,
			Contended: 2, ContendedTail: time.Millisecond, TailChance: 0.5, Nominal: 1, Jitter: jitter}
	}
	l := Launch{Groups: groups, Devices: []Device{cpu("native", native, 5*time.Microsecond), cpu("pocl", native*poclSpeed, 10*time.Microsecond)}}
	if gpu > 0 {
		l.Devices = append(l.Devices, Device{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: native * gpu, Latency: 10 * time.Microsecond, Transfer: time.Microsecond, Nominal: 20, Jitter: jitter})
	}
	return l
}

// TestOneUnitOnCores: from the second launch on, the native device and
// PoCL never both take work in a launch (a head, which runs alone at the
// launch's start, apart), whichever is faster and with a GPU or not.
// Without a GPU, from the third launch on, more launches give work to the
// faster than to the slower, and those launches lose to the faster alone
// at most ProbeShare of their time (the retries) and one launch of the
// slower (measuring it). A bound many times too slow waits long for the
// credit: under Static, where PoCL is the faster, its first launch gives
// it a few work-groups whose preempted packages bound it a hundred times
// too slow, and the twenty launches stay on the native device. Beside a GPU the simulator's
// contention does not add up over the devices that slow a CPU, so it
// cannot price which CPU device should run beside it; only the rule is
// checked there. Without the rule the two CPU devices co-execute in most
// of these launches.
func TestOneUnitOnCores(t *testing.T) {
	pols := threeSchedulers()
	for _, c := range []struct {
		pocl, gpu, jitter float64
		stays             string // the scheduler under which the launches stay on the slower (its bound far too slow)
	}{
		{0.5, 0, 0, ""}, {0.9, 0, 0.05, ""}, {1.2, 0, 0.05, "static"}, {3, 0, 0, "static"},
		{0.7, 2, 0.05, ""}, {1.5, 2, 0, ""}, {2, 20, 0.05, ""},
	} {
		for _, p := range pols {
			stays := c.stays == p.name
			name := fmt.Sprintf("pocl %v times native, gpu %v, jitter %v, %s", c.pocl, c.gpu, c.jitter, p.name)
			const n = 20
			rs, err := Iterate(p.mk(), coresLaunch(c.pocl, c.gpu, c.jitter), n)
			if err != nil {
				t.Fatal(name, err)
			}
			var excess, total, slower float64
			faster, fast, slow := 0, 0, 0
			if c.pocl > 1 {
				faster = 1
			}
			for i, r := range rs {
				both := r.Groups[0] > 0 && r.Groups[1] > 0 && r.Heads[0] == "" && r.Heads[1] == ""
				if i > 0 && both {
					t.Errorf("%s: launch %d gave work to both CPU devices (groups %v, guard %q)", name, i+1, r.Groups, r.Guard)
				}
				if i < 2 {
					continue
				}
				best := min(r.TAlone[0], r.TAlone[1])
				excess += max(0, r.T-best)
				total += r.T
				slower = max(r.TAlone[0], r.TAlone[1]) - best
				if r.Groups[faster] > 0 && r.Heads[faster] == "" {
					fast++
				}
				if r.Groups[1-faster] > 0 && r.Heads[1-faster] == "" {
					slow++
				}
			}
			if c.gpu > 0 {
				continue
			}
			if stays {
				if fast > 0 {
					t.Errorf("%s: %d launches from the third gave work to the faster CPU device: the rule now measures a way whose bound is far too slow within twenty launches; update this row and docs/schedulers.md", name, fast)
				}
				continue
			}
			if excess > coexecutor.DefaultProbeShare*total+slower {
				t.Errorf("%s: the launches from the third lost %.3g s of %.3g s to the faster CPU device alone", name, excess, total)
			}
			if fast <= slow {
				t.Errorf("%s: from the third launch, %d launches gave work to the faster CPU device (unit %d) beyond a head, %d to the slower", name, fast, faster, slow)
			}
		}
	}
}
