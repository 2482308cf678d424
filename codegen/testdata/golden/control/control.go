// Package control has kernels with switches, labels, loops and early
// returns.
package control

import "github.com/gosycl/gosycl/sycl"

//kgen:func
func classify(v int32) int32 {
	switch {
	case v < 0:
		return -1
	case v == 0:
		return 0
	}
	return 1
}

//kgen:kernel
func Switch(it sycl.Item, in, out []int32) {
	i := it.ID(0)
	switch v := in[i]; v % 4 {
	case 0, 1:
		out[i] = classify(v)
	case 2:
		if v > 10 {
			break
		}
		out[i] = 2
	default:
		out[i] = 3
	}
}

//kgen:kernel
func Labels(it sycl.Item, n int32, out []int32) {
	i := int32(it.ID(0))
	acc := int32(0)
rows:
	for r := int32(0); r < n; r++ {
	cols:
		for c := range n {
			switch {
			case c > r:
				continue rows
			case c+r == i:
				break cols
			case acc > 1000:
				break rows
			}
			acc += r * c
		}
	}
	out[i] = acc
}

//kgen:kernel
func EarlyReturn(it sycl.Item, in, out []float32) {
	i := it.ID(0)
	if in[i] < 0 {
		return
	}
	v := in[i]
	for v > 1 {
		v /= 2
	}
	out[i] = v
}

//kgen:kernel
func Grid2(it sycl.Item, w int, out []int32) {
	x, y := it.ID(1), it.ID(0)
	if x >= w {
		return
	}
	out[y*w+x] = int32(it.LinearID() + it.Range(1))
}
