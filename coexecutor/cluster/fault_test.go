package cluster

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/internal/mpi"
	"github.com/gosycl/gosycl/internal/mpitest"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// TestRankFault: rank 1's kernel hangs (GOSYCL_CLUSTER_FAULT=hang) or
// its process exits (exit) in its first package, or it exits before the
// launch (exit-early: rank 0 never gets its agreement record). Every other rank must
// fail the launch with ErrRankLost naming rank 1 within the timeout.
func TestRankFault(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestFaultsUnderMPIRun)")
	}
	// Free probes: rank 1 gets work in the first launch (the guard keeps
	// a launch this small on rank 0 with the default priors).
	cl, err := Init(Config{Timeout: 2 * time.Second, Latency: time.Nanosecond, Bandwidth: 1e15})
	if err != nil {
		t.Fatal(err)
	}
	ce, err := New(cl, &coexecutor.HGuided{}, coexecutor.Devices(sycl.Native))
	if err != nil {
		t.Fatal(err)
	}
	defer ce.Close()
	if cl.Rank() == 1 && os.Getenv("GOSYCL_CLUSTER_FAULT") == "exit-early" {
		os.Exit(3) // before its agreement record
	}
	if cl.Rank() == 1 {
		mode := os.Getenv("GOSYCL_CLUSTER_FAULT")
		faults.SetLaunch(func(s faults.Site) faults.Fault {
			if s.Kernel != "Saxpy" {
				return faults.Fault{}
			}
			if mode == "exit" {
				os.Exit(3)
			}
			return faults.Fault{Kind: faults.Hold, Release: make(chan struct{})}
		})
	}
	const n = 1 << 16
	x, y := buffer.New(make([]float32, n)), buffer.New(make([]float32, n))
	// Rank 1 takes part in the first launch unless its record comes
	// after rank 0 has handed out every work-group (a loaded machine):
	// launch again until it gets work. A launch that rank 1 took no part
	// in succeeds on every rank.
	for l := 1; ; l++ {
		start := time.Now()
		_, err = ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
		say(cl, "launch %d failed after %v: %v", l, time.Since(start).Round(time.Millisecond), err)
		if err != nil || l == 10 {
			break
		}
	}
	if !errors.Is(err, ErrRankLost) || !strings.Contains(err.Error(), "rank 1") {
		t.Errorf("the launch: %v", err)
	}
	if ce.awayN != 0 {
		t.Errorf("rank %d counts %d packages still out after the launch that lost rank 1", cl.Rank(), ce.awayN)
	}
	// A broken cluster fails later launches at once.
	if _, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y); !errors.Is(err, ErrBroken) {
		t.Errorf("a launch after a lost rank: %v", err)
	}
	// Close aborts the job before the test returns, which would print
	// its errors: the line says whether it failed.
	say(cl, "checked (failed %v)", t.Failed())
	if cl.Rank() == 0 && cl.Size() > 2 {
		// The other ranks print before the abort. With 2 ranks there is
		// none: rank 1 is the one lost, and rank 0 has printed.
		time.Sleep(2 * time.Second)
	}
	cl.Close() // MPI_Abort: rank 1 never returns
}

// TestRankBad: bad input, chosen by GOSYCL_CLUSTER_BAD; every rank must
// get an error naming the rank at fault (the same one, but for a launch
// whose record rank 0 did not wait for, late.go).
func TestRankBad(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestBadInputUnderMPIRun)")
	}
	cl, err := Init(Config{Timeout: 30 * time.Second})
	if os.Getenv("GOSYCL_CLUSTER_BAD") == "args" {
		say(cl0(cl), "Init: %v", err)
		if !errors.Is(err, ErrMismatch) || !strings.Contains(err.Error(), "rank 1 differs") {
			t.Errorf("Init with other arguments on rank 1: %v", err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	ce, err := New(cl, &coexecutor.HGuided{}, coexecutor.Devices(sycl.Native))
	if os.Getenv("GOSYCL_CLUSTER_BAD") == "devices" {
		say(cl, "New: %v", err)
		if !errors.Is(err, ErrNoDevices) || !strings.Contains(err.Error(), "rank 1:") || strings.Contains(err.Error(), "rank 0:") {
			t.Errorf("New with no devices on rank 1: %v", err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	defer ce.Close()
	// A launch whose scalar differs on the last rank.
	const n = 1000
	x, y := buffer.New(make([]float32, n)), buffer.New(make([]float32, n))
	a := float32(2)
	if cl.Rank() == cl.Size()-1 {
		a = 3
	}
	// Rank 0 fails it on every rank, or, where it ended the launch
	// before the last rank's record came (late.go), the last rank fails
	// it itself and every rank fails the next launch.
	_, err = ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, a, x, y)
	say(cl, "LaunchKernel: %v", err)
	_, next := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
	say(cl, "the next LaunchKernel: %v", next)
	differs := fmt.Sprintf("rank %d differs", cl.Size()-1)
	if err == nil && next == nil || err == nil && cl.Rank() == cl.Size()-1 {
		t.Errorf("a launch with another scalar on the last rank, and the next: %v, %v", err, next)
	}
	for _, e := range []error{err, next} {
		if e != nil && (!errors.Is(e, ErrMismatch) || !strings.Contains(e.Error(), differs)) {
			t.Errorf("a launch with another scalar on the last rank, or the next: %v", e)
		}
	}
	// The cluster still works.
	if _, err = ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y); err != nil {
		t.Errorf("the launch after: %v", err)
	}
}

// cl0 stands in for a cluster that failed to start, to print the rank.
func cl0(cl *Cluster) *Cluster {
	if cl != nil {
		return cl
	}
	c, _ := mpi.Init()
	return &Cluster{comm: c}
}

func needMPI(t *testing.T) {
	if mpitest.Child() {
		t.Skip("a rank")
	}
	if _, err := mpi.Init(); errors.Is(err, mpi.ErrUnavailable) {
		t.Skip("built without the mpi tag")
	}
	mpitest.MPIRun(t)
}

// TestFaultsUnderMPIRun: a rank that hangs or dies fails the launch on
// every other rank with an error naming it, within the timeout.
func TestFaultsUnderMPIRun(t *testing.T) {
	needMPI(t)
	for _, c := range []struct {
		mode string
		n    int
	}{{"hang", 2}, {"hang", 4}, {"exit", 2}, {"exit", 4}, {"exit-early", 2}, {"exit-early", 4}} {
		t.Run(fmt.Sprintf("%s/%d", c.mode, c.n), func(t *testing.T) {
			args := mpitest.Flags(c.n)
			if c.mode != "hang" {
				// mpirun would end the job as soon as rank 1 exits: let
				// the others find out for themselves.
				args = append(args, "--mca", "orte_abort_on_non_zero_status", "0")
			}
			start := time.Now()
			out, _ := mpitest.RunCmd(t, append(args, os.Args[0], "-test.run=^TestRankFault$", "-test.v"), []string{"GOSYCL_CLUSTER_FAULT=" + c.mode})
			if d := time.Since(start); d > time.Minute {
				t.Errorf("the job took %v", d)
			}
			for r := 0; r < c.n; r++ {
				if r == 1 {
					continue
				}
				if !bytes.Contains(out, []byte(fmt.Sprintf("RANK%d checked (failed false)", r))) {
					t.Errorf("rank %d did not check its error, or its checks failed:\n%s", r, out)
				}
			}
			if bytes.Contains(out, []byte("--- FAIL")) {
				t.Errorf("a rank failed:\n%s", out)
			}
		})
	}
}

// TestBadInputUnderMPIRun: other arguments on a rank, a rank without
// devices, a launch that differs on a rank: a clear error on every rank.
func TestBadInputUnderMPIRun(t *testing.T) {
	needMPI(t)
	run := []string{"-test.run=^TestRankBad$", "-test.v"}
	for _, c := range []struct {
		bad  string
		n    int
		args []string
	}{
		{"args", 2, mpmd([]string{"-np", "1", os.Args[0]}, run, []string{":", "-np", "1", os.Args[0]}, run, []string{"-test.count=1"})},
		{"devices", 2, mpmd([]string{"-np", "1", os.Args[0]}, run, []string{":", "-np", "1", "-x", "GOSYCL_DEVICE=no-such-device", os.Args[0]}, run)},
		{"launch", 2, append([]string{"-np", "2", os.Args[0]}, run...)},
		{"launch", 4, append([]string{"-np", "4", os.Args[0]}, run...)},
	} {
		t.Run(fmt.Sprintf("%s/%d", c.bad, c.n), func(t *testing.T) {
			out, err := mpitest.RunCmd(t, append(mpitest.Common(), c.args...), []string{"GOSYCL_CLUSTER_BAD=" + c.bad})
			ranksPassed(t, "TestRankBad", c.n, out, err)
		})
	}
}

func mpmd(parts ...[]string) []string {
	var out []string
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// Init in a process that mpirun did not start fails, and says so.
func TestInitWithoutMPIRun(t *testing.T) {
	if mpitest.Child() {
		t.Skip("a rank")
	}
	_, err := Init(Config{})
	if !errors.Is(err, ErrNotLaunched) && !errors.Is(err, ErrUnavailable) {
		t.Fatalf("Init without mpirun: %v", err)
	}
	t.Log(err)
}

// TestRankIdle: with a latency prior so long that no node's probe could
// pay for itself, every launch stays on rank 0, and each other rank
// costs it its agreement record and the end command: no data, no
// package, none of rank 0's time reading inputs or waiting for nodes;
// from the first launch on (a probe whose round trip alone would outlast
// the timeout is not sent, even before any speed is known). The rule
// keeps them out for good: from launch 1 on they are on leave, and no
// byte moves (leave.go).
func TestRankIdle(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestIdleUnderMPIRun)")
	}
	const n = 1 << 16
	cl, ce, x, y := idleRanks(t, n)
	for l := range 5 {
		rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
		if err != nil {
			t.Fatal(err)
		}
		if cl.Rank() != 0 {
			continue
		}
		say(cl, "launch %d: %d bytes exchanged, rank 0 waited %v for records, %v for nodes", l, rep.Exchanged(), rep.Phases.Agree, rep.Phases.Wait)
		for _, nr := range rep.Nodes[1:] {
			// The record: a SHA-256 hash; the release (the launch's
			// predicted end: its kind and 8 bytes), if the record came
			// before rank 0's package ended; the end: its kind, the
			// launch's length and the leave granted, 8 bytes each.
			if nr.Packages != 0 || nr.Data != 0 || nr.Sent+nr.Received > sha256.Size+9+17 {
				t.Errorf("launch %d: idle rank %d: %d packages, %d bytes of data, %d sent and %d received", l, nr.Rank, nr.Packages, nr.Data, nr.Sent, nr.Received)
			}
		}
		if rep.Nodes[0].Packages != 1 {
			t.Errorf("launch %d: rank 0 ran %d packages, want the whole launch in one", l, rep.Nodes[0].Packages)
		}
		if onLeave := l > 0; rep.Leave != onLeave || onLeave && rep.Exchanged() != 0 {
			t.Errorf("launch %d: on leave %v (want %v), %d bytes exchanged", l, rep.Leave, onLeave, rep.Exchanged())
		}
		if p := rep.Phases; p.Inputs != 0 || p.Wait != 0 {
			t.Errorf("launch %d: rank 0 read inputs for %v and waited for nodes for %v", l, p.Inputs, p.Wait)
		}
	}
}

// TestIdleUnderMPIRun runs TestRankIdle on 2 and 4 ranks.
func TestIdleUnderMPIRun(t *testing.T) {
	needMPI(t)
	for _, n := range []int{2, 4} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			out, err := mpitest.Run(t, n, "-test.run=^TestRankIdle$", "-test.v")
			ranksPassed(t, "TestRankIdle", n, out, err)
		})
	}
}

// idleRanks sets up a rank of the idle-rank tests: the cluster with a
// latency prior no probe can pay (the other ranks get no work), an
// HGuided Coexecutor on the native device, and a saxpy's two buffers of
// n float32, all closed when the test ends.
func idleRanks(t *testing.T, n int) (*Cluster, *Coexecutor, *buffer.Buffer[float32], *buffer.Buffer[float32]) {
	t.Helper()
	return idleRanksWith(t, n, Config{})
}

// idleRanksWith is idleRanks with cfg's MaxLeave.
func idleRanksWith(t *testing.T, n int, cfg Config) (*Cluster, *Coexecutor, *buffer.Buffer[float32], *buffer.Buffer[float32]) {
	t.Helper()
	cl, err := Init(Config{Timeout: time.Minute, Latency: time.Hour, MaxLeave: cfg.MaxLeave})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cl.Close() })
	ce, err := New(cl, &coexecutor.HGuided{}, coexecutor.Devices(sycl.Native))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ce.Close() })
	x, y := buffer.New(make([]float32, n)), buffer.New(make([]float32, n))
	t.Cleanup(func() { x.Close(); y.Close() })
	return cl, ce, x, y
}
