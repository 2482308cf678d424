package codegen_test

import (
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/codegen"
)

// vectorCases are kernels and what the vectoriser decides for each: a
// vector variant (empty reason), or the scalar loop and the reason,
// reported at the construct's line.
var vectorCases = []struct {
	name, body string
	reason     string // a part of the reason; empty: vectorised
	line       int    // the reason's line in the body (1: the func line)
}{
	{"Saxpy", `func Saxpy(it sycl.Item, a float32, x, y []float32) {
	i := it.ID(0)
	y[i] = a*x[i] + y[i]
}`, "", 0},
	{"Escape", `func Escape(it sycl.Item, out []int32, n int32) {
	i := int32(it.ID(0))
	k := int32(0)
	for k*k < i && k < n {
		k++
	}
	if k > 3 {
		out[i] = k
		return
	}
	out[i] = -k
}`, "", 0},
	{"Wide", `func Wide(it sycl.Item, out []int64) {
	i := it.ID(0)
	out[i] = int64(i) * 3
}`, "int64", 3},
	{"IntID", `func IntID(it sycl.Item, out []int32) {
	i := it.ID(0)
	out[i] = int32(i * 2)
}`, "of type int", 3},
	{"Switch", `func Switch(it sycl.Item, out []int32) {
	i := int32(it.ID(0))
	switch i % 3 {
	case 0:
		out[i] = 1
	}
}`, "switch statement", 3},
	{"Groups", `func Groups(it sycl.NDItem, out []int32) {
	out[it.GlobalID(0)] = int32(it.LocalID(0))
}`, "", 0},
	{"LaneAcross", `func LaneAcross(it sycl.NDItem, out []int32, tile sycl.Local[int32]) {
	x := int32(it.LocalID(0)) + tile[0]
	it.Barrier()
	out[it.GlobalID(0)] = x
}`, "lane index x lives across a barrier", 2},
	{"Rows", `func Rows(it sycl.Item, ptr []int32, v, out []float32) {
	r := int32(it.ID(0))
	s := float32(0)
	for k := ptr[r]; k < ptr[r+1]; k++ {
		s += v[k]
	}
	out[r] = s
}`, "gathers or scatters v[k]", 5},
	{"Helper", `func Helper(it sycl.Item, out []float32) {
	i := int32(it.ID(0))
	out[i] = twice(float32(i))
}`, "", 0},
	{"Effects", `func Effects(it sycl.Item, out []int32) {
	i := int32(it.ID(0))
	out[i] = i
	poke(out)
}`, "helper poke", 4},
}

// The vectoriser vectorises what it can and says, per kernel and with
// the construct's position, why it keeps the scalar loop otherwise; the
// vector file lists the same.
func TestVectorDecisions(t *testing.T) {
	var src strings.Builder
	src.WriteString("package p\n\nimport \"github.com/gosycl/gosycl/sycl\"\n\n//kgen:func\nfunc twice(x float32) float32 { return 2 * x }\n\n//kgen:func\nfunc poke(s []int32) { s[0]++ }\n")
	lines := strings.Count(src.String(), "\n") + 1
	first := map[string]int{}
	for _, c := range vectorCases {
		src.WriteString("\n//kgen:kernel\n")
		lines += 2
		first[c.name] = lines
		src.WriteString(c.body + "\n")
		lines += strings.Count(c.body, "\n") + 1
	}
	dir, res, file := generateOne(t, "vector-", src.String())
	reports := map[string]codegen.VectorReport{}
	for _, r := range res.Vector {
		reports[r.Kernel] = r
	}
	if !strings.Contains(file, "//go:build goexperiment.simd && amd64") {
		t.Errorf("the vector file is not constrained to the experiment:\n%.300s", file)
	}
	// The variants compile (and vet) with the experiment.
	vetSIMD(t, dir, res)
	for _, c := range vectorCases {
		r, ok := reports[c.name]
		switch {
		case !ok:
			t.Errorf("%s: no report", c.name)
		case c.reason == "" && r.Reason != "":
			t.Errorf("%s: not vectorised: %s", c.name, r)
		case c.reason == "" && !strings.Contains(file, "func kgenSIMD8"+c.name+"("):
			t.Errorf("%s: vectorised, but the file has no kgenSIMD8%s", c.name, c.name)
		case c.reason != "" && !strings.Contains(r.Reason, c.reason):
			t.Errorf("%s: %s, want a reason with %q", c.name, r, c.reason)
		case c.reason != "" && r.Pos.Line != first[c.name]+c.line-1:
			t.Errorf("%s: reported at line %d, want %d", c.name, r.Pos.Line, first[c.name]+c.line-1)
		case c.reason != "" && (r.Pos.Column == 0 || !strings.HasSuffix(r.Pos.Filename, "k.go")):
			t.Errorf("%s: reported at %s, want k.go:line:col", c.name, r.Pos)
		case c.reason != "" && strings.Contains(file, "func kgenSIMD8"+c.name+"("):
			t.Errorf("%s: refused, but the file has kgenSIMD8%s", c.name, c.name)
		case c.reason != "" && !strings.Contains(file, c.name+": scalar: k.go:"):
			t.Errorf("%s: the file's header does not list the refusal", c.name)
		}
	}
}

// A uniform float32 defined once is broadcast where it is defined, and a
// uniform mgl32.Vec4 read from global memory is loaded as one vector there,
// so that the loop using them runs no scalar float code; a uniform float32
// assigned again is a vector, all lanes equal (reassignedFloats). The variant clears the
// vector registers' upper halves before it returns.
func TestVectorSplats(t *testing.T) {
	src := `package p

import (
	"github.com/go-gl/mathgl/mgl32"
	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
)

//kgen:kernel
func Orbit(it sycl.Item, pos []mgl32.Vec4, w, out []float32, n int32, s float32) {
	i := int32(it.ID(0))
	p := pos[i]
	k := s * 2
	c := w[0]
	m := s
	m = m + 1
	acc := float32(0)
	d := mgl32.Vec3{}
	for j := int32(0); j < n; j++ {
		q := pos[j]
		acc += (q[0]-p[0])*k*m + q[3] + w[j]*c + float32(j) + q.W()*p[1]
		d = d.Add(mgl32.Vec3{p[0], p[1], p[2]})
	}
	out[i] = math32.Exp(acc) + d.Y()
}
`
	dir, res, file := generateOne(t, "splat-", src)
	fn, _, _ := strings.Cut(file[strings.Index(file, "func kgenSIMD8Orbit("):], "\n}\n")
	head, loop, ok := strings.Cut(fn, "for j := int32(0); j < n; j++ {")
	if !ok {
		t.Fatalf("no j loop in the variant:\n%s", fn)
	}
	loop, _, _ = strings.Cut(loop, "kgenvec.StoreFloat328")
	launch, step, ok := strings.Cut(head, "for _kgenB := ")
	if !ok {
		t.Fatalf("no step loop in the variant:\n%s", fn)
	}
	for _, c := range []struct {
		in, code string
		want     bool
	}{
		{head, "_kgenS0_k := _kgenC0.Mul(_kgenC1)", true}, // uniform arithmetic defined once: in vectors
		{fn, "BroadcastFloat32x8(float32(k))", false},
		{launch, "_kgenVC[0] = archsimd.BroadcastFloat32x8(float32(s)).AsInt32x8()", true}, // once per call
		{launch, "_kgenVC[1] = archsimd.BroadcastFloat32x8(float32(2)).AsInt32x8()", true},
		{step, "_kgenIota := kgenvec.Iota8()", true}, // loaded per step
		{step, "_kgenC0 := _kgenVC[0].AsFloat32x8()", true},
		{step, "_kgenC1 := _kgenVC[1].AsFloat32x8()", true},
		{loop, "_kgenS0_k", true},
		{loop, "BroadcastFloat32x8(float32(m))", false}, // m is assigned again: a vector
		{loop, ".Mul(m)", true},
		{head, "m = m.Add(_kgenC2)", true},
		{head, "_kgenS1_c := kgenvec.Splat8(&w[0])", true}, // loaded as an integer
		{loop, "_kgenS1_c", true},
		{loop, "kgenvec.Splat8(&w[j]).Mul(_kgenS1_c)", true},                   // uniform arithmetic in vectors
		{loop, "archsimd.BroadcastInt32x8(int32(j)).ConvertToFloat32()", true}, // and conversions
		{loop, "_kgenS2_q := archsimd.LoadFloat32x4((*[4]float32)(&pos[j]))", true},
		{loop, "_kgenS2_q.Broadcast1To8()", true},
		{loop, "_kgenS2_q.SelectFromPair(3, 3, 3, 3, _kgenS2_q).Broadcast1To8().Mul(p[1])", true}, // q.W()
		{loop, "q.W()", false},
		{head, "d := [3]archsimd.Float32x8{kgenvec.Splat8(&", true}, // a uniform array's floats loaded as integers
		{head, "BroadcastFloat32x8(float32(_kgenT", false},
		{loop, "float32(q[", false},
		{loop, "BroadcastFloat32x8(float32(w[", false},
		{loop, "float32(j)", false},
	} {
		if strings.Contains(c.in, c.code) != c.want {
			t.Errorf("%q in the variant: %v, want %v:\n%s", c.code, !c.want, c.want, fn)
		}
	}
	// math32.Exp runs lane by lane: scalar code, each call after
	// VZEROUPPER; and the variant returns after one.
	if !regexp.MustCompile(`for _kgenK, _kgenBits := 0,[^\n]*\n\s*if [^\n]*\n\s*archsimd\.ClearAVXUpperBits\(\)\s+_kgenT\d+\[_kgenK\] = math32\.Exp`).MatchString(fn) {
		t.Errorf("no VZEROUPPER before the lanes' math32.Exp:\n%s", fn)
	}
	if !strings.HasSuffix(strings.TrimSpace(fn), "archsimd.ClearAVXUpperBits()") {
		t.Errorf("the variant does not end with VZEROUPPER:\n%s", fn)
	}
	vetSIMD(t, dir, res)
}

// An assignment in a varying loop under the loop's own mask merges unless
// no code reads the variable after the loop; a continue in the loop keeps
// every merge (its lanes read the variables in the next iteration).
func TestVectorLoopPrivate(t *testing.T) {
	src := `package p

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Private(it sycl.Item, in []float32, out []int32) {
	i := int32(it.ID(0))
	a, b := in[i], float32(0)
	n := int32(0)
	for a > 1 {
		a = a * 0.5
		b = b + a
		n++
	}
	out[i] = n + int32(b)
}

//kgen:kernel
func Continues(it sycl.Item, in []float32, out []int32) {
	i := int32(it.ID(0))
	a := in[i]
	n := int32(0)
	for a > 1 {
		a = a * 0.5
		n++
		if a > 4 {
			continue
		}
		a = a - 0.25
	}
	out[i] = n
}
`
	_, _, file := generateOne(t, "private-", src)
	variant := func(name string) string {
		fn, _, _ := strings.Cut(file[strings.Index(file, "func kgenSIMD8"+name+"("):], "\n}\n")
		return fn
	}
	private, cont := variant("Private"), variant("Continues")
	for _, c := range []struct {
		in, code string
		want     bool
	}{
		{private, "a = a.Mul(", true},  // a: read after the loop by no code
		{private, ".Merge(a, ", false}, // ... so not merged
		{private, ".Merge(b, ", true},  // b: read after the loop
		{private, ".Merge(n, ", true},  // n: read after the loop
		{cont, ".Merge(a, ", true},     // a continue keeps the merges
	} {
		if strings.Contains(c.in, c.code) != c.want {
			t.Errorf("%q in the variant: %v, want %v:\n%s", c.code, !c.want, c.want, c.in)
		}
	}
}

// vetSIMD writes res's files into dir and fails t unless the package
// there builds and vets with GOEXPERIMENT=simd.
func vetSIMD(t *testing.T, dir string, res *codegen.Result) {
	t.Helper()
	if err := res.WriteFiles(); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "vet", ".")
	cmd.Dir = dir
	cmd.Env = append(programEnv(), "GOEXPERIMENT=simd")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("GOEXPERIMENT=simd go vet: %v\n%s", err, out)
	}
}

// A branch under a varying condition runs unguarded (its merges under an
// empty mask change nothing) when it only selects values: it assigns
// varying scalar locals from expressions with no call, load, division or
// shift, possibly under ifs of such conditions. Any other branch is
// skipped when no lane takes it.
func TestVectorSelectUnguarded(t *testing.T) {
	src := `package p

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Guards(it sycl.Item, in []float32, out []float32, k []int32) {
	i := int32(it.ID(0))
	x, y, h := in[i], float32(1), k[i]
	if h < 8 {
		y = -x + 2
	} else if h == 12 || h == 14 {
		y = x * x
	}
	if h > 3 {
		y = y / x
	}
	if h > 4 {
		y = in[h]
	}
	if h > 5 {
		h = h << 1
	}
	if h > 6 {
		out[i] = y
	}
	if h > 7 {
		y = float32(h)
	}
	out[i] = y
}
`
	_, _, file := generateOne(t, "guards-", src)
	fn, _, _ := strings.Cut(file[strings.Index(file, "func kgenSIMD8Guards("):], "\n}\n")
	// The guarded branches, in order: the ones that divide, load, shift,
	// store and convert (a call).
	if got := strings.Count(fn, "if kgenvec.Any8("); got != 5 {
		t.Errorf("%d guarded branches, want 5 (divide, load, shift, store, call):\n%s", got, fn)
	}
	// The selecting if/else if is not guarded: its assignments merge.
	for _, code := range []string{"y = (", ".Merge(y, "} {
		if !strings.Contains(fn, code) {
			t.Errorf("%q not in the variant:\n%s", code, fn)
		}
	}
}
