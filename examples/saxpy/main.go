// Command saxpy is the smallest complete GoSYCL program: y = a*x + y
// co-executed on every device at once, verified element by element
// against plain Go.
//
// The kernel, Saxpy in kernel.go, is an ordinary Go function marked
// //kgen:kernel; go generate turns it into OpenCL C and native Go
// (kernels_kgen.go). Each repetition is one co-executed launch
// (SaxpyKernel.Launch, the typed coexecutor.LaunchKernel kgen generates):
// the scheduler cuts the index space into
// packages and hands them to the devices as they become idle; with
// buffers, each package's part of y comes back to the host as the package
// ends. The coexecutor remembers each device's throughput, so from the
// second repetition on the packages follow the measured speeds (the first
// launch also builds the kernel for the OpenCL devices). After every
// launch the report is printed: per device, the packages, work-items and
// busy time; for the launch, its balance (1 is perfect).
//
// Usage:
//
//	saxpy [-n 1048576] [-devices all] [-sched hguided] [-mem buffers|usm] [-reps 3]
//
// -devices is a comma-separated list of selectors, each choosing one more
// device: native (the Go device), cpu (an OpenCL CPU device such as PoCL
// before the native one), gpu, or a substring of a device name; all adds
// every remaining visible device (GOSYCL_DEVICE filters what is visible).
// -sched is the scheduler: static (one package per device), dynamic
// (equal packages on request) or hguided (packages shrinking with the
// remaining work, scaled by each device's speed). -mem buffers uses
// buffer.Buffer (the runtime moves the data), -mem usm shared USM
// allocations on one OpenCL device, used directly by the others that can.
//
// It exits with status 1 and a message when anything fails or an element
// is wrong.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

const (
	a         = float32(2)
	groupSize = 256 // work-items per work-group: the scheduler's unit of work
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return
		}
		fmt.Fprintln(os.Stderr, "saxpy:", err)
		os.Exit(1)
	}
}

// run is the program: it parses args, co-executes the launches, checks y
// and writes the reports to w.
func run(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("saxpy", flag.ContinueOnError)
	n := fs.Int("n", 1<<20, "number of elements")
	devices := fs.String("devices", "all", "comma-separated device selectors: native, cpu, gpu, all, or a substring of a device name")
	sched := fs.String("sched", "hguided", "scheduler: static, dynamic or hguided")
	mem := fs.String("mem", "buffers", "memory model: buffers or usm (shared allocations)")
	reps := fs.Int("reps", 3, "co-executed launches (each one updates y)")
	fs.SetOutput(w)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if *n <= 0 || *reps <= 0 {
		return fmt.Errorf("-n and -reps must be positive (got %d and %d)", *n, *reps)
	}
	if *mem != "buffers" && *mem != "usm" {
		return fmt.Errorf("-mem %q: want buffers or usm", *mem)
	}
	policy, err := coexecutor.PolicyByName(*sched)
	if err != nil {
		return err
	}
	devs, err := coexecutor.DevicesBySpec(*devices)
	if err != nil {
		return err
	}
	ce, err := coexecutor.New(policy, coexecutor.DeviceList(devs...))
	if err != nil {
		return err
	}
	defer ce.Close()

	x, y := make([]float32, *n), make([]float32, *n)
	for i := range x {
		x[i], y[i] = float32(i%4096), float32(i%7)
	}
	want := append([]float32(nil), y...)
	for range *reps {
		for i := range want {
			want[i] = a*x[i] + want[i]
		}
	}

	fmt.Fprintf(w, "saxpy: n=%d, reps=%d, %s scheduler, %s memory, devices=%d\n", *n, *reps, policy.Name(), *mem, len(devs))
	report := func(r int, rep *coexecutor.Report) {
		fmt.Fprintf(w, "launch %d/%d: %s", r+1, *reps, rep)
	}
	// A work-group size of our own when n allows it: left to choose, PoCL
	// picks one per package size and compiles a variant of the kernel for
	// each, which costs tens of milliseconds per new package size.
	var rng sycl.Space = sycl.Range1(*n)
	if *n%groupSize == 0 {
		rng = sycl.NDRange{Global: sycl.Range1(*n), Local: sycl.Range1(groupSize)}
	}
	if *mem == "usm" {
		err = withUSM(ce, rng, x, y, *reps, report)
	} else {
		err = withBuffers(ce, rng, x, y, *reps, report)
	}
	if err != nil {
		return err
	}

	// Every value is a small integer, exact in float32 whether or not a
	// device fuses the multiply-add: the result must be equal.
	bad := 0
	for i := range y {
		if y[i] != want[i] {
			if bad == 0 {
				err = fmt.Errorf("wrong result: y[%d] = %v, want %v", i, y[i], want[i])
			}
			bad++
		}
	}
	if bad > 0 {
		return fmt.Errorf("%w (%d of %d elements wrong)", err, bad, len(y))
	}
	fmt.Fprintf(w, "ok: all %d elements match plain Go\n", len(y))
	return nil
}

// withBuffers runs the launches on buffers over x and y; y holds the
// result when it returns.
func withBuffers(ce *coexecutor.Coexecutor, rng sycl.Space, x, y []float32, reps int, report func(int, *coexecutor.Report)) error {
	bx, by := buffer.New(x), buffer.New(y)
	for r := range reps {
		// kgen recorded that Saxpy reads x and reads and writes y: x reaches
		// each device whole, y in each package's own part.
		rep, err := SaxpyKernel.Launch(ce, rng, a, bx, by)
		if err != nil {
			return errors.Join(err, bx.Close(), by.Close())
		}
		report(r, rep)
	}
	// Close waits for the devices and writes the data back into x and y.
	return errors.Join(bx.Close(), by.Close())
}

// withUSM runs the launches on shared allocations and copies the result
// into y.
func withUSM(ce *coexecutor.Coexecutor, rng sycl.Space, x, y []float32, reps int, report func(int, *coexecutor.Report)) error {
	// Allocate on an OpenCL device (a GPU if there is one): the native
	// device can use its shared allocations, not the other way round.
	var owner *sycl.Device
	for _, d := range ce.Devices() {
		if owner == nil || owner.IsNative() || (d.Type() == sycl.TypeGPU && owner.Type() != sycl.TypeGPU) {
			owner = d
		}
	}
	q, err := sycl.NewQueueOn(owner)
	if err != nil {
		return err
	}
	defer q.Close()
	ux, err := usm.MallocShared[float32](q, len(x))
	if err != nil {
		return err
	}
	defer ux.Free()
	uy, err := usm.MallocShared[float32](q, len(y))
	if err != nil {
		return err
	}
	defer uy.Free()
	xs, err := ux.Slice()
	if err != nil {
		return err
	}
	ys, err := uy.Slice()
	if err != nil {
		return err
	}
	copy(xs, x)
	copy(ys, y)
	for r := range reps {
		rep, err := SaxpyKernel.Launch(ce, rng, a, ux, uy)
		if err != nil {
			return err
		}
		report(r, rep)
	}
	if ys, err = uy.Slice(); err != nil {
		return err
	}
	copy(y, ys)
	return nil
}
