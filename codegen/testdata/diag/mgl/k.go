package mgl

import (
	"github.com/go-gl/mathgl/mgl32"
	"github.com/gosycl/gosycl/sycl"
)

//kgen:kernel
func Methods(it sycl.Item, v []mgl32.Vec3, out []float32) {
	i := it.ID(0)
	a := v[i]
	out[i] = a.Len() + a.Dot(a) + a.Normalize().X()
	b := a.Vec4(1)        // want "method Vec4 of mgl32.Vec3 is not supported in kernels" "variable b: type mgl32.Vec4 is not supported"
	_ = b
	if a.ApproxEqual(a) { // want "method ApproxEqual of mgl32.Vec3 is not supported in kernels"
		out[i] = 1
	}
	out[i] += a.Elem()    // want "method Elem of mgl32.Vec3 is not supported"
}

//kgen:kernel
func Matrix(it sycl.Item, m mgl32.Mat4, out []float32) { // want "parameter m: mgl32.Mat4 ..."
	out[it.ID(0)] = m[0]
}
