package codegen_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gosycl/gosycl/codegen"
)

// The end-to-end tests follow stringer's endtoend_test: each program of
// testdata/programs/<name> holds kernels (kernels.go) and a main (main.go)
// that launches them on the native device and on every OpenCL device,
// compares with plain Go and exits non-zero on a mismatch. The test copies
// it into a fresh package inside the module, runs kgen on it and then go
// run.
//
// main.go is built with !kgen and kgen runs with -tags kgen: kgen cannot
// load a package whose code refers to the bindings it generates
// (TestGenerateSelfReferencingPackage).

const programsDir = "testdata/programs"

func TestEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs programs")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool")
	}
	entries, err := os.ReadDir(programsDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		name := e.Name()
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := tempPackage(t, "e2e-"+name+"-")
			copyGoFiles(t, filepath.Join(programsDir, name), dir)
			res, err := codegen.Generate(codegen.Config{Patterns: []string{"./" + filepath.ToSlash(dir)}, Tags: []string{"kgen"}, Args: []string{"-tags", "kgen"}})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Diags) > 0 {
				t.Fatalf("kgen reported:\n%s", diagList(res.Diags))
			}
			if len(res.Files) != 2 {
				t.Fatalf("kgen generated %d files, want 2 (the kernels and their vector variants)", len(res.Files))
			}
			if err := res.WriteFiles(); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, goTool, "run", ".")
			cmd.Dir = dir
			cmd.Env = programEnv()
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("go run %s: %v\n%s", name, err, out)
			}
			if !strings.Contains(string(out), ": ok") {
				t.Fatalf("go run %s did not report a device:\n%s", name, out)
			}
			t.Logf("%s", out)
		})
	}
}

// tempPackage makes an empty directory inside the module (t.TempDir is
// outside it, where the generated code cannot import the module's
// packages), under tempRoot, removed when the test ends. A process
// stopped before its cleanups run (the fuzzing engine stops its workers
// so) leaves its directories behind: their names carry the process's id,
// and tempPackage first removes those of processes that have ended.
func tempPackage(t testing.TB, prefix string) string {
	t.Helper()
	if err := os.MkdirAll(tempRoot, 0o755); err != nil {
		t.Fatal(err)
	}
	sweepTemp(tempRoot)
	dir, err := os.MkdirTemp(tempRoot, fmt.Sprintf("%s%d-", prefix, os.Getpid()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// tempRoot holds the tests' temporary packages (git-ignored).
const tempRoot = "testdata/tmp"

// sweepTemp removes the directories under root that tempPackage made
// in processes that have ended: a name's next-to-last dash-separated
// field is the process id.
func sweepTemp(root string) {
	entries, err := os.ReadDir(root)
	if err != nil {
		return
	}
	for _, e := range entries {
		f := strings.Split(e.Name(), "-")
		if len(f) < 3 {
			continue
		}
		pid, err := strconv.Atoi(f[len(f)-2])
		if err != nil || pid <= 0 || pid == os.Getpid() || alive(pid) {
			continue
		}
		os.RemoveAll(filepath.Join(root, e.Name()))
	}
}

// alive reports whether a process of that id exists (signal 0).
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// generateOne writes src as the one file, k.go, of a fresh package
// (its directory named after prefix), runs kgen on it, fails t if kgen
// reports anything, and returns the directory, kgen's result and the
// text of the vector variants' file.
func generateOne(t *testing.T, prefix, src string) (dir string, res *codegen.Result, simd string) {
	t.Helper()
	dir = tempPackage(t, prefix)
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
	for path, b := range res.Files {
		if strings.HasSuffix(path, codegen.SIMDOutput(codegen.DefaultOutput)) {
			simd = string(b)
		}
	}
	return dir, res, simd
}

// copyGoFiles copies the Go files of directory from to directory to.
func copyGoFiles(t testing.TB, from, to string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(from, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files in %s (%v)", from, err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(to, filepath.Base(f)), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// programEnv is the environment of go run: the build needs the OpenCL
// headers' target version (see .envrc).
func programEnv() []string {
	env := os.Environ()
	if os.Getenv("CGO_CFLAGS") == "" {
		env = append(env, "CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=200")
	}
	// GOSYCL_PROGRAM_GOEXPERIMENT builds the generated programs, not the
	// test itself, with a Go experiment: scripts/fuzz-native.sh sets it to
	// simd to fuzz the vector variants, since a fuzzing process built with
	// the experiment dies while gathering its baseline.
	if x := os.Getenv("GOSYCL_PROGRAM_GOEXPERIMENT"); x != "" {
		env = append(env, "GOEXPERIMENT="+x)
	}
	return env
}

// TestGenerateSelfReferencingPackage runs kgen on a package whose code
// launches its own kernels through the bindings kgen generates, before and
// after they exist.
func TestGenerateSelfReferencingPackage(t *testing.T) {
	dir := tempPackage(t, "selfref-")
	copyGoFiles(t, "testdata/selfref", dir)
	cfg := codegen.Config{Patterns: []string{"./" + filepath.ToSlash(dir)}, Args: []string{"selfref"}}
	res, err := codegen.Generate(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diags) > 0 || len(res.Files) != 2 {
		t.Fatalf("first generation: %d files, diagnostics:\n%s", len(res.Files), diagList(res.Diags))
	}
	if err := res.WriteFiles(); err != nil {
		t.Fatal(err)
	}
	res, err = codegen.Generate(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diags) > 0 || len(res.Files) != 2 {
		t.Fatalf("second generation: %d files, diagnostics:\n%s", len(res.Files), diagList(res.Diags))
	}
}

// sweepTemp removes the temporary packages of ended processes only.
func TestSweepTemp(t *testing.T) {
	root := t.TempDir()
	// No process has this id: Linux's ids stop at 2^22 (pid_max).
	const dead = 1 << 30
	if alive(dead) {
		t.Fatalf("a process %d exists", dead)
	}
	names := map[string]bool{ // name: whether it stays
		fmt.Sprintf("diff-%d-123", dead):       false,
		fmt.Sprintf("e2e-a-b-%d-9", dead):      false,
		fmt.Sprintf("diff-%d-7", os.Getpid()):  true,
		fmt.Sprintf("diff-%d-8", os.Getppid()): true,
		"golden":                               true,
		"x-y":                                  true,
		"diff-notapid-5":                       true,
	}
	for n := range names {
		if err := os.Mkdir(filepath.Join(root, n), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	sweepTemp(root)
	for n, stays := range names {
		_, err := os.Stat(filepath.Join(root, n))
		if got := err == nil; got != stays {
			t.Errorf("%s: left %v, want %v", n, got, stays)
		}
	}
}
