package bench_test

// BenchmarkTriadHostShare: how much of the host's memory bandwidth the
// native device and a GPU's copies take from each other, the bound on
// co-executing a memory-bound kernel over host data.

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
)

// BenchmarkTriadHostShare runs the triad (a = b + 3c, 64 M float32, 768
// MiB a launch; 1 M with -short) over USM shared allocations, whose home
// is host memory: on the native device alone, on each OpenCL GPU alone
// (its copies in and out at the link's speed from pinned memory), and on
// both at once, each on data of its own, as two launches that share
// nothing but the host. It reports each device's GB/s (bytes the kernel
// reads and writes over its launches' time; ns/op is the wall time of a
// round of launches) and their sum. Where the sum
// at once is below the sum alone, the host's memory is what both wait
// for, and a co-executed launch of the kernel can reach at most that sum:
// its heterogeneous efficiency at most the sum at once over the sum
// alone.
func BenchmarkTriadHostShare(b *testing.B) {
	n := 64 << 20
	if testing.Short() {
		n = 1 << 20
	}
	tb, err := bench.Get("triad")
	if err != nil {
		b.Fatal(err)
	}
	inst, err := tb.NewSized(n)
	if err != nil {
		b.Fatal(err)
	}
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	bytes := float64(3 * 4 * n)
	for _, gpu := range devs {
		if gpu.Type() != sycl.TypeGPU {
			continue
		}
		q, err := sycl.NewQueueOn(gpu)
		if err != nil {
			b.Fatal(err)
		}
		defer q.Close()
		name := strings.ReplaceAll(gpu.Name(), " ", "_")
		sides := map[string][]*sycl.Device{"native": {sycl.NativeDevice()}, name: {gpu}, "native+" + name: {sycl.NativeDevice(), gpu}}
		for _, run := range []string{"native", name, "native+" + name} {
			b.Run(run, func(b *testing.B) {
				var lanes []*triadLane
				for _, d := range sides[run] {
					lanes = append(lanes, newTriadLane(b, inst, d, q))
				}
				defer func() {
					for _, l := range lanes {
						l.close()
					}
				}()
				b.ResetTimer()
				var wg sync.WaitGroup
				for _, l := range lanes {
					wg.Add(1)
					go func() {
						defer wg.Done()
						l.launches(b.N)
					}()
				}
				wg.Wait()
				b.StopTimer()
				sum := 0.0
				for _, l := range lanes {
					if l.err == nil {
						l.err = l.check()
					}
					if l.err != nil {
						b.Fatal(l.err)
					}
					gbs := bytes * float64(b.N) / l.took.Seconds() / 1e9
					label := "gpu"
					if l.dev.IsNative() {
						label = "native"
					}
					b.ReportMetric(gbs, "GB/s-"+label)
					sum += gbs
				}
				b.ReportMetric(sum, "GB/s-sum")
			})
		}
	}
}

// triadLane is the triad's launches on one device over data of its own.
type triadLane struct {
	dev  *sycl.Device
	ce   *coexecutor.Coexecutor
	inst *bench.Instance
	args []any
	read func() ([]float64, error)
	free func()
	took time.Duration
	err  error
}

func newTriadLane(b *testing.B, inst *bench.Instance, d *sycl.Device, q *sycl.Queue) *triadLane {
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(d))
	if err != nil {
		b.Fatal(err)
	}
	l := &triadLane{dev: d, ce: ce, inst: inst}
	if l.args, l.read, l.free, err = inst.Args(bench.USM, q); err != nil {
		ce.Close()
		b.Fatal(err)
	}
	if _, err := inst.Run(ce, l.args); err != nil { // builds, and moves nothing after
		l.close()
		b.Fatal(err)
	}
	return l
}

// launches runs n launches, timing them.
func (l *triadLane) launches(n int) {
	start := time.Now()
	for range n {
		if _, err := l.inst.Run(l.ce, l.args); err != nil {
			l.err = err
			return
		}
	}
	l.took = time.Since(start)
}

// check compares the last launch's result with the host's.
func (l *triadLane) check() error {
	out, err := l.read()
	if err != nil {
		return err
	}
	return l.inst.Verify(out)
}

func (l *triadLane) close() {
	l.free()
	l.ce.Close()
}
