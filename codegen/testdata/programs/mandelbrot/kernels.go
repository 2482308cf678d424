// Mandelbrot computes a 2-D Mandelbrot set in fixed-point arithmetic (so
// that every device must agree exactly) on the native device and on every
// OpenCL device, and compares with plain Go.
package main

import "github.com/gosycl/gosycl/sycl"

const (
	frac    = 24 // fixed-point fraction bits
	one     = int64(1) << frac
	maxIter = 200
)

// escape is the iteration count at which c = (cx, cy) escapes.
//
//kgen:func
func escape(cx, cy int64) int32 {
	x, y := int64(0), int64(0)
	n := int32(0)
	for n < maxIter {
		x2, y2 := x*x>>frac, y*y>>frac
		if x2+y2 > 4*one {
			break
		}
		y = (2*x*y)>>frac + cy
		x = x2 - y2 + cx
		n++
	}
	return n
}

//kgen:kernel
func Mandel(it sycl.Item, out []int32, w, h int) {
	py, px := it.ID(0), it.ID(1)
	cx := int64(px)*7*one/int64(2*w) - 5*one/2
	cy := int64(py)*2*one/int64(h) - one
	out[py*w+px] = escape(cx, cy)
}
