package coexecutor_test

// This file tests that an iterative computation on USM whose copies stay
// on a copying device runs its packages whole there, as on buffers.

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// An iterative stencil on one device that works on copies (a GPU; PoCL
// copying stands in), with KeepUSMCopies, cuts its launches into
// Pipeline's pieces where the same stencil on buffers does: the first
// launch copies the grid in, in as many pieces; once the grids stay on
// the device a launch moves nothing and runs whole, one package, not one
// per piece. The result is exact against the native device alone. Two ways
// to work on a copy: host-backed pinned memory on its own device (the
// allocation emulated), and fine-grained SVM of another context.
func TestIterativeUSMRunsWholeAsBuffers(t *testing.T) {
	home := openCLDevice(t)
	hq, err := sycl.NewQueueOn(home)
	require.NoError(t, err)
	defer hq.Close()
	foreign := secondContext(t, home)
	defer opencl.CopyOnCPU()()
	const w, h, steps = 256, 256, 6
	grid := make([]float32, w*h)
	r := rand.New(rand.NewPCG(3, 5))
	for i := range grid {
		grid[i] = r.Float32()
	}
	one, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(sycl.NativeDevice()))
	require.NoError(t, err)
	want, _ := jacobi(t, one, grid, w, h, steps)
	one.Close()
	packages := func(reps []*coexecutor.Report) []int {
		n := make([]int, len(reps))
		for i, rep := range reps {
			n[i] = rep.Units[0].Packages
		}
		return n
	}
	for _, c := range []struct {
		name     string
		strategy usmStrategy
		dev      *sycl.Device
	}{
		{"host-backed on its device", usmStrategies[4], home},
		{"fine-grained SVM on another context", usmStrategies[0], foreign},
	} {
		t.Run(c.name, func(t *testing.T) {
			prepare(t, []*sycl.Device{c.dev}, bench.JacobiKernel.Kernel)
			opts := []coexecutor.Option{coexecutor.DeviceList(c.dev), unguarded, coexecutor.KeepUSMCopies(true)}
			ce, err := coexecutor.New(&coexecutor.Static{}, opts...)
			require.NoError(t, err)
			_, bufReps := jacobi(t, ce, grid, w, h, steps)
			ce.Close()
			onBuffers := packages(bufReps)
			require.Greater(t, onBuffers[0], 1, "the first launch on buffers was not cut into pieces: %v", bufReps[0])
			require.Equal(t, 1, onBuffers[steps-1], "the last launch on buffers ran in pieces: %v", bufReps[steps-1])

			ce, err = coexecutor.New(&coexecutor.Static{}, opts...)
			require.NoError(t, err)
			defer ce.Close()
			ptrs := [2]usm.Ptr[float32]{c.strategy.malloc(t, hq, w*h), c.strategy.malloc(t, hq, w*h)}
			copy(slice(t, ptrs[0]), grid)
			var reps []*coexecutor.Report
			for s := range steps {
				rep, err := ce.LaunchKernel(sycl.Range2(h, w), bench.JacobiKernel.Kernel, ptrs[s%2], coexecutor.Out(ptrs[1-s%2]), int32(w), int32(h))
				require.NoError(t, err, "step %d", s)
				reps = append(reps, rep)
			}
			onUSM := packages(reps)
			t.Logf("packages per launch: buffers %v, USM %v", onBuffers, onUSM)
			// The first launch copies the grid in: as many pieces on
			// both. The second finds its data from its first piece on,
			// whose end may come before or after the other pieces were
			// handed out; from the third on, every launch runs whole.
			require.Equal(t, onBuffers[0], onUSM[0], "pieces of the first launch, buffers against USM")
			require.LessOrEqual(t, onUSM[1], onUSM[0], "the second launch")
			for s := 2; s < steps; s++ {
				require.Equal(t, 1, onBuffers[s], "launch %d on buffers: %v", s, bufReps[s])
				require.Equal(t, 1, onUSM[s], "launch %d on USM: %v", s, reps[s])
			}
			requireSameBits(t, want, slice(t, ptrs[steps%2]), fmt.Sprintf("USM on %s against the native device alone", c.dev.Name()))
		})
	}
}
