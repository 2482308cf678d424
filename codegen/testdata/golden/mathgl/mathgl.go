package mathgl

import (
	"github.com/go-gl/mathgl/mgl32"
	"github.com/gosycl/gosycl/sycl"
)

// Project applies a matrix passed by value and one from memory to each
// point, and shades it with a light vector passed by value.
//
//kgen:kernel
func Project(it sycl.Item, view mgl32.Mat4, light mgl32.Vec3, models []mgl32.Mat4, pts []mgl32.Vec4, out []mgl32.Vec4, shade []float32) {
	i := it.ID(0)
	p := models[i%len(models)].Mul4x1(pts[i])
	out[i] = view.Mul4x1(p)
	n := mgl32.Vec3{p.X(), p.Y(), p.Z()}.Normalize()
	shade[i] = n.Dot(light.Normalize()) + view.At(3, 3) + view.Row(0).X()
}
