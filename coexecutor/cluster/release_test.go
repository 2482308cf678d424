package cluster

import (
	"fmt"
	"math"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor/internal/nodesched"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/internal/mpi"
	"github.com/gosycl/gosycl/internal/mpitest"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// TestReleasable: rank 0 releases a node only when nothing more can come
// to it in the launch: every work-group handed out, its record matched,
// no package of its in flight, not released before; never rank 0.
func TestReleasable(t *testing.T) {
	for _, c := range []struct {
		name                          string
		rank                          int
		handedOut, ready, busy, freed bool
		want                          bool
	}{
		{"idle node, all handed out", 1, true, true, false, false, true},
		{"work left", 1, false, true, false, false, false},
		{"record not in", 1, true, false, false, false, false},
		{"package in flight", 1, true, true, true, false, false},
		{"released already", 1, true, true, false, true, false},
		{"rank 0", 0, true, true, false, false, false},
	} {
		u := &unit{rank: c.rank, Node: &nodesched.Node{Busy: c.busy}, ready: c.ready, released: c.freed}
		if got := releasable(u, c.handedOut); got != c.want {
			t.Errorf("%s: releasable %v, want %v", c.name, got, c.want)
		}
	}
}

// TestReleaseIn: a release tells the time left until the predicted end,
// or -1 for none (not finite, or beyond the timeout); none is sent less
// than a sleep quantum before that end.
func TestReleaseIn(t *testing.T) {
	q, timeout := 50*time.Microsecond, 10*time.Second
	for _, c := range []struct {
		name   string
		left   float64
		want   float64
		wantOK bool
	}{
		{"10 ms left", 0.010, 0.010, true},
		{"exactly a quantum left", 50e-6, 50e-6, true},
		{"less than a quantum left", 49e-6, 0, false},
		{"at the end", 0, 0, false},
		{"overdue", -0.001, 0, false},
		{"no prediction", math.Inf(1), -1, true},
		{"beyond the timeout", 11, -1, true},
		{"NaN", math.NaN(), 0, false},
	} {
		in, ok := releaseIn(c.left, q, timeout)
		if in != c.want || ok != c.wantOK {
			t.Errorf("%s: releaseIn = %v, %v; want %v, %v", c.name, in, ok, c.want, c.wantOK)
		}
	}
}

// TestNearPause: a node that waits unreleased for the end its kernel's
// last launch predicts polls at once for the first Config.Spin of its
// wait, then sleeps as mpi's pacing does, but never into the quantum
// before the predicted end, from which it polls at once until
// Config.Spin after it; a node that enters after its predicted end
// (late) is done at once and waits as for any command.
func TestNearPause(t *testing.T) {
	q, spin := 50*time.Microsecond, 50*time.Microsecond
	t0 := time.Unix(1000, 0)
	end := t0.Add(10 * time.Millisecond)
	at := func(d time.Duration) time.Time { return t0.Add(d) }
	us := time.Microsecond
	for _, c := range []struct {
		name      string
		now       time.Time
		predicted time.Time
		sleep     time.Duration
		pause     time.Duration
		next      time.Duration
		done      bool
	}{
		{"the wait's start: spin", at(0), end, us, 0, us, false},
		{"within the first spin", at(49 * us), end, us, 0, us, false},
		{"after the spin: a microsecond's sleep", at(time.Millisecond), end, us, us, us, false},
		{"5 ms in: sleeps double up to 1/1024 of the wait", at(5 * time.Millisecond), end, us, us, 2 * us, false},
		{"a sleep that would reach into the quantum before the end is cut", at(9900 * us), end, 200 * us, 50 * us, 9900 * us / 1024, false},
		{"a quantum before the end: spin", at(9950 * us), end, 8 * us, 0, 8 * us, false},
		{"at the end: spin", at(10 * time.Millisecond), end, 8 * us, 0, 8 * us, false},
		{"Config.Spin after the end: done", at(10051 * us), end, 8 * us, 0, 8 * us, true},
		{"entered after the predicted end: done", at(0), t0.Add(-time.Millisecond), us, 0, us, true},
		{"a long wait sleeps at most a millisecond", at(3 * time.Second), t0.Add(5 * time.Second), time.Millisecond, time.Millisecond, time.Millisecond, false},
	} {
		pause, next, done := nearPause(c.now, t0, c.predicted, q, spin, c.sleep)
		if pause != c.pause || next != c.next || done != c.done {
			t.Errorf("%s: nearPause = %v, %v, %v; want %v, %v, %v", c.name, pause, next, done, c.pause, c.next, c.done)
		}
	}
}

// TestPredictedEnd: the launch ends when its last package in flight is
// predicted to; with none in flight, now; with a prediction that is not
// finite, never (the node is not told a time).
func TestPredictedEnd(t *testing.T) {
	busy := func(due float64) *unit { return &unit{Node: &nodesched.Node{Busy: true, Due: due}} }
	idle := &unit{Node: &nodesched.Node{Due: 9}}
	for _, c := range []struct {
		name  string
		units []*unit
		t     float64
		want  float64
	}{
		{"one package", []*unit{busy(0.005), idle}, 0.001, 0.005},
		{"the latest of two", []*unit{busy(0.004), busy(0.007)}, 0.001, 0.007},
		{"none in flight", []*unit{idle, idle}, 0.002, 0.002},
		{"overdue: now", []*unit{busy(0.001)}, 0.003, 0.003},
		{"no prediction", []*unit{busy(math.Inf(1)), busy(0.002)}, 0.001, math.Inf(1)},
		{"NaN", []*unit{busy(math.NaN())}, 0.001, math.Inf(1)},
	} {
		if got := predictedEnd(c.units, c.t); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// TestSleepQuantum: the quantum is a real sleep's length, at least the
// microsecond asked for, and mpi.Sleep sleeps at least as long as asked.
func TestSleepQuantum(t *testing.T) {
	if q := sleepQuantum(); q < time.Microsecond {
		t.Errorf("sleepQuantum %v: below the microsecond it sleeps", q)
	}
	for _, d := range []time.Duration{0, time.Microsecond, 200 * time.Microsecond, 2 * time.Millisecond} {
		start := time.Now()
		mpi.Sleep(d)
		if got := time.Since(start); got < d {
			t.Errorf("mpi.Sleep(%v) returned after %v", d, got)
		}
	}
}

// TestRankRelease: while rank 0's own package runs (its kernel held for
// holdFor on rank 0), the other ranks, which get no work (a latency
// prior no probe could pay), are released with the launch's predicted
// end once their records are in, and their records of the next launch
// reach rank 0 while its held package still runs: the end of a launch
// reaches a released rank at once. Launch 0 builds and measures; from
// launch 1 on, rank 0 knows its speed and so the launch's end.
func TestRankRelease(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestReleaseUnderMPIRun)")
	}
	const holdFor = 300 * time.Millisecond
	const n = 1 << 12
	// No leave: every launch runs the protocol whose release it tests.
	cl, ce, x, y := idleRanksWith(t, n, Config{MaxLeave: -1})
	var hold atomic.Bool
	if cl.Rank() == 0 {
		restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
			if s.Kernel != "Saxpy" || !hold.Load() {
				return faults.Fault{}
			}
			r := make(chan struct{})
			time.AfterFunc(holdFor, func() { close(r) })
			return faults.Fault{Kind: faults.Hold, Release: r}
		})
		defer restore()
	}
	for l := range 5 {
		hold.Store(l > 0)
		rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
		if err != nil {
			t.Fatal(err)
		}
		if cl.Rank() != 0 {
			if l > 1 && rep.Nodes[0].Released == 0 {
				t.Errorf("launch %d: rank %d was not released", l, cl.Rank())
			}
			continue
		}
		for _, nr := range rep.Nodes[1:] {
			say(cl, "launch %d: rank %d: record in at %v, released at %v, the launch took %v", l, nr.Rank, nr.Joined, nr.Released, rep.Time)
			if l < 2 {
				continue // launch 1's records follow launch 0's end, unreleased
			}
			if nr.Joined >= holdFor {
				t.Errorf("launch %d: rank %d's record came at %v, after rank 0's package held for %v", l, nr.Rank, nr.Joined, holdFor)
			}
			if nr.Released < nr.Joined || nr.Released >= holdFor {
				t.Errorf("launch %d: rank %d released at %v (record at %v), want while rank 0's package is held", l, nr.Rank, nr.Released, nr.Joined)
			}
		}
	}
}

// TestReleaseUnderMPIRun runs TestRankRelease on 2 and 4 ranks.
func TestReleaseUnderMPIRun(t *testing.T) {
	needMPI(t)
	for _, n := range []int{2, 4} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			out, err := mpitest.Run(t, n, "-test.run=^TestRankRelease$", "-test.v")
			ranksPassed(t, "TestRankRelease", n, out, err)
		})
	}
}
