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
// launch with an error naming the problem, however far out it is, and
// writes nothing out of range. An index kgen bounds before the launch
// (Shift's x[i+k], affine in the work-item's id) fails the submission on
// every device, checked or not (its footprint, sycl.Footprint); one it
// cannot (ShiftLoaded's x[i+k[0]]) fails the launch where the kernel
// checks its indices: the native device always (Go's bounds checks),
// OpenCL devices with GOSYCL_CHECK=bounds (the default of this package's
// tests), and are not run out of range otherwise: an unchecked index a
// gigabyte out crashes the process on a device in its memory.
func BoundsChecks(t *testing.T, dev *sycl.Device) {
	checked, err := sycl.BoundsChecked()
	require.NoError(t, err)
	for _, shift := range []int32{3, -1, 1 << 30, -(1 << 30)} {
		t.Run(fmt.Sprint(shift), func(t *testing.T) {
			q, err := sycl.NewQueueOn(dev)
			require.NoError(t, err)
			defer q.Close()
			x := make([]int32, 64)
			bx := buffer.New(x)
			defer bx.Close()
			_, err = q.Submit(func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(64), kernels.ShiftKernel.Bind(buffer.ReadWrite(h, bx), shift))
			})
			require.ErrorContains(t, err, "kernel Shift: parameter x: kgen inferred that the launch writes its elements")
			require.ErrorContains(t, err, "outside its 64 elements")
			if !dev.IsNative() && !checked {
				return // ShiftLoaded: OpenCL devices check indices only with GOSYCL_CHECK=bounds
			}
			k := buffer.New([]int32{shift})
			defer k.Close()
			ev, err := q.Submit(func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(64), kernels.ShiftLoadedKernel.Bind(buffer.ReadWrite(h, bx), buffer.Read(h, k)))
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
		})
	}
}
