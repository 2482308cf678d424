package codegen

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"
)

// This file keeps scalar float code out of the vector variants' loops:
// uniform values reach vector code as vectors made where the values are
// defined, loaded as integers, or computed in vectors.
//
// Go compiles scalar float32 code to legacy (non-VEX) SSE instructions.
// Inside a loop of 256- or 512-bit code, whose registers' upper halves are
// then in use, each such instruction that writes an XMM register merges
// with that register's previous value: a false dependency that can chain
// one iteration to the end of the previous one, and on Intel CPUs an extra
// blend or a state transition per instruction (Intel 64 and IA-32
// Architectures Optimization Reference Manual, "Mixing AVX code with SSE
// code"). A broadcast of a scalar inside the loop that uses it brings such
// instructions in: the scalar's register moves and loads. So a uniform
// float32 variable defined once (:=) and never assigned again is broadcast
// right after its definition, and a uniform [4]float32 variable (an
// mgl32.Vec4) defined once from an element of global memory is also
// loaded as one 128-bit vector there, its elements broadcast from that
// vector by VEX shuffles. The scalar variables stay for scalar uses; the
// Go compiler drops the vectors no code reads. In vector code, a uniform
// float32 read from memory is broadcast from an integer load, and uniform
// float32 arithmetic and conversions from 32-bit integers are computed in
// vectors from their operands' broadcasts (the same IEEE operations, lane
// by lane) rather than in scalars. Scalar code a variant cannot avoid
// (calls lane by lane) runs after VZEROUPPER (laneLoop), and a variant
// returns after one.

// defineSplats emits, after the definition of the uniform variable v from
// r, the vectors its uses in vector code take.
func (g *vecGen) defineSplats(v *types.Var, r ast.Expr) {
	if !g.once[v] || g.isParam(v) {
		return
	}
	if k, ok := basicKind(v.Type()); ok && k == types.Float32 {
		name := fmt.Sprintf("_kgenS%d_%s", len(g.splat)+len(g.splat4), v.Name())
		if code, ok := g.memSplat(r, v.Type()); r != nil && ok {
			g.line("%s := %s", name, code)
		} else if code, ok := g.vectorOfUniform(r, v.Type()); ok {
			g.line("%s := %s", name, code)
		} else {
			g.line("%s := archsimd.BroadcastFloat32x%d(float32(%s))", name, g.L, v.Name())
		}
		g.line("_ = %s", name)
		g.splat[v] = name
		return
	}
	a, ok := v.Type().Underlying().(*types.Array)
	if !ok || !isFloat32(a.Elem()) || r == nil || g.varyingExpr(r) {
		return
	}
	if code, ok := g.literalSplat(r, a); ok {
		name := fmt.Sprintf("_kgenS%d_%s", len(g.splat)+len(g.splat4)+len(g.splatN), v.Name())
		g.line("%s := %s", name, code)
		g.line("_ = %s", name)
		g.splatN[v] = name
		return
	}
	if a.Len() != 4 {
		return
	}
	if _, mem := g.isMem(r); !mem {
		return
	}
	name := fmt.Sprintf("_kgenS%d_%s", len(g.splat)+len(g.splat4), v.Name())
	g.line("%s := archsimd.LoadFloat32x4((*[4]float32)(&%s))", name, g.sexpr(r))
	g.line("_ = %s", name)
	g.splat4[v] = name
}

// literalSplat returns the vectors of the uniform float32 array value r
// of type a when r is a composite literal listing every element in order
// (mgl32.Vec3{lx, ly, lz}): each element's vector as vector code takes it
// (a parameter's or a constant's made once per call, float32 arithmetic
// computed in vectors), so that no scalar element lives on into the loops
// that use the array.
func (g *vecGen) literalSplat(r ast.Expr, a *types.Array) (string, bool) {
	lit, ok := ast.Unparen(r).(*ast.CompositeLit)
	if !ok || int64(len(lit.Elts)) != a.Len() {
		return "", false
	}
	var el []string
	for _, e := range lit.Elts {
		if _, keyed := e.(*ast.KeyValueExpr); keyed {
			return "", false
		}
		el = append(el, g.vexprT(e, a.Elem(), g.mask()))
	}
	return fmt.Sprintf("[%d]archsimd.Float32x%d{%s}", a.Len(), g.L, strings.Join(el, ", ")), true
}

// vectorOfUniform returns the vector of the uniform float32 expression
// r, taken as type t, computed in vectors when r is float32 arithmetic or
// a conversion from a 32-bit integer (floatArith, intToFloat): the scalar
// variable it defines is then left to scalar uses only, and the Go
// compiler drops its legacy SSE code where there are none.
func (g *vecGen) vectorOfUniform(r ast.Expr, t types.Type) (string, bool) {
	if r == nil || g.varyingExpr(r) {
		return "", false
	}
	if code, ok := g.intToFloat(r, t); ok {
		return code, true
	}
	if g.floatArith(r, t) {
		return g.vexprT(r, t, g.mask()), true
	}
	return "", false
}

// memSplat returns the broadcast of the uniform float32 expression e, as
// type t, when e is in memory (an element of a slice, or of an array
// variable, or a field of a struct variable): loaded as an integer
// (kgenSplat), not by a legacy SSE load.
func (g *vecGen) memSplat(e ast.Expr, t types.Type) (string, bool) {
	if k, ok := basicKind(t); e == nil || !ok || k != types.Float32 || !isFloat32(g.typeOf(e)) {
		return "", false
	}
	switch ast.Unparen(e).(type) {
	case *ast.IndexExpr, *ast.SelectorExpr:
	default:
		return "", false
	}
	if !g.addressable(e) {
		return "", false
	}
	return fmt.Sprintf("kgenSplat%d(&%s)", g.L, g.sexpr(e)), true
}

// floatArith reports whether the uniform expression e, taken as type t,
// is float32 arithmetic (+, -, *, / or a negation), which vector code
// computes in vectors from its operands' broadcasts rather than as a
// scalar broadcast afterwards.
func (g *vecGen) floatArith(e ast.Expr, t types.Type) bool {
	if !isFloat32(t) || !isFloat32(g.typeOf(e)) {
		return false
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		switch x.Op {
		case token.ADD, token.SUB, token.MUL, token.QUO:
			return isFloat32(g.typeOf(x.X)) && isFloat32(g.typeOf(x.Y))
		}
	case *ast.UnaryExpr:
		return x.Op == token.SUB
	}
	return false
}

// intToFloat returns the vector of the uniform conversion e, taken as type
// t, of a 32-bit or narrower integer to float32: the integer broadcast
// and converted in vectors (VCVTDQ2PS rounds as CVTSI2SS does), not a
// scalar CVTSI2SS broadcast afterwards.
func (g *vecGen) intToFloat(e ast.Expr, t types.Type) (string, bool) {
	c, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(c.Args) != 1 || !isFloat32(t) || !isFloat32(g.typeOf(e)) {
		return "", false
	}
	if tv, ok := g.s.info.Types[c.Fun]; !ok || !tv.IsType() {
		return "", false
	}
	switch k, _ := basicKind(g.typeOf(c.Args[0])); k {
	case types.Int8, types.Int16, types.Int32, types.Uint8, types.Uint16:
	default:
		return "", false
	}
	code := fmt.Sprintf("archsimd.BroadcastInt32x%d(int32(%s)).ConvertToFloat32()", g.L, g.sexpr(c.Args[0]))
	if g.loopInvariant(c.Args[0]) {
		return g.invariantVector(code, "Float32"), true
	}
	return code, true
}

// isFloat32 reports whether t is float32 itself (not a type defined from
// it), so that a *float32 or *[4]float32 can point at its values.
func isFloat32(t types.Type) bool { return types.Identical(t, types.Typ[types.Float32]) }

// addressable reports whether the uniform expression e denotes a variable,
// an element or field of one, or an element of a slice.
func (g *vecGen) addressable(e ast.Expr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		return g.varOf(x) != nil
	case *ast.IndexExpr:
		switch g.typeOf(x.X).Underlying().(type) {
		case *types.Slice:
			return true
		case *types.Array:
			return g.addressable(x.X)
		}
	case *ast.SelectorExpr:
		// A field of a struct variable (a helper's struct parameter).
		if sel, ok := g.s.info.Selections[x]; ok && sel.Kind() == types.FieldVal && len(sel.Index()) == 1 {
			if _, isStruct := g.typeOf(x.X).Underlying().(*types.Struct); isStruct {
				return g.addressable(x.X)
			}
		}
	}
	return false
}

// splatOf returns the vector of the uniform expression e as type t when
// defineSplats made it: a float32 variable, or a constant element of a
// [4]float32 variable, indexed (q[3]) or read by mgl32's component
// methods (q.W()).
func (g *vecGen) splatOf(e ast.Expr, t types.Type) (string, bool) {
	if k, ok := basicKind(t); !ok || k != types.Float32 {
		return "", false
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		if v := g.varOf(x); v != nil {
			name, ok := g.splat[v]
			return name, ok
		}
	case *ast.CallExpr:
		if id, c, ok := g.mglComponent(x); ok {
			return g.elemSplat(g.varOf(id), c)
		}
	case *ast.IndexExpr:
		id, ok := ast.Unparen(x.X).(*ast.Ident)
		if !ok {
			return "", false
		}
		v := g.varOf(id)
		if tv, ok := g.s.info.Types[x.Index]; ok && tv.Value != nil {
			if c, ok := constant.Int64Val(constant.ToInt(tv.Value)); ok {
				return g.elemSplat(v, c)
			}
		}
		if name, ok := g.splatN[v]; ok && v != nil && !g.varyingExpr(x.Index) {
			// A uniform index reads the vectors, bounds-checked as the
			// scalar array's read: the scalar array then has no use in
			// vector code, and its literal is not copied.
			return fmt.Sprintf("%s[%s]", name, g.sexpr(x.Index)), true
		}
	}
	return "", false
}

// elemSplat returns the vector of element c of the uniform float32 array
// variable v when defineSplats made its vectors.
func (g *vecGen) elemSplat(v *types.Var, c int64) (string, bool) {
	if v == nil || c < 0 {
		return "", false
	}
	if name, ok := g.splatN[v]; ok {
		if c >= v.Type().Underlying().(*types.Array).Len() {
			return "", false
		}
		return fmt.Sprintf("%s[%d]", name, c), true
	}
	name, ok := g.splat4[v]
	if !ok || c > 3 {
		return "", false
	}
	if c == 0 {
		return fmt.Sprintf("%s.Broadcast1To%d()", name, g.L), true
	}
	return fmt.Sprintf("%s.SelectFromPair(%d, %d, %d, %d, %s).Broadcast1To%d()", name, c, c, c, c, name, g.L), true
}

// mglComponent reports whether x calls one of mgl32's component methods
// (X, Y, Z, W: element 0 to 3 of the receiver) on a variable, and returns
// the variable and the element.
func (g *vecGen) mglComponent(x *ast.CallExpr) (*ast.Ident, int64, bool) {
	sel, ok := x.Fun.(*ast.SelectorExpr)
	if !ok || len(x.Args) != 0 {
		return nil, 0, false
	}
	s, ok := g.s.info.Selections[sel]
	if !ok || s.Kind() != types.MethodVal || s.Obj().Pkg() == nil || s.Obj().Pkg().Path() != mgl32Path {
		return nil, 0, false
	}
	c := strings.Index("XYZW", sel.Sel.Name)
	if len(sel.Sel.Name) != 1 || c < 0 {
		return nil, 0, false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	return id, int64(c), ok
}

// zeroVector returns, in a helper, the vector of the constant zero e as
// type t: the zero value, which the compiler makes by a VEX xor, where a
// broadcast of float32(0) would make the scalar by a legacy XORPS first
// (a helper broadcasts its constants where used, invariantVector). Go
// constants have no negative zero, so float32(0) is +0 in every lane.
func (g *vecGen) zeroVector(e ast.Expr, t types.Type) (string, bool) {
	if !g.helper {
		return "", false
	}
	tv, ok := g.s.info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() == constant.Bool || constant.Sign(tv.Value) != 0 {
		return "", false
	}
	switch g.lane(e, t) {
	case "Float32", "Int32":
		return fmt.Sprintf("archsimd.%sx%d{}", g.lane(e, t), g.L), true
	}
	return "", false
}

// reassignedFloats returns the float32 local variables of a kernel's body
// that are assigned after their definition (Perlin's freq *= 2 in its
// octave loop). Vector code keeps them as vectors, all lanes equal when
// the value is uniform: a scalar one would be updated by legacy SSE
// arithmetic among the vector code and broadcast again at each use. Each
// lane then runs the scalar code's IEEE operation, so results are
// unchanged.
func (g *vecGen) reassignedFloats(body *ast.BlockStmt) map[*types.Var]bool {
	seed := map[*types.Var]bool{}
	note := func(e ast.Expr) {
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			if v := g.varOf(id); v != nil && isFloat32(v.Type()) && !g.isParam(v) {
				seed[v] = true
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			if x.Tok != token.DEFINE {
				for _, l := range x.Lhs {
					note(l)
				}
			}
		case *ast.IncDecStmt:
			note(x.X)
		}
		return true
	})
	return seed
}
