package sim

import (
	"slices"
	"testing"
	"time"
)

// This file tests, on simulated launches, how a unit of unknown speed is
// predicted and probed beside a GPU whose fill holds the whole launch
// (coexecutor's Guard: its prior, scale, and the probes a package grown
// to its fill leaves due).

// fillHoldsLaunch is the N-body demo's step at 65536 bodies on an
// H100-like GPU and 16 cores: 1024 work-groups of 64 bodies; the GPU
// (132 compute units, 2048 work-items each at its full rate: a fill of
// 4224 such work-groups) runs any part of the launch in its fill's time,
// 5.3 ms; PoCL (a fill of 16 work-groups, one per core) and the native
// device (a fill of one work-group, which its workers share) run 615
// work-groups a second; the nominal peaks rank the GPU 31 times either
// CPU, where it is some 300 times as fast. The units are in the order a
// Coexecutor over every device lists them: PoCL, the GPU, the native
// device.
func fillHoldsLaunch() Launch {
	gpu := GPU("gpu", 4224/5.3e-3)
	gpu.Occupancy, gpu.FillItems, gpu.Nominal = 0, 2048, 16*31
	pocl := CPU("pocl", 615)
	native := CPU("native", 615)
	native.Occupancy, native.Latency = 1, 5*time.Microsecond
	return Launch{Groups: 1024, LocalSize: 64, Devices: []Device{pocl, gpu, native}, Seed: 1}
}

// TestProbeBesideAFillThatHoldsTheLaunch: the GPU, asking first, would
// take every launch whole; the native device, never measured, would
// leave PoCL predicted from the GPU's ratio (2.7 ms for its smallest
// package, which takes 26 ms), and the credit PoCL earned sitting out
// paid for that probe at the eighth launch: 25 ms against 5.5. The GPU's
// package leaves the native device's probe of one work-group, which ends
// well inside the GPU's, and PoCL, predicted from the native device,
// sits out. Over 24 launches each ends within 10 % of the GPU's launch
// alone, and the native device was measured.
func TestProbeBesideAFillThatHoldsTheLaunch(t *testing.T) {
	rs := series(t, hguided, fillHoldsLaunch(), 24)
	measured := false
	for i, r := range rs {
		if best := slices.Min(r.TAlone); r.T > 1.1*best {
			t.Errorf("launch %d: %.2f ms, over 1.1 times the GPU's launch alone (%.2f ms); packages %v, guard %q", i+1, r.T*1e3, best*1e3, r.Packages, r.Guard)
		}
		measured = measured || r.Groups[2] > 0
	}
	if !measured {
		t.Errorf("the native device ran no package in %d launches", len(rs))
	}
}
