package mgl

import (
	"github.com/go-gl/mathgl/mgl32"
	"github.com/gosycl/gosycl/sycl"
)

//kgen:kernel
func Methods(it sycl.Item, v []mgl32.Vec3, out []float32) {
	i := it.ID(0)
	a := v[i]
	out[i] = a.Len() + a.Dot(a) + a.Normalize().X() + a.Cross(a).LenSqr()
	b := a.Vec4(1) // want "method Vec4 of .*mgl32.Vec3 is not supported in kernels"
	out[i] += b.W()
	if a.ApproxEqual(a) { // want "method ApproxEqual of .*mgl32.Vec3 is not supported in kernels"
		out[i] = 1
	}
	c := a.Vec2() // want "method Vec2 of .*mgl32.Vec3 is not supported"
	out[i] += c.X()
}

//kgen:kernel
func Mat(it sycl.Item, v []mgl32.Vec4, out []mgl32.Vec4, ms []mgl32.Mat4) {
	m := mgl32.Ident4()            // want "call to mgl32.Ident4: only //kgen:func helpers"
	out[it.ID(0)] = m.Mul4x1(v[0]) // a supported method
	inv := ms[0].Inv()             // want "method Inv of .*mgl32.Mat4 is not supported in kernels"
	out[it.ID(0)] = inv.Col(0)
}

// MatValues uses matrix-valued methods where OpenCL C cannot hold them.
//
//kgen:kernel
func MatValues(it sycl.Item, out []mgl32.Vec4, ms []mgl32.Mat4) {
	out[it.ID(0)] = ms[0].Transpose().Col(0) // want "Col of a matrix expression: assign the matrix to a variable first"
	p := ms[0].Mul4(ms[1])                   // a supported method
	q := p.Mul4(ms[0].Transpose())           // want "the argument of Mul4 must be a variable"
	out[it.ID(0)] = q.Row(1)
}

// MatArg takes mathgl values by value.
//
//kgen:kernel
func MatArg(it sycl.Item, m mgl32.Mat4, v mgl32.Vec3, w mgl32.Vec2, out []float32) {
	out[it.ID(0)] = m[0] + m.Trace() + v.Len() + w.X()
}
