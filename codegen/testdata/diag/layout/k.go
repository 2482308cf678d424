package layout

import (
	"github.com/go-gl/mathgl/mgl32"
	"github.com/gosycl/gosycl/sycl"
)

// Fine has the same layout in Go and OpenCL C: padding after Tag, a Vec3
// stored as three floats, a Mat4 as sixteen.
type Fine struct {
	Tag   uint8
	N     int64
	Pos   mgl32.Vec3
	Frame mgl32.Mat4
	On    bool
}

// Trailing ends with a zero-size field, after which Go pads.
type Trailing struct {
	A int32
	B [0]int32 // want "struct Trailing: field B has size 0"
}

// Empty has an empty struct field.
type Empty struct {
	A int32
	E struct{} // want "field E of Empty: anonymous structs are not supported" "struct Empty: field E has size 0"
	B int32
}

//kgen:kernel
func Use(it sycl.Item, f []Fine, t []Trailing, e []Empty, out []int64) {
	i := it.ID(0)
	out[i] = f[i].N + int64(t[i].A) + int64(e[i].B)
}
