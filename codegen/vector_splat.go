package codegen

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
)

// This file makes the vectors of uniform variables where the variables are
// defined, so that the loops using them run no scalar float code.
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
// Go compiler drops the vectors no code reads.

// defineSplats emits, after the definition of the uniform variable v from
// r, the vectors its uses in vector code take.
func (g *vecGen) defineSplats(v *types.Var, r ast.Expr) {
	if !g.once[v] || g.isParam(v) {
		return
	}
	if k, ok := basicKind(v.Type()); ok && k == types.Float32 {
		name := fmt.Sprintf("_kgenS%d_%s", len(g.splat)+len(g.splat4), v.Name())
		g.line("%s := archsimd.BroadcastFloat32x%d(float32(%s))", name, g.L, v.Name())
		g.line("_ = %s", name)
		g.splat[v] = name
		return
	}
	a, ok := v.Type().Underlying().(*types.Array)
	if !ok || a.Len() != 4 {
		return
	}
	if k, ok := basicKind(a.Elem()); !ok || k != types.Float32 || r == nil || g.varyingExpr(r) {
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

// splatOf returns the vector of the uniform expression e as type t when
// defineSplats made it: a float32 variable, or a constant element of a
// [4]float32 variable.
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
	case *ast.IndexExpr:
		id, ok := ast.Unparen(x.X).(*ast.Ident)
		if !ok {
			return "", false
		}
		v := g.varOf(id)
		name, ok := g.splat4[v]
		if v == nil || !ok {
			return "", false
		}
		tv, ok := g.s.info.Types[x.Index]
		if !ok || tv.Value == nil {
			return "", false
		}
		c, ok := constant.Int64Val(constant.ToInt(tv.Value))
		if !ok || c < 0 || c > 3 {
			return "", false
		}
		if c == 0 {
			return fmt.Sprintf("%s.Broadcast1To%d()", name, g.L), true
		}
		return fmt.Sprintf("%s.SelectFromPair(%d, %d, %d, %d, %s).Broadcast1To%d()", name, c, c, c, c, name, g.L), true
	}
	return "", false
}
