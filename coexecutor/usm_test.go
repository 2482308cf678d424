package coexecutor_test

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/internal/testhook"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
	"github.com/gosycl/gosycl/usm"
)

// USM co-execution: shared allocations of an OpenCL device, used by that
// device and the native one in the same launch, with the device's own
// strategy and emulated (where the device works on a copy of its regions
// of the host mirror, and the native device on the mirror itself).
func TestUSMCoexecution(t *testing.T) {
	cl := openCLDevice(t)
	for _, emulate := range []bool{false, true} {
		t.Run(map[bool]string{false: "device-strategy", true: "emulated"}[emulate], func(t *testing.T) {
			memory.ForceEmulation.Store(emulate)
			defer memory.ForceEmulation.Store(false)
			q, err := sycl.NewQueueOn(cl)
			require.NoError(t, err)
			defer q.Close()
			n := 20000
			x, err := usm.MallocShared[float32](q, n)
			require.NoError(t, err)
			defer x.Free()
			y, err := usm.MallocShared[float32](q, n)
			require.NoError(t, err)
			defer y.Free()
			// Static with equal powers, unguarded: each unit gets half,
			// whatever the timing.
			ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(cl, sycl.NativeDevice()), coexecutor.Powers(1, 1), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
			require.NoError(t, err)
			defer ce.Close()
			for round := 0; round < 2; round++ {
				xs, err := x.Slice()
				require.NoError(t, err)
				ys, err := y.Slice()
				require.NoError(t, err)
				for i := range xs {
					xs[i], ys[i] = float32(i+round), 1
				}
				rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
				require.NoError(t, err)
				for _, u := range rep.Units {
					require.False(t, u.Retired, "%s retired: %v (strategy %v)", u.Device, u.Err, x.Strategy())
					require.Positive(t, u.Packages, "%s did no work", u.Device)
					if cl.UsesHostMemory() && x.Strategy() == usm.FineSVM {
						// Fine-grained SVM of a device that works on host
						// memory: both units use it in place.
						require.Zero(t, u.USM, "%s: USM moves on host memory", u.Device)
						require.Zero(t, u.Moved.Total(), "%s: bytes moved on host memory", u.Device)
					}
				}
				ys, err = y.Slice()
				require.NoError(t, err)
				for i := range ys {
					require.Equal(t, 2*float32(i+round)+1, ys[i], "y[%d], round %d, strategy %v", i, round, x.Strategy())
				}
			}
		})
	}
}

// secondContext is the OpenCL device cl opened in a context of its own:
// memory of cl's context is foreign to it, as another platform's would be.
func secondContext(t *testing.T, cl *sycl.Device) *sycl.Device {
	t.Helper()
	d, _ := testhook.SecondContext(cl).(*sycl.Device)
	require.NotNil(t, d, "a second context on %s", cl.Name())
	return d
}

// usmStrategy makes the allocations of one test case: on the OpenCL
// device with its own strategy, forced to coarse-grained SVM (a GPU's) or
// to buffers, or on the native device.
type usmStrategy struct {
	name   string
	force  *atomic.Bool // memory.ForceCoarse or memory.ForceEmulation, or nil
	native bool         // allocate on the native device
	// pinned: the OpenCL device gives pinned memory (opencl.PinWith), as
	// a GPU does: host-backed allocations are pinned.
	pinned bool
}

var usmStrategies = []usmStrategy{
	{name: "own"},
	{name: "coarse", force: &memory.ForceCoarse},
	{name: "emulated", force: &memory.ForceEmulation},
	{name: "native-home", native: true},
	{name: "pinned-emulated", force: &memory.ForceEmulation, pinned: true},
	{name: "pinned-native-home", native: true, pinned: true},
}

func (s usmStrategy) malloc(t *testing.T, home *sycl.Queue, n int) usm.Ptr[float32] {
	t.Helper()
	if s.force != nil {
		s.force.Store(true)
		defer s.force.Store(false)
	}
	if s.pinned {
		defer opencl.PinWith(memory.LocationOf(home.Device()))()
	}
	q := home
	if s.native {
		var err error
		q, err = sycl.NewQueueOn(sycl.NativeDevice())
		require.NoError(t, err)
		defer q.Close()
	}
	p, err := usm.MallocShared[float32](q, n)
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, p.Free()) })
	want := map[*atomic.Bool]usm.Strategy{&memory.ForceCoarse: usm.CoarseSVM, &memory.ForceEmulation: usm.Emulated}[s.force]
	if s.native {
		want = usm.GoMemory
	}
	if want != 0 && p.Strategy() != want {
		t.Skipf("%s cannot make %s allocations (it made %s)", q.Device().Name(), want, p.Strategy())
	}
	// Where a GPU pins host memory whatever the test does, an allocation
	// of a strategy that does not ask for it may be pinned too.
	if s.pinned || !pinnedByDefault() {
		require.Equal(t, s.pinned, p.Pinned(), "%s: pinned host memory", s.name)
	}
	return p
}

// usmHomes are the devices the cross-device tests allocate on: every
// OpenCL device.
func usmHomes(t *testing.T) []*sycl.Device {
	var out []*sycl.Device
	for _, d := range allDevices(t) {
		if !d.IsNative() {
			out = append(out, d)
		}
	}
	if len(out) == 0 {
		t.Skip("needs an OpenCL device")
	}
	return out
}

// usmDeviceSets are the device sets of the cross-device tests for
// allocations on home: home with the native device, with itself in a
// second context (foreign, as another platform), the two in the other
// order, the second context with the native device (neither is home), and
// home with each other OpenCL device, both orders.
func usmDeviceSets(t *testing.T, home *sycl.Device) map[string][]*sycl.Device {
	other := secondContext(t, home)
	nat := sycl.NativeDevice()
	sets := map[string][]*sycl.Device{
		"home+native":  {home, nat},
		"home+foreign": {home, other},
		"foreign+home": {other, home},
		"foreign+nat":  {other, nat},
	}
	for _, d := range usmHomes(t) {
		if d != home {
			sets["home+"+d.Name()] = []*sycl.Device{home, d}
			sets[d.Name()+"+home"] = []*sycl.Device{d, home}
		}
	}
	return sets
}

// A co-executed USM launch on any two devices, whichever allocated the
// memory and however, computes exactly what one device computes, with
// every unit doing work and none retired: saxpy (each package reads and
// writes its own rows) and matmul (each reads all of b and its rows of
// a), twice, the host changing the inputs between launches.
func TestUSMCoexecutionAnyDevices(t *testing.T) {
	for _, home := range usmHomes(t) {
		t.Run(home.Name(), func(t *testing.T) { testUSMCoexecution(t, home) })
	}
}

func testUSMCoexecution(t *testing.T, home *sycl.Device) {
	sets := usmDeviceSets(t, home)
	hq, err := sycl.NewQueueOn(home)
	require.NoError(t, err)
	defer hq.Close()
	const n, m = 1 << 14, 48 // saxpy elements; matmul size
	for _, st := range usmStrategies {
		for setName, devs := range sets {
			t.Run(st.name+"/"+setName, func(t *testing.T) {
				prepare(t, devs, kernels.SaxpyKernel.Kernel, kernels.MatMulKernel.Kernel)
				ce, err := coexecutor.New(quota{3}, coexecutor.DeviceList(devs...), coexecutor.LocalSize(4), unguarded)
				require.NoError(t, err)
				defer ce.Close()
				x, y := st.malloc(t, hq, n), st.malloc(t, hq, n)
				a, b, c := st.malloc(t, hq, m*m), st.malloc(t, hq, m*m), st.malloc(t, hq, m*m)
				for round := 0; round < 2; round++ {
					xs, ys := slice(t, x), slice(t, y)
					for i := range xs {
						xs[i], ys[i] = float32(i%1000+round), float32(i%7)
					}
					as, bs := slice(t, a), slice(t, b)
					for i := range as {
						as[i], bs[i] = float32((i+round)%5), float32(i%3)
					}
					rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
					require.NoError(t, err)
					requireAllWorked(t, rep)
					ys = slice(t, y)
					for i := range ys {
						require.Equal(t, 2*float32(i%1000+round)+float32(i%7), ys[i], "y[%d], round %d", i, round)
					}
					rep, err = ce.LaunchKernel(sycl.Range2(m, m), kernels.MatMulKernel.Kernel, a, b, c, int32(m))
					require.NoError(t, err)
					requireAllWorked(t, rep)
					as, bs, cs := slice(t, a), slice(t, b), slice(t, c)
					for i := 0; i < m; i++ {
						for j := 0; j < m; j++ {
							var want float32
							for k := 0; k < m; k++ {
								want += as[i*m+k] * bs[k*m+j]
							}
							require.Equal(t, want, cs[i*m+j], "c[%d][%d], round %d", i, j, round)
						}
					}
				}
			})
		}
	}
}

func slice(t *testing.T, p usm.Ptr[float32]) []float32 {
	t.Helper()
	s, err := p.Slice()
	require.NoError(t, err)
	return s
}

// quota gives each unit exactly perUnit equal packages (the last one
// smaller where the work-groups do not divide): every unit works, however
// fast the others take theirs.
type quota struct{ perUnit int }

func (q quota) Name() string { return fmt.Sprintf("quota-%d", q.perUnit) }
func (q quota) New(s coexecutor.Setup) (coexecutor.Scheduler, error) {
	n := len(s.Units) * q.perUnit
	return &quotaSched{given: make([]int, len(s.Units)), perUnit: q.perUnit, size: (s.Groups + n - 1) / n}, nil
}

type quotaSched struct {
	mu            sync.Mutex
	given         []int
	perUnit, size int
}

func (q *quotaSched) Next(u, remaining int) int {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.given[u] == q.perUnit {
		return 0
	}
	q.given[u]++
	return min(q.size, remaining)
}
func (q *quotaSched) Completed(coexecutor.Package) {}

// prepare builds the kernels on the devices, so that no unit of a test
// that needs every unit to work joins its launch late.
func prepare(t testing.TB, devs []*sycl.Device, ks ...*sycl.Kernel) {
	t.Helper()
	for _, d := range devs {
		q, err := sycl.NewQueueOn(d)
		require.NoError(t, err)
		for _, k := range ks {
			require.NoError(t, q.Prepare(k))
		}
		require.NoError(t, q.Close())
	}
}

func requireAllWorked(t *testing.T, rep *coexecutor.Report) {
	t.Helper()
	for _, u := range rep.Units {
		require.False(t, u.Retired, "%s retired: %v\n%v", u.Device, u.Err, rep)
		require.Positive(t, u.Packages, "%s did no work\n%v", u.Device, rep)
	}
}

// What a co-executed USM launch moves, per unit, in a table of cases: the
// allocation's own device maps and unmaps a coarse-grained allocation once
// per launch, however many packages it runs; a unit that uses the
// allocation in place moves nothing; a unit on a copy copies in the
// regions its packages read (saxpy: its rows of x and y) and copies back
// the region each writes (its rows of y), no more. Two launches with 2 and
// 8 packages per unit tell O(1) from O(packages).
func TestUSMMovesPerLaunch(t *testing.T) {
	for _, home := range usmHomes(t) {
		t.Run(home.Name(), func(t *testing.T) { testUSMMoves(t, home) })
	}
}

func testUSMMoves(t *testing.T, home *sycl.Device) {
	sets := usmDeviceSets(t, home)
	hq, err := sycl.NewQueueOn(home)
	require.NoError(t, err)
	defer hq.Close()
	const (
		none = iota // in place
		held        // in place, unmapped once per launch
		copy        // on a copy of its regions
	)
	strategies := map[string]usmStrategy{}
	for _, s := range usmStrategies {
		strategies[s.name] = s
	}
	for _, c := range []struct {
		strategy, set string
		want          [2]int // per unit, in the set's order
		// inPlace: CPU devices of other contexts use host memory in
		// place (PoCL); otherwise they copy, as a GPU does (CopyOnCPU).
		inPlace bool
	}{
		{"own", "home+native", [2]int{none, none}, false},
		{"own", "home+foreign", [2]int{none, copy}, false},
		{"own", "foreign+nat", [2]int{copy, none}, false},
		{"coarse", "home+native", [2]int{held, copy}, false},
		{"coarse", "home+foreign", [2]int{held, copy}, false},
		{"coarse", "foreign+home", [2]int{copy, held}, false},
		{"coarse", "foreign+nat", [2]int{copy, copy}, false},
		{"emulated", "home+native", [2]int{copy, none}, false},
		{"emulated", "home+foreign", [2]int{copy, copy}, false},
		{"native-home", "home+native", [2]int{copy, none}, false},
		{"native-home", "home+foreign", [2]int{copy, copy}, false},
		// Host-backed pinned memory, a GPU's host and shared allocations:
		// the device copies its packages' regions, the native device uses
		// the pinned memory in place.
		{"pinned-emulated", "home+native", [2]int{copy, none}, false},
		{"pinned-emulated", "home+foreign", [2]int{copy, copy}, false},
		{"pinned-emulated", "foreign+nat", [2]int{copy, none}, false},
		{"pinned-native-home", "home+native", [2]int{copy, none}, false},
		{"pinned-native-home", "home+foreign", [2]int{copy, copy}, false},
		// A CPU device of another context uses host memory in place
		// (Go or pinned memory, fine-grained SVM, an emulated mirror):
		// no copies; coarse-grained SVM still needs a copy.
		{"own", "home+foreign", [2]int{none, none}, true},
		{"own", "foreign+nat", [2]int{none, none}, true},
		{"coarse", "home+foreign", [2]int{held, copy}, true},
		{"emulated", "home+foreign", [2]int{copy, none}, true},
		{"native-home", "home+foreign", [2]int{none, none}, true},
		{"pinned-emulated", "foreign+nat", [2]int{none, none}, true},
		{"pinned-native-home", "home+foreign", [2]int{none, none}, true},
	} {
		t.Run(fmt.Sprintf("%s/%s/inplace=%v", c.strategy, c.set, c.inPlace), func(t *testing.T) {
			if !c.inPlace {
				defer opencl.CopyOnCPU()()
			} else if home.Info().Type != sycl.TypeCPU {
				// Its foreign device is home's second context: a GPU too.
				t.Skipf("the in-place rows are of CPU devices; %s is not one (the other rows cover it)", home.Name())
			}
			if c.strategy == "own" && home.Info().SVM&sycl.SVMFineGrainBuffer == 0 {
				t.Skipf("the table's own strategy is fine-grained SVM; %s has none (its coarse rows cover it)", home.Name())
			}
			devs := sets[c.set]
			prepare(t, devs, kernels.SaxpyKernel.Kernel)
			const n = 1 << 12
			st := strategies[c.strategy]
			x, y := st.malloc(t, hq, n), st.malloc(t, hq, n)
			for _, perUnit := range []int{2, 8} {
				ce, err := coexecutor.New(quota{perUnit}, coexecutor.DeviceList(devs...), coexecutor.LocalSize(4), unguarded)
				require.NoError(t, err)
				before := movesOf(x, y)
				rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
				require.NoError(t, err)
				require.NoError(t, ce.Close())
				requireAllWorked(t, rep)
				after := movesOf(x, y)
				for ui, d := range devs {
					loc := memory.LocationOf(d)
					got := after[loc].Sub(before[loc])
					u := rep.Units[ui]
					var want memory.USMStats
					switch c.want[ui] {
					case held:
						want.Maps, want.Unmaps = 2, 2 // x and y, once each
					case copy:
						want.CopiesIn, want.BytesIn = 2*u.Packages, int64(8*u.Items)
						want.CopiesOut, want.BytesOut = u.Packages, int64(4*u.Items)
					}
					require.Equal(t, want, got, "unit %s, %d packages per unit", d.Name(), perUnit)
					require.Equal(t, coexecutor.USMMoves(want), u.USM, "the report of unit %s", d.Name())
				}
			}
		})
	}
}

// In a co-executed launch, a unit that works on a copy of USM allocations
// copies a package's regions in while the package before it on the same
// device still runs, as a buffer's transfers are: with the unit's first
// kernel held, the second package's copies arrive; the results are exact.
func TestUSMCopiesOverlapThePreviousKernel(t *testing.T) {
	home := openCLDevice(t)
	hq, err := sycl.NewQueueOn(home)
	require.NoError(t, err)
	defer hq.Close()
	foreign := secondContext(t, home)
	devs := []*sycl.Device{foreign, home}
	prepare(t, devs, kernels.SaxpyKernel.Kernel)
	defer opencl.CopyOnCPU()() // the foreign unit copies, as a GPU does
	// The device's own strategy, and host-backed pinned memory.
	for _, st := range []usmStrategy{usmStrategies[0], usmStrategies[4]} {
		t.Run(st.name, func(t *testing.T) {
			const n = 1 << 12
			x, y := st.malloc(t, hq, n), st.malloc(t, hq, n)
			xs, ys := slice(t, x), slice(t, y)
			for i := range xs {
				xs[i], ys[i] = float32(i), 1
			}
			ce, err := coexecutor.New(quota{2}, coexecutor.DeviceList(devs...), coexecutor.LocalSize(4),
				coexecutor.Pipeline(1), coexecutor.InFlight(2), unguarded)
			require.NoError(t, err)
			defer ce.Close()
			release := make(chan struct{})
			var launches atomic.Int32
			restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
				if s.Device == foreign.Name() && launches.Add(1) == 1 {
					return faults.Fault{Kind: faults.Hold, Release: release}
				}
				return faults.Fault{}
			})
			defer restore()
			loc := memory.LocationOf(foreign)
			before := movesOf(x, y)[loc]
			done := make(chan error, 1)
			go func() {
				_, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
				done <- err
			}()
			// Both packages' copies of x and y: 4, while the first kernel is held.
			deadline := time.Now().Add(10 * time.Second)
			for movesOf(x, y)[loc].Sub(before).CopiesIn < 4 && time.Now().Before(deadline) {
				time.Sleep(time.Millisecond)
			}
			got := movesOf(x, y)[loc].Sub(before)
			close(release)
			require.NoError(t, <-done)
			require.Equal(t, 4, got.CopiesIn, "copies into the unit's view while its first kernel was held")
			ys = slice(t, y)
			for i := range ys {
				require.Equal(t, 2*float32(i)+1, ys[i], "y[%d]", i)
			}
		})
	}
}

// movesOf sums the allocations' counters per location.
func movesOf(ps ...usm.Ptr[float32]) map[memory.Loc]memory.USMStats {
	out := map[memory.Loc]memory.USMStats{}
	for _, p := range ps {
		for loc, s := range p.MemoryUse().Alloc.Stats() {
			out[loc] = out[loc].Add(s)
		}
	}
	return out
}

// Faults on a unit that works on a copy of a USM allocation obey the
// lost-data rule: a package the device refused runs again elsewhere; one
// that failed halfway through a read-write output fails the launch, and
// what it wrote never leaves its copy (each element keeps its value from
// before the launch or gets the one the launch computes, none twice); a
// write-only output runs again and the launch succeeds. Where the driver
// runs the copy home chained to the failed kernel (faults.Fault.Marker:
// PoCL runs the commands chained to a failed one), what the failure left
// reaches the host's bytes: a package run again writes them anew and the
// launch succeeds; with no unit to run it again, the launch's error wraps
// usm.ErrDataLost and names the bytes.
func TestUSMFaultsOnCopy(t *testing.T) {
	defer opencl.CopyOnCPU()() // units on other contexts copy, as a GPU does
	home := openCLDevice(t)
	hq, err := sycl.NewQueueOn(home)
	require.NoError(t, err)
	defer hq.Close()
	foreign := secondContext(t, home)
	coarse := usmStrategies[1]
	for _, c := range []struct {
		name    string
		devs    []*sycl.Device
		faulty  *sycl.Device // works on a copy
		strat   usmStrategy
		kind    faults.Kind
		kernel  string
		wantErr bool
		marker  bool // faults.Fault.Marker: the copy home chained to the failure runs
	}{
		{"refused on another context", []*sycl.Device{home, foreign}, foreign, usmStrategies[0], faults.Fail, "Saxpy", false, false},
		{"halfway on another context", []*sycl.Device{home, foreign}, foreign, usmStrategies[0], faults.Partial, "Saxpy", true, false},
		{"halfway on the native device (coarse)", []*sycl.Device{home, sycl.NativeDevice()}, sycl.NativeDevice(), coarse, faults.Partial, "Saxpy", true, false},
		{"write-only halfway on another context", []*sycl.Device{home, foreign}, foreign, usmStrategies[0], faults.Partial, "set_i32", false, false},
		{"write-only halfway on another context, its copy home run", []*sycl.Device{home, foreign}, foreign, usmStrategies[0], faults.Partial, "set_i32", false, true},
		{"write-only halfway on the only unit, its copy home run", []*sycl.Device{foreign}, foreign, usmStrategies[0], faults.Partial, "set_i32", true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			prepare(t, c.devs, kernels.SaxpyKernel.Kernel, setI32)
			ce, err := coexecutor.New(quota{2}, coexecutor.DeviceList(c.devs...), coexecutor.LocalSize(4), unguarded)
			require.NoError(t, err)
			defer ce.Close()
			const n = 1 << 12
			hits := injectFault(t, c.faulty, c.kernel, faults.Fault{Kind: c.kind, Marker: c.marker})
			if c.kernel == "set_i32" {
				var p usm.Ptr[int32]
				if c.marker {
					// The OpenCL CPU devices copy as a GPU does, from
					// host-backed pinned memory: the copies home are
					// chained to the kernels on the device.
					defer memory.AsGPU(memory.LocationOf(home))()
				}
				func() {
					memory.ForceCoarse.Store(c.strat.force == &memory.ForceCoarse)
					defer memory.ForceCoarse.Store(false)
					p, err = usm.MallocShared[int32](hq, n)
					require.NoError(t, err)
				}()
				defer p.Free()
				xs, err := p.Slice()
				require.NoError(t, err)
				for i := range xs {
					xs[i] = -1
				}
				var arg any = p
				if c.marker {
					// Write-only: the unit's copy is not filled from the
					// host's, and what the failure leaves in it (the first
					// half written, the rest what the copy held) is neither
					// as before nor as the launch writes it.
					arg = coexecutor.Out(p)
				}
				rep, err := ce.LaunchKernel(sycl.Range1(n), setI32, arg, int32(5))
				require.Positive(t, hits.Load())
				if c.wantErr {
					// The launch fails; its error names the bytes a copy
					// brought home from the failure, or every element is as
					// before or as the launch would have written it.
					require.Error(t, err, "%v", rep)
					if errors.Is(err, usm.ErrDataLost) {
						require.ErrorContains(t, err, "bytes [")
						return
					}
					xs, serr := p.Slice()
					require.NoError(t, serr)
					for i, v := range xs {
						require.True(t, v == -1 || v == int32(5+i), "x[%d] = %d, neither -1 nor %d; the launch's error: %v", i, v, 5+i, err)
					}
					return
				}
				require.NoError(t, err, "%v", rep)
				xs, err = p.Slice()
				require.NoError(t, err)
				for i, v := range xs {
					require.Equal(t, int32(5+i), v, "x[%d]", i)
				}
				return
			}
			x, y := c.strat.malloc(t, hq, n), c.strat.malloc(t, hq, n)
			xs, ys := slice(t, x), slice(t, y)
			for i := range xs {
				xs[i], ys[i] = float32(i), 1
			}
			rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
			require.Positive(t, hits.Load())
			if !c.wantErr {
				require.NoError(t, err, "%v", rep)
			} else {
				// The device's error: the injected one natively, OpenCL's
				// CL_OUT_OF_RESOURCES on a device that died halfway.
				require.Error(t, err, "%v", rep)
				require.ErrorContains(t, err, c.faulty.Name())
			}
			ys = slice(t, y)
			failed := map[int]bool{}
			for _, p := range rep.Failed {
				for i := p.Offset; i < p.Offset+p.Size; i++ {
					failed[i] = true
				}
			}
			for i, v := range ys {
				switch {
				case failed[i] && c.wantErr:
					require.Equal(t, float32(1), v, "y[%d]: a failed package's writes reached the allocation", i)
				case c.wantErr:
					require.True(t, v == 1 || v == float32(2*i+1), "y[%d] = %v", i, v)
				default:
					require.Equal(t, float32(2*i+1), v, "y[%d]", i)
				}
			}
		})
	}
}

// Freeing an allocation while a launch uses it, or after, neither crashes
// nor leaks: Free waits for the packages already submitted, the launch
// either ends or fails with usm.ErrFreed, and the copies of the allocation
// on other devices are released with it.
func TestUSMFreeDuringAndAfterLaunch(t *testing.T) {
	home := openCLDevice(t)
	hq, err := sycl.NewQueueOn(home)
	require.NoError(t, err)
	defer hq.Close()
	foreign := secondContext(t, home)
	devs := []*sycl.Device{home, foreign}
	prepare(t, devs, kernels.SaxpyKernel.Kernel)
	before := opencl.Live()
	for _, c := range []struct{ during, pinned bool }{{false, false}, {true, false}, {false, true}, {true, true}} {
		during := c.during
		ce, err := coexecutor.New(quota{8}, coexecutor.DeviceList(devs...), coexecutor.LocalSize(4), coexecutor.InFlight(1), unguarded)
		require.NoError(t, err)
		const n = 1 << 12
		if c.pinned { // host-backed pinned memory, as on a GPU
			memory.ForceEmulation.Store(true)
			restore := opencl.PinWith(memory.LocationOf(home))
			defer restore()
		}
		x, err := usm.MallocShared[float32](hq, n)
		require.NoError(t, err)
		y, err := usm.MallocShared[float32](hq, n)
		require.NoError(t, err)
		memory.ForceEmulation.Store(false)
		require.Equal(t, c.pinned, x.Pinned())
		require.Equal(t, c.pinned, y.Pinned())
		release := make(chan struct{})
		var held atomic.Int32
		restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
			if during && s.Device == foreign.Name() && held.Add(1) == 1 {
				return faults.Fault{Kind: faults.Hold, Release: release}
			}
			return faults.Fault{}
		})
		done := make(chan error, 1)
		go func() {
			_, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
			done <- err
		}()
		if during {
			for held.Load() == 0 {
				runtime.Gosched()
			}
			freed := make(chan error, 1)
			go func() { freed <- y.Free() }()
			for !errors.Is(y.MemoryUse().Err, usm.ErrFreed) {
				runtime.Gosched() // Free has begun: new packages are refused
			}
			close(release)
			require.NoError(t, <-freed)
			err := <-done
			require.ErrorIs(t, err, usm.ErrFreed, "packages after Free are refused")
		} else {
			require.NoError(t, <-done)
			require.NoError(t, y.Free())
		}
		restore()
		require.NoError(t, x.Free())
		require.NoError(t, ce.Close())
	}
	after := opencl.Live()
	require.Equal(t, before.Buffers, after.Buffers, "buffers left: the other context's copies")
	require.Equal(t, before.SVM, after.SVM)
	require.Equal(t, before.Pinned, after.Pinned, "pinned host memory left")
}

// A device allocation belongs to its device: a launch with a unit on
// another device is refused before anything runs. An allocation passed
// whole to a package on a device that works on a copy is refused for that
// package, which the allocation's own device runs instead.
func TestUSMRefusals(t *testing.T) {
	defer opencl.CopyOnCPU()() // the foreign unit copies, as a GPU does
	home := openCLDevice(t)
	hq, err := sycl.NewQueueOn(home)
	require.NoError(t, err)
	defer hq.Close()
	foreign := secondContext(t, home)
	devs := []*sycl.Device{home, foreign}
	prepare(t, devs, kernels.SaxpyKernel.Kernel)
	ce, err := coexecutor.New(quota{2}, coexecutor.DeviceList(devs...), coexecutor.LocalSize(4), unguarded)
	require.NoError(t, err)
	defer ce.Close()
	const n = 1 << 10
	d, err := usm.MallocDevice[float32](hq, n)
	require.NoError(t, err)
	defer d.Free()
	ys := make([]float32, n)
	for i := range ys {
		ys[i] = 1
	}
	ev, err := usm.CopyFromHost(hq, d, ys)
	require.NoError(t, err)
	require.NoError(t, ev.Wait())
	x, err := usm.MallocShared[float32](hq, n)
	require.NoError(t, err)
	defer x.Free()
	_, err = ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, d)
	require.ErrorIs(t, err, memory.ErrNotReachable)
	require.ErrorContains(t, err, foreign.Name())
	require.ErrorContains(t, err, "argument 2 (y)")
	ev, err = usm.CopyToHost(hq, ys, d)
	require.NoError(t, err)
	require.NoError(t, ev.Wait())
	for i, v := range ys {
		require.Equal(t, float32(1), v, "y[%d]: written by a refused launch", i)
	}

	y, err := usm.MallocShared[float32](hq, n)
	require.NoError(t, err)
	defer y.Free()
	xs, yss := slice(t, x), slice(t, y)
	for i := range xs {
		xs[i], yss[i] = float32(i), 1
	}
	k := kernels.SaxpyKernel.Kernel
	rep, err := ce.Launch(sycl.Range1(n), func(pkg coexecutor.Package, h *sycl.Handler) {
		h.ParallelFor(pkg.Space(), k.Bind(float32(2), x, y))
	})
	require.NoError(t, err, "%v", rep)
	require.True(t, rep.Units[1].Retired, "%v", rep)
	require.ErrorIs(t, rep.Units[1].Err, memory.ErrWholeOnCopy)
	require.ErrorContains(t, rep.Units[1].Err, "pass a region")
	yss = slice(t, y)
	for i, v := range yss {
		require.Equal(t, float32(2*i+1), v, "y[%d]", i)
	}
}
