package names

import "github.com/gosycl/gosycl/sycl"

type zzFields struct {
	auto int32
	bool int32
	char int32
	constant int32
	double int32
	enum int32
	extern int32
	float int32
	global int32
	half int32
	inline int32
	int int32
	kernel int32
	local int32
	long int32
	private int32
	read_only int32
	write_only int32
	read_write int32
	register int32
	restrict int32
	short int32
	signed int32
	sizeof int32
	static int32
	typedef int32
	uchar int32
	uint int32
	ulong int32
	ushort int32
	union int32
	unsigned int32
	void int32
	volatile int32
	while int32
	do int32
	generic int32
	pipe int32
	uniform int32
	asm int32
	this int32
	template int32
	new int32
	delete int32
	NULL int32
	true int32
	false int32
	main int32
	_Bool int32
	_Complex int32
	_Imaginary int32
	_Alignas int32
	_Alignof int32
	_Atomic int32
	_Noreturn int32
	_Static_assert int32
	_Thread_local int32
	__kernel int32
	__global int32
	__local int32
	__constant int32
	__private int32
	__generic int32
	__read_only int32
	__write_only int32
	__read_write int32
	__attribute__ int32
	__kernel_exec int32
	char2 int32
	char3 int32
	char4 int32
	char8 int32
	char16 int32
	uchar2 int32
	uchar3 int32
	uchar4 int32
	uchar8 int32
	uchar16 int32
	short2 int32
	short3 int32
	short4 int32
	short8 int32
	short16 int32
	ushort2 int32
	ushort3 int32
	ushort4 int32
	ushort8 int32
	ushort16 int32
	int2 int32
	int3 int32
	int4 int32
	int8 int32
	int16 int32
	uint2 int32
	uint3 int32
	uint4 int32
	uint8 int32
	uint16 int32
	long2 int32
	long3 int32
	long4 int32
	long8 int32
	long16 int32
	ulong2 int32
	ulong3 int32
	ulong4 int32
	ulong8 int32
	ulong16 int32
	float2 int32
	float3 int32
	float4 int32
	float8 int32
	float16 int32
	double2 int32
	double3 int32
	double4 int32
	double8 int32
	double16 int32
	half2 int32
	half3 int32
	half4 int32
	half8 int32
	half16 int32
	bool2 int32
	size_t int32
	ptrdiff_t int32
	intptr_t int32
	uintptr_t int32
	image1d_t int32
	image1d_array_t int32
	image1d_buffer_t int32
	image2d_t int32
	image2d_array_t int32
	image2d_depth_t int32
	image2d_array_depth_t int32
	image2d_msaa_t int32
	image3d_t int32
	sampler_t int32
	event_t int32
	queue_t int32
	ndrange_t int32
	clk_event_t int32
	reserve_id_t int32
	kernel_enqueue_flags_t int32
	clk_profiling_info int32
	atomic_int int32
	atomic_uint int32
	atomic_long int32
	atomic_ulong int32
	atomic_float int32
	atomic_double int32
	atomic_flag int32
	atomic_intptr_t int32
	atomic_size_t int32
	memory_order int32
	memory_scope int32
	cl_mem_fence_flags int32
	get_work_dim int32
	get_global_size int32
	get_global_id int32
	get_local_size int32
	get_local_id int32
	get_num_groups int32
	get_group_id int32
	get_global_offset int32
	get_enqueued_local_size int32
	get_global_linear_id int32
	get_local_linear_id int32
	acos int32
	acosh int32
	acospi int32
	asin int32
	asinh int32
	asinpi int32
	atan int32
	atan2 int32
	atanh int32
	atanpi int32
	cbrt int32
	ceil int32
	copysign int32
	cos int32
	cosh int32
	cospi int32
	erf int32
	erfc int32
	exp int32
	exp2 int32
	exp10 int32
	expm1 int32
	fabs int32
	fdim int32
	floor int32
	fma int32
	fmax int32
	fmin int32
	fmod int32
	fract int32
	frexp int32
	hypot int32
	ilogb int32
	ldexp int32
	lgamma int32
	log int32
	log2 int32
	log10 int32
	log1p int32
	logb int32
	mad int32
	maxmag int32
	minmag int32
	modf int32
	nan int32
	nextafter int32
	pow int32
	pown int32
	powr int32
	remainder int32
	remquo int32
	rint int32
	rootn int32
	round int32
	rsqrt int32
	sin int32
	sincos int32
	sinh int32
	sinpi int32
	sqrt int32
	tan int32
	tanh int32
	tanpi int32
	tgamma int32
	trunc int32
	half_cos int32
	half_exp int32
	half_sqrt int32
	native_sin int32
	native_exp int32
	native_recip int32
	abs int32
	abs_diff int32
	add_sat int32
	hadd int32
	rhadd int32
	clamp int32
	clz int32
	ctz int32
	mad_hi int32
	mad_sat int32
	max int32
	min int32
	mul_hi int32
	rotate int32
	sub_sat int32
	upsample int32
	popcount int32
	mad24 int32
	mul24 int32
	degrees int32
	mix int32
	radians int32
	step int32
	smoothstep int32
	sign int32
	cross int32
	dot int32
	distance int32
	length int32
	normalize int32
	fast_length int32
	isequal int32
	isnotequal int32
	isgreater int32
	isless int32
	isfinite int32
	isinf int32
	isnan int32
	isnormal int32
	signbit int32
	any int32
	all int32
	bitselect int32
	vload2 int32
	vload4 int32
	vload16 int32
	vstore2 int32
	vstore4 int32
	vload_half int32
	vstore_half4_rte int32
	vloada_half2 int32
	barrier int32
	work_group_barrier int32
	mem_fence int32
	read_mem_fence int32
	write_mem_fence int32
	async_work_group_copy int32
	async_work_group_strided_copy int32
	wait_group_events int32
	prefetch int32
	atomic_add int32
	atomic_sub int32
	atomic_xchg int32
	atomic_inc int32
	atomic_dec int32
	atomic_cmpxchg int32
	atomic_min int32
	atomic_max int32
	atomic_and int32
	atomic_or int32
	atomic_xor int32
	atom_add int32
	atom_inc int32
	atom_cmpxchg int32
	atomic_init int32
	atomic_load int32
	atomic_store int32
	atomic_exchange int32
	atomic_fetch_add int32
	atomic_compare_exchange_strong int32
	atomic_flag_test_and_set int32
	atomic_work_item_fence int32
	printf int32
	read_imagef int32
	read_imagei int32
	write_imagef int32
	get_image_width int32
	get_image_dim int32
	convert_int int32
	convert_float4_rte int32
	convert_uchar_sat int32
	as_float int32
	as_int2 int32
	shuffle int32
	shuffle2 int32
	work_group_all int32
	work_group_broadcast int32
	work_group_reduce_add int32
	work_group_scan_inclusive_max int32
	sub_group_broadcast int32
	get_sub_group_size int32
	intel_sub_group_shuffle int32
	enqueue_kernel int32
	to_global int32
	to_local int32
	to_private int32
	get_fence int32
	CHAR_BIT int32
	CHAR_MAX int32
	CHAR_MIN int32
	SCHAR_MAX int32
	SCHAR_MIN int32
	UCHAR_MAX int32
	SHRT_MAX int32
	SHRT_MIN int32
	USHRT_MAX int32
	INT_MAX int32
	INT_MIN int32
	UINT_MAX int32
	LONG_MAX int32
	LONG_MIN int32
	ULONG_MAX int32
	FLT_DIG int32
	FLT_MANT_DIG int32
	FLT_MAX_10_EXP int32
	FLT_MAX_EXP int32
	FLT_MIN_10_EXP int32
	FLT_MIN_EXP int32
	FLT_RADIX int32
	FLT_MAX int32
	FLT_MIN int32
	FLT_EPSILON int32
	DBL_MAX int32
	DBL_MIN int32
	DBL_EPSILON int32
	HALF_MAX int32
	HALF_EPSILON int32
	M_E int32
	M_LOG2E int32
	M_LOG10E int32
	M_LN2 int32
	M_LN10 int32
	M_PI int32
	M_PI_2 int32
	M_PI_4 int32
	M_1_PI int32
	M_2_PI int32
	M_2_SQRTPI int32
	M_SQRT2 int32
	M_SQRT1_2 int32
	M_E_F int32
	M_PI_F int32
	M_SQRT2_F int32
	M_PI_H int32
	MAXFLOAT int32
	HUGE_VALF int32
	HUGE_VAL int32
	INFINITY int32
	NAN int32
	FP_ILOGB0 int32
	FP_ILOGBNAN int32
	FP_FAST_FMA int32
	FP_FAST_FMAF int32
	CLK_LOCAL_MEM_FENCE int32
	CLK_GLOBAL_MEM_FENCE int32
	CLK_IMAGE_MEM_FENCE int32
	CLK_NORMALIZED_COORDS_TRUE int32
	CLK_ADDRESS_CLAMP int32
	CLK_FILTER_NEAREST int32
	CLK_R int32
	CLK_RGBA int32
	CLK_FLOAT int32
	CLK_SUCCESS int32
	CLK_ENQUEUE_FLAGS_NO_WAIT int32
	CL_VERSION_1_0 int32
	CL_VERSION_1_1 int32
	CL_VERSION_1_2 int32
	CL_VERSION_2_0 int32
	CL_VERSION_3_0 int32
	__OPENCL_VERSION__ int32
	__OPENCL_C_VERSION__ int32
	__ENDIAN_LITTLE__ int32
	__IMAGE_SUPPORT__ int32
	__FAST_RELAXED_MATH__ int32
	__LINE__ int32
	__FILE__ int32
	__func__ int32
	__STDC__ int32
	__STDC_VERSION__ int32
	__clang__ int32
	__SPIR__ int32
	__x86_64__ int32
	linux int32
	unix int32
	i386 int32
	cl_khr_fp64 int32
	cl_khr_fp16 int32
	cl_khr_int64_base_atomics int32
	cl_khr_global_int32_base_atomics int32
	cl_khr_subgroups int32
	cl_intel_subgroups int32
	__opencl_c_generic_address_space int32
	__opencl_c_images int32
	ATOMIC_VAR_INIT int32
	ATOMIC_FLAG_INIT int32
	memory_order_relaxed int32
	memory_order_seq_cst int32
	memory_scope_device int32
	memory_scope_work_group int32
	_kgen_t1 int32
	_kgen_t2 int32
	_kgen_chk int32
	_kgen_fault int32
	_kgen_alone int32
	_kgen_pad0 int32
	_kgen_div_long int32
	kgen_radians int32
	_kgenu_x int32
	x_len int32
	x_ int32
	b_u8 int32
	_p1 int32
	é int32
	π int32
	日本 int32
	A int32
	ACTION int32
	ALIGN4 int32
	ALIGN8 int32
	ALLOC_HOST_PTR int32
	AN int32
	AND int32
	ANY int32
	API int32
	ARISING int32
	AS int32
	AUTHORS int32
	Access int32
	Address int32
	Addressing int32
	All int32
	An int32
	Apache int32
	Appropriate int32
	Arc int32
	Async int32
	At int32
	Atomic int32
	Atomics int32
	BE int32
	BUT int32
	Babej int32
	Because int32
	Bits int32
	Both int32
	Builtin int32
	Builtins int32
	C int32
	CC int32
	CL int32
	CLAIM int32
	CLANG_HAS_RW_IMAGES int32
	CLANG_MAJOR int32
	CLK_A int32
	CLK_ABGR int32
	CLK_ADDRESS_CLAMP_TO_EDGE int32
	CLK_ADDRESS_MIRRORED_REPEAT int32
	CLK_ADDRESS_NONE int32
	CLK_ADDRESS_REPEAT int32
	CLK_ARGB int32
	CLK_AVC_IME_PAYLOAD_INITIALIZE_INTEL int32
	CLK_AVC_IME_RESULT_DUAL_REFERENCE_STREAMIN_INITIALIZE_INTEL int32
	CLK_AVC_IME_RESULT_DUAL_REFERENCE_STREAMOUT_INITIALIZE_INTEL int32
	CLK_AVC_IME_RESULT_INITIALIZE_INTEL int32
	CLK_AVC_IME_RESULT_SINGLE_REFERENCE_STREAMIN_INITIALIZE_INTEL int32
	CLK_AVC_IME_RESULT_SINGLE_REFERENCE_STREAMOUT_INITIALIZE_INTEL int32
	CLK_AVC_ME_BIDIR_WEIGHT_HALF_INTEL int32
	CLK_AVC_ME_BIDIR_WEIGHT_QUARTER_INTEL int32
	CLK_AVC_ME_BIDIR_WEIGHT_THIRD_INTEL int32
	CLK_AVC_ME_BIDIR_WEIGHT_THREE_QUARTER_INTEL int32
	CLK_AVC_ME_BIDIR_WEIGHT_TWO_THIRD_INTEL int32
	CLK_AVC_ME_BLOCK_BASED_SKIP_4x4_INTEL int32
	CLK_AVC_ME_BLOCK_BASED_SKIP_8x8_INTEL int32
	CLK_AVC_ME_BORDER_REACHED_BOTTOM_INTEL int32
	CLK_AVC_ME_BORDER_REACHED_LEFT_INTEL int32
	CLK_AVC_ME_BORDER_REACHED_RIGHT_INTEL int32
	CLK_AVC_ME_BORDER_REACHED_TOP_INTEL int32
	CLK_AVC_ME_CHROMA_PREDICTOR_MODE_DC_INTEL int32
	CLK_AVC_ME_CHROMA_PREDICTOR_MODE_HORIZONTAL_INTEL int32
	CLK_AVC_ME_CHROMA_PREDICTOR_MODE_PLANE_INTEL int32
	CLK_AVC_ME_CHROMA_PREDICTOR_MODE_VERTICAL_INTEL int32
	CLK_AVC_ME_COST_PRECISION_DPEL_INTEL int32
	CLK_AVC_ME_COST_PRECISION_HPEL_INTEL int32
	CLK_AVC_ME_COST_PRECISION_PEL_INTEL int32
	CLK_AVC_ME_COST_PRECISION_QPEL_INTEL int32
	CLK_AVC_ME_FRAME_BACKWARD_INTEL int32
	CLK_AVC_ME_FRAME_DUAL_INTEL int32
	CLK_AVC_ME_FRAME_FORWARD_INTEL int32
	CLK_AVC_ME_INITIALIZE_INTEL int32
	CLK_AVC_ME_INTERLACED_SCAN_BOTTOM_FIELD_INTEL int32
	CLK_AVC_ME_INTERLACED_SCAN_TOP_FIELD_INTEL int32
	CLK_AVC_ME_INTRA_16x16_INTEL int32
	CLK_AVC_ME_INTRA_4x4_INTEL int32
	CLK_AVC_ME_INTRA_8x8_INTEL int32
	CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_16x16_INTEL int32
	CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_4x4_INTEL int32
	CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_8x8_INTEL int32
	CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_ALL_INTEL int32
	CLK_AVC_ME_INTRA_NEIGHBOR_LEFT_MASK_ENABLE_INTEL int32
	CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_LEFT_MASK_ENABLE_INTEL int32
	CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_MASK_ENABLE_INTEL int32
	CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_RIGHT_MASK_ENABLE_INTEL int32
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_DC_INTEL int32
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_DIAGONAL_DOWN_LEFT_INTEL int32
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_DIAGONAL_DOWN_RIGHT_INTEL int32
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_HORIZONTAL_DOWN_INTEL int32
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_HORIZONTAL_INTEL int32
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_HORIZONTAL_UP_INTEL int32
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_PLANE_INTEL int32
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_VERTICAL_INTEL int32
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_VERTICAL_LEFT_INTEL int32
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_VERTICAL_RIGHT_INTEL int32
	CLK_AVC_ME_MAJOR_16x16_INTEL int32
	CLK_AVC_ME_MAJOR_16x8_INTEL int32
	CLK_AVC_ME_MAJOR_8x16_INTEL int32
	CLK_AVC_ME_MAJOR_8x8_INTEL int32
	CLK_AVC_ME_MAJOR_BACKWARD_INTEL int32
	CLK_AVC_ME_MAJOR_BIDIRECTIONAL_INTEL int32
	CLK_AVC_ME_MAJOR_FORWARD_INTEL int32
	CLK_AVC_ME_MINOR_4x4_INTEL int32
	CLK_AVC_ME_MINOR_4x8_INTEL int32
	CLK_AVC_ME_MINOR_8x4_INTEL int32
	CLK_AVC_ME_MINOR_8x8_INTEL int32
	CLK_AVC_ME_PARTITION_MASK_16x16_INTEL int32
	CLK_AVC_ME_PARTITION_MASK_16x8_INTEL int32
	CLK_AVC_ME_PARTITION_MASK_4x4_INTEL int32
	CLK_AVC_ME_PARTITION_MASK_4x8_INTEL int32
	CLK_AVC_ME_PARTITION_MASK_8x16_INTEL int32
	CLK_AVC_ME_PARTITION_MASK_8x4_INTEL int32
	CLK_AVC_ME_PARTITION_MASK_8x8_INTEL int32
	CLK_AVC_ME_PARTITION_MASK_ALL_INTEL int32
	CLK_AVC_ME_SAD_ADJUST_MODE_HAAR_INTEL int32
	CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL int32
	CLK_AVC_ME_SEARCH_WINDOW_CUSTOM_INTEL int32
	CLK_AVC_ME_SEARCH_WINDOW_DIAMOND_INTEL int32
	CLK_AVC_ME_SEARCH_WINDOW_EXHAUSTIVE_INTEL int32
	CLK_AVC_ME_SEARCH_WINDOW_EXTRA_TINY_INTEL int32
	CLK_AVC_ME_SEARCH_WINDOW_LARGE_DIAMOND_INTEL int32
	CLK_AVC_ME_SEARCH_WINDOW_RESERVED0_INTEL int32
	CLK_AVC_ME_SEARCH_WINDOW_RESERVED1_INTEL int32
	CLK_AVC_ME_SEARCH_WINDOW_SMALL_INTEL int32
	CLK_AVC_ME_SEARCH_WINDOW_TINY_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_16x16_BACKWARD_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_16x16_DUAL_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_16x16_FORWARD_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_8x8_0_BACKWARD_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_8x8_0_FORWARD_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_8x8_1_BACKWARD_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_8x8_1_FORWARD_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_8x8_2_BACKWARD_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_8x8_2_FORWARD_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_8x8_3_BACKWARD_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_8x8_3_FORWARD_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_8x8_BACKWARD_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_8x8_DUAL_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_8x8_FORWARD_ENABLE_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_PARTITION_16x16_INTEL int32
	CLK_AVC_ME_SKIP_BLOCK_PARTITION_8x8_INTEL int32
	CLK_AVC_ME_SLICE_TYPE_BPRED_INTEL int32
	CLK_AVC_ME_SLICE_TYPE_INTRA_INTEL int32
	CLK_AVC_ME_SLICE_TYPE_PRED_INTEL int32
	CLK_AVC_ME_SUBPIXEL_MODE_HPEL_INTEL int32
	CLK_AVC_ME_SUBPIXEL_MODE_INTEGER_INTEL int32
	CLK_AVC_ME_SUBPIXEL_MODE_QPEL_INTEL int32
	CLK_AVC_REF_PAYLOAD_INITIALIZE_INTEL int32
	CLK_AVC_REF_RESULT_INITIALIZE_INTEL int32
	CLK_AVC_SIC_PAYLOAD_INITIALIZE_INTEL int32
	CLK_AVC_SIC_RESULT_INITIALIZE_INTEL int32
	CLK_BGRA int32
	CLK_DEPTH int32
	CLK_DEPTH_STENCIL int32
	CLK_DEVICE_QUEUE_FULL int32
	CLK_ENQUEUE_FAILURE int32
	CLK_ENQUEUE_FLAGS_WAIT_KERNEL int32
	CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP int32
	CLK_EVENT_ALLOCATION_FAILURE int32
	CLK_FILTER_LINEAR int32
	CLK_HALF_FLOAT int32
	CLK_INTENSITY int32
	CLK_INVALID_ARG_SIZE int32
	CLK_INVALID_EVENT_WAIT_LIST int32
	CLK_INVALID_NDRANGE int32
	CLK_INVALID_QUEUE int32
	CLK_LUMINANCE int32
	CLK_NORMALIZED_COORDS_FALSE int32
	CLK_NULL_EVENT int32
	CLK_NULL_QUEUE int32
	CLK_NULL_RESERVE_ID int32
	CLK_OUT_OF_RESOURCES int32
	CLK_PROFILING_COMMAND_EXEC_TIME int32
	CLK_RA int32
	CLK_RG int32
	CLK_RGB int32
	CLK_RGBx int32
	CLK_RGx int32
	CLK_Rx int32
	CLK_SIGNED_INT16 int32
	CLK_SIGNED_INT32 int32
	CLK_SIGNED_INT8 int32
	CLK_SNORM_INT16 int32
	CLK_SNORM_INT8 int32
	CLK_UNORM_INT16 int32
	CLK_UNORM_INT24 int32
	CLK_UNORM_INT8 int32
	CLK_UNORM_INT_101010 int32
	CLK_UNORM_SHORT_101010 int32
	CLK_UNORM_SHORT_555 int32
	CLK_UNORM_SHORT_565 int32
	CLK_UNSIGNED_INT16 int32
	CLK_UNSIGNED_INT32 int32
	CLK_UNSIGNED_INT8 int32
	CLK_sBGRA int32
	CLK_sRGB int32
	CLK_sRGBA int32
	CLK_sRGBx int32
	CL_CALLBACK int32
	CL_COMPLETE int32
	CL_DEVICE_ADDRESS_BITS int32
	CL_FLOAT int32
	CL_HALF_FLOAT int32
	CL_KHRONOS_VENDOR_ID_POCL int32
	CL_MAP_WRITE int32
	CL_QUEUED int32
	CL_RUNNING int32
	CL_SIGNED_INT16 int32
	CL_SIGNED_INT32 int32
	CL_SIGNED_INT8 int32
	CL_SNORM_INT16 int32
	CL_SNORM_INT8 int32
	CL_SUBMITTED int32
	CL_TARGET_OPENCL_VERSION int32
	CL_UNORM_INT16 int32
	CL_UNORM_INT8 int32
	CL_UNSIGNED_INT16 int32
	CL_UNSIGNED_INT32 int32
	CL_UNSIGNED_INT8 int32
	CONNECTION int32
	CONTRACT int32
	COPYRIGHT int32
	CUDA int32
	Can int32
	Carlos int32
	Channel int32
	Check int32
	Clang int32
	Command int32
	Commands int32
	Common int32
	Compiling int32
	Complementary int32
	Compute int32
	Computes int32
	Constants int32
	Content int32
	Conversions int32
	Convert int32
	Converts int32
	Coordination int32
	Copies int32
	Copyright int32
	Currently int32
	DAMAGES int32
	DBL_DIG int32
	DBL_MANT_DIG int32
	DBL_MAX_10_EXP int32
	DBL_MAX_EXP int32
	DBL_MIN_10_EXP int32
	DBL_MIN_EXP int32
	DBL_RADIX int32
	DEALINGS int32
	Data int32
	Datatype int32
	Decompose int32
	Define int32
	Detail int32
	Device int32
	Devices int32
	Disable int32
	ENQUEUE_MIGRATE_TYPE_D2D int32
	ENQUEUE_MIGRATE_TYPE_D2H int32
	ENQUEUE_MIGRATE_TYPE_H2D int32
	ENQUEUE_MIGRATE_TYPE_NOP int32
	EVENT int32
	EXPRESS int32
	EXTENSION int32
	Each int32
	Edge int32
	EmitAtomicExpr int32
	Enable int32
	Enqueue int32
	Erik int32
	Error int32
	Every int32
	Examples int32
	Exceptions int32
	Explicit int32
	Exponential int32
	Extension int32
	Extra int32
	Extract int32
	FITNESS int32
	FIXME int32
	FOR int32
	FROM int32
	FUNC int32
	Fence int32
	Filtering int32
	Flag int32
	For int32
	Function int32
	Functions int32
	GC int32
	GNU int32
	Geometric int32
	Global int32
	Group int32
	HALF_DIG int32
	HALF_MANT_DIG int32
	HALF_MAX_10_EXP int32
	HALF_MAX_EXP int32
	HALF_MIN int32
	HALF_MIN_10_EXP int32
	HALF_MIN_EXP int32
	HALF_RADIX int32
	HOLDERS int32
	Half int32
	Header int32
	Hermite int32
	Hyperbolic int32
	ID int32
	IEEE int32
	IME int32
	IMG_RO_AQ int32
	IMG_RW_AQ int32
	IMG_WO_AQ int32
	IMPLIED int32
	IN int32
	INCLUDING int32
	INTTYPE int32
	IS int32
	Identifier int32
	If int32
	Image int32
	In int32
	Including int32
	Institute int32
	Integer int32
	Intel int32
	Internal int32
	Introduce int32
	Inverse int32
	It int32
	J int32
	Juan int32
	KHR int32
	KIND int32
	Kernel int32
	Kernels int32
	Khronos int32
	Korhonen int32
	LIABILITY int32
	LIABLE int32
	LICENSE int32
	LIMITED int32
	LL int32
	LLVM int32
	LLVM_10_0 int32
	LLVM_11_0 int32
	LLVM_12_0 int32
	LLVM_13_0 int32
	LLVM_14_0 int32
	LLVM_15_0 int32
	LLVM_16_0 int32
	LLVM_6_0 int32
	LLVM_7_0 int32
	LLVM_8_0 int32
	LLVM_9_0 int32
	LLVM_MAJOR int32
	LLVM_OLDER_THAN_10_0 int32
	LLVM_OLDER_THAN_11_0 int32
	LLVM_OLDER_THAN_12_0 int32
	LLVM_OLDER_THAN_13_0 int32
	LLVM_OLDER_THAN_14_0 int32
	LLVM_OLDER_THAN_15_0 int32
	LLVM_OLDER_THAN_16_0 int32
	LLVM_OLDER_THAN_7_0 int32
	LLVM_OLDER_THAN_8_0 int32
	LLVM_OLDER_THAN_9_0 int32
	LOD int32
	Level int32
	License int32
	List int32
	Load int32
	Local int32
	Log int32
	MAX_KERNEL_ARGS int32
	MAX_KERNEL_NAME_LENGTH int32
	MAX_WORK_DIM int32
	MCE int32
	MERCHANTABILITY int32
	MSB int32
	M_1_PI_F int32
	M_1_PI_H int32
	M_2_PI_F int32
	M_2_PI_H int32
	M_2_SQRTPI_F int32
	M_2_SQRTPI_H int32
	M_E_H int32
	M_LN10_F int32
	M_LN10_H int32
	M_LN2_F int32
	M_LN2_H int32
	M_LOG10E_F int32
	M_LOG10E_H int32
	M_LOG2E_F int32
	M_LOG2E_H int32
	M_PI_2_F int32
	M_PI_2_H int32
	M_PI_4_F int32
	M_PI_4_H int32
	M_SQRT1_2_F int32
	M_SQRT1_2_H int32
	M_SQRT2_H int32
	Math int32
	Memory int32
	Metadata int32
	Michal int32
	Minimal int32
	Mipmaps int32
	Miscellaneous int32
	Missing int32
	Mode int32
	Modulus int32
	Move int32
	Multiply int32
	NO int32
	NONINFRINGEMENT int32
	NOT int32
	NOTE int32
	NaN int32
	NaNs int32
	Normalization int32
	Note int32
	OF int32
	OPENCL int32
	OR int32
	OTHER int32
	OTHERWISE int32
	OUT int32
	OpenCL int32
	OpenCLBuiltins int32
	Optimizations int32
	Orders int32
	Other int32
	Others int32
	Otherwise int32
	PARTICULAR int32
	PI int32
	POCL_ADDRESS_SPACE_CONSTANT int32
	POCL_ADDRESS_SPACE_GENERIC int32
	POCL_ADDRESS_SPACE_GLOBAL int32
	POCL_ADDRESS_SPACE_LOCAL int32
	POCL_ADDRESS_SPACE_PRIVATE int32
	POCL_BUILTIN_PREFIX int32
	POCL_DEVICE_ADDRESS_BITS int32
	POCL_DEVICE_H int32
	POCL_DEVICE_TYPES_H int32
	POCL_FILENAME_LENGTH int32
	POCL_H int32
	POCL_KERNEL_DIGEST_SIZE int32
	POCL_KST_FINISHED int32
	POCL_KST_FREE int32
	POCL_KST_READY int32
	POCL_KST_RUNNING int32
	POCL_SPIR_H int32
	PROVIDED int32
	PURPOSE int32
	Part int32
	Pekka int32
	Perform int32
	Perimeter int32
	Permission int32
	Physics int32
	Pipe int32
	Pointer int32
	Points int32
	Prefetch int32
	Profiling int32
	Project int32
	Qualifier int32
	Queue int32
	REF int32
	Read int32
	Refer int32
	Reinterprets int32
	Relational int32
	Rename int32
	Results int32
	Return int32
	Returns int32
	Rey int32
	Round int32
	Rounding int32
	SHALL int32
	SIC int32
	SOFTWARE int32
	SPDX int32
	SPIR int32
	SPIR_ADDRESS_SPACE_CONSTANT int32
	SPIR_ADDRESS_SPACE_GENERIC int32
	SPIR_ADDRESS_SPACE_GLOBAL int32
	SPIR_ADDRESS_SPACE_LOCAL int32
	SPIR_ADDRESS_SPACE_PRIVATE int32
	Sampler int32
	Schnetter int32
	See int32
	Sema int32
	Shared int32
	Software int32
	Some int32
	Space int32
	Specific int32
	Store int32
	Sub int32
	Subgroups int32
	Swaps int32
	Synchronization int32
	THE int32
	TO int32
	TODO int32
	TORT int32
	TUT int32
	Tampere int32
	Technology int32
	Test int32
	The int32
	Theoretical int32
	There int32
	Therefore int32
	These int32
	This int32
	Thus int32
	Type int32
	USE int32
	Universidad int32
	University int32
	Unsupported int32
	Use int32
	Used int32
	Using int32
	V int32
	Valid int32
	Value int32
	Values int32
	Vector int32
	Ville int32
	Vulkan int32
	WARRANTIES int32
	WARRANTY int32
	WG int32
	WHETHER int32
	WITH int32
	WITHOUT int32
	Wait int32
	We int32
	Whether int32
	Which int32
	Will int32
	Without int32
	Work int32
	Wrappers int32
	Write int32
	X int32
	_CL_ALWAYSINLINE int32
	_CL_CONVERGENT int32
	_CL_NOINLINE int32
	_CL_OVERLOADABLE int32
	_CL_READNONE int32
	_CL_READONLY int32
	_CL_STATIC_ASSERT int32
	_KERNEL_CONSTANTS_H int32
	_KERNEL_C_H int32
	_KERNEL_RENAMES_H int32
	_MSC_VER int32
	_OPENCL_BASE_H_ int32
	_OPENCL_H int32
	_OPENCL_H_ int32
	_SYS_TYPES_H int32
	_Tp int32
	__ATOMIC_ACQUIRE int32
	__ATOMIC_ACQ_REL int32
	__ATOMIC_RELAXED int32
	__ATOMIC_RELEASE int32
	__ATOMIC_SEQ_CST int32
	__CBUILD__ int32
	__IF_BA64 int32
	__IF_EA64 int32
	__IF_FP16 int32
	__IF_FP64 int32
	__IF_INT64 int32
	__INTPTR_TYPE__ int32
	__OPENCL_CPP_VERSION__ int32
	__OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES int32
	__OPENCL_MEMORY_SCOPE_DEVICE int32
	__OPENCL_MEMORY_SCOPE_SUB_GROUP int32
	__OPENCL_MEMORY_SCOPE_WORK_GROUP int32
	__OPENCL_MEMORY_SCOPE_WORK_ITEM int32
	__PTRDIFF_TYPE__ int32
	__RW_IMAGES_UNSUPPORTED_BEFORE_CL_20 int32
	__SIZE_MAX__ int32
	__SIZE_TYPE__ int32
	__SPIRV__ int32
	__TCE__ int32
	__UINTPTR_TYPE__ int32
	__USE_CLANG_OPENCL_C_H int32
	__USE_MISC int32
	__X86_IMAGE_H__ int32
	__always_inline__ int32
	__builtin_astype int32
	__builtin_huge_val int32
	__builtin_huge_valf int32
	__builtin_inff int32
	__c_static_assert__ int32
	__cl_ai int32
	__clang_major__ int32
	__cnfn int32
	__const__ int32
	__conv int32
	__declspec int32
	__ext_vector_type__ int32
	__fp16 int32
	__half int32
	__has_attribute int32
	__has_extension int32
	__kernel_exec_cmd int32
	__kernel_metadata int32
	__noinline__ int32
	__opencl_c_atomic_order_acq_rel int32
	__opencl_c_atomic_order_seq_cst int32
	__opencl_c_atomic_scope_all_devices int32
	__opencl_c_atomic_scope_device int32
	__opencl_c_device_enqueue int32
	__opencl_c_ext_fp16_global_atomic_add int32
	__opencl_c_ext_fp16_global_atomic_load_store int32
	__opencl_c_ext_fp16_global_atomic_min_max int32
	__opencl_c_ext_fp16_local_atomic_add int32
	__opencl_c_ext_fp16_local_atomic_load_store int32
	__opencl_c_ext_fp16_local_atomic_min_max int32
	__opencl_c_ext_fp32_global_atomic_add int32
	__opencl_c_ext_fp32_global_atomic_min_max int32
	__opencl_c_ext_fp32_local_atomic_add int32
	__opencl_c_ext_fp32_local_atomic_min_max int32
	__opencl_c_ext_fp64_global_atomic_add int32
	__opencl_c_ext_fp64_global_atomic_min_max int32
	__opencl_c_ext_fp64_local_atomic_add int32
	__opencl_c_ext_fp64_local_atomic_min_max int32
	__opencl_c_integer_dot_product_input_4x8bit int32
	__opencl_c_integer_dot_product_input_4x8bit_packed int32
	__opencl_c_named_address_space_builtins int32
	__opencl_c_pipes int32
	__opencl_c_program_scope_global_variables int32
	__opencl_c_read_write_images int32
	__opencl_c_subgroups int32
	__opencl_c_work_group_collective_functions int32
	__opencl_subgroup_builtins int32
	__overloadable__ int32
	__ovld int32
	__pure__ int32
	__purefn int32
	__remove_address_space int32
	__restrict__ int32
	_build_program_callback int32
	_builtin_renames int32
	_cl_ int32
	_cl_abs int32
	_cl_abs_diff int32
	_cl_acos int32
	_cl_acosh int32
	_cl_acospi int32
	_cl_add_sat int32
	_cl_all int32
	_cl_any int32
	_cl_asin int32
	_cl_asinh int32
	_cl_asinpi int32
	_cl_async_work_group_copy int32
	_cl_async_work_group_strided_copy int32
	_cl_atan int32
	_cl_atan2 int32
	_cl_atan2pi int32
	_cl_atanh int32
	_cl_atanpi int32
	_cl_atom_add int32
	_cl_atom_and int32
	_cl_atom_cmpxchg int32
	_cl_atom_dec int32
	_cl_atom_inc int32
	_cl_atom_max int32
	_cl_atom_min int32
	_cl_atom_or int32
	_cl_atom_sub int32
	_cl_atom_xchg int32
	_cl_atom_xor int32
	_cl_atomic_add int32
	_cl_atomic_and int32
	_cl_atomic_cmpxchg int32
	_cl_atomic_compare_exchange_strong int32
	_cl_atomic_compare_exchange_strong_explicit int32
	_cl_atomic_compare_exchange_weak int32
	_cl_atomic_compare_exchange_weak_explicit int32
	_cl_atomic_dec int32
	_cl_atomic_exchange int32
	_cl_atomic_exchange_explicit int32
	_cl_atomic_fetch_add int32
	_cl_atomic_fetch_add_explicit int32
	_cl_atomic_fetch_and int32
	_cl_atomic_fetch_and_explicit int32
	_cl_atomic_fetch_max int32
	_cl_atomic_fetch_max_explicit int32
	_cl_atomic_fetch_min int32
	_cl_atomic_fetch_min_explicit int32
	_cl_atomic_fetch_or int32
	_cl_atomic_fetch_or_explicit int32
	_cl_atomic_fetch_sub int32
	_cl_atomic_fetch_sub_explicit int32
	_cl_atomic_fetch_xor int32
	_cl_atomic_fetch_xor_explicit int32
	_cl_atomic_flag_clear int32
	_cl_atomic_flag_clear_explicit int32
	_cl_atomic_flag_test_and_set int32
	_cl_atomic_flag_test_and_set_explicit int32
	_cl_atomic_inc int32
	_cl_atomic_init int32
	_cl_atomic_load int32
	_cl_atomic_load_explicit int32
	_cl_atomic_max int32
	_cl_atomic_min int32
	_cl_atomic_or int32
	_cl_atomic_store int32
	_cl_atomic_store_explicit int32
	_cl_atomic_sub int32
	_cl_atomic_work_item_fence int32
	_cl_atomic_xchg int32
	_cl_atomic_xor int32
	_cl_bitselect int32
	_cl_cbrt int32
	_cl_ceil int32
	_cl_clamp int32
	_cl_clz int32
	_cl_command_barrier int32
	_cl_command_copy int32
	_cl_command_copy_image int32
	_cl_command_copy_rect int32
	_cl_command_fill_image int32
	_cl_command_fill_mem int32
	_cl_command_map int32
	_cl_command_marker int32
	_cl_command_migrate int32
	_cl_command_native int32
	_cl_command_node int32
	_cl_command_read int32
	_cl_command_read_image int32
	_cl_command_read_rect int32
	_cl_command_replay int32
	_cl_command_run int32
	_cl_command_svm_cpy int32
	_cl_command_svm_fill int32
	_cl_command_svm_free int32
	_cl_command_svm_map int32
	_cl_command_svm_migrate int32
	_cl_command_svm_unmap int32
	_cl_command_t int32
	_cl_command_unmap int32
	_cl_command_write int32
	_cl_command_write_image int32
	_cl_command_write_rect int32
	_cl_convert_char int32
	_cl_convert_char16 int32
	_cl_convert_char16_rte int32
	_cl_convert_char16_rtn int32
	_cl_convert_char16_rtp int32
	_cl_convert_char16_rtz int32
	_cl_convert_char16_sat int32
	_cl_convert_char16_sat_rte int32
	_cl_convert_char16_sat_rtn int32
	_cl_convert_char16_sat_rtp int32
	_cl_convert_char16_sat_rtz int32
	_cl_convert_char2 int32
	_cl_convert_char2_rte int32
	_cl_convert_char2_rtn int32
	_cl_convert_char2_rtp int32
	_cl_convert_char2_rtz int32
	_cl_convert_char2_sat int32
	_cl_convert_char2_sat_rte int32
	_cl_convert_char2_sat_rtn int32
	_cl_convert_char2_sat_rtp int32
	_cl_convert_char2_sat_rtz int32
	_cl_convert_char3 int32
	_cl_convert_char3_rte int32
	_cl_convert_char3_rtn int32
	_cl_convert_char3_rtp int32
	_cl_convert_char3_rtz int32
	_cl_convert_char3_sat int32
	_cl_convert_char3_sat_rte int32
	_cl_convert_char3_sat_rtn int32
	_cl_convert_char3_sat_rtp int32
	_cl_convert_char3_sat_rtz int32
	_cl_convert_char4 int32
	_cl_convert_char4_rte int32
	_cl_convert_char4_rtn int32
	_cl_convert_char4_rtp int32
	_cl_convert_char4_rtz int32
	_cl_convert_char4_sat int32
	_cl_convert_char4_sat_rte int32
	_cl_convert_char4_sat_rtn int32
	_cl_convert_char4_sat_rtp int32
	_cl_convert_char4_sat_rtz int32
	_cl_convert_char8 int32
	_cl_convert_char8_rte int32
	_cl_convert_char8_rtn int32
	_cl_convert_char8_rtp int32
	_cl_convert_char8_rtz int32
	_cl_convert_char8_sat int32
	_cl_convert_char8_sat_rte int32
	_cl_convert_char8_sat_rtn int32
	_cl_convert_char8_sat_rtp int32
	_cl_convert_char8_sat_rtz int32
	_cl_convert_char_rte int32
	_cl_convert_char_rtn int32
	_cl_convert_char_rtp int32
	_cl_convert_char_rtz int32
	_cl_convert_char_sat int32
	_cl_convert_char_sat_rte int32
	_cl_convert_char_sat_rtn int32
	_cl_convert_char_sat_rtp int32
	_cl_convert_char_sat_rtz int32
	_cl_convert_double int32
	_cl_convert_double16 int32
	_cl_convert_double16_rte int32
	_cl_convert_double16_rtn int32
	_cl_convert_double16_rtp int32
	_cl_convert_double16_rtz int32
	_cl_convert_double16_sat int32
	_cl_convert_double16_sat_rte int32
	_cl_convert_double16_sat_rtn int32
	_cl_convert_double16_sat_rtp int32
	_cl_convert_double16_sat_rtz int32
	_cl_convert_double2 int32
	_cl_convert_double2_rte int32
	_cl_convert_double2_rtn int32
	_cl_convert_double2_rtp int32
	_cl_convert_double2_rtz int32
	_cl_convert_double2_sat int32
	_cl_convert_double2_sat_rte int32
	_cl_convert_double2_sat_rtn int32
	_cl_convert_double2_sat_rtp int32
	_cl_convert_double2_sat_rtz int32
	_cl_convert_double3 int32
	_cl_convert_double3_rte int32
	_cl_convert_double3_rtn int32
	_cl_convert_double3_rtp int32
	_cl_convert_double3_rtz int32
	_cl_convert_double3_sat int32
	_cl_convert_double3_sat_rte int32
	_cl_convert_double3_sat_rtn int32
	_cl_convert_double3_sat_rtp int32
	_cl_convert_double3_sat_rtz int32
	_cl_convert_double4 int32
	_cl_convert_double4_rte int32
	_cl_convert_double4_rtn int32
	_cl_convert_double4_rtp int32
	_cl_convert_double4_rtz int32
	_cl_convert_double4_sat int32
	_cl_convert_double4_sat_rte int32
	_cl_convert_double4_sat_rtn int32
	_cl_convert_double4_sat_rtp int32
	_cl_convert_double4_sat_rtz int32
	_cl_convert_double8 int32
	_cl_convert_double8_rte int32
	_cl_convert_double8_rtn int32
	_cl_convert_double8_rtp int32
	_cl_convert_double8_rtz int32
	_cl_convert_double8_sat int32
	_cl_convert_double8_sat_rte int32
	_cl_convert_double8_sat_rtn int32
	_cl_convert_double8_sat_rtp int32
	_cl_convert_double8_sat_rtz int32
	_cl_convert_double_rte int32
	_cl_convert_double_rtn int32
	_cl_convert_double_rtp int32
	_cl_convert_double_rtz int32
	_cl_convert_double_sat int32
	_cl_convert_double_sat_rte int32
	_cl_convert_double_sat_rtn int32
	_cl_convert_double_sat_rtp int32
	_cl_convert_double_sat_rtz int32
	_cl_convert_float int32
	_cl_convert_float16 int32
	_cl_convert_float16_rte int32
	_cl_convert_float16_rtn int32
	_cl_convert_float16_rtp int32
	_cl_convert_float16_rtz int32
	_cl_convert_float16_sat int32
	_cl_convert_float16_sat_rte int32
	_cl_convert_float16_sat_rtn int32
	_cl_convert_float16_sat_rtp int32
	_cl_convert_float16_sat_rtz int32
	_cl_convert_float2 int32
	_cl_convert_float2_rte int32
	_cl_convert_float2_rtn int32
	_cl_convert_float2_rtp int32
	_cl_convert_float2_rtz int32
	_cl_convert_float2_sat int32
	_cl_convert_float2_sat_rte int32
	_cl_convert_float2_sat_rtn int32
	_cl_convert_float2_sat_rtp int32
	_cl_convert_float2_sat_rtz int32
	_cl_convert_float3 int32
	_cl_convert_float3_rte int32
	_cl_convert_float3_rtn int32
	_cl_convert_float3_rtp int32
	_cl_convert_float3_rtz int32
	_cl_convert_float3_sat int32
	_cl_convert_float3_sat_rte int32
	_cl_convert_float3_sat_rtn int32
	_cl_convert_float3_sat_rtp int32
	_cl_convert_float3_sat_rtz int32
	_cl_convert_float4 int32
	_cl_convert_float4_rte int32
	_cl_convert_float4_rtn int32
	_cl_convert_float4_rtp int32
	_cl_convert_float4_rtz int32
	_cl_convert_float4_sat int32
	_cl_convert_float4_sat_rte int32
	_cl_convert_float4_sat_rtn int32
	_cl_convert_float4_sat_rtp int32
	_cl_convert_float4_sat_rtz int32
	_cl_convert_float8 int32
	_cl_convert_float8_rte int32
	_cl_convert_float8_rtn int32
	_cl_convert_float8_rtp int32
	_cl_convert_float8_rtz int32
	_cl_convert_float8_sat int32
	_cl_convert_float8_sat_rte int32
	_cl_convert_float8_sat_rtn int32
	_cl_convert_float8_sat_rtp int32
	_cl_convert_float8_sat_rtz int32
	_cl_convert_float_rte int32
	_cl_convert_float_rtn int32
	_cl_convert_float_rtp int32
	_cl_convert_float_rtz int32
	_cl_convert_float_sat int32
	_cl_convert_float_sat_rte int32
	_cl_convert_float_sat_rtn int32
	_cl_convert_float_sat_rtp int32
	_cl_convert_float_sat_rtz int32
	_cl_convert_int int32
	_cl_convert_int16 int32
	_cl_convert_int16_rte int32
	_cl_convert_int16_rtn int32
	_cl_convert_int16_rtp int32
	_cl_convert_int16_rtz int32
	_cl_convert_int16_sat int32
	_cl_convert_int16_sat_rte int32
	_cl_convert_int16_sat_rtn int32
	_cl_convert_int16_sat_rtp int32
	_cl_convert_int16_sat_rtz int32
	_cl_convert_int2 int32
	_cl_convert_int2_rte int32
	_cl_convert_int2_rtn int32
	_cl_convert_int2_rtp int32
	_cl_convert_int2_rtz int32
	_cl_convert_int2_sat int32
	_cl_convert_int2_sat_rte int32
	_cl_convert_int2_sat_rtn int32
	_cl_convert_int2_sat_rtp int32
	_cl_convert_int2_sat_rtz int32
	_cl_convert_int3 int32
	_cl_convert_int3_rte int32
	_cl_convert_int3_rtn int32
	_cl_convert_int3_rtp int32
	_cl_convert_int3_rtz int32
	_cl_convert_int3_sat int32
	_cl_convert_int3_sat_rte int32
	_cl_convert_int3_sat_rtn int32
	_cl_convert_int3_sat_rtp int32
	_cl_convert_int3_sat_rtz int32
	_cl_convert_int4 int32
	_cl_convert_int4_rte int32
	_cl_convert_int4_rtn int32
	_cl_convert_int4_rtp int32
	_cl_convert_int4_rtz int32
	_cl_convert_int4_sat int32
	_cl_convert_int4_sat_rte int32
	_cl_convert_int4_sat_rtn int32
	_cl_convert_int4_sat_rtp int32
	_cl_convert_int4_sat_rtz int32
	_cl_convert_int8 int32
	_cl_convert_int8_rte int32
	_cl_convert_int8_rtn int32
	_cl_convert_int8_rtp int32
	_cl_convert_int8_rtz int32
	_cl_convert_int8_sat int32
	_cl_convert_int8_sat_rte int32
	_cl_convert_int8_sat_rtn int32
	_cl_convert_int8_sat_rtp int32
	_cl_convert_int8_sat_rtz int32
	_cl_convert_int_rte int32
	_cl_convert_int_rtn int32
	_cl_convert_int_rtp int32
	_cl_convert_int_rtz int32
	_cl_convert_int_sat int32
	_cl_convert_int_sat_rte int32
	_cl_convert_int_sat_rtn int32
	_cl_convert_int_sat_rtp int32
	_cl_convert_int_sat_rtz int32
	_cl_convert_long int32
	_cl_convert_long16 int32
	_cl_convert_long16_rte int32
	_cl_convert_long16_rtn int32
	_cl_convert_long16_rtp int32
	_cl_convert_long16_rtz int32
	_cl_convert_long16_sat int32
	_cl_convert_long16_sat_rte int32
	_cl_convert_long16_sat_rtn int32
	_cl_convert_long16_sat_rtp int32
	_cl_convert_long16_sat_rtz int32
	_cl_convert_long2 int32
	_cl_convert_long2_rte int32
	_cl_convert_long2_rtn int32
	_cl_convert_long2_rtp int32
	_cl_convert_long2_rtz int32
	_cl_convert_long2_sat int32
	_cl_convert_long2_sat_rte int32
	_cl_convert_long2_sat_rtn int32
	_cl_convert_long2_sat_rtp int32
	_cl_convert_long2_sat_rtz int32
	_cl_convert_long3 int32
	_cl_convert_long3_rte int32
	_cl_convert_long3_rtn int32
	_cl_convert_long3_rtp int32
	_cl_convert_long3_rtz int32
	_cl_convert_long3_sat int32
	_cl_convert_long3_sat_rte int32
	_cl_convert_long3_sat_rtn int32
	_cl_convert_long3_sat_rtp int32
	_cl_convert_long3_sat_rtz int32
	_cl_convert_long4 int32
	_cl_convert_long4_rte int32
	_cl_convert_long4_rtn int32
	_cl_convert_long4_rtp int32
	_cl_convert_long4_rtz int32
	_cl_convert_long4_sat int32
	_cl_convert_long4_sat_rte int32
	_cl_convert_long4_sat_rtn int32
	_cl_convert_long4_sat_rtp int32
	_cl_convert_long4_sat_rtz int32
	_cl_convert_long8 int32
	_cl_convert_long8_rte int32
	_cl_convert_long8_rtn int32
	_cl_convert_long8_rtp int32
	_cl_convert_long8_rtz int32
	_cl_convert_long8_sat int32
	_cl_convert_long8_sat_rte int32
	_cl_convert_long8_sat_rtn int32
	_cl_convert_long8_sat_rtp int32
	_cl_convert_long8_sat_rtz int32
	_cl_convert_long_rte int32
	_cl_convert_long_rtn int32
	_cl_convert_long_rtp int32
	_cl_convert_long_rtz int32
	_cl_convert_long_sat int32
	_cl_convert_long_sat_rte int32
	_cl_convert_long_sat_rtn int32
	_cl_convert_long_sat_rtp int32
	_cl_convert_long_sat_rtz int32
	_cl_convert_short int32
	_cl_convert_short16 int32
	_cl_convert_short16_rte int32
	_cl_convert_short16_rtn int32
	_cl_convert_short16_rtp int32
	_cl_convert_short16_rtz int32
	_cl_convert_short16_sat int32
	_cl_convert_short16_sat_rte int32
	_cl_convert_short16_sat_rtn int32
	_cl_convert_short16_sat_rtp int32
	_cl_convert_short16_sat_rtz int32
	_cl_convert_short2 int32
	_cl_convert_short2_rte int32
	_cl_convert_short2_rtn int32
	_cl_convert_short2_rtp int32
	_cl_convert_short2_rtz int32
	_cl_convert_short2_sat int32
	_cl_convert_short2_sat_rte int32
	_cl_convert_short2_sat_rtn int32
	_cl_convert_short2_sat_rtp int32
	_cl_convert_short2_sat_rtz int32
	_cl_convert_short3 int32
	_cl_convert_short3_rte int32
	_cl_convert_short3_rtn int32
	_cl_convert_short3_rtp int32
	_cl_convert_short3_rtz int32
	_cl_convert_short3_sat int32
	_cl_convert_short3_sat_rte int32
	_cl_convert_short3_sat_rtn int32
	_cl_convert_short3_sat_rtp int32
	_cl_convert_short3_sat_rtz int32
	_cl_convert_short4 int32
	_cl_convert_short4_rte int32
	_cl_convert_short4_rtn int32
	_cl_convert_short4_rtp int32
	_cl_convert_short4_rtz int32
	_cl_convert_short4_sat int32
	_cl_convert_short4_sat_rte int32
	_cl_convert_short4_sat_rtn int32
	_cl_convert_short4_sat_rtp int32
	_cl_convert_short4_sat_rtz int32
	_cl_convert_short8 int32
	_cl_convert_short8_rte int32
	_cl_convert_short8_rtn int32
	_cl_convert_short8_rtp int32
	_cl_convert_short8_rtz int32
	_cl_convert_short8_sat int32
	_cl_convert_short8_sat_rte int32
	_cl_convert_short8_sat_rtn int32
	_cl_convert_short8_sat_rtp int32
	_cl_convert_short8_sat_rtz int32
	_cl_convert_short_rte int32
	_cl_convert_short_rtn int32
	_cl_convert_short_rtp int32
	_cl_convert_short_rtz int32
	_cl_convert_short_sat int32
	_cl_convert_short_sat_rte int32
	_cl_convert_short_sat_rtn int32
	_cl_convert_short_sat_rtp int32
	_cl_convert_short_sat_rtz int32
	_cl_convert_uchar int32
	_cl_convert_uchar16 int32
	_cl_convert_uchar16_rte int32
	_cl_convert_uchar16_rtn int32
	_cl_convert_uchar16_rtp int32
	_cl_convert_uchar16_rtz int32
	_cl_convert_uchar16_sat int32
	_cl_convert_uchar16_sat_rte int32
	_cl_convert_uchar16_sat_rtn int32
	_cl_convert_uchar16_sat_rtp int32
	_cl_convert_uchar16_sat_rtz int32
	_cl_convert_uchar2 int32
	_cl_convert_uchar2_rte int32
	_cl_convert_uchar2_rtn int32
	_cl_convert_uchar2_rtp int32
	_cl_convert_uchar2_rtz int32
	_cl_convert_uchar2_sat int32
	_cl_convert_uchar2_sat_rte int32
	_cl_convert_uchar2_sat_rtn int32
	_cl_convert_uchar2_sat_rtp int32
	_cl_convert_uchar2_sat_rtz int32
	_cl_convert_uchar3 int32
	_cl_convert_uchar3_rte int32
	_cl_convert_uchar3_rtn int32
	_cl_convert_uchar3_rtp int32
	_cl_convert_uchar3_rtz int32
	_cl_convert_uchar3_sat int32
	_cl_convert_uchar3_sat_rte int32
	_cl_convert_uchar3_sat_rtn int32
	_cl_convert_uchar3_sat_rtp int32
	_cl_convert_uchar3_sat_rtz int32
	_cl_convert_uchar4 int32
	_cl_convert_uchar4_rte int32
	_cl_convert_uchar4_rtn int32
	_cl_convert_uchar4_rtp int32
	_cl_convert_uchar4_rtz int32
	_cl_convert_uchar4_sat int32
	_cl_convert_uchar4_sat_rte int32
	_cl_convert_uchar4_sat_rtn int32
	_cl_convert_uchar4_sat_rtp int32
	_cl_convert_uchar4_sat_rtz int32
	_cl_convert_uchar8 int32
	_cl_convert_uchar8_rte int32
	_cl_convert_uchar8_rtn int32
	_cl_convert_uchar8_rtp int32
	_cl_convert_uchar8_rtz int32
	_cl_convert_uchar8_sat int32
	_cl_convert_uchar8_sat_rte int32
	_cl_convert_uchar8_sat_rtn int32
	_cl_convert_uchar8_sat_rtp int32
	_cl_convert_uchar8_sat_rtz int32
	_cl_convert_uchar_rte int32
	_cl_convert_uchar_rtn int32
	_cl_convert_uchar_rtp int32
	_cl_convert_uchar_rtz int32
	_cl_convert_uchar_sat int32
	_cl_convert_uchar_sat_rte int32
	_cl_convert_uchar_sat_rtn int32
	_cl_convert_uchar_sat_rtp int32
	_cl_convert_uchar_sat_rtz int32
	_cl_convert_uint int32
	_cl_convert_uint16 int32
	_cl_convert_uint16_rte int32
	_cl_convert_uint16_rtn int32
	_cl_convert_uint16_rtp int32
	_cl_convert_uint16_rtz int32
	_cl_convert_uint16_sat int32
	_cl_convert_uint16_sat_rte int32
	_cl_convert_uint16_sat_rtn int32
	_cl_convert_uint16_sat_rtp int32
	_cl_convert_uint16_sat_rtz int32
	_cl_convert_uint2 int32
	_cl_convert_uint2_rte int32
	_cl_convert_uint2_rtn int32
	_cl_convert_uint2_rtp int32
	_cl_convert_uint2_rtz int32
	_cl_convert_uint2_sat int32
	_cl_convert_uint2_sat_rte int32
	_cl_convert_uint2_sat_rtn int32
	_cl_convert_uint2_sat_rtp int32
	_cl_convert_uint2_sat_rtz int32
	_cl_convert_uint3 int32
	_cl_convert_uint3_rte int32
	_cl_convert_uint3_rtn int32
	_cl_convert_uint3_rtp int32
	_cl_convert_uint3_rtz int32
	_cl_convert_uint3_sat int32
	_cl_convert_uint3_sat_rte int32
	_cl_convert_uint3_sat_rtn int32
	_cl_convert_uint3_sat_rtp int32
	_cl_convert_uint3_sat_rtz int32
	_cl_convert_uint4 int32
	_cl_convert_uint4_rte int32
	_cl_convert_uint4_rtn int32
	_cl_convert_uint4_rtp int32
	_cl_convert_uint4_rtz int32
	_cl_convert_uint4_sat int32
	_cl_convert_uint4_sat_rte int32
	_cl_convert_uint4_sat_rtn int32
	_cl_convert_uint4_sat_rtp int32
	_cl_convert_uint4_sat_rtz int32
	_cl_convert_uint8 int32
	_cl_convert_uint8_rte int32
	_cl_convert_uint8_rtn int32
	_cl_convert_uint8_rtp int32
	_cl_convert_uint8_rtz int32
	_cl_convert_uint8_sat int32
	_cl_convert_uint8_sat_rte int32
	_cl_convert_uint8_sat_rtn int32
	_cl_convert_uint8_sat_rtp int32
	_cl_convert_uint8_sat_rtz int32
	_cl_convert_uint_rte int32
	_cl_convert_uint_rtn int32
	_cl_convert_uint_rtp int32
	_cl_convert_uint_rtz int32
	_cl_convert_uint_sat int32
	_cl_convert_uint_sat_rte int32
	_cl_convert_uint_sat_rtn int32
	_cl_convert_uint_sat_rtp int32
	_cl_convert_uint_sat_rtz int32
	_cl_convert_ulong int32
	_cl_convert_ulong16 int32
	_cl_convert_ulong16_rte int32
	_cl_convert_ulong16_rtn int32
	_cl_convert_ulong16_rtp int32
	_cl_convert_ulong16_rtz int32
	_cl_convert_ulong16_sat int32
	_cl_convert_ulong16_sat_rte int32
	_cl_convert_ulong16_sat_rtn int32
	_cl_convert_ulong16_sat_rtp int32
	_cl_convert_ulong16_sat_rtz int32
	_cl_convert_ulong2 int32
	_cl_convert_ulong2_rte int32
	_cl_convert_ulong2_rtn int32
	_cl_convert_ulong2_rtp int32
	_cl_convert_ulong2_rtz int32
	_cl_convert_ulong2_sat int32
	_cl_convert_ulong2_sat_rte int32
	_cl_convert_ulong2_sat_rtn int32
	_cl_convert_ulong2_sat_rtp int32
	_cl_convert_ulong2_sat_rtz int32
	_cl_convert_ulong3 int32
	_cl_convert_ulong3_rte int32
	_cl_convert_ulong3_rtn int32
	_cl_convert_ulong3_rtp int32
	_cl_convert_ulong3_rtz int32
	_cl_convert_ulong3_sat int32
	_cl_convert_ulong3_sat_rte int32
	_cl_convert_ulong3_sat_rtn int32
	_cl_convert_ulong3_sat_rtp int32
	_cl_convert_ulong3_sat_rtz int32
	_cl_convert_ulong4 int32
	_cl_convert_ulong4_rte int32
	_cl_convert_ulong4_rtn int32
	_cl_convert_ulong4_rtp int32
	_cl_convert_ulong4_rtz int32
	_cl_convert_ulong4_sat int32
	_cl_convert_ulong4_sat_rte int32
	_cl_convert_ulong4_sat_rtn int32
	_cl_convert_ulong4_sat_rtp int32
	_cl_convert_ulong4_sat_rtz int32
	_cl_convert_ulong8 int32
	_cl_convert_ulong8_rte int32
	_cl_convert_ulong8_rtn int32
	_cl_convert_ulong8_rtp int32
	_cl_convert_ulong8_rtz int32
	_cl_convert_ulong8_sat int32
	_cl_convert_ulong8_sat_rte int32
	_cl_convert_ulong8_sat_rtn int32
	_cl_convert_ulong8_sat_rtp int32
	_cl_convert_ulong8_sat_rtz int32
	_cl_convert_ulong_rte int32
	_cl_convert_ulong_rtn int32
	_cl_convert_ulong_rtp int32
	_cl_convert_ulong_rtz int32
	_cl_convert_ulong_sat int32
	_cl_convert_ulong_sat_rte int32
	_cl_convert_ulong_sat_rtn int32
	_cl_convert_ulong_sat_rtp int32
	_cl_convert_ulong_sat_rtz int32
	_cl_convert_ushort int32
	_cl_convert_ushort16 int32
	_cl_convert_ushort16_rte int32
	_cl_convert_ushort16_rtn int32
	_cl_convert_ushort16_rtp int32
	_cl_convert_ushort16_rtz int32
	_cl_convert_ushort16_sat int32
	_cl_convert_ushort16_sat_rte int32
	_cl_convert_ushort16_sat_rtn int32
	_cl_convert_ushort16_sat_rtp int32
	_cl_convert_ushort16_sat_rtz int32
	_cl_convert_ushort2 int32
	_cl_convert_ushort2_rte int32
	_cl_convert_ushort2_rtn int32
	_cl_convert_ushort2_rtp int32
	_cl_convert_ushort2_rtz int32
	_cl_convert_ushort2_sat int32
	_cl_convert_ushort2_sat_rte int32
	_cl_convert_ushort2_sat_rtn int32
	_cl_convert_ushort2_sat_rtp int32
	_cl_convert_ushort2_sat_rtz int32
	_cl_convert_ushort3 int32
	_cl_convert_ushort3_rte int32
	_cl_convert_ushort3_rtn int32
	_cl_convert_ushort3_rtp int32
	_cl_convert_ushort3_rtz int32
	_cl_convert_ushort3_sat int32
	_cl_convert_ushort3_sat_rte int32
	_cl_convert_ushort3_sat_rtn int32
	_cl_convert_ushort3_sat_rtp int32
	_cl_convert_ushort3_sat_rtz int32
	_cl_convert_ushort4 int32
	_cl_convert_ushort4_rte int32
	_cl_convert_ushort4_rtn int32
	_cl_convert_ushort4_rtp int32
	_cl_convert_ushort4_rtz int32
	_cl_convert_ushort4_sat int32
	_cl_convert_ushort4_sat_rte int32
	_cl_convert_ushort4_sat_rtn int32
	_cl_convert_ushort4_sat_rtp int32
	_cl_convert_ushort4_sat_rtz int32
	_cl_convert_ushort8 int32
	_cl_convert_ushort8_rte int32
	_cl_convert_ushort8_rtn int32
	_cl_convert_ushort8_rtp int32
	_cl_convert_ushort8_rtz int32
	_cl_convert_ushort8_sat int32
	_cl_convert_ushort8_sat_rte int32
	_cl_convert_ushort8_sat_rtn int32
	_cl_convert_ushort8_sat_rtp int32
	_cl_convert_ushort8_sat_rtz int32
	_cl_convert_ushort_rte int32
	_cl_convert_ushort_rtn int32
	_cl_convert_ushort_rtp int32
	_cl_convert_ushort_rtz int32
	_cl_convert_ushort_sat int32
	_cl_convert_ushort_sat_rte int32
	_cl_convert_ushort_sat_rtn int32
	_cl_convert_ushort_sat_rtp int32
	_cl_convert_ushort_sat_rtz int32
	_cl_copysign int32
	_cl_cos int32
	_cl_cosh int32
	_cl_cospi int32
	_cl_cross int32
	_cl_ctz int32
	_cl_degrees int32
	_cl_distance int32
	_cl_dot int32
	_cl_erf int32
	_cl_erfc int32
	_cl_exp int32
	_cl_exp10 int32
	_cl_exp2 int32
	_cl_expm1 int32
	_cl_fabs int32
	_cl_fast_distance int32
	_cl_fast_length int32
	_cl_fast_normalize int32
	_cl_fdim int32
	_cl_floor int32
	_cl_fma int32
	_cl_fmax int32
	_cl_fmin int32
	_cl_fmod int32
	_cl_fract int32
	_cl_frexp int32
	_cl_get_image_array_size int32
	_cl_get_image_channel_data_type int32
	_cl_get_image_channel_order int32
	_cl_get_image_depth int32
	_cl_get_image_dim int32
	_cl_get_image_height int32
	_cl_get_image_width int32
	_cl_hadd int32
	_cl_half_cos int32
	_cl_half_divide int32
	_cl_half_exp int32
	_cl_half_exp10 int32
	_cl_half_exp2 int32
	_cl_half_log int32
	_cl_half_log10 int32
	_cl_half_log2 int32
	_cl_half_powr int32
	_cl_half_recip int32
	_cl_half_rsqrt int32
	_cl_half_sin int32
	_cl_half_sqrt int32
	_cl_half_tan int32
	_cl_hypot int32
	_cl_ilogb int32
	_cl_isequal int32
	_cl_isfinite int32
	_cl_isgreater int32
	_cl_isgreaterequal int32
	_cl_isinf int32
	_cl_isless int32
	_cl_islessequal int32
	_cl_islessgreater int32
	_cl_isnan int32
	_cl_isnormal int32
	_cl_isnotequal int32
	_cl_isordered int32
	_cl_isunordered int32
	_cl_ldexp int32
	_cl_length int32
	_cl_lgamma int32
	_cl_lgamma_r int32
	_cl_log int32
	_cl_log10 int32
	_cl_log1p int32
	_cl_log2 int32
	_cl_logb int32
	_cl_mad int32
	_cl_mad24 int32
	_cl_mad_hi int32
	_cl_mad_sat int32
	_cl_max int32
	_cl_maxmag int32
	_cl_mem_fence int32
	_cl_min int32
	_cl_minmag int32
	_cl_mix int32
	_cl_modf int32
	_cl_mul24 int32
	_cl_mul_hi int32
	_cl_nan int32
	_cl_native_cos int32
	_cl_native_divide int32
	_cl_native_exp int32
	_cl_native_exp10 int32
	_cl_native_exp2 int32
	_cl_native_log int32
	_cl_native_log10 int32
	_cl_native_log2 int32
	_cl_native_powr int32
	_cl_native_recip int32
	_cl_native_rsqrt int32
	_cl_native_sin int32
	_cl_native_sqrt int32
	_cl_native_tan int32
	_cl_nextafter int32
	_cl_normalize int32
	_cl_popcount int32
	_cl_pow int32
	_cl_pown int32
	_cl_powr int32
	_cl_prefetch int32
	_cl_radians int32
	_cl_read_imagef int32
	_cl_read_imagei int32
	_cl_read_imageui int32
	_cl_read_mem_fence int32
	_cl_remainder int32
	_cl_remquo int32
	_cl_rhadd int32
	_cl_rint int32
	_cl_rootn int32
	_cl_rotate int32
	_cl_round int32
	_cl_rsqrt int32
	_cl_select int32
	_cl_shuffle int32
	_cl_shuffle2 int32
	_cl_sign int32
	_cl_signbit int32
	_cl_sin int32
	_cl_sincos int32
	_cl_sinh int32
	_cl_sinpi int32
	_cl_smoothstep int32
	_cl_sqrt int32
	_cl_step int32
	_cl_sub_sat int32
	_cl_tan int32
	_cl_tanh int32
	_cl_tanpi int32
	_cl_tgamma int32
	_cl_trunc int32
	_cl_upsample int32
	_cl_vload int32
	_cl_vload16 int32
	_cl_vload2 int32
	_cl_vload3 int32
	_cl_vload4 int32
	_cl_vload8 int32
	_cl_vload_half int32
	_cl_vload_half16 int32
	_cl_vload_half16_rte int32
	_cl_vload_half16_rtn int32
	_cl_vload_half16_rtp int32
	_cl_vload_half16_rtz int32
	_cl_vload_half2 int32
	_cl_vload_half2_rte int32
	_cl_vload_half2_rtn int32
	_cl_vload_half2_rtp int32
	_cl_vload_half2_rtz int32
	_cl_vload_half3 int32
	_cl_vload_half3_rte int32
	_cl_vload_half3_rtn int32
	_cl_vload_half3_rtp int32
	_cl_vload_half3_rtz int32
	_cl_vload_half4 int32
	_cl_vload_half4_rte int32
	_cl_vload_half4_rtn int32
	_cl_vload_half4_rtp int32
	_cl_vload_half4_rtz int32
	_cl_vload_half8 int32
	_cl_vload_half8_rte int32
	_cl_vload_half8_rtn int32
	_cl_vload_half8_rtp int32
	_cl_vload_half8_rtz int32
	_cl_vload_half_rte int32
	_cl_vload_half_rtn int32
	_cl_vload_half_rtp int32
	_cl_vload_half_rtz int32
	_cl_vloada_half int32
	_cl_vloada_half16 int32
	_cl_vloada_half16_rte int32
	_cl_vloada_half16_rtn int32
	_cl_vloada_half16_rtp int32
	_cl_vloada_half16_rtz int32
	_cl_vloada_half2 int32
	_cl_vloada_half2_rte int32
	_cl_vloada_half2_rtn int32
	_cl_vloada_half2_rtp int32
	_cl_vloada_half2_rtz int32
	_cl_vloada_half3 int32
	_cl_vloada_half3_rte int32
	_cl_vloada_half3_rtn int32
	_cl_vloada_half3_rtp int32
	_cl_vloada_half3_rtz int32
	_cl_vloada_half4 int32
	_cl_vloada_half4_rte int32
	_cl_vloada_half4_rtn int32
	_cl_vloada_half4_rtp int32
	_cl_vloada_half4_rtz int32
	_cl_vloada_half8 int32
	_cl_vloada_half8_rte int32
	_cl_vloada_half8_rtn int32
	_cl_vloada_half8_rtp int32
	_cl_vloada_half8_rtz int32
	_cl_vloada_half_rte int32
	_cl_vloada_half_rtn int32
	_cl_vloada_half_rtp int32
	_cl_vloada_half_rtz int32
	_cl_vstore int32
	_cl_vstore16 int32
	_cl_vstore2 int32
	_cl_vstore3 int32
	_cl_vstore4 int32
	_cl_vstore8 int32
	_cl_vstore_half int32
	_cl_vstore_half16 int32
	_cl_vstore_half16_rte int32
	_cl_vstore_half16_rtn int32
	_cl_vstore_half16_rtp int32
	_cl_vstore_half16_rtz int32
	_cl_vstore_half2 int32
	_cl_vstore_half2_rte int32
	_cl_vstore_half2_rtn int32
	_cl_vstore_half2_rtp int32
	_cl_vstore_half2_rtz int32
	_cl_vstore_half3 int32
	_cl_vstore_half3_rte int32
	_cl_vstore_half3_rtn int32
	_cl_vstore_half3_rtp int32
	_cl_vstore_half3_rtz int32
	_cl_vstore_half4 int32
	_cl_vstore_half4_rte int32
	_cl_vstore_half4_rtn int32
	_cl_vstore_half4_rtp int32
	_cl_vstore_half4_rtz int32
	_cl_vstore_half8 int32
	_cl_vstore_half8_rte int32
	_cl_vstore_half8_rtn int32
	_cl_vstore_half8_rtp int32
	_cl_vstore_half8_rtz int32
	_cl_vstore_half_rte int32
	_cl_vstore_half_rtn int32
	_cl_vstore_half_rtp int32
	_cl_vstore_half_rtz int32
	_cl_vstorea_half int32
	_cl_vstorea_half16 int32
	_cl_vstorea_half16_rte int32
	_cl_vstorea_half16_rtn int32
	_cl_vstorea_half16_rtp int32
	_cl_vstorea_half16_rtz int32
	_cl_vstorea_half2 int32
	_cl_vstorea_half2_rte int32
	_cl_vstorea_half2_rtn int32
	_cl_vstorea_half2_rtp int32
	_cl_vstorea_half2_rtz int32
	_cl_vstorea_half3 int32
	_cl_vstorea_half3_rte int32
	_cl_vstorea_half3_rtn int32
	_cl_vstorea_half3_rtp int32
	_cl_vstorea_half3_rtz int32
	_cl_vstorea_half4 int32
	_cl_vstorea_half4_rte int32
	_cl_vstorea_half4_rtn int32
	_cl_vstorea_half4_rtp int32
	_cl_vstorea_half4_rtz int32
	_cl_vstorea_half8 int32
	_cl_vstorea_half8_rte int32
	_cl_vstorea_half8_rtn int32
	_cl_vstorea_half8_rtp int32
	_cl_vstorea_half8_rtz int32
	_cl_vstorea_half_rte int32
	_cl_vstorea_half_rtn int32
	_cl_vstorea_half_rtp int32
	_cl_vstorea_half_rtz int32
	_cl_wait_group_events int32
	_cl_work_group_barrier int32
	_cl_write_imagef int32
	_cl_write_imagei int32
	_cl_write_imageui int32
	_cl_write_mem_fence int32
	_clang_opencl int32
	_data int32
	_data_type int32
	_depth int32
	_elem_size int32
	_enable_all_exts int32
	_height int32
	_image_array_size int32
	_kernel int32
	_kernel_c int32
	_kernel_constants int32
	_kernel_renames int32
	_libclang_versions_checks int32
	_mem_destructor_callback int32
	_mode int32
	_num_channels int32
	_num_mip_levels int32
	_num_samples int32
	_order int32
	_pocl_opencl int32
	_row_pitch int32
	_slice_pitch int32
	_t int32
	_width int32
	_x int32
	a int32
	about int32
	above int32
	absolute int32
	access int32
	accesses int32
	accidentally int32
	accuracy int32
	across int32
	actual int32
	actually int32
	add int32
	added int32
	addr int32
	address int32
	addressing int32
	affect int32
	after int32
	al int32
	alias int32
	align int32
	aligned int32
	allocated int32
	allocations int32
	allowed int32
	allowing int32
	already int32
	also int32
	always int32
	amd_bfe int32
	amd_bfm int32
	amd_bitalign int32
	amd_bytealign int32
	amd_lerp int32
	amd_max3 int32
	amd_median3 int32
	amd_min3 int32
	amd_mqsad int32
	amd_msad int32
	amd_pack int32
	amd_qsad int32
	amd_sad int32
	amd_sad4 int32
	amd_sadd int32
	amd_sadhi int32
	amd_sadw int32
	amd_unpack0 int32
	amd_unpack1 int32
	amd_unpack2 int32
	amd_unpack3 int32
	an int32
	and int32
	another int32
	anymore int32
	anything int32
	applicable int32
	applied int32
	appropriate int32
	approximates int32
	arbitrary int32
	arc int32
	are int32
	arg_locs int32
	args int32
	args_size int32
	argument int32
	arguments int32
	arm_dot int32
	arm_dot_acc int32
	arm_dot_acc_sat int32
	array int32
	as int32
	as_char int32
	as_char16 int32
	as_char2 int32
	as_char3 int32
	as_char4 int32
	as_char8 int32
	as_double int32
	as_double16 int32
	as_double2 int32
	as_double3 int32
	as_double4 int32
	as_double8 int32
	as_float16 int32
	as_float2 int32
	as_float3 int32
	as_float4 int32
	as_float8 int32
	as_half int32
	as_half16 int32
	as_half2 int32
	as_half3 int32
	as_half4 int32
	as_half8 int32
	as_int int32
	as_int16 int32
	as_int3 int32
	as_int4 int32
	as_int8 int32
	as_intptr_t int32
	as_long int32
	as_long16 int32
	as_long2 int32
	as_long3 int32
	as_long4 int32
	as_long8 int32
	as_ptrdiff_t int32
	as_short int32
	as_short16 int32
	as_short2 int32
	as_short3 int32
	as_short4 int32
	as_short8 int32
	as_size_t int32
	as_type int32
	as_uchar int32
	as_uchar16 int32
	as_uchar2 int32
	as_uchar3 int32
	as_uchar4 int32
	as_uchar8 int32
	as_uint int32
	as_uint16 int32
	as_uint2 int32
	as_uint3 int32
	as_uint4 int32
	as_uint8 int32
	as_uintptr_t int32
	as_ulong int32
	as_ulong16 int32
	as_ulong2 int32
	as_ulong3 int32
	as_ulong4 int32
	as_ulong8 int32
	as_ushort int32
	as_ushort16 int32
	as_ushort2 int32
	as_ushort3 int32
	as_ushort4 int32
	as_ushort8 int32
	assert int32
	associate int32
	associated int32
	assume int32
	async int32
	at int32
	atan2pi int32
	atom_and int32
	atom_dec int32
	atom_max int32
	atom_min int32
	atom_or int32
	atom_sub int32
	atom_xchg int32
	atom_xor int32
	atomic int32
	atomic_compare_exchange_strong_explicit int32
	atomic_compare_exchange_weak int32
	atomic_compare_exchange_weak_explicit int32
	atomic_exchange_explicit int32
	atomic_fetch int32
	atomic_fetch_add_explicit int32
	atomic_fetch_and int32
	atomic_fetch_and_explicit int32
	atomic_fetch_max int32
	atomic_fetch_max_explicit int32
	atomic_fetch_min int32
	atomic_fetch_min_explicit int32
	atomic_fetch_or int32
	atomic_fetch_or_explicit int32
	atomic_fetch_sub int32
	atomic_fetch_sub_explicit int32
	atomic_fetch_xor int32
	atomic_fetch_xor_explicit int32
	atomic_flag_clear int32
	atomic_flag_clear_explicit int32
	atomic_flag_test_and_set_explicit int32
	atomic_half int32
	atomic_load_explicit int32
	atomic_store_explicit int32
	atomic_uintptr_t int32
	atomics int32
	attributes int32
	available int32
	avoid int32
	away int32
	b int32
	back int32
	barrer int32
	base int32
	based int32
	basic int32
	bcb7b1526e50ep int32
	be int32
	because int32
	been int32
	before int32
	beforehand int32
	begin int32
	beginning int32
	behavior int32
	being int32
	below int32
	better int32
	between int32
	beyond int32
	bidirectional_weight int32
	binaries int32
	bit int32
	bit_reverse int32
	bitfield_extract_signed int32
	bitfield_extract_unsigned int32
	bitfield_insert int32
	bits int32
	blend int32
	block_based_skip_type int32
	both int32
	breaks int32
	broadcast int32
	buffer int32
	buffer_origin int32
	buffer_row_pitch int32
	buffer_slice_pitch int32
	buffered int32
	buffers int32
	bugs int32
	build int32
	build_program_callback_t int32
	built int32
	builtin int32
	builtins int32
	but int32
	bwd_ref_field_polarity int32
	bwd_ref_image int32
	bwd_ref_offset int32
	by int32
	bytes int32
	c int32
	ca int32
	cache int32
	calculated int32
	calculates int32
	calculation int32
	callback int32
	callback_function int32
	called int32
	calling int32
	calls int32
	can int32
	cannot int32
	capture_event_profiling_info int32
	cases int32
	casted int32
	catch int32
	cb_args int32
	changed int32
	channel int32
	channels int32
	charge int32
	checked int32
	chooses int32
	chroma_mode_penalty int32
	chunk int32
	cl int32
	clEnqUnmap int32
	clEnqWriteBuffer int32
	clEnqueue int32
	clEnqueueBarrierWithWaitlist int32
	clEnqueueCommandBufferKHR int32
	clEnqueueCopyBuffer int32
	clEnqueueCopyBufferRect int32
	clEnqueueFillBuffer int32
	clEnqueueFillImage int32
	clEnqueueMap int32
	clEnqueueMapBuffer int32
	clEnqueueMarkerWithWaitlist int32
	clEnqueueMigrateMemObjects int32
	clEnqueueNDRangeKernel int32
	clEnqueueNativeKernel int32
	clEnqueueReadBuffer int32
	clEnqueueReadBufferRect int32
	clEnqueueTask int32
	clEnqueueUnMapMemObject int32
	clEnqueueWriteBuffer int32
	clEnqueueWriteBufferRect int32
	clMapBuffer int32
	cl_addressing int32
	cl_amd_media_ops int32
	cl_amd_media_ops2 int32
	cl_arm_integer_dot_product_accumulate_int16 int32
	cl_arm_integer_dot_product_accumulate_int8 int32
	cl_arm_integer_dot_product_accumulate_saturate_int8 int32
	cl_arm_integer_dot_product_int8 int32
	cl_channel_order int32
	cl_channel_type int32
	cl_command_buffer_khr int32
	cl_command_queue int32
	cl_command_type int32
	cl_device_id int32
	cl_event int32
	cl_ext_float_atomics int32
	cl_int int32
	cl_intel_device_side_avc_motion_estimation int32
	cl_intel_planar_yuv int32
	cl_intel_subgroups_short int32
	cl_kernel int32
	cl_khr_3d_image_writes int32
	cl_khr_byte_addressable_store int32
	cl_khr_depth_images int32
	cl_khr_extended_bit_ops int32
	cl_khr_gl_msaa_sharing int32
	cl_khr_global_int32_extended_atomics int32
	cl_khr_int64 int32
	cl_khr_int64_extended_atomics int32
	cl_khr_integer_dot_product int32
	cl_khr_local_int32_base_atomics int32
	cl_khr_local_int32_extended_atomics int32
	cl_khr_mipmap_image int32
	cl_khr_mipmap_image_writes int32
	cl_khr_subgroup_ballot int32
	cl_khr_subgroup_clustered_reduce int32
	cl_khr_subgroup_extended_types int32
	cl_khr_subgroup_non_uniform_arithmetic int32
	cl_khr_subgroup_non_uniform_vote int32
	cl_khr_subgroup_rotate int32
	cl_khr_subgroup_shuffle int32
	cl_khr_subgroup_shuffle_relative int32
	cl_map_flags int32
	cl_mem int32
	cl_program int32
	cl_sampler_info int32
	cl_sync_point_khr int32
	cl_uint int32
	cl_uint4 int32
	clang int32
	clashes int32
	closest int32
	clustersize int32
	cmp int32
	code int32
	collected int32
	color int32
	combination int32
	command int32
	commands int32
	committed int32
	compare int32
	compatible int32
	compilation int32
	compiled int32
	compiler int32
	compiling int32
	complete int32
	component int32
	components int32
	computation int32
	computed int32
	computes int32
	conditional int32
	conditions int32
	config int32
	considered int32
	constants int32
	construct int32
	context int32
	control int32
	convention int32
	convergent int32
	conversion int32
	conversions int32
	convert int32
	convert_char int32
	convert_char16 int32
	convert_char16_rte int32
	convert_char16_rtn int32
	convert_char16_rtp int32
	convert_char16_rtz int32
	convert_char16_sat int32
	convert_char16_sat_rte int32
	convert_char16_sat_rtn int32
	convert_char16_sat_rtp int32
	convert_char16_sat_rtz int32
	convert_char2 int32
	convert_char2_rte int32
	convert_char2_rtn int32
	convert_char2_rtp int32
	convert_char2_rtz int32
	convert_char2_sat int32
	convert_char2_sat_rte int32
	convert_char2_sat_rtn int32
	convert_char2_sat_rtp int32
	convert_char2_sat_rtz int32
	convert_char3 int32
	convert_char3_rte int32
	convert_char3_rtn int32
	convert_char3_rtp int32
	convert_char3_rtz int32
	convert_char3_sat int32
	convert_char3_sat_rte int32
	convert_char3_sat_rtn int32
	convert_char3_sat_rtp int32
	convert_char3_sat_rtz int32
	convert_char4 int32
	convert_char4_rte int32
	convert_char4_rtn int32
	convert_char4_rtp int32
	convert_char4_rtz int32
	convert_char4_sat int32
	convert_char4_sat_rte int32
	convert_char4_sat_rtn int32
	convert_char4_sat_rtp int32
	convert_char4_sat_rtz int32
	convert_char8 int32
	convert_char8_rte int32
	convert_char8_rtn int32
	convert_char8_rtp int32
	convert_char8_rtz int32
	convert_char8_sat int32
	convert_char8_sat_rte int32
	convert_char8_sat_rtn int32
	convert_char8_sat_rtp int32
	convert_char8_sat_rtz int32
	convert_char_rte int32
	convert_char_rtn int32
	convert_char_rtp int32
	convert_char_rtz int32
	convert_char_sat int32
	convert_char_sat_rte int32
	convert_char_sat_rtn int32
	convert_char_sat_rtp int32
	convert_char_sat_rtz int32
	convert_double int32
	convert_double16 int32
	convert_double16_rte int32
	convert_double16_rtn int32
	convert_double16_rtp int32
	convert_double16_rtz int32
	convert_double16_sat int32
	convert_double16_sat_rte int32
	convert_double16_sat_rtn int32
	convert_double16_sat_rtp int32
	convert_double16_sat_rtz int32
	convert_double2 int32
	convert_double2_rte int32
	convert_double2_rtn int32
	convert_double2_rtp int32
	convert_double2_rtz int32
	convert_double2_sat int32
	convert_double2_sat_rte int32
	convert_double2_sat_rtn int32
	convert_double2_sat_rtp int32
	convert_double2_sat_rtz int32
	convert_double3 int32
	convert_double3_rte int32
	convert_double3_rtn int32
	convert_double3_rtp int32
	convert_double3_rtz int32
	convert_double3_sat int32
	convert_double3_sat_rte int32
	convert_double3_sat_rtn int32
	convert_double3_sat_rtp int32
	convert_double3_sat_rtz int32
	convert_double4 int32
	convert_double4_rte int32
	convert_double4_rtn int32
	convert_double4_rtp int32
	convert_double4_rtz int32
	convert_double4_sat int32
	convert_double4_sat_rte int32
	convert_double4_sat_rtn int32
	convert_double4_sat_rtp int32
	convert_double4_sat_rtz int32
	convert_double8 int32
	convert_double8_rte int32
	convert_double8_rtn int32
	convert_double8_rtp int32
	convert_double8_rtz int32
	convert_double8_sat int32
	convert_double8_sat_rte int32
	convert_double8_sat_rtn int32
	convert_double8_sat_rtp int32
	convert_double8_sat_rtz int32
	convert_double_rte int32
	convert_double_rtn int32
	convert_double_rtp int32
	convert_double_rtz int32
	convert_double_sat int32
	convert_double_sat_rte int32
	convert_double_sat_rtn int32
	convert_double_sat_rtp int32
	convert_double_sat_rtz int32
	convert_float int32
	convert_float16 int32
	convert_float16_rte int32
	convert_float16_rtn int32
	convert_float16_rtp int32
	convert_float16_rtz int32
	convert_float16_sat int32
	convert_float16_sat_rte int32
	convert_float16_sat_rtn int32
	convert_float16_sat_rtp int32
	convert_float16_sat_rtz int32
	convert_float2 int32
	convert_float2_rte int32
	convert_float2_rtn int32
	convert_float2_rtp int32
	convert_float2_rtz int32
	convert_float2_sat int32
	convert_float2_sat_rte int32
	convert_float2_sat_rtn int32
	convert_float2_sat_rtp int32
	convert_float2_sat_rtz int32
	convert_float3 int32
	convert_float3_rte int32
	convert_float3_rtn int32
	convert_float3_rtp int32
	convert_float3_rtz int32
	convert_float3_sat int32
	convert_float3_sat_rte int32
	convert_float3_sat_rtn int32
	convert_float3_sat_rtp int32
	convert_float3_sat_rtz int32
	convert_float4 int32
	convert_float4_rtn int32
	convert_float4_rtp int32
	convert_float4_rtz int32
	convert_float4_sat int32
	convert_float4_sat_rte int32
	convert_float4_sat_rtn int32
	convert_float4_sat_rtp int32
	convert_float4_sat_rtz int32
	convert_float8 int32
	convert_float8_rte int32
	convert_float8_rtn int32
	convert_float8_rtp int32
	convert_float8_rtz int32
	convert_float8_sat int32
	convert_float8_sat_rte int32
	convert_float8_sat_rtn int32
	convert_float8_sat_rtp int32
	convert_float8_sat_rtz int32
	convert_float_rte int32
	convert_float_rtn int32
	convert_float_rtp int32
	convert_float_rtz int32
	convert_float_sat int32
	convert_float_sat_rte int32
	convert_float_sat_rtn int32
	convert_float_sat_rtp int32
	convert_float_sat_rtz int32
	convert_half int32
	convert_half16 int32
	convert_half16_rte int32
	convert_half16_rtn int32
	convert_half16_rtp int32
	convert_half16_rtz int32
	convert_half2 int32
	convert_half2_rte int32
	convert_half2_rtn int32
	convert_half2_rtp int32
	convert_half2_rtz int32
	convert_half3 int32
	convert_half3_rte int32
	convert_half3_rtn int32
	convert_half3_rtp int32
	convert_half3_rtz int32
	convert_half4 int32
	convert_half4_rte int32
	convert_half4_rtn int32
	convert_half4_rtp int32
	convert_half4_rtz int32
	convert_half8 int32
	convert_half8_rte int32
	convert_half8_rtn int32
	convert_half8_rtp int32
	convert_half8_rtz int32
	convert_half_rte int32
	convert_half_rtn int32
	convert_half_rtp int32
	convert_half_rtz int32
	convert_int16 int32
	convert_int16_rte int32
	convert_int16_rtn int32
	convert_int16_rtp int32
	convert_int16_rtz int32
	convert_int16_sat int32
	convert_int16_sat_rte int32
	convert_int16_sat_rtn int32
	convert_int16_sat_rtp int32
	convert_int16_sat_rtz int32
	convert_int2 int32
	convert_int2_rte int32
	convert_int2_rtn int32
	convert_int2_rtp int32
	convert_int2_rtz int32
	convert_int2_sat int32
	convert_int2_sat_rte int32
	convert_int2_sat_rtn int32
	convert_int2_sat_rtp int32
	convert_int2_sat_rtz int32
	convert_int3 int32
	convert_int3_rte int32
	convert_int3_rtn int32
	convert_int3_rtp int32
	convert_int3_rtz int32
	convert_int3_sat int32
	convert_int3_sat_rte int32
	convert_int3_sat_rtn int32
	convert_int3_sat_rtp int32
	convert_int3_sat_rtz int32
	convert_int4 int32
	convert_int4_rte int32
	convert_int4_rtn int32
	convert_int4_rtp int32
	convert_int4_rtz int32
	convert_int4_sat int32
	convert_int4_sat_rte int32
	convert_int4_sat_rtn int32
	convert_int4_sat_rtp int32
	convert_int4_sat_rtz int32
	convert_int8 int32
	convert_int8_rte int32
	convert_int8_rtn int32
	convert_int8_rtp int32
	convert_int8_rtz int32
	convert_int8_sat int32
	convert_int8_sat_rte int32
	convert_int8_sat_rtn int32
	convert_int8_sat_rtp int32
	convert_int8_sat_rtz int32
	convert_int_rte int32
	convert_int_rtn int32
	convert_int_rtp int32
	convert_int_rtz int32
	convert_int_sat int32
	convert_int_sat_rte int32
	convert_int_sat_rtn int32
	convert_int_sat_rtp int32
	convert_int_sat_rtz int32
	convert_long int32
	convert_long16 int32
	convert_long16_rte int32
	convert_long16_rtn int32
	convert_long16_rtp int32
	convert_long16_rtz int32
	convert_long16_sat int32
	convert_long16_sat_rte int32
	convert_long16_sat_rtn int32
	convert_long16_sat_rtp int32
	convert_long16_sat_rtz int32
	convert_long2 int32
	convert_long2_rte int32
	convert_long2_rtn int32
	convert_long2_rtp int32
	convert_long2_rtz int32
	convert_long2_sat int32
	convert_long2_sat_rte int32
	convert_long2_sat_rtn int32
	convert_long2_sat_rtp int32
	convert_long2_sat_rtz int32
	convert_long3 int32
	convert_long3_rte int32
	convert_long3_rtn int32
	convert_long3_rtp int32
	convert_long3_rtz int32
	convert_long3_sat int32
	convert_long3_sat_rte int32
	convert_long3_sat_rtn int32
	convert_long3_sat_rtp int32
	convert_long3_sat_rtz int32
	convert_long4 int32
	convert_long4_rte int32
	convert_long4_rtn int32
	convert_long4_rtp int32
	convert_long4_rtz int32
	convert_long4_sat int32
	convert_long4_sat_rte int32
	convert_long4_sat_rtn int32
	convert_long4_sat_rtp int32
	convert_long4_sat_rtz int32
	convert_long8 int32
	convert_long8_rte int32
	convert_long8_rtn int32
	convert_long8_rtp int32
	convert_long8_rtz int32
	convert_long8_sat int32
	convert_long8_sat_rte int32
	convert_long8_sat_rtn int32
	convert_long8_sat_rtp int32
	convert_long8_sat_rtz int32
	convert_long_rte int32
	convert_long_rtn int32
	convert_long_rtp int32
	convert_long_rtz int32
	convert_long_sat int32
	convert_long_sat_rte int32
	convert_long_sat_rtn int32
	convert_long_sat_rtp int32
	convert_long_sat_rtz int32
	convert_short int32
	convert_short16 int32
	convert_short16_rte int32
	convert_short16_rtn int32
	convert_short16_rtp int32
	convert_short16_rtz int32
	convert_short16_sat int32
	convert_short16_sat_rte int32
	convert_short16_sat_rtn int32
	convert_short16_sat_rtp int32
	convert_short16_sat_rtz int32
	convert_short2 int32
	convert_short2_rte int32
	convert_short2_rtn int32
	convert_short2_rtp int32
	convert_short2_rtz int32
	convert_short2_sat int32
	convert_short2_sat_rte int32
	convert_short2_sat_rtn int32
	convert_short2_sat_rtp int32
	convert_short2_sat_rtz int32
	convert_short3 int32
	convert_short3_rte int32
	convert_short3_rtn int32
	convert_short3_rtp int32
	convert_short3_rtz int32
	convert_short3_sat int32
	convert_short3_sat_rte int32
	convert_short3_sat_rtn int32
	convert_short3_sat_rtp int32
	convert_short3_sat_rtz int32
	convert_short4 int32
	convert_short4_rte int32
	convert_short4_rtn int32
	convert_short4_rtp int32
	convert_short4_rtz int32
	convert_short4_sat int32
	convert_short4_sat_rte int32
	convert_short4_sat_rtn int32
	convert_short4_sat_rtp int32
	convert_short4_sat_rtz int32
	convert_short8 int32
	convert_short8_rte int32
	convert_short8_rtn int32
	convert_short8_rtp int32
	convert_short8_rtz int32
	convert_short8_sat int32
	convert_short8_sat_rte int32
	convert_short8_sat_rtn int32
	convert_short8_sat_rtp int32
	convert_short8_sat_rtz int32
	convert_short_rte int32
	convert_short_rtn int32
	convert_short_rtp int32
	convert_short_rtz int32
	convert_short_sat int32
	convert_short_sat_rte int32
	convert_short_sat_rtn int32
	convert_short_sat_rtp int32
	convert_short_sat_rtz int32
	convert_uchar int32
	convert_uchar16 int32
	convert_uchar16_rte int32
	convert_uchar16_rtn int32
	convert_uchar16_rtp int32
	convert_uchar16_rtz int32
	convert_uchar16_sat int32
	convert_uchar16_sat_rte int32
	convert_uchar16_sat_rtn int32
	convert_uchar16_sat_rtp int32
	convert_uchar16_sat_rtz int32
	convert_uchar2 int32
	convert_uchar2_rte int32
	convert_uchar2_rtn int32
	convert_uchar2_rtp int32
	convert_uchar2_rtz int32
	convert_uchar2_sat int32
	convert_uchar2_sat_rte int32
	convert_uchar2_sat_rtn int32
	convert_uchar2_sat_rtp int32
	convert_uchar2_sat_rtz int32
	convert_uchar3 int32
	convert_uchar3_rte int32
	convert_uchar3_rtn int32
	convert_uchar3_rtp int32
	convert_uchar3_rtz int32
	convert_uchar3_sat int32
	convert_uchar3_sat_rte int32
	convert_uchar3_sat_rtn int32
	convert_uchar3_sat_rtp int32
	convert_uchar3_sat_rtz int32
	convert_uchar4 int32
	convert_uchar4_rte int32
	convert_uchar4_rtn int32
	convert_uchar4_rtp int32
	convert_uchar4_rtz int32
	convert_uchar4_sat int32
	convert_uchar4_sat_rte int32
	convert_uchar4_sat_rtn int32
	convert_uchar4_sat_rtp int32
	convert_uchar4_sat_rtz int32
	convert_uchar8 int32
	convert_uchar8_rte int32
	convert_uchar8_rtn int32
	convert_uchar8_rtp int32
	convert_uchar8_rtz int32
	convert_uchar8_sat int32
	convert_uchar8_sat_rte int32
	convert_uchar8_sat_rtn int32
	convert_uchar8_sat_rtp int32
	convert_uchar8_sat_rtz int32
	convert_uchar_rte int32
	convert_uchar_rtn int32
	convert_uchar_rtp int32
	convert_uchar_rtz int32
	convert_uchar_sat_rte int32
	convert_uchar_sat_rtn int32
	convert_uchar_sat_rtp int32
	convert_uchar_sat_rtz int32
	convert_uint int32
	convert_uint16 int32
	convert_uint16_rte int32
	convert_uint16_rtn int32
	convert_uint16_rtp int32
	convert_uint16_rtz int32
	convert_uint16_sat int32
	convert_uint16_sat_rte int32
	convert_uint16_sat_rtn int32
	convert_uint16_sat_rtp int32
	convert_uint16_sat_rtz int32
	convert_uint2 int32
	convert_uint2_rte int32
	convert_uint2_rtn int32
	convert_uint2_rtp int32
	convert_uint2_rtz int32
	convert_uint2_sat int32
	convert_uint2_sat_rte int32
	convert_uint2_sat_rtn int32
	convert_uint2_sat_rtp int32
	convert_uint2_sat_rtz int32
	convert_uint3 int32
	convert_uint3_rte int32
	convert_uint3_rtn int32
	convert_uint3_rtp int32
	convert_uint3_rtz int32
	convert_uint3_sat int32
	convert_uint3_sat_rte int32
	convert_uint3_sat_rtn int32
	convert_uint3_sat_rtp int32
	convert_uint3_sat_rtz int32
	convert_uint4 int32
	convert_uint4_rte int32
	convert_uint4_rtn int32
	convert_uint4_rtp int32
	convert_uint4_rtz int32
	convert_uint4_sat int32
	convert_uint4_sat_rte int32
	convert_uint4_sat_rtn int32
	convert_uint4_sat_rtp int32
	convert_uint4_sat_rtz int32
	convert_uint8 int32
	convert_uint8_rte int32
	convert_uint8_rtn int32
	convert_uint8_rtp int32
	convert_uint8_rtz int32
	convert_uint8_sat int32
	convert_uint8_sat_rte int32
	convert_uint8_sat_rtn int32
	convert_uint8_sat_rtp int32
	convert_uint8_sat_rtz int32
	convert_uint_rte int32
	convert_uint_rtn int32
	convert_uint_rtp int32
	convert_uint_rtz int32
	convert_uint_sat int32
	convert_uint_sat_rte int32
	convert_uint_sat_rtn int32
	convert_uint_sat_rtp int32
	convert_uint_sat_rtz int32
	convert_ulong int32
	convert_ulong16 int32
	convert_ulong16_rte int32
	convert_ulong16_rtn int32
	convert_ulong16_rtp int32
	convert_ulong16_rtz int32
	convert_ulong16_sat int32
	convert_ulong16_sat_rte int32
	convert_ulong16_sat_rtn int32
	convert_ulong16_sat_rtp int32
	convert_ulong16_sat_rtz int32
	convert_ulong2 int32
	convert_ulong2_rte int32
	convert_ulong2_rtn int32
	convert_ulong2_rtp int32
	convert_ulong2_rtz int32
	convert_ulong2_sat int32
	convert_ulong2_sat_rte int32
	convert_ulong2_sat_rtn int32
	convert_ulong2_sat_rtp int32
	convert_ulong2_sat_rtz int32
	convert_ulong3 int32
	convert_ulong3_rte int32
	convert_ulong3_rtn int32
	convert_ulong3_rtp int32
	convert_ulong3_rtz int32
	convert_ulong3_sat int32
	convert_ulong3_sat_rte int32
	convert_ulong3_sat_rtn int32
	convert_ulong3_sat_rtp int32
	convert_ulong3_sat_rtz int32
	convert_ulong4 int32
	convert_ulong4_rte int32
	convert_ulong4_rtn int32
	convert_ulong4_rtp int32
	convert_ulong4_rtz int32
	convert_ulong4_sat int32
	convert_ulong4_sat_rte int32
	convert_ulong4_sat_rtn int32
	convert_ulong4_sat_rtp int32
	convert_ulong4_sat_rtz int32
	convert_ulong8 int32
	convert_ulong8_rte int32
	convert_ulong8_rtn int32
	convert_ulong8_rtp int32
	convert_ulong8_rtz int32
	convert_ulong8_sat int32
	convert_ulong8_sat_rte int32
	convert_ulong8_sat_rtn int32
	convert_ulong8_sat_rtp int32
	convert_ulong8_sat_rtz int32
	convert_ulong_rte int32
	convert_ulong_rtn int32
	convert_ulong_rtp int32
	convert_ulong_rtz int32
	convert_ulong_sat int32
	convert_ulong_sat_rte int32
	convert_ulong_sat_rtn int32
	convert_ulong_sat_rtp int32
	convert_ulong_sat_rtz int32
	convert_ushort int32
	convert_ushort16 int32
	convert_ushort16_rte int32
	convert_ushort16_rtn int32
	convert_ushort16_rtp int32
	convert_ushort16_rtz int32
	convert_ushort16_sat int32
	convert_ushort16_sat_rte int32
	convert_ushort16_sat_rtn int32
	convert_ushort16_sat_rtp int32
	convert_ushort16_sat_rtz int32
	convert_ushort2 int32
	convert_ushort2_rte int32
	convert_ushort2_rtn int32
	convert_ushort2_rtp int32
	convert_ushort2_rtz int32
	convert_ushort2_sat int32
	convert_ushort2_sat_rte int32
	convert_ushort2_sat_rtn int32
	convert_ushort2_sat_rtp int32
	convert_ushort2_sat_rtz int32
	convert_ushort3 int32
	convert_ushort3_rte int32
	convert_ushort3_rtn int32
	convert_ushort3_rtp int32
	convert_ushort3_rtz int32
	convert_ushort3_sat int32
	convert_ushort3_sat_rte int32
	convert_ushort3_sat_rtn int32
	convert_ushort3_sat_rtp int32
	convert_ushort3_sat_rtz int32
	convert_ushort4 int32
	convert_ushort4_rte int32
	convert_ushort4_rtn int32
	convert_ushort4_rtp int32
	convert_ushort4_rtz int32
	convert_ushort4_sat int32
	convert_ushort4_sat_rte int32
	convert_ushort4_sat_rtn int32
	convert_ushort4_sat_rtp int32
	convert_ushort4_sat_rtz int32
	convert_ushort8 int32
	convert_ushort8_rte int32
	convert_ushort8_rtn int32
	convert_ushort8_rtp int32
	convert_ushort8_rtz int32
	convert_ushort8_sat int32
	convert_ushort8_sat_rte int32
	convert_ushort8_sat_rtn int32
	convert_ushort8_sat_rtp int32
	convert_ushort8_sat_rtz int32
	convert_ushort_rte int32
	convert_ushort_rtn int32
	convert_ushort_rtp int32
	convert_ushort_rtz int32
	convert_ushort_sat int32
	convert_ushort_sat_rte int32
	convert_ushort_sat_rtn int32
	convert_ushort_sat_rtp int32
	convert_ushort_sat_rtz int32
	converted int32
	cood int32
	coord int32
	coordinate int32
	coordinates int32
	copies int32
	copy int32
	copy_image int32
	copy_rect int32
	copyright int32
	correct int32
	correctly int32
	corresponding int32
	corruption int32
	cosine int32
	cost_precision int32
	cosval int32
	could int32
	count int32
	create int32
	create_user_event int32
	created int32
	csize_t int32
	ctx int32
	ctx_size int32
	cube int32
	cuintptr_t int32
	cur int32
	current int32
	currently int32
	data int32
	datatypes int32
	deal int32
	declarations int32
	declared int32
	def int32
	define int32
	defined int32
	defines int32
	definition int32
	definitions int32
	delta int32
	denorms int32
	depend int32
	deprecated int32
	depth int32
	described int32
	description int32
	designed int32
	destination int32
	destructor int32
	detects int32
	dev_image_t int32
	dev_sampler_t int32
	device int32
	device_data int32
	differ int32
	difference int32
	different int32
	dimension int32
	dimensions int32
	dimindx int32
	dir int32
	direction int32
	direction_cost int32
	directions int32
	disable int32
	disables int32
	disallow int32
	distribute int32
	distribution int32
	documentation int32
	does int32
	doing int32
	done int32
	dot_4x8packed_ss_int int32
	dot_4x8packed_su_int int32
	dot_4x8packed_us_int int32
	dot_4x8packed_uu_uint int32
	dot_acc_sat int32
	dot_acc_sat_4x8packed_ss_int int32
	dot_acc_sat_4x8packed_su_int int32
	dot_acc_sat_4x8packed_us_int int32
	dot_acc_sat_4x8packed_uu_uint int32
	driver int32
	drivers int32
	dst int32
	dst_host_ptr int32
	dst_id int32
	dst_mem_id int32
	dst_offset int32
	dst_origin int32
	dst_row_pitch int32
	dst_slice_pitch int32
	dst_stride int32
	dual_ref int32
	due int32
	e int32
	each int32
	edge int32
	edge0 int32
	edge1 int32
	either int32
	element int32
	elements int32
	elif int32
	enable int32
	enabled int32
	encountered int32
	end int32
	endif int32
	enqueue int32
	enqueue_marker int32
	enqueued int32
	ensure int32
	enter int32
	enters int32
	entry int32
	environment int32
	equal int32
	equals int32
	equivalent int32
	error int32
	error_undefined_type_double int32
	errors int32
	eschnetter int32
	et int32
	etc int32
	evaluates int32
	even int32
	event int32
	event_list int32
	events int32
	everything int32
	exact int32
	example int32
	exception int32
	exceptions int32
	exclusive int32
	execute int32
	executed int32
	executes int32
	executing int32
	execution int32
	exponent int32
	exponential int32
	export int32
	expression int32
	ext_vector_type int32
	extension int32
	extensions int32
	extra int32
	extra_ptr int32
	extras int32
	f int32
	failing int32
	fast_distance int32
	fast_normalize int32
	feature int32
	features int32
	fence int32
	few int32
	ffcp15h int32
	fffffep int32
	fffffep127f int32
	fffffffffffffp1023 int32
	fields int32
	file int32
	files int32
	fill_image int32
	fill_pixel int32
	filter int32
	filter_mode int32
	find int32
	finish int32
	finished int32
	finite int32
	first int32
	fixed int32
	fixes int32
	flag int32
	flags int32
	floating int32
	floatn int32
	flush int32
	flushed int32
	following int32
	force_generic_wg_func int32
	force_large_grid_wg_func int32
	format int32
	formats int32
	forward int32
	found int32
	fractional int32
	free int32
	freed int32
	from int32
	function int32
	functional int32
	functionality int32
	functions int32
	furnished int32
	future int32
	fwd_ref_field_polarity int32
	fwd_ref_image int32
	fwd_ref_offset int32
	g int32
	gamma int32
	gather int32
	gentype int32
	gentypem int32
	gentypen int32
	geometric int32
	get_default_queue int32
	get_enqueued_num_sub_groups int32
	get_image_array_size int32
	get_image_channel_data_type int32
	get_image_channel_order int32
	get_image_depth int32
	get_image_height int32
	get_image_num_mip_levels int32
	get_image_num_samples int32
	get_max_sub_group_size int32
	get_num_sub_groups int32
	get_sub_group_eq_mask int32
	get_sub_group_ge_mask int32
	get_sub_group_gt_mask int32
	get_sub_group_id int32
	get_sub_group_le_mask int32
	get_sub_group_local_id int32
	get_sub_group_lt_mask int32
	gets int32
	given int32
	gives int32
	glibc int32
	globalWorkOffset int32
	globalWorkSize int32
	global_work_offset int32
	global_work_size int32
	gradients int32
	granted int32
	greater int32
	grid int32
	group int32
	groups int32
	guaranteed int32
	h int32
	half_divide int32
	half_exp10 int32
	half_exp2 int32
	half_log int32
	half_log10 int32
	half_log2 int32
	half_powr int32
	half_recip int32
	half_rsqrt int32
	half_sin int32
	half_tan int32
	halfn int32
	halfway int32
	handled int32
	hardware int32
	has int32
	has_wait_list int32
	hash int32
	hasn int32
	have int32
	header int32
	height int32
	help int32
	here int32
	hereby int32
	hi int32
	high int32
	highest int32
	history int32
	host int32
	host_origin int32
	host_ptr int32
	host_row_pitch int32
	host_slice_pitch int32
	how int32
	https int32
	hyperbolic int32
	i int32
	identical int32
	identified int32
	identifier int32
	identify int32
	ifdef int32
	ifndef int32
	ignored int32
	illegal int32
	image int32
	image2d_array_msaa_depth_t int32
	image2d_array_msaa_t int32
	image2d_msaa_depth_t int32
	image_array int32
	image_channel_data_type int32
	image_select int32
	image_size int32
	images int32
	immediately int32
	implement int32
	implementation int32
	implementationdefined int32
	implementations int32
	implemented int32
	implicit int32
	important int32
	in int32
	include int32
	included int32
	includes int32
	including int32
	inconsistencies int32
	incorrect int32
	increases int32
	independent int32
	index int32
	indicate int32
	individual int32
	inen int32
	infinite int32
	infinitely int32
	infinity int32
	info int32
	information int32
	input int32
	inserting int32
	inside int32
	instead int32
	instruction int32
	integer int32
	integers int32
	integral int32
	integrating int32
	intel_sub_group_avc_bme_initialize int32
	intel_sub_group_avc_fme_initialize int32
	intel_sub_group_avc_ime_adjust_ref_offset int32
	intel_sub_group_avc_ime_convert_to_mce_payload int32
	intel_sub_group_avc_ime_convert_to_mce_result int32
	intel_sub_group_avc_ime_dual_reference_streamin_t int32
	intel_sub_group_avc_ime_evaluate_with_dual_reference int32
	intel_sub_group_avc_ime_evaluate_with_dual_reference_streamin int32
	intel_sub_group_avc_ime_evaluate_with_dual_reference_streaminout int32
	intel_sub_group_avc_ime_evaluate_with_dual_reference_streamout int32
	intel_sub_group_avc_ime_evaluate_with_single_reference int32
	intel_sub_group_avc_ime_evaluate_with_single_reference_streamin int32
	intel_sub_group_avc_ime_evaluate_with_single_reference_streaminout int32
	intel_sub_group_avc_ime_evaluate_with_single_reference_streamout int32
	intel_sub_group_avc_ime_get_best_inter_distortion int32
	intel_sub_group_avc_ime_get_border_reached int32
	intel_sub_group_avc_ime_get_dual_reference_streamin int32
	intel_sub_group_avc_ime_get_inter_directions int32
	intel_sub_group_avc_ime_get_inter_distortions int32
	intel_sub_group_avc_ime_get_inter_major_shape int32
	intel_sub_group_avc_ime_get_inter_minor_shapes int32
	intel_sub_group_avc_ime_get_inter_motion_vector_count int32
	intel_sub_group_avc_ime_get_inter_reference_ids int32
	intel_sub_group_avc_ime_get_inter_reference_interlaced_field_polarities int32
	intel_sub_group_avc_ime_get_motion_vectors int32
	intel_sub_group_avc_ime_get_single_reference_streamin int32
	intel_sub_group_avc_ime_get_streamout_major_shape_distortions int32
	intel_sub_group_avc_ime_get_streamout_major_shape_motion_vectors int32
	intel_sub_group_avc_ime_get_streamout_major_shape_reference_ids int32
	intel_sub_group_avc_ime_get_truncated_search_indication int32
	intel_sub_group_avc_ime_get_unidirectional_early_search_termination int32
	intel_sub_group_avc_ime_get_weighting_pattern_minimum_distortion int32
	intel_sub_group_avc_ime_get_weighting_pattern_minimum_motion_vector int32
	intel_sub_group_avc_ime_initialize int32
	intel_sub_group_avc_ime_payload_t int32
	intel_sub_group_avc_ime_ref_window_size int32
	intel_sub_group_avc_ime_result_dual_reference_streamout_t int32
	intel_sub_group_avc_ime_result_single_reference_streamout_t int32
	intel_sub_group_avc_ime_result_t int32
	intel_sub_group_avc_ime_set_ac_only_haar int32
	intel_sub_group_avc_ime_set_dual_reference int32
	intel_sub_group_avc_ime_set_dual_reference_interlaced_field_polarities int32
	intel_sub_group_avc_ime_set_early_search_termination_threshold int32
	intel_sub_group_avc_ime_set_inter_base_multi_reference_penalty int32
	intel_sub_group_avc_ime_set_inter_direction_penalty int32
	intel_sub_group_avc_ime_set_inter_shape_penalty int32
	intel_sub_group_avc_ime_set_max_motion_vector_count int32
	intel_sub_group_avc_ime_set_motion_vector_cost_function int32
	intel_sub_group_avc_ime_set_single_reference int32
	intel_sub_group_avc_ime_set_single_reference_interlaced_field_polarity int32
	intel_sub_group_avc_ime_set_source_interlaced_field_polarity int32
	intel_sub_group_avc_ime_set_unidirectional_mix_disable int32
	intel_sub_group_avc_ime_set_weighted_sad int32
	intel_sub_group_avc_ime_single_reference_streamin_t int32
	intel_sub_group_avc_ime_strip_dual_reference_streamout int32
	intel_sub_group_avc_ime_strip_single_reference_streamout int32
	intel_sub_group_avc_mce_convert_to_ime_payload int32
	intel_sub_group_avc_mce_convert_to_ime_result int32
	intel_sub_group_avc_mce_convert_to_ref_payload int32
	intel_sub_group_avc_mce_convert_to_ref_result int32
	intel_sub_group_avc_mce_convert_to_sic_payload int32
	intel_sub_group_avc_mce_convert_to_sic_result int32
	intel_sub_group_avc_mce_get_best_inter_distortion int32
	intel_sub_group_avc_mce_get_default_high_penalty_cost_table int32
	intel_sub_group_avc_mce_get_default_inter_base_multi_reference_penalty int32
	intel_sub_group_avc_mce_get_default_inter_direction_penalty int32
	intel_sub_group_avc_mce_get_default_inter_motion_vector_cost_table int32
	intel_sub_group_avc_mce_get_default_inter_shape_penalty int32
	intel_sub_group_avc_mce_get_default_intra_chroma_mode_base_penalty int32
	intel_sub_group_avc_mce_get_default_intra_luma_mode_penalty int32
	intel_sub_group_avc_mce_get_default_intra_luma_shape_penalty int32
	intel_sub_group_avc_mce_get_default_low_penalty_cost_table int32
	intel_sub_group_avc_mce_get_default_medium_penalty_cost_table int32
	intel_sub_group_avc_mce_get_default_non_dc_luma_intra_penalty int32
	intel_sub_group_avc_mce_get_inter_directions int32
	intel_sub_group_avc_mce_get_inter_distortions int32
	intel_sub_group_avc_mce_get_inter_major_shape int32
	intel_sub_group_avc_mce_get_inter_minor_shapes int32
	intel_sub_group_avc_mce_get_inter_motion_vector_count int32
	intel_sub_group_avc_mce_get_inter_reference_ids int32
	intel_sub_group_avc_mce_get_inter_reference_interlaced_field_polarities int32
	intel_sub_group_avc_mce_get_motion_vectors int32
	intel_sub_group_avc_mce_payload_t int32
	intel_sub_group_avc_mce_result_t int32
	intel_sub_group_avc_mce_set_ac_only_haar int32
	intel_sub_group_avc_mce_set_dual_reference_interlaced_field_polarities int32
	intel_sub_group_avc_mce_set_inter_base_multi_reference_penalty int32
	intel_sub_group_avc_mce_set_inter_direction_penalty int32
	intel_sub_group_avc_mce_set_inter_shape_penalty int32
	intel_sub_group_avc_mce_set_motion_vector_cost_function int32
	intel_sub_group_avc_mce_set_single_reference_interlaced_field_polarity int32
	intel_sub_group_avc_mce_set_source_interlaced_field_polarity int32
	intel_sub_group_avc_ref_convert_to_mce_payload int32
	intel_sub_group_avc_ref_convert_to_mce_result int32
	intel_sub_group_avc_ref_evaluate_with_dual_reference int32
	intel_sub_group_avc_ref_evaluate_with_multi_reference int32
	intel_sub_group_avc_ref_evaluate_with_single_reference int32
	intel_sub_group_avc_ref_get_best_inter_distortion int32
	intel_sub_group_avc_ref_get_inter_directions int32
	intel_sub_group_avc_ref_get_inter_distortions int32
	intel_sub_group_avc_ref_get_inter_major_shape int32
	intel_sub_group_avc_ref_get_inter_minor_shapes int32
	intel_sub_group_avc_ref_get_inter_motion_vector_count int32
	intel_sub_group_avc_ref_get_inter_reference_ids int32
	intel_sub_group_avc_ref_get_inter_reference_interlaced_field_polarities int32
	intel_sub_group_avc_ref_get_motion_vectors int32
	intel_sub_group_avc_ref_payload_t int32
	intel_sub_group_avc_ref_result_t int32
	intel_sub_group_avc_ref_set_ac_only_haar int32
	intel_sub_group_avc_ref_set_bidirectional_mix_disable int32
	intel_sub_group_avc_ref_set_bilinear_filter_enable int32
	intel_sub_group_avc_ref_set_dual_reference_interlaced_field_polarities int32
	intel_sub_group_avc_ref_set_inter_base_multi_reference_penalty int32
	intel_sub_group_avc_ref_set_inter_direction_penalty int32
	intel_sub_group_avc_ref_set_inter_shape_penalty int32
	intel_sub_group_avc_ref_set_motion_vector_cost_function int32
	intel_sub_group_avc_ref_set_single_reference_interlaced_field_polarity int32
	intel_sub_group_avc_ref_set_source_interlaced_field_polarity int32
	intel_sub_group_avc_sic_configure_ipe int32
	intel_sub_group_avc_sic_configure_skc int32
	intel_sub_group_avc_sic_convert_to_mce_payload int32
	intel_sub_group_avc_sic_convert_to_mce_result int32
	intel_sub_group_avc_sic_evaluate_ipe int32
	intel_sub_group_avc_sic_evaluate_with_dual_reference int32
	intel_sub_group_avc_sic_evaluate_with_multi_reference int32
	intel_sub_group_avc_sic_evaluate_with_single_reference int32
	intel_sub_group_avc_sic_get_best_ipe_chroma_distortion int32
	intel_sub_group_avc_sic_get_best_ipe_luma_distortion int32
	intel_sub_group_avc_sic_get_inter_distortions int32
	intel_sub_group_avc_sic_get_inter_raw_sads int32
	intel_sub_group_avc_sic_get_ipe_chroma_mode int32
	intel_sub_group_avc_sic_get_ipe_luma_shape int32
	intel_sub_group_avc_sic_get_motion_vector_mask int32
	intel_sub_group_avc_sic_get_packed_ipe_luma_modes int32
	intel_sub_group_avc_sic_get_packed_skc_luma_count_threshold int32
	intel_sub_group_avc_sic_get_packed_skc_luma_sum_threshold int32
	intel_sub_group_avc_sic_initialize int32
	intel_sub_group_avc_sic_payload_t int32
	intel_sub_group_avc_sic_result_t int32
	intel_sub_group_avc_sic_set_ac_only_haar int32
	intel_sub_group_avc_sic_set_block_based_raw_skip_sad int32
	intel_sub_group_avc_sic_set_dual_reference_interlaced_field_polarities int32
	intel_sub_group_avc_sic_set_inter_base_multi_reference_penalty int32
	intel_sub_group_avc_sic_set_inter_direction_penalty int32
	intel_sub_group_avc_sic_set_inter_shape_penalty int32
	intel_sub_group_avc_sic_set_intra_chroma_mode_cost_function int32
	intel_sub_group_avc_sic_set_intra_luma_mode_cost_function int32
	intel_sub_group_avc_sic_set_intra_luma_shape_penalty int32
	intel_sub_group_avc_sic_set_motion_vector_cost_function int32
	intel_sub_group_avc_sic_set_single_reference_interlaced_field_polarity int32
	intel_sub_group_avc_sic_set_skc_bilinear_filter_enable int32
	intel_sub_group_avc_sic_set_skc_forward_transform_enable int32
	intel_sub_group_avc_sic_set_source_interlaced_field_polarity int32
	intel_sub_group_block_read int32
	intel_sub_group_block_read2 int32
	intel_sub_group_block_read4 int32
	intel_sub_group_block_read8 int32
	intel_sub_group_block_read_ui int32
	intel_sub_group_block_read_ui2 int32
	intel_sub_group_block_read_ui4 int32
	intel_sub_group_block_read_ui8 int32
	intel_sub_group_block_read_us int32
	intel_sub_group_block_read_us2 int32
	intel_sub_group_block_read_us4 int32
	intel_sub_group_block_read_us8 int32
	intel_sub_group_block_write int32
	intel_sub_group_block_write2 int32
	intel_sub_group_block_write4 int32
	intel_sub_group_block_write8 int32
	intel_sub_group_block_write_ui int32
	intel_sub_group_block_write_ui2 int32
	intel_sub_group_block_write_ui4 int32
	intel_sub_group_block_write_ui8 int32
	intel_sub_group_block_write_us int32
	intel_sub_group_block_write_us2 int32
	intel_sub_group_block_write_us4 int32
	intel_sub_group_block_write_us8 int32
	intel_sub_group_broadcast int32
	intel_sub_group_ime_ref_window_size int32
	intel_sub_group_reduce_add int32
	intel_sub_group_reduce_max int32
	intel_sub_group_reduce_min int32
	intel_sub_group_scan_exclusive_add int32
	intel_sub_group_scan_exclusive_max int32
	intel_sub_group_scan_exclusive_min int32
	intel_sub_group_scan_inclusive_add int32
	intel_sub_group_scan_inclusive_max int32
	intel_sub_group_scan_inclusive_min int32
	intel_sub_group_shuffle_down int32
	intel_sub_group_shuffle_up int32
	intel_sub_group_shuffle_xor int32
	intelligent int32
	intended int32
	intentionally int32
	interfere int32
	intermediate int32
	internal int32
	interpolation int32
	interpreted int32
	interval int32
	intn int32
	into int32
	intra_neighbour_availabilty int32
	intra_sad_adjustment int32
	introduce int32
	invalid int32
	inverse int32
	invocation int32
	iptr int32
	is int32
	is_valid_event int32
	is_valid_reserve_id int32
	isgreaterequal int32
	islessequal int32
	islessgreater int32
	isordered int32
	isunordered int32
	it int32
	item int32
	items int32
	iteration int32
	its int32
	just int32
	kernel_exec int32
	kernel_meta int32
	known int32
	language int32
	largest int32
	last int32
	later int32
	latest int32
	launch int32
	layer int32
	lead int32
	leading int32
	least int32
	left int32
	left_edge_chroma_pixels int32
	left_edge_luma_pixels int32
	less int32
	let int32
	level int32
	lgamma_r int32
	lib int32
	libc int32
	libm int32
	libpocl int32
	library int32
	license int32
	limitation int32
	linear int32
	linked int32
	list int32
	literal int32
	llvm int32
	lo int32
	loads int32
	localWorkSize int32
	local_id int32
	local_work_size int32
	location int32
	lod int32
	logarithm int32
	logr int32
	lookup int32
	loop int32
	low int32
	lower int32
	luma_intra_partition_mask int32
	luma_mode_penalty int32
	luma_packed_neighbor_modes int32
	luma_packed_non_dc_penalty int32
	macro int32
	macros int32
	made int32
	magnitude int32
	major_shape int32
	major_shapes int32
	make int32
	mangling int32
	mantissa int32
	map_flags int32
	mapped int32
	mapping int32
	mappings int32
	marker int32
	mask int32
	match int32
	math int32
	matters int32
	max_motion_vector_count int32
	maximum int32
	maxval int32
	may int32
	maybe int32
	means int32
	mechanisms int32
	mem int32
	mem_destructor_callback_t int32
	mem_host_ptr int32
	mem_id int32
	mem_mapping int32
	mem_mapping_t int32
	mem_ptr int32
	memfill int32
	memobj_count int32
	memobj_list int32
	memory int32
	memory_order_acq_rel int32
	memory_order_acquire int32
	memory_order_release int32
	memory_scope_all_devices int32
	memory_scope_all_svm_devices int32
	memory_scope_sub_group int32
	memory_scope_work_item int32
	mems int32
	merge int32
	metadata int32
	might int32
	migrate int32
	migrated int32
	migrations int32
	minimum int32
	minor_shapes int32
	minval int32
	mip int32
	miplevels int32
	mipmap int32
	mode int32
	model int32
	modes int32
	modify int32
	modulo int32
	most int32
	mostly int32
	motion_vectors int32
	moved int32
	multi int32
	multiple int32
	multiplication int32
	must int32
	mutually int32
	mysterious int32
	n int32
	name int32
	named int32
	nancode int32
	native int32
	native_cos int32
	native_divide int32
	native_exp10 int32
	native_exp2 int32
	native_log int32
	native_log10 int32
	native_log2 int32
	native_powr int32
	native_rsqrt int32
	native_sqrt int32
	native_tan int32
	natural int32
	ndrange_1D int32
	ndrange_2D int32
	ndrange_3D int32
	nearest int32
	need int32
	needed int32
	next int32
	non int32
	normal int32
	normalized int32
	not int32
	notice int32
	nullptr int32
	num_args int32
	num_elements int32
	num_events int32
	num_locals int32
	num_svm_pointers int32
	num_sync_points_in_wait_list int32
	number int32
	numbered int32
	numbering int32
	object int32
	objects int32
	obtaining int32
	ocassionally int32
	occur int32
	of int32
	off int32
	official int32
	offset int32
	old int32
	on int32
	one int32
	ones int32
	only int32
	opencl int32
	operand int32
	operations int32
	operator int32
	operators int32
	option int32
	or int32
	order int32
	ordered int32
	ordering int32
	orders int32
	org int32
	orig_pixel int32
	origin int32
	original int32
	other int32
	others int32
	otherwise int32
	out int32
	outside int32
	over int32
	overflow int32
	overloadable int32
	overloads int32
	override int32
	overrides int32
	p int32
	p0 int32
	p1 int32
	packed int32
	packed_cost_center_delta int32
	packed_cost_table int32
	packed_reference_field_polarities int32
	packed_reference_ids int32
	packed_reference_parameter_field_polarities int32
	packed_sad_coefficients int32
	packed_sad_weights int32
	packed_shape_cost int32
	packed_shape_penalty int32
	parameters int32
	part int32
	partially int32
	partition_mask int32
	parts int32
	passed int32
	paths int32
	pattern int32
	pattern_size int32
	payload int32
	pc int32
	per int32
	perform int32
	performed int32
	performing int32
	performs int32
	perimeterinstitute int32
	permission int32
	permit int32
	permutation int32
	person int32
	persons int32
	pfn_free_func int32
	pfn_notify int32
	phase int32
	pixel_resolution int32
	pixel_size int32
	pixel_t int32
	pixels int32
	placed int32
	please int32
	pocl int32
	pocl_argument int32
	pocl_cl int32
	pocl_compiler_features int32
	pocl_context int32
	pocl_device int32
	pocl_export int32
	pocl_image_types int32
	pocl_kernel_hash_t int32
	pocl_mem_identifier int32
	pocl_migration_type_e int32
	pocl_migration_type_t int32
	pocl_types int32
	point int32
	pointed int32
	pointer int32
	pointers int32
	points int32
	populated int32
	portions int32
	position int32
	positive int32
	power int32
	pragma int32
	pre int32
	preceding int32
	precise int32
	precision int32
	predefined int32
	predicate int32
	preferred int32
	prefixed int32
	prev int32
	prevents int32
	previous int32
	previously int32
	problem int32
	proceeding int32
	processor int32
	produce int32
	product int32
	products int32
	program int32
	program_device_i int32
	progress int32
	property int32
	prototypes int32
	provide int32
	ptr int32
	publish int32
	pure int32
	purpose int32
	qp int32
	qualifier int32
	qualifiers int32
	query int32
	queue int32
	queue_idx int32
	queues int32
	quiet int32
	quo int32
	quotient int32
	r int32
	re int32
	read int32
	read_image int32
	read_imageh int32
	read_imageui int32
	read_rect int32
	readonly_flag_list int32
	reads int32
	ready int32
	reciprocal int32
	recorded int32
	ref_field_polarity int32
	ref_image int32
	ref_offset int32
	ref_window_size int32
	reference_base_penalty int32
	referred int32
	regardless int32
	region int32
	related int32
	release_event int32
	released int32
	relevant int32
	renames int32
	replace int32
	replay int32
	representable int32
	representation int32
	representing int32
	represents int32
	required int32
	requirements int32
	requires int32
	reserve_id int32
	resource int32
	respect int32
	respectively int32
	restriction int32
	result int32
	resulting int32
	results int32
	retain_event int32
	returned int32
	returning int32
	returns int32
	right int32
	rights int32
	robustly int32
	root int32
	rounded int32
	rounding int32
	row_pitch int32
	rules int32
	run int32
	running int32
	runtime int32
	s int32
	s0123 int32
	s4567 int32
	s6 int32
	s9 int32
	sad_adjustment int32
	same int32
	sample int32
	sampler int32
	samples int32
	saturates int32
	saves int32
	scalar int32
	search_window_config int32
	section int32
	see int32
	seems int32
	sell int32
	semi int32
	set int32
	set_user_event_status int32
	sets int32
	setup int32
	seven int32
	shall int32
	shared int32
	shift int32
	shifted int32
	shipped int32
	should int32
	side int32
	significand int32
	significant int32
	signp int32
	simple int32
	since int32
	sine int32
	single int32
	size int32
	sizes int32
	skel int32
	skip_block_partition_type int32
	skip_motion_vector_mask int32
	skip_sad_adjustment int32
	slice_pitch int32
	slice_type int32
	slot int32
	small int32
	smooth int32
	so int32
	software int32
	some int32
	source int32
	sources int32
	space int32
	specialization int32
	specific int32
	specified int32
	specifies int32
	specs int32
	speed int32
	spir int32
	square int32
	squares int32
	src int32
	src0 int32
	src1 int32
	src2 int32
	src_content_size int32
	src_content_size_mem_id int32
	src_coord int32
	src_device int32
	src_field_polarity int32
	src_host_ptr int32
	src_id int32
	src_image int32
	src_mem_id int32
	src_offset int32
	src_origin int32
	src_row_pitch int32
	src_slice_pitch int32
	src_stride int32
	st int32
	staging int32
	standard int32
	start int32
	starting int32
	state int32
	statement int32
	status int32
	statuses int32
	std int32
	stdint int32
	still int32
	storage int32
	store int32
	stored int32
	stores int32
	streamin_components int32
	stride int32
	structure int32
	sub int32
	sub_group_all int32
	sub_group_any int32
	sub_group_ballot int32
	sub_group_ballot_bit_count int32
	sub_group_ballot_bit_extract int32
	sub_group_ballot_exclusive_scan int32
	sub_group_ballot_find_lsb int32
	sub_group_ballot_find_msb int32
	sub_group_ballot_inclusive_scan int32
	sub_group_barrier int32
	sub_group_broadcast_first int32
	sub_group_clustered_reduce_add int32
	sub_group_clustered_reduce_and int32
	sub_group_clustered_reduce_logical_and int32
	sub_group_clustered_reduce_logical_or int32
	sub_group_clustered_reduce_logical_xor int32
	sub_group_clustered_reduce_max int32
	sub_group_clustered_reduce_min int32
	sub_group_clustered_reduce_mul int32
	sub_group_clustered_reduce_or int32
	sub_group_clustered_reduce_xor int32
	sub_group_clustered_rotate int32
	sub_group_elect int32
	sub_group_inverse_ballot int32
	sub_group_local_id int32
	sub_group_non_uniform_all int32
	sub_group_non_uniform_all_equal int32
	sub_group_non_uniform_any int32
	sub_group_non_uniform_broadcast int32
	sub_group_non_uniform_reduce_add int32
	sub_group_non_uniform_reduce_and int32
	sub_group_non_uniform_reduce_logical_and int32
	sub_group_non_uniform_reduce_logical_or int32
	sub_group_non_uniform_reduce_logical_xor int32
	sub_group_non_uniform_reduce_max int32
	sub_group_non_uniform_reduce_min int32
	sub_group_non_uniform_reduce_mul int32
	sub_group_non_uniform_reduce_or int32
	sub_group_non_uniform_reduce_xor int32
	sub_group_non_uniform_scan_exclusive_add int32
	sub_group_non_uniform_scan_exclusive_and int32
	sub_group_non_uniform_scan_exclusive_logical_and int32
	sub_group_non_uniform_scan_exclusive_logical_or int32
	sub_group_non_uniform_scan_exclusive_logical_xor int32
	sub_group_non_uniform_scan_exclusive_max int32
	sub_group_non_uniform_scan_exclusive_min int32
	sub_group_non_uniform_scan_exclusive_mul int32
	sub_group_non_uniform_scan_exclusive_or int32
	sub_group_non_uniform_scan_exclusive_xor int32
	sub_group_non_uniform_scan_inclusive_add int32
	sub_group_non_uniform_scan_inclusive_and int32
	sub_group_non_uniform_scan_inclusive_logical_and int32
	sub_group_non_uniform_scan_inclusive_logical_or int32
	sub_group_non_uniform_scan_inclusive_logical_xor int32
	sub_group_non_uniform_scan_inclusive_max int32
	sub_group_non_uniform_scan_inclusive_min int32
	sub_group_non_uniform_scan_inclusive_mul int32
	sub_group_non_uniform_scan_inclusive_or int32
	sub_group_non_uniform_scan_inclusive_xor int32
	sub_group_reduce_add int32
	sub_group_reduce_max int32
	sub_group_reduce_min int32
	sub_group_rotate int32
	sub_group_scan_exclusive_add int32
	sub_group_scan_exclusive_max int32
	sub_group_scan_exclusive_min int32
	sub_group_scan_inclusive_add int32
	sub_group_scan_inclusive_max int32
	sub_group_scan_inclusive_min int32
	sub_group_shuffle int32
	sub_group_shuffle_down int32
	sub_group_shuffle_up int32
	sub_group_shuffle_xor int32
	subgroup int32
	subgroups int32
	subject int32
	sublicense int32
	subnormal int32
	substantial int32
	subtracting int32
	such int32
	sum int32
	supernormal int32
	supplied int32
	support int32
	supported int32
	supports int32
	svm_fill int32
	svm_free int32
	svm_map int32
	svm_memcpy int32
	svm_migrate int32
	svm_pointers int32
	svm_ptr int32
	svm_unmap int32
	sync int32
	sync_point int32
	sync_point_wait_list int32
	synchronization int32
	synchronizing int32
	syncpoint int32
	sys int32
	t int32
	table int32
	take int32
	takes int32
	tangent int32
	target int32
	targeted int32
	targeting int32
	td int32
	test int32
	tests int32
	than int32
	that int32
	the int32
	their int32
	them int32
	then int32
	theory int32
	there int32
	therefore int32
	these int32
	they int32
	threshold int32
	time int32
	to int32
	to_addr int32
	todo int32
	track int32
	tracking int32
	trailing int32
	transition int32
	two int32
	txt int32
	typedefs int32
	typen int32
	typename int32
	types int32
	ui int32
	uint16_t int32
	uint32_t int32
	uint64_t int32
	uint8_t int32
	ulps int32
	undef int32
	undefined int32
	under int32
	underflow int32
	undue int32
	unified int32
	unique int32
	unmap int32
	unmap_requested int32
	unnormalized int32
	unordered int32
	up int32
	updated int32
	upper_edge_chroma_pixels int32
	upper_edge_luma_pixels int32
	upper_left_corner_chroma_pixel int32
	upper_left_corner_luma_pixel int32
	upper_right_edge_luma_pixels int32
	use int32
	used int32
	useful int32
	user int32
	user_data int32
	user_func int32
	uses int32
	using int32
	usual int32
	v int32
	v1 int32
	v2 int32
	val int32
	valid int32
	value int32
	values int32
	variables int32
	variadic int32
	ve int32
	vec_step int32
	vec_type_hint int32
	vector int32
	vectors int32
	version int32
	versions int32
	vload int32
	vload3 int32
	vload8 int32
	vload_half16 int32
	vload_half16_rte int32
	vload_half16_rtn int32
	vload_half16_rtp int32
	vload_half16_rtz int32
	vload_half2 int32
	vload_half2_rte int32
	vload_half2_rtn int32
	vload_half2_rtp int32
	vload_half2_rtz int32
	vload_half3 int32
	vload_half3_rte int32
	vload_half3_rtn int32
	vload_half3_rtp int32
	vload_half3_rtz int32
	vload_half4 int32
	vload_half4_rte int32
	vload_half4_rtn int32
	vload_half4_rtp int32
	vload_half4_rtz int32
	vload_half8 int32
	vload_half8_rte int32
	vload_half8_rtn int32
	vload_half8_rtp int32
	vload_half8_rtz int32
	vload_half_rte int32
	vload_half_rtn int32
	vload_half_rtp int32
	vload_half_rtz int32
	vloada_half int32
	vloada_half16 int32
	vloada_half16_rte int32
	vloada_half16_rtn int32
	vloada_half16_rtp int32
	vloada_half16_rtz int32
	vloada_half2_rte int32
	vloada_half2_rtn int32
	vloada_half2_rtp int32
	vloada_half2_rtz int32
	vloada_half3 int32
	vloada_half3_rte int32
	vloada_half3_rtn int32
	vloada_half3_rtp int32
	vloada_half3_rtz int32
	vloada_half4 int32
	vloada_half4_rte int32
	vloada_half4_rtn int32
	vloada_half4_rtp int32
	vloada_half4_rtz int32
	vloada_half8 int32
	vloada_half8_rte int32
	vloada_half8_rtn int32
	vloada_half8_rtp int32
	vloada_half8_rtz int32
	vloada_half_rte int32
	vloada_half_rtn int32
	vloada_half_rtp int32
	vloada_half_rtz int32
	vloadn int32
	vme_media_sampler int32
	vstore int32
	vstore16 int32
	vstore3 int32
	vstore8 int32
	vstore_half int32
	vstore_half16 int32
	vstore_half16_rte int32
	vstore_half16_rtn int32
	vstore_half16_rtp int32
	vstore_half16_rtz int32
	vstore_half2 int32
	vstore_half2_rte int32
	vstore_half2_rtn int32
	vstore_half2_rtp int32
	vstore_half2_rtz int32
	vstore_half3 int32
	vstore_half3_rte int32
	vstore_half3_rtn int32
	vstore_half3_rtp int32
	vstore_half3_rtz int32
	vstore_half4 int32
	vstore_half4_rtn int32
	vstore_half4_rtp int32
	vstore_half4_rtz int32
	vstore_half8 int32
	vstore_half8_rte int32
	vstore_half8_rtn int32
	vstore_half8_rtp int32
	vstore_half8_rtz int32
	vstore_half_rte int32
	vstore_half_rtn int32
	vstore_half_rtp int32
	vstore_half_rtz int32
	vstore_halfn int32
	vstorea_half int32
	vstorea_half16 int32
	vstorea_half16_rte int32
	vstorea_half16_rtn int32
	vstorea_half16_rtp int32
	vstorea_half16_rtz int32
	vstorea_half2 int32
	vstorea_half2_rte int32
	vstorea_half2_rtn int32
	vstorea_half2_rtp int32
	vstorea_half2_rtz int32
	vstorea_half3 int32
	vstorea_half3_rte int32
	vstorea_half3_rtn int32
	vstorea_half3_rtp int32
	vstorea_half3_rtz int32
	vstorea_half4 int32
	vstorea_half4_rte int32
	vstorea_half4_rtn int32
	vstorea_half4_rtp int32
	vstorea_half4_rtz int32
	vstorea_half8 int32
	vstorea_half8_rte int32
	vstorea_half8_rtn int32
	vstorea_half8_rtp int32
	vstorea_half8_rtz int32
	vstorea_half_rte int32
	vstorea_half_rtn int32
	vstorea_half_rtp int32
	vstorea_half_rtz int32
	vstorea_halfn int32
	vstoren int32
	vulkan int32
	w int32
	wait int32
	waiting int32
	want int32
	wanted int32
	was int32
	way int32
	we int32
	wg int32
	what int32
	when int32
	where int32
	which int32
	whom int32
	wi int32
	width int32
	will int32
	wise int32
	wish int32
	with int32
	within int32
	without int32
	work int32
	workDimension int32
	work_dim int32
	work_group_any int32
	work_group_func int32
	work_group_reduce_max int32
	work_group_reduce_min int32
	work_group_scan_exclusive_add int32
	work_group_scan_exclusive_max int32
	work_group_scan_exclusive_min int32
	work_group_scan_inclusive_add int32
	work_group_scan_inclusive_min int32
	work_group_size_hint int32
	workgroup int32
	workitems int32
	works int32
	would int32
	write int32
	write_image int32
	write_imageh int32
	write_imagei int32
	write_imageui int32
	write_rect int32
	writes int32
	writing int32
	written int32
	wrong int32
	wzyx int32
	x int32
	x2 int32
	xy int32
	xyz int32
	xyzw int32
	y int32
	y2 int32
	you int32
	z int32
	zero int32
}

//kgen:kernel
func zzLocals(zzIt sycl.Item, zzIn []zzFields, zzOut []int32) {
	zzI := zzIt.ID(0)
	auto := zzIn[zzI].auto
	zzOut[zzI] += auto
	bool := zzIn[zzI].bool
	zzOut[zzI] += bool
	char := zzIn[zzI].char
	zzOut[zzI] += char
	constant := zzIn[zzI].constant
	zzOut[zzI] += constant
	double := zzIn[zzI].double
	zzOut[zzI] += double
	enum := zzIn[zzI].enum
	zzOut[zzI] += enum
	extern := zzIn[zzI].extern
	zzOut[zzI] += extern
	float := zzIn[zzI].float
	zzOut[zzI] += float
	global := zzIn[zzI].global
	zzOut[zzI] += global
	half := zzIn[zzI].half
	zzOut[zzI] += half
	inline := zzIn[zzI].inline
	zzOut[zzI] += inline
	int := zzIn[zzI].int
	zzOut[zzI] += int
	kernel := zzIn[zzI].kernel
	zzOut[zzI] += kernel
	local := zzIn[zzI].local
	zzOut[zzI] += local
	long := zzIn[zzI].long
	zzOut[zzI] += long
	private := zzIn[zzI].private
	zzOut[zzI] += private
	read_only := zzIn[zzI].read_only
	zzOut[zzI] += read_only
	write_only := zzIn[zzI].write_only
	zzOut[zzI] += write_only
	read_write := zzIn[zzI].read_write
	zzOut[zzI] += read_write
	register := zzIn[zzI].register
	zzOut[zzI] += register
	restrict := zzIn[zzI].restrict
	zzOut[zzI] += restrict
	short := zzIn[zzI].short
	zzOut[zzI] += short
	signed := zzIn[zzI].signed
	zzOut[zzI] += signed
	sizeof := zzIn[zzI].sizeof
	zzOut[zzI] += sizeof
	static := zzIn[zzI].static
	zzOut[zzI] += static
	typedef := zzIn[zzI].typedef
	zzOut[zzI] += typedef
	uchar := zzIn[zzI].uchar
	zzOut[zzI] += uchar
	uint := zzIn[zzI].uint
	zzOut[zzI] += uint
	ulong := zzIn[zzI].ulong
	zzOut[zzI] += ulong
	ushort := zzIn[zzI].ushort
	zzOut[zzI] += ushort
	union := zzIn[zzI].union
	zzOut[zzI] += union
	unsigned := zzIn[zzI].unsigned
	zzOut[zzI] += unsigned
	void := zzIn[zzI].void
	zzOut[zzI] += void
	volatile := zzIn[zzI].volatile
	zzOut[zzI] += volatile
	while := zzIn[zzI].while
	zzOut[zzI] += while
	do := zzIn[zzI].do
	zzOut[zzI] += do
	generic := zzIn[zzI].generic
	zzOut[zzI] += generic
	pipe := zzIn[zzI].pipe
	zzOut[zzI] += pipe
	uniform := zzIn[zzI].uniform
	zzOut[zzI] += uniform
	asm := zzIn[zzI].asm
	zzOut[zzI] += asm
	this := zzIn[zzI].this
	zzOut[zzI] += this
	template := zzIn[zzI].template
	zzOut[zzI] += template
	new := zzIn[zzI].new
	zzOut[zzI] += new
	delete := zzIn[zzI].delete
	zzOut[zzI] += delete
	NULL := zzIn[zzI].NULL
	zzOut[zzI] += NULL
	true := zzIn[zzI].true
	zzOut[zzI] += true
	false := zzIn[zzI].false
	zzOut[zzI] += false
	main := zzIn[zzI].main
	zzOut[zzI] += main
	_Bool := zzIn[zzI]._Bool
	zzOut[zzI] += _Bool
	_Complex := zzIn[zzI]._Complex
	zzOut[zzI] += _Complex
	_Imaginary := zzIn[zzI]._Imaginary
	zzOut[zzI] += _Imaginary
	_Alignas := zzIn[zzI]._Alignas
	zzOut[zzI] += _Alignas
	_Alignof := zzIn[zzI]._Alignof
	zzOut[zzI] += _Alignof
	_Atomic := zzIn[zzI]._Atomic
	zzOut[zzI] += _Atomic
	_Noreturn := zzIn[zzI]._Noreturn
	zzOut[zzI] += _Noreturn
	_Static_assert := zzIn[zzI]._Static_assert
	zzOut[zzI] += _Static_assert
	_Thread_local := zzIn[zzI]._Thread_local
	zzOut[zzI] += _Thread_local
	__kernel := zzIn[zzI].__kernel
	zzOut[zzI] += __kernel
	__global := zzIn[zzI].__global
	zzOut[zzI] += __global
	__local := zzIn[zzI].__local
	zzOut[zzI] += __local
	__constant := zzIn[zzI].__constant
	zzOut[zzI] += __constant
	__private := zzIn[zzI].__private
	zzOut[zzI] += __private
	__generic := zzIn[zzI].__generic
	zzOut[zzI] += __generic
	__read_only := zzIn[zzI].__read_only
	zzOut[zzI] += __read_only
	__write_only := zzIn[zzI].__write_only
	zzOut[zzI] += __write_only
	__read_write := zzIn[zzI].__read_write
	zzOut[zzI] += __read_write
	__attribute__ := zzIn[zzI].__attribute__
	zzOut[zzI] += __attribute__
	__kernel_exec := zzIn[zzI].__kernel_exec
	zzOut[zzI] += __kernel_exec
	char2 := zzIn[zzI].char2
	zzOut[zzI] += char2
	char3 := zzIn[zzI].char3
	zzOut[zzI] += char3
	char4 := zzIn[zzI].char4
	zzOut[zzI] += char4
	char8 := zzIn[zzI].char8
	zzOut[zzI] += char8
	char16 := zzIn[zzI].char16
	zzOut[zzI] += char16
	uchar2 := zzIn[zzI].uchar2
	zzOut[zzI] += uchar2
	uchar3 := zzIn[zzI].uchar3
	zzOut[zzI] += uchar3
	uchar4 := zzIn[zzI].uchar4
	zzOut[zzI] += uchar4
	uchar8 := zzIn[zzI].uchar8
	zzOut[zzI] += uchar8
	uchar16 := zzIn[zzI].uchar16
	zzOut[zzI] += uchar16
	short2 := zzIn[zzI].short2
	zzOut[zzI] += short2
	short3 := zzIn[zzI].short3
	zzOut[zzI] += short3
	short4 := zzIn[zzI].short4
	zzOut[zzI] += short4
	short8 := zzIn[zzI].short8
	zzOut[zzI] += short8
	short16 := zzIn[zzI].short16
	zzOut[zzI] += short16
	ushort2 := zzIn[zzI].ushort2
	zzOut[zzI] += ushort2
	ushort3 := zzIn[zzI].ushort3
	zzOut[zzI] += ushort3
	ushort4 := zzIn[zzI].ushort4
	zzOut[zzI] += ushort4
	ushort8 := zzIn[zzI].ushort8
	zzOut[zzI] += ushort8
	ushort16 := zzIn[zzI].ushort16
	zzOut[zzI] += ushort16
	int2 := zzIn[zzI].int2
	zzOut[zzI] += int2
	int3 := zzIn[zzI].int3
	zzOut[zzI] += int3
	int4 := zzIn[zzI].int4
	zzOut[zzI] += int4
	int8 := zzIn[zzI].int8
	zzOut[zzI] += int8
	int16 := zzIn[zzI].int16
	zzOut[zzI] += int16
	uint2 := zzIn[zzI].uint2
	zzOut[zzI] += uint2
	uint3 := zzIn[zzI].uint3
	zzOut[zzI] += uint3
	uint4 := zzIn[zzI].uint4
	zzOut[zzI] += uint4
	uint8 := zzIn[zzI].uint8
	zzOut[zzI] += uint8
	uint16 := zzIn[zzI].uint16
	zzOut[zzI] += uint16
	long2 := zzIn[zzI].long2
	zzOut[zzI] += long2
	long3 := zzIn[zzI].long3
	zzOut[zzI] += long3
	long4 := zzIn[zzI].long4
	zzOut[zzI] += long4
	long8 := zzIn[zzI].long8
	zzOut[zzI] += long8
	long16 := zzIn[zzI].long16
	zzOut[zzI] += long16
	ulong2 := zzIn[zzI].ulong2
	zzOut[zzI] += ulong2
	ulong3 := zzIn[zzI].ulong3
	zzOut[zzI] += ulong3
	ulong4 := zzIn[zzI].ulong4
	zzOut[zzI] += ulong4
	ulong8 := zzIn[zzI].ulong8
	zzOut[zzI] += ulong8
	ulong16 := zzIn[zzI].ulong16
	zzOut[zzI] += ulong16
	float2 := zzIn[zzI].float2
	zzOut[zzI] += float2
	float3 := zzIn[zzI].float3
	zzOut[zzI] += float3
	float4 := zzIn[zzI].float4
	zzOut[zzI] += float4
	float8 := zzIn[zzI].float8
	zzOut[zzI] += float8
	float16 := zzIn[zzI].float16
	zzOut[zzI] += float16
	double2 := zzIn[zzI].double2
	zzOut[zzI] += double2
	double3 := zzIn[zzI].double3
	zzOut[zzI] += double3
	double4 := zzIn[zzI].double4
	zzOut[zzI] += double4
	double8 := zzIn[zzI].double8
	zzOut[zzI] += double8
	double16 := zzIn[zzI].double16
	zzOut[zzI] += double16
	half2 := zzIn[zzI].half2
	zzOut[zzI] += half2
	half3 := zzIn[zzI].half3
	zzOut[zzI] += half3
	half4 := zzIn[zzI].half4
	zzOut[zzI] += half4
	half8 := zzIn[zzI].half8
	zzOut[zzI] += half8
	half16 := zzIn[zzI].half16
	zzOut[zzI] += half16
	bool2 := zzIn[zzI].bool2
	zzOut[zzI] += bool2
	size_t := zzIn[zzI].size_t
	zzOut[zzI] += size_t
	ptrdiff_t := zzIn[zzI].ptrdiff_t
	zzOut[zzI] += ptrdiff_t
	intptr_t := zzIn[zzI].intptr_t
	zzOut[zzI] += intptr_t
	uintptr_t := zzIn[zzI].uintptr_t
	zzOut[zzI] += uintptr_t
	image1d_t := zzIn[zzI].image1d_t
	zzOut[zzI] += image1d_t
	image1d_array_t := zzIn[zzI].image1d_array_t
	zzOut[zzI] += image1d_array_t
	image1d_buffer_t := zzIn[zzI].image1d_buffer_t
	zzOut[zzI] += image1d_buffer_t
	image2d_t := zzIn[zzI].image2d_t
	zzOut[zzI] += image2d_t
	image2d_array_t := zzIn[zzI].image2d_array_t
	zzOut[zzI] += image2d_array_t
	image2d_depth_t := zzIn[zzI].image2d_depth_t
	zzOut[zzI] += image2d_depth_t
	image2d_array_depth_t := zzIn[zzI].image2d_array_depth_t
	zzOut[zzI] += image2d_array_depth_t
	image2d_msaa_t := zzIn[zzI].image2d_msaa_t
	zzOut[zzI] += image2d_msaa_t
	image3d_t := zzIn[zzI].image3d_t
	zzOut[zzI] += image3d_t
	sampler_t := zzIn[zzI].sampler_t
	zzOut[zzI] += sampler_t
	event_t := zzIn[zzI].event_t
	zzOut[zzI] += event_t
	queue_t := zzIn[zzI].queue_t
	zzOut[zzI] += queue_t
	ndrange_t := zzIn[zzI].ndrange_t
	zzOut[zzI] += ndrange_t
	clk_event_t := zzIn[zzI].clk_event_t
	zzOut[zzI] += clk_event_t
	reserve_id_t := zzIn[zzI].reserve_id_t
	zzOut[zzI] += reserve_id_t
	kernel_enqueue_flags_t := zzIn[zzI].kernel_enqueue_flags_t
	zzOut[zzI] += kernel_enqueue_flags_t
	clk_profiling_info := zzIn[zzI].clk_profiling_info
	zzOut[zzI] += clk_profiling_info
	atomic_int := zzIn[zzI].atomic_int
	zzOut[zzI] += atomic_int
	atomic_uint := zzIn[zzI].atomic_uint
	zzOut[zzI] += atomic_uint
	atomic_long := zzIn[zzI].atomic_long
	zzOut[zzI] += atomic_long
	atomic_ulong := zzIn[zzI].atomic_ulong
	zzOut[zzI] += atomic_ulong
	atomic_float := zzIn[zzI].atomic_float
	zzOut[zzI] += atomic_float
	atomic_double := zzIn[zzI].atomic_double
	zzOut[zzI] += atomic_double
	atomic_flag := zzIn[zzI].atomic_flag
	zzOut[zzI] += atomic_flag
	atomic_intptr_t := zzIn[zzI].atomic_intptr_t
	zzOut[zzI] += atomic_intptr_t
	atomic_size_t := zzIn[zzI].atomic_size_t
	zzOut[zzI] += atomic_size_t
	memory_order := zzIn[zzI].memory_order
	zzOut[zzI] += memory_order
	memory_scope := zzIn[zzI].memory_scope
	zzOut[zzI] += memory_scope
	cl_mem_fence_flags := zzIn[zzI].cl_mem_fence_flags
	zzOut[zzI] += cl_mem_fence_flags
	get_work_dim := zzIn[zzI].get_work_dim
	zzOut[zzI] += get_work_dim
	get_global_size := zzIn[zzI].get_global_size
	zzOut[zzI] += get_global_size
	get_global_id := zzIn[zzI].get_global_id
	zzOut[zzI] += get_global_id
	get_local_size := zzIn[zzI].get_local_size
	zzOut[zzI] += get_local_size
	get_local_id := zzIn[zzI].get_local_id
	zzOut[zzI] += get_local_id
	get_num_groups := zzIn[zzI].get_num_groups
	zzOut[zzI] += get_num_groups
	get_group_id := zzIn[zzI].get_group_id
	zzOut[zzI] += get_group_id
	get_global_offset := zzIn[zzI].get_global_offset
	zzOut[zzI] += get_global_offset
	get_enqueued_local_size := zzIn[zzI].get_enqueued_local_size
	zzOut[zzI] += get_enqueued_local_size
	get_global_linear_id := zzIn[zzI].get_global_linear_id
	zzOut[zzI] += get_global_linear_id
	get_local_linear_id := zzIn[zzI].get_local_linear_id
	zzOut[zzI] += get_local_linear_id
	acos := zzIn[zzI].acos
	zzOut[zzI] += acos
	acosh := zzIn[zzI].acosh
	zzOut[zzI] += acosh
	acospi := zzIn[zzI].acospi
	zzOut[zzI] += acospi
	asin := zzIn[zzI].asin
	zzOut[zzI] += asin
	asinh := zzIn[zzI].asinh
	zzOut[zzI] += asinh
	asinpi := zzIn[zzI].asinpi
	zzOut[zzI] += asinpi
	atan := zzIn[zzI].atan
	zzOut[zzI] += atan
	atan2 := zzIn[zzI].atan2
	zzOut[zzI] += atan2
	atanh := zzIn[zzI].atanh
	zzOut[zzI] += atanh
	atanpi := zzIn[zzI].atanpi
	zzOut[zzI] += atanpi
	cbrt := zzIn[zzI].cbrt
	zzOut[zzI] += cbrt
	ceil := zzIn[zzI].ceil
	zzOut[zzI] += ceil
	copysign := zzIn[zzI].copysign
	zzOut[zzI] += copysign
	cos := zzIn[zzI].cos
	zzOut[zzI] += cos
	cosh := zzIn[zzI].cosh
	zzOut[zzI] += cosh
	cospi := zzIn[zzI].cospi
	zzOut[zzI] += cospi
	erf := zzIn[zzI].erf
	zzOut[zzI] += erf
	erfc := zzIn[zzI].erfc
	zzOut[zzI] += erfc
	exp := zzIn[zzI].exp
	zzOut[zzI] += exp
	exp2 := zzIn[zzI].exp2
	zzOut[zzI] += exp2
	exp10 := zzIn[zzI].exp10
	zzOut[zzI] += exp10
	expm1 := zzIn[zzI].expm1
	zzOut[zzI] += expm1
	fabs := zzIn[zzI].fabs
	zzOut[zzI] += fabs
	fdim := zzIn[zzI].fdim
	zzOut[zzI] += fdim
	floor := zzIn[zzI].floor
	zzOut[zzI] += floor
	fma := zzIn[zzI].fma
	zzOut[zzI] += fma
	fmax := zzIn[zzI].fmax
	zzOut[zzI] += fmax
	fmin := zzIn[zzI].fmin
	zzOut[zzI] += fmin
	fmod := zzIn[zzI].fmod
	zzOut[zzI] += fmod
	fract := zzIn[zzI].fract
	zzOut[zzI] += fract
	frexp := zzIn[zzI].frexp
	zzOut[zzI] += frexp
	hypot := zzIn[zzI].hypot
	zzOut[zzI] += hypot
	ilogb := zzIn[zzI].ilogb
	zzOut[zzI] += ilogb
	ldexp := zzIn[zzI].ldexp
	zzOut[zzI] += ldexp
	lgamma := zzIn[zzI].lgamma
	zzOut[zzI] += lgamma
	log := zzIn[zzI].log
	zzOut[zzI] += log
	log2 := zzIn[zzI].log2
	zzOut[zzI] += log2
	log10 := zzIn[zzI].log10
	zzOut[zzI] += log10
	log1p := zzIn[zzI].log1p
	zzOut[zzI] += log1p
	logb := zzIn[zzI].logb
	zzOut[zzI] += logb
	mad := zzIn[zzI].mad
	zzOut[zzI] += mad
	maxmag := zzIn[zzI].maxmag
	zzOut[zzI] += maxmag
	minmag := zzIn[zzI].minmag
	zzOut[zzI] += minmag
	modf := zzIn[zzI].modf
	zzOut[zzI] += modf
	nan := zzIn[zzI].nan
	zzOut[zzI] += nan
	nextafter := zzIn[zzI].nextafter
	zzOut[zzI] += nextafter
	pow := zzIn[zzI].pow
	zzOut[zzI] += pow
	pown := zzIn[zzI].pown
	zzOut[zzI] += pown
	powr := zzIn[zzI].powr
	zzOut[zzI] += powr
	remainder := zzIn[zzI].remainder
	zzOut[zzI] += remainder
	remquo := zzIn[zzI].remquo
	zzOut[zzI] += remquo
	rint := zzIn[zzI].rint
	zzOut[zzI] += rint
	rootn := zzIn[zzI].rootn
	zzOut[zzI] += rootn
	round := zzIn[zzI].round
	zzOut[zzI] += round
	rsqrt := zzIn[zzI].rsqrt
	zzOut[zzI] += rsqrt
	sin := zzIn[zzI].sin
	zzOut[zzI] += sin
	sincos := zzIn[zzI].sincos
	zzOut[zzI] += sincos
	sinh := zzIn[zzI].sinh
	zzOut[zzI] += sinh
	sinpi := zzIn[zzI].sinpi
	zzOut[zzI] += sinpi
	sqrt := zzIn[zzI].sqrt
	zzOut[zzI] += sqrt
	tan := zzIn[zzI].tan
	zzOut[zzI] += tan
	tanh := zzIn[zzI].tanh
	zzOut[zzI] += tanh
	tanpi := zzIn[zzI].tanpi
	zzOut[zzI] += tanpi
	tgamma := zzIn[zzI].tgamma
	zzOut[zzI] += tgamma
	trunc := zzIn[zzI].trunc
	zzOut[zzI] += trunc
	half_cos := zzIn[zzI].half_cos
	zzOut[zzI] += half_cos
	half_exp := zzIn[zzI].half_exp
	zzOut[zzI] += half_exp
	half_sqrt := zzIn[zzI].half_sqrt
	zzOut[zzI] += half_sqrt
	native_sin := zzIn[zzI].native_sin
	zzOut[zzI] += native_sin
	native_exp := zzIn[zzI].native_exp
	zzOut[zzI] += native_exp
	native_recip := zzIn[zzI].native_recip
	zzOut[zzI] += native_recip
	abs := zzIn[zzI].abs
	zzOut[zzI] += abs
	abs_diff := zzIn[zzI].abs_diff
	zzOut[zzI] += abs_diff
	add_sat := zzIn[zzI].add_sat
	zzOut[zzI] += add_sat
	hadd := zzIn[zzI].hadd
	zzOut[zzI] += hadd
	rhadd := zzIn[zzI].rhadd
	zzOut[zzI] += rhadd
	clamp := zzIn[zzI].clamp
	zzOut[zzI] += clamp
	clz := zzIn[zzI].clz
	zzOut[zzI] += clz
	ctz := zzIn[zzI].ctz
	zzOut[zzI] += ctz
	mad_hi := zzIn[zzI].mad_hi
	zzOut[zzI] += mad_hi
	mad_sat := zzIn[zzI].mad_sat
	zzOut[zzI] += mad_sat
	max := zzIn[zzI].max
	zzOut[zzI] += max
	min := zzIn[zzI].min
	zzOut[zzI] += min
	mul_hi := zzIn[zzI].mul_hi
	zzOut[zzI] += mul_hi
	rotate := zzIn[zzI].rotate
	zzOut[zzI] += rotate
	sub_sat := zzIn[zzI].sub_sat
	zzOut[zzI] += sub_sat
	upsample := zzIn[zzI].upsample
	zzOut[zzI] += upsample
	popcount := zzIn[zzI].popcount
	zzOut[zzI] += popcount
	mad24 := zzIn[zzI].mad24
	zzOut[zzI] += mad24
	mul24 := zzIn[zzI].mul24
	zzOut[zzI] += mul24
	degrees := zzIn[zzI].degrees
	zzOut[zzI] += degrees
	mix := zzIn[zzI].mix
	zzOut[zzI] += mix
	radians := zzIn[zzI].radians
	zzOut[zzI] += radians
	step := zzIn[zzI].step
	zzOut[zzI] += step
	smoothstep := zzIn[zzI].smoothstep
	zzOut[zzI] += smoothstep
	sign := zzIn[zzI].sign
	zzOut[zzI] += sign
	cross := zzIn[zzI].cross
	zzOut[zzI] += cross
	dot := zzIn[zzI].dot
	zzOut[zzI] += dot
	distance := zzIn[zzI].distance
	zzOut[zzI] += distance
	length := zzIn[zzI].length
	zzOut[zzI] += length
	normalize := zzIn[zzI].normalize
	zzOut[zzI] += normalize
	fast_length := zzIn[zzI].fast_length
	zzOut[zzI] += fast_length
	isequal := zzIn[zzI].isequal
	zzOut[zzI] += isequal
	isnotequal := zzIn[zzI].isnotequal
	zzOut[zzI] += isnotequal
	isgreater := zzIn[zzI].isgreater
	zzOut[zzI] += isgreater
	isless := zzIn[zzI].isless
	zzOut[zzI] += isless
	isfinite := zzIn[zzI].isfinite
	zzOut[zzI] += isfinite
	isinf := zzIn[zzI].isinf
	zzOut[zzI] += isinf
	isnan := zzIn[zzI].isnan
	zzOut[zzI] += isnan
	isnormal := zzIn[zzI].isnormal
	zzOut[zzI] += isnormal
	signbit := zzIn[zzI].signbit
	zzOut[zzI] += signbit
	any := zzIn[zzI].any
	zzOut[zzI] += any
	all := zzIn[zzI].all
	zzOut[zzI] += all
	bitselect := zzIn[zzI].bitselect
	zzOut[zzI] += bitselect
	vload2 := zzIn[zzI].vload2
	zzOut[zzI] += vload2
	vload4 := zzIn[zzI].vload4
	zzOut[zzI] += vload4
	vload16 := zzIn[zzI].vload16
	zzOut[zzI] += vload16
	vstore2 := zzIn[zzI].vstore2
	zzOut[zzI] += vstore2
	vstore4 := zzIn[zzI].vstore4
	zzOut[zzI] += vstore4
	vload_half := zzIn[zzI].vload_half
	zzOut[zzI] += vload_half
	vstore_half4_rte := zzIn[zzI].vstore_half4_rte
	zzOut[zzI] += vstore_half4_rte
	vloada_half2 := zzIn[zzI].vloada_half2
	zzOut[zzI] += vloada_half2
	barrier := zzIn[zzI].barrier
	zzOut[zzI] += barrier
	work_group_barrier := zzIn[zzI].work_group_barrier
	zzOut[zzI] += work_group_barrier
	mem_fence := zzIn[zzI].mem_fence
	zzOut[zzI] += mem_fence
	read_mem_fence := zzIn[zzI].read_mem_fence
	zzOut[zzI] += read_mem_fence
	write_mem_fence := zzIn[zzI].write_mem_fence
	zzOut[zzI] += write_mem_fence
	async_work_group_copy := zzIn[zzI].async_work_group_copy
	zzOut[zzI] += async_work_group_copy
	async_work_group_strided_copy := zzIn[zzI].async_work_group_strided_copy
	zzOut[zzI] += async_work_group_strided_copy
	wait_group_events := zzIn[zzI].wait_group_events
	zzOut[zzI] += wait_group_events
	prefetch := zzIn[zzI].prefetch
	zzOut[zzI] += prefetch
	atomic_add := zzIn[zzI].atomic_add
	zzOut[zzI] += atomic_add
	atomic_sub := zzIn[zzI].atomic_sub
	zzOut[zzI] += atomic_sub
	atomic_xchg := zzIn[zzI].atomic_xchg
	zzOut[zzI] += atomic_xchg
	atomic_inc := zzIn[zzI].atomic_inc
	zzOut[zzI] += atomic_inc
	atomic_dec := zzIn[zzI].atomic_dec
	zzOut[zzI] += atomic_dec
	atomic_cmpxchg := zzIn[zzI].atomic_cmpxchg
	zzOut[zzI] += atomic_cmpxchg
	atomic_min := zzIn[zzI].atomic_min
	zzOut[zzI] += atomic_min
	atomic_max := zzIn[zzI].atomic_max
	zzOut[zzI] += atomic_max
	atomic_and := zzIn[zzI].atomic_and
	zzOut[zzI] += atomic_and
	atomic_or := zzIn[zzI].atomic_or
	zzOut[zzI] += atomic_or
	atomic_xor := zzIn[zzI].atomic_xor
	zzOut[zzI] += atomic_xor
	atom_add := zzIn[zzI].atom_add
	zzOut[zzI] += atom_add
	atom_inc := zzIn[zzI].atom_inc
	zzOut[zzI] += atom_inc
	atom_cmpxchg := zzIn[zzI].atom_cmpxchg
	zzOut[zzI] += atom_cmpxchg
	atomic_init := zzIn[zzI].atomic_init
	zzOut[zzI] += atomic_init
	atomic_load := zzIn[zzI].atomic_load
	zzOut[zzI] += atomic_load
	atomic_store := zzIn[zzI].atomic_store
	zzOut[zzI] += atomic_store
	atomic_exchange := zzIn[zzI].atomic_exchange
	zzOut[zzI] += atomic_exchange
	atomic_fetch_add := zzIn[zzI].atomic_fetch_add
	zzOut[zzI] += atomic_fetch_add
	atomic_compare_exchange_strong := zzIn[zzI].atomic_compare_exchange_strong
	zzOut[zzI] += atomic_compare_exchange_strong
	atomic_flag_test_and_set := zzIn[zzI].atomic_flag_test_and_set
	zzOut[zzI] += atomic_flag_test_and_set
	atomic_work_item_fence := zzIn[zzI].atomic_work_item_fence
	zzOut[zzI] += atomic_work_item_fence
	printf := zzIn[zzI].printf
	zzOut[zzI] += printf
	read_imagef := zzIn[zzI].read_imagef
	zzOut[zzI] += read_imagef
	read_imagei := zzIn[zzI].read_imagei
	zzOut[zzI] += read_imagei
	write_imagef := zzIn[zzI].write_imagef
	zzOut[zzI] += write_imagef
	get_image_width := zzIn[zzI].get_image_width
	zzOut[zzI] += get_image_width
	get_image_dim := zzIn[zzI].get_image_dim
	zzOut[zzI] += get_image_dim
	convert_int := zzIn[zzI].convert_int
	zzOut[zzI] += convert_int
	convert_float4_rte := zzIn[zzI].convert_float4_rte
	zzOut[zzI] += convert_float4_rte
	convert_uchar_sat := zzIn[zzI].convert_uchar_sat
	zzOut[zzI] += convert_uchar_sat
	as_float := zzIn[zzI].as_float
	zzOut[zzI] += as_float
	as_int2 := zzIn[zzI].as_int2
	zzOut[zzI] += as_int2
	shuffle := zzIn[zzI].shuffle
	zzOut[zzI] += shuffle
	shuffle2 := zzIn[zzI].shuffle2
	zzOut[zzI] += shuffle2
	work_group_all := zzIn[zzI].work_group_all
	zzOut[zzI] += work_group_all
	work_group_broadcast := zzIn[zzI].work_group_broadcast
	zzOut[zzI] += work_group_broadcast
	work_group_reduce_add := zzIn[zzI].work_group_reduce_add
	zzOut[zzI] += work_group_reduce_add
	work_group_scan_inclusive_max := zzIn[zzI].work_group_scan_inclusive_max
	zzOut[zzI] += work_group_scan_inclusive_max
	sub_group_broadcast := zzIn[zzI].sub_group_broadcast
	zzOut[zzI] += sub_group_broadcast
	get_sub_group_size := zzIn[zzI].get_sub_group_size
	zzOut[zzI] += get_sub_group_size
	intel_sub_group_shuffle := zzIn[zzI].intel_sub_group_shuffle
	zzOut[zzI] += intel_sub_group_shuffle
	enqueue_kernel := zzIn[zzI].enqueue_kernel
	zzOut[zzI] += enqueue_kernel
	to_global := zzIn[zzI].to_global
	zzOut[zzI] += to_global
	to_local := zzIn[zzI].to_local
	zzOut[zzI] += to_local
	to_private := zzIn[zzI].to_private
	zzOut[zzI] += to_private
	get_fence := zzIn[zzI].get_fence
	zzOut[zzI] += get_fence
	CHAR_BIT := zzIn[zzI].CHAR_BIT
	zzOut[zzI] += CHAR_BIT
	CHAR_MAX := zzIn[zzI].CHAR_MAX
	zzOut[zzI] += CHAR_MAX
	CHAR_MIN := zzIn[zzI].CHAR_MIN
	zzOut[zzI] += CHAR_MIN
	SCHAR_MAX := zzIn[zzI].SCHAR_MAX
	zzOut[zzI] += SCHAR_MAX
	SCHAR_MIN := zzIn[zzI].SCHAR_MIN
	zzOut[zzI] += SCHAR_MIN
	UCHAR_MAX := zzIn[zzI].UCHAR_MAX
	zzOut[zzI] += UCHAR_MAX
	SHRT_MAX := zzIn[zzI].SHRT_MAX
	zzOut[zzI] += SHRT_MAX
	SHRT_MIN := zzIn[zzI].SHRT_MIN
	zzOut[zzI] += SHRT_MIN
	USHRT_MAX := zzIn[zzI].USHRT_MAX
	zzOut[zzI] += USHRT_MAX
	INT_MAX := zzIn[zzI].INT_MAX
	zzOut[zzI] += INT_MAX
	INT_MIN := zzIn[zzI].INT_MIN
	zzOut[zzI] += INT_MIN
	UINT_MAX := zzIn[zzI].UINT_MAX
	zzOut[zzI] += UINT_MAX
	LONG_MAX := zzIn[zzI].LONG_MAX
	zzOut[zzI] += LONG_MAX
	LONG_MIN := zzIn[zzI].LONG_MIN
	zzOut[zzI] += LONG_MIN
	ULONG_MAX := zzIn[zzI].ULONG_MAX
	zzOut[zzI] += ULONG_MAX
	FLT_DIG := zzIn[zzI].FLT_DIG
	zzOut[zzI] += FLT_DIG
	FLT_MANT_DIG := zzIn[zzI].FLT_MANT_DIG
	zzOut[zzI] += FLT_MANT_DIG
	FLT_MAX_10_EXP := zzIn[zzI].FLT_MAX_10_EXP
	zzOut[zzI] += FLT_MAX_10_EXP
	FLT_MAX_EXP := zzIn[zzI].FLT_MAX_EXP
	zzOut[zzI] += FLT_MAX_EXP
	FLT_MIN_10_EXP := zzIn[zzI].FLT_MIN_10_EXP
	zzOut[zzI] += FLT_MIN_10_EXP
	FLT_MIN_EXP := zzIn[zzI].FLT_MIN_EXP
	zzOut[zzI] += FLT_MIN_EXP
	FLT_RADIX := zzIn[zzI].FLT_RADIX
	zzOut[zzI] += FLT_RADIX
	FLT_MAX := zzIn[zzI].FLT_MAX
	zzOut[zzI] += FLT_MAX
	FLT_MIN := zzIn[zzI].FLT_MIN
	zzOut[zzI] += FLT_MIN
	FLT_EPSILON := zzIn[zzI].FLT_EPSILON
	zzOut[zzI] += FLT_EPSILON
	DBL_MAX := zzIn[zzI].DBL_MAX
	zzOut[zzI] += DBL_MAX
	DBL_MIN := zzIn[zzI].DBL_MIN
	zzOut[zzI] += DBL_MIN
	DBL_EPSILON := zzIn[zzI].DBL_EPSILON
	zzOut[zzI] += DBL_EPSILON
	HALF_MAX := zzIn[zzI].HALF_MAX
	zzOut[zzI] += HALF_MAX
	HALF_EPSILON := zzIn[zzI].HALF_EPSILON
	zzOut[zzI] += HALF_EPSILON
	M_E := zzIn[zzI].M_E
	zzOut[zzI] += M_E
	M_LOG2E := zzIn[zzI].M_LOG2E
	zzOut[zzI] += M_LOG2E
	M_LOG10E := zzIn[zzI].M_LOG10E
	zzOut[zzI] += M_LOG10E
	M_LN2 := zzIn[zzI].M_LN2
	zzOut[zzI] += M_LN2
	M_LN10 := zzIn[zzI].M_LN10
	zzOut[zzI] += M_LN10
	M_PI := zzIn[zzI].M_PI
	zzOut[zzI] += M_PI
	M_PI_2 := zzIn[zzI].M_PI_2
	zzOut[zzI] += M_PI_2
	M_PI_4 := zzIn[zzI].M_PI_4
	zzOut[zzI] += M_PI_4
	M_1_PI := zzIn[zzI].M_1_PI
	zzOut[zzI] += M_1_PI
	M_2_PI := zzIn[zzI].M_2_PI
	zzOut[zzI] += M_2_PI
	M_2_SQRTPI := zzIn[zzI].M_2_SQRTPI
	zzOut[zzI] += M_2_SQRTPI
	M_SQRT2 := zzIn[zzI].M_SQRT2
	zzOut[zzI] += M_SQRT2
	M_SQRT1_2 := zzIn[zzI].M_SQRT1_2
	zzOut[zzI] += M_SQRT1_2
	M_E_F := zzIn[zzI].M_E_F
	zzOut[zzI] += M_E_F
	M_PI_F := zzIn[zzI].M_PI_F
	zzOut[zzI] += M_PI_F
	M_SQRT2_F := zzIn[zzI].M_SQRT2_F
	zzOut[zzI] += M_SQRT2_F
	M_PI_H := zzIn[zzI].M_PI_H
	zzOut[zzI] += M_PI_H
	MAXFLOAT := zzIn[zzI].MAXFLOAT
	zzOut[zzI] += MAXFLOAT
	HUGE_VALF := zzIn[zzI].HUGE_VALF
	zzOut[zzI] += HUGE_VALF
	HUGE_VAL := zzIn[zzI].HUGE_VAL
	zzOut[zzI] += HUGE_VAL
	INFINITY := zzIn[zzI].INFINITY
	zzOut[zzI] += INFINITY
	NAN := zzIn[zzI].NAN
	zzOut[zzI] += NAN
	FP_ILOGB0 := zzIn[zzI].FP_ILOGB0
	zzOut[zzI] += FP_ILOGB0
	FP_ILOGBNAN := zzIn[zzI].FP_ILOGBNAN
	zzOut[zzI] += FP_ILOGBNAN
	FP_FAST_FMA := zzIn[zzI].FP_FAST_FMA
	zzOut[zzI] += FP_FAST_FMA
	FP_FAST_FMAF := zzIn[zzI].FP_FAST_FMAF
	zzOut[zzI] += FP_FAST_FMAF
	CLK_LOCAL_MEM_FENCE := zzIn[zzI].CLK_LOCAL_MEM_FENCE
	zzOut[zzI] += CLK_LOCAL_MEM_FENCE
	CLK_GLOBAL_MEM_FENCE := zzIn[zzI].CLK_GLOBAL_MEM_FENCE
	zzOut[zzI] += CLK_GLOBAL_MEM_FENCE
	CLK_IMAGE_MEM_FENCE := zzIn[zzI].CLK_IMAGE_MEM_FENCE
	zzOut[zzI] += CLK_IMAGE_MEM_FENCE
	CLK_NORMALIZED_COORDS_TRUE := zzIn[zzI].CLK_NORMALIZED_COORDS_TRUE
	zzOut[zzI] += CLK_NORMALIZED_COORDS_TRUE
	CLK_ADDRESS_CLAMP := zzIn[zzI].CLK_ADDRESS_CLAMP
	zzOut[zzI] += CLK_ADDRESS_CLAMP
	CLK_FILTER_NEAREST := zzIn[zzI].CLK_FILTER_NEAREST
	zzOut[zzI] += CLK_FILTER_NEAREST
	CLK_R := zzIn[zzI].CLK_R
	zzOut[zzI] += CLK_R
	CLK_RGBA := zzIn[zzI].CLK_RGBA
	zzOut[zzI] += CLK_RGBA
	CLK_FLOAT := zzIn[zzI].CLK_FLOAT
	zzOut[zzI] += CLK_FLOAT
	CLK_SUCCESS := zzIn[zzI].CLK_SUCCESS
	zzOut[zzI] += CLK_SUCCESS
	CLK_ENQUEUE_FLAGS_NO_WAIT := zzIn[zzI].CLK_ENQUEUE_FLAGS_NO_WAIT
	zzOut[zzI] += CLK_ENQUEUE_FLAGS_NO_WAIT
	CL_VERSION_1_0 := zzIn[zzI].CL_VERSION_1_0
	zzOut[zzI] += CL_VERSION_1_0
	CL_VERSION_1_1 := zzIn[zzI].CL_VERSION_1_1
	zzOut[zzI] += CL_VERSION_1_1
	CL_VERSION_1_2 := zzIn[zzI].CL_VERSION_1_2
	zzOut[zzI] += CL_VERSION_1_2
	CL_VERSION_2_0 := zzIn[zzI].CL_VERSION_2_0
	zzOut[zzI] += CL_VERSION_2_0
	CL_VERSION_3_0 := zzIn[zzI].CL_VERSION_3_0
	zzOut[zzI] += CL_VERSION_3_0
	__OPENCL_VERSION__ := zzIn[zzI].__OPENCL_VERSION__
	zzOut[zzI] += __OPENCL_VERSION__
	__OPENCL_C_VERSION__ := zzIn[zzI].__OPENCL_C_VERSION__
	zzOut[zzI] += __OPENCL_C_VERSION__
	__ENDIAN_LITTLE__ := zzIn[zzI].__ENDIAN_LITTLE__
	zzOut[zzI] += __ENDIAN_LITTLE__
	__IMAGE_SUPPORT__ := zzIn[zzI].__IMAGE_SUPPORT__
	zzOut[zzI] += __IMAGE_SUPPORT__
	__FAST_RELAXED_MATH__ := zzIn[zzI].__FAST_RELAXED_MATH__
	zzOut[zzI] += __FAST_RELAXED_MATH__
	__LINE__ := zzIn[zzI].__LINE__
	zzOut[zzI] += __LINE__
	__FILE__ := zzIn[zzI].__FILE__
	zzOut[zzI] += __FILE__
	__func__ := zzIn[zzI].__func__
	zzOut[zzI] += __func__
	__STDC__ := zzIn[zzI].__STDC__
	zzOut[zzI] += __STDC__
	__STDC_VERSION__ := zzIn[zzI].__STDC_VERSION__
	zzOut[zzI] += __STDC_VERSION__
	__clang__ := zzIn[zzI].__clang__
	zzOut[zzI] += __clang__
	__SPIR__ := zzIn[zzI].__SPIR__
	zzOut[zzI] += __SPIR__
	__x86_64__ := zzIn[zzI].__x86_64__
	zzOut[zzI] += __x86_64__
	linux := zzIn[zzI].linux
	zzOut[zzI] += linux
	unix := zzIn[zzI].unix
	zzOut[zzI] += unix
	i386 := zzIn[zzI].i386
	zzOut[zzI] += i386
	cl_khr_fp64 := zzIn[zzI].cl_khr_fp64
	zzOut[zzI] += cl_khr_fp64
	cl_khr_fp16 := zzIn[zzI].cl_khr_fp16
	zzOut[zzI] += cl_khr_fp16
	cl_khr_int64_base_atomics := zzIn[zzI].cl_khr_int64_base_atomics
	zzOut[zzI] += cl_khr_int64_base_atomics
	cl_khr_global_int32_base_atomics := zzIn[zzI].cl_khr_global_int32_base_atomics
	zzOut[zzI] += cl_khr_global_int32_base_atomics
	cl_khr_subgroups := zzIn[zzI].cl_khr_subgroups
	zzOut[zzI] += cl_khr_subgroups
	cl_intel_subgroups := zzIn[zzI].cl_intel_subgroups
	zzOut[zzI] += cl_intel_subgroups
	__opencl_c_generic_address_space := zzIn[zzI].__opencl_c_generic_address_space
	zzOut[zzI] += __opencl_c_generic_address_space
	__opencl_c_images := zzIn[zzI].__opencl_c_images
	zzOut[zzI] += __opencl_c_images
	ATOMIC_VAR_INIT := zzIn[zzI].ATOMIC_VAR_INIT
	zzOut[zzI] += ATOMIC_VAR_INIT
	ATOMIC_FLAG_INIT := zzIn[zzI].ATOMIC_FLAG_INIT
	zzOut[zzI] += ATOMIC_FLAG_INIT
	memory_order_relaxed := zzIn[zzI].memory_order_relaxed
	zzOut[zzI] += memory_order_relaxed
	memory_order_seq_cst := zzIn[zzI].memory_order_seq_cst
	zzOut[zzI] += memory_order_seq_cst
	memory_scope_device := zzIn[zzI].memory_scope_device
	zzOut[zzI] += memory_scope_device
	memory_scope_work_group := zzIn[zzI].memory_scope_work_group
	zzOut[zzI] += memory_scope_work_group
	_kgen_t1 := zzIn[zzI]._kgen_t1
	zzOut[zzI] += _kgen_t1
	_kgen_t2 := zzIn[zzI]._kgen_t2
	zzOut[zzI] += _kgen_t2
	_kgen_chk := zzIn[zzI]._kgen_chk
	zzOut[zzI] += _kgen_chk
	_kgen_fault := zzIn[zzI]._kgen_fault
	zzOut[zzI] += _kgen_fault
	_kgen_alone := zzIn[zzI]._kgen_alone
	zzOut[zzI] += _kgen_alone
	_kgen_pad0 := zzIn[zzI]._kgen_pad0
	zzOut[zzI] += _kgen_pad0
	_kgen_div_long := zzIn[zzI]._kgen_div_long
	zzOut[zzI] += _kgen_div_long
	kgen_radians := zzIn[zzI].kgen_radians
	zzOut[zzI] += kgen_radians
	_kgenu_x := zzIn[zzI]._kgenu_x
	zzOut[zzI] += _kgenu_x
	x_len := zzIn[zzI].x_len
	zzOut[zzI] += x_len
	x_ := zzIn[zzI].x_
	zzOut[zzI] += x_
	b_u8 := zzIn[zzI].b_u8
	zzOut[zzI] += b_u8
	_p1 := zzIn[zzI]._p1
	zzOut[zzI] += _p1
	é := zzIn[zzI].é
	zzOut[zzI] += é
	π := zzIn[zzI].π
	zzOut[zzI] += π
	日本 := zzIn[zzI].日本
	zzOut[zzI] += 日本
	A := zzIn[zzI].A
	zzOut[zzI] += A
	ACTION := zzIn[zzI].ACTION
	zzOut[zzI] += ACTION
	ALIGN4 := zzIn[zzI].ALIGN4
	zzOut[zzI] += ALIGN4
	ALIGN8 := zzIn[zzI].ALIGN8
	zzOut[zzI] += ALIGN8
	ALLOC_HOST_PTR := zzIn[zzI].ALLOC_HOST_PTR
	zzOut[zzI] += ALLOC_HOST_PTR
	AN := zzIn[zzI].AN
	zzOut[zzI] += AN
	AND := zzIn[zzI].AND
	zzOut[zzI] += AND
	ANY := zzIn[zzI].ANY
	zzOut[zzI] += ANY
	API := zzIn[zzI].API
	zzOut[zzI] += API
	ARISING := zzIn[zzI].ARISING
	zzOut[zzI] += ARISING
	AS := zzIn[zzI].AS
	zzOut[zzI] += AS
	AUTHORS := zzIn[zzI].AUTHORS
	zzOut[zzI] += AUTHORS
	Access := zzIn[zzI].Access
	zzOut[zzI] += Access
	Address := zzIn[zzI].Address
	zzOut[zzI] += Address
	Addressing := zzIn[zzI].Addressing
	zzOut[zzI] += Addressing
	All := zzIn[zzI].All
	zzOut[zzI] += All
	An := zzIn[zzI].An
	zzOut[zzI] += An
	Apache := zzIn[zzI].Apache
	zzOut[zzI] += Apache
	Appropriate := zzIn[zzI].Appropriate
	zzOut[zzI] += Appropriate
	Arc := zzIn[zzI].Arc
	zzOut[zzI] += Arc
	Async := zzIn[zzI].Async
	zzOut[zzI] += Async
	At := zzIn[zzI].At
	zzOut[zzI] += At
	Atomic := zzIn[zzI].Atomic
	zzOut[zzI] += Atomic
	Atomics := zzIn[zzI].Atomics
	zzOut[zzI] += Atomics
	BE := zzIn[zzI].BE
	zzOut[zzI] += BE
	BUT := zzIn[zzI].BUT
	zzOut[zzI] += BUT
	Babej := zzIn[zzI].Babej
	zzOut[zzI] += Babej
	Because := zzIn[zzI].Because
	zzOut[zzI] += Because
	Bits := zzIn[zzI].Bits
	zzOut[zzI] += Bits
	Both := zzIn[zzI].Both
	zzOut[zzI] += Both
	Builtin := zzIn[zzI].Builtin
	zzOut[zzI] += Builtin
	Builtins := zzIn[zzI].Builtins
	zzOut[zzI] += Builtins
	C := zzIn[zzI].C
	zzOut[zzI] += C
	CC := zzIn[zzI].CC
	zzOut[zzI] += CC
	CL := zzIn[zzI].CL
	zzOut[zzI] += CL
	CLAIM := zzIn[zzI].CLAIM
	zzOut[zzI] += CLAIM
	CLANG_HAS_RW_IMAGES := zzIn[zzI].CLANG_HAS_RW_IMAGES
	zzOut[zzI] += CLANG_HAS_RW_IMAGES
	CLANG_MAJOR := zzIn[zzI].CLANG_MAJOR
	zzOut[zzI] += CLANG_MAJOR
	CLK_A := zzIn[zzI].CLK_A
	zzOut[zzI] += CLK_A
	CLK_ABGR := zzIn[zzI].CLK_ABGR
	zzOut[zzI] += CLK_ABGR
	CLK_ADDRESS_CLAMP_TO_EDGE := zzIn[zzI].CLK_ADDRESS_CLAMP_TO_EDGE
	zzOut[zzI] += CLK_ADDRESS_CLAMP_TO_EDGE
	CLK_ADDRESS_MIRRORED_REPEAT := zzIn[zzI].CLK_ADDRESS_MIRRORED_REPEAT
	zzOut[zzI] += CLK_ADDRESS_MIRRORED_REPEAT
	CLK_ADDRESS_NONE := zzIn[zzI].CLK_ADDRESS_NONE
	zzOut[zzI] += CLK_ADDRESS_NONE
	CLK_ADDRESS_REPEAT := zzIn[zzI].CLK_ADDRESS_REPEAT
	zzOut[zzI] += CLK_ADDRESS_REPEAT
	CLK_ARGB := zzIn[zzI].CLK_ARGB
	zzOut[zzI] += CLK_ARGB
	CLK_AVC_IME_PAYLOAD_INITIALIZE_INTEL := zzIn[zzI].CLK_AVC_IME_PAYLOAD_INITIALIZE_INTEL
	zzOut[zzI] += CLK_AVC_IME_PAYLOAD_INITIALIZE_INTEL
	CLK_AVC_IME_RESULT_DUAL_REFERENCE_STREAMIN_INITIALIZE_INTEL := zzIn[zzI].CLK_AVC_IME_RESULT_DUAL_REFERENCE_STREAMIN_INITIALIZE_INTEL
	zzOut[zzI] += CLK_AVC_IME_RESULT_DUAL_REFERENCE_STREAMIN_INITIALIZE_INTEL
	CLK_AVC_IME_RESULT_DUAL_REFERENCE_STREAMOUT_INITIALIZE_INTEL := zzIn[zzI].CLK_AVC_IME_RESULT_DUAL_REFERENCE_STREAMOUT_INITIALIZE_INTEL
	zzOut[zzI] += CLK_AVC_IME_RESULT_DUAL_REFERENCE_STREAMOUT_INITIALIZE_INTEL
	CLK_AVC_IME_RESULT_INITIALIZE_INTEL := zzIn[zzI].CLK_AVC_IME_RESULT_INITIALIZE_INTEL
	zzOut[zzI] += CLK_AVC_IME_RESULT_INITIALIZE_INTEL
	CLK_AVC_IME_RESULT_SINGLE_REFERENCE_STREAMIN_INITIALIZE_INTEL := zzIn[zzI].CLK_AVC_IME_RESULT_SINGLE_REFERENCE_STREAMIN_INITIALIZE_INTEL
	zzOut[zzI] += CLK_AVC_IME_RESULT_SINGLE_REFERENCE_STREAMIN_INITIALIZE_INTEL
	CLK_AVC_IME_RESULT_SINGLE_REFERENCE_STREAMOUT_INITIALIZE_INTEL := zzIn[zzI].CLK_AVC_IME_RESULT_SINGLE_REFERENCE_STREAMOUT_INITIALIZE_INTEL
	zzOut[zzI] += CLK_AVC_IME_RESULT_SINGLE_REFERENCE_STREAMOUT_INITIALIZE_INTEL
	CLK_AVC_ME_BIDIR_WEIGHT_HALF_INTEL := zzIn[zzI].CLK_AVC_ME_BIDIR_WEIGHT_HALF_INTEL
	zzOut[zzI] += CLK_AVC_ME_BIDIR_WEIGHT_HALF_INTEL
	CLK_AVC_ME_BIDIR_WEIGHT_QUARTER_INTEL := zzIn[zzI].CLK_AVC_ME_BIDIR_WEIGHT_QUARTER_INTEL
	zzOut[zzI] += CLK_AVC_ME_BIDIR_WEIGHT_QUARTER_INTEL
	CLK_AVC_ME_BIDIR_WEIGHT_THIRD_INTEL := zzIn[zzI].CLK_AVC_ME_BIDIR_WEIGHT_THIRD_INTEL
	zzOut[zzI] += CLK_AVC_ME_BIDIR_WEIGHT_THIRD_INTEL
	CLK_AVC_ME_BIDIR_WEIGHT_THREE_QUARTER_INTEL := zzIn[zzI].CLK_AVC_ME_BIDIR_WEIGHT_THREE_QUARTER_INTEL
	zzOut[zzI] += CLK_AVC_ME_BIDIR_WEIGHT_THREE_QUARTER_INTEL
	CLK_AVC_ME_BIDIR_WEIGHT_TWO_THIRD_INTEL := zzIn[zzI].CLK_AVC_ME_BIDIR_WEIGHT_TWO_THIRD_INTEL
	zzOut[zzI] += CLK_AVC_ME_BIDIR_WEIGHT_TWO_THIRD_INTEL
	CLK_AVC_ME_BLOCK_BASED_SKIP_4x4_INTEL := zzIn[zzI].CLK_AVC_ME_BLOCK_BASED_SKIP_4x4_INTEL
	zzOut[zzI] += CLK_AVC_ME_BLOCK_BASED_SKIP_4x4_INTEL
	CLK_AVC_ME_BLOCK_BASED_SKIP_8x8_INTEL := zzIn[zzI].CLK_AVC_ME_BLOCK_BASED_SKIP_8x8_INTEL
	zzOut[zzI] += CLK_AVC_ME_BLOCK_BASED_SKIP_8x8_INTEL
	CLK_AVC_ME_BORDER_REACHED_BOTTOM_INTEL := zzIn[zzI].CLK_AVC_ME_BORDER_REACHED_BOTTOM_INTEL
	zzOut[zzI] += CLK_AVC_ME_BORDER_REACHED_BOTTOM_INTEL
	CLK_AVC_ME_BORDER_REACHED_LEFT_INTEL := zzIn[zzI].CLK_AVC_ME_BORDER_REACHED_LEFT_INTEL
	zzOut[zzI] += CLK_AVC_ME_BORDER_REACHED_LEFT_INTEL
	CLK_AVC_ME_BORDER_REACHED_RIGHT_INTEL := zzIn[zzI].CLK_AVC_ME_BORDER_REACHED_RIGHT_INTEL
	zzOut[zzI] += CLK_AVC_ME_BORDER_REACHED_RIGHT_INTEL
	CLK_AVC_ME_BORDER_REACHED_TOP_INTEL := zzIn[zzI].CLK_AVC_ME_BORDER_REACHED_TOP_INTEL
	zzOut[zzI] += CLK_AVC_ME_BORDER_REACHED_TOP_INTEL
	CLK_AVC_ME_CHROMA_PREDICTOR_MODE_DC_INTEL := zzIn[zzI].CLK_AVC_ME_CHROMA_PREDICTOR_MODE_DC_INTEL
	zzOut[zzI] += CLK_AVC_ME_CHROMA_PREDICTOR_MODE_DC_INTEL
	CLK_AVC_ME_CHROMA_PREDICTOR_MODE_HORIZONTAL_INTEL := zzIn[zzI].CLK_AVC_ME_CHROMA_PREDICTOR_MODE_HORIZONTAL_INTEL
	zzOut[zzI] += CLK_AVC_ME_CHROMA_PREDICTOR_MODE_HORIZONTAL_INTEL
	CLK_AVC_ME_CHROMA_PREDICTOR_MODE_PLANE_INTEL := zzIn[zzI].CLK_AVC_ME_CHROMA_PREDICTOR_MODE_PLANE_INTEL
	zzOut[zzI] += CLK_AVC_ME_CHROMA_PREDICTOR_MODE_PLANE_INTEL
	CLK_AVC_ME_CHROMA_PREDICTOR_MODE_VERTICAL_INTEL := zzIn[zzI].CLK_AVC_ME_CHROMA_PREDICTOR_MODE_VERTICAL_INTEL
	zzOut[zzI] += CLK_AVC_ME_CHROMA_PREDICTOR_MODE_VERTICAL_INTEL
	CLK_AVC_ME_COST_PRECISION_DPEL_INTEL := zzIn[zzI].CLK_AVC_ME_COST_PRECISION_DPEL_INTEL
	zzOut[zzI] += CLK_AVC_ME_COST_PRECISION_DPEL_INTEL
	CLK_AVC_ME_COST_PRECISION_HPEL_INTEL := zzIn[zzI].CLK_AVC_ME_COST_PRECISION_HPEL_INTEL
	zzOut[zzI] += CLK_AVC_ME_COST_PRECISION_HPEL_INTEL
	CLK_AVC_ME_COST_PRECISION_PEL_INTEL := zzIn[zzI].CLK_AVC_ME_COST_PRECISION_PEL_INTEL
	zzOut[zzI] += CLK_AVC_ME_COST_PRECISION_PEL_INTEL
	CLK_AVC_ME_COST_PRECISION_QPEL_INTEL := zzIn[zzI].CLK_AVC_ME_COST_PRECISION_QPEL_INTEL
	zzOut[zzI] += CLK_AVC_ME_COST_PRECISION_QPEL_INTEL
	CLK_AVC_ME_FRAME_BACKWARD_INTEL := zzIn[zzI].CLK_AVC_ME_FRAME_BACKWARD_INTEL
	zzOut[zzI] += CLK_AVC_ME_FRAME_BACKWARD_INTEL
	CLK_AVC_ME_FRAME_DUAL_INTEL := zzIn[zzI].CLK_AVC_ME_FRAME_DUAL_INTEL
	zzOut[zzI] += CLK_AVC_ME_FRAME_DUAL_INTEL
	CLK_AVC_ME_FRAME_FORWARD_INTEL := zzIn[zzI].CLK_AVC_ME_FRAME_FORWARD_INTEL
	zzOut[zzI] += CLK_AVC_ME_FRAME_FORWARD_INTEL
	CLK_AVC_ME_INITIALIZE_INTEL := zzIn[zzI].CLK_AVC_ME_INITIALIZE_INTEL
	zzOut[zzI] += CLK_AVC_ME_INITIALIZE_INTEL
	CLK_AVC_ME_INTERLACED_SCAN_BOTTOM_FIELD_INTEL := zzIn[zzI].CLK_AVC_ME_INTERLACED_SCAN_BOTTOM_FIELD_INTEL
	zzOut[zzI] += CLK_AVC_ME_INTERLACED_SCAN_BOTTOM_FIELD_INTEL
	CLK_AVC_ME_INTERLACED_SCAN_TOP_FIELD_INTEL := zzIn[zzI].CLK_AVC_ME_INTERLACED_SCAN_TOP_FIELD_INTEL
	zzOut[zzI] += CLK_AVC_ME_INTERLACED_SCAN_TOP_FIELD_INTEL
	CLK_AVC_ME_INTRA_16x16_INTEL := zzIn[zzI].CLK_AVC_ME_INTRA_16x16_INTEL
	zzOut[zzI] += CLK_AVC_ME_INTRA_16x16_INTEL
	CLK_AVC_ME_INTRA_4x4_INTEL := zzIn[zzI].CLK_AVC_ME_INTRA_4x4_INTEL
	zzOut[zzI] += CLK_AVC_ME_INTRA_4x4_INTEL
	CLK_AVC_ME_INTRA_8x8_INTEL := zzIn[zzI].CLK_AVC_ME_INTRA_8x8_INTEL
	zzOut[zzI] += CLK_AVC_ME_INTRA_8x8_INTEL
	CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_16x16_INTEL := zzIn[zzI].CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_16x16_INTEL
	zzOut[zzI] += CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_16x16_INTEL
	CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_4x4_INTEL := zzIn[zzI].CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_4x4_INTEL
	zzOut[zzI] += CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_4x4_INTEL
	CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_8x8_INTEL := zzIn[zzI].CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_8x8_INTEL
	zzOut[zzI] += CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_8x8_INTEL
	CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_ALL_INTEL := zzIn[zzI].CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_ALL_INTEL
	zzOut[zzI] += CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_ALL_INTEL
	CLK_AVC_ME_INTRA_NEIGHBOR_LEFT_MASK_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_INTRA_NEIGHBOR_LEFT_MASK_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_INTRA_NEIGHBOR_LEFT_MASK_ENABLE_INTEL
	CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_LEFT_MASK_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_LEFT_MASK_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_LEFT_MASK_ENABLE_INTEL
	CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_MASK_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_MASK_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_MASK_ENABLE_INTEL
	CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_RIGHT_MASK_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_RIGHT_MASK_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_RIGHT_MASK_ENABLE_INTEL
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_DC_INTEL := zzIn[zzI].CLK_AVC_ME_LUMA_PREDICTOR_MODE_DC_INTEL
	zzOut[zzI] += CLK_AVC_ME_LUMA_PREDICTOR_MODE_DC_INTEL
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_DIAGONAL_DOWN_LEFT_INTEL := zzIn[zzI].CLK_AVC_ME_LUMA_PREDICTOR_MODE_DIAGONAL_DOWN_LEFT_INTEL
	zzOut[zzI] += CLK_AVC_ME_LUMA_PREDICTOR_MODE_DIAGONAL_DOWN_LEFT_INTEL
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_DIAGONAL_DOWN_RIGHT_INTEL := zzIn[zzI].CLK_AVC_ME_LUMA_PREDICTOR_MODE_DIAGONAL_DOWN_RIGHT_INTEL
	zzOut[zzI] += CLK_AVC_ME_LUMA_PREDICTOR_MODE_DIAGONAL_DOWN_RIGHT_INTEL
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_HORIZONTAL_DOWN_INTEL := zzIn[zzI].CLK_AVC_ME_LUMA_PREDICTOR_MODE_HORIZONTAL_DOWN_INTEL
	zzOut[zzI] += CLK_AVC_ME_LUMA_PREDICTOR_MODE_HORIZONTAL_DOWN_INTEL
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_HORIZONTAL_INTEL := zzIn[zzI].CLK_AVC_ME_LUMA_PREDICTOR_MODE_HORIZONTAL_INTEL
	zzOut[zzI] += CLK_AVC_ME_LUMA_PREDICTOR_MODE_HORIZONTAL_INTEL
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_HORIZONTAL_UP_INTEL := zzIn[zzI].CLK_AVC_ME_LUMA_PREDICTOR_MODE_HORIZONTAL_UP_INTEL
	zzOut[zzI] += CLK_AVC_ME_LUMA_PREDICTOR_MODE_HORIZONTAL_UP_INTEL
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_PLANE_INTEL := zzIn[zzI].CLK_AVC_ME_LUMA_PREDICTOR_MODE_PLANE_INTEL
	zzOut[zzI] += CLK_AVC_ME_LUMA_PREDICTOR_MODE_PLANE_INTEL
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_VERTICAL_INTEL := zzIn[zzI].CLK_AVC_ME_LUMA_PREDICTOR_MODE_VERTICAL_INTEL
	zzOut[zzI] += CLK_AVC_ME_LUMA_PREDICTOR_MODE_VERTICAL_INTEL
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_VERTICAL_LEFT_INTEL := zzIn[zzI].CLK_AVC_ME_LUMA_PREDICTOR_MODE_VERTICAL_LEFT_INTEL
	zzOut[zzI] += CLK_AVC_ME_LUMA_PREDICTOR_MODE_VERTICAL_LEFT_INTEL
	CLK_AVC_ME_LUMA_PREDICTOR_MODE_VERTICAL_RIGHT_INTEL := zzIn[zzI].CLK_AVC_ME_LUMA_PREDICTOR_MODE_VERTICAL_RIGHT_INTEL
	zzOut[zzI] += CLK_AVC_ME_LUMA_PREDICTOR_MODE_VERTICAL_RIGHT_INTEL
	CLK_AVC_ME_MAJOR_16x16_INTEL := zzIn[zzI].CLK_AVC_ME_MAJOR_16x16_INTEL
	zzOut[zzI] += CLK_AVC_ME_MAJOR_16x16_INTEL
	CLK_AVC_ME_MAJOR_16x8_INTEL := zzIn[zzI].CLK_AVC_ME_MAJOR_16x8_INTEL
	zzOut[zzI] += CLK_AVC_ME_MAJOR_16x8_INTEL
	CLK_AVC_ME_MAJOR_8x16_INTEL := zzIn[zzI].CLK_AVC_ME_MAJOR_8x16_INTEL
	zzOut[zzI] += CLK_AVC_ME_MAJOR_8x16_INTEL
	CLK_AVC_ME_MAJOR_8x8_INTEL := zzIn[zzI].CLK_AVC_ME_MAJOR_8x8_INTEL
	zzOut[zzI] += CLK_AVC_ME_MAJOR_8x8_INTEL
	CLK_AVC_ME_MAJOR_BACKWARD_INTEL := zzIn[zzI].CLK_AVC_ME_MAJOR_BACKWARD_INTEL
	zzOut[zzI] += CLK_AVC_ME_MAJOR_BACKWARD_INTEL
	CLK_AVC_ME_MAJOR_BIDIRECTIONAL_INTEL := zzIn[zzI].CLK_AVC_ME_MAJOR_BIDIRECTIONAL_INTEL
	zzOut[zzI] += CLK_AVC_ME_MAJOR_BIDIRECTIONAL_INTEL
	CLK_AVC_ME_MAJOR_FORWARD_INTEL := zzIn[zzI].CLK_AVC_ME_MAJOR_FORWARD_INTEL
	zzOut[zzI] += CLK_AVC_ME_MAJOR_FORWARD_INTEL
	CLK_AVC_ME_MINOR_4x4_INTEL := zzIn[zzI].CLK_AVC_ME_MINOR_4x4_INTEL
	zzOut[zzI] += CLK_AVC_ME_MINOR_4x4_INTEL
	CLK_AVC_ME_MINOR_4x8_INTEL := zzIn[zzI].CLK_AVC_ME_MINOR_4x8_INTEL
	zzOut[zzI] += CLK_AVC_ME_MINOR_4x8_INTEL
	CLK_AVC_ME_MINOR_8x4_INTEL := zzIn[zzI].CLK_AVC_ME_MINOR_8x4_INTEL
	zzOut[zzI] += CLK_AVC_ME_MINOR_8x4_INTEL
	CLK_AVC_ME_MINOR_8x8_INTEL := zzIn[zzI].CLK_AVC_ME_MINOR_8x8_INTEL
	zzOut[zzI] += CLK_AVC_ME_MINOR_8x8_INTEL
	CLK_AVC_ME_PARTITION_MASK_16x16_INTEL := zzIn[zzI].CLK_AVC_ME_PARTITION_MASK_16x16_INTEL
	zzOut[zzI] += CLK_AVC_ME_PARTITION_MASK_16x16_INTEL
	CLK_AVC_ME_PARTITION_MASK_16x8_INTEL := zzIn[zzI].CLK_AVC_ME_PARTITION_MASK_16x8_INTEL
	zzOut[zzI] += CLK_AVC_ME_PARTITION_MASK_16x8_INTEL
	CLK_AVC_ME_PARTITION_MASK_4x4_INTEL := zzIn[zzI].CLK_AVC_ME_PARTITION_MASK_4x4_INTEL
	zzOut[zzI] += CLK_AVC_ME_PARTITION_MASK_4x4_INTEL
	CLK_AVC_ME_PARTITION_MASK_4x8_INTEL := zzIn[zzI].CLK_AVC_ME_PARTITION_MASK_4x8_INTEL
	zzOut[zzI] += CLK_AVC_ME_PARTITION_MASK_4x8_INTEL
	CLK_AVC_ME_PARTITION_MASK_8x16_INTEL := zzIn[zzI].CLK_AVC_ME_PARTITION_MASK_8x16_INTEL
	zzOut[zzI] += CLK_AVC_ME_PARTITION_MASK_8x16_INTEL
	CLK_AVC_ME_PARTITION_MASK_8x4_INTEL := zzIn[zzI].CLK_AVC_ME_PARTITION_MASK_8x4_INTEL
	zzOut[zzI] += CLK_AVC_ME_PARTITION_MASK_8x4_INTEL
	CLK_AVC_ME_PARTITION_MASK_8x8_INTEL := zzIn[zzI].CLK_AVC_ME_PARTITION_MASK_8x8_INTEL
	zzOut[zzI] += CLK_AVC_ME_PARTITION_MASK_8x8_INTEL
	CLK_AVC_ME_PARTITION_MASK_ALL_INTEL := zzIn[zzI].CLK_AVC_ME_PARTITION_MASK_ALL_INTEL
	zzOut[zzI] += CLK_AVC_ME_PARTITION_MASK_ALL_INTEL
	CLK_AVC_ME_SAD_ADJUST_MODE_HAAR_INTEL := zzIn[zzI].CLK_AVC_ME_SAD_ADJUST_MODE_HAAR_INTEL
	zzOut[zzI] += CLK_AVC_ME_SAD_ADJUST_MODE_HAAR_INTEL
	CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL := zzIn[zzI].CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL
	CLK_AVC_ME_SEARCH_WINDOW_CUSTOM_INTEL := zzIn[zzI].CLK_AVC_ME_SEARCH_WINDOW_CUSTOM_INTEL
	zzOut[zzI] += CLK_AVC_ME_SEARCH_WINDOW_CUSTOM_INTEL
	CLK_AVC_ME_SEARCH_WINDOW_DIAMOND_INTEL := zzIn[zzI].CLK_AVC_ME_SEARCH_WINDOW_DIAMOND_INTEL
	zzOut[zzI] += CLK_AVC_ME_SEARCH_WINDOW_DIAMOND_INTEL
	CLK_AVC_ME_SEARCH_WINDOW_EXHAUSTIVE_INTEL := zzIn[zzI].CLK_AVC_ME_SEARCH_WINDOW_EXHAUSTIVE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SEARCH_WINDOW_EXHAUSTIVE_INTEL
	CLK_AVC_ME_SEARCH_WINDOW_EXTRA_TINY_INTEL := zzIn[zzI].CLK_AVC_ME_SEARCH_WINDOW_EXTRA_TINY_INTEL
	zzOut[zzI] += CLK_AVC_ME_SEARCH_WINDOW_EXTRA_TINY_INTEL
	CLK_AVC_ME_SEARCH_WINDOW_LARGE_DIAMOND_INTEL := zzIn[zzI].CLK_AVC_ME_SEARCH_WINDOW_LARGE_DIAMOND_INTEL
	zzOut[zzI] += CLK_AVC_ME_SEARCH_WINDOW_LARGE_DIAMOND_INTEL
	CLK_AVC_ME_SEARCH_WINDOW_RESERVED0_INTEL := zzIn[zzI].CLK_AVC_ME_SEARCH_WINDOW_RESERVED0_INTEL
	zzOut[zzI] += CLK_AVC_ME_SEARCH_WINDOW_RESERVED0_INTEL
	CLK_AVC_ME_SEARCH_WINDOW_RESERVED1_INTEL := zzIn[zzI].CLK_AVC_ME_SEARCH_WINDOW_RESERVED1_INTEL
	zzOut[zzI] += CLK_AVC_ME_SEARCH_WINDOW_RESERVED1_INTEL
	CLK_AVC_ME_SEARCH_WINDOW_SMALL_INTEL := zzIn[zzI].CLK_AVC_ME_SEARCH_WINDOW_SMALL_INTEL
	zzOut[zzI] += CLK_AVC_ME_SEARCH_WINDOW_SMALL_INTEL
	CLK_AVC_ME_SEARCH_WINDOW_TINY_INTEL := zzIn[zzI].CLK_AVC_ME_SEARCH_WINDOW_TINY_INTEL
	zzOut[zzI] += CLK_AVC_ME_SEARCH_WINDOW_TINY_INTEL
	CLK_AVC_ME_SKIP_BLOCK_16x16_BACKWARD_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_16x16_BACKWARD_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_16x16_BACKWARD_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_16x16_DUAL_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_16x16_DUAL_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_16x16_DUAL_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_16x16_FORWARD_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_16x16_FORWARD_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_16x16_FORWARD_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_8x8_0_BACKWARD_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_8x8_0_BACKWARD_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_8x8_0_BACKWARD_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_8x8_0_FORWARD_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_8x8_0_FORWARD_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_8x8_0_FORWARD_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_8x8_1_BACKWARD_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_8x8_1_BACKWARD_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_8x8_1_BACKWARD_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_8x8_1_FORWARD_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_8x8_1_FORWARD_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_8x8_1_FORWARD_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_8x8_2_BACKWARD_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_8x8_2_BACKWARD_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_8x8_2_BACKWARD_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_8x8_2_FORWARD_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_8x8_2_FORWARD_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_8x8_2_FORWARD_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_8x8_3_BACKWARD_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_8x8_3_BACKWARD_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_8x8_3_BACKWARD_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_8x8_3_FORWARD_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_8x8_3_FORWARD_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_8x8_3_FORWARD_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_8x8_BACKWARD_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_8x8_BACKWARD_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_8x8_BACKWARD_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_8x8_DUAL_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_8x8_DUAL_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_8x8_DUAL_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_8x8_FORWARD_ENABLE_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_8x8_FORWARD_ENABLE_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_8x8_FORWARD_ENABLE_INTEL
	CLK_AVC_ME_SKIP_BLOCK_PARTITION_16x16_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_PARTITION_16x16_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_PARTITION_16x16_INTEL
	CLK_AVC_ME_SKIP_BLOCK_PARTITION_8x8_INTEL := zzIn[zzI].CLK_AVC_ME_SKIP_BLOCK_PARTITION_8x8_INTEL
	zzOut[zzI] += CLK_AVC_ME_SKIP_BLOCK_PARTITION_8x8_INTEL
	CLK_AVC_ME_SLICE_TYPE_BPRED_INTEL := zzIn[zzI].CLK_AVC_ME_SLICE_TYPE_BPRED_INTEL
	zzOut[zzI] += CLK_AVC_ME_SLICE_TYPE_BPRED_INTEL
	CLK_AVC_ME_SLICE_TYPE_INTRA_INTEL := zzIn[zzI].CLK_AVC_ME_SLICE_TYPE_INTRA_INTEL
	zzOut[zzI] += CLK_AVC_ME_SLICE_TYPE_INTRA_INTEL
	CLK_AVC_ME_SLICE_TYPE_PRED_INTEL := zzIn[zzI].CLK_AVC_ME_SLICE_TYPE_PRED_INTEL
	zzOut[zzI] += CLK_AVC_ME_SLICE_TYPE_PRED_INTEL
	CLK_AVC_ME_SUBPIXEL_MODE_HPEL_INTEL := zzIn[zzI].CLK_AVC_ME_SUBPIXEL_MODE_HPEL_INTEL
	zzOut[zzI] += CLK_AVC_ME_SUBPIXEL_MODE_HPEL_INTEL
	CLK_AVC_ME_SUBPIXEL_MODE_INTEGER_INTEL := zzIn[zzI].CLK_AVC_ME_SUBPIXEL_MODE_INTEGER_INTEL
	zzOut[zzI] += CLK_AVC_ME_SUBPIXEL_MODE_INTEGER_INTEL
	CLK_AVC_ME_SUBPIXEL_MODE_QPEL_INTEL := zzIn[zzI].CLK_AVC_ME_SUBPIXEL_MODE_QPEL_INTEL
	zzOut[zzI] += CLK_AVC_ME_SUBPIXEL_MODE_QPEL_INTEL
	CLK_AVC_REF_PAYLOAD_INITIALIZE_INTEL := zzIn[zzI].CLK_AVC_REF_PAYLOAD_INITIALIZE_INTEL
	zzOut[zzI] += CLK_AVC_REF_PAYLOAD_INITIALIZE_INTEL
	CLK_AVC_REF_RESULT_INITIALIZE_INTEL := zzIn[zzI].CLK_AVC_REF_RESULT_INITIALIZE_INTEL
	zzOut[zzI] += CLK_AVC_REF_RESULT_INITIALIZE_INTEL
	CLK_AVC_SIC_PAYLOAD_INITIALIZE_INTEL := zzIn[zzI].CLK_AVC_SIC_PAYLOAD_INITIALIZE_INTEL
	zzOut[zzI] += CLK_AVC_SIC_PAYLOAD_INITIALIZE_INTEL
	CLK_AVC_SIC_RESULT_INITIALIZE_INTEL := zzIn[zzI].CLK_AVC_SIC_RESULT_INITIALIZE_INTEL
	zzOut[zzI] += CLK_AVC_SIC_RESULT_INITIALIZE_INTEL
	CLK_BGRA := zzIn[zzI].CLK_BGRA
	zzOut[zzI] += CLK_BGRA
	CLK_DEPTH := zzIn[zzI].CLK_DEPTH
	zzOut[zzI] += CLK_DEPTH
	CLK_DEPTH_STENCIL := zzIn[zzI].CLK_DEPTH_STENCIL
	zzOut[zzI] += CLK_DEPTH_STENCIL
	CLK_DEVICE_QUEUE_FULL := zzIn[zzI].CLK_DEVICE_QUEUE_FULL
	zzOut[zzI] += CLK_DEVICE_QUEUE_FULL
	CLK_ENQUEUE_FAILURE := zzIn[zzI].CLK_ENQUEUE_FAILURE
	zzOut[zzI] += CLK_ENQUEUE_FAILURE
	CLK_ENQUEUE_FLAGS_WAIT_KERNEL := zzIn[zzI].CLK_ENQUEUE_FLAGS_WAIT_KERNEL
	zzOut[zzI] += CLK_ENQUEUE_FLAGS_WAIT_KERNEL
	CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP := zzIn[zzI].CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP
	zzOut[zzI] += CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP
	CLK_EVENT_ALLOCATION_FAILURE := zzIn[zzI].CLK_EVENT_ALLOCATION_FAILURE
	zzOut[zzI] += CLK_EVENT_ALLOCATION_FAILURE
	CLK_FILTER_LINEAR := zzIn[zzI].CLK_FILTER_LINEAR
	zzOut[zzI] += CLK_FILTER_LINEAR
	CLK_HALF_FLOAT := zzIn[zzI].CLK_HALF_FLOAT
	zzOut[zzI] += CLK_HALF_FLOAT
	CLK_INTENSITY := zzIn[zzI].CLK_INTENSITY
	zzOut[zzI] += CLK_INTENSITY
	CLK_INVALID_ARG_SIZE := zzIn[zzI].CLK_INVALID_ARG_SIZE
	zzOut[zzI] += CLK_INVALID_ARG_SIZE
	CLK_INVALID_EVENT_WAIT_LIST := zzIn[zzI].CLK_INVALID_EVENT_WAIT_LIST
	zzOut[zzI] += CLK_INVALID_EVENT_WAIT_LIST
	CLK_INVALID_NDRANGE := zzIn[zzI].CLK_INVALID_NDRANGE
	zzOut[zzI] += CLK_INVALID_NDRANGE
	CLK_INVALID_QUEUE := zzIn[zzI].CLK_INVALID_QUEUE
	zzOut[zzI] += CLK_INVALID_QUEUE
	CLK_LUMINANCE := zzIn[zzI].CLK_LUMINANCE
	zzOut[zzI] += CLK_LUMINANCE
	CLK_NORMALIZED_COORDS_FALSE := zzIn[zzI].CLK_NORMALIZED_COORDS_FALSE
	zzOut[zzI] += CLK_NORMALIZED_COORDS_FALSE
	CLK_NULL_EVENT := zzIn[zzI].CLK_NULL_EVENT
	zzOut[zzI] += CLK_NULL_EVENT
	CLK_NULL_QUEUE := zzIn[zzI].CLK_NULL_QUEUE
	zzOut[zzI] += CLK_NULL_QUEUE
	CLK_NULL_RESERVE_ID := zzIn[zzI].CLK_NULL_RESERVE_ID
	zzOut[zzI] += CLK_NULL_RESERVE_ID
	CLK_OUT_OF_RESOURCES := zzIn[zzI].CLK_OUT_OF_RESOURCES
	zzOut[zzI] += CLK_OUT_OF_RESOURCES
	CLK_PROFILING_COMMAND_EXEC_TIME := zzIn[zzI].CLK_PROFILING_COMMAND_EXEC_TIME
	zzOut[zzI] += CLK_PROFILING_COMMAND_EXEC_TIME
	CLK_RA := zzIn[zzI].CLK_RA
	zzOut[zzI] += CLK_RA
	CLK_RG := zzIn[zzI].CLK_RG
	zzOut[zzI] += CLK_RG
	CLK_RGB := zzIn[zzI].CLK_RGB
	zzOut[zzI] += CLK_RGB
	CLK_RGBx := zzIn[zzI].CLK_RGBx
	zzOut[zzI] += CLK_RGBx
	CLK_RGx := zzIn[zzI].CLK_RGx
	zzOut[zzI] += CLK_RGx
	CLK_Rx := zzIn[zzI].CLK_Rx
	zzOut[zzI] += CLK_Rx
	CLK_SIGNED_INT16 := zzIn[zzI].CLK_SIGNED_INT16
	zzOut[zzI] += CLK_SIGNED_INT16
	CLK_SIGNED_INT32 := zzIn[zzI].CLK_SIGNED_INT32
	zzOut[zzI] += CLK_SIGNED_INT32
	CLK_SIGNED_INT8 := zzIn[zzI].CLK_SIGNED_INT8
	zzOut[zzI] += CLK_SIGNED_INT8
	CLK_SNORM_INT16 := zzIn[zzI].CLK_SNORM_INT16
	zzOut[zzI] += CLK_SNORM_INT16
	CLK_SNORM_INT8 := zzIn[zzI].CLK_SNORM_INT8
	zzOut[zzI] += CLK_SNORM_INT8
	CLK_UNORM_INT16 := zzIn[zzI].CLK_UNORM_INT16
	zzOut[zzI] += CLK_UNORM_INT16
	CLK_UNORM_INT24 := zzIn[zzI].CLK_UNORM_INT24
	zzOut[zzI] += CLK_UNORM_INT24
	CLK_UNORM_INT8 := zzIn[zzI].CLK_UNORM_INT8
	zzOut[zzI] += CLK_UNORM_INT8
	CLK_UNORM_INT_101010 := zzIn[zzI].CLK_UNORM_INT_101010
	zzOut[zzI] += CLK_UNORM_INT_101010
	CLK_UNORM_SHORT_101010 := zzIn[zzI].CLK_UNORM_SHORT_101010
	zzOut[zzI] += CLK_UNORM_SHORT_101010
	CLK_UNORM_SHORT_555 := zzIn[zzI].CLK_UNORM_SHORT_555
	zzOut[zzI] += CLK_UNORM_SHORT_555
	CLK_UNORM_SHORT_565 := zzIn[zzI].CLK_UNORM_SHORT_565
	zzOut[zzI] += CLK_UNORM_SHORT_565
	CLK_UNSIGNED_INT16 := zzIn[zzI].CLK_UNSIGNED_INT16
	zzOut[zzI] += CLK_UNSIGNED_INT16
	CLK_UNSIGNED_INT32 := zzIn[zzI].CLK_UNSIGNED_INT32
	zzOut[zzI] += CLK_UNSIGNED_INT32
	CLK_UNSIGNED_INT8 := zzIn[zzI].CLK_UNSIGNED_INT8
	zzOut[zzI] += CLK_UNSIGNED_INT8
	CLK_sBGRA := zzIn[zzI].CLK_sBGRA
	zzOut[zzI] += CLK_sBGRA
	CLK_sRGB := zzIn[zzI].CLK_sRGB
	zzOut[zzI] += CLK_sRGB
	CLK_sRGBA := zzIn[zzI].CLK_sRGBA
	zzOut[zzI] += CLK_sRGBA
	CLK_sRGBx := zzIn[zzI].CLK_sRGBx
	zzOut[zzI] += CLK_sRGBx
	CL_CALLBACK := zzIn[zzI].CL_CALLBACK
	zzOut[zzI] += CL_CALLBACK
	CL_COMPLETE := zzIn[zzI].CL_COMPLETE
	zzOut[zzI] += CL_COMPLETE
	CL_DEVICE_ADDRESS_BITS := zzIn[zzI].CL_DEVICE_ADDRESS_BITS
	zzOut[zzI] += CL_DEVICE_ADDRESS_BITS
	CL_FLOAT := zzIn[zzI].CL_FLOAT
	zzOut[zzI] += CL_FLOAT
	CL_HALF_FLOAT := zzIn[zzI].CL_HALF_FLOAT
	zzOut[zzI] += CL_HALF_FLOAT
	CL_KHRONOS_VENDOR_ID_POCL := zzIn[zzI].CL_KHRONOS_VENDOR_ID_POCL
	zzOut[zzI] += CL_KHRONOS_VENDOR_ID_POCL
	CL_MAP_WRITE := zzIn[zzI].CL_MAP_WRITE
	zzOut[zzI] += CL_MAP_WRITE
	CL_QUEUED := zzIn[zzI].CL_QUEUED
	zzOut[zzI] += CL_QUEUED
	CL_RUNNING := zzIn[zzI].CL_RUNNING
	zzOut[zzI] += CL_RUNNING
	CL_SIGNED_INT16 := zzIn[zzI].CL_SIGNED_INT16
	zzOut[zzI] += CL_SIGNED_INT16
	CL_SIGNED_INT32 := zzIn[zzI].CL_SIGNED_INT32
	zzOut[zzI] += CL_SIGNED_INT32
	CL_SIGNED_INT8 := zzIn[zzI].CL_SIGNED_INT8
	zzOut[zzI] += CL_SIGNED_INT8
	CL_SNORM_INT16 := zzIn[zzI].CL_SNORM_INT16
	zzOut[zzI] += CL_SNORM_INT16
	CL_SNORM_INT8 := zzIn[zzI].CL_SNORM_INT8
	zzOut[zzI] += CL_SNORM_INT8
	CL_SUBMITTED := zzIn[zzI].CL_SUBMITTED
	zzOut[zzI] += CL_SUBMITTED
	CL_TARGET_OPENCL_VERSION := zzIn[zzI].CL_TARGET_OPENCL_VERSION
	zzOut[zzI] += CL_TARGET_OPENCL_VERSION
	CL_UNORM_INT16 := zzIn[zzI].CL_UNORM_INT16
	zzOut[zzI] += CL_UNORM_INT16
	CL_UNORM_INT8 := zzIn[zzI].CL_UNORM_INT8
	zzOut[zzI] += CL_UNORM_INT8
	CL_UNSIGNED_INT16 := zzIn[zzI].CL_UNSIGNED_INT16
	zzOut[zzI] += CL_UNSIGNED_INT16
	CL_UNSIGNED_INT32 := zzIn[zzI].CL_UNSIGNED_INT32
	zzOut[zzI] += CL_UNSIGNED_INT32
	CL_UNSIGNED_INT8 := zzIn[zzI].CL_UNSIGNED_INT8
	zzOut[zzI] += CL_UNSIGNED_INT8
	CONNECTION := zzIn[zzI].CONNECTION
	zzOut[zzI] += CONNECTION
	CONTRACT := zzIn[zzI].CONTRACT
	zzOut[zzI] += CONTRACT
	COPYRIGHT := zzIn[zzI].COPYRIGHT
	zzOut[zzI] += COPYRIGHT
	CUDA := zzIn[zzI].CUDA
	zzOut[zzI] += CUDA
	Can := zzIn[zzI].Can
	zzOut[zzI] += Can
	Carlos := zzIn[zzI].Carlos
	zzOut[zzI] += Carlos
	Channel := zzIn[zzI].Channel
	zzOut[zzI] += Channel
	Check := zzIn[zzI].Check
	zzOut[zzI] += Check
	Clang := zzIn[zzI].Clang
	zzOut[zzI] += Clang
	Command := zzIn[zzI].Command
	zzOut[zzI] += Command
	Commands := zzIn[zzI].Commands
	zzOut[zzI] += Commands
	Common := zzIn[zzI].Common
	zzOut[zzI] += Common
	Compiling := zzIn[zzI].Compiling
	zzOut[zzI] += Compiling
	Complementary := zzIn[zzI].Complementary
	zzOut[zzI] += Complementary
	Compute := zzIn[zzI].Compute
	zzOut[zzI] += Compute
	Computes := zzIn[zzI].Computes
	zzOut[zzI] += Computes
	Constants := zzIn[zzI].Constants
	zzOut[zzI] += Constants
	Content := zzIn[zzI].Content
	zzOut[zzI] += Content
	Conversions := zzIn[zzI].Conversions
	zzOut[zzI] += Conversions
	Convert := zzIn[zzI].Convert
	zzOut[zzI] += Convert
	Converts := zzIn[zzI].Converts
	zzOut[zzI] += Converts
	Coordination := zzIn[zzI].Coordination
	zzOut[zzI] += Coordination
	Copies := zzIn[zzI].Copies
	zzOut[zzI] += Copies
	Copyright := zzIn[zzI].Copyright
	zzOut[zzI] += Copyright
	Currently := zzIn[zzI].Currently
	zzOut[zzI] += Currently
	DAMAGES := zzIn[zzI].DAMAGES
	zzOut[zzI] += DAMAGES
	DBL_DIG := zzIn[zzI].DBL_DIG
	zzOut[zzI] += DBL_DIG
	DBL_MANT_DIG := zzIn[zzI].DBL_MANT_DIG
	zzOut[zzI] += DBL_MANT_DIG
	DBL_MAX_10_EXP := zzIn[zzI].DBL_MAX_10_EXP
	zzOut[zzI] += DBL_MAX_10_EXP
	DBL_MAX_EXP := zzIn[zzI].DBL_MAX_EXP
	zzOut[zzI] += DBL_MAX_EXP
	DBL_MIN_10_EXP := zzIn[zzI].DBL_MIN_10_EXP
	zzOut[zzI] += DBL_MIN_10_EXP
	DBL_MIN_EXP := zzIn[zzI].DBL_MIN_EXP
	zzOut[zzI] += DBL_MIN_EXP
	DBL_RADIX := zzIn[zzI].DBL_RADIX
	zzOut[zzI] += DBL_RADIX
	DEALINGS := zzIn[zzI].DEALINGS
	zzOut[zzI] += DEALINGS
	Data := zzIn[zzI].Data
	zzOut[zzI] += Data
	Datatype := zzIn[zzI].Datatype
	zzOut[zzI] += Datatype
	Decompose := zzIn[zzI].Decompose
	zzOut[zzI] += Decompose
	Define := zzIn[zzI].Define
	zzOut[zzI] += Define
	Detail := zzIn[zzI].Detail
	zzOut[zzI] += Detail
	Device := zzIn[zzI].Device
	zzOut[zzI] += Device
	Devices := zzIn[zzI].Devices
	zzOut[zzI] += Devices
	Disable := zzIn[zzI].Disable
	zzOut[zzI] += Disable
	ENQUEUE_MIGRATE_TYPE_D2D := zzIn[zzI].ENQUEUE_MIGRATE_TYPE_D2D
	zzOut[zzI] += ENQUEUE_MIGRATE_TYPE_D2D
	ENQUEUE_MIGRATE_TYPE_D2H := zzIn[zzI].ENQUEUE_MIGRATE_TYPE_D2H
	zzOut[zzI] += ENQUEUE_MIGRATE_TYPE_D2H
	ENQUEUE_MIGRATE_TYPE_H2D := zzIn[zzI].ENQUEUE_MIGRATE_TYPE_H2D
	zzOut[zzI] += ENQUEUE_MIGRATE_TYPE_H2D
	ENQUEUE_MIGRATE_TYPE_NOP := zzIn[zzI].ENQUEUE_MIGRATE_TYPE_NOP
	zzOut[zzI] += ENQUEUE_MIGRATE_TYPE_NOP
	EVENT := zzIn[zzI].EVENT
	zzOut[zzI] += EVENT
	EXPRESS := zzIn[zzI].EXPRESS
	zzOut[zzI] += EXPRESS
	EXTENSION := zzIn[zzI].EXTENSION
	zzOut[zzI] += EXTENSION
	Each := zzIn[zzI].Each
	zzOut[zzI] += Each
	Edge := zzIn[zzI].Edge
	zzOut[zzI] += Edge
	EmitAtomicExpr := zzIn[zzI].EmitAtomicExpr
	zzOut[zzI] += EmitAtomicExpr
	Enable := zzIn[zzI].Enable
	zzOut[zzI] += Enable
	Enqueue := zzIn[zzI].Enqueue
	zzOut[zzI] += Enqueue
	Erik := zzIn[zzI].Erik
	zzOut[zzI] += Erik
	Error := zzIn[zzI].Error
	zzOut[zzI] += Error
	Every := zzIn[zzI].Every
	zzOut[zzI] += Every
	Examples := zzIn[zzI].Examples
	zzOut[zzI] += Examples
	Exceptions := zzIn[zzI].Exceptions
	zzOut[zzI] += Exceptions
	Explicit := zzIn[zzI].Explicit
	zzOut[zzI] += Explicit
	Exponential := zzIn[zzI].Exponential
	zzOut[zzI] += Exponential
	Extension := zzIn[zzI].Extension
	zzOut[zzI] += Extension
	Extra := zzIn[zzI].Extra
	zzOut[zzI] += Extra
	Extract := zzIn[zzI].Extract
	zzOut[zzI] += Extract
	FITNESS := zzIn[zzI].FITNESS
	zzOut[zzI] += FITNESS
	FIXME := zzIn[zzI].FIXME
	zzOut[zzI] += FIXME
	FOR := zzIn[zzI].FOR
	zzOut[zzI] += FOR
	FROM := zzIn[zzI].FROM
	zzOut[zzI] += FROM
	FUNC := zzIn[zzI].FUNC
	zzOut[zzI] += FUNC
	Fence := zzIn[zzI].Fence
	zzOut[zzI] += Fence
	Filtering := zzIn[zzI].Filtering
	zzOut[zzI] += Filtering
	Flag := zzIn[zzI].Flag
	zzOut[zzI] += Flag
	For := zzIn[zzI].For
	zzOut[zzI] += For
	Function := zzIn[zzI].Function
	zzOut[zzI] += Function
	Functions := zzIn[zzI].Functions
	zzOut[zzI] += Functions
	GC := zzIn[zzI].GC
	zzOut[zzI] += GC
	GNU := zzIn[zzI].GNU
	zzOut[zzI] += GNU
	Geometric := zzIn[zzI].Geometric
	zzOut[zzI] += Geometric
	Global := zzIn[zzI].Global
	zzOut[zzI] += Global
	Group := zzIn[zzI].Group
	zzOut[zzI] += Group
	HALF_DIG := zzIn[zzI].HALF_DIG
	zzOut[zzI] += HALF_DIG
	HALF_MANT_DIG := zzIn[zzI].HALF_MANT_DIG
	zzOut[zzI] += HALF_MANT_DIG
	HALF_MAX_10_EXP := zzIn[zzI].HALF_MAX_10_EXP
	zzOut[zzI] += HALF_MAX_10_EXP
	HALF_MAX_EXP := zzIn[zzI].HALF_MAX_EXP
	zzOut[zzI] += HALF_MAX_EXP
	HALF_MIN := zzIn[zzI].HALF_MIN
	zzOut[zzI] += HALF_MIN
	HALF_MIN_10_EXP := zzIn[zzI].HALF_MIN_10_EXP
	zzOut[zzI] += HALF_MIN_10_EXP
	HALF_MIN_EXP := zzIn[zzI].HALF_MIN_EXP
	zzOut[zzI] += HALF_MIN_EXP
	HALF_RADIX := zzIn[zzI].HALF_RADIX
	zzOut[zzI] += HALF_RADIX
	HOLDERS := zzIn[zzI].HOLDERS
	zzOut[zzI] += HOLDERS
	Half := zzIn[zzI].Half
	zzOut[zzI] += Half
	Header := zzIn[zzI].Header
	zzOut[zzI] += Header
	Hermite := zzIn[zzI].Hermite
	zzOut[zzI] += Hermite
	Hyperbolic := zzIn[zzI].Hyperbolic
	zzOut[zzI] += Hyperbolic
	ID := zzIn[zzI].ID
	zzOut[zzI] += ID
	IEEE := zzIn[zzI].IEEE
	zzOut[zzI] += IEEE
	IME := zzIn[zzI].IME
	zzOut[zzI] += IME
	IMG_RO_AQ := zzIn[zzI].IMG_RO_AQ
	zzOut[zzI] += IMG_RO_AQ
	IMG_RW_AQ := zzIn[zzI].IMG_RW_AQ
	zzOut[zzI] += IMG_RW_AQ
	IMG_WO_AQ := zzIn[zzI].IMG_WO_AQ
	zzOut[zzI] += IMG_WO_AQ
	IMPLIED := zzIn[zzI].IMPLIED
	zzOut[zzI] += IMPLIED
	IN := zzIn[zzI].IN
	zzOut[zzI] += IN
	INCLUDING := zzIn[zzI].INCLUDING
	zzOut[zzI] += INCLUDING
	INTTYPE := zzIn[zzI].INTTYPE
	zzOut[zzI] += INTTYPE
	IS := zzIn[zzI].IS
	zzOut[zzI] += IS
	Identifier := zzIn[zzI].Identifier
	zzOut[zzI] += Identifier
	If := zzIn[zzI].If
	zzOut[zzI] += If
	Image := zzIn[zzI].Image
	zzOut[zzI] += Image
	In := zzIn[zzI].In
	zzOut[zzI] += In
	Including := zzIn[zzI].Including
	zzOut[zzI] += Including
	Institute := zzIn[zzI].Institute
	zzOut[zzI] += Institute
	Integer := zzIn[zzI].Integer
	zzOut[zzI] += Integer
	Intel := zzIn[zzI].Intel
	zzOut[zzI] += Intel
	Internal := zzIn[zzI].Internal
	zzOut[zzI] += Internal
	Introduce := zzIn[zzI].Introduce
	zzOut[zzI] += Introduce
	Inverse := zzIn[zzI].Inverse
	zzOut[zzI] += Inverse
	It := zzIn[zzI].It
	zzOut[zzI] += It
	J := zzIn[zzI].J
	zzOut[zzI] += J
	Juan := zzIn[zzI].Juan
	zzOut[zzI] += Juan
	KHR := zzIn[zzI].KHR
	zzOut[zzI] += KHR
	KIND := zzIn[zzI].KIND
	zzOut[zzI] += KIND
	Kernel := zzIn[zzI].Kernel
	zzOut[zzI] += Kernel
	Kernels := zzIn[zzI].Kernels
	zzOut[zzI] += Kernels
	Khronos := zzIn[zzI].Khronos
	zzOut[zzI] += Khronos
	Korhonen := zzIn[zzI].Korhonen
	zzOut[zzI] += Korhonen
	LIABILITY := zzIn[zzI].LIABILITY
	zzOut[zzI] += LIABILITY
	LIABLE := zzIn[zzI].LIABLE
	zzOut[zzI] += LIABLE
	LICENSE := zzIn[zzI].LICENSE
	zzOut[zzI] += LICENSE
	LIMITED := zzIn[zzI].LIMITED
	zzOut[zzI] += LIMITED
	LL := zzIn[zzI].LL
	zzOut[zzI] += LL
	LLVM := zzIn[zzI].LLVM
	zzOut[zzI] += LLVM
	LLVM_10_0 := zzIn[zzI].LLVM_10_0
	zzOut[zzI] += LLVM_10_0
	LLVM_11_0 := zzIn[zzI].LLVM_11_0
	zzOut[zzI] += LLVM_11_0
	LLVM_12_0 := zzIn[zzI].LLVM_12_0
	zzOut[zzI] += LLVM_12_0
	LLVM_13_0 := zzIn[zzI].LLVM_13_0
	zzOut[zzI] += LLVM_13_0
	LLVM_14_0 := zzIn[zzI].LLVM_14_0
	zzOut[zzI] += LLVM_14_0
	LLVM_15_0 := zzIn[zzI].LLVM_15_0
	zzOut[zzI] += LLVM_15_0
	LLVM_16_0 := zzIn[zzI].LLVM_16_0
	zzOut[zzI] += LLVM_16_0
	LLVM_6_0 := zzIn[zzI].LLVM_6_0
	zzOut[zzI] += LLVM_6_0
	LLVM_7_0 := zzIn[zzI].LLVM_7_0
	zzOut[zzI] += LLVM_7_0
	LLVM_8_0 := zzIn[zzI].LLVM_8_0
	zzOut[zzI] += LLVM_8_0
	LLVM_9_0 := zzIn[zzI].LLVM_9_0
	zzOut[zzI] += LLVM_9_0
	LLVM_MAJOR := zzIn[zzI].LLVM_MAJOR
	zzOut[zzI] += LLVM_MAJOR
	LLVM_OLDER_THAN_10_0 := zzIn[zzI].LLVM_OLDER_THAN_10_0
	zzOut[zzI] += LLVM_OLDER_THAN_10_0
	LLVM_OLDER_THAN_11_0 := zzIn[zzI].LLVM_OLDER_THAN_11_0
	zzOut[zzI] += LLVM_OLDER_THAN_11_0
	LLVM_OLDER_THAN_12_0 := zzIn[zzI].LLVM_OLDER_THAN_12_0
	zzOut[zzI] += LLVM_OLDER_THAN_12_0
	LLVM_OLDER_THAN_13_0 := zzIn[zzI].LLVM_OLDER_THAN_13_0
	zzOut[zzI] += LLVM_OLDER_THAN_13_0
	LLVM_OLDER_THAN_14_0 := zzIn[zzI].LLVM_OLDER_THAN_14_0
	zzOut[zzI] += LLVM_OLDER_THAN_14_0
	LLVM_OLDER_THAN_15_0 := zzIn[zzI].LLVM_OLDER_THAN_15_0
	zzOut[zzI] += LLVM_OLDER_THAN_15_0
	LLVM_OLDER_THAN_16_0 := zzIn[zzI].LLVM_OLDER_THAN_16_0
	zzOut[zzI] += LLVM_OLDER_THAN_16_0
	LLVM_OLDER_THAN_7_0 := zzIn[zzI].LLVM_OLDER_THAN_7_0
	zzOut[zzI] += LLVM_OLDER_THAN_7_0
	LLVM_OLDER_THAN_8_0 := zzIn[zzI].LLVM_OLDER_THAN_8_0
	zzOut[zzI] += LLVM_OLDER_THAN_8_0
	LLVM_OLDER_THAN_9_0 := zzIn[zzI].LLVM_OLDER_THAN_9_0
	zzOut[zzI] += LLVM_OLDER_THAN_9_0
	LOD := zzIn[zzI].LOD
	zzOut[zzI] += LOD
	Level := zzIn[zzI].Level
	zzOut[zzI] += Level
	License := zzIn[zzI].License
	zzOut[zzI] += License
	List := zzIn[zzI].List
	zzOut[zzI] += List
	Load := zzIn[zzI].Load
	zzOut[zzI] += Load
	Local := zzIn[zzI].Local
	zzOut[zzI] += Local
	Log := zzIn[zzI].Log
	zzOut[zzI] += Log
	MAX_KERNEL_ARGS := zzIn[zzI].MAX_KERNEL_ARGS
	zzOut[zzI] += MAX_KERNEL_ARGS
	MAX_KERNEL_NAME_LENGTH := zzIn[zzI].MAX_KERNEL_NAME_LENGTH
	zzOut[zzI] += MAX_KERNEL_NAME_LENGTH
	MAX_WORK_DIM := zzIn[zzI].MAX_WORK_DIM
	zzOut[zzI] += MAX_WORK_DIM
	MCE := zzIn[zzI].MCE
	zzOut[zzI] += MCE
	MERCHANTABILITY := zzIn[zzI].MERCHANTABILITY
	zzOut[zzI] += MERCHANTABILITY
	MSB := zzIn[zzI].MSB
	zzOut[zzI] += MSB
	M_1_PI_F := zzIn[zzI].M_1_PI_F
	zzOut[zzI] += M_1_PI_F
	M_1_PI_H := zzIn[zzI].M_1_PI_H
	zzOut[zzI] += M_1_PI_H
	M_2_PI_F := zzIn[zzI].M_2_PI_F
	zzOut[zzI] += M_2_PI_F
	M_2_PI_H := zzIn[zzI].M_2_PI_H
	zzOut[zzI] += M_2_PI_H
	M_2_SQRTPI_F := zzIn[zzI].M_2_SQRTPI_F
	zzOut[zzI] += M_2_SQRTPI_F
	M_2_SQRTPI_H := zzIn[zzI].M_2_SQRTPI_H
	zzOut[zzI] += M_2_SQRTPI_H
	M_E_H := zzIn[zzI].M_E_H
	zzOut[zzI] += M_E_H
	M_LN10_F := zzIn[zzI].M_LN10_F
	zzOut[zzI] += M_LN10_F
	M_LN10_H := zzIn[zzI].M_LN10_H
	zzOut[zzI] += M_LN10_H
	M_LN2_F := zzIn[zzI].M_LN2_F
	zzOut[zzI] += M_LN2_F
	M_LN2_H := zzIn[zzI].M_LN2_H
	zzOut[zzI] += M_LN2_H
	M_LOG10E_F := zzIn[zzI].M_LOG10E_F
	zzOut[zzI] += M_LOG10E_F
	M_LOG10E_H := zzIn[zzI].M_LOG10E_H
	zzOut[zzI] += M_LOG10E_H
	M_LOG2E_F := zzIn[zzI].M_LOG2E_F
	zzOut[zzI] += M_LOG2E_F
	M_LOG2E_H := zzIn[zzI].M_LOG2E_H
	zzOut[zzI] += M_LOG2E_H
	M_PI_2_F := zzIn[zzI].M_PI_2_F
	zzOut[zzI] += M_PI_2_F
	M_PI_2_H := zzIn[zzI].M_PI_2_H
	zzOut[zzI] += M_PI_2_H
	M_PI_4_F := zzIn[zzI].M_PI_4_F
	zzOut[zzI] += M_PI_4_F
	M_PI_4_H := zzIn[zzI].M_PI_4_H
	zzOut[zzI] += M_PI_4_H
	M_SQRT1_2_F := zzIn[zzI].M_SQRT1_2_F
	zzOut[zzI] += M_SQRT1_2_F
	M_SQRT1_2_H := zzIn[zzI].M_SQRT1_2_H
	zzOut[zzI] += M_SQRT1_2_H
	M_SQRT2_H := zzIn[zzI].M_SQRT2_H
	zzOut[zzI] += M_SQRT2_H
	Math := zzIn[zzI].Math
	zzOut[zzI] += Math
	Memory := zzIn[zzI].Memory
	zzOut[zzI] += Memory
	Metadata := zzIn[zzI].Metadata
	zzOut[zzI] += Metadata
	Michal := zzIn[zzI].Michal
	zzOut[zzI] += Michal
	Minimal := zzIn[zzI].Minimal
	zzOut[zzI] += Minimal
	Mipmaps := zzIn[zzI].Mipmaps
	zzOut[zzI] += Mipmaps
	Miscellaneous := zzIn[zzI].Miscellaneous
	zzOut[zzI] += Miscellaneous
	Missing := zzIn[zzI].Missing
	zzOut[zzI] += Missing
	Mode := zzIn[zzI].Mode
	zzOut[zzI] += Mode
	Modulus := zzIn[zzI].Modulus
	zzOut[zzI] += Modulus
	Move := zzIn[zzI].Move
	zzOut[zzI] += Move
	Multiply := zzIn[zzI].Multiply
	zzOut[zzI] += Multiply
	NO := zzIn[zzI].NO
	zzOut[zzI] += NO
	NONINFRINGEMENT := zzIn[zzI].NONINFRINGEMENT
	zzOut[zzI] += NONINFRINGEMENT
	NOT := zzIn[zzI].NOT
	zzOut[zzI] += NOT
	NOTE := zzIn[zzI].NOTE
	zzOut[zzI] += NOTE
	NaN := zzIn[zzI].NaN
	zzOut[zzI] += NaN
	NaNs := zzIn[zzI].NaNs
	zzOut[zzI] += NaNs
	Normalization := zzIn[zzI].Normalization
	zzOut[zzI] += Normalization
	Note := zzIn[zzI].Note
	zzOut[zzI] += Note
	OF := zzIn[zzI].OF
	zzOut[zzI] += OF
	OPENCL := zzIn[zzI].OPENCL
	zzOut[zzI] += OPENCL
	OR := zzIn[zzI].OR
	zzOut[zzI] += OR
	OTHER := zzIn[zzI].OTHER
	zzOut[zzI] += OTHER
	OTHERWISE := zzIn[zzI].OTHERWISE
	zzOut[zzI] += OTHERWISE
	OUT := zzIn[zzI].OUT
	zzOut[zzI] += OUT
	OpenCL := zzIn[zzI].OpenCL
	zzOut[zzI] += OpenCL
	OpenCLBuiltins := zzIn[zzI].OpenCLBuiltins
	zzOut[zzI] += OpenCLBuiltins
	Optimizations := zzIn[zzI].Optimizations
	zzOut[zzI] += Optimizations
	Orders := zzIn[zzI].Orders
	zzOut[zzI] += Orders
	Other := zzIn[zzI].Other
	zzOut[zzI] += Other
	Others := zzIn[zzI].Others
	zzOut[zzI] += Others
	Otherwise := zzIn[zzI].Otherwise
	zzOut[zzI] += Otherwise
	PARTICULAR := zzIn[zzI].PARTICULAR
	zzOut[zzI] += PARTICULAR
	PI := zzIn[zzI].PI
	zzOut[zzI] += PI
	POCL_ADDRESS_SPACE_CONSTANT := zzIn[zzI].POCL_ADDRESS_SPACE_CONSTANT
	zzOut[zzI] += POCL_ADDRESS_SPACE_CONSTANT
	POCL_ADDRESS_SPACE_GENERIC := zzIn[zzI].POCL_ADDRESS_SPACE_GENERIC
	zzOut[zzI] += POCL_ADDRESS_SPACE_GENERIC
	POCL_ADDRESS_SPACE_GLOBAL := zzIn[zzI].POCL_ADDRESS_SPACE_GLOBAL
	zzOut[zzI] += POCL_ADDRESS_SPACE_GLOBAL
	POCL_ADDRESS_SPACE_LOCAL := zzIn[zzI].POCL_ADDRESS_SPACE_LOCAL
	zzOut[zzI] += POCL_ADDRESS_SPACE_LOCAL
	POCL_ADDRESS_SPACE_PRIVATE := zzIn[zzI].POCL_ADDRESS_SPACE_PRIVATE
	zzOut[zzI] += POCL_ADDRESS_SPACE_PRIVATE
	POCL_BUILTIN_PREFIX := zzIn[zzI].POCL_BUILTIN_PREFIX
	zzOut[zzI] += POCL_BUILTIN_PREFIX
	POCL_DEVICE_ADDRESS_BITS := zzIn[zzI].POCL_DEVICE_ADDRESS_BITS
	zzOut[zzI] += POCL_DEVICE_ADDRESS_BITS
	POCL_DEVICE_H := zzIn[zzI].POCL_DEVICE_H
	zzOut[zzI] += POCL_DEVICE_H
	POCL_DEVICE_TYPES_H := zzIn[zzI].POCL_DEVICE_TYPES_H
	zzOut[zzI] += POCL_DEVICE_TYPES_H
	POCL_FILENAME_LENGTH := zzIn[zzI].POCL_FILENAME_LENGTH
	zzOut[zzI] += POCL_FILENAME_LENGTH
	POCL_H := zzIn[zzI].POCL_H
	zzOut[zzI] += POCL_H
	POCL_KERNEL_DIGEST_SIZE := zzIn[zzI].POCL_KERNEL_DIGEST_SIZE
	zzOut[zzI] += POCL_KERNEL_DIGEST_SIZE
	POCL_KST_FINISHED := zzIn[zzI].POCL_KST_FINISHED
	zzOut[zzI] += POCL_KST_FINISHED
	POCL_KST_FREE := zzIn[zzI].POCL_KST_FREE
	zzOut[zzI] += POCL_KST_FREE
	POCL_KST_READY := zzIn[zzI].POCL_KST_READY
	zzOut[zzI] += POCL_KST_READY
	POCL_KST_RUNNING := zzIn[zzI].POCL_KST_RUNNING
	zzOut[zzI] += POCL_KST_RUNNING
	POCL_SPIR_H := zzIn[zzI].POCL_SPIR_H
	zzOut[zzI] += POCL_SPIR_H
	PROVIDED := zzIn[zzI].PROVIDED
	zzOut[zzI] += PROVIDED
	PURPOSE := zzIn[zzI].PURPOSE
	zzOut[zzI] += PURPOSE
	Part := zzIn[zzI].Part
	zzOut[zzI] += Part
	Pekka := zzIn[zzI].Pekka
	zzOut[zzI] += Pekka
	Perform := zzIn[zzI].Perform
	zzOut[zzI] += Perform
	Perimeter := zzIn[zzI].Perimeter
	zzOut[zzI] += Perimeter
	Permission := zzIn[zzI].Permission
	zzOut[zzI] += Permission
	Physics := zzIn[zzI].Physics
	zzOut[zzI] += Physics
	Pipe := zzIn[zzI].Pipe
	zzOut[zzI] += Pipe
	Pointer := zzIn[zzI].Pointer
	zzOut[zzI] += Pointer
	Points := zzIn[zzI].Points
	zzOut[zzI] += Points
	Prefetch := zzIn[zzI].Prefetch
	zzOut[zzI] += Prefetch
	Profiling := zzIn[zzI].Profiling
	zzOut[zzI] += Profiling
	Project := zzIn[zzI].Project
	zzOut[zzI] += Project
	Qualifier := zzIn[zzI].Qualifier
	zzOut[zzI] += Qualifier
	Queue := zzIn[zzI].Queue
	zzOut[zzI] += Queue
	REF := zzIn[zzI].REF
	zzOut[zzI] += REF
	Read := zzIn[zzI].Read
	zzOut[zzI] += Read
	Refer := zzIn[zzI].Refer
	zzOut[zzI] += Refer
	Reinterprets := zzIn[zzI].Reinterprets
	zzOut[zzI] += Reinterprets
	Relational := zzIn[zzI].Relational
	zzOut[zzI] += Relational
	Rename := zzIn[zzI].Rename
	zzOut[zzI] += Rename
	Results := zzIn[zzI].Results
	zzOut[zzI] += Results
	Return := zzIn[zzI].Return
	zzOut[zzI] += Return
	Returns := zzIn[zzI].Returns
	zzOut[zzI] += Returns
	Rey := zzIn[zzI].Rey
	zzOut[zzI] += Rey
	Round := zzIn[zzI].Round
	zzOut[zzI] += Round
	Rounding := zzIn[zzI].Rounding
	zzOut[zzI] += Rounding
	SHALL := zzIn[zzI].SHALL
	zzOut[zzI] += SHALL
	SIC := zzIn[zzI].SIC
	zzOut[zzI] += SIC
	SOFTWARE := zzIn[zzI].SOFTWARE
	zzOut[zzI] += SOFTWARE
	SPDX := zzIn[zzI].SPDX
	zzOut[zzI] += SPDX
	SPIR := zzIn[zzI].SPIR
	zzOut[zzI] += SPIR
	SPIR_ADDRESS_SPACE_CONSTANT := zzIn[zzI].SPIR_ADDRESS_SPACE_CONSTANT
	zzOut[zzI] += SPIR_ADDRESS_SPACE_CONSTANT
	SPIR_ADDRESS_SPACE_GENERIC := zzIn[zzI].SPIR_ADDRESS_SPACE_GENERIC
	zzOut[zzI] += SPIR_ADDRESS_SPACE_GENERIC
	SPIR_ADDRESS_SPACE_GLOBAL := zzIn[zzI].SPIR_ADDRESS_SPACE_GLOBAL
	zzOut[zzI] += SPIR_ADDRESS_SPACE_GLOBAL
	SPIR_ADDRESS_SPACE_LOCAL := zzIn[zzI].SPIR_ADDRESS_SPACE_LOCAL
	zzOut[zzI] += SPIR_ADDRESS_SPACE_LOCAL
	SPIR_ADDRESS_SPACE_PRIVATE := zzIn[zzI].SPIR_ADDRESS_SPACE_PRIVATE
	zzOut[zzI] += SPIR_ADDRESS_SPACE_PRIVATE
	Sampler := zzIn[zzI].Sampler
	zzOut[zzI] += Sampler
	Schnetter := zzIn[zzI].Schnetter
	zzOut[zzI] += Schnetter
	See := zzIn[zzI].See
	zzOut[zzI] += See
	Sema := zzIn[zzI].Sema
	zzOut[zzI] += Sema
	Shared := zzIn[zzI].Shared
	zzOut[zzI] += Shared
	Software := zzIn[zzI].Software
	zzOut[zzI] += Software
	Some := zzIn[zzI].Some
	zzOut[zzI] += Some
	Space := zzIn[zzI].Space
	zzOut[zzI] += Space
	Specific := zzIn[zzI].Specific
	zzOut[zzI] += Specific
	Store := zzIn[zzI].Store
	zzOut[zzI] += Store
	Sub := zzIn[zzI].Sub
	zzOut[zzI] += Sub
	Subgroups := zzIn[zzI].Subgroups
	zzOut[zzI] += Subgroups
	Swaps := zzIn[zzI].Swaps
	zzOut[zzI] += Swaps
	Synchronization := zzIn[zzI].Synchronization
	zzOut[zzI] += Synchronization
	THE := zzIn[zzI].THE
	zzOut[zzI] += THE
	TO := zzIn[zzI].TO
	zzOut[zzI] += TO
	TODO := zzIn[zzI].TODO
	zzOut[zzI] += TODO
	TORT := zzIn[zzI].TORT
	zzOut[zzI] += TORT
	TUT := zzIn[zzI].TUT
	zzOut[zzI] += TUT
	Tampere := zzIn[zzI].Tampere
	zzOut[zzI] += Tampere
	Technology := zzIn[zzI].Technology
	zzOut[zzI] += Technology
	Test := zzIn[zzI].Test
	zzOut[zzI] += Test
	The := zzIn[zzI].The
	zzOut[zzI] += The
	Theoretical := zzIn[zzI].Theoretical
	zzOut[zzI] += Theoretical
	There := zzIn[zzI].There
	zzOut[zzI] += There
	Therefore := zzIn[zzI].Therefore
	zzOut[zzI] += Therefore
	These := zzIn[zzI].These
	zzOut[zzI] += These
	This := zzIn[zzI].This
	zzOut[zzI] += This
	Thus := zzIn[zzI].Thus
	zzOut[zzI] += Thus
	Type := zzIn[zzI].Type
	zzOut[zzI] += Type
	USE := zzIn[zzI].USE
	zzOut[zzI] += USE
	Universidad := zzIn[zzI].Universidad
	zzOut[zzI] += Universidad
	University := zzIn[zzI].University
	zzOut[zzI] += University
	Unsupported := zzIn[zzI].Unsupported
	zzOut[zzI] += Unsupported
	Use := zzIn[zzI].Use
	zzOut[zzI] += Use
	Used := zzIn[zzI].Used
	zzOut[zzI] += Used
	Using := zzIn[zzI].Using
	zzOut[zzI] += Using
	V := zzIn[zzI].V
	zzOut[zzI] += V
	Valid := zzIn[zzI].Valid
	zzOut[zzI] += Valid
	Value := zzIn[zzI].Value
	zzOut[zzI] += Value
	Values := zzIn[zzI].Values
	zzOut[zzI] += Values
	Vector := zzIn[zzI].Vector
	zzOut[zzI] += Vector
	Ville := zzIn[zzI].Ville
	zzOut[zzI] += Ville
	Vulkan := zzIn[zzI].Vulkan
	zzOut[zzI] += Vulkan
	WARRANTIES := zzIn[zzI].WARRANTIES
	zzOut[zzI] += WARRANTIES
	WARRANTY := zzIn[zzI].WARRANTY
	zzOut[zzI] += WARRANTY
	WG := zzIn[zzI].WG
	zzOut[zzI] += WG
	WHETHER := zzIn[zzI].WHETHER
	zzOut[zzI] += WHETHER
	WITH := zzIn[zzI].WITH
	zzOut[zzI] += WITH
	WITHOUT := zzIn[zzI].WITHOUT
	zzOut[zzI] += WITHOUT
	Wait := zzIn[zzI].Wait
	zzOut[zzI] += Wait
	We := zzIn[zzI].We
	zzOut[zzI] += We
	Whether := zzIn[zzI].Whether
	zzOut[zzI] += Whether
	Which := zzIn[zzI].Which
	zzOut[zzI] += Which
	Will := zzIn[zzI].Will
	zzOut[zzI] += Will
	Without := zzIn[zzI].Without
	zzOut[zzI] += Without
	Work := zzIn[zzI].Work
	zzOut[zzI] += Work
	Wrappers := zzIn[zzI].Wrappers
	zzOut[zzI] += Wrappers
	Write := zzIn[zzI].Write
	zzOut[zzI] += Write
	X := zzIn[zzI].X
	zzOut[zzI] += X
	_CL_ALWAYSINLINE := zzIn[zzI]._CL_ALWAYSINLINE
	zzOut[zzI] += _CL_ALWAYSINLINE
	_CL_CONVERGENT := zzIn[zzI]._CL_CONVERGENT
	zzOut[zzI] += _CL_CONVERGENT
	_CL_NOINLINE := zzIn[zzI]._CL_NOINLINE
	zzOut[zzI] += _CL_NOINLINE
	_CL_OVERLOADABLE := zzIn[zzI]._CL_OVERLOADABLE
	zzOut[zzI] += _CL_OVERLOADABLE
	_CL_READNONE := zzIn[zzI]._CL_READNONE
	zzOut[zzI] += _CL_READNONE
	_CL_READONLY := zzIn[zzI]._CL_READONLY
	zzOut[zzI] += _CL_READONLY
	_CL_STATIC_ASSERT := zzIn[zzI]._CL_STATIC_ASSERT
	zzOut[zzI] += _CL_STATIC_ASSERT
	_KERNEL_CONSTANTS_H := zzIn[zzI]._KERNEL_CONSTANTS_H
	zzOut[zzI] += _KERNEL_CONSTANTS_H
	_KERNEL_C_H := zzIn[zzI]._KERNEL_C_H
	zzOut[zzI] += _KERNEL_C_H
	_KERNEL_RENAMES_H := zzIn[zzI]._KERNEL_RENAMES_H
	zzOut[zzI] += _KERNEL_RENAMES_H
	_MSC_VER := zzIn[zzI]._MSC_VER
	zzOut[zzI] += _MSC_VER
	_OPENCL_BASE_H_ := zzIn[zzI]._OPENCL_BASE_H_
	zzOut[zzI] += _OPENCL_BASE_H_
	_OPENCL_H := zzIn[zzI]._OPENCL_H
	zzOut[zzI] += _OPENCL_H
	_OPENCL_H_ := zzIn[zzI]._OPENCL_H_
	zzOut[zzI] += _OPENCL_H_
	_SYS_TYPES_H := zzIn[zzI]._SYS_TYPES_H
	zzOut[zzI] += _SYS_TYPES_H
	_Tp := zzIn[zzI]._Tp
	zzOut[zzI] += _Tp
	__ATOMIC_ACQUIRE := zzIn[zzI].__ATOMIC_ACQUIRE
	zzOut[zzI] += __ATOMIC_ACQUIRE
	__ATOMIC_ACQ_REL := zzIn[zzI].__ATOMIC_ACQ_REL
	zzOut[zzI] += __ATOMIC_ACQ_REL
	__ATOMIC_RELAXED := zzIn[zzI].__ATOMIC_RELAXED
	zzOut[zzI] += __ATOMIC_RELAXED
	__ATOMIC_RELEASE := zzIn[zzI].__ATOMIC_RELEASE
	zzOut[zzI] += __ATOMIC_RELEASE
	__ATOMIC_SEQ_CST := zzIn[zzI].__ATOMIC_SEQ_CST
	zzOut[zzI] += __ATOMIC_SEQ_CST
	__CBUILD__ := zzIn[zzI].__CBUILD__
	zzOut[zzI] += __CBUILD__
	__IF_BA64 := zzIn[zzI].__IF_BA64
	zzOut[zzI] += __IF_BA64
	__IF_EA64 := zzIn[zzI].__IF_EA64
	zzOut[zzI] += __IF_EA64
	__IF_FP16 := zzIn[zzI].__IF_FP16
	zzOut[zzI] += __IF_FP16
	__IF_FP64 := zzIn[zzI].__IF_FP64
	zzOut[zzI] += __IF_FP64
	__IF_INT64 := zzIn[zzI].__IF_INT64
	zzOut[zzI] += __IF_INT64
	__INTPTR_TYPE__ := zzIn[zzI].__INTPTR_TYPE__
	zzOut[zzI] += __INTPTR_TYPE__
	__OPENCL_CPP_VERSION__ := zzIn[zzI].__OPENCL_CPP_VERSION__
	zzOut[zzI] += __OPENCL_CPP_VERSION__
	__OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES := zzIn[zzI].__OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES
	zzOut[zzI] += __OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES
	__OPENCL_MEMORY_SCOPE_DEVICE := zzIn[zzI].__OPENCL_MEMORY_SCOPE_DEVICE
	zzOut[zzI] += __OPENCL_MEMORY_SCOPE_DEVICE
	__OPENCL_MEMORY_SCOPE_SUB_GROUP := zzIn[zzI].__OPENCL_MEMORY_SCOPE_SUB_GROUP
	zzOut[zzI] += __OPENCL_MEMORY_SCOPE_SUB_GROUP
	__OPENCL_MEMORY_SCOPE_WORK_GROUP := zzIn[zzI].__OPENCL_MEMORY_SCOPE_WORK_GROUP
	zzOut[zzI] += __OPENCL_MEMORY_SCOPE_WORK_GROUP
	__OPENCL_MEMORY_SCOPE_WORK_ITEM := zzIn[zzI].__OPENCL_MEMORY_SCOPE_WORK_ITEM
	zzOut[zzI] += __OPENCL_MEMORY_SCOPE_WORK_ITEM
	__PTRDIFF_TYPE__ := zzIn[zzI].__PTRDIFF_TYPE__
	zzOut[zzI] += __PTRDIFF_TYPE__
	__RW_IMAGES_UNSUPPORTED_BEFORE_CL_20 := zzIn[zzI].__RW_IMAGES_UNSUPPORTED_BEFORE_CL_20
	zzOut[zzI] += __RW_IMAGES_UNSUPPORTED_BEFORE_CL_20
	__SIZE_MAX__ := zzIn[zzI].__SIZE_MAX__
	zzOut[zzI] += __SIZE_MAX__
	__SIZE_TYPE__ := zzIn[zzI].__SIZE_TYPE__
	zzOut[zzI] += __SIZE_TYPE__
	__SPIRV__ := zzIn[zzI].__SPIRV__
	zzOut[zzI] += __SPIRV__
	__TCE__ := zzIn[zzI].__TCE__
	zzOut[zzI] += __TCE__
	__UINTPTR_TYPE__ := zzIn[zzI].__UINTPTR_TYPE__
	zzOut[zzI] += __UINTPTR_TYPE__
	__USE_CLANG_OPENCL_C_H := zzIn[zzI].__USE_CLANG_OPENCL_C_H
	zzOut[zzI] += __USE_CLANG_OPENCL_C_H
	__USE_MISC := zzIn[zzI].__USE_MISC
	zzOut[zzI] += __USE_MISC
	__X86_IMAGE_H__ := zzIn[zzI].__X86_IMAGE_H__
	zzOut[zzI] += __X86_IMAGE_H__
	__always_inline__ := zzIn[zzI].__always_inline__
	zzOut[zzI] += __always_inline__
	__builtin_astype := zzIn[zzI].__builtin_astype
	zzOut[zzI] += __builtin_astype
	__builtin_huge_val := zzIn[zzI].__builtin_huge_val
	zzOut[zzI] += __builtin_huge_val
	__builtin_huge_valf := zzIn[zzI].__builtin_huge_valf
	zzOut[zzI] += __builtin_huge_valf
	__builtin_inff := zzIn[zzI].__builtin_inff
	zzOut[zzI] += __builtin_inff
	__c_static_assert__ := zzIn[zzI].__c_static_assert__
	zzOut[zzI] += __c_static_assert__
	__cl_ai := zzIn[zzI].__cl_ai
	zzOut[zzI] += __cl_ai
	__clang_major__ := zzIn[zzI].__clang_major__
	zzOut[zzI] += __clang_major__
	__cnfn := zzIn[zzI].__cnfn
	zzOut[zzI] += __cnfn
	__const__ := zzIn[zzI].__const__
	zzOut[zzI] += __const__
	__conv := zzIn[zzI].__conv
	zzOut[zzI] += __conv
	__declspec := zzIn[zzI].__declspec
	zzOut[zzI] += __declspec
	__ext_vector_type__ := zzIn[zzI].__ext_vector_type__
	zzOut[zzI] += __ext_vector_type__
	__fp16 := zzIn[zzI].__fp16
	zzOut[zzI] += __fp16
	__half := zzIn[zzI].__half
	zzOut[zzI] += __half
	__has_attribute := zzIn[zzI].__has_attribute
	zzOut[zzI] += __has_attribute
	__has_extension := zzIn[zzI].__has_extension
	zzOut[zzI] += __has_extension
	__kernel_exec_cmd := zzIn[zzI].__kernel_exec_cmd
	zzOut[zzI] += __kernel_exec_cmd
	__kernel_metadata := zzIn[zzI].__kernel_metadata
	zzOut[zzI] += __kernel_metadata
	__noinline__ := zzIn[zzI].__noinline__
	zzOut[zzI] += __noinline__
	__opencl_c_atomic_order_acq_rel := zzIn[zzI].__opencl_c_atomic_order_acq_rel
	zzOut[zzI] += __opencl_c_atomic_order_acq_rel
	__opencl_c_atomic_order_seq_cst := zzIn[zzI].__opencl_c_atomic_order_seq_cst
	zzOut[zzI] += __opencl_c_atomic_order_seq_cst
	__opencl_c_atomic_scope_all_devices := zzIn[zzI].__opencl_c_atomic_scope_all_devices
	zzOut[zzI] += __opencl_c_atomic_scope_all_devices
	__opencl_c_atomic_scope_device := zzIn[zzI].__opencl_c_atomic_scope_device
	zzOut[zzI] += __opencl_c_atomic_scope_device
	__opencl_c_device_enqueue := zzIn[zzI].__opencl_c_device_enqueue
	zzOut[zzI] += __opencl_c_device_enqueue
	__opencl_c_ext_fp16_global_atomic_add := zzIn[zzI].__opencl_c_ext_fp16_global_atomic_add
	zzOut[zzI] += __opencl_c_ext_fp16_global_atomic_add
	__opencl_c_ext_fp16_global_atomic_load_store := zzIn[zzI].__opencl_c_ext_fp16_global_atomic_load_store
	zzOut[zzI] += __opencl_c_ext_fp16_global_atomic_load_store
	__opencl_c_ext_fp16_global_atomic_min_max := zzIn[zzI].__opencl_c_ext_fp16_global_atomic_min_max
	zzOut[zzI] += __opencl_c_ext_fp16_global_atomic_min_max
	__opencl_c_ext_fp16_local_atomic_add := zzIn[zzI].__opencl_c_ext_fp16_local_atomic_add
	zzOut[zzI] += __opencl_c_ext_fp16_local_atomic_add
	__opencl_c_ext_fp16_local_atomic_load_store := zzIn[zzI].__opencl_c_ext_fp16_local_atomic_load_store
	zzOut[zzI] += __opencl_c_ext_fp16_local_atomic_load_store
	__opencl_c_ext_fp16_local_atomic_min_max := zzIn[zzI].__opencl_c_ext_fp16_local_atomic_min_max
	zzOut[zzI] += __opencl_c_ext_fp16_local_atomic_min_max
	__opencl_c_ext_fp32_global_atomic_add := zzIn[zzI].__opencl_c_ext_fp32_global_atomic_add
	zzOut[zzI] += __opencl_c_ext_fp32_global_atomic_add
	__opencl_c_ext_fp32_global_atomic_min_max := zzIn[zzI].__opencl_c_ext_fp32_global_atomic_min_max
	zzOut[zzI] += __opencl_c_ext_fp32_global_atomic_min_max
	__opencl_c_ext_fp32_local_atomic_add := zzIn[zzI].__opencl_c_ext_fp32_local_atomic_add
	zzOut[zzI] += __opencl_c_ext_fp32_local_atomic_add
	__opencl_c_ext_fp32_local_atomic_min_max := zzIn[zzI].__opencl_c_ext_fp32_local_atomic_min_max
	zzOut[zzI] += __opencl_c_ext_fp32_local_atomic_min_max
	__opencl_c_ext_fp64_global_atomic_add := zzIn[zzI].__opencl_c_ext_fp64_global_atomic_add
	zzOut[zzI] += __opencl_c_ext_fp64_global_atomic_add
	__opencl_c_ext_fp64_global_atomic_min_max := zzIn[zzI].__opencl_c_ext_fp64_global_atomic_min_max
	zzOut[zzI] += __opencl_c_ext_fp64_global_atomic_min_max
	__opencl_c_ext_fp64_local_atomic_add := zzIn[zzI].__opencl_c_ext_fp64_local_atomic_add
	zzOut[zzI] += __opencl_c_ext_fp64_local_atomic_add
	__opencl_c_ext_fp64_local_atomic_min_max := zzIn[zzI].__opencl_c_ext_fp64_local_atomic_min_max
	zzOut[zzI] += __opencl_c_ext_fp64_local_atomic_min_max
	__opencl_c_integer_dot_product_input_4x8bit := zzIn[zzI].__opencl_c_integer_dot_product_input_4x8bit
	zzOut[zzI] += __opencl_c_integer_dot_product_input_4x8bit
	__opencl_c_integer_dot_product_input_4x8bit_packed := zzIn[zzI].__opencl_c_integer_dot_product_input_4x8bit_packed
	zzOut[zzI] += __opencl_c_integer_dot_product_input_4x8bit_packed
	__opencl_c_named_address_space_builtins := zzIn[zzI].__opencl_c_named_address_space_builtins
	zzOut[zzI] += __opencl_c_named_address_space_builtins
	__opencl_c_pipes := zzIn[zzI].__opencl_c_pipes
	zzOut[zzI] += __opencl_c_pipes
	__opencl_c_program_scope_global_variables := zzIn[zzI].__opencl_c_program_scope_global_variables
	zzOut[zzI] += __opencl_c_program_scope_global_variables
	__opencl_c_read_write_images := zzIn[zzI].__opencl_c_read_write_images
	zzOut[zzI] += __opencl_c_read_write_images
	__opencl_c_subgroups := zzIn[zzI].__opencl_c_subgroups
	zzOut[zzI] += __opencl_c_subgroups
	__opencl_c_work_group_collective_functions := zzIn[zzI].__opencl_c_work_group_collective_functions
	zzOut[zzI] += __opencl_c_work_group_collective_functions
	__opencl_subgroup_builtins := zzIn[zzI].__opencl_subgroup_builtins
	zzOut[zzI] += __opencl_subgroup_builtins
	__overloadable__ := zzIn[zzI].__overloadable__
	zzOut[zzI] += __overloadable__
	__ovld := zzIn[zzI].__ovld
	zzOut[zzI] += __ovld
	__pure__ := zzIn[zzI].__pure__
	zzOut[zzI] += __pure__
	__purefn := zzIn[zzI].__purefn
	zzOut[zzI] += __purefn
	__remove_address_space := zzIn[zzI].__remove_address_space
	zzOut[zzI] += __remove_address_space
	__restrict__ := zzIn[zzI].__restrict__
	zzOut[zzI] += __restrict__
	_build_program_callback := zzIn[zzI]._build_program_callback
	zzOut[zzI] += _build_program_callback
	_builtin_renames := zzIn[zzI]._builtin_renames
	zzOut[zzI] += _builtin_renames
	_cl_ := zzIn[zzI]._cl_
	zzOut[zzI] += _cl_
	_cl_abs := zzIn[zzI]._cl_abs
	zzOut[zzI] += _cl_abs
	_cl_abs_diff := zzIn[zzI]._cl_abs_diff
	zzOut[zzI] += _cl_abs_diff
	_cl_acos := zzIn[zzI]._cl_acos
	zzOut[zzI] += _cl_acos
	_cl_acosh := zzIn[zzI]._cl_acosh
	zzOut[zzI] += _cl_acosh
	_cl_acospi := zzIn[zzI]._cl_acospi
	zzOut[zzI] += _cl_acospi
	_cl_add_sat := zzIn[zzI]._cl_add_sat
	zzOut[zzI] += _cl_add_sat
	_cl_all := zzIn[zzI]._cl_all
	zzOut[zzI] += _cl_all
	_cl_any := zzIn[zzI]._cl_any
	zzOut[zzI] += _cl_any
	_cl_asin := zzIn[zzI]._cl_asin
	zzOut[zzI] += _cl_asin
	_cl_asinh := zzIn[zzI]._cl_asinh
	zzOut[zzI] += _cl_asinh
	_cl_asinpi := zzIn[zzI]._cl_asinpi
	zzOut[zzI] += _cl_asinpi
	_cl_async_work_group_copy := zzIn[zzI]._cl_async_work_group_copy
	zzOut[zzI] += _cl_async_work_group_copy
	_cl_async_work_group_strided_copy := zzIn[zzI]._cl_async_work_group_strided_copy
	zzOut[zzI] += _cl_async_work_group_strided_copy
	_cl_atan := zzIn[zzI]._cl_atan
	zzOut[zzI] += _cl_atan
	_cl_atan2 := zzIn[zzI]._cl_atan2
	zzOut[zzI] += _cl_atan2
	_cl_atan2pi := zzIn[zzI]._cl_atan2pi
	zzOut[zzI] += _cl_atan2pi
	_cl_atanh := zzIn[zzI]._cl_atanh
	zzOut[zzI] += _cl_atanh
	_cl_atanpi := zzIn[zzI]._cl_atanpi
	zzOut[zzI] += _cl_atanpi
	_cl_atom_add := zzIn[zzI]._cl_atom_add
	zzOut[zzI] += _cl_atom_add
	_cl_atom_and := zzIn[zzI]._cl_atom_and
	zzOut[zzI] += _cl_atom_and
	_cl_atom_cmpxchg := zzIn[zzI]._cl_atom_cmpxchg
	zzOut[zzI] += _cl_atom_cmpxchg
	_cl_atom_dec := zzIn[zzI]._cl_atom_dec
	zzOut[zzI] += _cl_atom_dec
	_cl_atom_inc := zzIn[zzI]._cl_atom_inc
	zzOut[zzI] += _cl_atom_inc
	_cl_atom_max := zzIn[zzI]._cl_atom_max
	zzOut[zzI] += _cl_atom_max
	_cl_atom_min := zzIn[zzI]._cl_atom_min
	zzOut[zzI] += _cl_atom_min
	_cl_atom_or := zzIn[zzI]._cl_atom_or
	zzOut[zzI] += _cl_atom_or
	_cl_atom_sub := zzIn[zzI]._cl_atom_sub
	zzOut[zzI] += _cl_atom_sub
	_cl_atom_xchg := zzIn[zzI]._cl_atom_xchg
	zzOut[zzI] += _cl_atom_xchg
	_cl_atom_xor := zzIn[zzI]._cl_atom_xor
	zzOut[zzI] += _cl_atom_xor
	_cl_atomic_add := zzIn[zzI]._cl_atomic_add
	zzOut[zzI] += _cl_atomic_add
	_cl_atomic_and := zzIn[zzI]._cl_atomic_and
	zzOut[zzI] += _cl_atomic_and
	_cl_atomic_cmpxchg := zzIn[zzI]._cl_atomic_cmpxchg
	zzOut[zzI] += _cl_atomic_cmpxchg
	_cl_atomic_compare_exchange_strong := zzIn[zzI]._cl_atomic_compare_exchange_strong
	zzOut[zzI] += _cl_atomic_compare_exchange_strong
	_cl_atomic_compare_exchange_strong_explicit := zzIn[zzI]._cl_atomic_compare_exchange_strong_explicit
	zzOut[zzI] += _cl_atomic_compare_exchange_strong_explicit
	_cl_atomic_compare_exchange_weak := zzIn[zzI]._cl_atomic_compare_exchange_weak
	zzOut[zzI] += _cl_atomic_compare_exchange_weak
	_cl_atomic_compare_exchange_weak_explicit := zzIn[zzI]._cl_atomic_compare_exchange_weak_explicit
	zzOut[zzI] += _cl_atomic_compare_exchange_weak_explicit
	_cl_atomic_dec := zzIn[zzI]._cl_atomic_dec
	zzOut[zzI] += _cl_atomic_dec
	_cl_atomic_exchange := zzIn[zzI]._cl_atomic_exchange
	zzOut[zzI] += _cl_atomic_exchange
	_cl_atomic_exchange_explicit := zzIn[zzI]._cl_atomic_exchange_explicit
	zzOut[zzI] += _cl_atomic_exchange_explicit
	_cl_atomic_fetch_add := zzIn[zzI]._cl_atomic_fetch_add
	zzOut[zzI] += _cl_atomic_fetch_add
	_cl_atomic_fetch_add_explicit := zzIn[zzI]._cl_atomic_fetch_add_explicit
	zzOut[zzI] += _cl_atomic_fetch_add_explicit
	_cl_atomic_fetch_and := zzIn[zzI]._cl_atomic_fetch_and
	zzOut[zzI] += _cl_atomic_fetch_and
	_cl_atomic_fetch_and_explicit := zzIn[zzI]._cl_atomic_fetch_and_explicit
	zzOut[zzI] += _cl_atomic_fetch_and_explicit
	_cl_atomic_fetch_max := zzIn[zzI]._cl_atomic_fetch_max
	zzOut[zzI] += _cl_atomic_fetch_max
	_cl_atomic_fetch_max_explicit := zzIn[zzI]._cl_atomic_fetch_max_explicit
	zzOut[zzI] += _cl_atomic_fetch_max_explicit
	_cl_atomic_fetch_min := zzIn[zzI]._cl_atomic_fetch_min
	zzOut[zzI] += _cl_atomic_fetch_min
	_cl_atomic_fetch_min_explicit := zzIn[zzI]._cl_atomic_fetch_min_explicit
	zzOut[zzI] += _cl_atomic_fetch_min_explicit
	_cl_atomic_fetch_or := zzIn[zzI]._cl_atomic_fetch_or
	zzOut[zzI] += _cl_atomic_fetch_or
	_cl_atomic_fetch_or_explicit := zzIn[zzI]._cl_atomic_fetch_or_explicit
	zzOut[zzI] += _cl_atomic_fetch_or_explicit
	_cl_atomic_fetch_sub := zzIn[zzI]._cl_atomic_fetch_sub
	zzOut[zzI] += _cl_atomic_fetch_sub
	_cl_atomic_fetch_sub_explicit := zzIn[zzI]._cl_atomic_fetch_sub_explicit
	zzOut[zzI] += _cl_atomic_fetch_sub_explicit
	_cl_atomic_fetch_xor := zzIn[zzI]._cl_atomic_fetch_xor
	zzOut[zzI] += _cl_atomic_fetch_xor
	_cl_atomic_fetch_xor_explicit := zzIn[zzI]._cl_atomic_fetch_xor_explicit
	zzOut[zzI] += _cl_atomic_fetch_xor_explicit
	_cl_atomic_flag_clear := zzIn[zzI]._cl_atomic_flag_clear
	zzOut[zzI] += _cl_atomic_flag_clear
	_cl_atomic_flag_clear_explicit := zzIn[zzI]._cl_atomic_flag_clear_explicit
	zzOut[zzI] += _cl_atomic_flag_clear_explicit
	_cl_atomic_flag_test_and_set := zzIn[zzI]._cl_atomic_flag_test_and_set
	zzOut[zzI] += _cl_atomic_flag_test_and_set
	_cl_atomic_flag_test_and_set_explicit := zzIn[zzI]._cl_atomic_flag_test_and_set_explicit
	zzOut[zzI] += _cl_atomic_flag_test_and_set_explicit
	_cl_atomic_inc := zzIn[zzI]._cl_atomic_inc
	zzOut[zzI] += _cl_atomic_inc
	_cl_atomic_init := zzIn[zzI]._cl_atomic_init
	zzOut[zzI] += _cl_atomic_init
	_cl_atomic_load := zzIn[zzI]._cl_atomic_load
	zzOut[zzI] += _cl_atomic_load
	_cl_atomic_load_explicit := zzIn[zzI]._cl_atomic_load_explicit
	zzOut[zzI] += _cl_atomic_load_explicit
	_cl_atomic_max := zzIn[zzI]._cl_atomic_max
	zzOut[zzI] += _cl_atomic_max
	_cl_atomic_min := zzIn[zzI]._cl_atomic_min
	zzOut[zzI] += _cl_atomic_min
	_cl_atomic_or := zzIn[zzI]._cl_atomic_or
	zzOut[zzI] += _cl_atomic_or
	_cl_atomic_store := zzIn[zzI]._cl_atomic_store
	zzOut[zzI] += _cl_atomic_store
	_cl_atomic_store_explicit := zzIn[zzI]._cl_atomic_store_explicit
	zzOut[zzI] += _cl_atomic_store_explicit
	_cl_atomic_sub := zzIn[zzI]._cl_atomic_sub
	zzOut[zzI] += _cl_atomic_sub
	_cl_atomic_work_item_fence := zzIn[zzI]._cl_atomic_work_item_fence
	zzOut[zzI] += _cl_atomic_work_item_fence
	_cl_atomic_xchg := zzIn[zzI]._cl_atomic_xchg
	zzOut[zzI] += _cl_atomic_xchg
	_cl_atomic_xor := zzIn[zzI]._cl_atomic_xor
	zzOut[zzI] += _cl_atomic_xor
	_cl_bitselect := zzIn[zzI]._cl_bitselect
	zzOut[zzI] += _cl_bitselect
	_cl_cbrt := zzIn[zzI]._cl_cbrt
	zzOut[zzI] += _cl_cbrt
	_cl_ceil := zzIn[zzI]._cl_ceil
	zzOut[zzI] += _cl_ceil
	_cl_clamp := zzIn[zzI]._cl_clamp
	zzOut[zzI] += _cl_clamp
	_cl_clz := zzIn[zzI]._cl_clz
	zzOut[zzI] += _cl_clz
	_cl_command_barrier := zzIn[zzI]._cl_command_barrier
	zzOut[zzI] += _cl_command_barrier
	_cl_command_copy := zzIn[zzI]._cl_command_copy
	zzOut[zzI] += _cl_command_copy
	_cl_command_copy_image := zzIn[zzI]._cl_command_copy_image
	zzOut[zzI] += _cl_command_copy_image
	_cl_command_copy_rect := zzIn[zzI]._cl_command_copy_rect
	zzOut[zzI] += _cl_command_copy_rect
	_cl_command_fill_image := zzIn[zzI]._cl_command_fill_image
	zzOut[zzI] += _cl_command_fill_image
	_cl_command_fill_mem := zzIn[zzI]._cl_command_fill_mem
	zzOut[zzI] += _cl_command_fill_mem
	_cl_command_map := zzIn[zzI]._cl_command_map
	zzOut[zzI] += _cl_command_map
	_cl_command_marker := zzIn[zzI]._cl_command_marker
	zzOut[zzI] += _cl_command_marker
	_cl_command_migrate := zzIn[zzI]._cl_command_migrate
	zzOut[zzI] += _cl_command_migrate
	_cl_command_native := zzIn[zzI]._cl_command_native
	zzOut[zzI] += _cl_command_native
	_cl_command_node := zzIn[zzI]._cl_command_node
	zzOut[zzI] += _cl_command_node
	_cl_command_read := zzIn[zzI]._cl_command_read
	zzOut[zzI] += _cl_command_read
	_cl_command_read_image := zzIn[zzI]._cl_command_read_image
	zzOut[zzI] += _cl_command_read_image
	_cl_command_read_rect := zzIn[zzI]._cl_command_read_rect
	zzOut[zzI] += _cl_command_read_rect
	_cl_command_replay := zzIn[zzI]._cl_command_replay
	zzOut[zzI] += _cl_command_replay
	_cl_command_run := zzIn[zzI]._cl_command_run
	zzOut[zzI] += _cl_command_run
	_cl_command_svm_cpy := zzIn[zzI]._cl_command_svm_cpy
	zzOut[zzI] += _cl_command_svm_cpy
	_cl_command_svm_fill := zzIn[zzI]._cl_command_svm_fill
	zzOut[zzI] += _cl_command_svm_fill
	_cl_command_svm_free := zzIn[zzI]._cl_command_svm_free
	zzOut[zzI] += _cl_command_svm_free
	_cl_command_svm_map := zzIn[zzI]._cl_command_svm_map
	zzOut[zzI] += _cl_command_svm_map
	_cl_command_svm_migrate := zzIn[zzI]._cl_command_svm_migrate
	zzOut[zzI] += _cl_command_svm_migrate
	_cl_command_svm_unmap := zzIn[zzI]._cl_command_svm_unmap
	zzOut[zzI] += _cl_command_svm_unmap
	_cl_command_t := zzIn[zzI]._cl_command_t
	zzOut[zzI] += _cl_command_t
	_cl_command_unmap := zzIn[zzI]._cl_command_unmap
	zzOut[zzI] += _cl_command_unmap
	_cl_command_write := zzIn[zzI]._cl_command_write
	zzOut[zzI] += _cl_command_write
	_cl_command_write_image := zzIn[zzI]._cl_command_write_image
	zzOut[zzI] += _cl_command_write_image
	_cl_command_write_rect := zzIn[zzI]._cl_command_write_rect
	zzOut[zzI] += _cl_command_write_rect
	_cl_convert_char := zzIn[zzI]._cl_convert_char
	zzOut[zzI] += _cl_convert_char
	_cl_convert_char16 := zzIn[zzI]._cl_convert_char16
	zzOut[zzI] += _cl_convert_char16
	_cl_convert_char16_rte := zzIn[zzI]._cl_convert_char16_rte
	zzOut[zzI] += _cl_convert_char16_rte
	_cl_convert_char16_rtn := zzIn[zzI]._cl_convert_char16_rtn
	zzOut[zzI] += _cl_convert_char16_rtn
	_cl_convert_char16_rtp := zzIn[zzI]._cl_convert_char16_rtp
	zzOut[zzI] += _cl_convert_char16_rtp
	_cl_convert_char16_rtz := zzIn[zzI]._cl_convert_char16_rtz
	zzOut[zzI] += _cl_convert_char16_rtz
	_cl_convert_char16_sat := zzIn[zzI]._cl_convert_char16_sat
	zzOut[zzI] += _cl_convert_char16_sat
	_cl_convert_char16_sat_rte := zzIn[zzI]._cl_convert_char16_sat_rte
	zzOut[zzI] += _cl_convert_char16_sat_rte
	_cl_convert_char16_sat_rtn := zzIn[zzI]._cl_convert_char16_sat_rtn
	zzOut[zzI] += _cl_convert_char16_sat_rtn
	_cl_convert_char16_sat_rtp := zzIn[zzI]._cl_convert_char16_sat_rtp
	zzOut[zzI] += _cl_convert_char16_sat_rtp
	_cl_convert_char16_sat_rtz := zzIn[zzI]._cl_convert_char16_sat_rtz
	zzOut[zzI] += _cl_convert_char16_sat_rtz
	_cl_convert_char2 := zzIn[zzI]._cl_convert_char2
	zzOut[zzI] += _cl_convert_char2
	_cl_convert_char2_rte := zzIn[zzI]._cl_convert_char2_rte
	zzOut[zzI] += _cl_convert_char2_rte
	_cl_convert_char2_rtn := zzIn[zzI]._cl_convert_char2_rtn
	zzOut[zzI] += _cl_convert_char2_rtn
	_cl_convert_char2_rtp := zzIn[zzI]._cl_convert_char2_rtp
	zzOut[zzI] += _cl_convert_char2_rtp
	_cl_convert_char2_rtz := zzIn[zzI]._cl_convert_char2_rtz
	zzOut[zzI] += _cl_convert_char2_rtz
	_cl_convert_char2_sat := zzIn[zzI]._cl_convert_char2_sat
	zzOut[zzI] += _cl_convert_char2_sat
	_cl_convert_char2_sat_rte := zzIn[zzI]._cl_convert_char2_sat_rte
	zzOut[zzI] += _cl_convert_char2_sat_rte
	_cl_convert_char2_sat_rtn := zzIn[zzI]._cl_convert_char2_sat_rtn
	zzOut[zzI] += _cl_convert_char2_sat_rtn
	_cl_convert_char2_sat_rtp := zzIn[zzI]._cl_convert_char2_sat_rtp
	zzOut[zzI] += _cl_convert_char2_sat_rtp
	_cl_convert_char2_sat_rtz := zzIn[zzI]._cl_convert_char2_sat_rtz
	zzOut[zzI] += _cl_convert_char2_sat_rtz
	_cl_convert_char3 := zzIn[zzI]._cl_convert_char3
	zzOut[zzI] += _cl_convert_char3
	_cl_convert_char3_rte := zzIn[zzI]._cl_convert_char3_rte
	zzOut[zzI] += _cl_convert_char3_rte
	_cl_convert_char3_rtn := zzIn[zzI]._cl_convert_char3_rtn
	zzOut[zzI] += _cl_convert_char3_rtn
	_cl_convert_char3_rtp := zzIn[zzI]._cl_convert_char3_rtp
	zzOut[zzI] += _cl_convert_char3_rtp
	_cl_convert_char3_rtz := zzIn[zzI]._cl_convert_char3_rtz
	zzOut[zzI] += _cl_convert_char3_rtz
	_cl_convert_char3_sat := zzIn[zzI]._cl_convert_char3_sat
	zzOut[zzI] += _cl_convert_char3_sat
	_cl_convert_char3_sat_rte := zzIn[zzI]._cl_convert_char3_sat_rte
	zzOut[zzI] += _cl_convert_char3_sat_rte
	_cl_convert_char3_sat_rtn := zzIn[zzI]._cl_convert_char3_sat_rtn
	zzOut[zzI] += _cl_convert_char3_sat_rtn
	_cl_convert_char3_sat_rtp := zzIn[zzI]._cl_convert_char3_sat_rtp
	zzOut[zzI] += _cl_convert_char3_sat_rtp
	_cl_convert_char3_sat_rtz := zzIn[zzI]._cl_convert_char3_sat_rtz
	zzOut[zzI] += _cl_convert_char3_sat_rtz
	_cl_convert_char4 := zzIn[zzI]._cl_convert_char4
	zzOut[zzI] += _cl_convert_char4
	_cl_convert_char4_rte := zzIn[zzI]._cl_convert_char4_rte
	zzOut[zzI] += _cl_convert_char4_rte
	_cl_convert_char4_rtn := zzIn[zzI]._cl_convert_char4_rtn
	zzOut[zzI] += _cl_convert_char4_rtn
	_cl_convert_char4_rtp := zzIn[zzI]._cl_convert_char4_rtp
	zzOut[zzI] += _cl_convert_char4_rtp
	_cl_convert_char4_rtz := zzIn[zzI]._cl_convert_char4_rtz
	zzOut[zzI] += _cl_convert_char4_rtz
	_cl_convert_char4_sat := zzIn[zzI]._cl_convert_char4_sat
	zzOut[zzI] += _cl_convert_char4_sat
	_cl_convert_char4_sat_rte := zzIn[zzI]._cl_convert_char4_sat_rte
	zzOut[zzI] += _cl_convert_char4_sat_rte
	_cl_convert_char4_sat_rtn := zzIn[zzI]._cl_convert_char4_sat_rtn
	zzOut[zzI] += _cl_convert_char4_sat_rtn
	_cl_convert_char4_sat_rtp := zzIn[zzI]._cl_convert_char4_sat_rtp
	zzOut[zzI] += _cl_convert_char4_sat_rtp
	_cl_convert_char4_sat_rtz := zzIn[zzI]._cl_convert_char4_sat_rtz
	zzOut[zzI] += _cl_convert_char4_sat_rtz
	_cl_convert_char8 := zzIn[zzI]._cl_convert_char8
	zzOut[zzI] += _cl_convert_char8
	_cl_convert_char8_rte := zzIn[zzI]._cl_convert_char8_rte
	zzOut[zzI] += _cl_convert_char8_rte
	_cl_convert_char8_rtn := zzIn[zzI]._cl_convert_char8_rtn
	zzOut[zzI] += _cl_convert_char8_rtn
	_cl_convert_char8_rtp := zzIn[zzI]._cl_convert_char8_rtp
	zzOut[zzI] += _cl_convert_char8_rtp
	_cl_convert_char8_rtz := zzIn[zzI]._cl_convert_char8_rtz
	zzOut[zzI] += _cl_convert_char8_rtz
	_cl_convert_char8_sat := zzIn[zzI]._cl_convert_char8_sat
	zzOut[zzI] += _cl_convert_char8_sat
	_cl_convert_char8_sat_rte := zzIn[zzI]._cl_convert_char8_sat_rte
	zzOut[zzI] += _cl_convert_char8_sat_rte
	_cl_convert_char8_sat_rtn := zzIn[zzI]._cl_convert_char8_sat_rtn
	zzOut[zzI] += _cl_convert_char8_sat_rtn
	_cl_convert_char8_sat_rtp := zzIn[zzI]._cl_convert_char8_sat_rtp
	zzOut[zzI] += _cl_convert_char8_sat_rtp
	_cl_convert_char8_sat_rtz := zzIn[zzI]._cl_convert_char8_sat_rtz
	zzOut[zzI] += _cl_convert_char8_sat_rtz
	_cl_convert_char_rte := zzIn[zzI]._cl_convert_char_rte
	zzOut[zzI] += _cl_convert_char_rte
	_cl_convert_char_rtn := zzIn[zzI]._cl_convert_char_rtn
	zzOut[zzI] += _cl_convert_char_rtn
	_cl_convert_char_rtp := zzIn[zzI]._cl_convert_char_rtp
	zzOut[zzI] += _cl_convert_char_rtp
	_cl_convert_char_rtz := zzIn[zzI]._cl_convert_char_rtz
	zzOut[zzI] += _cl_convert_char_rtz
	_cl_convert_char_sat := zzIn[zzI]._cl_convert_char_sat
	zzOut[zzI] += _cl_convert_char_sat
	_cl_convert_char_sat_rte := zzIn[zzI]._cl_convert_char_sat_rte
	zzOut[zzI] += _cl_convert_char_sat_rte
	_cl_convert_char_sat_rtn := zzIn[zzI]._cl_convert_char_sat_rtn
	zzOut[zzI] += _cl_convert_char_sat_rtn
	_cl_convert_char_sat_rtp := zzIn[zzI]._cl_convert_char_sat_rtp
	zzOut[zzI] += _cl_convert_char_sat_rtp
	_cl_convert_char_sat_rtz := zzIn[zzI]._cl_convert_char_sat_rtz
	zzOut[zzI] += _cl_convert_char_sat_rtz
	_cl_convert_double := zzIn[zzI]._cl_convert_double
	zzOut[zzI] += _cl_convert_double
	_cl_convert_double16 := zzIn[zzI]._cl_convert_double16
	zzOut[zzI] += _cl_convert_double16
	_cl_convert_double16_rte := zzIn[zzI]._cl_convert_double16_rte
	zzOut[zzI] += _cl_convert_double16_rte
	_cl_convert_double16_rtn := zzIn[zzI]._cl_convert_double16_rtn
	zzOut[zzI] += _cl_convert_double16_rtn
	_cl_convert_double16_rtp := zzIn[zzI]._cl_convert_double16_rtp
	zzOut[zzI] += _cl_convert_double16_rtp
	_cl_convert_double16_rtz := zzIn[zzI]._cl_convert_double16_rtz
	zzOut[zzI] += _cl_convert_double16_rtz
	_cl_convert_double16_sat := zzIn[zzI]._cl_convert_double16_sat
	zzOut[zzI] += _cl_convert_double16_sat
	_cl_convert_double16_sat_rte := zzIn[zzI]._cl_convert_double16_sat_rte
	zzOut[zzI] += _cl_convert_double16_sat_rte
	_cl_convert_double16_sat_rtn := zzIn[zzI]._cl_convert_double16_sat_rtn
	zzOut[zzI] += _cl_convert_double16_sat_rtn
	_cl_convert_double16_sat_rtp := zzIn[zzI]._cl_convert_double16_sat_rtp
	zzOut[zzI] += _cl_convert_double16_sat_rtp
	_cl_convert_double16_sat_rtz := zzIn[zzI]._cl_convert_double16_sat_rtz
	zzOut[zzI] += _cl_convert_double16_sat_rtz
	_cl_convert_double2 := zzIn[zzI]._cl_convert_double2
	zzOut[zzI] += _cl_convert_double2
	_cl_convert_double2_rte := zzIn[zzI]._cl_convert_double2_rte
	zzOut[zzI] += _cl_convert_double2_rte
	_cl_convert_double2_rtn := zzIn[zzI]._cl_convert_double2_rtn
	zzOut[zzI] += _cl_convert_double2_rtn
	_cl_convert_double2_rtp := zzIn[zzI]._cl_convert_double2_rtp
	zzOut[zzI] += _cl_convert_double2_rtp
	_cl_convert_double2_rtz := zzIn[zzI]._cl_convert_double2_rtz
	zzOut[zzI] += _cl_convert_double2_rtz
	_cl_convert_double2_sat := zzIn[zzI]._cl_convert_double2_sat
	zzOut[zzI] += _cl_convert_double2_sat
	_cl_convert_double2_sat_rte := zzIn[zzI]._cl_convert_double2_sat_rte
	zzOut[zzI] += _cl_convert_double2_sat_rte
	_cl_convert_double2_sat_rtn := zzIn[zzI]._cl_convert_double2_sat_rtn
	zzOut[zzI] += _cl_convert_double2_sat_rtn
	_cl_convert_double2_sat_rtp := zzIn[zzI]._cl_convert_double2_sat_rtp
	zzOut[zzI] += _cl_convert_double2_sat_rtp
	_cl_convert_double2_sat_rtz := zzIn[zzI]._cl_convert_double2_sat_rtz
	zzOut[zzI] += _cl_convert_double2_sat_rtz
	_cl_convert_double3 := zzIn[zzI]._cl_convert_double3
	zzOut[zzI] += _cl_convert_double3
	_cl_convert_double3_rte := zzIn[zzI]._cl_convert_double3_rte
	zzOut[zzI] += _cl_convert_double3_rte
	_cl_convert_double3_rtn := zzIn[zzI]._cl_convert_double3_rtn
	zzOut[zzI] += _cl_convert_double3_rtn
	_cl_convert_double3_rtp := zzIn[zzI]._cl_convert_double3_rtp
	zzOut[zzI] += _cl_convert_double3_rtp
	_cl_convert_double3_rtz := zzIn[zzI]._cl_convert_double3_rtz
	zzOut[zzI] += _cl_convert_double3_rtz
	_cl_convert_double3_sat := zzIn[zzI]._cl_convert_double3_sat
	zzOut[zzI] += _cl_convert_double3_sat
	_cl_convert_double3_sat_rte := zzIn[zzI]._cl_convert_double3_sat_rte
	zzOut[zzI] += _cl_convert_double3_sat_rte
	_cl_convert_double3_sat_rtn := zzIn[zzI]._cl_convert_double3_sat_rtn
	zzOut[zzI] += _cl_convert_double3_sat_rtn
	_cl_convert_double3_sat_rtp := zzIn[zzI]._cl_convert_double3_sat_rtp
	zzOut[zzI] += _cl_convert_double3_sat_rtp
	_cl_convert_double3_sat_rtz := zzIn[zzI]._cl_convert_double3_sat_rtz
	zzOut[zzI] += _cl_convert_double3_sat_rtz
	_cl_convert_double4 := zzIn[zzI]._cl_convert_double4
	zzOut[zzI] += _cl_convert_double4
	_cl_convert_double4_rte := zzIn[zzI]._cl_convert_double4_rte
	zzOut[zzI] += _cl_convert_double4_rte
	_cl_convert_double4_rtn := zzIn[zzI]._cl_convert_double4_rtn
	zzOut[zzI] += _cl_convert_double4_rtn
	_cl_convert_double4_rtp := zzIn[zzI]._cl_convert_double4_rtp
	zzOut[zzI] += _cl_convert_double4_rtp
	_cl_convert_double4_rtz := zzIn[zzI]._cl_convert_double4_rtz
	zzOut[zzI] += _cl_convert_double4_rtz
	_cl_convert_double4_sat := zzIn[zzI]._cl_convert_double4_sat
	zzOut[zzI] += _cl_convert_double4_sat
	_cl_convert_double4_sat_rte := zzIn[zzI]._cl_convert_double4_sat_rte
	zzOut[zzI] += _cl_convert_double4_sat_rte
	_cl_convert_double4_sat_rtn := zzIn[zzI]._cl_convert_double4_sat_rtn
	zzOut[zzI] += _cl_convert_double4_sat_rtn
	_cl_convert_double4_sat_rtp := zzIn[zzI]._cl_convert_double4_sat_rtp
	zzOut[zzI] += _cl_convert_double4_sat_rtp
	_cl_convert_double4_sat_rtz := zzIn[zzI]._cl_convert_double4_sat_rtz
	zzOut[zzI] += _cl_convert_double4_sat_rtz
	_cl_convert_double8 := zzIn[zzI]._cl_convert_double8
	zzOut[zzI] += _cl_convert_double8
	_cl_convert_double8_rte := zzIn[zzI]._cl_convert_double8_rte
	zzOut[zzI] += _cl_convert_double8_rte
	_cl_convert_double8_rtn := zzIn[zzI]._cl_convert_double8_rtn
	zzOut[zzI] += _cl_convert_double8_rtn
	_cl_convert_double8_rtp := zzIn[zzI]._cl_convert_double8_rtp
	zzOut[zzI] += _cl_convert_double8_rtp
	_cl_convert_double8_rtz := zzIn[zzI]._cl_convert_double8_rtz
	zzOut[zzI] += _cl_convert_double8_rtz
	_cl_convert_double8_sat := zzIn[zzI]._cl_convert_double8_sat
	zzOut[zzI] += _cl_convert_double8_sat
	_cl_convert_double8_sat_rte := zzIn[zzI]._cl_convert_double8_sat_rte
	zzOut[zzI] += _cl_convert_double8_sat_rte
	_cl_convert_double8_sat_rtn := zzIn[zzI]._cl_convert_double8_sat_rtn
	zzOut[zzI] += _cl_convert_double8_sat_rtn
	_cl_convert_double8_sat_rtp := zzIn[zzI]._cl_convert_double8_sat_rtp
	zzOut[zzI] += _cl_convert_double8_sat_rtp
	_cl_convert_double8_sat_rtz := zzIn[zzI]._cl_convert_double8_sat_rtz
	zzOut[zzI] += _cl_convert_double8_sat_rtz
	_cl_convert_double_rte := zzIn[zzI]._cl_convert_double_rte
	zzOut[zzI] += _cl_convert_double_rte
	_cl_convert_double_rtn := zzIn[zzI]._cl_convert_double_rtn
	zzOut[zzI] += _cl_convert_double_rtn
	_cl_convert_double_rtp := zzIn[zzI]._cl_convert_double_rtp
	zzOut[zzI] += _cl_convert_double_rtp
	_cl_convert_double_rtz := zzIn[zzI]._cl_convert_double_rtz
	zzOut[zzI] += _cl_convert_double_rtz
	_cl_convert_double_sat := zzIn[zzI]._cl_convert_double_sat
	zzOut[zzI] += _cl_convert_double_sat
	_cl_convert_double_sat_rte := zzIn[zzI]._cl_convert_double_sat_rte
	zzOut[zzI] += _cl_convert_double_sat_rte
	_cl_convert_double_sat_rtn := zzIn[zzI]._cl_convert_double_sat_rtn
	zzOut[zzI] += _cl_convert_double_sat_rtn
	_cl_convert_double_sat_rtp := zzIn[zzI]._cl_convert_double_sat_rtp
	zzOut[zzI] += _cl_convert_double_sat_rtp
	_cl_convert_double_sat_rtz := zzIn[zzI]._cl_convert_double_sat_rtz
	zzOut[zzI] += _cl_convert_double_sat_rtz
	_cl_convert_float := zzIn[zzI]._cl_convert_float
	zzOut[zzI] += _cl_convert_float
	_cl_convert_float16 := zzIn[zzI]._cl_convert_float16
	zzOut[zzI] += _cl_convert_float16
	_cl_convert_float16_rte := zzIn[zzI]._cl_convert_float16_rte
	zzOut[zzI] += _cl_convert_float16_rte
	_cl_convert_float16_rtn := zzIn[zzI]._cl_convert_float16_rtn
	zzOut[zzI] += _cl_convert_float16_rtn
	_cl_convert_float16_rtp := zzIn[zzI]._cl_convert_float16_rtp
	zzOut[zzI] += _cl_convert_float16_rtp
	_cl_convert_float16_rtz := zzIn[zzI]._cl_convert_float16_rtz
	zzOut[zzI] += _cl_convert_float16_rtz
	_cl_convert_float16_sat := zzIn[zzI]._cl_convert_float16_sat
	zzOut[zzI] += _cl_convert_float16_sat
	_cl_convert_float16_sat_rte := zzIn[zzI]._cl_convert_float16_sat_rte
	zzOut[zzI] += _cl_convert_float16_sat_rte
	_cl_convert_float16_sat_rtn := zzIn[zzI]._cl_convert_float16_sat_rtn
	zzOut[zzI] += _cl_convert_float16_sat_rtn
	_cl_convert_float16_sat_rtp := zzIn[zzI]._cl_convert_float16_sat_rtp
	zzOut[zzI] += _cl_convert_float16_sat_rtp
	_cl_convert_float16_sat_rtz := zzIn[zzI]._cl_convert_float16_sat_rtz
	zzOut[zzI] += _cl_convert_float16_sat_rtz
	_cl_convert_float2 := zzIn[zzI]._cl_convert_float2
	zzOut[zzI] += _cl_convert_float2
	_cl_convert_float2_rte := zzIn[zzI]._cl_convert_float2_rte
	zzOut[zzI] += _cl_convert_float2_rte
	_cl_convert_float2_rtn := zzIn[zzI]._cl_convert_float2_rtn
	zzOut[zzI] += _cl_convert_float2_rtn
	_cl_convert_float2_rtp := zzIn[zzI]._cl_convert_float2_rtp
	zzOut[zzI] += _cl_convert_float2_rtp
	_cl_convert_float2_rtz := zzIn[zzI]._cl_convert_float2_rtz
	zzOut[zzI] += _cl_convert_float2_rtz
	_cl_convert_float2_sat := zzIn[zzI]._cl_convert_float2_sat
	zzOut[zzI] += _cl_convert_float2_sat
	_cl_convert_float2_sat_rte := zzIn[zzI]._cl_convert_float2_sat_rte
	zzOut[zzI] += _cl_convert_float2_sat_rte
	_cl_convert_float2_sat_rtn := zzIn[zzI]._cl_convert_float2_sat_rtn
	zzOut[zzI] += _cl_convert_float2_sat_rtn
	_cl_convert_float2_sat_rtp := zzIn[zzI]._cl_convert_float2_sat_rtp
	zzOut[zzI] += _cl_convert_float2_sat_rtp
	_cl_convert_float2_sat_rtz := zzIn[zzI]._cl_convert_float2_sat_rtz
	zzOut[zzI] += _cl_convert_float2_sat_rtz
	_cl_convert_float3 := zzIn[zzI]._cl_convert_float3
	zzOut[zzI] += _cl_convert_float3
	_cl_convert_float3_rte := zzIn[zzI]._cl_convert_float3_rte
	zzOut[zzI] += _cl_convert_float3_rte
	_cl_convert_float3_rtn := zzIn[zzI]._cl_convert_float3_rtn
	zzOut[zzI] += _cl_convert_float3_rtn
	_cl_convert_float3_rtp := zzIn[zzI]._cl_convert_float3_rtp
	zzOut[zzI] += _cl_convert_float3_rtp
	_cl_convert_float3_rtz := zzIn[zzI]._cl_convert_float3_rtz
	zzOut[zzI] += _cl_convert_float3_rtz
	_cl_convert_float3_sat := zzIn[zzI]._cl_convert_float3_sat
	zzOut[zzI] += _cl_convert_float3_sat
	_cl_convert_float3_sat_rte := zzIn[zzI]._cl_convert_float3_sat_rte
	zzOut[zzI] += _cl_convert_float3_sat_rte
	_cl_convert_float3_sat_rtn := zzIn[zzI]._cl_convert_float3_sat_rtn
	zzOut[zzI] += _cl_convert_float3_sat_rtn
	_cl_convert_float3_sat_rtp := zzIn[zzI]._cl_convert_float3_sat_rtp
	zzOut[zzI] += _cl_convert_float3_sat_rtp
	_cl_convert_float3_sat_rtz := zzIn[zzI]._cl_convert_float3_sat_rtz
	zzOut[zzI] += _cl_convert_float3_sat_rtz
	_cl_convert_float4 := zzIn[zzI]._cl_convert_float4
	zzOut[zzI] += _cl_convert_float4
	_cl_convert_float4_rte := zzIn[zzI]._cl_convert_float4_rte
	zzOut[zzI] += _cl_convert_float4_rte
	_cl_convert_float4_rtn := zzIn[zzI]._cl_convert_float4_rtn
	zzOut[zzI] += _cl_convert_float4_rtn
	_cl_convert_float4_rtp := zzIn[zzI]._cl_convert_float4_rtp
	zzOut[zzI] += _cl_convert_float4_rtp
	_cl_convert_float4_rtz := zzIn[zzI]._cl_convert_float4_rtz
	zzOut[zzI] += _cl_convert_float4_rtz
	_cl_convert_float4_sat := zzIn[zzI]._cl_convert_float4_sat
	zzOut[zzI] += _cl_convert_float4_sat
	_cl_convert_float4_sat_rte := zzIn[zzI]._cl_convert_float4_sat_rte
	zzOut[zzI] += _cl_convert_float4_sat_rte
	_cl_convert_float4_sat_rtn := zzIn[zzI]._cl_convert_float4_sat_rtn
	zzOut[zzI] += _cl_convert_float4_sat_rtn
	_cl_convert_float4_sat_rtp := zzIn[zzI]._cl_convert_float4_sat_rtp
	zzOut[zzI] += _cl_convert_float4_sat_rtp
	_cl_convert_float4_sat_rtz := zzIn[zzI]._cl_convert_float4_sat_rtz
	zzOut[zzI] += _cl_convert_float4_sat_rtz
	_cl_convert_float8 := zzIn[zzI]._cl_convert_float8
	zzOut[zzI] += _cl_convert_float8
	_cl_convert_float8_rte := zzIn[zzI]._cl_convert_float8_rte
	zzOut[zzI] += _cl_convert_float8_rte
	_cl_convert_float8_rtn := zzIn[zzI]._cl_convert_float8_rtn
	zzOut[zzI] += _cl_convert_float8_rtn
	_cl_convert_float8_rtp := zzIn[zzI]._cl_convert_float8_rtp
	zzOut[zzI] += _cl_convert_float8_rtp
	_cl_convert_float8_rtz := zzIn[zzI]._cl_convert_float8_rtz
	zzOut[zzI] += _cl_convert_float8_rtz
	_cl_convert_float8_sat := zzIn[zzI]._cl_convert_float8_sat
	zzOut[zzI] += _cl_convert_float8_sat
	_cl_convert_float8_sat_rte := zzIn[zzI]._cl_convert_float8_sat_rte
	zzOut[zzI] += _cl_convert_float8_sat_rte
	_cl_convert_float8_sat_rtn := zzIn[zzI]._cl_convert_float8_sat_rtn
	zzOut[zzI] += _cl_convert_float8_sat_rtn
	_cl_convert_float8_sat_rtp := zzIn[zzI]._cl_convert_float8_sat_rtp
	zzOut[zzI] += _cl_convert_float8_sat_rtp
	_cl_convert_float8_sat_rtz := zzIn[zzI]._cl_convert_float8_sat_rtz
	zzOut[zzI] += _cl_convert_float8_sat_rtz
	_cl_convert_float_rte := zzIn[zzI]._cl_convert_float_rte
	zzOut[zzI] += _cl_convert_float_rte
	_cl_convert_float_rtn := zzIn[zzI]._cl_convert_float_rtn
	zzOut[zzI] += _cl_convert_float_rtn
	_cl_convert_float_rtp := zzIn[zzI]._cl_convert_float_rtp
	zzOut[zzI] += _cl_convert_float_rtp
	_cl_convert_float_rtz := zzIn[zzI]._cl_convert_float_rtz
	zzOut[zzI] += _cl_convert_float_rtz
	_cl_convert_float_sat := zzIn[zzI]._cl_convert_float_sat
	zzOut[zzI] += _cl_convert_float_sat
	_cl_convert_float_sat_rte := zzIn[zzI]._cl_convert_float_sat_rte
	zzOut[zzI] += _cl_convert_float_sat_rte
	_cl_convert_float_sat_rtn := zzIn[zzI]._cl_convert_float_sat_rtn
	zzOut[zzI] += _cl_convert_float_sat_rtn
	_cl_convert_float_sat_rtp := zzIn[zzI]._cl_convert_float_sat_rtp
	zzOut[zzI] += _cl_convert_float_sat_rtp
	_cl_convert_float_sat_rtz := zzIn[zzI]._cl_convert_float_sat_rtz
	zzOut[zzI] += _cl_convert_float_sat_rtz
	_cl_convert_int := zzIn[zzI]._cl_convert_int
	zzOut[zzI] += _cl_convert_int
	_cl_convert_int16 := zzIn[zzI]._cl_convert_int16
	zzOut[zzI] += _cl_convert_int16
	_cl_convert_int16_rte := zzIn[zzI]._cl_convert_int16_rte
	zzOut[zzI] += _cl_convert_int16_rte
	_cl_convert_int16_rtn := zzIn[zzI]._cl_convert_int16_rtn
	zzOut[zzI] += _cl_convert_int16_rtn
	_cl_convert_int16_rtp := zzIn[zzI]._cl_convert_int16_rtp
	zzOut[zzI] += _cl_convert_int16_rtp
	_cl_convert_int16_rtz := zzIn[zzI]._cl_convert_int16_rtz
	zzOut[zzI] += _cl_convert_int16_rtz
	_cl_convert_int16_sat := zzIn[zzI]._cl_convert_int16_sat
	zzOut[zzI] += _cl_convert_int16_sat
	_cl_convert_int16_sat_rte := zzIn[zzI]._cl_convert_int16_sat_rte
	zzOut[zzI] += _cl_convert_int16_sat_rte
	_cl_convert_int16_sat_rtn := zzIn[zzI]._cl_convert_int16_sat_rtn
	zzOut[zzI] += _cl_convert_int16_sat_rtn
	_cl_convert_int16_sat_rtp := zzIn[zzI]._cl_convert_int16_sat_rtp
	zzOut[zzI] += _cl_convert_int16_sat_rtp
	_cl_convert_int16_sat_rtz := zzIn[zzI]._cl_convert_int16_sat_rtz
	zzOut[zzI] += _cl_convert_int16_sat_rtz
	_cl_convert_int2 := zzIn[zzI]._cl_convert_int2
	zzOut[zzI] += _cl_convert_int2
	_cl_convert_int2_rte := zzIn[zzI]._cl_convert_int2_rte
	zzOut[zzI] += _cl_convert_int2_rte
	_cl_convert_int2_rtn := zzIn[zzI]._cl_convert_int2_rtn
	zzOut[zzI] += _cl_convert_int2_rtn
	_cl_convert_int2_rtp := zzIn[zzI]._cl_convert_int2_rtp
	zzOut[zzI] += _cl_convert_int2_rtp
	_cl_convert_int2_rtz := zzIn[zzI]._cl_convert_int2_rtz
	zzOut[zzI] += _cl_convert_int2_rtz
	_cl_convert_int2_sat := zzIn[zzI]._cl_convert_int2_sat
	zzOut[zzI] += _cl_convert_int2_sat
	_cl_convert_int2_sat_rte := zzIn[zzI]._cl_convert_int2_sat_rte
	zzOut[zzI] += _cl_convert_int2_sat_rte
	_cl_convert_int2_sat_rtn := zzIn[zzI]._cl_convert_int2_sat_rtn
	zzOut[zzI] += _cl_convert_int2_sat_rtn
	_cl_convert_int2_sat_rtp := zzIn[zzI]._cl_convert_int2_sat_rtp
	zzOut[zzI] += _cl_convert_int2_sat_rtp
	_cl_convert_int2_sat_rtz := zzIn[zzI]._cl_convert_int2_sat_rtz
	zzOut[zzI] += _cl_convert_int2_sat_rtz
	_cl_convert_int3 := zzIn[zzI]._cl_convert_int3
	zzOut[zzI] += _cl_convert_int3
	_cl_convert_int3_rte := zzIn[zzI]._cl_convert_int3_rte
	zzOut[zzI] += _cl_convert_int3_rte
	_cl_convert_int3_rtn := zzIn[zzI]._cl_convert_int3_rtn
	zzOut[zzI] += _cl_convert_int3_rtn
	_cl_convert_int3_rtp := zzIn[zzI]._cl_convert_int3_rtp
	zzOut[zzI] += _cl_convert_int3_rtp
	_cl_convert_int3_rtz := zzIn[zzI]._cl_convert_int3_rtz
	zzOut[zzI] += _cl_convert_int3_rtz
	_cl_convert_int3_sat := zzIn[zzI]._cl_convert_int3_sat
	zzOut[zzI] += _cl_convert_int3_sat
	_cl_convert_int3_sat_rte := zzIn[zzI]._cl_convert_int3_sat_rte
	zzOut[zzI] += _cl_convert_int3_sat_rte
	_cl_convert_int3_sat_rtn := zzIn[zzI]._cl_convert_int3_sat_rtn
	zzOut[zzI] += _cl_convert_int3_sat_rtn
	_cl_convert_int3_sat_rtp := zzIn[zzI]._cl_convert_int3_sat_rtp
	zzOut[zzI] += _cl_convert_int3_sat_rtp
	_cl_convert_int3_sat_rtz := zzIn[zzI]._cl_convert_int3_sat_rtz
	zzOut[zzI] += _cl_convert_int3_sat_rtz
	_cl_convert_int4 := zzIn[zzI]._cl_convert_int4
	zzOut[zzI] += _cl_convert_int4
	_cl_convert_int4_rte := zzIn[zzI]._cl_convert_int4_rte
	zzOut[zzI] += _cl_convert_int4_rte
	_cl_convert_int4_rtn := zzIn[zzI]._cl_convert_int4_rtn
	zzOut[zzI] += _cl_convert_int4_rtn
	_cl_convert_int4_rtp := zzIn[zzI]._cl_convert_int4_rtp
	zzOut[zzI] += _cl_convert_int4_rtp
	_cl_convert_int4_rtz := zzIn[zzI]._cl_convert_int4_rtz
	zzOut[zzI] += _cl_convert_int4_rtz
	_cl_convert_int4_sat := zzIn[zzI]._cl_convert_int4_sat
	zzOut[zzI] += _cl_convert_int4_sat
	_cl_convert_int4_sat_rte := zzIn[zzI]._cl_convert_int4_sat_rte
	zzOut[zzI] += _cl_convert_int4_sat_rte
	_cl_convert_int4_sat_rtn := zzIn[zzI]._cl_convert_int4_sat_rtn
	zzOut[zzI] += _cl_convert_int4_sat_rtn
	_cl_convert_int4_sat_rtp := zzIn[zzI]._cl_convert_int4_sat_rtp
	zzOut[zzI] += _cl_convert_int4_sat_rtp
	_cl_convert_int4_sat_rtz := zzIn[zzI]._cl_convert_int4_sat_rtz
	zzOut[zzI] += _cl_convert_int4_sat_rtz
	_cl_convert_int8 := zzIn[zzI]._cl_convert_int8
	zzOut[zzI] += _cl_convert_int8
	_cl_convert_int8_rte := zzIn[zzI]._cl_convert_int8_rte
	zzOut[zzI] += _cl_convert_int8_rte
	_cl_convert_int8_rtn := zzIn[zzI]._cl_convert_int8_rtn
	zzOut[zzI] += _cl_convert_int8_rtn
	_cl_convert_int8_rtp := zzIn[zzI]._cl_convert_int8_rtp
	zzOut[zzI] += _cl_convert_int8_rtp
	_cl_convert_int8_rtz := zzIn[zzI]._cl_convert_int8_rtz
	zzOut[zzI] += _cl_convert_int8_rtz
	_cl_convert_int8_sat := zzIn[zzI]._cl_convert_int8_sat
	zzOut[zzI] += _cl_convert_int8_sat
	_cl_convert_int8_sat_rte := zzIn[zzI]._cl_convert_int8_sat_rte
	zzOut[zzI] += _cl_convert_int8_sat_rte
	_cl_convert_int8_sat_rtn := zzIn[zzI]._cl_convert_int8_sat_rtn
	zzOut[zzI] += _cl_convert_int8_sat_rtn
	_cl_convert_int8_sat_rtp := zzIn[zzI]._cl_convert_int8_sat_rtp
	zzOut[zzI] += _cl_convert_int8_sat_rtp
	_cl_convert_int8_sat_rtz := zzIn[zzI]._cl_convert_int8_sat_rtz
	zzOut[zzI] += _cl_convert_int8_sat_rtz
	_cl_convert_int_rte := zzIn[zzI]._cl_convert_int_rte
	zzOut[zzI] += _cl_convert_int_rte
	_cl_convert_int_rtn := zzIn[zzI]._cl_convert_int_rtn
	zzOut[zzI] += _cl_convert_int_rtn
	_cl_convert_int_rtp := zzIn[zzI]._cl_convert_int_rtp
	zzOut[zzI] += _cl_convert_int_rtp
	_cl_convert_int_rtz := zzIn[zzI]._cl_convert_int_rtz
	zzOut[zzI] += _cl_convert_int_rtz
	_cl_convert_int_sat := zzIn[zzI]._cl_convert_int_sat
	zzOut[zzI] += _cl_convert_int_sat
	_cl_convert_int_sat_rte := zzIn[zzI]._cl_convert_int_sat_rte
	zzOut[zzI] += _cl_convert_int_sat_rte
	_cl_convert_int_sat_rtn := zzIn[zzI]._cl_convert_int_sat_rtn
	zzOut[zzI] += _cl_convert_int_sat_rtn
	_cl_convert_int_sat_rtp := zzIn[zzI]._cl_convert_int_sat_rtp
	zzOut[zzI] += _cl_convert_int_sat_rtp
	_cl_convert_int_sat_rtz := zzIn[zzI]._cl_convert_int_sat_rtz
	zzOut[zzI] += _cl_convert_int_sat_rtz
	_cl_convert_long := zzIn[zzI]._cl_convert_long
	zzOut[zzI] += _cl_convert_long
	_cl_convert_long16 := zzIn[zzI]._cl_convert_long16
	zzOut[zzI] += _cl_convert_long16
	_cl_convert_long16_rte := zzIn[zzI]._cl_convert_long16_rte
	zzOut[zzI] += _cl_convert_long16_rte
	_cl_convert_long16_rtn := zzIn[zzI]._cl_convert_long16_rtn
	zzOut[zzI] += _cl_convert_long16_rtn
	_cl_convert_long16_rtp := zzIn[zzI]._cl_convert_long16_rtp
	zzOut[zzI] += _cl_convert_long16_rtp
	_cl_convert_long16_rtz := zzIn[zzI]._cl_convert_long16_rtz
	zzOut[zzI] += _cl_convert_long16_rtz
	_cl_convert_long16_sat := zzIn[zzI]._cl_convert_long16_sat
	zzOut[zzI] += _cl_convert_long16_sat
	_cl_convert_long16_sat_rte := zzIn[zzI]._cl_convert_long16_sat_rte
	zzOut[zzI] += _cl_convert_long16_sat_rte
	_cl_convert_long16_sat_rtn := zzIn[zzI]._cl_convert_long16_sat_rtn
	zzOut[zzI] += _cl_convert_long16_sat_rtn
	_cl_convert_long16_sat_rtp := zzIn[zzI]._cl_convert_long16_sat_rtp
	zzOut[zzI] += _cl_convert_long16_sat_rtp
	_cl_convert_long16_sat_rtz := zzIn[zzI]._cl_convert_long16_sat_rtz
	zzOut[zzI] += _cl_convert_long16_sat_rtz
	_cl_convert_long2 := zzIn[zzI]._cl_convert_long2
	zzOut[zzI] += _cl_convert_long2
	_cl_convert_long2_rte := zzIn[zzI]._cl_convert_long2_rte
	zzOut[zzI] += _cl_convert_long2_rte
	_cl_convert_long2_rtn := zzIn[zzI]._cl_convert_long2_rtn
	zzOut[zzI] += _cl_convert_long2_rtn
	_cl_convert_long2_rtp := zzIn[zzI]._cl_convert_long2_rtp
	zzOut[zzI] += _cl_convert_long2_rtp
	_cl_convert_long2_rtz := zzIn[zzI]._cl_convert_long2_rtz
	zzOut[zzI] += _cl_convert_long2_rtz
	_cl_convert_long2_sat := zzIn[zzI]._cl_convert_long2_sat
	zzOut[zzI] += _cl_convert_long2_sat
	_cl_convert_long2_sat_rte := zzIn[zzI]._cl_convert_long2_sat_rte
	zzOut[zzI] += _cl_convert_long2_sat_rte
	_cl_convert_long2_sat_rtn := zzIn[zzI]._cl_convert_long2_sat_rtn
	zzOut[zzI] += _cl_convert_long2_sat_rtn
	_cl_convert_long2_sat_rtp := zzIn[zzI]._cl_convert_long2_sat_rtp
	zzOut[zzI] += _cl_convert_long2_sat_rtp
	_cl_convert_long2_sat_rtz := zzIn[zzI]._cl_convert_long2_sat_rtz
	zzOut[zzI] += _cl_convert_long2_sat_rtz
	_cl_convert_long3 := zzIn[zzI]._cl_convert_long3
	zzOut[zzI] += _cl_convert_long3
	_cl_convert_long3_rte := zzIn[zzI]._cl_convert_long3_rte
	zzOut[zzI] += _cl_convert_long3_rte
	_cl_convert_long3_rtn := zzIn[zzI]._cl_convert_long3_rtn
	zzOut[zzI] += _cl_convert_long3_rtn
	_cl_convert_long3_rtp := zzIn[zzI]._cl_convert_long3_rtp
	zzOut[zzI] += _cl_convert_long3_rtp
	_cl_convert_long3_rtz := zzIn[zzI]._cl_convert_long3_rtz
	zzOut[zzI] += _cl_convert_long3_rtz
	_cl_convert_long3_sat := zzIn[zzI]._cl_convert_long3_sat
	zzOut[zzI] += _cl_convert_long3_sat
	_cl_convert_long3_sat_rte := zzIn[zzI]._cl_convert_long3_sat_rte
	zzOut[zzI] += _cl_convert_long3_sat_rte
	_cl_convert_long3_sat_rtn := zzIn[zzI]._cl_convert_long3_sat_rtn
	zzOut[zzI] += _cl_convert_long3_sat_rtn
	_cl_convert_long3_sat_rtp := zzIn[zzI]._cl_convert_long3_sat_rtp
	zzOut[zzI] += _cl_convert_long3_sat_rtp
	_cl_convert_long3_sat_rtz := zzIn[zzI]._cl_convert_long3_sat_rtz
	zzOut[zzI] += _cl_convert_long3_sat_rtz
	_cl_convert_long4 := zzIn[zzI]._cl_convert_long4
	zzOut[zzI] += _cl_convert_long4
	_cl_convert_long4_rte := zzIn[zzI]._cl_convert_long4_rte
	zzOut[zzI] += _cl_convert_long4_rte
	_cl_convert_long4_rtn := zzIn[zzI]._cl_convert_long4_rtn
	zzOut[zzI] += _cl_convert_long4_rtn
	_cl_convert_long4_rtp := zzIn[zzI]._cl_convert_long4_rtp
	zzOut[zzI] += _cl_convert_long4_rtp
	_cl_convert_long4_rtz := zzIn[zzI]._cl_convert_long4_rtz
	zzOut[zzI] += _cl_convert_long4_rtz
	_cl_convert_long4_sat := zzIn[zzI]._cl_convert_long4_sat
	zzOut[zzI] += _cl_convert_long4_sat
	_cl_convert_long4_sat_rte := zzIn[zzI]._cl_convert_long4_sat_rte
	zzOut[zzI] += _cl_convert_long4_sat_rte
	_cl_convert_long4_sat_rtn := zzIn[zzI]._cl_convert_long4_sat_rtn
	zzOut[zzI] += _cl_convert_long4_sat_rtn
	_cl_convert_long4_sat_rtp := zzIn[zzI]._cl_convert_long4_sat_rtp
	zzOut[zzI] += _cl_convert_long4_sat_rtp
	_cl_convert_long4_sat_rtz := zzIn[zzI]._cl_convert_long4_sat_rtz
	zzOut[zzI] += _cl_convert_long4_sat_rtz
	_cl_convert_long8 := zzIn[zzI]._cl_convert_long8
	zzOut[zzI] += _cl_convert_long8
	_cl_convert_long8_rte := zzIn[zzI]._cl_convert_long8_rte
	zzOut[zzI] += _cl_convert_long8_rte
	_cl_convert_long8_rtn := zzIn[zzI]._cl_convert_long8_rtn
	zzOut[zzI] += _cl_convert_long8_rtn
	_cl_convert_long8_rtp := zzIn[zzI]._cl_convert_long8_rtp
	zzOut[zzI] += _cl_convert_long8_rtp
	_cl_convert_long8_rtz := zzIn[zzI]._cl_convert_long8_rtz
	zzOut[zzI] += _cl_convert_long8_rtz
	_cl_convert_long8_sat := zzIn[zzI]._cl_convert_long8_sat
	zzOut[zzI] += _cl_convert_long8_sat
	_cl_convert_long8_sat_rte := zzIn[zzI]._cl_convert_long8_sat_rte
	zzOut[zzI] += _cl_convert_long8_sat_rte
	_cl_convert_long8_sat_rtn := zzIn[zzI]._cl_convert_long8_sat_rtn
	zzOut[zzI] += _cl_convert_long8_sat_rtn
	_cl_convert_long8_sat_rtp := zzIn[zzI]._cl_convert_long8_sat_rtp
	zzOut[zzI] += _cl_convert_long8_sat_rtp
	_cl_convert_long8_sat_rtz := zzIn[zzI]._cl_convert_long8_sat_rtz
	zzOut[zzI] += _cl_convert_long8_sat_rtz
	_cl_convert_long_rte := zzIn[zzI]._cl_convert_long_rte
	zzOut[zzI] += _cl_convert_long_rte
	_cl_convert_long_rtn := zzIn[zzI]._cl_convert_long_rtn
	zzOut[zzI] += _cl_convert_long_rtn
	_cl_convert_long_rtp := zzIn[zzI]._cl_convert_long_rtp
	zzOut[zzI] += _cl_convert_long_rtp
	_cl_convert_long_rtz := zzIn[zzI]._cl_convert_long_rtz
	zzOut[zzI] += _cl_convert_long_rtz
	_cl_convert_long_sat := zzIn[zzI]._cl_convert_long_sat
	zzOut[zzI] += _cl_convert_long_sat
	_cl_convert_long_sat_rte := zzIn[zzI]._cl_convert_long_sat_rte
	zzOut[zzI] += _cl_convert_long_sat_rte
	_cl_convert_long_sat_rtn := zzIn[zzI]._cl_convert_long_sat_rtn
	zzOut[zzI] += _cl_convert_long_sat_rtn
	_cl_convert_long_sat_rtp := zzIn[zzI]._cl_convert_long_sat_rtp
	zzOut[zzI] += _cl_convert_long_sat_rtp
	_cl_convert_long_sat_rtz := zzIn[zzI]._cl_convert_long_sat_rtz
	zzOut[zzI] += _cl_convert_long_sat_rtz
	_cl_convert_short := zzIn[zzI]._cl_convert_short
	zzOut[zzI] += _cl_convert_short
	_cl_convert_short16 := zzIn[zzI]._cl_convert_short16
	zzOut[zzI] += _cl_convert_short16
	_cl_convert_short16_rte := zzIn[zzI]._cl_convert_short16_rte
	zzOut[zzI] += _cl_convert_short16_rte
	_cl_convert_short16_rtn := zzIn[zzI]._cl_convert_short16_rtn
	zzOut[zzI] += _cl_convert_short16_rtn
	_cl_convert_short16_rtp := zzIn[zzI]._cl_convert_short16_rtp
	zzOut[zzI] += _cl_convert_short16_rtp
	_cl_convert_short16_rtz := zzIn[zzI]._cl_convert_short16_rtz
	zzOut[zzI] += _cl_convert_short16_rtz
	_cl_convert_short16_sat := zzIn[zzI]._cl_convert_short16_sat
	zzOut[zzI] += _cl_convert_short16_sat
	_cl_convert_short16_sat_rte := zzIn[zzI]._cl_convert_short16_sat_rte
	zzOut[zzI] += _cl_convert_short16_sat_rte
	_cl_convert_short16_sat_rtn := zzIn[zzI]._cl_convert_short16_sat_rtn
	zzOut[zzI] += _cl_convert_short16_sat_rtn
	_cl_convert_short16_sat_rtp := zzIn[zzI]._cl_convert_short16_sat_rtp
	zzOut[zzI] += _cl_convert_short16_sat_rtp
	_cl_convert_short16_sat_rtz := zzIn[zzI]._cl_convert_short16_sat_rtz
	zzOut[zzI] += _cl_convert_short16_sat_rtz
	_cl_convert_short2 := zzIn[zzI]._cl_convert_short2
	zzOut[zzI] += _cl_convert_short2
	_cl_convert_short2_rte := zzIn[zzI]._cl_convert_short2_rte
	zzOut[zzI] += _cl_convert_short2_rte
	_cl_convert_short2_rtn := zzIn[zzI]._cl_convert_short2_rtn
	zzOut[zzI] += _cl_convert_short2_rtn
	_cl_convert_short2_rtp := zzIn[zzI]._cl_convert_short2_rtp
	zzOut[zzI] += _cl_convert_short2_rtp
	_cl_convert_short2_rtz := zzIn[zzI]._cl_convert_short2_rtz
	zzOut[zzI] += _cl_convert_short2_rtz
	_cl_convert_short2_sat := zzIn[zzI]._cl_convert_short2_sat
	zzOut[zzI] += _cl_convert_short2_sat
	_cl_convert_short2_sat_rte := zzIn[zzI]._cl_convert_short2_sat_rte
	zzOut[zzI] += _cl_convert_short2_sat_rte
	_cl_convert_short2_sat_rtn := zzIn[zzI]._cl_convert_short2_sat_rtn
	zzOut[zzI] += _cl_convert_short2_sat_rtn
	_cl_convert_short2_sat_rtp := zzIn[zzI]._cl_convert_short2_sat_rtp
	zzOut[zzI] += _cl_convert_short2_sat_rtp
	_cl_convert_short2_sat_rtz := zzIn[zzI]._cl_convert_short2_sat_rtz
	zzOut[zzI] += _cl_convert_short2_sat_rtz
	_cl_convert_short3 := zzIn[zzI]._cl_convert_short3
	zzOut[zzI] += _cl_convert_short3
	_cl_convert_short3_rte := zzIn[zzI]._cl_convert_short3_rte
	zzOut[zzI] += _cl_convert_short3_rte
	_cl_convert_short3_rtn := zzIn[zzI]._cl_convert_short3_rtn
	zzOut[zzI] += _cl_convert_short3_rtn
	_cl_convert_short3_rtp := zzIn[zzI]._cl_convert_short3_rtp
	zzOut[zzI] += _cl_convert_short3_rtp
	_cl_convert_short3_rtz := zzIn[zzI]._cl_convert_short3_rtz
	zzOut[zzI] += _cl_convert_short3_rtz
	_cl_convert_short3_sat := zzIn[zzI]._cl_convert_short3_sat
	zzOut[zzI] += _cl_convert_short3_sat
	_cl_convert_short3_sat_rte := zzIn[zzI]._cl_convert_short3_sat_rte
	zzOut[zzI] += _cl_convert_short3_sat_rte
	_cl_convert_short3_sat_rtn := zzIn[zzI]._cl_convert_short3_sat_rtn
	zzOut[zzI] += _cl_convert_short3_sat_rtn
	_cl_convert_short3_sat_rtp := zzIn[zzI]._cl_convert_short3_sat_rtp
	zzOut[zzI] += _cl_convert_short3_sat_rtp
	_cl_convert_short3_sat_rtz := zzIn[zzI]._cl_convert_short3_sat_rtz
	zzOut[zzI] += _cl_convert_short3_sat_rtz
	_cl_convert_short4 := zzIn[zzI]._cl_convert_short4
	zzOut[zzI] += _cl_convert_short4
	_cl_convert_short4_rte := zzIn[zzI]._cl_convert_short4_rte
	zzOut[zzI] += _cl_convert_short4_rte
	_cl_convert_short4_rtn := zzIn[zzI]._cl_convert_short4_rtn
	zzOut[zzI] += _cl_convert_short4_rtn
	_cl_convert_short4_rtp := zzIn[zzI]._cl_convert_short4_rtp
	zzOut[zzI] += _cl_convert_short4_rtp
	_cl_convert_short4_rtz := zzIn[zzI]._cl_convert_short4_rtz
	zzOut[zzI] += _cl_convert_short4_rtz
	_cl_convert_short4_sat := zzIn[zzI]._cl_convert_short4_sat
	zzOut[zzI] += _cl_convert_short4_sat
	_cl_convert_short4_sat_rte := zzIn[zzI]._cl_convert_short4_sat_rte
	zzOut[zzI] += _cl_convert_short4_sat_rte
	_cl_convert_short4_sat_rtn := zzIn[zzI]._cl_convert_short4_sat_rtn
	zzOut[zzI] += _cl_convert_short4_sat_rtn
	_cl_convert_short4_sat_rtp := zzIn[zzI]._cl_convert_short4_sat_rtp
	zzOut[zzI] += _cl_convert_short4_sat_rtp
	_cl_convert_short4_sat_rtz := zzIn[zzI]._cl_convert_short4_sat_rtz
	zzOut[zzI] += _cl_convert_short4_sat_rtz
	_cl_convert_short8 := zzIn[zzI]._cl_convert_short8
	zzOut[zzI] += _cl_convert_short8
	_cl_convert_short8_rte := zzIn[zzI]._cl_convert_short8_rte
	zzOut[zzI] += _cl_convert_short8_rte
	_cl_convert_short8_rtn := zzIn[zzI]._cl_convert_short8_rtn
	zzOut[zzI] += _cl_convert_short8_rtn
	_cl_convert_short8_rtp := zzIn[zzI]._cl_convert_short8_rtp
	zzOut[zzI] += _cl_convert_short8_rtp
	_cl_convert_short8_rtz := zzIn[zzI]._cl_convert_short8_rtz
	zzOut[zzI] += _cl_convert_short8_rtz
	_cl_convert_short8_sat := zzIn[zzI]._cl_convert_short8_sat
	zzOut[zzI] += _cl_convert_short8_sat
	_cl_convert_short8_sat_rte := zzIn[zzI]._cl_convert_short8_sat_rte
	zzOut[zzI] += _cl_convert_short8_sat_rte
	_cl_convert_short8_sat_rtn := zzIn[zzI]._cl_convert_short8_sat_rtn
	zzOut[zzI] += _cl_convert_short8_sat_rtn
	_cl_convert_short8_sat_rtp := zzIn[zzI]._cl_convert_short8_sat_rtp
	zzOut[zzI] += _cl_convert_short8_sat_rtp
	_cl_convert_short8_sat_rtz := zzIn[zzI]._cl_convert_short8_sat_rtz
	zzOut[zzI] += _cl_convert_short8_sat_rtz
	_cl_convert_short_rte := zzIn[zzI]._cl_convert_short_rte
	zzOut[zzI] += _cl_convert_short_rte
	_cl_convert_short_rtn := zzIn[zzI]._cl_convert_short_rtn
	zzOut[zzI] += _cl_convert_short_rtn
	_cl_convert_short_rtp := zzIn[zzI]._cl_convert_short_rtp
	zzOut[zzI] += _cl_convert_short_rtp
	_cl_convert_short_rtz := zzIn[zzI]._cl_convert_short_rtz
	zzOut[zzI] += _cl_convert_short_rtz
	_cl_convert_short_sat := zzIn[zzI]._cl_convert_short_sat
	zzOut[zzI] += _cl_convert_short_sat
	_cl_convert_short_sat_rte := zzIn[zzI]._cl_convert_short_sat_rte
	zzOut[zzI] += _cl_convert_short_sat_rte
	_cl_convert_short_sat_rtn := zzIn[zzI]._cl_convert_short_sat_rtn
	zzOut[zzI] += _cl_convert_short_sat_rtn
	_cl_convert_short_sat_rtp := zzIn[zzI]._cl_convert_short_sat_rtp
	zzOut[zzI] += _cl_convert_short_sat_rtp
	_cl_convert_short_sat_rtz := zzIn[zzI]._cl_convert_short_sat_rtz
	zzOut[zzI] += _cl_convert_short_sat_rtz
	_cl_convert_uchar := zzIn[zzI]._cl_convert_uchar
	zzOut[zzI] += _cl_convert_uchar
	_cl_convert_uchar16 := zzIn[zzI]._cl_convert_uchar16
	zzOut[zzI] += _cl_convert_uchar16
	_cl_convert_uchar16_rte := zzIn[zzI]._cl_convert_uchar16_rte
	zzOut[zzI] += _cl_convert_uchar16_rte
	_cl_convert_uchar16_rtn := zzIn[zzI]._cl_convert_uchar16_rtn
	zzOut[zzI] += _cl_convert_uchar16_rtn
	_cl_convert_uchar16_rtp := zzIn[zzI]._cl_convert_uchar16_rtp
	zzOut[zzI] += _cl_convert_uchar16_rtp
	_cl_convert_uchar16_rtz := zzIn[zzI]._cl_convert_uchar16_rtz
	zzOut[zzI] += _cl_convert_uchar16_rtz
	_cl_convert_uchar16_sat := zzIn[zzI]._cl_convert_uchar16_sat
	zzOut[zzI] += _cl_convert_uchar16_sat
	_cl_convert_uchar16_sat_rte := zzIn[zzI]._cl_convert_uchar16_sat_rte
	zzOut[zzI] += _cl_convert_uchar16_sat_rte
	_cl_convert_uchar16_sat_rtn := zzIn[zzI]._cl_convert_uchar16_sat_rtn
	zzOut[zzI] += _cl_convert_uchar16_sat_rtn
	_cl_convert_uchar16_sat_rtp := zzIn[zzI]._cl_convert_uchar16_sat_rtp
	zzOut[zzI] += _cl_convert_uchar16_sat_rtp
	_cl_convert_uchar16_sat_rtz := zzIn[zzI]._cl_convert_uchar16_sat_rtz
	zzOut[zzI] += _cl_convert_uchar16_sat_rtz
	_cl_convert_uchar2 := zzIn[zzI]._cl_convert_uchar2
	zzOut[zzI] += _cl_convert_uchar2
	_cl_convert_uchar2_rte := zzIn[zzI]._cl_convert_uchar2_rte
	zzOut[zzI] += _cl_convert_uchar2_rte
	_cl_convert_uchar2_rtn := zzIn[zzI]._cl_convert_uchar2_rtn
	zzOut[zzI] += _cl_convert_uchar2_rtn
	_cl_convert_uchar2_rtp := zzIn[zzI]._cl_convert_uchar2_rtp
	zzOut[zzI] += _cl_convert_uchar2_rtp
	_cl_convert_uchar2_rtz := zzIn[zzI]._cl_convert_uchar2_rtz
	zzOut[zzI] += _cl_convert_uchar2_rtz
	_cl_convert_uchar2_sat := zzIn[zzI]._cl_convert_uchar2_sat
	zzOut[zzI] += _cl_convert_uchar2_sat
	_cl_convert_uchar2_sat_rte := zzIn[zzI]._cl_convert_uchar2_sat_rte
	zzOut[zzI] += _cl_convert_uchar2_sat_rte
	_cl_convert_uchar2_sat_rtn := zzIn[zzI]._cl_convert_uchar2_sat_rtn
	zzOut[zzI] += _cl_convert_uchar2_sat_rtn
	_cl_convert_uchar2_sat_rtp := zzIn[zzI]._cl_convert_uchar2_sat_rtp
	zzOut[zzI] += _cl_convert_uchar2_sat_rtp
	_cl_convert_uchar2_sat_rtz := zzIn[zzI]._cl_convert_uchar2_sat_rtz
	zzOut[zzI] += _cl_convert_uchar2_sat_rtz
	_cl_convert_uchar3 := zzIn[zzI]._cl_convert_uchar3
	zzOut[zzI] += _cl_convert_uchar3
	_cl_convert_uchar3_rte := zzIn[zzI]._cl_convert_uchar3_rte
	zzOut[zzI] += _cl_convert_uchar3_rte
	_cl_convert_uchar3_rtn := zzIn[zzI]._cl_convert_uchar3_rtn
	zzOut[zzI] += _cl_convert_uchar3_rtn
	_cl_convert_uchar3_rtp := zzIn[zzI]._cl_convert_uchar3_rtp
	zzOut[zzI] += _cl_convert_uchar3_rtp
	_cl_convert_uchar3_rtz := zzIn[zzI]._cl_convert_uchar3_rtz
	zzOut[zzI] += _cl_convert_uchar3_rtz
	_cl_convert_uchar3_sat := zzIn[zzI]._cl_convert_uchar3_sat
	zzOut[zzI] += _cl_convert_uchar3_sat
	_cl_convert_uchar3_sat_rte := zzIn[zzI]._cl_convert_uchar3_sat_rte
	zzOut[zzI] += _cl_convert_uchar3_sat_rte
	_cl_convert_uchar3_sat_rtn := zzIn[zzI]._cl_convert_uchar3_sat_rtn
	zzOut[zzI] += _cl_convert_uchar3_sat_rtn
	_cl_convert_uchar3_sat_rtp := zzIn[zzI]._cl_convert_uchar3_sat_rtp
	zzOut[zzI] += _cl_convert_uchar3_sat_rtp
	_cl_convert_uchar3_sat_rtz := zzIn[zzI]._cl_convert_uchar3_sat_rtz
	zzOut[zzI] += _cl_convert_uchar3_sat_rtz
	_cl_convert_uchar4 := zzIn[zzI]._cl_convert_uchar4
	zzOut[zzI] += _cl_convert_uchar4
	_cl_convert_uchar4_rte := zzIn[zzI]._cl_convert_uchar4_rte
	zzOut[zzI] += _cl_convert_uchar4_rte
	_cl_convert_uchar4_rtn := zzIn[zzI]._cl_convert_uchar4_rtn
	zzOut[zzI] += _cl_convert_uchar4_rtn
	_cl_convert_uchar4_rtp := zzIn[zzI]._cl_convert_uchar4_rtp
	zzOut[zzI] += _cl_convert_uchar4_rtp
	_cl_convert_uchar4_rtz := zzIn[zzI]._cl_convert_uchar4_rtz
	zzOut[zzI] += _cl_convert_uchar4_rtz
	_cl_convert_uchar4_sat := zzIn[zzI]._cl_convert_uchar4_sat
	zzOut[zzI] += _cl_convert_uchar4_sat
	_cl_convert_uchar4_sat_rte := zzIn[zzI]._cl_convert_uchar4_sat_rte
	zzOut[zzI] += _cl_convert_uchar4_sat_rte
	_cl_convert_uchar4_sat_rtn := zzIn[zzI]._cl_convert_uchar4_sat_rtn
	zzOut[zzI] += _cl_convert_uchar4_sat_rtn
	_cl_convert_uchar4_sat_rtp := zzIn[zzI]._cl_convert_uchar4_sat_rtp
	zzOut[zzI] += _cl_convert_uchar4_sat_rtp
	_cl_convert_uchar4_sat_rtz := zzIn[zzI]._cl_convert_uchar4_sat_rtz
	zzOut[zzI] += _cl_convert_uchar4_sat_rtz
	_cl_convert_uchar8 := zzIn[zzI]._cl_convert_uchar8
	zzOut[zzI] += _cl_convert_uchar8
	_cl_convert_uchar8_rte := zzIn[zzI]._cl_convert_uchar8_rte
	zzOut[zzI] += _cl_convert_uchar8_rte
	_cl_convert_uchar8_rtn := zzIn[zzI]._cl_convert_uchar8_rtn
	zzOut[zzI] += _cl_convert_uchar8_rtn
	_cl_convert_uchar8_rtp := zzIn[zzI]._cl_convert_uchar8_rtp
	zzOut[zzI] += _cl_convert_uchar8_rtp
	_cl_convert_uchar8_rtz := zzIn[zzI]._cl_convert_uchar8_rtz
	zzOut[zzI] += _cl_convert_uchar8_rtz
	_cl_convert_uchar8_sat := zzIn[zzI]._cl_convert_uchar8_sat
	zzOut[zzI] += _cl_convert_uchar8_sat
	_cl_convert_uchar8_sat_rte := zzIn[zzI]._cl_convert_uchar8_sat_rte
	zzOut[zzI] += _cl_convert_uchar8_sat_rte
	_cl_convert_uchar8_sat_rtn := zzIn[zzI]._cl_convert_uchar8_sat_rtn
	zzOut[zzI] += _cl_convert_uchar8_sat_rtn
	_cl_convert_uchar8_sat_rtp := zzIn[zzI]._cl_convert_uchar8_sat_rtp
	zzOut[zzI] += _cl_convert_uchar8_sat_rtp
	_cl_convert_uchar8_sat_rtz := zzIn[zzI]._cl_convert_uchar8_sat_rtz
	zzOut[zzI] += _cl_convert_uchar8_sat_rtz
	_cl_convert_uchar_rte := zzIn[zzI]._cl_convert_uchar_rte
	zzOut[zzI] += _cl_convert_uchar_rte
	_cl_convert_uchar_rtn := zzIn[zzI]._cl_convert_uchar_rtn
	zzOut[zzI] += _cl_convert_uchar_rtn
	_cl_convert_uchar_rtp := zzIn[zzI]._cl_convert_uchar_rtp
	zzOut[zzI] += _cl_convert_uchar_rtp
	_cl_convert_uchar_rtz := zzIn[zzI]._cl_convert_uchar_rtz
	zzOut[zzI] += _cl_convert_uchar_rtz
	_cl_convert_uchar_sat := zzIn[zzI]._cl_convert_uchar_sat
	zzOut[zzI] += _cl_convert_uchar_sat
	_cl_convert_uchar_sat_rte := zzIn[zzI]._cl_convert_uchar_sat_rte
	zzOut[zzI] += _cl_convert_uchar_sat_rte
	_cl_convert_uchar_sat_rtn := zzIn[zzI]._cl_convert_uchar_sat_rtn
	zzOut[zzI] += _cl_convert_uchar_sat_rtn
	_cl_convert_uchar_sat_rtp := zzIn[zzI]._cl_convert_uchar_sat_rtp
	zzOut[zzI] += _cl_convert_uchar_sat_rtp
	_cl_convert_uchar_sat_rtz := zzIn[zzI]._cl_convert_uchar_sat_rtz
	zzOut[zzI] += _cl_convert_uchar_sat_rtz
	_cl_convert_uint := zzIn[zzI]._cl_convert_uint
	zzOut[zzI] += _cl_convert_uint
	_cl_convert_uint16 := zzIn[zzI]._cl_convert_uint16
	zzOut[zzI] += _cl_convert_uint16
	_cl_convert_uint16_rte := zzIn[zzI]._cl_convert_uint16_rte
	zzOut[zzI] += _cl_convert_uint16_rte
	_cl_convert_uint16_rtn := zzIn[zzI]._cl_convert_uint16_rtn
	zzOut[zzI] += _cl_convert_uint16_rtn
	_cl_convert_uint16_rtp := zzIn[zzI]._cl_convert_uint16_rtp
	zzOut[zzI] += _cl_convert_uint16_rtp
	_cl_convert_uint16_rtz := zzIn[zzI]._cl_convert_uint16_rtz
	zzOut[zzI] += _cl_convert_uint16_rtz
	_cl_convert_uint16_sat := zzIn[zzI]._cl_convert_uint16_sat
	zzOut[zzI] += _cl_convert_uint16_sat
	_cl_convert_uint16_sat_rte := zzIn[zzI]._cl_convert_uint16_sat_rte
	zzOut[zzI] += _cl_convert_uint16_sat_rte
	_cl_convert_uint16_sat_rtn := zzIn[zzI]._cl_convert_uint16_sat_rtn
	zzOut[zzI] += _cl_convert_uint16_sat_rtn
	_cl_convert_uint16_sat_rtp := zzIn[zzI]._cl_convert_uint16_sat_rtp
	zzOut[zzI] += _cl_convert_uint16_sat_rtp
	_cl_convert_uint16_sat_rtz := zzIn[zzI]._cl_convert_uint16_sat_rtz
	zzOut[zzI] += _cl_convert_uint16_sat_rtz
	_cl_convert_uint2 := zzIn[zzI]._cl_convert_uint2
	zzOut[zzI] += _cl_convert_uint2
	_cl_convert_uint2_rte := zzIn[zzI]._cl_convert_uint2_rte
	zzOut[zzI] += _cl_convert_uint2_rte
	_cl_convert_uint2_rtn := zzIn[zzI]._cl_convert_uint2_rtn
	zzOut[zzI] += _cl_convert_uint2_rtn
	_cl_convert_uint2_rtp := zzIn[zzI]._cl_convert_uint2_rtp
	zzOut[zzI] += _cl_convert_uint2_rtp
	_cl_convert_uint2_rtz := zzIn[zzI]._cl_convert_uint2_rtz
	zzOut[zzI] += _cl_convert_uint2_rtz
	_cl_convert_uint2_sat := zzIn[zzI]._cl_convert_uint2_sat
	zzOut[zzI] += _cl_convert_uint2_sat
	_cl_convert_uint2_sat_rte := zzIn[zzI]._cl_convert_uint2_sat_rte
	zzOut[zzI] += _cl_convert_uint2_sat_rte
	_cl_convert_uint2_sat_rtn := zzIn[zzI]._cl_convert_uint2_sat_rtn
	zzOut[zzI] += _cl_convert_uint2_sat_rtn
	_cl_convert_uint2_sat_rtp := zzIn[zzI]._cl_convert_uint2_sat_rtp
	zzOut[zzI] += _cl_convert_uint2_sat_rtp
	_cl_convert_uint2_sat_rtz := zzIn[zzI]._cl_convert_uint2_sat_rtz
	zzOut[zzI] += _cl_convert_uint2_sat_rtz
	_cl_convert_uint3 := zzIn[zzI]._cl_convert_uint3
	zzOut[zzI] += _cl_convert_uint3
	_cl_convert_uint3_rte := zzIn[zzI]._cl_convert_uint3_rte
	zzOut[zzI] += _cl_convert_uint3_rte
	_cl_convert_uint3_rtn := zzIn[zzI]._cl_convert_uint3_rtn
	zzOut[zzI] += _cl_convert_uint3_rtn
	_cl_convert_uint3_rtp := zzIn[zzI]._cl_convert_uint3_rtp
	zzOut[zzI] += _cl_convert_uint3_rtp
	_cl_convert_uint3_rtz := zzIn[zzI]._cl_convert_uint3_rtz
	zzOut[zzI] += _cl_convert_uint3_rtz
	_cl_convert_uint3_sat := zzIn[zzI]._cl_convert_uint3_sat
	zzOut[zzI] += _cl_convert_uint3_sat
	_cl_convert_uint3_sat_rte := zzIn[zzI]._cl_convert_uint3_sat_rte
	zzOut[zzI] += _cl_convert_uint3_sat_rte
	_cl_convert_uint3_sat_rtn := zzIn[zzI]._cl_convert_uint3_sat_rtn
	zzOut[zzI] += _cl_convert_uint3_sat_rtn
	_cl_convert_uint3_sat_rtp := zzIn[zzI]._cl_convert_uint3_sat_rtp
	zzOut[zzI] += _cl_convert_uint3_sat_rtp
	_cl_convert_uint3_sat_rtz := zzIn[zzI]._cl_convert_uint3_sat_rtz
	zzOut[zzI] += _cl_convert_uint3_sat_rtz
	_cl_convert_uint4 := zzIn[zzI]._cl_convert_uint4
	zzOut[zzI] += _cl_convert_uint4
	_cl_convert_uint4_rte := zzIn[zzI]._cl_convert_uint4_rte
	zzOut[zzI] += _cl_convert_uint4_rte
	_cl_convert_uint4_rtn := zzIn[zzI]._cl_convert_uint4_rtn
	zzOut[zzI] += _cl_convert_uint4_rtn
	_cl_convert_uint4_rtp := zzIn[zzI]._cl_convert_uint4_rtp
	zzOut[zzI] += _cl_convert_uint4_rtp
	_cl_convert_uint4_rtz := zzIn[zzI]._cl_convert_uint4_rtz
	zzOut[zzI] += _cl_convert_uint4_rtz
	_cl_convert_uint4_sat := zzIn[zzI]._cl_convert_uint4_sat
	zzOut[zzI] += _cl_convert_uint4_sat
	_cl_convert_uint4_sat_rte := zzIn[zzI]._cl_convert_uint4_sat_rte
	zzOut[zzI] += _cl_convert_uint4_sat_rte
	_cl_convert_uint4_sat_rtn := zzIn[zzI]._cl_convert_uint4_sat_rtn
	zzOut[zzI] += _cl_convert_uint4_sat_rtn
	_cl_convert_uint4_sat_rtp := zzIn[zzI]._cl_convert_uint4_sat_rtp
	zzOut[zzI] += _cl_convert_uint4_sat_rtp
	_cl_convert_uint4_sat_rtz := zzIn[zzI]._cl_convert_uint4_sat_rtz
	zzOut[zzI] += _cl_convert_uint4_sat_rtz
	_cl_convert_uint8 := zzIn[zzI]._cl_convert_uint8
	zzOut[zzI] += _cl_convert_uint8
	_cl_convert_uint8_rte := zzIn[zzI]._cl_convert_uint8_rte
	zzOut[zzI] += _cl_convert_uint8_rte
	_cl_convert_uint8_rtn := zzIn[zzI]._cl_convert_uint8_rtn
	zzOut[zzI] += _cl_convert_uint8_rtn
	_cl_convert_uint8_rtp := zzIn[zzI]._cl_convert_uint8_rtp
	zzOut[zzI] += _cl_convert_uint8_rtp
	_cl_convert_uint8_rtz := zzIn[zzI]._cl_convert_uint8_rtz
	zzOut[zzI] += _cl_convert_uint8_rtz
	_cl_convert_uint8_sat := zzIn[zzI]._cl_convert_uint8_sat
	zzOut[zzI] += _cl_convert_uint8_sat
	_cl_convert_uint8_sat_rte := zzIn[zzI]._cl_convert_uint8_sat_rte
	zzOut[zzI] += _cl_convert_uint8_sat_rte
	_cl_convert_uint8_sat_rtn := zzIn[zzI]._cl_convert_uint8_sat_rtn
	zzOut[zzI] += _cl_convert_uint8_sat_rtn
	_cl_convert_uint8_sat_rtp := zzIn[zzI]._cl_convert_uint8_sat_rtp
	zzOut[zzI] += _cl_convert_uint8_sat_rtp
	_cl_convert_uint8_sat_rtz := zzIn[zzI]._cl_convert_uint8_sat_rtz
	zzOut[zzI] += _cl_convert_uint8_sat_rtz
	_cl_convert_uint_rte := zzIn[zzI]._cl_convert_uint_rte
	zzOut[zzI] += _cl_convert_uint_rte
	_cl_convert_uint_rtn := zzIn[zzI]._cl_convert_uint_rtn
	zzOut[zzI] += _cl_convert_uint_rtn
	_cl_convert_uint_rtp := zzIn[zzI]._cl_convert_uint_rtp
	zzOut[zzI] += _cl_convert_uint_rtp
	_cl_convert_uint_rtz := zzIn[zzI]._cl_convert_uint_rtz
	zzOut[zzI] += _cl_convert_uint_rtz
	_cl_convert_uint_sat := zzIn[zzI]._cl_convert_uint_sat
	zzOut[zzI] += _cl_convert_uint_sat
	_cl_convert_uint_sat_rte := zzIn[zzI]._cl_convert_uint_sat_rte
	zzOut[zzI] += _cl_convert_uint_sat_rte
	_cl_convert_uint_sat_rtn := zzIn[zzI]._cl_convert_uint_sat_rtn
	zzOut[zzI] += _cl_convert_uint_sat_rtn
	_cl_convert_uint_sat_rtp := zzIn[zzI]._cl_convert_uint_sat_rtp
	zzOut[zzI] += _cl_convert_uint_sat_rtp
	_cl_convert_uint_sat_rtz := zzIn[zzI]._cl_convert_uint_sat_rtz
	zzOut[zzI] += _cl_convert_uint_sat_rtz
	_cl_convert_ulong := zzIn[zzI]._cl_convert_ulong
	zzOut[zzI] += _cl_convert_ulong
	_cl_convert_ulong16 := zzIn[zzI]._cl_convert_ulong16
	zzOut[zzI] += _cl_convert_ulong16
	_cl_convert_ulong16_rte := zzIn[zzI]._cl_convert_ulong16_rte
	zzOut[zzI] += _cl_convert_ulong16_rte
	_cl_convert_ulong16_rtn := zzIn[zzI]._cl_convert_ulong16_rtn
	zzOut[zzI] += _cl_convert_ulong16_rtn
	_cl_convert_ulong16_rtp := zzIn[zzI]._cl_convert_ulong16_rtp
	zzOut[zzI] += _cl_convert_ulong16_rtp
	_cl_convert_ulong16_rtz := zzIn[zzI]._cl_convert_ulong16_rtz
	zzOut[zzI] += _cl_convert_ulong16_rtz
	_cl_convert_ulong16_sat := zzIn[zzI]._cl_convert_ulong16_sat
	zzOut[zzI] += _cl_convert_ulong16_sat
	_cl_convert_ulong16_sat_rte := zzIn[zzI]._cl_convert_ulong16_sat_rte
	zzOut[zzI] += _cl_convert_ulong16_sat_rte
	_cl_convert_ulong16_sat_rtn := zzIn[zzI]._cl_convert_ulong16_sat_rtn
	zzOut[zzI] += _cl_convert_ulong16_sat_rtn
	_cl_convert_ulong16_sat_rtp := zzIn[zzI]._cl_convert_ulong16_sat_rtp
	zzOut[zzI] += _cl_convert_ulong16_sat_rtp
	_cl_convert_ulong16_sat_rtz := zzIn[zzI]._cl_convert_ulong16_sat_rtz
	zzOut[zzI] += _cl_convert_ulong16_sat_rtz
	_cl_convert_ulong2 := zzIn[zzI]._cl_convert_ulong2
	zzOut[zzI] += _cl_convert_ulong2
	_cl_convert_ulong2_rte := zzIn[zzI]._cl_convert_ulong2_rte
	zzOut[zzI] += _cl_convert_ulong2_rte
	_cl_convert_ulong2_rtn := zzIn[zzI]._cl_convert_ulong2_rtn
	zzOut[zzI] += _cl_convert_ulong2_rtn
	_cl_convert_ulong2_rtp := zzIn[zzI]._cl_convert_ulong2_rtp
	zzOut[zzI] += _cl_convert_ulong2_rtp
	_cl_convert_ulong2_rtz := zzIn[zzI]._cl_convert_ulong2_rtz
	zzOut[zzI] += _cl_convert_ulong2_rtz
	_cl_convert_ulong2_sat := zzIn[zzI]._cl_convert_ulong2_sat
	zzOut[zzI] += _cl_convert_ulong2_sat
	_cl_convert_ulong2_sat_rte := zzIn[zzI]._cl_convert_ulong2_sat_rte
	zzOut[zzI] += _cl_convert_ulong2_sat_rte
	_cl_convert_ulong2_sat_rtn := zzIn[zzI]._cl_convert_ulong2_sat_rtn
	zzOut[zzI] += _cl_convert_ulong2_sat_rtn
	_cl_convert_ulong2_sat_rtp := zzIn[zzI]._cl_convert_ulong2_sat_rtp
	zzOut[zzI] += _cl_convert_ulong2_sat_rtp
	_cl_convert_ulong2_sat_rtz := zzIn[zzI]._cl_convert_ulong2_sat_rtz
	zzOut[zzI] += _cl_convert_ulong2_sat_rtz
	_cl_convert_ulong3 := zzIn[zzI]._cl_convert_ulong3
	zzOut[zzI] += _cl_convert_ulong3
	_cl_convert_ulong3_rte := zzIn[zzI]._cl_convert_ulong3_rte
	zzOut[zzI] += _cl_convert_ulong3_rte
	_cl_convert_ulong3_rtn := zzIn[zzI]._cl_convert_ulong3_rtn
	zzOut[zzI] += _cl_convert_ulong3_rtn
	_cl_convert_ulong3_rtp := zzIn[zzI]._cl_convert_ulong3_rtp
	zzOut[zzI] += _cl_convert_ulong3_rtp
	_cl_convert_ulong3_rtz := zzIn[zzI]._cl_convert_ulong3_rtz
	zzOut[zzI] += _cl_convert_ulong3_rtz
	_cl_convert_ulong3_sat := zzIn[zzI]._cl_convert_ulong3_sat
	zzOut[zzI] += _cl_convert_ulong3_sat
	_cl_convert_ulong3_sat_rte := zzIn[zzI]._cl_convert_ulong3_sat_rte
	zzOut[zzI] += _cl_convert_ulong3_sat_rte
	_cl_convert_ulong3_sat_rtn := zzIn[zzI]._cl_convert_ulong3_sat_rtn
	zzOut[zzI] += _cl_convert_ulong3_sat_rtn
	_cl_convert_ulong3_sat_rtp := zzIn[zzI]._cl_convert_ulong3_sat_rtp
	zzOut[zzI] += _cl_convert_ulong3_sat_rtp
	_cl_convert_ulong3_sat_rtz := zzIn[zzI]._cl_convert_ulong3_sat_rtz
	zzOut[zzI] += _cl_convert_ulong3_sat_rtz
	_cl_convert_ulong4 := zzIn[zzI]._cl_convert_ulong4
	zzOut[zzI] += _cl_convert_ulong4
	_cl_convert_ulong4_rte := zzIn[zzI]._cl_convert_ulong4_rte
	zzOut[zzI] += _cl_convert_ulong4_rte
	_cl_convert_ulong4_rtn := zzIn[zzI]._cl_convert_ulong4_rtn
	zzOut[zzI] += _cl_convert_ulong4_rtn
	_cl_convert_ulong4_rtp := zzIn[zzI]._cl_convert_ulong4_rtp
	zzOut[zzI] += _cl_convert_ulong4_rtp
	_cl_convert_ulong4_rtz := zzIn[zzI]._cl_convert_ulong4_rtz
	zzOut[zzI] += _cl_convert_ulong4_rtz
	_cl_convert_ulong4_sat := zzIn[zzI]._cl_convert_ulong4_sat
	zzOut[zzI] += _cl_convert_ulong4_sat
	_cl_convert_ulong4_sat_rte := zzIn[zzI]._cl_convert_ulong4_sat_rte
	zzOut[zzI] += _cl_convert_ulong4_sat_rte
	_cl_convert_ulong4_sat_rtn := zzIn[zzI]._cl_convert_ulong4_sat_rtn
	zzOut[zzI] += _cl_convert_ulong4_sat_rtn
	_cl_convert_ulong4_sat_rtp := zzIn[zzI]._cl_convert_ulong4_sat_rtp
	zzOut[zzI] += _cl_convert_ulong4_sat_rtp
	_cl_convert_ulong4_sat_rtz := zzIn[zzI]._cl_convert_ulong4_sat_rtz
	zzOut[zzI] += _cl_convert_ulong4_sat_rtz
	_cl_convert_ulong8 := zzIn[zzI]._cl_convert_ulong8
	zzOut[zzI] += _cl_convert_ulong8
	_cl_convert_ulong8_rte := zzIn[zzI]._cl_convert_ulong8_rte
	zzOut[zzI] += _cl_convert_ulong8_rte
	_cl_convert_ulong8_rtn := zzIn[zzI]._cl_convert_ulong8_rtn
	zzOut[zzI] += _cl_convert_ulong8_rtn
	_cl_convert_ulong8_rtp := zzIn[zzI]._cl_convert_ulong8_rtp
	zzOut[zzI] += _cl_convert_ulong8_rtp
	_cl_convert_ulong8_rtz := zzIn[zzI]._cl_convert_ulong8_rtz
	zzOut[zzI] += _cl_convert_ulong8_rtz
	_cl_convert_ulong8_sat := zzIn[zzI]._cl_convert_ulong8_sat
	zzOut[zzI] += _cl_convert_ulong8_sat
	_cl_convert_ulong8_sat_rte := zzIn[zzI]._cl_convert_ulong8_sat_rte
	zzOut[zzI] += _cl_convert_ulong8_sat_rte
	_cl_convert_ulong8_sat_rtn := zzIn[zzI]._cl_convert_ulong8_sat_rtn
	zzOut[zzI] += _cl_convert_ulong8_sat_rtn
	_cl_convert_ulong8_sat_rtp := zzIn[zzI]._cl_convert_ulong8_sat_rtp
	zzOut[zzI] += _cl_convert_ulong8_sat_rtp
	_cl_convert_ulong8_sat_rtz := zzIn[zzI]._cl_convert_ulong8_sat_rtz
	zzOut[zzI] += _cl_convert_ulong8_sat_rtz
	_cl_convert_ulong_rte := zzIn[zzI]._cl_convert_ulong_rte
	zzOut[zzI] += _cl_convert_ulong_rte
	_cl_convert_ulong_rtn := zzIn[zzI]._cl_convert_ulong_rtn
	zzOut[zzI] += _cl_convert_ulong_rtn
	_cl_convert_ulong_rtp := zzIn[zzI]._cl_convert_ulong_rtp
	zzOut[zzI] += _cl_convert_ulong_rtp
	_cl_convert_ulong_rtz := zzIn[zzI]._cl_convert_ulong_rtz
	zzOut[zzI] += _cl_convert_ulong_rtz
	_cl_convert_ulong_sat := zzIn[zzI]._cl_convert_ulong_sat
	zzOut[zzI] += _cl_convert_ulong_sat
	_cl_convert_ulong_sat_rte := zzIn[zzI]._cl_convert_ulong_sat_rte
	zzOut[zzI] += _cl_convert_ulong_sat_rte
	_cl_convert_ulong_sat_rtn := zzIn[zzI]._cl_convert_ulong_sat_rtn
	zzOut[zzI] += _cl_convert_ulong_sat_rtn
	_cl_convert_ulong_sat_rtp := zzIn[zzI]._cl_convert_ulong_sat_rtp
	zzOut[zzI] += _cl_convert_ulong_sat_rtp
	_cl_convert_ulong_sat_rtz := zzIn[zzI]._cl_convert_ulong_sat_rtz
	zzOut[zzI] += _cl_convert_ulong_sat_rtz
	_cl_convert_ushort := zzIn[zzI]._cl_convert_ushort
	zzOut[zzI] += _cl_convert_ushort
	_cl_convert_ushort16 := zzIn[zzI]._cl_convert_ushort16
	zzOut[zzI] += _cl_convert_ushort16
	_cl_convert_ushort16_rte := zzIn[zzI]._cl_convert_ushort16_rte
	zzOut[zzI] += _cl_convert_ushort16_rte
	_cl_convert_ushort16_rtn := zzIn[zzI]._cl_convert_ushort16_rtn
	zzOut[zzI] += _cl_convert_ushort16_rtn
	_cl_convert_ushort16_rtp := zzIn[zzI]._cl_convert_ushort16_rtp
	zzOut[zzI] += _cl_convert_ushort16_rtp
	_cl_convert_ushort16_rtz := zzIn[zzI]._cl_convert_ushort16_rtz
	zzOut[zzI] += _cl_convert_ushort16_rtz
	_cl_convert_ushort16_sat := zzIn[zzI]._cl_convert_ushort16_sat
	zzOut[zzI] += _cl_convert_ushort16_sat
	_cl_convert_ushort16_sat_rte := zzIn[zzI]._cl_convert_ushort16_sat_rte
	zzOut[zzI] += _cl_convert_ushort16_sat_rte
	_cl_convert_ushort16_sat_rtn := zzIn[zzI]._cl_convert_ushort16_sat_rtn
	zzOut[zzI] += _cl_convert_ushort16_sat_rtn
	_cl_convert_ushort16_sat_rtp := zzIn[zzI]._cl_convert_ushort16_sat_rtp
	zzOut[zzI] += _cl_convert_ushort16_sat_rtp
	_cl_convert_ushort16_sat_rtz := zzIn[zzI]._cl_convert_ushort16_sat_rtz
	zzOut[zzI] += _cl_convert_ushort16_sat_rtz
	_cl_convert_ushort2 := zzIn[zzI]._cl_convert_ushort2
	zzOut[zzI] += _cl_convert_ushort2
	_cl_convert_ushort2_rte := zzIn[zzI]._cl_convert_ushort2_rte
	zzOut[zzI] += _cl_convert_ushort2_rte
	_cl_convert_ushort2_rtn := zzIn[zzI]._cl_convert_ushort2_rtn
	zzOut[zzI] += _cl_convert_ushort2_rtn
	_cl_convert_ushort2_rtp := zzIn[zzI]._cl_convert_ushort2_rtp
	zzOut[zzI] += _cl_convert_ushort2_rtp
	_cl_convert_ushort2_rtz := zzIn[zzI]._cl_convert_ushort2_rtz
	zzOut[zzI] += _cl_convert_ushort2_rtz
	_cl_convert_ushort2_sat := zzIn[zzI]._cl_convert_ushort2_sat
	zzOut[zzI] += _cl_convert_ushort2_sat
	_cl_convert_ushort2_sat_rte := zzIn[zzI]._cl_convert_ushort2_sat_rte
	zzOut[zzI] += _cl_convert_ushort2_sat_rte
	_cl_convert_ushort2_sat_rtn := zzIn[zzI]._cl_convert_ushort2_sat_rtn
	zzOut[zzI] += _cl_convert_ushort2_sat_rtn
	_cl_convert_ushort2_sat_rtp := zzIn[zzI]._cl_convert_ushort2_sat_rtp
	zzOut[zzI] += _cl_convert_ushort2_sat_rtp
	_cl_convert_ushort2_sat_rtz := zzIn[zzI]._cl_convert_ushort2_sat_rtz
	zzOut[zzI] += _cl_convert_ushort2_sat_rtz
	_cl_convert_ushort3 := zzIn[zzI]._cl_convert_ushort3
	zzOut[zzI] += _cl_convert_ushort3
	_cl_convert_ushort3_rte := zzIn[zzI]._cl_convert_ushort3_rte
	zzOut[zzI] += _cl_convert_ushort3_rte
	_cl_convert_ushort3_rtn := zzIn[zzI]._cl_convert_ushort3_rtn
	zzOut[zzI] += _cl_convert_ushort3_rtn
	_cl_convert_ushort3_rtp := zzIn[zzI]._cl_convert_ushort3_rtp
	zzOut[zzI] += _cl_convert_ushort3_rtp
	_cl_convert_ushort3_rtz := zzIn[zzI]._cl_convert_ushort3_rtz
	zzOut[zzI] += _cl_convert_ushort3_rtz
	_cl_convert_ushort3_sat := zzIn[zzI]._cl_convert_ushort3_sat
	zzOut[zzI] += _cl_convert_ushort3_sat
	_cl_convert_ushort3_sat_rte := zzIn[zzI]._cl_convert_ushort3_sat_rte
	zzOut[zzI] += _cl_convert_ushort3_sat_rte
	_cl_convert_ushort3_sat_rtn := zzIn[zzI]._cl_convert_ushort3_sat_rtn
	zzOut[zzI] += _cl_convert_ushort3_sat_rtn
	_cl_convert_ushort3_sat_rtp := zzIn[zzI]._cl_convert_ushort3_sat_rtp
	zzOut[zzI] += _cl_convert_ushort3_sat_rtp
	_cl_convert_ushort3_sat_rtz := zzIn[zzI]._cl_convert_ushort3_sat_rtz
	zzOut[zzI] += _cl_convert_ushort3_sat_rtz
	_cl_convert_ushort4 := zzIn[zzI]._cl_convert_ushort4
	zzOut[zzI] += _cl_convert_ushort4
	_cl_convert_ushort4_rte := zzIn[zzI]._cl_convert_ushort4_rte
	zzOut[zzI] += _cl_convert_ushort4_rte
	_cl_convert_ushort4_rtn := zzIn[zzI]._cl_convert_ushort4_rtn
	zzOut[zzI] += _cl_convert_ushort4_rtn
	_cl_convert_ushort4_rtp := zzIn[zzI]._cl_convert_ushort4_rtp
	zzOut[zzI] += _cl_convert_ushort4_rtp
	_cl_convert_ushort4_rtz := zzIn[zzI]._cl_convert_ushort4_rtz
	zzOut[zzI] += _cl_convert_ushort4_rtz
	_cl_convert_ushort4_sat := zzIn[zzI]._cl_convert_ushort4_sat
	zzOut[zzI] += _cl_convert_ushort4_sat
	_cl_convert_ushort4_sat_rte := zzIn[zzI]._cl_convert_ushort4_sat_rte
	zzOut[zzI] += _cl_convert_ushort4_sat_rte
	_cl_convert_ushort4_sat_rtn := zzIn[zzI]._cl_convert_ushort4_sat_rtn
	zzOut[zzI] += _cl_convert_ushort4_sat_rtn
	_cl_convert_ushort4_sat_rtp := zzIn[zzI]._cl_convert_ushort4_sat_rtp
	zzOut[zzI] += _cl_convert_ushort4_sat_rtp
	_cl_convert_ushort4_sat_rtz := zzIn[zzI]._cl_convert_ushort4_sat_rtz
	zzOut[zzI] += _cl_convert_ushort4_sat_rtz
	_cl_convert_ushort8 := zzIn[zzI]._cl_convert_ushort8
	zzOut[zzI] += _cl_convert_ushort8
	_cl_convert_ushort8_rte := zzIn[zzI]._cl_convert_ushort8_rte
	zzOut[zzI] += _cl_convert_ushort8_rte
	_cl_convert_ushort8_rtn := zzIn[zzI]._cl_convert_ushort8_rtn
	zzOut[zzI] += _cl_convert_ushort8_rtn
	_cl_convert_ushort8_rtp := zzIn[zzI]._cl_convert_ushort8_rtp
	zzOut[zzI] += _cl_convert_ushort8_rtp
	_cl_convert_ushort8_rtz := zzIn[zzI]._cl_convert_ushort8_rtz
	zzOut[zzI] += _cl_convert_ushort8_rtz
	_cl_convert_ushort8_sat := zzIn[zzI]._cl_convert_ushort8_sat
	zzOut[zzI] += _cl_convert_ushort8_sat
	_cl_convert_ushort8_sat_rte := zzIn[zzI]._cl_convert_ushort8_sat_rte
	zzOut[zzI] += _cl_convert_ushort8_sat_rte
	_cl_convert_ushort8_sat_rtn := zzIn[zzI]._cl_convert_ushort8_sat_rtn
	zzOut[zzI] += _cl_convert_ushort8_sat_rtn
	_cl_convert_ushort8_sat_rtp := zzIn[zzI]._cl_convert_ushort8_sat_rtp
	zzOut[zzI] += _cl_convert_ushort8_sat_rtp
	_cl_convert_ushort8_sat_rtz := zzIn[zzI]._cl_convert_ushort8_sat_rtz
	zzOut[zzI] += _cl_convert_ushort8_sat_rtz
	_cl_convert_ushort_rte := zzIn[zzI]._cl_convert_ushort_rte
	zzOut[zzI] += _cl_convert_ushort_rte
	_cl_convert_ushort_rtn := zzIn[zzI]._cl_convert_ushort_rtn
	zzOut[zzI] += _cl_convert_ushort_rtn
	_cl_convert_ushort_rtp := zzIn[zzI]._cl_convert_ushort_rtp
	zzOut[zzI] += _cl_convert_ushort_rtp
	_cl_convert_ushort_rtz := zzIn[zzI]._cl_convert_ushort_rtz
	zzOut[zzI] += _cl_convert_ushort_rtz
	_cl_convert_ushort_sat := zzIn[zzI]._cl_convert_ushort_sat
	zzOut[zzI] += _cl_convert_ushort_sat
	_cl_convert_ushort_sat_rte := zzIn[zzI]._cl_convert_ushort_sat_rte
	zzOut[zzI] += _cl_convert_ushort_sat_rte
	_cl_convert_ushort_sat_rtn := zzIn[zzI]._cl_convert_ushort_sat_rtn
	zzOut[zzI] += _cl_convert_ushort_sat_rtn
	_cl_convert_ushort_sat_rtp := zzIn[zzI]._cl_convert_ushort_sat_rtp
	zzOut[zzI] += _cl_convert_ushort_sat_rtp
	_cl_convert_ushort_sat_rtz := zzIn[zzI]._cl_convert_ushort_sat_rtz
	zzOut[zzI] += _cl_convert_ushort_sat_rtz
	_cl_copysign := zzIn[zzI]._cl_copysign
	zzOut[zzI] += _cl_copysign
	_cl_cos := zzIn[zzI]._cl_cos
	zzOut[zzI] += _cl_cos
	_cl_cosh := zzIn[zzI]._cl_cosh
	zzOut[zzI] += _cl_cosh
	_cl_cospi := zzIn[zzI]._cl_cospi
	zzOut[zzI] += _cl_cospi
	_cl_cross := zzIn[zzI]._cl_cross
	zzOut[zzI] += _cl_cross
	_cl_ctz := zzIn[zzI]._cl_ctz
	zzOut[zzI] += _cl_ctz
	_cl_degrees := zzIn[zzI]._cl_degrees
	zzOut[zzI] += _cl_degrees
	_cl_distance := zzIn[zzI]._cl_distance
	zzOut[zzI] += _cl_distance
	_cl_dot := zzIn[zzI]._cl_dot
	zzOut[zzI] += _cl_dot
	_cl_erf := zzIn[zzI]._cl_erf
	zzOut[zzI] += _cl_erf
	_cl_erfc := zzIn[zzI]._cl_erfc
	zzOut[zzI] += _cl_erfc
	_cl_exp := zzIn[zzI]._cl_exp
	zzOut[zzI] += _cl_exp
	_cl_exp10 := zzIn[zzI]._cl_exp10
	zzOut[zzI] += _cl_exp10
	_cl_exp2 := zzIn[zzI]._cl_exp2
	zzOut[zzI] += _cl_exp2
	_cl_expm1 := zzIn[zzI]._cl_expm1
	zzOut[zzI] += _cl_expm1
	_cl_fabs := zzIn[zzI]._cl_fabs
	zzOut[zzI] += _cl_fabs
	_cl_fast_distance := zzIn[zzI]._cl_fast_distance
	zzOut[zzI] += _cl_fast_distance
	_cl_fast_length := zzIn[zzI]._cl_fast_length
	zzOut[zzI] += _cl_fast_length
	_cl_fast_normalize := zzIn[zzI]._cl_fast_normalize
	zzOut[zzI] += _cl_fast_normalize
	_cl_fdim := zzIn[zzI]._cl_fdim
	zzOut[zzI] += _cl_fdim
	_cl_floor := zzIn[zzI]._cl_floor
	zzOut[zzI] += _cl_floor
	_cl_fma := zzIn[zzI]._cl_fma
	zzOut[zzI] += _cl_fma
	_cl_fmax := zzIn[zzI]._cl_fmax
	zzOut[zzI] += _cl_fmax
	_cl_fmin := zzIn[zzI]._cl_fmin
	zzOut[zzI] += _cl_fmin
	_cl_fmod := zzIn[zzI]._cl_fmod
	zzOut[zzI] += _cl_fmod
	_cl_fract := zzIn[zzI]._cl_fract
	zzOut[zzI] += _cl_fract
	_cl_frexp := zzIn[zzI]._cl_frexp
	zzOut[zzI] += _cl_frexp
	_cl_get_image_array_size := zzIn[zzI]._cl_get_image_array_size
	zzOut[zzI] += _cl_get_image_array_size
	_cl_get_image_channel_data_type := zzIn[zzI]._cl_get_image_channel_data_type
	zzOut[zzI] += _cl_get_image_channel_data_type
	_cl_get_image_channel_order := zzIn[zzI]._cl_get_image_channel_order
	zzOut[zzI] += _cl_get_image_channel_order
	_cl_get_image_depth := zzIn[zzI]._cl_get_image_depth
	zzOut[zzI] += _cl_get_image_depth
	_cl_get_image_dim := zzIn[zzI]._cl_get_image_dim
	zzOut[zzI] += _cl_get_image_dim
	_cl_get_image_height := zzIn[zzI]._cl_get_image_height
	zzOut[zzI] += _cl_get_image_height
	_cl_get_image_width := zzIn[zzI]._cl_get_image_width
	zzOut[zzI] += _cl_get_image_width
	_cl_hadd := zzIn[zzI]._cl_hadd
	zzOut[zzI] += _cl_hadd
	_cl_half_cos := zzIn[zzI]._cl_half_cos
	zzOut[zzI] += _cl_half_cos
	_cl_half_divide := zzIn[zzI]._cl_half_divide
	zzOut[zzI] += _cl_half_divide
	_cl_half_exp := zzIn[zzI]._cl_half_exp
	zzOut[zzI] += _cl_half_exp
	_cl_half_exp10 := zzIn[zzI]._cl_half_exp10
	zzOut[zzI] += _cl_half_exp10
	_cl_half_exp2 := zzIn[zzI]._cl_half_exp2
	zzOut[zzI] += _cl_half_exp2
	_cl_half_log := zzIn[zzI]._cl_half_log
	zzOut[zzI] += _cl_half_log
	_cl_half_log10 := zzIn[zzI]._cl_half_log10
	zzOut[zzI] += _cl_half_log10
	_cl_half_log2 := zzIn[zzI]._cl_half_log2
	zzOut[zzI] += _cl_half_log2
	_cl_half_powr := zzIn[zzI]._cl_half_powr
	zzOut[zzI] += _cl_half_powr
	_cl_half_recip := zzIn[zzI]._cl_half_recip
	zzOut[zzI] += _cl_half_recip
	_cl_half_rsqrt := zzIn[zzI]._cl_half_rsqrt
	zzOut[zzI] += _cl_half_rsqrt
	_cl_half_sin := zzIn[zzI]._cl_half_sin
	zzOut[zzI] += _cl_half_sin
	_cl_half_sqrt := zzIn[zzI]._cl_half_sqrt
	zzOut[zzI] += _cl_half_sqrt
	_cl_half_tan := zzIn[zzI]._cl_half_tan
	zzOut[zzI] += _cl_half_tan
	_cl_hypot := zzIn[zzI]._cl_hypot
	zzOut[zzI] += _cl_hypot
	_cl_ilogb := zzIn[zzI]._cl_ilogb
	zzOut[zzI] += _cl_ilogb
	_cl_isequal := zzIn[zzI]._cl_isequal
	zzOut[zzI] += _cl_isequal
	_cl_isfinite := zzIn[zzI]._cl_isfinite
	zzOut[zzI] += _cl_isfinite
	_cl_isgreater := zzIn[zzI]._cl_isgreater
	zzOut[zzI] += _cl_isgreater
	_cl_isgreaterequal := zzIn[zzI]._cl_isgreaterequal
	zzOut[zzI] += _cl_isgreaterequal
	_cl_isinf := zzIn[zzI]._cl_isinf
	zzOut[zzI] += _cl_isinf
	_cl_isless := zzIn[zzI]._cl_isless
	zzOut[zzI] += _cl_isless
	_cl_islessequal := zzIn[zzI]._cl_islessequal
	zzOut[zzI] += _cl_islessequal
	_cl_islessgreater := zzIn[zzI]._cl_islessgreater
	zzOut[zzI] += _cl_islessgreater
	_cl_isnan := zzIn[zzI]._cl_isnan
	zzOut[zzI] += _cl_isnan
	_cl_isnormal := zzIn[zzI]._cl_isnormal
	zzOut[zzI] += _cl_isnormal
	_cl_isnotequal := zzIn[zzI]._cl_isnotequal
	zzOut[zzI] += _cl_isnotequal
	_cl_isordered := zzIn[zzI]._cl_isordered
	zzOut[zzI] += _cl_isordered
	_cl_isunordered := zzIn[zzI]._cl_isunordered
	zzOut[zzI] += _cl_isunordered
	_cl_ldexp := zzIn[zzI]._cl_ldexp
	zzOut[zzI] += _cl_ldexp
	_cl_length := zzIn[zzI]._cl_length
	zzOut[zzI] += _cl_length
	_cl_lgamma := zzIn[zzI]._cl_lgamma
	zzOut[zzI] += _cl_lgamma
	_cl_lgamma_r := zzIn[zzI]._cl_lgamma_r
	zzOut[zzI] += _cl_lgamma_r
	_cl_log := zzIn[zzI]._cl_log
	zzOut[zzI] += _cl_log
	_cl_log10 := zzIn[zzI]._cl_log10
	zzOut[zzI] += _cl_log10
	_cl_log1p := zzIn[zzI]._cl_log1p
	zzOut[zzI] += _cl_log1p
	_cl_log2 := zzIn[zzI]._cl_log2
	zzOut[zzI] += _cl_log2
	_cl_logb := zzIn[zzI]._cl_logb
	zzOut[zzI] += _cl_logb
	_cl_mad := zzIn[zzI]._cl_mad
	zzOut[zzI] += _cl_mad
	_cl_mad24 := zzIn[zzI]._cl_mad24
	zzOut[zzI] += _cl_mad24
	_cl_mad_hi := zzIn[zzI]._cl_mad_hi
	zzOut[zzI] += _cl_mad_hi
	_cl_mad_sat := zzIn[zzI]._cl_mad_sat
	zzOut[zzI] += _cl_mad_sat
	_cl_max := zzIn[zzI]._cl_max
	zzOut[zzI] += _cl_max
	_cl_maxmag := zzIn[zzI]._cl_maxmag
	zzOut[zzI] += _cl_maxmag
	_cl_mem_fence := zzIn[zzI]._cl_mem_fence
	zzOut[zzI] += _cl_mem_fence
	_cl_min := zzIn[zzI]._cl_min
	zzOut[zzI] += _cl_min
	_cl_minmag := zzIn[zzI]._cl_minmag
	zzOut[zzI] += _cl_minmag
	_cl_mix := zzIn[zzI]._cl_mix
	zzOut[zzI] += _cl_mix
	_cl_modf := zzIn[zzI]._cl_modf
	zzOut[zzI] += _cl_modf
	_cl_mul24 := zzIn[zzI]._cl_mul24
	zzOut[zzI] += _cl_mul24
	_cl_mul_hi := zzIn[zzI]._cl_mul_hi
	zzOut[zzI] += _cl_mul_hi
	_cl_nan := zzIn[zzI]._cl_nan
	zzOut[zzI] += _cl_nan
	_cl_native_cos := zzIn[zzI]._cl_native_cos
	zzOut[zzI] += _cl_native_cos
	_cl_native_divide := zzIn[zzI]._cl_native_divide
	zzOut[zzI] += _cl_native_divide
	_cl_native_exp := zzIn[zzI]._cl_native_exp
	zzOut[zzI] += _cl_native_exp
	_cl_native_exp10 := zzIn[zzI]._cl_native_exp10
	zzOut[zzI] += _cl_native_exp10
	_cl_native_exp2 := zzIn[zzI]._cl_native_exp2
	zzOut[zzI] += _cl_native_exp2
	_cl_native_log := zzIn[zzI]._cl_native_log
	zzOut[zzI] += _cl_native_log
	_cl_native_log10 := zzIn[zzI]._cl_native_log10
	zzOut[zzI] += _cl_native_log10
	_cl_native_log2 := zzIn[zzI]._cl_native_log2
	zzOut[zzI] += _cl_native_log2
	_cl_native_powr := zzIn[zzI]._cl_native_powr
	zzOut[zzI] += _cl_native_powr
	_cl_native_recip := zzIn[zzI]._cl_native_recip
	zzOut[zzI] += _cl_native_recip
	_cl_native_rsqrt := zzIn[zzI]._cl_native_rsqrt
	zzOut[zzI] += _cl_native_rsqrt
	_cl_native_sin := zzIn[zzI]._cl_native_sin
	zzOut[zzI] += _cl_native_sin
	_cl_native_sqrt := zzIn[zzI]._cl_native_sqrt
	zzOut[zzI] += _cl_native_sqrt
	_cl_native_tan := zzIn[zzI]._cl_native_tan
	zzOut[zzI] += _cl_native_tan
	_cl_nextafter := zzIn[zzI]._cl_nextafter
	zzOut[zzI] += _cl_nextafter
	_cl_normalize := zzIn[zzI]._cl_normalize
	zzOut[zzI] += _cl_normalize
	_cl_popcount := zzIn[zzI]._cl_popcount
	zzOut[zzI] += _cl_popcount
	_cl_pow := zzIn[zzI]._cl_pow
	zzOut[zzI] += _cl_pow
	_cl_pown := zzIn[zzI]._cl_pown
	zzOut[zzI] += _cl_pown
	_cl_powr := zzIn[zzI]._cl_powr
	zzOut[zzI] += _cl_powr
	_cl_prefetch := zzIn[zzI]._cl_prefetch
	zzOut[zzI] += _cl_prefetch
	_cl_radians := zzIn[zzI]._cl_radians
	zzOut[zzI] += _cl_radians
	_cl_read_imagef := zzIn[zzI]._cl_read_imagef
	zzOut[zzI] += _cl_read_imagef
	_cl_read_imagei := zzIn[zzI]._cl_read_imagei
	zzOut[zzI] += _cl_read_imagei
	_cl_read_imageui := zzIn[zzI]._cl_read_imageui
	zzOut[zzI] += _cl_read_imageui
	_cl_read_mem_fence := zzIn[zzI]._cl_read_mem_fence
	zzOut[zzI] += _cl_read_mem_fence
	_cl_remainder := zzIn[zzI]._cl_remainder
	zzOut[zzI] += _cl_remainder
	_cl_remquo := zzIn[zzI]._cl_remquo
	zzOut[zzI] += _cl_remquo
	_cl_rhadd := zzIn[zzI]._cl_rhadd
	zzOut[zzI] += _cl_rhadd
	_cl_rint := zzIn[zzI]._cl_rint
	zzOut[zzI] += _cl_rint
	_cl_rootn := zzIn[zzI]._cl_rootn
	zzOut[zzI] += _cl_rootn
	_cl_rotate := zzIn[zzI]._cl_rotate
	zzOut[zzI] += _cl_rotate
	_cl_round := zzIn[zzI]._cl_round
	zzOut[zzI] += _cl_round
	_cl_rsqrt := zzIn[zzI]._cl_rsqrt
	zzOut[zzI] += _cl_rsqrt
	_cl_select := zzIn[zzI]._cl_select
	zzOut[zzI] += _cl_select
	_cl_shuffle := zzIn[zzI]._cl_shuffle
	zzOut[zzI] += _cl_shuffle
	_cl_shuffle2 := zzIn[zzI]._cl_shuffle2
	zzOut[zzI] += _cl_shuffle2
	_cl_sign := zzIn[zzI]._cl_sign
	zzOut[zzI] += _cl_sign
	_cl_signbit := zzIn[zzI]._cl_signbit
	zzOut[zzI] += _cl_signbit
	_cl_sin := zzIn[zzI]._cl_sin
	zzOut[zzI] += _cl_sin
	_cl_sincos := zzIn[zzI]._cl_sincos
	zzOut[zzI] += _cl_sincos
	_cl_sinh := zzIn[zzI]._cl_sinh
	zzOut[zzI] += _cl_sinh
	_cl_sinpi := zzIn[zzI]._cl_sinpi
	zzOut[zzI] += _cl_sinpi
	_cl_smoothstep := zzIn[zzI]._cl_smoothstep
	zzOut[zzI] += _cl_smoothstep
	_cl_sqrt := zzIn[zzI]._cl_sqrt
	zzOut[zzI] += _cl_sqrt
	_cl_step := zzIn[zzI]._cl_step
	zzOut[zzI] += _cl_step
	_cl_sub_sat := zzIn[zzI]._cl_sub_sat
	zzOut[zzI] += _cl_sub_sat
	_cl_tan := zzIn[zzI]._cl_tan
	zzOut[zzI] += _cl_tan
	_cl_tanh := zzIn[zzI]._cl_tanh
	zzOut[zzI] += _cl_tanh
	_cl_tanpi := zzIn[zzI]._cl_tanpi
	zzOut[zzI] += _cl_tanpi
	_cl_tgamma := zzIn[zzI]._cl_tgamma
	zzOut[zzI] += _cl_tgamma
	_cl_trunc := zzIn[zzI]._cl_trunc
	zzOut[zzI] += _cl_trunc
	_cl_upsample := zzIn[zzI]._cl_upsample
	zzOut[zzI] += _cl_upsample
	_cl_vload := zzIn[zzI]._cl_vload
	zzOut[zzI] += _cl_vload
	_cl_vload16 := zzIn[zzI]._cl_vload16
	zzOut[zzI] += _cl_vload16
	_cl_vload2 := zzIn[zzI]._cl_vload2
	zzOut[zzI] += _cl_vload2
	_cl_vload3 := zzIn[zzI]._cl_vload3
	zzOut[zzI] += _cl_vload3
	_cl_vload4 := zzIn[zzI]._cl_vload4
	zzOut[zzI] += _cl_vload4
	_cl_vload8 := zzIn[zzI]._cl_vload8
	zzOut[zzI] += _cl_vload8
	_cl_vload_half := zzIn[zzI]._cl_vload_half
	zzOut[zzI] += _cl_vload_half
	_cl_vload_half16 := zzIn[zzI]._cl_vload_half16
	zzOut[zzI] += _cl_vload_half16
	_cl_vload_half16_rte := zzIn[zzI]._cl_vload_half16_rte
	zzOut[zzI] += _cl_vload_half16_rte
	_cl_vload_half16_rtn := zzIn[zzI]._cl_vload_half16_rtn
	zzOut[zzI] += _cl_vload_half16_rtn
	_cl_vload_half16_rtp := zzIn[zzI]._cl_vload_half16_rtp
	zzOut[zzI] += _cl_vload_half16_rtp
	_cl_vload_half16_rtz := zzIn[zzI]._cl_vload_half16_rtz
	zzOut[zzI] += _cl_vload_half16_rtz
	_cl_vload_half2 := zzIn[zzI]._cl_vload_half2
	zzOut[zzI] += _cl_vload_half2
	_cl_vload_half2_rte := zzIn[zzI]._cl_vload_half2_rte
	zzOut[zzI] += _cl_vload_half2_rte
	_cl_vload_half2_rtn := zzIn[zzI]._cl_vload_half2_rtn
	zzOut[zzI] += _cl_vload_half2_rtn
	_cl_vload_half2_rtp := zzIn[zzI]._cl_vload_half2_rtp
	zzOut[zzI] += _cl_vload_half2_rtp
	_cl_vload_half2_rtz := zzIn[zzI]._cl_vload_half2_rtz
	zzOut[zzI] += _cl_vload_half2_rtz
	_cl_vload_half3 := zzIn[zzI]._cl_vload_half3
	zzOut[zzI] += _cl_vload_half3
	_cl_vload_half3_rte := zzIn[zzI]._cl_vload_half3_rte
	zzOut[zzI] += _cl_vload_half3_rte
	_cl_vload_half3_rtn := zzIn[zzI]._cl_vload_half3_rtn
	zzOut[zzI] += _cl_vload_half3_rtn
	_cl_vload_half3_rtp := zzIn[zzI]._cl_vload_half3_rtp
	zzOut[zzI] += _cl_vload_half3_rtp
	_cl_vload_half3_rtz := zzIn[zzI]._cl_vload_half3_rtz
	zzOut[zzI] += _cl_vload_half3_rtz
	_cl_vload_half4 := zzIn[zzI]._cl_vload_half4
	zzOut[zzI] += _cl_vload_half4
	_cl_vload_half4_rte := zzIn[zzI]._cl_vload_half4_rte
	zzOut[zzI] += _cl_vload_half4_rte
	_cl_vload_half4_rtn := zzIn[zzI]._cl_vload_half4_rtn
	zzOut[zzI] += _cl_vload_half4_rtn
	_cl_vload_half4_rtp := zzIn[zzI]._cl_vload_half4_rtp
	zzOut[zzI] += _cl_vload_half4_rtp
	_cl_vload_half4_rtz := zzIn[zzI]._cl_vload_half4_rtz
	zzOut[zzI] += _cl_vload_half4_rtz
	_cl_vload_half8 := zzIn[zzI]._cl_vload_half8
	zzOut[zzI] += _cl_vload_half8
	_cl_vload_half8_rte := zzIn[zzI]._cl_vload_half8_rte
	zzOut[zzI] += _cl_vload_half8_rte
	_cl_vload_half8_rtn := zzIn[zzI]._cl_vload_half8_rtn
	zzOut[zzI] += _cl_vload_half8_rtn
	_cl_vload_half8_rtp := zzIn[zzI]._cl_vload_half8_rtp
	zzOut[zzI] += _cl_vload_half8_rtp
	_cl_vload_half8_rtz := zzIn[zzI]._cl_vload_half8_rtz
	zzOut[zzI] += _cl_vload_half8_rtz
	_cl_vload_half_rte := zzIn[zzI]._cl_vload_half_rte
	zzOut[zzI] += _cl_vload_half_rte
	_cl_vload_half_rtn := zzIn[zzI]._cl_vload_half_rtn
	zzOut[zzI] += _cl_vload_half_rtn
	_cl_vload_half_rtp := zzIn[zzI]._cl_vload_half_rtp
	zzOut[zzI] += _cl_vload_half_rtp
	_cl_vload_half_rtz := zzIn[zzI]._cl_vload_half_rtz
	zzOut[zzI] += _cl_vload_half_rtz
	_cl_vloada_half := zzIn[zzI]._cl_vloada_half
	zzOut[zzI] += _cl_vloada_half
	_cl_vloada_half16 := zzIn[zzI]._cl_vloada_half16
	zzOut[zzI] += _cl_vloada_half16
	_cl_vloada_half16_rte := zzIn[zzI]._cl_vloada_half16_rte
	zzOut[zzI] += _cl_vloada_half16_rte
	_cl_vloada_half16_rtn := zzIn[zzI]._cl_vloada_half16_rtn
	zzOut[zzI] += _cl_vloada_half16_rtn
	_cl_vloada_half16_rtp := zzIn[zzI]._cl_vloada_half16_rtp
	zzOut[zzI] += _cl_vloada_half16_rtp
	_cl_vloada_half16_rtz := zzIn[zzI]._cl_vloada_half16_rtz
	zzOut[zzI] += _cl_vloada_half16_rtz
	_cl_vloada_half2 := zzIn[zzI]._cl_vloada_half2
	zzOut[zzI] += _cl_vloada_half2
	_cl_vloada_half2_rte := zzIn[zzI]._cl_vloada_half2_rte
	zzOut[zzI] += _cl_vloada_half2_rte
	_cl_vloada_half2_rtn := zzIn[zzI]._cl_vloada_half2_rtn
	zzOut[zzI] += _cl_vloada_half2_rtn
	_cl_vloada_half2_rtp := zzIn[zzI]._cl_vloada_half2_rtp
	zzOut[zzI] += _cl_vloada_half2_rtp
	_cl_vloada_half2_rtz := zzIn[zzI]._cl_vloada_half2_rtz
	zzOut[zzI] += _cl_vloada_half2_rtz
	_cl_vloada_half3 := zzIn[zzI]._cl_vloada_half3
	zzOut[zzI] += _cl_vloada_half3
	_cl_vloada_half3_rte := zzIn[zzI]._cl_vloada_half3_rte
	zzOut[zzI] += _cl_vloada_half3_rte
	_cl_vloada_half3_rtn := zzIn[zzI]._cl_vloada_half3_rtn
	zzOut[zzI] += _cl_vloada_half3_rtn
	_cl_vloada_half3_rtp := zzIn[zzI]._cl_vloada_half3_rtp
	zzOut[zzI] += _cl_vloada_half3_rtp
	_cl_vloada_half3_rtz := zzIn[zzI]._cl_vloada_half3_rtz
	zzOut[zzI] += _cl_vloada_half3_rtz
	_cl_vloada_half4 := zzIn[zzI]._cl_vloada_half4
	zzOut[zzI] += _cl_vloada_half4
	_cl_vloada_half4_rte := zzIn[zzI]._cl_vloada_half4_rte
	zzOut[zzI] += _cl_vloada_half4_rte
	_cl_vloada_half4_rtn := zzIn[zzI]._cl_vloada_half4_rtn
	zzOut[zzI] += _cl_vloada_half4_rtn
	_cl_vloada_half4_rtp := zzIn[zzI]._cl_vloada_half4_rtp
	zzOut[zzI] += _cl_vloada_half4_rtp
	_cl_vloada_half4_rtz := zzIn[zzI]._cl_vloada_half4_rtz
	zzOut[zzI] += _cl_vloada_half4_rtz
	_cl_vloada_half8 := zzIn[zzI]._cl_vloada_half8
	zzOut[zzI] += _cl_vloada_half8
	_cl_vloada_half8_rte := zzIn[zzI]._cl_vloada_half8_rte
	zzOut[zzI] += _cl_vloada_half8_rte
	_cl_vloada_half8_rtn := zzIn[zzI]._cl_vloada_half8_rtn
	zzOut[zzI] += _cl_vloada_half8_rtn
	_cl_vloada_half8_rtp := zzIn[zzI]._cl_vloada_half8_rtp
	zzOut[zzI] += _cl_vloada_half8_rtp
	_cl_vloada_half8_rtz := zzIn[zzI]._cl_vloada_half8_rtz
	zzOut[zzI] += _cl_vloada_half8_rtz
	_cl_vloada_half_rte := zzIn[zzI]._cl_vloada_half_rte
	zzOut[zzI] += _cl_vloada_half_rte
	_cl_vloada_half_rtn := zzIn[zzI]._cl_vloada_half_rtn
	zzOut[zzI] += _cl_vloada_half_rtn
	_cl_vloada_half_rtp := zzIn[zzI]._cl_vloada_half_rtp
	zzOut[zzI] += _cl_vloada_half_rtp
	_cl_vloada_half_rtz := zzIn[zzI]._cl_vloada_half_rtz
	zzOut[zzI] += _cl_vloada_half_rtz
	_cl_vstore := zzIn[zzI]._cl_vstore
	zzOut[zzI] += _cl_vstore
	_cl_vstore16 := zzIn[zzI]._cl_vstore16
	zzOut[zzI] += _cl_vstore16
	_cl_vstore2 := zzIn[zzI]._cl_vstore2
	zzOut[zzI] += _cl_vstore2
	_cl_vstore3 := zzIn[zzI]._cl_vstore3
	zzOut[zzI] += _cl_vstore3
	_cl_vstore4 := zzIn[zzI]._cl_vstore4
	zzOut[zzI] += _cl_vstore4
	_cl_vstore8 := zzIn[zzI]._cl_vstore8
	zzOut[zzI] += _cl_vstore8
	_cl_vstore_half := zzIn[zzI]._cl_vstore_half
	zzOut[zzI] += _cl_vstore_half
	_cl_vstore_half16 := zzIn[zzI]._cl_vstore_half16
	zzOut[zzI] += _cl_vstore_half16
	_cl_vstore_half16_rte := zzIn[zzI]._cl_vstore_half16_rte
	zzOut[zzI] += _cl_vstore_half16_rte
	_cl_vstore_half16_rtn := zzIn[zzI]._cl_vstore_half16_rtn
	zzOut[zzI] += _cl_vstore_half16_rtn
	_cl_vstore_half16_rtp := zzIn[zzI]._cl_vstore_half16_rtp
	zzOut[zzI] += _cl_vstore_half16_rtp
	_cl_vstore_half16_rtz := zzIn[zzI]._cl_vstore_half16_rtz
	zzOut[zzI] += _cl_vstore_half16_rtz
	_cl_vstore_half2 := zzIn[zzI]._cl_vstore_half2
	zzOut[zzI] += _cl_vstore_half2
	_cl_vstore_half2_rte := zzIn[zzI]._cl_vstore_half2_rte
	zzOut[zzI] += _cl_vstore_half2_rte
	_cl_vstore_half2_rtn := zzIn[zzI]._cl_vstore_half2_rtn
	zzOut[zzI] += _cl_vstore_half2_rtn
	_cl_vstore_half2_rtp := zzIn[zzI]._cl_vstore_half2_rtp
	zzOut[zzI] += _cl_vstore_half2_rtp
	_cl_vstore_half2_rtz := zzIn[zzI]._cl_vstore_half2_rtz
	zzOut[zzI] += _cl_vstore_half2_rtz
	_cl_vstore_half3 := zzIn[zzI]._cl_vstore_half3
	zzOut[zzI] += _cl_vstore_half3
	_cl_vstore_half3_rte := zzIn[zzI]._cl_vstore_half3_rte
	zzOut[zzI] += _cl_vstore_half3_rte
	_cl_vstore_half3_rtn := zzIn[zzI]._cl_vstore_half3_rtn
	zzOut[zzI] += _cl_vstore_half3_rtn
	_cl_vstore_half3_rtp := zzIn[zzI]._cl_vstore_half3_rtp
	zzOut[zzI] += _cl_vstore_half3_rtp
	_cl_vstore_half3_rtz := zzIn[zzI]._cl_vstore_half3_rtz
	zzOut[zzI] += _cl_vstore_half3_rtz
	_cl_vstore_half4 := zzIn[zzI]._cl_vstore_half4
	zzOut[zzI] += _cl_vstore_half4
	_cl_vstore_half4_rte := zzIn[zzI]._cl_vstore_half4_rte
	zzOut[zzI] += _cl_vstore_half4_rte
	_cl_vstore_half4_rtn := zzIn[zzI]._cl_vstore_half4_rtn
	zzOut[zzI] += _cl_vstore_half4_rtn
	_cl_vstore_half4_rtp := zzIn[zzI]._cl_vstore_half4_rtp
	zzOut[zzI] += _cl_vstore_half4_rtp
	_cl_vstore_half4_rtz := zzIn[zzI]._cl_vstore_half4_rtz
	zzOut[zzI] += _cl_vstore_half4_rtz
	_cl_vstore_half8 := zzIn[zzI]._cl_vstore_half8
	zzOut[zzI] += _cl_vstore_half8
	_cl_vstore_half8_rte := zzIn[zzI]._cl_vstore_half8_rte
	zzOut[zzI] += _cl_vstore_half8_rte
	_cl_vstore_half8_rtn := zzIn[zzI]._cl_vstore_half8_rtn
	zzOut[zzI] += _cl_vstore_half8_rtn
	_cl_vstore_half8_rtp := zzIn[zzI]._cl_vstore_half8_rtp
	zzOut[zzI] += _cl_vstore_half8_rtp
	_cl_vstore_half8_rtz := zzIn[zzI]._cl_vstore_half8_rtz
	zzOut[zzI] += _cl_vstore_half8_rtz
	_cl_vstore_half_rte := zzIn[zzI]._cl_vstore_half_rte
	zzOut[zzI] += _cl_vstore_half_rte
	_cl_vstore_half_rtn := zzIn[zzI]._cl_vstore_half_rtn
	zzOut[zzI] += _cl_vstore_half_rtn
	_cl_vstore_half_rtp := zzIn[zzI]._cl_vstore_half_rtp
	zzOut[zzI] += _cl_vstore_half_rtp
	_cl_vstore_half_rtz := zzIn[zzI]._cl_vstore_half_rtz
	zzOut[zzI] += _cl_vstore_half_rtz
	_cl_vstorea_half := zzIn[zzI]._cl_vstorea_half
	zzOut[zzI] += _cl_vstorea_half
	_cl_vstorea_half16 := zzIn[zzI]._cl_vstorea_half16
	zzOut[zzI] += _cl_vstorea_half16
	_cl_vstorea_half16_rte := zzIn[zzI]._cl_vstorea_half16_rte
	zzOut[zzI] += _cl_vstorea_half16_rte
	_cl_vstorea_half16_rtn := zzIn[zzI]._cl_vstorea_half16_rtn
	zzOut[zzI] += _cl_vstorea_half16_rtn
	_cl_vstorea_half16_rtp := zzIn[zzI]._cl_vstorea_half16_rtp
	zzOut[zzI] += _cl_vstorea_half16_rtp
	_cl_vstorea_half16_rtz := zzIn[zzI]._cl_vstorea_half16_rtz
	zzOut[zzI] += _cl_vstorea_half16_rtz
	_cl_vstorea_half2 := zzIn[zzI]._cl_vstorea_half2
	zzOut[zzI] += _cl_vstorea_half2
	_cl_vstorea_half2_rte := zzIn[zzI]._cl_vstorea_half2_rte
	zzOut[zzI] += _cl_vstorea_half2_rte
	_cl_vstorea_half2_rtn := zzIn[zzI]._cl_vstorea_half2_rtn
	zzOut[zzI] += _cl_vstorea_half2_rtn
	_cl_vstorea_half2_rtp := zzIn[zzI]._cl_vstorea_half2_rtp
	zzOut[zzI] += _cl_vstorea_half2_rtp
	_cl_vstorea_half2_rtz := zzIn[zzI]._cl_vstorea_half2_rtz
	zzOut[zzI] += _cl_vstorea_half2_rtz
	_cl_vstorea_half3 := zzIn[zzI]._cl_vstorea_half3
	zzOut[zzI] += _cl_vstorea_half3
	_cl_vstorea_half3_rte := zzIn[zzI]._cl_vstorea_half3_rte
	zzOut[zzI] += _cl_vstorea_half3_rte
	_cl_vstorea_half3_rtn := zzIn[zzI]._cl_vstorea_half3_rtn
	zzOut[zzI] += _cl_vstorea_half3_rtn
	_cl_vstorea_half3_rtp := zzIn[zzI]._cl_vstorea_half3_rtp
	zzOut[zzI] += _cl_vstorea_half3_rtp
	_cl_vstorea_half3_rtz := zzIn[zzI]._cl_vstorea_half3_rtz
	zzOut[zzI] += _cl_vstorea_half3_rtz
	_cl_vstorea_half4 := zzIn[zzI]._cl_vstorea_half4
	zzOut[zzI] += _cl_vstorea_half4
	_cl_vstorea_half4_rte := zzIn[zzI]._cl_vstorea_half4_rte
	zzOut[zzI] += _cl_vstorea_half4_rte
	_cl_vstorea_half4_rtn := zzIn[zzI]._cl_vstorea_half4_rtn
	zzOut[zzI] += _cl_vstorea_half4_rtn
	_cl_vstorea_half4_rtp := zzIn[zzI]._cl_vstorea_half4_rtp
	zzOut[zzI] += _cl_vstorea_half4_rtp
	_cl_vstorea_half4_rtz := zzIn[zzI]._cl_vstorea_half4_rtz
	zzOut[zzI] += _cl_vstorea_half4_rtz
	_cl_vstorea_half8 := zzIn[zzI]._cl_vstorea_half8
	zzOut[zzI] += _cl_vstorea_half8
	_cl_vstorea_half8_rte := zzIn[zzI]._cl_vstorea_half8_rte
	zzOut[zzI] += _cl_vstorea_half8_rte
	_cl_vstorea_half8_rtn := zzIn[zzI]._cl_vstorea_half8_rtn
	zzOut[zzI] += _cl_vstorea_half8_rtn
	_cl_vstorea_half8_rtp := zzIn[zzI]._cl_vstorea_half8_rtp
	zzOut[zzI] += _cl_vstorea_half8_rtp
	_cl_vstorea_half8_rtz := zzIn[zzI]._cl_vstorea_half8_rtz
	zzOut[zzI] += _cl_vstorea_half8_rtz
	_cl_vstorea_half_rte := zzIn[zzI]._cl_vstorea_half_rte
	zzOut[zzI] += _cl_vstorea_half_rte
	_cl_vstorea_half_rtn := zzIn[zzI]._cl_vstorea_half_rtn
	zzOut[zzI] += _cl_vstorea_half_rtn
	_cl_vstorea_half_rtp := zzIn[zzI]._cl_vstorea_half_rtp
	zzOut[zzI] += _cl_vstorea_half_rtp
	_cl_vstorea_half_rtz := zzIn[zzI]._cl_vstorea_half_rtz
	zzOut[zzI] += _cl_vstorea_half_rtz
	_cl_wait_group_events := zzIn[zzI]._cl_wait_group_events
	zzOut[zzI] += _cl_wait_group_events
	_cl_work_group_barrier := zzIn[zzI]._cl_work_group_barrier
	zzOut[zzI] += _cl_work_group_barrier
	_cl_write_imagef := zzIn[zzI]._cl_write_imagef
	zzOut[zzI] += _cl_write_imagef
	_cl_write_imagei := zzIn[zzI]._cl_write_imagei
	zzOut[zzI] += _cl_write_imagei
	_cl_write_imageui := zzIn[zzI]._cl_write_imageui
	zzOut[zzI] += _cl_write_imageui
	_cl_write_mem_fence := zzIn[zzI]._cl_write_mem_fence
	zzOut[zzI] += _cl_write_mem_fence
	_clang_opencl := zzIn[zzI]._clang_opencl
	zzOut[zzI] += _clang_opencl
	_data := zzIn[zzI]._data
	zzOut[zzI] += _data
	_data_type := zzIn[zzI]._data_type
	zzOut[zzI] += _data_type
	_depth := zzIn[zzI]._depth
	zzOut[zzI] += _depth
	_elem_size := zzIn[zzI]._elem_size
	zzOut[zzI] += _elem_size
	_enable_all_exts := zzIn[zzI]._enable_all_exts
	zzOut[zzI] += _enable_all_exts
	_height := zzIn[zzI]._height
	zzOut[zzI] += _height
	_image_array_size := zzIn[zzI]._image_array_size
	zzOut[zzI] += _image_array_size
	_kernel := zzIn[zzI]._kernel
	zzOut[zzI] += _kernel
	_kernel_c := zzIn[zzI]._kernel_c
	zzOut[zzI] += _kernel_c
	_kernel_constants := zzIn[zzI]._kernel_constants
	zzOut[zzI] += _kernel_constants
	_kernel_renames := zzIn[zzI]._kernel_renames
	zzOut[zzI] += _kernel_renames
	_libclang_versions_checks := zzIn[zzI]._libclang_versions_checks
	zzOut[zzI] += _libclang_versions_checks
	_mem_destructor_callback := zzIn[zzI]._mem_destructor_callback
	zzOut[zzI] += _mem_destructor_callback
	_mode := zzIn[zzI]._mode
	zzOut[zzI] += _mode
	_num_channels := zzIn[zzI]._num_channels
	zzOut[zzI] += _num_channels
	_num_mip_levels := zzIn[zzI]._num_mip_levels
	zzOut[zzI] += _num_mip_levels
	_num_samples := zzIn[zzI]._num_samples
	zzOut[zzI] += _num_samples
	_order := zzIn[zzI]._order
	zzOut[zzI] += _order
	_pocl_opencl := zzIn[zzI]._pocl_opencl
	zzOut[zzI] += _pocl_opencl
	_row_pitch := zzIn[zzI]._row_pitch
	zzOut[zzI] += _row_pitch
	_slice_pitch := zzIn[zzI]._slice_pitch
	zzOut[zzI] += _slice_pitch
	_t := zzIn[zzI]._t
	zzOut[zzI] += _t
	_width := zzIn[zzI]._width
	zzOut[zzI] += _width
	_x := zzIn[zzI]._x
	zzOut[zzI] += _x
	a := zzIn[zzI].a
	zzOut[zzI] += a
	about := zzIn[zzI].about
	zzOut[zzI] += about
	above := zzIn[zzI].above
	zzOut[zzI] += above
	absolute := zzIn[zzI].absolute
	zzOut[zzI] += absolute
	access := zzIn[zzI].access
	zzOut[zzI] += access
	accesses := zzIn[zzI].accesses
	zzOut[zzI] += accesses
	accidentally := zzIn[zzI].accidentally
	zzOut[zzI] += accidentally
	accuracy := zzIn[zzI].accuracy
	zzOut[zzI] += accuracy
	across := zzIn[zzI].across
	zzOut[zzI] += across
	actual := zzIn[zzI].actual
	zzOut[zzI] += actual
	actually := zzIn[zzI].actually
	zzOut[zzI] += actually
	add := zzIn[zzI].add
	zzOut[zzI] += add
	added := zzIn[zzI].added
	zzOut[zzI] += added
	addr := zzIn[zzI].addr
	zzOut[zzI] += addr
	address := zzIn[zzI].address
	zzOut[zzI] += address
	addressing := zzIn[zzI].addressing
	zzOut[zzI] += addressing
	affect := zzIn[zzI].affect
	zzOut[zzI] += affect
	after := zzIn[zzI].after
	zzOut[zzI] += after
	al := zzIn[zzI].al
	zzOut[zzI] += al
	alias := zzIn[zzI].alias
	zzOut[zzI] += alias
	align := zzIn[zzI].align
	zzOut[zzI] += align
	aligned := zzIn[zzI].aligned
	zzOut[zzI] += aligned
	allocated := zzIn[zzI].allocated
	zzOut[zzI] += allocated
	allocations := zzIn[zzI].allocations
	zzOut[zzI] += allocations
	allowed := zzIn[zzI].allowed
	zzOut[zzI] += allowed
	allowing := zzIn[zzI].allowing
	zzOut[zzI] += allowing
	already := zzIn[zzI].already
	zzOut[zzI] += already
	also := zzIn[zzI].also
	zzOut[zzI] += also
	always := zzIn[zzI].always
	zzOut[zzI] += always
	amd_bfe := zzIn[zzI].amd_bfe
	zzOut[zzI] += amd_bfe
	amd_bfm := zzIn[zzI].amd_bfm
	zzOut[zzI] += amd_bfm
	amd_bitalign := zzIn[zzI].amd_bitalign
	zzOut[zzI] += amd_bitalign
	amd_bytealign := zzIn[zzI].amd_bytealign
	zzOut[zzI] += amd_bytealign
	amd_lerp := zzIn[zzI].amd_lerp
	zzOut[zzI] += amd_lerp
	amd_max3 := zzIn[zzI].amd_max3
	zzOut[zzI] += amd_max3
	amd_median3 := zzIn[zzI].amd_median3
	zzOut[zzI] += amd_median3
	amd_min3 := zzIn[zzI].amd_min3
	zzOut[zzI] += amd_min3
	amd_mqsad := zzIn[zzI].amd_mqsad
	zzOut[zzI] += amd_mqsad
	amd_msad := zzIn[zzI].amd_msad
	zzOut[zzI] += amd_msad
	amd_pack := zzIn[zzI].amd_pack
	zzOut[zzI] += amd_pack
	amd_qsad := zzIn[zzI].amd_qsad
	zzOut[zzI] += amd_qsad
	amd_sad := zzIn[zzI].amd_sad
	zzOut[zzI] += amd_sad
	amd_sad4 := zzIn[zzI].amd_sad4
	zzOut[zzI] += amd_sad4
	amd_sadd := zzIn[zzI].amd_sadd
	zzOut[zzI] += amd_sadd
	amd_sadhi := zzIn[zzI].amd_sadhi
	zzOut[zzI] += amd_sadhi
	amd_sadw := zzIn[zzI].amd_sadw
	zzOut[zzI] += amd_sadw
	amd_unpack0 := zzIn[zzI].amd_unpack0
	zzOut[zzI] += amd_unpack0
	amd_unpack1 := zzIn[zzI].amd_unpack1
	zzOut[zzI] += amd_unpack1
	amd_unpack2 := zzIn[zzI].amd_unpack2
	zzOut[zzI] += amd_unpack2
	amd_unpack3 := zzIn[zzI].amd_unpack3
	zzOut[zzI] += amd_unpack3
	an := zzIn[zzI].an
	zzOut[zzI] += an
	and := zzIn[zzI].and
	zzOut[zzI] += and
	another := zzIn[zzI].another
	zzOut[zzI] += another
	anymore := zzIn[zzI].anymore
	zzOut[zzI] += anymore
	anything := zzIn[zzI].anything
	zzOut[zzI] += anything
	applicable := zzIn[zzI].applicable
	zzOut[zzI] += applicable
	applied := zzIn[zzI].applied
	zzOut[zzI] += applied
	appropriate := zzIn[zzI].appropriate
	zzOut[zzI] += appropriate
	approximates := zzIn[zzI].approximates
	zzOut[zzI] += approximates
	arbitrary := zzIn[zzI].arbitrary
	zzOut[zzI] += arbitrary
	arc := zzIn[zzI].arc
	zzOut[zzI] += arc
	are := zzIn[zzI].are
	zzOut[zzI] += are
	arg_locs := zzIn[zzI].arg_locs
	zzOut[zzI] += arg_locs
	args := zzIn[zzI].args
	zzOut[zzI] += args
	args_size := zzIn[zzI].args_size
	zzOut[zzI] += args_size
	argument := zzIn[zzI].argument
	zzOut[zzI] += argument
	arguments := zzIn[zzI].arguments
	zzOut[zzI] += arguments
	arm_dot := zzIn[zzI].arm_dot
	zzOut[zzI] += arm_dot
	arm_dot_acc := zzIn[zzI].arm_dot_acc
	zzOut[zzI] += arm_dot_acc
	arm_dot_acc_sat := zzIn[zzI].arm_dot_acc_sat
	zzOut[zzI] += arm_dot_acc_sat
	array := zzIn[zzI].array
	zzOut[zzI] += array
	as := zzIn[zzI].as
	zzOut[zzI] += as
	as_char := zzIn[zzI].as_char
	zzOut[zzI] += as_char
	as_char16 := zzIn[zzI].as_char16
	zzOut[zzI] += as_char16
	as_char2 := zzIn[zzI].as_char2
	zzOut[zzI] += as_char2
	as_char3 := zzIn[zzI].as_char3
	zzOut[zzI] += as_char3
	as_char4 := zzIn[zzI].as_char4
	zzOut[zzI] += as_char4
	as_char8 := zzIn[zzI].as_char8
	zzOut[zzI] += as_char8
	as_double := zzIn[zzI].as_double
	zzOut[zzI] += as_double
	as_double16 := zzIn[zzI].as_double16
	zzOut[zzI] += as_double16
	as_double2 := zzIn[zzI].as_double2
	zzOut[zzI] += as_double2
	as_double3 := zzIn[zzI].as_double3
	zzOut[zzI] += as_double3
	as_double4 := zzIn[zzI].as_double4
	zzOut[zzI] += as_double4
	as_double8 := zzIn[zzI].as_double8
	zzOut[zzI] += as_double8
	as_float16 := zzIn[zzI].as_float16
	zzOut[zzI] += as_float16
	as_float2 := zzIn[zzI].as_float2
	zzOut[zzI] += as_float2
	as_float3 := zzIn[zzI].as_float3
	zzOut[zzI] += as_float3
	as_float4 := zzIn[zzI].as_float4
	zzOut[zzI] += as_float4
	as_float8 := zzIn[zzI].as_float8
	zzOut[zzI] += as_float8
	as_half := zzIn[zzI].as_half
	zzOut[zzI] += as_half
	as_half16 := zzIn[zzI].as_half16
	zzOut[zzI] += as_half16
	as_half2 := zzIn[zzI].as_half2
	zzOut[zzI] += as_half2
	as_half3 := zzIn[zzI].as_half3
	zzOut[zzI] += as_half3
	as_half4 := zzIn[zzI].as_half4
	zzOut[zzI] += as_half4
	as_half8 := zzIn[zzI].as_half8
	zzOut[zzI] += as_half8
	as_int := zzIn[zzI].as_int
	zzOut[zzI] += as_int
	as_int16 := zzIn[zzI].as_int16
	zzOut[zzI] += as_int16
	as_int3 := zzIn[zzI].as_int3
	zzOut[zzI] += as_int3
	as_int4 := zzIn[zzI].as_int4
	zzOut[zzI] += as_int4
	as_int8 := zzIn[zzI].as_int8
	zzOut[zzI] += as_int8
	as_intptr_t := zzIn[zzI].as_intptr_t
	zzOut[zzI] += as_intptr_t
	as_long := zzIn[zzI].as_long
	zzOut[zzI] += as_long
	as_long16 := zzIn[zzI].as_long16
	zzOut[zzI] += as_long16
	as_long2 := zzIn[zzI].as_long2
	zzOut[zzI] += as_long2
	as_long3 := zzIn[zzI].as_long3
	zzOut[zzI] += as_long3
	as_long4 := zzIn[zzI].as_long4
	zzOut[zzI] += as_long4
	as_long8 := zzIn[zzI].as_long8
	zzOut[zzI] += as_long8
	as_ptrdiff_t := zzIn[zzI].as_ptrdiff_t
	zzOut[zzI] += as_ptrdiff_t
	as_short := zzIn[zzI].as_short
	zzOut[zzI] += as_short
	as_short16 := zzIn[zzI].as_short16
	zzOut[zzI] += as_short16
	as_short2 := zzIn[zzI].as_short2
	zzOut[zzI] += as_short2
	as_short3 := zzIn[zzI].as_short3
	zzOut[zzI] += as_short3
	as_short4 := zzIn[zzI].as_short4
	zzOut[zzI] += as_short4
	as_short8 := zzIn[zzI].as_short8
	zzOut[zzI] += as_short8
	as_size_t := zzIn[zzI].as_size_t
	zzOut[zzI] += as_size_t
	as_type := zzIn[zzI].as_type
	zzOut[zzI] += as_type
	as_uchar := zzIn[zzI].as_uchar
	zzOut[zzI] += as_uchar
	as_uchar16 := zzIn[zzI].as_uchar16
	zzOut[zzI] += as_uchar16
	as_uchar2 := zzIn[zzI].as_uchar2
	zzOut[zzI] += as_uchar2
	as_uchar3 := zzIn[zzI].as_uchar3
	zzOut[zzI] += as_uchar3
	as_uchar4 := zzIn[zzI].as_uchar4
	zzOut[zzI] += as_uchar4
	as_uchar8 := zzIn[zzI].as_uchar8
	zzOut[zzI] += as_uchar8
	as_uint := zzIn[zzI].as_uint
	zzOut[zzI] += as_uint
	as_uint16 := zzIn[zzI].as_uint16
	zzOut[zzI] += as_uint16
	as_uint2 := zzIn[zzI].as_uint2
	zzOut[zzI] += as_uint2
	as_uint3 := zzIn[zzI].as_uint3
	zzOut[zzI] += as_uint3
	as_uint4 := zzIn[zzI].as_uint4
	zzOut[zzI] += as_uint4
	as_uint8 := zzIn[zzI].as_uint8
	zzOut[zzI] += as_uint8
	as_uintptr_t := zzIn[zzI].as_uintptr_t
	zzOut[zzI] += as_uintptr_t
	as_ulong := zzIn[zzI].as_ulong
	zzOut[zzI] += as_ulong
	as_ulong16 := zzIn[zzI].as_ulong16
	zzOut[zzI] += as_ulong16
	as_ulong2 := zzIn[zzI].as_ulong2
	zzOut[zzI] += as_ulong2
	as_ulong3 := zzIn[zzI].as_ulong3
	zzOut[zzI] += as_ulong3
	as_ulong4 := zzIn[zzI].as_ulong4
	zzOut[zzI] += as_ulong4
	as_ulong8 := zzIn[zzI].as_ulong8
	zzOut[zzI] += as_ulong8
	as_ushort := zzIn[zzI].as_ushort
	zzOut[zzI] += as_ushort
	as_ushort16 := zzIn[zzI].as_ushort16
	zzOut[zzI] += as_ushort16
	as_ushort2 := zzIn[zzI].as_ushort2
	zzOut[zzI] += as_ushort2
	as_ushort3 := zzIn[zzI].as_ushort3
	zzOut[zzI] += as_ushort3
	as_ushort4 := zzIn[zzI].as_ushort4
	zzOut[zzI] += as_ushort4
	as_ushort8 := zzIn[zzI].as_ushort8
	zzOut[zzI] += as_ushort8
	assert := zzIn[zzI].assert
	zzOut[zzI] += assert
	associate := zzIn[zzI].associate
	zzOut[zzI] += associate
	associated := zzIn[zzI].associated
	zzOut[zzI] += associated
	assume := zzIn[zzI].assume
	zzOut[zzI] += assume
	async := zzIn[zzI].async
	zzOut[zzI] += async
	at := zzIn[zzI].at
	zzOut[zzI] += at
	atan2pi := zzIn[zzI].atan2pi
	zzOut[zzI] += atan2pi
	atom_and := zzIn[zzI].atom_and
	zzOut[zzI] += atom_and
	atom_dec := zzIn[zzI].atom_dec
	zzOut[zzI] += atom_dec
	atom_max := zzIn[zzI].atom_max
	zzOut[zzI] += atom_max
	atom_min := zzIn[zzI].atom_min
	zzOut[zzI] += atom_min
	atom_or := zzIn[zzI].atom_or
	zzOut[zzI] += atom_or
	atom_sub := zzIn[zzI].atom_sub
	zzOut[zzI] += atom_sub
	atom_xchg := zzIn[zzI].atom_xchg
	zzOut[zzI] += atom_xchg
	atom_xor := zzIn[zzI].atom_xor
	zzOut[zzI] += atom_xor
	atomic := zzIn[zzI].atomic
	zzOut[zzI] += atomic
	atomic_compare_exchange_strong_explicit := zzIn[zzI].atomic_compare_exchange_strong_explicit
	zzOut[zzI] += atomic_compare_exchange_strong_explicit
	atomic_compare_exchange_weak := zzIn[zzI].atomic_compare_exchange_weak
	zzOut[zzI] += atomic_compare_exchange_weak
	atomic_compare_exchange_weak_explicit := zzIn[zzI].atomic_compare_exchange_weak_explicit
	zzOut[zzI] += atomic_compare_exchange_weak_explicit
	atomic_exchange_explicit := zzIn[zzI].atomic_exchange_explicit
	zzOut[zzI] += atomic_exchange_explicit
	atomic_fetch := zzIn[zzI].atomic_fetch
	zzOut[zzI] += atomic_fetch
	atomic_fetch_add_explicit := zzIn[zzI].atomic_fetch_add_explicit
	zzOut[zzI] += atomic_fetch_add_explicit
	atomic_fetch_and := zzIn[zzI].atomic_fetch_and
	zzOut[zzI] += atomic_fetch_and
	atomic_fetch_and_explicit := zzIn[zzI].atomic_fetch_and_explicit
	zzOut[zzI] += atomic_fetch_and_explicit
	atomic_fetch_max := zzIn[zzI].atomic_fetch_max
	zzOut[zzI] += atomic_fetch_max
	atomic_fetch_max_explicit := zzIn[zzI].atomic_fetch_max_explicit
	zzOut[zzI] += atomic_fetch_max_explicit
	atomic_fetch_min := zzIn[zzI].atomic_fetch_min
	zzOut[zzI] += atomic_fetch_min
	atomic_fetch_min_explicit := zzIn[zzI].atomic_fetch_min_explicit
	zzOut[zzI] += atomic_fetch_min_explicit
	atomic_fetch_or := zzIn[zzI].atomic_fetch_or
	zzOut[zzI] += atomic_fetch_or
	atomic_fetch_or_explicit := zzIn[zzI].atomic_fetch_or_explicit
	zzOut[zzI] += atomic_fetch_or_explicit
	atomic_fetch_sub := zzIn[zzI].atomic_fetch_sub
	zzOut[zzI] += atomic_fetch_sub
	atomic_fetch_sub_explicit := zzIn[zzI].atomic_fetch_sub_explicit
	zzOut[zzI] += atomic_fetch_sub_explicit
	atomic_fetch_xor := zzIn[zzI].atomic_fetch_xor
	zzOut[zzI] += atomic_fetch_xor
	atomic_fetch_xor_explicit := zzIn[zzI].atomic_fetch_xor_explicit
	zzOut[zzI] += atomic_fetch_xor_explicit
	atomic_flag_clear := zzIn[zzI].atomic_flag_clear
	zzOut[zzI] += atomic_flag_clear
	atomic_flag_clear_explicit := zzIn[zzI].atomic_flag_clear_explicit
	zzOut[zzI] += atomic_flag_clear_explicit
	atomic_flag_test_and_set_explicit := zzIn[zzI].atomic_flag_test_and_set_explicit
	zzOut[zzI] += atomic_flag_test_and_set_explicit
	atomic_half := zzIn[zzI].atomic_half
	zzOut[zzI] += atomic_half
	atomic_load_explicit := zzIn[zzI].atomic_load_explicit
	zzOut[zzI] += atomic_load_explicit
	atomic_store_explicit := zzIn[zzI].atomic_store_explicit
	zzOut[zzI] += atomic_store_explicit
	atomic_uintptr_t := zzIn[zzI].atomic_uintptr_t
	zzOut[zzI] += atomic_uintptr_t
	atomics := zzIn[zzI].atomics
	zzOut[zzI] += atomics
	attributes := zzIn[zzI].attributes
	zzOut[zzI] += attributes
	available := zzIn[zzI].available
	zzOut[zzI] += available
	avoid := zzIn[zzI].avoid
	zzOut[zzI] += avoid
	away := zzIn[zzI].away
	zzOut[zzI] += away
	b := zzIn[zzI].b
	zzOut[zzI] += b
	back := zzIn[zzI].back
	zzOut[zzI] += back
	barrer := zzIn[zzI].barrer
	zzOut[zzI] += barrer
	base := zzIn[zzI].base
	zzOut[zzI] += base
	based := zzIn[zzI].based
	zzOut[zzI] += based
	basic := zzIn[zzI].basic
	zzOut[zzI] += basic
	bcb7b1526e50ep := zzIn[zzI].bcb7b1526e50ep
	zzOut[zzI] += bcb7b1526e50ep
	be := zzIn[zzI].be
	zzOut[zzI] += be
	because := zzIn[zzI].because
	zzOut[zzI] += because
	been := zzIn[zzI].been
	zzOut[zzI] += been
	before := zzIn[zzI].before
	zzOut[zzI] += before
	beforehand := zzIn[zzI].beforehand
	zzOut[zzI] += beforehand
	begin := zzIn[zzI].begin
	zzOut[zzI] += begin
	beginning := zzIn[zzI].beginning
	zzOut[zzI] += beginning
	behavior := zzIn[zzI].behavior
	zzOut[zzI] += behavior
	being := zzIn[zzI].being
	zzOut[zzI] += being
	below := zzIn[zzI].below
	zzOut[zzI] += below
	better := zzIn[zzI].better
	zzOut[zzI] += better
	between := zzIn[zzI].between
	zzOut[zzI] += between
	beyond := zzIn[zzI].beyond
	zzOut[zzI] += beyond
	bidirectional_weight := zzIn[zzI].bidirectional_weight
	zzOut[zzI] += bidirectional_weight
	binaries := zzIn[zzI].binaries
	zzOut[zzI] += binaries
	bit := zzIn[zzI].bit
	zzOut[zzI] += bit
	bit_reverse := zzIn[zzI].bit_reverse
	zzOut[zzI] += bit_reverse
	bitfield_extract_signed := zzIn[zzI].bitfield_extract_signed
	zzOut[zzI] += bitfield_extract_signed
	bitfield_extract_unsigned := zzIn[zzI].bitfield_extract_unsigned
	zzOut[zzI] += bitfield_extract_unsigned
	bitfield_insert := zzIn[zzI].bitfield_insert
	zzOut[zzI] += bitfield_insert
	bits := zzIn[zzI].bits
	zzOut[zzI] += bits
	blend := zzIn[zzI].blend
	zzOut[zzI] += blend
	block_based_skip_type := zzIn[zzI].block_based_skip_type
	zzOut[zzI] += block_based_skip_type
	both := zzIn[zzI].both
	zzOut[zzI] += both
	breaks := zzIn[zzI].breaks
	zzOut[zzI] += breaks
	broadcast := zzIn[zzI].broadcast
	zzOut[zzI] += broadcast
	buffer := zzIn[zzI].buffer
	zzOut[zzI] += buffer
	buffer_origin := zzIn[zzI].buffer_origin
	zzOut[zzI] += buffer_origin
	buffer_row_pitch := zzIn[zzI].buffer_row_pitch
	zzOut[zzI] += buffer_row_pitch
	buffer_slice_pitch := zzIn[zzI].buffer_slice_pitch
	zzOut[zzI] += buffer_slice_pitch
	buffered := zzIn[zzI].buffered
	zzOut[zzI] += buffered
	buffers := zzIn[zzI].buffers
	zzOut[zzI] += buffers
	bugs := zzIn[zzI].bugs
	zzOut[zzI] += bugs
	build := zzIn[zzI].build
	zzOut[zzI] += build
	build_program_callback_t := zzIn[zzI].build_program_callback_t
	zzOut[zzI] += build_program_callback_t
	built := zzIn[zzI].built
	zzOut[zzI] += built
	builtin := zzIn[zzI].builtin
	zzOut[zzI] += builtin
	builtins := zzIn[zzI].builtins
	zzOut[zzI] += builtins
	but := zzIn[zzI].but
	zzOut[zzI] += but
	bwd_ref_field_polarity := zzIn[zzI].bwd_ref_field_polarity
	zzOut[zzI] += bwd_ref_field_polarity
	bwd_ref_image := zzIn[zzI].bwd_ref_image
	zzOut[zzI] += bwd_ref_image
	bwd_ref_offset := zzIn[zzI].bwd_ref_offset
	zzOut[zzI] += bwd_ref_offset
	by := zzIn[zzI].by
	zzOut[zzI] += by
	bytes := zzIn[zzI].bytes
	zzOut[zzI] += bytes
	c := zzIn[zzI].c
	zzOut[zzI] += c
	ca := zzIn[zzI].ca
	zzOut[zzI] += ca
	cache := zzIn[zzI].cache
	zzOut[zzI] += cache
	calculated := zzIn[zzI].calculated
	zzOut[zzI] += calculated
	calculates := zzIn[zzI].calculates
	zzOut[zzI] += calculates
	calculation := zzIn[zzI].calculation
	zzOut[zzI] += calculation
	callback := zzIn[zzI].callback
	zzOut[zzI] += callback
	callback_function := zzIn[zzI].callback_function
	zzOut[zzI] += callback_function
	called := zzIn[zzI].called
	zzOut[zzI] += called
	calling := zzIn[zzI].calling
	zzOut[zzI] += calling
	calls := zzIn[zzI].calls
	zzOut[zzI] += calls
	can := zzIn[zzI].can
	zzOut[zzI] += can
	cannot := zzIn[zzI].cannot
	zzOut[zzI] += cannot
	capture_event_profiling_info := zzIn[zzI].capture_event_profiling_info
	zzOut[zzI] += capture_event_profiling_info
	cases := zzIn[zzI].cases
	zzOut[zzI] += cases
	casted := zzIn[zzI].casted
	zzOut[zzI] += casted
	catch := zzIn[zzI].catch
	zzOut[zzI] += catch
	cb_args := zzIn[zzI].cb_args
	zzOut[zzI] += cb_args
	changed := zzIn[zzI].changed
	zzOut[zzI] += changed
	channel := zzIn[zzI].channel
	zzOut[zzI] += channel
	channels := zzIn[zzI].channels
	zzOut[zzI] += channels
	charge := zzIn[zzI].charge
	zzOut[zzI] += charge
	checked := zzIn[zzI].checked
	zzOut[zzI] += checked
	chooses := zzIn[zzI].chooses
	zzOut[zzI] += chooses
	chroma_mode_penalty := zzIn[zzI].chroma_mode_penalty
	zzOut[zzI] += chroma_mode_penalty
	chunk := zzIn[zzI].chunk
	zzOut[zzI] += chunk
	cl := zzIn[zzI].cl
	zzOut[zzI] += cl
	clEnqUnmap := zzIn[zzI].clEnqUnmap
	zzOut[zzI] += clEnqUnmap
	clEnqWriteBuffer := zzIn[zzI].clEnqWriteBuffer
	zzOut[zzI] += clEnqWriteBuffer
	clEnqueue := zzIn[zzI].clEnqueue
	zzOut[zzI] += clEnqueue
	clEnqueueBarrierWithWaitlist := zzIn[zzI].clEnqueueBarrierWithWaitlist
	zzOut[zzI] += clEnqueueBarrierWithWaitlist
	clEnqueueCommandBufferKHR := zzIn[zzI].clEnqueueCommandBufferKHR
	zzOut[zzI] += clEnqueueCommandBufferKHR
	clEnqueueCopyBuffer := zzIn[zzI].clEnqueueCopyBuffer
	zzOut[zzI] += clEnqueueCopyBuffer
	clEnqueueCopyBufferRect := zzIn[zzI].clEnqueueCopyBufferRect
	zzOut[zzI] += clEnqueueCopyBufferRect
	clEnqueueFillBuffer := zzIn[zzI].clEnqueueFillBuffer
	zzOut[zzI] += clEnqueueFillBuffer
	clEnqueueFillImage := zzIn[zzI].clEnqueueFillImage
	zzOut[zzI] += clEnqueueFillImage
	clEnqueueMap := zzIn[zzI].clEnqueueMap
	zzOut[zzI] += clEnqueueMap
	clEnqueueMapBuffer := zzIn[zzI].clEnqueueMapBuffer
	zzOut[zzI] += clEnqueueMapBuffer
	clEnqueueMarkerWithWaitlist := zzIn[zzI].clEnqueueMarkerWithWaitlist
	zzOut[zzI] += clEnqueueMarkerWithWaitlist
	clEnqueueMigrateMemObjects := zzIn[zzI].clEnqueueMigrateMemObjects
	zzOut[zzI] += clEnqueueMigrateMemObjects
	clEnqueueNDRangeKernel := zzIn[zzI].clEnqueueNDRangeKernel
	zzOut[zzI] += clEnqueueNDRangeKernel
	clEnqueueNativeKernel := zzIn[zzI].clEnqueueNativeKernel
	zzOut[zzI] += clEnqueueNativeKernel
	clEnqueueReadBuffer := zzIn[zzI].clEnqueueReadBuffer
	zzOut[zzI] += clEnqueueReadBuffer
	clEnqueueReadBufferRect := zzIn[zzI].clEnqueueReadBufferRect
	zzOut[zzI] += clEnqueueReadBufferRect
	clEnqueueTask := zzIn[zzI].clEnqueueTask
	zzOut[zzI] += clEnqueueTask
	clEnqueueUnMapMemObject := zzIn[zzI].clEnqueueUnMapMemObject
	zzOut[zzI] += clEnqueueUnMapMemObject
	clEnqueueWriteBuffer := zzIn[zzI].clEnqueueWriteBuffer
	zzOut[zzI] += clEnqueueWriteBuffer
	clEnqueueWriteBufferRect := zzIn[zzI].clEnqueueWriteBufferRect
	zzOut[zzI] += clEnqueueWriteBufferRect
	clMapBuffer := zzIn[zzI].clMapBuffer
	zzOut[zzI] += clMapBuffer
	cl_addressing := zzIn[zzI].cl_addressing
	zzOut[zzI] += cl_addressing
	cl_amd_media_ops := zzIn[zzI].cl_amd_media_ops
	zzOut[zzI] += cl_amd_media_ops
	cl_amd_media_ops2 := zzIn[zzI].cl_amd_media_ops2
	zzOut[zzI] += cl_amd_media_ops2
	cl_arm_integer_dot_product_accumulate_int16 := zzIn[zzI].cl_arm_integer_dot_product_accumulate_int16
	zzOut[zzI] += cl_arm_integer_dot_product_accumulate_int16
	cl_arm_integer_dot_product_accumulate_int8 := zzIn[zzI].cl_arm_integer_dot_product_accumulate_int8
	zzOut[zzI] += cl_arm_integer_dot_product_accumulate_int8
	cl_arm_integer_dot_product_accumulate_saturate_int8 := zzIn[zzI].cl_arm_integer_dot_product_accumulate_saturate_int8
	zzOut[zzI] += cl_arm_integer_dot_product_accumulate_saturate_int8
	cl_arm_integer_dot_product_int8 := zzIn[zzI].cl_arm_integer_dot_product_int8
	zzOut[zzI] += cl_arm_integer_dot_product_int8
	cl_channel_order := zzIn[zzI].cl_channel_order
	zzOut[zzI] += cl_channel_order
	cl_channel_type := zzIn[zzI].cl_channel_type
	zzOut[zzI] += cl_channel_type
	cl_command_buffer_khr := zzIn[zzI].cl_command_buffer_khr
	zzOut[zzI] += cl_command_buffer_khr
	cl_command_queue := zzIn[zzI].cl_command_queue
	zzOut[zzI] += cl_command_queue
	cl_command_type := zzIn[zzI].cl_command_type
	zzOut[zzI] += cl_command_type
	cl_device_id := zzIn[zzI].cl_device_id
	zzOut[zzI] += cl_device_id
	cl_event := zzIn[zzI].cl_event
	zzOut[zzI] += cl_event
	cl_ext_float_atomics := zzIn[zzI].cl_ext_float_atomics
	zzOut[zzI] += cl_ext_float_atomics
	cl_int := zzIn[zzI].cl_int
	zzOut[zzI] += cl_int
	cl_intel_device_side_avc_motion_estimation := zzIn[zzI].cl_intel_device_side_avc_motion_estimation
	zzOut[zzI] += cl_intel_device_side_avc_motion_estimation
	cl_intel_planar_yuv := zzIn[zzI].cl_intel_planar_yuv
	zzOut[zzI] += cl_intel_planar_yuv
	cl_intel_subgroups_short := zzIn[zzI].cl_intel_subgroups_short
	zzOut[zzI] += cl_intel_subgroups_short
	cl_kernel := zzIn[zzI].cl_kernel
	zzOut[zzI] += cl_kernel
	cl_khr_3d_image_writes := zzIn[zzI].cl_khr_3d_image_writes
	zzOut[zzI] += cl_khr_3d_image_writes
	cl_khr_byte_addressable_store := zzIn[zzI].cl_khr_byte_addressable_store
	zzOut[zzI] += cl_khr_byte_addressable_store
	cl_khr_depth_images := zzIn[zzI].cl_khr_depth_images
	zzOut[zzI] += cl_khr_depth_images
	cl_khr_extended_bit_ops := zzIn[zzI].cl_khr_extended_bit_ops
	zzOut[zzI] += cl_khr_extended_bit_ops
	cl_khr_gl_msaa_sharing := zzIn[zzI].cl_khr_gl_msaa_sharing
	zzOut[zzI] += cl_khr_gl_msaa_sharing
	cl_khr_global_int32_extended_atomics := zzIn[zzI].cl_khr_global_int32_extended_atomics
	zzOut[zzI] += cl_khr_global_int32_extended_atomics
	cl_khr_int64 := zzIn[zzI].cl_khr_int64
	zzOut[zzI] += cl_khr_int64
	cl_khr_int64_extended_atomics := zzIn[zzI].cl_khr_int64_extended_atomics
	zzOut[zzI] += cl_khr_int64_extended_atomics
	cl_khr_integer_dot_product := zzIn[zzI].cl_khr_integer_dot_product
	zzOut[zzI] += cl_khr_integer_dot_product
	cl_khr_local_int32_base_atomics := zzIn[zzI].cl_khr_local_int32_base_atomics
	zzOut[zzI] += cl_khr_local_int32_base_atomics
	cl_khr_local_int32_extended_atomics := zzIn[zzI].cl_khr_local_int32_extended_atomics
	zzOut[zzI] += cl_khr_local_int32_extended_atomics
	cl_khr_mipmap_image := zzIn[zzI].cl_khr_mipmap_image
	zzOut[zzI] += cl_khr_mipmap_image
	cl_khr_mipmap_image_writes := zzIn[zzI].cl_khr_mipmap_image_writes
	zzOut[zzI] += cl_khr_mipmap_image_writes
	cl_khr_subgroup_ballot := zzIn[zzI].cl_khr_subgroup_ballot
	zzOut[zzI] += cl_khr_subgroup_ballot
	cl_khr_subgroup_clustered_reduce := zzIn[zzI].cl_khr_subgroup_clustered_reduce
	zzOut[zzI] += cl_khr_subgroup_clustered_reduce
	cl_khr_subgroup_extended_types := zzIn[zzI].cl_khr_subgroup_extended_types
	zzOut[zzI] += cl_khr_subgroup_extended_types
	cl_khr_subgroup_non_uniform_arithmetic := zzIn[zzI].cl_khr_subgroup_non_uniform_arithmetic
	zzOut[zzI] += cl_khr_subgroup_non_uniform_arithmetic
	cl_khr_subgroup_non_uniform_vote := zzIn[zzI].cl_khr_subgroup_non_uniform_vote
	zzOut[zzI] += cl_khr_subgroup_non_uniform_vote
	cl_khr_subgroup_rotate := zzIn[zzI].cl_khr_subgroup_rotate
	zzOut[zzI] += cl_khr_subgroup_rotate
	cl_khr_subgroup_shuffle := zzIn[zzI].cl_khr_subgroup_shuffle
	zzOut[zzI] += cl_khr_subgroup_shuffle
	cl_khr_subgroup_shuffle_relative := zzIn[zzI].cl_khr_subgroup_shuffle_relative
	zzOut[zzI] += cl_khr_subgroup_shuffle_relative
	cl_map_flags := zzIn[zzI].cl_map_flags
	zzOut[zzI] += cl_map_flags
	cl_mem := zzIn[zzI].cl_mem
	zzOut[zzI] += cl_mem
	cl_program := zzIn[zzI].cl_program
	zzOut[zzI] += cl_program
	cl_sampler_info := zzIn[zzI].cl_sampler_info
	zzOut[zzI] += cl_sampler_info
	cl_sync_point_khr := zzIn[zzI].cl_sync_point_khr
	zzOut[zzI] += cl_sync_point_khr
	cl_uint := zzIn[zzI].cl_uint
	zzOut[zzI] += cl_uint
	cl_uint4 := zzIn[zzI].cl_uint4
	zzOut[zzI] += cl_uint4
	clang := zzIn[zzI].clang
	zzOut[zzI] += clang
	clashes := zzIn[zzI].clashes
	zzOut[zzI] += clashes
	closest := zzIn[zzI].closest
	zzOut[zzI] += closest
	clustersize := zzIn[zzI].clustersize
	zzOut[zzI] += clustersize
	cmp := zzIn[zzI].cmp
	zzOut[zzI] += cmp
	code := zzIn[zzI].code
	zzOut[zzI] += code
	collected := zzIn[zzI].collected
	zzOut[zzI] += collected
	color := zzIn[zzI].color
	zzOut[zzI] += color
	combination := zzIn[zzI].combination
	zzOut[zzI] += combination
	command := zzIn[zzI].command
	zzOut[zzI] += command
	commands := zzIn[zzI].commands
	zzOut[zzI] += commands
	committed := zzIn[zzI].committed
	zzOut[zzI] += committed
	compare := zzIn[zzI].compare
	zzOut[zzI] += compare
	compatible := zzIn[zzI].compatible
	zzOut[zzI] += compatible
	compilation := zzIn[zzI].compilation
	zzOut[zzI] += compilation
	compiled := zzIn[zzI].compiled
	zzOut[zzI] += compiled
	compiler := zzIn[zzI].compiler
	zzOut[zzI] += compiler
	compiling := zzIn[zzI].compiling
	zzOut[zzI] += compiling
	complete := zzIn[zzI].complete
	zzOut[zzI] += complete
	component := zzIn[zzI].component
	zzOut[zzI] += component
	components := zzIn[zzI].components
	zzOut[zzI] += components
	computation := zzIn[zzI].computation
	zzOut[zzI] += computation
	computed := zzIn[zzI].computed
	zzOut[zzI] += computed
	computes := zzIn[zzI].computes
	zzOut[zzI] += computes
	conditional := zzIn[zzI].conditional
	zzOut[zzI] += conditional
	conditions := zzIn[zzI].conditions
	zzOut[zzI] += conditions
	config := zzIn[zzI].config
	zzOut[zzI] += config
	considered := zzIn[zzI].considered
	zzOut[zzI] += considered
	constants := zzIn[zzI].constants
	zzOut[zzI] += constants
	construct := zzIn[zzI].construct
	zzOut[zzI] += construct
	context := zzIn[zzI].context
	zzOut[zzI] += context
	control := zzIn[zzI].control
	zzOut[zzI] += control
	convention := zzIn[zzI].convention
	zzOut[zzI] += convention
	convergent := zzIn[zzI].convergent
	zzOut[zzI] += convergent
	conversion := zzIn[zzI].conversion
	zzOut[zzI] += conversion
	conversions := zzIn[zzI].conversions
	zzOut[zzI] += conversions
	convert := zzIn[zzI].convert
	zzOut[zzI] += convert
	convert_char := zzIn[zzI].convert_char
	zzOut[zzI] += convert_char
	convert_char16 := zzIn[zzI].convert_char16
	zzOut[zzI] += convert_char16
	convert_char16_rte := zzIn[zzI].convert_char16_rte
	zzOut[zzI] += convert_char16_rte
	convert_char16_rtn := zzIn[zzI].convert_char16_rtn
	zzOut[zzI] += convert_char16_rtn
	convert_char16_rtp := zzIn[zzI].convert_char16_rtp
	zzOut[zzI] += convert_char16_rtp
	convert_char16_rtz := zzIn[zzI].convert_char16_rtz
	zzOut[zzI] += convert_char16_rtz
	convert_char16_sat := zzIn[zzI].convert_char16_sat
	zzOut[zzI] += convert_char16_sat
	convert_char16_sat_rte := zzIn[zzI].convert_char16_sat_rte
	zzOut[zzI] += convert_char16_sat_rte
	convert_char16_sat_rtn := zzIn[zzI].convert_char16_sat_rtn
	zzOut[zzI] += convert_char16_sat_rtn
	convert_char16_sat_rtp := zzIn[zzI].convert_char16_sat_rtp
	zzOut[zzI] += convert_char16_sat_rtp
	convert_char16_sat_rtz := zzIn[zzI].convert_char16_sat_rtz
	zzOut[zzI] += convert_char16_sat_rtz
	convert_char2 := zzIn[zzI].convert_char2
	zzOut[zzI] += convert_char2
	convert_char2_rte := zzIn[zzI].convert_char2_rte
	zzOut[zzI] += convert_char2_rte
	convert_char2_rtn := zzIn[zzI].convert_char2_rtn
	zzOut[zzI] += convert_char2_rtn
	convert_char2_rtp := zzIn[zzI].convert_char2_rtp
	zzOut[zzI] += convert_char2_rtp
	convert_char2_rtz := zzIn[zzI].convert_char2_rtz
	zzOut[zzI] += convert_char2_rtz
	convert_char2_sat := zzIn[zzI].convert_char2_sat
	zzOut[zzI] += convert_char2_sat
	convert_char2_sat_rte := zzIn[zzI].convert_char2_sat_rte
	zzOut[zzI] += convert_char2_sat_rte
	convert_char2_sat_rtn := zzIn[zzI].convert_char2_sat_rtn
	zzOut[zzI] += convert_char2_sat_rtn
	convert_char2_sat_rtp := zzIn[zzI].convert_char2_sat_rtp
	zzOut[zzI] += convert_char2_sat_rtp
	convert_char2_sat_rtz := zzIn[zzI].convert_char2_sat_rtz
	zzOut[zzI] += convert_char2_sat_rtz
	convert_char3 := zzIn[zzI].convert_char3
	zzOut[zzI] += convert_char3
	convert_char3_rte := zzIn[zzI].convert_char3_rte
	zzOut[zzI] += convert_char3_rte
	convert_char3_rtn := zzIn[zzI].convert_char3_rtn
	zzOut[zzI] += convert_char3_rtn
	convert_char3_rtp := zzIn[zzI].convert_char3_rtp
	zzOut[zzI] += convert_char3_rtp
	convert_char3_rtz := zzIn[zzI].convert_char3_rtz
	zzOut[zzI] += convert_char3_rtz
	convert_char3_sat := zzIn[zzI].convert_char3_sat
	zzOut[zzI] += convert_char3_sat
	convert_char3_sat_rte := zzIn[zzI].convert_char3_sat_rte
	zzOut[zzI] += convert_char3_sat_rte
	convert_char3_sat_rtn := zzIn[zzI].convert_char3_sat_rtn
	zzOut[zzI] += convert_char3_sat_rtn
	convert_char3_sat_rtp := zzIn[zzI].convert_char3_sat_rtp
	zzOut[zzI] += convert_char3_sat_rtp
	convert_char3_sat_rtz := zzIn[zzI].convert_char3_sat_rtz
	zzOut[zzI] += convert_char3_sat_rtz
	convert_char4 := zzIn[zzI].convert_char4
	zzOut[zzI] += convert_char4
	convert_char4_rte := zzIn[zzI].convert_char4_rte
	zzOut[zzI] += convert_char4_rte
	convert_char4_rtn := zzIn[zzI].convert_char4_rtn
	zzOut[zzI] += convert_char4_rtn
	convert_char4_rtp := zzIn[zzI].convert_char4_rtp
	zzOut[zzI] += convert_char4_rtp
	convert_char4_rtz := zzIn[zzI].convert_char4_rtz
	zzOut[zzI] += convert_char4_rtz
	convert_char4_sat := zzIn[zzI].convert_char4_sat
	zzOut[zzI] += convert_char4_sat
	convert_char4_sat_rte := zzIn[zzI].convert_char4_sat_rte
	zzOut[zzI] += convert_char4_sat_rte
	convert_char4_sat_rtn := zzIn[zzI].convert_char4_sat_rtn
	zzOut[zzI] += convert_char4_sat_rtn
	convert_char4_sat_rtp := zzIn[zzI].convert_char4_sat_rtp
	zzOut[zzI] += convert_char4_sat_rtp
	convert_char4_sat_rtz := zzIn[zzI].convert_char4_sat_rtz
	zzOut[zzI] += convert_char4_sat_rtz
	convert_char8 := zzIn[zzI].convert_char8
	zzOut[zzI] += convert_char8
	convert_char8_rte := zzIn[zzI].convert_char8_rte
	zzOut[zzI] += convert_char8_rte
	convert_char8_rtn := zzIn[zzI].convert_char8_rtn
	zzOut[zzI] += convert_char8_rtn
	convert_char8_rtp := zzIn[zzI].convert_char8_rtp
	zzOut[zzI] += convert_char8_rtp
	convert_char8_rtz := zzIn[zzI].convert_char8_rtz
	zzOut[zzI] += convert_char8_rtz
	convert_char8_sat := zzIn[zzI].convert_char8_sat
	zzOut[zzI] += convert_char8_sat
	convert_char8_sat_rte := zzIn[zzI].convert_char8_sat_rte
	zzOut[zzI] += convert_char8_sat_rte
	convert_char8_sat_rtn := zzIn[zzI].convert_char8_sat_rtn
	zzOut[zzI] += convert_char8_sat_rtn
	convert_char8_sat_rtp := zzIn[zzI].convert_char8_sat_rtp
	zzOut[zzI] += convert_char8_sat_rtp
	convert_char8_sat_rtz := zzIn[zzI].convert_char8_sat_rtz
	zzOut[zzI] += convert_char8_sat_rtz
	convert_char_rte := zzIn[zzI].convert_char_rte
	zzOut[zzI] += convert_char_rte
	convert_char_rtn := zzIn[zzI].convert_char_rtn
	zzOut[zzI] += convert_char_rtn
	convert_char_rtp := zzIn[zzI].convert_char_rtp
	zzOut[zzI] += convert_char_rtp
	convert_char_rtz := zzIn[zzI].convert_char_rtz
	zzOut[zzI] += convert_char_rtz
	convert_char_sat := zzIn[zzI].convert_char_sat
	zzOut[zzI] += convert_char_sat
	convert_char_sat_rte := zzIn[zzI].convert_char_sat_rte
	zzOut[zzI] += convert_char_sat_rte
	convert_char_sat_rtn := zzIn[zzI].convert_char_sat_rtn
	zzOut[zzI] += convert_char_sat_rtn
	convert_char_sat_rtp := zzIn[zzI].convert_char_sat_rtp
	zzOut[zzI] += convert_char_sat_rtp
	convert_char_sat_rtz := zzIn[zzI].convert_char_sat_rtz
	zzOut[zzI] += convert_char_sat_rtz
	convert_double := zzIn[zzI].convert_double
	zzOut[zzI] += convert_double
	convert_double16 := zzIn[zzI].convert_double16
	zzOut[zzI] += convert_double16
	convert_double16_rte := zzIn[zzI].convert_double16_rte
	zzOut[zzI] += convert_double16_rte
	convert_double16_rtn := zzIn[zzI].convert_double16_rtn
	zzOut[zzI] += convert_double16_rtn
	convert_double16_rtp := zzIn[zzI].convert_double16_rtp
	zzOut[zzI] += convert_double16_rtp
	convert_double16_rtz := zzIn[zzI].convert_double16_rtz
	zzOut[zzI] += convert_double16_rtz
	convert_double16_sat := zzIn[zzI].convert_double16_sat
	zzOut[zzI] += convert_double16_sat
	convert_double16_sat_rte := zzIn[zzI].convert_double16_sat_rte
	zzOut[zzI] += convert_double16_sat_rte
	convert_double16_sat_rtn := zzIn[zzI].convert_double16_sat_rtn
	zzOut[zzI] += convert_double16_sat_rtn
	convert_double16_sat_rtp := zzIn[zzI].convert_double16_sat_rtp
	zzOut[zzI] += convert_double16_sat_rtp
	convert_double16_sat_rtz := zzIn[zzI].convert_double16_sat_rtz
	zzOut[zzI] += convert_double16_sat_rtz
	convert_double2 := zzIn[zzI].convert_double2
	zzOut[zzI] += convert_double2
	convert_double2_rte := zzIn[zzI].convert_double2_rte
	zzOut[zzI] += convert_double2_rte
	convert_double2_rtn := zzIn[zzI].convert_double2_rtn
	zzOut[zzI] += convert_double2_rtn
	convert_double2_rtp := zzIn[zzI].convert_double2_rtp
	zzOut[zzI] += convert_double2_rtp
	convert_double2_rtz := zzIn[zzI].convert_double2_rtz
	zzOut[zzI] += convert_double2_rtz
	convert_double2_sat := zzIn[zzI].convert_double2_sat
	zzOut[zzI] += convert_double2_sat
	convert_double2_sat_rte := zzIn[zzI].convert_double2_sat_rte
	zzOut[zzI] += convert_double2_sat_rte
	convert_double2_sat_rtn := zzIn[zzI].convert_double2_sat_rtn
	zzOut[zzI] += convert_double2_sat_rtn
	convert_double2_sat_rtp := zzIn[zzI].convert_double2_sat_rtp
	zzOut[zzI] += convert_double2_sat_rtp
	convert_double2_sat_rtz := zzIn[zzI].convert_double2_sat_rtz
	zzOut[zzI] += convert_double2_sat_rtz
	convert_double3 := zzIn[zzI].convert_double3
	zzOut[zzI] += convert_double3
	convert_double3_rte := zzIn[zzI].convert_double3_rte
	zzOut[zzI] += convert_double3_rte
	convert_double3_rtn := zzIn[zzI].convert_double3_rtn
	zzOut[zzI] += convert_double3_rtn
	convert_double3_rtp := zzIn[zzI].convert_double3_rtp
	zzOut[zzI] += convert_double3_rtp
	convert_double3_rtz := zzIn[zzI].convert_double3_rtz
	zzOut[zzI] += convert_double3_rtz
	convert_double3_sat := zzIn[zzI].convert_double3_sat
	zzOut[zzI] += convert_double3_sat
	convert_double3_sat_rte := zzIn[zzI].convert_double3_sat_rte
	zzOut[zzI] += convert_double3_sat_rte
	convert_double3_sat_rtn := zzIn[zzI].convert_double3_sat_rtn
	zzOut[zzI] += convert_double3_sat_rtn
	convert_double3_sat_rtp := zzIn[zzI].convert_double3_sat_rtp
	zzOut[zzI] += convert_double3_sat_rtp
	convert_double3_sat_rtz := zzIn[zzI].convert_double3_sat_rtz
	zzOut[zzI] += convert_double3_sat_rtz
	convert_double4 := zzIn[zzI].convert_double4
	zzOut[zzI] += convert_double4
	convert_double4_rte := zzIn[zzI].convert_double4_rte
	zzOut[zzI] += convert_double4_rte
	convert_double4_rtn := zzIn[zzI].convert_double4_rtn
	zzOut[zzI] += convert_double4_rtn
	convert_double4_rtp := zzIn[zzI].convert_double4_rtp
	zzOut[zzI] += convert_double4_rtp
	convert_double4_rtz := zzIn[zzI].convert_double4_rtz
	zzOut[zzI] += convert_double4_rtz
	convert_double4_sat := zzIn[zzI].convert_double4_sat
	zzOut[zzI] += convert_double4_sat
	convert_double4_sat_rte := zzIn[zzI].convert_double4_sat_rte
	zzOut[zzI] += convert_double4_sat_rte
	convert_double4_sat_rtn := zzIn[zzI].convert_double4_sat_rtn
	zzOut[zzI] += convert_double4_sat_rtn
	convert_double4_sat_rtp := zzIn[zzI].convert_double4_sat_rtp
	zzOut[zzI] += convert_double4_sat_rtp
	convert_double4_sat_rtz := zzIn[zzI].convert_double4_sat_rtz
	zzOut[zzI] += convert_double4_sat_rtz
	convert_double8 := zzIn[zzI].convert_double8
	zzOut[zzI] += convert_double8
	convert_double8_rte := zzIn[zzI].convert_double8_rte
	zzOut[zzI] += convert_double8_rte
	convert_double8_rtn := zzIn[zzI].convert_double8_rtn
	zzOut[zzI] += convert_double8_rtn
	convert_double8_rtp := zzIn[zzI].convert_double8_rtp
	zzOut[zzI] += convert_double8_rtp
	convert_double8_rtz := zzIn[zzI].convert_double8_rtz
	zzOut[zzI] += convert_double8_rtz
	convert_double8_sat := zzIn[zzI].convert_double8_sat
	zzOut[zzI] += convert_double8_sat
	convert_double8_sat_rte := zzIn[zzI].convert_double8_sat_rte
	zzOut[zzI] += convert_double8_sat_rte
	convert_double8_sat_rtn := zzIn[zzI].convert_double8_sat_rtn
	zzOut[zzI] += convert_double8_sat_rtn
	convert_double8_sat_rtp := zzIn[zzI].convert_double8_sat_rtp
	zzOut[zzI] += convert_double8_sat_rtp
	convert_double8_sat_rtz := zzIn[zzI].convert_double8_sat_rtz
	zzOut[zzI] += convert_double8_sat_rtz
	convert_double_rte := zzIn[zzI].convert_double_rte
	zzOut[zzI] += convert_double_rte
	convert_double_rtn := zzIn[zzI].convert_double_rtn
	zzOut[zzI] += convert_double_rtn
	convert_double_rtp := zzIn[zzI].convert_double_rtp
	zzOut[zzI] += convert_double_rtp
	convert_double_rtz := zzIn[zzI].convert_double_rtz
	zzOut[zzI] += convert_double_rtz
	convert_double_sat := zzIn[zzI].convert_double_sat
	zzOut[zzI] += convert_double_sat
	convert_double_sat_rte := zzIn[zzI].convert_double_sat_rte
	zzOut[zzI] += convert_double_sat_rte
	convert_double_sat_rtn := zzIn[zzI].convert_double_sat_rtn
	zzOut[zzI] += convert_double_sat_rtn
	convert_double_sat_rtp := zzIn[zzI].convert_double_sat_rtp
	zzOut[zzI] += convert_double_sat_rtp
	convert_double_sat_rtz := zzIn[zzI].convert_double_sat_rtz
	zzOut[zzI] += convert_double_sat_rtz
	convert_float := zzIn[zzI].convert_float
	zzOut[zzI] += convert_float
	convert_float16 := zzIn[zzI].convert_float16
	zzOut[zzI] += convert_float16
	convert_float16_rte := zzIn[zzI].convert_float16_rte
	zzOut[zzI] += convert_float16_rte
	convert_float16_rtn := zzIn[zzI].convert_float16_rtn
	zzOut[zzI] += convert_float16_rtn
	convert_float16_rtp := zzIn[zzI].convert_float16_rtp
	zzOut[zzI] += convert_float16_rtp
	convert_float16_rtz := zzIn[zzI].convert_float16_rtz
	zzOut[zzI] += convert_float16_rtz
	convert_float16_sat := zzIn[zzI].convert_float16_sat
	zzOut[zzI] += convert_float16_sat
	convert_float16_sat_rte := zzIn[zzI].convert_float16_sat_rte
	zzOut[zzI] += convert_float16_sat_rte
	convert_float16_sat_rtn := zzIn[zzI].convert_float16_sat_rtn
	zzOut[zzI] += convert_float16_sat_rtn
	convert_float16_sat_rtp := zzIn[zzI].convert_float16_sat_rtp
	zzOut[zzI] += convert_float16_sat_rtp
	convert_float16_sat_rtz := zzIn[zzI].convert_float16_sat_rtz
	zzOut[zzI] += convert_float16_sat_rtz
	convert_float2 := zzIn[zzI].convert_float2
	zzOut[zzI] += convert_float2
	convert_float2_rte := zzIn[zzI].convert_float2_rte
	zzOut[zzI] += convert_float2_rte
	convert_float2_rtn := zzIn[zzI].convert_float2_rtn
	zzOut[zzI] += convert_float2_rtn
	convert_float2_rtp := zzIn[zzI].convert_float2_rtp
	zzOut[zzI] += convert_float2_rtp
	convert_float2_rtz := zzIn[zzI].convert_float2_rtz
	zzOut[zzI] += convert_float2_rtz
	convert_float2_sat := zzIn[zzI].convert_float2_sat
	zzOut[zzI] += convert_float2_sat
	convert_float2_sat_rte := zzIn[zzI].convert_float2_sat_rte
	zzOut[zzI] += convert_float2_sat_rte
	convert_float2_sat_rtn := zzIn[zzI].convert_float2_sat_rtn
	zzOut[zzI] += convert_float2_sat_rtn
	convert_float2_sat_rtp := zzIn[zzI].convert_float2_sat_rtp
	zzOut[zzI] += convert_float2_sat_rtp
	convert_float2_sat_rtz := zzIn[zzI].convert_float2_sat_rtz
	zzOut[zzI] += convert_float2_sat_rtz
	convert_float3 := zzIn[zzI].convert_float3
	zzOut[zzI] += convert_float3
	convert_float3_rte := zzIn[zzI].convert_float3_rte
	zzOut[zzI] += convert_float3_rte
	convert_float3_rtn := zzIn[zzI].convert_float3_rtn
	zzOut[zzI] += convert_float3_rtn
	convert_float3_rtp := zzIn[zzI].convert_float3_rtp
	zzOut[zzI] += convert_float3_rtp
	convert_float3_rtz := zzIn[zzI].convert_float3_rtz
	zzOut[zzI] += convert_float3_rtz
	convert_float3_sat := zzIn[zzI].convert_float3_sat
	zzOut[zzI] += convert_float3_sat
	convert_float3_sat_rte := zzIn[zzI].convert_float3_sat_rte
	zzOut[zzI] += convert_float3_sat_rte
	convert_float3_sat_rtn := zzIn[zzI].convert_float3_sat_rtn
	zzOut[zzI] += convert_float3_sat_rtn
	convert_float3_sat_rtp := zzIn[zzI].convert_float3_sat_rtp
	zzOut[zzI] += convert_float3_sat_rtp
	convert_float3_sat_rtz := zzIn[zzI].convert_float3_sat_rtz
	zzOut[zzI] += convert_float3_sat_rtz
	convert_float4 := zzIn[zzI].convert_float4
	zzOut[zzI] += convert_float4
	convert_float4_rtn := zzIn[zzI].convert_float4_rtn
	zzOut[zzI] += convert_float4_rtn
	convert_float4_rtp := zzIn[zzI].convert_float4_rtp
	zzOut[zzI] += convert_float4_rtp
	convert_float4_rtz := zzIn[zzI].convert_float4_rtz
	zzOut[zzI] += convert_float4_rtz
	convert_float4_sat := zzIn[zzI].convert_float4_sat
	zzOut[zzI] += convert_float4_sat
	convert_float4_sat_rte := zzIn[zzI].convert_float4_sat_rte
	zzOut[zzI] += convert_float4_sat_rte
	convert_float4_sat_rtn := zzIn[zzI].convert_float4_sat_rtn
	zzOut[zzI] += convert_float4_sat_rtn
	convert_float4_sat_rtp := zzIn[zzI].convert_float4_sat_rtp
	zzOut[zzI] += convert_float4_sat_rtp
	convert_float4_sat_rtz := zzIn[zzI].convert_float4_sat_rtz
	zzOut[zzI] += convert_float4_sat_rtz
	convert_float8 := zzIn[zzI].convert_float8
	zzOut[zzI] += convert_float8
	convert_float8_rte := zzIn[zzI].convert_float8_rte
	zzOut[zzI] += convert_float8_rte
	convert_float8_rtn := zzIn[zzI].convert_float8_rtn
	zzOut[zzI] += convert_float8_rtn
	convert_float8_rtp := zzIn[zzI].convert_float8_rtp
	zzOut[zzI] += convert_float8_rtp
	convert_float8_rtz := zzIn[zzI].convert_float8_rtz
	zzOut[zzI] += convert_float8_rtz
	convert_float8_sat := zzIn[zzI].convert_float8_sat
	zzOut[zzI] += convert_float8_sat
	convert_float8_sat_rte := zzIn[zzI].convert_float8_sat_rte
	zzOut[zzI] += convert_float8_sat_rte
	convert_float8_sat_rtn := zzIn[zzI].convert_float8_sat_rtn
	zzOut[zzI] += convert_float8_sat_rtn
	convert_float8_sat_rtp := zzIn[zzI].convert_float8_sat_rtp
	zzOut[zzI] += convert_float8_sat_rtp
	convert_float8_sat_rtz := zzIn[zzI].convert_float8_sat_rtz
	zzOut[zzI] += convert_float8_sat_rtz
	convert_float_rte := zzIn[zzI].convert_float_rte
	zzOut[zzI] += convert_float_rte
	convert_float_rtn := zzIn[zzI].convert_float_rtn
	zzOut[zzI] += convert_float_rtn
	convert_float_rtp := zzIn[zzI].convert_float_rtp
	zzOut[zzI] += convert_float_rtp
	convert_float_rtz := zzIn[zzI].convert_float_rtz
	zzOut[zzI] += convert_float_rtz
	convert_float_sat := zzIn[zzI].convert_float_sat
	zzOut[zzI] += convert_float_sat
	convert_float_sat_rte := zzIn[zzI].convert_float_sat_rte
	zzOut[zzI] += convert_float_sat_rte
	convert_float_sat_rtn := zzIn[zzI].convert_float_sat_rtn
	zzOut[zzI] += convert_float_sat_rtn
	convert_float_sat_rtp := zzIn[zzI].convert_float_sat_rtp
	zzOut[zzI] += convert_float_sat_rtp
	convert_float_sat_rtz := zzIn[zzI].convert_float_sat_rtz
	zzOut[zzI] += convert_float_sat_rtz
	convert_half := zzIn[zzI].convert_half
	zzOut[zzI] += convert_half
	convert_half16 := zzIn[zzI].convert_half16
	zzOut[zzI] += convert_half16
	convert_half16_rte := zzIn[zzI].convert_half16_rte
	zzOut[zzI] += convert_half16_rte
	convert_half16_rtn := zzIn[zzI].convert_half16_rtn
	zzOut[zzI] += convert_half16_rtn
	convert_half16_rtp := zzIn[zzI].convert_half16_rtp
	zzOut[zzI] += convert_half16_rtp
	convert_half16_rtz := zzIn[zzI].convert_half16_rtz
	zzOut[zzI] += convert_half16_rtz
	convert_half2 := zzIn[zzI].convert_half2
	zzOut[zzI] += convert_half2
	convert_half2_rte := zzIn[zzI].convert_half2_rte
	zzOut[zzI] += convert_half2_rte
	convert_half2_rtn := zzIn[zzI].convert_half2_rtn
	zzOut[zzI] += convert_half2_rtn
	convert_half2_rtp := zzIn[zzI].convert_half2_rtp
	zzOut[zzI] += convert_half2_rtp
	convert_half2_rtz := zzIn[zzI].convert_half2_rtz
	zzOut[zzI] += convert_half2_rtz
	convert_half3 := zzIn[zzI].convert_half3
	zzOut[zzI] += convert_half3
	convert_half3_rte := zzIn[zzI].convert_half3_rte
	zzOut[zzI] += convert_half3_rte
	convert_half3_rtn := zzIn[zzI].convert_half3_rtn
	zzOut[zzI] += convert_half3_rtn
	convert_half3_rtp := zzIn[zzI].convert_half3_rtp
	zzOut[zzI] += convert_half3_rtp
	convert_half3_rtz := zzIn[zzI].convert_half3_rtz
	zzOut[zzI] += convert_half3_rtz
	convert_half4 := zzIn[zzI].convert_half4
	zzOut[zzI] += convert_half4
	convert_half4_rte := zzIn[zzI].convert_half4_rte
	zzOut[zzI] += convert_half4_rte
	convert_half4_rtn := zzIn[zzI].convert_half4_rtn
	zzOut[zzI] += convert_half4_rtn
	convert_half4_rtp := zzIn[zzI].convert_half4_rtp
	zzOut[zzI] += convert_half4_rtp
	convert_half4_rtz := zzIn[zzI].convert_half4_rtz
	zzOut[zzI] += convert_half4_rtz
	convert_half8 := zzIn[zzI].convert_half8
	zzOut[zzI] += convert_half8
	convert_half8_rte := zzIn[zzI].convert_half8_rte
	zzOut[zzI] += convert_half8_rte
	convert_half8_rtn := zzIn[zzI].convert_half8_rtn
	zzOut[zzI] += convert_half8_rtn
	convert_half8_rtp := zzIn[zzI].convert_half8_rtp
	zzOut[zzI] += convert_half8_rtp
	convert_half8_rtz := zzIn[zzI].convert_half8_rtz
	zzOut[zzI] += convert_half8_rtz
	convert_half_rte := zzIn[zzI].convert_half_rte
	zzOut[zzI] += convert_half_rte
	convert_half_rtn := zzIn[zzI].convert_half_rtn
	zzOut[zzI] += convert_half_rtn
	convert_half_rtp := zzIn[zzI].convert_half_rtp
	zzOut[zzI] += convert_half_rtp
	convert_half_rtz := zzIn[zzI].convert_half_rtz
	zzOut[zzI] += convert_half_rtz
	convert_int16 := zzIn[zzI].convert_int16
	zzOut[zzI] += convert_int16
	convert_int16_rte := zzIn[zzI].convert_int16_rte
	zzOut[zzI] += convert_int16_rte
	convert_int16_rtn := zzIn[zzI].convert_int16_rtn
	zzOut[zzI] += convert_int16_rtn
	convert_int16_rtp := zzIn[zzI].convert_int16_rtp
	zzOut[zzI] += convert_int16_rtp
	convert_int16_rtz := zzIn[zzI].convert_int16_rtz
	zzOut[zzI] += convert_int16_rtz
	convert_int16_sat := zzIn[zzI].convert_int16_sat
	zzOut[zzI] += convert_int16_sat
	convert_int16_sat_rte := zzIn[zzI].convert_int16_sat_rte
	zzOut[zzI] += convert_int16_sat_rte
	convert_int16_sat_rtn := zzIn[zzI].convert_int16_sat_rtn
	zzOut[zzI] += convert_int16_sat_rtn
	convert_int16_sat_rtp := zzIn[zzI].convert_int16_sat_rtp
	zzOut[zzI] += convert_int16_sat_rtp
	convert_int16_sat_rtz := zzIn[zzI].convert_int16_sat_rtz
	zzOut[zzI] += convert_int16_sat_rtz
	convert_int2 := zzIn[zzI].convert_int2
	zzOut[zzI] += convert_int2
	convert_int2_rte := zzIn[zzI].convert_int2_rte
	zzOut[zzI] += convert_int2_rte
	convert_int2_rtn := zzIn[zzI].convert_int2_rtn
	zzOut[zzI] += convert_int2_rtn
	convert_int2_rtp := zzIn[zzI].convert_int2_rtp
	zzOut[zzI] += convert_int2_rtp
	convert_int2_rtz := zzIn[zzI].convert_int2_rtz
	zzOut[zzI] += convert_int2_rtz
	convert_int2_sat := zzIn[zzI].convert_int2_sat
	zzOut[zzI] += convert_int2_sat
	convert_int2_sat_rte := zzIn[zzI].convert_int2_sat_rte
	zzOut[zzI] += convert_int2_sat_rte
	convert_int2_sat_rtn := zzIn[zzI].convert_int2_sat_rtn
	zzOut[zzI] += convert_int2_sat_rtn
	convert_int2_sat_rtp := zzIn[zzI].convert_int2_sat_rtp
	zzOut[zzI] += convert_int2_sat_rtp
	convert_int2_sat_rtz := zzIn[zzI].convert_int2_sat_rtz
	zzOut[zzI] += convert_int2_sat_rtz
	convert_int3 := zzIn[zzI].convert_int3
	zzOut[zzI] += convert_int3
	convert_int3_rte := zzIn[zzI].convert_int3_rte
	zzOut[zzI] += convert_int3_rte
	convert_int3_rtn := zzIn[zzI].convert_int3_rtn
	zzOut[zzI] += convert_int3_rtn
	convert_int3_rtp := zzIn[zzI].convert_int3_rtp
	zzOut[zzI] += convert_int3_rtp
	convert_int3_rtz := zzIn[zzI].convert_int3_rtz
	zzOut[zzI] += convert_int3_rtz
	convert_int3_sat := zzIn[zzI].convert_int3_sat
	zzOut[zzI] += convert_int3_sat
	convert_int3_sat_rte := zzIn[zzI].convert_int3_sat_rte
	zzOut[zzI] += convert_int3_sat_rte
	convert_int3_sat_rtn := zzIn[zzI].convert_int3_sat_rtn
	zzOut[zzI] += convert_int3_sat_rtn
	convert_int3_sat_rtp := zzIn[zzI].convert_int3_sat_rtp
	zzOut[zzI] += convert_int3_sat_rtp
	convert_int3_sat_rtz := zzIn[zzI].convert_int3_sat_rtz
	zzOut[zzI] += convert_int3_sat_rtz
	convert_int4 := zzIn[zzI].convert_int4
	zzOut[zzI] += convert_int4
	convert_int4_rte := zzIn[zzI].convert_int4_rte
	zzOut[zzI] += convert_int4_rte
	convert_int4_rtn := zzIn[zzI].convert_int4_rtn
	zzOut[zzI] += convert_int4_rtn
	convert_int4_rtp := zzIn[zzI].convert_int4_rtp
	zzOut[zzI] += convert_int4_rtp
	convert_int4_rtz := zzIn[zzI].convert_int4_rtz
	zzOut[zzI] += convert_int4_rtz
	convert_int4_sat := zzIn[zzI].convert_int4_sat
	zzOut[zzI] += convert_int4_sat
	convert_int4_sat_rte := zzIn[zzI].convert_int4_sat_rte
	zzOut[zzI] += convert_int4_sat_rte
	convert_int4_sat_rtn := zzIn[zzI].convert_int4_sat_rtn
	zzOut[zzI] += convert_int4_sat_rtn
	convert_int4_sat_rtp := zzIn[zzI].convert_int4_sat_rtp
	zzOut[zzI] += convert_int4_sat_rtp
	convert_int4_sat_rtz := zzIn[zzI].convert_int4_sat_rtz
	zzOut[zzI] += convert_int4_sat_rtz
	convert_int8 := zzIn[zzI].convert_int8
	zzOut[zzI] += convert_int8
	convert_int8_rte := zzIn[zzI].convert_int8_rte
	zzOut[zzI] += convert_int8_rte
	convert_int8_rtn := zzIn[zzI].convert_int8_rtn
	zzOut[zzI] += convert_int8_rtn
	convert_int8_rtp := zzIn[zzI].convert_int8_rtp
	zzOut[zzI] += convert_int8_rtp
	convert_int8_rtz := zzIn[zzI].convert_int8_rtz
	zzOut[zzI] += convert_int8_rtz
	convert_int8_sat := zzIn[zzI].convert_int8_sat
	zzOut[zzI] += convert_int8_sat
	convert_int8_sat_rte := zzIn[zzI].convert_int8_sat_rte
	zzOut[zzI] += convert_int8_sat_rte
	convert_int8_sat_rtn := zzIn[zzI].convert_int8_sat_rtn
	zzOut[zzI] += convert_int8_sat_rtn
	convert_int8_sat_rtp := zzIn[zzI].convert_int8_sat_rtp
	zzOut[zzI] += convert_int8_sat_rtp
	convert_int8_sat_rtz := zzIn[zzI].convert_int8_sat_rtz
	zzOut[zzI] += convert_int8_sat_rtz
	convert_int_rte := zzIn[zzI].convert_int_rte
	zzOut[zzI] += convert_int_rte
	convert_int_rtn := zzIn[zzI].convert_int_rtn
	zzOut[zzI] += convert_int_rtn
	convert_int_rtp := zzIn[zzI].convert_int_rtp
	zzOut[zzI] += convert_int_rtp
	convert_int_rtz := zzIn[zzI].convert_int_rtz
	zzOut[zzI] += convert_int_rtz
	convert_int_sat := zzIn[zzI].convert_int_sat
	zzOut[zzI] += convert_int_sat
	convert_int_sat_rte := zzIn[zzI].convert_int_sat_rte
	zzOut[zzI] += convert_int_sat_rte
	convert_int_sat_rtn := zzIn[zzI].convert_int_sat_rtn
	zzOut[zzI] += convert_int_sat_rtn
	convert_int_sat_rtp := zzIn[zzI].convert_int_sat_rtp
	zzOut[zzI] += convert_int_sat_rtp
	convert_int_sat_rtz := zzIn[zzI].convert_int_sat_rtz
	zzOut[zzI] += convert_int_sat_rtz
	convert_long := zzIn[zzI].convert_long
	zzOut[zzI] += convert_long
	convert_long16 := zzIn[zzI].convert_long16
	zzOut[zzI] += convert_long16
	convert_long16_rte := zzIn[zzI].convert_long16_rte
	zzOut[zzI] += convert_long16_rte
	convert_long16_rtn := zzIn[zzI].convert_long16_rtn
	zzOut[zzI] += convert_long16_rtn
	convert_long16_rtp := zzIn[zzI].convert_long16_rtp
	zzOut[zzI] += convert_long16_rtp
	convert_long16_rtz := zzIn[zzI].convert_long16_rtz
	zzOut[zzI] += convert_long16_rtz
	convert_long16_sat := zzIn[zzI].convert_long16_sat
	zzOut[zzI] += convert_long16_sat
	convert_long16_sat_rte := zzIn[zzI].convert_long16_sat_rte
	zzOut[zzI] += convert_long16_sat_rte
	convert_long16_sat_rtn := zzIn[zzI].convert_long16_sat_rtn
	zzOut[zzI] += convert_long16_sat_rtn
	convert_long16_sat_rtp := zzIn[zzI].convert_long16_sat_rtp
	zzOut[zzI] += convert_long16_sat_rtp
	convert_long16_sat_rtz := zzIn[zzI].convert_long16_sat_rtz
	zzOut[zzI] += convert_long16_sat_rtz
	convert_long2 := zzIn[zzI].convert_long2
	zzOut[zzI] += convert_long2
	convert_long2_rte := zzIn[zzI].convert_long2_rte
	zzOut[zzI] += convert_long2_rte
	convert_long2_rtn := zzIn[zzI].convert_long2_rtn
	zzOut[zzI] += convert_long2_rtn
	convert_long2_rtp := zzIn[zzI].convert_long2_rtp
	zzOut[zzI] += convert_long2_rtp
	convert_long2_rtz := zzIn[zzI].convert_long2_rtz
	zzOut[zzI] += convert_long2_rtz
	convert_long2_sat := zzIn[zzI].convert_long2_sat
	zzOut[zzI] += convert_long2_sat
	convert_long2_sat_rte := zzIn[zzI].convert_long2_sat_rte
	zzOut[zzI] += convert_long2_sat_rte
	convert_long2_sat_rtn := zzIn[zzI].convert_long2_sat_rtn
	zzOut[zzI] += convert_long2_sat_rtn
	convert_long2_sat_rtp := zzIn[zzI].convert_long2_sat_rtp
	zzOut[zzI] += convert_long2_sat_rtp
	convert_long2_sat_rtz := zzIn[zzI].convert_long2_sat_rtz
	zzOut[zzI] += convert_long2_sat_rtz
	convert_long3 := zzIn[zzI].convert_long3
	zzOut[zzI] += convert_long3
	convert_long3_rte := zzIn[zzI].convert_long3_rte
	zzOut[zzI] += convert_long3_rte
	convert_long3_rtn := zzIn[zzI].convert_long3_rtn
	zzOut[zzI] += convert_long3_rtn
	convert_long3_rtp := zzIn[zzI].convert_long3_rtp
	zzOut[zzI] += convert_long3_rtp
	convert_long3_rtz := zzIn[zzI].convert_long3_rtz
	zzOut[zzI] += convert_long3_rtz
	convert_long3_sat := zzIn[zzI].convert_long3_sat
	zzOut[zzI] += convert_long3_sat
	convert_long3_sat_rte := zzIn[zzI].convert_long3_sat_rte
	zzOut[zzI] += convert_long3_sat_rte
	convert_long3_sat_rtn := zzIn[zzI].convert_long3_sat_rtn
	zzOut[zzI] += convert_long3_sat_rtn
	convert_long3_sat_rtp := zzIn[zzI].convert_long3_sat_rtp
	zzOut[zzI] += convert_long3_sat_rtp
	convert_long3_sat_rtz := zzIn[zzI].convert_long3_sat_rtz
	zzOut[zzI] += convert_long3_sat_rtz
	convert_long4 := zzIn[zzI].convert_long4
	zzOut[zzI] += convert_long4
	convert_long4_rte := zzIn[zzI].convert_long4_rte
	zzOut[zzI] += convert_long4_rte
	convert_long4_rtn := zzIn[zzI].convert_long4_rtn
	zzOut[zzI] += convert_long4_rtn
	convert_long4_rtp := zzIn[zzI].convert_long4_rtp
	zzOut[zzI] += convert_long4_rtp
	convert_long4_rtz := zzIn[zzI].convert_long4_rtz
	zzOut[zzI] += convert_long4_rtz
	convert_long4_sat := zzIn[zzI].convert_long4_sat
	zzOut[zzI] += convert_long4_sat
	convert_long4_sat_rte := zzIn[zzI].convert_long4_sat_rte
	zzOut[zzI] += convert_long4_sat_rte
	convert_long4_sat_rtn := zzIn[zzI].convert_long4_sat_rtn
	zzOut[zzI] += convert_long4_sat_rtn
	convert_long4_sat_rtp := zzIn[zzI].convert_long4_sat_rtp
	zzOut[zzI] += convert_long4_sat_rtp
	convert_long4_sat_rtz := zzIn[zzI].convert_long4_sat_rtz
	zzOut[zzI] += convert_long4_sat_rtz
	convert_long8 := zzIn[zzI].convert_long8
	zzOut[zzI] += convert_long8
	convert_long8_rte := zzIn[zzI].convert_long8_rte
	zzOut[zzI] += convert_long8_rte
	convert_long8_rtn := zzIn[zzI].convert_long8_rtn
	zzOut[zzI] += convert_long8_rtn
	convert_long8_rtp := zzIn[zzI].convert_long8_rtp
	zzOut[zzI] += convert_long8_rtp
	convert_long8_rtz := zzIn[zzI].convert_long8_rtz
	zzOut[zzI] += convert_long8_rtz
	convert_long8_sat := zzIn[zzI].convert_long8_sat
	zzOut[zzI] += convert_long8_sat
	convert_long8_sat_rte := zzIn[zzI].convert_long8_sat_rte
	zzOut[zzI] += convert_long8_sat_rte
	convert_long8_sat_rtn := zzIn[zzI].convert_long8_sat_rtn
	zzOut[zzI] += convert_long8_sat_rtn
	convert_long8_sat_rtp := zzIn[zzI].convert_long8_sat_rtp
	zzOut[zzI] += convert_long8_sat_rtp
	convert_long8_sat_rtz := zzIn[zzI].convert_long8_sat_rtz
	zzOut[zzI] += convert_long8_sat_rtz
	convert_long_rte := zzIn[zzI].convert_long_rte
	zzOut[zzI] += convert_long_rte
	convert_long_rtn := zzIn[zzI].convert_long_rtn
	zzOut[zzI] += convert_long_rtn
	convert_long_rtp := zzIn[zzI].convert_long_rtp
	zzOut[zzI] += convert_long_rtp
	convert_long_rtz := zzIn[zzI].convert_long_rtz
	zzOut[zzI] += convert_long_rtz
	convert_long_sat := zzIn[zzI].convert_long_sat
	zzOut[zzI] += convert_long_sat
	convert_long_sat_rte := zzIn[zzI].convert_long_sat_rte
	zzOut[zzI] += convert_long_sat_rte
	convert_long_sat_rtn := zzIn[zzI].convert_long_sat_rtn
	zzOut[zzI] += convert_long_sat_rtn
	convert_long_sat_rtp := zzIn[zzI].convert_long_sat_rtp
	zzOut[zzI] += convert_long_sat_rtp
	convert_long_sat_rtz := zzIn[zzI].convert_long_sat_rtz
	zzOut[zzI] += convert_long_sat_rtz
	convert_short := zzIn[zzI].convert_short
	zzOut[zzI] += convert_short
	convert_short16 := zzIn[zzI].convert_short16
	zzOut[zzI] += convert_short16
	convert_short16_rte := zzIn[zzI].convert_short16_rte
	zzOut[zzI] += convert_short16_rte
	convert_short16_rtn := zzIn[zzI].convert_short16_rtn
	zzOut[zzI] += convert_short16_rtn
	convert_short16_rtp := zzIn[zzI].convert_short16_rtp
	zzOut[zzI] += convert_short16_rtp
	convert_short16_rtz := zzIn[zzI].convert_short16_rtz
	zzOut[zzI] += convert_short16_rtz
	convert_short16_sat := zzIn[zzI].convert_short16_sat
	zzOut[zzI] += convert_short16_sat
	convert_short16_sat_rte := zzIn[zzI].convert_short16_sat_rte
	zzOut[zzI] += convert_short16_sat_rte
	convert_short16_sat_rtn := zzIn[zzI].convert_short16_sat_rtn
	zzOut[zzI] += convert_short16_sat_rtn
	convert_short16_sat_rtp := zzIn[zzI].convert_short16_sat_rtp
	zzOut[zzI] += convert_short16_sat_rtp
	convert_short16_sat_rtz := zzIn[zzI].convert_short16_sat_rtz
	zzOut[zzI] += convert_short16_sat_rtz
	convert_short2 := zzIn[zzI].convert_short2
	zzOut[zzI] += convert_short2
	convert_short2_rte := zzIn[zzI].convert_short2_rte
	zzOut[zzI] += convert_short2_rte
	convert_short2_rtn := zzIn[zzI].convert_short2_rtn
	zzOut[zzI] += convert_short2_rtn
	convert_short2_rtp := zzIn[zzI].convert_short2_rtp
	zzOut[zzI] += convert_short2_rtp
	convert_short2_rtz := zzIn[zzI].convert_short2_rtz
	zzOut[zzI] += convert_short2_rtz
	convert_short2_sat := zzIn[zzI].convert_short2_sat
	zzOut[zzI] += convert_short2_sat
	convert_short2_sat_rte := zzIn[zzI].convert_short2_sat_rte
	zzOut[zzI] += convert_short2_sat_rte
	convert_short2_sat_rtn := zzIn[zzI].convert_short2_sat_rtn
	zzOut[zzI] += convert_short2_sat_rtn
	convert_short2_sat_rtp := zzIn[zzI].convert_short2_sat_rtp
	zzOut[zzI] += convert_short2_sat_rtp
	convert_short2_sat_rtz := zzIn[zzI].convert_short2_sat_rtz
	zzOut[zzI] += convert_short2_sat_rtz
	convert_short3 := zzIn[zzI].convert_short3
	zzOut[zzI] += convert_short3
	convert_short3_rte := zzIn[zzI].convert_short3_rte
	zzOut[zzI] += convert_short3_rte
	convert_short3_rtn := zzIn[zzI].convert_short3_rtn
	zzOut[zzI] += convert_short3_rtn
	convert_short3_rtp := zzIn[zzI].convert_short3_rtp
	zzOut[zzI] += convert_short3_rtp
	convert_short3_rtz := zzIn[zzI].convert_short3_rtz
	zzOut[zzI] += convert_short3_rtz
	convert_short3_sat := zzIn[zzI].convert_short3_sat
	zzOut[zzI] += convert_short3_sat
	convert_short3_sat_rte := zzIn[zzI].convert_short3_sat_rte
	zzOut[zzI] += convert_short3_sat_rte
	convert_short3_sat_rtn := zzIn[zzI].convert_short3_sat_rtn
	zzOut[zzI] += convert_short3_sat_rtn
	convert_short3_sat_rtp := zzIn[zzI].convert_short3_sat_rtp
	zzOut[zzI] += convert_short3_sat_rtp
	convert_short3_sat_rtz := zzIn[zzI].convert_short3_sat_rtz
	zzOut[zzI] += convert_short3_sat_rtz
	convert_short4 := zzIn[zzI].convert_short4
	zzOut[zzI] += convert_short4
	convert_short4_rte := zzIn[zzI].convert_short4_rte
	zzOut[zzI] += convert_short4_rte
	convert_short4_rtn := zzIn[zzI].convert_short4_rtn
	zzOut[zzI] += convert_short4_rtn
	convert_short4_rtp := zzIn[zzI].convert_short4_rtp
	zzOut[zzI] += convert_short4_rtp
	convert_short4_rtz := zzIn[zzI].convert_short4_rtz
	zzOut[zzI] += convert_short4_rtz
	convert_short4_sat := zzIn[zzI].convert_short4_sat
	zzOut[zzI] += convert_short4_sat
	convert_short4_sat_rte := zzIn[zzI].convert_short4_sat_rte
	zzOut[zzI] += convert_short4_sat_rte
	convert_short4_sat_rtn := zzIn[zzI].convert_short4_sat_rtn
	zzOut[zzI] += convert_short4_sat_rtn
	convert_short4_sat_rtp := zzIn[zzI].convert_short4_sat_rtp
	zzOut[zzI] += convert_short4_sat_rtp
	convert_short4_sat_rtz := zzIn[zzI].convert_short4_sat_rtz
	zzOut[zzI] += convert_short4_sat_rtz
	convert_short8 := zzIn[zzI].convert_short8
	zzOut[zzI] += convert_short8
	convert_short8_rte := zzIn[zzI].convert_short8_rte
	zzOut[zzI] += convert_short8_rte
	convert_short8_rtn := zzIn[zzI].convert_short8_rtn
	zzOut[zzI] += convert_short8_rtn
	convert_short8_rtp := zzIn[zzI].convert_short8_rtp
	zzOut[zzI] += convert_short8_rtp
	convert_short8_rtz := zzIn[zzI].convert_short8_rtz
	zzOut[zzI] += convert_short8_rtz
	convert_short8_sat := zzIn[zzI].convert_short8_sat
	zzOut[zzI] += convert_short8_sat
	convert_short8_sat_rte := zzIn[zzI].convert_short8_sat_rte
	zzOut[zzI] += convert_short8_sat_rte
	convert_short8_sat_rtn := zzIn[zzI].convert_short8_sat_rtn
	zzOut[zzI] += convert_short8_sat_rtn
	convert_short8_sat_rtp := zzIn[zzI].convert_short8_sat_rtp
	zzOut[zzI] += convert_short8_sat_rtp
	convert_short8_sat_rtz := zzIn[zzI].convert_short8_sat_rtz
	zzOut[zzI] += convert_short8_sat_rtz
	convert_short_rte := zzIn[zzI].convert_short_rte
	zzOut[zzI] += convert_short_rte
	convert_short_rtn := zzIn[zzI].convert_short_rtn
	zzOut[zzI] += convert_short_rtn
	convert_short_rtp := zzIn[zzI].convert_short_rtp
	zzOut[zzI] += convert_short_rtp
	convert_short_rtz := zzIn[zzI].convert_short_rtz
	zzOut[zzI] += convert_short_rtz
	convert_short_sat := zzIn[zzI].convert_short_sat
	zzOut[zzI] += convert_short_sat
	convert_short_sat_rte := zzIn[zzI].convert_short_sat_rte
	zzOut[zzI] += convert_short_sat_rte
	convert_short_sat_rtn := zzIn[zzI].convert_short_sat_rtn
	zzOut[zzI] += convert_short_sat_rtn
	convert_short_sat_rtp := zzIn[zzI].convert_short_sat_rtp
	zzOut[zzI] += convert_short_sat_rtp
	convert_short_sat_rtz := zzIn[zzI].convert_short_sat_rtz
	zzOut[zzI] += convert_short_sat_rtz
	convert_uchar := zzIn[zzI].convert_uchar
	zzOut[zzI] += convert_uchar
	convert_uchar16 := zzIn[zzI].convert_uchar16
	zzOut[zzI] += convert_uchar16
	convert_uchar16_rte := zzIn[zzI].convert_uchar16_rte
	zzOut[zzI] += convert_uchar16_rte
	convert_uchar16_rtn := zzIn[zzI].convert_uchar16_rtn
	zzOut[zzI] += convert_uchar16_rtn
	convert_uchar16_rtp := zzIn[zzI].convert_uchar16_rtp
	zzOut[zzI] += convert_uchar16_rtp
	convert_uchar16_rtz := zzIn[zzI].convert_uchar16_rtz
	zzOut[zzI] += convert_uchar16_rtz
	convert_uchar16_sat := zzIn[zzI].convert_uchar16_sat
	zzOut[zzI] += convert_uchar16_sat
	convert_uchar16_sat_rte := zzIn[zzI].convert_uchar16_sat_rte
	zzOut[zzI] += convert_uchar16_sat_rte
	convert_uchar16_sat_rtn := zzIn[zzI].convert_uchar16_sat_rtn
	zzOut[zzI] += convert_uchar16_sat_rtn
	convert_uchar16_sat_rtp := zzIn[zzI].convert_uchar16_sat_rtp
	zzOut[zzI] += convert_uchar16_sat_rtp
	convert_uchar16_sat_rtz := zzIn[zzI].convert_uchar16_sat_rtz
	zzOut[zzI] += convert_uchar16_sat_rtz
	convert_uchar2 := zzIn[zzI].convert_uchar2
	zzOut[zzI] += convert_uchar2
	convert_uchar2_rte := zzIn[zzI].convert_uchar2_rte
	zzOut[zzI] += convert_uchar2_rte
	convert_uchar2_rtn := zzIn[zzI].convert_uchar2_rtn
	zzOut[zzI] += convert_uchar2_rtn
	convert_uchar2_rtp := zzIn[zzI].convert_uchar2_rtp
	zzOut[zzI] += convert_uchar2_rtp
	convert_uchar2_rtz := zzIn[zzI].convert_uchar2_rtz
	zzOut[zzI] += convert_uchar2_rtz
	convert_uchar2_sat := zzIn[zzI].convert_uchar2_sat
	zzOut[zzI] += convert_uchar2_sat
	convert_uchar2_sat_rte := zzIn[zzI].convert_uchar2_sat_rte
	zzOut[zzI] += convert_uchar2_sat_rte
	convert_uchar2_sat_rtn := zzIn[zzI].convert_uchar2_sat_rtn
	zzOut[zzI] += convert_uchar2_sat_rtn
	convert_uchar2_sat_rtp := zzIn[zzI].convert_uchar2_sat_rtp
	zzOut[zzI] += convert_uchar2_sat_rtp
	convert_uchar2_sat_rtz := zzIn[zzI].convert_uchar2_sat_rtz
	zzOut[zzI] += convert_uchar2_sat_rtz
	convert_uchar3 := zzIn[zzI].convert_uchar3
	zzOut[zzI] += convert_uchar3
	convert_uchar3_rte := zzIn[zzI].convert_uchar3_rte
	zzOut[zzI] += convert_uchar3_rte
	convert_uchar3_rtn := zzIn[zzI].convert_uchar3_rtn
	zzOut[zzI] += convert_uchar3_rtn
	convert_uchar3_rtp := zzIn[zzI].convert_uchar3_rtp
	zzOut[zzI] += convert_uchar3_rtp
	convert_uchar3_rtz := zzIn[zzI].convert_uchar3_rtz
	zzOut[zzI] += convert_uchar3_rtz
	convert_uchar3_sat := zzIn[zzI].convert_uchar3_sat
	zzOut[zzI] += convert_uchar3_sat
	convert_uchar3_sat_rte := zzIn[zzI].convert_uchar3_sat_rte
	zzOut[zzI] += convert_uchar3_sat_rte
	convert_uchar3_sat_rtn := zzIn[zzI].convert_uchar3_sat_rtn
	zzOut[zzI] += convert_uchar3_sat_rtn
	convert_uchar3_sat_rtp := zzIn[zzI].convert_uchar3_sat_rtp
	zzOut[zzI] += convert_uchar3_sat_rtp
	convert_uchar3_sat_rtz := zzIn[zzI].convert_uchar3_sat_rtz
	zzOut[zzI] += convert_uchar3_sat_rtz
	convert_uchar4 := zzIn[zzI].convert_uchar4
	zzOut[zzI] += convert_uchar4
	convert_uchar4_rte := zzIn[zzI].convert_uchar4_rte
	zzOut[zzI] += convert_uchar4_rte
	convert_uchar4_rtn := zzIn[zzI].convert_uchar4_rtn
	zzOut[zzI] += convert_uchar4_rtn
	convert_uchar4_rtp := zzIn[zzI].convert_uchar4_rtp
	zzOut[zzI] += convert_uchar4_rtp
	convert_uchar4_rtz := zzIn[zzI].convert_uchar4_rtz
	zzOut[zzI] += convert_uchar4_rtz
	convert_uchar4_sat := zzIn[zzI].convert_uchar4_sat
	zzOut[zzI] += convert_uchar4_sat
	convert_uchar4_sat_rte := zzIn[zzI].convert_uchar4_sat_rte
	zzOut[zzI] += convert_uchar4_sat_rte
	convert_uchar4_sat_rtn := zzIn[zzI].convert_uchar4_sat_rtn
	zzOut[zzI] += convert_uchar4_sat_rtn
	convert_uchar4_sat_rtp := zzIn[zzI].convert_uchar4_sat_rtp
	zzOut[zzI] += convert_uchar4_sat_rtp
	convert_uchar4_sat_rtz := zzIn[zzI].convert_uchar4_sat_rtz
	zzOut[zzI] += convert_uchar4_sat_rtz
	convert_uchar8 := zzIn[zzI].convert_uchar8
	zzOut[zzI] += convert_uchar8
	convert_uchar8_rte := zzIn[zzI].convert_uchar8_rte
	zzOut[zzI] += convert_uchar8_rte
	convert_uchar8_rtn := zzIn[zzI].convert_uchar8_rtn
	zzOut[zzI] += convert_uchar8_rtn
	convert_uchar8_rtp := zzIn[zzI].convert_uchar8_rtp
	zzOut[zzI] += convert_uchar8_rtp
	convert_uchar8_rtz := zzIn[zzI].convert_uchar8_rtz
	zzOut[zzI] += convert_uchar8_rtz
	convert_uchar8_sat := zzIn[zzI].convert_uchar8_sat
	zzOut[zzI] += convert_uchar8_sat
	convert_uchar8_sat_rte := zzIn[zzI].convert_uchar8_sat_rte
	zzOut[zzI] += convert_uchar8_sat_rte
	convert_uchar8_sat_rtn := zzIn[zzI].convert_uchar8_sat_rtn
	zzOut[zzI] += convert_uchar8_sat_rtn
	convert_uchar8_sat_rtp := zzIn[zzI].convert_uchar8_sat_rtp
	zzOut[zzI] += convert_uchar8_sat_rtp
	convert_uchar8_sat_rtz := zzIn[zzI].convert_uchar8_sat_rtz
	zzOut[zzI] += convert_uchar8_sat_rtz
	convert_uchar_rte := zzIn[zzI].convert_uchar_rte
	zzOut[zzI] += convert_uchar_rte
	convert_uchar_rtn := zzIn[zzI].convert_uchar_rtn
	zzOut[zzI] += convert_uchar_rtn
	convert_uchar_rtp := zzIn[zzI].convert_uchar_rtp
	zzOut[zzI] += convert_uchar_rtp
	convert_uchar_rtz := zzIn[zzI].convert_uchar_rtz
	zzOut[zzI] += convert_uchar_rtz
	convert_uchar_sat_rte := zzIn[zzI].convert_uchar_sat_rte
	zzOut[zzI] += convert_uchar_sat_rte
	convert_uchar_sat_rtn := zzIn[zzI].convert_uchar_sat_rtn
	zzOut[zzI] += convert_uchar_sat_rtn
	convert_uchar_sat_rtp := zzIn[zzI].convert_uchar_sat_rtp
	zzOut[zzI] += convert_uchar_sat_rtp
	convert_uchar_sat_rtz := zzIn[zzI].convert_uchar_sat_rtz
	zzOut[zzI] += convert_uchar_sat_rtz
	convert_uint := zzIn[zzI].convert_uint
	zzOut[zzI] += convert_uint
	convert_uint16 := zzIn[zzI].convert_uint16
	zzOut[zzI] += convert_uint16
	convert_uint16_rte := zzIn[zzI].convert_uint16_rte
	zzOut[zzI] += convert_uint16_rte
	convert_uint16_rtn := zzIn[zzI].convert_uint16_rtn
	zzOut[zzI] += convert_uint16_rtn
	convert_uint16_rtp := zzIn[zzI].convert_uint16_rtp
	zzOut[zzI] += convert_uint16_rtp
	convert_uint16_rtz := zzIn[zzI].convert_uint16_rtz
	zzOut[zzI] += convert_uint16_rtz
	convert_uint16_sat := zzIn[zzI].convert_uint16_sat
	zzOut[zzI] += convert_uint16_sat
	convert_uint16_sat_rte := zzIn[zzI].convert_uint16_sat_rte
	zzOut[zzI] += convert_uint16_sat_rte
	convert_uint16_sat_rtn := zzIn[zzI].convert_uint16_sat_rtn
	zzOut[zzI] += convert_uint16_sat_rtn
	convert_uint16_sat_rtp := zzIn[zzI].convert_uint16_sat_rtp
	zzOut[zzI] += convert_uint16_sat_rtp
	convert_uint16_sat_rtz := zzIn[zzI].convert_uint16_sat_rtz
	zzOut[zzI] += convert_uint16_sat_rtz
	convert_uint2 := zzIn[zzI].convert_uint2
	zzOut[zzI] += convert_uint2
	convert_uint2_rte := zzIn[zzI].convert_uint2_rte
	zzOut[zzI] += convert_uint2_rte
	convert_uint2_rtn := zzIn[zzI].convert_uint2_rtn
	zzOut[zzI] += convert_uint2_rtn
	convert_uint2_rtp := zzIn[zzI].convert_uint2_rtp
	zzOut[zzI] += convert_uint2_rtp
	convert_uint2_rtz := zzIn[zzI].convert_uint2_rtz
	zzOut[zzI] += convert_uint2_rtz
	convert_uint2_sat := zzIn[zzI].convert_uint2_sat
	zzOut[zzI] += convert_uint2_sat
	convert_uint2_sat_rte := zzIn[zzI].convert_uint2_sat_rte
	zzOut[zzI] += convert_uint2_sat_rte
	convert_uint2_sat_rtn := zzIn[zzI].convert_uint2_sat_rtn
	zzOut[zzI] += convert_uint2_sat_rtn
	convert_uint2_sat_rtp := zzIn[zzI].convert_uint2_sat_rtp
	zzOut[zzI] += convert_uint2_sat_rtp
	convert_uint2_sat_rtz := zzIn[zzI].convert_uint2_sat_rtz
	zzOut[zzI] += convert_uint2_sat_rtz
	convert_uint3 := zzIn[zzI].convert_uint3
	zzOut[zzI] += convert_uint3
	convert_uint3_rte := zzIn[zzI].convert_uint3_rte
	zzOut[zzI] += convert_uint3_rte
	convert_uint3_rtn := zzIn[zzI].convert_uint3_rtn
	zzOut[zzI] += convert_uint3_rtn
	convert_uint3_rtp := zzIn[zzI].convert_uint3_rtp
	zzOut[zzI] += convert_uint3_rtp
	convert_uint3_rtz := zzIn[zzI].convert_uint3_rtz
	zzOut[zzI] += convert_uint3_rtz
	convert_uint3_sat := zzIn[zzI].convert_uint3_sat
	zzOut[zzI] += convert_uint3_sat
	convert_uint3_sat_rte := zzIn[zzI].convert_uint3_sat_rte
	zzOut[zzI] += convert_uint3_sat_rte
	convert_uint3_sat_rtn := zzIn[zzI].convert_uint3_sat_rtn
	zzOut[zzI] += convert_uint3_sat_rtn
	convert_uint3_sat_rtp := zzIn[zzI].convert_uint3_sat_rtp
	zzOut[zzI] += convert_uint3_sat_rtp
	convert_uint3_sat_rtz := zzIn[zzI].convert_uint3_sat_rtz
	zzOut[zzI] += convert_uint3_sat_rtz
	convert_uint4 := zzIn[zzI].convert_uint4
	zzOut[zzI] += convert_uint4
	convert_uint4_rte := zzIn[zzI].convert_uint4_rte
	zzOut[zzI] += convert_uint4_rte
	convert_uint4_rtn := zzIn[zzI].convert_uint4_rtn
	zzOut[zzI] += convert_uint4_rtn
	convert_uint4_rtp := zzIn[zzI].convert_uint4_rtp
	zzOut[zzI] += convert_uint4_rtp
	convert_uint4_rtz := zzIn[zzI].convert_uint4_rtz
	zzOut[zzI] += convert_uint4_rtz
	convert_uint4_sat := zzIn[zzI].convert_uint4_sat
	zzOut[zzI] += convert_uint4_sat
	convert_uint4_sat_rte := zzIn[zzI].convert_uint4_sat_rte
	zzOut[zzI] += convert_uint4_sat_rte
	convert_uint4_sat_rtn := zzIn[zzI].convert_uint4_sat_rtn
	zzOut[zzI] += convert_uint4_sat_rtn
	convert_uint4_sat_rtp := zzIn[zzI].convert_uint4_sat_rtp
	zzOut[zzI] += convert_uint4_sat_rtp
	convert_uint4_sat_rtz := zzIn[zzI].convert_uint4_sat_rtz
	zzOut[zzI] += convert_uint4_sat_rtz
	convert_uint8 := zzIn[zzI].convert_uint8
	zzOut[zzI] += convert_uint8
	convert_uint8_rte := zzIn[zzI].convert_uint8_rte
	zzOut[zzI] += convert_uint8_rte
	convert_uint8_rtn := zzIn[zzI].convert_uint8_rtn
	zzOut[zzI] += convert_uint8_rtn
	convert_uint8_rtp := zzIn[zzI].convert_uint8_rtp
	zzOut[zzI] += convert_uint8_rtp
	convert_uint8_rtz := zzIn[zzI].convert_uint8_rtz
	zzOut[zzI] += convert_uint8_rtz
	convert_uint8_sat := zzIn[zzI].convert_uint8_sat
	zzOut[zzI] += convert_uint8_sat
	convert_uint8_sat_rte := zzIn[zzI].convert_uint8_sat_rte
	zzOut[zzI] += convert_uint8_sat_rte
	convert_uint8_sat_rtn := zzIn[zzI].convert_uint8_sat_rtn
	zzOut[zzI] += convert_uint8_sat_rtn
	convert_uint8_sat_rtp := zzIn[zzI].convert_uint8_sat_rtp
	zzOut[zzI] += convert_uint8_sat_rtp
	convert_uint8_sat_rtz := zzIn[zzI].convert_uint8_sat_rtz
	zzOut[zzI] += convert_uint8_sat_rtz
	convert_uint_rte := zzIn[zzI].convert_uint_rte
	zzOut[zzI] += convert_uint_rte
	convert_uint_rtn := zzIn[zzI].convert_uint_rtn
	zzOut[zzI] += convert_uint_rtn
	convert_uint_rtp := zzIn[zzI].convert_uint_rtp
	zzOut[zzI] += convert_uint_rtp
	convert_uint_rtz := zzIn[zzI].convert_uint_rtz
	zzOut[zzI] += convert_uint_rtz
	convert_uint_sat := zzIn[zzI].convert_uint_sat
	zzOut[zzI] += convert_uint_sat
	convert_uint_sat_rte := zzIn[zzI].convert_uint_sat_rte
	zzOut[zzI] += convert_uint_sat_rte
	convert_uint_sat_rtn := zzIn[zzI].convert_uint_sat_rtn
	zzOut[zzI] += convert_uint_sat_rtn
	convert_uint_sat_rtp := zzIn[zzI].convert_uint_sat_rtp
	zzOut[zzI] += convert_uint_sat_rtp
	convert_uint_sat_rtz := zzIn[zzI].convert_uint_sat_rtz
	zzOut[zzI] += convert_uint_sat_rtz
	convert_ulong := zzIn[zzI].convert_ulong
	zzOut[zzI] += convert_ulong
	convert_ulong16 := zzIn[zzI].convert_ulong16
	zzOut[zzI] += convert_ulong16
	convert_ulong16_rte := zzIn[zzI].convert_ulong16_rte
	zzOut[zzI] += convert_ulong16_rte
	convert_ulong16_rtn := zzIn[zzI].convert_ulong16_rtn
	zzOut[zzI] += convert_ulong16_rtn
	convert_ulong16_rtp := zzIn[zzI].convert_ulong16_rtp
	zzOut[zzI] += convert_ulong16_rtp
	convert_ulong16_rtz := zzIn[zzI].convert_ulong16_rtz
	zzOut[zzI] += convert_ulong16_rtz
	convert_ulong16_sat := zzIn[zzI].convert_ulong16_sat
	zzOut[zzI] += convert_ulong16_sat
	convert_ulong16_sat_rte := zzIn[zzI].convert_ulong16_sat_rte
	zzOut[zzI] += convert_ulong16_sat_rte
	convert_ulong16_sat_rtn := zzIn[zzI].convert_ulong16_sat_rtn
	zzOut[zzI] += convert_ulong16_sat_rtn
	convert_ulong16_sat_rtp := zzIn[zzI].convert_ulong16_sat_rtp
	zzOut[zzI] += convert_ulong16_sat_rtp
	convert_ulong16_sat_rtz := zzIn[zzI].convert_ulong16_sat_rtz
	zzOut[zzI] += convert_ulong16_sat_rtz
	convert_ulong2 := zzIn[zzI].convert_ulong2
	zzOut[zzI] += convert_ulong2
	convert_ulong2_rte := zzIn[zzI].convert_ulong2_rte
	zzOut[zzI] += convert_ulong2_rte
	convert_ulong2_rtn := zzIn[zzI].convert_ulong2_rtn
	zzOut[zzI] += convert_ulong2_rtn
	convert_ulong2_rtp := zzIn[zzI].convert_ulong2_rtp
	zzOut[zzI] += convert_ulong2_rtp
	convert_ulong2_rtz := zzIn[zzI].convert_ulong2_rtz
	zzOut[zzI] += convert_ulong2_rtz
	convert_ulong2_sat := zzIn[zzI].convert_ulong2_sat
	zzOut[zzI] += convert_ulong2_sat
	convert_ulong2_sat_rte := zzIn[zzI].convert_ulong2_sat_rte
	zzOut[zzI] += convert_ulong2_sat_rte
	convert_ulong2_sat_rtn := zzIn[zzI].convert_ulong2_sat_rtn
	zzOut[zzI] += convert_ulong2_sat_rtn
	convert_ulong2_sat_rtp := zzIn[zzI].convert_ulong2_sat_rtp
	zzOut[zzI] += convert_ulong2_sat_rtp
	convert_ulong2_sat_rtz := zzIn[zzI].convert_ulong2_sat_rtz
	zzOut[zzI] += convert_ulong2_sat_rtz
	convert_ulong3 := zzIn[zzI].convert_ulong3
	zzOut[zzI] += convert_ulong3
	convert_ulong3_rte := zzIn[zzI].convert_ulong3_rte
	zzOut[zzI] += convert_ulong3_rte
	convert_ulong3_rtn := zzIn[zzI].convert_ulong3_rtn
	zzOut[zzI] += convert_ulong3_rtn
	convert_ulong3_rtp := zzIn[zzI].convert_ulong3_rtp
	zzOut[zzI] += convert_ulong3_rtp
	convert_ulong3_rtz := zzIn[zzI].convert_ulong3_rtz
	zzOut[zzI] += convert_ulong3_rtz
	convert_ulong3_sat := zzIn[zzI].convert_ulong3_sat
	zzOut[zzI] += convert_ulong3_sat
	convert_ulong3_sat_rte := zzIn[zzI].convert_ulong3_sat_rte
	zzOut[zzI] += convert_ulong3_sat_rte
	convert_ulong3_sat_rtn := zzIn[zzI].convert_ulong3_sat_rtn
	zzOut[zzI] += convert_ulong3_sat_rtn
	convert_ulong3_sat_rtp := zzIn[zzI].convert_ulong3_sat_rtp
	zzOut[zzI] += convert_ulong3_sat_rtp
	convert_ulong3_sat_rtz := zzIn[zzI].convert_ulong3_sat_rtz
	zzOut[zzI] += convert_ulong3_sat_rtz
	convert_ulong4 := zzIn[zzI].convert_ulong4
	zzOut[zzI] += convert_ulong4
	convert_ulong4_rte := zzIn[zzI].convert_ulong4_rte
	zzOut[zzI] += convert_ulong4_rte
	convert_ulong4_rtn := zzIn[zzI].convert_ulong4_rtn
	zzOut[zzI] += convert_ulong4_rtn
	convert_ulong4_rtp := zzIn[zzI].convert_ulong4_rtp
	zzOut[zzI] += convert_ulong4_rtp
	convert_ulong4_rtz := zzIn[zzI].convert_ulong4_rtz
	zzOut[zzI] += convert_ulong4_rtz
	convert_ulong4_sat := zzIn[zzI].convert_ulong4_sat
	zzOut[zzI] += convert_ulong4_sat
	convert_ulong4_sat_rte := zzIn[zzI].convert_ulong4_sat_rte
	zzOut[zzI] += convert_ulong4_sat_rte
	convert_ulong4_sat_rtn := zzIn[zzI].convert_ulong4_sat_rtn
	zzOut[zzI] += convert_ulong4_sat_rtn
	convert_ulong4_sat_rtp := zzIn[zzI].convert_ulong4_sat_rtp
	zzOut[zzI] += convert_ulong4_sat_rtp
	convert_ulong4_sat_rtz := zzIn[zzI].convert_ulong4_sat_rtz
	zzOut[zzI] += convert_ulong4_sat_rtz
	convert_ulong8 := zzIn[zzI].convert_ulong8
	zzOut[zzI] += convert_ulong8
	convert_ulong8_rte := zzIn[zzI].convert_ulong8_rte
	zzOut[zzI] += convert_ulong8_rte
	convert_ulong8_rtn := zzIn[zzI].convert_ulong8_rtn
	zzOut[zzI] += convert_ulong8_rtn
	convert_ulong8_rtp := zzIn[zzI].convert_ulong8_rtp
	zzOut[zzI] += convert_ulong8_rtp
	convert_ulong8_rtz := zzIn[zzI].convert_ulong8_rtz
	zzOut[zzI] += convert_ulong8_rtz
	convert_ulong8_sat := zzIn[zzI].convert_ulong8_sat
	zzOut[zzI] += convert_ulong8_sat
	convert_ulong8_sat_rte := zzIn[zzI].convert_ulong8_sat_rte
	zzOut[zzI] += convert_ulong8_sat_rte
	convert_ulong8_sat_rtn := zzIn[zzI].convert_ulong8_sat_rtn
	zzOut[zzI] += convert_ulong8_sat_rtn
	convert_ulong8_sat_rtp := zzIn[zzI].convert_ulong8_sat_rtp
	zzOut[zzI] += convert_ulong8_sat_rtp
	convert_ulong8_sat_rtz := zzIn[zzI].convert_ulong8_sat_rtz
	zzOut[zzI] += convert_ulong8_sat_rtz
	convert_ulong_rte := zzIn[zzI].convert_ulong_rte
	zzOut[zzI] += convert_ulong_rte
	convert_ulong_rtn := zzIn[zzI].convert_ulong_rtn
	zzOut[zzI] += convert_ulong_rtn
	convert_ulong_rtp := zzIn[zzI].convert_ulong_rtp
	zzOut[zzI] += convert_ulong_rtp
	convert_ulong_rtz := zzIn[zzI].convert_ulong_rtz
	zzOut[zzI] += convert_ulong_rtz
	convert_ulong_sat := zzIn[zzI].convert_ulong_sat
	zzOut[zzI] += convert_ulong_sat
	convert_ulong_sat_rte := zzIn[zzI].convert_ulong_sat_rte
	zzOut[zzI] += convert_ulong_sat_rte
	convert_ulong_sat_rtn := zzIn[zzI].convert_ulong_sat_rtn
	zzOut[zzI] += convert_ulong_sat_rtn
	convert_ulong_sat_rtp := zzIn[zzI].convert_ulong_sat_rtp
	zzOut[zzI] += convert_ulong_sat_rtp
	convert_ulong_sat_rtz := zzIn[zzI].convert_ulong_sat_rtz
	zzOut[zzI] += convert_ulong_sat_rtz
	convert_ushort := zzIn[zzI].convert_ushort
	zzOut[zzI] += convert_ushort
	convert_ushort16 := zzIn[zzI].convert_ushort16
	zzOut[zzI] += convert_ushort16
	convert_ushort16_rte := zzIn[zzI].convert_ushort16_rte
	zzOut[zzI] += convert_ushort16_rte
	convert_ushort16_rtn := zzIn[zzI].convert_ushort16_rtn
	zzOut[zzI] += convert_ushort16_rtn
	convert_ushort16_rtp := zzIn[zzI].convert_ushort16_rtp
	zzOut[zzI] += convert_ushort16_rtp
	convert_ushort16_rtz := zzIn[zzI].convert_ushort16_rtz
	zzOut[zzI] += convert_ushort16_rtz
	convert_ushort16_sat := zzIn[zzI].convert_ushort16_sat
	zzOut[zzI] += convert_ushort16_sat
	convert_ushort16_sat_rte := zzIn[zzI].convert_ushort16_sat_rte
	zzOut[zzI] += convert_ushort16_sat_rte
	convert_ushort16_sat_rtn := zzIn[zzI].convert_ushort16_sat_rtn
	zzOut[zzI] += convert_ushort16_sat_rtn
	convert_ushort16_sat_rtp := zzIn[zzI].convert_ushort16_sat_rtp
	zzOut[zzI] += convert_ushort16_sat_rtp
	convert_ushort16_sat_rtz := zzIn[zzI].convert_ushort16_sat_rtz
	zzOut[zzI] += convert_ushort16_sat_rtz
	convert_ushort2 := zzIn[zzI].convert_ushort2
	zzOut[zzI] += convert_ushort2
	convert_ushort2_rte := zzIn[zzI].convert_ushort2_rte
	zzOut[zzI] += convert_ushort2_rte
	convert_ushort2_rtn := zzIn[zzI].convert_ushort2_rtn
	zzOut[zzI] += convert_ushort2_rtn
	convert_ushort2_rtp := zzIn[zzI].convert_ushort2_rtp
	zzOut[zzI] += convert_ushort2_rtp
	convert_ushort2_rtz := zzIn[zzI].convert_ushort2_rtz
	zzOut[zzI] += convert_ushort2_rtz
	convert_ushort2_sat := zzIn[zzI].convert_ushort2_sat
	zzOut[zzI] += convert_ushort2_sat
	convert_ushort2_sat_rte := zzIn[zzI].convert_ushort2_sat_rte
	zzOut[zzI] += convert_ushort2_sat_rte
	convert_ushort2_sat_rtn := zzIn[zzI].convert_ushort2_sat_rtn
	zzOut[zzI] += convert_ushort2_sat_rtn
	convert_ushort2_sat_rtp := zzIn[zzI].convert_ushort2_sat_rtp
	zzOut[zzI] += convert_ushort2_sat_rtp
	convert_ushort2_sat_rtz := zzIn[zzI].convert_ushort2_sat_rtz
	zzOut[zzI] += convert_ushort2_sat_rtz
	convert_ushort3 := zzIn[zzI].convert_ushort3
	zzOut[zzI] += convert_ushort3
	convert_ushort3_rte := zzIn[zzI].convert_ushort3_rte
	zzOut[zzI] += convert_ushort3_rte
	convert_ushort3_rtn := zzIn[zzI].convert_ushort3_rtn
	zzOut[zzI] += convert_ushort3_rtn
	convert_ushort3_rtp := zzIn[zzI].convert_ushort3_rtp
	zzOut[zzI] += convert_ushort3_rtp
	convert_ushort3_rtz := zzIn[zzI].convert_ushort3_rtz
	zzOut[zzI] += convert_ushort3_rtz
	convert_ushort3_sat := zzIn[zzI].convert_ushort3_sat
	zzOut[zzI] += convert_ushort3_sat
	convert_ushort3_sat_rte := zzIn[zzI].convert_ushort3_sat_rte
	zzOut[zzI] += convert_ushort3_sat_rte
	convert_ushort3_sat_rtn := zzIn[zzI].convert_ushort3_sat_rtn
	zzOut[zzI] += convert_ushort3_sat_rtn
	convert_ushort3_sat_rtp := zzIn[zzI].convert_ushort3_sat_rtp
	zzOut[zzI] += convert_ushort3_sat_rtp
	convert_ushort3_sat_rtz := zzIn[zzI].convert_ushort3_sat_rtz
	zzOut[zzI] += convert_ushort3_sat_rtz
	convert_ushort4 := zzIn[zzI].convert_ushort4
	zzOut[zzI] += convert_ushort4
	convert_ushort4_rte := zzIn[zzI].convert_ushort4_rte
	zzOut[zzI] += convert_ushort4_rte
	convert_ushort4_rtn := zzIn[zzI].convert_ushort4_rtn
	zzOut[zzI] += convert_ushort4_rtn
	convert_ushort4_rtp := zzIn[zzI].convert_ushort4_rtp
	zzOut[zzI] += convert_ushort4_rtp
	convert_ushort4_rtz := zzIn[zzI].convert_ushort4_rtz
	zzOut[zzI] += convert_ushort4_rtz
	convert_ushort4_sat := zzIn[zzI].convert_ushort4_sat
	zzOut[zzI] += convert_ushort4_sat
	convert_ushort4_sat_rte := zzIn[zzI].convert_ushort4_sat_rte
	zzOut[zzI] += convert_ushort4_sat_rte
	convert_ushort4_sat_rtn := zzIn[zzI].convert_ushort4_sat_rtn
	zzOut[zzI] += convert_ushort4_sat_rtn
	convert_ushort4_sat_rtp := zzIn[zzI].convert_ushort4_sat_rtp
	zzOut[zzI] += convert_ushort4_sat_rtp
	convert_ushort4_sat_rtz := zzIn[zzI].convert_ushort4_sat_rtz
	zzOut[zzI] += convert_ushort4_sat_rtz
	convert_ushort8 := zzIn[zzI].convert_ushort8
	zzOut[zzI] += convert_ushort8
	convert_ushort8_rte := zzIn[zzI].convert_ushort8_rte
	zzOut[zzI] += convert_ushort8_rte
	convert_ushort8_rtn := zzIn[zzI].convert_ushort8_rtn
	zzOut[zzI] += convert_ushort8_rtn
	convert_ushort8_rtp := zzIn[zzI].convert_ushort8_rtp
	zzOut[zzI] += convert_ushort8_rtp
	convert_ushort8_rtz := zzIn[zzI].convert_ushort8_rtz
	zzOut[zzI] += convert_ushort8_rtz
	convert_ushort8_sat := zzIn[zzI].convert_ushort8_sat
	zzOut[zzI] += convert_ushort8_sat
	convert_ushort8_sat_rte := zzIn[zzI].convert_ushort8_sat_rte
	zzOut[zzI] += convert_ushort8_sat_rte
	convert_ushort8_sat_rtn := zzIn[zzI].convert_ushort8_sat_rtn
	zzOut[zzI] += convert_ushort8_sat_rtn
	convert_ushort8_sat_rtp := zzIn[zzI].convert_ushort8_sat_rtp
	zzOut[zzI] += convert_ushort8_sat_rtp
	convert_ushort8_sat_rtz := zzIn[zzI].convert_ushort8_sat_rtz
	zzOut[zzI] += convert_ushort8_sat_rtz
	convert_ushort_rte := zzIn[zzI].convert_ushort_rte
	zzOut[zzI] += convert_ushort_rte
	convert_ushort_rtn := zzIn[zzI].convert_ushort_rtn
	zzOut[zzI] += convert_ushort_rtn
	convert_ushort_rtp := zzIn[zzI].convert_ushort_rtp
	zzOut[zzI] += convert_ushort_rtp
	convert_ushort_rtz := zzIn[zzI].convert_ushort_rtz
	zzOut[zzI] += convert_ushort_rtz
	convert_ushort_sat := zzIn[zzI].convert_ushort_sat
	zzOut[zzI] += convert_ushort_sat
	convert_ushort_sat_rte := zzIn[zzI].convert_ushort_sat_rte
	zzOut[zzI] += convert_ushort_sat_rte
	convert_ushort_sat_rtn := zzIn[zzI].convert_ushort_sat_rtn
	zzOut[zzI] += convert_ushort_sat_rtn
	convert_ushort_sat_rtp := zzIn[zzI].convert_ushort_sat_rtp
	zzOut[zzI] += convert_ushort_sat_rtp
	convert_ushort_sat_rtz := zzIn[zzI].convert_ushort_sat_rtz
	zzOut[zzI] += convert_ushort_sat_rtz
	converted := zzIn[zzI].converted
	zzOut[zzI] += converted
	cood := zzIn[zzI].cood
	zzOut[zzI] += cood
	coord := zzIn[zzI].coord
	zzOut[zzI] += coord
	coordinate := zzIn[zzI].coordinate
	zzOut[zzI] += coordinate
	coordinates := zzIn[zzI].coordinates
	zzOut[zzI] += coordinates
	copies := zzIn[zzI].copies
	zzOut[zzI] += copies
	copy := zzIn[zzI].copy
	zzOut[zzI] += copy
	copy_image := zzIn[zzI].copy_image
	zzOut[zzI] += copy_image
	copy_rect := zzIn[zzI].copy_rect
	zzOut[zzI] += copy_rect
	copyright := zzIn[zzI].copyright
	zzOut[zzI] += copyright
	correct := zzIn[zzI].correct
	zzOut[zzI] += correct
	correctly := zzIn[zzI].correctly
	zzOut[zzI] += correctly
	corresponding := zzIn[zzI].corresponding
	zzOut[zzI] += corresponding
	corruption := zzIn[zzI].corruption
	zzOut[zzI] += corruption
	cosine := zzIn[zzI].cosine
	zzOut[zzI] += cosine
	cost_precision := zzIn[zzI].cost_precision
	zzOut[zzI] += cost_precision
	cosval := zzIn[zzI].cosval
	zzOut[zzI] += cosval
	could := zzIn[zzI].could
	zzOut[zzI] += could
	count := zzIn[zzI].count
	zzOut[zzI] += count
	create := zzIn[zzI].create
	zzOut[zzI] += create
	create_user_event := zzIn[zzI].create_user_event
	zzOut[zzI] += create_user_event
	created := zzIn[zzI].created
	zzOut[zzI] += created
	csize_t := zzIn[zzI].csize_t
	zzOut[zzI] += csize_t
	ctx := zzIn[zzI].ctx
	zzOut[zzI] += ctx
	ctx_size := zzIn[zzI].ctx_size
	zzOut[zzI] += ctx_size
	cube := zzIn[zzI].cube
	zzOut[zzI] += cube
	cuintptr_t := zzIn[zzI].cuintptr_t
	zzOut[zzI] += cuintptr_t
	cur := zzIn[zzI].cur
	zzOut[zzI] += cur
	current := zzIn[zzI].current
	zzOut[zzI] += current
	currently := zzIn[zzI].currently
	zzOut[zzI] += currently
	data := zzIn[zzI].data
	zzOut[zzI] += data
	datatypes := zzIn[zzI].datatypes
	zzOut[zzI] += datatypes
	deal := zzIn[zzI].deal
	zzOut[zzI] += deal
	declarations := zzIn[zzI].declarations
	zzOut[zzI] += declarations
	declared := zzIn[zzI].declared
	zzOut[zzI] += declared
	def := zzIn[zzI].def
	zzOut[zzI] += def
	define := zzIn[zzI].define
	zzOut[zzI] += define
	defined := zzIn[zzI].defined
	zzOut[zzI] += defined
	defines := zzIn[zzI].defines
	zzOut[zzI] += defines
	definition := zzIn[zzI].definition
	zzOut[zzI] += definition
	definitions := zzIn[zzI].definitions
	zzOut[zzI] += definitions
	delta := zzIn[zzI].delta
	zzOut[zzI] += delta
	denorms := zzIn[zzI].denorms
	zzOut[zzI] += denorms
	depend := zzIn[zzI].depend
	zzOut[zzI] += depend
	deprecated := zzIn[zzI].deprecated
	zzOut[zzI] += deprecated
	depth := zzIn[zzI].depth
	zzOut[zzI] += depth
	described := zzIn[zzI].described
	zzOut[zzI] += described
	description := zzIn[zzI].description
	zzOut[zzI] += description
	designed := zzIn[zzI].designed
	zzOut[zzI] += designed
	destination := zzIn[zzI].destination
	zzOut[zzI] += destination
	destructor := zzIn[zzI].destructor
	zzOut[zzI] += destructor
	detects := zzIn[zzI].detects
	zzOut[zzI] += detects
	dev_image_t := zzIn[zzI].dev_image_t
	zzOut[zzI] += dev_image_t
	dev_sampler_t := zzIn[zzI].dev_sampler_t
	zzOut[zzI] += dev_sampler_t
	device := zzIn[zzI].device
	zzOut[zzI] += device
	device_data := zzIn[zzI].device_data
	zzOut[zzI] += device_data
	differ := zzIn[zzI].differ
	zzOut[zzI] += differ
	difference := zzIn[zzI].difference
	zzOut[zzI] += difference
	different := zzIn[zzI].different
	zzOut[zzI] += different
	dimension := zzIn[zzI].dimension
	zzOut[zzI] += dimension
	dimensions := zzIn[zzI].dimensions
	zzOut[zzI] += dimensions
	dimindx := zzIn[zzI].dimindx
	zzOut[zzI] += dimindx
	dir := zzIn[zzI].dir
	zzOut[zzI] += dir
	direction := zzIn[zzI].direction
	zzOut[zzI] += direction
	direction_cost := zzIn[zzI].direction_cost
	zzOut[zzI] += direction_cost
	directions := zzIn[zzI].directions
	zzOut[zzI] += directions
	disable := zzIn[zzI].disable
	zzOut[zzI] += disable
	disables := zzIn[zzI].disables
	zzOut[zzI] += disables
	disallow := zzIn[zzI].disallow
	zzOut[zzI] += disallow
	distribute := zzIn[zzI].distribute
	zzOut[zzI] += distribute
	distribution := zzIn[zzI].distribution
	zzOut[zzI] += distribution
	documentation := zzIn[zzI].documentation
	zzOut[zzI] += documentation
	does := zzIn[zzI].does
	zzOut[zzI] += does
	doing := zzIn[zzI].doing
	zzOut[zzI] += doing
	done := zzIn[zzI].done
	zzOut[zzI] += done
	dot_4x8packed_ss_int := zzIn[zzI].dot_4x8packed_ss_int
	zzOut[zzI] += dot_4x8packed_ss_int
	dot_4x8packed_su_int := zzIn[zzI].dot_4x8packed_su_int
	zzOut[zzI] += dot_4x8packed_su_int
	dot_4x8packed_us_int := zzIn[zzI].dot_4x8packed_us_int
	zzOut[zzI] += dot_4x8packed_us_int
	dot_4x8packed_uu_uint := zzIn[zzI].dot_4x8packed_uu_uint
	zzOut[zzI] += dot_4x8packed_uu_uint
	dot_acc_sat := zzIn[zzI].dot_acc_sat
	zzOut[zzI] += dot_acc_sat
	dot_acc_sat_4x8packed_ss_int := zzIn[zzI].dot_acc_sat_4x8packed_ss_int
	zzOut[zzI] += dot_acc_sat_4x8packed_ss_int
	dot_acc_sat_4x8packed_su_int := zzIn[zzI].dot_acc_sat_4x8packed_su_int
	zzOut[zzI] += dot_acc_sat_4x8packed_su_int
	dot_acc_sat_4x8packed_us_int := zzIn[zzI].dot_acc_sat_4x8packed_us_int
	zzOut[zzI] += dot_acc_sat_4x8packed_us_int
	dot_acc_sat_4x8packed_uu_uint := zzIn[zzI].dot_acc_sat_4x8packed_uu_uint
	zzOut[zzI] += dot_acc_sat_4x8packed_uu_uint
	driver := zzIn[zzI].driver
	zzOut[zzI] += driver
	drivers := zzIn[zzI].drivers
	zzOut[zzI] += drivers
	dst := zzIn[zzI].dst
	zzOut[zzI] += dst
	dst_host_ptr := zzIn[zzI].dst_host_ptr
	zzOut[zzI] += dst_host_ptr
	dst_id := zzIn[zzI].dst_id
	zzOut[zzI] += dst_id
	dst_mem_id := zzIn[zzI].dst_mem_id
	zzOut[zzI] += dst_mem_id
	dst_offset := zzIn[zzI].dst_offset
	zzOut[zzI] += dst_offset
	dst_origin := zzIn[zzI].dst_origin
	zzOut[zzI] += dst_origin
	dst_row_pitch := zzIn[zzI].dst_row_pitch
	zzOut[zzI] += dst_row_pitch
	dst_slice_pitch := zzIn[zzI].dst_slice_pitch
	zzOut[zzI] += dst_slice_pitch
	dst_stride := zzIn[zzI].dst_stride
	zzOut[zzI] += dst_stride
	dual_ref := zzIn[zzI].dual_ref
	zzOut[zzI] += dual_ref
	due := zzIn[zzI].due
	zzOut[zzI] += due
	e := zzIn[zzI].e
	zzOut[zzI] += e
	each := zzIn[zzI].each
	zzOut[zzI] += each
	edge := zzIn[zzI].edge
	zzOut[zzI] += edge
	edge0 := zzIn[zzI].edge0
	zzOut[zzI] += edge0
	edge1 := zzIn[zzI].edge1
	zzOut[zzI] += edge1
	either := zzIn[zzI].either
	zzOut[zzI] += either
	element := zzIn[zzI].element
	zzOut[zzI] += element
	elements := zzIn[zzI].elements
	zzOut[zzI] += elements
	elif := zzIn[zzI].elif
	zzOut[zzI] += elif
	enable := zzIn[zzI].enable
	zzOut[zzI] += enable
	enabled := zzIn[zzI].enabled
	zzOut[zzI] += enabled
	encountered := zzIn[zzI].encountered
	zzOut[zzI] += encountered
	end := zzIn[zzI].end
	zzOut[zzI] += end
	endif := zzIn[zzI].endif
	zzOut[zzI] += endif
	enqueue := zzIn[zzI].enqueue
	zzOut[zzI] += enqueue
	enqueue_marker := zzIn[zzI].enqueue_marker
	zzOut[zzI] += enqueue_marker
	enqueued := zzIn[zzI].enqueued
	zzOut[zzI] += enqueued
	ensure := zzIn[zzI].ensure
	zzOut[zzI] += ensure
	enter := zzIn[zzI].enter
	zzOut[zzI] += enter
	enters := zzIn[zzI].enters
	zzOut[zzI] += enters
	entry := zzIn[zzI].entry
	zzOut[zzI] += entry
	environment := zzIn[zzI].environment
	zzOut[zzI] += environment
	equal := zzIn[zzI].equal
	zzOut[zzI] += equal
	equals := zzIn[zzI].equals
	zzOut[zzI] += equals
	equivalent := zzIn[zzI].equivalent
	zzOut[zzI] += equivalent
	error := zzIn[zzI].error
	zzOut[zzI] += error
	error_undefined_type_double := zzIn[zzI].error_undefined_type_double
	zzOut[zzI] += error_undefined_type_double
	errors := zzIn[zzI].errors
	zzOut[zzI] += errors
	eschnetter := zzIn[zzI].eschnetter
	zzOut[zzI] += eschnetter
	et := zzIn[zzI].et
	zzOut[zzI] += et
	etc := zzIn[zzI].etc
	zzOut[zzI] += etc
	evaluates := zzIn[zzI].evaluates
	zzOut[zzI] += evaluates
	even := zzIn[zzI].even
	zzOut[zzI] += even
	event := zzIn[zzI].event
	zzOut[zzI] += event
	event_list := zzIn[zzI].event_list
	zzOut[zzI] += event_list
	events := zzIn[zzI].events
	zzOut[zzI] += events
	everything := zzIn[zzI].everything
	zzOut[zzI] += everything
	exact := zzIn[zzI].exact
	zzOut[zzI] += exact
	example := zzIn[zzI].example
	zzOut[zzI] += example
	exception := zzIn[zzI].exception
	zzOut[zzI] += exception
	exceptions := zzIn[zzI].exceptions
	zzOut[zzI] += exceptions
	exclusive := zzIn[zzI].exclusive
	zzOut[zzI] += exclusive
	execute := zzIn[zzI].execute
	zzOut[zzI] += execute
	executed := zzIn[zzI].executed
	zzOut[zzI] += executed
	executes := zzIn[zzI].executes
	zzOut[zzI] += executes
	executing := zzIn[zzI].executing
	zzOut[zzI] += executing
	execution := zzIn[zzI].execution
	zzOut[zzI] += execution
	exponent := zzIn[zzI].exponent
	zzOut[zzI] += exponent
	exponential := zzIn[zzI].exponential
	zzOut[zzI] += exponential
	export := zzIn[zzI].export
	zzOut[zzI] += export
	expression := zzIn[zzI].expression
	zzOut[zzI] += expression
	ext_vector_type := zzIn[zzI].ext_vector_type
	zzOut[zzI] += ext_vector_type
	extension := zzIn[zzI].extension
	zzOut[zzI] += extension
	extensions := zzIn[zzI].extensions
	zzOut[zzI] += extensions
	extra := zzIn[zzI].extra
	zzOut[zzI] += extra
	extra_ptr := zzIn[zzI].extra_ptr
	zzOut[zzI] += extra_ptr
	extras := zzIn[zzI].extras
	zzOut[zzI] += extras
	f := zzIn[zzI].f
	zzOut[zzI] += f
	failing := zzIn[zzI].failing
	zzOut[zzI] += failing
	fast_distance := zzIn[zzI].fast_distance
	zzOut[zzI] += fast_distance
	fast_normalize := zzIn[zzI].fast_normalize
	zzOut[zzI] += fast_normalize
	feature := zzIn[zzI].feature
	zzOut[zzI] += feature
	features := zzIn[zzI].features
	zzOut[zzI] += features
	fence := zzIn[zzI].fence
	zzOut[zzI] += fence
	few := zzIn[zzI].few
	zzOut[zzI] += few
	ffcp15h := zzIn[zzI].ffcp15h
	zzOut[zzI] += ffcp15h
	fffffep := zzIn[zzI].fffffep
	zzOut[zzI] += fffffep
	fffffep127f := zzIn[zzI].fffffep127f
	zzOut[zzI] += fffffep127f
	fffffffffffffp1023 := zzIn[zzI].fffffffffffffp1023
	zzOut[zzI] += fffffffffffffp1023
	fields := zzIn[zzI].fields
	zzOut[zzI] += fields
	file := zzIn[zzI].file
	zzOut[zzI] += file
	files := zzIn[zzI].files
	zzOut[zzI] += files
	fill_image := zzIn[zzI].fill_image
	zzOut[zzI] += fill_image
	fill_pixel := zzIn[zzI].fill_pixel
	zzOut[zzI] += fill_pixel
	filter := zzIn[zzI].filter
	zzOut[zzI] += filter
	filter_mode := zzIn[zzI].filter_mode
	zzOut[zzI] += filter_mode
	find := zzIn[zzI].find
	zzOut[zzI] += find
	finish := zzIn[zzI].finish
	zzOut[zzI] += finish
	finished := zzIn[zzI].finished
	zzOut[zzI] += finished
	finite := zzIn[zzI].finite
	zzOut[zzI] += finite
	first := zzIn[zzI].first
	zzOut[zzI] += first
	fixed := zzIn[zzI].fixed
	zzOut[zzI] += fixed
	fixes := zzIn[zzI].fixes
	zzOut[zzI] += fixes
	flag := zzIn[zzI].flag
	zzOut[zzI] += flag
	flags := zzIn[zzI].flags
	zzOut[zzI] += flags
	floating := zzIn[zzI].floating
	zzOut[zzI] += floating
	floatn := zzIn[zzI].floatn
	zzOut[zzI] += floatn
	flush := zzIn[zzI].flush
	zzOut[zzI] += flush
	flushed := zzIn[zzI].flushed
	zzOut[zzI] += flushed
	following := zzIn[zzI].following
	zzOut[zzI] += following
	force_generic_wg_func := zzIn[zzI].force_generic_wg_func
	zzOut[zzI] += force_generic_wg_func
	force_large_grid_wg_func := zzIn[zzI].force_large_grid_wg_func
	zzOut[zzI] += force_large_grid_wg_func
	format := zzIn[zzI].format
	zzOut[zzI] += format
	formats := zzIn[zzI].formats
	zzOut[zzI] += formats
	forward := zzIn[zzI].forward
	zzOut[zzI] += forward
	found := zzIn[zzI].found
	zzOut[zzI] += found
	fractional := zzIn[zzI].fractional
	zzOut[zzI] += fractional
	free := zzIn[zzI].free
	zzOut[zzI] += free
	freed := zzIn[zzI].freed
	zzOut[zzI] += freed
	from := zzIn[zzI].from
	zzOut[zzI] += from
	function := zzIn[zzI].function
	zzOut[zzI] += function
	functional := zzIn[zzI].functional
	zzOut[zzI] += functional
	functionality := zzIn[zzI].functionality
	zzOut[zzI] += functionality
	functions := zzIn[zzI].functions
	zzOut[zzI] += functions
	furnished := zzIn[zzI].furnished
	zzOut[zzI] += furnished
	future := zzIn[zzI].future
	zzOut[zzI] += future
	fwd_ref_field_polarity := zzIn[zzI].fwd_ref_field_polarity
	zzOut[zzI] += fwd_ref_field_polarity
	fwd_ref_image := zzIn[zzI].fwd_ref_image
	zzOut[zzI] += fwd_ref_image
	fwd_ref_offset := zzIn[zzI].fwd_ref_offset
	zzOut[zzI] += fwd_ref_offset
	g := zzIn[zzI].g
	zzOut[zzI] += g
	gamma := zzIn[zzI].gamma
	zzOut[zzI] += gamma
	gather := zzIn[zzI].gather
	zzOut[zzI] += gather
	gentype := zzIn[zzI].gentype
	zzOut[zzI] += gentype
	gentypem := zzIn[zzI].gentypem
	zzOut[zzI] += gentypem
	gentypen := zzIn[zzI].gentypen
	zzOut[zzI] += gentypen
	geometric := zzIn[zzI].geometric
	zzOut[zzI] += geometric
	get_default_queue := zzIn[zzI].get_default_queue
	zzOut[zzI] += get_default_queue
	get_enqueued_num_sub_groups := zzIn[zzI].get_enqueued_num_sub_groups
	zzOut[zzI] += get_enqueued_num_sub_groups
	get_image_array_size := zzIn[zzI].get_image_array_size
	zzOut[zzI] += get_image_array_size
	get_image_channel_data_type := zzIn[zzI].get_image_channel_data_type
	zzOut[zzI] += get_image_channel_data_type
	get_image_channel_order := zzIn[zzI].get_image_channel_order
	zzOut[zzI] += get_image_channel_order
	get_image_depth := zzIn[zzI].get_image_depth
	zzOut[zzI] += get_image_depth
	get_image_height := zzIn[zzI].get_image_height
	zzOut[zzI] += get_image_height
	get_image_num_mip_levels := zzIn[zzI].get_image_num_mip_levels
	zzOut[zzI] += get_image_num_mip_levels
	get_image_num_samples := zzIn[zzI].get_image_num_samples
	zzOut[zzI] += get_image_num_samples
	get_max_sub_group_size := zzIn[zzI].get_max_sub_group_size
	zzOut[zzI] += get_max_sub_group_size
	get_num_sub_groups := zzIn[zzI].get_num_sub_groups
	zzOut[zzI] += get_num_sub_groups
	get_sub_group_eq_mask := zzIn[zzI].get_sub_group_eq_mask
	zzOut[zzI] += get_sub_group_eq_mask
	get_sub_group_ge_mask := zzIn[zzI].get_sub_group_ge_mask
	zzOut[zzI] += get_sub_group_ge_mask
	get_sub_group_gt_mask := zzIn[zzI].get_sub_group_gt_mask
	zzOut[zzI] += get_sub_group_gt_mask
	get_sub_group_id := zzIn[zzI].get_sub_group_id
	zzOut[zzI] += get_sub_group_id
	get_sub_group_le_mask := zzIn[zzI].get_sub_group_le_mask
	zzOut[zzI] += get_sub_group_le_mask
	get_sub_group_local_id := zzIn[zzI].get_sub_group_local_id
	zzOut[zzI] += get_sub_group_local_id
	get_sub_group_lt_mask := zzIn[zzI].get_sub_group_lt_mask
	zzOut[zzI] += get_sub_group_lt_mask
	gets := zzIn[zzI].gets
	zzOut[zzI] += gets
	given := zzIn[zzI].given
	zzOut[zzI] += given
	gives := zzIn[zzI].gives
	zzOut[zzI] += gives
	glibc := zzIn[zzI].glibc
	zzOut[zzI] += glibc
	globalWorkOffset := zzIn[zzI].globalWorkOffset
	zzOut[zzI] += globalWorkOffset
	globalWorkSize := zzIn[zzI].globalWorkSize
	zzOut[zzI] += globalWorkSize
	global_work_offset := zzIn[zzI].global_work_offset
	zzOut[zzI] += global_work_offset
	global_work_size := zzIn[zzI].global_work_size
	zzOut[zzI] += global_work_size
	gradients := zzIn[zzI].gradients
	zzOut[zzI] += gradients
	granted := zzIn[zzI].granted
	zzOut[zzI] += granted
	greater := zzIn[zzI].greater
	zzOut[zzI] += greater
	grid := zzIn[zzI].grid
	zzOut[zzI] += grid
	group := zzIn[zzI].group
	zzOut[zzI] += group
	groups := zzIn[zzI].groups
	zzOut[zzI] += groups
	guaranteed := zzIn[zzI].guaranteed
	zzOut[zzI] += guaranteed
	h := zzIn[zzI].h
	zzOut[zzI] += h
	half_divide := zzIn[zzI].half_divide
	zzOut[zzI] += half_divide
	half_exp10 := zzIn[zzI].half_exp10
	zzOut[zzI] += half_exp10
	half_exp2 := zzIn[zzI].half_exp2
	zzOut[zzI] += half_exp2
	half_log := zzIn[zzI].half_log
	zzOut[zzI] += half_log
	half_log10 := zzIn[zzI].half_log10
	zzOut[zzI] += half_log10
	half_log2 := zzIn[zzI].half_log2
	zzOut[zzI] += half_log2
	half_powr := zzIn[zzI].half_powr
	zzOut[zzI] += half_powr
	half_recip := zzIn[zzI].half_recip
	zzOut[zzI] += half_recip
	half_rsqrt := zzIn[zzI].half_rsqrt
	zzOut[zzI] += half_rsqrt
	half_sin := zzIn[zzI].half_sin
	zzOut[zzI] += half_sin
	half_tan := zzIn[zzI].half_tan
	zzOut[zzI] += half_tan
	halfn := zzIn[zzI].halfn
	zzOut[zzI] += halfn
	halfway := zzIn[zzI].halfway
	zzOut[zzI] += halfway
	handled := zzIn[zzI].handled
	zzOut[zzI] += handled
	hardware := zzIn[zzI].hardware
	zzOut[zzI] += hardware
	has := zzIn[zzI].has
	zzOut[zzI] += has
	has_wait_list := zzIn[zzI].has_wait_list
	zzOut[zzI] += has_wait_list
	hash := zzIn[zzI].hash
	zzOut[zzI] += hash
	hasn := zzIn[zzI].hasn
	zzOut[zzI] += hasn
	have := zzIn[zzI].have
	zzOut[zzI] += have
	header := zzIn[zzI].header
	zzOut[zzI] += header
	height := zzIn[zzI].height
	zzOut[zzI] += height
	help := zzIn[zzI].help
	zzOut[zzI] += help
	here := zzIn[zzI].here
	zzOut[zzI] += here
	hereby := zzIn[zzI].hereby
	zzOut[zzI] += hereby
	hi := zzIn[zzI].hi
	zzOut[zzI] += hi
	high := zzIn[zzI].high
	zzOut[zzI] += high
	highest := zzIn[zzI].highest
	zzOut[zzI] += highest
	history := zzIn[zzI].history
	zzOut[zzI] += history
	host := zzIn[zzI].host
	zzOut[zzI] += host
	host_origin := zzIn[zzI].host_origin
	zzOut[zzI] += host_origin
	host_ptr := zzIn[zzI].host_ptr
	zzOut[zzI] += host_ptr
	host_row_pitch := zzIn[zzI].host_row_pitch
	zzOut[zzI] += host_row_pitch
	host_slice_pitch := zzIn[zzI].host_slice_pitch
	zzOut[zzI] += host_slice_pitch
	how := zzIn[zzI].how
	zzOut[zzI] += how
	https := zzIn[zzI].https
	zzOut[zzI] += https
	hyperbolic := zzIn[zzI].hyperbolic
	zzOut[zzI] += hyperbolic
	i := zzIn[zzI].i
	zzOut[zzI] += i
	identical := zzIn[zzI].identical
	zzOut[zzI] += identical
	identified := zzIn[zzI].identified
	zzOut[zzI] += identified
	identifier := zzIn[zzI].identifier
	zzOut[zzI] += identifier
	identify := zzIn[zzI].identify
	zzOut[zzI] += identify
	ifdef := zzIn[zzI].ifdef
	zzOut[zzI] += ifdef
	ifndef := zzIn[zzI].ifndef
	zzOut[zzI] += ifndef
	ignored := zzIn[zzI].ignored
	zzOut[zzI] += ignored
	illegal := zzIn[zzI].illegal
	zzOut[zzI] += illegal
	image := zzIn[zzI].image
	zzOut[zzI] += image
	image2d_array_msaa_depth_t := zzIn[zzI].image2d_array_msaa_depth_t
	zzOut[zzI] += image2d_array_msaa_depth_t
	image2d_array_msaa_t := zzIn[zzI].image2d_array_msaa_t
	zzOut[zzI] += image2d_array_msaa_t
	image2d_msaa_depth_t := zzIn[zzI].image2d_msaa_depth_t
	zzOut[zzI] += image2d_msaa_depth_t
	image_array := zzIn[zzI].image_array
	zzOut[zzI] += image_array
	image_channel_data_type := zzIn[zzI].image_channel_data_type
	zzOut[zzI] += image_channel_data_type
	image_select := zzIn[zzI].image_select
	zzOut[zzI] += image_select
	image_size := zzIn[zzI].image_size
	zzOut[zzI] += image_size
	images := zzIn[zzI].images
	zzOut[zzI] += images
	immediately := zzIn[zzI].immediately
	zzOut[zzI] += immediately
	implement := zzIn[zzI].implement
	zzOut[zzI] += implement
	implementation := zzIn[zzI].implementation
	zzOut[zzI] += implementation
	implementationdefined := zzIn[zzI].implementationdefined
	zzOut[zzI] += implementationdefined
	implementations := zzIn[zzI].implementations
	zzOut[zzI] += implementations
	implemented := zzIn[zzI].implemented
	zzOut[zzI] += implemented
	implicit := zzIn[zzI].implicit
	zzOut[zzI] += implicit
	important := zzIn[zzI].important
	zzOut[zzI] += important
	in := zzIn[zzI].in
	zzOut[zzI] += in
	include := zzIn[zzI].include
	zzOut[zzI] += include
	included := zzIn[zzI].included
	zzOut[zzI] += included
	includes := zzIn[zzI].includes
	zzOut[zzI] += includes
	including := zzIn[zzI].including
	zzOut[zzI] += including
	inconsistencies := zzIn[zzI].inconsistencies
	zzOut[zzI] += inconsistencies
	incorrect := zzIn[zzI].incorrect
	zzOut[zzI] += incorrect
	increases := zzIn[zzI].increases
	zzOut[zzI] += increases
	independent := zzIn[zzI].independent
	zzOut[zzI] += independent
	index := zzIn[zzI].index
	zzOut[zzI] += index
	indicate := zzIn[zzI].indicate
	zzOut[zzI] += indicate
	individual := zzIn[zzI].individual
	zzOut[zzI] += individual
	inen := zzIn[zzI].inen
	zzOut[zzI] += inen
	infinite := zzIn[zzI].infinite
	zzOut[zzI] += infinite
	infinitely := zzIn[zzI].infinitely
	zzOut[zzI] += infinitely
	infinity := zzIn[zzI].infinity
	zzOut[zzI] += infinity
	info := zzIn[zzI].info
	zzOut[zzI] += info
	information := zzIn[zzI].information
	zzOut[zzI] += information
	input := zzIn[zzI].input
	zzOut[zzI] += input
	inserting := zzIn[zzI].inserting
	zzOut[zzI] += inserting
	inside := zzIn[zzI].inside
	zzOut[zzI] += inside
	instead := zzIn[zzI].instead
	zzOut[zzI] += instead
	instruction := zzIn[zzI].instruction
	zzOut[zzI] += instruction
	integer := zzIn[zzI].integer
	zzOut[zzI] += integer
	integers := zzIn[zzI].integers
	zzOut[zzI] += integers
	integral := zzIn[zzI].integral
	zzOut[zzI] += integral
	integrating := zzIn[zzI].integrating
	zzOut[zzI] += integrating
	intel_sub_group_avc_bme_initialize := zzIn[zzI].intel_sub_group_avc_bme_initialize
	zzOut[zzI] += intel_sub_group_avc_bme_initialize
	intel_sub_group_avc_fme_initialize := zzIn[zzI].intel_sub_group_avc_fme_initialize
	zzOut[zzI] += intel_sub_group_avc_fme_initialize
	intel_sub_group_avc_ime_adjust_ref_offset := zzIn[zzI].intel_sub_group_avc_ime_adjust_ref_offset
	zzOut[zzI] += intel_sub_group_avc_ime_adjust_ref_offset
	intel_sub_group_avc_ime_convert_to_mce_payload := zzIn[zzI].intel_sub_group_avc_ime_convert_to_mce_payload
	zzOut[zzI] += intel_sub_group_avc_ime_convert_to_mce_payload
	intel_sub_group_avc_ime_convert_to_mce_result := zzIn[zzI].intel_sub_group_avc_ime_convert_to_mce_result
	zzOut[zzI] += intel_sub_group_avc_ime_convert_to_mce_result
	intel_sub_group_avc_ime_dual_reference_streamin_t := zzIn[zzI].intel_sub_group_avc_ime_dual_reference_streamin_t
	zzOut[zzI] += intel_sub_group_avc_ime_dual_reference_streamin_t
	intel_sub_group_avc_ime_evaluate_with_dual_reference := zzIn[zzI].intel_sub_group_avc_ime_evaluate_with_dual_reference
	zzOut[zzI] += intel_sub_group_avc_ime_evaluate_with_dual_reference
	intel_sub_group_avc_ime_evaluate_with_dual_reference_streamin := zzIn[zzI].intel_sub_group_avc_ime_evaluate_with_dual_reference_streamin
	zzOut[zzI] += intel_sub_group_avc_ime_evaluate_with_dual_reference_streamin
	intel_sub_group_avc_ime_evaluate_with_dual_reference_streaminout := zzIn[zzI].intel_sub_group_avc_ime_evaluate_with_dual_reference_streaminout
	zzOut[zzI] += intel_sub_group_avc_ime_evaluate_with_dual_reference_streaminout
	intel_sub_group_avc_ime_evaluate_with_dual_reference_streamout := zzIn[zzI].intel_sub_group_avc_ime_evaluate_with_dual_reference_streamout
	zzOut[zzI] += intel_sub_group_avc_ime_evaluate_with_dual_reference_streamout
	intel_sub_group_avc_ime_evaluate_with_single_reference := zzIn[zzI].intel_sub_group_avc_ime_evaluate_with_single_reference
	zzOut[zzI] += intel_sub_group_avc_ime_evaluate_with_single_reference
	intel_sub_group_avc_ime_evaluate_with_single_reference_streamin := zzIn[zzI].intel_sub_group_avc_ime_evaluate_with_single_reference_streamin
	zzOut[zzI] += intel_sub_group_avc_ime_evaluate_with_single_reference_streamin
	intel_sub_group_avc_ime_evaluate_with_single_reference_streaminout := zzIn[zzI].intel_sub_group_avc_ime_evaluate_with_single_reference_streaminout
	zzOut[zzI] += intel_sub_group_avc_ime_evaluate_with_single_reference_streaminout
	intel_sub_group_avc_ime_evaluate_with_single_reference_streamout := zzIn[zzI].intel_sub_group_avc_ime_evaluate_with_single_reference_streamout
	zzOut[zzI] += intel_sub_group_avc_ime_evaluate_with_single_reference_streamout
	intel_sub_group_avc_ime_get_best_inter_distortion := zzIn[zzI].intel_sub_group_avc_ime_get_best_inter_distortion
	zzOut[zzI] += intel_sub_group_avc_ime_get_best_inter_distortion
	intel_sub_group_avc_ime_get_border_reached := zzIn[zzI].intel_sub_group_avc_ime_get_border_reached
	zzOut[zzI] += intel_sub_group_avc_ime_get_border_reached
	intel_sub_group_avc_ime_get_dual_reference_streamin := zzIn[zzI].intel_sub_group_avc_ime_get_dual_reference_streamin
	zzOut[zzI] += intel_sub_group_avc_ime_get_dual_reference_streamin
	intel_sub_group_avc_ime_get_inter_directions := zzIn[zzI].intel_sub_group_avc_ime_get_inter_directions
	zzOut[zzI] += intel_sub_group_avc_ime_get_inter_directions
	intel_sub_group_avc_ime_get_inter_distortions := zzIn[zzI].intel_sub_group_avc_ime_get_inter_distortions
	zzOut[zzI] += intel_sub_group_avc_ime_get_inter_distortions
	intel_sub_group_avc_ime_get_inter_major_shape := zzIn[zzI].intel_sub_group_avc_ime_get_inter_major_shape
	zzOut[zzI] += intel_sub_group_avc_ime_get_inter_major_shape
	intel_sub_group_avc_ime_get_inter_minor_shapes := zzIn[zzI].intel_sub_group_avc_ime_get_inter_minor_shapes
	zzOut[zzI] += intel_sub_group_avc_ime_get_inter_minor_shapes
	intel_sub_group_avc_ime_get_inter_motion_vector_count := zzIn[zzI].intel_sub_group_avc_ime_get_inter_motion_vector_count
	zzOut[zzI] += intel_sub_group_avc_ime_get_inter_motion_vector_count
	intel_sub_group_avc_ime_get_inter_reference_ids := zzIn[zzI].intel_sub_group_avc_ime_get_inter_reference_ids
	zzOut[zzI] += intel_sub_group_avc_ime_get_inter_reference_ids
	intel_sub_group_avc_ime_get_inter_reference_interlaced_field_polarities := zzIn[zzI].intel_sub_group_avc_ime_get_inter_reference_interlaced_field_polarities
	zzOut[zzI] += intel_sub_group_avc_ime_get_inter_reference_interlaced_field_polarities
	intel_sub_group_avc_ime_get_motion_vectors := zzIn[zzI].intel_sub_group_avc_ime_get_motion_vectors
	zzOut[zzI] += intel_sub_group_avc_ime_get_motion_vectors
	intel_sub_group_avc_ime_get_single_reference_streamin := zzIn[zzI].intel_sub_group_avc_ime_get_single_reference_streamin
	zzOut[zzI] += intel_sub_group_avc_ime_get_single_reference_streamin
	intel_sub_group_avc_ime_get_streamout_major_shape_distortions := zzIn[zzI].intel_sub_group_avc_ime_get_streamout_major_shape_distortions
	zzOut[zzI] += intel_sub_group_avc_ime_get_streamout_major_shape_distortions
	intel_sub_group_avc_ime_get_streamout_major_shape_motion_vectors := zzIn[zzI].intel_sub_group_avc_ime_get_streamout_major_shape_motion_vectors
	zzOut[zzI] += intel_sub_group_avc_ime_get_streamout_major_shape_motion_vectors
	intel_sub_group_avc_ime_get_streamout_major_shape_reference_ids := zzIn[zzI].intel_sub_group_avc_ime_get_streamout_major_shape_reference_ids
	zzOut[zzI] += intel_sub_group_avc_ime_get_streamout_major_shape_reference_ids
	intel_sub_group_avc_ime_get_truncated_search_indication := zzIn[zzI].intel_sub_group_avc_ime_get_truncated_search_indication
	zzOut[zzI] += intel_sub_group_avc_ime_get_truncated_search_indication
	intel_sub_group_avc_ime_get_unidirectional_early_search_termination := zzIn[zzI].intel_sub_group_avc_ime_get_unidirectional_early_search_termination
	zzOut[zzI] += intel_sub_group_avc_ime_get_unidirectional_early_search_termination
	intel_sub_group_avc_ime_get_weighting_pattern_minimum_distortion := zzIn[zzI].intel_sub_group_avc_ime_get_weighting_pattern_minimum_distortion
	zzOut[zzI] += intel_sub_group_avc_ime_get_weighting_pattern_minimum_distortion
	intel_sub_group_avc_ime_get_weighting_pattern_minimum_motion_vector := zzIn[zzI].intel_sub_group_avc_ime_get_weighting_pattern_minimum_motion_vector
	zzOut[zzI] += intel_sub_group_avc_ime_get_weighting_pattern_minimum_motion_vector
	intel_sub_group_avc_ime_initialize := zzIn[zzI].intel_sub_group_avc_ime_initialize
	zzOut[zzI] += intel_sub_group_avc_ime_initialize
	intel_sub_group_avc_ime_payload_t := zzIn[zzI].intel_sub_group_avc_ime_payload_t
	zzOut[zzI] += intel_sub_group_avc_ime_payload_t
	intel_sub_group_avc_ime_ref_window_size := zzIn[zzI].intel_sub_group_avc_ime_ref_window_size
	zzOut[zzI] += intel_sub_group_avc_ime_ref_window_size
	intel_sub_group_avc_ime_result_dual_reference_streamout_t := zzIn[zzI].intel_sub_group_avc_ime_result_dual_reference_streamout_t
	zzOut[zzI] += intel_sub_group_avc_ime_result_dual_reference_streamout_t
	intel_sub_group_avc_ime_result_single_reference_streamout_t := zzIn[zzI].intel_sub_group_avc_ime_result_single_reference_streamout_t
	zzOut[zzI] += intel_sub_group_avc_ime_result_single_reference_streamout_t
	intel_sub_group_avc_ime_result_t := zzIn[zzI].intel_sub_group_avc_ime_result_t
	zzOut[zzI] += intel_sub_group_avc_ime_result_t
	intel_sub_group_avc_ime_set_ac_only_haar := zzIn[zzI].intel_sub_group_avc_ime_set_ac_only_haar
	zzOut[zzI] += intel_sub_group_avc_ime_set_ac_only_haar
	intel_sub_group_avc_ime_set_dual_reference := zzIn[zzI].intel_sub_group_avc_ime_set_dual_reference
	zzOut[zzI] += intel_sub_group_avc_ime_set_dual_reference
	intel_sub_group_avc_ime_set_dual_reference_interlaced_field_polarities := zzIn[zzI].intel_sub_group_avc_ime_set_dual_reference_interlaced_field_polarities
	zzOut[zzI] += intel_sub_group_avc_ime_set_dual_reference_interlaced_field_polarities
	intel_sub_group_avc_ime_set_early_search_termination_threshold := zzIn[zzI].intel_sub_group_avc_ime_set_early_search_termination_threshold
	zzOut[zzI] += intel_sub_group_avc_ime_set_early_search_termination_threshold
	intel_sub_group_avc_ime_set_inter_base_multi_reference_penalty := zzIn[zzI].intel_sub_group_avc_ime_set_inter_base_multi_reference_penalty
	zzOut[zzI] += intel_sub_group_avc_ime_set_inter_base_multi_reference_penalty
	intel_sub_group_avc_ime_set_inter_direction_penalty := zzIn[zzI].intel_sub_group_avc_ime_set_inter_direction_penalty
	zzOut[zzI] += intel_sub_group_avc_ime_set_inter_direction_penalty
	intel_sub_group_avc_ime_set_inter_shape_penalty := zzIn[zzI].intel_sub_group_avc_ime_set_inter_shape_penalty
	zzOut[zzI] += intel_sub_group_avc_ime_set_inter_shape_penalty
	intel_sub_group_avc_ime_set_max_motion_vector_count := zzIn[zzI].intel_sub_group_avc_ime_set_max_motion_vector_count
	zzOut[zzI] += intel_sub_group_avc_ime_set_max_motion_vector_count
	intel_sub_group_avc_ime_set_motion_vector_cost_function := zzIn[zzI].intel_sub_group_avc_ime_set_motion_vector_cost_function
	zzOut[zzI] += intel_sub_group_avc_ime_set_motion_vector_cost_function
	intel_sub_group_avc_ime_set_single_reference := zzIn[zzI].intel_sub_group_avc_ime_set_single_reference
	zzOut[zzI] += intel_sub_group_avc_ime_set_single_reference
	intel_sub_group_avc_ime_set_single_reference_interlaced_field_polarity := zzIn[zzI].intel_sub_group_avc_ime_set_single_reference_interlaced_field_polarity
	zzOut[zzI] += intel_sub_group_avc_ime_set_single_reference_interlaced_field_polarity
	intel_sub_group_avc_ime_set_source_interlaced_field_polarity := zzIn[zzI].intel_sub_group_avc_ime_set_source_interlaced_field_polarity
	zzOut[zzI] += intel_sub_group_avc_ime_set_source_interlaced_field_polarity
	intel_sub_group_avc_ime_set_unidirectional_mix_disable := zzIn[zzI].intel_sub_group_avc_ime_set_unidirectional_mix_disable
	zzOut[zzI] += intel_sub_group_avc_ime_set_unidirectional_mix_disable
	intel_sub_group_avc_ime_set_weighted_sad := zzIn[zzI].intel_sub_group_avc_ime_set_weighted_sad
	zzOut[zzI] += intel_sub_group_avc_ime_set_weighted_sad
	intel_sub_group_avc_ime_single_reference_streamin_t := zzIn[zzI].intel_sub_group_avc_ime_single_reference_streamin_t
	zzOut[zzI] += intel_sub_group_avc_ime_single_reference_streamin_t
	intel_sub_group_avc_ime_strip_dual_reference_streamout := zzIn[zzI].intel_sub_group_avc_ime_strip_dual_reference_streamout
	zzOut[zzI] += intel_sub_group_avc_ime_strip_dual_reference_streamout
	intel_sub_group_avc_ime_strip_single_reference_streamout := zzIn[zzI].intel_sub_group_avc_ime_strip_single_reference_streamout
	zzOut[zzI] += intel_sub_group_avc_ime_strip_single_reference_streamout
	intel_sub_group_avc_mce_convert_to_ime_payload := zzIn[zzI].intel_sub_group_avc_mce_convert_to_ime_payload
	zzOut[zzI] += intel_sub_group_avc_mce_convert_to_ime_payload
	intel_sub_group_avc_mce_convert_to_ime_result := zzIn[zzI].intel_sub_group_avc_mce_convert_to_ime_result
	zzOut[zzI] += intel_sub_group_avc_mce_convert_to_ime_result
	intel_sub_group_avc_mce_convert_to_ref_payload := zzIn[zzI].intel_sub_group_avc_mce_convert_to_ref_payload
	zzOut[zzI] += intel_sub_group_avc_mce_convert_to_ref_payload
	intel_sub_group_avc_mce_convert_to_ref_result := zzIn[zzI].intel_sub_group_avc_mce_convert_to_ref_result
	zzOut[zzI] += intel_sub_group_avc_mce_convert_to_ref_result
	intel_sub_group_avc_mce_convert_to_sic_payload := zzIn[zzI].intel_sub_group_avc_mce_convert_to_sic_payload
	zzOut[zzI] += intel_sub_group_avc_mce_convert_to_sic_payload
	intel_sub_group_avc_mce_convert_to_sic_result := zzIn[zzI].intel_sub_group_avc_mce_convert_to_sic_result
	zzOut[zzI] += intel_sub_group_avc_mce_convert_to_sic_result
	intel_sub_group_avc_mce_get_best_inter_distortion := zzIn[zzI].intel_sub_group_avc_mce_get_best_inter_distortion
	zzOut[zzI] += intel_sub_group_avc_mce_get_best_inter_distortion
	intel_sub_group_avc_mce_get_default_high_penalty_cost_table := zzIn[zzI].intel_sub_group_avc_mce_get_default_high_penalty_cost_table
	zzOut[zzI] += intel_sub_group_avc_mce_get_default_high_penalty_cost_table
	intel_sub_group_avc_mce_get_default_inter_base_multi_reference_penalty := zzIn[zzI].intel_sub_group_avc_mce_get_default_inter_base_multi_reference_penalty
	zzOut[zzI] += intel_sub_group_avc_mce_get_default_inter_base_multi_reference_penalty
	intel_sub_group_avc_mce_get_default_inter_direction_penalty := zzIn[zzI].intel_sub_group_avc_mce_get_default_inter_direction_penalty
	zzOut[zzI] += intel_sub_group_avc_mce_get_default_inter_direction_penalty
	intel_sub_group_avc_mce_get_default_inter_motion_vector_cost_table := zzIn[zzI].intel_sub_group_avc_mce_get_default_inter_motion_vector_cost_table
	zzOut[zzI] += intel_sub_group_avc_mce_get_default_inter_motion_vector_cost_table
	intel_sub_group_avc_mce_get_default_inter_shape_penalty := zzIn[zzI].intel_sub_group_avc_mce_get_default_inter_shape_penalty
	zzOut[zzI] += intel_sub_group_avc_mce_get_default_inter_shape_penalty
	intel_sub_group_avc_mce_get_default_intra_chroma_mode_base_penalty := zzIn[zzI].intel_sub_group_avc_mce_get_default_intra_chroma_mode_base_penalty
	zzOut[zzI] += intel_sub_group_avc_mce_get_default_intra_chroma_mode_base_penalty
	intel_sub_group_avc_mce_get_default_intra_luma_mode_penalty := zzIn[zzI].intel_sub_group_avc_mce_get_default_intra_luma_mode_penalty
	zzOut[zzI] += intel_sub_group_avc_mce_get_default_intra_luma_mode_penalty
	intel_sub_group_avc_mce_get_default_intra_luma_shape_penalty := zzIn[zzI].intel_sub_group_avc_mce_get_default_intra_luma_shape_penalty
	zzOut[zzI] += intel_sub_group_avc_mce_get_default_intra_luma_shape_penalty
	intel_sub_group_avc_mce_get_default_low_penalty_cost_table := zzIn[zzI].intel_sub_group_avc_mce_get_default_low_penalty_cost_table
	zzOut[zzI] += intel_sub_group_avc_mce_get_default_low_penalty_cost_table
	intel_sub_group_avc_mce_get_default_medium_penalty_cost_table := zzIn[zzI].intel_sub_group_avc_mce_get_default_medium_penalty_cost_table
	zzOut[zzI] += intel_sub_group_avc_mce_get_default_medium_penalty_cost_table
	intel_sub_group_avc_mce_get_default_non_dc_luma_intra_penalty := zzIn[zzI].intel_sub_group_avc_mce_get_default_non_dc_luma_intra_penalty
	zzOut[zzI] += intel_sub_group_avc_mce_get_default_non_dc_luma_intra_penalty
	intel_sub_group_avc_mce_get_inter_directions := zzIn[zzI].intel_sub_group_avc_mce_get_inter_directions
	zzOut[zzI] += intel_sub_group_avc_mce_get_inter_directions
	intel_sub_group_avc_mce_get_inter_distortions := zzIn[zzI].intel_sub_group_avc_mce_get_inter_distortions
	zzOut[zzI] += intel_sub_group_avc_mce_get_inter_distortions
	intel_sub_group_avc_mce_get_inter_major_shape := zzIn[zzI].intel_sub_group_avc_mce_get_inter_major_shape
	zzOut[zzI] += intel_sub_group_avc_mce_get_inter_major_shape
	intel_sub_group_avc_mce_get_inter_minor_shapes := zzIn[zzI].intel_sub_group_avc_mce_get_inter_minor_shapes
	zzOut[zzI] += intel_sub_group_avc_mce_get_inter_minor_shapes
	intel_sub_group_avc_mce_get_inter_motion_vector_count := zzIn[zzI].intel_sub_group_avc_mce_get_inter_motion_vector_count
	zzOut[zzI] += intel_sub_group_avc_mce_get_inter_motion_vector_count
	intel_sub_group_avc_mce_get_inter_reference_ids := zzIn[zzI].intel_sub_group_avc_mce_get_inter_reference_ids
	zzOut[zzI] += intel_sub_group_avc_mce_get_inter_reference_ids
	intel_sub_group_avc_mce_get_inter_reference_interlaced_field_polarities := zzIn[zzI].intel_sub_group_avc_mce_get_inter_reference_interlaced_field_polarities
	zzOut[zzI] += intel_sub_group_avc_mce_get_inter_reference_interlaced_field_polarities
	intel_sub_group_avc_mce_get_motion_vectors := zzIn[zzI].intel_sub_group_avc_mce_get_motion_vectors
	zzOut[zzI] += intel_sub_group_avc_mce_get_motion_vectors
	intel_sub_group_avc_mce_payload_t := zzIn[zzI].intel_sub_group_avc_mce_payload_t
	zzOut[zzI] += intel_sub_group_avc_mce_payload_t
	intel_sub_group_avc_mce_result_t := zzIn[zzI].intel_sub_group_avc_mce_result_t
	zzOut[zzI] += intel_sub_group_avc_mce_result_t
	intel_sub_group_avc_mce_set_ac_only_haar := zzIn[zzI].intel_sub_group_avc_mce_set_ac_only_haar
	zzOut[zzI] += intel_sub_group_avc_mce_set_ac_only_haar
	intel_sub_group_avc_mce_set_dual_reference_interlaced_field_polarities := zzIn[zzI].intel_sub_group_avc_mce_set_dual_reference_interlaced_field_polarities
	zzOut[zzI] += intel_sub_group_avc_mce_set_dual_reference_interlaced_field_polarities
	intel_sub_group_avc_mce_set_inter_base_multi_reference_penalty := zzIn[zzI].intel_sub_group_avc_mce_set_inter_base_multi_reference_penalty
	zzOut[zzI] += intel_sub_group_avc_mce_set_inter_base_multi_reference_penalty
	intel_sub_group_avc_mce_set_inter_direction_penalty := zzIn[zzI].intel_sub_group_avc_mce_set_inter_direction_penalty
	zzOut[zzI] += intel_sub_group_avc_mce_set_inter_direction_penalty
	intel_sub_group_avc_mce_set_inter_shape_penalty := zzIn[zzI].intel_sub_group_avc_mce_set_inter_shape_penalty
	zzOut[zzI] += intel_sub_group_avc_mce_set_inter_shape_penalty
	intel_sub_group_avc_mce_set_motion_vector_cost_function := zzIn[zzI].intel_sub_group_avc_mce_set_motion_vector_cost_function
	zzOut[zzI] += intel_sub_group_avc_mce_set_motion_vector_cost_function
	intel_sub_group_avc_mce_set_single_reference_interlaced_field_polarity := zzIn[zzI].intel_sub_group_avc_mce_set_single_reference_interlaced_field_polarity
	zzOut[zzI] += intel_sub_group_avc_mce_set_single_reference_interlaced_field_polarity
	intel_sub_group_avc_mce_set_source_interlaced_field_polarity := zzIn[zzI].intel_sub_group_avc_mce_set_source_interlaced_field_polarity
	zzOut[zzI] += intel_sub_group_avc_mce_set_source_interlaced_field_polarity
	intel_sub_group_avc_ref_convert_to_mce_payload := zzIn[zzI].intel_sub_group_avc_ref_convert_to_mce_payload
	zzOut[zzI] += intel_sub_group_avc_ref_convert_to_mce_payload
	intel_sub_group_avc_ref_convert_to_mce_result := zzIn[zzI].intel_sub_group_avc_ref_convert_to_mce_result
	zzOut[zzI] += intel_sub_group_avc_ref_convert_to_mce_result
	intel_sub_group_avc_ref_evaluate_with_dual_reference := zzIn[zzI].intel_sub_group_avc_ref_evaluate_with_dual_reference
	zzOut[zzI] += intel_sub_group_avc_ref_evaluate_with_dual_reference
	intel_sub_group_avc_ref_evaluate_with_multi_reference := zzIn[zzI].intel_sub_group_avc_ref_evaluate_with_multi_reference
	zzOut[zzI] += intel_sub_group_avc_ref_evaluate_with_multi_reference
	intel_sub_group_avc_ref_evaluate_with_single_reference := zzIn[zzI].intel_sub_group_avc_ref_evaluate_with_single_reference
	zzOut[zzI] += intel_sub_group_avc_ref_evaluate_with_single_reference
	intel_sub_group_avc_ref_get_best_inter_distortion := zzIn[zzI].intel_sub_group_avc_ref_get_best_inter_distortion
	zzOut[zzI] += intel_sub_group_avc_ref_get_best_inter_distortion
	intel_sub_group_avc_ref_get_inter_directions := zzIn[zzI].intel_sub_group_avc_ref_get_inter_directions
	zzOut[zzI] += intel_sub_group_avc_ref_get_inter_directions
	intel_sub_group_avc_ref_get_inter_distortions := zzIn[zzI].intel_sub_group_avc_ref_get_inter_distortions
	zzOut[zzI] += intel_sub_group_avc_ref_get_inter_distortions
	intel_sub_group_avc_ref_get_inter_major_shape := zzIn[zzI].intel_sub_group_avc_ref_get_inter_major_shape
	zzOut[zzI] += intel_sub_group_avc_ref_get_inter_major_shape
	intel_sub_group_avc_ref_get_inter_minor_shapes := zzIn[zzI].intel_sub_group_avc_ref_get_inter_minor_shapes
	zzOut[zzI] += intel_sub_group_avc_ref_get_inter_minor_shapes
	intel_sub_group_avc_ref_get_inter_motion_vector_count := zzIn[zzI].intel_sub_group_avc_ref_get_inter_motion_vector_count
	zzOut[zzI] += intel_sub_group_avc_ref_get_inter_motion_vector_count
	intel_sub_group_avc_ref_get_inter_reference_ids := zzIn[zzI].intel_sub_group_avc_ref_get_inter_reference_ids
	zzOut[zzI] += intel_sub_group_avc_ref_get_inter_reference_ids
	intel_sub_group_avc_ref_get_inter_reference_interlaced_field_polarities := zzIn[zzI].intel_sub_group_avc_ref_get_inter_reference_interlaced_field_polarities
	zzOut[zzI] += intel_sub_group_avc_ref_get_inter_reference_interlaced_field_polarities
	intel_sub_group_avc_ref_get_motion_vectors := zzIn[zzI].intel_sub_group_avc_ref_get_motion_vectors
	zzOut[zzI] += intel_sub_group_avc_ref_get_motion_vectors
	intel_sub_group_avc_ref_payload_t := zzIn[zzI].intel_sub_group_avc_ref_payload_t
	zzOut[zzI] += intel_sub_group_avc_ref_payload_t
	intel_sub_group_avc_ref_result_t := zzIn[zzI].intel_sub_group_avc_ref_result_t
	zzOut[zzI] += intel_sub_group_avc_ref_result_t
	intel_sub_group_avc_ref_set_ac_only_haar := zzIn[zzI].intel_sub_group_avc_ref_set_ac_only_haar
	zzOut[zzI] += intel_sub_group_avc_ref_set_ac_only_haar
	intel_sub_group_avc_ref_set_bidirectional_mix_disable := zzIn[zzI].intel_sub_group_avc_ref_set_bidirectional_mix_disable
	zzOut[zzI] += intel_sub_group_avc_ref_set_bidirectional_mix_disable
	intel_sub_group_avc_ref_set_bilinear_filter_enable := zzIn[zzI].intel_sub_group_avc_ref_set_bilinear_filter_enable
	zzOut[zzI] += intel_sub_group_avc_ref_set_bilinear_filter_enable
	intel_sub_group_avc_ref_set_dual_reference_interlaced_field_polarities := zzIn[zzI].intel_sub_group_avc_ref_set_dual_reference_interlaced_field_polarities
	zzOut[zzI] += intel_sub_group_avc_ref_set_dual_reference_interlaced_field_polarities
	intel_sub_group_avc_ref_set_inter_base_multi_reference_penalty := zzIn[zzI].intel_sub_group_avc_ref_set_inter_base_multi_reference_penalty
	zzOut[zzI] += intel_sub_group_avc_ref_set_inter_base_multi_reference_penalty
	intel_sub_group_avc_ref_set_inter_direction_penalty := zzIn[zzI].intel_sub_group_avc_ref_set_inter_direction_penalty
	zzOut[zzI] += intel_sub_group_avc_ref_set_inter_direction_penalty
	intel_sub_group_avc_ref_set_inter_shape_penalty := zzIn[zzI].intel_sub_group_avc_ref_set_inter_shape_penalty
	zzOut[zzI] += intel_sub_group_avc_ref_set_inter_shape_penalty
	intel_sub_group_avc_ref_set_motion_vector_cost_function := zzIn[zzI].intel_sub_group_avc_ref_set_motion_vector_cost_function
	zzOut[zzI] += intel_sub_group_avc_ref_set_motion_vector_cost_function
	intel_sub_group_avc_ref_set_single_reference_interlaced_field_polarity := zzIn[zzI].intel_sub_group_avc_ref_set_single_reference_interlaced_field_polarity
	zzOut[zzI] += intel_sub_group_avc_ref_set_single_reference_interlaced_field_polarity
	intel_sub_group_avc_ref_set_source_interlaced_field_polarity := zzIn[zzI].intel_sub_group_avc_ref_set_source_interlaced_field_polarity
	zzOut[zzI] += intel_sub_group_avc_ref_set_source_interlaced_field_polarity
	intel_sub_group_avc_sic_configure_ipe := zzIn[zzI].intel_sub_group_avc_sic_configure_ipe
	zzOut[zzI] += intel_sub_group_avc_sic_configure_ipe
	intel_sub_group_avc_sic_configure_skc := zzIn[zzI].intel_sub_group_avc_sic_configure_skc
	zzOut[zzI] += intel_sub_group_avc_sic_configure_skc
	intel_sub_group_avc_sic_convert_to_mce_payload := zzIn[zzI].intel_sub_group_avc_sic_convert_to_mce_payload
	zzOut[zzI] += intel_sub_group_avc_sic_convert_to_mce_payload
	intel_sub_group_avc_sic_convert_to_mce_result := zzIn[zzI].intel_sub_group_avc_sic_convert_to_mce_result
	zzOut[zzI] += intel_sub_group_avc_sic_convert_to_mce_result
	intel_sub_group_avc_sic_evaluate_ipe := zzIn[zzI].intel_sub_group_avc_sic_evaluate_ipe
	zzOut[zzI] += intel_sub_group_avc_sic_evaluate_ipe
	intel_sub_group_avc_sic_evaluate_with_dual_reference := zzIn[zzI].intel_sub_group_avc_sic_evaluate_with_dual_reference
	zzOut[zzI] += intel_sub_group_avc_sic_evaluate_with_dual_reference
	intel_sub_group_avc_sic_evaluate_with_multi_reference := zzIn[zzI].intel_sub_group_avc_sic_evaluate_with_multi_reference
	zzOut[zzI] += intel_sub_group_avc_sic_evaluate_with_multi_reference
	intel_sub_group_avc_sic_evaluate_with_single_reference := zzIn[zzI].intel_sub_group_avc_sic_evaluate_with_single_reference
	zzOut[zzI] += intel_sub_group_avc_sic_evaluate_with_single_reference
	intel_sub_group_avc_sic_get_best_ipe_chroma_distortion := zzIn[zzI].intel_sub_group_avc_sic_get_best_ipe_chroma_distortion
	zzOut[zzI] += intel_sub_group_avc_sic_get_best_ipe_chroma_distortion
	intel_sub_group_avc_sic_get_best_ipe_luma_distortion := zzIn[zzI].intel_sub_group_avc_sic_get_best_ipe_luma_distortion
	zzOut[zzI] += intel_sub_group_avc_sic_get_best_ipe_luma_distortion
	intel_sub_group_avc_sic_get_inter_distortions := zzIn[zzI].intel_sub_group_avc_sic_get_inter_distortions
	zzOut[zzI] += intel_sub_group_avc_sic_get_inter_distortions
	intel_sub_group_avc_sic_get_inter_raw_sads := zzIn[zzI].intel_sub_group_avc_sic_get_inter_raw_sads
	zzOut[zzI] += intel_sub_group_avc_sic_get_inter_raw_sads
	intel_sub_group_avc_sic_get_ipe_chroma_mode := zzIn[zzI].intel_sub_group_avc_sic_get_ipe_chroma_mode
	zzOut[zzI] += intel_sub_group_avc_sic_get_ipe_chroma_mode
	intel_sub_group_avc_sic_get_ipe_luma_shape := zzIn[zzI].intel_sub_group_avc_sic_get_ipe_luma_shape
	zzOut[zzI] += intel_sub_group_avc_sic_get_ipe_luma_shape
	intel_sub_group_avc_sic_get_motion_vector_mask := zzIn[zzI].intel_sub_group_avc_sic_get_motion_vector_mask
	zzOut[zzI] += intel_sub_group_avc_sic_get_motion_vector_mask
	intel_sub_group_avc_sic_get_packed_ipe_luma_modes := zzIn[zzI].intel_sub_group_avc_sic_get_packed_ipe_luma_modes
	zzOut[zzI] += intel_sub_group_avc_sic_get_packed_ipe_luma_modes
	intel_sub_group_avc_sic_get_packed_skc_luma_count_threshold := zzIn[zzI].intel_sub_group_avc_sic_get_packed_skc_luma_count_threshold
	zzOut[zzI] += intel_sub_group_avc_sic_get_packed_skc_luma_count_threshold
	intel_sub_group_avc_sic_get_packed_skc_luma_sum_threshold := zzIn[zzI].intel_sub_group_avc_sic_get_packed_skc_luma_sum_threshold
	zzOut[zzI] += intel_sub_group_avc_sic_get_packed_skc_luma_sum_threshold
	intel_sub_group_avc_sic_initialize := zzIn[zzI].intel_sub_group_avc_sic_initialize
	zzOut[zzI] += intel_sub_group_avc_sic_initialize
	intel_sub_group_avc_sic_payload_t := zzIn[zzI].intel_sub_group_avc_sic_payload_t
	zzOut[zzI] += intel_sub_group_avc_sic_payload_t
	intel_sub_group_avc_sic_result_t := zzIn[zzI].intel_sub_group_avc_sic_result_t
	zzOut[zzI] += intel_sub_group_avc_sic_result_t
	intel_sub_group_avc_sic_set_ac_only_haar := zzIn[zzI].intel_sub_group_avc_sic_set_ac_only_haar
	zzOut[zzI] += intel_sub_group_avc_sic_set_ac_only_haar
	intel_sub_group_avc_sic_set_block_based_raw_skip_sad := zzIn[zzI].intel_sub_group_avc_sic_set_block_based_raw_skip_sad
	zzOut[zzI] += intel_sub_group_avc_sic_set_block_based_raw_skip_sad
	intel_sub_group_avc_sic_set_dual_reference_interlaced_field_polarities := zzIn[zzI].intel_sub_group_avc_sic_set_dual_reference_interlaced_field_polarities
	zzOut[zzI] += intel_sub_group_avc_sic_set_dual_reference_interlaced_field_polarities
	intel_sub_group_avc_sic_set_inter_base_multi_reference_penalty := zzIn[zzI].intel_sub_group_avc_sic_set_inter_base_multi_reference_penalty
	zzOut[zzI] += intel_sub_group_avc_sic_set_inter_base_multi_reference_penalty
	intel_sub_group_avc_sic_set_inter_direction_penalty := zzIn[zzI].intel_sub_group_avc_sic_set_inter_direction_penalty
	zzOut[zzI] += intel_sub_group_avc_sic_set_inter_direction_penalty
	intel_sub_group_avc_sic_set_inter_shape_penalty := zzIn[zzI].intel_sub_group_avc_sic_set_inter_shape_penalty
	zzOut[zzI] += intel_sub_group_avc_sic_set_inter_shape_penalty
	intel_sub_group_avc_sic_set_intra_chroma_mode_cost_function := zzIn[zzI].intel_sub_group_avc_sic_set_intra_chroma_mode_cost_function
	zzOut[zzI] += intel_sub_group_avc_sic_set_intra_chroma_mode_cost_function
	intel_sub_group_avc_sic_set_intra_luma_mode_cost_function := zzIn[zzI].intel_sub_group_avc_sic_set_intra_luma_mode_cost_function
	zzOut[zzI] += intel_sub_group_avc_sic_set_intra_luma_mode_cost_function
	intel_sub_group_avc_sic_set_intra_luma_shape_penalty := zzIn[zzI].intel_sub_group_avc_sic_set_intra_luma_shape_penalty
	zzOut[zzI] += intel_sub_group_avc_sic_set_intra_luma_shape_penalty
	intel_sub_group_avc_sic_set_motion_vector_cost_function := zzIn[zzI].intel_sub_group_avc_sic_set_motion_vector_cost_function
	zzOut[zzI] += intel_sub_group_avc_sic_set_motion_vector_cost_function
	intel_sub_group_avc_sic_set_single_reference_interlaced_field_polarity := zzIn[zzI].intel_sub_group_avc_sic_set_single_reference_interlaced_field_polarity
	zzOut[zzI] += intel_sub_group_avc_sic_set_single_reference_interlaced_field_polarity
	intel_sub_group_avc_sic_set_skc_bilinear_filter_enable := zzIn[zzI].intel_sub_group_avc_sic_set_skc_bilinear_filter_enable
	zzOut[zzI] += intel_sub_group_avc_sic_set_skc_bilinear_filter_enable
	intel_sub_group_avc_sic_set_skc_forward_transform_enable := zzIn[zzI].intel_sub_group_avc_sic_set_skc_forward_transform_enable
	zzOut[zzI] += intel_sub_group_avc_sic_set_skc_forward_transform_enable
	intel_sub_group_avc_sic_set_source_interlaced_field_polarity := zzIn[zzI].intel_sub_group_avc_sic_set_source_interlaced_field_polarity
	zzOut[zzI] += intel_sub_group_avc_sic_set_source_interlaced_field_polarity
	intel_sub_group_block_read := zzIn[zzI].intel_sub_group_block_read
	zzOut[zzI] += intel_sub_group_block_read
	intel_sub_group_block_read2 := zzIn[zzI].intel_sub_group_block_read2
	zzOut[zzI] += intel_sub_group_block_read2
	intel_sub_group_block_read4 := zzIn[zzI].intel_sub_group_block_read4
	zzOut[zzI] += intel_sub_group_block_read4
	intel_sub_group_block_read8 := zzIn[zzI].intel_sub_group_block_read8
	zzOut[zzI] += intel_sub_group_block_read8
	intel_sub_group_block_read_ui := zzIn[zzI].intel_sub_group_block_read_ui
	zzOut[zzI] += intel_sub_group_block_read_ui
	intel_sub_group_block_read_ui2 := zzIn[zzI].intel_sub_group_block_read_ui2
	zzOut[zzI] += intel_sub_group_block_read_ui2
	intel_sub_group_block_read_ui4 := zzIn[zzI].intel_sub_group_block_read_ui4
	zzOut[zzI] += intel_sub_group_block_read_ui4
	intel_sub_group_block_read_ui8 := zzIn[zzI].intel_sub_group_block_read_ui8
	zzOut[zzI] += intel_sub_group_block_read_ui8
	intel_sub_group_block_read_us := zzIn[zzI].intel_sub_group_block_read_us
	zzOut[zzI] += intel_sub_group_block_read_us
	intel_sub_group_block_read_us2 := zzIn[zzI].intel_sub_group_block_read_us2
	zzOut[zzI] += intel_sub_group_block_read_us2
	intel_sub_group_block_read_us4 := zzIn[zzI].intel_sub_group_block_read_us4
	zzOut[zzI] += intel_sub_group_block_read_us4
	intel_sub_group_block_read_us8 := zzIn[zzI].intel_sub_group_block_read_us8
	zzOut[zzI] += intel_sub_group_block_read_us8
	intel_sub_group_block_write := zzIn[zzI].intel_sub_group_block_write
	zzOut[zzI] += intel_sub_group_block_write
	intel_sub_group_block_write2 := zzIn[zzI].intel_sub_group_block_write2
	zzOut[zzI] += intel_sub_group_block_write2
	intel_sub_group_block_write4 := zzIn[zzI].intel_sub_group_block_write4
	zzOut[zzI] += intel_sub_group_block_write4
	intel_sub_group_block_write8 := zzIn[zzI].intel_sub_group_block_write8
	zzOut[zzI] += intel_sub_group_block_write8
	intel_sub_group_block_write_ui := zzIn[zzI].intel_sub_group_block_write_ui
	zzOut[zzI] += intel_sub_group_block_write_ui
	intel_sub_group_block_write_ui2 := zzIn[zzI].intel_sub_group_block_write_ui2
	zzOut[zzI] += intel_sub_group_block_write_ui2
	intel_sub_group_block_write_ui4 := zzIn[zzI].intel_sub_group_block_write_ui4
	zzOut[zzI] += intel_sub_group_block_write_ui4
	intel_sub_group_block_write_ui8 := zzIn[zzI].intel_sub_group_block_write_ui8
	zzOut[zzI] += intel_sub_group_block_write_ui8
	intel_sub_group_block_write_us := zzIn[zzI].intel_sub_group_block_write_us
	zzOut[zzI] += intel_sub_group_block_write_us
	intel_sub_group_block_write_us2 := zzIn[zzI].intel_sub_group_block_write_us2
	zzOut[zzI] += intel_sub_group_block_write_us2
	intel_sub_group_block_write_us4 := zzIn[zzI].intel_sub_group_block_write_us4
	zzOut[zzI] += intel_sub_group_block_write_us4
	intel_sub_group_block_write_us8 := zzIn[zzI].intel_sub_group_block_write_us8
	zzOut[zzI] += intel_sub_group_block_write_us8
	intel_sub_group_broadcast := zzIn[zzI].intel_sub_group_broadcast
	zzOut[zzI] += intel_sub_group_broadcast
	intel_sub_group_ime_ref_window_size := zzIn[zzI].intel_sub_group_ime_ref_window_size
	zzOut[zzI] += intel_sub_group_ime_ref_window_size
	intel_sub_group_reduce_add := zzIn[zzI].intel_sub_group_reduce_add
	zzOut[zzI] += intel_sub_group_reduce_add
	intel_sub_group_reduce_max := zzIn[zzI].intel_sub_group_reduce_max
	zzOut[zzI] += intel_sub_group_reduce_max
	intel_sub_group_reduce_min := zzIn[zzI].intel_sub_group_reduce_min
	zzOut[zzI] += intel_sub_group_reduce_min
	intel_sub_group_scan_exclusive_add := zzIn[zzI].intel_sub_group_scan_exclusive_add
	zzOut[zzI] += intel_sub_group_scan_exclusive_add
	intel_sub_group_scan_exclusive_max := zzIn[zzI].intel_sub_group_scan_exclusive_max
	zzOut[zzI] += intel_sub_group_scan_exclusive_max
	intel_sub_group_scan_exclusive_min := zzIn[zzI].intel_sub_group_scan_exclusive_min
	zzOut[zzI] += intel_sub_group_scan_exclusive_min
	intel_sub_group_scan_inclusive_add := zzIn[zzI].intel_sub_group_scan_inclusive_add
	zzOut[zzI] += intel_sub_group_scan_inclusive_add
	intel_sub_group_scan_inclusive_max := zzIn[zzI].intel_sub_group_scan_inclusive_max
	zzOut[zzI] += intel_sub_group_scan_inclusive_max
	intel_sub_group_scan_inclusive_min := zzIn[zzI].intel_sub_group_scan_inclusive_min
	zzOut[zzI] += intel_sub_group_scan_inclusive_min
	intel_sub_group_shuffle_down := zzIn[zzI].intel_sub_group_shuffle_down
	zzOut[zzI] += intel_sub_group_shuffle_down
	intel_sub_group_shuffle_up := zzIn[zzI].intel_sub_group_shuffle_up
	zzOut[zzI] += intel_sub_group_shuffle_up
	intel_sub_group_shuffle_xor := zzIn[zzI].intel_sub_group_shuffle_xor
	zzOut[zzI] += intel_sub_group_shuffle_xor
	intelligent := zzIn[zzI].intelligent
	zzOut[zzI] += intelligent
	intended := zzIn[zzI].intended
	zzOut[zzI] += intended
	intentionally := zzIn[zzI].intentionally
	zzOut[zzI] += intentionally
	interfere := zzIn[zzI].interfere
	zzOut[zzI] += interfere
	intermediate := zzIn[zzI].intermediate
	zzOut[zzI] += intermediate
	internal := zzIn[zzI].internal
	zzOut[zzI] += internal
	interpolation := zzIn[zzI].interpolation
	zzOut[zzI] += interpolation
	interpreted := zzIn[zzI].interpreted
	zzOut[zzI] += interpreted
	interval := zzIn[zzI].interval
	zzOut[zzI] += interval
	intn := zzIn[zzI].intn
	zzOut[zzI] += intn
	into := zzIn[zzI].into
	zzOut[zzI] += into
	intra_neighbour_availabilty := zzIn[zzI].intra_neighbour_availabilty
	zzOut[zzI] += intra_neighbour_availabilty
	intra_sad_adjustment := zzIn[zzI].intra_sad_adjustment
	zzOut[zzI] += intra_sad_adjustment
	introduce := zzIn[zzI].introduce
	zzOut[zzI] += introduce
	invalid := zzIn[zzI].invalid
	zzOut[zzI] += invalid
	inverse := zzIn[zzI].inverse
	zzOut[zzI] += inverse
	invocation := zzIn[zzI].invocation
	zzOut[zzI] += invocation
	iptr := zzIn[zzI].iptr
	zzOut[zzI] += iptr
	is := zzIn[zzI].is
	zzOut[zzI] += is
	is_valid_event := zzIn[zzI].is_valid_event
	zzOut[zzI] += is_valid_event
	is_valid_reserve_id := zzIn[zzI].is_valid_reserve_id
	zzOut[zzI] += is_valid_reserve_id
	isgreaterequal := zzIn[zzI].isgreaterequal
	zzOut[zzI] += isgreaterequal
	islessequal := zzIn[zzI].islessequal
	zzOut[zzI] += islessequal
	islessgreater := zzIn[zzI].islessgreater
	zzOut[zzI] += islessgreater
	isordered := zzIn[zzI].isordered
	zzOut[zzI] += isordered
	isunordered := zzIn[zzI].isunordered
	zzOut[zzI] += isunordered
	it := zzIn[zzI].it
	zzOut[zzI] += it
	item := zzIn[zzI].item
	zzOut[zzI] += item
	items := zzIn[zzI].items
	zzOut[zzI] += items
	iteration := zzIn[zzI].iteration
	zzOut[zzI] += iteration
	its := zzIn[zzI].its
	zzOut[zzI] += its
	just := zzIn[zzI].just
	zzOut[zzI] += just
	kernel_exec := zzIn[zzI].kernel_exec
	zzOut[zzI] += kernel_exec
	kernel_meta := zzIn[zzI].kernel_meta
	zzOut[zzI] += kernel_meta
	known := zzIn[zzI].known
	zzOut[zzI] += known
	language := zzIn[zzI].language
	zzOut[zzI] += language
	largest := zzIn[zzI].largest
	zzOut[zzI] += largest
	last := zzIn[zzI].last
	zzOut[zzI] += last
	later := zzIn[zzI].later
	zzOut[zzI] += later
	latest := zzIn[zzI].latest
	zzOut[zzI] += latest
	launch := zzIn[zzI].launch
	zzOut[zzI] += launch
	layer := zzIn[zzI].layer
	zzOut[zzI] += layer
	lead := zzIn[zzI].lead
	zzOut[zzI] += lead
	leading := zzIn[zzI].leading
	zzOut[zzI] += leading
	least := zzIn[zzI].least
	zzOut[zzI] += least
	left := zzIn[zzI].left
	zzOut[zzI] += left
	left_edge_chroma_pixels := zzIn[zzI].left_edge_chroma_pixels
	zzOut[zzI] += left_edge_chroma_pixels
	left_edge_luma_pixels := zzIn[zzI].left_edge_luma_pixels
	zzOut[zzI] += left_edge_luma_pixels
	less := zzIn[zzI].less
	zzOut[zzI] += less
	let := zzIn[zzI].let
	zzOut[zzI] += let
	level := zzIn[zzI].level
	zzOut[zzI] += level
	lgamma_r := zzIn[zzI].lgamma_r
	zzOut[zzI] += lgamma_r
	lib := zzIn[zzI].lib
	zzOut[zzI] += lib
	libc := zzIn[zzI].libc
	zzOut[zzI] += libc
	libm := zzIn[zzI].libm
	zzOut[zzI] += libm
	libpocl := zzIn[zzI].libpocl
	zzOut[zzI] += libpocl
	library := zzIn[zzI].library
	zzOut[zzI] += library
	license := zzIn[zzI].license
	zzOut[zzI] += license
	limitation := zzIn[zzI].limitation
	zzOut[zzI] += limitation
	linear := zzIn[zzI].linear
	zzOut[zzI] += linear
	linked := zzIn[zzI].linked
	zzOut[zzI] += linked
	list := zzIn[zzI].list
	zzOut[zzI] += list
	literal := zzIn[zzI].literal
	zzOut[zzI] += literal
	llvm := zzIn[zzI].llvm
	zzOut[zzI] += llvm
	lo := zzIn[zzI].lo
	zzOut[zzI] += lo
	loads := zzIn[zzI].loads
	zzOut[zzI] += loads
	localWorkSize := zzIn[zzI].localWorkSize
	zzOut[zzI] += localWorkSize
	local_id := zzIn[zzI].local_id
	zzOut[zzI] += local_id
	local_work_size := zzIn[zzI].local_work_size
	zzOut[zzI] += local_work_size
	location := zzIn[zzI].location
	zzOut[zzI] += location
	lod := zzIn[zzI].lod
	zzOut[zzI] += lod
	logarithm := zzIn[zzI].logarithm
	zzOut[zzI] += logarithm
	logr := zzIn[zzI].logr
	zzOut[zzI] += logr
	lookup := zzIn[zzI].lookup
	zzOut[zzI] += lookup
	loop := zzIn[zzI].loop
	zzOut[zzI] += loop
	low := zzIn[zzI].low
	zzOut[zzI] += low
	lower := zzIn[zzI].lower
	zzOut[zzI] += lower
	luma_intra_partition_mask := zzIn[zzI].luma_intra_partition_mask
	zzOut[zzI] += luma_intra_partition_mask
	luma_mode_penalty := zzIn[zzI].luma_mode_penalty
	zzOut[zzI] += luma_mode_penalty
	luma_packed_neighbor_modes := zzIn[zzI].luma_packed_neighbor_modes
	zzOut[zzI] += luma_packed_neighbor_modes
	luma_packed_non_dc_penalty := zzIn[zzI].luma_packed_non_dc_penalty
	zzOut[zzI] += luma_packed_non_dc_penalty
	macro := zzIn[zzI].macro
	zzOut[zzI] += macro
	macros := zzIn[zzI].macros
	zzOut[zzI] += macros
	made := zzIn[zzI].made
	zzOut[zzI] += made
	magnitude := zzIn[zzI].magnitude
	zzOut[zzI] += magnitude
	major_shape := zzIn[zzI].major_shape
	zzOut[zzI] += major_shape
	major_shapes := zzIn[zzI].major_shapes
	zzOut[zzI] += major_shapes
	make := zzIn[zzI].make
	zzOut[zzI] += make
	mangling := zzIn[zzI].mangling
	zzOut[zzI] += mangling
	mantissa := zzIn[zzI].mantissa
	zzOut[zzI] += mantissa
	map_flags := zzIn[zzI].map_flags
	zzOut[zzI] += map_flags
	mapped := zzIn[zzI].mapped
	zzOut[zzI] += mapped
	mapping := zzIn[zzI].mapping
	zzOut[zzI] += mapping
	mappings := zzIn[zzI].mappings
	zzOut[zzI] += mappings
	marker := zzIn[zzI].marker
	zzOut[zzI] += marker
	mask := zzIn[zzI].mask
	zzOut[zzI] += mask
	match := zzIn[zzI].match
	zzOut[zzI] += match
	math := zzIn[zzI].math
	zzOut[zzI] += math
	matters := zzIn[zzI].matters
	zzOut[zzI] += matters
	max_motion_vector_count := zzIn[zzI].max_motion_vector_count
	zzOut[zzI] += max_motion_vector_count
	maximum := zzIn[zzI].maximum
	zzOut[zzI] += maximum
	maxval := zzIn[zzI].maxval
	zzOut[zzI] += maxval
	may := zzIn[zzI].may
	zzOut[zzI] += may
	maybe := zzIn[zzI].maybe
	zzOut[zzI] += maybe
	means := zzIn[zzI].means
	zzOut[zzI] += means
	mechanisms := zzIn[zzI].mechanisms
	zzOut[zzI] += mechanisms
	mem := zzIn[zzI].mem
	zzOut[zzI] += mem
	mem_destructor_callback_t := zzIn[zzI].mem_destructor_callback_t
	zzOut[zzI] += mem_destructor_callback_t
	mem_host_ptr := zzIn[zzI].mem_host_ptr
	zzOut[zzI] += mem_host_ptr
	mem_id := zzIn[zzI].mem_id
	zzOut[zzI] += mem_id
	mem_mapping := zzIn[zzI].mem_mapping
	zzOut[zzI] += mem_mapping
	mem_mapping_t := zzIn[zzI].mem_mapping_t
	zzOut[zzI] += mem_mapping_t
	mem_ptr := zzIn[zzI].mem_ptr
	zzOut[zzI] += mem_ptr
	memfill := zzIn[zzI].memfill
	zzOut[zzI] += memfill
	memobj_count := zzIn[zzI].memobj_count
	zzOut[zzI] += memobj_count
	memobj_list := zzIn[zzI].memobj_list
	zzOut[zzI] += memobj_list
	memory := zzIn[zzI].memory
	zzOut[zzI] += memory
	memory_order_acq_rel := zzIn[zzI].memory_order_acq_rel
	zzOut[zzI] += memory_order_acq_rel
	memory_order_acquire := zzIn[zzI].memory_order_acquire
	zzOut[zzI] += memory_order_acquire
	memory_order_release := zzIn[zzI].memory_order_release
	zzOut[zzI] += memory_order_release
	memory_scope_all_devices := zzIn[zzI].memory_scope_all_devices
	zzOut[zzI] += memory_scope_all_devices
	memory_scope_all_svm_devices := zzIn[zzI].memory_scope_all_svm_devices
	zzOut[zzI] += memory_scope_all_svm_devices
	memory_scope_sub_group := zzIn[zzI].memory_scope_sub_group
	zzOut[zzI] += memory_scope_sub_group
	memory_scope_work_item := zzIn[zzI].memory_scope_work_item
	zzOut[zzI] += memory_scope_work_item
	mems := zzIn[zzI].mems
	zzOut[zzI] += mems
	merge := zzIn[zzI].merge
	zzOut[zzI] += merge
	metadata := zzIn[zzI].metadata
	zzOut[zzI] += metadata
	might := zzIn[zzI].might
	zzOut[zzI] += might
	migrate := zzIn[zzI].migrate
	zzOut[zzI] += migrate
	migrated := zzIn[zzI].migrated
	zzOut[zzI] += migrated
	migrations := zzIn[zzI].migrations
	zzOut[zzI] += migrations
	minimum := zzIn[zzI].minimum
	zzOut[zzI] += minimum
	minor_shapes := zzIn[zzI].minor_shapes
	zzOut[zzI] += minor_shapes
	minval := zzIn[zzI].minval
	zzOut[zzI] += minval
	mip := zzIn[zzI].mip
	zzOut[zzI] += mip
	miplevels := zzIn[zzI].miplevels
	zzOut[zzI] += miplevels
	mipmap := zzIn[zzI].mipmap
	zzOut[zzI] += mipmap
	mode := zzIn[zzI].mode
	zzOut[zzI] += mode
	model := zzIn[zzI].model
	zzOut[zzI] += model
	modes := zzIn[zzI].modes
	zzOut[zzI] += modes
	modify := zzIn[zzI].modify
	zzOut[zzI] += modify
	modulo := zzIn[zzI].modulo
	zzOut[zzI] += modulo
	most := zzIn[zzI].most
	zzOut[zzI] += most
	mostly := zzIn[zzI].mostly
	zzOut[zzI] += mostly
	motion_vectors := zzIn[zzI].motion_vectors
	zzOut[zzI] += motion_vectors
	moved := zzIn[zzI].moved
	zzOut[zzI] += moved
	multi := zzIn[zzI].multi
	zzOut[zzI] += multi
	multiple := zzIn[zzI].multiple
	zzOut[zzI] += multiple
	multiplication := zzIn[zzI].multiplication
	zzOut[zzI] += multiplication
	must := zzIn[zzI].must
	zzOut[zzI] += must
	mutually := zzIn[zzI].mutually
	zzOut[zzI] += mutually
	mysterious := zzIn[zzI].mysterious
	zzOut[zzI] += mysterious
	n := zzIn[zzI].n
	zzOut[zzI] += n
	name := zzIn[zzI].name
	zzOut[zzI] += name
	named := zzIn[zzI].named
	zzOut[zzI] += named
	nancode := zzIn[zzI].nancode
	zzOut[zzI] += nancode
	native := zzIn[zzI].native
	zzOut[zzI] += native
	native_cos := zzIn[zzI].native_cos
	zzOut[zzI] += native_cos
	native_divide := zzIn[zzI].native_divide
	zzOut[zzI] += native_divide
	native_exp10 := zzIn[zzI].native_exp10
	zzOut[zzI] += native_exp10
	native_exp2 := zzIn[zzI].native_exp2
	zzOut[zzI] += native_exp2
	native_log := zzIn[zzI].native_log
	zzOut[zzI] += native_log
	native_log10 := zzIn[zzI].native_log10
	zzOut[zzI] += native_log10
	native_log2 := zzIn[zzI].native_log2
	zzOut[zzI] += native_log2
	native_powr := zzIn[zzI].native_powr
	zzOut[zzI] += native_powr
	native_rsqrt := zzIn[zzI].native_rsqrt
	zzOut[zzI] += native_rsqrt
	native_sqrt := zzIn[zzI].native_sqrt
	zzOut[zzI] += native_sqrt
	native_tan := zzIn[zzI].native_tan
	zzOut[zzI] += native_tan
	natural := zzIn[zzI].natural
	zzOut[zzI] += natural
	ndrange_1D := zzIn[zzI].ndrange_1D
	zzOut[zzI] += ndrange_1D
	ndrange_2D := zzIn[zzI].ndrange_2D
	zzOut[zzI] += ndrange_2D
	ndrange_3D := zzIn[zzI].ndrange_3D
	zzOut[zzI] += ndrange_3D
	nearest := zzIn[zzI].nearest
	zzOut[zzI] += nearest
	need := zzIn[zzI].need
	zzOut[zzI] += need
	needed := zzIn[zzI].needed
	zzOut[zzI] += needed
	next := zzIn[zzI].next
	zzOut[zzI] += next
	non := zzIn[zzI].non
	zzOut[zzI] += non
	normal := zzIn[zzI].normal
	zzOut[zzI] += normal
	normalized := zzIn[zzI].normalized
	zzOut[zzI] += normalized
	not := zzIn[zzI].not
	zzOut[zzI] += not
	notice := zzIn[zzI].notice
	zzOut[zzI] += notice
	nullptr := zzIn[zzI].nullptr
	zzOut[zzI] += nullptr
	num_args := zzIn[zzI].num_args
	zzOut[zzI] += num_args
	num_elements := zzIn[zzI].num_elements
	zzOut[zzI] += num_elements
	num_events := zzIn[zzI].num_events
	zzOut[zzI] += num_events
	num_locals := zzIn[zzI].num_locals
	zzOut[zzI] += num_locals
	num_svm_pointers := zzIn[zzI].num_svm_pointers
	zzOut[zzI] += num_svm_pointers
	num_sync_points_in_wait_list := zzIn[zzI].num_sync_points_in_wait_list
	zzOut[zzI] += num_sync_points_in_wait_list
	number := zzIn[zzI].number
	zzOut[zzI] += number
	numbered := zzIn[zzI].numbered
	zzOut[zzI] += numbered
	numbering := zzIn[zzI].numbering
	zzOut[zzI] += numbering
	object := zzIn[zzI].object
	zzOut[zzI] += object
	objects := zzIn[zzI].objects
	zzOut[zzI] += objects
	obtaining := zzIn[zzI].obtaining
	zzOut[zzI] += obtaining
	ocassionally := zzIn[zzI].ocassionally
	zzOut[zzI] += ocassionally
	occur := zzIn[zzI].occur
	zzOut[zzI] += occur
	of := zzIn[zzI].of
	zzOut[zzI] += of
	off := zzIn[zzI].off
	zzOut[zzI] += off
	official := zzIn[zzI].official
	zzOut[zzI] += official
	offset := zzIn[zzI].offset
	zzOut[zzI] += offset
	old := zzIn[zzI].old
	zzOut[zzI] += old
	on := zzIn[zzI].on
	zzOut[zzI] += on
	one := zzIn[zzI].one
	zzOut[zzI] += one
	ones := zzIn[zzI].ones
	zzOut[zzI] += ones
	only := zzIn[zzI].only
	zzOut[zzI] += only
	opencl := zzIn[zzI].opencl
	zzOut[zzI] += opencl
	operand := zzIn[zzI].operand
	zzOut[zzI] += operand
	operations := zzIn[zzI].operations
	zzOut[zzI] += operations
	operator := zzIn[zzI].operator
	zzOut[zzI] += operator
	operators := zzIn[zzI].operators
	zzOut[zzI] += operators
	option := zzIn[zzI].option
	zzOut[zzI] += option
	or := zzIn[zzI].or
	zzOut[zzI] += or
	order := zzIn[zzI].order
	zzOut[zzI] += order
	ordered := zzIn[zzI].ordered
	zzOut[zzI] += ordered
	ordering := zzIn[zzI].ordering
	zzOut[zzI] += ordering
	orders := zzIn[zzI].orders
	zzOut[zzI] += orders
	org := zzIn[zzI].org
	zzOut[zzI] += org
	orig_pixel := zzIn[zzI].orig_pixel
	zzOut[zzI] += orig_pixel
	origin := zzIn[zzI].origin
	zzOut[zzI] += origin
	original := zzIn[zzI].original
	zzOut[zzI] += original
	other := zzIn[zzI].other
	zzOut[zzI] += other
	others := zzIn[zzI].others
	zzOut[zzI] += others
	otherwise := zzIn[zzI].otherwise
	zzOut[zzI] += otherwise
	out := zzIn[zzI].out
	zzOut[zzI] += out
	outside := zzIn[zzI].outside
	zzOut[zzI] += outside
	over := zzIn[zzI].over
	zzOut[zzI] += over
	overflow := zzIn[zzI].overflow
	zzOut[zzI] += overflow
	overloadable := zzIn[zzI].overloadable
	zzOut[zzI] += overloadable
	overloads := zzIn[zzI].overloads
	zzOut[zzI] += overloads
	override := zzIn[zzI].override
	zzOut[zzI] += override
	overrides := zzIn[zzI].overrides
	zzOut[zzI] += overrides
	p := zzIn[zzI].p
	zzOut[zzI] += p
	p0 := zzIn[zzI].p0
	zzOut[zzI] += p0
	p1 := zzIn[zzI].p1
	zzOut[zzI] += p1
	packed := zzIn[zzI].packed
	zzOut[zzI] += packed
	packed_cost_center_delta := zzIn[zzI].packed_cost_center_delta
	zzOut[zzI] += packed_cost_center_delta
	packed_cost_table := zzIn[zzI].packed_cost_table
	zzOut[zzI] += packed_cost_table
	packed_reference_field_polarities := zzIn[zzI].packed_reference_field_polarities
	zzOut[zzI] += packed_reference_field_polarities
	packed_reference_ids := zzIn[zzI].packed_reference_ids
	zzOut[zzI] += packed_reference_ids
	packed_reference_parameter_field_polarities := zzIn[zzI].packed_reference_parameter_field_polarities
	zzOut[zzI] += packed_reference_parameter_field_polarities
	packed_sad_coefficients := zzIn[zzI].packed_sad_coefficients
	zzOut[zzI] += packed_sad_coefficients
	packed_sad_weights := zzIn[zzI].packed_sad_weights
	zzOut[zzI] += packed_sad_weights
	packed_shape_cost := zzIn[zzI].packed_shape_cost
	zzOut[zzI] += packed_shape_cost
	packed_shape_penalty := zzIn[zzI].packed_shape_penalty
	zzOut[zzI] += packed_shape_penalty
	parameters := zzIn[zzI].parameters
	zzOut[zzI] += parameters
	part := zzIn[zzI].part
	zzOut[zzI] += part
	partially := zzIn[zzI].partially
	zzOut[zzI] += partially
	partition_mask := zzIn[zzI].partition_mask
	zzOut[zzI] += partition_mask
	parts := zzIn[zzI].parts
	zzOut[zzI] += parts
	passed := zzIn[zzI].passed
	zzOut[zzI] += passed
	paths := zzIn[zzI].paths
	zzOut[zzI] += paths
	pattern := zzIn[zzI].pattern
	zzOut[zzI] += pattern
	pattern_size := zzIn[zzI].pattern_size
	zzOut[zzI] += pattern_size
	payload := zzIn[zzI].payload
	zzOut[zzI] += payload
	pc := zzIn[zzI].pc
	zzOut[zzI] += pc
	per := zzIn[zzI].per
	zzOut[zzI] += per
	perform := zzIn[zzI].perform
	zzOut[zzI] += perform
	performed := zzIn[zzI].performed
	zzOut[zzI] += performed
	performing := zzIn[zzI].performing
	zzOut[zzI] += performing
	performs := zzIn[zzI].performs
	zzOut[zzI] += performs
	perimeterinstitute := zzIn[zzI].perimeterinstitute
	zzOut[zzI] += perimeterinstitute
	permission := zzIn[zzI].permission
	zzOut[zzI] += permission
	permit := zzIn[zzI].permit
	zzOut[zzI] += permit
	permutation := zzIn[zzI].permutation
	zzOut[zzI] += permutation
	person := zzIn[zzI].person
	zzOut[zzI] += person
	persons := zzIn[zzI].persons
	zzOut[zzI] += persons
	pfn_free_func := zzIn[zzI].pfn_free_func
	zzOut[zzI] += pfn_free_func
	pfn_notify := zzIn[zzI].pfn_notify
	zzOut[zzI] += pfn_notify
	phase := zzIn[zzI].phase
	zzOut[zzI] += phase
	pixel_resolution := zzIn[zzI].pixel_resolution
	zzOut[zzI] += pixel_resolution
	pixel_size := zzIn[zzI].pixel_size
	zzOut[zzI] += pixel_size
	pixel_t := zzIn[zzI].pixel_t
	zzOut[zzI] += pixel_t
	pixels := zzIn[zzI].pixels
	zzOut[zzI] += pixels
	placed := zzIn[zzI].placed
	zzOut[zzI] += placed
	please := zzIn[zzI].please
	zzOut[zzI] += please
	pocl := zzIn[zzI].pocl
	zzOut[zzI] += pocl
	pocl_argument := zzIn[zzI].pocl_argument
	zzOut[zzI] += pocl_argument
	pocl_cl := zzIn[zzI].pocl_cl
	zzOut[zzI] += pocl_cl
	pocl_compiler_features := zzIn[zzI].pocl_compiler_features
	zzOut[zzI] += pocl_compiler_features
	pocl_context := zzIn[zzI].pocl_context
	zzOut[zzI] += pocl_context
	pocl_device := zzIn[zzI].pocl_device
	zzOut[zzI] += pocl_device
	pocl_export := zzIn[zzI].pocl_export
	zzOut[zzI] += pocl_export
	pocl_image_types := zzIn[zzI].pocl_image_types
	zzOut[zzI] += pocl_image_types
	pocl_kernel_hash_t := zzIn[zzI].pocl_kernel_hash_t
	zzOut[zzI] += pocl_kernel_hash_t
	pocl_mem_identifier := zzIn[zzI].pocl_mem_identifier
	zzOut[zzI] += pocl_mem_identifier
	pocl_migration_type_e := zzIn[zzI].pocl_migration_type_e
	zzOut[zzI] += pocl_migration_type_e
	pocl_migration_type_t := zzIn[zzI].pocl_migration_type_t
	zzOut[zzI] += pocl_migration_type_t
	pocl_types := zzIn[zzI].pocl_types
	zzOut[zzI] += pocl_types
	point := zzIn[zzI].point
	zzOut[zzI] += point
	pointed := zzIn[zzI].pointed
	zzOut[zzI] += pointed
	pointer := zzIn[zzI].pointer
	zzOut[zzI] += pointer
	pointers := zzIn[zzI].pointers
	zzOut[zzI] += pointers
	points := zzIn[zzI].points
	zzOut[zzI] += points
	populated := zzIn[zzI].populated
	zzOut[zzI] += populated
	portions := zzIn[zzI].portions
	zzOut[zzI] += portions
	position := zzIn[zzI].position
	zzOut[zzI] += position
	positive := zzIn[zzI].positive
	zzOut[zzI] += positive
	power := zzIn[zzI].power
	zzOut[zzI] += power
	pragma := zzIn[zzI].pragma
	zzOut[zzI] += pragma
	pre := zzIn[zzI].pre
	zzOut[zzI] += pre
	preceding := zzIn[zzI].preceding
	zzOut[zzI] += preceding
	precise := zzIn[zzI].precise
	zzOut[zzI] += precise
	precision := zzIn[zzI].precision
	zzOut[zzI] += precision
	predefined := zzIn[zzI].predefined
	zzOut[zzI] += predefined
	predicate := zzIn[zzI].predicate
	zzOut[zzI] += predicate
	preferred := zzIn[zzI].preferred
	zzOut[zzI] += preferred
	prefixed := zzIn[zzI].prefixed
	zzOut[zzI] += prefixed
	prev := zzIn[zzI].prev
	zzOut[zzI] += prev
	prevents := zzIn[zzI].prevents
	zzOut[zzI] += prevents
	previous := zzIn[zzI].previous
	zzOut[zzI] += previous
	previously := zzIn[zzI].previously
	zzOut[zzI] += previously
	problem := zzIn[zzI].problem
	zzOut[zzI] += problem
	proceeding := zzIn[zzI].proceeding
	zzOut[zzI] += proceeding
	processor := zzIn[zzI].processor
	zzOut[zzI] += processor
	produce := zzIn[zzI].produce
	zzOut[zzI] += produce
	product := zzIn[zzI].product
	zzOut[zzI] += product
	products := zzIn[zzI].products
	zzOut[zzI] += products
	program := zzIn[zzI].program
	zzOut[zzI] += program
	program_device_i := zzIn[zzI].program_device_i
	zzOut[zzI] += program_device_i
	progress := zzIn[zzI].progress
	zzOut[zzI] += progress
	property := zzIn[zzI].property
	zzOut[zzI] += property
	prototypes := zzIn[zzI].prototypes
	zzOut[zzI] += prototypes
	provide := zzIn[zzI].provide
	zzOut[zzI] += provide
	ptr := zzIn[zzI].ptr
	zzOut[zzI] += ptr
	publish := zzIn[zzI].publish
	zzOut[zzI] += publish
	pure := zzIn[zzI].pure
	zzOut[zzI] += pure
	purpose := zzIn[zzI].purpose
	zzOut[zzI] += purpose
	qp := zzIn[zzI].qp
	zzOut[zzI] += qp
	qualifier := zzIn[zzI].qualifier
	zzOut[zzI] += qualifier
	qualifiers := zzIn[zzI].qualifiers
	zzOut[zzI] += qualifiers
	query := zzIn[zzI].query
	zzOut[zzI] += query
	queue := zzIn[zzI].queue
	zzOut[zzI] += queue
	queue_idx := zzIn[zzI].queue_idx
	zzOut[zzI] += queue_idx
	queues := zzIn[zzI].queues
	zzOut[zzI] += queues
	quiet := zzIn[zzI].quiet
	zzOut[zzI] += quiet
	quo := zzIn[zzI].quo
	zzOut[zzI] += quo
	quotient := zzIn[zzI].quotient
	zzOut[zzI] += quotient
	r := zzIn[zzI].r
	zzOut[zzI] += r
	re := zzIn[zzI].re
	zzOut[zzI] += re
	read := zzIn[zzI].read
	zzOut[zzI] += read
	read_image := zzIn[zzI].read_image
	zzOut[zzI] += read_image
	read_imageh := zzIn[zzI].read_imageh
	zzOut[zzI] += read_imageh
	read_imageui := zzIn[zzI].read_imageui
	zzOut[zzI] += read_imageui
	read_rect := zzIn[zzI].read_rect
	zzOut[zzI] += read_rect
	readonly_flag_list := zzIn[zzI].readonly_flag_list
	zzOut[zzI] += readonly_flag_list
	reads := zzIn[zzI].reads
	zzOut[zzI] += reads
	ready := zzIn[zzI].ready
	zzOut[zzI] += ready
	reciprocal := zzIn[zzI].reciprocal
	zzOut[zzI] += reciprocal
	recorded := zzIn[zzI].recorded
	zzOut[zzI] += recorded
	ref_field_polarity := zzIn[zzI].ref_field_polarity
	zzOut[zzI] += ref_field_polarity
	ref_image := zzIn[zzI].ref_image
	zzOut[zzI] += ref_image
	ref_offset := zzIn[zzI].ref_offset
	zzOut[zzI] += ref_offset
	ref_window_size := zzIn[zzI].ref_window_size
	zzOut[zzI] += ref_window_size
	reference_base_penalty := zzIn[zzI].reference_base_penalty
	zzOut[zzI] += reference_base_penalty
	referred := zzIn[zzI].referred
	zzOut[zzI] += referred
	regardless := zzIn[zzI].regardless
	zzOut[zzI] += regardless
	region := zzIn[zzI].region
	zzOut[zzI] += region
	related := zzIn[zzI].related
	zzOut[zzI] += related
	release_event := zzIn[zzI].release_event
	zzOut[zzI] += release_event
	released := zzIn[zzI].released
	zzOut[zzI] += released
	relevant := zzIn[zzI].relevant
	zzOut[zzI] += relevant
	renames := zzIn[zzI].renames
	zzOut[zzI] += renames
	replace := zzIn[zzI].replace
	zzOut[zzI] += replace
	replay := zzIn[zzI].replay
	zzOut[zzI] += replay
	representable := zzIn[zzI].representable
	zzOut[zzI] += representable
	representation := zzIn[zzI].representation
	zzOut[zzI] += representation
	representing := zzIn[zzI].representing
	zzOut[zzI] += representing
	represents := zzIn[zzI].represents
	zzOut[zzI] += represents
	required := zzIn[zzI].required
	zzOut[zzI] += required
	requirements := zzIn[zzI].requirements
	zzOut[zzI] += requirements
	requires := zzIn[zzI].requires
	zzOut[zzI] += requires
	reserve_id := zzIn[zzI].reserve_id
	zzOut[zzI] += reserve_id
	resource := zzIn[zzI].resource
	zzOut[zzI] += resource
	respect := zzIn[zzI].respect
	zzOut[zzI] += respect
	respectively := zzIn[zzI].respectively
	zzOut[zzI] += respectively
	restriction := zzIn[zzI].restriction
	zzOut[zzI] += restriction
	result := zzIn[zzI].result
	zzOut[zzI] += result
	resulting := zzIn[zzI].resulting
	zzOut[zzI] += resulting
	results := zzIn[zzI].results
	zzOut[zzI] += results
	retain_event := zzIn[zzI].retain_event
	zzOut[zzI] += retain_event
	returned := zzIn[zzI].returned
	zzOut[zzI] += returned
	returning := zzIn[zzI].returning
	zzOut[zzI] += returning
	returns := zzIn[zzI].returns
	zzOut[zzI] += returns
	right := zzIn[zzI].right
	zzOut[zzI] += right
	rights := zzIn[zzI].rights
	zzOut[zzI] += rights
	robustly := zzIn[zzI].robustly
	zzOut[zzI] += robustly
	root := zzIn[zzI].root
	zzOut[zzI] += root
	rounded := zzIn[zzI].rounded
	zzOut[zzI] += rounded
	rounding := zzIn[zzI].rounding
	zzOut[zzI] += rounding
	row_pitch := zzIn[zzI].row_pitch
	zzOut[zzI] += row_pitch
	rules := zzIn[zzI].rules
	zzOut[zzI] += rules
	run := zzIn[zzI].run
	zzOut[zzI] += run
	running := zzIn[zzI].running
	zzOut[zzI] += running
	runtime := zzIn[zzI].runtime
	zzOut[zzI] += runtime
	s := zzIn[zzI].s
	zzOut[zzI] += s
	s0123 := zzIn[zzI].s0123
	zzOut[zzI] += s0123
	s4567 := zzIn[zzI].s4567
	zzOut[zzI] += s4567
	s6 := zzIn[zzI].s6
	zzOut[zzI] += s6
	s9 := zzIn[zzI].s9
	zzOut[zzI] += s9
	sad_adjustment := zzIn[zzI].sad_adjustment
	zzOut[zzI] += sad_adjustment
	same := zzIn[zzI].same
	zzOut[zzI] += same
	sample := zzIn[zzI].sample
	zzOut[zzI] += sample
	sampler := zzIn[zzI].sampler
	zzOut[zzI] += sampler
	samples := zzIn[zzI].samples
	zzOut[zzI] += samples
	saturates := zzIn[zzI].saturates
	zzOut[zzI] += saturates
	saves := zzIn[zzI].saves
	zzOut[zzI] += saves
	scalar := zzIn[zzI].scalar
	zzOut[zzI] += scalar
	search_window_config := zzIn[zzI].search_window_config
	zzOut[zzI] += search_window_config
	section := zzIn[zzI].section
	zzOut[zzI] += section
	see := zzIn[zzI].see
	zzOut[zzI] += see
	seems := zzIn[zzI].seems
	zzOut[zzI] += seems
	sell := zzIn[zzI].sell
	zzOut[zzI] += sell
	semi := zzIn[zzI].semi
	zzOut[zzI] += semi
	set := zzIn[zzI].set
	zzOut[zzI] += set
	set_user_event_status := zzIn[zzI].set_user_event_status
	zzOut[zzI] += set_user_event_status
	sets := zzIn[zzI].sets
	zzOut[zzI] += sets
	setup := zzIn[zzI].setup
	zzOut[zzI] += setup
	seven := zzIn[zzI].seven
	zzOut[zzI] += seven
	shall := zzIn[zzI].shall
	zzOut[zzI] += shall
	shared := zzIn[zzI].shared
	zzOut[zzI] += shared
	shift := zzIn[zzI].shift
	zzOut[zzI] += shift
	shifted := zzIn[zzI].shifted
	zzOut[zzI] += shifted
	shipped := zzIn[zzI].shipped
	zzOut[zzI] += shipped
	should := zzIn[zzI].should
	zzOut[zzI] += should
	side := zzIn[zzI].side
	zzOut[zzI] += side
	significand := zzIn[zzI].significand
	zzOut[zzI] += significand
	significant := zzIn[zzI].significant
	zzOut[zzI] += significant
	signp := zzIn[zzI].signp
	zzOut[zzI] += signp
	simple := zzIn[zzI].simple
	zzOut[zzI] += simple
	since := zzIn[zzI].since
	zzOut[zzI] += since
	sine := zzIn[zzI].sine
	zzOut[zzI] += sine
	single := zzIn[zzI].single
	zzOut[zzI] += single
	size := zzIn[zzI].size
	zzOut[zzI] += size
	sizes := zzIn[zzI].sizes
	zzOut[zzI] += sizes
	skel := zzIn[zzI].skel
	zzOut[zzI] += skel
	skip_block_partition_type := zzIn[zzI].skip_block_partition_type
	zzOut[zzI] += skip_block_partition_type
	skip_motion_vector_mask := zzIn[zzI].skip_motion_vector_mask
	zzOut[zzI] += skip_motion_vector_mask
	skip_sad_adjustment := zzIn[zzI].skip_sad_adjustment
	zzOut[zzI] += skip_sad_adjustment
	slice_pitch := zzIn[zzI].slice_pitch
	zzOut[zzI] += slice_pitch
	slice_type := zzIn[zzI].slice_type
	zzOut[zzI] += slice_type
	slot := zzIn[zzI].slot
	zzOut[zzI] += slot
	small := zzIn[zzI].small
	zzOut[zzI] += small
	smooth := zzIn[zzI].smooth
	zzOut[zzI] += smooth
	so := zzIn[zzI].so
	zzOut[zzI] += so
	software := zzIn[zzI].software
	zzOut[zzI] += software
	some := zzIn[zzI].some
	zzOut[zzI] += some
	source := zzIn[zzI].source
	zzOut[zzI] += source
	sources := zzIn[zzI].sources
	zzOut[zzI] += sources
	space := zzIn[zzI].space
	zzOut[zzI] += space
	specialization := zzIn[zzI].specialization
	zzOut[zzI] += specialization
	specific := zzIn[zzI].specific
	zzOut[zzI] += specific
	specified := zzIn[zzI].specified
	zzOut[zzI] += specified
	specifies := zzIn[zzI].specifies
	zzOut[zzI] += specifies
	specs := zzIn[zzI].specs
	zzOut[zzI] += specs
	speed := zzIn[zzI].speed
	zzOut[zzI] += speed
	spir := zzIn[zzI].spir
	zzOut[zzI] += spir
	square := zzIn[zzI].square
	zzOut[zzI] += square
	squares := zzIn[zzI].squares
	zzOut[zzI] += squares
	src := zzIn[zzI].src
	zzOut[zzI] += src
	src0 := zzIn[zzI].src0
	zzOut[zzI] += src0
	src1 := zzIn[zzI].src1
	zzOut[zzI] += src1
	src2 := zzIn[zzI].src2
	zzOut[zzI] += src2
	src_content_size := zzIn[zzI].src_content_size
	zzOut[zzI] += src_content_size
	src_content_size_mem_id := zzIn[zzI].src_content_size_mem_id
	zzOut[zzI] += src_content_size_mem_id
	src_coord := zzIn[zzI].src_coord
	zzOut[zzI] += src_coord
	src_device := zzIn[zzI].src_device
	zzOut[zzI] += src_device
	src_field_polarity := zzIn[zzI].src_field_polarity
	zzOut[zzI] += src_field_polarity
	src_host_ptr := zzIn[zzI].src_host_ptr
	zzOut[zzI] += src_host_ptr
	src_id := zzIn[zzI].src_id
	zzOut[zzI] += src_id
	src_image := zzIn[zzI].src_image
	zzOut[zzI] += src_image
	src_mem_id := zzIn[zzI].src_mem_id
	zzOut[zzI] += src_mem_id
	src_offset := zzIn[zzI].src_offset
	zzOut[zzI] += src_offset
	src_origin := zzIn[zzI].src_origin
	zzOut[zzI] += src_origin
	src_row_pitch := zzIn[zzI].src_row_pitch
	zzOut[zzI] += src_row_pitch
	src_slice_pitch := zzIn[zzI].src_slice_pitch
	zzOut[zzI] += src_slice_pitch
	src_stride := zzIn[zzI].src_stride
	zzOut[zzI] += src_stride
	st := zzIn[zzI].st
	zzOut[zzI] += st
	staging := zzIn[zzI].staging
	zzOut[zzI] += staging
	standard := zzIn[zzI].standard
	zzOut[zzI] += standard
	start := zzIn[zzI].start
	zzOut[zzI] += start
	starting := zzIn[zzI].starting
	zzOut[zzI] += starting
	state := zzIn[zzI].state
	zzOut[zzI] += state
	statement := zzIn[zzI].statement
	zzOut[zzI] += statement
	status := zzIn[zzI].status
	zzOut[zzI] += status
	statuses := zzIn[zzI].statuses
	zzOut[zzI] += statuses
	std := zzIn[zzI].std
	zzOut[zzI] += std
	stdint := zzIn[zzI].stdint
	zzOut[zzI] += stdint
	still := zzIn[zzI].still
	zzOut[zzI] += still
	storage := zzIn[zzI].storage
	zzOut[zzI] += storage
	store := zzIn[zzI].store
	zzOut[zzI] += store
	stored := zzIn[zzI].stored
	zzOut[zzI] += stored
	stores := zzIn[zzI].stores
	zzOut[zzI] += stores
	streamin_components := zzIn[zzI].streamin_components
	zzOut[zzI] += streamin_components
	stride := zzIn[zzI].stride
	zzOut[zzI] += stride
	structure := zzIn[zzI].structure
	zzOut[zzI] += structure
	sub := zzIn[zzI].sub
	zzOut[zzI] += sub
	sub_group_all := zzIn[zzI].sub_group_all
	zzOut[zzI] += sub_group_all
	sub_group_any := zzIn[zzI].sub_group_any
	zzOut[zzI] += sub_group_any
	sub_group_ballot := zzIn[zzI].sub_group_ballot
	zzOut[zzI] += sub_group_ballot
	sub_group_ballot_bit_count := zzIn[zzI].sub_group_ballot_bit_count
	zzOut[zzI] += sub_group_ballot_bit_count
	sub_group_ballot_bit_extract := zzIn[zzI].sub_group_ballot_bit_extract
	zzOut[zzI] += sub_group_ballot_bit_extract
	sub_group_ballot_exclusive_scan := zzIn[zzI].sub_group_ballot_exclusive_scan
	zzOut[zzI] += sub_group_ballot_exclusive_scan
	sub_group_ballot_find_lsb := zzIn[zzI].sub_group_ballot_find_lsb
	zzOut[zzI] += sub_group_ballot_find_lsb
	sub_group_ballot_find_msb := zzIn[zzI].sub_group_ballot_find_msb
	zzOut[zzI] += sub_group_ballot_find_msb
	sub_group_ballot_inclusive_scan := zzIn[zzI].sub_group_ballot_inclusive_scan
	zzOut[zzI] += sub_group_ballot_inclusive_scan
	sub_group_barrier := zzIn[zzI].sub_group_barrier
	zzOut[zzI] += sub_group_barrier
	sub_group_broadcast_first := zzIn[zzI].sub_group_broadcast_first
	zzOut[zzI] += sub_group_broadcast_first
	sub_group_clustered_reduce_add := zzIn[zzI].sub_group_clustered_reduce_add
	zzOut[zzI] += sub_group_clustered_reduce_add
	sub_group_clustered_reduce_and := zzIn[zzI].sub_group_clustered_reduce_and
	zzOut[zzI] += sub_group_clustered_reduce_and
	sub_group_clustered_reduce_logical_and := zzIn[zzI].sub_group_clustered_reduce_logical_and
	zzOut[zzI] += sub_group_clustered_reduce_logical_and
	sub_group_clustered_reduce_logical_or := zzIn[zzI].sub_group_clustered_reduce_logical_or
	zzOut[zzI] += sub_group_clustered_reduce_logical_or
	sub_group_clustered_reduce_logical_xor := zzIn[zzI].sub_group_clustered_reduce_logical_xor
	zzOut[zzI] += sub_group_clustered_reduce_logical_xor
	sub_group_clustered_reduce_max := zzIn[zzI].sub_group_clustered_reduce_max
	zzOut[zzI] += sub_group_clustered_reduce_max
	sub_group_clustered_reduce_min := zzIn[zzI].sub_group_clustered_reduce_min
	zzOut[zzI] += sub_group_clustered_reduce_min
	sub_group_clustered_reduce_mul := zzIn[zzI].sub_group_clustered_reduce_mul
	zzOut[zzI] += sub_group_clustered_reduce_mul
	sub_group_clustered_reduce_or := zzIn[zzI].sub_group_clustered_reduce_or
	zzOut[zzI] += sub_group_clustered_reduce_or
	sub_group_clustered_reduce_xor := zzIn[zzI].sub_group_clustered_reduce_xor
	zzOut[zzI] += sub_group_clustered_reduce_xor
	sub_group_clustered_rotate := zzIn[zzI].sub_group_clustered_rotate
	zzOut[zzI] += sub_group_clustered_rotate
	sub_group_elect := zzIn[zzI].sub_group_elect
	zzOut[zzI] += sub_group_elect
	sub_group_inverse_ballot := zzIn[zzI].sub_group_inverse_ballot
	zzOut[zzI] += sub_group_inverse_ballot
	sub_group_local_id := zzIn[zzI].sub_group_local_id
	zzOut[zzI] += sub_group_local_id
	sub_group_non_uniform_all := zzIn[zzI].sub_group_non_uniform_all
	zzOut[zzI] += sub_group_non_uniform_all
	sub_group_non_uniform_all_equal := zzIn[zzI].sub_group_non_uniform_all_equal
	zzOut[zzI] += sub_group_non_uniform_all_equal
	sub_group_non_uniform_any := zzIn[zzI].sub_group_non_uniform_any
	zzOut[zzI] += sub_group_non_uniform_any
	sub_group_non_uniform_broadcast := zzIn[zzI].sub_group_non_uniform_broadcast
	zzOut[zzI] += sub_group_non_uniform_broadcast
	sub_group_non_uniform_reduce_add := zzIn[zzI].sub_group_non_uniform_reduce_add
	zzOut[zzI] += sub_group_non_uniform_reduce_add
	sub_group_non_uniform_reduce_and := zzIn[zzI].sub_group_non_uniform_reduce_and
	zzOut[zzI] += sub_group_non_uniform_reduce_and
	sub_group_non_uniform_reduce_logical_and := zzIn[zzI].sub_group_non_uniform_reduce_logical_and
	zzOut[zzI] += sub_group_non_uniform_reduce_logical_and
	sub_group_non_uniform_reduce_logical_or := zzIn[zzI].sub_group_non_uniform_reduce_logical_or
	zzOut[zzI] += sub_group_non_uniform_reduce_logical_or
	sub_group_non_uniform_reduce_logical_xor := zzIn[zzI].sub_group_non_uniform_reduce_logical_xor
	zzOut[zzI] += sub_group_non_uniform_reduce_logical_xor
	sub_group_non_uniform_reduce_max := zzIn[zzI].sub_group_non_uniform_reduce_max
	zzOut[zzI] += sub_group_non_uniform_reduce_max
	sub_group_non_uniform_reduce_min := zzIn[zzI].sub_group_non_uniform_reduce_min
	zzOut[zzI] += sub_group_non_uniform_reduce_min
	sub_group_non_uniform_reduce_mul := zzIn[zzI].sub_group_non_uniform_reduce_mul
	zzOut[zzI] += sub_group_non_uniform_reduce_mul
	sub_group_non_uniform_reduce_or := zzIn[zzI].sub_group_non_uniform_reduce_or
	zzOut[zzI] += sub_group_non_uniform_reduce_or
	sub_group_non_uniform_reduce_xor := zzIn[zzI].sub_group_non_uniform_reduce_xor
	zzOut[zzI] += sub_group_non_uniform_reduce_xor
	sub_group_non_uniform_scan_exclusive_add := zzIn[zzI].sub_group_non_uniform_scan_exclusive_add
	zzOut[zzI] += sub_group_non_uniform_scan_exclusive_add
	sub_group_non_uniform_scan_exclusive_and := zzIn[zzI].sub_group_non_uniform_scan_exclusive_and
	zzOut[zzI] += sub_group_non_uniform_scan_exclusive_and
	sub_group_non_uniform_scan_exclusive_logical_and := zzIn[zzI].sub_group_non_uniform_scan_exclusive_logical_and
	zzOut[zzI] += sub_group_non_uniform_scan_exclusive_logical_and
	sub_group_non_uniform_scan_exclusive_logical_or := zzIn[zzI].sub_group_non_uniform_scan_exclusive_logical_or
	zzOut[zzI] += sub_group_non_uniform_scan_exclusive_logical_or
	sub_group_non_uniform_scan_exclusive_logical_xor := zzIn[zzI].sub_group_non_uniform_scan_exclusive_logical_xor
	zzOut[zzI] += sub_group_non_uniform_scan_exclusive_logical_xor
	sub_group_non_uniform_scan_exclusive_max := zzIn[zzI].sub_group_non_uniform_scan_exclusive_max
	zzOut[zzI] += sub_group_non_uniform_scan_exclusive_max
	sub_group_non_uniform_scan_exclusive_min := zzIn[zzI].sub_group_non_uniform_scan_exclusive_min
	zzOut[zzI] += sub_group_non_uniform_scan_exclusive_min
	sub_group_non_uniform_scan_exclusive_mul := zzIn[zzI].sub_group_non_uniform_scan_exclusive_mul
	zzOut[zzI] += sub_group_non_uniform_scan_exclusive_mul
	sub_group_non_uniform_scan_exclusive_or := zzIn[zzI].sub_group_non_uniform_scan_exclusive_or
	zzOut[zzI] += sub_group_non_uniform_scan_exclusive_or
	sub_group_non_uniform_scan_exclusive_xor := zzIn[zzI].sub_group_non_uniform_scan_exclusive_xor
	zzOut[zzI] += sub_group_non_uniform_scan_exclusive_xor
	sub_group_non_uniform_scan_inclusive_add := zzIn[zzI].sub_group_non_uniform_scan_inclusive_add
	zzOut[zzI] += sub_group_non_uniform_scan_inclusive_add
	sub_group_non_uniform_scan_inclusive_and := zzIn[zzI].sub_group_non_uniform_scan_inclusive_and
	zzOut[zzI] += sub_group_non_uniform_scan_inclusive_and
	sub_group_non_uniform_scan_inclusive_logical_and := zzIn[zzI].sub_group_non_uniform_scan_inclusive_logical_and
	zzOut[zzI] += sub_group_non_uniform_scan_inclusive_logical_and
	sub_group_non_uniform_scan_inclusive_logical_or := zzIn[zzI].sub_group_non_uniform_scan_inclusive_logical_or
	zzOut[zzI] += sub_group_non_uniform_scan_inclusive_logical_or
	sub_group_non_uniform_scan_inclusive_logical_xor := zzIn[zzI].sub_group_non_uniform_scan_inclusive_logical_xor
	zzOut[zzI] += sub_group_non_uniform_scan_inclusive_logical_xor
	sub_group_non_uniform_scan_inclusive_max := zzIn[zzI].sub_group_non_uniform_scan_inclusive_max
	zzOut[zzI] += sub_group_non_uniform_scan_inclusive_max
	sub_group_non_uniform_scan_inclusive_min := zzIn[zzI].sub_group_non_uniform_scan_inclusive_min
	zzOut[zzI] += sub_group_non_uniform_scan_inclusive_min
	sub_group_non_uniform_scan_inclusive_mul := zzIn[zzI].sub_group_non_uniform_scan_inclusive_mul
	zzOut[zzI] += sub_group_non_uniform_scan_inclusive_mul
	sub_group_non_uniform_scan_inclusive_or := zzIn[zzI].sub_group_non_uniform_scan_inclusive_or
	zzOut[zzI] += sub_group_non_uniform_scan_inclusive_or
	sub_group_non_uniform_scan_inclusive_xor := zzIn[zzI].sub_group_non_uniform_scan_inclusive_xor
	zzOut[zzI] += sub_group_non_uniform_scan_inclusive_xor
	sub_group_reduce_add := zzIn[zzI].sub_group_reduce_add
	zzOut[zzI] += sub_group_reduce_add
	sub_group_reduce_max := zzIn[zzI].sub_group_reduce_max
	zzOut[zzI] += sub_group_reduce_max
	sub_group_reduce_min := zzIn[zzI].sub_group_reduce_min
	zzOut[zzI] += sub_group_reduce_min
	sub_group_rotate := zzIn[zzI].sub_group_rotate
	zzOut[zzI] += sub_group_rotate
	sub_group_scan_exclusive_add := zzIn[zzI].sub_group_scan_exclusive_add
	zzOut[zzI] += sub_group_scan_exclusive_add
	sub_group_scan_exclusive_max := zzIn[zzI].sub_group_scan_exclusive_max
	zzOut[zzI] += sub_group_scan_exclusive_max
	sub_group_scan_exclusive_min := zzIn[zzI].sub_group_scan_exclusive_min
	zzOut[zzI] += sub_group_scan_exclusive_min
	sub_group_scan_inclusive_add := zzIn[zzI].sub_group_scan_inclusive_add
	zzOut[zzI] += sub_group_scan_inclusive_add
	sub_group_scan_inclusive_max := zzIn[zzI].sub_group_scan_inclusive_max
	zzOut[zzI] += sub_group_scan_inclusive_max
	sub_group_scan_inclusive_min := zzIn[zzI].sub_group_scan_inclusive_min
	zzOut[zzI] += sub_group_scan_inclusive_min
	sub_group_shuffle := zzIn[zzI].sub_group_shuffle
	zzOut[zzI] += sub_group_shuffle
	sub_group_shuffle_down := zzIn[zzI].sub_group_shuffle_down
	zzOut[zzI] += sub_group_shuffle_down
	sub_group_shuffle_up := zzIn[zzI].sub_group_shuffle_up
	zzOut[zzI] += sub_group_shuffle_up
	sub_group_shuffle_xor := zzIn[zzI].sub_group_shuffle_xor
	zzOut[zzI] += sub_group_shuffle_xor
	subgroup := zzIn[zzI].subgroup
	zzOut[zzI] += subgroup
	subgroups := zzIn[zzI].subgroups
	zzOut[zzI] += subgroups
	subject := zzIn[zzI].subject
	zzOut[zzI] += subject
	sublicense := zzIn[zzI].sublicense
	zzOut[zzI] += sublicense
	subnormal := zzIn[zzI].subnormal
	zzOut[zzI] += subnormal
	substantial := zzIn[zzI].substantial
	zzOut[zzI] += substantial
	subtracting := zzIn[zzI].subtracting
	zzOut[zzI] += subtracting
	such := zzIn[zzI].such
	zzOut[zzI] += such
	sum := zzIn[zzI].sum
	zzOut[zzI] += sum
	supernormal := zzIn[zzI].supernormal
	zzOut[zzI] += supernormal
	supplied := zzIn[zzI].supplied
	zzOut[zzI] += supplied
	support := zzIn[zzI].support
	zzOut[zzI] += support
	supported := zzIn[zzI].supported
	zzOut[zzI] += supported
	supports := zzIn[zzI].supports
	zzOut[zzI] += supports
	svm_fill := zzIn[zzI].svm_fill
	zzOut[zzI] += svm_fill
	svm_free := zzIn[zzI].svm_free
	zzOut[zzI] += svm_free
	svm_map := zzIn[zzI].svm_map
	zzOut[zzI] += svm_map
	svm_memcpy := zzIn[zzI].svm_memcpy
	zzOut[zzI] += svm_memcpy
	svm_migrate := zzIn[zzI].svm_migrate
	zzOut[zzI] += svm_migrate
	svm_pointers := zzIn[zzI].svm_pointers
	zzOut[zzI] += svm_pointers
	svm_ptr := zzIn[zzI].svm_ptr
	zzOut[zzI] += svm_ptr
	svm_unmap := zzIn[zzI].svm_unmap
	zzOut[zzI] += svm_unmap
	sync := zzIn[zzI].sync
	zzOut[zzI] += sync
	sync_point := zzIn[zzI].sync_point
	zzOut[zzI] += sync_point
	sync_point_wait_list := zzIn[zzI].sync_point_wait_list
	zzOut[zzI] += sync_point_wait_list
	synchronization := zzIn[zzI].synchronization
	zzOut[zzI] += synchronization
	synchronizing := zzIn[zzI].synchronizing
	zzOut[zzI] += synchronizing
	syncpoint := zzIn[zzI].syncpoint
	zzOut[zzI] += syncpoint
	sys := zzIn[zzI].sys
	zzOut[zzI] += sys
	t := zzIn[zzI].t
	zzOut[zzI] += t
	table := zzIn[zzI].table
	zzOut[zzI] += table
	take := zzIn[zzI].take
	zzOut[zzI] += take
	takes := zzIn[zzI].takes
	zzOut[zzI] += takes
	tangent := zzIn[zzI].tangent
	zzOut[zzI] += tangent
	target := zzIn[zzI].target
	zzOut[zzI] += target
	targeted := zzIn[zzI].targeted
	zzOut[zzI] += targeted
	targeting := zzIn[zzI].targeting
	zzOut[zzI] += targeting
	td := zzIn[zzI].td
	zzOut[zzI] += td
	test := zzIn[zzI].test
	zzOut[zzI] += test
	tests := zzIn[zzI].tests
	zzOut[zzI] += tests
	than := zzIn[zzI].than
	zzOut[zzI] += than
	that := zzIn[zzI].that
	zzOut[zzI] += that
	the := zzIn[zzI].the
	zzOut[zzI] += the
	their := zzIn[zzI].their
	zzOut[zzI] += their
	them := zzIn[zzI].them
	zzOut[zzI] += them
	then := zzIn[zzI].then
	zzOut[zzI] += then
	theory := zzIn[zzI].theory
	zzOut[zzI] += theory
	there := zzIn[zzI].there
	zzOut[zzI] += there
	therefore := zzIn[zzI].therefore
	zzOut[zzI] += therefore
	these := zzIn[zzI].these
	zzOut[zzI] += these
	they := zzIn[zzI].they
	zzOut[zzI] += they
	threshold := zzIn[zzI].threshold
	zzOut[zzI] += threshold
	time := zzIn[zzI].time
	zzOut[zzI] += time
	to := zzIn[zzI].to
	zzOut[zzI] += to
	to_addr := zzIn[zzI].to_addr
	zzOut[zzI] += to_addr
	todo := zzIn[zzI].todo
	zzOut[zzI] += todo
	track := zzIn[zzI].track
	zzOut[zzI] += track
	tracking := zzIn[zzI].tracking
	zzOut[zzI] += tracking
	trailing := zzIn[zzI].trailing
	zzOut[zzI] += trailing
	transition := zzIn[zzI].transition
	zzOut[zzI] += transition
	two := zzIn[zzI].two
	zzOut[zzI] += two
	txt := zzIn[zzI].txt
	zzOut[zzI] += txt
	typedefs := zzIn[zzI].typedefs
	zzOut[zzI] += typedefs
	typen := zzIn[zzI].typen
	zzOut[zzI] += typen
	typename := zzIn[zzI].typename
	zzOut[zzI] += typename
	types := zzIn[zzI].types
	zzOut[zzI] += types
	ui := zzIn[zzI].ui
	zzOut[zzI] += ui
	uint16_t := zzIn[zzI].uint16_t
	zzOut[zzI] += uint16_t
	uint32_t := zzIn[zzI].uint32_t
	zzOut[zzI] += uint32_t
	uint64_t := zzIn[zzI].uint64_t
	zzOut[zzI] += uint64_t
	uint8_t := zzIn[zzI].uint8_t
	zzOut[zzI] += uint8_t
	ulps := zzIn[zzI].ulps
	zzOut[zzI] += ulps
	undef := zzIn[zzI].undef
	zzOut[zzI] += undef
	undefined := zzIn[zzI].undefined
	zzOut[zzI] += undefined
	under := zzIn[zzI].under
	zzOut[zzI] += under
	underflow := zzIn[zzI].underflow
	zzOut[zzI] += underflow
	undue := zzIn[zzI].undue
	zzOut[zzI] += undue
	unified := zzIn[zzI].unified
	zzOut[zzI] += unified
	unique := zzIn[zzI].unique
	zzOut[zzI] += unique
	unmap := zzIn[zzI].unmap
	zzOut[zzI] += unmap
	unmap_requested := zzIn[zzI].unmap_requested
	zzOut[zzI] += unmap_requested
	unnormalized := zzIn[zzI].unnormalized
	zzOut[zzI] += unnormalized
	unordered := zzIn[zzI].unordered
	zzOut[zzI] += unordered
	up := zzIn[zzI].up
	zzOut[zzI] += up
	updated := zzIn[zzI].updated
	zzOut[zzI] += updated
	upper_edge_chroma_pixels := zzIn[zzI].upper_edge_chroma_pixels
	zzOut[zzI] += upper_edge_chroma_pixels
	upper_edge_luma_pixels := zzIn[zzI].upper_edge_luma_pixels
	zzOut[zzI] += upper_edge_luma_pixels
	upper_left_corner_chroma_pixel := zzIn[zzI].upper_left_corner_chroma_pixel
	zzOut[zzI] += upper_left_corner_chroma_pixel
	upper_left_corner_luma_pixel := zzIn[zzI].upper_left_corner_luma_pixel
	zzOut[zzI] += upper_left_corner_luma_pixel
	upper_right_edge_luma_pixels := zzIn[zzI].upper_right_edge_luma_pixels
	zzOut[zzI] += upper_right_edge_luma_pixels
	use := zzIn[zzI].use
	zzOut[zzI] += use
	used := zzIn[zzI].used
	zzOut[zzI] += used
	useful := zzIn[zzI].useful
	zzOut[zzI] += useful
	user := zzIn[zzI].user
	zzOut[zzI] += user
	user_data := zzIn[zzI].user_data
	zzOut[zzI] += user_data
	user_func := zzIn[zzI].user_func
	zzOut[zzI] += user_func
	uses := zzIn[zzI].uses
	zzOut[zzI] += uses
	using := zzIn[zzI].using
	zzOut[zzI] += using
	usual := zzIn[zzI].usual
	zzOut[zzI] += usual
	v := zzIn[zzI].v
	zzOut[zzI] += v
	v1 := zzIn[zzI].v1
	zzOut[zzI] += v1
	v2 := zzIn[zzI].v2
	zzOut[zzI] += v2
	val := zzIn[zzI].val
	zzOut[zzI] += val
	valid := zzIn[zzI].valid
	zzOut[zzI] += valid
	value := zzIn[zzI].value
	zzOut[zzI] += value
	values := zzIn[zzI].values
	zzOut[zzI] += values
	variables := zzIn[zzI].variables
	zzOut[zzI] += variables
	variadic := zzIn[zzI].variadic
	zzOut[zzI] += variadic
	ve := zzIn[zzI].ve
	zzOut[zzI] += ve
	vec_step := zzIn[zzI].vec_step
	zzOut[zzI] += vec_step
	vec_type_hint := zzIn[zzI].vec_type_hint
	zzOut[zzI] += vec_type_hint
	vector := zzIn[zzI].vector
	zzOut[zzI] += vector
	vectors := zzIn[zzI].vectors
	zzOut[zzI] += vectors
	version := zzIn[zzI].version
	zzOut[zzI] += version
	versions := zzIn[zzI].versions
	zzOut[zzI] += versions
	vload := zzIn[zzI].vload
	zzOut[zzI] += vload
	vload3 := zzIn[zzI].vload3
	zzOut[zzI] += vload3
	vload8 := zzIn[zzI].vload8
	zzOut[zzI] += vload8
	vload_half16 := zzIn[zzI].vload_half16
	zzOut[zzI] += vload_half16
	vload_half16_rte := zzIn[zzI].vload_half16_rte
	zzOut[zzI] += vload_half16_rte
	vload_half16_rtn := zzIn[zzI].vload_half16_rtn
	zzOut[zzI] += vload_half16_rtn
	vload_half16_rtp := zzIn[zzI].vload_half16_rtp
	zzOut[zzI] += vload_half16_rtp
	vload_half16_rtz := zzIn[zzI].vload_half16_rtz
	zzOut[zzI] += vload_half16_rtz
	vload_half2 := zzIn[zzI].vload_half2
	zzOut[zzI] += vload_half2
	vload_half2_rte := zzIn[zzI].vload_half2_rte
	zzOut[zzI] += vload_half2_rte
	vload_half2_rtn := zzIn[zzI].vload_half2_rtn
	zzOut[zzI] += vload_half2_rtn
	vload_half2_rtp := zzIn[zzI].vload_half2_rtp
	zzOut[zzI] += vload_half2_rtp
	vload_half2_rtz := zzIn[zzI].vload_half2_rtz
	zzOut[zzI] += vload_half2_rtz
	vload_half3 := zzIn[zzI].vload_half3
	zzOut[zzI] += vload_half3
	vload_half3_rte := zzIn[zzI].vload_half3_rte
	zzOut[zzI] += vload_half3_rte
	vload_half3_rtn := zzIn[zzI].vload_half3_rtn
	zzOut[zzI] += vload_half3_rtn
	vload_half3_rtp := zzIn[zzI].vload_half3_rtp
	zzOut[zzI] += vload_half3_rtp
	vload_half3_rtz := zzIn[zzI].vload_half3_rtz
	zzOut[zzI] += vload_half3_rtz
	vload_half4 := zzIn[zzI].vload_half4
	zzOut[zzI] += vload_half4
	vload_half4_rte := zzIn[zzI].vload_half4_rte
	zzOut[zzI] += vload_half4_rte
	vload_half4_rtn := zzIn[zzI].vload_half4_rtn
	zzOut[zzI] += vload_half4_rtn
	vload_half4_rtp := zzIn[zzI].vload_half4_rtp
	zzOut[zzI] += vload_half4_rtp
	vload_half4_rtz := zzIn[zzI].vload_half4_rtz
	zzOut[zzI] += vload_half4_rtz
	vload_half8 := zzIn[zzI].vload_half8
	zzOut[zzI] += vload_half8
	vload_half8_rte := zzIn[zzI].vload_half8_rte
	zzOut[zzI] += vload_half8_rte
	vload_half8_rtn := zzIn[zzI].vload_half8_rtn
	zzOut[zzI] += vload_half8_rtn
	vload_half8_rtp := zzIn[zzI].vload_half8_rtp
	zzOut[zzI] += vload_half8_rtp
	vload_half8_rtz := zzIn[zzI].vload_half8_rtz
	zzOut[zzI] += vload_half8_rtz
	vload_half_rte := zzIn[zzI].vload_half_rte
	zzOut[zzI] += vload_half_rte
	vload_half_rtn := zzIn[zzI].vload_half_rtn
	zzOut[zzI] += vload_half_rtn
	vload_half_rtp := zzIn[zzI].vload_half_rtp
	zzOut[zzI] += vload_half_rtp
	vload_half_rtz := zzIn[zzI].vload_half_rtz
	zzOut[zzI] += vload_half_rtz
	vloada_half := zzIn[zzI].vloada_half
	zzOut[zzI] += vloada_half
	vloada_half16 := zzIn[zzI].vloada_half16
	zzOut[zzI] += vloada_half16
	vloada_half16_rte := zzIn[zzI].vloada_half16_rte
	zzOut[zzI] += vloada_half16_rte
	vloada_half16_rtn := zzIn[zzI].vloada_half16_rtn
	zzOut[zzI] += vloada_half16_rtn
	vloada_half16_rtp := zzIn[zzI].vloada_half16_rtp
	zzOut[zzI] += vloada_half16_rtp
	vloada_half16_rtz := zzIn[zzI].vloada_half16_rtz
	zzOut[zzI] += vloada_half16_rtz
	vloada_half2_rte := zzIn[zzI].vloada_half2_rte
	zzOut[zzI] += vloada_half2_rte
	vloada_half2_rtn := zzIn[zzI].vloada_half2_rtn
	zzOut[zzI] += vloada_half2_rtn
	vloada_half2_rtp := zzIn[zzI].vloada_half2_rtp
	zzOut[zzI] += vloada_half2_rtp
	vloada_half2_rtz := zzIn[zzI].vloada_half2_rtz
	zzOut[zzI] += vloada_half2_rtz
	vloada_half3 := zzIn[zzI].vloada_half3
	zzOut[zzI] += vloada_half3
	vloada_half3_rte := zzIn[zzI].vloada_half3_rte
	zzOut[zzI] += vloada_half3_rte
	vloada_half3_rtn := zzIn[zzI].vloada_half3_rtn
	zzOut[zzI] += vloada_half3_rtn
	vloada_half3_rtp := zzIn[zzI].vloada_half3_rtp
	zzOut[zzI] += vloada_half3_rtp
	vloada_half3_rtz := zzIn[zzI].vloada_half3_rtz
	zzOut[zzI] += vloada_half3_rtz
	vloada_half4 := zzIn[zzI].vloada_half4
	zzOut[zzI] += vloada_half4
	vloada_half4_rte := zzIn[zzI].vloada_half4_rte
	zzOut[zzI] += vloada_half4_rte
	vloada_half4_rtn := zzIn[zzI].vloada_half4_rtn
	zzOut[zzI] += vloada_half4_rtn
	vloada_half4_rtp := zzIn[zzI].vloada_half4_rtp
	zzOut[zzI] += vloada_half4_rtp
	vloada_half4_rtz := zzIn[zzI].vloada_half4_rtz
	zzOut[zzI] += vloada_half4_rtz
	vloada_half8 := zzIn[zzI].vloada_half8
	zzOut[zzI] += vloada_half8
	vloada_half8_rte := zzIn[zzI].vloada_half8_rte
	zzOut[zzI] += vloada_half8_rte
	vloada_half8_rtn := zzIn[zzI].vloada_half8_rtn
	zzOut[zzI] += vloada_half8_rtn
	vloada_half8_rtp := zzIn[zzI].vloada_half8_rtp
	zzOut[zzI] += vloada_half8_rtp
	vloada_half8_rtz := zzIn[zzI].vloada_half8_rtz
	zzOut[zzI] += vloada_half8_rtz
	vloada_half_rte := zzIn[zzI].vloada_half_rte
	zzOut[zzI] += vloada_half_rte
	vloada_half_rtn := zzIn[zzI].vloada_half_rtn
	zzOut[zzI] += vloada_half_rtn
	vloada_half_rtp := zzIn[zzI].vloada_half_rtp
	zzOut[zzI] += vloada_half_rtp
	vloada_half_rtz := zzIn[zzI].vloada_half_rtz
	zzOut[zzI] += vloada_half_rtz
	vloadn := zzIn[zzI].vloadn
	zzOut[zzI] += vloadn
	vme_media_sampler := zzIn[zzI].vme_media_sampler
	zzOut[zzI] += vme_media_sampler
	vstore := zzIn[zzI].vstore
	zzOut[zzI] += vstore
	vstore16 := zzIn[zzI].vstore16
	zzOut[zzI] += vstore16
	vstore3 := zzIn[zzI].vstore3
	zzOut[zzI] += vstore3
	vstore8 := zzIn[zzI].vstore8
	zzOut[zzI] += vstore8
	vstore_half := zzIn[zzI].vstore_half
	zzOut[zzI] += vstore_half
	vstore_half16 := zzIn[zzI].vstore_half16
	zzOut[zzI] += vstore_half16
	vstore_half16_rte := zzIn[zzI].vstore_half16_rte
	zzOut[zzI] += vstore_half16_rte
	vstore_half16_rtn := zzIn[zzI].vstore_half16_rtn
	zzOut[zzI] += vstore_half16_rtn
	vstore_half16_rtp := zzIn[zzI].vstore_half16_rtp
	zzOut[zzI] += vstore_half16_rtp
	vstore_half16_rtz := zzIn[zzI].vstore_half16_rtz
	zzOut[zzI] += vstore_half16_rtz
	vstore_half2 := zzIn[zzI].vstore_half2
	zzOut[zzI] += vstore_half2
	vstore_half2_rte := zzIn[zzI].vstore_half2_rte
	zzOut[zzI] += vstore_half2_rte
	vstore_half2_rtn := zzIn[zzI].vstore_half2_rtn
	zzOut[zzI] += vstore_half2_rtn
	vstore_half2_rtp := zzIn[zzI].vstore_half2_rtp
	zzOut[zzI] += vstore_half2_rtp
	vstore_half2_rtz := zzIn[zzI].vstore_half2_rtz
	zzOut[zzI] += vstore_half2_rtz
	vstore_half3 := zzIn[zzI].vstore_half3
	zzOut[zzI] += vstore_half3
	vstore_half3_rte := zzIn[zzI].vstore_half3_rte
	zzOut[zzI] += vstore_half3_rte
	vstore_half3_rtn := zzIn[zzI].vstore_half3_rtn
	zzOut[zzI] += vstore_half3_rtn
	vstore_half3_rtp := zzIn[zzI].vstore_half3_rtp
	zzOut[zzI] += vstore_half3_rtp
	vstore_half3_rtz := zzIn[zzI].vstore_half3_rtz
	zzOut[zzI] += vstore_half3_rtz
	vstore_half4 := zzIn[zzI].vstore_half4
	zzOut[zzI] += vstore_half4
	vstore_half4_rtn := zzIn[zzI].vstore_half4_rtn
	zzOut[zzI] += vstore_half4_rtn
	vstore_half4_rtp := zzIn[zzI].vstore_half4_rtp
	zzOut[zzI] += vstore_half4_rtp
	vstore_half4_rtz := zzIn[zzI].vstore_half4_rtz
	zzOut[zzI] += vstore_half4_rtz
	vstore_half8 := zzIn[zzI].vstore_half8
	zzOut[zzI] += vstore_half8
	vstore_half8_rte := zzIn[zzI].vstore_half8_rte
	zzOut[zzI] += vstore_half8_rte
	vstore_half8_rtn := zzIn[zzI].vstore_half8_rtn
	zzOut[zzI] += vstore_half8_rtn
	vstore_half8_rtp := zzIn[zzI].vstore_half8_rtp
	zzOut[zzI] += vstore_half8_rtp
	vstore_half8_rtz := zzIn[zzI].vstore_half8_rtz
	zzOut[zzI] += vstore_half8_rtz
	vstore_half_rte := zzIn[zzI].vstore_half_rte
	zzOut[zzI] += vstore_half_rte
	vstore_half_rtn := zzIn[zzI].vstore_half_rtn
	zzOut[zzI] += vstore_half_rtn
	vstore_half_rtp := zzIn[zzI].vstore_half_rtp
	zzOut[zzI] += vstore_half_rtp
	vstore_half_rtz := zzIn[zzI].vstore_half_rtz
	zzOut[zzI] += vstore_half_rtz
	vstore_halfn := zzIn[zzI].vstore_halfn
	zzOut[zzI] += vstore_halfn
	vstorea_half := zzIn[zzI].vstorea_half
	zzOut[zzI] += vstorea_half
	vstorea_half16 := zzIn[zzI].vstorea_half16
	zzOut[zzI] += vstorea_half16
	vstorea_half16_rte := zzIn[zzI].vstorea_half16_rte
	zzOut[zzI] += vstorea_half16_rte
	vstorea_half16_rtn := zzIn[zzI].vstorea_half16_rtn
	zzOut[zzI] += vstorea_half16_rtn
	vstorea_half16_rtp := zzIn[zzI].vstorea_half16_rtp
	zzOut[zzI] += vstorea_half16_rtp
	vstorea_half16_rtz := zzIn[zzI].vstorea_half16_rtz
	zzOut[zzI] += vstorea_half16_rtz
	vstorea_half2 := zzIn[zzI].vstorea_half2
	zzOut[zzI] += vstorea_half2
	vstorea_half2_rte := zzIn[zzI].vstorea_half2_rte
	zzOut[zzI] += vstorea_half2_rte
	vstorea_half2_rtn := zzIn[zzI].vstorea_half2_rtn
	zzOut[zzI] += vstorea_half2_rtn
	vstorea_half2_rtp := zzIn[zzI].vstorea_half2_rtp
	zzOut[zzI] += vstorea_half2_rtp
	vstorea_half2_rtz := zzIn[zzI].vstorea_half2_rtz
	zzOut[zzI] += vstorea_half2_rtz
	vstorea_half3 := zzIn[zzI].vstorea_half3
	zzOut[zzI] += vstorea_half3
	vstorea_half3_rte := zzIn[zzI].vstorea_half3_rte
	zzOut[zzI] += vstorea_half3_rte
	vstorea_half3_rtn := zzIn[zzI].vstorea_half3_rtn
	zzOut[zzI] += vstorea_half3_rtn
	vstorea_half3_rtp := zzIn[zzI].vstorea_half3_rtp
	zzOut[zzI] += vstorea_half3_rtp
	vstorea_half3_rtz := zzIn[zzI].vstorea_half3_rtz
	zzOut[zzI] += vstorea_half3_rtz
	vstorea_half4 := zzIn[zzI].vstorea_half4
	zzOut[zzI] += vstorea_half4
	vstorea_half4_rte := zzIn[zzI].vstorea_half4_rte
	zzOut[zzI] += vstorea_half4_rte
	vstorea_half4_rtn := zzIn[zzI].vstorea_half4_rtn
	zzOut[zzI] += vstorea_half4_rtn
	vstorea_half4_rtp := zzIn[zzI].vstorea_half4_rtp
	zzOut[zzI] += vstorea_half4_rtp
	vstorea_half4_rtz := zzIn[zzI].vstorea_half4_rtz
	zzOut[zzI] += vstorea_half4_rtz
	vstorea_half8 := zzIn[zzI].vstorea_half8
	zzOut[zzI] += vstorea_half8
	vstorea_half8_rte := zzIn[zzI].vstorea_half8_rte
	zzOut[zzI] += vstorea_half8_rte
	vstorea_half8_rtn := zzIn[zzI].vstorea_half8_rtn
	zzOut[zzI] += vstorea_half8_rtn
	vstorea_half8_rtp := zzIn[zzI].vstorea_half8_rtp
	zzOut[zzI] += vstorea_half8_rtp
	vstorea_half8_rtz := zzIn[zzI].vstorea_half8_rtz
	zzOut[zzI] += vstorea_half8_rtz
	vstorea_half_rte := zzIn[zzI].vstorea_half_rte
	zzOut[zzI] += vstorea_half_rte
	vstorea_half_rtn := zzIn[zzI].vstorea_half_rtn
	zzOut[zzI] += vstorea_half_rtn
	vstorea_half_rtp := zzIn[zzI].vstorea_half_rtp
	zzOut[zzI] += vstorea_half_rtp
	vstorea_half_rtz := zzIn[zzI].vstorea_half_rtz
	zzOut[zzI] += vstorea_half_rtz
	vstorea_halfn := zzIn[zzI].vstorea_halfn
	zzOut[zzI] += vstorea_halfn
	vstoren := zzIn[zzI].vstoren
	zzOut[zzI] += vstoren
	vulkan := zzIn[zzI].vulkan
	zzOut[zzI] += vulkan
	w := zzIn[zzI].w
	zzOut[zzI] += w
	wait := zzIn[zzI].wait
	zzOut[zzI] += wait
	waiting := zzIn[zzI].waiting
	zzOut[zzI] += waiting
	want := zzIn[zzI].want
	zzOut[zzI] += want
	wanted := zzIn[zzI].wanted
	zzOut[zzI] += wanted
	was := zzIn[zzI].was
	zzOut[zzI] += was
	way := zzIn[zzI].way
	zzOut[zzI] += way
	we := zzIn[zzI].we
	zzOut[zzI] += we
	wg := zzIn[zzI].wg
	zzOut[zzI] += wg
	what := zzIn[zzI].what
	zzOut[zzI] += what
	when := zzIn[zzI].when
	zzOut[zzI] += when
	where := zzIn[zzI].where
	zzOut[zzI] += where
	which := zzIn[zzI].which
	zzOut[zzI] += which
	whom := zzIn[zzI].whom
	zzOut[zzI] += whom
	wi := zzIn[zzI].wi
	zzOut[zzI] += wi
	width := zzIn[zzI].width
	zzOut[zzI] += width
	will := zzIn[zzI].will
	zzOut[zzI] += will
	wise := zzIn[zzI].wise
	zzOut[zzI] += wise
	wish := zzIn[zzI].wish
	zzOut[zzI] += wish
	with := zzIn[zzI].with
	zzOut[zzI] += with
	within := zzIn[zzI].within
	zzOut[zzI] += within
	without := zzIn[zzI].without
	zzOut[zzI] += without
	work := zzIn[zzI].work
	zzOut[zzI] += work
	workDimension := zzIn[zzI].workDimension
	zzOut[zzI] += workDimension
	work_dim := zzIn[zzI].work_dim
	zzOut[zzI] += work_dim
	work_group_any := zzIn[zzI].work_group_any
	zzOut[zzI] += work_group_any
	work_group_func := zzIn[zzI].work_group_func
	zzOut[zzI] += work_group_func
	work_group_reduce_max := zzIn[zzI].work_group_reduce_max
	zzOut[zzI] += work_group_reduce_max
	work_group_reduce_min := zzIn[zzI].work_group_reduce_min
	zzOut[zzI] += work_group_reduce_min
	work_group_scan_exclusive_add := zzIn[zzI].work_group_scan_exclusive_add
	zzOut[zzI] += work_group_scan_exclusive_add
	work_group_scan_exclusive_max := zzIn[zzI].work_group_scan_exclusive_max
	zzOut[zzI] += work_group_scan_exclusive_max
	work_group_scan_exclusive_min := zzIn[zzI].work_group_scan_exclusive_min
	zzOut[zzI] += work_group_scan_exclusive_min
	work_group_scan_inclusive_add := zzIn[zzI].work_group_scan_inclusive_add
	zzOut[zzI] += work_group_scan_inclusive_add
	work_group_scan_inclusive_min := zzIn[zzI].work_group_scan_inclusive_min
	zzOut[zzI] += work_group_scan_inclusive_min
	work_group_size_hint := zzIn[zzI].work_group_size_hint
	zzOut[zzI] += work_group_size_hint
	workgroup := zzIn[zzI].workgroup
	zzOut[zzI] += workgroup
	workitems := zzIn[zzI].workitems
	zzOut[zzI] += workitems
	works := zzIn[zzI].works
	zzOut[zzI] += works
	would := zzIn[zzI].would
	zzOut[zzI] += would
	write := zzIn[zzI].write
	zzOut[zzI] += write
	write_image := zzIn[zzI].write_image
	zzOut[zzI] += write_image
	write_imageh := zzIn[zzI].write_imageh
	zzOut[zzI] += write_imageh
	write_imagei := zzIn[zzI].write_imagei
	zzOut[zzI] += write_imagei
	write_imageui := zzIn[zzI].write_imageui
	zzOut[zzI] += write_imageui
	write_rect := zzIn[zzI].write_rect
	zzOut[zzI] += write_rect
	writes := zzIn[zzI].writes
	zzOut[zzI] += writes
	writing := zzIn[zzI].writing
	zzOut[zzI] += writing
	written := zzIn[zzI].written
	zzOut[zzI] += written
	wrong := zzIn[zzI].wrong
	zzOut[zzI] += wrong
	wzyx := zzIn[zzI].wzyx
	zzOut[zzI] += wzyx
	x := zzIn[zzI].x
	zzOut[zzI] += x
	x2 := zzIn[zzI].x2
	zzOut[zzI] += x2
	xy := zzIn[zzI].xy
	zzOut[zzI] += xy
	xyz := zzIn[zzI].xyz
	zzOut[zzI] += xyz
	xyzw := zzIn[zzI].xyzw
	zzOut[zzI] += xyzw
	y := zzIn[zzI].y
	zzOut[zzI] += y
	y2 := zzIn[zzI].y2
	zzOut[zzI] += y2
	you := zzIn[zzI].you
	zzOut[zzI] += you
	z := zzIn[zzI].z
	zzOut[zzI] += z
	zero := zzIn[zzI].zero
	zzOut[zzI] += zero
auto:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break auto
		}
	}
bool:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break bool
		}
	}
char:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break char
		}
	}
constant:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break constant
		}
	}
double:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break double
		}
	}
enum:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break enum
		}
	}
extern:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break extern
		}
	}
float:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break float
		}
	}
global:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break global
		}
	}
half:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break half
		}
	}
inline:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break inline
		}
	}
int:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break int
		}
	}
kernel:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break kernel
		}
	}
local:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break local
		}
	}
long:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break long
		}
	}
private:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break private
		}
	}
read_only:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break read_only
		}
	}
write_only:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break write_only
		}
	}
read_write:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break read_write
		}
	}
register:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break register
		}
	}
restrict:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break restrict
		}
	}
short:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break short
		}
	}
signed:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break signed
		}
	}
sizeof:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break sizeof
		}
	}
static:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break static
		}
	}
typedef:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break typedef
		}
	}
uchar:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uchar
		}
	}
uint:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uint
		}
	}
ulong:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ulong
		}
	}
ushort:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ushort
		}
	}
union:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break union
		}
	}
unsigned:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break unsigned
		}
	}
void:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break void
		}
	}
volatile:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break volatile
		}
	}
while:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break while
		}
	}
do:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break do
		}
	}
generic:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break generic
		}
	}
pipe:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break pipe
		}
	}
uniform:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uniform
		}
	}
asm:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break asm
		}
	}
this:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break this
		}
	}
template:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break template
		}
	}
new:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break new
		}
	}
delete:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break delete
		}
	}
NULL:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break NULL
		}
	}
true:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break true
		}
	}
false:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break false
		}
	}
main:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break main
		}
	}
_Bool:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break _Bool
		}
	}
_Complex:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break _Complex
		}
	}
_Imaginary:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break _Imaginary
		}
	}
_Alignas:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break _Alignas
		}
	}
_Alignof:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break _Alignof
		}
	}
_Atomic:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break _Atomic
		}
	}
_Noreturn:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break _Noreturn
		}
	}
_Static_assert:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break _Static_assert
		}
	}
_Thread_local:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break _Thread_local
		}
	}
__kernel:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break __kernel
		}
	}
__global:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break __global
		}
	}
__local:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break __local
		}
	}
__constant:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break __constant
		}
	}
__private:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break __private
		}
	}
__generic:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break __generic
		}
	}
__read_only:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break __read_only
		}
	}
__write_only:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break __write_only
		}
	}
__read_write:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break __read_write
		}
	}
__attribute__:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break __attribute__
		}
	}
__kernel_exec:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break __kernel_exec
		}
	}
char2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break char2
		}
	}
char3:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break char3
		}
	}
char4:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break char4
		}
	}
char8:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break char8
		}
	}
char16:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break char16
		}
	}
uchar2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uchar2
		}
	}
uchar3:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uchar3
		}
	}
uchar4:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uchar4
		}
	}
uchar8:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uchar8
		}
	}
uchar16:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uchar16
		}
	}
short2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break short2
		}
	}
short3:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break short3
		}
	}
short4:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break short4
		}
	}
short8:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break short8
		}
	}
short16:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break short16
		}
	}
ushort2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ushort2
		}
	}
ushort3:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ushort3
		}
	}
ushort4:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ushort4
		}
	}
ushort8:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ushort8
		}
	}
ushort16:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ushort16
		}
	}
int2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break int2
		}
	}
int3:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break int3
		}
	}
int4:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break int4
		}
	}
int8:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break int8
		}
	}
int16:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break int16
		}
	}
uint2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uint2
		}
	}
uint3:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uint3
		}
	}
uint4:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uint4
		}
	}
uint8:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uint8
		}
	}
uint16:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uint16
		}
	}
long2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break long2
		}
	}
long3:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break long3
		}
	}
long4:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break long4
		}
	}
long8:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break long8
		}
	}
long16:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break long16
		}
	}
ulong2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ulong2
		}
	}
ulong3:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ulong3
		}
	}
ulong4:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ulong4
		}
	}
ulong8:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ulong8
		}
	}
ulong16:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ulong16
		}
	}
float2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break float2
		}
	}
float3:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break float3
		}
	}
float4:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break float4
		}
	}
float8:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break float8
		}
	}
float16:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break float16
		}
	}
double2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break double2
		}
	}
double3:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break double3
		}
	}
double4:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break double4
		}
	}
double8:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break double8
		}
	}
double16:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break double16
		}
	}
half2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break half2
		}
	}
half3:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break half3
		}
	}
half4:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break half4
		}
	}
half8:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break half8
		}
	}
half16:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break half16
		}
	}
bool2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break bool2
		}
	}
size_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break size_t
		}
	}
ptrdiff_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ptrdiff_t
		}
	}
intptr_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break intptr_t
		}
	}
uintptr_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break uintptr_t
		}
	}
image1d_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break image1d_t
		}
	}
image1d_array_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break image1d_array_t
		}
	}
image1d_buffer_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break image1d_buffer_t
		}
	}
image2d_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break image2d_t
		}
	}
image2d_array_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break image2d_array_t
		}
	}
image2d_depth_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break image2d_depth_t
		}
	}
image2d_array_depth_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break image2d_array_depth_t
		}
	}
image2d_msaa_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break image2d_msaa_t
		}
	}
image3d_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break image3d_t
		}
	}
sampler_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break sampler_t
		}
	}
event_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break event_t
		}
	}
queue_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break queue_t
		}
	}
ndrange_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ndrange_t
		}
	}
clk_event_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break clk_event_t
		}
	}
reserve_id_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break reserve_id_t
		}
	}
kernel_enqueue_flags_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break kernel_enqueue_flags_t
		}
	}
clk_profiling_info:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break clk_profiling_info
		}
	}
atomic_int:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break atomic_int
		}
	}
atomic_uint:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break atomic_uint
		}
	}
atomic_long:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break atomic_long
		}
	}
atomic_ulong:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break atomic_ulong
		}
	}
atomic_float:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break atomic_float
		}
	}
atomic_double:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break atomic_double
		}
	}
atomic_flag:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break atomic_flag
		}
	}
atomic_intptr_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break atomic_intptr_t
		}
	}
atomic_size_t:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break atomic_size_t
		}
	}
memory_order:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break memory_order
		}
	}
memory_scope:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break memory_scope
		}
	}
cl_mem_fence_flags:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break cl_mem_fence_flags
		}
	}
get_work_dim:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break get_work_dim
		}
	}
get_global_size:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break get_global_size
		}
	}
get_global_id:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break get_global_id
		}
	}
get_local_size:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break get_local_size
		}
	}
get_local_id:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break get_local_id
		}
	}
get_num_groups:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break get_num_groups
		}
	}
get_group_id:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break get_group_id
		}
	}
get_global_offset:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break get_global_offset
		}
	}
get_enqueued_local_size:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break get_enqueued_local_size
		}
	}
get_global_linear_id:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break get_global_linear_id
		}
	}
get_local_linear_id:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break get_local_linear_id
		}
	}
acos:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break acos
		}
	}
acosh:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break acosh
		}
	}
acospi:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break acospi
		}
	}
asin:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break asin
		}
	}
asinh:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break asinh
		}
	}
asinpi:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break asinpi
		}
	}
atan:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break atan
		}
	}
atan2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break atan2
		}
	}
atanh:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break atanh
		}
	}
atanpi:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break atanpi
		}
	}
cbrt:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break cbrt
		}
	}
ceil:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break ceil
		}
	}
copysign:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break copysign
		}
	}
cos:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break cos
		}
	}
cosh:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break cosh
		}
	}
cospi:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break cospi
		}
	}
erf:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break erf
		}
	}
erfc:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break erfc
		}
	}
exp:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break exp
		}
	}
exp2:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break exp2
		}
	}
exp10:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break exp10
		}
	}
expm1:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break expm1
		}
	}
fabs:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break fabs
		}
	}
fdim:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break fdim
		}
	}
floor:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break floor
		}
	}
fma:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break fma
		}
	}
fmax:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break fmax
		}
	}
fmin:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break fmin
		}
	}
fmod:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break fmod
		}
	}
fract:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break fract
		}
	}
frexp:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break frexp
		}
	}
hypot:
	for zzJ := 0; zzJ < 2; zzJ++ {
		if zzJ > 0 {
			break hypot
		}
	}
}

//kgen:kernel
func auto(zzIt sycl.Item, zzOut []int32, global int32) {
	zzOut[zzIt.ID(0)] = global + zz1(global)
}

//kgen:func
func char(half int32) int32 { return half * 2 }

//kgen:func
func zz1(half int32) int32 { return char(half) }

type constant struct{ inline, zz int32 }

//kgen:kernel
func zzK2(zzIt sycl.Item, zzOut []constant, inline constant) {
	zzOut[zzIt.ID(0)] = inline
}

//kgen:kernel
func double(zzIt sycl.Item, zzOut []int32, kernel int32) {
	zzOut[zzIt.ID(0)] = kernel + zz4(kernel)
}

//kgen:func
func enum(local int32) int32 { return local * 2 }

//kgen:func
func zz4(local int32) int32 { return enum(local) }

type extern struct{ long, zz int32 }

//kgen:kernel
func zzK5(zzIt sycl.Item, zzOut []extern, long extern) {
	zzOut[zzIt.ID(0)] = long
}

//kgen:kernel
func float(zzIt sycl.Item, zzOut []int32, private int32) {
	zzOut[zzIt.ID(0)] = private + zz7(private)
}

//kgen:func
func global(read_only int32) int32 { return read_only * 2 }

//kgen:func
func zz7(read_only int32) int32 { return global(read_only) }

type half struct{ write_only, zz int32 }

//kgen:kernel
func zzK8(zzIt sycl.Item, zzOut []half, write_only half) {
	zzOut[zzIt.ID(0)] = write_only
}

//kgen:kernel
func inline(zzIt sycl.Item, zzOut []int32, read_write int32) {
	zzOut[zzIt.ID(0)] = read_write + zz10(read_write)
}

//kgen:func
func kernel(register int32) int32 { return register * 2 }

//kgen:func
func zz10(register int32) int32 { return kernel(register) }

type local struct{ restrict, zz int32 }

//kgen:kernel
func zzK11(zzIt sycl.Item, zzOut []local, restrict local) {
	zzOut[zzIt.ID(0)] = restrict
}

//kgen:kernel
func long(zzIt sycl.Item, zzOut []int32, short int32) {
	zzOut[zzIt.ID(0)] = short + zz13(short)
}

//kgen:func
func private(signed int32) int32 { return signed * 2 }

//kgen:func
func zz13(signed int32) int32 { return private(signed) }

type read_only struct{ sizeof, zz int32 }

//kgen:kernel
func zzK14(zzIt sycl.Item, zzOut []read_only, sizeof read_only) {
	zzOut[zzIt.ID(0)] = sizeof
}

//kgen:kernel
func write_only(zzIt sycl.Item, zzOut []int32, static int32) {
	zzOut[zzIt.ID(0)] = static + zz16(static)
}

//kgen:func
func read_write(typedef int32) int32 { return typedef * 2 }

//kgen:func
func zz16(typedef int32) int32 { return read_write(typedef) }

type register struct{ uchar, zz int32 }

//kgen:kernel
func zzK17(zzIt sycl.Item, zzOut []register, uchar register) {
	zzOut[zzIt.ID(0)] = uchar
}

//kgen:kernel
func restrict(zzIt sycl.Item, zzOut []int32, ulong int32) {
	zzOut[zzIt.ID(0)] = ulong + zz19(ulong)
}

//kgen:func
func short(ushort int32) int32 { return ushort * 2 }

//kgen:func
func zz19(ushort int32) int32 { return short(ushort) }

type signed struct{ union, zz int32 }

//kgen:kernel
func zzK20(zzIt sycl.Item, zzOut []signed, union signed) {
	zzOut[zzIt.ID(0)] = union
}

//kgen:kernel
func sizeof(zzIt sycl.Item, zzOut []int32, unsigned int32) {
	zzOut[zzIt.ID(0)] = unsigned + zz22(unsigned)
}

//kgen:func
func static(void int32) int32 { return void * 2 }

//kgen:func
func zz22(void int32) int32 { return static(void) }

type typedef struct{ volatile, zz int32 }

//kgen:kernel
func zzK23(zzIt sycl.Item, zzOut []typedef, volatile typedef) {
	zzOut[zzIt.ID(0)] = volatile
}

//kgen:kernel
func uchar(zzIt sycl.Item, zzOut []int32, while int32) {
	zzOut[zzIt.ID(0)] = while + zz25(while)
}

//kgen:func
func ulong(do int32) int32 { return do * 2 }

//kgen:func
func zz25(do int32) int32 { return ulong(do) }

type ushort struct{ generic, zz int32 }

//kgen:kernel
func zzK26(zzIt sycl.Item, zzOut []ushort, generic ushort) {
	zzOut[zzIt.ID(0)] = generic
}

//kgen:kernel
func union(zzIt sycl.Item, zzOut []int32, pipe int32) {
	zzOut[zzIt.ID(0)] = pipe + zz28(pipe)
}

//kgen:func
func unsigned(uniform int32) int32 { return uniform * 2 }

//kgen:func
func zz28(uniform int32) int32 { return unsigned(uniform) }

type void struct{ asm, zz int32 }

//kgen:kernel
func zzK29(zzIt sycl.Item, zzOut []void, asm void) {
	zzOut[zzIt.ID(0)] = asm
}

//kgen:kernel
func volatile(zzIt sycl.Item, zzOut []int32, this int32) {
	zzOut[zzIt.ID(0)] = this + zz31(this)
}

//kgen:func
func while(template int32) int32 { return template * 2 }

//kgen:func
func zz31(template int32) int32 { return while(template) }

type do struct{ NULL, zz int32 }

//kgen:kernel
func zzK32(zzIt sycl.Item, zzOut []do, NULL do) {
	zzOut[zzIt.ID(0)] = NULL
}

//kgen:kernel
func generic(zzIt sycl.Item, zzOut []int32, main int32) {
	zzOut[zzIt.ID(0)] = main + zz34(main)
}

//kgen:func
func pipe(_Bool int32) int32 { return _Bool * 2 }

//kgen:func
func zz34(_Bool int32) int32 { return pipe(_Bool) }

type uniform struct{ _Complex, zz int32 }

//kgen:kernel
func zzK35(zzIt sycl.Item, zzOut []uniform, _Complex uniform) {
	zzOut[zzIt.ID(0)] = _Complex
}

//kgen:kernel
func asm(zzIt sycl.Item, zzOut []int32, _Imaginary int32) {
	zzOut[zzIt.ID(0)] = _Imaginary + zz37(_Imaginary)
}

//kgen:func
func this(_Alignas int32) int32 { return _Alignas * 2 }

//kgen:func
func zz37(_Alignas int32) int32 { return this(_Alignas) }

type template struct{ _Alignof, zz int32 }

//kgen:kernel
func zzK38(zzIt sycl.Item, zzOut []template, _Alignof template) {
	zzOut[zzIt.ID(0)] = _Alignof
}

//kgen:kernel
func NULL(zzIt sycl.Item, zzOut []int32, _Atomic int32) {
	zzOut[zzIt.ID(0)] = _Atomic + zz40(_Atomic)
}

//kgen:func
func main(_Noreturn int32) int32 { return _Noreturn * 2 }

//kgen:func
func zz40(_Noreturn int32) int32 { return main(_Noreturn) }

type _Bool struct{ _Static_assert, zz int32 }

//kgen:kernel
func zzK41(zzIt sycl.Item, zzOut []_Bool, _Static_assert _Bool) {
	zzOut[zzIt.ID(0)] = _Static_assert
}

//kgen:kernel
func _Complex(zzIt sycl.Item, zzOut []int32, _Thread_local int32) {
	zzOut[zzIt.ID(0)] = _Thread_local + zz43(_Thread_local)
}

//kgen:func
func _Imaginary(__kernel int32) int32 { return __kernel * 2 }

//kgen:func
func zz43(__kernel int32) int32 { return _Imaginary(__kernel) }

type _Alignas struct{ __global, zz int32 }

//kgen:kernel
func zzK44(zzIt sycl.Item, zzOut []_Alignas, __global _Alignas) {
	zzOut[zzIt.ID(0)] = __global
}

//kgen:kernel
func _Alignof(zzIt sycl.Item, zzOut []int32, __local int32) {
	zzOut[zzIt.ID(0)] = __local + zz46(__local)
}

//kgen:func
func _Atomic(__constant int32) int32 { return __constant * 2 }

//kgen:func
func zz46(__constant int32) int32 { return _Atomic(__constant) }

type _Noreturn struct{ __private, zz int32 }

//kgen:kernel
func zzK47(zzIt sycl.Item, zzOut []_Noreturn, __private _Noreturn) {
	zzOut[zzIt.ID(0)] = __private
}

//kgen:kernel
func _Static_assert(zzIt sycl.Item, zzOut []int32, __generic int32) {
	zzOut[zzIt.ID(0)] = __generic + zz49(__generic)
}

//kgen:func
func _Thread_local(__read_only int32) int32 { return __read_only * 2 }

//kgen:func
func zz49(__read_only int32) int32 { return _Thread_local(__read_only) }

type __kernel struct{ __write_only, zz int32 }

//kgen:kernel
func zzK50(zzIt sycl.Item, zzOut []__kernel, __write_only __kernel) {
	zzOut[zzIt.ID(0)] = __write_only
}

//kgen:kernel
func __global(zzIt sycl.Item, zzOut []int32, __read_write int32) {
	zzOut[zzIt.ID(0)] = __read_write + zz52(__read_write)
}

//kgen:func
func __local(__attribute__ int32) int32 { return __attribute__ * 2 }

//kgen:func
func zz52(__attribute__ int32) int32 { return __local(__attribute__) }

type __constant struct{ __kernel_exec, zz int32 }

//kgen:kernel
func zzK53(zzIt sycl.Item, zzOut []__constant, __kernel_exec __constant) {
	zzOut[zzIt.ID(0)] = __kernel_exec
}

//kgen:kernel
func __private(zzIt sycl.Item, zzOut []int32, char2 int32) {
	zzOut[zzIt.ID(0)] = char2 + zz55(char2)
}

//kgen:func
func __generic(char3 int32) int32 { return char3 * 2 }

//kgen:func
func zz55(char3 int32) int32 { return __generic(char3) }

type __read_only struct{ char4, zz int32 }

//kgen:kernel
func zzK56(zzIt sycl.Item, zzOut []__read_only, char4 __read_only) {
	zzOut[zzIt.ID(0)] = char4
}

//kgen:kernel
func __write_only(zzIt sycl.Item, zzOut []int32, char8 int32) {
	zzOut[zzIt.ID(0)] = char8 + zz58(char8)
}

//kgen:func
func __read_write(char16 int32) int32 { return char16 * 2 }

//kgen:func
func zz58(char16 int32) int32 { return __read_write(char16) }

type __attribute__ struct{ uchar2, zz int32 }

//kgen:kernel
func zzK59(zzIt sycl.Item, zzOut []__attribute__, uchar2 __attribute__) {
	zzOut[zzIt.ID(0)] = uchar2
}

//kgen:kernel
func __kernel_exec(zzIt sycl.Item, zzOut []int32, uchar3 int32) {
	zzOut[zzIt.ID(0)] = uchar3 + zz61(uchar3)
}

//kgen:func
func char2(uchar4 int32) int32 { return uchar4 * 2 }

//kgen:func
func zz61(uchar4 int32) int32 { return char2(uchar4) }

type char3 struct{ uchar8, zz int32 }

//kgen:kernel
func zzK62(zzIt sycl.Item, zzOut []char3, uchar8 char3) {
	zzOut[zzIt.ID(0)] = uchar8
}

//kgen:kernel
func char4(zzIt sycl.Item, zzOut []int32, uchar16 int32) {
	zzOut[zzIt.ID(0)] = uchar16 + zz64(uchar16)
}

//kgen:func
func char8(short2 int32) int32 { return short2 * 2 }

//kgen:func
func zz64(short2 int32) int32 { return char8(short2) }

type char16 struct{ short3, zz int32 }

//kgen:kernel
func zzK65(zzIt sycl.Item, zzOut []char16, short3 char16) {
	zzOut[zzIt.ID(0)] = short3
}

//kgen:kernel
func uchar2(zzIt sycl.Item, zzOut []int32, short4 int32) {
	zzOut[zzIt.ID(0)] = short4 + zz67(short4)
}

//kgen:func
func uchar3(short8 int32) int32 { return short8 * 2 }

//kgen:func
func zz67(short8 int32) int32 { return uchar3(short8) }

type uchar4 struct{ short16, zz int32 }

//kgen:kernel
func zzK68(zzIt sycl.Item, zzOut []uchar4, short16 uchar4) {
	zzOut[zzIt.ID(0)] = short16
}

//kgen:kernel
func uchar8(zzIt sycl.Item, zzOut []int32, ushort2 int32) {
	zzOut[zzIt.ID(0)] = ushort2 + zz70(ushort2)
}

//kgen:func
func uchar16(ushort3 int32) int32 { return ushort3 * 2 }

//kgen:func
func zz70(ushort3 int32) int32 { return uchar16(ushort3) }

type short2 struct{ ushort4, zz int32 }

//kgen:kernel
func zzK71(zzIt sycl.Item, zzOut []short2, ushort4 short2) {
	zzOut[zzIt.ID(0)] = ushort4
}

//kgen:kernel
func short3(zzIt sycl.Item, zzOut []int32, ushort8 int32) {
	zzOut[zzIt.ID(0)] = ushort8 + zz73(ushort8)
}

//kgen:func
func short4(ushort16 int32) int32 { return ushort16 * 2 }

//kgen:func
func zz73(ushort16 int32) int32 { return short4(ushort16) }

type short8 struct{ int2, zz int32 }

//kgen:kernel
func zzK74(zzIt sycl.Item, zzOut []short8, int2 short8) {
	zzOut[zzIt.ID(0)] = int2
}

//kgen:kernel
func short16(zzIt sycl.Item, zzOut []int32, int3 int32) {
	zzOut[zzIt.ID(0)] = int3 + zz76(int3)
}

//kgen:func
func ushort2(int4 int32) int32 { return int4 * 2 }

//kgen:func
func zz76(int4 int32) int32 { return ushort2(int4) }

type ushort3 struct{ uint2, zz int32 }

//kgen:kernel
func zzK77(zzIt sycl.Item, zzOut []ushort3, uint2 ushort3) {
	zzOut[zzIt.ID(0)] = uint2
}

//kgen:kernel
func ushort4(zzIt sycl.Item, zzOut []int32, uint3 int32) {
	zzOut[zzIt.ID(0)] = uint3 + zz79(uint3)
}

//kgen:func
func ushort8(uint4 int32) int32 { return uint4 * 2 }

//kgen:func
func zz79(uint4 int32) int32 { return ushort8(uint4) }

type ushort16 struct{ long2, zz int32 }

//kgen:kernel
func zzK80(zzIt sycl.Item, zzOut []ushort16, long2 ushort16) {
	zzOut[zzIt.ID(0)] = long2
}

//kgen:kernel
func int2(zzIt sycl.Item, zzOut []int32, long3 int32) {
	zzOut[zzIt.ID(0)] = long3 + zz82(long3)
}

//kgen:func
func int3(long4 int32) int32 { return long4 * 2 }

//kgen:func
func zz82(long4 int32) int32 { return int3(long4) }

type int4 struct{ long8, zz int32 }

//kgen:kernel
func zzK83(zzIt sycl.Item, zzOut []int4, long8 int4) {
	zzOut[zzIt.ID(0)] = long8
}

//kgen:kernel
func uint2(zzIt sycl.Item, zzOut []int32, long16 int32) {
	zzOut[zzIt.ID(0)] = long16 + zz85(long16)
}

//kgen:func
func uint3(ulong2 int32) int32 { return ulong2 * 2 }

//kgen:func
func zz85(ulong2 int32) int32 { return uint3(ulong2) }

type uint4 struct{ ulong3, zz int32 }

//kgen:kernel
func zzK86(zzIt sycl.Item, zzOut []uint4, ulong3 uint4) {
	zzOut[zzIt.ID(0)] = ulong3
}

//kgen:kernel
func long2(zzIt sycl.Item, zzOut []int32, ulong4 int32) {
	zzOut[zzIt.ID(0)] = ulong4 + zz88(ulong4)
}

//kgen:func
func long3(ulong8 int32) int32 { return ulong8 * 2 }

//kgen:func
func zz88(ulong8 int32) int32 { return long3(ulong8) }

type long4 struct{ ulong16, zz int32 }

//kgen:kernel
func zzK89(zzIt sycl.Item, zzOut []long4, ulong16 long4) {
	zzOut[zzIt.ID(0)] = ulong16
}

//kgen:kernel
func long8(zzIt sycl.Item, zzOut []int32, float2 int32) {
	zzOut[zzIt.ID(0)] = float2 + zz91(float2)
}

//kgen:func
func long16(float3 int32) int32 { return float3 * 2 }

//kgen:func
func zz91(float3 int32) int32 { return long16(float3) }

type ulong2 struct{ float4, zz int32 }

//kgen:kernel
func zzK92(zzIt sycl.Item, zzOut []ulong2, float4 ulong2) {
	zzOut[zzIt.ID(0)] = float4
}

//kgen:kernel
func ulong3(zzIt sycl.Item, zzOut []int32, float8 int32) {
	zzOut[zzIt.ID(0)] = float8 + zz94(float8)
}

//kgen:func
func ulong4(float16 int32) int32 { return float16 * 2 }

//kgen:func
func zz94(float16 int32) int32 { return ulong4(float16) }

type ulong8 struct{ double2, zz int32 }

//kgen:kernel
func zzK95(zzIt sycl.Item, zzOut []ulong8, double2 ulong8) {
	zzOut[zzIt.ID(0)] = double2
}

//kgen:kernel
func ulong16(zzIt sycl.Item, zzOut []int32, double3 int32) {
	zzOut[zzIt.ID(0)] = double3 + zz97(double3)
}

//kgen:func
func float2(double4 int32) int32 { return double4 * 2 }

//kgen:func
func zz97(double4 int32) int32 { return float2(double4) }

type float3 struct{ double8, zz int32 }

//kgen:kernel
func zzK98(zzIt sycl.Item, zzOut []float3, double8 float3) {
	zzOut[zzIt.ID(0)] = double8
}

//kgen:kernel
func float4(zzIt sycl.Item, zzOut []int32, double16 int32) {
	zzOut[zzIt.ID(0)] = double16 + zz100(double16)
}

//kgen:func
func float8(half2 int32) int32 { return half2 * 2 }

//kgen:func
func zz100(half2 int32) int32 { return float8(half2) }

type float16 struct{ half3, zz int32 }

//kgen:kernel
func zzK101(zzIt sycl.Item, zzOut []float16, half3 float16) {
	zzOut[zzIt.ID(0)] = half3
}

//kgen:kernel
func double2(zzIt sycl.Item, zzOut []int32, half4 int32) {
	zzOut[zzIt.ID(0)] = half4 + zz103(half4)
}

//kgen:func
func double3(half8 int32) int32 { return half8 * 2 }

//kgen:func
func zz103(half8 int32) int32 { return double3(half8) }

type double4 struct{ half16, zz int32 }

//kgen:kernel
func zzK104(zzIt sycl.Item, zzOut []double4, half16 double4) {
	zzOut[zzIt.ID(0)] = half16
}

//kgen:kernel
func double8(zzIt sycl.Item, zzOut []int32, bool2 int32) {
	zzOut[zzIt.ID(0)] = bool2 + zz106(bool2)
}

//kgen:func
func double16(size_t int32) int32 { return size_t * 2 }

//kgen:func
func zz106(size_t int32) int32 { return double16(size_t) }

type half2 struct{ ptrdiff_t, zz int32 }

//kgen:kernel
func zzK107(zzIt sycl.Item, zzOut []half2, ptrdiff_t half2) {
	zzOut[zzIt.ID(0)] = ptrdiff_t
}

//kgen:kernel
func half3(zzIt sycl.Item, zzOut []int32, intptr_t int32) {
	zzOut[zzIt.ID(0)] = intptr_t + zz109(intptr_t)
}

//kgen:func
func half4(uintptr_t int32) int32 { return uintptr_t * 2 }

//kgen:func
func zz109(uintptr_t int32) int32 { return half4(uintptr_t) }

type half8 struct{ image1d_t, zz int32 }

//kgen:kernel
func zzK110(zzIt sycl.Item, zzOut []half8, image1d_t half8) {
	zzOut[zzIt.ID(0)] = image1d_t
}

//kgen:kernel
func half16(zzIt sycl.Item, zzOut []int32, image1d_array_t int32) {
	zzOut[zzIt.ID(0)] = image1d_array_t + zz112(image1d_array_t)
}

//kgen:func
func bool2(image1d_buffer_t int32) int32 { return image1d_buffer_t * 2 }

//kgen:func
func zz112(image1d_buffer_t int32) int32 { return bool2(image1d_buffer_t) }

type size_t struct{ image2d_t, zz int32 }

//kgen:kernel
func zzK113(zzIt sycl.Item, zzOut []size_t, image2d_t size_t) {
	zzOut[zzIt.ID(0)] = image2d_t
}

//kgen:kernel
func ptrdiff_t(zzIt sycl.Item, zzOut []int32, image2d_array_t int32) {
	zzOut[zzIt.ID(0)] = image2d_array_t + zz115(image2d_array_t)
}

//kgen:func
func intptr_t(image2d_depth_t int32) int32 { return image2d_depth_t * 2 }

//kgen:func
func zz115(image2d_depth_t int32) int32 { return intptr_t(image2d_depth_t) }

type uintptr_t struct{ image2d_array_depth_t, zz int32 }

//kgen:kernel
func zzK116(zzIt sycl.Item, zzOut []uintptr_t, image2d_array_depth_t uintptr_t) {
	zzOut[zzIt.ID(0)] = image2d_array_depth_t
}

//kgen:kernel
func image1d_t(zzIt sycl.Item, zzOut []int32, image2d_msaa_t int32) {
	zzOut[zzIt.ID(0)] = image2d_msaa_t + zz118(image2d_msaa_t)
}

//kgen:func
func image1d_array_t(image3d_t int32) int32 { return image3d_t * 2 }

//kgen:func
func zz118(image3d_t int32) int32 { return image1d_array_t(image3d_t) }

type image1d_buffer_t struct{ sampler_t, zz int32 }

//kgen:kernel
func zzK119(zzIt sycl.Item, zzOut []image1d_buffer_t, sampler_t image1d_buffer_t) {
	zzOut[zzIt.ID(0)] = sampler_t
}

//kgen:kernel
func image2d_t(zzIt sycl.Item, zzOut []int32, event_t int32) {
	zzOut[zzIt.ID(0)] = event_t + zz121(event_t)
}

//kgen:func
func image2d_array_t(queue_t int32) int32 { return queue_t * 2 }

//kgen:func
func zz121(queue_t int32) int32 { return image2d_array_t(queue_t) }

type image2d_depth_t struct{ ndrange_t, zz int32 }

//kgen:kernel
func zzK122(zzIt sycl.Item, zzOut []image2d_depth_t, ndrange_t image2d_depth_t) {
	zzOut[zzIt.ID(0)] = ndrange_t
}

//kgen:kernel
func image2d_array_depth_t(zzIt sycl.Item, zzOut []int32, clk_event_t int32) {
	zzOut[zzIt.ID(0)] = clk_event_t + zz124(clk_event_t)
}

//kgen:func
func image2d_msaa_t(reserve_id_t int32) int32 { return reserve_id_t * 2 }

//kgen:func
func zz124(reserve_id_t int32) int32 { return image2d_msaa_t(reserve_id_t) }

type image3d_t struct{ kernel_enqueue_flags_t, zz int32 }

//kgen:kernel
func zzK125(zzIt sycl.Item, zzOut []image3d_t, kernel_enqueue_flags_t image3d_t) {
	zzOut[zzIt.ID(0)] = kernel_enqueue_flags_t
}

//kgen:kernel
func sampler_t(zzIt sycl.Item, zzOut []int32, clk_profiling_info int32) {
	zzOut[zzIt.ID(0)] = clk_profiling_info + zz127(clk_profiling_info)
}

//kgen:func
func event_t(atomic_int int32) int32 { return atomic_int * 2 }

//kgen:func
func zz127(atomic_int int32) int32 { return event_t(atomic_int) }

type queue_t struct{ atomic_uint, zz int32 }

//kgen:kernel
func zzK128(zzIt sycl.Item, zzOut []queue_t, atomic_uint queue_t) {
	zzOut[zzIt.ID(0)] = atomic_uint
}

//kgen:kernel
func ndrange_t(zzIt sycl.Item, zzOut []int32, atomic_long int32) {
	zzOut[zzIt.ID(0)] = atomic_long + zz130(atomic_long)
}

//kgen:func
func clk_event_t(atomic_ulong int32) int32 { return atomic_ulong * 2 }

//kgen:func
func zz130(atomic_ulong int32) int32 { return clk_event_t(atomic_ulong) }

type reserve_id_t struct{ atomic_float, zz int32 }

//kgen:kernel
func zzK131(zzIt sycl.Item, zzOut []reserve_id_t, atomic_float reserve_id_t) {
	zzOut[zzIt.ID(0)] = atomic_float
}

//kgen:kernel
func kernel_enqueue_flags_t(zzIt sycl.Item, zzOut []int32, atomic_double int32) {
	zzOut[zzIt.ID(0)] = atomic_double + zz133(atomic_double)
}

//kgen:func
func clk_profiling_info(atomic_flag int32) int32 { return atomic_flag * 2 }

//kgen:func
func zz133(atomic_flag int32) int32 { return clk_profiling_info(atomic_flag) }

type atomic_int struct{ atomic_intptr_t, zz int32 }

//kgen:kernel
func zzK134(zzIt sycl.Item, zzOut []atomic_int, atomic_intptr_t atomic_int) {
	zzOut[zzIt.ID(0)] = atomic_intptr_t
}

//kgen:kernel
func atomic_uint(zzIt sycl.Item, zzOut []int32, atomic_size_t int32) {
	zzOut[zzIt.ID(0)] = atomic_size_t + zz136(atomic_size_t)
}

//kgen:func
func atomic_long(memory_order int32) int32 { return memory_order * 2 }

//kgen:func
func zz136(memory_order int32) int32 { return atomic_long(memory_order) }

type atomic_ulong struct{ memory_scope, zz int32 }

//kgen:kernel
func zzK137(zzIt sycl.Item, zzOut []atomic_ulong, memory_scope atomic_ulong) {
	zzOut[zzIt.ID(0)] = memory_scope
}

//kgen:kernel
func atomic_float(zzIt sycl.Item, zzOut []int32, cl_mem_fence_flags int32) {
	zzOut[zzIt.ID(0)] = cl_mem_fence_flags + zz139(cl_mem_fence_flags)
}

//kgen:func
func atomic_double(get_work_dim int32) int32 { return get_work_dim * 2 }

//kgen:func
func zz139(get_work_dim int32) int32 { return atomic_double(get_work_dim) }

type atomic_flag struct{ get_global_size, zz int32 }

//kgen:kernel
func zzK140(zzIt sycl.Item, zzOut []atomic_flag, get_global_size atomic_flag) {
	zzOut[zzIt.ID(0)] = get_global_size
}

//kgen:kernel
func atomic_intptr_t(zzIt sycl.Item, zzOut []int32, get_global_id int32) {
	zzOut[zzIt.ID(0)] = get_global_id + zz142(get_global_id)
}

//kgen:func
func atomic_size_t(get_local_size int32) int32 { return get_local_size * 2 }

//kgen:func
func zz142(get_local_size int32) int32 { return atomic_size_t(get_local_size) }

type memory_order struct{ get_local_id, zz int32 }

//kgen:kernel
func zzK143(zzIt sycl.Item, zzOut []memory_order, get_local_id memory_order) {
	zzOut[zzIt.ID(0)] = get_local_id
}

//kgen:kernel
func memory_scope(zzIt sycl.Item, zzOut []int32, get_num_groups int32) {
	zzOut[zzIt.ID(0)] = get_num_groups + zz145(get_num_groups)
}

//kgen:func
func cl_mem_fence_flags(get_group_id int32) int32 { return get_group_id * 2 }

//kgen:func
func zz145(get_group_id int32) int32 { return cl_mem_fence_flags(get_group_id) }

type get_work_dim struct{ get_global_offset, zz int32 }

//kgen:kernel
func zzK146(zzIt sycl.Item, zzOut []get_work_dim, get_global_offset get_work_dim) {
	zzOut[zzIt.ID(0)] = get_global_offset
}

//kgen:kernel
func get_global_size(zzIt sycl.Item, zzOut []int32, get_enqueued_local_size int32) {
	zzOut[zzIt.ID(0)] = get_enqueued_local_size + zz148(get_enqueued_local_size)
}

//kgen:func
func get_global_id(get_global_linear_id int32) int32 { return get_global_linear_id * 2 }

//kgen:func
func zz148(get_global_linear_id int32) int32 { return get_global_id(get_global_linear_id) }

type get_local_size struct{ get_local_linear_id, zz int32 }

//kgen:kernel
func zzK149(zzIt sycl.Item, zzOut []get_local_size, get_local_linear_id get_local_size) {
	zzOut[zzIt.ID(0)] = get_local_linear_id
}

//kgen:kernel
func get_local_id(zzIt sycl.Item, zzOut []int32, acos int32) {
	zzOut[zzIt.ID(0)] = acos + zz151(acos)
}

//kgen:func
func get_num_groups(acosh int32) int32 { return acosh * 2 }

//kgen:func
func zz151(acosh int32) int32 { return get_num_groups(acosh) }

type get_group_id struct{ acospi, zz int32 }

//kgen:kernel
func zzK152(zzIt sycl.Item, zzOut []get_group_id, acospi get_group_id) {
	zzOut[zzIt.ID(0)] = acospi
}

//kgen:kernel
func get_global_offset(zzIt sycl.Item, zzOut []int32, asin int32) {
	zzOut[zzIt.ID(0)] = asin + zz154(asin)
}

//kgen:func
func get_enqueued_local_size(asinh int32) int32 { return asinh * 2 }

//kgen:func
func zz154(asinh int32) int32 { return get_enqueued_local_size(asinh) }

type get_global_linear_id struct{ asinpi, zz int32 }

//kgen:kernel
func zzK155(zzIt sycl.Item, zzOut []get_global_linear_id, asinpi get_global_linear_id) {
	zzOut[zzIt.ID(0)] = asinpi
}

//kgen:kernel
func get_local_linear_id(zzIt sycl.Item, zzOut []int32, atan int32) {
	zzOut[zzIt.ID(0)] = atan + zz157(atan)
}

//kgen:func
func acos(atan2 int32) int32 { return atan2 * 2 }

//kgen:func
func zz157(atan2 int32) int32 { return acos(atan2) }

type acosh struct{ atanh, zz int32 }

//kgen:kernel
func zzK158(zzIt sycl.Item, zzOut []acosh, atanh acosh) {
	zzOut[zzIt.ID(0)] = atanh
}

//kgen:kernel
func acospi(zzIt sycl.Item, zzOut []int32, atanpi int32) {
	zzOut[zzIt.ID(0)] = atanpi + zz160(atanpi)
}

//kgen:func
func asin(cbrt int32) int32 { return cbrt * 2 }

//kgen:func
func zz160(cbrt int32) int32 { return asin(cbrt) }

type asinh struct{ ceil, zz int32 }

//kgen:kernel
func zzK161(zzIt sycl.Item, zzOut []asinh, ceil asinh) {
	zzOut[zzIt.ID(0)] = ceil
}

//kgen:kernel
func asinpi(zzIt sycl.Item, zzOut []int32, copysign int32) {
	zzOut[zzIt.ID(0)] = copysign + zz163(copysign)
}

//kgen:func
func atan(cos int32) int32 { return cos * 2 }

//kgen:func
func zz163(cos int32) int32 { return atan(cos) }

type atan2 struct{ cosh, zz int32 }

//kgen:kernel
func zzK164(zzIt sycl.Item, zzOut []atan2, cosh atan2) {
	zzOut[zzIt.ID(0)] = cosh
}

//kgen:kernel
func atanh(zzIt sycl.Item, zzOut []int32, cospi int32) {
	zzOut[zzIt.ID(0)] = cospi + zz166(cospi)
}

//kgen:func
func atanpi(erf int32) int32 { return erf * 2 }

//kgen:func
func zz166(erf int32) int32 { return atanpi(erf) }

type cbrt struct{ erfc, zz int32 }

//kgen:kernel
func zzK167(zzIt sycl.Item, zzOut []cbrt, erfc cbrt) {
	zzOut[zzIt.ID(0)] = erfc
}

//kgen:kernel
func ceil(zzIt sycl.Item, zzOut []int32, exp int32) {
	zzOut[zzIt.ID(0)] = exp + zz169(exp)
}

//kgen:func
func copysign(exp2 int32) int32 { return exp2 * 2 }

//kgen:func
func zz169(exp2 int32) int32 { return copysign(exp2) }

type cos struct{ exp10, zz int32 }

//kgen:kernel
func zzK170(zzIt sycl.Item, zzOut []cos, exp10 cos) {
	zzOut[zzIt.ID(0)] = exp10
}

//kgen:kernel
func cosh(zzIt sycl.Item, zzOut []int32, expm1 int32) {
	zzOut[zzIt.ID(0)] = expm1 + zz172(expm1)
}

//kgen:func
func cospi(fabs int32) int32 { return fabs * 2 }

//kgen:func
func zz172(fabs int32) int32 { return cospi(fabs) }

type erf struct{ fdim, zz int32 }

//kgen:kernel
func zzK173(zzIt sycl.Item, zzOut []erf, fdim erf) {
	zzOut[zzIt.ID(0)] = fdim
}

//kgen:kernel
func erfc(zzIt sycl.Item, zzOut []int32, floor int32) {
	zzOut[zzIt.ID(0)] = floor + zz175(floor)
}

//kgen:func
func exp(fma int32) int32 { return fma * 2 }

//kgen:func
func zz175(fma int32) int32 { return exp(fma) }

type exp2 struct{ fmax, zz int32 }

//kgen:kernel
func zzK176(zzIt sycl.Item, zzOut []exp2, fmax exp2) {
	zzOut[zzIt.ID(0)] = fmax
}

//kgen:kernel
func exp10(zzIt sycl.Item, zzOut []int32, fmin int32) {
	zzOut[zzIt.ID(0)] = fmin + zz178(fmin)
}

//kgen:func
func expm1(fmod int32) int32 { return fmod * 2 }

//kgen:func
func zz178(fmod int32) int32 { return expm1(fmod) }

type fabs struct{ fract, zz int32 }

//kgen:kernel
func zzK179(zzIt sycl.Item, zzOut []fabs, fract fabs) {
	zzOut[zzIt.ID(0)] = fract
}

//kgen:kernel
func fdim(zzIt sycl.Item, zzOut []int32, frexp int32) {
	zzOut[zzIt.ID(0)] = frexp + zz181(frexp)
}

//kgen:func
func floor(hypot int32) int32 { return hypot * 2 }

//kgen:func
func zz181(hypot int32) int32 { return floor(hypot) }

type fma struct{ ilogb, zz int32 }

//kgen:kernel
func zzK182(zzIt sycl.Item, zzOut []fma, ilogb fma) {
	zzOut[zzIt.ID(0)] = ilogb
}

//kgen:kernel
func fmax(zzIt sycl.Item, zzOut []int32, ldexp int32) {
	zzOut[zzIt.ID(0)] = ldexp + zz184(ldexp)
}

//kgen:func
func fmin(lgamma int32) int32 { return lgamma * 2 }

//kgen:func
func zz184(lgamma int32) int32 { return fmin(lgamma) }

type fmod struct{ log, zz int32 }

//kgen:kernel
func zzK185(zzIt sycl.Item, zzOut []fmod, log fmod) {
	zzOut[zzIt.ID(0)] = log
}

//kgen:kernel
func fract(zzIt sycl.Item, zzOut []int32, log2 int32) {
	zzOut[zzIt.ID(0)] = log2 + zz187(log2)
}

//kgen:func
func frexp(log10 int32) int32 { return log10 * 2 }

//kgen:func
func zz187(log10 int32) int32 { return frexp(log10) }

type hypot struct{ log1p, zz int32 }

//kgen:kernel
func zzK188(zzIt sycl.Item, zzOut []hypot, log1p hypot) {
	zzOut[zzIt.ID(0)] = log1p
}

//kgen:kernel
func ilogb(zzIt sycl.Item, zzOut []int32, logb int32) {
	zzOut[zzIt.ID(0)] = logb + zz190(logb)
}

//kgen:func
func ldexp(mad int32) int32 { return mad * 2 }

//kgen:func
func zz190(mad int32) int32 { return ldexp(mad) }

type lgamma struct{ maxmag, zz int32 }

//kgen:kernel
func zzK191(zzIt sycl.Item, zzOut []lgamma, maxmag lgamma) {
	zzOut[zzIt.ID(0)] = maxmag
}

//kgen:kernel
func log(zzIt sycl.Item, zzOut []int32, minmag int32) {
	zzOut[zzIt.ID(0)] = minmag + zz193(minmag)
}

//kgen:func
func log2(modf int32) int32 { return modf * 2 }

//kgen:func
func zz193(modf int32) int32 { return log2(modf) }

type log10 struct{ nan, zz int32 }

//kgen:kernel
func zzK194(zzIt sycl.Item, zzOut []log10, nan log10) {
	zzOut[zzIt.ID(0)] = nan
}

//kgen:kernel
func log1p(zzIt sycl.Item, zzOut []int32, nextafter int32) {
	zzOut[zzIt.ID(0)] = nextafter + zz196(nextafter)
}

//kgen:func
func logb(pow int32) int32 { return pow * 2 }

//kgen:func
func zz196(pow int32) int32 { return logb(pow) }

type mad struct{ pown, zz int32 }

//kgen:kernel
func zzK197(zzIt sycl.Item, zzOut []mad, pown mad) {
	zzOut[zzIt.ID(0)] = pown
}

//kgen:kernel
func maxmag(zzIt sycl.Item, zzOut []int32, powr int32) {
	zzOut[zzIt.ID(0)] = powr + zz199(powr)
}

//kgen:func
func minmag(remainder int32) int32 { return remainder * 2 }

//kgen:func
func zz199(remainder int32) int32 { return minmag(remainder) }

type modf struct{ remquo, zz int32 }

//kgen:kernel
func zzK200(zzIt sycl.Item, zzOut []modf, remquo modf) {
	zzOut[zzIt.ID(0)] = remquo
}

//kgen:kernel
func nan(zzIt sycl.Item, zzOut []int32, rint int32) {
	zzOut[zzIt.ID(0)] = rint + zz202(rint)
}

//kgen:func
func nextafter(rootn int32) int32 { return rootn * 2 }

//kgen:func
func zz202(rootn int32) int32 { return nextafter(rootn) }

type pow struct{ round, zz int32 }

//kgen:kernel
func zzK203(zzIt sycl.Item, zzOut []pow, round pow) {
	zzOut[zzIt.ID(0)] = round
}

//kgen:kernel
func pown(zzIt sycl.Item, zzOut []int32, rsqrt int32) {
	zzOut[zzIt.ID(0)] = rsqrt + zz205(rsqrt)
}

//kgen:func
func powr(sin int32) int32 { return sin * 2 }

//kgen:func
func zz205(sin int32) int32 { return powr(sin) }

type remainder struct{ sincos, zz int32 }

//kgen:kernel
func zzK206(zzIt sycl.Item, zzOut []remainder, sincos remainder) {
	zzOut[zzIt.ID(0)] = sincos
}

//kgen:kernel
func remquo(zzIt sycl.Item, zzOut []int32, sinh int32) {
	zzOut[zzIt.ID(0)] = sinh + zz208(sinh)
}

//kgen:func
func rint(sinpi int32) int32 { return sinpi * 2 }

//kgen:func
func zz208(sinpi int32) int32 { return rint(sinpi) }

type rootn struct{ sqrt, zz int32 }

//kgen:kernel
func zzK209(zzIt sycl.Item, zzOut []rootn, sqrt rootn) {
	zzOut[zzIt.ID(0)] = sqrt
}

//kgen:kernel
func round(zzIt sycl.Item, zzOut []int32, tan int32) {
	zzOut[zzIt.ID(0)] = tan + zz211(tan)
}

//kgen:func
func rsqrt(tanh int32) int32 { return tanh * 2 }

//kgen:func
func zz211(tanh int32) int32 { return rsqrt(tanh) }

type sin struct{ tanpi, zz int32 }

//kgen:kernel
func zzK212(zzIt sycl.Item, zzOut []sin, tanpi sin) {
	zzOut[zzIt.ID(0)] = tanpi
}

//kgen:kernel
func sincos(zzIt sycl.Item, zzOut []int32, tgamma int32) {
	zzOut[zzIt.ID(0)] = tgamma + zz214(tgamma)
}

//kgen:func
func sinh(trunc int32) int32 { return trunc * 2 }

//kgen:func
func zz214(trunc int32) int32 { return sinh(trunc) }

type sinpi struct{ half_cos, zz int32 }

//kgen:kernel
func zzK215(zzIt sycl.Item, zzOut []sinpi, half_cos sinpi) {
	zzOut[zzIt.ID(0)] = half_cos
}

//kgen:kernel
func sqrt(zzIt sycl.Item, zzOut []int32, half_exp int32) {
	zzOut[zzIt.ID(0)] = half_exp + zz217(half_exp)
}

//kgen:func
func tan(half_sqrt int32) int32 { return half_sqrt * 2 }

//kgen:func
func zz217(half_sqrt int32) int32 { return tan(half_sqrt) }

type tanh struct{ native_sin, zz int32 }

//kgen:kernel
func zzK218(zzIt sycl.Item, zzOut []tanh, native_sin tanh) {
	zzOut[zzIt.ID(0)] = native_sin
}

//kgen:kernel
func tanpi(zzIt sycl.Item, zzOut []int32, native_exp int32) {
	zzOut[zzIt.ID(0)] = native_exp + zz220(native_exp)
}

//kgen:func
func tgamma(native_recip int32) int32 { return native_recip * 2 }

//kgen:func
func zz220(native_recip int32) int32 { return tgamma(native_recip) }

type trunc struct{ abs, zz int32 }

//kgen:kernel
func zzK221(zzIt sycl.Item, zzOut []trunc, abs trunc) {
	zzOut[zzIt.ID(0)] = abs
}

//kgen:kernel
func half_cos(zzIt sycl.Item, zzOut []int32, abs_diff int32) {
	zzOut[zzIt.ID(0)] = abs_diff + zz223(abs_diff)
}

//kgen:func
func half_exp(add_sat int32) int32 { return add_sat * 2 }

//kgen:func
func zz223(add_sat int32) int32 { return half_exp(add_sat) }

type half_sqrt struct{ hadd, zz int32 }

//kgen:kernel
func zzK224(zzIt sycl.Item, zzOut []half_sqrt, hadd half_sqrt) {
	zzOut[zzIt.ID(0)] = hadd
}

//kgen:kernel
func native_sin(zzIt sycl.Item, zzOut []int32, rhadd int32) {
	zzOut[zzIt.ID(0)] = rhadd + zz226(rhadd)
}

//kgen:func
func native_exp(clamp int32) int32 { return clamp * 2 }

//kgen:func
func zz226(clamp int32) int32 { return native_exp(clamp) }

type native_recip struct{ clz, zz int32 }

//kgen:kernel
func zzK227(zzIt sycl.Item, zzOut []native_recip, clz native_recip) {
	zzOut[zzIt.ID(0)] = clz
}

//kgen:kernel
func abs(zzIt sycl.Item, zzOut []int32, ctz int32) {
	zzOut[zzIt.ID(0)] = ctz + zz229(ctz)
}

//kgen:func
func abs_diff(mad_hi int32) int32 { return mad_hi * 2 }

//kgen:func
func zz229(mad_hi int32) int32 { return abs_diff(mad_hi) }

type add_sat struct{ mad_sat, zz int32 }

//kgen:kernel
func zzK230(zzIt sycl.Item, zzOut []add_sat, mad_sat add_sat) {
	zzOut[zzIt.ID(0)] = mad_sat
}

//kgen:kernel
func hadd(zzIt sycl.Item, zzOut []int32, mul_hi int32) {
	zzOut[zzIt.ID(0)] = mul_hi + zz232(mul_hi)
}

//kgen:func
func rhadd(rotate int32) int32 { return rotate * 2 }

//kgen:func
func zz232(rotate int32) int32 { return rhadd(rotate) }

type clamp struct{ sub_sat, zz int32 }

//kgen:kernel
func zzK233(zzIt sycl.Item, zzOut []clamp, sub_sat clamp) {
	zzOut[zzIt.ID(0)] = sub_sat
}

//kgen:kernel
func clz(zzIt sycl.Item, zzOut []int32, upsample int32) {
	zzOut[zzIt.ID(0)] = upsample + zz235(upsample)
}

//kgen:func
func ctz(popcount int32) int32 { return popcount * 2 }

//kgen:func
func zz235(popcount int32) int32 { return ctz(popcount) }

type mad_hi struct{ mad24, zz int32 }

//kgen:kernel
func zzK236(zzIt sycl.Item, zzOut []mad_hi, mad24 mad_hi) {
	zzOut[zzIt.ID(0)] = mad24
}

//kgen:kernel
func mad_sat(zzIt sycl.Item, zzOut []int32, mul24 int32) {
	zzOut[zzIt.ID(0)] = mul24 + zz238(mul24)
}

//kgen:func
func mul_hi(degrees int32) int32 { return degrees * 2 }

//kgen:func
func zz238(degrees int32) int32 { return mul_hi(degrees) }

type rotate struct{ mix, zz int32 }

//kgen:kernel
func zzK239(zzIt sycl.Item, zzOut []rotate, mix rotate) {
	zzOut[zzIt.ID(0)] = mix
}

//kgen:kernel
func sub_sat(zzIt sycl.Item, zzOut []int32, radians int32) {
	zzOut[zzIt.ID(0)] = radians + zz241(radians)
}

//kgen:func
func upsample(step int32) int32 { return step * 2 }

//kgen:func
func zz241(step int32) int32 { return upsample(step) }

type popcount struct{ smoothstep, zz int32 }

//kgen:kernel
func zzK242(zzIt sycl.Item, zzOut []popcount, smoothstep popcount) {
	zzOut[zzIt.ID(0)] = smoothstep
}

//kgen:kernel
func mad24(zzIt sycl.Item, zzOut []int32, sign int32) {
	zzOut[zzIt.ID(0)] = sign + zz244(sign)
}

//kgen:func
func mul24(cross int32) int32 { return cross * 2 }

//kgen:func
func zz244(cross int32) int32 { return mul24(cross) }

type degrees struct{ dot, zz int32 }

//kgen:kernel
func zzK245(zzIt sycl.Item, zzOut []degrees, dot degrees) {
	zzOut[zzIt.ID(0)] = dot
}

//kgen:kernel
func mix(zzIt sycl.Item, zzOut []int32, distance int32) {
	zzOut[zzIt.ID(0)] = distance + zz247(distance)
}

//kgen:func
func radians(length int32) int32 { return length * 2 }

//kgen:func
func zz247(length int32) int32 { return radians(length) }

type step struct{ normalize, zz int32 }

//kgen:kernel
func zzK248(zzIt sycl.Item, zzOut []step, normalize step) {
	zzOut[zzIt.ID(0)] = normalize
}

//kgen:kernel
func smoothstep(zzIt sycl.Item, zzOut []int32, fast_length int32) {
	zzOut[zzIt.ID(0)] = fast_length + zz250(fast_length)
}

//kgen:func
func sign(isequal int32) int32 { return isequal * 2 }

//kgen:func
func zz250(isequal int32) int32 { return sign(isequal) }

type cross struct{ isnotequal, zz int32 }

//kgen:kernel
func zzK251(zzIt sycl.Item, zzOut []cross, isnotequal cross) {
	zzOut[zzIt.ID(0)] = isnotequal
}

//kgen:kernel
func dot(zzIt sycl.Item, zzOut []int32, isgreater int32) {
	zzOut[zzIt.ID(0)] = isgreater + zz253(isgreater)
}

//kgen:func
func distance(isless int32) int32 { return isless * 2 }

//kgen:func
func zz253(isless int32) int32 { return distance(isless) }

type length struct{ isfinite, zz int32 }

//kgen:kernel
func zzK254(zzIt sycl.Item, zzOut []length, isfinite length) {
	zzOut[zzIt.ID(0)] = isfinite
}

//kgen:kernel
func normalize(zzIt sycl.Item, zzOut []int32, isinf int32) {
	zzOut[zzIt.ID(0)] = isinf + zz256(isinf)
}

//kgen:func
func fast_length(isnan int32) int32 { return isnan * 2 }

//kgen:func
func zz256(isnan int32) int32 { return fast_length(isnan) }

type isequal struct{ isnormal, zz int32 }

//kgen:kernel
func zzK257(zzIt sycl.Item, zzOut []isequal, isnormal isequal) {
	zzOut[zzIt.ID(0)] = isnormal
}

//kgen:kernel
func isnotequal(zzIt sycl.Item, zzOut []int32, signbit int32) {
	zzOut[zzIt.ID(0)] = signbit + zz259(signbit)
}

//kgen:func
func isgreater(all int32) int32 { return all * 2 }

//kgen:func
func zz259(all int32) int32 { return isgreater(all) }

type isless struct{ bitselect, zz int32 }

//kgen:kernel
func zzK260(zzIt sycl.Item, zzOut []isless, bitselect isless) {
	zzOut[zzIt.ID(0)] = bitselect
}

//kgen:kernel
func isfinite(zzIt sycl.Item, zzOut []int32, vload2 int32) {
	zzOut[zzIt.ID(0)] = vload2 + zz262(vload2)
}

//kgen:func
func isinf(vload4 int32) int32 { return vload4 * 2 }

//kgen:func
func zz262(vload4 int32) int32 { return isinf(vload4) }

type isnan struct{ vload16, zz int32 }

//kgen:kernel
func zzK263(zzIt sycl.Item, zzOut []isnan, vload16 isnan) {
	zzOut[zzIt.ID(0)] = vload16
}

//kgen:kernel
func isnormal(zzIt sycl.Item, zzOut []int32, vstore2 int32) {
	zzOut[zzIt.ID(0)] = vstore2 + zz265(vstore2)
}

//kgen:func
func signbit(vstore4 int32) int32 { return vstore4 * 2 }

//kgen:func
func zz265(vstore4 int32) int32 { return signbit(vstore4) }

type all struct{ vload_half, zz int32 }

//kgen:kernel
func zzK266(zzIt sycl.Item, zzOut []all, vload_half all) {
	zzOut[zzIt.ID(0)] = vload_half
}

//kgen:kernel
func bitselect(zzIt sycl.Item, zzOut []int32, vstore_half4_rte int32) {
	zzOut[zzIt.ID(0)] = vstore_half4_rte + zz268(vstore_half4_rte)
}

//kgen:func
func vload2(vloada_half2 int32) int32 { return vloada_half2 * 2 }

//kgen:func
func zz268(vloada_half2 int32) int32 { return vload2(vloada_half2) }

type vload4 struct{ barrier, zz int32 }

//kgen:kernel
func zzK269(zzIt sycl.Item, zzOut []vload4, barrier vload4) {
	zzOut[zzIt.ID(0)] = barrier
}

//kgen:kernel
func vload16(zzIt sycl.Item, zzOut []int32, work_group_barrier int32) {
	zzOut[zzIt.ID(0)] = work_group_barrier + zz271(work_group_barrier)
}

//kgen:func
func vstore2(mem_fence int32) int32 { return mem_fence * 2 }

//kgen:func
func zz271(mem_fence int32) int32 { return vstore2(mem_fence) }

type vstore4 struct{ read_mem_fence, zz int32 }

//kgen:kernel
func zzK272(zzIt sycl.Item, zzOut []vstore4, read_mem_fence vstore4) {
	zzOut[zzIt.ID(0)] = read_mem_fence
}

//kgen:kernel
func vload_half(zzIt sycl.Item, zzOut []int32, write_mem_fence int32) {
	zzOut[zzIt.ID(0)] = write_mem_fence + zz274(write_mem_fence)
}

//kgen:func
func vstore_half4_rte(async_work_group_copy int32) int32 { return async_work_group_copy * 2 }

//kgen:func
func zz274(async_work_group_copy int32) int32 { return vstore_half4_rte(async_work_group_copy) }

type vloada_half2 struct{ async_work_group_strided_copy, zz int32 }

//kgen:kernel
func zzK275(zzIt sycl.Item, zzOut []vloada_half2, async_work_group_strided_copy vloada_half2) {
	zzOut[zzIt.ID(0)] = async_work_group_strided_copy
}

//kgen:kernel
func barrier(zzIt sycl.Item, zzOut []int32, wait_group_events int32) {
	zzOut[zzIt.ID(0)] = wait_group_events + zz277(wait_group_events)
}

//kgen:func
func work_group_barrier(prefetch int32) int32 { return prefetch * 2 }

//kgen:func
func zz277(prefetch int32) int32 { return work_group_barrier(prefetch) }

type mem_fence struct{ atomic_add, zz int32 }

//kgen:kernel
func zzK278(zzIt sycl.Item, zzOut []mem_fence, atomic_add mem_fence) {
	zzOut[zzIt.ID(0)] = atomic_add
}

//kgen:kernel
func read_mem_fence(zzIt sycl.Item, zzOut []int32, atomic_sub int32) {
	zzOut[zzIt.ID(0)] = atomic_sub + zz280(atomic_sub)
}

//kgen:func
func write_mem_fence(atomic_xchg int32) int32 { return atomic_xchg * 2 }

//kgen:func
func zz280(atomic_xchg int32) int32 { return write_mem_fence(atomic_xchg) }

type async_work_group_copy struct{ atomic_inc, zz int32 }

//kgen:kernel
func zzK281(zzIt sycl.Item, zzOut []async_work_group_copy, atomic_inc async_work_group_copy) {
	zzOut[zzIt.ID(0)] = atomic_inc
}

//kgen:kernel
func async_work_group_strided_copy(zzIt sycl.Item, zzOut []int32, atomic_dec int32) {
	zzOut[zzIt.ID(0)] = atomic_dec + zz283(atomic_dec)
}

//kgen:func
func wait_group_events(atomic_cmpxchg int32) int32 { return atomic_cmpxchg * 2 }

//kgen:func
func zz283(atomic_cmpxchg int32) int32 { return wait_group_events(atomic_cmpxchg) }

type prefetch struct{ atomic_min, zz int32 }

//kgen:kernel
func zzK284(zzIt sycl.Item, zzOut []prefetch, atomic_min prefetch) {
	zzOut[zzIt.ID(0)] = atomic_min
}

//kgen:kernel
func atomic_add(zzIt sycl.Item, zzOut []int32, atomic_max int32) {
	zzOut[zzIt.ID(0)] = atomic_max + zz286(atomic_max)
}

//kgen:func
func atomic_sub(atomic_and int32) int32 { return atomic_and * 2 }

//kgen:func
func zz286(atomic_and int32) int32 { return atomic_sub(atomic_and) }

type atomic_xchg struct{ atomic_or, zz int32 }

//kgen:kernel
func zzK287(zzIt sycl.Item, zzOut []atomic_xchg, atomic_or atomic_xchg) {
	zzOut[zzIt.ID(0)] = atomic_or
}

//kgen:kernel
func atomic_inc(zzIt sycl.Item, zzOut []int32, atomic_xor int32) {
	zzOut[zzIt.ID(0)] = atomic_xor + zz289(atomic_xor)
}

//kgen:func
func atomic_dec(atom_add int32) int32 { return atom_add * 2 }

//kgen:func
func zz289(atom_add int32) int32 { return atomic_dec(atom_add) }

type atomic_cmpxchg struct{ atom_inc, zz int32 }

//kgen:kernel
func zzK290(zzIt sycl.Item, zzOut []atomic_cmpxchg, atom_inc atomic_cmpxchg) {
	zzOut[zzIt.ID(0)] = atom_inc
}

//kgen:kernel
func atomic_min(zzIt sycl.Item, zzOut []int32, atom_cmpxchg int32) {
	zzOut[zzIt.ID(0)] = atom_cmpxchg + zz292(atom_cmpxchg)
}

//kgen:func
func atomic_max(atomic_init int32) int32 { return atomic_init * 2 }

//kgen:func
func zz292(atomic_init int32) int32 { return atomic_max(atomic_init) }

type atomic_and struct{ atomic_load, zz int32 }

//kgen:kernel
func zzK293(zzIt sycl.Item, zzOut []atomic_and, atomic_load atomic_and) {
	zzOut[zzIt.ID(0)] = atomic_load
}

//kgen:kernel
func atomic_or(zzIt sycl.Item, zzOut []int32, atomic_store int32) {
	zzOut[zzIt.ID(0)] = atomic_store + zz295(atomic_store)
}

//kgen:func
func atomic_xor(atomic_exchange int32) int32 { return atomic_exchange * 2 }

//kgen:func
func zz295(atomic_exchange int32) int32 { return atomic_xor(atomic_exchange) }

type atom_add struct{ atomic_fetch_add, zz int32 }

//kgen:kernel
func zzK296(zzIt sycl.Item, zzOut []atom_add, atomic_fetch_add atom_add) {
	zzOut[zzIt.ID(0)] = atomic_fetch_add
}

//kgen:kernel
func atom_inc(zzIt sycl.Item, zzOut []int32, atomic_compare_exchange_strong int32) {
	zzOut[zzIt.ID(0)] = atomic_compare_exchange_strong + zz298(atomic_compare_exchange_strong)
}

//kgen:func
func atom_cmpxchg(atomic_flag_test_and_set int32) int32 { return atomic_flag_test_and_set * 2 }

//kgen:func
func zz298(atomic_flag_test_and_set int32) int32 { return atom_cmpxchg(atomic_flag_test_and_set) }

type atomic_init struct{ atomic_work_item_fence, zz int32 }

//kgen:kernel
func zzK299(zzIt sycl.Item, zzOut []atomic_init, atomic_work_item_fence atomic_init) {
	zzOut[zzIt.ID(0)] = atomic_work_item_fence
}

//kgen:kernel
func atomic_load(zzIt sycl.Item, zzOut []int32, printf int32) {
	zzOut[zzIt.ID(0)] = printf + zz301(printf)
}

//kgen:func
func atomic_store(read_imagef int32) int32 { return read_imagef * 2 }

//kgen:func
func zz301(read_imagef int32) int32 { return atomic_store(read_imagef) }

type atomic_exchange struct{ read_imagei, zz int32 }

//kgen:kernel
func zzK302(zzIt sycl.Item, zzOut []atomic_exchange, read_imagei atomic_exchange) {
	zzOut[zzIt.ID(0)] = read_imagei
}

//kgen:kernel
func atomic_fetch_add(zzIt sycl.Item, zzOut []int32, write_imagef int32) {
	zzOut[zzIt.ID(0)] = write_imagef + zz304(write_imagef)
}

//kgen:func
func atomic_compare_exchange_strong(get_image_width int32) int32 { return get_image_width * 2 }

//kgen:func
func zz304(get_image_width int32) int32 { return atomic_compare_exchange_strong(get_image_width) }

type atomic_flag_test_and_set struct{ get_image_dim, zz int32 }

//kgen:kernel
func zzK305(zzIt sycl.Item, zzOut []atomic_flag_test_and_set, get_image_dim atomic_flag_test_and_set) {
	zzOut[zzIt.ID(0)] = get_image_dim
}

//kgen:kernel
func atomic_work_item_fence(zzIt sycl.Item, zzOut []int32, convert_int int32) {
	zzOut[zzIt.ID(0)] = convert_int + zz307(convert_int)
}

//kgen:func
func printf(convert_float4_rte int32) int32 { return convert_float4_rte * 2 }

//kgen:func
func zz307(convert_float4_rte int32) int32 { return printf(convert_float4_rte) }

type read_imagef struct{ convert_uchar_sat, zz int32 }

//kgen:kernel
func zzK308(zzIt sycl.Item, zzOut []read_imagef, convert_uchar_sat read_imagef) {
	zzOut[zzIt.ID(0)] = convert_uchar_sat
}

//kgen:kernel
func read_imagei(zzIt sycl.Item, zzOut []int32, as_float int32) {
	zzOut[zzIt.ID(0)] = as_float + zz310(as_float)
}

//kgen:func
func write_imagef(as_int2 int32) int32 { return as_int2 * 2 }

//kgen:func
func zz310(as_int2 int32) int32 { return write_imagef(as_int2) }

type get_image_width struct{ shuffle, zz int32 }

//kgen:kernel
func zzK311(zzIt sycl.Item, zzOut []get_image_width, shuffle get_image_width) {
	zzOut[zzIt.ID(0)] = shuffle
}

//kgen:kernel
func get_image_dim(zzIt sycl.Item, zzOut []int32, shuffle2 int32) {
	zzOut[zzIt.ID(0)] = shuffle2 + zz313(shuffle2)
}

//kgen:func
func convert_int(work_group_all int32) int32 { return work_group_all * 2 }

//kgen:func
func zz313(work_group_all int32) int32 { return convert_int(work_group_all) }

type convert_float4_rte struct{ work_group_broadcast, zz int32 }

//kgen:kernel
func zzK314(zzIt sycl.Item, zzOut []convert_float4_rte, work_group_broadcast convert_float4_rte) {
	zzOut[zzIt.ID(0)] = work_group_broadcast
}

//kgen:kernel
func convert_uchar_sat(zzIt sycl.Item, zzOut []int32, work_group_reduce_add int32) {
	zzOut[zzIt.ID(0)] = work_group_reduce_add + zz316(work_group_reduce_add)
}

//kgen:func
func as_float(work_group_scan_inclusive_max int32) int32 { return work_group_scan_inclusive_max * 2 }

//kgen:func
func zz316(work_group_scan_inclusive_max int32) int32 { return as_float(work_group_scan_inclusive_max) }

type as_int2 struct{ sub_group_broadcast, zz int32 }

//kgen:kernel
func zzK317(zzIt sycl.Item, zzOut []as_int2, sub_group_broadcast as_int2) {
	zzOut[zzIt.ID(0)] = sub_group_broadcast
}

//kgen:kernel
func shuffle(zzIt sycl.Item, zzOut []int32, get_sub_group_size int32) {
	zzOut[zzIt.ID(0)] = get_sub_group_size + zz319(get_sub_group_size)
}

//kgen:func
func shuffle2(intel_sub_group_shuffle int32) int32 { return intel_sub_group_shuffle * 2 }

//kgen:func
func zz319(intel_sub_group_shuffle int32) int32 { return shuffle2(intel_sub_group_shuffle) }

type work_group_all struct{ enqueue_kernel, zz int32 }

//kgen:kernel
func zzK320(zzIt sycl.Item, zzOut []work_group_all, enqueue_kernel work_group_all) {
	zzOut[zzIt.ID(0)] = enqueue_kernel
}

//kgen:kernel
func work_group_broadcast(zzIt sycl.Item, zzOut []int32, to_global int32) {
	zzOut[zzIt.ID(0)] = to_global + zz322(to_global)
}

//kgen:func
func work_group_reduce_add(to_local int32) int32 { return to_local * 2 }

//kgen:func
func zz322(to_local int32) int32 { return work_group_reduce_add(to_local) }

type work_group_scan_inclusive_max struct{ to_private, zz int32 }

//kgen:kernel
func zzK323(zzIt sycl.Item, zzOut []work_group_scan_inclusive_max, to_private work_group_scan_inclusive_max) {
	zzOut[zzIt.ID(0)] = to_private
}

//kgen:kernel
func sub_group_broadcast(zzIt sycl.Item, zzOut []int32, get_fence int32) {
	zzOut[zzIt.ID(0)] = get_fence + zz325(get_fence)
}

//kgen:func
func get_sub_group_size(CHAR_BIT int32) int32 { return CHAR_BIT * 2 }

//kgen:func
func zz325(CHAR_BIT int32) int32 { return get_sub_group_size(CHAR_BIT) }

type intel_sub_group_shuffle struct{ CHAR_MAX, zz int32 }

//kgen:kernel
func zzK326(zzIt sycl.Item, zzOut []intel_sub_group_shuffle, CHAR_MAX intel_sub_group_shuffle) {
	zzOut[zzIt.ID(0)] = CHAR_MAX
}

//kgen:kernel
func enqueue_kernel(zzIt sycl.Item, zzOut []int32, CHAR_MIN int32) {
	zzOut[zzIt.ID(0)] = CHAR_MIN + zz328(CHAR_MIN)
}

//kgen:func
func to_global(SCHAR_MAX int32) int32 { return SCHAR_MAX * 2 }

//kgen:func
func zz328(SCHAR_MAX int32) int32 { return to_global(SCHAR_MAX) }

type to_local struct{ SCHAR_MIN, zz int32 }

//kgen:kernel
func zzK329(zzIt sycl.Item, zzOut []to_local, SCHAR_MIN to_local) {
	zzOut[zzIt.ID(0)] = SCHAR_MIN
}

//kgen:kernel
func to_private(zzIt sycl.Item, zzOut []int32, UCHAR_MAX int32) {
	zzOut[zzIt.ID(0)] = UCHAR_MAX + zz331(UCHAR_MAX)
}

//kgen:func
func get_fence(SHRT_MAX int32) int32 { return SHRT_MAX * 2 }

//kgen:func
func zz331(SHRT_MAX int32) int32 { return get_fence(SHRT_MAX) }

type CHAR_BIT struct{ SHRT_MIN, zz int32 }

//kgen:kernel
func zzK332(zzIt sycl.Item, zzOut []CHAR_BIT, SHRT_MIN CHAR_BIT) {
	zzOut[zzIt.ID(0)] = SHRT_MIN
}

//kgen:kernel
func CHAR_MAX(zzIt sycl.Item, zzOut []int32, USHRT_MAX int32) {
	zzOut[zzIt.ID(0)] = USHRT_MAX + zz334(USHRT_MAX)
}

//kgen:func
func CHAR_MIN(INT_MAX int32) int32 { return INT_MAX * 2 }

//kgen:func
func zz334(INT_MAX int32) int32 { return CHAR_MIN(INT_MAX) }

type SCHAR_MAX struct{ INT_MIN, zz int32 }

//kgen:kernel
func zzK335(zzIt sycl.Item, zzOut []SCHAR_MAX, INT_MIN SCHAR_MAX) {
	zzOut[zzIt.ID(0)] = INT_MIN
}

//kgen:kernel
func SCHAR_MIN(zzIt sycl.Item, zzOut []int32, UINT_MAX int32) {
	zzOut[zzIt.ID(0)] = UINT_MAX + zz337(UINT_MAX)
}

//kgen:func
func UCHAR_MAX(LONG_MAX int32) int32 { return LONG_MAX * 2 }

//kgen:func
func zz337(LONG_MAX int32) int32 { return UCHAR_MAX(LONG_MAX) }

type SHRT_MAX struct{ LONG_MIN, zz int32 }

//kgen:kernel
func zzK338(zzIt sycl.Item, zzOut []SHRT_MAX, LONG_MIN SHRT_MAX) {
	zzOut[zzIt.ID(0)] = LONG_MIN
}

//kgen:kernel
func SHRT_MIN(zzIt sycl.Item, zzOut []int32, ULONG_MAX int32) {
	zzOut[zzIt.ID(0)] = ULONG_MAX + zz340(ULONG_MAX)
}

//kgen:func
func USHRT_MAX(FLT_DIG int32) int32 { return FLT_DIG * 2 }

//kgen:func
func zz340(FLT_DIG int32) int32 { return USHRT_MAX(FLT_DIG) }

type INT_MAX struct{ FLT_MANT_DIG, zz int32 }

//kgen:kernel
func zzK341(zzIt sycl.Item, zzOut []INT_MAX, FLT_MANT_DIG INT_MAX) {
	zzOut[zzIt.ID(0)] = FLT_MANT_DIG
}

//kgen:kernel
func INT_MIN(zzIt sycl.Item, zzOut []int32, FLT_MAX_10_EXP int32) {
	zzOut[zzIt.ID(0)] = FLT_MAX_10_EXP + zz343(FLT_MAX_10_EXP)
}

//kgen:func
func UINT_MAX(FLT_MAX_EXP int32) int32 { return FLT_MAX_EXP * 2 }

//kgen:func
func zz343(FLT_MAX_EXP int32) int32 { return UINT_MAX(FLT_MAX_EXP) }

type LONG_MAX struct{ FLT_MIN_10_EXP, zz int32 }

//kgen:kernel
func zzK344(zzIt sycl.Item, zzOut []LONG_MAX, FLT_MIN_10_EXP LONG_MAX) {
	zzOut[zzIt.ID(0)] = FLT_MIN_10_EXP
}

//kgen:kernel
func LONG_MIN(zzIt sycl.Item, zzOut []int32, FLT_MIN_EXP int32) {
	zzOut[zzIt.ID(0)] = FLT_MIN_EXP + zz346(FLT_MIN_EXP)
}

//kgen:func
func ULONG_MAX(FLT_RADIX int32) int32 { return FLT_RADIX * 2 }

//kgen:func
func zz346(FLT_RADIX int32) int32 { return ULONG_MAX(FLT_RADIX) }

type FLT_DIG struct{ FLT_MAX, zz int32 }

//kgen:kernel
func zzK347(zzIt sycl.Item, zzOut []FLT_DIG, FLT_MAX FLT_DIG) {
	zzOut[zzIt.ID(0)] = FLT_MAX
}

//kgen:kernel
func FLT_MANT_DIG(zzIt sycl.Item, zzOut []int32, FLT_MIN int32) {
	zzOut[zzIt.ID(0)] = FLT_MIN + zz349(FLT_MIN)
}

//kgen:func
func FLT_MAX_10_EXP(FLT_EPSILON int32) int32 { return FLT_EPSILON * 2 }

//kgen:func
func zz349(FLT_EPSILON int32) int32 { return FLT_MAX_10_EXP(FLT_EPSILON) }

type FLT_MAX_EXP struct{ DBL_MAX, zz int32 }

//kgen:kernel
func zzK350(zzIt sycl.Item, zzOut []FLT_MAX_EXP, DBL_MAX FLT_MAX_EXP) {
	zzOut[zzIt.ID(0)] = DBL_MAX
}

//kgen:kernel
func FLT_MIN_10_EXP(zzIt sycl.Item, zzOut []int32, DBL_MIN int32) {
	zzOut[zzIt.ID(0)] = DBL_MIN + zz352(DBL_MIN)
}

//kgen:func
func FLT_MIN_EXP(DBL_EPSILON int32) int32 { return DBL_EPSILON * 2 }

//kgen:func
func zz352(DBL_EPSILON int32) int32 { return FLT_MIN_EXP(DBL_EPSILON) }

type FLT_RADIX struct{ HALF_MAX, zz int32 }

//kgen:kernel
func zzK353(zzIt sycl.Item, zzOut []FLT_RADIX, HALF_MAX FLT_RADIX) {
	zzOut[zzIt.ID(0)] = HALF_MAX
}

//kgen:kernel
func FLT_MAX(zzIt sycl.Item, zzOut []int32, HALF_EPSILON int32) {
	zzOut[zzIt.ID(0)] = HALF_EPSILON + zz355(HALF_EPSILON)
}

//kgen:func
func FLT_MIN(M_E int32) int32 { return M_E * 2 }

//kgen:func
func zz355(M_E int32) int32 { return FLT_MIN(M_E) }

type FLT_EPSILON struct{ M_LOG2E, zz int32 }

//kgen:kernel
func zzK356(zzIt sycl.Item, zzOut []FLT_EPSILON, M_LOG2E FLT_EPSILON) {
	zzOut[zzIt.ID(0)] = M_LOG2E
}

//kgen:kernel
func DBL_MAX(zzIt sycl.Item, zzOut []int32, M_LOG10E int32) {
	zzOut[zzIt.ID(0)] = M_LOG10E + zz358(M_LOG10E)
}

//kgen:func
func DBL_MIN(M_LN2 int32) int32 { return M_LN2 * 2 }

//kgen:func
func zz358(M_LN2 int32) int32 { return DBL_MIN(M_LN2) }

type DBL_EPSILON struct{ M_LN10, zz int32 }

//kgen:kernel
func zzK359(zzIt sycl.Item, zzOut []DBL_EPSILON, M_LN10 DBL_EPSILON) {
	zzOut[zzIt.ID(0)] = M_LN10
}

//kgen:kernel
func HALF_MAX(zzIt sycl.Item, zzOut []int32, M_PI int32) {
	zzOut[zzIt.ID(0)] = M_PI + zz361(M_PI)
}

//kgen:func
func HALF_EPSILON(M_PI_2 int32) int32 { return M_PI_2 * 2 }

//kgen:func
func zz361(M_PI_2 int32) int32 { return HALF_EPSILON(M_PI_2) }

type M_E struct{ M_PI_4, zz int32 }

//kgen:kernel
func zzK362(zzIt sycl.Item, zzOut []M_E, M_PI_4 M_E) {
	zzOut[zzIt.ID(0)] = M_PI_4
}

//kgen:kernel
func M_LOG2E(zzIt sycl.Item, zzOut []int32, M_1_PI int32) {
	zzOut[zzIt.ID(0)] = M_1_PI + zz364(M_1_PI)
}

//kgen:func
func M_LOG10E(M_2_PI int32) int32 { return M_2_PI * 2 }

//kgen:func
func zz364(M_2_PI int32) int32 { return M_LOG10E(M_2_PI) }

type M_LN2 struct{ M_2_SQRTPI, zz int32 }

//kgen:kernel
func zzK365(zzIt sycl.Item, zzOut []M_LN2, M_2_SQRTPI M_LN2) {
	zzOut[zzIt.ID(0)] = M_2_SQRTPI
}

//kgen:kernel
func M_LN10(zzIt sycl.Item, zzOut []int32, M_SQRT2 int32) {
	zzOut[zzIt.ID(0)] = M_SQRT2 + zz367(M_SQRT2)
}

//kgen:func
func M_PI(M_SQRT1_2 int32) int32 { return M_SQRT1_2 * 2 }

//kgen:func
func zz367(M_SQRT1_2 int32) int32 { return M_PI(M_SQRT1_2) }

type M_PI_2 struct{ M_E_F, zz int32 }

//kgen:kernel
func zzK368(zzIt sycl.Item, zzOut []M_PI_2, M_E_F M_PI_2) {
	zzOut[zzIt.ID(0)] = M_E_F
}

//kgen:kernel
func M_PI_4(zzIt sycl.Item, zzOut []int32, M_PI_F int32) {
	zzOut[zzIt.ID(0)] = M_PI_F + zz370(M_PI_F)
}

//kgen:func
func M_1_PI(M_SQRT2_F int32) int32 { return M_SQRT2_F * 2 }

//kgen:func
func zz370(M_SQRT2_F int32) int32 { return M_1_PI(M_SQRT2_F) }

type M_2_PI struct{ M_PI_H, zz int32 }

//kgen:kernel
func zzK371(zzIt sycl.Item, zzOut []M_2_PI, M_PI_H M_2_PI) {
	zzOut[zzIt.ID(0)] = M_PI_H
}

//kgen:kernel
func M_2_SQRTPI(zzIt sycl.Item, zzOut []int32, MAXFLOAT int32) {
	zzOut[zzIt.ID(0)] = MAXFLOAT + zz373(MAXFLOAT)
}

//kgen:func
func M_SQRT2(HUGE_VALF int32) int32 { return HUGE_VALF * 2 }

//kgen:func
func zz373(HUGE_VALF int32) int32 { return M_SQRT2(HUGE_VALF) }

type M_SQRT1_2 struct{ HUGE_VAL, zz int32 }

//kgen:kernel
func zzK374(zzIt sycl.Item, zzOut []M_SQRT1_2, HUGE_VAL M_SQRT1_2) {
	zzOut[zzIt.ID(0)] = HUGE_VAL
}

//kgen:kernel
func M_E_F(zzIt sycl.Item, zzOut []int32, INFINITY int32) {
	zzOut[zzIt.ID(0)] = INFINITY + zz376(INFINITY)
}

//kgen:func
func M_PI_F(NAN int32) int32 { return NAN * 2 }

//kgen:func
func zz376(NAN int32) int32 { return M_PI_F(NAN) }

type M_SQRT2_F struct{ FP_ILOGB0, zz int32 }

//kgen:kernel
func zzK377(zzIt sycl.Item, zzOut []M_SQRT2_F, FP_ILOGB0 M_SQRT2_F) {
	zzOut[zzIt.ID(0)] = FP_ILOGB0
}

//kgen:kernel
func M_PI_H(zzIt sycl.Item, zzOut []int32, FP_ILOGBNAN int32) {
	zzOut[zzIt.ID(0)] = FP_ILOGBNAN + zz379(FP_ILOGBNAN)
}

//kgen:func
func MAXFLOAT(FP_FAST_FMA int32) int32 { return FP_FAST_FMA * 2 }

//kgen:func
func zz379(FP_FAST_FMA int32) int32 { return MAXFLOAT(FP_FAST_FMA) }

type HUGE_VALF struct{ FP_FAST_FMAF, zz int32 }

//kgen:kernel
func zzK380(zzIt sycl.Item, zzOut []HUGE_VALF, FP_FAST_FMAF HUGE_VALF) {
	zzOut[zzIt.ID(0)] = FP_FAST_FMAF
}

//kgen:kernel
func HUGE_VAL(zzIt sycl.Item, zzOut []int32, CLK_LOCAL_MEM_FENCE int32) {
	zzOut[zzIt.ID(0)] = CLK_LOCAL_MEM_FENCE + zz382(CLK_LOCAL_MEM_FENCE)
}

//kgen:func
func INFINITY(CLK_GLOBAL_MEM_FENCE int32) int32 { return CLK_GLOBAL_MEM_FENCE * 2 }

//kgen:func
func zz382(CLK_GLOBAL_MEM_FENCE int32) int32 { return INFINITY(CLK_GLOBAL_MEM_FENCE) }

type NAN struct{ CLK_IMAGE_MEM_FENCE, zz int32 }

//kgen:kernel
func zzK383(zzIt sycl.Item, zzOut []NAN, CLK_IMAGE_MEM_FENCE NAN) {
	zzOut[zzIt.ID(0)] = CLK_IMAGE_MEM_FENCE
}

//kgen:kernel
func FP_ILOGB0(zzIt sycl.Item, zzOut []int32, CLK_NORMALIZED_COORDS_TRUE int32) {
	zzOut[zzIt.ID(0)] = CLK_NORMALIZED_COORDS_TRUE + zz385(CLK_NORMALIZED_COORDS_TRUE)
}

//kgen:func
func FP_ILOGBNAN(CLK_ADDRESS_CLAMP int32) int32 { return CLK_ADDRESS_CLAMP * 2 }

//kgen:func
func zz385(CLK_ADDRESS_CLAMP int32) int32 { return FP_ILOGBNAN(CLK_ADDRESS_CLAMP) }

type FP_FAST_FMA struct{ CLK_FILTER_NEAREST, zz int32 }

//kgen:kernel
func zzK386(zzIt sycl.Item, zzOut []FP_FAST_FMA, CLK_FILTER_NEAREST FP_FAST_FMA) {
	zzOut[zzIt.ID(0)] = CLK_FILTER_NEAREST
}

//kgen:kernel
func FP_FAST_FMAF(zzIt sycl.Item, zzOut []int32, CLK_R int32) {
	zzOut[zzIt.ID(0)] = CLK_R + zz388(CLK_R)
}

//kgen:func
func CLK_LOCAL_MEM_FENCE(CLK_RGBA int32) int32 { return CLK_RGBA * 2 }

//kgen:func
func zz388(CLK_RGBA int32) int32 { return CLK_LOCAL_MEM_FENCE(CLK_RGBA) }

type CLK_GLOBAL_MEM_FENCE struct{ CLK_FLOAT, zz int32 }

//kgen:kernel
func zzK389(zzIt sycl.Item, zzOut []CLK_GLOBAL_MEM_FENCE, CLK_FLOAT CLK_GLOBAL_MEM_FENCE) {
	zzOut[zzIt.ID(0)] = CLK_FLOAT
}

//kgen:kernel
func CLK_IMAGE_MEM_FENCE(zzIt sycl.Item, zzOut []int32, CLK_SUCCESS int32) {
	zzOut[zzIt.ID(0)] = CLK_SUCCESS + zz391(CLK_SUCCESS)
}

//kgen:func
func CLK_NORMALIZED_COORDS_TRUE(CLK_ENQUEUE_FLAGS_NO_WAIT int32) int32 { return CLK_ENQUEUE_FLAGS_NO_WAIT * 2 }

//kgen:func
func zz391(CLK_ENQUEUE_FLAGS_NO_WAIT int32) int32 { return CLK_NORMALIZED_COORDS_TRUE(CLK_ENQUEUE_FLAGS_NO_WAIT) }

type CLK_ADDRESS_CLAMP struct{ CL_VERSION_1_0, zz int32 }

//kgen:kernel
func zzK392(zzIt sycl.Item, zzOut []CLK_ADDRESS_CLAMP, CL_VERSION_1_0 CLK_ADDRESS_CLAMP) {
	zzOut[zzIt.ID(0)] = CL_VERSION_1_0
}

//kgen:kernel
func CLK_FILTER_NEAREST(zzIt sycl.Item, zzOut []int32, CL_VERSION_1_1 int32) {
	zzOut[zzIt.ID(0)] = CL_VERSION_1_1 + zz394(CL_VERSION_1_1)
}

//kgen:func
func CLK_R(CL_VERSION_1_2 int32) int32 { return CL_VERSION_1_2 * 2 }

//kgen:func
func zz394(CL_VERSION_1_2 int32) int32 { return CLK_R(CL_VERSION_1_2) }

type CLK_RGBA struct{ CL_VERSION_2_0, zz int32 }

//kgen:kernel
func zzK395(zzIt sycl.Item, zzOut []CLK_RGBA, CL_VERSION_2_0 CLK_RGBA) {
	zzOut[zzIt.ID(0)] = CL_VERSION_2_0
}

//kgen:kernel
func CLK_FLOAT(zzIt sycl.Item, zzOut []int32, CL_VERSION_3_0 int32) {
	zzOut[zzIt.ID(0)] = CL_VERSION_3_0 + zz397(CL_VERSION_3_0)
}

//kgen:func
func CLK_SUCCESS(__OPENCL_VERSION__ int32) int32 { return __OPENCL_VERSION__ * 2 }

//kgen:func
func zz397(__OPENCL_VERSION__ int32) int32 { return CLK_SUCCESS(__OPENCL_VERSION__) }

type CLK_ENQUEUE_FLAGS_NO_WAIT struct{ __OPENCL_C_VERSION__, zz int32 }

//kgen:kernel
func zzK398(zzIt sycl.Item, zzOut []CLK_ENQUEUE_FLAGS_NO_WAIT, __OPENCL_C_VERSION__ CLK_ENQUEUE_FLAGS_NO_WAIT) {
	zzOut[zzIt.ID(0)] = __OPENCL_C_VERSION__
}

//kgen:kernel
func CL_VERSION_1_0(zzIt sycl.Item, zzOut []int32, __ENDIAN_LITTLE__ int32) {
	zzOut[zzIt.ID(0)] = __ENDIAN_LITTLE__ + zz400(__ENDIAN_LITTLE__)
}

//kgen:func
func CL_VERSION_1_1(__IMAGE_SUPPORT__ int32) int32 { return __IMAGE_SUPPORT__ * 2 }

//kgen:func
func zz400(__IMAGE_SUPPORT__ int32) int32 { return CL_VERSION_1_1(__IMAGE_SUPPORT__) }

type CL_VERSION_1_2 struct{ __FAST_RELAXED_MATH__, zz int32 }

//kgen:kernel
func zzK401(zzIt sycl.Item, zzOut []CL_VERSION_1_2, __FAST_RELAXED_MATH__ CL_VERSION_1_2) {
	zzOut[zzIt.ID(0)] = __FAST_RELAXED_MATH__
}

//kgen:kernel
func CL_VERSION_2_0(zzIt sycl.Item, zzOut []int32, __LINE__ int32) {
	zzOut[zzIt.ID(0)] = __LINE__ + zz403(__LINE__)
}

//kgen:func
func CL_VERSION_3_0(__FILE__ int32) int32 { return __FILE__ * 2 }

//kgen:func
func zz403(__FILE__ int32) int32 { return CL_VERSION_3_0(__FILE__) }

type __OPENCL_VERSION__ struct{ __func__, zz int32 }

//kgen:kernel
func zzK404(zzIt sycl.Item, zzOut []__OPENCL_VERSION__, __func__ __OPENCL_VERSION__) {
	zzOut[zzIt.ID(0)] = __func__
}

//kgen:kernel
func __OPENCL_C_VERSION__(zzIt sycl.Item, zzOut []int32, __STDC__ int32) {
	zzOut[zzIt.ID(0)] = __STDC__ + zz406(__STDC__)
}

//kgen:func
func __ENDIAN_LITTLE__(__STDC_VERSION__ int32) int32 { return __STDC_VERSION__ * 2 }

//kgen:func
func zz406(__STDC_VERSION__ int32) int32 { return __ENDIAN_LITTLE__(__STDC_VERSION__) }

type __IMAGE_SUPPORT__ struct{ __clang__, zz int32 }

//kgen:kernel
func zzK407(zzIt sycl.Item, zzOut []__IMAGE_SUPPORT__, __clang__ __IMAGE_SUPPORT__) {
	zzOut[zzIt.ID(0)] = __clang__
}

//kgen:kernel
func __FAST_RELAXED_MATH__(zzIt sycl.Item, zzOut []int32, __SPIR__ int32) {
	zzOut[zzIt.ID(0)] = __SPIR__ + zz409(__SPIR__)
}

//kgen:func
func __LINE__(__x86_64__ int32) int32 { return __x86_64__ * 2 }

//kgen:func
func zz409(__x86_64__ int32) int32 { return __LINE__(__x86_64__) }

type __FILE__ struct{ linux, zz int32 }

//kgen:kernel
func zzK410(zzIt sycl.Item, zzOut []__FILE__, linux __FILE__) {
	zzOut[zzIt.ID(0)] = linux
}

//kgen:kernel
func __func__(zzIt sycl.Item, zzOut []int32, unix int32) {
	zzOut[zzIt.ID(0)] = unix + zz412(unix)
}

//kgen:func
func __STDC__(i386 int32) int32 { return i386 * 2 }

//kgen:func
func zz412(i386 int32) int32 { return __STDC__(i386) }

type __STDC_VERSION__ struct{ cl_khr_fp64, zz int32 }

//kgen:kernel
func zzK413(zzIt sycl.Item, zzOut []__STDC_VERSION__, cl_khr_fp64 __STDC_VERSION__) {
	zzOut[zzIt.ID(0)] = cl_khr_fp64
}

//kgen:kernel
func __clang__(zzIt sycl.Item, zzOut []int32, cl_khr_fp16 int32) {
	zzOut[zzIt.ID(0)] = cl_khr_fp16 + zz415(cl_khr_fp16)
}

//kgen:func
func __SPIR__(cl_khr_int64_base_atomics int32) int32 { return cl_khr_int64_base_atomics * 2 }

//kgen:func
func zz415(cl_khr_int64_base_atomics int32) int32 { return __SPIR__(cl_khr_int64_base_atomics) }

type __x86_64__ struct{ cl_khr_global_int32_base_atomics, zz int32 }

//kgen:kernel
func zzK416(zzIt sycl.Item, zzOut []__x86_64__, cl_khr_global_int32_base_atomics __x86_64__) {
	zzOut[zzIt.ID(0)] = cl_khr_global_int32_base_atomics
}

//kgen:kernel
func linux(zzIt sycl.Item, zzOut []int32, cl_khr_subgroups int32) {
	zzOut[zzIt.ID(0)] = cl_khr_subgroups + zz418(cl_khr_subgroups)
}

//kgen:func
func unix(cl_intel_subgroups int32) int32 { return cl_intel_subgroups * 2 }

//kgen:func
func zz418(cl_intel_subgroups int32) int32 { return unix(cl_intel_subgroups) }

type i386 struct{ __opencl_c_generic_address_space, zz int32 }

//kgen:kernel
func zzK419(zzIt sycl.Item, zzOut []i386, __opencl_c_generic_address_space i386) {
	zzOut[zzIt.ID(0)] = __opencl_c_generic_address_space
}

//kgen:kernel
func cl_khr_fp64(zzIt sycl.Item, zzOut []int32, __opencl_c_images int32) {
	zzOut[zzIt.ID(0)] = __opencl_c_images + zz421(__opencl_c_images)
}

//kgen:func
func cl_khr_fp16(ATOMIC_VAR_INIT int32) int32 { return ATOMIC_VAR_INIT * 2 }

//kgen:func
func zz421(ATOMIC_VAR_INIT int32) int32 { return cl_khr_fp16(ATOMIC_VAR_INIT) }

type cl_khr_int64_base_atomics struct{ ATOMIC_FLAG_INIT, zz int32 }

//kgen:kernel
func zzK422(zzIt sycl.Item, zzOut []cl_khr_int64_base_atomics, ATOMIC_FLAG_INIT cl_khr_int64_base_atomics) {
	zzOut[zzIt.ID(0)] = ATOMIC_FLAG_INIT
}

//kgen:kernel
func cl_khr_global_int32_base_atomics(zzIt sycl.Item, zzOut []int32, memory_order_relaxed int32) {
	zzOut[zzIt.ID(0)] = memory_order_relaxed + zz424(memory_order_relaxed)
}

//kgen:func
func cl_khr_subgroups(memory_order_seq_cst int32) int32 { return memory_order_seq_cst * 2 }

//kgen:func
func zz424(memory_order_seq_cst int32) int32 { return cl_khr_subgroups(memory_order_seq_cst) }

type cl_intel_subgroups struct{ memory_scope_device, zz int32 }

//kgen:kernel
func zzK425(zzIt sycl.Item, zzOut []cl_intel_subgroups, memory_scope_device cl_intel_subgroups) {
	zzOut[zzIt.ID(0)] = memory_scope_device
}

//kgen:kernel
func __opencl_c_generic_address_space(zzIt sycl.Item, zzOut []int32, memory_scope_work_group int32) {
	zzOut[zzIt.ID(0)] = memory_scope_work_group + zz427(memory_scope_work_group)
}

//kgen:func
func __opencl_c_images(_kgen_t1 int32) int32 { return _kgen_t1 * 2 }

//kgen:func
func zz427(_kgen_t1 int32) int32 { return __opencl_c_images(_kgen_t1) }

type ATOMIC_VAR_INIT struct{ _kgen_t2, zz int32 }

//kgen:kernel
func zzK428(zzIt sycl.Item, zzOut []ATOMIC_VAR_INIT, _kgen_t2 ATOMIC_VAR_INIT) {
	zzOut[zzIt.ID(0)] = _kgen_t2
}

//kgen:kernel
func ATOMIC_FLAG_INIT(zzIt sycl.Item, zzOut []int32, _kgen_chk int32) {
	zzOut[zzIt.ID(0)] = _kgen_chk + zz430(_kgen_chk)
}

//kgen:func
func memory_order_relaxed(_kgen_fault int32) int32 { return _kgen_fault * 2 }

//kgen:func
func zz430(_kgen_fault int32) int32 { return memory_order_relaxed(_kgen_fault) }

type memory_order_seq_cst struct{ _kgen_alone, zz int32 }

//kgen:kernel
func zzK431(zzIt sycl.Item, zzOut []memory_order_seq_cst, _kgen_alone memory_order_seq_cst) {
	zzOut[zzIt.ID(0)] = _kgen_alone
}

//kgen:kernel
func memory_scope_device(zzIt sycl.Item, zzOut []int32, _kgen_pad0 int32) {
	zzOut[zzIt.ID(0)] = _kgen_pad0 + zz433(_kgen_pad0)
}

//kgen:func
func memory_scope_work_group(_kgen_div_long int32) int32 { return _kgen_div_long * 2 }

//kgen:func
func zz433(_kgen_div_long int32) int32 { return memory_scope_work_group(_kgen_div_long) }

type _kgen_t1 struct{ kgen_radians, zz int32 }

//kgen:kernel
func zzK434(zzIt sycl.Item, zzOut []_kgen_t1, kgen_radians _kgen_t1) {
	zzOut[zzIt.ID(0)] = kgen_radians
}

//kgen:kernel
func _kgen_t2(zzIt sycl.Item, zzOut []int32, _kgenu_x int32) {
	zzOut[zzIt.ID(0)] = _kgenu_x + zz436(_kgenu_x)
}

//kgen:func
func _kgen_chk(x_len int32) int32 { return x_len * 2 }

//kgen:func
func zz436(x_len int32) int32 { return _kgen_chk(x_len) }

type _kgen_fault struct{ x_, zz int32 }

//kgen:kernel
func zzK437(zzIt sycl.Item, zzOut []_kgen_fault, x_ _kgen_fault) {
	zzOut[zzIt.ID(0)] = x_
}

//kgen:kernel
func _kgen_alone(zzIt sycl.Item, zzOut []int32, b_u8 int32) {
	zzOut[zzIt.ID(0)] = b_u8 + zz439(b_u8)
}

//kgen:func
func _kgen_pad0(_p1 int32) int32 { return _p1 * 2 }

//kgen:func
func zz439(_p1 int32) int32 { return _kgen_pad0(_p1) }

type _kgen_div_long struct{ é, zz int32 }

//kgen:kernel
func zzK440(zzIt sycl.Item, zzOut []_kgen_div_long, é _kgen_div_long) {
	zzOut[zzIt.ID(0)] = é
}

//kgen:kernel
func kgen_radians(zzIt sycl.Item, zzOut []int32, π int32) {
	zzOut[zzIt.ID(0)] = π + zz442(π)
}

//kgen:func
func _kgenu_x(日本 int32) int32 { return 日本 * 2 }

//kgen:func
func zz442(日本 int32) int32 { return _kgenu_x(日本) }

type x_len struct{ auto, zz int32 }

//kgen:kernel
func zzK443(zzIt sycl.Item, zzOut []x_len, auto x_len) {
	zzOut[zzIt.ID(0)] = auto
}

//kgen:kernel
func x_(zzIt sycl.Item, zzOut []int32, char int32) {
	zzOut[zzIt.ID(0)] = char + zz445(char)
}

//kgen:func
func b_u8(constant int32) int32 { return constant * 2 }

//kgen:func
func zz445(constant int32) int32 { return b_u8(constant) }

type _p1 struct{ double, zz int32 }

//kgen:kernel
func zzK446(zzIt sycl.Item, zzOut []_p1, double _p1) {
	zzOut[zzIt.ID(0)] = double
}

//kgen:kernel
func é(zzIt sycl.Item, zzOut []int32, enum int32) {
	zzOut[zzIt.ID(0)] = enum + zz448(enum)
}

//kgen:func
func π(extern int32) int32 { return extern * 2 }

//kgen:func
func zz448(extern int32) int32 { return π(extern) }

type 日本 struct{ float, zz int32 }

//kgen:kernel
func zzK449(zzIt sycl.Item, zzOut []日本, float 日本) {
	zzOut[zzIt.ID(0)] = float
}

//kgen:func
func zzId(v int32) int32 { return v }
