package bench

import (
	"github.com/go-gl/mathgl/mgl32"

	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
)

// The kernels of the suite. Every kernel indexes with int32 and writes
// only its own work-item's output elements (work-item i, in row-major
// order, owns elements [i·k, (i+1)·k) of each output), so that a
// co-executor may cut its range anywhere along dimension 0. Sizes the
// kernels need are passed as scalars: a co-executed package's
// it.Range(0) is the package's extent, not the launch's.

// Gaussian blurs a w x h image with the 5x5 binomial filter
// (1 4 6 4 1)²/256, clamping at the edges.
//
//kgen:kernel
func Gaussian(it sycl.Item, in, out []float32, w, h int32) {
	y, x := int32(it.ID(0)), int32(it.ID(1))
	weights := [5]float32{0.0625, 0.25, 0.375, 0.25, 0.0625}
	sum := float32(0)
	for dy := int32(-2); dy <= 2; dy++ {
		yy := min(max(y+dy, 0), h-1)
		row := float32(0)
		for dx := int32(-2); dx <= 2; dx++ {
			xx := min(max(x+dx, 0), w-1)
			row += weights[dx+2] * in[yy*w+xx]
		}
		sum += weights[dy+2] * row
	}
	out[y*w+x] = sum
}

// MatMul is C = A·B for n x n row-major matrices, with square tiles of A
// and B staged in local memory (the work-group is ts x ts and n a
// multiple of ts).
//
//kgen:kernel
func MatMul(it sycl.NDItem, a, b, c []float32, n int32, ta, tb sycl.Local[float32]) {
	row, col := int32(it.GlobalID(0)), int32(it.GlobalID(1))
	lr, lc := int32(it.LocalID(0)), int32(it.LocalID(1))
	ts := int32(it.LocalRange(0))
	acc := float32(0)
	for t := int32(0); t < n/ts; t++ {
		ta[lr*ts+lc] = a[row*n+t*ts+lc]
		tb[lr*ts+lc] = b[(t*ts+lr)*n+col]
		it.Barrier()
		for k := int32(0); k < ts; k++ {
			acc += ta[lr*ts+k] * tb[k*ts+lc]
		}
		it.Barrier()
	}
	c[row*n+col] = acc
}

// Binomial option pricing parameters (those of the AMD APP SDK sample).
const (
	binomialSteps = 254 // time steps of the lattice
	riskFree      = float32(0.02)
	volatility    = float32(0.30)
)

// Binomial prices one European call option per work-item on a binomial
// lattice of binomialSteps steps (backward induction in a private
// array). rnd[i] in [0, 1) picks the option's spot price S in [5, 30],
// strike X in [1, 100] and maturity T in [0.25, 10] years.
//
//kgen:kernel
func Binomial(it sycl.Item, rnd, price []float32) {
	i := int32(it.ID(0))
	r := rnd[i]
	s := 5*(1-r) + 30*r
	x := 1*(1-r) + 100*r
	t := 0.25*(1-r) + 10*r
	dt := t / binomialSteps
	vDt := volatility * math32.Sqrt(dt)
	rDt := riskFree * dt
	growth := math32.Exp(rDt)
	disc := math32.Exp(-rDt)
	u := math32.Exp(vDt)
	d := math32.Exp(-vDt)
	pu := (growth - d) / (u - d)
	pd := 1 - pu
	puDisc := pu * disc
	pdDisc := pd * disc
	var v [binomialSteps + 1]float32
	for j := int32(0); j <= binomialSteps; j++ {
		v[j] = max(s*math32.Exp(vDt*float32(2*j-binomialSteps))-x, 0)
	}
	for n := int32(binomialSteps); n > 0; n-- {
		for j := int32(0); j < n; j++ {
			v[j] = puDisc*v[j+1] + pdDisc*v[j]
		}
	}
	price[i] = v[0]
}

// NBody advances n bodies one time step dt: all-pairs gravitational
// accelerations with softening eps2; pos[i].W() is the mass. The new
// positions and velocities go to newPos and newVel (not in place: other
// work-items still read pos).
//
//kgen:kernel
func NBody(it sycl.Item, pos, vel, newPos, newVel []mgl32.Vec4, n int32, dt, eps2 float32) {
	i := int32(it.ID(0))
	p := pos[i]
	// Scalar arithmetic in the inner loop: on the native device Go keeps
	// float32 scalars in registers but mgl32 vectors (arrays) in memory,
	// about 4 times slower; OpenCL compiles both alike.
	ax, ay, az := float32(0), float32(0), float32(0)
	for j := int32(0); j < n; j++ {
		q := pos[j]
		dx, dy, dz := q[0]-p[0], q[1]-p[1], q[2]-p[2]
		inv := math32.Rsqrt(dx*dx + dy*dy + dz*dz + eps2)
		f := q[3] * inv * inv * inv
		ax += dx * f
		ay += dy * f
		az += dz * f
	}
	v := vel[i]
	nv := mgl32.Vec4{v[0] + ax*dt, v[1] + ay*dt, v[2] + az*dt, v[3]}
	newVel[i] = nv
	newPos[i] = mgl32.Vec4{p[0] + nv[0]*dt, p[1] + nv[1]*dt, p[2] + nv[2]*dt, p[3]}
}

// Perlin writes fractal noise: the sum of `octaves` octaves of Ken
// Perlin's improved 3-D gradient noise at (x/64, y/64, z), each of twice
// the frequency and half the amplitude of the previous. perm is the
// doubled 256-entry permutation table.
//
//kgen:kernel
func Perlin(it sycl.Item, perm []int32, out []float32, w, octaves int32, z float32) {
	py, px := int32(it.ID(0)), int32(it.ID(1))
	freq := float32(1.0 / 64)
	amp := float32(1)
	sum := float32(0)
	for o := int32(0); o < octaves; o++ {
		sum += amp * noise3(perm, float32(px)*freq, float32(py)*freq, z)
		freq *= 2
		amp *= 0.5
	}
	out[py*w+px] = sum
}

//kgen:func
func noise3(perm []int32, x, y, z float32) float32 {
	fx, fy, fz := math32.Floor(x), math32.Floor(y), math32.Floor(z)
	xi, yi, zi := int32(fx)&255, int32(fy)&255, int32(fz)&255
	x, y, z = x-fx, y-fy, z-fz
	u, v, w := fade(x), fade(y), fade(z)
	a := perm[xi] + yi
	aa, ab := perm[a]+zi, perm[a+1]+zi
	b := perm[xi+1] + yi
	ba, bb := perm[b]+zi, perm[b+1]+zi
	return lerp(w,
		lerp(v,
			lerp(u, grad(perm[aa], x, y, z), grad(perm[ba], x-1, y, z)),
			lerp(u, grad(perm[ab], x, y-1, z), grad(perm[bb], x-1, y-1, z))),
		lerp(v,
			lerp(u, grad(perm[aa+1], x, y, z-1), grad(perm[ba+1], x-1, y, z-1)),
			lerp(u, grad(perm[ab+1], x, y-1, z-1), grad(perm[bb+1], x-1, y-1, z-1))))
}

//kgen:func
func fade(t float32) float32 { return t * t * t * (t*(t*6-15) + 10) }

//kgen:func
func lerp(t, a, b float32) float32 { return a + t*(b-a) }

//kgen:func
func grad(hash int32, x, y, z float32) float32 {
	h := hash & 15
	u := y
	if h < 8 {
		u = x
	}
	v := z
	if h < 4 {
		v = y
	} else if h == 12 || h == 14 {
		v = x
	}
	if h&1 != 0 {
		u = -u
	}
	if h&2 != 0 {
		v = -v
	}
	return u + v
}

// Mandelbrot writes the escape iteration count (at most maxIter) of each
// pixel of a w x h view of [-2.5, 1] x [-1, 1].
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

// Material is a surface's shading: Phong diffuse and specular terms and
// the fraction of light reflected.
type Material struct {
	Color     mgl32.Vec3
	Diffuse   float32
	Specular  float32
	Shininess float32
	Reflect   float32
}

// Sphere is a scene object; Material indexes the materials.
type Sphere struct {
	Center   mgl32.Vec3
	Radius   float32
	Material int32
}

// Ray tracing parameters.
const (
	rayDepth   = 4    // primary ray plus up to 3 reflections
	rayEpsilon = 1e-3 // offset of secondary rays from the surface
	rayFar     = 1e30 // "no hit"
	ambient    = 0.1  // ambient light
	cameraZ    = -6.0 // the camera looks along +z from (0, 0, cameraZ)
	focal      = 1.5  // distance of the image plane from the camera
	minWeight  = 0.01 // stop reflecting below this contribution
	skyTop     = 0.7  // background brightness at the top of the image
	skyBottom  = 0.2  // ... and at the horizon
	lightScale = 0.9  // light intensity
	rayMiss    = -1   // no sphere
)

// Ray ray-traces a w x h image of nSpheres spheres lit by a point light
// at (lx, ly, lz), with shadows and up to rayDepth-1 mirror reflections,
// and writes each pixel's RGB to out[3·(y·w+x) ...].
//
//kgen:kernel
func Ray(it sycl.Item, spheres []Sphere, mats []Material, out []float32, w, h, nSpheres int32, lx, ly, lz float32) {
	py, px := int32(it.ID(0)), int32(it.ID(1))
	aspect := float32(w) / float32(h)
	orig := mgl32.Vec3{0, 0, cameraZ}
	dir := mgl32.Vec3{(2*(float32(px)+0.5)/float32(w) - 1) * aspect, 1 - 2*(float32(py)+0.5)/float32(h), focal}.Normalize()
	light := mgl32.Vec3{lx, ly, lz}
	color := mgl32.Vec3{}
	weight := float32(1)
	for depth := int32(0); depth < rayDepth; depth++ {
		best := float32(rayFar)
		hit := int32(rayMiss)
		for s := int32(0); s < nSpheres; s++ {
			t := hitSphere(spheres[s], orig[0], orig[1], orig[2], dir[0], dir[1], dir[2])
			if t > 0 && t < best {
				best, hit = t, s
			}
		}
		if hit == rayMiss {
			sky := skyBottom + (skyTop-skyBottom)*max(dir[1], 0)
			color = color.Add(mgl32.Vec3{sky, sky, sky + 0.1}.Mul(weight))
			break
		}
		sp := spheres[hit]
		m := mats[sp.Material]
		p := orig.Add(dir.Mul(best))
		nrm := p.Sub(sp.Center).Normalize()
		toLight := light.Sub(p)
		dist := toLight.Len()
		l := toLight.Mul(1 / dist)
		start := p.Add(nrm.Mul(rayEpsilon))
		lit := true
		for s := int32(0); s < nSpheres && lit; s++ {
			t := hitSphere(spheres[s], start[0], start[1], start[2], l[0], l[1], l[2])
			if t > 0 && t < dist {
				lit = false
			}
		}
		local := m.Color.Mul(ambient)
		if lit {
			diff := max(nrm.Dot(l), 0)
			refl := l.Sub(nrm.Mul(2 * nrm.Dot(l)))
			spec := math32.Pow(max(refl.Dot(dir), 0), m.Shininess)
			local = local.Add(m.Color.Mul(m.Diffuse * diff * lightScale)).Add(mgl32.Vec3{1, 1, 1}.Mul(m.Specular * spec * lightScale))
		}
		color = color.Add(local.Mul(weight * (1 - m.Reflect)))
		weight *= m.Reflect
		if weight < minWeight {
			break
		}
		dir = dir.Sub(nrm.Mul(2 * nrm.Dot(dir)))
		orig = start
	}
	l := (py*w + px) * 3
	out[l] = color[0]
	out[l+1] = color[1]
	out[l+2] = color[2]
}

// hitSphere returns the distance along the unit direction d from o to the
// nearest intersection with sp in front of o, or -1. It takes scalars:
// the ray tracer's hot loop (see NBody).
//
//kgen:func
func hitSphere(sp Sphere, ox, oy, oz, dx, dy, dz float32) float32 {
	cx, cy, cz := ox-sp.Center[0], oy-sp.Center[1], oz-sp.Center[2]
	b := cx*dx + cy*dy + cz*dz
	c := cx*cx + cy*cy + cz*cz - sp.Radius*sp.Radius
	disc := b*b - c
	if disc < 0 {
		return -1
	}
	sq := math32.Sqrt(disc)
	t := -b - sq
	if t <= rayEpsilon {
		t = -b + sq
	}
	if t <= rayEpsilon {
		return -1
	}
	return t
}

// SpMV is y = A·x for a CSR matrix (rowPtr, cols, vals), one row per
// work-item.
//
//kgen:kernel
func SpMV(it sycl.Item, rowPtr, cols []int32, vals, x, y []float32) {
	row := int32(it.ID(0))
	sum := float32(0)
	end := rowPtr[row+1]
	for k := rowPtr[row]; k < end; k++ {
		sum += vals[k] * x[cols[k]]
	}
	y[row] = sum
}

// LJ computes the Lennard-Jones 12-6 force (σ = ε = 1) on each atom from
// the atoms within the cutoff √rc2, smoothly switched off by
// (1 - r²/rc2)², and its potential energy: force[i] = (Fx, Fy, Fz, U).
// Atoms are sorted by cell of a nx x ny x nz grid of cells at least the
// cutoff wide; cell[i] is atom i's cell (x slowest) and the atoms of cell
// c are [cellStart[c], cellStart[c+1]). Each atom scans the 27 cells
// around its own, so its cost follows the local density.
//
//kgen:kernel
func LJ(it sycl.Item, pos []mgl32.Vec4, cell, cellStart []int32, force []mgl32.Vec4, nx, ny, nz int32, rc2 float32) {
	i := int32(it.ID(0))
	p := pos[i]
	c := cell[i]
	cz := c % nz
	cy := (c / nz) % ny
	cx := c / (ny * nz)
	fx, fy, fz, e := float32(0), float32(0), float32(0), float32(0) // scalars: see NBody
	for ix := max(cx-1, 0); ix <= min(cx+1, nx-1); ix++ {
		for iy := max(cy-1, 0); iy <= min(cy+1, ny-1); iy++ {
			for iz := max(cz-1, 0); iz <= min(cz+1, nz-1); iz++ {
				nc := (ix*ny+iy)*nz + iz
				end := cellStart[nc+1]
				for j := cellStart[nc]; j < end; j++ {
					q := pos[j]
					dx, dy, dz := p[0]-q[0], p[1]-q[1], p[2]-q[2]
					r2 := dx*dx + dy*dy + dz*dz
					if j == i || r2 >= rc2 {
						continue
					}
					inv2 := 1 / r2
					inv6 := inv2 * inv2 * inv2
					s := 1 - r2/rc2
					sw := s * s
					f := 24 * inv2 * inv6 * (2*inv6 - 1) * sw
					fx += dx * f
					fy += dy * f
					fz += dz * f
					e += 4 * inv6 * (inv6 - 1) * sw
				}
			}
		}
	}
	force[i] = mgl32.Vec4{fx, fy, fz, e}
}

// Triad is the STREAM triad a = b + s·c, one element per work-item: two
// loads and a store per multiply-add, so the memory (and, for data on
// the host, the link to a device) sets its time.
//
//kgen:kernel
func Triad(it sycl.Item, a, b, c []float32, s float32) {
	i := int32(it.ID(0))
	a[i] = b[i] + s*c[i]
}

// Jacobi is one sweep of the Jacobi iteration for Laplace's equation on a
// w x h grid with fixed boundary values: an interior point becomes the
// mean of its four neighbours in src, a boundary point keeps its value.
// Every point of dst is written, so dst can be passed as discard-write.
// A package of rows [lo, hi) reads src's rows [lo−1, hi+1): its halo.
//
//kgen:kernel
func Jacobi(it sycl.Item, src, dst []float32, w, h int32) {
	y, x := int32(it.ID(0)), int32(it.ID(1))
	i := y*w + x
	if y == 0 || y == h-1 || x == 0 || x == w-1 {
		dst[i] = src[i]
		return
	}
	dst[i] = 0.25 * (src[i-w] + src[i+w] + src[i-1] + src[i+1])
}
