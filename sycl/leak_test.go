package sycl_test

import (
	"runtime"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

func workload(t *testing.T, d *sycl.Device) {
	q, err := sycl.NewQueueOn(d)
	if err != nil {
		t.Fatal(err)
	}
	q2, err := sycl.NewQueueOn(d, sycl.InOrder())
	if err != nil {
		t.Fatal(err)
	}
	n := 4096
	x, y := make([]float32, n), make([]float32, n)
	bx, by := buffer.New(x), buffer.New(y)
	for i := 0; i < 5; i++ {
		qq := q
		if i%2 == 1 {
			qq = q2
		}
		if _, err := qq.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(1), buffer.Read(h, bx), buffer.ReadWrite(h, by)))
		}); err != nil {
			t.Fatal(err)
		}
	}
	h, err := by.HostRead(buffer.Range(0, 10))
	if err != nil {
		t.Fatal(err)
	}
	h.Close()
	for _, kind := range []func(*sycl.Queue, int) (usm.Ptr[float32], error){usm.MallocDevice[float32], usm.MallocHost[float32], usm.MallocShared[float32]} {
		p, err := kind(q, n)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := q.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(1), p, p)); err != nil {
			t.Fatal(err)
		}
		if err := q.Wait(); err != nil {
			t.Fatal(err)
		}
		if err := p.Free(); err != nil {
			t.Fatal(err)
		}
	}
	// A failing command must not leak either.
	bad := &sycl.Kernel{Name: "saxpy", Source: saxpy.Source, Params: saxpy.Params[:2], Native: func(*sycl.NativeLaunch, int, int, []any) { panic("injected") }}
	if ev, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), bad.Bind(float32(1), buffer.Read(h, bx)))
	}); err == nil && ev.Wait() == nil {
		t.Fatal("broken kernel succeeded")
	}
	q.Wait()
	if err := bx.Close(); err != nil {
		t.Log(err)
	}
	by.Close()
	q.Close()
	q2.Close()
}

func TestNoLeaks(t *testing.T) {
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		workload(t, d) // warm up: programs, caches and the native pool start once
	}
	baseObjs, baseG := opencl.Settled(20*time.Millisecond, 5*time.Second), runtime.NumGoroutine()
	for _, d := range devs {
		workload(t, d)
	}
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
}

// The queue keeps finished events (the last one of an in-order queue, and
// those nobody waited on); they must not keep the data their commands
// used alive. They did: a loop launching a large matrix a hundred times
// ran the GPU machine out of memory.
func TestFinishedCommandsLetGoOfTheirData(t *testing.T) {
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		q, err := sycl.NewQueueOn(d, sycl.InOrder())
		if err != nil {
			t.Fatal(err)
		}
		freed := make(chan struct{})
		func() {
			n := 1 << 16
			x, y := make([]float32, n), make([]float32, n)
			runtime.AddCleanup(&x[0], func(ch chan struct{}) { close(ch) }, freed)
			bx, by := buffer.New(x), buffer.New(y)
			ev, err := q.Submit(func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(2), buffer.Read(h, bx), buffer.ReadWrite(h, by)))
			})
			if err != nil {
				t.Fatal(err)
			}
			if err := ev.Wait(); err != nil {
				t.Fatal(err)
			}
			if err := bx.Close(); err != nil {
				t.Fatal(err)
			}
			if err := by.Close(); err != nil {
				t.Fatal(err)
			}
		}()
		deadline := time.Now().Add(5 * time.Second)
		for collected := false; !collected; {
			runtime.GC()
			select {
			case <-freed:
				collected = true
			case <-time.After(10 * time.Millisecond):
				if time.Now().After(deadline) {
					t.Fatalf("%s: the finished command still holds its input", d.Name())
				}
			}
		}
		q.Close()
	}
}
