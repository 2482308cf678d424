package coexecutor_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// A pipelined launch on one device with memory of its own (PoCL copying
// stands in for a GPU) brings each piece's output home with a copy
// chained on the device to the piece's kernel: in the first launch the
// kernels wait for their inputs' copies (the fetch chains once each is
// enqueued), in the second the inputs are on the device and each fetch
// chains as its piece is submitted. The results are exact, every copy
// home of the pieces is chained, and no OpenCL event, buffer or queue
// outlives the launch. Then a copy home that fails fails the launch with
// an error naming the read.
func TestPipelinedCopiesHomeChained(t *testing.T) {
	cl := openCLDevice(t)
	defer opencl.CopyOnCPU()()
	const n, pieces = 1 << 22, 4
	before := opencl.Live()
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i), 1
	}
	bx, by := buffer.New(x), buffer.New(y)
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(cl), coexecutor.KeepOutputs(false), coexecutor.Pipeline(pieces))
	require.NoError(t, err)
	want := make([]float32, n)
	for i := range want {
		want[i] = 1
	}
	for launch := range 2 {
		chained := memory.ChainedCopies()
		rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), bx, by)
		require.NoError(t, err)
		require.Equal(t, pieces, rep.Units[0].Packages, "launch %d: %v", launch, rep)
		require.GreaterOrEqual(t, memory.ChainedCopies()-chained, int64(pieces), "launch %d: copies home chained", launch)
		require.Equal(t, int64(4*n), rep.Units[0].Moved.DeviceToHost, "launch %d: y home once", launch)
		for i := range want {
			want[i] = 2*float32(i) + want[i]
		}
		a, err := by.HostRead()
		require.NoError(t, err)
		got := a.Slice()
		for i := range want {
			if got[i] != want[i] {
				a.Close()
				t.Fatalf("launch %d: y[%d] = %v, want %v", launch, i, got[i], want[i])
			}
		}
		a.Close()
	}

	// The inputs are on the device: the only transfers are the copies
	// home, and they fail.
	restore := faults.SetTransfer(func(dev string) error {
		if dev == cl.Name() {
			return faults.Error("transfer refused")
		}
		return nil
	})
	_, err = ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), bx, by)
	restore()
	require.Error(t, err)
	require.True(t, errors.Is(err, faults.ErrInjected), "%v", err)
	require.True(t, strings.Contains(err.Error(), "opencl: reading "), "the error names the read: %v", err)

	ce.Close()
	require.NoError(t, bx.Close())
	_ = by.Close() // its data were lost with the failed copies home
	after := opencl.Live()
	require.Equal(t, before, after, "live OpenCL objects after the launches")
}
