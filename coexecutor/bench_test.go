package coexecutor_test

import (
	"testing"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
)

var emptyKernel = &sycl.Kernel{Name: "empty", Native: func(*sycl.NativeLaunch, int, int, []any) {}}

const (
	benchPackages = 1000
	benchLWS      = 64
)

// BenchmarkCommander measures the Commander's cost per package: an empty
// kernel on the native device cut into 1000 packages, with the Director's
// work merged into the units or on its own goroutine; and, side by side,
// the same 1000 submissions made directly on a queue (two in flight, as a
// unit keeps them).
func BenchmarkCommander(b *testing.B) {
	rng := sycl.Range1(benchPackages * benchLWS)
	for _, mode := range []struct {
		name   string
		merged bool
	}{{"merged", true}, {"director", false}} {
		b.Run(mode.name, func(b *testing.B) {
			ce, err := coexecutor.New(coexecutor.Dynamic, coexecutor.DeviceList(sycl.NativeDevice()),
				coexecutor.Packages(benchPackages), coexecutor.LocalSize(benchLWS), coexecutor.MergeDirector(mode.merged))
			if err != nil {
				b.Fatal(err)
			}
			defer ce.Close()
			k := emptyKernel.Bind()
			f := func(pkg coexecutor.Package, h *sycl.Handler) { h.ParallelFor(pkg.Space(), k) }
			b.ResetTimer()
			for range b.N {
				if _, err := ce.Launch(rng, f); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*benchPackages), "ns/package")
		})
	}
	b.Run("plain-queue", func(b *testing.B) {
		q, err := sycl.NewQueueOn(sycl.NativeDevice(), sycl.InOrder(), sycl.EnableProfiling())
		if err != nil {
			b.Fatal(err)
		}
		defer q.Close()
		k := emptyKernel.Bind()
		b.ResetTimer()
		for range b.N {
			var prev *sycl.Event
			for p := 0; p < benchPackages; p++ {
				ev, err := q.ParallelFor(sycl.Range1(benchLWS).WithOffset(p*benchLWS), k)
				if err != nil {
					b.Fatal(err)
				}
				if prev != nil {
					if err := prev.Wait(); err != nil {
						b.Fatal(err)
					}
				}
				prev = ev
			}
			prev.Wait()
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*benchPackages), "ns/package")
	})
}
