package kernels

import "github.com/gosycl/gosycl/sycl"

// The reductions of the conformance suite (testsuite/reduce.go).

// SumFloat32 sums x.
//
//kgen:kernel
func SumFloat32(it sycl.Item, x []float32, sum sycl.Sum[float32]) {
	sum.Combine(x[it.ID(0)])
}

// Int32Reductions reduces x with every built-in combiner in one launch.
//
//kgen:kernel
func Int32Reductions(it sycl.Item, x []int32, sum sycl.Sum[int32], prod sycl.Product[int32], lo sycl.Min[int32], hi sycl.Max[int32], and sycl.And[int32], or sycl.Or[int32], xor sycl.Xor[int32]) {
	v := x[it.ID(0)]
	sum.Combine(v)
	prod.Combine(v)
	lo.Combine(v)
	hi.Combine(v)
	and.Combine(v)
	or.Combine(v)
	xor.Combine(v)
}

// Uint32Reductions is Int32Reductions over uint32.
//
//kgen:kernel
func Uint32Reductions(it sycl.Item, x []uint32, sum sycl.Sum[uint32], prod sycl.Product[uint32], lo sycl.Min[uint32], hi sycl.Max[uint32], and sycl.And[uint32], or sycl.Or[uint32], xor sycl.Xor[uint32]) {
	v := x[it.ID(0)]
	sum.Combine(v)
	prod.Combine(v)
	lo.Combine(v)
	hi.Combine(v)
	and.Combine(v)
	or.Combine(v)
	xor.Combine(v)
}

// Int64Reductions is Int32Reductions over int64.
//
//kgen:kernel
func Int64Reductions(it sycl.Item, x []int64, sum sycl.Sum[int64], prod sycl.Product[int64], lo sycl.Min[int64], hi sycl.Max[int64], and sycl.And[int64], or sycl.Or[int64], xor sycl.Xor[int64]) {
	v := x[it.ID(0)]
	sum.Combine(v)
	prod.Combine(v)
	lo.Combine(v)
	hi.Combine(v)
	and.Combine(v)
	or.Combine(v)
	xor.Combine(v)
}

// Float32Reductions reduces x with the arithmetic combiners.
//
//kgen:kernel
func Float32Reductions(it sycl.Item, x []float32, sum sycl.Sum[float32], prod sycl.Product[float32], lo sycl.Min[float32], hi sycl.Max[float32]) {
	v := x[it.ID(0)]
	sum.Combine(v)
	prod.Combine(v)
	lo.Combine(v)
	hi.Combine(v)
}

// GridReductions reduces a 2-D range: the cells' codes (which say where
// each work-item is, offset included, and the range it is in) and the
// count of cells in the upper triangle; the others return early.
//
//kgen:kernel
func GridReductions(it sycl.Item, cells sycl.Sum[int64], hi sycl.Max[int64], upper sycl.Sum[int32]) {
	r, c := it.ID(0), it.ID(1)
	code := int64(r*1000+c) + int64(it.Range(0)*1000000+it.Range(1)*100000000) + int64(it.LinearID())
	cells.Combine(code)
	hi.Combine(code)
	if c < r {
		return
	}
	upper.Combine(1)
}

// BoxReductions sums a 3-D range's linear ids and the product of its
// offsets and dims.
//
//kgen:kernel
func BoxReductions(it sycl.Item, ids sycl.Sum[int64], shape sycl.Max[int64]) {
	ids.Combine(int64(it.LinearID()*7 + it.ID(2)))
	shape.Combine(int64(it.Offset(0)*100+it.Offset(1)*10+it.Offset(2)) + int64(it.Range(2)*1000))
}

// MaxAbs is a combiner of the package's own: the value of the largest
// magnitude (of two of equal magnitude, the larger).
type MaxAbs struct{}

// Identity is 0.
func (MaxAbs) Identity() float32 { return 0 }

// Combine returns the value of larger magnitude.
func (MaxAbs) Combine(a, b float32) float32 {
	if absf(a) > absf(b) || absf(a) == absf(b) && a > b {
		return a
	}
	return b
}

//kgen:func
func absf(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}

// GroupPeak reverses each work-group's elements through local memory
// (a barrier) and reduces them with MaxAbs, while writing the reversed
// values: an nd-range kernel with an output and a reduction.
//
//kgen:kernel
func GroupPeak(it sycl.NDItem, x, out []float32, tile sycl.Local[float32], peak sycl.Reducer[float32, MaxAbs], groups sycl.Sum[int32]) {
	l := it.LocalID(0)
	tile[l] = x[it.GlobalID(0)]
	it.Barrier()
	v := tile[it.LocalRange(0)-1-l]
	out[it.GlobalID(0)] = v
	peak.Combine(v)
	if l != 0 {
		return
	}
	groups.Combine(int32(it.GroupID(0)) + 1)
}

// ScaleNorm writes y = a*x and sums the squares of y: an element-wise
// output beside a reduction.
//
//kgen:kernel
func ScaleNorm(it sycl.Item, a float32, x, y []float32, norm sycl.Sum[float32]) {
	i := it.ID(0)
	v := a * x[i]
	y[i] = v
	norm.Combine(v * v)
}
