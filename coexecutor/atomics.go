package coexecutor

// This file co-executes kernels that update memory with atomics at
// elements no package owns (a histogram's bins): when the kernel only
// ever updates the memory with one commutative operation and discards
// the old values (sycl.AtomicUse.Op, which kgen records), each unit's
// packages update a copy of its own, starting at the operation's
// identity and kept on its device, and once every package has run the
// Director merges the copies into the memory with the operation. A
// failed launch leaves the memory as it was.

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor/internal/atomicmerge"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// private are the units' copies of memory updated with atomics.
type private struct {
	op       string
	identity any // the operation's identity, each copy's first value
	units    []*scratch
	merge    *sycl.Kernel
	fold     func(dst, src any, lo, hi int) // merge's work, on slices
}

// newPrivate makes a copy per unit of memory of n elements of p's type,
// updated with p.Atomics.Op.
func newPrivate(k *sycl.Kernel, p sycl.Param, n, units int) (*private, error) {
	id, merge, err := atomicmerge.For(p.Type, p.Atomics.Op)
	if err != nil {
		return nil, fmt.Errorf("coexecutor: kernel %s: parameter %s: %w", k.Name, p.Name, err)
	}
	pv := &private{op: p.Atomics.Op, identity: id, fold: merge}
	for u := 0; u < units; u++ {
		pv.units = append(pv.units, newScratch(p.Type, n, id))
	}
	dst := sycl.Param{Name: p.Name, Kind: sycl.ParamGlobal, Type: p.Type, Access: sycl.Reads | sycl.Writes}
	src := sycl.Param{Name: "copy", Kind: sycl.ParamGlobal, Type: p.Type, Access: sycl.Reads}
	pv.merge = &sycl.Kernel{
		Name:   fmt.Sprintf("merge of the devices' copies of %s (atomic %s)", p.Name, pv.op),
		Params: []sycl.Param{dst, src},
		Dims:   1,
		Native: func(l *sycl.NativeLaunch, first, last int, args []any) {
			lo, hi := l.Items(first, last)
			merge(args[0], args[1], lo, hi)
		},
	}
	return pv, nil
}

func (pv *private) release() {
	for _, s := range pv.units {
		s.release()
	}
}

// mergeInto merges into r's memory the copies of the units that ran
// packages (ran[u]): a unit that ran none left its copy at the identity,
// and merging it would cost a launch for nothing. A buffer is merged
// into on the host (the copies fetched, the buffer written through a
// host access); USM memory on the native device.
func (ce *Coexecutor) mergeInto(k *sycl.Kernel, name string, r *role, pv *private, ran []bool) error {
	n := r.len()
	if n == 0 {
		return nil
	}
	for u, s := range pv.units {
		if u < len(ran) && !ran[u] {
			continue
		}
		var err error
		if r.b != nil {
			err = pv.mergeHost(r, s, n)
		} else {
			err = ce.mergeNative(r, pv, s, n)
		}
		if err != nil {
			return fmt.Errorf("coexecutor: kernel %s: merging the devices' copies of %s: %w", k.Name, name, err)
		}
	}
	return nil
}

// fetchLast begins bringing the first n elements of unit pkg.Unit's copy
// home, chained on the device to pkg, its last package (hooks.last), so
// that mergeHost reads nothing from the device; guarded, as for the
// reductions' partials (partials.fetchLast). The function it returns
// waits for the copy; a copy that fails leaves the elements out of date
// on the host, where mergeHost's Fetch reads them again or reports their
// loss.
func (pv *private) fetchLast(pkg Package, n int) func() {
	s := pv.units[pkg.Unit]
	f, err := s.core.FetchAsyncGuarded(0, n*int(s.elem.Size()))
	if err != nil {
		return nil // mergeHost's Fetch meets the same error
	}
	return func() { _, _ = f.Wait() }
}

// mergeHost merges copy s into buffer r's n elements on the host.
func (pv *private) mergeHost(r *role, s *scratch, n int) error {
	sz := int(s.elem.Size())
	if _, err := s.core.Fetch(0, n*sz); err != nil {
		return err
	}
	use := r.access(nil, nil).MemoryUse()
	if use.Err != nil {
		return use.Err
	}
	ev := memory.NewHostEvent()
	defer ev.End()
	if err := use.Buf.HostAccess(use.Lo, use.Hi, memory.ReadWrite, ev); err != nil {
		return err
	}
	lo := use.Lo / max(1, int(use.Elem.Size()))
	pv.fold(reflect.ValueOf(use.Typed()).Slice(lo, lo+n).Interface(), s.data.Interface(), 0, n)
	return nil
}

// mergeNative merges copy s into r's n elements on the native device.
func (ce *Coexecutor) mergeNative(r *role, pv *private, s *scratch, n int) error {
	q, err := ce.gatherQueue()
	if err != nil {
		return err
	}
	ev, err := q.Submit(func(h *sycl.Handler) {
		var dst sycl.MemoryArg
		if r.b != nil {
			dst = r.b.Access(h, buffer.ModeReadWrite)
		} else {
			dst = r.p.MemoryRegion(0, n, memory.ReadWrite).(sycl.MemoryArg)
		}
		h.ParallelFor(sycl.Range1(n), pv.merge.Bind(dst, s.all(memory.Read)))
	})
	if err == nil {
		err = ev.Wait()
	}
	return err
}

// checkPrivate refuses, before the launch, memory updated with atomics
// that the Director could not merge into: USM device memory.
func checkPrivate(r *role) error {
	if deviceMemory(r) {
		return errors.New("memory that co-executed devices update with atomics in copies of their own must be a buffer or host or shared USM memory: the Director merges the copies on the host, and usm.MallocDevice memory is only reachable from its device")
	}
	return nil
}
