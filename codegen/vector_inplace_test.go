package codegen_test

import (
	"strings"
	"testing"
)

// A uniform struct read from a slice parameter is held in place (a
// pointer to the element) in vector code when only its fields are read
// and nothing in the kernel can write the slice; otherwise it is copied,
// as the scalar code copies it. The variants are compiled (vetSIMD).
func TestVectorStructInPlace(t *testing.T) {
	src := `package p

import "github.com/gosycl/gosycl/sycl"

type Ball struct {
	X, Y, Z, R float32
	ID         int32
	Pad        [3]int32
}

//kgen:func
func weight(b Ball) float32 { return b.R * 2 }

//kgen:kernel
func Read(it sycl.Item, balls []Ball, n int32, out []float32) {
	i := int32(it.ID(0))
	acc := float32(0)
	for s := int32(0); s < n; s++ {
		b := balls[s]
		acc += (b.X - float32(i)) * b.R
	}
	out[i] = acc
}

//kgen:kernel
func Writes(it sycl.Item, balls []Ball, n int32, out []float32) {
	i := int32(it.ID(0))
	acc := float32(0)
	for s := int32(0); s < n; s++ {
		b := balls[s]
		acc += (b.X - float32(i)) * b.R
	}
	if i == 0 {
		balls[0] = Ball{R: 1}
	}
	out[i] = acc
}

//kgen:kernel
func Whole(it sycl.Item, balls []Ball, n int32, out []float32) {
	i := int32(it.ID(0))
	acc := float32(0)
	for s := int32(0); s < n; s++ {
		b := balls[s]
		acc += (b.X - float32(i)) * weight(b)
	}
	out[i] = acc
}

//kgen:kernel
func Again(it sycl.Item, balls []Ball, n int32, out []float32) {
	i := int32(it.ID(0))
	acc := float32(0)
	for s := int32(0); s < n; s++ {
		b := balls[s]
		acc += (b.X - float32(i)) * b.R
		b = balls[0]
		acc += b.R
	}
	out[i] = acc
}

//kgen:kernel
func Length(it sycl.Item, balls []Ball, out []float32) {
	i := int32(it.ID(0))
	acc := float32(0)
	for s := 0; s < len(balls); s++ {
		b := balls[s]
		acc += (b.X - float32(i)) * b.R
	}
	out[i] = acc
}
`
	dir, res, file := generateOne(t, "inplace-", src)
	for _, c := range []struct {
		kernel  string
		inPlace bool
	}{
		{"Read", true},
		{"Writes", false}, // the kernel writes an element of balls
		{"Whole", false},  // b is passed whole to a helper
		{"Again", false},  // b is assigned again
		{"Length", false}, // balls is passed to len: not only indexed
	} {
		i := strings.Index(file, "func kgenSIMD8"+c.kernel+"(")
		if i < 0 {
			t.Errorf("%s: no 8-lane variant:\n%s", c.kernel, file)
			continue
		}
		fn, _, _ := strings.Cut(file[i:], "\n}\n")
		if got := strings.Contains(fn, "b := &balls[s]"); got != c.inPlace {
			t.Errorf("%s: held in place %v, want %v:\n%s", c.kernel, got, c.inPlace, fn)
		}
		if !c.inPlace && !strings.Contains(fn, "b := balls[s]") {
			t.Errorf("%s: no copy of the element:\n%s", c.kernel, fn)
		}
	}
	vetSIMD(t, dir, res)
}
