package codegen_test

import (
	"fmt"
	"hash/fnv"
	"math/rand"
	"strings"
)

// This file generates random kernels for FuzzDifferential: valid Go that
// kgen must translate, whose results are defined by Go alone (no data
// race, no index out of range, no division by zero, no float to integer
// conversion out of range), so that plain Go, the native code and OpenCL
// must agree. Every decision is a byte of the fuzzer's input, then, when
// the input runs out, a pseudo-random number seeded by the input: a short
// input still makes whole kernels, and a mutation changes the decisions
// from where it applies.
//
// Float products (floatProducts). Go allows fusing x*y + z into one
// multiply-add, rounding once, even across statements, and OpenCL
// compilers fuse within an expression: where the generator wrote x*y
// unconverted, a device that fused and plain Go on amd64, which does not,
// would both be right, and a float to integer conversion of the two
// results, a last bit apart, may differ by whole units. So every float
// product the generator writes is converted explicitly, float32(x * y),
// which Go rounds before anything is added to it, on every device: a
// difference is then kgen's (it must compile such a conversion with
// contraction off: codegen/contract.go).

type genSource struct {
	data []byte
	pos  int
	rng  *rand.Rand
}

func newGenSource(data []byte) *genSource {
	h := fnv.New64a()
	h.Write(data)
	return &genSource{data: data, rng: rand.New(rand.NewSource(int64(h.Sum64())))}
}

// intn returns a decision in [0, n).
func (s *genSource) intn(n int) int {
	if n <= 1 {
		return 0
	}
	if s.pos < len(s.data) {
		b := s.data[s.pos]
		s.pos++
		return int(b) % n
	}
	return s.rng.Intn(n)
}

func (s *genSource) chance(percent int) bool { return s.intn(100) < percent }

// gtype is a Go type of the kernel language's arithmetic.
type gtype struct {
	name   string
	bits   int
	signed bool
	float  bool
}

var gtypes = []gtype{
	{"int8", 8, true, false}, {"int16", 16, true, false}, {"int32", 32, true, false}, {"int64", 64, true, false},
	{"uint8", 8, false, false}, {"uint16", 16, false, false}, {"uint32", 32, false, false}, {"uint64", 64, false, false},
	{"int", 64, true, false}, {"float32", 32, true, true}, {"float64", 64, true, true},
}

func typeNamed(name string) gtype {
	for _, t := range gtypes {
		if t.name == name {
			return t
		}
	}
	panic(name)
}

// gvar is a variable in scope.
type gvar struct {
	name     string
	t        gtype
	writable bool // locals and scalar parameters; not loop or id variables
}

// kernelGen writes one kernel.
type kernelGen struct {
	src     *genSource
	name    string
	b       strings.Builder
	indent  int
	scopes  [][]gvar
	next    int // variable counter
	stmts   int // statement budget left
	nd      bool
	barrier bool
	dims    int
	local   [3]int
	global  [3]int
	offset  [3]int
	intOuts int
	fltOuts int
	params  map[string]string // scalar parameter -> value literal
	inIf    bool              // writing a phase inside an if with barriers
}

// The kernels' memory: in and fin are read only, out and fout hold intOuts
// and fltOuts values per work-item (at its linear id), tile has one int64
// per work-item of a group.
const (
	genInLen  = 61
	genFinLen = 37
)

// genProgram returns the kernels file and the test file of a package
// with two to four random kernels.
func genProgram(data []byte) (kernels, test string) {
	src := newGenSource(data)
	n := 2 + src.intn(3)
	var kb, cases strings.Builder
	kb.WriteString(`// Code written by FuzzDifferential's generator.

package p

import (
	"math"

	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
)

// clamp32 and clamp64 bring a float into [lo, hi] (a NaN to 0), so that
// converting it to an integer type is defined.
//
//kgen:func
func clamp32(x, lo, hi float32) float32 {
	if x != x {
		return 0
	}
	return math32.Min(math32.Max(x, lo), hi)
}

//kgen:func
func clamp64(x, lo, hi float64) float64 {
	if x != x {
		return 0
	}
	return math.Min(math.Max(x, lo), hi)
}

// bump assigns its parameters.
//
//kgen:func
func bump(x, n int32) int32 {
	n &= 3
	for n > 0 {
		x += n
		n--
	}
	return x
}

// Pt is a struct parameter the kernels may assign.
type Pt struct {
	X int32
	Y float32
}
`)
	for k := 0; k < n; k++ {
		g := &kernelGen{src: src, name: fmt.Sprintf("K%d", k), params: map[string]string{}}
		kb.WriteString(g.kernel())
		cases.WriteString(g.diffCase())
	}
	test = `// Code written by FuzzDifferential's generator.

package p

import (
	"os"
	"testing"

	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite"
)

func ints() []int32 {
	s := make([]int32, ` + fmt.Sprint(genInLen) + `)
	for i := range s {
		s[i] = int32(uint32(i)*2654435761) >> (i % 29)
	}
	s[0], s[1], s[2] = -2147483648, 2147483647, -1
	return s
}

func floats() []float32 {
	s := make([]float32, ` + fmt.Sprint(genFinLen) + `)
	for i := range s {
		s[i] = float32(i%13)*0.25 - 1.5
	}
	s[0], s[1] = 0, -0.5
	return s
}

func TestDiff(t *testing.T) {
	cases := []testsuite.DiffCase{
` + cases.String() + `	}
	devs, err := sycl.Devices()
	if err != nil {
		t.Log(err)
	}
	if len(devs) < 2 && os.Getenv("GOSYCL_REQUIRE_OPENCL") != "" {
		t.Fatalf("no OpenCL device (%v), and GOSYCL_REQUIRE_OPENCL is set", err)
	}
	for _, d := range devs {
		t.Run(d.String(), func(t *testing.T) { testsuite.DifferentialCases(t, d, cases) })
	}
}
`
	return kb.String(), test
}

func (g *kernelGen) line(format string, args ...any) {
	g.b.WriteString(strings.Repeat("\t", g.indent))
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteString("\n")
}

func (g *kernelGen) push()         { g.scopes = append(g.scopes, nil) }
func (g *kernelGen) pop()          { g.scopes = g.scopes[:len(g.scopes)-1] }
func (g *kernelGen) add(v gvar)    { g.scopes[len(g.scopes)-1] = append(g.scopes[len(g.scopes)-1], v) }
func (g *kernelGen) fresh() string { g.next++; return fmt.Sprintf("v%d", g.next) }

// shadowable is a variable name of an outer scope that the current scope
// does not declare, or "".
func (g *kernelGen) shadowable() string {
	if len(g.scopes) < 2 {
		return ""
	}
	cur := map[string]bool{}
	for _, v := range g.scopes[len(g.scopes)-1] {
		cur[v.name] = true
	}
	var names []string
	for _, sc := range g.scopes[:len(g.scopes)-1] {
		for _, v := range sc {
			if v.writable && !cur[v.name] && !strings.Contains(v.name, ".") {
				names = append(names, v.name)
			}
		}
	}
	if len(names) == 0 {
		return ""
	}
	return names[g.src.intn(len(names))]
}

// visible lists the variables in scope, inner ones last (a shadowed name
// is listed once, for the inner variable).
func (g *kernelGen) visible() []gvar {
	seen := map[string]bool{}
	var out []gvar
	for i := len(g.scopes) - 1; i >= 0; i-- {
		for j := len(g.scopes[i]) - 1; j >= 0; j-- {
			v := g.scopes[i][j]
			if !seen[v.name] {
				seen[v.name] = true
				out = append(out, v)
			}
		}
	}
	return out
}

func (g *kernelGen) kernel() string {
	g.dims = 1 + g.src.intn(3)
	g.nd = g.src.chance(65)
	g.barrier = g.nd && g.src.chance(70)
	for d := 0; d < 3; d++ {
		g.local[d], g.global[d] = 1, 1
	}
	for d := 0; d < g.dims; d++ {
		if g.nd {
			g.local[d] = []int{1, 2, 3, 4, 8}[g.src.intn(5)]
			if g.dims == 3 {
				g.local[d] = 1 + g.src.intn(3)
			}
			g.global[d] = g.local[d] * (1 + g.src.intn(3))
		} else {
			g.global[d] = 1 + g.src.intn(9)
			if g.src.chance(25) {
				g.offset[d] = g.src.intn(4)
			}
		}
	}
	g.intOuts = 1 + g.src.intn(5)
	g.fltOuts = 1 + g.src.intn(3)
	g.stmts = 6 + g.src.intn(22)
	g.params["a"] = fmt.Sprint([]int{0, 1, -7, 123456, -2147483648, 2147483647}[g.src.intn(6)])
	g.params["b"] = []string{"0", "1.5", "-2.25", "1e10", "-0.125"}[g.src.intn(5)]
	g.params["c"] = fmt.Sprint([]int{0, 1, 200, 255}[g.src.intn(4)])
	g.params["d"] = []string{"0", "-1", "1 << 40", "-9223372036854775808", "9223372036854775807"}[g.src.intn(5)]
	g.params["e"] = []string{"0", "0.1", "-3.5", "1e300"}[g.src.intn(4)]
	g.params["p"] = []string{"Pt{}", "Pt{X: 3, Y: -1.5}", "Pt{X: -2147483648, Y: 1e20}"}[g.src.intn(3)]

	item := "sycl.Item"
	if g.nd {
		item = "sycl.NDItem"
	}
	tile := ""
	if g.barrier {
		tile = ", tile sycl.Local[int64]"
	}
	fmt.Fprintf(&g.b, "\n//kgen:kernel\nfunc %s(it %s, in []int32, fin []float32, out []int64, fout []float64, a int32, b float32, c uint8, d int64, e float64, p Pt%s) {\n", g.name, item, tile)
	g.indent = 1
	g.push()
	for _, p := range []struct{ n, t string }{{"a", "int32"}, {"b", "float32"}, {"c", "uint8"}, {"d", "int64"}, {"e", "float64"}, {"p.X", "int32"}, {"p.Y", "float32"}} {
		g.add(gvar{p.n, typeNamed(p.t), true})
	}
	// Ids: every dimension of the launch is used, so the kernel's
	// dimensionality is the launch's.
	idT := typeNamed("int")
	if g.nd {
		g.line("gl := it.GlobalLinearID()")
		g.line("lin := it.LocalLinearID()")
		g.line("_ = lin")
		g.add(gvar{"lin", idT, false})
		nl := "it.LocalRange(0)"
		for d := 1; d < g.dims; d++ {
			nl += fmt.Sprintf(" * it.LocalRange(%d)", d)
		}
		g.line("nl := %s", nl)
		g.line("_ = nl")
		for d := 0; d < g.dims; d++ {
			g.line("l%d, g%d := it.LocalID(%d), it.GlobalID(%d)", d, d, d, d)
			g.line("_, _ = l%d, g%d", d, d)
			g.add(gvar{fmt.Sprintf("l%d", d), idT, false})
			g.add(gvar{fmt.Sprintf("g%d", d), idT, false})
		}
	} else {
		g.line("gl := it.LinearID()")
		for d := 0; d < g.dims; d++ {
			g.line("g%d := it.ID(%d)", d, d)
			g.line("_ = g%d", d)
			g.add(gvar{fmt.Sprintf("g%d", d), idT, false})
		}
	}
	g.add(gvar{"gl", idT, false})
	g.line("x0 := in[(gl*7)%%len(in)]")
	g.line("f0 := fin[(gl*3+1)%%len(fin)]")
	g.line("_, _ = x0, f0")
	g.add(gvar{"x0", typeNamed("int32"), true})
	g.add(gvar{"f0", typeNamed("float32"), true})
	if g.barrier {
		g.barrierBody()
	} else {
		g.block(2, true)
	}
	// Every output slot of the work-item.
	for j := 0; j < g.intOuts; j++ {
		g.line("out[gl*%d+%d] = int64(%s)", g.intOuts, j, g.nonConst(g.intType(), 2))
	}
	for j := 0; j < g.fltOuts; j++ {
		g.line("fout[gl*%d+%d] = float64(%s)", g.fltOuts, j, g.nonConst(g.floatType(), 2))
	}
	// Reads of slots the work-item wrote just above: kgen counts them as
	// no reads, which the differential check tests. They are decided by
	// the kernel's text so far, not drawn, so that a saved input makes
	// the same kernels as before they were added, and more.
	h := fnv.New64a()
	h.Write([]byte(g.b.String()))
	x := int(h.Sum64() >> 1)
	if x%2 == 0 {
		g.line("out[gl*%d+%d] ^= out[gl*%d+%d] >> 1", g.intOuts, x/4%g.intOuts, g.intOuts, x/64%g.intOuts)
	}
	if x/2%2 == 0 {
		g.line("fout[gl*%d+%d] += float64(out[gl*%d+%d] & 0xffff)", g.fltOuts, x/1024%g.fltOuts, g.intOuts, x/16384%g.intOuts)
	}
	g.pop()
	g.indent = 0
	g.line("}")
	return g.b.String()
}

// barrierBody writes phases: statements without local memory, a write of
// the work-item's own tile element, a barrier, reads of any element, a
// barrier; and loops and ifs with uniform conditions holding such phases.
func (g *kernelGen) barrierBody() {
	phases := 1 + g.src.intn(3)
	for p := 0; p < phases && g.stmts > 0; p++ {
		switch g.src.intn(3) {
		case 0:
			g.phase()
		case 1:
			r := fmt.Sprintf("r%d", g.next+1)
			g.next++
			g.line("for %s := 0; %s < %d; %s++ {", r, r, 1+g.src.intn(3), r)
			g.indent++
			g.push()
			g.add(gvar{r, typeNamed("int"), false})
			g.phase()
			g.pop()
			g.indent--
			g.line("}")
		case 2:
			// PoCL 3.1 miscomputes statements after the last barrier of
			// an if like this one (FuzzDifferential's comment): the
			// phases inside end at their barrier.
			g.inIf = true
			g.line("if it.GroupLinearID()%%2 == %d {", g.src.intn(2))
			g.indent++
			g.push()
			g.phase()
			g.pop()
			g.indent--
			if g.src.chance(50) {
				g.line("} else {")
				g.indent++
				g.push()
				g.phase()
				g.pop()
				g.indent--
			}
			g.line("}")
			g.inIf = false
		}
	}
	g.block(2, false)
}

func (g *kernelGen) phase() {
	g.block(1+g.src.intn(3), false)
	g.line("tile[lin] = int64(%s)", g.nonConst(g.intType(), 2))
	g.line("it.Barrier()")
	// Reads into an existing variable (kept per item across barriers) or
	// a new one.
	for k := 0; k < 1+g.src.intn(2); k++ {
		idx := fmt.Sprintf("(lin+%d)%%nl", g.src.intn(5))
		if g.src.chance(30) {
			idx = fmt.Sprintf("int(uint8(%s))%%nl", g.nonConst(g.intType(), 1))
		}
		if vs := g.writableInts(); len(vs) > 0 && g.src.chance(50) {
			v := vs[g.src.intn(len(vs))]
			g.line("%s += %s(tile[%s])", v.name, v.t.name, idx)
		} else {
			n := g.fresh()
			g.line("%s := tile[%s]", n, idx)
			g.line("_ = %s", n)
			g.add(gvar{n, typeNamed("int64"), true})
		}
	}
	g.line("it.Barrier()")
	if !g.inIf {
		g.block(g.src.intn(3), false)
	}
}

func (g *kernelGen) writableInts() []gvar {
	var out []gvar
	for _, v := range g.visible() {
		if v.writable && !v.t.float {
			out = append(out, v)
		}
	}
	return out
}

// block writes up to n statements.
func (g *kernelGen) block(n int, returns bool) {
	for i := 0; i < n && g.stmts > 0; i++ {
		g.stmt(returns)
	}
}

func (g *kernelGen) intType() gtype   { return gtypes[g.src.intn(9)] }
func (g *kernelGen) floatType() gtype { return gtypes[9+g.src.intn(2)] }
func (g *kernelGen) anyType() gtype   { return gtypes[g.src.intn(len(gtypes))] }

func (g *kernelGen) stmt(returns bool) {
	g.stmts--
	depth := len(g.scopes)
	switch k := g.src.intn(20); {
	case k < 6: // declaration
		t := g.anyType()
		n := g.fresh()
		if outer := g.shadowable(); outer != "" && g.src.chance(20) {
			n = outer // x := x + … in an inner scope
		}
		if g.src.chance(15) {
			g.line("var %s %s", n, t.name)
		} else {
			g.line("%s := %s", n, g.nonConst(t, 3))
		}
		g.line("_ = %s", n)
		g.add(gvar{n, t, true})
	case k < 11: // assignment
		var ws []gvar
		for _, v := range g.visible() {
			if v.writable {
				ws = append(ws, v)
			}
		}
		v := ws[g.src.intn(len(ws))]
		ops := []string{"=", "+=", "-=", "*="}
		if !v.t.float {
			ops = append(ops, "|=", "&=", "^=", "&^=", "<<=", ">>=", "/=", "%=")
		}
		switch op := ops[g.src.intn(len(ops))]; op {
		case "<<=", ">>=":
			g.line("%s %s %s", v.name, op, g.shiftCount())
		case "/=", "%=":
			g.line("%s %s %s", v.name, op, g.divisor(v.t))
		default:
			if g.src.chance(10) && !v.t.float {
				g.line("%s%s", v.name, []string{"++", "--"}[g.src.intn(2)])
				return
			}
			if op == "*=" && v.t.float {
				g.line("%s = %s(%s * (%s))", v.name, v.t.name, v.name, g.expr(v.t, 3)) // see floatProducts
				return
			}
			g.line("%s %s %s", v.name, op, g.expr(v.t, 3))
		}
	case k < 14 && depth < 5: // if
		g.line("if %s {", g.cond(2))
		g.nested(returns)
		if g.src.chance(40) {
			g.line("} else {")
			g.nested(returns)
		}
		g.line("}")
	case k < 17 && depth < 5: // loop
		kv := fmt.Sprintf("k%d", g.next+1)
		g.next++
		if g.src.chance(50) {
			g.line("for %s := 0; %s < %s; %s++ {", kv, kv, g.tripCount(), kv)
		} else {
			g.line("for %s := range %s {", kv, g.tripCount())
		}
		g.indent++
		g.push()
		g.add(gvar{kv, typeNamed("int"), false})
		g.line("_ = %s", kv)
		if g.src.chance(25) {
			g.line("if %s {", g.cond(1))
			g.line("\t%s", []string{"break", "continue"}[g.src.intn(2)])
			g.line("}")
		}
		g.block(1+g.src.intn(3), false)
		g.pop()
		g.indent--
		g.line("}")
	case k < 18 && depth < 5: // switch
		g.line("switch %s %% 3 {", g.nonConst(typeNamed("int"), 2))
		for _, c := range []string{"case 0:", "case 1, -1:", "default:"} {
			g.line("%s", c)
			g.nested(false)
		}
		g.line("}")
	case k < 19: // an output slot, written early
		if g.src.chance(50) {
			g.line("out[gl*%d+%d] = int64(%s)", g.intOuts, g.src.intn(g.intOuts), g.nonConst(g.intType(), 3))
		} else {
			g.line("fout[gl*%d+%d] = float64(%s)", g.fltOuts, g.src.intn(g.fltOuts), g.nonConst(g.floatType(), 3))
		}
	default:
		if returns && !g.barrier {
			g.line("if %s {", g.cond(1))
			g.line("\treturn")
			g.line("}")
			return
		}
		g.line("out[gl*%d] ^= int64(%s)", g.intOuts, g.nonConst(g.intType(), 2))
	}
}

// tripCount is a loop's number of iterations, 1 to 4: a constant, or,
// as often, one that differs between work-items (their loops diverge).
// It draws one value below 8: below 4, the constant one more than it, as
// loops of constant counts draw theirs below 4 (a saved input whose draw
// is below 4 makes the same loop); from 4 on, a count by the work-item's
// id.
func (g *kernelGen) tripCount() string {
	n := g.src.intn(8)
	if n < 4 {
		return fmt.Sprint(1 + n)
	}
	return fmt.Sprintf("1+(gl+%d)%%4", n-4)
}

func (g *kernelGen) nested(returns bool) {
	g.indent++
	g.push()
	g.block(1+g.src.intn(2), returns)
	g.pop()
	g.indent--
}

// cond is a boolean expression.
func (g *kernelGen) cond(depth int) string {
	switch g.src.intn(6) {
	case 0:
		if depth > 0 {
			return fmt.Sprintf("(%s %s %s)", g.cond(depth-1), []string{"&&", "||"}[g.src.intn(2)], g.cond(depth-1))
		}
	case 1:
		if depth > 0 {
			return "!" + g.cond(depth-1)
		}
	}
	t := g.anyType()
	op := []string{"<", "<=", ">", ">=", "==", "!="}[g.src.intn(6)]
	return fmt.Sprintf("(%s %s %s)", g.nonConst(t, 2), op, g.expr(t, 2))
}

// shiftCount is a non-negative shift count, at times past every width.
func (g *kernelGen) shiftCount() string {
	if g.src.chance(30) {
		return fmt.Sprint(g.src.intn(70))
	}
	return fmt.Sprintf("(uint(%s) %% 70)", g.nonConst(g.intType(), 1))
}

// divisor is a non-zero value of integer type t (odd: x|1).
func (g *kernelGen) divisor(t gtype) string {
	if g.src.chance(20) {
		if t.signed {
			return t.name + "(-1)" // the most negative value / -1 wraps
		}
		return t.name + "(3)"
	}
	return fmt.Sprintf("(%s | 1)", g.nonConst(t, 1))
}

// nonConst is an expression of type t that is not a constant (constant
// expressions that overflow do not compile).
func (g *kernelGen) nonConst(t gtype, depth int) string {
	for i := 0; i < 4; i++ {
		if e, c := g.expr2(t, depth); !c {
			return e
		}
	}
	return g.leafVar(t)
}

func (g *kernelGen) expr(t gtype, depth int) string {
	e, _ := g.expr2(t, depth)
	return e
}

// leafVar is a variable converted to t.
func (g *kernelGen) leafVar(t gtype) string {
	vs := g.visible()
	v := vs[g.src.intn(len(vs))]
	if v.t == t {
		return v.name
	}
	return g.convert(v.name, v.t, t)
}

// convert converts the non-constant expression e from type from to t.
func (g *kernelGen) convert(e string, from, t gtype) string {
	if from.float && !t.float {
		// Into the integer type's range first.
		lo, hi := "-9e18", "9e18"
		switch {
		case !t.signed:
			lo = "0"
			hi = map[int]string{8: "255", 16: "65535", 32: "4e9", 64: "1.8e19"}[t.bits]
		case t.bits < 64:
			lim := map[int]string{8: "127", 16: "32767", 32: "2e9"}[t.bits]
			lo, hi = "-"+lim, lim
		}
		return fmt.Sprintf("%s(clamp%d(%s, %s, %s))", t.name, from.bits, e, lo, hi)
	}
	return fmt.Sprintf("%s(%s)", t.name, e)
}

// literal is a constant of type t.
func (g *kernelGen) literal(t gtype) string {
	if t.float {
		return t.name + "(" + []string{"0", "1", "-1", "0.5", "2.25", "-3.75", "1e-3", "100"}[g.src.intn(8)] + ")"
	}
	var vals []string
	if t.signed {
		max := fmt.Sprint(int64(1)<<(t.bits-1) - 1)
		min := "-" + fmt.Sprint(uint64(1)<<(t.bits-1))
		vals = []string{"0", "1", "-1", "2", "7", "-100", max, min}
		if t.bits == 8 {
			vals[5] = "-100"
		}
	} else {
		vals = []string{"0", "1", "2", "7", "100", fmt.Sprint(uint64(1)<<(t.bits-1) - 1 + uint64(1)<<(t.bits-1))}
	}
	return t.name + "(" + vals[g.src.intn(len(vals))] + ")"
}

// expr2 returns an expression of type t and whether it is constant.
func (g *kernelGen) expr2(t gtype, depth int) (string, bool) {
	k := g.src.intn(16)
	if depth <= 0 {
		k = g.src.intn(3)
	}
	switch {
	case k == 0:
		return g.literal(t), true
	case k <= 2:
		return g.leafVar(t), false
	case k <= 7: // binary
		ops := []string{"+", "-", "*"}
		if !t.float {
			ops = append(ops, "&", "|", "^", "&^", "/", "%", "<<", ">>")
		} else {
			ops = append(ops, "/")
		}
		op := ops[g.src.intn(len(ops))]
		x, xc := g.expr2(t, depth-1)
		switch {
		case op == "<<" || op == ">>":
			if xc {
				x = g.leafVar(t)
			}
			return fmt.Sprintf("(%s %s %s)", x, op, g.shiftCount()), false
		case op == "/" && t.float:
			y := g.nonConst(t, depth-1)
			return fmt.Sprintf("(%s / (%s(%s*%s) + 1))", x, t.name, y, y), false
		case op == "/" || op == "%":
			if xc {
				x = g.leafVar(t)
			}
			return fmt.Sprintf("(%s %s %s)", x, op, g.divisor(t)), false
		}
		var y string
		if xc {
			y = g.nonConst(t, depth-1)
		} else {
			y = g.expr(t, depth-1)
		}
		if op == "*" && t.float {
			return fmt.Sprintf("%s(%s * %s)", t.name, x, y), false // rounded: see floatProducts
		}
		return fmt.Sprintf("(%s %s %s)", x, op, y), false
	case k == 8: // unary
		x := g.nonConst(t, depth-1)
		if !t.float && g.src.chance(50) {
			return "(^" + x + ")", false
		}
		return "(-" + x + ")", false
	case k <= 10: // conversion
		from := g.anyType()
		return g.convert(g.nonConst(from, depth-1), from, t), false
	case k == 11: // min, max
		x, xc := g.expr2(t, depth-1)
		y, yc := g.expr2(t, depth-1)
		return fmt.Sprintf("%s(%s, %s)", []string{"min", "max"}[g.src.intn(2)], x, y), xc && yc
	case k == 12: // memory
		idx := fmt.Sprintf("int(uint16(%s))", g.nonConst(g.intType(), depth-1))
		if g.src.chance(50) {
			return g.convertFrom(fmt.Sprintf("in[%s%%len(in)]", idx), typeNamed("int32"), t), false
		}
		return g.convertFrom(fmt.Sprintf("fin[%s%%len(fin)]", idx), typeNamed("float32"), t), false
	case k == 13 && t.float: // exact math functions
		x := g.nonConst(t, depth-1)
		pkg := map[int]string{32: "math32", 64: "math"}[t.bits]
		switch f := []string{"Abs", "Floor", "Ceil", "Trunc", "Round", "Mod", "Fma"}[g.src.intn(7)]; f {
		case "Mod": // NaN for a zero divisor, on every device
			return fmt.Sprintf("%s.Mod(%s, %s)", pkg, x, g.expr(t, depth-1)), false
		case "Fma": // rounded once, on every device
			name := map[int]string{32: "Fma", 64: "FMA"}[t.bits]
			return fmt.Sprintf("%s.%s(%s, %s, %s)", pkg, name, x, g.expr(t, depth-1), g.expr(t, depth-1)), false
		default:
			return fmt.Sprintf("%s.%s(%s)", pkg, f, x), false
		}
	case k == 13 && g.src.chance(30):
		// A helper that assigns its parameters.
		return g.convertFrom(fmt.Sprintf("bump(%s, %s)", g.nonConst(typeNamed("int32"), depth-1), g.expr(typeNamed("int32"), depth-1)), typeNamed("int32"), t), false
	case k == 13:
		// An item query.
		q := []string{"GlobalRange", "LocalRange", "GroupID", "GroupRange", "LocalID", "GlobalID"}
		if !g.nd {
			q = []string{"Range", "ID", "Offset"}
		}
		return g.convertFrom(fmt.Sprintf("it.%s(%d)", q[g.src.intn(len(q))], g.src.intn(g.dims)), typeNamed("int"), t), false
	}
	return g.leafVar(t), false
}

func (g *kernelGen) convertFrom(e string, from, t gtype) string {
	if from == t {
		return e
	}
	return g.convert(e, from, t)
}

// diffCase is the kernel's testsuite.DiffCase.
func (g *kernelGen) diffCase() string {
	var space string
	switch {
	case g.nd:
		switch g.dims {
		case 1:
			space = fmt.Sprintf("sycl.NDRange1(%d, %d)", g.global[0], g.local[0])
		case 2:
			space = fmt.Sprintf("sycl.NDRange2(%d, %d, %d, %d)", g.global[0], g.global[1], g.local[0], g.local[1])
		default:
			space = fmt.Sprintf("sycl.NDRange3(%d, %d, %d, %d, %d, %d)", g.global[0], g.global[1], g.global[2], g.local[0], g.local[1], g.local[2])
		}
	default:
		ns := make([]string, g.dims)
		offs := make([]string, g.dims)
		off := false
		for d := 0; d < g.dims; d++ {
			ns[d] = fmt.Sprint(g.global[d])
			offs[d] = fmt.Sprint(g.offset[d])
			off = off || g.offset[d] != 0
		}
		space = fmt.Sprintf("sycl.Range%d(%s)", g.dims, strings.Join(ns, ", "))
		if off {
			space += fmt.Sprintf(".WithOffset(%s)", strings.Join(offs, ", "))
		}
	}
	// The largest linear id (with an offset, ids run past the range).
	maxLin := 0
	for d := 0; d < g.dims; d++ {
		maxLin = maxLin*g.global[d] + g.offset[d] + g.global[d] - 1
	}
	items := maxLin + 1
	tile := ""
	if g.barrier {
		tile = fmt.Sprintf(", sycl.NewLocal[int64](%d)", g.local[0]*g.local[1]*g.local[2])
	}
	return fmt.Sprintf("\t\t{Name: %q, Kernel: %sKernel.Kernel, Func: %s, Space: %s,\n\t\t\tArgs: func() []any {\n\t\t\t\treturn []any{ints(), floats(), make([]int64, %d), make([]float64, %d), int32(%s), float32(%s), uint8(%s), int64(%s), float64(%s), %s%s}\n\t\t\t}},\n",
		g.name, g.name, g.name, space, items*g.intOuts, items*g.fltOuts, g.params["a"], g.params["b"], g.params["c"], g.params["d"], g.params["e"], g.params["p"], tile)
}
