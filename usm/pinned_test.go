package usm_test

import (
	"testing"

	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// MallocHost and MallocShared on a device that gives pinned memory (PinWith
// makes PoCL give it here; host-backed as on a GPU, by ForceEmulation):
// the host view is pinned, kernels that use the allocation whole see and
// leave the host's data, Free waits for a kernel still queued and then
// releases the pinned memory.
func TestHostAllocationsPinned(t *testing.T) {
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		for _, kind := range []string{"host", "shared"} {
			t.Run(d.Name()+"/"+kind, func(t *testing.T) {
				defer opencl.PinWith(memory.LocationOf(d))()
				memory.ForceEmulation.Store(true)
				defer memory.ForceEmulation.Store(false)
				before := opencl.Live().Pinned
				q, err := sycl.NewQueueOn(d, sycl.InOrder())
				if err != nil {
					t.Fatal(err)
				}
				defer q.Close()
				const n = 1 << 18
				malloc := usm.MallocHost[int32]
				if kind == "shared" {
					malloc = usm.MallocShared[int32]
				}
				x, err := malloc(q, n)
				if err != nil {
					t.Fatal(err)
				}
				y, err := malloc(q, n)
				if err != nil {
					t.Fatal(err)
				}
				if !x.Pinned() || !y.Pinned() {
					t.Fatalf("%s allocations not pinned (strategy %s)", kind, x.Strategy())
				}
				xs, _ := x.Slice()
				ys, _ := y.Slice()
				for i := range xs {
					xs[i], ys[i] = int32(i), 1
				}
				for range 3 {
					if _, err = q.ParallelFor(sycl.Range1(n), axpy.Bind(int32(2), x, y)); err != nil {
						t.Fatal(err)
					}
				}
				if err := x.Free(); err != nil { // waits for the three kernels
					t.Fatal(err)
				}
				if _, err := q.ParallelFor(sycl.Range1(n), axpy.Bind(int32(2), x, y)); err == nil {
					t.Fatal("a kernel with a freed allocation was accepted")
				}
				ys, err = y.Slice()
				if err != nil {
					t.Fatal(err)
				}
				for i, v := range ys {
					if v != int32(6*i+1) {
						t.Fatalf("y[%d] = %d, want %d", i, v, 6*i+1)
					}
				}
				if err := y.Free(); err != nil {
					t.Fatal(err)
				}
				if got := opencl.Live().Pinned; got != before {
					t.Fatalf("%d pinned allocations live after Free, %d before", got, before)
				}
			})
		}
	}
}
