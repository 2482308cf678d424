package sycl_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/gosycl/gosycl/sycl"
)

type slab struct{ lo, hi int }

// Footprints as cmd/kgen writes them, evaluated for launches and slabs.
func TestFootprintEval(t *testing.T) {
	for _, c := range []struct {
		name   string
		src    string
		space  sycl.Space
		args   []any
		slab   slab
		reads  string // Reads(slab), or the error's text
		writes string // Writes(slab), or the error's text
		step   int    // Separate(step) must pass (0: not called)
	}{{
		name: "one element per work-item", src: `(r "k.go:1:1" (id 0)) (w "k.go:1:2" (id 0))`,
		space: sycl.Range1(1000), slab: slab{256, 512}, reads: "[256,512)", writes: "[[256,512)]", step: 256,
	}, {
		name: "k elements per work-item", src: `(var k i64 up 0) (w "k.go:2:1" (+ (* (id 0) 4) (var k)) (< (var k) 4))`,
		space: sycl.Range1(100), slab: slab{10, 20}, reads: "[0,0)", writes: "[[40,80)]", step: 1,
	}, {
		name: "one element per work-group", src: `(w "k.go:3:1" (/ (- (id 0) (off 0)) (lrange 0)) (== (% (- (id 0) (off 0)) (lrange 0)) 0))`,
		space: sycl.NDRange1(1024, 64), slab: slab{128, 256}, reads: "[0,0)", writes: "[[2,4)]", step: 64,
	}, {
		name: "one element per work-group, offset", src: `(w "k.go:3:1" (/ (- (id 0) (off 0)) (lrange 0)))`,
		space: sycl.NDRange1(1024, 64).WithOffset(32), slab: slab{32 + 128, 32 + 256}, reads: "[0,0)", writes: "[[2,4)]", step: 128,
	}, {
		name: "transposed", src: `(w "k.go:4:1" (+ (* (id 1) (range 0)) (id 0)))`,
		space: sycl.Range2(4, 3), slab: slab{1, 3}, reads: "[0,0)", writes: "[[1,3) [5,7) [9,11)]", step: 1,
	}, {
		name: "row-major 2-D", src: `(w "k.go:5:1" (as i32 (+ (* (as i32 (id 0)) (arg 0)) (as i32 (id 1)))))`,
		space: sycl.Range2(8, 5), args: []any{int32(5)}, slab: slab{2, 4}, reads: "[0,0)", writes: "[[10,20)]", step: 1,
	}, {
		name: "stencil rows", src: `(r "k.go:6:1" (+ (* (- (id 0) 1) (arg 0)) (id 1)) (> (id 0) 0)) (r "k.go:6:2" (+ (* (+ (id 0) 1) (arg 0)) (id 1)) (< (id 0) (- (range 0) 1))) (r "k.go:6:3" (+ (* (id 0) (arg 0)) (id 1)))`,
		space: sycl.Range2(10, 8), args: []any{8}, slab: slab{0, 3}, reads: "[0,32)", writes: "[]",
	}, {
		name: "stencil rows, last slab", src: `(r "k.go:6:1" (+ (* (- (id 0) 1) (arg 0)) (id 1)) (> (id 0) 0)) (r "k.go:6:2" (+ (* (+ (id 0) 1) (arg 0)) (id 1)) (< (id 0) (- (range 0) 1)))`,
		space: sycl.Range2(10, 8), args: []any{8}, slab: slab{7, 10}, reads: "[48,80)", writes: "[]",
	}, {
		name: "matmul rows", src: `(var k i64 up 0) (r "k.go:7:1" (+ (* (id 0) (arg 0)) (var k)) (< (var k) (arg 0)))`,
		space: sycl.Range2(16, 16), args: []any{16}, slab: slab{2, 4}, reads: "[32,64)",
	}, {
		name: "padding guard", src: `(w "k.go:8:1" (id 0) (< (id 0) (len 0)))`,
		space: sycl.Range1(1024), args: []any{1000}, slab: slab{768, 1024}, reads: "[0,0)", writes: "[[768,1000)]", step: 256,
	}, {
		name: "three elements per work-item", src: `(w "k.go:9:1" (* (id 0) 3)) (w "k.go:9:2" (+ (* (id 0) 3) 1)) (w "k.go:9:3" (+ (* (id 0) 3) 2))`,
		space: sycl.Range1(10), slab: slab{2, 5}, writes: "[[6,15)]", step: 1,
	}, {
		name: "two halves", src: `(w "k.go:10:1" (id 0)) (w "k.go:10:2" (+ (id 0) (arg 0)))`,
		space: sycl.Range1(10), args: []any{10}, slab: slab{2, 5}, writes: "[[2,5) [12,15)]", step: 1,
	}, {
		name: "clamped reads", src: `(var dy i64 up -2) (r "k.go:11:1" (min (max (+ (id 0) (var dy)) 0) (- (arg 0) 1)) (<= (var dy) 2))`,
		space: sycl.Range1(10), args: []any{10}, slab: slab{0, 3}, reads: "[0,5)",
	}, {
		name: "clamped reads, last", src: `(var dy i64 up -2) (r "k.go:11:1" (min (max (+ (id 0) (var dy)) 0) (- (arg 0) 1)) (<= (var dy) 2))`,
		space: sycl.Range1(10), args: []any{10}, slab: slab{8, 10}, reads: "[6,10)",
	}, {
		name: "local id", src: `(w "k.go:12:1" (+ (* (/ (- (id 0) (off 0)) (lrange 0)) (lrange 0)) (% (- (id 0) (off 0)) (lrange 0))))`,
		space: sycl.NDRange1(256, 32), slab: slab{64, 128}, writes: "[[64,128)]", step: 32,
	}, {
		name: "group and id(0) together", src: `(w "k.go:13:1" (+ (* (/ (id 0) (lrange 0)) 1000) (id 0)))`,
		space: sycl.NDRange1(256, 32), slab: slab{64, 128}, writes: "[[2064,3128)]", step: 32,
	}, {
		name: "overlapping neighbours", src: `(var k i64 up -1) (w "k.go:14:1" (+ (id 0) (var k)) (<= (var k) 1))`,
		space: sycl.Range1(100), slab: slab{0, 10}, writes: "repeats within",
	}, {
		name: "a work-item's elements overlap the next's", src: `(var k i64 up 0) (w "k.go:14:2" (+ (* (id 0) 2) (var k)) (<= (var k) 2))`,
		space: sycl.Range1(100), slab: slab{0, 10}, writes: "overlap the next id's",
	}, {
		name: "same element everywhere", src: `(w "k.go:15:1" 0)`,
		space: sycl.Range1(100), slab: slab{0, 10}, writes: "does not follow the id along dimension 0",
	}, {
		name: "local id only", src: `(w "k.go:16:1" (% (- (id 0) (off 0)) (lrange 0)))`,
		space: sycl.NDRange1(256, 32), slab: slab{0, 32}, writes: "does not follow the id along dimension 0",
	}, {
		name: "product of ids", src: `(w "k.go:17:1" (* (id 0) (id 0)))`,
		space: sycl.Range1(100), slab: slab{0, 10}, writes: "does not follow the id along dimension 0",
	}, {
		name: "transposed stride too small", src: `(w "k.go:18:1" (+ (* (id 1) 2) (id 0)))`,
		space: sycl.Range2(4, 3), slab: slab{0, 2}, writes: "repeats within",
	}, {
		name: "int32 overflow", src: `(w "k.go:19:1" (as i32 (* (id 0) (arg 0))))`,
		space: sycl.Range1(100), args: []any{int32(1 << 30)}, slab: slab{0, 10}, writes: "may overflow i32",
	}, {
		name: "unknown", src: `(r? "k.go:20:1: the index reads memory (idx[i] at k.go:20:3)") (w "k.go:20:5" (id 0))`,
		space: sycl.Range1(100), slab: slab{0, 10}, reads: "reads memory", writes: "[[0,10)]", step: 7,
	}, {
		name: "unbounded loop", src: `(var k i64 up 0) (r "k.go:21:1" (+ (id 0) (var k)))`,
		space: sycl.Range1(100), slab: slab{0, 10}, reads: "unbounded",
	}, {
		name: "guard empties the slab", src: `(w "k.go:22:1" (id 0) (< (id 0) (arg 0)))`,
		space: sycl.Range1(100), args: []any{50}, slab: slab{60, 70}, reads: "[0,0)", writes: "[]", step: 10,
	}, {
		name: "strided writes, one span", src: `(w "k.go:23:1" (* (id 0) 2))`,
		space: sycl.Range1(100), slab: slab{10, 20}, writes: "[[20,39)]", step: 1,
	}, {
		name: "shift and mask", src: `(r "k.go:24:1" (>> (id 0) 2)) (w "k.go:24:2" (+ (<< (id 0) 1) (& (id 0) 1)))`,
		space: sycl.Range1(64), slab: slab{8, 16}, reads: "[2,4)", writes: "[[16,32)]", step: 8,
	}, {
		name: "linear id", src: `(w "k.go:25:1" (linid))`,
		space: sycl.Range2(6, 7), slab: slab{2, 3}, writes: "[[14,21)]", step: 1,
	}, {
		name: "group linear id", src: `(w "k.go:26:1" (glin))`,
		space: sycl.NDRange2(8, 8, 2, 4), slab: slab{2, 6}, writes: "[[2,6)]", step: 2,
	}} {
		t.Run(c.name, func(t *testing.T) {
			l, err := sycl.NewFootprint(c.src).Launch(c.space, c.args)
			if err != nil {
				t.Fatal(err)
			}
			if c.reads != "" {
				sp, err := l.Reads(c.slab.lo, c.slab.hi)
				check(t, "Reads", fmt.Sprintf("[%d,%d)", sp.Lo, sp.Hi), err, c.reads)
			}
			if c.writes != "" {
				sp, err := l.Writes(c.slab.lo, c.slab.hi)
				var s []string
				for _, x := range sp {
					s = append(s, fmt.Sprintf("[%d,%d)", x.Lo, x.Hi))
				}
				check(t, "Writes", "["+strings.Join(s, " ")+"]", err, c.writes)
			}
			if c.step > 0 {
				if err := l.Separate(c.step); err != nil {
					t.Errorf("Separate(%d): %v", c.step, err)
				}
			}
		})
	}
}

func check(t *testing.T, what, got string, err error, want string) {
	t.Helper()
	if err != nil {
		if unknown := strings.Contains(want, "may overflow") || strings.Contains(want, "unbounded") || strings.Contains(want, "reads memory"); unknown != errors.Is(err, sycl.ErrFootprintUnknown) {
			t.Errorf("%s: %v: wraps ErrFootprintUnknown %v, want %v", what, err, !unknown, unknown)
		}
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %q, want %q", what, err, want)
		}
		return
	}
	if got != want {
		t.Errorf("%s = %s, want %s", what, got, want)
	}
}

// Slabs cut inside a group number's blocks write the same elements.
func TestFootprintSeparateSteps(t *testing.T) {
	l, err := sycl.NewFootprint(`(w "k.go:1:1" (/ (id 0) 4))`).Launch(sycl.Range1(64), nil)
	if err != nil {
		t.Fatal(err)
	}
	for step, ok := range map[int]bool{4: true, 8: true, 256: true, 2: false, 6: false} {
		if err := l.Separate(step); (err == nil) != ok {
			t.Errorf("Separate(%d) = %v, want ok %v", step, err, ok)
		}
	}
	off, err := sycl.NewFootprint(`(w "k.go:1:1" (/ (id 0) 4))`).Launch(sycl.Range1(64).WithOffset(2), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := off.Separate(4); err == nil {
		t.Error("Separate(4) with offset 2 passed; slabs from 2 split id(0)/4's blocks")
	}
}

func TestFootprintMalformed(t *testing.T) {
	for _, src := range []string{`(r "x" (id 0)`, `(q "x" 1)`, `(r "x" (var k))`, `(r "x" (id 5))`, `(r x 1)`, `(r "x" (+ 1))`} {
		if _, err := sycl.NewFootprint(src).Launch(sycl.Range1(4), nil); err == nil {
			t.Errorf("%s: no error", src)
		}
	}
	l, err := sycl.NewFootprint(`(r "k.go:1:1" (arg 0))`).Launch(sycl.Range1(4), []any{float32(1)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.Reads(0, 4); err == nil || !strings.Contains(err.Error(), "argument 0 is a float32, not an integer") {
		t.Errorf("a float argument: %v", err)
	}
}

// A launch over the same space with the same integer values reuses the
// last evaluation; any change that could change the result evaluates
// again, and the result is the same as a fresh footprint's.
func TestFootprintLaunchReused(t *testing.T) {
	src := `(r "k.go:1:1" (+ (* (id 0) (arg 1)) (arg 2)))`
	fp := sycl.NewFootprint(src)
	base := []any{float32(1), int32(2), 3}
	first, err := fp.Launch(sycl.Range1(8), base)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		space sycl.Space
		args  []any
		same  bool
	}{
		{"same values", sycl.Range1(8), []any{float32(1), int32(2), 3}, true},
		{"a float's value (not read)", sycl.Range1(8), []any{float32(7), int32(2), 3}, true},
		{"an integer's value", sycl.Range1(8), []any{float32(1), int32(5), 3}, false},
		{"an integer's type", sycl.Range1(8), []any{float32(1), int64(2), 3}, false},
		{"a non-integer in an integer's place", sycl.Range1(8), []any{float32(1), float32(2), 3}, false},
		{"the range", sycl.Range1(16), base, false},
		{"the offset", sycl.Range1(8).WithOffset(1), base, false},
		{"fewer arguments", sycl.Range1(8), base[:2], false},
	} {
		// Launch with the base values first, so that each case compares
		// with them.
		if _, err := fp.Launch(sycl.Range1(8), base); err != nil {
			t.Fatal(err)
		}
		l, err := fp.Launch(c.space, c.args)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := l == first; got != c.same {
			t.Errorf("%s: reused %v, want %v", c.name, got, c.same)
		}
		fresh, _ := sycl.NewFootprint(src).Launch(c.space, c.args)
		gs, gerr := l.Reads(0, 4)
		ws, werr := fresh.Reads(0, 4)
		if gs != ws || fmt.Sprint(gerr) != fmt.Sprint(werr) {
			t.Errorf("%s: Reads(0, 4) = %v, %v; a fresh footprint's %v, %v", c.name, gs, gerr, ws, werr)
		}
	}
}

// A LaunchFootprint remembers its last slabs' reads (a scheduler asks
// for the same ones launch after launch): asked again, in any order, from
// several goroutines, for more slabs than it remembers, it answers each
// as a fresh LaunchFootprint does.
func TestFootprintReadsRemembered(t *testing.T) {
	src := `(r "k.go:1:1" (+ (* (- (id 0) 1) (arg 0)) (id 1)) (> (id 0) 0)) (r "k.go:1:2" (+ (* (+ (id 0) 1) (arg 0)) (id 1)) (< (id 0) (- (range 0) 1)))`
	space, args := sycl.Range2(64, 8), []any{8}
	l, err := sycl.NewFootprint(src).Launch(space, args)
	if err != nil {
		t.Fatal(err)
	}
	var slabs []slab
	for lo := 0; lo < 64; lo += 2 {
		slabs = append(slabs, slab{lo, lo + 3}, slab{lo, lo + 1})
	}
	want := make([]string, len(slabs))
	for i, s := range slabs {
		fresh, err := sycl.NewFootprint(src).Launch(space, args)
		if err != nil {
			t.Fatal(err)
		}
		sp, err := fresh.Reads(s.lo, s.hi)
		want[i] = fmt.Sprint(sp, err)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for round := range 3 {
				for k := range slabs {
					i := (k*7 + g + round) % len(slabs) // each goroutine its own order
					sp, err := l.Reads(slabs[i].lo, slabs[i].hi)
					if got := fmt.Sprint(sp, err); got != want[i] {
						t.Errorf("Reads(%d, %d) = %s, a fresh footprint's %s", slabs[i].lo, slabs[i].hi, got, want[i])
					}
				}
			}
		})
	}
	wg.Wait()
}

// Random affine writes over small launches, against every work-item's
// writes: a slab's spans hold all it writes, and when Separate passes no
// two slabs' spans meet.
func TestFootprintWritesSound(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	coef := func() int { return []int{-3, -1, 0, 1, 2, 3, 4, 7, 12}[r.IntN(9)] }
	separated := 0
	for trial := 0; trial < 400; trial++ {
		n0, n1, k, lws := 1+r.IntN(12), 1+r.IntN(5), 1+r.IntN(4), 1+r.IntN(4)
		a, b, c, d := coef(), coef(), coef(), 100+r.IntN(50)
		group := r.IntN(3) == 0 // index by id(0)/lws
		src := fmt.Sprintf(`(var k i64 up 0) (w "t" (+ (+ (* %s %d) (* (id 1) %d)) (+ (* (var k) %d) %d)) (< (var k) %d))`, "%s", a, b, c, d, k)
		i0 := "(id 0)"
		if group {
			i0 = "(/ (- (id 0) (off 0)) (lrange 0))"
		}
		src = fmt.Sprintf(src, i0)
		var space sycl.Space = sycl.Range2(n0, n1)
		if group {
			space = sycl.NDRange2(n0*lws, n1, lws, 1)
			n0 *= lws
		}
		l, err := sycl.NewFootprint(src).Launch(space, nil)
		if err != nil {
			t.Fatal(err)
		}
		// Slabs of whole steps.
		step := lws
		var cuts []int
		for x := 0; x < n0; x += step * (1 + r.IntN(3)) {
			cuts = append(cuts, x)
		}
		cuts = append(cuts, n0)
		owner := map[int]int{}
		sep := l.Separate(step) == nil
		if sep {
			separated++
		}
		for si := 0; si+1 < len(cuts); si++ {
			lo, hi := cuts[si], cuts[si+1]
			spans, err := l.Writes(lo, hi)
			if err != nil {
				if sep {
					t.Fatalf("%s: Separate passed, Writes: %v", src, err)
				}
				continue
			}
			in := func(x int) bool {
				for _, s := range spans {
					if x >= s.Lo && x < s.Hi {
						return true
					}
				}
				return false
			}
			for i := lo; i < hi; i++ {
				s := i
				if group {
					s = i / lws
				}
				for j := 0; j < n1; j++ {
					for kk := 0; kk < k; kk++ {
						x := s*a + j*b + kk*c + d
						if !in(x) {
							t.Fatalf("%s over %v: slab [%d,%d) writes %d outside %v", src, space, lo, hi, x, spans)
						}
					}
				}
			}
			if sep {
				for _, s := range spans {
					for x := s.Lo; x < s.Hi; x++ {
						if o, ok := owner[x]; ok {
							t.Fatalf("%s over %v: Separate(%d) passed, but slabs %d and %d both hold %d", src, space, step, o, si, x)
						}
						owner[x] = si
					}
				}
			}
		}
	}
	t.Logf("%d of 400 placed", separated)
	if separated < 50 {
		t.Errorf("only %d of 400 random writes placed; the test checks too little", separated)
	}
}

// Overwrites, from random walls (writes every work-item makes) over
// random 2-D and 3-D launches: where it says a slab writes every element
// of its spans, the work-items' elements are exactly those spans.
func TestFootprintOverwritesSound(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	coef := func() int { return []int{-4, -1, 0, 1, 1, 2, 3, 4, 5, 12}[r.IntN(10)] }
	over := 0
	for trial := 0; trial < 600; trial++ {
		n := [3]int{1 + r.IntN(9), 1 + r.IntN(5), 1 + r.IntN(3)}
		dims := 2 + r.IntN(2)
		if dims == 2 {
			n[2] = 1
		}
		a := [3]int{coef(), coef(), coef()}
		if r.IntN(2) == 0 { // a row-major layout, which fills its runs
			a = [3]int{n[1] * n[2], n[2], 1}
			if r.IntN(2) == 0 {
				a = [3]int{1, n[0], n[0] * n[1]} // transposed
			}
		}
		d := 50 + r.IntN(20)
		idx := fmt.Sprintf("(+ (+ (+ (* (id 0) %d) (* (id 1) %d)) (* (id 2) %d)) %d)", a[0], a[1], a[2], d)
		if dims == 2 {
			idx = fmt.Sprintf("(+ (+ (* (id 0) %d) (* (id 1) %d)) %d)", a[0], a[1], d)
		}
		src := fmt.Sprintf(`(w "t" %s) (wall "t" %s)`, idx, idx)
		var space sycl.Space = sycl.Range2(n[0], n[1])
		if dims == 3 {
			space = sycl.Range3(n[0], n[1], n[2])
		}
		l, err := sycl.NewFootprint(src).Launch(space, nil)
		if err != nil {
			t.Fatal(err)
		}
		lo := r.IntN(n[0])
		hi := lo + 1 + r.IntN(n[0]-lo)
		if !l.Overwrites(lo, hi) {
			continue
		}
		over++
		spans, err := l.Writes(lo, hi)
		if err != nil {
			t.Fatalf("%s over %v: Overwrites but Writes: %v", src, space, err)
		}
		hit := map[int]bool{}
		for i := lo; i < hi; i++ {
			for j := 0; j < n[1]; j++ {
				for k := 0; k < n[2]; k++ {
					hit[i*a[0]+j*a[1]+k*a[2]*(dims-2)+d] = true
				}
			}
		}
		for _, s := range spans {
			for x := s.Lo; x < s.Hi; x++ {
				if !hit[x] {
					t.Fatalf("%s over %v: Overwrites(%d, %d), but no work-item writes %d of %v", src, space, lo, hi, x, spans)
				}
			}
		}
	}
	t.Logf("%d of 600 overwrite", over)
	if over < 100 {
		t.Errorf("only %d of 600 random walls overwrite; the test checks too little", over)
	}
}

// Overwrites needs a wall whose runs fill the slab's writes.
func TestFootprintOverwrites(t *testing.T) {
	for _, c := range []struct {
		src   string
		space sycl.Space
		lo    int
		hi    int
		want  bool
	}{
		{`(w "t" (id 0)) (wall "t" (id 0))`, sycl.Range1(64), 8, 24, true},
		{`(w "t" (id 0)) (wall "t" (id 0))`, sycl.Range1(64).WithOffset(5), 8, 24, true},
		{`(w "t" (id 0))`, sycl.Range1(64), 8, 24, false},                                                                               // written on some ways only
		{`(w "t" (* (id 0) 2)) (wall "t" (* (id 0) 2))`, sycl.Range1(64), 8, 24, false},                                                 // holes
		{`(w "t" (id 0)) (w "t" (+ (id 0) 64)) (wall "t" (id 0))`, sycl.Range1(64), 8, 24, false},                                       // writes beyond the wall
		{`(w "t" (id 0)) (w "t" (id 0) (< (id 0) 10)) (wall "t" (id 0))`, sycl.Range1(64), 8, 24, true},                                 // a conditional write within it
		{`(w "t" (+ (* (id 0) 8) (id 1))) (wall "t" (+ (* (id 0) 8) (id 1)))`, sycl.Range2(16, 8), 2, 5, true},                          // rows
		{`(w "t" (+ (* (id 0) 9) (id 1))) (wall "t" (+ (* (id 0) 9) (id 1)))`, sycl.Range2(16, 8), 2, 5, false},                         // a hole per row
		{`(w "t" (+ (* (id 1) 16) (id 0))) (wall "t" (+ (* (id 1) 16) (id 0)))`, sycl.Range2(16, 8), 2, 5, true},                        // columns
		{`(w "t" (+ (* (id 0) 10) (* (id 1) (id 1)))) (wall "t" (+ (* (id 0) 10) (* (id 1) (id 1))))`, sycl.Range2(16, 4), 2, 5, false}, // j*j: bounded, not every value
		{`(w "t" (/ (id 0) 4)) (wall "t" (/ (id 0) 4))`, sycl.NDRange1(64, 4), 8, 24, false},                                            // groups: not followed
	} {
		l, err := sycl.NewFootprint(c.src).Launch(c.space, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		if got := l.Overwrites(c.lo, c.hi); got != c.want {
			t.Errorf("%s over %v: Overwrites(%d, %d) = %v, want %v", c.src, c.space, c.lo, c.hi, got, c.want)
		}
	}
}
