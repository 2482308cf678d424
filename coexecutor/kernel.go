package coexecutor

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor/internal/argmode"
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
	MemoryRegion(off, n int, mode memory.Mode) any
	MemoryUse() memory.Use
}

// role is how LaunchKernel passes a memory argument.
type role struct {
	b    bufferArg // or
	p    usmArg
	mode memory.Mode
	out  bool
	part func(Package) (lo, hi int) // an input read only in part (InPart)
	red  bool                       // the result element of a Reducer (reduce.go)
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
		return r.b.Access(h, buffer.Mode(r.mode))
	case r.b != nil:
		return r.b.Access(h, buffer.Mode(r.mode), *span)
	case span == nil:
		return r.p.MemoryRegion(0, r.p.Len(), r.mode).(sycl.MemoryArg)
	}
	return r.p.MemoryRegion(span.Off, span.Count, r.mode).(sycl.MemoryArg)
}

func newRole(a any, mode memory.Mode, out bool) (role, error) {
	switch x := a.(type) {
	case bufferArg:
		return role{b: x, mode: mode, out: out}, nil
	case usmArg:
		return role{p: x, mode: mode, out: out}, nil
	}
	return role{}, fmt.Errorf("%T is not a buffer or a USM pointer", a)
}

// check refuses memory a launch cannot use: a nil buffer, a closed one, a
// zero or freed USM pointer. It returns the whole memory's argument,
// r.access(nil, nil).
func (r *role) check() (sycl.MemoryArg, error) {
	var m sycl.MemoryArg
	if r.b != nil {
		m = r.b.Access(nil, buffer.Mode(r.mode)) // before Len: a nil *Buffer has none
	} else {
		m = r.p.MemoryRegion(0, r.p.Len(), r.mode).(sycl.MemoryArg)
	}
	u := m.MemoryUse()
	if u.Err != nil {
		return nil, u.Err
	}
	if u.Buf != nil && u.Buf.Closed() {
		return nil, fmt.Errorf("buffer: %w", memory.ErrClosed)
	}
	return m, nil
}

// LaunchKernel co-executes kernel k with args in the order of its
// parameters: scalars, *buffer.Buffer[T] or usm.Ptr[T] for global memory,
// sycl.NewLocal for local memory; a Costs among them (not a kernel
// argument) tells what the work-items cost by place. Buffers get
// accessors from the kernel's parameter access (recorded by kgen) or from
// In, Out and InOut, over what each package reads and writes by the
// footprints kgen recorded (see the package documentation); outputs stay
// on the device that computed them until the host or another device needs
// them (or come back to the host as each package ends, with
// KeepOutputs(false)). Every argument is checked before the first package
// is submitted: an output without a footprint must hold a whole number of
// elements per work-item, at least one.
func (ce *Coexecutor) LaunchKernel(rng sycl.Space, k *sycl.Kernel, args ...any) (*Report, error) {
	return ce.LaunchKernelContext(context.Background(), rng, k, args...)
}

// LaunchKernelContext is LaunchKernel with cancellation (see LaunchContext).
func (ce *Coexecutor) LaunchKernelContext(ctx context.Context, rng sycl.Space, k *sycl.Kernel, args ...any) (*Report, error) {
	begin := time.Now()
	if err := ce.usable("LaunchKernel"); err != nil {
		return nil, err
	}
	if ctx == nil {
		return nil, errors.New("coexecutor: LaunchKernelContext(nil context)")
	}
	if k == nil {
		return nil, errors.New("coexecutor: LaunchKernel with a nil kernel")
	}
	args, costs, err := launchCosts(k, args)
	if err != nil {
		return nil, err
	}
	s, err := toSpace(rng, ce.cfg.lws)
	if err != nil {
		return nil, err
	}
	roles, err := kernelRoles(k, s, args)
	if err != nil {
		return nil, err
	}
	for i, r := range roles {
		if r == nil || r.p == nil {
			continue
		}
		// Device allocations belong to their device.
		a := r.p.MemoryUse().Alloc
		for _, u := range ce.units {
			if err := a.UsableOn(memory.LocationOf(u.dev)); err != nil {
				return nil, fmt.Errorf("coexecutor: kernel %s: argument %d (%s): unit %s cannot use it: %w (allocate it with usm.MallocShared, or co-execute on its device alone)", k.Name, i, k.Params[i].Name, u.dev.Name(), err)
			}
		}
	}
	whole := rng
	if sl, ok := rng.(sycl.Slice); ok {
		whole = sl.Whole()
	}
	pl, err := ce.place(whole, k, roles, args)
	if err != nil {
		return nil, err
	}
	// Reductions: a partial result per unit (reduce.go), pooled across
	// launches (partials.go).
	var red *partials
	for _, r := range roles {
		if r != nil && r.red && red == nil {
			red = ce.takePartials(k)
		}
	}
	// Memory updated with atomics: a copy per unit (atomics.go), pooled
	// across launches (partials.go).
	privs := make([]*private, len(roles))
	succeeded := false
	defer func() {
		if red != nil {
			ce.putPartials(k, red.partialBuf, succeeded)
		}
		for i, pv := range privs {
			if pv != nil {
				ce.putPrivate(privKey{k, i}, pv, succeeded)
			}
		}
	}()
	for i, r := range roles {
		if pl.private[i] {
			if privs[i], err = ce.takePrivate(k, i, r.len()); err != nil {
				return nil, err
			}
		}
	}
	for i, r := range roles {
		// Outputs without a footprint: work-item i owns its elements.
		if r != nil && r.out && pl.fps[i] == nil && !pl.private[i] {
			if err := s.perItem(r.len()); err != nil {
				return nil, fmt.Errorf("coexecutor: kernel %s: argument %d (%s): %w", k.Name, i, k.Params[i].Name, err)
			}
		}
	}
	key := ce.cfg.key
	if key == "" {
		key = "kernel:" + k.Name
	}
	hasPart := false
	for _, r := range roles {
		hasPart = hasPart || (r != nil && r.part != nil)
	}
	inPlace := ce.inPlace // one method value for the launch's packages
	prepare := func(pkg Package) (func(*sycl.Handler), error) {
		var parts []buffer.Span
		if hasPart {
			parts = make([]buffer.Span, len(roles))
		}
		for i, r := range roles {
			if r == nil || r.part == nil {
				continue
			}
			var lo, hi int
			name := "InPart function of parameter " + k.Params[i].Name
			if err := protect(name, func() error { lo, hi = r.part(pkg); return nil }); err != nil {
				return nil, err
			}
			if lo < 0 || hi > r.len() || lo > hi {
				return nil, fmt.Errorf("parameter %s: the part [%d,%d) is outside its %d elements", k.Params[i].Name, lo, hi, r.len())
			}
			parts[i] = buffer.Range(lo, hi-lo)
		}
		binders := make([]binder, len(roles))
		for i := range roles {
			b, ok, err := pl.prepare(i, pkg, inPlace)
			if err != nil {
				return nil, fmt.Errorf("parameter %s: %w", k.Params[i].Name, err)
			}
			if ok {
				binders[i] = b
			}
		}
		return func(h *sycl.Handler) {
			bound := make([]any, len(args))
			for i, a := range args {
				switch r := roles[i]; {
				case r == nil:
					bound[i] = a
				case r.red:
					bound[i] = sycl.ReductionOf(red.arg(pkg, i))
				case privs[i] != nil:
					bound[i] = privs[i].units[pkg.Unit].all(memory.ReadWrite)
				case binders[i] != nil:
					bound[i] = binders[i](h)
				case r.part != nil:
					bound[i] = r.access(h, &parts[i])
				case !r.out:
					bound[i] = r.access(h, nil)
				default:
					sp, _ := pkg.Span(r.len()) // checked for the whole range
					bound[i] = r.access(h, &sp)
				}
			}
			h.ParallelFor(pkg.Space(), k.Bind(bound...))
		}, nil
	}
	// Outputs come home after each package, unless they stay on the
	// devices: the spans it writes (those its footprint gives, or else
	// its own span), fetched chained: their copies are enqueued as the
	// package is submitted, to run on the device once its kernel ends
	// while the next package's kernel runs.
	home := func(pkg Package, u *unit) func() (Moved, error) {
		var (
			fs  []*memory.Fetching
			err error
		)
	roles:
		for i, r := range roles {
			if r == nil || !r.out || privs[i] != nil || u.dev.IsNative() || r.b == nil || ce.cfg.keep {
				continue
			}
			spans, ok, serr := pl.homeSpans(i, pkg)
			if err = serr; err != nil {
				break
			}
			if !ok {
				sp, _ := pkg.Span(r.b.Len())
				spans = []buffer.Span{sp}
			}
			for _, sp := range spans {
				var f *memory.Fetching
				if f, err = fetchStart(r.b, sp); err != nil {
					break roles
				}
				fs = append(fs, f)
			}
		}
		return func() (home Moved, ferr error) {
			ferr = err
			for _, f := range fs {
				m, e := f.Wait()
				home.Add(Moved(m))
				if e != nil && ferr == nil {
					ferr = fmt.Errorf("buffer: host accessor: %w", e)
				}
			}
			return home, ferr
		}
	}
	var own []*memory.Buffer // the launch's own memory
	if red != nil {
		own = append(own, red.core)
	}
	for i := range roles {
		if privs[i] != nil {
			for _, u := range privs[i].units {
				own = append(own, u.core)
			}
		}
	}
	combine := func(rep *Report) error {
		ran := make([]bool, len(rep.Units))
		for u, ur := range rep.Units {
			ran[u] = ur.Packages > 0
		}
		var err error
		if red != nil {
			err = ce.gather(k, roles, red, rep)
		}
		for i, pv := range privs {
			if pv != nil && err == nil {
				err = ce.mergeInto(k, k.Params[i].Name, roles[i], pv, ran)
			}
		}
		return err
	}
	hk := hooks{what: "kernel " + k.Name, cgName: "command group of kernel " + k.Name, prepare: prepare, home: home, kernel: k, own: own, begin: begin, costs: costs}
	if len(own) > 0 {
		hk.combine = combine
	}
	if len(own) > 0 {
		hk.last = func(pkg Package, u *unit) func() {
			var waits []func()
			if red != nil {
				if w := red.fetchLast(pkg, u); w != nil {
					waits = append(waits, w)
				}
			}
			for i, pv := range privs {
				if pv != nil {
					if w := pv.fetchLast(pkg, roles[i].len()); w != nil {
						waits = append(waits, w)
					}
				}
			}
			if len(waits) == 0 {
				return nil
			}
			return func() {
				for _, w := range waits {
					w()
				}
			}
		}
	}
	rep, err := ce.run(ctx, s, key, hk)
	succeeded = err == nil
	return rep, err
}

// kernelRoles checks args against k's parameters and the launch's space s,
// and returns how each memory argument is passed (nil for the others).
// launchCosts takes the launch's Costs out of LaunchKernel's arguments:
// at most one, and not nil.
func launchCosts(k *sycl.Kernel, args []any) ([]any, Costs, error) {
	var costs Costs
	n := 0
	for _, a := range args {
		if c, ok := a.(Costs); ok {
			if c == nil {
				return nil, nil, fmt.Errorf("coexecutor: kernel %s: a nil Costs among the arguments", k.Name)
			}
			if costs != nil {
				return nil, nil, fmt.Errorf("coexecutor: kernel %s: two Costs among the arguments, want at most one", k.Name)
			}
			costs = c
			continue
		}
		n++
	}
	if costs == nil {
		return args, nil, nil
	}
	rest := make([]any, 0, n)
	for _, a := range args {
		if _, ok := a.(Costs); !ok {
			rest = append(rest, a)
		}
	}
	return rest, costs, nil
}

func kernelRoles(k *sycl.Kernel, s *space, args []any) ([]*role, error) {
	if len(args) != len(k.Params) {
		return nil, fmt.Errorf("coexecutor: kernel %s takes %d arguments, got %d", k.Name, len(k.Params), len(args))
	}
	roles := make([]*role, len(args))
	whole := make([]any, len(args)) // the arguments for the whole range, for Bind's checks
	for i, a := range args {
		p := k.Params[i]
		bad := func(format string, v ...any) error {
			return fmt.Errorf("coexecutor: kernel %s: argument %d (%s): %s", k.Name, i, p.Name, fmt.Sprintf(format, v...))
		}
		var r role
		switch x := a.(type) {
		case wrapped:
			if x, err := x.unwrap(); err != nil {
				return nil, fmt.Errorf("coexecutor: kernel %s: argument %d (%s): %w", k.Name, i, p.Name, err)
			} else {
				r = x
			}
			if p.Kind == sycl.ParamReduce {
				r.red, r.out = true, false
				break
			}
			if c := argmode.Contradiction(r.mode, r.part != nil, p.Access); c != "" {
				return nil, bad("%s; pass coexecutor.InOut or the memory itself", c)
			}
		case bufferArg, usmArg:
			if p.Kind == sycl.ParamReduce {
				r = reductionRole(x)
				break
			}
			switch p.Access {
			case sycl.Reads:
				r, _ = newRole(x, memory.Read, false)
			case sycl.Writes:
				// Write, not discard: the kernel may leave elements
				// unwritten (a package that overwrites all it writes
				// copies nothing in: placed.prepare).
				r, _ = newRole(x, memory.Write, true)
			case sycl.Reads | sycl.Writes:
				r, _ = newRole(x, memory.ReadWrite, true)
			default:
				return nil, bad("the kernel does not record how it uses the parameter; pass coexecutor.In, Out or InOut")
			}
		default:
			if p.Kind == sycl.ParamGlobal || p.Kind == sycl.ParamReduce {
				return nil, bad("got %T, want a buffer or a USM pointer", a)
			}
			whole[i] = a
			continue
		}
		if p.Kind != sycl.ParamGlobal && p.Kind != sycl.ParamReduce {
			return nil, bad("memory given for a %s parameter", p.Kind)
		}
		m, err := r.check()
		if err != nil {
			return nil, bad("%v", err)
		}
		roles[i] = &r
		whole[i] = m
		if r.red {
			if err := checkReduction(&r); err != nil {
				return nil, bad("%v", err)
			}
			whole[i] = sycl.ReductionOf(whole[i].(sycl.MemoryArg))
		}
	}
	if err := k.Bind(whole...).Err(); err != nil {
		return nil, fmt.Errorf("coexecutor: %w", err)
	}
	return roles, nil
}

// fetchStart begins making the elements sp of buffer b current in host
// memory, chained on the device to the commands that write them
// (memory.Buffer.FetchAsync).
func fetchStart(b bufferArg, sp buffer.Span) (*memory.Fetching, error) {
	u := b.Access(nil, buffer.ModeRead, sp).MemoryUse()
	if u.Err != nil {
		return nil, u.Err
	}
	f, err := u.Buf.FetchAsync(u.Lo, u.Hi)
	if err != nil {
		return nil, fmt.Errorf("buffer: host accessor: %w", err)
	}
	return f, nil
}
