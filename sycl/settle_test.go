package sycl_test

import (
	"fmt"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// A command whose dependency failed completes only once its own OpenCL
// command can no longer run: nothing it writes changes after its event
// has completed, whether the driver runs the commands chained to a failed
// one (a fault the host alone reports, faults.Fault.Marker, as PoCL runs
// them) or fails them. Otherwise a caller that frees the memory when the
// event completes has it written after the free.
func TestNoWriteAfterFailedDependency(t *testing.T) {
	for _, d := range openCLDevices(t) {
		for _, inOrder := range []bool{true, false} {
			for _, marker := range []bool{true, false} {
				t.Run(fmt.Sprintf("%s/in-order=%v/marker=%v", d.Name(), inOrder, marker), func(t *testing.T) {
					within(t, time.Minute, "launches after a failed command", func() { noWriteAfterFailure(t, d, inOrder, marker) })
				})
			}
		}
	}
}

// noWriteAfterFailure chains three kernels to one that fails: on an
// in-order queue through the queue's order, on an out-of-order one
// through explicit dependencies (a chain).
func noWriteAfterFailure(t *testing.T, d *sycl.Device, inOrder, marker bool) {
	q := queueOn(t, d, inOrder)
	defer q.Close()
	const n = 1 << 22 // long enough that the dependent kernel is still running when its dependency's failure is seen
	x, err := usm.MallocShared[float32](q, n)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Free()
	y, err := usm.MallocShared[float32](q, n)
	if err != nil {
		t.Fatal(err)
	}
	defer y.Free()
	xs, _ := x.Slice()
	ys, _ := y.Slice()
	for i := range xs {
		xs[i], ys[i] = 1, 0
	}
	for round := range 4 {
		release, fired := make(chan struct{}), make(chan struct{})
		var first atomic.Bool
		first.Store(true)
		restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
			if s.Native || !first.CompareAndSwap(true, false) {
				return faults.Fault{}
			}
			close(fired)
			return faults.Fault{Kind: faults.Partial, Release: release, Marker: marker}
		})
		bad, err := q.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(1), x, y))
		if err != nil {
			t.Fatal(err)
		}
		var dependents []*sycl.Event
		prev := bad
		for range 3 {
			ev, err := q.Submit(func(h *sycl.Handler) {
				h.DependsOn(prev)
				h.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(1), x, y))
			})
			if err != nil {
				t.Fatal(err)
			}
			dependents = append(dependents, ev)
			prev = ev
		}
		awaitFault(t, fired, bad) // the kernel may reach its queue after Submit returns
		restore()
		time.AfterFunc(5*time.Millisecond, func() { close(release) })
		if err := bad.Wait(); err == nil {
			t.Fatalf("round %d: the failed kernel's event succeeded", round)
		}
		for i, ev := range dependents {
			if err := ev.Wait(); err == nil {
				t.Fatalf("round %d: dependent %d succeeded after a failed dependency", round, i)
			}
		}
		seen := slices.Clone(ys)
		time.Sleep(100 * time.Millisecond)
		for i := range ys {
			if ys[i] != seen[i] {
				t.Fatalf("round %d: y[%d] changed from %v to %v after every event had completed", round, i, seen[i], ys[i])
			}
		}
	}
}
