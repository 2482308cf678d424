package opencl

// This file holds the user events that injected faults keep pending: each
// takes its status when its fault's Release channel closes, or when its
// queue is released, whichever comes first.

import (
	"sync"

	"github.com/jgillich/go-opencl/cl"
)

// heldUser is a user event an injected fault keeps pending, with the
// status it takes when it fires: -5 (CL_OUT_OF_RESOURCES) for a Partial
// fault's failure, 0 (CL_COMPLETE) for a Hold's release.
type heldUser struct {
	once   sync.Once
	ev     *cl.Event // the holder's reference
	status int
}

// fire sets the event's status, once, and drops the holder's reference.
func (h *heldUser) fire() {
	h.once.Do(func() {
		h.ev.SetUserEventStatus(h.status)
		ReleaseEvent(h.ev)
	})
}

// heldUsers are a queue's pending user events of injected faults.
type heldUsers struct {
	mu   sync.Mutex
	held map[*heldUser]struct{}
	gone chan struct{} // closed when the queue is released
}

// hold keeps ue (a reference the queue now owns) pending until release
// closes or the queue is released, then sets its status. A command that
// waits for a user event still pending when its queue is released would
// otherwise be left to the driver with a queue its owner gave up, and
// what a status set after that does is the driver's (OpenCL does not say;
// a segmentation fault in clSetUserEventStatus was seen): the runtime
// releases a queue whose command failed, which is when injected failures
// leave events pending.
func (q *Queue) hold(ue *cl.Event, status int, release <-chan struct{}) {
	h := &heldUser{ev: ue, status: status}
	u := &q.users
	u.mu.Lock()
	if u.gone == nil {
		u.gone = make(chan struct{})
		u.held = map[*heldUser]struct{}{}
	}
	gone := u.gone
	u.held[h] = struct{}{}
	u.mu.Unlock()
	go func() {
		select {
		case <-release:
		case <-gone:
		}
		h.fire()
		u.mu.Lock()
		delete(u.held, h)
		u.mu.Unlock()
	}()
}

// fireHeld fires the queue's pending user events before it is released.
func (q *Queue) fireHeld() {
	u := &q.users
	u.mu.Lock()
	held := make([]*heldUser, 0, len(u.held))
	for h := range u.held {
		held = append(held, h)
	}
	if u.gone != nil {
		close(u.gone)
		u.gone = nil
	}
	u.mu.Unlock()
	for _, h := range held {
		h.fire()
	}
}
