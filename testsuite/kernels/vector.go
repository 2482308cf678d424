package kernels

import (
	"github.com/go-gl/mathgl/mgl32"

	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
)

// The kernels of this file exercise kgen's vectoriser (the native
// device's vector variants): varying branches and returns, loops whose
// trip counts differ between work-items with break and continue,
// gathers and scatters, operations that run lane by lane, arrays per
// work-item and 2-D ranges with ragged rows. The differential tests
// launch them on ranges that are no multiple of the vector width.

// Divergent takes a different path per element: a varying return, a
// varying loop with continue and break, an if/else-if/else chain, a
// gather through perm and a scatter back through it.
//
//kgen:kernel
func Divergent(it sycl.Item, in, out []float32, perm []int32, steps []int32, k int32) {
	i := int32(it.ID(0))
	x := in[i]
	if x < -2 {
		out[perm[i]] = -x
		steps[i] = -1
		return
	}
	y := float32(0)
	s := int32(0)
	for y < x && s < k {
		y += 0.75
		s++
		if s%3 == 2 {
			continue
		}
		if y > 6 {
			break
		}
		y += 0.25
	}
	v := in[perm[i]]
	if s > 2 {
		v = v*2 + y
	} else if s == 1 {
		v = v - 1
	} else {
		v = math32.Exp(v/8) + math32.Sqrt(math32.Abs(v))
	}
	out[perm[i]] = v
	steps[i] = s
}

// LaneInts covers the int32 operations, conversions and comparisons.
//
//kgen:kernel
func LaneInts(it sycl.Item, a, b []int32, out []int32, f []float32) {
	i := int32(it.ID(0))
	x, y := a[i], b[i]
	k := i * 9
	out[k] = x*y - x + (y << 3) - (x >> 2)
	out[k+1] = x&^y ^ (x|7) & ^y
	out[k+2] = min(x, y, 5) + max(x, -y)
	q := int32(0)
	if y != 0 {
		q = x/y + x%y
	}
	out[k+3] = q
	out[k+4] = -x
	if x > y || x == 3 && y <= 0 {
		out[k+5] = 1
	} else {
		out[k+5] = 2
	}
	out[k+6] = int32(float32(x) * 0.37)
	g := f[i]
	if g > -1e8 && g < 1e8 { // a NaN or an out-of-range value converts differently per device (docs/kernel-language.md)
		out[k+7] = int32(math32.Floor(g)) + int32(math32.Ceil(-g)) + int32(math32.Trunc(g*3))
	}
	if g != g || g != 0.5 && !(g >= 1) {
		out[k+8] = 1
	}
}

// LaneVectors moves mgl32 vectors: a varying load of pos[i] and of
// pos[other[i]], an array per work-item updated in a loop and a literal
// stored per work-item.
//
//kgen:kernel
func LaneVectors(it sycl.Item, pos []mgl32.Vec4, other []int32, out []mgl32.Vec4, n int32) {
	i := int32(it.ID(0))
	p := pos[i]
	q := pos[other[i]]
	var acc [3]float32
	for j := int32(0); j < n; j++ {
		for c := 0; c < 3; c++ {
			acc[c] += p[c]*float32(j) - q[c]
		}
	}
	inv := math32.Rsqrt(acc[0]*acc[0] + acc[1]*acc[1] + acc[2]*acc[2] + 1)
	out[i] = mgl32.Vec4{acc[0] * inv, acc[1] * inv, acc[2] * inv, p[3] + q[3]}
}

// Rows is a 2-D kernel over rows of w elements: a boundary returns early,
// the interior reads its four neighbours.
//
//kgen:kernel
func Rows(it sycl.Item, src, dst []float32, w, h int32) {
	y, x := int32(it.ID(0)), int32(it.ID(1))
	i := y*w + x
	if y == 0 || y == h-1 || x == 0 || x == w-1 {
		dst[i] = src[i] + float32(x)
		return
	}
	dst[i] = 0.25*(src[i-w]+src[i+w]+src[i-1]+src[i+1]) - float32(y)
}

// Tally has every work-item add to the same elements (the native device
// runs work-items in turn, so the sums are exact there; OpenCL devices
// race, so only the native device's two codes are compared).
//
//kgen:kernel
func Tally(it sycl.Item, in []int32, total []int32) {
	i := int32(it.ID(0))
	if in[i] > 2 {
		total[0] += 1
		total[1] -= 3
	}
	total[2]++
}
