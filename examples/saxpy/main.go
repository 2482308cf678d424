// Command saxpy is the smallest complete GoSYCL program: y = a*x + y on
// one device or on every device, with buffers or with USM, verified
// element by element against the same computation on the host.
//
// The kernel is written by hand, as OpenCL C for OpenCL devices and as a
// Go function for the native device.
//
// Usage:
//
//	saxpy [-n 1048576] [-iters 10] [-mem buffers|usm] [-device default|gpu|cpu|native|all|NAME]
//
// -device picks a device with a selector (NAME is a substring of a device
// name); all runs on every device GOSYCL_DEVICE leaves visible. For each
// device it prints the memory model, the mean kernel time (the devices'
// profiling counters), the wall time of the whole run (data set-up,
// transfers, every launch and the result back on the host) and the
// kernel's memory bandwidth: 12 bytes per element (x and y read, y
// written) over the mean kernel time.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// saxpy is the kernel: OpenCL C for OpenCL devices, Go for the native one.
var saxpy = &sycl.Kernel{
	Name: "saxpy",
	Source: `__kernel void saxpy(float a, __global const float *x, __global float *y) {
	size_t i = get_global_id(0);
	y[i] = a * x[i] + y[i];
}`,
	Params: []sycl.Param{
		sycl.ScalarParam[float32]("a"),
		sycl.GlobalParam[float32]("x"),
		sycl.GlobalParam[float32]("y"),
	},
	Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
		a, x, y := args[0].(float32), args[1].([]float32), args[2].([]float32)
		i := it.ID(0)
		y[i] = a*x[i] + y[i]
	}),
}

const a = float32(2)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return
		}
		fmt.Fprintln(os.Stderr, "saxpy:", err)
		os.Exit(1)
	}
}

// run is the program: it parses args, runs saxpy on the chosen devices
// and writes the table to w.
func run(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("saxpy", flag.ContinueOnError)
	n := fs.Int("n", 1<<20, "number of elements")
	iters := fs.Int("iters", 10, "kernel launches (each one updates y)")
	mem := fs.String("mem", "buffers", "memory model: buffers or usm (shared allocations)")
	device := fs.String("device", "default", "device: default, gpu, cpu, native, all, or a substring of a device name")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: saxpy [-n N] [-iters K] [-mem buffers|usm] [-device default|gpu|cpu|native|all|NAME]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if *n <= 0 || *iters <= 0 {
		return fmt.Errorf("-n and -iters must be positive (got %d and %d)", *n, *iters)
	}
	if *mem != "buffers" && *mem != "usm" {
		return fmt.Errorf("-mem %q: want buffers or usm", *mem)
	}
	devs, err := chooseDevices(*device)
	if err != nil {
		return err
	}

	width := len("device")
	for _, d := range devs {
		width = max(width, len(d.String()))
	}
	row := func(dev, mem, n, iters, kernel, wall, gbs string) {
		fmt.Fprintf(w, "%-*s  %-7s  %9s  %5s  %10s  %10s  %7s\n", width, dev, mem, n, iters, kernel, wall, gbs)
	}
	row("device", "memory", "n", "iters", "kernel", "wall", "GB/s")
	for _, d := range devs {
		r, err := saxpyOn(d, *mem, *n, *iters)
		if err != nil {
			return fmt.Errorf("%s: %w", d, err)
		}
		gbs := "-"
		if r.kernel > 0 {
			gbs = fmt.Sprintf("%.1f", 12*float64(*n)/r.kernel.Seconds()/1e9)
		}
		row(d.String(), *mem, fmt.Sprint(*n), fmt.Sprint(*iters),
			r.kernel.Round(time.Microsecond).String(), r.wall.Round(time.Microsecond).String(), gbs)
	}
	return nil
}

// chooseDevices turns the -device flag into devices.
func chooseDevices(name string) ([]*sycl.Device, error) {
	if name == "all" {
		devs, err := sycl.Devices()
		if err == nil && len(devs) == 0 {
			err = fmt.Errorf("no device visible (%s=%q)", sycl.EnvDevice, os.Getenv(sycl.EnvDevice))
		}
		return devs, err
	}
	sel := map[string]sycl.Selector{
		"default": sycl.DefaultSelector,
		"gpu":     sycl.GPU,
		"cpu":     sycl.CPU,
		"native":  sycl.Native,
	}[name]
	if sel == nil {
		sel = sycl.ByName(name)
	}
	d, err := sycl.SelectDevice(sel)
	if err != nil {
		return nil, err
	}
	return []*sycl.Device{d}, nil
}

type result struct {
	kernel time.Duration // mean kernel time per launch
	wall   time.Duration // the whole run, transfers included
}

// saxpyOn runs iters launches of saxpy over n elements on d and checks the
// result.
func saxpyOn(d *sycl.Device, mem string, n, iters int) (result, error) {
	q, err := sycl.NewQueueOn(d, sycl.EnableProfiling())
	if err != nil {
		return result{}, err
	}
	defer q.Close()
	// Build the kernel before timing (PoCL compiles with LLVM on first use).
	if err := warmUp(q); err != nil {
		return result{}, err
	}

	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i%4096), float32(i%7)
	}
	want := make([]float32, n)
	for i := range want {
		want[i] = y[i]
		for range iters {
			want[i] = a*x[i] + want[i]
		}
	}

	start := time.Now()
	var evs []*sycl.Event
	if mem == "usm" {
		evs, err = withUSM(q, x, y, iters)
	} else {
		evs, err = withBuffers(q, x, y, iters)
	}
	wall := time.Since(start)
	if err != nil {
		return result{}, err
	}

	var kernel time.Duration
	for _, e := range evs {
		p, err := e.Profile()
		if err != nil {
			return result{}, err
		}
		kernel += p.Duration()
	}
	// The values are exact in float32 while iters < 2048; beyond, the
	// tolerance allows for devices that fuse the multiply-add (one rounding
	// less per launch).
	tol := float64(iters) * 0x1p-23
	for i := range y {
		if diff := math.Abs(float64(y[i] - want[i])); !(diff <= tol*math.Abs(float64(want[i]))) {
			return result{}, fmt.Errorf("wrong result (%s): y[%d] = %v, want %v", mem, i, y[i], want[i])
		}
	}
	return result{kernel / time.Duration(len(evs)), wall}, nil
}

// withBuffers runs the launches on buffers over x and y; y holds the
// result when it returns. The accessors order the launches (each reads
// and writes y).
func withBuffers(q *sycl.Queue, x, y []float32, iters int) ([]*sycl.Event, error) {
	bx, by := buffer.New(x), buffer.New(y)
	defer bx.Close()
	var evs []*sycl.Event
	for range iters {
		ev, err := q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(len(y)), saxpy.Bind(a, buffer.Read(h, bx), buffer.ReadWrite(h, by)))
		})
		if err != nil {
			by.Close()
			return nil, err
		}
		evs = append(evs, ev)
	}
	// Close waits for the launches and copies y back.
	return evs, by.Close()
}

// withUSM runs the launches on shared allocations and copies the result
// into y. USM is not tracked, so each launch depends on the previous one.
func withUSM(q *sycl.Queue, x, y []float32, iters int) ([]*sycl.Event, error) {
	ux, err := usm.MallocShared[float32](q, len(x))
	if err != nil {
		return nil, err
	}
	defer ux.Free()
	uy, err := usm.MallocShared[float32](q, len(y))
	if err != nil {
		return nil, err
	}
	defer uy.Free()
	xs, err := ux.Slice()
	if err != nil {
		return nil, err
	}
	ys, err := uy.Slice()
	if err != nil {
		return nil, err
	}
	copy(xs, x)
	copy(ys, y)

	var evs []*sycl.Event
	var last *sycl.Event
	for range iters {
		ev, err := q.ParallelFor(sycl.Range1(len(y)), saxpy.Bind(a, ux, uy), last)
		if err != nil {
			q.Wait()
			return nil, err
		}
		evs, last = append(evs, ev), ev
	}
	if err := q.Wait(); err != nil {
		return nil, err
	}
	copy(y, ys)
	return evs, nil
}

// warmUp runs the kernel once on one element, so that building it is not
// timed.
func warmUp(q *sycl.Queue) error {
	x, y := buffer.New([]float32{1}), buffer.New([]float32{1})
	defer x.Close()
	_, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(1), saxpy.Bind(a, buffer.Read(h, x), buffer.ReadWrite(h, y)))
	})
	if err != nil {
		y.Close()
		return fmt.Errorf("warm-up: %w", err)
	}
	if err := y.Close(); err != nil {
		return fmt.Errorf("warm-up: %w", err)
	}
	return nil
}
