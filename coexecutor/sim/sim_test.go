package sim

import (
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
)

// The properties of docs/simulation.md, with margins: a scheduler change
// that breaks one fails here. Each test is a few hundred simulated
// launches.

type pol struct {
	name string
	mk   func() coexecutor.Policy // a fresh policy: those that learn keep state
}

func same(p coexecutor.Policy) func() coexecutor.Policy { return func() coexecutor.Policy { return p } }

var (
	static        = pol{"static", same(&coexecutor.Static{})}
	dynamic       = pol{"dynamic", same(&coexecutor.Dynamic{})}
	hguided       = pol{"hguided", same(&coexecutor.HGuided{})}
	hguidedOcc    = pol{"hguided min=528", same(&coexecutor.HGuided{MinPackage: 528})}
	sigmoid       = pol{"sigmoid", func() coexecutor.Policy { return &coexecutor.Sigmoid{} }}
	adaptive      = pol{"adaptive", func() coexecutor.Policy { return &coexecutor.Adaptive{} }}
	mash          = pol{"mash", func() coexecutor.Policy { return &coexecutor.Mash{} }}
	memorizing    = pol{"memorizing", func() coexecutor.Policy { return &coexecutor.Memorizing{} }}
	profileStatic = pol{"profile-static", func() coexecutor.Policy { return &coexecutor.ProfileStatic{} }}
)

func allPolicies() []pol {
	return []pol{static, dynamic, hguided, hguidedOcc, sigmoid, adaptive, mash, memorizing, profileStatic}
}

func allProfiles() []Profile {
	return []Profile{Regular{}, Regular{Noise: 0.3}, Irregular{}, Ray{}, Increasing{}, Replay{Label: "steps", Trace: []float64{1, 1, 5, 0, 2, 8, 1}}, Hubs{}}
}

func withExact(t testing.TB, l Launch) Launch {
	t.Helper()
	p, err := ExactPowers(l)
	if err != nil {
		t.Fatal(err)
	}
	l.Powers = p
	return l
}

// series runs n launches of p on l.
func series(t testing.TB, p pol, l Launch, n int) []Result {
	t.Helper()
	rs, err := Iterate(p.mk(), l, n)
	if err != nil {
		t.Fatalf("%s: %v", p.name, err)
	}
	return rs
}

// mean is the mean over seeds of f over launches [from, n) of p on l.
func mean(t testing.TB, p pol, l Launch, n, from int, seeds int, f func(Result) float64) float64 {
	t.Helper()
	sum, k := 0.0, 0
	for s := 1; s <= seeds; s++ {
		l.Seed = int64(s)
		for _, r := range series(t, p, l, n)[from:] {
			sum += f(r)
			k++
		}
	}
	return sum / float64(k)
}

func total(r Result) float64    { return r.T }
func balance(r Result) float64  { return r.Balance }
func he(r Result) float64       { return r.HE }
func packages(r Result) float64 { return float64(r.TotalPackages()) }
func relative(r Result) float64 { return r.T / minOf(r.TAlone) }
func minOf(xs []float64) float64 {
	m := math.Inf(1)
	for _, x := range xs {
		m = min(m, x)
	}
	return m
}

func TestDeterministic(t *testing.T) {
	for _, p := range allPolicies() {
		for _, pf := range allProfiles() {
			l := Launch{Groups: 4096, Cost: pf, Devices: Batel(4), Seed: 7}
			a, b := series(t, p, l, 4), series(t, p, l, 4)
			if !reflect.DeepEqual(a, b) {
				t.Errorf("%s on %s: two runs of the same launches differ", p.name, pf.Name())
			}
		}
	}
	// The seed matters: jitter and the profiles' random parts follow it.
	l := Launch{Groups: 4096, Cost: Ray{}, Devices: Batel(4), Seed: 1}
	a := series(t, hguided, l, 1)[0]
	l.Seed = 2
	if b := series(t, hguided, l, 1)[0]; a.T == b.T {
		t.Errorf("seeds 1 and 2 gave the same time %v", a.T)
	}
}

// check verifies a launch's packages: every work-group exactly once; on
// each unit, packages in order (one at a time on the device) and at most
// inFlight submitted and not ended; the per-unit sums.
func check(t *testing.T, what string, l Launch, r Result, inFlight int) {
	t.Helper()
	seen := make([]int, l.Groups)
	byUnit := make([][]coexecutor.Package, len(l.Devices))
	for i, p := range r.Trace {
		if i > 0 && p.ID <= r.Trace[i-1].ID {
			t.Fatalf("%s: trace not in ID order", what)
		}
		if p.Groups <= 0 || p.FirstGroup < 0 || p.FirstGroup+p.Groups > l.Groups {
			t.Fatalf("%s: %v outside the launch", what, p)
		}
		if !(p.Submit <= p.Start && p.Start < p.End) {
			t.Fatalf("%s: %v: submit %v, start %v, end %v", what, p, p.Submit, p.Start, p.End)
		}
		for g := p.FirstGroup; g < p.FirstGroup+p.Groups; g++ {
			seen[g]++
		}
		byUnit[p.Unit] = append(byUnit[p.Unit], p)
	}
	for g, n := range seen {
		if n != 1 {
			t.Fatalf("%s: work-group %d ran %d times", what, g, n)
		}
	}
	for u, ps := range byUnit {
		groups := 0
		var last time.Duration
		for i, p := range ps {
			groups += p.Groups
			if i > 0 && p.Start < ps[i-1].End {
				t.Fatalf("%s: unit %d: %v starts before %v ends", what, u, p, ps[i-1])
			}
			out := 0
			for _, q := range ps {
				if q.Submit <= p.Submit && p.Submit < q.End {
					out++
				}
			}
			if out > inFlight {
				t.Fatalf("%s: unit %d had %d packages submitted at %v", what, u, out, p.Submit)
			}
			last = max(last, p.End)
		}
		if groups != r.Groups[u] || len(ps) != r.Packages[u] || math.Abs(last.Seconds()-r.TDevice[u]) > 1e-9 {
			t.Fatalf("%s: unit %d: sums disagree with its packages", what, u)
		}
	}
}

func TestEveryGroupOnce(t *testing.T) {
	platforms := map[string][]Device{"batel": Batel(4), "4gpu": GPUs(4), "extreme": CPUGPU(200)}
	for _, p := range allPolicies() {
		for pn, devs := range platforms {
			for _, pf := range allProfiles() {
				for _, g := range []int{0, 1, 2, 5, 97, 4096} {
					for _, depth := range []int{1, 2, 3} {
						l := Launch{Groups: g, Cost: pf, Devices: devs, Seed: int64(g), InFlight: depth}
						rs, err := Iterate(p.mk(), l, 3)
						if err != nil {
							if g == 0 {
								continue // a scheduler may refuse an empty launch
							}
							t.Fatalf("%s on %s, %s, %d work-groups: %v", p.name, pn, pf.Name(), g, err)
						}
						for i, r := range rs {
							check(t, fmt.Sprintf("%s on %s, %s, %d work-groups, in flight %d, launch %d", p.name, pn, pf.Name(), g, depth, i), l, r, depth)
						}
					}
				}
			}
		}
	}
}

func TestSingleDevice(t *testing.T) {
	d := GPU("gpu", 1e5)
	d.Jitter = 0
	l := Launch{Groups: 10000, Devices: []Device{d}}
	r, err := Run(&coexecutor.Static{}, l)
	if err != nil {
		t.Fatal(err)
	}
	want := (d.Init + d.Latency).Seconds() + 10000*d.Transfer.Seconds() + 10000/d.Speed
	if math.Abs(r.T-want) > 1e-8 || math.Abs(r.TAlone[0]-want) > 1e-8 || math.Abs(r.HE-1) > 1e-6 {
		t.Errorf("one device: T %v, T_alone %v, HE %v; want %v, %v, 1", r.T, r.TAlone[0], r.HE, want, want)
	}
	// Packages smaller than the occupancy take as long as a full one.
	l.Groups = d.Occupancy / 4
	r, _ = Run(&coexecutor.Static{}, l)
	want = (d.Init + d.Latency).Seconds() + float64(l.Groups)*d.Transfer.Seconds() + float64(d.Occupancy)/d.Speed
	if math.Abs(r.T-want) > 1e-8 {
		t.Errorf("a quarter of the occupancy: T %v, want %v", r.T, want)
	}
}

// TestWake: a device that wakes slowly (Device.WakeSlow) computes at
// 1/WakeSlow of its speed until Wake into the launch, in one package and
// in its launch alone alike: 2 ms of work starting at once, three times
// slower for its first millisecond, does a third of a millisecond's work
// then, and ends at 8/3 ms; one that starts after Wake is not slowed.
func TestWake(t *testing.T) {
	d := GPU("gpu", 1e5)
	d.Jitter, d.Init, d.Latency, d.Transfer = 0, 0, 0, 0
	d.WakeSlow, d.Wake = 3, time.Millisecond
	l := Launch{Groups: 200, Devices: []Device{d}} // 2 ms at 1e5 work-groups a second
	r, err := Run(&coexecutor.Static{}, l)
	if err != nil {
		t.Fatal(err)
	}
	if want := 8e-3 / 3; math.Abs(r.T-want) > 1e-8 || math.Abs(r.TAlone[0]-want) > 1e-8 {
		t.Errorf("T %v, T_alone %v; want %v", r.T, r.TAlone[0], want)
	}
	d.Latency = 2 * time.Millisecond // the work starts after the device woke
	l.Devices = []Device{d}
	if r, err = Run(&coexecutor.Static{}, l); err != nil {
		t.Fatal(err)
	}
	if want := 4e-3; math.Abs(r.T-want) > 1e-8 {
		t.Errorf("starting after Wake: T %v, want %v", r.T, want)
	}
	d.WakeSlow = -1
	l.Devices = []Device{d}
	if _, err := Run(&coexecutor.Static{}, l); err == nil {
		t.Error("a negative WakeSlow was accepted")
	}
}

// waiter gives unit 1 nothing until unit 0's first package has ended.
type waiter struct{ done bool }

func (w *waiter) Next(u, remaining int) int {
	if u == 1 && !w.done {
		return 0
	}
	return min(10, remaining)
}
func (w *waiter) Completed(p coexecutor.Package) { w.done = w.done || p.Unit == 0 }

type waiterPolicy struct{}

func (waiterPolicy) Name() string                                       { return "waiter" }
func (waiterPolicy) New(coexecutor.Setup) (coexecutor.Scheduler, error) { return &waiter{}, nil }

func TestWait(t *testing.T) {
	d := CPU("cpu", 1e4)
	d.Jitter = 0
	r, err := Run(waiterPolicy{}, Launch{Groups: 100, Devices: []Device{d, d}, Guard: coexecutor.Guard{Off: true}})
	if err != nil {
		t.Fatal(err)
	}
	first0 := r.Trace[0]
	var first1 *coexecutor.Package
	for i := range r.Trace {
		if r.Trace[i].Unit == 1 {
			first1 = &r.Trace[i]
			break
		}
	}
	if first0.Unit != 0 || first1 == nil || first1.Submit != first0.End {
		t.Fatalf("unit 1 should ask again when unit 0's first package ends (%v): %+v", first0.End, first1)
	}
}

// The papers' findings hold of the papers' schedulers, without the guard.
func TestStaticBestOnRegular(t *testing.T) {
	l := withExact(t, Launch{Groups: 65536, Cost: Regular{}, Devices: Batel(4), Guard: coexecutor.Guard{Off: true}})
	st := mean(t, static, l, 1, 0, 5, total)
	for _, p := range []pol{dynamic, hguided, hguidedOcc} {
		if pt := mean(t, p, l, 1, 0, 5, total); st > pt {
			t.Errorf("regular kernel, exact powers: static %.1f ms, slower than %s %.1f ms", st*1e3, p.name, pt*1e3)
		}
	}
	sb, db := mean(t, static, l, 1, 0, 5, balance), mean(t, dynamic, l, 1, 0, 5, balance)
	if sb < db || sb < 0.95 {
		t.Errorf("regular kernel, exact powers: static balance %.3f, dynamic %.3f; want static ≥ dynamic and ≥ 0.95", sb, db)
	}
	if h := mean(t, static, l, 1, 0, 5, he); h < 0.95 {
		t.Errorf("regular kernel, exact powers: static HE %.3f < 0.95", h)
	}
}

func TestStaticPoorOnIrregular(t *testing.T) {
	for _, pf := range []Profile{Irregular{}, Ray{}, Increasing{}} {
		l := withExact(t, Launch{Groups: 65536, Cost: pf, Devices: Batel(4), Guard: coexecutor.Guard{Off: true}})
		st, hg := mean(t, static, l, 1, 0, 5, total), mean(t, hguided, l, 1, 0, 5, total)
		if st < 1.1*hg {
			t.Errorf("%s kernel, exact powers: static %.1f ms, not 10 %% slower than hguided %.1f ms", pf.Name(), st*1e3, hg*1e3)
		}
	}
}

func TestHGuidedPackagesVsSigmoid(t *testing.T) {
	var h, s float64
	for _, pf := range []Profile{Regular{}, Increasing{}} {
		l := withExact(t, Launch{Groups: 65536, Cost: pf, Devices: Batel(4), Guard: coexecutor.Guard{Off: true}})
		hp, sp := mean(t, hguided, l, 1, 0, 5, packages), mean(t, sigmoid, l, 1, 0, 5, packages)
		hb, sb := mean(t, hguided, l, 1, 0, 5, balance), mean(t, sigmoid, l, 1, 0, 5, balance)
		t.Logf("%s: hguided %.0f packages, balance %.3f; sigmoid %.0f, %.3f", pf.Name(), hp, hb, sp, sb)
		h += hp
		s += sp
	}
	if h < 3*s {
		t.Errorf("hguided %.0f packages, sigmoid %.0f: want more than 3×", h, s)
	}
}

func TestDynamicSensitiveToPackages(t *testing.T) {
	l := withExact(t, Launch{Groups: 65536, Cost: Regular{}, Devices: Batel(4), Guard: coexecutor.Guard{Off: true}})
	lo, hi := math.Inf(1), 0.0
	for _, m := range []int{3, 12, 48, 768, 3072} {
		h := mean(t, pol{"dynamic", same(&coexecutor.Dynamic{Packages: m})}, l, 1, 0, 3, he)
		lo, hi = min(lo, h), max(hi, h)
	}
	if hi < 2*lo {
		t.Errorf("dynamic's HE over package counts 3–3072 spans %.2f–%.2f: want a factor of 2", lo, hi)
	}
}

// Strong scaling on 4 identical GPUs. On the irregular kernel only
// Sigmoid, whose slopes Pérez et al. designed for irregular costs, is held
// to 0.8: HGuided's large first packages (Nozal & Bosque 2021) on a
// region costlier than the speeds measured so far leave the others idle
// (docs/simulation.md, known issues).
func TestStrongScaling(t *testing.T) {
	cases := []struct {
		pf   Profile
		ps   []pol
		want float64
	}{
		{Regular{}, []pol{static, dynamic, hguidedOcc, sigmoid, memorizing, profileStatic}, 0.9},
		{Irregular{}, []pol{sigmoid}, 0.8},
	}
	for _, c := range cases {
		for _, p := range c.ps {
			l := Launch{Groups: 65536, Cost: c.pf, Devices: GPUs(4)}
			if e := mean(t, p, l, 8, 5, 3, he); e < c.want {
				t.Errorf("%s on 4 GPUs, %s kernel: efficiency %.3f < %.2f", p.name, c.pf.Name(), e, c.want)
			}
		}
	}
}

func TestWeakScaling(t *testing.T) {
	for _, p := range []pol{static, hguidedOcc, sigmoid, memorizing, profileStatic} {
		l := Launch{Groups: 16 * 16384, Cost: Regular{}, Devices: GPUs(16)}
		if e := mean(t, p, l, 8, 5, 1, he); e < 0.9 {
			t.Errorf("%s on 16 GPUs, 16384 work-groups each: efficiency %.3f < 0.9", p.name, e)
		}
	}
}

// With one host link the GPUs take turns to copy: a transfer-bound kernel
// (copies as long as the compute) cannot run in less than its copies'
// total, half of one GPU's time alone, however many GPUs share the
// link; with a link each, the simulator's GPUs scale nearly linearly.
func TestSharedLinkBoundsScaling(t *testing.T) {
	ds := GPUs(8)
	for i := range ds {
		ds[i].Transfer = time.Second / GPUSpeed
	}
	for _, p := range allPolicies() {
		l := Launch{Groups: 65536, Devices: ds, SharedLink: true}
		for _, r := range series(t, p, l, 6) {
			copies := 0.0
			for i, g := range r.Groups {
				copies += float64(g) * ds[i].Transfer.Seconds()
				if r.Packages[i] > 0 {
					copies += ds[i].Init.Seconds()
				}
			}
			if r.T < copies*(1-1e-9) {
				t.Errorf("%s: T %.6f s, less than the copies' %.6f s through one link", p.name, r.T, copies)
			}
		}
	}
	l := Launch{Groups: 65536, Devices: ds}
	if s := mean(t, dynamic, l, 6, 3, 1, func(r Result) float64 { return r.Speedup }); s < 7 {
		t.Errorf("dynamic, a link per GPU: speedup %.2f < 7", s)
	}
	l.SharedLink = true
	if s := mean(t, dynamic, l, 6, 3, 1, func(r Result) float64 { return r.Speedup }); s < 1.5 || s > 2 {
		t.Errorf("dynamic, one link: speedup %.2f, want 1.5-2", s)
	}
}

// Memorizing replays what each unit ran, and its pace rule cuts a range
// whenever a unit would end late: jitter alone does that between
// identical GPUs, and every cut is one more range to replay. Over 60
// launches on eight GPUs the packages went from 39 to 251 (most under a
// GPU's occupancy; efficiency 0.51 in launches 11-60) before short
// ranges were absorbed; now no launch runs more than the first launch's
// packages and two per GPU (a range of each GPU cut once by the pace rule
// and once by the guard, whose bet between GPUs is the ratio of their
// measured speeds), and the efficiency stays.
func TestMemorizingStaysCompactOverLaunches(t *testing.T) {
	l := Launch{Groups: 65536, Cost: Regular{}, Devices: GPUs(8), Seed: 1}
	rs := series(t, memorizing, l, 60)
	first := rs[0].TotalPackages()
	var e float64
	for i, r := range rs {
		if n := r.TotalPackages(); n > first+2*len(l.Devices) {
			t.Errorf("launch %d: %d packages; the first launch ran %d", i+1, n, first)
		}
		if i >= 10 {
			e += r.HE
		}
	}
	if e /= 50; e < 0.9 {
		t.Errorf("memorizing on 8 GPUs, launches 11-60: efficiency %.3f < 0.9", e)
	}
}

// The extreme-heterogeneity rule (coexecutor.HeterogeneityGuard): with a
// GPU 200× the CPU, co-execution must not be more than 2 % slower than the
// GPU alone. Devices without jitter, so that the 2 % are the scheduler's.
// The rule: with a GPU 200 times as fast as the CPU, every adaptive
// scheduler stays within 2 % of the GPU alone, on every kernel, on the
// first launch and later, with nominal hints, with none (equal powers: a
// probe per unit) and with powers learned across launches. Static, with
// exact powers, is the reference that shows the margin is not loose.
func TestExtremeHeterogeneity(t *testing.T) {
	for _, jitter := range []float64{0, 0.02} {
		devs := CPUGPU(200)
		for i := range devs {
			devs[i].Jitter = jitter
		}
		type tc struct {
			p      pol
			powers string // "nominal": the devices' speeds; "none": none given, learned across launches
			launch string // "first" or "steady"
		}
		var cases []tc
		for _, p := range []pol{sigmoid, adaptive, mash, memorizing, profileStatic} {
			cases = append(cases, tc{p, "nominal", "first"}, tc{p, "nominal", "steady"}, tc{p, "none", "first"}, tc{p, "none", "steady"})
		}
		cases = append(cases, tc{static, "nominal", "first"})
		for _, pf := range []Profile{Regular{}, Irregular{}, Ray{}, Increasing{}} {
			for _, c := range cases {
				l := Launch{Groups: 65536, Cost: pf, Devices: devs}
				if c.powers == "nominal" {
					l.Powers = NominalPowers(devs)
				}
				var r float64
				if c.launch == "first" {
					r = mean(t, c.p, l, 1, 0, 3, relative)
				} else {
					r = mean(t, c.p, l, 8, 5, 3, relative)
				}
				bound := 1.02
				if pf.Name() == "ray" && c.launch == "steady" && (c.p.name == "mash" || c.p.name == "memorizing") {
					// Known issue (docs/schedulers.md): they commit a unit
					// to ranges sized by speeds measured on other ranges.
					bound = 1.25
				}
				if r > bound {
					t.Errorf("jitter %g, %s, %s powers, %s launch, %s kernel: %.3f × the GPU alone, beyond %.2f", jitter, c.p.name, c.powers, c.launch, pf.Name(), r, bound)
				}
			}
		}
	}
}

// Small launches (fewer work-groups than the GPU's occupancy, like the
// suite's nbody: 128), 200:1: in the steady state every adaptive scheduler
// leaves the CPU idle, with nominal powers and with powers learned from
// its first launch. (That first launch, without hints, costs a probe of
// one work-group per core on the CPU: 1/8 of a 128-group launch, which
// no rule can avoid without knowing the CPU's speed.) Speeds measured on
// packages below a GPU's occupancy used to make it look slow enough for
// the CPU to keep a share: Adaptive took 11× the GPU alone.
func TestExtremeHeterogeneitySmallLaunches(t *testing.T) {
	devs := CPUGPU(200)
	for _, g := range []int{128, 600} {
		for _, p := range []pol{sigmoid, adaptive, mash, memorizing, profileStatic} {
			for _, powers := range []string{"nominal", "none"} {
				l := Launch{Groups: g, Cost: Regular{}, Devices: devs}
				if powers == "nominal" {
					l.Powers = NominalPowers(devs)
				}
				if r := mean(t, p, l, 8, 5, 3, relative); r > 1.02 {
					t.Errorf("%d work-groups, %s, %s powers, steady state: %.3f × the GPU alone, beyond 2 %%", g, p.name, powers, r)
				}
			}
		}
	}
}

func TestReplayFromReport(t *testing.T) {
	devs := GPUs(2)
	for i := range devs {
		devs[i].Jitter, devs[i].Latency, devs[i].Transfer, devs[i].Init = 0, 0, 0, 0
	}
	l := Launch{Groups: 2048, Cost: Increasing{Ratio: 4}, Devices: devs, Guard: coexecutor.Guard{Off: true}}
	r, err := Run(&coexecutor.Dynamic{Packages: 16}, l)
	if err != nil {
		t.Fatal(err)
	}
	tr := TraceFromReport(r.Report(devs), []float64{GPUSpeed, GPUSpeed})
	if len(tr) != l.Groups {
		t.Fatalf("trace of %d work-groups, want %d", len(tr), l.Groups)
	}
	// Package means of an increasing profile increase.
	if !(tr[0] < tr[len(tr)/2] && tr[len(tr)/2] < tr[len(tr)-1]) {
		t.Errorf("replayed trace does not increase: %v %v %v", tr[0], tr[len(tr)/2], tr[len(tr)-1])
	}
	l.Cost = Replay{Trace: tr}
	r2, err := Run(&coexecutor.Dynamic{Packages: 16}, l)
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(r2.T-r.T)/r.T > 0.02 {
		t.Errorf("the replayed launch takes %v, the original %v", r2.T, r.T)
	}
}

func TestKSweep(t *testing.T) {
	var reg, irr []Launch
	for s := int64(1); s <= 2; s++ {
		reg = append(reg, withExact(t, Launch{Groups: 16384, Cost: Regular{}, Devices: Batel(4), Seed: s}))
		irr = append(irr, withExact(t, Launch{Groups: 16384, Cost: Ray{}, Devices: Batel(4), Seed: s}))
	}
	res, err := KSweep{
		Policy:   func(kr, ki float64) coexecutor.Policy { return &coexecutor.Sigmoid{KRegular: kr, KIrregular: ki} },
		KRegular: []float64{1, 4}, KIrregular: []float64{0.25, 1},
		Regular: reg, Irregular: irr,
	}.Run()
	if err != nil {
		t.Fatal(err)
	}
	best := math.Inf(1)
	for i := range res.Regular {
		for j := range res.Regular[i] {
			best = min(best, res.Regular[i][j])
			if res.Regular[i][j] < 1 || res.Irregular[i][j] < 1 {
				t.Fatalf("a cost below 1: %v %v", res.Regular, res.Irregular)
			}
		}
	}
	if best > 1.05 {
		t.Errorf("no pair is within 5 %% of the best on every regular launch: %v", res.Regular)
	}
	if res.ChosenKRegular != res.KRegular[res.ChosenI] || res.ChosenKIrregular != res.KIrregular[res.ChosenJ] {
		t.Errorf("chosen %v/%v at %d,%d", res.ChosenKRegular, res.ChosenKIrregular, res.ChosenI, res.ChosenJ)
	}
}

func BenchmarkRun(b *testing.B) {
	l := Launch{Groups: 65536, Cost: Irregular{}, Devices: Batel(4), Seed: 1}
	for i := 0; i < b.N; i++ {
		if _, err := Run(&coexecutor.HGuided{}, l); err != nil {
			b.Fatal(err)
		}
	}
}

// The guard in the simulator, with no powers given (nominal peaks, then
// the speeds learned), from 1:1 to 200:1, on a regular kernel: every
// scheduler's mean launch over 16 stays within 3 % of the best device
// alone, where the papers' unguarded HGuided loses by far at 200:1.
// (Irregular kernels: docs/schedulers.md, known issues.)
func TestGuardInTheSimulator(t *testing.T) {
	for _, ratio := range []float64{1, 4, 20, 200} {
		for _, p := range allPolicies() {
			for _, pf := range []Profile{Regular{}, Regular{Noise: 0.3}} {
				const bound = 1.03
				l := Launch{Groups: 65536, Cost: pf, Devices: CPUGPU(ratio), Seed: 1}
				rs := series(t, p, l, 16)
				sum := 0.0
				for _, r := range rs {
					sum += relative(r)
				}
				if m := sum / float64(len(rs)); m > bound {
					t.Errorf("%s, %s, %g:1: mean launch %.3f × the best device alone over 16, over %.2f", p.name, pf.Name(), ratio, m, bound)
				}
			}
		}
	}
	l := Launch{Groups: 65536, Cost: Regular{}, Devices: CPUGPU(200), Seed: 1, Powers: []float64{1, 1}, Guard: coexecutor.Guard{Off: true}}
	r, err := Run(&coexecutor.HGuided{}, l)
	if err != nil {
		t.Fatal(err)
	}
	if relative(r) < 2 {
		t.Errorf("unguarded HGuided at 200:1: %.2f × the GPU alone; the table above tests nothing", relative(r))
	}
}

// A memory-bound kernel on host data (a stream triad): the CPU works in
// place and takes 10 ms alone; the GPU computes 20 times faster but its
// copies make it 3.6 times slower alone. The nominal peaks rank the GPU
// 528 times above the CPU, the wrong way round. Once the CPU is measured,
// its measurement, not the nominal ratio, sizes its packages (the bet is
// at most the measured ratio, and its packages grow with the work it has
// done), and HGuided's powers become the measured speeds.
//
// The native device on a kernel without barriers (its workers share a
// work-group's items: one work-group fills it) probes on the first launch
// (its smallest package is predicted at 528/65536 of the GPU's launch,
// within ProbeShare) and is measured there: from the second launch on,
// each scheduler runs within 5 % of the CPU alone. So does an OpenCL CPU
// (filled by 16 work-groups, one per core), whose nominal peak counts its
// cores' vector lanes: 16 groups are predicted at 16 × 66 / 65536 of the
// GPU's launch. The bound case is a CPU filled by 16 work-groups and
// counted as 16 scalar lanes: its smallest package is predicted at twice
// ProbeShare of the GPU's launch, so it waits for the credit of two
// launches sat out and probes on the third; the probe bound, not the
// rule's belief, delays it, and from the fourth launch Dynamic and
// HGuided run within 5 % (Static, which commits each unit to one share
// at the start, from the fifth).
func TestGuardConvergesAgainstAWrongPrior(t *testing.T) {
	gpu := GPU("gpu", 65536/0.0005)
	gpu.Transfer = 534 * time.Nanosecond
	native := CPU("native", 65536/0.010)
	native.Occupancy = 1
	// An OpenCL CPU counts its cores' float vector lanes (8 here): the
	// prior ranks the GPU 66 times above it, not 528.
	openCLCPU := CPU("opencl-cpu", 65536/0.010)
	openCLCPU.Nominal = 16 * 8
	for _, tc := range []struct {
		cpu  Device
		from map[string]int // the first launch (from 1) within 5 %, per scheduler
	}{
		{native, map[string]int{"static": 2, "dynamic": 2, "hguided": 2}},
		{CPU("scalar-cpu-16", 65536/0.010), map[string]int{"static": 5, "dynamic": 4, "hguided": 4}},
		{openCLCPU, map[string]int{"static": 2, "dynamic": 2, "hguided": 2}},
	} {
		for _, p := range []pol{static, dynamic, hguided} {
			l := Launch{Groups: 65536, Devices: []Device{tc.cpu, gpu}, Seed: 1}
			rs := series(t, p, l, 6)
			for i, r := range rs[tc.from[p.name]-1:] {
				if best := minOf(r.TAlone); r.T > 1.05*best {
					t.Errorf("%s, %s: launch %d takes %.2f ms, the best device alone %.2f ms", tc.cpu.Name, p.name, tc.from[p.name]+i, r.T*1e3, best*1e3)
				}
			}
			t.Logf("%s, %s: launches %s", tc.cpu.Name, p.name, launchTimes(rs))
		}
	}
}

func launchTimes(rs []Result) string {
	var b strings.Builder
	for i, r := range rs {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%.1f ms", r.T*1e3)
	}
	return b.String()
}

// A unit that sits a launch out, by what earlier launches measured, is
// known to before the others ask: the unit left alone takes all the work
// in one package, whatever the scheduler would have split (the GPU runs a
// launch 1000 times faster than the CPU, whose smallest package would end
// long after the GPU's whole launch).
func TestGuardAloneTakesAllAtOnce(t *testing.T) {
	for _, p := range []pol{static, dynamic, hguided} {
		for _, devs := range [][]Device{CPUGPU(1000), {GPU("gpu", GPUSpeed), CPU("cpu", GPUSpeed/1000)}} {
			l := Launch{Groups: 4096, Devices: devs, Seed: 1}
			rs := series(t, p, l, 6)
			for i, r := range rs[2:] {
				if r.TotalPackages() != 1 {
					t.Errorf("%s, %s first: launch %d has %d packages (%v), want the GPU's one (guard %q)", p.name, devs[0].Name, i+3, r.TotalPackages(), r.Packages, r.Guard)
				}
			}
		}
	}
}

// Identical GPUs on a compute-bound kernel of 50 ms on one GPU, filled by
// one work-group per compute unit (132), with nothing given: launches of
// 640 work-groups (4.85 per compute unit, under the GPUs' count × the old
// fill of four per compute unit), 2560 and 102400. The GPUs are of one
// model, so the guess that ranks them equal is exact (no probe on the
// first launch) and a speed measured on one is the others' prior; a
// package below the fill grows to the unit's even part. From the second
// launch on, 2 GPUs run at least 1.8 times as fast as one and 4 GPUs at
// least 3.4 times, with Static, Dynamic and HGuided as they come.
func TestIdenticalGPUsScale(t *testing.T) {
	for _, groups := range []int{640, 2560, 102400} {
		for _, c := range []struct {
			n    int
			want float64
		}{{2, 1.8}, {4, 3.4}} {
			for _, p := range []pol{static, dynamic, hguided} {
				ds := GPUs(c.n)
				for i := range ds {
					ds[i].Speed = float64(groups) / 0.05
					ds[i].Transfer = 0
				}
				l := Launch{Groups: groups, Devices: ds, Seed: 1}
				rs := series(t, p, l, 5)
				for i, r := range rs[1:] {
					if r.Speedup < c.want {
						t.Errorf("%d work-groups on %d GPUs, %s: launch %d runs %.2f times as fast as one GPU, under %.1f (packages %v, guard %q)", groups, c.n, p.name, i+2, r.Speedup, c.want, r.Packages, r.Guard)
					}
				}
			}
		}
	}
	// Without the models (the GPUs told apart by name only), the second
	// GPU's smallest package is over its probe budget on the first
	// launch of 640 work-groups: the test above depends on the rule.
	ds := GPUs(2)
	for i := range ds {
		ds[i].Speed, ds[i].Transfer, ds[i].Model = 640/0.05, 0, ""
	}
	r, err := Run(&coexecutor.Static{}, Launch{Groups: 640, Devices: ds, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.Speedup > 1.1 {
		t.Errorf("GPUs of unlike models, 640 work-groups, first launch: %.2f times as fast as one; the probe bound should keep the second out", r.Speedup)
	}
}

// One GPU alone (issue 23's single-device case): whatever the scheduler
// sizes, the only unit takes every launch in one package, at 128
// work-groups (an all-pairs N-body step of 32768 bodies, under one
// work-group per compute unit, where HGuided's packages of 64, 32, …
// would each take as long as the whole) and at 65536.
func TestOneGPUOnePackage(t *testing.T) {
	for _, groups := range []int{128, 65536} {
		for _, p := range []pol{static, dynamic, hguided, sigmoid, adaptive} {
			l := Launch{Groups: groups, Devices: []Device{GPU("gpu", GPUSpeed)}, Seed: 1}
			for i, r := range series(t, p, l, 3) {
				if r.TotalPackages() != 1 {
					t.Errorf("%s, %d work-groups on one GPU: launch %d has %d packages, want 1", p.name, groups, i+1, r.TotalPackages())
				}
			}
		}
	}
}

// TestDataFollowCost: with Launch.DataFollowCost a package's copies take
// Transfer per work-group of its cost, so the half of a Hubs range that
// holds the hubs copies more than the other half, and a device alone
// copies the launch's work-groups' worth, as without.
func TestDataFollowCost(t *testing.T) {
	d := GPU("gpu", 1e5)
	d.Jitter = 0
	const g = 4096
	costs, err := prefixCosts(Hubs{}, g, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, follow := range []bool{false, true} {
		l := Launch{Groups: g, Cost: Hubs{}, DataFollowCost: follow, Devices: []Device{d, d}, Powers: []float64{1, 1}, Guard: coexecutor.Guard{Off: true}}
		r, err := Run(&coexecutor.Static{}, l)
		if err != nil {
			t.Fatal(err)
		}
		for u, half := range [][2]int{{0, g / 2}, {g / 2, g}} {
			work := costs[half[1]] - costs[half[0]]
			moved := float64(half[1] - half[0])
			if follow {
				moved = work
			}
			want := (d.Init + d.Latency).Seconds() + moved*d.Transfer.Seconds() + work/d.Speed
			if r.Groups[u] != g/2 || math.Abs(r.TDevice[u]-want) > 1e-8 {
				t.Errorf("data follow cost %v: unit %d ran %d work-groups in %v s, want %d in %v s", follow, u, r.Groups[u], r.TDevice[u], g/2, want)
			}
		}
		if want := (d.Init + d.Latency).Seconds() + g*d.Transfer.Seconds() + g/d.Speed; math.Abs(r.TAlone[0]-want) > 1e-8 {
			t.Errorf("data follow cost %v: alone %v s, want %v s", follow, r.TAlone[0], want)
		}
	}
}
