package codegen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
)

// This file is the vectoriser's varying-value analysis: which variables
// may differ between the L work-items of a step (consecutive ids along the
// last dimension), and which are lane indices (lane k's value is lane 0's
// plus k), whose memory accesses are contiguous. Ids along the other
// dimensions, scalar parameters, constants and values computed only from
// them under uniform control flow are uniform.

// varOf is the variable an identifier denotes, or nil.
func (g *vecGen) varOf(id *ast.Ident) *types.Var {
	if v, ok := g.s.info.Defs[id].(*types.Var); ok {
		return v
	}
	v, _ := g.s.info.Uses[id].(*types.Var)
	return v
}

func (g *vecGen) isParam(v *types.Var) bool { return g.f.hasParam(v) }

// itemCall returns the index method a call invokes on the kernel's item
// and its constant dimension argument.
func (g *vecGen) itemCall(c *ast.CallExpr) (string, int, bool) {
	name, id, ok := g.f.itemCall(c)
	if !ok || g.s.info.Uses[id] == nil {
		return "", 0, false
	}
	d := 0
	if len(c.Args) == 1 {
		v, ok := g.s.constInt(c.Args[0])
		if !ok {
			g.refuse(c, "a dimension that is not a constant")
		}
		d = int(v)
	}
	return name, d, true
}

// itemVarying reports whether an index method's value differs between
// the lanes of a step.
func (g *vecGen) itemVarying(name string, d int) bool {
	switch name {
	case "ID", "GlobalID":
		return d == g.last
	case "LinearID", "GlobalLinearID":
		return true
	}
	return g.f.nd && g.ndVarying(name, d)
}

// varyingExpr reports whether e may differ between lanes.
func (g *vecGen) varyingExpr(e ast.Expr) bool {
	v := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.CallExpr:
			if name, d, ok := g.itemCall(x); ok {
				v = v || g.itemVarying(name, d)
				return false
			}
		case *ast.Ident:
			if vr := g.varOf(x); vr != nil && g.varying[vr] {
				v = true
			}
		case *ast.FuncLit:
			g.refuse(x, "a function literal")
		}
		return !v
	})
	return v
}

// analyse computes g.varying (a fixpoint: a variable is varying when it
// is assigned a varying value, or under control flow that differs between
// lanes and that does not enclose the variable's declaration) and then
// g.lanes.
//
// The control flow that differs between lanes is counted in levels
// (Karrenberg and Hack 2011's divergent regions): the branches of an if
// on a varying condition, a loop whose lanes iterate a different number
// of times (its init, condition, body and post statement), and the rest
// of a statement list after a statement that some lanes leave it at
// (break, continue or return under a varying condition) are each one
// level deeper than what holds them. A variable declared at a level and
// assigned uniform values only at that level holds one value for every
// lane that can still read it: the lanes that never reached its
// declaration, or that left its scope, never read it. So the index of a
// loop over objects nested in a loop of varying trip count (a ray's
// bounces) stays a scalar, and the objects a broadcast.
func (g *vecGen) analyse(body *ast.BlockStmt) {
	g.varying = map[*types.Var]bool{}
	for v := range g.seed {
		g.varying[v] = true
	}
	g.declMask = map[*types.Var]string{}
	for {
		changed := false
		declLvl := map[*types.Var]int{}
		declare := func(id *ast.Ident, lvl int) {
			if v, ok := g.s.info.Defs[id].(*types.Var); ok {
				declLvl[v] = lvl
			}
		}
		// mark marks the variable e assigns to when the value is varying
		// or the assignment is at a deeper level than its declaration.
		mark := func(e ast.Expr, vary bool, lvl int) {
			e = ast.Unparen(e)
			for {
				ix, ok := e.(*ast.IndexExpr)
				if !ok {
					break
				}
				e = ast.Unparen(ix.X) // an element of a private array
			}
			if id, ok := e.(*ast.Ident); ok {
				if v := g.varOf(id); v != nil && (vary || lvl > declLvl[v]) && !g.varying[v] && (g.helper || !g.isParam(v)) && v != g.unique {
					g.varying[v] = true
					changed = true
				}
			}
		}
		var walk func(list []ast.Stmt, lvl int)
		walk = func(list []ast.Stmt, lvl int) {
			for at, st := range list {
				if at > 0 && g.exitsApart(list[at-1]) {
					lvl++ // some lanes left at the statement before
				}
				switch st := st.(type) {
				case *ast.AssignStmt:
					if st.Tok == token.DEFINE {
						for _, l := range st.Lhs {
							if id, ok := l.(*ast.Ident); ok {
								declare(id, lvl)
							}
						}
					}
					for i, l := range st.Lhs {
						vary := len(st.Rhs) != len(st.Lhs) || g.varyingExpr(st.Rhs[i])
						if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok && g.varyingExpr(ix.Index) {
							vary = true
						}
						if st.Tok != token.ASSIGN && st.Tok != token.DEFINE && g.varyingExpr(l) {
							vary = true
						}
						mark(l, vary, lvl)
					}
				case *ast.IncDecStmt:
					mark(st.X, false, lvl)
				case *ast.DeclStmt:
					if gd, ok := st.Decl.(*ast.GenDecl); ok && gd.Tok == token.VAR {
						for _, sp := range gd.Specs {
							vs := sp.(*ast.ValueSpec)
							for i, nm := range vs.Names {
								declare(nm, lvl)
								mark(nm, i < len(vs.Values) && g.varyingExpr(vs.Values[i]), lvl)
							}
						}
					}
				case *ast.BlockStmt:
					walk(st.List, lvl)
				case *ast.IfStmt:
					if st.Init != nil {
						walk([]ast.Stmt{st.Init}, lvl)
					}
					c := lvl
					if g.varyingExpr(st.Cond) {
						c++
					}
					walk(st.Body.List, c)
					if st.Else != nil {
						walk([]ast.Stmt{st.Else}, c)
					}
				case *ast.ForStmt:
					c := lvl
					if g.varyingLoop(st) {
						c++
					}
					if st.Init != nil {
						walk([]ast.Stmt{st.Init}, c)
					}
					if c == lvl && g.divergentExit(st.Body.List, false, token.CONTINUE) {
						// Lanes skip the rest of an iteration: what the
						// body defines holds one value for the lanes
						// that read it, but a variable declared outside
						// the body that it assigns differs between lanes.
						walk(st.Body.List, lvl)
						for _, v := range assignedOutside(g, st.Body) {
							if !g.varying[v] && !g.isParam(v) {
								g.varying[v] = true
								changed = true
							}
						}
					} else {
						walk(st.Body.List, c)
					}
					if st.Post != nil {
						walk([]ast.Stmt{st.Post}, c)
					}
				}
			}
		}
		walk(body.List, 0)
		for _, v := range g.uniqueOuter(body.List) {
			if !g.varying[v] {
				g.varying[v] = true
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	g.findLanes(body)
}

// varyingLoop reports whether lanes may run a loop a different number of
// times: a varying condition, or a break under a varying condition. A
// continue under a varying condition leaves the trip count the same for
// every lane: such a loop stays a Go loop whose body runs under a mask
// the continue clears (forStmt), and its post statement stays uniform.
func (g *vecGen) varyingLoop(st *ast.ForStmt) bool {
	return st.Cond != nil && g.varyingExpr(st.Cond) || g.divergentExit(st.Body.List, false, token.BREAK)
}

// divergentExit reports whether list has a tok (break or continue) of
// its own loop under a varying condition (cond: list itself is under one).
func (g *vecGen) divergentExit(list []ast.Stmt, cond bool, tok token.Token) bool {
	for _, st := range list {
		switch st := st.(type) {
		case *ast.BranchStmt:
			if cond && st.Tok == tok {
				return true
			}
		case *ast.BlockStmt:
			if g.divergentExit(st.List, cond, tok) {
				return true
			}
		case *ast.IfStmt:
			c := cond || g.varyingExpr(st.Cond)
			if g.divergentExit(st.Body.List, c, tok) {
				return true
			}
			if st.Else != nil && g.divergentExit([]ast.Stmt{st.Else}, c, tok) {
				return true
			}
		}
	}
	return false
}

// findLanes finds the lane-index variables: defined once from a
// contiguous expression (contig) and never assigned again.
func (g *vecGen) findLanes(body *ast.BlockStmt) {
	g.lanes = map[*types.Var]string{}
	assigned := map[*types.Var]int{}
	defs := map[*types.Var]ast.Expr{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			for i, l := range x.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok {
					continue
				}
				v := g.varOf(id)
				if v == nil {
					continue
				}
				assigned[v]++
				if x.Tok == token.DEFINE && g.s.info.Defs[id] != nil && len(x.Rhs) == len(x.Lhs) {
					defs[v] = x.Rhs[i]
				}
			}
		case *ast.IncDecStmt:
			if id, ok := x.X.(*ast.Ident); ok {
				if v := g.varOf(id); v != nil {
					assigned[v] += 2
				}
			}
		case *ast.ValueSpec:
			for _, nm := range x.Names {
				if v := g.varOf(nm); v != nil {
					assigned[v] += 2
				}
			}
		case *ast.UnaryExpr:
			if x.Op == token.AND {
				g.refuse(x, "taking an address")
			}
		}
		return true
	})
	g.assigned = map[*types.Var]bool{}
	g.once = map[*types.Var]bool{}
	for v := range assigned {
		g.assigned[v] = true
		if assigned[v] == 1 && defs[v] != nil {
			g.once[v] = true
		}
	}
	// In source order, so that the lane bases' names do not depend on
	// map order (go generate leaves the tree unchanged).
	order := make([]*types.Var, 0, len(defs))
	for v := range defs {
		order = append(order, v)
	}
	sort.Slice(order, func(i, j int) bool { return order[i].Pos() < order[j].Pos() })
	for {
		changed := false
		for _, v := range order {
			rhs := defs[v]
			if _, done := g.lanes[v]; done || assigned[v] != 1 || !isLaneType(v.Type()) {
				continue
			}
			if _, ok := g.contig(rhs); ok {
				g.lanes[v] = fmt.Sprintf("_kgenB_%s_%d", v.Name(), len(g.lanes))
				changed = true
			}
		}
		if !changed {
			return
		}
	}
}

func isLaneType(t types.Type) bool {
	k, ok := basicKind(t)
	return ok && (k == types.Int32 || k == types.Int)
}

// contig returns, when lane k of e is lane 0's value plus k, the scalar
// code of lane 0's value.
func (g *vecGen) contig(e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return g.contig(x.X)
	case *ast.Ident:
		if v := g.varOf(x); v != nil {
			if b, ok := g.lanes[v]; ok {
				return b, true
			}
		}
	case *ast.CallExpr:
		if name, d, ok := g.itemCall(x); ok {
			switch {
			case (name == "ID" || name == "GlobalID") && d == g.last:
				return "_kgenB", true
			case name == "LinearID" || name == "GlobalLinearID":
				e := "_kgenI0"
				if g.last == 0 {
					e = "_kgenB"
				}
				for k := 1; k < g.dims; k++ {
					id := fmt.Sprintf("_kgenI%d", k)
					if k == g.last {
						id = "_kgenB"
					}
					e = fmt.Sprintf("(%s)*_kgenLaunch.Global[%d] + %s", e, k, id)
				}
				return "(" + e + ")", true
			case g.f.nd:
				return g.ndContig(name, d)
			}
			return "", false
		}
		if tv, ok := g.s.info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 && isLaneType(tv.Type) {
			if b, ok := g.contig(x.Args[0]); ok {
				return fmt.Sprintf("%s(%s)", g.typeName(tv.Type), b), true
			}
		}
	case *ast.BinaryExpr:
		if x.Op != token.ADD && x.Op != token.SUB {
			return "", false
		}
		if b, ok := g.contig(x.X); ok && !g.varyingExpr(x.Y) {
			return fmt.Sprintf("(%s %s %s)", b, x.Op, g.sexpr(x.Y)), true
		}
		if b, ok := g.contig(x.Y); ok && x.Op == token.ADD && !g.varyingExpr(x.X) {
			return fmt.Sprintf("(%s + %s)", g.sexpr(x.X), b), true
		}
	}
	return "", false
}

// assignedOutside returns the variables body assigns that are declared
// outside it.
func assignedOutside(g *vecGen, body *ast.BlockStmt) []*types.Var {
	var out []*types.Var
	ast.Inspect(body, func(n ast.Node) bool {
		var l []ast.Expr
		switch x := n.(type) {
		case *ast.AssignStmt:
			if x.Tok != token.DEFINE {
				l = x.Lhs
			}
		case *ast.IncDecStmt:
			l = []ast.Expr{x.X}
		}
		for _, e := range l {
			if id := baseIdent(e); id != nil {
				if v := g.varOf(id); v != nil && (v.Pos() < body.Pos() || v.Pos() >= body.End()) {
					out = append(out, v)
				}
			}
		}
		return true
	})
	return out
}

// exitsApart reports whether some lanes may leave the statement list that
// holds st at st while others go on: st has a break or continue of an
// enclosing loop, or a return, under a varying condition.
func (g *vecGen) exitsApart(st ast.Stmt) bool { return g.exits(st, false) }

// exits reports whether st has a break or continue of an enclosing loop,
// or a return, under a varying condition (any, with cond set).
func (g *vecGen) exits(st ast.Stmt, cond bool) bool {
	var walk func(n ast.Node, cond, inLoop bool) bool
	walk = func(n ast.Node, cond, inLoop bool) bool {
		switch n := n.(type) {
		case *ast.BranchStmt:
			return cond && !inLoop && (n.Tok == token.BREAK || n.Tok == token.CONTINUE)
		case *ast.ReturnStmt:
			return cond
		case *ast.BlockStmt:
			for _, s := range n.List {
				if walk(s, cond, inLoop) {
					return true
				}
			}
		case *ast.IfStmt:
			c := cond || g.varyingExpr(n.Cond)
			return walk(n.Body, c, inLoop) || n.Else != nil && walk(n.Else, c, inLoop)
		case *ast.ForStmt:
			return walk(n.Body, cond || g.varyingLoop(n), true)
		case *ast.RangeStmt:
			return walk(n.Body, true, true)
		case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.LabeledStmt:
			return true // refused elsewhere; assume the worst
		}
		return false
	}
	return walk(st, cond, false)
}

// leftAt reports whether the vector code of st, a statement inside a
// masked region (an if's branch or a loop's body), may clear lanes from
// the mask the statements after it run under: st has a break, continue
// or return, which the variant may emit as a change of masks.
func (g *vecGen) leftAt(st ast.Stmt) bool {
	return len(g.masks) > 1 && g.exits(st, true)
}
