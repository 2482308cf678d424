package coexecutor_test

import (
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
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
	if os.Getenv("GOSYCL_TEST_STENCIL_CHILD") == "" && os.Getenv("POCL_DEVICES") == "" {
		t.Run("two PoCL devices", func(t *testing.T) {
			if testing.Short() {
				t.Skip("a child process")
			}
			cmd := exec.Command(os.Args[0], "-test.run=^TestIterativeStencilMovesOnlyHalos$", "-test.v")
			cmd.Env = append(os.Environ(), "POCL_DEVICES=pthread pthread", "GOSYCL_TEST_STENCIL_CHILD=1")
			out, err := cmd.CombinedOutput()
			if err != nil || !strings.Contains(string(out), "--- PASS: TestIterativeStencilMovesOnlyHalos") {
				t.Fatalf("%v\n%s", err, out)
			}
			t.Logf("child:\n%s", out)
		})
	}
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

func requireSameBits(t *testing.T, want, got []float32, format string, args ...any) {
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
