//go:build goexperiment.simd && amd64

package sycl

import "simd/archsimd"

// The CPU's features for the native device's vector variants
// (native_simd.go): the 8-lane ones need AVX2 (and FMA), the 16-lane ones
// AVX-512.
var (
	cpuAVX2   = archsimd.X86.AVX2() && archsimd.X86.FMA()
	cpuAVX512 = cpuAVX2 && archsimd.X86.AVX512()
)
