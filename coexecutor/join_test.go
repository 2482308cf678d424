package coexecutor_test

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
)

// A unit whose program is not built yet joins the launch when its build
// ends; the others start at once. The OpenCL unit is first in the list,
// so before late joining the native unit waited for its first request,
// made after the build.
func TestLateJoin(t *testing.T) {
	cl := openCLDevice(t)
	nat := sycl.NativeDevice()
	ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 64}, coexecutor.DeviceList(cl, nat), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
	require.NoError(t, err)
	defer ce.Close()
	rep := launchTwice(t, ce, freshTwice(nil), 1<<13)
	first := map[int]coexecutor.Package{}
	for _, p := range rep.Packages {
		if q, ok := first[p.Unit]; !ok || p.ID < q.ID {
			first[p.Unit] = p
		}
	}
	nf, ok := first[1]
	require.True(t, ok, "the native unit ran nothing\n%v", rep)
	if cf, ok := first[0]; ok {
		require.Less(t, nf.ID, cf.ID, "the native unit's first package came after the OpenCL unit's, which waited for its build\n%v", rep)
	}
}

// A launch does not wait for a build it does not need: when the ready
// units finish every work-group while another unit's program is still
// building, the launch returns, the build goes on in the background, and
// the unit joins a later launch once it is built. A fresh PoCL program
// takes tens of milliseconds to build; the native unit runs 256
// work-items in microseconds.
func TestLaunchDoesNotWaitForBuild(t *testing.T) {
	cl := openCLDevice(t)
	nat := sycl.NativeDevice()
	src := fmt.Sprintf("// %d\n__kernel void twice(__global int *x) { size_t i = get_global_id(0); x[i] = 2 * (int)i; }\n", rand.Int64())
	k := &sycl.Kernel{Name: "twice", Source: src,
		Params: []sycl.Param{{Name: "x", Kind: sycl.ParamGlobal, Type: sycl.GlobalParam[int32]("x").Type, Access: sycl.Writes}},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			i := it.ID(0)
			args[0].([]int32)[i] = 2 * int32(i)
		})}
	for _, merged := range []bool{true, false} {
		t.Run(fmt.Sprintf("merged=%v", merged), func(t *testing.T) {
			src := k.Source + fmt.Sprintf("// %d\n", rand.Int64())
			k := *k
			k.Source = src
			ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 4}, coexecutor.DeviceList(cl, nat),
				coexecutor.UseGuard(coexecutor.Guard{Off: true}), coexecutor.MergeDirector(merged))
			require.NoError(t, err)
			run := func(n int) *coexecutor.Report {
				x := make([]int32, n)
				b := buffer.New(x)
				rep, err := ce.LaunchKernel(sycl.Range1(n), &k, b)
				require.NoError(t, err)
				require.NoError(t, b.Close())
				for i, v := range x {
					require.Equal(t, 2*int32(i), v, "x[%d]", i)
				}
				return rep
			}
			rep := run(256)
			require.Zero(t, rep.Units[0].Packages, "the OpenCL unit ran packages of a program still building\n%v", rep)
			require.Contains(t, rep.Units[0].Guard.String(), "still building", "%v", rep)
			require.Equal(t, rep.Total, rep.Units[0].Joined, "a unit that took no part joins at the launch's end\n%v", rep)
			require.Greater(t, rep.Units[0].Built, time.Duration(0), "%v", rep)
			require.Contains(t, rep.Units[0].Guard.String(), fmt.Sprintf("after %v of its build", rep.Units[0].Built.Round(time.Microsecond)))
			// Once built, the unit takes work again.
			q, err := sycl.NewQueueOn(cl)
			require.NoError(t, err)
			require.NoError(t, q.Prepare(&k))
			require.NoError(t, q.Close())
			rep = run(1 << 14)
			require.NotZero(t, rep.Units[0].Packages, "the built unit ran nothing\n%v", rep)
			require.Zero(t, rep.Units[0].Joined, "the unit's program was built before the launch\n%v", rep)
			require.Zero(t, rep.Units[0].Built, "%v", rep)
			require.NoError(t, ce.Close())
		})
	}
}

// With the default guard, a unit that is ready takes work while a unit
// the guard would prefer builds its program (Guard, "Late joiners"):
// the native unit, which the nominal peaks rank below PoCL's vector
// lanes and which sat the first launch out while PoCL built (its one
// work-group of a launch this small over its probe budget), probes at
// once and goes on while the build lasts, in both drivers.
func TestLateJoinGuarded(t *testing.T) {
	cl := openCLDevice(t)
	nat := sycl.NativeDevice()
	for _, merged := range []bool{true, false} {
		t.Run(fmt.Sprintf("merged=%v", merged), func(t *testing.T) {
			ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(cl, nat), coexecutor.MergeDirector(merged))
			require.NoError(t, err)
			defer ce.Close()
			rep := launchTwice(t, ce, freshTwice(nil), 1<<13)
			first := map[int]int{}
			for _, p := range rep.Packages {
				if id, ok := first[p.Unit]; !ok || p.ID < id {
					first[p.Unit] = p.ID
				}
			}
			nf, ok := first[1]
			require.True(t, ok, "the native unit ran nothing while PoCL built\n%v", rep)
			if cf, ok := first[0]; ok {
				require.Less(t, nf, cf, "the native unit's first package came after PoCL's\n%v", rep)
			}
		})
	}
}

// The native unit, which takes work while PoCL builds, gives back the
// work-groups of its package in flight that it has not started when
// PoCL joins (Guard, "Late joiners"): its work-items after the first
// quarter wait until PoCL's loop starts, after the join, so that its
// package then holds work-groups it has not started (its packages grow
// with the build's time, JoinShare 1 here: the quarter's, of trivial
// work-items, take microseconds, PoCL's build tens of milliseconds);
// PoCL runs the rest, every work-item once, in both drivers.
func TestLateJoinNativeGivesBack(t *testing.T) {
	cl := openCLDevice(t)
	nat := sycl.NativeDevice()
	const n = 1 << 16
	for _, merged := range []bool{true, false} {
		t.Run(fmt.Sprintf("merged=%v", merged), func(t *testing.T) {
			joined := make(chan struct{})
			var once sync.Once
			defer coexecutor.OnUnitLoop(func(u int) {
				if u == 0 {
					once.Do(func() { close(joined) })
				}
			})()
			k := freshTwice(func(i int) {
				if i >= n/4 { // after its first packages: it took more by then
					select {
					case <-joined:
					case <-time.After(10 * time.Second):
					}
				}
			})
			ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(cl, nat), coexecutor.MergeDirector(merged), coexecutor.UseGuard(coexecutor.Guard{JoinShare: 1}))
			require.NoError(t, err)
			defer ce.Close()
			rep := launchTwice(t, ce, k, n)
			require.NotZero(t, rep.Units[0].Packages, "PoCL ran nothing after it joined\n%v", rep)
			var first coexecutor.Package
			items := 0
			for _, p := range rep.Packages {
				items += p.Size
				if p.Unit == 1 && (first.Size == 0 || p.ID < first.ID) {
					first = p
				}
			}
			require.Equal(t, n, items, "the packages' work-items\n%v", rep)
			require.NotZero(t, first.Size, "the native unit ran nothing\n%v", rep)
			require.NotZero(t, rep.Units[1].GaveBack, "the native unit gave nothing back\n%v", rep)
			// The report says when PoCL joined and how long its
			// program took to build.
			require.Greater(t, rep.Units[0].Joined, time.Duration(0), "%v", rep)
			require.Less(t, rep.Units[0].Joined, rep.Total, "%v", rep)
			require.Greater(t, rep.Units[0].Built, time.Duration(0), "%v", rep)
			require.Zero(t, rep.Units[1].Joined, "the native unit needs no build")
			require.Contains(t, rep.String(), fmt.Sprintf("build: %s joined at %v, its program built in %v", rep.Units[0].Device,
				rep.Units[0].Joined.Round(time.Microsecond), rep.Units[0].Built.Round(time.Microsecond)))
		})
	}
}

// freshTwice is the kernel x[i] += 2i of a program no launch of this
// process has built (its source carries random digits); its native side
// calls wait(i) first, when wait is not nil.
func freshTwice(wait func(i int)) *sycl.Kernel {
	src := fmt.Sprintf("// %d\n__kernel void twice(__global int *x) { size_t i = get_global_id(0); x[i] += 2 * (int)i; }\n", rand.Int64())
	return &sycl.Kernel{Name: "twice", Source: src,
		Params: []sycl.Param{{Name: "x", Kind: sycl.ParamGlobal, Type: sycl.GlobalParam[int32]("x").Type, Access: sycl.Reads | sycl.Writes}},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			i := it.ID(0)
			if wait != nil {
				wait(i)
			}
			args[0].([]int32)[i] += 2 * int32(i)
		})}
}

// launchTwice launches k over n work-items of zeros on ce and checks that
// each ran once.
func launchTwice(t *testing.T, ce *coexecutor.Coexecutor, k *sycl.Kernel, n int) *coexecutor.Report {
	t.Helper()
	x := make([]int32, n)
	b := buffer.New(x)
	rep, err := ce.LaunchKernel(sycl.Range1(n), k, b)
	require.NoError(t, err)
	require.NoError(t, b.Close())
	for i, v := range x {
		require.Equal(t, 2*int32(i), v, "x[%d]: a work-item ran twice or never", i)
	}
	return rep
}

// While PoCL builds, the native unit, alone, runs its packages on every
// core: the cores HostCores leaves to the OpenCL units' copies serve no
// copy until PoCL joins. Its work-items sleep a moment each, so that as
// many run at once as workers run the launch: with HostCores(1), one
// fewer than GOMAXPROCS unless the package runs on every core (PoCL's
// build of a program no launch has built takes far longer than the
// native unit's first package).
func TestLateJoinNativeEveryCore(t *testing.T) {
	workers := runtime.GOMAXPROCS(0)
	if workers < 2 {
		t.Skip("one core")
	}
	cl := openCLDevice(t)
	var running, most atomic.Int32
	k := freshTwice(func(int) {
		n := running.Add(1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		time.Sleep(200 * time.Microsecond)
		running.Add(-1)
	})
	ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(cl, sycl.NativeDevice()), coexecutor.HostCores(1))
	require.NoError(t, err)
	defer ce.Close()
	rep := launchTwice(t, ce, k, 32*workers)
	require.Equal(t, int32(workers), most.Load(), "work-items running at once on the native device\n%v", rep)
}

// While PoCL builds, the native unit's workers share their processors
// with the process's other goroutines (cgroup.Cores.SetShare): a
// goroutine woken then runs within about a work-item's time, not once
// the runtime preempts a worker (10 ms on). Its work-items spin for a
// millisecond each on every worker while a goroutine sleeps 1 ms at a
// time; the sleeps that ended before PoCL joined overshoot by under 5
// ms (median). A worker that held its processor left the sleeper to
// wake at a preemption, every 10 to 20 ms, and PoCL's build of a
// program no launch has built lasts long enough for several.
func TestLateJoinNativeShares(t *testing.T) {
	cl := openCLDevice(t)
	type sleep struct{ start, end time.Time }
	var (
		done    atomic.Bool
		started atomic.Bool
		sleeps  = make(chan []sleep, 1)
	)
	sleeper := func() {
		var s []sleep
		for range 40 {
			t0 := time.Now()
			time.Sleep(time.Millisecond)
			s = append(s, sleep{t0, time.Now()})
		}
		done.Store(true)
		sleeps <- s
	}
	k := freshTwice(func(int) {
		if started.CompareAndSwap(false, true) {
			go sleeper()
		}
		for t0 := time.Now(); !done.Load() && time.Since(t0) < time.Millisecond; {
		}
	})
	ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(cl, sycl.NativeDevice()))
	require.NoError(t, err)
	defer ce.Close()
	start := time.Now()
	rep := launchTwice(t, ce, k, 1<<14)
	var s []sleep
	select {
	case s = <-sleeps:
	case <-time.After(10 * time.Second):
		t.Fatal("the sleeper did not end")
	}
	joined := start.Add(rep.Units[0].Joined)
	var over []time.Duration
	for _, x := range s {
		if x.end.Before(joined) {
			over = append(over, x.end.Sub(x.start)-time.Millisecond)
		}
	}
	require.GreaterOrEqual(t, len(over), 3, "sleeps of 1 ms ended before PoCL joined, %v into the launch (its build took %v)\n%v", rep.Units[0].Joined, rep.Units[0].Built, rep)
	slices.Sort(over)
	require.Less(t, over[len(over)/2], 5*time.Millisecond, "a 1 ms sleep's overshoot while the native unit ran alone and PoCL built (median of %d: %v)\n%v", len(over), over, rep)
}
