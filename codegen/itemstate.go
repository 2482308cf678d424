package codegen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
)

// The native code runs the work-items of a group one after another in
// one Go function, where Go (and OpenCL) give each work-item its own
// variables. State the kernel's code can change must therefore start
// afresh for each work-item: scalar parameters the kernel assigns are
// copied from the launch's value at the start of every work-item (or kept
// per item across barriers), and variables shared by a group's items
// (uniform ones, computed once per group) are only those no work-item
// assigns on its own.

// assignedParams finds the kernel's scalar parameters that its body
// assigns (a = …, a += …, a++, a.F = …, a[i] = … for an array).
func (g *nativeGen) assignedParams() map[*types.Var]bool {
	names := g.f.assigned
	out := map[*types.Var]bool{}
	sig := g.f.obj.Type().(*types.Signature)
	for i := 0; i < sig.Params().Len(); i++ {
		if v := sig.Params().At(i); names[v.Name()] {
			out[v] = true
		}
	}
	return out
}

// assignedParams returns the names of f's scalar parameters that its body
// assigns.
func assignedParams(info *types.Info, f *fn) map[string]bool {
	params := map[*types.Var]bool{}
	sig := f.obj.Type().(*types.Signature)
	for i := 0; i < sig.Params().Len(); i++ {
		params[sig.Params().At(i)] = true
	}
	out := map[string]bool{}
	note := func(e ast.Expr) {
		if v := rootVar(info, e); v != nil && params[v] {
			for _, p := range f.params {
				if p.kind == pScalar && p.name == v.Name() {
					out[v.Name()] = true
				}
			}
		}
	}
	writeTargets(f.decl.Body, note)
	return out
}

// writeTargets calls f for every expression body may write: the left
// sides of assignments, what ++ and -- change, the key and value a range
// assigns, and every operand of & (a pointer may write what it points
// to). Nil operands are skipped.
func writeTargets(body ast.Node, f func(ast.Expr)) {
	note := func(e ast.Expr) {
		if e != nil {
			f(e)
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				note(l)
			}
		case *ast.IncDecStmt:
			note(x.X)
		case *ast.UnaryExpr:
			if x.Op == token.AND {
				note(x.X)
			}
		case *ast.RangeStmt:
			if x.Tok == token.ASSIGN {
				note(x.Key)
				note(x.Value)
			}
		}
		return true
	})
}

// rootVar is the variable an assignable expression of the original
// source (v, v.F, v[i] of an array, (v)) stores into, or that an
// identifier defines or uses; nil for memory and for what is not a
// variable.
func rootVar(info *types.Info, e ast.Expr) *types.Var {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			v, _ := info.ObjectOf(x).(*types.Var)
			return v
		case *ast.ParenExpr:
			e = x.X
		case *ast.SelectorExpr:
			e = x.X
		case *ast.IndexExpr:
			if _, isArray := info.TypeOf(x.X).Underlying().(*types.Array); !isArray {
				return nil // memory, not the variable
			}
			e = x.X
		default:
			return nil
		}
	}
}

// fixedParam reports a parameter the kernel never assigns: the same value
// in every work-item.
func (g *nativeGen) fixedParam(v *types.Var) bool {
	return g.isParam(v) && !g.assigned[v]
}

// paramName is the name of the launch's value of an assigned parameter,
// from which each work-item's copy starts.
func paramName(name string) string { return "_kgenP_" + name }

// itemCopies writes, at the start of a work-item in a kernel without
// barriers, its copies of the assigned parameters.
func (g *nativeGen) itemCopies() {
	for _, p := range g.f.params {
		if p.kind == pScalar && g.assignedName[p.name] {
			g.line("%s := %s", p.name, paramName(p.name))
			g.line("_ = %s", p.name)
		}
	}
}

// itemAssignedUniform returns the variables inferred uniform that a
// statement run per work-item declares, or assigns where the variable is
// declared outside that statement: the group's one copy would carry one
// work-item's change to the next (or not exist where the group's
// statements use it), so such variables must be per item.
func (g *nativeGen) itemAssignedUniform(list []ast.Stmt) []*types.Var {
	var out []*types.Var
	seen := map[*types.Var]bool{}
	var walk func(list []ast.Stmt)
	walk = func(list []ast.Stmt) {
		for _, st := range list {
			switch {
			case g.isBarrierCall(st):
			case !g.hasBarrier(st) && g.hoistable(st):
			case !g.hasBarrier(st):
				// A variable this statement declares for the rest of the
				// block lives in the work-item's region, whatever its value.
				switch x := st.(type) {
				case *ast.AssignStmt:
					if x.Tok == token.DEFINE {
						for _, l := range x.Lhs {
							if id, ok := l.(*ast.Ident); ok {
								if v := g.varOf(id); v != nil && g.uniform[v] && !seen[v] {
									seen[v] = true
									out = append(out, v)
								}
							}
						}
					}
				case *ast.DeclStmt:
					if gd, ok := x.Decl.(*ast.GenDecl); ok {
						for _, sp := range gd.Specs {
							if vs, ok := sp.(*ast.ValueSpec); ok {
								for _, id := range vs.Names {
									if v := g.varOf(id); v != nil && g.uniform[v] && !seen[v] {
										seen[v] = true
										out = append(out, v)
									}
								}
							}
						}
					}
				}
				lo, hi := st.Pos(), st.End()
				note := func(id *ast.Ident) {
					v := g.varOf(id)
					if v != nil && g.uniform[v] && !seen[v] && (v.Pos() < lo || v.Pos() >= hi) {
						seen[v] = true
						out = append(out, v)
					}
				}
				ast.Inspect(st, func(n ast.Node) bool {
					switch x := n.(type) {
					case *ast.AssignStmt:
						for _, l := range x.Lhs {
							if id, ok := ast.Unparen(l).(*ast.Ident); ok {
								note(id)
							}
						}
					case *ast.IncDecStmt:
						if id, ok := ast.Unparen(x.X).(*ast.Ident); ok {
							note(id)
						}
					case *ast.RangeStmt:
						if id, ok := x.Key.(*ast.Ident); ok && x.Tok == token.ASSIGN {
							note(id)
						}
					}
					return true
				})
			default:
				switch x := st.(type) {
				case *ast.ForStmt:
					walk(x.Body.List)
				case *ast.RangeStmt:
					walk(x.Body.List)
				case *ast.IfStmt:
					walk(x.Body.List)
					if x.Else != nil {
						walk([]ast.Stmt{x.Else})
					}
				case *ast.BlockStmt:
					walk(x.List)
				}
			}
		}
	}
	walk(list)
	return out
}

// localName is the name a per-item or recomputed variable has in the
// native code of a barrier kernel: unique, since the regions that use it
// are flattened into one scope where the source may shadow it.
func (g *nativeGen) localName(v *types.Var) string {
	if n, ok := g.locals[v]; ok {
		return n
	}
	n := fmt.Sprintf("%s_kgen%d", v.Name(), len(g.locals))
	g.locals[v] = n
	return n
}

// copyExpr copies an expression of the body's copy, keeping the maps to
// the original identifiers and calls (index methods need the original
// call's constant dimension).
func (g *nativeGen) copyExpr(e ast.Expr) ast.Expr {
	m := map[*ast.Ident]*ast.Ident{}
	c := copyAST(e, m)
	for nw, old := range m {
		g.orig[nw] = g.orig[old]
	}
	var olds, news []*ast.CallExpr
	collect := func(n ast.Node, out *[]*ast.CallExpr) {
		ast.Inspect(n, func(x ast.Node) bool {
			if call, ok := x.(*ast.CallExpr); ok {
				*out = append(*out, call)
			}
			return true
		})
	}
	collect(e, &olds)
	collect(c, &news)
	for i := range news {
		if o := g.origCall[olds[i]]; o != nil {
			g.origCall[news[i]] = o
		}
	}
	return c
}
