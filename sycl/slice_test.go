package sycl

import (
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"
)

func TestSliceErrors(t *testing.T) {
	for _, c := range []struct {
		s    Space
		want string
	}{
		{Slice{}, "zero Slice"},
		{Range1(10).Slice(4, 4), "slice [4,4) of [10] is empty"},
		{Range1(10).Slice(5, 2), "is empty"},
		{Range1(10).WithOffset(3).Slice(0, 5), "dimension 0 holds ids [3,13)"},
		{Range1(10).WithOffset(3).Slice(4, 14), "dimension 0 holds ids [3,13)"},
		{Range2(4, 0).Slice(0, 2), "dimension 1 is 0"},
		{NDRange1(16, 4).WithOffset(1).Slice(1, 6), "bounds must be the offset 1 plus multiples of the local size 4"},
		{NDRange1(16, 4).WithOffset(1).Slice(3, 9), "does not cut along work-groups"},
		{NDRange1(16, 4).Slice(0, 8).Tiled(4), "Tiled applies to slices of basic ranges"},
		{Range2(4, 8).Slice(0, 2).Tiled(2), "gives 1 local sizes for 2 dimensions"},
		{Range2(4, 8).Slice(0, 2).Tiled(2, 0), "local size 0 in dimension 1 is not positive"},
	} {
		_, err := c.s.launch()
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "sycl: ") {
			t.Errorf("%v: error %v, want one containing %q", c.s, err, c.want)
		}
	}
}

// TestSliceOpenCL checks what a slice enqueues, in OpenCL dimension order
// (SYCL dimension 0 is the last), and its launch arguments.
func TestSliceOpenCL(t *testing.T) {
	for _, c := range []struct {
		s                  Space
		off, global, local []int
		args               [2]int64
	}{
		{Range1(100), nil, []int{100}, nil, [2]int64{100, 0}},
		{Range1(100).Slice(0, 100), nil, []int{100}, nil, [2]int64{100, 0}},
		{Range1(100).Slice(20, 50), []int{20}, []int{30}, nil, [2]int64{100, 0}},
		{Range1(100).WithOffset(7).Slice(27, 57), []int{27}, []int{30}, nil, [2]int64{100, 7}},
		{Range1(100).Slice(20, 52).Tiled(16), []int{20}, []int{32}, []int{16}, [2]int64{100, 0}},
		{Range1(100).Slice(96, 100).Tiled(16), []int{96}, []int{4}, nil, [2]int64{100, 0}},
		{Range2(10, 64).WithOffset(1, 2).Slice(3, 7).Tiled(2, 32), []int{2, 3}, []int{64, 4}, []int{32, 2}, [2]int64{10, 1}},
		{Range2(10, 60).Slice(3, 7).Tiled(2, 32), []int{0, 3}, []int{60, 4}, nil, [2]int64{10, 0}},
		{NDRange2(12, 10, 3, 5).WithOffset(4, 1).Slice(7, 13), []int{1, 7}, []int{10, 6}, []int{5, 3}, [2]int64{12, 4}},
		{NDRange3(6, 4, 6, 2, 2, 3).Slice(2, 6), []int{0, 0, 2}, []int{6, 4, 4}, []int{3, 2, 2}, [2]int64{6, 0}},
	} {
		ls, err := c.s.launch()
		if err != nil {
			t.Fatalf("%v: %v", c.s, err)
		}
		off, global, local := ls.openCL()
		if !reflect.DeepEqual(off, c.off) || !reflect.DeepEqual(global, c.global) || !reflect.DeepEqual(local, c.local) {
			t.Errorf("%v: enqueues offset %v, global %v, local %v; want %v, %v, %v", c.s, off, global, local, c.off, c.global, c.local)
		}
		if got := ls.launchArgs(); got != c.args {
			t.Errorf("%v: launch arguments %v, want %v", c.s, got, c.args)
		}
	}
}

// TestSliceTiledParts: a ragged slice of a tiled basic range splits into
// its whole tiles and its remainder along dimension 0; others do not.
func TestSliceTiledParts(t *testing.T) {
	for _, c := range []struct {
		s           Space
		ok          bool
		whole, rest [3][]int // offset, global, local in OpenCL order
	}{
		{Range1(1000).Slice(512, 1000).Tiled(64), true,
			[3][]int{{512}, {448}, {64}}, [3][]int{{960}, {40}, nil}},
		{Range1(1000).Slice(768, 1000).Tiled(64), true,
			[3][]int{{768}, {192}, {64}}, [3][]int{{960}, {40}, nil}},
		{Range1(1000).Slice(0, 1000).Tiled(64), true,
			[3][]int{nil, {960}, {64}}, [3][]int{{960}, {40}, nil}},
		{Range1(40).Slice(0, 40).Tiled(64), false, [3][]int{}, [3][]int{}},
		{Range1(1000).Slice(960, 1000).Tiled(64), false, [3][]int{}, [3][]int{}},
		{Range1(1024).Slice(512, 1024).Tiled(64), false, [3][]int{}, [3][]int{}},
		{Range1(1000).Slice(512, 1000), false, [3][]int{}, [3][]int{}},
		{Range2(10, 64).Slice(3, 10).Tiled(2, 32), true,
			[3][]int{{0, 3}, {64, 6}, {32, 2}}, [3][]int{{0, 9}, {64, 1}, nil}},
		{Range2(10, 60).Slice(3, 10).Tiled(2, 32), false, [3][]int{}, [3][]int{}},
		{NDRange1(96, 8).Slice(0, 48), false, [3][]int{}, [3][]int{}},
	} {
		ls, err := c.s.launch()
		if err != nil {
			t.Fatalf("%v: %v", c.s, err)
		}
		whole, rest, ok := ls.tiledParts()
		if ok != c.ok || (ok && (!reflect.DeepEqual(whole, c.whole) || !reflect.DeepEqual(rest, c.rest))) {
			t.Errorf("%v: parts %v and %v (%v), want %v and %v (%v)", c.s, whole, rest, ok, c.whole, c.rest, c.ok)
		}
	}
}

// sliceSpaces are slices of basic and nd-ranges, for the native launch's
// tests.
var sliceSpaces = []Space{
	Range1(1000).Slice(0, 1000),
	Range1(1000).Slice(100, 200),
	Range1(1000).WithOffset(5).Slice(6, 7),
	Range1(1000).WithOffset(5).Slice(905, 1005),
	Range2(7, 301).WithOffset(2, 3).Slice(4, 8),
	Range3(5, 4, 129).Slice(1, 2),
	Range3(5, 4, 129).WithOffset(1, 2, 3).Slice(2, 6),
	NDRange1(96, 8).WithOffset(5).Slice(21, 69),
	NDRange2(12, 10, 3, 5).WithOffset(4, 1).Slice(7, 16),
	NDRange3(6, 4, 6, 2, 2, 3).WithOffset(2, 0, 1).Slice(4, 8),
}

// TestNativeLaunchSlices checks that a slice's native launch runs each of
// the slice's work-items once, and no other, with group ids counted in
// the whole launch.
func TestNativeLaunchSlices(t *testing.T) {
	for _, s := range sliceSpaces {
		for _, workers := range []int{1, 4} {
			ls, err := s.launch()
			if err != nil {
				t.Fatal(err)
			}
			l := newNativeLaunch(ls, workers, 1, true, 0)
			lo, hi := ls.part()
			seen := map[[3]int]int{}
			for g := 0; g < l.GroupCount(); g++ {
				b0, b1 := l.Bounds(g)
				if ls.nd && b0 != [3]int{l.Group(g)[0] * l.Local[0], l.Group(g)[1] * l.Local[1], l.Group(g)[2] * l.Local[2]} {
					t.Fatalf("%v: group %d has id %v in the whole launch but starts at %v", s, g, l.Group(g), b0)
				}
				for i := b0[0]; i < b1[0]; i++ {
					for j := b0[1]; j < b1[1]; j++ {
						for k := b0[2]; k < b1[2]; k++ {
							seen[[3]int{i, j, k}]++
						}
					}
				}
			}
			want := (hi - lo) * ls.global[1] * ls.global[2]
			if len(seen) != want {
				t.Fatalf("%v, %d workers: %d distinct work-items, want %d", s, workers, len(seen), want)
			}
			for id, c := range seen {
				if c != 1 || id[0] < lo || id[0] >= hi {
					t.Fatalf("%v, %d workers: work-item %v (offset excluded) ran %d times; the slice is [%d,%d)", s, workers, id, c, lo, hi)
				}
			}
			if l.Dims == 1 {
				// Items over any split into chunks covers the slice once.
				next := lo + ls.off[0]
				for first := 0; first < l.GroupCount(); first += 3 {
					a, b := l.Items(first, min(first+3, l.GroupCount()))
					if a != next || b < a {
						t.Fatalf("%v: Items(%d, ...) = [%d,%d), want it to start at %d", s, first, a, b, next)
					}
					next = b
				}
				if next != hi+ls.off[0] {
					t.Fatalf("%v: Items end at %d, want %d", s, next, hi+ls.off[0])
				}
			}
		}
	}
}

// TestAdaptersOverSlices checks that ItemKernel and NDItemKernel give the
// work-items of a slice the items of the whole range (MakeItem, MakeNDItem).
func TestAdaptersOverSlices(t *testing.T) {
	for _, s := range sliceSpaces {
		ls, err := s.launch()
		if err != nil {
			t.Fatal(err)
		}
		l := newNativeLaunch(ls, 4, 1, true, 0)
		whole := s.(Slice).whole
		var mu sync.Mutex
		got := map[string]bool{}
		var f NativeFunc
		if r, ok := whole.(NDRange); ok {
			f = NDItemKernel(func(it NDItem, _ []any) {
				it.bar = nil
				want := MakeNDItem(r, it.global[:it.dims]...)
				mu.Lock()
				defer mu.Unlock()
				if it != want {
					t.Errorf("%v: work-item %+v, want %+v", s, it, want)
				}
				got[fmt.Sprint(it.global)] = true
			})
		} else {
			r := whole.(Range)
			f = ItemKernel(func(it Item, _ []any) {
				if want := MakeItem(r, it.id[:it.dims]...); it != want {
					t.Errorf("%v: work-item %+v, want %+v", s, it, want)
				}
				got[fmt.Sprint(it.id)] = true
			})
		}
		f(l, 0, l.GroupCount(), nil)
		lo, hi := ls.part()
		if want := (hi - lo) * ls.global[1] * ls.global[2]; len(got) != want {
			t.Errorf("%v: %d work-items ran, want %d", s, len(got), want)
		}
	}
}
