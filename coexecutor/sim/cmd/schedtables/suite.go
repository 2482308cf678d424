package main

// The benchmark suite (package bench) on 2, 4 and 8 simulated H200s
// sharing one host link: its data fresh from host memory every launch,
// and kept on the devices between launches (sim.Launch.Resident), each
// kernel described by what it copies and how long one GPU computes.

import (
	"fmt"
	"math"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/sim"
)

// suiteLink is the host link's bandwidth the GPUs share, in bytes per
// second: the goal for pinned transfers (the PCIe link gives 55 GB/s).
const suiteLink = 50e9

// suiteCompute is one GPU's compute time per launch the suite is scaled
// to: the "sizes that take at least 50 ms on one GPU".
const suiteCompute = 50 * time.Millisecond

// suiteGroups is the number of work-groups of every simulated kernel
// (each is 1/8192 of the launch); a GPU is full with 1/256 of it.
const (
	suiteGroups    = 8192
	suiteOccupancy = 32
)

// kernel is a benchmark as the simulator sees it, at scale 8 of package
// bench, where one H200 alone was measured. Bytes are exact from the
// benchmark's definition; compute is the H200's time alone minus its
// copies at the staged rates measured the same day (25 GB/s to the
// device, 29 from it): an upper bound, which holds the launch's other
// costs too, so the copies' share of the time is a lower bound (triad
// and jacobi, not yet measured there: their device-memory traffic at
// 4 TB/s). Inputs move as kgen's footprints place them: by the package's
// work-groups (part), or whole to every device (whole).
type kernel struct {
	name    string
	cost    sim.Profile
	compute time.Duration // one H200, scale 8
	// Fresh data, per launch: part and out move with the work-groups,
	// whole reaches every device before its first package.
	part, out, whole float64 // bytes
	// Resident data, per launch after the first: halo bytes per end of
	// a package next to another device's work-groups (a stencil's rows),
	// or gather, the bytes of the whole launch's output every device
	// reads (an all-pairs step; spmv's x in a power iteration). Neither:
	// the launches do not read what earlier ones wrote elsewhere.
	halo, gather float64
	reads        string // what the resident launches read of each other's results
	// asIs keeps the kernel at its scale: scaled to suiteCompute a
	// memory-bound kernel's data would not fit on a GPU.
	asIs bool
}

// factor is the size's factor from scale 8 to suiteCompute of compute on
// one GPU (1 for a kernel kept as it is).
func (k kernel) factor() float64 {
	if k.asIs {
		return 1
	}
	return suiteCompute.Seconds() / k.compute.Seconds()
}

func suite() []kernel {
	const img = 8192 * 8192 * 4 // a float32 or int32 image of scale 8
	ms := func(x float64) time.Duration { return time.Duration(x * float64(time.Millisecond)) }
	measured := func(alone float64, in, out float64) time.Duration { // alone in ms
		return ms(alone - (in/25e9+out/29e9)*1e3)
	}
	return []kernel{
		{"gaussian", sim.Regular{}, measured(34.61, img, img), img, img, 0, 2 * 8192 * 4, 0, "2 rows above and below (an iterated blur)", false},
		{"matmul", sim.Regular{}, measured(7.90, 2*2048*2048*4, 2048*2048*4), 2048 * 2048 * 4, 2048 * 2048 * 4, 2048 * 2048 * 4, 0, 0, "nothing (A and B fixed)", false},
		{"binomial", sim.Regular{}, measured(1.10, 32768*4, 32768*4), 32768 * 4, 32768 * 4, 0, 0, 0, "nothing", false},
		{"nbody", sim.Regular{}, measured(6.96, 2*65536*16, 2*65536*16), 65536 * 16, 2 * 65536 * 16, 65536 * 16, 0, 65536 * 16, "every position (all pairs)", false},
		{"perlin", sim.Regular{}, measured(18.21, 0, img), 0, img, 0, 0, 0, "nothing", false},
		{"mandelbrot", sim.Irregular{}, measured(19.25, 0, img), 0, img, 0, 0, 0, "nothing", false},
		{"ray1", sim.Regular{Noise: 0.3}, measured(15.38, 0, 3*4096*4096*4), 0, 3 * 4096 * 4096 * 4, 0, 0, 0, "nothing", false},
		{"ray2", sim.Ray{}, measured(14.31, 0, 3*4096*4096*4), 0, 3 * 4096 * 4096 * 4, 0, 0, 0, "nothing", false},
		{"spmv", sim.Regular{Noise: 0.5}, measured(25.07, 208e6+8.4e6, 8.4e6), 208e6, 8.4e6, 8.4e6, 0, 8.4e6, "all of x (a power iteration)", false},
		{"lj", sim.Increasing{}, measured(2.93, 7.3e6, 5.8e6), 1.45e6, 5.8e6, 5.8e6, 0, 5.8e6, "every position (read whole: no footprint)", false},
		{"triad", sim.Regular{}, ms(3 * 1024e6 / 4e12 * 1e3), 2 * 1024e6, 1024e6, 0, 0, 0, "nothing (b and c fixed)", true}, // scale 16: 256 M floats
		{"jacobi", sim.Regular{}, ms(2 * img / 4e12 * 1e3), img, img, 0, 8192 * 4, 0, "1 row above and below", true},
	}
}

// launch is k on n H200s, its sizes scaled to suiteCompute on one: the
// bytes in proportion (a halo, a row of a square grid, with the square
// root). With resident data a work-group that changes devices takes its
// inputs' part with it; its output stays where it was computed.
func (k kernel) launch(n int, resident bool) sim.Launch {
	f := k.factor()
	link := func(bytes float64) time.Duration {
		return time.Duration(math.Round(bytes / suiteLink * 1e9))
	}
	ds := sim.GPUs(n)
	for i := range ds {
		d := &ds[i]
		d.Speed, d.Occupancy = suiteGroups/(k.compute.Seconds()*f), suiteOccupancy
		d.Transfer = link((k.part + k.out) * f / suiteGroups)
		if resident {
			d.Transfer = link(k.part * f / suiteGroups)
		}
		d.Init = link(k.whole * f)
		d.Halo = link(k.halo * math.Sqrt(f))
		d.Gather = link(k.gather * f / suiteGroups)
	}
	return sim.Launch{Groups: suiteGroups, Cost: k.cost, Devices: ds, SharedLink: true, Resident: resident}
}

func suiteSchedulers() []entry {
	es := schedulers()
	return []entry{es[0], es[2], es[7], es[8]} // static, hguided, memorizing, profile-static
}

// suiteTable is the suite's efficiency (speedup over one GPU alone / GPUs)
// on 2, 4 and 8 GPUs through one host link, steady state.
func suiteTable() {
	ns := []int{2, 4, 8}
	fmt.Fprintf(out, "### The suite on 2, 4 and 8 GPUs through one host link: data fresh every launch, or kept on the devices\n\n")
	fmt.Fprintf(out, "Each kernel of `bench` at the size where one H200 computes for %v (triad at scale 16, 256 M floats, and jacobi at scale 8, one sweep of an 8192² grid per launch, as they are: memory-bound, that size would not fit on a GPU), its copies through one host link of %.0f GB/s shared by the GPUs (`sim.Launch.SharedLink`), each GPU 15 µs per package. Fresh: inputs from host memory every launch, placed by kgen's footprints (a package's part, or whole to every device), outputs home. Resident (`sim.Launch.Resident`, the Coexecutor's buffers by default): after the first launch a device copies only what it reads and another device wrote in the launch before (column \"resident launches read\"), and its own work-groups' data when the scheduler moved them; the device alone is timed the same way. Efficiency = speedup over one GPU alone / GPUs, steady state (launches 6–10), the Guard on, powers learned as the Coexecutor learns them, means over seeds 1–5; fresh / resident. Compute is the H200's time alone at scale 8 minus its copies at the measured staged rates, an upper bound (triad, jacobi: device-memory traffic at 4 TB/s), so fresh efficiencies are upper bounds too.\n\n", suiteCompute, suiteLink/1e9)
	header([]string{"kernel", "resident launches read", "one GPU: compute / copies (fresh)", "scheduler"}, ns, "%d GPUs")
	for _, k := range suite() {
		f := k.factor()
		for _, e := range suiteSchedulers() {
			copies := time.Duration((k.part + k.out + k.whole) * f / suiteLink * 1e9)
			row := fmt.Sprintf("| %s | %s | %v / %v | %s |", k.name, k.reads, (time.Duration(float64(k.compute) * f)).Round(10*time.Microsecond), copies.Round(10*time.Microsecond), e.label)
			for _, n := range ns {
				var eff [2]float64
				for i, resident := range []bool{false, true} {
					_, s := measure(e, k.launch(n, resident), iters)
					eff[i] = s.S / float64(n)
				}
				row += fmt.Sprintf(" %.2f / %.2f |", eff[0], eff[1])
			}
			fmt.Fprintln(out, row)
		}
	}
	fmt.Fprintln(out)
	suiteGuard(ns)
}

// suiteGuard is the geometric mean of the resident efficiencies over
// the suite, with the Guard on and off.
func suiteGuard(ns []int) {
	fmt.Fprintln(out, "Resident, efficiency as above, geometric mean over the twelve kernels, with the Guard on (the default) / off (`/paper`). A unit's speed, measured with the copies of the launch it was measured in, is what the Guard predicts with and what Static and HGuided split by when no powers are given: the work-groups a split or a probe moves make the GPU they move to look slower than it is.")
	fmt.Fprintln(out)
	header([]string{"scheduler"}, ns, "%d GPUs")
	for _, e := range suiteSchedulers() {
		row := fmt.Sprintf("| %s |", e.label)
		for _, n := range ns {
			var logs [2]float64
			for i, off := range []bool{false, true} {
				for _, k := range suite() {
					l := k.launch(n, true)
					l.Guard = coexecutor.Guard{Off: off}
					_, s := measure(e, l, iters)
					logs[i] += math.Log(s.S/float64(n)) / float64(len(suite()))
				}
			}
			row += fmt.Sprintf(" %.2f / %.2f |", math.Exp(logs[0]), math.Exp(logs[1]))
		}
		fmt.Fprintln(out, row)
	}
	fmt.Fprintln(out)
}
