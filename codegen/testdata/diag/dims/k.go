package dims

import "github.com/gosycl/gosycl/sycl"

const two = 2

//kgen:kernel
func NonConst(it sycl.Item, d int, out []int) {
	out[it.LinearID()] = it.ID(d) // want "ID: the dimension must be a constant \\(0, 1 or 2\\)"
}

//kgen:kernel
func OutOfRange(it sycl.Item, out []int) {
	out[it.LinearID()] = it.ID(3) + it.Range(-1) // want "ID: dimension 3 is out of range \\(0, 1 or 2\\)" "Range: dimension -1 is out of range"
}

//kgen:kernel
func NDOutOfRange(it sycl.NDItem, out []int) {
	out[it.GlobalLinearID()] = it.LocalID(two + 1) // want "LocalID: dimension 3 is out of range"
}

//kgen:kernel
func Fine(it sycl.Item, out []int) {
	out[it.LinearID()] = it.ID(two) + it.ID(0)
}
