package coexecutor

import (
	"github.com/gosycl/gosycl/coexecutor/internal/nominal"
	"github.com/gosycl/gosycl/sycl"
)

// This file holds the fill rule: the package size below which a unit runs
// no faster, which the Guard and the pipeline's pieces size packages by.

// fill is the smallest package, in work-groups, that keeps every compute
// unit of u busy: u.Occupancy, which the Coexecutor derives for a GPU
// from the work-items that fill its compute units (gpuFill) and the
// native device states as one work-group (its workers share one
// work-group's items); else one work-group per compute unit.
//
// The rule. A package smaller than the fill leaves compute units idle, or
// holds too few work-items on each to hide its latencies, and takes about
// as long as the fill; from the fill up, its time grows in proportion to
// its work-groups. So a package below the fill is predicted to take as
// long as the fill, grows to it when the guard hands it out (unless it is
// the launch's tail), and counts as the fill when its speed is measured; a
// package above it counts as it is. A GPU's compute unit runs at its full
// rate once it holds enough work-items to issue an instruction on every
// issue slot every cycle while each waits out the latency of the one
// before: by Little's law, issue slots × latency (in cycles) SIMD groups
// of SIMD-width work-items (Volkov 2016), nominal.FillItems. A package fills the
// GPU when it holds that many work-items per compute unit, and at least
// one of its device work-groups per compute unit: a package of g
// work-groups of w items on c compute units is predicted to take as long
// as one of c × max(FillItems, w') / w work-groups (w' the device
// work-group's items), whatever g below it. Where the device reports
// nothing to derive FillItems from (a GPU without a vendor extension
// that states its issue, or a launch whose work-group size is unknown),
// the fill is one work-group per compute unit, and CPUs keep theirs (one
// work-group per core; the native device one work-group). The fill is the
// least a GPU needs, never what hides every latency: its compute units
// hold more work-items than that (an H100's 2048), which hide memory
// latency better but each cost their share of the compute unit, so a
// package of twice the fill takes about twice its time. A fill counted in
// resident work-items (the device's limit over the kernel's work-group,
// or Pérez et al.'s four work-groups per compute unit for every kernel)
// would predict a second GPU's half of a launch that fits under that
// limit on one GPU to take as long as the whole, and keep it out where
// splitting halves the time.
func fill(u UnitInfo) int {
	if u.Occupancy > 0 {
		return u.Occupancy
	}
	return max(1, u.ComputeUnits)
}

// gpuFill is UnitInfo.Occupancy for a launch over s on GPU d: its fill in
// the launch's work-groups (the rule above); 0 where d reports nothing
// to derive it from.
func gpuFill(d sycl.DeviceInfo, s *space) int {
	group := s.lws * s.inner() // a Groups' work-group: lws along dimension 0, the rest whole
	local := 0
	if s.nd {
		local = 1
		for i := 0; i < s.dims; i++ {
			local *= s.local[i]
		}
	}
	return nominal.FillGroups(d.ComputeUnits, nominal.FillItems(d), group, local)
}
