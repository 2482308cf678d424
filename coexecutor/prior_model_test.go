package coexecutor

import (
	"fmt"
	"testing"
)

// model names a device model by its name, type, compute units and fill,
// in the format the guard's priors always used, and tells apart units
// that differ in any of them.
func TestModel(t *testing.T) {
	units := []UnitInfo{
		{Device: "NVIDIA H200", GPU: true, ComputeUnits: 132, Occupancy: 4224},
		{Device: "NVIDIA H200", GPU: true, ComputeUnits: 132},
		{Device: "NVIDIA H200", GPU: false, ComputeUnits: 132, Occupancy: 4224},
		{Device: "NVIDIA H200", GPU: true, ComputeUnits: 66, Occupancy: 4224},
		{Device: "Go native CPU (2 workers)", ComputeUnits: 2, Occupancy: 1},
		{Device: "x\x00true", ComputeUnits: 1},
		{Device: "", GPU: true, ComputeUnits: 8},
	}
	seen := map[string]int{}
	for i, u := range units {
		got := model(u)
		want := ""
		if u.Device != "" {
			want = fmt.Sprintf("%s\x00%t\x00%d\x00%d", u.Device, u.GPU, u.ComputeUnits, fill(u))
		}
		if got != want {
			t.Errorf("model(%+v) = %q, want %q", u, got, want)
		}
		if j, ok := seen[got]; ok && got != "" {
			t.Errorf("units %d and %d share model %q", j, i, got)
		}
		seen[got] = i
	}
}
