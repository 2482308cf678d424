package sycl

import (
	"github.com/gosycl/gosycl/internal/cgroup"
	"github.com/gosycl/gosycl/internal/memory"
)

// The module's own view into command groups (see internal/cgroup): the
// coexecutor reads what a package's command group declared, aborts one
// whose function panicked, cancels native launches and makes a launch's
// USM uses one session, and has a package's kernel flushed at once.
func init() {
	cgroup.Uses = func(h any) []memory.Use { return h.(*Handler).uses }
	cgroup.Abort = func(h any, err error) { h.(*Handler).err = err }
	cgroup.SetCancel = func(h any, done <-chan struct{}) { h.(*Handler).cancel = done }
	cgroup.Moved = func(ev any) memory.Moved {
		e := ev.(*Event)
		_ = e.Wait() // its error is the command's, reported where it is waited for
		return e.moved
	}
	cgroup.SetSession = func(h any, s *memory.Session) { h.(*Handler).usm = s }
	cgroup.SetFlush = func(h any) { h.(*Handler).flush = true }
	cgroup.SetCores = func(h any, c *cgroup.Cores) { h.(*Handler).cores = c }
	cgroup.SetYield = func(h any, y *cgroup.Yield) { h.(*Handler).yield = y }
	cgroup.Flushed = func(ev any) (enqueued, flushed bool) { return ev.(*Event).flushedAfterEnqueue() }
}
