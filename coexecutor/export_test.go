package coexecutor

import (
	"time"

	"github.com/gosycl/gosycl/internal/cgroup"
	"github.com/gosycl/gosycl/sycl"
)

// PartialReads returns the reads from devices into host memory of the
// pooled partial results of k's reductions on ce (partials.go), and how
// many buffers the pool holds for k.
func PartialReads(ce *Coexecutor, k *sycl.Kernel) (reads, pooled int) {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	for _, pb := range ce.partials[k] {
		reads += pb.core.Stats().DeviceToHost
	}
	return reads, len(ce.partials[k])
}

// OnSubmitted makes f see whether each package submitted from now on was
// an OpenCL kernel enqueued by Submit (enqueued) and flushed to its
// device before Submit returned (flushed), until the returned function
// is called. Set it while no launch runs.
func OnSubmitted(f func(enqueued, flushed bool)) (restore func()) {
	submitted = func(ev *sycl.Event) { f(cgroup.Flushed(ev)) }
	return func() { submitted = nil }
}

// OnUnitLoop makes f see each unit loop that starts (on a goroutine of
// its own or the launch's), until the returned function is called. Set it
// while no launch runs; f may be called concurrently.
func OnUnitLoop(f func(unit int)) (restore func()) {
	loopStarted = f
	return func() { loopStarted = nil }
}

// HostTimes is a launch's first package's host timeline (hostTimes).
type HostTimes = hostTimes

// FirstHostTimes returns rep's first package's host timeline.
func FirstHostTimes(rep *Report) HostTimes { return rep.host }

// PartialsPinned reports whether the partial results ce pools for k's
// reductions are in pinned host memory (false when it pools none).
func PartialsPinned(ce *Coexecutor, k *sycl.Kernel) bool {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	free := ce.partials[k]
	return len(free) > 0 && free[0].core.Pinned()
}

// PlaceEntry returns k's kept placement on ce (placecache.go), nil if
// none: a launch that placed k afresh and kept it leaves another.
func PlaceEntry(ce *Coexecutor, k *sycl.Kernel) any {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	if e := ce.places[k]; e != nil {
		return e
	}
	return nil
}

// LinkPieces is the link rule's pieces (pieces.go) for a package whose
// copies move bytes over a link of fixed seconds and rate bytes a second.
func LinkPieces(fixed, rate, bytes float64) int { return link{fixed, rate}.pieces(bytes) }

// WaitBackground waits for ce's work in the background: builds started
// ahead and its units' link measurements.
func (ce *Coexecutor) WaitBackground() { ce.bg.Wait() }

// BuildingNote is the note of a unit that joined no package, its program
// having built for built when the launch ended.
func BuildingNote(built time.Duration) GuardNote {
	return GuardNote{g: guardNote{kind: noteBuilding}, built: built}
}

// note is unit u's last decision that kept work from it, as its report
// says it; "" when none did.
func (l *guardLaunch) note(u int) string { return l.noteOf(u).String() }

// LinkSpeeds returns Memory.LinkSpeed of each computation ce remembers.
func LinkSpeeds(ce *Coexecutor) [][]float64 {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	var out [][]float64
	for _, m := range ce.history {
		out = append(out, append([]float64(nil), m.LinkSpeed...))
	}
	return out
}

// OnLeave tells whether n is a leave's note (leave.go), with the launches
// the unit had sat out in a row before the launch and the leave's
// launches after it.
func OnLeave(n GuardNote) (sat, more int, ok bool) {
	if n.g.kind != noteLeave {
		return 0, 0, false
	}
	return n.g.n, n.g.cut, true
}
