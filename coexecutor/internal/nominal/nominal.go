// Package nominal holds a device's nominal float lanes, the figure from
// which the Coexecutor ranks devices and the cluster's Director ranks
// nodes before either has measured them on a kernel.
package nominal

import "github.com/gosycl/gosycl/sycl"

// Lanes is d's nominal float lanes: compute units × native float vector
// width, times 64 on a GPU (NVIDIA's and AMD's compute units have 64 to
// 128 lanes); the native device's workers count the lanes of its widest
// vector variants each (sycl.DeviceInfo.VectorWidth; one where it runs
// scalar Go). Times the clock, it ranks devices; the figures only rank
// them: they decide whether a device the Coexecutor has not measured on a
// kernel is probed, never how much it gets, so when they rank a slow
// device too high the probes cost that device's smallest package once
// per kernel on a device computing on host memory, twice on one with
// memory of its own, whose first package is not measured (coexecutor's
// guard.go, "Probes").
func Lanes(d *sycl.Device) float64 {
	in := d.Info()
	lanes := float64(max(1, in.ComputeUnits) * max(1, in.VectorWidth))
	if d.Type() == sycl.TypeGPU {
		lanes *= 64
	}
	return lanes
}
