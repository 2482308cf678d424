package coexecutor

import (
	"context"
	"fmt"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

// bufferArg is a *buffer.Buffer[T] of any T.
type bufferArg interface {
	Len() int
	Access(h *sycl.Handler, mode buffer.Mode, r ...buffer.Span) sycl.MemoryArg
	Fetch(r buffer.Span) error
}

// Role overrides how LaunchKernel treats a buffer argument.
type role struct {
	b    bufferArg
	mode buffer.Mode
	out  bool
}

// In passes a buffer the kernel only reads: it reaches each device whole,
// once per launch.
func In(b bufferArg) any { return role{b, buffer.ModeRead, false} }

// Out passes a buffer whose elements the kernel overwrites in each
// work-item's own region (discard-write: nothing is copied in).
func Out(b bufferArg) any { return role{b, buffer.ModeDiscardWrite, true} }

// InOut passes a buffer the kernel reads and writes in each work-item's
// own region.
func InOut(b bufferArg) any { return role{b, buffer.ModeReadWrite, true} }

// LaunchKernel co-executes kernel k with args in the order of its
// parameters: scalars, *buffer.Buffer[T] or usm.Ptr[T] for global memory,
// sycl.NewLocal for local memory. Buffers get accessors from the kernel's
// parameter access (recorded by kgen) or from In, Out and InOut: inputs
// whole, outputs over each package's own region (work-item i writes
// element i), brought back to the host as each package ends.
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
		case role:
			roles[i] = &x
		case bufferArg:
			if p.Kind != sycl.ParamGlobal {
				return nil, fmt.Errorf("coexecutor: kernel %s: argument %d (%s) is a buffer, but the parameter is %s", k.Name, i, p.Name, p.Kind)
			}
			switch p.Access {
			case sycl.Reads:
				roles[i] = &role{x, buffer.ModeRead, false}
			case sycl.Writes:
				// Write, not discard: the kernel may leave elements unwritten.
				roles[i] = &role{x, buffer.ModeWrite, true}
			case sycl.Reads | sycl.Writes:
				roles[i] = &role{x, buffer.ModeReadWrite, true}
			default:
				return nil, fmt.Errorf("coexecutor: kernel %s does not record how it uses parameter %s; pass coexecutor.In, Out or InOut", k.Name, p.Name)
			}
		}
	}
	key := ce.cfg.key
	if key == "" {
		key = "kernel:" + k.Name
	}
	var spanErr error
	submit := func(pkg Package, h *sycl.Handler) {
		bound := make([]any, len(args))
		for i, a := range args {
			r := roles[i]
			if r == nil {
				bound[i] = a
				continue
			}
			if !r.out {
				bound[i] = r.b.Access(h, r.mode)
				continue
			}
			sp, err := pkg.Span(r.b.Len())
			if err != nil {
				spanErr = err
				sp = buffer.Range(0, 0)
			}
			bound[i] = r.b.Access(h, r.mode, sp)
		}
		h.ParallelFor(pkg.Space(), k.Bind(bound...))
	}
	after := func(pkg Package, u *unit) error {
		for _, r := range roles {
			if r == nil || !r.out || u.dev.IsNative() {
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
	if spanErr != nil {
		return rep, spanErr
	}
	return rep, err
}
