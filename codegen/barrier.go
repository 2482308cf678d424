package codegen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
)

// A barrier kernel's body is a list of segments: regions (statements that
// run for every work-item of the group, one item after another, or with
// the vector generator chunk by chunk), statements computing uniform
// values (run once per group), and loops, ifs or blocks that contain
// barriers. The latter run once per group, so their conditions must be
// the same for every work-item (uniform).
type segment struct {
	region []ast.Stmt
	ctrl   ast.Stmt   // *ast.ForStmt, *ast.RangeStmt, *ast.IfStmt, *ast.BlockStmt holding barriers
	inner  []*segment // for ctrl: its body's segments
	elseS  []*segment // for if: the else branch's segments
	id     int        // region number
	// uniformStmt: region is one statement computing uniform values, run
	// once per group.
	uniformStmt bool
}

func (g *nativeGen) isBarrierCall(st ast.Stmt) bool { return isBarrierStmt(st, g.itemCall) }

// isBarrierStmt reports whether st is a call statement of the item's
// Barrier method, as itemCall names the item method a call makes.
func isBarrierStmt(st ast.Stmt, itemCall func(*ast.CallExpr) (string, bool)) bool {
	es, ok := st.(*ast.ExprStmt)
	if !ok {
		return false
	}
	c, ok := es.X.(*ast.CallExpr)
	if !ok {
		return false
	}
	name, ok := itemCall(c)
	return ok && name == "Barrier"
}

func (g *nativeGen) hasBarrier(n ast.Node) bool { return holdsStmt(n, g.isBarrierCall) }

// holdsStmt reports whether n holds a statement for which is reports
// true (n itself included).
func holdsStmt(n ast.Node, is func(ast.Stmt) bool) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		if st, ok := x.(ast.Stmt); ok && is(st) {
			found = true
		}
		return !found
	})
	return found
}

// split turns statements into segments, numbering regions from *next.
func (g *nativeGen) split(list []ast.Stmt, next *int) []*segment {
	return barrierSplit{
		isBarrier: g.isBarrierCall,
		hoistable: g.hoistable,
		check: func(st ast.Stmt) bool {
			switch x := st.(type) {
			case *ast.ForStmt:
				g.checkUniform(x.Init, x.Cond, x.Post)
			case *ast.RangeStmt:
				g.checkUniform(nil, x.X, nil)
			case *ast.IfStmt:
				if x.Init != nil {
					g.s.errorf(x.Pos(), "an if with an init statement cannot contain a Barrier")
				}
				g.checkUniform(nil, x.Cond, nil)
			case *ast.BlockStmt:
			default:
				g.s.errorf(g.origPos(st), "Barrier inside a %s is not supported; barriers may appear at the top level of the kernel or in for, range and if statements with uniform conditions", stmtKind(st))
				return false
			}
			return true
		},
	}.split(list, next)
}

// barrierSplit splits a kernel body at its barriers, for the scalar and
// the vector generators.
type barrierSplit struct {
	isBarrier func(ast.Stmt) bool // a barrier statement
	hoistable func(ast.Stmt) bool // computes uniform values only: run once per group
	// check reports a statement holding a barrier that the generator
	// cannot run as a control point (it reports why), or whose
	// conditions differ between the work-items of a group.
	check func(ast.Stmt) bool
}

// split turns statements into segments, numbering regions from *next:
// runs of statements without barriers become regions, statements holding
// barriers control points whose bodies are split in turn.
func (b barrierSplit) split(list []ast.Stmt, next *int) []*segment {
	var out []*segment
	var cur *segment
	flush := func() {
		if cur != nil {
			out = append(out, cur)
			cur = nil
		}
	}
	for _, st := range list {
		holds := holdsStmt(st, b.isBarrier)
		switch {
		case b.isBarrier(st):
			flush()
		case !holds && b.hoistable(st):
			flush()
			out = append(out, &segment{region: []ast.Stmt{st}, uniformStmt: true, id: -1})
		case !holds:
			if cur == nil {
				cur = &segment{id: *next}
				*next++
			}
			cur.region = append(cur.region, st)
		default:
			flush()
			sg := &segment{ctrl: st}
			out = append(out, sg)
			if !b.check(st) {
				continue
			}
			switch x := st.(type) {
			case *ast.ForStmt:
				sg.inner = b.split(x.Body.List, next)
			case *ast.RangeStmt:
				sg.inner = b.split(x.Body.List, next)
			case *ast.IfStmt:
				sg.inner = b.split(x.Body.List, next)
				switch e := x.Else.(type) {
				case *ast.BlockStmt:
					sg.elseS = b.split(e.List, next)
				case *ast.IfStmt:
					sg.elseS = b.split([]ast.Stmt{e}, next)
				}
			case *ast.BlockStmt:
				sg.inner = b.split(x.List, next)
			}
		}
	}
	flush()
	return out
}

func stmtKind(st ast.Stmt) string {
	switch st.(type) {
	case *ast.SwitchStmt:
		return "switch"
	case *ast.LabeledStmt:
		return "labeled statement"
	}
	return fmt.Sprintf("%T", st)
}

// origPos finds a position in the original file for a copied node.
func (g *nativeGen) origPos(n ast.Node) token.Pos {
	var p token.Pos
	ast.Inspect(n, func(x ast.Node) bool {
		if id, ok := x.(*ast.Ident); ok && p == token.NoPos {
			if o := g.orig[id]; o != nil {
				p = o.Pos()
			}
		}
		return p == token.NoPos
	})
	if p == token.NoPos {
		return g.f.decl.Pos()
	}
	return p
}

// varOf is the variable an identifier of the copy denotes.
func (g *nativeGen) varOf(id *ast.Ident) *types.Var {
	o := g.orig[id]
	if o == nil {
		return nil
	}
	if v, ok := g.s.info.Defs[o].(*types.Var); ok {
		return v
	}
	v, _ := g.s.info.Uses[o].(*types.Var)
	return v
}

// checkUniform reports a barrier-loop or barrier-if header that depends on
// the work-item.
func (g *nativeGen) checkUniform(init ast.Stmt, cond ast.Expr, post ast.Stmt) {
	for _, n := range []ast.Node{init, cond, post} {
		switch x := n.(type) {
		case nil:
		case ast.Expr:
			if x != nil && !g.uniformExpr(x) {
				g.s.errorf(g.origPos(x), "Barrier inside control flow that depends on the work-item (%s): every work-item of a group must reach the same barriers", exprString(g.origExpr(x)))
			}
		case ast.Stmt:
			if x != nil && !g.hoistable(x) {
				g.s.errorf(g.origPos(x), "Barrier inside a loop whose header depends on the work-item: every work-item of a group must reach the same barriers")
			}
		}
	}
}

// origExpr returns the original expression for messages (the copy prints the same).
func (g *nativeGen) origExpr(e ast.Expr) ast.Expr { return e }

func (g *nativeGen) isParam(v *types.Var) bool { return g.f.hasParam(v) }

// barrierKernel emits a kernel with barriers.
func (g *nativeGen) barrierKernel(body *ast.BlockStmt) {
	// A variable a work-item assigns in its own statements is not the
	// group's: drop it from the uniform ones until none is left (fewer
	// uniform variables hoist fewer statements).
	for {
		g.inferUniform(body)
		vs := g.itemAssignedUniform(body.List)
		if len(vs) == 0 {
			break
		}
		for _, v := range vs {
			g.varying[v] = true
		}
	}
	next := 0
	segs := g.split(body.List, &next)
	// Which regions use each variable declared in the body.
	uses := map[*types.Var]map[int]bool{}
	var mark func(ss []*segment)
	mark = func(ss []*segment) {
		for _, sg := range ss {
			if sg.ctrl != nil {
				mark(sg.inner)
				mark(sg.elseS)
				continue
			}
			if sg.uniformStmt {
				continue
			}
			for _, st := range sg.region {
				ast.Inspect(st, func(x ast.Node) bool {
					if id, ok := x.(*ast.Ident); ok {
						if v := g.varOf(id); v != nil && !v.IsField() && !g.uniform[v] && !g.fixedParam(v) && v.Pkg() == g.s.pkg.Types && v.Parent() != g.s.pkg.Types.Scope() {
							if uses[v] == nil {
								uses[v] = map[int]bool{}
							}
							uses[v][sg.id] = true
						}
					}
					return true
				})
			}
		}
	}
	mark(segs)
	g.findRecomputable(segs)
	vars := make([]*types.Var, 0, len(uses))
	for v := range uses {
		vars = append(vars, v)
	}
	sort.Slice(vars, func(i, j int) bool { return vars[i].Pos() < vars[j].Pos() })
	for _, v := range vars {
		// An assigned parameter is kept per item even when one region
		// uses it: that region may run several times (in a loop with a
		// barrier), and each work-item's value must carry over.
		if (len(uses[v]) > 1 || g.assigned[v]) && g.recompute[v] == nil {
			g.perItem[v] = g.localName(v) + "s"
		}
	}
	for _, r := range g.recomputables() {
		g.localName(g.varOf(r.name))
	}
	// Returns are only allowed after the last barrier.
	endsWithBarrier := len(body.List) > 0 && g.isBarrierCall(body.List[len(body.List)-1])
	for i, sg := range segs {
		if i == len(segs)-1 && sg.ctrl == nil && !endsWithBarrier {
			continue
		}
		for _, st := range append(append([]ast.Stmt(nil), sg.region...), ctrlOrNil(sg.ctrl)...) {
			ast.Inspect(st, func(x ast.Node) bool {
				if r, ok := x.(*ast.ReturnStmt); ok {
					g.s.errorf(g.returnPos(r), "return before a Barrier: every work-item of a group must reach every barrier")
				}
				return true
			})
		}
	}
	g.line("_kgenCount := _kgenLaunch.Local[0] * _kgenLaunch.Local[1] * _kgenLaunch.Local[2]")
	g.line("_ = _kgenCount")
	var items []*types.Var
	for v := range g.perItem {
		items = append(items, v)
	}
	sort.Slice(items, func(i, j int) bool { return g.perItem[items[i]] < g.perItem[items[j]] })
	for _, v := range items {
		g.line("%s := make([]%s, _kgenCount)", g.perItem[v], g.typeExpr(v.Type()))
	}
	g.line("for _kgenG := _kgenFirst; _kgenG < _kgenLast; _kgenG++ {")
	g.line("_kgenGrp := _kgenLaunch.Group(_kgenG)")
	g.line("_ = _kgenGrp")
	for _, v := range items {
		if g.assigned[v] {
			// Each work-item of the group starts from the launch's value.
			g.line("for _kgenJ := range %s {", g.perItem[v])
			g.line("%s[_kgenJ] = %s", g.perItem[v], paramName(v.Name()))
			g.line("}")
		}
	}
	g.segments(segs)
	g.line("}")
}

// returnPos is the original position of a copied return statement: the
// copy keeps the original's positions.
func (g *nativeGen) returnPos(r *ast.ReturnStmt) token.Pos { return r.Return }

func ctrlOrNil(s ast.Stmt) []ast.Stmt {
	if s == nil {
		return nil
	}
	return []ast.Stmt{s}
}

func (g *nativeGen) segments(ss []*segment) {
	for _, sg := range ss {
		if sg.uniformStmt {
			g.rewrite(sg.region[0], false)
			g.printStmts(sg.region)
			continue
		}
		if sg.ctrl == nil {
			block := &ast.BlockStmt{List: append(g.recomputeFor(sg), sg.region...)}
			g.promote(block)
			// Definitions kept for other regions may have no use left here.
			for _, r := range g.recomputables() {
				if r.def == sg.id {
					block.List = append(block.List, &ast.AssignStmt{Lhs: []ast.Expr{&ast.Ident{Name: "_"}}, Tok: token.ASSIGN, Rhs: []ast.Expr{&ast.Ident{Name: g.localName(g.varOf(r.name))}}})
				}
			}
			g.usedLabel = false
			g.rewrite(block, true)
			g.itemRegion(block.List)
			continue
		}
		switch x := sg.ctrl.(type) {
		case *ast.ForStmt:
			hdr := &ast.ForStmt{Init: x.Init, Cond: x.Cond, Post: x.Post, Body: &ast.BlockStmt{}}
			g.rewrite(hdr, false)
			g.line("%s", g.headerOf(hdr))
			g.segments(sg.inner)
			g.line("}")
		case *ast.RangeStmt:
			hdr := &ast.RangeStmt{Key: x.Key, Tok: x.Tok, X: x.X, Body: &ast.BlockStmt{}}
			g.rewrite(hdr, false)
			g.line("%s", g.headerOf(hdr))
			g.segments(sg.inner)
			g.line("}")
		case *ast.IfStmt:
			cond := &ast.ExprStmt{X: x.Cond}
			g.rewrite(cond, false)
			g.line("if %s {", g.exprText(cond.X))
			g.segments(sg.inner)
			if sg.elseS != nil {
				g.line("} else {")
				g.segments(sg.elseS)
			}
			g.line("}")
		case *ast.BlockStmt:
			// The block's scope: uniform names declared in it may shadow.
			g.line("{")
			g.segments(sg.inner)
			g.line("}")
		}
	}
}

// headerOf prints a loop statement with an empty body and drops the
// closing brace, leaving the loop open.
func (g *nativeGen) headerOf(n ast.Stmt) string {
	var b = new(stringsBuilder)
	g.printNode(b, n)
	s := b.String()
	// "for ... {\n}" -> "for ... {"
	for len(s) > 0 && (s[len(s)-1] == '}' || s[len(s)-1] == '\n' || s[len(s)-1] == ' ' || s[len(s)-1] == '\t') {
		s = s[:len(s)-1]
	}
	return s
}

func (g *nativeGen) exprText(e ast.Expr) string {
	b := new(stringsBuilder)
	g.printNode(b, e)
	return b.String()
}

// A recomputable variable is defined once from the work-item's ids and
// uniform values (row := it.GlobalID(0)): rather than keeping it in a
// per-item slice across barriers, each region that uses it computes it
// again, which is cheaper than the memory traffic.
type recomputable struct {
	order int
	name  *ast.Ident
	value ast.Expr
	def   int // the region that defines it
}

func (g *nativeGen) findRecomputable(segs []*segment) {
	g.recompute = map[*types.Var]*recomputable{}
	assigns := map[*types.Var]int{}
	var all []*segment
	var flat func(ss []*segment)
	flat = func(ss []*segment) {
		for _, sg := range ss {
			if sg.ctrl != nil {
				ast.Inspect(sg.ctrl, func(n ast.Node) bool { g.countAssigns(n, assigns); return true })
				flat(sg.inner)
				flat(sg.elseS)
				continue
			}
			all = append(all, sg)
		}
	}
	flat(segs)
	inRegions := map[*types.Var]int{}
	for _, sg := range all {
		for _, st := range sg.region {
			ast.Inspect(st, func(n ast.Node) bool { g.countAssigns(n, assigns); g.countAssigns(n, inRegions); return true })
		}
	}
	// A uniform variable a recomputed value may use must hold the value
	// it had at the definition wherever the definition is recomputed:
	// assigned once, or a barrier loop's variable (changed by the loop
	// header only, between iterations, where the values defined in the
	// body go out of scope).
	headerVars := map[*types.Var]bool{}
	var headers func(ss []*segment)
	headers = func(ss []*segment) {
		for _, sg := range ss {
			switch x := sg.ctrl.(type) {
			case *ast.ForStmt:
				if as, ok := x.Init.(*ast.AssignStmt); ok && as.Tok == token.DEFINE {
					for _, l := range as.Lhs {
						if id, ok := l.(*ast.Ident); ok {
							headerVars[g.varOf(id)] = true
						}
					}
				}
			case *ast.RangeStmt:
				if id, ok := x.Key.(*ast.Ident); ok && x.Tok == token.DEFINE {
					headerVars[g.varOf(id)] = true
				}
			}
			headers(sg.inner)
			headers(sg.elseS)
		}
	}
	headers(segs)
	stable := func(v *types.Var) bool {
		return assigns[v] <= 1 || headerVars[v] && inRegions[v] == 0
	}
	order := 0
	for _, sg := range all {
		if sg.uniformStmt {
			continue
		}
		for _, st := range sg.region {
			as, ok := st.(*ast.AssignStmt)
			if !ok || as.Tok != token.DEFINE || len(as.Lhs) != len(as.Rhs) {
				continue
			}
			for i, l := range as.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok {
					continue
				}
				v := g.varOf(id)
				if v == nil || assigns[v] != 1 || !g.pureItemExpr(as.Rhs[i], stable) {
					continue
				}
				g.recompute[v] = &recomputable{order: order, name: id, value: as.Rhs[i], def: sg.id}
				order++
			}
		}
	}
}

// countAssigns counts the definitions and assignments of each variable.
func (g *nativeGen) countAssigns(n ast.Node, counts map[*types.Var]int) {
	switch x := n.(type) {
	case *ast.AssignStmt:
		for _, l := range x.Lhs {
			if id, ok := l.(*ast.Ident); ok {
				if v := g.varOf(id); v != nil {
					counts[v]++
				}
			}
		}
	case *ast.IncDecStmt:
		if id, ok := x.X.(*ast.Ident); ok {
			if v := g.varOf(id); v != nil {
				counts[v] += 2
			}
		}
	case *ast.UnaryExpr:
		if id, ok := x.X.(*ast.Ident); ok && x.Op == token.AND {
			if v := g.varOf(id); v != nil {
				counts[v] += 2
			}
		}
	case *ast.DeclStmt:
		if gd, ok := x.Decl.(*ast.GenDecl); ok {
			for _, sp := range gd.Specs {
				if vs, ok := sp.(*ast.ValueSpec); ok {
					for _, nm := range vs.Names {
						if v := g.varOf(nm); v != nil {
							counts[v] += 2 // var declarations are not recomputed
						}
					}
				}
			}
		}
	}
}

// pureItemExpr: only item ids and ranges, constants, scalar parameters,
// stable uniform and recomputable variables, conversions and arithmetic.
func (g *nativeGen) pureItemExpr(e ast.Expr, stable func(*types.Var) bool) bool {
	return every(e, func(n ast.Node) (bool, bool) {
		switch x := n.(type) {
		case *ast.CallExpr:
			if _, isItem := g.itemCall(x); isItem {
				return true, false
			}
			if tv, isT := g.s.info.Types[g.origOf(x.Fun)]; isT && tv.IsType() {
				return true, true
			}
			return false, false
		case *ast.IndexExpr, *ast.CompositeLit:
			return false, false
		case *ast.Ident:
			v := g.varOf(x)
			if v == nil || g.fixedParam(v) || g.uniform[v] && stable(v) || g.recompute[v] != nil {
				if v != nil && g.isParam(v) {
					if _, isSlice := v.Type().Underlying().(*types.Slice); isSlice {
						return false, false
					}
				}
				return true, true
			}
			return false, false
		}
		return true, true
	})
}

// origOf maps a copied type expression back (identifiers only).
func (g *nativeGen) origOf(e ast.Expr) ast.Expr {
	if id, ok := e.(*ast.Ident); ok {
		if o := g.orig[id]; o != nil {
			return o
		}
	}
	return e
}

// recomputables lists the recomputable variables in definition order.
func (g *nativeGen) recomputables() []*recomputable {
	var rs []*recomputable
	for _, r := range g.recompute {
		rs = append(rs, r)
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].order < rs[j].order })
	return rs
}

// recomputeFor returns the definitions a region needs of recomputable
// variables defined in other regions, in definition order.
func (g *nativeGen) recomputeFor(sg *segment) []ast.Stmt {
	need := map[*types.Var]bool{}
	var add func(v *types.Var)
	add = func(v *types.Var) {
		r := g.recompute[v]
		if r == nil || r.def == sg.id || need[v] {
			return
		}
		need[v] = true
		ast.Inspect(r.value, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if w := g.varOf(id); w != nil {
					add(w)
				}
			}
			return true
		})
	}
	for _, st := range sg.region {
		ast.Inspect(st, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v := g.varOf(id); v != nil {
					add(v)
				}
			}
			return true
		})
	}
	var rs []*recomputable
	for v := range need {
		rs = append(rs, g.recompute[v])
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].order < rs[j].order })
	var out []ast.Stmt
	for _, r := range rs {
		val := g.copyExpr(r.value)
		local := g.localName(g.varOf(r.name))
		name := &ast.Ident{Name: local}
		g.orig[name] = g.orig[r.name]
		out = append(out, &ast.AssignStmt{Lhs: []ast.Expr{name}, Tok: token.DEFINE, Rhs: []ast.Expr{val}},
			&ast.AssignStmt{Lhs: []ast.Expr{&ast.Ident{Name: "_"}}, Tok: token.ASSIGN, Rhs: []ast.Expr{&ast.Ident{Name: local}}})
	}
	return out
}

// promote keeps a region's per-item variables in ordinary locals while the
// region runs: loaded from their per-item slices at the start, stored back
// at the end. The region's loops then work on registers rather than on
// slice elements. (Only the last region may return, and nothing after it
// needs the stores.)
func (g *nativeGen) promote(block *ast.BlockStmt) {
	defined := map[*types.Var]bool{}
	for _, st := range block.List {
		switch x := st.(type) {
		case *ast.AssignStmt:
			if x.Tok == token.DEFINE {
				for _, l := range x.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						if v := g.varOf(id); v != nil {
							defined[v] = true
						}
					}
				}
			}
		case *ast.DeclStmt:
			if gd, ok := x.Decl.(*ast.GenDecl); ok {
				for _, sp := range gd.Specs {
					if vs, ok := sp.(*ast.ValueSpec); ok {
						for _, nm := range vs.Names {
							if v := g.varOf(nm); v != nil {
								defined[v] = true
							}
						}
					}
				}
			}
		}
	}
	used := map[*types.Var]bool{}
	ast.Inspect(block, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v := g.varOf(id); v != nil {
				if _, ok := g.perItem[v]; ok {
					used[v] = true
				}
			}
		}
		return true
	})
	var vars []*types.Var
	for v := range used {
		vars = append(vars, v)
	}
	sort.Slice(vars, func(i, j int) bool { return g.perItem[vars[i]] < g.perItem[vars[j]] })
	slot := func(v *types.Var) ast.Expr {
		return &ast.IndexExpr{X: &ast.Ident{Name: g.perItem[v]}, Index: &ast.Ident{Name: "_kgenLin"}}
	}
	var loads, stores []ast.Stmt
	for _, v := range vars {
		if !defined[v] {
			loads = append(loads, &ast.AssignStmt{Lhs: []ast.Expr{&ast.Ident{Name: g.localName(v)}}, Tok: token.DEFINE, Rhs: []ast.Expr{slot(v)}})
		}
		stores = append(stores, &ast.AssignStmt{Lhs: []ast.Expr{slot(v)}, Tok: token.ASSIGN, Rhs: []ast.Expr{&ast.Ident{Name: g.localName(v)}}})
	}
	block.List = append(append(loads, block.List...), stores...)
}
