package sycl_test

// This file tests the deferred copy in of a writing accessor whose kernel
// overwrites all it covers.

import (
	"errors"
	"fmt"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// A Write or ReadWrite accessor whose kernel, by what cmd/kgen proves,
// writes every element it covers and reads none copies nothing in; one
// whose launch leaves elements of it unwritten (a shorter launch, a
// kernel that writes some elements only) copies them in, and they keep
// their values. PoCL copying stands in for a device with memory of its
// own.
func TestOverwrittenAccessorCopiesNothingIn(t *testing.T) {
	defer opencl.CopyOnCPU()()
	const n = 1 << 10
	const old = 7
	for _, c := range []struct {
		name string
		// submit launches into out; want is what out[i] holds after,
		// copied how many bytes in.
		submit func(h *sycl.Handler, in *buffer.Buffer[float64], out *buffer.Buffer[float64], ev *buffer.Buffer[int32])
		want   func(i int) float64
		wantIn int64
		evens  bool // the launch writes ev, not out
	}{
		{name: "Write, whole", submit: func(h *sycl.Handler, in, out *buffer.Buffer[float64], _ *buffer.Buffer[int32]) {
			h.ParallelFor(sycl.Range1(n), kernels.DoublesKernel.Bind(buffer.Read(h, in), buffer.Write(h, out), 1.0, false))
		}, want: func(i int) float64 { return float64(i) }},
		{name: "ReadWrite, whole", submit: func(h *sycl.Handler, in, out *buffer.Buffer[float64], _ *buffer.Buffer[int32]) {
			h.ParallelFor(sycl.Range1(n), kernels.DoublesKernel.Bind(buffer.Read(h, in), buffer.ReadWrite(h, out), 1.0, true))
		}, want: func(i int) float64 { return -float64(i) }},
		{name: "Write, ranged", submit: func(h *sycl.Handler, in, out *buffer.Buffer[float64], _ *buffer.Buffer[int32]) {
			h.ParallelFor(sycl.Range1(n/2).WithOffset(n/4), kernels.DoublesKernel.Bind(buffer.Read(h, in), buffer.Write(h, out, buffer.Range(n/4, n/2)), 1.0, false))
		}, want: func(i int) float64 {
			if i >= n/4 && i < 3*n/4 {
				return float64(i)
			}
			return old
		}},
		{name: "Write, launch shorter than the accessor", submit: func(h *sycl.Handler, in, out *buffer.Buffer[float64], _ *buffer.Buffer[int32]) {
			h.ParallelFor(sycl.Range1(n/2), kernels.DoublesKernel.Bind(buffer.Read(h, in), buffer.Write(h, out), 1.0, false))
		}, want: func(i int) float64 {
			if i < n/2 {
				return float64(i)
			}
			return old
		}, wantIn: 8 * n},
		{name: "Write, kernel writes the even elements", evens: true, submit: func(h *sycl.Handler, _, _ *buffer.Buffer[float64], ev *buffer.Buffer[int32]) {
			h.ParallelFor(sycl.Range1(n), kernels.EvensOnlyKernel.Bind(buffer.Write(h, ev)))
		}, want: func(i int) float64 {
			if i%2 == 0 {
				return float64(i)
			}
			return old
		}, wantIn: 4 * n},
	} {
		t.Run(c.name, func(t *testing.T) {
			eachOpenCLQueue(t, func(t *testing.T, q *sycl.Queue) {
				in := make([]float64, n)
				outs, evs := make([]float64, n), make([]int32, n)
				for i := range in {
					in[i], outs[i], evs[i] = 3*float64(i), old, old
				}
				bin, bout, bev := buffer.New(in), buffer.New(outs), buffer.New(evs)
				ev, err := q.Submit(func(h *sycl.Handler) { c.submit(h, bin, bout, bev) })
				if err != nil {
					t.Fatal(err)
				}
				if err := ev.Wait(); err != nil {
					t.Fatal(err)
				}
				target := bout.Stats()
				if c.evens {
					target = bev.Stats()
				}
				if target.BytesHostToDevice != c.wantIn {
					t.Errorf("%d bytes copied in to the written buffer, want %d", target.BytesHostToDevice, c.wantIn)
				}
				for _, err := range []error{bin.Close(), bout.Close(), bev.Close()} {
					if err != nil {
						t.Fatal(err)
					}
				}
				for i := range outs {
					got := outs[i]
					if c.evens {
						got = float64(evs[i])
					}
					if want := c.want(i); got != want {
						t.Fatalf("element %d = %v, want %v", i, got, want)
					}
				}
			})
		})
	}
}

// A command whose Write accessor's copy in was deferred, and which fails
// before its kernel starts (a dependency failed, already or later), keeps
// the buffer's data, as any Write accessor does: the device's copy gets
// the contents from before the command, and a host access reads them
// without ErrDataLost.
func TestOverwrittenAccessorKeepsDataOnFailureBeforeStart(t *testing.T) {
	defer opencl.CopyOnCPU()()
	const n = 1 << 10
	boom := errors.New("the dependency fails")
	for _, failed := range []bool{true, false} {
		name := "dependency failed before the submission"
		if !failed {
			name = "dependency fails after the submission"
		}
		t.Run(name, func(t *testing.T) {
			eachOpenCLQueue(t, func(t *testing.T, q *sycl.Queue) {
				in := make([]float64, n)
				for i := range in {
					in[i] = 3 * float64(i)
				}
				bin, bout := buffer.New(in), buffer.New(make([]float64, n))
				defer func() { _, _ = bin.Close(), bout.Close() }()
				// The device's copy of out holds i (A), the host's 1000+i
				// (B), the current one.
				wait(t, q, func(h *sycl.Handler) {
					h.ParallelFor(sycl.Range1(n), kernels.DoublesKernel.Bind(buffer.Read(h, bin), buffer.DiscardWrite(h, bout), 1.0, false))
				})
				ha, err := bout.HostReadWrite()
				if err != nil {
					t.Fatal(err)
				}
				var wrong error
				for i, v := range ha.Slice() {
					if v != float64(i) && wrong == nil {
						wrong = fmt.Errorf("element %d = %v after the first launch, want %d", i, v, i)
					}
					ha.Slice()[i] = 1000 + float64(i)
				}
				ha.Close()
				if wrong != nil {
					t.Fatal(wrong)
				}
				release := make(chan struct{})
				bad, err := q.Submit(func(h *sycl.Handler) {
					h.HostTask(func() error { <-release; return boom })
				})
				if err != nil {
					t.Fatal(err)
				}
				if failed {
					close(release)
					if err := bad.Wait(); !errors.Is(err, boom) {
						t.Fatalf("the dependency: %v, want %v", err, boom)
					}
				}
				ev, err := q.Submit(func(h *sycl.Handler) {
					h.DependsOn(bad)
					h.ParallelFor(sycl.Range1(n), kernels.DoublesKernel.Bind(buffer.Read(h, bin), buffer.Write(h, bout), 6.0, false))
				})
				if err != nil {
					t.Fatal(err)
				}
				if !failed {
					close(release)
				}
				if err := ev.Wait(); !errors.Is(err, sycl.ErrDependencyFailed) {
					t.Fatalf("the dependent launch: %v, want ErrDependencyFailed", err)
				}
				hr, err := bout.HostRead()
				if err != nil {
					t.Fatalf("reading the buffer after the failed launch: %v", err)
				}
				defer hr.Close()
				for i, v := range hr.Slice() {
					if want := 1000 + float64(i); v != want {
						t.Fatalf("element %d = %v after the failed launch, want %v (the data from before it)", i, v, want)
					}
				}
			})
		})
	}
}

// wait submits cg on q and waits for it.
func wait(t *testing.T, q *sycl.Queue, cg func(h *sycl.Handler)) {
	t.Helper()
	ev, err := q.Submit(cg)
	if err != nil {
		t.Fatal(err)
	}
	if err := ev.Wait(); err != nil {
		t.Fatal(err)
	}
}
