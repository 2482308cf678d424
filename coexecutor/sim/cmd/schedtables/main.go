// Command schedtables prints the simulated scheduler comparison of
// docs/simulation.md as Markdown: every table there comes from
//
//	go run ./coexecutor/sim/cmd/schedtables > /tmp/tables.md
//
// The simulator is deterministic, so the output is the same on every
// machine.
package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/sim"
)

// occ is the simulated GPU's occupancy, the smallest package that fills it:
// HGuided's minimum package in the Sigmoid paper's DefHG.
const occ = 132 * 4

type entry struct {
	label string
	mk    func() coexecutor.Policy // a fresh policy (those that learn keep state)
}

func fixed(p coexecutor.Policy) func() coexecutor.Policy {
	return func() coexecutor.Policy { return p }
}

func schedulers() []entry {
	return []entry{
		{"static", fixed(&coexecutor.Static{})},
		{"dynamic", fixed(&coexecutor.Dynamic{})},
		{"hguided", fixed(&coexecutor.HGuided{})},
		{"hguided min=528", fixed(&coexecutor.HGuided{MinPackage: occ})},
		{"sigmoid", func() coexecutor.Policy { return &coexecutor.Sigmoid{} }},
		{"adaptive", func() coexecutor.Policy { return &coexecutor.Adaptive{} }},
		{"mash", func() coexecutor.Policy { return &coexecutor.Mash{} }},
		{"memorizing", func() coexecutor.Policy { return &coexecutor.Memorizing{} }},
		{"profile-static", func() coexecutor.Policy { return &coexecutor.ProfileStatic{} }},
	}
}

// defaults are the schedulers a user writes without options, HGuided
// first, each entry making a fresh policy.
func defaults() []entry {
	return []entry{
		{"hguided", func() coexecutor.Policy { return &coexecutor.HGuided{} }},
		{"static", func() coexecutor.Policy { return &coexecutor.Static{} }},
		{"dynamic", func() coexecutor.Policy { return &coexecutor.Dynamic{} }},
	}
}

func profiles() []sim.Profile {
	return []sim.Profile{sim.Regular{}, sim.Irregular{}, sim.Ray{}, sim.Increasing{}}
}

var (
	seeds = []int64{1, 2, 3, 4, 5}
	iters = 10 // launches per series; "steady" is the mean of the last 5
	out   io.Writer
)

// stats are means over seeds.
type stats struct {
	T, S, HE, Bal, Pk, Rel float64 // Rel: T / T_best
	Pkd                    []float64
}

func (s *stats) add(r sim.Result, w float64) {
	s.T += r.T * w
	s.S += r.Speedup * w
	s.HE += r.HE * w
	s.Bal += r.Balance * w
	s.Pk += float64(r.TotalPackages()) * w
	s.Rel += r.T / minOf(r.TAlone) * w
	if s.Pkd == nil {
		s.Pkd = make([]float64, len(r.Packages))
	}
	for i, p := range r.Packages {
		s.Pkd[i] += float64(p) * w
	}
}

// header prints a Markdown table's header: the fixed columns, then one
// per value, formatted.
func header[T any](fixed []string, values []T, format string) {
	hdr, sep := "|", "|"
	for _, c := range fixed {
		hdr += " " + c + " |"
		sep += " --- |"
	}
	for _, v := range values {
		hdr += " " + fmt.Sprintf(format, v) + " |"
		sep += " --- |"
	}
	fmt.Fprintln(out, hdr)
	fmt.Fprintln(out, sep)
}

func minOf(xs []float64) float64 {
	m := math.Inf(1)
	for _, x := range xs {
		m = min(m, x)
	}
	return m
}

// measure runs e on l over the seeds, iters launches each: the first
// launch's figures and the steady state's.
func measure(e entry, l sim.Launch, n int) (first, steady stats) {
	series(e, l, n, func(rs []sim.Result) {
		first.add(rs[0], 1/float64(len(seeds)))
		tail := rs[max(0, n-5):]
		for _, r := range tail {
			steady.add(r, 1/float64(len(seeds)*len(tail)))
		}
	})
	return
}

// series runs e on l for each seed, n launches of one policy each, and
// hands each series of results to f.
func series(e entry, l sim.Launch, n int, f func([]sim.Result)) {
	for _, seed := range seeds {
		l.Seed = seed
		rs, err := sim.Iterate(e.mk(), l, n)
		if err != nil {
			fmt.Fprintln(os.Stderr, e.label, err)
			os.Exit(1)
		}
		f(rs)
	}
}

func main() {
	var names []string
	for _, s := range sections() {
		names = append(names, s.name)
	}
	section := flag.String("only", "", "print only the sections whose names contain this ("+strings.Join(names, ", ")+")")
	flag.Parse()
	out = os.Stdout
	start := time.Now()
	for _, s := range sections() {
		if strings.Contains(s.name, *section) {
			s.f()
		}
	}
	fmt.Fprintf(os.Stderr, "schedtables: %v\n", time.Since(start).Round(time.Millisecond))
}

type tableSection struct {
	name string
	f    func()
}

func sections() []tableSection {
	return []tableSection{
		{"devices", devices}, {"main", mainTable}, {"packages", packageCounts}, {"dynamic", dynamicSweep},
		{"strong", strongScaling}, {"weak", weakScaling}, {"link", sharedLink}, {"suite", suiteTable}, {"fill", fillTable}, {"mash", mashModes}, {"extreme", extreme}, {"guard", guardTable}, {"ksweep", kSweep}, {"contend", contention}, {"hubs", hubs}, {"fixed", fixedCosts}, {"noisy", noisyHost}, {"wake", slowWake}, {"hidden", hiddenCPU},
	}
}

func devices() {
	fmt.Fprintln(out, "## Simulated devices")
	fmt.Fprintln(out)
	fmt.Fprintln(out, "| device | compute units | occupancy (work-groups) | speed (work-groups/s) | latency per package | transfer per work-group | init per launch | jitter |")
	fmt.Fprintln(out, "| --- | --- | --- | --- | --- | --- | --- | --- |")
	for _, d := range []sim.Device{sim.GPU("gpu", sim.GPUSpeed), sim.CPU("cpu (Batel, GPU/4)", sim.GPUSpeed/4), sim.CPU("cpu (extreme, GPU/200)", sim.GPUSpeed/200)} {
		fmt.Fprintf(out, "| %s | %d | %d | %.4g | %v | %v | %v | %.0f %% |\n", d.Name, d.ComputeUnits, d.Occupancy, d.Speed, d.Latency, d.Transfer, d.Init, 100*d.Jitter)
	}
	fmt.Fprintln(out)
}

func exact(l sim.Launch) sim.Launch {
	p, err := sim.ExactPowers(l)
	if err != nil {
		panic(err)
	}
	l.Powers = p
	return l
}

const groups = 65536

func mainTable() {
	fmt.Fprintf(out, "## Batel-like: CPU + 2 GPUs (each GPU 4× the CPU), %d work-groups, exact powers\n\n", groups)
	fmt.Fprintln(out, "Launch 1, and the steady state (mean of launches 6–10 of the same computation). T in ms; S = T_best/T; HE = S/S_max (S_max = 2.25); packages summed over the devices. Means over seeds 1–5.")
	fmt.Fprintln(out)
	fmt.Fprintln(out, "| profile | scheduler | T | S | HE | balance | packages | steady T | steady HE | steady balance | steady packages |")
	fmt.Fprintln(out, "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
	for _, pf := range profiles() {
		for _, e := range schedulers() {
			l := exact(sim.Launch{Groups: groups, Cost: pf, Devices: sim.Batel(4), Seed: 1})
			f, s := measure(e, l, iters)
			fmt.Fprintf(out, "| %s | %s | %.1f | %.2f | %.2f | %.2f | %.0f | %.1f | %.2f | %.2f | %.0f |\n", pf.Name(), e.label, f.T*1e3, f.S, f.HE, f.Bal, f.Pk, s.T*1e3, s.HE, s.Bal, s.Pk)
		}
	}
	fmt.Fprintln(out)
}

func packageCounts() {
	fmt.Fprintln(out, "## Packages per launch (Pérez et al., the Sigmoid paper's table 3): Batel-like, exact powers, launch 1")
	fmt.Fprintln(out)
	fmt.Fprintln(out, "| work-groups | profile | hguided | balance | hguided min=528 | balance | sigmoid | balance | adaptive | balance | hguided / sigmoid |")
	fmt.Fprintln(out, "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
	es := schedulers()
	pick := []entry{es[2], es[3], es[4], es[5]}
	for _, g := range []int{groups, 1 << 20} {
		var sumH, sumS float64
		for _, pf := range profiles() {
			l := exact(sim.Launch{Groups: g, Cost: pf, Devices: sim.Batel(4), Seed: 1})
			var cells []string
			var h, sg float64
			for i, e := range pick {
				f, _ := measure(e, l, 1)
				cells = append(cells, fmt.Sprintf("%.0f | %.2f", f.Pk, f.Bal))
				switch i {
				case 0:
					h = f.Pk
				case 2:
					sg = f.Pk
				}
			}
			sumH += h
			sumS += sg
			fmt.Fprintf(out, "| %d | %s | %s | %.1f× |\n", g, pf.Name(), strings.Join(cells, " | "), h/sg)
		}
		fmt.Fprintf(out, "| %d | **mean** | %.0f | | | | %.0f | | | | %.1f× |\n", g, sumH/4, sumS/4, sumH/sumS)
	}
	fmt.Fprintln(out)
}

func dynamicSweep() {
	fmt.Fprintln(out, "## Dynamic and its package count m: Batel-like, exact powers (HE, launch 1)")
	fmt.Fprintln(out)
	ms := []int{3, 6, 12, 48, 192, 768, 3072, 12288}
	header([]string{"profile"}, ms, "m=%d")
	for _, pf := range profiles() {
		row := "| " + pf.Name() + " |"
		for _, m := range ms {
			l := exact(sim.Launch{Groups: groups, Cost: pf, Devices: sim.Batel(4)})
			f, _ := measure(entry{"dynamic", fixed(&coexecutor.Dynamic{Packages: m})}, l, 1)
			row += fmt.Sprintf(" %.2f |", f.HE)
		}
		fmt.Fprintln(out, row)
	}
	fmt.Fprintln(out)
}

func scalingTable(title string, ns []int, size func(n int) int) {
	fmt.Fprintln(out, title)
	fmt.Fprintln(out)
	header([]string{"profile", "scheduler"}, ns, "%d GPUs")
	for _, pf := range profiles() {
		for _, e := range schedulers() {
			row := fmt.Sprintf("| %s | %s |", pf.Name(), e.label)
			for _, n := range ns {
				l := sim.Launch{Groups: size(n), Cost: pf, Devices: sim.GPUs(n)}
				_, s := measure(e, l, iters)
				row += fmt.Sprintf(" %.2f |", s.HE)
			}
			fmt.Fprintln(out, row)
		}
	}
	fmt.Fprintln(out)
}

func strongScaling() {
	scalingTable(fmt.Sprintf("## Strong scaling: %d work-groups on 2–4 identical GPUs\n\nEfficiency = speedup over one GPU alone / GPUs (= HE here), steady state (launches 6–10), powers learned as the Coexecutor learns them. Means over seeds 1–5.", groups),
		[]int{2, 3, 4}, func(int) int { return groups })
}

func weakScaling() {
	scalingTable("## Weak scaling: 16384 work-groups per GPU, 1–16 identical GPUs\n\nEfficiency as above, simulated (not a Gustafson estimate as in the Sigmoid paper's fig. 14).",
		[]int{1, 2, 4, 8, 16}, func(n int) int { return 16384 * n })
}

// sharedLink is strong scaling of a transfer-bound kernel (each
// work-group's copy takes as long as its compute on the GPU) with a link
// per GPU and with one host link the GPUs take turns on.
func sharedLink() {
	ns := []int{2, 4, 8}
	fmt.Fprintf(out, "## Strong scaling through one host link: %d work-groups, transfers as long as the compute\n\n", groups)
	fmt.Fprintln(out, "Speedup over one GPU alone, steady state (launches 6–10), means over seeds 1–5; each GPU's transfer per work-group equal to its compute time per work-group (2 µs), with a link of its own / with one link for all (`sim.Launch.SharedLink`). With one link, no split can take less than the transfers' total, half of one GPU's time alone.")
	fmt.Fprintln(out)
	header([]string{"profile", "scheduler"}, ns, "%d GPUs")
	for _, pf := range []sim.Profile{sim.Regular{}, sim.Ray{}} {
		for _, e := range schedulers() {
			row := fmt.Sprintf("| %s | %s |", pf.Name(), e.label)
			for _, n := range ns {
				ds := sim.GPUs(n)
				for i := range ds {
					ds[i].Transfer = time.Second / sim.GPUSpeed
				}
				l := sim.Launch{Groups: groups, Cost: pf, Devices: ds}
				_, own := measure(e, l, iters)
				l.SharedLink = true
				_, one := measure(e, l, iters)
				row += fmt.Sprintf(" %.2f / %.2f |", own.S, one.S)
			}
			fmt.Fprintln(out, row)
		}
	}
	fmt.Fprintln(out)
}

func mashModes() {
	fmt.Fprintln(out, "## Mash's offloading modes per device")
	fmt.Fprintln(out)
	fmt.Fprintln(out, "CPU + GPU (4×) + an offload-heavy accelerator (as fast as the GPU, 2 ms per package: the Xeon Phi of the Mash paper). Packages per device in the steady state (1 = single mode, one Static package; more = multiple, HGuided), HE. Means over seeds 1–5.")
	fmt.Fprintln(out)
	fmt.Fprintln(out, "| profile | scheduler | packages cpu / gpu / acc | steady HE | steady balance |")
	fmt.Fprintln(out, "| --- | --- | --- | --- | --- |")
	acc := sim.GPU("acc", sim.GPUSpeed)
	acc.Latency = 2 * time.Millisecond
	devs := []sim.Device{sim.CPU("cpu", sim.GPUSpeed/4), sim.GPU("gpu", sim.GPUSpeed), acc}
	es := []entry{
		{"mash", func() coexecutor.Policy { return &coexecutor.Mash{} }},
		{"mash regular", func() coexecutor.Policy { return &coexecutor.Mash{Regular: true} }},
		{"static", fixed(&coexecutor.Static{})},
		{"hguided", fixed(&coexecutor.HGuided{})},
	}
	for _, pf := range profiles() {
		for _, e := range es {
			l := exact(sim.Launch{Groups: groups, Cost: pf, Devices: devs})
			_, s := measure(e, l, iters)
			fmt.Fprintf(out, "| %s | %s | %.1f / %.1f / %.1f | %.2f | %.2f |\n", pf.Name(), e.label, s.Pkd[0], s.Pkd[1], s.Pkd[2], s.HE, s.Bal)
		}
	}
	fmt.Fprintln(out)
}

func extreme() {
	fmt.Fprintln(out, "## Extreme heterogeneity: CPU + GPU 200× the CPU")
	fmt.Fprintf(out, "\n%d work-groups; T / T_best (T_best: the GPU alone; S_max = 1.005), worst over seeds 1–5, devices without jitter; **bold**: within 2 %% of the best single device. Powers: none (nominal peaks on launch 1, then learned from measured speeds as the Coexecutor does), nominal (the devices' speeds), exact (1/T_alone).\n\n", groups)
	fmt.Fprintln(out, "| profile | scheduler | none: launch 1 | none: steady | nominal: launch 1 | nominal: steady | exact: launch 1 | exact: steady |")
	fmt.Fprintln(out, "| --- | --- | --- | --- | --- | --- | --- | --- |")
	devs := sim.CPUGPU(200)
	for i := range devs {
		devs[i].Jitter = 0 // the 2 % are the scheduler's, not the noise's
	}
	within := map[string]int{}
	for _, pf := range profiles() {
		for _, e := range schedulers() {
			row := fmt.Sprintf("| %s | %s |", pf.Name(), e.label)
			for _, pw := range []string{"none", "nominal", "exact"} {
				l := sim.Launch{Groups: groups, Cost: pf, Devices: devs}
				switch pw {
				case "nominal":
					l.Powers = sim.NominalPowers(devs)
				case "exact":
					l = exact(l)
				}
				w1, ws := worst(e, l)
				for _, w := range []float64{w1, ws} {
					cell := fmt.Sprintf("%.3f", w)
					if w <= 1.02 {
						cell = "**" + cell + "**"
						within[e.label]++
					}
					row += " " + cell + " |"
				}
			}
			fmt.Fprintln(out, row)
		}
	}
	fmt.Fprintln(out)
	fmt.Fprint(out, "Cells within 2 %, of 24:")
	for i, e := range schedulers() {
		if i > 0 {
			fmt.Fprint(out, ",")
		}
		fmt.Fprintf(out, " %s %d", e.label, within[e.label])
	}
	fmt.Fprintln(out, ".")
	fmt.Fprintln(out)
}

// guardTable compares every scheduler with the guard on (the
// Coexecutor's default) and off (the papers' behaviour), across the
// ratios between the extreme table's and the main table's.
func guardTable() {
	const n = 16
	ratios := []float64{1, 4, 20, 200}
	fmt.Fprintln(out, "## The guard: CPU + GPU, 1:1 to 200:1")
	fmt.Fprintf(out, "\n%d work-groups, no powers given (nominal peaks on launch 1, then learned as the Coexecutor learns them), jitter 2 %%. The mean launch over %d launches, the first included, over the best device alone, means over seeds 1–5: with the guard (the default) / without it (`coexecutor.Guard{Off: true}`, as the papers). **bold**: within 2 %%.\n\n", groups, n)
	header([]string{"profile", "scheduler"}, ratios, "%g:1")
	for _, pf := range profiles() {
		for _, e := range schedulers() {
			row := fmt.Sprintf("| %s | %s |", pf.Name(), e.label)
			for _, ratio := range ratios {
				var cells []string
				for _, off := range []bool{false, true} {
					l := sim.Launch{Groups: groups, Cost: pf, Devices: sim.CPUGPU(ratio), Guard: coexecutor.Guard{Off: off}}
					mean := 0.0
					series(e, l, n, func(rs []sim.Result) {
						for _, r := range rs {
							mean += r.T / minOf(r.TAlone) / float64(n*len(seeds))
						}
					})
					cell := fmt.Sprintf("%.2f", mean)
					if mean <= 1.02 {
						cell = "**" + cell + "**"
					}
					cells = append(cells, cell)
				}
				row += " " + strings.Join(cells, " / ") + " |"
			}
			fmt.Fprintln(out, row)
		}
	}
	fmt.Fprintln(out)
}

// worst is the worst T/T_best over the seeds, launch 1 and steady (any of
// launches 6–10).
func worst(e entry, l sim.Launch) (first, steady float64) {
	series(e, l, iters, func(rs []sim.Result) {
		first = max(first, rs[0].T/minOf(rs[0].TAlone))
		for _, r := range rs[iters-5:] {
			steady = max(steady, r.T/minOf(r.TAlone))
		}
	})
	return
}

func kSweep() {
	kr := []float64{0.5, 1, 1.5, 2, 3, 4, 6, 8, 12, 16, 24}
	ki := []float64{0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3}
	var reg, irr []sim.Launch
	platforms := [][]sim.Device{sim.Batel(4), sim.GPUs(4), sim.CPUGPU(4)}
	for _, devs := range platforms {
		for _, seed := range seeds {
			reg = append(reg, exact(sim.Launch{Groups: groups, Cost: sim.Regular{}, Devices: devs, Seed: seed}))
			reg = append(reg, exact(sim.Launch{Groups: groups, Cost: sim.Regular{Noise: 0.5}, Devices: devs, Seed: seed}))
			for _, pf := range []sim.Profile{sim.Irregular{}, sim.Ray{}, sim.Increasing{}} {
				irr = append(irr, exact(sim.Launch{Groups: groups, Cost: pf, Devices: devs, Seed: seed}))
			}
		}
	}
	res, err := sim.KSweep{
		Policy:   func(r, i float64) coexecutor.Policy { return &coexecutor.Sigmoid{KRegular: r, KIrregular: i} },
		KRegular: kr, KIrregular: ki, Regular: reg, Irregular: irr,
	}.Run()
	if err != nil {
		panic(err)
	}
	fmt.Fprintln(out, "## Sigmoid's slopes: the k sweep")
	fmt.Fprintln(out)
	fmt.Fprintf(out, "Launch 1 with exact powers on Batel-like, 4 GPUs and CPU + GPU (4×), seeds 1–5: %d regular launches (uniform, and ±50 %% noise per work-group), %d irregular (irregular, ray, increasing). Cost: geometric mean of T / (the launch's best T over the grid).\n\n", len(reg), len(irr))
	for _, part := range []struct {
		name string
		c    [][]float64
	}{{"regular kernels", res.Regular}, {"irregular kernels", res.Irregular}, {"score (both, smoothed over neighbours)", res.Score}} {
		fmt.Fprintf(out, "%s (rows k_regular, columns k_irregular):\n\n", strings.ToUpper(part.name[:1])+part.name[1:])
		header([]string{"k_r \\ k_i"}, ki, "%g")
		for i, k := range kr {
			row := fmt.Sprintf("| %g |", k)
			for j := range ki {
				cell := fmt.Sprintf("%.3f", part.c[i][j])
				if i == res.ChosenI && j == res.ChosenJ {
					cell = "**" + cell + "**"
				}
				row += " " + cell + " |"
			}
			fmt.Fprintln(out, row)
		}
		fmt.Fprintln(out)
	}
	fmt.Fprintf(out, "Chosen: k_regular = %g, k_irregular = %g (cost %.3f on regular kernels, %.3f on irregular ones); within 1 %% of its score: k_regular %g–%g, k_irregular %g–%g.\n\n",
		res.ChosenKRegular, res.ChosenKIrregular, res.CostRegular, res.CostIrregular, res.StableRegular[0], res.StableRegular[1], res.StableIrregular[0], res.StableIrregular[1])
}
