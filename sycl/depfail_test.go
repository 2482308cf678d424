package sycl_test

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// within runs f and, should it not return within d, ends the test binary
// with every goroutine's stack: a hang fails instead of stalling the run.
func within(t *testing.T, d time.Duration, what string, f func()) {
	t.Helper()
	watchdog := time.AfterFunc(d, func() {
		buf := make([]byte, 1<<20)
		panic(fmt.Sprintf("%s: %s hung (%v)\n%s", t.Name(), what, d, buf[:runtime.Stack(buf, true)]))
	})
	defer watchdog.Stop()
	f()
}

// openCLDevices are the OpenCL devices found: the native device runs no
// OpenCL wait lists.
func openCLDevices(t *testing.T) []*sycl.Device {
	t.Helper()
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	var out []*sycl.Device
	for _, d := range devs {
		if !d.IsNative() {
			out = append(out, d)
		}
	}
	return out
}

// queueOn is a new queue on d, in order or not.
func queueOn(t *testing.T, d *sycl.Device, inOrder bool) *sycl.Queue {
	t.Helper()
	var opts []sycl.QueueOption
	if inOrder {
		opts = append(opts, sycl.InOrder())
	}
	q, err := sycl.NewQueueOn(d, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// failNext makes the next OpenCL launch of kernel name (any kernel when
// name is empty) fail halfway (faults.Partial): its cl_event ends in an
// error status, and OpenCL never runs a command that waits for it. A
// non-nil release delays the failure until it is closed. restore(ev),
// given the command meant to fail, waits until its launch has reached
// the device's queue or the command has ended without one: a command may
// be enqueued after Submit returns (once its copies in are set up), and
// a hook removed before then would let it run.
func failNext(t *testing.T, name string, release <-chan struct{}) (restore func(ev *sycl.Event)) {
	t.Helper()
	var armed atomic.Bool
	armed.Store(true)
	fired := make(chan struct{})
	undo := faults.SetLaunch(func(s faults.Site) faults.Fault {
		if s.Native || (name != "" && s.Kernel != name) || !armed.CompareAndSwap(true, false) {
			return faults.Fault{}
		}
		close(fired)
		return faults.Fault{Kind: faults.Partial, Release: release}
	})
	return func(ev *sycl.Event) {
		t.Helper()
		defer undo()
		awaitFault(t, fired, ev)
	}
}

// awaitFault waits until fired is closed (the injected fault reached a
// launch) or ev, the command meant to fail, has ended without a launch
// (nil: no command).
func awaitFault(t *testing.T, fired <-chan struct{}, ev *sycl.Event) {
	t.Helper()
	ended := make(chan struct{})
	if ev == nil {
		close(ended)
	} else {
		go func() { ev.Wait(); close(ended) }()
	}
	select {
	case <-fired:
	case <-ended:
	case <-time.After(30 * time.Second):
		t.Fatal("the command the fault was injected into neither reached the device nor ended")
	}
}

// A command whose OpenCL dependency failed completes with an error that
// wraps the failure (ErrDependencyFailed), on the same in-order queue, on
// another queue of the device (where the failed cl_event is in its wait
// list) and inside a reduction (whose Finish kernel waits for the failed
// kernel); nothing hangs and no OpenCL object or goroutine is left.
func TestFailedDependencyDoesNotHang(t *testing.T) {
	for _, d := range openCLDevices(t) {
		t.Run(d.Name(), func(t *testing.T) {
			within(t, time.Minute, "launches after a failed command", func() { failedDependencies(t, d) }) // warm up
			baseObjs, baseG := opencl.Settled(20*time.Millisecond, 5*time.Second), runtime.NumGoroutine()
			within(t, time.Minute, "launches after a failed command", func() { failedDependencies(t, d) })
			deadline := time.Now().Add(5 * time.Second)
			for time.Now().Before(deadline) && (opencl.Live().Over(baseObjs) || runtime.NumGoroutine() > baseG) {
				time.Sleep(10 * time.Millisecond)
			}
			if got := opencl.Live(); got.Over(baseObjs) {
				t.Errorf("OpenCL objects leaked: before %+v, after %+v", baseObjs, got)
			}
			if g := runtime.NumGoroutine(); g > baseG {
				buf := make([]byte, 1<<20)
				t.Errorf("goroutines leaked: %d before, %d after\n%s", baseG, g, buf[:runtime.Stack(buf, true)])
			}
		})
	}
}

func failedDependencies(t *testing.T, d *sycl.Device) {
	n := 1024
	x := make([]float32, n)
	for i := range x {
		x[i] = 1
	}
	saxpyOn := func(q *sycl.Queue, bx, by *buffer.Buffer[float32]) *sycl.Event {
		t.Helper()
		ev, err := q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(1), buffer.Read(h, bx), buffer.ReadWrite(h, by)))
		})
		if err != nil {
			t.Fatal(err)
		}
		return ev
	}
	wantFailed := func(what string, ev *sycl.Event, dependent bool) {
		t.Helper()
		err := ev.Wait()
		if !errors.Is(err, faults.ErrInjected) && !strings.Contains(fmt.Sprint(err), "CL_OUT_OF_RESOURCES") {
			t.Fatalf("%s: %v, want the injected fault", what, err)
		}
		if dependent != errors.Is(err, sycl.ErrDependencyFailed) {
			t.Fatalf("%s: %v (dependency failed: want %v)", what, err, dependent)
		}
	}

	// The failure is known when the dependents are submitted, or comes
	// after they are enqueued behind the failing command.
	for _, c := range []struct {
		name         string
		inOrder      bool
		cross, later bool
	}{
		{"in-order queue", true, false, false},
		{"out-of-order queue", false, false, false},
		{"other queue", false, true, false},
		{"in-order queue, later failure", true, false, true},
		{"out-of-order queue, later failure", false, false, true},
		{"other queue, later failure", false, true, true},
		{"in-order to other queue, later failure", true, true, true},
	} {
		q := queueOn(t, d, c.inOrder)
		other := q
		if c.cross {
			var err error
			if other, err = sycl.NewQueueOn(d); err != nil {
				t.Fatal(err)
			}
		}
		y := make([]float32, n)
		bx, by := buffer.New(x), buffer.New(y)
		if err := saxpyOn(q, bx, by).Wait(); err != nil { // the data is on the device
			t.Fatal(err)
		}
		var release chan struct{}
		if c.later {
			release = make(chan struct{})
		}
		restore := failNext(t, "saxpy", release)
		bad := saxpyOn(q, bx, by)
		after := saxpyOn(other, bx, by) // reads and writes what bad writes
		then := saxpyOn(other, bx, by)  // and a chain after it
		restore(bad)
		if c.later {
			if bad.Done() || after.Done() || then.Done() {
				t.Fatalf("%s: a command completed before the failure", c.name)
			}
			close(release)
		}
		wantFailed(c.name+": dependent command", then, true)
		wantFailed(c.name+": dependent command", after, true)
		wantFailed(c.name+": failed command", bad, false)
		q.Wait()
		other.Wait()
		bx.Close()
		by.Close() // lost data: an error
		if err := q.Close(); err != nil {
			t.Fatal(err)
		}
		if c.cross {
			if err := other.Close(); err != nil {
				t.Fatal(err)
			}
		}
	}

	// A reduction: the kernel fails halfway and its Finish kernel, which
	// waits for it, never runs.
	for _, inOrder := range []bool{true, false} {
		q := queueOn(t, d, inOrder)
		sum := []float32{0}
		bx, bs := buffer.New(x), buffer.New(sum)
		restore := failNext(t, "", nil)
		ev, err := q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), kernels.SumFloat32Kernel.Bind(buffer.Read(h, bx), sycl.Reduction(buffer.ReadWrite(h, bs))))
		})
		restore(ev)
		if err != nil {
			t.Fatal(err)
		}
		wantFailed("reduction", ev, false)
		q.Wait()
		bs.Close()
		// The next reduction completes: on an in-order queue it fails, as
		// it follows the failed command; on another queue it is exact.
		sum[0] = 0
		bs = buffer.New(sum)
		next, err := q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), kernels.SumFloat32Kernel.Bind(buffer.Read(h, bx), sycl.Reduction(buffer.ReadWrite(h, bs))))
		})
		if err != nil {
			t.Fatal(err)
		}
		err = next.Wait()
		if inOrder {
			if !errors.Is(err, sycl.ErrDependencyFailed) {
				t.Fatalf("reduction after a failed one on an in-order queue: %v", err)
			}
			q.Wait()
		} else if err != nil {
			t.Fatalf("reduction after a failed one: %v", err)
		}
		bs.Close()
		if !inOrder && sum[0] != float32(n) {
			t.Fatalf("reduction after a failed one: %v, want %d", sum[0], n)
		}
		if err := bx.Close(); err != nil {
			t.Fatal(err)
		}
		if err := q.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

// A reduction whose kernel fails fails with the kernel's failure, also
// where the driver then refuses to enqueue its Finish kernel behind the
// failed one (as NVIDIA's OpenCL does; injected here as a refused launch,
// faults.Fail): the refusal names no failure of the user's.
func TestReductionFinishRefusedAfterFailure(t *testing.T) {
	for _, d := range openCLDevices(t) {
		t.Run(d.Name(), func(t *testing.T) {
			q := queueOn(t, d, true)
			defer q.Close()
			const n = 1 << 16
			x := make([]float32, n)
			for i := range x {
				x[i] = 1
			}
			sum := []float32{0}
			bx, bs := buffer.New(x), buffer.New(sum)
			var launches atomic.Int32
			second := make(chan struct{})
			restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
				if s.Native {
					return faults.Fault{}
				}
				switch launches.Add(1) {
				case 1: // the reduction's kernel fails halfway
					return faults.Fault{Kind: faults.Partial}
				case 2: // its Finish is refused
					close(second)
					return faults.Fault{Kind: faults.Fail}
				}
				return faults.Fault{}
			})
			ev, err := q.Submit(func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(n), kernels.SumFloat32Kernel.Bind(buffer.Read(h, bx), sycl.Reduction(buffer.ReadWrite(h, bs))))
			})
			awaitFault(t, second, ev)
			restore()
			if err != nil {
				t.Fatal(err)
			}
			err = ev.Wait()
			var ce *sycl.CLError
			if !errors.As(err, &ce) || ce.Call != "command execution" || ce.Code != -5 {
				t.Fatalf("reduction: %v, want the kernel's failure (command execution: CL_OUT_OF_RESOURCES)", err)
			}
			q.Wait()
			bx.Close()
			bs.Close()
		})
	}
}
