package opencl

// This file holds what a check for leaked OpenCL objects compares: the
// live counts (Live) against those before the work it checks.

import "time"

// Over tells whether o holds more objects of some kind than base: objects
// made since base was taken and not released. Fewer is no leak: the
// runtime may release objects of earlier work after the call that used
// them has returned, and a base taken before those releases counts
// them.
func (o LiveObjects) Over(base LiveObjects) bool {
	return o.Events > base.Events || o.Buffers > base.Buffers || o.SVM > base.SVM || o.Queues > base.Queues || o.Pinned > base.Pinned
}

// Settled returns Live once two readings wait apart agree, or the last
// reading after limit: the counts a check for leaks compares with, once
// the releases of the work before have run.
func Settled(wait, limit time.Duration) LiveObjects {
	last := Live()
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); {
		time.Sleep(wait)
		now := Live()
		if now == last {
			return now
		}
		last = now
	}
	return last
}
