package opencl

// This file makes sub-devices: a device on some of another's compute
// units (clCreateSubDevices, OpenCL 1.2), with a context of its own.

/*
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 200
#endif
#include <CL/cl.h>

// A partition by counts with one count makes one sub-device.
static cl_int gosycl_sub_device(cl_device_id d, cl_uint units, cl_device_id *out) {
	cl_device_partition_property props[] = {CL_DEVICE_PARTITION_BY_COUNTS, (cl_device_partition_property)units, CL_DEVICE_PARTITION_BY_COUNTS_LIST_END, 0};
	return clCreateSubDevices(d, props, 1, out, NULL);
}
*/
import "C"

import (
	"fmt"

	cl "github.com/jgillich/go-opencl/cl"
)

// SubDevice returns a new Device on units of d's compute units, a
// partition by counts, with a context of its own: memory of d's context
// cannot be used by its kernels, as between two platforms. On a CPU
// device the sub-device's kernels run on units threads. units must be
// between 1 and d's compute units; a device that cannot be partitioned
// (GPUs usually) returns the OpenCL error. The sub-device lives as long
// as the process, as discovered devices do: callers make each once.
func (d *Device) SubDevice(units int) (*Device, error) {
	if units < 1 || units > d.info.ComputeUnits {
		return nil, fmt.Errorf("opencl: a sub-device of %d compute units on %s, which has %d", units, d.info.Name, d.info.ComputeUnits)
	}
	var raw C.cl_device_id
	if err := check("clCreateSubDevices", C.gosycl_sub_device(rawDevice(d.cl), C.cl_uint(units), &raw)); err != nil {
		return nil, fmt.Errorf("opencl: partitioning %s into %d compute units: %w", d.info.Name, units, err)
	}
	sub := new(cl.Device)
	setRawDevice(sub, raw)
	info := d.info
	info.ComputeUnits = sub.MaxComputeUnits()
	info.Name = fmt.Sprintf("%s (%d of %d compute units)", d.info.Name, info.ComputeUnits, d.info.ComputeUnits)
	return &Device{cl: sub, info: info}, nil
}
