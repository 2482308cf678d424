package coexecutor

// This file keeps a launch's own memory from one launch to the next:
// reductions' partial results and the copies of memory updated with
// atomics. For reductions a Coexecutor holds, per element type, scratch
// memory of one
// element per unit that a launch takes and gives back when it has
// succeeded, so that a launch allocates no memory on the devices for
// its reductions once one of the type has run, and Close releases it.
// Each unit's first package of a launch binds its element write-only
// (the device's reduction writes its result over the element's old
// value, without combining or copying it), its later packages read and
// write it: no element is reset between launches, and the elements of
// units that started none are set to the combiner's identity on the
// host, where no device copy has to follow. For atomics it holds, per
// kernel parameter, the units' copies of the last launch that succeeded:
// the next launch of the kernel with memory of the same length sets them
// to the identity on the host (their device copies then follow at each
// unit's first package, as new copies' would), instead of allocating
// them on the devices again.

import (
	"fmt"
	"reflect"

	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// partials are one reduction's partial results in a launch: element u of
// s is unit u's; first[u] is the ID of the unit's package that started
// it (bound it write-only), -1 before. first[u] is only touched by unit
// u's goroutine while the packages run, and by the Director after.
type partials struct {
	s     *scratch
	first []int
}

// arg is package pkg's binding of its unit's element: write-only for
// the unit's first package, read and written for the others.
func (pt *partials) arg(pkg Package) sycl.MemoryArg {
	u := pkg.Unit
	if pt.first[u] < 0 {
		pt.first[u] = pkg.ID
		return scratchArg{pt.s, u, u + 1, memory.DiscardWrite}
	}
	return pt.s.at(u)
}

// settle makes every element hold this launch's partial result, given
// the packages that ran to their end (ok, by ID): a unit that started
// its element in a package that ran keeps it; any other unit's element
// is set to the identity on the host. A unit whose starting package
// failed while a later one ran has lost that one's result: settle fails.
func (pt *partials) settle(p sycl.Param, rep *Report) error {
	ok := make(map[int]bool, len(rep.Packages))
	for _, pkg := range rep.Packages {
		ok[pkg.ID] = true
	}
	ran := make([]bool, len(pt.first))
	for _, pkg := range rep.Packages {
		ran[pkg.Unit] = true
	}
	sz := int(pt.s.elem.Size())
	id := reflect.ValueOf(p.Reduce.Identity())
	for u, f := range pt.first {
		switch {
		case f >= 0 && ok[f]:
			continue
		case ran[u]:
			return fmt.Errorf("unit %d's package %d, which started its partial result, failed while later ones ran", u, f)
		}
		ev := memory.NewHostEvent()
		err := pt.s.core.HostAccess(u*sz, (u+1)*sz, memory.DiscardWrite, ev)
		if err == nil {
			pt.s.data.Index(u).Set(id)
		}
		ev.End()
		if err != nil {
			return err
		}
	}
	return nil
}

// takePartials returns partial results for a reduction of p's type, one
// element per unit: pooled ones when the Coexecutor holds some, else new
// ones (each element at the identity).
func (ce *Coexecutor) takePartials(p sycl.Param) *partials {
	pt := &partials{first: make([]int, len(ce.units))}
	for u := range pt.first {
		pt.first[u] = -1
	}
	ce.mu.Lock()
	if free := ce.partials[p.Type]; len(free) > 0 {
		pt.s = free[len(free)-1]
		ce.partials[p.Type] = free[:len(free)-1]
	}
	ce.mu.Unlock()
	if pt.s == nil {
		pt.s = newPartials(p, len(ce.units))
	}
	return pt
}

// putPartials gives s back to the pool after a launch that succeeded
// (keep), every command that used it having ended; after a failed one,
// or once the Coexecutor is closed, it releases s.
func (ce *Coexecutor) putPartials(s *scratch, keep bool) {
	if keep {
		ce.mu.Lock()
		if !ce.closed {
			if ce.partials == nil {
				ce.partials = map[reflect.Type][]*scratch{}
			}
			ce.partials[s.elem] = append(ce.partials[s.elem], s)
			ce.mu.Unlock()
			return
		}
		ce.mu.Unlock()
	}
	s.release()
}

// privKey names a kernel's parameter updated with atomics.
type privKey struct {
	k *sycl.Kernel
	i int
}

// takePrivate returns the units' copies of kernel k's parameter i, of n
// elements each, at the atomic operation's identity: the pooled ones
// when they have n elements, else new ones.
func (ce *Coexecutor) takePrivate(k *sycl.Kernel, i, n int) (*private, error) {
	key := privKey{k, i}
	ce.mu.Lock()
	pv := ce.privates[key]
	delete(ce.privates, key)
	ce.mu.Unlock()
	if pv != nil && pv.units[0].data.Len() == n {
		for _, s := range pv.units {
			if err := s.reset(pv.identity); err != nil {
				pv.release()
				return nil, fmt.Errorf("coexecutor: kernel %s: parameter %s: %w", k.Name, k.Params[i].Name, err)
			}
		}
		return pv, nil
	}
	if pv != nil {
		pv.release()
	}
	return newPrivate(k, k.Params[i], n, len(ce.units))
}

// putPrivate keeps pv for the next launch of its kernel after a launch
// that succeeded (keep), in place of the copies kept before; after a
// failed one, or once the Coexecutor is closed, it releases pv.
func (ce *Coexecutor) putPrivate(key privKey, pv *private, keep bool) {
	var old *private
	if keep {
		ce.mu.Lock()
		if !ce.closed {
			if ce.privates == nil {
				ce.privates = map[privKey]*private{}
			}
			old, ce.privates[key] = ce.privates[key], pv
			pv = nil
		}
		ce.mu.Unlock()
	}
	for _, x := range []*private{old, pv} {
		if x != nil {
			x.release()
		}
	}
}

// reset sets every element to fill on the host: the device copies are
// left out of date, and a device's next use copies the elements in.
func (s *scratch) reset(fill any) error {
	ev := memory.NewHostEvent()
	defer ev.End()
	if err := s.core.HostAccess(0, s.core.Size, memory.DiscardWrite, ev); err != nil {
		return err
	}
	v := reflect.ValueOf(fill)
	for i := 0; i < s.data.Len(); i++ {
		s.data.Index(i).Set(v)
	}
	return nil
}

// releasePartials releases the pooled partial results and private
// copies (Close).
func (ce *Coexecutor) releasePartials() {
	ce.mu.Lock()
	pool, privs := ce.partials, ce.privates
	ce.partials, ce.privates, ce.closed = nil, nil, true
	ce.mu.Unlock()
	for _, free := range pool {
		for _, s := range free {
			s.release()
		}
	}
	for _, pv := range privs {
		pv.release()
	}
}
