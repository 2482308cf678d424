package cluster

// This file tests the agreement records rank 0 does not wait for
// (late.go).

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/internal/mpitest"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// lateDelay is how long the last rank waits before the launch whose
// record comes late: far longer than rank 0 takes for the launch alone.
const lateDelay = time.Second

// TestRankLate: the last rank enters launch 1 a second after the others,
// with the others' arguments (GOSYCL_CLUSTER_LATE=match) or another
// scalar (differ), and no rank gets work (idleRanks). Rank 0 ends launch
// 1 without its record (NodeReport.Late). Where the record matches,
// every launch succeeds on every rank, and launch 2 takes the record.
// Where it differs, the last rank fails launch 1 itself (rank 0's end
// carries its hash), and every rank fails launch 2 with the verdict,
// which names the last launch; launch 3 succeeds everywhere. With
// close, the differing launch is the last, and rank 0's Close returns
// the verdict.
func TestRankLate(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestLateUnderMPIRun)")
	}
	mode := os.Getenv("GOSYCL_CLUSTER_LATE")
	const n = 1 << 16
	// No leave: each launch takes the records the one before ended
	// without (a leave would take them at its end: TestRankLeave).
	cl, ce, x, y := idleRanksWith(t, n, Config{MaxLeave: -1})
	last := cl.Rank() == cl.Size()-1
	launch := func(l int) error {
		a := float32(2)
		if l == 1 && last {
			time.Sleep(lateDelay)
			if mode != "match" {
				a = 3
			}
		}
		rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, a, x, y)
		say(cl, "launch %d: %v", l, err)
		if err == nil && cl.Rank() == 0 && l == 1 {
			if !rep.Nodes[cl.Size()-1].Late {
				t.Errorf("launch 1: rank 0 waited for the last rank's record, which came %v into it", rep.Nodes[cl.Size()-1].Joined)
			} else if !strings.Contains(rep.String(), "record came after the launch ended") {
				t.Errorf("launch 1: the report does not say the last rank's record came late:\n%s", rep)
			}
		}
		return err
	}
	differs := fmt.Sprintf("rank %d differs", cl.Size()-1)
	if mode == "close" {
		err := launch(1)
		if last != (err != nil) {
			t.Errorf("the last launch, late and differing on the last rank: %v", err)
		}
		ce.Close()
		err = cl.Close()
		say(cl, "Close: %v", err)
		if want := cl.Rank() == 0; want != (err != nil) || err != nil && (!errors.Is(err, ErrMismatch) || !strings.Contains(err.Error(), differs)) {
			t.Errorf("Close after a launch whose record came late and differed: %v", err)
		}
		return
	}
	for l := 1; l <= 3; l++ {
		err := launch(l)
		var want bool // this launch fails on this rank
		switch {
		case mode == "match":
		case l == 1:
			want = last
		case l == 2:
			want = true
		}
		if want != (err != nil) {
			t.Errorf("launch %d: %v, want an error: %v", l, err, want)
		}
		if err == nil {
			continue
		}
		if !errors.Is(err, ErrMismatch) || !strings.Contains(err.Error(), differs) {
			t.Errorf("launch %d: %v, want %v naming the last rank", l, err, ErrMismatch)
		}
		if l == 2 && !strings.Contains(err.Error(), "the last launch") {
			t.Errorf("launch 2: %v, want the verdict on the last launch", err)
		}
	}
}

// TestLateUnderMPIRun runs TestRankLate on 2 and 4 ranks.
func TestLateUnderMPIRun(t *testing.T) {
	needMPI(t)
	for _, c := range []struct {
		mode string
		n    int
	}{{"match", 2}, {"differ", 2}, {"differ", 4}, {"close", 2}} {
		t.Run(fmt.Sprintf("%s/%d", c.mode, c.n), func(t *testing.T) {
			out, err := mpitest.RunCmd(t, append(mpitest.Flags(c.n), os.Args[0], "-test.run=^TestRankLate$", "-test.v"), []string{"GOSYCL_CLUSTER_LATE=" + c.mode})
			ranksPassed(t, "TestRankLate", c.n, out, err)
		})
	}
}

// TestLateVerdicts: the verdicts on a record rank 0 ended a launch
// without, as rank 0 judges it in its next call (judgeLate) and as the
// late rank judges itself from the end's hash (lateEnd), on synthetic
// records.
func TestLateVerdicts(t *testing.T) {
	h := []byte("rank 0's hash of the launch, 32B")
	other := []byte("another hash of the same length!")
	o := lateRecord{rank: 3, seq: 7, hash: h, what: "LaunchKernel of kernel K"}
	failed := fmt.Errorf("%w: no such device", ErrNoDevices)
	for _, c := range []struct {
		name string
		err  error
		kind error  // nil: no error
		text string // in the error
	}{
		{"judgeLate: the same", judgeLate(o, h, 4), nil, ""},
		{"judgeLate: differs", judgeLate(o, other, 4), ErrMismatch, "the last launch, which rank 0 ended before rank 3's agreement record came): rank 3 differs"},
		{"judgeLate: failed", judgeLate(o, record(h, failed), 4), ErrNoDevices, "rank 3: no such device"},
		{"lateEnd: rank 0 had the record", lateEnd("LaunchKernel of kernel K", 3, other, nil, nil), nil, ""},
		{"lateEnd: the same", lateEnd("LaunchKernel of kernel K", 3, h, nil, h), nil, ""},
		{"lateEnd: differs", lateEnd("LaunchKernel of kernel K", 3, other, nil, h), ErrMismatch, "LaunchKernel of kernel K: rank 3 differs from rank 0"},
		{"lateEnd: could not plan", lateEnd("LaunchKernel of kernel K", 3, h, failed, h), ErrNoDevices, "rank 3: no such device"},
	} {
		switch {
		case c.kind == nil && c.err != nil:
			t.Errorf("%s: %v, want none", c.name, c.err)
		case c.kind != nil && (!errors.Is(c.err, c.kind) || !strings.Contains(c.err.Error(), c.text)):
			t.Errorf("%s: %v, want %v with %q", c.name, c.err, c.kind, c.text)
		}
	}
	// The end command carries the hash only to a rank whose record was late.
	end := endCmd(1500*time.Microsecond, 7)
	if got := endFor(end, h, false); len(got) != 17 {
		t.Errorf("endFor, record in: %d bytes, want 17", len(got))
	}
	got := endFor(end, h, true)
	rd := &reader{b: got}
	if k, d, leave := rd.byte(), rd.int(), rd.int(); rd.err != nil || k != cmdEnd || time.Duration(d) != 1500*time.Microsecond || leave != 7 || string(rd.b) != string(h) {
		t.Errorf("endFor, record late: %q", got)
	}
	if abort := abortCmd([]byte{1}); len(endFor(abort, h, true)) != len(abort) {
		t.Error("endFor adds the hash to an abort")
	}
}
