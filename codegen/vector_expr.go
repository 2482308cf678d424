package codegen

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/printer"
	"go/token"
	"go/types"
	"strings"
)

// This file emits the vectoriser's expressions: sexpr for uniform values
// (plain Go), vexpr for varying ones (archsimd vectors, masks for bools,
// arrays of vectors for arrays). Operations without an exact vector
// counterpart run lane by lane over the enabled lanes.

func (g *vecGen) typeName(t types.Type) string {
	return (&nativeGen{s: g.s, f: g.f}).typeExpr(t)
}

func (g *vecGen) typeOf(e ast.Expr) types.Type {
	tv, ok := g.s.info.Types[e]
	if !ok {
		g.refuse(e, "an expression without a type")
	}
	return tv.Type
}

// lane is a vector's lane kind: "Float32", "Int32" or "Mask".
func (g *vecGen) lane(n ast.Node, t types.Type) string {
	k, ok := basicKind(t)
	switch {
	case ok && (k == types.Float32 || k == types.UntypedFloat):
		return "Float32"
	case ok && (k == types.Int32 || k == types.UntypedInt || k == types.UntypedRune):
		return "Int32"
	case ok && (k == types.Bool || k == types.UntypedBool):
		return "Mask"
	}
	g.refuse(n, "a varying value of type %s (the vectoriser handles float32, int32 and bool lanes)", g.typeName(t))
	return ""
}

// vtype is the Go type of t's varying values.
func (g *vecGen) vtype(n ast.Node, t types.Type) string {
	if a, ok := t.Underlying().(*types.Array); ok {
		return fmt.Sprintf("[%d]%s", a.Len(), g.vtype(n, a.Elem()))
	}
	if _, _, ok := g.structOf(t); ok {
		return g.structType(n, t)
	}
	if l := g.lane(n, t); l != "Mask" {
		return fmt.Sprintf("archsimd.%sx%d", l, g.L)
	}
	return fmt.Sprintf("kgenMask%d", g.L)
}

// broadcast is the vector of a scalar value s of type t.
func (g *vecGen) broadcast(n ast.Node, t types.Type, s string) string {
	if a, ok := t.Underlying().(*types.Array); ok {
		tmp := g.temp()
		g.line("%s := %s", tmp, s)
		var el []string
		for i := int64(0); i < a.Len(); i++ {
			if isFloat32(a.Elem()) {
				// Loaded as an integer: a float32 read by Go is a legacy
				// SSE load (vector_splat.go).
				el = append(el, fmt.Sprintf("kgenvec.Splat%d(&%s[%d])", g.L, tmp, i))
				continue
			}
			el = append(el, g.broadcast(n, a.Elem(), fmt.Sprintf("%s[%d]", tmp, i)))
		}
		return fmt.Sprintf("%s{%s}", g.vtype(n, t), strings.Join(el, ", "))
	}
	if _, _, ok := g.structOf(t); ok {
		return g.broadcastStruct(n, t, s)
	}
	switch l := g.lane(n, t); l {
	case "Mask":
		return fmt.Sprintf("kgenBool%d(%s)", g.L, s)
	case "Float32":
		return fmt.Sprintf("archsimd.BroadcastFloat32x%d(float32(%s))", g.L, s)
	default:
		return fmt.Sprintf("archsimd.BroadcastInt32x%d(int32(%s))", g.L, s)
	}
}

func (g *vecGen) print(n ast.Node) string {
	var buf bytes.Buffer
	if err := printer.Fprint(&buf, g.s.fset, n); err != nil {
		g.refuse(n, "printing: %v", err)
	}
	return buf.String()
}

func (g *vecGen) hasItemCall(e ast.Node) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if _, _, ok := g.itemCall(c); ok {
				found = true
			}
		}
		return !found
	})
	return found
}

// sexpr is the scalar code of a uniform expression.
func (g *vecGen) sexpr(e ast.Expr) string {
	if !g.hasItemCall(e) {
		return g.print(e)
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return "(" + g.sexpr(x.X) + ")"
	case *ast.BinaryExpr:
		return fmt.Sprintf("(%s %s %s)", g.sexpr(x.X), x.Op, g.sexpr(x.Y))
	case *ast.UnaryExpr:
		return fmt.Sprintf("%s(%s)", x.Op, g.sexpr(x.X))
	case *ast.IndexExpr:
		return fmt.Sprintf("%s[%s]", g.sexpr(x.X), g.sexpr(x.Index))
	case *ast.SelectorExpr:
		return g.sexpr(x.X) + "." + x.Sel.Name
	case *ast.CallExpr:
		if name, d, ok := g.itemCall(x); ok {
			if g.itemVarying(name, d) {
				g.refuse(x, "internal: a varying index query in a uniform expression")
			}
			if (name == "ID" || name == "GlobalID") && d < g.dims {
				return fmt.Sprintf("_kgenI%d", d)
			}
			return (&nativeGen{s: g.s, f: g.f, dims: g.dims}).itemExpr(name, d)
		}
		if x.Ellipsis != token.NoPos {
			g.refuse(x, "a variadic call")
		}
		var args []string
		for _, a := range x.Args {
			args = append(args, g.sexpr(a))
		}
		return fmt.Sprintf("%s(%s)", g.sexpr(x.Fun), strings.Join(args, ", "))
	}
	g.refuse(e, "an index query inside %T", e)
	return ""
}

// vexpr is the vector code of e's value for the lanes of mask m (the
// other lanes' values are unspecified); varying loads honour m. Needed
// statements go to g.b first.
func (g *vecGen) vexpr(e ast.Expr, m string) string {
	return g.vexprT(e, g.typeOf(e), m)
}

// vexprT is vexpr with untyped constants taken as type t.
func (g *vecGen) vexprT(e ast.Expr, t types.Type, m string) string {
	if !g.varyingExpr(e) {
		if b, ok := basicKind(t); ok && b >= types.UntypedBool {
			t = g.typeOf(e)
		}
		if s, ok := g.splatOf(e, t); ok {
			return s
		}
		if s, ok := g.zeroVector(e, t); ok {
			return s
		}
		if id, ok := ast.Unparen(e).(*ast.Ident); ok && types.Identical(t, g.typeOf(e)) {
			if s, ok := g.splatN[g.varOf(id)]; ok {
				return s // literalSplat's vectors
			}
		}
		if _, isArray := t.Underlying().(*types.Array); !isArray && g.loopInvariant(e) {
			return g.invariantVector(g.broadcast(e, t, g.sexpr(e)), g.lane(e, t))
		}
		if s, ok := g.memSplat(e, t); ok {
			return s
		}
		if s, ok := g.intToFloat(e, t); ok {
			return s
		}
		if g.floatArith(e, t) {
			// Computed in vectors, not as a scalar broadcast afterwards:
			// the same rounding, and no legacy SSE (vector_splat.go).
			switch x := ast.Unparen(e).(type) {
			case *ast.BinaryExpr:
				return g.binary(x, m)
			case *ast.UnaryExpr:
				return g.unary(x, t, m)
			}
		}
		return g.broadcast(e, t, g.sexpr(e))
	}
	t = g.typeOf(e)
	switch x := e.(type) {
	case *ast.ParenExpr:
		return g.vexprT(x.X, t, m)
	case *ast.Ident:
		v := g.varOf(x)
		if _, ok := g.lanes[v]; ok && !isInt32(v.Type()) {
			g.refuse(x, "a varying int value (%s); the vectoriser handles 32-bit lanes: convert it with int32(...)", x.Name)
		}
		return x.Name
	case *ast.BinaryExpr:
		return g.binary(x, m)
	case *ast.UnaryExpr:
		return g.unary(x, t, m)
	case *ast.CallExpr:
		return g.call(x, t, m)
	case *ast.IndexExpr:
		return g.index(x, m)
	case *ast.SelectorExpr:
		return g.fieldOf(x, m)
	case *ast.CompositeLit:
		a, ok := t.Underlying().(*types.Array)
		if !ok {
			g.refuse(x, "a varying composite literal of type %s", g.typeName(t))
		}
		var el []string
		for _, v := range x.Elts {
			if _, ok := v.(*ast.KeyValueExpr); ok {
				g.refuse(v, "a keyed element in a varying array literal")
			}
			el = append(el, g.vexprT(v, a.Elem(), m))
		}
		return fmt.Sprintf("%s{%s}", g.vtype(x, t), strings.Join(el, ", "))
	}
	g.refuse(e, "a varying %s", exprKind(e))
	return ""
}

func isInt32(t types.Type) bool {
	k, ok := basicKind(t)
	return ok && k == types.Int32
}

func exprKind(e ast.Expr) string {
	switch e.(type) {
	case *ast.SelectorExpr:
		return "field or method selection"
	case *ast.SliceExpr:
		return "slice expression"
	case *ast.StarExpr:
		return "pointer dereference"
	case *ast.TypeAssertExpr:
		return "type assertion"
	}
	return fmt.Sprintf("expression (%T)", e)
}

// operandType is the type of a binary expression's operands.
func (g *vecGen) operandType(x *ast.BinaryExpr) types.Type {
	t := g.typeOf(x.X)
	if b, ok := basicKind(t); ok && b >= types.UntypedBool {
		t = g.typeOf(x.Y)
	}
	return t
}

var vecBinOps = map[token.Token]string{
	token.ADD: "Add", token.SUB: "Sub", token.MUL: "Mul",
	token.AND: "And", token.OR: "Or", token.XOR: "Xor", token.AND_NOT: "AndNot",
	token.EQL: "Equal", token.NEQ: "NotEqual", token.LSS: "Less", token.LEQ: "LessEqual",
	token.GTR: "Greater", token.GEQ: "GreaterEqual",
}

func (g *vecGen) binary(x *ast.BinaryExpr, m string) string {
	switch x.Op {
	case token.LAND, token.LOR:
		l := g.temp()
		g.line("%s := %s", l, g.vexpr(x.X, m))
		if x.Op == token.LAND {
			r := g.vexpr(x.Y, fmt.Sprintf("%s.And(%s)", m, l))
			return fmt.Sprintf("%s.And(%s)", l, r)
		}
		r := g.vexpr(x.Y, fmt.Sprintf("kgenAndNot%d(%s, %s)", g.L, m, l))
		return fmt.Sprintf("%s.Or(%s)", l, r)
	case token.SHL, token.SHR:
		c, ok := g.s.constInt(x.Y)
		if ok && c >= 0 && c < 64 && g.lane(x, g.typeOf(x)) == "Int32" {
			dir := "Left"
			if x.Op == token.SHR {
				dir = "Right"
			}
			return fmt.Sprintf("%s.ShiftAll%s(%d)", g.vexpr(x.X, m), dir, c)
		}
		return g.lanewise(x, m)
	}
	t := g.operandType(x)
	return g.binop(x, x.Op, t, g.vexprT(x.X, t, m), g.vexprT(x.Y, t, m), m)
}

// binop applies op to vectors l and r of operand type t.
func (g *vecGen) binop(n ast.Node, op token.Token, t types.Type, l, r, m string) string {
	ln := g.lane(n, t)
	switch {
	case op == token.QUO && ln == "Float32":
		return fmt.Sprintf("%s.Div(%s)", l, r)
	case ln == "Mask" && (op == token.EQL || op == token.NEQ):
		g.refuse(n, "comparing varying bools")
	case ln == "Float32" && (op == token.AND || op == token.OR || op == token.XOR || op == token.AND_NOT):
		g.refuse(n, "a bitwise operation on floats")
	case ln == "Float32" && op == token.NEQ:
		// != is true for NaN operands: the negation of ==.
		return fmt.Sprintf("kgenNot%d(kgenM%d(%s.Equal(%s)))", g.L, g.L, l, r)
	}
	if name, ok := vecBinOps[op]; ok && ln != "Mask" {
		if op.Precedence() == token.EQL.Precedence() {
			return fmt.Sprintf("kgenM%d(%s.%s(%s))", g.L, l, name, r) // a comparison
		}
		return fmt.Sprintf("%s.%s(%s)", l, name, r)
	}
	if ln == "Int32" && (op == token.QUO || op == token.REM) {
		return g.lanewiseOp(n, t, op, l, r, m)
	}
	g.refuse(n, "the varying operation %s on %s", op, g.typeName(t))
	return ""
}

func (g *vecGen) unary(x *ast.UnaryExpr, t types.Type, m string) string {
	v := g.vexprT(x.X, t, m)
	switch ln := g.lane(x, t); {
	case x.Op == token.ADD:
		return v
	case x.Op == token.SUB && ln == "Float32":
		return fmt.Sprintf("kgenNeg%d(%s)", g.L, v)
	case x.Op == token.SUB && ln == "Int32":
		return fmt.Sprintf("archsimd.BroadcastInt32x%d(0).Sub(%s)", g.L, v)
	case x.Op == token.XOR && ln == "Int32":
		return fmt.Sprintf("%s.Xor(archsimd.BroadcastInt32x%d(-1))", v, g.L)
	case x.Op == token.NOT && ln == "Mask":
		return fmt.Sprintf("kgenNot%d(%s)", g.L, v)
	}
	g.refuse(x, "the varying operation %s", x.Op)
	return ""
}

var vecMath32 = map[string]string{"Sqrt": ".Sqrt()", "Floor": ".Floor()", "Ceil": ".Ceil()", "Trunc": ".Trunc()"}

func (g *vecGen) call(x *ast.CallExpr, t types.Type, m string) string {
	if tv, ok := g.s.info.Types[x.Fun]; ok && tv.IsType() {
		return g.convert(x, tv.Type, m)
	}
	if name, d, ok := g.itemCall(x); ok {
		g.refuse(x, "the varying index query %s(%d) as an int value; convert it with int32(...)", name, d)
	}
	if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok {
		if b, ok := g.s.info.Uses[id].(*types.Builtin); ok && (b.Name() == "min" || b.Name() == "max") && g.lane(x, t) == "Int32" {
			op := "Min"
			if b.Name() == "max" {
				op = "Max"
			}
			v := g.vexprT(x.Args[0], t, m)
			for _, a := range x.Args[1:] {
				v = fmt.Sprintf("%s.%s(%s)", v, op, g.vexprT(a, t, m))
			}
			return v
		}
		if b, ok := g.s.info.Uses[id].(*types.Builtin); ok && (b.Name() == "min" || b.Name() == "max") && isFloat32(t) {
			return g.floatMinMax(x, b.Name(), t, m)
		}
	}
	if h := g.helperOf(x); h != nil {
		return g.helperCall(x, h, m)
	}
	if v, ok := g.mglMethod(x, m); ok {
		return v
	}
	if sel, ok := x.Fun.(*ast.SelectorExpr); ok {
		if f, ok := g.s.info.Uses[sel.Sel].(*types.Func); ok && f.Pkg() != nil && f.Pkg().Path() == math32Path && len(x.Args) == 1 {
			if k, ok := basicKind(g.typeOf(x.Args[0])); ok && (k == types.Float32 || k == types.UntypedFloat) {
				a := g.vexprT(x.Args[0], t, m)
				switch f.Name() {
				case "Abs":
					return fmt.Sprintf("kgenAbs%d(%s)", g.L, a)
				case "Rsqrt":
					return fmt.Sprintf("kgenRsqrt%d(%s)", g.L, a)
				}
				if s, ok := vecMath32[f.Name()]; ok {
					if g.L == 16 && s != ".Sqrt()" {
						// AVX-512 rounds with VRNDSCALEPS, 0 fraction bits.
						s = strings.TrimSuffix(s, "()") + "Scaled(0)"
					}
					return a + s
				}
			}
		}
	}
	return g.lanewise(x, m)
}

// convert is a conversion of a varying value to t.
func (g *vecGen) convert(x *ast.CallExpr, t types.Type, m string) string {
	a := x.Args[0]
	to := g.lane(x, t)
	if b, ok := g.contig(a); ok && to == "Int32" || ok && to == "Float32" {
		v := fmt.Sprintf("archsimd.BroadcastInt32x%d(int32(%s)).Add(_kgenIota)", g.L, b)
		if to == "Float32" {
			v += ".ConvertToFloat32()"
		}
		return v
	}
	from := g.lane(a, g.typeOf(a))
	v := g.vexpr(a, m)
	switch {
	case from == to:
		return v
	case from == "Int32" && to == "Float32":
		return v + ".ConvertToFloat32()"
	case from == "Float32" && to == "Int32":
		return v + ".ConvertToInt32()"
	}
	g.refuse(x, "a conversion to %s", g.typeName(t))
	return ""
}

// index is a varying element read.
func (g *vecGen) index(x *ast.IndexExpr, m string) string {
	xt := g.typeOf(x.X)
	if _, ok := xt.Underlying().(*types.Array); ok && g.varyingExpr(x.X) {
		if g.varyingExpr(x.Index) {
			g.refuse(x, "a varying index into a varying array")
		}
		return fmt.Sprintf("%s[%s]", g.vexpr(x.X, m), g.sexpr(x.Index))
	}
	var s string // the scalar slice
	switch u := xt.Underlying().(type) {
	case *types.Slice:
		s = g.sexpr(x.X)
	case *types.Array:
		tmp := g.temp()
		g.line("%s := %s", tmp, g.sexpr(x.X))
		s = tmp + "[:]"
		_ = u
	default:
		g.refuse(x, "indexing a %s", g.typeName(xt))
	}
	et := g.typeOf(x)
	if a, ok := et.Underlying().(*types.Array); ok {
		return g.gatherArray(x, s, a, m)
	}
	if _, _, ok := g.structOf(et); ok {
		return g.gatherStruct(x, s, et, m)
	}
	ln := g.lane(x, et)
	if ln == "Mask" {
		g.refuse(x, "a varying load of bools")
	}
	if b, ok := g.contig(x.Index); ok {
		return fmt.Sprintf("kgenLoad%s%d(%s, int(%s), %s)", ln, g.L, s, b, m)
	}
	return fmt.Sprintf("kgenGather%s%d(%s, %s, %s)", ln, g.L, s, g.indexVec(x.Index, m), m)
}

// indexVec is a varying index as an Int32 vector.
func (g *vecGen) indexVec(e ast.Expr, m string) string {
	if b, ok := g.contig(e); ok {
		return fmt.Sprintf("archsimd.BroadcastInt32x%d(int32(%s)).Add(_kgenIota)", g.L, b)
	}
	if g.lane(e, g.typeOf(e)) != "Int32" {
		g.refuse(e, "a varying index of type %s", g.typeName(g.typeOf(e)))
	}
	return g.vexpr(e, m)
}

// laneIndex emits code that sets idx to the index array of a varying
// index expression.
func (g *vecGen) laneIndex(e ast.Expr, m string) string {
	idx := g.temp()
	g.line("var %s [%d]int32", idx, g.L)
	g.line("%s.Store(&%s)", g.indexVec(e, m), idx)
	return idx
}

// gatherArray loads arrays of float32 or int32 (mgl32.Vec4, [3]int32)
// lane by lane into an array of vectors.
func (g *vecGen) gatherArray(x *ast.IndexExpr, s string, a *types.Array, m string) string {
	ln := g.lane(x, a.Elem())
	if ln == "Mask" {
		g.refuse(x, "a varying load of bools")
	}
	idx := g.laneIndex(x.Index, m)
	t := g.temp()
	// Through a pointer, and float32 elements as their bits (kgenWord):
	// a copy of the element, or of a float32, is a legacy SSE move
	// among the vector code (vector_splat.go).
	elem, word, load := strings.ToLower(ln), "_kgenE[_kgenC]", ""
	if ln == "Float32" {
		elem, word, load = "int32", fmt.Sprintf("kgenWord%d(&_kgenE[_kgenC])", g.L), fmt.Sprintf(".AsFloat32x%d()", g.L)
	}
	g.line("var %s [%d][%d]%s", t, a.Len(), g.L, elem)
	g.line("for _kgenK, _kgenBits := 0, kgenBits%d(%s); _kgenK < %d; _kgenK++ {", g.L, m, g.L)
	g.line("if _kgenBits>>_kgenK&1 != 0 {")
	g.line("_kgenE := &%s[%s[_kgenK]]", s, idx)
	g.line("for _kgenC := range %d { %s[_kgenC][_kgenK] = %s }", a.Len(), t, word)
	g.line("}")
	g.line("}")
	var el []string
	for c := int64(0); c < a.Len(); c++ {
		if ln == "Float32" {
			el = append(el, fmt.Sprintf("archsimd.LoadInt32x%d(&%s[%d])%s", g.L, t, c, load))
		} else {
			el = append(el, fmt.Sprintf("archsimd.Load%sx%d(&%s[%d])", ln, g.L, t, c))
		}
	}
	return fmt.Sprintf("%s{%s}", g.vtype(x, a), strings.Join(el, ", "))
}

// lanewise evaluates a call or binary expression lane by lane over the
// enabled lanes: its varying operands are stored to arrays, its uniform
// ones computed once.
func (g *vecGen) lanewise(e ast.Expr, m string) string {
	var ops []ast.Expr
	var format func(args []string) string
	switch x := e.(type) {
	case *ast.CallExpr:
		if x.Ellipsis != token.NoPos {
			g.refuse(x, "a variadic call")
		}
		if g.varyingExpr(x.Fun) {
			if sel, ok := x.Fun.(*ast.SelectorExpr); ok {
				g.refuse(x, "the method call %s on a varying value", g.print(sel))
			}
			g.refuse(x, "a call of a varying function")
		}
		if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok {
			if f, ok := g.s.info.Uses[id].(*types.Func); ok && f.Pkg() == g.s.pkg.Types {
				// Its operands stored and reloaded per call, a helper run
				// lane by lane costs more than the scalar loop.
				g.refuse(x, "a call of helper %s per work-item (helpers are not vectorised)", f.Name())
			}
		}
		fun := g.sexpr(x.Fun)
		ops = x.Args
		format = func(a []string) string { return fmt.Sprintf("%s(%s)", fun, strings.Join(a, ", ")) }
	case *ast.BinaryExpr:
		ops = []ast.Expr{x.X, x.Y}
		format = func(a []string) string { return fmt.Sprintf("(%s %s %s)", a[0], x.Op, a[1]) }
	default:
		g.refuse(e, "a varying %s", exprKind(e))
	}
	var args []string
	for _, a := range ops {
		if tv := g.s.info.Types[a]; tv.Value != nil {
			args = append(args, g.sexpr(a))
			continue
		}
		if !g.varyingExpr(a) {
			tmp := g.temp()
			g.line("%s := %s", tmp, g.sexpr(a))
			args = append(args, tmp)
			continue
		}
		args = append(args, g.laneArray(a, g.typeOf(a), g.vexpr(a, m))+"[_kgenK]")
	}
	return g.laneLoop(e, g.typeOf(e), m, format(args))
}

// lanewiseOp is lanewise for an operation on vectors l and r.
func (g *vecGen) lanewiseOp(n ast.Node, t types.Type, op token.Token, l, r, m string) string {
	a := g.laneArray(n, t, l)
	b := g.laneArray(n, t, r)
	return g.laneLoop(n, t, m, fmt.Sprintf("%s[_kgenK] %s %s[_kgenK]", a, op, b))
}

// laneArray stores vector v of type t to a new array of lanes.
func (g *vecGen) laneArray(n ast.Node, t types.Type, v string) string {
	tmp := g.temp()
	switch g.lane(n, t) {
	case "Mask":
		g.line("var %s [%d]bool", tmp, g.L)
		g.line("{ var _kgenA [%d]int32; kgenMaskInts%d(%s).Store(&_kgenA); for _kgenK := range %d { %s[_kgenK] = _kgenA[_kgenK] != 0 } }", g.L, g.L, v, g.L, tmp)
	case "Float32":
		g.line("var %s [%d]float32", tmp, g.L)
		g.line("%s.Store(&%s)", v, tmp)
	default:
		g.line("var %s [%d]int32", tmp, g.L)
		g.line("%s.Store(&%s)", v, tmp)
	}
	return tmp
}

// laneLoop computes scalar expression expr (of _kgenK) for the enabled
// lanes and returns the vector of results (t nil: no result).
func (g *vecGen) laneLoop(n ast.Node, t types.Type, m, expr string) string {
	res, ln := "", ""
	if t != nil {
		if tu, ok := t.(*types.Tuple); ok && tu.Len() == 0 {
			t = nil
		}
	}
	if t != nil {
		ln = g.lane(n, t)
		res = g.temp()
		el := strings.ToLower(ln)
		if ln == "Mask" {
			el = "int32"
		}
		g.line("var %s [%d]%s", res, g.L, el)
	}
	// Scalar code follows, lane by lane (calls, float min and max): the
	// vector registers' upper halves cleared first, so that its legacy
	// SSE instructions do not merge with them (vector_splat.go). After a
	// call the compiler reloads the vectors live across the loop inside
	// it, so with calls the clear comes before each lane's code.
	perLane := g.callsFunction(n)
	if !perLane {
		g.line("archsimd.ClearAVXUpperBits()")
	}
	g.line("for _kgenK, _kgenBits := 0, kgenBits%d(%s); _kgenK < %d; _kgenK++ {", g.L, m, g.L)
	g.line("if _kgenBits>>_kgenK&1 != 0 {")
	if perLane {
		g.line("archsimd.ClearAVXUpperBits()")
	}
	switch ln {
	case "":
		g.line("%s", expr)
	case "Mask":
		g.line("if %s { %s[_kgenK] = -1 }", expr, res)
	default:
		g.line("%s[_kgenK] = %s", res, expr)
	}
	g.line("}")
	g.line("}")
	switch ln {
	case "":
		return ""
	case "Mask":
		return fmt.Sprintf("kgenIntsMask%d(archsimd.LoadInt32x%d(&%s))", g.L, g.L, res)
	}
	return fmt.Sprintf("archsimd.Load%sx%d(&%s)", ln, g.L, res)
}

// scatterArray stores an array of vectors (mgl32.Vec4 values) lane by
// lane, lane 0 first.
func (g *vecGen) scatterArray(x *ast.IndexExpr, s string, a *types.Array, val, m string) {
	ln := g.lane(x, a.Elem())
	if ln == "Mask" {
		g.refuse(x, "a varying store of bools")
	}
	v := g.bind(val)
	idx := g.laneIndex(x.Index, m)
	t := g.temp()
	g.line("var %s [%d][%d]%s", t, a.Len(), g.L, strings.ToLower(ln))
	for c := int64(0); c < a.Len(); c++ {
		g.line("%s[%d].Store(&%s[%d])", v, c, t, c)
	}
	g.line("for _kgenK, _kgenBits := 0, kgenBits%d(%s); _kgenK < %d; _kgenK++ {", g.L, m, g.L)
	g.line("if _kgenBits>>_kgenK&1 != 0 {")
	g.line("_kgenE := &%s[%s[_kgenK]]", s, idx)
	g.line("for _kgenC := range %d { _kgenE[_kgenC] = %s[_kgenC][_kgenK] }", a.Len(), t)
	g.line("}")
	g.line("}")
}

// callsFunction reports whether n calls a function (not a builtin, not a
// conversion).
func (g *vecGen) callsFunction(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		if c, ok := x.(*ast.CallExpr); ok {
			if tv, ok := g.s.info.Types[c.Fun]; !ok || (!tv.IsBuiltin() && !tv.IsType()) {
				found = true
			}
		}
		return !found
	})
	return found
}
