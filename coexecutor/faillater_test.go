package coexecutor_test

// This file tests a co-executed package that fails later: pending while
// the other unit's packages are submitted, then failing halfway
// (faults.Partial with Release), on the native device and on an OpenCL
// device.
//
// On OpenCL the failure is a user event's status, and PoCL aborts
// (pocl_update_event_failed) when that failure reaches a command being
// enqueued behind it at the same moment, or one whose event was released
// while pending. So the OpenCL case keeps one package in flight per unit
// (InFlight(1)): once the failing package's Finish kernel is enqueued
// (microseconds after its launch), nothing that waits for it is enqueued
// on its device until it has failed; Release is closed 20 ms after the
// launch, while the other unit, which does not depend on it, goes on.

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// A reduction co-executed on the native and an OpenCL device whose
// failing unit's first package is still pending when the other unit
// launches packages, and then fails halfway, ends: with exact
// results, or with the injected failure and the results left as they
// were; the next launch is exact. The failing unit is the native one
// (its later packages queued behind the pending one) or the OpenCL one
// (one package in flight). A watchdog turns a hang into a failure.
func TestReductionPackageFailsLater(t *testing.T) {
	cl := openCLDevice(t)
	defer opencl.CopyOnCPU()()
	devs := []*sycl.Device{sycl.NativeDevice(), cl}
	f := newFaultedInt32(t, devs, 19)
	k, x, bx, n := f.k, f.x, f.bx, faultedN
	init := [7]int32{2, 1, math.MaxInt32, math.MinInt32, -1, 0, 5}
	for _, failNative := range []bool{true, false} {
		name := "opencl"
		inFlight := 1
		if failNative {
			name, inFlight = "native", 2
		}
		t.Run(name, func(t *testing.T) {
			watchdog := time.AfterFunc(2*time.Minute, func() {
				buf := make([]byte, 1<<20)
				panic(fmt.Sprintf("%s hung\n%s", t.Name(), buf[:runtime.Stack(buf, true)]))
			})
			defer watchdog.Stop()
			ce, err := coexecutor.New(quota{3}, coexecutor.DeviceList(devs...), unguarded, coexecutor.InFlight(inFlight))
			require.NoError(t, err)
			defer func() { require.NoError(t, ce.Close()) }()
			release := make(chan struct{})
			var once sync.Once
			var failing, other atomic.Int32
			restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
				if s.Kernel != k.Name {
					return faults.Fault{}
				}
				if s.Native != failNative {
					if failing.Load() > 0 {
						other.Add(1) // launched while the failing package is pending
					}
					return faults.Fault{}
				}
				if failing.Add(1) > 1 {
					return faults.Fault{}
				}
				// The failure comes a little later, while the other
				// unit goes on and the failing unit's next packages are
				// submitted (the assertions hold whenever it comes).
				go func() {
					time.Sleep(20 * time.Millisecond)
					once.Do(func() { close(release) })
				}()
				return faults.Fault{Kind: faults.Partial, Release: release}
			})
			res, rep, err := f.launch(t, ce, init, restore)
			require.GreaterOrEqual(t, failing.Load(), int32(1), "the failing unit ran no package\n%v", rep)
			t.Logf("launches of the failing unit: %d, of the other while it was pending: %d; launch: %v\n%v", failing.Load(), other.Load(), err, rep)
			f.requireExactOrKept(t, init, res, rep, err)
			got, rep := launchInt32(t, ce, bx, n, init)
			require.Equal(t, int32Want(x, init), got, "the launch after the failure\n%v", rep)
		})
	}
}

// A unit's partials chained home to its last package, whose first kernel
// then fails (faults.Partial, at once or later with Release): the launch
// ends with the injected failure and the results untouched, its chained
// copy home, which waits for a Finish kernel that may never run, is
// abandoned (memory.Buffer.FetchAsyncGuarded) rather than waited for,
// and the device's copies go on: a buffer written on the device comes
// home, and the next launch is exact. The copy is enqueued on the unit's
// queue, which the failure replaces; on the device's transfer queue a
// copy that never runs held up every later one (PoCL leaves it queued
// when the failure came before the Finish kernel was enqueued). A
// watchdog turns a hang into a failure.
func TestChainedPartialsLastPackageFails(t *testing.T) {
	cl := openCLDevice(t)
	defer opencl.CopyOnCPU()()
	k := kernels.Int32ReductionsKernel.Kernel
	f := newFaultedInt32(t, []*sycl.Device{cl}, 23)
	x, bx, n := f.x, f.bx, faultedN
	init := [7]int32{3, 1, math.MaxInt32, math.MinInt32, -1, 0, 9}
	for _, tc := range []struct{ later, pinned bool }{{false, false}, {true, false}, {false, true}, {true, true}} {
		later := tc.later
		t.Run(fmt.Sprintf("later=%v/pinned=%v", later, tc.pinned), func(t *testing.T) {
			if !tc.pinned && pinnedByDefault() {
				t.Skip("a GPU here pins host memory whatever the test does")
			}
			if tc.pinned {
				// The partials in pinned host memory (a GPU's; PoCL
				// stands in): the abandoned copy's memory stays mapped.
				defer opencl.PinWith(memory.LocationOf(cl))()
			}
			watchdog := time.AfterFunc(2*time.Minute, func() {
				buf := make([]byte, 1<<20)
				panic(fmt.Sprintf("%s hung\n%s", t.Name(), buf[:runtime.Stack(buf, true)]))
			})
			defer watchdog.Stop()
			// One package, whole: the unit's first is its last, and its
			// partials are chained home to it as it is submitted.
			ce, err := coexecutor.New(quota{1}, coexecutor.DeviceList(cl), unguarded, coexecutor.Pipeline(1))
			require.NoError(t, err)
			defer func() { require.NoError(t, ce.Close()) }()
			got, rep := launchInt32(t, ce, bx, n, init) // the partials pooled, on the device
			require.Equal(t, int32Want(x, init), got, "%v", rep)
			var launched atomic.Int32
			restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
				if s.Native || s.Kernel != k.Name || launched.Add(1) > 1 {
					return faults.Fault{}
				}
				if !later {
					return faults.Fault{Kind: faults.Partial}
				}
				// The Finish kernel and the chained copy are enqueued
				// behind the pending failure within microseconds; it
				// comes after them.
				release := make(chan struct{})
				time.AfterFunc(20*time.Millisecond, func() { close(release) })
				return faults.Fault{Kind: faults.Partial, Release: release}
			})
			abandoned, chained, pinned := memory.Abandoned(), memory.ChainedCopies(), memory.AbandonedPinned()
			res, rep, err := f.launch(t, ce, init, restore)
			require.Error(t, err, "the only unit's package failed\n%v", rep)
			require.Equal(t, init, res, "the launch failed (%v): the results are left as they were\n%v", err, rep)
			require.Equal(t, int64(1), memory.ChainedCopies()-chained, "the partials' copy home chained to the failing package")
			require.Equal(t, 1, memory.Abandoned()-abandoned, "the chained copy behind the failure abandoned")
			kept := 0
			if tc.pinned {
				kept = 1
			}
			require.Equal(t, kept, memory.AbandonedPinned()-pinned, "the pinned memory the abandoned copy writes, kept mapped")

			// A copy home through the device's transfer queue.
			q, err := sycl.NewQueueOn(cl, sycl.InOrder())
			require.NoError(t, err)
			y := make([]int32, 64)
			by := buffer.New(y)
			_, err = q.Submit(func(h *sycl.Handler) { h.Fill(buffer.DiscardWrite(h, by), int32(5)) })
			require.NoError(t, err)
			require.NoError(t, errors.Join(by.Close(), q.Close()))
			for i, v := range y {
				require.Equal(t, int32(5), v, "element %d copied home after the failure", i)
			}

			got, rep = launchInt32(t, ce, bx, n, init)
			require.Equal(t, int32Want(x, init), got, "the launch after the failure\n%v", rep)
		})
	}
}
