package main

import (
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
)

// Result is one row: a benchmark on a device set (alone on one device, or
// co-executed with a scheduler) in a memory model.
type Result struct {
	Bench   string   `json:"bench"`
	Regular bool     `json:"regular"`
	Set     string   `json:"set"`
	Devices []string `json:"devices"`
	Mem     string   `json:"mem"`
	Mode    string   `json:"mode"`  // "alone" or "coexec"
	Sched   string   `json:"sched"` // coexec only
	Items   int      `json:"items"`
	Size    []int    `json:"size,omitempty"`  // -size: the index space's dimensions, dimension 0 first; none at a scale
	Order   string   `json:"order,omitempty"` // "interleaved" (every row once per round) or "sequential" (row after row)

	T        time.Duration   `json:"t_ns"`                          // median launch time, transfers included
	TRepeat  time.Duration   `json:"t_repeat_ns,omitempty"`         // best device alone: the median again, after the co-executed runs
	TSamples []time.Duration `json:"t_samples_ns"`                  // every measured launch, in order
	TRepeatS []time.Duration `json:"t_repeat_samples_ns,omitempty"` // the repeat's launches
	TDevice  []time.Duration `json:"t_device_ns"`                   // T_i of the median run
	Packages []int           `json:"packages"`                      // per device
	Work     []int           `json:"work_items"`                    // per device
	Overhead time.Duration   `json:"overhead_per_package_ns"`
	Balance  float64         `json:"balance"`
	Guard    []string        `json:"guard,omitempty"` // per device, the guard's decision in the median run (coexecutor.UnitReport.Guard)
	Speedup  float64         `json:"speedup"`         // T_best / T
	Smax     float64         `json:"s_max"`
	HE       float64         `json:"heterogeneous_efficiency"`
	Energy   float64         `json:"energy_j"`       // NaN when no power source was readable
	EDP      float64         `json:"edp_normalized"` // E·T / (E·T of the best single device)
	Error    string          `json:"error,omitempty"`

	// Steps is the launches of one run of an iterative benchmark (T is
	// the run's, the result's copy home included); 0 for the others.
	Steps int `json:"steps,omitempty"`
	// Bytes is what the median run moved per launch, per device: for an
	// iterative benchmark, the mean over its launches after the first,
	// whose own are in BytesFirst (the data's first trip to the devices).
	Bytes      []Bytes `json:"bytes_per_launch"`
	BytesFirst []Bytes `json:"bytes_first_launch,omitempty"`

	// Every launch, warm-up included, in order. A scheduler's decisions
	// change from launch to launch (probes, a learned split), and the
	// median launch alone does not show them.
	Launches []Launch `json:"launches,omitempty"`
}

// Launch is one launch of a row.
type Launch struct {
	Warmup bool          `json:"warmup,omitempty"`
	T      time.Duration `json:"t_ns"`
	// Setup, Total and Combine are the launch's coexecutor.Report
	// figures (summed over a benchmark's several launches): T is about
	// their sum, plus the benchmark's own host work between launches.
	Setup   time.Duration `json:"setup_ns"`
	Total   time.Duration `json:"total_ns"`
	Combine time.Duration `json:"combine_ns"`
	Work    []int         `json:"work_items"`      // per device
	Powers  []float64     `json:"powers"`          // per device, the power the launch was split by (its throughput share)
	Guard   []string      `json:"guard,omitempty"` // per device, coexecutor.UnitReport.Guard
	Heads   []string      `json:"heads,omitempty"` // per device, coexecutor.UnitReport.Head
	// Bytes and BytesFirst are the run's bytes moved per launch, per
	// device, as in Result.
	Bytes      []Bytes `json:"bytes_per_launch"`
	BytesFirst []Bytes `json:"bytes_first_launch,omitempty"`

	// The launch's packages, in the order they were handed out: where a
	// computation's first launches spent their time, which decides what
	// the schedulers learn (a unit measured on one slow probe may be left
	// out for good), and where a measured launch that lost to the best
	// device alone lost it.
	Packages []LaunchPackage `json:"packages,omitempty"`
}

// Bytes are the bytes a launch moved for one device, by direction
// (coexecutor.Moved, and the copies of coexecutor.USMMoves).
type Bytes struct {
	HostToDevice   int64 `json:"host_to_device"`
	DeviceToHost   int64 `json:"device_to_host"`
	DeviceToDevice int64 `json:"device_to_device"`
}

// perLaunch returns the bytes a run's launches moved per device: the
// mean over the launches after the first (all of them, when there is
// one) and, for a run of several launches, the first's.
func perLaunch(reps []*coexecutor.Report) (steady, first []Bytes) {
	of := func(rep *coexecutor.Report) []Bytes {
		bs := make([]Bytes, len(rep.Units))
		for i, u := range rep.Units {
			// A USM copy in (out) is counted as host to device (device to
			// host): it fills (empties) the unit's copy of an allocation
			// it cannot address. Maps of coarse-grained SVM are not copies.
			bs[i] = Bytes{u.Moved.HostToDevice + u.USM.BytesIn, u.Moved.DeviceToHost + u.USM.BytesOut, u.Moved.DeviceToDevice}
		}
		return bs
	}
	if len(reps) == 0 {
		return nil, nil
	}
	if len(reps) == 1 {
		return of(reps[0]), nil
	}
	first = of(reps[0])
	steady = make([]Bytes, len(first))
	n := int64(len(reps) - 1)
	for _, rep := range reps[1:] {
		for i, b := range of(rep) {
			steady[i].HostToDevice += b.HostToDevice
			steady[i].DeviceToHost += b.DeviceToHost
			steady[i].DeviceToDevice += b.DeviceToDevice
		}
	}
	for i := range steady {
		steady[i].HostToDevice /= n
		steady[i].DeviceToHost /= n
		steady[i].DeviceToDevice /= n
	}
	return steady, first
}

// combine makes one report of a run's launches: times, packages,
// work-items and bytes add up per unit (T_i too: the unit's time over
// the run), balance and overhead are the launches' means, powers and the
// guard's decisions the last launch's; packages keep their order, their
// times shifted to the run's clock.
func combine(reps []*coexecutor.Report) *coexecutor.Report {
	if len(reps) == 1 {
		return reps[0]
	}
	last := reps[len(reps)-1]
	r := &coexecutor.Report{Policy: last.Policy, Units: make([]coexecutor.UnitReport, len(last.Units))}
	var at time.Duration
	for _, rep := range reps {
		for i, u := range rep.Units {
			c := &r.Units[i]
			c.Device, c.Power, c.Guard = u.Device, u.Power, u.Guard
			c.Packages += u.Packages
			c.Items += u.Items
			c.Busy += u.Busy
			c.LastEnd += u.LastEnd
			c.Moved.Add(u.Moved)
			if u.Retired && !c.Retired {
				c.Retired, c.Err = true, u.Err
			}
		}
		for _, p := range rep.Packages {
			p.Submit, p.Start, p.End = p.Submit+at, p.Start+at, p.End+at
			r.Packages = append(r.Packages, p)
		}
		r.Failed = append(r.Failed, rep.Failed...)
		r.Balance += rep.Balance / float64(len(reps))
		r.Overhead += rep.Overhead / time.Duration(len(reps))
		at += rep.Total
	}
	r.Total = at
	for i := range r.Units {
		if u := &r.Units[i]; u.Busy > 0 {
			u.Throughput = float64(u.Items) / u.Busy.Seconds()
		}
	}
	return r
}

// LaunchPackage is one package of a launch: its unit, its work-groups
// and its host times since the launch started, in microseconds, as
// coexecutor.Package has them: End is when its results were home (after
// their copy, on a device with memory of its own), Start is End less its
// kernel's time on the device, so that Start - Submit holds its copies
// in, its wait in the queue and its copies home, not only the wait.
// Device, its kernel's profile on its device, splits that; it is absent
// where the device gave none.
type LaunchPackage struct {
	Unit       int          `json:"unit"`
	FirstGroup int          `json:"first_group"`
	Groups     int          `json:"groups"`
	Submit     float64      `json:"submit_us"`
	Start      float64      `json:"start_us"`
	End        float64      `json:"end_us"`
	Device     *DeviceTimes `json:"device,omitempty"`
}

// DeviceTimes is a package's kernel as its device profiled it
// (coexecutor.Package.Prof, the device's clock), in microseconds: Flush
// is the time the kernel waited, enqueued, for its queue's flush, Wait
// the time it waited on the device (for its copies in, the commands
// before it, a compile at its first enqueue), Run its run. What the
// package's End - Submit holds beyond the three is the host's: the
// package's preparation and submission, its copies home, and seeing its
// end.
type DeviceTimes struct {
	Flush float64 `json:"flush_us"`
	Wait  float64 `json:"wait_us"`
	Run   float64 `json:"run_us"`
}

type sweep struct {
	o        *options
	power    *powerMeter
	progress *progress
	reports  map[string]*coexecutor.Report   // key: result label
	launched func(row string, measured bool) // called after each launch (tests)
	guardLog io.Writer                       // -guardlog; nil: none
	// stop, once closed, ends the sweep before its next group of rows (a
	// benchmark on a device set with a memory model): run returns the
	// groups finished and errStopped.
	stop <-chan struct{}
}

// errStopped is run's error when the sweep was stopped (a signal) before
// every group of rows was measured.
var errStopped = errors.New("stopped before the sweep's end")

func label(r Result) string {
	return strings.Join([]string{r.Bench, r.Set, r.Mode, r.Sched, r.Mem}, "-")
}

// logLabel is row r's name in -guardlog: label, with a row alone naming
// its device (spaces and other odd characters as _) in the scheduler's
// place, so that the rows alone of one set are told apart and each line
// starts with one word.
func logLabel(r Result) string {
	if r.Mode == "alone" && len(r.Devices) == 1 {
		r.Sched = safe(r.Devices[0])
	}
	return label(r)
}

func (s *sweep) run() ([]Result, error) {
	s.reports = map[string]*coexecutor.Report{}
	type setInfo struct {
		name string
		devs []*sycl.Device
	}
	var sets []setInfo
	for _, set := range s.o.sets {
		devs, err := devices(set)
		if err != nil {
			return nil, fmt.Errorf("device set %s: %w", strings.Join(set, "+"), err)
		}
		sets = append(sets, setInfo{strings.Join(set, "+"), devs})
	}
	total := 0
	for _, st := range sets {
		steps := len(st.devs) + len(s.o.scheds)
		if s.o.order != "sequential" {
			steps = max(s.o.warmup, 1) + s.o.warmup + s.o.reps
		}
		total += len(s.o.benches) * len(s.o.mems) * steps
	}
	s.progress.startN(total)
	var results []Result
	for _, st := range sets {
		for _, b := range s.o.benches {
			var inst *bench.Instance
			var err error
			if dims, ok := s.o.sizes[b.Name]; ok {
				inst, err = b.NewSized(dims...)
			} else {
				inst, err = b.New(s.o.scale)
			}
			if err != nil {
				return nil, fmt.Errorf("%s: %w", b.Name, err)
			}
			if s.o.noCosts {
				inst.Costs = nil
			}
			for _, mem := range s.o.mems {
				select {
				case <-s.stop:
					s.progress.done()
					return results, fmt.Errorf("%w: %d rows measured, before %s on %s with %s", errStopped, len(results), b.Name, st.name, mem)
				default:
				}
				results = append(results, s.measureSet(b, inst, st.name, st.devs, mem)...)
			}
		}
	}
	s.progress.done()
	return results, nil
}

func (s *sweep) measureSet(b bench.Benchmark, inst *bench.Instance, set string, devs []*sycl.Device, mem string) []Result {
	names := make([]string, len(devs))
	for i, d := range devs {
		names[i] = d.Name()
	}
	base := Result{Bench: b.Name, Regular: b.Regular, Set: set, Devices: names, Mem: mem, Items: inst.Items, Size: s.o.sizes[b.Name], Order: s.o.order}
	// Baselines: each device alone, through the same runtime.
	alone := make([]*config, len(devs))
	for i, d := range devs {
		r := base
		r.Mode, r.Devices = "alone", []string{d.Name()}
		alone[i] = s.open(r, inst, mem, &coexecutor.Static{}, coexecutor.DeviceList(d))
	}
	defer closeAll(alone)
	what := fmt.Sprintf("%s %s on %s", b.Name, mem, set)
	if s.o.order == "sequential" {
		for _, c := range alone {
			s.progress.step(fmt.Sprintf("%s alone on %s", what, c.r.Devices[0]))
			s.launches(c, s.o.warmup+s.o.reps)
		}
	} else {
		// Static's powers are the devices' speeds, known before it runs:
		// from the warm-up launches, of which the first (program builds)
		// is left out when there are more.
		for _, c := range alone {
			c.warmup = max(c.warmup, 1)
		}
		for range max(s.o.warmup, 1) {
			s.progress.step(what + ": warm-up alone")
			s.launchAll(alone)
		}
	}
	var scheds []*config
	defer func() { closeAll(scheds) }()
	for _, sn := range s.o.scheds {
		r := base
		r.Mode, r.Sched = "coexec", sn
		opts := []coexecutor.Option{coexecutor.DeviceList(devs...)}
		if s.o.hostCores >= 0 {
			opts = append(opts, coexecutor.HostCores(s.o.hostCores))
		}
		if strings.HasSuffix(sn, paperSuffix) {
			opts = append(opts, coexecutor.UseGuard(coexecutor.Guard{Off: true}))
		}
		fixed, _ := fixedPowers(sn) // checked by parse
		switch {
		case fixed != nil && len(fixed) != len(devs):
			r.Error = fmt.Sprintf("%s gives %d powers for %d devices", sn, len(fixed), len(devs))
		case fixed != nil:
			opts = append(opts, coexecutor.Powers(fixed...))
		case policyName(sn) == "static":
			opts = append(opts, coexecutor.Powers(powers(alone, s.o.order == "sequential")...))
		}
		pol, err := coexecutor.PolicyByName(policyName(sn))
		if r.Error != "" || err != nil {
			if r.Error == "" {
				r.Error = err.Error()
			}
			scheds = append(scheds, &config{r: r})
			continue
		}
		c := s.open(r, inst, mem, pol, opts...)
		scheds = append(scheds, c)
		if s.o.order == "sequential" {
			s.progress.step(fmt.Sprintf("%s %s", what, sn))
			s.launches(c, s.o.warmup+s.o.reps)
		}
	}
	if s.o.order != "sequential" {
		// Every configuration once per round: a device's clocks or the
		// host's state drift over minutes, and the rows being compared
		// then see the same drift. The rounds' orders spread each row's
		// predecessors over the rows (roundOrders; a fixed seed: the same
		// sweep launches in the same order): a launch pays for the one
		// before it (a native launch leaves the cores hot and the caches
		// cold), and a row that always follows the CPU alone measures
		// differently from one that follows a GPU row.
		for range s.o.warmup {
			s.progress.step(what + ": warm-up")
			s.launchAll(scheds)
		}
		all := append(slices.Clone(alone), scheds...)
		first := -1 // the row launched last in the warm-up, if any
		if s.o.warmup > 0 && len(scheds) > 0 {
			first = len(all) - 1
		}
		seed := fnv.New64a()
		seed.Write([]byte(b.Name + " " + mem + " " + set))
		rng := rand.New(rand.NewPCG(seed.Sum64(), 0))
		for round, order := range roundOrders(rng, len(all), s.o.reps, first) {
			s.progress.step(fmt.Sprintf("%s: round %d of %d", what, round+1, s.o.reps))
			for _, i := range order {
				s.launch(all[i])
			}
		}
	}
	var out []Result // alone first: score takes them as out[:len(alone)]
	for _, c := range append(slices.Clone(alone), scheds...) {
		if rep := c.finish(); rep != nil && c.r.Mode == "coexec" {
			s.reports[label(c.r)] = rep
			if s.o.traceDir != "" {
				writeTrace(s.o.traceDir, label(c.r), rep)
			}
		}
		out = append(out, c.r)
	}
	best := -1
	for i := range alone {
		if out[i].Error == "" && (best < 0 || out[i].T < out[best].T) {
			best = i
		}
	}
	s.score(out, out[:len(alone)], best, inst, mem, devs)
	return out
}

// powers are Static's powers: the speeds of the devices alone, each from
// its fastest measured launch (measured) or warm-up launch after the first
// (which builds the programs). A one-off (memory pinned, a page fault, a
// core the system took) only ever slows a launch, and the few warm-up
// launches are where one-offs land: the median of two is the slower, and
// one such launch of a GPU ranked it at the CPU's speed.
func powers(alone []*config, measured bool) []float64 {
	p := make([]float64, len(alone))
	for i, c := range alone {
		ts := c.warm
		if measured {
			ts = nil
			for _, x := range c.samples {
				ts = append(ts, x.t)
			}
		} else if len(ts) > 1 {
			ts = ts[1:]
		}
		if c.r.Error != "" || len(ts) == 0 {
			continue
		}
		if fastest := slices.Min(ts); fastest > 0 {
			p[i] = 1 / fastest.Seconds()
		}
	}
	return p
}

func median(ts []time.Duration) time.Duration {
	ts = slices.Clone(ts)
	slices.Sort(ts)
	return ts[len(ts)/2]
}

// score fills in the rows' speedups, S_max and HE. The reference is the
// best device alone. Measured sequentially, that device is measured a
// second time, after the co-executed runs, and the faster of its two
// medians is the reference: a device that drifts (clocks, temperature)
// over a sweep would otherwise make co-execution look better than it is.
// Interleaved, the rows share the rounds and their drift, and the
// reference is its median over those rounds.
func (s *sweep) score(out, alone []Result, best int, inst *bench.Instance, mem string, devs []*sycl.Device) {
	if best < 0 {
		return
	}
	ref := alone[best]
	if len(s.o.scheds) > 0 && s.o.order == "sequential" {
		again := s.open(ref, inst, mem, &coexecutor.Static{}, coexecutor.DeviceList(devs[best]))
		s.launches(again, s.o.warmup+s.o.reps)
		again.finish()
		again.close()
		if again.r.Error == "" {
			ref.TRepeat, ref.TRepeatS = again.r.T, again.r.TSamples
			if again.r.T < ref.T {
				ref.T, ref.TDevice, ref.Energy = again.r.T, again.r.TDevice, again.r.Energy
			}
		}
		for i := range out {
			if out[i].Mode == "alone" && out[i].Devices[0] == devs[best].Name() {
				out[i].TRepeat, out[i].TRepeatS = ref.TRepeat, ref.TRepeatS
			}
		}
	}
	smax := 0.0
	for i, r := range alone {
		if r.Error == "" {
			t := r.T
			if i == best {
				t = ref.T
			}
			smax += float64(ref.T) / float64(t)
		}
	}
	for i := range out {
		r := &out[i]
		if r.Error != "" {
			continue
		}
		r.Speedup = float64(ref.T) / float64(r.T)
		r.EDP = edp(*r, ref)
		if r.Mode == "alone" {
			r.Smax, r.HE = 1, r.Speedup
			continue
		}
		r.Smax = smax
		r.HE = r.Speedup / smax
	}
}

func edp(r, best Result) float64 {
	if math.IsNaN(r.Energy) || math.IsNaN(best.Energy) || best.Energy == 0 {
		return math.NaN()
	}
	return r.Energy * r.T.Seconds() / (best.Energy * best.T.Seconds())
}

// config is a row being measured: its co-executor, a queue for USM
// allocations, and its launches so far. A failure is recorded in r.Error
// and the sweep goes on without it.
type config struct {
	r       Result
	inst    *bench.Instance
	mem     string
	ce      *coexecutor.Coexecutor
	q       *sycl.Queue
	n       int             // launches so far
	warmup  int             // launches not measured
	warm    []time.Duration // the warm-up launches' times
	samples []sample        // the measured launches
}

type sample struct {
	t             time.Duration
	energy        float64
	rep           *coexecutor.Report // the run's launches combined
	bytes, bytes1 []Bytes            // per launch (see Result.Bytes)
}

func (s *sweep) open(r Result, inst *bench.Instance, mem string, pol coexecutor.Policy, opts ...coexecutor.Option) *config {
	r.Energy = math.NaN()
	r.TSamples, r.TRepeat, r.TRepeatS = nil, 0, nil // r may be a copy of another row
	r.TDevice, r.Packages, r.Work, r.Launches = nil, nil, nil, nil
	r.Bytes, r.BytesFirst, r.Steps = nil, nil, inst.Steps
	c := &config{r: r, inst: inst, mem: mem, warmup: s.o.warmup}
	// A single launch brings its outputs home as its packages end (the
	// copies overlap the other packages): its time is the results' on
	// the host. An iterative benchmark's data stay on the devices
	// between its launches, and its run ends with the result's copy home.
	// Its USM copies stay too (the host writes nothing between the
	// steps): only halos move into a device after the first step.
	opts = append(slices.Clone(opts), coexecutor.KeepOutputs(inst.Steps > 0), coexecutor.KeepUSMCopies(inst.Steps > 0))
	if s.o.pipeline > 0 {
		opts = append(opts, coexecutor.Pipeline(s.o.pipeline))
	}
	if s.o.inFlight > 0 {
		opts = append(opts, coexecutor.InFlight(s.o.inFlight))
	}
	ce, err := coexecutor.New(pol, opts...)
	if err != nil {
		c.r.Error = err.Error()
		return c
	}
	// USM allocations belong to one device: the set's first GPU, whose
	// host and shared allocations are pinned host memory that the GPU
	// copies at the link's speed and CPU devices use in place; else the
	// first OpenCL device of the set.
	devs := ce.Devices()
	allocDev := devs[0]
	for _, d := range devs {
		if !d.IsNative() {
			allocDev = d
			break
		}
	}
	for _, d := range devs {
		if d.Type() == sycl.TypeGPU {
			allocDev = d
			break
		}
	}
	q, err := sycl.NewQueueOn(allocDev)
	if err != nil {
		ce.Close()
		c.r.Error = err.Error()
		return c
	}
	c.ce, c.q = ce, q
	return c
}

func (c *config) close() {
	if c.ce != nil {
		c.q.Close()
		c.ce.Close()
		c.ce, c.q = nil, nil
	}
}

func closeAll(cs []*config) {
	for _, c := range cs {
		c.close()
	}
}

func (s *sweep) launches(c *config, n int) {
	for range n {
		s.launch(c)
	}
}

func (s *sweep) launchAll(cs []*config) {
	for _, c := range cs {
		s.launch(c)
	}
}

// launch runs one launch of c's benchmark, checks its result and keeps
// its time; the first c.warmup launches are warm-up.
func (s *sweep) launch(c *config) {
	if c.ce == nil || c.r.Error != "" {
		return
	}
	err := func() error {
		args, read, free, err := c.inst.Args(c.mem, c.q)
		if err != nil {
			return err
		}
		defer free()
		if s.o.gc {
			runtime.GC()
		}
		measured := c.n >= c.warmup
		meter := s.power.start()
		var (
			reps []*coexecutor.Report
			t    time.Duration
		)
		traced(logLabel(c.r), measured, func() {
			start := time.Now()
			reps, err = c.inst.Run(c.ce, args)
			t = time.Since(start)
		})
		energy := meter()
		if err != nil {
			return err
		}
		if s.guardLog != nil {
			writeGuardLog(s.guardLog, logLabel(c.r), c.n, measured, reps)
		}
		rep := combine(reps)
		bytes, bytes1 := perLaunch(reps)
		outv, err := read()
		if err != nil {
			return err
		}
		if err := c.inst.Verify(outv); err != nil {
			return fmt.Errorf("wrong result: %w", err)
		}
		l := Launch{Warmup: !measured, T: t, Bytes: bytes, BytesFirst: bytes1}
		for _, r := range reps {
			l.Setup, l.Total, l.Combine = l.Setup+r.Setup, l.Total+r.Total, l.Combine+r.Combine
		}
		guarded, headed := false, false
		for _, u := range rep.Units {
			l.Work, l.Powers, l.Guard = append(l.Work, u.Items), append(l.Powers, u.Power), append(l.Guard, u.Guard.String())
			l.Heads = append(l.Heads, u.Head.String())
			guarded = guarded || !u.Guard.IsZero()
			headed = headed || !u.Head.IsZero()
		}
		if !guarded {
			l.Guard = nil
		}
		if !headed {
			l.Heads = nil
		}
		l.Packages = launchPackages(rep)
		c.r.Launches = append(c.r.Launches, l)
		if measured {
			c.samples = append(c.samples, sample{t, energy, rep, bytes, bytes1})
		} else {
			c.warm = append(c.warm, t)
		}
		c.n++
		if s.launched != nil {
			s.launched(label(c.r)+" on "+strings.Join(c.r.Devices, "+"), measured)
		}
		return nil
	}()
	if err != nil {
		c.r.Error = err.Error()
		c.close()
	}
}

// finish fills c.r with the median launch and returns its report.
func (c *config) finish() *coexecutor.Report {
	if c.r.Error != "" || len(c.samples) == 0 {
		if c.r.Error == "" {
			c.r.Error = "no measured launch"
		}
		return nil
	}
	r := &c.r
	for _, x := range c.samples {
		r.TSamples = append(r.TSamples, x.t)
	}
	samples := slices.Clone(c.samples)
	sort.SliceStable(samples, func(i, j int) bool { return samples[i].t < samples[j].t })
	m := samples[len(samples)/2]
	r.T, r.Energy = m.t, m.energy
	r.Balance, r.Overhead = m.rep.Balance, m.rep.Overhead
	r.Bytes, r.BytesFirst = m.bytes, m.bytes1
	for _, u := range m.rep.Units {
		if !u.Guard.IsZero() {
			r.Guard = make([]string, len(m.rep.Units))
		}
	}
	for i, u := range m.rep.Units {
		if r.Guard != nil {
			r.Guard[i] = u.Guard.String()
		}
		r.TDevice = append(r.TDevice, u.LastEnd)
		r.Packages = append(r.Packages, u.Packages)
		r.Work = append(r.Work, u.Items)
		if u.Retired {
			r.Error = strings.TrimSpace(r.Error + fmt.Sprintf(" %s retired: %v;", u.Device, u.Err))
		}
	}
	return m.rep
}

// launchPackages lists rep's packages in the order they were handed out.
func launchPackages(rep *coexecutor.Report) []LaunchPackage {
	us := func(d time.Duration) float64 { return math.Round(float64(d)/1e2) / 10 }
	ps := slices.Clone(rep.Packages)
	slices.SortFunc(ps, func(a, b coexecutor.Package) int { return a.ID - b.ID })
	out := make([]LaunchPackage, len(ps))
	for i, p := range ps {
		out[i] = LaunchPackage{Unit: p.Unit, FirstGroup: p.FirstGroup, Groups: p.Groups, Submit: us(p.Submit), Start: us(p.Start), End: us(p.End)}
		if f := p.Prof; f.End > 0 && f.Queued <= f.Submit && f.Submit <= f.Start && f.Start <= f.End {
			out[i].Device = &DeviceTimes{Flush: us(time.Duration(f.Submit - f.Queued)), Wait: us(time.Duration(f.Start - f.Submit)), Run: us(f.Duration())}
		}
	}
	return out
}

// writeGuardLog writes one line per launch of a run (-guardlog): the
// row (logLabel), the run (its number among the row's runs, w for a
// warm-up), the launch within it and its time (Report.Total), and per
// device the work-items it ran, the guard's
// decision that kept work from it, where there was one, and what its
// head measured, where it ran one.
func writeGuardLog(w io.Writer, row string, run int, measured bool, reps []*coexecutor.Report) {
	kind := "w"
	if measured {
		kind = "m"
	}
	var b strings.Builder
	for i, r := range reps {
		if r == nil {
			continue
		}
		b.Reset()
		fmt.Fprintf(&b, "%s run %d%s launch %d total %v:", row, run, kind, i, r.Total)
		for j, u := range r.Units {
			fmt.Fprintf(&b, " [%d] %d items", j, u.Items)
			if !u.Guard.IsZero() {
				fmt.Fprintf(&b, " (%s)", u.Guard)
			}
			if !u.Head.IsZero() {
				fmt.Fprintf(&b, " (%s)", u.Head)
			}
			b.WriteByte(';')
		}
		b.WriteByte('\n')
		io.WriteString(w, b.String())
	}
}
