//go:build goexperiment.simd && amd64

package sycl

import "simd/archsimd"

// cpuAVX2 says whether the CPU runs the native device's vector variants
// (native_simd.go).
var cpuAVX2 = archsimd.X86.AVX2() && archsimd.X86.FMA()
