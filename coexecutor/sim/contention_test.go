package sim

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
)

// contendedLaunch is a memory-bound kernel on a CPU computing on host
// memory in place, speed times a GPU's speed alone, that runs slow times
// slower while the GPU's packages (which move their data through host
// memory) run; the devices' nominal peaks rank the GPU twenty times the
// CPU.
func contendedLaunch(speed, slow float64) Launch {
	return Launch{Groups: 65536, Devices: []Device{
		{Name: "cpu", ComputeUnits: 16, Speed: 1e6 * speed, Latency: 20 * time.Microsecond, HostMemory: true, Contended: slow, Nominal: 1},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 1e6, Latency: 10 * time.Microsecond, Nominal: 20},
	}}
}

// namedPolicy is a scheduler by name, made anew for each run.
type namedPolicy struct {
	name string
	mk   func() coexecutor.Policy
}

// threeSchedulers are the papers' Static, Dynamic and HGuided.
func threeSchedulers() []namedPolicy {
	return []namedPolicy{
		{"hguided", func() coexecutor.Policy { return &coexecutor.HGuided{} }},
		{"static", func() coexecutor.Policy { return &coexecutor.Static{} }},
		{"dynamic", func() coexecutor.Policy { return &coexecutor.Dynamic{} }},
	}
}

// TestContendedWeighing: the guard's weighing with heads (coexecutor's
// head.go) on simulated launches where co-execution slows the CPU. Each
// unit's speed in co-execution is far below its speed alone, so the CPU
// that is fastest alone (1.2 or 3 times the GPU) measures slower than the
// GPU in co-execution; its head, run alone, measures it, and from the
// fourth launch on every launch takes no longer than the fastest device
// alone (co-executed where that is faster: a CPU half the GPU, or one not
// slowed) until a unit left out is retried when its probe credit pays,
// and those retries lose at most ProbeShare of the launches' time. The
// weighing without heads fails 9 of these checks.
func TestContendedWeighing(t *testing.T) {
	pols := threeSchedulers()
	for _, c := range []struct{ speed, slow float64 }{{1.2, 8}, {3, 3}, {3, 8}, {0.5, 8}, {3, 1}} {
		for _, p := range pols {
			rs, err := Iterate(p.mk(), contendedLaunch(c.speed, c.slow), 12)
			if err != nil {
				t.Fatal(err)
			}
			settled := true // no unit left out has taken part again yet
			var excess, total float64
			for i, r := range rs {
				if i == 0 {
					continue
				}
				for u, g := range r.Groups {
					if g > 0 && u < len(rs[i-1].Memory.SatOut) && rs[i-1].Memory.SatOut[u] > 0 {
						settled = false
					}
				}
				if rs[i-1].Memory.Weighing > 0 && r.Memory.Weighing == 0 {
					settled = false // the weighing credit paid for a trial alone
				}
				if i < 3 {
					continue
				}
				best := min(r.TAlone[0], r.TAlone[1])
				excess += max(0, r.T-best)
				total += r.T
				if settled && r.T > best*(1+1e-3) {
					t.Errorf("CPU %v times the GPU, slowed %v times, %s: launch %d took %.3f times the fastest device alone (groups %v, guard %q)",
						c.speed, c.slow, p.name, i+1, r.T/best, r.Groups, r.Guard)
				}
			}
			if excess > coexecutor.DefaultProbeShare*total {
				t.Errorf("CPU %v times the GPU, slowed %v times, %s: the launches from the fourth lost %.3g s of %.3g s to the fastest device alone", c.speed, c.slow, p.name, excess, total)
			}
		}
	}
}

// startCostLaunch is a memory-bound kernel (a triad) on a CPU computing
// on host memory, which runs it alone in 9.9 ms and slowed slow times
// while the GPU's packages run, and whose first package of every launch
// pays a one-off cost at the launch's start (first) on top of its latency;
// and a GPU whose kernel is a hundred times faster but whose copies make
// it 2.5 times slower than the CPU end to end. The nominal peaks rank the
// GPU twenty times the CPU.
func startCostLaunch(first time.Duration, slow float64) Launch {
	const groups = 65536
	return Launch{Groups: groups, Devices: []Device{
		{Name: "cpu", ComputeUnits: 16, Speed: groups / 9.9e-3, Latency: 20 * time.Microsecond, Init: first, HostMemory: true, Contended: slow, Nominal: 1},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 100 * groups / 9.9e-3, Latency: 10 * time.Microsecond, Transfer: 381 * time.Nanosecond, Nominal: 20},
	}}
}

// TestContendedStartCost: the weighing when the CPU's head measures only
// a bound (its first package pays the launch's one-off start cost, so the
// larger second package takes no longer than the first). The bound does
// not keep the CPU, the fastest device alone, from its trial alone: from
// the sixth launch on, each launch takes no longer than the fastest
// device alone until the GPU, left out, is retried on its probe credit,
// and the launches lose at most ProbeShare of their time to it. Before
// the rule (the head's bound kept the CPU from its trial), HGuided's
// launches from the sixth on lost 11 % of their time to the CPU alone.
func TestContendedStartCost(t *testing.T) {
	for _, p := range threeSchedulers() {
		for _, c := range []struct {
			first time.Duration
			slow  float64
		}{{400 * time.Microsecond, 2}, {400 * time.Microsecond, 3}, {0, 2}} {
			rs, err := Iterate(p.mk(), startCostLaunch(c.first, c.slow), 16)
			if err != nil {
				t.Fatal(err)
			}
			var excess, total float64
			for i, r := range rs {
				if i < 5 {
					continue
				}
				best := min(r.TAlone[0], r.TAlone[1])
				if r.Groups[1] == 0 && r.T > best*1.1 {
					t.Errorf("%s, start cost %v, slowed %v times: launch %d, the CPU alone, took %.3f times the fastest device alone", p.name, c.first, c.slow, i+1, r.T/best)
				}
				excess += max(0, r.T-best)
				total += r.T
			}
			if excess > coexecutor.DefaultProbeShare*total {
				for i, r := range rs {
					t.Logf("launch %d: %.3f ms (CPU alone %.3f) groups %v guard %q", i+1, r.T*1e3, r.TAlone[0]*1e3, r.Groups, r.Guard)
				}
				t.Errorf("%s, start cost %v, slowed %v times: the launches from the sixth lost %.3g s of %.3g s to the fastest device alone", p.name, c.first, c.slow, excess, total)
			}
		}
	}
}

// TestWeighedSpeedPossible: the co-executed speed the weighing measures
// (Memory.Joint) is never above the sum of the units' speeds alone, on
// the contended launches with every scheduler. A launch with heads once
// measured it over the part of the launch the guard saw: Static's GPU,
// held while the heads ran, was refused its share, which Static does not
// offer again, and got the rest outside the guard (work no scheduler
// gives any live unit), whose end the guard did not count; the launch
// measured 8.2 times the GPU alone's speed.
func TestWeighedSpeedPossible(t *testing.T) {
	for _, c := range []struct{ speed, slow float64 }{{1.2, 8}, {3, 3}, {3, 8}, {0.5, 8}, {3, 1}} {
		for _, p := range []coexecutor.Policy{&coexecutor.HGuided{}, &coexecutor.Static{}, &coexecutor.Dynamic{}} {
			l := contendedLaunch(c.speed, c.slow)
			rs, err := Iterate(p, l, 6)
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range rs {
				sum := 0.0
				for _, ta := range r.TAlone {
					sum += float64(l.Groups) / ta
				}
				if r.Memory.Joint > sum*1.01 {
					t.Errorf("CPU %v times the GPU, slowed %v times, %s: after launch %d the co-executed speed is %.3g work-groups/s, over the units' speeds alone together, %.3g",
						c.speed, c.slow, p.Name(), i+1, r.Memory.Joint, sum)
				}
			}
		}
	}
}

// starvedLaunch is a kernel whose GPU time is its copies (a blur over an
// image in host memory: 0.1 of the GPU's package time computes), with a
// CPU cpu times the GPU's speed alone end to end. While the CPU computes,
// the GPU's copies, which the host makes through pinned staging memory,
// run gpuSlow times slower, and the CPU runs cpuSlow times slower while
// the GPU's packages run. The GPU's first package of the computation pays
// first (buffers created, a program loaded), and the nominal peaks rank
// the GPU nominal times the CPU.
func starvedLaunch(cpu, gpuSlow, cpuSlow float64, first time.Duration, nominal float64) Launch {
	const groups = 4096
	tGPU := 5.5e-3 // the GPU alone, end to end
	return Launch{Groups: groups, Devices: []Device{
		{Name: "cpu", ComputeUnits: 16, Speed: cpu * groups / tGPU, Latency: 20 * time.Microsecond, HostMemory: true, Contended: cpuSlow, Nominal: 1},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 10 * groups / tGPU, Latency: 10 * time.Microsecond, First: first,
			Transfer: time.Duration(0.9 * tGPU / groups * 1e9), Contended: gpuSlow, Nominal: nominal},
	}}
}

// TestStarvedCopies: the weighing where co-execution slows the GPU (its
// copies wait for the cores the CPU computes on) rather than the CPU. No
// unit's speed in a launch shows it: the GPU's packages, slowed, end when
// its slowed speed predicts, so the launches that co-execute while the
// weighing measures them lose (up to 3.3 times the GPU alone, with a CPU
// a tenth of the GPU's speed). Where the nominal peaks rank the GPU far
// above the CPU, the GPU runs the first launches alone and is measured
// so: from the fifth launch on, with every scheduler, no launch takes 1.5
// times the fastest device alone, and the launches lose at most
// ProbeShare of their time to it. Where they rank the two alike, the GPU
// may never have run without the CPU slowing it, and its trial alone,
// predicted from that speed, costs more than tens of launches' credit;
// its head of one fill (fillHead) is paid for in a few: from the
// eleventh launch on every launch is within 5 % of the fastest device
// alone. Without that head, Static's launches stayed at 2.6 times the
// GPU alone through the sixteenth.
func TestStarvedCopies(t *testing.T) {
	const fst = 3700 * time.Microsecond
	for _, c := range []struct {
		cpu, gpuSlow, cpuSlow float64
		first                 time.Duration
		nominal               float64
	}{
		{0.33, 8, 1, 0, 20}, {0.33, 5, 1.5, 0, 20}, {0.33, 1, 1, 0, 20}, {1.5, 8, 1, 0, 20}, {0.1, 8, 1, 0, 20}, {0.33, 3, 1, 0, 20},
		{0.33, 8, 1, fst, 20}, {0.33, 5, 1.5, fst, 20}, {0.1, 8, 1, fst, 20},
		{0.33, 8, 1.2, 0, 1}, {0.33, 8, 1.2, fst, 1}, {0.33, 8, 1.2, 0, 3}, {0.33, 8, 1.2, fst, 3}, {0.1, 8, 1, fst, 1},
	} {
		for _, p := range []coexecutor.Policy{&coexecutor.HGuided{}, &coexecutor.Static{}, &coexecutor.Dynamic{}} {
			l := starvedLaunch(c.cpu, c.gpuSlow, c.cpuSlow, c.first, c.nominal)
			rs, err := Iterate(p, l, 16)
			if err != nil {
				t.Fatal(err)
			}
			var excess, total float64
			bad := false
			for i, r := range rs {
				best := min(r.TAlone[0], r.TAlone[1])
				switch {
				case i >= 10:
					bad = bad || r.T > 1.05*best
				case i >= 4 && c.nominal == 20:
					bad = bad || r.T > 1.5*best
				}
				if i >= 4 && c.nominal == 20 {
					excess += max(0, r.T-best)
					total += r.T
				}
			}
			if bad || excess > coexecutor.DefaultProbeShare*total {
				for i, r := range rs {
					t.Logf("launch %d: %.3f ms (alone %.3f, %.3f) groups %v guard %q", i+1, r.T*1e3, r.TAlone[0]*1e3, r.TAlone[1]*1e3, r.Groups, r.Guard)
				}
				t.Errorf("CPU %v times the GPU, GPU slowed %v times, CPU %v times, first package %v, nominal %v, %s: a launch too slow, or the launches from the fifth lost %.3g s of %.3g s to the fastest device alone",
					c.cpu, c.gpuSlow, c.cpuSlow, c.first, c.nominal, p.Name(), excess, total)
			}
		}
	}
}

// boundLaunch is a memory-bound kernel whose best device is the CPU (10
// ms alone, the GPU's copies make the GPU alone 1.9 times that), each
// slowed while the other computes, where the CPU pays a fixed cost of
// 200 µs a package and a one-off of 400 µs at each launch's start (the
// native device's workers waking): its packages in co-execution are
// mostly fixed cost, and its head's first package pays the one-off, so
// the head measures only a bound on its speed alone (the larger package
// took no longer), which predicts it far slower alone than it is.
func boundLaunch() Launch {
	const groups = 262144
	tCPU := 10e-3
	return Launch{Groups: groups, Devices: []Device{
		{Name: "cpu", ComputeUnits: 16, Speed: groups / tCPU, Latency: 200 * time.Microsecond, Init: 400 * time.Microsecond, HostMemory: true, Contended: 3, Nominal: 1},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 20 * groups / tCPU, Latency: 10 * time.Microsecond,
			Transfer: time.Duration(1.9 * tCPU / groups * 1e9), Contended: 2, Nominal: 20},
	}}
}

// TestBoundHeadTrial: a unit whose head measured only a bound, and
// whose speed in co-execution predicts it slower alone than the unit
// run alone, is tried alone once the weighing credit pays for the most
// a trial may lose, the launch as weighed (weigh.go, weighingBound),
// not only once it pays for the loss its bound predicts, which here it
// never did: the GPU ran every launch alone at 1.83 times the CPU's.
// Under every scheduler the CPU's trial runs whole and the launches from
// the 41st lose at most ProbeShare of their time to the CPU alone (the
// GPU, measured alone, is retried when its probe credit pays). Under
// HGuided the trial's first package pays the one-off: judged alone, at
// its speed with the one-off in it, it cut the trial and the GPU stayed;
// a trial is not judged on its first package alone (trial.go).
func TestBoundHeadTrial(t *testing.T) {
	for _, p := range []coexecutor.Policy{&coexecutor.Static{}, &coexecutor.Dynamic{}, &coexecutor.HGuided{}} {
		rs, err := Iterate(p, boundLaunch(), 60)
		if err != nil {
			t.Fatal(err)
		}
		var excess, total float64
		for _, r := range rs[40:] {
			best := min(r.TAlone[0], r.TAlone[1])
			excess += max(0, r.T-best)
			total += r.T
		}
		if excess > coexecutor.DefaultProbeShare*total {
			for i, r := range rs {
				t.Logf("launch %d: %.3f ms (alone %.3f, %.3f) groups %v guard %q", i+1, r.T*1e3, r.TAlone[0]*1e3, r.TAlone[1]*1e3, r.Groups, r.Guard)
			}
			t.Errorf("%s: the launches from the 41st lost %.3g s of %.3g s to the fastest device alone", p.Name(), excess, total)
		}
	}
}

// tailLaunch is a triad on host data: a CPU computing in place runs it
// alone in 9.3 ms, a GPU whose copies dominate in twice that; the CPU
// runs twice as slow while the GPU's packages run, and each of its
// packages that starts while one runs ends tail later (a CPU
// implementation's command waits for its last thread, and the host's
// copies preempt one for a scheduling quantum, whatever the package's
// size). The nominal peaks rank the GPU twenty times the CPU.
func tailLaunch(tail time.Duration) Launch {
	const groups = 65536
	return Launch{Groups: groups, Devices: []Device{
		{Name: "cpu", ComputeUnits: 16, Speed: groups / 9.3e-3, Latency: 20 * time.Microsecond, HostMemory: true, Contended: 2, ContendedTail: tail, Nominal: 1},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 100 * groups / 9.3e-3, Latency: 10 * time.Microsecond, Transfer: 275 * time.Nanosecond, Nominal: 20},
	}}
}

// settledFrom is the first launch (from 1) from which every launch of rs
// takes at most f times the fastest device alone; len(rs)+1 where the
// last does not.
func settledFrom(rs []Result, f float64) int {
	from := len(rs) + 1
	for i := len(rs) - 1; i >= 0 && rs[i].T <= f*min(rs[i].TAlone[0], rs[i].TAlone[1]); i-- {
		from = i + 1
	}
	return from
}

// TestContendedTail: how many launches the guard takes to leave a
// computation to the CPU, the fastest device alone, when the CPU's
// packages beside the GPU's measure mostly a contention tail. Every CPU
// package of the first launch runs beside the GPU's, its first measured
// net of the hold its profile shows (none here), so the CPU's speed is
// known only slowed, hundreds of times below its speed alone and mostly a
// fixed cost per package: its next probe, at that speed, is over its
// probe budget, and it sits out until the credit it earns doing so pays
// for one; the probe, at a launch's start, measures it; then its head and
// its trial alone. Without a tail the launches take at most 1.1 times the
// fastest device alone from the first (Static: the third); with a tail of
// 0.5 ms from the third (Static: the fifth); with 3.5 ms from the fifth,
// the first four taking about the GPU's time alone, twice the CPU's.
// From the sixth on, every launch takes at most 1.05 times the CPU alone.
func TestContendedTail(t *testing.T) {
	for _, p := range []pol{hguided, dynamic, static} {
		for _, c := range []struct {
			tail  time.Duration
			first int // the latest launch (from 1) from which every launch is within 1.1 times the fastest alone
		}{{0, 3}, {500 * time.Microsecond, 5}, {3500 * time.Microsecond, 5}} {
			rs, err := Iterate(p.mk(), tailLaunch(c.tail), 16)
			if err != nil {
				t.Fatal(err)
			}
			from := settledFrom(rs, 1.1)
			for i, r := range rs[5:] {
				if best := min(r.TAlone[0], r.TAlone[1]); r.T > 1.05*best {
					t.Errorf("%s, tail %v: launch %d took %.3f times the fastest device alone (groups %v, guard %q)", p.name, c.tail, i+6, r.T/best, r.Groups, r.Guard)
				}
			}
			t.Logf("%s, tail %v: within 1.1 times the fastest alone from launch %d", p.name, c.tail, from)
			if from > c.first {
				for i, r := range rs {
					t.Logf("launch %d: %.3f ms (CPU alone %.3f) groups %v guard %q", i+1, r.T*1e3, r.TAlone[0]*1e3, r.Groups, r.Guard)
				}
				t.Errorf("%s, tail %v: the launches are within 1.1 times the fastest device alone from launch %d, not %d", p.name, c.tail, from, c.first)
			}
		}
	}
}

// randomTailLaunch is tailLaunch with the CPU's packages paying a fixed
// cost of 0.3 ms each (a submission, a hand-off to its threads) and one
// in seven of those that start beside the GPU's ending 2.5 ms later, as
// PoCL's packages of a triad beside an H200's staged copies measured; the
// CPU runs 1.3 times slower beside them. Its costs are known (a kernel of
// even cost: sycl.Kernel.EvenCost).
func randomTailLaunch(seed int64) Launch {
	l := tailLaunch(2500 * time.Microsecond)
	l.Devices[0].Latency = 300 * time.Microsecond
	l.Devices[0].TailChance = 0.15
	l.Devices[0].Contended = 1.3
	l.KnownCosts, l.Seed = true, seed
	return l
}

// stallLaunch is a triad of 262144 work-groups on host memory: an OpenCL
// CPU that runs it alone in 8.7 ms but pays 0.3 ms a package, half of its
// packages that start beside the GPU's ending 0.3 ms later still (PoCL
// beside an H200's copies from shared USM), and a GPU whose copies make
// it 10.5 ms. The nominal peaks rank the GPU twenty times the CPU; the
// kernel's costs are even (known).
func stallLaunch(seed int64) Launch {
	const groups = 262144
	return Launch{Groups: groups, Seed: seed, KnownCosts: true, Devices: []Device{
		{Name: "cpu", ComputeUnits: 16, Occupancy: 16, Speed: groups / 8.4e-3, Latency: 300 * time.Microsecond, HostMemory: true, Nominal: 1,
			Contended: 1.05, ContendedTail: 300 * time.Microsecond, TailChance: 0.5},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 50e9, Latency: 10 * time.Microsecond, Transfer: 40 * time.Nanosecond, Nominal: 20},
	}}
}

// TestRandomTail: a CPU whose small packages beside a GPU's measure
// mostly their fixed cost and a random tail is bet against by its speed
// on the work, net of that fixed cost (its cost model), not by its
// packages' rate, tens of times below it; and once it sat out, it is
// re-probed where it left off (Guard, "Rates, not fixed costs"): its
// packages grow, it is measured, and the launch is left to it, or
// co-executed. Over 24 seeds of each launch (the noise decides when a
// tail lands on a probe, and so what the probe measures), and 16
// launches each, with every scheduler: the median seed is within 1.1
// times the fastest device alone from the sixth launch (randomTailLaunch)
// or the tenth (stallLaunch, whose CPU's probes are smaller against its
// fixed cost), and of the launches from the seventh at most one in ten
// (randomTailLaunch) or one in four (stallLaunch) takes over 1.05 times
// the fastest device alone. Re-probed with its fill, the CPU measured
// its bound again: 41 of HGuided's 240 launches from the seventh over
// 1.05 on randomTailLaunch, and 98 to 125 of each scheduler's on
// stallLaunch.
func TestRandomTail(t *testing.T) {
	const seeds, launches = 24, 16
	for _, c := range []struct {
		name    string
		mk      func(int64) Launch
		settled int     // the median seed's first launch within 1.1 times the fastest alone, at the latest
		late    float64 // the largest share of the launches from the seventh over 1.05 times
	}{
		{"randomTailLaunch", randomTailLaunch, 6, 0.1},
		{"stallLaunch", stallLaunch, 10, 0.25},
	} {
		for _, p := range []pol{hguided, dynamic, static} {
			var from []int
			late, all := 0, 0
			for seed := int64(1); seed <= seeds; seed++ {
				rs, err := Iterate(p.mk(), c.mk(seed), launches)
				if err != nil {
					t.Fatal(err)
				}
				from = append(from, settledFrom(rs, 1.1))
				for _, r := range rs[6:] {
					all++
					if best := min(r.TAlone[0], r.TAlone[1]); r.T > 1.05*best {
						late++
					}
				}
			}
			slices.Sort(from)
			t.Logf("%s, %s: settled from launches %v; %d of %d launches from the seventh over 1.05 times the fastest alone", c.name, p.name, from, late, all)
			if m := from[len(from)/2]; m > c.settled {
				t.Errorf("%s, %s: the median seed within 1.1 times the fastest device alone from launch %d, not %d", c.name, p.name, m, c.settled)
			}
			if float64(late) > c.late*float64(all) {
				t.Errorf("%s, %s: %d of %d launches from the seventh over 1.05 times the fastest device alone, more than %.2f of them", c.name, p.name, late, all, c.late)
			}
		}
	}
}

// TestStalledTrialMeasuredAgain: the GPU's first launch alone, the
// weighing's trial, is measured on a stall (its speed alone recorded
// stall times too slow: another thread, a page-fault storm), so that
// co-execution, which slows the GPU by gpuSlow (its copies wait for the
// host's cores and memory, where a CPU a fifth of its speed computes),
// is weighed faster than the GPU alone, and picked. The weighing
// measures again only the way it picks, so without more the computation
// stays co-executed, every launch gpuSlow's share slower than the GPU
// alone. Once co-execution's mean holds launchmean.Memory launches, the
// GPU runs alone again when the weighing credit pays for what that is
// predicted to lose (or, its trial cut at the launch as weighed, for
// that launch), and that launch replaces its mean: with every scheduler,
// the launches from the forty-fifth take at most 1.05 times the fastest
// device alone on average (without the rule: 1.15 to 1.3 through the
// sixtieth). A stall of three times waits longer (the credit must reach
// the launch as weighed: the GPU alone from the fifty-eighth launch).
func TestStalledTrialMeasuredAgain(t *testing.T) {
	for _, c := range []struct{ cpu, gpuSlow, stall float64 }{
		{0.2, 1.5, 1.4}, {0.2, 1.5, 2}, {0.25, 1.3, 1.4}, {0.15, 1.6, 2},
	} {
		for _, p := range []coexecutor.Policy{&coexecutor.HGuided{}, &coexecutor.Static{}, &coexecutor.Dynamic{}} {
			pr, err := prepare(starvedLaunch(c.cpu, c.gpuSlow, 1, 0, 20))
			if err != nil {
				t.Fatal(err)
			}
			stalled := false
			rs, err := runEdited(pr, p, 60, func(_ int, mem *coexecutor.Memory) {
				if !stalled && len(mem.AloneRuns) > 1 && mem.AloneRuns[1] == 1 {
					stalled = true // the GPU's first launch alone took stall times as long
					mem.Alone[1] /= c.stall
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			var late, n float64
			var seq []string
			for i, r := range rs {
				ratio := r.T / min(r.TAlone[0], r.TAlone[1])
				seq = append(seq, fmt.Sprintf("%.2f%v", ratio, r.Groups))
				if i >= 44 {
					late, n = late+ratio, n+1
				}
			}
			if !stalled {
				t.Fatalf("%+v, %s: the GPU never ran a launch alone: %v", c, p.Name(), seq)
			}
			if late/n > 1.05 {
				t.Errorf("%+v, %s: launches 45 to 60 took %.3f times the fastest device alone on average; launches: %v", c, p.Name(), late/n, seq)
			}
		}
	}
}

// runEdited runs n launches of pr's computation with p, each from the
// memory the one before left, which edit may change first (a stall
// injected into what launch i, from 0, measured).
func runEdited(pr *prepared, p coexecutor.Policy, n int, edit func(i int, mem *coexecutor.Memory)) ([]Result, error) {
	var mem coexecutor.Memory
	rs := make([]Result, 0, n)
	for i := range n {
		powers, unknown := pr.powers(nil), true
		if mem.Known() {
			powers, unknown = pr.powers(mem.Speeds), false
		}
		r, err := pr.run(p, powers, mem, unknown, int64(i)*1_000_003, nil)
		if err != nil {
			return nil, err
		}
		mem = r.Memory
		edit(i, &mem)
		rs = append(rs, r)
	}
	return rs, nil
}
