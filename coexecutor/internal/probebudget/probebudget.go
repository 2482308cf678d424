// Package probebudget is the rule that bounds probes, shared by
// coexecutor.Guard (a device unit) and coexecutor/cluster's node-level
// guard (nodesched: a node): a unit whose speed on a kernel is unknown, or
// that sat out the launches before, is probed when its smallest package is
// predicted to take at most its budget: ProbeShare of the time the fastest
// unit is predicted to take for the whole launch, plus the credit it
// earned in the launches of the computation it sat out in a row,
// ProbeShare of each one's time (from its start to its last package's end,
// among the units that took part with more than a probe: a probe that
// overran does not pay the next). A unit whose smallest package does not
// fit sits the launch out and earns credit; a probe spends it all. So a
// unit whose prior ranks it too low is measured again after a bounded
// number of launches (its smallest package's predicted time over
// ProbeShare of a launch's), and a unit truly as slow as predicted costs
// at most ProbeShare of a computation's time on average however long it
// runs.
//
// A unit's probe also costs the launch what it makes others do (the data
// its work-groups read brought home, what it wrote sent back to the
// units that read it next), which its own predicted time does not count.
// So each re-probe in a row that finds the unit still too slow to take
// work halves the share of a launch it earns as credit (Rate): a unit
// that stays too slow is probed after runs of launches doubling in
// length, so its probes' cost over n launches grows as log n, not as n,
// whatever a probe costs; the first re-probe comes as soon as before, and
// one after which the unit takes work resets the count.
package probebudget

import "math"

// Budget is the probe budget, in seconds, of a unit that earned credit
// sitting out, in a launch the fastest unit is predicted to take whole
// seconds for alone, with ProbeShare share.
func Budget(share, whole, credit float64) float64 { return share*whole + credit }

// Rate is the share of each sat-out launch's time a unit earns as credit
// after misses re-probes in a row found it too slow to take work:
// share / 2^misses.
func Rate(share float64, misses int) float64 { return math.Ldexp(share, -min(max(misses, 0), 60)) }

// Earn is a unit's credit after it sat out a launch whose packages ended
// span seconds after its start, having earned credit before.
func Earn(credit, share, span float64) float64 { return credit + share*span }

// Span is the launch's time on which the units that sat it out earn
// credit: the latest of ends (each unit's last package's end, seconds
// from the launch's start) among the units whose part was more than a
// probe (more[i]), or the latest of all where none was. A probe's cost is
// paid by its unit's credit; counted in the launch's time, a probe that
// overran would earn every unit sitting out credit for the next.
func Span(ends []float64, more []bool) float64 {
	var all, work float64
	for i, e := range ends {
		all = max(all, e)
		if more[i] {
			work = max(work, e)
		}
	}
	if work == 0 {
		return all
	}
	return work
}
