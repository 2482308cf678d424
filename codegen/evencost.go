package codegen

import (
	"go/ast"
	"go/token"
	"go/types"
)

// This file holds the even-cost analysis: whether every work-item of a
// kernel does the same work, wherever it lies in the range, give or take
// a constant.
//
// A kernel is of even cost when no work-item's loops run more or fewer
// times than another's: every loop, in it and in the helpers it calls,
// runs for every work-item (it sits under no branch on a value that
// differs between work-items, nor after a return under one) and its
// trip count is the same for all (its condition, and any break, continue
// or return in it, depend only on values the same for every work-item of
// the launch). Such values are built from constants, the scalar
// parameters the kernel never assigns, the launch's sizes (GlobalRange,
// Range, LocalRange, GroupRange, Offset, Dims), len and cap of its
// memory, and variables assigned only such values under such conditions;
// a helper's parameters count as differing. A branch on a value that
// differs, whose arms hold no loop (nor call a helper that holds one),
// changes a work-item's work by a constant and is allowed: a boundary
// test, a hash's case. A loop whose trip count reads memory or depends on
// the work-item (a sparse matrix's rows, a Mandelbrot pixel's
// iterations, a ray's bounces) is not. The runtime then knows an even
// kernel's costs by place without being told them (sycl.Kernel.EvenCost,
// coexecutor's Guard).

// launchUniformItemMethods are the index methods whose value is the same
// for every work-item of the launch.
var launchUniformItemMethods = map[string]bool{
	"GlobalRange": true, "LocalRange": true, "GroupRange": true,
	"Offset": true, "Dims": true, "Range": true,
}

// evenCost reports whether f is of even cost (see above): f's body, and
// that of every helper it calls.
func (s *pkgState) evenCost(f *fn) bool {
	seen := map[*fn]bool{}
	var even func(f *fn) bool
	even = func(f *fn) bool {
		if seen[f] {
			return true
		}
		seen[f] = true
		if f.decl == nil || f.decl.Body == nil || !s.evenBody(f) {
			return false
		}
		for _, c := range f.calls {
			if !even(c) {
				return false
			}
		}
		return true
	}
	return even(f)
}

// loops reports whether f, or a helper it calls, holds a loop.
func (s *pkgState) loops(f *fn, seen map[*fn]bool) bool {
	if seen[f] || f.decl == nil || f.decl.Body == nil {
		return false
	}
	seen[f] = true
	found := false
	ast.Inspect(f.decl.Body, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			found = true
		}
		return !found
	})
	for _, c := range f.calls {
		found = found || s.loops(c, seen)
	}
	return found
}

// evenBody reports whether f's own body is of even cost: its loops run
// for every work-item, each the same number of times (see above).
func (s *pkgState) evenBody(f *fn) bool {
	u := &launchUniform{s: s, f: f, vars: map[*types.Var]bool{}}
	u.infer(f.decl.Body)
	ok := true
	// heavy reports a call, in n, of a helper that holds a loop (each
	// helper looked at once).
	looping := map[*fn]bool{}
	heavy := func(n ast.Node) bool {
		return !every(n, func(x ast.Node) (bool, bool) {
			if c, isCall := x.(*ast.CallExpr); isCall {
				if id, isID := ast.Unparen(c.Fun).(*ast.Ident); isID {
					if obj, isFn := s.info.Uses[id].(*types.Func); isFn && s.funcs[obj] != nil {
						h := s.funcs[obj]
						l, known := looping[h]
						if !known {
							l = s.loops(h, map[*fn]bool{})
							looping[h] = l
						}
						return !l, true
					}
				}
			}
			return true, true
		})
	}
	// walk checks list; div tells that the work-items may differ in
	// whether they run it, inLoop that it is inside a loop. It reports
	// whether a return in it may end some work-items and not others, so
	// that what follows is divergent too.
	var walk func(list []ast.Stmt, div, inLoop bool) bool
	walk = func(list []ast.Stmt, div, inLoop bool) (returns bool) {
		for _, st := range list {
			if !ok {
				return false
			}
			if div && heavy(st) {
				ok = false
				return false
			}
			r := false
			switch st := st.(type) {
			case *ast.BlockStmt:
				r = walk(st.List, div, inLoop)
			case *ast.LabeledStmt:
				r = walk([]ast.Stmt{st.Stmt}, div, inLoop)
			case *ast.IfStmt:
				c := div || !u.expr(st.Cond)
				r = walk(st.Body.List, c, inLoop)
				if st.Else != nil {
					r = walk([]ast.Stmt{st.Else}, c, inLoop) || r
				}
			case *ast.SwitchStmt:
				c := div || st.Tag != nil && !u.expr(st.Tag)
				for _, cc := range st.Body.List {
					cl := cc.(*ast.CaseClause)
					cdiv := c
					for _, e := range cl.List {
						cdiv = cdiv || !u.expr(e)
					}
					r = walk(cl.Body, cdiv, inLoop) || r
				}
			case *ast.ForStmt:
				if div || st.Cond != nil && !u.expr(st.Cond) {
					ok = false
					return false
				}
				walk(st.Body.List, false, true)
			case *ast.RangeStmt:
				if div || !u.expr(st.X) {
					ok = false
					return false
				}
				walk(st.Body.List, false, true)
			case *ast.BranchStmt:
				if div && st.Tok != token.FALLTHROUGH {
					ok = false // a loop's trip count, or a jump, differs
					return false
				}
			case *ast.ReturnStmt:
				if div && inLoop {
					ok = false
					return false
				}
				r = div
			case *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.GoStmt:
				ok = false
				return false
			}
			if r {
				returns, div = true, true // the rest runs for some work-items only
			}
		}
		return returns
	}
	walk(f.decl.Body.List, false, false)
	return ok
}

// launchUniform is the launch-uniform variables of a function's body.
type launchUniform struct {
	s    *pkgState
	f    *fn
	vars map[*types.Var]bool
}

// param reports a scalar parameter of a kernel that the kernel never
// assigns: the launch's value in every work-item. A helper's parameters
// may differ.
func (u *launchUniform) param(v *types.Var) bool {
	if !u.f.kernel || u.f.assigned[v.Name()] || !u.f.hasParam(v) {
		return false
	}
	for _, p := range u.f.params {
		if p.name == v.Name() {
			return p.kind == pScalar
		}
	}
	return false
}

// expr reports whether e has the same value in every work-item of the
// launch.
func (u *launchUniform) expr(e ast.Expr) bool {
	return every(e, func(n ast.Node) (bool, bool) {
		switch x := n.(type) {
		case *ast.CallExpr:
			if name, _, isItem := u.f.itemCall(x); isItem {
				return launchUniformItemMethods[name], false
			}
			if id, isID := ast.Unparen(x.Fun).(*ast.Ident); isID {
				if b, isBuiltin := u.s.info.Uses[id].(*types.Builtin); isBuiltin && (b.Name() == "len" || b.Name() == "cap") {
					return true, false // the length of memory: the launch's
				}
				if fn, isFn := u.s.info.Uses[id].(*types.Func); isFn && u.s.funcs[fn] != nil {
					return false, false // a helper's result may depend on memory
				}
			}
		case *ast.IndexExpr:
			return false, false // memory, or an array the work-item filled
		case *ast.StarExpr, *ast.UnaryExpr:
			if ux, isUnary := x.(*ast.UnaryExpr); isUnary && ux.Op != token.ARROW {
				return true, true
			}
			return false, false
		case *ast.Ident:
			v := rootVar(u.s.info, x)
			if v == nil || v.IsField() {
				return true, true // constants, functions, packages, types, fields
			}
			return u.param(v) || u.vars[v], true
		}
		return true, true
	})
}

// infer finds the body's launch-uniform variables: a fixpoint that
// assumes every local variable uniform and drops those assigned a value
// that is not, or under a condition that is not, until none drops
// (uniformFixpoint).
func (u *launchUniform) infer(body *ast.BlockStmt) {
	ast.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := u.s.info.Defs[id].(*types.Var); ok && !v.IsField() {
				u.vars[v] = true
			}
		}
		return true
	})
	uniformFixpoint(body, uniformRules{expr: u.expr, rangeValue: true, drop: u.drop})
}

// drop removes the variable e assigns (rootVar) from the uniform ones,
// and reports whether it was uniform.
func (u *launchUniform) drop(e ast.Expr) bool {
	if v := rootVar(u.s.info, e); v != nil && u.vars[v] {
		delete(u.vars, v)
		return true
	}
	return false
}
