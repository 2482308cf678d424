package buffer_test

// This file holds BenchmarkWriteAccessor: what a writing accessor costs
// whose kernel overwrites all it covers.

import (
	"fmt"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// BenchmarkWriteAccessor measures a launch over fresh buffers of a
// program's slices (buffer.New, the command, Close of both) whose kernel,
// Doubles, reads one slice and writes every element of the other, with
// the output's accessor write (buffer.Write), read_write or
// discard_write. A plain SYCL program writes Write where the old contents
// are not needed; the runtime copies nothing in for it when cmd/kgen
// proves the kernel overwrites the accessor's range, so the three cost
// the same. in-B/op is the bytes copied into the output per launch. An
// OpenCL CPU device copies as a GPU does here (opencl.CopyOnCPU).
func BenchmarkWriteAccessor(b *testing.B) {
	defer opencl.CopyOnCPU()()
	defer opencl.StageOnCPU()()
	modes := []struct {
		name string
		acc  func(*sycl.Handler, *buffer.Buffer[float64], ...buffer.Span) buffer.Accessor[float64]
	}{
		{"write", buffer.Write[float64]},
		{"read_write", buffer.ReadWrite[float64]},
		{"discard_write", buffer.DiscardWrite[float64]},
	}
	for _, q := range openCLQueues(b) {
		for _, bytes := range []int{1 << 20, 64 << 20} {
			n := bytes / 8
			in, out := make([]float64, n), make([]float64, n)
			for i := range in {
				in[i], out[i] = 3*float64(i%1024), -1 // every page written: resident, as a program's data are
			}
			for _, m := range modes {
				b.Run(fmt.Sprintf("%s/%s/%dKiB", name(q), m.name, bytes>>10), func(b *testing.B) {
					b.SetBytes(int64(2 * bytes))
					var copied int64
					for range b.N {
						bi, bo := buffer.New(in), buffer.New(out)
						_, err := q.Submit(func(h *sycl.Handler) {
							h.ParallelFor(sycl.Range1(n), kernels.DoublesKernel.Bind(buffer.Read(h, bi), m.acc(h, bo), 1.0, false))
						})
						if err != nil {
							b.Fatal(err)
						}
						if err := bo.Close(); err != nil {
							b.Fatal(err)
						}
						copied += bo.Stats().BytesHostToDevice
						if err := bi.Close(); err != nil {
							b.Fatal(err)
						}
					}
					b.StopTimer()
					b.ReportMetric(float64(copied)/float64(b.N), "in-B/op")
					for _, i := range []int{0, n / 2, n - 1} {
						if want := float64(i % 1024); out[i] != want {
							b.Fatalf("out[%d] = %v, want %v", i, out[i], want)
						}
						out[i] = -1
					}
				})
			}
		}
	}
}
