package coexecutor_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// A launch on one device with memory of its own (PoCL copying stands in
// for a GPU) runs its package as Pipeline's pieces, each copying in only
// its own range: the results are exact, and the bytes moved are those of
// the whole package. On a device that uses host memory in place the
// package runs whole.
func TestPipelinedLaunchOnOneDevice(t *testing.T) {
	var cl *sycl.Device
	for _, d := range allDevices(t) {
		if !d.IsNative() {
			cl = d
		}
	}
	if cl == nil {
		t.Skip("needs an OpenCL device")
	}
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
		for i := range y {
			require.Equal(t, 2*float32(i)+1, y[i], "y[%d]", i)
		}
		return y, rep
	}
	t.Run("copying", func(t *testing.T) {
		defer opencl.CopyOnCPU()()
		_, whole := run(t, coexecutor.Pipeline(1))
		require.Equal(t, 1, whole.Units[0].Packages, "%v", whole)
		require.Equal(t, int64(3*4*n), whole.Units[0].Moved.Total(), "x and y in, y back")
		for _, k := range []int{0, 3} { // the default, and three
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

// A co-executed sum whose input stays on the devices between launches
// runs, once the units have their parts, as one package per unit per
// launch (Static with given powers, unguarded: the same share each
// launch): a device with memory of its
// own cuts its share into pieces only while data move. The sums are exact
// (integers below 2^24 in float32).
func TestResidentInputRunsWhole(t *testing.T) {
	var cl *sycl.Device
	for _, d := range allDevices(t) {
		if !d.IsNative() {
			cl = d
		}
	}
	if cl == nil {
		t.Skip("needs an OpenCL device")
	}
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
			// Only its partial result (one float32, the launch's own) moves.
			require.Equal(t, int64(4), ocl.Moved.Total(), "launch %d\n%v", launch, rep)
			for u, ur := range rep.Units {
				require.Equal(t, 1, ur.Packages, "launch %d, unit %d\n%v", launch, u, rep)
			}
		}
	}
}
