package sycl

// This file holds Footprint: which elements of a global-memory parameter
// the work-items of a slab of a launch read and write, as cmd/kgen infers
// it from the kernel's index expressions, and its evaluation for a launch.

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gosycl/gosycl/internal/memory"
)

// ErrFootprintUnknown is wrapped by the errors of a Footprint whose reads
// or writes are not known: cmd/kgen could not infer them (a data-dependent
// index, say), or the launch's values leave them unbounded.
var ErrFootprintUnknown = errors.New("footprint unknown")

// Span is the elements [Lo, Hi) of global memory.
type Span struct{ Lo, Hi int }

// Footprint says which elements of a global-memory parameter the
// work-items of a slab read and write, where a slab is the work-items of
// a launch whose ids along dimension 0 (offset included) lie in [lo, hi):
// a package of a co-executed launch. cmd/kgen infers it where the kernel's
// indices are affine in the work-item's ids (x[i], a[i*n+k] with k over a
// loop, u[(i-1)*n+j], out[GroupID(0)]) with coefficients and bounds that
// are the same for every work-item (scalar arguments, ranges, len), and
// records it in the parameter's Param; a nil Footprint says nothing.
//
// Reads are over-approximated: a slab reads at most the span Reads gives.
// Writes are the elements a slab may write, as spans: Separate says
// whether two slabs always write different elements. Item queries answer
// for the whole launch in every slab: Range(0) is the launch's, GroupID(0)
// counts from its origin.
//
// The text is cmd/kgen's (an S-expression per access: see the source); it
// is parsed on first use.
type Footprint struct {
	src  string
	once sync.Once
	prog *fpProgram
	err  error
	// last is the last launch evaluated, kept for the next launch over
	// the same space with the same values (Launch).
	last atomic.Pointer[fpLast]
}

// fpLast is a launch's evaluation and what it depended on: the space
// and, by position, each argument's value where it is an integer (what
// the footprint reads of the arguments), its type otherwise (which
// decides the error a reference to it gives).
type fpLast struct {
	s   launchSpace
	key []any
	lf  *LaunchFootprint
}

// NewFootprint returns the footprint cmd/kgen wrote as src.
func NewFootprint(src string) *Footprint { return &Footprint{src: src} }

// String returns the footprint's text.
func (f *Footprint) String() string { return f.src }

func (f *Footprint) parse() (*fpProgram, error) {
	f.once.Do(func() {
		f.prog, f.err = parseFootprint(f.src)
		if f.err != nil {
			f.err = fmt.Errorf("sycl: malformed footprint (run go generate): %w", f.err)
		}
	})
	return f.prog, f.err
}

// LaunchFootprint is a Footprint evaluated for one launch.
type LaunchFootprint struct {
	p     *fpProgram
	lv    launchVals
	reads struct {
		whole  Span
		empty  bool
		bySlab bool // the reads load elements: each slab's are evaluated when asked
		err    error
	}
	writes struct {
		units []*wunit
		walls []*wunit // the walls that leave no element of their runs out
		err   error
	}
	// hulls remembers the read hulls of the last slabs asked for: a
	// scheduler asks for the same slabs launch after launch, of the
	// LaunchFootprint that Launch shares between them.
	hulls hullMemo
}

// hullMemo is a LaunchFootprint's last hullSlots read hulls, by slab,
// replaced in turn; safe for concurrent use.
type hullMemo struct {
	mu   sync.Mutex
	next int
	e    [hullSlots]hull
}

// hullSlots bounds a hullMemo: a launch's packages, and a co-executor's
// predictions of the ones it sizes, ask for a few slabs each launch.
const hullSlots = 16

// hull is readHull's answer for the slab [lo, hi); set tells a slot in
// use.
type hull struct {
	lo, hi int
	sp     Span
	empty  bool
	err    error
	set    bool
}

// get is the slab's remembered hull, if any.
func (m *hullMemo) get(lo, hi int) (hull, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, h := range m.e {
		if h.set && h.lo == lo && h.hi == hi {
			return h, true
		}
	}
	return hull{}, false
}

// put remembers h in the next slot.
func (m *hullMemo) put(h hull) {
	m.mu.Lock()
	defer m.mu.Unlock()
	h.set = true
	m.e[m.next] = h
	m.next = (m.next + 1) % hullSlots
}

// Launch evaluates f for a launch over s. args holds, by parameter
// position, the scalar arguments' values and, for global memory, the
// element count as an int, or the Elements for the arguments Loads names;
// the footprint reads those it refers to.
// A launch over the same space with the same integer values as the last
// one returns the last one's LaunchFootprint (it is immutable, and safe
// to share): a program launching a kernel in a loop evaluates its
// footprints once. A footprint that loads elements depends on them: its
// reads are evaluated for each slab asked for (Reads), and its
// LaunchFootprint is not reused.
func (f *Footprint) Launch(s Space, args []any) (*LaunchFootprint, error) {
	p, err := f.parse()
	if err != nil {
		return nil, err
	}
	if s == nil {
		return nil, errNoSpace
	}
	ls, err := s.launch()
	if err != nil {
		return nil, err
	}
	return f.launchOn(p, ls, args), nil
}

// launchOn is Launch over the launch space ls, f's program p parsed.
func (f *Footprint) launchOn(p *fpProgram, ls launchSpace, args []any) *LaunchFootprint {
	if len(p.loads) > 0 {
		// The reads depend on the elements: evaluated by slab, never kept.
		l := &LaunchFootprint{p: p, lv: launchVals{s: ls, args: slices.Clone(args)}}
		l.reads.bySlab = true
		if p.readsWhy != "" {
			l.reads.err = fmt.Errorf("%w: %s", ErrFootprintUnknown, p.readsWhy)
		}
		l.evalWrites()
		return l
	}
	if m := f.last.Load(); m != nil && m.s == ls && sameKey(m.key, args) {
		return m.lf
	}
	key := make([]any, len(args))
	for i, a := range args {
		key[i] = fpKey(a)
	}
	l := &LaunchFootprint{p: p, lv: launchVals{s: ls, args: key}}
	lo, hi := ls.off[0], ls.off[0]+ls.global[0]
	l.reads.whole, l.reads.empty, l.reads.err = l.readHull(lo, hi)
	if l.reads.err == nil && p.readsWhy != "" {
		l.reads.err = fmt.Errorf("%w: %s", ErrFootprintUnknown, p.readsWhy)
	}
	l.evalWrites()
	f.last.Store(&fpLast{s: ls, key: key, lf: l})
	return l
}

// launchFootprints evaluates the footprints of a launch's parameters,
// each at most once, for the command's bounds check and its overwrite
// analysis (overwritten): the part of the launch that runs (a slice's
// slab, or the whole launch) is work-items [lo, hi) of whole along the
// first dimension. The footprint is evaluated for the whole launch,
// which its last evaluation keeps (Footprint.Launch): the slices of one
// launch, a co-executed launch's packages, evaluate it once.
type launchFootprints struct {
	k      *Kernel
	args   []any
	mem    []memory.Use
	whole  launchSpace
	lo, hi int
	vals   []any    // args as footprints take them (footprintVals), made at the first need
	params []fpEval // per parameter, made at the first need
}

// fpEval is one parameter's footprint over a launch, and the writes of
// the part that runs.
type fpEval struct {
	done  bool
	lf    *LaunchFootprint // nil: unknown, or it depends on the memory's elements
	ws    []Span
	wsErr error
}

func newLaunchFootprints(k *Kernel, ls launchSpace, args []any, mem []memory.Use) launchFootprints {
	whole, lo, hi := slabOf(ls)
	return launchFootprints{k: k, args: args, mem: mem, whole: whole, lo: lo, hi: hi}
}

// of is parameter i's evaluation, its lf set; nil where the parameter is
// not global memory of a known size, has no footprint, or its footprint
// does not parse or depends on the memory's elements.
func (f *launchFootprints) of(i int) *fpEval {
	p := f.k.Params[i]
	if p.Kind != ParamGlobal || p.Footprint == nil || i >= len(f.mem) || !sized(f.mem[i]) {
		return nil
	}
	if f.params == nil {
		f.params = make([]fpEval, len(f.k.Params))
	}
	e := &f.params[i]
	if !e.done {
		e.done = true
		if prog, err := p.Footprint.parse(); err == nil && len(prog.loads) == 0 {
			if f.vals == nil {
				f.vals = footprintVals(f.args, f.mem)
			}
			e.lf = p.Footprint.launchOn(prog, f.whole, f.vals)
			e.ws, e.wsErr = e.lf.Writes(f.lo, f.hi)
		}
	}
	if e.lf == nil {
		return nil
	}
	return e
}

// checkBounds fails a launch of kernel f.k, whose global memory f.mem
// holds, in a command group that declares uses, where kgen inferred that
// the part of the launch that runs reads or writes an element outside
// what the command group declares of that memory: outside the memory, on
// an OpenCL device whose kernels do not check their indices (unless
// GOSYCL_CHECK=bounds), such a write lands in whatever memory lies
// beside; outside a buffer's ranged accessors (SYCL leaves such an access
// undefined), the runtime neither brings the element to the device nor
// takes a write home, so a device with memory of its own reads a stale
// value and loses the write. Reads must lie within the command group's
// accessors of the buffer, writes within its writing ones; for USM,
// within the argument's region, or the whole allocation. Parameters whose
// footprint is unknown, or depends on the memory's elements, are not
// checked.
func checkBounds(f *launchFootprints, uses []memory.Use) error {
	for i, p := range f.k.Params {
		e := f.of(i)
		if e == nil {
			continue
		}
		mem := f.mem[i]
		if mem.Mode.NeedsData() {
			if sp, err := e.lf.Reads(f.lo, f.hi); err == nil {
				var win *window
				if !holds(mem, uses, false, sp, &win) {
					return fmt.Errorf("sycl: kernel %s: parameter %s: kgen inferred that the launch reads its elements [%d,%d), outside %v", f.k.Name, p.Name, sp.Lo, sp.Hi, win)
				}
			}
		}
		if e.wsErr == nil {
			var win *window
			for _, w := range e.ws {
				if !holds(mem, uses, true, w, &win) {
					return fmt.Errorf("sycl: kernel %s: parameter %s: kgen inferred that the launch writes its elements [%d,%d), outside %v", f.k.Name, p.Name, w.Lo, w.Hi, win)
				}
			}
		}
	}
	return nil
}

// footprintVals is args with each sized memory argument replaced by its
// element count, as footprints take them.
func footprintVals(args []any, mem []memory.Use) []any {
	vals := make([]any, len(args))
	for j, a := range args {
		vals[j] = a
		if j < len(mem) && sized(mem[j]) {
			vals[j] = mem[j].Elems()
		}
	}
	return vals
}

// slabOf returns the whole launch of which ls is a part (a slice's
// slab, or the whole launch itself) and the part's work-items [lo, hi)
// along the first dimension, as footprints take them.
func slabOf(ls launchSpace) (whole launchSpace, lo, hi int) {
	whole = ls
	whole.lo, whole.hi, whole.tile = 0, 0, [3]int{}
	p0, p1 := ls.part()
	return whole, ls.off[0] + p0, ls.off[0] + p1
}

// window is what a command group declares of a kernel's memory: sorted,
// disjoint spans of its n elements, which name them in messages.
type window struct {
	spans []Span
	n     int
	what  string
}

// holds reports whether a command group that declares uses declares
// every element of s of memory u (for writes, writable): at once where
// u's own accessor or region covers s, else by the window of u's
// declared elements, which it builds into *win the first time (one
// window serves a parameter's spans).
func holds(u memory.Use, uses []memory.Use, writes bool, s Span, win **window) bool {
	if own := useSpan(u); s.Lo >= s.Hi || (own.Lo <= s.Lo && s.Hi <= own.Hi && (!writes || u.Mode.Writes())) {
		return true
	}
	if *win == nil {
		*win = declared(u, uses, writes)
	}
	return (*win).holds(s)
}

// useSpan is the elements u declares: its accessor's or region's range,
// or the whole memory for a USM pointer.
func useSpan(u memory.Use) Span {
	if sz := int(u.Elem.Size()); sz > 0 && (u.Buf != nil || u.Hi > u.Lo) {
		return Span{u.Lo / sz, u.Hi / sz}
	}
	return Span{0, u.Elems()}
}

// declared is the window of memory u in a command group that declares
// uses: for a buffer, the union of its accessors of it (writing ones,
// when writes), for USM the region u is or the whole allocation.
func declared(u memory.Use, uses []memory.Use, writes bool) *window {
	n := u.Elems()
	if u.Buf == nil {
		what := "the USM region"
		if u.Hi <= u.Lo {
			what = "" // the whole allocation
		}
		return &window{[]Span{useSpan(u)}, n, what}
	}
	var sp []Span
	for _, v := range append(uses[:len(uses):len(uses)], u) {
		if v.Buf == u.Buf && v.Hi > v.Lo && (!writes || v.Mode.Writes()) {
			sp = append(sp, useSpan(v))
		}
	}
	slices.SortFunc(sp, func(a, b Span) int { return a.Lo - b.Lo })
	var m []Span
	for _, s := range sp {
		if len(m) > 0 && s.Lo <= m[len(m)-1].Hi {
			m[len(m)-1].Hi = max(m[len(m)-1].Hi, s.Hi)
			continue
		}
		m = append(m, s)
	}
	what := "the command group's accessors"
	if writes {
		what = "the command group's writing accessors"
	}
	return &window{m, n, what}
}

// holds reports whether every element of s lies in the window: in the
// last of its sorted, disjoint spans that starts at or before s.
func (w *window) holds(s Span) bool {
	i := sort.Search(len(w.spans), func(i int) bool { return w.spans[i].Lo > s.Lo }) - 1
	return s.Lo >= s.Hi || (i >= 0 && s.Hi <= w.spans[i].Hi)
}

func (w *window) String() string {
	if w.what == "" || (len(w.spans) == 1 && w.spans[0] == Span{0, w.n}) {
		return fmt.Sprintf("its %d elements", w.n)
	}
	var b strings.Builder
	b.WriteString(w.what)
	for i, s := range w.spans {
		if i == 4 {
			fmt.Fprintf(&b, " and %d more", len(w.spans)-i)
			break
		}
		fmt.Fprintf(&b, " [%d,%d)", s.Lo, s.Hi)
	}
	fmt.Fprintf(&b, " of its %d elements", w.n)
	return b.String()
}

// evalWrites places the launch's writes.
func (l *LaunchFootprint) evalWrites() {
	s := &l.lv.s
	l.writes.units, l.writes.err = l.writeUnits(s.off[0], s.off[0]+s.global[0])
	if l.writes.err == nil && l.p.writesWhy != "" {
		l.writes.err = fmt.Errorf("%w: %s", ErrFootprintUnknown, l.p.writesWhy)
	}
	if l.writes.err == nil {
		l.writes.walls = l.wallUnits(s.off[0], s.off[0]+s.global[0])
	}
}

// Loads returns the arguments whose elements f's reads load, by
// parameter position: Launch takes each as Elements in place of its
// length (nil when there are none, or f is malformed).
func (f *Footprint) Loads() []int {
	p, err := f.parse()
	if err != nil {
		return nil
	}
	return p.loads
}

// fpKey is what a footprint's evaluation depends on of argument a
// (launchVals.arg): its value if it is an integer, else its type, so
// that the key holds no reference to the caller's memory.
func fpKey(a any) any {
	switch a.(type) {
	case nil, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64:
		return a
	}
	return reflect.TypeOf(a)
}

// sameKey tells whether args give key (fpKey of each).
func sameKey(key, args []any) bool {
	if len(key) != len(args) {
		return false
	}
	for i, a := range args {
		if key[i] != fpKey(a) {
			return false
		}
	}
	return true
}

// Reads returns a span holding every element the slab [lo, hi) may read
// (an empty span when it reads none). The error wraps ErrFootprintUnknown
// when the reads are not known.
func (l *LaunchFootprint) Reads(lo, hi int) (Span, error) {
	if l.reads.err != nil {
		return Span{}, l.reads.err
	}
	if l.reads.empty || lo >= hi {
		return Span{}, nil
	}
	if l.reads.bySlab {
		sp, _, err := l.readHull(lo, hi)
		return sp, err
	}
	if s := &l.lv.s; lo <= s.off[0] && hi >= s.off[0]+s.global[0] {
		return l.reads.whole, nil // the slab holds the launch: Launch evaluated it
	}
	h, ok := l.hulls.get(lo, hi)
	if !ok {
		h = hull{lo: lo, hi: hi}
		h.sp, h.empty, h.err = l.readHull(lo, hi)
		l.hulls.put(h)
	}
	sp, empty, err := h.sp, h.empty, h.err
	if err != nil || empty {
		return Span{}, err
	}
	// Both are sound; the slab's lies in the launch's, which was checked.
	sp.Lo, sp.Hi = max(sp.Lo, l.reads.whole.Lo), min(sp.Hi, l.reads.whole.Hi)
	if sp.Lo >= sp.Hi {
		return Span{}, nil
	}
	return sp, nil
}

// Writes returns the elements the slab [lo, hi) may write, as sorted,
// disjoint, non-adjacent spans. The error wraps ErrFootprintUnknown when
// the writes are not known, and says why when slabs could write the same
// elements (see Separate).
func (l *LaunchFootprint) Writes(lo, hi int) ([]Span, error) {
	if l.writes.err != nil {
		return nil, l.writes.err
	}
	var out []Span
	for _, u := range l.writes.units {
		out = u.spans(lo, hi, out)
	}
	return coalesce(out), nil
}

// Overwrites reports whether the slab [lo, hi) writes every element of
// the spans Writes gives for it, whatever the data: a write that every
// work-item makes on every way through the kernel (cmd/kgen records it),
// at an index affine in the ids alone whose runs have no holes, writes
// exactly those spans. A package of such a slab needs none of the
// memory's old contents where the kernel reads none of them.
func (l *LaunchFootprint) Overwrites(lo, hi int) bool {
	ws, err := l.Writes(lo, hi)
	return err == nil && l.overwrites(lo, hi, ws)
}

// overwrites is Overwrites given ws, the slab's Writes.
func (l *LaunchFootprint) overwrites(lo, hi int, ws []Span) bool {
	if lo >= hi || len(ws) == 0 {
		return false
	}
	for _, u := range l.writes.walls {
		if slices.Equal(coalesce(u.spans(lo, hi, nil)), ws) {
			return true
		}
	}
	return false
}

// Separate returns nil when slabs cut at multiples of step work-items from
// the launch's offset along dimension 0 never write the same element, and
// otherwise an error that says why, wrapping ErrFootprintUnknown when the
// writes are not known.
func (l *LaunchFootprint) Separate(step int) error {
	if l.writes.err != nil {
		return l.writes.err
	}
	if step <= 0 {
		return fmt.Errorf("sycl: Separate: step %d is not positive", step)
	}
	off := int64(l.lv.s.off[0])
	for _, u := range l.writes.units {
		if !u.byGroup {
			continue
		}
		if int64(step)%u.d != 0 || (off+u.b)%u.d != 0 {
			return fmt.Errorf("the writes at %s index by (id(0)%+d)/%d, which slabs of %d work-items from %d split", strings.Join(u.at, ", "), u.b, u.d, step, off)
		}
	}
	return nil
}

func coalesce(s []Span) []Span {
	if len(s) < 2 {
		return s
	}
	slices.SortFunc(s, func(a, b Span) int { return a.Lo - b.Lo })
	out := s[:1]
	for _, x := range s[1:] {
		last := &out[len(out)-1]
		if x.Lo <= last.Hi {
			last.Hi = max(last.Hi, x.Hi)
			continue
		}
		out = append(out, x)
	}
	return out
}

// readHull is the hull of the reads of slab [lo, hi).
func (l *LaunchFootprint) readHull(lo, hi int) (Span, bool, error) {
	h := ival{1, 0}
	for i := range l.p.reads {
		a := &l.p.reads[i]
		e := newEnv(l, lo, hi)
		f, ok, err := e.access(a)
		if err != nil {
			return Span{}, false, fmt.Errorf("%w: %s: %v", ErrFootprintUnknown, a.at, err)
		}
		if !ok {
			continue
		}
		iv := e.hull(f)
		if iv.lo == negInf || iv.hi == posInf {
			return Span{}, false, fmt.Errorf("%w: %s: the index is unbounded", ErrFootprintUnknown, a.at)
		}
		h = h.union(iv)
	}
	if h.empty() {
		return Span{}, true, nil
	}
	return Span{int(h.lo), int(h.hi) + 1}, false, nil
}

// The program.

type fpProgram struct {
	vars                []fpVarDef
	reads, writes       []fpAccess
	walls               []fpAccess // writes every work-item makes, without conditions
	readsWhy, writesWhy string
	loads               []int // the arguments whose elements the reads load, in order
}

// fpVarDef is a loop variable: its type, its initial value and how it
// moves.
type fpVarDef struct {
	name string
	ty   string
	dir  string // up, down (by a positive step), mul (multiplied by >= 2), div (divided by >= 2)
	init *fpNode
}

type fpAccess struct {
	at     string // file:line:col of the access
	index  *fpNode
	guards []fpGuard // conditions that hold where the access runs
}

type fpGuard struct {
	op   string // < <= > >= == !=
	a, b *fpNode
}

type fpNode struct {
	op   string // see eval
	n    int64
	name string
	args []*fpNode
	sel  [][]fpGuard // sel: args[i] where sel[i] holds
}

// The S-expression syntax: a footprint is a sequence of
//
//	(var NAME T up|down|mul|div INIT) a loop variable of integer type T
//	(r "POS" INDEX GUARD...)          a read, which runs where the guards hold
//	(w "POS" INDEX GUARD...)          a write
//	(wall "POS" INDEX)                a write every work-item makes, on
//	                                  every way through the kernel (one
//	                                  of the writes, or several together)
//	(r? "WHY") (w? "WHY")             reads or writes not known, and why
//
// with GUARD (OP A B) for OP one of < <= > >= == !=, and expressions
// INT, (id D), (range D), (off D), (lrange D), (grange D), (arg I),
// (len I), (var NAME), (linid), (llin), (glin), (dims), (+ A B), (- A B),
// (neg A), (* A B), (/ A B), (% A B), (min A B), (max A B), (<< A B),
// (>> A B), (& A B) (Go's integer semantics), (ld I A) (element A of
// argument I, an integer memory the kernel does not write, whose
// Elements the launch gives; reads only), (sel (GUARD...) A
// (GUARD...) B ...): A where its guards hold, B where its do, ..., and
// (as T A): A's value and those of its subexpressions are of integer type
// T (i8, i16, i32, i64, u8, u16, u32, u64), so they must not leave its
// range.

type sexp struct {
	atom string
	str  bool
	list []sexp
	pos  int
}

func parseSexps(src string) ([]sexp, error) {
	var stack [][]sexp
	var top []sexp
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\n' || c == '\t' || c == '\r':
			i++
		case c == '(':
			stack = append(stack, top)
			top = nil
			i++
		case c == ')':
			if len(stack) == 0 {
				return nil, fmt.Errorf("offset %d: unbalanced )", i)
			}
			l := sexp{list: top, pos: i}
			if l.list == nil {
				l.list = []sexp{}
			}
			top = append(stack[len(stack)-1], l)
			stack = stack[:len(stack)-1]
			i++
		case c == '"':
			j := i + 1
			for j < len(src) && src[j] != '"' {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(src) {
				return nil, fmt.Errorf("offset %d: unterminated string", i)
			}
			s, err := strconv.Unquote(src[i : j+1])
			if err != nil {
				return nil, fmt.Errorf("offset %d: %v", i, err)
			}
			top = append(top, sexp{atom: s, str: true, pos: i})
			i = j + 1
		default:
			j := i
			for j < len(src) && !strings.ContainsRune(" \n\t\r()\"", rune(src[j])) {
				j++
			}
			top = append(top, sexp{atom: src[i:j], pos: i})
			i = j
		}
	}
	if len(stack) != 0 {
		return nil, errors.New("unbalanced (")
	}
	return top, nil
}

func parseFootprint(src string) (*fpProgram, error) {
	items, err := parseSexps(src)
	if err != nil {
		return nil, err
	}
	p := &fpProgram{}
	vars := map[string]bool{}
	for _, it := range items {
		if len(it.list) == 0 || it.list[0].list != nil {
			return nil, fmt.Errorf("offset %d: want (r ...), (w ...), (var ...), (r? ...) or (w? ...)", it.pos)
		}
		l := it.list
		switch head := l[0].atom; head {
		case "var":
			if len(l) != 5 || l[1].list != nil || !slices.Contains([]string{"up", "down", "mul", "div"}, l[3].atom) {
				return nil, fmt.Errorf("offset %d: want (var NAME T up|down|mul|div INIT)", it.pos)
			}
			if _, ok := typeRanges[l[2].atom]; !ok {
				return nil, fmt.Errorf("offset %d: unknown type %q", it.pos, l[2].atom)
			}
			init, err := parseNode(l[4], vars)
			if err != nil {
				return nil, err
			}
			vars[l[1].atom] = true
			p.vars = append(p.vars, fpVarDef{name: l[1].atom, ty: l[2].atom, dir: l[3].atom, init: init})
		case "r", "w":
			if len(l) < 3 || !l[1].str {
				return nil, fmt.Errorf("offset %d: want (%s \"POS\" INDEX GUARD...)", it.pos, head)
			}
			a := fpAccess{at: l[1].atom}
			if a.index, err = parseNode(l[2], vars); err != nil {
				return nil, err
			}
			if a.guards, err = parseGuards(l[3:], vars); err != nil {
				return nil, err
			}
			if head == "r" {
				p.reads = append(p.reads, a)
			} else {
				p.writes = append(p.writes, a)
			}
		case "wall":
			if len(l) != 3 || !l[1].str {
				return nil, fmt.Errorf("offset %d: want (wall \"POS\" INDEX)", it.pos)
			}
			a := fpAccess{at: l[1].atom}
			if a.index, err = parseNode(l[2], vars); err != nil {
				return nil, err
			}
			p.walls = append(p.walls, a)
		case "r?", "w?":
			if len(l) != 2 || !l[1].str {
				return nil, fmt.Errorf("offset %d: want (%s \"WHY\")", it.pos, head)
			}
			if head == "r?" {
				p.readsWhy = l[1].atom
			} else {
				p.writesWhy = l[1].atom
			}
		default:
			return nil, fmt.Errorf("offset %d: unknown item %q", it.pos, head)
		}
	}
	for _, a := range slices.Concat(p.writes, p.walls) {
		if p.accessLoads(a, func(int) {}) {
			return nil, fmt.Errorf("%s: a write's index or condition loads memory", a.at)
		}
	}
	seen := map[int]bool{}
	for _, a := range p.reads {
		p.accessLoads(a, func(i int) {
			if !seen[i] {
				seen[i] = true
				p.loads = append(p.loads, i)
			}
		})
	}
	return p, nil
}

// accessLoads calls f with the argument of each load a's index and guards
// make, through the loop variables they use, and tells whether there was
// one.
func (p *fpProgram) accessLoads(a fpAccess, f func(int)) bool {
	found := false
	seen := map[string]bool{}
	var walk func(n *fpNode)
	guards := func(gs []fpGuard) {
		for _, g := range gs {
			walk(g.a)
			walk(g.b)
		}
	}
	walk = func(n *fpNode) {
		switch n.op {
		case "ld":
			found = true
			f(int(n.n))
		case "var":
			if !seen[n.name] {
				seen[n.name] = true
				for _, v := range p.vars {
					if v.name == n.name {
						walk(v.init)
					}
				}
			}
		}
		for _, x := range n.args {
			walk(x)
		}
		for _, gs := range n.sel {
			guards(gs)
		}
	}
	walk(a.index)
	guards(a.guards)
	return found
}

func parseGuards(l []sexp, vars map[string]bool) ([]fpGuard, error) {
	var out []fpGuard
	for _, g := range l {
		if len(g.list) != 3 || !slices.Contains([]string{"<", "<=", ">", ">=", "==", "!="}, g.list[0].atom) {
			return nil, fmt.Errorf("offset %d: want a guard (OP A B)", g.pos)
		}
		x, err := parseNode(g.list[1], vars)
		if err != nil {
			return nil, err
		}
		y, err := parseNode(g.list[2], vars)
		if err != nil {
			return nil, err
		}
		out = append(out, fpGuard{g.list[0].atom, x, y})
	}
	return out, nil
}

// nodeArity is the number of arguments of each operator.
var nodeArity = map[string]int{
	"id": 1, "range": 1, "off": 1, "lrange": 1, "grange": 1, "arg": 1, "len": 1, "var": 1,
	"linid": 0, "llin": 0, "glin": 0, "dims": 0,
	"+": 2, "-": 2, "*": 2, "/": 2, "%": 2, "min": 2, "max": 2, "<<": 2, ">>": 2, "&": 2,
	"neg": 1, "as": 2, "ld": 2,
}

// typeRanges are the integer types an (as T A) may name; i64 is not
// checked (a memory index cannot come near its limits).
var typeRanges = map[string]ival{
	"i8": {-1 << 7, 1<<7 - 1}, "i16": {-1 << 15, 1<<15 - 1}, "i32": {-1 << 31, 1<<31 - 1}, "i64": {negInf, posInf},
	"u8": {0, 1<<8 - 1}, "u16": {0, 1<<16 - 1}, "u32": {0, 1<<32 - 1}, "u64": {0, posInf},
}

func parseNode(x sexp, vars map[string]bool) (*fpNode, error) {
	if x.list == nil {
		n, err := strconv.ParseInt(x.atom, 10, 64)
		if x.str || err != nil {
			return nil, fmt.Errorf("offset %d: %q is not an integer or an expression", x.pos, x.atom)
		}
		return &fpNode{op: "int", n: n}, nil
	}
	if len(x.list) == 0 || x.list[0].list != nil {
		return nil, fmt.Errorf("offset %d: empty expression", x.pos)
	}
	op := x.list[0].atom
	if op == "sel" {
		n := &fpNode{op: op}
		rest := x.list[1:]
		if len(rest) == 0 || len(rest)%2 != 0 {
			return nil, fmt.Errorf("offset %d: want (sel (GUARD...) A ...)", x.pos)
		}
		for i := 0; i < len(rest); i += 2 {
			if rest[i].list == nil {
				return nil, fmt.Errorf("offset %d: want a list of guards", rest[i].pos)
			}
			gs, err := parseGuards(rest[i].list, vars)
			if err != nil {
				return nil, err
			}
			a, err := parseNode(rest[i+1], vars)
			if err != nil {
				return nil, err
			}
			n.sel, n.args = append(n.sel, gs), append(n.args, a)
		}
		return n, nil
	}
	arity, ok := nodeArity[op]
	if !ok || len(x.list)-1 != arity {
		return nil, fmt.Errorf("offset %d: unknown operator %q or wrong argument count", x.pos, op)
	}
	n := &fpNode{op: op}
	switch op {
	case "id", "range", "off", "lrange", "grange", "arg", "len":
		v, err := strconv.Atoi(x.list[1].atom)
		if err != nil || v < 0 || (op != "arg" && op != "len" && v > 2) {
			return nil, fmt.Errorf("offset %d: (%s %s): bad argument", x.pos, op, x.list[1].atom)
		}
		n.n = int64(v)
		return n, nil
	case "var":
		if !vars[x.list[1].atom] {
			return nil, fmt.Errorf("offset %d: variable %s not declared", x.pos, x.list[1].atom)
		}
		n.name = x.list[1].atom
		return n, nil
	case "ld":
		v, err := strconv.Atoi(x.list[1].atom)
		if err != nil || v < 0 {
			return nil, fmt.Errorf("offset %d: (ld %s ...): bad argument", x.pos, x.list[1].atom)
		}
		a, err := parseNode(x.list[2], vars)
		if err != nil {
			return nil, err
		}
		n.n, n.args = int64(v), []*fpNode{a}
		return n, nil
	case "as":
		if _, ok := typeRanges[x.list[1].atom]; !ok {
			return nil, fmt.Errorf("offset %d: unknown type %q", x.pos, x.list[1].atom)
		}
		n.name = x.list[1].atom
		a, err := parseNode(x.list[2], vars)
		if err != nil {
			return nil, err
		}
		n.args = []*fpNode{a}
		return n, nil
	}
	for _, a := range x.list[1:] {
		c, err := parseNode(a, vars)
		if err != nil {
			return nil, err
		}
		n.args = append(n.args, c)
	}
	return n, nil
}

// launchVals are the values a footprint refers to.
type launchVals struct {
	s    launchSpace
	args []any
}

func (lv *launchVals) arg(i int64) (int64, error) {
	if int(i) >= len(lv.args) {
		return 0, fmt.Errorf("argument %d missing (%d given)", i, len(lv.args))
	}
	switch x := lv.args[i].(type) {
	case int:
		return int64(x), nil
	case int8:
		return int64(x), nil
	case int16:
		return int64(x), nil
	case int32:
		return int64(x), nil
	case int64:
		return x, nil
	case uint8:
		return int64(x), nil
	case uint16:
		return int64(x), nil
	case uint32:
		return int64(x), nil
	case uint:
		if uint64(x) > uint64(posInf) {
			return 0, fmt.Errorf("argument %d (%d) exceeds int64", i, x)
		}
		return int64(x), nil
	case uint64:
		if x > uint64(posInf) {
			return 0, fmt.Errorf("argument %d (%d) exceeds int64", i, x)
		}
		return int64(x), nil
	}
	if el, ok := lv.args[i].(Elements); ok {
		return int64(el.Len()), nil
	}
	if t, ok := lv.args[i].(reflect.Type); ok { // fpKey's
		return 0, fmt.Errorf("argument %d is a %v, not an integer", i, t)
	}
	return 0, fmt.Errorf("argument %d is a %T, not an integer", i, lv.args[i])
}

// sized tells whether u is valid memory whose element count is known.
func sized(u memory.Use) bool {
	return u.Err == nil && u.Elem != nil && (u.Buf != nil || u.Alloc != nil)
}
