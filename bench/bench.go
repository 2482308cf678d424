package bench

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"strings"
	"sync"
	"unsafe"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// Benchmark is one kernel of the suite with the data it runs on.
type Benchmark struct {
	Name, Description string
	// Regular is true when equal packages of the index space cost the
	// same on a device (the papers' regular/irregular split).
	Regular bool
	// New builds the benchmark's input at a problem scale (1: the CI
	// machine; 4: the GPU machine). It fails for scale < 1 and for
	// scales whose sizes overflow the kernels' int32 indices.
	New func(scale int) (*Instance, error)
}

// Instance is a benchmark at one scale: a launch and how to check it.
type Instance struct {
	Space  sycl.Space   // the launch's index space (Range or NDRange)
	Kernel *sycl.Kernel // e.g. GaussianKernel.Kernel
	// Args returns a launch's arguments in the memory model Buffers,
	// Owned or USM (USM allocations are made with usm.MallocShared on q),
	// wrapped
	// for the coexecutor: coexecutor.In for inputs (or InPart, or bare,
	// placed by kgen's footprints: triad, jacobi), coexecutor.Out for
	// outputs each work-item fully overwrites (work-item i owns the output
	// elements [i*k,(i+1)*k) in linear order), scalars as is,
	// sycl.NewLocal[T](n) for local memory. read returns the outputs
	// (flattened to float64) after the launch; free releases everything.
	Args func(mem string, q *sycl.Queue) (args []any, read func() ([]float64, error), free func(), err error)
	// Verify checks a launch's outputs (as read returns them) against the
	// host reference, which is computed on the first call.
	Verify func(out []float64) error
	Items  int // work-items

	// Steps is the number of launches of one run of an iterative
	// benchmark over the same memory (0 for the others: one launch).
	// Launch i of a run takes Step(args, i), args being what Args
	// returned (the Jacobi stencil swaps its grids); Sync then makes the
	// result current in host memory. Run makes a run.
	Steps int
	Step  func(args []any, i int) []any
	Sync  func(args []any) error

	// Costs, for a kernel whose work-items' costs vary by place (spmv's
	// rows), is what rows [offset, offset+size) cost relative to each
	// other; Run passes it to the launches (coexecutor.Costs). Nil: every
	// work-item counts as costing the same. Set it to nil to measure the
	// launches without it.
	Costs coexecutor.Costs
}

// Memory models of Instance.Args.
const (
	// Buffers: buffer.New over Go slices, which GPUs copy through
	// pinned staging memory.
	Buffers = "buffers"
	// Owned: buffers with storage of their own (buffer.NewSized), filled
	// and read through host accessors: pinned host memory where a GPU is
	// present, which GPUs copy at the link's speed, as other runtimes'
	// page-locked host arrays.
	Owned = "owned"
	// USM: shared allocations (usm.MallocShared).
	USM = "usm"
)

// All returns the benchmarks: the regular ones first, then the irregular,
// then those whose data movement decides their time.
func All() []Benchmark {
	return []Benchmark{
		{"gaussian", "5x5 Gaussian blur of a 2-D float32 image (clamped edges)", true, newGaussian},
		{"matmul", "C = A·B, float32, 16x16 tiles in local memory with barriers (NDRange)", true, newMatMul},
		{"binomial", "binomial-lattice pricing of European call options, one option per work-item, 254 steps, float32", true, newBinomial},
		{"nbody", "one all-pairs gravitational N-body step, mgl32.Vec4 positions (w = mass)", true, newNBody},
		{"perlin", "4 octaves of improved 3-D Perlin noise over a 2-D image (stands for the papers' Taylor)", true, newPerlin},
		{"mandelbrot", "escape iterations of the Mandelbrot set over a 2-D view", false, newMandelbrot},
		{"ray1", "ray tracing (struct spheres and materials, shadows, reflections): objects spread evenly over the image", false, newRay1},
		{"ray2", "ray tracing, the same objects clustered in the top quarter of the image: irregular cost", false, newRay2},
		{"spmv", "y = A·x for a power-law CSR matrix (hub rows first), one row per work-item", false, newSpMV},
		{"lj", "Lennard-Jones 12-6 forces with a cutoff over a cell list, density falling along the range: cost varies", false, newLJ},
		{"triad", "the STREAM triad a = b + 3c, float32, on data fresh from host memory: the link sets a GPU's time", true, newTriad},
		{"jacobi", "25 Jacobi sweeps of a 2-D float32 grid, two grids swapped between launches: only halos move after the first", true, newJacobi},
	}
}

// Names returns the benchmarks' names.
func Names() []string {
	var n []string
	for _, b := range All() {
		n = append(n, b.Name)
	}
	return n
}

// Get returns the benchmark called name.
func Get(name string) (Benchmark, error) {
	for _, b := range All() {
		if b.Name == name {
			return b, nil
		}
	}
	return Benchmark{}, fmt.Errorf("bench: no benchmark %q (have %s)", name, strings.Join(Names(), ", "))
}

// checkScale rejects scales below 1 and those for which n (the largest
// index a kernel computes, in int64) overflows int32.
func checkScale(name string, scale int, n int64) error {
	if scale < 1 {
		return fmt.Errorf("bench: %s: scale %d; scales start at 1", name, scale)
	}
	if n > math.MaxInt32 {
		return fmt.Errorf("bench: %s: scale %d needs %d elements, more than the kernels' int32 indices reach", name, scale, n)
	}
	return nil
}

// --- launch arguments

// args builds an Instance's arguments in one memory model.
type args struct {
	mem   string
	q     *sycl.Queue
	list  []any
	reads []func() ([]float64, error)
	frees []func()
	err   error
}

func newArgs(mem string, q *sycl.Queue) *args {
	a := &args{mem: mem, q: q}
	switch mem {
	case Buffers, Owned:
	case USM:
		if q == nil {
			a.err = errors.New("bench: the usm memory model needs a queue to allocate on")
		}
	default:
		a.err = fmt.Errorf("bench: unknown memory model %q (have %s, %s, %s)", mem, Buffers, Owned, USM)
	}
	return a
}

// in adds an input holding a copy of data.
func in[T any](a *args, data []T) { inPart(a, data, nil) }

// inPart adds an input holding a copy of data, of which a package reads
// only what part says (coexecutor.InPart); all of it when part is nil.
func inPart[T any](a *args, data []T, part func(coexecutor.Package) (lo, hi int)) {
	if a.err != nil {
		return
	}
	role := func(m coexecutor.Global[T]) any {
		if part == nil {
			return coexecutor.In(m)
		}
		return coexecutor.InPart(m, part)
	}
	switch a.mem {
	case Buffers:
		b := buffer.New(clone(data))
		a.frees = append(a.frees, func() { b.Close() })
		a.list = append(a.list, role(b))
		return
	case Owned:
		if b := owned(a, data, len(data)); b != nil {
			a.list = append(a.list, role(b))
		}
		return
	}
	p, err := usm.MallocShared[T](a.q, len(data))
	if err != nil {
		a.err = err
		return
	}
	a.frees = append(a.frees, func() { p.Free() })
	s, err := p.Slice()
	if err != nil {
		a.err = err
		return
	}
	copy(s, data)
	a.list = append(a.list, role(p))
}

// out adds an output of n elements, flattened by flat when read.
func out[T any](a *args, n int, flat func([]T) []float64) {
	if a.err != nil {
		return
	}
	switch a.mem {
	case Buffers:
		res := make([]T, n)
		poison(res)
		b := buffer.New(res)
		a.frees = append(a.frees, func() { b.Close() })
		a.reads = append(a.reads, func() ([]float64, error) {
			if err := b.Close(); err != nil {
				return nil, err
			}
			return flat(res), nil
		})
		a.list = append(a.list, coexecutor.Out(b))
		return
	case Owned:
		if b := owned[T](a, nil, n); b != nil {
			a.reads = append(a.reads, func() ([]float64, error) { return hostRead(b, flat) })
			a.list = append(a.list, coexecutor.Out(b))
		}
		return
	}
	p, err := usm.MallocShared[T](a.q, n)
	if err != nil {
		a.err = err
		return
	}
	a.frees = append(a.frees, func() { p.Free() })
	s, err := p.Slice()
	if err != nil {
		a.err = err
		return
	}
	poison(s)
	a.reads = append(a.reads, func() ([]float64, error) {
		s, err := p.Slice()
		if err != nil {
			return nil, err
		}
		return flat(s), nil
	})
	a.list = append(a.list, coexecutor.Out(p))
}

// owned adds to a's frees a buffer of n elements with storage of its own
// (buffer.NewSized) holding a copy of data, or all-ones bytes (poison)
// where data is nil, written through a host accessor; nil when it fails
// (a.err).
func owned[T any](a *args, data []T, n int) *buffer.Buffer[T] {
	b, err := buffer.NewSized[T](n)
	if err != nil {
		a.err = err
		return nil
	}
	a.frees = append(a.frees, func() { b.Close() })
	h, err := b.HostReadWrite()
	if err != nil {
		a.err = err
		return nil
	}
	defer h.Close()
	s := h.Slice()
	if data == nil {
		poison(s)
	} else {
		parallel(n, func(lo, hi int) { copy(s[lo:hi], data[lo:hi]) })
	}
	return b
}

// hostRead returns b's data, flattened by flat, through a host accessor.
func hostRead[T any](b *buffer.Buffer[T], flat func([]T) []float64) ([]float64, error) {
	h, err := b.HostRead()
	if err != nil {
		return nil, err
	}
	defer h.Close()
	return flat(h.Slice()), nil
}

// poison fills an output with all-ones bytes (NaN for floats, -1 for
// integers) before the launch, for two reasons. An element the kernel
// fails to write then fails verification, whatever the memory held
// before. And every page of the output is touched outside the timed
// launch: a fresh allocation's pages are only mapped by the first write,
// which would otherwise be the device-to-host copy, a page fault per 4 KiB
// inside the measurement, as many as the allocator happened not to reuse.
func poison[T any](s []T) {
	parallel(len(s), func(lo, hi int) {
		b := unsafe.Slice((*byte)(unsafe.Pointer(&s[lo])), (hi-lo)*int(unsafe.Sizeof(s[0])))
		b[0] = 0xff
		for n := 1; n < len(b); n *= 2 {
			copy(b[n:], b[:n])
		}
	})
}

// clone copies data on all cores: the fresh pages of a large input fault
// in faster.
func clone[T any](data []T) []T {
	o := make([]T, len(data))
	parallel(len(data), func(lo, hi int) { copy(o[lo:hi], data[lo:hi]) })
	return o
}

// value adds a scalar or a local-memory request.
func (a *args) value(v ...any) { a.list = append(a.list, v...) }

func (a *args) done() ([]any, func() ([]float64, error), func(), error) {
	var once sync.Once
	free := func() {
		once.Do(func() {
			for _, f := range a.frees {
				f()
			}
		})
	}
	if a.err != nil {
		free()
		return nil, nil, nil, a.err
	}
	read := func() ([]float64, error) {
		if len(a.reads) == 1 { // most benchmarks: no copy of a large output
			return a.reads[0]()
		}
		var all []float64
		for _, r := range a.reads {
			v, err := r()
			if err != nil {
				return nil, err
			}
			all = append(all, v...)
		}
		return all, nil
	}
	return a.list, read, free, nil
}

func flat[T float32 | int32](s []T) []float64 {
	o := make([]float64, len(s))
	parallel(len(s), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			o[i] = float64(s[i])
		}
	})
	return o
}

var (
	flatFloat32 = flat[float32]
	flatInt32   = flat[int32]
)

func flatVec4(s []mgl32.Vec4) []float64 {
	o := make([]float64, 4*len(s))
	parallel(len(s), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			for c := range 4 {
				o[4*i+c] = float64(s[i][c])
			}
		}
	})
	return o
}

// --- verification

// tolerance says how far an output may be from the reference. Element i
// is within tolerance when |got - want| <= Rel·max(|want|, Floor, scale[i])
// (scale, when given, is the sum of the magnitudes of the terms the
// element adds up: the natural bound on the error of a float32 sum with
// cancellation). Up to BadFrac of the elements may be outside it: devices
// may contract a*b+c into an FMA, and chaotic iterations (mandelbrot) or
// hit/miss decisions (ray tracing) turn that last-bit difference into a
// different result for a few elements. Rel 0 means exact.
type tolerance struct {
	Rel, Floor, BadFrac float64
}

func (t tolerance) String() string {
	s := "exact"
	if t.Rel > 0 {
		s = fmt.Sprintf("relative %g", t.Rel)
		if t.Floor > 0 {
			s += fmt.Sprintf(" (of max(|want|, %g))", t.Floor)
		}
	}
	if t.BadFrac > 0 {
		s += fmt.Sprintf(", up to %g%% of the elements off", 100*t.BadFrac)
	}
	return s
}

// verifier returns an Instance's Verify: ref computes the reference
// output and, optionally, per-element scales (nil: none), once.
func verifier(name string, tol tolerance, ref func() (want, scale []float64)) func([]float64) error {
	var once sync.Once
	var want, scale []float64
	return func(got []float64) error {
		once.Do(func() { want, scale = ref() })
		return compare(name, tol, got, want, scale)
	}
}

func compare(name string, tol tolerance, got, want, scale []float64) error {
	if len(got) != len(want) {
		return fmt.Errorf("bench: %s: %d output elements, want %d", name, len(got), len(want))
	}
	// On all cores: a sweep compares up to 48 M elements after every launch.
	var mu sync.Mutex
	bad, first := 0, -1
	var firstLim float64
	parallel(len(want), func(lo, hi int) {
		n, f := 0, -1
		var fl float64
		for i := lo; i < hi; i++ {
			w, g := want[i], got[i]
			lim := tol.Rel * max(math.Abs(w), tol.Floor)
			if scale != nil {
				lim = max(lim, tol.Rel*scale[i])
			}
			if d := math.Abs(g - w); d > lim || math.IsNaN(g) {
				if f < 0 {
					f, fl = i, lim
				}
				n++
			}
		}
		mu.Lock()
		defer mu.Unlock()
		bad += n
		if f >= 0 && (first < 0 || f < first) {
			first, firstLim = f, fl
		}
	})
	if bad > int(tol.BadFrac*float64(len(want))) {
		ts := tol.String()
		if scale != nil {
			ts += ", or of the sum of the magnitudes of the summed terms"
		}
		return fmt.Errorf("bench: %s: %d of %d elements outside the tolerance (%s); element %d = %v, want %v ± %.3g",
			name, bad, len(want), ts, first, got[first], want[first], firstLim)
	}
	return nil
}

// parallel runs f over [0, n) in contiguous chunks on all cores: host
// references of large instances, and each launch's output conversion and
// comparison.
func parallel(n int, f func(lo, hi int)) {
	w := runtime.GOMAXPROCS(0)
	chunk := max((n+4*w-1)/(4*w), 1)
	var wg sync.WaitGroup
	sem := make(chan struct{}, w)
	for lo := 0; lo < n; lo += chunk {
		wg.Add(1)
		sem <- struct{}{}
		go func(lo, hi int) {
			defer func() { <-sem; wg.Done() }()
			f(lo, hi)
		}(lo, min(lo+chunk, n))
	}
	wg.Wait()
}

// rng is splitmix64: a small deterministic generator, so that every
// machine builds the same inputs.
type rng uint64

func (r *rng) next() uint64 {
	*r += 0x9e3779b97f4a7c15
	z := uint64(*r)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// float returns a float64 in [0, 1).
func (r *rng) float() float64 { return float64(r.next()>>11) / (1 << 53) }

// float32 returns a float32 in [0, 1).
func (r *rng) float32() float32 { return float32(r.next()>>40) / (1 << 24) }

// intn returns an int in [0, n).
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }
