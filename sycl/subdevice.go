package sycl

// This file partitions a device: sub-devices on some of its compute
// units (SYCL 2020's partition_by_counts).

import (
	"errors"
	"fmt"
	"sync"
)

// ErrNotPartitionable is returned by SubDevice for a device that cannot
// be partitioned: the native device (bound its workers per queue with
// NativeWorkers instead) and OpenCL devices that refuse a partition by
// counts (GPUs usually).
var ErrNotPartitionable = errors.New("sycl: the device cannot be partitioned")

type subKey struct {
	d     *Device
	units int
}

// subDevices makes each sub-device once: subKey -> func() (*Device, error).
var subDevices sync.Map

// SubDevice returns the sub-device of d on computeUnits of its compute
// units, as SYCL 2020's create_sub_devices with
// info::partition_property::partition_by_counts and one count: a device
// of its own, named after d with the count, whose kernels run on that
// many of d's compute units (on an OpenCL CPU device, that many threads),
// leaving the rest to other work. Like every Device it is process-wide:
// the same d and count give the same sub-device. Its memory is apart
// from d's: a buffer or USM allocation used on both is copied between
// them as between two devices.
//
// computeUnits must be between 1 and d's ComputeUnits. The native device
// and OpenCL devices that refuse a partition by counts return an error
// wrapping ErrNotPartitionable.
func (d *Device) SubDevice(computeUnits int) (*Device, error) {
	if d == nil {
		return nil, errors.New("sycl: SubDevice of a nil device")
	}
	if computeUnits < 1 || computeUnits > d.info.ComputeUnits {
		return nil, fmt.Errorf("sycl: SubDevice(%d) of %s: the count must be between 1 and its %d compute units", computeUnits, d.info.Name, d.info.ComputeUnits)
	}
	if d.cl == nil {
		return nil, fmt.Errorf("%w: %s (bound a queue's workers with NativeWorkers)", ErrNotPartitionable, d.info.Name)
	}
	v, _ := subDevices.LoadOrStore(subKey{d, computeUnits}, sync.OnceValues(func() (*Device, error) {
		sub, err := d.cl.SubDevice(computeUnits)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrNotPartitionable, err)
		}
		return fromOpenCL(sub), nil
	}))
	return v.(func() (*Device, error))()
}
