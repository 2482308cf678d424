package opencl

// This file is the copiers: the long-lived goroutines that help staged
// transfers copy their chunks, waiting awake between transfers (package
// awake).

import (
	"sync"

	"github.com/gosycl/gosycl/internal/awake"
)

// copiers are the process's staging helpers: as many goroutines as a
// transfer asks for at most (stagingHelpers), started at the first
// staged transfer, each taking a run to help with from the queue
// (stagedRun.help). A transfer offers itself to as many as it wants and
// copies with those that come; one that finds every copier busy copies
// with fewer, or alone.
// Goroutines started for each transfer would start one after another,
// as the Go runtime wakes a thread for each, the last some tens of
// microseconds after the first: a transfer of a few MiB would be mostly
// copied by the first two or three.
var copiers struct {
	once sync.Once
	runs *awake.Queue[*stagedRun]
}

// helpCopy offers r to n copiers.
func helpCopy(r *stagedRun, n int) {
	copiers.once.Do(func() {
		copiers.runs = awake.NewQueue[*stagedRun](4 * stagingMaxHelpers)
		for range stagingHelpers(stagingMaxHelpers) {
			go func() {
				w := copiers.runs.Waiter()
				for {
					w.Take().help()
				}
			}()
		}
	})
	for range n {
		if !copiers.runs.Offer(r) {
			return
		}
	}
}
