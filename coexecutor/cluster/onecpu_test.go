package cluster

// This file tests a rank 0 that runs on one CPU: its Director runs only
// once its own package has ended.

import (
	"bytes"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/mpitest"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// TestRankOneCPU: rank 0 on one CPU, whose package holds the only Go
// processor, so its Director runs only between rank 0's packages; rank
// 1's record of the first launch comes during it, and the Director takes
// it at the end of one of rank 0's packages (sweep), so that rank 1
// takes part in the launch rather than seeing its record taken after
// the launch's end. The results are exact.
func TestRankOneCPU(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestOneCPUUnderMPIRun)")
	}
	// Free probes: rank 1 gets work as soon as its record is in.
	cl, err := Init(Config{Timeout: time.Minute, Latency: time.Nanosecond, Bandwidth: 1e15})
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	ce, err := New(cl, &coexecutor.HGuided{}, coexecutor.Devices(sycl.Native))
	if err != nil {
		t.Fatal(err)
	}
	defer ce.Close()
	const w, h = 512, 512
	mk := func() []any { return stencilArgs(w, h) }
	args := toBuffers(t, mk())
	defer closeAll(args)
	rep, err := ce.LaunchKernel(sycl.Range2(h, w), kernels.GaussianKernel.Kernel, args...)
	if err != nil {
		t.Fatal(err)
	}
	if cl.Rank() != 0 {
		return
	}
	say(cl, "one CPU: %s", bytes.ReplaceAll([]byte(rep.String()), []byte("\n"), []byte(" | ")))
	if rep.Nodes[1].Packages == 0 {
		t.Errorf("rank 1 took no part in the launch: its record came at %v, the launch took %v", rep.Nodes[1].Joined, rep.Time)
	}
	ref := toBuffers(t, mk())
	defer closeAll(ref)
	if _, err := ce.Local().LaunchKernel(sycl.Range2(h, w), kernels.GaussianKernel.Kernel, ref...); err != nil {
		t.Fatal(err)
	}
	got, floats := contents(t, args)
	want, _ := contents(t, ref)
	if err := same(want, got, floats, 0); err != nil {
		t.Error(err)
	}
}

// TestOneCPUUnderMPIRun runs TestRankOneCPU on two ranks, each on one
// CPU of its own (taskset).
func TestOneCPUUnderMPIRun(t *testing.T) {
	needMPI(t)
	ts, err := exec.LookPath("taskset")
	if err != nil {
		t.Skip("taskset not installed")
	}
	bin := os.Args[0]
	args := append(mpitest.Flags(1), ts, "-c", "0", bin, "-test.run=^TestRankOneCPU$", "-test.v", ":", "-np", "1", ts, "-c", "1", bin, "-test.run=^TestRankOneCPU$", "-test.v")
	out, err := mpitest.RunCmd(t, args, nil)
	ranksPassed(t, "TestRankOneCPU", 2, out, err)
}
