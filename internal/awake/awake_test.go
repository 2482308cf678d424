package awake

import (
	"testing"
	"time"
)

// poll takes a value handed within its wait and returns none after it;
// one that may not wait returns at once, with the value waiting if there
// is one.
func TestPoll(t *testing.T) {
	q := NewQueue[int](1)
	if _, ok := q.poll(0); ok {
		t.Fatal("poll(0) returned a value none handed")
	}
	q.Put(1)
	if v, ok := q.poll(0); !ok || v != 1 {
		t.Fatalf("poll(0) missed the value waiting in the queue (ok %v)", ok)
	}
	start := time.Now()
	if _, ok := q.poll(2 * time.Millisecond); ok {
		t.Fatal("poll returned a value none handed")
	}
	if took := time.Since(start); took < 2*time.Millisecond {
		t.Errorf("poll(2ms) gave up after %v", took)
	}
	go func() {
		time.Sleep(time.Millisecond)
		q.Put(2)
	}()
	if v, ok := q.poll(10 * time.Second); !ok || v != 2 {
		t.Errorf("poll missed the value handed during its wait (ok %v)", ok)
	}
}

// Offer hands a value only while the queue has room; TryTake takes what
// waits and nothing else.
func TestOffer(t *testing.T) {
	q := NewQueue[string](1)
	if !q.Offer("a") || q.Len() != 1 {
		t.Fatal("Offer to an empty queue did not hand its value")
	}
	if q.Offer("b") || q.Len() != 1 {
		t.Fatal("Offer to a full queue handed its value")
	}
	if v, ok := q.TryTake(); !ok || v != "a" {
		t.Fatalf("TryTake = %q, %v; want a, true", v, ok)
	}
	if _, ok := q.TryTake(); ok {
		t.Fatal("TryTake took from an empty queue")
	}
}

// A waiter parked for a value learns what the wake took, bounded by
// MaxSpin, and waits awake that long for its next; a value that waited
// for it teaches it nothing.
func TestTakeLearnsItsWake(t *testing.T) {
	q := NewQueue[int](1)
	w := q.Waiter()
	q.Put(6)
	if v := w.Take(); v != 6 || w.spin != 0 {
		t.Fatalf("Take = %d, waiting awake %v after; want 6, 0", v, w.spin)
	}
	got := make(chan int)
	go func() { got <- w.Take() }() // parks: it has no wake to wait awake for
	time.Sleep(time.Millisecond)
	q.ch <- handoff[int]{v: 7, at: q.since() - time.Hour} // a wake an hour long
	if v := <-got; v != 7 {
		t.Fatalf("Take = %d, want 7", v)
	}
	if w.spin != MaxSpin {
		t.Errorf("after an hour's wake the waiter waits awake %v, want MaxSpin (%v)", w.spin, MaxSpin)
	}
	go func() {
		time.Sleep(100 * time.Microsecond)
		q.Put(8)
	}()
	if v := w.Take(); v != 8 {
		t.Fatalf("Take = %d, want 8", v)
	}
}
