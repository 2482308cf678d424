package goroutines

import "github.com/gosycl/gosycl/sycl"

//kgen:func
func work(x []float32, i int) { x[i] = 1 }

//kgen:kernel
func Go(it sycl.Item, x []float32) {
	go work(x, it.ID(0)) // want "go statement: goroutines are not supported"
}

//kgen:kernel
func Defer(it sycl.Item, x []float32) {
	defer work(x, it.ID(0)) // want "defer is not supported in kernels"
	x[it.ID(0)] = 2
}
