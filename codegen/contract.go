package codegen

import (
	"go/ast"
	"go/token"
	"go/types"
)

// This file decides which functions kgen compiles with OpenCL's
// floating-point contraction off.
//
// Go allows an implementation to fuse x*y + z into one multiply-add,
// rounding once, "possibly across statements", but "an explicit
// floating-point type conversion rounds to the precision of the target
// type, preventing fusion that would discard that rounding" (the Go spec,
// Floating-point operators): in float32(x*y) + z the product is rounded
// before the addition, on every implementation. OpenCL C compilers
// contract a multiplication and an addition within an expression by
// default (the FP_CONTRACT pragma's state is on), and C's casts do not
// stop them: the (float)(x*y) + z kgen writes for that Go came out fused
// on PoCL, one rounding where Go has two. So a function (a kernel or a
// helper) with such a conversion is compiled with
//
//	#pragma OPENCL FP_CONTRACT OFF
//
// at the top of its body, which keeps every product in it rounded: not
// fusing is always one of the results Go allows, and the one Go gives on
// amd64, where the native device runs. A function without such a
// conversion keeps the compiler's default, in which a device may fuse
// x*y + z as Go allows (and the native device does not on amd64): its
// float results may differ from Go's in the last bit (docs/kernel-language.md).

// roundsProduct reports whether body holds an explicit conversion to a
// float type of a float product computed at run time, x*y (in
// parentheses, or negated: -(x*y) may be fused too).
func roundsProduct(info *types.Info, body ast.Node) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return true
		}
		if tv, ok := info.Types[call.Fun]; !ok || !tv.IsType() || !isFloat(tv.Type) {
			return true
		}
		found = isProduct(info, call.Args[0])
		return !found
	})
	return found
}

// isProduct reports whether e is a float multiplication computed at run
// time, in parentheses or under unary signs.
func isProduct(info *types.Info, e ast.Expr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return (x.Op == token.SUB || x.Op == token.ADD) && isProduct(info, x.X)
	case *ast.BinaryExpr:
		tv, ok := info.Types[x]
		return ok && x.Op == token.MUL && tv.Value == nil && isFloat(tv.Type)
	}
	return false
}

// noContraction writes the pragma that turns contraction off, as the
// first line of the body of a function that rounds a product
// (roundsProduct); the pragma must come before the body's declarations
// and statements.
func (c *clFunc) noContraction() {
	if roundsProduct(c.info(), c.f.decl.Body) {
		c.lines = append(c.lines, "#pragma OPENCL FP_CONTRACT OFF")
		c.next++
		c.joinable = 0
	}
}
