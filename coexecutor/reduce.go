package coexecutor

// This file co-executes kernels with Reducer parameters (sycl.Reducer):
// each unit reduces the packages it runs into a partial result of its
// own, one element of a scratch buffer that stays on its device (kept
// from one launch to the next, partials.go), and
// once every package has run the Director combines the units' partials
// into the result element, on the native device. The result element is
// not touched before then: a launch that fails leaves it as it was.

import (
	"errors"
	"fmt"
	"reflect"
	"unsafe"

	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// scratch is memory of the launch's own: a buffer of n elements of a
// type only known at run time, each starting at a given value.
type scratch struct {
	core *memory.Buffer
	data reflect.Value // a []T
	elem reflect.Type
}

func newScratch(elem reflect.Type, n int, fill any) *scratch {
	data := reflect.MakeSlice(reflect.SliceOf(elem), n, n)
	size := n * int(elem.Size())
	var b []byte
	if size > 0 {
		b = unsafe.Slice((*byte)(data.UnsafePointer()), size)
	}
	s := &scratch{core: memory.NewBuffer(b), data: data, elem: elem}
	s.fill(fill)
	return s
}

// fill sets every element to v: the first through reflection, the others
// by copying the bytes set so far over the next as many (a launch resets
// an atomic output's copies of thousands of elements this way, at the
// cost of a few copies rather than one reflective store per element).
func (s *scratch) fill(v any) {
	n := s.data.Len()
	if n == 0 {
		return
	}
	s.data.Index(0).Set(reflect.ValueOf(v))
	b := unsafe.Slice((*byte)(s.data.UnsafePointer()), n*int(s.elem.Size()))
	for k := int(s.elem.Size()); k > 0 && k < len(b); k *= 2 {
		copy(b[k:], b[:k])
	}
}

// scratchArg is an access to scratch memory in a command group.
type scratchArg struct {
	s      *scratch
	lo, hi int // elements
	mode   memory.Mode
}

func (a scratchArg) MemoryUse() memory.Use {
	sz := int(a.s.elem.Size())
	return memory.Use{Buf: a.s.core, Lo: a.lo * sz, Hi: a.hi * sz, Mode: a.mode, Elem: a.s.elem,
		Typed: func() any { return a.s.data.Interface() }}
}

// all is every element, in mode.
func (s *scratch) all(mode memory.Mode) sycl.MemoryArg {
	return scratchArg{s, 0, s.data.Len(), mode}
}

// release frees the memory once the commands that use it have ended.
func (s *scratch) release() {
	for _, e := range s.core.Pending() {
		_ = e.Wait() // their failures are the launch's
	}
	s.core.Release()
}

// checkReduction refuses, before the launch, a result element the
// Director cannot reach: USM device memory.
func checkReduction(r *role) error {
	if deviceMemory(r) {
		return errors.New("a co-executed reduction's result must be in a buffer or in host or shared USM memory: the Director combines the devices' partial results on the host, and usm.MallocDevice memory is only reachable from its device")
	}
	return nil
}

// deviceMemory reports a USM device allocation.
func deviceMemory(r *role) bool {
	if r.p == nil {
		return false
	}
	u := r.p.MemoryUse()
	return u.Alloc != nil && u.Alloc.Kind == memory.KindDevice
}

// gather combines each reduction's partials into its result element,
// once settled (partials.settle) and fetched, every unit's partials of
// every reduction in one access (one read per device that holds some,
// none for the native device's and those settled on the host): on the
// host when the result is in a buffer (writing the element through a
// host access, without a launch), else with the combiner's Gather kernel
// on the native device.
func (ce *Coexecutor) gather(k *sycl.Kernel, roles []*role, pt *partials, rep *Report) error {
	err := pt.settle(k, rep)
	if err == nil {
		_, err = pt.core.Fetch(0, pt.core.Size)
	}
	if err != nil {
		return fmt.Errorf("coexecutor: kernel %s: combining the devices' results of its reductions: %w", k.Name, err)
	}
	for i, r := range roles {
		if pt.off[i] < 0 {
			continue
		}
		p := k.Params[i]
		if r.b != nil {
			err = gatherHost(p, r, pt, i)
		} else {
			err = ce.gatherNative(p, r, pt, i)
		}
		if err != nil {
			return fmt.Errorf("coexecutor: kernel %s: combining the devices' results of reduction %s: %w", k.Name, p.Name, err)
		}
	}
	return nil
}

// gatherHost combines the units' partials of parameter i's reduction
// into r's element of a buffer, on the host: the element's value
// combined with them when r reads it (ReadWrite), else overwritten.
func gatherHost(p sycl.Param, r *role, pt *partials, i int) error {
	op := p.Reduce
	acc := op.Identity()
	for u := 0; u < pt.units; u++ {
		acc = op.Combine(acc, pt.elem(u, i).Interface())
	}
	use := r.access(nil, nil).MemoryUse()
	if use.Err != nil {
		return use.Err
	}
	mode := memory.DiscardWrite
	if r.mode == memory.ReadWrite {
		mode = memory.ReadWrite
	}
	ev := memory.NewHostEvent()
	defer ev.End()
	if err := use.Buf.HostAccess(use.Lo, use.Hi, mode, ev); err != nil {
		return err
	}
	dst := reflect.ValueOf(use.Typed()).Index(use.Lo / max(1, int(use.Elem.Size())))
	if mode == memory.ReadWrite {
		acc = op.Combine(dst.Interface(), acc)
	}
	dst.Set(reflect.ValueOf(acc))
	return nil
}

// gatherNative combines the units' partials of parameter i's reduction
// into r's element (USM) with the Gather kernel on the native device,
// from host memory that holds them side by side.
func (ce *Coexecutor) gatherNative(p sycl.Param, r *role, pt *partials, i int) error {
	q, err := ce.gatherQueue()
	if err != nil {
		return err
	}
	s := newScratch(p.Type, pt.units, p.Reduce.Identity())
	defer s.release()
	for u := 0; u < pt.units; u++ {
		s.data.Index(u).Set(pt.elem(u, i))
	}
	ev, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(s.data.Len()), p.Reduce.Gather().Bind(s.all(memory.Read), sycl.ReductionOf(r.access(h, nil))))
	})
	if err == nil {
		err = ev.Wait()
	}
	return err
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
	r, _ := newRole(x, memory.ReadWrite, false)
	r.red = true
	return r
}
