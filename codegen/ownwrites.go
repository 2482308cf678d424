package codegen

// This file finds the reads of global memory that only see what the same
// work-item wrote before: a read in the kernel's body of an element that
// the kernel's body wrote, whole (not a field or a vector lane of it),
// earlier on every way to the read, at an index of the same value (the
// same symbolic value, with no load from memory in it), in memory that no
// atomic touches. Such a read needs none of the memory's old contents, so
// kgen records it neither in the parameter's Access nor in its footprint:
// coexecutor.Out and a write-only accessor are then the parameter's role,
// and no device copies the memory in for it. Writes and reads in helpers
// take no part (a helper may return before its write), and the ways are
// followed as Go runs them: after an if or a switch, what every way that
// reaches the end wrote; after a loop, what was written before it (its
// body may not run); after a switch that breaks, what was written before
// it (goto and fallthrough are not kernel language).
//
// What is written whole at every way out of the kernel's body (each
// return, and its end) is what every work-item writes: kgen records it in
// the footprint as (wall "POS" INDEX), and the runtime copies nothing in
// for a package whose wall writes cover every element its writes may
// touch (sycl.LaunchFootprint.Overwrites).

import (
	"go/ast"
	"go/token"
	"slices"
)

// ownWrites follows, through a kernel's walk, the elements its body has
// written on every way to the statement walked.
type ownWrites struct {
	set    []ownWrite
	exits  [][]ownWrite            // set at each way out of the kernel's body
	reads  map[*ast.IndexExpr]bool // the reads walked in the kernel's body: covered at every walk
	atomic map[int]bool            // parameters some atomic updates: nothing covers their reads
}

type ownWrite struct {
	param int
	index *fx
	pos   token.Pos // the write that added it
}

// wrote records a whole-element write made in the kernel's body.
func (o *ownWrites) wrote(w *fpWalk, a *fpAccess) {
	if len(w.frames) != 1 || o.atomic[a.param] || !plainIndex(a.index) {
		return
	}
	for _, x := range o.set {
		if x.param == a.param && sameFx(x.index, a.index) {
			return
		}
	}
	o.set = append(o.set, ownWrite{a.param, a.index, a.pos})
}

// covers reports whether the read a (at ix) sees only an earlier write of
// the kernel's body, and remembers the answer for ix.
func (o *ownWrites) covers(w *fpWalk, a *fpAccess, ix *ast.IndexExpr) bool {
	if len(w.frames) != 1 {
		return false
	}
	cov := slices.ContainsFunc(o.set, func(x ownWrite) bool {
		return x.param == a.param && sameFx(x.index, a.index)
	})
	if o.reads == nil {
		o.reads = map[*ast.IndexExpr]bool{}
	}
	if prev, seen := o.reads[ix]; seen {
		cov = cov && prev
	}
	o.reads[ix] = cov
	return cov
}

func (o *ownWrites) save() []ownWrite { return slices.Clone(o.set) }

// exit records a way out of the kernel's body.
func (o *ownWrites) exit() { o.exits = append(o.exits, o.save()) }

// must returns an access, without conditions, for each of param's
// elements that every way out of the kernel's body has written.
func (o *ownWrites) must(param int) []fpAccess {
	var out []fpAccess
	for _, x := range common(o.exits) {
		if x.param == param {
			out = append(out, fpAccess{param: param, write: true, pos: x.pos, index: x.index})
		}
	}
	return out
}

// meet sets what is written after a branching statement: what each way
// that reaches its end wrote (none reaching: what before holds).
func (o *ownWrites) meet(before []ownWrite, ways [][]ownWrite) {
	if len(ways) == 0 {
		o.set = before
		return
	}
	o.set = common(ways)
}

// common returns the writes in every one of ways (none for no ways).
func common(ways [][]ownWrite) []ownWrite {
	if len(ways) == 0 {
		return nil
	}
	var out []ownWrite
	for _, x := range ways[0] {
		if !slices.ContainsFunc(ways[1:], func(way []ownWrite) bool {
			return !slices.ContainsFunc(way, func(y ownWrite) bool { return y.param == x.param && sameFx(y.index, x.index) })
		}) {
			out = append(out, x)
		}
	}
	return out
}

// breaks reports whether a break in st (a switch's body) may leave the
// switch: an unlabeled break outside any loop or switch nested in it, or
// any labeled break.
func breaks(st ast.Node) bool {
	found := false
	var visit func(n ast.Node, top bool)
	visit = func(n ast.Node, top bool) {
		ast.Inspect(n, func(x ast.Node) bool {
			if found {
				return false
			}
			switch x := x.(type) {
			case *ast.BranchStmt:
				found = x.Tok == token.BREAK && (x.Label != nil || top)
			case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt:
				if x != n {
					visit(x, false)
					return false
				}
			}
			return true
		})
	}
	visit(st, true)
	return found
}

// plainIndex reports whether x is a known value that no load from memory
// enters, so that two evaluations of it give the same element.
func plainIndex(x *fx) bool {
	if x == nil || x.unknown() || x.op == "ld" {
		return false
	}
	for _, a := range x.args {
		if !plainIndex(a) {
			return false
		}
	}
	for _, gs := range x.sel {
		for _, g := range gs {
			if !plainIndex(g.a) || !plainIndex(g.b) {
				return false
			}
		}
	}
	return true
}

// sameFx reports whether a and b are the same plain symbolic value.
func sameFx(a, b *fx) bool {
	if a == nil || b == nil {
		return a == b
	}
	if !plainIndex(a) || !plainIndex(b) || a.op != b.op || a.n != b.n || a.name != b.name || a.ty != b.ty ||
		len(a.args) != len(b.args) || len(a.sel) != len(b.sel) {
		return false
	}
	for i := range a.args {
		if !sameFx(a.args[i], b.args[i]) {
			return false
		}
	}
	for i := range a.sel {
		if len(a.sel[i]) != len(b.sel[i]) {
			return false
		}
		for j, g := range a.sel[i] {
			h := b.sel[i][j]
			if g.op != h.op || !sameFx(g.a, h.a) || !sameFx(g.b, h.b) {
				return false
			}
		}
	}
	return true
}
