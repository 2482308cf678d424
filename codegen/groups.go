package codegen

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
)

// This file translates the group algorithms of package sycl (sycl/group.go:
// GroupBroadcast, ReduceOverGroup, Inclusive/ExclusiveScanOverGroup,
// Any/All/NoneOfGroup) and the sub-group queries.
//
// A group algorithm is a collective, as a barrier: kgen treats a kernel
// that calls one as a barrier kernel. OpenCL C calls a helper that
// exchanges the work-items' values through local memory between barriers
// (the kernel takes one more __local argument, sycl.Kernel.GroupScratch
// bytes per work-item): each work-item stores its value, a barrier, and
// each folds the values it needs in LocalLinearID order from the
// combiner's identity, as plain Go's reference does, so that float
// results round alike on every device; a second barrier frees the memory
// for the next call. Two barriers and no barrier in a loop keep the
// kernels simple for compilers that turn barriers into work-item loops
// (PoCL); the fold costs O(group size) per work-item. Native code lifts each call out of its statement
// into barrier regions: the work-items store their values in a per-group
// slice, a barrier, the first work-item of the group combines the slice
// (regions run the work-items in LocalLinearID order, so the others see
// its result in the same region), and the call becomes a read of the result.

// groupFuncs are sycl's group algorithms, with whether they take a
// combiner (the last argument).
var groupFuncs = map[string]bool{
	"GroupBroadcast": false, "ReduceOverGroup": true, "InclusiveScanOverGroup": true,
	"ExclusiveScanOverGroup": true, "AnyOfGroup": false, "AllOfGroup": false, "NoneOfGroup": false,
}

// subGroupMethods are the sub-group queries of NDItem.
var subGroupMethods = map[string]bool{
	"SubGroupSize": true, "SubGroupMaxSize": true, "SubGroupLocalID": true, "SubGroupID": true, "SubGroupRange": true,
}

// groupScratch is the local memory per work-item the OpenCL helpers take,
// in bytes: one slot of the largest element type (8 bytes).
const groupScratch = 8

// groupCall is a call of a group algorithm: its name, element type and,
// for reductions and scans, sycl's combiner.
type groupCall struct {
	name string
	elem types.Type
	op   string // Plus, Multiplies, ...; "" for the others
}

// groupCallOf returns the group algorithm c calls.
func (s *pkgState) groupCallOf(c *ast.CallExpr) (groupCall, bool) {
	var id *ast.Ident
	switch fun := ast.Unparen(c.Fun).(type) {
	case *ast.SelectorExpr:
		id = fun.Sel
	case *ast.IndexExpr:
		if sel, ok := fun.X.(*ast.SelectorExpr); ok {
			id = sel.Sel
		}
	case *ast.IndexListExpr:
		if sel, ok := fun.X.(*ast.SelectorExpr); ok {
			id = sel.Sel
		}
	}
	if id == nil {
		return groupCall{}, false
	}
	obj, ok := s.info.Uses[id].(*types.Func)
	if !ok || obj.Pkg() == nil || obj.Pkg().Path() != syclPath {
		return groupCall{}, false
	}
	if _, known := groupFuncs[obj.Name()]; !known {
		return groupCall{}, false
	}
	g := groupCall{name: obj.Name(), elem: types.Typ[types.Bool]}
	if inst, ok := s.info.Instances[id]; ok && inst.TypeArgs.Len() > 0 {
		g.elem = inst.TypeArgs.At(0)
		if inst.TypeArgs.Len() == 2 {
			if on, ok := types.Unalias(inst.TypeArgs.At(1)).(*types.Named); ok && on.Obj().Pkg() != nil && on.Obj().Pkg().Path() == syclPath && builtinOps[on.Obj().Name()] {
				g.op = on.Obj().Name()
			} else {
				g.op = "?"
			}
		}
	}
	return g, true
}

// checkGroupCall checks a call of sycl function name in f; false when it
// is not a group algorithm.
func (s *pkgState) checkGroupCall(f *fn, c *ast.CallExpr, name string) bool {
	gc, ok := s.groupCallOf(c)
	if !ok {
		s.errorf(c.Pos(), "call to sycl.%s: only //kgen:func helpers of this package, math32, math, sycl/atomic, sycl's group algorithms and item methods can be called in kernels", name)
		return false
	}
	if !f.kernel {
		s.errorf(c.Pos(), "%s in helper %s: group algorithms are collectives of the kernel's work-group; call them in the kernel", name, f.name)
		return false
	}
	if id, ok := ast.Unparen(c.Args[0]).(*ast.Ident); !ok || id.Name != f.item || f.item == "" {
		s.errorf(c.Args[0].Pos(), "%s: the first argument must be the kernel's NDItem", name)
		return false
	}
	switch {
	case gc.op == "?":
		s.errorf(c.Args[len(c.Args)-1].Pos(), "%s: the combiner must be one of sycl's (Plus, Multiplies, Minimum, Maximum, BitAnd, BitOr, BitXor), as SYCL's group algorithms take its function objects", name)
		return false
	case gc.name == "GroupBroadcast":
		if b, ok := gc.elem.Underlying().(*types.Basic); !ok || b.Info()&(types.IsInteger|types.IsFloat|types.IsBoolean) == 0 {
			s.errorf(c.Args[1].Pos(), "GroupBroadcast of %s is not supported; broadcast numbers and bools (a struct's or vector's fields one by one)", s.typeString(gc.elem))
			return false
		}
	}
	if isFloat64(gc.elem) {
		f.fp64 = true
	}
	f.barrier = true
	f.groups = true
	last := len(c.Args)
	if groupFuncs[name] {
		last-- // the combiner, a type's zero value
	}
	for _, a := range c.Args[1:last] {
		ast.Inspect(a, func(n ast.Node) bool { return n == nil || s.checkNode(f, n) })
	}
	return false
}

// ---- OpenCL C

// groupCall translates a group algorithm call.
func (c *clFunc) groupCall(e *ast.CallExpr) string {
	gc, _ := c.g.s.groupCallOf(e)
	c.g.define("_kgen_wg", `static inline size_t _kgen_wg_lid(void) { return get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2)); }
static inline size_t _kgen_wg_size(void) { return get_local_size(0) * get_local_size(1) * get_local_size(2); }
`)
	switch gc.name {
	case "AnyOfGroup", "AllOfGroup", "NoneOfGroup":
		c.g.define("_kgen_wg_anyall", `// Any (all) of the group: a flag the work-items clear (set) atomically.
static inline bool _kgen_wg_anyall(bool p, int all, __local void *scratch) {
	__local int *s = (__local int *)scratch;
	if (_kgen_wg_lid() == 0) s[0] = all;
	barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
	if (all && !p) atomic_and(s, 0);
	if (!all && p) atomic_or(s, 1);
	barrier(CLK_LOCAL_MEM_FENCE);
	bool r = s[0] != 0;
	barrier(CLK_LOCAL_MEM_FENCE);
	return r;
}
`)
		p := c.convertTo(e.Args[1], types.Typ[types.Bool])
		switch gc.name {
		case "AnyOfGroup":
			return fmt.Sprintf("_kgen_wg_anyall(%s, 0, _kgen_gscratch)", p)
		case "AllOfGroup":
			return fmt.Sprintf("_kgen_wg_anyall(%s, 1, _kgen_gscratch)", p)
		}
		return fmt.Sprintf("(!_kgen_wg_anyall(%s, 0, _kgen_gscratch))", p)
	case "GroupBroadcast":
		ct, st := clType(gc.elem), clType(gc.elem)
		if st == "bool" {
			st = "uchar"
		}
		name := "_kgen_wg_bcast_" + ct
		c.g.define(name, fmt.Sprintf(`static inline %[1]s %[3]s(%[1]s x, long from, __local void *scratch) {
	__local %[2]s *s = (__local %[2]s *)scratch;
	if (_kgen_wg_lid() == from) s[0] = x;
	barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
	%[1]s r = s[0];
	barrier(CLK_LOCAL_MEM_FENCE);
	return r;
}
`, ct, st, name))
		return fmt.Sprintf("%s(%s, %s, _kgen_gscratch)", name, c.convertTo(e.Args[1], gc.elem), c.convertTo(e.Args[2], types.Typ[types.Int]))
	}
	r := &reduceOp{elem: gc.elem, builtin: gc.op}
	ct := clType(gc.elem)
	comb := func(a, b string) string { return c.combineExpr(r, a, b) }
	name := fmt.Sprintf("_kgen_wg_reduce_%s_%s", gc.op, ct)
	upto := "n"
	switch gc.name {
	case "InclusiveScanOverGroup":
		name, upto = fmt.Sprintf("_kgen_wg_iscan_%s_%s", gc.op, ct), "i + 1"
	case "ExclusiveScanOverGroup":
		name, upto = fmt.Sprintf("_kgen_wg_escan_%s_%s", gc.op, ct), "i"
	}
	def := fmt.Sprintf(`static inline %[1]s %[2]s(%[1]s x, __local void *scratch) {
	__local %[1]s *s = (__local %[1]s *)scratch;
	size_t i = _kgen_wg_lid(), n = _kgen_wg_size();
	s[i] = x;
	barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
	%[1]s r = %[3]s;
	for (size_t k = 0; k < %[4]s; k++) r = %[5]s;
	barrier(CLK_LOCAL_MEM_FENCE);
	return r;
}
`, ct, name, c.identity(r), upto, comb("r", "s[k]"))
	c.g.define(name, def)
	return fmt.Sprintf("%s(%s, _kgen_gscratch)", name, c.convertTo(e.Args[1], gc.elem))
}

// subGroupCall translates a sub-group query: the device's sub-groups where
// it reports them (cl_khr_subgroups, or __opencl_c_subgroups), otherwise
// sub-groups of one work-item.
func (c *clFunc) subGroupCall(name string) string {
	c.g.define("_kgen_wg", `static inline size_t _kgen_wg_lid(void) { return get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2)); }
static inline size_t _kgen_wg_size(void) { return get_local_size(0) * get_local_size(1) * get_local_size(2); }
`)
	c.g.define("_kgen_wg_sg", `#if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)
#ifdef cl_khr_subgroups
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#endif
#define _kgen_sg_size() ((long)get_sub_group_size())
#define _kgen_sg_max() ((long)get_max_sub_group_size())
#define _kgen_sg_lid() ((long)get_sub_group_local_id())
#define _kgen_sg_id() ((long)get_sub_group_id())
#define _kgen_sg_range() ((long)get_num_sub_groups())
#else
#define _kgen_sg_size() 1L
#define _kgen_sg_max() 1L
#define _kgen_sg_lid() 0L
#define _kgen_sg_id() ((long)_kgen_wg_lid())
#define _kgen_sg_range() ((long)_kgen_wg_size())
#endif
`)
	return map[string]string{
		"SubGroupSize": "_kgen_sg_size()", "SubGroupMaxSize": "_kgen_sg_max()", "SubGroupLocalID": "_kgen_sg_lid()",
		"SubGroupID": "_kgen_sg_id()", "SubGroupRange": "_kgen_sg_range()",
	}[name]
}

// ---- native Go

// subGroupExpr is the native expression of a sub-group query: every
// work-item is a sub-group of its own.
func (g *nativeGen) subGroupExpr(name string) string {
	switch name {
	case "SubGroupSize", "SubGroupMaxSize":
		return "1"
	case "SubGroupID":
		return "_kgenLin"
	case "SubGroupRange":
		return "(_kgenLaunch.Local[0] * _kgenLaunch.Local[1] * _kgenLaunch.Local[2])"
	}
	return "0"
}

// lowerGroups lifts the group algorithm calls of a copied kernel body out
// of their statements into barrier regions, declaring each call's slice of
// the group's values (and its result) once per chunk of work-groups.
func (g *nativeGen) lowerGroups(body *ast.BlockStmt) {
	if !g.f.groups {
		return
	}
	sites := 0
	g.lowerList(&body.List, &sites)
}

func (g *nativeGen) lowerList(list *[]ast.Stmt, sites *int) {
	var out []ast.Stmt
	for _, st := range *list {
		out = append(out, g.lowerStmt(st, sites)...)
	}
	*list = out
}

// lowerStmt returns st preceded by the regions of the group algorithms
// its own expressions call (those evaluated once, before its blocks).
func (g *nativeGen) lowerStmt(st ast.Stmt, sites *int) []ast.Stmt {
	lift := true
	var prune ast.Node // an if's blocks, lowered on their own
	switch x := st.(type) {
	case *ast.BlockStmt:
		g.lowerList(&x.List, sites)
		lift = false
	case *ast.LabeledStmt:
		inner := g.lowerStmt(x.Stmt, sites)
		x.Stmt = inner[len(inner)-1]
		return append(inner[:len(inner)-1], x)
	case *ast.IfStmt:
		g.lowerIf(x, sites)
		prune = x
	case *ast.ForStmt:
		g.refuseGroups("a for statement's header", x.Init, x.Cond, x.Post)
		g.lowerList(&x.Body.List, sites)
		lift = false
	case *ast.RangeStmt:
		g.refuseGroups("a range statement's header", x.X)
		g.lowerList(&x.Body.List, sites)
		lift = false
	case *ast.SwitchStmt:
		g.refuseGroups("a switch statement's header", x.Init, x.Tag)
		for _, cc := range x.Body.List {
			cc := cc.(*ast.CaseClause)
			for _, e := range cc.List {
				g.refuseGroups("a case expression", e)
			}
			g.lowerList(&cc.Body, sites)
		}
		lift = false
	}
	if !lift {
		return []ast.Stmt{st}
	}
	var pre []ast.Stmt
	astutil.Apply(st, func(cur *astutil.Cursor) bool {
		if ifs, ok := prune.(*ast.IfStmt); ok && cur.Parent() == ifs && (cur.Name() == "Body" || cur.Name() == "Else") {
			return false
		}
		if b, ok := cur.Node().(*ast.BinaryExpr); ok && (b.Op == token.LAND || b.Op == token.LOR) {
			// Go evaluates the right operand for some work-items only.
			g.refuseGroups("the right operand of "+b.Op.String(), b.Y)
		}
		return true
	}, func(cur *astutil.Cursor) bool {
		call, ok := cur.Node().(*ast.CallExpr)
		if !ok {
			return true
		}
		o := g.origCall[call]
		if o == nil {
			return true
		}
		gc, ok := g.s.groupCallOf(o)
		if !ok {
			return true
		}
		stmts, result := g.lowerCall(call, gc, *sites)
		*sites++
		pre = append(pre, stmts...)
		cur.Replace(result)
		return true
	})
	return append(pre, st)
}

// lowerIf lowers an if's blocks; an else-if's header must not call group
// algorithms (it is evaluated only when the if's condition is false).
func (g *nativeGen) lowerIf(x *ast.IfStmt, sites *int) {
	g.lowerList(&x.Body.List, sites)
	switch e := x.Else.(type) {
	case *ast.BlockStmt:
		g.lowerList(&e.List, sites)
	case *ast.IfStmt:
		g.refuseGroups("an else-if condition", e.Init, e.Cond)
		g.lowerIf(e, sites)
	}
}

// refuseGroups reports group algorithm calls in nodes, which run more or
// less often than the statement they belong to.
func (g *nativeGen) refuseGroups(where string, nodes ...ast.Node) {
	for _, n := range nodes {
		if n == nil {
			continue
		}
		ast.Inspect(n, func(x ast.Node) bool {
			if call, ok := x.(*ast.CallExpr); ok {
				if o := g.origCall[call]; o != nil {
					if gc, ok := g.s.groupCallOf(o); ok {
						g.s.errorf(o.Pos(), "%s in %s: a group algorithm is a barrier, so kgen runs it before the statement; assign its result to a variable first", gc.name, where)
					}
				}
			}
			return true
		})
	}
}

// lowerCall returns the statements that compute call's result (site k)
// and the expression that reads it.
func (g *nativeGen) lowerCall(call *ast.CallExpr, gc groupCall, k int) ([]ast.Stmt, ast.Expr) {
	o := g.origCall[call]
	slot := fmt.Sprintf("_kgenGS%d", k)
	res := fmt.Sprintf("_kgenGR%d", k)
	elem := g.typeExpr(gc.elem)
	if strings.HasSuffix(gc.name, "OfGroup") {
		elem = "bool"
	}
	g.line("%s := make([]%s, _kgenLaunch.Local[0]*_kgenLaunch.Local[1]*_kgenLaunch.Local[2])", slot, elem)
	g.line("var %s %s", res, elem)
	g.line("_, _ = %s, %s", slot, res)

	// The barrier is the kernel's own item's, for the barrier machinery.
	itemID := &ast.Ident{Name: g.f.item, NamePos: o.Pos()}
	g.orig[itemID] = o.Args[0].(*ast.Ident)
	barrier := &ast.ExprStmt{X: &ast.CallExpr{Fun: &ast.SelectorExpr{X: itemID, Sel: ast.NewIdent("Barrier")}}}
	store := &ast.AssignStmt{Lhs: []ast.Expr{g.parse(slot + "[_kgenLin]")}, Tok: token.ASSIGN, Rhs: []ast.Expr{call.Args[1]}}
	stmts := []ast.Stmt{store, barrier}
	first := func(text string) {
		stmts = append(stmts, g.parseStmt("if _kgenLin == 0 { "+text+" }"))
	}
	var result string
	switch gc.name {
	case "GroupBroadcast":
		return stmts, &ast.IndexExpr{X: ast.NewIdent(slot), Index: call.Args[2]}
	case "ReduceOverGroup":
		first(fmt.Sprintf("%s = sycl.NativeGroupReduce(%s, %s{})", res, slot, g.typeExprOf(o.Args[2])))
		result = res
	case "InclusiveScanOverGroup", "ExclusiveScanOverGroup":
		first(fmt.Sprintf("sycl.NativeGroupScan(%s, %s{}, %t)", slot, g.typeExprOf(o.Args[2]), gc.name == "InclusiveScanOverGroup"))
		result = slot + "[_kgenLin]"
	case "AnyOfGroup", "NoneOfGroup":
		first(fmt.Sprintf("%s = sycl.NativeGroupAny(%s)", res, slot))
		result = res
		if gc.name == "NoneOfGroup" {
			result = "!" + res
		}
	case "AllOfGroup":
		first(fmt.Sprintf("%s = sycl.NativeGroupAll(%s)", res, slot))
		result = res
	}
	return stmts, g.parse("(" + result + ")")
}

// typeExprOf is the Go type of expression e of the original source.
func (g *nativeGen) typeExprOf(e ast.Expr) string { return g.typeExpr(g.s.info.TypeOf(e)) }

// parse parses generated Go expression text.
func (g *nativeGen) parse(text string) ast.Expr {
	e, err := parser.ParseExpr(text)
	if err != nil {
		panic(fmt.Sprintf("kgen: generated expression %q: %v", text, err))
	}
	clearPos(e)
	return e
}

// parseStmt parses a generated Go statement.
func (g *nativeGen) parseStmt(text string) ast.Stmt {
	e := g.parse("func() {\n" + text + "\n}")
	return e.(*ast.FuncLit).Body.List[0]
}
