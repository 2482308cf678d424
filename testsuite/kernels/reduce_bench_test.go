package kernels_test

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// The benchmarks of reductions and atomics (issue 25): a sum of 2^28
// float32 through the reduction API, on each device alone and
// co-executed, and a 256-bin histogram of 2^26 bytes co-executed with
// every scheduler. Bytes are the input's: GB/s is the input read per
// second, to compare with the device's memory bandwidth. The input stays
// on the devices between iterations (buffers read only); the first
// iterations, untimed, move it and build the programs.

var (
	sumLog2  = flag.Int("sumlog2", 28, "BenchmarkSum sums 2^sumlog2 float32")
	histLog2 = flag.Int("histlog2", 26, "BenchmarkHistogram counts 2^histlog2 bytes")
	// copyOnCPU makes OpenCL CPU devices keep copies of the data, as a GPU
	// does (opencl.CopyOnCPU): on a machine without a GPU it exercises the
	// co-executed launch's transfers and Pipeline's pieces.
	copyOnCPU = flag.Bool("copyoncpu", false, "BenchmarkSum: OpenCL CPU devices copy the data as a GPU does")
)

// warmups are the untimed launches before a benchmark's loop: the first
// builds the program and moves the input; co-executed, the next ones let
// the schedulers measure the devices and the devices receive the parts
// of the input they read.
const warmups = 4

// coexecSets are the sets of devices the benchmarks co-execute on: every
// visible device, and the native device with each GPU.
func coexecSets(devs []*sycl.Device) [][]*sycl.Device {
	var sets [][]*sycl.Device
	if len(devs) > 1 {
		sets = append(sets, devs)
	}
	for _, g := range devs {
		if g.Type() == sycl.TypeGPU && len(devs) > 2 {
			sets = append(sets, []*sycl.Device{g, sycl.NativeDevice()})
		}
	}
	return sets
}

func setName(set []*sycl.Device) string {
	var names []string
	for _, d := range set {
		names = append(names, devName(d))
	}
	return strings.Join(names, "+")
}

// BenchmarkSum sums 2^sumlog2 float32 with SumFloat32: on each device
// alone, with the result left on the device ("alone") or read back by
// the host each time ("alone-read", as BabelStream's dot does), and
// co-executed with HGuided (the result read back: the Director combines
// the units' partials on the host) on each OpenCL device alone
// ("coexec-one") and on the sets of coexecSets ("coexec-hguided"). The
// co-executed runs report, per launch on average, where the time went
// (launchCosts).
func BenchmarkSum(b *testing.B) {
	if *copyOnCPU {
		defer opencl.CopyOnCPU()()
	}
	n := 1 << *sumLog2
	x := make([]float32, n)
	var want float64
	for i := range x {
		x[i] = float32(i%1024) / 1024
		want += float64(x[i])
	}
	bx := buffer.New(x)
	defer bx.Close()
	check := func(b *testing.B, got float32) {
		if math.Abs(float64(got)-want) > 1e-3*want {
			b.Fatalf("sum %v, want %v", got, want)
		}
	}
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	for _, d := range devs {
		q, err := sycl.NewQueueOn(d, sycl.InOrder())
		if err != nil {
			b.Fatal(err)
		}
		sum := []float32{0}
		bs := buffer.New(sum)
		launch := func(b *testing.B) {
			if _, err := q.Submit(func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(n), kernels.SumFloat32Kernel.Bind(buffer.Read(h, bx), sycl.Reduction(buffer.DiscardWrite(h, bs))))
			}); err != nil {
				b.Fatal(err)
			}
		}
		read := func(b *testing.B) float32 {
			h, err := bs.HostRead()
			if err != nil {
				b.Fatal(err)
			}
			defer h.Close()
			return h.Slice()[0]
		}
		b.Run("alone/"+devName(d), func(b *testing.B) {
			for range warmups {
				launch(b)
			}
			check(b, read(b))
			b.SetBytes(int64(4 * n))
			b.ResetTimer()
			for range b.N {
				launch(b)
			}
			if err := q.Wait(); err != nil {
				b.Fatal(err)
			}
		})
		b.Run("alone-read/"+devName(d), func(b *testing.B) {
			launch(b)
			check(b, read(b))
			b.SetBytes(int64(4 * n))
			b.ResetTimer()
			for range b.N {
				launch(b)
				read(b)
			}
		})
		if err := errors.Join(bs.Close(), q.Close()); err != nil {
			b.Fatal(err)
		}
	}
	// coexec-one co-executes on each OpenCL device alone: against
	// alone-read it is the co-execution runtime's fixed cost (packages,
	// the Director's combine), against coexec-hguided what the partner
	// adds (its probes, the GPU's packages cut for it).
	var sets []coexecSet
	for _, d := range devs {
		if !d.IsNative() {
			sets = append(sets, coexecSet{"coexec-one/", []*sycl.Device{d}})
		}
	}
	for _, set := range coexecSets(devs) {
		sets = append(sets, coexecSet{"coexec-hguided/", set})
	}
	for _, set := range sets {
		b.Run(set.prefix+setName(set.devs), func(b *testing.B) {
			ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(set.devs...))
			if err != nil {
				b.Fatal(err)
			}
			defer ce.Close()
			sum := []float32{0}
			bs := buffer.New(sum)
			defer bs.Close()
			var costs launchCosts
			launch := func(b *testing.B) {
				rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SumFloat32Kernel.Kernel, bx, coexecutor.Out(bs))
				if err != nil {
					b.Fatal(err)
				}
				costs.add(rep)
			}
			for range warmups {
				launch(b)
			}
			h, err := bs.HostRead()
			if err != nil {
				b.Fatal(err)
			}
			check(b, h.Slice()[0])
			h.Close()
			costs = launchCosts{}
			b.SetBytes(int64(4 * n))
			b.ResetTimer()
			for range b.N {
				launch(b)
			}
			b.StopTimer()
			costs.report(b)
		})
	}
}

// coexecSet is a benchmark's set of devices to co-execute on.
type coexecSet struct {
	prefix string
	devs   []*sycl.Device
}

// launchCosts accumulates the reports of a benchmark's timed launches,
// to report where a co-executed launch's time goes, per launch on
// average: the Director's setup and combine (Report.Setup, Combine),
// the time from the launch's start to its first package's start on the
// device (the runtime's latency before any work runs) and to its
// submission (the host's part of it), the first package's waits on its
// device's clock (first-unflushed-us, first-devwait-us), the packages'
// span (Total), and per unit its packages, work-items and busy time.
type launchCosts struct {
	launches                           int
	setup, combine, total, lag, submit time.Duration
	// unflushed and devWait are the first package's waits on its device's
	// clock (Package.Prof): enqueued until flushed, and flushed until
	// started; profiled counts the launches whose first package has them.
	unflushed, devWait time.Duration
	profiled           int
	units              []unitCosts
}

type unitCosts struct {
	packages, items int
	busy            time.Duration
	launchesRun     int // launches in which the unit ran a package
}

func (c *launchCosts) add(rep *coexecutor.Report) {
	c.launches++
	c.setup += rep.Setup
	c.combine += rep.Combine
	c.total += rep.Total
	first, submit := rep.Total, rep.Total
	var firstPkg *coexecutor.Package
	for i, p := range rep.Packages {
		first = min(first, p.Start)
		if firstPkg == nil || p.Submit < submit {
			submit, firstPkg = p.Submit, &rep.Packages[i]
		}
	}
	c.lag += first
	c.submit += submit
	if firstPkg != nil && firstPkg.Prof.End != 0 {
		c.profiled++
		c.unflushed += time.Duration(firstPkg.Prof.Submit - firstPkg.Prof.Queued)
		c.devWait += time.Duration(firstPkg.Prof.Start - firstPkg.Prof.Submit)
	}
	if c.units == nil {
		c.units = make([]unitCosts, len(rep.Units))
	}
	for i, u := range rep.Units {
		c.units[i].packages += u.Packages
		c.units[i].items += u.Items
		c.units[i].busy += u.Busy
		if u.Packages > 0 {
			c.units[i].launchesRun++
		}
	}
}

// report reports the averages as metrics: µs per launch for times,
// packages per launch, each unit's share of the work-items and the
// fraction of launches it ran in.
func (c *launchCosts) report(b *testing.B) {
	if c.launches == 0 {
		return
	}
	per := func(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) / float64(c.launches) }
	b.ReportMetric(per(c.setup), "setup-us")
	b.ReportMetric(per(c.combine), "combine-us")
	b.ReportMetric(per(c.total), "total-us")
	b.ReportMetric(per(c.lag), "first-start-us")
	b.ReportMetric(per(c.submit), "first-submit-us")
	if c.profiled > 0 {
		// On the device's clock: the first package's kernel enqueued but
		// not yet flushed, then flushed but not yet started. What
		// first-start-us adds to first-submit-us beyond these is host
		// time: preparing and enqueueing the package, and seeing it end.
		perP := func(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) / float64(c.profiled) }
		b.ReportMetric(perP(c.unflushed), "first-unflushed-us")
		b.ReportMetric(perP(c.devWait), "first-devwait-us")
	}
	items := 0
	for _, u := range c.units {
		items += u.items
	}
	for i, u := range c.units {
		b.ReportMetric(float64(u.packages)/float64(c.launches), fmt.Sprintf("packages%d", i))
		b.ReportMetric(per(u.busy), fmt.Sprintf("busy%d-us", i))
		b.ReportMetric(float64(u.launchesRun)/float64(c.launches), fmt.Sprintf("ran%d", i))
		if items > 0 {
			b.ReportMetric(float64(u.items)/float64(items), fmt.Sprintf("share%d", i))
		}
	}
}

// reportShares reports the share of the work-items each unit ran in the
// last launch, as metrics.
func reportShares(b *testing.B, rep *coexecutor.Report) {
	if rep == nil {
		return
	}
	total := 0
	for _, u := range rep.Units {
		total += u.Items
	}
	for i, u := range rep.Units {
		if total > 0 {
			b.ReportMetric(float64(u.Items)/float64(total), fmt.Sprintf("share%d", i))
		}
		// The packages each unit ran in the last launch: a launch of a
		// fast kernel pays a fixed cost per package.
		b.ReportMetric(float64(u.Packages), fmt.Sprintf("packages%d", i))
	}
}

// BenchmarkHistogram counts 2^histlog2 bytes in 256 bins with
// HistogramLocal (work-group counts in local memory, added to the bins),
// on each device alone and co-executed with every scheduler: each unit
// counts in a copy of the bins, merged after the last package.
func BenchmarkHistogram(b *testing.B) {
	hist := newHistogramInput(b)
	defer hist.close()
	n, per, rng, bd := hist.n, hist.per, hist.rng, hist.data
	bb := buffer.New(make([]uint32, 256))
	check := func(b *testing.B, launches int) { hist.check(b, bb, launches) }
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	for _, d := range devs {
		b.Run("alone/"+devName(d), func(b *testing.B) {
			q, err := sycl.NewQueueOn(d, sycl.InOrder())
			if err != nil {
				b.Fatal(err)
			}
			defer q.Close()
			launch := func(b *testing.B) {
				if _, err := q.Submit(func(h *sycl.Handler) {
					h.ParallelFor(rng, kernels.HistogramLocalKernel.Bind(buffer.Read(h, bd), per, buffer.ReadWrite(h, bb), sycl.NewLocal[uint32](256)))
				}); err != nil {
					b.Fatal(err)
				}
			}
			launch(b)
			check(b, 1)
			b.SetBytes(int64(n))
			b.ResetTimer()
			for range b.N {
				launch(b)
			}
			if err := q.Wait(); err != nil {
				b.Fatal(err)
			}
			b.StopTimer()
			check(b, b.N)
		})
	}
	policies := []coexecutor.Policy{&coexecutor.Static{}, &coexecutor.Dynamic{}, &coexecutor.HGuided{}, &coexecutor.Sigmoid{},
		&coexecutor.Adaptive{}, &coexecutor.Mash{}, &coexecutor.Memorizing{}, &coexecutor.ProfileStatic{}}
	for _, set := range coexecSets(devs) {
		for _, pol := range policies {
			b.Run("coexec-"+pol.Name()+"/"+setName(set), func(b *testing.B) {
				ce, err := coexecutor.New(pol, coexecutor.DeviceList(set...))
				if err != nil {
					b.Fatal(err)
				}
				defer ce.Close()
				var rep *coexecutor.Report
				launch := func(b *testing.B) {
					if rep, err = ce.LaunchKernel(rng, kernels.HistogramLocalKernel.Kernel, bd, per, bb, sycl.NewLocal[uint32](256)); err != nil {
						b.Fatal(err)
					}
				}
				for range warmups {
					launch(b)
				}
				check(b, warmups)
				b.SetBytes(int64(n))
				b.ResetTimer()
				for range b.N {
					launch(b)
				}
				b.StopTimer()
				check(b, b.N)
				reportShares(b, rep)
			})
		}
	}
	if err := bb.Close(); err != nil {
		b.Fatal(err)
	}
}
