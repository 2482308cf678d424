// Selfref is a program whose kernels and the code launching them share a
// package, the natural layout for //go:generate: kgen must be able to load
// it although the bindings it generates (SaxpyKernel) do not exist yet, and
// again when kernels_kgen.go exists.
package main

import (
	"fmt"

	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

//go:generate go tool kgen

//kgen:kernel
func Saxpy(it sycl.Item, a float32, x, y []float32) {
	i := it.ID(0)
	y[i] = a*x[i] + y[i]
}

func main() {
	q, err := sycl.NewQueue(sycl.DefaultSelector)
	if err != nil {
		panic(err)
	}
	defer q.Close()
	x, _ := usm.MallocShared[float32](q, 4)
	y, _ := usm.MallocShared[float32](q, 4)
	ev, err := q.ParallelFor(sycl.Range1(4), SaxpyKernel.Bind(2, x, y))
	if err != nil {
		panic(err)
	}
	fmt.Println(ev.Wait())
}
