// Package opencl is GoSYCL's OpenCL backend: device discovery and
// information, one context per device, program building with a per-device
// cache, queues, device memory (buffers and SVM) and pinned staging for
// transfers from Go memory. It wraps github.com/jgillich/go-opencl and adds
// the OpenCL 2.0 calls that package lacks (cl20.go).
package opencl

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"

	"github.com/gosycl/gosycl/internal/faults"
)

// Info describes a device.
type Info struct {
	Name, Vendor, Platform, Version, DriverVersion, OpenCLCVersion string
	GPU, CPU, Accelerator                                          bool
	ComputeUnits                                                   int
	GlobalMem, LocalMem, MaxAlloc                                  int64
	MaxWorkGroupSize                                               int
	MaxWorkItemSizes                                               []int
	SVM                                                            uint64 // SVM* bits
	FP64                                                           bool
	BaseAddrAlign                                                  int // bits
	ClockMHz                                                       int // maximum clock
	VectorWidthFloat                                               int // native float vector width

	Int64Atomics bool // cl_khr_int64_base_atomics

	// What a GPU's vendor extension reports of its compute units' issue
	// (vendorinfo.go), 0 where it reports nothing: SIMDWidth the
	// work-items one instruction runs for (NVIDIA's warp size, AMD's
	// wavefront width), ComputeCapability NVIDIA's as major×10+minor,
	// SIMDsPerCU AMD's SIMD units per compute unit.
	SIMDWidth, ComputeCapability, SIMDsPerCU int
}

// Device is one OpenCL device with its own context. It is safe for
// concurrent use.
type Device struct {
	cl   *cl.Device
	ctx  *cl.Context
	info Info

	mu       sync.Mutex
	programs map[programKey]*programEntry
	// byString finds programs by the source string's memory, not its
	// text: hashing a generated package's source (often over 100 KB) on
	// every launch would cost more than the rest of the lookup.
	byString map[stringKey]*programEntry
	// xfer and xferOut are in-order queues for the runtime's own
	// transfers: to the device (and the rest), and from it. Each
	// direction has its own queue and staging areas, so that a copy in
	// and a copy out run at once, on a GPU's two copy engines.
	xfer, xferOut       *cl.CommandQueue
	staging, stagingOut *stagingDir

	recycled   recycler[*cl.MemObject] // buffers kept for reuse (recycle.go)
	pinnedKept recycler[pinnedMem]     // pinned memory kept for reuse (pinnedkeep.go)
	// SVM allocations kept for reuse, by granularity (svmkeep.go).
	svmFine, svmCoarse recycler[unsafe.Pointer]

	inPlaceOnce sync.Once
	inPlace     bool // see InPlace

	linkOnce sync.Once
	link     Link // see Link
	linkErr  error

	// distinct is a macro definition added to every build in this
	// context: empty for the process's first PoCL context, unique for
	// each later one (see pocl.go).
	distinct string
	// order runs each kernel's commands one at a time on PoCL (nil
	// elsewhere; see pocl.go).
	order *kernelOrder
}

type programKey struct{ source, options string }

// stringKey names a source string by its bytes' address and length (the
// pointer keeps them alive, so no other string takes that memory while
// the key exists): the same string value, as a kernel's Source is from
// launch to launch, finds its entry without hashing its text. Equal texts
// at different addresses have different stringKeys and share the entry
// of their programKey.
type stringKey struct {
	p       *byte
	n       int
	options string
}

// maxByString bounds byString: sources made at run time each add a key,
// and the map is only a shortcut to programs.
const maxByString = 256

// entryLocked returns the cached entry of source with options (nil if
// none, unless create, which makes it). d.mu is held.
func (d *Device) entryLocked(source, options string, create bool) *programEntry {
	sk := stringKey{unsafe.StringData(source), len(source), options}
	if e := d.byString[sk]; e != nil {
		return e
	}
	key := programKey{source, options}
	e := d.programs[key]
	if e == nil {
		if !create {
			return nil
		}
		e = &programEntry{}
		d.programs[key] = e
	}
	if d.byString == nil || len(d.byString) >= maxByString {
		d.byString = map[stringKey]*programEntry{}
	}
	d.byString[sk] = e
	return e
}

type kernelKey struct {
	name    string
	variant uint64
}

type programEntry struct {
	once   sync.Once
	done   atomic.Bool // the build has ended
	prog   *cl.Program
	byName sync.Map // kernelKey -> *kernelPool
	err    error
}

type kernelPool struct {
	mu      sync.Mutex
	free    []*cl.Kernel
	numArgs int // -1 until known
}

var (
	discoverOnce sync.Once
	discovered   []*Device
	discoverErr  error
	listed       atomic.Bool // Devices has run
)

// Devices returns every OpenCL device of every platform, discovering them once.
// No OpenCL platform at all is not an error: the slice is empty.
func Devices() ([]*Device, error) {
	discoverOnce.Do(func() {
		listed.Store(true)
		discovered, discoverErr = discover()
	})
	return discovered, discoverErr
}

// Listed tells whether the platforms have been listed (Devices has run,
// loading the OpenCL drivers): a process that uses only the native
// device never lists them (SetVisible).
func Listed() bool { return listed.Load() }

func discover() ([]*Device, error) {
	plats, err := cl.GetPlatforms()
	if err != nil {
		// The ICD loader answers CL_PLATFORM_NOT_FOUND_KHR (-1001) when no
		// platform is installed: that is a machine without OpenCL, not a failure.
		if strings.Contains(err.Error(), "-1001") || strings.Contains(strings.ToLower(err.Error()), "platform") {
			return nil, nil
		}
		return nil, fmt.Errorf("opencl: listing platforms: %w", err)
	}
	var out []*Device
	for _, p := range plats {
		devs, err := p.GetDevices(cl.DeviceTypeAll)
		if err != nil {
			continue // a platform with no usable device
		}
		for _, d := range devs {
			out = append(out, &Device{cl: d, info: readInfo(p, d)})
		}
	}
	return out, nil
}

func readInfo(p *cl.Platform, d *cl.Device) Info {
	t := d.Type()
	i := Info{
		Name:             strings.TrimSpace(d.Name()),
		Vendor:           strings.TrimSpace(d.Vendor()),
		Platform:         strings.TrimSpace(p.Name()),
		Version:          d.Version(),
		DriverVersion:    d.DriverVersion(),
		OpenCLCVersion:   d.OpenCLCVersion(),
		GPU:              t&cl.DeviceTypeGPU != 0,
		CPU:              t&cl.DeviceTypeCPU != 0,
		Accelerator:      t&cl.DeviceTypeAccelerator != 0,
		ComputeUnits:     d.MaxComputeUnits(),
		GlobalMem:        d.GlobalMemSize(),
		LocalMem:         d.LocalMemSize(),
		MaxAlloc:         d.MaxMemAllocSize(),
		MaxWorkGroupSize: d.MaxWorkGroupSize(),
		MaxWorkItemSizes: d.MaxWorkItemSizes(),
		SVM:              deviceSVMCaps(d),
		FP64:             d.DoubleFPConfig() != 0 || strings.Contains(d.Extensions(), "cl_khr_fp64"),
		BaseAddrAlign:    d.MemBaseAddrAlign(),
		ClockMHz:         d.MaxClockFrequency(),
		VectorWidthFloat: d.NativeVectorWidthFloat(),
		Int64Atomics:     strings.Contains(d.Extensions(), "cl_khr_int64_base_atomics"),
	}
	if i.GPU {
		readIssue(&i, d, d.Extensions())
	}
	return i
}

// Info returns the device's description.
func (d *Device) Info() Info { return d.info }

// SecondContext returns a new Device on the same OpenCL device with a
// context of its own, named as d with " (second context)" appended. Memory
// of one context cannot be used by kernels of the other, as between two
// platforms: tests use it to exercise co-execution across contexts on a
// machine with one OpenCL device.
func (d *Device) SecondContext() *Device {
	info := d.info
	info.Name += " (second context)"
	return &Device{cl: d.cl, info: info}
}

// Context returns the device's context, creating it on first use.
func (d *Device) Context() (*cl.Context, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.contextLocked()
}

func (d *Device) contextLocked() (*cl.Context, error) {
	if d.ctx != nil {
		return d.ctx, nil
	}
	ctx, err := cl.CreateContext([]*cl.Device{d.cl})
	if err != nil {
		return nil, fmt.Errorf("opencl: creating a context on %s: %w", d.info.Name, err)
	}
	d.ctx = ctx
	d.programs = map[programKey]*programEntry{}
	d.byString = nil
	d.distinct = distinctBuilds(d.info)
	if isPoCL(d.info) {
		d.order = &kernelOrder{}
	}
	return ctx, nil
}

// NewQueue creates a command queue on the device.
func (d *Device) NewQueue(outOfOrder, profiling bool) (*Queue, error) {
	ctx, err := d.Context()
	if err != nil {
		return nil, err
	}
	var props cl.CommandQueueProperty
	if profiling {
		props |= cl.CommandQueueProfilingEnable
	}
	q, err := ctx.CreateCommandQueue(d.cl, props|map[bool]cl.CommandQueueProperty{true: cl.CommandQueueOutOfOrderExecModeEnable}[outOfOrder])
	if err != nil && outOfOrder {
		// Out-of-order execution is optional in OpenCL; ordering is then stricter, never wrong.
		q, err = ctx.CreateCommandQueue(d.cl, props)
	}
	if err != nil {
		return nil, fmt.Errorf("opencl: creating a queue on %s: %w", d.info.Name, err)
	}
	live.queues.Add(1)
	return &Queue{q: q, dev: d}, nil
}

// transferQueue is the runtime's in-order queue for its own copies to
// the device, and its other commands.
func (d *Device) transferQueue() (*cl.CommandQueue, error) { return d.queueFor(false) }

// queueFor is the transfer queue of copies from the device (out) or of
// the rest.
func (d *Device) queueFor(out bool) (*cl.CommandQueue, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	qp := &d.xfer
	if out {
		qp = &d.xferOut
	}
	if *qp != nil {
		return *qp, nil
	}
	ctx, err := d.contextLocked()
	if err != nil {
		return nil, err
	}
	q, err := ctx.CreateCommandQueue(d.cl, 0)
	if err != nil {
		return nil, fmt.Errorf("opencl: creating a transfer queue on %s: %w", d.info.Name, err)
	}
	*qp = q
	return q, nil
}

// BuildError is an OpenCL C compilation failure with the compiler's log.
type BuildError struct {
	Device string
	Log    string
	Err    error
	// Source is the program's OpenCL C: where the compiler names its own
	// lines (NVIDIA's ignores #line), its #line directives map them to
	// the Go source.
	Source string
}

// Error names the first error of the log where it can read one, then
// gives the whole log.
func (e *BuildError) Error() string {
	what := e.Err.Error()
	if errs := e.Errors(); len(errs) > 0 {
		what = errs[0]
		if len(errs) > 1 {
			what += fmt.Sprintf(" (and %d more errors)", len(errs)-1)
		}
	}
	return fmt.Sprintf("OpenCL C does not build on %s: %s\n--- build log ---\n%s", e.Device, what, strings.TrimSpace(e.Log))
}

func (e *BuildError) Unwrap() error { return e.Err }

// Errors lists the errors of the build log as "file:line: message" (Go
// files, named by cmd/kgen's #line directives, whose columns count C
// characters and are left out) or "file:line:col: message". It reads
// PoCL's "error: file:line:col: message" and clang's "file:line:col:
// error: message".
func (e *BuildError) Errors() []string {
	var out []string
	for _, l := range strings.Split(e.Log, "\n") {
		m := poclError.FindStringSubmatch(strings.TrimSpace(l))
		if m == nil {
			m = clangError.FindStringSubmatch(strings.TrimSpace(l))
		}
		if m == nil {
			continue
		}
		file, line, col, msg := m[1], m[2], m[3], m[4]
		if !strings.HasSuffix(file, ".go") {
			if n, err := strconv.Atoi(line); err == nil {
				if gf, gl, ok := lineDirective(e.Source, n); ok {
					file, line = gf, strconv.Itoa(gl)
				}
			}
		}
		if strings.HasSuffix(file, ".go") {
			out = append(out, fmt.Sprintf("%s:%s: %s", file, line, msg))
		} else {
			out = append(out, fmt.Sprintf("%s:%s:%s: %s", file, line, col, msg))
		}
	}
	return out
}

// lineDirective maps line n (from 1) of source to the file and line its
// last #line directive before it names.
func lineDirective(source string, n int) (file string, line int, ok bool) {
	lines := strings.Split(source, "\n")
	for i := min(n, len(lines)) - 2; i >= 0; i-- {
		m := lineDirectiveRE.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		l, err := strconv.Atoi(m[1])
		if err != nil {
			return "", 0, false
		}
		return m[2], l + (n - 1) - (i + 1), true
	}
	return "", 0, false
}

var lineDirectiveRE = regexp.MustCompile(`^\s*#line\s+(\d+)\s+"([^"]+)"`)

var (
	// A position may be followed by where a macro was spelled.
	poclError  = regexp.MustCompile(`^error: (.+?):(\d+):(\d+)(?: <Spelling=[^>]*>)?: (.*)$`)
	clangError = regexp.MustCompile(`^(.+?):(\d+):(\d+)(?: <Spelling=[^>]*>)?: (?:fatal )?error: (.*)$`)
)

// aloneMacro is defined in programs built for one kernel alone (see
// AcquireKernel), with aloneMacro_<kernel>.
const aloneMacro = "_kgen_alone"

// aloneOptions are the build options of the program for kernel name alone.
func aloneOptions(options, name string) string {
	return strings.TrimSpace(options + " -D " + aloneMacro + " -D " + aloneMacro + "_" + name)
}

var cIdentifier = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// Program returns the program built from source with options on this
// device, building it once and caching it per device (and so per context),
// and on disk for later processes (progcache.go).
func (d *Device) program(source, options string) (*programEntry, error) {
	d.mu.Lock()
	ctx, err := d.contextLocked()
	if err != nil {
		d.mu.Unlock()
		return nil, err
	}
	e := d.entryLocked(source, options, true)
	d.mu.Unlock()
	e.once.Do(func() {
		e.prog, _, e.err = d.buildCached(ctx, source, options)
		e.done.Store(true)
	})
	return e, e.err
}

// Built reports whether the program of source with options has been built
// (or has failed to build) on d: AcquireKernel of its kernels does not
// wait for a compiler.
func (d *Device) Built(source, options string) bool {
	d.mu.Lock()
	e := d.entryLocked(source, options, false)
	d.mu.Unlock()
	return e != nil && e.done.Load()
}

func (d *Device) build(ctx *cl.Context, source, options string) (*cl.Program, error) {
	p, err := ctx.CreateProgramWithSource([]string{source})
	if err != nil {
		return nil, fmt.Errorf("opencl: creating program: %w", err)
	}
	if log, err := buildFor(p, d.cl, d.buildOptions(options)); err != nil {
		p.Release()
		return nil, &BuildError{Device: d.info.Name, Log: log, Err: err, Source: source}
	}
	return p, nil
}

// buildOptions are options with the context's distinct macro
// (distinctBuilds), the options every build in d's context takes.
func (d *Device) buildOptions(options string) string {
	if d.distinct == "" {
		return options
	}
	return strings.TrimSpace(options + " " + d.distinct)
}

// Compile builds source with options, as AcquireKernel does but without
// caching the program or trying kernels alone, and checks that it defines
// each of kernels; it releases what it made. It is for tools and tests
// that build many programs once.
func (d *Device) Compile(source, options string, kernels ...string) error {
	ctx, err := d.Context()
	if err != nil {
		return err
	}
	p, err := d.build(ctx, source, options)
	if err != nil {
		return err
	}
	defer p.Release()
	for _, name := range kernels {
		k, err := p.CreateKernel(name)
		if err != nil {
			return fmt.Errorf("opencl: kernel %q not found in its program on %s: %w", name, d.info.Name, err)
		}
		k.Release()
	}
	return nil
}

// Kernel is a compiled kernel object borrowed from the device's cache. A
// cl_kernel holds its arguments, so each concurrent launch needs its own:
// Acquire takes one from a pool, Release returns it.
type Kernel struct {
	K    *cl.Kernel
	pool *kernelPool
	name string
	dev  *Device
	// Label names the kernel to the fault hooks (the runtime's name for
	// it); the OpenCL name when empty.
	Label string
	// SpareDim tells that the kernel reads no OpenCL dimension beyond
	// its launch's, nor get_work_dim: Launch may enqueue it with one more
	// dimension of size 1 (offsetclass.go).
	SpareDim bool
}

// AcquireKernel returns a kernel object for name from the program built
// from source. Kernel objects are pooled per variant, a bit per argument
// bound with clSetKernelArgSVMPointer: some drivers (NVIDIA's) reject an
// argument set as a cl_mem on a kernel object that last had it as an SVM
// pointer, so the two kinds never share an object.
//
// A program that does not build may hold other kernels than the broken
// one: AcquireKernel then builds it again for kernel name alone, defining
// the macros _kgen_alone and _kgen_alone_<name> (a source that guards its
// kernels with them, as cmd/kgen's do, leaves out the others), and
// returns that build's error if it fails too. Both builds are cached.
func (d *Device) AcquireKernel(source, options, name string, variant uint64) (*Kernel, error) {
	e, err := d.program(source, options)
	var be *BuildError
	if errors.As(err, &be) && cIdentifier.MatchString(name) {
		e, err = d.program(source, aloneOptions(options, name))
	}
	if err != nil {
		return nil, err
	}
	key := kernelKey{name, variant}
	pv, ok := e.byName.Load(key)
	if !ok { // a pool made only where none is: the launches after find it
		pv, _ = e.byName.LoadOrStore(key, &kernelPool{numArgs: -1})
	}
	pool := pv.(*kernelPool)
	pool.mu.Lock()
	if n := len(pool.free); n > 0 {
		k := pool.free[n-1]
		pool.free = pool.free[:n-1]
		pool.mu.Unlock()
		return &Kernel{K: k, pool: pool, name: name, dev: d}, nil
	}
	pool.mu.Unlock()
	k, err := e.prog.CreateKernel(name)
	if err != nil {
		return nil, fmt.Errorf("opencl: kernel %q not found in its program on %s: %w", name, d.info.Name, err)
	}
	n, err := k.NumArgs()
	if err != nil {
		k.Release()
		return nil, fmt.Errorf("opencl: kernel %q on %s: %w", name, d.info.Name, err)
	}
	pool.mu.Lock()
	pool.numArgs = n
	pool.mu.Unlock()
	return &Kernel{K: k, pool: pool, name: name, dev: d}, nil
}

// WorkGroupSize is the most work-items a work-group of the kernel may
// hold on its device (CL_KERNEL_WORK_GROUP_SIZE).
func (k *Kernel) WorkGroupSize() (int, error) { return k.K.WorkGroupSize(k.dev.cl) }

// NumArgs is the number of parameters the OpenCL C kernel declares.
func (k *Kernel) NumArgs() int {
	k.pool.mu.Lock()
	defer k.pool.mu.Unlock()
	return k.pool.numArgs
}

// Release returns the kernel object to its pool.
func (k *Kernel) Release() {
	k.pool.mu.Lock()
	k.pool.free = append(k.pool.free, k.K)
	k.pool.mu.Unlock()
}

// SetArgSVM binds an SVM pointer to argument idx.
func (k *Kernel) SetArgSVM(idx int, p unsafe.Pointer) error { return setArgSVM(k.K, idx, p) }

// Queue is a command queue on one device.
type Queue struct {
	q   *cl.CommandQueue
	dev *Device
	// life orders Release after enqueues made by those who hold the
	// queue without owning it (ReadAfterOn: a copy chained to a command
	// of the queue, enqueued from another goroutine while the owner may
	// replace and release it): they read-lock it and find q nil once
	// released.
	life sync.RWMutex
	// flushes counts the queue's successful Flush calls (Flushes).
	flushes atomic.Uint64
}

// CL returns the go-opencl queue.
func (q *Queue) CL() *cl.CommandQueue { return q.q }

// Device returns the queue's device.
func (q *Queue) Device() *Device { return q.dev }

// Flush submits the queued commands to the device without waiting.
// OpenCL lets a device start a command only once its queue is flushed
// (explicitly, or by a blocking call); some drivers, NVIDIA's among
// them, hold enqueued commands on the host until then. Once the queue's
// owner has released it, Flush returns ErrQueueReleased: an event of the
// queue may be polled after that (a copy waiting to chain to it).
func (q *Queue) Flush() error {
	return q.held(func(cq *cl.CommandQueue) error {
		if err := flush(cq); err != nil {
			return err
		}
		q.flushes.Add(1)
		return nil
	})
}

// Flushes returns how many times Flush has succeeded on the queue: a
// command enqueued when it returned n has been flushed explicitly once
// it returns more than n.
func (q *Queue) Flushes() uint64 { return q.flushes.Load() }

// Finish waits for every command of the queue; once its owner has
// released it, Finish returns ErrQueueReleased.
func (q *Queue) Finish() error {
	return q.held(func(cq *cl.CommandQueue) error { return cq.Finish() })
}

// held runs f on the queue held alive: Release waits for f to return, and
// once the owner has released the queue f does not run and held returns
// ErrQueueReleased. A command goroutine may reach the queue after its
// owner replaced it (a unit's queue after a failure): a call on a
// released queue would hand the driver freed memory.
func (q *Queue) held(f func(*cl.CommandQueue) error) error {
	q.life.RLock()
	defer q.life.RUnlock()
	if q.q == nil {
		return ErrQueueReleased
	}
	return f(q.q)
}

// enqueue runs f, which enqueues one command on the queue, with the queue
// held alive (held); on a released queue nothing is enqueued and the
// error, naming what, wraps ErrQueueReleased. A failed enqueue's event,
// if the driver set one, is released.
func (q *Queue) enqueue(what string, f func(*cl.CommandQueue) (*cl.Event, error)) (*cl.Event, error) {
	var ev *cl.Event
	err := q.held(func(cq *cl.CommandQueue) error {
		e, err := f(cq)
		got(e)
		if err != nil {
			releaseIfSet(e)
			return err
		}
		ev = e
		return nil
	})
	if err == ErrQueueReleased {
		return nil, fmt.Errorf("opencl: %s: %w", what, err)
	}
	return ev, err
}

// enqueueKernel enqueues k over the sizes given, after wait (enqueue).
func (q *Queue) enqueueKernel(k *Kernel, offset, global, local []int, wait []*cl.Event) (*cl.Event, error) {
	return q.enqueue("clEnqueueNDRangeKernel", func(cq *cl.CommandQueue) (*cl.Event, error) {
		return cq.EnqueueNDRangeKernel(k.K, offset, global, local, wait)
	})
}

// Release releases the queue.
func (q *Queue) Release() {
	q.life.Lock()
	defer q.life.Unlock()
	if q.q != nil {
		q.q.Release()
		q.q = nil
		live.queues.Add(-1)
	}
}

// InjectLaunchFaults makes the next n kernel launches on any device fail
// as a device would (CL_OUT_OF_RESOURCES), for fault tests.
func InjectLaunchFaults(n int32) { injectedFaults.Store(n) }

var injectedFaults atomic.Int32

// Launch enqueues kernel k over the given sizes (nil local lets the driver choose).
func (q *Queue) Launch(k *Kernel, offset, global, local []int, wait []*cl.Event) (*cl.Event, error) {
	wait = distinct(wait)
	if injectedFaults.Load() > 0 && injectedFaults.Add(-1) >= 0 {
		return nil, NewError("clEnqueueNDRangeKernel (injected fault)", -5)
	}
	if faults.Active() {
		if f := faults.Launch(q.site(k, offset, global)); f.Kind != faults.None {
			return q.launchFault(f, k, offset, global, local, wait)
		}
	}
	offset, global, local = q.dev.spareDimension(k, offset, global, local)
	enq := func(wait []*cl.Event) (*cl.Event, error) {
		return q.enqueueKernel(k, offset, global, local, wait)
	}
	if o := q.dev.order; o != nil && !faults.Active() {
		return o.launch(k.name, wait, enq)
	}
	return enq(wait)
}

// site describes a launch to the fault hook; SYCL's dimension 0 is the
// last OpenCL dimension.
func (q *Queue) site(k *Kernel, offset, global []int) faults.Site {
	name := k.name
	if k.Label != "" {
		name = k.Label
	}
	s := faults.Site{Device: q.dev.info.Name, Kernel: name, Size: global[len(global)-1]}
	if offset != nil {
		s.Offset = offset[len(offset)-1]
	}
	return s
}

// launchFault launches k as the injected fault f says.
func (q *Queue) launchFault(f faults.Fault, k *Kernel, offset, global, local []int, wait []*cl.Event) (*cl.Event, error) {
	switch f.Kind {
	case faults.Fail:
		return nil, fmt.Errorf("%w (%w)", NewError("clEnqueueNDRangeKernel (injected fault)", -5), faults.ErrInjected)
	case faults.Partial:
		// The first half of the work-groups along SYCL dimension 0 runs;
		// then the command reports a failure: its event is a user event
		// set to an error status, as a device that died halfway sets it.
		last := len(global) - 1
		step := 1
		if local != nil {
			step = local[last]
		}
		half := slices.Clone(global)
		half[last] = global[last] / step / 2 * step
		if half[last] > 0 {
			ev, err := q.enqueueKernel(k, offset, half, local, wait)
			if err != nil {
				return nil, err
			}
			err = WaitEvent(ev)
			ReleaseEvent(ev)
			if err != nil {
				// The half failed because a command it waited for did
				// (PoCL reports such a command with status -1): this
				// launch's failure is the injected one all the same.
				return nil, fmt.Errorf("%w (%w)", err, faults.ErrInjected)
			}
		}
		if f.Marker {
			return q.failOnHost(f.Release)
		}
		ue, err := q.dev.ctx.CreateUserEvent()
		if err != nil {
			return nil, err
		}
		got(ue)
		if f.Release != nil {
			// The failure comes later: the event is pending until then.
			// The goroutine's reference keeps it alive for the status.
			hold := RetainEvent(ue)
			go func() {
				<-f.Release
				hold.SetUserEventStatus(-5) // CL_OUT_OF_RESOURCES
				ReleaseEvent(hold)
			}()
			return ue, nil
		}
		if err := ue.SetUserEventStatus(-5); err != nil { // CL_OUT_OF_RESOURCES
			ReleaseEvent(ue)
			return nil, err
		}
		return ue, nil
	case faults.Hold:
		// The kernel waits for a user event that completes on Release.
		ue, err := q.dev.ctx.CreateUserEvent()
		if err != nil {
			return nil, err
		}
		got(ue)
		ev, err := q.enqueueKernel(k, offset, global, local, append(slices.Clone(wait), ue))
		go func() {
			<-f.Release
			ue.SetUserEventStatus(0) // CL_COMPLETE
			ReleaseEvent(ue)
		}()
		if err != nil {
			return nil, err
		}
		return ev, nil
	}
	return nil, fmt.Errorf("opencl: unknown injected fault %v", f.Kind)
}

func releaseIfSet(ev *cl.Event) {
	if ev != nil {
		ReleaseEvent(ev)
	}
}

// Close releases the device's context, cached programs, kernels, queues,
// staging memory, recycled buffers and the pinned memory and SVM kept for
// reuse that it allocated. The device must be idle.
func (d *Device) Close() {
	d.DrainRecycled()
	d.DrainPinned()
	d.DrainSVM()
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, dir := range []**stagingDir{&d.staging, &d.stagingOut} {
		if *dir != nil {
			for _, s := range (*dir).all {
				s.release()
			}
			*dir = nil
		}
	}
	for _, e := range d.programs {
		e.byName.Range(func(_, v any) bool {
			p := v.(*kernelPool)
			for _, k := range p.free {
				k.Release()
			}
			p.free = nil
			return true
		})
		if e.prog != nil {
			e.prog.Release()
		}
	}
	d.programs = map[programKey]*programEntry{}
	d.byString = nil
	if d.order != nil {
		d.order.release()
	}
	for _, q := range []**cl.CommandQueue{&d.xfer, &d.xferOut} {
		if *q != nil {
			(*q).Release()
			*q = nil
		}
	}
}

// ErrNoSVM is returned by SVM calls on devices without SVM.
var ErrNoSVM = errors.New("opencl: device has no shared virtual memory")

// ErrQueueReleased is the error of a copy enqueued, by one that does not
// own the queue, after its owner released it (ReadAfterOn).
var ErrQueueReleased = errors.New("opencl: the queue was released")
