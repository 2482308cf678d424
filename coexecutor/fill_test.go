package coexecutor

import (
	"testing"

	"github.com/gosycl/gosycl/coexecutor/internal/nominal"
	"github.com/gosycl/gosycl/sycl"
)

// Device descriptions as the OpenCL backend reads them: what each kind
// reports of its compute units' issue.
var (
	h100   = sycl.DeviceInfo{Type: sycl.TypeGPU, ComputeUnits: 132, MaxWorkGroupSize: 1024, SIMDWidth: 32, ComputeCapability: 90}
	a100   = sycl.DeviceInfo{Type: sycl.TypeGPU, ComputeUnits: 108, MaxWorkGroupSize: 1024, SIMDWidth: 32, ComputeCapability: 80}
	kepler = sycl.DeviceInfo{Type: sycl.TypeGPU, ComputeUnits: 15, MaxWorkGroupSize: 1024, SIMDWidth: 32, ComputeCapability: 35}
	gcn    = sycl.DeviceInfo{Type: sycl.TypeGPU, ComputeUnits: 60, MaxWorkGroupSize: 256, SIMDWidth: 64, SIMDsPerCU: 4}
	silent = sycl.DeviceInfo{Type: sycl.TypeGPU, ComputeUnits: 96, MaxWorkGroupSize: 512} // no vendor extension
	pocl   = sycl.DeviceInfo{Type: sycl.TypeCPU, ComputeUnits: 16, MaxWorkGroupSize: 4096, VectorWidth: 8}
)

func TestFillItems(t *testing.T) {
	for _, tc := range []struct {
		name string
		d    sycl.DeviceInfo
		want int
	}{
		{"H100: 4 schedulers × 4 cycles × 32", h100, 512},
		{"A100: the same issue", a100, 512},
		{"Kepler (3.5): not derived", kepler, 0},
		{"GCN: one wavefront per SIMD", gcn, 256},
		{"a GPU that reports nothing", silent, 0},
		{"a CPU", pocl, 0},
		{"a CPU stating a SIMD width", sycl.DeviceInfo{Type: sycl.TypeCPU, SIMDWidth: 8, ComputeCapability: 90}, 0},
		{"NVIDIA without a warp size", sycl.DeviceInfo{Type: sycl.TypeGPU, ComputeUnits: 132, ComputeCapability: 90}, 0},
	} {
		if got := nominal.FillItems(tc.d); got != tc.want {
			t.Errorf("%s: FillItems = %d, want %d", tc.name, got, tc.want)
		}
	}
}

func TestGPUFill(t *testing.T) {
	space := func(t *testing.T, rng sycl.Space, lws int) *space {
		t.Helper()
		s, err := toSpace(rng, lws)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	for _, tc := range []struct {
		name string
		d    sycl.DeviceInfo
		rng  sycl.Space
		lws  int
		want int // work-groups; 0: one per compute unit (fill's fallback)
	}{
		// 512 items on each of 132 compute units: 8 work-groups of 64
		// each, 1056 of the nbody step's 2560; a GPU's half (1280) of
		// the step fills it, so two GPUs split it.
		{"H100, nd work-groups of 64", h100, sycl.NDRange1(163840, 64), 0, 1056},
		{"H100, a range in groups of 64", h100, sycl.Range1(163840), 64, 1056},
		{"H100, nd work-groups of 256", h100, sycl.NDRange1(1<<20, 256), 0, 264},
		{"H100, a range in the default groups of 256", h100, sycl.Range1(1 << 20), 0, 264},
		// A work-group larger than the fill's items: one per compute unit.
		{"H100, nd work-groups of 1024", h100, sycl.NDRange1(1<<20, 1024), 0, 132},
		// A Groups' work-group is 16 rows of 8192: 131072 items fill
		// 256 compute units' needs; 1 is the fill.
		{"H100, 2-D rows", h100, sycl.NDRange2(8192, 8192, 16, 16), 0, 1},
		// 8 rows of 8192, 65536 items, a little under 132 × 512: 2.
		{"H100, nd 2-D groups of 8×8, 8 rows", h100, sycl.NDRange2(16, 8192, 8, 8), 0, 2},
		{"A100, nd work-groups of 128", a100, sycl.NDRange1(1<<20, 128), 0, 432},
		{"GCN, nd work-groups of 64", gcn, sycl.NDRange1(1<<20, 64), 0, 240},
		{"GCN, nd work-groups of 256", gcn, sycl.NDRange1(1<<20, 256), 0, 60},
		{"Kepler: one per compute unit", kepler, sycl.NDRange1(1<<20, 64), 0, 0},
		{"a silent GPU: one per compute unit", silent, sycl.NDRange1(1<<20, 64), 0, 0},
		{"a CPU: its own rule", pocl, sycl.NDRange1(1<<20, 64), 0, 0},
	} {
		got := gpuFill(tc.d, space(t, tc.rng, tc.lws))
		if got != tc.want {
			t.Errorf("%s: gpuFill = %d, want %d", tc.name, got, tc.want)
		}
		want := tc.want
		if want == 0 {
			want = tc.d.ComputeUnits
		}
		if f := fill(UnitInfo{GPU: tc.d.Type == sycl.TypeGPU, ComputeUnits: tc.d.ComputeUnits, Occupancy: got}); f != want {
			t.Errorf("%s: fill = %d, want %d", tc.name, f, want)
		}
	}
}

func TestFillGroups(t *testing.T) {
	for _, tc := range []struct {
		c, items, group, local, want int
	}{
		{132, 512, 64, 64, 1056},
		{132, 512, 64, 0, 1056},
		{132, 512, 192, 192, 352}, // 67584 items in groups of 192, rounded up
		{132, 512, 2048, 2048, 132},
		{1, 512, 64, 64, 8},
		{132, 0, 64, 64, 0},  // nothing reported
		{132, 512, 0, 64, 0}, // no work-group size
		{0, 512, 64, 64, 0},  // no compute units
	} {
		if got := nominal.FillGroups(tc.c, tc.items, tc.group, tc.local); got != tc.want {
			t.Errorf("FillGroups(%d, %d, %d, %d) = %d, want %d", tc.c, tc.items, tc.group, tc.local, got, tc.want)
		}
	}
}

// The adaptive schedulers' occupancy: their groups per compute unit on a
// GPU, or its fill where that is larger; a CPU's own.
func TestSchedulerOccupancy(t *testing.T) {
	for _, tc := range []struct {
		name  string
		u     UnitInfo
		perCU int
		want  int
	}{
		{"H100, groups of 64: the fill", UnitInfo{GPU: true, ComputeUnits: 132, Occupancy: 1056}, 4, 1056},
		{"H100, groups of 256: 4 per compute unit", UnitInfo{GPU: true, ComputeUnits: 132, Occupancy: 264}, 4, 528},
		{"H100, 16 per compute unit asked", UnitInfo{GPU: true, ComputeUnits: 132, Occupancy: 1056}, 16, 2112},
		{"a silent GPU", UnitInfo{GPU: true, ComputeUnits: 96}, 4, 384},
		{"the native device", UnitInfo{ComputeUnits: 16, Occupancy: 1}, 4, 1},
		{"an OpenCL CPU", UnitInfo{ComputeUnits: 16}, 4, 16},
	} {
		if got := occupancy(tc.u, tc.perCU); got != tc.want {
			t.Errorf("%s: occupancy = %d, want %d", tc.name, got, tc.want)
		}
	}
}
