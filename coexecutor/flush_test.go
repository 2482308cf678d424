package coexecutor_test

// The test that a co-executed package reaches its device flushed: a
// driver that holds unflushed commands on the host (NVIDIA's) would not
// start a package's kernel until the host next waits, while the unit
// prepares its next package or chains its partial results home.

import (
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// Every package that Submit enqueues on an OpenCL device has been
// flushed when Submit returns, for a plain kernel and for a reduction
// (a kernel and its Finish), on the OpenCL device alone and next to the
// native device, with one package per unit (HGuided) and with many
// (Dynamic); the results are exact.
func TestPackagesFlushedOnSubmit(t *testing.T) {
	cl := openCLDevice(t)
	var native *sycl.Device
	for _, d := range allDevices(t) {
		if d.IsNative() {
			native = d
		}
	}
	sets := [][]*sycl.Device{{cl}}
	if native != nil {
		sets = append(sets, []*sycl.Device{cl, native})
	}
	prepare(t, []*sycl.Device{cl}, kernels.SaxpyKernel.Kernel, kernels.SumFloat32Kernel.Kernel)
	const n = 1 << 16
	x, y := make([]float32, n), make([]float32, n)
	var want float32
	for i := range x {
		x[i] = float32(i % 64)
		want += x[i]
	}
	bx := buffer.New(x)
	defer func() { require.NoError(t, bx.Close()) }()

	var (
		mu                sync.Mutex
		enqueued, unflush int
	)
	defer coexecutor.OnSubmitted(func(enq, flushed bool) {
		mu.Lock()
		defer mu.Unlock()
		if enq {
			enqueued++
			if !flushed {
				unflush++
			}
		}
	})()
	for _, set := range sets {
		for _, pol := range []coexecutor.Policy{&coexecutor.HGuided{}, &coexecutor.Dynamic{}} {
			t.Run(fmt.Sprintf("%s/%d-devices", pol.Name(), len(set)), func(t *testing.T) {
				ce, err := coexecutor.New(pol, coexecutor.DeviceList(set...))
				require.NoError(t, err)
				defer func() { require.NoError(t, ce.Close()) }()
				mu.Lock()
				enqueued, unflush = 0, 0
				mu.Unlock()
				for launch := range 3 { // the first launches may copy; later ones enqueue at Submit
					for i := range y {
						y[i] = 1
					}
					by := buffer.New(y)
					_, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), bx, by)
					require.NoError(t, errors.Join(err, by.Close()))
					for i := range y {
						if y[i] != 2*x[i]+1 {
							t.Fatalf("launch %d: saxpy y[%d] = %v, want %v", launch, i, y[i], 2*x[i]+1)
						}
					}
					sum := []float32{0}
					bs := buffer.New(sum)
					_, err = ce.LaunchKernel(sycl.Range1(n), kernels.SumFloat32Kernel.Kernel, bx, coexecutor.Out(bs))
					require.NoError(t, errors.Join(err, bs.Close()))
					require.Equal(t, want, sum[0], "launch %d: sum", launch) // small integers: exact in any order
				}
				mu.Lock()
				defer mu.Unlock()
				require.Positive(t, enqueued, "no package was enqueued by Submit: the check saw nothing")
				require.Zero(t, unflush, "%d of %d packages enqueued without a flush", unflush, enqueued)
			})
		}
	}
}
