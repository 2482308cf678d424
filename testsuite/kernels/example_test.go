package kernels_test

import (
	"fmt"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// The whole flow: Saxpy is a Go function marked //kgen:kernel in
// basic.go; go generate wrote SaxpyKernel, whose Bind is typed. The same
// launch runs on every device: here the native one, then each OpenCL device.
func Example() {
	list := []*sycl.Device{sycl.NativeDevice()}
	devs, _ := sycl.Devices()
	for _, d := range devs {
		if !d.IsNative() {
			list = append(list, d)
		}
	}
	for _, d := range list {
		q, err := sycl.NewQueueOn(d)
		if err != nil {
			fmt.Println(err)
			return
		}
		x := []float32{1, 2, 3, 4}
		y := []float32{10, 20, 30, 40}
		bx, by := buffer.New(x), buffer.New(y)
		_, err = q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(len(x)), kernels.SaxpyKernel.Bind(2, buffer.Read(h, bx), buffer.ReadWrite(h, by)))
		})
		if err == nil {
			err = by.Close()
		}
		bx.Close()
		q.Close()
		if err != nil {
			fmt.Println(err)
			return
		}
		if d.IsNative() {
			fmt.Println(y)
		} else if fmt.Sprint(y) != "[12 24 36 48]" {
			fmt.Println(d.Name(), "disagrees:", y)
		}
	}
	// Output:
	// [12 24 36 48]
}
