package codegen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// This file emits the vectoriser's statements. Every statement runs under
// the innermost execution mask (g.mask()): the lanes still running it.
// A varying if runs both branches, each under its mask and only when a
// lane has it; a varying loop iterates while any lane is active; break,
// continue and return clear the lanes that take them from the masks they
// leave. Assignments to varying variables declared under another mask
// merge, so that the lanes not running keep their values.

func (g *vecGen) stmts(list []ast.Stmt) {
	outer, outerAt := g.list, g.at
	guards := 0
	defer func() {
		g.list, g.at = outer, outerAt
		for ; guards > 0; guards-- {
			g.line("}")
		}
	}()
	for i, st := range list {
		g.list, g.at = list, i
		if i > 0 && g.leftAt(list[i-1]) {
			// The rest of the list runs only while a lane does: its
			// uniform code (vector_varying.go) is not run for none.
			g.line("if kgenAny%d(%s) {", g.L, g.mask())
			guards++
		}
		if as := g.uniqueDef(st); as != nil {
			g.foreachUnique(as, list[i+1:])
			return
		}
		g.stmt(st)
		if _, ok := st.(*ast.ReturnStmt); ok {
			return // the rest is unreachable
		}
		if b, ok := st.(*ast.BranchStmt); ok && b.Tok != token.FALLTHROUGH {
			return
		}
	}
}

func (g *vecGen) stmt(st ast.Stmt) {
	switch st := st.(type) {
	case *ast.AssignStmt:
		g.assign(st)
	case *ast.IncDecStmt:
		op := token.ADD
		if st.Tok == token.DEC {
			op = token.SUB
		}
		g.update(st, st.X, op, &ast.BasicLit{ValuePos: st.Pos(), Kind: token.INT, Value: "1"})
	case *ast.DeclStmt:
		g.decl(st)
	case *ast.ExprStmt:
		call, ok := st.X.(*ast.CallExpr)
		if !ok {
			g.refuse(st, "an expression statement")
		}
		// Every work-item makes the call (its effects may add up), so it
		// runs once per active lane, uniform arguments computed once.
		g.lanewise(call, g.mask())
	case *ast.BlockStmt:
		g.line("{")
		g.stmts(st.List)
		g.line("}")
	case *ast.IfStmt:
		g.ifStmt(st)
	case *ast.ForStmt:
		g.forStmt(st)
	case *ast.ReturnStmt:
		if g.helper {
			g.helperReturn(st)
			return
		}
		if len(g.loops) > 0 {
			g.refuse(st, "a return inside a loop")
		}
		g.leave(0)
		g.line("if !kgenAny%d(_kgenM0) { continue }", g.L)
	case *ast.BranchStmt:
		if st.Label != nil || st.Tok == token.GOTO || st.Tok == token.FALLTHROUGH {
			g.refuse(st, "%s with a label, goto or fallthrough", st.Tok)
		}
		if len(g.loops) == 0 {
			g.refuse(st, "%s outside a loop", st.Tok)
		}
		l := g.loops[len(g.loops)-1]
		switch {
		case l.uniform:
			g.line("%s", st.Tok)
		case l.uniformTrip && (st.Tok == token.BREAK || g.mask() == g.masks[l.bodyAt]):
			// Every lane in the body leaves (a break is never under a
			// varying condition here: varyingLoop).
			g.line("%s", st.Tok)
		case l.uniformTrip:
			g.leave(l.bodyAt)
		case st.Tok == token.BREAK:
			g.leave(l.loopAt)
		default:
			g.leave(l.bodyAt)
		}
	case *ast.EmptyStmt:
	default:
		g.refuse(st, "a %s", vecStmtKind(st))
	}
}

func vecStmtKind(st ast.Stmt) string {
	switch st.(type) {
	case *ast.SwitchStmt:
		return "switch statement"
	case *ast.RangeStmt:
		return "range loop"
	case *ast.LabeledStmt:
		return "labeled statement"
	case *ast.GoStmt:
		return "go statement"
	case *ast.DeferStmt:
		return "defer statement"
	}
	return fmt.Sprintf("statement (%T)", st)
}

// leave clears the current mask's lanes from the masks from index at on.
func (g *vecGen) leave(at int) {
	t := g.temp()
	g.line("%s := %s", t, g.mask())
	for _, m := range g.masks[at:] {
		g.line("%s = kgenAndNot%d(%s, %s)", m, g.L, m, t)
		g.line("_ = %s", m) // a mask no later statement reads
	}
}

// isMem reports whether e is an element of global memory (a parameter).
func (g *vecGen) isMem(e ast.Expr) (*ast.IndexExpr, bool) {
	ix, ok := ast.Unparen(e).(*ast.IndexExpr)
	if !ok {
		return nil, false
	}
	id, ok := ast.Unparen(ix.X).(*ast.Ident)
	if !ok {
		return ix, false
	}
	v := g.varOf(id)
	_, isSlice := g.typeOf(ix.X).Underlying().(*types.Slice)
	return ix, v != nil && g.isParam(v) && isSlice
}

func (g *vecGen) assign(st *ast.AssignStmt) {
	if len(st.Lhs) != len(st.Rhs) {
		g.refuse(st, "an assignment of a multi-valued expression")
	}
	if st.Tok != token.ASSIGN && st.Tok != token.DEFINE {
		op := map[token.Token]token.Token{token.ADD_ASSIGN: token.ADD, token.SUB_ASSIGN: token.SUB,
			token.MUL_ASSIGN: token.MUL, token.QUO_ASSIGN: token.QUO, token.REM_ASSIGN: token.REM,
			token.AND_ASSIGN: token.AND, token.OR_ASSIGN: token.OR, token.XOR_ASSIGN: token.XOR,
			token.AND_NOT_ASSIGN: token.AND_NOT, token.SHL_ASSIGN: token.SHL, token.SHR_ASSIGN: token.SHR}[st.Tok]
		g.update(st, st.Lhs[0], op, st.Rhs[0])
		return
	}
	if len(st.Lhs) == 1 {
		g.store(st, st.Lhs[0], st.Rhs[0], nil, st.Tok == token.DEFINE)
		return
	}
	// Tuple assignment: every right-hand side first.
	vals := make([]*string, len(st.Rhs))
	for i, r := range st.Rhs {
		if id, ok := ast.Unparen(st.Lhs[i]).(*ast.Ident); ok {
			if _, lane := g.lanes[g.varOf(id)]; lane {
				continue // store defines it from r
			}
		}
		if g.needsVector(st.Lhs[i], r) {
			t := g.temp()
			g.line("%s := %s", t, g.vexprT(r, g.lhsType(st.Lhs[i]), g.mask()))
			vals[i] = &t
		} else {
			t := g.temp()
			g.line("%s := %s", t, g.sexpr(r))
			vals[i] = &t
		}
	}
	for i, l := range st.Lhs {
		g.store(st, l, st.Rhs[i], vals[i], st.Tok == token.DEFINE)
	}
}

// lhsType is the type of an assignment's left-hand side.
func (g *vecGen) lhsType(l ast.Expr) types.Type {
	if id, ok := ast.Unparen(l).(*ast.Ident); ok {
		if v := g.varOf(id); v != nil {
			return v.Type()
		}
	}
	return g.typeOf(l)
}

// needsVector reports whether assigning r to l takes a vector value.
func (g *vecGen) needsVector(l, r ast.Expr) bool {
	if id, ok := ast.Unparen(l).(*ast.Ident); ok {
		if id.Name == "_" {
			return g.varyingExpr(r)
		}
		v := g.varOf(id)
		_, lane := g.lanes[v]
		return g.varying[v] && !lane
	}
	if ix, ok := g.isMem(l); ok {
		return g.varyingExpr(ix.Index) || g.varyingExpr(r)
	}
	return g.varyingExpr(l) || g.varyingExpr(r)
}

// store assigns r (or the already computed value val) to l.
func (g *vecGen) store(n ast.Node, l, r ast.Expr, val *string, define bool) {
	m := g.mask()
	if id, ok := ast.Unparen(l).(*ast.Ident); ok {
		if id.Name == "_" {
			if val == nil && g.varyingExpr(r) {
				g.line("_ = %s", g.vexpr(r, m))
			}
			return
		}
		v := g.varOf(id)
		if b, ok := g.lanes[v]; ok {
			base, _ := g.contig(r)
			g.line("%s := %s", b, base)
			g.line("_ = %s", b)
			if isInt32(v.Type()) {
				g.line("%s := archsimd.BroadcastInt32x%d(%s).Add(_kgenIota)", id.Name, g.L, b)
				g.line("_ = %s", id.Name)
			}
			return
		}
		newVar := define && g.s.info.Defs[id] != nil
		if !g.varying[v] {
			single := val == nil
			if single {
				s := g.sexpr(r)
				if newVar && g.heldInPlace(v, r) {
					s = "&" + s
				}
				val = &s
			}
			tok := "="
			if newVar {
				tok = ":="
			}
			g.line("%s %s %s", id.Name, tok, *val)
			if newVar {
				g.line("_ = %s", id.Name)
				if !single {
					r = nil // a tuple's other values may be assigned already
				}
				g.defineSplats(v, r)
			}
			return
		}
		if val == nil {
			s := g.vexprT(r, v.Type(), m)
			val = &s
		}
		if newVar {
			g.declMask[v] = m
			g.line("%s := %s", id.Name, *val)
			g.line("_ = %s", id.Name)
			return
		}
		merged := g.merge(n, v.Type(), *val, id.Name, v)
		if a, ok := v.Type().Underlying().(*types.Array); ok {
			if _, basic := a.Elem().Underlying().(*types.Basic); basic {
				// Element by element: an array assignment is a memory
				// copy, which Go makes through X14 with legacy SSE
				// moves (MOVUPS) among the vector code (vector_mgl.go's
				// bind). The right-hand sides are read before any
				// element is assigned.
				src := g.bind(merged)
				var ls, rs []string
				for i := range a.Len() {
					ls = append(ls, fmt.Sprintf("%s[%d]", id.Name, i))
					rs = append(rs, fmt.Sprintf("%s[%d]", src, i))
				}
				g.line("%s = %s", strings.Join(ls, ", "), strings.Join(rs, ", "))
				return
			}
		}
		g.line("%s = %s", id.Name, merged)
		return
	}
	ix, mem := g.isMem(l)
	if ix == nil {
		g.refuse(l, "an assignment to a %s", exprKind(l))
	}
	if !mem {
		g.storePrivate(n, ix, r, val)
		return
	}
	s := g.sexpr(ix.X)
	et := g.typeOf(ix)
	if !g.varyingExpr(ix.Index) && (val == nil && !g.varyingExpr(r)) {
		v := g.sexpr(r)
		g.line("%s[%s] = %s", s, g.sexpr(ix.Index), v)
		return
	}
	if val == nil {
		v := g.vexprT(r, et, m)
		val = &v
	}
	if a, ok := et.Underlying().(*types.Array); ok {
		g.scatterArray(ix, s, a, *val, m)
		return
	}
	ln := g.lane(ix, et)
	if ln == "Mask" {
		g.refuse(ix, "a varying store of bools")
	}
	if b, ok := g.contig(ix.Index); ok {
		g.line("kgenStore%s%d(%s, int(%s), %s, %s)", ln, g.L, s, b, *val, m)
		return
	}
	g.line("kgenScatter%s%d(%s, %s, %s, %s)", ln, g.L, s, g.indexVec(ix.Index, m), *val, m)
}

// merge is value where the current mask is set and old's value elsewhere,
// or value alone when old was declared under the current mask, or when
// the current mask is the innermost varying loop's own (the lanes still
// in it) and the variable is private to that loop (loopPrivate): the
// lanes that left the loop never read it again.
func (g *vecGen) merge(n ast.Node, t types.Type, value, old string, v *types.Var) string {
	m := g.mask()
	if v != nil && g.declMask[v] == m {
		return value
	}
	if v != nil && g.inPrivateLoop(v, m) {
		return value
	}
	if a, ok := t.Underlying().(*types.Array); ok {
		tmp := g.temp()
		g.line("%s := %s", tmp, value)
		var el []string
		for i := int64(0); i < a.Len(); i++ {
			el = append(el, g.merge(n, a.Elem(), fmt.Sprintf("%s[%d]", tmp, i), fmt.Sprintf("%s[%d]", old, i), nil))
		}
		return fmt.Sprintf("%s{%s}", g.vtype(n, t), strings.Join(el, ", "))
	}
	if _, _, ok := g.structOf(t); ok {
		return g.mergeStruct(n, t, value, old)
	}
	if g.lane(n, t) == "Mask" {
		return fmt.Sprintf("kgenMergeMask%d(%s, %s, %s)", g.L, value, old, m)
	}
	return fmt.Sprintf("(%s).Merge(%s, kgenK%d(%s))", value, old, g.L, m)
}

// storePrivate assigns to an element of a private array.
func (g *vecGen) storePrivate(n ast.Node, ix *ast.IndexExpr, r ast.Expr, val *string) {
	root := ast.Unparen(ix.X)
	for {
		x, ok := root.(*ast.IndexExpr)
		if !ok {
			break
		}
		root = ast.Unparen(x.X)
	}
	id, ok := root.(*ast.Ident)
	if !ok {
		g.refuse(ix, "an assignment to an element of a %s", exprKind(root))
	}
	v := g.varOf(id)
	if !g.varying[v] {
		if val == nil {
			s := g.sexpr(r)
			val = &s
		}
		g.line("%s = %s", g.sexpr(ix), *val)
		return
	}
	if g.varyingExpr(ix.Index) {
		g.refuse(ix, "a varying index into a varying array")
	}
	if val == nil {
		s := g.vexprT(r, g.typeOf(ix), g.mask())
		val = &s
	}
	el := g.velem(ix)
	var dv *types.Var
	if g.declMask[v] == g.mask() {
		dv = v
	}
	g.line("%s = %s", el, g.merge(n, g.typeOf(ix), *val, el, dv))
}

// velem is the vector code of an element of a varying private array.
func (g *vecGen) velem(e ast.Expr) string {
	switch x := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		return fmt.Sprintf("%s[%s]", g.velem(x.X), g.sexpr(x.Index))
	case *ast.Ident:
		return x.Name
	}
	g.refuse(e, "an assignment to a %s", exprKind(e))
	return ""
}

// update is l op= r (and ++, --).
func (g *vecGen) update(n ast.Node, l ast.Expr, op token.Token, r ast.Expr) {
	if !g.varyingExpr(l) && !g.varyingExpr(r) {
		if ix, mem := g.isMem(l); mem && !g.varyingExpr(ix.Index) {
			// Every active work-item updates the one element, in turn.
			g.line("for _kgenK, _kgenBits := 0, kgenBits%d(%s); _kgenK < %d; _kgenK++ {", g.L, g.mask(), g.L)
			g.line("if _kgenBits>>_kgenK&1 != 0 { %s %s= %s }", g.sexpr(l), op, g.sexprT(r, g.typeOf(l)))
			g.line("}")
			return
		}
		if id, ok := ast.Unparen(l).(*ast.Ident); !ok || !g.varying[g.varOf(id)] {
			g.line("%s %s= %s", g.sexpr(l), op, g.sexprT(r, g.typeOf(l)))
			return
		}
	}
	t := g.typeOf(l)
	m := g.mask()
	var cur string
	if ix, mem := g.isMem(l); mem {
		cur = g.index(ix, m)
	} else {
		cur = g.vexprT(l, t, m)
	}
	var v string
	switch {
	case (op == token.SHL || op == token.SHR) && g.lane(n, t) == "Int32":
		c, ok := g.s.constInt(r)
		if !ok || c < 0 || c >= 64 {
			g.refuse(n, "a shift by a non-constant count")
		}
		dir := "Left"
		if op == token.SHR {
			dir = "Right"
		}
		v = fmt.Sprintf("%s.ShiftAll%s(%d)", cur, dir, c)
	default:
		v = g.binop(n, op, t, cur, g.vexprT(r, t, m), m)
	}
	g.store(n, l, r, &v, false)
}

// sexprT is a uniform expression converted to t when it is an untyped
// constant (i++ on a float32).
func (g *vecGen) sexprT(e ast.Expr, t types.Type) string {
	return g.sexpr(e)
}

func (g *vecGen) decl(st *ast.DeclStmt) {
	gd, ok := st.Decl.(*ast.GenDecl)
	if !ok || gd.Tok != token.VAR {
		if ok && (gd.Tok == token.CONST || gd.Tok == token.TYPE) {
			g.line("%s", g.print(st))
			return
		}
		g.refuse(st, "a declaration")
	}
	for _, sp := range gd.Specs {
		vs := sp.(*ast.ValueSpec)
		for i, nm := range vs.Names {
			v := g.varOf(nm)
			if v == nil {
				continue
			}
			if i < len(vs.Values) {
				if g.varying[v] {
					g.declMask[v] = g.mask()
					g.line("%s := %s", nm.Name, g.vexprT(vs.Values[i], v.Type(), g.mask()))
				} else {
					g.line("var %s %s = %s", nm.Name, g.typeName(v.Type()), g.sexpr(vs.Values[i]))
				}
			} else if g.varying[v] {
				g.declMask[v] = g.mask()
				g.line("var %s %s", nm.Name, g.vtype(nm, v.Type()))
			} else {
				g.line("var %s %s", nm.Name, g.typeName(v.Type()))
			}
			g.line("_ = %s", nm.Name)
		}
	}
}

func (g *vecGen) ifStmt(st *ast.IfStmt) {
	g.line("{")
	if st.Init != nil {
		g.stmt(st.Init)
	}
	if !g.varyingExpr(st.Cond) {
		g.line("if %s {", g.sexpr(st.Cond))
		g.stmts(st.Body.List)
		if st.Else != nil {
			g.line("} else {")
			g.stmt(st.Else)
		}
		g.line("}")
		g.line("}")
		return
	}
	m := g.mask()
	c := g.temp()
	g.line("%s := %s", c, g.vexpr(st.Cond, m))
	mt, me := g.temp(), g.temp()
	g.line("%s := %s.And(%s)", mt, m, c)
	if st.Else != nil {
		g.line("%s := kgenAndNot%d(%s, %s)", me, g.L, m, c)
	}
	g.guard(mt, st.Body.List)
	g.masks = append(g.masks, mt)
	g.stmts(st.Body.List)
	g.masks = g.masks[:len(g.masks)-1]
	g.line("}")
	if st.Else != nil {
		g.guard(me, []ast.Stmt{st.Else})
		g.masks = append(g.masks, me)
		g.stmt(st.Else)
		g.masks = g.masks[:len(g.masks)-1]
		g.line("}")
	}
	g.line("}")
}

// guard opens the block of a branch run under mask m: skipped when no
// lane of m is enabled, unless the branch only selects values (see
// selectsOnly), which merging under an empty mask leaves unchanged at
// less cost than the test and the branch (and, in a helper, fewer
// nodes for Go's inliner).
func (g *vecGen) guard(m string, body []ast.Stmt) {
	if g.selectsOnly(body) {
		g.line("{")
		return
	}
	g.line("if kgenAny%d(%s) {", g.L, m)
}

// selectsOnly reports whether statements only assign varying scalar
// locals from expressions that cannot fail or have effects (no calls,
// loads, divisions or shifts), possibly under ifs of such conditions.
func (g *vecGen) selectsOnly(list []ast.Stmt) bool {
	pure := func(e ast.Expr) bool {
		return every(e, func(n ast.Node) (bool, bool) {
			switch x := n.(type) {
			case *ast.CallExpr, *ast.IndexExpr, *ast.IndexListExpr, *ast.SliceExpr, *ast.StarExpr,
				*ast.SelectorExpr, *ast.FuncLit, *ast.CompositeLit, *ast.TypeAssertExpr:
				return false, false
			case *ast.BinaryExpr:
				switch x.Op {
				case token.QUO, token.REM, token.SHL, token.SHR:
					return false, false
				}
			case *ast.UnaryExpr:
				return x.Op == token.SUB || x.Op == token.ADD || x.Op == token.NOT || x.Op == token.XOR, true
			}
			return true, true
		})
	}
	for _, st := range list {
		switch x := st.(type) {
		case *ast.AssignStmt:
			if x.Tok != token.ASSIGN || len(x.Lhs) != 1 || len(x.Rhs) != 1 || !pure(x.Rhs[0]) {
				return false
			}
			id, ok := ast.Unparen(x.Lhs[0]).(*ast.Ident)
			if !ok {
				return false
			}
			v := g.varOf(id)
			if _, lane := g.lanes[v]; v == nil || lane || !g.varying[v] {
				return false
			}
			if _, basic := v.Type().Underlying().(*types.Basic); !basic {
				return false
			}
		case *ast.IfStmt:
			if x.Init != nil || !pure(x.Cond) || !g.selectsOnly(x.Body.List) {
				return false
			}
			if x.Else != nil && !g.selectsOnly([]ast.Stmt{x.Else}) {
				return false
			}
		case *ast.BlockStmt:
			if !g.selectsOnly(x.List) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// simpleStmt is the scalar code of a uniform loop's init or post.
func (g *vecGen) simpleStmt(st ast.Stmt) string {
	switch st := st.(type) {
	case nil:
		return ""
	case *ast.AssignStmt:
		var l, r []string
		for _, x := range st.Lhs {
			l = append(l, g.sexpr(x))
		}
		for _, x := range st.Rhs {
			r = append(r, g.sexpr(x))
		}
		return fmt.Sprintf("%s %s %s", strings.Join(l, ", "), st.Tok, strings.Join(r, ", "))
	case *ast.IncDecStmt:
		return g.sexpr(st.X) + st.Tok.String()
	}
	g.refuse(st, "a loop clause %s", vecStmtKind(st))
	return ""
}

func (g *vecGen) forStmt(st *ast.ForStmt) {
	uniformClause := func(s ast.Stmt) bool {
		if s == nil {
			return true
		}
		return every(s, func(n ast.Node) (bool, bool) {
			if id, isID := n.(*ast.Ident); isID {
				if v := g.varOf(id); v != nil && g.varying[v] {
					return false, false
				}
			}
			return true, true
		}) && !g.hasVaryingItem(s)
	}
	if !g.varyingLoop(st) && uniformClause(st.Init) && uniformClause(st.Post) {
		cond := ""
		if st.Cond != nil {
			cond = g.sexpr(st.Cond)
		}
		g.line("for %s; %s; %s {", g.simpleStmt(st.Init), cond, g.simpleStmt(st.Post))
		if g.divergentExit(st.Body.List, false, token.CONTINUE) {
			// Lanes that continue leave the body's mask until the next
			// iteration, which starts again from the enclosing mask.
			bm := g.temp()
			g.line("%s := %s", bm, g.mask())
			g.masks = append(g.masks, bm)
			g.loops = append(g.loops, vecLoop{uniformTrip: true, bodyAt: len(g.masks) - 1})
			g.stmts(st.Body.List)
			g.loops = g.loops[:len(g.loops)-1]
			g.masks = g.masks[:len(g.masks)-1]
			g.line("}")
			return
		}
		g.loops = append(g.loops, vecLoop{uniform: true})
		g.stmts(st.Body.List)
		g.loops = g.loops[:len(g.loops)-1]
		g.line("}")
		return
	}
	g.gatherInVaryingLoop(st)
	private := g.loopPrivate(st)
	g.line("{")
	if st.Init != nil {
		g.stmt(st.Init)
	}
	lm := g.temp()
	g.line("%s := %s", lm, g.mask())
	g.line("for {")
	g.masks = append(g.masks, lm)
	if st.Cond != nil {
		g.line("%s = %s.And(%s)", lm, lm, g.vexpr(st.Cond, lm))
	}
	g.line("if !kgenAny%d(%s) { break }", g.L, lm)
	bm := g.temp()
	g.line("%s := %s", bm, lm)
	g.masks = append(g.masks, bm)
	g.loops = append(g.loops, vecLoop{loopAt: len(g.masks) - 2, bodyAt: len(g.masks) - 1, private: private})
	g.stmts(st.Body.List)
	g.loops = g.loops[:len(g.loops)-1]
	g.masks = g.masks[:len(g.masks)-1]
	if st.Post != nil {
		g.stmt(st.Post)
	}
	g.masks = g.masks[:len(g.masks)-1]
	g.line("}")
	g.line("}")
}

func (g *vecGen) hasVaryingItem(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		if c, ok := x.(*ast.CallExpr); ok {
			if name, d, ok := g.itemCall(c); ok && g.itemVarying(name, d) {
				found = true
			}
		}
		return !found
	})
	return found
}

// gatherInVaryingLoop refuses a loop whose trip count differs between
// work-items when it reads or writes memory at varying, non-contiguous
// indices: such accesses run lane by lane anyway, and the lanes that have
// left the loop idle while the longest stays, so the scalar loop is
// faster (a sparse matrix's long rows). A loop that holds a loop of its
// own without such accesses is kept (sharedWork): the inner loop's vector
// work, which the lanes share, outweighs the outer loop's accesses (a
// ray's bounces around its loop over the scene's objects).
func (g *vecGen) gatherInVaryingLoop(st *ast.ForStmt) {
	if g.sharedWork(st.Body) {
		return
	}
	ast.Inspect(st, func(n ast.Node) bool {
		ix, ok := n.(*ast.IndexExpr)
		if !ok {
			return true
		}
		if _, mem := g.isMem(ix); mem && g.varyingExpr(ix.Index) {
			if _, contig := g.contig(ix.Index); !contig {
				g.refuse(ix, "a loop whose trip count differs between work-items gathers or scatters %s (the scalar loop is faster)", g.print(ix))
			}
		}
		return true
	})
}

// loopPrivate returns the variables that no code reads after the varying
// loop st: those declared in st's init statement, and those declared in
// the statement list that holds st, before it, and not named in that
// list after it. Each run of the list declares them again, so the values
// that lanes which left st leave in them are never read; assignments in
// st's body under the loop's own mask need not merge (Karrenberg and Hack
// 2011 leave values dead at a loop's exit unblended likewise), which
// takes a blend off each loop-carried dependence.
func (g *vecGen) loopPrivate(st *ast.ForStmt) map[*types.Var]bool {
	private := map[*types.Var]bool{}
	declare := func(s ast.Stmt) {
		switch s := s.(type) {
		case *ast.AssignStmt:
			if s.Tok != token.DEFINE {
				return
			}
			for _, l := range s.Lhs {
				if id, ok := l.(*ast.Ident); ok {
					if v, ok := g.s.info.Defs[id].(*types.Var); ok {
						private[v] = true
					}
				}
			}
		case *ast.DeclStmt:
			if gd, ok := s.Decl.(*ast.GenDecl); ok {
				for _, sp := range gd.Specs {
					if vs, ok := sp.(*ast.ValueSpec); ok {
						for _, id := range vs.Names {
							if v, ok := g.s.info.Defs[id].(*types.Var); ok {
								private[v] = true
							}
						}
					}
				}
			}
		}
	}
	// A continue clears its lanes from the body's mask for the rest of
	// the iteration, under the same name, but they read the variables
	// again in the next one: no variable is private then.
	if continues(st.Body) {
		return private
	}
	if st.Init != nil {
		declare(st.Init)
	}
	if g.at >= len(g.list) || g.list[g.at] != ast.Stmt(st) {
		return private // st is not directly in a list (it is labelled): its init's variables only
	}
	for _, s := range g.list[:g.at] {
		declare(s)
	}
	for _, s := range g.list[g.at+1:] {
		ast.Inspect(s, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v := g.varOf(id); v != nil {
					delete(private, v)
				}
			}
			return true
		})
	}
	return private
}

// continues reports whether body has a continue statement of its own loop
// (not of a loop nested in it).
func continues(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ForStmt, *ast.RangeStmt, *ast.FuncLit:
			return false
		case *ast.BranchStmt:
			found = found || n.Tok == token.CONTINUE
		}
		return !found
	})
	return found
}

// inPrivateLoop reports whether m is the mask of the lanes running the
// innermost varying loop (its body's mask, or its own for the post
// statement) and v is private to that loop.
func (g *vecGen) inPrivateLoop(v *types.Var, m string) bool {
	for i := len(g.loops) - 1; i >= 0; i-- {
		l := g.loops[i]
		if l.uniform {
			continue
		}
		return l.private[v] && !g.acrossRegions[v] && (m == g.masks[l.bodyAt] || m == g.masks[l.loopAt])
	}
	return false
}
