package opencl

import (
	"strings"
	"testing"
)

// Every device answers the vendor attributes it has and leaves the others
// 0: a CPU reports none; an NVIDIA GPU (cl_nv_device_attribute_query) a
// warp of 32 and a compute capability of 1.0 or more; an AMD GPU a
// wavefront of 32 or 64 and its SIMD units per compute unit.
func TestVendorIssue(t *testing.T) {
	for _, d := range devices(t) {
		i := d.Info()
		ext := d.cl.Extensions()
		switch {
		case !i.GPU:
			if i.SIMDWidth != 0 || i.ComputeCapability != 0 || i.SIMDsPerCU != 0 {
				t.Errorf("%s (not a GPU): SIMD width %d, compute capability %d, SIMDs per CU %d; want none", i.Name, i.SIMDWidth, i.ComputeCapability, i.SIMDsPerCU)
			}
		case strings.Contains(ext, "cl_nv_device_attribute_query"):
			if i.SIMDWidth != 32 || i.ComputeCapability < 10 || i.SIMDsPerCU != 0 {
				t.Errorf("%s (NVIDIA): SIMD width %d, compute capability %d, SIMDs per CU %d", i.Name, i.SIMDWidth, i.ComputeCapability, i.SIMDsPerCU)
			}
			t.Logf("%s: warp %d, compute capability %d", i.Name, i.SIMDWidth, i.ComputeCapability)
		case strings.Contains(ext, "cl_amd_device_attribute_query"):
			if (i.SIMDWidth != 32 && i.SIMDWidth != 64) || i.SIMDsPerCU < 1 {
				t.Errorf("%s (AMD): wavefront %d, SIMDs per CU %d", i.Name, i.SIMDWidth, i.SIMDsPerCU)
			}
		default:
			if i.SIMDWidth != 0 || i.ComputeCapability != 0 || i.SIMDsPerCU != 0 {
				t.Errorf("%s (no vendor attributes): SIMD width %d, compute capability %d, SIMDs per CU %d; want none", i.Name, i.SIMDWidth, i.ComputeCapability, i.SIMDsPerCU)
			}
		}
	}
}

// BuildLog returns the build's log, and the build's error for a program
// that does not compile.
func TestBuildLog(t *testing.T) {
	d := devices(t)[0]
	if _, err := d.BuildLog("__kernel void k(__global int *a) { a[get_global_id(0)] = 1; }", ""); err != nil {
		t.Errorf("%s: %v", d.Info().Name, err)
	}
	log, err := d.BuildLog("__kernel void k(__global int *a) { a[get_global_id(0)] = undeclared; }", "")
	if err == nil {
		t.Errorf("%s: a program that does not compile built", d.Info().Name)
	}
	if !strings.Contains(log, "undeclared") {
		t.Errorf("%s: the log does not name the error: %q", d.Info().Name, log)
	}
}
