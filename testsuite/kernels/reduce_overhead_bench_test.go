package kernels_test

// This file measures what co-execution adds to a launch whose results
// the host reads: the same reduction (and histogram) launched alone on a
// device with its result read back, and co-executed, in alternation, so
// that both meet the same machine at the same moment.

import (
	"errors"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// overheadSets are the co-executions whose cost per launch
// BenchmarkCoexecOverhead measures against device d alone: d alone
// (the runtime's fixed cost) and d with the native device (what a
// partner that runs little or nothing adds).
func overheadSets(d *sycl.Device) []coexecSet {
	return []coexecSet{
		{"one/", []*sycl.Device{d}},
		{"with-native/", []*sycl.Device{d, sycl.NativeDevice()}},
	}
}

// BenchmarkCoexecOverhead launches, per iteration, SumFloat32 over
// 2^sumlog2 float32 alone on an OpenCL device with the sum read back by
// the host, and the same sum co-executed with HGuided (overheadSets), and
// HistogramLocal over 2^histlog2 bytes the same way. It reports the mean
// time per launch of each (alone-read-us, coexec-us) and their
// difference, overhead-us: what co-execution costs a launch whose result
// the host reads (both time the host's access to it), the figure to
// bring to zero where the partner gets no work. The co-executed launches' breakdown follows (launchCosts).
func BenchmarkCoexecOverhead(b *testing.B) {
	if *copyOnCPU {
		defer opencl.CopyOnCPU()()
	}
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
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
	checkSum := func(b *testing.B, bs *buffer.Buffer[float32]) {
		h, err := bs.HostRead()
		if err != nil {
			b.Fatal(err)
		}
		defer h.Close()
		if got := float64(h.Slice()[0]); got < want*(1-1e-3) || got > want*(1+1e-3) {
			b.Fatalf("sum %v, want %v", got, want)
		}
	}
	hist := newHistogramInput(b)
	defer hist.close()
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		for _, set := range overheadSets(d) {
			b.Run("sum/"+set.prefix+setName(set.devs), func(b *testing.B) {
				q, err := sycl.NewQueueOn(d, sycl.InOrder())
				if err != nil {
					b.Fatal(err)
				}
				defer q.Close()
				ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(set.devs...))
				if err != nil {
					b.Fatal(err)
				}
				defer ce.Close()
				ba, bc := buffer.New([]float32{0}), buffer.New([]float32{0})
				defer func() {
					if err := errors.Join(ba.Close(), bc.Close()); err != nil {
						b.Error(err)
					}
				}()
				alone := func(b *testing.B) {
					if _, err := q.Submit(func(h *sycl.Handler) {
						h.ParallelFor(sycl.Range1(n), kernels.SumFloat32Kernel.Bind(buffer.Read(h, bx), sycl.Reduction(buffer.DiscardWrite(h, ba))))
					}); err != nil {
						b.Fatal(err)
					}
					readBack(b, ba)
				}
				coexec := func(b *testing.B) *coexecutor.Report {
					rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SumFloat32Kernel.Kernel, bx, coexecutor.Out(bc))
					if err != nil {
						b.Fatal(err)
					}
					readBack(b, bc)
					return rep
				}
				measureOverhead(b, int64(4*n), alone, coexec)
				checkSum(b, ba)
				checkSum(b, bc)
			})
		}
		for _, set := range overheadSets(d) {
			b.Run("histogram/"+set.prefix+setName(set.devs), func(b *testing.B) {
				q, err := sycl.NewQueueOn(d, sycl.InOrder())
				if err != nil {
					b.Fatal(err)
				}
				defer q.Close()
				ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(set.devs...))
				if err != nil {
					b.Fatal(err)
				}
				defer ce.Close()
				ba, bc := buffer.New(make([]uint32, 256)), buffer.New(make([]uint32, 256))
				defer func() {
					if err := errors.Join(ba.Close(), bc.Close()); err != nil {
						b.Error(err)
					}
				}()
				alone := func(b *testing.B) {
					if _, err := q.Submit(func(h *sycl.Handler) {
						h.ParallelFor(hist.rng, kernels.HistogramLocalKernel.Bind(buffer.Read(h, hist.data), hist.per, buffer.ReadWrite(h, ba), sycl.NewLocal[uint32](256)))
					}); err != nil {
						b.Fatal(err)
					}
					readBack(b, ba)
				}
				coexec := func(b *testing.B) *coexecutor.Report {
					rep, err := ce.LaunchKernel(hist.rng, kernels.HistogramLocalKernel.Kernel, hist.data, hist.per, bc, sycl.NewLocal[uint32](256))
					if err != nil {
						b.Fatal(err)
					}
					readBack(b, bc)
					return rep
				}
				launches := measureOverhead(b, int64(hist.n), alone, coexec)
				hist.check(b, ba, launches)
				hist.check(b, bc, launches)
			})
		}
	}
}

// readBack takes a host access to the result, as the alone launches do:
// a co-executed launch that left it on a device pays the copy home here.
func readBack[T any](b *testing.B, r *buffer.Buffer[T]) {
	h, err := r.HostRead()
	if err != nil {
		b.Fatal(err)
	}
	h.Close()
}

// measureOverhead runs alone and coexec warmups times each, untimed, then
// b.N times each in alternation, timing each call, and reports their
// means and the difference as metrics. It returns how many times each
// ran.
func measureOverhead(b *testing.B, bytes int64, alone func(*testing.B), coexec func(*testing.B) *coexecutor.Report) int {
	for range warmups {
		alone(b)
		coexec(b)
	}
	var costs launchCosts
	var ta, tc time.Duration
	b.SetBytes(bytes)
	b.ResetTimer()
	for range b.N {
		t := time.Now()
		alone(b)
		t1 := time.Now()
		rep := coexec(b)
		tc += time.Since(t1)
		ta += t1.Sub(t)
		costs.add(rep)
	}
	b.StopTimer()
	us := func(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) / float64(b.N) }
	b.ReportMetric(us(ta), "alone-read-us")
	b.ReportMetric(us(tc), "coexec-us")
	b.ReportMetric(us(tc-ta), "overhead-us")
	costs.report(b)
	return warmups + b.N
}

// histogramInput is BenchmarkHistogram's input: 2^histlog2 bytes (rounded
// down to whole work-groups) and the counts they give.
type histogramInput struct {
	n, per int
	rng    sycl.NDRange
	data   *buffer.Buffer[uint8]
	want   []uint32
}

func newHistogramInput(b *testing.B) *histogramInput {
	const local, per = 256, 64
	n := 1 << *histLog2
	groups := n / (local * per)
	if groups == 0 {
		b.Fatalf("histlog2 %d: fewer bytes than one work-group counts (%d)", *histLog2, local*per)
	}
	n = groups * local * per
	data := make([]uint8, n)
	want := make([]uint32, 256)
	for i := range data {
		data[i] = uint8(uint32(i) * 2654435761 >> 24)
		want[data[i]]++
	}
	return &histogramInput{n: n, per: per, rng: sycl.NDRange1(groups*local, local), data: buffer.New(data), want: want}
}

func (h *histogramInput) close() { _ = h.data.Close() }

// check fails b unless bins hold the counts of launches launches, and
// then clears them for the next count.
func (h *histogramInput) check(b *testing.B, bins *buffer.Buffer[uint32], launches int) {
	acc, err := bins.HostReadWrite()
	if err != nil {
		b.Fatal(err)
	}
	defer acc.Close()
	for i, c := range acc.Slice() {
		if w := uint32(launches) * h.want[i]; c != w {
			b.Fatalf("bin %d: %d after %d launches, want %d", i, c, launches, w)
		}
		acc.Slice()[i] = 0
	}
}
