package cluster

// This file tests a rank 0 that runs on one CPU: its Director runs only
// once its own package has ended.

import (
	"bytes"
	"os"
	"os/exec"
	"testing"
	"time"

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
	const w, h = 512, 512
	mk := func() []any { return stencilArgs(w, h) }
	// Where another process shares rank 1's CPU, its host work before
	// the launch can run past rank 0's whole launch (16 ms here), and its
	// record comes after it: the launch is repeated, on a fresh
	// Coexecutor each time, until rank 1 takes part, five times at most.
	took := untilLined(t, cl, 5, func(ce *Coexecutor, try int) bool {
		args := toBuffers(t, mk())
		defer closeAll(args)
		rep, err := ce.LaunchKernel(sycl.Range2(h, w), kernels.GaussianKernel.Kernel, args...)
		if err != nil {
			t.Fatal(err)
		}
		if cl.Rank() != 0 {
			return false
		}
		say(cl, "one CPU, try %d: %s", try, bytes.ReplaceAll([]byte(rep.String()), []byte("\n"), []byte(" | ")))
		ref := toBuffers(t, mk())
		defer closeAll(ref)
		if _, err := ce.Local().LaunchKernel(sycl.Range2(h, w), kernels.GaussianKernel.Kernel, ref...); err != nil {
			t.Fatal(err)
		}
		got, floats := contents(t, args)
		want, _ := contents(t, ref)
		if err := same(want, got, floats, 0); err != nil {
			t.Errorf("try %d: %v", try, err)
		}
		return rep.Nodes[1].Packages > 0
	})
	if cl.Rank() == 0 && !took {
		t.Errorf("in 5 launches rank 1 never took part: its record came after rank 0's launch each time")
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
