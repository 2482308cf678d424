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
// device's vector variants: "off" runs the scalar Native functions; "8"
// caps the vector width at 8 lanes (AVX2 code on an AVX-512 CPU);
// anything else, or unset, uses the widest the CPU has. It is read at
// every launch.
const EnvNativeSIMD = "GOSYCL_NATIVE_SIMD"

// NativeSIMDLanes is the number of work-items the native device's vector
// variants run per step on this CPU and build: 16 with AVX-512, 8 with
// AVX2, 0 where the build lacks GOEXPERIMENT=simd, the architecture is not
// amd64 or the CPU has neither. It ignores EnvNativeSIMD.
func NativeSIMDLanes() int { return simdLanes(cpuAVX2, cpuAVX512, "") }

// simdLanes decides the vector width from the CPU's features and the
// environment variable's value.
func simdLanes(avx2, avx512 bool, env string) int {
	switch {
	case env == "off" || !avx2:
		return 0
	case avx512 && env != "8":
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
