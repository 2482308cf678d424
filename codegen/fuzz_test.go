package codegen_test

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/gosycl/gosycl/codegen"
)

// FuzzGenerate writes the fuzzed bytes as the one Go file of a package and
// runs Generate on it: whatever the input, kgen may report errors and
// diagnostics but must not panic (or hang).
//
// The seeds are every kernel source of testsuite/kernels and testdata,
// valid and invalid. Each input is a package loaded with go/packages, which
// runs the go command twice (about 0.2 s on a small machine): fuzzing does a
// handful of executions per second per worker, so run it for minutes:
//
//	go test ./codegen -run '^$' -fuzz FuzzGenerate -fuzztime 10m
func FuzzGenerate(f *testing.F) {
	seen := map[string]bool{}
	add := func(src []byte) {
		if !seen[string(src)] {
			seen[string(src)] = true
			f.Add(src)
		}
	}
	for _, pattern := range []string{"../testsuite/kernels/*.go", "testdata/*/*.go", "testdata/*/*/*.go"} {
		files, err := filepath.Glob(pattern)
		if err != nil {
			f.Fatal(err)
		}
		for _, name := range files {
			if filepath.Base(name) == codegen.DefaultOutput {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			if bytes.Contains(src, []byte("kgen:")) {
				add(src)
			}
		}
	}
	// Small inputs mutate well.
	add([]byte("package p\n\nimport \"github.com/gosycl/gosycl/sycl\"\n\n//kgen:kernel\nfunc K(it sycl.Item, x []int32) { x[it.ID(0)] = 1 }\n"))
	add([]byte("package p\n\nimport \"github.com/gosycl/gosycl/sycl\"\n\n//kgen:kernel\nfunc K(it sycl.NDItem, x []int32, l sycl.Local[int32]) {\n\tl[it.LocalID(0)] = x[0]\n\tit.Barrier()\n\tx[it.GlobalID(0)] = l[0]\n}\n"))
	add([]byte("package p\n\n//kgen:func\nfunc h(a int32) int32 { return a }\n"))
	add([]byte("package p\n"))
	add([]byte("not Go"))

	f.Fuzz(func(t *testing.T, src []byte) {
		// The seeds load in parallel (T.Parallel does nothing while fuzzing).
		if runtime.NumCPU() > 1 {
			t.Parallel()
		}
		dir := tempPackage(t, "fuzz-")
		if err := os.WriteFile(filepath.Join(dir, "k.go"), src, 0o644); err != nil {
			t.Fatal(err)
		}
		res, err := codegen.Generate(codegen.Config{Patterns: []string{"./" + filepath.ToSlash(dir)}, Args: []string{"fuzz"}})
		if err != nil {
			return // the package could not be loaded at all
		}
		if len(res.Diags) > 0 && len(res.Files) > 0 {
			t.Errorf("Generate returned %d files along with %d diagnostics", len(res.Files), len(res.Diags))
		}
		for _, d := range res.Diags {
			if d.Msg == "" {
				t.Errorf("diagnostic without a message at %s", d.Pos)
			}
		}
	})
}
