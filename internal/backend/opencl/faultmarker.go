package opencl

// This file holds the injected faults whose failure the host reports
// alone (faults.Fault.Marker): the device runs a marker, which
// completes; EventStatus and WaitEvent read its event as failed.

import (
	"sync"
	"sync/atomic"

	"github.com/jgillich/go-opencl/cl"
)

// hostFailed are the markers of such faults, by cl_event handle, each
// with the channel after whose closing it fails (nil: at once). Each is
// kept for the life of the process (keepEventForever), so that its
// handle names no later event, as ReleaseEvent keeps failed events:
// injected faults are few.
var hostFailed struct {
	sync.Mutex
	m   map[uintptr]<-chan struct{}
	any atomic.Bool // a marker was registered: outside fault tests, never

	// pending counts the user events that wait for their Release
	// channel: completed and released by a goroutine, which Done()s.
	pending sync.WaitGroup
}

// failedOnHost tells whether the event with handle key is an injected
// fault's marker that has failed: its Release closed, or it had none.
// Its caller has seen the marker complete on the device.
func failedOnHost(key uintptr) bool {
	if !hostFailed.any.Load() {
		return false
	}
	hostFailed.Lock()
	release, ok := hostFailed.m[key]
	hostFailed.Unlock()
	if !ok {
		return false
	}
	if release == nil {
		return true
	}
	select {
	case <-release:
		return true
	default:
		return false
	}
}

// failOnHost enqueues the marker of a Partial fault whose failure the
// host reports (faults.Fault.Marker): after the commands before it, and,
// with release, after a user event that completes once release closes.
func (q *Queue) failOnHost(release <-chan struct{}) (*cl.Event, error) {
	var ue *cl.Event
	var wait []*cl.Event
	if release != nil {
		var err error
		if ue, err = q.dev.ctx.CreateUserEvent(); err != nil {
			return nil, err
		}
		got(ue)
		wait = []*cl.Event{ue}
	}
	m, err := q.enqueue("clEnqueueMarkerWithWaitList", func(cq *cl.CommandQueue) (*cl.Event, error) {
		return cq.EnqueueMarkerWithWaitList(wait)
	})
	if ue != nil {
		// Completed, and released, only after the enqueue that waits for it.
		hostFailed.pending.Add(1)
		go func() {
			defer hostFailed.pending.Done()
			<-release
			ue.SetUserEventStatus(0) // CL_COMPLETE
			ReleaseEvent(ue)
		}()
	}
	if err != nil {
		releaseIfSet(m)
		return nil, err
	}
	keepEventForever(m)
	hostFailed.Lock()
	if hostFailed.m == nil {
		hostFailed.m = map[uintptr]<-chan struct{}{}
	}
	hostFailed.m[eventKey(m)] = release
	hostFailed.any.Store(true)
	hostFailed.Unlock()
	return m, nil
}
