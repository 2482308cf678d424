// Package main has kernels that index memory, arrays and vectors out of
// range by an amount given at launch: with GOSYCL_CHECK=bounds every
// device must fail the launch naming the index expression.
package main

import (
	"github.com/go-gl/mathgl/mgl32"

	"github.com/gosycl/gosycl/sycl"
)

// Cell holds an array in memory.
type Cell struct {
	V [4]int32
}

//kgen:kernel
func Memory(it sycl.Item, x []int32, k int32) {
	i := int32(it.ID(0))
	x[i+k] = i
}

//kgen:kernel
func Array(it sycl.Item, x []int32, k int32) {
	i := int32(it.ID(0))
	var a [4]int32
	a[(i+k)%8] = i
	x[i] = a[0]
}

//kgen:kernel
func MemArray(it sycl.Item, c []Cell, k int32) {
	i := int32(it.ID(0))
	c[i].V[(i+k)%8] = i
}

//kgen:kernel
func Vector(it sycl.Item, v []mgl32.Vec4, out []float32, k int32) {
	i := int32(it.ID(0))
	w := v[i]
	out[i] = w[(i+k)%8]
}

//kgen:kernel
func MemVector(it sycl.Item, v []mgl32.Vec4, out []float32, k int32) {
	i := int32(it.ID(0))
	out[i] = v[i][(i+k)%8]
}
