package codegen_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/gosycl/gosycl/codegen"
	"github.com/gosycl/gosycl/sycl"
)

const footprintDir = "testdata/footprint"

var footprintRun struct {
	once sync.Once
	res  *codegen.Result
	err  error
}

func footprints(t *testing.T) map[string]codegen.KernelFootprint {
	t.Helper()
	footprintRun.once.Do(func() {
		footprintRun.res, footprintRun.err = codegen.Generate(codegen.Config{Patterns: []string{"./" + footprintDir}, Args: goldenArgs})
		if footprintRun.err == nil && len(footprintRun.res.Diags) > 0 {
			footprintRun.err = fmt.Errorf("diagnostics:\n%s", diagList(footprintRun.res.Diags))
		}
	})
	if footprintRun.err != nil {
		t.Fatal(footprintRun.err)
	}
	out := map[string]codegen.KernelFootprint{}
	for _, k := range footprintRun.res.Footprints {
		out[k.Kernel] = k
	}
	return out
}

// TestFootprintGolden compares what kgen -v prints for testdata/footprint
// with footprint.golden (go test ./codegen -run FootprintGolden -update
// rewrites it).
func TestFootprintGolden(t *testing.T) {
	footprints(t)
	var b strings.Builder
	for _, k := range footprintRun.res.Footprints {
		k.Pos.Filename = filepath.Base(k.Pos.Filename)
		b.WriteString(k.String())
	}
	got := b.String()
	path := footprintDir + ".golden"
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./codegen -run FootprintGolden -update)", err)
	}
	if got != string(want) {
		t.Errorf("footprints differ from %s (run go test ./codegen -run FootprintGolden -update after checking the change):\n%s", path, lineDiff(string(want), got))
	}
}

type fpSlab struct{ lo, hi int }

// TestFootprintLaunch evaluates the footprints kgen wrote for
// testdata/footprint's kernels as the runtime does, for a launch and a
// slab of it: the spans a package reads and writes, or why not.
func TestFootprintLaunch(t *testing.T) {
	fps := footprints(t)
	for _, c := range []struct {
		kernel, param string
		space         sycl.Space
		args          []any // by parameter: scalars, and memory's lengths
		slab          fpSlab
		reads, writes string // spans, or a part of the error
		step          int    // Separate(step) must pass
	}{
		{kernel: "Saxpy", param: "y", space: sycl.Range1(1000), args: []any{float32(2), 1000, 1000}, slab: fpSlab{256, 512}, reads: "[256,512)", writes: "[256,512)", step: 256},
		{kernel: "Saxpy", param: "x", space: sycl.Range1(1000), args: []any{float32(2), 1000, 1000}, slab: fpSlab{768, 1000}, reads: "[768,1000)", writes: ""},
		{kernel: "PerItem", param: "out", space: sycl.Range1(100), args: []any{400, 4}, slab: fpSlab{10, 20}, writes: "[40,80)", step: 1},
		{kernel: "PerGroup", param: "partial", space: sycl.NDRange1(1024, 64), args: []any{1024, 16, nil}, slab: fpSlab{128, 384}, writes: "[2,6)", step: 64},
		{kernel: "PerGroup", param: "in", space: sycl.NDRange1(1024, 64), args: []any{1024, 16, nil}, slab: fpSlab{128, 384}, reads: "[128,384)"},
		{kernel: "KPerGroup", param: "out", space: sycl.NDRange1(256, 32), args: []any{24, 3}, slab: fpSlab{64, 128}, writes: "[6,12)", step: 32},
		{kernel: "Transpose", param: "out", space: sycl.Range2(4, 3), args: []any{12, 12, 4, 3}, slab: fpSlab{1, 3}, writes: "[1,3) [5,7) [9,11)", step: 1},
		{kernel: "Transpose", param: "in", space: sycl.Range2(4, 3), args: []any{12, 12, 4, 3}, slab: fpSlab{1, 3}, reads: "[3,9)"},
		{kernel: "Stencil", param: "u", space: sycl.Range2(10, 8), args: []any{80, 80, 8}, slab: fpSlab{3, 5}, reads: "[17,47)"},
		{kernel: "Stencil", param: "u", space: sycl.Range2(10, 8), args: []any{80, 80, 8}, slab: fpSlab{0, 2}, reads: "[0,23)"},
		{kernel: "Stencil", param: "out", space: sycl.Range2(10, 8), args: []any{80, 80, 8}, slab: fpSlab{3, 5}, writes: "[24,40)", step: 1},
		{kernel: "Clamped", param: "in", space: sycl.Range1(100), args: []any{100, 100}, slab: fpSlab{0, 10}, reads: "[0,11)"},
		{kernel: "Clamped", param: "in", space: sycl.Range1(100), args: []any{100, 100}, slab: fpSlab{90, 100}, reads: "[89,100)"},
		{kernel: "MatMul", param: "a", space: sycl.Range2(16, 16), args: []any{256, 256, 256, int32(16)}, slab: fpSlab{4, 8}, reads: "[64,128)"},
		{kernel: "MatMul", param: "b", space: sycl.Range2(16, 16), args: []any{256, 256, 256, int32(16)}, slab: fpSlab{4, 8}, reads: "[0,256)"},
		{kernel: "MatMul", param: "c", space: sycl.Range2(16, 16), args: []any{256, 256, 256, int32(16)}, slab: fpSlab{4, 8}, writes: "[64,128)", step: 1},
		{kernel: "MatMul", param: "c", space: sycl.Range2(1<<16, 1<<16), args: []any{1 << 32, 1 << 32, 1 << 32, int32(1 << 16)}, slab: fpSlab{4, 8}, writes: "may overflow i32"},
		{kernel: "Helpers", param: "out", space: sycl.Range1(50), args: []any{60, 100, 1}, slab: fpSlab{10, 20}, writes: "[20,40)", step: 1},
		{kernel: "Helpers", param: "in", space: sycl.Range1(50), args: []any{60, 100, 1}, slab: fpSlab{10, 20}, reads: "[11,21)"},
		{kernel: "RGB", param: "out", space: sycl.Range2(4, 5), args: []any{60, int32(5)}, slab: fpSlab{1, 3}, writes: "[15,45)", step: 1},
		{kernel: "Gather", param: "x", space: sycl.Range1(10), args: []any{10, 10, 10}, slab: fpSlab{0, 5}, reads: "argument 0's elements are not given"},
		{kernel: "Gather", param: "x", space: sycl.Range1(6), args: []any{sycl.IntElements([]int32{4, 1, 9, 2, 7, 0}), 10, 10}, slab: fpSlab{0, 3}, reads: "[1,10)"},
		{kernel: "CSRRows", param: "vals", space: sycl.Range1(4), args: []any{sycl.IntElements([]int32{0, 2, 2, 5, 9}), 9, 9, 9, 4}, slab: fpSlab{1, 3}, reads: "[2,5)"},
		{kernel: "CSRRows", param: "cols", space: sycl.Range1(4), args: []any{sycl.IntElements([]int32{0, 2, 2, 5, 9}), 9, 9, 9, 4}, slab: fpSlab{3, 4}, reads: "[5,9)"},
		{kernel: "CSRRows", param: "x", space: sycl.Range1(4), args: []any{sycl.IntElements([]int32{0, 2, 2, 5, 9}), sycl.IntElements([]int32{8, 1, 2, 3, 4, 5, 6, 7, 0}), 9, 9, 4}, slab: fpSlab{1, 3}, reads: "[2,5)"},
		{kernel: "CSRRows", param: "rowPtr", space: sycl.Range1(4), args: []any{5, 9, 9, 9, 4}, slab: fpSlab{1, 3}, reads: "[1,4)"},
		{kernel: "LoadsWritten", param: "x", space: sycl.Range1(10), args: []any{10, 10, 10, 10}, slab: fpSlab{0, 5}, reads: "the index reads memory (idx[i]), which the kernel writes"},
		{kernel: "LoadsWritten", param: "out", space: sycl.Range1(10), args: []any{10, 10, 10, 10}, slab: fpSlab{0, 5}, writes: "[0,5)", step: 1},
		{kernel: "Gather", param: "out", space: sycl.Range1(10), args: []any{10, 10, 10}, slab: fpSlab{0, 5}, writes: "the index reads memory (idx[i])"},
		{kernel: "Carried", param: "out", space: sycl.Range1(10), args: []any{100, 100, 10}, slab: fpSlab{0, 5}, writes: "changes from one loop iteration to the next"},
		{kernel: "Unbounded", param: "in", space: sycl.Range1(10), args: []any{10, 10}, slab: fpSlab{0, 5}, reads: "has no bound the analysis follows"},
		{kernel: "NotAffine", param: "out", space: sycl.Range1(10), args: []any{10, 100, float32(1)}, slab: fpSlab{0, 5}, writes: "multiplies two values that vary by work-item"},
		{kernel: "Shared", param: "sum", space: sycl.Range1(10), args: []any{1, 10}, slab: fpSlab{0, 5}, reads: "[0,1)", writes: "is the same for every work-item"},
		{kernel: "Smear", param: "out", space: sycl.Range1(10), args: []any{11}, slab: fpSlab{0, 5}, writes: "may write the same elements from different work-items"},
	} {
		t.Run(c.kernel+"/"+c.param, func(t *testing.T) {
			k, ok := fps[c.kernel]
			if !ok {
				t.Fatalf("no footprint for kernel %s", c.kernel)
			}
			var syntax string
			for _, p := range k.Params {
				if p.Name == c.param {
					syntax = p.Syntax
				}
			}
			l, err := sycl.NewFootprint(syntax).Launch(c.space, c.args)
			if err != nil {
				t.Fatalf("%s: %v", syntax, err)
			}
			if c.reads != "" {
				sp, err := l.Reads(c.slab.lo, c.slab.hi)
				checkSpans(t, "Reads", []sycl.Span{sp}, err, c.reads, syntax)
			}
			if c.writes != "" {
				sp, err := l.Writes(c.slab.lo, c.slab.hi)
				checkSpans(t, "Writes", sp, err, c.writes, syntax)
			}
			if c.step > 0 {
				if err := l.Separate(c.step); err != nil {
					t.Errorf("Separate(%d): %v\n%s", c.step, err, syntax)
				}
			}
		})
	}
}

func checkSpans(t *testing.T, what string, sp []sycl.Span, err error, want, syntax string) {
	t.Helper()
	if err != nil {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q\n%s", what, err, want, syntax)
		}
		return
	}
	var s []string
	for _, x := range sp {
		s = append(s, fmt.Sprintf("[%d,%d)", x.Lo, x.Hi))
	}
	if got := strings.Join(s, " "); got != want {
		t.Errorf("%s = %s, want %s\n%s", what, got, want, syntax)
	}
}
