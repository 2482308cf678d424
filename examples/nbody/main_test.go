package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/gosycl/gosycl/coexecutor/cluster"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/internal/mpi"
	"github.com/gosycl/gosycl/internal/mpitest"
	"github.com/gosycl/gosycl/sycl"
)

// combinations returns the device selector lists of every combination of
// the visible devices (each alone and all together when there are more
// than three), skipping the test when there are none.
func combinations(t *testing.T) [][]*sycl.Device {
	t.Helper()
	devs, err := sycl.Devices()
	if len(devs) == 0 {
		t.Skipf("no device visible (%v)", err)
	}
	var out [][]*sycl.Device
	if len(devs) > 3 {
		for _, d := range devs {
			out = append(out, []*sycl.Device{d})
		}
		return append(out, devs)
	}
	for mask := 1; mask < 1<<len(devs); mask++ {
		var c []*sycl.Device
		for i, d := range devs {
			if mask&(1<<i) != 0 {
				c = append(c, d)
			}
		}
		out = append(out, c)
	}
	return out
}

// selectors is the -devices list naming these devices.
func selectors(devs []*sycl.Device) string {
	names := make([]string, len(devs))
	for i, d := range devs {
		names[i], _, _ = strings.Cut(d.Name(), ",") // a selector list cannot hold a comma
	}
	return strings.Join(names, ",")
}

// TestCombinations simulates a few steps on every combination of the
// visible devices (here the native device, PoCL, and both), with buffers
// and with USM.
func TestCombinations(t *testing.T) {
	for _, devs := range combinations(t) {
		for _, mem := range []string{"-buffers", "-usm"} {
			list := selectors(devs)
			t.Run(list+mem, func(t *testing.T) {
				out := runOK(t, "-n", "256", "-steps", "3", "-devices", list, mem)
				for i, d := range devs {
					if want := fmt.Sprintf("[%d] %s", i, d); !strings.Contains(out, want) {
						t.Errorf("no %q in the output", want)
					}
				}
				if want := fmt.Sprintf("on %s:", plural(len(devs), "device")); !strings.Contains(out, want) {
					t.Errorf("no %q in the output", want)
				}
			})
		}
	}
}

// TestSchedulers runs each scheduler on every visible device, with a
// number of bodies that is not a whole number of work-groups (the steps
// launch a basic range) and one that is (an NDRange).
func TestSchedulers(t *testing.T) {
	combinations(t)
	for _, sched := range []string{"static", "dynamic", "hguided"} {
		for _, n := range []string{"200", "192"} {
			t.Run(sched+"/n="+n, func(t *testing.T) {
				out := runOK(t, "-n", n, "-steps", "2", "-sched", sched, "-v")
				if !strings.Contains(out, sched+" scheduler") {
					t.Errorf("no %q in the output", sched+" scheduler")
				}
			})
		}
	}
}

// runOK runs the program, which must succeed and print a line per step
// and the check.
func runOK(t *testing.T, args ...string) string {
	t.Helper()
	var out strings.Builder
	if err := run(args, &out); err != nil {
		t.Fatalf("run %q: %v\n%s", args, err, out.String())
	}
	t.Log("\n" + out.String())
	for _, want := range []string{"step        time  balance", "total: ", "energy: ", "check: ", "\nok\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in the output", want)
		}
	}
	return out.String()
}

// requirePackages fails the test unless file is a Chrome trace-event
// document holding a package.
func requirePackages(t *testing.T, file string) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		TraceEvents []struct{ Name string } `json:"traceEvents"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	for _, e := range doc.TraceEvents {
		if strings.HasPrefix(e.Name, "package ") {
			return
		}
	}
	t.Errorf("%s holds no package", file)
}

// TestTrace writes a trace per step, each a Chrome trace-event document
// holding its packages.
func TestTrace(t *testing.T) {
	combinations(t)
	dir := filepath.Join(t.TempDir(), "traces")
	runOK(t, "-n", "256", "-steps", "2", "-trace", dir)
	for step := 1; step <= 2; step++ {
		requirePackages(t, filepath.Join(dir, fmt.Sprintf("step-%d.json", step)))
	}
	var out strings.Builder
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run([]string{"-n", "256", "-steps", "1", "-check=false", "-trace", file}, &out); err == nil || !strings.Contains(err.Error(), "-trace") {
		t.Errorf("-trace naming a file: got %v, want an error naming -trace", err)
	}
}

// TestExecTrace: -exectrace writes a Go execution trace in which each
// step is a region; a file that cannot be made is an error naming the
// flag.
func TestExecTrace(t *testing.T) {
	file := filepath.Join(t.TempDir(), "steps.trace")
	runOK(t, "-n", "256", "-steps", "2", "-devices", "native", "-exectrace", file)
	tr, err := os.ReadFile(file)
	if err != nil || !bytes.Contains(tr, []byte("nbody.step")) {
		t.Fatalf("-exectrace: %v, or no nbody.step region in %d bytes", err, len(tr))
	}
	err = run([]string{"-n", "256", "-steps", "1", "-check=false", "-devices", "native", "-exectrace", filepath.Join(t.TempDir(), "none", "x.trace")}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "-exectrace") {
		t.Errorf("-exectrace in a missing directory: got %v, want an error naming -exectrace", err)
	}
}

// TestModeFlags: a flag the mode ignores is an error naming it, before
// anything runs.
func TestModeFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-keep"}, "-keep applies with -mpi only"},
		{[]string{"-per-rank"}, "-per-rank applies with -mpi only"},
		{[]string{"-net-latency", "1ms"}, "-net-latency applies with -mpi only"},
	} {
		err := run(c.args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("run(%q) = %v, want an error containing %q", c.args, err, c.want)
		}
	}
}

func TestErrors(t *testing.T) {
	for _, args := range [][]string{
		{"-usm", "-buffers"},
		{"-sched", "fifo"},
		{"-n", "0"},
		{"-steps", "0"},
		{"-devices", "no such device anywhere"},
		{"-devices", "native,native"},
		{"-devices", ""},
		{"-mem", "usm"},
		{"extra"},
	} {
		var out strings.Builder
		if err := run(args, &out); err == nil {
			t.Errorf("run(%q) succeeded, want an error", args)
		}
	}
}

// TestCheck makes sure that the check fails on a wrong body: one moved by
// more than the tolerance, or NaN.
func TestCheck(t *testing.T) {
	pos, vel := initial(100)
	ref := reference(pos, vel, 2)
	got := state{make([]mgl32.Vec4, len(pos)), make([]mgl32.Vec4, len(pos))}
	for i := range got.pos {
		got.pos[i] = mgl32.Vec4{float32(ref.x[i]), float32(ref.y[i]), float32(ref.z[i]), pos[i][3]}
		got.vel[i] = mgl32.Vec4{float32(ref.vx[i]), float32(ref.vy[i]), float32(ref.vz[i]), 0}
	}
	var out strings.Builder
	if err := check(&out, pos, vel, got, ref, 0); err != nil {
		t.Fatalf("the reference rounded to float32 fails the check: %v\n%s", err, out.String())
	}
	_, extent := deviation(got.pos, ref)
	for _, bad := range []float32{float32(2 * tolerance * extent), float32(math.NaN())} {
		wrong := state{append([]mgl32.Vec4(nil), got.pos...), got.vel}
		wrong.pos[42][1] += bad
		if err := check(&out, pos, vel, wrong, ref, 0); err == nil {
			t.Errorf("a body off by %v passes the check", bad)
		}
	}
}

// TestEmulatedUSM runs on USM allocations realised with OpenCL buffers, as
// on devices without SVM (coarse-grained SVM takes the same path): the
// native device works on a copy of its regions.
func TestEmulatedUSM(t *testing.T) {
	memory.ForceEmulation.Store(true)
	defer memory.ForceEmulation.Store(false)
	for _, devs := range combinations(t) {
		list := selectors(devs)
		t.Run(list, func(t *testing.T) {
			runOK(t, "-n", "256", "-steps", "4", "-devices", list, "-usm")
		})
	}
}

// -mpi outside mpirun (or in a binary built without -tags mpi) fails
// with an error that says so.
func TestMPIWithoutMPIRun(t *testing.T) {
	err := run([]string{"-mpi", "-n", "64", "-steps", "1", "-devices", "native"}, io.Discard)
	if !errors.Is(err, cluster.ErrNotLaunched) && !errors.Is(err, cluster.ErrUnavailable) {
		t.Fatalf("-mpi without mpirun: %v", err)
	}
}

// TestRankMPI is a rank of TestMPIUnderMPIRun.
func TestRankMPI(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestMPIUnderMPIRun)")
	}
	args := []string{"-mpi", "-n", "1024", "-steps", "3", "-devices", "native", "-per-rank"}
	if os.Getenv("GOSYCL_NBODY_KEEP") != "" {
		args = append(args, "-keep")
	}
	if dir := os.Getenv("GOSYCL_NBODY_TRACE"); dir != "" {
		args = append(args, "-trace", dir, "-exectrace", filepath.Join(dir, "rank0.trace"))
	}
	if err := run(args, os.Stdout); err != nil {
		t.Fatal(err)
	}
}

// The demo's -mpi mode on 2 and 4 ranks passes its check, with the bodies
// gathered to rank 0 after every step and kept on the ranks (-keep); with
// -trace, rank 0 writes its own devices' launch of every step, and with
// -exectrace a Go execution trace that holds the cluster's regions.
func TestMPIUnderMPIRun(t *testing.T) {
	if mpitest.Child() {
		t.Skip("a rank")
	}
	if _, err := mpi.Init(); errors.Is(err, mpi.ErrUnavailable) {
		t.Skip("built without the mpi tag")
	}
	for _, keep := range []string{"", "1"} {
		for _, n := range []int{2, 4} {
			traces := filepath.Join(t.TempDir(), "traces")
			out, err := mpitest.RunCmd(t, append(mpitest.Flags(n), os.Args[0], "-test.run=^TestRankMPI$", "-test.v"), []string{"GOSYCL_NBODY_KEEP=" + keep, "GOSYCL_NBODY_TRACE=" + traces})
			if err != nil || bytes.Count(out, []byte("--- PASS: TestRankMPI")) != n || !bytes.Contains(out, []byte("\nok\n")) {
				t.Fatalf("%d ranks (-keep %q): %v\n%s", n, keep, err, out)
			}
			// -per-rank: each rank's median and slowest step.
			for r := range n {
				if !bytes.Contains(out, fmt.Appendf(nil, "\nrank %d: ", r)) {
					t.Fatalf("%d ranks (-keep %q): no summary of rank %d:\n%s", n, keep, r, out)
				}
			}
			if keep != "" && !bytes.Contains(out, []byte("gathered the bodies to rank 0")) {
				t.Fatalf("%d ranks, -keep: no gather:\n%s", n, out)
			}
			// A step's trace where rank 0 ran a package of it.
			files, _ := filepath.Glob(filepath.Join(traces, "step-*.json"))
			if len(files) == 0 {
				t.Fatalf("%d ranks (-keep %q), -trace: no trace written:\n%s", n, keep, out)
			}
			for _, f := range files {
				requirePackages(t, f)
			}
			if tr, err := os.ReadFile(filepath.Join(traces, "rank0.trace")); err != nil || !bytes.Contains(tr, []byte("cluster.handout")) {
				t.Fatalf("%d ranks (-keep %q), -exectrace: %v, or no cluster.handout region in %d bytes", n, keep, err, len(tr))
			}
		}
	}
}
