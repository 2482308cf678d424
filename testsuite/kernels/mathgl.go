package kernels

import (
	"github.com/go-gl/mathgl/mgl32"
	"github.com/gosycl/gosycl/sycl"
)

// Body is a struct element with mathgl fields, in Go's layout.
type Body struct {
	Pos   mgl32.Vec3
	Mass  float32
	Frame mgl32.Mat4
	Tag   uint8
	Vel   mgl32.Vec2
}

// Transform applies by-value and in-memory matrices and vectors to the
// points: mathgl vectors and matrices as kernel parameters, locals,
// buffer and struct elements, with their methods.
//
//kgen:kernel
func Transform(it sycl.Item, m mgl32.Mat4, light mgl32.Vec3, shift mgl32.Vec2, scale mgl32.Vec4, pts []mgl32.Vec4, mats []mgl32.Mat4, bodies []Body, out []mgl32.Vec4, vals []float32) {
	i := it.ID(0)
	p := m.Mul4x1(pts[i])
	q := mats[i%len(mats)].Mul4x1(p)
	b := bodies[i%len(bodies)]
	r := b.Frame.Mul4x1(q)
	out[i] = r.Add(scale.Mul(0.5)).Sub(m.Col(i % 4)).Add(mats[0].Row(i % 4))
	n := light.Normalize()
	d := mgl32.Vec3{q.X(), q.Y(), q.Z()}
	c := d.Cross(n).Add(b.Pos)
	var local mgl32.Mat4
	for k := 0; k < 16; k++ {
		local[k] = float32(k) * shift.X()
	}
	vals[8*i] = c.Len()
	vals[8*i+1] = c.Dot(light) + shift.Y()
	mm := m.Mul4(mats[i%len(mats)])
	tt := mm.Transpose()
	var sum mgl32.Mat4
	sum = tt.Add(b.Frame)
	sum = sum.Sub(local)
	half := sum.Mul(0.5)
	vals[8*i+2] = m.At(i%4, (i+1)%4) + local.Trace() + half.Trace() + mm.At(0, 1)
	vals[8*i+3] = local.Mul4x1(scale).W()
	vals[8*i+4] = b.Vel.Len() + b.Mass + float32(b.Tag)
	vals[8*i+5] = b.Frame.At(1, 2) + mats[i%len(mats)][5]
	vals[8*i+6] = n.LenSqr()
	vals[8*i+7] = shift.Dot(mgl32.Vec2{b.Vel.X(), b.Vel.Y()})
}
