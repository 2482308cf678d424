package codegen

// This file holds every, the walk behind the generators' predicates over
// a syntax tree (is this expression uniform, pure, recomputable, ...).

import "go/ast"

// every walks n as ast.Inspect does and reports whether visit accepted
// every node it was called on. visit returns whether its node is
// acceptable, which when false ends the walk, and whether to walk the
// node's children.
func every(n ast.Node, visit func(ast.Node) (accept, descend bool)) bool {
	ok := true
	ast.Inspect(n, func(n ast.Node) bool {
		if !ok || n == nil {
			return false
		}
		accept, descend := visit(n)
		if !accept {
			ok = false
			return false
		}
		return descend
	})
	return ok
}
