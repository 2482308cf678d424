//go:build !(goexperiment.simd && amd64)

package sycl

// Without GOEXPERIMENT=simd on amd64 no vector variant is built: the
// native device runs the scalar Native functions (native_simd.go).
const cpuAVX2, cpuAVX512 = false, false
