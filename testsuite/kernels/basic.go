package kernels

import (
	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
)

// Saxpy is y = a*x + y.
//
//kgen:kernel
func Saxpy(it sycl.Item, a float32, x, y []float32) {
	i := it.ID(0)
	y[i] = a*x[i] + y[i]
}

// IntOps exercises Go's integer semantics: wrapping overflow, division
// of the most negative value by -1, shifts by the width or more, unsigned
// arithmetic and conversions.
//
//kgen:kernel
func IntOps(it sycl.Item, a, b []int32, out32 []int32, out64 []int64, outU []uint32) {
	i := it.ID(0)
	x, y := a[i], b[i]
	k := i * 8
	out32[k+0] = x + y
	out32[k+1] = x * y
	out32[k+2] = x - y
	if y != 0 {
		out32[k+3] = x / y
		out32[k+4] = x % y
	}
	s := uint(i % 40)
	out32[k+5] = x << s
	out32[k+6] = x >> s
	out32[k+7] = -x
	w := int64(x) * int64(y) * 3
	out64[i*2] = w
	out64[i*2+1] = int64(uint32(x)) >> (uint(i) % 70)
	u := uint32(x) * uint32(y)
	u -= uint32(y) * 7
	outU[i*2] = u
	outU[i*2+1] = u &^ 0xff00ff
}

// Floats exercises float32 and math32.
//
//kgen:kernel
func Floats(it sycl.Item, in []float32, out []float32) {
	i := it.ID(0)
	x := in[i]
	k := i * 6
	out[k] = math32.Sqrt(math32.Abs(x)) + 0.5
	out[k+1] = math32.Floor(x*3.25) - math32.Ceil(x/2)
	out[k+2] = min(x, 0.25, float32(i)) + max(x, -1)
	out[k+3] = float32(int32(x * 100))
	out[k+4] = math32.Exp(x/4) * math32.Sin(x)
	out[k+5] = math32.Pow(math32.Abs(x)+1, 1.5)
}

// Control exercises switch, labeled loops, range over an integer, helpers
// and private arrays.
//
//kgen:kernel
func Control(it sycl.Item, n int32, out []int32) {
	i := int32(it.ID(0))
	var hist [5]int32
	acc := int32(0)
outer:
	for j := range n {
		switch {
		case j%7 == 3:
			continue outer
		case j > i+20:
			break outer
		}
		switch j % 3 {
		case 0:
			acc += clampAdd(j, i)
		case 1, 2:
			acc -= j
			if acc < -1000 {
				break
			}
			acc ^= 5
		default:
			acc = 0
		}
		hist[j%5]++
	}
	out[i*6] = acc
	for k := 0; k < 5; k++ {
		out[i*6+int32(k)+1] = hist[k]
	}
}

//kgen:func
func clampAdd(a, b int32) int32 {
	s := a + b
	if s > 50 {
		return 50
	}
	return s
}

// Grid writes each work-item's ids over a 3-D range with an offset.
//
//kgen:kernel
func Grid(it sycl.Item, out []int64) {
	l := it.LinearID()
	out[l*4] = int64(it.ID(0))
	out[l*4+1] = int64(it.ID(1))
	out[l*4+2] = int64(it.ID(2))
	out[l*4+3] = int64(it.Range(0)*100 + it.Range(1)*10 + it.Range(2))
}

// Doubles needs fp64.
//
//kgen:kernel
func Doubles(it sycl.Item, in []float64, out []float64, scale float64, neg bool) {
	i := it.ID(0)
	v := in[i] * scale
	if neg {
		v = -v
	}
	out[i] = v / 3
}

// Shift writes x[i+k]: with k > 0 the last work-items index out of range.
//
//kgen:kernel
func Shift(it sycl.Item, x []int32, k int32) {
	i := int32(it.ID(0))
	x[i+k] = i
}

// ShiftLoaded writes x[i+k[0]]: an index kgen cannot bound before the
// launch (it depends on k's element), which only the run-time checks
// catch out of range.
//
//kgen:kernel
func ShiftLoaded(it sycl.Item, x []int32, k []int32) {
	i := int32(it.ID(0))
	x[i+k[0]] = i
}

// SumRows sums each row of a, n elements wide, into its element of sums,
// accumulating there: it reads only elements it wrote before, so kgen
// records sums as only written, and a discard-write accessor or
// coexecutor.Out is a role it can take.
//
//kgen:kernel
func SumRows(it sycl.Item, n int32, a, sums []int32) {
	i := int32(it.ID(0))
	sums[i] = 0
	for k := int32(0); k < n; k++ {
		sums[i] += a[i*n+k]
	}
}

// EvensOnly writes the even elements only: memory passed to it bare must
// keep its odd elements, on a device with memory of its own too.
//
//kgen:kernel
func EvensOnly(it sycl.Item, out []int32) {
	i := it.ID(0)
	if i%2 == 0 {
		out[i] = int32(i)
	}
}

// Count adds one to the counter of each work-item (co-execution tests:
// every work-item must run exactly once).
//
//kgen:kernel
func Count(it sycl.Item, counts []int32) {
	counts[it.LinearID()] += 1
}
