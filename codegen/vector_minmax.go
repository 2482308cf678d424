package codegen

import (
	"fmt"
	"go/ast"
	"go/types"
)

// This file computes Go's float32 min and max builtins in vectors, with
// the bits the scalar code gets. On amd64 the Go compiler computes
// min(x, y) as POR(MINSS(MINSS(x, y), x), MINSS(x, y)): x where x < y, y
// where x > y, and otherwise (equal, ±0, or a NaN operand) the bitwise OR
// of x and y, so -0 wins over +0 and a NaN keeps both payloads; and
// max(x, y) as -min(-x, -y): x where x > y, y where x < y, and otherwise
// x|y with the sign bit x&y's. VMINPS cannot serve: the compiler treats
// it as commutative, and MINPS returns its second operand on a NaN or
// two zeros. So the vector code compares and blends.

// floatMinMax is the vector code of a call of the builtin min or max
// (name) on float32 arguments, left-folded as Go evaluates it.
func (g *vecGen) floatMinMax(x *ast.CallExpr, name string, t types.Type, m string) string {
	v := g.temp()
	g.line("%s := %s", v, g.vexprT(x.Args[0], t, m))
	for _, a := range x.Args[1:] {
		y := g.temp()
		g.line("%s := %s", y, g.vexprT(a, t, m))
		or := fmt.Sprintf("%s.AsInt32x%d().Or(%s.AsInt32x%d())", v, g.L, y, g.L)
		lt, gt := fmt.Sprintf("%s.Less(%s)", v, y), fmt.Sprintf("%s.Greater(%s)", v, y)
		if name == "max" {
			// No complement: Go 1.26 folds complemented And/Or chains
			// of AVX-512 vectors into wrong code (vector_runtime.go).
			sign := fmt.Sprintf("archsimd.BroadcastInt32x%d(-1 << 31)", g.L)
			abs := fmt.Sprintf("archsimd.BroadcastInt32x%d(1<<31 - 1)", g.L)
			and := fmt.Sprintf("%s.AsInt32x%d().And(%s.AsInt32x%d())", v, g.L, y, g.L)
			or = fmt.Sprintf("%s.And(%s).Or(%s.And(%s))", or, abs, and, sign)
			lt, gt = gt, lt
		}
		// min: x where x < y, y where x > y, else x|y (max: the mirror).
		r := g.temp()
		g.line("%s := %s.Merge(%s.Merge(%s.AsFloat32x%d(), %s), %s)", r, v, y, or, g.L, gt, lt)
		v = r
	}
	return v
}
