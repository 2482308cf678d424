package codegen

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"maps"
	"strings"

	"golang.org/x/tools/go/packages"
)

const (
	syclPath       = "github.com/gosycl/gosycl/sycl"
	coexecutorPath = "github.com/gosycl/gosycl/coexecutor"
	atomicPath     = "github.com/gosycl/gosycl/sycl/atomic"
	math32Path     = "github.com/gosycl/gosycl/math32"
	mgl32Path      = "github.com/go-gl/mathgl/mgl32"
	mgl64Path      = "github.com/go-gl/mathgl/mgl64"
)

// paramKind is how a kernel parameter reaches the kernel.
type paramKind int

const (
	pScalar paramKind = iota
	pGlobal
	pLocal
	pReduce // a sycl.Reducer (reduce.go)
)

type param struct {
	name   string
	kind   paramKind
	typ    types.Type // the scalar type, or the element type of global/local memory
	reads  bool       // global/local memory: the function (or a helper it passes it to) reads it
	writes bool       // ... or writes it
	red    *reduceOp  // pReduce: the Reducer's type and combiner
}

// fn is a kernel or a //kgen:func helper.
type fn struct {
	decl    *ast.FuncDecl
	obj     *types.Func
	name    string
	kernel  bool
	nd      bool   // the index parameter is an NDItem
	item    string // the index parameter's name ("" when unnamed)
	params  []param
	dims    int  // highest constant dimension used + 1
	barrier bool // calls Barrier (directly)
	groups  bool // calls group algorithms (groups.go), which are barriers too
	fp64    bool
	calls   []*fn // helpers called
	bad     bool  // has diagnostics (itself or a helper it calls)

	// launchArgs: a kernel whose OpenCL C takes the whole launch's size
	// and offset along dimension 0 (sycl.Kernel.LaunchArgs; see
	// wholeLaunchQuery).
	launchArgs bool
	// cname overrides the OpenCL name (a combiner's method, reduce.go).
	cname string
	// assigned: the scalar parameters the body assigns (itemstate.go).
	assigned map[string]bool
}

// hasParam reports whether v is one of f's parameters (its index
// parameter included).
func (f *fn) hasParam(v *types.Var) bool {
	sig := f.obj.Type().(*types.Signature)
	for i := 0; i < sig.Params().Len(); i++ {
		if sig.Params().At(i) == v {
			return true
		}
	}
	return false
}

// itemCall returns the index method call c invokes on f's item, and the
// item's identifier in it.
func (f *fn) itemCall(c *ast.CallExpr) (method string, item *ast.Ident, ok bool) {
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok {
		return "", nil, false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok || f.item == "" || id.Name != f.item {
		return "", nil, false
	}
	return sel.Sel.Name, id, true
}

// cName is f's OpenCL name.
func (f *fn) cName() string {
	if f.cname != "" {
		return f.cname
	}
	return clName(f.name)
}

type pkgState struct {
	pkg     *packages.Package
	info    *types.Info
	fset    *token.FileSet
	funcs   map[*types.Func]*fn
	order   []*fn // kernels and helpers in source order
	diags   []Diagnostic
	structs []*types.Named // struct types used by kernels, in dependency order
	seenStr map[*types.Named]bool

	wroteCheck bool
	quiet      bool // drop diagnostics (while emitting the checked program)

	reducers map[*types.Var]bool  // the kernels' Reducer parameters
	atomics  map[*fn][]*atomicUse // what functions do with atomics (atomics.go)
	// ownRead: reads in kernels' bodies that see only the work-item's own
	// earlier writes (ownwrites.go), which memoryAccess does not count
	ownRead map[*ast.IndexExpr]bool
	walks   map[*fn]*fpWalk // each kernel's footprint walk (walkKernel)
}

func (s *pkgState) errorf(pos token.Pos, format string, args ...any) {
	if s.quiet {
		return
	}
	d := Diagnostic{Pos: s.fset.Position(pos), Msg: fmt.Sprintf(format, args...)}
	for _, x := range s.diags {
		if x == d {
			return // the same construct reached twice
		}
	}
	s.diags = append(s.diags, d)
}

func directive(doc *ast.CommentGroup) string {
	if doc == nil {
		return ""
	}
	for _, c := range doc.List {
		switch strings.TrimSpace(c.Text) {
		case "//kgen:kernel":
			return "kernel"
		case "//kgen:func":
			return "func"
		}
	}
	return ""
}

// collect finds the kernels and helpers of a package.
func (s *pkgState) collect() {
	for _, f := range s.pkg.Syntax {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			kind := directive(fd.Doc)
			if kind == "" {
				continue
			}
			obj, _ := s.info.Defs[fd.Name].(*types.Func)
			if obj == nil {
				continue
			}
			if fd.Recv != nil {
				s.errorf(fd.Pos(), "%s is a method; kernels and //kgen:func helpers must be plain functions", fd.Name.Name)
				continue
			}
			if fd.Type.TypeParams != nil {
				s.errorf(fd.Pos(), "%s is generic; kernels and helpers cannot have type parameters", fd.Name.Name)
				continue
			}
			if fd.Body == nil {
				s.errorf(fd.Pos(), "%s has no body", fd.Name.Name)
				continue
			}
			f := &fn{decl: fd, obj: obj, name: fd.Name.Name, kernel: kind == "kernel"}
			s.funcs[obj] = f
			s.order = append(s.order, f)
		}
	}
	for _, f := range s.order {
		n := len(s.diags)
		s.signature(f)
		s.checkBody(f)
		f.bad = len(s.diags) > n
	}
	s.checkRecursion()
	// A function is bad when a helper it calls is.
	for changed := true; changed; {
		changed = false
		for _, f := range s.order {
			for _, c := range f.calls {
				if c.bad && !f.bad {
					f.bad, changed = true, true
				}
			}
		}
	}
	if len(s.diags) == 0 {
		s.ownRead = map[*ast.IndexExpr]bool{}
		for _, f := range s.order {
			if f.kernel && !f.bad {
				maps.Copy(s.ownRead, s.walkKernel(f).own.reads)
			}
		}
		s.memoryAccess()
	}
}

// memoryAccess records which memory parameters each function reads and
// writes (through helpers too), iterating to a fixpoint over calls.
func (s *pkgState) memoryAccess() {
	for changed := true; changed; {
		changed = false
		for _, f := range s.order {
			byObj := map[types.Object]*param{}
			sig := f.obj.Type().(*types.Signature)
			pi := 0
			for i := 0; i < sig.Params().Len(); i++ {
				v := sig.Params().At(i)
				if f.kernel && i == 0 {
					continue
				}
				if pi < len(f.params) && (f.params[pi].kind == pGlobal || f.params[pi].kind == pLocal) {
					byObj[v] = &f.params[pi]
				}
				pi++
			}
			mark := func(e ast.Expr, read, write bool) {
				read = read && !s.ownRead[memIndex(e)]
				ix, ok := ast.Unparen(e).(*ast.IndexExpr)
				for ok {
					if id, isID := ast.Unparen(ix.X).(*ast.Ident); isID {
						if p := byObj[s.info.Uses[id]]; p != nil {
							if (read && !p.reads) || (write && !p.writes) {
								changed = true
							}
							p.reads = p.reads || read
							p.writes = p.writes || write
						}
						return
					}
					ix, ok = ast.Unparen(ix.X).(*ast.IndexExpr)
				}
				// struct fields and vector elements of memory: x[i].f, x[i][k]
				if sel, isSel := ast.Unparen(e).(*ast.SelectorExpr); isSel {
					s.markBase(sel.X, byObj, read, write, &changed)
				}
			}
			ast.Inspect(f.decl.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					for _, l := range n.Lhs {
						mark(l, n.Tok != token.ASSIGN && n.Tok != token.DEFINE, true)
						s.markBase(l, byObj, n.Tok != token.ASSIGN && n.Tok != token.DEFINE, true, &changed)
					}
					for _, r := range n.Rhs {
						s.markReads(r, byObj, &changed)
					}
					return false
				case *ast.IncDecStmt:
					s.markBase(n.X, byObj, true, true, &changed)
					return false
				case *ast.CallExpr:
					if s.markCall(n, byObj, &changed) {
						return false
					}
				case *ast.IndexExpr:
					s.markReads(n, byObj, &changed)
					return false
				}
				return true
			})
		}
	}
}

// markBase marks the memory parameter at the base of an lvalue.
func (s *pkgState) markBase(e ast.Expr, byObj map[types.Object]*param, read, write bool, changed *bool) {
	read = read && !s.ownRead[memIndex(e)]
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.IndexExpr:
			s.markReads(x.Index, byObj, changed)
			e = x.X
			continue
		case *ast.SelectorExpr:
			e = x.X
			continue
		case *ast.Ident:
			if p := byObj[s.info.Uses[x]]; p != nil {
				if (read && !p.reads) || (write && !p.writes) {
					*changed = true
				}
				p.reads = p.reads || read
				p.writes = p.writes || write
			}
		}
		return
	}
}

// memIndex returns the index expression at the base of e that indexes a
// variable (x[i] of x[i].f, x[i][k]), or nil.
func memIndex(e ast.Expr) *ast.IndexExpr {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.IndexExpr:
			if _, ok := ast.Unparen(x.X).(*ast.Ident); ok {
				return x
			}
			e = x.X
		case *ast.SelectorExpr:
			e = x.X
		default:
			return nil
		}
	}
}

// markReads marks the memory parameters an expression indexes as read,
// and those its calls use as the calls do.
func (s *pkgState) markReads(e ast.Node, byObj map[types.Object]*param, changed *bool) {
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.IndexExpr:
			s.markBase(x, byObj, true, false, changed)
		case *ast.CallExpr:
			return !s.markCall(x, byObj, changed)
		}
		return true
	})
}

// markCall marks the memory parameters a call uses: atomics read and
// write their target, helpers use their arguments as they do. It reports
// whether it handled the call (and its arguments).
func (s *pkgState) markCall(n *ast.CallExpr, byObj map[types.Object]*param, changed *bool) bool {
	if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok {
		if fo, ok := s.info.Uses[sel.Sel].(*types.Func); ok && fo.Pkg() != nil && fo.Pkg().Path() == atomicPath && len(n.Args) > 0 {
			if u, ok := ast.Unparen(n.Args[0]).(*ast.UnaryExpr); ok {
				s.markBase(u.X, byObj, true, true, changed)
			}
			for _, a := range n.Args[1:] {
				s.markReads(a, byObj, changed)
			}
			return true
		}
	}
	id, ok := ast.Unparen(n.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	fo, ok := s.info.Uses[id].(*types.Func)
	if !ok || s.funcs[fo] == nil {
		return false
	}
	h := s.funcs[fo]
	for i, a := range n.Args {
		aid, isID := ast.Unparen(a).(*ast.Ident)
		if !isID || i >= len(h.params) {
			s.markReads(a, byObj, changed)
			continue
		}
		if p := byObj[s.info.Uses[aid]]; p != nil {
			hp := h.params[i]
			if (hp.reads && !p.reads) || (hp.writes && !p.writes) {
				*changed = true
			}
			p.reads = p.reads || hp.reads
			p.writes = p.writes || hp.writes
		}
	}
	return true
}

func isNamed(t types.Type, path, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == path && n.Obj().Name() == name
}

// localElem returns T for sycl.Local[T].
func localElem(t types.Type) (types.Type, bool) {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != syclPath || n.Obj().Name() != "Local" {
		return nil, false
	}
	return n.TypeArgs().At(0), true
}

func (s *pkgState) signature(f *fn) {
	sig := f.obj.Type().(*types.Signature)
	ps := f.decl.Type.Params.List
	if sig.Variadic() {
		s.errorf(f.decl.Type.Pos(), "%s is variadic; kernels and helpers take a fixed parameter list", f.name)
	}
	idx := 0
	for _, field := range ps {
		names := field.Names
		if len(names) == 0 {
			names = []*ast.Ident{nil}
		}
		for _, nm := range names {
			v := sig.Params().At(idx)
			idx++
			name := v.Name()
			pos := field.Type.Pos()
			if nm != nil {
				pos = nm.Pos()
			}
			if f.kernel && idx == 1 {
				switch {
				case isNamed(v.Type(), syclPath, "Item"):
				case isNamed(v.Type(), syclPath, "NDItem"):
					f.nd = true
				default:
					s.errorf(pos, "kernel %s: the first parameter must be a sycl.Item or a sycl.NDItem, not %s", f.name, s.typeString(v.Type()))
				}
				f.item = name
				continue
			}
			if name == "_" || name == "" {
				name = fmt.Sprintf("_p%d", idx-1)
			}
			t := v.Type()
			if _, _, ok := reducerType(t); ok {
				if p, ok := s.reducerParam(f, v, name, pos); ok {
					f.params = append(f.params, p)
				}
				continue
			}
			if sl, ok := t.Underlying().(*types.Slice); ok && !isLocal(t) {
				if !f.kernel {
					// helpers take memory too (a slice parameter is a pointer)
				}
				if !s.supported(sl.Elem(), pos, "slice element", false) {
					continue
				}
				f.params = append(f.params, param{name: name, kind: pGlobal, typ: sl.Elem()})
				continue
			}
			if e, ok := localElem(t); ok {
				if f.kernel && !f.nd {
					s.errorf(pos, "kernel %s: local memory (%s) needs an NDItem kernel launched over an NDRange", f.name, name)
				}
				if s.supported(e, pos, "local memory element", false) {
					f.params = append(f.params, param{name: name, kind: pLocal, typ: e})
				}
				continue
			}
			_, _, isVec := vecLen(t)
			_, isMat := isMat4(t)
			if f.kernel && !isVec && !isMat {
				if _, ok := t.Underlying().(*types.Array); ok {
					s.errorf(pos, "kernel %s: parameter %s: arrays cannot be kernel arguments; use a slice (global memory) or a struct", f.name, name)
					continue
				}
			}
			if s.supported(t, pos, "parameter "+name, true) {
				f.params = append(f.params, param{name: name, kind: pScalar, typ: t})
			}
		}
	}
	if f.kernel && sig.Results().Len() > 0 {
		s.errorf(f.decl.Type.Results.Pos(), "kernel %s returns a value; kernels write their results to memory", f.name)
	}
	if !f.kernel && sig.Results().Len() > 1 {
		s.errorf(f.decl.Type.Results.Pos(), "helper %s returns %d values; helpers return at most one", f.name, sig.Results().Len())
	}
	if !f.kernel && sig.Results().Len() == 1 {
		s.supported(sig.Results().At(0).Type(), f.decl.Type.Results.Pos(), "result", false)
	}
	if f.kernel && sig.Params().Len() == 0 {
		s.errorf(f.decl.Type.Pos(), "kernel %s has no parameters; the first must be a sycl.Item or a sycl.NDItem", f.name)
	}
	if f.decl.Body != nil {
		f.assigned = assignedParams(s.info, f)
	}
}

func isLocal(t types.Type) bool { _, ok := localElem(t); return ok }

// vecLen returns N for mgl32.VecN (and mgl64.VecN, with f64 set).
func vecLen(t types.Type) (n int, f64 bool, ok bool) {
	nt, isN := types.Unalias(t).(*types.Named)
	if !isN || nt.Obj().Pkg() == nil {
		return 0, false, false
	}
	p := nt.Obj().Pkg().Path()
	if p != mgl32Path && p != mgl64Path {
		return 0, false, false
	}
	switch nt.Obj().Name() {
	case "Vec2":
		return 2, p == mgl64Path, true
	case "Vec3":
		return 3, p == mgl64Path, true
	case "Vec4":
		return 4, p == mgl64Path, true
	}
	return 0, false, false
}

// supported reports whether t can be used in kernels, reporting why not.
func (s *pkgState) supported(t types.Type, pos token.Pos, what string, byValue bool) bool {
	if _, _, ok := vecLen(t); ok {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch u.Kind() {
		case types.Bool, types.Int, types.Int8, types.Int16, types.Int32, types.Int64,
			types.Uint, types.Uint8, types.Uint16, types.Uint32, types.Uint64,
			types.Float32, types.Float64, types.UntypedInt, types.UntypedFloat, types.UntypedBool, types.UntypedRune:
			return true
		case types.String, types.UntypedString:
			s.errorf(pos, "%s: strings are not supported in kernels", what)
		case types.Complex64, types.Complex128, types.UntypedComplex:
			s.errorf(pos, "%s: complex numbers are not supported in kernels", what)
		default:
			s.errorf(pos, "%s: type %s is not supported in kernels", what, s.typeString(t))
		}
		return false
	case *types.Array:
		return s.supported(u.Elem(), pos, what, byValue)
	case *types.Struct:
		nt, ok := types.Unalias(t).(*types.Named)
		if !ok {
			s.errorf(pos, "%s: anonymous structs are not supported; declare a named struct type", what)
			return false
		}
		if nt.Obj().Pkg() != s.pkg.Types {
			s.errorf(pos, "%s: struct %s is declared in another package; kernel structs must be declared in the kernel's package", what, s.typeString(t))
			return false
		}
		if s.seenStr[nt] {
			return true
		}
		s.seenStr[nt] = true
		okAll := true
		for i := 0; i < u.NumFields(); i++ {
			f := u.Field(i)
			if !s.supported(f.Type(), f.Pos(), "field "+f.Name()+" of "+nt.Obj().Name(), byValue) {
				okAll = false
			}
		}
		s.structs = append(s.structs, nt)
		return okAll
	case *types.Map:
		s.errorf(pos, "%s: maps are not supported in kernels", what)
	case *types.Chan:
		s.errorf(pos, "%s: channels are not supported in kernels", what)
	case *types.Interface:
		s.errorf(pos, "%s: interfaces are not supported in kernels (no dynamic dispatch on devices)", what)
	case *types.Pointer:
		s.errorf(pos, "%s: pointers are not supported in kernels; use slices for memory", what)
	case *types.Signature:
		s.errorf(pos, "%s: function values are not supported in kernels", what)
	case *types.Slice:
		s.errorf(pos, "%s: slices are only supported as kernel parameters (global memory)", what)
	default:
		s.errorf(pos, "%s: type %s is not supported in kernels", what, s.typeString(t))
	}
	return false
}

func (s *pkgState) typeString(t types.Type) string {
	return types.TypeString(t, types.RelativeTo(s.pkg.Types))
}

// constInt returns the constant integer value of e.
func (s *pkgState) constInt(e ast.Expr) (int64, bool) {
	tv, ok := s.info.Types[e]
	if !ok || tv.Value == nil {
		return 0, false
	}
	v, exact := constant.Int64Val(constant.ToInt(tv.Value))
	return v, exact
}

func (s *pkgState) checkRecursion() {
	state := map[*fn]int{} // 1 visiting, 2 done
	var visit func(f *fn, path []*fn)
	visit = func(f *fn, path []*fn) {
		if state[f] == 2 {
			return
		}
		if state[f] == 1 {
			s.errorf(f.decl.Pos(), "%s is recursive (%s); devices have no call stack for recursion", f.name, cyclePath(path, f))
			return
		}
		state[f] = 1
		for _, c := range f.calls {
			visit(c, append(path, f))
		}
		state[f] = 2
	}
	for _, f := range s.order {
		visit(f, nil)
	}
}

func cyclePath(path []*fn, f *fn) string {
	var names []string
	start := 0
	for i, p := range path {
		if p == f {
			start = i
		}
	}
	for _, p := range path[start:] {
		names = append(names, p.name)
	}
	return strings.Join(append(names, f.name), " -> ")
}
