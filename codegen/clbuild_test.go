package codegen_test

import (
	"errors"
	"fmt"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/race"
)

// openCLDevices returns the OpenCL devices, skipping the test without any.
func openCLDevices(t testing.TB) []*opencl.Device {
	t.Helper()
	devs, err := opencl.Devices()
	if err != nil || len(devs) == 0 {
		if os.Getenv("GOSYCL_REQUIRE_OPENCL") != "" {
			t.Fatalf("no OpenCL device (%v), and GOSYCL_REQUIRE_OPENCL is set", err)
		}
		t.Skipf("no OpenCL device (%v)", err)
	}
	return devs
}

// buildOpenCL builds the OpenCL programs of a generated file (the plain
// and the checked one) on devs, whole with every kernel, and, when alone,
// for each kernel alone as the runtime does when the whole does not build.
func buildOpenCL(devs []*opencl.Device, file []byte, alone bool) error {
	progs, kernels, err := openCLOf(file)
	if err != nil {
		return err
	}
	if len(kernels) == 0 {
		return errors.New("no kernels found in the generated file")
	}
	var errs []error
	for _, prog := range progs {
		fp64 := strings.Contains(prog.src, "cl_khr_fp64")
		for _, d := range devs {
			if fp64 && !d.Info().FP64 {
				continue
			}
			if err := d.Compile(prog.src, "", kernels...); err != nil {
				errs = append(errs, fmt.Errorf("%s on %s: %w", prog.name, d.Info().Name, err))
				continue
			}
			// The checked program's guards are the plain one's.
			for _, k := range kernels {
				if !alone || prog.name != "kgenOpenCL" {
					break
				}
				if err := d.Compile(prog.src, "-D _kgen_alone -D _kgen_alone_"+k, k); err != nil {
					errs = append(errs, fmt.Errorf("%s, kernel %s alone, on %s: %w", prog.name, k, d.Info().Name, err))
				}
			}
		}
	}
	return errors.Join(errs...)
}

// openCLNames are names OpenCL C 1.2, 2.0 and 3.0 reserve or predefine,
// by kind, and names kgen uses itself; Go keywords are left out.
var openCLNames = strings.Fields(`
	auto bool char const constant double enum extern float global half inline int kernel local long
	private read_only write_only read_write register restrict short signed sizeof static typedef
	uchar uint ulong ushort union unsigned void volatile while do generic pipe uniform asm this
	template new delete NULL true false main _Bool _Complex _Imaginary _Alignas _Alignof _Atomic
	_Noreturn _Static_assert _Thread_local __kernel __global __local __constant __private __generic
	__read_only __write_only __read_write __attribute__ __kernel_exec

	char2 char3 char4 char8 char16 uchar2 uchar3 uchar4 uchar8 uchar16 short2 short3 short4 short8
	short16 ushort2 ushort3 ushort4 ushort8 ushort16 int2 int3 int4 int8 int16 uint2 uint3 uint4
	uint8 uint16 long2 long3 long4 long8 long16 ulong2 ulong3 ulong4 ulong8 ulong16 float2 float3
	float4 float8 float16 double2 double3 double4 double8 double16 half2 half3 half4 half8 half16
	bool2 size_t ptrdiff_t intptr_t uintptr_t image1d_t image1d_array_t image1d_buffer_t image2d_t
	image2d_array_t image2d_depth_t image2d_array_depth_t image2d_msaa_t image3d_t sampler_t
	event_t queue_t ndrange_t clk_event_t reserve_id_t kernel_enqueue_flags_t clk_profiling_info
	atomic_int atomic_uint atomic_long atomic_ulong atomic_float atomic_double atomic_flag
	atomic_intptr_t atomic_size_t memory_order memory_scope cl_mem_fence_flags

	get_work_dim get_global_size get_global_id get_local_size get_local_id get_num_groups
	get_group_id get_global_offset get_enqueued_local_size get_global_linear_id get_local_linear_id
	acos acosh acospi asin asinh asinpi atan atan2 atanh atanpi cbrt ceil copysign cos cosh cospi
	erf erfc exp exp2 exp10 expm1 fabs fdim floor fma fmax fmin fmod fract frexp hypot ilogb ldexp
	lgamma log log2 log10 log1p logb mad maxmag minmag modf nan nextafter pow pown powr remainder
	remquo rint rootn round rsqrt sin sincos sinh sinpi sqrt tan tanh tanpi tgamma trunc
	half_cos half_exp half_sqrt native_sin native_exp native_recip abs abs_diff add_sat hadd rhadd
	clamp clz ctz mad_hi mad_sat max min mul_hi rotate sub_sat upsample popcount mad24 mul24
	degrees mix radians step smoothstep sign cross dot distance length normalize fast_length
	isequal isnotequal isgreater isless isfinite isinf isnan isnormal signbit any all bitselect
	select vload2 vload4 vload16 vstore2 vstore4 vload_half vstore_half4_rte vloada_half2
	barrier work_group_barrier mem_fence read_mem_fence write_mem_fence async_work_group_copy
	async_work_group_strided_copy wait_group_events prefetch atomic_add atomic_sub atomic_xchg
	atomic_inc atomic_dec atomic_cmpxchg atomic_min atomic_max atomic_and atomic_or atomic_xor
	atom_add atom_inc atom_cmpxchg atomic_init atomic_load atomic_store atomic_exchange
	atomic_fetch_add atomic_compare_exchange_strong atomic_flag_test_and_set atomic_work_item_fence
	printf read_imagef read_imagei write_imagef get_image_width get_image_dim
	convert_int convert_float4_rte convert_uchar_sat as_float as_int2 shuffle shuffle2
	work_group_all work_group_broadcast work_group_reduce_add work_group_scan_inclusive_max
	sub_group_broadcast get_sub_group_size intel_sub_group_shuffle enqueue_kernel
	to_global to_local to_private get_fence

	CHAR_BIT CHAR_MAX CHAR_MIN SCHAR_MAX SCHAR_MIN UCHAR_MAX SHRT_MAX SHRT_MIN USHRT_MAX INT_MAX
	INT_MIN UINT_MAX LONG_MAX LONG_MIN ULONG_MAX FLT_DIG FLT_MANT_DIG FLT_MAX_10_EXP FLT_MAX_EXP
	FLT_MIN_10_EXP FLT_MIN_EXP FLT_RADIX FLT_MAX FLT_MIN FLT_EPSILON DBL_MAX DBL_MIN DBL_EPSILON
	HALF_MAX HALF_EPSILON M_E M_LOG2E M_LOG10E M_LN2 M_LN10 M_PI M_PI_2 M_PI_4 M_1_PI M_2_PI
	M_2_SQRTPI M_SQRT2 M_SQRT1_2 M_E_F M_PI_F M_SQRT2_F M_PI_H MAXFLOAT HUGE_VALF HUGE_VAL
	INFINITY NAN FP_ILOGB0 FP_ILOGBNAN FP_FAST_FMA FP_FAST_FMAF CLK_LOCAL_MEM_FENCE
	CLK_GLOBAL_MEM_FENCE CLK_IMAGE_MEM_FENCE CLK_NORMALIZED_COORDS_TRUE CLK_ADDRESS_CLAMP
	CLK_FILTER_NEAREST CLK_R CLK_RGBA CLK_FLOAT CLK_SUCCESS CLK_ENQUEUE_FLAGS_NO_WAIT
	CL_VERSION_1_0 CL_VERSION_1_1 CL_VERSION_1_2 CL_VERSION_2_0 CL_VERSION_3_0 __OPENCL_VERSION__
	__OPENCL_C_VERSION__ __ENDIAN_LITTLE__ __IMAGE_SUPPORT__ __FAST_RELAXED_MATH__ __LINE__
	__FILE__ __func__ __STDC__ __STDC_VERSION__ __clang__ __SPIR__ __x86_64__ linux unix i386
	cl_khr_fp64 cl_khr_fp16 cl_khr_int64_base_atomics cl_khr_global_int32_base_atomics
	cl_khr_subgroups cl_intel_subgroups __opencl_c_generic_address_space __opencl_c_images
	ATOMIC_VAR_INIT ATOMIC_FLAG_INIT memory_order_relaxed memory_order_seq_cst memory_scope_device
	memory_scope_work_group

	_kgen_t1 _kgen_t2 _kgen_chk _kgen_fault _kgen_alone _kgen_pad0 _kgen_div_long kgen_radians
	_kgenu_x x_len x_ b_u8 _p1 é π 日本
`)

// headerNames are the identifiers of the OpenCL C headers on this
// machine (PoCL's and clang's), which hold every builtin and macro they
// define, and many other words.
func headerNames(t testing.TB) []string {
	var files []string
	for _, pat := range []string{"/usr/share/pocl/include/*.h", "/usr/lib/llvm-*/lib/clang/*/include/opencl-c*.h", "/usr/lib/clang/*/include/opencl-c*.h"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	ident := regexp.MustCompile(`\b[A-Za-z_][A-Za-z0-9_]*\b`)
	set := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range ident.FindAll(b, -1) {
			set[string(id)] = true
		}
	}
	var out []string
	for id := range set {
		out = append(out, id)
	}
	sort.Strings(out)
	t.Logf("%d identifiers from %d OpenCL headers", len(out), len(files))
	return out
}

// TestOpenCLNames generates kernels that use names OpenCL C reserves or
// predefines as Go locals, struct fields, parameters, labels, helpers,
// kernels and struct types, and builds their OpenCL on every device.
//
// Under -race the locals are openCLNames only, without the thousands of
// the headers' identifiers: kgen runs no goroutines, so the race detector
// has nothing to watch in generating them, only the OpenCL builds, which
// openCLNames exercise as well. make test runs the whole test in its
// pass without -race.
func TestOpenCLNames(t *testing.T) {
	devs := openCLDevices(t)
	all := map[string]bool{}
	var locals []string
	names := append([]string(nil), openCLNames...)
	if !race.Enabled {
		names = append(names, headerNames(t)...)
	}
	for _, n := range names {
		if !token.IsIdentifier(n) || n == "_" || all[n] || strings.HasPrefix(n, "zz") {
			continue
		}
		all[n] = true
		locals = append(locals, n)
	}
	var b strings.Builder
	b.WriteString("package names\n\nimport \"github.com/gosycl/gosycl/sycl\"\n\n")
	// Every name as a local, a struct field and a label. The locals are
	// uint32: kgen tries a kernel it cannot vectorise again per int32
	// variable loaded from memory (vector_unique.go), each try as long as
	// the first, which over these thousands of locals would take minutes
	// and build nothing this test checks (it leaves the vector file out).
	b.WriteString("type zzFields struct {\n")
	for _, n := range locals {
		fmt.Fprintf(&b, "\t%s uint32\n", n)
	}
	b.WriteString("}\n\n//kgen:kernel\nfunc zzLocals(zzIt sycl.Item, zzIn []zzFields, zzOut []uint32) {\n\tzzI := zzIt.ID(0)\n")
	for _, n := range locals {
		fmt.Fprintf(&b, "\t%s := zzIn[zzI].%s\n\tzzOut[zzI] += %s\n", n, n, n)
	}
	for _, n := range locals[:200] {
		fmt.Fprintf(&b, "%s:\n\tfor zzJ := 0; zzJ < 2; zzJ++ {\n\t\tif zzJ > 0 {\n\t\t\tbreak %s\n\t\t}\n\t}\n", n, n)
	}
	b.WriteString("}\n\n")
	// Each of openCLNames (not predeclared in Go) as a kernel, a helper or
	// a struct type, in turn, with parameters of other such names.
	var pkgNames []string
	for _, n := range openCLNames {
		if token.IsIdentifier(n) && types.Universe.Lookup(n) == nil {
			pkgNames = append(pkgNames, n)
		}
	}
	for i, n := range pkgNames {
		p := pkgNames[(i+7)%len(pkgNames)]
		switch i % 3 {
		case 0:
			fmt.Fprintf(&b, "//kgen:kernel\nfunc %s(zzIt sycl.Item, zzOut []int32, %s int32) {\n\tzzOut[zzIt.ID(0)] = %s + zz%d(%s)\n}\n\n", n, p, p, i+1, p)
		case 1:
			fmt.Fprintf(&b, "//kgen:func\nfunc %s(%s int32) int32 { return %s * 2 }\n\n", n, p, p)
			fmt.Fprintf(&b, "//kgen:func\nfunc zz%d(%s int32) int32 { return %s(%s) }\n\n", i, p, n, p)
		case 2:
			fmt.Fprintf(&b, "type %s struct{ %s, zz int32 }\n\n//kgen:kernel\nfunc zzK%d(zzIt sycl.Item, zzOut []%s, %s %s) {\n\tzzOut[zzIt.ID(0)] = %s\n}\n\n", n, p, i, n, p, n, p)
		}
	}
	src := b.String()
	// The kernels of role 0 call the helper of the name after them.
	for i := range pkgNames {
		if !strings.Contains(src, fmt.Sprintf("func zz%d(", i+1)) {
			src = strings.ReplaceAll(src, fmt.Sprintf(" + zz%d(", i+1), " + zzId(")
		}
	}
	src += "//kgen:func\nfunc zzId(v int32) int32 { return v }\n"
	_, res, _ := generateOne(t, "names-", src)
	for path, file := range res.Files {
		if strings.HasSuffix(path, "_simd.go") {
			continue // the vector variants: Go only
		}
		// Building each of its 200 kernels alone would take minutes.
		if err := buildOpenCL(devs, file, false); err != nil {
			t.Error(err)
		}
	}
}
