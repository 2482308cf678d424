package main

import (
	"github.com/go-gl/mathgl/mgl32"
	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
)

//go:generate go tool kgen

// Step advances body i by one time step dt: it sums the softened
// gravitational pull of every body on it (G = 1; eps2 is the softening
// length squared, which also makes a body's pull on itself zero), then
// moves it with the symplectic Euler scheme: the new velocity first, then
// the new position from the new velocity.
//
// Positions carry the mass in w. Work-item i reads every position but
// writes only element i of newPos and newVel, as co-execution requires.
// The sums are written component by component: the native device's Go
// code runs them about five times faster than with mgl32's vector methods
// (Sub, Dot, Mul, Add on array values), and OpenCL devices are as fast
// either way.
//
//kgen:kernel
func Step(it sycl.Item, pos, vel []mgl32.Vec4, n int32, dt, eps2 float32, newPos, newVel []mgl32.Vec4) {
	i := it.ID(0)
	p := pos[i]
	var ax, ay, az float32
	for j := int32(0); j < n; j++ {
		q := pos[j]
		dx, dy, dz := q[0]-p[0], q[1]-p[1], q[2]-p[2]
		inv := math32.Rsqrt(dx*dx + dy*dy + dz*dz + eps2)
		f := q.W() * inv * inv * inv
		ax += dx * f
		ay += dy * f
		az += dz * f
	}
	v := vel[i]
	vx, vy, vz := v[0]+ax*dt, v[1]+ay*dt, v[2]+az*dt
	newVel[i] = mgl32.Vec4{vx, vy, vz, 0}
	newPos[i] = mgl32.Vec4{p[0] + vx*dt, p[1] + vy*dt, p[2] + vz*dt, p.W()}
}
