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
// device's vector variants: "off" runs the scalar Native functions; "16"
// the 16-lane variants on an AVX-512 CPU (opt-in: see NativeSIMDLanes);
// anything else, or unset, the 8-lane variants where the CPU can. It is
// read at every launch.
const EnvNativeSIMD = "GOSYCL_NATIVE_SIMD"

// NativeSIMDLanes is the number of work-items the native device's vector
// variants run per step on this CPU and build by default: 8 with AVX2
// (AVX-512 CPUs included), 0 where the build lacks GOEXPERIMENT=simd, the
// architecture is not amd64 or the CPU lacks AVX2 or FMA. It ignores
// EnvNativeSIMD. The 16-lane variants are opt-in: Go 1.26 miscompiled
// some of their AVX-512 mask code (cmd/kgen now emits it in a form that
// passes the differential tests, but the 8-lane code has no such history).
func NativeSIMDLanes() int { return simdLanes(cpuAVX2, cpuAVX512, "") }

// simdLanes decides the vector width from the CPU's features and the
// environment variable's value.
func simdLanes(avx2, avx512 bool, env string) int {
	if env == "off" || !avx2 {
		return 0
	}
	if env == "16" && avx512 {
		return 16
	}
	return 8
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
