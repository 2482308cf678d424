// Package awake is how the project's long-lived goroutines (the native
// device's workers, the staging copiers) wait for their next piece of
// work: awake, looking at their queue, for as long as their last wake
// from parked took, then parked.
//
// The Go runtime wakes a parked goroutine's thread one at a time, so
// work handed to several parked goroutines at once starts on them one
// after another, tens of microseconds apart; a goroutine that waits
// awake takes it at once. Waiting awake for as long as blocking costs is
// the competitive rule of Karlin, Li, Manasse and Owicki ("Empirical
// studies of competitive spinning for a shared-memory multiprocessor",
// SOSP 1991): it never costs more than twice what knowing when the next
// piece comes would. Where threads wake quickly the goroutines hardly
// wait awake at all.
package awake

import (
	"runtime"
	"time"
)

// MaxSpin bounds a goroutine's wait awake: a wake that took longer was
// held up by something else than waking (a collection, a busy machine),
// not what blocking costs.
const MaxSpin = time.Millisecond

// pollYield is how long a goroutine waiting awake holds its processor
// between yields: a goroutine made runnable there waits about as long.
const pollYield = 20 * time.Microsecond

// Queue hands values to the goroutines that take them with a Waiter.
type Queue[T any] struct {
	ch    chan handoff[T]
	epoch time.Time
}

// handoff is a value and when it was handed (since the queue's epoch),
// so that a goroutine that was parked learns what its wake took.
type handoff[T any] struct {
	v  T
	at time.Duration
}

// NewQueue returns a queue that holds up to capacity values not taken yet.
func NewQueue[T any](capacity int) *Queue[T] {
	return &Queue[T]{ch: make(chan handoff[T], capacity), epoch: time.Now()}
}

func (q *Queue[T]) since() time.Duration { return time.Since(q.epoch) }

// Put hands v to the next goroutine that takes a value, waiting while
// the queue is full.
func (q *Queue[T]) Put(v T) { q.ch <- handoff[T]{v, q.since()} }

// Offer hands v as Put does unless the queue is full, and reports
// whether it did.
func (q *Queue[T]) Offer(v T) bool {
	select {
	case q.ch <- handoff[T]{v, q.since()}:
		return true
	default:
		return false
	}
}

// Len is the number of values handed and not taken yet.
func (q *Queue[T]) Len() int { return len(q.ch) }

// TryTake takes a value handed and not taken yet, if there is one,
// without waiting.
func (q *Queue[T]) TryTake() (v T, ok bool) {
	select {
	case h := <-q.ch:
		return h.v, true
	default:
		return v, false
	}
}

// Waiter is one goroutine's side of a queue: what its last wake took.
// A Waiter is not shared between goroutines.
type Waiter[T any] struct {
	q    *Queue[T]
	spin time.Duration
}

// Waiter returns a waiter for one goroutine that takes q's values.
func (q *Queue[T]) Waiter() *Waiter[T] { return &Waiter[T]{q: q} }

// Take returns the next value handed: at once where one waits, else the
// first handed within the time its last wake took (at most MaxSpin),
// looking at the queue meanwhile and yielding its processor now and
// then; else it parks until one comes, and learns what that wake took.
func (w *Waiter[T]) Take() T {
	if v, ok := w.q.poll(w.spin); ok {
		return v
	}
	h := <-w.q.ch
	w.spin = min(w.q.since()-h.at, MaxSpin)
	return h.v
}

// poll takes the next value handed if one is waiting or comes within d,
// yielding its processor between looks, so that the process's other
// goroutines run meanwhile; ok is false when none came. A value that
// waited while every goroutine was busy is taken at once, so the wake a
// goroutine measures after parking is a wake, not that wait.
func (q *Queue[T]) poll(d time.Duration) (v T, ok bool) {
	if v, ok := q.TryTake(); ok || d <= 0 {
		return v, ok
	}
	runtime.Gosched() // what the last piece's end made runnable runs first
	now := q.since()
	end := now + d
	for {
		if v, ok := q.TryTake(); ok {
			return v, true
		}
		if now >= end {
			return v, false
		}
		// Look, without taking the channel's lock, for up to pollYield
		// before yielding: a yield takes the scheduler's lock, which
		// every goroutine looking at once would crowd.
		for next := min(now+pollYield, end); now < next && len(q.ch) == 0; {
			now = q.since()
		}
		if len(q.ch) == 0 {
			runtime.Gosched()
			now = q.since()
		}
	}
}
