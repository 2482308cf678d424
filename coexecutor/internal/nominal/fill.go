package nominal

import "github.com/gosycl/gosycl/sycl"

// This file holds a GPU's fill from its device info: the work-items per
// compute unit at which it runs at its full rate (Little's law: issue
// slots × latency SIMD groups, Volkov 2016), and the work-groups of a
// launch that hold that many on every compute unit. The Coexecutor's
// fill rule (coexecutor/fill.go) and the cluster's node fills use it.

// The issue of NVIDIA's streaming multiprocessors from compute capability
// 5.0 on (Maxwell to Hopper): four warp schedulers, each issuing one
// instruction a cycle, and a dependent arithmetic instruction's latency
// of about four cycles, so sixteen warps per multiprocessor hide it
// (NVIDIA's CUDA C++ Programming Guide, "Multiprocessor Level").
const (
	nvIssueSlots    = 4
	nvLatency       = 4 // cycles
	nvFirstFillable = 50
)

// FillItems is the work-items one compute unit of GPU d holds when it
// runs at its full rate (Little's law, above), from what its vendor extension
// reports: on NVIDIA GPUs of compute capability 5.0 or later,
// nvIssueSlots × nvLatency warps; on AMD's, one wavefront per SIMD unit
// (a SIMD unit issues a wavefront's instruction over four cycles, which
// cover a dependent instruction's latency: AMD's Graphics Core Next
// whitepaper, 2012). 0 where the device reports neither: a CPU, the
// native device, another GPU.
func FillItems(d sycl.DeviceInfo) int {
	if d.Type != sycl.TypeGPU || d.SIMDWidth <= 0 {
		return 0
	}
	switch {
	case d.ComputeCapability >= nvFirstFillable:
		return nvIssueSlots * nvLatency * d.SIMDWidth
	case d.SIMDsPerCU > 0:
		return d.SIMDsPerCU * d.SIMDWidth
	}
	return 0
}

// FillGroups is the fill of c compute units that each need items
// work-items to run at their full rate, in work-groups of groupItems
// work-items, which the device runs in work-groups of localItems (0 when
// the OpenCL implementation chooses: each compute unit then holds what it
// needs): every compute unit holds max(items, localItems) work-items. 0
// when items or groupItems is unknown (0): the caller's fallback.
func FillGroups(c, items, groupItems, localItems int) int {
	if c <= 0 || items <= 0 || groupItems <= 0 {
		return 0
	}
	need := c * max(items, localItems)
	return max(1, (need+groupItems-1)/groupItems)
}
