package e2e

import (
	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/sycl/atomic"
)

//go:generate go run github.com/gosycl/gosycl/cmd/kgen

const maxIter = 100

//kgen:kernel
func Saxpy(it sycl.Item, a float32, x, y []float32) {
	i := it.ID(0)
	y[i] = a*x[i] + y[i]
}

//kgen:kernel
func Mandel(it sycl.Item, out []int32, w, h int32) {
	px, py := it.ID(1), it.ID(0)
	x0 := float32(px)/float32(w)*3.5 - 2.5
	y0 := float32(py)/float32(h)*2 - 1
	x, y := float32(0), float32(0)
	n := int32(0)
	for x*x+y*y < 4 && n < maxIter {
		x, y = x*x-y*y+x0, 2*x*y+y0
		n++
	}
	out[py*int(w)+px] = n
	_ = math32.Sqrt(x)
}

//kgen:func
func sq(v float32) float32 { return v * v }

//kgen:kernel
func Reduce(it sycl.NDItem, in []int32, out []int32, tile sycl.Local[int32]) {
	lid := it.LocalID(0)
	tile[lid] = in[it.GlobalID(0)]
	it.Barrier()
	for s := it.LocalRange(0) / 2; s > 0; s /= 2 {
		if lid < s {
			tile[lid] += tile[lid+s]
		}
		it.Barrier()
	}
	if lid == 0 {
		atomic.AddInt32(&out[0], tile[0])
	}
	_ = sq(1)
}
