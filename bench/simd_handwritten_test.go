//go:build goexperiment.simd && amd64

package bench_test

// This file sets kgen's vector variant of the Mandelbrot kernel, run by
// the native device, beside Mandelbrot loops written by hand with
// archsimd over the same view: the bound the generated code is measured
// against. Run it on one core, so that the runtime's one worker and the
// hand-written loops do the same work on the same core:
//
//	GOEXPERIMENT=simd go test -run '^$' -bench SIMDHandwritten -cpu 1 ./bench

import (
	"simd/archsimd"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
)

// The view of the suite's mandelbrot at scale 1 (bench/irregular.go).
const handW, handH, handIter = 1024, 1024, 512

// handMandel16 is Mandelbrot with 16 work-items per Float32x16: x0 per
// block, y0 per row, both computed as vectors; the iteration loop runs
// while any lane is active and updates the active lanes by masked merges.
// w must be a multiple of 16.
func handMandel16(out []int32, w, h, maxIter int32) {
	iota := archsimd.LoadInt32x16Slice([]int32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15})
	c35, c25 := archsimd.BroadcastFloat32x16(3.5), archsimd.BroadcastFloat32x16(2.5)
	zero, four, two, onef := archsimd.BroadcastFloat32x16(0), archsimd.BroadcastFloat32x16(4), archsimd.BroadcastFloat32x16(2), archsimd.BroadcastFloat32x16(1)
	zeroI, one, maxv := archsimd.BroadcastInt32x16(0), archsimd.BroadcastInt32x16(1), archsimd.BroadcastInt32x16(maxIter)
	wv, hv := archsimd.BroadcastInt32x16(w).ConvertToFloat32(), archsimd.BroadcastInt32x16(h).ConvertToFloat32()
	for py := int32(0); py < h; py++ {
		y0 := archsimd.BroadcastInt32x16(py).ConvertToFloat32().Div(hv).Mul(two).Sub(onef)
		for b := int32(0); b < w; b += 16 {
			x0 := archsimd.BroadcastInt32x16(b).Add(iota).ConvertToFloat32().Div(wv).Mul(c35).Sub(c25)
			x, y, n := zero, zero, zeroI
			for {
				act := x.Mul(x).Add(y.Mul(y)).LessEqual(four).And(n.Less(maxv))
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
	archsimd.ClearAVXUpperBits()
}

// handMandel8 is handMandel16 with 8 work-items per Float32x8 (AVX2).
func handMandel8(out []int32, w, h, maxIter int32) {
	iota := archsimd.LoadInt32x8Slice([]int32{0, 1, 2, 3, 4, 5, 6, 7})
	c35, c25 := archsimd.BroadcastFloat32x8(3.5), archsimd.BroadcastFloat32x8(2.5)
	zero, four, two, onef := archsimd.BroadcastFloat32x8(0), archsimd.BroadcastFloat32x8(4), archsimd.BroadcastFloat32x8(2), archsimd.BroadcastFloat32x8(1)
	zeroI, one, maxv := archsimd.BroadcastInt32x8(0), archsimd.BroadcastInt32x8(1), archsimd.BroadcastInt32x8(maxIter)
	wv, hv := archsimd.BroadcastInt32x8(w).ConvertToFloat32(), archsimd.BroadcastInt32x8(h).ConvertToFloat32()
	for py := int32(0); py < h; py++ {
		y0 := archsimd.BroadcastInt32x8(py).ConvertToFloat32().Div(hv).Mul(two).Sub(onef)
		for b := int32(0); b < w; b += 8 {
			x0 := archsimd.BroadcastInt32x8(b).Add(iota).ConvertToFloat32().Div(wv).Mul(c35).Sub(c25)
			x, y, n := zero, zero, zeroI
			for {
				act := x.Mul(x).Add(y.Mul(y)).LessEqual(four).And(n.Less(maxv))
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
	archsimd.ClearAVXUpperBits()
}

// handScalar is the kernel's loop in plain Go.
func handScalar(out []int32, w, h, maxIter int32) {
	space := sycl.Range2(int(h), int(w))
	for py := range int(h) {
		for px := range int(w) {
			bench.Mandelbrot(sycl.MakeItem(space, py, px), out, w, h, maxIter)
		}
	}
}

// The hand-written loops compute what the kernel computes, bit for bit.
func TestSIMDHandwrittenMandelbrot(t *testing.T) {
	want := make([]int32, handW*handH)
	handScalar(want, handW, handH, handIter)
	for _, c := range []struct {
		name  string
		can   bool
		write func(out []int32, w, h, maxIter int32)
	}{
		{"8", archsimd.X86.AVX2(), handMandel8},
		{"16", archsimd.X86.AVX512(), handMandel16},
	} {
		if !c.can {
			t.Logf("%s lanes: this CPU lacks the features", c.name)
			continue
		}
		got := make([]int32, handW*handH)
		c.write(got, handW, handH, handIter)
		require.Equal(t, want, got, "%s lanes", c.name)
	}
}

// BenchmarkSIMDHandwritten times, in one run, the native device's launch
// of the suite's mandelbrot with its scalar code (kgen-off), kgen's
// 8-lane (kgen-8) and 16-lane (kgen-16) vector variants, and the
// hand-written loops of 8 and 16 lanes (hand-8, hand-16) and plain Go
// (hand-scalar) over the same view.
func BenchmarkSIMDHandwritten(b *testing.B) {
	dev := sycl.NativeDevice()
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(dev))
	require.NoError(b, err)
	defer ce.Close()
	q, err := sycl.NewQueueOn(dev)
	require.NoError(b, err)
	defer q.Close()
	mb, err := bench.Get("mandelbrot")
	require.NoError(b, err)
	inst, err := mb.NewSized(handH, handW)
	require.NoError(b, err)
	args, _, free, err := inst.Args(bench.Buffers, q)
	require.NoError(b, err)
	defer free()
	for _, mode := range []struct{ name, env string }{{"kgen-off", "off"}, {"kgen-8", "on"}, {"kgen-16", "16"}} {
		b.Run("mandelbrot/"+mode.name, func(b *testing.B) {
			b.Setenv(sycl.EnvNativeSIMD, mode.env)
			for b.Loop() {
				if _, err := inst.Run(ce, args); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	out := make([]int32, handW*handH)
	for _, c := range []struct {
		name  string
		can   bool
		write func(out []int32, w, h, maxIter int32)
	}{
		{"hand-scalar", true, handScalar},
		{"hand-8", archsimd.X86.AVX2(), handMandel8},
		{"hand-16", archsimd.X86.AVX512(), handMandel16},
	} {
		b.Run("mandelbrot/"+c.name, func(b *testing.B) {
			if !c.can {
				b.Skip("this CPU lacks the features")
			}
			for b.Loop() {
				c.write(out, handW, handH, handIter)
			}
		})
	}
}
