package cluster

import (
	"math"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor/internal/nodesched"
	"github.com/gosycl/gosycl/internal/mpi"
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
