package codegen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"sort"
	"strings"
)

// This file translates the sycl/atomic functions to OpenCL C and works
// out, for each memory parameter a kernel updates with atomics, whether
// co-executed devices may each update a copy of their own, merged at the
// end (sycl.AtomicUse).

// atomicOp is a sycl/atomic function's operation and OpenCL element type.
type atomicOp struct {
	op   string // add, min, max, and, or, xor, swap, cas
	elem string // int, uint, long, float
}

// atomicFuncs are the sycl/atomic functions kernels may call.
var atomicFuncs = map[string]atomicOp{}

func init() {
	for _, t := range []struct {
		suffix, elem string
		ops          []string
	}{
		{"Int32", "int", []string{"Add", "Min", "Max", "And", "Or", "Xor", "Swap", "CompareAndSwap"}},
		{"Uint32", "uint", []string{"Add", "Min", "Max", "And", "Or", "Xor", "Swap", "CompareAndSwap"}},
		{"Int64", "long", []string{"Add", "Min", "Max", "And", "Or", "Xor", "Swap", "CompareAndSwap"}},
		{"Float32", "float", []string{"Add", "Min", "Max", "Swap", "CompareAndSwap"}},
	} {
		for _, op := range t.ops {
			name := strings.ToLower(op)
			if op == "CompareAndSwap" {
				name = "cas"
			}
			atomicFuncs[op+t.suffix] = atomicOp{op: name, elem: t.elem}
		}
	}
}

// commutative reports an operation whose updates to copies of memory
// merge into the updates to the memory: applied in any order and
// grouping they give the same result.
func (a atomicOp) commutative() bool { return a.op != "swap" && a.op != "cas" }

// atomicCall translates a call of sycl/atomic function name.
func (c *clFunc) atomicCall(name string, e *ast.CallExpr) string {
	a := atomicFuncs[name]
	args := make([]string, len(e.Args))
	for i, x := range e.Args {
		args[i] = c.expr(x)
	}
	sp := "g"
	if c.space(e.Args[0].(*ast.UnaryExpr).X) == "__local" {
		sp = "l"
	}
	space := map[string]string{"g": "__global", "l": "__local"}[sp]
	cop := map[string]string{"swap": "xchg", "cas": "cmpxchg"}[a.op]
	if cop == "" {
		cop = a.op
	}
	call := func(fn string) string { return fmt.Sprintf("%s(%s)", fn, strings.Join(args, ", ")) }
	switch {
	case a.elem == "int" || a.elem == "uint":
		return call("atomic_" + cop)
	case a.elem == "long":
		c.g.atom64 = true
		switch a.op {
		case "add", "swap", "cas":
			return call("atom_" + cop)
		}
		// min, max, and, or, xor: cl_khr_int64_extended_atomics where the
		// device has it, else a compare-and-swap loop.
		fn := fmt.Sprintf("_kgen_atom_%s_long_%s", a.op, sp)
		c.g.define(fn, fmt.Sprintf(`inline long %s(volatile %s long *p, long v) {
#ifdef cl_khr_int64_extended_atomics
	return atom_%s(p, v);
#else
	long old;
	do { old = *p; } while (atom_cmpxchg(p, old, %s) != old);
	return old;
#endif
}
`, fn, space, a.op, map[string]string{"min": "min(old, v)", "max": "max(old, v)", "and": "old & v", "or": "old | v", "xor": "old ^ v"}[a.op]))
		return call(fn)
	}
	// float
	switch a.op {
	case "add":
		c.g.needs["atomicf_"+sp] = true
		return call("_kgen_atomic_add_float_" + sp)
	case "swap":
		return call("atomic_xchg")
	case "cas":
		fn := "_kgen_atomic_cmpxchg_float_" + sp
		c.g.define(fn, fmt.Sprintf(`inline float %s(volatile %s float *p, float old, float v) {
	return as_float(atomic_cmpxchg((volatile %s uint *)p, as_uint(old), as_uint(v)));
}
`, fn, space, space))
		return call(fn)
	}
	// min, max: store v while it is below (above) the value held, as
	// sycl/atomic does in Go: a NaN is never stored.
	fn := fmt.Sprintf("_kgen_atomic_%s_float_%s", a.op, sp)
	cmp := map[string]string{"min": "<", "max": ">"}[a.op]
	c.g.define(fn, fmt.Sprintf(`inline float %s(volatile %s float *p, float v) {
	union { uint u; float f; } old;
	do { old.f = *p; if (!(v %s old.f)) break; } while (atomic_cmpxchg((volatile %s uint *)p, old.u, as_uint(v)) != old.u);
	return old.f;
}
`, fn, space, cmp, space))
	return call(fn)
}

// define adds a helper definition to the program's preamble.
func (g *clGen) define(name, def string) {
	if g.defs == nil {
		g.defs = map[string]string{}
	}
	g.defs[name] = def
}

// definitions are the helpers define added, by name.
func (g *clGen) definitions() string {
	names := make([]string, 0, len(g.defs))
	for n := range g.defs {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		b.WriteString(g.defs[n])
	}
	return b.String()
}

// atomicSite is an atomic update in the source.
type atomicSite struct {
	pos  token.Pos
	name string // the sycl/atomic function
}

// atomicUse is what a function does with atomics to one memory parameter
// (through the helpers it passes it to too).
type atomicUse struct {
	ops    map[string]atomicSite // operation -> its first update
	bits64 bool
	plain  token.Pos  // the first access without an atomic
	result atomicSite // the first atomic whose old value is used
}

func (u *atomicUse) merge(v *atomicUse) {
	for op, s := range v.ops {
		if _, ok := u.ops[op]; !ok {
			u.ops[op] = s
		}
	}
	u.bits64 = u.bits64 || v.bits64
	if u.plain == token.NoPos {
		u.plain = v.plain
	}
	if u.result.pos == token.NoPos {
		u.result = v.result
	}
}

// atomicUses returns, for each of f's parameters, what f does to it with
// atomics (nil for parameters it updates with none).
func (s *pkgState) atomicUses(f *fn) []*atomicUse {
	if s.atomics == nil {
		s.atomics = map[*fn][]*atomicUse{}
	}
	if u, ok := s.atomics[f]; ok {
		return u
	}
	s.atomics[f] = make([]*atomicUse, len(f.params)) // recursion, reported elsewhere, ends here
	byObj := map[types.Object]int{}
	sig := f.obj.Type().(*types.Signature)
	pi := 0
	for i := 0; i < sig.Params().Len(); i++ {
		if f.kernel && i == 0 {
			continue
		}
		if pi < len(f.params) && (f.params[pi].kind == pGlobal || f.params[pi].kind == pLocal) {
			byObj[sig.Params().At(i)] = pi
		}
		pi++
	}
	uses := make([]*atomicUse, len(f.params))
	use := func(i int) *atomicUse {
		if uses[i] == nil {
			uses[i] = &atomicUse{ops: map[string]atomicSite{}}
		}
		return uses[i]
	}
	param := func(e ast.Expr) (int, bool) {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return 0, false
		}
		i, ok := byObj[s.info.Uses[id]]
		return i, ok
	}
	var plainAt []struct {
		i   int
		pos token.Pos
	}
	var visit func(n ast.Node, stmt bool) bool
	visit = func(n ast.Node, stmt bool) bool {
		switch x := n.(type) {
		case *ast.ExprStmt:
			ast.Inspect(x.X, func(m ast.Node) bool { return m == nil || visit(m, m == x.X) })
			return false
		case *ast.CallExpr:
			if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok {
				if fo, ok := s.info.Uses[sel.Sel].(*types.Func); ok && fo.Pkg() != nil && fo.Pkg().Path() == atomicPath && len(x.Args) > 0 {
					a := atomicFuncs[fo.Name()]
					if u, ok := ast.Unparen(x.Args[0]).(*ast.UnaryExpr); ok {
						if ix, ok := ast.Unparen(u.X).(*ast.IndexExpr); ok {
							if i, ok := param(ix.X); ok {
								site := atomicSite{x.Pos(), "atomic." + fo.Name()}
								au := use(i)
								if _, seen := au.ops[a.op]; !seen {
									au.ops[a.op] = site
								}
								au.bits64 = au.bits64 || a.elem == "long"
								if !stmt && au.result.pos == token.NoPos {
									au.result = site
								}
							} else {
								ast.Inspect(ix.X, func(m ast.Node) bool { return m == nil || visit(m, false) })
							}
							ast.Inspect(ix.Index, func(m ast.Node) bool { return m == nil || visit(m, false) })
						}
					}
					for _, arg := range x.Args[1:] {
						ast.Inspect(arg, func(m ast.Node) bool { return m == nil || visit(m, false) })
					}
					return false
				}
			}
			if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok {
				if fo, ok := s.info.Uses[id].(*types.Func); ok {
					if h := s.funcs[fo]; h != nil && !h.kernel {
						hu := s.atomicUses(h)
						for k, arg := range x.Args {
							if i, ok := param(arg); ok && k < len(hu) {
								if hu[k] != nil {
									use(i).merge(hu[k])
								}
								continue
							}
							ast.Inspect(arg, func(m ast.Node) bool { return m == nil || visit(m, false) })
						}
						return false
					}
				}
			}
		case *ast.IndexExpr:
			if i, ok := param(x.X); ok {
				plainAt = append(plainAt, struct {
					i   int
					pos token.Pos
				}{i, x.Pos()})
			}
		}
		return true
	}
	ast.Inspect(f.decl.Body, func(n ast.Node) bool { return n == nil || visit(n, false) })
	// Plain accesses count once the parameter has atomics, wherever they are.
	for _, p := range plainAt {
		if uses[p.i] == nil {
			continue
		}
		if uses[p.i].plain == token.NoPos || p.pos < uses[p.i].plain {
			uses[p.i].plain = p.pos
		}
	}
	s.atomics[f] = uses
	return uses
}

// privatize says whether co-executed devices may each update a copy of
// memory that the kernel updates as u says, merged by one operation at
// the end: the operation, or "" and why not.
func (s *pkgState) privatize(u *atomicUse) (op, why string) {
	pos := func(p token.Pos) string {
		at := s.fset.Position(p)
		return fmt.Sprintf("%s:%d:%d", filepath.Base(at.Filename), at.Line, at.Column)
	}
	var ops []string
	for o := range u.ops {
		ops = append(ops, o)
	}
	sort.Slice(ops, func(i, j int) bool { return u.ops[ops[i]].pos < u.ops[ops[j]].pos })
	for _, o := range ops {
		if !(atomicOp{op: o}).commutative() {
			site := u.ops[o]
			return "", fmt.Sprintf("%s: %s does not commute with the other devices' updates, so their copies could not be merged", pos(site.pos), site.name)
		}
	}
	switch {
	case len(ops) > 1:
		a, b := u.ops[ops[0]], u.ops[ops[1]]
		return "", fmt.Sprintf("%s: %s updates it, and %s does at %s: the devices' copies could only be merged by one operation", pos(b.pos), b.name, a.name, pos(a.pos))
	case u.result.pos != token.NoPos:
		return "", fmt.Sprintf("%s: the kernel uses the old value %s returns, which depends on the updates of the other devices", pos(u.result.pos), u.result.name)
	case u.plain != token.NoPos:
		return "", fmt.Sprintf("%s: the kernel also reads or writes it without atomics", pos(u.plain))
	}
	return ops[0], ""
}

// atomicParam is the sycl.AtomicUse of kernel k's parameter i, or "".
func (s *pkgState) atomicParam(k *fn, i int) string {
	uses := s.atomicUses(k)
	u := uses[i]
	if u == nil || len(u.ops) == 0 {
		return ""
	}
	op, why := "", ""
	if k.params[i].kind == pGlobal {
		op, why = s.privatize(u)
	} else if !u.bits64 {
		return "" // local memory: only a 64-bit atomic needs a word at launch
	}
	var fields []string
	if op != "" {
		fields = append(fields, fmt.Sprintf("Op: %q", op))
	}
	if why != "" {
		fields = append(fields, fmt.Sprintf("Why: %q", why))
	}
	if u.bits64 {
		fields = append(fields, "Bits64: true")
	}
	return "&sycl.AtomicUse{" + strings.Join(fields, ", ") + "}"
}
