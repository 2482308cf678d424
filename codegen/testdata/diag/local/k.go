package local

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func ItemLocal(it sycl.Item, x []float32, tile sycl.Local[float32]) { // want "kernel ItemLocal: local memory \\(tile\\) needs an NDItem kernel launched over an NDRange"
	tile[0] = x[it.ID(0)]
}

//kgen:kernel
func BadElem(it sycl.NDItem, tile sycl.Local[string]) { // want "local memory element: strings are not supported in kernels"
}

//kgen:kernel
func Fine(it sycl.NDItem, x []float32, tile sycl.Local[float32]) {
	tile[it.LocalID(0)] = x[it.GlobalID(0)]
}
