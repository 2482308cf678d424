package sycl

import "os"

// This file selects a kernel's vector variant on the native device.
//
// cmd/kgen emits, beside a kernel's scalar Native function, vector
// variants that run L consecutive work-items per step with the CPU's
// vector units (Go's GOEXPERIMENT=simd, amd64 only). They are built only
// with the experiment; NativeSIMDLanes says which width this CPU runs and
// the native device uses it unless GOSYCL_NATIVE_SIMD is "off".

// EnvNativeSIMD names the environment variable that steers the native
// device's vector variants: "on" (or "8") runs the 8-lane variants where
// the CPU can, "16" the 16-lane ones on an AVX-512 CPU; unset, "off" or
// anything else runs the scalar Native functions. It is read at every
// launch. The variants are opt-in: on an Intel Xeon (Skylake-AVX512) they
// ran compute-bound kernels 13–15 times slower than the scalar code, where
// an AMD EPYC ran them 2–4 times faster (docs/performance.md), so a
// program turns them on where it measured them faster.
const EnvNativeSIMD = "GOSYCL_NATIVE_SIMD"

// NativeSIMDLanes is the number of work-items the native device's 8-lane
// vector variants run per step on this CPU when EnvNativeSIMD turns them
// on: 8 with AVX2 and FMA (AVX-512 CPUs included), 0 where the build lacks
// GOEXPERIMENT=simd, the architecture is not amd64 or the CPU lacks AVX2
// or FMA. It ignores EnvNativeSIMD. The 16-lane variants need "16": Go
// 1.26 miscompiled some of their AVX-512 mask code (cmd/kgen now emits it
// in a form that passes the differential tests, but the 8-lane code has
// no such history).
func NativeSIMDLanes() int { return simdLanes(cpuAVX2, cpuAVX512, "on") }

// simdLanes decides the vector width from the CPU's features and the
// environment variable's value: none unless the value asks for them.
func simdLanes(avx2, avx512 bool, env string) int {
	if !avx2 {
		return 0
	}
	switch env {
	case "on", "8":
		return 8
	case "16":
		if avx512 {
			return 16
		}
		return 8
	}
	return 0
}

// nativeFunc is the function that runs k on the native device: a vector
// variant when k has one for this CPU and EnvNativeSIMD allows it, else
// k.Native.
func nativeFunc(k *Kernel) NativeFunc {
	if k.NativeSIMD == nil {
		return k.Native
	}
	if f := k.NativeSIMD(simdLanes(cpuAVX2, cpuAVX512, os.Getenv(EnvNativeSIMD))); f != nil {
		return f
	}
	return k.Native
}
