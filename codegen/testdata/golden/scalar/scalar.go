// Package scalar has kernels with scalar arithmetic of every width, Go's
// integer wrapping and the conversions between them.
package scalar

import (
	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
)

const scale = 1.5

//kgen:kernel
func Axpb(it sycl.Item, a, b float32, x, y []float32) {
	i := it.ID(0)
	y[i] = a*x[i] + b*scale
}

// Wrap exercises wrapping arithmetic, division and shifts on every
// integer width.
//
//kgen:kernel
func Wrap(it sycl.Item, a8 []int8, a16 []int16, a32 []int32, a64 []int64, u8 []uint8, u16 []uint16, u32 []uint32, u64 []uint64) {
	i := it.ID(0)
	a8[i] = a8[i]*3 + 100
	a16[i] = a16[i]/-1 - a16[i]%7
	a32[i] = (a32[i] << 3) >> uint(i%40)
	a64[i] = -a64[i] * 0x7fffffff
	u8[i] += u8[i] << 2
	u16[i] = u16[i] / (u16[i] + 1)
	u32[i] = u32[i]&^0xff | u32[i]>>3 ^ 5
	u64[i]--
	a32[i]++
}

// Convert exercises conversions between integer and float types, bools and
// math32.
//
//kgen:kernel
func Convert(it sycl.Item, f []float32, n []int32, flags []bool, neg bool, bias int64) {
	i := it.ID(0)
	v := f[i]
	k := int32(v*100) + int32(bias)
	if neg && !flags[i] {
		k = -k
	}
	flags[i] = k > 0 || v != v
	n[i] = k % 1000
	f[i] = float32(k)/3 + math32.Sqrt(math32.Abs(v)) + min(v, 2) - max(v, -2, float32(n[i]))
	var z uint16
	z = uint16(k)
	f[i] += float32(z) + 1e-3 + float32(len(f))
}

// Pt is a struct parameter that ParamAssign assigns.
type Pt struct{ X, Y int32 }

// ParamAssign assigns its scalar parameters: each work-item starts from
// the launch's values (native: a copy per work-item; OpenCL: a private
// copy of the struct).
//
//kgen:kernel
func ParamAssign(it sycl.Item, out []int32, a int32, p Pt) {
	i := it.ID(0)
	a += int32(i)
	a++
	p.Y += a
	out[i] = a + p.X*p.Y
}
