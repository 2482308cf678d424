package coexecutor

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

func TestSigmoidSizes(t *testing.T) {
	s := Setup{Groups: 1000, Units: []UnitInfo{{Device: "a", ComputeUnits: 1, Power: 0.5}, {Device: "b", ComputeUnits: 1, Power: 0.5}}}
	sched, err := (&Sigmoid{}).New(s)
	if err != nil {
		t.Fatal(err)
	}
	sg := sched.(*sigmoidSched)
	// x = 6, L = G/(2n) = 250, f(6) = 250·tanh(6) ≈ 250; n·s_i/Σs = 1.
	if got := sg.Next(0, 1000); got != 250 {
		t.Errorf("first package %d, want 250", got)
	}
	// x = 4.5: f = 250·tanh(4.5) = 249.97.
	if got := sg.Next(1, 750); got != 250 {
		t.Errorf("second package %d, want 250", got)
	}
	// Unit 0 ran 250 groups in 0.25 s (1000/s), unit 1 in 0.5 s (500/s).
	sg.Completed(Package{Unit: 0, Groups: 250, Start: 0, End: 250 * time.Millisecond})
	sg.Completed(Package{Unit: 1, Groups: 250, Start: 0, End: 500 * time.Millisecond})
	// x = 3: f = 250·tanh(3) = 248.76; ·2·1000/1500 = 331.7; p·t·s =
	// 0.05·0.5·1000 = 25; the rule allows 333.
	if got := sg.Next(0, 500); got != 332 {
		t.Errorf("package after measuring %d, want 332", got)
	}
	want := int(math.Ceil(250 * math.Tanh(6*168.0/1000) * 2 * 500 / 1500))
	if got := sg.Next(1, 168); got != want {
		t.Errorf("slow unit's package %d, want %d", got, want)
	}
}

func TestSigmoidLowerBounds(t *testing.T) {
	s := Setup{Groups: 100000, Units: []UnitInfo{{Device: "gpu", GPU: true, ComputeUnits: 16, Power: 0.5}, {Device: "cpu", ComputeUnits: 8, Power: 0.5}}}
	// With k = 0.1 the curve gives ≈ 1.5·k·R·s_i/Σs near the end.
	sched, _ := (&Sigmoid{KRegular: 0.1, KIrregular: 0.1}).New(s)
	// Occupancy: 16·4 on the GPU, 8 (cores) on the CPU.
	if got := sched.Next(0, 100); got != 64 {
		t.Errorf("GPU occupancy bound %d, want 64", got)
	}
	if got := sched.Next(1, 36); got != 8 {
		t.Errorf("CPU occupancy bound %d, want 8", got)
	}
	sched.Completed(Package{Unit: 0, Groups: 64, Start: 0, End: 10 * time.Second})
	sched.Completed(Package{Unit: 1, Groups: 8000, Start: 99 * time.Second, End: 100 * time.Second})
	// x = 5.4: f = 25000·tanh(0.27) = 6590, ·2·8000/8006.4 = 13170 <
	// p·t·s_1 = 0.05·100 s·8000/s.
	if got := sched.Next(1, 90000); got != 40000 {
		t.Errorf("imbalance bound %d, want 40000", got)
	}
	sched, _ = (&Sigmoid{KRegular: 0.1, KIrregular: 0.1, Occupancy: 2}).New(s)
	if got := sched.Next(0, 100); got != 32 {
		t.Errorf("Occupancy(2) bound %d, want 32", got)
	}
}

func TestSigmoidTurnsIrregular(t *testing.T) {
	s := Setup{Groups: 1000, Units: []UnitInfo{{Device: "a", Power: 0.5}, {Device: "b", Power: 0.5}}}
	sched, _ := (&Sigmoid{KRegular: 3, KIrregular: 0.25}).New(s)
	sg := sched.(*sigmoidSched)
	for i := 0; i < 4; i++ { // within 20 %: regular
		sg.Completed(Package{Unit: 0, Groups: 100 + 10*(i%2), End: 100 * time.Millisecond})
	}
	if sg.irregular || sg.k() != 3 {
		t.Fatalf("regular speeds: irregular %v, k %v", sg.irregular, sg.k())
	}
	sg.Completed(Package{Unit: 1, Groups: 100, End: 100 * time.Millisecond})
	sg.Completed(Package{Unit: 1, Groups: 300, End: 100 * time.Millisecond})
	sg.Completed(Package{Unit: 1, Groups: 100, End: 100 * time.Millisecond})
	if !sg.irregular || sg.k() != 0.25 {
		t.Fatalf("speeds 1000, 3000, 1000: irregular %v, k %v", sg.irregular, sg.k())
	}
	for i := 0; i < 3; i++ { // for the rest of the launch
		sg.Completed(Package{Unit: 1, Groups: 100, End: 100 * time.Millisecond})
	}
	if !sg.irregular {
		t.Fatal("back to regular")
	}
}

func TestSigmoidLaunches(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	// Regular: a GPU twice as fast as the CPU, with launch overheads. The
	// first launch has equal powers; the second the throughputs the first
	// measured, as the Coexecutor's second launch does.
	units := []simUnit{gpuUnit("gpu", 10*time.Microsecond), cpuUnit("cpu", 20*time.Microsecond)}
	units[0].overhead, units[1].overhead = 20*time.Microsecond, 5*time.Microsecond
	var run simRun
	var mem Memory
	for l := 0; l < 2; l++ {
		var sched Scheduler
		var gl *guardLaunch
		sched, run, gl = launchGuarded(t, &Sigmoid{}, 100000, units, 2, r, mem)
		mem = gl.remember(mem)
		remember(units, run)
		if sched.(*sigmoidSched).irregular {
			t.Errorf("launch %d: a regular kernel deemed irregular", l)
		}
		t.Logf("launch %d: ends %v, packages %d + %d", l, run.end, len(run.unitPackages(0)), len(run.unitPackages(1)))
	}
	if b := float64(min(run.end[0], run.end[1])) / float64(lastEnd(run)); b < 0.97 {
		t.Errorf("balance %.3f (ends %v)", b, run.end)
	}
	gpu := run.unitPackages(0)
	if len(gpu) < 2 || gpu[0].Groups < gpu[len(gpu)-1].Groups {
		t.Errorf("GPU packages do not shrink: %v", gpu)
	}
	// Irregular: work-groups past the middle cost 8 times more.
	irr := func(per time.Duration) func(lo, hi int) time.Duration {
		return func(lo, hi int) time.Duration {
			n := time.Duration(hi - lo)
			if lo >= 50000 {
				n *= 8
			} else if hi > 50000 {
				n += 7 * time.Duration(hi-50000)
			}
			return n * per
		}
	}
	units[0].cost, units[1].cost = irr(10*time.Microsecond), irr(20*time.Microsecond)
	mem = Memory{}
	for l := 0; l < 2; l++ {
		var sched Scheduler
		var gl *guardLaunch
		sched, run, gl = launchGuarded(t, &Sigmoid{}, 100000, units, 2, r, mem)
		mem = gl.remember(mem)
		remember(units, run)
		if !sched.(*sigmoidSched).irregular {
			t.Errorf("launch %d: an irregular kernel deemed regular", l)
		}
		t.Logf("irregular launch %d: ends %v, packages %d + %d", l, run.end, len(run.unitPackages(0)), len(run.unitPackages(1)))
	}
	// The balance of such a launch is the Guard's known weakness: speeds
	// measured on the cheap half predict the costly half badly
	// (docs/simulation.md).
	t.Logf("irregular balance %.3f (ends %v)", float64(min(run.end[0], run.end[1]))/float64(lastEnd(run)), run.end)
}

// The policies' knobs: a zero field is the documented default, a value out
// of its documented range is refused (by the policy's New and by the
// Coexecutor's New, through configure), and the name shows the knobs set.
func TestPolicyKnobs(t *testing.T) {
	if got := (&Sigmoid{KRegular: 4, KIrregular: 1}).Name(); got != "sigmoid(k=4/1)" {
		t.Errorf("name %q", got)
	}
	if got := (&Sigmoid{}).Name(); got != "sigmoid" {
		t.Errorf("name %q", got)
	}
	if got := (&HGuided{K: 3, MinPackage: 8}).Name(); got != "hguided(k=3,min=8)" {
		t.Errorf("name %q", got)
	}
	s := Setup{Groups: 10, Units: []UnitInfo{{Power: 1}}}
	nan := math.NaN()
	for _, c := range []struct {
		pol   Policy
		field string
	}{
		{&Dynamic{Packages: -1}, "Dynamic.Packages"},
		{&HGuided{K: -2}, "HGuided.K"},
		{&HGuided{K: nan}, "HGuided.K"},
		{&HGuided{MinPackage: -1}, "HGuided.MinPackage"},
		{&Sigmoid{KRegular: -1}, "Sigmoid.KRegular"},
		{&Sigmoid{KIrregular: nan}, "Sigmoid.KIrregular"},
		{&Sigmoid{Threshold: -1}, "Sigmoid.Threshold"},
		{&Sigmoid{Imbalance: 1}, "Sigmoid.Imbalance"},
		{&Sigmoid{Occupancy: -1}, "Sigmoid.Occupancy"},
		{&Adaptive{Occupancy: -4}, "Adaptive.Occupancy"},
		{&Mash{Threshold: 1.5}, "Mash.Threshold"},
		{&Mash{Reprofile: -1}, "Mash.Reprofile"},
		{&Mash{K: -1}, "Mash.K"},
		{&Mash{MinPackage: -3}, "Mash.MinPackage"},
		{&Memorizing{Packages: -1}, "Memorizing.Packages"},
		{&ProfileStatic{Reprofile: -1}, "ProfileStatic.Reprofile"},
		{&ProfileStatic{Packages: -2}, "ProfileStatic.Packages"},
	} {
		if _, err := c.pol.New(s); err == nil || !strings.Contains(err.Error(), "coexecutor: "+c.field+" = ") {
			t.Errorf("%s: New: %v, want an error naming %s", c.pol.Name(), err, c.field)
		}
		if _, err := configure(c.pol); err == nil || !strings.Contains(err.Error(), c.field) {
			t.Errorf("%s: configure: %v, want an error naming %s", c.pol.Name(), err, c.field)
		}
	}
	for _, pol := range []Policy{&Static{}, &Dynamic{}, &HGuided{}, &Sigmoid{}, &Adaptive{}, &Mash{}, &Memorizing{}, &ProfileStatic{},
		&Sigmoid{Threshold: 0.3, Imbalance: 0.1}, &Mash{Regular: true, Reprofile: 3, Occupancy: 2}, &ProfileStatic{Reprofile: 1, Packages: 2}} {
		if _, err := pol.New(s); err != nil {
			t.Errorf("%s: %v", pol.Name(), err)
		}
		c, err := configure(pol)
		if err != nil || c.Name() != pol.Name() {
			t.Errorf("%s: configure gave %v (%v), want a copy of the same knobs", pol.Name(), c, err)
		}
	}
}

// The zero knobs are the defaults the documentation names.
func TestPolicyDefaults(t *testing.T) {
	k := (&Sigmoid{}).knobs().cfg
	if k != defaultSchedConfig() || k.kRegular != 2 || k.kIrregular != 0.5 || k.d != 0.25 || k.p != 0.05 || k.groupsPerCU != 4 {
		t.Errorf("Sigmoid{} config %+v", k)
	}
	if m := (&Mash{}).knobs().cfg; m.threshold != 0.1 || m.k != 2 || m.minPkg != 1 || m.reprofile != 0 || m.regular {
		t.Errorf("Mash{} config %+v", m)
	}
	units := make([]UnitInfo, 3)
	if got := packages((&Dynamic{}).Packages, Setup{Units: units}); got != 12 {
		t.Errorf("Dynamic{} packages on 3 units: %d, want 12", got)
	}
}

// A policy given to two Coexecutors remembers for each apart: configure
// copies the knobs, not the memory.
func TestPolicyMemoryNotShared(t *testing.T) {
	pol := &Memorizing{Packages: 4}
	s := Setup{Groups: 64, Units: []UnitInfo{{Power: 0.5}, {Power: 0.5}}}
	if _, err := pol.New(s); err != nil {
		t.Fatal(err)
	}
	pol.mem.mu.Lock()
	pol.mem.get(s, func() *memoState { return &memoState{} }).ranges = [][]span{{{0, 32}}, {{32, 64}}}
	pol.mem.mu.Unlock()
	c, err := configure(pol)
	if err != nil {
		t.Fatal(err)
	}
	m := c.(*Memorizing)
	if m.Packages != 4 || m.mem.m != nil {
		t.Errorf("the copy: %d packages, memory %v; want 4 and none", m.Packages, m.mem.m)
	}
}
