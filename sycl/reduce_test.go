package sycl_test

import (
	"errors"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// Strided reduction kernels give the same results with both layouts of
// the work-items over the enqueued ones, whatever the device: a GPU's
// (the global size's stride) runs here on PoCL too. 1-, 2- and 3-D
// ranges, with offsets, and a slice, of more work-items than the device
// runs at once (2048 per compute unit).
func TestStridedLayouts(t *testing.T) {
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		for _, blocked := range []bool{false, true} {
			restore := sycl.SetBlocked(func(*sycl.Device) bool { return blocked })
			q, err := sycl.NewQueueOn(d, sycl.InOrder())
			if err != nil {
				t.Fatal(err)
			}
			x := make([]float32, 100037)
			for i := range x {
				x[i] = float32(i % 13)
			}
			for _, c := range []struct {
				space  sycl.Space
				lo, hi int
			}{{sycl.Range1(60000).WithOffset(37), 37, 60037}, {sycl.Range1(100000).Slice(1234, 94321), 1234, 94321}} {
				var want float32
				for i := c.lo; i < c.hi; i++ {
					want += x[i]
				}
				got := []float32{0}
				bx, bs := buffer.New(x), buffer.New(got)
				if _, err := q.Submit(func(h *sycl.Handler) {
					h.ParallelFor(c.space, kernels.SumFloat32Kernel.Bind(buffer.Read(h, bx), sycl.Reduction(buffer.ReadWrite(h, bs))))
				}); err != nil {
					t.Fatal(err)
				}
				if err := errors.Join(bx.Close(), bs.Close()); err != nil {
					t.Fatal(err)
				}
				if got[0] != want {
					t.Errorf("%s, blocked %v, over %v: sum %v, want %v", d.Name(), blocked, c.space, got[0], want)
				}
			}
			for _, r := range []sycl.Range{sycl.Range2(90, 700).WithOffset(3, 5), sycl.Range3(30, 40, 90).WithOffset(1, 2, 3)} {
				wantIDs, wantShape := sycl.NewReducer[int64, sycl.Plus[int64]](), sycl.NewReducer[int64, sycl.Maximum[int64]]()
				ids, shape := []int64{0}, []int64{0}
				bi, bsh := buffer.New(ids), buffer.New(shape)
				if r.Dims() == 3 {
					for i := 1; i < 31; i++ {
						for j := 2; j < 42; j++ {
							for k := 3; k < 93; k++ {
								kernels.BoxReductions(sycl.MakeItem(r, i, j, k), wantIDs, wantShape)
							}
						}
					}
					if _, err := q.Submit(func(h *sycl.Handler) {
						h.ParallelFor(r, kernels.BoxReductionsKernel.Bind(sycl.Reduction(buffer.DiscardWrite(h, bi)), sycl.Reduction(buffer.DiscardWrite(h, bsh))))
					}); err != nil {
						t.Fatal(err)
					}
				} else {
					upper := []int32{0}
					bu := buffer.New(upper)
					wantUpper := sycl.NewReducer[int32, sycl.Plus[int32]]()
					for i := 3; i < 93; i++ {
						for j := 5; j < 705; j++ {
							kernels.GridReductions(sycl.MakeItem(r, i, j), wantIDs, wantShape, wantUpper)
						}
					}
					if _, err := q.Submit(func(h *sycl.Handler) {
						h.ParallelFor(r, kernels.GridReductionsKernel.Bind(sycl.Reduction(buffer.DiscardWrite(h, bi)), sycl.Reduction(buffer.DiscardWrite(h, bsh)), sycl.Reduction(buffer.DiscardWrite(h, bu))))
					}); err != nil {
						t.Fatal(err)
					}
					if err := bu.Close(); err != nil {
						t.Fatal(err)
					}
					if upper[0] != wantUpper.Value() {
						t.Errorf("%s, blocked %v, over %v: upper %d, want %d", d.Name(), blocked, r, upper[0], wantUpper.Value())
					}
				}
				if err := bi.Close(); err != nil {
					t.Fatal(err)
				}
				if err := bsh.Close(); err != nil {
					t.Fatal(err)
				}
				if ids[0] != wantIDs.Value() || shape[0] != wantShape.Value() {
					t.Errorf("%s, blocked %v, over %v: %d %d, want %d %d", d.Name(), blocked, r, ids[0], shape[0], wantIDs.Value(), wantShape.Value())
				}
			}
			if err := q.Close(); err != nil {
				t.Fatal(err)
			}
			restore()
		}
	}
}

// A reduction on an OpenCL device is two kernels (the reduction and its
// Finish): its profile spans both, from the first's queueing, submission
// and start to the second's end, in that order.
func TestReductionProfileSpansBothKernels(t *testing.T) {
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		q, err := sycl.NewQueueOn(d, sycl.InOrder(), sycl.EnableProfiling())
		if err != nil {
			t.Fatal(err)
		}
		x := make([]float32, 1<<16)
		for i := range x {
			x[i] = 1
		}
		got := []float32{0}
		bx, bs := buffer.New(x), buffer.New(got)
		ev, err := q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(len(x)), kernels.SumFloat32Kernel.Bind(buffer.Read(h, bx), sycl.Reduction(buffer.DiscardWrite(h, bs))))
		})
		if err != nil {
			t.Fatal(err)
		}
		p, err := ev.Profile()
		if err := errors.Join(err, bx.Close(), bs.Close(), q.Close()); err != nil {
			t.Fatal(err)
		}
		if got[0] != float32(len(x)) {
			t.Errorf("%s: sum %v, want %v", d.Name(), got[0], len(x))
		}
		if !(p.Queued <= p.Submit && p.Submit <= p.Start && p.Start < p.End) {
			t.Errorf("%s: profile %+v: want queued <= submit <= start < end", d.Name(), p)
		}
	}
}
