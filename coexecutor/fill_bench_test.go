package coexecutor_test

// This file holds the benchmark that measures the fill curve: the device
// time of one package of g work-groups per compute unit on the first
// OpenCL GPU, against the whole launch's.

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// firstGPU returns the first OpenCL GPU, or skips b.
func firstGPU(b *testing.B) *sycl.Device {
	b.Helper()
	devs, err := sycl.Devices()
	if err != nil {
		b.Skipf("no devices: %v", err)
	}
	for _, d := range devs {
		if !d.IsNative() && d.Type() == sycl.TypeGPU {
			return d
		}
	}
	b.Skip("no OpenCL GPU")
	return nil
}

// logRegisters logs what NVIDIA's compiler says of kernels' registers
// per work-item (-cl-nv-verbose): a kernel of more than the registers per
// compute unit over the fill's work-items cannot hold the fill (fill.go).
// Other devices log nothing.
func logRegisters(b *testing.B, dev *sycl.Device, source string, kernels ...string) {
	b.Helper()
	if dev.Info().ComputeCapability == 0 {
		return
	}
	cls, err := opencl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	for _, d := range cls {
		if !d.Info().GPU || d.Info().Name != dev.Name() {
			continue
		}
		log, err := d.BuildLog(source, "-cl-nv-verbose")
		if err != nil {
			b.Fatal(err)
		}
		on := false
		for _, l := range strings.Split(log, "\n") {
			for _, k := range kernels {
				if strings.Contains(l, "'"+k+"'") || strings.Contains(l, "for "+k) {
					on = true
				}
			}
			if on {
				b.Log(strings.TrimSpace(l))
				if strings.Contains(l, "Used ") {
					on = false
				}
			}
		}
		return
	}
}

// BenchmarkFillCurve times one package of g work-groups per compute unit
// (g = 1, 2, 4, …, 32, and the whole launch) on the first OpenCL GPU, in
// device time (the kernel event's profile): the N-body step of
// bench.NBody over 163840 bodies in work-groups of 64 and of 256 items
// (every work-item loops over all bodies: compute-bound), and the STREAM
// triad over 2^24 elements in work-groups of 256 (memory-bound). The
// metrics are the package's device time, its work-groups per compute
// unit, and its rate relative to the whole launch's (1: the package runs
// at the whole launch's rate per work-group; 0.5: at half): the curve
// the fill rule (fill.go) predicts, whose fill it logs (run with -v).
// Without an OpenCL GPU it skips.
func BenchmarkFillCurve(b *testing.B) {
	dev := firstGPU(b)
	q, err := sycl.NewQueueOn(dev, sycl.InOrder(), sycl.EnableProfiling())
	if err != nil {
		b.Fatal(err)
	}
	defer q.Close()
	cus := max(1, dev.Info().ComputeUnits)
	logRegisters(b, dev, bench.NBodyKernel.Source, "NBody_", "Triad_")

	const bodies = 163840
	pos, err := usm.MallocDevice[mgl32.Vec4](q, bodies)
	if err != nil {
		b.Fatal(err)
	}
	defer pos.Free()
	vel, err := usm.MallocDevice[mgl32.Vec4](q, bodies)
	if err != nil {
		b.Fatal(err)
	}
	defer vel.Free()
	newPos, err := usm.MallocDevice[mgl32.Vec4](q, bodies)
	if err != nil {
		b.Fatal(err)
	}
	defer newPos.Free()
	newVel, err := usm.MallocDevice[mgl32.Vec4](q, bodies)
	if err != nil {
		b.Fatal(err)
	}
	defer newVel.Free()
	host := make([]mgl32.Vec4, bodies)
	for i := range host {
		f := float32(i)
		host[i] = mgl32.Vec4{f * 1e-3, f * 2e-3, f * 3e-3, 1}
	}
	for _, p := range []usm.Ptr[mgl32.Vec4]{pos, vel} {
		ev, err := usm.CopyFromHost(q, p, host)
		if err != nil {
			b.Fatal(err)
		}
		if err := ev.Wait(); err != nil {
			b.Fatal(err)
		}
	}
	nbody := bench.NBodyKernel.Bind(pos, vel, newPos, newVel, int32(bodies), 0.001, 1e-3)

	const elems = 1 << 24
	var tri [3]usm.Ptr[float32]
	for i := range tri {
		if tri[i], err = usm.MallocDevice[float32](q, elems); err != nil {
			b.Fatal(err)
		}
		defer tri[i].Free()
	}
	triad := bench.TriadKernel.Bind(tri[0], tri[1], tri[2], 3)

	for _, k := range []struct {
		name       string
		bound      sycl.Bound
		items, lws int
	}{
		{"nbody/wg64", nbody, bodies, 64},
		{"nbody/wg256", nbody, bodies, 256},
		{"triad/wg256", triad, elems, 256},
	} {
		whole := k.items / k.lws
		info := dev.Info()
		f, err := coexecutor.FillOf(info, sycl.NDRange1(k.items, k.lws), 0)
		if err != nil {
			b.Fatal(err)
		}
		b.Logf("%s on %s: %d compute units, SIMD width %d, compute capability %d, SIMDs per CU %d: the fill rule's fill is %d work-groups (%.3g per compute unit)",
			k.name, info.Name, cus, info.SIMDWidth, info.ComputeCapability, info.SIMDsPerCU, f, float64(f)/float64(cus))
		// time runs groups work-groups once (after one warm-up) and
		// returns the kernel's device time.
		time1 := func(b *testing.B, groups int) time.Duration {
			b.Helper()
			ev, err := q.ParallelFor(sycl.NDRange1(groups*k.lws, k.lws), k.bound)
			if err != nil {
				b.Fatal(err)
			}
			if err := ev.Wait(); err != nil {
				b.Fatal(err)
			}
			p, err := ev.Profile()
			if err != nil {
				b.Fatal(err)
			}
			return p.Duration()
		}
		var wholeRate float64 // work-groups per second of the whole launch
		run := func(name string, groups int) {
			b.Run(fmt.Sprintf("%s/%s", k.name, name), func(b *testing.B) {
				time1(b, groups) // warm-up: the build, the first enqueue
				if wholeRate == 0 {
					// The whole launch's rate: its fastest of five runs.
					best := time1(b, whole)
					for range 4 {
						best = min(best, time1(b, whole))
					}
					wholeRate = float64(whole) / best.Seconds()
				}
				var dev time.Duration
				b.ResetTimer()
				for range b.N {
					dev += time1(b, groups)
				}
				per := dev / time.Duration(b.N)
				b.ReportMetric(float64(per.Nanoseconds())/1e6, "dev-ms/pkg")
				b.ReportMetric(float64(groups)/float64(cus), "wg/CU")
				b.ReportMetric(float64(groups)/per.Seconds()/wholeRate, "rate/whole")
			})
		}
		for _, g := range []int{1, 2, 4, 8, 16, 32} {
			if g*cus < whole {
				run(fmt.Sprintf("g%d", g), g*cus)
			}
		}
		run("whole", whole)
	}
}
