package codegen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// This file is the vectoriser's entry point: a kernel's vector variant
// for the native device, which runs L consecutive work-items (along the
// kernel's last dimension) per step with Go's simd/archsimd vectors, in
// the manner of whole-function vectorisation across work-items (Karrenberg
// and Hack 2011, as in PoCL's and AdaptiveCpp's CPU back ends). Values
// that are the same for the L work-items stay scalar (vector_varying.go),
// the others are vectors; control flow on varying values becomes masked
// execution (vector_stmt.go); contiguous accesses are vector loads and
// stores, others gather and scatter lane by lane (vector_expr.go).
// Kernels it cannot vectorise keep their scalar code; the refusal says
// why (kgen -v).

// vecLanes are the widths a variant is emitted for: AVX2's 8 lanes, which
// the native device times against the scalar code by default, and
// AVX-512's 16 (opt-in, see sycl.EnvNativeSIMD). Go 1.26 miscompiled the 16-lane code's mask
// arithmetic until the helpers took the forms vector_runtime.go explains.
var vecLanes = []int{8, 16}

// VectorReport says whether kgen emitted a kernel's vector variant, and
// if not, why (the construct's position and what it is).
type VectorReport struct {
	Kernel string
	Pos    token.Position // the kernel, or the construct that was refused
	Reason string         // empty: vectorised
	// Grouped names the variable whose lanes run together per distinct
	// value (vector_unique.go), empty when the lanes all run together.
	Grouped string
}

func (r VectorReport) String() string {
	if r.Reason == "" && r.Grouped != "" {
		return fmt.Sprintf("%s: kgen: %s: vectorised (8 and 16 lanes; the lanes run together per distinct value of %s)", r.Pos, r.Kernel, r.Grouped)
	}
	if r.Reason == "" {
		return fmt.Sprintf("%s: kgen: %s: vectorised (8 and 16 lanes)", r.Pos, r.Kernel)
	}
	return fmt.Sprintf("%s: kgen: %s: not vectorised: %s", r.Pos, r.Kernel, r.Reason)
}

// vecRefusal unwinds the vectoriser at a construct it does not handle.
type vecRefusal struct {
	pos token.Pos
	msg string
}

// vecGen emits one kernel's vector variant for one width.
type vecGen struct {
	s    *pkgState
	f    *fn
	L    int // lanes: 8 or 16
	dims int // the dimensions the code is written for
	last int // the vectorised dimension: dims-1
	b    strings.Builder
	tmp  int

	varying map[*types.Var]bool
	unique  *types.Var // the variable taken per distinct value (vector_unique.go), or nil

	// Helpers (vector_helper.go): helper is set in a helper's variant,
	// whose parameters in seed are varying at the call; helpers maps the
	// variants made for a kernel, by name, to their code.
	helper      bool
	seed        map[*types.Var]bool
	helpers     map[string]string
	helperDepth int
	result      types.Type            // a helper's result type
	returned    bool                  // a helper's final return was emitted
	merged      bool                  // a helper's result was merged at a return
	lanes       map[*types.Var]string // lane-index variables -> their lane 0 value's name
	declMask    map[*types.Var]string // varying variable -> the mask it was declared under
	masks       []string              // the execution masks in force, outermost first
	loops       []vecLoop
	list        []ast.Stmt // the statement list being emitted, and the index in it
	at          int

	// Broadcasts of constants and of parameters never assigned are
	// computed once per call into an array (kept in memory), and loaded
	// from it once per step, before the kernel's statements (the compiler
	// does not hoist them); see kernel.
	invariant map[string]string // vector code -> its variable
	launch    []string          // the array's elements' code, in order
	hoisted   []string          // the per-step declarations, in order
	assigned  map[*types.Var]bool

	// Uniform variables defined once (:=) and never assigned again have
	// their vectors made at the definition, not in the loops that use
	// them (vector_splat.go).
	once   map[*types.Var]bool
	splat  map[*types.Var]string // a float32 variable -> its broadcast
	splat4 map[*types.Var]string // a [4]float32 variable -> its Float32x4
	splatN map[*types.Var]string // a float32 array variable -> its vectors

	// An nd-range kernel's variables kept per chunk across its regions
	// (vector_barrier.go): later regions read them, so no loop of a
	// region has them private.
	acrossRegions map[*types.Var]bool
}

// vecLoop is an enclosing loop: uniform ones are Go loops; varying ones
// run while a lane is active, with their masks at these indices of masks;
// uniformTrip ones are Go loops whose body runs under its own mask (at
// bodyAt), which a continue under a varying condition clears.
type vecLoop struct {
	uniform        bool
	uniformTrip    bool
	loopAt, bodyAt int
	private        map[*types.Var]bool // variables no code reads after the loop (loopPrivate)
}

func (g *vecGen) refuse(n ast.Node, format string, args ...any) {
	panic(vecRefusal{n.Pos(), fmt.Sprintf(format, args...)})
}

func (g *vecGen) line(format string, args ...any) {
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteString("\n")
}

func (g *vecGen) temp() string {
	g.tmp++
	return fmt.Sprintf("_kgenT%d", g.tmp)
}

func (g *vecGen) mask() string { return g.masks[len(g.masks)-1] }

// vectorFunc returns f's vector variant for L lanes, named
// kgenSIMD<L><name>, or the reason it has none, and the variable whose
// distinct values the lanes run under one by one, if any: when the
// variant with every lane together is refused, each candidate of
// uniqueCandidates in turn.
func (s *pkgState) vectorFunc(f *fn, L int) (code string, helpers map[string]string, unique *types.Var, why *VectorReport) {
	code, helpers, why = s.vectorTry(f, L, nil)
	if why == nil {
		return code, helpers, nil, nil
	}
	for _, v := range s.uniqueCandidates(f) {
		if c, h, w := s.vectorTry(f, L, v); w == nil {
			return c, h, v, nil
		}
	}
	return "", nil, nil, why
}

// vectorTry returns f's vector variant for L lanes with unique (if not
// nil) taken per distinct value and the variants of the helpers it
// calls, by name, or the reason it has none.
func (s *pkgState) vectorTry(f *fn, L int, unique *types.Var) (code string, helpers map[string]string, why *VectorReport) {
	g := &vecGen{s: s, f: f, L: L, dims: codeDims(f), unique: unique, helpers: map[string]string{}}
	g.last = g.dims - 1
	defer func() {
		if r := recover(); r != nil {
			ref, ok := r.(vecRefusal)
			if !ok {
				panic(r)
			}
			code, helpers, why = "", nil, &VectorReport{Kernel: f.name, Pos: s.fset.Position(ref.pos), Reason: ref.msg}
		}
	}()
	g.kernel()
	return g.b.String(), g.helpers, nil
}

func (g *vecGen) kernel() {
	f := g.f
	switch {
	case len(reducers(f)) > 0:
		g.refuse(f.decl, "a kernel with reductions runs scalar")
	case g.usesAtomics(f):
		g.refuse(f.decl, "a kernel with atomics runs scalar")
	case len(f.assigned) > 0:
		// Each work-item starts from the launch's value (itemstate.go);
		// the vector code keeps parameters as scalars shared by the lanes
		// and by the chunks of lanes that follow.
		g.refuse(f.decl, "a kernel that assigns its scalar parameters runs scalar")
	}
	if f.nd {
		g.ndKernel() // vector_barrier.go
		return
	}
	g.seed = g.reassignedFloats(f.decl.Body) // vector_splat.go
	g.analyse(f.decl.Body)
	g.splat, g.splat4, g.splatN = map[*types.Var]string{}, map[*types.Var]string{}, map[*types.Var]string{}
	nat := &nativeGen{s: g.s, f: f}
	g.signature(f, nat, false)
	head := g.b.String()
	g.b.Reset()
	g.invariant = map[string]string{}
	L := g.L
	if g.dims == 1 {
		g.line("_kgenLo, _kgenHi := _kgenLaunch.Items(_kgenFirst, _kgenLast)")
		g.line("for _kgenB := _kgenLo; _kgenB < _kgenHi; _kgenB += %d {", L)
		g.line("_kgenIota := kgenIota%d()", L)
		g.line("_kgenM0 := kgenTail%d(_kgenIota, _kgenHi-_kgenB)", L)
	} else {
		g.line("for _kgenG := _kgenFirst; _kgenG < _kgenLast; _kgenG++ {")
		// Bounds is scalar Go, and its results are copied by legacy SSE
		// moves: run after VZEROUPPER (vector_splat.go).
		g.line("archsimd.ClearAVXUpperBits()")
		g.line("_kgenLo, _kgenHi := _kgenLaunch.Bounds(_kgenG)")
		for d := 0; d < g.last; d++ {
			g.line("for _kgenI%d := _kgenLo[%d] + _kgenLaunch.Offset[%d]; _kgenI%d < _kgenHi[%d]+_kgenLaunch.Offset[%d]; _kgenI%d++ {", d, d, d, d, d, d, d)
		}
		d := g.last
		g.line("_kgenEnd := _kgenHi[%d] + _kgenLaunch.Offset[%d]", d, d)
		g.line("for _kgenB := _kgenLo[%d] + _kgenLaunch.Offset[%d]; _kgenB < _kgenEnd; _kgenB += %d {", d, d, L)
		g.line("_kgenIota := kgenIota%d()", L)
		g.line("_kgenM0 := kgenTail%d(_kgenIota, _kgenEnd-_kgenB)", L)
	}
	g.masks = []string{"_kgenM0"}
	pre := g.b.String()
	g.b.Reset()
	g.stmts(f.decl.Body.List)
	kern := g.b.String()
	g.b.Reset()
	g.b.WriteString(pre)
	// The lane iota and the launch's constant vectors are loaded once
	// per step, before the kernel's statements and outside its loops,
	// not kept in registers from before the launch's loops: a vector live
	// across the kernel's loops without a use in them takes one of the 15
	// vector registers Go allocates (X15 is zero), and Go's register
	// allocator then reloads such values, and spills loop-carried ones,
	// on every back edge of the kernel's innermost loop (its reloads of
	// 128-bit values are legacy SSE moves, see vector_splat.go). The
	// constants come from an array on the stack, computed once per call:
	// memory, so that the compiler keeps no register, nor a parameter's
	// XMM copy, for them across the loops. A load costs one instruction
	// per L work-items.
	for _, h := range g.hoisted {
		g.line("%s", h)
	}
	g.b.WriteString(kern)
	g.line("}")
	if g.dims > 1 {
		for d := 0; d < g.last; d++ {
			g.line("}")
		}
		g.line("}")
	}
	// The upper halves of the vector registers cleared (VZEROUPPER) for
	// the scalar code that runs next on this thread (vector_splat.go).
	g.line("archsimd.ClearAVXUpperBits()")
	g.line("}")
	body := g.b.String()
	g.b.Reset()
	g.b.WriteString(head)
	if len(g.launch) > 0 {
		g.line("var _kgenVC [%d]archsimd.Int32x%d", len(g.launch), g.L)
		for i, c := range g.launch {
			g.line("_kgenVC[%d] = %s", i, c)
		}
	}
	g.b.WriteString(body)
}

// invariantVector returns the variable holding vector code v, whose
// lanes are lane ("Float32", "Int32" or "Mask"), declared at the start of
// each step: loaded from the launch's constant array, or for a mask
// made there.
func (g *vecGen) invariantVector(v, lane string) string {
	if g.helper {
		return v // a helper's constants: broadcast where used
	}
	if name, ok := g.invariant[v]; ok {
		return name
	}
	name := fmt.Sprintf("_kgenC%d", len(g.invariant))
	g.invariant[v] = name
	k := len(g.launch)
	switch lane {
	case "Float32":
		g.launch = append(g.launch, fmt.Sprintf("%s.AsInt32x%d()", v, g.L))
		v = fmt.Sprintf("_kgenVC[%d].AsFloat32x%d()", k, g.L)
	case "Int32":
		g.launch = append(g.launch, v)
		v = fmt.Sprintf("_kgenVC[%d]", k)
	}
	g.hoisted = append(g.hoisted, fmt.Sprintf("%s := %s", name, v), "_ = "+name)
	return name
}

// loopInvariant reports whether a uniform expression has the same value
// throughout the launch: a constant or a parameter never assigned.
func (g *vecGen) loopInvariant(e ast.Expr) bool {
	if tv, ok := g.s.info.Types[e]; ok && tv.Value != nil {
		return true
	}
	if _, ok := e.(*ast.BasicLit); ok {
		return true // the 1 of x++ and x--, which the type checker never saw
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v := g.varOf(id)
	return v != nil && !g.helper && g.isParam(v) && !g.assigned[v]
}

// usesAtomics reports whether f or a helper it calls uses atomics.
func (g *vecGen) usesAtomics(f *fn) bool {
	found := false
	ast.Inspect(f.decl.Body, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if obj := g.s.info.Uses[sel.Sel]; obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == atomicPath {
				found = true
			}
		}
		return !found
	})
	for _, c := range f.calls {
		found = found || g.usesAtomics(c)
	}
	return found
}

// signature writes the vector variant's func line and its parameters
// taken from the launch's arguments; local tells that local memory
// parameters are taken too (an nd-range kernel's, vector_barrier.go): one
// slice per call, which the groups the call runs share one after
// another, as the scalar code's do.
func (g *vecGen) signature(f *fn, nat *nativeGen, local bool) {
	g.line("func kgenSIMD%d%s(_kgenLaunch *sycl.NativeLaunch, _kgenFirst, _kgenLast int, _kgenArgs []any) {", g.L, f.name)
	for i, p := range f.params {
		switch {
		case p.kind == pScalar:
			g.line("%s := _kgenArgs[%d].(%s)", p.name, i, nat.typeExpr(p.typ))
		case p.kind == pGlobal:
			g.line("%s := _kgenArgs[%d].([]%s)", p.name, i, nat.typeExpr(p.typ))
		case p.kind == pLocal && local:
			g.line("%s := _kgenArgs[%d].(sycl.LocalArg).NewSlice().([]%s)", p.name, i, nat.typeExpr(p.typ))
		case local:
			g.refuse(f.decl, "parameter %s: only global and local memory and scalars are vectorised", p.name)
		default:
			g.refuse(f.decl, "parameter %s: only global memory and scalars are vectorised", p.name)
		}
		g.line("_ = %s", p.name)
	}
}
