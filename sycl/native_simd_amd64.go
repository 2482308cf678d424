//go:build goexperiment.simd && amd64

package sycl

import "simd/archsimd"

// The CPU's vector features, for the native device's vector variants
// (native_simd.go).
var (
	cpuAVX2   = archsimd.X86.AVX2() && archsimd.X86.FMA()
	cpuAVX512 = archsimd.X86.AVX512()
)
