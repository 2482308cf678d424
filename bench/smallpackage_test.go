package bench

import (
	"fmt"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// BenchmarkNativeSmallPackage times, on the native device alone, the
// suite's nbody kernel (8192 bodies) over a package of one co-executed
// work-group (256 work-items) against the whole range: the ns/item
// metrics are alike when a small package runs on every worker at the
// vector variants' full width (sycl's basic-range tiling). Run it at the
// machine's core count and above:
//
//	GOEXPERIMENT=simd go test -run '^$' -bench NativeSmallPackage -cpu 2,16 ./bench
func BenchmarkNativeSmallPackage(b *testing.B) {
	q, err := sycl.NewQueueOn(sycl.NativeDevice())
	if err != nil {
		b.Fatal(err)
	}
	defer q.Close()
	const n = 8192
	var ps [4]usm.Ptr[mgl32.Vec4]
	for i := range ps {
		if ps[i], err = usm.MallocShared[mgl32.Vec4](q, n); err != nil {
			b.Fatal(err)
		}
		defer ps[i].Free()
		s, err := ps[i].Slice()
		if err != nil {
			b.Fatal(err)
		}
		for j := range s {
			s[j] = mgl32.Vec4{float32(j%7) / 7, float32(j%5) / 5, float32(j%3) / 3, 1.0 / n}
		}
	}
	k := NBodyKernel.Kernel.Bind(ps[0], ps[1], ps[2], ps[3], int32(n), float32(nbodyDT), float32(nbodyEps2))
	for _, items := range []int{256, n} {
		b.Run(fmt.Sprintf("items=%d", items), func(b *testing.B) {
			for b.Loop() {
				ev, err := q.ParallelFor(sycl.Range1(items), k)
				if err == nil {
					err = ev.Wait()
				}
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*items), "ns/item")
		})
	}
}
