// Package structs has kernels on structs and mgl32 vectors, in private
// variables and in global memory.
package structs

import (
	"github.com/go-gl/mathgl/mgl32"
	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
)

type Material struct {
	Albedo mgl32.Vec3
	Shiny  bool
	Levels [2]uint8
}

type Particle struct {
	Pos  mgl32.Vec3
	Vel  mgl32.Vec3
	Mass float32
	Mat  Material
}

// World is passed by value: its vector is stored as three floats.
type World struct {
	Gravity mgl32.Vec3
	Dt      float32
}

//kgen:kernel
func Step(it sycl.Item, ps []Particle, w World) {
	i := it.ID(0)
	p := ps[i]
	dt := w.Dt
	p.Vel = p.Vel.Add(w.Gravity.Mul(dt))
	p.Pos = p.Pos.Add(p.Vel.Mul(dt))
	if p.Pos.Y() < 0 {
		p.Pos[1] = -p.Pos[1]
		p.Vel[1] *= -0.5
	}
	if p.Mat.Shiny {
		p.Mat.Levels[0]++
	}
	ps[i] = p
}

//kgen:kernel
func Shade(it sycl.Item, normals []mgl32.Vec3, w World, out []mgl32.Vec4, m Material) {
	i := it.ID(0)
	light := w.Gravity.Mul(-1)
	n := normals[i].Normalize()
	d := math32.Max(n.Dot(light), 0)
	c := m.Albedo.Mul(d)
	r := n.Cross(light)
	out[i] = mgl32.Vec4{c.X(), c.Y(), c.Z(), r.Len() + r.LenSqr()}
	if n == light {
		out[i][3] = 1
	}
}

//kgen:kernel
func MakeParticles(it sycl.Item, ps []Particle) {
	i := it.ID(0)
	ps[i] = Particle{Pos: mgl32.Vec3{float32(i), 0, 1}, Mass: 2, Mat: Material{Shiny: i%2 == 0}}
	var grid [2][3]float32
	grid[1][2] = ps[i].Mass
	ps[i].Vel[0] = grid[1][2] + grid[0][0]
}
