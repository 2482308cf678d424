package coexecutor_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// A launch on one device with memory of its own (PoCL copying stands in
// for a GPU) runs its package as Pipeline's pieces, each copying in only
// its own range: the results are exact, and the bytes moved are those of
// the whole package. On a device that uses host memory in place the
// package runs whole.
func TestPipelinedLaunchOnOneDevice(t *testing.T) {
	cl := openCLDevice(t)
	// Large enough that each of 4 pieces still fills an H200 (132 compute
	// units × 4 work-groups): a smaller piece would not be cut.
	const n = 1 << 22
	run := func(t *testing.T, opts ...coexecutor.Option) ([]float32, *coexecutor.Report) {
		x, y := make([]float32, n), make([]float32, n)
		for i := range x {
			x[i], y[i] = float32(i), 1
		}
		bx, by := buffer.New(x), buffer.New(y)
		ce, err := coexecutor.New(&coexecutor.Static{}, append([]coexecutor.Option{coexecutor.DeviceList(cl), coexecutor.KeepOutputs(false)}, opts...)...)
		require.NoError(t, err)
		defer ce.Close()
		rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), bx, by)
		require.NoError(t, err)
		require.NoError(t, bx.Close())
		require.NoError(t, by.Close())
		// A plain comparison per element: an assertion helper per
		// element of 4 M costs minutes under -race.
		for i := range y {
			if want := 2*float32(i) + 1; y[i] != want {
				t.Fatalf("y[%d] = %v, want %v", i, y[i], want)
			}
		}
		return y, rep
	}
	t.Run("copying", func(t *testing.T) {
		defer opencl.CopyOnCPU()()
		_, whole := run(t, coexecutor.Pipeline(1))
		require.Equal(t, 1, whole.Units[0].Packages, "%v", whole)
		require.Equal(t, int64(3*4*n), whole.Units[0].Moved.Total(), "x and y in, y back")
		// The default, three, and sixteen: more than the launch's
		// granularity (4 packages on one unit) allows by default, which
		// an explicit Pipeline overrides down to the device's fill.
		for _, k := range []int{0, 3, 16} {
			_, rep := run(t, coexecutor.Pipeline(k))
			want := k
			if k == 0 {
				want = 4
			}
			require.Equal(t, want, rep.Units[0].Packages, "Pipeline(%d)\n%v", k, rep)
			require.Equal(t, whole.Units[0].Moved, rep.Units[0].Moved, "Pipeline(%d) moves what the whole package moves", k)
		}
	})
	if cl.UsesHostMemory() {
		t.Run("in place", func(t *testing.T) {
			_, rep := run(t, coexecutor.Pipeline(4))
			require.Equal(t, 1, rep.Units[0].Packages, "%v", rep)
			require.Zero(t, rep.Units[0].Moved.Total())
		})
	}
	_, err := coexecutor.New(&coexecutor.Static{}, coexecutor.Pipeline(-1))
	require.Error(t, err)
}

// By default a unit whose packages copy from pinned memory runs each as
// the link rule's pieces (√(C/h), pieces.go), from the device's measured
// link and the bytes a work-group moved: the first launch, before any
// byte has moved, the fixed default of 4, the next the rule's count. The
// results are exact and the bytes moved those of the whole package.
// Buffers over a Go slice (staged copies) keep the fixed default, as
// TestPipelinedLaunchOnOneDevice checks.
func TestPipelineByLink(t *testing.T) {
	cl := openCLDevice(t)
	defer opencl.PinWith(memory.LocationOf(cl))()
	defer opencl.CopyOnCPU()()
	const n = 1 << 22
	bx, err := buffer.NewSized[float32](n)
	require.NoError(t, err)
	by, err := buffer.NewSized[float32](n)
	require.NoError(t, err)
	require.True(t, bx.Pinned() && by.Pinned())
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(cl), coexecutor.KeepOutputs(false))
	require.NoError(t, err)
	defer ce.Close()
	// The link as the Coexecutor measured it (once per device). One
	// whose measure failed (the larger copy no slower than the smaller,
	// as on a host whose cores other work took while it timed the
	// smaller) or that measured no fixed cost is not known: the default.
	ce.WaitBackground()
	l, err := memory.LocationOf(cl).Link()
	next := 4
	if err == nil && l.Fixed > 0 {
		next = coexecutor.LinkPieces(l.Fixed.Seconds(), l.Rate, 3*4*n)
	}
	for launch, wantPieces := range []int{4, next} {
		for _, b := range []*buffer.Buffer[float32]{bx, by} {
			h, err := b.HostReadWrite()
			require.NoError(t, err)
			for i := range h.Slice() {
				h.Slice()[i] = float32(i)
			}
			h.Close()
		}
		rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), bx, by)
		require.NoError(t, err)
		require.Equal(t, wantPieces, rep.Units[0].Packages, "launch %d, link %+v\n%v", launch, l, rep)
		require.Equal(t, int64(3*4*n), rep.Units[0].Moved.Total(), "x and y in, y back")
		h, err := by.HostRead()
		require.NoError(t, err)
		for i, v := range h.Slice() {
			if want := 3 * float32(i); v != want {
				t.Fatalf("launch %d: y[%d] = %v, want %v", launch, i, v, want)
			}
		}
		h.Close()
	}
}

// A unit keeps InFlight pieces submitted: piece i+1 is submitted before
// piece i's results have come home, so that its kernel runs while piece
// i's copy out does (the device orders them on its compute and transfer
// queues). With InFlight(1) each piece is submitted only after the one
// before it has come home, and nothing overlaps: the check tells the two
// apart. PoCL copying stands in for a GPU; the results are exact.
func TestPipelineSubmitsAheadOfCopiesOut(t *testing.T) {
	cl := openCLDevice(t)
	defer opencl.CopyOnCPU()()
	const n, pieces = 1 << 22, 8
	run := func(t *testing.T, depth int) []coexecutor.Package {
		x, y := make([]float32, n), make([]float32, n)
		for i := range x {
			x[i], y[i] = float32(i), 1
		}
		bx, by := buffer.New(x), buffer.New(y)
		ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(cl), coexecutor.KeepOutputs(false), coexecutor.Pipeline(pieces), coexecutor.InFlight(depth))
		require.NoError(t, err)
		defer ce.Close()
		rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), bx, by)
		require.NoError(t, err)
		require.NoError(t, bx.Close())
		require.NoError(t, by.Close())
		// A plain comparison per element: an assertion helper per
		// element of 4 M costs minutes under -race.
		for i := range y {
			if want := 2*float32(i) + 1; y[i] != want {
				t.Fatalf("y[%d] = %v, want %v", i, y[i], want)
			}
		}
		ps := slices.Clone(rep.Packages)
		slices.SortFunc(ps, func(a, b coexecutor.Package) int { return a.Offset - b.Offset })
		require.Len(t, ps, pieces, "%v", rep)
		return ps
	}
	t.Run("in flight", func(t *testing.T) {
		ps := run(t, 3)
		for i := range len(ps) - 1 {
			require.Less(t, ps[i+1].Submit, ps[i].End, "piece %d submitted before piece %d came home", i+1, i)
		}
	})
	t.Run("one at a time", func(t *testing.T) {
		ps := run(t, 1)
		for i := range len(ps) - 1 {
			require.GreaterOrEqual(t, ps[i+1].Submit, ps[i].End, "piece %d submitted after piece %d came home", i+1, i)
		}
	})
}

// A co-executed sum whose input stays on the devices between launches
// runs, once the units have their parts, as one package per unit per
// launch (Static with given powers, unguarded: the same share each
// launch): a device with memory of its
// own cuts its share into pieces only while data move. The sums are exact
// (integers below 2^24 in float32).
func TestResidentInputRunsWhole(t *testing.T) {
	cl := openCLDevice(t)
	defer opencl.CopyOnCPU()()
	const n = 1 << 22
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(i & 1)
	}
	bx := buffer.New(x)
	defer func() { require.NoError(t, bx.Close()) }()
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(sycl.NativeDevice(), cl), coexecutor.UseGuard(coexecutor.Guard{Off: true}),
		coexecutor.Powers(1, 1)) // the same shares every launch
	require.NoError(t, err)
	defer ce.Close()
	for launch := range 4 {
		sum := []float32{0}
		bs := buffer.New(sum)
		rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SumFloat32Kernel.Kernel, bx, coexecutor.Out(bs))
		require.NoError(t, err)
		require.NoError(t, bs.Close())
		require.Equal(t, float32(n/2), sum[0], "launch %d", launch)
		ocl := rep.Units[1]
		switch launch {
		case 0:
			require.Greater(t, ocl.Moved.HostToDevice, int64(0), "launch 0 copies the OpenCL unit's share in\n%v", rep)
			require.Greater(t, ocl.Packages, 1, "launch 0 moves data: pieces\n%v", rep)
		case 1:
			// It learns from its first piece that its data are there.
		default:
			// Nothing moves into the device: its partial result, kept
			// there from the last launch, is written over in place.
			require.Equal(t, int64(0), ocl.Moved.Total(), "launch %d\n%v", launch, rep)
			for u, ur := range rep.Units {
				require.Equal(t, 1, ur.Packages, "launch %d, unit %d\n%v", launch, u, rep)
			}
		}
	}
}
