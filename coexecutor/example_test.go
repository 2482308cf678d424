package coexecutor_test

import (
	"fmt"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// Saxpy co-executed on every device found, with HGuided.
func ExampleCoexecutor_LaunchKernel() {
	ce, err := coexecutor.New(&coexecutor.HGuided{})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer ce.Close()
	n := 1 << 16
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i), 1
	}
	bx, by := buffer.New(x), buffer.New(y)
	rep, err := kernels.SaxpyKernel.Launch(ce, sycl.Range1(n), 2, bx, by)
	if err != nil {
		fmt.Println(err)
		return
	}
	bx.Close()
	by.Close()
	items := 0
	for _, u := range rep.Units {
		items += u.Items
	}
	fmt.Println(y[0], y[n-1], items == n)
	// Output: 1 131071 true
}

// Simple mode with a function per package: ranged accessors give each
// package its output region.
func ExampleCoexecutor_Launch() {
	ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 8})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer ce.Close()
	n := 4096
	counts := make([]int32, n)
	b := buffer.New(counts)
	_, err = ce.Launch(sycl.Range1(n), func(pkg coexecutor.Package, h *sycl.Handler) {
		span, _ := pkg.Span(n)
		h.ParallelFor(pkg.Space(), kernels.CountKernel.Bind(buffer.ReadWrite(h, b, span)))
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	b.Close()
	sum := 0
	for _, c := range counts {
		sum += int(c)
	}
	fmt.Println(sum)
	// Output: 4096
}

// An input of which each package reads only its rows' part: here x, read
// at the work-item's own index. On an OpenCL device only the part moves.
func ExampleInPart() {
	ce, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.DeviceList(sycl.NativeDevice()))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer ce.Close()
	n := 1000
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i), 1
	}
	bx, by := buffer.New(x), buffer.New(y)
	rows := func(p coexecutor.Package) (lo, hi int) { return p.Offset, p.Offset + p.Size }
	if _, err := kernels.SaxpyKernel.Launch(ce, sycl.Range1(n), 2, coexecutor.InPart(bx, rows), by); err != nil {
		fmt.Println(err)
		return
	}
	bx.Close()
	by.Close()
	fmt.Println(y[0], y[500], y[n-1])
	// Output: 1 1001 1999
}

// A launch told what its work-items cost by place: here row i costs
// i+1, as if it held i+1 nonzeros. Packages are then sized in cost, not
// rows. A typed binding's Launch takes it after the kernel's arguments,
// as LaunchKernel does.
func ExampleCosts() {
	ce, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.DeviceList(sycl.NativeDevice()))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer ce.Close()
	n := 1000
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i), 1
	}
	bx, by := buffer.New(x), buffer.New(y)
	rising := coexecutor.Costs(func(offset, size int) float64 {
		// Rows offset … offset+size-1 cost offset+1 … offset+size.
		return float64(size) * (float64(offset) + float64(size+1)/2)
	})
	if _, err := kernels.SaxpyKernel.Launch(ce, sycl.Range1(n), 2, bx, by, rising); err != nil {
		fmt.Println(err)
		return
	}
	bx.Close()
	by.Close()
	fmt.Println(y[0], y[500], y[n-1])
	// Output: 1 1001 1999
}
