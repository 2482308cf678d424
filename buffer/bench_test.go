package buffer_test

import (
	"strings"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

const benchElems = 16 << 20 // 64 MiB of float32

var touch = &sycl.Kernel{
	Name:   "touch",
	Source: "__kernel void touch(__global float *x) { if (get_global_id(0) == 0) x[0] += 0.0f; }",
	Params: []sycl.Param{sycl.GlobalParam[float32]("x")},
	Native: sycl.ItemKernel(func(it sycl.Item, args []any) {}),
}

func openCLQueues(b *testing.B) []*sycl.Queue {
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	var qs []*sycl.Queue
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		q, err := sycl.NewQueueOn(d, sycl.InOrder())
		if err != nil {
			b.Fatal(err)
		}
		qs = append(qs, q)
	}
	return qs
}

func name(q *sycl.Queue) string { return strings.ReplaceAll(q.Device().Name(), " ", "_") }

// BenchmarkBufferTransfer measures the runtime's host->device and
// device->host movement of a 64 MiB buffer: the host writes it (a host
// accessor), a kernel reads it (upload), a kernel writes it and the host
// reads it (download).
func BenchmarkBufferTransfer(b *testing.B) {
	for _, q := range openCLQueues(b) {
		data := make([]float32, benchElems)
		buf := buffer.New(data)
		submit := func(discard bool) {
			_, err := q.Submit(func(h *sycl.Handler) {
				acc := buffer.Read(h, buf)
				if discard {
					acc = buffer.DiscardWrite(h, buf)
				}
				h.SingleTask(touch.Bind(acc))
			})
			if err != nil {
				b.Fatal(err)
			}
			if err := q.Wait(); err != nil {
				b.Fatal(err)
			}
		}
		b.Run(name(q)+"/h2d", func(b *testing.B) {
			b.SetBytes(benchElems * 4)
			for range b.N {
				b.StopTimer()
				h, err := buf.HostReadWrite()
				if err != nil {
					b.Fatal(err)
				}
				h.Close()
				b.StartTimer()
				submit(false)
			}
		})
		b.Run(name(q)+"/d2h", func(b *testing.B) {
			b.SetBytes(benchElems * 4)
			for range b.N {
				b.StopTimer()
				submit(true)
				b.StartTimer()
				h, err := buf.HostRead()
				if err != nil {
					b.Fatal(err)
				}
				h.Close()
			}
		})
		buf.Close()
		q.Close()
	}
}
