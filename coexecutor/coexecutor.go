package coexecutor

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gosycl/gosycl/internal/cgroup"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// Coexecutor splits kernel launches across several devices. It is safe for
// concurrent use: launches from several goroutines run one after another's
// packages on the same units, each with its own scheduler.
type Coexecutor struct {
	policy     Policy
	policyName string // policy.Name(), asked once by New
	cfg        config
	units      []*unit
	// native is the native device's unit, whose loop a launch's own
	// goroutine runs where it has work (startFirst); -1: none. Its
	// packages leave hostLeft of its workers to the other units' copies
	// while one of their packages is in flight (HostCores), and
	// besideLeft to the work beside the launches while it is (beside.go).
	native     int
	hostLeft   int
	besideLeft int

	mu      sync.Mutex
	history map[string]Memory      // launch key -> what its launches measured
	moved   map[string]movedRecord // launch key -> what each unit's last package moved (resident.go)
	gatherQ *sycl.Queue            // the native queue of reductions' last step (reduce.go)
	builds  map[buildKey]*build
	bg      sync.WaitGroup // the builds running in the background

	// partials are the reductions' partial results between launches, by
	// kernel, and privates the atomics' private copies, by kernel
	// parameter (partials.go), under mu; closed: Close has released them.
	partials map[*sycl.Kernel][]*partialBuf
	privates map[privKey]*private
	closed   bool
	// places holds each kernel's last placement (placecache.go), under mu.
	places map[*sycl.Kernel]*placeEntry

	// beside is the work in flight beside the launches (beside.go),
	// under besideMu, which is taken before a launch's mu.
	besideMu sync.Mutex
	beside   besideState

	// leaves are the computations' leaves by launch key, and solos each
	// unit alone, which runs them (leave.go), under mu; parent is, for a
	// unit alone, the Coexecutor whose unit it is (nil: New made it).
	leaves map[string]*leave
	solos  []*Coexecutor
	parent *Coexecutor
}

// buildKey names a kernel's program build on a unit.
type buildKey struct {
	unit int
	k    *sycl.Kernel
}

// build is a kernel's program build on a unit, running in the background:
// a launch does not wait for it (the unit joins when it ends), and the
// next launch finds it done or joins it.
type build struct {
	done  chan struct{}
	start time.Time // when the build began
	end   time.Time // when it ended; written before done is closed
}

// building returns the build of k on unit i, started if it is not running
// yet; nil when the program is built.
func (ce *Coexecutor) building(i int, k *sycl.Kernel) *build {
	u := ce.units[i]
	if u.q.get().Prepared(k) {
		return nil
	}
	ce.mu.Lock()
	defer ce.mu.Unlock()
	key := buildKey{i, k}
	if b, ok := ce.builds[key]; ok {
		return b
	}
	if ce.builds == nil {
		ce.builds = map[buildKey]*build{}
	}
	b := &build{done: make(chan struct{}), start: time.Now()}
	ce.builds[key] = b
	ce.bg.Add(1)
	go func() {
		defer ce.bg.Done()
		// A build that fails fails the unit's first package, which
		// another unit then runs; the next launch builds again.
		_ = u.q.get().Prepare(k)
		ce.mu.Lock()
		delete(ce.builds, key)
		ce.mu.Unlock()
		b.end = time.Now()
		close(b.done)
	}()
	return b
}

// unit is a Coexecution Unit: a device and its queue.
type unit struct {
	dev  *sycl.Device
	q    *unitQueue
	link atomic.Pointer[link] // its device's link, once measured (pieces.go)
}

// unitQueue is a unit's in-order queue. Once a command on an in-order
// queue has failed, every command after it fails too (it depends on the
// failed one): a package that fails on a unit gets the unit a new queue,
// so that the next launches find the unit working again.
type unitQueue struct {
	dev     *sycl.Device
	opts    []sycl.QueueOption
	cur     atomic.Pointer[sycl.Queue]
	mu      sync.Mutex
	closing sync.WaitGroup // the replaced queues being closed
}

func newUnitQueue(d *sycl.Device, opts ...sycl.QueueOption) (*unitQueue, error) {
	q, err := sycl.NewQueueOn(d, opts...)
	if err != nil {
		return nil, fmt.Errorf("coexecutor: %w", err)
	}
	uq := &unitQueue{dev: d, opts: opts}
	uq.cur.Store(q)
	return uq, nil
}

func (uq *unitQueue) get() *sycl.Queue { return uq.cur.Load() }

// renew replaces q, on which a command failed, by a new queue (once: a
// later call for the same q does nothing). The commands already on q
// fail with the failed one, so none of them runs beside the new queue's;
// q is closed once they have. A launch that still submits to q has its
// package refused, and another unit runs it.
func (uq *unitQueue) renew(q *sycl.Queue) {
	uq.mu.Lock()
	defer uq.mu.Unlock()
	if uq.cur.Load() != q {
		return
	}
	nq, err := sycl.NewQueueOn(uq.dev, uq.opts...)
	if err != nil {
		return // the unit keeps failing, and the launches say why
	}
	uq.cur.Store(nq)
	uq.closing.Add(1)
	go func() {
		defer uq.closing.Done()
		_ = q.Close() // its errors are the failed packages', reported by their launches
	}()
}

// close closes the queue, once the replaced ones are closed.
func (uq *unitQueue) close() {
	if uq == nil {
		return
	}
	uq.mu.Lock()
	defer uq.mu.Unlock()
	uq.closing.Wait()
	_ = uq.cur.Load().Close()
}

type config struct {
	selectors []sycl.Selector
	devices   []*sycl.Device
	powers    []float64
	cpuShare  float64
	lws       int
	merged    bool
	depth     int
	pieces    int // Pipeline; 0: defaultPieces
	trace     io.Writer
	key       string
	keep      bool
	keepUSM   bool // KeepUSMCopies
	hostCores int
	beside    int // processors kept for the work beside the launches (beside.go)
	guard     Guard
}

// Option configures a Coexecutor.
type Option func(*config) error

// Devices chooses one device per selector (each a different device), in
// order. Without it, every visible device takes part.
func Devices(sel ...sycl.Selector) Option {
	return func(c *config) error {
		if len(sel) == 0 {
			return errors.New("coexecutor: Devices() names no selector (leave the option out to use every device)")
		}
		for i, s := range sel {
			if s == nil {
				return fmt.Errorf("coexecutor: Devices: selector %d is nil", i)
			}
		}
		c.selectors = append(c.selectors, sel...)
		return nil
	}
}

// DeviceList uses exactly these devices, in this order. The order matters
// for one thing: a launch's first packages go to the units in this order,
// so the first device always starts at the beginning of the range (where
// an irregular kernel's costliest rows often are: put the device that
// copes with them best first).
func DeviceList(devs ...*sycl.Device) Option {
	return func(c *config) error {
		if len(devs) == 0 {
			return errors.New("coexecutor: DeviceList() names no device (leave the option out to use every device)")
		}
		for i, d := range devs {
			if d == nil {
				return fmt.Errorf("coexecutor: DeviceList: device %d is nil", i)
			}
		}
		c.devices = append(c.devices, devs...)
		return nil
	}
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

// LocalSize sets the work-group size along dimension 0 used to cut basic
// Ranges into packages (NDRanges use their own local size): by default
// 256 work-items for one-dimensional ranges and one row for others,
// whose packages' work-groups span up to 256 work-items along the
// dimensions after it (Package.Space).
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

// KeepOutputs(true), the default, leaves the buffer outputs of
// LaunchKernel on the device that computed them, as a SYCL buffer does,
// until the host (a host accessor, Fetch, Close) or another device needs
// them: an iterative computation's data stay where they are between
// launches, and each launch moves only the ranges a device reads and
// does not hold (the halos of a stencil). KeepOutputs(false) copies each
// package's outputs home as the package ends, overlapping the copy with
// the other packages, so that the launch's results are in the host
// slice when it returns: for a single launch whose results the host
// reads next. Kept outputs have a price on failures: a package on an
// OpenCL device that fails after changing outputs it also reads, current
// on that device only, cannot run again elsewhere, and the launch fails
// (see the package doc).
func KeepOutputs(on bool) Option { return func(c *config) error { c.keep = on; return nil } }

// KeepUSMCopies(true) keeps, from one launch to the next, the copies of
// USM allocations that units working on copies (a GPU on host and shared
// allocations, a device of another platform) made of the regions their
// packages used, and leaves there what they write as Out (DiscardWrite)
// until another unit or the host needs it: an iterative computation on
// USM then moves, after its first launch, only what units read that
// others wrote (the halos of a stencil), both ways, as it does on
// buffers. It is a promise, the one a buffer asks of its host slice:
// between the Coexecutor's launches the host reads and writes the
// allocations only through Ptr.Slice called after the launches (which
// brings home what devices kept) and the runtime (usm.CopyToHost,
// CopyFromHost, Copy, Fill, Memset, kernels), never through a view
// Slice returned before a launch, whose reads and writes the runtime
// cannot see. The default, false, lets the host use the allocations
// anywhere between launches, as SYCL does shared memory: each launch
// starts its copies empty and copies home what it wrote before it
// returns.
func KeepUSMCopies(on bool) Option { return func(c *config) error { c.keepUSM = on; return nil } }

// HostCores leaves n cores to the host while a CPU device co-executes
// with other devices. The host copies the OpenCL devices' transfers
// (through pinned staging buffers) and runs their units; with every core
// computing, a GPU's copies wait for a core, and a CPU device's package
// waits for its slowest thread. By default, with an OpenCL GPU in the
// set, the native device leaves one core in eight (at least one), and an
// OpenCL CPU device none; HostCores(0) uses every core.
//
// The native device's kernels run on its workers (GOMAXPROCS when it was
// made) less n, at least one, where the set has OpenCL devices. Its cores left compute its
// packages while no other unit of the launch has a package in flight
// (being prepared, copied, run or brought home): the launches the Guard
// leaves to the native device alone, those whose other devices build
// their programs, the end of a launch after the others' last packages. A
// package is switched as it runs: its workers over the bound leave it as
// each ends its chunk of work-groups once another unit's package is in
// flight. While all its workers compute (or, given HostCores(0), at
// any time) and another unit's loop runs, they let the process's other
// goroutines run between chunks (at most every 200 µs), so that the
// other unit's next package, asked for, prepared and submitted on a
// processor, does not wait for the native package to end.
//
// An OpenCL CPU device cannot give threads back while it runs a command.
// Given HostCores(n), n > 0, it computes, for the Coexecutor's life, on
// its sub-device of its compute units less n (at least one;
// sycl.Device.SubDevice), which Devices and the launch reports name; one
// that cannot be partitioned computes on all its units. By default it
// computes on all its units: its sub-device is a context of its own,
// whose programs build, and whose kernels' variants compile, again.
func HostCores(n int) Option {
	return func(c *config) error {
		if n < 0 {
			return fmt.Errorf("coexecutor: HostCores(%d): must not be negative", n)
		}
		c.hostCores = n
		return nil
	}
}

// InFlight sets how many packages a unit keeps submitted at once (3 by
// default: one package's copy in, another's kernel and a third's copy out
// run at once).
func InFlight(n int) Option {
	return func(c *config) error {
		if n <= 0 {
			return fmt.Errorf("coexecutor: InFlight(%d): must be at least 1", n)
		}
		c.depth = n
		return nil
	}
}

// Pipeline sets how many pieces each package runs as on a unit whose
// device keeps copies of the data (an OpenCL device that does not use host
// memory in place, see sycl.Device.UsesHostMemory): the unit takes the
// pieces one after another, and keeps InFlight of them submitted, so that
// one piece's copy in, another's kernel and a third's copy out run at
// once, on the device's copy and compute engines. No piece is smaller than
// the package that fills the device (its occupancy: a smaller piece takes
// about as long as a full one), so a package that small runs whole. The
// scheduler learns from the pieces as packages. n = 0 means the default:
// √(C/h) pieces, C the package's copies' time and h a copy's fixed cost,
// both from the device's link, measured once per device in the background
// from New (docs/runtime.md, Transfers); for packages whose copies come
// from a Go slice (through pinned staging), until the unit has moved data
// for the computation, or where its link could not be measured, 4 (three
// stages need three pieces in flight to be busy at once; a fourth makes
// the first copy in and the last copy out, which nothing overlaps, a
// quarter of the package), with no piece smaller than one of the launch's
// m equal parts either (Dynamic's package: its Packages, or that of
// Memorizing or ProfileStatic; 4 per unit by default). An n set here is
// honoured down to the fill alone: n pieces leave 1/n of the package's
// copies unoverlapped, at a host round trip per piece. n = 1 runs packages
// whole. Units on devices that use host memory in place copy nothing, and
// run packages whole. A unit cuts a package only while its packages move
// data: one whose last package of the computation (in this launch, or else
// in the previous launch with the same key) found its inputs on the device
// and left its outputs there runs its packages whole, as there is nothing
// to overlap.
func Pipeline(n int) Option {
	return func(c *config) error {
		if n < 0 {
			return fmt.Errorf("coexecutor: Pipeline(%d): must not be negative", n)
		}
		c.pieces = n
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
// (open it in Perfetto or chrome://tracing), once the launch has ended. A
// write that fails or panics fails the launch (a *PanicError for a panic)
// after the launch's own error, if any; the kernel's results are then
// complete unless the launch's own error says otherwise.
func Trace(w io.Writer) Option { return func(c *config) error { c.trace = w; return nil } }

// Key names the computation for the throughput the coexecutor remembers
// between launches; LaunchKernel uses the kernel's name, Launch the
// function's code address.
func Key(k string) Option { return func(c *config) error { c.key = k; return nil } }

// New makes a coexecutor with a scheduling policy (&HGuided{}, say): a
// knob of the policy out of its documented range is an error here. With
// no options it uses every visible device and learns their powers from
// earlier launches.
func New(p Policy, opts ...Option) (*Coexecutor, error) {
	if p == nil {
		return nil, errors.New("coexecutor: New needs a scheduling policy (&Static{}, &Dynamic{}, &HGuided{}, …)")
	}
	p, err := configure(p)
	if err != nil {
		return nil, err
	}
	var name string
	if err := protect("Policy.Name", func() error { name = p.Name(); return nil }); err != nil {
		return nil, fmt.Errorf("coexecutor: New: %w", err)
	}
	cfg := config{cpuShare: -1, merged: true, depth: 3, lws: 0, hostCores: -1, keep: true}
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
	ce := &Coexecutor{policy: p, policyName: name, cfg: cfg, history: map[string]Memory{}, moved: map[string]movedRecord{}, native: -1}
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
		if d.IsNative() {
			ce.native = len(ce.units)
		}
		ce.units = append(ce.units, u)
		if d.IsNative() {
			// The processors left to the host (launchState.cores):
			// HostCores where there are OpenCL units, and those kept
			// for the work beside the launches (beside.go).
			if openCL {
				ce.hostLeft = hostCores
			}
			ce.besideLeft = cfg.beside
		}
		if !d.IsNative() && d.Type() == sycl.TypeCPU && len(devs) > 1 && cfg.hostCores > 0 {
			// An OpenCL CPU device cannot give its threads back while it
			// runs a command, as the native device's workers do: given
			// HostCores, it computes on a sub-device of its compute units
			// less the cores left, for the Coexecutor's life. One that
			// cannot be partitioned computes on all of them.
			if sub, err := d.SubDevice(max(1, d.Info().ComputeUnits-cfg.hostCores)); err == nil {
				u.dev = sub
			}
		}
		if u.q, err = newUnitQueue(u.dev, opts...); err != nil {
			ce.Close()
			return nil, err
		}
	}
	if cfg.pieces == 0 { // Pipeline's default sizes pieces by the link (pieces.go)
		for _, u := range ce.units {
			ce.measureLink(u)
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
	seen := map[*sycl.Device]int{}
	for i, d := range devs {
		if j, ok := seen[d]; ok {
			return nil, fmt.Errorf("coexecutor: device %s given twice (devices %d and %d)", d.Name(), j, i)
		}
		seen[d] = i
	}
	return devs, nil
}

// ErrClosed is wrapped by the error of a launch on a Coexecutor that
// Close has closed.
var ErrClosed = errors.New("coexecutor: closed")

// usable is the error of a launch on ce, what calls it, before anything
// is done: nil where New made ce and Close has not closed it.
func (ce *Coexecutor) usable(what string) error {
	if ce == nil || ce.policy == nil {
		return fmt.Errorf("coexecutor: %s on a Coexecutor that New did not make", what)
	}
	ce.mu.Lock()
	defer ce.mu.Unlock()
	if ce.closed {
		return fmt.Errorf("%w: %s after Close", ErrClosed, what)
	}
	return nil
}

// Devices returns the units' devices: those the options chose, an OpenCL
// CPU device as the sub-device HostCores has it compute on; none for a
// Coexecutor that New did not make.
func (ce *Coexecutor) Devices() []*sycl.Device {
	if ce == nil {
		return nil
	}
	out := make([]*sycl.Device, len(ce.units))
	for i, u := range ce.units {
		out[i] = u.dev
	}
	return out
}

// Close releases the units' queues and the memory kept between launches
// (reductions' partials, atomics' copies), once the program builds still
// running in the background have ended. The failures of packages are
// their launches' errors, not Close's. Close of a closed Coexecutor
// returns nil; a launch after Close fails with ErrClosed.
func (ce *Coexecutor) Close() error {
	if ce == nil {
		return errors.New("coexecutor: Close of a nil Coexecutor")
	}
	ce.bg.Wait()
	ce.mu.Lock()
	solos := ce.solos
	ce.mu.Unlock()
	for _, s := range solos {
		if s != nil {
			s.bg.Wait() // a unit alone shares its queue: ce closes it
		}
	}
	ce.releasePartials()
	for _, u := range ce.units {
		u.q.close()
	}
	ce.mu.Lock()
	defer ce.mu.Unlock()
	if ce.gatherQ != nil {
		_ = ce.gatherQ.Close()
		ce.gatherQ = nil
	}
	return nil
}

// Launch co-executes one launch: f is called for each package to build its
// command group (declare accessors with the package's Span, launch the
// kernel over pkg.Space()). It blocks until every package has finished.
// f is called from the units' goroutines, concurrently; the accessors it
// declares tell the launch what each package writes (see the package doc
// on failures).
//
// rng is a sycl.Range, a sycl.NDRange, or a sycl.Slice of one cut along
// work-groups: the launch then runs the slice's work-items only, each
// seeing the whole launch (as a package does), which is how a node of a
// cluster co-executes its part of a launch (coexecutor/cluster).
func (ce *Coexecutor) Launch(rng sycl.Space, f func(pkg Package, h *sycl.Handler)) (*Report, error) {
	return ce.LaunchContext(context.Background(), rng, f)
}

// LaunchContext is Launch with cancellation: when ctx is done no more
// packages are handed out, packages on the native device stop between
// work-group chunks, and the launch returns ctx.Err() once the packages
// in flight have ended. A package on an OpenCL device cannot be stopped:
// the launch waits for it.
func (ce *Coexecutor) LaunchContext(ctx context.Context, rng sycl.Space, f func(pkg Package, h *sycl.Handler)) (*Report, error) {
	if err := ce.usable("Launch"); err != nil {
		return nil, err
	}
	if ctx == nil {
		return nil, errors.New("coexecutor: LaunchContext(nil context)")
	}
	if f == nil {
		return nil, errors.New("coexecutor: Launch needs a command-group function")
	}
	s, err := toSpace(rng, ce.cfg.lws)
	if err != nil {
		return nil, err
	}
	pc := reflect.ValueOf(f).Pointer()
	key := ce.cfg.key
	if key == "" {
		key = fmt.Sprintf("func@%x", pc)
	}
	name := "command-group function"
	if fn := runtime.FuncForPC(pc); fn != nil {
		name += " " + fn.Name()
	}
	return ce.run(ctx, s, key, hooks{what: name, cgName: "command-group function",
		prepare: func(p Package) (func(*sycl.Handler), error) { return func(h *sycl.Handler) { f(p, h) }, nil }})
}

// hooks are a launch's callbacks.
type hooks struct {
	what   string // the computation, for errors: "kernel Saxpy"
	cgName string // the command-group function, for its panics
	// prepare makes a package's command group; its error fails the launch
	// before the package is submitted.
	prepare   func(Package) (func(*sycl.Handler), error)
	completed func(Package)
	after     func(Package, *unit) (Moved, error) // runs on the unit after the package, e.g. fetching outputs
	// home, called as a package has been submitted, begins bringing its
	// outputs home, chained on the device to its commands; the function
	// it returns waits for them (after the package: it must be called
	// whether or not the package succeeded).
	home func(Package, *unit) func() (Moved, error)
	// own is the launch's own memory (reductions' partials, atomics'
	// private copies): what it moves is not the user's data, and does not
	// make a unit cut its packages (resident.go).
	own []*memory.Buffer
	// kernel, when known before the launch (LaunchKernel), is built on
	// each unit before it asks for work: a unit still building joins the
	// launch when it is ready, and the others start at once.
	kernel *sycl.Kernel
	// begin is when the launch was called (zero: when run starts): the
	// report's Setup is the time from it to the first package's hand-out.
	begin time.Time
	// last, when set, is called on a unit's newest package in flight
	// once nothing is left to hand the unit (commander.drained): it
	// begins bringing the unit's share of the launch's own results home
	// chained on the device to that package (reductions' partials), so
	// that combine finds them on the host; the function it returns (nil:
	// nothing begun) waits for that, once the package has ended.
	last func(Package, *unit) func()
	// combine, when set, runs on the Director once every package has
	// ended and the launch has succeeded (reductions' partials, atomics'
	// copies); its error is the launch's, and its time the report's
	// Combine.
	combine func(rep *Report) error
	// costs, when set, is the launch's Costs.
	costs Costs
	// widen, set on a leave launch (leave.go), makes its report, of one
	// unit, the report of the Coexecutor it ran for, before the combine
	// and the trace read it; unitIndex is then the unit's index there,
	// for errors.
	widen     func(*Report)
	unitIndex int
}

func toSpace(rng sycl.Space, lws int) (*space, error) {
	if sl, ok := rng.(sycl.Slice); ok {
		return sliceSpace(sl, lws)
	}
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
				s.lws = groupItems
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
		return nil, errors.New("coexecutor: Launch needs a sycl.Range, a sycl.NDRange or a sycl.Slice of one")
	}
	if s.dims < 1 || s.dims > 3 {
		return nil, fmt.Errorf("coexecutor: ranges have 1 to 3 dimensions, not %d", s.dims)
	}
	for d := 0; d < s.dims; d++ {
		if s.global[d] <= 0 {
			return nil, fmt.Errorf("coexecutor: range dimension %d is %d; sizes must be positive", d, s.global[d])
		}
	}
	if !s.nd {
		copy(s.shape[:], s.groupShape())
	}
	return s, nil
}

// sliceSpace is the space of the whole launch sl is part of, with its
// work-groups limited to sl's: the slice must begin at the launch's
// offset plus a multiple of the work-group extent along dimension 0, and
// end at another multiple or at the launch's end.
func sliceSpace(sl sycl.Slice, lws int) (*space, error) {
	whole := sl.Whole()
	if _, nested := whole.(sycl.Slice); nested || whole == nil {
		return nil, fmt.Errorf("coexecutor: slice %v is not a slice of a Range or an NDRange", sl)
	}
	s, err := toSpace(whole, lws)
	if err != nil {
		return nil, err
	}
	lo, hi := sl.Bounds()
	lo, hi = lo-s.off[0], hi-s.off[0]
	switch {
	case lo < 0 || hi > s.global[0] || lo >= hi:
		return nil, fmt.Errorf("coexecutor: slice %v: dimension 0 holds ids [%d,%d)", sl, s.off[0], s.off[0]+s.global[0])
	case lo%s.lws != 0 || (hi%s.lws != 0 && hi != s.global[0]):
		return nil, fmt.Errorf("coexecutor: slice %v does not cut along work-groups of %d work-items along dimension 0", sl, s.lws)
	}
	s.g0, s.g1 = lo/s.lws, (hi+s.lws-1)/s.lws
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
func (ce *Coexecutor) remember(key string, gl *guardLaunch, c *commander) Memory {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	old := ce.history[key]
	m := gl.remember(old)
	m.LinkSpeed = c.linkSpeeds(old.LinkSpeed)
	m.held = c.holds()
	ce.keepLocked(key, m)
	return m
}

// keepLocked keeps m as what ce remembers of key's computation, under
// ce.mu. A bound: a computation more than 1024 would hold makes ce
// forget the others rather than grow without end.
func (ce *Coexecutor) keepLocked(key string, m Memory) {
	if _, ok := ce.history[key]; !ok && len(ce.history) >= 1024 {
		clear(ce.history)
	}
	ce.history[key] = m
}

func (ce *Coexecutor) run(ctx context.Context, s *space, key string, hk hooks) (*Report, error) {
	if lv, ok := ce.onLeave(key, s); ok {
		return ce.runOnLeave(ctx, lv, s, key, hk)
	}
	powers, unknown, mem := ce.powers(key)
	setup := Setup{Groups: s.groups(), PowersUnknown: unknown, Resident: ce.cfg.keep, Units: make([]UnitInfo, 0, len(ce.units))}
	for i, u := range ce.units {
		ui := UnitInfo{Device: u.dev.Name(), GPU: u.dev.Type() == sycl.TypeGPU, ComputeUnits: u.dev.Info().ComputeUnits, Power: powers[i], HostMemory: u.dev.UsesHostMemory(), noBuild: u.dev.IsNative()}
		ui.GivesBack = !ce.cfg.guard.Off && yieldable(u, s, hk)
		switch {
		case u.dev.IsNative() && (!s.nd || hk.kernel != nil && !hk.kernel.UsesNDItem):
			// Its workers share a work-group's items: those of a basic
			// range, or of an nd-range whose work-items use no
			// work-group (sycl.NativeLaunch).
			ui.Occupancy = 1
		case ui.GPU:
			ui.Occupancy = gpuFill(u.dev.Info(), s) // 0: one work-group per compute unit
		}
		setup.Units = append(setup.Units, ui)
	}
	if hk.costs != nil {
		user := hk.costs
		setup.Costs = func(lo, hi int) float64 {
			p := s.pkg(0, 0, nil, lo, hi)
			return user(p.Offset, p.Size)
		}
	}
	place, err := setupPlaces(setup, "Costs", hk.what)
	if err != nil {
		return nil, err
	}
	var sched Scheduler
	err = protect("Policy.New", func() (err error) { sched, err = ce.policy.New(setup); return err })
	if err == nil && sched == nil {
		err = errors.New("Policy.New returned neither a Scheduler nor an error")
	}
	if err != nil {
		return nil, fmt.Errorf("coexecutor: %s: %w", ce.policyName, err)
	}
	gl := ce.cfg.guard.start(setup.Groups, guardPriors(setup, mem))
	gl.weigh(mem)
	if hk.completed != nil {
		// Completion callbacks run one at a time, whichever unit reports.
		var cmu sync.Mutex
		f := hk.completed
		hk.completed = func(p Package) { cmu.Lock(); defer cmu.Unlock(); f(p) }
	}
	start := time.Now()
	c := newCommander(ctx, setup.Groups, len(ce.units), sched, gl, func() time.Duration { return time.Since(start) })
	c.hold(setup.Resident, mem.held)
	c.costsBy(place, hk.kernel != nil && hk.kernel.EvenCost)
	// By default a piece is no smaller than a package of Dynamic's (the
	// launch's granularity, m packages): Static's shares and HGuided's
	// first packages run in pieces, packages as small as that whole. A
	// Pipeline(n) the user set is honoured down to the device's fill
	// alone: on one GPU (m = 4) the launch's granularity would otherwise
	// cap every n at 4 pieces, leaving a quarter of the package's copy
	// out, the last piece's, unoverlapped whatever n asks.
	// The default sizes pieces by the link rule (pieces.go) where it
	// can, and falls back to defaultPieces with that granularity.
	if ce.cfg.pieces == 0 {
		c.pieceMin = max(1, setup.Groups/launchPackages(ce.policy, setup))
	}
	lastMoves, lastBytes := ce.lastMoves(key)
	c.startMoves(lastMoves)
	c.startBytes(lastBytes)
	builds := make([]*build, len(ce.units))
	for i, u := range ce.units {
		if !u.dev.UsesHostMemory() {
			c.pieces[i] = cmp.Or(ce.cfg.pieces, defaultPieces)
			c.links[i] = u.linkOf() // unknown unless Pipeline's default measured it
			ui := setup.Units[i]
			c.fill[i] = max(fill(ui), DefaultGroupsPerCU*max(1, ui.ComputeUnits))
		}
	}
	if hk.kernel != nil {
		for i := range ce.units {
			if builds[i] = ce.building(i, hk.kernel); builds[i] != nil {
				c.building(i, builds[i].start.Sub(start))
			}
		}
	}
	var (
		drv driver
		md  *mergedDriver
	)
	if ce.cfg.merged {
		md = newMerged(c)
		md.prefer = ce.native
		drv = md
	} else {
		drv = newDirector(c)
	}
	rep := &Report{Policy: ce.policyName, Units: make([]UnitReport, len(ce.units))}
	l := &launchState{ctx: ctx, s: s, hk: hk, drv: drv, start: start, rep: rep, depth: ce.cfg.depth, usm: memory.NewSession(), giveBack: gl.on, hostLeft: ce.hostLeft, besideLeft: ce.besideLeft}
	// No package in flight yet, but work beside the launches may be.
	defer ce.attachBeside(l)()
	if ce.cfg.keepUSM {
		l.usm.Keep()
	}
	for _, b := range builds {
		if b != nil {
			l.builds++
		}
	}
	l.setShare()
	// The launch ends when no unit runs its loop and either no build is
	// pending or the work is done (or failed): a unit still building
	// does not hold it up, its build goes on in the background, and it
	// joins a later launch. active counts the loops running (or about to
	// run: a loop that starts another counts it first); it drops under
	// jm.
	var (
		jm      sync.Mutex
		jc      = sync.NewCond(&jm)
		active  atomic.Int32
		pending int
		ended   bool
		late    = make([]bool, len(ce.units))
	)
	loop := func(ui int, u *unit, first *grant) {
		l.unitLoop(ui, u, first)
		l.running(u, -1)
		jm.Lock()
		active.Add(-1)
		jc.Broadcast()
		jm.Unlock()
	}
	// A dormant unit given work starts its loop (mergedDriver): from a
	// unit's loop, which counts in active until it ends, or from a unit
	// that joins late, which counts too.
	wake := func(ui int, g grant) {
		active.Add(1)
		l.running(ce.units[ui], 1)
		go loop(ui, ce.units[ui], &g)
	}
	for i, u := range ce.units {
		rep.Units[i] = UnitReport{Device: u.dev.Name(), Power: powers[i]}
	}
	// The unit whose loop the launch's goroutine runs (the Director's
	// driver): the native device's where it is ready, else the first
	// ready (startFirst).
	inline, spawned := ce.native, false
	if inline < 0 || builds[inline] != nil {
		inline = slices.Index(builds, nil)
	}
	jm.Lock() // the units that start count down under it
	for i, u := range ce.units {
		if b := builds[i]; b != nil {
			pending++
			go func(ui int, u *unit) {
				<-b.done
				jm.Lock()
				pending--
				if ended {
					jm.Unlock()
					return
				}
				active.Add(1)
				jm.Unlock()
				// The packages in flight that can give back what they
				// have not started do, for the guard to hand it out
				// again with this unit among the takers.
				l.yield()
				drv.join(ui)
				l.running(u, 1)
				loop(ui, u, nil)
			}(i, u)
			continue
		}
		if md != nil {
			md.sleep(i, wake)
			continue
		}
		active.Add(1)
		l.running(u, 1)
		if i == inline {
			continue
		}
		go loop(i, u, nil)
		spawned = true
	}
	jm.Unlock()
	switch {
	case md != nil:
		// The first unit given work (the native device's, where it gets
		// work: startFirst) runs its loop on the launch's goroutine: its
		// first package is submitted, and the launch goes on once its
		// last has ended, without a hand-off to another goroutine; the
		// units given none have no goroutine.
		if ui, g, others, ok := md.adopt(); ok {
			active.Add(1)
			l.running(ce.units[ui], 1)
			startFirst(others)
			loop(ui, ce.units[ui], &g)
		}
	case inline >= 0:
		startFirst(spawned)
		loop(inline, ce.units[inline], nil)
	}
	jm.Lock()
	for active.Load() > 0 || (pending > 0 && !drv.over()) {
		jc.Wait()
	}
	ended = true
	rep.host = l.host
	rep.host.Loops = time.Since(start)
	for i, b := range builds {
		if b != nil {
			select {
			case <-b.done:
				// b.end follows start: the build was still in ce.builds
				// when the launch looked it up, after start.
				rep.Units[i].Joined, rep.Units[i].Built = b.end.Sub(start), b.end.Sub(b.start)
			default:
				late[i] = true
				rep.Units[i].Built = time.Since(b.start)
			}
		}
	}
	jm.Unlock()
	drv.stop()
	// Every package has ended: coarse-grained USM allocations go back to
	// the host.
	usmErr := l.usm.End()
	rep.Total = time.Since(start)
	ending := l.usm.Ending()
	for i, u := range ce.units {
		gl.closedAfter(i, ending[memory.LocationOf(u.dev)])
	}
	heads := gl.headNotes()
	for i, note := range gl.notes() {
		rep.Units[i].Guard, rep.Units[i].Head = note, heads[i]
		if late[i] {
			rep.Units[i].Joined = rep.Total
		}
		if late[i] && note.IsZero() {
			rep.Units[i].Guard = GuardNote{g: guardNote{kind: noteBuilding}, built: rep.Units[i].Built}
		}
	}
	moves := l.usm.Stats()
	for i, u := range ce.units {
		m := moves[memory.LocationOf(u.dev)]
		rep.Units[i].USM = USMMoves{m.Maps, m.Unmaps, m.CopiesIn, m.CopiesOut, m.BytesIn, m.BytesOut}
	}
	rep.finish()
	if !hk.begin.IsZero() {
		rep.Setup = start.Sub(hk.begin)
	}
	rep.host.Ended = time.Since(start)
	if hk.widen != nil {
		hk.widen(rep)
	}
	switch {
	case c.failure != nil && c.fatal:
		err = c.failure
	case ctx.Err() != nil:
		err = ctx.Err()
	case c.failure != nil:
		err = c.failure
	case c.remaining() > 0:
		err = errors.New("coexecutor: internal error: work left undone")
	case usmErr != nil:
		err = fmt.Errorf("coexecutor: %s: giving USM allocations back to the host: %w", hk.what, usmErr)
	case hk.combine != nil:
		t := time.Now()
		err = hk.combine(rep)
		rep.Combine = time.Since(t)
	}
	if ce.cfg.trace != nil {
		// The writer is the user's: its panic or error is the launch's
		// error, after the launch's own, whose bookkeeping below still
		// runs.
		if terr := protect("Trace writer", func() error { return rep.WriteTrace(ce.cfg.trace) }); terr != nil {
			terr = fmt.Errorf("coexecutor: writing the trace: %w", terr)
			if err == nil {
				return rep, terr
			}
			err = fmt.Errorf("%w; %w", err, terr)
		}
	}
	if err != nil {
		l.mu.Lock()
		if hk.widen != nil && c.failure != nil && !c.fatal && ctx.Err() == nil && len(rep.Packages) == 0 && len(l.overwritten) == 0 && len(l.usmOverwritten) == 0 {
			// A leave launch whose package failed, put back, with
			// nothing else run: it runs again with every unit (leave.go).
			l.mu.Unlock()
			rep.rerun = true
			return rep, err
		}
		undefined(l.redo, l.wrote, false, err)
		undefined(l.overwritten, l.wrote, true, err)
		lost := usmLost(l.usmOverwritten, l.wrote)
		l.mu.Unlock()
		if lost != nil {
			err = fmt.Errorf("%w; %w", err, lost)
		}
		return rep, err
	}
	m := ce.remember(key, gl, c)
	ce.keepMoves(key, c.leftMoves(), c.leftBytes())
	ce.grantLeave(key, s, gl, m, slices.ContainsFunc(builds, func(b *build) bool { return b != nil }))
	return rep, nil
}

// defaultPieces is Pipeline's default.
const defaultPieces = 4

// launchState is one launch's state shared by its units.
type launchState struct {
	ctx   context.Context
	s     *space
	hk    hooks
	drv   driver
	start time.Time
	depth int
	usm   *memory.Session // the launch's USM uses (memory.Session)
	// cores switches how many of the native device's workers its
	// packages leave idle: hostLeft, to the other units' copies
	// (HostCores), while another unit has a package in flight (copying,
	// under mu), none otherwise, so that the cores left to
	// copies never idle while none copies (the weighing left the launch
	// to the native unit alone, the guard left the others out, they
	// build their programs or ran out of work). While another unit
	// builds its program (builds), or another unit's loop runs (others,
	// under mu) while the native workers hold every processor (no other
	// unit's package in flight, or a native device that leaves no cores:
	// hostLeft 0), the native packages' workers also share their
	// processors (cgroup.Cores.SetShare, setShare): a build that ends and
	// the unit's join, or a unit's next package (asked for, prepared,
	// submitted: copies) and its end, wait for a processor, and with
	// every worker holding one they would wait for the native package to
	// end or the runtime to preempt a worker.
	cores    cgroup.Cores
	copying  int
	others   int
	hostLeft int
	// besideOn: work beside the launches is in flight (beside.go), under
	// mu; the native packages leave besideLeft workers idle meanwhile.
	besideOn   bool
	besideLeft int

	mu  sync.Mutex // guards rep, redo, overwritten, usmOverwritten and wrote
	rep *Report
	// What a launch that fails leaves lost (undefined): redo are the
	// outputs failed packages left to be written again (restore),
	// overwritten those whose host bytes a failed package's copy home
	// overwrote (memory.ErrCopiedFailed), usmOverwritten the same of USM
	// allocations (the launch's error names them: usmLost), wrote those
	// of the packages that succeeded, which the others' losses leave out.
	redo, overwritten, usmOverwritten, wrote []output
	// host is the first package's timeline (Report.host), written by the
	// goroutine of the unit that runs it, read once the loops have ended.
	host hostTimes
	// yields are the packages in flight that give back what they have
	// not started when a unit joins late (yieldable), by ID; under mu.
	// giveBack tells that they do: the guard is on (Guard.Off hands out
	// packages as the scheduler sized them, whole).
	yields   map[int]yielding
	giveBack bool
	// builds counts the units still building their programs (under
	// mu): a package gives back only while one does, for it is a join
	// that takes the work back (yield).
	builds int
}

// yielding is a package in flight that can give back what it has not
// started.
type yielding struct {
	y *cgroup.Yield
	p Package
}

// yieldable tells whether unit u's packages of the launch give back the
// work-groups they have not started when a unit joins late (Guard,
// "Late joiners"): the native device's packages of a one-dimensional
// kernel launch whose results need no gathering after its packages
// (reductions, atomics).
func yieldable(u *unit, s *space, hk hooks) bool {
	return u.dev.IsNative() && s.dims == 1 && hk.kernel != nil && hk.last == nil && hk.after == nil && hk.combine == nil
}

// yield makes the packages in flight that can give back the work-groups
// they have not started: a unit joined late, and the guard hands the
// work out again with it among the takers. It is called once per unit
// that joins.
//
// The Commander frees what they give back before it learns that they
// ended: finish decides what a package ran under mu too, after its
// entry here is gone.
func (l *launchState) yield() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.builds--
	l.setShare()
	for _, y := range l.yields {
		y.y.Stop()
		if g, ok := l.kept(y.y, y.p); ok {
			p := y.p
			p.gave = p.Groups - g
			l.drv.gaveBack(p)
		}
	}
}

// pendingBuilds is how many units of the launch are still building their
// programs (builds).
func (l *launchState) pendingBuilds() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.builds
}

// kept is the work-groups package p ran, when its yield y stopped it
// before its end; ok is false when it runs whole.
func (l *launchState) kept(y *cgroup.Yield, p Package) (groups int, ok bool) {
	ran, stopped := y.Ran()
	if !stopped || ran >= p.Size || ran <= 0 || ran%l.s.lws != 0 {
		return 0, false
	}
	return ran / l.s.lws, true
}

// inflight is a package handed to a unit.
type inflight struct {
	p   Package
	q   *sycl.Queue // the queue it was submitted to
	ev  *sycl.Event // nil: not submitted, err says why
	err error
	// fatal: err fails the launch (user code failed: the package must not
	// run again)
	fatal bool
	outs  []output // what the package writes
	// home waits for the package's outputs to come home (hooks.home),
	// nil when they do not come home chained.
	home func() (Moved, error)
	// tail waits for the unit's results brought home after the package
	// (hooks.last), nil when none were.
	tail func()
	// yield stops the package part-way when a unit joins late (nil:
	// it runs whole).
	yield *cgroup.Yield
}

// unitLoop is a Coexecution Unit: it takes packages, submits them (keeping
// up to depth in flight, so the next package's transfers overlap this
// one's kernel) and reports each completion.
//
// Once nothing is left to hand it, the unit's newest package in flight is
// its last unless another fails: hooks.last then chains the unit's
// results home to it, so that they reach the host as the package ends,
// with no second round trip to the device when the Director combines
// them. Should work come back (a package failed elsewhere), the unit
// first ends its packages in flight, whose chained copies home the new
// package's writes to those results would otherwise wait for.
//
// first, when not nil, is the unit's answer to its first request, made
// for it while it was dormant (mergedDriver).
func (l *launchState) unitLoop(ui int, u *unit, first *grant) {
	if loopStarted != nil {
		loopStarted(ui)
	}
	var pending []inflight
	tailed := func() bool {
		for _, f := range pending {
			if f.tail != nil {
				return true
			}
		}
		return false
	}
	chainLast := func(drained bool) {
		if drained && l.hk.last != nil && len(pending) > 0 && !tailed() {
			f := &pending[len(pending)-1]
			if f.ev != nil && f.err == nil {
				f.tail = l.hk.last(f.p, u)
			}
		}
	}
	for {
		var (
			sp      span
			id      int
			v       verdict
			drained bool
		)
		if first != nil {
			sp, id, v, drained = first.s, first.id, first.v, first.drained
			first = nil
		} else {
			sp, id, v, drained = l.drv.next(ui, len(pending) == 0)
		}
		if v == finished {
			break
		}
		if v == wait {
			chainLast(drained)
			l.finish(u, pending[0])
			pending = pending[1:]
			continue
		}
		if tailed() {
			for _, f := range pending {
				l.finish(u, f)
			}
			pending = nil
		}
		p := l.s.pkg(id, ui, u.dev, sp.lo, sp.hi)
		p.Submit = time.Since(l.start)
		pending = append(pending, l.submit(u, p))
		if id == 0 {
			l.host.Submit, l.host.Submitted = p.Submit, time.Since(l.start)
		}
		chainLast(drained)
		if id == 0 {
			l.host.Chained = time.Since(l.start)
		}
		if len(pending) >= l.depth {
			l.finish(u, pending[0])
			pending = pending[1:]
		}
	}
	for _, f := range pending {
		l.finish(u, f)
	}
}

// startFirst lets the units just started on goroutines of their own
// submit their first packages before the launch's goroutine runs its
// unit's loop, when others is set. A goroutine started is runnable on
// the starting goroutine's processor; without a yield it waits for that
// processor, or for an idle one whose thread must first wake (tens to
// hundreds of microseconds, as long as a small launch's GPU kernel),
// while the launch's goroutine submits its own unit's package. Yielding
// once runs the others' submissions on this processor now; each gives it
// back as soon as its package is submitted and it waits. The launch's
// goroutine runs the native device's unit where that has work, so that
// its workers, which take the processors once its package is submitted,
// start last: were the native device's package submitted first, its
// workers could hold every processor while the launch's goroutine waits
// to run again (on two cores, milliseconds).
func startFirst(others bool) {
	if others {
		runtime.Gosched()
	}
}

// submit prepares and submits package p on u. A command group that the
// queue refuses fails the package like a device error (the Commander
// hands it to another unit, and the launch fails when every unit has);
// one whose preparation fails or whose function panics fails the launch,
// and nothing of it is submitted.
func (l *launchState) submit(u *unit, p Package) inflight {
	f := inflight{p: p}
	if !u.dev.IsNative() {
		l.mu.Lock()
		l.copies(u, 1) // until finish
		l.mu.Unlock()
	}
	cg, err := l.hk.prepare(p)
	if err != nil {
		f.err, f.fatal = err, true
		return f
	}
	var perr error
	f.q = u.q.get()
	f.ev, f.err = f.q.Submit(func(h *sycl.Handler) {
		cgroup.SetCancel(h, l.ctx.Done())
		cgroup.SetSession(h, l.usm)
		// The package starts on its device at once, not when the host
		// next waits: the unit prepares its next package meanwhile.
		cgroup.SetFlush(h)
		if u.dev.IsNative() {
			cgroup.SetCores(h, &l.cores)
		}
		if l.giveBack && l.pendingBuilds() > 0 && yieldable(u, l.s, l.hk) {
			f.yield = &cgroup.Yield{Align: l.s.lws}
			cgroup.SetYield(h, f.yield)
		}
		if perr = protect(l.hk.cgName, func() error { cg(h); return nil }); perr != nil {
			cgroup.Abort(h, perr)
			return
		}
		uses := cgroup.Uses(h)
		f.outs = outputsOf(uses, u.dev)
		f.p.moves, f.p.usmDir = usesMove(uses, l.usm, memory.LocationOf(u.dev), l.hk.own)
		f.p.used = usedBytes(uses, l.hk.own)
		f.p.staged = !u.dev.UsesHostMemory() && stagesCopies(uses, l.hk.own)
	})
	if perr != nil {
		f.err, f.fatal = perr, true
	}
	if f.yield != nil && f.err == nil && f.ev != nil {
		l.mu.Lock()
		if l.yields == nil {
			l.yields = map[int]yielding{}
		}
		l.yields[p.ID] = yielding{f.yield, p}
		l.mu.Unlock()
	} else {
		f.yield = nil
	}
	if f.err == nil && f.ev != nil && l.hk.home != nil {
		f.home = l.hk.home(p, u)
	}
	if submitted != nil && f.ev != nil {
		submitted(f.ev)
	}
	return f
}

// loopStarted, set by tests only, sees each unit's loop start.
var loopStarted func(unit int)

// submitted, set by tests only, sees each package's event as soon as
// Submit has returned it, before the unit does anything else.
var submitted func(*sycl.Event)

// finish waits for a package and reports it: to the report, to the
// completion hook and to the Commander, which hands a failed package's
// work to another unit unless the failure is fatal to the launch.
func (l *launchState) finish(u *unit, f inflight) {
	err, fatal := f.err, f.fatal
	if f.ev != nil {
		err = f.ev.Wait()
		if f.p.ID == 0 {
			l.host.Waited = time.Since(l.start)
		}
		f.p.Moved = Moved(cgroup.Moved(f.ev))
	}
	var home Moved
	var herr error
	if f.home != nil {
		// Waited for whatever became of the package: the fetch holds the
		// range until it ends. After a failed package its error is the
		// package's own.
		home, herr = f.home()
	}
	// What the package leaves for a failed launch's end to account for
	// (undefined): outputs to write again, or whose host bytes its copy
	// home overwrote.
	var redo []output
	overwritten := errors.Is(herr, memory.ErrCopiedFailed)
	// A USM copy home chained to the failed kernel that ran (sycl's
	// command error wraps memory.ErrCopiedFailed): the host's bytes of the
	// package's USM outputs hold what the failure left.
	usmOverwritten := errors.Is(err, memory.ErrCopiedFailed)
	f.p.End = time.Since(l.start)
	f.p.Start = f.p.Submit
	if f.yield != nil {
		l.mu.Lock()
		delete(l.yields, f.p.ID)
		if g, ok := l.kept(f.yield, f.p); ok {
			// It gave back the work-groups after its first g (a unit
			// joined late: yield), which the Commander freed then.
			l.rep.Units[f.p.Unit].GaveBack += f.p.Size - g*l.s.lws
			f.p.Groups, f.p.Size = g, g*l.s.lws
		}
		l.mu.Unlock()
	}
	if err == nil {
		if prof, perr := f.ev.Profile(); perr == nil {
			// The device's own duration, ending when the host saw it end.
			f.p.Start = max(f.p.Submit, f.p.End-prof.Duration())
			f.p.Prof = prof
		}
		if l.hk.after != nil || f.home != nil {
			// The package's results are on its device: failing to bring
			// them home fails the launch rather than run it again.
			err = herr
			if err == nil && l.hk.after != nil {
				var more Moved
				more, err = l.hk.after(f.p, u)
				home.Add(more)
			}
			f.p.Moved.Add(home)
			if home.Total() > 0 {
				f.p.moves = movesData
			}
			fatal = err != nil
			f.p.End = time.Since(l.start)
		}
	} else if f.ev != nil {
		var ok bool
		ok, redo = retriable(err, f.outs, memory.LocationOf(u.dev))
		fatal = !ok
	}
	ran := err == nil // the package completed (its hook may yet fail the launch)
	if ran && l.hk.completed != nil {
		err = protect("PackageCompleter.Completed", func() error { l.hk.completed(f.p); return nil })
		fatal = err != nil
	}
	var stop error // ends the launch: no package runs again
	if err != nil {
		if f.ev != nil {
			u.q.renew(f.q)
		}
		named := f.p
		if l.hk.widen != nil {
			named.Unit = l.hk.unitIndex // a leave launch's unit, as its Coexecutor numbers it
		}
		err = fmt.Errorf("coexecutor: %s: %v (%s): %w", l.hk.what, named, u.dev.Name(), err)
		switch {
		case l.ctx.Err() != nil:
			// Cancelled: the launch returns ctx.Err(), and the package,
			// which may have run in part, does not run again.
			stop = l.ctx.Err()
		case fatal:
			stop = err
		}
	}
	if f.tail != nil {
		f.tail()
	}
	if f.p.ID == 0 {
		l.host.Tailed = time.Since(l.start)
	}
	l.mu.Lock()
	if err != nil {
		ur := &l.rep.Units[f.p.Unit]
		ur.Retired = true
		if ur.Err == nil {
			ur.Err = err
		}
	}
	if ran {
		l.rep.Packages = append(l.rep.Packages, f.p)
		l.wrote = append(l.wrote, f.outs...)
	} else {
		l.rep.Failed = append(l.rep.Failed, f.p)
	}
	l.redo = append(l.redo, redo...)
	if overwritten {
		l.overwritten = append(l.overwritten, f.outs...)
	}
	if usmOverwritten {
		l.usmOverwritten = append(l.usmOverwritten, f.outs...)
	}
	l.copies(u, -1)
	l.mu.Unlock()
	l.drv.completed(f.p, err, stop)
}

// copies counts a package of unit u in flight (d = 1, as it is prepared)
// or ended (d = -1, its results home), under mu, and switches the native
// device's packages to all its workers while no other unit's package is
// in flight (launchState.cores).
func (l *launchState) copies(u *unit, d int) {
	if !u.dev.IsNative() {
		l.inFlight(d)
	}
}

// inFlight counts a package of another unit than the native one in
// flight (d = 1) or ended (d = -1), under mu, and switches the native
// packages' workers (cores, setShare).
func (l *launchState) inFlight(d int) {
	l.copying += d
	l.setCores()
	l.setShare()
}

// setCores switches how many of the native device's workers the native
// packages leave idle, under mu: hostLeft while another unit's package
// is in flight, besideLeft more while work beside the launches is
// (beside.go), none otherwise.
func (l *launchState) setCores() {
	left := 0
	if l.copying > 0 {
		left += l.hostLeft
	}
	if l.besideOn {
		left += l.besideLeft
	}
	l.cores.Set(left)
}

// running counts the loop of unit u started (d = 1, before its goroutine
// runs: with every processor held by the native device's workers it
// would not run to count itself) or ended (d = -1), and switches whether
// the native packages share their processors (setShare).
func (l *launchState) running(u *unit, d int) {
	if !u.dev.IsNative() {
		l.mu.Lock()
		l.looping(d)
		l.mu.Unlock()
	}
}

// looping counts the loop of another unit than the native one started
// (d = 1) or ended (d = -1), under mu, and switches whether the native
// packages share their processors (setShare).
func (l *launchState) looping(d int) {
	l.others += d
	l.setShare()
}

// setShare has the native packages' workers share their processors
// while another unit builds its program, or while another unit's loop
// runs and the workers hold every processor: none of the other units'
// packages is in flight (all the workers compute then:
// launchState.cores), or the native device leaves no cores to them
// (HostCores), under mu (or before the loops start).
func (l *launchState) setShare() {
	l.cores.SetShare(l.builds > 0 || l.others > 0 && (l.copying == 0 || l.hostLeft == 0))
}
