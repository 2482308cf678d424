package codegen

import (
	"go/ast"
	"go/token"
	"go/types"
)

// itemMethods are the index methods kernels may call, with whether they
// take a dimension argument.
var itemMethods = map[string]bool{
	"ID": true, "Range": true, "Offset": true, "LinearID": false, "Dims": false,
	"GlobalID": true, "LocalID": true, "GroupID": true, "GlobalRange": true, "LocalRange": true,
	"GroupRange": true, "GlobalLinearID": false, "LocalLinearID": false, "GroupLinearID": false,
	"Barrier": false, "SubGroupSize": false, "SubGroupMaxSize": false, "SubGroupLocalID": false,
	"SubGroupID": false, "SubGroupRange": false,
}

// mathFuncs are the math32 / math functions with an OpenCL builtin.
var mathFuncs = map[string]string{
	"Sqrt": "sqrt", "Rsqrt": "rsqrt", "Abs": "fabs", "Sin": "sin", "Cos": "cos", "Tan": "tan",
	"Asin": "asin", "Acos": "acos", "Atan": "atan", "Atan2": "atan2", "Exp": "exp", "Exp2": "exp2",
	"Log": "log", "Log2": "log2", "Log10": "log10", "Pow": "pow", "Floor": "floor", "Ceil": "ceil",
	"Trunc": "trunc", "Round": "round", "Mod": "fmod", "Min": "fmin", "Max": "fmax", "Fma": "fma",
	"FMA": "fma", "Hypot": "hypot", "Tanh": "tanh", "Erf": "erf", "Cbrt": "cbrt", "Sinh": "sinh", "Cosh": "cosh",
	"Copysign": "copysign", "IsNaN": "isnan",
}

// vecMethods are the mgl Vec methods with an OpenCL translation.
var vecMethods = map[string]bool{
	"Add": true, "Sub": true, "Mul": true, "Dot": true, "Len": true, "LenSqr": true, "Normalize": true,
	"Cross": true, "X": true, "Y": true, "Z": true, "W": true, "Mul4": false,
}

func (s *pkgState) checkBody(f *fn) {
	var stack []ast.Node
	ast.Inspect(f.decl.Body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		stack = append(stack, n)
		if !s.checkNode(f, n) {
			stack = stack[:len(stack)-1]
			return false
		}
		return true
	})
}

// checkNode reports an unsupported construct at n; false skips its children.
func (s *pkgState) checkNode(f *fn, n ast.Node) bool {
	if e, ok := n.(ast.Expr); ok {
		if t := s.info.TypeOf(e); t != nil && isFloat64(t) {
			f.fp64 = true
		}
	}
	switch n := n.(type) {
	case *ast.GoStmt:
		s.errorf(n.Pos(), "go statement: goroutines are not supported in kernels (the runtime runs the work-items in parallel)")
		return false
	case *ast.DeferStmt:
		s.errorf(n.Pos(), "defer is not supported in kernels")
		return false
	case *ast.SelectStmt:
		s.errorf(n.Pos(), "select: channels are not supported in kernels")
		return false
	case *ast.SendStmt:
		s.errorf(n.Pos(), "channel send: channels are not supported in kernels")
		return false
	case *ast.FuncLit:
		s.errorf(n.Pos(), "function literal: closures are not supported in kernels; declare a //kgen:func helper")
		return false
	case *ast.TypeSwitchStmt:
		s.errorf(n.Pos(), "type switch: interfaces are not supported in kernels")
		return false
	case *ast.TypeAssertExpr:
		s.errorf(n.Pos(), "type assertion: interfaces are not supported in kernels")
		return false
	case *ast.BranchStmt:
		switch n.Tok {
		case token.GOTO:
			s.errorf(n.Pos(), "goto is not supported in kernels")
		case token.FALLTHROUGH:
			s.errorf(n.Pos(), "fallthrough is not supported in kernels")
		}
	case *ast.SliceExpr:
		s.errorf(n.Pos(), "slice expression: re-slicing memory is not supported in kernels; index with an offset instead")
		return false
	case *ast.StarExpr:
		s.errorf(n.Pos(), "pointer dereference: pointers are not supported in kernels")
		return false
	case *ast.UnaryExpr:
		switch n.Op {
		case token.ARROW:
			s.errorf(n.Pos(), "channel receive: channels are not supported in kernels")
			return false
		case token.AND:
			s.errorf(n.Pos(), "&%s: pointers are only allowed as the first argument of a sycl/atomic function", exprString(n.X))
			return false
		}
	case *ast.RangeStmt:
		t := s.info.TypeOf(n.X)
		if b, ok := t.Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
			s.errorf(n.Pos(), "range over %s: only range over an integer is supported in kernels", s.typeString(t))
			return false
		}
		if n.Value != nil {
			s.errorf(n.Pos(), "range over an integer has no second value")
		}
	case *ast.CompositeLit:
		t := s.info.TypeOf(n)
		if t != nil {
			switch t.Underlying().(type) {
			case *types.Slice:
				s.errorf(n.Pos(), "slice literal: allocation is not supported in kernels; use a fixed-size array")
				return false
			case *types.Map:
				s.errorf(n.Pos(), "map literal: maps are not supported in kernels")
				return false
			}
			s.supported(t, n.Pos(), "composite literal", false)
		}
	case *ast.BasicLit:
		if n.Kind == token.STRING {
			s.errorf(n.Pos(), "string literal: strings are not supported in kernels")
		}
		if n.Kind == token.IMAG {
			s.errorf(n.Pos(), "complex numbers are not supported in kernels")
		}
	case *ast.Ident:
		s.checkReducerUse(n)
		obj := s.info.Uses[n]
		if v, ok := obj.(*types.Var); ok && v.Pkg() == s.pkg.Types && v.Parent() == s.pkg.Types.Scope() {
			s.errorf(n.Pos(), "%s is a package-level variable; kernels can only read constants and their parameters", n.Name)
		}
		if v, ok := s.info.Defs[n].(*types.Var); ok {
			if _, _, red := reducerType(v.Type()); red {
				s.errorf(n.Pos(), "variable %s: a Reducer can only be a kernel's parameter", n.Name)
			} else {
				s.supported(v.Type(), n.Pos(), "variable "+n.Name, false)
			}
		}
	case *ast.BinaryExpr:
		if n.Op == token.EQL || n.Op == token.NEQ {
			if t := s.info.TypeOf(n.X); t != nil {
				_, isStruct := t.Underlying().(*types.Struct)
				if _, _, vec := vecLen(t); !vec && (isStruct || isPlainArray(t)) {
					s.errorf(n.OpPos, "comparing %s values with %s is not supported in kernels; compare their fields or elements", s.typeString(t), n.Op)
				}
			}
		}
	case *ast.AssignStmt:
		for _, l := range n.Lhs {
			if id, ok := l.(*ast.Ident); ok {
				if v, ok := s.info.Uses[id].(*types.Var); ok {
					if _, isSlice := v.Type().Underlying().(*types.Slice); isSlice {
						s.errorf(id.Pos(), "assignment to %s: memory parameters cannot be reassigned", id.Name)
					}
				}
			}
		}
		if len(n.Lhs) != len(n.Rhs) {
			s.errorf(n.Pos(), "multiple-value assignment from a call is not supported in kernels")
		}
	case *ast.CallExpr:
		return s.checkCall(f, n)
	}
	return true
}

// checkCall classifies a call; false skips its children.
func (s *pkgState) checkCall(f *fn, c *ast.CallExpr) bool {
	// Conversions.
	if tv, ok := s.info.Types[c.Fun]; ok && tv.IsType() {
		s.supported(tv.Type, c.Pos(), "conversion", false)
		return true
	}
	switch fun := ast.Unparen(c.Fun).(type) {
	case *ast.Ident:
		switch obj := s.info.Uses[fun].(type) {
		case *types.Builtin:
			switch obj.Name() {
			case "len":
				if _, ok := s.info.TypeOf(c.Args[0]).Underlying().(*types.Slice); !ok {
					if _, ok := s.info.TypeOf(c.Args[0]).Underlying().(*types.Array); !ok {
						s.errorf(c.Pos(), "len of %s is not supported in kernels", s.typeString(s.info.TypeOf(c.Args[0])))
					}
				}
				return true
			case "min", "max":
				return true
			case "make", "new", "append":
				s.errorf(c.Pos(), "%s: allocation is not supported in kernels (use fixed-size arrays, or local memory)", obj.Name())
			case "panic", "recover":
				s.errorf(c.Pos(), "%s is not supported in kernels (devices cannot unwind)", obj.Name())
			case "print", "println":
				s.errorf(c.Pos(), "%s is not supported in kernels", obj.Name())
			default:
				s.errorf(c.Pos(), "builtin %s is not supported in kernels", obj.Name())
			}
			return false
		case *types.Func:
			if h := s.funcs[obj]; h != nil {
				if h.kernel {
					s.errorf(c.Pos(), "call to kernel %s: kernels cannot call kernels; mark shared code //kgen:func", obj.Name())
					return false
				}
				f.calls = appendFn(f.calls, h)
				return true
			}
			s.errorf(c.Pos(), "call to %s: only //kgen:func helpers of this package, math32, math, sycl/atomic and item methods can be called in kernels", obj.Name())
			return false
		}
	case *ast.SelectorExpr:
		if sel, ok := s.info.Selections[fun]; ok {
			recv := sel.Recv()
			if isNamed(recv, syclPath, "Item") || isNamed(recv, syclPath, "NDItem") {
				return s.checkItemCall(f, c, fun, isNamed(recv, syclPath, "NDItem"))
			}
			if _, _, ok := reducerType(recv); ok {
				return s.checkReducerCall(f, c, fun)
			}
			if _, _, ok := vecLen(recv); ok && sel.Kind() == types.MethodVal {
				if !vecMethods[fun.Sel.Name] {
					s.errorf(c.Pos(), "method %s of %s is not supported in kernels", fun.Sel.Name, s.typeString(recv))
					return false
				}
				return true
			}
			if _, ok := isMat4(recv); ok && sel.Kind() == types.MethodVal {
				if !mat4Methods[fun.Sel.Name] {
					s.errorf(c.Pos(), "method %s of %s is not supported in kernels", fun.Sel.Name, s.typeString(recv))
					return false
				}
				return true
			}
			s.errorf(c.Pos(), "call to method %s: methods are not supported in kernels", fun.Sel.Name)
			return false
		}
		obj := s.info.Uses[fun.Sel]
		fnObj, ok := obj.(*types.Func)
		if !ok || fnObj.Pkg() == nil {
			s.errorf(c.Pos(), "call to %s is not supported in kernels", exprString(fun))
			return false
		}
		switch fnObj.Pkg().Path() {
		case math32Path, "math":
			if _, ok := mathFuncs[fnObj.Name()]; !ok {
				s.errorf(c.Pos(), "%s.%s has no device translation", fnObj.Pkg().Name(), fnObj.Name())
				return false
			}
			if fnObj.Pkg().Path() == "math" {
				f.fp64 = true
			}
			return true
		case atomicPath:
			if _, ok := atomicFuncs[fnObj.Name()]; !ok {
				s.errorf(c.Pos(), "atomic.%s has no device translation", fnObj.Name())
				return false
			}
			if len(c.Args) == 0 {
				return false
			}
			if u, ok := ast.Unparen(c.Args[0]).(*ast.UnaryExpr); !ok || u.Op != token.AND || !isIndex(u.X) {
				s.errorf(c.Args[0].Pos(), "the first argument of atomic.%s must be &memory[index]", fnObj.Name())
			} else {
				ast.Inspect(u.X, func(n ast.Node) bool { return n == nil || s.checkNode(f, n) })
			}
			for _, a := range c.Args[1:] {
				ast.Inspect(a, func(n ast.Node) bool { return n == nil || s.checkNode(f, n) })
			}
			return false
		case syclPath:
			return s.checkGroupCall(f, c, fnObj.Name())
		}
		s.errorf(c.Pos(), "call to %s.%s: only //kgen:func helpers of this package, math32, math, sycl/atomic and item methods can be called in kernels", fnObj.Pkg().Name(), fnObj.Name())
		return false
	}
	s.errorf(c.Pos(), "call of %s: function values are not supported in kernels", exprString(c.Fun))
	return false
}

func isIndex(e ast.Expr) bool {
	_, ok := ast.Unparen(e).(*ast.IndexExpr)
	return ok
}

func appendFn(l []*fn, f *fn) []*fn {
	for _, x := range l {
		if x == f {
			return l
		}
	}
	return append(l, f)
}

func (s *pkgState) checkItemCall(f *fn, c *ast.CallExpr, sel *ast.SelectorExpr, nd bool) bool {
	name := sel.Sel.Name
	takesDim, known := itemMethods[name]
	if !known {
		s.errorf(c.Pos(), "method %s of the item is not supported in kernels", name)
		return false
	}
	if !f.kernel {
		s.errorf(c.Pos(), "%s: helpers cannot use the work-item; pass the values they need as arguments", name)
		return false
	}
	if name == "Barrier" {
		f.barrier = true
	}
	if takesDim {
		d, ok := s.constInt(c.Args[0])
		switch {
		case !ok:
			s.errorf(c.Args[0].Pos(), "%s: the dimension must be a constant (0, 1 or 2)", name)
		case d < 0 || d > 2:
			s.errorf(c.Args[0].Pos(), "%s: dimension %d is out of range (0, 1 or 2)", name, d)
		default:
			f.dims = max(f.dims, int(d)+1)
			f.launchArgs = f.launchArgs || wholeLaunchQuery(name, int(d))
		}
	} else {
		f.launchArgs = f.launchArgs || wholeLaunchQuery(name, 0)
	}
	return true
}

func exprString(e ast.Expr) string { return types.ExprString(e) }

func isFloat64(t types.Type) bool {
	if _, f64, ok := vecLen(t); ok {
		return f64
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Kind() == types.Float64
	case *types.Array:
		return isFloat64(u.Elem())
	}
	return false
}
