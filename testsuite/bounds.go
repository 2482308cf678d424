package testsuite

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// BoundsChecks: an out-of-range index in a generated kernel fails the
// launch with an error naming the problem, however far out it is. The
// native device checks always (Go's bounds checks); OpenCL devices check
// with GOSYCL_CHECK=bounds (the default of this package's tests) and are
// not run out of range otherwise: an unchecked index a gigabyte out
// crashes the process on a device in its memory.
func BoundsChecks(t *testing.T, dev *sycl.Device) {
	checked, err := sycl.BoundsChecked()
	require.NoError(t, err)
	if !dev.IsNative() && !checked {
		t.Skipf("OpenCL devices check indices only with %s=bounds", sycl.EnvCheck)
	}
	for _, shift := range []int32{3, -1, 1 << 30, -(1 << 30)} {
		t.Run(fmt.Sprint(shift), func(t *testing.T) {
			q, err := sycl.NewQueueOn(dev)
			require.NoError(t, err)
			defer q.Close()
			x := make([]int32, 64)
			bx := buffer.New(x)
			ev, err := q.Submit(func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(64), kernels.ShiftKernel.Bind(buffer.ReadWrite(h, bx), shift))
			})
			require.NoError(t, err)
			err = ev.Wait()
			require.Error(t, err, "an out-of-range index must fail the launch")
			if dev.IsNative() {
				require.ErrorContains(t, err, "index out of range")
			} else {
				require.ErrorContains(t, err, "basic.go:133:")
				require.ErrorContains(t, err, "out of range [0:64]")
			}
			require.Error(t, q.Wait())
			bx.Close()
		})
	}
}
