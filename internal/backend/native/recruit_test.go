package native

// This file tests how a job takes on workers (recruit, busy).

import (
	"testing"
	"time"

	"github.com/gosycl/gosycl/internal/awake"
)

// busy from tables of synthetic rates: the work-groups left, at the last
// chunk's rate per work-group, against n workers' chunkTarget each.
func TestBusy(t *testing.T) {
	for _, c := range []struct {
		name        string
		left, unit  int
		rate        time.Duration // per work-group; 0: no chunk has ended
		n           int64
		busy        bool
		description string
	}{
		{"no rate yet", 1, 1, 0, 16, true, "a job's first work-groups may be costly"},
		{"cheap, few left", 256, 1, 10 * time.Nanosecond, 2, false, "2.56 µs for two workers"},
		{"cheap, many left", 1 << 20, 1, 10 * time.Nanosecond, 2, true, "10.5 ms for two workers"},
		{"exactly enough", 100, 1, chunkTarget / 50, 2, true, "100 × 1 µs = 2 × 50 µs"},
		{"one short", 99, 1, chunkTarget / 50, 2, false, "99 µs < 100 µs"},
		{"units of several work-groups", 10, 100, time.Microsecond, 20, true, "1 ms = 20 × 50 µs"},
		{"nothing left", 0, 1, time.Second, 1, false, "no work-group left"},
		{"huge job", 1 << 30, 1 << 30, time.Second, 1 << 20, true, "no overflow"},
	} {
		t.Run(c.name, func(t *testing.T) {
			j := &Job{unit: c.unit}
			j.rate.Store(int64(c.rate))
			if got := j.busy(c.n, c.left); got != c.busy {
				t.Errorf("busy(%d) with %d units of %d left at %v: %v, want %v (%s)", c.n, c.left, c.unit, c.rate, got, c.busy, c.description)
			}
		})
	}
}

// recruit from tables: it hands the job to one more worker (a hand-off in
// the pool's queue, one more on the job) only while the job has more
// chunks left than workers on it, within its bound, and busy says one
// more would be kept busy.
func TestRecruit(t *testing.T) {
	for _, c := range []struct {
		name        string
		left, chunk int
		on, bound   int64
		rate        time.Duration
		recruits    bool
	}{
		{"first chunk, rate unknown", 1000, 0, 1, 16, 0, true},
		{"costly work-groups", 1000, 0, 4, 16, time.Millisecond, true},
		{"cheap work-groups", 1000, 0, 4, 16, 10 * time.Nanosecond, false},
		{"at its bound", 1000, 0, 4, 4, 0, false},
		{"as many on as chunks left", 3, 0, 3, 16, 0, false},
		{"fixed chunks: chunks, not work-groups, count", 1000, 250, 4, 16, 0, false},
		{"fixed chunks with one spare", 1000, 200, 4, 16, 0, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := NewPool(16)
			p.jobs = awake.NewQueue[*Job](4) // no workers: the test reads the queue
			j := &Job{Groups: c.left, Chunk: c.chunk, unit: 1}
			j.claims.Store(claimWord(0, c.left))
			j.on.Store(c.on)
			j.bound.Store(c.bound)
			j.rate.Store(int64(c.rate))
			p.recruit(j)
			want, wantOn := 0, c.on
			if c.recruits {
				want, wantOn = 1, c.on+1
			}
			if got := p.jobs.Len(); got != want || j.on.Load() != wantOn {
				t.Errorf("%d hand-offs and %d on after recruit, want %d and %d", got, j.on.Load(), want, wantOn)
			}
			if want == 1 {
				if h, _ := p.jobs.TryTake(); h != j {
					t.Errorf("handed off another job")
				}
			}
		})
	}

	// A full queue (every worker has jobs waiting) takes no hand-off:
	// the job counts no worker that will not come.
	p := NewPool(1)
	p.jobs = awake.NewQueue[*Job](0)
	j := &Job{Groups: 100, unit: 1}
	j.claims.Store(claimWord(0, 100))
	j.on.Store(1)
	j.bound.Store(16)
	p.recruit(j)
	if j.on.Load() != 1 {
		t.Errorf("a hand-off no queue took counted: %d on, want 1", j.on.Load())
	}
}

// A job of costly work-groups reaches every worker, one recruiting the
// next, though Submit hands it to one: each work-group waits until every
// worker runs one at once (or gives up after a while), so no chunk ends
// before all have come, and no rate tells them to stay away.
func TestRecruitReachesEveryWorker(t *testing.T) {
	const workers = 4
	p := NewPool(workers)
	var c concurrency
	all := make(chan struct{})
	done := make(chan error, 1)
	p.Submit(&Job{Groups: 4 * workers, Chunk: 1,
		Run: func(first, last int) {
			if c.enter(); c.peak.Load() == workers {
				select {
				case <-all:
				default:
					close(all)
				}
			}
			select {
			case <-all:
			case <-time.After(5 * time.Second):
			}
			c.cur.Add(-1)
		},
		Done: func(err error) { done <- err },
	})
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if got := c.peak.Load(); got != workers {
		t.Errorf("%d workers ran the job at once, want %d", got, workers)
	}
}
