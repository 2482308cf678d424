package testsuite

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// blocker is a host task that runs until release is called, to hold
// commands back while a test looks at them.
type blocker struct {
	ch   chan struct{}
	once sync.Once
}

func newBlocker(t *testing.T) *blocker {
	b := &blocker{ch: make(chan struct{})}
	t.Cleanup(b.release) // never leave a queue blocked
	return b
}

func (b *blocker) task() error { <-b.ch; return nil }

func (b *blocker) release() { b.once.Do(func() { close(b.ch) }) }

// settle gives commands that wrongly ignore a dependency time to run.
func settle() { time.Sleep(30 * time.Millisecond) }

// EventWaitDone checks that Done is false while a command waits for a
// dependency and true after Wait, and that Wait returns the command's
// error every time it is called.
func EventWaitDone(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	assert.NoError(t, (*sycl.Event)(nil).Wait(), "Wait on a nil event")

	bl := newBlocker(t)
	evHost, err := q.HostTask(bl.task)
	require.NoError(t, err)
	n := 64
	data := filled(n, int32(-1))
	b := buffer.New(data)
	evK := submit(t, q, func(h *sycl.Handler) {
		h.DependsOn(evHost)
		h.ParallelFor(sycl.Range1(n), setIdx.Bind(buffer.DiscardWrite(h, b), int32(10)))
	})
	settle()
	assert.False(t, evHost.Done(), "host task reported done while blocked")
	assert.False(t, evK.Done(), "kernel reported done before the host task it depends on finished")
	bl.release()
	wait(t, evK)
	assert.True(t, evHost.Done(), "dependency not done after its dependent finished")
	assert.True(t, evK.Done(), "Done false after Wait")
	assert.NoError(t, evK.Wait(), "second Wait")
	require.NoError(t, b.Close())
	assert.Equal(t, iota32(n, 10), data)

	// Done polls to completion without Wait.
	ev, err := q.HostTask(func() error { return nil })
	require.NoError(t, err)
	deadline := time.Now().Add(10 * time.Second)
	for !ev.Done() && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	assert.True(t, ev.Done(), "a host task never reported Done")

	// A failed command's error stays.
	boom := errors.New("deliberate failure for EventWaitDone")
	evFail, err := q.HostTask(func() error { return boom })
	require.NoError(t, err)
	for i := 0; i < 2; i++ {
		err := evFail.Wait()
		require.Error(t, err)
		assert.ErrorIs(t, err, boom, "Wait #%d", i+1)
	}
	assert.True(t, evFail.Done())
	require.Error(t, q.Wait(), "the queue reports the failed host task")
}

// EventProfile checks the timestamps of kernels, copies, fills and host tasks.
func EventProfile(t *testing.T, dev *sycl.Device) {
	plain := newQueue(t, dev)
	ev, err := plain.HostTask(func() error { return nil })
	require.NoError(t, err)
	_, err = ev.Profile()
	require.ErrorIs(t, err, sycl.ErrNoProfiling, "a queue without EnableProfiling")

	q := newQueue(t, dev, sycl.EnableProfiling())
	n := 256
	x, y := filled(n, float32(1)), filled(n, float32(2))
	bx, by := buffer.New(x), buffer.New(y)
	evK := submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), saxpyF32.Bind(float32(3), buffer.Read(h, bx), buffer.ReadWrite(h, by)))
	})
	evF := submit(t, q, func(h *sycl.Handler) { h.Fill(buffer.Write(h, bx), float32(4)) })
	out := make([]float32, n)
	evC := submit(t, q, func(h *sycl.Handler) { h.Copy(out, buffer.Read(h, by)) })
	evH, err := q.HostTask(func() error { time.Sleep(2 * time.Millisecond); return nil })
	require.NoError(t, err)
	for name, ev := range map[string]*sycl.Event{"kernel": evK, "fill": evF, "copy": evC, "host task": evH} {
		p, err := ev.Profile()
		require.NoError(t, err, name)
		assert.GreaterOrEqual(t, p.End, p.Start, "%s: End < Start: %+v", name, p)
		assert.GreaterOrEqual(t, p.Duration(), time.Duration(0), name)
		assert.Equal(t, time.Duration(p.End-p.Start), p.Duration(), name)
	}
	if p, err := evH.Profile(); assert.NoError(t, err) {
		assert.GreaterOrEqual(t, p.Duration(), 2*time.Millisecond, "a host task that sleeps 2ms: %+v", p)
	}
	assert.Equal(t, filled(n, float32(5)), out)
	require.NoError(t, by.Close())
	require.NoError(t, bx.Close())
	assert.Equal(t, filled(n, float32(4)), x)

	// A failed command has no profile.
	evFail, err := q.HostTask(func() error { return errors.New("deliberate failure for EventProfile") })
	require.NoError(t, err)
	_, err = evFail.Profile()
	assert.ErrorContains(t, err, "deliberate failure for EventProfile")
	require.Error(t, q.Wait())
}

// EventWaitContext checks that WaitContext gives up on a cancelled or
// expired context while the command goes on, on events and queues.
func EventWaitContext(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	bl := newBlocker(t)
	ev, err := q.HostTask(bl.task)
	require.NoError(t, err)
	p, err := usm.MallocShared[int32](q, 16)
	require.NoError(t, err)
	defer p.Free()
	evK, err := q.ParallelFor(sycl.Range1(16), setIdx.Bind(p, int32(3)), ev)
	require.NoError(t, err)

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	assert.ErrorIs(t, ev.WaitContext(ctx), context.Canceled, "event")
	assert.ErrorIs(t, evK.WaitContext(ctx), context.Canceled, "dependent event")
	assert.ErrorIs(t, q.WaitContext(ctx), context.Canceled, "queue")
	tctx, tcancel := context.WithTimeout(context.Background(), 5*time.Millisecond)
	defer tcancel()
	assert.ErrorIs(t, evK.WaitContext(tctx), context.DeadlineExceeded, "event, expired context")
	assert.False(t, evK.Done(), "the kernel ran before the host task it depends on")

	bl.release()
	assert.NoError(t, evK.WaitContext(context.Background()))
	// A finished event answers a cancelled context with its result.
	assert.NoError(t, evK.WaitContext(ctx), "finished event, cancelled context")
	s, err := p.Slice()
	require.NoError(t, err)
	assert.Equal(t, iota32(16, 3), s)
}

// QueueAsyncError checks that a failed command is reported by its event
// and by Queue.Wait (once), that commands depending on it fail, and that
// independent commands, earlier and later, still run.
func QueueAsyncError(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 32
	a, c := iota32(n, 0), iota32(n, 0)
	ba, bc := buffer.New(a), buffer.New(c)
	boom := errors.New("deliberate host task failure")
	// The host task fails only once the commands below are submitted, so
	// that the kernel on a depends on a command that is still running.
	bl := newBlocker(t)
	evFail := submit(t, q, func(h *sycl.Handler) {
		acc := buffer.ReadWrite(h, ba)
		h.HostTask(func() error {
			_ = acc.Host()
			<-bl.ch
			return boom
		})
	})
	evDep := submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, ba), int32(1)))
	})
	evInd := submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, bc), int32(100)))
	})
	bl.release()

	err := evFail.Wait()
	require.Error(t, err)
	assert.ErrorIs(t, err, boom)
	err = evDep.Wait()
	require.Error(t, err, "a kernel that depends on a failed command must fail")
	assert.Contains(t, err.Error(), "dependency failed")
	assert.Contains(t, err.Error(), boom.Error())
	assert.NoError(t, evInd.Wait(), "independent kernel")

	err = q.Wait()
	require.Error(t, err, "Queue.Wait must return the asynchronous error")
	assert.ErrorIs(t, err, boom)
	assert.NoError(t, q.Wait(), "errors are reported once")

	// The queue goes on working.
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), mulI32.Bind(buffer.ReadWrite(h, bc), int32(2)))
	})
	require.NoError(t, q.Wait())
	require.NoError(t, bc.Close())
	want := make([]int32, n)
	for i := range want {
		want[i] = (int32(i) + 100) * 2
	}
	assert.Equal(t, want, c)
	_ = ba.Close() // a's contents after the failed commands are unspecified
}

// QueueClose checks that Close waits, is idempotent and refuses new work.
func QueueClose(t *testing.T, dev *sycl.Device) {
	q, err := sycl.NewQueueOn(dev)
	require.NoError(t, err)
	assert.Same(t, dev, q.Device())
	assert.False(t, q.IsInOrder(), "queues are out-of-order by default")
	p, err := usm.MallocShared[int32](q, 8)
	require.NoError(t, err)
	defer p.Free()
	ev, err := q.ParallelFor(sycl.Range1(8), setIdx.Bind(p, int32(1)))
	require.NoError(t, err)
	require.NoError(t, q.Close())
	assert.True(t, ev.Done(), "Close returned before the queue's kernel finished")
	s, err := p.Slice()
	require.NoError(t, err)
	assert.Equal(t, iota32(8, 1), s)
	assert.NoError(t, q.Close(), "second Close")
	_, err = q.ParallelFor(sycl.Range1(8), setIdx.Bind(p, int32(1)))
	require.Error(t, err, "submission to a closed queue")
	assert.Contains(t, err.Error(), "closed")

	_, err = sycl.NewQueueOn(nil)
	assert.Error(t, err, "NewQueueOn(nil)")
}

// InOrderQueue checks that an in-order queue runs commands in submission
// order without explicit dependencies: kernels, copies and host tasks on
// USM, where no accessor orders them.
func InOrderQueue(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev, sycl.InOrder())
	require.True(t, q.IsInOrder())
	n := 128
	p, err := usm.MallocDevice[int32](q, n)
	require.NoError(t, err)
	defer p.Free()
	var log []string // appended by host tasks, which must not overlap
	logf := func(s string) func() error {
		return func() error { log = append(log, s); time.Sleep(time.Millisecond); return nil }
	}
	_, err = usm.Fill(q, p, int32(1))
	require.NoError(t, err)
	want := filled(n, int32(1))
	ops := []struct {
		k *sycl.Kernel
		v int32
	}{{addI32, 3}, {mulI32, 2}, {addI32, -1}, {mulI32, 5}, {addI32, 7}, {mulI32, -3}}
	for i, op := range ops {
		_, err := q.ParallelFor(sycl.Range1(n), op.k.Bind(p, op.v))
		require.NoError(t, err)
		_, err = q.HostTask(logf(fmt.Sprint(i)))
		require.NoError(t, err)
		for j := range want {
			if op.k == addI32 {
				want[j] += op.v
			} else {
				want[j] *= op.v
			}
		}
	}
	out := make([]int32, n)
	ev, err := usm.CopyToHost(q, out, p)
	require.NoError(t, err)
	_, err = q.HostTask(logf("last"))
	require.NoError(t, err)
	wait(t, ev)
	require.NoError(t, q.Wait())
	assert.Equal(t, want, out)
	assert.Equal(t, []string{"0", "1", "2", "3", "4", "5", "last"}, log)
}

// DeviceInfo checks the device's description and that selectors and
// queue constructors find it.
func DeviceInfo(t *testing.T, dev *sycl.Device) {
	info := dev.Info()
	assert.NotEmpty(t, info.Name)
	assert.Equal(t, info.Name, dev.Name())
	assert.Contains(t, dev.String(), info.Name)
	assert.Equal(t, info.Backend, dev.Backend())
	assert.Equal(t, info.Type, dev.Type())
	assert.Equal(t, dev.IsNative(), info.Backend == sycl.BackendNative)
	assert.Equal(t, dev.IsNative(), memory.LocationOf(dev) == nil)
	assert.Positive(t, info.ComputeUnits)
	assert.Positive(t, info.MaxWorkGroupSize)
	assert.Positive(t, info.LocalMemSize)
	assert.Positive(t, info.GlobalMemSize)
	if assert.Len(t, info.MaxWorkItemSizes, 3) {
		for d, s := range info.MaxWorkItemSizes {
			assert.Positive(t, s, "MaxWorkItemSizes[%d]", d)
		}
	}
	if dev.IsNative() {
		assert.Positive(t, dev.NativeWorkers())
		assert.Same(t, dev, sycl.NativeDevice())
	}

	devs, err := sycl.Devices()
	require.NoError(t, err)
	assert.Contains(t, devs, dev, "Devices lists the device")
	picked, err := sycl.SelectDevice(func(d *sycl.Device) int {
		if d == dev {
			return 1
		}
		return -1
	})
	require.NoError(t, err)
	assert.Same(t, dev, picked)
	picked, err = sycl.SelectDevice(sycl.ByName(strings.ToUpper(dev.Name())))
	require.NoError(t, err)
	assert.Equal(t, dev.Name(), picked.Name(), "ByName is case-insensitive")
	for name, sel := range map[string]sycl.Selector{"GPU": sycl.GPU, "CPU": sycl.CPU, "Accelerator": sycl.Accelerator, "Native": sycl.Native, "Default": sycl.DefaultSelector} {
		if sel(dev) < 0 {
			continue
		}
		picked, err := sycl.SelectDevice(sel)
		if assert.NoError(t, err, "%s selector accepts %v", name, dev) {
			assert.GreaterOrEqual(t, sel(picked), sel(dev), "%s selector picked a lower-scored device", name)
		}
	}
	if dev.IsNative() {
		assert.GreaterOrEqual(t, sycl.Native(dev), 0, "the Native selector accepts the native device")
	} else {
		assert.Negative(t, sycl.Native(dev), "the Native selector rejects %v", dev)
	}
	_, err = sycl.SelectDevice(func(*sycl.Device) int { return -1 })
	assert.ErrorContains(t, err, "no device matches")

	q, err := sycl.NewQueue(func(d *sycl.Device) int {
		if d == dev {
			return 1
		}
		return -1
	}, sycl.InOrder())
	require.NoError(t, err)
	assert.Same(t, dev, q.Device())
	assert.True(t, q.IsInOrder())
	assert.NoError(t, q.Close())
}
