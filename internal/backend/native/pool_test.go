package native

import (
	"strings"
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

// A job's Workers bounds how many workers run it at once.
func TestJobWorkers(t *testing.T) {
	p := NewPool(4)
	var cur, peak atomic.Int64
	done := make(chan error)
	p.Submit(&Job{Groups: 64, Chunk: 1, Workers: 2, Run: func(first, last int) {
		n := cur.Add(1)
		for {
			m := peak.Load()
			if n <= m || peak.CompareAndSwap(m, n) {
				break
			}
		}
		time.Sleep(200 * time.Microsecond)
		cur.Add(-1)
	}, Done: func(err error) { done <- err }})
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if got := peak.Load(); got < 1 || got > 2 {
		t.Errorf("%d workers ran the job at once, want at most 2", got)
	}
}
