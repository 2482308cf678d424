package kernels_test

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// The benchmarks of issue 3: kgen's generated native code against a
// hand-written Go loop over goroutines, and against PoCL and the GPU on
// the same kernel; kgen's OpenCL against hand-written OpenCL C. Data stay
// on the device between iterations: each iteration is one launch + wait.

const (
	saxpyN   = 1 << 24
	mandelW  = 1024
	mandelIt = 256
	matN     = 512
	tile     = 16
)

// parallel runs f over [0, n) split into one contiguous chunk per core:
// the hand-written baseline.
func parallel(n int, f func(lo, hi int)) {
	w := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	chunk := (n + w - 1) / w
	for lo := 0; lo < n; lo += chunk {
		wg.Add(1)
		go func(lo, hi int) { defer wg.Done(); f(lo, hi) }(lo, min(lo+chunk, n))
	}
	wg.Wait()
}

func goSaxpy(a float32, x, y []float32) {
	parallel(len(x), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			y[i] = a*x[i] + y[i]
		}
	})
}

func goMandel(out []int32, w, h, maxIter int32) {
	// Rows are interleaved across goroutines: mandelbrot is irregular and
	// contiguous chunks would leave most cores idle.
	nw := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	for g := 0; g < nw; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for py := int32(g); py < h; py += int32(nw) {
				for px := int32(0); px < w; px++ {
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
			}
		}(g)
	}
	wg.Wait()
}

func goMatMul(a, b, c []float32, n int) {
	parallel(n, func(lo, hi int) {
		for row := lo; row < hi; row++ {
			for col := 0; col < n; col++ {
				acc := float32(0)
				for k := 0; k < n; k++ {
					acc += a[row*n+k] * b[k*n+col]
				}
				c[row*n+col] = acc
			}
		}
	})
}

// goTiledMatMul is the hand-written cache-blocked version of TiledMatMul.
func goTiledMatMul(a, b, c []float32, n int) {
	parallel(n/tile, func(lo, hi int) {
		for bi := lo; bi < hi; bi++ {
			for bj := 0; bj < n/tile; bj++ {
				var acc [tile * tile]float32
				for t := 0; t < n/tile; t++ {
					for i := 0; i < tile; i++ {
						for k := 0; k < tile; k++ {
							av := a[(bi*tile+i)*n+t*tile+k]
							brow := b[(t*tile+k)*n+bj*tile:]
							for j := 0; j < tile; j++ {
								acc[i*tile+j] += av * brow[j]
							}
						}
					}
				}
				for i := 0; i < tile; i++ {
					copy(c[(bi*tile+i)*n+bj*tile:], acc[i*tile:(i+1)*tile])
				}
			}
		}
	})
}

var handSaxpy = &sycl.Kernel{Name: "hand_saxpy", Source: `__kernel void hand_saxpy(float a, __global const float *x, __global float *y) {
	size_t i = get_global_id(0); y[i] = a * x[i] + y[i]; }`,
	Params: []sycl.Param{sycl.ScalarParam[float32]("a"), sycl.GlobalParam[float32]("x"), sycl.GlobalParam[float32]("y")}}

var handMandel = &sycl.Kernel{Name: "hand_mandel", Source: `__kernel void hand_mandel(__global int *out, int w, int h, int maxIter) {
	int px = get_global_id(0), py = get_global_id(1);
	float x0 = (float)px / w * 3.5f - 2.5f, y0 = (float)py / h * 2.0f - 1.0f, x = 0, y = 0;
	int n = 0;
	while (x*x + y*y <= 4 && n < maxIter) { float xt = x*x - y*y + x0; y = 2*x*y + y0; x = xt; n++; }
	out[py*w + px] = n; }`,
	Params: []sycl.Param{sycl.GlobalParam[int32]("out"), sycl.ScalarParam[int32]("w"), sycl.ScalarParam[int32]("h"), sycl.ScalarParam[int32]("maxIter")}}

var handMatMul = &sycl.Kernel{Name: "hand_matmul", Source: `__kernel void hand_matmul(__global const float *a, __global const float *b, __global float *c, int n) {
	int col = get_global_id(0), row = get_global_id(1);
	float acc = 0;
	for (int k = 0; k < n; k++) acc += a[row*n + k] * b[k*n + col];
	c[row*n + col] = acc; }`,
	Params: []sycl.Param{sycl.GlobalParam[float32]("a"), sycl.GlobalParam[float32]("b"), sycl.GlobalParam[float32]("c"), sycl.ScalarParam[int32]("n")}}

var handTiled = &sycl.Kernel{Name: "hand_tiled", Source: `__kernel void hand_tiled(__global const float *a, __global const float *b, __global float *c, int n, __local float *ta, __local float *tb) {
	int col = get_global_id(0), row = get_global_id(1), lc = get_local_id(0), lr = get_local_id(1), ts = get_local_size(0);
	float acc = 0;
	for (int t = 0; t < n / ts; t++) {
		ta[lr*ts + lc] = a[row*n + t*ts + lc];
		tb[lr*ts + lc] = b[(t*ts + lr)*n + col];
		barrier(CLK_LOCAL_MEM_FENCE);
		for (int k = 0; k < ts; k++) acc += ta[lr*ts + k] * tb[k*ts + lc];
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	c[row*n + col] = acc; }`,
	Params: []sycl.Param{sycl.GlobalParam[float32]("a"), sycl.GlobalParam[float32]("b"), sycl.GlobalParam[float32]("c"), sycl.ScalarParam[int32]("n"), sycl.LocalParam[float32]("ta"), sycl.LocalParam[float32]("tb")}}

type benchCase struct {
	name  string
	goFn  func()
	space sycl.Space
	gen   func(h *sycl.Handler) sycl.Bound
	hand  func(h *sycl.Handler) sycl.Bound
}

func devName(d *sycl.Device) string {
	return strings.NewReplacer(" ", "_", "(", "", ")", "").Replace(fmt.Sprintf("%s-%s", d.Backend(), d.Name()))
}

func BenchmarkKernels(b *testing.B) {
	x, y := make([]float32, saxpyN), make([]float32, saxpyN)
	mand := make([]int32, mandelW*mandelW)
	ma, mb, mc := make([]float32, matN*matN), make([]float32, matN*matN), make([]float32, matN*matN)
	for i := range ma {
		ma[i], mb[i] = float32(i%7), float32(i%5)
	}
	bx, by, bm := buffer.New(x), buffer.New(y), buffer.New(mand)
	ba, bb, bc := buffer.New(ma), buffer.New(mb), buffer.New(mc)
	defer func() {
		for _, c := range []interface{ Close() error }{bx, by, bm, ba, bb, bc} {
			c.Close()
		}
	}()
	cases := []benchCase{
		{"saxpy", func() { goSaxpy(2, x, y) }, sycl.Range1(saxpyN),
			func(h *sycl.Handler) sycl.Bound {
				return kernels.SaxpyKernel.Bind(2, buffer.Read(h, bx), buffer.ReadWrite(h, by))
			},
			func(h *sycl.Handler) sycl.Bound {
				return handSaxpy.Bind(float32(2), buffer.Read(h, bx), buffer.ReadWrite(h, by))
			}},
		{"mandelbrot", func() { goMandel(mand, mandelW, mandelW, mandelIt) }, sycl.Range2(mandelW, mandelW),
			func(h *sycl.Handler) sycl.Bound {
				return kernels.MandelbrotKernel.Bind(buffer.DiscardWrite(h, bm), mandelW, mandelW, mandelIt)
			},
			func(h *sycl.Handler) sycl.Bound {
				return handMandel.Bind(buffer.DiscardWrite(h, bm), int32(mandelW), int32(mandelW), int32(mandelIt))
			}},
		{"matmul", func() { goMatMul(ma, mb, mc, matN) }, sycl.Range2(matN, matN),
			func(h *sycl.Handler) sycl.Bound {
				return kernels.MatMulKernel.Bind(buffer.Read(h, ba), buffer.Read(h, bb), buffer.DiscardWrite(h, bc), matN)
			},
			func(h *sycl.Handler) sycl.Bound {
				return handMatMul.Bind(buffer.Read(h, ba), buffer.Read(h, bb), buffer.DiscardWrite(h, bc), int32(matN))
			}},
		{"tiled-matmul", func() { goTiledMatMul(ma, mb, mc, matN) }, sycl.NDRange2(matN, matN, tile, tile),
			func(h *sycl.Handler) sycl.Bound {
				return kernels.TiledMatMulKernel.Bind(buffer.Read(h, ba), buffer.Read(h, bb), buffer.DiscardWrite(h, bc), matN,
					sycl.NewLocal[float32](tile*tile), sycl.NewLocal[float32](tile*tile))
			},
			func(h *sycl.Handler) sycl.Bound {
				return handTiled.Bind(buffer.Read(h, ba), buffer.Read(h, bb), buffer.DiscardWrite(h, bc), int32(matN),
					sycl.NewLocal[float32](tile*tile), sycl.NewLocal[float32](tile*tile))
			}},
	}
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range cases {
		b.Run(c.name+"/go-loop", func(b *testing.B) {
			for range b.N {
				c.goFn()
			}
		})
		for _, d := range devs {
			q, err := sycl.NewQueueOn(d, sycl.InOrder())
			if err != nil {
				b.Fatal(err)
			}
			run := func(b *testing.B, k func(h *sycl.Handler) sycl.Bound) {
				launch := func() {
					if _, err := q.Submit(func(h *sycl.Handler) { h.ParallelFor(c.space, k(h)) }); err != nil {
						b.Fatal(err)
					}
					if err := q.Wait(); err != nil {
						b.Fatal(err)
					}
				}
				launch() // build the program and move the data once
				b.ResetTimer()
				for range b.N {
					launch()
				}
			}
			b.Run(c.name+"/"+devName(d)+"/kgen", func(b *testing.B) { run(b, c.gen) })
			if !d.IsNative() {
				b.Run(c.name+"/"+devName(d)+"/hand-opencl", func(b *testing.B) { run(b, c.hand) })
			}
			q.Close()
		}
	}
}
