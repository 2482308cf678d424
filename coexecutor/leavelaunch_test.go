package coexecutor_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// leaveItems is the launches' size in the leave tests: one work-group of
// the native device's, so that one unit runs each launch whole and the
// other sits it out, whichever is faster here.
const leaveItems = 256

// leaveSetup is a Coexecutor of an OpenCL device and the native one (in
// that order: the native device is unit 1, so that an index seen as 0 is
// a leave launch's own), saxpy's buffers, and a launch that checks its
// result: y grows by x/2 every launch (exact in float32 for these values).
type leaveSetup struct {
	ce     *coexecutor.Coexecutor
	x, y   []float32
	bx, by *buffer.Buffer[float32]
	steps  int
}

func newLeaveSetup(t *testing.T) *leaveSetup {
	t.Helper()
	cl := openCLDevice(t)
	ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(cl, sycl.NativeDevice()), coexecutor.KeepOutputs(false))
	require.NoError(t, err)
	t.Cleanup(func() { ce.Close() })
	ls := &leaveSetup{ce: ce, x: make([]float32, leaveItems), y: make([]float32, leaveItems)}
	for i := range ls.x {
		ls.x[i] = float32(2 * (i % 5))
	}
	ls.bx, ls.by = buffer.New(ls.x), buffer.New(ls.y)
	t.Cleanup(func() { ls.bx.Close(); ls.by.Close() })
	// Both units build the kernel before the test's launches count (a
	// unit still building sits a launch out, and no leave starts while
	// one does).
	for deadline := time.Now().Add(30 * time.Second); ; {
		rep := ls.launch(t)
		if rep.Units[0].Joined == 0 && rep.Units[0].Built == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the OpenCL device's build did not end in 30 s")
		}
		time.Sleep(time.Millisecond)
	}
	return ls
}

// launch runs one launch and checks its result and its report's units.
func (ls *leaveSetup) launch(t *testing.T) *coexecutor.Report {
	t.Helper()
	rep, err := ls.ce.LaunchKernel(sycl.Range1(leaveItems), kernels.SaxpyKernel.Kernel, float32(0.5), ls.bx, ls.by)
	require.NoError(t, err)
	ls.steps++
	ls.check(t, rep)
	return rep
}

func (ls *leaveSetup) check(t *testing.T, rep *coexecutor.Report) {
	t.Helper()
	require.Len(t, rep.Units, 2, "%v", rep)
	for _, p := range rep.Packages {
		require.Equal(t, ls.ce.Devices()[p.Unit], p.Device, "package %v\n%v", p, rep)
	}
	require.NoError(t, ls.by.Fetch(buffer.Range(0, leaveItems)))
	for i, v := range ls.y {
		require.Equal(t, float32(ls.steps)*ls.x[i]/2, v, "launch %d, element %d\n%v", ls.steps, i, rep)
	}
}

// leaveOf is the unit a launch's report has on leave, its note's figures,
// and the unit that ran the launch; u is -1 where none is on leave.
func leaveOf(rep *coexecutor.Report) (u, sat, more int) {
	for i, ur := range rep.Units {
		if s, m, ok := coexecutor.OnLeave(ur.Guard); ok {
			return i, s, m
		}
	}
	return -1, 0, 0
}

// A unit that sits out the launches of a computation goes on leave for as
// many launches as it had sat out in a row: the launches after it run on
// the other unit alone, their results exact, their reports of both units.
// Each leave launch counts in what the unit sat out: a leave that follows
// another, with the one launch between that asked the unit again, finds
// it sat out both leaves and that launch, so leaves double and the unit
// is asked after 1, 3, 7, … launches.
func TestLeaveLaunches(t *testing.T) {
	ls := newLeaveSetup(t)
	leaves, runs, doubled := 0, 0, 0
	wantMore, wantSat := -1, 0 // the next leave launch's note; -1: a full launch next
	last := map[int]int{}      // unit: what its last leave's last launch found it sat out; absent: it took part since
	for range 400 {
		rep := ls.launch(t)
		u, sat, more := leaveOf(rep)
		if u < 0 {
			require.Equal(t, -1, wantMore, "a full launch before its leave ended:\n%v", rep)
			for i, ur := range rep.Units {
				if ur.Packages > 0 {
					delete(last, i)
				}
			}
			continue
		}
		leaves++
		require.Zero(t, rep.Units[u].Packages, "%v", rep)
		require.NotZero(t, rep.Units[1-u].Packages, "%v", rep)
		if wantMore < 0 { // a leave's first launch: as long as the unit had sat out
			runs++
			require.Equal(t, sat-1, more, "a leave's length is what the unit sat out before it:\n%v", rep)
			if l, ok := last[u]; ok {
				require.Equal(t, l+2, sat, "the leave before, its last launch and the full launch between count:\n%v", rep)
				doubled++
			}
		} else {
			require.Equal(t, wantSat, sat, "%v", rep)
			require.Equal(t, wantMore, more, "%v", rep)
		}
		wantSat, wantMore = sat+1, more-1
		if more == 0 {
			last[u] = sat
		}
	}
	t.Logf("%d of 400 launches on leave, in %d leaves, %d after a leave", leaves, runs, doubled)
	// One unit runs each launch whole: the other sits out all but its
	// probes, and the leaves double, so a few full launches remain.
	require.Greater(t, leaves, 300, "launches on leave")
	require.NotZero(t, doubled, "no leave followed another")
}

// Every callback and every report of a leave launch sees the unit's index
// among the Coexecutor's devices, in Launch and in Run: the native device
// is unit 1 whether the launch runs on it alone or not.
func TestLeaveUnitIndex(t *testing.T) {
	ls := newLeaveSetup(t)
	devs := ls.ce.Devices()
	sawLeave := false
	for range 60 {
		rep, err := ls.ce.Launch(sycl.Range1(leaveItems), func(pkg coexecutor.Package, h *sycl.Handler) {
			if devs[pkg.Unit] != pkg.Device {
				panic("the package's unit is not its device's index")
			}
			h.ParallelFor(pkg.Space(), kernels.SaxpyKernel.Bind(float32(0.5), buffer.Read(h, ls.bx), buffer.ReadWrite(h, ls.by, buffer.Range(pkg.Offset, pkg.Size))))
		})
		require.NoError(t, err)
		ls.steps++
		ls.check(t, rep)
		u, _, _ := leaveOf(rep)
		sawLeave = sawLeave || u >= 0
	}
	ck := &indexKernel{devs: devs, ls: ls}
	for range 60 {
		rep, err := ls.ce.Run(context.Background(), sycl.Range1(leaveItems), ck)
		require.NoError(t, err)
		ls.steps++
		ls.check(t, rep)
		require.Empty(t, ck.bad)
		u, _, _ := leaveOf(rep)
		sawLeave = sawLeave || u >= 0
	}
	require.True(t, sawLeave, "no launch was on leave")
}

// indexKernel is saxpy in extended mode, checking the index of each
// package's unit in Submit and Completed.
type indexKernel struct {
	devs []*sycl.Device
	ls   *leaveSetup
	bad  []string
}

func (k *indexKernel) Submit(pkg coexecutor.Package, h *sycl.Handler) {
	if k.devs[pkg.Unit] != pkg.Device {
		panic("Submit: the package's unit is not its device's index")
	}
	h.ParallelFor(pkg.Space(), kernels.SaxpyKernel.Bind(float32(0.5), buffer.Read(h, k.ls.bx), buffer.ReadWrite(h, k.ls.by, buffer.Range(pkg.Offset, pkg.Size))))
}

func (k *indexKernel) Completed(pkg coexecutor.Package) {
	if k.devs[pkg.Unit] != pkg.Device {
		k.bad = append(k.bad, pkg.String())
	}
}

// A package that fails in a leave launch, refused by its device before it
// ran, ends the leave: the launch runs again with every unit and
// succeeds on the other, its result exact. A launch over another range
// ends a leave too.
func TestLeaveEnds(t *testing.T) {
	ls := newLeaveSetup(t)
	next := func() (by int) { // launches until the next launch is on leave
		for range 200 {
			rep := ls.launch(t)
			if u, _, more := leaveOf(rep); u >= 0 && more > 0 {
				return 1 - u
			}
		}
		t.Fatal("no leave with launches left in 200 launches")
		return -1
	}
	by := next()
	dev := ls.ce.Devices()[by]
	var hits atomic.Int32
	restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
		if s.Device == dev.Name() && s.Native == dev.IsNative() && s.Kernel == kernels.SaxpyKernel.Name {
			hits.Add(1)
			return faults.Fault{Kind: faults.Fail}
		}
		return faults.Fault{}
	})
	rep := ls.launch(t)
	restore()
	u, _, _ := leaveOf(rep)
	require.Equal(t, -1, u, "the launch ran with every unit:\n%v", rep)
	require.NotZero(t, hits.Load(), "the leave launch's package was refused")
	// The other unit ran it: the failed one was asked again and failed
	// too (retired), or the guard gave it nothing this time.
	require.NotZero(t, rep.Units[1-by].Packages, "%v", rep)
	require.Zero(t, rep.Units[by].Packages, "%v", rep)

	next()
	rep, err := ls.ce.LaunchKernel(sycl.Range1(leaveItems/2), kernels.SaxpyKernel.Kernel, float32(0.5), ls.bx, ls.by)
	require.NoError(t, err)
	u, _, _ = leaveOf(rep)
	require.Equal(t, -1, u, "a launch over another range is not on leave:\n%v", rep)
	require.NoError(t, ls.by.Fetch(buffer.Range(0, leaveItems)))
	for i, v := range ls.y {
		want := float32(ls.steps) * ls.x[i] / 2
		if i < leaveItems/2 {
			want += ls.x[i] / 2
		}
		require.Equal(t, want, v, "element %d", i)
	}
}

// A leave launch of a reduction and of a kernel with atomics combines
// what its unit computed with the launch's own memory made for every unit
// (the partials' and the private copies' slots by the unit's index among
// the Coexecutor's units): exact results, launch after launch, on leave
// or not.
func TestLeaveCombines(t *testing.T) {
	ls := newLeaveSetup(t)
	data := make([]uint8, leaveItems)
	want := make([]uint32, 256)
	var total float32
	for i := range data {
		data[i] = uint8(i * 7 % 13)
		want[data[i]]++
		total += ls.x[i]
	}
	sumHost, binsHost := []float32{0}, make([]uint32, 256)
	bd, sum, bins := buffer.New(data), buffer.New(sumHost), buffer.New(binsHost)
	t.Cleanup(func() { bd.Close(); sum.Close(); bins.Close() })
	leaves := 0
	for step := 1; step <= 150; step++ {
		rep, err := ls.ce.LaunchKernel(sycl.Range1(leaveItems), kernels.SumFloat32Kernel.Kernel, ls.bx, coexecutor.Out(sum))
		require.NoError(t, err)
		require.NoError(t, sum.Fetch(buffer.Range(0, 1)))
		require.Equal(t, total, sumHost[0], "step %d\n%v", step, rep)
		if u, _, _ := leaveOf(rep); u >= 0 {
			leaves++
		}
		rep, err = ls.ce.LaunchKernel(sycl.Range1(leaveItems), kernels.Histogram256Kernel.Kernel, bd, bins)
		require.NoError(t, err)
		require.NoError(t, bins.Fetch(buffer.Range(0, 256)))
		for b, c := range binsHost {
			require.Equal(t, uint32(step)*want[b], c, "step %d, bin %d\n%v", step, b, rep)
		}
		if u, _, _ := leaveOf(rep); u >= 0 {
			leaves++
		}
	}
	require.Greater(t, leaves, 200, "launches on leave")
}

// A package that fails in a leave launch after writing data it also reads
// (saxpy's y, in host memory the device writes in place) cannot run again:
// the launch fails, its error naming the package by its unit's index
// among the Coexecutor's units.
func TestLeaveFailureNamesUnit(t *testing.T) {
	ls := newLeaveSetup(t)
	by := -1
	for range 200 {
		rep := ls.launch(t)
		if u, _, more := leaveOf(rep); u >= 0 && more > 0 {
			by = 1 - u
			break
		}
	}
	require.NotEqual(t, -1, by, "no leave with launches left in 200 launches")
	dev := ls.ce.Devices()[by]
	restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
		if s.Device == dev.Name() && s.Native == dev.IsNative() && s.Kernel == kernels.SaxpyKernel.Name {
			return faults.Fault{Kind: faults.Partial}
		}
		return faults.Fault{}
	})
	defer restore()
	_, err := ls.ce.LaunchKernel(sycl.Range1(leaveItems), kernels.SaxpyKernel.Kernel, float32(0.5), ls.bx, ls.by)
	require.Error(t, err)
	require.Contains(t, err.Error(), fmt.Sprintf("on unit %d (%s)", by, dev.Name()))
}
