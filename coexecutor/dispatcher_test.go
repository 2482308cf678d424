package coexecutor_test

import (
	"errors"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/stretchr/testify/require"
)

// dynamicDispatcher is a launch of 8 work-groups over two equal units,
// sized by Dynamic in the given number of packages.
func dynamicDispatcher(t *testing.T, packages int) *coexecutor.Dispatcher {
	t.Helper()
	setup := coexecutor.Setup{Groups: 8, Units: []coexecutor.UnitInfo{{Power: 0.5}, {Power: 0.5}}}
	sched, err := (&coexecutor.Dynamic{Packages: packages}).New(setup)
	require.NoError(t, err)
	d, err := coexecutor.NewDispatcher(setup, sched, coexecutor.Guard{Off: true}, coexecutor.Memory{}, func() time.Duration { return 0 })
	require.NoError(t, err)
	return d
}

// A failed package's work-groups go back and are handed to the unit still
// alive; when it fails too the launch has failed.
func TestDispatcherReturnsFailedWork(t *testing.T) {
	d := dynamicDispatcher(t, 2)

	f0, n0, id0, v := d.Next(0)
	require.Equal(t, coexecutor.HandOut, v)
	f1, n1, id1, v := d.Next(1)
	require.Equal(t, coexecutor.HandOut, v)
	require.Equal(t, 8, n0+n1)
	require.Zero(t, d.Remaining())

	d.Completed(coexecutor.Package{ID: id0, Unit: 0, FirstGroup: f0, Groups: n0}, errors.New("device lost"))
	require.Equal(t, n0, d.Remaining())
	_, _, _, v = d.Next(0)
	require.Equal(t, coexecutor.Finished, v, "a retired unit gets no more work")

	d.Completed(coexecutor.Package{ID: id1, Unit: 1, FirstGroup: f1, Groups: n1}, nil)
	f, n, _, v := d.Next(1)
	require.Equal(t, coexecutor.HandOut, v)
	require.Equal(t, [2]int{f0, n0}, [2]int{f, n}, "the failed range, whole")
	require.NoError(t, d.Err())
	d.Completed(coexecutor.Package{Unit: 1, FirstGroup: f, Groups: n}, errors.New("device lost"))
	require.Error(t, d.Err())
}

// A unit that asks before a lower-numbered unit has asked once waits: first
// requests are served in unit order.
func TestDispatcherFirstRequestsInUnitOrder(t *testing.T) {
	d := dynamicDispatcher(t, 4)
	_, _, _, v := d.Next(1)
	require.Equal(t, coexecutor.Wait, v, "unit 1 before unit 0")
	first, _, _, v := d.Next(0)
	require.Equal(t, coexecutor.HandOut, v)
	require.Zero(t, first, "unit 0 gets the start of the range")
	f1, _, _, v := d.Next(1)
	require.Equal(t, coexecutor.HandOut, v)
	require.Equal(t, 2, f1)
}
