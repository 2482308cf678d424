package kernels

import (
	"github.com/go-gl/mathgl/mgl32"
	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/sycl/atomic"
)

// Sphere is a ray-tracing primitive in global memory: its layout is Go's.
type Sphere struct {
	Center mgl32.Vec3
	Radius float32
	Color  [3]uint8
	Shiny  bool
	ID     int32
}

// Hit casts a ray per work-item along z against every sphere.
//
//kgen:kernel
func Hit(it sycl.Item, spheres []Sphere, nSpheres int32, width int32, out []int32, depth []float32) {
	px, py := int32(it.ID(1)), int32(it.ID(0))
	origin := mgl32.Vec3{float32(px)/float32(width)*2 - 1, float32(py)/float32(width)*2 - 1, -10}
	dir := mgl32.Vec3{0, 0, 1}
	best := float32(1e30)
	id := int32(-1)
	for s := int32(0); s < nSpheres; s++ {
		sp := spheres[s]
		oc := origin.Sub(sp.Center)
		b := oc.Dot(dir)
		c := oc.Dot(oc) - sp.Radius*sp.Radius
		disc := b*b - c
		if disc < 0 {
			continue
		}
		t := -b - math32.Sqrt(disc)
		if t > 0 && t < best {
			best = t
			id = sp.ID
			if sp.Shiny {
				id += 1000
			}
		}
	}
	out[py*width+px] = id
	depth[py*width+px] = best
}

// NBodyStep computes accelerations with mgl32.Vec4 positions (w is the mass).
//
//kgen:kernel
func NBodyStep(it sycl.Item, pos []mgl32.Vec4, vel []mgl32.Vec4, n int32, dt float32) {
	i := it.ID(0)
	p := pos[i]
	acc := mgl32.Vec3{}
	for j := int32(0); j < n; j++ {
		q := pos[j]
		d := mgl32.Vec3{q[0] - p[0], q[1] - p[1], q[2] - p[2]}
		r2 := d.Dot(d) + 0.01
		inv := 1 / math32.Sqrt(r2*r2*r2)
		acc = acc.Add(d.Mul(q.W() * inv))
	}
	v := vel[i]
	vel[i] = mgl32.Vec4{v[0] + acc.X()*dt, v[1] + acc.Y()*dt, v[2] + acc.Z()*dt, v[3]}
}

// Histogram counts values with atomics on global memory.
//
//kgen:kernel
func Histogram(it sycl.Item, in []uint32, bins []int32, nbins uint32) {
	v := in[it.ID(0)]
	atomic.AddInt32(&bins[v%nbins], 1)
	atomic.MaxInt32(&bins[nbins], int32(v))
}
