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
	procs, cl := nativeBoundBeside(t)
	var m testhook.Meeting
	wait := time.Duration(0)
	k := togetherKernel("whole_together", &m, &wait)
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
	if rep.Units[1].Items != 0 || !strings.Contains(rep.Units[1].Guard.String(), "co-executed, the launch is predicted") {
		t.Fatalf("the OpenCL device ran %d items (guard %q): the weighing was to leave it out", rep.Units[1].Items, rep.Units[1].Guard)
	}
	if !m.Met() {
		t.Error("no two work-items ran at the same time: the native device, alone, ran on one worker")
	}
}

// TestNativeWidensWhenNoneCopies: the native device's packages run on the
// cores HostCores leaves to the other units' copies while none of those
// units has a package in flight, and are switched to them as they run
// (launchState.cores). Here HostCores(GOMAXPROCS-1) bounds the native
// unit to one worker; Static gives PoCL a quarter of the launch, which it
// ends at once, and the native unit three quarters, whose work-items each
// wait up to a second for another to run beside them. Bound to one worker
// to the end (as when the bound held for every co-executed launch that
// the weighing did not leave to the native device alone), no two would.
func TestNativeWidensWhenNoneCopies(t *testing.T) {
	procs, cl := nativeBoundBeside(t)
	var m testhook.Meeting
	wait := time.Duration(0)
	k := togetherKernel("widen_together", &m, &wait)
	ce, err := New(&Static{}, DeviceList(sycl.NativeDevice(), cl), HostCores(procs-1), LocalSize(16),
		Powers(0.75, 0.25), UseGuard(Guard{Off: true}), Pipeline(1))
	if err != nil {
		t.Fatal(err)
	}
	defer ce.Close()
	const n = 64
	y := buffer.New(make([]int32, n))
	defer y.Close()
	if _, err := ce.LaunchKernel(sycl.Range1(n), k, InOut(y)); err != nil { // builds PoCL's program
		t.Fatal(err)
	}
	wait = time.Second
	rep, err := ce.LaunchKernel(sycl.Range1(n), k, InOut(y))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Units[0].Items != 3*n/4 || rep.Units[1].Items != n/4 {
		t.Fatalf("the units ran %d and %d work-items, want %d and %d", rep.Units[0].Items, rep.Units[1].Items, 3*n/4, n/4)
	}
	if !m.Met() {
		t.Error("no two work-items ran at the same time: the native device ran on one worker with no other unit's package in flight")
	}
}

// nativeBoundBeside is GOMAXPROCS and an OpenCL CPU device for a test of
// the native device's workers bound beside it (HostCores), or the test
// is skipped: with one core the native device has one worker whatever
// the bound.
func nativeBoundBeside(t *testing.T) (int, *sycl.Device) {
	t.Helper()
	procs := runtime.GOMAXPROCS(0)
	if procs < 2 {
		t.Skip("one core: the native device has one worker whatever the bound")
	}
	return procs, openCLCPU(t)
}

// togetherKernel sets y[i] to 1; on the native device each work-item
// then waits up to *wait for another to run beside it (m).
func togetherKernel(name string, m *testhook.Meeting, wait *time.Duration) *sycl.Kernel {
	return &sycl.Kernel{
		Name:   name,
		Source: `__kernel void ` + name + `(__global int *y) { y[get_global_id(0)] = 1; }`,
		Dims:   1,
		Params: []sycl.Param{sycl.GlobalParam[int32]("y")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			args[0].([]int32)[it.ID(0)] = 1
			m.Join(*wait)
		}),
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
