package bench

// The benchmarks whose time data movement decides: the STREAM triad on
// data that start in host memory, and an iterative Jacobi stencil whose
// grids stay on the devices between its launches, so that only halos
// move.

import (
	"fmt"
	"slices"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// Tolerances of the data-movement benchmarks.
var (
	// One multiply-add: a device may contract it into an FMA, one
	// rounding apart.
	triadTol = tolerance{Rel: 1e-6}
	// Sums of four terms in the same order and a multiplication by a
	// power of two: the same on every device, but kept a rounding apart
	// from exact.
	jacobiTol = tolerance{Rel: 1e-6}
)

// Triad parameters.
const triadS = 3

// triad: a = b + 3c over 16 M·scale floats (64 M at scale 4, 256 M at
// scale 16), b and c fresh from host memory each launch.
func newTriad(scale int) (*Instance, error) {
	n := int64(16<<20) * int64(scale)
	if err := checkScale("triad", scale, n); err != nil {
		return nil, err
	}
	return triadSized(int(n)), nil
}

// triadSized: the triad over n floats (NewSized checks n).
func triadSized(n int) *Instance {
	b, c := make([]float32, n), make([]float32, n)
	// A generator per block of 64 Ki elements: the same inputs however
	// many cores fill them.
	const block = 1 << 16
	parallel((n+block-1)/block, func(lo, hi int) {
		for k := lo; k < hi; k++ {
			r := rng(6 + uint64(k)<<20)
			for i := k * block; i < min((k+1)*block, n); i++ {
				b[i], c[i] = r.float32(), r.float32()
			}
		}
	})
	space := sycl.Range1(n)
	return &Instance{
		Space:  space,
		Kernel: TriadKernel.Kernel,
		Items:  n,
		Args: func(mem string, q *sycl.Queue) ([]any, func() ([]float64, error), func(), error) {
			a := newArgs(mem, q)
			out(a, n, flatFloat32)
			// Passed bare: kgen's footprints send each package's device
			// the elements of b and c its work-items read, no more.
			bare(a, b, nil)
			bare(a, c, nil)
			a.value(float32(triadS))
			return a.done()
		},
		Verify: verifier("triad", triadTol, func() ([]float64, []float64) {
			o := make([]float32, n)
			parallel(n, func(lo, hi int) {
				for i := lo; i < hi; i++ {
					Triad(sycl.MakeItem(space, i), o, b, c, triadS)
				}
			})
			return flatFloat32(o), nil
		}),
	}
}

// jacobiSteps is the number of sweeps of a run: odd, so that the result
// is in the second grid, which starts poisoned.
const jacobiSteps = 25

// jacobi: jacobiSteps sweeps over a w x w grid, w = 1024·scale, two
// grids swapped between launches. The grids stay on the devices between
// the launches of a run: after the first, a device receives only the
// rows beside its own that other devices wrote.
func newJacobi(scale int) (*Instance, error) {
	w := 1024 * scale
	if err := checkScale("jacobi", scale, int64(w)*int64(w)); err != nil {
		return nil, err
	}
	grid := make([]float32, w*w)
	r := rng(7)
	for i := range grid {
		grid[i] = r.float32()
	}
	space := sycl.Range2(w, w)
	return &Instance{
		Space:  space,
		Kernel: JacobiKernel.Kernel,
		Items:  w * w,
		Steps:  jacobiSteps,
		Args: func(mem string, q *sycl.Queue) ([]any, func() ([]float64, error), func(), error) {
			a := newArgs(mem, q)
			first := bare(a, grid, flatFloat32)
			poisoned := make([]float32, w*w)
			poison(poisoned)
			second := bare(a, poisoned, flatFloat32)
			a.reads = append(a.reads, [2]func() ([]float64, error){first, second}[jacobiSteps%2])
			a.value(int32(w), int32(w))
			return a.done()
		},
		// Step i reads grid i%2 and writes the other, every element of it.
		Step: func(args []any, i int) []any {
			return []any{args[i%2], coexecutor.Out(args[1-i%2].(coexecutor.Global[float32])), args[2], args[3]}
		},
		Sync: func(args []any) error {
			switch m := args[jacobiSteps%2].(type) {
			case *buffer.Buffer[float32]:
				return m.Fetch(buffer.Range(0, m.Len()))
			case usm.Ptr[float32]:
				// Slice brings home what the devices kept
				// (coexecutor.KeepUSMCopies).
				_, err := m.Slice()
				return err
			}
			return nil
		},
		Verify: verifier("jacobi", jacobiTol, func() ([]float64, []float64) {
			src, dst := append([]float32(nil), grid...), make([]float32, w*w)
			for range jacobiSteps {
				parallel(w, func(lo, hi int) {
					for y := lo; y < hi; y++ {
						for x := range w {
							Jacobi(sycl.MakeItem(space, y, x), src, dst, int32(w), int32(w))
						}
					}
				})
				src, dst = dst, src
			}
			return flatFloat32(src), nil
		}),
	}, nil
}

// bare adds memory holding a copy of data, passed without a role: the
// kernel's parameter access and kgen's footprints place it. It returns a
// function that reads the memory back, flattened by flat (nil: none).
func bare[T any](a *args, data []T, flat func([]T) []float64) func() ([]float64, error) {
	if a.err != nil {
		return nil
	}
	switch a.mem {
	case Buffers:
		host := clone(data)
		b := buffer.New(host)
		a.frees = append(a.frees, func() { b.Close() })
		a.list = append(a.list, b)
		return func() ([]float64, error) {
			if err := b.Close(); err != nil {
				return nil, err
			}
			return flat(host), nil
		}
	case Owned:
		b := owned(a, data, len(data))
		if b == nil {
			return nil
		}
		a.list = append(a.list, b)
		return func() ([]float64, error) { return hostRead(b, flat) }
	}
	p, err := usm.MallocShared[T](a.q, len(data))
	if err != nil {
		a.err = err
		return nil
	}
	a.frees = append(a.frees, func() { p.Free() })
	s, err := p.Slice()
	if err != nil {
		a.err = err
		return nil
	}
	copy(s, data)
	a.list = append(a.list, p)
	return func() ([]float64, error) {
		s, err := p.Slice()
		if err != nil {
			return nil, err
		}
		return flat(s), nil
	}
}

// Run makes one run of the benchmark on ce with args from Args (and
// Costs, when set): one
// launch, or, for an iterative benchmark, Steps launches over the same
// memory followed by Sync. It returns the launches' reports; a launch
// that fails ends the run.
func (inst *Instance) Run(ce *coexecutor.Coexecutor, args []any) ([]*coexecutor.Report, error) {
	withCosts := func(args []any) []any {
		if inst.Costs == nil {
			return args
		}
		return append(slices.Clip(args), inst.Costs)
	}
	if inst.Steps == 0 {
		rep, err := ce.LaunchKernel(inst.Space, inst.Kernel, withCosts(args)...)
		return []*coexecutor.Report{rep}, err
	}
	var reps []*coexecutor.Report
	for i := range inst.Steps {
		rep, err := ce.LaunchKernel(inst.Space, inst.Kernel, withCosts(inst.Step(args, i))...)
		reps = append(reps, rep)
		if err != nil {
			return reps, fmt.Errorf("step %d: %w", i, err)
		}
	}
	if err := inst.Sync(args); err != nil {
		return reps, fmt.Errorf("bench: bringing the result home: %w", err)
	}
	return reps, nil
}
