package testsuite

import (
	"fmt"

	"github.com/gosycl/gosycl/sycl"
)

// The kernels of the suite. Every OpenCL kernel but the deliberately
// broken ones lives in one program (clSource), so that an OpenCL device
// compiles it once per context and every test reuses the build; the
// *sycl.Kernel values are package-level for the same reason.
//
// SYCL dimension d is OpenCL dimension dims-1-d: the kernels that look at
// several dimensions translate with the OCL macro.
const clSource = `
// SYCL dimension d of a dims-dimensional launch is OpenCL dimension dims-1-d.
#define OCL(d) (get_work_dim() - 1 - (d))

// item_ids: every work-item writes a code of its (offset-including) id into
// grid, a row-major array of extents e0 x e1 x e2 (the range plus its
// offset), and into lin at its linear id (offset excluded).
__kernel void item_ids(__global int *grid, __global int *lin, int e0, int e1, int e2) {
	uint dims = get_work_dim();
	long id[3] = {0, 0, 0}, n[3] = {1, 1, 1}, off[3] = {0, 0, 0};
	for (uint d = 0; d < dims; d++) {
		id[d] = get_global_id(OCL(d));
		n[d] = get_global_size(OCL(d));
		off[d] = get_global_offset(OCL(d));
	}
	int code = (int)(id[0] * 10000 + id[1] * 100 + id[2]) + 1;
	long g = (id[0] * e1 + id[1]) * e2 + id[2];
	if (g >= 0 && g < (long)e0 * e1 * e2) grid[g] = code;
	long l = ((id[0] - off[0]) * n[1] + (id[1] - off[1])) * n[2] + (id[2] - off[2]);
	if (l >= 0 && l < n[0] * n[1] * n[2]) lin[l] = code;
}

// nd_info: every work-item writes NDREC ints at its global linear id
// (offset excluded): per SYCL dimension its global id, local id, group id,
// local range, group range and global range, then its local and group
// linear ids.
#define NDREC 20
__kernel void nd_info(__global int *rec, int count) {
	uint dims = get_work_dim();
	long g[3] = {0, 0, 0}, o[3] = {0, 0, 0}, gn[3] = {1, 1, 1};
	long l[3] = {0, 0, 0}, ln[3] = {1, 1, 1}, w[3] = {0, 0, 0}, wn[3] = {1, 1, 1};
	for (uint d = 0; d < dims; d++) {
		g[d] = get_global_id(OCL(d));
		o[d] = get_global_offset(OCL(d));
		gn[d] = get_global_size(OCL(d));
		l[d] = get_local_id(OCL(d));
		ln[d] = get_local_size(OCL(d));
		w[d] = get_group_id(OCL(d));
		wn[d] = get_num_groups(OCL(d));
	}
	long lin = ((g[0] - o[0]) * gn[1] + (g[1] - o[1])) * gn[2] + (g[2] - o[2]);
	if (lin < 0 || lin >= count) return;
	__global int *r = rec + lin * NDREC;
	for (int d = 0; d < 3; d++) {
		r[d*6+0] = (int)g[d]; r[d*6+1] = (int)l[d]; r[d*6+2] = (int)w[d];
		r[d*6+3] = (int)ln[d]; r[d*6+4] = (int)wn[d]; r[d*6+5] = (int)gn[d];
	}
	r[18] = (int)((l[0] * ln[1] + l[1]) * ln[2] + l[2]);
	r[19] = (int)((w[0] * wn[1] + w[1]) * wn[2] + w[2]);
}

// single_sum: one work-item sums in[0:n] into out[0] and reports its id and
// the global size in out[1] and out[2].
__kernel void single_sum(__global const int *in, __global int *out, int n) {
	int s = 0;
	for (int i = 0; i < n; i++) s += in[i];
	out[0] = s;
	out[1] = (int)get_global_id(0);
	out[2] = (int)get_global_size(0);
}

// group_sum: a work-group tree reduction in local memory (the local size
// is a power of two); partial[g] is the sum of group g's elements.
__kernel void group_sum(__global const int *in, __global int *partial, __local int *scratch) {
	size_t l = get_local_id(0), n = get_local_size(0);
	scratch[l] = in[get_global_id(0)];
	barrier(CLK_LOCAL_MEM_FENCE);
	for (size_t s = n / 2; s > 0; s >>= 1) {
		if (l < s) scratch[l] += scratch[l + s];
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	if (l == 0) partial[get_group_id(0)] = scratch[0];
}

// group_sum_whole is group_sum taking the launch arguments
// (Kernel.LaunchArgs): over a slice of a launch, its partial sums land at
// the whole launch's group ids.
__kernel void group_sum_whole(__global const int *in, __global int *partial, __local int *scratch, long range0, long offset0) {
	size_t l = get_local_id(0), n = get_local_size(0);
	long group = (long)get_group_id(0) + ((long)get_global_offset(0) - offset0) / (long)n;
	scratch[l] = in[get_global_id(0)];
	barrier(CLK_LOCAL_MEM_FENCE);
	for (size_t s = n / 2; s > 0; s >>= 1) {
		if (l < s) scratch[l] += scratch[l + s];
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	if (l == 0) partial[group] = scratch[0];
}

// group_rev: each work-group reverses its slice of in through local memory.
__kernel void group_rev(__global const int *in, __global int *out, __local int *tile) {
	size_t l = get_local_id(0), n = get_local_size(0), base = get_group_id(0) * n;
	tile[l] = in[base + l];
	barrier(CLK_LOCAL_MEM_FENCE);
	out[base + l] = tile[n - 1 - l];
}

__kernel void add_i32(__global int *a, int v) { size_t i = get_global_id(0); a[i] += v; }
__kernel void mul_i32(__global int *a, int v) { size_t i = get_global_id(0); a[i] *= v; }
__kernel void copy_i32(__global int *dst, __global const int *src) { size_t i = get_global_id(0); dst[i] = src[i]; }
__kernel void sum2_i32(__global int *dst, __global const int *a, __global const int *b) {
	size_t i = get_global_id(0);
	dst[i] = a[i] + b[i];
}
// set_idx: a[i] = base + i for the work-item's (offset-including) id i.
__kernel void set_idx(__global int *a, int base) { size_t i = get_global_id(0); a[i] = base + (int)i; }
__kernel void saxpy_f32(float a, __global const float *x, __global float *y) {
	size_t i = get_global_id(0);
	y[i] = a * x[i] + y[i];
}
// scalar_args reports its by-value arguments of several sizes.
__kernel void scalar_args(__global long *out, long a, uint b, float c, short d, uchar e) {
	out[0] = a;
	out[1] = (long)b;
	out[2] = (long)(c * 4.0f);
	out[3] = (long)d;
	out[4] = (long)e;
}
// nd_only needs an NDRange (its native version uses NDItem).
__kernel void nd_only(__global int *a) { a[get_global_id(0)] = (int)get_local_id(0); }
// no_native has no native implementation.
__kernel void no_native(__global int *a) { a[get_global_id(0)] = 7; }
`

// Kernels. Each has the OpenCL C above and a native Go implementation.
var (
	itemIDs = &sycl.Kernel{
		Name: "item_ids", Source: clSource,
		Params: []sycl.Param{
			sycl.GlobalParam[int32]("grid"), sycl.GlobalParam[int32]("lin"),
			sycl.ScalarParam[int32]("e0"), sycl.ScalarParam[int32]("e1"), sycl.ScalarParam[int32]("e2"),
		},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			grid, lin := args[0].([]int32), args[1].([]int32)
			e0, e1, e2 := int(args[2].(int32)), int(args[3].(int32)), int(args[4].(int32))
			var id [3]int
			for d := 0; d < it.Dims(); d++ {
				id[d] = it.ID(d)
			}
			code := int32(id[0]*10000+id[1]*100+id[2]) + 1
			if g := (id[0]*e1+id[1])*e2 + id[2]; g >= 0 && g < e0*e1*e2 {
				grid[g] = code
			}
			// The OpenCL kernel's linear id excludes the offset; sycl.Item's
			// LinearID includes it (checked against this below).
			l := 0
			for d := 0; d < it.Dims(); d++ {
				l = l*it.Range(d) + it.ID(d) - it.Offset(d)
			}
			if it.Offset(1) == 0 && it.Offset(2) == 0 {
				ll := 0
				for d := 0; d < it.Dims(); d++ {
					ll = ll*it.Range(d) + it.ID(d)
				}
				if d0 := it.Offset(0) * max(1, it.Range(1)) * max(1, it.Range(2)); it.Dims() == 1 {
					d0 = it.Offset(0)
					if it.LinearID() != ll || ll-d0 != l {
						panic(fmt.Sprintf("LinearID %d, want %d", it.LinearID(), ll))
					}
				} else if it.LinearID() != ll || ll-d0 != l {
					panic(fmt.Sprintf("LinearID %d, want %d", it.LinearID(), ll))
				}
			}
			if l >= 0 && l < len(lin) {
				lin[l] = code
			}
		}),
	}

	ndInfo = &sycl.Kernel{
		Name: "nd_info", Source: clSource, UsesNDItem: true,
		Params: []sycl.Param{sycl.GlobalParam[int32]("rec"), sycl.ScalarParam[int32]("count")},
		Native: sycl.NDItemKernel(func(it sycl.NDItem, args []any) {
			rec, count := args[0].([]int32), int(args[1].(int32))
			var r [ndRec]int32
			for d := 0; d < 3; d++ {
				if d >= it.Dims() {
					r[d*6+3], r[d*6+4], r[d*6+5] = 1, 1, 1
					continue
				}
				r[d*6+0] = int32(it.GlobalID(d))
				r[d*6+1] = int32(it.LocalID(d))
				r[d*6+2] = int32(it.GroupID(d))
				r[d*6+3] = int32(it.LocalRange(d))
				r[d*6+4] = int32(it.GroupRange(d))
				r[d*6+5] = int32(it.GlobalRange(d))
			}
			r[18] = int32(it.LocalLinearID())
			r[19] = int32(it.GroupLinearID())
			lin := 0 // offset excluded, as the OpenCL kernel
			for d := 0; d < it.Dims(); d++ {
				lin = lin*it.GlobalRange(d) + it.GlobalID(d) - it.Offset(d)
			}
			if it.Offset(1) == 0 && it.Offset(2) == 0 {
				if gl := it.GlobalLinearID(); gl-it.Offset(0)*(it.GlobalRange(1)*it.GlobalRange(2)) != lin && it.Dims() == 3 {
					panic(fmt.Sprintf("GlobalLinearID %d, linear id without offset %d", gl, lin))
				}
			}
			if lin < 0 || lin >= count {
				return
			}
			copy(rec[lin*ndRec:], r[:])
		}),
	}

	singleSum = &sycl.Kernel{
		Name: "single_sum", Source: clSource,
		Params: []sycl.Param{sycl.GlobalParam[int32]("in"), sycl.GlobalParam[int32]("out"), sycl.ScalarParam[int32]("n")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			in, out, n := args[0].([]int32), args[1].([]int32), int(args[2].(int32))
			var s int32
			for i := 0; i < n; i++ {
				s += in[i]
			}
			out[0], out[1], out[2] = s, int32(it.ID(0)), int32(it.Range(0))
		}),
	}

	groupSum = &sycl.Kernel{
		Name: "group_sum", Source: clSource, UsesNDItem: true,
		Params: []sycl.Param{sycl.GlobalParam[int32]("in"), sycl.GlobalParam[int32]("partial"), sycl.LocalParam[int32]("scratch")},
		Native: sycl.NDItemKernel(groupSumGo),
	}
	groupSumWhole = &sycl.Kernel{
		Name: "group_sum_whole", Source: clSource, UsesNDItem: true, LaunchArgs: true,
		Params: groupSum.Params,
		Native: sycl.NDItemKernel(groupSumGo),
	}

	groupRev = &sycl.Kernel{
		Name: "group_rev", Source: clSource, UsesNDItem: true,
		Params: []sycl.Param{sycl.GlobalParam[int32]("in"), sycl.GlobalParam[int32]("out"), sycl.LocalParam[int32]("tile")},
		Native: sycl.NDItemKernel(func(it sycl.NDItem, args []any) {
			in, out, tile := args[0].([]int32), args[1].([]int32), args[2].([]int32)
			l, n := it.LocalID(0), it.LocalRange(0)
			base := it.GroupID(0) * n
			tile[l] = in[base+l]
			it.Barrier()
			out[base+l] = tile[n-1-l]
		}),
	}

	addI32 = &sycl.Kernel{
		Name: "add_i32", Source: clSource,
		Params: []sycl.Param{sycl.GlobalParam[int32]("a"), sycl.ScalarParam[int32]("v")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			args[0].([]int32)[it.ID(0)] += args[1].(int32)
		}),
	}

	mulI32 = &sycl.Kernel{
		Name: "mul_i32", Source: clSource,
		Params: []sycl.Param{sycl.GlobalParam[int32]("a"), sycl.ScalarParam[int32]("v")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			args[0].([]int32)[it.ID(0)] *= args[1].(int32)
		}),
	}

	copyI32 = &sycl.Kernel{
		Name: "copy_i32", Source: clSource,
		Params: []sycl.Param{sycl.GlobalParam[int32]("dst"), sycl.GlobalParam[int32]("src")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			i := it.ID(0)
			args[0].([]int32)[i] = args[1].([]int32)[i]
		}),
	}

	sum2I32 = &sycl.Kernel{
		Name: "sum2_i32", Source: clSource,
		Params: []sycl.Param{sycl.GlobalParam[int32]("dst"), sycl.GlobalParam[int32]("a"), sycl.GlobalParam[int32]("b")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			i := it.ID(0)
			args[0].([]int32)[i] = args[1].([]int32)[i] + args[2].([]int32)[i]
		}),
	}

	setIdx = &sycl.Kernel{
		Name: "set_idx", Source: clSource,
		Params: []sycl.Param{sycl.GlobalParam[int32]("a"), sycl.ScalarParam[int32]("base")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			i := it.ID(0)
			args[0].([]int32)[i] = args[1].(int32) + int32(i)
		}),
	}

	saxpyF32 = &sycl.Kernel{
		Name: "saxpy_f32", Source: clSource,
		Params: []sycl.Param{sycl.ScalarParam[float32]("a"), sycl.GlobalParam[float32]("x"), sycl.GlobalParam[float32]("y")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			a, x, y := args[0].(float32), args[1].([]float32), args[2].([]float32)
			i := it.ID(0)
			y[i] = a*x[i] + y[i]
		}),
	}

	// scalarArgs passes a Go int as an OpenCL long (8 bytes).
	scalarArgs = &sycl.Kernel{
		Name: "scalar_args", Source: clSource,
		Params: []sycl.Param{
			sycl.GlobalParam[int64]("out"), sycl.ScalarParam[int]("a"), sycl.ScalarParam[uint32]("b"),
			sycl.ScalarParam[float32]("c"), sycl.ScalarParam[int16]("d"), sycl.ScalarParam[uint8]("e"),
		},
		Native: sycl.ItemKernel(func(_ sycl.Item, args []any) {
			out := args[0].([]int64)
			out[0] = int64(args[1].(int))
			out[1] = int64(args[2].(uint32))
			out[2] = int64(args[3].(float32) * 4)
			out[3] = int64(args[4].(int16))
			out[4] = int64(args[5].(uint8))
		}),
	}

	ndOnly = &sycl.Kernel{
		Name: "nd_only", Source: clSource, UsesNDItem: true,
		Params: []sycl.Param{sycl.GlobalParam[int32]("a")},
		Native: sycl.NDItemKernel(func(it sycl.NDItem, args []any) {
			args[0].([]int32)[it.GlobalID(0)] = int32(it.LocalID(0))
		}),
	}

	// noNative has OpenCL C only: the native device must refuse it.
	noNative = &sycl.Kernel{
		Name: "no_native", Source: clSource,
		Params: []sycl.Param{sycl.GlobalParam[int32]("a")},
	}

	// noSource is native only: OpenCL devices must refuse it.
	noSource = &sycl.Kernel{
		Name:   "no_source",
		Params: []sycl.Param{sycl.GlobalParam[int32]("a")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) { args[0].([]int32)[it.ID(0)] = 7 }),
	}

	// missingName names a kernel its program lacks.
	missingName = &sycl.Kernel{
		Name: "not_in_program", Source: clSource,
		Params: []sycl.Param{sycl.GlobalParam[int32]("a")},
		Native: sycl.ItemKernel(func(sycl.Item, []any) {}),
	}

	// broken does not compile.
	broken = &sycl.Kernel{
		Name:   "broken",
		Source: "__kernel void broken(__global int *a) {\n\ta[get_global_id(0)] = undeclared_identifier_xyz;\n}\n",
		Params: []sycl.Param{sycl.GlobalParam[int32]("a")},
		Native: sycl.ItemKernel(func(sycl.Item, []any) {}),
	}

	// panicky panics on the native device at work-item panicAt.
	panicky = &sycl.Kernel{
		Name:   "panicky",
		Source: "__kernel void panicky(__global int *a) { a[get_global_id(0)] = 1; }\n",
		Params: []sycl.Param{sycl.GlobalParam[int32]("a")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			if it.ID(0) == panicAt {
				panic(fmt.Sprintf("deliberate panic at work-item %d", it.ID(0)))
			}
			args[0].([]int32)[it.ID(0)] = 1
		}),
	}

	// ndPanicky panics in work-item 0 of each group while the others wait
	// at a barrier (native only).
	ndPanicky = &sycl.Kernel{
		Name: "nd_panicky", UsesNDItem: true,
		Params: []sycl.Param{sycl.GlobalParam[int32]("a")},
		Native: sycl.NDItemKernel(func(it sycl.NDItem, args []any) {
			if it.LocalID(0) == 0 {
				panic("deliberate panic before a barrier")
			}
			it.Barrier()
			args[0].([]int32)[it.GlobalID(0)] = 1
		}),
	}

	// divergent returns early in half of each group while the other half
	// waits at a barrier (native only): undefined in OpenCL, an error natively.
	divergent = &sycl.Kernel{
		Name: "divergent", UsesNDItem: true,
		Params: []sycl.Param{sycl.GlobalParam[int32]("a")},
		Native: sycl.NDItemKernel(func(it sycl.NDItem, args []any) {
			if it.LocalID(0)%2 == 0 {
				return
			}
			it.Barrier()
			args[0].([]int32)[it.GlobalID(0)] = 1
		}),
	}

	// scaleF64 needs double precision; it is a program of its own so that
	// devices without fp64 can build clSource.
	scaleF64 = &sycl.Kernel{
		Name: "scale_f64", NeedsFP64: true,
		Source: "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" +
			"__kernel void scale_f64(__global double *a, double s) { size_t i = get_global_id(0); a[i] = a[i] * s + 0.25; }\n",
		Params: []sycl.Param{sycl.GlobalParam[float64]("a"), sycl.ScalarParam[float64]("s")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			a := args[0].([]float64)
			i := it.ID(0)
			a[i] = a[i]*args[1].(float64) + 0.25
		}),
	}
)

// ndRec is the number of ints nd_info writes per work-item.
const ndRec = 20

// panicAt is the work-item at which panicky panics natively.
const panicAt = 5

// groupSumGo is group_sum in Go: a work-group tree reduction.
func groupSumGo(it sycl.NDItem, args []any) {
	in, partial, scratch := args[0].([]int32), args[1].([]int32), args[2].([]int32)
	l, n := it.LocalID(0), it.LocalRange(0)
	scratch[l] = in[it.GlobalID(0)]
	it.Barrier()
	for s := n / 2; s > 0; s >>= 1 {
		if l < s {
			scratch[l] += scratch[l+s]
		}
		it.Barrier()
	}
	if l == 0 {
		partial[it.GroupID(0)] = scratch[0]
	}
}
