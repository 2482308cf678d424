package sim

import (
	"fmt"
	"time"
)

// The simulated devices of docs/simulation.md, shaped after a machine of
// one 132-compute-unit GPU and a 16-core CPU: launch latencies of about
// 15 µs (GPU) and 60 µs (CPU), a GPU and a CPU filled by one work-group
// per compute unit or core (a smaller package takes as long, a larger one
// longer in proportion: the Coexecutor's fill rule); nominal peaks as the Coexecutor counts them (132 compute units ×
// 64 lanes; 16 cores of scalar Go).

// GPU is an H200-like GPU that runs speed work-groups per second.
func GPU(name string, speed float64) Device {
	return Device{
		Name: name, GPU: true, ComputeUnits: 132, Occupancy: 132,
		Speed: speed, Latency: 15 * time.Microsecond, Transfer: 200 * time.Nanosecond,
		Init: 50 * time.Microsecond, Jitter: 0.02, Nominal: 132 * 64,
	}
}

// CPU is a 16-core CPU that runs speed work-groups per second, working in
// host memory (no transfers).
func CPU(name string, speed float64) Device {
	return Device{
		Name: name, ComputeUnits: 16, Occupancy: 16,
		Speed: speed, Latency: 60 * time.Microsecond, Jitter: 0.02, Nominal: 16,
	}
}

// GPUSpeed is the speed of the simulated GPUs (work-groups per second).
const GPUSpeed = 5e5

// Batel is Pérez et al.'s heterogeneous machine (the Sigmoid paper's) in
// simulation: a CPU and two GPUs of one model, each ratio times as fast as
// the CPU.
func Batel(ratio float64) []Device {
	ds := []Device{CPU("cpu", GPUSpeed/ratio), GPU("gpu0", GPUSpeed), GPU("gpu1", GPUSpeed)}
	ds[1].Model, ds[2].Model = "gpu", "gpu"
	return ds
}

// CPUGPU is a CPU and a GPU ratio times as fast.
func CPUGPU(ratio float64) []Device {
	return []Device{CPU("cpu", GPUSpeed/ratio), GPU("gpu", GPUSpeed)}
}

// Sparse is a sparse matrix-vector product's shape over groups
// work-groups of profile (their copies scale with their cost:
// Launch.DataFollowCost) on a CPU that computes on host memory in place
// and a GPU whose copies through the host link set its time: alone, 2 µs
// and 1.6 µs per work-group of mean cost (8.2 and 6.6 ms over 4096), the
// GPU's kernel a hundred times the CPU's and its nominal peak 100 times
// the CPU's.
func Sparse(groups int, profile Profile) Launch {
	return Launch{Groups: groups, Cost: profile, DataFollowCost: true, Devices: []Device{
		{Name: "cpu", ComputeUnits: 16, Occupancy: 1, Speed: 500e3, Latency: 20 * time.Microsecond, HostMemory: true, Nominal: 1},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: 50e6, Latency: 10 * time.Microsecond, Transfer: 1600 * time.Nanosecond, Nominal: 100},
	}}
}

// FixedCost is a regular launch of 4096 work-groups on a CPU that
// computes on host memory in place (22 ms alone) and a GPU whose kernel
// takes 1 ms and its copies 4.9 ms over the whole range, and every
// package of which pays latency more.
func FixedCost(latency time.Duration) Launch {
	const g = 4096
	return Launch{Groups: g, Devices: []Device{
		{Name: "cpu", ComputeUnits: 16, Occupancy: 1, Speed: g / 0.022, Latency: 20 * time.Microsecond, HostMemory: true, Nominal: 16},
		{Name: "gpu", GPU: true, ComputeUnits: 132, Speed: g / 0.001, Latency: latency, Transfer: 1200 * time.Nanosecond, Nominal: 132 * 64},
	}}
}

// GPUs is n identical GPUs, of one model.
func GPUs(n int) []Device {
	ds := make([]Device, n)
	for i := range ds {
		ds[i] = GPU(fmt.Sprintf("gpu%d", i), GPUSpeed)
		ds[i].Model = "gpu"
	}
	return ds
}

// ExactPowers are the devices' true relative powers for the launch:
// 1/T_i^alone, normalised.
func ExactPowers(l Launch) ([]float64, error) {
	pr, err := prepare(l)
	if err != nil {
		return nil, err
	}
	p := make([]float64, len(pr.alone))
	for i, a := range pr.alone {
		p[i] = 1 / a
	}
	return pr.powers(p), nil
}

// NominalPowers are the devices' speeds, normalised: what a user gives from
// the vendors' figures, blind to occupancy, latency and transfers.
func NominalPowers(ds []Device) []float64 {
	p := make([]float64, len(ds))
	sum := 0.0
	for _, d := range ds {
		sum += d.Speed
	}
	for i, d := range ds {
		p[i] = d.Speed / sum
	}
	return p
}

// FillGPUs is n identical GPUs of one model filled by work-items, not
// work-groups: 132 compute units that each run at their full rate with
// 512 resident work-items (the Coexecutor's fill rule for an NVIDIA GPU
// of compute capability 9.0, an H100 or H200: sixteen warps of 32), a
// package of fewer per compute unit taking as long as one of 512, in the
// launch's work-groups; speed work-groups per second at full rate, of the
// launch's LocalSize.
func FillGPUs(n int, speed float64) []Device {
	ds := GPUs(n)
	for i := range ds {
		ds[i].Occupancy, ds[i].FillItems, ds[i].Speed = 0, 512, speed
	}
	return ds
}
