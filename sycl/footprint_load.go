package sycl

// This file holds Elements: the contents of an integer global-memory
// argument that a footprint's index reads ((ld I A)), as a CSR matrix's
// row pointers bound the elements each row reads, and what it costs to
// read them for a slab.

import (
	"fmt"
	"math"
	"sync"
	"sync/atomic"
)

// Elements are the elements of an integer global-memory argument, given
// to Footprint.Launch in place of its length where the footprint loads
// them (Footprint.Loads): a kernel whose indices come from memory it only
// reads, such as
//
//	for k := rowPtr[row]; k < rowPtr[row+1]; k++ { sum += vals[k] * x[cols[k]] }
//
// where the elements of vals a slab of rows reads are bounded by the
// least and greatest of rowPtr over its rows. The elements must not
// change while the launch's footprint is in use.
type Elements interface {
	// Len returns the number of elements.
	Len() int
	// Bounds returns the least and the greatest of elements [lo, hi),
	// 0 <= lo < hi <= Len().
	Bounds(lo, hi int) (least, greatest int64)
}

// integer is the element types IntElements takes.
type integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr
}

// elemBlock is the number of elements an IntElements summarises at a time.
const elemBlock = 1024

// IntElements returns s as Elements. Bounds scans the elements it is asked
// for and keeps the least and greatest of each block of elemBlock elements
// it scanned whole, so that the slabs of one launch, whose loads overlap
// at their ends, scan each element about once. A value above the largest
// int64 counts as the largest int64. s must not change while the
// Elements are in use; they are safe for concurrent use.
func IntElements[T integer](s []T) Elements { return &intElements[T]{s: s} }

// ElementsOf returns s as Elements (IntElements) where s is a slice of an
// integer type, and false otherwise.
func ElementsOf(s any) (Elements, bool) {
	switch x := s.(type) {
	case []int32:
		return IntElements(x), true
	case []int64:
		return IntElements(x), true
	case []uint32:
		return IntElements(x), true
	case []uint64:
		return IntElements(x), true
	case []int:
		return IntElements(x), true
	case []uint:
		return IntElements(x), true
	case []int16:
		return IntElements(x), true
	case []uint16:
		return IntElements(x), true
	case []int8:
		return IntElements(x), true
	case []uint8:
		return IntElements(x), true
	}
	return nil, false
}

type intElements[T integer] struct {
	s      []T
	once   sync.Once
	blocks []blockBounds // by block; made on first use
}

// blockBounds is a block's least and greatest, valid once done is set;
// slabs that scan one block at once store the same values.
type blockBounds struct {
	lo, hi atomic.Int64
	done   atomic.Bool
}

func (e *intElements[T]) Len() int { return len(e.s) }

func (e *intElements[T]) Bounds(lo, hi int) (least, greatest int64) {
	least, greatest = math.MaxInt64, math.MinInt64
	take := func(l, g int64) { least, greatest = min(least, l), max(greatest, g) }
	for lo < hi {
		b := lo / elemBlock
		end := min((b+1)*elemBlock, len(e.s))
		if lo%elemBlock != 0 || end > hi {
			take(scanBounds(e.s[lo:min(end, hi)]))
			lo = min(end, hi)
			continue
		}
		e.once.Do(func() { e.blocks = make([]blockBounds, (len(e.s)+elemBlock-1)/elemBlock) })
		bb := &e.blocks[b]
		if bb.done.Load() {
			take(bb.lo.Load(), bb.hi.Load())
		} else {
			l, g := scanBounds(e.s[lo:end])
			bb.lo.Store(l)
			bb.hi.Store(g)
			bb.done.Store(true)
			take(l, g)
		}
		lo = end
	}
	return least, greatest
}

// scanBounds returns the least and greatest of s (not empty) as int64.
func scanBounds[T integer](s []T) (int64, int64) {
	if x, ok := any(s).([]int32); ok {
		return scanInt32(x) // row pointers' usual type, at twice the generic loop's speed
	}
	l, g := s[0], s[0]
	for _, v := range s[1:] {
		l, g = min(l, v), max(g, v)
	}
	return toInt64(l), toInt64(g)
}

func scanInt32(s []int32) (int64, int64) {
	l, g := s[0], s[0]
	for _, v := range s[1:] {
		l, g = min(l, v), max(g, v)
	}
	return int64(l), int64(g)
}

// toInt64 is v, or the largest int64 where v exceeds it.
func toInt64[T integer](v T) int64 {
	if v > 0 && uint64(v) > math.MaxInt64 {
		return math.MaxInt64
	}
	return int64(v)
}

// loadBudget is the most elements a load may scan for a slab of n
// work-items: two per work-item (and a few for slabs of one), so that
// working out a slab's footprint costs less than the loads its
// work-items make themselves.
func loadBudget(n int64) int64 { return sadd(smul(2, n), 64) }

// load is (ld I A): the bounds of argument I's elements at the indices A
// takes in the slab, as a value known by its bounds.
func (e *env) load(n *fpNode) (f form, err error) {
	defer func() {
		if err != nil && e.loadErr == nil {
			e.loadErr = err
		}
	}()
	f, err = e.eval(n.args[0], "i64")
	if err != nil {
		return form{}, err
	}
	h := e.hull(f)
	if h.empty() {
		return e.opaque(ival{0, 0}), nil // the load never runs: its value is not used
	}
	if int(n.n) >= len(e.l.lv.args) {
		return form{}, fmt.Errorf("%s: argument %d missing", nodeString(n), n.n)
	}
	el, ok := e.l.lv.args[n.n].(Elements)
	if !ok {
		return form{}, fmt.Errorf("%s: argument %d's elements are not given", nodeString(n), n.n)
	}
	if !h.finite() || h.lo < 0 || h.hi >= int64(el.Len()) {
		return form{}, fmt.Errorf("%s loads elements [%s, %s] of %d", nodeString(n), bound(h.lo), bound(h.hi), el.Len())
	}
	if span, budget := h.hi-h.lo+1, loadBudget(e.items()); span > budget {
		return form{}, fmt.Errorf("%s loads %d elements for a slab of %d work-items: bounding them would cost more than the slab's own loads", nodeString(n), span, e.items())
	}
	least, greatest := el.Bounds(int(h.lo), int(h.hi)+1)
	return e.opaque(ival{least, greatest}), nil
}

// items is the number of work-items of the env's slab.
func (e *env) items() int64 {
	n := int64(1)
	for d := 0; d < e.l.lv.s.dims; d++ {
		iv := e.vars[d].iv
		if iv.empty() {
			return 0
		}
		n = smul(n, iv.hi-iv.lo+1)
	}
	return n
}
