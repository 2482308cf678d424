//go:build !kgen

// The code using the generated bindings is left out when kgen loads the
// package (go run ../../../cmd/kgen -tags kgen): kgen cannot load a package
// that refers to the bindings it is about to generate.

package main

import (
	"fmt"
	"os"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

const w, h = 96, 64

func reference() []int32 {
	out := make([]int32, w*h)
	for py := range h {
		for px := range w {
			cx := int64(px)*7*one/int64(2*w) - 5*one/2
			cy := int64(py)*2*one/int64(h) - one
			out[py*w+px] = escape(cx, cy)
		}
	}
	return out
}

func run(d *sycl.Device) error {
	q, err := sycl.NewQueueOn(d)
	if err != nil {
		return err
	}
	defer q.Close()
	out := make([]int32, w*h)
	b := buffer.New(out)
	_, err = q.Submit(func(hd *sycl.Handler) {
		hd.ParallelFor(sycl.Range2(h, w), MandelKernel.Bind(buffer.DiscardWrite(hd, b), w, h))
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
	want := reference()
	inside := 0
	for i := range want {
		if out[i] != want[i] {
			return fmt.Errorf("pixel (%d, %d) = %d, plain Go %d", i%w, i/w, out[i], want[i])
		}
		if want[i] == maxIter {
			inside++
		}
	}
	if inside == 0 || inside == len(want) {
		return fmt.Errorf("degenerate image: %d of %d points inside", inside, len(want))
	}
	return nil
}

func main() {
	devs := []*sycl.Device{sycl.NativeDevice()}
	all, err := sycl.Devices()
	if err != nil {
		fmt.Fprintln(os.Stderr, "mandelbrot: no OpenCL devices:", err)
	}
	for _, d := range all {
		if !d.IsNative() {
			devs = append(devs, d)
		}
	}
	failed := false
	for _, d := range devs {
		if err := run(d); err != nil {
			fmt.Fprintf(os.Stderr, "mandelbrot on %s: %v\n", d.Name(), err)
			failed = true
			continue
		}
		fmt.Printf("mandelbrot on %s: ok\n", d.Name())
	}
	if failed {
		os.Exit(1)
	}
}
