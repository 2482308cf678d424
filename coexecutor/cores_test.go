package coexecutor

import (
	"testing"

	"github.com/gosycl/gosycl/sycl"
)

// TestNativeSharesWhileOthersAsk: a co-executed launch's native packages
// run on all the native device's workers while no other unit's package
// is in flight, and then share their processors with the process's
// other goroutines while another unit's loop runs (its next package is
// asked for, prepared and submitted on a processor, which every worker
// holding one would keep from it until the native package ended) or
// while another unit builds its program; not while the native unit runs
// alone, and not while another unit's package is in flight where the
// native device then leaves it cores (HostCores), as it does beside a
// GPU by default. The other unit's loop and packages are counted as the
// launch counts a non-native unit's (looping, inFlight).
func TestNativeSharesWhileOthersAsk(t *testing.T) {
	native := &unit{dev: sycl.NativeDevice()}
	l := &launchState{hostLeft: 2}
	var all, share bool
	detach := l.cores.Attach(func(left int, s bool) { all, share = left == 0, s })
	defer detach()
	l.setCores()
	l.setShare()
	locked := func(f func()) func() {
		return func() {
			l.mu.Lock()
			defer l.mu.Unlock()
			f()
		}
	}
	for _, step := range []struct {
		name       string
		do         func()
		all, share bool
	}{
		{"the launch's start", func() {}, true, false},
		{"the native unit's loop", func() { l.running(native, 1) }, true, false},
		{"the native unit's package in flight", locked(func() { l.copies(native, 1) }), true, false},
		{"another unit's loop, none of its packages in flight", locked(func() { l.looping(1) }), true, true},
		{"its package in flight", locked(func() { l.inFlight(1) }), false, false},
		{"a second in flight", locked(func() { l.inFlight(1) }), false, false},
		{"one home", locked(func() { l.inFlight(-1) }), false, false},
		{"both home", locked(func() { l.inFlight(-1) }), true, true},
		{"its loop ended", locked(func() { l.looping(-1) }), true, false},
		{"a unit building its program", locked(func() { l.builds++; l.setShare() }), true, true},
		{"it joined", l.yield, true, false},
		// A native device that leaves no cores (HostCores(0); beside an
		// OpenCL CPU device, the default) holds every processor while
		// the other unit's package is in flight too.
		{"no cores left: another unit's loop", locked(func() { l.hostLeft = 0; l.looping(1) }), true, true},
		{"no cores left: its package in flight", locked(func() { l.inFlight(1) }), true, true},
		{"no cores left: its package home", locked(func() { l.inFlight(-1) }), true, true},
		{"no cores left: its loop ended", locked(func() { l.looping(-1) }), true, false},
	} {
		step.do()
		if all != step.all || share != step.share {
			t.Errorf("%s: all workers %v, sharing %v; want %v, %v", step.name, all, share, step.all, step.share)
		}
	}
}
