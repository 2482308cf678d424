package ranges

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Slice(it sycl.Item, in, out []float32) {
	s := float32(0)
	for _, v := range in { // want "range over \\[\\]float32: only range over an integer is supported in kernels"
		s += v
	}
	out[it.ID(0)] = s
}

//kgen:kernel
func Array(it sycl.Item, out []int32) {
	a := [3]int32{1, 2, 3}
	for i := range a { // want "range over \\[3\\]int32: only range over an integer"
		out[it.ID(0)] += int32(i)
	}
}

//kgen:kernel
func Integer(it sycl.Item, n int32, out []int32) {
	for i := range n {
		out[it.ID(0)] += i
	}
	for range 3 {
		out[it.ID(0)]++
	}
}
