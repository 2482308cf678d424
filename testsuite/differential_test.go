package testsuite

import (
	"testing"

	"github.com/gosycl/gosycl/sycl"
)

func TestDifferential(t *testing.T) {
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		t.Run(d.String(), func(t *testing.T) { Differential(t, d) })
	}
}

func TestBoundsChecks(t *testing.T) {
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		t.Run(d.String(), func(t *testing.T) { BoundsChecks(t, d) })
	}
}

// TestDifferentialSIMD compares, bit for bit, the native device's vector
// variants with its scalar code on every language-coverage kernel;
// without GOEXPERIMENT=simd, or on a CPU without AVX2, both run the
// scalar code.
func TestDifferentialSIMD(t *testing.T) {
	DifferentialSIMD(t)
}
