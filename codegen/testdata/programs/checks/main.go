//go:build !kgen

// The code using the generated bindings is left out when kgen loads the
// package (go run ../../../cmd/kgen -tags kgen): kgen cannot load a package
// that refers to the bindings it is about to generate.

package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

const n = 4

// check is a launch that indexes out of range when k is not 0, and the
// position the checked program names then; or, where early is not empty,
// what the submission says before the launch, on every device: kgen
// bounds the index (sycl.Footprint), and the runtime refuses an index
// outside the memory before any kernel runs.
type check struct {
	name, pos, early string
	bind             func(h *sycl.Handler, k int32) sycl.Bound
}

var checks = []check{
	{"Memory", "kernels.go:20:2", "kernel Memory: parameter x: kgen inferred that the launch writes its elements [4,8), outside its 4 elements", func(h *sycl.Handler, k int32) sycl.Bound {
		return MemoryKernel.Bind(buffer.ReadWrite(h, buffer.New(make([]int32, n))), k)
	}},
	{"Array", "kernels.go:27:2", "", func(h *sycl.Handler, k int32) sycl.Bound {
		return ArrayKernel.Bind(buffer.ReadWrite(h, buffer.New(make([]int32, n))), k)
	}},
	{"MemArray", "kernels.go:34:2", "", func(h *sycl.Handler, k int32) sycl.Bound {
		return MemArrayKernel.Bind(buffer.ReadWrite(h, buffer.New(make([]Cell, n))), k)
	}},
	{"Vector", "kernels.go:41:11", "", func(h *sycl.Handler, k int32) sycl.Bound {
		return VectorKernel.Bind(buffer.Read(h, buffer.New(make([]mgl32.Vec4, n))), buffer.ReadWrite(h, buffer.New(make([]float32, n))), k)
	}},
	{"MemVector", "kernels.go:47:11", "", func(h *sycl.Handler, k int32) sycl.Bound {
		return MemVectorKernel.Bind(buffer.Read(h, buffer.New(make([]mgl32.Vec4, n))), buffer.ReadWrite(h, buffer.New(make([]float32, n))), k)
	}},
}

func launch(q *sycl.Queue, c check, k int32) error {
	ev, err := q.Submit(func(h *sycl.Handler) { h.ParallelFor(sycl.Range1(n), c.bind(h, k)) })
	if err != nil {
		return err
	}
	return ev.Wait()
}

func run(d *sycl.Device) error {
	q, err := sycl.NewQueueOn(d)
	if err != nil {
		return err
	}
	defer q.Close()
	var errs []error
	for _, c := range checks {
		if err := launch(q, c, 0); err != nil {
			errs = append(errs, fmt.Errorf("%s in range: %w", c.name, err))
		}
		err := launch(q, c, 4)
		want := c.pos + ": index "
		switch {
		case c.early != "":
			want = c.early
		case d.IsNative():
			want = "index out of range"
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			errs = append(errs, fmt.Errorf("%s out of range: got %v, want %q", c.name, err, want))
		}
		q.Wait() // reported above
	}
	if len(errs) > 0 {
		return fmt.Errorf("%v", errs)
	}
	return nil
}

func main() {
	os.Setenv(sycl.EnvCheck, "bounds")
	devs := []*sycl.Device{sycl.NativeDevice()}
	all, err := sycl.Devices()
	if err != nil {
		fmt.Fprintln(os.Stderr, "checks: no OpenCL devices:", err)
	}
	for _, d := range all {
		if !d.IsNative() {
			devs = append(devs, d)
		}
	}
	failed := false
	for _, d := range devs {
		if err := run(d); err != nil {
			fmt.Fprintf(os.Stderr, "checks on %s: %v\n", d.Name(), err)
			failed = true
			continue
		}
		fmt.Printf("checks on %s: ok\n", d.Name())
	}
	if failed {
		os.Exit(1)
	}
}
