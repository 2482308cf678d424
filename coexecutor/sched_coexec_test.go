package coexecutor_test

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// The adaptive schedulers on the devices here: every work-item runs
// exactly once and packages are whole work-groups covering the range,
// over several launches of one coexecutor (so Mash profiles then
// co-executes, Memorizing and ProfileStatic replay), some of the same
// range and some of another.
func TestAdaptiveSchedulersEveryWorkItemOnce(t *testing.T) {
	devs := allDevices(t)
	sets := deviceSets(devs)
	t.Logf("devices: %v", devs)
	for pi, mk := range []func() coexecutor.Policy{
		func() coexecutor.Policy { return &coexecutor.Sigmoid{} },
		func() coexecutor.Policy { return &coexecutor.Adaptive{} },
		func() coexecutor.Policy { return &coexecutor.Mash{Reprofile: 2} },
		func() coexecutor.Policy { return &coexecutor.Memorizing{} },
		func() coexecutor.Policy { return &coexecutor.ProfileStatic{Reprofile: 3} },
		func() coexecutor.Policy { return &coexecutor.Sigmoid{} },
		func() coexecutor.Policy { return &coexecutor.Adaptive{} },
		func() coexecutor.Policy { return &coexecutor.Mash{Reprofile: 2} },
		func() coexecutor.Policy { return &coexecutor.Memorizing{} },
		func() coexecutor.Policy { return &coexecutor.ProfileStatic{Reprofile: 3} },
	} {
		pol := mk()
		r := rand.New(rand.NewPCG(uint64(pi), 13))
		set := sets[len(sets)-1] // every device, then a random set
		if pi >= 5 {
			set = sets[r.IntN(len(sets))]
		}
		lws := []int{1, 3, 16, 64}[r.IntN(4)]
		t.Run(fmt.Sprintf("%s/%d-devices/lws%d", pol.Name(), len(set), lws), func(t *testing.T) {
			pol := withPackages(pol, 1+r.IntN(9))
			ce, err := coexecutor.New(pol, coexecutor.DeviceList(set...), coexecutor.LocalSize(lws))
			require.NoError(t, err)
			defer ce.Close()
			var rng sycl.Space
			var items, dim0 int
			for l := 0; l < 8; l++ {
				if l == 0 || l == 5 { // a new range; the launches between repeat it
					if r.IntN(3) == 2 {
						rows, cols := 1+r.IntN(40), 1+r.IntN(50)
						rng, items, dim0 = sycl.Range2(rows, cols), rows*cols, rows
					} else {
						n := 1 + r.IntN(20000)
						rng, items, dim0 = sycl.Range1(n), n, n
					}
				}
				counts := make([]int32, items)
				b := buffer.New(counts)
				rep, err := ce.LaunchKernel(rng, kernels.CountKernel.Kernel, b)
				require.NoError(t, err, "launch %d", l)
				require.NoError(t, b.Close())
				for i, c := range counts {
					require.Equal(t, int32(1), c, "launch %d: work-item %d ran %d times\n%v", l, i, c, rep)
				}
				covered := make([]int, dim0)
				for _, p := range rep.Packages {
					require.Zero(t, p.Offset%lws, "package %v does not start on a work-group", p)
					if p.Offset+p.Size != dim0 {
						require.Zero(t, p.Size%lws, "package %v is ragged but not last", p)
					}
					for i := p.Offset; i < p.Offset+p.Size; i++ {
						covered[i]++
					}
				}
				for i, c := range covered {
					require.Equal(t, 1, c, "launch %d: index %d is in %d packages", l, i, c)
				}
				require.Equal(t, pol.Name(), rep.Policy)
				t.Logf("launch %d: %d items, %d packages, balance %.2f", l, items, len(rep.Packages), rep.Balance)
			}
		})
	}
}

// The policies that remember across launches are shared by concurrent
// launches (here two coexecutors using one policy value).
func TestAdaptiveSchedulersShared(t *testing.T) {
	devs := allDevices(t)
	for _, pol := range []coexecutor.Policy{&coexecutor.Mash{Reprofile: 1}, &coexecutor.Memorizing{}, &coexecutor.ProfileStatic{Reprofile: 1}} {
		t.Run(pol.Name(), func(t *testing.T) {
			var wg sync.WaitGroup
			errs := make(chan error, 2)
			for g := 0; g < 2; g++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					ce, err := coexecutor.New(pol, coexecutor.DeviceList(devs...), coexecutor.LocalSize(8))
					if err != nil {
						errs <- err
						return
					}
					defer ce.Close()
					for l := 0; l < 5; l++ {
						counts := make([]int32, 3000)
						b := buffer.New(counts)
						if _, err := ce.LaunchKernel(sycl.Range1(len(counts)), kernels.CountKernel.Kernel, b); err != nil {
							errs <- err
							return
						}
						b.Close()
						for i, c := range counts {
							if c != 1 {
								errs <- fmt.Errorf("launch %d: work-item %d ran %d times", l, i, c)
								return
							}
						}
					}
				}()
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Error(err)
			}
		})
	}
}

// Memorizing's point (González & Morancho): from the second launch on, each unit gets
// the ranges it had, so an in-place kernel over a buffer kept between
// launches finds its data on the device and nothing is copied to the
// devices (and, with KeepOutputs, nothing back either until Close).
func TestMemorizingKeepsDataOnDevices(t *testing.T) {
	defer opencl.CopyOnCPU()() // PoCL stands in for a device with memory of its own
	devs := allDevices(t)
	hasOpenCL := false
	for _, d := range devs {
		hasOpenCL = hasOpenCL || d.Info().Backend == sycl.BackendOpenCL
	}
	if !hasOpenCL {
		t.Skip("no OpenCL device: nothing is ever copied")
	}
	const n, launches = 1 << 16, 5
	for _, keep := range []bool{false, true} {
		t.Run(fmt.Sprintf("keep=%v", keep), func(t *testing.T) {
			// Both units take work however their speeds compare, so that
			// the OpenCL device holds part of the data.
			pol := &coexecutor.Memorizing{}
			ce, err := coexecutor.New(withPackages(pol, 8), coexecutor.DeviceList(devs...), coexecutor.LocalSize(64), coexecutor.KeepOutputs(keep), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
			require.NoError(t, err)
			defer ce.Close()
			counts := make([]int32, n)
			b := buffer.New(counts)
			for l := 0; l < launches; l++ {
				before := b.Stats()
				rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b)
				require.NoError(t, err, "launch %d", l)
				h2d := b.Stats().BytesHostToDevice - before.BytesHostToDevice
				d2h := b.Stats().BytesDeviceToHost - before.BytesDeviceToHost
				t.Logf("launch %d: %d bytes to devices, %d back, %d packages", l, h2d, d2h, len(rep.Packages))
				switch {
				case l == 0:
					require.Positive(t, h2d, "the first launch copies the OpenCL units' ranges in")
				case keep:
					require.Zero(t, h2d+d2h, "launch %d copies data: the assignment was not kept\n%v", l, rep)
				default:
					require.Zero(t, h2d, "launch %d copies data to a device: the assignment was not kept\n%v", l, rep)
					require.Positive(t, d2h, "launch %d brings no output home", l)
				}
			}
			require.NoError(t, b.Close())
			for i, c := range counts {
				require.Equal(t, int32(launches), c, "element %d", i)
			}
		})
	}
	// Kept outputs whose ranges change hands (Dynamic) reach the next
	// device through the host: still right.
	ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 7}, coexecutor.DeviceList(devs...), coexecutor.LocalSize(64), coexecutor.KeepOutputs(true))
	require.NoError(t, err)
	defer ce.Close()
	counts := make([]int32, n)
	b := buffer.New(counts)
	for l := 0; l < launches; l++ {
		_, err := ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b)
		require.NoError(t, err, "launch %d", l)
	}
	require.NoError(t, b.Close())
	for i, c := range counts {
		require.Equal(t, int32(launches), c, "dynamic, kept outputs: element %d", i)
	}
}
