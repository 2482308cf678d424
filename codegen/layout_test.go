package codegen

import (
	"go/token"
	"go/types"
	"regexp"
	"testing"

	"golang.org/x/tools/go/packages"
)

// TestLayouts checks the struct layout comparison against Go's sizes on a
// 64-bit and a 32-bit architecture, where 64-bit fields are 4-aligned.
func TestLayouts(t *testing.T) {
	pkg := types.NewPackage("p", "p")
	field := func(name string, typ types.Type) *types.Var {
		return types.NewField(token.NoPos, pkg, name, typ, false)
	}
	named := func(name string, fs ...*types.Var) *types.Named {
		return types.NewNamed(types.NewTypeName(token.NoPos, pkg, name, nil), types.NewStruct(fs, nil), nil)
	}
	i32, i64, u8, f32 := types.Typ[types.Int32], types.Typ[types.Int64], types.Typ[types.Uint8], types.Typ[types.Float32]
	cases := []struct {
		st         *types.Named
		arch, want string // want: a regexp of the diagnostic, "" for none
	}{
		{named("A", field("X", i32), field("Y", i64)), "amd64", ""},
		{named("A", field("X", i32), field("Y", i64)), "386", `struct A: field Y is at byte 4 in Go but 8 in OpenCL C`},
		{named("B", field("X", i64), field("Y", i32)), "amd64", ""},
		{named("B", field("X", i64), field("Y", i32)), "386", `struct B is 12 bytes in Go but 16 in OpenCL C`},
		{named("C", field("T", u8), field("V", types.NewArray(f32, 3)), field("B", types.Typ[types.Bool])), "amd64", ""},
		{named("C", field("T", u8), field("V", types.NewArray(f32, 3)), field("B", types.Typ[types.Bool])), "386", ""},
		{named("D", field("X", i32), field("Z", types.NewArray(i32, 0))), "amd64", `struct D: field Z has size 0`},
		// Go's int is 4 bytes on 32-bit architectures; kernels make it a long.
		{named("E", field("X", types.Typ[types.Int]), field("Y", i32)), "arm", `struct E: field Y is at byte 4 in Go but 8`},
	}
	for _, c := range cases {
		s := &pkgState{pkg: &packages.Package{TypesSizes: types.SizesFor("gc", c.arch)}, fset: token.NewFileSet(), structs: []*types.Named{c.st}}
		s.checkLayouts()
		switch {
		case c.want == "" && len(s.diags) > 0:
			t.Errorf("%s on %s: unexpected %v", c.st.Obj().Name(), c.arch, s.diags)
		case c.want != "" && (len(s.diags) != 1 || !regexp.MustCompile(c.want).MatchString(s.diags[0].Msg)):
			t.Errorf("%s on %s: got %v, want one diagnostic matching %q", c.st.Obj().Name(), c.arch, s.diags, c.want)
		}
	}
}
