// Package hostwork counts the host's own work that feeds other devices
// (the copies between Go memory and pinned staging memory that a GPU's
// transfers go through), so that the native device's workers yield a core
// to it.
//
// The rule: the host's copies for a device come before the native
// device's compute. A staging lane is a goroutine; while the native
// device's workers hold every processor the Go scheduler has, a lane that
// becomes runnable (its DMA done, its next chunk to copy) waits for a
// worker to be preempted, a time slice of milliseconds, while the device
// it feeds idles; one core's copy feeds a GPU's link at several GB/s,
// which is worth more to a launch than the core's share of the native
// device's work whenever the GPU is the faster device (and when it is
// not, the guard leaves it out and nothing is staged). So while any lane
// is active the native workers yield their processor at the end of each
// chunk they run (chunks run for tens of microseconds), and a lane waits
// at most about one chunk for a core. With no lane active a worker pays
// one atomic load per chunk.
package hostwork

import "sync/atomic"

var active atomic.Int32

// Begin records that a host copy feeding a device is active, until the
// matching End.
func Begin() { active.Add(1) }

// End ends what Begin began.
func End() { active.Add(-1) }

// Active tells whether a host copy feeding a device is active: the native
// workers then yield their processor between chunks.
func Active() bool { return active.Load() > 0 }
