package sycl_test

import (
	"strings"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

// groupRef runs the group algorithms through the reference runner: each
// work-item writes its broadcast, sum, scans and predicates.
var groupRef = &sycl.Kernel{
	Name:       "group_ref",
	UsesNDItem: true,
	Params:     []sycl.Param{sycl.GlobalParam[int32]("out")},
	Native: sycl.NDItemKernel(func(it sycl.NDItem, args []any) {
		out := args[0].([]int32)
		i := it.GlobalLinearID()
		x := int32(i%5 + 1)
		o := out[6*i : 6*i+6]
		o[0] = sycl.GroupBroadcast(it, x, it.LocalRange(1))
		o[1] = sycl.ReduceOverGroup(it, x, sycl.Plus[int32]{})
		o[2] = sycl.InclusiveScanOverGroup(it, x, sycl.Plus[int32]{})
		o[3] = sycl.ExclusiveScanOverGroup(it, x, sycl.Multiplies[int32]{})
		if sycl.AllOfGroup(it, x > 0) && !sycl.AnyOfGroup(it, x > 5) && sycl.NoneOfGroup(it, x == 0) {
			o[4] = 1
		}
		o[5] = int32(it.SubGroupSize()*100 + it.SubGroupID())
	}),
}

// TestGroupAlgorithmsReference checks the reference semantics of the
// group algorithms over 2-D work-groups (LocalLinearID order) against
// plain Go loops.
func TestGroupAlgorithmsReference(t *testing.T) {
	q, err := sycl.NewQueueOn(sycl.NativeDevice())
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	const g0, g1, l0, l1 = 2, 3, 3, 4
	w := g1 * l1
	out := make([]int32, 6*g0*l0*w)
	b := buffer.New(out)
	if _, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.NDRange{Global: sycl.Range2(g0*l0, w), Local: sycl.Range2(l0, l1)}, groupRef.Bind(buffer.ReadWrite(h, b)))
	}); err != nil {
		t.Fatal(err)
	}
	if err := q.Wait(); err != nil {
		t.Fatal(err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	for a := 0; a < g0; a++ {
		for c := 0; c < g1; c++ {
			var ids []int // global linear ids in LocalLinearID order
			for i := 0; i < l0; i++ {
				for j := 0; j < l1; j++ {
					ids = append(ids, (a*l0+i)*w+c*l1+j)
				}
			}
			x := func(k int) int32 { return int32(ids[k]%5 + 1) }
			var sum int32
			for k := range ids {
				sum += x(k)
			}
			incl, excl := int32(0), int32(1)
			for k, id := range ids {
				incl += x(k)
				want := []int32{x(l1), sum, incl, excl, 1, int32(100 + k)}
				excl *= x(k)
				got := out[6*id : 6*id+6]
				for m := range want {
					if got[m] != want[m] {
						t.Fatalf("group (%d, %d), local %d: result %d is %d, want %d", a, c, k, m, got[m], want[m])
					}
				}
			}
		}
	}
}

// TestGroupAlgorithmsOutsideRuntime checks the group algorithms called
// as plain Go: a work-group of one work-item is its own result; a larger
// one panics with a message (nothing can exchange the values).
func TestGroupAlgorithmsOutsideRuntime(t *testing.T) {
	one := sycl.MakeNDItem(sycl.NDRange1(4, 1), 2)
	if got := sycl.ReduceOverGroup(one, 7, sycl.Plus[int]{}); got != 7 {
		t.Errorf("ReduceOverGroup over one work-item = %d, want 7", got)
	}
	if got := sycl.ExclusiveScanOverGroup(one, 7, sycl.Plus[int]{}); got != 0 {
		t.Errorf("ExclusiveScanOverGroup over one work-item = %d, want 0", got)
	}
	defer func() {
		r := recover()
		if s, ok := r.(string); !ok || !strings.Contains(s, "not run by the runtime") {
			t.Errorf("recovered %v, want the group algorithm's panic", r)
		}
	}()
	sycl.AnyOfGroup(sycl.MakeNDItem(sycl.NDRange1(4, 2), 0), true)
	t.Error("AnyOfGroup over two work-items outside the runtime did not panic")
}
