package codegen

// This file infers each global-memory parameter's footprint: for its reads
// and its writes, the index expressions as functions of the work-item's
// ids, of loop variables and of values the same for every work-item, and
// the conditions under which each access runs (sycl.Footprint evaluates
// them for a launch). Values are followed through locals assigned once,
// loop variables that move one way, and //kgen:func helpers, which are
// inlined; an index the analysis cannot follow (one that reads memory, is
// computed in floating point, or uses a variable assigned in several
// places) leaves the parameter's reads or writes unknown, with the reason.

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"maps"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// fx is a symbolic integer value: a node of sycl's footprint syntax, or
// unknown (why is set).
type fx struct {
	op   string // sycl's footprint operators, plus gid, lid (lowered when written) and conv
	n    int64
	name string // var: the loop variable; item queries: the method; conv: the Go type; arg, len, ld: the parameter
	ty   string // the integer type of the value (i8 ... u64); "" for untyped constants
	args []*fx
	why  string      // unknown: "file:line:col: reason"
	at   string      // ld: "file:line:col" of the load
	src  string      // ld: the load as written
	ids  bool        // depends on the work-item (ids, loop variables)
	sel  [][]fxGuard // sel: args[i] where sel[i] holds
}

func (x *fx) unknown() bool { return x.why != "" }

type fxGuard struct {
	op   string
	a, b *fx
}

// fpAccess is one access to a global-memory parameter.
type fpAccess struct {
	param  int // index in the kernel's params
	read   bool
	write  bool
	pos    token.Pos
	index  *fx
	guards []fxGuard
	// covered: a read of an element the kernel's body wrote earlier on
	// every way to the read, at an index of the same value (ownWrites).
	covered bool
}

type fpLoopVar struct {
	pos  token.Pos // the loop
	ty   string
	name string
	dir  string // up, down, mul, div
	init *fx
}

// fpFrame is a function being walked (the kernel, or a helper inlined).
type fpFrame struct {
	f       *fn
	counts  map[types.Object]int  // assignments to each variable in the function
	carried map[types.Object]bool // variables assigned in a loop they are declared outside
	returns []*fx
}

// fpWalk walks a kernel, following values.
type fpWalk struct {
	s      *pkgState
	k      *fn
	item   types.Object
	vals   map[types.Object]*fx
	mem    map[types.Object]int // memory parameters (the kernel's, or a helper's) -> kernel param index
	vars   []fpLoopVar
	names  map[string]int
	acc    []fpAccess
	guards []fxGuard
	frames []*fpFrame
	own    ownWrites
}

// paramFootprint is the footprint of one global-memory parameter.
type paramFootprint struct {
	reads, writes       []fpAccess
	all                 []fpAccess // writes every work-item makes (ownWrites.must)
	readsWhy, writesWhy string
	vars                []fpLoopVar // those the accesses use, in definition order
}

// walkKernel walks kernel k, recording its accesses to global memory,
// once: its footprints, its report and the reads of its own writes
// (collect) share the walk.
func (s *pkgState) walkKernel(k *fn) *fpWalk {
	if w := s.walks[k]; w != nil {
		return w
	}
	w := &fpWalk{s: s, k: k, vals: map[types.Object]*fx{}, mem: map[types.Object]int{}, names: map[string]int{}}
	for i, u := range s.atomicUses(k) {
		if u != nil && len(u.ops) > 0 {
			if w.own.atomic == nil {
				w.own.atomic = map[int]bool{}
			}
			w.own.atomic[i] = true
		}
	}
	sig := k.obj.Type().(*types.Signature)
	w.item = sig.Params().At(0)
	frame := w.newFrame(k)
	for i, p := range k.params {
		v := sig.Params().At(i + 1)
		switch p.kind {
		case pGlobal:
			w.mem[v] = i
		case pScalar:
			if frame.carried[v] {
				w.vals[v] = w.unknownf(v.Pos(), "%s changes from one loop iteration to the next", v.Name())
			} else if t := intType(v.Type()); t != "" {
				w.vals[v] = &fx{op: "arg", n: int64(i), name: p.name, ty: t}
			} else {
				w.vals[v] = w.unknownf(v.Pos(), "%s is not an integer", v.Name())
			}
		}
	}
	w.frames = append(w.frames, frame)
	w.block(k.decl.Body.List)
	if body := k.decl.Body.List; len(body) == 0 || !terminates(&ast.BlockStmt{List: body[len(body)-1:]}) {
		w.own.exit() // the end of the body
	}
	w.loads()
	if s.walks == nil {
		s.walks = map[*fn]*fpWalk{}
	}
	s.walks[k] = w
	return w
}

// footprints infers the footprint of each of kernel k's global-memory
// parameters, by index in k.params.
func (s *pkgState) footprints(k *fn) map[int]*paramFootprint {
	w := s.walkKernel(k)
	out := map[int]*paramFootprint{}
	for i, p := range k.params {
		if p.kind != pGlobal {
			continue
		}
		pf := &paramFootprint{}
		for _, a := range w.acc {
			if a.param != i {
				continue
			}
			why := a.index.why
			if why == "" {
				why = w.unbounded(a)
			}
			if a.read && !a.covered {
				pf.reads = append(pf.reads, a)
				if why != "" && pf.readsWhy == "" {
					pf.readsWhy = why
				}
			}
			if a.write {
				pf.writes = append(pf.writes, a)
				if why == "" {
					if msg := writeWhy(a.index); msg != "" {
						why = w.position(a.pos) + ": " + msg
					}
				}
				if why != "" && pf.writesWhy == "" {
					pf.writesWhy = why
				}
			}
		}
		if pf.readsWhy != "" {
			pf.reads = nil
		}
		if pf.writesWhy != "" {
			pf.writes = nil
		}
		if pf.writes != nil {
			pf.all = w.own.must(i)
		}
		pf.vars = w.usedVars(append(slicesClone(pf.reads), pf.writes...))
		out[i] = pf
	}
	return out
}

func slicesClone(a []fpAccess) []fpAccess { return append([]fpAccess(nil), a...) }

// loads keeps the loads (ld) an access's index and conditions make only
// where the footprint can bound them by the loaded elements at launch
// time: in a read, of memory the kernel does not write (a write's
// elements would change while the packages run). A write's index that
// loads leaves the writes unknown, as packages could write the same
// elements; a condition that loads and cannot be kept is dropped, which
// only widens the footprint.
func (w *fpWalk) loads() {
	written := map[int]bool{}
	for _, a := range w.acc {
		if a.write {
			written[a.param] = true
		}
	}
	for i := range w.acc {
		a := &w.acc[i]
		bad := func(ld *fx) bool { return a.write || written[int(ld.n)] }
		if ld := w.findLoad(a.index, bad); ld != nil {
			msg := "the index reads memory (%s)"
			if !a.write {
				msg += ", which the kernel writes"
			}
			a.index = &fx{why: ld.at + ": " + fmt.Sprintf(msg, ld.src)}
		}
		kept := a.guards[:0:0]
		for _, g := range a.guards {
			if w.findLoad(g.a, bad) == nil && w.findLoad(g.b, bad) == nil {
				kept = append(kept, g)
			}
		}
		a.guards = kept
	}
}

// findLoad returns a load in x, or in the initial values of the loop
// variables it uses, for which bad holds (nil if none).
func (w *fpWalk) findLoad(x *fx, bad func(ld *fx) bool) *fx {
	seen := map[string]bool{}
	var find func(x *fx) *fx
	guards := func(gs []fxGuard) *fx {
		for _, g := range gs {
			if f := find(g.a); f != nil {
				return f
			}
			if f := find(g.b); f != nil {
				return f
			}
		}
		return nil
	}
	find = func(x *fx) *fx {
		if x == nil {
			return nil
		}
		switch {
		case x.op == "ld" && bad(x):
			return x
		case x.op == "var" && !seen[x.name]:
			seen[x.name] = true
			for _, v := range w.vars {
				if v.name == x.name {
					if f := find(v.init); f != nil {
						return f
					}
				}
			}
		}
		for _, a := range x.args {
			if f := find(a); f != nil {
				return f
			}
		}
		for _, gs := range x.sel {
			if f := guards(gs); f != nil {
				return f
			}
		}
		return nil
	}
	return find(x)
}

// unbounded says which loop variable of a's index moves without a bound
// among the conditions a runs under.
func (w *fpWalk) unbounded(a fpAccess) string {
	bounded := map[string]bool{}
	var mark func(x *fx)
	mark = func(x *fx) {
		if x.op == "var" {
			bounded[x.name] = true
		}
		for _, y := range x.args {
			mark(y)
		}
	}
	for _, g := range a.guards {
		mark(g.a)
		mark(g.b)
	}
	var why string
	var walk func(x *fx)
	walk = func(x *fx) {
		if x.op == "var" && !bounded[x.name] && why == "" {
			for _, v := range w.vars {
				if v.name == x.name && v.dir != "div" {
					why = fmt.Sprintf("%s: the loop's %s has no bound the analysis follows", w.position(v.pos), strings.SplitN(v.name, "#", 2)[0])
				}
			}
		}
		for _, y := range x.args {
			walk(y)
		}
		for _, gs := range x.sel {
			for _, g := range gs {
				mark(g.a)
				mark(g.b)
			}
		}
	}
	walk(a.index)
	return why
}

// writeWhy says why a write's index cannot place it: not affine in the
// work-item's ids, or the same for every work-item.
func writeWhy(x *fx) string {
	if !x.ids {
		return fmt.Sprintf("the index %s is the same for every work-item: packages would write the same elements", x.infix())
	}
	var why string
	var walk func(x *fx)
	walk = func(x *fx) {
		if why != "" {
			return
		}
		switch x.op {
		case "*":
			if x.args[0].ids && x.args[1].ids {
				why = fmt.Sprintf("the index multiplies two values that vary by work-item (%s)", x.infix())
			}
		case "min", "max":
			if x.ids {
				why = fmt.Sprintf("the index takes the %s of a value that varies by work-item (%s)", x.op, x.infix())
			}
		case "sel":
			if x.ids {
				why = fmt.Sprintf("the index depends on a condition (%s)", x.infix())
			}
		}
		for _, a := range x.args {
			walk(a)
		}
	}
	walk(x)
	return why
}

// usedVars lists the loop variables the accesses use, with those their
// initial values use, in definition order.
func (w *fpWalk) usedVars(acc []fpAccess) []fpLoopVar {
	used := map[string]bool{}
	var mark func(x *fx)
	mark = func(x *fx) {
		if x.op == "var" && !used[x.name] {
			used[x.name] = true
			for _, v := range w.vars {
				if v.name == x.name {
					mark(v.init)
				}
			}
		}
		for _, a := range x.args {
			mark(a)
		}
		for _, gs := range x.sel {
			for _, g := range gs {
				mark(g.a)
				mark(g.b)
			}
		}
	}
	for _, a := range acc {
		mark(a.index)
		for _, g := range a.guards {
			mark(g.a)
			mark(g.b)
		}
	}
	var out []fpLoopVar
	for _, v := range w.vars {
		if used[v.name] {
			out = append(out, v)
		}
	}
	return out
}

func (w *fpWalk) frame() *fpFrame { return w.frames[len(w.frames)-1] }

// newFrame counts the assignments to each variable of f, and finds those
// assigned in a loop they are declared outside: their value at a use may
// come from an earlier iteration (loop variables aside), so the analysis
// does not follow them.
func (w *fpWalk) newFrame(f *fn) *fpFrame {
	fr := &fpFrame{f: f, counts: map[types.Object]int{}, carried: map[types.Object]bool{}}
	type region struct{ lo, hi token.Pos }
	var loops []region
	ast.Inspect(f.decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ForStmt:
			lo := n.Pos()
			if n.Init != nil {
				lo = n.Init.End()
			}
			loops = append(loops, region{lo, n.End()})
		case *ast.RangeStmt:
			loops = append(loops, region{n.Pos(), n.End()})
		}
		return true
	})
	depth := func(p token.Pos) int {
		d := 0
		for _, r := range loops {
			if p >= r.lo && p < r.hi {
				d++
			}
		}
		return d
	}
	use := func(e ast.Expr) {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return
		}
		o := w.s.info.Defs[id]
		if o == nil {
			o = w.s.info.Uses[id]
		}
		if o == nil {
			return
		}
		fr.counts[o]++
		if depth(id.Pos()) > depth(o.Pos()) {
			fr.carried[o] = true
		}
	}
	ast.Inspect(f.decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				use(l)
			}
		case *ast.IncDecStmt:
			use(n.X)
		case *ast.ValueSpec:
			for _, nm := range n.Names {
				use(nm)
			}
		case *ast.RangeStmt:
			if n.Key != nil {
				use(n.Key)
			}
		}
		return true
	})
	return fr
}

func (w *fpWalk) position(p token.Pos) string { return w.s.shortPos(p) }

// shortPos is file:line:col with the file's base name.
func (s *pkgState) shortPos(p token.Pos) string {
	pos := s.fset.Position(p)
	return fmt.Sprintf("%s:%d:%d", filepath.Base(pos.Filename), pos.Line, pos.Column)
}

func (w *fpWalk) unknownf(p token.Pos, format string, args ...any) *fx {
	return &fx{why: w.position(p) + ": " + fmt.Sprintf(format, args...)}
}

// Statements.

func (w *fpWalk) block(list []ast.Stmt) {
	saved := len(w.guards)
	for _, st := range list {
		w.stmt(st)
	}
	w.guards = w.guards[:saved]
}

// terminates reports whether a block always leaves the enclosing block.
func terminates(b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	switch st := b.List[len(b.List)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BranchStmt:
		return st.Tok == token.BREAK || st.Tok == token.CONTINUE
	case *ast.BlockStmt:
		return terminates(st)
	}
	return false
}

func (w *fpWalk) stmt(st ast.Stmt) {
	switch st := st.(type) {
	case *ast.BlockStmt:
		w.block(st.List)
	case *ast.LabeledStmt:
		w.stmt(st.Stmt)
	case *ast.ExprStmt:
		w.eval(st.X)
	case *ast.AssignStmt:
		w.assign(st)
	case *ast.IncDecStmt:
		if id, ok := ast.Unparen(st.X).(*ast.Ident); ok {
			o := w.s.info.Uses[id]
			op := map[token.Token]string{token.INC: "+", token.DEC: "-"}[st.Tok]
			w.setVar(o, w.node(op, intType(o.Type()), w.valueOf(o, id), &fx{op: "int", n: 1}))
			return
		}
		w.lvalue(st.X, true)
	case *ast.DeclStmt:
		gd, ok := st.Decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			return
		}
		for _, sp := range gd.Specs {
			vs := sp.(*ast.ValueSpec)
			for i, nm := range vs.Names {
				o := w.s.info.Defs[nm]
				switch {
				case i < len(vs.Values):
					w.setVar(o, w.eval(vs.Values[i]))
				case o != nil && intType(o.Type()) != "":
					w.setVar(o, &fx{op: "int", ty: intType(o.Type())})
				case o != nil:
					w.setVar(o, w.unknownf(nm.Pos(), "%s is not an integer", nm.Name))
				}
			}
		}
	case *ast.ReturnStmt:
		for _, r := range st.Results {
			v := w.eval(r)
			if len(st.Results) == 1 {
				fr := w.frame()
				fr.returns = append(fr.returns, v)
			}
		}
		if len(w.frames) == 1 {
			w.own.exit()
		}
	case *ast.IfStmt:
		saved := len(w.guards)
		if st.Init != nil {
			w.stmt(st.Init)
		}
		t, f := w.cond(st.Cond)
		before, ownBefore := w.snapshot(), w.own.save()
		w.guards = append(w.guards, t...)
		w.block(st.Body.List)
		w.guards = w.guards[:saved]
		var alts []fpAlt
		var ownWays [][]ownWrite
		if !terminates(st.Body) {
			alts = append(alts, fpAlt{t, w.snapshot()})
			ownWays = append(ownWays, w.own.set)
		}
		w.vals = maps.Clone(before)
		w.own.set = slices.Clone(ownBefore)
		if st.Else != nil {
			w.guards = append(w.guards, f...)
			w.stmt(st.Else)
			w.guards = w.guards[:saved]
		}
		if eb, ok := st.Else.(*ast.BlockStmt); !ok || !terminates(eb) {
			alts = append(alts, fpAlt{f, w.snapshot()})
			ownWays = append(ownWays, w.own.set)
		}
		w.join(before, alts)
		w.own.meet(ownBefore, ownWays)
		// What follows runs only where a terminating branch did not.
		switch {
		case st.Else == nil && terminates(st.Body):
			w.guards = append(w.guards, f...)
		case st.Else != nil && !terminates(st.Body):
			if eb, ok := st.Else.(*ast.BlockStmt); ok && terminates(eb) {
				w.guards = append(w.guards, t...)
			}
		}
	case *ast.ForStmt:
		saved := len(w.guards)
		induction := w.induction(st)
		if st.Init != nil && !induction {
			w.stmt(st.Init)
		}
		ownBefore := w.own.save()
		if st.Cond != nil {
			t, _ := w.cond(st.Cond)
			w.guards = append(w.guards, t...)
		}
		w.block(st.Body.List)
		if st.Post != nil && !induction {
			// A continue runs the post statement without the rest of
			// the body.
			w.own.set = slices.Clone(ownBefore)
			w.stmt(st.Post)
		}
		w.guards = w.guards[:saved]
		w.own.set = ownBefore // the body may not run
	case *ast.RangeStmt:
		saved := len(w.guards)
		n := w.eval(st.X)
		ownBefore := w.own.save()
		defer func() { w.own.set = ownBefore }() // the body may not run
		if id, ok := st.Key.(*ast.Ident); ok && id.Name != "_" {
			v := w.s.info.Defs[id]
			if v == nil {
				break
			}
			if w.frame().counts[v] != 1 || n.unknown() {
				w.vals[v] = w.unknownf(id.Pos(), "%s is assigned in the loop", id.Name)
			} else {
				x := w.loopVar(st.Pos(), v, "up", &fx{op: "int", ty: intType(v.Type())})
				w.vals[v] = x
				w.guards = append(w.guards, fxGuard{"<", x, n})
			}
		}
		w.block(st.Body.List)
		w.guards = w.guards[:saved]
	case *ast.SwitchStmt:
		saved := len(w.guards)
		if st.Init != nil {
			w.stmt(st.Init)
		}
		var tag *fx
		if st.Tag != nil {
			tag = w.eval(st.Tag)
		}
		before, ownBefore := w.snapshot(), w.own.save()
		var alts []fpAlt
		var ownWays [][]ownWrite
		deflt := false
		for _, c := range st.Body.List {
			cl := c.(*ast.CaseClause)
			w.own.set = slices.Clone(ownBefore)
			var gs []fxGuard
			for _, e := range cl.List {
				if st.Tag == nil {
					t, _ := w.cond(e)
					if len(cl.List) == 1 {
						gs = t
					}
					continue
				}
				v := w.eval(e)
				if len(cl.List) == 1 && !v.unknown() && !tag.unknown() && intType(w.s.info.TypeOf(e)) != "" {
					gs = []fxGuard{{"==", tag, v}}
				}
			}
			in := len(w.guards)
			w.guards = append(w.guards, gs...)
			w.vals = maps.Clone(before)
			w.block(cl.Body)
			w.guards = w.guards[:in]
			if !terminates(&ast.BlockStmt{List: cl.Body}) {
				alts = append(alts, fpAlt{gs, w.snapshot()})
				ownWays = append(ownWays, w.own.set)
			}
			deflt = deflt || cl.List == nil
		}
		if !deflt {
			alts = append(alts, fpAlt{nil, before})
			ownWays = append(ownWays, ownBefore)
		}
		w.join(before, alts)
		w.own.meet(ownBefore, ownWays)
		if breaks(st.Body) {
			w.own.set = ownBefore // a break leaves from the middle of a case
		}
		w.guards = w.guards[:saved]
	}
}

// induction recognises `for k := init; cond; post` where k moves one way
// and only in post; it declares k a loop variable.
func (w *fpWalk) induction(st *ast.ForStmt) bool {
	init, ok := st.Init.(*ast.AssignStmt)
	if !ok || init.Tok != token.DEFINE || len(init.Lhs) != 1 || len(init.Rhs) != 1 || st.Post == nil {
		return false
	}
	id, ok := init.Lhs[0].(*ast.Ident)
	if !ok {
		return false
	}
	v := w.s.info.Defs[id]
	if v == nil || w.frame().counts[v] != 2 || intType(v.Type()) == "" {
		return false
	}
	dir := ""
	switch post := st.Post.(type) {
	case *ast.IncDecStmt:
		if x, ok := post.X.(*ast.Ident); ok && w.s.info.Uses[x] == v {
			dir = map[token.Token]string{token.INC: "up", token.DEC: "down"}[post.Tok]
		}
	case *ast.AssignStmt:
		x, ok := post.Lhs[0].(*ast.Ident)
		if !ok || w.s.info.Uses[x] != v || len(post.Rhs) != 1 {
			return false
		}
		c, ok := w.s.constInt(post.Rhs[0])
		if !ok {
			return false
		}
		switch {
		case post.Tok == token.ADD_ASSIGN && c > 0, post.Tok == token.SUB_ASSIGN && c < 0:
			dir = "up"
		case post.Tok == token.SUB_ASSIGN && c > 0, post.Tok == token.ADD_ASSIGN && c < 0:
			dir = "down"
		case post.Tok == token.MUL_ASSIGN && c >= 2, post.Tok == token.SHL_ASSIGN && c >= 1:
			dir = "mul"
		case post.Tok == token.QUO_ASSIGN && c >= 2, post.Tok == token.SHR_ASSIGN && c >= 1:
			dir = "div"
		}
	}
	if dir == "" {
		return false
	}
	init0 := w.eval(init.Rhs[0])
	if init0.unknown() {
		w.vals[v] = init0
		return true
	}
	w.vals[v] = w.loopVar(st.Pos(), v, dir, init0)
	return true
}

func (w *fpWalk) loopVar(pos token.Pos, v types.Object, dir string, init *fx) *fx {
	name := v.Name()
	if n := w.names[name]; n > 0 {
		name = fmt.Sprintf("%s#%d", name, n+1)
	}
	w.names[v.Name()]++
	w.vars = append(w.vars, fpLoopVar{pos: pos, ty: intType(v.Type()), name: name, dir: dir, init: init})
	return &fx{op: "var", name: name, ty: intType(v.Type()), ids: true}
}

// setVar records o's value after an assignment.
func (w *fpWalk) setVar(o types.Object, v *fx) {
	if o == nil {
		return
	}
	if w.frame().carried[o] {
		v = w.unknownf(o.Pos(), "%s changes from one loop iteration to the next", o.Name())
	}
	w.vals[o] = v
}

// valueOf is o's value where id uses it.
func (w *fpWalk) valueOf(o types.Object, id *ast.Ident) *fx {
	if v, ok := w.vals[o]; ok {
		return v
	}
	return w.unknownf(id.Pos(), "%s is not a value the analysis follows", id.Name)
}

var assignOps = map[token.Token]string{
	token.ADD_ASSIGN: "+", token.SUB_ASSIGN: "-", token.MUL_ASSIGN: "*", token.QUO_ASSIGN: "/",
	token.REM_ASSIGN: "%", token.SHL_ASSIGN: "<<", token.SHR_ASSIGN: ">>", token.AND_ASSIGN: "&",
}

func (w *fpWalk) assign(st *ast.AssignStmt) {
	vals := make([]*fx, len(st.Rhs))
	for i, r := range st.Rhs {
		vals[i] = w.eval(r)
	}
	op := st.Tok != token.ASSIGN && st.Tok != token.DEFINE
	for i, l := range st.Lhs {
		if id, ok := ast.Unparen(l).(*ast.Ident); ok {
			if id.Name == "_" || len(st.Lhs) != len(st.Rhs) {
				continue
			}
			o := w.s.info.Defs[id]
			if o == nil {
				o = w.s.info.Uses[id]
			}
			v := vals[i]
			if op {
				ty := intType(w.s.info.TypeOf(l))
				switch name, ok := assignOps[st.Tok]; {
				case ty == "":
					v = w.unknownf(id.Pos(), "%s is not an integer", id.Name)
				case !ok:
					v = w.unknownf(st.TokPos, "operator %s is not followed", st.Tok)
				default:
					v = w.node(name, ty, w.valueOf(o, id), v)
				}
			}
			w.setVar(o, v)
			continue
		}
		w.lvalue(l, op)
	}
}

// fpAlt is a way through a branching statement: where it runs, and the
// values it leaves.
type fpAlt struct {
	guards []fxGuard
	vals   map[types.Object]*fx
}

func (w *fpWalk) snapshot() map[types.Object]*fx { return maps.Clone(w.vals) }

// join sets the values after a branching statement: a variable one way
// changed holds, after it, the value of the way taken.
func (w *fpWalk) join(before map[types.Object]*fx, alts []fpAlt) {
	w.vals = maps.Clone(before)
	if len(alts) == 0 {
		return // what follows is unreachable
	}
	for o := range before {
		var vs []*fx
		var gs [][]fxGuard
		same := true
		for _, a := range alts {
			v := a.vals[o]
			same = same && v == alts[0].vals[o]
			vs, gs = append(vs, v), append(gs, a.guards)
		}
		switch {
		case same:
			w.vals[o] = vs[0]
		default:
			n := &fx{op: "sel", ty: intType(o.Type()), args: vs, sel: gs}
			for _, v := range vs {
				if v.unknown() {
					n = v
					break
				}
				n.ids = n.ids || v.ids
			}
			if n.op == "sel" && n.ty == "" {
				n = w.unknownf(o.Pos(), "%s is not an integer", o.Name())
			}
			w.vals[o] = n
		}
	}
}

// lvalue records the write (and, for read-modify-write, the read) of a
// memory element, and the reads its indices make.
func (w *fpWalk) lvalue(e ast.Expr, read bool) { w.lvalueOf(e, read, true) }

// lvalueOf is lvalue, where whole says that e is all of the element (not
// a field or a vector lane of it).
func (w *fpWalk) lvalueOf(e ast.Expr, read, whole bool) {
	switch x := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		if p, ok := w.memParam(x.X); ok {
			a := w.record(p, read, true, x)
			if whole {
				w.own.wrote(w, a)
			}
			return
		}
		w.eval(x.Index)
		w.lvalueOf(x.X, read, false)
	case *ast.SelectorExpr:
		w.lvalueOf(x.X, read, false)
	}
}

// memParam returns the kernel parameter a memory identifier stands for.
func (w *fpWalk) memParam(e ast.Expr) (int, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return 0, false
	}
	p, ok := w.mem[w.s.info.Uses[id]]
	return p, ok
}

// record records an access and returns it; a read the kernel's own
// earlier writes cover is marked so (ownWrites).
func (w *fpWalk) record(p int, read, write bool, ix *ast.IndexExpr) *fpAccess {
	idx := w.eval(ix.Index)
	w.acc = append(w.acc, fpAccess{param: p, read: read, write: write, pos: ix.Pos(), index: idx, guards: append([]fxGuard(nil), w.guards...)})
	a := &w.acc[len(w.acc)-1]
	if read {
		a.covered = w.own.covers(w, a, ix)
	}
	return a
}

// cond evaluates a condition, returning the guards that hold where it is
// true and where it is false.
func (w *fpWalk) cond(e ast.Expr) (t, f []fxGuard) {
	switch x := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LAND:
			t1, _ := w.cond(x.X)
			saved := len(w.guards)
			w.guards = append(w.guards, t1...)
			t2, _ := w.cond(x.Y)
			w.guards = w.guards[:saved]
			return append(t1, t2...), nil
		case token.LOR:
			_, f1 := w.cond(x.X)
			saved := len(w.guards)
			w.guards = append(w.guards, f1...)
			_, f2 := w.cond(x.Y)
			w.guards = w.guards[:saved]
			return nil, append(f1, f2...)
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			a, b := w.eval(x.X), w.eval(x.Y)
			if a.unknown() || b.unknown() || intType(w.s.info.TypeOf(x.X)) == "" {
				return nil, nil
			}
			neg := map[token.Token]string{token.EQL: "!=", token.NEQ: "==", token.LSS: ">=", token.LEQ: ">", token.GTR: "<=", token.GEQ: "<"}
			return []fxGuard{{x.Op.String(), a, b}}, []fxGuard{{neg[x.Op], a, b}}
		}
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			t, f := w.cond(x.X)
			return f, t
		}
	}
	w.eval(e)
	return nil, nil
}

// intType names an integer type as sycl's footprint syntax does ("" for
// other types).
func intType(t types.Type) string {
	if t == nil {
		return ""
	}
	b, ok := t.Underlying().(*types.Basic)
	if !ok || b.Info()&types.IsInteger == 0 {
		return ""
	}
	switch b.Kind() {
	case types.Int8:
		return "i8"
	case types.Int16:
		return "i16"
	case types.Int32, types.UntypedRune:
		return "i32"
	case types.Uint8:
		return "u8"
	case types.Uint16:
		return "u16"
	case types.Uint32:
		return "u32"
	case types.Uint, types.Uint64, types.Uintptr:
		return "u64"
	}
	return "i64"
}

// Expressions.

// eval returns e's value, recording the memory accesses it makes.
func (w *fpWalk) eval(e ast.Expr) *fx {
	info := w.s.info
	ty := intType(info.TypeOf(e))
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() != constant.Int {
			return w.unknownf(e.Pos(), "%s is not an integer", exprString(e))
		}
		n, exact := constant.Int64Val(tv.Value)
		if !exact {
			return w.unknownf(e.Pos(), "%s overflows int64", exprString(e))
		}
		if b, ok := tv.Type.(*types.Basic); ok && b.Info()&types.IsUntyped != 0 {
			ty = ""
		}
		return &fx{op: "int", n: n, ty: ty}
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return w.eval(x.X)
	case *ast.Ident:
		o := info.Uses[x]
		if v, ok := w.vals[o]; ok {
			return v
		}
		return w.unknownf(x.Pos(), "%s is not a value the analysis follows", x.Name)
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LAND, token.LOR, token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			w.cond(x)
			return w.unknownf(x.Pos(), "%s is not an integer", exprString(x))
		}
		a, b := w.eval(x.X), w.eval(x.Y)
		op := map[token.Token]string{token.ADD: "+", token.SUB: "-", token.MUL: "*", token.QUO: "/", token.REM: "%", token.SHL: "<<", token.SHR: ">>", token.AND: "&"}[x.Op]
		switch {
		case ty == "":
			return w.unknownf(x.Pos(), "the index is computed in floating point (%s)", exprString(x))
		case op == "":
			return w.unknownf(x.OpPos, "operator %s is not followed", x.Op)
		}
		return w.node(op, ty, a, b)
	case *ast.UnaryExpr:
		a := w.eval(x.X)
		switch {
		case ty == "":
			return w.unknownf(x.Pos(), "%s is not an integer", exprString(x))
		case x.Op == token.SUB:
			return w.node("neg", ty, a)
		case x.Op == token.ADD:
			return a
		}
		return w.unknownf(x.Pos(), "operator %s is not followed", x.Op)
	case *ast.IndexExpr:
		if p, ok := w.memParam(x.X); ok {
			w.record(p, true, false, x)
			idx := w.acc[len(w.acc)-1].index
			if idx.unknown() || ty == "" {
				return w.unknownf(x.Pos(), "the index reads memory (%s)", exprString(x))
			}
			// A load: the footprint bounds it by the elements a slab
			// loads, where the kernel does not write them (loads).
			return &fx{op: "ld", n: int64(p), name: w.k.params[p].name, ty: ty, args: []*fx{idx}, ids: idx.ids, at: w.position(x.Pos()), src: exprString(x)}
		}
		w.eval(x.X)
		w.eval(x.Index)
		return w.unknownf(x.Pos(), "the index reads an array (%s)", exprString(x))
	case *ast.SelectorExpr:
		w.eval(x.X)
		return w.unknownf(x.Pos(), "the index reads a field (%s)", exprString(x))
	case *ast.CompositeLit:
		for _, el := range x.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			w.eval(el)
		}
		return w.unknownf(x.Pos(), "%s is not an integer", exprString(x))
	case *ast.CallExpr:
		return w.call(x, ty)
	}
	return w.unknownf(e.Pos(), "%s is not followed", exprString(e))
}

// node builds op(args) of type ty, unknown if an argument is.
func (w *fpWalk) node(op, ty string, args ...*fx) *fx {
	n := &fx{op: op, ty: ty, args: args}
	for _, a := range args {
		if a.unknown() {
			return a
		}
		n.ids = n.ids || a.ids
	}
	return n
}

func (w *fpWalk) call(c *ast.CallExpr, ty string) *fx {
	info := w.s.info
	if tv, ok := info.Types[c.Fun]; ok && tv.IsType() {
		a := w.eval(c.Args[0])
		if a.unknown() {
			return a
		}
		if ty == "" || intType(info.TypeOf(c.Args[0])) == "" {
			return w.unknownf(c.Pos(), "the index is converted from floating point (%s)", exprString(c))
		}
		return &fx{op: "conv", name: w.s.typeString(tv.Type), ty: ty, args: []*fx{a}, ids: a.ids}
	}
	evalArgs := func() []*fx {
		var out []*fx
		for _, a := range c.Args {
			out = append(out, w.eval(a))
		}
		return out
	}
	switch fun := ast.Unparen(c.Fun).(type) {
	case *ast.Ident:
		switch o := info.Uses[fun].(type) {
		case *types.Builtin:
			switch o.Name() {
			case "len":
				if p, ok := w.memParam(c.Args[0]); ok {
					return &fx{op: "len", n: int64(p), name: w.k.params[p].name, ty: "i64"}
				}
				w.eval(c.Args[0])
				return w.unknownf(c.Pos(), "%s is not followed", exprString(c))
			case "min", "max":
				args := evalArgs()
				if ty == "" {
					return w.unknownf(c.Pos(), "the index is computed in floating point (%s)", exprString(c))
				}
				v := args[0]
				for _, a := range args[1:] {
					v = w.node(o.Name(), ty, v, a)
				}
				return v
			}
		case *types.Func:
			if h := w.s.funcs[o]; h != nil {
				return w.inline(h, c)
			}
		}
	case *ast.SelectorExpr:
		if id, ok := ast.Unparen(fun.X).(*ast.Ident); ok && info.Uses[id] == w.item && w.item != nil {
			return w.itemQuery(fun.Sel.Name, c)
		}
		if fo, ok := info.Uses[fun.Sel].(*types.Func); ok && fo.Pkg() != nil && fo.Pkg().Path() == atomicPath && len(c.Args) > 0 {
			if u, ok := ast.Unparen(c.Args[0]).(*ast.UnaryExpr); ok && u.Op == token.AND {
				w.lvalueOf(u.X, true, false)
			}
			for _, a := range c.Args[1:] {
				w.eval(a)
			}
			return w.unknownf(c.Pos(), "the index reads memory (%s)", exprString(c))
		}
		w.eval(fun.X)
	}
	evalArgs()
	if ty == "" {
		return w.unknownf(c.Pos(), "the index is computed from %s, not an integer", exprString(c))
	}
	return w.unknownf(c.Pos(), "%s is not followed", exprString(c))
}

func (w *fpWalk) itemQuery(name string, c *ast.CallExpr) *fx {
	d := int64(0)
	if len(c.Args) == 1 {
		d, _ = w.s.constInt(c.Args[0])
	}
	n := &fx{name: name, n: d, ty: "i64"}
	switch name {
	case "ID", "GlobalID":
		n.op, n.ids = "id", true
	case "Range", "GlobalRange":
		n.op = "range"
	case "Offset":
		n.op = "off"
	case "LocalRange":
		n.op = "lrange"
	case "GroupRange":
		n.op = "grange"
	case "LocalID":
		n.op, n.ids = "lid", true
	case "GroupID":
		n.op, n.ids = "gid", true
	case "LinearID", "GlobalLinearID":
		n.op, n.ids = "linid", true
	case "LocalLinearID":
		n.op, n.ids = "llin", true
	case "GroupLinearID":
		n.op, n.ids = "glin", true
	case "Dims":
		n.op = "dims"
	default:
		return w.unknownf(c.Pos(), "%s is not an integer", exprString(c))
	}
	return n
}

// inline walks helper h called at c, its parameters bound to the
// arguments, and returns its result.
func (w *fpWalk) inline(h *fn, c *ast.CallExpr) *fx {
	sig := h.obj.Type().(*types.Signature)
	fr := w.newFrame(h)
	type saved struct {
		o   types.Object
		v   *fx
		had bool
	}
	var restore []saved
	bind := func(o types.Object, v *fx) {
		old, had := w.vals[o]
		restore = append(restore, saved{o, old, had})
		w.vals[o] = v
	}
	for i, a := range c.Args {
		if i >= sig.Params().Len() {
			break
		}
		p := sig.Params().At(i)
		if _, isSlice := p.Type().Underlying().(*types.Slice); isSlice {
			if mp, ok := w.memParam(a); ok {
				w.mem[p] = mp
			} else {
				delete(w.mem, p) // local memory
			}
			continue
		}
		v := w.eval(a)
		if fr.carried[p] {
			v = w.unknownf(p.Pos(), "%s changes from one loop iteration to the next in %s", p.Name(), h.name)
		}
		bind(p, v)
	}
	w.frames = append(w.frames, fr)
	w.block(h.decl.Body.List)
	w.frames = w.frames[:len(w.frames)-1]
	for i := len(restore) - 1; i >= 0; i-- {
		if restore[i].had {
			w.vals[restore[i].o] = restore[i].v
		} else {
			delete(w.vals, restore[i].o)
		}
	}
	n := 0
	ast.Inspect(h.decl.Body, func(x ast.Node) bool {
		if _, ok := x.(*ast.ReturnStmt); ok {
			n++
		}
		return true
	})
	body := h.decl.Body.List
	if n == 1 && len(fr.returns) == 1 && len(body) > 0 {
		if _, last := body[len(body)-1].(*ast.ReturnStmt); last {
			return fr.returns[0]
		}
	}
	return w.unknownf(c.Pos(), "helper %s returns from several places", h.name)
}

// Writing.

// sexp writes x in sycl's footprint syntax, in a context of type ctx.
func (x *fx) sexp(ctx string) string {
	if x.ty != "" && x.ty != ctx {
		return "(as " + x.ty + " " + x.sexp1(x.ty) + ")"
	}
	return x.sexp1(ctx)
}

func (x *fx) sexp1(ctx string) string {
	switch x.op {
	case "int":
		return strconv.FormatInt(x.n, 10)
	case "conv":
		return x.args[0].sexp(ctx)
	case "id", "range", "off", "lrange", "grange", "arg", "len":
		return fmt.Sprintf("(%s %d)", x.op, x.n)
	case "gid":
		return fmt.Sprintf("(/ (- (id %d) (off %d)) (lrange %d))", x.n, x.n, x.n)
	case "lid":
		return fmt.Sprintf("(%% (- (id %d) (off %d)) (lrange %d))", x.n, x.n, x.n)
	case "linid", "llin", "glin", "dims":
		return "(" + x.op + ")"
	case "var":
		return "(var " + x.name + ")"
	case "ld":
		return fmt.Sprintf("(ld %d %s)", x.n, x.args[0].sexp("i64"))
	case "sel":
		s := "(sel"
		for i, a := range x.args {
			s += " (" + guardsSexp(x.sel[i]) + ") " + a.sexp(ctx)
		}
		return s + ")"
	}
	s := "(" + x.op
	for _, a := range x.args {
		s += " " + a.sexp(ctx)
	}
	return s + ")"
}

func guardsSexp(gs []fxGuard) string {
	var out []string
	for _, g := range gs {
		out = append(out, fmt.Sprintf("(%s %s %s)", g.op, g.a.sexp("i64"), g.b.sexp("i64")))
	}
	return strings.Join(out, " ")
}

func guardsInfix(gs []fxGuard) string {
	var out []string
	for _, g := range gs {
		out = append(out, g.a.infix()+" "+g.op+" "+g.b.infix())
	}
	return strings.Join(out, " && ")
}

var precedence = map[string]int{"*": 5, "/": 5, "%": 5, "<<": 5, ">>": 5, "&": 5, "+": 4, "-": 4}

// infix writes x as Go would (for kgen -v).
func (x *fx) infix() string {
	switch x.op {
	case "int":
		return strconv.FormatInt(x.n, 10)
	case "conv":
		return x.name + "(" + x.args[0].infix() + ")"
	case "id", "range", "off", "lrange", "grange", "lid", "gid":
		return fmt.Sprintf("%s(%d)", x.name, x.n)
	case "linid", "llin", "glin", "dims":
		return x.name + "()"
	case "arg", "var":
		return x.name
	case "len":
		return "len(" + x.name + ")"
	case "ld":
		return x.name + "[" + x.args[0].infix() + "]"
	case "neg":
		return "-" + x.args[0].paren(6)
	case "min", "max":
		return fmt.Sprintf("%s(%s, %s)", x.op, x.args[0].infix(), x.args[1].infix())
	case "sel":
		var alts []string
		for i, a := range x.args {
			if c := guardsInfix(x.sel[i]); c != "" {
				alts = append(alts, a.infix()+" if "+c)
			} else {
				alts = append(alts, a.infix())
			}
		}
		return "either(" + strings.Join(alts, ", ") + ")"
	}
	p := precedence[x.op]
	return x.args[0].paren(p) + " " + x.op + " " + x.args[1].paren(p+1)
}

func (x *fx) paren(p int) string {
	if q, ok := precedence[x.op]; ok && q < p {
		return "(" + x.infix() + ")"
	}
	return x.infix()
}

// sexp writes the parameter's footprint in sycl's syntax.
func (pf *paramFootprint) sexp(s *pkgState) string {
	if pf == nil {
		return ""
	}
	var b strings.Builder
	for _, v := range pf.vars {
		fmt.Fprintf(&b, "(var %s %s %s %s) ", v.name, v.ty, v.dir, v.init.sexp("i64"))
	}
	write := func(tag string, acc []fpAccess) {
		for _, a := range acc {
			fmt.Fprintf(&b, "(%s %q %s", tag, s.shortPos(a.pos), a.index.sexp("i64"))
			if len(a.guards) > 0 {
				b.WriteString(" " + guardsSexp(a.guards))
			}
			b.WriteString(") ")
		}
	}
	write("r", pf.reads)
	write("w", pf.writes)
	write("wall", pf.all)
	if pf.readsWhy != "" {
		fmt.Fprintf(&b, "(r? %q) ", pf.readsWhy)
	}
	if pf.writesWhy != "" {
		fmt.Fprintf(&b, "(w? %q) ", pf.writesWhy)
	}
	return strings.TrimSpace(b.String())
}

// describe writes the accesses for kgen -v: each index with its
// conditions, the same ones once.
func describe(name string, acc []fpAccess) []string {
	var out []string
	seen := map[string]bool{}
	for _, a := range acc {
		s := name + "[" + a.index.infix() + "]"
		if c := guardsInfix(a.guards); c != "" {
			s += " if " + c
		}
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

// KernelFootprint is what kgen inferred about a kernel's global-memory
// parameters (kgen -v prints it).
type KernelFootprint struct {
	Pos    token.Position
	Kernel string
	Params []ParamFootprint
}

// ParamFootprint is one global-memory parameter's footprint: the index
// expressions of its reads and writes, each with the conditions it runs
// under and the loop variables they use, or why they are unknown (then
// the coexecutor moves the whole parameter for reads, and refuses to
// co-execute writes).
type ParamFootprint struct {
	Name                        string
	Reads, Writes               []string
	WritesAll                   []string // the elements every work-item writes (walls)
	ReadsUnknown, WritesUnknown string
	Loops                       []string // "k from 0 up", ...
	Syntax                      string   // as the binding records it (sycl.NewFootprint)
}

func (k KernelFootprint) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: kernel %s\n", k.Pos, k.Kernel)
	for _, p := range k.Params {
		line := func(what string, acc []string, why string) {
			switch {
			case why != "":
				fmt.Fprintf(&b, "\t%s %s: unknown: %s\n", p.Name, what, why)
			case len(acc) == 0:
			default:
				fmt.Fprintf(&b, "\t%s %s: %s\n", p.Name, what, strings.Join(acc, "; "))
			}
		}
		line("reads", p.Reads, p.ReadsUnknown)
		line("writes", p.Writes, p.WritesUnknown)
		line("every work-item writes", p.WritesAll, "")
		if len(p.Loops) > 0 {
			fmt.Fprintf(&b, "\t%s loops: %s\n", p.Name, strings.Join(p.Loops, "; "))
		}
	}
	return b.String()
}

// report describes kernel k's footprints for kgen -v.
func (s *pkgState) report(k *fn, fps map[int]*paramFootprint) KernelFootprint {
	r := KernelFootprint{Pos: s.fset.Position(k.decl.Name.Pos()), Kernel: k.name}
	for i, p := range k.params {
		pf := fps[i]
		if pf == nil {
			continue
		}
		pr := ParamFootprint{Name: p.name, Reads: describe(p.name, pf.reads), Writes: describe(p.name, pf.writes), WritesAll: describe(p.name, pf.all), ReadsUnknown: pf.readsWhy, WritesUnknown: pf.writesWhy, Syntax: pf.sexp(s)}
		for _, v := range pf.vars {
			how := map[string]string{"up": "up", "down": "down", "mul": "multiplied", "div": "divided"}[v.dir]
			pr.Loops = append(pr.Loops, fmt.Sprintf("%s from %s %s", v.name, v.init.infix(), how))
		}
		r.Params = append(r.Params, pr)
	}
	return r
}
