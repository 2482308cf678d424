package codegen

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// clGen writes the OpenCL C program of a package's kernels.
type clGen struct {
	s       *pkgState
	checked bool                    // check every index (the program for GOSYCL_CHECK=bounds)
	checkAt []string                // positions of the checked indices, by code-1
	needs   map[string]bool         // preamble helpers used
	defs    map[string]string       // more preamble helpers, by name (define)
	atom64  bool                    // 64-bit atomics are used
	localOf map[*fn]map[string]bool // helper slice params bound to local memory
}

// clFunc is the state while emitting one function.
type clFunc struct {
	g      *clGen
	f      *fn
	lines  []string // the C written so far, one line each
	depth  int
	tmp    int
	breaks []string // innermost first: "" = C break works, else a label to goto
	labels map[string]*labelInfo
	dims   int
	// strided: the kernel loops over its work-items (reduce.go), whose
	// ids are C variables; ret, when set, is the label a return jumps
	// to (kernels with reducers end with the work-group's tree).
	strided bool
	ret     string
	// goLine is the Go line the statement being emitted starts on (0 for
	// kgen's own code), next the Go line the C line written next has for
	// the compiler after the #line directives written so far.
	goLine, next int
	joinable     int // the Go line of the last C line written when code may join it, else 0
}

type labelInfo struct {
	brk, cont string
}

// aloneMacro is defined, with aloneMacro_<kernel>, when a program is built
// for one kernel alone.
const aloneMacro = "_kgen_alone"

// program emits the OpenCL C program of the package's kernels: the
// preamble's helpers, the struct types, the //kgen:func helpers (callees
// first) and the kernels. A package is built as one program, where one
// kernel that does not build would break the others; so each kernel, and
// each helper with the kernels that call it, is guarded by
//
//	#if !defined(_kgen_alone) || defined(_kgen_alone_K_) ...
//
// and a runtime whose build of the whole program fails builds it again for
// the kernel it needs with -D _kgen_alone -D _kgen_alone_K_ (sycl.Kernel
// states the convention). #line directives give the compiler's messages
// the Go file and line of the code they are about.
func (g *clGen) program() string {
	var body strings.Builder
	// Structs in dependency order (collected depth-first), as struct tags:
	// a local variable may have the same Go name as a type.
	for _, nt := range g.s.structs {
		st := nt.Underlying().(*types.Struct)
		fmt.Fprintf(&body, "%s\nstruct %s {\n", g.lineDirective(nt.Obj().Pos()), clName(nt.Obj().Name()))
		for i := 0; i < st.NumFields(); i++ {
			f := st.Field(i)
			fmt.Fprintf(&body, "\t%s;\n", clStorageDecl(f.Type(), fieldName(st, i)))
		}
		body.WriteString("};\n\n")
	}
	g.resolveLocalHelpers()
	for _, h := range g.helpersInOrder() {
		body.WriteString(g.guard(g.callers(h)))
		body.WriteString(g.function(h))
		body.WriteString("#endif\n\n")
	}
	for _, f := range g.s.order {
		if f.kernel && !f.bad {
			body.WriteString(g.guard([]*fn{f}))
			body.WriteString(g.function(f))
			if len(reducers(f)) > 0 {
				body.WriteString(g.finishKernel(f))
			}
			body.WriteString("#endif\n\n")
		}
	}
	var out strings.Builder
	if g.anyFP64() {
		out.WriteString("#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n")
	}
	if g.checked || g.atom64 {
		out.WriteString("#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n")
	}
	if g.atom64 {
		out.WriteString("#ifdef cl_khr_int64_extended_atomics\n#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable\n#endif\n")
	}
	out.WriteString(g.preamble())
	out.WriteString(g.definitions())
	out.WriteString(body.String())
	return out.String()
}

// guard is the #if line that keeps code for kernels ks when the program is
// built for one kernel alone.
func (g *clGen) guard(ks []*fn) string {
	conds := []string{"!defined(" + aloneMacro + ")"}
	for _, k := range ks {
		conds = append(conds, "defined("+aloneMacro+"_"+clName(k.name)+")")
	}
	return "#if " + strings.Join(conds, " || ") + "\n"
}

// callers lists the kernels that call helper h, directly or not, in
// source order.
func (g *clGen) callers(h *fn) []*fn {
	var out []*fn
	for _, k := range g.s.order {
		if k.kernel && !k.bad && reaches(k, h, map[*fn]bool{}) {
			out = append(out, k)
		}
	}
	return out
}

func reaches(f, h *fn, seen map[*fn]bool) bool {
	if seen[f] {
		return false
	}
	seen[f] = true
	for _, c := range f.calls {
		if c == h || reaches(c, h, seen) {
			return true
		}
	}
	return false
}

// fieldName is the OpenCL C name of field i of st: blank fields (padding,
// of which Go allows several) are numbered.
func fieldName(st *types.Struct, i int) string {
	if n := st.Field(i).Name(); n != "_" {
		return clName(n)
	}
	return fmt.Sprintf("_kgen_pad%d", i)
}

// lineDirective is the #line directive that makes the OpenCL compiler
// name the Go file and line of pos for the line that follows;
// lineDirectiveAt names line n of the same file.
func (g *clGen) lineDirective(pos token.Pos) string {
	p := g.s.fset.Position(pos)
	return fmt.Sprintf("#line %d %s", p.Line, cString(filepath.Base(p.Filename)))
}

func (g *clGen) lineDirectiveAt(n int) string { return fmt.Sprintf("#line %d", n) }

func (g *clGen) anyFP64() bool {
	for _, f := range g.s.order {
		if f.fp64 {
			return true
		}
	}
	return false
}

// helpersInOrder lists the helpers reachable from kernels, callees first.
func (g *clGen) helpersInOrder() []*fn {
	var out []*fn
	seen := map[*fn]bool{}
	var visit func(f *fn)
	visit = func(f *fn) {
		if seen[f] {
			return
		}
		seen[f] = true
		for _, c := range f.calls {
			visit(c)
		}
		if !f.kernel {
			out = append(out, f)
		}
	}
	for _, f := range g.s.order {
		if f.kernel && !f.bad {
			visit(f)
		}
	}
	return out
}

// resolveLocalHelpers finds the helper slice parameters that receive local
// memory: OpenCL 1.2 has no generic address space.
func (g *clGen) resolveLocalHelpers() {
	g.localOf = map[*fn]map[string]bool{}
	uses := map[*fn]map[string][]helperUse{}
	defer func() {
		// With the address spaces settled, a parameter that receives both
		// kinds of memory cannot be translated.
		for _, h := range g.s.order {
			for _, p := range h.params {
				if !g.localOf[h][p.name] {
					continue
				}
				for _, u := range uses[h][p.name] {
					if !g.isLocalMem(u.caller, u.arg) {
						g.s.errorf(u.arg.Pos(), "helper %s's parameter %s receives global memory here and local memory elsewhere; OpenCL C needs one address space per parameter (write two helpers)", h.name, p.name)
						break
					}
				}
			}
		}
	}()
	changed := true
	for changed {
		changed = false
		for _, f := range g.s.order {
			if f.bad {
				continue
			}
			ast.Inspect(f.decl.Body, func(n ast.Node) bool {
				c, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				id, ok := ast.Unparen(c.Fun).(*ast.Ident)
				if !ok {
					return true
				}
				obj, _ := g.s.info.Uses[id].(*types.Func)
				h := g.s.funcs[obj]
				if h == nil || h.kernel {
					return true
				}
				for i, a := range c.Args {
					if i >= len(h.params) || h.params[i].kind == pScalar {
						continue
					}
					if uses[h] == nil {
						uses[h] = map[string][]helperUse{}
					}
					u := helperUse{f, a}
					if !slices.Contains(uses[h][h.params[i].name], u) {
						uses[h][h.params[i].name] = append(uses[h][h.params[i].name], u)
					}
					if g.isLocalMem(f, a) && !g.localOf[h][h.params[i].name] {
						if g.localOf[h] == nil {
							g.localOf[h] = map[string]bool{}
						}
						g.localOf[h][h.params[i].name] = true
						changed = true
					}
				}
				return true
			})
		}
	}
}

// helperUse is a call passing memory to a helper's parameter.
type helperUse struct {
	caller *fn
	arg    ast.Expr
}

// isLocalMem reports whether e (a slice expression in f) is local memory.
func (g *clGen) isLocalMem(f *fn, e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	for _, p := range f.params {
		if p.name == id.Name {
			return p.kind == pLocal || (p.kind == pGlobal && g.localOf[f][p.name])
		}
	}
	return false
}

func (g *clGen) spaceOf(f *fn, p param) string {
	if p.kind == pLocal || g.localOf[f][p.name] {
		return "__local"
	}
	return "__global"
}

// aggregateArg reports a struct parameter of kernel f that f assigns:
// the kernel copies it into a private variable first. OpenCL passes it by
// value, but PoCL lets the work-items of a group share the argument, so
// that one work-item's p.X += 1 is seen by the next.
func aggregateArg(f *fn, p param) bool {
	if p.kind != pScalar || !f.kernel {
		return false
	}
	if _, ok := p.typ.Underlying().(*types.Struct); !ok {
		return false
	}
	return f.assigned[p.name]
}

func (g *clGen) paramList(f *fn) string {
	var ps []string
	for _, p := range f.params {
		switch p.kind {
		case pScalar:
			if d, ok := g.byValueDecl(f, p); ok {
				ps = append(ps, d)
			} else if k, ok := basicKind(p.typ); ok && k == types.Bool && f.kernel {
				ps = append(ps, "uchar "+clName(p.name)+"u8")
			} else if f.kernel && aggregateArg(f, p) {
				ps = append(ps, clDecl(p.typ, clName(p.name)+"arg"))
			} else {
				ps = append(ps, clDecl(p.typ, clName(p.name)))
			}
		case pReduce:
			ps = append(ps, reducerArgs(p)...)
		default:
			ps = append(ps, memPtrDecl(g.spaceOf(f, p), p.typ, clName(p.name)), "long "+clLenName(p.name))
		}
	}
	if f.kernel && f.groups {
		ps = append(ps, "__local ulong *_kgen_gscratch")
	}
	switch {
	case strided(f):
		for _, a := range stridedParams {
			ps = append(ps, "long "+a)
		}
	case f.kernel && f.launchArgs:
		ps = append(ps, "long "+clRange0, "long "+clOffset0)
	}
	if g.checked {
		ps = append(ps, "__global long *_kgen_fault")
	}
	if len(ps) == 0 {
		return "void"
	}
	return strings.Join(ps, ", ")
}

// checked wraps an index in a bounds check against length (in the checked
// program only): the first index out of range records its position code,
// and element 0 is used in its place.
func (c *clFunc) checked(idx, length string, at ast.Node) string {
	if !c.g.checked {
		return idx
	}
	pos := c.g.s.fset.Position(at.Pos())
	c.g.checkAt = append(c.g.checkAt, fmt.Sprintf("%s:%d:%d", filepath.Base(pos.Filename), pos.Line, pos.Column))
	c.g.needs["chk"] = true
	return fmt.Sprintf("_kgen_chk((long)(%s), %s, %dL, _kgen_fault)", idx, length, len(c.g.checkAt))
}

// checkedConst is checked for an index into n elements (an array or a
// vector): a constant index needs no check, Go has checked it.
func (c *clFunc) checkedConst(index ast.Expr, n int64, at ast.Node) string {
	if _, ok := c.g.s.constInt(index); ok {
		return c.expr(index)
	}
	return c.checked(c.expr(index), fmt.Sprintf("%dL", n), at)
}

// memPtrDecl declares a pointer to memory of elements t; arrays of
// arrays are pointers to arrays: __global uchar (*p)[4].
func memPtrDecl(space string, t types.Type, name string) string {
	if !isPlainArray(t) {
		return fmt.Sprintf("%s %s *%s", space, memElemType(t), name)
	}
	dims := ""
	for isPlainArray(t) {
		a := t.Underlying().(*types.Array)
		dims += fmt.Sprintf("[%d]", a.Len())
		t = a.Elem()
	}
	return fmt.Sprintf("%s %s (*%s)%s", space, memElemType(t), name, dims)
}

// memElemType is the C element type of memory: vectors are stored as
// plain floats (their Go layout) and loaded with vloadN.
func memElemType(t types.Type) string {
	if _, f64, ok := vecLen(t); ok {
		if f64 {
			return "double"
		}
		return "float"
	}
	if k, ok := basicKind(t); ok && k == types.Bool {
		return "uchar"
	}
	return clType(t)
}

func (g *clGen) prototype(f *fn) string {
	sig := f.obj.Type().(*types.Signature)
	ret := "void"
	if sig.Results().Len() == 1 {
		ret = clType(sig.Results().At(0).Type())
	}
	return fmt.Sprintf("%s %s(%s)", ret, f.cName(), g.paramList(f))
}

func (g *clGen) function(f *fn) string {
	c := &clFunc{g: g, f: f, labels: map[string]*labelInfo{}, dims: codeDims(f)}
	c.lines = append(c.lines, g.lineDirective(f.decl.Pos()))
	c.next = g.s.fset.Position(f.decl.Pos()).Line
	if f.kernel {
		c.line("__kernel void %s(%s) {", clName(f.name), g.paramList(f))
		c.noContraction()
		c.depth = 1
		for _, p := range f.params {
			if k, ok := basicKind(p.typ); ok && k == types.Bool && p.kind == pScalar {
				c.line("bool %s = %su8 != 0;", clName(p.name), clName(p.name))
			}
			if aggregateArg(f, p) {
				c.line("%s = %sarg;", clDecl(p.typ, clName(p.name)), clName(p.name))
			}
		}
		c.byValuePrologue()
	} else {
		c.line("%s {", g.prototype(f))
		c.noContraction()
	}
	c.depth = 1
	if f.kernel && len(reducers(f)) > 0 {
		c.reduceBody()
	} else {
		for _, st := range f.decl.Body.List {
			c.stmt(st)
		}
	}
	c.depth = 0
	c.line("}")
	return strings.Join(c.lines, "\n") + "\n"
}

// line writes one line of C. The C follows the Go source line by line:
// a line with code from the Go statement at c.goLine joins the previous
// line when that holds code of the same Go line, and is otherwise
// preceded by a #line directive when the compiler would number it
// differently. Lines of braces and labels alone are nothing the compiler
// can object to and are left where they fall.
func (c *clFunc) line(format string, args ...any) {
	text := fmt.Sprintf(format, args...)
	code := c.goLine != 0 && !scaffolding(text)
	if code && c.joinable == c.goLine {
		c.lines[len(c.lines)-1] += " " + text
		return
	}
	if code && c.next != c.goLine {
		c.lines = append(c.lines, c.g.lineDirectiveAt(c.goLine))
		c.next = c.goLine
	}
	c.lines = append(c.lines, strings.Repeat("\t", c.depth)+text)
	c.next++
	c.joinable = 0
	switch {
	case code:
		c.joinable = c.goLine
	case text == "{":
		c.joinable = c.next - 1 // code of the line the brace is on joins it
	}
}

// scaffolding reports a line of braces or a label: nothing the compiler
// can object to.
func scaffolding(text string) bool {
	switch text {
	case "{", "}", "} else {":
		return true
	}
	return strings.HasSuffix(text, ": ;")
}

// at makes the lines written next belong to the Go line of pos, until the
// function it returns is called.
func (c *clFunc) at(pos token.Pos) func() {
	old := c.goLine
	c.goLine = c.g.s.fset.Position(pos).Line
	return func() { c.goLine = old }
}

func (c *clFunc) newTemp() string {
	c.tmp++
	return fmt.Sprintf("_kgen_t%d", c.tmp)
}

func (c *clFunc) info() *types.Info { return c.g.s.info }

// ---- statements

func (c *clFunc) block(list []ast.Stmt) {
	c.depth++
	for _, st := range list {
		c.stmt(st)
	}
	c.depth--
}

func (c *clFunc) stmt(st ast.Stmt) {
	defer c.at(st.Pos())()
	switch st := st.(type) {
	case *ast.BlockStmt:
		c.line("{")
		c.block(st.List)
		c.line("}")
	case *ast.ExprStmt:
		c.line("%s;", c.expr(st.X))
	case *ast.DeclStmt:
		c.declStmt(st)
	case *ast.AssignStmt:
		c.assign(st)
	case *ast.IncDecStmt:
		c.line("%s;", c.incDec(st))
	case *ast.IfStmt:
		c.ifStmt(st, "")
	case *ast.ForStmt:
		c.forStmt(st, "")
	case *ast.RangeStmt:
		c.rangeStmt(st, "")
	case *ast.SwitchStmt:
		c.switchStmt(st, "")
	case *ast.LabeledStmt:
		c.labeled(st)
	case *ast.BranchStmt:
		c.branch(st)
	case *ast.ReturnStmt:
		if c.ret != "" {
			c.line("goto %s;", c.ret)
			return
		}
		if len(st.Results) == 0 {
			c.line("return;")
		} else {
			c.line("return %s;", c.convertTo(st.Results[0], c.resultType()))
		}
	case *ast.EmptyStmt:
	default:
		c.g.s.errorf(st.Pos(), "statement %T is not supported in kernels", st)
	}
}

func (c *clFunc) resultType() types.Type {
	sig := c.f.obj.Type().(*types.Signature)
	if sig.Results().Len() == 1 {
		return sig.Results().At(0).Type()
	}
	return nil
}

func (c *clFunc) declStmt(st *ast.DeclStmt) {
	gd := st.Decl.(*ast.GenDecl)
	switch gd.Tok {
	case token.CONST:
		return // constants are folded where they are used
	case token.TYPE:
		c.g.s.errorf(gd.Pos(), "type declarations inside kernels are not supported; declare types at package level")
		return
	}
	for _, sp := range gd.Specs {
		vs := sp.(*ast.ValueSpec)
		for i, name := range vs.Names {
			obj := c.info().Defs[name].(*types.Var)
			if name.Name == "_" {
				if i < len(vs.Values) {
					c.line("(void)(%s);", c.expr(vs.Values[i]))
				}
				continue
			}
			if i < len(vs.Values) {
				c.declare(obj, vs.Values[i])
			} else {
				c.line("%s = %s;", clDecl(obj.Type(), clName(name.Name)), zeroValue(obj.Type()))
			}
		}
	}
}

func zeroValue(t types.Type) string {
	if _, _, ok := vecLen(t); ok {
		return "(" + clType(t) + ")(0)"
	}
	switch t.Underlying().(type) {
	case *types.Array, *types.Struct:
		return "{0}"
	}
	if k, ok := basicKind(t); ok && k == types.Bool {
		return "false"
	}
	return "0"
}

// isPlainArray reports a Go array that is not a vector type.
func isPlainArray(t types.Type) bool {
	if _, _, vec := vecLen(t); vec {
		return false
	}
	_, ok := t.Underlying().(*types.Array)
	return ok
}

// cond strips the outer parentheses of a condition (clang warns on
// "if ((a == b))").
func cond(s string) string {
	if len(s) < 2 || s[0] != '(' || s[len(s)-1] != ')' {
		return s
	}
	depth := 0
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 && i != len(s)-1 {
				return s
			}
		}
	}
	return s[1 : len(s)-1]
}

func (c *clFunc) declare(obj *types.Var, val ast.Expr) {
	if src, ok := c.matValue(val); ok {
		c.line("%s;", clDecl(obj.Type(), clName(obj.Name())))
		c.copyArray(clName(obj.Name()), src, obj.Type())
		return
	}
	if c.shadowedIn(obj, val) {
		// In Go the new variable's scope begins after its declaration
		// (x := x + 1 reads the outer x); in C it begins at its
		// declarator, so the value goes through a temporary first.
		tmp := c.newTemp()
		if isPlainArray(obj.Type()) {
			c.line("%s;", clDecl(obj.Type(), tmp))
			c.copyArray(tmp, c.expr(val), obj.Type())
			c.line("%s;", clDecl(obj.Type(), clName(obj.Name())))
			c.copyArray(clName(obj.Name()), tmp, obj.Type())
			return
		}
		c.line("%s = %s;", clDecl(obj.Type(), tmp), c.convertTo(val, obj.Type()))
		c.line("%s = %s;", clDecl(obj.Type(), clName(obj.Name())), tmp)
		return
	}
	if isPlainArray(obj.Type()) {
		if lit, ok := ast.Unparen(val).(*ast.CompositeLit); ok {
			c.line("%s = %s;", clDecl(obj.Type(), clName(obj.Name())), c.arrayInit(lit, obj.Type()))
			return
		}
		c.line("%s;", clDecl(obj.Type(), clName(obj.Name())))
		c.copyArray(clName(obj.Name()), c.expr(val), obj.Type())
		return
	}
	c.line("%s = %s;", clDecl(obj.Type(), clName(obj.Name())), c.convertTo(val, obj.Type()))
}

// shadowedIn reports whether val names another object called as obj (the
// variable obj shadows).
func (c *clFunc) shadowedIn(obj *types.Var, val ast.Expr) bool {
	found := false
	ast.Inspect(val, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == obj.Name() {
			if o := c.info().Uses[id]; o != nil && o != types.Object(obj) {
				found = true
			}
		}
		return !found
	})
	return found
}

// copyArray copies a whole array (Go arrays are values) element by
// element, whatever address spaces the two sides are in.
func (c *clFunc) copyArray(dst, src string, t types.Type) {
	idx := ""
	depth := c.depth
	for isPlainArray(t) {
		a := t.Underlying().(*types.Array)
		i := c.newTemp()
		c.line("for (int %s = 0; %s < %d; %s++)", i, i, a.Len(), i)
		c.depth++
		idx += "[" + i + "]"
		t = a.Elem()
	}
	c.line("%s%s = %s%s;", dst, idx, src, idx)
	c.depth = depth
}

func (c *clFunc) assign(st *ast.AssignStmt) {
	if st.Tok == token.DEFINE || st.Tok == token.ASSIGN {
		if len(st.Lhs) == 1 {
			c.assignOne(st.Lhs[0], st.Rhs[0], st.Tok == token.DEFINE)
			return
		}
		// Go evaluates every right-hand side before assigning.
		tmps := make([]string, len(st.Rhs))
		for i, r := range st.Rhs {
			tmps[i] = c.newTemp()
			t := c.info().TypeOf(st.Lhs[i])
			if t == nil || isBlank(st.Lhs[i]) {
				t = c.info().TypeOf(r)
			}
			c.line("%s = %s;", clDecl(t, tmps[i]), c.convertTo(r, t))
		}
		for i, l := range st.Lhs {
			if isBlank(l) {
				continue
			}
			id, isID := l.(*ast.Ident)
			if st.Tok == token.DEFINE && isID && c.info().Defs[id] != nil {
				c.line("%s = %s;", clDecl(c.info().Defs[id].Type(), clName(id.Name)), tmps[i])
				continue
			}
			c.store(l, tmps[i])
		}
		return
	}
	// Operator assignment.
	op := opOf(st.Tok)
	l := st.Lhs[0]
	t := c.info().TypeOf(l)
	if isInteger(t) && (op == token.ADD || op == token.SUB || op == token.MUL || op == token.QUO || op == token.REM || op == token.SHL || op == token.SHR) {
		if id, ok := l.(*ast.Ident); ok {
			c.line("%s = %s;", clName(id.Name), c.intOp(op, clName(id.Name), c.expr(st.Rhs[0]), t, c.info().TypeOf(st.Rhs[0])))
			return
		}
		p := c.newTemp()
		c.line("%s %s *%s = &%s;", c.space(l), clType(t), p, c.lvalue(l))
		c.line("*%s = %s;", p, c.intOp(op, "*"+p, c.expr(st.Rhs[0]), t, c.info().TypeOf(st.Rhs[0])))
		return
	}
	if op == token.AND_NOT {
		c.line("%s &= ~(%s);", c.lvalue(l), c.expr(st.Rhs[0]))
		return
	}
	c.line("%s %s= %s;", c.lvalue(l), op, c.convertTo(st.Rhs[0], t))
}

func isBlank(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == "_"
}

func opOf(tok token.Token) token.Token {
	switch tok {
	case token.ADD_ASSIGN:
		return token.ADD
	case token.SUB_ASSIGN:
		return token.SUB
	case token.MUL_ASSIGN:
		return token.MUL
	case token.QUO_ASSIGN:
		return token.QUO
	case token.REM_ASSIGN:
		return token.REM
	case token.AND_ASSIGN:
		return token.AND
	case token.OR_ASSIGN:
		return token.OR
	case token.XOR_ASSIGN:
		return token.XOR
	case token.SHL_ASSIGN:
		return token.SHL
	case token.SHR_ASSIGN:
		return token.SHR
	case token.AND_NOT_ASSIGN:
		return token.AND_NOT
	}
	return tok
}

func (c *clFunc) assignOne(l, r ast.Expr, define bool) {
	if isBlank(l) {
		c.line("(void)(%s);", c.expr(r))
		return
	}
	if id, ok := l.(*ast.Ident); ok && define {
		if obj, ok := c.info().Defs[id].(*types.Var); ok {
			c.declare(obj, r)
			return
		}
	}
	t := c.info().TypeOf(l)
	if src, ok := c.matValue(r); ok {
		c.copyArray(c.lvalue(l), src, t)
		return
	}
	if isPlainArray(t) {
		c.copyArray(c.lvalue(l), c.expr(r), t)
		return
	}
	c.store(l, c.convertTo(r, t))
}

// store assigns the C expression v to the Go lvalue l.
func (c *clFunc) store(l ast.Expr, v string) {
	if ptr, idx, n, ok := c.vecMem(l); ok {
		c.line("vstore%d(%s, %s, %s);", n, v, idx, ptr)
		return
	}
	c.line("%s = %s;", c.lvalue(l), v)
}

func (c *clFunc) incDec(st *ast.IncDecStmt) string {
	op := token.ADD
	if st.Tok == token.DEC {
		op = token.SUB
	}
	t := c.info().TypeOf(st.X)
	lv := c.lvalue(st.X)
	if isSigned(t) {
		return fmt.Sprintf("%s = %s", lv, c.intOp(op, lv, "1", t, t))
	}
	return lv + st.Tok.String()
}

func (c *clFunc) ifStmt(st *ast.IfStmt, _ string) {
	if st.Init != nil {
		c.line("{")
		c.depth++
		c.stmt(st.Init)
	}
	c.line("if (%s) {", cond(c.expr(st.Cond)))
	c.block(st.Body.List)
	for st.Else != nil {
		if elif, ok := st.Else.(*ast.IfStmt); ok && elif.Init == nil {
			back := c.at(elif.Pos())
			c.line("} else if (%s) {", cond(c.expr(elif.Cond)))
			back()
			c.block(elif.Body.List)
			st = elif
			continue
		}
		c.line("} else {")
		if b, ok := st.Else.(*ast.BlockStmt); ok {
			c.block(b.List)
		} else {
			c.depth++
			c.stmt(st.Else)
			c.depth--
		}
		break
	}
	c.line("}")
	if st.Init != nil {
		c.depth--
		c.line("}")
	}
}

// simple translates a for loop's post statement to a C expression.
func (c *clFunc) simple(st ast.Stmt) string {
	switch st := st.(type) {
	case *ast.IncDecStmt:
		return c.incDec(st)
	case *ast.AssignStmt:
		if len(st.Lhs) == 1 {
			t := c.info().TypeOf(st.Lhs[0])
			if st.Tok == token.ASSIGN {
				return fmt.Sprintf("%s = %s", c.lvalue(st.Lhs[0]), c.convertTo(st.Rhs[0], t))
			}
			op := opOf(st.Tok)
			if isInteger(t) && (op == token.ADD || op == token.SUB || op == token.MUL || op == token.QUO || op == token.REM || op == token.SHL || op == token.SHR) {
				lv := c.lvalue(st.Lhs[0])
				return fmt.Sprintf("%s = %s", lv, c.intOp(op, lv, c.expr(st.Rhs[0]), t, c.info().TypeOf(st.Rhs[0])))
			}
			return fmt.Sprintf("%s %s %s", c.lvalue(st.Lhs[0]), st.Tok, c.expr(st.Rhs[0]))
		}
		parts := make([]string, len(st.Lhs))
		for i := range st.Lhs {
			parts[i] = fmt.Sprintf("%s = %s", c.lvalue(st.Lhs[i]), c.expr(st.Rhs[i]))
		}
		c.g.s.errorf(st.Pos(), "multiple assignment in a for post statement is not supported in kernels")
		return strings.Join(parts, ", ")
	case *ast.ExprStmt:
		return c.expr(st.X)
	}
	c.g.s.errorf(st.Pos(), "unsupported for post statement")
	return ""
}

func (c *clFunc) pushLoop(label string) *labelInfo {
	li := &labelInfo{}
	if label != "" {
		li = c.labels[label]
	}
	c.breaks = append(c.breaks, "")
	return li
}

func (c *clFunc) popLoop() { c.breaks = c.breaks[:len(c.breaks)-1] }

func (c *clFunc) forStmt(st *ast.ForStmt, label string) {
	li := c.pushLoop(label)
	defer c.popLoop()
	open := false
	if st.Init != nil {
		c.line("{")
		c.depth++
		open = true
		c.stmt(st.Init)
	}
	test := "1"
	if st.Cond != nil {
		test = cond(c.expr(st.Cond))
	}
	post := ""
	if st.Post != nil {
		post = c.simple(st.Post)
		if c.counterCannotWrap(st) {
			// i < n guards i++ (and i > n guards i--): plain C arithmetic
			// then cannot overflow, and lets the compiler analyse the loop.
			id := st.Post.(*ast.IncDecStmt).X.(*ast.Ident)
			post = clName(id.Name) + st.Post.(*ast.IncDecStmt).Tok.String()
		}
	}
	c.line("for (; %s; %s) {", test, post)
	c.block(st.Body.List)
	if li != nil && li.cont != "" {
		c.line("%s: ;", li.cont)
	}
	c.line("}")
	if open {
		c.depth--
		c.line("}")
	}
	if li != nil && li.brk != "" {
		c.line("%s: ;", li.brk)
	}
}

// counterCannotWrap recognises for i ...; i < e; i++ (and i > e; i--),
// where the increment never overflows.
func (c *clFunc) counterCannotWrap(st *ast.ForStmt) bool {
	inc, ok := st.Post.(*ast.IncDecStmt)
	if !ok {
		return false
	}
	id, ok := inc.X.(*ast.Ident)
	if !ok {
		return false
	}
	cmp, ok := ast.Unparen(st.Cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	x, ok := ast.Unparen(cmp.X).(*ast.Ident)
	if !ok || c.info().Uses[x] == nil || c.info().Uses[x] != c.info().Uses[id] {
		return false
	}
	// The body must not assign the counter.
	assigned := false
	ast.Inspect(st.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if li, ok := l.(*ast.Ident); ok && c.info().Uses[li] == c.info().Uses[id] {
					assigned = true
				}
			}
		case *ast.IncDecStmt:
			if li, ok := n.X.(*ast.Ident); ok && c.info().Uses[li] == c.info().Uses[id] {
				assigned = true
			}
		}
		return !assigned
	})
	return !assigned && ((inc.Tok == token.INC && cmp.Op == token.LSS) || (inc.Tok == token.DEC && cmp.Op == token.GTR))
}

func (c *clFunc) rangeStmt(st *ast.RangeStmt, label string) {
	li := c.pushLoop(label)
	defer c.popLoop()
	t := c.info().TypeOf(st.X)
	n := c.newTemp()
	i := c.newTemp()
	if st.Key != nil && !isBlank(st.Key) {
		i = clName(st.Key.(*ast.Ident).Name)
	}
	ct := clType(t)
	c.line("{")
	c.depth++
	c.line("%s %s = %s;", ct, n, c.expr(st.X))
	c.line("for (%s %s = 0; %s < %s; %s++) {", ct, i, i, n, i)
	c.block(st.Body.List)
	if li.cont != "" {
		c.line("%s: ;", li.cont)
	}
	c.line("}")
	c.depth--
	c.line("}")
	if li.brk != "" {
		c.line("%s: ;", li.brk)
	}
}

func (c *clFunc) switchStmt(st *ast.SwitchStmt, label string) {
	end := c.newTemp() + "_end"
	c.breaks = append(c.breaks, end)
	defer func() { c.breaks = c.breaks[:len(c.breaks)-1] }()
	c.line("{")
	c.depth++
	if st.Init != nil {
		c.stmt(st.Init)
	}
	tag := ""
	var tagT types.Type
	if st.Tag != nil {
		tag = c.newTemp()
		tagT = c.info().TypeOf(st.Tag)
		c.line("%s = %s;", clDecl(tagT, tag), c.expr(st.Tag))
	}
	var def *ast.CaseClause
	first := true
	for _, cc := range st.Body.List {
		cl := cc.(*ast.CaseClause)
		if cl.List == nil {
			def = cl
			continue
		}
		var conds []string
		for _, e := range cl.List {
			if tag != "" {
				conds = append(conds, fmt.Sprintf("%s == %s", tag, c.convertTo(e, tagT)))
			} else {
				conds = append(conds, "("+c.expr(e)+")")
			}
		}
		kw := "} else if"
		if first {
			kw = "if"
			first = false
		}
		back := c.at(cl.Pos())
		c.line("%s (%s) {", kw, cond(strings.Join(conds, " || ")))
		back()
		c.block(cl.Body)
	}
	if def != nil {
		if first {
			c.line("{")
		} else {
			c.line("} else {")
		}
		c.block(def.Body)
		c.line("}")
	} else if !first {
		c.line("}")
	}
	c.depth--
	c.line("}")
	c.line("%s: ;", end)
	if label != "" {
		if li := c.labels[label]; li.brk != "" {
			c.line("%s: ;", li.brk)
		}
	}
}

func (c *clFunc) labeled(st *ast.LabeledStmt) {
	name := st.Label.Name
	li := &labelInfo{}
	c.labels[name] = li
	// Labels are only used by break and continue; give them C labels on demand.
	ast.Inspect(st.Stmt, func(n ast.Node) bool {
		if b, ok := n.(*ast.BranchStmt); ok && b.Label != nil && b.Label.Name == name {
			switch b.Tok {
			case token.BREAK:
				li.brk = "_kgen_" + clName(name) + "break"
			case token.CONTINUE:
				li.cont = "_kgen_" + clName(name) + "continue"
			}
		}
		return true
	})
	defer c.at(st.Stmt.Pos())()
	switch s := st.Stmt.(type) {
	case *ast.ForStmt:
		c.forStmt(s, name)
	case *ast.RangeStmt:
		c.rangeStmt(s, name)
	case *ast.SwitchStmt:
		c.switchStmt(s, name)
	default:
		c.stmt(s)
		if li.brk != "" {
			c.line("%s: ;", li.brk)
		}
	}
}

func (c *clFunc) branch(st *ast.BranchStmt) {
	if st.Label != nil {
		li := c.labels[st.Label.Name]
		if st.Tok == token.BREAK {
			c.line("goto %s;", li.brk)
		} else {
			c.line("goto %s;", li.cont)
		}
		return
	}
	switch st.Tok {
	case token.BREAK:
		if n := len(c.breaks); n > 0 && c.breaks[n-1] != "" {
			c.line("goto %s;", c.breaks[n-1])
			return
		}
		c.line("break;")
	case token.CONTINUE:
		c.line("continue;")
	}
}

// ---- expressions

// expr translates a Go expression to C.
func (c *clFunc) expr(e ast.Expr) string {
	if tv, ok := c.info().Types[e]; ok && tv.Value != nil {
		return constLit(tv.Value, tv.Type)
	}
	switch e := e.(type) {
	case *ast.ParenExpr:
		return "(" + c.expr(e.X) + ")"
	case *ast.Ident:
		if _, isNil := c.info().Uses[e].(*types.Nil); isNil {
			c.g.s.errorf(e.Pos(), "nil is not supported in kernels")
			return "0"
		}
		return clName(e.Name)
	case *ast.BinaryExpr:
		return c.binary(e)
	case *ast.UnaryExpr:
		return c.unary(e)
	case *ast.IndexExpr:
		if ptr, idx, n, ok := c.vecMem(e); ok {
			return fmt.Sprintf("vload%d(%s, %s)", n, idx, ptr)
		}
		return c.index(e)
	case *ast.SelectorExpr:
		if ptr, idx, n, ok := c.vecMem(e); ok {
			return fmt.Sprintf("vload%d(%s, %s)", n, idx, ptr)
		}
		if k, ok := basicKind(c.info().TypeOf(e)); ok && k == types.Bool {
			return "(" + c.expr(e.X) + "." + clName(e.Sel.Name) + " != 0)"
		}
		return c.expr(e.X) + "." + clName(e.Sel.Name)
	case *ast.CallExpr:
		return c.call(e)
	case *ast.CompositeLit:
		return c.composite(e)
	}
	c.g.s.errorf(e.Pos(), "expression %s is not supported in kernels", exprString(e))
	return "0"
}

// lvalue translates an assignable Go expression.
func (c *clFunc) lvalue(e ast.Expr) string {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return clName(e.Name)
	case *ast.IndexExpr:
		return c.index(e)
	case *ast.SelectorExpr:
		return c.lvalue(e.X) + "." + clName(e.Sel.Name)
	}
	c.g.s.errorf(e.Pos(), "cannot assign to %s in kernels", exprString(e))
	return "0"
}

// space is the address space an lvalue lives in.
func (c *clFunc) space(e ast.Expr) string {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		for _, p := range c.f.params {
			if p.name == e.Name && (p.kind == pGlobal || p.kind == pLocal) {
				return c.g.spaceOf(c.f, p)
			}
		}
		return "__private"
	case *ast.IndexExpr:
		return c.space(e.X)
	case *ast.SelectorExpr:
		return c.space(e.X)
	}
	return "__private"
}

// memParam returns the kernel/helper parameter e names when it is memory.
func (c *clFunc) memParam(e ast.Expr) (param, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return param{}, false
	}
	for _, p := range c.f.params {
		if p.name == id.Name && (p.kind == pGlobal || p.kind == pLocal) {
			return p, true
		}
	}
	return param{}, false
}

// vecMem recognises a vector stored in memory or in a struct field: it
// returns the pointer and index for vloadN / vstoreN.
func (c *clFunc) vecMem(e ast.Expr) (ptr, idx string, n int, ok bool) {
	t := c.info().TypeOf(e)
	n, _, isVec := vecLen(t)
	if !isVec {
		return "", "", 0, false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		if p, isMem := c.memParam(e.X); isMem {
			return clName(p.name), c.checked(c.expr(e.Index), clLenName(p.name), e), n, true
		}
	case *ast.SelectorExpr:
		if _, isStruct := c.info().TypeOf(e.X).Underlying().(*types.Struct); isStruct {
			return c.lvalue(e), "0", n, true
		}
	}
	return "", "", 0, false
}

func (c *clFunc) index(e *ast.IndexExpr) string {
	xt := c.info().TypeOf(e.X)
	// An element of a vector: private vectors are C vectors; vectors in
	// memory are float arrays.
	if n, _, isVec := vecLen(xt); isVec {
		if ptr, idx, _, ok := c.vecMem(e.X); ok {
			return fmt.Sprintf("(%s)[(%s)*%d + (%s)]", ptr, idx, n, c.checkedConst(e.Index, int64(n), e))
		}
		if k, ok := c.g.s.constInt(e.Index); ok {
			return fmt.Sprintf("%s.s%d", c.lvalue(e.X), k)
		}
		return fmt.Sprintf("((%s*)&%s)[%s]", strings.TrimRight(clType(xt), "234"), c.lvalue(e.X), c.checkedConst(e.Index, int64(n), e))
	}
	if p, isMem := c.memParam(e.X); isMem {
		return fmt.Sprintf("%s[%s]", c.lvalue(e.X), c.checked(c.expr(e.Index), clLenName(p.name), e))
	}
	if a, ok := xt.Underlying().(*types.Array); ok {
		return fmt.Sprintf("%s[%s]", c.lvalue(e.X), c.checkedConst(e.Index, a.Len(), e))
	}
	return fmt.Sprintf("%s[%s]", c.lvalue(e.X), c.expr(e.Index))
}

func constLit(v constant.Value, t types.Type) string {
	k, _ := basicKind(t)
	switch {
	case v.Kind() == constant.Bool:
		return strconv.FormatBool(constant.BoolVal(v))
	case k == types.Float32 || k == types.Float64 || k == types.UntypedFloat:
		f, _ := constant.Float64Val(constant.ToFloat(v))
		s := strconv.FormatFloat(f, 'g', -1, 64)
		if k == types.Float32 {
			s = strconv.FormatFloat(f, 'g', -1, 32)
		}
		if !strings.ContainsAny(s, ".eEn") {
			s += ".0"
		}
		if strings.Contains(s, "Inf") || strings.Contains(s, "NaN") {
			return map[bool]string{true: "INFINITY", false: "NAN"}[strings.Contains(s, "Inf")]
		}
		if k == types.Float32 {
			return s + "f"
		}
		return s
	}
	iv := constant.ToInt(v)
	if iv.Kind() != constant.Int {
		return v.ExactString()
	}
	s := iv.ExactString()
	switch clScalar(k) {
	case "long":
		if s == "-9223372036854775808" {
			return "(long)(-9223372036854775807L - 1)"
		}
		return s + "L"
	case "ulong":
		return s + "UL"
	case "uint":
		return s + "U"
	case "int":
		if s == "-2147483648" {
			return "(int)(-2147483647 - 1)"
		}
		return s
	case "double", "float":
		return s + ".0"
	}
	return "((" + clScalar(k) + ")" + s + ")"
}

func (c *clFunc) binary(e *ast.BinaryExpr) string {
	t := c.info().TypeOf(e)
	xt, yt := c.info().TypeOf(e.X), c.info().TypeOf(e.Y)
	x, y := c.expr(e.X), c.expr(e.Y)
	switch e.Op {
	case token.LAND, token.LOR, token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
		if _, _, isVec := vecLen(xt); isVec && (e.Op == token.EQL || e.Op == token.NEQ) {
			r := fmt.Sprintf("all((%s) == (%s))", x, y)
			if e.Op == token.NEQ {
				return "(!" + r + ")"
			}
			return r
		}
		return fmt.Sprintf("(%s %s %s)", x, e.Op, y)
	case token.AND_NOT:
		return fmt.Sprintf("(%s & ~(%s))", x, y)
	}
	if isInteger(t) {
		return c.intOp(e.Op, x, y, t, yt)
	}
	return fmt.Sprintf("(%s %s %s)", x, e.Op, y)
}

// intOp emits an integer operation with Go semantics: signed arithmetic
// wraps, division by zero and shifts by the width or more are defined.
func (c *clFunc) intOp(op token.Token, x, y string, t, yt types.Type) string {
	ct := clType(t)
	switch op {
	case token.ADD, token.SUB, token.MUL:
		if isSigned(t) {
			u := unsignedOf(ct)
			return fmt.Sprintf("((%s)((%s)(%s) %s (%s)(%s)))", ct, u, x, op, u, y)
		}
		if bits(ct) < 32 {
			return fmt.Sprintf("((%s)(%s %s %s))", ct, x, op, y)
		}
		return fmt.Sprintf("(%s %s %s)", x, op, y)
	case token.QUO, token.REM:
		name := "div"
		if op == token.REM {
			name = "rem"
		}
		c.g.needs[name+"_"+ct] = true
		return fmt.Sprintf("_kgen_%s_%s(%s, %s)", name, ct, x, y)
	case token.SHL, token.SHR:
		name := "shl"
		if op == token.SHR {
			name = "shr"
		}
		c.g.needs[name+"_"+ct] = true
		return fmt.Sprintf("_kgen_%s_%s(%s, (ulong)(%s))", name, ct, x, y)
	}
	return fmt.Sprintf("(%s %s %s)", x, op, y)
}

func (c *clFunc) unary(e *ast.UnaryExpr) string {
	x := c.expr(e.X)
	t := c.info().TypeOf(e)
	switch e.Op {
	case token.SUB:
		if isInteger(t) {
			// Through the unsigned type: wraps for signed, and narrow types
			// come back to their width (C would promote them to int).
			ct := clType(t)
			return fmt.Sprintf("((%s)(-(%s)(%s)))", ct, unsignedOf(ct), x)
		}
		return "(-" + x + ")"
	case token.XOR:
		if isInteger(t) && bits(clType(t)) < 32 {
			return fmt.Sprintf("((%s)(~%s))", clType(t), x)
		}
		return "(~" + x + ")"
	case token.NOT:
		return "(!" + x + ")"
	case token.ADD:
		return x
	case token.AND:
		return "&" + c.lvalue(e.X)
	}
	c.g.s.errorf(e.Pos(), "operator %s is not supported in kernels", e.Op)
	return x
}

// convertTo translates e for a context of type t (vector and struct
// values are taken as they are; untyped constants get t's type).
func (c *clFunc) convertTo(e ast.Expr, t types.Type) string {
	if t == nil {
		return c.expr(e)
	}
	if tv, ok := c.info().Types[e]; ok && tv.Value != nil {
		return constLit(tv.Value, t)
	}
	return c.expr(e)
}

func (c *clFunc) composite(e *ast.CompositeLit) string {
	t := c.info().TypeOf(e)
	if n, _, ok := vecLen(t); ok {
		vals := make([]string, n)
		for i := range vals {
			vals[i] = "0"
		}
		for i, el := range e.Elts {
			idx := i
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				k, _ := c.g.s.constInt(kv.Key)
				idx = int(k)
				el = kv.Value
			}
			if idx < n {
				vals[idx] = c.convertTo(el, types.Typ[types.Float32])
			}
		}
		return fmt.Sprintf("((%s)(%s))", clType(t), strings.Join(vals, ", "))
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		return fmt.Sprintf("((%s)%s)", clType(t), c.structInit(e, u))
	case *types.Array:
		c.g.s.errorf(e.Pos(), "array literals are only supported as variable initialisers in kernels")
		return "{0}"
	}
	return "0"
}

func (c *clFunc) arrayInit(e *ast.CompositeLit, t types.Type) string {
	a := t.Underlying().(*types.Array)
	vals := make([]string, a.Len())
	for i := range vals {
		vals[i] = zeroValue(a.Elem())
	}
	for i, el := range e.Elts {
		idx := i
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			k, _ := c.g.s.constInt(kv.Key)
			idx = int(k)
			el = kv.Value
		}
		if lit, ok := ast.Unparen(el).(*ast.CompositeLit); ok {
			if _, isArr := a.Elem().Underlying().(*types.Array); isArr {
				if _, _, vec := vecLen(a.Elem()); !vec {
					vals[idx] = c.arrayInit(lit, a.Elem())
					continue
				}
			}
		}
		vals[idx] = c.convertTo(el, a.Elem())
	}
	return "{" + strings.Join(vals, ", ") + "}"
}

func (c *clFunc) structInit(e *ast.CompositeLit, st *types.Struct) string {
	vals := make([]string, st.NumFields())
	for i := range vals {
		vals[i] = storageZero(st.Field(i).Type())
	}
	for i, el := range e.Elts {
		idx := i
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			name := kv.Key.(*ast.Ident).Name
			for j := 0; j < st.NumFields(); j++ {
				if st.Field(j).Name() == name {
					idx = j
				}
			}
			el = kv.Value
		}
		ft := st.Field(idx).Type()
		if n, _, ok := vecLen(ft); ok {
			// A stored vector is a float array: spell out its components.
			v := c.newTemp()
			_ = v
			comps := make([]string, n)
			val := c.expr(el)
			for k := range comps {
				comps[k] = fmt.Sprintf("(%s).s%d", val, k)
			}
			vals[idx] = "{" + strings.Join(comps, ", ") + "}"
			continue
		}
		vals[idx] = c.convertTo(el, ft)
	}
	return "{" + strings.Join(vals, ", ") + "}"
}

func storageZero(t types.Type) string {
	if _, _, ok := vecLen(t); ok {
		return "{0}"
	}
	return zeroValue(t)
}

func (c *clFunc) call(e *ast.CallExpr) string {
	// Conversions.
	if tv, ok := c.info().Types[e.Fun]; ok && tv.IsType() {
		t := tv.Type
		from := c.info().TypeOf(e.Args[0])
		if types.Identical(from.Underlying(), t.Underlying()) {
			return c.expr(e.Args[0])
		}
		return fmt.Sprintf("((%s)(%s))", clType(t), c.expr(e.Args[0]))
	}
	switch fun := ast.Unparen(e.Fun).(type) {
	case *ast.Ident:
		switch obj := c.info().Uses[fun].(type) {
		case *types.Builtin:
			return c.builtin(obj.Name(), e)
		case *types.Func:
			h := c.g.s.funcs[obj]
			var args []string
			for i, a := range e.Args {
				if i < len(h.params) && h.params[i].kind != pScalar {
					args = append(args, c.expr(a), c.lenOf(a))
					continue
				}
				var pt types.Type
				if i < len(h.params) {
					pt = h.params[i].typ
				}
				args = append(args, c.convertTo(a, pt))
			}
			if c.g.checked {
				args = append(args, "_kgen_fault")
			}
			return fmt.Sprintf("%s(%s)", h.cName(), strings.Join(args, ", "))
		}
	case *ast.SelectorExpr:
		if sel, ok := c.info().Selections[fun]; ok {
			recv := sel.Recv()
			if isNamed(recv, syclPath, "Item") || isNamed(recv, syclPath, "NDItem") {
				return c.itemCall(fun.Sel.Name, e)
			}
			if _, _, ok := reducerType(recv); ok {
				return c.reducerCall(fun, e)
			}
			if _, ok := isMat4(recv); ok {
				return c.matCall(fun, e)
			}
			return c.vecCall(fun, e)
		}
		obj := c.info().Uses[fun.Sel].(*types.Func)
		args := make([]string, len(e.Args))
		switch obj.Pkg().Path() {
		case math32Path, "math":
			ft := types.Typ[types.Float32]
			if obj.Pkg().Path() == "math" {
				ft = types.Typ[types.Float64]
			}
			for i, a := range e.Args {
				args[i] = c.convertTo(a, ft)
			}
			if n := obj.Name(); n == "Min" || n == "Max" {
				return fmt.Sprintf("%s(%s)", c.floatMinMax(n, clType(ft)), strings.Join(args, ", "))
			}
			return fmt.Sprintf("%s(%s)", mathFuncs[obj.Name()], strings.Join(args, ", "))
		case atomicPath:
			return c.atomicCall(obj.Name(), e)
		case syclPath:
			return c.groupCall(e)
		}
	}
	c.g.s.errorf(e.Pos(), "call of %s is not supported in kernels", exprString(e.Fun))
	return "0"
}

// lenOf is the element count of memory expression e (a parameter).
func (c *clFunc) lenOf(e ast.Expr) string {
	if p, ok := c.memParam(e); ok {
		return clLenName(p.name)
	}
	c.g.s.errorf(e.Pos(), "memory passed to a helper must be a parameter of the caller")
	return "0"
}

func (c *clFunc) builtin(name string, e *ast.CallExpr) string {
	switch name {
	case "len":
		if tv := c.info().Types[e]; tv.Value != nil {
			return constLit(tv.Value, tv.Type)
		}
		return c.lenOf(e.Args[0])
	case "min", "max":
		t := c.info().TypeOf(e)
		fn := name
		if isFloat(t) {
			fn = c.floatMinMax(name, clType(t))
		}
		// C promotes narrow integers to int in arithmetic: each operand is
		// cast back, or OpenCL's overloaded min is ambiguous.
		arg := func(a ast.Expr) string { return fmt.Sprintf("((%s)%s)", clType(t), c.convertTo(a, t)) }
		acc := arg(e.Args[0])
		for _, a := range e.Args[1:] {
			acc = fmt.Sprintf("%s(%s, %s)", fn, acc, arg(a))
		}
		return acc
	}
	c.g.s.errorf(e.Pos(), "builtin %s is not supported in kernels", name)
	return "0"
}

// The launch arguments of kernels whose queries need the whole launch
// (sycl.Kernel.LaunchArgs): its global size and offset along SYCL
// dimension 0. Over a sycl.Slice only the slice is enqueued, so OpenCL's
// get_global_size, get_global_offset, get_group_id and get_num_groups
// answer for the slice along that dimension.
const clRange0, clOffset0 = "_kgen_range0", "_kgen_offset0"

// wholeLaunchQuery reports whether the item query name in SYCL dimension
// d needs the launch arguments.
func wholeLaunchQuery(name string, d int) bool {
	switch name {
	case "Range", "GlobalRange", "Offset", "GroupID", "GroupRange":
		return d == 0
	case "GroupLinearID":
		return true
	}
	return false
}

// itemCall translates the index methods. SYCL dimension d is OpenCL
// dimension dims-1-d, so the last dimension varies fastest. Every query
// answers for the whole launch (see sycl.Slice): along SYCL dimension 0
// the global size and offset are the launch arguments, and group ids
// count from the whole launch's offset.
func (c *clFunc) itemCall(name string, e *ast.CallExpr) string {
	if c.strided {
		k := int64(0)
		if len(e.Args) == 1 {
			k, _ = c.g.s.constInt(e.Args[0])
		}
		return c.stridedItem(name, int(k))
	}
	d := 0
	if len(e.Args) == 1 {
		k, _ := c.g.s.constInt(e.Args[0])
		d = c.dims - 1 - int(k)
	}
	sliced := c.dims - 1 // the OpenCL dimension a slice cuts
	get := func(f string, dd int) string { return fmt.Sprintf("(long)%s(%d)", f, dd) }
	linear := func(id func(int) string, size func(int) string) string {
		expr := ""
		for sd := 0; sd < c.dims; sd++ {
			od := c.dims - 1 - sd
			if expr == "" {
				expr = id(od)
			} else {
				expr = fmt.Sprintf("(%s * %s + %s)", expr, size(od), id(od))
			}
		}
		return expr
	}
	groupID := func(od int) string {
		if od != sliced {
			return get("get_group_id", od)
		}
		return fmt.Sprintf("(%s + (%s - %s) / %s)", get("get_group_id", od), get("get_global_offset", od), clOffset0, get("get_local_size", od))
	}
	switch {
	case d != sliced:
	case name == "Range" || name == "GlobalRange":
		return clRange0
	case name == "Offset":
		return clOffset0
	case name == "GroupID":
		return groupID(d)
	case name == "GroupRange":
		return fmt.Sprintf("(%s / %s)", clRange0, get("get_local_size", d))
	}
	switch name {
	case "ID", "GlobalID":
		return get("get_global_id", d)
	case "Range", "GlobalRange":
		return get("get_global_size", d)
	case "Offset":
		return get("get_global_offset", d)
	case "LocalID":
		return get("get_local_id", d)
	case "GroupID":
		return get("get_group_id", d)
	case "LocalRange":
		return get("get_local_size", d)
	case "GroupRange":
		return get("get_num_groups", d)
	case "Dims":
		if c.f.dims == 0 {
			return "(long)get_work_dim()"
		}
		return fmt.Sprintf("%dL", c.dims)
	case "LinearID", "GlobalLinearID":
		// Row-major order does not use the extent of dimension 0.
		return linear(func(od int) string { return get("get_global_id", od) }, func(od int) string { return get("get_global_size", od) })
	case "LocalLinearID":
		return linear(func(od int) string { return get("get_local_id", od) }, func(od int) string { return get("get_local_size", od) })
	case "GroupLinearID":
		if c.f.dims == 0 {
			// Code for any dimensionality, whose sliced dimension W (OpenCL
			// dimension get_work_dim()-1) is known at run time: the slice's
			// own linear group id, plus its first group along W times the
			// group counts of the dimensions below W. Builtins take
			// constant dimensions (PoCL fails to link get_global_offset of
			// a computed one).
			inSlice := linear(func(od int) string { return get("get_group_id", od) }, func(od int) string { return get("get_num_groups", od) })
			var first [3]string
			for w := range first {
				first[w] = fmt.Sprintf("(%s - %s) / %s", get("get_global_offset", w), clOffset0, get("get_local_size", w))
				for od := 0; od < w; od++ {
					first[w] += " * " + get("get_num_groups", od)
				}
			}
			return fmt.Sprintf("(%s + (get_work_dim() == 1 ? %s : get_work_dim() == 2 ? %s : %s))", inSlice, first[0], first[1], first[2])
		}
		return linear(groupID, func(od int) string { return get("get_num_groups", od) })
	case "Barrier":
		return "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE)"
	}
	if subGroupMethods[name] {
		return c.subGroupCall(name)
	}
	return "0"
}

func (c *clFunc) vecCall(fun *ast.SelectorExpr, e *ast.CallExpr) string {
	v := c.expr(fun.X)
	arg := func(i int) string { return c.expr(e.Args[i]) }
	switch fun.Sel.Name {
	case "Add":
		return fmt.Sprintf("(%s + %s)", v, arg(0))
	case "Sub":
		return fmt.Sprintf("(%s - %s)", v, arg(0))
	case "Mul":
		return fmt.Sprintf("(%s * %s)", v, c.convertTo(e.Args[0], types.Typ[types.Float32]))
	case "Dot":
		return fmt.Sprintf("dot(%s, %s)", v, arg(0))
	case "Len":
		return fmt.Sprintf("length(%s)", v)
	case "LenSqr":
		return fmt.Sprintf("dot(%s, %s)", v, v)
	case "Normalize":
		return fmt.Sprintf("normalize(%s)", v)
	case "Cross":
		return fmt.Sprintf("cross(%s, %s)", v, arg(0))
	case "X", "Y", "Z", "W":
		return fmt.Sprintf("(%s).%s", v, strings.ToLower(fun.Sel.Name))
	}
	c.g.s.errorf(e.Pos(), "method %s is not supported in kernels", fun.Sel.Name)
	return "0"
}

// preamble defines the helpers the program uses.
func (g *clGen) preamble() string {
	var names []string
	for n := range g.needs {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		op, ct, _ := strings.Cut(n, "_")
		switch op {
		case "chk":
			// Records the first out-of-range index (position code, index,
			// length) and reads element 0 instead, when there is one.
			b.WriteString(`inline long _kgen_chk(long i, long n, long code, __global long *fault) {
	if (i >= 0 && i < n) return i;
	if (atom_cmpxchg(fault, 0L, code) == 0L) { fault[1] = i; fault[2] = n; }
	return 0;
}
`)
		case "div", "rem":
			sym := map[string]string{"div": "/", "rem": "%"}[op]
			if ct == "uchar" || ct == "ushort" || ct == "uint" || ct == "ulong" {
				fmt.Fprintf(&b, "inline %s _kgen_%s_%s(%s a, %s b) { return b == 0 ? 0 : a %s b; }\n", ct, op, ct, ct, ct, sym)
				continue
			}
			// b == -1: the quotient of the most negative value wraps (Go), the remainder is 0.
			neg := fmt.Sprintf("(%s)(-(%s)a)", ct, unsignedOf(ct))
			if op == "rem" {
				neg = "0"
			}
			fmt.Fprintf(&b, "inline %s _kgen_%s_%s(%s a, %s b) { return b == 0 ? 0 : b == -1 ? %s : a %s b; }\n", ct, op, ct, ct, ct, neg, sym)
		case "shl":
			fmt.Fprintf(&b, "inline %s _kgen_shl_%s(%s a, ulong n) { return n >= %d ? 0 : (%s)((%s)a << n); }\n", ct, ct, ct, bits(ct), ct, unsignedOf(ct))
		case "shr":
			if ct == unsignedOf(ct) {
				fmt.Fprintf(&b, "inline %s _kgen_shr_%s(%s a, ulong n) { return n >= %d ? 0 : a >> n; }\n", ct, ct, ct, bits(ct))
			} else {
				fmt.Fprintf(&b, "inline %s _kgen_shr_%s(%s a, ulong n) { return n >= %d ? (a < 0 ? -1 : 0) : a >> n; }\n", ct, ct, ct, bits(ct))
			}
		case "atomicf":
			space := "__global"
			if ct == "l" {
				space = "__local"
			}
			fmt.Fprintf(&b, `inline float _kgen_atomic_add_float_%s(volatile %s float *p, float v) {
	union { uint u; float f; } old, nv;
	do { old.f = *p; nv.f = old.f + v; } while (atomic_cmpxchg((volatile %s uint *)p, old.u, nv.u) != old.u);
	return old.f;
}
`, ct, space, space)
		}
	}
	if b.Len() > 0 {
		b.WriteString("\n")
	}
	return b.String()
}
