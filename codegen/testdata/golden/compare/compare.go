// Package compare compares structs with == (Go compares them field by
// field; C has no struct comparison).
package compare

import "github.com/gosycl/gosycl/sycl"

type Pair struct {
	A int32
	B float32
}

//kgen:kernel
func SameAsFirst(it sycl.Item, ps []Pair, out []int32) {
	i := it.ID(0)
	if ps[i] == ps[0] {
		out[i] = 1
	}
	q := Pair{A: 1}
	if ps[i] != q {
		out[i] += 2
	}
}
