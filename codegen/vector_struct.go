package codegen

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"
)

// This file gives the vectoriser varying structs: a varying value of a
// struct type declared in the kernel's package is a struct of the same
// field names whose leaves (float32 and int32 fields, and the elements of
// array fields such as an mgl32.Vec3) are lane vectors, structure of
// arrays inside the variant (kgenV<L>_<Name>, declared once per file). A
// load of a struct element of memory at a varying index gathers it: each
// enabled lane's element is read once and its leaves stored into one
// array of lanes per leaf, which then load as vectors; at a uniform index
// the element is read once and each leaf broadcast (broadcast). Field
// selection is the field of that struct; a merge blends leaf by leaf.

// vecLeaf is a scalar leaf of a struct or array type: its selector path
// from the value (".Center[0]") and its lane kind.
type vecLeaf struct {
	path, lane string
}

// structOf returns t's struct when t is a named struct type (structType
// refuses those not declared at the kernel package's top level).
func (g *vecGen) structOf(t types.Type) (*types.Named, *types.Struct, bool) {
	nt, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil, nil, false
	}
	st, ok := nt.Underlying().(*types.Struct)
	return nt, st, ok
}

// structType is the name of the vector struct type of the struct type t,
// declared (with g.helpers) the first time.
func (g *vecGen) structType(n ast.Node, t types.Type) string {
	nt, st, _ := g.structOf(t)
	obj := nt.Obj()
	if obj.Pkg() != g.s.pkg.Types || obj.Parent() != obj.Pkg().Scope() || nt.TypeArgs().Len() > 0 {
		g.refuse(n, "a varying value of struct type %s (the vectoriser handles the package's own top-level structs)", g.typeName(t))
	}
	name := fmt.Sprintf("kgenV%d_%s", g.L, obj.Name())
	if _, done := g.helpers[name]; done {
		return name
	}
	g.helpers[name] = "" // a recursive type is refused below
	var b strings.Builder
	fmt.Fprintf(&b, "// %s is a varying %s: its leaves' lanes.\ntype %s struct {\n", name, obj.Name(), name)
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if f.Embedded() {
			g.refuse(n, "a varying value of struct type %s, which embeds %s", obj.Name(), f.Name())
		}
		g.leaves(n, f.Type(), "") // refuses what has no lanes
		fmt.Fprintf(&b, "\t%s %s\n", f.Name(), g.vtype(n, f.Type()))
	}
	b.WriteString("}\n")
	g.helpers[name] = b.String()
	return name
}

// leaves returns the scalar leaves of a value of type t at path.
func (g *vecGen) leaves(n ast.Node, t types.Type, path string) []vecLeaf {
	switch u := t.Underlying().(type) {
	case *types.Array:
		var out []vecLeaf
		for i := int64(0); i < u.Len(); i++ {
			out = append(out, g.leaves(n, u.Elem(), fmt.Sprintf("%s[%d]", path, i))...)
		}
		return out
	case *types.Struct:
		if _, _, ok := g.structOf(t); !ok {
			g.refuse(n, "a varying value of an unnamed struct type")
		}
		var out []vecLeaf
		for i := 0; i < u.NumFields(); i++ {
			f := u.Field(i)
			out = append(out, g.leaves(n, f.Type(), path+"."+f.Name())...)
		}
		return out
	}
	ln := g.lane(n, t)
	if ln == "Mask" {
		g.refuse(n, "a varying struct with a bool field")
	}
	return []vecLeaf{{path, ln}}
}

// assemble is the vector code of a value of type t built leaf by leaf:
// leaf gives the vector of the leaf at a path.
func (g *vecGen) assemble(n ast.Node, t types.Type, path string, leaf func(path, lane string) string) string {
	switch u := t.Underlying().(type) {
	case *types.Array:
		var el []string
		for i := int64(0); i < u.Len(); i++ {
			el = append(el, g.assemble(n, u.Elem(), fmt.Sprintf("%s[%d]", path, i), leaf))
		}
		return fmt.Sprintf("%s{%s}", g.vtype(n, t), strings.Join(el, ", "))
	case *types.Struct:
		var el []string
		for i := 0; i < u.NumFields(); i++ {
			f := u.Field(i)
			el = append(el, f.Name()+": "+g.assemble(n, f.Type(), path+"."+f.Name(), leaf))
		}
		return fmt.Sprintf("%s{%s}", g.vtype(n, t), strings.Join(el, ", "))
	}
	return leaf(path, g.lane(n, t))
}

// broadcastStruct is the vector of the uniform struct value s.
func (g *vecGen) broadcastStruct(n ast.Node, t types.Type, s string) string {
	tmp := g.temp()
	g.line("%s := %s", tmp, s)
	return g.assemble(n, t, "", func(path, lane string) string {
		if lane == "Float32" {
			return fmt.Sprintf("archsimd.BroadcastFloat32x%d(%s%s)", g.L, tmp, path)
		}
		return fmt.Sprintf("archsimd.BroadcastInt32x%d(%s%s)", g.L, tmp, path)
	})
}

// mergeStruct is the struct value where the current mask is set and
// old's elsewhere, leaf by leaf.
func (g *vecGen) mergeStruct(n ast.Node, t types.Type, value, old string) string {
	tmp := g.temp()
	g.line("%s := %s", tmp, value)
	k := g.temp()
	g.line("%s := kgenK%d(%s)", k, g.L, g.mask())
	return g.assemble(n, t, "", func(path, _ string) string {
		return fmt.Sprintf("%s%s.Merge(%s%s, %s)", tmp, path, old, path, k)
	})
}

// gatherStruct loads the struct elements s[x.Index] of the lanes of m
// (an enabled lane out of range panics as the scalar code does).
func (g *vecGen) gatherStruct(x *ast.IndexExpr, s string, t types.Type, m string) string {
	return g.gatherPath(x, s, "", t, m)
}

// gatherPath loads the part at path (".Center", or "" for all), of type
// t, of the struct elements s[x.Index] of the lanes of m.
func (g *vecGen) gatherPath(x *ast.IndexExpr, s, path string, t types.Type, m string) string {
	g.vtype(x, t) // refuses a struct without lanes before any code
	lv := g.leaves(x, t, path)
	idx := g.laneIndex(x.Index, m)
	// Float32 fields are copied as their bits, by integer loads and
	// stores (kgenWord): a float32 copy is a legacy SSE load (MOVSS)
	// among the vector code (vector_splat.go).
	arr := map[string]string{}
	for _, l := range lv {
		a, elem := g.temp(), strings.ToLower(l.lane)
		if l.lane == "Float32" {
			elem = "int32"
		}
		g.line("var %s [%d]%s", a, g.L, elem)
		arr[l.path] = a
	}
	g.line("for _kgenK, _kgenBits := 0, kgenBits%d(%s); _kgenK < %d; _kgenK++ {", g.L, m, g.L)
	g.line("if _kgenBits>>_kgenK&1 != 0 {")
	g.line("_kgenE := &%s[%s[_kgenK]]", s, idx)
	for _, l := range lv {
		if l.lane == "Float32" {
			g.line("%s[_kgenK] = kgenWord%d(&_kgenE%s)", arr[l.path], g.L, l.path)
		} else {
			g.line("%s[_kgenK] = _kgenE%s", arr[l.path], l.path)
		}
	}
	g.line("}")
	g.line("}")
	return g.assemble(x, t, path, func(path, lane string) string {
		if lane == "Float32" {
			return fmt.Sprintf("archsimd.LoadInt32x%d(&%s).AsFloat32x%d()", g.L, arr[path], g.L)
		}
		return fmt.Sprintf("archsimd.Load%sx%d(&%s)", lane, g.L, arr[path])
	})
}

// fieldOf is the vector code of a field of a varying struct. A field of
// a struct element of memory at a varying index (spheres[k].Center)
// gathers that field alone.
func (g *vecGen) fieldOf(x *ast.SelectorExpr, m string) string {
	field := func(sel *ast.SelectorExpr) bool {
		_, _, isStruct := g.structOf(g.typeOf(sel.X))
		s, ok := g.s.info.Selections[sel]
		return isStruct && ok && s.Kind() == types.FieldVal && len(s.Index()) == 1
	}
	if !field(x) {
		g.refuse(x, "a varying %s", exprKind(x))
	}
	path, base := "."+x.Sel.Name, ast.Unparen(x.X)
	for {
		sel, ok := base.(*ast.SelectorExpr)
		if !ok || !field(sel) {
			break
		}
		path, base = "."+sel.Sel.Name+path, ast.Unparen(sel.X)
	}
	if ix, ok := base.(*ast.IndexExpr); ok && !g.varyingExpr(ix.X) {
		if _, isSlice := g.typeOf(ix.X).Underlying().(*types.Slice); isSlice {
			return g.gatherPath(ix, g.sexpr(ix.X), path, g.typeOf(x), m)
		}
	}
	return fmt.Sprintf("%s.%s", g.vexpr(x.X, m), x.Sel.Name)
}

// sharedWork reports whether body holds a loop with no access to memory
// at a varying index other than a contiguous one.
func (g *vecGen) sharedWork(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		loop, ok := n.(*ast.ForStmt)
		if !ok || found {
			return !found
		}
		gathers := false
		ast.Inspect(loop, func(n ast.Node) bool {
			if ix, ok := n.(*ast.IndexExpr); ok {
				if _, mem := g.isMem(ix); mem && g.varyingExpr(ix.Index) {
					if _, contig := g.contig(ix.Index); !contig {
						gathers = true
					}
				}
			}
			return !gathers
		})
		found = !gathers
		return !found
	})
	return found
}
