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

const n, wg = 4096, 64

func input() []int32 {
	in := make([]int32, n)
	for i := range in {
		in[i] = int32(i*7919%1001) - 500
	}
	return in
}

func run(d *sycl.Device) error {
	q, err := sycl.NewQueueOn(d)
	if err != nil {
		return err
	}
	defer q.Close()
	in := input()
	out := make([]int32, 2*n/wg)
	nb := make([]int32, n)
	bin, bout, bnb := buffer.New(in), buffer.New(out), buffer.New(nb)
	_, err = q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.NDRange1(n, wg), GroupSumsKernel.Bind(buffer.Read(h, bin), buffer.DiscardWrite(h, bout),
			sycl.NewLocal[int32](wg), sycl.NewLocal[int32](wg)))
	})
	if err != nil {
		return err
	}
	_, err = q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.NDRange1(n, wg), NeighboursKernel.Bind(buffer.Read(h, bin), buffer.DiscardWrite(h, bnb), sycl.NewLocal[int32](wg)))
	})
	if err != nil {
		return err
	}
	if err := q.Wait(); err != nil {
		return err
	}
	bin.Close()
	if err := bout.Close(); err != nil {
		return err
	}
	if err := bnb.Close(); err != nil {
		return err
	}
	want := input()
	for i := range want {
		g, l := i/wg, i%wg
		if w := want[i] + 2*want[g*wg+(l+1)%wg]; nb[i] != w {
			return fmt.Errorf("Neighbours: out[%d] = %d, plain Go %d", i, nb[i], w)
		}
	}
	for g := range n / wg {
		sum, mx := int32(0), want[g*wg]
		for _, v := range want[g*wg : (g+1)*wg] {
			sum += v
			mx = max(mx, v)
		}
		if out[2*g] != sum || out[2*g+1] != mx {
			return fmt.Errorf("group %d: sum %d max %d, plain Go %d and %d", g, out[2*g], out[2*g+1], sum, mx)
		}
	}
	return nil
}

func main() {
	devs := []*sycl.Device{sycl.NativeDevice()}
	all, err := sycl.Devices()
	if err != nil {
		fmt.Fprintln(os.Stderr, "reduce: no OpenCL devices:", err)
	}
	for _, d := range all {
		if !d.IsNative() {
			devs = append(devs, d)
		}
	}
	failed := false
	for _, d := range devs {
		if err := run(d); err != nil {
			fmt.Fprintf(os.Stderr, "reduce on %s: %v\n", d.Name(), err)
			failed = true
			continue
		}
		fmt.Printf("reduce on %s: ok\n", d.Name())
	}
	if failed {
		os.Exit(1)
	}
}
