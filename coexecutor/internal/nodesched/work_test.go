package nodesched

import (
	"math"
	"testing"
)

// The credit a node earns sitting a launch out is ProbeShare of the
// launch's time without the probes (Work): a probe that overran (100 ms
// against rank 0's 10) is its own node's cost, and earns the others
// nothing; where every node that took part only probed, the launch's
// time is the span.
func TestWorkLeavesProbesOut(t *testing.T) {
	for _, tc := range []struct {
		name  string
		probe bool      // node 1, never measured, runs a probe
		main  bool      // node 0, measured, runs the launch
		ends  []float64 // each node's last end, seconds
		want  float64   // Work
	}{
		{name: "no probe", main: true, ends: []float64{0.010, 0, 0}, want: 0.010},
		{name: "a probe within the launch", main: true, probe: true, ends: []float64{0.010, 0.005, 0}, want: 0.010},
		{name: "a probe that overran", main: true, probe: true, ends: []float64{0.010, 0.100, 0}, want: 0.010},
		{name: "only a probe", probe: true, ends: []float64{0, 0.100, 0}, want: 0.100},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ns := []*Node{{Power: 1, Speed: 1e4}, {Power: 0.01}, {Power: 0.01, Speed: 10, SatOut: true}}
			l := &Launch{Groups: 100, Nodes: ns, Bytes: func(int, int, int) int64 { return 0 }}
			if tc.probe {
				l.Start(1, 0, 1, 0)
			}
			if tc.main {
				l.Start(0, 1, 100, 0)
			}
			got := l.Work(tc.ends)
			if math.Abs(got-tc.want) > 1e-12 {
				t.Fatalf("Work = %v, want %v", got, tc.want)
			}
			l.End(got)
			if want := DefaultProbeShare * tc.want; math.Abs(ns[2].Credit-want) > 1e-12 || !ns[2].SatOut {
				t.Errorf("node 2 sat out with credit %v, want %v", ns[2].Credit, want)
			}
		})
	}
}
