package sycl_test

import (
	"runtime"
	"testing"
	"time"

	"github.com/gosycl/gosycl/internal/cgroup"
	"github.com/gosycl/gosycl/internal/testhook"
	"github.com/gosycl/gosycl/sycl"
)

// A basic range smaller than a worker's tile of old (a co-executed
// package of one 64-item work-group) is shared by every worker of the
// native device, not run by one: here each work-item waits for another
// to run at the same time.
func TestNativeSmallRangeUsesEveryWorker(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("one worker")
	}
	q, err := sycl.NewQueueOn(sycl.NativeDevice())
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	var m testhook.Meeting
	k := &sycl.Kernel{Name: "together", Native: sycl.ItemKernel(func(sycl.Item, []any) { m.Join(2 * time.Second) })}
	ev, err := q.ParallelFor(sycl.Range1(64), k.Bind())
	if err != nil {
		t.Fatal(err)
	}
	if err := ev.Wait(); err != nil {
		t.Fatal(err)
	}
	if !m.Met() {
		t.Fatal("no two work-items of the 64 ran at the same time: one worker ran them all")
	}
}

// A queue's NativeWorkers bound holds for its native kernels, unless the
// command group lifts it (internal/cgroup.SetAllWorkers: a co-executed
// package that no OpenCL unit's copies run beside): then every worker
// runs it.
func TestNativeWorkersLifted(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("one worker")
	}
	q, err := sycl.NewQueueOn(sycl.NativeDevice(), sycl.NativeWorkers(1))
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	for _, lift := range []bool{false, true} {
		wait := 20 * time.Millisecond // each work-item's, alone: 16 of them one after another when bound
		if lift {
			wait = 2 * time.Second
		}
		var m testhook.Meeting
		k := &sycl.Kernel{Name: "together", Native: sycl.ItemKernel(func(sycl.Item, []any) { m.Join(wait) })}
		ev, err := q.Submit(func(h *sycl.Handler) {
			if lift {
				cgroup.SetAllWorkers(h)
			}
			h.ParallelFor(sycl.Range1(16), k.Bind())
		})
		if err == nil {
			err = ev.Wait()
		}
		if err != nil {
			t.Fatal(err)
		}
		if got := m.Met(); got != lift {
			t.Errorf("bound lifted %v: two work-items ran at the same time %v, want %v", lift, got, lift)
		}
	}
}
