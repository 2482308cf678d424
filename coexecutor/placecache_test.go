package coexecutor_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/internal/placekernels"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
)

// One Coexecutor launches the same kernels again and again with the
// range, the scalars, the buffers and their lengths changing between
// launches: each launch's results equal one device's, so a placement
// kept from an earlier launch (placecache.go) serves only the launches
// it is right for, and a launch whose buffer is too short for its range
// is refused after the same range was placed with a long enough one.
func TestPlacementAcrossLaunches(t *testing.T) {
	defer opencl.CopyOnCPU()() // PoCL stands in for a device with memory of its own: it gets only what the placement gives it
	devs := allDevices(t)
	var native *sycl.Device
	for _, d := range devs {
		if d.IsNative() {
			native = d
		}
	}
	require.NotNil(t, native)
	equal := make([]float64, len(devs))
	for i := range equal {
		equal[i] = 1
	}
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(devs...), coexecutor.LocalSize(4), coexecutor.Powers(equal...), unguarded)
	require.NoError(t, err)
	defer ce.Close()
	seq := func(n int) []int32 {
		x := make([]int32, n)
		for i := range x {
			x[i] = int32((i*7919 + 13) % 1000)
		}
		return x
	}
	minus := func(n int) []int32 {
		x := make([]int32, n)
		for i := range x {
			x[i] = -1
		}
		return x
	}
	transpose := func(rows, cols int) placeCase {
		return placeCase{"transpose", sycl.Range2(rows, cols), placekernels.TransposeKernel.Kernel,
			func() []any { return []any{seq(rows * cols), minus(rows * cols), rows, cols} }}
	}
	strided := func(n, length int) placeCase {
		return placeCase{"strided", sycl.Range1(n), placekernels.StridedKernel.Kernel,
			func() []any { return []any{minus(length)} }}
	}
	for step, c := range []placeCase{
		transpose(37, 23),
		transpose(37, 23), // the same shapes, new buffers
		transpose(23, 37), // the same lengths, other scalars and range
		transpose(20, 16),
		transpose(37, 23),
		strided(99, 2*99),
		strided(99, 2*99+5), // a longer buffer
		strided(50, 2*99),   // a shorter range
		strided(99, 2*99),
	} {
		want := single(t, native, c)
		host := c.args()
		args, bufs := launchArgs(host)
		rep, err := ce.LaunchKernel(c.space, c.kernel, args...)
		require.NoError(t, err, "step %d (%s %v)", step, c.name, c.space)
		for _, b := range bufs {
			require.NoError(t, b.Close())
		}
		for i := range host {
			if x, ok := host[i].([]int32); ok {
				require.Equal(t, want[i].([]int32), x, "step %d (%s %v): argument %d\n%v", step, c.name, c.space, i, rep)
			}
		}
	}
	// Strided writes out[2i]: 99 work-items need 197 elements.
	args, bufs := launchArgs([]any{minus(150)})
	_, err = ce.LaunchKernel(sycl.Range1(99), placekernels.StridedKernel.Kernel, args...)
	require.ErrorContains(t, err, "outside its 150 elements")
	for _, b := range bufs {
		require.NoError(t, b.Close())
	}
}
