package coexecutor

import (
	"context"
	"fmt"
	"sync"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// bufferArg is a *buffer.Buffer[T] of any T.
type bufferArg interface {
	Len() int
	Access(h *sycl.Handler, mode buffer.Mode, r ...buffer.Span) sycl.MemoryArg
	Fetch(r buffer.Span) error
}

// usmArg is a usm.Ptr[T] of any T.
type usmArg interface {
	Len() int
	MemoryRegion(off, n int, mode buffer.Mode) sycl.MemoryArg
	MemoryUse() memory.Use
}

// role is how LaunchKernel passes a memory argument.
type role struct {
	b    bufferArg // or
	p    usmArg
	mode buffer.Mode
	out  bool
	part func(Package) (lo, hi int) // an input read only in part (InPart)
}

func (r *role) len() int {
	if r.b != nil {
		return r.b.Len()
	}
	return r.p.Len()
}

// access is the argument for a package: the whole memory for inputs, the
// package's span for outputs.
func (r *role) access(h *sycl.Handler, span *buffer.Span) sycl.MemoryArg {
	switch {
	case r.b != nil && span == nil:
		return r.b.Access(h, r.mode)
	case r.b != nil:
		return r.b.Access(h, r.mode, *span)
	case span == nil:
		return r.p.MemoryRegion(0, r.p.Len(), r.mode)
	}
	return r.p.MemoryRegion(span.Off, span.Count, r.mode)
}

func newRole(a any, mode buffer.Mode, out bool) (role, error) {
	switch x := a.(type) {
	case bufferArg:
		return role{b: x, mode: mode, out: out}, nil
	case usmArg:
		return role{p: x, mode: mode, out: out}, nil
	}
	return role{}, fmt.Errorf("coexecutor: %T is not a buffer or a USM pointer", a)
}

func mustRole(a any, mode buffer.Mode, out bool) any {
	r, err := newRole(a, mode, out)
	if err != nil {
		return err
	}
	return r
}

// In passes a buffer or USM pointer the kernel only reads: it reaches each
// device whole, once per launch.
func In(m any) any { return mustRole(m, buffer.ModeRead, false) }

// Out passes memory whose elements the kernel overwrites in each
// work-item's own region (discard-write: nothing is copied in).
func Out(m any) any { return mustRole(m, buffer.ModeDiscardWrite, true) }

// InOut passes memory the kernel reads and writes in each work-item's own
// region.
func InOut(m any) any { return mustRole(m, buffer.ModeReadWrite, true) }

// InPart passes memory the kernel only reads, of which a package reads
// only elements [lo, hi) as part says (indices stay global: the kernel
// indexes the whole memory). Only that part reaches the package's device,
// so a device with a small share of the launch moves a small share of the
// input: a sparse matrix's nonzeros for the package's rows, say. The
// package's rows are [p.Offset, p.Offset+p.Size) along dimension 0. A part
// outside the memory fails the launch.
func InPart(m any, part func(p Package) (lo, hi int)) any {
	if part == nil {
		return fmt.Errorf("coexecutor: InPart with a nil part function")
	}
	r, err := newRole(m, buffer.ModeRead, false)
	if err != nil {
		return err
	}
	r.part = part
	return r
}

// LaunchKernel co-executes kernel k with args in the order of its
// parameters: scalars, *buffer.Buffer[T] or usm.Ptr[T] for global memory,
// sycl.NewLocal for local memory. Buffers get accessors from the kernel's
// parameter access (recorded by kgen) or from In, Out and InOut, over
// what each package reads and writes by the footprints kgen recorded (see
// the package documentation); outputs come back to the host as each
// package ends (or stay on the device, with KeepOutputs).
func (ce *Coexecutor) LaunchKernel(rng sycl.Space, k *sycl.Kernel, args ...any) (*Report, error) {
	return ce.LaunchKernelContext(context.Background(), rng, k, args...)
}

// LaunchKernelContext is LaunchKernel with cancellation.
func (ce *Coexecutor) LaunchKernelContext(ctx context.Context, rng sycl.Space, k *sycl.Kernel, args ...any) (*Report, error) {
	if k == nil {
		return nil, fmt.Errorf("coexecutor: LaunchKernel with a nil kernel")
	}
	if len(args) != len(k.Params) {
		return nil, fmt.Errorf("coexecutor: kernel %s takes %d arguments, got %d", k.Name, len(k.Params), len(args))
	}
	roles := make([]*role, len(args))
	for i, a := range args {
		p := k.Params[i]
		switch x := a.(type) {
		case error:
			return nil, x
		case role:
			roles[i] = &x
		case bufferArg, usmArg:
			if p.Kind != sycl.ParamGlobal {
				return nil, fmt.Errorf("coexecutor: kernel %s: argument %d (%s) is memory, but the parameter is %s", k.Name, i, p.Name, p.Kind)
			}
			var r role
			switch p.Access {
			case sycl.Reads:
				r, _ = newRole(x, buffer.ModeRead, false)
			case sycl.Writes:
				// Write, not discard: the kernel may leave elements unwritten.
				r, _ = newRole(x, buffer.ModeWrite, true)
			case sycl.Reads | sycl.Writes:
				r, _ = newRole(x, buffer.ModeReadWrite, true)
			default:
				return nil, fmt.Errorf("coexecutor: kernel %s does not record how it uses parameter %s; pass coexecutor.In, Out or InOut", k.Name, p.Name)
			}
			roles[i] = &r
		}
		if r := roles[i]; r != nil && r.p != nil {
			// A launch starts from what the host holds now.
			if u := r.p.MemoryUse(); u.Alloc != nil {
				u.Alloc.ResetShadow()
			}
		}
	}
	pl, err := ce.place(rng, k, roles, args)
	if err != nil {
		return nil, err
	}
	key := ce.cfg.key
	if key == "" {
		key = "kernel:" + k.Name
	}
	var (
		spanMu  sync.Mutex // units submit concurrently
		spanErr error
	)
	fail := func(err error) {
		spanMu.Lock()
		if spanErr == nil {
			spanErr = err
		}
		spanMu.Unlock()
	}
	submit := func(pkg Package, h *sycl.Handler) {
		bound := make([]any, len(args))
		for i, a := range args {
			r := roles[i]
			if r == nil {
				bound[i] = a
				continue
			}
			if m, ok, err := pl.bind(i, pkg, h); ok {
				if err != nil {
					fail(err)
				}
				bound[i] = m
				continue
			}
			if r.part != nil {
				lo, hi := r.part(pkg)
				if lo < 0 || hi > r.len() || lo > hi {
					fail(fmt.Errorf("coexecutor: kernel %s: parameter %s: the part [%d,%d) of package %v is outside its %d elements", k.Name, k.Params[i].Name, lo, hi, pkg, r.len()))
					lo, hi = 0, 0
				}
				sp := buffer.Range(lo, hi-lo)
				bound[i] = r.access(h, &sp)
				continue
			}
			if !r.out {
				bound[i] = r.access(h, nil)
				continue
			}
			sp, err := pkg.Span(r.len())
			if err != nil {
				fail(err)
				sp = buffer.Range(0, 0)
			}
			bound[i] = r.access(h, &sp)
		}
		h.ParallelFor(pkg.Space(), k.Bind(bound...))
	}
	after := func(pkg Package, u *unit) error {
		for i, r := range roles {
			if r == nil || !r.out || u.dev.IsNative() || r.b == nil || ce.cfg.keep {
				continue
			}
			if ok, err := pl.fetch(i, pkg); ok {
				if err != nil {
					return err
				}
				continue
			}
			sp, err := pkg.Span(r.b.Len())
			if err != nil {
				return err
			}
			if err := r.b.Fetch(sp); err != nil {
				return err
			}
		}
		return nil
	}
	rep, err := ce.run(ctx, rng, key, hooks{submit: submit, after: after})
	spanMu.Lock()
	defer spanMu.Unlock()
	if spanErr != nil {
		return rep, spanErr
	}
	return rep, err
}
