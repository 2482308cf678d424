package coexecutor_test

// This file holds BenchmarkBareOutput: what an output passed bare costs
// next to one passed as Out.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// BenchmarkBareOutput measures a launch of Doubles (one 64 MiB float64
// input, one output of the same size, every element of which the kernel
// writes) over fresh buffers of a program's slices on each OpenCL device
// alone (Static, one package), with the output passed bare, as Out, and
// as InOut. A package that overwrites everything it writes of memory
// passed bare copies nothing in (sycl.LaunchFootprint.Overwrites), so
// bare costs what Out does; InOut asks for the old contents, which the
// package's read_write accessor copies in unless the kernel overwrites
// the package's range and reads none of it (sycl's rule for writing
// accessors), as Doubles does. It reports the bytes moved per launch:
// the input in and the output home, 2 × 64 MiB, in all three.
func BenchmarkBareOutput(b *testing.B) {
	n := 8 << 20
	if testing.Short() {
		n = 1 << 17
	}
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	in, out := make([]float64, n), make([]float64, n)
	for i := range in {
		in[i], out[i] = 3*float64(i%1024), -1
	}
	roles := []struct {
		name string
		arg  func(*buffer.Buffer[float64]) any
	}{
		{"bare", func(x *buffer.Buffer[float64]) any { return x }},
		{"Out", func(x *buffer.Buffer[float64]) any { return coexecutor.Out(x) }},
		{"InOut", func(x *buffer.Buffer[float64]) any { return coexecutor.InOut(x) }},
	}
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		for _, r := range roles {
			b.Run(fmt.Sprintf("%s/%s", strings.ReplaceAll(d.Name(), " ", "_"), r.name), func(b *testing.B) {
				ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(d), coexecutor.KeepOutputs(false))
				if err != nil {
					b.Fatal(err)
				}
				defer ce.Close()
				var moved int64
				for i := range b.N + 1 { // the first launch builds the program
					bi, bo := buffer.New(in), buffer.New(out)
					if i == 1 {
						b.ResetTimer()
					}
					rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.DoublesKernel.Kernel, bi, r.arg(bo), 1.0, false)
					if err != nil {
						b.Fatal(err)
					}
					if i > 0 {
						moved += rep.Units[0].Moved.Total()
					}
					for _, x := range []*buffer.Buffer[float64]{bo, bi} {
						if err := x.Close(); err != nil {
							b.Fatal(err)
						}
					}
				}
				b.StopTimer()
				b.ReportMetric(float64(moved)/float64(b.N), "bytes-moved/op")
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
