package coexecutor

// This file co-executes kernels with Reducer parameters (sycl.Reducer):
// each unit reduces the packages it runs into a partial result of its
// own, one element of a scratch buffer that stays on its device, and
// once every package has run the Director combines the units' partials
// into the result element, on the native device. The result element is
// not touched before then: a launch that fails leaves it as it was.

import (
	"errors"
	"fmt"
	"reflect"
	"unsafe"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// partials are a reduction's per-unit partial results: element u is
// unit u's, starting at the combiner's identity.
type partials struct {
	core *memory.Buffer
	data reflect.Value // a []T
	elem reflect.Type
}

func newPartials(p sycl.Param, units int) *partials {
	data := reflect.MakeSlice(reflect.SliceOf(p.Type), units, units)
	id := reflect.ValueOf(p.Reduce.Identity())
	for u := 0; u < units; u++ {
		data.Index(u).Set(id)
	}
	n := units * int(p.Type.Size())
	var b []byte
	if n > 0 {
		b = unsafe.Slice((*byte)(data.UnsafePointer()), n)
	}
	return &partials{core: memory.NewBuffer(b), data: data, elem: p.Type}
}

// scratchArg is an access to partials in a command group.
type scratchArg struct {
	s      *partials
	lo, hi int // elements
	mode   memory.Mode
}

func (a scratchArg) MemoryUse() memory.Use {
	sz := int(a.s.elem.Size())
	return memory.Use{Buf: a.s.core, Lo: a.lo * sz, Hi: a.hi * sz, Mode: a.mode, Elem: a.s.elem,
		Typed: func() any { return a.s.data.Interface() }}
}

// unit is unit u's partial, for its packages' reductions.
func (s *partials) unit(u int) sycl.MemoryArg {
	return scratchArg{s, u, u + 1, memory.ReadWrite}
}

// all is every partial, read.
func (s *partials) all() sycl.MemoryArg {
	return scratchArg{s, 0, s.data.Len(), memory.Read}
}

// release frees the partials once the commands that use them have ended.
func (s *partials) release() {
	for _, e := range s.core.Pending() {
		_ = e.Wait() // their failures are the launch's
	}
	s.core.Release()
}

// checkReduction refuses, before the launch, a result element the
// Director cannot reach: USM device memory.
func checkReduction(r *role) error {
	if r.p == nil {
		return nil
	}
	if u := r.p.MemoryUse(); u.Alloc != nil && u.Alloc.Kind == memory.KindDevice {
		return errors.New("a co-executed reduction's result must be in a buffer or in host or shared USM memory: the Director combines the devices' partial results on the host, and usm.MallocDevice memory is only reachable from its device")
	}
	return nil
}

// gather combines each reduction's partials into its result element.
func (ce *Coexecutor) gather(k *sycl.Kernel, roles []*role, parts []*partials) error {
	q, err := ce.gatherQueue()
	if err != nil {
		return err
	}
	for i, s := range parts {
		if s == nil {
			continue
		}
		p, r := k.Params[i], roles[i]
		ev, err := q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(s.data.Len()), p.Reduce.Gather().Bind(s.all(), sycl.ReductionOf(r.access(h, nil))))
		})
		if err == nil {
			err = ev.Wait()
		}
		if err != nil {
			return fmt.Errorf("coexecutor: kernel %s: combining the devices' results of reduction %s: %w", k.Name, p.Name, err)
		}
	}
	return nil
}

// gatherQueue is the native queue on which the Director combines the
// units' partial results.
func (ce *Coexecutor) gatherQueue() (*sycl.Queue, error) {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	if ce.gatherQ == nil {
		q, err := sycl.NewQueueOn(sycl.NativeDevice(), sycl.InOrder())
		if err != nil {
			return nil, fmt.Errorf("coexecutor: %w", err)
		}
		ce.gatherQ = q
	}
	return ce.gatherQ, nil
}

// reductionRole is how LaunchKernel passes the memory given for a
// Reducer parameter: its result element, read and written (combined with
// the launch's result); Out overwrites it, and In is refused when the
// arguments are checked.
func reductionRole(x any) role {
	r, _ := newRole(x, buffer.ModeReadWrite, false)
	r.red = true
	return r
}
