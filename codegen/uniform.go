package codegen

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Uniform values are the same for every work-item of a group: constants,
// scalar parameters, the group's ranges and ids, and variables only ever
// assigned uniform values under uniform control flow. A barrier kernel's
// native code computes them once per group, so they may steer loops and
// ifs that contain barriers.

// inferUniform finds the body's uniform variables (a fixpoint: assume every
// variable uniform, drop those with a non-uniform assignment, repeat).
func (g *nativeGen) inferUniform(body *ast.BlockStmt) {
	cands := map[*types.Var]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if o := g.orig[id]; o != nil {
				if v, ok := g.s.info.Defs[o].(*types.Var); ok && !g.varying[v] {
					cands[v] = true
				}
			}
		}
		return true
	})
	g.uniform = cands
	dropVar := func(x *ast.Ident) bool {
		if v := g.varOf(x); v != nil && g.uniform[v] {
			delete(g.uniform, v)
			return true
		}
		return false
	}
	uniformFixpoint(body, uniformRules{
		expr:       g.uniformExpr,
		loopExits:  g.divergentExit,
		rangeValue: false,
		drop: func(e ast.Expr) bool {
			x, ok := e.(*ast.Ident)
			return ok && dropVar(x)
		},
	})
}

// uniformRules are what a uniformity analysis's fixpoint (uniformFixpoint)
// asks of its kind of uniformity: whether an expression is uniform,
// whether a loop's body leaves it under a condition that is not (nil:
// never), whether a range loop's value is never uniform (an element of
// memory or of an array a work-item filled), and how a variable assigned
// a value that is not uniform is dropped (reporting whether it was).
type uniformRules struct {
	expr       func(ast.Expr) bool
	loopExits  func(*ast.BlockStmt) bool
	rangeValue bool
	drop       func(ast.Expr) bool
}

// uniformFixpoint drops, until none drops, every variable assigned a value
// that is not uniform or under control flow that is not: the candidates
// the rules' drop removes from start as uniform.
func uniformFixpoint(body *ast.BlockStmt, r uniformRules) {
	exits := func(b *ast.BlockStmt) bool { return r.loopExits != nil && r.loopExits(b) }
	for {
		changed := false
		drop := func(e ast.Expr) { changed = r.drop(e) || changed }
		var walk func(list []ast.Stmt, ctx bool)
		walk = func(list []ast.Stmt, ctx bool) {
			for _, st := range list {
				switch st := st.(type) {
				case *ast.AssignStmt:
					for i, l := range st.Lhs {
						rhsOK := len(st.Rhs) == len(st.Lhs) && r.expr(st.Rhs[i])
						if st.Tok != token.ASSIGN && st.Tok != token.DEFINE {
							rhsOK = rhsOK && r.expr(l)
						}
						if !ctx || !rhsOK {
							drop(l)
						}
					}
				case *ast.IncDecStmt:
					if !ctx {
						drop(st.X)
					}
				case *ast.DeclStmt:
					if gd, ok := st.Decl.(*ast.GenDecl); ok && gd.Tok == token.VAR {
						for _, sp := range gd.Specs {
							vs := sp.(*ast.ValueSpec)
							for i, nm := range vs.Names {
								if !ctx || (i < len(vs.Values) && !r.expr(vs.Values[i])) {
									drop(nm)
								}
							}
						}
					}
				case *ast.BlockStmt:
					walk(st.List, ctx)
				case *ast.IfStmt:
					c := ctx && r.expr(st.Cond)
					if st.Init != nil {
						walk([]ast.Stmt{st.Init}, ctx)
					}
					walk(st.Body.List, c)
					if st.Else != nil {
						walk([]ast.Stmt{st.Else}, c)
					}
				case *ast.ForStmt:
					if st.Init != nil {
						walk([]ast.Stmt{st.Init}, ctx)
					}
					c := ctx && (st.Cond == nil || r.expr(st.Cond)) && !exits(st.Body)
					walk(st.Body.List, c)
					if st.Post != nil {
						walk([]ast.Stmt{st.Post}, c)
					}
				case *ast.RangeStmt:
					c := ctx && r.expr(st.X) && !exits(st.Body)
					if st.Key != nil && !c {
						drop(st.Key)
					}
					if st.Value != nil && r.rangeValue {
						drop(st.Value)
					}
					walk(st.Body.List, c)
				case *ast.SwitchStmt:
					if st.Init != nil {
						walk([]ast.Stmt{st.Init}, ctx)
					}
					c := ctx && (st.Tag == nil || r.expr(st.Tag))
					for _, cc := range st.Body.List {
						cl := cc.(*ast.CaseClause)
						cc := c
						for _, e := range cl.List {
							cc = cc && r.expr(e)
						}
						walk(cl.Body, cc)
					}
				case *ast.LabeledStmt:
					walk([]ast.Stmt{st.Stmt}, ctx)
				}
			}
		}
		walk(body.List, true)
		if !changed {
			return
		}
	}
}

// divergentExit reports a break, continue or return under a condition that
// may differ between work-items, which makes what follows it non-uniform.
// An unlabeled break or continue of a nested loop (a break of a nested
// switch) leaves that statement only.
func (g *nativeGen) divergentExit(body *ast.BlockStmt) bool {
	found := false
	var walk func(n ast.Node, uniform, inLoop, inSwitch bool)
	walk = func(n ast.Node, uniform, inLoop, inSwitch bool) {
		ast.Inspect(n, func(x ast.Node) bool {
			if found {
				return false
			}
			switch x := x.(type) {
			case *ast.IfStmt:
				c := uniform && g.uniformExpr(x.Cond)
				if x.Init != nil {
					walk(x.Init, uniform, inLoop, inSwitch)
				}
				walk(x.Body, c, inLoop, inSwitch)
				if x.Else != nil {
					walk(x.Else, c, inLoop, inSwitch)
				}
				return false
			case *ast.ForStmt:
				walk(x.Body, false, true, false)
				return false
			case *ast.RangeStmt:
				walk(x.Body, false, true, false)
				return false
			case *ast.SwitchStmt:
				walk(x.Body, false, inLoop, true)
				return false
			case *ast.ReturnStmt:
				if !uniform {
					found = true
				}
			case *ast.BranchStmt:
				nested := x.Label == nil && (inLoop || inSwitch && x.Tok == token.BREAK)
				if !uniform && !nested {
					found = true
				}
			}
			return true
		})
	}
	walk(body, true, false, false)
	return found
}

// uniformItemMethods are the index methods whose value is the same for
// every work-item of a group.
var uniformItemMethods = map[string]bool{
	"GlobalRange": true, "LocalRange": true, "GroupRange": true, "GroupID": true,
	"Offset": true, "Dims": true, "GroupLinearID": true, "Range": true,
}

// itemCall returns the index method a call invokes on the kernel's item.
func (g *nativeGen) itemCall(c *ast.CallExpr) (string, bool) {
	name, _, ok := g.f.itemCall(c)
	return name, ok
}

// uniformExpr reports whether e has the same value for every work-item.
func (g *nativeGen) uniformExpr(e ast.Expr) bool {
	return every(e, func(n ast.Node) (bool, bool) {
		switch x := n.(type) {
		case *ast.CallExpr:
			if name, isItem := g.itemCall(x); isItem {
				return uniformItemMethods[name], false
			}
		case *ast.IndexExpr:
			// Memory may differ per item (and may be written by items of
			// the same region); private arrays are per item.
			return false, false
		case *ast.Ident:
			v := g.varOf(x)
			if v == nil {
				return true, true // constants, functions, packages, types
			}
			if g.fixedParam(v) {
				return true, true // scalars, and len(mem) and the like
			}
			return g.uniform[v], true
		}
		return true, true
	})
}

// hoistable reports whether a region statement only computes uniform
// variables, under conditions that are uniform too, so that it runs once
// per group rather than per item: the group's one run reads no work-item's
// variable (an if, for or range whose condition is not uniform assigns no
// uniform variable, but may hold a blank assignment or nothing at all).
func (g *nativeGen) hoistable(st ast.Stmt) bool {
	ok, assigns := true, false
	ast.Inspect(st, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch x := n.(type) {
		case *ast.IfStmt:
			if !g.uniformExpr(x.Cond) {
				ok = false
			}
		case *ast.ForStmt:
			if x.Cond != nil && !g.uniformExpr(x.Cond) {
				ok = false
			}
		case *ast.RangeStmt:
			if !g.uniformExpr(x.X) {
				ok = false
			}
		case *ast.AssignStmt:
			for i, l := range x.Lhs {
				id, isID := l.(*ast.Ident)
				if !isID || (id.Name != "_" && !g.uniform[g.varOf(id)]) {
					ok = false
				}
				if i < len(x.Rhs) && !g.uniformExpr(x.Rhs[i]) {
					ok = false
				}
			}
			assigns = true
		case *ast.IncDecStmt:
			id, isID := x.X.(*ast.Ident)
			if !isID || !g.uniform[g.varOf(id)] {
				ok = false
			}
			assigns = true
		case *ast.DeclStmt:
			gd, _ := x.Decl.(*ast.GenDecl)
			if gd == nil || gd.Tok != token.VAR {
				return true
			}
			for _, sp := range gd.Specs {
				for _, nm := range sp.(*ast.ValueSpec).Names {
					if !g.uniform[g.varOf(nm)] {
						ok = false
					}
				}
			}
			assigns = true
		case *ast.ExprStmt, *ast.ReturnStmt, *ast.BranchStmt, *ast.LabeledStmt, *ast.SwitchStmt:
			ok = false
		case *ast.CallExpr:
			// Helpers may write memory; only pure calls are hoisted.
			if id, isID := x.Fun.(*ast.Ident); isID {
				if _, isFn := g.s.info.Uses[g.orig[id]].(*types.Func); isFn {
					ok = false
				}
			}
		}
		return true
	})
	return ok && assigns
}
