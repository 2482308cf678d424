package kernels

import (
	"math"

	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
)

// Products that Go rounds before an addition: an explicit conversion,
// float32(x*y), rounds the product, and the Go spec forbids fusing it
// into a multiply-add. With z = -float32(x*y) every result of these
// kernels is exactly 0 on every device; a device that fused the product
// with the addition would give the product's rounding error instead.

// Rounded32 writes three results per element: the rounded product plus
// z, its negation minus z, and the same through a helper.
//
//kgen:kernel
func Rounded32(it sycl.Item, x, y, z, out []float32) {
	i := it.ID(0)
	out[3*i] = float32(x[i]*y[i]) + z[i]
	out[3*i+1] = float32(-(x[i] * y[i])) - z[i]
	out[3*i+2] = roundedAdd32(x[i], y[i], z[i])
}

//kgen:func
func roundedAdd32(a, b, c float32) float32 { return c + float32(a*b) }

// Rounded64 is Rounded32 for float64.
//
//kgen:kernel
func Rounded64(it sycl.Item, x, y, z, out []float64) {
	i := it.ID(0)
	out[3*i] = float64(x[i]*y[i]) + z[i]
	out[3*i+1] = float64(-(x[i] * y[i])) - z[i]
	out[3*i+2] = roundedAdd64(x[i], y[i], z[i])
}

//kgen:func
func roundedAdd64(a, b, c float64) float64 { return c + float64(a*b) }

// Fused32 writes math32.Fma(x, y, z): x*y+z rounded once on every device
// (OpenCL's fma), also where rounding the float64 sum to float32 would
// round twice.
//
//kgen:kernel
func Fused32(it sycl.Item, x, y, z, out []float32) {
	i := it.ID(0)
	out[i] = math32.Fma(x[i], y[i], z[i])
}

// Exact32 writes, per pair, the float32 functions whose results Go
// defines exactly and OpenCL C does too (docs/kernel-language.md's rows
// marked yes): every device must give Go's, special values included.
//
//kgen:kernel
func Exact32(it sycl.Item, x, y, out []float32) {
	i := it.ID(0)
	a, b := x[i], y[i]
	k := 8 * i
	out[k] = math32.Abs(a)
	out[k+1] = math32.Floor(a)
	out[k+2] = math32.Ceil(a)
	out[k+3] = math32.Trunc(a)
	out[k+4] = math32.Round(a)
	out[k+5] = math32.Mod(a, b)
	out[k+6] = math32.Fma(a, b, a)
	out[k+7] = 0
	if math32.IsNaN(a) {
		out[k+7] = 1
	}
}

// Exact64 is Exact32 for float64, with math.Copysign.
//
//kgen:kernel
func Exact64(it sycl.Item, x, y, out []float64) {
	i := it.ID(0)
	a, b := x[i], y[i]
	k := 9 * i
	out[k] = math.Abs(a)
	out[k+1] = math.Floor(a)
	out[k+2] = math.Ceil(a)
	out[k+3] = math.Trunc(a)
	out[k+4] = math.Round(a)
	out[k+5] = math.Mod(a, b)
	out[k+6] = math.FMA(a, b, a)
	out[k+7] = math.Copysign(a, b)
	out[k+8] = 0
	if math.IsNaN(a) {
		out[k+8] = 1
	}
}
