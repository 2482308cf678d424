package sycl_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/gosycl/gosycl/sycl"
)

// csrFootprints are kgen's footprints of SpMV (bench/kernels.go) for its
// parameters vals (or cols) and x: vals[k] for k from rowPtr[row] up while
// k < rowPtr[row+1], and x[cols[k]].
const (
	csrVals = `(var k i32 up (ld 0 (as i32 (as i64 (id 0))))) (r "k.go:5:3" (var k) (< (var k) (ld 0 (as i32 (+ (as i64 (id 0)) 1)))))`
	csrX    = `(var k i32 up (ld 0 (as i32 (as i64 (id 0))))) (r "k.go:5:4" (ld 1 (var k)) (< (var k) (ld 0 (as i32 (+ (as i64 (id 0)) 1)))))`
)

// A footprint that loads an argument's elements bounds a slab's reads by
// the elements its work-items load.
func TestFootprintLoads(t *testing.T) {
	// Rows 0..5 of lengths 3, 0, 4, 3, 0, 2 (row 4 empty).
	rowPtr := []int32{0, 3, 3, 7, 10, 10, 12}
	cols := make([]int32, 12)
	for i := range cols {
		cols[i] = int32(100 + i)
	}
	unsorted := []int32{5, 9, 2, 2, 8, 8, 12} // rows [5,9) [9,2) [2,2) [2,8) [8,8) [8,12)
	for _, c := range []struct {
		name  string
		src   string
		space sycl.Space
		args  []any
		slab  slab
		reads string
	}{
		{"a row", csrVals, sycl.Range1(6), []any{sycl.IntElements(rowPtr)}, slab{0, 1}, "[0,3)"},
		{"rows 2 and 3", csrVals, sycl.Range1(6), []any{sycl.IntElements(rowPtr)}, slab{2, 4}, "[3,10)"},
		{"an empty row", csrVals, sycl.Range1(6), []any{sycl.IntElements(rowPtr)}, slab{4, 5}, "[0,0)"},
		{"every row", csrVals, sycl.Range1(6), []any{sycl.IntElements(rowPtr)}, slab{0, 6}, "[0,12)"},
		{"rows out of order", csrVals, sycl.Range1(6), []any{sycl.IntElements(unsorted)}, slab{0, 3}, "[2,9)"},
		{"through two loads", csrX, sycl.Range1(6), []any{sycl.IntElements(rowPtr), sycl.IntElements(cols)}, slab{2, 4}, "[103,110)"},
		{"lengths in place of elements", csrVals, sycl.Range1(6), []any{7}, slab{0, 2}, "elements are not given"},
		{"a load past the end", csrVals, sycl.Range1(7), []any{sycl.IntElements(rowPtr)}, slab{5, 7}, "loads elements [6, 7] of 7"},
		{"a load too long for its slab", `(r "k.go:6:1" (ld 0 (+ (* (id 0) 1000) 999)))`, sycl.Range1(3), []any{sycl.IntElements(make([]int32, 3000))}, slab{0, 2}, "would cost more than the slab's own loads"},
	} {
		t.Run(c.name, func(t *testing.T) {
			l, err := sycl.NewFootprint(c.src).Launch(c.space, c.args)
			if err != nil {
				t.Fatal(err)
			}
			sp, err := l.Reads(c.slab.lo, c.slab.hi)
			if err != nil && !errors.Is(err, sycl.ErrFootprintUnknown) {
				t.Errorf("Reads: %v does not wrap ErrFootprintUnknown", err)
			}
			checkLoad(t, fmt.Sprintf("[%d,%d)", sp.Lo, sp.Hi), err, c.reads)
		})
	}
}

func checkLoad(t *testing.T, got string, err error, want string) {
	t.Helper()
	switch {
	case err != nil && !strings.Contains(err.Error(), want):
		t.Errorf("Reads: error %q, want %q", err, want)
	case err == nil && got != want:
		t.Errorf("Reads = %s, want %s", got, want)
	}
}

// A footprint that loads elements is evaluated again for each launch: the
// same space and lengths with other elements give other reads.
func TestFootprintLoadsNotReused(t *testing.T) {
	fp := sycl.NewFootprint(csrVals)
	if got := fp.Loads(); !slices.Equal(got, []int{0}) {
		t.Fatalf("Loads = %v, want [0]", got)
	}
	for _, c := range []struct {
		rowPtr []int32
		want   sycl.Span
	}{{[]int32{0, 2, 4}, sycl.Span{Lo: 2, Hi: 4}}, {[]int32{0, 5, 9}, sycl.Span{Lo: 5, Hi: 9}}} {
		l, err := fp.Launch(sycl.Range1(2), []any{sycl.IntElements(c.rowPtr)})
		if err != nil {
			t.Fatal(err)
		}
		if sp, err := l.Reads(1, 2); err != nil || sp != c.want {
			t.Errorf("rowPtr %v: Reads(1, 2) = %v, %v; want %v", c.rowPtr, sp, err, c.want)
		}
	}
	if got := sycl.NewFootprint(`(r "k.go:1:1" (id 0))`).Loads(); got != nil {
		t.Errorf("Loads of an affine footprint = %v, want none", got)
	}
}

// A write whose index or condition loads memory cannot be placed, and the
// footprint says so when it is parsed.
func TestFootprintWriteLoadsRefused(t *testing.T) {
	for _, src := range []string{
		`(w "k.go:1:1" (ld 0 (id 0)))`,
		`(w "k.go:1:2" (id 0) (< (id 0) (ld 0 0)))`,
		`(var k i64 up (ld 0 (id 0))) (w "k.go:1:3" (var k) (< (var k) 4))`,
	} {
		_, err := sycl.NewFootprint(src).Launch(sycl.Range1(4), []any{sycl.IntElements([]int32{0, 1, 2, 3})})
		if err == nil || !strings.Contains(err.Error(), "a write's index or condition loads memory") {
			t.Errorf("%s: error %v, want the write refused", src, err)
		}
	}
}

// IntElements' bounds are the least and greatest of any range, whatever
// the blocks it summarised before, for every integer width.
func TestIntElementsBounds(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	s := make([]int64, 5000)
	for i := range s {
		s[i] = r.Int64N(2000) - 1000
	}
	checkRandomBounds(t, r, s)
	// int32, row pointers' usual type, has a scan of its own.
	s32 := make([]int32, 5003)
	for i := range s32 {
		s32[i] = r.Int32N(2000) - 1000
	}
	checkRandomBounds(t, r, s32)
	if l, g := sycl.IntElements([]uint64{3, math.MaxUint64, 1}).Bounds(0, 3); l != 1 || g != math.MaxInt64 {
		t.Errorf("uint64 bounds = %d, %d; want 1, MaxInt64", l, g)
	}
	if l, g := sycl.IntElements([]int8{-128, 127}).Bounds(0, 2); l != -128 || g != 127 {
		t.Errorf("int8 bounds = %d, %d", l, g)
	}
	if e, ok := sycl.ElementsOf([]int16{5, -3, 9}); !ok || e.Len() != 3 {
		t.Errorf("ElementsOf([]int16) = %v, %v", e, ok)
	} else if l, g := e.Bounds(0, 3); l != -3 || g != 9 {
		t.Errorf("ElementsOf([]int16) bounds = %d, %d", l, g)
	}
	if _, ok := sycl.ElementsOf([]float32{1}); ok {
		t.Error("ElementsOf([]float32) is not integer memory")
	}
}

// checkRandomBounds checks IntElements(s).Bounds over 2000 random ranges
// against the least and greatest of each.
func checkRandomBounds[T int32 | int64](t *testing.T, r *rand.Rand, s []T) {
	t.Helper()
	e := sycl.IntElements(s)
	for range 2000 {
		lo := r.IntN(len(s))
		hi := lo + 1 + r.IntN(min(len(s)-lo, 3000))
		l, g := e.Bounds(lo, hi)
		if wl, wg := slices.Min(s[lo:hi]), slices.Max(s[lo:hi]); l != int64(wl) || g != int64(wg) {
			t.Fatalf("%T: Bounds(%d, %d) = %d, %d; want %d, %d", s, lo, hi, l, g, wl, wg)
		}
	}
}

// BenchmarkIntElementsBounds: the scan a load's bounds cost, one core,
// over 2^20 int32 (reported as the bytes scanned per second), fresh
// Elements each time (no block summarised before).
func BenchmarkIntElementsBounds(b *testing.B) {
	s := make([]int32, 1<<20)
	for i := range s {
		s[i] = int32(i * 7 % 1000)
	}
	b.SetBytes(int64(4 * len(s)))
	for b.Loop() {
		if l, g := sycl.IntElements(s).Bounds(0, len(s)); l != 0 || g != 999 {
			b.Fatal(l, g)
		}
	}
}

// BenchmarkIntElementsBoundsSlabs: a launch's check of its loaded
// elements, one slab per core bounded at once (coexecutor's checkLoaded),
// over 2^20 row pointers.
func BenchmarkIntElementsBoundsSlabs(b *testing.B) {
	s := make([]int32, 1<<20+1)
	for i := range s {
		s[i] = int32(i * 7 % 1000)
	}
	slabs := runtime.GOMAXPROCS(0)
	b.SetBytes(int64(4 * len(s)))
	for b.Loop() {
		e := sycl.IntElements(s)
		var wg sync.WaitGroup
		for k := range slabs {
			lo, hi := (len(s)-1)*k/slabs, (len(s)-1)*(k+1)/slabs
			wg.Go(func() {
				if l, g := e.Bounds(lo, hi+1); l < 0 || g > 999 {
					b.Error(l, g)
				}
			})
		}
		wg.Wait()
	}
}
