package codegen

import (
	"fmt"
	"go/types"
)

// clScalar maps a basic Go type to OpenCL C. Go's int and uint are 64-bit
// and become long and ulong, so kernels keep Go semantics; int32 indices
// are faster on GPUs.
func clScalar(k types.BasicKind) string {
	switch k {
	case types.Bool, types.UntypedBool:
		return "bool"
	case types.Int8:
		return "char"
	case types.Uint8:
		return "uchar"
	case types.Int16:
		return "short"
	case types.Uint16:
		return "ushort"
	case types.Int32, types.UntypedRune:
		return "int"
	case types.Uint32:
		return "uint"
	case types.Int, types.Int64, types.UntypedInt:
		return "long"
	case types.Uint, types.Uint64, types.Uintptr:
		return "ulong"
	case types.Float32:
		return "float"
	case types.Float64, types.UntypedFloat:
		return "double"
	}
	return "/*unsupported*/int"
}

// clType returns the OpenCL C type of t for a value (vectors as floatN).
func clType(t types.Type) string {
	if n, f64, ok := vecLen(t); ok {
		if f64 {
			return fmt.Sprintf("double%d", n)
		}
		return fmt.Sprintf("float%d", n)
	}
	if nt, ok := types.Unalias(t).(*types.Named); ok {
		if _, isStruct := nt.Underlying().(*types.Struct); isStruct {
			return "struct " + clName(nt.Obj().Name())
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return clScalar(u.Kind())
	case *types.Array:
		return clType(u.Elem())
	}
	return "/*unsupported*/int"
}

// clDecl declares name of type t (arrays as name[N]...).
func clDecl(t types.Type, name string) string {
	dims := ""
	for {
		if _, _, ok := vecLen(t); ok {
			break
		}
		a, ok := t.Underlying().(*types.Array)
		if !ok {
			break
		}
		dims += fmt.Sprintf("[%d]", a.Len())
		t = a.Elem()
	}
	return clType(t) + " " + name + dims
}

// clStorageDecl declares a struct field: vectors are stored as float arrays
// so that the layout matches Go's ([3]float32 is 12 bytes; float3 is 16),
// and bools as uchar (OpenCL forbids bool in kernel-argument structs).
func clStorageDecl(t types.Type, name string) string {
	if n, f64, ok := vecLen(t); ok {
		if f64 {
			return fmt.Sprintf("double %s[%d]", name, n)
		}
		return fmt.Sprintf("float %s[%d]", name, n)
	}
	if b, ok := t.Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
		return "uchar " + name
	}
	if a, ok := t.Underlying().(*types.Array); ok {
		return clStorageDecl(a.Elem(), fmt.Sprintf("%s[%d]", name, a.Len()))
	}
	return clDecl(t, name)
}

func basicKind(t types.Type) (types.BasicKind, bool) {
	if t == nil {
		return 0, false
	}
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return 0, false
	}
	return b.Kind(), true
}

func isInteger(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

func isSigned(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0 && b.Info()&types.IsUnsigned == 0
}

func isFloat(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsFloat != 0
}

// unsignedOf is the unsigned OpenCL type of the same width.
func unsignedOf(c string) string {
	switch c {
	case "char":
		return "uchar"
	case "short":
		return "ushort"
	case "int":
		return "uint"
	case "long":
		return "ulong"
	}
	return c
}

// bits is the width of an integer OpenCL type.
func bits(c string) int {
	switch c {
	case "char", "uchar":
		return 8
	case "short", "ushort":
		return 16
	case "int", "uint":
		return 32
	}
	return 64
}
