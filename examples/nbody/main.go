// Command nbody is GoSYCL's demo: an N-body simulation co-executed on
// every device found. Each time step is one co-executed launch of the
// kernel Step (kernel.go, a Go function translated by kgen): the
// scheduler cuts the bodies into packages and hands them to the devices
// as they become idle, and the coexecutor learns each device's speed from
// one step to the next, so that the packages follow the measured speeds.
// The result is checked against a float64 simulation on the host.
//
// Usage:
//
//	nbody [-n 4096] [-steps 10] [-devices all] [-sched hguided] [-buffers | -usm] [-warmup] [-check=false] [-v] [-trace dir] [-exectrace file]
//	mpirun -np 2 nbody -mpi [-keep] [-per-rank] [-net-latency d] [-n ...] [-devices ...]      (a binary built with -tags mpi)
//
// -devices is a comma-separated list of selectors, each choosing one more
// device: native (the Go device), cpu (an OpenCL CPU device such as PoCL
// before the native one), gpu, or a substring of a device name; all adds
// every remaining visible device (GOSYCL_DEVICE filters what is visible).
// -sched is the scheduler: static, dynamic or hguided. -buffers (the
// default) keeps the bodies in buffer.Buffer, whose accessors move only
// the parts each device lacks; -usm keeps them in shared USM allocations
// of one OpenCL device, used directly by the others that can. -v prints
// each step's coexecutor report too; -trace writes each step's packages
// as a Chrome trace-event timeline into a directory (step-N.json; with
// -mpi, rank 0's last launch on its own devices in the step);
// -exectrace writes a Go execution trace of the steps into a file, each
// step a region nbody.step, in which go tool trace shows where a step's
// time goes on the host. -check=false skips the float64 check, whose
// cost grows as n² (for timing large runs). A flag of -mpi's (-keep,
// -per-rank or -net-latency) without it is an error.
//
// -mpi co-executes each step across the ranks of an MPI job
// (coexecutor/cluster): rank 0 hands each rank a share of the bodies by
// its measured speed, sends it the positions and velocities its bodies
// read, and gathers the new ones; each rank co-executes its share on its
// own -devices (GOSYCL_DEVICE, set per rank with mpirun's -x, gives
// ranks different devices). Rank 0 prints the steps, the bytes exchanged
// and the check. -keep leaves each rank's bodies on it between steps
// (cluster.Config.KeepOutputs): a step moves to a rank only the bodies
// it lacks, from the rank that holds them, and the bodies come back to
// rank 0 once, after the last step. The binary must be built with -tags
// mpi and run under mpirun; otherwise -mpi fails with an error that says
// so. -per-rank adds, after each step, each rank's time in it (its
// busy time, when its last results reached rank 0, and its first
// package of the kernel, which the cluster does not count in its speed),
// how rank 0's devices split its part, and the node-level guard's notes, and after the steps each rank's
// median and slowest step: where a step is slow, they say which rank
// made it so.
//
// Step 1 includes the kernel's program builds: the devices build in the
// background, the step starts on those that are ready, and a device still
// building joins a later step. -warmup instead builds and runs the kernel
// on every device before step 1, one device after another, and reports
// that time apart ("the warm-up").
//
// The defaults, 4096 bodies and 10 steps (168 million interactions), take
// about 2 s on a 2-core machine with PoCL and the native device: the steps
// half a second, the float64 check a second. The first run on a machine
// adds PoCL's compilation of the kernel, about a second (PoCL caches it).
//
// # The simulation
//
// Bodies start uniformly in a ball of radius 1, with a total mass of 1,
// turning about the z axis with a small random velocity added. Gravity
// (G = 1) is softened with a length of 0.05; each step of dt = 0.005
// updates the velocities, then the positions (symplectic Euler). Positions
// and velocities are mgl32.Vec4 (w is the mass for positions); two sets
// of them, read and written alternately, hold the state: a step reads one
// and writes the other.
//
// # Output and check
//
// For each step: its time, the packages and bodies each device took, and
// the balance (the earliest device's finishing time over the latest's, 1
// being perfect); then the totals per device. The final positions must
// agree with a float64 simulation from the same initial state within
// 1e-3 of the system's extent (its largest distance from the centre of
// mass); float32 arithmetic and the devices' fused multiply-adds and
// reciprocal square roots differ from it far less over a few steps. The
// relative drift of the total energy (kinetic plus softened potential) is
// printed for both simulations. It exits with status 1 and a message when
// anything fails or the check does not pass.
package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"runtime/trace"
	"slices"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/cluster"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// The simulation's constants.
const (
	dt        float32 = 0.005                 // time step
	softening float32 = 0.05                  // gravity's softening length
	eps2              = softening * softening // the kernel's parameter
	tolerance         = 1e-3                  // allowed position error, relative to the system's extent
	groupSize         = 64                    // bodies per work-group: the scheduler's unit of work
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return
		}
		fmt.Fprintln(os.Stderr, "nbody:", err)
		os.Exit(1)
	}
}

// run is the program: it parses args, simulates, checks and writes the
// figures to w.
func run(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("nbody", flag.ContinueOnError)
	n := fs.Int("n", 4096, "number of bodies")
	steps := fs.Int("steps", 10, "time steps (one co-executed launch each)")
	devices := fs.String("devices", "all", "comma-separated device selectors: native, cpu, gpu, all, or a substring of a device name")
	sched := fs.String("sched", "hguided", "scheduler: static, dynamic or hguided")
	useUSM := fs.Bool("usm", false, "keep the bodies in shared USM allocations")
	useBuffers := fs.Bool("buffers", false, "keep the bodies in buffers (the default)")
	verbose := fs.Bool("v", false, "print each step's coexecutor report")
	traceDir := fs.String("trace", "", "write each step's packages as a Chrome trace-event timeline to step-N.json in this directory (open it in Perfetto)")
	warm := fs.Bool("warmup", false, "build the kernel and run it once on every device before the first step (not counted in the steps); without it the first step includes the builds, and a device still building joins a later step; with -mpi, every rank builds the kernel on its devices before the first step")
	doCheck := fs.Bool("check", true, "compare the result with a float64 simulation on one core (O(n²) per step: minutes for 64k bodies)")
	useMPI := fs.Bool("mpi", false, "co-execute across the ranks of an MPI job (run under mpirun; a binary built with -tags mpi)")
	keep := fs.Bool("keep", false, "with -mpi: leave each rank's bodies on it between steps (cluster.Config.KeepOutputs): a step moves to a rank only the positions and velocities it lacks, peer to peer, and the bodies come back to rank 0 once, at the end")
	perRank := fs.Bool("per-rank", false, "with -mpi: after each step, each rank's time in it (its packages, bodies, busy time, when its last results reached rank 0, and its first package's time, which the Director does not measure) and the node-level guard's notes; after the steps, each rank's median and slowest step")
	execTrace := fs.String("exectrace", "", "write a Go execution trace of the steps to this file, each step a region nbody.step (`go tool trace` shows where its time goes); with -mpi, rank 0's, without the warm-up, where the cluster's phases of each launch are regions too (coexecutor/cluster's documentation names them)")
	netLatency := fs.Duration("net-latency", 0, "with -mpi: the prior of a message's one-way latency until measured (cluster.Config.Latency; 0: its default); a prior so long that no node's probe could pay keeps every launch on rank 0, which shows what an idle rank costs")
	fs.SetOutput(w)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if *n <= 0 || *n > math.MaxInt32 || *steps <= 0 {
		return fmt.Errorf("-n must be between 1 and %d and -steps positive (got %d and %d)", math.MaxInt32, *n, *steps)
	}
	if *useUSM && *useBuffers {
		return errors.New("-usm and -buffers exclude each other")
	}
	if err := modeFlags(fs, *useMPI); err != nil {
		return err
	}
	policy, err := coexecutor.PolicyByName(*sched)
	if err != nil {
		return err
	}
	devs, err := coexecutor.DevicesBySpec(*devices)
	if err != nil {
		return err
	}
	if *traceDir != "" {
		// Made once the arguments are checked, before the first step: a
		// directory that cannot be made is an error before anything runs.
		if err := os.MkdirAll(*traceDir, 0o755); err != nil {
			return fmt.Errorf("-trace: %w", err)
		}
	}
	if *useMPI {
		if *useUSM {
			return errors.New("-mpi keeps the bodies in buffers: -usm does not apply")
		}
		return runCluster(*n, *steps, policy, devs, cluster.Config{LocalSize: groupSize, Latency: *netLatency, KeepOutputs: *keep}, clusterOut{verbose: *verbose, perRank: *perRank, check: *doCheck, warm: *warm, trace: *traceDir, execTrace: *execTrace}, w)
	}
	ce, err := coexecutor.New(policy, coexecutor.DeviceList(devs...), coexecutor.LocalSize(groupSize))
	if err != nil {
		return err
	}
	defer ce.Close()

	mem := "buffers"
	if *useUSM {
		mem = "usm"
	}
	pos, vel := initial(*n)
	fmt.Fprintf(w, "nbody: %d bodies, %s of dt=%g (softening %g), %s scheduler, %s, on %s:\n",
		*n, plural(*steps, "step"), dt, softening, policy.Name(), mem, plural(len(devs), "device"))
	for i, d := range devs {
		fmt.Fprintf(w, "  [%d] %s\n", i, d)
	}

	s := &stepper{n: *n, usm: *useUSM, units: len(devs), warm: *warm}
	// The buffers take the host memory they wrap: give them copies.
	s.host[0] = state{append([]mgl32.Vec4(nil), pos...), append([]mgl32.Vec4(nil), vel...)}
	s.host[1] = state{make([]mgl32.Vec4, *n), make([]mgl32.Vec4, *n)}
	final, total, err := simulate(ce, s, *steps, output{verbose: *verbose, traceDir: *traceDir, execTrace: *execTrace}, w)
	if err != nil {
		for _, m := range s.warnings {
			fmt.Fprintln(w, "warning:", m)
		}
		return err
	}
	summary(w, s, *n, *steps, total)
	if !*doCheck {
		return nil
	}

	start := time.Now()
	ref := reference(pos, vel, *steps)
	refTime := time.Since(start)
	return check(w, pos, vel, final, ref, refTime)
}

// modeFlags rejects the flags set on the command line that the mode
// ignores: the cluster's flags without -mpi.
func modeFlags(fs *flag.FlagSet, mpi bool) error {
	var err error
	fs.Visit(func(f *flag.Flag) {
		switch {
		case err != nil:
		case !mpi && (f.Name == "keep" || f.Name == "per-rank" || f.Name == "net-latency"):
			err = fmt.Errorf("-%s applies with -mpi only", f.Name)
		}
	})
	return err
}

// simulate runs the steps and returns the final state and the time they
// took.
func simulate(ce *coexecutor.Coexecutor, s *stepper, steps int, out output, w io.Writer) (final state, total time.Duration, err error) {
	// Whatever happens, free the memory; the final state comes from there.
	defer func() {
		var rerr error
		final, rerr = s.release()
		err = errors.Join(err, rerr)
	}()
	// An explicit work-group size (when n allows it) keeps OpenCL
	// implementations from choosing one per package: PoCL compiles a
	// variant of the kernel for each work-group size it meets, which
	// costs tens of milliseconds per new package size.
	var rng sycl.Space = sycl.Range1(s.n)
	if s.n%groupSize == 0 {
		rng = sycl.NDRange{Global: sycl.Range1(s.n), Local: sycl.Range1(groupSize)}
	}
	head := "step        time  balance"
	for i := range s.units {
		head += fmt.Sprintf("  %8s  %7s", fmt.Sprintf("[%d] pkgs", i), "bodies")
	}
	fmt.Fprintln(w, head)
	if out.execTrace != "" {
		stop, terr := startTrace(out.execTrace)
		if terr != nil {
			return state{}, 0, terr
		}
		defer func() { err = errors.Join(err, stop()) }()
	}
	for step := 1; step <= steps; step++ {
		start, warmUp := time.Now(), s.warmUp
		var rep *coexecutor.Report
		trace.WithRegion(context.Background(), "nbody.step", func() { rep, err = ce.Run(context.Background(), rng, s) })
		took := time.Since(start) - (s.warmUp - warmUp) // InitUnit's warm-up is not the step's
		if err != nil {
			return state{}, total, fmt.Errorf("step %d: %w", step, err)
		}
		total += took
		s.times = append(s.times, took)
		s.swap()
		s.balance = append(s.balance, rep.Balance)
		line := fmt.Sprintf("%4d  %10v  %7.3f", step, took.Round(10*time.Microsecond), rep.Balance)
		for u, f := range s.figs {
			line += fmt.Sprintf("  %8d  %7d", f.packages, f.items)
			if rep.Units[u].Retired {
				s.warnings = append(s.warnings, fmt.Sprintf("step %d: [%d] retired: %v", step, u, rep.Units[u].Err))
			}
		}
		fmt.Fprintln(w, line)
		if out.verbose {
			fmt.Fprint(w, rep)
		}
		if err := out.trace(step, rep); err != nil {
			return state{}, total, err
		}
	}
	return state{}, total, nil
}

// output is what simulate writes besides the steps' lines: each step's
// report, each step's trace into a directory, and the steps' execution
// trace.
type output struct {
	verbose  bool
	traceDir string
	// execTrace is -exectrace's file: the steps' Go execution trace, each
	// step a region nbody.step.
	execTrace string
}

// trace writes a step's trace to traceDir/step-N.json, where a directory
// is given (run made it).
func (o output) trace(step int, rep *coexecutor.Report) error {
	if o.traceDir == "" {
		return nil
	}
	f, err := os.Create(filepath.Join(o.traceDir, fmt.Sprintf("step-%d.json", step)))
	if err != nil {
		return fmt.Errorf("-trace: %w", err)
	}
	return errors.Join(rep.WriteTrace(f), f.Close())
}

// summary prints the totals per device.
func summary(w io.Writer, s *stepper, n, steps int, total time.Duration) {
	fmt.Fprintf(w, "total: %s in %v (%v per step, not counting the warm-up of %v), %.3g interactions/s\n",
		plural(steps, "step"), total.Round(time.Microsecond), (total / time.Duration(steps)).Round(time.Microsecond),
		s.warmUp.Round(time.Microsecond), float64(n)*float64(n)*float64(steps)/total.Seconds())
	if len(s.times) > 1 {
		// The first step builds the programs and moves the bodies; the
		// median of the steps after it is the steady state.
		after := slices.Clone(s.times[1:])
		slices.Sort(after)
		fmt.Fprintf(w, "first step %v, median of the %s after %v\n", s.times[0].Round(time.Microsecond),
			plural(len(after), "step"), after[len(after)/2].Round(time.Microsecond))
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "device\tpackages\tbodies\tshare\tbusy\tbodies/s\tkB moved per step (to device/to host/device to device)\t")
	for u, f := range s.totals {
		rate := 0.0
		if f.busy > 0 {
			rate = float64(f.items) / f.busy.Seconds()
		}
		kb := func(b int64) string { return fmt.Sprintf("%.1f", float64(b)/1e3/float64(steps)) }
		fmt.Fprintf(tw, "[%d]\t%d\t%d\t%.1f%%\t%v\t%.3g\t%s/%s/%s\t\n", u, f.packages, f.items,
			100*float64(f.items)/float64(n*steps), f.busy.Round(time.Microsecond), rate,
			kb(f.moved.HostToDevice), kb(f.moved.DeviceToHost), kb(f.moved.DeviceToDevice))
	}
	tw.Flush()
	if len(s.balance) > 1 && s.units > 1 {
		mean := 0.0
		for _, b := range s.balance[1:] {
			mean += b
		}
		fmt.Fprintf(w, "balance: %.3f in step 1 (the devices' speeds unknown), %.3f on average over the %s after\n",
			s.balance[0], mean/float64(len(s.balance)-1), plural(len(s.balance)-1, "step"))
	}
	for _, m := range s.warnings {
		fmt.Fprintln(w, "warning:", m)
	}
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// state is the bodies: positions (w = mass) and velocities.
type state struct{ pos, vel []mgl32.Vec4 }

// figures are a device's share of the work.
type figures struct {
	packages, items int
	busy            time.Duration
	moved           coexecutor.Moved // bytes copied for the device's packages
}

// stepper is one time step in extended mode: a coexecutor.CommanderKernel
// with the Director and unit hooks. Its two sets of bodies live in buffers
// or USM allocations created by the first step's InitDirector; each step
// reads set in and writes set 1-in, then swap exchanges their roles.
type stepper struct {
	n     int
	usm   bool
	units int

	host       [2]state // the buffers' host memory
	bpos, bvel [2]*buffer.Buffer[mgl32.Vec4]
	upos, uvel [2]usm.Ptr[mgl32.Vec4]
	ready      bool
	in         int // the set holding the current state

	warm   bool // InitUnit warms the devices up
	warmed []bool
	warmUp time.Duration

	mu       sync.Mutex
	figs     []figures       // this step's, per unit
	totals   []figures       // all steps', per unit
	warnings []string        // failed warm-ups, retired units
	balance  []float64       // per step
	times    []time.Duration // per step, the warm-up apart
}

// InitDirector creates the memory on the first step, and starts each
// step's figures.
func (s *stepper) InitDirector(d *coexecutor.Director) error {
	s.figs = make([]figures, s.units)
	if s.ready {
		return nil
	}
	s.totals = make([]figures, s.units)
	s.warmed = make([]bool, s.units)
	s.ready = true
	if !s.usm {
		for k := range s.host {
			s.bpos[k], s.bvel[k] = buffer.New(s.host[k].pos), buffer.New(s.host[k].vel)
		}
		return nil
	}
	// Shared allocations of an OpenCL device (a GPU if there is one): the
	// native device can use them, not the other way round.
	owner := d.Units()[0]
	for _, u := range d.Units() {
		if owner.Device.IsNative() || (u.Device.Type() == sycl.TypeGPU && owner.Device.Type() != sycl.TypeGPU) {
			owner = u
		}
	}
	for k := range s.host {
		var err error
		if s.upos[k], err = usm.MallocShared[mgl32.Vec4](owner.Queue, s.n); err != nil {
			return err
		}
		if s.uvel[k], err = usm.MallocShared[mgl32.Vec4](owner.Queue, s.n); err != nil {
			return err
		}
	}
	pos, err := s.upos[0].Slice()
	if err != nil {
		return err
	}
	vel, err := s.uvel[0].Slice()
	if err != nil {
		return err
	}
	copy(pos, s.host[0].pos)
	copy(vel, s.host[0].vel)
	return nil
}

// InitUnit, with -warmup, builds the kernel on the unit's device before
// its first package, so that the steps time the simulation only: PoCL compiles the
// kernel with LLVM, then a variant for the first work-group size and
// global offset it meets, and another for the first non-zero offset. The
// warm-up launches one work-group at offset 0, then one at the next, on
// scratch buffers. A failure is only noted: the unit's packages would fail
// too, and the coexecutor hands them to the other units.
func (s *stepper) InitUnit(u coexecutor.Unit) error {
	if !s.warm || s.warmed[u.Index] {
		return nil
	}
	s.warmed[u.Index] = true
	start := time.Now()
	defer func() { s.warmUp += time.Since(start) }()
	bufs := make([]*buffer.Buffer[mgl32.Vec4], 4)
	for i := range bufs {
		bufs[i] = buffer.New(make([]mgl32.Vec4, 2*groupSize))
	}
	var err error
	for _, off := range []int{0, groupSize} {
		var rng sycl.Space = sycl.Range1(groupSize).WithOffset(off)
		if s.n%groupSize == 0 { // as the steps launch it
			rng = sycl.NDRange{Global: sycl.Range1(groupSize), Local: sycl.Range1(groupSize)}.WithOffset(off)
		}
		_, serr := u.Queue.Submit(func(h *sycl.Handler) {
			h.ParallelFor(rng, StepKernel.Bind(buffer.Read(h, bufs[0]), buffer.Read(h, bufs[1]), 2*groupSize, dt, eps2,
				buffer.DiscardWrite(h, bufs[2]), buffer.DiscardWrite(h, bufs[3])))
		})
		err = cmp.Or(err, serr)
	}
	for _, b := range bufs {
		err = cmp.Or(err, b.Close()) // the first error is enough
	}
	if err != nil {
		s.warnings = append(s.warnings, fmt.Sprintf("warm-up on [%d] failed: %v", u.Index, err))
	}
	return nil
}

// Kernel is the kernel the steps launch: without the warm-up, the
// coexecutor builds it on each device in the background, and a device
// joins the steps once it is built.
func (s *stepper) Kernel() *sycl.Kernel { return StepKernel.Kernel }

// Submit launches the kernel over the package: every position of the
// current set is read, the package's own bodies are written to the other.
func (s *stepper) Submit(pkg coexecutor.Package, h *sycl.Handler) {
	in, out := s.in, 1-s.in
	own := buffer.Range(pkg.Offset, pkg.Size) // work-item i updates body i
	var k sycl.Bound
	if s.usm {
		// Regions tell the runtime which part each unit uses (it copies
		// them for units that cannot share the allocation).
		k = StepKernel.Bind(s.upos[in].Region(0, s.n, buffer.ModeRead), s.uvel[in].Region(own.Off, own.Count, buffer.ModeRead),
			int32(s.n), dt, eps2,
			s.upos[out].Region(own.Off, own.Count, buffer.ModeDiscardWrite), s.uvel[out].Region(own.Off, own.Count, buffer.ModeDiscardWrite))
	} else {
		k = StepKernel.Bind(buffer.Read(h, s.bpos[in]), buffer.Read(h, s.bvel[in], own),
			int32(s.n), dt, eps2,
			buffer.DiscardWrite(h, s.bpos[out], own), buffer.DiscardWrite(h, s.bvel[out], own))
	}
	h.ParallelFor(pkg.Space(), k)
}

// Completed collects the figures of each package.
func (s *stepper) Completed(pkg coexecutor.Package) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, f := range []*figures{&s.figs[pkg.Unit], &s.totals[pkg.Unit]} {
		f.packages++
		f.items += pkg.Items()
		f.busy += pkg.Duration()
		f.moved.Add(pkg.Moved)
	}
}

// swap makes the set just written the current state.
func (s *stepper) swap() { s.in = 1 - s.in }

// release frees the memory and returns the current state.
func (s *stepper) release() (state, error) {
	if !s.ready {
		return state{}, nil
	}
	s.ready = false
	var errs []error
	if !s.usm {
		// Close waits for the devices and writes the data back to the host.
		for k := range s.host {
			errs = append(errs, s.bpos[k].Close(), s.bvel[k].Close())
		}
		return s.host[s.in], errors.Join(errs...)
	}
	cur := state{make([]mgl32.Vec4, s.n), make([]mgl32.Vec4, s.n)}
	pos, err := s.upos[s.in].Slice()
	errs = append(errs, err)
	if err == nil {
		copy(cur.pos, pos)
	}
	vel, err := s.uvel[s.in].Slice()
	errs = append(errs, err)
	if err == nil {
		copy(cur.vel, vel)
	}
	for k := range s.host {
		for _, p := range []usm.Ptr[mgl32.Vec4]{s.upos[k], s.uvel[k]} {
			if p.Len() > 0 {
				errs = append(errs, p.Free())
			}
		}
	}
	return cur, errors.Join(errs...)
}

// initial returns n bodies in a ball of radius 1 with a total mass of 1,
// turning about z, centred and at rest as a whole.
func initial(n int) (pos, vel []mgl32.Vec4) {
	r := rand.New(rand.NewPCG(1, 2))
	b := &bodies64{make([]float64, n), make([]float64, n), make([]float64, n),
		make([]float64, n), make([]float64, n), make([]float64, n), nil}
	var c [6]float64 // the centre of mass and its velocity, times n
	for i := range n {
		x, y, z := 1.0, 1.0, 1.0
		for x*x+y*y+z*z > 1 {
			x, y, z = 2*r.Float64()-1, 2*r.Float64()-1, 2*r.Float64()-1
		}
		b.x[i], b.y[i], b.z[i] = x, y, z
		b.vx[i], b.vy[i], b.vz[i] = -0.7*y+0.1*r.NormFloat64(), 0.7*x+0.1*r.NormFloat64(), 0.1*r.NormFloat64()
		for k, v := range [6]float64{x, y, z, b.vx[i], b.vy[i], b.vz[i]} {
			c[k] += v
		}
	}
	pos, vel = make([]mgl32.Vec4, n), make([]mgl32.Vec4, n)
	f := func(v, c float64) float32 { return float32(v - c/float64(n)) }
	for i := range n {
		pos[i] = mgl32.Vec4{f(b.x[i], c[0]), f(b.y[i], c[1]), f(b.z[i], c[2]), float32(1 / float64(n))}
		vel[i] = mgl32.Vec4{f(b.vx[i], c[3]), f(b.vy[i], c[4]), f(b.vz[i], c[5]), 0}
	}
	return pos, vel
}

// bodies64 are bodies in float64, for the host's computations.
type bodies64 struct{ x, y, z, vx, vy, vz, m []float64 }

func toBodies(pos, vel []mgl32.Vec4) *bodies64 {
	n := len(pos)
	b := &bodies64{make([]float64, n), make([]float64, n), make([]float64, n),
		make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n)}
	for i := range pos {
		b.x[i], b.y[i], b.z[i], b.m[i] = float64(pos[i][0]), float64(pos[i][1]), float64(pos[i][2]), float64(pos[i][3])
		b.vx[i], b.vy[i], b.vz[i] = float64(vel[i][0]), float64(vel[i][1]), float64(vel[i][2])
	}
	return b
}

// reference simulates the same steps in float64 on the host, with the
// same scheme as the kernel, from the same initial state.
func reference(pos, vel []mgl32.Vec4, steps int) *bodies64 {
	cur, next := toBodies(pos, vel), toBodies(pos, vel)
	h, e2 := float64(dt), float64(eps2) // the float32 values the kernel uses
	for range steps {
		parallel(len(cur.x), func(lo, hi int) {
			for i := lo; i < hi; i++ {
				var ax, ay, az float64
				px, py, pz := cur.x[i], cur.y[i], cur.z[i]
				for j := range cur.x {
					dx, dy, dz := cur.x[j]-px, cur.y[j]-py, cur.z[j]-pz
					r2 := dx*dx + dy*dy + dz*dz + e2
					f := cur.m[j] / (r2 * math.Sqrt(r2))
					ax += dx * f
					ay += dy * f
					az += dz * f
				}
				vx, vy, vz := cur.vx[i]+ax*h, cur.vy[i]+ay*h, cur.vz[i]+az*h
				next.vx[i], next.vy[i], next.vz[i] = vx, vy, vz
				next.x[i], next.y[i], next.z[i] = px+vx*h, py+vy*h, pz+vz*h
			}
		})
		cur, next = next, cur
	}
	return cur
}

// energy is the total energy: kinetic plus softened potential.
func energy(b *bodies64) float64 {
	n, e2 := len(b.x), float64(eps2)
	parts := make([]float64, n)
	parallel(n, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			e := 0.5 * b.m[i] * (b.vx[i]*b.vx[i] + b.vy[i]*b.vy[i] + b.vz[i]*b.vz[i])
			for j := i + 1; j < n; j++ {
				dx, dy, dz := b.x[j]-b.x[i], b.y[j]-b.y[i], b.z[j]-b.z[i]
				e -= b.m[i] * b.m[j] / math.Sqrt(dx*dx+dy*dy+dz*dz+e2)
			}
			parts[i] = e
		}
	})
	sum := 0.0
	for _, e := range parts {
		sum += e
	}
	return sum
}

// parallel runs f over [0, n) cut into chunks, on every CPU.
func parallel(n int, f func(lo, hi int)) {
	chunks := min(n, 4*runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for c := range chunks {
		wg.Go(func() { f(c*n/chunks, (c+1)*n/chunks) })
	}
	wg.Wait()
}

// deviation returns the largest distance between a body's position in got
// and in want, and want's extent: its largest distance from the centre of
// mass.
func deviation(got []mgl32.Vec4, want *bodies64) (maxErr, extent float64) {
	var cx, cy, cz, mass float64
	for i, m := range want.m {
		cx, cy, cz, mass = cx+m*want.x[i], cy+m*want.y[i], cz+m*want.z[i], mass+m
	}
	cx, cy, cz = cx/mass, cy/mass, cz/mass
	for i := range want.x {
		e := math.Hypot(math.Hypot(float64(got[i][0])-want.x[i], float64(got[i][1])-want.y[i]), float64(got[i][2])-want.z[i])
		if e > maxErr || math.IsNaN(e) { // NaN counts as the largest, and stays
			maxErr = e
		}
		extent = max(extent, math.Hypot(math.Hypot(want.x[i]-cx, want.y[i]-cy), want.z[i]-cz))
	}
	return maxErr, extent
}

// check compares the co-executed result with the reference and prints
// both simulations' energy drift.
func check(w io.Writer, pos, vel []mgl32.Vec4, got state, ref *bodies64, refTime time.Duration) error {
	e0 := energy(toBodies(pos, vel))
	e32, e64 := energy(toBodies(got.pos, got.vel)), energy(ref)
	maxErr, extent := deviation(got.pos, ref)
	fmt.Fprintf(w, "energy: initial %.6g; relative drift: float32 co-executed %.3e, float64 reference %.3e\n",
		e0, (e32-e0)/math.Abs(e0), (e64-e0)/math.Abs(e0))
	fmt.Fprintf(w, "check: largest position error %.3e of the system's extent %.4g (tolerance %g; reference run %v)\n",
		maxErr/extent, extent, tolerance, refTime.Round(time.Microsecond))
	if !(maxErr <= tolerance*extent) {
		return fmt.Errorf("wrong result: a body is %.3g away from the float64 reference, more than %g of the system's extent %.4g",
			maxErr, tolerance, extent)
	}
	fmt.Fprintln(w, "ok")
	return nil
}
