package codegen

import (
	"fmt"
	"go/ast"
	"go/types"
	"regexp"
	"strings"
)

// This file expands the methods of mathgl's float32 vectors (mgl32.Vec2,
// Vec3, Vec4) on varying values. A varying VecN is N lane vectors, one
// per component (structure of arrays inside the variant, vtype), and a
// method becomes the float32 operations mathgl's source performs on the
// components, in its order: Go rounds each operation to float32 and does
// not fuse a multiply and an add unless the code asks for it, so the
// vector code, one IEEE operation per lane, computes every lane's
// scalar result exactly. The methods are those kgen accepts in kernels
// (vecMethods, which OpenCL C translates to its builtins); Vec2's Len and
// Normalize, which mathgl computes with math.Hypot, run lane by lane.

// mglMethod is the vector code of a call of a method of an mgl32 vector
// on a varying receiver or with a varying argument, with ok false when x
// is not such a call.
func (g *vecGen) mglMethod(x *ast.CallExpr, m string) (code string, ok bool) {
	sel, isSel := x.Fun.(*ast.SelectorExpr)
	if !isSel {
		return "", false
	}
	if s, found := g.s.info.Selections[sel]; !found || s.Kind() != types.MethodVal {
		return "", false
	}
	rt := g.typeOf(sel.X)
	n, f64, isVec := vecLen(rt)
	if !isVec {
		return "", false
	}
	name := sel.Sel.Name
	if f64 {
		g.refuse(x, "the mgl64 method %s on a varying value (the vectoriser handles float32 lanes)", name)
	}
	if !vecMethods[name] || name == "Cross" && n != 3 {
		g.refuse(x, "the method %s.%s on a varying value (the vectoriser expands %s)", g.typeName(rt), name, mglExpanded)
	}
	if n == 2 && (name == "Len" || name == "Normalize") {
		return g.mglLanewise(x, sel, rt, m), true
	}
	v := g.bind(g.vexprT(sel.X, rt, m))
	arg := func() string {
		return g.bind(g.vexprT(x.Args[0], rt, m))
	}
	comps := func(f func(i int) string) string {
		var el []string
		for i := range n {
			el = append(el, f(i))
		}
		return fmt.Sprintf("%s{%s}", g.vtype(x, rt), strings.Join(el, ", "))
	}
	// dot is a[0]*b[0] + a[1]*b[1] + ..., added left to right.
	dot := func(a, b string) string {
		s := fmt.Sprintf("%s[0].Mul(%s[0])", a, b)
		for i := 1; i < n; i++ {
			s = fmt.Sprintf("%s.Add(%s[%d].Mul(%s[%d]))", s, a, i, b, i)
		}
		return s
	}
	switch name {
	case "Add", "Sub":
		w := arg()
		return comps(func(i int) string { return fmt.Sprintf("%s[%d].%s(%s[%d])", v, i, name, w, i) }), true
	case "Mul":
		c := g.temp()
		g.line("%s := %s", c, g.vexprT(x.Args[0], types.Typ[types.Float32], m))
		return comps(func(i int) string { return fmt.Sprintf("%s[%d].Mul(%s)", v, i, c) }), true
	case "Dot":
		return dot(v, arg()), true
	case "LenSqr":
		return dot(v, v), true
	case "Len":
		// float32(math.Sqrt(float64(s))) is the float32 square root of s:
		// float64 carries more than twice float32's digits plus two, so
		// the double rounding is exact (Figueroa 1995).
		return dot(v, v) + ".Sqrt()", true
	case "Normalize":
		// l := 1.0 / v.Len(); v[i] * l.
		l := g.temp()
		g.line("%s := archsimd.BroadcastFloat32x%d(1).Div(%s.Sqrt())", l, g.L, dot(v, v))
		return comps(func(i int) string { return fmt.Sprintf("%s[%d].Mul(%s)", v, i, l) }), true
	case "Cross":
		w := arg()
		// mathgl: {v1·w2 - v2·w1, v2·w0 - v0·w2, v0·w1 - v1·w0}.
		return comps(func(i int) string {
			a, b := (i+1)%3, (i+2)%3
			return fmt.Sprintf("%s[%d].Mul(%s[%d]).Sub(%s[%d].Mul(%s[%d]))", v, a, w, b, v, b, w, a)
		}), true
	case "X", "Y", "Z", "W":
		return fmt.Sprintf("%s[%d]", v, strings.Index("XYZW", name)), true
	}
	g.refuse(x, "the method %s.%s on a varying value", g.typeName(rt), name)
	return "", false
}

// mglExpanded lists the methods mglMethod expands.
const mglExpanded = "Add, Sub, Mul, Dot, Len, LenSqr, Normalize, Cross, X, Y, Z and W"

// mglLanewise runs a method of a varying mgl32 vector lane by lane: each
// enabled lane's receiver is rebuilt from its components and the method
// called on it, so the result is mathgl's own.
func (g *vecGen) mglLanewise(x *ast.CallExpr, sel *ast.SelectorExpr, rt types.Type, m string) string {
	n, _, _ := vecLen(rt)
	v := g.temp()
	g.line("%s := %s", v, g.vexprT(sel.X, rt, m))
	var comps []string
	for i := range n {
		comps = append(comps, g.laneArray(x, types.Typ[types.Float32], fmt.Sprintf("%s[%d]", v, i))+"[_kgenK]")
	}
	recv := fmt.Sprintf("%s{%s}", g.typeName(rt), strings.Join(comps, ", "))
	t := g.typeOf(x)
	if _, isArr := t.Underlying().(*types.Array); !isArr {
		return g.laneLoop(x, t, m, fmt.Sprintf("%s.%s()", recv, sel.Sel.Name))
	}
	// A vector result: each component's lanes through an array.
	res := g.temp()
	g.line("var %s [%d][%d]float32", res, n, g.L)
	g.line("archsimd.ClearAVXUpperBits()")
	g.line("for _kgenK, _kgenBits := 0, kgenBits%d(%s); _kgenK < %d; _kgenK++ {", g.L, m, g.L)
	g.line("if _kgenBits>>_kgenK&1 != 0 {")
	g.line("_kgenR := %s.%s()", recv, sel.Sel.Name)
	g.line("for _kgenC := range %d { %s[_kgenC][_kgenK] = _kgenR[_kgenC] }", n, res)
	g.line("}")
	g.line("}")
	var el []string
	for i := range n {
		el = append(el, fmt.Sprintf("archsimd.LoadFloat32x%d(&%s[%d])", g.L, res, i))
	}
	return fmt.Sprintf("%s{%s}", g.vtype(x, rt), strings.Join(el, ", "))
}

// boundName matches the vector code of a variable or of a field of one.
var boundName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$`)

// bind returns a name for the vector value code, which the caller reads
// element by element in the expression it is building: code itself when
// it names a variable or a field of one, else a temporary defined from
// it. A temporary copy of an array of vectors is a memory copy, which Go
// makes through X14 with legacy SSE moves (MOVUPS) among the vector code;
// reading the variable's elements makes VEX loads. The elements are read
// in the expression that follows, before any statement assigns the
// variable, so they are the values a copy would hold.
func (g *vecGen) bind(code string) string {
	if boundName.MatchString(code) {
		return code
	}
	t := g.temp()
	g.line("%s := %s", t, code)
	return t
}
