package coexecutor_test

import (
	"flag"
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/internal/testhook"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
	"github.com/gosycl/gosycl/usm"
)

var (
	usmBenchElems    = flag.Int("usm.elems", 1<<24, "BenchmarkUSMCoexecution: float32 elements of x and y")
	usmBenchPackages = flag.Int("usm.packages", 64, "BenchmarkUSMCoexecution: Dynamic's package count")
)

// BenchmarkUSMCoexecution co-executes saxpy (y = 2x + y, each package
// reading its rows of x and y and writing its rows of y) over shared USM
// allocations of -usm.elems floats in -usm.packages packages (Dynamic,
// unguarded, so that every unit runs many), and the same over buffers for
// comparison. Device pairs, the allocation on the first: each OpenCL
// device with the native device; the OpenCL CPU with each OpenCL GPU and
// the other way round (two platforms: the second works on a copy); with a
// single OpenCL device, it with itself in a second context. "usm" is
// MallocShared as the runtime makes it (on a GPU: host-backed pinned
// memory, the GPU working on a copy of its packages' regions);
// "usm-coarse" forces coarse-grained SVM, a GPU's kind before host-backed
// allocations (memory.CoarseHost), and on a device with fine-grained SVM
// (memory.ForceCoarse). Per launch: the maps and unmaps of the allocations, the
// copies and MB moved to and from the units' copies of them, the packages,
// and the time the first unit's packages waited between submission and
// start (summed); for buffers, the transfers and MB to and from the
// devices. Results are checked after the last launch.
func BenchmarkUSMCoexecution(b *testing.B) {
	all, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	var cls, cpus, gpus []*sycl.Device
	for _, d := range all {
		switch {
		case d.IsNative():
		case d.Type() == sycl.TypeGPU:
			cls, gpus = append(cls, d), append(gpus, d)
		default:
			cls, cpus = append(cls, d), append(cpus, d)
		}
	}
	if len(cls) == 0 {
		b.Skip("no OpenCL device")
	}
	type pair struct {
		name string
		devs []*sycl.Device
	}
	var pairs []pair
	for _, d := range cls {
		pairs = append(pairs, pair{benchName(d) + "+native", []*sycl.Device{d, sycl.NativeDevice()}})
	}
	for _, c := range cpus {
		for _, g := range gpus {
			pairs = append(pairs, pair{benchName(c) + "+" + benchName(g), []*sycl.Device{c, g}},
				pair{benchName(g) + "+" + benchName(c), []*sycl.Device{g, c}})
		}
	}
	if len(cls) == 1 {
		other := testhook.SecondContext(cls[0]).(*sycl.Device)
		pairs = append(pairs, pair{benchName(cls[0]) + "+second-context", []*sycl.Device{cls[0], other}})
	}
	n := *usmBenchElems
	for _, p := range pairs {
		mems := []string{"buffers", "usm"}
		if p.devs[0].Info().SVM&(sycl.SVMFineGrainBuffer|sycl.SVMCoarseGrainBuffer) != 0 {
			mems = append(mems, "usm-coarse")
		}
		for _, mem := range mems {
			b.Run(p.name+"/"+mem, func(b *testing.B) {
				prepare(b, p.devs, kernels.SaxpyKernel.Kernel)
				ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: *usmBenchPackages}, coexecutor.DeviceList(p.devs...), unguarded)
				if err != nil {
					b.Fatal(err)
				}
				defer ce.Close()
				xs, ys := make([]float32, n), make([]float32, n)
				for i := range xs {
					xs[i] = 1
				}
				var x, y any
				var result func() ([]float32, error)
				var moves func() map[memory.Loc]memory.USMStats
				if mem == "buffers" {
					bx, by := buffer.New(xs), buffer.New(ys)
					x, y = bx, by
					result = func() ([]float32, error) { return ys, by.Close() }
					defer bx.Close()
					moves = func() map[memory.Loc]memory.USMStats {
						// The buffers' transfers, for comparison: to and from
						// every device, counted at the host.
						var s memory.USMStats
						for _, st := range []buffer.Stats{bx.Stats(), by.Stats()} {
							s = s.Add(memory.USMStats{CopiesIn: st.HostToDevice, CopiesOut: st.DeviceToHost, BytesIn: st.BytesHostToDevice, BytesOut: st.BytesDeviceToHost})
						}
						return map[memory.Loc]memory.USMStats{nil: s}
					}
				} else {
					q, err := sycl.NewQueueOn(p.devs[0])
					if err != nil {
						b.Fatal(err)
					}
					defer q.Close()
					memory.ForceCoarse.Store(mem == "usm-coarse")
					memory.CoarseHost.Store(mem == "usm-coarse")
					px, err := usm.MallocShared[float32](q, n)
					if err == nil {
						y, err = usm.MallocShared[float32](q, n)
					}
					memory.ForceCoarse.Store(false)
					memory.CoarseHost.Store(false)
					if err != nil {
						b.Fatal(err)
					}
					py := y.(usm.Ptr[float32])
					defer px.Free()
					defer py.Free()
					sx, _ := px.Slice()
					sy, _ := py.Slice()
					copy(sx, xs)
					copy(sy, ys)
					x = px
					result = func() ([]float32, error) { return py.Slice() }
					moves = func() map[memory.Loc]memory.USMStats { return movesOf(px, py) }
				}
				var packages int
				var queued time.Duration
				launch := func() {
					rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
					if err != nil {
						b.Fatal(err)
					}
					for _, u := range rep.Units {
						if u.Retired {
							b.Fatalf("%s retired: %v", u.Device, u.Err)
						}
					}
					packages += len(rep.Packages)
					for _, pk := range rep.Packages {
						if pk.Unit == 0 {
							queued += pk.Start - pk.Submit
						}
					}
				}
				launch() // builds, allocates the copies
				packages, queued = 0, 0
				before := moves()
				b.ResetTimer()
				for range b.N {
					launch()
				}
				b.StopTimer()
				per := func(v float64) float64 { return v / float64(b.N) }
				b.ReportMetric(per(float64(packages)), "packages/op")
				b.ReportMetric(per(float64(queued.Microseconds())/1000), "first-unit-ms-queued/op")
				var d memory.USMStats
				for loc, s := range moves() {
					d = d.Add(s.Sub(before[loc]))
				}
				b.ReportMetric(per(float64(d.Maps)), "maps/op")
				b.ReportMetric(per(float64(d.Unmaps)), "unmaps/op")
				b.ReportMetric(per(float64(d.CopiesIn+d.CopiesOut)), "copies/op")
				b.ReportMetric(per(float64(d.BytesIn)/1e6), "MB-in/op")
				b.ReportMetric(per(float64(d.BytesOut)/1e6), "MB-out/op")
				got, err := result()
				if err != nil {
					b.Fatal(err)
				}
				want := float32(2 * (b.N + 1))
				for i, v := range got {
					if v != want {
						b.Fatalf("y[%d] = %v after %d launches, want %v", i, v, b.N+1, want)
					}
				}
			})
		}
	}
}

func benchName(d *sycl.Device) string {
	return d.Type().String() + "-" + strings.ReplaceAll(strings.Fields(d.Name())[0], "/", "_")
}
