package testsuite

import (
	"context"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
	"github.com/gosycl/gosycl/usm"
)

// submitErr submits cgf, which must be refused with an error that
// contains each of want.
func submitErr(t *testing.T, q *sycl.Queue, what string, cgf func(h *sycl.Handler), want ...string) error {
	t.Helper()
	ev, err := q.Submit(cgf)
	if !assert.Error(t, err, "%s: Submit must fail", what) {
		if ev != nil {
			_ = ev.Wait()
		}
		return nil
	}
	assert.Nil(t, ev, "%s: an event with a submission error", what)
	for _, w := range want {
		assert.Contains(t, err.Error(), w, "%s", what)
	}
	return err
}

// untouched checks that the refused commands left the memory alone.
func untouched(t *testing.T, q *sycl.Queue, p usm.Ptr[int32], want []int32) {
	t.Helper()
	require.NoError(t, q.Wait(), "a refused command group reached the queue")
	s, err := p.Slice()
	require.NoError(t, err)
	assert.Equal(t, want, s, "memory changed by refused commands")
}

// BadRanges checks that empty, negative and malformed ranges are refused
// at submission with a message that names the problem.
func BadRanges(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	p, err := usm.MallocShared[int32](q, 16)
	require.NoError(t, err)
	defer p.Free()
	s, _ := p.Slice()
	copy(s, iota32(16, 0))
	k := setIdx.Bind(p, int32(100))
	for _, tc := range []struct {
		name  string
		space sycl.Space
		want  []string
	}{
		{"Range1(0)", sycl.Range1(0), []string{"dimension 0 is 0", "positive"}},
		{"Range1(-3)", sycl.Range1(-3), []string{"dimension 0 is -3", "positive"}},
		{"Range2(4,-1)", sycl.Range2(4, -1), []string{"dimension 1 is -1"}},
		{"Range3(1,0,1)", sycl.Range3(1, 0, 1), []string{"dimension 1 is 0"}},
		{"negative offset", sycl.Range1(4).WithOffset(-1), []string{"offset in dimension 0 is negative"}},
		{"negative 2-D offset", sycl.Range2(2, 2).WithOffset(0, -5), []string{"offset in dimension 1 is negative"}},
		{"offset past the ints", sycl.Range1(10).WithOffset(math.MaxInt - 3), []string{"offset plus size in dimension 0 overflows an int"}},
		{"work-items past the ints", sycl.Range3(math.MaxInt32, math.MaxInt32, math.MaxInt32), []string{"its work-items overflow an int"}},
		{"zero Range", sycl.Range{}, []string{"0 dimensions"}},
		{"nil space", nil, []string{"needs a Range or an NDRange"}},
	} {
		submitErr(t, q, tc.name, func(h *sycl.Handler) { h.ParallelFor(tc.space, k) }, tc.want...)
		_, err := q.ParallelFor(tc.space, k)
		assert.Error(t, err, "queue.ParallelFor over %s", tc.name)
	}
	_, err = buffer.NewSized[int32](-1)
	assert.ErrorContains(t, err, "negative size")
	untouched(t, q, p, iota32(16, 0))
}

// BadNDRanges checks nd-ranges that do not divide, exceed the device's
// work-group limits, or ask for too much local memory, and NDItem kernels
// launched over basic ranges.
func BadNDRanges(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	info := dev.Info()
	m := info.MaxWorkGroupSize
	require.Positive(t, m, "MaxWorkGroupSize")
	n := 4 * m
	p, err := usm.MallocShared[int32](q, n)
	require.NoError(t, err)
	defer p.Free()
	ps, _ := p.Slice()
	copy(ps, iota32(n, 0)) // USM memory starts uninitialised
	k := ndOnly.Bind(p)
	for _, tc := range []struct {
		name  string
		space sycl.NDRange
		want  []string
	}{
		{"1-D global 10 local 4", sycl.NDRange1(10, 4), []string{"global size 10 in dimension 0 is not a multiple of the local size 4"}},
		{"2-D global 8x8 local 4x3", sycl.NDRange2(8, 8, 4, 3), []string{"dimension 1 is not a multiple of the local size 3"}},
		{"local size 0", sycl.NDRange1(8, 0), []string{"local size", "dimension 0 is 0"}},
		{"negative global size", sycl.NDRange1(-8, 4), []string{"global size", "dimension 0 is -8"}},
		{"negative offset", sycl.NDRange1(8, 4).WithOffset(-2), []string{"offset in dimension 0 is negative"}},
		{"dimensions differ", sycl.NDRange{Global: sycl.Range2(4, 4), Local: sycl.Range1(2)}, []string{"global range has 2 dimensions, local range 1"}},
		{"1-D local above the maximum", sycl.NDRange1(2*(m+1), m+1), []string{"exceeds"}},
	} {
		submitErr(t, q, tc.name, func(h *sycl.Handler) { h.ParallelFor(tc.space, k) }, tc.want...)
	}
	// A work-group above MaxWorkGroupSize whose every dimension is within
	// the per-dimension limits.
	if lim := info.MaxWorkItemSizes; len(lim) == 3 && lim[1] >= 2 && lim[2] >= m {
		submitErr(t, q, "2-D work-group of 2*MaxWorkGroupSize", func(h *sycl.Handler) {
			h.ParallelFor(sycl.NDRange2(2, 2*m, 2, m), k)
		}, "maximum work-group size")
	} else {
		t.Logf("%v: per-dimension limits %v too small to test MaxWorkGroupSize %d alone", dev, lim, m)
	}
	// Local memory beyond the device's.
	if lm := info.LocalMemSize; lm > 0 && lm < 1<<40 {
		bsum := buffer.New(filled(2, int32(0)))
		submitErr(t, q, "local memory above LocalMemSize", func(h *sycl.Handler) {
			h.ParallelFor(sycl.NDRange1(2, 1), groupSum.Bind(p, buffer.DiscardWrite(h, bsum), sycl.NewLocal[int32](int(lm/4)+1)))
		}, "local memory")
		require.NoError(t, bsum.Close())
	}
	// An NDItem kernel over a basic range.
	submitErr(t, q, "NDItem kernel over a Range", func(h *sycl.Handler) { h.ParallelFor(sycl.Range1(8), k) }, "NDRange")
	untouched(t, q, p, iota32(n, 0))
}

// BadArguments checks argument count and types, caught by Bind and
// reported again by the launch.
func BadArguments(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 8
	p, err := usm.MallocShared[int32](q, n)
	require.NoError(t, err)
	defer p.Free()
	f, err := usm.MallocShared[float32](q, n)
	require.NoError(t, err)
	defer f.Free()
	ps, _ := p.Slice()
	copy(ps, iota32(n, 0)) // USM memory starts uninitialised
	for _, tc := range []struct {
		name  string
		bound sycl.Bound
		want  []string
	}{
		{"too few arguments", addI32.Bind(p), []string{"add_i32", "takes 2 arguments", "got 1"}},
		{"too many arguments", addI32.Bind(p, int32(1), int32(2)), []string{"takes 2 arguments", "got 3"}},
		{"no arguments", addI32.Bind(), []string{"takes 2 arguments", "got 0"}},
		{"int for int32", addI32.Bind(p, 1), []string{"argument 1 (v)", "got int, want int32"}},
		{"float64 for float32", saxpyF32.Bind(2.0, f, f), []string{"argument 0 (a)", "got float64, want float32"}},
		{"float32 memory for int32", addI32.Bind(f, int32(1)), []string{"argument 0 (a)", "got memory of float32, want int32"}},
		{"slice for global memory", addI32.Bind(make([]int32, n), int32(1)), []string{"argument 0 (a)", "want a buffer accessor or a USM pointer"}},
		{"scalar for global memory", addI32.Bind(int32(3), int32(1)), []string{"argument 0 (a)"}},
		{"nil for global memory", addI32.Bind(nil, int32(1)), []string{"argument 0 (a)"}},
		{"USM pointer for a scalar", addI32.Bind(p, p), []string{"argument 1 (v)"}},
		{"local memory of float32", groupSum.Bind(p, p, sycl.NewLocal[float32](4)), []string{"argument 2 (scratch)", "got local memory of float32, want int32"}},
		{"slice for local memory", groupSum.Bind(p, p, make([]int32, 4)), []string{"argument 2 (scratch)", "got []int32"}},
		{"zero accessor", addI32.Bind(buffer.Accessor[int32]{}, int32(1)), []string{"zero Accessor"}},
		{"zero USM pointer", addI32.Bind(usm.Ptr[int32]{}, int32(1)), []string{"zero Ptr"}},
	} {
		err := tc.bound.Err()
		if assert.Error(t, err, "%s: Bind", tc.name) {
			for _, w := range tc.want {
				assert.Contains(t, err.Error(), w, "%s: Bind", tc.name)
			}
		}
		space := sycl.Space(sycl.Range1(n))
		if tc.bound.Kernel() == groupSum {
			space = sycl.NDRange1(n, 4)
		}
		submitErr(t, q, tc.name, func(h *sycl.Handler) { h.ParallelFor(space, tc.bound) }, tc.want...)
	}
	assert.NoError(t, addI32.Bind(p, int32(1)).Err(), "correct arguments")
	submitErr(t, q, "unbound kernel", func(h *sycl.Handler) { h.ParallelFor(sycl.Range1(n), sycl.Bound{}) }, "unbound kernel")
	submitErr(t, q, "single task with a bad argument", func(h *sycl.Handler) { h.SingleTask(addI32.Bind(p, 1)) }, "got int, want int32")
	untouched(t, q, p, iota32(n, 0))
}

// BadAccessors checks accessor ranges outside the buffer and accessors
// used against their mode.
func BadAccessors(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	data := iota32(8, 0)
	b := buffer.New(data)
	for _, tc := range []struct {
		name string
		r    []buffer.Span
		want string
	}{
		{"range past the end", []buffer.Span{buffer.Range(5, 10)}, "range [5,15) is outside the buffer's 8 elements"},
		{"range starting past the end", []buffer.Span{buffer.Range(9, 0)}, "outside the buffer"},
		{"negative offset", []buffer.Span{buffer.Range(-1, 2)}, "outside the buffer"},
		{"negative count", []buffer.Span{buffer.Range(2, -1)}, "outside the buffer"},
		{"two ranges", []buffer.Span{buffer.Range(0, 1), buffer.Range(1, 1)}, "given 2 ranges"},
	} {
		submitErr(t, q, tc.name+" (read-write kernel argument)", func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(1), addI32.Bind(buffer.ReadWrite(h, b, tc.r...), int32(1)))
		}, tc.want)
		submitErr(t, q, tc.name+" (read accessor, host task)", func(h *sycl.Handler) {
			buffer.Read(h, b, tc.r...)
			h.HostTask(func() error { return nil })
		}, tc.want)
		submitErr(t, q, tc.name+" (fill)", func(h *sycl.Handler) {
			h.Fill(buffer.Write(h, b, tc.r...), int32(0))
		}, tc.want)
		_, err := b.HostRead(tc.r...)
		assert.ErrorContains(t, err, tc.want, "%s: host accessor", tc.name)
		_, err = b.HostReadWrite(tc.r...)
		assert.ErrorContains(t, err, tc.want, "%s: host accessor", tc.name)
	}
	submitErr(t, q, "nil buffer", func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(1), addI32.Bind(buffer.ReadWrite[int32](h, nil), int32(1)))
	}, "nil buffer")
	submitErr(t, q, "copy into a read accessor", func(h *sycl.Handler) {
		h.Copy(buffer.Read(h, b), make([]int32, 8))
	}, "read-only accessor")
	submitErr(t, q, "copy from a discard-write accessor", func(h *sycl.Handler) {
		h.Copy(make([]int32, 8), buffer.DiscardWrite(h, b))
	}, "discard-write accessor")
	submitErr(t, q, "fill through a read accessor", func(h *sycl.Handler) {
		h.Fill(buffer.Read(h, b), int32(1))
	}, "read-only accessor")
	// A kernel that writes through a read accessor (kgen records that
	// Count increments its counts): its writes would reach the buffer on
	// a device that computes on host memory and be lost on one with
	// memory of its own.
	submitErr(t, q, "kernel writing through a read accessor", func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(8), kernels.CountKernel.Bind(buffer.Read(h, b)))
	}, "argument 0 (counts): a read-only accessor, but the kernel writes the parameter")
	// A kernel that reads old contents through a discard-write accessor:
	// it would see them on such a device and not on one that copies.
	submitErr(t, q, "kernel reading through a discard-write accessor", func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(8), kernels.CountKernel.Bind(buffer.DiscardWrite(h, b)))
	}, "argument 0 (counts): a discard-write accessor, but the kernel reads the parameter's contents")
	require.NoError(t, q.Wait())
	require.NoError(t, b.Close())
	assert.Equal(t, iota32(8, 0), data, "refused command groups changed the buffer")
}

// BadCommandGroups checks command groups that are malformed as a whole.
func BadCommandGroups(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	data := iota32(8, 0)
	b := buffer.New(data)
	submitErr(t, q, "two actions", func(h *sycl.Handler) {
		acc := buffer.ReadWrite(h, b)
		h.ParallelFor(sycl.Range1(8), addI32.Bind(acc, int32(1)))
		h.ParallelFor(sycl.Range1(8), addI32.Bind(acc, int32(1)))
	}, "one action")
	submitErr(t, q, "HostTask(nil)", func(h *sycl.Handler) { h.HostTask(nil) }, "HostTask(nil)")
	submitErr(t, q, "Require(nil)", func(h *sycl.Handler) { h.Require(nil) }, "Require(nil)")
	submitErr(t, q, "copy of different element types", func(h *sycl.Handler) {
		h.Copy(make([]float32, 8), buffer.Read(h, b))
	}, "element types differ")
	submitErr(t, q, "copy of different sizes", func(h *sycl.Handler) {
		h.Copy(make([]int32, 7), buffer.Read(h, b))
	}, "sizes differ")
	submitErr(t, q, "copy into a non-slice", func(h *sycl.Handler) {
		h.Copy(42, buffer.Read(h, b))
	}, "want an accessor, a USM pointer or a slice")
	submitErr(t, q, "fill with a value of another type", func(h *sycl.Handler) {
		h.Fill(buffer.Write(h, b), float32(1))
	}, "Fill of int32 memory with a float32 value")
	submitErr(t, q, "fill of a zero accessor", func(h *sycl.Handler) {
		h.Fill(buffer.Accessor[int32]{}, int32(1))
	}, "zero Accessor")

	// An empty command group is not an error: it completes at once.
	ev, err := q.Submit(func(*sycl.Handler) {})
	require.NoError(t, err)
	assert.NoError(t, ev.Wait())
	require.NoError(t, q.Wait())
	require.NoError(t, b.Close())
	assert.Equal(t, iota32(8, 0), data, "refused command groups changed the buffer")
}

// BuildError checks that an OpenCL C compile error fails the submission
// with the compiler's log, every time, and that a kernel name missing from
// its program is an error (OpenCL devices only).
func BuildError(t *testing.T, dev *sycl.Device) {
	if !isOpenCL(dev) {
		t.Skip("OpenCL build errors need an OpenCL device")
	}
	q := newQueue(t, dev)
	data := filled(4, int32(0))
	b := buffer.New(data)
	for i := 0; i < 2; i++ { // the second attempt hits the failed build in the cache
		err := submitErr(t, q, "broken OpenCL C", func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(4), broken.Bind(buffer.ReadWrite(h, b)))
		}, "broken", "build log", "undeclared_identifier_xyz")
		var be *sycl.BuildError
		if assert.ErrorAs(t, err, &be, "a build failure is a *sycl.BuildError") {
			assert.Contains(t, be.Log, "undeclared_identifier_xyz", "the build log")
		}
	}
	submitErr(t, q, "kernel missing from its program", func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(4), missingName.Bind(buffer.ReadWrite(h, b)))
	}, "not_in_program")
	// The device still builds and runs good programs.
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(4), addI32.Bind(buffer.ReadWrite(h, b), int32(3)))
	})
	require.NoError(t, b.Close())
	assert.Equal(t, filled(4, int32(3)), data)
}

// MissingImplementation checks that the native device refuses a kernel
// without a native implementation and OpenCL devices one without OpenCL C,
// and that each runs the other.
func MissingImplementation(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	data := filled(4, int32(0))
	b := buffer.New(data)
	bad, good, want := noNative, noSource, "no native implementation"
	if isOpenCL(dev) {
		bad, good, want = noSource, noNative, "no OpenCL C source"
	}
	submitErr(t, q, bad.Name, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(4), bad.Bind(buffer.Write(h, b)))
	}, bad.Name, want)
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(4), good.Bind(buffer.Write(h, b)))
	})
	require.NoError(t, b.Close())
	assert.Equal(t, filled(4, int32(7)), data)
}

// NativePanic checks that a native kernel's panic fails its command, is
// reported by Wait and by the queue, and leaves the device working
// (native device only).
func NativePanic(t *testing.T, dev *sycl.Device) {
	if !dev.IsNative() {
		t.Skip("panics are native kernels'")
	}
	q := newQueue(t, dev)
	n := 4096 // several chunks on the pool
	p, err := usm.MallocShared[int32](q, n)
	require.NoError(t, err)
	defer p.Free()
	ev, err := q.ParallelFor(sycl.Range1(n), panicky.Bind(p))
	require.NoError(t, err, "a panicking kernel is submitted normally")
	err = ev.Wait()
	require.Error(t, err, "Wait must report the kernel's panic")
	assert.Contains(t, err.Error(), "panicked")
	assert.Contains(t, err.Error(), "deliberate panic at work-item 5")
	assert.Contains(t, err.Error(), "panicky")
	var pe *sycl.PanicError
	if assert.ErrorAs(t, err, &pe, "a kernel panic is a *sycl.PanicError") {
		assert.Equal(t, "deliberate panic at work-item 5", pe.Value)
		assert.NotEmpty(t, pe.Stack)
	}
	qerr := q.Wait()
	require.Error(t, qerr, "the queue must report the kernel's panic")
	assert.Contains(t, qerr.Error(), "deliberate panic")

	// With a buffer: a dependent command fails, an independent one runs.
	// The panicking kernel waits for a host task, so that the dependent
	// kernel is submitted while it is still pending.
	data := filled(n, int32(0))
	b := buffer.New(data)
	bl := newBlocker(t)
	evB, err := q.HostTask(bl.task)
	require.NoError(t, err)
	evP := submit(t, q, func(h *sycl.Handler) {
		h.DependsOn(evB)
		h.ParallelFor(sycl.Range1(n), panicky.Bind(buffer.Write(h, b)))
	})
	evD := submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, b), int32(1)))
	})
	evI, err := q.ParallelFor(sycl.Range1(n), setIdx.Bind(p, int32(0)))
	require.NoError(t, err)
	bl.release()
	assert.ErrorContains(t, evP.Wait(), "deliberate panic")
	assert.ErrorContains(t, evD.Wait(), "dependency failed")
	assert.NoError(t, evI.Wait(), "an independent kernel after a panic")
	assert.Error(t, q.Wait())
	_ = b.Close()
	s, err := p.Slice()
	require.NoError(t, err)
	assert.Equal(t, iota32(n, 0), s)
}

// NativeBarrierFailures checks that a native nd-range kernel whose
// work-item panics while the rest of its group waits at a barrier fails
// instead of hanging, and that a barrier in divergent control flow either
// fails or completes but never hangs (native device only).
func NativeBarrierFailures(t *testing.T, dev *sycl.Device) {
	if !dev.IsNative() {
		t.Skip("barrier failures are tested on the native device")
	}
	q := newQueue(t, dev)
	n := 32
	p, err := usm.MallocShared[int32](q, n)
	require.NoError(t, err)
	defer p.Free()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	ev, err := q.ParallelFor(sycl.NDRange1(n, 8), ndPanicky.Bind(p))
	require.NoError(t, err)
	err = ev.WaitContext(ctx)
	require.Error(t, err)
	require.NotErrorIs(t, err, context.DeadlineExceeded, "a group with a panicking work-item hangs at its barrier")
	assert.Contains(t, err.Error(), "deliberate panic before a barrier")

	ev, err = q.ParallelFor(sycl.NDRange1(n, 8), divergent.Bind(p))
	require.NoError(t, err)
	err = ev.WaitContext(ctx)
	require.NotErrorIs(t, err, context.DeadlineExceeded, "a barrier in divergent control flow hangs")
	if err != nil {
		assert.Contains(t, err.Error(), "divergent")
	}
	_ = q.Wait()

	// The device still runs nd-range kernels with barriers.
	in, err := usm.MallocShared[int32](q, n)
	require.NoError(t, err)
	defer in.Free()
	s, _ := in.Slice()
	copy(s, iota32(n, 0))
	ev, err = q.ParallelFor(sycl.NDRange1(n, 8), groupSum.Bind(in, p, sycl.NewLocal[int32](8)))
	require.NoError(t, err)
	require.NoError(t, ev.WaitContext(ctx))
	ps, _ := p.Slice()
	assert.Equal(t, []int32{28, 92, 156, 220}, ps[:4])
}

// noPanic runs f and fails the test, instead of the program, if it panics.
func noPanic(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s panicked: %v", what, r)
		}
	}()
	f()
}

// refusedWith checks that f fails (without panicking), with target in its
// chain when target is not nil and with each of want in its message.
func refusedWith(t *testing.T, what string, target error, f func() error, want ...string) {
	t.Helper()
	var err error
	noPanic(t, what, func() { err = f() })
	if !assert.Error(t, err, what) {
		return
	}
	if target != nil {
		assert.ErrorIs(t, err, target, what)
	}
	for _, w := range want {
		assert.Contains(t, err.Error(), w, what)
	}
}

// BadAPIUse checks that misuses of the exported API of sycl, buffer and
// usm are synchronous errors that name the problem, not panics, hangs or
// failures later: nil and zero receivers and arguments, nil functions,
// negative sizes, closed queues, panicking callbacks.
func BadAPIUse(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 8
	p := iotaAlloc(t, q, usm.Shared, n)
	defer p.Free()
	k := addI32.Bind(p, int32(1))

	t.Run("queues", func(t *testing.T) {
		refusedWith(t, "Submit(nil)", nil, func() error { _, err := q.Submit(nil); return err }, "Submit(nil)")
		var nq *sycl.Queue
		refusedWith(t, "Submit on a nil Queue", nil, func() error {
			_, err := nq.Submit(func(*sycl.Handler) {})
			return err
		}, "nil Queue")
		refusedWith(t, "ParallelFor on a nil Queue", nil, func() error { _, err := nq.ParallelFor(sycl.Range1(n), k); return err }, "nil Queue")
		refusedWith(t, "Wait on a nil Queue", nil, nq.Wait, "nil Queue")
		refusedWith(t, "Close of a nil Queue", nil, nq.Close, "nil Queue")
		refusedWith(t, "Err of a nil Queue", nil, nq.Err, "nil Queue")
		noPanic(t, "accessors of a nil Queue", func() {
			assert.Nil(t, nq.Device())
			assert.False(t, nq.IsInOrder())
			assert.Zero(t, nq.NativeWorkers())
		})
		zq := &sycl.Queue{}
		refusedWith(t, "Submit on a zero Queue", nil, func() error { _, err := zq.ParallelFor(sycl.Range1(n), k); return err }, "zero Queue")
		refusedWith(t, "WaitContext(nil)", nil, func() error { return q.WaitContext(nil) }, "nil context") //lint:ignore SA1012 a nil context is the misuse tested

		refusedWith(t, "NativeWorkers(-1)", nil, func() error { _, err := sycl.NewQueueOn(dev, sycl.NativeWorkers(-1)); return err }, "NativeWorkers(-1)")
		refusedWith(t, "a nil QueueOption", nil, func() error { _, err := sycl.NewQueueOn(dev, nil); return err }, "option 0 is nil")
		refusedWith(t, "a zero Device", nil, func() error { _, err := sycl.NewQueueOn(&sycl.Device{}); return err }, "zero Device")

		closed, err := sycl.NewQueueOn(dev)
		require.NoError(t, err)
		require.NoError(t, closed.Close())
		require.ErrorIs(t, closed.Err(), sycl.ErrQueueClosed)
		refusedWith(t, "Submit on a closed queue", sycl.ErrQueueClosed, func() error { _, err := closed.ParallelFor(sycl.Range1(n), k); return err })
		for _, kind := range usmKinds {
			refusedWith(t, kind.String()+" allocation on a closed queue", sycl.ErrQueueClosed, func() error { _, err := mallocKind[int32](closed, kind, n); return err })
		}
		refusedWith(t, "usm.Fill on a closed queue", sycl.ErrQueueClosed, func() error { _, err := usm.Fill(closed, p, int32(0)); return err })
		refusedWith(t, "usm.CopyFromHost on a closed queue", sycl.ErrQueueClosed, func() error { _, err := usm.CopyFromHost(closed, p, make([]int32, n)); return err })
		for name, f := range map[string]func() error{
			"CopyFromHost": func() error { _, err := usm.CopyFromHost(nil, p, make([]int32, n)); return err },
			"CopyToHost":   func() error { _, err := usm.CopyToHost(nil, make([]int32, n), p); return err },
			"Copy":         func() error { _, err := usm.Copy(nil, p, p); return err },
			"Fill":         func() error { _, err := usm.Fill(nil, p, int32(0)); return err },
			"Memset":       func() error { _, err := usm.Memset(nil, p, 0); return err },
			"Prefetch":     func() error { _, err := usm.Prefetch(nil, p); return err },
			"MallocHost":   func() error { _, err := usm.MallocHost[int32](nil, n); return err },
		} {
			refusedWith(t, "usm."+name+" with a nil queue", nil, f, "nil Queue")
		}
	})

	t.Run("callbacks", func(t *testing.T) {
		refusedWith(t, "a panicking command group function", nil, func() error {
			_, err := q.Submit(func(*sycl.Handler) { panic("deliberate panic in a command group function") })
			return err
		}, "panicked", "deliberate panic in a command group function")
		ev, err := q.HostTask(func() error { panic("deliberate panic in a host task") })
		require.NoError(t, err)
		err = ev.Wait()
		if assert.Error(t, err, "a panicking host task") {
			assert.Contains(t, err.Error(), "host task panicked: deliberate panic in a host task")
		}
		require.Error(t, q.Wait())
	})

	t.Run("events and kernels", func(t *testing.T) {
		var nev *sycl.Event
		noPanic(t, "Done of a nil Event", func() { assert.True(t, nev.Done()) })
		refusedWith(t, "Profile of a nil Event", nil, func() error { _, err := nev.Profile(); return err }, "nil Event")
		zev := &sycl.Event{}
		noPanic(t, "Done of a zero Event", func() { assert.True(t, zev.Done()) })
		waited := make(chan error, 1)
		go func() { waited <- zev.Wait() }()
		select {
		case err := <-waited:
			assert.ErrorContains(t, err, "zero Event", "Wait of a zero Event")
		case <-time.After(10 * time.Second):
			t.Error("Wait of a zero Event hangs")
		}
		submitErr(t, q, "DependsOn a zero Event", func(h *sycl.Handler) {
			h.DependsOn(zev)
			h.ParallelFor(sycl.Range1(n), k)
		}, "zero Event")
		ev, err := q.HostTask(func() error { return nil })
		require.NoError(t, err)
		refusedWith(t, "Event.WaitContext(nil)", nil, func() error { return ev.WaitContext(nil) }, "nil context") //lint:ignore SA1012 a nil context is the misuse tested

		var nk *sycl.Kernel
		refusedWith(t, "Bind of a nil Kernel", nil, func() error { return nk.Bind(p).Err() }, "nil *Kernel")
		for name, tc := range map[string]struct {
			local any
			want  string
		}{
			"NewLocal(-1)":       {sycl.NewLocal[int32](-1), "must not be negative"},
			"NewLocal(MaxInt/2)": {sycl.NewLocal[int32](math.MaxInt / 2), "overflows"},
			"zero LocalMem":      {sycl.LocalMem[int32]{}, "zero"},
		} {
			b := groupSum.Bind(p, p, tc.local)
			refusedWith(t, name+": Bind", nil, b.Err, tc.want)
			submitErr(t, q, name, func(h *sycl.Handler) { h.ParallelFor(sycl.NDRange1(n, 4), b) }, tc.want)
		}
		refusedWith(t, "a region with an invalid mode", nil, func() error {
			return addI32.Bind(p.Region(0, n, buffer.Mode(0)), int32(1)).Err()
		}, "invalid access mode")
	})

	t.Run("buffers", func(t *testing.T) {
		var nb *buffer.Buffer[int32]
		refusedWith(t, "Close of a nil Buffer", nil, nb.Close, "nil Buffer")
		refusedWith(t, "HostRead of a nil Buffer", nil, func() error { _, err := nb.HostRead(); return err }, "nil")
		refusedWith(t, "Fetch of a nil Buffer", nil, func() error { return nb.Fetch(buffer.Range(0, 1)) }, "nil")
		noPanic(t, "Len and Stats of a nil Buffer", func() {
			assert.Zero(t, nb.Len())
			assert.Zero(t, nb.Stats())
		})
		refusedWith(t, "NewSized of an overflowing size", nil, func() error { _, err := buffer.NewSized[int64](math.MaxInt / 4); return err }, "overflows")
		zb := &buffer.Buffer[int32]{}
		refusedWith(t, "Close of a zero Buffer", nil, zb.Close, "zero Buffer")
		refusedWith(t, "HostReadWrite of a zero Buffer", nil, func() error { _, err := zb.HostReadWrite(); return err }, "zero Buffer")
		submitErr(t, q, "kernel on a zero Buffer", func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, zb), int32(1)))
		}, "zero Buffer")
		b := buffer.New(iota32(n, 0))
		for _, m := range []buffer.Mode{0, buffer.ModeDiscardWrite + 1} {
			submitErr(t, q, fmt.Sprintf("accessor of mode %v", m), func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(n), addI32.Bind(b.Access(h, m), int32(1)))
			}, "invalid access mode")
		}
		require.NoError(t, b.Close())
		var nh *buffer.HostAccessor[int32]
		noPanic(t, "a nil HostAccessor", func() {
			assert.Nil(t, nh.Slice())
			nh.Close()
		})
		noPanic(t, "Host of a zero Accessor", func() { assert.Nil(t, buffer.Accessor[int32]{}.Host()) })
	})
	untouched(t, q, p, iota32(n, 0))
}
