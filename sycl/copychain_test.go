package sycl_test

// This file tests copies in chained to their kernel on the device: the
// kernel waits for its inputs' copies through its wait list, with no
// host round trip between.

import (
	"errors"
	"fmt"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// A kernel whose inputs are copied from the host into its device waits
// for the copies on the device, and computes on the bytes they brought,
// piece after piece on one buffer (each piece's copy in and kernel, the
// pipeline's shape); a copy that fails to start fails the command, leaves
// the range stale on the device, and the next command copies it again.
func TestCopiesInChainToTheKernel(t *testing.T) {
	defer opencl.CopyOnCPU()() // PoCL stands in for a device with memory of its own
	eachOpenCLQueue(t, func(t *testing.T, q *sycl.Queue) {
		const n, pieces = 1 << 12, 4
		x, y := make([]float32, n), make([]float32, n)
		for i := range x {
			x[i], y[i] = float32(i), float32(2*i)
		}
		bx, by := buffer.New(x), buffer.New(y)
		before := memory.ChainedCopiesIn()
		var evs []*sycl.Event
		for p := 0; p < pieces; p++ {
			lo, hi := p*n/pieces, (p+1)*n/pieces
			ev, err := q.Submit(func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(hi-lo).WithOffset(lo), saxpy.Bind(float32(3),
					buffer.Read(h, bx, buffer.Range(lo, hi-lo)), buffer.ReadWrite(h, by, buffer.Range(lo, hi-lo))))
			})
			if err != nil {
				t.Fatal(err)
			}
			evs = append(evs, ev)
		}
		for _, ev := range evs {
			if err := ev.Wait(); err != nil {
				t.Fatal(err)
			}
		}
		if got := memory.ChainedCopiesIn() - before; got != 2*pieces {
			t.Fatalf("%d copies in chained to their kernels, want %d", got, 2*pieces)
		}
		if err := by.Close(); err != nil {
			t.Fatal(err)
		}
		for i, v := range y {
			if want := 3*float32(i) + float32(2*i); v != want {
				t.Fatalf("y[%d] = %v, want %v", i, v, want)
			}
		}

		// The first copy in (x's) refused: the command fails, and
		// x's range on the device stays stale, so the next command
		// copies it again rather than computing on what is there.
		var armed atomic.Bool
		armed.Store(true)
		restore := faults.SetTransfer(func(string) error {
			if armed.CompareAndSwap(true, false) {
				return faults.Error("transfer refused")
			}
			return nil
		})
		defer restore()
		x2 := make([]float32, n)
		for i := range x2 {
			x2[i] = float32(i)
		}
		bx2 := buffer.New(x2)
		y2 := make([]float32, n)
		by2 := buffer.New(y2)
		ev, err := q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(3), buffer.Read(h, bx2), buffer.ReadWrite(h, by2)))
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := ev.Wait(); !errors.Is(err, faults.ErrInjected) {
			t.Fatalf("with x's copy refused: %v, want the injected failure", err)
		}
		y3 := make([]float32, n)
		by3 := buffer.New(y3)
		ev, err = q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(3), buffer.Read(h, bx2), buffer.ReadWrite(h, by3)))
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := ev.Wait(); err != nil {
			t.Fatal(err)
		}
		if err := by3.Close(); err != nil {
			t.Fatal(err)
		}
		for i, v := range y3 {
			if want := 3 * float32(i); v != want {
				t.Fatalf("after the refused copy: y[%d] = %v, want %v", i, v, want)
			}
		}
		by2.Close() // lost by the failed command: its error is expected
		for _, b := range []*buffer.Buffer[float32]{bx, bx2} {
			if err := b.Close(); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// A kernel whose inputs are staged through pinned memory (GPU-style
// copies of Go slices) starts every copy before it waits for any: the
// copies of several arguments follow each other on the device, and the
// kernel waits there for their DMA commands, once the host has enqueued
// them all, rather than on the host for their end. They compute exactly;
// when one of them fails to start, the command fails once the others
// have ended (no copy is left writing to the device after the command's
// error), and the next command copies the stale range again.
func TestStagedCopiesInStartTogether(t *testing.T) {
	defer opencl.CopyOnCPU()()
	defer opencl.StageOnCPU()()
	eachOpenCLQueue(t, func(t *testing.T, q *sycl.Queue) {
		n := 2 * opencl.StageThreshold / 4 // both arguments staged
		x, y := make([]float32, n), make([]float32, n)
		for i := range x {
			x[i], y[i] = float32(i%1000), float32(i%7)
		}
		for _, refuse := range []int{0, 1, 2} { // which copy's start fails: none, x's, y's
			t.Run(fmt.Sprint("refuse=", refuse), func(t *testing.T) {
				xs, ys := slices.Clone(x), slices.Clone(y)
				bx, by := buffer.New(xs), buffer.New(ys)
				chained, stagedChained := memory.ChainedCopiesIn(), memory.ChainedStagedCopiesIn()
				var calls atomic.Int32
				restore := faults.SetTransfer(func(string) error {
					if int(calls.Add(1)) == refuse {
						return faults.Error("transfer refused")
					}
					return nil
				})
				ev, err := q.Submit(func(h *sycl.Handler) {
					h.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(3), buffer.Read(h, bx), buffer.ReadWrite(h, by)))
				})
				if err != nil {
					t.Fatal(err)
				}
				err = ev.Wait()
				restore()
				if refuse == 0 && err != nil {
					t.Fatal(err)
				}
				if got := memory.ChainedCopiesIn() - chained; got != 0 {
					t.Fatalf("%d copies took the direct path, want both staged", got)
				}
				if got := memory.ChainedStagedCopiesIn() - stagedChained; refuse == 0 && got != 2 {
					t.Fatalf("the kernel waited on the device for %d staged copies, want both", got)
				}
				if refuse > 0 {
					if !errors.Is(err, faults.ErrInjected) {
						t.Fatalf("%v, want the injected failure", err)
					}
					by.Close() // lost by the failed command: its error is expected
					ys = slices.Clone(y)
					by = buffer.New(ys)
					ev, err := q.Submit(func(h *sycl.Handler) {
						h.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(3), buffer.Read(h, bx), buffer.ReadWrite(h, by)))
					})
					if err != nil {
						t.Fatal(err)
					}
					if err := ev.Wait(); err != nil {
						t.Fatal(err)
					}
				}
				for _, b := range []*buffer.Buffer[float32]{by, bx} {
					if err := b.Close(); err != nil {
						t.Fatal(err)
					}
				}
				for i, v := range ys {
					if want := 3*x[i] + y[i]; v != want {
						t.Fatalf("y[%d] = %v, want %v", i, v, want)
					}
				}
			})
		}
	})
}
