package coexecutor_test

// This file tests dormant units (mergedDriver): a unit that gets no work
// in a launch runs no loop, and one that gets work only once another
// unit's package has failed starts then.

import (
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// loopCounter counts, per unit, the loops started while it is set.
func loopCounter(t *testing.T, units int) []atomic.Int32 {
	loops := make([]atomic.Int32, units)
	t.Cleanup(coexecutor.OnUnitLoop(func(u int) { loops[u].Add(1) }))
	return loops
}

// A unit the scheduler gives nothing (Static with no power) runs no loop
// with the merged Commander, whichever unit comes first; with a Director
// of its own every unit runs its loop, as in Nozal & Bosque 2021. Every
// launch is exact.
func TestIdleUnitRunsNoLoop(t *testing.T) {
	cl := openCLDevice(t)
	nat := sycl.NativeDevice()
	const n = 1 << 12
	for _, tc := range []struct {
		name   string
		devs   []*sycl.Device
		powers []float64
		merged bool
		busy   int // the unit that gets the work
	}{
		{"merged/first-busy", []*sycl.Device{nat, cl}, []float64{1, 0}, true, 0},
		{"merged/second-busy", []*sycl.Device{cl, nat}, []float64{0, 1}, true, 1},
		{"director/first-busy", []*sycl.Device{nat, cl}, []float64{1, 0}, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(tc.devs...), coexecutor.Powers(tc.powers...), coexecutor.MergeDirector(tc.merged), unguarded)
			require.NoError(t, err)
			defer ce.Close()
			counts := make([]int32, n)
			b := buffer.New(counts)
			_, err = ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b) // builds
			require.NoError(t, err)
			loops := loopCounter(t, 2)
			const launches = 5
			for range launches {
				rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b)
				require.NoError(t, err)
				require.Zero(t, rep.Units[1-tc.busy].Packages, "%v", rep)
			}
			require.NoError(t, b.Close())
			for i, c := range counts {
				require.EqualValues(t, launches+1, c, "work-item %d", i)
			}
			require.EqualValues(t, launches, loops[tc.busy].Load(), "the busy unit's loops")
			idle := int32(0)
			if !tc.merged {
				idle = launches
			}
			require.EqualValues(t, idle, loops[1-tc.busy].Load(), "the idle unit's loops")
		})
	}
}

// A dormant unit takes the work of a unit whose package failed: its loop
// starts then, and the launch is exact.
func TestDormantUnitTakesFailedWork(t *testing.T) {
	cl := openCLDevice(t)
	nat := sycl.NativeDevice()
	const n = 1 << 12
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(cl, nat), coexecutor.Powers(1, 0), unguarded)
	require.NoError(t, err)
	defer ce.Close()
	counts := make([]int32, n)
	b := buffer.New(counts)
	_, err = ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b) // builds
	require.NoError(t, err)
	hits := injectOn(t, cl, "Count", faults.Fail)
	loops := loopCounter(t, 2)
	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b)
	require.NoError(t, err)
	require.NoError(t, b.Close())
	require.EqualValues(t, 1, hits.Load())
	require.True(t, rep.Units[0].Retired, "%v", rep)
	require.Equal(t, n, rep.Units[1].Items, "%v", rep)
	require.EqualValues(t, 1, loops[1].Load(), "the dormant unit's loop starts once it has work")
	for i, c := range counts {
		require.EqualValues(t, 2, c, "work-item %d", i)
	}
}
