package cluster

// This file tests the leave (leave.go): the verdict on a node's records
// of a leave's launches, and the leave's length.

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/mpitest"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// TestJudgeLeave: rank 0's verdict on a node's count of the launches it
// sat out on a leave, against its own, on synthetic counts, and the call
// a node whose count differs went on to.
func TestJudgeLeave(t *testing.T) {
	o := lateRecord{rank: 2, seq: 10, leave: true, count: 3, what: "LaunchKernel of kernel K"}
	count := func(n int) []byte { w := &writer{}; w.int(n); return w.b }
	for _, c := range []struct {
		name string
		m    []byte
		text string // in the error ("": none)
		at   int
	}{
		{"the same", count(3), "", 0},
		{"fewer: its launch 12 differed", count(1), "rank 2 differs from rank 0 in collective call 12: of the launches like LaunchKernel of kernel K (collective call 10) that the other ranks sat out on leave after it, rank 0 made 3 and rank 2 1", 12},
		{"more: rank 0's launch 14 differed", count(5), "rank 2 differs from rank 0 in collective call 14:", 16},
		{"none", count(0), "in collective call 11:", 11},
		{"garbage", []byte{1, 2, 3}, "rank 2 differs from rank 0", 10},
	} {
		at, err := judgeCount(o, c.m)
		switch {
		case c.text == "" && err != nil:
			t.Errorf("%s: %v, want none", c.name, err)
		case c.text != "" && (!errors.Is(err, ErrMismatch) || !strings.Contains(err.Error(), c.text)):
			t.Errorf("%s: %v, want %v with %q", c.name, err, ErrMismatch, c.text)
		case at != c.at:
			t.Errorf("%s: the rank went on to collective call %d, want %d", c.name, at, c.at)
		}
	}
	// A breaking verdict keeps its kind.
	v := breaking(verdict(ErrMismatch, "x"))
	if err := verdictError(v); !errors.Is(err, ErrMismatch) {
		t.Errorf("a breaking verdict: %v, want %v", err, ErrMismatch)
	}
}

// TestLeaveFor: the leave rank 0 grants for the launches the rule keeps
// the nodes out of, by Config.
func TestLeaveFor(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		cfg    Config
		sitOut int
		d      time.Duration
		want   int
	}{
		{Config{}, 15, ms, 15},
		{Config{}, 5000, ms, DefaultMaxLeave},
		{Config{MaxLeave: 10}, 15, ms, 10},
		{Config{MaxLeave: -1}, 15, ms, 0},
		{Config{KeepOutputs: true}, 15, ms, 0},
		{Config{}, 0, ms, 0},
		// No longer than Timeout/8 at the launch's length.
		{Config{Timeout: 8 * time.Second}, 15, 100 * ms, 10},
		{Config{Timeout: 8 * time.Second}, 15, 2 * time.Second, 0},
		{Config{}, 15, 0, 15},
	} {
		if got := c.cfg.leaveFor(c.sitOut, c.d); got != c.want {
			t.Errorf("%+v: leaveFor(%d, %v) = %d, want %d", c.cfg, c.sitOut, c.d, got, c.want)
		}
	}
}

// TestRankLeave: nodes that get no work (idleRanksWith: a latency prior
// no probe can pay) are granted a leave at the end of launch 0, of
// MaxLeave 3 launches: launches 1 to 3 return on the nodes at once and
// run on rank 0 alone (Report.Leave on every rank), with rank 0's
// results exact. Launch 4 runs the protocol and ends the leave; a second
// Coexecutor's New during the next leave ends that one early; launch 6,
// whose records come late, grants a leave too, of launches 7 to 9; a
// launch of another scalar, 11, ends the leave of 10 early on every
// rank; Close succeeds everywhere.
func TestRankLeave(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestLeaveUnderMPIRun)")
	}
	cl, launch := leaveRanks(t)
	for l := 0; l <= 5; l++ {
		rep, err := launch(l, 2)
		if onLeave := l > 0 && l != 4; err != nil || rep.Leave != onLeave {
			t.Fatalf("launch %d: %v, leave %v, want %v", l, err, rep != nil && rep.Leave, onLeave)
		}
		if rep.Leave && cl.Rank() == 0 && (len(rep.Nodes) != cl.Size() || rep.Nodes[0].Packages != 1 || rep.Exchanged() != 0) {
			t.Errorf("launch %d, on leave: rank 0's report %v, want its one package and no bytes exchanged", l, rep)
		}
	}
	// Launch 4 granted another leave: New ends it early.
	other, err := New(cl, &coexecutor.Static{}, coexecutor.Devices(sycl.Native))
	if err != nil {
		t.Fatalf("New in a leave: %v", err)
	}
	other.Close()
	// A leave is granted also where the nodes' records of the launch
	// came late (every node sleeps before launch 6, which owes nothing:
	// New took the leave's count): its launches run on leave, and the
	// records are taken after it.
	for l := 6; l <= 11; l++ {
		if l == 6 && cl.Rank() != 0 {
			time.Sleep(100 * time.Millisecond)
		}
		a := float32(2)
		if l == 11 {
			a = 5 // another launch than the granting one, on every rank
		}
		rep, err := launch(l, a)
		if onLeave := l > 6 && l < 11 && l != 10; err != nil || rep.Leave != onLeave {
			t.Fatalf("launch %d: %v, leave %v, want %v", l, err, rep != nil && rep.Leave, onLeave)
		}
		if l == 6 && cl.Rank() == 0 && !rep.Nodes[1].Late {
			t.Errorf("launch 6: rank 1's record came %v into it, not late", rep.Nodes[1].Joined)
		}
	}
}

// TestRankLeaveDiffer: as TestRankLeave, but the last rank passes
// another scalar to launch 2, which the others sit out on leave: its
// leave ends there, so its calls no longer line up with the others'.
// The last rank fails launch 2 and the others launch 4 (after the leave)
// with ErrMismatch naming it, and every rank's cluster is broken
// (ErrBroken after): Close ends the job (MPI_Abort).
func TestRankLeaveDiffer(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestLeaveUnderMPIRun)")
	}
	cl, launch := leaveRanks(t)
	last := cl.Rank() == cl.Size()-1
	differs := fmt.Sprintf("rank %d differs from rank 0", cl.Size()-1)
	for l := 0; l <= 5; l++ {
		a := float32(2)
		if l == 2 && last {
			a = 3
		}
		_, err := launch(l, a)
		failed := last && l == 2 || !last && l == 4
		broken := last && l > 2 || !last && l > 4
		switch {
		case failed && (!errors.Is(err, ErrMismatch) || !strings.Contains(err.Error(), differs)):
			t.Errorf("launch %d: %v, want %v naming the last rank", l, err, ErrMismatch)
		case broken && !errors.Is(err, ErrBroken):
			t.Errorf("launch %d: %v, want %v", l, err, ErrBroken)
		case !failed && !broken && err != nil:
			t.Errorf("launch %d: %v", l, err)
		}
		if last && l == 3 {
			break
		}
	}
	// Close aborts the job (the cluster is broken): the line says
	// whether the checks failed, and every rank prints it before any
	// aborts (MPI's own broadcast, outside the broken cluster's calls).
	say(cl, "checked (failed %v)", t.Failed())
	if err := cl.comm.Bcast([]byte{0}, 0, time.Now().Add(time.Minute)); err != nil {
		t.Error(err)
	}
	cl.Close()
}

// leaveRanks sets up a rank of the leave tests: idle nodes, a MaxLeave
// of 3, and launch(l, a), which runs saxpy launch l with scalar a over
// buffers of x = 1 and checks on rank 0 that y holds the sum of the
// scalars of the launches that succeeded.
func leaveRanks(t *testing.T) (*Cluster, func(l int, a float32) (*Report, error)) {
	const n = 1 << 12
	cl, ce, _, _ := idleRanksWith(t, n, Config{MaxLeave: 3})
	ones := make([]float32, n)
	for i := range ones {
		ones[i] = 1
	}
	x, y := buffer.New(ones), buffer.New(make([]float32, n))
	t.Cleanup(func() { x.Close(); y.Close() })
	want := float32(0)
	return cl, func(l int, a float32) (*Report, error) {
		rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, a, x, y)
		say(cl, "launch %d: leave %v, %v", l, rep != nil && rep.Leave, err)
		if cl.Rank() != 0 || errors.Is(err, ErrBroken) {
			return rep, err
		}
		h, e := y.HostRead()
		if e != nil {
			t.Fatal(e)
		}
		defer h.Close()
		if err != nil {
			// A call that fails on a verdict of an earlier launch
			// may have computed its own: the next starts from y.
			want = h.Slice()[0]
			return rep, err
		}
		want += a
		for i, v := range h.Slice() {
			if v != want {
				t.Errorf("launch %d: y[%d] = %g, want %g", l, i, v, want)
				break
			}
		}
		return rep, err
	}
}

// TestLeaveUnderMPIRun runs TestRankLeave on 2 and 4 ranks, and
// TestRankLeaveDiffer, whose jobs end broken (MPI_Abort), checking each
// rank's line and that the job ended.
func TestLeaveUnderMPIRun(t *testing.T) {
	needMPI(t)
	for _, n := range []int{2, 4} {
		t.Run(fmt.Sprintf("match/%d", n), func(t *testing.T) {
			out, err := mpitest.Run(t, n, "-test.run=^TestRankLeave$", "-test.v")
			ranksPassed(t, "TestRankLeave", n, out, err)
		})
	}
	for _, n := range []int{2, 4} {
		t.Run(fmt.Sprintf("differ/%d", n), func(t *testing.T) {
			start := time.Now()
			out, _ := mpitest.Run(t, n, "-test.run=^TestRankLeaveDiffer$", "-test.v")
			if d := time.Since(start); d > 30*time.Second {
				t.Errorf("the job took %v", d)
			}
			for r := 0; r < n; r++ {
				if !bytes.Contains(out, []byte(fmt.Sprintf("RANK%d checked (failed false)", r))) {
					t.Errorf("rank %d did not check its errors, or its checks failed:\n%s", r, out)
				}
			}
		})
	}
}
