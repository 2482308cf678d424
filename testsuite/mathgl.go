package testsuite

import (
	"fmt"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// This file checks mathgl vectors and matrices as kernel parameters,
// buffer and struct elements co-executed: kernels.Transform (which
// TestDifferential checks on each device alone) over every set of
// devices, against its Go function called for each work-item.

// MathglCoexecuted co-executes kernels.Transform with
// coexecutor.LaunchKernel on every set of devices with dev.
func MathglCoexecuted(t *testing.T, dev *sycl.Device) {
	var tc DiffCase
	for _, c := range DiffCases() {
		if c.Name == "Transform" {
			tc = c
		}
	}
	require.NotNil(t, tc.Kernel, "the Transform case")
	const n = 64
	want := tc.Args()
	for i := 0; i < n; i++ {
		kernels.Transform(sycl.MakeItem(sycl.Range1(n), i), want[0].(mgl32.Mat4), want[1].(mgl32.Vec3), want[2].(mgl32.Vec2), want[3].(mgl32.Vec4),
			want[4].([]mgl32.Vec4), want[5].([]mgl32.Mat4), want[6].([]kernels.Body), want[7].([]mgl32.Vec4), want[8].([]float32))
	}
	for _, set := range deviceSets(t, dev) {
		ce, err := coexecutor.New(turns{}, coexecutor.DeviceList(set...), coexecutor.UseGuard(coexecutor.Guard{Off: true}), coexecutor.LocalSize(4))
		require.NoError(t, err)
		args := tc.Args()
		var bufs []interface{ Close() error }
		launch := []any{args[0], args[1], args[2], args[3],
			addBuf(buffer.New(args[4].([]mgl32.Vec4)), &bufs), addBuf(buffer.New(args[5].([]mgl32.Mat4)), &bufs),
			addBuf(buffer.New(args[6].([]kernels.Body)), &bufs), addBuf(buffer.New(args[7].([]mgl32.Vec4)), &bufs),
			addBuf(buffer.New(args[8].([]float32)), &bufs)}
		rep, err := ce.LaunchKernel(tc.Space, tc.Kernel, launch...)
		require.NoError(t, err, "co-executed on %v", set)
		for _, b := range bufs {
			require.NoError(t, b.Close())
		}
		require.NoError(t, ce.Close())
		for _, u := range rep.Units {
			require.NotZero(t, u.Packages, "co-executed on %v: %s ran no package", set, u.Device)
		}
		for i := range want {
			compare(t, fmt.Sprintf("Transform argument %d co-executed on %v", i, set), want[i], args[i], tc.Tol)
		}
	}
}
