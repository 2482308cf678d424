package sycl

import "os"

// This file selects a kernel's vector variant on the native device.
//
// cmd/kgen emits, beside a kernel's scalar Native function, vector
// variants that run L consecutive work-items per step with the CPU's
// vector units (Go's GOEXPERIMENT=simd, amd64 only). They are built only
// with the experiment; NativeSIMDLanes says which width this CPU runs.
// Unless GOSYCL_NATIVE_SIMD forces a choice, the native device runs a
// kernel's 8-lane variant, and on an AVX-512 CPU times it against the
// 16-lane one on the kernel's first launches and keeps the faster
// (native_simd_select.go).

// EnvNativeSIMD names the environment variable that steers the native
// device's vector variants: unset or "auto" runs the 8-lane variants
// where the CPU can, and on an AVX-512 CPU times each kernel's 8-lane
// variant against its 16-lane one on its first launches and keeps the
// faster for the rest of the process; "on" (or "8") always runs the
// 8-lane variants where the CPU can, "16" the 16-lane ones on an AVX-512
// CPU (8 lanes on others); "off" or any other value always runs the
// scalar Native functions. It is read at every launch.
const EnvNativeSIMD = "GOSYCL_NATIVE_SIMD"

// NativeSIMDLanes is the number of work-items the native device's 8-lane
// vector variants run per step on this CPU: 8 with AVX2 and FMA (AVX-512
// CPUs included), 0 where the build lacks GOEXPERIMENT=simd, the
// architecture is not amd64 or the CPU lacks AVX2 or FMA. It ignores
// EnvNativeSIMD. The 16-lane variants run where "16" forces them, or
// where a kernel's trial (EnvNativeSIMD unset or "auto") finds them the
// fastest on an AVX-512 CPU.
func NativeSIMDLanes() int { lanes, _ := simdLanes(cpuAVX2, cpuAVX512, "on"); return lanes }

// nativeVectorWidth is the float lanes of the widest vector variants the
// native device may run on this CPU, its DeviceInfo.VectorWidth: 16 with
// AVX-512 (the trial may keep them, and EnvNativeSIMD may force them), 8
// with AVX2 and FMA, 1 (scalar Go) without them or without
// GOEXPERIMENT=simd. It is what an OpenCL CPU device reports as its
// preferred float vector width on the same CPU (PoCL: 16 with AVX-512),
// so the two rank alike before either is measured (coexecutor's nominal
// peaks). A kernel without a vector variant runs slower than its rank;
// ranking a device too high costs at most a probe (coexecutor.Guard),
// ranking it too low may leave the fastest device out of launches.
func nativeVectorWidth() int { return vectorWidthFor(cpuAVX2, cpuAVX512) }

// vectorWidthFor is nativeVectorWidth on a CPU with the features given.
func vectorWidthFor(avx2, avx512 bool) int {
	switch {
	case avx2 && avx512:
		return 16
	case avx2:
		return 8
	}
	return 1
}

// simdLanes decides the vector width from the CPU's features and the
// environment variable's value, and whether the widths are left to
// measurement (auto) rather than forced.
func simdLanes(avx2, avx512 bool, env string) (lanes int, auto bool) {
	if !avx2 {
		return 0, false
	}
	switch env {
	case "", "auto":
		return 8, true
	case "on", "8":
		return 8, false
	case "16":
		if avx512 {
			return 16, false
		}
		return 8, false
	}
	return 0, false
}

// nativeFunc is the function that runs k on the native device, and the
// widest vector variant it may run (lanes: 16 where the 16-lane one may,
// forced or in auto's trial; 8 where only the 8-lane one may; 1 for the
// scalar code), to which a basic range's tiles are rounded
// (newNativeLaunch): a vector variant when k has one for this CPU and
// EnvNativeSIMD does not turn them off (with the trial of its widths when
// EnvNativeSIMD leaves the choice to measurement), else k.Native.
func nativeFunc(k *Kernel) (f NativeFunc, lanes int) {
	if k.NativeSIMD == nil {
		return k.Native, 1
	}
	lanes, auto := simdLanes(cpuAVX2, cpuAVX512, os.Getenv(EnvNativeSIMD))
	if lanes == 0 {
		return k.Native, 1
	}
	f = k.NativeSIMD(lanes)
	switch {
	case f == nil:
		return k.Native, 1
	case auto && cpuAVX512:
		if wide := k.NativeSIMD(16); wide != nil {
			return simdTrialOf(k).choose(f, lanes, wide), 16
		}
		fallthrough
	case auto:
		return simdTrialOf(k).choose(f, lanes, nil), lanes
	}
	return f, lanes
}
