package sycl

import (
	"errors"
	"fmt"
	"reflect"
	"unsafe"

	"github.com/gosycl/gosycl/internal/cgroup"
	"github.com/gosycl/gosycl/internal/memory"
)

// Handler collects one command group: its dependencies, the memory it
// requires and exactly one action (a kernel launch, a copy, a fill or a
// host task). Handlers are only valid inside the function given to Submit.
type Handler struct {
	q    *Queue
	deps []*Event
	uses []memory.Use
	act  *action
	err  error
	// cancel stops a native kernel launch between chunks (internal/cgroup).
	cancel <-chan struct{}
	// usm is the co-executed launch whose USM uses the command's are
	// (internal/cgroup); nil outside one.
	usm *memory.Session
	// flush: the command's kernel is flushed to its device as soon as it
	// is enqueued (internal/cgroup.SetFlush).
	flush bool
	// cores switches how many of the device's workers a native kernel
	// leaves idle (internal/cgroup.SetCores), in place of the queue's
	// NativeWorkers bound; nil: the bound.
	cores *cgroup.Cores
	// yield stops a one-dimensional native kernel launch part-way
	// (internal/cgroup.SetYield); nil: it runs whole.
	yield *cgroup.Yield
}

type actionKind uint8

const (
	actKernel actionKind = iota + 1
	actCopy
	actFill
	actHost
)

type action struct {
	kind  actionKind
	space launchSpace
	bound Bound
	// mem holds, for each global-memory argument of bound, its use as
	// resolved at submission: the launch binds these, not what the
	// argument would say later (a USM pointer freed meanwhile, say).
	mem []memory.Use
	// red holds, for each Reducer argument, the element it writes (its
	// use is in mem too).
	red []reductionTarget
	// copies: each side is memory or a host slice's bytes
	dst, src         *memory.Use
	dstHost, srcHost []byte
	n                int
	pattern          []byte
	host             func() error
	cancel           <-chan struct{} // the handler's
}

// dropData lets go of what the command read and wrote once it has
// finished: the queue keeps finished events (the last, and up to 255 that
// nobody waited on), and each kept the kernel's arguments alive, with
// them the host slices of the buffers the command used. A loop launching
// a 110 MB sparse matrix 100 times ran the GPU machine out of memory.
// What the event's name needs stays.
func (a *action) dropData() {
	if a == nil {
		return
	}
	a.bound.args = nil
	a.mem, a.red = nil, nil
	a.dst, a.src = nil, nil
	a.dstHost, a.srcHost, a.pattern = nil, nil, nil
	a.host = nil
}

func (h *Handler) fail(err error) {
	if h.err == nil {
		h.err = err
	}
}

func (h *Handler) setAction(a *action) {
	if h.act != nil {
		h.fail(errors.New("sycl: a command group holds one action; this one already has one"))
		return
	}
	h.act = a
}

// Queue returns the queue the command group is submitted to.
func (h *Handler) Queue() *Queue { return h.q }

// DependsOn makes the command wait for events (nil events are finished
// and ignored; a zero Event fails the submission).
func (h *Handler) DependsOn(evs ...*Event) {
	for _, e := range evs {
		switch {
		case e == nil:
		case e.done == nil:
			h.fail(fmt.Errorf("%w, given to DependsOn", errZeroEvent))
		default:
			h.deps = append(h.deps, e)
		}
	}
}

// Require declares that the command uses memory (as an accessor does when
// it is created in the command group), so that it is ordered after
// conflicting commands and the data are current where it runs.
func (h *Handler) Require(m MemoryArg) {
	if m == nil {
		h.fail(errors.New("sycl: Require(nil)"))
		return
	}
	h.require(m.MemoryUse())
}

// require is Require of a resolved use.
func (h *Handler) require(u memory.Use) {
	if u.Err != nil {
		h.fail(u.Err)
		return
	}
	if u.Buf == nil && u.Alloc == nil {
		h.fail(errors.New("sycl: Require: invalid (zero) accessor or pointer"))
		return
	}
	for _, v := range h.uses {
		if (u.Buf != nil && v.Buf == u.Buf && v.Lo == u.Lo && v.Hi == u.Hi && v.Mode == u.Mode) || (u.Alloc != nil && v.Alloc == u.Alloc) {
			return
		}
	}
	h.uses = append(h.uses, u)
}

// ParallelFor launches the bound kernel over a Range or an NDRange.
func (h *Handler) ParallelFor(s Space, k Bound) {
	if s == nil {
		h.fail(errNoSpace)
		return
	}
	sp, err := s.launch()
	if err != nil {
		h.fail(err)
		return
	}
	h.kernel(sp, k)
}

// SingleTask runs the bound kernel as one work-item.
func (h *Handler) SingleTask(k Bound) {
	sp, _ := Range1(1).launch()
	h.kernel(sp, k)
}

func (h *Handler) kernel(sp launchSpace, k Bound) {
	if k.err != nil {
		h.fail(k.err)
		return
	}
	if k.k == nil {
		h.fail(errors.New("sycl: launch of an unbound kernel (use Kernel.Bind)"))
		return
	}
	mem := make([]memory.Use, len(k.args))
	var red []reductionTarget
	for i, a := range k.args {
		switch p := k.k.Params[i]; {
		case p.Kind == ParamReduce:
			t, err := p.reductionUse(a) // checked by Bind
			if err != nil {
				h.fail(err)
				return
			}
			if red == nil {
				red = make([]reductionTarget, len(k.args))
			}
			red[i], mem[i] = t, t.use
			h.require(mem[i])
		default:
			if m, ok := a.(MemoryArg); ok {
				mem[i] = m.MemoryUse()
				h.require(mem[i])
			}
		}
	}
	h.setAction(&action{kind: actKernel, space: sp, bound: k, mem: mem, red: red})
}

// HostTask runs f on a goroutine of the host once the command's
// dependencies have finished; buffers it requires are current in host
// memory while it runs. Its error fails the command.
func (h *Handler) HostTask(f func() error) {
	if f == nil {
		h.fail(errors.New("sycl: HostTask(nil)"))
		return
	}
	h.setAction(&action{kind: actHost, host: f})
}

// Copy copies src to dst. Each side is a buffer accessor, a USM pointer or
// a host slice ([]T); the two must hold the same element type and length.
func (h *Handler) Copy(dst, src any) {
	a := &action{kind: actCopy}
	var dn, sn int
	var dt, st reflect.Type
	var err error
	a.dst, a.dstHost, dt, dn, err = h.operand(dst, "destination", memory.DiscardWrite)
	if err != nil {
		h.fail(err)
		return
	}
	a.src, a.srcHost, st, sn, err = h.operand(src, "source", memory.Read)
	if err != nil {
		h.fail(err)
		return
	}
	if dt != st {
		h.fail(fmt.Errorf("sycl: Copy from %v to %v: element types differ", st, dt))
		return
	}
	if dn != sn {
		h.fail(fmt.Errorf("sycl: Copy of %d bytes into %d bytes: sizes differ", sn, dn))
		return
	}
	a.n = dn
	h.setAction(a)
}

// Memcpy copies n bytes from src to dst, where each is a USM pointer or a
// host slice (SYCL's handler::memcpy).
func (h *Handler) Memcpy(dst, src any, n int) {
	a := &action{kind: actCopy, n: n}
	var dn, sn int
	var err error
	if a.dst, a.dstHost, _, dn, err = h.operand(dst, "destination", memory.DiscardWrite); err != nil {
		h.fail(err)
		return
	}
	if a.src, a.srcHost, _, sn, err = h.operand(src, "source", memory.Read); err != nil {
		h.fail(err)
		return
	}
	if n < 0 || n > dn || n > sn {
		h.fail(fmt.Errorf("sycl: Memcpy of %d bytes: source has %d, destination %d", n, sn, dn))
		return
	}
	h.setAction(a)
}

// Fill sets every element of dst (a buffer accessor or USM pointer) to value.
func (h *Handler) Fill(dst MemoryArg, value any) {
	u, _, t, n, err := h.operand(dst, "destination", memory.DiscardWrite)
	if err != nil {
		h.fail(err)
		return
	}
	if vt := reflect.TypeOf(value); vt != t {
		h.fail(fmt.Errorf("sycl: Fill of %v memory with a %v value", t, vt))
		return
	}
	h.setAction(&action{kind: actFill, dst: u, n: n, pattern: valueBytes(value)})
}

// operand resolves one side of a copy.
func (h *Handler) operand(x any, what string, mode memory.Mode) (*memory.Use, []byte, reflect.Type, int, error) {
	if m, ok := x.(MemoryArg); ok {
		u := m.MemoryUse()
		if u.Err != nil {
			return nil, nil, nil, 0, u.Err
		}
		if u.Buf == nil && u.Alloc == nil {
			return nil, nil, nil, 0, fmt.Errorf("sycl: %s is an invalid (zero) accessor or pointer", what)
		}
		if u.Buf != nil && mode.Writes() && !u.Mode.Writes() {
			return nil, nil, nil, 0, fmt.Errorf("sycl: %s is a read-only accessor", what)
		}
		if u.Buf != nil && !mode.Writes() && !u.Mode.NeedsData() {
			return nil, nil, nil, 0, fmt.Errorf("sycl: %s is a discard-write accessor; it cannot be read", what)
		}
		if u.Alloc != nil {
			if err := u.Alloc.Check(); err != nil {
				return nil, nil, nil, 0, fmt.Errorf("sycl: %s: %w", what, err)
			}
			return &u, nil, u.Elem, u.Alloc.Size, nil
		}
		h.Require(m)
		return &u, nil, u.Elem, u.Hi - u.Lo, nil
	}
	v := reflect.ValueOf(x)
	if v.Kind() != reflect.Slice {
		return nil, nil, nil, 0, fmt.Errorf("sycl: %s is a %T; want an accessor, a USM pointer or a slice", what, x)
	}
	return nil, sliceBytes(v), v.Type().Elem(), v.Len() * int(v.Type().Elem().Size()), nil
}

func sliceBytes(v reflect.Value) []byte {
	n := v.Len() * int(v.Type().Elem().Size())
	if n == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(v.UnsafePointer()), n)
}

func valueBytes(x any) []byte {
	v := reflect.New(reflect.TypeOf(x))
	v.Elem().Set(reflect.ValueOf(x))
	return append([]byte(nil), unsafe.Slice((*byte)(v.UnsafePointer()), v.Type().Elem().Size())...)
}
