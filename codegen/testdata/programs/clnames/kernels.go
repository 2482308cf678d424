// Package main has kernels whose Go names are names OpenCL C reserves or
// predefines, of every kind: keywords, types, builtin functions, macros,
// and the names kgen itself uses. The OpenCL C must build and compute what
// the Go does.
package main

import "github.com/gosycl/gosycl/sycl"

// W is the number of results per work-item.
const W = 8

// Package-level constants named like OpenCL macros are folded.
const (
	M_E                 = 3
	CLK_LOCAL_MEM_FENCE = 2
	FLT_EPSILON         = 0.5
)

// Locals named like OpenCL builtin functions and macros (the first seven
// broke the build once).
//
//kgen:kernel
func Builtins(it sycl.Item, out []int32) {
	i := int32(it.ID(0))
	asin := i + 1
	tanh := asin * 2
	erf := tanh - i
	rsqrt := erf ^ 3
	INT_MAX := rsqrt + 7
	M_PI := INT_MAX % 5
	true := M_PI > 2
	sin, cos, exp, log, pow, sqrt, fabs := i, i+1, i+2, i+3, i+4, i+5, i+6
	mad, clamp, mix, dot, cross, length, normalize, shuffle := 1, 2, 3, 4, 5, 6, 7, 8
	min, max, abs := i-3, i+3, -i
	vload4, vstore4, atomic_add, atom_inc, atomic_cmpxchg := 1, 2, 3, 4, 5
	get_global_id, get_local_size, barrier, mem_fence, work_group_barrier := i, 2*i, 3, 4, 5
	convert_int, convert_float4_rte, as_float, as_int2 := 1, 2, 3, 4
	printf, nan, isnan, signbit, native_sin, half_exp := 6, 7, 8, 9, 10, 11
	async_work_group_copy, wait_group_events, prefetch, read_imagef, write_imagei := 1, 2, 3, 4, 5
	work_group_reduce_add, sub_group_broadcast, intel_sub_group_shuffle := 1, 2, 3
	out[i*W] = asin + tanh + erf + rsqrt
	out[i*W+1] = INT_MAX + M_PI
	if true {
		out[i*W+1]++
	}
	out[i*W+2] = sin + cos + exp + log + pow + sqrt + fabs + min*max*abs
	out[i*W+3] = int32(mad+clamp+mix+dot+cross+length+normalize+shuffle) * i
	out[i*W+4] = int32(vload4+vstore4+atomic_add+atom_inc+atomic_cmpxchg) + get_global_id + get_local_size + int32(barrier+mem_fence+work_group_barrier)
	out[i*W+5] = int32(convert_int + convert_float4_rte + as_float + as_int2 + printf + nan + isnan + signbit + native_sin + half_exp)
	out[i*W+6] = int32(async_work_group_copy + wait_group_events + prefetch + read_imagef + write_imagei)
	out[i*W+7] = int32(work_group_reduce_add+sub_group_broadcast+intel_sub_group_shuffle) + M_E + CLK_LOCAL_MEM_FENCE + int32(FLT_EPSILON*2)
}

// Locals named like OpenCL C and C99 keywords and qualifiers (those that
// are not Go keywords).
//
//kgen:kernel
func Keywords(it sycl.Item, out []int32) {
	i := int32(it.ID(0))
	kernel, global, local, constant, private, generic := i, 1, 2, 3, 4, 5
	restrict, inline, volatile, signed, unsigned, register, extern, static, auto := 1, 2, 3, 4, 5, 6, 7, 8, 9
	short, long, char, double, half, void, bool, int, uint, float := 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
	uchar, ushort, ulong, sizeof, typedef, union, enum, while, do := 1, 2, 3, 4, 5, 6, 7, 8, 9
	read_only, write_only, read_write, __kernel, __global, __local, __constant, __private := 1, 2, 3, 4, 5, 6, 7, 8
	_Bool, _Complex, _Imaginary, _Alignas, _Static_assert, asm, this, template, new, delete := 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
	__attribute__, __read_only, __generic, uniform, pipe, NULL, false := 1, 2, 3, 4, 5, 6, i > 3
	out[i*W] = kernel + int32(global+local+constant+private+generic)
	out[i*W+1] = int32(restrict + inline + volatile + signed + unsigned + register + extern + static + auto)
	out[i*W+2] = int32(short + long + char + double + half + void + bool + int + uint + float)
	out[i*W+3] = int32(uchar + ushort + ulong + sizeof + typedef + union + enum + while + do)
	out[i*W+4] = int32(read_only + write_only + read_write + __kernel + __global + __local + __constant + __private)
	out[i*W+5] = int32(_Bool + _Complex + _Imaginary + _Alignas + _Static_assert + asm + this + template + new + delete)
	out[i*W+6] = int32(__attribute__ + __read_only + __generic + uniform + pipe + NULL)
	if false {
		out[i*W+7] = 1
	}
}

// Locals named like OpenCL scalar, vector, image and other types, in
// several widths.
//
//kgen:kernel
func Types(it sycl.Item, out []int32) {
	i := int32(it.ID(0))
	int2, int3, int4, int8, int16 := i, 2*i, 3, 4, 5
	float2, float3, float4, float8, float16 := 1, 2, 3, 4, 5
	char2, uchar4, short8, ushort16, long3, ulong2, double4, half16, bool2 := 1, 2, 3, 4, 5, 6, 7, 8, 9
	size_t, ptrdiff_t, intptr_t, uintptr_t := 1, 2, 3, 4
	image1d_t, image2d_t, image3d_t, image2d_array_t, image1d_buffer_t, image2d_depth_t := 1, 2, 3, 4, 5, 6
	sampler_t, event_t, queue_t, ndrange_t, clk_event_t, reserve_id_t, kernel_enqueue_flags_t := 1, 2, 3, 4, 5, 6, 7
	atomic_int, atomic_uint, atomic_flag, atomic_float, memory_order, memory_scope, cl_mem_fence_flags := 1, 2, 3, 4, 5, 6, 7
	out[i*W] = int2 + int3 + int32(int4+int8+int16)
	out[i*W+1] = int32(float2 + float3 + float4 + float8 + float16)
	out[i*W+2] = int32(char2 + uchar4 + short8 + ushort16 + long3 + ulong2 + double4 + half16 + bool2)
	out[i*W+3] = int32(size_t + ptrdiff_t + intptr_t + uintptr_t)
	out[i*W+4] = int32(image1d_t + image2d_t + image3d_t + image2d_array_t + image1d_buffer_t + image2d_depth_t)
	out[i*W+5] = int32(sampler_t + event_t + queue_t + ndrange_t + clk_event_t + reserve_id_t + kernel_enqueue_flags_t)
	out[i*W+6] = int32(atomic_int + atomic_uint + atomic_flag + atomic_float + memory_order + memory_scope + cl_mem_fence_flags)
}

// Locals named like OpenCL macros: limits, math constants, fences, version
// and extension macros, and the C predefined ones.
//
//kgen:kernel
func Macros(it sycl.Item, out []int32) {
	i := int32(it.ID(0))
	INT_MIN, UINT_MAX, CHAR_BIT, SCHAR_MAX, LONG_MAX, SHRT_MIN := i, 2, 3, 4, 5, 6
	FLT_MAX, FLT_DIG, FLT_MANT_DIG, DBL_MAX, DBL_EPSILON, HALF_MAX := 1, 2, 3, 4, 5, 6
	M_PI_F, M_E_F, M_SQRT2, M_LN2, M_1_PI, M_PI_2 := 1, 2, 3, 4, 5, 6
	MAXFLOAT, HUGE_VALF, HUGE_VAL, INFINITY, NAN, FP_ILOGB0, FP_FAST_FMA := 1, 2, 3, 4, 5, 6, 7
	CLK_GLOBAL_MEM_FENCE, CLK_IMAGE_MEM_FENCE, CLK_NORMALIZED_COORDS_TRUE, CLK_ADDRESS_CLAMP := 1, 2, 3, 4
	CL_VERSION_1_2, CL_VERSION_2_0, CL_VERSION_3_0, __OPENCL_VERSION__, __OPENCL_C_VERSION__ := 1, 2, 3, 4, 5
	__LINE__, __FILE__, __func__, __STDC__, __ENDIAN_LITTLE__, __IMAGE_SUPPORT__, __FAST_RELAXED_MATH__ := 1, 2, 3, 4, 5, 6, 7
	__kernel_exec, cl_khr_fp64, cl_khr_int64_base_atomics, cl_khr_fp16, ATOMIC_VAR_INIT, ATOMIC_FLAG_INIT := 1, 2, 3, 4, 5, 6
	memory_order_relaxed, memory_scope_device, CLK_ENQUEUE_FLAGS_NO_WAIT, linux, unix, i386, __clang__, __SPIR__ := 1, 2, 3, 4, 5, 6, 7, 8
	out[i*W] = INT_MIN + int32(UINT_MAX+CHAR_BIT+SCHAR_MAX+LONG_MAX+SHRT_MIN)
	out[i*W+1] = int32(FLT_MAX + FLT_DIG + FLT_MANT_DIG + DBL_MAX + DBL_EPSILON + HALF_MAX)
	out[i*W+2] = int32(M_PI_F + M_E_F + M_SQRT2 + M_LN2 + M_1_PI + M_PI_2)
	out[i*W+3] = int32(MAXFLOAT + HUGE_VALF + HUGE_VAL + INFINITY + NAN + FP_ILOGB0 + FP_FAST_FMA)
	out[i*W+4] = int32(CLK_GLOBAL_MEM_FENCE + CLK_IMAGE_MEM_FENCE + CLK_NORMALIZED_COORDS_TRUE + CLK_ADDRESS_CLAMP)
	out[i*W+5] = int32(CL_VERSION_1_2 + CL_VERSION_2_0 + CL_VERSION_3_0 + __OPENCL_VERSION__ + __OPENCL_C_VERSION__)
	out[i*W+6] = int32(__LINE__ + __FILE__ + __func__ + __STDC__ + __ENDIAN_LITTLE__ + __IMAGE_SUPPORT__ + __FAST_RELAXED_MATH__)
	out[i*W+7] = int32(__kernel_exec+cl_khr_fp64+cl_khr_int64_base_atomics+cl_khr_fp16+ATOMIC_VAR_INIT+ATOMIC_FLAG_INIT) +
		int32(memory_order_relaxed+memory_scope_device+CLK_ENQUEUE_FLAGS_NO_WAIT+linux+unix+i386+__clang__+__SPIR__)
}

// Names kgen itself uses or derives, and names that are not plain ASCII.
//
//kgen:kernel
func Own(it sycl.Item, out []int32) {
	i := int32(it.ID(0))
	_kgen_t1, _kgen_t2, _kgen_chk, _kgen_fault, _kgen_alone := i, 2, 3, 4, 5
	kgen_radians, out_len, out_, x__, _p1, _kgenu_x, b_u8 := 1, 2, 3, 4, 5, 6, 7
	é, π, ǅ, 日本, x٣, _x, __x, x_ := 1, 2, 3, 4, 5, 6, 7, 8
	out[i*W] = _kgen_t1 + int32(_kgen_t2+_kgen_chk+_kgen_fault+_kgen_alone)
	out[i*W+1] = int32(kgen_radians + out_len + out_ + x__ + _p1 + _kgenu_x + b_u8)
	out[i*W+2] = int32(é + π + ǅ + 日本 + x٣ + _x + __x + x_)
}

// A struct type named like an OpenCL vector type, with fields named like
// vector components and keywords.
type int2 struct {
	x, y, s0, lo, hi, even, odd int32
	sizeof, INT_MAX             int32
	_                           int32
	_                           [2]int32
}

// image2d_t is named like an OpenCL image type.
type image2d_t struct {
	M_PI   float32
	kernel int2
}

// Helpers named like OpenCL builtins.
//
//kgen:func
func rsqrt(v int2) int32 { return v.x + v.y*v.s0 - v.lo + v.hi*v.even - v.odd + v.sizeof ^ v.INT_MAX }

//kgen:func
func vload4(p image2d_t, get_global_id int32) int32 {
	return int32(p.M_PI) + rsqrt(p.kernel) + get_global_id
}

//kgen:func
func _kgen_chk(i int32) int32 { return i * 3 }

//kgen:func
func kgen_sin(i int32) int32 { return i + 11 }

//kgen:func
func sizeof(i int32) int32 { return _kgen_chk(i) + kgen_sin(i) }

// A kernel named printf, with parameters named like types and a bool
// parameter named like a macro.
//
//kgen:kernel
func printf(it sycl.Item, out []int32, int int32, float2 int2, true bool, M_PI image2d_t) {
	i := int32(it.ID(0))
	// A local with a type's name, and the type used after it.
	image2d_t := M_PI
	image2d_t.kernel.x += i
	q := M_PI
	q.kernel = float2
	out[i*W] = vload4(image2d_t, i) + vload4(q, int)
	if true {
		out[i*W+1] = sizeof(i)
	}
	// A local with a helper's name.
	rsqrt := int2{x: i, y: 2}
	out[i*W+2] = rsqrt.x + rsqrt.y
	var a [4]int32
	for INT_MAX := range 4 {
		a[INT_MAX] = int32(INT_MAX) * i
	}
	out[i*W+3] = a[i%4]
asin:
	for tanh := int32(0); tanh < 8; tanh++ {
		for erf := int32(0); erf < 8; erf++ {
			if erf > tanh {
				continue asin
			}
			if tanh+erf > i {
				break asin
			}
			out[i*W+4] += tanh * erf
		}
	}
}

// Kernels named like an OpenCL keyword, a builtin and a macro.
//
//kgen:kernel
func kernel(it sycl.Item, out []int32) {
	i := int32(it.ID(0))
	out[i*W] = _kgen_chk(i) + sizeof(2)
}

//kgen:kernel
func get_global_id(it sycl.Item, out []int32) { out[it.ID(0)*W] = int32(it.ID(0)) * 5 }

//kgen:kernel
func INT_MAX(it sycl.Item, out []int32) { out[it.ID(0)*W] = int32(it.ID(0)) - 5 }

//kgen:kernel
func é(it sycl.Item, out []int32) { out[it.ID(0)*W] = int32(it.ID(0)) ^ 5 }
