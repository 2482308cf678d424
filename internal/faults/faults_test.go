package faults_test

import (
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/cgroup"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// count runs kernels.Count over n work-items on q with the launch hook
// answering f, and returns the counts and the command's error.
func count(t *testing.T, q *sycl.Queue, n int, f faults.Fault) (counts []int32, cmdErr error) {
	t.Helper()
	counts = make([]int32, n)
	b := buffer.New(counts)
	var mu sync.Mutex // the backend calls the hook from its own goroutine
	var sites []faults.Site
	restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
		mu.Lock()
		defer mu.Unlock()
		sites = append(sites, s)
		return f
	})
	ev, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), kernels.CountKernel.Bind(buffer.ReadWrite(h, b)))
	})
	require.NoError(t, err)
	cmdErr = ev.Wait()
	restore()
	_ = q.Wait()
	_ = b.Close() // after a failed command, its error
	mu.Lock()
	defer mu.Unlock()
	require.Len(t, sites, 1)
	assert.Equal(t, faults.Site{Device: q.Device().Name(), Native: q.Device().IsNative(), Kernel: "Count", Offset: 0, Size: n}, sites[0])
	return counts, cmdErr
}

// ones is the number of elements equal to 1, after checking that they
// come first and the rest are 0.
func ones(t *testing.T, counts []int32) int {
	t.Helper()
	k := 0
	for k < len(counts) && counts[k] == 1 {
		k++
	}
	for i := k; i < len(counts); i++ {
		require.Zero(t, counts[i], "element %d after the %d ones", i, k)
	}
	return k
}

// Each fault kind does what it says on every device. A Partial fault
// shows what the coherence tracker does with a failed command's writes on
// an OpenCL device: it still takes the device's copy as current, so the
// next reader (here the buffer's Close) gets what the kernel wrote before
// failing. A co-executed launch puts the host's copy back before another
// unit runs the package again (coexecutor's Revert test).
func TestKinds(t *testing.T) {
	devs, err := sycl.Devices()
	require.NoError(t, err)
	const n = 4096
	for _, d := range devs {
		t.Run(d.Name(), func(t *testing.T) {
			q, err := sycl.NewQueueOn(d)
			require.NoError(t, err)
			defer q.Close()

			c, cmdErr := count(t, q, n, faults.Fault{})
			require.NoError(t, cmdErr)
			require.Equal(t, n, ones(t, c), "no fault")

			c, cmdErr = count(t, q, n, faults.Fault{Kind: faults.Fail})
			require.ErrorIs(t, cmdErr, faults.ErrInjected)
			require.ErrorIs(t, cmdErr, cgroup.ErrNotRun, "a refused launch")
			require.Zero(t, ones(t, c), "a refused launch ran")

			c, cmdErr = count(t, q, n, faults.Fault{Kind: faults.Partial})
			if d.IsNative() {
				require.ErrorIs(t, cmdErr, faults.ErrInjected)
			} else { // the command's event reports the failure, as a device's does
				require.ErrorContains(t, cmdErr, "command execution: CL_OUT_OF_RESOURCES")
			}
			require.NotErrorIs(t, cmdErr, cgroup.ErrNotRun, "a launch failing halfway")
			k := ones(t, c)
			assert.True(t, k > 0 && k <= n/2, "a launch failing halfway ran %d of %d work-items", k, n)

			release := make(chan struct{})
			restore := faults.SetLaunch(func(faults.Site) faults.Fault { return faults.Fault{Kind: faults.Hold, Release: release} })
			c = make([]int32, n)
			b := buffer.New(c)
			ev, err := q.Submit(func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(n), kernels.CountKernel.Bind(buffer.ReadWrite(h, b)))
			})
			require.NoError(t, err)
			assert.False(t, ev.Done(), "a held launch finished")
			close(release)
			require.NoError(t, ev.Wait())
			restore()
			require.NoError(t, b.Close())
			require.Equal(t, n, ones(t, c), "a released launch")

			// Partial with Release: pending until released, then failed.
			release = make(chan struct{})
			restore = faults.SetLaunch(func(faults.Site) faults.Fault { return faults.Fault{Kind: faults.Partial, Release: release} })
			c = make([]int32, n)
			b = buffer.New(c)
			ev, err = q.Submit(func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(n), kernels.CountKernel.Bind(buffer.ReadWrite(h, b)))
			})
			require.NoError(t, err)
			assert.False(t, ev.Done(), "a launch failing later finished before its release")
			close(release)
			cmdErr = ev.Wait()
			restore()
			require.True(t, errors.Is(cmdErr, faults.ErrInjected) || strings.Contains(cmdErr.Error(), "CL_OUT_OF_RESOURCES"), "%v", cmdErr)
			_ = q.Wait()
			_ = b.Close()
			k = ones(t, c)
			assert.True(t, k > 0 && k <= n/2, "a launch failing halfway, later, ran %d of %d work-items", k, n)
		})
	}
}

// The transfer hook fails copies to and from an OpenCL device.
func TestTransfer(t *testing.T) {
	devs, err := sycl.Devices()
	require.NoError(t, err)
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		t.Run(d.Name(), func(t *testing.T) {
			defer opencl.CopyOnCPU()() // a device with a copy of its own
			q, err := sycl.NewQueueOn(d)
			require.NoError(t, err)
			defer q.Close()
			lost := errors.New("device lost")
			restore := faults.SetTransfer(func(dev string) error {
				if dev == d.Name() {
					return lost
				}
				return nil
			})
			defer restore()
			b := buffer.New(make([]int32, 64))
			ev, err := q.Submit(func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(64), kernels.CountKernel.Bind(buffer.ReadWrite(h, b)))
			})
			require.NoError(t, err)
			require.ErrorIs(t, ev.Wait(), lost)
			require.ErrorIs(t, ev.Wait(), cgroup.ErrNotRun)
			_ = q.Wait()
			restore()
			_ = b.Close()
		})
	}
}
