package sycl

// This file places a footprint's writes: it decides, once per launch,
// whether slabs of the launch always write different elements, and gives
// the spans a slab writes.
//
// A write's index, evaluated over the whole launch, is
//
//	c0 + cs·s + Σ c_k·x_k
//
// where s, the slab coordinate, is the id along dimension 0 or a group
// number floor((id(0)+b)/d), and each x_k another variable with bounds. It
// separates slabs when, with the x_k shifted to start at 0 and ordered by
// |c_k|, the terms below |cs| span less than |cs| (each s owns a run of
// |cs| elements), and each term above exceeds the span of all below it
// (mixed radix): an element then determines s. A slab then writes one run
// per value of the terms above, of |cs|·(its values of s) elements. Writes
// of the same terms whose constants differ by less than the run's room
// are one write; others must cover disjoint parts of the memory.

import (
	"fmt"
	"slices"
	"strings"
)

// wunit is one placed write (or several merged).
type wunit struct {
	at      []string
	byGroup bool  // s is floor((id(0)+b)/d)
	d, b    int64 //
	cs      int64 // s's coefficient
	s       ival  // s over the launch
	base    int64 // c0 and the other terms at their lower ends
	inner   int64 // the terms below |cs| span [0, inner]
	outer   []level
}

type level struct{ c, ext int64 } // c·x for x in [0, ext]

// wform is a write evaluated over the launch.
type wform struct {
	at     string
	c0     int64
	slab   wterm
	group  bool
	d, b   int64
	others []wterm // sorted by key
}

type wterm struct {
	key string
	c   int64
	iv  ival
}

func (f *wform) sameTerms(g *wform) bool {
	if f.slab.key != g.slab.key || f.slab.c != g.slab.c || len(f.others) != len(g.others) {
		return false
	}
	for i := range f.others {
		if f.others[i].key != g.others[i].key || f.others[i].c != g.others[i].c {
			return false
		}
	}
	return true
}

// writeUnits evaluates the writes over the slab [lo, hi) (the launch) and
// places them.
func (l *LaunchFootprint) writeUnits(lo, hi int) ([]*wunit, error) {
	var forms []*wform
	for i := range l.p.writes {
		a := &l.p.writes[i]
		e := newEnv(l, lo, hi)
		f, ok, err := e.access(a)
		if err != nil {
			return nil, fmt.Errorf("%w: the write at %s: %v", ErrFootprintUnknown, a.at, err)
		}
		if !ok {
			continue
		}
		wf, err := e.slabForm(a.at, f)
		if err != nil {
			return nil, err
		}
		forms = append(forms, wf)
	}
	// Group the writes of the same terms.
	var groups [][]*wform
next:
	for _, f := range forms {
		for i, g := range groups {
			if g[0].sameTerms(f) {
				groups[i] = append(g, f)
				continue next
			}
		}
		groups = append(groups, []*wform{f})
	}
	var units []*wunit
	for _, g := range groups {
		u, err := placeGroup(g)
		if err != nil && len(g) > 1 {
			// Apart, each must place, in disjoint parts of the memory.
			var us []*wunit
			for _, f := range g {
				x, err := placeGroup([]*wform{f})
				if err != nil {
					return nil, err
				}
				us = append(us, x)
			}
			units = append(units, us...)
			continue
		}
		if err != nil {
			return nil, err
		}
		units = append(units, u)
	}
	for i, u := range units {
		hu := u.hull()
		for _, v := range units[:i] {
			if hv := v.hull(); hu.lo <= hv.hi && hv.lo <= hu.hi {
				return nil, fmt.Errorf("the writes at %s and at %s may write the same elements from different work-items along dimension 0", strings.Join(v.at, ", "), strings.Join(u.at, ", "))
			}
		}
	}
	return units, nil
}

// wallUnits places the launch's walls (writes every work-item makes)
// that write every element of their runs: the index is c0 + cs·id(0) +
// Σ c_k·id(k) (no other variable, which may skip values), it places as a
// write does, and the terms below |cs|, ordered by |c_k|, fill it with no
// hole: the first coefficient is 1, each next one more than all below it
// span, and the last reaches |cs| - 1. The terms above |cs| then start
// runs that each hold every element.
func (l *LaunchFootprint) wallUnits(lo, hi int) []*wunit {
	var out []*wunit
	for i := range l.p.walls {
		a := &l.p.walls[i]
		e := newEnv(l, lo, hi)
		f, ok, err := e.access(a)
		if err != nil || !ok || f.coef(0) == 0 || slices.ContainsFunc(f.t, func(t term) bool { return e.vars[t.v].kind != vID }) {
			continue
		}
		wf, err := e.slabForm(a.at, f)
		if err != nil || wf.group || !fillsRuns(wf) {
			continue
		}
		if u, err := placeGroup([]*wform{wf}); err == nil {
			out = append(out, u)
		}
	}
	return out
}

// fillsRuns reports whether wf's terms below its slab coefficient fill
// each run with no hole (wallUnits).
func fillsRuns(wf *wform) bool {
	cs := abs64(wf.slab.c)
	var inner []wterm
	for _, t := range wf.others {
		if c := abs64(t.c); c != 0 && c < cs && t.iv.hi > t.iv.lo {
			inner = append(inner, t)
		}
	}
	slices.SortFunc(inner, func(a, b wterm) int { return int(abs64(a.c) - abs64(b.c)) })
	filled := int64(0) // the terms so far fill [0, filled]
	for _, t := range inner {
		if abs64(t.c) != filled+1 {
			return false
		}
		filled = sadd(filled, smul(abs64(t.c), t.iv.hi-t.iv.lo))
	}
	return filled+1 == cs
}

// slabForm finds the slab coordinate of a write's form f.
func (e *env) slabForm(at string, f form) (*wform, error) {
	// The decompositions of id(0) f uses.
	var dec [][3]int64
	for _, t := range f.t {
		v := e.vars[t.v]
		if (v.kind == vQuot || v.kind == vRem) && v.base == 0 {
			k := [3]int64{0, v.d, v.b}
			if !slices.Contains(dec, k) {
				dec = append(dec, k)
			}
		}
	}
	if len(dec) > 1 {
		return nil, fmt.Errorf("the write at %s divides id(0) by several values (%d and %d)", at, dec[0][1], dec[1][1])
	}
	if c := f.coef(0); c != 0 && len(dec) == 1 {
		// id(0) = d·q + r - b
		q, r := e.divmod(0, dec[0][1], dec[0][2])
		sub := form{c0: -dec[0][2], t: []term{{q, dec[0][1]}, {r, 1}}}
		var err error
		if f, err = lin(1, f, 0, form{}); err != nil {
			return nil, err
		}
		f.t = slices.DeleteFunc(f.t, func(t term) bool { return t.v == 0 })
		if f, err = lin(1, f, c, sub); err != nil {
			return nil, err
		}
	}
	wf := &wform{at: at, c0: f.c0}
	slab := -1
	switch {
	case f.coef(0) != 0:
		slab = 0
	case len(dec) == 1:
		q, _ := e.divmod(0, dec[0][1], dec[0][2])
		if f.coef(q) != 0 {
			slab, wf.group, wf.d, wf.b = q, true, dec[0][1], dec[0][2]
		}
	}
	if slab < 0 {
		return nil, fmt.Errorf("the index of the write at %s does not follow the id along dimension 0: work-items of every package may write the same elements", at)
	}
	for _, t := range f.t {
		v := e.vars[t.v]
		wt := wterm{key: v.key, c: t.c, iv: v.iv}
		if !v.iv.finite() {
			return nil, fmt.Errorf("%w: the write at %s: a term of the index is unbounded", ErrFootprintUnknown, at)
		}
		if t.v == slab {
			wf.slab = wt
			continue
		}
		wf.others = append(wf.others, wt)
	}
	slices.SortFunc(wf.others, func(a, b wterm) int { return strings.Compare(a.key, b.key) })
	return wf, nil
}

// placeGroup places writes of the same terms as one unit.
func placeGroup(g []*wform) (*wunit, error) {
	f0 := g[0]
	u := &wunit{byGroup: f0.group, d: f0.d, b: f0.b, cs: f0.slab.c, s: ival{1, 0}}
	lo, hi := f0.c0, f0.c0
	others := slices.Clone(f0.others)
	for _, f := range g {
		u.at = append(u.at, f.at)
		lo, hi = min(lo, f.c0), max(hi, f.c0)
		u.s = u.s.union(f.slab.iv)
		for i := range others {
			others[i].iv = others[i].iv.union(f.others[i].iv)
		}
	}
	if hi > lo {
		others = append(others, wterm{key: "the writes' constants", c: 1, iv: ival{0, hi - lo}})
	}
	u.base = lo
	cs := abs64(u.cs)
	var outer []level
	for _, t := range others {
		c, ext := t.c, t.iv.hi-t.iv.lo
		start := smul(c, t.iv.lo)
		if c < 0 {
			start, c = smul(c, t.iv.hi), -c
		}
		u.base = sadd(u.base, start)
		if c == 0 || ext == 0 {
			continue
		}
		if c < cs {
			u.inner = sadd(u.inner, smul(c, ext))
			continue
		}
		outer = append(outer, level{c, ext})
	}
	if u.inner >= cs {
		return nil, fmt.Errorf("the writes at %s: a work-item's elements (%d apart at most) overlap the next id's along dimension 0 (%d apart)", strings.Join(u.at, ", "), u.inner, cs)
	}
	slices.SortFunc(outer, func(a, b level) int { return int(a.c - b.c) })
	below := sadd(smul(cs, u.s.hi-u.s.lo), u.inner)
	for _, o := range outer {
		if o.c <= below {
			return nil, fmt.Errorf("the writes at %s: a term of stride %d repeats within the %d elements the ids along dimension 0 and the terms below it span", strings.Join(u.at, ", "), o.c, below+1)
		}
		below = sadd(below, smul(o.c, o.ext))
	}
	if below == posInf || u.base == negInf || u.base == posInf {
		return nil, fmt.Errorf("%w: the writes at %s overflow", ErrFootprintUnknown, strings.Join(u.at, ", "))
	}
	u.outer = outer
	return u, nil
}

// run is the elements the slab coordinates [s1, s2] write with every
// outer term at 0.
func (u *wunit) run(s1, s2 int64) (lo, hi int64) {
	if u.cs > 0 {
		return u.base + u.cs*s1, u.base + u.cs*s2 + u.inner
	}
	return u.base + u.cs*s2, u.base + u.cs*s1 + u.inner
}

func (u *wunit) hull() ival {
	lo, hi := u.run(u.s.lo, u.s.hi)
	for _, o := range u.outer {
		hi += o.c * o.ext
	}
	return ival{lo, hi}
}

// spans appends the spans the slab [lo, hi) writes.
func (u *wunit) spans(lo, hi int, out []Span) []Span {
	s := ival{int64(lo), int64(hi) - 1}
	if u.byGroup {
		s = ival{floorDiv(s.lo+u.b, u.d), floorDiv(s.hi+u.b, u.d)}
	}
	s = s.meet(u.s)
	if s.empty() {
		return out
	}
	rlo, rhi := u.run(s.lo, s.hi)
	var walk func(i int, off int64)
	walk = func(i int, off int64) {
		if i == len(u.outer) {
			out = append(out, Span{int(rlo + off), int(rhi + off + 1)})
			return
		}
		for x := int64(0); x <= u.outer[i].ext; x++ {
			walk(i+1, off+u.outer[i].c*x)
		}
	}
	walk(0, 0)
	return out
}
