package native

// This file tests that the workers of a job that shares (Job.SetShare) let
// the process's other goroutines run while they hold every processor
// (yieldAfter), and that those of other jobs do not yield.

import (
	"runtime"
	"slices"
	"sync/atomic"
	"testing"
	"time"
)

// spinFor runs on the processor for d of wall-clock time.
func spinFor(d time.Duration) {
	for start := time.Now(); time.Since(start) < d; {
		spin(64)
	}
}

// A worker of a job that shares yields after every chunk that leaves it
// holding its processor for yieldAfter or more, and no more often than
// once per yieldAfter: a job of cheap chunks yields at most once per
// yieldAfter of each worker's time. A job that does not share never
// yields; SetShare switches a job while it runs.
func TestWorkersYield(t *testing.T) {
	// Each case has a pool of its own, whose yields it counts: a worker
	// yields after its last chunk too, once Done has reported the job.
	var (
		yields *atomic.Int64
		p      *Pool
	)
	fresh := func() {
		n := new(atomic.Int64)
		yields, p = n, NewPool(2)
		p.yield = func() { n.Add(1); runtime.Gosched() }
	}
	run := func(groups, chunk int, f func()) time.Duration {
		done := make(chan error, 1)
		start := time.Now()
		j := &Job{Groups: groups, Chunk: chunk,
			Run: func(first, last int) {
				for range last - first {
					f()
				}
			},
			Done: func(err error) { done <- err },
		}
		j.SetShare(true)
		p.Submit(j)
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		return time.Since(start)
	}

	// Chunks of one work-group that each run past yieldAfter: a yield
	// after every one (each worker's last after Done, so wait for it).
	fresh()
	const long = 8
	run(long, 1, func() { spinFor(yieldAfter + yieldAfter/4) })
	deadline := time.Now().Add(10 * time.Second)
	for yields.Load() < long && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if got := yields.Load(); got != long {
		t.Errorf("chunks of %v each: %d yields, want %d (one after each chunk)", yieldAfter+yieldAfter/4, got, long)
	}

	// Cheap chunks: no more yields than each worker's share of the job's
	// time holds periods of yieldAfter (and one after its last chunk).
	fresh()
	took := run(20000, 1, func() { spin(16) })
	if most := int64(p.Workers()) * int64(took/yieldAfter+1); yields.Load() > most {
		t.Errorf("20000 cheap chunks in %v: %d yields, want at most %d (one per %v a worker)", took, yields.Load(), most, yieldAfter)
	}

	// A job that does not share: no yield, however long its chunks. One
	// switched to share after its first chunk yields after the later
	// ones (each chunk waits for the switch to have happened or not).
	for _, share := range []bool{false, true} {
		fresh()
		done := make(chan error, 1)
		switched := make(chan struct{})
		var ran atomic.Int32
		j := &Job{Groups: 4, Chunk: 1,
			Run: func(first, last int) {
				if ran.Add(1) > 1 {
					<-switched
				}
				spinFor(yieldAfter + yieldAfter/4)
			},
			Done: func(err error) { done <- err },
		}
		p.Submit(j)
		j.SetShare(share)
		close(switched)
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		time.Sleep(10 * time.Millisecond) // the workers' last yields, after Done
		switch got := yields.Load(); {
		case !share && got != 0:
			t.Errorf("a job that does not share yielded %d times", got)
		case share && got < 3:
			t.Errorf("a job switched to share after its first chunk: %d yields, want at least 3 (after each later chunk)", got)
		}
	}
}

// A goroutine woken while the workers of a job that shares hold every
// processor runs within about a chunk's time, not once the runtime
// preempts a worker (10 ms on): the median of twenty 1 ms sleeps
// overshoots by less than half of that.
func TestWokenGoroutineRunsDuringJob(t *testing.T) {
	p := NewPool(runtime.GOMAXPROCS(0))
	var stop atomic.Bool
	done := make(chan error, 1)
	// Chunks of 1 ms each, until the sleeper is done (at most 10 s).
	j := &Job{Groups: 10000, Chunk: 1,
		Run: func(first, last int) {
			if !stop.Load() {
				spinFor(time.Millisecond)
			}
		},
		Done: func(err error) { done <- err },
	}
	j.SetShare(true)
	p.Submit(j)
	over := make([]time.Duration, 20)
	for i := range over {
		start := time.Now()
		time.Sleep(time.Millisecond)
		over[i] = time.Since(start) - time.Millisecond
	}
	stop.Store(true)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	slices.Sort(over)
	if med := over[len(over)/2]; med > 5*time.Millisecond {
		t.Errorf("a 1 ms sleep beside %d busy workers overshot by %v (median of %d; longest %v), want under 5 ms", p.Workers(), med, len(over), over[len(over)-1])
	}
}
