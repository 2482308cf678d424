package testsuite

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
	"github.com/gosycl/gosycl/usm"
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

// RangedAccessorBounds: where kgen bounds a kernel's indices before the
// launch, a submission whose kernel reads or writes an element outside
// what its command group declares of a buffer (the union of its
// accessors of it; for writes, of its writing ones) or outside a USM
// region fails before any kernel runs, on every device: a device with
// memory of its own would read a stale value there and lose the write
// (SYCL leaves such an access undefined; the native device and PoCL,
// which compute on host memory, would hide it). A launch within the
// declared ranges runs.
func RangedAccessorBounds(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	counts := make([]int32, 8)
	b := buffer.New(counts)
	// Count increments counts[i] for i in [0,8), through an accessor of
	// [0,4).
	submitErr(t, q, "reads outside a ranged accessor", func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(8), kernels.CountKernel.Bind(buffer.ReadWrite(h, b, buffer.Range(0, 4))))
	}, "kernel Count: parameter counts: kgen inferred that the launch reads its elements [0,8), outside the command group's accessors [0,4) of its 8 elements")
	// Shift writes x[i+2] = i for i in [0,4): [2,6), beyond its writing
	// accessor [0,4), though a read accessor covers the rest.
	submitErr(t, q, "writes outside the writing accessors", func(h *sycl.Handler) {
		buffer.Read(h, b)
		h.ParallelFor(sycl.Range1(4), kernels.ShiftKernel.Bind(buffer.Write(h, b, buffer.Range(0, 4)), int32(2)))
	}, "kernel Shift: parameter x: kgen inferred that the launch writes its elements [2,6), outside the command group's writing accessors [0,4) of its 8 elements")
	// Accessors of [0,4) and [4,8) together declare every element Count
	// touches, wherever they are declared; so does a ranged accessor of
	// the part an offset launch runs.
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(8), kernels.CountKernel.Bind(buffer.ReadWrite(h, b, buffer.Range(0, 4))))
		buffer.ReadWrite(h, b, buffer.Range(4, 4))
	})
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(4).WithOffset(4), kernels.CountKernel.Bind(buffer.ReadWrite(h, b, buffer.Range(4, 4))))
	})
	require.NoError(t, b.Close())
	require.Equal(t, []int32{1, 1, 1, 1, 2, 2, 2, 2}, counts)

	p, err := usm.MallocShared[int32](q, 8)
	require.NoError(t, err)
	defer func() { require.NoError(t, p.Free()) }()
	submitErr(t, q, "reads outside a USM region", func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(8), kernels.CountKernel.Bind(p.Region(2, 4, buffer.ModeReadWrite)))
	}, "kernel Count: parameter counts: kgen inferred that the launch reads its elements [0,8), outside the USM region [2,6) of its 8 elements")
}
