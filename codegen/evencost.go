package codegen

import (
	"go/ast"
	"go/token"
	"go/types"
)

// This file holds the even-cost analysis: whether every work-item of a
// kernel does the same work, wherever it lies in the range.
//
// A kernel is of even cost when every condition that steers its control
// flow (each if, for, range and switch, in it and in the helpers it
// calls) is the same for every work-item of the launch: built from
// constants, the scalar parameters it never assigns, the launch's sizes
// (GlobalRange, Range, LocalRange, GroupRange, Offset, Dims), len and cap
// of its memory, and variables assigned only such values under such
// conditions. A condition that reads memory or depends on the work-item's
// or work-group's id may make one work-item cost more than another (a
// sparse matrix's rows, a Mandelbrot pixel's iterations, an early exit
// past the range's end), and the kernel is not of even cost. The runtime
// then knows a kernel's costs by place without being told them
// (sycl.Kernel.EvenCost, coexecutor's Guard).

// launchUniformItemMethods are the index methods whose value is the same
// for every work-item of the launch.
var launchUniformItemMethods = map[string]bool{
	"GlobalRange": true, "LocalRange": true, "GroupRange": true,
	"Offset": true, "Dims": true, "Range": true,
}

// evenCost reports whether f is of even cost (see above): f's own
// conditions, and those of every helper it calls, with a helper's
// parameters counted as differing between work-items.
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

// evenBody reports whether every condition of f's body is launch-uniform.
func (s *pkgState) evenBody(f *fn) bool {
	u := &launchUniform{s: s, f: f, vars: map[*types.Var]bool{}}
	u.infer(f.decl.Body)
	ok := true
	ast.Inspect(f.decl.Body, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch x := n.(type) {
		case *ast.IfStmt:
			ok = u.expr(x.Cond)
		case *ast.ForStmt:
			ok = x.Cond == nil || u.expr(x.Cond)
		case *ast.RangeStmt:
			ok = u.expr(x.X)
		case *ast.SwitchStmt:
			ok = x.Tag == nil || u.expr(x.Tag)
		case *ast.CaseClause:
			for _, e := range x.List {
				ok = ok && u.expr(e)
			}
		case *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.GoStmt:
			ok = false
		case *ast.BinaryExpr:
			// && and || skip their right operand on the left's value.
			if x.Op == token.LAND || x.Op == token.LOR {
				ok = u.expr(x.X)
			}
		}
		return ok
	})
	return ok
}

// launchUniform is the launch-uniform variables of a function's body.
type launchUniform struct {
	s    *pkgState
	f    *fn
	vars map[*types.Var]bool
}

func (u *launchUniform) varOf(id *ast.Ident) *types.Var {
	if v, ok := u.s.info.Defs[id].(*types.Var); ok {
		return v
	}
	v, _ := u.s.info.Uses[id].(*types.Var)
	return v
}

// param reports a scalar parameter of a kernel that the kernel never
// assigns: the launch's value in every work-item. A helper's parameters
// may differ.
func (u *launchUniform) param(v *types.Var) bool {
	if !u.f.kernel || u.f.assigned[v.Name()] {
		return false
	}
	for _, fl := range u.f.decl.Type.Params.List {
		for _, n := range fl.Names {
			if u.s.info.Defs[n] != v {
				continue
			}
			for _, p := range u.f.params {
				if p.name == n.Name {
					return p.kind == pScalar
				}
			}
		}
	}
	return false
}

// expr reports whether e has the same value in every work-item of the
// launch.
func (u *launchUniform) expr(e ast.Expr) bool {
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch x := n.(type) {
		case *ast.CallExpr:
			if sel, isSel := x.Fun.(*ast.SelectorExpr); isSel {
				if id, isID := ast.Unparen(sel.X).(*ast.Ident); isID && u.f.item != "" && id.Name == u.f.item {
					ok = launchUniformItemMethods[sel.Sel.Name]
					return false
				}
			}
			if id, isID := ast.Unparen(x.Fun).(*ast.Ident); isID {
				if b, isBuiltin := u.s.info.Uses[id].(*types.Builtin); isBuiltin && (b.Name() == "len" || b.Name() == "cap") {
					return false // the length of memory: the launch's
				}
				if fn, isFn := u.s.info.Uses[id].(*types.Func); isFn && u.s.funcs[fn] != nil {
					ok = false // a helper's result may depend on memory
					return false
				}
			}
		case *ast.IndexExpr:
			ok = false // memory, or an array the work-item filled
			return false
		case *ast.StarExpr, *ast.UnaryExpr:
			if ux, isUnary := x.(*ast.UnaryExpr); isUnary && ux.Op != token.ARROW {
				return true
			}
			ok = false
			return false
		case *ast.Ident:
			v := u.varOf(x)
			if v == nil || v.IsField() {
				return true // constants, functions, packages, types, fields
			}
			if !u.param(v) && !u.vars[v] {
				ok = false
			}
		}
		return true
	})
	return ok
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

// drop removes the variable e assigns from the uniform ones, the whole
// variable where e is one of its fields or elements, and reports whether
// it was uniform.
func (u *launchUniform) drop(e ast.Expr) bool {
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
			continue
		case *ast.SelectorExpr:
			e = x.X
			continue
		case *ast.IndexExpr:
			e = x.X
			continue
		case *ast.StarExpr:
			e = x.X
			continue
		}
		break
	}
	if id, ok := e.(*ast.Ident); ok {
		if v := u.varOf(id); v != nil && u.vars[v] {
			delete(u.vars, v)
			return true
		}
	}
	return false
}
