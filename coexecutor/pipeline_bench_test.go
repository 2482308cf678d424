package coexecutor_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// BenchmarkPipeline measures a launch whose time is its copies: saxpy on
// 64 M floats of host data on each OpenCL device alone (Static, outputs
// home as the packages end), with packages whole (Pipeline(1)), in
// pieces (the default, 4) and in 8, 16 and 32 pieces (the last piece's
// copy out, which nothing overlaps, 1/n of the package's), so that
// copies in, kernels and copies out overlap. It reports the bytes moved
// per launch and their GB/s.
func BenchmarkPipeline(b *testing.B) {
	n := 64 << 20
	if testing.Short() {
		n = 1 << 20
	}
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i), 1
	}
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		for _, pieces := range []int{1, 0, 8, 16, 32} {
			name := fmt.Sprintf("%s/pieces=%d", strings.ReplaceAll(d.Name(), " ", "_"), pieces)
			b.Run(name, func(b *testing.B) {
				ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(d), coexecutor.KeepOutputs(false), coexecutor.Pipeline(pieces))
				if err != nil {
					b.Fatal(err)
				}
				defer ce.Close()
				var moved int64
				for i := range b.N + 1 { // the first launch builds the program
					bx, by := buffer.New(x), buffer.New(y)
					if i == 1 {
						b.ResetTimer()
					}
					rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(1), bx, by)
					if err != nil {
						b.Fatal(err)
					}
					if i > 0 {
						moved += rep.Units[0].Moved.Total()
					}
					b.StopTimer()
					for _, buf := range []*buffer.Buffer[float32]{bx, by} {
						if err := buf.Close(); err != nil {
							b.Fatal(err)
						}
					}
					b.StartTimer()
				}
				b.ReportMetric(float64(moved)/float64(b.N), "bytes-moved/op")
				if s := b.Elapsed().Seconds(); s > 0 && moved > 0 {
					b.ReportMetric(float64(moved)/s/1e9, "GB/s")
				}
			})
		}
	}
}
