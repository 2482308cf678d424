package cluster

import (
	"reflect"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor/internal/placekernels"
	"github.com/gosycl/gosycl/sycl"
)

// A node's package of a sparse matrix's rows carries the nonzeros its
// rows' pointers bound, once rank 0 has bounded the loads (boundLoads),
// and x, which the columns pick anywhere, whole; before, or with too few
// nonzeros a row for the bounds to pay for their scan, cols and vals
// move whole.
func TestPlanLoads(t *testing.T) {
	for _, c := range []struct {
		perRow int
		bound  bool
	}{{16, true}, {4, false}} {
		const rows = 2048
		rowPtr := []int32{0}
		for r := range rows {
			rowPtr = append(rowPtr, rowPtr[r]+int32(c.perRow/2+(r*5)%(c.perRow+1)))
		}
		nnz := int(rowPtr[rows])
		bufs := []*buffer.Buffer[int32]{buffer.New(rowPtr), buffer.New(make([]int32, nnz)), buffer.New(make([]int32, nnz)), buffer.New(make([]int32, rows)), buffer.New(make([]int32, rows))}
		args := make([]any, len(bufs))
		for i, b := range bufs {
			args[i] = b
			defer b.Close()
		}
		pl, err := newPlan(placekernels.CSRRowsKernel.Kernel, sycl.Range1(rows), args, 0)
		if err != nil {
			t.Fatal(err)
		}
		lo, hi := pl.items(2, 5) // work-groups of 256
		// y (4), every row of which the package writes, carries no old
		// values.
		whole := []span{{0, lo, hi - lo + 1}, {1, 0, nnz}, {2, 0, nnz}, {3, 0, rows}}
		if in, err := pl.inputs(lo, hi); err != nil || !reflect.DeepEqual(in, whole) {
			t.Errorf("%d a row, before boundLoads: inputs %v, %v; want %v", c.perRow, in, err, whole)
		}
		pl.boundLoads()
		want := whole
		if c.bound {
			k0, k1 := int(rowPtr[lo]), int(rowPtr[hi])
			want = []span{{0, lo, hi - lo + 1}, {1, k0, k1 - k0}, {2, k0, k1 - k0}, {3, 0, rows}}
		}
		if in, err := pl.inputs(lo, hi); err != nil || !reflect.DeepEqual(in, want) {
			t.Errorf("%d a row: inputs %v, %v; want %v", c.perRow, in, err, want)
		}
	}
}
