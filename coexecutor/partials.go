package coexecutor

// This file keeps a launch's own memory from one launch to the next:
// reductions' partial results and the copies of memory updated with
// atomics. For reductions a Coexecutor holds, per kernel, a buffer of
// every reduction's partial result for every unit, laid out by unit (a
// unit's partials side by side, so that one read brings them all), that
// a launch takes and gives back when it has succeeded: a launch
// allocates no memory on the devices for its reductions once one of the
// kernel has run, and Close releases it. Each unit's first package of a
// launch binds its partials write-only (the device's reduction writes
// its result over the last launch's value, without combining or copying
// it), its later packages read and write them: nothing is reset between
// launches, and the partials of units that started none are set to the
// combiners' identities on the host, where no device copy has to follow.
// For atomics it holds, per kernel parameter, the units' copies of the
// last launch that succeeded: the next launch of the kernel with memory
// of the same length sets them to the identity on the host (their device
// copies then follow at each unit's first package, as new copies' would),
// instead of allocating them on the devices again.

import (
	"fmt"
	"reflect"
	"unsafe"

	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// partialBuf holds a kernel's reductions' partial results for every
// unit: unit u's partial of the reduction of parameter i is the element
// of type types[i] at byte u*stride + off[i], a multiple of its size, so
// that views[i], the whole buffer seen as a []types[i], holds it at index
// (u*stride + off[i]) / size.
type partialBuf struct {
	core   *memory.Buffer // its host bytes aligned for any number type
	units  int
	stride int
	off    []int          // by parameter (-1: not a reduction)
	types  []reflect.Type // by parameter
	views  []any          // by parameter
}

// newPartialBuf lays out the partials of k's reductions for units units.
// The bytes start at zero: settle sets those of units that start none.
func newPartialBuf(k *sycl.Kernel, units int) *partialBuf {
	pb := &partialBuf{units: units, off: make([]int, len(k.Params)), types: make([]reflect.Type, len(k.Params)), views: make([]any, len(k.Params))}
	align := int(unsafe.Sizeof(uint64(0)))
	off := 0
	for i, p := range k.Params {
		pb.off[i] = -1
		if p.Kind != sycl.ParamReduce {
			continue
		}
		sz := max(1, int(p.Type.Size()))
		off = (off + sz - 1) / sz * sz
		pb.off[i], pb.types[i] = off, p.Type
		off += sz
		align = lcm(align, sz)
	}
	pb.stride = (off + align - 1) / align * align
	size := units * pb.stride
	if size == 0 {
		pb.core = memory.NewBuffer(nil)
		return pb
	}
	// Pinned host memory where a device gives it (memory.NewOwnedBuffer,
	// page-aligned): a unit's chained copy of its partials home runs as
	// one DMA into it when its last package ends, with no staging by the
	// driver; Go memory, aligned for any number type, elsewhere.
	var base unsafe.Pointer
	if core, err := memory.NewOwnedBuffer(size); err == nil && core.Pinned() {
		pb.core, base = core, unsafe.Pointer(&core.Host[0])
	} else {
		if err == nil {
			core.Release()
		}
		host := make([]uint64, (size+7)/8)
		pb.core, base = memory.NewBuffer(unsafe.Slice((*byte)(unsafe.Pointer(&host[0])), size)), unsafe.Pointer(&host[0])
	}
	for i, t := range pb.types {
		if t != nil {
			pb.views[i] = reflect.SliceAt(t, base, size/max(1, int(t.Size()))).Interface()
		}
	}
	return pb
}

func lcm(a, b int) int {
	x, y := a, b
	for y != 0 {
		x, y = y, x%y
	}
	return a / x * b
}

// elem is unit u's partial of parameter i's reduction.
func (pb *partialBuf) elem(u, i int) reflect.Value {
	return reflect.ValueOf(pb.views[i]).Index((u*pb.stride + pb.off[i]) / max(1, int(pb.types[i].Size())))
}

// release frees the memory once the commands that use it have ended.
func (pb *partialBuf) release() {
	for _, e := range pb.core.Pending() {
		_ = e.Wait() // their failures are the launch's
	}
	pb.core.Release()
}

// partialArg is an access to a unit's partial of one reduction.
type partialArg struct {
	pb   *partialBuf
	u, i int
	mode memory.Mode
}

func (a partialArg) MemoryUse() memory.Use {
	lo := a.u*a.pb.stride + a.pb.off[a.i]
	view := a.pb.views[a.i]
	return memory.Use{Buf: a.pb.core, Lo: lo, Hi: lo + int(a.pb.types[a.i].Size()), Mode: a.mode, Elem: a.pb.types[a.i],
		Typed: func() any { return view }}
}

// partials are a launch's partial results of its reductions: first[u] is
// the ID of unit u's package that started its partials (bound them
// write-only), -1 before. first[u] is only touched by unit u's goroutine
// while the packages run, and by the Director after.
type partials struct {
	*partialBuf
	first []int
}

// arg is package pkg's binding of its unit's partial of parameter i's
// reduction: write-only in the unit's first package, read and written in
// the others.
func (pt *partials) arg(pkg Package, i int) sycl.MemoryArg {
	u := pkg.Unit
	if pt.first[u] < 0 {
		pt.first[u] = pkg.ID
	}
	if pt.first[u] == pkg.ID {
		return partialArg{pt.partialBuf, u, i, memory.DiscardWrite}
	}
	return partialArg{pt.partialBuf, u, i, memory.ReadWrite}
}

// fetchLast begins bringing unit pkg.Unit's partials home, chained on
// the device to pkg, its last package (hooks.last): once pkg has ended
// they are current on the host, and gather reads nothing from the
// device. The package is a reduction, whose Finish kernel may never run
// (its first kernel failing): the copy is guarded
// (memory.Buffer.FetchAsyncGuarded). The function it returns waits for
// the copy; a copy that fails
// leaves the partials out of date on the host, where gather's Fetch
// reads them again or reports their loss. Nothing is begun for a unit
// that has not started its partials (settle sets them).
func (pt *partials) fetchLast(pkg Package, _ *unit) func() {
	if pt.first[pkg.Unit] < 0 {
		return nil
	}
	lo := pkg.Unit * pt.stride
	f, err := pt.core.FetchAsyncGuarded(lo, lo+pt.stride)
	if err != nil {
		return nil // gather's Fetch meets the same error
	}
	return func() { _, _ = f.Wait() }
}

// settle makes every unit's partials hold this launch's results, given
// the packages that ran to their end: a unit that started its partials
// in a package that ran keeps them; any other unit's are set to the
// identities on the host. A unit whose starting package failed while a
// later one ran has lost that one's results: settle fails.
func (pt *partials) settle(k *sycl.Kernel, rep *Report) error {
	// ran[u]: a package of unit u ran to its end; kept[u]: the one that
	// started its partials did.
	flags := make([]bool, 2*len(pt.first))
	ran, kept := flags[:len(pt.first)], flags[len(pt.first):]
	for _, pkg := range rep.Packages {
		if u := pkg.Unit; u >= 0 && u < len(ran) {
			ran[u] = true
			kept[u] = kept[u] || pkg.ID == pt.first[u]
		}
	}
	for u, f := range pt.first {
		switch {
		case f >= 0 && kept[u]:
			continue
		case ran[u]:
			return fmt.Errorf("coexecutor: kernel %s: unit %d's package %d, which started its partial results, failed while later ones ran", k.Name, u, f)
		}
		ev := memory.NewHostEvent()
		err := pt.core.HostAccess(u*pt.stride, (u+1)*pt.stride, memory.DiscardWrite, ev)
		if err == nil {
			for i, p := range k.Params {
				if pt.off[i] >= 0 {
					pt.elem(u, i).Set(reflect.ValueOf(p.Reduce.Identity()))
				}
			}
		}
		ev.End()
		if err != nil {
			return fmt.Errorf("coexecutor: kernel %s: %w", k.Name, err)
		}
	}
	return nil
}

// takePartials returns the partial results of k's reductions: pooled
// ones when the Coexecutor holds some, else new ones.
func (ce *Coexecutor) takePartials(k *sycl.Kernel) *partials {
	pt := &partials{first: make([]int, len(ce.units))}
	for u := range pt.first {
		pt.first[u] = -1
	}
	ce.mu.Lock()
	if free := ce.partials[k]; len(free) > 0 {
		pt.partialBuf = free[len(free)-1]
		ce.partials[k] = free[:len(free)-1]
	}
	ce.mu.Unlock()
	if pt.partialBuf == nil {
		pt.partialBuf = newPartialBuf(k, len(ce.units))
	}
	return pt
}

// putPartials gives pb back to the pool after a launch of k that
// succeeded (keep), every command that used it having ended; after a
// failed one, or once the Coexecutor is closed, it releases pb.
func (ce *Coexecutor) putPartials(k *sycl.Kernel, pb *partialBuf, keep bool) {
	if keep {
		ce.mu.Lock()
		if !ce.closed {
			if ce.partials == nil {
				ce.partials = map[*sycl.Kernel][]*partialBuf{}
			}
			ce.partials[k] = append(ce.partials[k], pb)
			ce.mu.Unlock()
			return
		}
		ce.mu.Unlock()
	}
	pb.release()
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
	s.fill(fill)
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
		for _, pb := range free {
			pb.release()
		}
	}
	for _, pv := range privs {
		pv.release()
	}
}
