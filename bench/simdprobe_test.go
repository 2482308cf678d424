//go:build goexperiment.simd && amd64

package bench

// This file probes how a CPU runs the machine code of the vector variants:
// hand-written 8- and 16-lane Mandelbrot and N-body loops, each differing
// from the code kgen emitted before it hoisted broadcasts (the "kgen"
// variants) in one respect: where a uniform value is broadcast, whether
// non-VEX (legacy SSE) scalar float instructions run inside the vector
// loop, whether the upper halves of the vector registers are cleared
// (VZEROUPPER) before scalar code. Intel's optimisation manual (2023,
// "Mixing AVX code with SSE code") describes the penalties legacy SSE
// instructions pay while those upper halves are dirty; the probe shows
// whether a CPU pays them and which emission avoids them. It runs on one
// core, without the runtime:
//
//	GOEXPERIMENT=simd go test -run '^$' -bench SIMDProbe -cpu 1 ./bench

import (
	"math"
	"simd/archsimd"
	"testing"

	"github.com/gosycl/gosycl/math32"
	kgenvec "github.com/gosycl/gosycl/sycl/vector"
)

// The probe's problem sizes: the widths are multiples of 16, so that no
// variant has a ragged tail.
const (
	probeW, probeH, probeIter = 512, 256, 256
	probeBodies               = 1024
)

// probeSink keeps the dirtying functions' results alive.
var (
	probeSink8  archsimd.Float32x8
	probeSink16 archsimd.Float32x16
	probeSinkF  float32 = 1
)

// probeDirty8 leaves the upper halves of YMM registers dirty, as a
// function with 256-bit code does on return (Go emits no VZEROUPPER).
//
//go:noinline
func probeDirty8() { probeSink8 = archsimd.BroadcastFloat32x8(probeSinkF).Add(probeSink8) }

// probeDirty16 leaves the upper 256 bits of ZMM registers dirty.
//
//go:noinline
func probeDirty16() { probeSink16 = archsimd.BroadcastFloat32x16(probeSinkF).Add(probeSink16) }

func probeMandelScalar(out []int32, w, h, maxIter int32) {
	for py := int32(0); py < h; py++ {
		for px := int32(0); px < w; px++ {
			x0 := float32(px)/float32(w)*3.5 - 2.5
			y0 := float32(py)/float32(h)*2 - 1
			x, y := float32(0), float32(0)
			n := int32(0)
			for x*x+y*y <= 4 && n < maxIter {
				x, y = x*x-y*y+x0, 2*x*y+y0
				n++
			}
			out[py*w+px] = n
		}
	}
}

// probeMandel8 is the 8-lane Mandelbrot: y0 is computed with scalar float
// code per block; broadcastInLoop broadcasts it in the iteration loop (as
// kgen did), else once before it; clear runs VZEROUPPER before the scalar
// code.
func probeMandel8(out []int32, w, h, maxIter int32, broadcastInLoop, clear bool) {
	iota := kgenvec.Iota8()
	c35, c25 := archsimd.BroadcastFloat32x8(3.5), archsimd.BroadcastFloat32x8(2.5)
	zero, four, two := archsimd.BroadcastFloat32x8(0), archsimd.BroadcastFloat32x8(4), archsimd.BroadcastFloat32x8(2)
	zeroI, one := archsimd.BroadcastInt32x8(0), archsimd.BroadcastInt32x8(1)
	maxv, wv := archsimd.BroadcastInt32x8(maxIter), archsimd.BroadcastFloat32x8(float32(w))
	all := iota.Less(archsimd.BroadcastInt32x8(8))
	for py := int32(0); py < h; py++ {
		for b := int32(0); b < w; b += 8 {
			if clear {
				archsimd.ClearAVXUpperBits()
			}
			y0 := float32(py)/float32(h)*2 - 1
			x0 := archsimd.BroadcastInt32x8(b).Add(iota).ConvertToFloat32().Div(wv).Mul(c35).Sub(c25)
			y0v := archsimd.BroadcastFloat32x8(y0)
			x, y, n := zero, zero, zeroI
			act := all
			for {
				act = act.And(x.Mul(x).Add(y.Mul(y)).LessEqual(four)).And(n.Less(maxv))
				if act.ToBits() == 0 {
					break
				}
				yb := y0v
				if broadcastInLoop {
					yb = archsimd.BroadcastFloat32x8(y0)
				}
				nx := x.Mul(x).Sub(y.Mul(y)).Add(x0)
				ny := two.Mul(x).Mul(y).Add(yb)
				x, y, n = nx.Merge(x, act), ny.Merge(y, act), n.Add(one).Merge(n, act)
			}
			n.StoreSlice(out[py*w+b:])
		}
	}
}

// probeMandel8Vector computes y0 as a vector too: no scalar float
// instruction in the vector code.
func probeMandel8Vector(out []int32, w, h, maxIter int32) {
	iota := kgenvec.Iota8()
	c35, c25 := archsimd.BroadcastFloat32x8(3.5), archsimd.BroadcastFloat32x8(2.5)
	zero, four, two, onef := archsimd.BroadcastFloat32x8(0), archsimd.BroadcastFloat32x8(4), archsimd.BroadcastFloat32x8(2), archsimd.BroadcastFloat32x8(1)
	zeroI, one := archsimd.BroadcastInt32x8(0), archsimd.BroadcastInt32x8(1)
	maxv := archsimd.BroadcastInt32x8(maxIter)
	wv, hv := archsimd.BroadcastInt32x8(w).ConvertToFloat32(), archsimd.BroadcastInt32x8(h).ConvertToFloat32()
	all := iota.Less(archsimd.BroadcastInt32x8(8))
	for py := int32(0); py < h; py++ {
		y0 := archsimd.BroadcastInt32x8(py).ConvertToFloat32().Div(hv).Mul(two).Sub(onef)
		for b := int32(0); b < w; b += 8 {
			x0 := archsimd.BroadcastInt32x8(b).Add(iota).ConvertToFloat32().Div(wv).Mul(c35).Sub(c25)
			x, y, n := zero, zero, zeroI
			act := all
			for {
				act = act.And(x.Mul(x).Add(y.Mul(y)).LessEqual(four)).And(n.Less(maxv))
				if act.ToBits() == 0 {
					break
				}
				nx := x.Mul(x).Sub(y.Mul(y)).Add(x0)
				ny := two.Mul(x).Mul(y).Add(y0)
				x, y, n = nx.Merge(x, act), ny.Merge(y, act), n.Add(one).Merge(n, act)
			}
			n.StoreSlice(out[py*w+b:])
		}
	}
}

// probeMandel16 is probeMandel8 with 16 lanes (AVX-512).
func probeMandel16(out []int32, w, h, maxIter int32, broadcastInLoop bool) {
	iota := kgenvec.Iota16()
	c35, c25 := archsimd.BroadcastFloat32x16(3.5), archsimd.BroadcastFloat32x16(2.5)
	zero, four, two := archsimd.BroadcastFloat32x16(0), archsimd.BroadcastFloat32x16(4), archsimd.BroadcastFloat32x16(2)
	zeroI, one := archsimd.BroadcastInt32x16(0), archsimd.BroadcastInt32x16(1)
	maxv, wv := archsimd.BroadcastInt32x16(maxIter), archsimd.BroadcastFloat32x16(float32(w))
	all := iota.Less(archsimd.BroadcastInt32x16(16))
	for py := int32(0); py < h; py++ {
		for b := int32(0); b < w; b += 16 {
			y0 := float32(py)/float32(h)*2 - 1
			x0 := archsimd.BroadcastInt32x16(b).Add(iota).ConvertToFloat32().Div(wv).Mul(c35).Sub(c25)
			y0v := archsimd.BroadcastFloat32x16(y0)
			x, y, n := zero, zero, zeroI
			act := all
			for {
				act = act.And(x.Mul(x).Add(y.Mul(y)).LessEqual(four)).And(n.Less(maxv))
				if act.ToBits() == 0 {
					break
				}
				yb := y0v
				if broadcastInLoop {
					yb = archsimd.BroadcastFloat32x16(y0)
				}
				nx := x.Mul(x).Sub(y.Mul(y)).Add(x0)
				ny := two.Mul(x).Mul(y).Add(yb)
				x, y, n = nx.Merge(x, act), ny.Merge(y, act), n.Add(one).Merge(n, act)
			}
			n.StoreSlice(out[py*w+b:])
		}
	}
}

func probeNBodyScalar(acc []float32, pos [][4]float32, eps2 float32) {
	for i := range pos {
		p := pos[i]
		ax, ay, az := float32(0), float32(0), float32(0)
		for j := range pos {
			q := pos[j]
			dx, dy, dz := q[0]-p[0], q[1]-p[1], q[2]-p[2]
			inv := math32.Rsqrt(dx*dx + dy*dy + dz*dz + eps2)
			f := q[3] * inv * inv * inv
			ax += dx * f
			ay += dy * f
			az += dz * f
		}
		acc[3*i], acc[3*i+1], acc[3*i+2] = ax, ay, az
	}
}

// How probeNBody8 broadcasts body j's coordinates in its inner loop.
const (
	splatScalar  = iota // q := pos[j]; BroadcastFloat32x8(q[k]): legacy SSE loads (kgen's code)
	splatClear          // the same after VZEROUPPER at the top of each iteration
	splatBits           // each coordinate loaded as an integer and broadcast (kgenvec.Splat8)
	splatShuffle        // one 128-bit VEX load, a shuffle and a broadcast per coordinate
)

// probeNBody8 computes the accelerations of 8 bodies per step.
func probeNBody8(acc []float32, pos [][4]float32, eps2 float32, splat int) {
	e2 := archsimd.BroadcastFloat32x8(eps2)
	zero := archsimd.BroadcastFloat32x8(0)
	for i := 0; i < len(pos); i += 8 {
		var t [3][8]float32
		for k := range 8 {
			for c := range 3 {
				t[c][k] = pos[i+k][c]
			}
		}
		px, py, pz := archsimd.LoadFloat32x8(&t[0]), archsimd.LoadFloat32x8(&t[1]), archsimd.LoadFloat32x8(&t[2])
		ax, ay, az := zero, zero, zero
		for j := range pos {
			var qx, qy, qz, qw archsimd.Float32x8
			switch splat {
			case splatScalar, splatClear:
				if splat == splatClear {
					archsimd.ClearAVXUpperBits()
				}
				q := pos[j]
				qx, qy, qz, qw = archsimd.BroadcastFloat32x8(q[0]), archsimd.BroadcastFloat32x8(q[1]), archsimd.BroadcastFloat32x8(q[2]), archsimd.BroadcastFloat32x8(q[3])
			case splatBits:
				q := &pos[j]
				qx, qy, qz, qw = kgenvec.Splat8(&q[0]), kgenvec.Splat8(&q[1]), kgenvec.Splat8(&q[2]), kgenvec.Splat8(&q[3])
			case splatShuffle:
				q := archsimd.LoadFloat32x4(&pos[j])
				qx = q.Broadcast1To8()
				qy = q.SelectFromPair(1, 1, 1, 1, q).Broadcast1To8()
				qz = q.SelectFromPair(2, 2, 2, 2, q).Broadcast1To8()
				qw = q.SelectFromPair(3, 3, 3, 3, q).Broadcast1To8()
			}
			dx, dy, dz := qx.Sub(px), qy.Sub(py), qz.Sub(pz)
			inv := kgenvec.Rsqrt8(dx.Mul(dx).Add(dy.Mul(dy)).Add(dz.Mul(dz)).Add(e2))
			f := qw.Mul(inv).Mul(inv).Mul(inv)
			ax, ay, az = ax.Add(dx.Mul(f)), ay.Add(dy.Mul(f)), az.Add(dz.Mul(f))
		}
		ax.Store(&t[0])
		ay.Store(&t[1])
		az.Store(&t[2])
		for k := range 8 {
			for c := range 3 {
				acc[3*(i+k)+c] = t[c][k]
			}
		}
	}
}

// probeNBody16 is probeNBody8 with 16 lanes (AVX-512).
func probeNBody16(acc []float32, pos [][4]float32, eps2 float32, splat int) {
	e2 := archsimd.BroadcastFloat32x16(eps2)
	zero := archsimd.BroadcastFloat32x16(0)
	for i := 0; i < len(pos); i += 16 {
		var t [3][16]float32
		for k := range 16 {
			for c := range 3 {
				t[c][k] = pos[i+k][c]
			}
		}
		px, py, pz := archsimd.LoadFloat32x16(&t[0]), archsimd.LoadFloat32x16(&t[1]), archsimd.LoadFloat32x16(&t[2])
		ax, ay, az := zero, zero, zero
		for j := range pos {
			var qx, qy, qz, qw archsimd.Float32x16
			switch splat {
			case splatScalar, splatClear:
				if splat == splatClear {
					archsimd.ClearAVXUpperBits()
				}
				q := pos[j]
				qx, qy, qz, qw = archsimd.BroadcastFloat32x16(q[0]), archsimd.BroadcastFloat32x16(q[1]), archsimd.BroadcastFloat32x16(q[2]), archsimd.BroadcastFloat32x16(q[3])
			case splatBits:
				q := &pos[j]
				qx, qy, qz, qw = kgenvec.Splat16(&q[0]), kgenvec.Splat16(&q[1]), kgenvec.Splat16(&q[2]), kgenvec.Splat16(&q[3])
			case splatShuffle:
				q := archsimd.LoadFloat32x4(&pos[j])
				qx = q.Broadcast1To16()
				qy = q.SelectFromPair(1, 1, 1, 1, q).Broadcast1To16()
				qz = q.SelectFromPair(2, 2, 2, 2, q).Broadcast1To16()
				qw = q.SelectFromPair(3, 3, 3, 3, q).Broadcast1To16()
			}
			dx, dy, dz := qx.Sub(px), qy.Sub(py), qz.Sub(pz)
			inv := kgenvec.Rsqrt16(dx.Mul(dx).Add(dy.Mul(dy)).Add(dz.Mul(dz)).Add(e2))
			f := qw.Mul(inv).Mul(inv).Mul(inv)
			ax, ay, az = ax.Add(dx.Mul(f)), ay.Add(dy.Mul(f)), az.Add(dz.Mul(f))
		}
		ax.Store(&t[0])
		ay.Store(&t[1])
		az.Store(&t[2])
		for k := range 16 {
			for c := range 3 {
				acc[3*(i+k)+c] = t[c][k]
			}
		}
	}
}

// probeExpScalar sums exp(x*k) over the lanes' x: the shape of binomial,
// whose vector variant calls math32.Exp lane by lane.
func probeExpScalar(acc []float32, xs []float32) {
	for i, x := range xs {
		s := float32(0)
		for k := range 16 {
			s += math32.Exp(x * float32(k) * 0.01)
		}
		acc[i] = s
	}
}

// probeExp8 is probeExpScalar 8 lanes at a time, math32.Exp lane by lane
// between vector code, after VZEROUPPER when clear is 1 and before each
// call when it is 2 (the compiler reloads the vectors live across the
// lane loop after every call, inside the loop, so one VZEROUPPER before
// the loop leaves the later calls in dirty state).
func probeExp8(acc []float32, xs []float32, clear int) {
	c := archsimd.BroadcastFloat32x8(0.01)
	for i := 0; i < len(xs); i += 8 {
		x := archsimd.LoadFloat32x8Slice(xs[i:])
		s := archsimd.BroadcastFloat32x8(0)
		for k := range 16 {
			var in, out [8]float32
			x.Mul(archsimd.BroadcastInt32x8(int32(k)).ConvertToFloat32()).Mul(c).Store(&in)
			if clear == 1 {
				archsimd.ClearAVXUpperBits()
			}
			for l := range 8 {
				if clear == 2 {
					archsimd.ClearAVXUpperBits()
				}
				out[l] = math32.Exp(in[l])
			}
			s = s.Add(archsimd.LoadFloat32x8(&out))
		}
		s.StoreSlice(acc[i:])
	}
}

// probeCase is one variant of the probe.
type probeCase struct {
	name   string
	lanes  int // the width it needs: 0 (scalar), 8 (AVX2) or 16 (AVX-512)
	kernel string
	run    func(out []int32, acc []float32)
}

func probeCases() []probeCase {
	pos := make([][4]float32, probeBodies)
	for i := range pos {
		f := float32(i)
		pos[i] = [4]float32{float32(math.Sin(float64(f))) * 10, float32(math.Cos(float64(f)*0.7)) * 10, f / probeBodies, 1 + f/probeBodies}
	}
	const eps2 = 0.01
	w, h, it := int32(probeW), int32(probeH), int32(probeIter)
	mandel := func(name string, lanes int, f func(out []int32)) probeCase {
		return probeCase{name, lanes, "mandelbrot", func(out []int32, _ []float32) { f(out) }}
	}
	nbody := func(name string, lanes int, f func(acc []float32)) probeCase {
		return probeCase{name, lanes, "nbody", func(_ []int32, acc []float32) { f(acc) }}
	}
	xs := make([]float32, probeBodies)
	for i := range xs {
		xs[i] = float32(i%97) * 0.1
	}
	exp := func(name string, lanes int, f func(acc []float32)) probeCase {
		return probeCase{name, lanes, "exp", func(_ []int32, acc []float32) { f(acc[:len(xs)]) }}
	}
	return []probeCase{
		mandel("scalar", 0, func(out []int32) { probeMandelScalar(out, w, h, it) }),
		mandel("scalar-after-dirty-ymm", 8, func(out []int32) { probeDirty8(); probeMandelScalar(out, w, h, it) }),
		mandel("scalar-after-dirty-zmm", 16, func(out []int32) { probeDirty16(); probeMandelScalar(out, w, h, it) }),
		mandel("scalar-after-dirty-ymm-cleared", 8, func(out []int32) {
			probeDirty8()
			archsimd.ClearAVXUpperBits()
			probeMandelScalar(out, w, h, it)
		}),
		mandel("8-kgen", 8, func(out []int32) { probeMandel8(out, w, h, it, true, false) }),
		mandel("8-hoisted", 8, func(out []int32) { probeMandel8(out, w, h, it, false, false) }),
		mandel("8-hoisted-vzeroupper", 8, func(out []int32) { probeMandel8(out, w, h, it, false, true) }),
		mandel("8-kgen-vzeroupper", 8, func(out []int32) { probeMandel8(out, w, h, it, true, true) }),
		mandel("8-vector-only", 8, func(out []int32) { probeMandel8Vector(out, w, h, it) }),
		mandel("16-kgen", 16, func(out []int32) { probeMandel16(out, w, h, it, true) }),
		mandel("16-hoisted", 16, func(out []int32) { probeMandel16(out, w, h, it, false) }),
		exp("scalar", 0, func(acc []float32) { probeExpScalar(acc, xs) }),
		exp("8-lanes", 8, func(acc []float32) { probeExp8(acc, xs, 0) }),
		exp("8-lanes-vzeroupper", 8, func(acc []float32) { probeExp8(acc, xs, 1) }),
		exp("8-lanes-vzeroupper-each", 8, func(acc []float32) { probeExp8(acc, xs, 2) }),
		nbody("scalar", 0, func(acc []float32) { probeNBodyScalar(acc, pos, eps2) }),
		nbody("scalar-after-dirty-ymm", 8, func(acc []float32) { probeDirty8(); probeNBodyScalar(acc, pos, eps2) }),
		nbody("8-kgen", 8, func(acc []float32) { probeNBody8(acc, pos, eps2, splatScalar) }),
		nbody("8-vzeroupper", 8, func(acc []float32) { probeNBody8(acc, pos, eps2, splatClear) }),
		nbody("8-intbits", 8, func(acc []float32) { probeNBody8(acc, pos, eps2, splatBits) }),
		nbody("8-shuffle", 8, func(acc []float32) { probeNBody8(acc, pos, eps2, splatShuffle) }),
		nbody("16-kgen", 16, func(acc []float32) { probeNBody16(acc, pos, eps2, splatScalar) }),
		nbody("16-intbits", 16, func(acc []float32) { probeNBody16(acc, pos, eps2, splatBits) }),
		nbody("16-shuffle", 16, func(acc []float32) { probeNBody16(acc, pos, eps2, splatShuffle) }),
	}
}

// probeCan reports whether this CPU runs a variant of the given width.
func probeCan(lanes int) bool {
	switch lanes {
	case 8:
		return archsimd.X86.AVX2() && archsimd.X86.FMA()
	case 16:
		return archsimd.X86.AVX512()
	}
	return true
}

// Every variant of the probe computes bit for bit what the scalar loop
// computes, so that the benchmark compares the same work.
func TestSIMDProbeAgrees(t *testing.T) {
	want := map[string][]byte{}
	for _, c := range probeCases() {
		if !probeCan(c.lanes) {
			t.Logf("%s/%s: this CPU lacks the features", c.kernel, c.name)
			continue
		}
		out, acc := make([]int32, probeW*probeH), make([]float32, 3*probeBodies)
		c.run(out, acc)
		var got []byte
		for _, v := range out {
			got = append(got, byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
		}
		for _, v := range acc {
			b := math.Float32bits(v)
			got = append(got, byte(b), byte(b>>8), byte(b>>16), byte(b>>24))
		}
		if c.name == "scalar" {
			want[c.kernel] = got
			continue
		}
		if string(got) != string(want[c.kernel]) {
			t.Errorf("%s/%s: the results differ from the scalar loop's", c.kernel, c.name)
		}
	}
}

// BenchmarkSIMDProbe times the probe's variants on one core.
func BenchmarkSIMDProbe(b *testing.B) {
	for _, c := range probeCases() {
		b.Run(c.kernel+"/"+c.name, func(b *testing.B) {
			if !probeCan(c.lanes) {
				b.Skip("this CPU lacks the features")
			}
			out, acc := make([]int32, probeW*probeH), make([]float32, 3*probeBodies)
			for b.Loop() {
				c.run(out, acc)
			}
		})
	}
}
