// Package launchmean is the running mean by which the weighing of whole
// launches compares the ways to run a computation's launches (co-executed,
// or one unit alone), shared by coexecutor.Guard (the units of one node)
// and coexecutor/cluster's Director (nodesched: the nodes).
//
// Add adds speed s (work-groups per second of a launch's time), measured
// in a launch run one way, to the speed a that averages n such launches
// before: the mean of their times per work-group, the new launch weighted
// 1/(n+1) down to 1/Memory. The weighing compares the ways by these
// speeds, and measures again only the way it picks: with each way's last
// launch, one slow launch of the way picked (a machine's launches of a
// memory-bound kernel vary by a fifth and more) would hand the next to a
// way whose one earlier launch was fast, though slower on average, and
// the two would take turns. With the means, each launch is a sample: a
// way picked on a lucky launch is measured again and loses its luck; the
// way picked on its mean keeps it. The weight's floor makes a lasting
// change (a device slowed by another program, data that changed) show
// within a few launches of the way picked, while one launch moves its
// speed by at most 1/Memory of the difference.
//
// A launch counts at most Spike times the mean's time per work-group.
// A host's noise is one-sided: another thread, a page-fault storm or a
// descheduled worker only slows a launch, now and then by ten times and
// more, and a mean of times holds such a launch at full weight: one
// stall of twenty times moved a mean by more than twice, which handed the
// way picked to a slower one, whose own launches then held the weighing
// until its credit paid for measuring the first way again. Clipped, one
// stall moves the mean by at most (Spike−1)/Memory of it; a lasting
// slowdown still shows, the mean growing by that much a launch at least
// (a way slowed three times is measured twice as slow after seven
// launches, as against six unclipped). A launch faster than the mean
// counts in full.
package launchmean

import "math"

// Memory is the most launches a mean holds.
const Memory = 8

// Spike is the most a launch counts, in times the mean's time per
// work-group.
const Spike = 2

// Add is the mean of speed a over n launches and speed s, and the
// launches it holds (at most Memory); s counts at least a/Spike. An a
// that is not a speed (zero, negative, NaN or infinite), or n < 1, holds
// nothing: the mean is s.
func Add(a float64, n int, s float64) (float64, int) {
	if !(a > 0) || math.IsInf(a, 0) || n < 1 {
		return s, 1
	}
	n = min(n, Memory-1)
	per := (float64(n)/a + min(1/s, Spike/a)) / float64(n+1)
	return 1 / per, n + 1
}
