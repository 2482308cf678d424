package coexecutor

// This file holds the processors a Coexecutor keeps for the work its
// host does beside its launches (package coexecutor/cluster's Director),
// and the count of that work in flight.

import (
	"fmt"

	"github.com/gosycl/gosycl/coexecutor/internal/beside"
)

func init() {
	beside.Keep = func(n int) any { return keepBeside(n) }
	beside.Busy = func(ce any, d int) { ce.(*Coexecutor).besideBusy(d) }
}

// keepBeside has the native device leave n processors to the host while
// work beside the launches is in flight (besideBusy), on top of those
// HostCores leaves to the OpenCL units' copies: rank 0 of a cluster
// sends the other ranks their packages and takes their results while
// its own package runs, and a Director that shares a processor with a
// worker that computes waits for the operating system's scheduler to
// give it back: a time slice, milliseconds, at each message.
func keepBeside(n int) Option {
	return func(c *config) error {
		if n < 0 {
			return fmt.Errorf("coexecutor: keeping %d processors beside the launches: must not be negative", n)
		}
		c.beside = n
		return nil
	}
}

// besideState is a Coexecutor's work in flight beside its launches, and
// the launches running, whose native packages it switches.
type besideState struct {
	busy int
	live map[*launchState]bool
}

// besideBusy adds d to the work in flight beside the launches, and
// switches the running launches' native packages to the processors left
// them while it is in flight, to all of them once it is not (where no
// other unit has a package in flight either: launchState.cores).
func (ce *Coexecutor) besideBusy(d int) {
	ce.besideMu.Lock()
	defer ce.besideMu.Unlock()
	was := ce.beside.busy > 0
	ce.beside.busy += d
	if now := ce.beside.busy > 0; now != was {
		for l := range ce.beside.live {
			l.setBeside(now)
		}
	}
}

// attachBeside counts launch l as running, with its native packages on
// the processors the work beside the launches leaves them while it is in
// flight; the function returned ends that once l has ended.
func (ce *Coexecutor) attachBeside(l *launchState) (detach func()) {
	if ce.parent != nil {
		return ce.parent.attachBeside(l) // a unit alone: its Coexecutor's work (leave.go)
	}
	ce.besideMu.Lock()
	defer ce.besideMu.Unlock()
	if ce.beside.live == nil {
		ce.beside.live = map[*launchState]bool{}
	}
	ce.beside.live[l] = true
	l.setBeside(ce.beside.busy > 0)
	return func() {
		ce.besideMu.Lock()
		defer ce.besideMu.Unlock()
		delete(ce.beside.live, l)
	}
}

// setBeside switches l's native packages to the processors left them
// while work beside the launches is in flight (on), or to all of them.
func (l *launchState) setBeside(on bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.besideOn = on
	l.setCores()
}
