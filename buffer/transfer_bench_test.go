package buffer_test

import (
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

// transferSizes are the buffers' sizes in float32 elements: 256 MiB,
// large enough that a GPU's link, not the per-transfer latency, sets the
// time; and 4 MiB, the inputs of a launch of a few hundred microseconds,
// where the latency and the staging's start show.
var transferSizes = []struct {
	name  string
	elems int
}{{"256MiB", 64 << 20}, {"4MiB", 1 << 20}}

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
		for _, size := range transferSizes {
			transferElems := size.elems
			for _, store := range []string{"owned", "slice"} {
				var buf *buffer.Buffer[float32]
				if store == "owned" {
					buf, err = buffer.NewSized[float32](transferElems)
					if err != nil {
						b.Fatal(err)
					}
				} else {
					buf = buffer.New(writtenSlice(transferElems))
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
					reportMoved(b, (s.BytesHostToDevice+s.BytesDeviceToHost)-(s0.BytesHostToDevice+s0.BytesDeviceToHost))
				}
				// Each way: untimed, the other side's copy becomes the
				// current one; timed, the transfer that brings it over.
				for _, way := range []struct {
					name           string
					untimed, timed func(*testing.B)
				}{
					{"h2d", func(b *testing.B) { host(b, true) }, func(b *testing.B) { submit(b, false) }},
					{"d2h", func(b *testing.B) { submit(b, true) }, func(b *testing.B) { host(b, false) }},
				} {
					b.Run(name(q)+"/"+store+"/"+size.name+"/"+way.name, func(b *testing.B) {
						s0 := buf.Stats()
						for range b.N {
							b.StopTimer()
							way.untimed(b)
							b.StartTimer()
							way.timed(b)
						}
						report(b, s0)
					})
				}
				if err := buf.Close(); err != nil {
					b.Fatal(err)
				}
			}
			// A Go slice in a buffer made for the launch, as a program
			// that wraps its data for one launch does: what the first
			// transfer of a buffer costs beyond the transfer (the device's
			// memory for it, the staging's start).
			host := writtenSlice(transferElems)
			b.Run(name(q)+"/fresh-slice/"+size.name+"/h2d", func(b *testing.B) {
				var moved int64
				for range b.N {
					b.StopTimer()
					buf := buffer.New(host)
					b.StartTimer()
					_, err := q.Submit(func(h *sycl.Handler) { h.SingleTask(touch.Bind(buffer.Read(h, buf))) })
					if err == nil {
						err = q.Wait()
					}
					b.StopTimer()
					moved += buf.Stats().BytesHostToDevice
					if cerr := buf.Close(); err == nil {
						err = cerr
					}
					if err != nil {
						b.Fatal(err)
					}
					b.StartTimer()
				}
				reportMoved(b, moved)
			})
		}
		q.Close()
	}
}

// reportMoved reports the bytes a benchmark moved, per operation, and
// GB/s of them where any moved.
func reportMoved(b *testing.B, moved int64) {
	b.ReportMetric(float64(moved)/float64(b.N), "bytes-moved/op")
	if sec := b.Elapsed().Seconds(); sec > 0 && moved > 0 {
		b.ReportMetric(float64(moved)/sec/1e9, "GB/s")
	}
}

// writtenSlice returns n float32 written before use, as a program's data
// are: a slice never written reads as the kernel's shared zero page,
// which the cache holds, and would flatter h2d.
func writtenSlice(n int) []float32 {
	host := make([]float32, n)
	for i := range host {
		host[i] = float32(i)
	}
	return host
}
