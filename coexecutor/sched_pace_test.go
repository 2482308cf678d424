package coexecutor

import (
	"fmt"
	"github.com/stretchr/testify/require"
	"math/rand/v2"
	"testing"
	"time"
)

// remember sets the units' powers to their throughputs in run, as the
// Coexecutor does between launches.
func remember(units []simUnit, run simRun) {
	for i := range units {
		var busy time.Duration
		for _, p := range run.unitPackages(i) {
			busy += p.Duration()
		}
		if busy > 0 {
			units[i].info.Power = float64(run.groups(i)) / busy.Seconds()
		}
	}
}

func twoUnits() Setup {
	return Setup{Groups: 10000, Units: []UnitInfo{{Device: "gpu", GPU: true, ComputeUnits: 8, Power: 0.5}, {Device: "cpu", ComputeUnits: 4, Power: 0.5}}, Params: Params{Packages: 8, MinPackage: 1, K: 2}}
}

// The rule with fake speeds 200:1: the slow unit gets only what ends
// before the fast one has done the rest, nothing when that is not one
// work-group.
func TestHeterogeneityRule(t *testing.T) {
	p := newPace(twoUnits(), 3, ruleOnly(true), nil)
	// Measured: the GPU 2000 work-groups/s, the CPU 10.
	p.completed(Package{Unit: 0, Groups: 200, Start: 0, End: 100 * time.Millisecond})
	p.completed(Package{Unit: 1, Groups: 4, Start: 0, End: 400 * time.Millisecond})
	if s0, s1 := p.speed(0), p.speed(1); s0 != 2000 || s1 != 10 {
		t.Fatalf("speeds %v, %v; want 2000, 10", s0, s1)
	}
	setFast := func(n int) { // the GPU's work in flight, handed out now
		p.flight[0] = nil
		p.handed(0, n)
	}
	endsInTime := func(x, remaining int) bool {
		return float64(p.out(1)+x)/10 <= float64(remaining+p.out(0))/2000+1e-9
	}
	for _, c := range []struct{ size, remaining, outFast, want int }{
		{50, 1000, 0, 5},       // 5 work-groups take 0.5 s, the GPU's 1000 too
		{3, 1000, 0, 3},        // fits whole
		{50, 10, 0, 0},         // the rule says nothing (but see grant)
		{50, 10, 100, 0},       // the GPU has work in flight: (10+100)/2000 s
		{50, 10000, 0, 50},     // 50/10 ≤ 10000/2000
		{500, 10000, 2000, 60}, // the GPU's 2000 in flight count
	} {
		setFast(c.outFast)
		got := p.fit(1, c.size, c.remaining)
		if got != c.want {
			t.Errorf("fit(slow, %d, R=%d, GPU in flight %d) = %d, want %d", c.size, c.remaining, c.outFast, got, c.want)
		}
		if got > 0 && !endsInTime(got, c.remaining) || got < c.size && endsInTime(got+1, c.remaining) {
			t.Errorf("fit(slow, %d, R=%d) = %d: not the largest package that ends in time", c.size, c.remaining, got)
		}
	}
	// The fast unit is not held back.
	setFast(0)
	if got := p.fit(0, 5000, 10000); got != 5000 {
		t.Errorf("fit(fast, 5000) = %d", got)
	}
	// grant: 0 with work in flight and with none (the Commander hands
	// out what every unit refuses); a grant is recorded.
	setFast(100)
	if got := p.grant(1, 50, 10); got != 0 {
		t.Errorf("grant(slow) with the GPU busy = %d, want 0", got)
	}
	setFast(0)
	if got := p.grant(1, 50, 10); got != 0 {
		t.Errorf("grant(slow) with nothing in flight = %d, want 0", got)
	}
	if got := p.grant(1, 3, 1000); got != 3 || p.out(1) != 3 {
		t.Errorf("grant(slow, 3) = %d, out %d: want 3, recorded", got, p.out(1))
	}
	// Off: sizes pass unchanged.
	q := newPace(twoUnits(), 3, ruleOnly(false), nil)
	q.completed(Package{Unit: 0, Groups: 200, End: 100 * time.Millisecond})
	q.completed(Package{Unit: 1, Groups: 1, End: 100 * time.Millisecond})
	if got := q.grant(1, 50, 10); got != 10 {
		t.Errorf("without the rule grant = %d, want 10", got)
	}
}

// ruleOnly is the default configuration with the guard on or off and no
// unit left idle for its share, to test the rule alone.
func ruleOnly(guard bool) schedConfig {
	c := defaultSchedConfig()
	c.guard, c.minShare = guard, 0
	return c
}

// The other parts of grant: an unmeasured unit gets a probe of its
// occupancy, the larger probe first, a unit below the minimum share gets
// nothing for the rest of the launch, and a unit left alone gets all that
// remains.
func TestGrantProbeShareAlone(t *testing.T) {
	s := twoUnits()
	s.PowersUnknown = true
	p := newPace(s, 3, defaultSchedConfig(), nil)
	if got := p.grant(1, 5000, 10000); got != 0 || !p.waiting(1) || p.closed[1] {
		t.Errorf("the CPU asking before the GPU's larger probe was handed out: grant %d, waiting %v, closed %v; want 0, waiting", got, p.waiting(1), p.closed[1])
	}
	if got := p.grant(0, 5000, 10000); got != 32 { // the GPU: 8 compute units × 4
		t.Errorf("unmeasured GPU's first package %d, want its occupancy 32", got)
	}
	if got := p.grant(1, 5000, 9968); got != 4 { // the CPU: one work-group per core
		t.Errorf("unmeasured CPU's first package %d, want its occupancy 4", got)
	}
	p.completed(Package{Unit: 0, Groups: 32, Start: 0, End: time.Millisecond}) // 32000/s
	// The CPU's probe has run 10 ms and not ended: at most 400/s, 1.2 %.
	p.now = 10 * time.Millisecond
	if got := p.grant(1, 100, 9964); got != 0 || !p.closed[1] {
		t.Errorf("CPU at ≤ 1.2 %% of the speed: grant %d, closed %v; want 0, closed", got, p.closed[1])
	}
	if got := p.grant(0, 100, 9964); got != 9964 {
		t.Errorf("the GPU left alone gets %d, want all 9964", got)
	}
	// Powers given: no probes.
	if got := newPace(twoUnits(), 3, defaultSchedConfig(), nil).grant(1, 5000, 10000); got != 5000 {
		t.Errorf("with powers given the first package is %d, want 5000", got)
	}
	// Powers that are not a guess leave a negligible unit out before
	// anyone asks: the GPU asking first gets the whole launch, and a
	// static share of the unit left out goes to the others.
	g := twoUnits()
	g.Units[0].Power, g.Units[1].Power = 0.99, 0.01
	r := newPace(g, 3, defaultSchedConfig(), nil)
	if !r.closed[1] || r.closed[0] {
		t.Errorf("closed %v with powers 0.99 / 0.01, want the CPU left out", r.closed)
	}
	if got := r.grant(0, 100, 10000); got != 10000 {
		t.Errorf("the GPU asking first gets %d, want all 10000", got)
	}
	r = newPace(g, 3, defaultSchedConfig(), nil)
	sh := shares{9900, 100}
	if got := sh.next(r, 0, 10000, true); got != 10000 {
		t.Errorf("shares: the GPU gets %d, want all 10000 (the CPU's share freed)", got)
	}
	// The fastest unit is never left out, whatever the share.
	q := newPace(twoUnits(), 3, defaultSchedConfig(), []float64{1, 1})
	q.share = 0.49
	q.completed(Package{Unit: 1, Groups: 100, Start: 0, End: time.Second})
	q.completed(Package{Unit: 0, Groups: 101, Start: 0, End: time.Second})
	if q.negligible(0) || q.negligible(1) {
		t.Errorf("equal units left idle at share 0.49")
	}
	// A package below its unit's occupancy counts as a full one: the GPU
	// (occupancy 32) running 8 work-groups in 1 ms runs at 32000/s.
	o := newPace(twoUnits(), 3, defaultSchedConfig(), nil)
	o.completed(Package{Unit: 0, Groups: 8, Start: 0, End: time.Millisecond})
	if got := o.speed(0); got != 32000 {
		t.Errorf("speed from a package below occupancy %v, want 32000", got)
	}
	// MinShare validates and shows in the name.
	if _, err := NewSigmoid(MinShare(0.7)).New(twoUnits()); err == nil {
		t.Error("MinShare(0.7) accepted")
	}
	if n := NewMash(MinShare(0)).Name(); n != "mash(minshare=0)" {
		t.Errorf("name %q", n)
	}
}

// An unmeasured unit's speed is its prior scaled like the measured ones'.
func TestPaceEstimates(t *testing.T) {
	s := twoUnits()
	s.Units[0].Power, s.Units[1].Power = 0.8, 0.2
	p := newPace(s, 3, ruleOnly(true), nil)
	if p.speed(0) != 0.8 || p.speed(1) != 0.2 {
		t.Fatalf("priors %v %v", p.speed(0), p.speed(1))
	}
	p.completed(Package{Unit: 0, Groups: 400, End: time.Second})
	if got := p.speed(1); got != 100 {
		t.Errorf("estimated speed %v, want 100", got)
	}
	for i := 0; i < 5; i++ { // the window keeps the last 3
		p.completed(Package{Unit: 0, Groups: 100 * (i + 1), End: time.Second})
	}
	if got := p.speed(0); got != 400 {
		t.Errorf("speed over the last 3 = %v, want 400", got)
	}
	if got := proportional(10, []float64{3, 1, 0}); fmt.Sprint(got) != "[8 2 0]" {
		t.Errorf("proportional = %v", got)
	}
}

// With a GPU 200 times faster than the CPU, every adaptive scheduler
// leaves the CPU idle, or gives it only packages that end in time, once it
// knows the CPU's speed, and from the start in the launches after, whose
// powers are the throughputs measured before, as the Coexecutor's are.
func TestExtremeHeterogeneity(t *testing.T) {
	const groups = 20000
	units := []simUnit{gpuUnit("gpu", 5*time.Microsecond), cpuUnit("cpu", time.Millisecond)}
	slowGroup := time.Millisecond
	for _, pol := range []Policy{NewSigmoid(), NewAdaptive(), NewMash(), NewMemorizing(), NewProfileStatic()} {
		t.Run(pol.Name(), func(t *testing.T) {
			r := rand.New(rand.NewPCG(1, 2))
			units := append([]simUnit(nil), units...)
			for l := 0; l < 4; l++ {
				_, run := launch(t, pol, groups, units, 2, r)
				remember(units, run)
				fast := run.end[0]
				cpu := run.unitPackages(1)
				known := time.Duration(-1) // when the scheduler first knew the CPU's speed
				if l > 0 {
					known = 0
				}
				if len(cpu) > 0 && l == 0 {
					known = cpu[0].End
				}
				late := 0
				for _, p := range cpu {
					// Tolerance: the one work-group a unit gets when
					// nothing is in flight, and the part of the GPU's
					// package in flight the estimate does not see.
					if known >= 0 && p.Submit >= known && p.End > fast+slowGroup+fast/20 {
						late++
						t.Errorf("launch %d: CPU package %d×%d handed out at %v ends at %v, after the GPU's end %v", l, p.FirstGroup, p.Groups, p.Submit, p.End, fast)
					}
				}
				t.Logf("launch %d: GPU %d groups, ends %v; CPU %d packages, %d groups, ends %v", l, run.groups(0), fast, len(cpu), run.groups(1), run.end[1])
				if l > 0 && run.end[1] > fast+slowGroup+fast/20 {
					t.Errorf("launch %d: the CPU ends at %v, the GPU at %v", l, run.end[1], fast)
				}
			}
		})
	}
}

// A guessed launch hands out the larger probe first. spmv's hub rows come
// first; the native CPU's probe of them (16 work-groups, one per core)
// lasted as long as work-group 0, a 130th of the CPU's speed, and when
// the H200's first package ended before it the CPU was left out of that
// launch and every one after (sched63, sched66). Here the first 16
// work-groups take 2.5 ms on the CPU, the others 1.2 µs; the GPU runs
// 0.3 µs a work-group. Taking the front with its probe of 32, the GPU
// leaves the CPU a probe of ordinary work-groups, and the CPU, a quarter
// as fast as the GPU, takes part.
func TestProbesGoLargestFirst(t *testing.T) {
	const groups = 4096
	hub := 2500 * time.Microsecond / 16
	for _, pol := range []Policy{NewSigmoid(), NewAdaptive(), NewMash(), NewMemorizing(), NewProfileStatic()} {
		t.Run(pol.Name(), func(t *testing.T) {
			cpu := cpuUnit("cpu", 0)
			cpu.info.ComputeUnits = 16
			cpu.cost = func(lo, hi int) time.Duration {
				var d time.Duration
				for g := lo; g < hi; g++ {
					if g < 16 {
						d += hub
					} else {
						d += 1200 * time.Nanosecond
					}
				}
				return d
			}
			units := []simUnit{cpu, gpuUnit("gpu", 300*time.Nanosecond)}
			s := setupFor(groups, units, 8)
			s.PowersUnknown = true
			sched, err := pol.New(s)
			require.NoError(t, err)
			run := drive(t, sched, groups, units, 2, nil)
			first := run.unitPackages(0)[0]
			require.Equal(t, 32, first.FirstGroup, "the CPU's probe starts after the GPU's (its occupancy, 8 compute units × 4)")
			require.Equal(t, 16, first.Groups, "the CPU's probe: one work-group per core")
			require.Greater(t, run.groups(0), 16, "the CPU, a quarter as fast as the GPU, runs more than its probe")
		})
	}
}
