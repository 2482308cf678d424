package kernels

import "github.com/gosycl/gosycl/sycl"

// Mandelbrot writes the escape iteration of each pixel of a w x h image.
//
//kgen:kernel
func Mandelbrot(it sycl.Item, out []int32, w, h, maxIter int32) {
	py, px := int32(it.ID(0)), int32(it.ID(1))
	x0 := float32(px)/float32(w)*3.5 - 2.5
	y0 := float32(py)/float32(h)*2 - 1
	x, y := float32(0), float32(0)
	n := int32(0)
	for x*x+y*y <= 4 && n < maxIter {
		x, y = x*x-y*y+x0, 2*x*y+y0
		n++
	}
	out[py*w+px] = n
}

// MatMul is the naive C = A*B for n x n matrices.
//
//kgen:kernel
func MatMul(it sycl.Item, a, b, c []float32, n int32) {
	row, col := int32(it.ID(0)), int32(it.ID(1))
	acc := float32(0)
	for k := int32(0); k < n; k++ {
		acc += a[row*n+k] * b[k*n+col]
	}
	c[row*n+col] = acc
}

// Gaussian blurs a w x h image with a 5x5 binomial kernel, clamping at
// the edges: the regular benchmark.
//
//kgen:kernel
func Gaussian(it sycl.Item, in, out []float32, w, h int32) {
	y, x := int32(it.ID(0)), int32(it.ID(1))
	weights := [5]float32{0.0625, 0.25, 0.375, 0.25, 0.0625}
	sum := float32(0)
	for dy := int32(-2); dy <= 2; dy++ {
		yy := min(max(y+dy, 0), h-1)
		for dx := int32(-2); dx <= 2; dx++ {
			xx := min(max(x+dx, 0), w-1)
			sum += weights[dy+2] * weights[dx+2] * in[yy*w+xx]
		}
	}
	out[y*w+x] = sum
}
