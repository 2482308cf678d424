package codegen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"
)

// This file is the vector variant of nd-range kernels, barriers included:
// work-group vectorisation, as PoCL's work-group functions run the
// work-items of a group between barriers in loops that its vectoriser
// widens (Jääskeläinen et al. 2015) and as ISPC runs a gang of program
// instances (Pharr and Mark 2012). The lanes are L consecutive local ids
// along the last dimension of one work-group (chunks of the group's rows,
// the last chunk of a row masked when the local range is not a multiple
// of L). The body is split at its barriers into regions (as the scalar
// code's barrier.go does): each region runs for every chunk of the group,
// one chunk after another, vectorised as a basic-range kernel's body is;
// barriers, and the loops and ifs that hold them, are scalar control
// points run once per group, so their conditions must be the same for
// every work-item of the group. Local memory is one slice per call, shared
// by the chunks of the group that runs. Statements that only compute the
// group's uniform values run once per group, between regions; a variable
// defined from the work-item's ids and such values is computed again in
// each region that reads it; any other variable that lives across regions
// is kept per chunk (a vector per chunk when it differs between lanes).

// ndItemMethods are the index queries a vectorised nd-range kernel may
// make.
var ndItemMethods = map[string]bool{
	"ID": true, "GlobalID": true, "LocalID": true, "GroupID": true,
	"Range": true, "GlobalRange": true, "LocalRange": true, "GroupRange": true,
	"Offset": true, "Dims": true, "LinearID": true, "GlobalLinearID": true,
	"LocalLinearID": true, "GroupLinearID": true, "Barrier": true,
}

// ndState is the analysis of an nd-range kernel's body.
type ndState struct {
	segs      []*segment
	groupUni  map[*types.Var]bool            // the same for every work-item of a group
	recompute map[*types.Var]*ast.AssignStmt // defined once from ids and group-uniform values
	stored    map[*types.Var]string          // kept per chunk across regions: the slice's name
	regions   int
}

// ndVarying reports whether an nd-range index query differs between the
// lanes of a chunk (their local ids along the last dimension differ).
func (g *vecGen) ndVarying(name string, d int) bool {
	switch name {
	case "LocalID":
		return d == g.last
	case "LocalLinearID":
		return true
	}
	return false
}

// ndContig returns lane 0's value of an nd-range index query whose lane k
// is lane 0's plus k.
func (g *vecGen) ndContig(name string, d int) (string, bool) {
	switch {
	case name == "LocalID" && d == g.last:
		return "_kgenLB", true
	case name == "LocalLinearID":
		return "_kgenLinB", true
	}
	return "", false
}

func (g *vecGen) ndKernel() {
	f := g.f
	switch {
	case f.groups:
		g.refuse(f.decl, "an nd-range kernel with group algorithms runs scalar")
	case g.unique != nil:
		g.refuse(f.decl, "an nd-range kernel runs its lanes together")
	}
	ast.Inspect(f.decl.Body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if name, _, ok := g.itemCall(c); ok && !ndItemMethods[name] {
				g.refuse(c, "the index query %s in an nd-range kernel", name)
			}
		}
		return true
	})
	g.analyse(f.decl.Body)
	g.splat, g.splat4, g.splatN = map[*types.Var]string{}, map[*types.Var]string{}, map[*types.Var]string{}
	st := g.ndAnalyse(f.decl.Body)
	nat := &nativeGen{s: g.s, f: f}
	L := g.L
	g.signature(f, nat, true)
	head := g.b.String()
	g.b.Reset()
	g.invariant = map[string]string{}
	last := g.last
	g.line("_kgenChunks := (_kgenLaunch.Local[%d] + %d) / %d", last, L-1, L)
	rows := "1"
	for d := 0; d < last; d++ {
		rows += fmt.Sprintf(" * _kgenLaunch.Local[%d]", d)
	}
	g.line("_kgenRows := %s", rows)
	g.line("_ = _kgenRows")
	var stored []*types.Var
	for v := range st.stored {
		stored = append(stored, v)
	}
	sort.Slice(stored, func(i, j int) bool { return st.stored[stored[i]] < st.stored[stored[j]] })
	for _, v := range stored {
		t := g.typeName(v.Type())
		if g.varying[v] {
			t = g.vtype(f.decl, v.Type())
		}
		g.line("%s := make([]%s, _kgenRows*_kgenChunks)", st.stored[v], t)
	}
	g.line("for _kgenG := _kgenFirst; _kgenG < _kgenLast; _kgenG++ {")
	// Group is scalar Go, and its result is copied by legacy SSE moves:
	// run after VZEROUPPER (vector_splat.go).
	g.line("archsimd.ClearAVXUpperBits()")
	g.line("_kgenGrp := _kgenLaunch.Group(_kgenG)")
	g.line("_ = _kgenGrp")
	// The group's uniform statements' vector code (their splats) runs
	// with every lane enabled.
	g.line("_kgenIota := kgenIota%d()", L)
	g.line("_kgenM0 := kgenTail%d(_kgenIota, %d)", L, L)
	g.line("_, _ = _kgenIota, _kgenM0")
	g.b.WriteString(ndHoistMark)
	g.masks = []string{"_kgenM0"}
	g.ndSegments(st, st.segs)
	g.line("}")
	// The upper halves of the vector registers cleared for the scalar
	// code that runs next on this thread (vector_splat.go).
	g.line("archsimd.ClearAVXUpperBits()")
	g.line("}")
	// The launch's constant vectors are loaded at the start of each
	// chunk of every region (see kernel).
	var hoisted strings.Builder
	for _, h := range g.hoisted {
		hoisted.WriteString(h)
		hoisted.WriteString("\n")
	}
	body := strings.ReplaceAll(g.b.String(), ndHoistMark, hoisted.String())
	g.b.Reset()
	g.b.WriteString(head)
	if len(g.launch) > 0 {
		g.line("var _kgenVC [%d]archsimd.Int32x%d", len(g.launch), L)
		for i, c := range g.launch {
			g.line("_kgenVC[%d] = %s", i, c)
		}
	}
	g.b.WriteString(body)
}

// ndHoistMark stands for the launch's constant vectors' loads until every
// region is emitted.
const ndHoistMark = "//kgen:hoisted\n"

// ndSegments emits segments inside the group loop.
func (g *vecGen) ndSegments(st *ndState, segs []*segment) {
	for _, sg := range segs {
		switch {
		case sg.uniformStmt:
			g.stmt(sg.region[0])
		case sg.ctrl == nil:
			if !g.ndOnlyRecomputed(st, sg) {
				g.ndRegion(st, sg)
			}
		default:
			switch x := sg.ctrl.(type) {
			case *ast.ForStmt:
				cond := ""
				if x.Cond != nil {
					cond = g.sexpr(x.Cond)
				}
				g.line("{")
				if x.Init != nil {
					g.stmt(x.Init)
				}
				g.line("for ; %s; %s {", cond, g.simpleStmt(x.Post))
				g.ndSegments(st, sg.inner)
				g.line("}")
				g.line("}")
			case *ast.IfStmt:
				g.line("if %s {", g.sexpr(x.Cond))
				g.ndSegments(st, sg.inner)
				if sg.elseS != nil {
					g.line("} else {")
					g.ndSegments(st, sg.elseS)
				}
				g.line("}")
			case *ast.BlockStmt:
				g.line("{")
				g.ndSegments(st, sg.inner)
				g.line("}")
			}
		}
	}
}

// ndOnlyRecomputed reports whether a region only defines variables that
// the regions reading them compute again: it has no effect of its own.
func (g *vecGen) ndOnlyRecomputed(st *ndState, sg *segment) bool {
	for _, s := range sg.region {
		as, ok := s.(*ast.AssignStmt)
		if !ok {
			return false
		}
		for _, l := range as.Lhs {
			id, ok := l.(*ast.Ident)
			if !ok {
				return false
			}
			if v, _ := g.s.info.Defs[id].(*types.Var); v == nil || st.recompute[v] != as {
				return false
			}
		}
	}
	return true
}

// ndRegion emits a region: its statements for every chunk of the group.
func (g *vecGen) ndRegion(st *ndState, sg *segment) {
	L, last := g.L, g.last
	for d := 0; d < last; d++ {
		g.line("for _kgenL%d := 0; _kgenL%d < _kgenLaunch.Local[%d]; _kgenL%d++ {", d, d, d, d)
		g.line("_kgenI%d := _kgenGrp[%d]*_kgenLaunch.Local[%d] + _kgenL%d + _kgenLaunch.Offset[%d]", d, d, d, d, d)
		g.line("_ = _kgenI%d", d)
	}
	row := "0"
	for d := 0; d < last; d++ {
		row = fmt.Sprintf("(%s)*_kgenLaunch.Local[%d] + _kgenL%d", row, d, d)
	}
	g.line("for _kgenC := 0; _kgenC < _kgenChunks; _kgenC++ {")
	g.line("_kgenLB := _kgenC * %d", L)
	g.line("_kgenB := _kgenGrp[%d]*_kgenLaunch.Local[%d] + _kgenLB + _kgenLaunch.Offset[%d]", last, last, last)
	g.line("_kgenLinB := (%s)*_kgenLaunch.Local[%d] + _kgenLB", row, last)
	g.line("_kgenCk := (%s)*_kgenChunks + _kgenC", row)
	g.line("_, _, _, _ = _kgenLB, _kgenB, _kgenLinB, _kgenCk")
	g.line("_kgenIota := kgenIota%d()", L)
	g.line("_kgenM0 := kgenTail%d(_kgenIota, _kgenLaunch.Local[%d]-_kgenLB)", L, last)
	g.line("_, _ = _kgenIota, _kgenM0")
	g.b.WriteString(ndHoistMark)
	// What the region reads of other regions: definitions computed again,
	// in source order, then the variables kept per chunk.
	used := g.ndUses(sg.region)
	defined := map[*types.Var]bool{}
	for _, s := range sg.region {
		for _, v := range definedBy(g, s) {
			defined[v] = true
		}
	}
	need := map[*types.Var]bool{}
	var add func(v *types.Var)
	add = func(v *types.Var) {
		as := st.recompute[v]
		if as == nil || defined[v] || need[v] {
			return
		}
		need[v] = true
		for _, w := range g.ndUses([]ast.Stmt{as}) {
			add(w)
		}
	}
	for _, v := range used {
		add(v)
	}
	var defs []*ast.AssignStmt
	seen := map[*ast.AssignStmt]bool{}
	for v := range need {
		if as := st.recompute[v]; !seen[as] {
			seen[as] = true
			defs = append(defs, as)
		}
	}
	sort.Slice(defs, func(i, j int) bool { return defs[i].Pos() < defs[j].Pos() })
	for _, as := range defs {
		g.stmt(as)
	}
	var keep []*types.Var
	for _, v := range used {
		if _, ok := st.stored[v]; ok {
			keep = append(keep, v)
			if !defined[v] {
				g.line("%s := %s[_kgenCk]", v.Name(), st.stored[v])
				g.line("_ = %s", v.Name())
				if g.varying[v] {
					g.declMask[v] = "_kgenM0"
				} else {
					delete(g.splat, v)
					delete(g.splat4, v)
					delete(g.splatN, v)
					g.defineSplats(v, nil)
				}
			}
		}
	}
	g.stmts(sg.region)
	for _, v := range keep {
		g.line("%s[_kgenCk] = %s", st.stored[v], v.Name())
	}
	g.line("}")
	for d := 0; d < last; d++ {
		g.line("}")
	}
}

// ndUses returns the kernel's local variables that statements name, in
// order of declaration.
func (g *vecGen) ndUses(list []ast.Stmt) []*types.Var {
	set := map[*types.Var]bool{}
	for _, s := range list {
		ast.Inspect(s, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v := g.varOf(id); v != nil && g.ndLocal(v) {
					set[v] = true
				}
			}
			return true
		})
	}
	var out []*types.Var
	for v := range set {
		out = append(out, v)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pos() < out[j].Pos() })
	return out
}

// ndLocal reports whether v is a variable declared in the kernel's body.
func (g *vecGen) ndLocal(v *types.Var) bool {
	b := g.f.decl.Body
	return !v.IsField() && v.Pos() >= b.Pos() && v.Pos() < b.End()
}

// definedBy returns the variables a statement of a region's top level
// declares.
func definedBy(g *vecGen, s ast.Stmt) []*types.Var {
	var out []*types.Var
	switch x := s.(type) {
	case *ast.AssignStmt:
		if x.Tok == token.DEFINE {
			for _, l := range x.Lhs {
				if id, ok := l.(*ast.Ident); ok {
					if v, ok := g.s.info.Defs[id].(*types.Var); ok {
						out = append(out, v)
					}
				}
			}
		}
	case *ast.DeclStmt:
		if gd, ok := x.Decl.(*ast.GenDecl); ok && gd.Tok == token.VAR {
			for _, sp := range gd.Specs {
				for _, id := range sp.(*ast.ValueSpec).Names {
					if v, ok := g.s.info.Defs[id].(*types.Var); ok {
						out = append(out, v)
					}
				}
			}
		}
	}
	return out
}

func (g *vecGen) isBarrier(st ast.Stmt) bool {
	return isBarrierStmt(st, func(c *ast.CallExpr) (string, bool) {
		name, _, ok := g.itemCall(c)
		return name, ok
	})
}

func (g *vecGen) holdsBarrier(n ast.Node) bool { return holdsStmt(n, g.isBarrier) }

// ndAnalyse finds the group-uniform variables, splits the body into
// segments, and decides how each variable that lives across regions
// reaches the regions that read it.
func (g *vecGen) ndAnalyse(body *ast.BlockStmt) *ndState {
	st := &ndState{}
	g.ndGroupUniform(st, body)
	st.segs = g.ndSplit(st, body.List)
	// The lanes a return clears are active again in the next region's
	// chunks: a return must be in the last segment.
	// (A loop, if or block holding barriers is inspected whole.)
	for i, sg := range st.segs {
		lastSeg := i == len(st.segs)-1 && sg.ctrl == nil
		for _, s := range append(append([]ast.Stmt(nil), sg.region...), ctrlOrNil(sg.ctrl)...) {
			ast.Inspect(s, func(n ast.Node) bool {
				if r, ok := n.(*ast.ReturnStmt); ok && !lastSeg {
					g.refuse(r, "a return before a barrier or a statement of the group's uniform values")
				}
				_, lit := n.(*ast.FuncLit)
				return !lit
			})
		}
	}
	// Which regions name each variable.
	regionsOf := map[*types.Var]map[int]bool{}
	var all []*segment
	var flat func(segs []*segment)
	flat = func(segs []*segment) {
		for _, sg := range segs {
			switch {
			case sg.ctrl != nil:
				flat(sg.inner)
				flat(sg.elseS)
			case !sg.uniformStmt:
				all = append(all, sg)
				for _, v := range g.ndUses(sg.region) {
					if st.groupUni[v] {
						continue
					}
					if regionsOf[v] == nil {
						regionsOf[v] = map[int]bool{}
					}
					regionsOf[v][sg.id] = true
				}
			}
		}
	}
	flat(st.segs)
	// Definitions computed again: v := e at a region's top level, v never
	// assigned again, e made of index queries, constants, scalar
	// parameters, group-uniform variables assigned once and other such
	// definitions.
	st.recompute = map[*types.Var]*ast.AssignStmt{}
	for changed := true; changed; {
		changed = false
		for _, sg := range all {
			for _, s := range sg.region {
				as, ok := s.(*ast.AssignStmt)
				if !ok || as.Tok != token.DEFINE || len(as.Lhs) != len(as.Rhs) {
					continue
				}
				for i, l := range as.Lhs {
					id, ok := l.(*ast.Ident)
					if !ok {
						continue
					}
					v, _ := g.s.info.Defs[id].(*types.Var)
					if v == nil || st.recompute[v] != nil || !g.once[v] || !g.ndPure(st, as.Rhs[i]) {
						continue
					}
					if len(as.Lhs) > 1 {
						// Recomputed as a whole: every value must be pure.
						pure := true
						for _, r := range as.Rhs {
							pure = pure && g.ndPure(st, r)
						}
						if !pure {
							continue
						}
					}
					st.recompute[v] = as
					changed = true
				}
			}
		}
	}
	st.stored = map[*types.Var]string{}
	g.acrossRegions = map[*types.Var]bool{}
	var across []*types.Var
	for v, rs := range regionsOf {
		if len(rs) >= 2 && st.recompute[v] == nil {
			across = append(across, v)
		}
	}
	sort.Slice(across, func(i, j int) bool { return across[i].Pos() < across[j].Pos() })
	for k, v := range across {
		if _, lane := g.lanes[v]; lane {
			g.refuse(&ast.Ident{NamePos: v.Pos()}, "the lane index %s lives across a barrier (it is not computed from index queries and uniform values alone)", v.Name())
		}
		if _, isArray := v.Type().Underlying().(*types.Array); isArray && g.varying[v] {
			g.refuse(&ast.Ident{NamePos: v.Pos()}, "the varying array %s lives across a barrier", v.Name())
		}
		st.stored[v] = fmt.Sprintf("_kgenS%d_%s", k, v.Name())
		g.acrossRegions[v] = true
	}
	// A region declares what it reads of other regions under the
	// variables' own names, in its own block: two variables of one name
	// could then meet there.
	byName := map[string]*types.Var{}
	for _, v := range g.ndUses(body.List) {
		if w := byName[v.Name()]; w != nil && w != v {
			_, sv := st.stored[v]
			_, sw := st.stored[w]
			if sv || sw || st.recompute[v] != nil || st.recompute[w] != nil {
				g.refuse(&ast.Ident{NamePos: v.Pos()}, "a second variable named %s in a kernel whose variables live across barriers", v.Name())
			}
		}
		byName[v.Name()] = v
	}
	return st
}

// ndPure reports whether a recomputed definition may use e.
func (g *vecGen) ndPure(st *ndState, e ast.Expr) bool {
	return every(e, func(n ast.Node) (bool, bool) {
		switch x := n.(type) {
		case *ast.CallExpr:
			if _, _, isItem := g.itemCall(x); isItem {
				return true, false
			}
			tv, isT := g.s.info.Types[x.Fun]
			return isT && tv.IsType(), true
		case *ast.IndexExpr, *ast.CompositeLit, *ast.FuncLit, *ast.StarExpr:
			return false, false
		case *ast.Ident:
			v := g.varOf(x)
			switch {
			case v == nil:
			case g.isParam(v):
				_, isSlice := v.Type().Underlying().(*types.Slice)
				return !isSlice, true
			case st.groupUni[v]:
				return g.once[v], true
			default:
				return st.recompute[v] != nil, true
			}
		}
		return true, true
	})
}

// ndGroupUniform finds the variables that are the same for every
// work-item of a group: assigned only by statements at the top level of
// the body or of the loops, ifs and blocks holding barriers (or by such
// loops' headers), from values the same for the whole group.
func (g *vecGen) ndGroupUniform(st *ndState, body *ast.BlockStmt) {
	type assign struct {
		rhs ast.Expr // nil: a value that is not one expression's
		top bool
	}
	as := map[*types.Var][]assign{}
	cands := map[*types.Var]bool{}
	record := func(n ast.Node, top bool) {
		ast.Inspect(n, func(x ast.Node) bool {
			switch s := x.(type) {
			case *ast.AssignStmt:
				for i, l := range s.Lhs {
					id, ok := ast.Unparen(l).(*ast.Ident)
					if !ok {
						continue
					}
					v := g.varOf(id)
					if v == nil || !g.ndLocal(v) {
						continue
					}
					// x op= e: x is assumed uniform (the fixpoint drops it
					// otherwise), so e decides.
					a := assign{top: top && x == n}
					if len(s.Rhs) == len(s.Lhs) {
						a.rhs = s.Rhs[i]
					}
					as[v] = append(as[v], a)
					cands[v] = true
				}
			case *ast.IncDecStmt:
				if id, ok := ast.Unparen(s.X).(*ast.Ident); ok {
					if v := g.varOf(id); v != nil && g.ndLocal(v) {
						as[v] = append(as[v], assign{rhs: id, top: top && x == n})
					}
				}
			case *ast.ValueSpec:
				for i, id := range s.Names {
					v := g.varOf(id)
					if v == nil {
						continue
					}
					cands[v] = true
					// The zero value, or the value given; a tuple's is
					// not one expression's.
					a := assign{top: top && isDeclOf(n, s), rhs: &ast.BasicLit{Kind: token.INT, Value: "0"}}
					if i < len(s.Values) {
						a.rhs = s.Values[i]
					} else if len(s.Values) > 0 {
						a.rhs = nil
					}
					as[v] = append(as[v], a)
				}
			case *ast.UnaryExpr:
				if s.Op == token.AND {
					if id, ok := ast.Unparen(s.X).(*ast.Ident); ok {
						if v := g.varOf(id); v != nil {
							as[v] = append(as[v], assign{})
						}
					}
				}
			}
			return true
		})
	}
	var walk func(list []ast.Stmt)
	walk = func(list []ast.Stmt) {
		for _, s := range list {
			if !g.holdsBarrier(s) {
				record(s, true)
				continue
			}
			switch x := s.(type) {
			case *ast.ForStmt:
				if x.Init != nil {
					record(x.Init, true)
				}
				if x.Post != nil {
					record(x.Post, true)
				}
				walk(x.Body.List)
			case *ast.IfStmt:
				if x.Init != nil {
					record(x.Init, false)
				}
				walk(x.Body.List)
				if x.Else != nil {
					walk([]ast.Stmt{x.Else})
				}
			case *ast.BlockStmt:
				walk(x.List)
			default:
				record(s, false)
			}
		}
	}
	walk(body.List)
	st.groupUni = cands
	for changed := true; changed; {
		changed = false
		for v := range st.groupUni {
			ok := !g.varying[v]
			for _, a := range as[v] {
				ok = ok && a.top && a.rhs != nil && g.ndUniformExpr(st, a.rhs)
			}
			if !ok {
				delete(st.groupUni, v)
				changed = true
			}
		}
	}
}

// isDeclOf reports whether n is the declaration statement that holds sp.
func isDeclOf(n ast.Node, sp *ast.ValueSpec) bool {
	ds, ok := n.(*ast.DeclStmt)
	if !ok {
		return false
	}
	gd, ok := ds.Decl.(*ast.GenDecl)
	if !ok {
		return false
	}
	for _, s := range gd.Specs {
		if s == ast.Spec(sp) {
			return true
		}
	}
	return false
}

// ndUniformExpr reports whether e is the same for every work-item of a
// group.
func (g *vecGen) ndUniformExpr(st *ndState, e ast.Expr) bool {
	return every(e, func(n ast.Node) (bool, bool) {
		switch x := n.(type) {
		case *ast.CallExpr:
			if name, _, isItem := g.itemCall(x); isItem {
				return uniformItemMethods[name], false
			}
			if tv, isT := g.s.info.Types[x.Fun]; isT && tv.IsType() {
				return true, true
			}
			if id, isID := ast.Unparen(x.Fun).(*ast.Ident); isID {
				if b, isB := g.s.info.Uses[id].(*types.Builtin); isB && (b.Name() == "len" || b.Name() == "min" || b.Name() == "max") {
					return true, true
				}
			}
			return false, false
		case *ast.IndexExpr, *ast.FuncLit, *ast.StarExpr:
			return false, false
		case *ast.UnaryExpr:
			return x.Op != token.AND, true
		case *ast.Ident:
			v := g.varOf(x)
			if v != nil && !g.isParam(v) && g.ndLocal(v) {
				return st.groupUni[v], true
			}
		}
		return true, true
	})
}

// ndSplit turns the body's statements into segments (see segment).
func (g *vecGen) ndSplit(st *ndState, list []ast.Stmt) []*segment {
	return barrierSplit{
		isBarrier: g.isBarrier,
		hoistable: func(s ast.Stmt) bool { return g.ndHoistable(st, s) },
		check: func(s ast.Stmt) bool {
			switch x := s.(type) {
			case *ast.ForStmt:
				for _, h := range []ast.Node{x.Init, x.Post} {
					if h != nil && !g.ndHoistable(st, h.(ast.Stmt)) {
						g.refuse(h, "a loop holding a barrier whose header differs between the work-items of a group")
					}
				}
				if x.Cond != nil && !g.ndUniformExpr(st, x.Cond) {
					g.refuse(x.Cond, "a loop holding a barrier whose condition differs between the work-items of a group")
				}
			case *ast.IfStmt:
				if x.Init != nil || !g.ndUniformExpr(st, x.Cond) {
					g.refuse(x, "an if holding a barrier whose condition differs between the work-items of a group")
				}
			case *ast.BlockStmt:
			default:
				g.refuse(s, "a barrier inside a %s", vecStmtKind(s))
				return false
			}
			return true
		},
	}.split(list, &st.regions)
}

// ndHoistable reports whether a statement only computes group-uniform
// values (or declares constants or types), so that it runs once per
// group.
func (g *vecGen) ndHoistable(st *ndState, s ast.Stmt) bool {
	switch x := s.(type) {
	case *ast.AssignStmt:
		if len(x.Lhs) != len(x.Rhs) {
			return false
		}
		for i, l := range x.Lhs {
			id, ok := ast.Unparen(l).(*ast.Ident)
			if !ok {
				return false
			}
			if id.Name != "_" && !st.groupUni[g.varOf(id)] {
				return false
			}
			if !g.ndUniformExpr(st, x.Rhs[i]) {
				return false
			}
		}
		return true
	case *ast.IncDecStmt:
		id, ok := ast.Unparen(x.X).(*ast.Ident)
		return ok && st.groupUni[g.varOf(id)]
	case *ast.DeclStmt:
		gd, ok := x.Decl.(*ast.GenDecl)
		if !ok {
			return false
		}
		if gd.Tok != token.VAR {
			return true
		}
		for _, sp := range gd.Specs {
			vs := sp.(*ast.ValueSpec)
			for _, id := range vs.Names {
				if !st.groupUni[g.varOf(id)] {
					return false
				}
			}
			for _, e := range vs.Values {
				if !g.ndUniformExpr(st, e) {
					return false
				}
			}
		}
		return true
	}
	return false
}
