package coexecutor_test

// This file tests the link speed the weighing takes for a unit whose
// packages move USM regions.

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// A unit whose packages copy USM regions to its device and home (PoCL
// copying stands in for a GPU) gets a link speed (Memory.LinkSpeed),
// which bounds what its launch alone may take, though USM copies carry
// no byte count in a package's Moved: the link carries, per work-group,
// the bytes of the regions that moved in the direction that moved more
// (saxpy: x and y in, y home, so x's and y's in).
func TestUSMRegionsGiveALinkSpeed(t *testing.T) {
	defer opencl.CopyOnCPU()()
	home := openCLDevice(t)
	hq, err := sycl.NewQueueOn(home)
	require.NoError(t, err)
	defer hq.Close()
	const n = 1 << 14
	x, y := usmStrategies[4].malloc(t, hq, n), usmStrategies[4].malloc(t, hq, n)
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(home))
	require.NoError(t, err)
	defer ce.Close()
	ce.WaitBackground() // the unit's link measured
	xs, ys := slice(t, x), slice(t, y)
	for i := range xs {
		xs[i], ys[i] = float32(i), 1
	}
	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
	require.NoError(t, err, "%v", rep)
	ys = slice(t, y)
	for i, v := range ys {
		require.Equal(t, 2*float32(i)+1, v, "y[%d]", i)
	}
	speeds := coexecutor.LinkSpeeds(ce)
	require.Len(t, speeds, 1)
	require.Len(t, speeds[0], 1)
	require.Positive(t, speeds[0][0], "the unit's link speed after a launch that moved USM regions")
}
