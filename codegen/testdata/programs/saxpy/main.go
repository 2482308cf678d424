//go:build !kgen

// The code using the generated bindings is left out when kgen loads the
// package (go run ../../../cmd/kgen -tags kgen): kgen cannot load a package
// that refers to the bindings it is about to generate.

package main

import (
	"fmt"
	"math"
	"os"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

const n = 1000

func inputs() (x, y []float32, v []int32) {
	x, y, v = make([]float32, n), make([]float32, n), make([]int32, n)
	for i := range x {
		x[i] = float32(i) * 0.25
		y[i] = 1 - float32(i%17)
		v[i] = int32(i) * 40503 * 70001 // wraps
	}
	return x, y, v
}

func run(d *sycl.Device) error {
	q, err := sycl.NewQueueOn(d)
	if err != nil {
		return err
	}
	defer q.Close()
	x, y, v := inputs()
	bx, by, bv := buffer.New(x), buffer.New(y), buffer.New(v)
	_, err = q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), SaxpyKernel.Bind(2.5, buffer.Read(h, bx), buffer.ReadWrite(h, by)))
	})
	if err != nil {
		return err
	}
	_, err = q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), ScaleKernel.Bind(-7, buffer.ReadWrite(h, bv)))
	})
	if err != nil {
		return err
	}
	if err := q.Wait(); err != nil {
		return err
	}
	for _, b := range []interface{ Close() error }{bx, by, bv} {
		if err := b.Close(); err != nil {
			return err
		}
	}
	wx, wy, wv := inputs()
	for i := range wy {
		wy[i] = 2.5*wx[i] + wy[i]
		wv[i] = wv[i]*-7 + int32(i)>>1
		if d := math.Abs(float64(y[i] - wy[i])); d > 1e-5*math.Max(1, math.Abs(float64(wy[i]))) {
			return fmt.Errorf("Saxpy: y[%d] = %v, plain Go %v", i, y[i], wy[i])
		}
		if v[i] != wv[i] {
			return fmt.Errorf("Scale: v[%d] = %v, plain Go %v", i, v[i], wv[i])
		}
	}
	return nil
}

func main() {
	devs := []*sycl.Device{sycl.NativeDevice()}
	all, err := sycl.Devices()
	if err != nil {
		fmt.Fprintln(os.Stderr, "saxpy: no OpenCL devices:", err)
	}
	for _, d := range all {
		if !d.IsNative() {
			devs = append(devs, d)
		}
	}
	failed := false
	for _, d := range devs {
		if err := run(d); err != nil {
			fmt.Fprintf(os.Stderr, "saxpy on %s: %v\n", d.Name(), err)
			failed = true
			continue
		}
		fmt.Printf("saxpy on %s: ok\n", d.Name())
	}
	if failed {
		os.Exit(1)
	}
}
