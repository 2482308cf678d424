package sycl_test

import (
	"strings"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
)

// A device error in the middle of a queue fails that command and the ones
// that depend on it, reports from Wait, and loses nothing on other queues.
func TestDeviceErrorMidQueue(t *testing.T) {
	devs, _ := sycl.Devices()
	for _, d := range devs {
		t.Run(d.Name(), func(t *testing.T) {
			q, _ := sycl.NewQueueOn(d, sycl.InOrder())
			other, _ := sycl.NewQueueOn(d)
			defer q.Close()
			defer other.Close()
			n := 256
			y, z := make([]float32, n), make([]float32, n)
			by, bz := buffer.New(y), buffer.New(z)
			x := make([]float32, n)
			for i := range x {
				x[i] = 1
			}
			bx := buffer.New(x)
			launch := func(q *sycl.Queue, b *buffer.Buffer[float32], k *sycl.Kernel) (*sycl.Event, error) {
				return q.Submit(func(h *sycl.Handler) {
					h.ParallelFor(sycl.Range1(n), k.Bind(float32(1), buffer.Read(h, bx), buffer.ReadWrite(h, b)))
				})
			}
			ok1, err := launch(q, by, saxpy)
			if err != nil {
				t.Fatal(err)
			}
			if err := ok1.Wait(); err != nil {
				t.Fatalf("command before the fault: %v", err)
			}
			failing := saxpy
			if d.IsNative() {
				failing = &sycl.Kernel{Name: "faulty", Params: saxpy.Params, Native: func(*sycl.NativeLaunch, int, int, []any) { panic("device fault") }}
			} else {
				opencl.InjectLaunchFaults(1)
			}
			bad, err := launch(q, by, failing)
			if err != nil {
				t.Fatal(err)
			}
			after, err := launch(q, by, saxpy) // depends on the failed one
			if err != nil {
				t.Fatal(err)
			}
			indep, err := launch(other, bz, saxpy) // unaffected queue and buffer
			if err != nil {
				t.Fatal(err)
			}
			err = bad.Wait()
			if err == nil || !(strings.Contains(err.Error(), "device fault") || strings.Contains(err.Error(), "CL_OUT_OF_RESOURCES")) {
				t.Fatalf("faulty command: %v", err)
			}
			if !strings.Contains(err.Error(), d.Name()) {
				t.Errorf("error does not name the device: %v", err)
			}
			if err := after.Wait(); err == nil || !strings.Contains(err.Error(), "dependency failed") {
				t.Fatalf("dependent command: %v", err)
			}
			if err := indep.Wait(); err != nil {
				t.Fatalf("independent command lost: %v", err)
			}
			if werr := q.Wait(); werr == nil {
				t.Fatal("queue Wait did not report the asynchronous error")
			}
			if werr := q.Wait(); werr != nil {
				t.Fatalf("error reported twice: %v", werr)
			}
			bz.Close()
			for i := range z {
				if z[i] != 1 { // z = 1*x + 0
					t.Fatalf("independent result z[%d] = %v", i, z[i])
				}
			}
			by.Close()
			bx.Close()
		})
	}
}
