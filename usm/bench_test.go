package usm_test

import (
	"strings"
	"testing"

	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

const benchElems = 16 << 20 // 64 MiB of float32

var touch = &sycl.Kernel{
	Name:   "touch",
	Source: "__kernel void touch(__global float *x) { if (get_global_id(0) == 0) x[0] += 0.0f; }",
	Params: []sycl.Param{sycl.GlobalParam[float32]("x")},
}

// BenchmarkUSM measures copies between Go memory and device allocations,
// and the cost a shared allocation adds to a kernel that uses it (on
// coarse-grained SVM: unmap before, map after).
func BenchmarkUSM(b *testing.B) {
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		q, err := sycl.NewQueueOn(d, sycl.InOrder())
		if err != nil {
			b.Fatal(err)
		}
		name := strings.ReplaceAll(d.Name(), " ", "_")
		host := make([]float32, benchElems)
		for i := range host { // written, as a program's data are: never-written memory reads as the zero page
			host[i] = float32(i)
		}
		dev, err := usm.MallocDevice[float32](q, benchElems)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name+"/h2d-device", func(b *testing.B) {
			b.SetBytes(benchElems * 4)
			for range b.N {
				ev, err := usm.CopyFromHost(q, dev, host)
				if err != nil || ev.Wait() != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(name+"/d2h-device", func(b *testing.B) {
			b.SetBytes(benchElems * 4)
			for range b.N {
				ev, err := usm.CopyToHost(q, host, dev)
				if err != nil || ev.Wait() != nil {
					b.Fatal(err)
				}
			}
		})
		dev.Free()
		// The runtime's shared allocation (host-backed pinned memory on a
		// GPU: copied in whole before a kernel that uses it whole, and
		// back after), and coarse-grained SVM where the device has SVM
		// (unmapped before, mapped after), for comparison.
		for _, coarse := range []bool{false, true} {
			if coarse && (d.Info().SVM == 0 || d.Info().SVM&sycl.SVMFineGrainBuffer != 0) {
				continue // no SVM, or fine-grained: the runtime's choice is SVM
			}
			memory.CoarseHost.Store(coarse)
			shared, err := usm.MallocShared[float32](q, benchElems)
			memory.CoarseHost.Store(false)
			if err != nil {
				b.Fatal(err)
			}
			kind := strings.ReplaceAll(shared.Strategy().String(), " ", "-")
			if shared.Pinned() {
				kind += "-pinned"
			}
			b.Run(name+"/kernel-on-shared-"+kind, func(b *testing.B) {
				b.SetBytes(benchElems * 4)
				for range b.N {
					ev, err := q.SingleTask(touch.Bind(shared))
					if err != nil || ev.Wait() != nil {
						b.Fatal(err, ev.Wait())
					}
				}
			})
			shared.Free()
		}
		q.Close()
	}
}
