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
	pol := NewProfileStatic(Reprofile(2))
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
	st := pol.(*profilePolicy).mem.get(setupFor(1200, units, 8), nil)
	// The performance conversion factor: the CPU's time per task over the GPU's.
	if pcf := st.th[0] / st.th[1]; pcf < 2.99 || pcf > 3.01 {
		t.Errorf("PCF %.3f, want 3", pcf)
	}
}
