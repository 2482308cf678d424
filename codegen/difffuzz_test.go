package codegen_test

import (
	"context"
	"crypto/sha256"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"testing"
	"time"

	"github.com/gosycl/gosycl/codegen"
)

// FuzzDifferential is kgen's differential fuzzer: each input makes a
// package of random kernels (kernelgen_test.go: integer and float
// expressions of every width, shifts past the width, conversions, loops,
// branches, switches, early returns, parameter assignment, shadowed names,
// and barrier phases over local memory with 1-, 2- and 3-D local ranges),
// runs kgen on it and then its test, which launches every kernel as plain
// Go, as kgen's native code and as OpenCL on each device
// (testsuite.DifferentialCases): the results must be equal (floats exactly
// on the native device, within testsuite.FloatTolerance on OpenCL). kgen
// must accept every generated kernel.
//
// Known difference: PoCL 3.1 (LLVM 15) miscomputes some kernels where a
// work-item-dependent if follows two barriers inside a uniform if (the
// OpenCL C is plain; native and Go agree, and adding a store before the
// if makes PoCL agree too), for example
//
//	dd := d
//	if it.GroupLinearID()%2 == 0 {
//		tile[lin] = int64(l2)
//		it.Barrier()
//		dd += tile[(lin+1)%nl]
//		it.Barrier()
//		if it.GlobalID(2)%3 == 0 {
//			dd ^= int64(f0)
//		}
//	}
//
// over sycl.NDRange3(6, 2, 6, 2, 2, 2) (input "sk14-18279"); the fuzzer
// found a second kernel of that shape, where an f0 += 0.5 in a switch case
// after the barriers was lost. The generator therefore ends the phases
// inside such ifs at their last barrier.
//
// The fuzzing process itself starts no OpenCL runtime (the generated test
// does, and fails without an OpenCL device when GOSYCL_REQUIRE_OPENCL is
// set).
//
// An execution builds and runs a test binary, seconds each (in a fuzzing
// worker at most workerLimit: overran); the seeds run with go test
// ./codegen (not with -short). To fuzz for minutes:
//
//	scripts/fuzz-native.sh 10m
func FuzzDifferential(f *testing.F) {
	if testing.Short() {
		f.Skip("builds and runs programs")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		f.Skip("no go tool")
	}
	crashOutput(f)
	// The first bytes choose the number of kernels and the first kernel's
	// shape (kernelGen.kernel): four kernels, the first with barriers over
	// 3-D work-groups (another over a plain 2-D range); two, the first with
	// barriers over 2-D work-groups; three, the first 1-D without barriers.
	for _, seed := range []string{"\x02\x02\x00\x00", "\x00\x01\x00\x00", "\x01\x00\x00\x63\x02\x03\x01\x07"} {
		f.Add([]byte(seed))
	}
	worker := fuzzWorker()
	f.Fuzz(func(t *testing.T, data []byte) {
		limit := 3 * time.Minute
		if worker {
			limit = workerLimit
		}
		ctx, cancel := context.WithTimeout(context.Background(), limit)
		defer cancel()
		kernels, test := genProgram(data)
		dir := tempPackage(t, "diff-")
		if err := os.WriteFile(filepath.Join(dir, "kernels.go"), []byte(kernels), 0o644); err != nil {
			t.Fatal(err)
		}
		res, err := codegen.Generate(codegen.Config{Patterns: []string{"./" + filepath.ToSlash(dir)}, Args: []string{"fuzz"}})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Diags) > 0 {
			t.Fatalf("kgen rejected a generated kernel:\n%s\n%s", diagList(res.Diags), kernels)
		}
		if err := res.WriteFiles(); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "k_test.go"), []byte(test), 0o644); err != nil {
			t.Fatal(err)
		}
		// Built, then run: each a process of its own, which the limit
		// stops (go test would leave its test binary running).
		build := exec.CommandContext(ctx, goTool, "test", "-c", "-o", "k.test", "-vet=off", ".")
		build.Dir = dir
		build.Env = programEnv()
		if out, err := build.CombinedOutput(); err != nil {
			overran(ctx, t, data)
			t.Fatalf("the generated kernels' test does not build (%v):\n%s\n%s", err, out, kernels)
		}
		run := exec.CommandContext(ctx, "./k.test")
		run.Dir = dir
		// Out-of-range indices fail the launch on OpenCL devices too.
		run.Env = append(programEnv(), "GOSYCL_CHECK=bounds")
		if out, err := run.CombinedOutput(); err != nil {
			overran(ctx, t, data)
			t.Fatalf("the generated kernels differ (%v):\n%s\n%s", err, out, kernels)
		}
	})
}

// workerLimit bounds an execution in a fuzzing worker. The fuzzing
// engine stops a worker whose execution runs ten seconds ("deadlocked!",
// exit status 2, and nothing on the output, which it discards), and
// records the input as failing; an execution here builds and runs a test
// binary, about five seconds on an idle two-core machine, and more than
// ten while other builds run beside it.
const workerLimit = 8 * time.Second

// fuzzWorker tells whether the process is a fuzzing worker (go test
// -fuzz starts them), where executions are bounded.
func fuzzWorker() bool {
	w := flag.Lookup("test.fuzzworker")
	return w != nil && w.Value.String() == "true"
}

// overran handles an execution that ran past its limit (ctx): outside a
// fuzzing worker it fails t; in one, it skips t, as not a failure of the
// input but of the time it had, and writes the input, as a corpus file,
// to the directory GOSYCL_FUZZ_SLOW names, from which
// scripts/fuzz-native.sh runs it again without that limit (without
// GOSYCL_FUZZ_SLOW it fails t).
func overran(ctx context.Context, t *testing.T, data []byte) {
	t.Helper()
	if !errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return
	}
	if !fuzzWorker() {
		t.Fatal("the execution ran past its three minutes: a generated kernel may not end")
	}
	dir := os.Getenv("GOSYCL_FUZZ_SLOW")
	if dir == "" {
		t.Fatalf("the execution ran past %v (set GOSYCL_FUZZ_SLOW to keep such inputs for a run without the limit)", workerLimit)
	}
	name := filepath.Join(dir, fmt.Sprintf("%x", sha256.Sum256(data))[:16])
	corpus := fmt.Sprintf("go test fuzz v1\n[]byte(%q)\n", data)
	if err := os.WriteFile(name, []byte(corpus), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Skipf("ran past %v: kept in %s, for a run without the limit", workerLimit, name)
}

// crashOutput makes a fuzzing worker write a fatal error's report (a
// runtime fatal error, a panic outside the fuzzed function, a signal) to
// the file GOSYCL_FUZZ_CRASH_OUTPUT names, when it names one: the fuzzing
// engine gives its workers no standard error, so such a worker ends with
// only "exit status 2" (scripts/fuzz-native.sh sets it).
func crashOutput(f *testing.F) {
	path := os.Getenv("GOSYCL_FUZZ_CRASH_OUTPUT")
	if path == "" {
		return
	}
	out, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		f.Fatal(err)
	}
	if err := debug.SetCrashOutput(out, debug.CrashOptions{}); err != nil {
		f.Fatal(err)
	}
	out.Close() // SetCrashOutput holds its own descriptor
}
