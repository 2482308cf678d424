package native

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestEveryGroupRunsOnce(t *testing.T) {
	p := NewPool(4)
	for _, groups := range []int{1, 3, 16, 1000, 4097} {
		for _, chunk := range []int{0, 1, 7} {
			counts := make([]atomic.Int32, groups)
			done := make(chan error, 1)
			p.Submit(&Job{Groups: groups, Chunk: chunk,
				Run: func(first, last int) {
					for g := first; g < last; g++ {
						counts[g].Add(1)
					}
				},
				Done: func(err error) { done <- err },
			})
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			for g := range counts {
				if c := counts[g].Load(); c != 1 {
					t.Fatalf("groups=%d chunk=%d: group %d ran %d times", groups, chunk, g, c)
				}
			}
		}
	}
}

func TestPanicBecomesErrorAndDoneRunsOnce(t *testing.T) {
	p := NewPool(4)
	var calls atomic.Int32
	done := make(chan error, 2)
	p.Submit(&Job{Groups: 100, Chunk: 1,
		Run: func(first, last int) {
			if first == 37 {
				var s []int
				_ = s[first]
			}
		},
		Done: func(err error) { calls.Add(1); done <- err },
	})
	err := <-done
	if err == nil || !strings.Contains(err.Error(), "index out of range") {
		t.Fatalf("got %v", err)
	}
	// A second job still runs: the pool survives a failed one.
	ok := make(chan error, 1)
	p.Submit(&Job{Groups: 10, Run: func(int, int) {}, Done: func(err error) { ok <- err }})
	if err := <-ok; err != nil {
		t.Fatal(err)
	}
	if c := calls.Load(); c != 1 {
		t.Fatalf("Done called %d times", c)
	}
}

func TestEmptyJob(t *testing.T) {
	p := NewPool(2)
	done := make(chan error, 1)
	p.Submit(&Job{Groups: 0, Run: func(int, int) { t.Error("ran") }, Done: func(err error) { done <- err }})
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// Closing a job's Cancel stops it between chunks: the chunks running then
// end, the others never run, and Done reports ErrCanceled. Every worker's
// first chunk blocks until it is released, after the cancellation.
func TestCancelBetweenChunks(t *testing.T) {
	for _, chunk := range []int{0, 1} {
		p := NewPool(4)
		const groups = 1000
		cancel, release := make(chan struct{}), make(chan struct{})
		var entered, ran atomic.Int64
		done := make(chan error, 1)
		p.Submit(&Job{Groups: groups, Chunk: chunk, Cancel: cancel,
			Run: func(first, last int) {
				if entered.Add(1) == 1 {
					close(cancel)
				}
				<-release
				ran.Add(int64(last - first))
			},
			Done: func(err error) { done <- err },
		})
		// Once the first chunk entered has cancelled the job, a chunk that
		// starts was taken before (at most one per worker). Waiting for the
		// close itself, not for the first chunk to enter: a worker
		// descheduled between entering and closing would let the others run
		// on, uncancelled, once released.
		<-cancel
		close(release)
		if err := <-done; err != ErrCanceled {
			t.Fatalf("chunk %d: Done got %v, want ErrCanceled", chunk, err)
		}
		// First chunks are one work-group each (fixed or adaptive).
		if got, most := ran.Load(), int64(p.Workers()); got < 1 || got > most {
			t.Errorf("chunk %d: %d work-groups ran after the cancellation; want 1 to %d (the chunks already taken)", chunk, got, most)
		}
	}
}

// A job cancelled as its last work-group runs has run every work-group:
// Done gets nil, and no worker that finds nothing left to run writes the
// error Done reads (under -race, a worker that saw the cancellation before
// looking for work did, while the last one read it).
func TestCancelAfterTheLastChunk(t *testing.T) {
	p := NewPool(4)
	for i := range 200 {
		const groups = 8
		cancel := make(chan struct{})
		var ran atomic.Int64
		done := make(chan error, 1)
		p.Submit(&Job{Groups: groups, Chunk: 1, Cancel: cancel,
			Run: func(first, last int) {
				if ran.Add(int64(last-first)) == groups {
					close(cancel)
				}
			},
			Done: func(err error) { done <- err },
		})
		if err := <-done; err != nil || ran.Load() != groups {
			t.Fatalf("run %d: Done got %v after %d of %d work-groups, want nil after all", i, err, ran.Load(), groups)
		}
	}
}

// A job's Workers bounds how many workers run it at once.
func TestJobWorkers(t *testing.T) {
	p := NewPool(4)
	var c concurrency
	done := make(chan error)
	p.Submit(&Job{Groups: 64, Chunk: 1, Workers: 2, Run: func(first, last int) {
		c.enter()
		time.Sleep(200 * time.Microsecond)
		c.cur.Add(-1)
	}, Done: func(err error) { done <- err }})
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if got := c.peak.Load(); got < 1 || got > 2 {
		t.Errorf("%d workers ran the job at once, want at most 2", got)
	}
}

// concurrency counts the callers inside (cur, enter to cur.Add(-1)) and
// the most there at once (peak).
type concurrency struct{ cur, peak atomic.Int64 }

func (c *concurrency) enter() {
	n := c.cur.Add(1)
	for {
		m := c.peak.Load()
		if n <= m || c.peak.CompareAndSwap(m, n) {
			return
		}
	}
}

// Bound widens a running job onto more workers and narrows it again: a
// job on one worker of four, widened while its first chunk runs, is run
// by four at once; narrowed to one while four chunks run, the workers over
// the bound leave as their chunks end, and one runs the rest. A bound
// set before Submit is the job's from its start, and one set after its
// end wakes nobody.
func TestBound(t *testing.T) {
	const workers = 4
	p := NewPool(workers)
	var c concurrency
	cur, peak, enter := &c.cur, &c.peak, c.enter
	// wait runs on the pool's workers: it reports a timeout and returns,
	// so that the job still ends.
	wait := func(what string, cond func() bool) {
		for deadline := time.Now().Add(10 * time.Second); !cond(); time.Sleep(50 * time.Microsecond) {
			if time.Now().After(deadline) {
				t.Errorf("timed out waiting until %s", what)
				return
			}
		}
	}

	// run submits j and waits for it to end without error.
	run := func(j *Job) {
		done := make(chan error, 1)
		j.Done = func(err error) { done <- err }
		p.Submit(j)
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}

	// Widened: the chunks wait until every worker runs one.
	var reached atomic.Bool
	j := &Job{Groups: 64, Chunk: 1, Workers: 1}
	j.Run = func(first, last int) {
		enter()
		defer cur.Add(-1)
		if first == 0 {
			p.Bound(j, 0)
		}
		wait("four workers run the job", func() bool { return reached.Load() || cur.Load() == workers })
		reached.Store(true)
	}
	run(j)
	if got := peak.Load(); got != workers {
		t.Errorf("widened: %d workers ran the job at once, want %d", got, workers)
	}

	// Narrowed: the first four chunks meet, the bound drops to one, and
	// the chunks after them run one at a time.
	peak.Store(0)
	var met, later atomic.Int64
	release := make(chan struct{})
	j = &Job{Groups: 64, Chunk: 1}
	j.Run = func(first, last int) {
		if first < workers {
			enter()
			defer cur.Add(-1)
			if met.Add(1) == workers {
				p.Bound(j, 1)
				close(release)
			}
			<-release
			return
		}
		n := later.Add(1)
		defer later.Add(-1)
		if n > 1 {
			t.Errorf("narrowed: %d workers ran chunks after the bound of 1", n)
		}
		time.Sleep(20 * time.Microsecond)
	}
	run(j)
	if got := peak.Load(); got != workers {
		t.Errorf("before narrowing: %d workers ran the job at once, want %d", got, workers)
	}

	// A bound before Submit holds from the start; after the end, nothing.
	peak.Store(0)
	j = &Job{Groups: 32, Chunk: 1, Run: func(int, int) {
		enter()
		time.Sleep(100 * time.Microsecond)
		cur.Add(-1)
	}}
	p.Bound(j, 2)
	run(j)
	if got := peak.Load(); got < 1 || got > 2 {
		t.Errorf("bound before Submit: %d workers ran the job at once, want at most 2", got)
	}
	p.Bound(j, 0)
	run(&Job{Groups: 8, Run: func(int, int) {}})
}

// A costly work-group holds back only itself: the other workers run the
// rest meanwhile. Here work-group 0 ends only once every other one has
// run, which fixed chunks of a quarter of a worker's share would never
// allow (its chunk holds groups 1, 2, ... behind it).
func TestCostlyGroupHoldsBackOnlyItself(t *testing.T) {
	p := NewPool(4)
	const groups = 4096
	var ran atomic.Int64
	done := make(chan error, 1)
	p.Submit(&Job{Groups: groups,
		Run: func(first, last int) {
			for g := first; g < last; g++ {
				if g == 0 {
					deadline := time.Now().Add(10 * time.Second)
					for ran.Load() < groups-1 && time.Now().Before(deadline) {
						time.Sleep(100 * time.Microsecond)
					}
					if ran.Load() < groups-1 {
						panic(fmt.Sprintf("work-group 0 waited for %d others, %d ran", groups-1, ran.Load()))
					}
				}
				ran.Add(1)
			}
		},
		Done: func(err error) { done <- err },
	})
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// skewedCosts is a sparse matrix's cost per work-group with power-law
// row lengths, hub rows first (bench's spmv): the first 1 % of the
// work-groups hold a fifth of the work.
func skewedCosts(groups, total int) []int {
	c := make([]int, groups)
	for g := range c {
		c[g] = int(float64(total) * (math.Cbrt(float64(g+1)/float64(groups)) - math.Cbrt(float64(g)/float64(groups))))
	}
	return c
}

var sink atomic.Int64

// spin works for about n steps and adds its result to sink, one shared
// atomic (spinWork without it).
func spin(n int) { sink.Add(int64(spinWork(n))) }

// spinWork works for about n steps; its result keeps the compiler from
// dropping the work.
func spinWork(n int) int {
	x := 1
	for i := range n {
		x = x*31 + i
	}
	return x & 1
}

// BenchmarkPool runs skewed, uniform, tiny and cliff-shaped jobs with
// chunks sized by run time (adaptive) and with fixed chunks of a quarter
// of each worker's share (the policy before it), in one run so that they
// compare.
func BenchmarkPool(b *testing.B) {
	p := NewPool(0)
	const groups = 1 << 14
	for _, load := range []struct {
		name  string
		costs []int
	}{
		{"skewed", skewedCosts(groups, 1<<24)},
		{"uniform", slices.Repeat([]int{1 << 10}, groups)},
		{"uniform-cheap", slices.Repeat([]int{16}, groups)},
		// A launch of a few hundred work-items: as many groups as
		// sycl's basic tiling makes (16 a worker), each next to free,
		// so that what it measures is the claims.
		{"tiny", slices.Repeat([]int{1}, 16*p.Workers())},
		// The same with a cliff: the second half of the groups cost
		// some 10^4 times the first's, as the rows of an image's dense
		// middle or a sparse matrix's hub rows do. A rule that sizes a
		// chunk from the cheap groups' run time alone hands one worker
		// too many of the costly ones.
		{"cliff", append(slices.Repeat([]int{1}, 8*p.Workers()), slices.Repeat([]int{1 << 13}, 8*p.Workers())...)},
	} {
		for _, pol := range []struct {
			name  string
			chunk int
		}{{"adaptive", 0}, {"fixed", max(1, len(load.costs)/(4*p.Workers()))}} {
			b.Run(load.name+"/"+pol.name, func(b *testing.B) {
				done := make(chan error, 1)
				for range b.N {
					p.Submit(&Job{Groups: len(load.costs), Chunk: pol.chunk,
						Run: func(first, last int) {
							// One shared atomic a chunk, not a work-group:
							// what the workers share is the pool's.
							x := 0
							for g := first; g < last; g++ {
								x += spinWork(load.costs[g])
							}
							sink.Add(int64(x))
						},
						Done: func(err error) { done <- err },
					})
					if err := <-done; err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// A job stopped part-way runs every work-group before the one Stop
// returns exactly once and none after it, calls Done once, and succeeds;
// Stop cuts where align says, never before what the workers claimed.
func TestStopRunsAPrefixOnce(t *testing.T) {
	p := NewPool(4)
	for _, chunk := range []int{0, 1, 5} {
		for _, at := range []int{0, 1, 10, 500} {
			const groups = 1000
			counts := make([]atomic.Int32, groups)
			started := make(chan struct{})
			release := make(chan struct{})
			var once atomic.Bool
			done := make(chan error, 2)
			j := &Job{Groups: groups, Chunk: chunk,
				Run: func(first, last int) {
					if once.CompareAndSwap(false, true) {
						close(started)
					}
					if first >= at {
						<-release
					}
					for g := first; g < last; g++ {
						counts[g].Add(1)
					}
				},
				Done: func(err error) { done <- err },
			}
			p.Submit(j)
			<-started
			k := j.Stop(func(next int) int { return (next + 7) / 8 * 8 })
			close(release)
			if err := <-done; err != nil {
				t.Fatalf("chunk=%d at=%d: %v", chunk, at, err)
			}
			if k%8 != 0 && k != groups {
				t.Errorf("chunk=%d at=%d: stopped at %d, not where align says", chunk, at, k)
			}
			for g := range counts {
				want := int32(0)
				if g < k {
					want = 1
				}
				if c := counts[g].Load(); c != want {
					t.Fatalf("chunk=%d at=%d stop=%d: group %d ran %d times", chunk, at, k, g, c)
				}
			}
			if again := j.Stop(func(next int) int { return next }); again != k {
				t.Errorf("chunk=%d at=%d: a second Stop returned %d, the first %d", chunk, at, again, k)
			}
			select {
			case err := <-done:
				t.Fatalf("Done called twice (%v)", err)
			case <-time.After(time.Millisecond):
			}
		}
	}
}

// Start, before any job and again, leaves every worker taking jobs, with
// more workers than the runtime has processors too (the rendezvous gives
// up at its bound); Submit after it runs every group once.
func TestStart(t *testing.T) {
	for _, workers := range []int{1, 4, 4 * runtime.GOMAXPROCS(0)} {
		p := NewPool(workers)
		p.Start()
		p.Start()
		var running, most atomic.Int32
		counts := make([]atomic.Int32, 64*workers)
		done := make(chan error, 1)
		p.Submit(&Job{Groups: len(counts), Chunk: 1,
			Run: func(first, last int) {
				n := running.Add(1)
				for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
				}
				for g := first; g < last; g++ {
					counts[g].Add(1)
				}
				time.Sleep(50 * time.Microsecond)
				running.Add(-1)
			},
			Done: func(err error) { done <- err },
		})
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		for g := range counts {
			if c := counts[g].Load(); c != 1 {
				t.Fatalf("%d workers: group %d ran %d times", workers, g, c)
			}
		}
		if workers > 1 && most.Load() < 2 {
			t.Errorf("%d workers: at most %d ran a chunk at once", workers, most.Load())
		}
	}
}

// A job of more work-groups than a claim word holds (maxUnits) claims
// them several to a unit: its chunks cover every work-group once, in
// the job's range, and Stop does not cut it.
func TestJobOfManyGroups(t *testing.T) {
	p := NewPool(4)
	for _, chunk := range []int{0, 1 << 28} {
		groups := maxUnits + 3
		var mu sync.Mutex
		var spans [][2]int
		done := make(chan error, 1)
		j := &Job{Groups: groups, Chunk: chunk,
			Run: func(first, last int) {
				mu.Lock()
				spans = append(spans, [2]int{first, last})
				mu.Unlock()
			},
			Done: func(err error) { done <- err },
		}
		p.Submit(j)
		if k := j.Stop(func(next int) int { return next }); k != groups {
			t.Errorf("chunk=%d: Stop returned %d, want %d (no cut)", chunk, k, groups)
		}
		if err := <-done; err != nil {
			t.Fatalf("chunk=%d: %v", chunk, err)
		}
		slices.SortFunc(spans, func(a, b [2]int) int { return a[0] - b[0] })
		at := 0
		for _, s := range spans {
			if s[0] != at || s[1] <= s[0] {
				t.Fatalf("chunk=%d: chunk %v after work-group %d: a gap, an overlap or an empty chunk", chunk, s, at)
			}
			at = s[1]
		}
		if at != groups {
			t.Errorf("chunk=%d: chunks end at %d, want %d", chunk, at, groups)
		}
	}
}
