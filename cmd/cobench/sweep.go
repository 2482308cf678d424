package main

import (
	"fmt"
	"math"
	"runtime"
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

	T        time.Duration   `json:"t_ns"`                          // median launch time, transfers included
	TRepeat  time.Duration   `json:"t_repeat_ns,omitempty"`         // best device alone: the median again, after the co-executed runs
	TSamples []time.Duration `json:"t_samples_ns"`                  // every measured launch, in order
	TRepeatS []time.Duration `json:"t_repeat_samples_ns,omitempty"` // the repeat's launches
	TDevice  []time.Duration `json:"t_device_ns"`                   // T_i of the median run
	Packages []int           `json:"packages"`                      // per device
	Work     []int           `json:"work_items"`                    // per device
	Overhead time.Duration   `json:"overhead_per_package_ns"`
	Balance  float64         `json:"balance"`
	Alone    bool            `json:"alone_check,omitempty"` // the median run was run on the fastest device by coexecutor.AloneCheck
	Speedup  float64         `json:"speedup"`               // T_best / T
	Smax     float64         `json:"s_max"`
	HE       float64         `json:"heterogeneous_efficiency"`
	Energy   float64         `json:"energy_j"`       // NaN when no power source was readable
	EDP      float64         `json:"edp_normalized"` // E·T / (E·T of the best single device)
	Error    string          `json:"error,omitempty"`
}

type sweep struct {
	o        *options
	power    *powerMeter
	progress *progress
	reports  map[string]*coexecutor.Report // key: result label
}

func label(r Result) string {
	return strings.Join([]string{r.Bench, r.Set, r.Mode, r.Sched, r.Mem}, "-")
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
		total += len(s.o.benches) * len(s.o.mems) * (len(st.devs) + len(s.o.scheds))
	}
	s.progress.startN(total)
	var results []Result
	for _, st := range sets {
		for _, b := range s.o.benches {
			inst, err := b.New(s.o.scale)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", b.Name, err)
			}
			for _, mem := range s.o.mems {
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
	base := Result{Bench: b.Name, Regular: b.Regular, Set: set, Devices: names, Mem: mem, Items: inst.Items}
	var out []Result
	// Baselines: each device alone, through the same runtime.
	alone := make([]Result, len(devs))
	for i, d := range devs {
		s.progress.step(fmt.Sprintf("%s %s alone on %s", b.Name, mem, d.Name()))
		r := base
		r.Mode, r.Devices = "alone", []string{d.Name()}
		s.measure(&r, inst, mem, coexecutor.Static, coexecutor.DeviceList(d))
		alone[i] = r
		out = append(out, r)
	}
	best := -1
	for i, r := range alone {
		if r.Error == "" && (best < 0 || r.T < alone[best].T) {
			best = i
		}
	}
	for _, sn := range s.o.scheds {
		s.progress.step(fmt.Sprintf("%s %s %s on %s", b.Name, mem, sn, set))
		r := base
		r.Mode, r.Sched = "coexec", sn
		opts := []coexecutor.Option{coexecutor.DeviceList(devs...)}
		if s.o.hostCores >= 0 {
			opts = append(opts, coexecutor.HostCores(s.o.hostCores))
		}
		if s.o.alone >= 0 {
			opts = append(opts, coexecutor.AloneCheck(s.o.alone))
		}
		if sn == "static" && best >= 0 {
			// Static needs powers: the single-device speeds just measured.
			var p []float64
			for _, a := range alone {
				if a.Error == "" {
					p = append(p, 1/a.T.Seconds())
				} else {
					p = append(p, 0)
				}
			}
			opts = append(opts, coexecutor.Powers(p...))
		}
		pol, err := coexecutor.PolicyByName(sn)
		if err != nil {
			r.Error = err.Error()
			out = append(out, r)
			continue
		}
		rep := s.measure(&r, inst, mem, pol, opts...)
		if rep != nil {
			s.reports[label(r)] = rep
			if s.o.traceDir != "" {
				writeTrace(s.o.traceDir, label(r), rep)
			}
		}
		out = append(out, r)
	}
	s.score(out, alone, best, inst, mem, devs)
	return out
}

// score fills in the rows' speedups, S_max and HE. The best device alone
// is measured a second time, after the co-executed runs, and the faster
// of its two medians is the reference: a device that drifts (clocks,
// temperature) over a sweep would otherwise make co-execution look better
// than it is.
func (s *sweep) score(out, alone []Result, best int, inst *bench.Instance, mem string, devs []*sycl.Device) {
	if best < 0 {
		return
	}
	ref := alone[best]
	if len(s.o.scheds) > 0 {
		again := ref
		s.measure(&again, inst, mem, coexecutor.Static, coexecutor.DeviceList(devs[best]))
		if again.Error == "" {
			ref.TRepeat, ref.TRepeatS = again.T, again.TSamples
			if again.T < ref.T {
				ref.T, ref.TDevice, ref.Energy = again.T, again.TDevice, again.Energy
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

// measure runs warm-up and measured launches of inst and fills r with the
// median; failures are recorded in r.Error and the sweep goes on.
func (s *sweep) measure(r *Result, inst *bench.Instance, mem string, pol coexecutor.Policy, opts ...coexecutor.Option) *coexecutor.Report {
	r.Energy = math.NaN()
	fail := func(err error) *coexecutor.Report {
		r.Error = err.Error()
		return nil
	}
	ce, err := coexecutor.New(pol, opts...)
	if err != nil {
		return fail(err)
	}
	defer ce.Close()
	devs := ce.Devices()
	// USM allocations belong to one device: the first OpenCL device of the set.
	allocDev := devs[0]
	for _, d := range devs {
		if !d.IsNative() {
			allocDev = d
			break
		}
	}
	q, err := sycl.NewQueueOn(allocDev)
	if err != nil {
		return fail(err)
	}
	defer q.Close()
	type sample struct {
		t      time.Duration
		energy float64
		rep    *coexecutor.Report
	}
	var samples []sample
	for i := 0; i < s.o.warmup+s.o.reps; i++ {
		args, read, free, err := inst.Args(mem, q)
		if err != nil {
			return fail(err)
		}
		if s.o.gc {
			runtime.GC()
		}
		meter := s.power.start()
		start := time.Now()
		rep, err := ce.LaunchKernel(inst.Space, inst.Kernel, args...)
		t := time.Since(start)
		energy := meter()
		var outv []float64
		if err == nil {
			outv, err = read()
		}
		if err == nil {
			err = inst.Verify(outv)
			if err != nil {
				err = fmt.Errorf("wrong result: %w", err)
			}
		}
		free()
		if err != nil {
			return fail(err)
		}
		if i >= s.o.warmup {
			samples = append(samples, sample{t, energy, rep})
		}
	}
	r.TSamples = r.TSamples[:0:0] // r may be a copy of another row
	for _, x := range samples {
		r.TSamples = append(r.TSamples, x.t)
	}
	sort.Slice(samples, func(i, j int) bool { return samples[i].t < samples[j].t })
	m := samples[len(samples)/2]
	r.T, r.Energy = m.t, m.energy
	r.Balance, r.Overhead, r.Alone = m.rep.Balance, m.rep.Overhead, m.rep.Alone
	for _, u := range m.rep.Units {
		r.TDevice = append(r.TDevice, u.LastEnd)
		r.Packages = append(r.Packages, u.Packages)
		r.Work = append(r.Work, u.Items)
		if u.Retired {
			r.Error = strings.TrimSpace(r.Error + fmt.Sprintf(" %s retired: %v;", u.Device, u.Err))
		}
	}
	return m.rep
}
