package buffer_test

import (
	"errors"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// With GOSYCL_CHECK=host, a host slice changed outside a host accessor
// while its buffer is open fails the next command, host accessor or
// Close; changes through host accessors, and the runtime's own writes
// (kernels on the native device or in place, copies back), do not.
func TestHostSliceChangedIsDetected(t *testing.T) {
	memory.CheckHost.Store(true)
	defer memory.CheckHost.Store(false)
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		for _, copying := range []bool{false, true} {
			if copying && d.IsNative() {
				continue
			}
			t.Run(d.Name()+map[bool]string{false: "", true: "/copying"}[copying], func(t *testing.T) {
				if copying {
					defer opencl.CopyOnCPU()()
				}
				q, err := sycl.NewQueueOn(d, sycl.InOrder())
				if err != nil {
					t.Fatal(err)
				}
				defer q.Close()
				launch := func(b *buffer.Buffer[int32], k int32) error {
					_, err := q.Submit(func(h *sycl.Handler) {
						h.ParallelFor(sycl.Range1(b.Len()), scaledIota.Bind(k, buffer.ReadWrite(h, b)))
					})
					if err == nil {
						err = q.Wait()
					}
					return err
				}
				const n = 1 << 12
				for _, c := range []struct {
					name   string
					change func(data []int32, b *buffer.Buffer[int32])
					then   func(b *buffer.Buffer[int32]) error // what finds it
					wantOK bool
				}{
					{"untouched", func([]int32, *buffer.Buffer[int32]) {}, func(b *buffer.Buffer[int32]) error { return launch(b, 3) }, true},
					{"through a host accessor", func(_ []int32, b *buffer.Buffer[int32]) {
						h, err := b.HostReadWrite()
						if err != nil {
							t.Fatal(err)
						}
						h.Slice()[5] = 99
						h.Close()
					}, func(b *buffer.Buffer[int32]) error { return launch(b, 3) }, true},
					{"behind its back, then a launch", func(data []int32, _ *buffer.Buffer[int32]) { data[7]++ },
						func(b *buffer.Buffer[int32]) error { return launch(b, 3) }, false},
					{"behind its back, then a host accessor", func(data []int32, _ *buffer.Buffer[int32]) { data[n-1] = -4 },
						func(b *buffer.Buffer[int32]) error {
							h, err := b.HostRead()
							h.Close()
							return err
						}, false},
					{"behind its back, then Close", func(data []int32, _ *buffer.Buffer[int32]) { data[0] = 12 },
						func(b *buffer.Buffer[int32]) error { return b.Close() }, false},
				} {
					data := make([]int32, n)
					b := buffer.New(data)
					if err := launch(b, 2); err != nil {
						t.Fatal(err)
					}
					c.change(data, b)
					err := c.then(b)
					if c.wantOK && err != nil {
						t.Errorf("%s: %v", c.name, err)
					}
					if !c.wantOK && !errors.Is(err, buffer.ErrHostChanged) {
						t.Errorf("%s: got %v, want ErrHostChanged", c.name, err)
					}
					_ = b.Close()
				}
			})
		}
	}
}

// A command that the check refuses for one of its buffers leaves its
// other buffers as they were: a buffer planned before the refused one
// does not take its device's copy, never copied in, for current.
func TestHostCheckRefusalLeavesTheOtherBuffers(t *testing.T) {
	memory.CheckHost.Store(true)
	defer memory.CheckHost.Store(false)
	forCopyingDevices(t, func(t *testing.T, d *sycl.Device) {
		q, err := sycl.NewQueueOn(d, sycl.InOrder())
		if err != nil {
			t.Fatal(err)
		}
		defer q.Close()
		const n = 1 << 10
		in, changed := make([]float64, n), make([]float64, n)
		for i := range in {
			in[i] = 3 * float64(i)
		}
		bin, bchanged, bout := buffer.New(in), buffer.New(changed), buffer.New(make([]float64, n))
		defer func() { _, _, _ = bin.Close(), bchanged.Close(), bout.Close() }()
		h, err := bchanged.HostRead() // the check records the host bytes
		if err != nil {
			t.Fatal(err)
		}
		h.Close()
		changed[0] = 1 // behind the buffer's back
		_, err = q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), kernels.DoublesKernel.Bind(buffer.Read(h, bin), buffer.ReadWrite(h, bchanged), 1.0, false))
		})
		if err == nil {
			err = q.Wait()
		}
		if !errors.Is(err, buffer.ErrHostChanged) {
			t.Fatalf("the launch over the changed buffer: %v, want ErrHostChanged", err)
		}
		_, err = q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), kernels.DoublesKernel.Bind(buffer.Read(h, bin), buffer.DiscardWrite(h, bout), 1.0, false))
		})
		if err != nil {
			t.Fatal(err)
		}
		r, err := bout.HostRead()
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		for i, v := range r.Slice() {
			if v != float64(i) {
				t.Fatalf("element %d = %v after a launch over the other buffer, want %d", i, v, i)
			}
		}
	})
}
