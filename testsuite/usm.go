package testsuite

import (
	"context"
	"math"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

var usmKinds = []usm.Kind{usm.Device, usm.Host, usm.Shared}

func mallocKind[T any](q *sycl.Queue, k usm.Kind, n int) (usm.Ptr[T], error) {
	switch k {
	case usm.Host:
		return usm.MallocHost[T](q, n)
	case usm.Shared:
		return usm.MallocShared[T](q, n)
	}
	return usm.MallocDevice[T](q, n)
}

// USMKernelArgs passes each kind of allocation to kernels, filling and
// reading it through Memcpy and, where the host can see it, Slice.
func USMKernelArgs(t *testing.T, dev *sycl.Device) {
	usmKernelArgs(t, dev, 0)
}

// USMKernelArgsEmulated is USMKernelArgs with allocations that emulate
// USM with OpenCL buffers, as on devices without SVM (OpenCL devices only).
// It sets a process-wide switch while it allocates: do not run it in
// parallel with other tests.
func USMKernelArgsEmulated(t *testing.T, dev *sycl.Device) {
	if !isOpenCL(dev) {
		t.Skip("the native device has no emulated USM")
	}
	usmKernelArgs(t, dev, usm.Emulated)
}

func usmKernelArgs(t *testing.T, dev *sycl.Device, force usm.Strategy) {
	q := newQueue(t, dev)
	n := 300
	x0, y0 := make([]float32, n), make([]float32, n)
	for i := range x0 {
		x0[i], y0[i] = float32(i), float32(n-i)
	}
	for _, kind := range usmKinds {
		t.Run(kind.String(), func(t *testing.T) {
			if force == usm.Emulated {
				memory.ForceEmulation.Store(true)
			}
			x, errx := mallocKind[float32](q, kind, n)
			y, erry := mallocKind[float32](q, kind, n)
			memory.ForceEmulation.Store(false)
			require.NoError(t, errx)
			require.NoError(t, erry)
			defer x.Free()
			defer y.Free()
			assert.Equal(t, kind, x.Kind())
			assert.Equal(t, n, x.Len())
			if force != 0 {
				require.Equal(t, force, x.Strategy())
			}
			t.Logf("%s allocation: %v", kind, x.Strategy())

			var deps []*sycl.Event
			if kind == usm.Device {
				e1, err := usm.CopyFromHost(q, x, x0)
				require.NoError(t, err)
				e2, err := usm.CopyFromHost(q, y, y0)
				require.NoError(t, err)
				deps = append(deps, e1, e2)
			} else {
				sx, err := x.Slice()
				require.NoError(t, err)
				sy, err := y.Slice()
				require.NoError(t, err)
				copy(sx, x0)
				copy(sy, y0)
			}
			ev, err := q.ParallelFor(sycl.Range1(n), saxpyF32.Bind(float32(2), x, y), deps...)
			require.NoError(t, err)
			ev, err = q.ParallelFor(sycl.Range1(n/2).WithOffset(n/4), saxpyF32.Bind(float32(-1), x, y), ev)
			require.NoError(t, err)
			want := make([]float32, n)
			for i := range want {
				want[i] = 2*x0[i] + y0[i]
				if i >= n/4 && i < n/4+n/2 {
					want[i] -= x0[i]
				}
			}
			out := make([]float32, n)
			evc, err := usm.CopyToHost(q, out, y, ev)
			require.NoError(t, err)
			wait(t, evc)
			assert.Equal(t, want, out, "%s allocation read back with Memcpy", kind)
			if kind != usm.Device {
				s, err := y.Slice()
				require.NoError(t, err)
				assert.Equal(t, want, s, "%s allocation read through Slice", kind)
				sx, err := x.Slice()
				require.NoError(t, err)
				assert.Equal(t, x0, sx, "%s input changed", kind)
			}
		})
	}
}

// USMSlice checks host views: host and shared allocations have one,
// device allocations return an error.
func USMSlice(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	for _, kind := range usmKinds {
		p, err := mallocKind[int32](q, kind, 16)
		require.NoError(t, err, kind)
		s, err := p.Slice()
		if kind == usm.Device {
			require.ErrorIs(t, err, usm.ErrNoHostView, "Slice of a device allocation")
			assert.Contains(t, err.Error(), "not accessible from the host")
			assert.Nil(t, s)
		} else {
			require.NoError(t, err, kind)
			require.Len(t, s, 16)
			copy(s, iota32(16, 1))
			s2, err := p.Slice()
			require.NoError(t, err)
			assert.Equal(t, iota32(16, 1), s2, "%s: a second Slice sees the first one's writes", kind)
		}
		require.NoError(t, p.Free())
	}
	_, err := usm.Ptr[int32]{}.Slice()
	assert.ErrorIs(t, err, usm.ErrZeroPtr, "Slice of a zero Ptr")
}

// USMCopies checks Memcpy, Copy, Fill, Memset and Prefetch between every
// pair of kinds and host slices.
func USMCopies(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 50
	src := iota32(n, 1)
	strategies := []usm.Strategy{0}
	if isOpenCL(dev) {
		strategies = append(strategies, usm.Emulated)
	}
	for _, force := range strategies {
		for _, dk := range usmKinds {
			for _, sk := range usmKinds {
				name := sk.String() + "_to_" + dk.String()
				if force == usm.Emulated {
					name = "emulated_" + name
				}
				t.Run(name, func(t *testing.T) {
					memory.ForceEmulation.Store(force == usm.Emulated)
					s, errs := mallocKind[int32](q, sk, n)
					d, errd := mallocKind[int32](q, dk, n)
					memory.ForceEmulation.Store(false)
					require.NoError(t, errs)
					defer s.Free()
					require.NoError(t, errd)
					defer d.Free()
					e1, err := q.Memcpy(s, src, 4*n)
					require.NoError(t, err)
					e2, err := usm.Fill(q, d, int32(-1))
					require.NoError(t, err)
					e3, err := usm.Copy(q, d, s, e1, e2)
					require.NoError(t, err)
					out := make([]int32, n)
					e4, err := q.Memcpy(out, d, 4*n, e3)
					require.NoError(t, err)
					wait(t, e4)
					assert.Equal(t, src, out, "%s (%v) to %s (%v)", sk, s.Strategy(), dk, d.Strategy())
					// A kernel sees the copy, and the host the kernel's result.
					e5, err := q.ParallelFor(sycl.Range1(n), addI32.Bind(d, int32(1000)), e4)
					require.NoError(t, err)
					e6, err := usm.Copy(q, s, d, e5)
					require.NoError(t, err)
					e7, err := q.Memcpy(out, s, 4*n, e6)
					require.NoError(t, err)
					wait(t, e7)
					assert.Equal(t, iota32(n, 1001), out, "after a kernel and a copy back")
				})
			}
		}
	}

	p, err := usm.MallocDevice[int32](q, n)
	require.NoError(t, err)
	defer p.Free()
	// Partial Memcpy: the first 10 elements only.
	e, err := usm.Fill(q, p, int32(42))
	require.NoError(t, err)
	e, err = q.Memcpy(p, src, 40, e)
	require.NoError(t, err)
	out := filled(n, int32(0))
	e, err = usm.CopyToHost(q, out, p, e)
	require.NoError(t, err)
	wait(t, e)
	want := filled(n, int32(42))
	copy(want, src[:10])
	assert.Equal(t, want, out, "partial Memcpy")

	// Memset sets bytes.
	e, err = usm.Memset(q, p, 0x01)
	require.NoError(t, err)
	e, err = usm.CopyToHost(q, out, p, e)
	require.NoError(t, err)
	wait(t, e)
	assert.Equal(t, filled(n, int32(0x01010101)), out, "Memset")

	// A shorter CopyToHost and CopyFromHost.
	e, err = usm.CopyFromHost(q, p, []int32{5, 6, 7})
	require.NoError(t, err)
	short := make([]int32, 4)
	e, err = usm.CopyToHost(q, short, p, e)
	require.NoError(t, err)
	wait(t, e)
	assert.Equal(t, []int32{5, 6, 7, 0x01010101}, short)

	// Fill of floats and Prefetch of a shared allocation before a kernel.
	f, err := usm.MallocShared[float32](q, n)
	require.NoError(t, err)
	defer f.Free()
	x, err := usm.MallocShared[float32](q, n)
	require.NoError(t, err)
	defer x.Free()
	e1, err := usm.Fill(q, f, float32(0.5))
	require.NoError(t, err)
	e2, err := usm.Fill(q, x, float32(2))
	require.NoError(t, err)
	e3, err := usm.Prefetch(q, f, e1)
	require.NoError(t, err)
	e, err = q.ParallelFor(sycl.Range1(n), saxpyF32.Bind(float32(3), x, f), e2, e3)
	require.NoError(t, err)
	wait(t, e)
	sf, err := f.Slice()
	require.NoError(t, err)
	assert.Equal(t, filled(n, float32(6.5)), sf)

	// Errors: sizes and types.
	_, err = q.Memcpy(p, src, 4*n+4)
	assert.ErrorContains(t, err, "Memcpy of", "Memcpy past the source and destination")
	_, err = q.Memcpy(p, src, -4)
	assert.ErrorContains(t, err, "Memcpy of", "Memcpy of a negative count")
	_, err = usm.CopyFromHost(q, p, make([]int32, n+1))
	assert.Error(t, err, "CopyFromHost of more elements than the allocation")
	_, err = usm.CopyToHost(q, make([]int32, n+1), p)
	assert.Error(t, err, "CopyToHost of more elements than the allocation")
	_, err = q.Fill(p, float32(1))
	assert.ErrorContains(t, err, "Fill of int32 memory with a float32 value")
	_, err = q.Copy(p, make([]float32, n))
	assert.ErrorContains(t, err, "element types differ")
	require.NoError(t, q.Wait())
}

// USMFree checks that use after free and double free are errors.
func USMFree(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	for _, kind := range usmKinds {
		t.Run(kind.String(), func(t *testing.T) {
			p, err := mallocKind[int32](q, kind, 8)
			require.NoError(t, err)
			e, err := usm.Fill(q, p, int32(1))
			require.NoError(t, err)
			wait(t, e)
			require.NoError(t, p.Free())

			err = p.Free()
			require.ErrorIs(t, err, usm.ErrDoubleFree, "double free")
			assert.Contains(t, err.Error(), "freed twice")
			assert.ErrorIs(t, usm.Free(p), usm.ErrDoubleFree, "usm.Free after Free")

			for name, f := range map[string]func() error{
				"Fill":         func() error { _, err := usm.Fill(q, p, int32(2)); return err },
				"Memset":       func() error { _, err := usm.Memset(q, p, 0); return err },
				"CopyToHost":   func() error { _, err := usm.CopyToHost(q, make([]int32, 8), p); return err },
				"CopyFromHost": func() error { _, err := usm.CopyFromHost(q, p, make([]int32, 8)); return err },
				"Prefetch":     func() error { _, err := usm.Prefetch(q, p); return err },
				"Memcpy":       func() error { _, err := q.Memcpy(make([]int32, 8), p, 32); return err },
				"Bind":         func() error { return addI32.Bind(p, int32(1)).Err() },
				"ParallelFor":  func() error { _, err := q.ParallelFor(sycl.Range1(8), addI32.Bind(p, int32(1))); return err },
				"Slice":        func() error { _, err := p.Slice(); return err },
			} {
				err := f()
				if assert.ErrorIs(t, err, usm.ErrFreed, "%s after Free", name) {
					assert.Contains(t, err.Error(), "freed", "%s after Free", name)
				}
			}
		})
	}
	var zero usm.Ptr[int32]
	assert.ErrorIs(t, zero.Free(), usm.ErrZeroPtr, "Free of a zero Ptr")
	assert.ErrorIs(t, addI32.Bind(zero, int32(1)).Err(), usm.ErrZeroPtr)
	_, err := usm.Fill(q, zero, int32(1))
	assert.ErrorIs(t, err, usm.ErrZeroPtr, "Fill of a zero Ptr")
	assert.Zero(t, zero.Kind(), "Kind of a zero Ptr")
	assert.Zero(t, zero.Strategy(), "Strategy of a zero Ptr")
	require.NoError(t, q.Wait())
}

// USMFreeWaits frees device, host and shared allocations while commands
// that use them are still queued (behind a host task) and while a kernel
// that uses them is running: Free refuses new commands at once, returns
// only once those commands have finished, and they finish with their
// results (they used to lose the memory under them: SIGSEGV on PoCL).
func USMFreeWaits(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 256
	for _, kind := range usmKinds {
		t.Run(kind.String()+"/queued", func(t *testing.T) {
			p := iotaAlloc(t, q, kind, n)
			out, err := usm.MallocHost[int32](q, n)
			require.NoError(t, err)
			defer out.Free()
			bl := newBlocker(t)
			evB, err := q.HostTask(bl.task)
			require.NoError(t, err)
			evK, err := q.ParallelFor(sycl.Range1(n), copyI32.Bind(out, p), evB)
			require.NoError(t, err)
			host := make([]int32, n)
			evC, err := usm.CopyToHost(q, host, p, evB)
			require.NoError(t, err)

			freeWhileUsed(t, q, p, "a kernel and a copy using the allocation were queued", bl.release)
			assert.True(t, evK.Done() && evC.Done(), "Free returned before the commands using the allocation finished")
			require.NoError(t, evK.Wait(), "a kernel submitted before Free")
			require.NoError(t, evC.Wait(), "a copy submitted before Free")
			s, err := out.Slice()
			require.NoError(t, err)
			assert.Equal(t, iota32(n, 0), s, "the kernel's copy of the freed allocation")
			assert.Equal(t, iota32(n, 0), host, "the copy of the freed allocation")
		})
		t.Run(kind.String()+"/running", func(t *testing.T) {
			flags, err := usm.MallocHost[int32](q, 2) // [0]: started (kernel), [1]: go on (host)
			require.NoError(t, err)
			defer flags.Free()
			if st := flags.Strategy(); st != usm.GoMemory && st != usm.FineSVM {
				t.Skipf("the host cannot signal a running kernel through a %v host allocation", st)
			}
			fs, err := flags.Slice()
			require.NoError(t, err)
			atomic.StoreInt32(&fs[0], 0) // USM memory starts uninitialised
			atomic.StoreInt32(&fs[1], 0)
			p := iotaAlloc(t, q, kind, n)
			out, err := usm.MallocHost[int32](q, n)
			require.NoError(t, err)
			defer out.Free()
			// Never leave the kernel spinning: the frees above wait for it.
			defer atomic.StoreInt32(&fs[1], 1)
			ev, err := q.SingleTask(usmGate.Bind(flags, p, out, int32(n)))
			require.NoError(t, err)
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			for atomic.LoadInt32(&fs[0]) == 0 {
				ev.Done() // flushes an OpenCL queue
				require.NoError(t, ctx.Err(), "the gate kernel did not start")
				time.Sleep(time.Millisecond)
			}

			freeWhileUsed(t, q, p, "a kernel using the allocation was running", func() { atomic.StoreInt32(&fs[1], 1) })
			assert.True(t, ev.Done(), "Free returned before the kernel using the allocation finished")
			require.NoError(t, ev.Wait(), "a kernel running during Free")
			s, err := out.Slice()
			require.NoError(t, err)
			assert.Equal(t, iota32(n, 1), s, "the running kernel's reads of the freed allocation")
		})
	}
}

// iotaAlloc returns an allocation of kind holding 0, 1, ..., n-1.
func iotaAlloc(t *testing.T, q *sycl.Queue, kind usm.Kind, n int) usm.Ptr[int32] {
	t.Helper()
	p, err := mallocKind[int32](q, kind, n)
	require.NoError(t, err)
	e, err := usm.CopyFromHost(q, p, iota32(n, 0))
	require.NoError(t, err)
	wait(t, e)
	return p
}

// freeWhileUsed frees p on another goroutine while commands use it (as
// users says) and checks that Free waits for them: it has not returned
// before release lets them finish, p takes no new commands meanwhile, a
// second Free fails at once, and the first returns nil after release.
func freeWhileUsed(t *testing.T, q *sycl.Queue, p usm.Ptr[int32], users string, release func()) {
	t.Helper()
	freed := make(chan error, 1)
	go func() { freed <- p.Free() }()
	settle()
	select {
	case err := <-freed:
		t.Fatalf("Free returned (%v) while %s", err, users)
	default:
	}
	_, err := q.ParallelFor(sycl.Range1(p.Len()), addI32.Bind(p, int32(1)))
	assert.ErrorIs(t, err, usm.ErrFreed, "a kernel submitted while Free waits")
	_, err = usm.Fill(q, p, int32(0))
	assert.ErrorIs(t, err, usm.ErrFreed, "a fill submitted while Free waits")
	assert.ErrorIs(t, p.Free(), usm.ErrDoubleFree, "a second Free while the first waits")
	release()
	require.NoError(t, <-freed)
}

// usmGate sets flags[0], spins until the host sets flags[1] (or a bound
// that only keeps a broken test from hanging), then writes src[i]+1 to
// dst[i]: a kernel known to be running while the host acts.
var usmGate = &sycl.Kernel{
	Name: "usm_gate",
	Source: `__kernel void usm_gate(__global volatile int *flags, __global const int *src, __global int *dst, int n) {
	flags[0] = 1;
	for (long spin = 0; flags[1] == 0 && spin < (1L << 32); spin++)
		;
	for (int i = 0; i < n; i++) dst[i] = src[i] + 1;
}
`,
	Params: []sycl.Param{
		sycl.GlobalParam[int32]("flags"), sycl.GlobalParam[int32]("src"),
		sycl.GlobalParam[int32]("dst"), sycl.ScalarParam[int32]("n"),
	},
	Native: sycl.ItemKernel(func(_ sycl.Item, args []any) {
		flags, src, dst, n := args[0].([]int32), args[1].([]int32), args[2].([]int32), int(args[3].(int32))
		atomic.StoreInt32(&flags[0], 1)
		for spin := 0; atomic.LoadInt32(&flags[1]) == 0 && spin < 1<<26; spin++ {
			runtime.Gosched()
		}
		for i := 0; i < n; i++ {
			dst[i] = src[i] + 1
		}
	}),
}

// USMOtherDevice uses allocations of dev with queues on the other devices:
// an error unless the other device is the native one and the allocation is
// host-accessible (host or shared), in which case it works.
func USMOtherDevice(t *testing.T, dev *sycl.Device) {
	others := otherDevices(t, dev)
	if len(others) == 0 {
		t.Skipf("only %v is visible", dev)
	}
	q := newQueue(t, dev)
	n := 16
	for _, o := range others {
		qo := newQueue(t, o)
		for _, kind := range usmKinds {
			t.Run(o.String()+"/"+kind.String(), func(t *testing.T) {
				p, err := mallocKind[int32](q, kind, n)
				require.NoError(t, err)
				defer p.Free()
				e, err := usm.Fill(q, p, int32(1))
				require.NoError(t, err)
				wait(t, e)
				allowed := o.IsNative() && kind != usm.Device && dev != o

				evFill, errFill := usm.Fill(qo, p, int32(2))
				ev, errK := qo.ParallelFor(sycl.Range1(n), addI32.Bind(p, int32(10)), evFill)
				if errK == nil {
					errK = ev.Wait()
				}
				_, errCopy := usm.CopyToHost(qo, make([]int32, n), p, ev)
				if allowed {
					require.NoError(t, errFill)
					require.NoError(t, errCopy)
					require.NoError(t, errK)
					require.NoError(t, qo.Wait())
					s, err := p.Slice()
					require.NoError(t, err)
					assert.Equal(t, filled(n, int32(12)), s, "the native device's fill and kernel on a %s allocation of %v", kind, dev)
					return
				}
				for name, err := range map[string]error{"Fill": errFill, "CopyToHost": errCopy} {
					if assert.ErrorIs(t, err, usm.ErrOtherDevice, "%s of a %s allocation of %v with a queue on %v", name, kind, dev, o) {
						assert.Contains(t, err.Error(), "used with a queue on")
					}
				}
				assert.Error(t, errK, "kernel on %v with a %s allocation of %v", o, kind, dev)
				_ = qo.Wait() // the kernel's failure, collected
				// The allocation is untouched and still usable on its own device.
				out := make([]int32, n)
				e, err = usm.CopyToHost(q, out, p)
				require.NoError(t, err)
				wait(t, e)
				assert.Equal(t, filled(n, int32(1)), out)
			})
		}
	}
}

// USMBadSizes checks that non-positive counts, overflowing sizes, sizes
// above the device's maximum allocation and element types of size zero
// are errors, as are element types that hold Go pointers.
func USMBadSizes(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	for _, n := range []int{0, -1, math.MinInt} {
		for _, kind := range usmKinds {
			_, err := mallocKind[int32](q, kind, n)
			if assert.ErrorIs(t, err, usm.ErrSize, "%s allocation of %d elements", kind, n) {
				assert.Contains(t, err.Error(), "must be positive")
			}
		}
	}
	for _, kind := range usmKinds {
		_, err := mallocKind[int64](q, kind, math.MaxInt/4)
		if assert.ErrorIs(t, err, usm.ErrSize, "%s allocation of MaxInt/4 int64s", kind) {
			assert.Contains(t, err.Error(), "overflows")
		}
		_, err = mallocKind[struct{}](q, kind, 4)
		if assert.ErrorIs(t, err, usm.ErrSize, "%s allocation of a zero-size type", kind) {
			assert.Contains(t, err.Error(), "size zero")
		}
		_, err = mallocKind[*int32](q, kind, 4)
		assert.ErrorContains(t, err, "Go pointers", "%s allocation of pointers", kind)
		_, err = mallocKind[struct {
			a int32
			s string
		}](q, kind, 4)
		assert.ErrorContains(t, err, "Go pointers", "%s allocation of structs holding strings", kind)
	}
	if lim := dev.Info().MaxAllocSize; lim > 0 && lim < math.MaxInt-1 {
		_, err := usm.MallocDevice[byte](q, int(lim)+1)
		if assert.ErrorIs(t, err, usm.ErrSize, "allocation above MaxAllocSize") {
			assert.Contains(t, err.Error(), "maximum allocation")
		}
	}
	_, err := usm.MallocDevice[int32](nil, 4)
	assert.Error(t, err, "allocation with a nil queue")
}
