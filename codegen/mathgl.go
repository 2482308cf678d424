package codegen

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"
)

// This file translates mathgl's matrices (mgl32.Mat4, mgl64.Mat4) and
// mathgl vectors and matrices passed by value to kernels. In memory, in
// structs and as private variables a Mat4 is its Go array of 16 floats,
// column-major (m[col*4+row]); its methods become C helpers overloaded by
// the address space the matrix lives in. A kernel's vector or matrix
// parameter travels as a struct of plain floats, which has Go's size (a
// Vec3 is 12 bytes, where OpenCL's float3 argument would be 16), and the
// kernel loads it into a private vector or array first.

// mat4Methods are the Mat4 methods with an OpenCL translation.
var mat4Methods = map[string]bool{"Mul4x1": true, "At": true, "Col": true, "Row": true, "Trace": true,
	"Mul4": true, "Transpose": true, "Mul": true, "Add": true, "Sub": true}

// mat4Values are the Mat4 methods that return a Mat4: in OpenCL C a
// helper returns it in a struct, so a call must be the whole right-hand
// side of an assignment or definition (matValue).
var mat4Values = map[string]bool{"Mul4": true, "Transpose": true, "Mul": true, "Add": true, "Sub": true}

// matValue evaluates e when it is a call of a Mat4-valued method, into a
// temporary, and returns the temporary's array.
func (c *clFunc) matValue(e ast.Expr) (string, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return "", false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || !mat4Values[sel.Sel.Name] {
		return "", false
	}
	f64, isMat := isMat4(c.info().TypeOf(sel.X))
	if !isMat {
		return "", false
	}
	ft := map[bool]string{false: "float", true: "double"}[f64]
	t := c.newTemp()
	c.line("%s %s = %s;", c.g.argStruct(ft, 16), t, c.matCallValue(sel, call))
	return t + ".s", true
}

// isMat4 reports mgl32.Mat4 (and mgl64.Mat4, with f64 set).
func isMat4(t types.Type) (f64, ok bool) {
	nt, isN := types.Unalias(t).(*types.Named)
	if !isN || nt.Obj().Pkg() == nil || nt.Obj().Name() != "Mat4" {
		return false, false
	}
	switch nt.Obj().Pkg().Path() {
	case mgl32Path:
		return false, true
	case mgl64Path:
		return true, true
	}
	return false, false
}

// byValueArg reports a kernel parameter that travels as a struct of
// floats: mathgl vectors and matrices.
func byValueArg(f *fn, p param) (float string, n int, ok bool) {
	if !f.kernel || p.kind != pScalar {
		return "", 0, false
	}
	if n, f64, isVec := vecLen(p.typ); isVec {
		return map[bool]string{false: "float", true: "double"}[f64], n, true
	}
	if f64, isMat := isMat4(p.typ); isMat {
		return map[bool]string{false: "float", true: "double"}[f64], 16, true
	}
	return "", 0, false
}

// argStruct is the struct a by-value vector or matrix parameter travels as.
func (g *clGen) argStruct(float string, n int) string {
	name := fmt.Sprintf("_kgen_arg_%s%d", float, n)
	g.define("_kgen_arg_"+fmt.Sprintf("%s%02d", float, n), fmt.Sprintf("struct %s { %s s[%d]; };\n", name, float, n))
	return "struct " + name
}

// byValueDecl is the OpenCL parameter of p, a vector or matrix.
func (g *clGen) byValueDecl(f *fn, p param) (string, bool) {
	float, n, ok := byValueArg(f, p)
	if !ok {
		return "", false
	}
	return fmt.Sprintf("%s %sarg", g.argStruct(float, n), clName(p.name)), true
}

// byValuePrologue loads the kernel's vector and matrix parameters.
func (c *clFunc) byValuePrologue() {
	for _, p := range c.f.params {
		float, n, ok := byValueArg(c.f, p)
		if !ok {
			continue
		}
		name := clName(p.name)
		if n == 16 {
			c.line("%s %s[16];", float, name)
			c.line("for (int _kgen_k = 0; _kgen_k < 16; _kgen_k++) %s[_kgen_k] = %sarg.s[_kgen_k];", name, name)
			continue
		}
		c.line("%s%d %s = vload%d(0, %sarg.s);", float, n, name, n, name)
	}
}

// matCall translates a Mat4 method: a helper per method, float type and
// address space of the matrix.
func (c *clFunc) matCall(fun *ast.SelectorExpr, e *ast.CallExpr) string {
	f64, _ := isMat4(c.info().TypeOf(fun.X))
	ft := "float"
	if f64 {
		ft = "double"
	}
	if !isLvalueMat(fun.X) {
		c.g.s.errorf(fun.X.Pos(), "%s of a matrix expression: assign the matrix to a variable first", fun.Sel.Name)
		return "0"
	}
	space := c.space(fun.X)
	m := c.lvalue(fun.X)
	name := fmt.Sprintf("_kgen_m4_%s_%s_%s", strings.ToLower(fun.Sel.Name), ft, strings.TrimPrefix(space, "__"))
	ptr := fmt.Sprintf("const %s %s *m", space, ft)
	if space == "__private" {
		ptr = fmt.Sprintf("const %s *m", ft)
	}
	col := func(k string) string {
		return fmt.Sprintf("(%s4)(m[%s * 4], m[%s * 4 + 1], m[%s * 4 + 2], m[%s * 4 + 3])", ft, k, k, k, k)
	}
	intArg := func(i int) string { return c.convertTo(e.Args[i], types.Typ[types.Int]) }
	switch fun.Sel.Name {
	case "Mul4x1":
		// As mathgl: row r is m[r]*v[0] + m[r+4]*v[1] + m[r+8]*v[2] + m[r+12]*v[3].
		c.g.define(name, fmt.Sprintf(`static inline %[1]s4 %[2]s(%[3]s, %[1]s4 v) {
	return (%[1]s4)(m[0] * v.x + m[4] * v.y + m[8] * v.z + m[12] * v.w,
		m[1] * v.x + m[5] * v.y + m[9] * v.z + m[13] * v.w,
		m[2] * v.x + m[6] * v.y + m[10] * v.z + m[14] * v.w,
		m[3] * v.x + m[7] * v.y + m[11] * v.z + m[15] * v.w);
}
`, ft, name, ptr))
		return fmt.Sprintf("%s(%s, %s)", name, m, c.expr(e.Args[0]))
	case "At":
		c.g.define(name, fmt.Sprintf("static inline %[1]s %[2]s(%[3]s, long row, long col) { return m[col * 4 + row]; }\n", ft, name, ptr))
		return fmt.Sprintf("%s(%s, %s, %s)", name, m, intArg(0), intArg(1))
	case "Col":
		c.g.define(name, fmt.Sprintf("static inline %[1]s4 %[2]s(%[3]s, long col) { return %[4]s; }\n", ft, name, ptr, col("col")))
		return fmt.Sprintf("%s(%s, %s)", name, m, intArg(0))
	case "Row":
		c.g.define(name, fmt.Sprintf("static inline %[1]s4 %[2]s(%[3]s, long row) { return (%[1]s4)(m[row], m[row + 4], m[row + 8], m[row + 12]); }\n", ft, name, ptr))
		return fmt.Sprintf("%s(%s, %s)", name, m, intArg(0))
	case "Trace":
		c.g.define(name, fmt.Sprintf("static inline %[1]s %[2]s(%[3]s) { return m[0] + m[5] + m[10] + m[15]; }\n", ft, name, ptr))
		return fmt.Sprintf("%s(%s)", name, m)
	}
	if mat4Values[fun.Sel.Name] {
		c.g.s.errorf(e.Pos(), "%s returns a matrix, which OpenCL C can only assign: make the call the whole right-hand side of an assignment", fun.Sel.Name)
		return "0"
	}
	c.g.s.errorf(e.Pos(), "method %s of Mat4 is not supported in kernels", fun.Sel.Name)
	return "0"
}

// matCallValue translates a Mat4-valued method: a helper that returns the
// result in a struct of 16 floats. Matrix arguments must be variables,
// memory elements or fields (pointers are taken to them).
func (c *clFunc) matCallValue(fun *ast.SelectorExpr, e *ast.CallExpr) string {
	f64, _ := isMat4(c.info().TypeOf(fun.X))
	ft := map[bool]string{false: "float", true: "double"}[f64]
	st := c.g.argStruct(ft, 16)
	ptr := func(space, name string) string {
		if space == "__private" {
			return fmt.Sprintf("const %s *%s", ft, name)
		}
		return fmt.Sprintf("const %s %s *%s", space, ft, name)
	}
	if !isLvalueMat(fun.X) {
		c.g.s.errorf(fun.X.Pos(), "%s of a matrix expression: assign the matrix to a variable first", fun.Sel.Name)
		return "0"
	}
	sa := c.space(fun.X)
	a := c.lvalue(fun.X)
	name := fmt.Sprintf("_kgen_m4_%s_%s_%s", strings.ToLower(fun.Sel.Name), ft, strings.TrimPrefix(sa, "__"))
	var body, params, args string
	switch fun.Sel.Name {
	case "Transpose":
		params, args = ptr(sa, "a"), a
		body = "for (int c = 0; c < 4; c++) for (int r = 0; r < 4; r++) o.s[c * 4 + r] = a[r * 4 + c];"
	case "Mul":
		params, args = ptr(sa, "a")+", "+ft+" k", a+", "+c.convertTo(e.Args[0], c.info().TypeOf(e.Args[0]))
		body = "for (int i = 0; i < 16; i++) o.s[i] = a[i] * k;"
	default: // Mul4, Add, Sub: a matrix argument
		if !isLvalueMat(e.Args[0]) {
			c.g.s.errorf(e.Args[0].Pos(), "the argument of %s must be a variable, a memory element or a field (assign the matrix to a variable first)", fun.Sel.Name)
			return "0"
		}
		sb := c.space(e.Args[0])
		name += "_" + strings.TrimPrefix(sb, "__")
		params, args = ptr(sa, "a")+", "+ptr(sb, "b"), a+", "+c.lvalue(e.Args[0])
		switch fun.Sel.Name {
		case "Mul4":
			// As mathgl: element (r, c) is a[r]*b[c*4] + a[4+r]*b[c*4+1] + a[8+r]*b[c*4+2] + a[12+r]*b[c*4+3].
			body = "for (int c = 0; c < 4; c++) for (int r = 0; r < 4; r++) o.s[c * 4 + r] = a[r] * b[c * 4] + a[4 + r] * b[c * 4 + 1] + a[8 + r] * b[c * 4 + 2] + a[12 + r] * b[c * 4 + 3];"
		case "Add":
			body = "for (int i = 0; i < 16; i++) o.s[i] = a[i] + b[i];"
		case "Sub":
			body = "for (int i = 0; i < 16; i++) o.s[i] = a[i] - b[i];"
		}
	}
	c.g.define(name, fmt.Sprintf("static inline %s %s(%s) {\n\t%s o;\n\t%s\n\treturn o;\n}\n", st, name, params, st, body))
	return fmt.Sprintf("%s(%s)", name, args)
}

// isLvalueMat reports a matrix expression that names storage.
func isLvalueMat(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return true
	case *ast.IndexExpr:
		return isLvalueMat(e.X)
	case *ast.SelectorExpr:
		return isLvalueMat(e.X)
	}
	return false
}
