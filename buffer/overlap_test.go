package buffer_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// On an in-order queue the next command's inputs are copied while the
// command before it runs: the order binds the actions, and the copies
// wait only for the commands whose memory they touch.
func TestInOrderCopiesOverlapTheCommandBefore(t *testing.T) {
	forCopyingDevices(t, func(t *testing.T, d *sycl.Device) {
		q, err := sycl.NewQueueOn(d, sycl.InOrder())
		if err != nil {
			t.Fatal(err)
		}
		defer q.Close()
		release := make(chan struct{})
		if _, err := q.Submit(func(h *sycl.Handler) {
			h.HostTask(func() error { <-release; return nil })
		}); err != nil {
			t.Fatal(err)
		}
		data := make([]int32, 1<<12)
		b := buffer.New(data)
		ev, err := q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(b.Len()), scaledIota.Bind(int32(2), buffer.ReadWrite(h, b)))
		})
		if err != nil {
			close(release)
			t.Fatal(err)
		}
		// The copy in happens while the host task blocks; the kernel
		// waits for it.
		deadline := time.Now().Add(30 * time.Second)
		for b.Stats().HostToDevice == 0 && time.Now().Before(deadline) {
			time.Sleep(time.Millisecond)
		}
		copied, done := b.Stats().HostToDevice, ev.Done()
		close(release)
		if err := ev.Wait(); err != nil {
			t.Fatal(err)
		}
		if copied != 1 || done {
			t.Fatalf("while the command before ran: %d copies in (want 1), kernel done %v (want false)", copied, done)
		}
		if err := b.Close(); err != nil {
			t.Fatal(err)
		}
		for i, v := range data {
			if v != 2*int32(i) {
				t.Fatalf("data[%d] = %d", i, v)
			}
		}
	})
}

// A command's copies in wait only for what they touch, not for the
// commands its accessors conflict with where it runs: while the kernel
// that wrote x on the device is held, the next kernel, which reads x there
// (and so runs after it), already has y copied in.
func TestCopiesInDoNotWaitForTheAccessesConflicts(t *testing.T) {
	forCopyingDevices(t, func(t *testing.T, d *sycl.Device) {
		release := make(chan struct{})
		defer faults.SetLaunch(func(s faults.Site) faults.Fault {
			if s.Kernel == "touch" {
				return faults.Fault{Kind: faults.Hold, Release: release}
			}
			return faults.Fault{}
		})()
		q, err := sycl.NewQueueOn(d)
		if err != nil {
			t.Fatal(err)
		}
		defer q.Close()
		const n = 1 << 12
		x, y := make([]float32, n), make([]float32, n)
		for i := range x {
			x[i], y[i] = float32(i), 1
		}
		bx, by := buffer.New(x), buffer.New(y)
		held, err := q.Submit(func(h *sycl.Handler) { h.SingleTask(touch.Bind(buffer.ReadWrite(h, bx))) })
		if err != nil {
			close(release)
			t.Fatal(err)
		}
		ev, err := q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), kernels.SaxpyKernel.Bind(2, buffer.Read(h, bx), buffer.ReadWrite(h, by)))
		})
		if err != nil {
			close(release)
			t.Fatal(err)
		}
		deadline := time.Now().Add(30 * time.Second)
		for by.Stats().HostToDevice == 0 && time.Now().Before(deadline) {
			time.Sleep(time.Millisecond)
		}
		copied, first, second := by.Stats().HostToDevice, held.Done(), ev.Done()
		close(release)
		if err := ev.Wait(); err != nil {
			t.Fatal(err)
		}
		if copied != 1 || first || second {
			t.Fatalf("while the first kernel was held: %d copies of y in (want 1); kernels done: %v, %v (want neither)", copied, first, second)
		}
		if err := bx.Close(); err != nil {
			t.Fatal(err)
		}
		if err := by.Close(); err != nil {
			t.Fatal(err)
		}
		for i := range y {
			if y[i] != 2*float32(i)+1 {
				t.Fatalf("y[%d] = %v", i, y[i])
			}
		}
	})
}

// A host read of bytes that a command copied home waits for the copy,
// not for the command's action: while a host task that reads x (brought
// home from the device that wrote it) is held, HostRead of x returns.
func TestHostReadWaitsForTheCopyNotTheAction(t *testing.T) {
	forCopyingDevices(t, func(t *testing.T, d *sycl.Device) {
		q, err := sycl.NewQueueOn(d)
		if err != nil {
			t.Fatal(err)
		}
		defer q.Close()
		data := make([]int32, 1<<12)
		b := buffer.New(data)
		if _, err := q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(b.Len()), scaledIota.Bind(int32(3), buffer.DiscardWrite(h, b)))
		}); err != nil {
			t.Fatal(err)
		}
		release := make(chan struct{})
		held, err := q.Submit(func(h *sycl.Handler) {
			acc := buffer.Read(h, b)
			h.HostTask(func() error {
				<-release
				if acc.Host()[7] != 21 {
					return errors.New("the host task read a stale copy")
				}
				return nil
			})
		})
		if err != nil {
			t.Fatal(err)
		}
		read := make(chan error, 1)
		go func() {
			h, err := b.HostRead()
			if err == nil {
				if v := h.Slice()[5]; v != 15 {
					err = fmt.Errorf("HostRead: element 5 = %d, want 15", v)
				}
				h.Close()
			}
			read <- err
		}()
		waited := false
		select {
		case err := <-read:
			if err != nil {
				t.Error(err)
			}
		case <-time.After(30 * time.Second):
			t.Error("HostRead still waits, 30 s after the copy home, for the held host task")
			waited = true
		}
		close(release)
		if err := held.Wait(); err != nil {
			t.Fatal(err)
		}
		if waited {
			if err := <-read; err != nil {
				t.Fatal(err)
			}
		}
		if err := b.Close(); err != nil {
			t.Fatal(err)
		}
	})
}

// forCopyingDevices runs f as a subtest on each OpenCL device, PoCL
// standing in for a device with memory of its own (opencl.CopyOnCPU).
func forCopyingDevices(t *testing.T, f func(t *testing.T, d *sycl.Device)) {
	defer opencl.CopyOnCPU()()
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		if !d.IsNative() {
			t.Run(d.Name(), func(t *testing.T) { f(t, d) })
		}
	}
}
