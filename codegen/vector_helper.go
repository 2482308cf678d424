package codegen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// This file vectorises the helpers (//kgen:func) that vector code calls
// with varying arguments: whole-function vectorisation of the callee
// (Karrenberg and Hack 2011), one variant per set of varying parameters.
// The variant takes the caller's execution mask and, as vectors, the
// parameters that are varying at the call or become varying in the body;
// the others stay scalars (slices, uniform values, structs). It returns
// one vector: each lane's value from the return statement that lane
// reached, the lanes leaving at a return under a varying condition as
// they leave a loop at a break.

// helperOf returns the helper a call invokes, or nil.
func (g *vecGen) helperOf(x *ast.CallExpr) *fn {
	id, ok := ast.Unparen(x.Fun).(*ast.Ident)
	if !ok {
		return nil
	}
	f, ok := g.s.info.Uses[id].(*types.Func)
	if !ok || f.Pkg() != g.s.pkg.Types {
		return nil
	}
	return g.s.funcs[f]
}

// helperCall is the vector code of a call of helper h with a varying
// argument, under mask m.
func (g *vecGen) helperCall(x *ast.CallExpr, h *fn, m string) string {
	sig := h.obj.Type().(*types.Signature)
	if sig.Results().Len() != 1 || sig.Variadic() || x.Ellipsis.IsValid() {
		g.refuse(x, "a call of helper %s per work-item (helpers with one result are vectorised)", h.name)
	}
	if sig.Results().At(0).Name() != "" {
		g.refuse(x, "a call of helper %s per work-item (a helper with a named result)", h.name)
	}
	if g.helperDepth >= 8 {
		g.refuse(x, "helper calls nested more than 8 deep")
	}
	// Float parameters are vectors whatever the call passes: uniform
	// float code in the variant would be scalar SSE among vector code
	// (vector_splat.go).
	seed := map[*types.Var]bool{}
	for i, a := range x.Args {
		p := sig.Params().At(i)
		if g.varyingExpr(a) || floatLanes(p.Type()) {
			seed[p] = true
		}
	}
	hg := &vecGen{s: g.s, f: h, L: g.L, dims: 1, helper: true, seed: seed, helpers: g.helpers, helperDepth: g.helperDepth + 1}
	hg.analyse(h.decl.Body)
	var key strings.Builder
	for i := 0; i < sig.Params().Len(); i++ {
		if hg.varying[sig.Params().At(i)] {
			key.WriteByte('v')
		} else {
			key.WriteByte('u')
		}
	}
	name := fmt.Sprintf("kgenSIMD%dh%s_%s", g.L, h.name, key.String())
	if _, done := g.helpers[name]; !done {
		g.helpers[name] = "" // being generated
		g.helpers[name] = hg.helperFunc(name)
	}
	args := []string{m}
	for i, a := range x.Args {
		p := sig.Params().At(i)
		switch {
		case hg.varying[p]:
			args = append(args, g.vexprT(a, p.Type(), m))
		case hg.byPointer(p):
			if g.addressable(a) {
				args = append(args, "&"+g.sexpr(a))
				break
			}
			tmp := g.temp()
			g.line("%s := %s", tmp, g.sexpr(a))
			args = append(args, "&"+tmp)
		default:
			args = append(args, g.sexpr(a))
		}
	}
	return fmt.Sprintf("%s(%s)", name, strings.Join(args, ", "))
}

// helperFunc emits the helper's variant, named name, for the varying
// parameters of g.varying.
func (g *vecGen) helperFunc(name string) string {
	f := g.f
	sig := f.obj.Type().(*types.Signature)
	g.splat, g.splat4, g.splatN = map[*types.Var]string{}, map[*types.Var]string{}, map[*types.Var]string{}
	g.invariant = map[string]string{}
	rt := sig.Results().At(0).Type()
	vt := g.vtype(f.decl, rt)
	var params []string
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		pn := p.Name()
		if pn == "" {
			pn = "_"
		}
		if g.varying[p] {
			params = append(params, pn+" "+g.vtype(f.decl, p.Type()))
		} else if g.byPointer(p) {
			params = append(params, pn+" *"+g.typeName(p.Type()))
		} else {
			params = append(params, pn+" "+g.typeName(p.Type()))
		}
	}
	g.line("func %s(_kgenM0 kgenMask%d, %s) %s {", name, g.L, strings.Join(params, ", "), vt)
	g.line("var _kgenRet %s", vt)
	g.line("_ = _kgenRet")
	g.masks = []string{"_kgenM0"}
	for i := 0; i < sig.Params().Len(); i++ {
		if p := sig.Params().At(i); g.varying[p] {
			g.declMask[p] = "_kgenM0" // assigned without a merge at the top level
		}
	}
	g.result = rt
	g.stmts(f.decl.Body.List)
	if !g.returned {
		g.line("return _kgenRet")
	}
	g.line("}")
	return g.b.String()
}

// helperReturn emits a helper's return statement: the lanes of the
// current mask take its value and leave the helper.
func (g *vecGen) helperReturn(st *ast.ReturnStmt) {
	if len(st.Results) != 1 {
		g.refuse(st, "a return without a value")
	}
	if len(g.loops) > 0 {
		g.refuse(st, "a return inside a loop")
	}
	v := g.vexprT(st.Results[0], g.result, g.mask())
	last := len(g.masks) == 1 && g.at == len(g.list)-1 && g.list[g.at] == ast.Stmt(st) && len(g.f.decl.Body.List) > 0 && &g.list[0] == &g.f.decl.Body.List[0]
	if last && !g.merged {
		// The one return every enabled lane reaches.
		g.line("return %s", v)
		g.returned = true
		return
	}
	g.line("_kgenRet = %s", g.merge(st, g.result, v, "_kgenRet", nil))
	g.merged = true
	if last {
		g.line("return _kgenRet")
		g.returned = true
		return
	}
	g.leave(0)
	g.line("if !kgenAny%d(_kgenM0) { return _kgenRet }", g.L)
}

// floatLanes reports whether t is float32 or an array of them.
func floatLanes(t types.Type) bool {
	for {
		a, ok := t.Underlying().(*types.Array)
		if !ok {
			return isFloat32(t)
		}
		t = a.Elem()
	}
}

// byPointer reports whether the helper's variant takes its uniform struct
// parameter p by pointer: Go copies a struct argument of more than 16
// bytes through X14 with legacy SSE moves (MOVUPS), which run among the
// caller's vector code. It does when the helper reads p's fields only
// (every use of p selects a field, p is never assigned) and neither the
// helper nor a helper it calls writes memory or uses atomics, so the
// fields read through the pointer are those the copy would hold.
func (g *vecGen) byPointer(p *types.Var) bool {
	if _, ok := p.Type().Underlying().(*types.Struct); !ok || g.varying[p] || p.Name() == "" || p.Name() == "_" {
		return false
	}
	if g.writesMemory(g.f) || g.usesAtomics(g.f) {
		return false
	}
	return g.fieldsOnly(p) && !g.written(p)
}

// writesMemory reports whether f, or a helper it calls, assigns to
// anything but a variable (an element, a field, through a pointer) or
// takes an address.
func (g *vecGen) writesMemory(f *fn) bool {
	found := false
	ast.Inspect(f.decl.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				if _, isID := ast.Unparen(l).(*ast.Ident); !isID {
					found = true
				}
			}
		case *ast.IncDecStmt:
			if _, isID := ast.Unparen(x.X).(*ast.Ident); !isID {
				found = true
			}
		case *ast.UnaryExpr:
			found = found || x.Op == token.AND
		}
		return !found
	})
	for _, c := range f.calls {
		found = found || g.writesMemory(c)
	}
	return found
}

// baseIdent is the variable an element or field expression starts
// from: x of x, x[i], x.f or x[i].f; nil for other forms. An assignment
// to any of them assigns (part of) x, or memory x points to.
func baseIdent(e ast.Expr) *ast.Ident {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			return x
		case *ast.IndexExpr:
			e = x.X
		case *ast.SelectorExpr:
			e = x.X
		default:
			return nil
		}
	}
}
