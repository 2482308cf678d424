// Package compare compares structs and arrays with ==: Go compares them
// field by field, C has no such comparison, so kgen rejects it.
package compare

import (
	"github.com/go-gl/mathgl/mgl32"
	"github.com/gosycl/gosycl/sycl"
)

type Pair struct {
	A int32
	B float32
}

//kgen:kernel
func SameAsFirst(it sycl.Item, ps []Pair, out []int32) {
	i := it.ID(0)
	if ps[i] == ps[0] { // want "comparing Pair values with == is not supported in kernels"
		out[i] = 1
	}
	q := Pair{A: 1}
	if ps[i] != q { // want "comparing Pair values with != is not supported"
		out[i] += 2
	}
	a := [3]int32{1, 2, int32(i)}
	if a == [3]int32{1, 2, 1} { // want "comparing \\[3\\]int32 values with =="
		out[i] += 4
	}
	// Vectors compare component-wise on devices: allowed.
	if (mgl32.Vec3{1, 2, 3}) == (mgl32.Vec3{float32(i), 2, 3}) {
		out[i] += 8
	}
}
