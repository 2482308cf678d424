// Command cobench co-executes the benchmark suite (package bench) across
// device sets with each scheduler and memory model, and reports the
// papers' metrics: time per device, balancing efficiency, speedup over the
// best single device, the maximum speedup S_max, heterogeneous efficiency,
// package counts, runtime overhead, the bytes each launch moved for each
// device (host to device, device to host, device to device), and energy
// and EDP where a power source is readable.
//
// A launch of a benchmark brings its outputs home as its packages end
// (coexecutor.KeepOutputs(false)): its time is that of its results on the
// host. An iterative benchmark (jacobi) is timed over a run, its launches
// with their data kept on the devices and the result's copy home; its
// bytes are per launch, the first launch's (the data's first trip to the
// devices) reported apart.
//
//	cobench -bench all -sched static,dynamic,hguided -mem buffers,usm -devices native+gpu,cpu+gpu
//	cobench -summary results.json ...   # geometric means of earlier sweeps, as markdown, with 95 % bootstrap intervals
//	cobench -bench spmv -sched static@0.6/0.4 -devices native+gpu   # Static with fixed powers: how far can any split go?
//	cobench -bench mandelbrot,triad -size mandelbrot=4096x8192,triad=64M   # explicit sizes in place of -scale (StarPU's, bench/starpu)
//	cobench -bench jacobi -devices native+gpu -guardlog guard.txt   # every launch's work per device and the guard's decisions
//	cobench -bench lj -mem buffers -gotrace lj.trace   # the host's side of every launch, for go tool trace
//
// Each device set runs every benchmark on each of its devices alone (the
// baselines the metrics need) and co-executed by each scheduler. By
// default the launches are interleaved: every row once per round, so that
// the rows compared see the same drift of the machine, in orders that let
// each row follow every other row about equally often, since a launch
// pays for the one before it (-order sequential runs each row's launches
// together). Results
// are checked against the benchmark's host reference: a wrong result
// fails the run. The -json output lists every launch of a row: its time,
// each device's work-items, power and the guard's decisions, and each
// package's unit, work-groups, host times and its kernel's times on its
// device (waiting and running); the guard's decisions there
// are each run's last launch's, and -guardlog writes every launch's, with
// its time, the rows alone's too. A SIGINT or SIGTERM (as
// timeout(1) sends) stops the sweep before its next group of rows (a
// benchmark on a device set with a memory model); the groups finished are
// written as a whole run's are, and cobench exits with status 1.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

func main() {
	// SIGINT or SIGTERM (timeout(1)'s) ends the sweep before its next
	// group of rows; the groups finished are written as a full run's
	// are, and cobench exits 1.
	stop := make(chan struct{})
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-sig
		signal.Stop(sig)
		close(stop)
	}()
	if err := runUntil(stop, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "cobench:", err)
		os.Exit(1)
	}
}

type options struct {
	benches   []bench.Benchmark
	scheds    []string
	mems      []string
	sets      [][]string
	reps      int
	warmup    int
	scale     int
	jsonOut   string
	csvOut    string
	traceDir  string
	guardLog  string // -guardlog: every launch's time and decisions
	goTrace   string // -gotrace: a Go execution trace of the run
	plotDir   string
	noEnergy  bool
	progress  bool
	hostCores int
	pipeline  int              // coexecutor.Pipeline; 0: its default
	inFlight  int              // coexecutor.InFlight; 0: its default
	gc        bool             // collect garbage before each timed launch
	noCosts   bool             // launch without the benchmarks' costs (bench.Instance.Costs)
	order     string           // "interleaved" or "sequential"
	summary   []string         // JSON files to summarise instead of running
	sizes     map[string][]int // -size: explicit sizes by benchmark, in place of -scale
}

func parse(args []string, stderr io.Writer) (o *options, err error) {
	fs := flag.NewFlagSet("cobench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	benchF := fs.String("bench", "all", "benchmarks, comma-separated, or all")
	schedF := fs.String("sched", "static,dynamic,hguided", "schedulers; static@w1/w2/... is Static with the powers w1, w2, ... (one per device of each set) in place of the devices' speeds alone; a /paper suffix (hguided/paper) runs it without the guard, as the papers do")
	memF := fs.String("mem", "buffers", "memory models: buffers (Go slices), owned (buffers with storage of their own: pinned where a GPU is present), usm")
	devF := fs.String("devices", "native+gpu,cpu+gpu", "device sets: selectors (native, cpu, gpu, all, or a device-name substring) joined by +, sets separated by commas")
	o = &options{}
	fs.IntVar(&o.reps, "reps", 5, "measured repetitions (the median is reported)")
	fs.IntVar(&o.warmup, "warmup", 3, "unmeasured launches first (program builds, learning powers, the guard's weighing: 3 settle a steady computation)")
	fs.IntVar(&o.scale, "scale", 1, "problem size multiplier (bench package: 1 is small, 4 the GPU machine's)")
	fs.StringVar(&o.jsonOut, "json", "", "write the results as JSON to this file (- for stdout)")
	fs.StringVar(&o.csvOut, "csv", "", "write the results as CSV to this file (- for stdout)")
	fs.StringVar(&o.traceDir, "trace", "", "write a Chrome trace-event timeline of every co-executed run to this directory")
	fs.StringVar(&o.plotDir, "plot", "", "write PNG charts to this directory")
	fs.StringVar(&o.guardLog, "guardlog", "", "write every launch's time, and its work-items, guard decisions and heads per device, to this file (- for stderr), one line per launch, the rows alone included (named bench-set-alone-DEVICE-mem): what the JSON's runs combine")
	fs.StringVar(&o.goTrace, "gotrace", "", "write a Go execution trace (runtime/trace, for go tool trace) of the run to this file, each launch a task named by its row (bench-set-mode-sched-mem), its launch of the kernel a region in it: the host's side of the launches (goroutines, collections, staging copies)")
	fs.BoolVar(&o.noEnergy, "noenergy", false, "do not sample power (nvidia-smi, RAPL)")
	fs.BoolVar(&o.progress, "progress", true, "show progress on stderr")
	fs.IntVar(&o.hostCores, "hostcores", -1, "cores a CPU device leaves to the host when co-executing (coexecutor.HostCores; -1: its default)")
	fs.IntVar(&o.pipeline, "pipeline", 0, "pieces each package runs as on a device with memory of its own (coexecutor.Pipeline; 0: its default, 1: whole packages)")
	fs.IntVar(&o.inFlight, "inflight", 0, "packages (pieces) a unit keeps submitted (coexecutor.InFlight; 0: its default)")
	fs.BoolVar(&o.noCosts, "nocosts", false, "launch without the work-items' costs where a benchmark knows them (spmv's rows: bench.Instance.Costs, coexecutor.Costs): every work-item then counts as costing the same")
	fs.BoolVar(&o.gc, "gc", false, "collect garbage before each timed launch (a collection during a launch delays the host's part of it)")
	fs.StringVar(&o.order, "order", "interleaved", "interleaved: every row of a benchmark launched once per round, so that drift reaches them alike; sequential: each row's launches together, the best device measured again after the co-executed rows")
	sizeF := fs.String("size", "", "explicit sizes in place of -scale for the benchmarks that take them (bench.Benchmark.NewSized): name=N or name=AxB (dimension 0 first: mandelbrot=ROWSxCOLUMNS), K and M meaning 2^10 and 2^20, comma-separated: mandelbrot=4096x8192,triad=64M")
	usmCoarse := fs.Bool("usm-coarse", false, "host and shared USM allocations on GPUs without fine-grained SVM are coarse-grained SVM, as before they were host-backed pinned memory (memory.CoarseHost), for comparisons")
	cpuCopies := fs.Bool("cpu-copies", false, "OpenCL CPU devices copy their data as a GPU does instead of computing on host memory in place (opencl.DisableInPlace) through pinned staging memory for Go slices (opencl.StageOnCPU), USM allocations are host-backed pinned memory that they copy (memory.ForceEmulation, opencl.PinWith the first OpenCL CPU device): PoCL then stands in for a GPU on a machine without one")
	summary := fs.Bool("summary", false, "write the geometric-mean tables of the JSON files given as arguments (from -json) instead of running")
	if err = fs.Parse(args); err != nil {
		return nil, err
	}
	memory.CoarseHost.Store(*usmCoarse)
	if *cpuCopies {
		asGPU()
	}
	if *summary {
		if fs.NArg() == 0 {
			return nil, errors.New("-summary needs the JSON files of earlier runs as arguments")
		}
		o.summary = fs.Args()
		return o, nil
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if o.reps < 1 || o.warmup < 0 || o.scale < 1 || o.hostCores < -1 || o.pipeline < 0 || o.inFlight < 0 {
		return nil, errors.New("-reps and -scale must be at least 1, -warmup, -pipeline and -inflight at least 0, -hostcores at least -1")
	}
	if o.order != "interleaved" && o.order != "sequential" {
		return nil, fmt.Errorf("unknown -order %q (have interleaved, sequential)", o.order)
	}
	if *benchF == "all" {
		o.benches = bench.All()
	} else {
		for _, n := range strings.Split(*benchF, ",") {
			b, err := bench.Get(strings.TrimSpace(n))
			if err != nil {
				return nil, err
			}
			o.benches = append(o.benches, b)
		}
	}
	if o.sizes, err = parseSizes(*sizeF, o.benches); err != nil {
		return nil, err
	}
	for _, s := range strings.Split(*schedF, ",") {
		if _, err := fixedPowers(s); err != nil {
			return nil, err
		}
		if _, err := coexecutor.PolicyByName(policyName(s)); err != nil {
			return nil, err
		}
		o.scheds = append(o.scheds, s)
	}
	for _, m := range strings.Split(*memF, ",") {
		if m != bench.Buffers && m != bench.Owned && m != bench.USM {
			return nil, fmt.Errorf("unknown memory model %q (have %s, %s, %s)", m, bench.Buffers, bench.Owned, bench.USM)
		}
		o.mems = append(o.mems, m)
	}
	for _, set := range strings.Split(*devF, ",") {
		o.sets = append(o.sets, strings.Split(set, "+"))
	}
	return o, nil
}

// parseSizes reads -size: name=D[xD...] entries, each benchmark at most
// once, each one that benches runs and that takes explicit sizes of as
// many dimensions.
func parseSizes(flag string, benches []bench.Benchmark) (map[string][]int, error) {
	sizes := map[string][]int{}
	if flag == "" {
		return sizes, nil
	}
	for _, e := range strings.Split(flag, ",") {
		name, ds, ok := strings.Cut(strings.TrimSpace(e), "=")
		if !ok {
			return nil, fmt.Errorf("-size %q: want name=N or name=AxB", e)
		}
		i := slices.IndexFunc(benches, func(b bench.Benchmark) bool { return b.Name == name })
		if i < 0 {
			return nil, fmt.Errorf("-size %q: %s is not among the benchmarks run (-bench)", e, name)
		}
		if _, dup := sizes[name]; dup {
			return nil, fmt.Errorf("-size %q: %s sized twice", e, name)
		}
		var dims []int
		for _, d := range strings.Split(ds, "x") {
			n, err := parseCount(d)
			if err != nil {
				return nil, fmt.Errorf("-size %q: %w", e, err)
			}
			dims = append(dims, n)
		}
		if want := benches[i].SizeDims(); want != len(dims) {
			if want == 0 {
				return nil, fmt.Errorf("-size %q: %s comes at scales only", e, name)
			}
			return nil, fmt.Errorf("-size %q: %s takes %d dimensions, got %d", e, name, want, len(dims))
		}
		sizes[name] = dims
	}
	return sizes, nil
}

// parseCount reads a size of at least 1: digits with an optional K or M
// (2^10, 2^20).
func parseCount(s string) (int, error) {
	mul := 1
	switch {
	case strings.HasSuffix(s, "K"):
		s, mul = strings.TrimSuffix(s, "K"), 1<<10
	case strings.HasSuffix(s, "M"):
		s, mul = strings.TrimSuffix(s, "M"), 1<<20
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > math.MaxInt32/mul {
		return 0, fmt.Errorf("size %q is not a count from 1 to 2^31-1 (digits, an optional K or M)", s)
	}
	return n * mul, nil
}

// paperSuffix marks a scheduler run without the guard.
const paperSuffix = "/paper"

// policyName is the registered policy a -sched entry names.
func policyName(sched string) string {
	return strings.SplitN(strings.TrimSuffix(sched, paperSuffix), "@", 2)[0]
}

// fixedPowers returns the powers of a "static@w1/w2/..." scheduler, nil
// for any other.
func fixedPowers(sched string) ([]float64, error) {
	name, ws, ok := strings.Cut(strings.TrimSuffix(sched, paperSuffix), "@")
	if !ok {
		return nil, nil
	}
	if name != "static" {
		return nil, fmt.Errorf("-sched %q: only static takes fixed powers (static@w1/w2/...)", sched)
	}
	var p []float64
	for _, w := range strings.Split(ws, "/") {
		f, err := strconv.ParseFloat(w, 64)
		if err != nil || f < 0 || math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, fmt.Errorf("-sched %q: power %q is not a number of at least 0", sched, w)
		}
		p = append(p, f)
	}
	return p, nil
}

// devices resolves a device set (names joined by +; see
// coexecutor.DevicesBySpec).
func devices(set []string) ([]*sycl.Device, error) {
	return coexecutor.DevicesBySpec(strings.Join(set, "+"))
}

func run(args []string, stdout, stderr io.Writer) error { return runUntil(nil, args, stdout, stderr) }

// runUntil is run, stopped before its next group of rows once stop is
// closed: the rows measured are written, and the error says it stopped.
func runUntil(stop <-chan struct{}, args []string, stdout, stderr io.Writer) (err error) {
	o, err := parse(args, stderr)
	if err != nil {
		return err
	}
	if o.summary != nil {
		return summarize(o.summary, stdout)
	}
	for _, d := range []string{o.traceDir, o.plotDir} {
		if d != "" {
			if err := os.MkdirAll(d, 0o755); err != nil {
				return err
			}
		}
	}
	var power *powerMeter
	if !o.noEnergy {
		power = newPowerMeter()
		defer power.close()
	}
	s := &sweep{o: o, power: power, progress: newProgress(stderr, o.progress), stop: stop}
	switch o.guardLog {
	case "":
	case "-":
		s.guardLog = stderr
	default:
		f, err := os.Create(o.guardLog)
		if err != nil {
			return fmt.Errorf("-guardlog: %w", err)
		}
		bw := bufio.NewWriter(f)
		s.guardLog = bw
		defer func() {
			if e := errors.Join(bw.Flush(), f.Close()); e != nil && err == nil {
				err = fmt.Errorf("-guardlog: %w", e)
			}
		}()
	}
	if o.goTrace != "" {
		stopTrace, err := startGoTrace(o.goTrace)
		if err != nil {
			return fmt.Errorf("-gotrace: %w", err)
		}
		defer func() {
			if e := stopTrace(); e != nil && err == nil {
				err = fmt.Errorf("-gotrace: %w", e)
			}
		}()
	}
	results, err := s.run()
	if err != nil && !errors.Is(err, errStopped) {
		return err
	}
	stopped := err
	if err := writeTable(stdout, results); err != nil {
		return err
	}
	if err := writeOutputs(o, stdout, results); err != nil {
		return err
	}
	if o.plotDir != "" {
		if err := plotAll(o.plotDir, results, s.reports); err != nil {
			return fmt.Errorf("plotting: %w", err)
		}
	}
	return stopped
}

// asGPU makes the OpenCL CPU devices stand in for a GPU (-cpu-copies):
// they copy buffers and USM allocations, which are host-backed pinned
// memory, instead of computing on host memory in place, and large copies
// between their buffers and Go slices go through pinned staging memory.
func asGPU() {
	devs, _ := sycl.Devices()
	memory.AsGPU(firstOpenCLCPU(devs))
}

// firstOpenCLCPU is the location of the first OpenCL CPU device of devs,
// nil where there is none.
func firstOpenCLCPU(devs []*sycl.Device) *opencl.Device {
	for _, d := range devs {
		if !d.IsNative() && d.Type() == sycl.TypeCPU {
			return memory.LocationOf(d)
		}
	}
	return nil
}
