package coexecutor_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/internal/placekernels"
	"github.com/gosycl/gosycl/sycl"
)

// Kernels whose outputs no split can place, and footprints outside their
// memory, are refused before any package runs: the error names the
// kernel, the parameter and why, and no output element changes.
func TestFootprintRefused(t *testing.T) {
	ce, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.DeviceList(allDevices(t)...), coexecutor.LocalSize(16))
	require.NoError(t, err)
	defer ce.Close()
	const n = 100
	for _, c := range []struct {
		name     string
		space    sycl.Space
		kernel   *sycl.Kernel
		args     func(out *buffer.Buffer[int32]) []any
		wants    []string
		placeErr bool // wraps ErrUnplaceable
	}{
		{"neighbours write each other's elements", sycl.Range1(n), placekernels.SmearKernel.Kernel,
			func(out *buffer.Buffer[int32]) []any { return []any{out} },
			[]string{"kernel Smear, parameter out", "kernels.go:70:2", "kernels.go:71:2", "Launch and explicit accessors"}, true},
		{"a data-dependent index", sycl.Range1(n), placekernels.ScatterKernel.Kernel,
			func(out *buffer.Buffer[int32]) []any {
				return []any{buffer.New(make([]int32, n)), buffer.New(make([]int32, n)), out}
			},
			[]string{"kernel Scatter, parameter out", "kernels.go:79:6: the index reads memory (idx[i])", "Launch and explicit accessors"}, true},
		{"a write outside the memory", sycl.Range2(n/10, 11), placekernels.TransposeKernel.Kernel,
			func(out *buffer.Buffer[int32]) []any { return []any{buffer.New(make([]int32, n+10)), out, n / 10, 11} },
			[]string{"kernel Transpose: parameter out", "writes its elements [0,110), outside its 101 elements"}, false},
		{"a read outside the memory", sycl.Range2(10, 10), placekernels.StencilKernel.Kernel,
			func(out *buffer.Buffer[int32]) []any { return []any{buffer.New(make([]int32, 90)), out, 10, 10} },
			[]string{"kernel Stencil: parameter u", "reads its elements [0,100), outside its 90 elements"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			host := make([]int32, n+1)
			for i := range host {
				host[i] = 42
			}
			out := buffer.New(host)
			_, err := ce.LaunchKernel(c.space, c.kernel, c.args(out)...)
			require.Error(t, err)
			for _, w := range c.wants {
				require.ErrorContains(t, err, w)
			}
			require.Equal(t, c.placeErr, errors.Is(err, coexecutor.ErrUnplaceable), "%v", err)
			require.NoError(t, out.Close())
			for i, v := range host {
				require.Equal(t, int32(42), v, "element %d written", i)
			}
			require.Zero(t, out.Stats().BytesHostToDevice, "the output moved: a package ran")
		})
	}
}
