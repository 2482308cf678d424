package cluster

import (
	"bytes"
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// What a node package carries, from kgen's footprints: a saxpy's and a
// 5×5 stencil's rows (not the old values of the stencil's output, whose
// every element of the rows it writes the kernel writes), and the old
// values of an output the kernel writes only in part.
func TestPlanSpans(t *testing.T) {
	const n = 4096
	x, y := buffer.New(make([]float32, n)), buffer.New(make([]float32, n))
	defer x.Close()
	defer y.Close()
	pl, err := newPlan(kernels.SaxpyKernel.Kernel, sycl.Range1(n), []any{float32(2), x, y}, 0)
	if err != nil {
		t.Fatal(err)
	}
	lo, hi := pl.items(2, 5) // work-groups of 256
	in, err := pl.inputs(lo, hi)
	if err != nil {
		t.Fatal(err)
	}
	if want := []span{{1, 512, 768}, {2, 512, 768}}; !reflect.DeepEqual(in, want) {
		t.Errorf("saxpy inputs %v, want %v", in, want)
	}
	out, _ := pl.outputs(lo, hi)
	if want := []span{{2, 512, 768}}; !reflect.DeepEqual(out, want) {
		t.Errorf("saxpy outputs %v, want %v", out, want)
	}

	const w, h = 64, 100
	a, b := buffer.New(make([]float32, w*h)), buffer.New(make([]float32, w*h))
	defer a.Close()
	defer b.Close()
	pl, err = newPlan(kernels.GaussianKernel.Kernel, sycl.Range2(h, w), []any{a, b, int32(w), int32(h)}, 0)
	if err != nil {
		t.Fatal(err)
	}
	lo, hi = pl.items(10, 20) // rows: one work-group a row
	in, _ = pl.inputs(lo, hi)
	out, _ = pl.outputs(lo, hi)
	// Reads at most rows 8..21 of in (clamped indices may widen it, never
	// narrow it); writes every element of rows 10..19 of out.
	if len(in) != 1 || in[0].arg != 0 || in[0].off > 8*w || in[0].off+in[0].n < 22*w {
		t.Errorf("stencil inputs %v: want rows 8..21 of argument 0 at least, and nothing of argument 1", in)
	}
	if !reflect.DeepEqual(out, []span{{1, 10 * w, 10 * w}}) {
		t.Errorf("stencil: outputs %v", out)
	}

	evens := buffer.New(make([]int32, n))
	defer evens.Close()
	pl, err = newPlan(kernels.EvensOnlyKernel.Kernel, sycl.Range1(n), []any{evens}, 0)
	if err != nil {
		t.Fatal(err)
	}
	lo, hi = pl.items(2, 5)
	if in, _ = pl.inputs(lo, hi); !reflect.DeepEqual(in, []span{{0, 512, 768}}) {
		t.Errorf("evens inputs %v: want the elements the package may write, whose odd ones it leaves alone", in)
	}
}

// The coexecutor's wrappers: Out sends a node none of the output's old
// values, In and InOut change nothing for a kernel that reads or writes
// as they say, and a wrapper that contradicts the kernel, an InPart or a
// wrapped memory of another kind is refused before anything is sent.
func TestPlanWrappers(t *testing.T) {
	const n = 4096
	x, y := buffer.New(make([]float32, n)), buffer.New(make([]float32, n))
	defer x.Close()
	defer y.Close()
	const w, h = 64, 100
	a, b := buffer.New(make([]float32, w*h)), buffer.New(make([]float32, w*h))
	defer a.Close()
	defer b.Close()
	pl, err := newPlan(kernels.GaussianKernel.Kernel, sycl.Range2(h, w), []any{coexecutor.In(a), coexecutor.Out(b), int32(w), int32(h)}, 0)
	if err != nil {
		t.Fatal(err)
	}
	lo, hi := pl.items(10, 20)
	in, _ := pl.inputs(lo, hi)
	out, _ := pl.outputs(lo, hi)
	if len(in) != 1 || in[0].arg != 0 || !reflect.DeepEqual(out, []span{{1, 10 * w, 10 * w}}) {
		t.Errorf("stencil with Out: inputs %v, outputs %v; want argument 0 alone in, rows 10..19 of argument 1 out", in, out)
	}
	raw, err := newPlan(kernels.GaussianKernel.Kernel, sycl.Range2(h, w), []any{a, b, int32(w), int32(h)}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(pl.hash(), raw.hash()) {
		t.Error("a launch with Out and one without agree: a rank that passes Out and one that does not would be let through")
	}
	inout, err := newPlan(kernels.SaxpyKernel.Kernel, sycl.Range1(n), []any{float32(2), coexecutor.In(x), coexecutor.InOut(y)}, 0)
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := newPlan(kernels.SaxpyKernel.Kernel, sycl.Range1(n), []any{float32(2), x, y}, 0)
	if !bytes.Equal(inout.hash(), plain.hash()) {
		t.Error("In and InOut as the kernel uses its arguments: the plan differs from the unwrapped one")
	}
	for _, c := range []struct {
		name string
		args []any
		want string
		err  error
	}{
		{"Out on an input", []any{coexecutor.Out(a), b, int32(w), int32(h)}, "coexecutor.Out, but the kernel reads it", nil},
		{"In on an output", []any{a, coexecutor.In(b), int32(w), int32(h)}, "coexecutor.In, but the kernel writes it", nil},
		{"InPart", []any{coexecutor.InPart(a, func(coexecutor.Package) (int, int) { return 0, w * h }), b, int32(w), int32(h)}, "InPart", ErrUnsupported},
		{"InPart with no function", []any{coexecutor.InPart[float32](a, nil), b, int32(w), int32(h)}, "nil part function", nil},
	} {
		_, err := newPlan(kernels.GaussianKernel.Kernel, sycl.Range2(h, w), c.args, 0)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "argument 0") && !strings.Contains(err.Error(), "argument 1") {
			t.Errorf("%s: %v, want an error naming the argument and %q", c.name, err, c.want)
		}
		if c.err != nil && !errors.Is(err, c.err) {
			t.Errorf("%s: %v is not %v", c.name, err, c.err)
		}
	}
}

func TestMerge(t *testing.T) {
	for _, c := range []struct{ in, want []span }{
		{nil, nil},
		{[]span{{0, 5, 5}}, []span{{0, 5, 5}}},
		{[]span{{0, 10, 5}, {0, 0, 5}}, []span{{0, 0, 5}, {0, 10, 5}}},
		{[]span{{0, 0, 5}, {0, 5, 5}}, []span{{0, 0, 10}}},
		{[]span{{0, 0, 8}, {0, 2, 3}, {0, 7, 4}}, []span{{0, 0, 11}}},
	} {
		if got := merge(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("merge(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

// Messages survive the wire, and a message that lies about its sizes is
// an error, not a crash.
func TestWire(t *testing.T) {
	const n = 1000
	x, y := buffer.New(make([]float32, n)), buffer.New(make([]float32, n))
	defer x.Close()
	defer y.Close()
	pl, err := newPlan(kernels.SaxpyKernel.Kernel, sycl.Range1(n), []any{float32(2), x, y}, 0)
	if err != nil {
		t.Fatal(err)
	}
	r := reply{compute: 12345, full: 7, out: []chunk{{span{2, 3, 2}, []byte{1, 2, 3, 4, 5, 6, 7, 8}}}}
	got, err := decodeReply(r.encode(), pl)
	if err != nil || got.compute != 12345 || got.full != 7 || len(got.out) != 1 || got.out[0].span != r.out[0].span || !bytes.Equal(got.out[0].data, r.out[0].data) {
		t.Fatalf("round trip: %+v, %v", got, err)
	}
	r.out[0].n = 3 // 8 bytes for 3 float32s
	if _, err := decodeReply(r.encode(), pl); err == nil {
		t.Error("a chunk of the wrong size decoded")
	}
	r.out[0] = chunk{span{0, 0, 2}, make([]byte, 8)} // argument 0 is a scalar
	if _, err := decodeReply(r.encode(), pl); err == nil {
		t.Error("a chunk for a scalar decoded")
	}
	msg := (reply{err: "boom"}).encode()
	for cut := 0; cut < len(msg); cut++ {
		if _, err := decodeReply(msg[:cut], pl); err == nil {
			t.Errorf("a message cut at %d decoded", cut)
		}
	}
	cmd := pkgCmd{g0: 1, g1: 3, in: []chunk{{span{1, 0, 1}, []byte{9, 9, 9, 9}}}}
	rd := &reader{b: cmd.encode()}
	if rd.byte() != cmdPackage || rd.int() != 1 || rd.int() != 3 {
		t.Fatal("command header")
	}
	if cs := rd.chunks(pl); rd.err != nil || len(cs) != 1 || !bytes.Equal(cs[0].data, []byte{9, 9, 9, 9}) {
		t.Fatalf("command chunks: %v %v", cs, rd.err)
	}
}

// Arguments the cluster cannot distribute are refused before anything
// moves.
func TestPlanRefuses(t *testing.T) {
	const n = 256
	x := buffer.New(make([]float32, n))
	defer x.Close()
	for _, c := range []struct {
		name string
		args []any
	}{
		{"a slice for a buffer", []any{float32(2), make([]float32, n), x}},
		{"too few arguments", []any{float32(2), x}},
	} {
		if _, err := newPlan(kernels.SaxpyKernel.Kernel, sycl.Range1(n), c.args, 0); err == nil {
			t.Errorf("%s: planned", c.name)
		}
	}
	if _, err := newPlan(nil, sycl.Range1(n), nil, 0); err == nil {
		t.Error("a nil kernel planned")
	}
	sum := buffer.New(make([]float32, 2))
	defer sum.Close()
	if _, err := newPlan(kernels.SumFloat32Kernel.Kernel, sycl.Range1(n), []any{x, sum}, 0); !errors.Is(err, ErrUnsupported) {
		t.Errorf("a reduction into 2 elements: %v", err)
	}
}

// A message is encoded into memory of its exact length, grown once at
// most, whatever buffer it is given; a kept buffer comes back empty, once,
// to a message it holds.
func TestMessageSize(t *testing.T) {
	for i, cmd := range []pkgCmd{
		{g0: 1, g1: 3},
		{g0: 0, g1: 9, in: []chunk{{span{1, 0, 1}, []byte{9, 9, 9, 9}}, {span{2, 4, 2}, make([]byte, 8)}}, peers: []int{2, 3}},
	} {
		b := make([]byte, 0, cmd.size())
		msg := cmd.encodeTo(b)
		if len(msg) != cmd.size() || &msg[:1][0] != &b[:1][0] {
			t.Errorf("command %d: %d bytes (size %d), in new memory: %v", i, len(msg), cmd.size(), &msg[:1][0] != &b[:1][0])
		}
		if got := cmd.encodeTo([]byte{7, 7, 7}); len(got) != 3+cmd.size() || !bytes.Equal(got[:3], []byte{7, 7, 7}) || !bytes.Equal(got[3:], msg) {
			t.Errorf("command %d appended to 3 bytes: %v", i, got)
		}
		if !bytes.Equal(cmd.encode(), msg) {
			t.Errorf("command %d: encode and encodeTo differ", i)
		}
	}
	r := reply{err: "x", out: []chunk{{span{2, 3, 2}, make([]byte, 8)}}, partial: []chunk{{span{1, 0, 1}, make([]byte, 4)}}}
	if m := r.encode(); len(m) != cap(m) {
		t.Errorf("reply: %d bytes in %d", len(m), cap(m))
	}
	var s spare
	kept := make([]byte, 5, minKept)
	s.keep(kept)
	s.keep(make([]byte, 1, 8))       // too small to keep
	s.keep(make([]byte, 0, minKept)) // no larger than the one kept
	if b := s.take(2 * minKept); len(b) != 0 || cap(b) < 2*minKept {
		t.Errorf("take(%d): %d bytes, capacity %d", 2*minKept, len(b), cap(b))
	}
	b := s.take(100)
	if len(b) != 0 || cap(b) != minKept || &b[:1][0] != &kept[:1][0] {
		t.Errorf("take(100): %d bytes, capacity %d, the buffer kept: %v", len(b), cap(b), cap(b) > 0 && &b[:1][0] == &kept[:1][0])
	}
	if b := s.take(100); cap(b) == minKept {
		t.Error("the buffer kept was taken twice")
	}
}

// views read a buffer's elements in place, and end their accessors when
// closed, so that a writer is not held up.
func TestViews(t *testing.T) {
	data := []float32{1, 2, 3, 4}
	x := buffer.New(data)
	defer x.Close()
	hb, ok := asHostBuf(x)
	if !ok {
		t.Fatal("not a buffer")
	}
	var v views
	b, err := v.read(hb, 1, 2)
	if err != nil || len(b) != 8 || le.Uint32(b) != math.Float32bits(2) || le.Uint32(b[4:]) != math.Float32bits(3) {
		t.Fatalf("read: %v, %v", b, err)
	}
	if b, err := v.read(hb, 0, 0); b != nil || err != nil {
		t.Errorf("no elements: %v, %v", b, err)
	}
	v.close()
	v.close() // a second close does nothing
	if err := hb.write(0, make([]byte, 4)); err != nil {
		t.Fatalf("write after close: %v", err)
	}
	got, err := hb.read(0, 1)
	if err != nil || le.Uint32(got) != 0 {
		t.Errorf("written: %v, %v", got, err)
	}
}

// The occupancy that applies to a launch (figures.fill) follows the rule
// a node's fullFor states its own with: a work-group runs whole only for
// a kernel whose work-items use it, over an nd-range.
func TestNDIndex(t *testing.T) {
	const n = 1024
	x, y := buffer.New(make([]float32, n)), buffer.New(make([]float32, n))
	defer x.Close()
	defer y.Close()
	in, out := buffer.New(make([]int64, n)), buffer.New(make([]int64, n))
	defer in.Close()
	defer out.Close()
	nd := sycl.NDRange{Global: sycl.Range1(n), Local: sycl.Range1(64)}
	for _, c := range []struct {
		name string
		k    *sycl.Kernel
		rng  sycl.Space
		args []any
		want int
	}{
		{"plain items over a basic range", kernels.SaxpyKernel.Kernel, sycl.Range1(n), []any{float32(2), x, y}, 0},
		{"plain items over an nd-range", kernels.SaxpyKernel.Kernel, nd, []any{float32(2), x, y}, 0},
		{"group algorithms over an nd-range", kernels.GroupRoundsKernel.Kernel, nd, []any{in, out, int32(2)}, 1},
	} {
		pl, err := newPlan(c.k, c.rng, c.args, 0)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := pl.ndIndex(); got != c.want {
			t.Errorf("%s: ndIndex %d, want %d", c.name, got, c.want)
		}
	}
}

// What a package moves to a node that holds nothing yet is remembered by
// the plan's shape: a launch of the same shape finds it, one of another
// shape (a buffer's length, a scalar a footprint reads) starts afresh,
// and a plan whose reads rank 0 bounded by a buffer's elements
// (boundLoads) is remembered not at all.
func TestPackageBytesByShape(t *testing.T) {
	shapeOf := func(pl *plan) shapeKey { return shapeKey{pl.k, string(pl.hash())} }
	const n = 4096
	x, y, z := buffer.New(make([]float32, n)), buffer.New(make([]float32, n)), buffer.New(make([]float32, 2*n))
	defer x.Close()
	defer y.Close()
	defer z.Close()
	mk := func(a float32, y *buffer.Buffer[float32], items int) *plan {
		t.Helper()
		pl, err := newPlan(kernels.SaxpyKernel.Kernel, sycl.Range1(items), []any{a, x, y}, 0)
		if err != nil {
			t.Fatal(err)
		}
		return pl
	}
	ce := &Coexecutor{}
	key := bytesKey{node: 1, g0: 2, g1: 5}
	first := mk(2, y, n)
	m := ce.packageBytes(first, shapeOf(first))
	if m == nil || len(m) != 0 {
		t.Fatalf("first launch: %v, want an empty map", m)
	}
	want := ce.bytes(first, &unit{rank: 1}, key.g0, key.g1)
	m[key] = want
	ce.keepBytes(shapeOf(first), m)
	for _, c := range []struct {
		name string
		pl   *plan
		kept bool
	}{
		{"same shape, another launch", mk(2, y, n), true},
		{"another scalar", mk(3, y, n), false},
		{"another range", mk(2, y, n/2), false},
		{"another length", mk(2, z, n), false},
	} {
		got := ce.packageBytes(c.pl, shapeOf(c.pl))
		if _, ok := got[key]; ok != c.kept {
			t.Errorf("%s: remembered %v, want %v", c.name, ok, c.kept)
		}
		if c.kept && got[key] != want {
			t.Errorf("%s: %d bytes remembered, want %d", c.name, got[key], want)
		}
		ce.keepBytes(shapeOf(c.pl), got)
	}
	bound := mk(2, y, n)
	bound.loaded = true
	if m := ce.packageBytes(bound, shapeOf(bound)); m != nil {
		t.Errorf("a plan bounded by a buffer's elements: %v, want nothing remembered", m)
	}
}

// Every rank hashes its launch for the agreement: two launches hash
// alike exactly when their kernel, range, scalars and memory's types,
// lengths and directions agree.
func TestPlanHash(t *testing.T) {
	const n = 1024
	f32 := func(n int) *buffer.Buffer[float32] { return buffer.New(make([]float32, n)) }
	x, y, short := f32(n), f32(n), f32(n/2)
	for _, b := range []*buffer.Buffer[float32]{x, y, short} {
		defer b.Close()
	}
	mk := func(k *sycl.Kernel, rng sycl.Space, args ...any) []byte {
		t.Helper()
		pl, err := newPlan(k, rng, args, 0)
		if err != nil {
			t.Fatal(err)
		}
		return pl.hash()
	}
	saxpy := kernels.SaxpyKernel.Kernel
	nd := sycl.NDRange{Global: sycl.Range1(n), Local: sycl.Range1(64)}
	base := mk(saxpy, sycl.Range1(n), float32(2), x, y)
	for _, c := range []struct {
		name string
		h    []byte
		same bool
	}{
		{"the same launch on other buffers", mk(saxpy, sycl.Range1(n), float32(2), y, x), true},
		{"another scalar", mk(saxpy, sycl.Range1(n), float32(2.5), x, y), false},
		{"a scalar's sign", mk(saxpy, sycl.Range1(n), float32(-2), x, y), false},
		{"another range", mk(saxpy, sycl.Range1(n/2), float32(2), x, y), false},
		{"an offset", mk(saxpy, sycl.Range1(n/2).WithOffset(n/2), float32(2), x, y), false},
		{"an nd-range", mk(saxpy, nd, float32(2), x, y), false},
		{"In on what the kernel only reads", mk(saxpy, sycl.Range1(n), float32(2), coexecutor.In(x), y), true},
		{"InOut on what the kernel reads and writes", mk(saxpy, sycl.Range1(n), float32(2), x, coexecutor.InOut(y)), true},
	} {
		if got := bytes.Equal(c.h, base); got != c.same {
			t.Errorf("%s: hashes alike %v, want %v", c.name, got, c.same)
		}
	}
	if a, b := mk(saxpy, nd, float32(2), x, y), mk(saxpy, sycl.NDRange{Global: sycl.Range1(n), Local: sycl.Range1(128)}, float32(2), x, y); bytes.Equal(a, b) {
		t.Error("nd-ranges of other work-group sizes hash alike")
	}
	if a, b := mk(saxpy, sycl.Range1(n/2), float32(2), x, short), mk(saxpy, sycl.Range1(n/2), float32(2), x, y); bytes.Equal(a, b) {
		t.Error("buffers of other lengths hash alike")
	}
	if a, b := mk(saxpy, sycl.Range1(n/2), float32(2), x, y), mk(saxpy, sycl.Range1(n/2).WithOffset(n/2), float32(2), x, y); bytes.Equal(a, b) {
		t.Error("ranges at other offsets hash alike")
	}
	if a, b := mk(saxpy, sycl.Range1(n), float32(2), x, y), mk(saxpy, sycl.Range1(n), float64(2), x, y); bytes.Equal(a, b) {
		t.Error("scalars of other types hash alike")
	}
}
