package codegen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
)

// A barrier kernel's body is a list of segments: regions (statements that
// run for every work-item of the group, one item after another), barriers,
// and loops or ifs that contain barriers. The latter run once per group,
// so their conditions must be the same for every work-item (uniform).
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

func (g *nativeGen) isBarrierCall(st ast.Stmt) bool {
	es, ok := st.(*ast.ExprStmt)
	if !ok {
		return false
	}
	c, ok := es.X.(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && id.Name == g.f.item && sel.Sel.Name == "Barrier"
}

func (g *nativeGen) hasBarrier(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		if st, ok := x.(ast.Stmt); ok && g.isBarrierCall(st) {
			found = true
		}
		return !found
	})
	return found
}

// split turns statements into segments, numbering regions from *next.
func (g *nativeGen) split(list []ast.Stmt, next *int) []*segment {
	var out []*segment
	var cur *segment
	flush := func() {
		if cur != nil {
			out = append(out, cur)
			cur = nil
		}
	}
	for _, st := range list {
		switch {
		case g.isBarrierCall(st):
			flush()
		case !g.hasBarrier(st) && g.hoistable(st):
			flush()
			out = append(out, &segment{region: []ast.Stmt{st}, uniformStmt: true, id: -1})
		case !g.hasBarrier(st):
			if cur == nil {
				cur = &segment{id: *next}
				*next++
			}
			cur.region = append(cur.region, st)
		default:
			flush()
			sg := &segment{ctrl: st}
			switch x := st.(type) {
			case *ast.ForStmt:
				g.checkUniform(x.Init, x.Cond, x.Post)
				sg.inner = g.split(x.Body.List, next)
			case *ast.RangeStmt:
				g.checkUniform(nil, x.X, nil)
				sg.inner = g.split(x.Body.List, next)
			case *ast.IfStmt:
				if x.Init != nil {
					g.s.errorf(x.Pos(), "an if with an init statement cannot contain a Barrier")
				}
				g.checkUniform(nil, x.Cond, nil)
				sg.inner = g.split(x.Body.List, next)
				switch e := x.Else.(type) {
				case *ast.BlockStmt:
					sg.elseS = g.split(e.List, next)
				case *ast.IfStmt:
					sg.elseS = g.split([]ast.Stmt{e}, next)
				}
			case *ast.BlockStmt:
				sg.inner = g.split(x.List, next)
			default:
				g.s.errorf(g.origPos(st), "Barrier inside a %s is not supported; barriers may appear at the top level of the kernel or in for, range and if statements with uniform conditions", stmtKind(st))
			}
			out = append(out, sg)
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

func (g *nativeGen) isParam(v *types.Var) bool {
	sig := g.f.obj.Type().(*types.Signature)
	for i := 0; i < sig.Params().Len(); i++ {
		if sig.Params().At(i) == v {
			return true
		}
	}
	return false
}

// barrierKernel emits a kernel with barriers.
func (g *nativeGen) barrierKernel(body *ast.BlockStmt) {
	g.inferUniform(body)
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
						if v := g.varOf(id); v != nil && !g.uniform[v] && !g.isParam(v) && v.Pkg() == g.s.pkg.Types && v.Parent() != g.s.pkg.Types.Scope() {
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
	for v, rs := range uses {
		if len(rs) > 1 {
			g.perItem[v] = fmt.Sprintf("%s_kgen%d", v.Name(), len(g.perItem))
		}
	}
	// Returns are only allowed in the last top-level region.
	for i, sg := range segs {
		final := i == len(segs)-1 && sg.ctrl == nil
		if final {
			continue
		}
		ast.Inspect(&ast.BlockStmt{List: append(sg.region, ctrlOrNil(sg.ctrl)...)}, func(x ast.Node) bool {
			if r, ok := x.(*ast.ReturnStmt); ok {
				_ = r
				g.s.errorf(g.origPos(sg.regionOrCtrl()), "return before a Barrier: every work-item of a group must reach every barrier")
				return false
			}
			return true
		})
	}
	g.line("_kgenCount := _kgenLaunch.Local[0] * _kgenLaunch.Local[1] * _kgenLaunch.Local[2]")
	g.line("_ = _kgenCount")
	for v, name := range g.perItem {
		g.line("%s := make([]%s, _kgenCount)", name, g.typeExpr(v.Type()))
	}
	g.line("for _kgenG := _kgenFirst; _kgenG < _kgenLast; _kgenG++ {")
	g.line("_kgenGrp := _kgenLaunch.Group(_kgenG)")
	g.line("_ = _kgenGrp")
	g.segments(segs)
	g.line("}")
}

func ctrlOrNil(s ast.Stmt) []ast.Stmt {
	if s == nil {
		return nil
	}
	return []ast.Stmt{s}
}

func (sg *segment) regionOrCtrl() ast.Node {
	if sg.ctrl != nil {
		return sg.ctrl
	}
	return sg.region[0]
}

func (g *nativeGen) segments(ss []*segment) {
	for _, sg := range ss {
		if sg.uniformStmt {
			g.rewrite(sg.region[0], false)
			g.printStmts(sg.region)
			continue
		}
		if sg.ctrl == nil {
			block := &ast.BlockStmt{List: sg.region}
			g.perItemRewrite(block)
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
			g.segments(sg.inner)
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

// perItemRewrite makes the per-item variables of a region slices indexed
// by the work-item.
func (g *nativeGen) perItemRewrite(n ast.Node) {
	// Declarations become assignments before their identifiers become
	// slice elements (pre-order), then identifiers are replaced (post-order).
	astutil.Apply(n, func(c *astutil.Cursor) bool {
		switch x := c.Node().(type) {
		case *ast.AssignStmt:
			if x.Tok != token.DEFINE {
				return true
			}
			any, all := false, true
			for _, l := range x.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok {
					continue
				}
				if _, ok := g.perItem[g.varOf(id)]; ok || id.Name == "_" {
					any = any || ok
				} else {
					all = false
				}
			}
			if any {
				if !all {
					g.s.errorf(g.origPos(x), "a := that declares values used across a Barrier and others is not supported; split the declaration")
				}
				x.Tok = token.ASSIGN
			}
		}
		return true
	}, func(c *astutil.Cursor) bool {
		switch x := c.Node().(type) {
		case *ast.DeclStmt:
			gd, ok := x.Decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				return true
			}
			var stmts []ast.Stmt
			for _, sp := range gd.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, nm := range vs.Names {
					name, ok := g.perItem[g.varOf(nm)]
					if !ok {
						return true
					}
					var rhs ast.Expr = &ast.CompositeLit{Type: &ast.Ident{Name: "*new(" + g.typeExpr(g.varOf(nm).Type()) + ")"}}
					rhs = &ast.Ident{Name: "*new(" + g.typeExpr(g.varOf(nm).Type()) + ")"}
					if i < len(vs.Values) {
						rhs = vs.Values[i]
					}
					stmts = append(stmts, &ast.AssignStmt{Lhs: []ast.Expr{&ast.IndexExpr{X: &ast.Ident{Name: name}, Index: &ast.Ident{Name: "_kgenLin"}}}, Tok: token.ASSIGN, Rhs: []ast.Expr{rhs}})
				}
			}
			if len(stmts) == 1 {
				c.Replace(stmts[0])
			} else {
				c.Replace(&ast.BlockStmt{List: stmts})
			}
		case *ast.Ident:
			v := g.varOf(x)
			if v == nil {
				return true
			}
			if name, ok := g.perItem[v]; ok {
				if _, isSel := c.Parent().(*ast.SelectorExpr); isSel && c.Name() == "Sel" {
					return true
				}
				c.Replace(&ast.IndexExpr{X: &ast.Ident{Name: name}, Index: &ast.Ident{Name: "_kgenLin"}})
			}
		}
		return true
	})
}
