package opencl

// Tests of the event helpers that work around PoCL's handling of failed
// events.

import (
	"testing"

	cl "github.com/jgillich/go-opencl/cl"
)

// TestDistinct: a wait list names each event once, in its order; one
// without repeats is passed as it is.
func TestDistinct(t *testing.T) {
	ctx, err := devices(t)[0].Context()
	if err != nil {
		t.Fatal(err)
	}
	var evs []*cl.Event
	for range 3 {
		e, err := ctx.CreateUserEvent()
		if err != nil {
			t.Fatal(err)
		}
		got(e)
		defer func() {
			e.SetUserEventStatus(0)
			ReleaseEvent(e)
		}()
		evs = append(evs, e)
	}
	a, b, c := evs[0], evs[1], evs[2]
	for _, tc := range []struct {
		name     string
		in, want []*cl.Event
	}{
		{"none", nil, nil},
		{"one", []*cl.Event{a}, []*cl.Event{a}},
		{"no repeat", []*cl.Event{a, b, c}, []*cl.Event{a, b, c}},
		{"a repeat", []*cl.Event{a, b, a, c}, []*cl.Event{a, b, c}},
		{"repeats", []*cl.Event{b, b, a, b, a}, []*cl.Event{b, a}},
	} {
		out := distinct(tc.in)
		if len(out) != len(tc.want) {
			t.Fatalf("%s: %d events, want %d", tc.name, len(out), len(tc.want))
		}
		for i := range out {
			if rawEvent(out[i]) != rawEvent(tc.want[i]) {
				t.Errorf("%s: event %d differs", tc.name, i)
			}
		}
		if len(tc.in) > 0 && len(out) == len(tc.in) && &out[0] != &tc.in[0] {
			t.Errorf("%s: a list without repeats was copied", tc.name)
		}
	}
}

// TestFailedEventKept: ReleaseEvent keeps a failed event (PoCL frees an
// event under the commands its failure still reaches) and releases a
// completed one; both leave the runtime's count.
func TestFailedEventKept(t *testing.T) {
	ctx, err := devices(t)[0].Context()
	if err != nil {
		t.Fatal(err)
	}
	for _, status := range []int{0, -5} {
		e, err := ctx.CreateUserEvent()
		if err != nil {
			t.Fatal(err)
		}
		got(e)
		if err := e.SetUserEventStatus(status); err != nil {
			t.Fatal(err)
		}
		failedEvents.Lock()
		kept := len(failedEvents.l)
		failedEvents.Unlock()
		before := Live().Events
		ReleaseEvent(e)
		failedEvents.Lock()
		added := len(failedEvents.l) - kept
		failedEvents.Unlock()
		if want := map[int]int{0: 0, -5: 1}[status]; added != want {
			t.Errorf("status %d: %d events kept, want %d", status, added, want)
		}
		if after := Live().Events; after != before-1 {
			t.Errorf("status %d: %d live events after the release, %d before", status, after, before)
		}
	}
}
