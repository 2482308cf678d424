package codegen

import (
	"go/ast"
	"go/types"
)

// This file keeps a uniform struct read from memory where it is: a
// variable defined once from an element of a slice parameter (sp :=
// spheres[s]) and read only by its fields is defined, in a vector
// variant, as a pointer to that element (sp := &spheres[s]).
//
// Go copies a struct of more than 16 bytes through an X register with
// legacy SSE moves (MOVUPS), which, in a loop of 256- or 512-bit code,
// merge with the register's dirty upper half (vector_splat.go); a field
// read through the pointer is a load of its own (an integer load where
// it reaches vector code, memSplat). The fields read through the pointer
// are those the copy would hold when nothing in the kernel can write the
// slice: every use of the parameter indexes it, and no assignment writes
// an element of it nor does the kernel take an element's address, so it
// is not passed to a helper or builtin either.
// Go evaluates &spheres[s] with the bounds check of spheres[s], so an
// index out of range fails where it failed. fieldsOnly and written also
// decide whether a helper takes a struct parameter by pointer
// (byPointer).

// heldInPlace reports whether the uniform variable v, defined once from
// r, is defined as a pointer to r in vector code.
func (g *vecGen) heldInPlace(v *types.Var, r ast.Expr) bool {
	if r == nil || !g.once[v] || g.isParam(v) || g.varying[v] {
		return false
	}
	if _, isStruct := v.Type().Underlying().(*types.Struct); !isStruct {
		return false
	}
	ix, mem := g.isMem(r)
	if !mem || g.varyingExpr(ix.Index) {
		return false
	}
	p := g.varOf(ast.Unparen(ix.X).(*ast.Ident))
	return p != nil && g.fieldsOnly(v) && !g.written(v) && g.indexedOnly(p) && !g.written(p)
}

// fieldsOnly reports whether every use of v in the function selects one
// of its fields.
func (g *vecGen) fieldsOnly(v *types.Var) bool {
	ok := true
	g.usesOf(v, func(id *ast.Ident, parent ast.Node) {
		sel, isSel := parent.(*ast.SelectorExpr)
		if !isSel || sel.X != id {
			ok = false
			return
		}
		if s, known := g.s.info.Selections[sel]; !known || s.Kind() != types.FieldVal {
			ok = false
		}
	})
	return ok
}

// indexedOnly reports whether every use of the slice parameter p in the
// function indexes it.
func (g *vecGen) indexedOnly(p *types.Var) bool {
	ok := true
	g.usesOf(p, func(id *ast.Ident, parent ast.Node) {
		if ix, isIndex := parent.(*ast.IndexExpr); !isIndex || ix.X != id {
			ok = false
		}
	})
	return ok
}

// written reports whether the function may write v, an element or field
// of it, or what it points to: an assignment, an increment or a range
// writes it, or its address, or an element's or field's, is taken
// (writeTargets).
func (g *vecGen) written(v *types.Var) bool {
	found := false
	writeTargets(g.f.decl.Body, func(e ast.Expr) {
		if b := baseIdent(e); b != nil && g.s.info.Uses[b] == v {
			found = true
		}
	})
	return found
}

// usesOf calls f for every use of v in the function's body, with the
// node that holds it (parentheses skipped).
func (g *vecGen) usesOf(v *types.Var, f func(id *ast.Ident, parent ast.Node)) {
	var stack []ast.Node
	ast.Inspect(g.f.decl.Body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		if id, isID := n.(*ast.Ident); isID && g.s.info.Uses[id] == v {
			parent := ast.Node(nil)
			for i := len(stack) - 1; i >= 0; i-- {
				if _, paren := stack[i].(*ast.ParenExpr); !paren {
					parent = stack[i]
					break
				}
			}
			f(id, parent)
		}
		stack = append(stack, n)
		return true
	})
}
