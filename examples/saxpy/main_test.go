package main

import (
	"strings"
	"testing"

	"github.com/gosycl/gosycl/sycl"
)

func TestRunAllDevices(t *testing.T) {
	devs := visible(t)
	for _, mem := range []string{"buffers", "usm"} {
		t.Run(mem, func(t *testing.T) {
			var out strings.Builder
			if err := run([]string{"-n", "3000", "-iters", "3", "-mem", mem, "-device", "all"}, &out); err != nil {
				t.Fatalf("run: %v\n%s", err, out.String())
			}
			t.Log("\n" + out.String())
			lines := strings.Split(strings.TrimSpace(out.String()), "\n")
			if len(lines) != 1+len(devs) {
				t.Errorf("got %d lines, want a header and one line per device (%d)", len(lines), len(devs))
			}
			for _, d := range devs {
				if !strings.Contains(out.String(), d.Name()) {
					t.Errorf("no line for %s", d.Name())
				}
			}
		})
	}
}

// visible returns the devices GOSYCL_DEVICE leaves visible, skipping the
// test when there are none.
func visible(t *testing.T) []*sycl.Device {
	t.Helper()
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	if len(devs) == 0 {
		t.Skip("no device visible")
	}
	return devs
}

func TestRunSelectors(t *testing.T) {
	visible(t)
	selectors := []string{"default"}
	if _, err := sycl.SelectDevice(sycl.Native); err == nil { // unless GOSYCL_DEVICE hides it
		selectors = append(selectors, "native", "Go native")
	}
	for _, dev := range selectors {
		var out strings.Builder
		if err := run([]string{"-n", "100", "-iters", "1", "-device", dev}, &out); err != nil {
			t.Errorf("-device %q: %v", dev, err)
		}
	}
}

func TestRunErrors(t *testing.T) {
	for _, args := range [][]string{
		{"-mem", "pinned"},
		{"-n", "0"},
		{"-iters", "-1"},
		{"-device", "no such device anywhere"},
		{"extra"},
	} {
		var out strings.Builder
		if err := run(args, &out); err == nil {
			t.Errorf("run(%q) succeeded, want an error", args)
		}
	}
}
