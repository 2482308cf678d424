package buffer_test

import (
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

// transferElems is 256 MiB of float32: large enough that a GPU's link,
// not the per-transfer latency, sets the time.
const transferElems = 64 << 20

// BenchmarkTransfers measures what a kernel's accessors move each way,
// per device: into the device (h2d: the host wrote the whole buffer, a
// kernel reads it) and back (d2h: a kernel wrote it, the host reads it),
// for storage the library owns (NewSized: pinned where a GPU gives
// pinned memory, copied directly) and for a Go slice (New: copied through
// pinned staging slots in lanes, each lane's host copy of one chunk
// overlapping the device's copy of its other, both ways alike). It reports the bytes that moved per
// operation, and GB/s of them where any moved: none on devices that use
// host memory in place (PoCL; the native device).
func BenchmarkTransfers(b *testing.B) {
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	for _, d := range devs {
		q, err := sycl.NewQueueOn(d, sycl.InOrder())
		if err != nil {
			b.Fatal(err)
		}
		for _, store := range []string{"owned", "slice"} {
			var buf *buffer.Buffer[float32]
			if store == "owned" {
				buf, err = buffer.NewSized[float32](transferElems)
				if err != nil {
					b.Fatal(err)
				}
			} else {
				// Written before use, as a program's data are: a slice
				// never written reads as the kernel's shared zero page,
				// which the cache holds, and would flatter h2d.
				host := make([]float32, transferElems)
				for i := range host {
					host[i] = float32(i)
				}
				buf = buffer.New(host)
			}
			submit := func(b *testing.B, discard bool) {
				_, err := q.Submit(func(h *sycl.Handler) {
					acc := buffer.Read(h, buf)
					if discard {
						acc = buffer.DiscardWrite(h, buf)
					}
					h.SingleTask(touch.Bind(acc))
				})
				if err == nil {
					err = q.Wait()
				}
				if err != nil {
					b.Fatal(err)
				}
			}
			host := func(b *testing.B, write bool) {
				open := buf.HostRead
				if write {
					open = buf.HostReadWrite
				}
				h, err := open()
				if err != nil {
					b.Fatal(err)
				}
				h.Close()
			}
			report := func(b *testing.B, s0 buffer.Stats) {
				s := buf.Stats()
				moved := (s.BytesHostToDevice + s.BytesDeviceToHost) - (s0.BytesHostToDevice + s0.BytesDeviceToHost)
				b.ReportMetric(float64(moved)/float64(b.N), "bytes-moved/op")
				if sec := b.Elapsed().Seconds(); sec > 0 && moved > 0 {
					b.ReportMetric(float64(moved)/sec/1e9, "GB/s")
				}
			}
			b.Run(name(q)+"/"+store+"/h2d", func(b *testing.B) {
				s0 := buf.Stats()
				for range b.N {
					b.StopTimer()
					host(b, true) // the host's copy is the current one
					b.StartTimer()
					submit(b, false)
				}
				report(b, s0)
			})
			b.Run(name(q)+"/"+store+"/d2h", func(b *testing.B) {
				s0 := buf.Stats()
				for range b.N {
					b.StopTimer()
					submit(b, true) // the device's copy is the current one
					b.StartTimer()
					host(b, false)
				}
				report(b, s0)
			})
			if err := buf.Close(); err != nil {
				b.Fatal(err)
			}
		}
		q.Close()
	}
}
