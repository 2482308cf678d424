package coexecutor_test

// This file holds BenchmarkLaunchOverhead: what a co-executed launch costs
// beyond the same launch on one device when one unit does all the work.

import (
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

var overheadLog2 = flag.Int("overheadlog2", 16, "BenchmarkLaunchOverhead's launches have 2^overheadlog2 work-items")

// BenchmarkLaunchOverhead measures the fixed cost of a co-executed launch
// in which one unit runs everything: for a plain kernel (Saxpy), a
// reduction (SumFloat32) and atomics (Histogram256), each launch
//   - alone: submitted on the device's queue and waited for (a
//     co-executed launch returns when its work is done), the result read
//     back when the co-executed launch reads it back too (reductions and
//     atomics, which the Director combines on the host);
//   - alone-profiled: the same on a queue with profiling enabled, as a
//     unit's queue is (the coexecutor times packages by the device's
//     timestamps): alone-profiled minus alone is what profiling costs the
//     device's driver per command, the rest of one-unit's excess the
//     coexecutor's own;
//   - one-unit: co-executed on that device alone;
//   - idle-partner: co-executed with a second unit that gets no work
//     (Static, Powers(1, 0), unguarded, so that no probe reaches it):
//     what the launch pays for units that run nothing;
//   - hguided: co-executed with the partner by the default policy and
//     guard (HGuided, guarded): what a program that co-executes a fast
//     kernel pays, where the guard may leave a unit out or probe it;
//   - split: co-executed with the partner, half the range each (Static,
//     Powers(1, 1), unguarded): last-start-us is when the later of the
//     two units submitted its first package, from the launch's start.
//
// The device is every device in turn: an OpenCL device with the native
// device as the partner, the native device with the first OpenCL device
// (if any). ns/op minus alone's is the overhead per launch; on the native
// device it is the coexecutor's own work, with no driver in the way.
//
// The metrics say where the host's time goes, per launch on average.
// Alone: submit-us (Submit's return), wait-us (the wait for the command)
// and read-us (the read of the result). Co-executed, setup-ns and
// combine-ns (Report.Setup, Combine), then, on the first package's
// timeline (hostTimes): pre-us (the launch's start to its submission:
// the Commander, scheduler and guard), submit-us (Submit and the chained
// copies home of outputs), chain-us (the unit's results chained home to
// it), wait-us (its submission's end to the host seeing it end), dev-us
// (its device span, enqueued to ended, where the device profiles it:
// wait-us − dev-us is about how late the host saw the end), tail-us (the
// wait for the unit's results), loops-us (until every unit's loop has
// ended) and end-us (the launch's bookkeeping before the combine).
func BenchmarkLaunchOverhead(b *testing.B) {
	n := 1 << *overheadLog2
	x, y := make([]float32, n), make([]float32, n)
	data := make([]uint8, n)
	for i := range x {
		x[i] = float32(i % 7)
		data[i] = uint8(uint32(i) * 2654435761 >> 24)
	}
	bx, by, bd := buffer.New(x), buffer.New(y), buffer.New(data)
	defer func() { _, _, _ = bx.Close(), by.Close(), bd.Close() }()
	sum := buffer.New([]float32{0})
	defer sum.Close()
	bins := buffer.New(make([]uint32, 256))
	defer bins.Close()
	type kcase struct {
		name  string
		alone func(h *sycl.Handler)
		read  *buffer.Buffer[uint32] // read back after each alone launch (nil: none)
		reads *buffer.Buffer[float32]
		co    func(ce *coexecutor.Coexecutor) (*coexecutor.Report, error)
	}
	cases := []kcase{
		{name: "saxpy",
			alone: func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(n), kernels.SaxpyKernel.Bind(float32(0.5), buffer.Read(h, bx), buffer.ReadWrite(h, by)))
			},
			co: func(ce *coexecutor.Coexecutor) (*coexecutor.Report, error) {
				return ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(0.5), bx, by)
			}},
		{name: "sum", reads: sum,
			alone: func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(n), kernels.SumFloat32Kernel.Bind(buffer.Read(h, bx), sycl.Reduction(buffer.DiscardWrite(h, sum))))
			},
			co: func(ce *coexecutor.Coexecutor) (*coexecutor.Report, error) {
				return ce.LaunchKernel(sycl.Range1(n), kernels.SumFloat32Kernel.Kernel, bx, coexecutor.Out(sum))
			}},
		{name: "histogram", read: bins,
			alone: func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(n), kernels.Histogram256Kernel.Bind(buffer.Read(h, bd), buffer.ReadWrite(h, bins)))
			},
			co: func(ce *coexecutor.Coexecutor) (*coexecutor.Report, error) {
				return ce.LaunchKernel(sycl.Range1(n), kernels.Histogram256Kernel.Kernel, bd, bins)
			}},
	}
	devs, err := sycl.Devices()
	if err != nil && len(devs) == 0 {
		b.Skip("no devices")
	}
	name := func(d *sycl.Device) string {
		return strings.NewReplacer(" ", "_", "(", "", ")", "").Replace(fmt.Sprintf("%s-%s", d.Backend(), d.Name()))
	}
	for _, d := range devs {
		partner := sycl.NativeDevice()
		if d.IsNative() {
			partner = nil
			for _, o := range devs {
				if !o.IsNative() {
					partner = o
					break
				}
			}
		}
		for _, kc := range cases {
			for _, alone := range []struct {
				name string
				opts []sycl.QueueOption
			}{{"alone", []sycl.QueueOption{sycl.InOrder()}}, {"alone-profiled", []sycl.QueueOption{sycl.InOrder(), sycl.EnableProfiling()}}} {
				b.Run(kc.name+"/"+alone.name+"/"+name(d), func(b *testing.B) {
					benchAlone(b, d, kc.alone, kc.read, kc.reads, alone.opts)
				})
			}
			modes := []struct {
				name string
				devs []*sycl.Device
				opts []coexecutor.Option
			}{{"one-unit", []*sycl.Device{d}, nil}}
			if partner != nil {
				modes = append(modes, struct {
					name string
					devs []*sycl.Device
					opts []coexecutor.Option
				}{"idle-partner", []*sycl.Device{d, partner}, []coexecutor.Option{coexecutor.Powers(1, 0), coexecutor.UseGuard(coexecutor.Guard{Off: true})}})
				modes = append(modes, struct {
					name string
					devs []*sycl.Device
					opts []coexecutor.Option
				}{"hguided", []*sycl.Device{d, partner}, nil})
				modes = append(modes, struct {
					name string
					devs []*sycl.Device
					opts []coexecutor.Option
				}{"split", []*sycl.Device{d, partner}, []coexecutor.Option{coexecutor.Powers(1, 1), coexecutor.UseGuard(coexecutor.Guard{Off: true})}})
			}
			for _, mode := range modes {
				b.Run(kc.name+"/"+mode.name+"/"+name(d), func(b *testing.B) {
					var pol coexecutor.Policy = &coexecutor.Static{}
					if mode.name == "hguided" {
						pol = &coexecutor.HGuided{}
					}
					ce, err := coexecutor.New(pol, append([]coexecutor.Option{coexecutor.DeviceList(mode.devs...)}, mode.opts...)...)
					if err != nil {
						b.Fatal(err)
					}
					defer ce.Close()
					var rep *coexecutor.Report
					for range 3 { // builds, and the guard's first measurements
						if _, err := kc.co(ce); err != nil {
							b.Fatal(err)
						}
					}
					var (
						setup, combine             time.Duration
						pre, sub, chain, wait, dev time.Duration
						tail, loops, end           time.Duration
						profiled                   int
						last                       time.Duration // the last unit's first submission
					)
					b.ResetTimer()
					for range b.N {
						if rep, err = kc.co(ce); err != nil {
							b.Fatal(err)
						}
						setup += rep.Setup
						combine += rep.Combine
						h := coexecutor.FirstHostTimes(rep)
						pre += h.Submit
						sub += h.Submitted - h.Submit
						chain += h.Chained - h.Submitted
						wait += h.Waited - h.Chained
						tail += h.Tailed - h.Waited
						loops += h.Loops - h.Tailed
						end += h.Ended - h.Loops
						if mode.name == "split" {
							last += lastStart(rep, len(mode.devs))
						}
						for _, p := range rep.Packages {
							if p.ID == 0 && p.Prof.End != 0 {
								dev += time.Duration(p.Prof.End - p.Prof.Queued)
								profiled++
							}
						}
					}
					b.StopTimer()
					us := func(d time.Duration, n int) float64 {
						return float64(d) / float64(time.Microsecond) / float64(max(n, 1))
					}
					for _, m := range []struct {
						d    time.Duration
						name string
					}{{pre, "pre-us"}, {sub, "submit-us"}, {chain, "chain-us"}, {wait, "wait-us"}, {tail, "tail-us"}, {loops, "loops-us"}, {end, "end-us"}} {
						b.ReportMetric(us(m.d, b.N), m.name)
					}
					if profiled > 0 {
						b.ReportMetric(us(dev, profiled), "dev-us")
					}
					if mode.name == "split" {
						b.ReportMetric(us(last, b.N), "last-start-us")
					}
					// The Director's part of ns/op: before the packages and
					// after them (Report.Setup, Combine).
					b.ReportMetric(float64(setup.Nanoseconds())/float64(b.N), "setup-ns/op")
					b.ReportMetric(float64(combine.Nanoseconds())/float64(b.N), "combine-ns/op")
					b.ReportMetric(float64(rep.Units[0].Packages), "packages0/op")
					if len(mode.devs) > 1 {
						b.ReportMetric(float64(rep.Units[1].Packages), "packages1/op")
					}
					if mode.name == "idle-partner" && rep.Units[1].Packages > 0 {
						b.Fatalf("the idle partner ran %d packages in the last launch", rep.Units[1].Packages)
					}
				})
			}
		}
	}
}

// benchAlone measures alone's command group submitted on a queue of d
// made with opts and waited for, with read or reads read back after each
// launch where not nil.
func benchAlone(b *testing.B, d *sycl.Device, alone func(*sycl.Handler), read *buffer.Buffer[uint32], reads *buffer.Buffer[float32], opts []sycl.QueueOption) {
	q, err := sycl.NewQueueOn(d, opts...)
	if err != nil {
		b.Fatal(err)
	}
	defer q.Close()
	var tsub, twait, tread time.Duration
	launch := func() {
		t0 := time.Now()
		ev, err := q.Submit(alone)
		t1 := time.Now()
		if err == nil {
			err = ev.Wait()
		}
		t2 := time.Now()
		tsub, twait = tsub+t1.Sub(t0), twait+t2.Sub(t1)
		defer func() { tread += time.Since(t2) }()
		if err == nil && read != nil {
			var h *buffer.HostAccessor[uint32]
			if h, err = read.HostRead(); err == nil {
				h.Close()
			}
		}
		if err == nil && reads != nil {
			var h *buffer.HostAccessor[float32]
			if h, err = reads.HostRead(); err == nil {
				h.Close()
			}
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	launch()
	tsub, twait, tread = 0, 0, 0
	b.ResetTimer()
	for range b.N {
		launch()
	}
	b.StopTimer()
	us := func(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) / float64(b.N) }
	b.ReportMetric(us(tsub), "submit-us")
	b.ReportMetric(us(twait), "wait-us")
	b.ReportMetric(us(tread), "read-us")
}

// lastStart is when the last of a launch's units to start submitted its
// first package, from the launch's start.
func lastStart(rep *coexecutor.Report, units int) time.Duration {
	first := make([]time.Duration, units)
	for i := range first {
		first[i] = -1
	}
	for _, p := range rep.Packages {
		if first[p.Unit] < 0 || p.Submit < first[p.Unit] {
			first[p.Unit] = p.Submit
		}
	}
	return slices.Max(first)
}
