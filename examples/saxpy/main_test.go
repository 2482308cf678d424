package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/sycl"
)

// visible returns the devices GOSYCL_DEVICE leaves visible, skipping the
// test when there are none.
func visible(t *testing.T) []*sycl.Device {
	t.Helper()
	devs, err := sycl.Devices()
	if len(devs) == 0 {
		t.Skipf("no device visible (%v)", err)
	}
	return devs
}

// TestRun co-executes on every visible device with each memory model and
// scheduler, with n a multiple of the work-group size (an NDRange) and
// not (a basic range).
func TestRun(t *testing.T) {
	devs := visible(t)
	for _, mem := range []string{"buffers", "usm"} {
		for _, sched := range []string{"static", "dynamic", "hguided"} {
			for _, n := range []int{3000, 4 * groupSize} {
				t.Run(fmt.Sprintf("%s/%s/n=%d", mem, sched, n), func(t *testing.T) {
					var out strings.Builder
					args := []string{"-n", fmt.Sprint(n), "-reps", "2", "-mem", mem, "-sched", sched}
					if err := run(args, &out); err != nil {
						t.Fatalf("run %q: %v\n%s", args, err, out.String())
					}
					t.Log("\n" + out.String())
					for _, want := range []string{"launch 1/2: " + sched, "launch 2/2: " + sched, fmt.Sprintf("ok: all %d elements", n)} {
						if !strings.Contains(out.String(), want) {
							t.Errorf("no %q in the output", want)
						}
					}
					for _, d := range devs {
						// Its row in each report (and the guard's line, when
						// the guard kept work from it).
						if strings.Count(out.String(), d.Name()) < 2 {
							t.Errorf("want %s in both reports", d.Name())
						}
					}
				})
			}
		}
	}
}

// TestRunSelectors chooses devices by kind and by name.
func TestRunSelectors(t *testing.T) {
	devs := visible(t)
	lists := []string{"all", "native", "native,all", "cpu"}
	for _, d := range devs {
		name, _, _ := strings.Cut(d.Name(), ",") // a selector list cannot hold a comma
		lists = append(lists, name)
	}
	for _, list := range lists {
		if list == "native" || list == "native,all" {
			if _, err := sycl.SelectDevice(sycl.Native); err != nil {
				continue // GOSYCL_DEVICE hides it
			}
		}
		var out strings.Builder
		if err := run([]string{"-n", "100", "-reps", "1", "-devices", list}, &out); err != nil {
			t.Errorf("-devices %q: %v\n%s", list, err, out.String())
		}
	}
}

func TestRunErrors(t *testing.T) {
	for _, args := range [][]string{
		{"-mem", "pinned"},
		{"-sched", "fifo"},
		{"-n", "0"},
		{"-reps", "-1"},
		{"-devices", "no such device anywhere"},
		{"-devices", "native,native"},
		{"-devices", ""},
		{"-devices", "all,"},
		{"-iters", "3"},
		{"extra"},
	} {
		var out strings.Builder
		if err := run(args, &out); err == nil {
			t.Errorf("run(%q) succeeded, want an error", args)
		}
	}
}
