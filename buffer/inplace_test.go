package buffer_test

import (
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

// On devices that work on host memory in place (the native device, PoCL)
// a buffer moves nothing: kernels write the host slice itself.
func TestNoCopyOnHostMemoryDevices(t *testing.T) {
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		if !d.UsesHostMemory() {
			continue
		}
		t.Run(d.Name(), func(t *testing.T) {
			q, err := sycl.NewQueueOn(d, sycl.InOrder())
			if err != nil {
				t.Fatal(err)
			}
			defer q.Close()
			data := make([]int32, 1<<14) // page-aligned, as large Go allocations are
			b := buffer.New(data)
			for k := int32(1); k <= 3; k++ {
				if _, err := q.Submit(func(h *sycl.Handler) {
					h.ParallelFor(sycl.Range1(b.Len()), scaledIota.Bind(k, buffer.ReadWrite(h, b)))
				}); err != nil {
					t.Fatal(err)
				}
				if err := q.Wait(); err != nil {
					t.Fatal(err)
				}
				// The kernel wrote the slice itself: no host accessor made
				// it current there.
				for i, v := range data {
					if v != k*int32(i) {
						t.Fatalf("k=%d: data[%d] = %d, want %d", k, i, v, k*int32(i))
					}
				}
				h, err := b.HostReadWrite()
				if err != nil {
					t.Fatal(err)
				}
				h.Slice()[0] = -1
				h.Close()
			}
			if err := b.Close(); err != nil {
				t.Fatal(err)
			}
			if s := b.Stats(); s != (buffer.Stats{}) {
				t.Fatalf("bytes moved on %s: %+v", d.Name(), s)
			}
		})
	}
}
