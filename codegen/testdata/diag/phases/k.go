package phases

import "github.com/gosycl/gosycl/sycl"

// Errors found while checking the kernels (a goroutine) and errors found
// while translating them (a barrier in divergent control flow, nil) are
// reported by one run: "every error of the run reported at once".

//kgen:func
func work(x []float32) { x[0] = 1 }

//kgen:kernel
func Checked(it sycl.Item, x []float32) {
	go work(x) // want "go statement: goroutines are not supported"
}

//kgen:kernel
func Translated(it sycl.NDItem, tile sycl.Local[int32]) {
	tile[it.LocalID(0)] = 1
	if it.LocalID(0) == 0 { // want "Barrier inside control flow that depends on the work-item"
		it.Barrier()
	}
}

//kgen:kernel
func Nil(it sycl.Item, out []int32) {
	if out != nil { // want "nil is not supported in kernels"
		out[it.ID(0)] = 1
	}
}
