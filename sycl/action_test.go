package sycl

import (
	"errors"
	"testing"
	"time"
)

// waitAction returns once the action has finished, before the command
// completes, with the action's outcome; a command that completes without
// a separate action signal (every other kind) releases it on completion,
// with its error.
func TestWaitAction(t *testing.T) {
	e := newEvent(nil, nil)
	e.actionDone(nil)
	if err := e.waitAction(); err != nil {
		t.Fatalf("waitAction after a successful action: %v", err)
	}
	select {
	case <-e.done:
		t.Fatal("the command completed with its action")
	default:
	}
	boom := errors.New("boom")
	e.complete(boom, Profile{}) // host work after the action failed
	if err := e.waitAction(); err != nil {
		t.Fatalf("waitAction reports the action's outcome, not the command's: %v", err)
	}
	if err := e.Wait(); !errors.Is(err, boom) {
		t.Fatalf("Wait: %v", err)
	}

	f := newEvent(nil, nil)
	got := make(chan error, 1)
	go func() { got <- f.waitAction() }()
	select {
	case err := <-got:
		t.Fatalf("waitAction returned %v before the action finished", err)
	case <-time.After(10 * time.Millisecond):
	}
	f.complete(boom, Profile{})
	if err := <-got; !errors.Is(err, boom) {
		t.Fatalf("waitAction of a command that failed before its action: %v", err)
	}
}
