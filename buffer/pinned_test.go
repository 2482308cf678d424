package buffer_test

import (
	"fmt"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// NewSized's storage is pinned where a device gives pinned memory (PinWith
// makes PoCL give it here): kernels' results come back into it, and Close
// frees it.
func TestNewSizedIsPinned(t *testing.T) {
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		for _, copying := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/copying=%v", d.Name(), copying), func(t *testing.T) {
				defer opencl.PinWith(memory.LocationOf(d))()
				if copying {
					defer opencl.CopyOnCPU()() // PoCL stands in for a GPU: copies
				}
				before := opencl.Live()
				q, err := sycl.NewQueueOn(d, sycl.InOrder())
				if err != nil {
					t.Fatal(err)
				}
				defer q.Close()
				const n = 1 << 20
				b, err := buffer.NewSized[int32](n)
				if err != nil {
					t.Fatal(err)
				}
				if !b.Pinned() {
					t.Fatal("NewSized storage not pinned")
				}
				if _, err := q.Submit(func(h *sycl.Handler) {
					h.ParallelFor(sycl.Range1(n), scaledIota.Bind(int32(3), buffer.DiscardWrite(h, b)))
				}); err != nil {
					t.Fatal(err)
				}
				h, err := b.HostRead()
				if err != nil {
					t.Fatal(err)
				}
				for i, v := range h.Slice() {
					if v != 3*int32(i) {
						t.Fatalf("element %d = %d, want %d", i, v, 3*i)
					}
				}
				h.Close()
				want := buffer.Stats{DeviceToHost: 1, BytesDeviceToHost: 4 * n}
				if !copying && d.UsesHostMemory() {
					want = buffer.Stats{} // the device wrote the pinned memory in place
				}
				if s := b.Stats(); s != want {
					t.Fatalf("stats %+v, want %+v", s, want)
				}
				if err := b.Close(); err != nil {
					t.Fatal(err)
				}
				if got := opencl.Live(); got.Pinned != before.Pinned || got.Buffers != before.Buffers {
					t.Fatalf("live %+v after Close, %+v before", got, before)
				}
			})
		}
	}
	// Element types with Go pointers stay in Go memory.
	b, err := buffer.NewSized[*int](10)
	if err != nil {
		t.Fatal(err)
	}
	if b.Pinned() {
		t.Fatal("a type with pointers in pinned memory")
	}
	_ = b.Close()
}
