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

func (g *vecGen) isParam(v *types.Var) bool {
	sig := g.f.obj.Type().(*types.Signature)
	for i := 0; i < sig.Params().Len(); i++ {
		if sig.Params().At(i) == v {
			return true
		}
	}
	return false
}

// itemCall returns the index method a call invokes on the kernel's item
// and its constant dimension argument.
func (g *vecGen) itemCall(c *ast.CallExpr) (string, int, bool) {
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok {
		return "", 0, false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok || g.f.item == "" || id.Name != g.f.item || g.s.info.Uses[id] == nil {
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
	return sel.Sel.Name, d, true
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
// lanes) and then g.lanes.
func (g *vecGen) analyse(body *ast.BlockStmt) {
	g.varying = map[*types.Var]bool{}
	for v := range g.seed {
		g.varying[v] = true
	}
	g.declMask = map[*types.Var]string{}
	for {
		changed := false
		mark := func(e ast.Expr) {
			e = ast.Unparen(e)
			for {
				ix, ok := e.(*ast.IndexExpr)
				if !ok {
					break
				}
				e = ast.Unparen(ix.X) // an element of a private array
			}
			if id, ok := e.(*ast.Ident); ok {
				if v := g.varOf(id); v != nil && !g.varying[v] && (g.helper || !g.isParam(v)) && v != g.unique {
					g.varying[v] = true
					changed = true
				}
			}
		}
		var walk func(list []ast.Stmt, ctx bool)
		walk = func(list []ast.Stmt, ctx bool) {
			for _, st := range list {
				switch st := st.(type) {
				case *ast.AssignStmt:
					for i, l := range st.Lhs {
						vary := ctx || len(st.Rhs) != len(st.Lhs) || g.varyingExpr(st.Rhs[i])
						if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok && g.varyingExpr(ix.Index) {
							vary = true
						}
						if st.Tok != token.ASSIGN && st.Tok != token.DEFINE && g.varyingExpr(l) {
							vary = true
						}
						if vary {
							mark(l)
						}
					}
				case *ast.IncDecStmt:
					if ctx {
						mark(st.X)
					}
				case *ast.DeclStmt:
					if gd, ok := st.Decl.(*ast.GenDecl); ok && gd.Tok == token.VAR {
						for _, sp := range gd.Specs {
							vs := sp.(*ast.ValueSpec)
							for i, nm := range vs.Names {
								if ctx || (i < len(vs.Values) && g.varyingExpr(vs.Values[i])) {
									mark(nm)
								}
							}
						}
					}
				case *ast.BlockStmt:
					walk(st.List, ctx)
				case *ast.IfStmt:
					if st.Init != nil {
						walk([]ast.Stmt{st.Init}, ctx)
					}
					c := ctx || g.varyingExpr(st.Cond)
					walk(st.Body.List, c)
					if st.Else != nil {
						walk([]ast.Stmt{st.Else}, c)
					}
				case *ast.ForStmt:
					if st.Init != nil {
						walk([]ast.Stmt{st.Init}, ctx)
					}
					c := ctx || g.varyingLoop(st)
					if !c && g.divergentExit(st.Body.List, false, token.CONTINUE) {
						// Lanes skip the rest of an iteration: what the
						// body defines holds one value for the lanes
						// that read it, but a variable declared outside
						// the body that it assigns differs between lanes.
						walk(st.Body.List, false)
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
		walk(body.List, false)
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
			if id := rootIdent(e); id != nil {
				if v := g.varOf(id); v != nil && (v.Pos() < body.Pos() || v.Pos() >= body.End()) {
					out = append(out, v)
				}
			}
		}
		return true
	})
	return out
}
