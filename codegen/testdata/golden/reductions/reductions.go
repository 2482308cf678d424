// Package reductions has kernels with Reducer parameters: built-in and
// user combiners, basic ranges (strided on OpenCL) and nd-ranges.
package reductions

import "github.com/gosycl/gosycl/sycl"

// Dot sums the products of two vectors.
//
//kgen:kernel
func Dot(it sycl.Item, x, y []float32, dot sycl.Sum[float32]) {
	i := it.ID(0)
	dot.Combine(x[i] * y[i])
}

// Stats reduces a matrix in several ways at once; rows past limit return
// early.
//
//kgen:kernel
func Stats(it sycl.Item, m []int32, cols, limit int, lo sycl.Min[int32], hi sycl.Max[int32], bits sycl.Xor[uint32], n sycl.Sum[int64]) {
	r, c := it.ID(0), it.ID(1)
	if r >= limit {
		return
	}
	v := m[r*cols+c]
	lo.Combine(v)
	hi.Combine(v)
	bits.Combine(uint32(v))
	n.Combine(1)
}

// MaxAbs keeps the value of largest magnitude.
type MaxAbs struct{}

// Identity is 0.
func (MaxAbs) Identity() float32 { return 0 }

// Combine returns the argument of larger magnitude.
func (MaxAbs) Combine(a, b float32) float32 {
	if abs(a) >= abs(b) {
		return a
	}
	return b
}

//kgen:func
func abs(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}

// Peak finds the value of largest magnitude with a work-group barrier in
// the kernel.
//
//kgen:kernel
func Peak(it sycl.NDItem, x []float32, tile sycl.Local[float32], peak sycl.Reducer[float32, MaxAbs]) {
	l := it.LocalID(0)
	tile[l] = x[it.GlobalID(0)]
	it.Barrier()
	peak.Combine(tile[it.LocalRange(0)-1-l])
}
