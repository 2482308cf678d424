package coexecutor_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

var policies = []coexecutor.Policy{&coexecutor.Static{}, &coexecutor.Dynamic{}, &coexecutor.HGuided{}}

// allDevices returns the devices the runtime sees.
//
// With GOSYCL_REQUIRE_OPENCL set (the test script sets it where PoCL is
// installed) a machine without an OpenCL device fails the test: the
// tests that need one would otherwise skip silently.
func allDevices(t testing.TB) []*sycl.Device {
	devs, err := sycl.Devices()
	require.NoError(t, err)
	if os.Getenv("GOSYCL_REQUIRE_OPENCL") != "" && !slices.ContainsFunc(devs, func(d *sycl.Device) bool { return !d.IsNative() }) {
		t.Fatalf("GOSYCL_REQUIRE_OPENCL is set and no OpenCL device was found: %v", devs)
	}
	return devs
}

// deviceSets returns the non-empty subsets of the visible devices.
func deviceSets(devs []*sycl.Device) [][]*sycl.Device {
	var out [][]*sycl.Device
	for mask := 1; mask < 1<<len(devs); mask++ {
		var s []*sycl.Device
		for i, d := range devs {
			if mask&(1<<i) != 0 {
				s = append(s, d)
			}
		}
		out = append(out, s)
	}
	return out
}

// Every work-item runs exactly once, packages are whole work-groups that
// do not overlap and cover the range, whatever the range, local size,
// device set and scheduler.
func TestEveryWorkItemOnce(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	devs := allDevices(t)
	for trial := 0; trial < 24; trial++ {
		set := deviceSets(devs)[r.IntN(1<<len(devs)-1)]
		pol := policies[trial%len(policies)]
		lws := []int{1, 3, 16, 64}[r.IntN(4)]
		var rng sycl.Space
		var items, dim0 int
		if trial%3 == 2 {
			rows, cols := 1+r.IntN(40), 1+r.IntN(50)
			rng, items, dim0 = sycl.Range2(rows, cols), rows*cols, rows
		} else {
			n := 1 + r.IntN(5000)
			rng, items, dim0 = sycl.Range1(n), n, n
		}
		name := fmt.Sprintf("%d/%s/%d-devices/%d-items/lws%d", trial, pol.Name(), len(set), items, lws)
		t.Run(name, func(t *testing.T) {
			ce, err := coexecutor.New(withPackages(pol, 1+r.IntN(9)), coexecutor.DeviceList(set...), coexecutor.LocalSize(lws))
			require.NoError(t, err)
			defer ce.Close()
			counts := make([]int32, items)
			b := buffer.New(counts)
			rep, err := ce.LaunchKernel(rng, kernels.CountKernel.Kernel, b)
			require.NoError(t, err)
			require.NoError(t, b.Close())
			for i, c := range counts {
				require.Equal(t, int32(1), c, "work-item %d ran %d times\n%v", i, c, rep)
			}
			// Packages: whole work-groups, no overlap, full cover.
			covered := make([]int, dim0)
			for _, p := range rep.Packages {
				require.Zero(t, p.Offset%lws, "package %v does not start on a work-group", p)
				if p.Offset+p.Size != dim0 {
					require.Zero(t, p.Size%lws, "package %v is ragged but not last", p)
				}
				for i := p.Offset; i < p.Offset+p.Size; i++ {
					covered[i]++
				}
			}
			for i, c := range covered {
				require.Equal(t, 1, c, "index %d is in %d packages", i, c)
			}
		})
	}
}

// The output of a co-executed launch equals a single device's.
func TestSameAsSingleDevice(t *testing.T) {
	devs := allDevices(t)
	n := 1<<14 + 37
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(i) * 0.5
	}
	want := make([]float32, n)
	for i := range want {
		want[i] = 3*x[i] + 1
	}
	for _, pol := range policies {
		t.Run(pol.Name(), func(t *testing.T) {
			ce, err := coexecutor.New(pol, coexecutor.DeviceList(devs...))
			require.NoError(t, err)
			defer ce.Close()
			y := make([]float32, n)
			for i := range y {
				y[i] = 1
			}
			bx, by := buffer.New(x), buffer.New(y)
			rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(3), bx, by)
			require.NoError(t, err)
			require.NoError(t, by.Close())
			require.NoError(t, bx.Close())
			require.Equal(t, want, y)
			assert.Greater(t, rep.Balance, 0.0)
			assert.Len(t, rep.Units, len(devs))
			t.Log(rep)
		})
	}
}

// A unit whose package fails is retired and its package runs elsewhere;
// when every unit fails, the launch fails.
func TestFailingUnitIsRetired(t *testing.T) {
	devs := allDevices(t)
	var cl *sycl.Device
	for _, d := range devs {
		if !d.IsNative() {
			cl = d
		}
	}
	if cl == nil {
		t.Skip("needs an OpenCL device next to the native one")
	}
	n := 4096
	ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 16}, coexecutor.DeviceList(cl, sycl.NativeDevice()))
	require.NoError(t, err)
	defer ce.Close()
	counts := make([]int32, n)
	b := buffer.New(counts)
	opencl.InjectLaunchFaults(1)
	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b)
	opencl.InjectLaunchFaults(0)
	require.NoError(t, err, "the native unit finishes the work")
	require.NoError(t, b.Close())
	for i, c := range counts {
		require.Equal(t, int32(1), c, "work-item %d", i)
	}
	require.True(t, rep.Units[0].Retired, "the failing unit is named in the report:\n%v", rep)
	require.ErrorContains(t, rep.Units[0].Err, "injected fault")
	assert.Contains(t, rep.String(), "retired")

	// Every unit failing fails the launch.
	only, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.DeviceList(cl))
	require.NoError(t, err)
	defer only.Close()
	opencl.InjectLaunchFaults(1000)
	b2 := buffer.New(make([]int32, n))
	_, err = only.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b2)
	opencl.InjectLaunchFaults(0)
	require.ErrorContains(t, err, "every unit failed")
	b2.Close()
}

// A failing command group on every unit is an error, not a hang.
func TestCommandGroupErrors(t *testing.T) {
	ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(allDevices(t)...))
	require.NoError(t, err)
	defer ce.Close()
	_, err = ce.Launch(sycl.Range1(100), func(pkg coexecutor.Package, h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(0), kernels.CountKernel.Bind(nil))
	})
	require.Error(t, err)
}

func TestCancellation(t *testing.T) {
	ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 64}, coexecutor.DeviceList(sycl.NativeDevice()), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
	require.NoError(t, err)
	defer ce.Close()
	ctx, cancel := context.WithCancel(context.Background())
	var mu sync.Mutex
	ran := 0
	_, err = ce.LaunchContext(ctx, sycl.Range1(64*256), func(pkg coexecutor.Package, h *sycl.Handler) {
		mu.Lock()
		ran++
		if ran == 3 {
			cancel()
		}
		mu.Unlock()
		h.HostTask(func() error { time.Sleep(time.Millisecond); return nil })
	})
	require.ErrorIs(t, err, context.Canceled)
	mu.Lock()
	assert.Less(t, ran, 64, "packages kept being handed out after cancellation")
	mu.Unlock()
}

func TestConcurrentLaunches(t *testing.T) {
	ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(allDevices(t)...))
	require.NoError(t, err)
	defer ce.Close()
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			n := 3000 + g*111
			counts := make([]int32, n)
			b := buffer.New(counts)
			if _, err := ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b); err != nil {
				errs <- err
				return
			}
			b.Close()
			for i, c := range counts {
				if c != 1 {
					errs <- fmt.Errorf("launch %d: work-item %d ran %d times", g, i, c)
					return
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestBadInput(t *testing.T) {
	nat := sycl.NativeDevice()
	cases := []struct {
		name string
		new  func() (*coexecutor.Coexecutor, error)
		want string
	}{
		{"no policy", func() (*coexecutor.Coexecutor, error) { return coexecutor.New(nil) }, "needs a scheduling policy"},
		{"empty device set", func() (*coexecutor.Coexecutor, error) {
			return coexecutor.New(&coexecutor.Static{}, coexecutor.Devices(sycl.ByName("no such device")))
		}, "matches no device"},
		{"same device twice", func() (*coexecutor.Coexecutor, error) {
			return coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(nat, nat))
		}, "given twice"},
		{"negative power", func() (*coexecutor.Coexecutor, error) {
			return coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(nat), coexecutor.Powers(-1))
		}, "not negative"},
		{"zero powers", func() (*coexecutor.Coexecutor, error) {
			return coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(nat), coexecutor.Powers(0))
		}, "at least one power must be positive"},
		{"powers per device", func() (*coexecutor.Coexecutor, error) {
			return coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(nat), coexecutor.Powers(1, 2))
		}, "2 powers given for 1 devices"},
		{"CPU share", func() (*coexecutor.Coexecutor, error) {
			return coexecutor.New(&coexecutor.HGuided{}, coexecutor.PowerHint(1.5))
		}, "between 0 and 1"},
		{"package count", func() (*coexecutor.Coexecutor, error) {
			return coexecutor.New(&coexecutor.Dynamic{Packages: -1})
		}, "at least 1"},
		{"k", func() (*coexecutor.Coexecutor, error) { return coexecutor.New(&coexecutor.HGuided{K: -1}) }, "k must be positive"},
		{"local size", func() (*coexecutor.Coexecutor, error) {
			return coexecutor.New(&coexecutor.HGuided{}, coexecutor.LocalSize(0))
		}, "must be positive"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ce, err := c.new()
			if ce != nil {
				ce.Close()
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.True(t, strings.HasPrefix(err.Error(), "coexecutor: "), err.Error())
		})
	}
	ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(nat))
	require.NoError(t, err)
	defer ce.Close()
	noop := func(coexecutor.Package, *sycl.Handler) {}
	for name, rng := range map[string]sycl.Space{
		"zero range":         sycl.Range1(0),
		"local not dividing": sycl.NDRange1(100, 64),
		"negative dimension": sycl.Range2(3, -1),
	} {
		_, err := ce.Launch(rng, noop)
		assert.Error(t, err, name)
	}
	_, err = ce.LaunchKernel(sycl.Range1(10), kernels.CountKernel.Kernel)
	assert.ErrorContains(t, err, "takes 1 arguments, got 0")
	_, err = ce.Launch(sycl.Range1(10), nil)
	assert.Error(t, err)
	assert.True(t, errors.Is(err, err))
	// A nil context is an error, as sycl's WaitContext makes it, not a
	// crash in the launch.
	//lint:ignore SA1012 a nil context is the bad input under test
	_, err = ce.LaunchKernelContext(nil, sycl.Range1(10), kernels.CountKernel.Kernel, buffer.New(make([]int32, 10)))
	assert.ErrorContains(t, err, "coexecutor: LaunchKernelContext(nil context)")
	//lint:ignore SA1012 a nil context is the bad input under test
	_, err = ce.LaunchContext(nil, sycl.Range1(10), noop)
	assert.ErrorContains(t, err, "coexecutor: LaunchContext(nil context)")
	//lint:ignore SA1012 a nil context is the bad input under test
	_, err = ce.Run(nil, sycl.Range1(10), nil)
	assert.ErrorContains(t, err, "coexecutor: Run(nil context)")

	// A Coexecutor that New did not make, nil or zero, and one closed,
	// fail every launch with an error before anything runs.
	out := make([]int32, 10)
	for name, c := range map[string]*coexecutor.Coexecutor{"nil": nil, "zero": {}} {
		_, err := c.LaunchKernel(sycl.Range1(10), kernels.CountKernel.Kernel, buffer.New(out))
		assert.ErrorContains(t, err, "coexecutor: LaunchKernel on a Coexecutor that New did not make", name)
		_, err = c.Launch(sycl.Range1(10), noop)
		assert.ErrorContains(t, err, "coexecutor: Launch on a Coexecutor that New did not make", name)
		_, err = c.Run(context.Background(), sycl.Range1(10), nil)
		assert.ErrorContains(t, err, "coexecutor: Run on a Coexecutor that New did not make", name)
		assert.Empty(t, c.Devices(), name)
	}
	assert.Error(t, (*coexecutor.Coexecutor)(nil).Close())
	closed, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(nat))
	require.NoError(t, err)
	require.NoError(t, closed.Close())
	require.NoError(t, closed.Close(), "Close of a closed Coexecutor")
	_, err = closed.LaunchKernel(sycl.Range1(10), kernels.CountKernel.Kernel, buffer.New(out))
	assert.ErrorIs(t, err, coexecutor.ErrClosed)
	assert.ErrorContains(t, err, "LaunchKernel after Close")
	_, err = closed.Launch(sycl.Range1(10), noop)
	assert.ErrorIs(t, err, coexecutor.ErrClosed)
	assert.Equal(t, make([]int32, 10), out, "no launch ran")

	// What such a launch returns, a nil Report, prints and traces
	// without a crash.
	var none *coexecutor.Report
	assert.Equal(t, "<nil>", none.String())
	assert.Error(t, none.WriteTrace(io.Discard))
}

// A range with an offset runs exactly its work-items, on every device,
// and outputs follow the work-items' global indices.
func TestRangeWithOffset(t *testing.T) {
	for _, d := range allDevices(t) {
		t.Run(d.Name(), func(t *testing.T) {
			ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 3}, coexecutor.DeviceList(d), coexecutor.LocalSize(10))
			require.NoError(t, err)
			defer ce.Close()
			for _, c := range []struct {
				rng    sycl.Space
				n      int
				lo, hi int // the elements the work-items own
			}{
				{sycl.Range1(100).WithOffset(50), 150, 50, 150},
				{sycl.Range2(6, 5).WithOffset(3, 0), 45, 15, 45},
			} {
				counts := make([]int32, c.n)
				b := buffer.New(counts)
				_, err := ce.LaunchKernel(c.rng, kernels.CountKernel.Kernel, b)
				require.NoError(t, err, "%v", c.rng)
				require.NoError(t, b.Close())
				for i, v := range counts {
					want := int32(0)
					if i >= c.lo && i < c.hi {
						want = 1
					}
					require.Equal(t, want, v, "%v: element %d", c.rng, i)
				}
			}
		})
	}
}

// InPart: each package's device receives only the part of an input its
// rows read, and the results are right; a part outside the memory is an
// error that names the parameter.
func TestInPart(t *testing.T) {
	defer opencl.CopyOnCPU()() // PoCL stands in for a device with memory of its own
	devs := allDevices(t)
	const n = 1 << 14
	ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 8}, coexecutor.DeviceList(devs...), coexecutor.LocalSize(64))
	require.NoError(t, err)
	defer ce.Close()
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i), 1
	}
	xb, yb := buffer.New(x), buffer.New(y)
	rows := func(p coexecutor.Package) (int, int) { return p.Offset, p.Offset + p.Size }
	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), coexecutor.InPart(xb, rows), yb)
	require.NoError(t, err)
	require.NoError(t, yb.Close())
	for i := range y {
		require.Equal(t, float32(2*i+1), y[i], "element %d", i)
	}
	openclItems := 0
	for _, u := range rep.Units {
		for _, d := range devs {
			if d.Name() == u.Device && d.Info().Backend == sycl.BackendOpenCL {
				openclItems += u.Items
			}
		}
	}
	require.Positive(t, openclItems, "no OpenCL device took part\n%v", rep)
	assert.Equal(t, int64(4*openclItems), xb.Stats().BytesHostToDevice, "x moved to the OpenCL devices: their rows only\n%v", rep)
	require.NoError(t, xb.Close())

	bad := func(p coexecutor.Package) (int, int) { return p.Offset, p.Offset + p.Size + n }
	xb, yb = buffer.New(x), buffer.New(y)
	_, err = ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), coexecutor.InPart(xb, bad), yb)
	require.ErrorContains(t, err, "parameter x: the part")
	xb.Close()
	yb.Close()
	_, err = ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), coexecutor.InPart(xb, nil), yb)
	require.ErrorContains(t, err, "nil part")
}

// HostCores leaves cores to the host and the launch stays right: an
// OpenCL CPU device computes on a sub-device of one compute unit fewer
// (without the option, on the device given); a negative count is an
// error.
func TestHostCores(t *testing.T) {
	_, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.HostCores(-1))
	require.ErrorContains(t, err, "HostCores(-1)")
	devs := allDevices(t)
	plain, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.DeviceList(devs...))
	require.NoError(t, err)
	require.Equal(t, devs, plain.Devices(), "the units' devices without HostCores")
	plain.Close()
	ce, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.DeviceList(devs...), coexecutor.HostCores(1), coexecutor.LocalSize(16))
	require.NoError(t, err)
	defer ce.Close()
	for i, d := range ce.Devices() {
		given := devs[i]
		if given.IsNative() || given.Type() != sycl.TypeCPU || len(devs) < 2 {
			require.Same(t, given, d, "unit %d's device", i)
			continue
		}
		sub, err := given.SubDevice(max(1, given.Info().ComputeUnits-1))
		require.NoError(t, err)
		require.Same(t, sub, d, "unit %d's device: the sub-device of %s", i, given.Name())
	}
	counts := make([]int32, 5000)
	b := buffer.New(counts)
	_, err = ce.LaunchKernel(sycl.Range1(len(counts)), kernels.CountKernel.Kernel, b)
	require.NoError(t, err)
	require.NoError(t, b.Close())
	for i, c := range counts {
		require.Equal(t, int32(1), c, "work-item %d", i)
	}
}

// First requests are served in unit order, whichever unit's goroutine
// asks first: every launch hands the start of the range to the first
// unit, with either driver.
func TestFirstPackagesInUnitOrder(t *testing.T) {
	devs := allDevices(t)
	if len(devs) < 2 {
		t.Skip("one device: no order to check")
	}
	for _, merged := range []bool{true, false} {
		t.Run(fmt.Sprintf("merged=%t", merged), func(t *testing.T) {
			ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 8}, coexecutor.DeviceList(devs[len(devs)-1], devs[0]), coexecutor.MergeDirector(merged), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
			require.NoError(t, err)
			defer ce.Close()
			b := buffer.New(make([]int32, 1<<12))
			defer b.Close()
			for range 40 {
				rep, err := ce.LaunchKernel(sycl.Range1(1<<12), kernels.CountKernel.Kernel, b)
				require.NoError(t, err)
				first := rep.Packages[0]
				for _, p := range rep.Packages {
					if p.ID < first.ID {
						first = p
					}
				}
				require.Equal(t, [2]int{0, 0}, [2]int{first.Unit, first.FirstGroup}, "the launch's first package: unit and first work-group")
			}
		})
	}
}

// withPackages is pol with m packages where it takes a package count
// (Dynamic, Memorizing, ProfileStatic), pol itself otherwise.
func withPackages(pol coexecutor.Policy, m int) coexecutor.Policy {
	switch p := pol.(type) {
	case *coexecutor.Dynamic:
		return &coexecutor.Dynamic{Packages: m}
	case *coexecutor.Memorizing:
		return &coexecutor.Memorizing{Packages: m, Occupancy: p.Occupancy}
	case *coexecutor.ProfileStatic:
		return &coexecutor.ProfileStatic{Packages: m, Reprofile: p.Reprofile, Occupancy: p.Occupancy}
	}
	return pol
}
