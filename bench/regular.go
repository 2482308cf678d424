package bench

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
)

// Tolerances of the regular benchmarks.
var (
	// Sums of 25 positive terms: a few roundings apart at most.
	gaussianTol = tolerance{Rel: 1e-5}
	// Sums of n positive products in the same order; FMA contraction
	// changes each step's rounding.
	matmulTol = tolerance{Rel: 1e-4}
	// The up-move probability pu = (e^(rΔt) - d)/(u - d) cancels
	// (u - d ≈ 0.02), so the exp builtins' few ulps on devices become a
	// relative error of ~1e-5 in pu, which 254 steps amplify to ~1e-4 in
	// the price (measured 7e-5 on PoCL): relative 1e-3 to the price, or to
	// 1 (a currency unit) for cheap options.
	binomialTol = tolerance{Rel: 1e-3, Floor: 1}
	// float32 sums of n terms with cancellation against a float64
	// reference: relative to the sum of the terms' magnitudes.
	nbodyTol = tolerance{Rel: 1e-4}
	// Noise is in about [-2, 2] and crosses zero: relative to max(|want|, 1).
	perlinTol = tolerance{Rel: 1e-4, Floor: 1}
)

// gaussian: a w x w image, w = 1024·scale (1 Mpixel at scale 1, 16 at 4).
func newGaussian(scale int) (*Instance, error) {
	w := 1024 * scale
	if err := checkScale("gaussian", scale, int64(w)*int64(w)); err != nil {
		return nil, err
	}
	h := w
	img := make([]float32, w*h)
	r := rng(1)
	for i := range img {
		img[i] = r.float32()
	}
	space := sycl.Range2(h, w)
	return &Instance{
		Space:  space,
		Kernel: GaussianKernel.Kernel,
		Items:  w * h,
		Args: func(mem string, q *sycl.Queue) ([]any, func() ([]float64, error), func(), error) {
			a := newArgs(mem, q)
			// A package's rows read the image's rows two above and two
			// below theirs: a device moves its share of the image.
			inPart(a, img, func(p coexecutor.Package) (int, int) {
				return max(p.Offset-2, 0) * w, min(p.Offset+p.Size+2, h) * w
			})
			out(a, w*h, flatFloat32)
			a.value(int32(w), int32(h))
			return a.done()
		},
		Verify: verifier("gaussian", gaussianTol, func() ([]float64, []float64) {
			o := make([]float32, w*h)
			parallel(h, func(lo, hi int) {
				for y := lo; y < hi; y++ {
					for x := range w {
						Gaussian(sycl.MakeItem(space, y, x), img, o, int32(w), int32(h))
					}
				}
			})
			return flatFloat32(o), nil
		}),
	}, nil
}

// matmulTile is the work-group's side.
const matmulTile = 16

// matmul: n x n matrices, n = 256·scale (16.8 M multiply-adds at scale 1,
// 1.07 G at 4), work-groups of 16 x 16.
func newMatMul(scale int) (*Instance, error) {
	n := 256 * scale
	if err := checkScale("matmul", scale, int64(n)*int64(n)); err != nil {
		return nil, err
	}
	a, b := make([]float32, n*n), make([]float32, n*n)
	r := rng(2)
	for i := range a {
		a[i], b[i] = r.float32(), r.float32()
	}
	return &Instance{
		Space:  sycl.NDRange2(n, n, matmulTile, matmulTile),
		Kernel: MatMulKernel.Kernel,
		Items:  n * n,
		Args: func(mem string, q *sycl.Queue) ([]any, func() ([]float64, error), func(), error) {
			x := newArgs(mem, q)
			in(x, a)
			in(x, b)
			out(x, n*n, flatFloat32)
			x.value(int32(n), sycl.NewLocal[float32](matmulTile*matmulTile), sycl.NewLocal[float32](matmulTile*matmulTile))
			return x.done()
		},
		Verify: verifier("matmul", matmulTol, func() ([]float64, []float64) {
			c := make([]float64, n*n)
			parallel(n, func(lo, hi int) {
				for i := lo; i < hi; i++ {
					for j := range n {
						acc := float32(0)
						for k := range n {
							acc += a[i*n+k] * b[k*n+j]
						}
						c[i*n+j] = float64(acc)
					}
				}
			})
			return c, nil
		}),
	}, nil
}

// binomial: 4096·scale options (16384 at scale 4), one per work-item.
func newBinomial(scale int) (*Instance, error) {
	n := 4096 * scale
	if err := checkScale("binomial", scale, int64(n)); err != nil {
		return nil, err
	}
	rnd := make([]float32, n)
	r := rng(3)
	for i := range rnd {
		rnd[i] = r.float32()
	}
	space := sycl.Range1(n)
	return &Instance{
		Space:  space,
		Kernel: BinomialKernel.Kernel,
		Items:  n,
		Args: func(mem string, q *sycl.Queue) ([]any, func() ([]float64, error), func(), error) {
			a := newArgs(mem, q)
			in(a, rnd)
			out(a, n, flatFloat32)
			return a.done()
		},
		Verify: verifier("binomial", binomialTol, func() ([]float64, []float64) {
			p := make([]float32, n)
			parallel(n, func(lo, hi int) {
				for i := lo; i < hi; i++ {
					Binomial(sycl.MakeItem(space, i), rnd, p)
				}
			})
			return flatFloat32(p), nil
		}),
	}, nil
}

// N-body parameters.
const (
	nbodyDT   = 0.001
	nbodyEps2 = 1e-3
)

// nbody: 8192·scale bodies (67 M interactions at scale 1, 1.07 G at 4)
// in a unit ball, total mass 1.
func newNBody(scale int) (*Instance, error) {
	n := 8192 * scale
	if err := checkScale("nbody", scale, int64(n)); err != nil {
		return nil, err
	}
	pos, vel := make([]mgl32.Vec4, n), make([]mgl32.Vec4, n)
	r := rng(4)
	for i := range pos {
		var p [3]float32
		for {
			for c := range p {
				p[c] = 2*r.float32() - 1
			}
			if p[0]*p[0]+p[1]*p[1]+p[2]*p[2] <= 1 {
				break
			}
		}
		m := (0.5 + r.float32()) / float32(n)
		pos[i] = mgl32.Vec4{p[0], p[1], p[2], m}
		vel[i] = mgl32.Vec4{0.1 * (r.float32() - 0.5), 0.1 * (r.float32() - 0.5), 0.1 * (r.float32() - 0.5), 0}
	}
	return &Instance{
		Space:  sycl.Range1(n),
		Kernel: NBodyKernel.Kernel,
		Items:  n,
		Args: func(mem string, q *sycl.Queue) ([]any, func() ([]float64, error), func(), error) {
			a := newArgs(mem, q)
			in(a, pos)
			in(a, vel)
			out(a, n, flatVec4)
			out(a, n, flatVec4)
			a.value(int32(n), float32(nbodyDT), float32(nbodyEps2))
			return a.done()
		},
		Verify: verifier("nbody", nbodyTol, func() ([]float64, []float64) {
			// float64 reference; output: new positions, then new velocities.
			want, scale := make([]float64, 8*n), make([]float64, 8*n)
			parallel(n, func(lo, hi int) {
				for i := lo; i < hi; i++ {
					var acc, abs [3]float64
					p := pos[i]
					for j := range n {
						q := pos[j]
						d := [3]float64{float64(q[0]) - float64(p[0]), float64(q[1]) - float64(p[1]), float64(q[2]) - float64(p[2])}
						r2 := d[0]*d[0] + d[1]*d[1] + d[2]*d[2] + nbodyEps2
						f := float64(q[3]) / (r2 * math.Sqrt(r2))
						for c := range 3 {
							acc[c] += d[c] * f
							abs[c] += math.Abs(d[c] * f)
						}
					}
					v := vel[i]
					for c := range 3 {
						nv := float64(v[c]) + acc[c]*nbodyDT
						nvScale := math.Abs(float64(v[c])) + abs[c]*nbodyDT
						want[4*n+4*i+c], scale[4*n+4*i+c] = nv, nvScale
						want[4*i+c], scale[4*i+c] = float64(p[c])+nv*nbodyDT, math.Abs(float64(p[c]))+nvScale*nbodyDT
					}
					want[4*i+3], want[4*n+4*i+3] = float64(p[3]), float64(v[3])
				}
			})
			return want, scale
		}),
	}, nil
}

// Perlin parameters.
const (
	perlinOctaves = 4
	perlinZ       = 0.37
)

// perlin: a w x w image, w = 1024·scale.
func newPerlin(scale int) (*Instance, error) {
	w := 1024 * scale
	if err := checkScale("perlin", scale, int64(w)*int64(w)); err != nil {
		return nil, err
	}
	perm := make([]int32, 512)
	for i := range 256 {
		perm[i] = int32(i)
	}
	r := rng(5)
	for i := 255; i > 0; i-- {
		j := r.intn(i + 1)
		perm[i], perm[j] = perm[j], perm[i]
	}
	copy(perm[256:], perm[:256])
	space := sycl.Range2(w, w)
	return &Instance{
		Space:  space,
		Kernel: PerlinKernel.Kernel,
		Items:  w * w,
		Args: func(mem string, q *sycl.Queue) ([]any, func() ([]float64, error), func(), error) {
			a := newArgs(mem, q)
			in(a, perm)
			out(a, w*w, flatFloat32)
			a.value(int32(w), int32(perlinOctaves), float32(perlinZ))
			return a.done()
		},
		Verify: verifier("perlin", perlinTol, func() ([]float64, []float64) {
			o := make([]float32, w*w)
			parallel(w, func(lo, hi int) {
				for y := lo; y < hi; y++ {
					for x := range w {
						Perlin(sycl.MakeItem(space, y, x), perm, o, int32(w), perlinOctaves, perlinZ)
					}
				}
			})
			return flatFloat32(o), nil
		}),
	}, nil
}
