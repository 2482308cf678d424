package sycl_test

import (
	"strings"
	"testing"

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
