package coexecutor

import "github.com/gosycl/gosycl/sycl"

// FillOf is the fill rule's fill (fill.go) of a launch over rng in
// work-groups of lws on device d: its GPU fill, else one work-group per
// compute unit.
func FillOf(d sycl.DeviceInfo, rng sycl.Space, lws int) (int, error) {
	s, err := toSpace(rng, lws)
	if err != nil {
		return 0, err
	}
	return fill(UnitInfo{ComputeUnits: d.ComputeUnits, Occupancy: gpuFill(d, s)}), nil
}
