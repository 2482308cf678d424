package sycl_test

import (
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gosycl/gosycl/internal/cgroup"
	"github.com/gosycl/gosycl/internal/testhook"
	"github.com/gosycl/gosycl/sycl"
)

// A basic range smaller than a worker's tile of old (a co-executed
// package of one 64-item work-group) is shared by every worker of the
// native device, not run by one: here each work-item waits for another
// to run at the same time. So is an nd-range's work-group of a kernel
// whose work-items use no work-group (Kernel.UsesNDItem false).
func TestNativeSmallRangeUsesEveryWorker(t *testing.T) {
	q := nativeQueue(t)
	for _, s := range []sycl.Space{sycl.Range1(64), sycl.NDRange{Global: sycl.Range1(64), Local: sycl.Range1(64)}} {
		var m testhook.Meeting
		k := &sycl.Kernel{Name: "together", Native: sycl.ItemKernel(func(sycl.Item, []any) { m.Join(2 * time.Second) })}
		ev, err := q.ParallelFor(s, k.Bind())
		if err != nil {
			t.Fatal(err)
		}
		if err := ev.Wait(); err != nil {
			t.Fatal(err)
		}
		if !m.Met() {
			t.Fatalf("%v: no two of the 64 work-items ran at the same time: one worker ran them all", s)
		}
	}
}

// A queue's NativeWorkers bound holds for its native kernels, unless the
// command group has Cores (internal/cgroup.SetCores: a co-executed
// package), which say how many workers it leaves idle, from the start or
// while the kernel runs: all but one leaves one worker to run it, none
// lets every worker run it.
func TestNativeWorkersLifted(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("one worker")
	}
	q, err := sycl.NewQueueOn(sycl.NativeDevice(), sycl.NativeWorkers(1))
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	for _, tc := range []struct {
		name      string
		cores     bool // the command group has Cores
		all, lift bool // set to all workers before the launch; while it runs
	}{
		{name: "bound"},
		{name: "cores leaving all but one", cores: true},
		{name: "all from the start", cores: true, all: true},
		{name: "switched while running", cores: true, lift: true},
	} {
		lifted := tc.all || tc.lift
		wait := 20 * time.Millisecond // each work-item's, alone: 16 of them one after another when bound
		if lifted {
			wait = 2 * time.Second
		}
		var c cgroup.Cores
		if !tc.all {
			c.Set(runtime.GOMAXPROCS(0) - 1)
		}
		var m testhook.Meeting
		var once sync.Once
		k := &sycl.Kernel{Name: "together", Native: sycl.ItemKernel(func(sycl.Item, []any) {
			if tc.lift {
				once.Do(func() { c.Set(0) })
			}
			m.Join(wait)
		})}
		ev, err := q.Submit(func(h *sycl.Handler) {
			if tc.cores {
				cgroup.SetCores(h, &c)
			}
			h.ParallelFor(sycl.Range1(16), k.Bind())
		})
		if err == nil {
			err = ev.Wait()
		}
		if err != nil {
			t.Fatal(err)
		}
		if got := m.Met(); got != lifted {
			t.Errorf("%s: two work-items ran at the same time %v, want %v", tc.name, got, lifted)
		}
	}
}

// A one-dimensional native launch stopped part-way (internal/cgroup.Yield:
// a co-executed package giving back what it has not started) runs a
// prefix of its part that ends at a multiple of Yield.Align work-items,
// each of them once, and none after it; the launch succeeds.
func TestNativeYieldRunsAnAlignedPrefix(t *testing.T) {
	q := nativeQueue(t)
	const n, lo, hi, align = 1 << 14, 1024, 1<<14 - 512, 256
	counts := make([]atomic.Int32, n)
	started := make(chan struct{})
	release := make(chan struct{})
	var once sync.Once
	k := &sycl.Kernel{Name: "count", Native: sycl.ItemKernel(func(it sycl.Item, _ []any) {
		once.Do(func() { close(started) })
		<-release
		counts[it.ID(0)].Add(1)
	})}
	y := &cgroup.Yield{Align: align}
	ev, err := q.Submit(func(h *sycl.Handler) {
		cgroup.SetYield(h, y)
		h.ParallelFor(sycl.Range1(n).Slice(lo, hi), k.Bind())
	})
	if err != nil {
		t.Fatal(err)
	}
	<-started
	y.Stop()
	close(release)
	if err := ev.Wait(); err != nil {
		t.Fatal(err)
	}
	ran, stopped := y.Ran()
	if !stopped || ran < align || ran%align != 0 || ran >= hi-lo {
		t.Fatalf("ran %d of %d work-items (stopped %v), want a multiple of %d below all", ran, hi-lo, stopped, align)
	}
	// Each worker held one work-item when it stopped (tiles of the
	// kernel's vector width, one here): the launch runs those and the
	// rest of their align.
	if workers := runtime.GOMAXPROCS(0); ran > align*((workers+align-1)/align) {
		t.Errorf("ran %d work-items after a stop while %d workers held one each, want at most the multiple of %d above", ran, workers, align)
	}
	for i := range counts {
		want := int32(0)
		if i >= lo && i < lo+ran {
			want = 1
		}
		if c := counts[i].Load(); c != want {
			t.Fatalf("work-item %d ran %d times, want %d (stopped after %d)", i, c, want, ran)
		}
	}
}

// nativeQueue is a queue on the native device, closed when the test ends;
// the test is skipped with a single worker.
func nativeQueue(t *testing.T, opts ...sycl.QueueOption) *sycl.Queue {
	t.Helper()
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("one worker")
	}
	q, err := sycl.NewQueueOn(sycl.NativeDevice(), opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { q.Close() })
	return q
}
