package codegen

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
)

// nativeGen writes a kernel's native implementation: plain Go loops over
// the work-items of the work-groups a worker is given, with the kernel's
// body inlined (no per-item function value or interface call). Kernels
// with barriers are split at each Barrier into regions, each a loop over
// the group's work-items; values live across a barrier move to per-item
// slices.
type nativeGen struct {
	s    *pkgState
	f    *fn
	b    strings.Builder
	orig map[*ast.Ident]*ast.Ident
	dims int

	origCall  map[*ast.CallExpr]*ast.CallExpr
	perItem   map[*types.Var]string // variables live across barriers -> slice name
	recompute map[*types.Var]*recomputable
	uniform   map[*types.Var]bool // variables of barrier-loop headers
	usedLabel bool

	assigned     map[*types.Var]bool // scalar parameters the kernel assigns (itemstate.go)
	assignedName map[string]bool     // ... by name
	varying      map[*types.Var]bool // variables a work-item assigns on its own: never uniform
	locals       map[*types.Var]string
}

func (s *pkgState) nativeFunc(f *fn) string {
	g := &nativeGen{s: s, f: f, orig: map[*ast.Ident]*ast.Ident{}, dims: codeDims(f),
		perItem: map[*types.Var]string{}, uniform: map[*types.Var]bool{},
		varying: map[*types.Var]bool{}, locals: map[*types.Var]string{}}
	g.assigned = g.assignedParams()
	g.assignedName = f.assigned
	return g.emit()
}

func (g *nativeGen) line(format string, args ...any) {
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteString("\n")
}

func (g *nativeGen) typeExpr(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p == g.s.pkg.Types {
			return ""
		}
		return g.s.importName(p)
	})
}

func (g *nativeGen) emit() string {
	f := g.f
	g.line("func kgenNative%s(_kgenLaunch *sycl.NativeLaunch, _kgenFirst, _kgenLast int, _kgenArgs []any) {", f.name)
	for i, p := range f.params {
		switch p.kind {
		case pScalar:
			if g.assignedName[p.name] {
				// Each work-item starts from the launch's value.
				g.line("%s := _kgenArgs[%d].(%s)", paramName(p.name), i, g.typeExpr(p.typ))
				g.line("_ = %s", paramName(p.name))
				continue
			}
			g.line("%s := _kgenArgs[%d].(%s)", p.name, i, g.typeExpr(p.typ))
		case pGlobal:
			g.line("%s := _kgenArgs[%d].([]%s)", p.name, i, g.typeExpr(p.typ))
		case pLocal:
			g.line("%s := sycl.Local[%s](_kgenArgs[%d].(sycl.LocalArg).NewSlice().([]%s))", p.name, g.typeExpr(p.typ), i, g.typeExpr(p.typ))
		case pReduce:
			g.reducerArgs(i, p)
		}
		g.line("_ = %s", p.name)
	}
	body := copyAST(f.decl.Body, g.orig)
	// Pair the copy's calls with the originals (the trees have the same
	// shape): constant arguments are evaluated by the type checker.
	var origCalls, copyCalls []*ast.CallExpr
	ast.Inspect(f.decl.Body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			origCalls = append(origCalls, c)
		}
		return true
	})
	ast.Inspect(body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			copyCalls = append(copyCalls, c)
		}
		return true
	})
	g.origCall = map[*ast.CallExpr]*ast.CallExpr{}
	for i := range copyCalls {
		g.origCall[copyCalls[i]] = origCalls[i]
	}
	g.lowerGroups(body)
	switch {
	case !f.nd:
		g.itemLoops(body)
	case !f.barrier:
		g.groupLoops(body, nil)
	default:
		g.barrierKernel(body)
	}
	g.reducersDone()
	g.line("}")
	return g.b.String()
}

// itemLoops: basic-range kernels. For 1-D the worker's groups are one
// contiguous run of work-items, so the loop is a single tight loop. The
// launch's fields describe the whole launch (what itemExpr's queries
// answer); its methods bound the part that runs (sycl.Slice).
func (g *nativeGen) itemLoops(body *ast.BlockStmt) {
	g.rewrite(body, true)
	if g.dims == 1 {
		g.line("_kgenLo, _kgenHi := _kgenLaunch.Items(_kgenFirst, _kgenLast)")
		if g.usedLabel {
			g.line("_kgenItems:")
		}
		g.line("for _kgenI0 := _kgenLo; _kgenI0 < _kgenHi; _kgenI0++ {")
		g.itemCopies()
		g.printStmts(body.List)
		g.line("}")
		return
	}
	g.line("for _kgenG := _kgenFirst; _kgenG < _kgenLast; _kgenG++ {")
	g.line("_kgenLo, _kgenHi := _kgenLaunch.Bounds(_kgenG)")
	for d := 0; d < g.dims; d++ {
		if d == g.dims-1 && g.usedLabel {
			g.line("_kgenItems:")
		}
		g.line("for _kgenI%d := _kgenLo[%d] + _kgenLaunch.Offset[%d]; _kgenI%d < _kgenHi[%d]+_kgenLaunch.Offset[%d]; _kgenI%d++ {", d, d, d, d, d, d, d)
	}
	g.itemCopies()
	g.printStmts(body.List)
	for d := 0; d < g.dims; d++ {
		g.line("}")
	}
	g.line("}")
}

// groupLoops: nd-range kernels without barriers, or one region of a
// barrier kernel (stmts, with the group loop opened by the caller).
func (g *nativeGen) groupLoops(body *ast.BlockStmt, _ []ast.Stmt) {
	g.rewrite(body, true)
	g.line("for _kgenG := _kgenFirst; _kgenG < _kgenLast; _kgenG++ {")
	g.line("_kgenGrp := _kgenLaunch.Group(_kgenG)")
	g.line("_ = _kgenGrp")
	g.itemRegion(body.List)
	g.line("}")
}

// itemRegion loops over the work-items of the current group.
func (g *nativeGen) itemRegion(stmts []ast.Stmt) {
	for d := 0; d < g.dims; d++ {
		if d == g.dims-1 && g.usedLabel {
			g.line("_kgenItems:")
		}
		g.line("for _kgenL%d := 0; _kgenL%d < _kgenLaunch.Local[%d]; _kgenL%d++ {", d, d, d, d)
	}
	lin := "_kgenL0"
	for d := 1; d < g.dims; d++ {
		lin = fmt.Sprintf("(%s)*_kgenLaunch.Local[%d] + _kgenL%d", lin, d, d)
	}
	g.line("_kgenLin := %s", lin)
	g.line("_ = _kgenLin")
	for d := 0; d < g.dims; d++ {
		g.line("_kgenI%d := _kgenGrp[%d]*_kgenLaunch.Local[%d] + _kgenL%d + _kgenLaunch.Offset[%d]", d, d, d, d, d)
		g.line("_ = _kgenI%d", d)
	}
	if !g.f.barrier {
		g.itemCopies() // a barrier kernel keeps them per item (barrierKernel)
	}
	g.printStmts(stmts)
	for d := 0; d < g.dims; d++ {
		g.line("}")
	}
}

func (g *nativeGen) printStmts(list []ast.Stmt) {
	var buf bytes.Buffer
	for _, st := range list {
		buf.Reset()
		if err := printer.Fprint(&buf, g.s.fset, st); err != nil {
			g.s.errorf(st.Pos(), "printing native code: %v", err)
		}
		g.b.Write(buf.Bytes())
		g.b.WriteString("\n")
	}
}

// itemExpr is the native expression for an index method.
func (g *nativeGen) itemExpr(name string, d int) string {
	linear := func(id, size func(int) string) string {
		e := id(0)
		for k := 1; k < g.dims; k++ {
			e = fmt.Sprintf("(%s)*%s + %s", e, size(k), id(k))
		}
		return "(" + e + ")"
	}
	switch name {
	case "ID", "GlobalID":
		return fmt.Sprintf("_kgenI%d", d)
	case "Range", "GlobalRange":
		return fmt.Sprintf("_kgenLaunch.Global[%d]", d)
	case "Offset":
		return fmt.Sprintf("_kgenLaunch.Offset[%d]", d)
	case "LocalID":
		return fmt.Sprintf("_kgenL%d", d)
	case "GroupID":
		return fmt.Sprintf("_kgenGrp[%d]", d)
	case "LocalRange":
		return fmt.Sprintf("_kgenLaunch.Local[%d]", d)
	case "GroupRange":
		return fmt.Sprintf("_kgenLaunch.Groups[%d]", d)
	case "Dims":
		if g.f.dims == 0 {
			return "_kgenLaunch.Dims"
		}
		return fmt.Sprint(g.dims)
	case "LinearID", "GlobalLinearID":
		return linear(func(k int) string { return fmt.Sprintf("_kgenI%d", k) }, func(k int) string { return fmt.Sprintf("_kgenLaunch.Global[%d]", k) })
	case "LocalLinearID":
		return "_kgenLin"
	case "GroupLinearID":
		return linear(func(k int) string { return fmt.Sprintf("_kgenGrp[%d]", k) }, func(k int) string { return fmt.Sprintf("_kgenLaunch.Groups[%d]", k) })
	}
	return g.subGroupExpr(name)
}

// rewrite replaces index-method calls, per-item variables and (when
// returns is set) top-level returns in a copied body.
func (g *nativeGen) rewrite(n ast.Node, returns bool) {
	astutil.Apply(n, nil, func(c *astutil.Cursor) bool {
		switch x := c.Node().(type) {
		case *ast.CallExpr:
			name, ok := g.itemCall(x)
			if !ok {
				return true
			}
			sel := x.Fun.(*ast.SelectorExpr)
			if o := g.orig[ast.Unparen(sel.X).(*ast.Ident)]; o == nil || g.s.info.Uses[o] == nil {
				return true
			}
			d := 0
			if len(x.Args) == 1 {
				if o := g.origCall[x]; o != nil {
					if v, ok := g.s.constInt(o.Args[0]); ok {
						d = int(v)
					}
				}
			}
			if name == "Barrier" {
				c.Replace(&ast.Ident{Name: "_kgenBarrier"})
				return true
			}
			e, err := parser.ParseExpr(g.itemExpr(name, d))
			if err == nil {
				clearPos(e)
				c.Replace(e)
			}
		case *ast.ExprStmt:
			if st, ok := g.combineStmt(x); ok {
				c.Replace(st)
			}
		case *ast.ReturnStmt:
			if returns {
				g.usedLabel = true
				c.Replace(&ast.BranchStmt{Tok: token.CONTINUE, Label: &ast.Ident{Name: "_kgenItems"}})
			}
		case *ast.Ident:
			if v := g.varOf(x); v != nil && !v.IsField() {
				if n, ok := g.locals[v]; ok {
					x.Name = n
				}
			}
		case *ast.FuncLit:
			return false
		}
		return true
	})
}

type stringsBuilder = strings.Builder

// codeDims is the dimensionality the code is written for: the kernel's,
// or 3 when it names no dimension (LinearID only): code for three
// dimensions runs any launch, unused dimensions having extent 1.
func codeDims(f *fn) int {
	if f.dims == 0 {
		return 3
	}
	return f.dims
}

// clearPos zeroes the positions of a synthesized subtree, so that the
// printer does not lay it out by another file's line numbers.
func clearPos(n ast.Node) {
	ast.Inspect(n, func(x ast.Node) bool {
		if x == nil {
			return false
		}
		v := reflect.ValueOf(x).Elem()
		for i := 0; i < v.NumField(); i++ {
			if f := v.Field(i); f.Type() == reflect.TypeOf(token.NoPos) && f.CanSet() {
				f.SetInt(0)
			}
		}
		return true
	})
}

func (g *nativeGen) printNode(b *strings.Builder, n ast.Node) {
	var buf bytes.Buffer
	if err := printer.Fprint(&buf, g.s.fset, n); err != nil {
		g.s.errorf(g.f.decl.Pos(), "printing native code: %v", err)
	}
	b.Write(buf.Bytes())
}
