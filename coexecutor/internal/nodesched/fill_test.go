package nodesched

import (
	"math"
	"testing"
)

// A node's fill bounds a package's predicted time only up to the launch
// where its speed was measured in a launch of that size: measured on a
// whole launch smaller than its fill (its work-groups counted raw), a
// node is predicted to take what it took, not Full/Groups times as long;
// measured in a launch of another size, and in launches larger than the
// fill, a package below the fill takes the fill's time, the safe side.
func TestFillAboveLaunch(t *testing.T) {
	const took = 400e-6 // seconds the measuring package took
	for _, c := range []struct {
		name          string
		groups, full  int // the launch's work-groups, the node's fill
		measured      int // work-groups of the package that measured it
		in            int // the work-groups of the launch that measured it
		g             int // the package predicted
		want          float64
		wantPerLaunch float64
	}{
		// Rank 0 with a GPU of 264 slots and a CPU worker, a launch of
		// 16 work-groups run whole: as long again.
		{"whole launch below the fill", 16, 265, 16, 16, 16, took, 1 / took},
		// Half of it: no shorter (below the fill), and no longer than
		// the whole launch.
		{"half a launch below the fill", 16, 265, 16, 16, 8, took, 1 / took},
		// Measured on half, predicting the whole: twice, the safe side
		// (below the fill it takes as long as the half did).
		{"measured on half a small launch", 16, 265, 8, 16, 16, 2 * took, 1 / (2 * took)},
		// Measured in a larger launch, where the speed may be the full
		// one: the fill's time.
		{"measured in a larger launch", 16, 265, 512, 4096, 16, 265 * took / 512, 512 / (265 * took)},
		// Measured in a smaller launch, below the fill: the fill rule.
		{"measured in a smaller launch", 32, 265, 16, 16, 32, 265 * took / 16, 16 / (265 * took)},
		// A launch larger than the fill: a package below the fill
		// takes the fill's time at the measured speed.
		{"launch above the fill", 1024, 64, 512, 1024, 16, 64 * took / 512, 512 / (1024 * took)},
		{"fill of one", 1024, 0, 512, 1024, 16, 16 * took / 512, 512 / (1024 * took)},
		// Not measured in any launch known: the fill rule.
		{"launch unknown", 16, 265, 16, 0, 16, 265 * took / 16, 16 / (265 * took)},
	} {
		n := &Node{Full: c.full, Bandwidth: math.Inf(1)}
		n.Measured(c.in, c.measured, took, took, took, 0)
		l := &Launch{Groups: c.groups, Nodes: []*Node{n}, Bytes: func(int, int, int) int64 { return 0 }}
		if got := l.Predict(0, 0, c.g, 0); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("%s: %d work-groups predicted %.6gs, want %.6gs", c.name, c.g, got, c.want)
		}
		if got := l.perLaunch(0); math.Abs(got-c.wantPerLaunch) > 1e-6*c.wantPerLaunch {
			t.Errorf("%s: %.6g launches per second, want %.6g", c.name, got, c.wantPerLaunch)
		}
		l.Start(0, 0, c.g, 0.001)
		if math.Abs(n.Due-(0.001+c.want)) > 1e-12 {
			t.Errorf("%s: due at %.6gs, want %.6gs", c.name, n.Due, 0.001+c.want)
		}
	}
}
