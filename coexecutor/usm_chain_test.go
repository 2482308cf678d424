package coexecutor_test

import (
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/internal/testhook"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
	"github.com/gosycl/gosycl/usm"
)

// Co-executed USM whose units work on copies (PoCL copying, as a GPU
// does: host-backed pinned memory on its own device, fine-grained SVM on
// a second context) is exact under every scheduler, its copies in and
// home chained to the kernels on the device (memory.ChainedCopiesIn,
// memory.ChainedCopies), and leaves no OpenCL object or goroutine behind.
func TestUSMCopiesChainedEveryScheduler(t *testing.T) {
	defer opencl.CopyOnCPU()()
	home := openCLDevice(t)
	hq, err := sycl.NewQueueOn(home)
	require.NoError(t, err)
	defer hq.Close()
	foreign := secondContext(t, home)
	nat := sycl.NativeDevice()
	policies := []func() coexecutor.Policy{
		func() coexecutor.Policy { return &coexecutor.Static{} },
		func() coexecutor.Policy { return &coexecutor.Dynamic{} },
		func() coexecutor.Policy { return &coexecutor.HGuided{} },
		func() coexecutor.Policy { return &coexecutor.Adaptive{} },
		func() coexecutor.Policy { return &coexecutor.Sigmoid{} },
		func() coexecutor.Policy { return &coexecutor.Mash{} },
		func() coexecutor.Policy { return &coexecutor.Memorizing{} },
		func() coexecutor.Policy { return &coexecutor.ProfileStatic{} },
	}
	for _, c := range []struct {
		name     string
		strategy usmStrategy
		devs     []*sycl.Device
	}{
		{"pinned host-backed, home+native", usmStrategies[4], []*sycl.Device{home, nat}},
		{"pinned host-backed, home+foreign", usmStrategies[4], []*sycl.Device{home, foreign}},
		{"fine-grained SVM, foreign+native", usmStrategies[0], []*sycl.Device{foreign, nat}},
	} {
		prepare(t, c.devs, kernels.SaxpyKernel.Kernel)
		for _, pol := range policies {
			t.Run(c.name+"/"+pol().Name(), func(t *testing.T) {
				const n = 1 << 14
				x, y := c.strategy.malloc(t, hq, n), c.strategy.malloc(t, hq, n)
				ce, err := coexecutor.New(pol(), coexecutor.DeviceList(c.devs...), coexecutor.LocalSize(4), coexecutor.Pipeline(4), unguarded)
				require.NoError(t, err)
				defer ce.Close()
				for round := range 3 {
					xs, ys := slice(t, x), slice(t, y)
					for i := range xs {
						xs[i], ys[i] = float32(i+round), 1
					}
					ins, homes := memory.ChainedCopiesIn(), memory.ChainedCopies()
					rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
					require.NoError(t, err, "%v", rep)
					ys = slice(t, y)
					for i, v := range ys {
						require.Equal(t, 2*float32(i+round)+1, v, "y[%d], round %d", i, round)
					}
					copied := false
					for _, u := range rep.Units {
						require.False(t, u.Retired, "%s retired: %v", u.Device, u.Err)
						copied = copied || (u.Packages > 0 && u.Device != nat.Name())
					}
					if copied {
						require.Positive(t, memory.ChainedCopiesIn()-ins, "round %d: no copy in chained to its kernel: %v", round, rep)
						require.Positive(t, memory.ChainedCopies()-homes, "round %d: no copy home chained to its kernel: %v", round, rep)
					}
				}
			})
		}
	}
}

// The chained copies leak nothing: after launches on every device set,
// as many OpenCL objects are live and no more goroutines run than after
// the first (which starts programs, queues and pools once).
func TestUSMCopiesChainedLeakNothing(t *testing.T) {
	defer opencl.CopyOnCPU()()
	home := openCLDevice(t)
	hq, err := sycl.NewQueueOn(home)
	require.NoError(t, err)
	defer hq.Close()
	foreign := secondContext(t, home)
	devs := []*sycl.Device{home, foreign}
	prepare(t, devs, kernels.SaxpyKernel.Kernel)
	run := func() {
		const n = 1 << 14
		restore := opencl.PinWith(memory.LocationOf(home))
		x, err := usm.MallocShared[float32](hq, n)
		require.NoError(t, err)
		y, err := usm.MallocShared[float32](hq, n)
		require.NoError(t, err)
		restore()
		ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(devs...), coexecutor.LocalSize(4), coexecutor.Pipeline(4), unguarded)
		require.NoError(t, err)
		_, err = ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
		require.NoError(t, err)
		ce.Close()
		require.NoError(t, x.Free())
		require.NoError(t, y.Free())
	}
	run()
	// The first launch's last events may still be released after it
	// returns: the baseline is what stays once they are.
	baseObjs := opencl.Settled(20*time.Millisecond, 5*time.Second)
	baseG := runtime.NumGoroutine()
	for range 3 {
		run()
	}
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) && (opencl.Live() != baseObjs || runtime.NumGoroutine() > baseG) {
		time.Sleep(10 * time.Millisecond)
	}
	require.Equal(t, baseObjs, opencl.Live(), "OpenCL objects live")
	if g := runtime.NumGoroutine(); g > baseG {
		buf := make([]byte, 1<<20)
		t.Fatalf("goroutines leaked: %d before, %d after\n%s", baseG, g, buf[:runtime.Stack(buf, true)])
	}
}

// A launch on one device alone that works on copies of host-backed
// pinned allocations (a GPU's USM; PoCL copying stands in) runs its
// package as Pipeline(8) pieces (down to the device's fill), each with
// its two regions' copies in chained before its kernel and its output's
// copy home chained after it: every byte moved once, the result exact.
// The pieces follow each other on the device: a piece's kernel is
// enqueued behind the one before it once that one is enqueued (the
// device orders them), not once the host has seen it end, although the
// host copies each piece's region home after its kernel.
func TestUSMPipelinedPiecesChained(t *testing.T) {
	defer opencl.CopyOnCPU()()
	home := openCLDevice(t)
	hq, err := sycl.NewQueueOn(home)
	require.NoError(t, err)
	defer hq.Close()
	const n, pieces = 1 << 22, 8
	x, y := usmStrategies[4].malloc(t, hq, n), usmStrategies[4].malloc(t, hq, n)
	xs, ys := slice(t, x), slice(t, y)
	for i := range xs {
		xs[i], ys[i] = float32(i), 1
	}
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(home), coexecutor.Pipeline(pieces))
	require.NoError(t, err)
	defer ce.Close()
	ins, homes := memory.ChainedCopiesIn(), memory.ChainedCopies()
	ordered := testhook.OrderedOnDevice.Load()
	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
	require.NoError(t, err)
	u := rep.Units[0]
	p := u.Packages // pieces, down to the fill of the device
	require.Greater(t, p, 1, "the package was not cut: %v", rep)
	require.Equal(t, int64(2*p), memory.ChainedCopiesIn()-ins, "copies in chained to their kernels")
	require.Equal(t, int64(p), memory.ChainedCopies()-homes, "copies home chained to their kernels")
	require.Equal(t, coexecutor.USMMoves{CopiesIn: 2 * p, CopiesOut: p, BytesIn: 2 * 4 * n, BytesOut: 4 * n}, u.USM)
	// Each piece's kernel after the first is enqueued behind the one
	// before it once that one is on the queue, not once it has ended.
	// The device's clock shows it where the host keeps up with the
	// device (a later kernel queued before the earlier ends); on a busy
	// machine the host may lag whatever it waits for, so the test counts
	// the path taken and logs the clock.
	require.Equal(t, int64(p-1), testhook.OrderedOnDevice.Load()-ordered, "pieces enqueued behind a kernel still to end: %v", rep)
	ps := rep.Packages
	ahead := 0
	for k := 1; k < len(ps); k++ {
		require.Positive(t, ps[k-1].Prof.End, "no profile: %v", rep)
		if ps[k].Prof.Queued < ps[k-1].Prof.End {
			ahead++
		}
	}
	t.Logf("%d of %d pieces' kernels queued before the one before them ended", ahead, len(ps)-1)
	ys = slice(t, y)
	// A plain comparison per element: an assertion helper per element of
	// 4 M costs seconds under -race.
	for i, v := range ys {
		if want := 2*float32(i) + 1; v != want {
			t.Fatalf("y[%d] = %v, want %v", i, v, want)
		}
	}
}
