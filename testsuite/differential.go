package testsuite

import (
	"fmt"
	"math"
	"reflect"
	"testing"
	"unsafe"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// FloatTolerance is the relative difference allowed between a float
// result computed by plain Go and by a device. Devices may contract a*b+c
// into an FMA and their math builtins are accurate to a few ulps, so
// float32 results agree to about 1e-6 for arithmetic and 1e-5 for
// transcendental functions; accumulations over many terms get DiffCase.Tol.
const FloatTolerance = 1e-5

// DiffCase is one kernel of the differential tests: the kgen-generated
// kernel, its original Go function, an index space and arguments.
type DiffCase struct {
	Name   string
	Kernel *sycl.Kernel
	Func   any // the original Go function: the reference semantics
	Space  sycl.Space
	Args   func() []any // fresh arguments: slices become read-write buffers; sycl.LocalArg for local memory
	Tol    float64      // relative tolerance for floats (FloatTolerance when 0)
	// Exact compares floats bit-exactly on every device (-0 equals +0,
	// NaN equals NaN): for results Go defines to the last bit, such as
	// sums of products it rounds with an explicit conversion.
	Exact bool
}

func seq[T int32 | uint32 | float32 | float64 | int64](n int, f func(i int) T) []T {
	s := make([]T, n)
	for i := range s {
		s[i] = f(i)
	}
	return s
}

// DiffCases are the language-coverage kernels of testsuite/kernels.
func DiffCases() []DiffCase {
	const n = 256
	const ragged = 203 // no multiple of a vector width: the vector variants' tails run
	spheres := func() []kernels.Sphere {
		var s []kernels.Sphere
		for i := 0; i < 9; i++ {
			s = append(s, kernels.Sphere{Center: mgl32.Vec3{float32(i%3)*0.6 - 0.6, float32(i/3)*0.6 - 0.6, float32(i)}, Radius: 0.25 + 0.02*float32(i), Color: [3]uint8{uint8(i), 2, 3}, Shiny: i%2 == 0, ID: int32(i)})
		}
		return s
	}
	return []DiffCase{
		{Name: "Saxpy", Kernel: kernels.SaxpyKernel.Kernel, Func: kernels.Saxpy, Space: sycl.Range1(n),
			Args: func() []any {
				return []any{float32(2.5), seq(n, func(i int) float32 { return float32(i) * 0.25 }), seq(n, func(i int) float32 { return 1 - float32(i) })}
			}},
		{Name: "IntOps", Kernel: kernels.IntOpsKernel.Kernel, Func: kernels.IntOps, Space: sycl.Range1(n),
			Args: func() []any {
				a := seq(n, func(i int) int32 { return int32(uint32(i) * 2654435761) })
				b := seq(n, func(i int) int32 { return int32(i%17) - 8 })
				a[0], b[0] = math.MinInt32, -1 // the quotient wraps in Go
				a[1], b[1] = math.MaxInt32, 2
				return []any{a, b, make([]int32, 8*n), make([]int64, 2*n), make([]uint32, 2*n)}
			}},
		{Name: "Floats", Kernel: kernels.FloatsKernel.Kernel, Func: kernels.Floats, Space: sycl.Range1(n), Tol: 2e-5,
			Args: func() []any {
				return []any{seq(n, func(i int) float32 { return float32(i)/17 - 7 }), make([]float32, 6*n)}
			}},
		{Name: "Control", Kernel: kernels.ControlKernel.Kernel, Func: kernels.Control, Space: sycl.Range1(64),
			Args: func() []any { return []any{int32(50), make([]int32, 6*64)} }},
		{Name: "Grid", Kernel: kernels.GridKernel.Kernel, Func: kernels.Grid, Space: sycl.Range3(3, 4, 5).WithOffset(1, 2, 3),
			// Linear ids include the offset: ((1..3)*4 + (2..5))*5 + (3..7) <= 92.
			Args: func() []any { return []any{make([]int64, 4*93)} }},
		{Name: "Doubles", Kernel: kernels.DoublesKernel.Kernel, Func: kernels.Doubles, Space: sycl.Range1(n),
			Args: func() []any {
				return []any{seq(n, func(i int) float64 { return float64(i) * 1.5 }), make([]float64, n), 0.75, true}
			}},
		{Name: "Hit", Kernel: kernels.HitKernel.Kernel, Func: kernels.Hit, Space: sycl.Range2(16, 16), Tol: 1e-4,
			Args: func() []any {
				return []any{spheres(), int32(9), int32(16), make([]int32, 256), make([]float32, 256)}
			}},
		{Name: "NBodyStep", Kernel: kernels.NBodyStepKernel.Kernel, Func: kernels.NBodyStep, Space: sycl.Range1(64), Tol: 1e-4,
			Args: func() []any {
				pos := make([]mgl32.Vec4, 64)
				vel := make([]mgl32.Vec4, 64)
				for i := range pos {
					pos[i] = mgl32.Vec4{float32(i%4) * 0.5, float32(i/4%4) * 0.5, float32(i/16) * 0.5, 1 + float32(i%3)}
					vel[i] = mgl32.Vec4{0.1, 0, -0.1, 7}
				}
				return []any{pos, vel, int32(64), float32(0.01)}
			}},
		{Name: "Transform", Kernel: kernels.TransformKernel.Kernel, Func: kernels.Transform, Space: sycl.Range1(64), Tol: 1e-4,
			Args: func() []any {
				m := mgl32.Translate3D(1, -2, 0.5).Mul4(mgl32.HomogRotate3DY(0.3))
				mats := []mgl32.Mat4{mgl32.Scale3D(2, 0.5, 1), mgl32.HomogRotate3DZ(-0.7), mgl32.Ident4()}
				var bodies []kernels.Body
				for k := 0; k < 5; k++ {
					bodies = append(bodies, kernels.Body{Pos: mgl32.Vec3{float32(k), -1, 0.5}, Mass: 1 + float32(k), Frame: mgl32.HomogRotate3DX(float32(k) * 0.2),
						Tag: uint8(200 + k), Vel: mgl32.Vec2{0.5 * float32(k), 3}})
				}
				pts := make([]mgl32.Vec4, 64)
				for i := range pts {
					pts[i] = mgl32.Vec4{float32(i%5) - 2, float32(i%3) * 0.5, float32(i) / 16, 1}
				}
				return []any{m, mgl32.Vec3{1, 2, -0.5}, mgl32.Vec2{0.25, -1}, mgl32.Vec4{1, 2, 3, 4}, pts, mats, bodies, make([]mgl32.Vec4, 64), make([]float32, 8*64)}
			}},
		{Name: "Histogram", Kernel: kernels.HistogramKernel.Kernel, Func: kernels.Histogram, Space: sycl.Range1(n),
			Args: func() []any {
				return []any{seq(n, func(i int) uint32 { return uint32(i*i) % 1000 }), make([]int32, 17), uint32(16)}
			}},
		{Name: "ReduceFor", Kernel: kernels.ReduceForKernel.Kernel, Func: kernels.ReduceFor, Space: sycl.NDRange1(n, 32),
			Args: func() []any {
				return []any{seq(n, func(i int) int32 { return int32(i*7%13) - 3 }), make([]int32, n/32), sycl.NewLocal[int32](32)}
			}},
		{Name: "ReduceWhile", Kernel: kernels.ReduceWhileKernel.Kernel, Func: kernels.ReduceWhile, Space: sycl.NDRange1(n, 64),
			Args: func() []any {
				return []any{seq(n, func(i int) int32 { return int32(i % 11) }), make([]int32, 1), sycl.NewLocal[int32](64)}
			}},
		{Name: "ItemLoops", Kernel: kernels.ItemLoopsKernel.Kernel, Func: kernels.ItemLoops, Space: sycl.NDRange1(128, 16),
			Args: func() []any { return []any{make([]int32, 128), sycl.NewLocal[int32](16)} }},
		{Name: "CondBetween", Kernel: kernels.CondBetweenKernel.Kernel, Func: kernels.CondBetween, Space: sycl.NDRange1(128, 8),
			Args: func() []any {
				return []any{seq(128, func(i int) int32 { return int32(i) }), sycl.NewLocal[int32](8), int32(5)}
			}},
		{Name: "Divergent", Kernel: kernels.DivergentKernel.Kernel, Func: kernels.Divergent, Space: sycl.Range1(ragged),
			Args: func() []any {
				perm := seq(ragged, func(i int) int32 { return int32(i * 37 % ragged) })
				return []any{seq(ragged, func(i int) float32 { return float32(i%23)*0.5 - 3 }), make([]float32, ragged), perm, make([]int32, ragged), int32(9)}
			}},
		{Name: "LaneInts", Kernel: kernels.LaneIntsKernel.Kernel, Func: kernels.LaneInts, Space: sycl.Range1(ragged),
			Args: func() []any {
				a := seq(ragged, func(i int) int32 { return int32(uint32(i)*2654435761) >> 3 })
				b := seq(ragged, func(i int) int32 { return int32(i%11) - 5 })
				f := seq(ragged, func(i int) float32 { return float32(i%19)*0.25 - 2 })
				f[7] = float32(math.NaN())
				return []any{a, b, make([]int32, ragged*9), f}
			}},
		{Name: "LaneVectors", Kernel: kernels.LaneVectorsKernel.Kernel, Func: kernels.LaneVectors, Space: sycl.Range1(ragged),
			Args: func() []any {
				pos := make([]mgl32.Vec4, ragged)
				for i := range pos {
					pos[i] = mgl32.Vec4{float32(i%7) * 0.5, float32(i%5) - 2, float32(i%3) * 0.25, float32(i % 4)}
				}
				return []any{pos, seq(ragged, func(i int) int32 { return int32((i * 11) % ragged) }), make([]mgl32.Vec4, ragged), int32(5)}
			}},
		{Name: "Rows", Kernel: kernels.RowsKernel.Kernel, Func: kernels.Rows, Space: sycl.Range2(13, 37),
			Args: func() []any {
				return []any{seq(13*37, func(i int) float32 { return float32(i%29) * 0.5 }), make([]float32, 13*37), int32(37), int32(13)}
			}},
		{Name: "Stencil", Kernel: kernels.StencilKernel.Kernel, Func: kernels.Stencil, Space: sycl.NDRange1(n, 16),
			Args: func() []any {
				return []any{seq(n, func(i int) float32 { return float32(i * i % 37) }), make([]float32, n), sycl.NewLocal[float32](18)}
			}},
		{Name: "TiledMatMul", Kernel: kernels.TiledMatMulKernel.Kernel, Func: kernels.TiledMatMul, Space: sycl.NDRange2(32, 32, 8, 8), Tol: 1e-5,
			Args: func() []any {
				return []any{seq(32*32, func(i int) float32 { return float32(i%7) - 3 }), seq(32*32, func(i int) float32 { return float32(i%5) * 0.5 }),
					make([]float32, 32*32), int32(32), sycl.NewLocal[float32](64), sycl.NewLocal[float32](64)}
			}},
		// Go's min and max on NaN, -0 and infinities (minmax.go).
		{Name: "MinMax32", Kernel: kernels.MinMax32Kernel.Kernel, Func: kernels.MinMax32, Space: sycl.Range1(len(specials) * len(specials)),
			Args: func() []any {
				x, y := specialPairs()
				return []any{f32s(x), f32s(y), make([]float32, 9*len(x))}
			}},
		{Name: "MinMax64", Kernel: kernels.MinMax64Kernel.Kernel, Func: kernels.MinMax64, Space: sycl.Range1(len(specials) * len(specials)),
			Args: func() []any {
				x, y := specialPairs()
				return []any{x, y, make([]float64, 8*len(x))}
			}},
		// Products rounded by an explicit conversion before an addition
		// (rounding.go): every result is 0, exactly.
		{Name: "Rounded32", Kernel: kernels.Rounded32Kernel.Kernel, Func: kernels.Rounded32, Space: sycl.Range1(n), Exact: true,
			Args: func() []any { return roundedArgs[float32](n) }},
		{Name: "Rounded64", Kernel: kernels.Rounded64Kernel.Kernel, Func: kernels.Rounded64, Space: sycl.Range1(n), Exact: true,
			Args: func() []any { return roundedArgs[float64](n) }},
		// math32.Fma rounds once: odd integers of 13 and 12 bits, whose
		// products of 25 bits are float32 ties, and a z far below them.
		{Name: "Fused32", Kernel: kernels.Fused32Kernel.Kernel, Func: kernels.Fused32, Space: sycl.Range1(n), Exact: true,
			Args: func() []any {
				x := seq(n, func(i int) float32 { return float32(1<<12 | (i*2654435761)%(1<<12) | 1) })
				y := seq(n, func(i int) float32 { return float32(1<<11 | (i*40503)%(1<<11) | 1) })
				z := seq(n, func(i int) float32 { return float32(i%5-2) * float32(math.Ldexp(1, -(i%40))) })
				return []any{x, y, z, make([]float32, n)}
			}},
		// The functions Go and OpenCL C both define exactly, on special
		// values, halves and values that are not integers (rounding.go).
		{Name: "Exact32", Kernel: kernels.Exact32Kernel.Kernel, Func: kernels.Exact32, Space: sycl.Range1(len(exactValues) * len(exactValues)), Exact: true,
			Args: func() []any {
				x, y := exactPairs()
				return []any{f32s(x), f32s(y), make([]float32, 8*len(x))}
			}},
		{Name: "Exact64", Kernel: kernels.Exact64Kernel.Kernel, Func: kernels.Exact64, Space: sycl.Range1(len(exactValues) * len(exactValues)), Exact: true,
			Args: func() []any {
				x, y := exactPairs()
				return []any{x, y, make([]float64, 9*len(x))}
			}},
		{Name: "MinMaxNarrow", Kernel: kernels.MinMaxNarrowKernel.Kernel, Func: kernels.MinMaxNarrow, Space: sycl.Range1(64),
			Args: func() []any {
				return []any{seq(64, func(i int) int32 { return int32(uint32(i) * 2654435761) }), make([]int32, 3*64)}
			}},
		// Per-work-item state in the native code (itemstate.go).
		{Name: "TransposeTiled", Kernel: kernels.TransposeTiledKernel.Kernel, Func: kernels.TransposeTiled, Space: sycl.NDRange2(16, 16, 4, 4),
			Args: func() []any {
				return []any{seq(256, func(i int) int32 { return int32(i) }), make([]int32, 256), int32(16), sycl.NewLocal[int32](16)}
			}},
		{Name: "LocalIDs3", Kernel: kernels.LocalIDs3Kernel.Kernel, Func: kernels.LocalIDs3, Space: sycl.NDRange3(4, 6, 8, 2, 3, 4),
			Args: func() []any { return []any{make([]int32, 5*4*6*8), sycl.NewLocal[int32](24)} }},
		{Name: "ParamAssign", Kernel: kernels.ParamAssignKernel.Kernel, Func: kernels.ParamAssign, Space: sycl.Range1(64),
			Args: func() []any { return []any{make([]int32, 64), int32(7), float32(1.5), kernels.Pair{A: 3, B: 4}} }},
		{Name: "ParamAssign32", Kernel: kernels.ParamAssign32Kernel.Kernel, Func: kernels.ParamAssign32, Space: sycl.Range1(64),
			Args: func() []any { return []any{make([]int32, 64), int32(7), float32(1.5)} }},
		{Name: "ParamAssignGroups", Kernel: kernels.ParamAssignGroupsKernel.Kernel, Func: kernels.ParamAssignGroups, Space: sycl.NDRange1(64, 8),
			Args: func() []any { return []any{make([]int32, 64), int32(5)} }},
		{Name: "ParamAcrossBarrier", Kernel: kernels.ParamAcrossBarrierKernel.Kernel, Func: kernels.ParamAcrossBarrier, Space: sycl.NDRange1(64, 16),
			Args: func() []any { return []any{make([]int32, 64), sycl.NewLocal[int32](16), int32(5), int32(3)} }},
		{Name: "AssignedEverywhere", Kernel: kernels.AssignedEverywhereKernel.Kernel, Func: kernels.AssignedEverywhere, Space: sycl.NDRange1(64, 16),
			Args: func() []any { return []any{make([]int32, 64), sycl.NewLocal[int32](16)} }},
		{Name: "HelperValue", Kernel: kernels.HelperValueKernel.Kernel, Func: kernels.HelperValue, Space: sycl.NDRange1(32, 8),
			Args: func() []any { return []any{make([]int32, 32), sycl.NewLocal[int32](8), int32(21)} }},
		{Name: "NestedBreak", Kernel: kernels.NestedBreakKernel.Kernel, Func: kernels.NestedBreak, Space: sycl.NDRange1(32, 8),
			Args: func() []any { return []any{make([]int32, 32), sycl.NewLocal[int32](8)} }},
		{Name: "UniformChanged", Kernel: kernels.UniformChangedKernel.Kernel, Func: kernels.UniformChanged, Space: sycl.NDRange1(64, 16),
			Args: func() []any { return []any{make([]int32, 64), sycl.NewLocal[int32](16)} }},
	}
}

// specials are the float values where Go's min and max differ from
// OpenCL's fmin and fmax.
var specials = []float64{math.NaN(), math.Inf(-1), -1, math.Copysign(0, -1), 0, 1, math.Inf(1)}

// specialPairs returns every pair of specials.
func specialPairs() (x, y []float64) {
	for _, a := range specials {
		for _, b := range specials {
			x, y = append(x, a), append(y, b)
		}
	}
	return x, y
}

// roundedArgs are the arguments of Rounded32 and Rounded64 over n
// elements: x, y, z = -T(x*y) (the product rounded, as the kernels round
// it) and the output.
func roundedArgs[T float32 | float64](n int) []any {
	x := seq(n, func(i int) T { return 1.1 + T(i)*0.37 })
	y := seq(n, func(i int) T { return T(i)*0.173 - 2.3 })
	z := seq(n, func(i int) T { return -T(x[i] * y[i]) })
	return []any{x, y, z, make([]T, 3*n)}
}

// exactValues are special values, halves and values that are not
// integers, for the functions Go and OpenCL C both define exactly.
var exactValues = []float64{math.NaN(), math.Inf(-1), -2.5, -1, -0.75, math.Copysign(0, -1), 0, 0.4999999701976776, 0.5, 2.5, 3, 7.75, 1e30, math.Inf(1)}

// exactPairs returns every pair of exactValues.
func exactPairs() (x, y []float64) {
	for _, a := range exactValues {
		for _, b := range exactValues {
			x, y = append(x, a), append(y, b)
		}
	}
	return x, y
}

func f32s(s []float64) []float32 {
	out := make([]float32, len(s))
	for i, v := range s {
		out[i] = float32(v)
	}
	return out
}

// reference runs the original Go function on the native device through
// the runtime's per-work-item runners (a goroutine per work-item of a group
// for nd-ranges, so Barrier works): plain Go semantics.
func (c DiffCase) reference() *sycl.Kernel {
	fv := reflect.ValueOf(c.Func)
	call := func(item any, args []any) {
		in := make([]reflect.Value, len(args)+1)
		in[0] = reflect.ValueOf(item)
		for i, a := range args {
			v := reflect.ValueOf(a)
			if want := fv.Type().In(i + 1); v.Type() != want {
				v = v.Convert(want) // []T -> sycl.Local[T]
			}
			in[i+1] = v
		}
		fv.Call(in)
	}
	k := *c.Kernel
	k.Name += "-reference"
	k.Source = ""
	k.NativeSIMD = nil // plain Go, not the vector variants
	if c.Kernel.UsesNDItem {
		k.Native = sycl.NDItemKernel(func(it sycl.NDItem, args []any) { call(it, args) })
	} else {
		k.Native = sycl.ItemKernel(func(it sycl.Item, args []any) { call(it, args) })
	}
	return &k
}

// launch runs kernel k on q over fresh arguments and returns them after.
func (c DiffCase) launch(t *testing.T, q *sycl.Queue, k *sycl.Kernel) []any {
	return c.launchOn(t, q, k, c.Args())
}

// checkWriteOnly checks what kgen records of the memory the kernel only
// writes (Access without Reads: it reads no contents it did not write
// itself): the plain-Go reference, whose run over fresh arguments on q
// gave a, runs again with every byte of that memory inverted first, and
// every byte that either run wrote must come out the same, and all other
// memory alike. A result that depends on such memory's old contents
// means the kernel reads them.
func (c DiffCase) checkWriteOnly(t *testing.T, q *sycl.Queue, a []any) {
	var only []int
	for i, p := range c.Kernel.Params {
		if p.Kind == sycl.ParamGlobal && p.Access == sycl.Writes {
			only = append(only, i)
		}
	}
	if len(only) == 0 {
		return
	}
	fresh, b := c.Args(), c.Args()
	before := map[int][]byte{}
	for _, i := range only {
		before[i] = sliceBytes(fresh[i])
		bs := sliceBytes(b[i])
		for j := range bs {
			bs[j] = ^bs[j]
		}
	}
	b = c.launchOn(t, q, c.reference(), b)
	c.checkOverwrites(t, only, a, b, before)
	for i := range a {
		if reflect.TypeOf(a[i]).Kind() != reflect.Slice {
			continue
		}
		x, y := sliceBytes(a[i]), sliceBytes(b[i])
		p := before[i]
		for j := range x {
			if x[j] != y[j] && (p == nil || x[j] != p[j] || y[j] != ^p[j]) {
				t.Fatalf("%s: argument %d (%s), byte %d: %#x with the memory kgen records as only written (%v) as given, %#x with its bytes inverted: the kernel reads what it did not write",
					c.Name, i, c.Kernel.Params[i].Name, j, x[j], only, y[j])
			}
		}
	}
}

// checkOverwrites checks, of the memory kgen records as only written,
// what its footprint says the launch overwrites
// (sycl.LaunchFootprint.Overwrites): every byte of those elements was
// written by one of checkWriteOnly's two runs, a and b, whose memory
// started as before and as its bytes inverted.
func (c DiffCase) checkOverwrites(t *testing.T, only []int, a, b []any, before map[int][]byte) {
	var lo, hi int
	switch s := c.Space.(type) {
	case sycl.Range:
		lo, hi = s.Offset(0), s.Offset(0)+s.Size(0)
	case sycl.NDRange:
		lo, hi = s.Global.Offset(0), s.Global.Offset(0)+s.Global.Size(0)
	default:
		return
	}
	fargs := make([]any, len(a))
	for j, x := range a {
		fargs[j] = x
		if v := reflect.ValueOf(x); v.Kind() == reflect.Slice {
			fargs[j] = v.Len()
		}
	}
	for _, i := range only {
		fp := c.Kernel.Params[i].Footprint
		if fp == nil {
			continue
		}
		lf, err := fp.Launch(c.Space, fargs)
		if err != nil || !lf.Overwrites(lo, hi) {
			continue
		}
		ws, _ := lf.Writes(lo, hi)
		size := int(reflect.TypeOf(a[i]).Elem().Size())
		x, y, p := sliceBytes(a[i]), sliceBytes(b[i]), before[i]
		for _, w := range ws {
			for j := w.Lo * size; j < w.Hi*size; j++ {
				if x[j] == p[j] && y[j] == ^p[j] {
					t.Fatalf("%s: argument %d (%s): the footprint says the launch overwrites elements %v, but neither run wrote byte %d (element %d)",
						c.Name, i, c.Kernel.Params[i].Name, ws, j, j/size)
				}
			}
		}
	}
}

// sliceBytes returns the bytes of slice s's elements.
func sliceBytes(s any) []byte {
	v := reflect.ValueOf(s)
	if v.Len() == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(v.UnsafePointer()), v.Len()*int(v.Type().Elem().Size()))
}

// launchOn runs kernel k on q over args and returns them after.
func (c DiffCase) launchOn(t *testing.T, q *sycl.Queue, k *sycl.Kernel, args []any) []any {
	bound := make([]any, len(args))
	var bufs []interface{ Close() error }
	_, err := q.Submit(func(h *sycl.Handler) {
		for i, a := range args {
			bound[i] = a
			if reflect.TypeOf(a).Kind() == reflect.Slice {
				bound[i] = readWrite(h, a, &bufs)
			}
		}
		h.ParallelFor(c.Space, k.Bind(bound...))
	})
	require.NoError(t, err, "%s on %s", k.Name, q.Device().Name())
	require.NoError(t, q.Wait())
	for _, b := range bufs {
		require.NoError(t, b.Close())
	}
	return args
}

// readWrite makes a read-write accessor for a slice of any kernel element type.
func readWrite(h *sycl.Handler, a any, bufs *[]interface{ Close() error }) any {
	switch s := a.(type) {
	case []float32:
		b := buffer.New(s)
		*bufs = append(*bufs, b)
		return buffer.ReadWrite(h, b)
	case []float64:
		b := buffer.New(s)
		*bufs = append(*bufs, b)
		return buffer.ReadWrite(h, b)
	case []int32:
		b := buffer.New(s)
		*bufs = append(*bufs, b)
		return buffer.ReadWrite(h, b)
	case []int64:
		b := buffer.New(s)
		*bufs = append(*bufs, b)
		return buffer.ReadWrite(h, b)
	case []uint32:
		b := buffer.New(s)
		*bufs = append(*bufs, b)
		return buffer.ReadWrite(h, b)
	case []mgl32.Vec4:
		b := buffer.New(s)
		*bufs = append(*bufs, b)
		return buffer.ReadWrite(h, b)
	case []mgl32.Mat4:
		b := buffer.New(s)
		*bufs = append(*bufs, b)
		return buffer.ReadWrite(h, b)
	case []kernels.Body:
		b := buffer.New(s)
		*bufs = append(*bufs, b)
		return buffer.ReadWrite(h, b)
	case []kernels.Sphere:
		b := buffer.New(s)
		*bufs = append(*bufs, b)
		return buffer.ReadWrite(h, b)
	}
	panic(fmt.Sprintf("testsuite: no buffer for %T", a))
}

// Differential runs every DiffCase on dev and compares its results with
// plain Go's: integers bit-exact, floats within the case's tolerance.
func Differential(t *testing.T, dev *sycl.Device) { DifferentialCases(t, dev, DiffCases()) }

// DifferentialCases runs cases on dev and compares their results with
// plain Go's: integers bit-exact; floats bit-exact on the native device
// (the same Go arithmetic) and in the cases marked Exact (-0 equals +0
// and NaN equals NaN), elsewhere within the case's tolerance. The random
// kernels of kgen's differential fuzzer (codegen.FuzzDifferential) run
// through it.
func DifferentialCases(t *testing.T, dev *sycl.Device, cases []DiffCase) {
	native, err := sycl.NewQueueOn(sycl.NativeDevice())
	require.NoError(t, err)
	defer native.Close()
	q, err := sycl.NewQueueOn(dev)
	require.NoError(t, err)
	defer q.Close()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			if c.Kernel.NeedsFP64 && !dev.Info().FP64 {
				t.Skipf("%s has no fp64", dev.Name())
			}
			want := c.launch(t, native, c.reference())
			if dev.IsNative() {
				c.checkWriteOnly(t, native, want)
			}
			got := c.launch(t, q, c.Kernel)
			tol := c.Tol
			switch {
			case dev.IsNative() || c.Exact:
				tol = 0
			case tol == 0:
				tol = FloatTolerance
			}
			for i := range want {
				compare(t, fmt.Sprintf("%s argument %d", c.Name, i), want[i], got[i], tol)
			}
		})
	}
}

func compare(t *testing.T, what string, want, got any, tol float64) {
	t.Helper()
	wv, gv := reflect.ValueOf(want), reflect.ValueOf(got)
	if wv.Kind() != reflect.Slice {
		return
	}
	// Compare as flat float64 / integer sequences through the elements' fields.
	var flat func(v reflect.Value, out *[]reflect.Value)
	flat = func(v reflect.Value, out *[]reflect.Value) {
		switch v.Kind() {
		case reflect.Slice, reflect.Array:
			for i := 0; i < v.Len(); i++ {
				flat(v.Index(i), out)
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				flat(v.Field(i), out)
			}
		default:
			*out = append(*out, v)
		}
	}
	var ws, gs []reflect.Value
	flat(wv, &ws)
	flat(gv, &gs)
	require.Equal(t, len(ws), len(gs))
	bad := 0
	for i := range ws {
		w, g := ws[i], gs[i]
		switch w.Kind() {
		case reflect.Float32, reflect.Float64:
			a, b := w.Float(), g.Float()
			differ := math.IsNaN(a) != math.IsNaN(b) || math.Abs(a-b) > tol*math.Max(1, math.Max(math.Abs(a), math.Abs(b)))
			if differ {
				if bad < 5 {
					t.Errorf("%s: element %d = %v, plain Go %v", what, i, b, a)
				}
				bad++
			}
		default:
			if !reflect.DeepEqual(w.Interface(), g.Interface()) {
				if bad < 5 {
					t.Errorf("%s: element %d = %v, plain Go %v", what, i, g.Interface(), w.Interface())
				}
				bad++
			}
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d elements differ", what, bad, len(ws))
	}
}

// DifferentialSIMD runs every DiffCase on the native device with
// GOSYCL_NATIVE_SIMD off, on, 16 and auto (on an AVX-512 CPU the first
// launches mix the 8- and 16-lane variants chunk by chunk), and requires
// identical results: a kernel's vector variant computes exactly what its
// scalar code does.
func DifferentialSIMD(t *testing.T) {
	native, err := sycl.NewQueueOn(sycl.NativeDevice())
	require.NoError(t, err)
	defer native.Close()
	// Tally's work-items add to shared elements: exact on a native queue
	// of one worker, which runs them in turn, a race elsewhere.
	single, err := sycl.NewQueueOn(sycl.NativeDevice(), sycl.NativeWorkers(1))
	require.NoError(t, err)
	defer single.Close()
	const ragged = 203
	tally := DiffCase{Name: "Tally", Kernel: kernels.TallyKernel.Kernel, Func: kernels.Tally, Space: sycl.Range1(ragged),
		Args: func() []any {
			return []any{seq(ragged, func(i int) int32 { return int32(i % 5) }), make([]int32, 3)}
		}}
	for _, c := range append(DiffCases(), tally) {
		t.Run(c.Name, func(t *testing.T) {
			q := native
			if c.Name == tally.Name {
				q = single
			}
			t.Setenv(sycl.EnvNativeSIMD, "off")
			want := c.launch(t, q, c.Kernel)
			for _, mode := range []string{"on", "16", "auto"} {
				t.Setenv(sycl.EnvNativeSIMD, mode)
				got := c.launch(t, q, c.Kernel)
				for i := range want {
					if d := firstDifference(want[i], got[i]); d != "" {
						t.Errorf("GOSYCL_NATIVE_SIMD=%q: argument %d: %s", mode, i, d)
					}
				}
			}
		})
	}
}

// firstDifference describes the first element where two slices differ
// (compared as printed, so that NaNs match), or is empty.
func firstDifference(want, got any) string {
	wv, gv := reflect.ValueOf(want), reflect.ValueOf(got)
	if wv.Kind() != reflect.Slice {
		return ""
	}
	if wv.Len() != gv.Len() {
		return fmt.Sprintf("%d elements, want %d", gv.Len(), wv.Len())
	}
	for i := 0; i < wv.Len(); i++ {
		w, g := fmt.Sprint(wv.Index(i).Interface()), fmt.Sprint(gv.Index(i).Interface())
		if w != g {
			return fmt.Sprintf("element %d is %s, want %s", i, g, w)
		}
	}
	return ""
}
