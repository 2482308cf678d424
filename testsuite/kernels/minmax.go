package kernels

import (
	"math"

	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
)

// Go's min and max, and math32.Min/Max and math.Min/Max, on NaNs, signed
// zeros and infinities: every device gives Go's results (OpenCL's fmin and
// fmax would ignore a NaN). 1/v tells -0 from +0.

// MinMax32 writes eight results per pair of float32 values.
//
//kgen:kernel
func MinMax32(it sycl.Item, x, y, out []float32) {
	i := it.ID(0)
	a, b := x[i], y[i]
	k := i * 9
	out[k] = min(a, b)
	out[k+1] = max(a, b)
	out[k+2] = 1 / min(a, b)
	out[k+3] = 1 / max(b, a)
	out[k+4] = math32.Min(a, b)
	out[k+5] = math32.Max(a, b)
	out[k+6] = 1 / math32.Min(b, a)
	out[k+7] = 1 / math32.Max(a, b)
	out[k+8] = min(a, b, 2) + max(a, -2, b)
}

// MinMax64 is MinMax32 for float64, with math.Min and math.Max.
//
//kgen:kernel
func MinMax64(it sycl.Item, x, y, out []float64) {
	i := it.ID(0)
	a, b := x[i], y[i]
	k := i * 8
	out[k] = min(a, b)
	out[k+1] = max(a, b)
	out[k+2] = 1 / min(a, b)
	out[k+3] = 1 / max(b, a)
	out[k+4] = math.Min(a, b)
	out[k+5] = math.Max(a, b)
	out[k+6] = 1 / math.Min(b, a)
	out[k+7] = 1 / math.Max(a, b)
}

// MinMaxNarrow takes min and max of int8, uint8 and int16 operands that C
// computes in int (OpenCL's overloaded min would be ambiguous).
//
//kgen:kernel
func MinMaxNarrow(it sycl.Item, x []int32, out []int32) {
	i := it.ID(0)
	a, b := int8(x[i]), uint8(x[i]>>8)
	out[3*i] = int32(min(a&^3, -a))
	out[3*i+1] = int32(max(b+b, ^b, 7))
	out[3*i+2] = int32(min(int16(a)*300, int16(b)<<4))
}
