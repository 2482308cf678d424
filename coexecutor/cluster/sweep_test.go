package cluster

import (
	"encoding/binary"
	"math"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/internal/mpitest"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// The times that line up TestRankSweep, from the broadcast that starts
// it: rank 0 enters the launch at sweepEnter, after rank 2's record has
// come (rank 2 enters at once), hands out work to itself and rank 2, and
// holds the first look of its poll that begins with its own package
// ended for sweepHold; rank 2's package is held until sweepReply after
// its start; rank 1 enters, and sends its record, at sweepRecord. The
// reply and the record both come while rank 0 holds its look.
const (
	sweepEnter  = 50 * time.Millisecond
	sweepReply  = 150 * time.Millisecond
	sweepRecord = 250 * time.Millisecond
	sweepHold   = 600 * time.Millisecond
)

// TestRankSweep: an agreement record and a package's reply that reach
// rank 0 in one look of its poll, when nothing else is due, end the
// launch with its results exact (a look that counted the record taken
// against the reply would see nothing new and poll for ever, the nodes
// kept waiting by its keep-alives). The launch is repeated, on a fresh
// Coexecutor each time, until it lines up: rank 1 got no work and its
// record came within the launch, rank 2 ran a package.
func TestRankSweep(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestSweepUnderMPIRun)")
	}
	// Free probes: every node whose record is in gets work in the first
	// launch.
	cl, err := Init(Config{Timeout: 20 * time.Second, Latency: time.Nanosecond, Bandwidth: 1e15})
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	if cl.Size() != 3 {
		t.Fatalf("runs on 3 ranks, not %d", cl.Size())
	}
	if cl.Rank() == 0 {
		held := -1 // the launch whose look was held
		beforePollSweep = func(seq int, localBusy bool) {
			if !localBusy && held != seq {
				held = seq
				time.Sleep(sweepHold)
				// A look that finds nothing (rank 0 sends itself no
				// command) makes MPI take in what has come meanwhile:
				// Open MPI's probe progresses after a miss, so the
				// sweep's first probe would take in the record only
				// after missing it.
				if _, _, _, err := cl.comm.Iprobe(0, tag(seq, tagCmd)); err != nil {
					t.Error(err)
				}
			}
		}
		defer func() { beforePollSweep = nil }()
	}
	if cl.Rank() == 2 {
		// Rank 2's package ends sweepReply after it starts.
		defer faults.SetLaunch(func(s faults.Site) faults.Fault {
			rel := make(chan struct{})
			time.AfterFunc(sweepReply, func() { close(rel) })
			return faults.Fault{Kind: faults.Hold, Release: rel}
		})()
	}
	const n = 1 << 12
	lined := untilLined(t, cl, 5, func(ce *Coexecutor, try int) bool {
		xs, ys := make([]float32, n), make([]float32, n)
		for i := range xs {
			xs[i], ys[i] = float32(i%1000), float32(i%7)
		}
		x, y := buffer.New(xs), buffer.New(ys)
		defer x.Close()
		defer y.Close()
		if err := cl.comm.Bcast(make([]byte, 1), 0, time.Now().Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		switch cl.Rank() {
		case 0:
			time.Sleep(sweepEnter)
		case 1:
			time.Sleep(sweepRecord)
		}
		start := time.Now()
		rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
		took := time.Since(start)
		if err != nil {
			t.Fatalf("try %d: the launch failed after %v: %v", try, took, err)
		}
		if cl.Rank() != 0 {
			return false
		}
		got, _ := contents(t, []any{y})
		for i := range n {
			want := 2*float32(i%1000) + float32(i%7)
			if v := math.Float32frombits(binary.LittleEndian.Uint32(got[0][4*i:])); v != want {
				t.Fatalf("try %d: y[%d] = %v, want %v", try, i, v, want)
			}
		}
		r1, r2 := rep.Nodes[1], rep.Nodes[2]
		say(cl, "try %d: %v; rank 1 packages %d late %v joined %v; rank 2 packages %d", try, took.Round(time.Millisecond), r1.Packages, r1.Late, r1.Joined.Round(time.Millisecond), r2.Packages)
		return r1.Packages == 0 && !r1.Late && r1.Joined >= sweepHold && r2.Packages > 0
	})
	if cl.Rank() == 0 && !lined {
		t.Errorf("in 5 tries the launch never had rank 1's record and rank 2's reply come in one look")
	}
}

// TestSweepUnderMPIRun runs TestRankSweep on three ranks.
func TestSweepUnderMPIRun(t *testing.T) {
	needMPI(t)
	out, err := mpitest.Run(t, 3, "-test.run=^TestRankSweep$", "-test.v")
	ranksPassed(t, "TestRankSweep", 3, out, err)
}
