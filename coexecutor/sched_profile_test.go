package coexecutor

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

func TestProfileStatic(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	// The GPU is 3 times faster than the CPU.
	units := []simUnit{gpuUnit("gpu", 10*time.Microsecond), cpuUnit("cpu", 30*time.Microsecond)}
	pol := &ProfileStatic{Reprofile: 2}
	var kinds []string
	for l := 0; l < 5; l++ {
		sched, run := launch(t, pol, 1200, units, 2, r)
		switch sched.(type) {
		case *profiler:
			kinds = append(kinds, "profile")
		case *staticShares:
			kinds = append(kinds, "static")
			// One package each, split 3:1.
			g, c := run.unitPackages(0), run.unitPackages(1)
			if len(g) != 1 || len(c) != 1 || g[0].Groups != 900 || c[0].Groups != 300 {
				t.Errorf("launch %d: GPU %v, CPU %v; want one package each, 900 and 300", l, g, c)
			}
		}
	}
	if got := strings.Join(kinds, " "); got != "profile static static profile static" {
		t.Errorf("launches: %s", got)
	}
	st := pol.mem.get(setupFor(1200, units, 8), nil)
	// The performance conversion factor: the CPU's time per task over the GPU's.
	if pcf := st.th[0] / st.th[1]; pcf < 2.99 || pcf > 3.01 {
		t.Errorf("PCF %.3f, want 3", pcf)
	}
}

// A profile in which a unit completed one package (a hiccup of the host,
// or heavy rows, may have made it) is repeated once, from the same guess,
// and each unit keeps the higher throughput; without a hiccup the CPU's
// static share is its speed's. (With the hiccup the Guard, which measured
// the CPU on it, leaves it out of the repeat: its share stays small, a
// known issue, until Reprofile.)
func TestProfileStaticRepeatsAThinProfile(t *testing.T) {
	for _, hiccup := range []bool{true, false} {
		slow := hiccup
		cpu := cpuUnit("cpu", 30*time.Microsecond)
		cpu.cost = func(lo, hi int) time.Duration {
			if slow {
				slow = false
				return 100 * time.Millisecond
			}
			return time.Duration(hi-lo) * 30 * time.Microsecond
		}
		units := []simUnit{gpuUnit("gpu", 10*time.Microsecond), cpu}
		pol := &ProfileStatic{}
		var kinds []string
		var last simRun
		var mem Memory
		for range 6 {
			// As a Coexecutor: the powers are the speeds remembered,
			// once known, else a guess.
			for i := range units {
				units[i].info.Power = 1
				if mem.Known() {
					units[i].info.Power = mem.Speeds[i]
				}
			}
			s := setupFor(1200, units, 8)
			s.PowersUnknown = !mem.Known()
			sched, err := pol.New(s)
			if err != nil {
				t.Fatal(err)
			}
			g := Guard{}
			var gl *guardLaunch
			run := driveGuardedLaunch(t, sched, 1200, units, 2, nil, &g, guardPriors(s, mem), &gl)
			mem = gl.remember(mem)
			last = run
			switch sched.(type) {
			case *profiler:
				kinds = append(kinds, "profile")
			case *staticShares:
				kinds = append(kinds, "static")
			}
		}
		t.Logf("hiccup %v: launches %s", hiccup, strings.Join(kinds, " "))
		if hiccup && kinds[1] != "profile" {
			t.Errorf("hiccup %v: launches %s, want the profile repeated", hiccup, strings.Join(kinds, " "))
		}
		if kinds[len(kinds)-1] != "static" {
			t.Errorf("hiccup %v: launches %s, want static at the end", hiccup, strings.Join(kinds, " "))
		}
		if g := last.groups(1); !hiccup && (g < 280 || g > 320) {
			t.Errorf("hiccup %v: the CPU's static share is %d work-groups, want about 300 of 1200", hiccup, g)
		}
	}
}
