package coexecutor_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
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
			ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: benchPackages}, coexecutor.DeviceList(sycl.NativeDevice()), coexecutor.LocalSize(benchLWS), coexecutor.MergeDirector(mode.merged))
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

// BenchmarkMemorizingTransfers shows what Memorizing saves: an in-place
// kernel (Count: each element incremented) over a 64 MiB buffer kept
// between launches, co-executed by the native device and the OpenCL GPUs
// (the OpenCL CPU where there is no GPU), with Dynamic and Memorizing (8
// packages; Memorizing without the guard, so that it replays its first
// launch exactly rather than move ranges to a faster unit), outputs copied home per
// package (the default) or kept on the device (KeepOutputs); and
// Memorizing as it comes (the guard on) with kept outputs. Per launch,
// after one launch that all start from: time, MB copied to the devices
// and back, balance, and the OpenCL device's share of the work. Results
// must stay right: the buffer is checked at the end.
func BenchmarkMemorizingTransfers(b *testing.B) {
	all, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	devs := []*sycl.Device{sycl.NativeDevice()}
	for _, t := range []sycl.DeviceType{sycl.TypeGPU, sycl.TypeCPU} {
		for _, d := range all {
			if d.Info().Backend == sycl.BackendOpenCL && d.Type() == t {
				devs = append(devs, d)
			}
		}
		if len(devs) > 1 {
			break
		}
	}
	if len(devs) < 2 {
		b.Skip("no OpenCL device to co-execute with")
	}
	const n = 1 << 24
	for _, c := range []struct {
		name string
		pol  coexecutor.Policy
		keep bool
	}{
		{"dynamic", &coexecutor.Dynamic{}, false},
		{"memorizing", &coexecutor.Memorizing{}, false},
		{"dynamic/keep", &coexecutor.Dynamic{}, true},
		{"memorizing/keep", &coexecutor.Memorizing{}, true},
	} {
		b.Run(c.name, func(b *testing.B) {
			ce, err := coexecutor.New(withPackages(c.pol, 8), coexecutor.DeviceList(devs...), coexecutor.KeepOutputs(c.keep))
			if err != nil {
				b.Fatal(err)
			}
			defer ce.Close()
			counts := make([]int32, n)
			buf := buffer.New(counts)
			// Balance and the OpenCL device's share of the work, averaged
			// over the timed launches: a replayed assignment is only as
			// balanced as the launch it remembers.
			var balance, share float64
			launch := func() {
				r, err := ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, buf)
				if err != nil {
					b.Fatal(err)
				}
				balance += r.Balance
				share += float64(r.Units[1].Items) / n
			}
			launch()
			balance, share = 0, 0
			before := buf.Stats()
			b.ResetTimer()
			for range b.N {
				launch()
			}
			b.StopTimer()
			b.ReportMetric(balance/float64(b.N), "balance")
			b.ReportMetric(share/float64(b.N), "opencl-share")
			after := buf.Stats()
			b.ReportMetric(float64(after.BytesHostToDevice-before.BytesHostToDevice)/1e6/float64(b.N), "MB-to-device/op")
			b.ReportMetric(float64(after.BytesDeviceToHost-before.BytesDeviceToHost)/1e6/float64(b.N), "MB-to-host/op")
			if err := buf.Close(); err != nil {
				b.Fatal(err)
			}
			for i, v := range counts {
				if v != int32(b.N+1) {
					b.Fatalf("element %d is %d after %d launches", i, v, b.N+1)
				}
			}
		})
	}
}

// BenchmarkDeadline measures how long after its context's deadline a
// co-executed launch returns: a Mandelbrot image that takes seconds, a
// 100 ms deadline, on the native device alone and beside each OpenCL
// device. Native packages stop between work-group chunks; an OpenCL
// package runs to its end, so HGuided's first, large packages set the
// lateness beside one.
func BenchmarkDeadline(b *testing.B) {
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	sets := [][]*sycl.Device{{sycl.NativeDevice()}}
	for _, d := range devs {
		if !d.IsNative() {
			sets = append(sets, []*sycl.Device{sycl.NativeDevice(), d})
		}
	}
	const w, maxIter = 1024, 1024
	const deadline = 100 * time.Millisecond
	for _, set := range sets {
		name := "native"
		if len(set) > 1 {
			name += "+" + set[1].Name()
		}
		b.Run(name, func(b *testing.B) {
			ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(set...), coexecutor.LocalSize(1))
			if err != nil {
				b.Fatal(err)
			}
			defer ce.Close()
			img := buffer.New(make([]int32, w*w))
			defer img.Close()
			var late time.Duration
			for range b.N {
				ctx, cancel := context.WithTimeout(context.Background(), deadline)
				start := time.Now()
				_, err := ce.LaunchKernelContext(ctx, sycl.Range2(w, w), kernels.MandelbrotKernel.Kernel, coexecutor.Out(img), int32(w), int32(w), int32(maxIter))
				late += time.Since(start) - deadline
				cancel()
				if !errors.Is(err, context.DeadlineExceeded) {
					b.Fatalf("the launch returned %v, not at its deadline", err)
				}
			}
			b.ReportMetric(float64(late.Microseconds())/1000/float64(b.N), "ms-late")
		})
	}
}
