package codegen_test

import (
	"context"
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
// set): workers that had loaded PoCL and started go commands ended with
// exit status 2 within minutes.
//
// An execution builds and runs a test binary, seconds each; the seeds run
// with go test ./codegen (not with -short). To fuzz for minutes:
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
	f.Fuzz(func(t *testing.T, data []byte) {
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
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, goTool, "test", "-count=1", "-vet=off", ".")
		cmd.Dir = dir
		// Out-of-range indices fail the launch on OpenCL devices too.
		cmd.Env = append(programEnv(), "GOSYCL_CHECK=bounds")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("the generated kernels differ (%v):\n%s\n%s", err, out, kernels)
		}
	})
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
