package sycl

// This file evaluates footprint expressions for a slab: each expression
// becomes an affine form over variables (the ids, loop variables, group
// and local ids, and opaque values known only by their bounds), each
// variable with an interval, narrowed by the conditions under which the
// access runs.

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"math/bits"
	"slices"
	"strconv"
)

const (
	negInf = math.MinInt64
	posInf = math.MaxInt64
)

// ival is the integers [lo, hi]; lo > hi is empty. negInf and posInf are
// unbounded ends.
type ival struct{ lo, hi int64 }

func (a ival) empty() bool { return a.lo > a.hi }

func (a ival) union(b ival) ival {
	switch {
	case a.empty():
		return b
	case b.empty():
		return a
	}
	return ival{min(a.lo, b.lo), max(a.hi, b.hi)}
}

func (a ival) meet(b ival) ival { return ival{max(a.lo, b.lo), min(a.hi, b.hi)} }

func (a ival) finite() bool { return a.lo != negInf && a.hi != posInf }

// sadd adds saturating at the infinities (which never meet with opposite
// signs: lower bounds are finite or negInf, upper finite or posInf).
func sadd(a, b int64) int64 {
	switch {
	case a == negInf || b == negInf:
		return negInf
	case a == posInf || b == posInf:
		return posInf
	}
	s := a + b
	if (a > 0 && b > 0 && s < 0) || (a < 0 && b < 0 && s >= 0) {
		if a > 0 {
			return posInf
		}
		return negInf
	}
	return s
}

// smul multiplies saturating at the infinities.
func smul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	neg := (a < 0) != (b < 0)
	if a == negInf || a == posInf || b == negInf || b == posInf {
		if neg {
			return negInf
		}
		return posInf
	}
	hi, lo := bits.Mul64(uint64(abs64(a)), uint64(abs64(b)))
	if hi != 0 || lo > math.MaxInt64 {
		if neg {
			return negInf
		}
		return posInf
	}
	if neg {
		return -int64(lo)
	}
	return int64(lo)
}

func abs64(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func floorMod(a, b int64) int64 { return a - b*floorDiv(a, b) }

// scale is c·a for c constant.
func (a ival) scale(c int64) ival {
	if a.empty() {
		return a
	}
	if c >= 0 {
		return ival{smul(a.lo, c), smul(a.hi, c)}
	}
	return ival{smul(a.hi, c), smul(a.lo, c)}
}

// checked arithmetic on coefficients

func addOK(a, b int64) (int64, bool) {
	s := a + b
	return s, !((a > 0 && b > 0 && s < 0) || (a < 0 && b < 0 && s >= 0))
}

func mulOK(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	p := a * b
	return p, p/b == a && !(a == -1 && b == math.MinInt64) && !(b == -1 && a == math.MinInt64)
}

// form is c0 + Σ c·v over the env's variables, terms sorted by variable.
type form struct {
	c0 int64
	t  []term
}

type term struct {
	v int
	c int64
}

func constForm(c int64) form { return form{c0: c} }

func (f form) isConst() bool { return len(f.t) == 0 }

func (f form) coef(v int) int64 {
	for _, t := range f.t {
		if t.v == v {
			return t.c
		}
	}
	return 0
}

var errOverflow = errors.New("the index's arithmetic overflows int64")

// lin is a·x + b·y.
func lin(a int64, x form, b int64, y form) (form, error) {
	var out form
	var ok bool
	p, ok1 := mulOK(a, x.c0)
	q, ok2 := mulOK(b, y.c0)
	if out.c0, ok = addOK(p, q); !ok || !ok1 || !ok2 {
		return form{}, errOverflow
	}
	i, j := 0, 0
	for i < len(x.t) || j < len(y.t) {
		var t term
		switch {
		case j == len(y.t) || (i < len(x.t) && x.t[i].v < y.t[j].v):
			c, ok := mulOK(a, x.t[i].c)
			if !ok {
				return form{}, errOverflow
			}
			t = term{x.t[i].v, c}
			i++
		case i == len(x.t) || y.t[j].v < x.t[i].v:
			c, ok := mulOK(b, y.t[j].c)
			if !ok {
				return form{}, errOverflow
			}
			t = term{y.t[j].v, c}
			j++
		default:
			p, ok1 := mulOK(a, x.t[i].c)
			q, ok2 := mulOK(b, y.t[j].c)
			c, ok := addOK(p, q)
			if !ok || !ok1 || !ok2 {
				return form{}, errOverflow
			}
			t = term{x.t[i].v, c}
			i++
			j++
		}
		if t.c != 0 {
			out.t = append(out.t, t)
		}
	}
	return out, nil
}

// Variables.

type varKind uint8

const (
	vID     varKind = iota + 1 // a work-item id
	vLoop                      // a loop variable
	vQuot                      // floor((base+b)/d)
	vRem                       // (base+b) - d·floor((base+b)/d)
	vOpaque                    // a value known by its bounds only
)

type evar struct {
	iv   ival
	kind varKind
	key  string // the same variable in every env of a launch
	base int    // vQuot, vRem
	d, b int64
}

// env evaluates the expressions of one access for one slab.
type env struct {
	l       *LaunchFootprint
	vars    []evar
	loop    map[string]int
	derived map[[3]int64]int // (base, d, b) -> the quotient; the remainder follows it
	busy    map[string]bool  // loop variables being evaluated
	loadErr error            // a load that failed, in a condition too (load)
}

// idKeys are the ids' variable keys.
var idKeys = [3]string{"id0", "id1", "id2"}

func newEnv(l *LaunchFootprint, lo, hi int) *env {
	// The maps are made on first write: most accesses of a launch's
	// footprint need none of them, and a launch evaluates many envs.
	e := &env{l: l, vars: make([]evar, 0, 8)}
	s := &l.lv.s
	for d := 0; d < 3; d++ {
		iv := ival{1, 0}
		if d < s.dims {
			iv = ival{int64(s.off[d]), int64(s.off[d]) + int64(s.global[d]) - 1}
		}
		if d == 0 {
			iv = iv.meet(ival{int64(lo), int64(hi) - 1})
		}
		e.vars = append(e.vars, evar{iv: iv, kind: vID, key: idKeys[d]})
	}
	return e
}

func (e *env) hull(f form) ival {
	h := ival{f.c0, f.c0}
	for _, t := range f.t {
		x := e.vars[t.v].iv.scale(t.c)
		h = ival{sadd(h.lo, x.lo), sadd(h.hi, x.hi)}
	}
	return h
}

func (e *env) opaque(iv ival) form {
	e.vars = append(e.vars, evar{iv: iv, kind: vOpaque, key: "opaque" + strconv.Itoa(len(e.vars))})
	return form{t: []term{{len(e.vars) - 1, 1}}}
}

// divmod returns the variables q and r with base+b = d·q + r, 0 <= r < d.
func (e *env) divmod(base int, d, b int64) (q, r int) {
	k := [3]int64{int64(base), d, b}
	if q, ok := e.derived[k]; ok {
		return q, q + 1
	}
	bk := e.vars[base].key
	e.vars = append(e.vars,
		evar{iv: ival{negInf, posInf}, kind: vQuot, base: base, d: d, b: b, key: fmt.Sprintf("(%s%+d)/%d", bk, b, d)},
		evar{iv: ival{0, d - 1}, kind: vRem, base: base, d: d, b: b, key: fmt.Sprintf("(%s%+d)%%%d", bk, b, d)})
	q = len(e.vars) - 2
	if e.derived == nil {
		e.derived = map[[3]int64]int{}
	}
	e.derived[k] = q
	e.syncVar(q)
	e.syncVar(q + 1)
	return q, q + 1
}

// syncVar narrows a derived variable and its base against each other.
func (e *env) syncVar(i int) {
	v := &e.vars[i]
	if v.kind != vQuot && v.kind != vRem {
		return
	}
	base := &e.vars[v.base]
	shift := func(x int64) int64 { return sadd(x, v.b) }
	div := func(x int64) int64 {
		if x == negInf || x == posInf {
			return x
		}
		return floorDiv(x, v.d)
	}
	blo, bhi := shift(base.iv.lo), shift(base.iv.hi)
	if v.kind == vQuot {
		v.iv = v.iv.meet(ival{div(blo), div(bhi)})
		// base+b in [d·qlo, d·qhi + d-1]
		lo, hi := smul(v.iv.lo, v.d), sadd(smul(v.iv.hi, v.d), v.d-1)
		base.iv = base.iv.meet(ival{sadd(lo, -v.b), sadd(hi, -v.b)})
		return
	}
	if base.iv.finite() && div(blo) == div(bhi) {
		v.iv = v.iv.meet(ival{floorMod(blo, v.d), floorMod(bhi, v.d)})
		q := div(blo)
		lo, hi := sadd(smul(q, v.d), v.iv.lo), sadd(smul(q, v.d), v.iv.hi)
		base.iv = base.iv.meet(ival{sadd(lo, -v.b), sadd(hi, -v.b)})
	}
}

func (e *env) syncAll() {
	for i := range e.vars {
		e.syncVar(i)
	}
}

func (e *env) anyEmpty() bool {
	for _, v := range e.vars {
		if v.iv.empty() && v.kind != vID {
			return true
		}
	}
	for d := 0; d < e.l.lv.s.dims; d++ {
		if e.vars[d].iv.empty() {
			return true
		}
	}
	return false
}

func (e *env) loopVar(name string) (form, error) {
	if i, ok := e.loop[name]; ok {
		return form{t: []term{{i, 1}}}, nil
	}
	if e.busy[name] {
		return form{}, fmt.Errorf("loop variable %s depends on itself", name)
	}
	var def *fpVarDef
	for i := range e.l.p.vars {
		if e.l.p.vars[i].name == name {
			def = &e.l.p.vars[i]
		}
	}
	if def == nil {
		return form{}, fmt.Errorf("loop variable %s not declared", name)
	}
	if e.busy == nil {
		e.busy = map[string]bool{}
	}
	e.busy[name] = true
	f, err := e.eval(def.init, "i64")
	delete(e.busy, name)
	if err != nil {
		return form{}, fmt.Errorf("loop variable %s: %w", name, err)
	}
	h := e.hull(f)
	var iv ival
	switch def.dir {
	case "up":
		iv = ival{h.lo, posInf}
	case "down":
		iv = ival{negInf, h.hi}
	case "mul":
		iv = ival{negInf, posInf}
		if h.lo >= 0 {
			iv = ival{h.lo, posInf}
		}
	case "div":
		iv = ival{min(h.lo, 0), max(h.hi, 0)}
	}
	// The variable holds values of its type (a loop that would go past
	// them wraps, which the conditions bounding it prevent).
	iv = iv.meet(typeRanges[def.ty])
	e.vars = append(e.vars, evar{iv: iv, kind: vLoop, key: "loop:" + name})
	if e.loop == nil {
		e.loop = map[string]int{}
	}
	e.loop[name] = len(e.vars) - 1
	return form{t: []term{{len(e.vars) - 1, 1}}}, nil
}

// access evaluates a's index in the env after narrowing by its guards; ok
// is false when the access does not run in the slab.
func (e *env) access(a *fpAccess) (f form, ok bool, err error) {
	narrowed := e.narrowAll(a.guards)
	if e.loadErr != nil {
		// A condition that loads what cannot be bounded leaves the
		// access unbounded: the footprint is unknown, not wider.
		return form{}, false, e.loadErr
	}
	if !narrowed {
		return form{}, false, nil
	}
	f, err = e.eval(a.index, "i64")
	if err != nil {
		return form{}, false, err
	}
	return f, true, nil
}

// narrowAll narrows the variables so that the guards can hold; false
// when they cannot.
func (e *env) narrowAll(gs []fpGuard) bool {
	if e.anyEmpty() {
		return false
	}
	for round := 0; round < 3 && len(gs) > 0; round++ {
		for _, g := range gs {
			x, err1 := e.eval(g.a, "i64")
			y, err2 := e.eval(g.b, "i64")
			if err1 != nil || err2 != nil {
				continue // a condition we cannot evaluate narrows nothing
			}
			e.narrow(g.op, x, y)
		}
		e.syncAll()
		if e.anyEmpty() {
			return false
		}
	}
	return true
}

func (e *env) clone() *env {
	c := *e
	c.vars = slices.Clone(e.vars)
	c.loop = maps.Clone(e.loop)
	c.derived = maps.Clone(e.derived)
	c.busy = maps.Clone(e.busy)
	return &c
}

// narrow narrows the variables so that x op y can hold.
func (e *env) narrow(op string, x, y form) {
	d, err := lin(1, x, -1, y) // x - y
	if err != nil {
		return
	}
	switch op {
	case "<":
		d.c0, _ = addOK(d.c0, 1)
		e.atMostZero(d)
	case "<=":
		e.atMostZero(d)
	case ">", ">=":
		n, err := lin(-1, d, 0, form{})
		if err != nil {
			return
		}
		if op == ">" {
			n.c0, _ = addOK(n.c0, 1)
		}
		e.atMostZero(n)
	case "==":
		e.atMostZero(d)
		if n, err := lin(-1, d, 0, form{}); err == nil {
			e.atMostZero(n)
		}
	case "!=":
		// c·v + c0 != 0 excludes one value of v: an end of its interval
		// moves in.
		if len(d.t) != 1 || abs64(d.t[0].c) != 1 {
			return
		}
		x := -d.c0 * d.t[0].c
		v := &e.vars[d.t[0].v]
		switch {
		case v.iv.lo == x:
			v.iv.lo++
		case v.iv.hi == x:
			v.iv.hi--
		}
	}
}

// atMostZero narrows the variables of f so that f <= 0 can hold.
func (e *env) atMostZero(f form) {
	for i, t := range f.t {
		rest := f.c0
		for j, u := range f.t {
			if j != i {
				rest = sadd(rest, e.vars[u.v].iv.scale(u.c).lo)
			}
		}
		if rest == negInf {
			continue
		}
		if rest == posInf {
			e.vars[t.v].iv = ival{1, 0}
			return
		}
		// t.c·v <= -rest
		r := -rest
		v := &e.vars[t.v]
		if t.c > 0 {
			v.iv = v.iv.meet(ival{negInf, floorDiv(r, t.c)})
		} else {
			v.iv = v.iv.meet(ival{-floorDiv(-r, t.c), posInf})
		}
	}
}

// eval evaluates n, whose value and subexpressions' are of type ty.
func (e *env) eval(n *fpNode, ty string) (form, error) {
	f, err := e.eval1(n, ty)
	if err != nil {
		return form{}, err
	}
	if r := typeRanges[ty]; ty != "i64" {
		if h := e.hull(f); h.lo < r.lo || h.hi > r.hi {
			return form{}, fmt.Errorf("%s may overflow %s (its values span [%s, %s])", nodeString(n), ty, bound(h.lo), bound(h.hi))
		}
	}
	return f, nil
}

func bound(x int64) string {
	switch x {
	case negInf:
		return "-inf"
	case posInf:
		return "+inf"
	}
	return strconv.FormatInt(x, 10)
}

func (e *env) eval1(n *fpNode, ty string) (form, error) {
	s := &e.l.lv.s
	dim := func() (int, error) {
		if int(n.n) >= s.dims {
			return 0, fmt.Errorf("(%s %d): the launch has %d dimensions", n.op, n.n, s.dims)
		}
		return int(n.n), nil
	}
	local := func(d int) (int64, error) {
		if !s.nd {
			return 0, fmt.Errorf("(%s %d): the launch is not an nd-range", n.op, d)
		}
		return int64(s.local[d]), nil
	}
	switch n.op {
	case "int":
		return constForm(n.n), nil
	case "id":
		d, err := dim()
		return form{t: []term{{d, 1}}}, err
	case "range":
		d, err := dim()
		return constForm(int64(s.global[d])), err
	case "off":
		d, err := dim()
		return constForm(int64(s.off[d])), err
	case "lrange":
		d, err := dim()
		if err != nil {
			return form{}, err
		}
		l, err := local(d)
		return constForm(l), err
	case "grange":
		d, err := dim()
		if err != nil {
			return form{}, err
		}
		l, err := local(d)
		if err != nil {
			return form{}, err
		}
		return constForm(int64(s.global[d]) / l), nil
	case "arg", "len":
		v, err := e.l.lv.arg(n.n)
		return constForm(v), err
	case "dims":
		return constForm(int64(s.dims)), nil
	case "var":
		return e.loopVar(n.name)
	case "ld":
		return e.load(n)
	case "linid", "llin", "glin":
		var f form
		for d := 0; d < s.dims; d++ {
			var x form
			var size int64
			switch n.op {
			case "linid":
				x, size = form{t: []term{{d, 1}}}, int64(s.global[d])
			default:
				l, err := local(d)
				if err != nil {
					return form{}, err
				}
				q, r := e.divmod(d, l, -int64(s.off[d]))
				if n.op == "llin" {
					x, size = form{t: []term{{r, 1}}}, l
				} else {
					x, size = form{t: []term{{q, 1}}}, int64(s.global[d])/l
				}
			}
			var err error
			if f, err = lin(size, f, 1, x); err != nil {
				return form{}, err
			}
		}
		return f, nil
	case "as":
		return e.eval(n.args[0], n.name)
	case "sel":
		h := ival{1, 0}
		for i, a := range n.args {
			c := e.clone()
			if !c.narrowAll(n.sel[i]) {
				continue
			}
			f, err := c.eval(a, ty)
			if err != nil {
				return form{}, err
			}
			h = h.union(c.hull(f))
		}
		if h.empty() {
			h = ival{0, 0} // no way is taken: the value is never used
		}
		return e.opaque(h), nil
	}
	var args [2]form
	for i, a := range n.args {
		f, err := e.eval(a, ty)
		if err != nil {
			return form{}, err
		}
		args[i] = f
	}
	a, b := args[0], args[1]
	ha, hb := e.hull(a), e.hull(b)
	switch n.op {
	case "+":
		return lin(1, a, 1, b)
	case "-":
		return lin(1, a, -1, b)
	case "neg":
		return lin(-1, a, 0, form{})
	case "*":
		switch {
		case a.isConst():
			return lin(a.c0, b, 0, form{})
		case b.isConst():
			return lin(b.c0, a, 0, form{})
		}
		c := []int64{smul(ha.lo, hb.lo), smul(ha.lo, hb.hi), smul(ha.hi, hb.lo), smul(ha.hi, hb.hi)}
		return e.opaque(ival{slices.Min(c), slices.Max(c)}), nil
	case "/", "%":
		if !b.isConst() {
			if hb.lo <= 0 && hb.hi >= 0 {
				return form{}, fmt.Errorf("%s divides by a value that may be 0", nodeString(n))
			}
			if n.op == "%" {
				m := max(abs64(hb.lo), abs64(hb.hi)) - 1
				return e.opaque(remBounds(ha, m)), nil
			}
			c := []int64{tdiv(ha.lo, hb.lo), tdiv(ha.lo, hb.hi), tdiv(ha.hi, hb.lo), tdiv(ha.hi, hb.hi)}
			return e.opaque(ival{slices.Min(c), slices.Max(c)}), nil
		}
		if b.c0 == 0 {
			return form{}, fmt.Errorf("%s divides by 0", nodeString(n))
		}
		if n.op == "/" {
			return e.div(a, b.c0)
		}
		return e.rem(a, b.c0)
	case "min", "max":
		switch {
		case a.isConst() && b.isConst() && n.op == "min":
			return constForm(min(a.c0, b.c0)), nil
		case a.isConst() && b.isConst():
			return constForm(max(a.c0, b.c0)), nil
		case n.op == "min" && ha.hi <= hb.lo, n.op == "max" && ha.lo >= hb.hi:
			return a, nil
		case n.op == "min" && hb.hi <= ha.lo, n.op == "max" && hb.lo >= ha.hi:
			return b, nil
		case n.op == "min":
			return e.opaque(ival{min(ha.lo, hb.lo), min(ha.hi, hb.hi)}), nil
		}
		return e.opaque(ival{max(ha.lo, hb.lo), max(ha.hi, hb.hi)}), nil
	case "<<":
		if b.isConst() && b.c0 >= 0 && b.c0 < 63 {
			return lin(1<<b.c0, a, 0, form{})
		}
		if ha.lo >= 0 && hb.lo >= 0 && hb.hi < 63 {
			return e.opaque(ival{smul(ha.lo, 1<<hb.lo), smul(ha.hi, 1<<hb.hi)}), nil
		}
		return e.opaque(ival{negInf, posInf}), nil
	case ">>":
		if b.isConst() && b.c0 >= 0 {
			k := min(b.c0, 63)
			if ha.lo >= 0 && k < 63 {
				return e.div(a, 1<<k)
			}
			return e.opaque(ival{shr(ha.lo, k), shr(ha.hi, k)}), nil
		}
		return e.opaque(ival{min(ha.lo, 0), max(ha.hi, 0)}), nil
	case "&":
		if b.isConst() && !a.isConst() {
			a, b, ha, hb = b, a, hb, ha
		}
		if a.isConst() && b.isConst() {
			return constForm(a.c0 & b.c0), nil
		}
		if a.isConst() && a.c0 >= 0 {
			m := a.c0
			if hb.lo >= 0 && m < posInf && m&(m+1) == 0 {
				return e.rem(b, m+1)
			}
			return e.opaque(ival{0, m}), nil
		}
		switch {
		case ha.lo >= 0 && hb.lo >= 0:
			return e.opaque(ival{0, min(ha.hi, hb.hi)}), nil
		case ha.lo >= 0:
			return e.opaque(ival{0, ha.hi}), nil
		case hb.lo >= 0:
			return e.opaque(ival{0, hb.hi}), nil
		}
		return e.opaque(ival{negInf, posInf}), nil
	}
	return form{}, fmt.Errorf("unknown operator %q", n.op)
}

func shr(x, k int64) int64 {
	if x == negInf || x == posInf {
		return x
	}
	return x >> k
}

// tdiv is Go's truncating division, with infinite ends.
func tdiv(a, b int64) int64 {
	if a == negInf || a == posInf {
		if (a < 0) != (b < 0) {
			return negInf
		}
		return posInf
	}
	return a / b
}

// remBounds bounds x % d for |d| - 1 <= m (the result has x's sign).
func remBounds(x ival, m int64) ival {
	switch {
	case x.lo >= 0:
		return ival{0, min(x.hi, m)}
	case x.hi <= 0:
		return ival{max(x.lo, -m), 0}
	}
	return ival{-m, m}
}

// split writes a as d·Q + R with Q's coefficients those of a divisible by
// d and R's constant in [0, d).
func split(a form, d int64) (q, r form) {
	q.c0, r.c0 = floorDiv(a.c0, d), floorMod(a.c0, d)
	for _, t := range a.t {
		if t.c%d == 0 {
			q.t = append(q.t, term{t.v, t.c / d})
		} else {
			r.t = append(r.t, t)
		}
	}
	return q, r
}

// div is a / d (Go's truncation) for d constant.
func (e *env) div(a form, d int64) (form, error) {
	if a.isConst() {
		return constForm(a.c0 / d), nil
	}
	if d < 0 {
		if d == math.MinInt64 {
			return form{}, errOverflow
		}
		f, err := e.div(a, -d)
		if err != nil {
			return form{}, err
		}
		return lin(-1, f, 0, form{})
	}
	ha := e.hull(a)
	if ha.lo >= 0 { // truncation is the floor
		q, r := split(a, d)
		hr := e.hull(r)
		switch {
		case hr.lo >= 0 && hr.hi < d:
			return q, nil
		case len(r.t) == 1 && r.t[0].c == 1 && e.hull(form{t: r.t}).finite():
			qv, _ := e.divmod(r.t[0].v, d, r.c0)
			return lin(1, q, 1, form{t: []term{{qv, 1}}})
		}
	}
	return e.opaque(ival{tdiv(ha.lo, d), tdiv(ha.hi, d)}), nil
}

// rem is a % d (Go's: the sign of a) for d constant.
func (e *env) rem(a form, d int64) (form, error) {
	if d == math.MinInt64 {
		return form{}, errOverflow
	}
	d = abs64(d)
	if a.isConst() {
		return constForm(a.c0 % d), nil
	}
	ha := e.hull(a)
	if ha.lo >= 0 {
		_, r := split(a, d)
		hr := e.hull(r)
		switch {
		case hr.lo >= 0 && hr.hi < d:
			return r, nil
		case len(r.t) == 1 && r.t[0].c == 1 && e.hull(form{t: r.t}).finite():
			_, rv := e.divmod(r.t[0].v, d, r.c0)
			return form{t: []term{{rv, 1}}}, nil
		}
	}
	return e.opaque(remBounds(ha, d-1)), nil
}

// nodeString prints n in the footprint syntax.
func nodeString(n *fpNode) string {
	switch n.op {
	case "int":
		return strconv.FormatInt(n.n, 10)
	case "id", "range", "off", "lrange", "grange", "arg", "len":
		return fmt.Sprintf("(%s %d)", n.op, n.n)
	case "ld":
		return fmt.Sprintf("(ld %d %s)", n.n, nodeString(n.args[0]))
	case "var":
		return "(var " + n.name + ")"
	case "linid", "llin", "glin", "dims":
		return "(" + n.op + ")"
	case "as":
		return "(as " + n.name + " " + nodeString(n.args[0]) + ")"
	}
	s := "(" + n.op
	for _, a := range n.args {
		s += " " + nodeString(a)
	}
	return s + ")"
}
