package codegen

import (
	"go/ast"
	"go/token"
	"go/types"
)

// This file runs the lanes of a vector variant together per distinct
// value of one varying variable, as ISPC's foreach_unique does (Pharr and
// Mark 2012): the statements after the variable's definition run once
// for each value the enabled lanes hold, under the mask of the lanes that
// hold it, with the variable uniform there. Loops whose bounds come from
// it (a cell list's neighbour cells, whose atoms are sorted by cell) then
// run as Go loops over broadcast elements rather than lane by lane. Each
// lane runs the statements once, under its own value, so the results are
// the scalar code's; the cost is one run per distinct value in a step.

// uniqueCandidates returns the variables a variant of f may take per
// distinct value, in the order of their definitions: int32 variables
// defined once (:=) in the kernel body's own statement list, from a
// value read from global memory (data, whose neighbouring work-items may
// share it), and never assigned again.
//
// A kernel with a statement the vector variants never handle (a switch,
// a labelled statement) has none: no grouping helps.
func (s *pkgState) uniqueCandidates(f *fn) []*types.Var {
	g := &vecGen{s: s, f: f}
	unhandled := false
	ast.Inspect(f.decl.Body, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.RangeStmt, *ast.LabeledStmt,
			*ast.GoStmt, *ast.DeferStmt, *ast.SendStmt:
			unhandled = true
		}
		return !unhandled
	})
	if unhandled {
		return nil
	}
	counts := map[*types.Var]int{}
	ast.Inspect(f.decl.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				if id := baseIdent(l); id != nil {
					counts[g.varOf(id)]++
				}
			}
		case *ast.IncDecStmt:
			if id := baseIdent(x.X); id != nil {
				counts[g.varOf(id)] += 2
			}
		}
		return true
	})
	var out []*types.Var
	for _, st := range f.decl.Body.List {
		as, ok := st.(*ast.AssignStmt)
		if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			continue
		}
		id, ok := as.Lhs[0].(*ast.Ident)
		if !ok {
			continue
		}
		v, ok := s.info.Defs[id].(*types.Var)
		if !ok || !isInt32(v.Type()) || counts[v] != 1 {
			continue
		}
		loads := false
		ast.Inspect(as.Rhs[0], func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok {
				if _, mem := g.isMem(e); mem {
					loads = true
				}
			}
			return !loads
		})
		if loads {
			out = append(out, v)
		}
	}
	return out
}

// uniqueDef returns st when it defines g.unique.
func (g *vecGen) uniqueDef(st ast.Stmt) *ast.AssignStmt {
	if g.unique == nil {
		return nil
	}
	as, ok := st.(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return nil
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok || g.s.info.Defs[id] != g.unique {
		return nil
	}
	if len(g.loops) > 0 || len(g.masks) != 1 {
		g.refuse(as, "internal: %s taken per distinct value inside control flow", id.Name)
	}
	return as
}

// foreachUnique emits the definition as and the statements after it
// once per distinct value of its variable among the enabled lanes.
func (g *vecGen) foreachUnique(as *ast.AssignStmt, rest []ast.Stmt) {
	name := as.Lhs[0].(*ast.Ident).Name
	L := g.L
	vals, left, run := g.temp(), g.temp(), g.temp()
	g.line("%s := %s", vals, g.vexprT(as.Rhs[0], g.unique.Type(), g.mask()))
	g.line("%s := %s", left, g.mask())
	g.line("for kgenAny%d(%s) {", L, left)
	g.line("%s := kgenFirst%d(%s, %s)", name, L, vals, left)
	g.line("_ = %s", name)
	g.line("%s := %s.And(kgenM%d(%s.Equal(archsimd.BroadcastInt32x%d(%s))))", run, left, L, vals, L, name)
	g.line("%s = kgenAndNot%d(%s, %s)", left, L, left, run)
	g.masks = append(g.masks, run)
	g.stmts(rest)
	g.masks = g.masks[:len(g.masks)-1]
	g.line("}")
}

// uniqueOuter returns the variables declared in body before g.unique's
// definition that the statements after it assign: those run once per
// distinct value, under a mask, so such variables are varying.
func (g *vecGen) uniqueOuter(body []ast.Stmt) []*types.Var {
	if g.unique == nil {
		return nil
	}
	at := -1
	for i, st := range body {
		if as, ok := st.(*ast.AssignStmt); ok && as.Tok == token.DEFINE && len(as.Lhs) == 1 {
			if id, ok := as.Lhs[0].(*ast.Ident); ok && g.s.info.Defs[id] == g.unique {
				at = i
			}
		}
	}
	if at < 0 {
		return nil
	}
	outer := map[*types.Var]bool{}
	for _, st := range body[:at] {
		ast.Inspect(st, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v, ok := g.s.info.Defs[id].(*types.Var); ok {
					outer[v] = true
				}
			}
			return true
		})
	}
	var out []*types.Var
	for _, st := range body[at+1:] {
		ast.Inspect(st, func(n ast.Node) bool {
			var l []ast.Expr
			switch x := n.(type) {
			case *ast.AssignStmt:
				l = x.Lhs
			case *ast.IncDecStmt:
				l = []ast.Expr{x.X}
			}
			for _, e := range l {
				if id := baseIdent(e); id != nil {
					if v := g.varOf(id); v != nil && outer[v] {
						out = append(out, v)
					}
				}
			}
			return true
		})
	}
	return out
}
