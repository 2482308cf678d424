package coexecutor_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
	"github.com/gosycl/gosycl/usm"
)

// USM co-execution: shared allocations of an OpenCL device, used by that
// device and the native one in the same launch. With emulated allocations
// (the path of devices whose host access excludes the device, like
// coarse-grained SVM) the native unit works on a shadow copy of its regions.
func TestUSMCoexecution(t *testing.T) {
	var cl *sycl.Device
	for _, d := range allDevices(t) {
		if !d.IsNative() {
			cl = d
		}
	}
	if cl == nil {
		t.Skip("needs an OpenCL device")
	}
	for _, emulate := range []bool{false, true} {
		t.Run(map[bool]string{false: "device-strategy", true: "emulated"}[emulate], func(t *testing.T) {
			memory.ForceEmulation.Store(emulate)
			defer memory.ForceEmulation.Store(false)
			q, err := sycl.NewQueueOn(cl)
			require.NoError(t, err)
			defer q.Close()
			n := 20000
			x, err := usm.MallocShared[float32](q, n)
			require.NoError(t, err)
			defer x.Free()
			y, err := usm.MallocShared[float32](q, n)
			require.NoError(t, err)
			defer y.Free()
			// Static with equal powers, unguarded: each unit gets half,
			// whatever the timing.
			ce, err := coexecutor.New(coexecutor.Static, coexecutor.DeviceList(cl, sycl.NativeDevice()), coexecutor.Powers(1, 1), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
			require.NoError(t, err)
			defer ce.Close()
			for round := 0; round < 2; round++ {
				xs, err := x.Slice()
				require.NoError(t, err)
				ys, err := y.Slice()
				require.NoError(t, err)
				for i := range xs {
					xs[i], ys[i] = float32(i+round), 1
				}
				rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
				require.NoError(t, err)
				for _, u := range rep.Units {
					require.False(t, u.Retired, "%s retired: %v (strategy %v)", u.Device, u.Err, x.Strategy())
					require.Positive(t, u.Packages, "%s did no work", u.Device)
				}
				ys, err = y.Slice()
				require.NoError(t, err)
				for i := range ys {
					require.Equal(t, 2*float32(i+round)+1, ys[i], "y[%d], round %d, strategy %v", i, round, x.Strategy())
				}
			}
		})
	}
}
