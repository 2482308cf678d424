package testsuite

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// checkStats checks a buffer's transfer counters: want on OpenCL devices,
// none at all on the native device, which works on the host slice.
func checkStats(t *testing.T, dev *sycl.Device, what string, got, want buffer.Stats) {
	t.Helper()
	if dev.UsesHostMemory() { // the native device, PoCL: the host slice is the device's copy
		want = buffer.Stats{}
	}
	assert.Equal(t, want, got, "%s: transfers (h2d, d2h, bytes h2d, bytes d2h)", what)
}

// BufferAccessModes checks read, write, read-write and discard-write
// accessors: results, preserved data and what each transfers.
func BufferAccessModes(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 64
	src, dst := iota32(n, 0), filled(n, int32(-1))
	w, rw := filled(n, int32(-1)), filled(n, int32(5))
	bsrc, bdst, bw, brw := buffer.New(src), buffer.New(dst), buffer.New(w), buffer.New(rw)
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), copyI32.Bind(buffer.DiscardWrite(h, bdst), buffer.Read(h, bsrc)))
	})
	// A write accessor keeps what the kernel does not write.
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n/2).WithOffset(n/4), setIdx.Bind(buffer.Write(h, bw), int32(100)))
	})
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, brw), int32(10)))
	})
	// A kernel that reads only elements it wrote before (it accumulates
	// in its output) takes a discard-write accessor: nothing is copied in.
	sums := filled(n/4, int32(-7))
	bsums := buffer.New(sums)
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n/4), kernels.SumRowsKernel.Bind(int32(4), buffer.Read(h, bsrc), buffer.DiscardWrite(h, bsums)))
	})
	for _, b := range []*buffer.Buffer[int32]{bsrc, bdst, bw, brw, bsums} {
		require.NoError(t, b.Close())
	}
	wantSums := make([]int32, n/4)
	for r := range wantSums {
		wantSums[r] = int32(16*r + 6) // 4r + 4r+1 + 4r+2 + 4r+3
	}
	assert.Equal(t, wantSums, sums, "sums accumulated through a discard-write accessor")
	checkStats(t, dev, "discard-write, read back by the kernel", bsums.Stats(), buffer.Stats{DeviceToHost: 1, BytesDeviceToHost: int64(4 * n / 4)})
	assert.Equal(t, iota32(n, 0), src, "read-only buffer changed")
	assert.Equal(t, iota32(n, 0), dst, "copy through read and discard-write accessors")
	wantW := filled(n, int32(-1))
	for i := n / 4; i < 3*n/4; i++ {
		wantW[i] = 100 + int32(i)
	}
	assert.Equal(t, wantW, w, "write accessor: elements the kernel did not write must keep their values")
	assert.Equal(t, filled(n, int32(15)), rw, "read-write accessor")

	bytes := int64(4 * n)
	checkStats(t, dev, "read", bsrc.Stats(), buffer.Stats{HostToDevice: 1, BytesHostToDevice: bytes})
	checkStats(t, dev, "discard-write", bdst.Stats(), buffer.Stats{DeviceToHost: 1, BytesDeviceToHost: bytes})
	checkStats(t, dev, "write", bw.Stats(), buffer.Stats{HostToDevice: 1, DeviceToHost: 1, BytesHostToDevice: bytes, BytesDeviceToHost: bytes})
	checkStats(t, dev, "read-write", brw.Stats(), buffer.Stats{HostToDevice: 1, DeviceToHost: 1, BytesHostToDevice: bytes, BytesDeviceToHost: bytes})
}

// BufferRangedAccessor checks that a ranged accessor makes only its range
// current on the device and writes only its range back.
func BufferRangedAccessor(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 64
	data := iota32(n, 0)
	b := buffer.New(data)
	submit(t, q, func(h *sycl.Handler) {
		acc := buffer.ReadWrite(h, b, buffer.Range(8, 16))
		assert.Equal(t, buffer.Span{Off: 8, Count: 16}, acc.Span())
		h.ParallelFor(sycl.Range1(16).WithOffset(8), addI32.Bind(acc, int32(1000)))
	})
	require.NoError(t, b.Close())
	want := iota32(n, 0)
	for i := 8; i < 24; i++ {
		want[i] += 1000
	}
	assert.Equal(t, want, data)
	checkStats(t, dev, "read-write [8,24)", b.Stats(), buffer.Stats{HostToDevice: 1, DeviceToHost: 1, BytesHostToDevice: 64, BytesDeviceToHost: 64})

	// Ranged read and ranged discard-write: outside the ranges nothing moves
	// and the destination keeps its host values.
	in, out := iota32(n, 0), filled(n, int32(-1))
	bin, bout := buffer.New(in), buffer.New(out)
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(8).WithOffset(4), copyI32.Bind(buffer.DiscardWrite(h, bout, buffer.Range(4, 8)), buffer.Read(h, bin, buffer.Range(4, 8))))
	})
	require.NoError(t, bout.Close())
	require.NoError(t, bin.Close())
	wantOut := filled(n, int32(-1))
	copy(wantOut[4:12], in[4:12])
	assert.Equal(t, wantOut, out)
	checkStats(t, dev, "read [4,12)", bin.Stats(), buffer.Stats{HostToDevice: 1, BytesHostToDevice: 32})
	checkStats(t, dev, "discard-write [4,12)", bout.Stats(), buffer.Stats{DeviceToHost: 1, BytesDeviceToHost: 32})

	// Two ranged reads of the same data on the device: the second finds its
	// range current and transfers only the rest.
	c := iota32(n, 0)
	bc, bsink := buffer.New(c), buffer.New(filled(n, int32(0)))
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(16), copyI32.Bind(buffer.Write(h, bsink, buffer.Range(0, 16)), buffer.Read(h, bc, buffer.Range(0, 16))))
	})
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(32), copyI32.Bind(buffer.Write(h, bsink, buffer.Range(0, 32)), buffer.Read(h, bc, buffer.Range(0, 32))))
	})
	require.NoError(t, bsink.Close())
	require.NoError(t, bc.Close())
	checkStats(t, dev, "reads [0,16) then [0,32)", bc.Stats(), buffer.Stats{HostToDevice: 2, BytesHostToDevice: 32 * 4})
}

// BufferHostAccessor checks host accessors: they see kernels' results,
// their writes reach later kernels, and a ranged one covers its range.
func BufferHostAccessor(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 32
	data := iota32(n, 0)
	b := buffer.New(data)
	assert.Equal(t, n, b.Len())
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, b), int32(1)))
	})
	hr, err := b.HostRead()
	require.NoError(t, err)
	assert.Equal(t, iota32(n, 1), hr.Slice(), "host accessor after a kernel")
	hr.Close()
	hr.Close() // idempotent

	hw, err := b.HostReadWrite(buffer.Range(2, 4))
	require.NoError(t, err)
	require.Len(t, hw.Slice(), 4)
	assert.Equal(t, iota32(4, 3), hw.Slice())
	for i := range hw.Slice() {
		hw.Slice()[i] = -7
	}
	hw.Close()

	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), mulI32.Bind(buffer.ReadWrite(h, b), int32(2)))
	})
	want := make([]int32, n)
	for i := range want {
		want[i] = 2 * (int32(i) + 1)
	}
	for i := 2; i < 6; i++ {
		want[i] = -14
	}
	hr, err = b.HostRead(buffer.Range(1, 6))
	require.NoError(t, err)
	assert.Equal(t, want[1:7], hr.Slice(), "ranged host accessor after a kernel that saw the host's writes")
	hr.Close()
	require.NoError(t, b.Close())
	assert.Equal(t, want, data)
}

// BufferHostAccessorBlocks checks that a command conflicting with an open
// host accessor waits for its Close, and that others do not.
func BufferHostAccessorBlocks(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 16
	data, other := iota32(n, 0), iota32(n, 0)
	b, bo := buffer.New(data), buffer.New(other)
	ha, err := b.HostReadWrite()
	require.NoError(t, err)
	ev := submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, b), int32(1)))
	})
	evOther := submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, bo), int32(1)))
	})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	assert.NoError(t, evOther.WaitContext(ctx), "a kernel on another buffer waited for a host accessor")
	settle()
	assert.False(t, ev.Done(), "a kernel ran while a host accessor of its buffer was open")
	for i := range ha.Slice() {
		ha.Slice()[i] *= 10
	}
	ha.Close()
	wait(t, ev)
	require.NoError(t, b.Close())
	require.NoError(t, bo.Close())
	want := make([]int32, n)
	for i := range want {
		want[i] = int32(i)*10 + 1
	}
	assert.Equal(t, want, data, "the kernel must see the host accessor's writes")
	assert.Equal(t, iota32(n, 1), other)
}

// BufferWriteBack checks that data are back in the user's slice after
// Close, that NewSized buffers work, and that Close is idempotent and
// ends the buffer's use.
func BufferWriteBack(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 40
	data := filled(n, int32(0))
	b := buffer.New(data)
	for i := 0; i < 3; i++ { // no waits: Close waits
		submit(t, q, func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, b), int32(i+1)))
		})
	}
	require.NoError(t, b.Close())
	assert.Equal(t, filled(n, int32(6)), data, "data in the user's slice after Close")
	assert.NoError(t, b.Close(), "second Close")

	s, err := buffer.NewSized[int32](n)
	require.NoError(t, err)
	require.Equal(t, n, s.Len())
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), setIdx.Bind(buffer.DiscardWrite(h, s), int32(-5)))
	})
	hr, err := s.HostRead()
	require.NoError(t, err)
	assert.Equal(t, iota32(n, -5), hr.Slice())
	hr.Close()
	require.NoError(t, s.Close())

	z, err := buffer.NewSized[int32](0)
	require.NoError(t, err)
	assert.Equal(t, 0, z.Len())
	assert.NoError(t, z.Close())
}

// BufferCopy checks Copy between buffers and between a buffer and a host
// slice, whole and ranged.
func BufferCopy(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 32
	a, bdata, cdata := iota32(n, 0), filled(n, int32(-1)), filled(n, int32(0))
	ba, bb, bc := buffer.New(a), buffer.New(bdata), buffer.New(cdata)

	// buffer -> buffer, then device-side work on the copy.
	submit(t, q, func(h *sycl.Handler) { h.Copy(buffer.DiscardWrite(h, bb), buffer.Read(h, ba)) })
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, bb), int32(100)))
	})
	// ranged buffer -> buffer: bb[0:4] = a[10:14].
	submit(t, q, func(h *sycl.Handler) {
		h.Copy(buffer.Write(h, bb, buffer.Range(0, 4)), buffer.Read(h, ba, buffer.Range(10, 4)))
	})
	// buffer -> host slice.
	out := make([]int32, n)
	evOut := submit(t, q, func(h *sycl.Handler) { h.Copy(out, buffer.Read(h, bb)) })
	// host slice -> ranged buffer, then a kernel on the result.
	src := []int32{7, 8, 9, 10, 11, 12, 13, 14}
	submit(t, q, func(h *sycl.Handler) { h.Copy(buffer.Write(h, bc, buffer.Range(4, 8)), src) })
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), mulI32.Bind(buffer.ReadWrite(h, bc), int32(2)))
	})
	// ranged buffer -> host slice.
	part := make([]int32, 3)
	evPart := submit(t, q, func(h *sycl.Handler) { h.Copy(part, buffer.Read(h, bc, buffer.Range(5, 3))) })

	wait(t, evOut)
	wait(t, evPart)
	want := iota32(n, 100)
	copy(want, iota32(4, 10))
	assert.Equal(t, want, out, "buffer -> buffer -> kernel -> host slice")
	assert.Equal(t, []int32{16, 18, 20}, part, "ranged buffer -> host slice")
	for _, b := range []*buffer.Buffer[int32]{ba, bb, bc} {
		require.NoError(t, b.Close())
	}
	assert.Equal(t, iota32(n, 0), a, "copy source changed")
	assert.Equal(t, want, bdata)
	wantC := filled(n, int32(0))
	for i, v := range src {
		wantC[4+i] = 2 * v
	}
	assert.Equal(t, wantC, cdata)
}

// BufferFill checks Fill over whole and ranged accessors.
func BufferFill(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 24
	ints, floats := filled(n, int32(0)), filled(n, float32(-1))
	bi, bf := buffer.New(ints), buffer.New(floats)
	submit(t, q, func(h *sycl.Handler) { h.Fill(buffer.Write(h, bi, buffer.Range(3, 5)), int32(9)) })
	submit(t, q, func(h *sycl.Handler) { h.Fill(buffer.DiscardWrite(h, bf), float32(1.5)) })
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, bi), int32(1)))
	})
	submit(t, q, func(h *sycl.Handler) { h.Fill(buffer.Write(h, bi, buffer.Range(n-2, 2)), int32(-3)) })
	require.NoError(t, bi.Close())
	require.NoError(t, bf.Close())
	want := filled(n, int32(1))
	for i := 3; i < 8; i++ {
		want[i] = 10
	}
	want[n-2], want[n-1] = -3, -3
	assert.Equal(t, want, ints)
	assert.Equal(t, filled(n, float32(1.5)), floats)
}

// BufferClosed checks that a closed buffer refuses commands and host
// accessors at submission, and that a refused command leaves no trace: it
// is not reported again by Queue.Wait, does not hold back an in-order
// queue, and does not disturb the other buffers of its command group.
func BufferClosed(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev, sycl.InOrder())
	n := 16
	closed, open := iota32(n, 0), iota32(n, 0)
	bc, bo := buffer.New(closed), buffer.New(open)
	require.NoError(t, bc.Close())

	_, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, bc), int32(1)))
	})
	require.Error(t, err, "kernel on a closed buffer")
	assert.Contains(t, err.Error(), "closed")
	_, err = bc.HostRead()
	require.Error(t, err, "host accessor of a closed buffer")
	assert.Contains(t, err.Error(), "closed")
	assert.NoError(t, q.Wait(), "a command refused at submission is not an asynchronous error")

	// A command group with an open and a closed buffer is refused whole.
	_, err = q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), copyI32.Bind(buffer.ReadWrite(h, bo), buffer.Read(h, bc)))
	})
	require.Error(t, err, "kernel on an open and a closed buffer")
	assert.Contains(t, err.Error(), "closed")

	// The queue and the open buffer go on as if it had not been submitted.
	ev := submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, bo), int32(5)))
	})
	assert.NoError(t, ev.Wait(), "a kernel after a refused command group (in-order queue, same buffer)")
	assert.NoError(t, q.Wait())
	require.NoError(t, bo.Close())
	assert.Equal(t, iota32(n, 5), open)
	assert.Equal(t, iota32(n, 0), closed, "a closed buffer's slice changed")
}

// hostErr opens a host accessor and closes it at once: its error.
func hostErr[T any](open func(...buffer.Span) (*buffer.HostAccessor[T], error), r ...buffer.Span) error {
	h, err := open(r...)
	if h != nil {
		h.Close()
	}
	return err
}

// afterFailure submits cgf's command group depending on a host task that
// fails with boom, and checks that it fails as a dependent.
func afterFailure(t *testing.T, q *sycl.Queue, boom error, cgf func(h *sycl.Handler)) {
	t.Helper()
	evH, err := q.HostTask(func() error { return boom })
	require.NoError(t, err)
	ev := submit(t, q, func(h *sycl.Handler) {
		h.DependsOn(evH)
		cgf(h)
	})
	require.ErrorIs(t, ev.Wait(), sycl.ErrDependencyFailed)
	require.ErrorIs(t, q.Wait(), boom)
}

// BufferLostData checks the rule for data a failed command leaves
// undefined: when a command that writes part of a buffer fails after it
// started (or, for a DiscardWrite accessor, at all), every later access
// that needs that part fails with buffer.ErrDataLost and the command's
// error, commands as dependents (sycl.ErrDependencyFailed), host
// accessors, Fetch and Close synchronously, whether or not the caller
// has waited on the failed command's event; a DiscardWrite access
// defines the part again. A writer that failed before it started, its
// accessor having kept the data, loses nothing.
func BufferLostData(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 32
	boom := errors.New("deliberate failure for BufferLostData")
	lost := func(t *testing.T, what string, err error) {
		t.Helper()
		assert.ErrorIs(t, err, buffer.ErrDataLost, what)
		assert.ErrorIs(t, err, boom, "%s: the failed command's error", what)
	}

	t.Run("failed host task", func(t *testing.T) {
		data := iota32(n, 0)
		b := buffer.New(data)
		// The host task writes half of the first half, then fails.
		ev := submit(t, q, func(h *sycl.Handler) {
			acc := buffer.ReadWrite(h, b, buffer.Range(0, n/2))
			h.HostTask(func() error {
				copy(acc.Host(), filled(n/4, int32(-1)))
				return boom
			})
		})
		require.ErrorIs(t, ev.Wait(), boom) // the caller has seen the failure
		require.ErrorIs(t, q.Wait(), boom)

		lost(t, "HostRead of the whole buffer", hostErr(b.HostRead))
		lost(t, "HostReadWrite of the range's last element", hostErr(b.HostReadWrite, buffer.Range(n/2-1, 1)))
		lost(t, "Fetch of the range", b.Fetch(buffer.Range(0, n/2)))
		ha, err := b.HostRead(buffer.Range(n/2, n/2))
		require.NoError(t, err, "HostRead of the other half, which the task did not write")
		assert.Equal(t, iota32(n/2, int32(n/2)), ha.Slice())
		ha.Close()

		// A kernel that reads the lost part fails as a dependent would.
		evK := submit(t, q, func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, b), int32(1)))
		})
		err = evK.Wait()
		lost(t, "a kernel reading the lost part", err)
		assert.ErrorIs(t, err, sycl.ErrDependencyFailed)
		require.Error(t, q.Wait())

		// A DiscardWrite kernel defines the first quarter again; the rest
		// of the first half is still lost.
		wait(t, submit(t, q, func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n/4), setIdx.Bind(buffer.DiscardWrite(h, b, buffer.Range(0, n/4)), int32(100)))
		}))
		ha, err = b.HostRead(buffer.Range(0, n/4))
		require.NoError(t, err, "HostRead of the part a DiscardWrite kernel redefined")
		assert.Equal(t, iota32(n/4, 100), ha.Slice())
		ha.Close()
		err = b.Close()
		lost(t, "Close", err)
		assert.NoError(t, b.Close(), "a second Close")
	})

	t.Run("DiscardWrite whose dependency failed", func(t *testing.T) {
		b := buffer.New(iota32(n, 0))
		afterFailure(t, q, boom, func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), setIdx.Bind(buffer.DiscardWrite(h, b), int32(0)))
		})
		lost(t, "Close after a DiscardWrite kernel that never ran", b.Close())
	})

	t.Run("ReadWrite whose dependency failed", func(t *testing.T) {
		data := iota32(n, 0)
		b := buffer.New(data)
		afterFailure(t, q, boom, func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, b), int32(1)))
		})
		ha, err := b.HostRead()
		require.NoError(t, err, "a ReadWrite kernel that never ran lost nothing")
		assert.Equal(t, iota32(n, 0), ha.Slice())
		ha.Close()
		// A later kernel runs on the data as they were.
		submit(t, q, func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, b), int32(10)))
		})
		require.NoError(t, b.Close())
		assert.Equal(t, iota32(n, 10), data)
	})

	t.Run("kernel failing while it runs", func(t *testing.T) {
		if !dev.IsNative() {
			t.Skip("a kernel that fails while it runs: a native kernel's panic")
		}
		b := buffer.New(iota32(4096, 0))
		ev := submit(t, q, func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(4096), panicky.Bind(buffer.Write(h, b)))
		})
		require.ErrorContains(t, ev.Wait(), "deliberate panic")
		require.Error(t, q.Wait())
		err := b.Close()
		assert.ErrorIs(t, err, buffer.ErrDataLost, "Close after a kernel that panicked half-way")
		var pe *sycl.PanicError
		assert.ErrorAs(t, err, &pe, "the panic is in Close's error")
	})
}
