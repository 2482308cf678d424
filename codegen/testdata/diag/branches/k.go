package branches

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Goto(it sycl.Item, out []int32) {
	i := it.ID(0)
	if i > 3 {
		goto done // want "goto is not supported in kernels"
	}
	out[i] = 1
done:
	out[i] += 2
}

//kgen:kernel
func Fallthrough(it sycl.Item, out []int32) {
	i := it.ID(0)
	switch i % 3 {
	case 0:
		out[i] = 1
		fallthrough // want "fallthrough is not supported in kernels"
	case 1:
		out[i] += 2
	}
}
