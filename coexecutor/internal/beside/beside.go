// Package beside lets coexecutor/cluster keep processors of a rank's
// coexecutor.Coexecutor for the work its host does beside the
// Coexecutor's launches (rank 0's Director, which sends the other ranks
// their packages and takes their results), and tell the Coexecutor while
// that work is in flight. Package coexecutor installs the functions.
package beside

var (
	// Keep returns the coexecutor.Option, as an any, by which a
	// Coexecutor's native device leaves n of its processors to the host
	// while work beside its launches is in flight (Busy), as it leaves
	// coexecutor.HostCores to its OpenCL units' copies.
	Keep func(n int) any
	// Busy adds d to the work in flight beside the launches of ce, a
	// *coexecutor.Coexecutor: while it is more than zero, the native
	// packages of ce's launches, running or to come, compute on the
	// processors that Keep left them.
	Busy func(ce any, d int)
)
