// The OpenCL kernels of starpubench: kgen's OpenCL C for bench.Mandelbrot
// and bench.Triad (bench/kernels_kgen.go), so that StarPU's OpenCL tasks
// run the code GoSYCL's launches run. check-kernel.sh verifies that the
// lines marked "verbatim" are still what kgen generates.

// Mandelbrot_ with one change: a task computes rows [row0, row0 + rows) of
// the image into a block of its own, so the work-item of global id
// (px, py - row0) computes pixel (px, py) and stores it at row py - row0
// of the block. The arithmetic is kgen's, line for line.
__kernel void MandelbrotBlock_(__global int *out_, int row0_, int w_, int h_, int maxIter_) {
	int _kgen_t1 = ((int)((long)get_global_id(1))) + row0_; int _kgen_t2 = ((int)((long)get_global_id(0))); int py_ = _kgen_t1; int px_ = _kgen_t2;
	float x0_ = (((((float)(px_)) / ((float)(w_))) * 3.5f) - 2.5f);
	float y0_ = (((((float)(py_)) / ((float)(h_))) * 2.0f) - 1.0f);
	float _kgen_t3 = 0.0f; float _kgen_t4 = 0.0f; float x_ = _kgen_t3; float y_ = _kgen_t4;
	int n_ = 0;
	for (; (((x_ * x_) + (y_ * y_)) <= 4.0f) && (n_ < maxIter_); ) {
		float _kgen_t5 = (((x_ * x_) - (y_ * y_)) + x0_); float _kgen_t6 = (((2.0f * x_) * y_) + y0_); x_ = _kgen_t5; y_ = _kgen_t6;
		n_ = ((int)((uint)(n_) + (uint)(1)));
	}
	out_[((int)((uint)(((int)((uint)(py_ - row0_) * (uint)(w_)))) + (uint)(px_)))] = n_;
}

// Triad_, verbatim: a block of the vectors per task, indexed from 0.
__kernel void Triad_(__global float *a_, long a_len, __global float *b_, long b_len, __global float *c_, long c_len, float s_) {
	int i_ = ((int)((long)get_global_id(0)));
	a_[i_] = (b_[i_] + (s_ * c_[i_]));
}
