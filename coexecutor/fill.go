package coexecutor

// This file holds the fill rule: the package size below which a unit runs
// no faster, which the Guard and the pipeline's pieces size packages by.

// fill is the smallest package, in work-groups, that keeps every compute
// unit of u busy: one work-group per compute unit, or u.Occupancy where
// the unit states its own (the native device's workers share one
// work-group's items, so one work-group fills it).
//
// The rule. A package smaller than the fill leaves compute units idle and
// takes about as long as the fill; from the fill up, its time grows in
// proportion to its work-groups. So a package below the fill is predicted
// to take as long as the fill, grows to it when the guard hands it out,
// and counts as the fill when its speed is measured; a package above it
// counts as it is. Work-groups resident beyond one per compute unit hide
// memory latency (Pérez et al.'s occupancy parameter, DefaultGroupsPerCU,
// which their schedulers keep as a knob) but each still costs its share of
// the compute unit: a package of one work-group per compute unit of a
// compute-bound kernel takes a quarter of the time of four per compute
// unit, not the same time. Counting a package below four per compute unit
// as four would predict a second GPU's half of a launch of fewer than
// eight per compute unit to take as long as the whole, and keep it out.
func fill(u UnitInfo) int {
	if u.Occupancy > 0 {
		return u.Occupancy
	}
	return max(1, u.ComputeUnits)
}
