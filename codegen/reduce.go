package codegen

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"math"
	"strings"
)

// This file translates reductions: kernel parameters of type
// sycl.Reducer[T, O] (or one of its aliases, sycl.Sum[T] ...), the
// kernel's Combine calls on them, and the code with which each backend
// combines a launch's values (sycl/reduce_exec.go states the runtime's
// side of the contract).
//
// Native code keeps a local accumulator per reducer, which Combine
// updates, and merges it into the launch's Reducer at the end of each
// chunk of work-groups a worker runs. OpenCL C keeps a private
// accumulator per work-item, combines a work-group's in a tree in local
// memory and writes one partial result per group; the kernel's Finish
// kernel combines the partials into the result element. A basic-range
// kernel is strided: its work-items loop over the launch's work-items,
// so that each combines many values before the tree.

// builtinOps are the combiners of package sycl.
var builtinOps = map[string]bool{
	"Plus": true, "Multiplies": true, "Minimum": true, "Maximum": true,
	"BitAnd": true, "BitOr": true, "BitXor": true,
}

// reduceOp is a Reducer parameter's type and combiner.
type reduceOp struct {
	rtype   types.Type // the parameter's type as written
	elem    types.Type // T
	op      types.Type // O
	builtin string     // the name of sycl's combiner; "" for the package's own
	// identity and combine are the methods of the package's own combiner.
	identity, combine *fn
}

// reducerType returns T and O of sycl.Reducer[T, O], seen through aliases.
func reducerType(t types.Type) (elem, op types.Type, ok bool) {
	n, isN := types.Unalias(t).(*types.Named)
	if !isN || !isNamed(n, syclPath, "Reducer") || n.TypeArgs().Len() != 2 {
		return nil, nil, false
	}
	return n.TypeArgs().At(0), n.TypeArgs().At(1), true
}

// reducible reports a type a reducer may hold.
func reducible(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsInteger|types.IsFloat) != 0 && b.Info()&types.IsUntyped == 0
}

// reducerParam checks parameter v of f, a Reducer.
func (s *pkgState) reducerParam(f *fn, v *types.Var, name string, pos token.Pos) (param, bool) {
	elem, op, _ := reducerType(v.Type())
	if !f.kernel {
		s.errorf(pos, "helper %s: parameter %s: a Reducer can only be a kernel's parameter; call Combine in the kernel", f.name, name)
		return param{}, false
	}
	if !reducible(elem) {
		s.errorf(pos, "kernel %s: parameter %s: reductions of %s are not supported; reduce a number type (int8 to int64, uint8 to uint64, int, uint, float32, float64)", f.name, name, s.typeString(elem))
		return param{}, false
	}
	r := &reduceOp{rtype: v.Type(), elem: elem, op: op}
	if on, ok := types.Unalias(op).(*types.Named); ok && on.Obj().Pkg() != nil && on.Obj().Pkg().Path() == syclPath && builtinOps[on.Obj().Name()] {
		r.builtin = on.Obj().Name()
	} else if !s.userCombiner(f, r, name, pos) {
		return param{}, false
	}
	if isFloat64(elem) {
		f.fp64 = true
	}
	if s.reducers == nil {
		s.reducers = map[*types.Var]bool{}
	}
	s.reducers[v] = true
	return param{name: name, kind: pReduce, typ: elem, red: r}, true
}

// userCombiner checks a combiner of the package's own, an empty struct
// type with methods Identity and Combine, and translates the methods as
// helpers of f.
func (s *pkgState) userCombiner(f *fn, r *reduceOp, name string, pos token.Pos) bool {
	bad := func(format string, args ...any) bool {
		s.errorf(pos, "kernel %s: parameter %s: combiner %s: %s", f.name, name, s.typeString(r.op), fmt.Sprintf(format, args...))
		return false
	}
	nt, ok := types.Unalias(r.op).(*types.Named)
	switch {
	case !ok:
		return bad("declare the combiner as a named empty struct type with methods Identity and Combine")
	case nt.Obj().Pkg() != s.pkg.Types:
		return bad("it is declared in another package; declare a combiner in the kernel's package")
	case nt.TypeArgs().Len() > 0:
		return bad("it is generic; declare a combiner for one element type")
	}
	if st, isStruct := nt.Underlying().(*types.Struct); !isStruct || st.NumFields() > 0 {
		return bad("it must be an empty struct type: devices hold no combiner state")
	}
	for _, m := range []string{"Identity", "Combine"} {
		h := s.methodFn(nt, m)
		if h == nil {
			return bad("its method %s has no body in the package", m)
		}
		if m == "Identity" {
			r.identity = h
		} else {
			r.combine = h
		}
		f.calls = appendFn(f.calls, h)
	}
	return true
}

// methodFn returns method m of the package's type nt as a helper, checking
// it the first time.
func (s *pkgState) methodFn(nt *types.Named, m string) *fn {
	obj, _, _ := types.LookupFieldOrMethod(nt, false, s.pkg.Types, m)
	fo, ok := obj.(*types.Func)
	if !ok {
		return nil
	}
	if h := s.funcs[fo]; h != nil {
		return h
	}
	var decl *ast.FuncDecl
	for _, file := range s.pkg.Syntax {
		for _, d := range file.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && s.info.Defs[fd.Name] == fo {
				decl = fd
			}
		}
	}
	if decl == nil || decl.Body == nil {
		return nil
	}
	h := &fn{decl: decl, obj: fo, name: nt.Obj().Name() + "." + m, cname: clName(nt.Obj().Name()) + m}
	s.funcs[fo] = h
	s.order = append(s.order, h)
	n := len(s.diags)
	s.signature(h)
	s.checkBody(h)
	if recv := decl.Recv.List[0]; len(recv.Names) == 1 {
		rv := s.info.Defs[recv.Names[0]]
		ast.Inspect(decl.Body, func(x ast.Node) bool {
			if id, ok := x.(*ast.Ident); ok && rv != nil && s.info.Uses[id] == rv {
				s.errorf(id.Pos(), "combiner method %s uses its receiver %s; devices have no combiner value", h.name, id.Name)
			}
			return true
		})
	}
	h.bad = len(s.diags) > n
	return h
}

// checkReducerUse reports a use of a Reducer parameter other than as the
// receiver of Combine (checkReducerCall does not visit those).
func (s *pkgState) checkReducerUse(id *ast.Ident) {
	if v, ok := s.info.Uses[id].(*types.Var); ok && s.reducers[v] {
		s.errorf(id.Pos(), "%s is a Reducer: a kernel can only call %s.Combine(v)", id.Name, id.Name)
	}
}

// checkReducerCall checks a call of a Reducer's method.
func (s *pkgState) checkReducerCall(f *fn, c *ast.CallExpr, sel *ast.SelectorExpr) bool {
	if sel.Sel.Name != "Combine" {
		s.errorf(c.Pos(), "method %s of a Reducer: a kernel can only call Combine", sel.Sel.Name)
		return false
	}
	// The receiver is a Reducer parameter, or a variable or parameter
	// reported where it is declared.
	for _, a := range c.Args {
		ast.Inspect(a, func(n ast.Node) bool { return n == nil || s.checkNode(f, n) })
	}
	return false
}

// reducers lists f's Reducer parameters.
func reducers(f *fn) []param {
	var out []param
	for _, p := range f.params {
		if p.kind == pReduce {
			out = append(out, p)
		}
	}
	return out
}

// strided reports a kernel whose OpenCL C loops over its work-items: a
// basic-range kernel with reducers.
func strided(f *fn) bool { return f.kernel && !f.nd && len(reducers(f)) > 0 }

// finishName is the OpenCL name of f's Finish kernel.
func finishName(f *fn) string { return clName(f.name) + "finish" }

// ---- OpenCL C

// The shape arguments of a strided kernel (sycl/reduce_exec.go).
var stridedParams = []string{"_kgen_lo", "_kgen_hi", clRange0, clOffset0, "_kgen_range1", "_kgen_offset1", "_kgen_range2", "_kgen_offset2", "_kgen_dims", "_kgen_a", "_kgen_b", "_kgen_span"}

// reducerArgs are the OpenCL parameters that stand for Reducer p: its
// partial results and its local memory.
func reducerArgs(p param) []string {
	ct, n := clType(p.typ), clName(p.name)
	return []string{fmt.Sprintf("__global %s *%spart", ct, n), fmt.Sprintf("__local %s *%slt", ct, n)}
}

// identity is the C expression of r's identity.
func (c *clFunc) identity(r *reduceOp) string {
	t := r.elem
	ct := clType(t)
	float := isFloat(t)
	switch r.builtin {
	case "Plus", "BitOr", "BitXor":
		return constLit(constant.MakeInt64(0), t)
	case "Multiplies":
		return constLit(constant.MakeInt64(1), t)
	case "BitAnd":
		if isSigned(t) {
			return constLit(constant.MakeInt64(-1), t)
		}
		return constLit(constant.MakeUint64(math.MaxUint64>>(64-bits(ct))), t)
	case "Minimum", "Maximum":
		largest := r.builtin == "Minimum"
		switch {
		case float && largest:
			return fmt.Sprintf("((%s)INFINITY)", ct)
		case float:
			return fmt.Sprintf("((%s)-INFINITY)", ct)
		case isSigned(t) && largest:
			return constLit(constant.MakeInt64(math.MaxInt64>>(64-bits(ct))), t)
		case isSigned(t):
			return constLit(constant.MakeInt64(math.MinInt64>>(64-bits(ct))), t)
		case largest:
			return constLit(constant.MakeUint64(math.MaxUint64>>(64-bits(ct))), t)
		}
		return constLit(constant.MakeInt64(0), t)
	}
	return c.helperCall(r.identity)
}

// combineExpr is the C expression that combines a and b with r.
func (c *clFunc) combineExpr(r *reduceOp, a, b string) string {
	t := r.elem
	switch r.builtin {
	case "Plus", "Multiplies":
		op := token.ADD
		if r.builtin == "Multiplies" {
			op = token.MUL
		}
		if isInteger(t) {
			return c.intOp(op, a, b, t, t)
		}
		return fmt.Sprintf("(%s %s %s)", a, op, b)
	case "Minimum", "Maximum":
		fn := map[string]string{"Minimum": "min", "Maximum": "max"}[r.builtin]
		if isFloat(t) {
			fn = "f" + fn
		}
		return fmt.Sprintf("%s(%s, %s)", fn, a, b)
	case "BitAnd":
		return fmt.Sprintf("(%s & %s)", a, b)
	case "BitOr":
		return fmt.Sprintf("(%s | %s)", a, b)
	case "BitXor":
		return fmt.Sprintf("(%s ^ %s)", a, b)
	}
	return c.helperCall(r.combine, a, b)
}

// helperCall calls helper h, passing the fault record in the checked
// program.
func (c *clFunc) helperCall(h *fn, args ...string) string {
	if c.g.checked {
		args = append(args, "_kgen_fault")
	}
	return fmt.Sprintf("%s(%s)", h.cName(), strings.Join(args, ", "))
}

// reducerCall translates r.Combine(v): the work-item's accumulator
// combines v.
func (c *clFunc) reducerCall(fun *ast.SelectorExpr, e *ast.CallExpr) string {
	id, _ := ast.Unparen(fun.X).(*ast.Ident)
	for _, p := range c.f.params {
		if p.kind == pReduce && id != nil && p.name == id.Name {
			acc := clName(p.name) + "acc"
			return fmt.Sprintf("%s = %s", acc, c.combineExpr(p.red, acc, c.convertTo(e.Args[0], p.typ)))
		}
	}
	c.g.s.errorf(e.Pos(), "Combine must be called on a Reducer parameter of the kernel")
	return "0"
}

// reduceBody emits the body of a kernel with reducers: the accumulators,
// the body (in the strided loop over the work-items, for a basic-range
// kernel), and the work-group's tree, which writes the group's partial
// results. A return ends the work-item's part of the body.
func (c *clFunc) reduceBody() {
	rs := reducers(c.f)
	for _, p := range rs {
		c.line("%s %sacc = %s;", clType(p.typ), clName(p.name), c.identity(p.red))
	}
	body := func() {
		for _, st := range c.f.decl.Body.List {
			c.stmt(st)
		}
	}
	lid, w, group := "(long)get_local_id(0)", "(long)get_local_size(0)", "(long)get_group_id(0)"
	returns := hasReturn(c.f.decl.Body)
	if strided(c.f) {
		c.strided, c.ret = true, "_kgen_next"
		c.stridedLoop(body, returns)
		c.strided = false
	} else {
		c.ret = "_kgen_end"
		body()
		if returns {
			c.line("_kgen_end: ;")
		}
		lid = "((long)get_local_id(0) + (long)get_local_size(0) * ((long)get_local_id(1) + (long)get_local_size(1) * (long)get_local_id(2)))"
		w = "((long)get_local_size(0) * (long)get_local_size(1) * (long)get_local_size(2))"
		group = "((long)get_group_id(0) + (long)get_num_groups(0) * ((long)get_group_id(1) + (long)get_num_groups(1) * (long)get_group_id(2)))"
	}
	c.ret = ""
	c.line("{")
	c.depth++
	c.line("long _kgen_lid = %s, _kgen_w = %s;", lid, w)
	c.tree(rs)
	c.line("if (_kgen_lid == 0) {")
	c.depth++
	for _, p := range rs {
		c.line("%spart[%s] = %slt[0];", clName(p.name), group, clName(p.name))
	}
	c.depth--
	c.line("}")
	c.depth--
	c.line("}")
}

// stridedLoop runs body for each work-item of the part the launch's shape
// arguments give: enqueued work-item g takes the work-items of linear
// index g*_kgen_a + k*_kgen_b for k = 0, 1, ... within _kgen_span of its
// first (so consecutive ids at once across work-items, or a block each;
// the runtime chooses).
func (c *clFunc) stridedLoop(body func(), returns bool) {
	if c.dims == 1 {
		c.line("long _kgen_first = _kgen_lo + (long)get_global_id(0) * _kgen_a, _kgen_end = min(_kgen_hi, _kgen_first + _kgen_span);")
		c.line("for (long _kgen_id0 = _kgen_first; _kgen_id0 < _kgen_end; _kgen_id0 += _kgen_b) {")
	} else {
		c.line("long _kgen_inner = _kgen_range1 * _kgen_range2;")
		c.line("long _kgen_first = (_kgen_lo - %s) * _kgen_inner + (long)get_global_id(0) * _kgen_a, _kgen_end = min((_kgen_hi - %s) * _kgen_inner, _kgen_first + _kgen_span);", clOffset0, clOffset0)
		c.line("for (long _kgen_l = _kgen_first; _kgen_l < _kgen_end; _kgen_l += _kgen_b) {")
		c.depth++
		c.line("long _kgen_id0 = _kgen_l / _kgen_inner + %s;", clOffset0)
		if c.dims == 2 {
			c.line("long _kgen_id1 = _kgen_l %% _kgen_inner + _kgen_offset1;")
		} else {
			c.line("long _kgen_rest = _kgen_l %% _kgen_inner;")
			c.line("long _kgen_id1 = _kgen_rest / _kgen_range2 + _kgen_offset1;")
			c.line("long _kgen_id2 = _kgen_rest %% _kgen_range2 + _kgen_offset2;")
		}
		c.depth--
	}
	c.depth++
	body()
	if returns {
		c.line("_kgen_next: ;")
	}
	c.depth--
	c.line("}")
}

// hasReturn reports a return statement in body.
func hasReturn(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		_, isRet := n.(*ast.ReturnStmt)
		found = found || isRet
		return !found
	})
	return found
}

// stridedItem translates the item queries of a strided kernel: the ids
// are the loop's, the sizes and offsets the shape arguments.
func (c *clFunc) stridedItem(name string, d int) string {
	switch name {
	case "ID", "GlobalID":
		return fmt.Sprintf("_kgen_id%d", d)
	case "Range", "GlobalRange":
		if d == 0 {
			return clRange0
		}
		return fmt.Sprintf("_kgen_range%d", d)
	case "Offset":
		if d == 0 {
			return clOffset0
		}
		return fmt.Sprintf("_kgen_offset%d", d)
	case "LinearID", "GlobalLinearID":
		e := "_kgen_id0"
		for sd := 1; sd < c.dims; sd++ {
			e = fmt.Sprintf("(%s * %s + _kgen_id%d)", e, c.stridedItem("Range", sd), sd)
		}
		return e
	case "Dims":
		if c.f.dims == 0 {
			return "_kgen_dims"
		}
		return fmt.Sprintf("%dL", c.dims)
	}
	c.g.s.errorf(c.f.decl.Pos(), "kernel %s: %s in a kernel with reducers over a basic range is not supported", c.f.name, name)
	return "0"
}

// tree combines, in each reducer's local memory, the values of the
// work-group's _kgen_w work-items, the work-item _kgen_lid holding its
// own in its accumulator; element 0 holds the result.
func (c *clFunc) tree(rs []param) {
	for _, p := range rs {
		c.line("%slt[_kgen_lid] = %sacc;", clName(p.name), clName(p.name))
	}
	c.line("barrier(CLK_LOCAL_MEM_FENCE);")
	c.line("long _kgen_s = 1;")
	c.line("while (_kgen_s < _kgen_w) _kgen_s <<= 1;")
	c.line("for (_kgen_s >>= 1; _kgen_s > 0; _kgen_s >>= 1) {")
	c.depth++
	c.line("if (_kgen_lid < _kgen_s && _kgen_lid + _kgen_s < _kgen_w) {")
	c.depth++
	for _, p := range rs {
		lt := clName(p.name) + "lt"
		c.line("%s[_kgen_lid] = %s;", lt, c.combineExpr(p.red, lt+"[_kgen_lid]", lt+"[_kgen_lid + _kgen_s]"))
	}
	c.depth--
	c.line("}")
	c.line("barrier(CLK_LOCAL_MEM_FENCE);")
	c.depth--
	c.line("}")
}

// finishKernel emits f's Finish kernel: one work-group combines each
// reducer's partial results and writes the result element.
func (g *clGen) finishKernel(f *fn) string {
	c := &clFunc{g: g, f: f, labels: map[string]*labelInfo{}, dims: 1}
	c.lines = append(c.lines, g.lineDirective(f.decl.Pos()))
	c.next = g.s.fset.Position(f.decl.Pos()).Line
	rs := reducers(f)
	var ps []string
	for _, p := range rs {
		ct, n := clType(p.typ), clName(p.name)
		ps = append(ps, fmt.Sprintf("__global %s *%spart", ct, n), fmt.Sprintf("__global %s *%sdst", ct, n),
			fmt.Sprintf("long %sindex", n), fmt.Sprintf("int %scombine", n), fmt.Sprintf("__local %s *%slt", ct, n))
	}
	ps = append(ps, "long _kgen_parts")
	if g.checked {
		ps = append(ps, "__global long *_kgen_fault")
	}
	c.line("__kernel void %s(%s) {", finishName(f), strings.Join(ps, ", "))
	c.depth = 1
	c.line("long _kgen_lid = (long)get_local_id(0), _kgen_w = (long)get_local_size(0);")
	for _, p := range rs {
		c.line("%s %sacc = %s;", clType(p.typ), clName(p.name), c.identity(p.red))
	}
	c.line("for (long _kgen_g = _kgen_lid; _kgen_g < _kgen_parts; _kgen_g += _kgen_w) {")
	c.depth++
	for _, p := range rs {
		n := clName(p.name)
		c.line("%sacc = %s;", n, c.combineExpr(p.red, n+"acc", n+"part[_kgen_g]"))
	}
	c.depth--
	c.line("}")
	c.tree(rs)
	c.line("if (_kgen_lid == 0) {")
	c.depth++
	for _, p := range rs {
		n := clName(p.name)
		dst := fmt.Sprintf("%sdst[%sindex]", n, n)
		c.line("%s = %scombine ? %s : %slt[0];", dst, n, c.combineExpr(p.red, dst, n+"lt[0]"), n)
	}
	c.depth--
	c.line("}")
	c.depth = 0
	c.line("}")
	return strings.Join(c.lines, "\n") + "\n"
}

// ---- native Go

// reducerAcc is the native name of Reducer p's accumulator.
func reducerAcc(p param) string { return "_kgenR" + p.name }

// reducerArgs declares the native code's Reducer parameters and their
// accumulators, which start at the identity.
func (g *nativeGen) reducerArgs(i int, p param) {
	g.line("%s := _kgenArgs[%d].(%s)", p.name, i, g.typeExpr(p.red.rtype))
	g.line("%s := (%s{}).Identity()", reducerAcc(p), g.typeExpr(p.red.op))
}

// reducersDone merges the accumulators into the launch's Reducers, once
// per chunk.
func (g *nativeGen) reducersDone() {
	for _, p := range reducers(g.f) {
		g.line("%s.Combine(%s)", p.name, reducerAcc(p))
	}
}

// combineStmt replaces r.Combine(v), a statement of the copied body, by
// the update of r's accumulator.
func (g *nativeGen) combineStmt(es *ast.ExprStmt) (ast.Stmt, bool) {
	call, ok := es.X.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil, false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Combine" {
		return nil, false
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return nil, false
	}
	v := g.varOf(id)
	var p param
	for _, q := range g.f.params {
		if q.kind == pReduce && v != nil && v.Name() == q.name && g.isParam(v) {
			p = q
		}
	}
	if p.red == nil {
		return nil, false
	}
	acc := &ast.Ident{Name: reducerAcc(p)}
	arg := call.Args[0]
	if tok, ok := map[string]token.Token{"Plus": token.ADD_ASSIGN, "Multiplies": token.MUL_ASSIGN,
		"BitAnd": token.AND_ASSIGN, "BitOr": token.OR_ASSIGN, "BitXor": token.XOR_ASSIGN}[p.red.builtin]; ok {
		return &ast.AssignStmt{Lhs: []ast.Expr{acc}, Tok: tok, Rhs: []ast.Expr{arg}}, true
	}
	fun, err := parser.ParseExpr("(" + g.typeExpr(p.red.op) + "{}).Combine")
	if err != nil {
		g.s.errorf(g.f.decl.Pos(), "kernel %s: combiner %s: %v", g.f.name, g.typeExpr(p.red.op), err)
		return nil, false
	}
	clearPos(fun)
	return &ast.AssignStmt{Lhs: []ast.Expr{acc}, Tok: token.ASSIGN, Rhs: []ast.Expr{&ast.CallExpr{Fun: fun, Args: []ast.Expr{&ast.Ident{Name: acc.Name}, arg}}}}, true
}
