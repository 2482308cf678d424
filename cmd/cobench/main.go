// Command cobench co-executes benchmark kernels across device sets with
// each scheduler and memory model, and reports the papers' metrics: time
// per device, balancing efficiency, speedup over the best single device,
// the maximum speedup S_max and heterogeneous efficiency.
//
//	cobench -bench gaussian,mandelbrot -sched static,dynamic,hguided -mem buffers,usm -devices native+gpu,cpu+gpu
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
	"github.com/gosycl/gosycl/usm"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "cobench:", err)
		os.Exit(1)
	}
}

// workload is one benchmark at one size: a kernel, its index space and
// the arguments of a launch in either memory model.
type workload struct {
	name   string
	space  sycl.Space
	kernel *sycl.Kernel
	// args returns the launch's arguments for the memory model, a function
	// that reads the output back, and one that frees what it allocated.
	args func(mem string, q *sycl.Queue) (args []any, out func() ([]float64, error), free func(), err error)
}

func floats[T float32 | int32](s []T) []float64 {
	out := make([]float64, len(s))
	for i, v := range s {
		out[i] = float64(v)
	}
	return out
}

// image is a w x h input/output pair in either memory model.
func inOut[T float32 | int32](in []T, n int, mem string, q *sycl.Queue, outRole func(b *buffer.Buffer[T]) any) ([]any, func() ([]float64, error), func(), error) {
	if mem == "usm" {
		pin, err := usm.MallocShared[T](q, max(len(in), 1))
		if err != nil {
			return nil, nil, nil, err
		}
		pout, err := usm.MallocShared[T](q, n)
		if err != nil {
			pin.Free()
			return nil, nil, nil, err
		}
		if len(in) > 0 {
			s, _ := pin.Slice()
			copy(s, in)
		}
		out := func() ([]float64, error) {
			s, err := pout.Slice()
			if err != nil {
				return nil, err
			}
			return floats(s), nil
		}
		var args []any
		if len(in) > 0 {
			args = append(args, coexecutor.In(pin))
		}
		return append(args, coexecutor.Out(pout)), out, func() { pin.Free(); pout.Free() }, nil
	}
	bin := buffer.New(slices.Clone(in))
	res := make([]T, n)
	bout := buffer.New(res)
	out := func() ([]float64, error) {
		if err := bout.Close(); err != nil {
			return nil, err
		}
		return floats(res), nil
	}
	var args []any
	if len(in) > 0 {
		args = append(args, coexecutor.In(bin))
	}
	return append(args, outRole(bout)), out, func() { bin.Close(); bout.Close() }, nil
}

func workloads(scale int) map[string]workload {
	gw := 1024 * scale
	mw := 1024 * scale
	img := make([]float32, gw*gw)
	for i := range img {
		img[i] = float32((i*7919)%255) / 255
	}
	return map[string]workload{
		"gaussian": {"gaussian", sycl.Range2(gw, gw), kernels.GaussianKernel.Kernel,
			func(mem string, q *sycl.Queue) ([]any, func() ([]float64, error), func(), error) {
				a, out, free, err := inOut(img, gw*gw, mem, q, func(b *buffer.Buffer[float32]) any { return coexecutor.Out(b) })
				return append(a, int32(gw), int32(gw)), out, free, err
			}},
		"mandelbrot": {"mandelbrot", sycl.Range2(mw, mw), kernels.MandelbrotKernel.Kernel,
			func(mem string, q *sycl.Queue) ([]any, func() ([]float64, error), func(), error) {
				a, out, free, err := inOut[int32](nil, mw*mw, mem, q, func(b *buffer.Buffer[int32]) any { return coexecutor.Out(b) })
				return append(a, int32(mw), int32(mw), int32(1000)), out, free, err
			}},
	}
}

func selector(s string) sycl.Selector {
	switch s {
	case "native":
		return sycl.Native
	case "cpu":
		return func(d *sycl.Device) int {
			if d.Type() == sycl.TypeCPU && !d.IsNative() {
				return 1
			}
			return -1
		}
	case "gpu":
		return sycl.GPU
	}
	return sycl.ByName(s)
}

var policies = map[string]coexecutor.Policy{"static": coexecutor.Static, "dynamic": coexecutor.Dynamic, "hguided": coexecutor.HGuided}

type result struct {
	Bench, Devices, Sched, Mem string
	T                          time.Duration
	Alone                      []time.Duration
	Balance, S, Smax, HE       float64
	Packages                   []int
	Note                       string
}

func run(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("cobench", flag.ContinueOnError)
	benchF := fs.String("bench", "gaussian,mandelbrot", "benchmarks")
	schedF := fs.String("sched", "static,dynamic,hguided", "schedulers")
	memF := fs.String("mem", "buffers,usm", "memory models")
	devF := fs.String("devices", "native+gpu,cpu+gpu", "device sets: selectors (native, cpu, gpu or a name) joined by +")
	reps := fs.Int("reps", 5, "repetitions (median)")
	scale := fs.Int("scale", 1, "problem size multiplier")
	if err := fs.Parse(args); err != nil {
		return err
	}
	all := workloads(*scale)
	var results []result
	for _, bn := range strings.Split(*benchF, ",") {
		wl, ok := all[bn]
		if !ok {
			return fmt.Errorf("unknown benchmark %q (have gaussian, mandelbrot)", bn)
		}
		for _, set := range strings.Split(*devF, ",") {
			var sels []sycl.Selector
			for _, s := range strings.Split(set, "+") {
				sels = append(sels, selector(s))
			}
			probe, err := coexecutor.New(coexecutor.Static, coexecutor.Devices(sels...))
			if err != nil {
				fmt.Fprintf(w, "# %s: %v (skipped)\n", set, err)
				continue
			}
			devs := probe.Devices()
			probe.Close()
			for _, mem := range strings.Split(*memF, ",") {
				// Baselines: each device alone, through the same runtime.
				alone := make([]time.Duration, len(devs))
				var ref []float64
				for i, d := range devs {
					t, out, _, err := measure(wl, coexecutor.Static, mem, *reps, coexecutor.DeviceList(d))
					if err != nil {
						return fmt.Errorf("%s alone on %s (%s): %w", bn, d.Name(), mem, err)
					}
					alone[i] = t
					if ref == nil {
						ref = out
					} else if err := same(ref, out); err != nil {
						return fmt.Errorf("%s on %s disagrees with %s: %w", bn, d.Name(), devs[0].Name(), err)
					}
				}
				best := slices.Min(alone)
				smax := 0.0
				for _, t := range alone {
					smax += float64(best) / float64(t)
				}
				for _, sn := range strings.Split(*schedF, ",") {
					pol, ok := policies[sn]
					if !ok {
						return fmt.Errorf("unknown scheduler %q (have static, dynamic, hguided)", sn)
					}
					opts := []coexecutor.Option{coexecutor.DeviceList(devs...)}
					if sn == "static" {
						// Static needs powers: the measured single-device speeds.
						var p []float64
						for _, t := range alone {
							p = append(p, 1/t.Seconds())
						}
						opts = append(opts, coexecutor.Powers(p...))
					}
					t, out, rep, err := measure(wl, pol, mem, *reps, opts...)
					if err != nil {
						return fmt.Errorf("%s %s %s on %s: %w", bn, sn, mem, set, err)
					}
					if err := same(ref, out); err != nil {
						return fmt.Errorf("%s %s %s on %s: wrong result: %w", bn, sn, mem, set, err)
					}
					r := result{Bench: bn, Devices: set, Sched: sn, Mem: mem, T: t, Alone: alone, Balance: rep.Balance,
						S: float64(best) / float64(t), Smax: smax}
					r.HE = r.S / r.Smax
					for _, u := range rep.Units {
						r.Packages = append(r.Packages, u.Packages)
						if u.Retired {
							r.Note += fmt.Sprintf("%s retired: %v; ", u.Device, u.Err)
						}
					}
					results = append(results, r)
				}
			}
		}
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "bench\tdevices\tsched\tmem\tT_co\tT alone (per device)\tbalance\tspeedup\tS_max\tHE\tpackages\tnote")
	for _, r := range results {
		var al []string
		for _, a := range r.Alone {
			al = append(al, a.Round(time.Microsecond).String())
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%v\t%s\t%.3f\t%.3f\t%.3f\t%.3f\t%v\t%s\n", r.Bench, r.Devices, r.Sched, r.Mem,
			r.T.Round(time.Microsecond), strings.Join(al, " / "), r.Balance, r.S, r.Smax, r.HE, r.Packages, r.Note)
	}
	return tw.Flush()
}

// measure runs reps launches (after a warm-up) and returns the median time,
// the output of the last and the report of the median run.
func measure(wl workload, pol coexecutor.Policy, mem string, reps int, opts ...coexecutor.Option) (time.Duration, []float64, *coexecutor.Report, error) {
	ce, err := coexecutor.New(pol, opts...)
	if err != nil {
		return 0, nil, nil, err
	}
	defer ce.Close()
	q := ce.Devices()
	var alloc *sycl.Queue
	for _, d := range q {
		if !d.IsNative() {
			if alloc, err = sycl.NewQueueOn(d); err != nil {
				return 0, nil, nil, err
			}
			defer alloc.Close()
			break
		}
	}
	if alloc == nil {
		if alloc, err = sycl.NewQueueOn(q[0]); err != nil {
			return 0, nil, nil, err
		}
		defer alloc.Close()
	}
	type sample struct {
		t   time.Duration
		rep *coexecutor.Report
	}
	var samples []sample
	var out []float64
	for i := 0; i <= reps; i++ {
		args, read, free, err := wl.args(mem, alloc)
		if err != nil {
			return 0, nil, nil, err
		}
		start := time.Now()
		rep, err := ce.LaunchKernel(wl.space, wl.kernel, args...)
		t := time.Since(start)
		if err == nil {
			out, err = read()
		}
		free()
		if err != nil {
			return 0, nil, rep, err
		}
		if i > 0 { // the first launch warms up (builds programs, learns powers)
			samples = append(samples, sample{t, rep})
		}
	}
	sort.Slice(samples, func(i, j int) bool { return samples[i].t < samples[j].t })
	m := samples[len(samples)/2]
	return m.t, out, m.rep, nil
}

// same compares results: elements within a relative 1e-4, and at most
// 1 % of them further apart. Devices may contract a*b+c into an FMA, and
// a chaotic iteration like mandelbrot's turns that last-bit difference
// into a different escape count for pixels near the set's boundary.
func same(a, b []float64) error {
	if len(a) != len(b) {
		return fmt.Errorf("%d results, want %d", len(b), len(a))
	}
	bad, first := 0, -1
	for i := range a {
		d := a[i] - b[i]
		if d < 0 {
			d = -d
		}
		if d > 1e-4*max(1, a[i], -a[i]) {
			if first < 0 {
				first = i
			}
			bad++
		}
	}
	if bad*100 > len(a) {
		return fmt.Errorf("%d of %d elements differ; element %d = %v, want %v", bad, len(a), first, b[first], a[first])
	}
	return nil
}
