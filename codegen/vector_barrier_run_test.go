package codegen_test

import "testing"

// vectorBarrierKernels are nd-range kernels whose vector variants run the
// lanes of a work-group between barriers: a tree reduction in a loop
// holding barriers (Reduce), a transpose through a square tile of local
// memory read across the tile after the barrier (Transpose, 2-D), the
// tiled matrix product (Tiled, 2-D), ids kept across barriers in three
// dimensions (Linear), and values kept per work-item across barriers
// that a varying loop, an if holding barriers and a return in the last
// region use (Phases). The tests' local ranges are no multiple of 8 or
// 16: each row's last chunk runs masked.
const vectorBarrierKernels = `package p

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Reduce(it sycl.NDItem, in, out []int32, tile sycl.Local[int32]) {
	lid := int32(it.LocalID(0))
	tile[lid] = in[int32(it.GlobalID(0))]
	it.Barrier()
	for s := int32(it.LocalRange(0)) / 2; s > 0; s /= 2 {
		if lid < s {
			tile[lid] += tile[lid+s] * 3
		}
		it.Barrier()
	}
	if lid == 0 {
		out[int32(it.GroupID(0))] = tile[0]
	}
}

//kgen:kernel
func Transpose(it sycl.NDItem, in, out []int32, w, h int32, tile sycl.Local[int32]) {
	ly, lx := int32(it.LocalID(0)), int32(it.LocalID(1))
	t := int32(it.LocalRange(0))
	gy, gx := int32(it.GroupID(0)), int32(it.GroupID(1))
	tile[ly*t+lx] = in[(gy*t+ly)*w+gx*t+lx]
	it.Barrier()
	out[(gx*t+ly)*h+gy*t+lx] = tile[lx*t+ly]
}

//kgen:kernel
func Tiled(it sycl.NDItem, a, b, c []float32, n int32, ta, tb sycl.Local[float32]) {
	row, col := int32(it.GlobalID(0)), int32(it.GlobalID(1))
	lr, lc := int32(it.LocalID(0)), int32(it.LocalID(1))
	ts := int32(it.LocalRange(0))
	acc := float32(0)
	for t := int32(0); t < n/ts; t++ {
		ta[lr*ts+lc] = a[row*n+t*ts+lc]
		tb[lr*ts+lc] = b[(t*ts+lr)*n+col]
		it.Barrier()
		for k := int32(0); k < ts; k++ {
			acc += ta[lr*ts+k] * tb[k*ts+lc]
		}
		it.Barrier()
	}
	c[row*n+col] = acc
}

//kgen:kernel
func Linear(it sycl.NDItem, out []int32, tile sycl.Local[int32]) {
	l := int32(it.LocalLinearID())
	tile[l] = int32(it.GlobalLinearID())*3 + int32(it.LocalID(1))*7 + int32(it.LocalID(2))
	it.Barrier()
	size := int32(it.LocalRange(0) * it.LocalRange(1) * it.LocalRange(2))
	out[int32(it.GlobalLinearID())] = tile[size-1-l] + int32(it.GroupLinearID())*1000
}

//kgen:kernel
func Phases(it sycl.NDItem, v, out []float32, rounds int32, tile sycl.Local[float32]) {
	lid := int32(it.LocalID(0))
	g := int32(it.GlobalID(0))
	n := int32(it.LocalRange(0))
	x := v[g]
	base := v[int32(it.GroupID(0))]
	k := int32(0)
	for x > 0.5 && k < 5 {
		x = x*0.5 - 0.125
		k++
	}
	for r := int32(0); r < rounds; r++ {
		tile[lid] = x + float32(k)
		it.Barrier()
		if lid%2 == 0 {
			x += tile[(lid+1)%n] * base
		} else {
			x -= tile[(lid+n-1)%n]
		}
		it.Barrier()
	}
	if rounds > 1 {
		tile[lid] = x
		it.Barrier()
		x = tile[n-1-lid]
	}
	if x < 0 {
		out[g] = -1
		return
	}
	out[g] = x + float32(k)
}
`

const vectorBarrierTest = `package p

import (
	"testing"

	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite"
)

func ints(n int) []int32 {
	v := make([]int32, n)
	for i := range v {
		v[i] = int32(i*2654435761%1000) - 300
	}
	return v
}

func floats(n int) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32((i*37)%23)*0.125 - 1.25
	}
	return v
}

func TestVectorBarriers(t *testing.T) {
	cases := []testsuite.DiffCase{
		{Name: "Reduce", Kernel: ReduceKernel.Kernel, Func: Reduce, Space: sycl.NDRange1(5*24, 24),
			Args: func() []any { return []any{ints(5 * 24), make([]int32, 5), sycl.NewLocal[int32](24)} }},
		{Name: "Transpose", Kernel: TransposeKernel.Kernel, Func: Transpose, Space: sycl.NDRange2(40, 60, 20, 20),
			Args: func() []any { return []any{ints(40 * 60), make([]int32, 40*60), int32(60), int32(40), sycl.NewLocal[int32](400)} }},
		{Name: "Tiled", Kernel: TiledKernel.Kernel, Func: Tiled, Space: sycl.NDRange2(36, 36, 12, 12),
			Args: func() []any {
				return []any{floats(36 * 36), floats(36*36 + 5)[5:], make([]float32, 36*36), int32(36), sycl.NewLocal[float32](144), sycl.NewLocal[float32](144)}
			}},
		{Name: "Linear", Kernel: LinearKernel.Kernel, Func: Linear, Space: sycl.NDRange3(4, 3, 20, 2, 3, 10),
			Args: func() []any { return []any{make([]int32, 4*3*20), sycl.NewLocal[int32](60)} }},
		{Name: "Phases", Kernel: PhasesKernel.Kernel, Func: Phases, Space: sycl.NDRange1(5*20, 20),
			Args: func() []any { return []any{floats(5 * 20), make([]float32, 5*20), int32(3), sycl.NewLocal[float32](20)} }},
	}
	testsuite.DifferentialCases(t, sycl.NativeDevice(), cases)
}
`

// The vector variants of vectorBarrierKernels are emitted and compute the
// plain Go results exactly, with 8 and with 16 lanes.
func TestVectorBarrierRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a program")
	}
	dir, res, _ := generateOne(t, "vbar-", vectorBarrierKernels)
	if len(res.Vector) != 5 {
		t.Errorf("%d vector reports, want 5", len(res.Vector))
	}
	for _, r := range res.Vector {
		if r.Reason != "" {
			t.Errorf("%s: %s, want vectorised", r.Kernel, r)
		}
	}
	runVectorProgram(t, dir, res, vectorBarrierTest)
}
