package coexecutor

import (
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/testhook"
	"github.com/gosycl/gosycl/sycl"
)

// TestAloneNativeUsesEveryCore: with an OpenCL device in the set, the
// native device's kernels run on the cores HostCores does not leave to
// the host; in a launch the weighing leaves to the native device alone,
// they run on every core. Here HostCores(GOMAXPROCS-1) bounds the native
// unit to one worker, and the kernel's work-items each wait for another
// to run beside them.
func TestAloneNativeUsesEveryCore(t *testing.T) {
	procs := runtime.GOMAXPROCS(0)
	if procs < 2 {
		t.Skip("one core: the native device has one worker whatever the bound")
	}
	cl := openCLCPU(t)
	var m testhook.Meeting
	wait := time.Duration(0)
	k := &sycl.Kernel{
		Name:   "whole_together",
		Source: `__kernel void whole_together(__global int *y) { y[get_global_id(0)] = 1; }`,
		Dims:   1,
		Params: []sycl.Param{sycl.GlobalParam[int32]("y")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			args[0].([]int32)[it.ID(0)] = 1
			m.Join(wait)
		}),
	}
	ce, err := New(&Dynamic{}, DeviceList(sycl.NativeDevice(), cl), HostCores(procs-1), LocalSize(16))
	if err != nil {
		t.Fatal(err)
	}
	defer ce.Close()
	y := buffer.New(make([]int32, 16))
	defer y.Close()
	if _, err := ce.LaunchKernel(sycl.Range1(16), k, InOut(y)); err != nil { // builds, learns the computation
		t.Fatal(err)
	}
	// What earlier launches measured: the native device alone faster than
	// co-executed; the weighing leaves the OpenCL device out.
	ce.mu.Lock()
	for key := range ce.history {
		ce.history[key] = Memory{Speeds: []float64{3e5, 1e5}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0},
			Alone: []float64{3e5, 0}, Joint: 2e5}
	}
	ce.mu.Unlock()
	wait = time.Second
	rep, err := ce.LaunchKernel(sycl.Range1(16), k, InOut(y))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Units[1].Items != 0 || !strings.Contains(rep.Units[1].Guard, "co-executed, the launch is predicted") {
		t.Fatalf("the OpenCL device ran %d items (guard %q): the weighing was to leave it out", rep.Units[1].Items, rep.Units[1].Guard)
	}
	if !m.Met() {
		t.Error("no two work-items ran at the same time: the native device, alone, ran on one worker")
	}
}

// openCLCPU is an OpenCL CPU device next to the native one (PoCL), or the
// test is skipped (failed, with GOSYCL_REQUIRE_OPENCL set).
func openCLCPU(t *testing.T) *sycl.Device {
	t.Helper()
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		if !d.IsNative() && d.Type() == sycl.TypeCPU {
			return d
		}
	}
	if os.Getenv("GOSYCL_REQUIRE_OPENCL") != "" {
		t.Fatal("no OpenCL CPU device next to the native one, and GOSYCL_REQUIRE_OPENCL is set")
	}
	t.Skip("needs an OpenCL CPU device next to the native one")
	return nil
}
