package coexecutor_test

// This file benchmarks the host's cost of a launch whose data stay on
// its device, on buffers and on USM.

import (
	"flag"
	"testing"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

var (
	residentSide = flag.Int("resident.side", 256, "BenchmarkResidentLaunch: side of the square float32 grid")
	residentCopy = flag.Bool("resident.copy", false, "BenchmarkResidentLaunch: OpenCL CPU devices copy as a GPU does (opencl.CopyOnCPU)")
)

// BenchmarkResidentLaunch times one Jacobi sweep of a -resident.side
// square grid on one device alone, two grids swapped between launches,
// whose data stay on the device (KeepOutputs, KeepUSMCopies): after the
// first launches nothing moves, and a launch costs the kernel plus the
// host's bookkeeping, which the small grid makes the larger part. On
// buffers and on USM (MallocShared on the device's queue; on a GPU the
// device works on its copy of host-backed memory), each device. Per
// launch it reports the packages (1 once the data stay: no Pipeline
// pieces). -resident.copy makes OpenCL CPU devices copy as a GPU does,
// and their shared allocations host-backed pinned memory worked on
// through the device's copy, a GPU's kind.
// The result is checked after the last launch against the native device.
func BenchmarkResidentLaunch(b *testing.B) {
	if *residentCopy {
		defer opencl.CopyOnCPU()()
	}
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	w := *residentSide
	grid := make([]float32, w*w)
	for i := range grid {
		grid[i] = float32(i%97) / 97
	}
	for _, d := range devs {
		for _, mem := range []string{"buffers", "usm"} {
			b.Run(benchName(d)+"/"+mem, func(b *testing.B) {
				prepare(b, []*sycl.Device{d}, bench.JacobiKernel.Kernel)
				ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(d), unguarded,
					coexecutor.KeepOutputs(true), coexecutor.KeepUSMCopies(true))
				if err != nil {
					b.Fatal(err)
				}
				defer ce.Close()
				var grids [2]any
				var result func(i int) []float32
				if mem == "buffers" {
					bufs := [2]*buffer.Buffer[float32]{buffer.New(append([]float32(nil), grid...)), buffer.New(make([]float32, w*w))}
					defer bufs[0].Close()
					defer bufs[1].Close()
					grids = [2]any{bufs[0], bufs[1]}
					result = func(i int) []float32 {
						hr, err := bufs[i].HostRead()
						if err != nil {
							b.Fatal(err)
						}
						defer hr.Close()
						return append([]float32(nil), hr.Slice()...)
					}
				} else {
					q, err := sycl.NewQueueOn(d)
					if err != nil {
						b.Fatal(err)
					}
					defer q.Close()
					var ptrs [2]usm.Ptr[float32]
					if *residentCopy && !d.IsNative() && d.Type() != sycl.TypeGPU {
						// A GPU's shared allocation: host-backed pinned
						// memory that the device works on a copy of.
						memory.ForceEmulation.Store(true)
						restore := opencl.PinWith(memory.LocationOf(d))
						defer func() { memory.ForceEmulation.Store(false); restore() }()
					}
					for i := range ptrs {
						if ptrs[i], err = usm.MallocShared[float32](q, w*w); err != nil {
							b.Fatal(err)
						}
						defer ptrs[i].Free()
						grids[i] = ptrs[i]
					}
					b.Logf("%s: %s allocations", d.Name(), ptrs[0].Strategy())
					s, err := ptrs[0].Slice()
					if err != nil {
						b.Fatal(err)
					}
					copy(s, grid)
					result = func(i int) []float32 {
						s, err := ptrs[i].Slice()
						if err != nil {
							b.Fatal(err)
						}
						return append([]float32(nil), s...)
					}
				}
				steps, packages := 0, 0
				launch := func() {
					src, dst := grids[steps%2], grids[1-steps%2]
					var out any
					switch m := dst.(type) {
					case *buffer.Buffer[float32]:
						out = coexecutor.Out(m)
					case usm.Ptr[float32]:
						out = coexecutor.Out(m)
					}
					rep, err := ce.LaunchKernel(sycl.Range2(w, w), bench.JacobiKernel.Kernel, src, out, int32(w), int32(w))
					if err != nil {
						b.Fatal(err)
					}
					packages += len(rep.Packages)
					steps++
				}
				for range 3 { // builds; copies the grids in; learns that nothing moves
					launch()
				}
				packages = 0
				b.ResetTimer()
				for range b.N {
					launch()
				}
				b.StopTimer()
				b.ReportMetric(float64(packages)/float64(b.N), "packages/op")
				got := result(steps % 2)
				src, dst := append([]float32(nil), grid...), make([]float32, w*w)
				for range steps {
					for y := range w {
						for x := range w {
							bench.Jacobi(sycl.MakeItem(sycl.Range2(w, w), y, x), src, dst, int32(w), int32(w))
						}
					}
					src, dst = dst, src
				}
				requireSameBits(b, src, got, "%d sweeps on %s, %s", steps, d.Name(), mem)
			})
		}
	}
}
