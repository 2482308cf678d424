//go:build !kgen

// The code using the generated bindings is left out when kgen loads the
// package (go run ../../../cmd/kgen -tags kgen): kgen cannot load a package
// that refers to the bindings it is about to generate.

package main

import (
	"fmt"
	"os"
	"slices"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

const n = 16

// kcase is a kernel bound to its arguments but its output, and the Go
// function it was generated from with the same arguments.
type kcase struct {
	name string
	bind func(out sycl.Global[int32]) sycl.Bound
	ref  func(it sycl.Item, out []int32)
}

var (
	vec = int2{x: 1, y: 2, s0: 3, lo: 4, hi: 5, even: 6, odd: 7, sizeof: 8, INT_MAX: 9}
	img = image2d_t{M_PI: 2.5, kernel: int2{x: -1, y: 3, s0: 2, lo: 1, hi: -2, even: 4, odd: 5, sizeof: 6, INT_MAX: 7}}
)

var cases = []kcase{
	{"Builtins", BuiltinsKernel.Bind, Builtins},
	{"Keywords", KeywordsKernel.Bind, Keywords},
	{"Types", TypesKernel.Bind, Types},
	{"Macros", MacrosKernel.Bind, Macros},
	{"Own", OwnKernel.Bind, Own},
	{"printf",
		func(out sycl.Global[int32]) sycl.Bound { return printfKernel.Bind(out, 7, vec, true, img) },
		func(it sycl.Item, out []int32) { printf(it, out, 7, vec, true, img) }},
	{"kernel", kernelKernel.Bind, kernel},
	{"get_global_id", get_global_idKernel.Bind, get_global_id},
	{"INT_MAX", INT_MAXKernel.Bind, INT_MAX},
	{"é", éKernel.Bind, é},
}

// launch runs b over n work-items into a fresh output.
func launch(q *sycl.Queue, b func(out sycl.Global[int32]) sycl.Bound) ([]int32, error) {
	out := make([]int32, n*W)
	bo := buffer.New(out)
	_, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), b(buffer.ReadWrite(h, bo)))
	})
	if err != nil {
		return nil, err
	}
	if err := bo.Close(); err != nil {
		return nil, err
	}
	return out, nil
}

// want runs the Go function itself on the native device, per work-item.
func want(c kcase) ([]int32, error) {
	k := &sycl.Kernel{
		Name:   c.name + "-reference",
		Params: []sycl.Param{sycl.GlobalParam[int32]("out")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) { c.ref(it, args[0].([]int32)) }),
	}
	q, err := sycl.NewQueueOn(sycl.NativeDevice())
	if err != nil {
		return nil, err
	}
	defer q.Close()
	return launch(q, func(out sycl.Global[int32]) sycl.Bound { return k.Bind(out) })
}

func run(d *sycl.Device) error {
	q, err := sycl.NewQueueOn(d)
	if err != nil {
		return err
	}
	defer q.Close()
	var errs []error
	for _, c := range cases {
		w, err := want(c)
		if err != nil {
			return fmt.Errorf("%s in plain Go: %w", c.name, err)
		}
		got, err := launch(q, c.bind)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", c.name, err))
			continue
		}
		if !slices.Equal(got, w) {
			errs = append(errs, fmt.Errorf("%s: %v, plain Go %v", c.name, got, w))
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("%v", errs)
	}
	return nil
}

func main() {
	devs := []*sycl.Device{sycl.NativeDevice()}
	all, err := sycl.Devices()
	if err != nil {
		fmt.Fprintln(os.Stderr, "clnames: no OpenCL devices:", err)
	}
	for _, d := range all {
		if !d.IsNative() {
			devs = append(devs, d)
		}
	}
	failed := false
	for _, d := range devs {
		if err := run(d); err != nil {
			fmt.Fprintf(os.Stderr, "clnames on %s: %v\n", d.Name(), err)
			failed = true
			continue
		}
		fmt.Printf("clnames on %s: ok\n", d.Name())
	}
	if failed {
		os.Exit(1)
	}
}
