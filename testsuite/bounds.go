package testsuite

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// BoundsChecks: an out-of-range index in a generated kernel fails the
// launch with an error naming the problem. The native device checks always
// (Go's bounds checks); OpenCL devices check in programs built with
// -tags kgen_debug and are not run out of range otherwise.
func BoundsChecks(t *testing.T, dev *sycl.Device) {
	if !dev.IsNative() && !sycl.KgenDebug {
		t.Skip("OpenCL devices check indices only with -tags kgen_debug (scripts/test.sh runs that too)")
	}
	q, err := sycl.NewQueueOn(dev)
	require.NoError(t, err)
	defer q.Close()
	x := make([]int32, 64)
	bx := buffer.New(x)
	ev, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(64), kernels.ShiftKernel.Bind(buffer.ReadWrite(h, bx), 3))
	})
	require.NoError(t, err)
	err = ev.Wait()
	require.Error(t, err, "an out-of-range index must fail the launch")
	if dev.IsNative() {
		require.ErrorContains(t, err, "index out of range")
	} else {
		require.ErrorContains(t, err, "basic.go:")
		require.ErrorContains(t, err, "out of range [0:64]")
	}
	require.Error(t, q.Wait())
	bx.Close()
}
