package sycl_test

import (
	"runtime"
	"sync/atomic"
	"testing"
	"time"

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
	var running, together atomic.Int32
	k := &sycl.Kernel{Name: "together", Native: sycl.ItemKernel(func(sycl.Item, []any) {
		running.Add(1)
		defer running.Add(-1)
		for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline) && together.Load() == 0; {
			if running.Load() > 1 {
				together.Add(1)
				return
			}
			runtime.Gosched()
		}
	})}
	ev, err := q.ParallelFor(sycl.Range1(64), k.Bind())
	if err != nil {
		t.Fatal(err)
	}
	if err := ev.Wait(); err != nil {
		t.Fatal(err)
	}
	if together.Load() == 0 {
		t.Fatal("no two work-items of the 64 ran at the same time: one worker ran them all")
	}
}
