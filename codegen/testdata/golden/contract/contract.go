// Package contract has kernels whose products Go rounds before an
// addition (an explicit conversion) and kernels where Go allows a fused
// multiply-add: the first are compiled with FP_CONTRACT OFF, the others
// with the compiler's default.
package contract

import "github.com/gosycl/gosycl/sycl"

// Rounded converts its products explicitly: each is rounded before the
// addition, so the kernel is compiled with contraction off.
//
//kgen:kernel
func Rounded(it sycl.Item, x, y, z []float32, w []float64) {
	i := it.ID(0)
	z[i] = float32(x[i]*y[i]) + z[i]
	w[i] = float64(-(w[i] * w[i])) + 1
}

// Fusable has no such conversion: Go allows fusing x*y + z, and so does
// the compiler's default; float32(2*3) is a constant and a conversion of
// an integer product rounds nothing.
//
//kgen:kernel
func Fusable(it sycl.Item, x, y, z []float32, n []int32) {
	i := it.ID(0)
	z[i] = x[i]*y[i] + z[i] + float32(2*3) + float32(n[i]*n[i])
}

// Helped calls a helper that rounds a product: the helper is compiled
// with contraction off, the kernel with the default.
//
//kgen:kernel
func Helped(it sycl.Item, x, y, z []float32) {
	i := it.ID(0)
	z[i] = madRounded(x[i], y[i], z[i]) + x[i]*y[i]
}

//kgen:func
func madRounded(a, b, c float32) float32 { return float32(a*b) + c }
