package coexecutor_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
)

// The range rule on real devices: an iterative stencil co-executed with
// its data kept on the devices, under Dynamic, HGuided and Static with
// the default guard, computes bit for bit what one device computes, while
// each step cuts its units' packages from what they ran the step before
// (and moves work between them where the timings say it pays). The test
// runs on the devices here, and again in a child process with two PoCL
// devices (POCL_DEVICES), siblings of one model whose data go from
// device to device.
func TestIterativeRangeRuleExact(t *testing.T) {
	defer opencl.CopyOnCPU()() // PoCL stands in for a device with memory of its own
	child := rerunWithTwoPoCLDevices(t, "GOSYCL_TEST_RANGES_CHILD")
	devs := allDevices(t)
	var pocl []*sycl.Device // OpenCL CPU devices: a GPU's driver may be installed too
	for _, d := range devs {
		if !d.IsNative() && d.Type() == sycl.TypeCPU {
			pocl = append(pocl, d)
		}
	}
	if child {
		require.Len(t, pocl, 2, "the child sees two PoCL devices")
		devs = pocl // the siblings alone
	}
	t.Logf("devices: %v", devs)
	if len(devs) < 2 {
		t.Skip("one device: nothing to co-execute")
	}
	const w, h, steps = 64, 256, 8
	grid := make([]float32, w*h)
	r := rand.New(rand.NewPCG(7, 11))
	for i := range grid {
		grid[i] = r.Float32()
	}
	alone, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(devs[0]))
	require.NoError(t, err)
	want, _ := jacobi(t, alone, grid, w, h, steps)
	alone.Close()
	for _, p := range []coexecutor.Policy{&coexecutor.Dynamic{}, &coexecutor.HGuided{}, &coexecutor.Static{}} {
		ce, err := coexecutor.New(p, coexecutor.DeviceList(devs...), coexecutor.LocalSize(8))
		require.NoError(t, err)
		got, reps := jacobi(t, ce, grid, w, h, steps)
		ce.Close()
		requireSameBits(t, want, got, "%s on %d devices against %s alone", p.Name(), len(devs), devs[0].Name())
		for s, rep := range reps {
			var moved int64
			items := 0
			for _, u := range rep.Units {
				moved += u.Moved.Total()
			}
			for _, pk := range rep.Packages {
				items += pk.Items()
			}
			require.Equal(t, w*h, items, "%s, step %d: every work-item once", p.Name(), s)
			t.Logf("%s, step %d: %d packages, %d bytes moved", p.Name(), s, len(rep.Packages), moved)
		}
	}
}
