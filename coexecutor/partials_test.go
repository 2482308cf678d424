package coexecutor_test

// The tests of the reductions' partial results kept between launches
// (partials.go): exact results with every scheduler over repeated
// launches, units that sit out a launch between two they run in, the
// report's Setup and Combine, and Close releasing the pooled memory.

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"strings"
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

// int32Want is what Int32Reductions gives over x, combined with the
// elements' initial values init (sum, prod, lo, hi, and, or, xor).
func int32Want(x []int32, init [7]int32) [7]int32 {
	w := init
	for _, v := range x {
		w[0] += v
		w[1] *= v
		w[2] = min(w[2], v)
		w[3] = max(w[3], v)
		w[4] &= v
		w[5] |= v
		w[6] ^= v
	}
	return w
}

// launchInt32 co-executes Int32Reductions over x's first n elements, each
// result element read and written (combined with init), and returns the
// results.
func launchInt32(t *testing.T, ce *coexecutor.Coexecutor, bx *buffer.Buffer[int32], n int, init [7]int32) ([7]int32, *coexecutor.Report) {
	t.Helper()
	var got [7]int32
	outs := make([]*buffer.Buffer[int32], 7)
	args := []any{bx}
	for i := range outs {
		outs[i] = buffer.New(got[i : i+1])
		got[i] = init[i]
		args = append(args, coexecutor.InOut(outs[i]))
	}
	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.Int32ReductionsKernel.Kernel, args...)
	for _, o := range outs {
		err = errors.Join(err, o.Close())
	}
	require.NoError(t, err)
	return got, rep
}

// faultedInt32 is the setup of the tests that inject a fault into a
// co-executed Int32Reductions over faultedN elements: the kernel,
// prepared on every device, and its input x[i] = i%period - period/2, in
// a buffer closed when the test ends.
type faultedInt32 struct {
	k  *sycl.Kernel
	x  []int32
	bx *buffer.Buffer[int32]
}

const faultedN = 1 << 12

func newFaultedInt32(t *testing.T, devs []*sycl.Device, period int) *faultedInt32 {
	t.Helper()
	k := kernels.Int32ReductionsKernel.Kernel
	prepare(t, devs, k)
	x := make([]int32, faultedN)
	for i := range x {
		x[i] = int32(i%period - period/2)
	}
	bx := buffer.New(x)
	t.Cleanup(func() { require.NoError(t, bx.Close()) })
	return &faultedInt32{k: k, x: x, bx: bx}
}

// launch co-executes the kernel on ce, each result element read and
// written (starting at init), while a fault is injected; it calls restore
// as soon as the launch returns and returns the results, the report and
// the launch's error, which must be the injected fault (or PoCL's
// CL_OUT_OF_RESOURCES, how a failed event reaches the commands behind
// it) where the launch failed.
func (f *faultedInt32) launch(t *testing.T, ce *coexecutor.Coexecutor, init [7]int32, restore func()) ([7]int32, *coexecutor.Report, error) {
	t.Helper()
	res := init
	outs := make([]*buffer.Buffer[int32], 7)
	args := []any{f.bx}
	for i := range outs {
		outs[i] = buffer.New(res[i : i+1])
		args = append(args, coexecutor.InOut(outs[i]))
	}
	rep, err := ce.LaunchKernel(sycl.Range1(faultedN), f.k, args...)
	restore()
	for _, o := range outs {
		_ = o.Close() // a lost element is the launch's error
	}
	if err != nil {
		require.True(t, errors.Is(err, faults.ErrInjected) || strings.Contains(err.Error(), "CL_OUT_OF_RESOURCES"), "%v", err)
	}
	return res, rep, err
}

// requireExactOrKept fails t unless a launch from init with a fault gave
// the exact results, or failed and left the results as they were.
func (f *faultedInt32) requireExactOrKept(t *testing.T, init, res [7]int32, rep *coexecutor.Report, err error) {
	t.Helper()
	if err == nil {
		require.Equal(t, int32Want(f.x, init), res, "the launch succeeded\n%v", rep)
	} else {
		require.Equal(t, init, res, "the launch failed (%v): the results are left as they were\n%v", err, rep)
	}
}

// Every scheduler's co-executed reductions are exact for integer
// combiners and within reassociation for a float sum, launch after
// launch on the same Coexecutor, whose partial results are the last
// launch's.
func TestPooledPartialsExact(t *testing.T) {
	devs := allDevices(t)
	if len(devs) < 2 {
		t.Skip("needs two devices")
	}
	defer opencl.CopyOnCPU()() // OpenCL CPU devices keep copies, as a GPU
	prepare(t, devs, kernels.Int32ReductionsKernel.Kernel, kernels.SumFloat32Kernel.Kernel)
	const n = 1 << 14
	x := make([]int32, n)
	f := make([]float32, n)
	var fwant float64
	for i := range x {
		x[i] = int32(uint32(i)*2654435761>>20) - 2048
		if i%97 == 0 {
			x[i] = 1 // keeps the product from collapsing to 0 too early
		}
		f[i] = float32(i%1000) / 7
		fwant += float64(f[i])
	}
	bx, bf := buffer.New(x), buffer.New(f)
	defer func() { require.NoError(t, errors.Join(bx.Close(), bf.Close())) }()
	policies := []coexecutor.Policy{&coexecutor.Static{}, &coexecutor.Dynamic{}, &coexecutor.HGuided{}, &coexecutor.Sigmoid{},
		&coexecutor.Adaptive{}, &coexecutor.Mash{}, &coexecutor.Memorizing{}, &coexecutor.ProfileStatic{}, quota{3}}
	// The partials' host memory is pinned where a device gives it (a GPU;
	// PinWith stands one in), Go memory otherwise.
	var pinner *sycl.Device
	for _, d := range devs {
		if !d.IsNative() {
			pinner = d
			break
		}
	}
	for _, pinned := range []bool{false, true} {
		if pinned && pinner == nil {
			continue
		}
		if !pinned && pinnedByDefault() {
			t.Log("pinned=false not run: a GPU here pins host memory whatever the test does")
			continue
		}
		if pinned {
			restore := opencl.PinWith(memory.LocationOf(pinner))
			defer restore()
		}
		for _, pol := range policies {
			for _, guarded := range []bool{false, true} {
				t.Run(fmt.Sprintf("pinned=%v/%s/guarded=%v", pinned, pol.Name(), guarded), func(t *testing.T) {
					opts := []coexecutor.Option{coexecutor.DeviceList(devs...)}
					if !guarded {
						opts = append(opts, unguarded)
					}
					ce, err := coexecutor.New(pol, opts...)
					require.NoError(t, err)
					defer func() { require.NoError(t, ce.Close()) }()
					for launch := range 4 {
						init := [7]int32{int32(launch), 3, 5000, -5000, -1, 0, 0x55}
						got, rep := launchInt32(t, ce, bx, n, init)
						require.Equal(t, int32Want(x, init), got, "launch %d\n%v", launch, rep)
						require.Positive(t, rep.Setup, "launch %d", launch)
						require.Positive(t, rep.Combine, "launch %d", launch)

						sum := []float32{-1}
						bs := buffer.New(sum)
						rep, err = ce.LaunchKernel(sycl.Range1(n), kernels.SumFloat32Kernel.Kernel, bf, coexecutor.Out(bs))
						require.NoError(t, errors.Join(err, bs.Close()))
						require.InDelta(t, fwant, float64(sum[0]), 1e-5*fwant, "launch %d: float sum\n%v", launch, rep)
					}
					require.Equal(t, pinned, coexecutor.PartialsPinned(ce, kernels.SumFloat32Kernel.Kernel), "the pooled partials' host memory")
				})
			}
		}
	}
}

// A unit that sits out a launch between two that it runs in contributes
// nothing to it: its partial result, left from the launch before, is
// set to the identity. Static with equal powers gives a launch of one
// work-group to one unit, and one of many to both.
func TestPooledPartialsIdleUnit(t *testing.T) {
	devs := allDevices(t)
	if len(devs) < 2 {
		t.Skip("needs two devices")
	}
	devs = devs[:2] // two units, of equal powers
	defer opencl.CopyOnCPU()()
	prepare(t, devs, kernels.Int32ReductionsKernel.Kernel)
	const n, lws = 1 << 12, 64
	x := make([]int32, n)
	for i := range x {
		x[i] = int32(i%13) + 1
	}
	bx := buffer.New(x)
	defer func() { require.NoError(t, bx.Close()) }()
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(devs...), unguarded, coexecutor.Powers(1, 1), coexecutor.LocalSize(lws))
	require.NoError(t, err)
	defer func() { require.NoError(t, ce.Close()) }()
	init := [7]int32{0, 1, math.MaxInt32, math.MinInt32, -1, 0, 0}
	for launch, size := range []int{n, lws, n, lws / 2, n} {
		got, rep := launchInt32(t, ce, bx, size, init)
		require.Equal(t, int32Want(x[:size], init), got, "launch %d of %d work-items\n%v", launch, size, rep)
		idle := 0
		for _, u := range rep.Units {
			if u.Packages == 0 {
				idle++
			}
		}
		if size == n {
			require.Zero(t, idle, "launch %d: both units run\n%v", launch, rep)
		} else {
			require.Equal(t, 1, idle, "launch %d: one work-group, one unit\n%v", launch, rep)
		}
	}
}

// Repeated launches allocate no device memory for their reductions once
// the first has run (the partial results are the Coexecutor's, reused),
// and Close releases it: the OpenCL objects live before the Coexecutor
// are live again after it.
func TestPooledPartialsReleasedOnClose(t *testing.T) {
	devs := allDevices(t)
	if len(devs) < 2 {
		t.Skip("needs two devices")
	}
	defer opencl.CopyOnCPU()()
	prepare(t, devs, kernels.Int32ReductionsKernel.Kernel)
	const n = 1 << 12
	x := make([]int32, n)
	for i := range x {
		x[i] = int32(i % 5)
	}
	bx := buffer.New(x)
	before := opencl.Live()
	ce, err := coexecutor.New(quota{2}, coexecutor.DeviceList(devs...), unguarded)
	require.NoError(t, err)
	init := [7]int32{0, 1, math.MaxInt32, math.MinInt32, -1, 0, 0}
	var first opencl.LiveObjects
	for launch := range 5 {
		got, rep := launchInt32(t, ce, bx, n, init)
		require.Equal(t, int32Want(x, init), got, "launch %d\n%v", launch, rep)
		requireAllWorked(t, rep)
		if launch == 1 {
			first = opencl.Live()
		}
		if launch > 1 {
			require.Equal(t, first.Buffers, opencl.Live().Buffers, "launch %d: device buffers after it", launch)
		}
	}
	require.NoError(t, ce.Close())
	require.NoError(t, bx.Close())
	after := opencl.Live()
	require.Equal(t, before.Buffers, after.Buffers, "device buffers left after Close")
}

// The units' copies of memory updated with atomics are kept from one
// launch to the next and set to the identity again: a histogram
// co-executed launch after launch on one Coexecutor, into bins of
// changing length, counts exactly with every policy, and Close releases
// the copies.
func TestPooledPrivateCopies(t *testing.T) {
	devs := allDevices(t)
	if len(devs) < 2 {
		t.Skip("needs two devices")
	}
	defer opencl.CopyOnCPU()()
	prepare(t, devs, kernels.Histogram256Kernel.Kernel)
	const n = 1 << 13
	data := make([]uint8, n)
	var want [256]uint32
	for i := range data {
		data[i] = uint8(uint32(i) * 2654435761 >> 24)
		want[data[i]]++
	}
	bd := buffer.New(data)
	before := opencl.Live()
	policies := []coexecutor.Policy{&coexecutor.Static{}, &coexecutor.Dynamic{}, &coexecutor.HGuided{}, &coexecutor.Sigmoid{},
		&coexecutor.Adaptive{}, &coexecutor.Mash{}, &coexecutor.Memorizing{}, &coexecutor.ProfileStatic{}, quota{2}}
	for _, pol := range policies {
		ce, err := coexecutor.New(pol, coexecutor.DeviceList(devs...), unguarded)
		require.NoError(t, err)
		for launch, nbins := range []int{256, 256, 300, 256, 256} {
			bins := make([]uint32, nbins)
			bins[0], bins[nbins-1] = 7, 9 // combined with the counts
			bb := buffer.New(bins)
			rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.Histogram256Kernel.Kernel, bd, bb)
			require.NoError(t, errors.Join(err, bb.Close()))
			for i, c := range bins {
				w := uint32(0)
				if i < 256 {
					w = want[i]
				}
				switch i {
				case 0:
					w += 7
				case nbins - 1:
					w += 9
				}
				require.Equal(t, w, c, "%s, launch %d, bin %d of %d\n%v", pol.Name(), launch, i, nbins, rep)
			}
		}
		require.NoError(t, ce.Close())
	}
	require.NoError(t, bd.Close())
	require.Equal(t, before.Buffers, opencl.Live().Buffers, "device buffers left after Close")
}

// A launch reads each device's partial results of all its reductions in
// one transfer: Int32Reductions' seven reductions co-executed on the
// native device and an OpenCL device that keeps copies read the OpenCL
// unit's seven partials once per launch, from one pooled buffer.
func TestPartialsOneReadPerDevice(t *testing.T) {
	devs := allDevices(t)
	if len(devs) < 2 {
		t.Skip("needs two devices")
	}
	defer opencl.CopyOnCPU()()
	prepare(t, devs, kernels.Int32ReductionsKernel.Kernel)
	const n = 1 << 12
	x := make([]int32, n)
	for i := range x {
		x[i] = int32(i%11) - 5
	}
	bx := buffer.New(x)
	defer func() { require.NoError(t, bx.Close()) }()
	ce, err := coexecutor.New(quota{2}, coexecutor.DeviceList(devs...), unguarded)
	require.NoError(t, err)
	defer func() { require.NoError(t, ce.Close()) }()
	init := [7]int32{0, 1, math.MaxInt32, math.MinInt32, -1, 0, 0}
	for launch := 1; launch <= 4; launch++ {
		got, rep := launchInt32(t, ce, bx, n, init)
		require.Equal(t, int32Want(x, init), got, "launch %d\n%v", launch, rep)
		requireAllWorked(t, rep)
		opencls := 0
		for _, d := range devs {
			if !d.IsNative() {
				opencls++
			}
		}
		reads, pooled := coexecutor.PartialReads(ce, kernels.Int32ReductionsKernel.Kernel)
		require.Equal(t, 1, pooled, "launch %d: one buffer holds the partials", launch)
		require.Equal(t, launch*opencls, reads, "launch %d: reads of the partials", launch)
	}
}

// An OpenCL unit's partial results reach the host chained on the device
// to its last package (hooks.last): one copy per launch, enqueued as the
// package is, and none by the Director when it combines them, whether
// the unit's last package is its first or a later one, and however many
// it keeps in flight.
func TestPartialsChainedToLastPackage(t *testing.T) {
	cl := openCLDevice(t)
	defer opencl.CopyOnCPU()()
	k := kernels.Int32ReductionsKernel.Kernel
	prepare(t, []*sycl.Device{cl}, k)
	// Two work-groups of 256 items per compute unit in each of up to four
	// packages: a package below the device's fill would grow to it, and
	// the launch run in fewer packages than asked.
	n := 4 * 2 * 256 * max(2, cl.Info().ComputeUnits)
	x := make([]int32, n)
	for i := range x {
		x[i] = int32(i%13) - 6
	}
	bx := buffer.New(x)
	defer func() { require.NoError(t, bx.Close()) }()
	init := [7]int32{1, 1, math.MaxInt32, math.MinInt32, -1, 0, 7}
	for _, packages := range []int{1, 2, 4} {
		for _, inFlight := range []int{1, 3} {
			t.Run(fmt.Sprintf("packages=%d/inflight=%d", packages, inFlight), func(t *testing.T) {
				ce, err := coexecutor.New(quota{packages}, coexecutor.DeviceList(cl), unguarded, coexecutor.InFlight(inFlight))
				require.NoError(t, err)
				defer func() { require.NoError(t, ce.Close()) }()
				for launch := 1; launch <= 3; launch++ {
					chained := memory.ChainedCopies()
					got, rep := launchInt32(t, ce, bx, n, init)
					require.Equal(t, int32Want(x, init), got, "launch %d\n%v", launch, rep)
					require.GreaterOrEqual(t, rep.Units[0].Packages, packages, "launch %d: packages (pieces of them count)\n%v", launch, rep)
					require.Equal(t, int64(1), memory.ChainedCopies()-chained, "launch %d: copies of the partials chained to the last package", launch)
					reads, _ := coexecutor.PartialReads(ce, k)
					require.Equal(t, launch, reads, "launch %d: reads of the partials, the chained one included", launch)
				}
			})
		}
	}
}

// An OpenCL unit's copy of memory updated with atomics reaches the host
// chained on the device to its last package, as the reductions' partials
// do: a histogram co-executed on the OpenCL device alone copies its bins
// home once per launch, chained, and counts exactly.
func TestPrivateCopyChainedToLastPackage(t *testing.T) {
	cl := openCLDevice(t)
	defer opencl.CopyOnCPU()()
	k := kernels.Histogram256Kernel.Kernel
	prepare(t, []*sycl.Device{cl}, k)
	const n = 1 << 13
	data := make([]uint8, n)
	var want [256]uint32
	for i := range data {
		data[i] = uint8(uint32(i) * 2654435761 >> 24)
		want[data[i]]++
	}
	bd := buffer.New(data)
	defer func() { require.NoError(t, bd.Close()) }()
	for _, packages := range []int{1, 3} {
		t.Run(fmt.Sprintf("packages=%d", packages), func(t *testing.T) {
			ce, err := coexecutor.New(quota{packages}, coexecutor.DeviceList(cl), unguarded)
			require.NoError(t, err)
			defer func() { require.NoError(t, ce.Close()) }()
			for launch := 1; launch <= 3; launch++ {
				bins := make([]uint32, 256)
				bb := buffer.New(bins)
				chained := memory.ChainedCopies()
				rep, err := ce.LaunchKernel(sycl.Range1(n), k, bd, bb)
				require.NoError(t, errors.Join(err, bb.Close()))
				require.Equal(t, want[:], bins, "launch %d\n%v", launch, rep)
				require.Equal(t, int64(1), memory.ChainedCopies()-chained, "launch %d: copies of the bins chained to the last package", launch)
			}
		})
	}
}

// A co-executed reduction whose OpenCL unit's package is refused by the
// device, or fails halfway (its Finish kernel then never runs), either succeeds with exact results, another unit having run the
// package, or fails leaving the result elements as they were: never a
// result combined from a previous launch's partials, whichever of the
// unit's packages fails, and the launches after it are exact.
func TestPooledPartialsFaults(t *testing.T) {
	cl := openCLDevice(t)
	defer opencl.CopyOnCPU()()
	devs := []*sycl.Device{sycl.NativeDevice(), cl}
	f := newFaultedInt32(t, devs, 17)
	k, x, bx, n := f.k, f.x, f.bx, faultedN
	init := [7]int32{5, 1, math.MaxInt32, math.MinInt32, -1, 0, 3}
	for _, kind := range []faults.Kind{faults.Fail, faults.Partial} {
		for _, which := range []int32{1, 2, 3} { // the unit's package that fails
			t.Run(fmt.Sprintf("%v/package%d", kind, which), func(t *testing.T) {
				ce, err := coexecutor.New(quota{3}, coexecutor.DeviceList(devs...), unguarded, coexecutor.InFlight(2))
				require.NoError(t, err)
				defer func() { require.NoError(t, ce.Close()) }()
				got, rep := launchInt32(t, ce, bx, n, init) // fills the pool
				require.Equal(t, int32Want(x, init), got, "%v", rep)
				var seen atomic.Int32
				restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
					if s.Device == cl.Name() && !s.Native && s.Kernel == k.Name && seen.Add(1) == which {
						return faults.Fault{Kind: kind}
					}
					return faults.Fault{}
				})
				res, rep, err := f.launch(t, ce, init, restore)
				require.GreaterOrEqual(t, seen.Load(), which, "the OpenCL unit ran fewer packages than the one that fails\n%v", rep)
				t.Logf("launch with a fault: %v", err)
				f.requireExactOrKept(t, init, res, rep, err)
				for launch := range 2 {
					got, rep := launchInt32(t, ce, bx, n, init)
					require.Equal(t, int32Want(x, init), got, "launch %d after the fault\n%v", launch, rep)
				}
			})
		}
	}
}

// A co-executed reduction whose OpenCL unit's first package fails halfway
// (faults.Partial: the kernel's event fails and the Finish kernel queued
// behind it never runs) ends, with every scheduler: exact results, or an
// error naming the injected failure with the results left as they were.
// It hung in the wait for the Finish kernel; a watchdog turns a hang into
// a failure.
func TestReductionPartialFaultEveryScheduler(t *testing.T) {
	cl := openCLDevice(t)
	defer opencl.CopyOnCPU()()
	devs := []*sycl.Device{cl, sycl.NativeDevice()}
	f := newFaultedInt32(t, devs, 17)
	k, x, bx, n := f.k, f.x, f.bx, faultedN
	init := [7]int32{5, 1, math.MaxInt32, math.MinInt32, -1, 0, 3}
	policies := []coexecutor.Policy{&coexecutor.Static{}, &coexecutor.Dynamic{}, &coexecutor.HGuided{}, &coexecutor.Sigmoid{},
		&coexecutor.Adaptive{}, &coexecutor.Mash{}, &coexecutor.Memorizing{}, &coexecutor.ProfileStatic{}}
	for _, pol := range policies {
		t.Run(pol.Name(), func(t *testing.T) {
			watchdog := time.AfterFunc(2*time.Minute, func() {
				buf := make([]byte, 1<<20)
				panic(fmt.Sprintf("%s hung\n%s", t.Name(), buf[:runtime.Stack(buf, true)]))
			})
			defer watchdog.Stop()
			ce, err := coexecutor.New(pol, coexecutor.DeviceList(devs...), coexecutor.Powers(1, 1), unguarded)
			require.NoError(t, err)
			defer func() { require.NoError(t, ce.Close()) }()
			var seen atomic.Int32
			restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
				if s.Device == cl.Name() && !s.Native && s.Kernel == k.Name && seen.Add(1) == 1 {
					return faults.Fault{Kind: faults.Partial}
				}
				return faults.Fault{}
			})
			res, rep, err := f.launch(t, ce, init, restore)
			require.GreaterOrEqual(t, seen.Load(), int32(1), "the OpenCL unit ran no package\n%v", rep)
			f.requireExactOrKept(t, init, res, rep, err)
			got, rep := launchInt32(t, ce, bx, n, init)
			require.Equal(t, int32Want(x, init), got, "the launch after the fault\n%v", rep)
		})
	}
}

// pinnedByDefault reports whether pinned host memory is to be had without
// opencl.PinWith: a GPU gives it, so a case that needs Go memory for the
// runtime's host buffers cannot run.
func pinnedByDefault() bool {
	p, err := opencl.PinnedAlloc(1)
	if err != nil {
		return false
	}
	p.Free()
	return true
}
