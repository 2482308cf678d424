package coexecutor_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// jacobi runs steps sweeps of bench.Jacobi over a w x h grid starting
// from grid, on ce, swapping two buffers between launches as an iterative
// program does, and returns the final grid and the reports, one per step.
func jacobi(t *testing.T, ce *coexecutor.Coexecutor, grid []float32, w, h, steps int) ([]float32, []*coexecutor.Report) {
	t.Helper()
	bufs := [2]*buffer.Buffer[float32]{buffer.New(append([]float32(nil), grid...)), buffer.New(make([]float32, w*h))}
	var reps []*coexecutor.Report
	for s := range steps {
		src, dst := bufs[s%2], bufs[1-s%2]
		rep, err := ce.LaunchKernel(sycl.Range2(h, w), bench.JacobiKernel.Kernel, src, coexecutor.Out(dst), int32(w), int32(h))
		require.NoError(t, err, "step %d", s)
		reps = append(reps, rep)
	}
	hr, err := bufs[steps%2].HostRead()
	require.NoError(t, err)
	out := append([]float32(nil), hr.Slice()...)
	hr.Close()
	for _, b := range bufs {
		require.NoError(t, b.Close())
	}
	return out, reps
}

// An iterative stencil co-executed with its data kept on the devices
// (the default) computes exactly what one device computes, and after the
// first step moves only halos: each unit receives, per step, one row of
// the grid from each neighbouring unit (the row beside its own rows that
// the stencil reads), within 10 % (the stencil's corners are not read).
// The test runs on the devices here, and again in a child process with
// two PoCL devices (POCL_DEVICES), whose halos go from device to device.
func TestIterativeStencilMovesOnlyHalos(t *testing.T) {
	defer opencl.CopyOnCPU()() // PoCL stands in for a device with memory of its own
	rerunWithTwoPoCLDevices(t, "GOSYCL_TEST_STENCIL_CHILD")
	devs := allDevices(t)
	t.Logf("devices: %v", devs)
	if len(devs) < 2 {
		t.Skip("one device: nothing to co-execute")
	}
	const w, h, steps = 96, 120, 6
	grid := make([]float32, w*h)
	r := rand.New(rand.NewPCG(3, 5))
	for i := range grid {
		grid[i] = r.Float32()
	}
	var want []float32
	for i, d := range devs {
		ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(d))
		require.NoError(t, err)
		got, _ := jacobi(t, ce, grid, w, h, steps)
		ce.Close()
		if i == 0 {
			want = got
			continue
		}
		requireSameBits(t, want, got, "%s alone against %s alone", d.Name(), devs[0].Name())
	}
	// Equal powers, no guard: every unit takes a share, the same rows
	// every step.
	powers := make([]float64, len(devs))
	for i := range powers {
		powers[i] = 1
	}
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(devs...), coexecutor.Powers(powers...), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
	require.NoError(t, err)
	defer ce.Close()
	got, reps := jacobi(t, ce, grid, w, h, steps)
	requireSameBits(t, want, got, "co-executed on %d devices against %s alone", len(devs), devs[0].Name())

	const halo = w * 4 // one row of float32
	for s, rep := range reps {
		t.Logf("step %d:\n%v", s, rep)
		if s == 0 {
			continue
		}
		// Each unit's rows, and how many of its neighbours' rows it reads.
		first, last := make([]int, len(devs)), make([]int, len(devs))
		for i := range first {
			first[i], last[i] = math.MaxInt, -1
		}
		rows := make([]int, len(devs))
		for _, p := range rep.Packages {
			first[p.Unit] = min(first[p.Unit], p.Offset)
			last[p.Unit] = max(last[p.Unit], p.Offset+p.Size)
			rows[p.Unit] += p.Size
		}
		for i, u := range rep.Units {
			// Static gives one package (run as pieces on a device with
			// memory of its own: Pipeline), the same rows every step.
			require.Positive(t, u.Packages, "step %d: unit %d", s, i)
			require.Equal(t, last[i]-first[i], rows[i], "step %d: unit %d: its rows are one range", s, i)
			neighbours := 0
			if first[i] > 0 {
				neighbours++
			}
			if last[i] < h {
				neighbours++
			}
			want := float64(neighbours * halo)
			moved := float64(u.Moved.Total())
			require.InDelta(t, want, moved, 0.1*want, "step %d: unit %d (%s, rows [%d,%d)) moved %+v, want its %d halos of %d bytes", s, i, u.Device, first[i], last[i], u.Moved, neighbours, halo)
			if devs[i].IsNative() {
				require.Zero(t, u.Moved.HostToDevice+u.Moved.DeviceToDevice, "step %d: the native unit's halos come from devices", s)
			}
		}
	}
}

func requireSameBits(t testing.TB, want, got []float32, format string, args ...any) {
	t.Helper()
	require.Len(t, got, len(want))
	for i := range want {
		if math.Float32bits(want[i]) != math.Float32bits(got[i]) {
			t.Fatalf(format+": element %d is %v, want %v", append(args, i, got[i], want[i])...)
		}
	}
}

// Co-executed on devices that all work on host memory in place (the
// native device and PoCL), the iterative stencil moves nothing at all,
// and computes what one device computes.
func TestStencilOnHostMemoryDevicesMovesNothing(t *testing.T) {
	var devs []*sycl.Device
	for _, d := range allDevices(t) {
		if d.UsesHostMemory() {
			devs = append(devs, d)
		}
	}
	if len(devs) < 2 {
		t.Skip("fewer than two devices that use host memory in place")
	}
	const w, h, steps = 96, 120, 4
	grid := make([]float32, w*h)
	r := rand.New(rand.NewPCG(7, 9))
	for i := range grid {
		grid[i] = r.Float32()
	}
	one, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(devs[0]))
	require.NoError(t, err)
	want, _ := jacobi(t, one, grid, w, h, steps)
	one.Close()
	ce, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.DeviceList(devs...))
	require.NoError(t, err)
	defer ce.Close()
	got, reps := jacobi(t, ce, grid, w, h, steps)
	requireSameBits(t, want, got, "co-executed on %v against %s alone", devs, devs[0].Name())
	for s, rep := range reps {
		for i, u := range rep.Units {
			require.Zero(t, u.Moved.Total(), "step %d: unit %d (%s) moved %+v\n%v", s, i, u.Device, u.Moved, rep)
		}
	}
}

// An iterative stencil on USM co-executed with KeepUSMCopies computes what
// one device computes, and after the first step a unit that works on a
// copy receives only its halos: one row from each neighbouring unit (the
// rows beside its own that the other unit wrote), within 10 %; it still
// sends home each step the rows it wrote (the host may read USM memory
// between launches). Without KeepUSMCopies it receives its whole region
// (its rows and halos) every step. Two ways to work on a copy: a GPU's
// host-backed pinned memory on its own device (PoCL standing in, with
// pinned memory and the allocation emulated), and another context's
// device copying fine-grained SVM (CopyOnCPU).
func TestIterativeStencilOnUSMKeepsCopies(t *testing.T) {
	home := openCLDevice(t)
	hq, err := sycl.NewQueueOn(home)
	require.NoError(t, err)
	defer hq.Close()
	foreign := secondContext(t, home)
	defer opencl.CopyOnCPU()()
	const w, h, steps = 64, 80, 5
	const halo = w * 4 // one row of float32
	grid := make([]float32, w*h)
	r := rand.New(rand.NewPCG(11, 13))
	for i := range grid {
		grid[i] = r.Float32()
	}
	one, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(sycl.NativeDevice()))
	require.NoError(t, err)
	want, _ := jacobi(t, one, grid, w, h, steps)
	one.Close()
	for _, c := range []struct {
		name     string
		strategy usmStrategy
		copier   *sycl.Device // the unit that works on a copy; the native device is the other
	}{
		{"host-backed on its device", usmStrategies[4], home},
		{"fine-grained SVM on another context", usmStrategies[0], foreign},
	} {
		for _, keep := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/keep=%v", c.name, keep), func(t *testing.T) {
				devs := []*sycl.Device{c.copier, sycl.NativeDevice()}
				prepare(t, devs, bench.JacobiKernel.Kernel)
				ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(devs...), coexecutor.Powers(1, 1),
					coexecutor.UseGuard(coexecutor.Guard{Off: true}), coexecutor.KeepUSMCopies(keep))
				require.NoError(t, err)
				defer ce.Close()
				ptrs := [2]usm.Ptr[float32]{c.strategy.malloc(t, hq, w*h), c.strategy.malloc(t, hq, w*h)}
				copy(slice(t, ptrs[0]), grid)
				loc := memory.LocationOf(c.copier)
				rows := 0 // bytes of the copying unit's rows
				for s := range steps {
					src, dst := ptrs[s%2], ptrs[1-s%2]
					before := movesOf(ptrs[0], ptrs[1])[loc]
					rep, err := ce.LaunchKernel(sycl.Range2(h, w), bench.JacobiKernel.Kernel, src, coexecutor.Out(dst), int32(w), int32(h))
					require.NoError(t, err, "step %d", s)
					moved := movesOf(ptrs[0], ptrs[1])[loc].Sub(before)
					first, last := h, 0
					for _, p := range rep.Packages {
						if p.Unit == 0 {
							first, last = min(first, p.Offset), max(last, p.Offset+p.Size)
						}
					}
					require.Less(t, first, last, "step %d: the copying unit did no work\n%v", s, rep)
					neighbours := 0
					if first > 0 {
						neighbours++
					}
					if last < h {
						neighbours++
					}
					t.Logf("step %d: rows [%d,%d): %+v", s, first, last, moved)
					rows = (last - first) * w * 4
					if !keep {
						require.Equal(t, int64(rows), moved.BytesOut, "step %d: rows [%d,%d) written back", s, first, last)
					}
					if s == 0 {
						if keep {
							require.Zero(t, moved.BytesOut, "step 0: the rows written stay on the device")
						}
						continue
					}
					wantIn := float64(neighbours * halo)
					if !keep {
						wantIn = float64((min(last+1, h) - max(first-1, 0)) * w * 4) // its rows and halos
					}
					require.InDelta(t, wantIn, float64(moved.BytesIn), 0.1*wantIn, "step %d: rows [%d,%d): %+v", s, first, last, moved)
					if keep {
						// The rows the other unit reads of those it wrote last step.
						wantOut := float64(neighbours * halo)
						require.InDelta(t, wantOut, float64(moved.BytesOut), 0.1*wantOut, "step %d: rows [%d,%d): %+v", s, first, last, moved)
					}
				}
				before := movesOf(ptrs[0], ptrs[1])[loc]
				requireSameBits(t, want, slice(t, ptrs[steps%2]), "co-executed on USM against the native device alone")
				if keep {
					// Slice brings home the rows the unit wrote last, but for
					// the halo the other unit already read: none are.
					home := movesOf(ptrs[0], ptrs[1])[loc].Sub(before)
					require.InDelta(t, float64(rows), float64(home.BytesOut), 0.1*float64(rows), "the result's rows brought home by Slice: %+v", home)
				}
			})
		}
	}
}

// With KeepUSMCopies, a package that fails halfway through writing its Out
// region on the unit that keeps it runs again on the other unit, and the
// stencil's result is still exact: what the failed kernel left in the copy
// is forgotten, not brought home later.
func TestIterativeStencilOnUSMKeepsCopiesThroughAFailure(t *testing.T) {
	home := openCLDevice(t)
	hq, err := sycl.NewQueueOn(home)
	require.NoError(t, err)
	defer hq.Close()
	defer opencl.CopyOnCPU()()
	const w, h, steps = 64, 80, 5
	grid := make([]float32, w*h)
	r := rand.New(rand.NewPCG(17, 19))
	for i := range grid {
		grid[i] = r.Float32()
	}
	one, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(sycl.NativeDevice()))
	require.NoError(t, err)
	want, _ := jacobi(t, one, grid, w, h, steps)
	one.Close()
	devs := []*sycl.Device{home, sycl.NativeDevice()}
	prepare(t, devs, bench.JacobiKernel.Kernel)
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(devs...), coexecutor.Powers(1, 1),
		coexecutor.UseGuard(coexecutor.Guard{Off: true}), coexecutor.KeepUSMCopies(true))
	require.NoError(t, err)
	defer ce.Close()
	st := usmStrategies[4] // host-backed pinned memory on its device
	ptrs := [2]usm.Ptr[float32]{st.malloc(t, hq, w*h), st.malloc(t, hq, w*h)}
	copy(slice(t, ptrs[0]), grid)
	var hits *atomic.Int32
	for s := range steps {
		switch s {
		case 2: // the kernels of step 2 on home fail halfway
			hits = injectOn(t, home, bench.JacobiKernel.Kernel.Name, faults.Partial)
		case 3:
			faults.SetLaunch(nil)
			require.Positive(t, hits.Load(), "no fault injected")
		}
		src, dst := ptrs[s%2], ptrs[1-s%2]
		rep, err := ce.LaunchKernel(sycl.Range2(h, w), bench.JacobiKernel.Kernel, src, coexecutor.Out(dst), int32(w), int32(h))
		require.NoError(t, err, "step %d: %v", s, rep)
		if s == 2 {
			require.NotEmpty(t, rep.Failed, "step 2: no package failed\n%v", rep)
		}
	}
	requireSameBits(t, want, slice(t, ptrs[steps%2]), "co-executed on USM with a failure at step 2, against the native device alone")
}

// rerunWithTwoPoCLDevices runs t's test again, as a subtest, in a child
// process that sees two PoCL devices (POCL_DEVICES, siblings of one
// model), and reports whether this process is that child (env set).
// Nothing is rerun where POCL_DEVICES is already set or with -short.
func rerunWithTwoPoCLDevices(t *testing.T, env string) (child bool) {
	t.Helper()
	if os.Getenv(env) != "" {
		return true
	}
	if os.Getenv("POCL_DEVICES") != "" {
		return false
	}
	name := t.Name()
	t.Run("two PoCL devices", func(t *testing.T) {
		if testing.Short() {
			t.Skip("a child process")
		}
		cmd := exec.Command(os.Args[0], "-test.run=^"+name+"$", "-test.v")
		cmd.Env = append(os.Environ(), "POCL_DEVICES=pthread pthread", env+"=1")
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "--- PASS: "+name) {
			t.Fatalf("%v\n%s", err, out)
		}
		t.Logf("child:\n%s", out)
	})
	return false
}
