package cluster

// This file tests the leave (leave.go): the verdict on a node's records
// of a leave's launches, and the leave's length.

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/mpitest"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// TestJudgeLeave: rank 0's verdict on a node's records of a leave's
// launches against its own, on synthetic records.
func TestJudgeLeave(t *testing.T) {
	h := []byte("rank 0's hash of the launch, 32B")
	other := []byte("another hash of the same length!")
	failed := fmt.Errorf("%w: no such device", ErrNoDevices)
	mine := func(recs ...[]byte) []leaveLaunch {
		ls := make([]leaveLaunch, len(recs))
		for i, r := range recs {
			ls[i] = leaveLaunch{seq: 11 + i, what: "LaunchKernel of kernel K", rec: r}
		}
		return ls
	}
	theirs := func(recs ...[]byte) []byte { return encodeLeave(mine(recs...)) }
	for _, c := range []struct {
		name   string
		mine   []leaveLaunch
		theirs []byte
		kind   error  // nil: no error
		text   string // in the error
	}{
		{"the same", mine(h, h, other, h), theirs(h, h, other, h), nil, ""},
		{"none", mine(), theirs(), nil, ""},
		{"the third differs", mine(h, h, h, h), theirs(h, h, other, h), ErrMismatch, "LaunchKernel of kernel K (launch 3 of the 4 that rank 2 sat out on leave, collective call 13): rank 2 differs"},
		{"the first differs", mine(h), theirs(other), ErrMismatch, "(launch 1 of the 1 that rank 2 sat out on leave, collective call 11): rank 2 differs"},
		{"it could not plan the second", mine(h, h), theirs(h, record(h, failed)), ErrNoDevices, "(launch 2 of the 2 that rank 2 sat out on leave, collective call 12): rank 2: no such device"},
		{"both could not plan it alike", mine(record(h, failed)), theirs(record(h, failed)), nil, ""},
		{"fewer launches", mine(h, h, h), theirs(h, h), ErrMismatch, "rank 2 differs: it made other calls than rank 0 during the leave granted at collective call 10 (rank 0 made 3 launches in it"},
		{"more launches", mine(h), theirs(h, h), ErrMismatch, "other calls than rank 0"},
		{"launches where rank 0 made none", mine(), theirs(h), ErrMismatch, "other calls than rank 0"},
		{"garbage", mine(h), []byte{1, 2, 3}, ErrMismatch, "other calls than rank 0"},
	} {
		err := judgeLeave(2, 10, c.mine, c.theirs, 4)
		switch {
		case c.kind == nil && err != nil:
			t.Errorf("%s: %v, want none", c.name, err)
		case c.kind != nil && (!errors.Is(err, c.kind) || !strings.Contains(err.Error(), c.text)):
			t.Errorf("%s: %v, want %v with %q", c.name, err, c.kind, c.text)
		}
	}
	// Runs of equal records take one entry each.
	if n, one := len(theirs(h, h, h, h, h, h, h, h)), len(theirs(h)); n != one {
		t.Errorf("eight equal records: %d bytes, one: %d", n, one)
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
// results exact. By GOSYCL_CLUSTER_LEAVE:
//   - match: launch 4 runs the protocol and ends the leave; a second
//     Coexecutor's New during the next leave ends that one early; launch
//     6, whose records come late, grants a leave too, of launches 7 to
//     9; Close succeeds everywhere;
//   - differ: the last rank passes another scalar to launch 2, which it
//     sat out on leave: every launch of the leave succeeds everywhere,
//     and launch 4 fails on every rank with the verdict naming launch 2
//     and the last rank; launch 5 succeeds everywhere;
//   - close: the same, but the ranks Close after launch 2: rank 0's
//     Close returns the verdict, the others' succeed.
func TestRankLeave(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestLeaveUnderMPIRun)")
	}
	mode := os.Getenv("GOSYCL_CLUSTER_LEAVE")
	const n = 1 << 12
	cl, ce, _, _ := idleRanksWith(t, n, Config{MaxLeave: 3})
	last := cl.Rank() == cl.Size()-1
	// x is 1 everywhere: each launch on rank 0 adds a to y.
	ones := make([]float32, n)
	for i := range ones {
		ones[i] = 1
	}
	x, y := buffer.New(ones), buffer.New(make([]float32, n))
	defer func() { x.Close(); y.Close() }()
	want := float32(0)
	launch := func(l int) (*Report, error) {
		a := float32(2)
		if l == 2 && last && mode != "match" {
			a = 3
		}
		rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, a, x, y)
		say(cl, "launch %d: leave %v, %v", l, rep != nil && rep.Leave, err)
		if cl.Rank() == 0 {
			h, e := y.HostRead()
			if e != nil {
				t.Fatal(e)
			}
			if err != nil {
				// A call that fails on a verdict of an earlier launch
				// may have computed its own: the next starts from y.
				want = h.Slice()[0]
			} else {
				want += a
			}
			for i, v := range h.Slice() {
				if v != want {
					t.Errorf("launch %d: y[%d] = %g, want %g", l, i, v, want)
					break
				}
			}
			h.Close()
		}
		return rep, err
	}
	for l := 0; l <= 3; l++ {
		rep, err := launch(l)
		if err != nil {
			t.Fatalf("launch %d: %v", l, err)
		}
		if onLeave := l > 0; rep.Leave != onLeave {
			t.Errorf("launch %d: Report.Leave %v, want %v", l, rep.Leave, onLeave)
		}
		if rep.Leave && cl.Rank() == 0 && (len(rep.Nodes) != cl.Size() || rep.Nodes[0].Packages != 1 || rep.Exchanged() != 0) {
			t.Errorf("launch %d, on leave: rank 0's report %v, want its one package and no bytes exchanged", l, rep)
		}
		if mode == "close" && l == 2 {
			ce.Close()
			err := cl.Close()
			say(cl, "Close: %v", err)
			if want := cl.Rank() == 0; want != (err != nil) || err != nil && !strings.Contains(err.Error(), fmt.Sprintf("rank %d differs", cl.Size()-1)) {
				t.Errorf("Close in a leave whose launch 2 differed on the last rank: %v", err)
			}
			return
		}
	}
	rep, err := launch(4)
	if mode == "differ" {
		if err == nil || !errors.Is(err, ErrMismatch) || !strings.Contains(err.Error(), fmt.Sprintf("launch 2 of the 3 that rank %d sat out on leave", cl.Size()-1)) || !strings.Contains(err.Error(), fmt.Sprintf("rank %d differs", cl.Size()-1)) {
			t.Fatalf("launch 4, after a leave whose launch 2 differed on the last rank: %v, want %v naming it", err, ErrMismatch)
		}
		if _, err := launch(5); err != nil {
			t.Fatalf("launch 5: %v", err)
		}
		return
	}
	if err != nil || rep.Leave {
		t.Fatalf("launch 4, after the leave: %v, leave %v", err, rep.Leave)
	}
	// Launch 4 granted another leave: New ends it early.
	if rep, err := launch(5); err != nil || !rep.Leave {
		t.Fatalf("launch 5: %v, leave %v", err, rep != nil && rep.Leave)
	}
	other, err := New(cl, &coexecutor.Static{}, coexecutor.Devices(sycl.Native))
	if err != nil {
		t.Fatalf("New in a leave: %v", err)
	}
	other.Close()
	// A leave is granted also where the nodes' records of the launch
	// came late (every node sleeps before launch 6, which owes nothing:
	// New took the leave's records): its launches run on leave, and the
	// records are taken after it.
	for l := 6; l <= 10; l++ {
		if l == 6 && cl.Rank() != 0 {
			time.Sleep(100 * time.Millisecond)
		}
		rep, err := launch(l)
		if onLeave := l > 6 && l < 10; err != nil || rep.Leave != onLeave {
			t.Fatalf("launch %d: %v, leave %v, want %v", l, err, rep.Leave, onLeave)
		}
		if l == 6 && cl.Rank() == 0 && !rep.Nodes[1].Late {
			t.Errorf("launch 6: rank 1's record came %v into it, not late", rep.Nodes[1].Joined)
		}
	}
}

// TestLeaveUnderMPIRun runs TestRankLeave on 2 and 4 ranks.
func TestLeaveUnderMPIRun(t *testing.T) {
	needMPI(t)
	for _, c := range []struct {
		mode string
		n    int
	}{{"match", 2}, {"match", 4}, {"differ", 2}, {"differ", 4}, {"close", 2}} {
		t.Run(fmt.Sprintf("%s/%d", c.mode, c.n), func(t *testing.T) {
			out, err := mpitest.RunCmd(t, append(mpitest.Flags(c.n), os.Args[0], "-test.run=^TestRankLeave$", "-test.v"), []string{"GOSYCL_CLUSTER_LEAVE=" + c.mode})
			ranksPassed(t, "TestRankLeave", c.n, out, err)
		})
	}
}
