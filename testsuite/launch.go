package testsuite

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// ParallelFor1D checks the ids of a 1-D range, with and without a global
// offset, on a size that the native device splits into several groups.
func ParallelFor1D(t *testing.T, dev *sycl.Device) {
	for _, r := range []sycl.Range{
		sycl.Range1(1),
		sycl.Range1(37),
		sycl.Range1(37).WithOffset(11),
		sycl.Range1(1000).WithOffset(3),
	} {
		checkItemIDs(t, dev, r)
	}
}

// ParallelFor2D checks the ids of 2-D ranges (rows and columns differ, so
// that a swapped dimension mapping shows).
func ParallelFor2D(t *testing.T, dev *sycl.Device) {
	for _, r := range []sycl.Range{
		sycl.Range2(5, 7),
		sycl.Range2(1, 9),
		sycl.Range2(5, 7).WithOffset(2, 3),
		sycl.Range2(3, 70).WithOffset(0, 9),
	} {
		checkItemIDs(t, dev, r)
	}
}

// ParallelFor3D checks the ids of 3-D ranges.
func ParallelFor3D(t *testing.T, dev *sycl.Device) {
	for _, r := range []sycl.Range{
		sycl.Range3(2, 3, 4),
		sycl.Range3(3, 4, 5).WithOffset(1, 2, 3),
		sycl.Range3(2, 1, 6).WithOffset(0, 4, 0),
	} {
		checkItemIDs(t, dev, r)
	}
}

// idCode is the value item_ids writes for the work-item at id.
func idCode(id [3]int) int32 { return int32(id[0]*10000+id[1]*100+id[2]) + 1 }

// checkItemIDs runs item_ids over r: every work-item writes a code of its
// id, offset included, into a grid that covers the offset too, and into
// a dense array at its linear id. Cells outside the range keep -1.
func checkItemIDs(t *testing.T, dev *sycl.Device, r sycl.Range) {
	t.Helper()
	q := newQueue(t, dev)
	var n, off, ext [3]int
	for d := 0; d < 3; d++ {
		n[d], ext[d] = 1, 1
		if d < r.Dims() {
			n[d], off[d] = r.Size(d), r.Offset(d)
			ext[d] = n[d] + off[d]
		}
	}
	grid := filled(ext[0]*ext[1]*ext[2], int32(-1))
	lin := filled(r.Count(), int32(-1))
	bg, bl := buffer.New(grid), buffer.New(lin)
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(r, itemIDs.Bind(buffer.Write(h, bg), buffer.DiscardWrite(h, bl),
			int32(ext[0]), int32(ext[1]), int32(ext[2])))
	})
	require.NoError(t, bg.Close())
	require.NoError(t, bl.Close())

	var bad []string
	l := 0
	for i := 0; i < ext[0]; i++ {
		for j := 0; j < ext[1]; j++ {
			for k := 0; k < ext[2]; k++ {
				id := [3]int{i, j, k}
				want := int32(-1)
				if i >= off[0] && j >= off[1] && k >= off[2] {
					want = idCode(id)
				}
				if got := grid[(i*ext[1]+j)*ext[2]+k]; got != want && len(bad) < 8 {
					bad = append(bad, fmt.Sprintf("grid%v = %d, want %d", id[:r.Dims()], got, want))
				}
			}
		}
	}
	for i := off[0]; i < off[0]+n[0]; i++ {
		for j := off[1]; j < off[1]+n[1]; j++ {
			for k := off[2]; k < off[2]+n[2]; k++ {
				if want := idCode([3]int{i, j, k}); lin[l] != want && len(bad) < 16 {
					bad = append(bad, fmt.Sprintf("linear id %d = %d, want %d (id %v)", l, lin[l], want, []int{i, j, k}[:r.Dims()]))
				}
				l++
			}
		}
	}
	assert.Empty(t, bad, "range %v on %v: work-item ids wrong", r, dev)
}

// NDRangeIDs checks global, local and group ids and ranges, and the
// linear ids, of 1-, 2- and 3-D nd-ranges with and without offsets.
func NDRangeIDs(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	for _, r := range []sycl.NDRange{
		sycl.NDRange1(16, 4),
		sycl.NDRange1(16, 4).WithOffset(3),
		sycl.NDRange1(12, 12),
		sycl.NDRange2(6, 8, 3, 4),
		sycl.NDRange2(6, 8, 3, 2).WithOffset(1, 2),
		sycl.NDRange3(4, 6, 2, 2, 3, 1),
		sycl.NDRange3(4, 6, 4, 2, 3, 2).WithOffset(1, 0, 2),
	} {
		count := r.Global.Count()
		rec := filled(count*ndRec, int32(-1))
		b := buffer.New(rec)
		submit(t, q, func(h *sycl.Handler) {
			h.ParallelFor(r, ndInfo.Bind(buffer.DiscardWrite(h, b), int32(count)))
		})
		require.NoError(t, b.Close())

		dims := r.Global.Dims()
		var gn, ln, off [3]int
		for d := 0; d < 3; d++ {
			gn[d], ln[d] = 1, 1
			if d < dims {
				gn[d], ln[d], off[d] = r.Global.Size(d), r.Local.Size(d), r.Global.Offset(d)
			}
		}
		var bad []string
		lin := 0
		for i := 0; i < gn[0]; i++ {
			for j := 0; j < gn[1]; j++ {
				for k := 0; k < gn[2]; k++ {
					rel := [3]int{i, j, k}
					var want [ndRec]int32
					var lid, grp [3]int
					for d := 0; d < 3; d++ {
						lid[d], grp[d] = rel[d]%ln[d], rel[d]/ln[d]
						want[d*6+0] = int32(rel[d] + off[d])
						want[d*6+1] = int32(lid[d])
						want[d*6+2] = int32(grp[d])
						want[d*6+3] = int32(ln[d])
						want[d*6+4] = int32(gn[d] / ln[d])
						want[d*6+5] = int32(gn[d])
					}
					want[18] = int32((lid[0]*ln[1]+lid[1])*ln[2] + lid[2])
					ng := [3]int{gn[0] / ln[0], gn[1] / ln[1], gn[2] / ln[2]}
					want[19] = int32((grp[0]*ng[1]+grp[1])*ng[2] + grp[2])
					got := rec[lin*ndRec : (lin+1)*ndRec]
					if !assert.ObjectsAreEqual(want[:], got) && len(bad) < 6 {
						bad = append(bad, fmt.Sprintf("work-item %v:\n got %v\nwant %v", rel[:dims], got, want))
					}
					lin++
				}
			}
		}
		assert.Empty(t, bad, "nd-range %v on %v: records are [global local group localRange groupRange globalRange]x3 localLinear groupLinear", r, dev)
	}
}

// SingleTask runs a one-work-item kernel that loops over its input.
func SingleTask(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	in := iota32(50, 1)
	out := filled(3, int32(-1))
	bin, bout := buffer.New(in), buffer.New(out)
	ev := submit(t, q, func(h *sycl.Handler) {
		h.SingleTask(singleSum.Bind(buffer.Read(h, bin), buffer.Write(h, bout), int32(len(in))))
	})
	wait(t, ev)
	require.NoError(t, bout.Close())
	require.NoError(t, bin.Close())
	assert.Equal(t, []int32{50 * 51 / 2, 0, 1}, out, "single task: [sum, id, global size]")

	// The queue shortcut, with USM.
	uin, err := usm.MallocShared[int32](q, 10)
	require.NoError(t, err)
	defer uin.Free()
	uout, err := usm.MallocDevice[int32](q, 3)
	require.NoError(t, err)
	defer uout.Free()
	s, err := uin.Slice()
	require.NoError(t, err)
	copy(s, iota32(10, 0))
	ev, err = q.SingleTask(singleSum.Bind(uin, uout, int32(10)))
	require.NoError(t, err)
	out2 := filled(3, int32(-1))
	ev, err = usm.CopyToHost(q, out2, uout, ev)
	require.NoError(t, err)
	wait(t, ev)
	assert.Equal(t, []int32{45, 0, 1}, out2, "queue.SingleTask with USM")
}

// localSize returns the largest power of two no larger than want that the
// device accepts as a 1-D work-group.
func localSize(dev *sycl.Device, want int) int {
	lim := dev.Info().MaxWorkGroupSize
	if s := dev.Info().MaxWorkItemSizes; len(s) == 3 && s[2] > 0 {
		lim = min(lim, s[2])
	}
	l := 1
	for l*2 <= want && l*2 <= lim {
		l *= 2
	}
	return l
}

// LocalMemoryReduction sums work-groups through local memory and
// barriers and checks every partial sum against the host.
func LocalMemoryReduction(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	l := localSize(dev, 64)
	for _, local := range []int{l, max(1, l/4)} {
		groups := 8
		n := local * groups
		in := make([]int32, n)
		for i := range in {
			in[i] = int32((i*7919)%1000 - 500)
		}
		partial := filled(groups, int32(-1))
		bin, bp := buffer.New(in), buffer.New(partial)
		submit(t, q, func(h *sycl.Handler) {
			h.ParallelFor(sycl.NDRange1(n, local), groupSum.Bind(buffer.Read(h, bin), buffer.DiscardWrite(h, bp), sycl.NewLocal[int32](local)))
		})
		require.NoError(t, bp.Close())
		require.NoError(t, bin.Close())
		want := make([]int32, groups)
		for i, v := range in {
			want[i/local] += v
		}
		assert.Equal(t, want, partial, "work-group sums with local size %d", local)
	}
}

// LocalMemoryReverse reverses each work-group's slice through local
// memory: every work-item reads what another wrote before the barrier.
func LocalMemoryReverse(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	local := localSize(dev, 16)
	n := local * 4
	in, out := iota32(n, 0), filled(n, int32(-1))
	bin, bout := buffer.New(in), buffer.New(out)
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.NDRange1(n, local), groupRev.Bind(buffer.Read(h, bin), buffer.DiscardWrite(h, bout), sycl.NewLocal[int32](local)))
	})
	require.NoError(t, bout.Close())
	require.NoError(t, bin.Close())
	want := make([]int32, n)
	for i := range want {
		g, l := i/local, i%local
		want[i] = in[g*local+local-1-l]
	}
	assert.Equal(t, want, out)
}

// ScalarArguments passes by-value arguments of 8 (Go int as OpenCL long),
// 4, 2 and 1 bytes.
func ScalarArguments(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	out := filled(5, int64(-1))
	b := buffer.New(out)
	a := -(1 << 40) + 5
	submit(t, q, func(h *sycl.Handler) {
		h.SingleTask(scalarArgs.Bind(buffer.Write(h, b), a, uint32(0xFFFFFFF0), float32(2.5), int16(-1234), uint8(200)))
	})
	require.NoError(t, b.Close())
	assert.Equal(t, []int64{int64(a), 0xFFFFFFF0, 10, -1234, 200}, out)
}

// DoublePrecision runs a float64 kernel where the device has fp64, and
// otherwise checks that the launch is refused.
func DoublePrecision(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	a := []float64{1.5, -2, 1e300, 0.125}
	b := buffer.New(a)
	_, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(len(a)), scaleF64.Bind(buffer.ReadWrite(h, b), 0.5))
	})
	if !dev.Info().FP64 {
		require.Error(t, err, "%v has no fp64", dev)
		assert.Contains(t, err.Error(), "double precision")
		require.NoError(t, b.Close())
		return
	}
	require.NoError(t, err)
	require.NoError(t, b.Close())
	assert.Equal(t, []float64{1, -0.75, 5e299 + 0.25, 0.3125}, a)
}
