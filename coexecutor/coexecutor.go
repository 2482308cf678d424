package coexecutor

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"runtime"
	"sync"
	"time"

	"github.com/gosycl/gosycl/sycl"
)

// Coexecutor splits kernel launches across several devices. It is safe for
// concurrent use: launches from several goroutines run one after another's
// packages on the same units, each with its own scheduler.
type Coexecutor struct {
	policy Policy
	cfg    config
	units  []*unit

	mu      sync.Mutex
	history map[string]Memory // launch key -> what its launches measured
}

// unit is a Coexecution Unit: a device and its queue.
type unit struct {
	dev *sycl.Device
	q   *sycl.Queue
}

type config struct {
	selectors []sycl.Selector
	devices   []*sycl.Device
	powers    []float64
	cpuShare  float64
	params    Params
	lws       int
	merged    bool
	depth     int
	trace     io.Writer
	key       string
	keep      bool
	hostCores int
	guard     Guard
}

// Option configures a Coexecutor.
type Option func(*config) error

// Devices chooses one device per selector (each a different device), in
// order. Without it, every visible device takes part.
func Devices(sel ...sycl.Selector) Option {
	return func(c *config) error { c.selectors = append(c.selectors, sel...); return nil }
}

// DeviceList uses exactly these devices, in this order. The order matters
// for one thing: a launch's first packages go to the units in this order,
// so the first device always starts at the beginning of the range (where
// an irregular kernel's costliest rows often are: put the device that
// copes with them best first).
func DeviceList(devs ...*sycl.Device) Option {
	return func(c *config) error { c.devices = append(c.devices, devs...); return nil }
}

// PowerHint gives the CPU devices this share of the computing power (0.35
// is the paper's example) and the others the rest, by compute units.
func PowerHint(cpuShare float64) Option {
	return func(c *config) error {
		if !(cpuShare >= 0 && cpuShare <= 1) {
			return fmt.Errorf("coexecutor: PowerHint(%v): the CPU share must be between 0 and 1", cpuShare)
		}
		c.cpuShare = cpuShare
		return nil
	}
}

// Powers gives each device's relative computing power, in device order;
// they are normalised to sum to 1.
func Powers(p ...float64) Option {
	return func(c *config) error {
		sum := 0.0
		for _, x := range p {
			if !(x >= 0) || math.IsInf(x, 0) {
				return fmt.Errorf("coexecutor: Powers%v: powers must be finite and not negative", p)
			}
			sum += x
		}
		if sum <= 0 {
			return fmt.Errorf("coexecutor: Powers%v: at least one power must be positive", p)
		}
		c.powers = p
		return nil
	}
}

// Packages sets Dynamic's package count.
func Packages(m int) Option {
	return func(c *config) error {
		if m <= 0 {
			return fmt.Errorf("coexecutor: Packages(%d): the package count must be at least 1", m)
		}
		c.params.Packages = m
		return nil
	}
}

// MinPackage sets HGuided's smallest package, in work-groups.
func MinPackage(groups int) Option {
	return func(c *config) error {
		if groups <= 0 {
			return fmt.Errorf("coexecutor: MinPackage(%d): must be at least 1 work-group", groups)
		}
		c.params.MinPackage = groups
		return nil
	}
}

// K sets HGuided's divisor (2 by default): larger k, smaller packages.
func K(k float64) Option {
	return func(c *config) error {
		if !(k > 0) {
			return fmt.Errorf("coexecutor: K(%v): k must be positive", k)
		}
		c.params.K = k
		return nil
	}
}

// LocalSize sets the work-group size along dimension 0 used to cut basic
// Ranges into packages (NDRanges use their own local size).
func LocalSize(n int) Option {
	return func(c *config) error {
		if n <= 0 {
			return fmt.Errorf("coexecutor: LocalSize(%d): must be positive", n)
		}
		c.lws = n
		return nil
	}
}

// MergeDirector runs the Commander's work on the units' goroutines under a
// lock (true, the default) or on a Director goroutine of its own (false).
func MergeDirector(on bool) Option { return func(c *config) error { c.merged = on; return nil } }

// KeepOutputs leaves the buffer outputs of LaunchKernel on the device
// that computed them (true), as a SYCL buffer does, until the host
// (HostAccess, Fetch, Close) or another device needs them. By default
// (false) each package's output is copied home as the package ends,
// overlapping the copy with the other packages, so that the launch's
// results are in the host slice when it returns. Keep outputs for
// iterative computations with Memorizing, whose units get the same ranges
// every launch: their data then stay where they are.
func KeepOutputs(on bool) Option { return func(c *config) error { c.keep = on; return nil } }

// HostCores leaves n cores to the host while the native device
// co-executes with OpenCL devices: its kernels then run on GOMAXPROCS − n
// workers (at least one). The host copies the OpenCL devices' transfers
// (through pinned staging buffers) and runs their units; with every core
// computing, a GPU's copies wait for a core. By default, with an OpenCL GPU
// in the set, one core in eight (at least one) is left. HostCores(0) uses
// every core.
func HostCores(n int) Option {
	return func(c *config) error {
		if n < 0 {
			return fmt.Errorf("coexecutor: HostCores(%d): must not be negative", n)
		}
		c.hostCores = n
		return nil
	}
}

// InFlight sets how many packages a unit keeps submitted at once (2 by
// default: the next one's transfers overlap the current one's kernel).
func InFlight(n int) Option {
	return func(c *config) error {
		if n <= 0 {
			return fmt.Errorf("coexecutor: InFlight(%d): must be at least 1", n)
		}
		c.depth = n
		return nil
	}
}

// UseGuard sets the guard every package passes through (Guard: on by
// default). UseGuard(Guard{Off: true}) hands out packages exactly as the
// scheduler sizes them, as the papers do.
func UseGuard(g Guard) Option {
	return func(c *config) error {
		if err := g.check(); err != nil {
			return err
		}
		c.guard = g
		return nil
	}
}

// Trace writes each launch's packages as Chrome trace-event JSON to w
// (open it in Perfetto or chrome://tracing).
func Trace(w io.Writer) Option { return func(c *config) error { c.trace = w; return nil } }

// Key names the computation for the throughput the coexecutor remembers
// between launches; LaunchKernel uses the kernel's name, Launch the
// function's code address.
func Key(k string) Option { return func(c *config) error { c.key = k; return nil } }

// New makes a coexecutor with a scheduling policy. With no options it
// uses every visible device and learns their powers from earlier launches.
func New(p Policy, opts ...Option) (*Coexecutor, error) {
	if p == nil {
		return nil, errors.New("coexecutor: New needs a scheduling policy (Static, Dynamic or HGuided)")
	}
	cfg := config{params: Params{Packages: 0, MinPackage: 1, K: 2}, cpuShare: -1, merged: true, depth: 2, lws: 0, hostCores: -1}
	for _, o := range opts {
		if err := o(&cfg); err != nil {
			return nil, err
		}
	}
	devs, err := chooseDevices(cfg)
	if err != nil {
		return nil, err
	}
	if cfg.powers != nil && len(cfg.powers) != len(devs) {
		return nil, fmt.Errorf("coexecutor: %d powers given for %d devices", len(cfg.powers), len(devs))
	}
	ce := &Coexecutor{policy: p, cfg: cfg, history: map[string]Memory{}}
	openCL, gpu := false, false
	for _, d := range devs {
		openCL = openCL || !d.IsNative()
		gpu = gpu || d.Type() == sycl.TypeGPU
	}
	hostCores := cfg.hostCores
	if hostCores < 0 { // the default
		hostCores = 0
		if gpu {
			hostCores = max(1, runtime.GOMAXPROCS(0)/8)
		}
	}
	for _, d := range devs {
		// In-order: a unit runs one package at a time, as in the paper (and
		// PoCL 5.0 aborts when one kernel runs concurrently at different
		// global offsets). The next package is still submitted early, so
		// its submission overlaps the current package's run.
		opts := []sycl.QueueOption{sycl.EnableProfiling(), sycl.InOrder()}
		u := &unit{dev: d}
		ce.units = append(ce.units, u)
		if d.IsNative() && openCL && hostCores > 0 {
			opts = append(opts, sycl.NativeWorkers(max(1, runtime.GOMAXPROCS(0)-hostCores)))
		}
		if u.q, err = sycl.NewQueueOn(d, opts...); err != nil {
			ce.Close()
			return nil, fmt.Errorf("coexecutor: %w", err)
		}
	}
	return ce, nil
}

func chooseDevices(cfg config) ([]*sycl.Device, error) {
	devs := cfg.devices
	if len(cfg.selectors) > 0 {
		all, err := sycl.Devices()
		if err != nil && len(all) == 0 {
			return nil, fmt.Errorf("coexecutor: %w", err)
		}
		used := map[*sycl.Device]bool{}
		for i, sel := range cfg.selectors {
			var best *sycl.Device
			bestScore := -1
			for _, d := range all {
				if s := sel(d); s >= 0 && s > bestScore && !used[d] {
					best, bestScore = d, s
				}
			}
			if best == nil {
				return nil, fmt.Errorf("coexecutor: device selector %d matches no device that is not already chosen (visible: %v)", i, all)
			}
			used[best] = true
			devs = append(devs, best)
		}
	}
	if len(cfg.selectors) == 0 && len(cfg.devices) == 0 {
		all, err := sycl.Devices()
		if err != nil && len(all) == 0 {
			return nil, fmt.Errorf("coexecutor: %w", err)
		}
		devs = all
	}
	if len(devs) == 0 {
		return nil, errors.New("coexecutor: no devices to co-execute on")
	}
	seen := map[*sycl.Device]bool{}
	for _, d := range devs {
		if d == nil {
			return nil, errors.New("coexecutor: a nil device")
		}
		if seen[d] {
			return nil, fmt.Errorf("coexecutor: device %s given twice", d.Name())
		}
		seen[d] = true
	}
	return devs, nil
}

// Devices returns the units' devices.
func (ce *Coexecutor) Devices() []*sycl.Device {
	out := make([]*sycl.Device, len(ce.units))
	for i, u := range ce.units {
		out[i] = u.dev
	}
	return out
}

// Close releases the units' queues.
func (ce *Coexecutor) Close() error {
	var errs []error
	for _, u := range ce.units {
		if u.q != nil {
			errs = append(errs, u.q.Close())
		}
	}
	return errors.Join(errs...)
}

// Launch co-executes one launch: f is called for each package to build its
// command group (declare accessors with the package's Span, launch the
// kernel over pkg.Space()). It blocks until every package has finished.
func (ce *Coexecutor) Launch(rng sycl.Space, f func(pkg Package, h *sycl.Handler)) (*Report, error) {
	return ce.LaunchContext(context.Background(), rng, f)
}

// LaunchContext is Launch with cancellation: when ctx is done no more
// packages are handed out, and the launch returns ctx.Err() after the
// packages in flight end.
func (ce *Coexecutor) LaunchContext(ctx context.Context, rng sycl.Space, f func(pkg Package, h *sycl.Handler)) (*Report, error) {
	if f == nil {
		return nil, errors.New("coexecutor: Launch needs a command-group function")
	}
	key := ce.cfg.key
	if key == "" {
		key = fmt.Sprintf("func@%x", reflect.ValueOf(f).Pointer())
	}
	return ce.run(ctx, rng, key, hooks{submit: f})
}

// hooks are the callbacks of a launch (simple mode sets only submit).
type hooks struct {
	submit    func(Package, *sycl.Handler)
	completed func(Package)
	after     func(Package, *unit) error // runs on the unit after the package, e.g. fetching outputs
}

func toSpace(rng sycl.Space, lws int) (*space, error) {
	s := &space{}
	switch r := rng.(type) {
	case sycl.Range:
		s.dims = r.Dims()
		for d := 0; d < s.dims; d++ {
			s.global[d], s.off[d] = r.Size(d), r.Offset(d)
		}
		s.lws = lws
		if s.lws == 0 {
			s.lws = 1
			if s.dims == 1 {
				s.lws = 256
			}
		}
	case sycl.NDRange:
		s.dims, s.nd = r.Global.Dims(), true
		if r.Local.Dims() != s.dims {
			return nil, fmt.Errorf("coexecutor: nd-range %v: the local range has %d dimensions, the global %d", r, r.Local.Dims(), s.dims)
		}
		for d := 0; d < s.dims; d++ {
			s.global[d], s.off[d], s.local[d] = r.Global.Size(d), r.Global.Offset(d), r.Local.Size(d)
			if s.local[d] <= 0 || s.global[d]%max(s.local[d], 1) != 0 {
				return nil, fmt.Errorf("coexecutor: nd-range %v: global size %d in dimension %d is not a multiple of the local size %d", r, s.global[d], d, s.local[d])
			}
		}
		s.lws = s.local[0]
	default:
		return nil, errors.New("coexecutor: Launch needs a sycl.Range or a sycl.NDRange")
	}
	if s.dims < 1 || s.dims > 3 {
		return nil, fmt.Errorf("coexecutor: ranges have 1 to 3 dimensions, not %d", s.dims)
	}
	for d := 0; d < s.dims; d++ {
		if s.global[d] <= 0 {
			return nil, fmt.Errorf("coexecutor: range dimension %d is %d; sizes must be positive", d, s.global[d])
		}
	}
	return s, nil
}

// powers returns the normalised powers for a launch, whether they are a
// guess (none given, none measured: nominal figures or other kernels'
// speeds), and what earlier launches of the computation measured.
func (ce *Coexecutor) powers(key string) (p []float64, unknown bool, mem Memory) {
	n := len(ce.units)
	p = make([]float64, n)
	ce.mu.Lock()
	mem = ce.history[key]
	ce.mu.Unlock()
	switch {
	case ce.cfg.powers != nil:
		copy(p, ce.cfg.powers)
	case ce.cfg.cpuShare >= 0:
		var cpus, others float64
		for _, u := range ce.units {
			if u.dev.Type() == sycl.TypeCPU {
				cpus++
			} else {
				others += float64(max(1, u.dev.Info().ComputeUnits))
			}
		}
		for i, u := range ce.units {
			switch {
			case u.dev.Type() == sycl.TypeCPU && others == 0:
				p[i] = 1
			case u.dev.Type() == sycl.TypeCPU:
				p[i] = ce.cfg.cpuShare / cpus
			default:
				p[i] = (1 - ce.cfg.cpuShare) * float64(max(1, u.dev.Info().ComputeUnits)) / others
			}
		}
	case mem.known():
		copy(p, mem.Speeds)
	default:
		unknown = true
		copy(p, ce.guess())
	}
	sum := 0.0
	for _, x := range p {
		sum += x
	}
	if !(sum > 0) || math.IsInf(sum, 0) {
		for i := range p {
			p[i] = 1 / float64(n)
		}
		return p, true, mem
	}
	for i := range p {
		p[i] /= sum
	}
	return p, unknown, mem
}

// remember keeps what the guard measured in a launch of key for the
// later launches of the same computation.
func (ce *Coexecutor) remember(key string, gl *guardLaunch) {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	if len(ce.history) >= 1024 { // a bound: forget rather than grow without end
		clear(ce.history)
	}
	ce.history[key] = gl.remember(ce.history[key])
}

func (ce *Coexecutor) run(ctx context.Context, rng sycl.Space, key string, hk hooks) (*Report, error) {
	s, err := toSpace(rng, ce.cfg.lws)
	if err != nil {
		return nil, err
	}
	powers, unknown, mem := ce.powers(key)
	setup := Setup{Groups: s.groups(), Params: ce.cfg.params, PowersUnknown: unknown}
	if setup.Params.Packages == 0 {
		setup.Params.Packages = 4 * len(ce.units)
	}
	for i, u := range ce.units {
		setup.Units = append(setup.Units, UnitInfo{Device: u.dev.Name(), GPU: u.dev.Type() == sycl.TypeGPU, ComputeUnits: u.dev.Info().ComputeUnits, Power: powers[i]})
	}
	sched, err := ce.policy.New(setup)
	if err != nil {
		return nil, err
	}
	gl := ce.cfg.guard.start(setup.Groups, guardPriors(setup, mem))
	if hk.completed != nil {
		// Completion callbacks run one at a time, whichever unit reports.
		var cmu sync.Mutex
		f := hk.completed
		hk.completed = func(p Package) { cmu.Lock(); defer cmu.Unlock(); f(p) }
	}
	lctx, cancel := context.WithCancel(ctx)
	defer cancel()
	start := time.Now()
	c := newCommander(lctx, setup.Groups, len(ce.units), sched, gl, func() time.Duration { return time.Since(start) })
	var drv driver
	if ce.cfg.merged {
		drv = newMerged(c)
	} else {
		drv = newDirector(c)
	}
	rep := &Report{Policy: ce.policy.Name(), Units: make([]UnitReport, len(ce.units))}
	var mu sync.Mutex // guards rep
	var wg sync.WaitGroup
	for i, u := range ce.units {
		rep.Units[i] = UnitReport{Device: u.dev.Name(), Power: powers[i]}
		wg.Add(1)
		go func(ui int, u *unit) {
			defer wg.Done()
			ce.unitLoop(ui, u, s, drv, hk, start, rep, &mu)
		}(i, u)
	}
	wg.Wait()
	drv.stop()
	rep.Total = time.Since(start)
	for i, note := range gl.notes() {
		rep.Units[i].Guard = note
	}
	rep.finish()
	if ce.cfg.trace != nil {
		if err := rep.WriteTrace(ce.cfg.trace); err != nil {
			return rep, fmt.Errorf("coexecutor: writing the trace: %w", err)
		}
	}
	if c.failure != nil {
		return rep, c.failure
	}
	if err := ctx.Err(); err != nil {
		return rep, err
	}
	if c.remaining() > 0 {
		return rep, errors.New("coexecutor: internal error: work left undone")
	}
	ce.remember(key, gl)
	return rep, nil
}

type inflight struct {
	p   Package
	ev  *sycl.Event
	err error // the command group could not be submitted
}

// unitLoop is a Coexecution Unit: it takes packages, submits them (keeping
// up to depth in flight, so the next package's transfers overlap this
// one's kernel) and reports each completion.
func (ce *Coexecutor) unitLoop(ui int, u *unit, s *space, drv driver, hk hooks, start time.Time, rep *Report, mu *sync.Mutex) {
	var pending []inflight
	finish := func(f inflight) {
		err := f.err
		if err == nil {
			err = f.ev.Wait()
		}
		f.p.End = time.Since(start)
		f.p.Start = f.p.Submit
		if err == nil {
			if prof, perr := f.ev.Profile(); perr == nil {
				// The device's own duration, ending when the host saw it end.
				f.p.Start = max(f.p.Submit, f.p.End-prof.Duration())
			}
		}
		if err == nil && hk.after != nil {
			err = hk.after(f.p, u)
			f.p.End = time.Since(start)
		}
		mu.Lock()
		if err != nil {
			rep.Units[ui].Retired = true
			rep.Units[ui].Err = err
		} else {
			rep.Packages = append(rep.Packages, f.p)
		}
		mu.Unlock()
		if err == nil && hk.completed != nil {
			hk.completed(f.p)
		}
		drv.completed(f.p, err)
	}
	for {
		sp, id, v := drv.next(ui, len(pending) == 0)
		if v == finished {
			break
		}
		if v == wait {
			finish(pending[0])
			pending = pending[1:]
			continue
		}
		p := s.pkg(id, ui, u.dev, sp.lo, sp.hi)
		p.Submit = time.Since(start)
		// A command group that cannot be submitted fails this unit's
		// package like a device error: the Commander retries it elsewhere,
		// and the launch fails with it when every unit has.
		ev, err := u.q.Submit(func(h *sycl.Handler) { hk.submit(p, h) })
		pending = append(pending, inflight{p, ev, err})
		if len(pending) >= ce.cfg.depth {
			finish(pending[0])
			pending = pending[1:]
		}
	}
	for _, f := range pending {
		finish(f)
	}
}
