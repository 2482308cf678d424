package codegen

import (
	"go/types"
	"runtime"
)

// This file checks that the struct types kernels use have the same
// layout in Go and in OpenCL C, since buffers of structs and struct
// arguments are copied byte for byte. OpenCL C lays a struct out as C does
// (each field at the next multiple of its alignment, the size a multiple
// of the largest alignment); kgen declares vectors and matrices as arrays
// of floats and bools as uchar, so on 64-bit Go both agree, except for
// zero-size fields, which C cannot declare and after which Go pads. On
// 32-bit Go, 64-bit fields are 4-aligned, where OpenCL aligns them to 8.
// kgen compares the layouts with the sizes of the architecture it runs
// for and reports the first field that differs.

// clLayout returns the size and alignment of t in OpenCL C as kgen
// declares it, and false for a zero-size type.
func clLayout(t types.Type) (size, align int64, ok bool) {
	if n, f64, isVec := vecLen(t); isVec {
		w := int64(4)
		if f64 {
			w = 8
		}
		return int64(n) * w, w, true
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch u.Kind() {
		case types.Bool, types.Int8, types.Uint8:
			return 1, 1, true
		case types.Int16, types.Uint16:
			return 2, 2, true
		case types.Int32, types.Uint32, types.Float32:
			return 4, 4, true
		}
		return 8, 8, true
	case *types.Array:
		s, a, ok := clLayout(u.Elem())
		return s * u.Len(), a, ok && u.Len() > 0
	case *types.Struct:
		var off, maxAlign int64 = 0, 1
		for i := 0; i < u.NumFields(); i++ {
			s, a, ok := clLayout(u.Field(i).Type())
			if !ok {
				return 0, 0, false
			}
			off = (off + a - 1) / a * a
			off += s
			maxAlign = max(maxAlign, a)
		}
		if u.NumFields() == 0 {
			return 0, 1, false
		}
		return (off + maxAlign - 1) / maxAlign * maxAlign, maxAlign, true
	}
	return 0, 1, false
}

// checkLayouts reports the kernels' struct types whose Go layout differs
// from OpenCL C's, at the first field that differs.
func (s *pkgState) checkLayouts() {
	sizes := s.pkg.TypesSizes
	if sizes == nil {
		sizes = types.SizesFor("gc", runtime.GOARCH)
	}
	for _, nt := range s.structs {
		if !layoutKnown(nt) {
			continue // a field of a type kernels cannot hold, reported already
		}
		st := nt.Underlying().(*types.Struct)
		name := nt.Obj().Name()
		fields := make([]*types.Var, st.NumFields())
		for i := range fields {
			fields[i] = st.Field(i)
		}
		goOffs := sizes.Offsetsof(fields)
		var off int64
		bad := false
		for i, f := range fields {
			size, align, ok := clLayout(f.Type())
			if !ok {
				s.errorf(f.Pos(), "struct %s: field %s has size 0, which OpenCL C cannot declare (and after which Go pads); remove it", name, f.Name())
				bad = true
				break
			}
			off = (off + align - 1) / align * align
			if off != goOffs[i] {
				s.errorf(f.Pos(), "struct %s: field %s is at byte %d in Go but %d in OpenCL C (alignment %d); reorder the fields or pad explicitly so that both agree", name, f.Name(), goOffs[i], off, align)
				bad = true
				break
			}
			off += size
		}
		if bad {
			continue
		}
		if clSize, _, ok := clLayout(nt); ok && clSize != sizes.Sizeof(nt) {
			s.errorf(nt.Obj().Pos(), "struct %s is %d bytes in Go but %d in OpenCL C; pad it explicitly so that both agree", name, sizes.Sizeof(nt), clSize)
		}
	}
}

// layoutKnown reports types made of those kernels can hold.
func layoutKnown(t types.Type) bool {
	if _, _, isVec := vecLen(t); isVec {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&(types.IsBoolean|types.IsInteger|types.IsFloat) != 0 && u.Info()&types.IsUntyped == 0 && u.Kind() != types.Uintptr
	case *types.Array:
		return layoutKnown(u.Elem())
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if !layoutKnown(u.Field(i).Type()) {
				return false
			}
		}
		return true
	}
	return false
}
