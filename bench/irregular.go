package bench

import (
	"math"
	"slices"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/gosycl/gosycl/sycl"
)

// Tolerances of the irregular benchmarks.
var (
	// Escape counts are integers, but the iteration is chaotic: an FMA
	// on one device changes the count of pixels near the set's boundary.
	mandelbrotTol = tolerance{BadFrac: 0.01}
	// Colours in about [0, 1.5]; a last-bit difference flips the hit or
	// shadow test of rays that graze a sphere, so a few pixels differ.
	rayTol = tolerance{Rel: 1e-3, Floor: 1, BadFrac: 0.01}
	// Sums of positive terms in the same order.
	spmvTol = tolerance{Rel: 1e-4}
	// float32 sums with cancellation against a float64 reference:
	// relative to the sum of the terms' magnitudes.
	ljTol = tolerance{Rel: 1e-4}
)

// Mandelbrot parameters.
const mandelbrotIter = 512

// mandelbrot: a w x w view, w = 1024·scale, at most 512 iterations.
func newMandelbrot(scale int) (*Instance, error) {
	w := 1024 * scale
	if err := checkScale("mandelbrot", scale, int64(w)*int64(w)); err != nil {
		return nil, err
	}
	return mandelbrotSized(w, w), nil
}

// mandelbrotSized: the view as h rows of w pixels (NewSized checks the
// sizes), at most 512 iterations.
func mandelbrotSized(h, w int) *Instance {
	space := sycl.Range2(h, w)
	return &Instance{
		Space:  space,
		Kernel: MandelbrotKernel.Kernel,
		Items:  h * w,
		Args: func(mem string, q *sycl.Queue) ([]any, func() ([]float64, error), func(), error) {
			a := newArgs(mem, q)
			out(a, h*w, flatInt32)
			a.value(int32(w), int32(h), int32(mandelbrotIter))
			return a.done()
		},
		Verify: verifier("mandelbrot", mandelbrotTol, func() ([]float64, []float64) {
			o := make([]int32, h*w)
			parallel(h, func(lo, hi int) {
				for y := lo; y < hi; y++ {
					for x := range w {
						Mandelbrot(sycl.MakeItem(space, y, x), o, int32(w), int32(h), mandelbrotIter)
					}
				}
			})
			return flatInt32(o), nil
		}),
	}
}

// Ray tracing scenes: 64 spheres, four materials, one light.
const raySpheres = 64

var (
	rayMaterials = []Material{
		{Color: mgl32.Vec3{0.9, 0.2, 0.2}, Diffuse: 0.9, Specular: 0.2, Shininess: 10, Reflect: 0},    // matte red
		{Color: mgl32.Vec3{0.2, 0.8, 0.3}, Diffuse: 0.7, Specular: 0.6, Shininess: 40, Reflect: 0.3},  // glossy green
		{Color: mgl32.Vec3{0.9, 0.9, 0.9}, Diffuse: 0.2, Specular: 0.9, Shininess: 120, Reflect: 0.8}, // mirror
		{Color: mgl32.Vec3{0.2, 0.3, 0.9}, Diffuse: 0.8, Specular: 0.5, Shininess: 25, Reflect: 0.15}, // blue plastic
	}
	rayLight = mgl32.Vec3{4, 12, -4}
)

// rayEven spreads the spheres over the whole image: an 8 x 8 grid in
// three depth layers.
func rayEven() []Sphere {
	s := make([]Sphere, 0, raySpheres)
	for i := range 8 {
		for j := range 8 {
			z := float32(4 + (i+j)%3)
			// Keep each sphere at the same place on the screen whatever its depth.
			k := (z - cameraZ) / 10
			s = append(s, Sphere{Center: mgl32.Vec3{(-5.25 + 1.5*float32(j)) * k, (5.25 - 1.5*float32(i)) * k, z}, Radius: 0.6 * k, Material: int32(len(s) % len(rayMaterials))})
		}
	}
	return s
}

// rayCluster puts the same number of spheres, at random, in the top
// quarter of the image: the rows there cost several times the others.
func rayCluster() []Sphere {
	s := make([]Sphere, 0, raySpheres)
	r := rng(7)
	for len(s) < raySpheres {
		z := 3 + 4*r.float32()
		k := (z - cameraZ) / 10 // screen coordinate u is at u·(z - cameraZ)/focal: 1 at k = 1.5/10
		x := (-6 + 12*r.float32()) * k
		y := (3.9 + 2.3*r.float32()) * k
		s = append(s, Sphere{Center: mgl32.Vec3{x, y, z}, Radius: (0.45 + 0.25*r.float32()) * k, Material: int32(len(s) % len(rayMaterials))})
	}
	return s
}

func newRay1(scale int) (*Instance, error) { return newRay("ray1", scale, rayEven()) }
func newRay2(scale int) (*Instance, error) { return newRay("ray2", scale, rayCluster()) }

// ray: a w x w image, w = 512·scale, RGB float32 per pixel.
func newRay(name string, scale int, spheres []Sphere) (*Instance, error) {
	w := 512 * scale
	if err := checkScale(name, scale, 3*int64(w)*int64(w)); err != nil {
		return nil, err
	}
	space := sycl.Range2(w, w)
	return &Instance{
		Space:  space,
		Kernel: RayKernel.Kernel,
		Items:  w * w,
		Args: func(mem string, q *sycl.Queue) ([]any, func() ([]float64, error), func(), error) {
			a := newArgs(mem, q)
			in(a, spheres)
			in(a, rayMaterials)
			out(a, 3*w*w, flatFloat32)
			a.value(int32(w), int32(w), int32(len(spheres)), rayLight[0], rayLight[1], rayLight[2])
			return a.done()
		},
		Verify: verifier(name, rayTol, func() ([]float64, []float64) {
			o := make([]float32, 3*w*w)
			parallel(w, func(lo, hi int) {
				for y := lo; y < hi; y++ {
					for x := range w {
						Ray(sycl.MakeItem(space, y, x), spheres, rayMaterials, o, int32(w), int32(w), int32(len(spheres)), rayLight[0], rayLight[1], rayLight[2])
					}
				}
			})
			return flatFloat32(o), nil
		}),
	}, nil
}

// spmvDegree is d in the expected degree d·(n/(i+1))^(2/3) of row i.
const spmvDegree = 4

// spmv: an n x n matrix, n = 2^18·scale rows, with power-law row lengths
// (Chung-Lu: row i has about 4·(n/(i+1))^(2/3) nonzeros, so the degrees
// follow a power law of exponent 2.5; hubs are the first rows), about
// 12 nonzeros per row on average (3.2 M at scale 1, 13 M at scale 4),
// columns drawn with the same power law.
func newSpMV(scale int) (*Instance, error) {
	n := (1 << 18) * scale
	if err := checkScale("spmv", scale, 16*int64(n)); err != nil {
		return nil, err
	}
	r := rng(8)
	rowPtr := make([]int32, n+1)
	var cols []int32
	var vals []float32
	for i := range n {
		deg := int(math.Round(spmvDegree * math.Pow(float64(n)/float64(i+1), 2.0/3) * (0.5 + r.float())))
		deg = min(max(deg, 1), n/8)
		start := len(cols)
		for range deg {
			u := r.float()
			cols = append(cols, int32(float64(n)*u*u*u))
			vals = append(vals, 0.1+0.9*r.float32())
		}
		slices.Sort(cols[start:])
		rowPtr[i+1] = int32(len(cols))
	}
	x := make([]float32, n)
	for i := range x {
		x[i] = 0.5 + 0.5*r.float32()
	}
	space := sycl.Range1(n)
	return &Instance{
		Space:  space,
		Kernel: SpMVKernel.Kernel,
		Items:  n,
		Args: func(mem string, q *sycl.Queue) ([]any, func() ([]float64, error), func(), error) {
			a := newArgs(mem, q)
			// A package's rows read their row pointers and nonzeros
			// only: kgen's footprints bound the nonzeros by the row
			// pointers, so a device moves the part of the matrix it
			// runs. x, read anywhere, moves whole.
			bare(a, rowPtr, nil)
			bare(a, cols, nil)
			bare(a, vals, nil)
			in(a, x)
			out(a, n, flatFloat32)
			return a.done()
		},
		// A row costs its nonzeros and a fixed part: hub rows thousands
		// of times the last ones.
		Costs: func(offset, size int) float64 {
			return float64(rowPtr[offset+size]-rowPtr[offset]) + float64(size)
		},
		Verify: verifier("spmv", spmvTol, func() ([]float64, []float64) {
			y := make([]float32, n)
			parallel(n, func(lo, hi int) {
				for i := lo; i < hi; i++ {
					SpMV(sycl.MakeItem(space, i), rowPtr, cols, vals, x, y)
				}
			})
			return flatFloat32(y), nil
		}),
	}, nil
}

// Lennard-Jones system parameters.
const (
	ljSpacing = 1.12 // lattice constant (σ = 1)
	ljJitter  = 0.1  // ± displacement of atoms from their sites, in lattice constants
	ljCutoff  = 2.5
)

// lj: atoms on a jittered cubic lattice of 64 x 32 x 64·scale sites
// (spacing 1.12σ), each site kept with probability 0.04 + 0.96·e^(-3x/Lx):
// dense at low x, sparse at high x (22.5 k atoms at scale 1, 90 k at 4).
// Atoms are sorted by cell (x slowest), so the first work-items have
// about 20 times the neighbours of the last.
func newLJ(scale int) (*Instance, error) {
	sx, sy, sz := 64, 32, 64*scale
	if err := checkScale("lj", scale, int64(sx)*int64(sy)*int64(sz)); err != nil {
		return nil, err
	}
	lx, ly, lz := float64(sx)*ljSpacing, float64(sy)*ljSpacing, float64(sz)*ljSpacing
	nx, ny, nz := int(lx/ljCutoff), int(ly/ljCutoff), int(lz/ljCutoff)
	csx, csy, csz := lx/float64(nx), ly/float64(ny), lz/float64(nz)
	type atom struct {
		p    mgl32.Vec4
		cell int32
	}
	var atoms []atom
	r := rng(9)
	for i := range sx {
		keep := 0.04 + 0.96*math.Exp(-3*(float64(i)+0.5)/float64(sx))
		for j := range sy {
			for k := range sz {
				if r.float() >= keep {
					continue
				}
				jit := func(s int) float64 { return (float64(s) + 0.5 + ljJitter*(2*r.float()-1)) * ljSpacing }
				x, y, z := jit(i), jit(j), jit(k)
				p := mgl32.Vec4{float32(x), float32(y), float32(z), 0}
				cx := min(int(float64(p[0])/csx), nx-1)
				cy := min(int(float64(p[1])/csy), ny-1)
				cz := min(int(float64(p[2])/csz), nz-1)
				atoms = append(atoms, atom{p, int32((cx*ny+cy)*nz + cz)})
			}
		}
	}
	slices.SortStableFunc(atoms, func(a, b atom) int { return int(a.cell - b.cell) })
	n := len(atoms)
	pos, cell := make([]mgl32.Vec4, n), make([]int32, n)
	cellStart := make([]int32, nx*ny*nz+1)
	for i, a := range atoms {
		pos[i], cell[i] = a.p, a.cell
		cellStart[a.cell+1]++
	}
	for c := 1; c < len(cellStart); c++ {
		cellStart[c] += cellStart[c-1]
	}
	const rc2 = ljCutoff * ljCutoff
	// An atom costs the atoms of the 27 cells around its own, which it
	// tests against the cutoff, and a fixed part: costs[i] is the cost of
	// atoms [0, i).
	costs := make([]float64, n+1)
	for i := range n {
		c := int(cell[i])
		cx, cy, cz := c/(ny*nz), c/nz%ny, c%nz
		k := 1
		for ix := max(cx-1, 0); ix <= min(cx+1, nx-1); ix++ {
			for iy := max(cy-1, 0); iy <= min(cy+1, ny-1); iy++ {
				for iz := max(cz-1, 0); iz <= min(cz+1, nz-1); iz++ {
					nc := (ix*ny+iy)*nz + iz
					k += int(cellStart[nc+1] - cellStart[nc])
				}
			}
		}
		costs[i+1] = costs[i] + float64(k)
	}
	return &Instance{
		Space:  sycl.Range1(n),
		Kernel: LJKernel.Kernel,
		Items:  n,
		Costs:  func(offset, size int) float64 { return costs[offset+size] - costs[offset] },
		Args: func(mem string, q *sycl.Queue) ([]any, func() ([]float64, error), func(), error) {
			a := newArgs(mem, q)
			// Placed by kgen's footprints: a package reads its atoms'
			// cells; the positions and the cells' starts, which the
			// cells pick, move whole (bounding them by the cells would
			// cost more than moving them).
			bare(a, pos, nil)
			bare(a, cell, nil)
			bare(a, cellStart, nil)
			out(a, n, flatVec4)
			a.value(int32(nx), int32(ny), int32(nz), float32(rc2))
			return a.done()
		},
		Verify: verifier("lj", ljTol, func() ([]float64, []float64) {
			// float64 reference over all pairs within the cutoff, found by
			// the same cell search.
			want, scale := make([]float64, 4*n), make([]float64, 4*n)
			parallel(n, func(lo, hi int) {
				for i := lo; i < hi; i++ {
					p := pos[i]
					c := int(cell[i])
					cx, cy, cz := c/(ny*nz), c/nz%ny, c%nz
					for ix := max(cx-1, 0); ix <= min(cx+1, nx-1); ix++ {
						for iy := max(cy-1, 0); iy <= min(cy+1, ny-1); iy++ {
							for iz := max(cz-1, 0); iz <= min(cz+1, nz-1); iz++ {
								nc := (ix*ny+iy)*nz + iz
								for j := int(cellStart[nc]); j < int(cellStart[nc+1]); j++ {
									q := pos[j]
									d := [3]float64{float64(p[0]) - float64(q[0]), float64(p[1]) - float64(q[1]), float64(p[2]) - float64(q[2])}
									r2 := d[0]*d[0] + d[1]*d[1] + d[2]*d[2]
									if j == i || r2 >= rc2 {
										continue
									}
									inv2 := 1 / r2
									inv6 := inv2 * inv2 * inv2
									s := 1 - r2/rc2
									sw := s * s
									// The magnitude of sw: 1 - r2/rc2 cancels near the
									// cutoff, leaving sw an error of about 2·s·ε.
									swm := s * (1 + r2/rc2)
									f := 24 * inv2 * inv6 * (2*inv6 - 1) * sw
									fm := 24 * inv2 * inv6 * (2*inv6 + 1) * swm
									for k := range 3 {
										want[4*i+k] += d[k] * f
										scale[4*i+k] += math.Abs(d[k]) * fm
									}
									want[4*i+3] += 4 * inv6 * (inv6 - 1) * sw
									scale[4*i+3] += 4 * inv6 * (inv6 + 1) * swm
								}
							}
						}
					}
				}
			})
			return want, scale
		}),
	}, nil
}
