package sycl_test

import (
	"errors"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// An in-order queue keeps its Strided reductions' partials buffers from
// one launch to the next (reduce_pool.go): launches of any size, one
// after another, give exact results, allocate no device memory once the
// first has run, and Close releases the buffers. An out-of-order queue
// gives the same results and keeps none.
func TestReductionPartsPooled(t *testing.T) {
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	x := make([]int32, 1<<17)
	for i := range x {
		x[i] = int32(i%29) - 14
	}
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		for _, inOrder := range []bool{true, false} {
			before := opencl.Live()
			q := queueOn(t, d, inOrder)
			bx := buffer.New(x)
			res := make([]int32, 7)
			bs := make([]*buffer.Buffer[int32], 7)
			for i := range bs {
				bs[i] = buffer.New(res[i : i+1])
			}
			var settled opencl.LiveObjects
			for launch, n := range []int{len(x), 100, len(x), 3, 5000, len(x)} {
				if _, err := q.Submit(func(h *sycl.Handler) {
					r := func(i int) sycl.ReductionArg[int32] { return sycl.Reduction(buffer.DiscardWrite(h, bs[i])) }
					h.ParallelFor(sycl.Range1(n), kernels.Int32ReductionsKernel.Bind(buffer.Read(h, bx, buffer.Range(0, n)), r(0), r(1), r(2), r(3), r(4), r(5), r(6)))
				}); err != nil {
					t.Fatal(err)
				}
				want := [7]int32{0, 1, x[0], x[0], -1, 0, 0}
				for _, v := range x[:n] {
					want[0] += v
					want[1] *= v
					want[2], want[3] = min(want[2], v), max(want[3], v)
					want[4] &= v
					want[5] |= v
					want[6] ^= v
				}
				for i, b := range bs {
					h, err := b.HostRead()
					if err != nil {
						t.Fatal(err)
					}
					if got := h.Slice()[0]; got != want[i] {
						t.Errorf("%s, in order %v, launch %d of %d work-items: reducer %d is %d, want %d", d.Name(), inOrder, launch, n, i, got, want[i])
					}
					h.Close()
				}
				if launch == 0 {
					settled = opencl.Live()
				} else if got := opencl.Live(); got.Buffers != settled.Buffers {
					t.Errorf("%s, in order %v, launch %d: %d device buffers, %d after the first launch", d.Name(), inOrder, launch, got.Buffers, settled.Buffers)
				}
			}
			err = bx.Close()
			for _, b := range bs {
				err = errors.Join(err, b.Close())
			}
			if err != nil {
				t.Fatal(err)
			}
			// The queue holds one partials buffer per reducer (all of one
			// size) until Close, where it pools them.
			held := opencl.Live().Buffers - before.Buffers
			if want := map[bool]int64{true: 7, false: 0}[inOrder]; held != want {
				t.Errorf("%s, in order %v: the queue holds %d device buffers, want %d", d.Name(), inOrder, held, want)
			}
			if err := q.Close(); err != nil {
				t.Fatal(err)
			}
			if after := opencl.Live(); after.Buffers != before.Buffers {
				t.Errorf("%s, in order %v: %d device buffers after Close, %d before", d.Name(), inOrder, after.Buffers, before.Buffers)
			}
		}
	}
}
