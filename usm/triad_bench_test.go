package usm_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// BenchmarkUSMTriadAlone measures the STREAM triad a = b + 3c over 64 M
// float32 in shared allocations (pinned host memory on a GPU) on each
// OpenCL device alone, as StarPU's GPU-only triad runs on page-locked
// host arrays: every launch copies b and c in and a home (the launch's
// session starts the device's copies empty), in 1, 4 (the default) and 8
// pieces, whose copies in, kernels and copies home overlap on the device
// (chained by events). It reports the bytes moved and their GB/s, and the
// copies chained to kernels per launch (zero where the device uses the
// allocations in place, as PoCL does).
func BenchmarkUSMTriadAlone(b *testing.B) {
	n := 64 << 20
	if testing.Short() {
		n = 1 << 20
	}
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		q, err := sycl.NewQueueOn(d)
		if err != nil {
			b.Fatal(err)
		}
		ptrs := make([]usm.Ptr[float32], 3)
		for i := range ptrs {
			if ptrs[i], err = usm.MallocShared[float32](q, n); err != nil {
				b.Fatal(err)
			}
		}
		for i, p := range ptrs {
			s, err := p.Slice()
			if err != nil {
				b.Fatal(err)
			}
			for j := range s {
				s[j] = float32(i + j%7)
			}
		}
		for _, pieces := range []int{1, 4, 8} {
			name := fmt.Sprintf("%s/pieces=%d", strings.ReplaceAll(d.Name(), " ", "_"), pieces)
			b.Run(name, func(b *testing.B) {
				ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(d), coexecutor.Pipeline(pieces))
				if err != nil {
					b.Fatal(err)
				}
				defer ce.Close()
				launch := func() *coexecutor.Report {
					rep, err := ce.LaunchKernel(sycl.Range1(n), bench.TriadKernel.Kernel, coexecutor.Out(ptrs[0]), ptrs[1], ptrs[2], float32(3))
					if err != nil {
						b.Fatal(err)
					}
					return rep
				}
				launch() // builds the program, makes the device's copies
				var moved int64
				chained := memory.ChainedCopies() + memory.ChainedCopiesIn()
				b.ResetTimer()
				for range b.N {
					rep := launch()
					u := rep.Units[0]
					moved += u.Moved.Total() + u.USM.BytesIn + u.USM.BytesOut
				}
				b.StopTimer()
				b.ReportMetric(float64(moved)/float64(b.N), "bytes-moved/op")
				b.ReportMetric(float64(memory.ChainedCopies()+memory.ChainedCopiesIn()-chained)/float64(b.N), "chained-copies/op")
				if s := b.Elapsed().Seconds(); s > 0 && moved > 0 {
					b.ReportMetric(float64(moved)/s/1e9, "GB/s")
				}
				s, err := ptrs[0].Slice()
				if err != nil {
					b.Fatal(err)
				}
				for _, j := range []int{0, n / 2, n - 1} {
					if want := float32(1+j%7) + 3*float32(2+j%7); s[j] != want {
						b.Fatalf("a[%d] = %v, want %v", j, s[j], want)
					}
				}
			})
		}
		for _, p := range ptrs {
			if err := p.Free(); err != nil {
				b.Fatal(err)
			}
		}
		q.Close()
	}
}
