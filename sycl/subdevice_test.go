package sycl_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

// TestSubDevice partitions every OpenCL CPU device into one compute unit
// and runs a kernel on the sub-device over a buffer its root device used
// before and after; devices that refuse a partition say so with
// ErrNotPartitionable.
func TestSubDevice(t *testing.T) {
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		t.Run(d.Name(), func(t *testing.T) {
			for _, bad := range []int{0, -1, d.Info().ComputeUnits + 1} {
				if _, err := d.SubDevice(bad); err == nil || !strings.Contains(err.Error(), "between 1 and") {
					t.Errorf("SubDevice(%d) = %v, want an error naming the valid counts", bad, err)
				}
			}
			sub, err := d.SubDevice(1)
			switch {
			case err != nil && !errors.Is(err, sycl.ErrNotPartitionable):
				t.Fatalf("SubDevice(1) = %v, want ErrNotPartitionable", err)
			case d.IsNative() && err == nil:
				t.Fatal("the native device partitioned")
			case err != nil && d.Type() == sycl.TypeCPU && !d.IsNative():
				t.Fatalf("SubDevice(1) of an OpenCL CPU device: %v", err)
			case err != nil:
				return
			}
			if again, _ := d.SubDevice(1); again != sub {
				t.Error("a second SubDevice(1) made another device")
			}
			i := sub.Info()
			if i.ComputeUnits != 1 || !strings.Contains(i.Name, d.Name()) || i.Platform != d.Info().Platform || sub.Type() != d.Type() {
				t.Errorf("sub-device %+v of %s", i, d.Name())
			}
			n := 4096
			x, y := make([]float32, n), make([]float32, n)
			for i := range x {
				x[i], y[i] = float32(i), 1
			}
			bx, by := buffer.New(x), buffer.New(y)
			for k, dev := range []*sycl.Device{d, sub, d} {
				q, err := sycl.NewQueueOn(dev)
				if err != nil {
					t.Fatal(err)
				}
				_, err = q.Submit(func(h *sycl.Handler) {
					h.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(k+1), buffer.Read(h, bx), buffer.ReadWrite(h, by)))
				})
				if err == nil {
					err = q.Wait()
				}
				q.Close()
				if err != nil {
					t.Fatalf("launch %d on %s: %v", k, dev.Name(), err)
				}
			}
			if err := by.Close(); err != nil {
				t.Fatal(err)
			}
			bx.Close()
			for i := range y {
				if want := 6*float32(i) + 1; y[i] != want {
					t.Fatalf("y[%d] = %v, want %v", i, y[i], want)
				}
			}
		})
	}
}
