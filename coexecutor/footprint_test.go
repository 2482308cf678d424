package coexecutor_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/internal/placekernels"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
	"github.com/gosycl/gosycl/usm"
)

// placeCase is a kernel launch whose outputs the coexecutor places by the
// footprint kgen inferred.
type placeCase struct {
	name   string
	space  sycl.Space
	kernel *sycl.Kernel
	args   func() []any // fresh host data: []int32 for memory, scalars as they are
}

func placeCases() []placeCase {
	const groups, lws = 48, 16
	const rows, cols = 37, 23
	seq := func(n, mod int) []int32 {
		x := make([]int32, n)
		for i := range x {
			x[i] = int32((i*7919 + 13) % mod)
		}
		return x
	}
	fill := func(n int, v int32) []int32 {
		x := make([]int32, n)
		for i := range x {
			x[i] = v
		}
		return x
	}
	return []placeCase{
		{"one partial sum per work-group", sycl.NDRange1(groups*lws, lws), placekernels.GroupSumKernel.Kernel,
			func() []any { return []any{seq(groups*lws, 1000), fill(groups, -1), sycl.NewLocal[int32](lws)} }},
		{"transposed writes", sycl.Range2(rows, cols), placekernels.TransposeKernel.Kernel,
			func() []any { return []any{seq(rows*cols, 1<<20), fill(rows*cols, -1), rows, cols} }},
		{"stencil reading its neighbours' rows", sycl.Range2(rows, cols), placekernels.StencilKernel.Kernel,
			func() []any { return []any{seq(rows*cols, 1<<16), fill(rows*cols, -1), rows, cols} }},
		{"strided writes keep the other elements", sycl.Range1(999), placekernels.StridedKernel.Kernel,
			func() []any { return []any{fill(2*999, 7)} }},
	}
}

// launchArgs wraps the memory arguments in buffers.
func launchArgs(host []any) ([]any, []*buffer.Buffer[int32]) {
	args := make([]any, len(host))
	var bufs []*buffer.Buffer[int32]
	for i, a := range host {
		if x, ok := a.([]int32); ok {
			b := buffer.New(x)
			bufs = append(bufs, b)
			args[i] = b
			continue
		}
		args[i] = a
	}
	return args, bufs
}

// single runs the case on one device, every buffer whole.
func single(t *testing.T, dev *sycl.Device, c placeCase) []any {
	t.Helper()
	host := c.args()
	q, err := sycl.NewQueueOn(dev)
	require.NoError(t, err)
	defer q.Close()
	args, bufs := launchArgs(host)
	ev, err := q.Submit(func(h *sycl.Handler) {
		bound := make([]any, len(args))
		for i, a := range args {
			bound[i] = a
			if b, ok := a.(*buffer.Buffer[int32]); ok {
				bound[i] = buffer.ReadWrite(h, b)
			}
		}
		h.ParallelFor(c.space, c.kernel.Bind(bound...))
	})
	require.NoError(t, err)
	require.NoError(t, ev.Wait())
	for _, b := range bufs {
		require.NoError(t, b.Close())
	}
	return host
}

// Outputs one per work-group, transposed and strided, and a stencil's
// inputs: co-executed on every device with each scheduler, the results
// equal one device's exactly (and with Static every device did part of
// the work).
// unguarded hands packages out as the scheduler sizes them, so that every
// device of a set runs some: these tests place outputs across devices.
var unguarded = coexecutor.UseGuard(coexecutor.Guard{Off: true})

func TestFootprintPlacement(t *testing.T) {
	devs := allDevices(t)
	var native *sycl.Device
	for _, d := range devs {
		if d.IsNative() {
			native = d
		}
	}
	require.NotNil(t, native)
	for _, c := range placeCases() {
		want := single(t, native, c)
		for _, pol := range policies {
			t.Run(c.name+"/"+pol.Name(), func(t *testing.T) {
				equal := make([]float64, len(devs))
				for i := range equal {
					equal[i] = 1
				}
				ce, err := coexecutor.New(withPackages(pol, 7), coexecutor.DeviceList(devs...), coexecutor.LocalSize(16), coexecutor.Powers(equal...), unguarded)
				require.NoError(t, err)
				defer ce.Close()
				host := c.args()
				args, bufs := launchArgs(host)
				rep, err := ce.LaunchKernel(c.space, c.kernel, args...)
				require.NoError(t, err)
				for _, b := range bufs {
					require.NoError(t, b.Close())
				}
				for i := range host {
					if x, ok := host[i].([]int32); ok {
						require.Equal(t, want[i].([]int32), x, "argument %d (%s)\n%v", i, c.kernel.Params[i].Name, rep)
					}
				}
				if _, static := pol.(*coexecutor.Static); len(devs) > 1 && static {
					// Static splits the range between the units (the
					// others may leave a unit idle on a range this small).
					for _, u := range rep.Units {
						assert.Positive(t, u.Items, "unit %s did no work\n%v", u.Device, rep)
					}
				}
			})
		}
	}
}

// equalStatic returns a Static co-executor over the native device and
// the OpenCL devices with equal powers (by nominal peaks a GPU would take
// nearly the whole range, and the native device none of it), closed when
// the test ends; it skips without an OpenCL device.
func equalStatic(t *testing.T) *coexecutor.Coexecutor {
	devs := allDevices(t)
	if len(devs) < 2 || devs[0].IsNative() {
		t.Skip("needs the native device and an OpenCL device")
	}
	powers := make([]float64, len(devs))
	for i := range powers {
		powers[i] = 1
	}
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(devs...), coexecutor.Powers(powers...), unguarded)
	require.NoError(t, err)
	t.Cleanup(func() { ce.Close() })
	return ce
}

// The stencil's OpenCL devices receive the rows their packages read,
// their neighbours' rows included, not the whole grid.
func TestFootprintMovesRowsRead(t *testing.T) {
	defer opencl.CopyOnCPU()() // PoCL stands in for a device with memory of its own
	ce := equalStatic(t)
	const rows, cols = 64, 32
	ocl := map[string]bool{} // by the units' devices: an OpenCL CPU device may run as a sub-device
	for _, d := range ce.Devices() {
		if d.Info().Backend == sycl.BackendOpenCL {
			ocl[d.Name()] = true
		}
	}
	u, out := make([]int32, rows*cols), make([]int32, rows*cols)
	ub, ob := buffer.New(u), buffer.New(out)
	rep, err := ce.LaunchKernel(sycl.Range2(rows, cols), placekernels.StencilKernel.Kernel, ub, ob, rows, cols)
	require.NoError(t, err)
	require.NoError(t, ob.Close())
	// Each OpenCL unit's rows, and one row on each side of its package
	// (Static gives a unit one).
	items, most := 0, 0
	for _, un := range rep.Units {
		if ocl[un.Device] && un.Items > 0 {
			items += un.Items
			most += un.Items + 2*cols
		}
	}
	require.Positive(t, items, "the OpenCL devices did no work\n%v", rep)
	require.Less(t, items, rows*cols, "the OpenCL devices did all the work\n%v", rep)
	got := ub.Stats().BytesHostToDevice
	assert.LessOrEqual(t, got, int64(4*most), "\n%v", rep)
	assert.GreaterOrEqual(t, got, int64(4*items), "\n%v", rep)
	require.NoError(t, ub.Close())
}

// A kernel that accumulates in its output reads only elements it wrote
// before (kgen records the output as only written): coexecutor.Out is a
// role it takes, and a device with memory of its own copies none of the
// output in, with Out or with the bare buffer (every work-item writes its
// element, so a package overwrites all it writes), and every row's sum
// is exact.
func TestOutReadBackByItsWriter(t *testing.T) {
	defer opencl.CopyOnCPU()() // PoCL stands in for a device with memory of its own
	ce := equalStatic(t)
	const rows, cols = 4096, 8
	a := make([]int32, rows*cols)
	for i := range a {
		a[i] = int32(i % 97)
	}
	for vi, out := range []func(*buffer.Buffer[int32]) any{
		func(b *buffer.Buffer[int32]) any { return coexecutor.Out(b) },
		func(b *buffer.Buffer[int32]) any { return b },
	} {
		sums := make([]int32, rows)
		for i := range sums {
			sums[i] = -7 // what a read of the old contents would add
		}
		ab, sb := buffer.New(a), buffer.New(sums)
		rep, err := ce.LaunchKernel(sycl.Range1(rows), kernels.SumRowsKernel.Kernel, int32(cols), ab, out(sb))
		require.NoError(t, err)
		for _, un := range rep.Units {
			require.Positive(t, un.Items, "unit %s did no work\n%v", un.Device, rep)
		}
		assert.Zero(t, sb.Stats().BytesHostToDevice, "variant %d: bytes of the output copied in\n%v", vi, rep)
		require.NoError(t, sb.Close())
		require.NoError(t, ab.Close())
		for r, got := range sums {
			want := int32(0)
			for k := range cols {
				want += a[r*cols+k]
			}
			require.Equal(t, want, got, "row %d", r)
		}
	}
}

// A kernel that writes some elements of memory passed bare (no wall:
// sycl.LaunchFootprint.Overwrites is false) leaves the others as they
// were, on a device with memory of its own too: its packages copy in what
// they write.
func TestBareOutputKeepsUnwritten(t *testing.T) {
	defer opencl.CopyOnCPU()() // PoCL stands in for a device with memory of its own
	ce := equalStatic(t)
	const n = 4096
	out := make([]int32, n)
	for i := range out {
		out[i] = -7
	}
	b := buffer.New(out)
	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.EvensOnlyKernel.Kernel, b)
	require.NoError(t, err)
	for _, un := range rep.Units {
		require.Positive(t, un.Items, "unit %s did no work\n%v", un.Device, rep)
	}
	require.NoError(t, b.Close())
	for i, v := range out {
		want := int32(-7)
		if i%2 == 0 {
			want = int32(i)
		}
		require.Equal(t, want, v, "element %d", i)
	}
}

// A kernel without a recorded footprint (hand-written) keeps the fixed
// placement: work-item i writes element i.
func TestNoFootprintFixedPlacement(t *testing.T) {
	k := *kernels.SaxpyKernel.Kernel
	k.Params = append([]sycl.Param(nil), k.Params...)
	for i := range k.Params {
		k.Params[i].Footprint = nil
	}
	ce, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.DeviceList(allDevices(t)...), coexecutor.LocalSize(32), unguarded)
	require.NoError(t, err)
	defer ce.Close()
	const n = 1000
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i), 1
	}
	yb := buffer.New(y)
	_, err = ce.LaunchKernel(sycl.Range1(n), &k, float32(2), buffer.New(x), yb)
	require.NoError(t, err)
	require.NoError(t, yb.Close())
	for i := range y {
		require.Equal(t, float32(2*i+1), y[i], "element %d", i)
	}
}

// USM: a transposed output shared by the native device and an OpenCL
// device's allocation is placed where both work on the allocation itself,
// and refused where a unit works on a copy of its regions (an emulated
// allocation's own device), which it would write back whole.
func TestFootprintUSM(t *testing.T) {
	cl := openCLDevice(t)
	const rows, cols = 24, 20
	for _, emulate := range []bool{false, true} {
		t.Run(map[bool]string{false: "device-strategy", true: "emulated"}[emulate], func(t *testing.T) {
			memory.ForceEmulation.Store(emulate)
			defer memory.ForceEmulation.Store(false)
			q, err := sycl.NewQueueOn(cl)
			require.NoError(t, err)
			defer q.Close()
			in, err := usm.MallocShared[int32](q, rows*cols)
			require.NoError(t, err)
			defer in.Free()
			out, err := usm.MallocShared[int32](q, rows*cols)
			require.NoError(t, err)
			defer out.Free()
			xs, err := in.Slice()
			require.NoError(t, err)
			for i := range xs {
				xs[i] = int32(i)
			}
			ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(cl, sycl.NativeDevice()), coexecutor.Powers(1, 1), unguarded)
			require.NoError(t, err)
			defer ce.Close()
			rep, err := ce.LaunchKernel(sycl.Range2(rows, cols), placekernels.TransposeKernel.Kernel, in, out, rows, cols)
			if out.Strategy() == usm.Emulated || out.Strategy() == usm.CoarseSVM {
				require.ErrorIs(t, err, coexecutor.ErrUnplaceable)
				require.ErrorContains(t, err, "pass a buffer")
				return
			}
			require.NoError(t, err)
			for _, u := range rep.Units {
				require.Positive(t, u.Packages, "%s did no work", u.Device)
			}
			ys, err := out.Slice()
			require.NoError(t, err)
			for i := 0; i < rows; i++ {
				for j := 0; j < cols; j++ {
					require.Equal(t, int32(i*cols+j), ys[j*rows+i], "out[%d]", j*rows+i)
				}
			}
		})
	}
}
