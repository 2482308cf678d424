//go:build goexperiment.simd && amd64

package sycl_test

import (
	"testing"

	"github.com/gosycl/gosycl/sycl"
)

// Built with the experiment on an AVX2 CPU the native device has vector
// variants to run; on an older CPU it runs the scalar code, which a
// NativeSIMDLanes of 0 says (no illegal instruction).
func TestNativeSIMDLanesWithExperiment(t *testing.T) {
	lanes := sycl.NativeSIMDLanes()
	if lanes != 0 && lanes != 8 { // 16 is opt-in
		t.Fatalf("NativeSIMDLanes() = %d, want 0 or 8", lanes)
	}
	t.Logf("vector variants run %d lanes (0: scalar code; the CPU lacks AVX2)", lanes)
}
