// Package probebudget is the rule that bounds probes, shared by
// coexecutor.Guard (a device unit) and coexecutor/cluster's node-level
// guard (nodesched: a node): a unit whose speed on a kernel is unknown,
// or that sat out the launches before, is probed when its smallest
// package is predicted to take at most its budget: ProbeShare of the time
// the fastest unit is predicted to take for the whole launch, plus the
// credit it earned in the launches of the computation it sat out in a
// row, ProbeShare of each one's time (from its start to its last
// package's end). A unit whose smallest package does not fit sits the
// launch out and earns credit; a probe spends it all. So a unit whose
// prior ranks it too low is measured again after a bounded number of
// launches (its smallest package's predicted time over ProbeShare of a
// launch's), and a unit truly as slow as predicted costs at most
// ProbeShare of a computation's time on average however long it runs.
package probebudget

// Budget is the probe budget, in seconds, of a unit that earned credit
// sitting out, in a launch the fastest unit is predicted to take whole
// seconds for alone, with ProbeShare share.
func Budget(share, whole, credit float64) float64 { return share*whole + credit }

// Earn is a unit's credit after it sat out a launch whose packages ended
// span seconds after its start, having earned credit before.
func Earn(credit, share, span float64) float64 { return credit + share*span }
