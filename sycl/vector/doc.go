// Package vector holds the helpers that the vector variants cmd/kgen
// writes call: loads, stores, gathers and scatters that honour an
// execution mask, mask arithmetic and exact reciprocal square roots, for
// 8 lanes (AVX2) and 16 (AVX-512). Generated code imports it as kgenvec;
// it is not meant for code written by hand. It is built only with
// GOEXPERIMENT=simd on amd64 (see the kernel language's "Vector
// variants"); elsewhere it is empty.
package vector

//go:generate go run gen.go
