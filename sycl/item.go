package sycl

import (
	"errors"
	"fmt"
	"sync"
)

// Item is a work-item of a basic Range: its id in each dimension (global
// offset included) and the range's size. Over a Slice of a range, an Item
// answers as in the whole range (see Slice).
type Item struct {
	id, n, off [3]int
	dims       int
}

// MakeItem returns the work-item of r at id, for calling a kernel as plain
// Go. For a work-item of a Slice of r, pass r: it is what the slice's
// work-items see.
func MakeItem(r Range, id ...int) Item {
	it := Item{n: r.n, off: r.off, dims: r.dims}
	copy(it.id[:], id)
	return it
}

// ID returns the work-item's id in dimension d (offset included).
func (it Item) ID(d int) int { return it.id[d] }

// Range returns the size of dimension d.
func (it Item) Range(d int) int { return it.n[d] }

// Offset returns the global offset of dimension d.
func (it Item) Offset(d int) int { return it.off[d] }

// Dims returns the number of dimensions.
func (it Item) Dims() int { return it.dims }

// LinearID returns the row-major linearisation of the work-item's id,
// offset included (last dimension fastest), as SYCL's item with offset
// does.
func (it Item) LinearID() int {
	l := it.id[0]
	for d := 1; d < it.dims; d++ {
		l = l*it.n[d] + it.id[d]
	}
	return l
}

// NDItem is a work-item of an NDRange. Over a Slice of an nd-range, an
// NDItem answers as in the whole nd-range (see Slice).
type NDItem struct {
	global, local, group [3]int
	gn, ln, off          [3]int
	dims                 int
	bar                  *groupBarrier
}

// MakeNDItem returns the work-item of r with the given global id, for
// calling a kernel as plain Go (Barrier is then only valid for
// work-groups of one work-item). For a work-item of a Slice of r, pass r.
func MakeNDItem(r NDRange, global ...int) NDItem {
	it := NDItem{gn: r.Global.n, ln: r.Local.n, off: r.Global.off, dims: r.Global.dims}
	copy(it.global[:], global)
	for d := 0; d < it.dims; d++ {
		rel := it.global[d] - it.off[d]
		it.group[d], it.local[d] = rel/it.ln[d], rel%it.ln[d]
	}
	return it
}

// GlobalID returns the global id in dimension d (offset included).
func (it NDItem) GlobalID(d int) int { return it.global[d] }

// LocalID returns the id within the work-group.
func (it NDItem) LocalID(d int) int { return it.local[d] }

// GroupID returns the work-group's id, counted from the global offset.
func (it NDItem) GroupID(d int) int { return it.group[d] }

// GlobalRange returns the global size of dimension d.
func (it NDItem) GlobalRange(d int) int { return it.gn[d] }

// LocalRange returns the work-group size in dimension d.
func (it NDItem) LocalRange(d int) int { return it.ln[d] }

// GroupRange returns the number of work-groups in dimension d.
func (it NDItem) GroupRange(d int) int { return it.gn[d] / it.ln[d] }

// Offset returns the global offset of dimension d.
func (it NDItem) Offset(d int) int { return it.off[d] }

// Dims returns the number of dimensions.
func (it NDItem) Dims() int { return it.dims }

// GlobalLinearID returns the row-major linearisation of the global id,
// offset included (see Item.LinearID).
func (it NDItem) GlobalLinearID() int {
	l := it.global[0]
	for d := 1; d < it.dims; d++ {
		l = l*it.gn[d] + it.global[d]
	}
	return l
}

// LocalLinearID returns the row-major position within the work-group.
func (it NDItem) LocalLinearID() int {
	l := 0
	for d := 0; d < it.dims; d++ {
		l = l*it.ln[d] + it.local[d]
	}
	return l
}

// GroupLinearID returns the row-major position of the work-group.
func (it NDItem) GroupLinearID() int {
	l := 0
	for d := 0; d < it.dims; d++ {
		l = l*(it.gn[d]/it.ln[d]) + it.group[d]
	}
	return l
}

// Barrier waits until every work-item of the work-group reaches it; local
// memory written before it is visible to the group after it.
func (it NDItem) Barrier() {
	if it.bar != nil {
		it.bar.wait()
		return
	}
	if it.ln[0]*max(it.ln[1], 1)*max(it.ln[2], 1) > 1 {
		panic("sycl: Barrier called on an NDItem not run by the runtime, in a work-group of several work-items")
	}
}

// groupBarrier is a reusable barrier for the work-items of one group in the
// reference runner. A work-item that returns while others wait at a
// barrier is divergent control flow: the barrier fails instead of hanging.
type groupBarrier struct {
	mu      sync.Mutex
	cond    *sync.Cond
	alive   int
	waiting int
	gen     int
	err     error
	slots   []any // the group algorithms' exchange (group.go)
}

var errDivergentBarrier = errors.New("sycl: Barrier not reached by every work-item of the work-group (barrier in divergent control flow)")

func newGroupBarrier(n int) *groupBarrier {
	b := &groupBarrier{alive: n}
	b.cond = sync.NewCond(&b.mu)
	return b
}

func (b *groupBarrier) wait() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.err != nil {
		panic(b.err)
	}
	b.waiting++
	if b.waiting == b.alive {
		b.waiting = 0
		b.gen++
		b.cond.Broadcast()
		return
	}
	gen := b.gen
	for gen == b.gen && b.err == nil {
		b.cond.Wait()
	}
	if b.err != nil {
		panic(b.err)
	}
}

// exit records that a work-item finished (or failed with err).
func (b *groupBarrier) exit(err error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.alive--
	switch {
	case err != nil && b.err == nil:
		b.err = err
	case b.waiting > 0 && b.err == nil:
		b.err = errDivergentBarrier
	}
	b.cond.Broadcast()
}

// NativeLaunch describes a launch to native kernel code. Sizes are in SYCL
// dimension order (last fastest). Dims, Global, Local, Groups, Offset and
// ND describe the whole launch, and the work-item queries answer with
// them; the work-groups a NativeFunc is given are those of the part that
// runs, which is the whole launch except over a Slice. GroupCount, Group,
// Bounds and Items enumerate that part: group g's id counts from the
// whole launch's origin, so its work-items' ids are
// Group(g)*Local + local id + Offset, as in the whole launch. For basic
// ranges, and for nd-ranges of a kernel whose work-items use no
// work-group (Kernel.UsesNDItem false: they ask their global ids alone),
// the runtime tiles the range into groups of Local work-items, ND is
// false, and every worker takes part in a launch of one nd-range
// work-group; groups may then be ragged at the range's and the part's
// ends, which Bounds and Items clip.
type NativeLaunch struct {
	Dims                          int
	Global, Local, Groups, Offset [3]int
	ND                            bool

	lo, hi int // the part along dimension 0, offset excluded
	base   int // the part's first group along dimension 0
	groups int // the part's groups along dimension 0
}

// GroupCount returns the number of work-groups of the part that runs.
func (l *NativeLaunch) GroupCount() int { return l.groups * l.Groups[1] * l.Groups[2] }

// Group returns the per-dimension id, in the whole launch, of the part's
// work-group g (0 <= g < GroupCount()).
func (l *NativeLaunch) Group(g int) (id [3]int) {
	for d := l.Dims - 1; d > 0; d-- {
		id[d] = g % l.Groups[d]
		g /= l.Groups[d]
	}
	id[0] = l.base + g
	return id
}

// Bounds returns the global ids (offset excluded) that the part's group g
// covers: [lo, hi).
func (l *NativeLaunch) Bounds(g int) (lo, hi [3]int) {
	id := l.Group(g)
	for d := 0; d < 3; d++ {
		if d >= l.Dims {
			lo[d], hi[d] = 0, 1
			continue
		}
		lo[d] = id[d] * l.Local[d]
		hi[d] = min(lo[d]+l.Local[d], l.Global[d])
	}
	lo[0], hi[0] = max(lo[0], l.lo), min(hi[0], l.hi)
	return lo, hi
}

// Items returns the ids (offset included) that the part's groups [first,
// last) cover in a 1-D launch: [lo, hi).
func (l *NativeLaunch) Items(first, last int) (lo, hi int) {
	lo = max((l.base+first)*l.Local[0], l.lo)
	hi = min((l.base+last)*l.Local[0], l.hi)
	return lo + l.Offset[0], hi + l.Offset[0]
}

// newNativeLaunch describes a launch over s on workers workers, for a
// kernel whose vector variants run lanes work-items at a time; groups
// tells that its work-items use their work-group (Kernel.UsesNDItem), so
// that an nd-range's work-groups are kept whole. A launch that may stop
// at multiples of align work-items (internal/cgroup.Yield; 0: none) is
// tiled finely, so that its groups' boundaries fall on them (alignedTile).
func newNativeLaunch(s launchSpace, workers, lanes int, groups bool, align int) *NativeLaunch {
	nd := s.nd && groups
	l := &NativeLaunch{Dims: s.dims, Global: [3]int{1, 1, 1}, Local: [3]int{1, 1, 1}, Groups: [3]int{1, 1, 1}, Offset: s.off, ND: nd}
	l.lo, l.hi = s.part()
	for d := 0; d < s.dims; d++ {
		l.Global[d] = s.global[d]
	}
	if nd {
		for d := 0; d < s.dims; d++ {
			l.Local[d] = s.local[d]
		}
	} else {
		last := s.dims - 1
		n := s.global[last]
		if last == 0 {
			n = l.hi - l.lo
		}
		items := (l.hi - l.lo) * max(s.global[1], 1) * max(s.global[2], 1)
		l.Local[last] = min(n, basicTile(items, workers, lanes))
		if align > 0 && s.dims == 1 {
			// Tiles of the vector width: a stop ends once each worker
			// has run the tiles it holds, and the pool's chunks group
			// the tiles of a cheap kernel by their run time
			// (internal/backend/native), so fine tiles cost it a few
			// more claims only.
			l.Local[0] = alignedTile(lanes, align, lanes)
		}
	}
	for d := 0; d < s.dims; d++ {
		l.Groups[d] = ceilDiv(l.Global[d], l.Local[d])
	}
	l.base = l.lo / l.Local[0]
	l.groups = ceilDiv(l.hi, l.Local[0]) - l.base
	return l
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }

// alignedTile is a tile of about t work-items whose boundaries fall on
// multiples of align from the part's start: a divisor of align (a
// multiple of lanes where align is) when t is smaller, else a multiple
// of align.
func alignedTile(t, align, lanes int) int {
	if t >= align {
		return ceilDiv(t, align) * align
	}
	step := 1
	if align%max(lanes, 1) == 0 {
		step = max(lanes, 1)
	}
	for d := t / step * step; d >= step; d -= step {
		if align%d == 0 {
			return d
		}
	}
	return step
}

// cut is the first of a 1-D part's groups, from next on, that starts a
// multiple of align work-items after the part's start, at least align
// after it; GroupCount when none does: where a launch stopped early
// (internal/cgroup.Yield) may end.
func (l *NativeLaunch) cut(next, align int) int {
	n := l.GroupCount()
	for k := max(next, 1); k < n; k++ {
		if at := (l.base+k)*l.Local[0] - l.lo; at >= align && at%align == 0 {
			return k
		}
	}
	return n
}

// itemsBefore is the work-items of a 1-D part's groups before group k,
// counted from the part's start.
func (l *NativeLaunch) itemsBefore(k int) int {
	if k >= l.GroupCount() {
		return l.hi - l.lo
	}
	return max(0, (l.base+k)*l.Local[0]-l.lo)
}

// basicTile is the work-items along the fastest dimension of the groups
// the native device tiles a basic range's part of items into: about
// sixteen per worker, so that every worker takes part even in a small
// part (a co-executed package of one work-group) and irregular kernels
// balance (the pool's workers take runs of groups sized by their run
// time, so small groups cost no more hand-offs), rounded up to a multiple
// of lanes, the widest vector variant's that may run the kernel
// (nativeFunc), so that a vector variant, which steps through a run of
// groups' work-items lanes at a time, fills its lanes even where a worker
// takes one group at a time (a costly kernel's small package).
func basicTile(items, workers, lanes int) int {
	lanes = max(lanes, 1)
	return ceilDiv(max(1, ceilDiv(items, 16*max(workers, 1))), lanes) * lanes
}

// NativeFunc is a kernel's native implementation: it runs work-groups
// [first, last) of the launch on the calling goroutine. Arguments arrive
// as scalars, as []T slices over the whole memory for global memory, and as
// LocalArg values for local memory (see LocalArg.NewSlice). cmd/kgen
// generates these; ItemKernel and NDItemKernel adapt per-work-item Go functions.
type NativeFunc func(l *NativeLaunch, first, last int, args []any)

// ItemKernel adapts a per-work-item function for basic ranges.
func ItemKernel(f func(it Item, args []any)) NativeFunc {
	return func(l *NativeLaunch, first, last int, args []any) {
		it := Item{dims: l.Dims, n: l.Global, off: l.Offset}
		for g := first; g < last; g++ {
			lo, hi := l.Bounds(g)
			for i := lo[0]; i < hi[0]; i++ {
				for j := lo[1]; j < hi[1]; j++ {
					for k := lo[2]; k < hi[2]; k++ {
						it.id = [3]int{i + l.Offset[0], j + l.Offset[1], k + l.Offset[2]}
						f(it, args)
					}
				}
			}
		}
	}
}

// NDItemKernel adapts a per-work-item function for nd-ranges. This is the
// reference runner: each work-item of a group is a goroutine so that
// Barrier works; generated code from cmd/kgen avoids that cost.
func NDItemKernel(f func(it NDItem, args []any)) NativeFunc {
	return func(l *NativeLaunch, first, last int, args []any) {
		groupArgs := make([]any, len(args))
		per := l.Local[0] * l.Local[1] * l.Local[2]
		for g := first; g < last; g++ {
			copy(groupArgs, args)
			for i, a := range args {
				if la, ok := a.(LocalArg); ok {
					groupArgs[i] = la.NewSlice()
				}
			}
			gid := l.Group(g)
			mk := func(lin int) NDItem {
				it := NDItem{group: gid, gn: l.Global, ln: l.Local, off: l.Offset, dims: l.Dims}
				for d := l.Dims - 1; d >= 0; d-- {
					it.local[d] = lin % l.Local[d]
					lin /= l.Local[d]
				}
				for d := 0; d < 3; d++ {
					it.global[d] = gid[d]*l.Local[d] + it.local[d] + l.Offset[d]
				}
				return it
			}
			if per == 1 {
				f(mk(0), groupArgs)
				continue
			}
			runGroup(per, mk, f, groupArgs)
		}
	}
}

func runGroup(per int, mk func(int) NDItem, f func(NDItem, []any), args []any) {
	bar := newGroupBarrier(per)
	var wg sync.WaitGroup
	var once sync.Once
	var failure any
	for lin := 0; lin < per; lin++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var err error
			defer func() {
				if r := recover(); r != nil {
					once.Do(func() { failure = r })
					err = fmt.Errorf("%v", r)
				}
				bar.exit(err)
			}()
			it := mk(lin)
			it.bar = bar
			f(it, args)
		}()
	}
	wg.Wait()
	if failure != nil {
		panic(failure)
	}
	if bar.err != nil {
		panic(bar.err)
	}
}
