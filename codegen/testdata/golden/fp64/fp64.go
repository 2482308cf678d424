// Package fp64 has kernels that need double precision.
package fp64

import (
	"math"

	"github.com/go-gl/mathgl/mgl64"
	"github.com/gosycl/gosycl/sycl"
)

//kgen:kernel
func Polar(it sycl.Item, x, y, r, theta []float64) {
	i := it.ID(0)
	r[i] = math.Hypot(x[i], y[i])
	theta[i] = math.Atan2(y[i], x[i]) * 180 / math.Pi
}

//kgen:func
func norm(v mgl64.Vec3) float64 { return v.Len() }

//kgen:kernel
func Norms(it sycl.Item, vs []mgl64.Vec3, out []float64) {
	out[it.ID(0)] = norm(vs[it.ID(0)]) + math.Sqrt(2)
}

// Mixed only uses float64 through a helper.
//
//kgen:kernel
func Mixed(it sycl.Item, out []float32) {
	out[it.ID(0)] = float32(half(float64(out[it.ID(0)])))
}

//kgen:func
func half(v float64) float64 { return v / 2 }
