package buffer_test

import (
	"fmt"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// triad is c = a + 3b over float32, the least a kernel can do with its
// bytes: the launch's time is its copies' and its fixed costs.
var triad = &sycl.Kernel{
	Name: "triad",
	Source: `__kernel void triad(__global float *c, __global const float *a, __global const float *b) {
	size_t i = get_global_id(0);
	c[i] = a[i] + 3.0f * b[i];
}`,
	Params: []sycl.Param{sycl.GlobalParam[float32]("c"), sycl.GlobalParam[float32]("a"), sycl.GlobalParam[float32]("b")},
}

// BenchmarkLaunchOverSlices measures one GPU-style launch over a
// program's Go slices, whole: two input slices copied to the device, the
// kernel, the output copied back into its slice, per operation. It is
// the launch cobench's buffers mode makes and the cost a program pays
// per step when it wraps its slices in buffers for each launch.
//
//   - fresh: buffer.New over the slices, the command, Close of every
//     buffer (the output's Close writes it back): what a program that
//     makes its buffers per launch pays, device allocations included
//     (recycled from the previous launch's buffers where the device
//     keeps them, opencl.Buffer.Recycle).
//   - kept: the same buffers across launches; the host rewrites the
//     inputs between launches (a host accessor, untimed), and the output
//     comes back through a host read: copies, kernel and the runtime's
//     per-command cost, no allocation.
//   - pinned: kept, with the buffers' own pinned storage (NewSized) in
//     place of the slices: the copies are one DMA each, at the link's
//     speed, as USM's host-backed allocations are. The reference the
//     slices' launches approach.
//
// Sizes: 64 KiB per slice, where fixed costs decide; 1 MiB, around
// the size from which copies are staged through pinned memory
// (opencl.StageThreshold); 4 MiB, a few megabytes as most launches of
// the suite move; 64 MiB, where the link decides. An OpenCL CPU device
// copies as a GPU does here (no in-place use of host memory, staged
// copies), so that PoCL stands in for a GPU on a machine without one.
// Metrics: GB/s of the bytes moved (3 slices' worth per launch).
func BenchmarkLaunchOverSlices(b *testing.B) {
	defer opencl.CopyOnCPU()()
	defer opencl.StageOnCPU()()
	for _, q := range openCLQueues(b) {
		for _, bytes := range []int{64 << 10, 1 << 20, 4 << 20, 64 << 20} {
			n := bytes / 4
			a, bb, c := make([]float32, n), make([]float32, n), make([]float32, n)
			for i := range a {
				a[i], bb[i], c[i] = float32(i%1024), float32(i%7), -1 // every page written: resident, as a program's data are
			}
			launch := func(b *testing.B, ba, bbuf, bc *buffer.Buffer[float32]) {
				_, err := q.Submit(func(h *sycl.Handler) {
					h.ParallelFor(sycl.Range1(n), triad.Bind(buffer.DiscardWrite(h, bc), buffer.Read(h, ba), buffer.Read(h, bbuf)))
				})
				if err != nil {
					b.Fatal(err)
				}
			}
			check := func(b *testing.B) {
				for _, i := range []int{0, n / 2, n - 1} {
					if want := a[i] + 3*bb[i]; c[i] != want {
						b.Fatalf("c[%d] = %v, want %v", i, c[i], want)
					}
				}
				c[0], c[n/2], c[n-1] = -1, -1, -1
			}
			size := fmt.Sprintf("%dKiB", bytes>>10)
			b.Run(name(q)+"/fresh/"+size, func(b *testing.B) {
				b.SetBytes(int64(3 * bytes))
				for range b.N {
					ba, bbuf, bc := buffer.New(a), buffer.New(bb), buffer.New(c)
					launch(b, ba, bbuf, bc)
					for _, x := range []*buffer.Buffer[float32]{bc, ba, bbuf} {
						if err := x.Close(); err != nil {
							b.Fatal(err)
						}
					}
				}
				b.StopTimer()
				check(b)
			})
			kept := func(b *testing.B, ba, bbuf, bc *buffer.Buffer[float32]) {
				b.SetBytes(int64(3 * bytes))
				b.ResetTimer()
				for range b.N {
					b.StopTimer()
					for _, x := range []*buffer.Buffer[float32]{ba, bbuf} {
						h, err := x.HostReadWrite() // the host's copy is the current one
						if err != nil {
							b.Fatal(err)
						}
						h.Close()
					}
					b.StartTimer()
					launch(b, ba, bbuf, bc)
					if err := bc.Fetch(buffer.Range(0, n)); err != nil {
						b.Fatal(err)
					}
				}
				b.StopTimer()
			}
			b.Run(name(q)+"/kept/"+size, func(b *testing.B) {
				ba, bbuf, bc := buffer.New(a), buffer.New(bb), buffer.New(c)
				kept(b, ba, bbuf, bc)
				for _, x := range []*buffer.Buffer[float32]{bc, ba, bbuf} {
					if err := x.Close(); err != nil {
						b.Fatal(err)
					}
				}
				check(b)
			})
			b.Run(name(q)+"/pinned/"+size, func(b *testing.B) {
				defer opencl.PinWith(memory.LocationOf(q.Device()))()
				var bufs [3]*buffer.Buffer[float32]
				for i, src := range [][]float32{a, bb, c} {
					x, err := buffer.NewSized[float32](n)
					if err != nil {
						b.Fatal(err)
					}
					h, err := x.HostReadWrite()
					if err != nil {
						b.Fatal(err)
					}
					copy(h.Slice(), src)
					h.Close()
					bufs[i] = x
				}
				kept(b, bufs[0], bufs[1], bufs[2])
				h, err := bufs[2].HostRead()
				if err != nil {
					b.Fatal(err)
				}
				copy(c, h.Slice())
				h.Close()
				for _, x := range []*buffer.Buffer[float32]{bufs[2], bufs[0], bufs[1]} {
					if err := x.Close(); err != nil {
						b.Fatal(err)
					}
				}
				check(b)
			})
		}
		q.Close()
	}
}
