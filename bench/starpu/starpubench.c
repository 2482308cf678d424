/*
 * starpubench: GoSYCL's mandelbrot and STREAM-triad benchmarks (package
 * bench) under StarPU 1.3, the heterogeneous task runtime, for a
 * side-by-side comparison with cmd/cobench on the same machine. See
 * README.md for what each run moves and how to run it.
 *
 * The data are registered with StarPU in -blocks blocks (row blocks of the
 * image, equal slices of the vectors), one task per block, each with a CPU
 * and an OpenCL implementation (the OpenCL one is kgen's code, kernels.cl);
 * the scheduler (STARPU_SCHED) and the workers (STARPU_NCPU,
 * STARPU_NOPENCL) come from StarPU's environment. A run is timed from the
 * first task's submission until every block of the result is valid in
 * host memory (an asynchronous acquisition per block, which StarPU serves
 * as soon as that block's task ends, so the copies home overlap the other
 * blocks' tasks). Before each run, outside the time, the result is
 * poisoned in host memory and every device copy of the data is
 * invalidated (an acquisition in write mode on the host): each run moves
 * its inputs from the host and its result back, as a GoSYCL launch on data
 * fresh from host memory does.
 */
#define CL_TARGET_OPENCL_VERSION 120
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <starpu.h>

#include "kernels_cl.h" /* kernels_cl: kernels.cl as a string (Makefile) */

static void die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
static void die(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("starpubench: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(1);
}

/* ---- options */

struct options {
	const char *bench;      /* mandelbrot or triad */
	long w, h, iter;        /* mandelbrot: columns, rows, iterations */
	long n;                 /* triad: elements */
	long blocks;            /* data blocks, one task each */
	long reps, warmup;      /* measured and unmeasured runs */
	const char *host;       /* opencl, starpu or malloc: see host_alloc */
	const char *model;      /* size or block: see the perfmodels */
	long bytes;             /* 1: count the bytes each run moves (StarPU's bus profiling) */
};

static long parse_long(const char *flag, const char *s)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	long mul = 1;
	if (*end == 'K' || *end == 'k')
		mul = 1L << 10, end++;
	else if (*end == 'M')
		mul = 1L << 20, end++;
	if (errno || end == s || *end || v < 0 || v > LONG_MAX / mul)
		die("%s %s: not a count (digits, with an optional K or M suffix: 2^10, 2^20)", flag, s);
	return v * mul;
}

static void usage(void)
{
	fprintf(stderr,
		"usage: starpubench -bench mandelbrot|triad [flags]\n"
		"  -w N -h N -iter N   mandelbrot: columns, rows, iterations (8192, 4096, 512)\n"
		"  -n N                triad: float32 elements (64M)\n"
		"  -blocks N           data blocks, one task each (64)\n"
		"  -reps N -warmup N   measured and unmeasured runs (20, 5)\n"
		"  -host MODE          host arrays: opencl (page-locked: CL_MEM_ALLOC_HOST_PTR, mapped),\n"
		"                      starpu (starpu_malloc_flags PINNED), malloc (opencl)\n"
		"  -model KIND         dmda's history: size (per block size, StarPU's default) or block (per block) (size)\n"
		"  -bytes 0|1          count the bytes each run moves between host and devices (StarPU's bus profiling) (1)\n"
		"counts take a K or M suffix (2^10, 2^20); STARPU_SCHED, STARPU_NCPU, STARPU_NOPENCL choose\n"
		"the scheduler and the workers\n");
	exit(2);
}

static struct options parse(int argc, char **argv)
{
	struct options o = {"", 8192, 4096, 512, 64L << 20, 64, 20, 5, "opencl", "size", 1};
	for (int i = 1; i < argc; i++) {
		const char *f = argv[i];
		if (!strcmp(f, "-help") || !strcmp(f, "--help"))
			usage();
		if (i + 1 >= argc)
			die("%s needs a value (-help for usage)", f);
		const char *v = argv[++i];
		if (!strcmp(f, "-bench"))
			o.bench = v;
		else if (!strcmp(f, "-w"))
			o.w = parse_long(f, v);
		else if (!strcmp(f, "-h"))
			o.h = parse_long(f, v);
		else if (!strcmp(f, "-iter"))
			o.iter = parse_long(f, v);
		else if (!strcmp(f, "-n"))
			o.n = parse_long(f, v);
		else if (!strcmp(f, "-blocks"))
			o.blocks = parse_long(f, v);
		else if (!strcmp(f, "-reps"))
			o.reps = parse_long(f, v);
		else if (!strcmp(f, "-warmup"))
			o.warmup = parse_long(f, v);
		else if (!strcmp(f, "-host"))
			o.host = v;
		else if (!strcmp(f, "-model"))
			o.model = v;
		else if (!strcmp(f, "-bytes"))
			o.bytes = parse_long(f, v);
		else
			die("unknown flag %s (-help for usage)", f);
	}
	if (strcmp(o.bench, "mandelbrot") && strcmp(o.bench, "triad"))
		die("-bench %s: have mandelbrot, triad", o.bench);
	if (strcmp(o.host, "opencl") && strcmp(o.host, "starpu") && strcmp(o.host, "malloc"))
		die("-host %s: have opencl, starpu, malloc", o.host);
	if (strcmp(o.model, "size") && strcmp(o.model, "block"))
		die("-model %s: have size, block", o.model);
	if (o.bytes > 1)
		die("-bytes %ld: 0 or 1", o.bytes);
	if (o.reps < 1 || o.blocks < 1)
		die("-reps and -blocks must be at least 1");
	/* The kernels index with int32, as GoSYCL's do. */
	if (o.w < 1 || o.h < 1 || o.w * o.h > INT32_MAX || o.iter > INT32_MAX)
		die("mandelbrot: -w and -h at least 1, w*h and -iter at most 2^31-1");
	if (o.n < 1 || o.n > INT32_MAX)
		die("triad: -n from 1 to 2^31-1");
	long items = strcmp(o.bench, "mandelbrot") ? o.n : o.h;
	if (o.blocks > items)
		die("-blocks %ld: more blocks than %s (%ld)", o.blocks, strcmp(o.bench, "mandelbrot") ? "elements" : "rows", items);
	return o;
}

/* ---- the kernels on the host: CPU codelets and references */

/* bench.Mandelbrot for rows [row0, row0+rows) into out (ld ints a row);
 * float32 arithmetic in kgen's order, not contracted (-ffp-contract=off). */
static void mandelbrot_rows(int32_t *out, long ld, int32_t row0, int32_t rows, int32_t w, int32_t h, int32_t iter)
{
	for (int32_t r = 0; r < rows; r++) {
		int32_t py = row0 + r;
		for (int32_t px = 0; px < w; px++) {
			float x0 = (float)px / (float)w * 3.5f - 2.5f;
			float y0 = (float)py / (float)h * 2.0f - 1.0f;
			float x = 0, y = 0;
			int32_t n = 0;
			while (x * x + y * y <= 4.0f && n < iter) {
				float nx = x * x - y * y + x0, ny = 2.0f * x * y + y0;
				x = nx, y = ny;
				n++;
			}
			out[r * ld + px] = n;
		}
	}
}

static const float triad_s = 3; /* bench's triadS */

static void triad_range(float *a, const float *b, const float *c, long n)
{
	for (long i = 0; i < n; i++)
		a[i] = b[i] + triad_s * c[i];
}

/* bench's rng: splitmix64, the same inputs as GoSYCL's triad. */
static uint64_t splitmix(uint64_t *r)
{
	*r += 0x9e3779b97f4a7c15ULL;
	uint64_t z = *r;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static float rng_float32(uint64_t *r) { return (float)(splitmix(r) >> 40) / (float)(1 << 24); }

/* parallel_for runs f(lo, hi, arg) over [0, n) on every core (host
 * references and inputs, before StarPU starts). */
struct pf {
	long lo, hi;
	void (*f)(long, long, void *);
	void *arg;
};

static void *pf_run(void *p)
{
	struct pf *x = p;
	x->f(x->lo, x->hi, x->arg);
	return NULL;
}

static void parallel_for(long n, void (*f)(long, long, void *), void *arg)
{
	long t = sysconf(_SC_NPROCESSORS_ONLN);
	if (t < 1)
		t = 1;
	if (t > n)
		t = n;
	pthread_t th[t];
	struct pf x[t];
	for (long i = 0; i < t; i++) {
		x[i] = (struct pf){n * i / t, n * (i + 1) / t, f, arg};
		if (pthread_create(&th[i], NULL, pf_run, &x[i]))
			die("pthread_create failed");
	}
	for (long i = 0; i < t; i++)
		pthread_join(th[i], NULL);
}

/* ---- benchmark state */

static struct options opt;
static struct starpu_opencl_program program;
/* Kernels made once per OpenCL device, by its worker (one thread a
 * device): mandelbrot's and the triad's. */
enum { K_MANDELBROT, K_TRIAD, K_COUNT };
static const char *kernel_names[K_COUNT] = {"MandelbrotBlock_", "Triad_"};
static cl_kernel kernels[K_COUNT][STARPU_MAXOPENCLDEVS];
/* Blocks run per kind of worker in the current run. */
static atomic_long ran_cpu, ran_opencl;

struct block {
	int32_t row0; /* mandelbrot: the block's first row */
	long index;
};

static cl_kernel kernel_for(int devid, int which)
{
	if (!kernels[which][devid]) {
		cl_command_queue q;
		cl_int err = starpu_opencl_load_kernel(&kernels[which][devid], &q, &program, kernel_names[which], devid);
		if (err != CL_SUCCESS)
			STARPU_OPENCL_REPORT_ERROR(err);
	}
	return kernels[which][devid];
}

/* mem_at returns an OpenCL buffer for a block's data: the device handle
 * itself, or a sub-buffer where StarPU placed the block inside a larger
 * allocation (offset > 0); *sub says whether to release it. */
static cl_mem mem_at(uintptr_t handle, size_t offset, size_t size, int *sub)
{
	*sub = 0;
	if (offset == 0)
		return (cl_mem)handle;
	cl_buffer_region r = {offset, size};
	cl_int err;
	cl_mem m = clCreateSubBuffer((cl_mem)handle, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
	if (err != CL_SUCCESS)
		STARPU_OPENCL_REPORT_ERROR(err);
	*sub = 1;
	return m;
}

static void mandelbrot_cpu(void *buffers[], void *arg)
{
	struct block *b = arg;
	int32_t *out = (int32_t *)STARPU_MATRIX_GET_PTR(buffers[0]);
	mandelbrot_rows(out, STARPU_MATRIX_GET_LD(buffers[0]), b->row0, STARPU_MATRIX_GET_NY(buffers[0]),
			opt.w, opt.h, opt.iter);
	atomic_fetch_add(&ran_cpu, 1);
}

static void mandelbrot_opencl(void *buffers[], void *arg)
{
	struct block *b = arg;
	int devid = starpu_worker_get_devid(starpu_worker_get_id_check());
	cl_command_queue q;
	starpu_opencl_get_current_queue(&q);
	cl_kernel k = kernel_for(devid, K_MANDELBROT);
	size_t rows = STARPU_MATRIX_GET_NY(buffers[0]);
	if (STARPU_MATRIX_GET_LD(buffers[0]) != (uint32_t)opt.w)
		die("mandelbrot: a block with %u ints a row on the device, want %ld", STARPU_MATRIX_GET_LD(buffers[0]), opt.w);
	int sub;
	cl_mem out = mem_at(STARPU_MATRIX_GET_DEV_HANDLE(buffers[0]), STARPU_MATRIX_GET_OFFSET(buffers[0]),
			    rows * opt.w * sizeof(int32_t), &sub);
	cl_int w = opt.w, h = opt.h, iter = opt.iter, row0 = b->row0;
	cl_int err = clSetKernelArg(k, 0, sizeof out, &out);
	err |= clSetKernelArg(k, 1, sizeof row0, &row0);
	err |= clSetKernelArg(k, 2, sizeof w, &w);
	err |= clSetKernelArg(k, 3, sizeof h, &h);
	err |= clSetKernelArg(k, 4, sizeof iter, &iter);
	if (err != CL_SUCCESS)
		die("mandelbrot: clSetKernelArg failed");
	size_t global[2] = {opt.w, rows};
	err = clEnqueueNDRangeKernel(q, k, 2, NULL, global, NULL, 0, NULL, NULL);
	if (err != CL_SUCCESS)
		STARPU_OPENCL_REPORT_ERROR(err);
	if (sub)
		clReleaseMemObject(out); /* the enqueued kernel keeps it alive */
	atomic_fetch_add(&ran_opencl, 1);
}

static void triad_cpu(void *buffers[], void *arg)
{
	(void)arg;
	triad_range((float *)STARPU_VECTOR_GET_PTR(buffers[0]), (const float *)STARPU_VECTOR_GET_PTR(buffers[1]),
		    (const float *)STARPU_VECTOR_GET_PTR(buffers[2]), STARPU_VECTOR_GET_NX(buffers[0]));
	atomic_fetch_add(&ran_cpu, 1);
}

static void triad_opencl(void *buffers[], void *arg)
{
	(void)arg;
	int devid = starpu_worker_get_devid(starpu_worker_get_id_check());
	cl_command_queue q;
	starpu_opencl_get_current_queue(&q);
	cl_kernel k = kernel_for(devid, K_TRIAD);
	size_t n = STARPU_VECTOR_GET_NX(buffers[0]);
	cl_mem m[3];
	int sub[3];
	cl_int err = CL_SUCCESS;
	for (int i = 0; i < 3; i++) {
		m[i] = mem_at(STARPU_VECTOR_GET_DEV_HANDLE(buffers[i]), STARPU_VECTOR_GET_OFFSET(buffers[i]), n * sizeof(float), &sub[i]);
		cl_long len = n;
		err |= clSetKernelArg(k, 2 * i, sizeof m[i], &m[i]);
		err |= clSetKernelArg(k, 2 * i + 1, sizeof len, &len);
	}
	cl_float s = triad_s;
	err |= clSetKernelArg(k, 6, sizeof s, &s);
	if (err != CL_SUCCESS)
		die("triad: clSetKernelArg failed");
	err = clEnqueueNDRangeKernel(q, k, 1, NULL, &n, NULL, 0, NULL, NULL);
	if (err != CL_SUCCESS)
		STARPU_OPENCL_REPORT_ERROR(err);
	for (int i = 0; i < 3; i++)
		if (sub[i])
			clReleaseMemObject(m[i]);
	atomic_fetch_add(&ran_opencl, 1);
}

/* -model block: a history per block (its index), so that dmda knows the
 * middle rows of the image cost more than the edges. */
static uint32_t block_footprint(struct starpu_task *t)
{
	return starpu_hash_crc32c_be(((struct block *)t->cl_arg)->index, 0);
}

static struct starpu_perfmodel mandelbrot_model = {.type = STARPU_HISTORY_BASED, .symbol = "gosycl_mandelbrot"};
static struct starpu_perfmodel triad_model = {.type = STARPU_HISTORY_BASED, .symbol = "gosycl_triad"};

static struct starpu_codelet mandelbrot_cl = {
	.cpu_funcs = {mandelbrot_cpu},
	.opencl_funcs = {mandelbrot_opencl},
	/* The kernel is enqueued, not waited for: StarPU tracks its end
	 * and keeps the next task's transfers going meanwhile. */
	.opencl_flags = {STARPU_OPENCL_ASYNC},
	.nbuffers = 1,
	.modes = {STARPU_W},
	.model = &mandelbrot_model,
	.name = "mandelbrot",
};

static struct starpu_codelet triad_cl = {
	.cpu_funcs = {triad_cpu},
	.opencl_funcs = {triad_opencl},
	.opencl_flags = {STARPU_OPENCL_ASYNC},
	.nbuffers = 3,
	.modes = {STARPU_W, STARPU_R, STARPU_R},
	.model = &triad_model,
	.name = "triad",
};

/* ---- host memory */

struct hostmem {
	void *p;
	cl_mem buf; /* -host opencl: the buffer p maps */
	cl_command_queue q;
	size_t bytes;
};

static const char *host_desc = "";

/* host_alloc allocates the host arrays. opencl: page-locked memory the
 * way OpenCL gives it, a CL_MEM_ALLOC_HOST_PTR buffer on the first OpenCL
 * device's context, mapped; NVIDIA's driver copies from and to such a
 * pointer by DMA at the link's speed. StarPU's own starpu_malloc_flags
 * (STARPU_MALLOC_PINNED) and starpu_memory_pin pin through CUDA only: in
 * a StarPU built without CUDA (Debian's) they are malloc and a no-op,
 * which -host starpu shows. Without an OpenCL worker, opencl falls back
 * to starpu. */
static struct hostmem host_alloc(size_t bytes)
{
	struct hostmem m = {.bytes = bytes};
	int dev[1];
	if (!strcmp(opt.host, "opencl") && starpu_worker_get_ids_by_type(STARPU_OPENCL_WORKER, dev, 1) == 1) {
		int devid = starpu_worker_get_devid(dev[0]);
		cl_context ctx;
		cl_device_id d;
		cl_int err;
		starpu_opencl_get_context(devid, &ctx);
		starpu_opencl_get_device(devid, &d);
		m.q = clCreateCommandQueue(ctx, d, 0, &err);
		if (err != CL_SUCCESS)
			STARPU_OPENCL_REPORT_ERROR(err);
		m.buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, bytes, NULL, &err);
		if (err != CL_SUCCESS)
			STARPU_OPENCL_REPORT_ERROR(err);
		m.p = clEnqueueMapBuffer(m.q, m.buf, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, bytes, 0, NULL, NULL, &err);
		if (err != CL_SUCCESS)
			STARPU_OPENCL_REPORT_ERROR(err);
		host_desc = "opencl-pinned";
	} else if (strcmp(opt.host, "malloc")) {
		if (starpu_malloc_flags(&m.p, bytes, STARPU_MALLOC_PINNED) != 0)
			die("starpu_malloc_flags: %zu bytes failed", bytes);
		host_desc = "starpu_malloc";
	} else {
		m.p = aligned_alloc(4096, (bytes + 4095) / 4096 * 4096);
		if (!m.p)
			die("malloc: %zu bytes failed", bytes);
		host_desc = "malloc";
	}
	return m;
}

static void host_free(struct hostmem *m)
{
	if (m->buf) {
		clEnqueueUnmapMemObject(m->q, m->buf, m->p, 0, NULL, NULL);
		clFinish(m->q);
		clReleaseMemObject(m->buf);
		clReleaseCommandQueue(m->q);
	} else if (!strcmp(host_desc, "malloc"))
		free(m->p);
	else
		starpu_free_flags(m->p, m->bytes, STARPU_MALLOC_PINNED);
}

/* ---- runs */

/* Results home: one asynchronous acquisition per block; the run ends when
 * all have been served. */
static pthread_mutex_t home_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t home_cv = PTHREAD_COND_INITIALIZER;
static long home;

static void at_home(void *arg)
{
	starpu_data_release((starpu_data_handle_t)arg);
	pthread_mutex_lock(&home_mu);
	home++;
	pthread_cond_signal(&home_cv);
	pthread_mutex_unlock(&home_mu);
}

static void wait_home(long n)
{
	pthread_mutex_lock(&home_mu);
	while (home < n)
		pthread_cond_wait(&home_cv, &home_mu);
	home = 0;
	pthread_mutex_unlock(&home_mu);
}

/* poison acquires a block of the result in write mode on the host (which
 * invalidates its device copies) and fills it with -1 (int32) or NaN
 * (float32): a pixel or element the run fails to write fails the check. */
static void poison(starpu_data_handle_t h, void *p, size_t bytes)
{
	if (starpu_data_acquire(h, STARPU_W))
		die("starpu_data_acquire failed");
	memset(p, 0xff, bytes);
	starpu_data_release(h);
}

/* forget acquires an input block read-write on the host: the host copy
 * stays, the device copies are invalidated, so the next run moves it. */
static void forget(starpu_data_handle_t h)
{
	if (starpu_data_acquire(h, STARPU_RW))
		die("starpu_data_acquire failed");
	starpu_data_release(h);
}

static void submit(struct starpu_codelet *cl, starpu_data_handle_t *hs, int nh, struct block *b)
{
	struct starpu_task *t = starpu_task_create();
	t->cl = cl;
	for (int i = 0; i < nh; i++)
		t->handles[i] = hs[i];
	t->cl_arg = b;
	t->cl_arg_size = sizeof *b;
	int ret = starpu_task_submit(t);
	if (ret)
		die("starpu_task_submit: %s", ret == -ENODEV ? "no worker can run the task" : strerror(-ret));
}

/* bus_bytes reads and resets StarPU's bus counters: the bytes moved from
 * host memory to the devices and back since the last call. */
static void bus_bytes(long long *to_dev, long long *to_host)
{
	*to_dev = *to_host = 0;
	for (int id = 0; id < starpu_bus_get_count(); id++) {
		struct starpu_profiling_bus_info info;
		if (starpu_bus_get_profiling_info(id, &info))
			continue;
		if (starpu_bus_get_src(id) == STARPU_MAIN_RAM)
			*to_dev += info.transferred_bytes;
		else if (starpu_bus_get_dst(id) == STARPU_MAIN_RAM)
			*to_host += info.transferred_bytes;
	}
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

struct mref {
	int32_t *out;
};

static void mref_rows(long lo, long hi, void *arg)
{
	int32_t *out = arg;
	mandelbrot_rows(out + lo * opt.w, opt.w, lo, hi - lo, opt.w, opt.h, opt.iter);
}

struct tin {
	float *b, *c;
};

/* bench's triad inputs: a generator per 64 Ki elements, seeded 6 + k<<20. */
static void triad_inputs(long lo, long hi, void *arg)
{
	struct tin *t = arg;
	const long block = 1L << 16;
	for (long k = lo; k < hi; k++) {
		uint64_t r = 6 + ((uint64_t)k << 20);
		for (long i = k * block; i < (k + 1) * block && i < opt.n; i++) {
			t->b[i] = rng_float32(&r);
			t->c[i] = rng_float32(&r);
		}
	}
}

int main(int argc, char **argv)
{
	opt = parse(argc, argv);
	int mandel = !strcmp(opt.bench, "mandelbrot");
	/* The reference and the inputs first, on every core, before StarPU's
	 * workers take them. */
	int32_t *ref = NULL;
	struct tin in = {0};
	if (mandel) {
		ref = malloc(opt.w * opt.h * sizeof *ref);
		if (!ref)
			die("out of memory");
		parallel_for(opt.h, mref_rows, ref);
	} else {
		in.b = malloc(opt.n * sizeof(float));
		in.c = malloc(opt.n * sizeof(float));
		if (!in.b || !in.c)
			die("out of memory");
		parallel_for((opt.n + (1L << 16) - 1) >> 16, triad_inputs, &in);
	}

	if (starpu_init(NULL))
		die("starpu_init failed");
	if (starpu_opencl_worker_get_count() > 0 && starpu_opencl_load_opencl_from_string(kernels_cl, &program, ""))
		die("building kernels.cl failed");
	if (!strcmp(opt.model, "block")) {
		mandelbrot_model.footprint = block_footprint;
		triad_model.footprint = block_footprint;
		mandelbrot_model.symbol = "gosycl_mandelbrot_block";
		triad_model.symbol = "gosycl_triad_block";
	}

	struct block *blocks = calloc(opt.blocks, sizeof *blocks);
	starpu_data_handle_t whole[3];
	struct hostmem mem[3];
	int nh = mandel ? 1 : 3;
	size_t elem = mandel ? sizeof(int32_t) : sizeof(float);
	long items = mandel ? opt.w * opt.h : opt.n;
	for (int i = 0; i < nh; i++)
		mem[i] = host_alloc(items * elem);
	if (mandel) {
		starpu_matrix_data_register(&whole[0], STARPU_MAIN_RAM, (uintptr_t)mem[0].p, opt.w, opt.w, opt.h, elem);
		struct starpu_data_filter f = {.filter_func = starpu_matrix_filter_vertical_block, .nchildren = opt.blocks};
		starpu_data_partition(whole[0], &f);
	} else {
		memcpy(mem[1].p, in.b, opt.n * sizeof(float));
		memcpy(mem[2].p, in.c, opt.n * sizeof(float));
		struct starpu_data_filter f = {.filter_func = starpu_vector_filter_block, .nchildren = opt.blocks};
		for (int i = 0; i < 3; i++) {
			starpu_vector_data_register(&whole[i], STARPU_MAIN_RAM, (uintptr_t)mem[i].p, opt.n, elem);
			starpu_data_partition(whole[i], &f);
		}
	}
	long row = 0;
	for (long k = 0; k < opt.blocks; k++) {
		blocks[k].index = k;
		blocks[k].row0 = row;
		if (mandel)
			row += starpu_matrix_get_ny(starpu_data_get_sub_data(whole[0], 1, k));
	}

	if (opt.bytes)
		starpu_profiling_status_set(STARPU_PROFILING_ENABLE);
	long long to_dev, to_host, *moved_in = calloc(opt.reps, sizeof *moved_in), *moved_out = calloc(opt.reps, sizeof *moved_out);
	double *times = calloc(opt.reps, sizeof *times);
	long *on_opencl = calloc(opt.reps, sizeof *on_opencl);
	long bad_max = 0;
	for (long r = 0; r < opt.warmup + opt.reps; r++) {
		for (long k = 0; k < opt.blocks; k++) {
			starpu_data_handle_t h = starpu_data_get_sub_data(whole[0], 1, k);
			poison(h, (void *)starpu_data_get_local_ptr(h), starpu_data_get_size(h));
			for (int i = 1; i < nh; i++)
				forget(starpu_data_get_sub_data(whole[i], 1, k));
		}
		atomic_store(&ran_cpu, 0);
		atomic_store(&ran_opencl, 0);
		bus_bytes(&to_dev, &to_host);
		double t0 = starpu_timing_now();
		for (long k = 0; k < opt.blocks; k++) {
			starpu_data_handle_t hs[3];
			for (int i = 0; i < nh; i++)
				hs[i] = starpu_data_get_sub_data(whole[i], 1, k);
			submit(mandel ? &mandelbrot_cl : &triad_cl, hs, nh, &blocks[k]);
			if (starpu_data_acquire_cb(hs[0], STARPU_R, at_home, hs[0]))
				die("starpu_data_acquire_cb failed");
		}
		wait_home(opt.blocks);
		double t = (starpu_timing_now() - t0) / 1e3; /* ms */
		bus_bytes(&to_dev, &to_host);
		/* The check, on every run: the result is in host memory. */
		long bad = 0;
		if (mandel) {
			const int32_t *out = mem[0].p;
			for (long i = 0; i < items; i++)
				bad += out[i] != ref[i];
			/* bench's tolerance: up to 1 % of the pixels off (a
			 * device may contract a*b+c into an FMA). */
			if (bad > items / 100)
				die("mandelbrot: run %ld: %ld of %ld pixels differ from the reference", r, bad, items);
		} else {
			const float *a = mem[0].p;
			for (long i = 0; i < items; i++) {
				float want = in.b[i] + triad_s * in.c[i];
				if (!(fabsf(a[i] - want) <= 1e-6f * fabsf(want)))
					bad++;
			}
			if (bad)
				die("triad: run %ld: %ld of %ld elements outside relative 1e-6 of the reference", r, bad, items);
		}
		if (bad > bad_max)
			bad_max = bad;
		if (r >= opt.warmup) {
			times[r - opt.warmup] = t;
			on_opencl[r - opt.warmup] = atomic_load(&ran_opencl);
			moved_in[r - opt.warmup] = to_dev;
			moved_out[r - opt.warmup] = to_host;
		}
	}
	double sorted[opt.reps];
	memcpy(sorted, times, sizeof sorted);
	qsort(sorted, opt.reps, sizeof *sorted, cmp_double);
	double med = sorted[opt.reps / 2];
	long med_opencl = 0;
	long long med_in = 0, med_out = 0;
	for (long r = 0; r < opt.reps; r++)
		if (times[r] == med)
			med_opencl = on_opencl[r], med_in = moved_in[r], med_out = moved_out[r];
	const char *sched = getenv("STARPU_SCHED");
	char size[64];
	if (mandel)
		snprintf(size, sizeof size, "%ldx%ldx%ld", opt.w, opt.h, opt.iter);
	else
		snprintf(size, sizeof size, "%ld", opt.n);
	/* Bytes between host and devices in the median run, as StarPU's bus
	 * profiling counted them (-1: not counted, -bytes 0). The triad moves
	 * b and c in and a out for each block an OpenCL worker ran, mandelbrot
	 * its block of the image out. */
	char moved[96] = "median_to_device_MB=-1 median_to_host_MB=-1";
	if (opt.bytes)
		snprintf(moved, sizeof moved, "median_to_device_MB=%.1f median_to_host_MB=%.1f", med_in / 1e6, med_out / 1e6);
	printf("starpu bench=%s size=%s blocks=%ld sched=%s model=%s cpu_workers=%u opencl_workers=%u host=%s"
	       " reps=%ld warmup=%ld median_ms=%.3f min_ms=%.3f max_ms=%.3f median_opencl_blocks=%ld %s"
	       " check=ok max_bad=%ld\n",
	       opt.bench, size, opt.blocks, sched ? sched : "default", opt.model, starpu_cpu_worker_get_count(),
	       starpu_opencl_worker_get_count(), host_desc, opt.reps, opt.warmup, med, sorted[0], sorted[opt.reps - 1],
	       med_opencl, moved, bad_max);

	for (int i = 0; i < nh; i++) {
		starpu_data_unpartition(whole[i], STARPU_MAIN_RAM);
		starpu_data_unregister(whole[i]);
	}
	for (int k = 0; k < K_COUNT; k++)
		for (int i = 0; i < STARPU_MAXOPENCLDEVS; i++)
			if (kernels[k][i])
				clReleaseKernel(kernels[k][i]);
	for (int i = 0; i < nh; i++)
		host_free(&mem[i]);
	if (starpu_opencl_worker_get_count() > 0)
		starpu_opencl_unload_opencl(&program);
	starpu_shutdown();
	free(times);
	free(moved_in);
	free(moved_out);
	free(on_opencl);
	free(blocks);
	free(ref);
	free(in.b);
	free(in.c);
	return 0;
}
