package codegen_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/codegen"
)

// vectorRunKernels are kernels whose vector variants use the vectoriser's
// later shapes: lanes run per distinct value of a variable read from
// memory (Cells, whose neighbouring work-items mostly share a cell, and
// Spread, whose work-items never do), Go loops whose body a continue
// under a varying condition masks (Skips), and helpers called with
// varying arguments, returning under varying conditions (Calls).
const vectorRunKernels = `package p

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Cells(it sycl.Item, cell, start []int32, v, out []float32, n int32) {
	i := int32(it.ID(0))
	x := v[i]
	hits := int32(0)
	c := cell[i]
	lo, hi := max(c-1, 0), min(c+1, n-1)
	s := float32(0)
	for k := start[lo]; k < start[hi+1]; k++ {
		d := v[k] - x
		if k == i || d > 1 {
			continue
		}
		s += d * d
		hits++
	}
	out[i] = s + float32(hits)
}

//kgen:kernel
func Spread(it sycl.Item, key []int32, out []int32) {
	i := int32(it.ID(0))
	k := key[i]
	t := int32(0)
	for j := int32(0); j < k%7; j++ {
		t += key[j+i%5] * k
	}
	out[i] = t
}

// clip returns from three places, two under varying conditions.
//
//kgen:func
func clip(x float32, lim int32) float32 {
	if x > float32(lim) {
		return float32(lim)
	}
	if x < 0 {
		return -x
	}
	return x * 0.5
}

//kgen:func
func poly(t float32) float32 { return t*(t*3-2) + clip(t, 2) }

//kgen:kernel
func Calls(it sycl.Item, v, out []float32, lim int32) {
	i := int32(it.ID(0))
	x := v[i]
	if x > -1 {
		out[i] = poly(x) + clip(x*4, lim)
	} else {
		out[i] = clip(x, lim-1)
	}
}

//kgen:kernel
func Skips(it sycl.Item, v []float32, out []float32, n int32) {
	i := int32(it.ID(0))
	x := v[i]
	s := float32(0)
	for j := int32(0); j < n; j++ {
		y := v[j]
		if y > x {
			continue
		}
		s += y * x
		if y < -x {
			s -= 1
			continue
		}
		s += 0.5
	}
	out[i] = s
}
`

const vectorRunTest = `package p

import (
	"testing"

	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite"
)

// cells: 203 work-items (a ragged tail) sorted over 17 cells of one to
// 31 items each, and a last cell left empty.
func cells() (cell, start []int32) {
	const n = 17
	start = make([]int32, n+1)
	for c := 0; c < n; c++ {
		cell = append(cell, make([]int32, 1+(c*7)%31)...)
		for i := int(start[c]); i < len(cell); i++ {
			cell[i] = int32(c)
		}
		start[c+1] = int32(len(cell))
	}
	start[n] = int32(len(cell))
	return cell[:203], start
}

func values(n int) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32((i*37)%23)*0.125 - 1.25
	}
	return v
}

func TestVectorRun(t *testing.T) {
	cell, start := cells()
	n := len(cell)
	cases := []testsuite.DiffCase{
		{Name: "Cells", Kernel: CellsKernel.Kernel, Func: Cells, Space: sycl.Range1(n),
			Args: func() []any { return []any{cell, start, values(len(cell) + 40), make([]float32, n), int32(17)} }},
		{Name: "Spread", Kernel: SpreadKernel.Kernel, Func: Spread, Space: sycl.Range1(n),
			Args: func() []any {
				k := make([]int32, n)
				for i := range k {
					k[i] = int32(i*2654435761%1000) - 300
				}
				return []any{k, make([]int32, n)}
			}},
		{Name: "Calls", Kernel: CallsKernel.Kernel, Func: Calls, Space: sycl.Range1(n),
			Args: func() []any { return []any{values(n), make([]float32, n), int32(1)} }},
		{Name: "Skips", Kernel: SkipsKernel.Kernel, Func: Skips, Space: sycl.Range1(n),
			Args: func() []any { return []any{values(n), make([]float32, n), int32(n)} }},
	}
	testsuite.DifferentialCases(t, sycl.NativeDevice(), cases)
}
`

// The vector variants of vectorRunKernels are vectorised and compute the
// plain Go results exactly, with 8 and with 16 lanes.
func TestVectorRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a program")
	}
	dir, res, _ := generateOne(t, "vrun-", vectorRunKernels)
	grouped := map[string]string{"Cells": "c", "Spread": "k", "Skips": "", "Calls": ""}
	for _, r := range res.Vector {
		if r.Reason != "" || r.Grouped != grouped[r.Kernel] {
			t.Errorf("%s: %s, want vectorised with the lanes grouped by %q", r.Kernel, r, grouped[r.Kernel])
		}
	}
	runVectorProgram(t, dir, res, vectorRunTest)
}

// runVectorProgram writes kgen's output res into dir with the test file
// test, builds the package with GOEXPERIMENT=simd, and runs its tests
// with 8 and with 16 lanes: each run must pass.
func runVectorProgram(t *testing.T, dir string, res *codegen.Result, test string) {
	t.Helper()
	if err := res.WriteFiles(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "k_test.go"), []byte(test), 0o644); err != nil {
		t.Fatal(err)
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(goTool, "test", "-c", "-vet=off", "-o", "p.test", ".")
	cmd.Dir = dir
	cmd.Env = append(programEnv(), "GOEXPERIMENT=simd")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("GOEXPERIMENT=simd go test -c: %v\n%s", err, out)
	}
	for _, mode := range []string{"on", "16"} {
		cmd := exec.Command("./p.test", "-test.count=1", "-test.v")
		cmd.Dir = dir
		cmd.Env = append(programEnv(), "GOSYCL_NATIVE_SIMD="+mode)
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "PASS") {
			t.Errorf("GOSYCL_NATIVE_SIMD=%s: %v\n%s", mode, err, out)
		}
		if testing.Verbose() {
			t.Logf("GOSYCL_NATIVE_SIMD=%s:\n%s", mode, out)
		}
	}
}
