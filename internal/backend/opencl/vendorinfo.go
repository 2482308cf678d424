package opencl

// This file reads what a GPU's vendor extension reports of its compute
// units' issue: NVIDIA's cl_nv_device_attribute_query and AMD's
// cl_amd_device_attribute_query.

/*
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 200
#endif
#include <CL/cl.h>

static cl_int gosycl_vendor_uint(cl_device_id d, cl_device_info param, cl_uint *out) {
	*out = 0;
	return clGetDeviceInfo(d, param, sizeof(cl_uint), out, NULL);
}
*/
import "C"

import (
	"fmt"
	"strings"

	cl "github.com/jgillich/go-opencl/cl"
)

// The extensions' parameter names (cl_ext.h).
const (
	nvComputeCapabilityMajor = 0x4000 // CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV
	nvComputeCapabilityMinor = 0x4001 // CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV
	nvWarpSize               = 0x4003 // CL_DEVICE_WARP_SIZE_NV
	amdSIMDPerComputeUnit    = 0x4040 // CL_DEVICE_SIMD_PER_COMPUTE_UNIT_AMD
	amdWavefrontWidth        = 0x4043 // CL_DEVICE_WAVEFRONT_WIDTH_AMD
)

// vendorUint is a cl_uint device attribute; 0 when the device does not
// answer it.
func vendorUint(d *cl.Device, param int) int {
	var v C.cl_uint
	if C.gosycl_vendor_uint(rawDevice(d), C.cl_device_info(param), &v) != C.CL_SUCCESS {
		return 0
	}
	return int(v)
}

// readIssue fills in what the device's vendor extension reports of its
// compute units' issue (Info.SIMDWidth, ComputeCapability, SIMDsPerCU);
// nothing when it has neither extension.
func readIssue(i *Info, d *cl.Device, extensions string) {
	switch {
	case strings.Contains(extensions, "cl_nv_device_attribute_query"):
		i.SIMDWidth = vendorUint(d, nvWarpSize)
		if major := vendorUint(d, nvComputeCapabilityMajor); major > 0 {
			i.ComputeCapability = 10*major + vendorUint(d, nvComputeCapabilityMinor)
		}
	case strings.Contains(extensions, "cl_amd_device_attribute_query"):
		i.SIMDWidth = vendorUint(d, amdWavefrontWidth)
		i.SIMDsPerCU = vendorUint(d, amdSIMDPerComputeUnit)
	}
}

// BuildLog builds source for d with options and returns the compiler's
// log, which with NVIDIA's -cl-nv-verbose states each kernel's registers
// per work-item (ptxas's "Used N registers"): what bounds the work-items
// a compute unit holds, which OpenCL does not report. The program is
// released; nothing is cached.
func (d *Device) BuildLog(source, options string) (string, error) {
	ctx, err := d.Context()
	if err != nil {
		return "", err
	}
	p, err := ctx.CreateProgramWithSource([]string{source})
	if err != nil {
		return "", fmt.Errorf("opencl: creating program: %w", err)
	}
	defer p.Release()
	return buildFor(p, d.cl, options)
}
