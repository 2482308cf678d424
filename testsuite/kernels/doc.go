// Package kernels holds the Go kernels of the conformance suite's
// differential tests: each runs as plain Go, as kgen's native code and as
// OpenCL on every device, and the results must agree.
package kernels

//go:generate go tool kgen
