package sycl_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// A selector is a user callback: its panic is SelectDevice's and
// NewQueue's error, not the program's end.
func TestPanickingSelector(t *testing.T) {
	sel := func(*sycl.Device) int { panic("deliberate panic in a selector") }
	for name, f := range map[string]func() error{
		"SelectDevice": func() error { _, err := sycl.SelectDevice(sel); return err },
		"NewQueue":     func() error { _, err := sycl.NewQueue(sel); return err },
	} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("%s panicked: %v", name, r)
				}
			}()
			err := f()
			if err == nil || !strings.Contains(err.Error(), "selector panicked") || !strings.Contains(err.Error(), "deliberate panic in a selector") {
				t.Errorf("%s with a panicking selector: %v", name, err)
			}
		}()
	}
}

// The accessors of a nil *Device describe nothing instead of panicking.
func TestNilDevice(t *testing.T) {
	var d *sycl.Device
	if d.Name() != "" || d.IsNative() || memory.LocationOf(d) != nil || d.NativeWorkers() != 0 || d.String() != "<nil device>" {
		t.Errorf("nil device: name %q, native %v, location %v, workers %d, %q", d.Name(), d.IsNative(), memory.LocationOf(d), d.NativeWorkers(), d.String())
	}
	if _, err := sycl.NewQueueOn(d); err == nil {
		t.Error("NewQueueOn(nil) succeeded")
	}
}

// An OnComplete function is a user callback: its panic, before or after
// the command completed, is recovered and comes out of Wait (wrapping
// ErrCallbackPanic) beside the command's own error, the functions after
// it still run, and a nil function, or a nil event, crashes nothing.
func TestPanickingOnComplete(t *testing.T) {
	q, err := sycl.NewQueueOn(sycl.NativeDevice())
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	release := make(chan struct{})
	ev, err := q.Submit(func(h *sycl.Handler) {
		h.HostTask(func() error { <-release; return nil })
	})
	if err != nil {
		t.Fatal(err)
	}
	ran := make(chan struct{})
	ev.OnComplete(nil)
	ev.OnComplete(func() { panic("deliberate panic before completion") })
	ev.OnComplete(func() { close(ran) })
	close(release)
	<-ran
	err = ev.Wait()
	if !errors.Is(err, sycl.ErrCallbackPanic) || !strings.Contains(err.Error(), "deliberate panic before completion") {
		t.Fatalf("Wait after a panicking OnComplete function: %v", err)
	}

	done, err := q.Submit(func(h *sycl.Handler) { h.HostTask(func() error { return nil }) })
	if err != nil {
		t.Fatal(err)
	}
	if err := done.Wait(); err != nil {
		t.Fatal(err)
	}
	after := make(chan struct{})
	done.OnComplete(func() { defer close(after); panic("deliberate panic after completion") })
	<-after
	deadline := time.Now().Add(5 * time.Second)
	for err = done.Wait(); !errors.Is(err, sycl.ErrCallbackPanic) && time.Now().Before(deadline); err = done.Wait() {
		time.Sleep(time.Millisecond) // the recovery records it just after f returns
	}
	if !strings.Contains(fmt.Sprint(err), "deliberate panic after completion") {
		t.Fatalf("Wait after a panicking OnComplete function run late: %v", err)
	}

	var none *sycl.Event
	nilRan := make(chan struct{})
	none.OnComplete(func() { close(nilRan) })
	<-nilRan
	none.OnComplete(func() { panic("deliberate panic on a nil event") })
	none.OnComplete(nil)
}
