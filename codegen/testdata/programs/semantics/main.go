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

var (
	u8  = []uint8{0, 1, 100, 200, 255}
	u16 = []uint16{0, 1, 1000, 60000, 65535}
)

func narrow(d *sycl.Device, q *sycl.Queue) error {
	n := len(u8)
	out, flags := make([]uint32, 4*n), make([]int32, n)
	b8, b16 := buffer.New(slices.Clone(u8)), buffer.New(slices.Clone(u16))
	bout, bflags := buffer.New(out), buffer.New(flags)
	_, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), NarrowKernel.Bind(buffer.Read(h, b8), buffer.Read(h, b16), buffer.ReadWrite(h, bout), buffer.ReadWrite(h, bflags)))
	})
	if err != nil {
		return err
	}
	if err := q.Wait(); err != nil {
		return err
	}
	for _, b := range []interface{ Close() error }{b8, b16, bout, bflags} {
		if err := b.Close(); err != nil {
			return err
		}
	}
	wout, wflags := make([]uint32, 4*n), make([]int32, n)
	for i := range n {
		wout[4*i] = uint32(^u8[i])
		wout[4*i+1] = uint32(-u16[i])
		wout[4*i+2] = uint32(^u16[i]) / 2
		wout[4*i+3] = uint32(-u8[i] / 2)
		if ^u8[i] > 100 {
			wflags[i] = 1
		}
	}
	if !slices.Equal(out, wout) || !slices.Equal(flags, wflags) {
		return fmt.Errorf("Narrow: %v %v, plain Go %v %v", out, flags, wout, wflags)
	}
	return nil
}

func dimExprs(d *sycl.Device, q *sycl.Queue) error {
	const n0, n1 = 2, 3
	out := make([]int32, 4*n0*n1)
	b := buffer.New(out)
	_, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range2(n0, n1), DimExprsKernel.Bind(buffer.DiscardWrite(h, b)))
	})
	if err != nil {
		return err
	}
	if err := q.Wait(); err != nil {
		return err
	}
	if err := b.Close(); err != nil {
		return err
	}
	var want []int32
	for range n0 {
		for j := range n1 {
			want = append(want, int32(j), int32(j), int32(j), int32(j))
		}
	}
	if !slices.Equal(out, want) {
		return fmt.Errorf("DimExprs: %v, plain Go %v", out, want)
	}
	return nil
}

func run(d *sycl.Device) error {
	q, err := sycl.NewQueueOn(d)
	if err != nil {
		return err
	}
	defer q.Close()
	var errs []error
	for _, f := range []func(*sycl.Device, *sycl.Queue) error{narrow, dimExprs} {
		if err := f(d, q); err != nil {
			errs = append(errs, err)
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
		fmt.Fprintln(os.Stderr, "semantics: no OpenCL devices:", err)
	}
	for _, d := range all {
		if !d.IsNative() {
			devs = append(devs, d)
		}
	}
	failed := false
	for _, d := range devs {
		if err := run(d); err != nil {
			fmt.Fprintf(os.Stderr, "semantics on %s: %v\n", d.Name(), err)
			failed = true
			continue
		}
		fmt.Printf("semantics on %s: ok\n", d.Name())
	}
	if failed {
		os.Exit(1)
	}
}
