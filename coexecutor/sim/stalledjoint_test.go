package sim

// This file tests the weighing's way back to co-execution where the one
// co-executed launch it measured stalled and both units alone beat it.

import (
	"fmt"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
)

// twinLaunch is a CPU on host memory and a GPU whose copies bound it that
// take about as long alone (7 and 7.3 ms), each 1.2 times slower beside
// the other, so that co-executed they take about 0.6 of either alone; 5 %
// jitter.
func twinLaunch() Launch {
	const groups = 4096
	tCPU, tGPU := 7e-3, 7.3e-3
	return Launch{Groups: groups, Devices: []Device{
		{Name: "cpu", ComputeUnits: 16, Speed: groups / tCPU, Latency: 20 * time.Microsecond, HostMemory: true, Contended: 1.2, Nominal: 1, Jitter: 0.05},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 10 * groups / tGPU, Latency: 10 * time.Microsecond,
			Transfer: time.Duration(0.9 * tGPU / groups * 1e9), Contended: 1.2, Nominal: 1, Jitter: 0.05},
	}}
}

// TestStalledJointMeasuredAgain: the first co-executed launch the
// weighing measures stalled (its speed recorded twice too slow), so that
// each unit alone, measured after it, beats co-execution's mean of that
// one launch, and each unit sits out while the other runs alone. A unit
// left out takes part again by the way its credit pays for; by cost alone
// that is always its launch alone (the two alone within 5 % of each
// other, the stalled co-executed launch about 1.2 times either), and
// co-execution, measured once, is never measured again (60 launches of
// each scheduler). Measuring again the way whose mean holds fewer
// launches, where that is co-execution (weigh.go), co-execution is
// measured again within the 60 launches with every scheduler. It does
// not settle co-executed: the unit takes part again with a probe first,
// and a launch that holds its probe beside the other's work measures
// little more than the other alone.
func TestStalledJointMeasuredAgain(t *testing.T) {
	for _, p := range []coexecutor.Policy{&coexecutor.HGuided{}, &coexecutor.Static{}, &coexecutor.Dynamic{}} {
		pr, err := prepare(twinLaunch())
		if err != nil {
			t.Fatal(err)
		}
		stalled, again := false, 0
		rs, err := runEdited(pr, p, 60, func(i int, mem *coexecutor.Memory) {
			if !stalled && mem.JointRuns == 1 {
				stalled = true // the first co-executed launch weighed took twice as long
				mem.Joint /= 2
			}
			if again == 0 && stalled && mem.JointRuns > 1 {
				again = i + 1 // launches counted from 1
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		var seq []string
		for _, r := range rs {
			seq = append(seq, fmt.Sprintf("%.2f%v", r.T/min(r.TAlone[0], r.TAlone[1]), r.Groups))
		}
		if !stalled {
			t.Fatalf("%s: no co-executed launch weighed: %v", p.Name(), seq)
		}
		if again == 0 {
			t.Errorf("%s: co-execution not measured again in 60 launches: %v", p.Name(), seq)
		}
		t.Logf("%s: co-execution measured again in launch %d", p.Name(), again)
	}
}
