package globals

import "github.com/gosycl/gosycl/sycl"

var scale = float32(2)

var table [4]int32

const ok = 3

//kgen:kernel
func Read(it sycl.Item, x []float32) {
	x[it.ID(0)] *= scale * ok // want "scale is a package-level variable; kernels can only read constants and their parameters"
}

//kgen:kernel
func Write(it sycl.Item, x []int32) {
	table[0] = x[it.ID(0)] // want "table is a package-level variable"
}

//kgen:func
func look(i int) int32 {
	return table[i] // want "table is a package-level variable"
}
