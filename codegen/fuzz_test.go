package codegen_test

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/gosycl/gosycl/codegen"
	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// FuzzGenerate writes the fuzzed bytes as the one Go file of a package and
// runs Generate on it: whatever the input, kgen may report errors and
// diagnostics but must not panic (or hang); and when the package
// type-checks and kgen reports nothing, the OpenCL C it emits (the plain
// and the checked program) must build, with every kernel, on each OpenCL
// device.
//
// The seeds are every kernel source of testsuite/kernels and testdata,
// valid and invalid. Each input is a package loaded with go/packages, which
// runs the go command twice (about 0.2 s on a small machine): fuzzing does a
// handful of executions per second per worker, so run it for minutes
// (scripts/fuzz-kgen.sh):
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

	devs, err := opencl.Devices()
	if len(devs) == 0 && os.Getenv("GOSYCL_REQUIRE_OPENCL") != "" {
		f.Fatalf("no OpenCL device (%v), and GOSYCL_REQUIRE_OPENCL is set", err)
	}
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
		if len(res.Files) == 0 || len(devs) == 0 {
			return
		}
		// kgen leaves type errors outside kernels to the compiler: the
		// OpenCL must build when there are none.
		pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo, Dir: dir})
		if err != nil || len(pkgs) != 1 || len(pkgs[0].Errors) > 0 {
			return
		}
		for _, file := range res.Files {
			if err := buildOpenCL(devs, file, false); err != nil {
				t.Errorf("kgen reported nothing, and its OpenCL C does not build: %v\n%s", err, file)
			}
		}
	})
}

// TestHelpersOnly: a package with helpers and no kernel has nothing to
// generate (the fuzzer found kgen writing a file whose empty go:embed
// line does not compile).
func TestHelpersOnly(t *testing.T) {
	dir := tempPackage(t, "helpers-")
	src := "package p\n\n//kgen:func\nfunc h(a int32) int32 { return a }\n"
	if err := os.WriteFile(filepath.Join(dir, "k.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := codegen.Generate(codegen.Config{Patterns: []string{"./" + filepath.ToSlash(dir)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diags) > 0 || len(res.Files) > 0 {
		t.Errorf("got %d files, diagnostics:\n%s", len(res.Files), diagList(res.Diags))
	}
}
