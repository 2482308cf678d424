package codegen_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/codegen"
)

// vectorStructKernels use mgl32 vectors and structs on varying values: a
// small ray tracer over an array of spheres (Trace: Vec3 methods, a
// helper taking a struct and Vec3s, a loop of varying trip count around
// a loop over the spheres, struct gathers at varying indices, a nested
// struct's array field), Vec2/Vec3/Vec4 arithmetic with a broadcast
// struct load and a gather of one field (VecOps), a loop of varying trip
// count whose index stays uniform (Trips), float min and max (MinMax),
// and Vec3s written under varying conditions (Shade).
const vectorStructKernels = `package p

import (
	"github.com/go-gl/mathgl/mgl32"
	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
)

type Ball struct {
	Center mgl32.Vec3
	Radius float32
	Mat    int32
}

type Tag struct {
	K int32
	W [2]float32
}

type Paint struct {
	Color mgl32.Vec3
	Gloss float32
	Tag   Tag
}

//kgen:func
func hit(b Ball, o, d mgl32.Vec3) float32 {
	oc := o.Sub(b.Center)
	bb := oc.Dot(d)
	c := oc.LenSqr() - b.Radius*b.Radius
	disc := bb*bb - c
	if disc < 0 {
		return -1
	}
	return -bb - math32.Sqrt(disc)
}

// glow writes memory (its local array), so its variant takes b by value;
// hit only reads b's fields, so its variants take b by pointer.
//
//kgen:func
func glow(b Ball, o, d mgl32.Vec3) float32 {
	var w [2]float32
	w[1] = b.Radius
	return hit(b, o, d) * w[1]
}

//kgen:kernel
func Trace(it sycl.Item, balls []Ball, paints []Paint, out []float32, w, n int32, eye mgl32.Vec3) {
	y, x := int32(it.ID(0)), int32(it.ID(1))
	d := mgl32.Vec3{float32(x)*0.37 - 3, float32(y)*0.41 - 2, 4}.Normalize()
	o := eye
	col := mgl32.Vec3{}
	for bounce := int32(0); bounce < 3; bounce++ {
		best, k := float32(1e30), int32(-1)
		for s := int32(0); s < n; s++ {
			t := hit(balls[s], o, d)
			if t > 0.001 && t < best {
				best, k = t, s
			}
		}
		col = col.Add(mgl32.Vec3{max(glow(balls[0], o, d), 0) * 0.01, max(hit(Ball{Center: eye, Radius: 0.5}, o, d), 0) * 0.01, 0})
		if k < 0 {
			col = col.Add(mgl32.Vec3{0.1, 0.2, d.Y()})
			break
		}
		b := balls[k]
		p := paints[b.Mat]
		at := o.Add(d.Mul(best))
		nrm := at.Sub(b.Center).Mul(1 / b.Radius)
		col = col.Add(p.Color.Mul(max(nrm.Dot(d.Mul(-1)), 0) * p.Tag.W[bounce%2] * float32(p.Tag.K)))
		d = d.Sub(nrm.Mul(2 * nrm.Dot(d)))
		o = at
	}
	i := (y*w + x) * 3
	out[i], out[i+1], out[i+2] = col[0], col[1], col[2]
}

//kgen:kernel
func VecOps(it sycl.Item, v []float32, balls []Ball, out []float32, k, nb int32) {
	i := int32(it.ID(0))
	a := mgl32.Vec3{v[i], v[i+1], -v[i+2]}
	b := mgl32.Vec3{v[i+3], 0.5, v[i] * 3}
	c := a.Cross(b).Add(a.Mul(b.Len())).Sub(b.Normalize())
	u := balls[k]
	r := balls[(i*7)%nb].Center
	q := mgl32.Vec2{a.X(), b.Z()}
	w4 := mgl32.Vec4{c[0], c[1], c[2], u.Radius}
	out[i*4] = c.Dot(r) + u.Center.LenSqr()
	out[i*4+1] = q.Len() + q.Normalize().Y()
	out[i*4+2] = w4.Dot(mgl32.Vec4{1, 2, 3, 4}) + w4.Len()
	out[i*4+3] = float32(u.Mat) + r.Z() + balls[i%nb].Radius
}

// Trips' loop runs a different number of times per work-item; its index
// is the same for the work-items still in it, so key[j] is a broadcast.
//
//kgen:kernel
func Trips(it sycl.Item, key []int32, out []int32) {
	i := int32(it.ID(0))
	k := key[i]
	t := int32(0)
	for j := int32(0); j < k%7; j++ {
		t += key[j] * k
	}
	out[i] = t
}

// MinMax takes float32 min and max of zeros of both signs, infinities and
// NaNs.
//
//kgen:kernel
func MinMax(it sycl.Item, v []float32, out []float32) {
	i := int32(it.ID(0))
	a, b := v[i], v[i+1]
	z := b * 0
	out[i*4] = max(a, b)
	out[i*4+1] = min(a, z, -z)
	out[i*4+2] = max(z, -z, a/b)
	out[i*4+3] = min(a/z, b) + max(-a, 0)
}

//kgen:kernel
func Shade(it sycl.Item, v []float32, paints []Paint, out []float32) {
	i := int32(it.ID(0))
	c := mgl32.Vec3{v[i], v[i] * 2, 1}
	if v[i] > 0.3 {
		p := paints[i%3]
		c = c.Mul(p.Gloss).Add(p.Color)
	} else if v[i] < -0.5 {
		c = mgl32.Vec3{0, v[i], 0}.Normalize()
	}
	out[i*3], out[i*3+1], out[i*3+2] = c[0], c[1], c[2]
}
`

const vectorStructTest = `package p

import (
	"math"
	"reflect"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

func rw[T any](h *sycl.Handler, s []T, closers *[]func() error) any {
	b := buffer.New(s)
	*closers = append(*closers, b.Close)
	return buffer.ReadWrite(h, b)
}

// launch runs k over space on the native device with args (slices as
// read-write buffers), which hold the results after.
func launch(t *testing.T, k *sycl.Kernel, space sycl.Space, args []any) {
	q, err := sycl.NewQueueOn(sycl.NativeDevice())
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	var closers []func() error
	_, err = q.Submit(func(h *sycl.Handler) {
		bound := make([]any, len(args))
		for i, a := range args {
			switch s := a.(type) {
			case []float32:
				bound[i] = rw(h, s, &closers)
			case []int32:
				bound[i] = rw(h, s, &closers)
			case []Ball:
				bound[i] = rw(h, s, &closers)
			case []Paint:
				bound[i] = rw(h, s, &closers)
			default:
				bound[i] = a
			}
		}
		h.ParallelFor(space, k.Bind(bound...))
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := q.Wait(); err != nil {
		t.Fatal(err)
	}
	for _, c := range closers {
		if err := c(); err != nil {
			t.Fatal(err)
		}
	}
}

// plain is k with f, the kernel's Go function, as its only native code.
func plain(k *sycl.Kernel, f any) *sycl.Kernel {
	fv := reflect.ValueOf(f)
	r := *k
	r.Name += "-plain"
	r.Source = ""
	r.NativeSIMD = nil
	r.Native = sycl.ItemKernel(func(it sycl.Item, args []any) {
		in := []reflect.Value{reflect.ValueOf(it)}
		for _, a := range args {
			in = append(in, reflect.ValueOf(a))
		}
		fv.Call(in)
	})
	return &r
}

// values has zeros (0/0 in Normalize: NaNs), negatives and fractions.
func values(n int) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32((i*37)%23)*0.137 - 1.5
		if i%11 == 0 {
			v[i] = 0
		}
	}
	return v
}

func scene() ([]Ball, []Paint) {
	var balls []Ball
	for s := range 7 {
		balls = append(balls, Ball{Center: mgl32.Vec3{float32(s%3)*1.7 - 1.7, float32(s/3)*1.3 - 1.1, 6 + float32(s)*0.9}, Radius: 0.6 + 0.1*float32(s), Mat: int32(s % 3)})
	}
	paints := []Paint{
		{Color: mgl32.Vec3{0.9, 0.2, 0.1}, Gloss: 0.3, Tag: Tag{K: 1, W: [2]float32{0.7, 0.4}}},
		{Color: mgl32.Vec3{0.1, 0.8, 0.3}, Gloss: 0.6, Tag: Tag{K: 2, W: [2]float32{0.5, 0.25}}},
		{Color: mgl32.Vec3{0.3, 0.3, 0.9}, Gloss: 0.9, Tag: Tag{K: 3, W: [2]float32{0.3, 0.9}}},
	}
	return balls, paints
}

// Each kernel computes bit for bit plain Go's results with the vector
// variants the environment selects.
func TestVectorStruct(t *testing.T) {
	const n = 203 // no multiple of the widths: the tails run masked
	const h, w = 13, 37
	cases := []struct {
		name  string
		k     *sycl.Kernel
		f     any
		space sycl.Space
		args  func() []any
	}{
		{"Trace", TraceKernel.Kernel, Trace, sycl.Range2(h, w), func() []any {
			b, p := scene()
			return []any{b, p, make([]float32, 3*h*w), int32(w), int32(len(b)), mgl32.Vec3{0.2, -0.1, -2}}
		}},
		{"VecOps", VecOpsKernel.Kernel, VecOps, sycl.Range1(n), func() []any {
			b, _ := scene()
			return []any{values(n + 3), b, make([]float32, 4*n), int32(4), int32(len(b))}
		}},
		{"Trips", TripsKernel.Kernel, Trips, sycl.Range1(n), func() []any {
			k := make([]int32, n)
			for i := range k {
				k[i] = int32(i*2654435761%1000) - 300
			}
			return []any{k, make([]int32, n)}
		}},
		{"MinMax", MinMaxKernel.Kernel, MinMax, sycl.Range1(n), func() []any {
			v := values(n + 1)
			for i := range v {
				switch {
				case i%13 == 0:
					v[i] = float32(math.NaN())
				case i%7 == 0:
					v[i] = float32(math.Copysign(0, -1))
				case i%17 == 0:
					v[i] = float32(math.Inf(1 - 2*(i%2)))
				case i%5 == 0:
					v[i] = v[i-1]
				}
			}
			return []any{v, make([]float32, 4*n)}
		}},
		{"Shade", ShadeKernel.Kernel, Shade, sycl.Range1(n), func() []any {
			_, p := scene()
			return []any{values(n), p, make([]float32, 3*n)}
		}},
	}
	for _, c := range cases {
		if c.k.NativeSIMD == nil || c.k.NativeSIMD(8) == nil || c.k.NativeSIMD(16) == nil {
			t.Fatalf("%s has no vector variants", c.name)
		}
		want, got := c.args(), c.args()
		launch(t, plain(c.k, c.f), c.space, want)
		launch(t, c.k, c.space, got)
		for a := range want {
			if wi, ok := want[a].([]int32); ok && !reflect.DeepEqual(wi, got[a]) {
				t.Errorf("%s: argument %d is %v, plain Go's %v", c.name, a, got[a], wi)
			}
			ws, ok := want[a].([]float32)
			if !ok {
				continue
			}
			gs := got[a].([]float32)
			for i := range ws {
				if math.Float32bits(ws[i]) != math.Float32bits(gs[i]) {
					t.Errorf("%s: argument %d element %d is %v (%#x), plain Go's %v (%#x)", c.name, a, i, gs[i], math.Float32bits(gs[i]), ws[i], math.Float32bits(ws[i]))
					break
				}
			}
		}
	}
}
`

// The vector variants of vectorStructKernels are vectorised and compute
// the plain Go results bit for bit, with 8 and with 16 lanes.
func TestVectorStructRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a program")
	}
	dir, res, simd := generateOne(t, "vstruct-", vectorStructKernels)
	if len(res.Vector) != 5 {
		t.Errorf("%d vector reports, want 5", len(res.Vector))
	}
	// A read-only struct parameter is passed by pointer, from the element
	// itself or from a temporary; one of a helper that writes memory by
	// value (vector_helper.go's byPointer).
	for _, want := range []string{"func kgenSIMD16hhit_uvv(_kgenM0 kgenvec.Mask16, b *Ball,", "func kgenSIMD16hglow_uvv(_kgenM0 kgenvec.Mask16, b Ball,", "(_kgenT7, &balls[s],", "&b,"} {
		if !strings.Contains(simd, want) {
			t.Errorf("the vector variants lack %q", want)
		}
	}
	if !regexp.MustCompile(`kgenSIMD16hhit_uvv\(_kgenT\d+, &_kgenT\d+,`).MatchString(simd) {
		t.Error("the vector variants pass no temporary's address for hit(Ball{...}, ...)")
	}
	for _, r := range res.Vector {
		if r.Reason != "" || r.Grouped != "" {
			t.Errorf("%s: %s, want vectorised with the lanes together", r.Kernel, r)
		}
	}
	runVectorProgram(t, dir, res, vectorStructTest)
}

// Varying structs with a bool field, or with a 64-bit field read at a
// varying index, keep the scalar loop, and the report says why at the
// construct.
func TestVectorStructDecisions(t *testing.T) {
	dir := tempPackage(t, "vsdec-")
	src := `package p

import "github.com/gosycl/gosycl/sycl"

type Flag struct {
	On bool
	V  float32
}

//kgen:kernel
func Flags(it sycl.Item, f []Flag, out []float32) {
	i := int32(it.ID(0))
	g := f[i*2]
	out[i] = g.V
}

type Wide struct {
	N int64
	V float32
}

//kgen:kernel
func Wides(it sycl.Item, w []Wide, out []float32) {
	i := int32(it.ID(0))
	out[i] = float32(w[i*2].N) + w[i].V
}
`
	if err := os.WriteFile(filepath.Join(dir, "k.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := codegen.Generate(codegen.Config{Patterns: []string{"./" + filepath.ToSlash(dir)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diags) > 0 {
		t.Fatalf("kgen reported:\n%s", diagList(res.Diags))
	}
	want := map[string]struct {
		reason string
		line   int
	}{"Flags": {"bool field", 13}, "Wides": {"int64", 25}}
	for _, r := range res.Vector {
		w := want[r.Kernel]
		if !strings.Contains(r.Reason, w.reason) || r.Pos.Line != w.line {
			t.Errorf("%s: %s, want a reason with %q at line %d", r.Kernel, r, w.reason, w.line)
		}
	}
	if len(res.Vector) != len(want) {
		t.Errorf("%d reports, want %d", len(res.Vector), len(want))
	}
}
