package testsuite

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// op is one step of a kernel chain: add or multiply by v.
type op struct {
	mul bool
	v   int32
}

func (o op) kernel() *sycl.Kernel {
	if o.mul {
		return mulI32
	}
	return addI32
}

func (o op) apply(s []int32) {
	for i := range s {
		if o.mul {
			s[i] *= o.v
		} else {
			s[i] += o.v
		}
	}
}

// chainOps do not commute, so any reordering changes the result.
var chainOps = []op{{false, 3}, {true, 2}, {false, -5}, {true, 3}, {false, 7}, {true, -1}, {false, 11}, {true, 2}}

// runChain submits chainOps on one buffer, op i on queues[i%len(queues)],
// without waiting, and checks the sequential result. Midway a copy kernel
// snapshots the buffer into a second one, which must hold the
// intermediate state (reads wait for earlier writes, later writes for the read).
func runChain(t *testing.T, queues []*sycl.Queue) {
	t.Helper()
	n := 100
	data, snap := iota32(n, 0), filled(n, int32(-1))
	b, bs := buffer.New(data), buffer.New(snap)
	want, wantSnap := iota32(n, 0), []int32(nil)
	var path []string
	for i, o := range chainOps {
		q := queues[i%len(queues)]
		path = append(path, q.Device().Name())
		submit(t, q, func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n), o.kernel().Bind(buffer.ReadWrite(h, b), o.v))
		})
		o.apply(want)
		if i == len(chainOps)/2 {
			qs := queues[(i+1)%len(queues)]
			submit(t, qs, func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(n), copyI32.Bind(buffer.DiscardWrite(h, bs), buffer.Read(h, b)))
			})
			wantSnap = append([]int32(nil), want...)
		}
	}
	require.NoError(t, b.Close())
	require.NoError(t, bs.Close())
	assert.Equal(t, want, data, "chain over %v", path)
	assert.Equal(t, wantSnap, snap, "snapshot in the middle of the chain over %v", path)
}

// ChainAcrossQueues runs a chain of kernels on one buffer alternating
// between two out-of-order queues of dev.
func ChainAcrossQueues(t *testing.T, dev *sycl.Device) {
	runChain(t, []*sycl.Queue{newQueue(t, dev), newQueue(t, dev)})
}

// ChainAcrossDevices runs a chain of kernels on one buffer alternating
// between dev and each other visible device (dev, other, dev, ...).
func ChainAcrossDevices(t *testing.T, dev *sycl.Device) {
	others := otherDevices(t, dev)
	if len(others) == 0 {
		t.Skipf("only %v is visible", dev)
	}
	for _, o := range others {
		t.Run(o.String(), func(t *testing.T) {
			runChain(t, []*sycl.Queue{newQueue(t, dev), newQueue(t, o)})
		})
	}
}

// disjointHalves writes [m, n/2) and [n/2, n) of one buffer from qa and
// qb with ranged accessors, then reads the whole on qa. (No launch has a
// zero offset: see ConcurrentOffsets.)
func disjointHalves(t *testing.T, qa, qb *sycl.Queue) {
	t.Helper()
	n, m := 64, 8
	data := filled(n, int32(-1))
	b := buffer.New(data)
	submit(t, qa, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n/2-m).WithOffset(m), setIdx.Bind(buffer.Write(h, b, buffer.Range(m, n/2-m)), int32(0)))
	})
	submit(t, qb, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n/2).WithOffset(n/2), setIdx.Bind(buffer.DiscardWrite(h, b, buffer.Range(n/2, n/2)), int32(1000)))
	})
	hr, err := b.HostRead()
	require.NoError(t, err)
	want := make([]int32, n)
	for i := range want {
		switch {
		case i < m:
			want[i] = -1
		case i < n/2:
			want[i] = int32(i)
		default:
			want[i] = int32(i) + 1000
		}
	}
	assert.Equal(t, want, hr.Slice(), "both halves after disjoint writes")
	hr.Close()
	submit(t, qa, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), mulI32.Bind(buffer.ReadWrite(h, b), int32(2)))
	})
	require.NoError(t, b.Close())
	for i := range want {
		want[i] *= 2
	}
	assert.Equal(t, want, data, "a kernel over the whole buffer after disjoint writes on %v and %v", qa.Device(), qb.Device())
}

// DisjointWrites checks that two kernels writing disjoint ranges of one
// buffer, from two queues, both take effect.
func DisjointWrites(t *testing.T, dev *sycl.Device) {
	disjointHalves(t, newQueue(t, dev), newQueue(t, dev))

	// Three writers on one queue without waiting between them.
	q := newQueue(t, dev)
	n := 64
	data := filled(n, int32(0))
	b := buffer.New(data)
	for i := 1; i < 4; i++ {
		submit(t, q, func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(16).WithOffset(16*i), setIdx.Bind(buffer.ReadWrite(h, b, buffer.Range(16*i, 16)), int32(100*i)))
		})
	}
	require.NoError(t, b.Close())
	for i, v := range data {
		want := int32(0)
		if i >= 16 {
			want = int32(100*(i/16) + i)
		}
		if v != want {
			t.Errorf("data[%d] = %d, want %d", i, v, want)
		}
	}
}

// pocl50 reports whether dev is PoCL 5.0, which aborts the process
// (pocl_release_dlhandle_cache: Assertion `found->ref_count > 0' failed)
// when one kernel runs concurrently with a zero and a non-zero global
// offset: its two specialisations share a dlhandle cache key.
func pocl50(dev *sycl.Device) bool {
	i := dev.Info()
	return isOpenCL(dev) && strings.Contains(i.Version, "PoCL") && strings.HasPrefix(i.DriverVersion, "5.0")
}

// ConcurrentOffsets runs one kernel concurrently, from two queues, over
// ranges with a zero and a non-zero global offset.
func ConcurrentOffsets(t *testing.T, dev *sycl.Device) {
	if pocl50(dev) {
		t.Skipf("%v: PoCL %s aborts the process when one kernel runs concurrently with zero and non-zero global offsets (pocl_release_dlhandle_cache assertion)", dev, dev.Info().DriverVersion)
	}
	q1, q2 := newQueue(t, dev), newQueue(t, dev)
	n := 64
	for round := 0; round < 5; round++ {
		a, b := filled(n, int32(-1)), filled(n, int32(-1))
		ba, bb := buffer.New(a), buffer.New(b)
		submit(t, q1, func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n/2), setIdx.Bind(buffer.Write(h, ba), int32(0)))
		})
		submit(t, q2, func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(n/2).WithOffset(n/2), setIdx.Bind(buffer.Write(h, bb), int32(0)))
		})
		require.NoError(t, ba.Close())
		require.NoError(t, bb.Close())
		wantA, wantB := filled(n, int32(-1)), filled(n, int32(-1))
		copy(wantA, iota32(n/2, 0))
		copy(wantB[n/2:], iota32(n/2, int32(n/2)))
		assert.Equal(t, wantA, a, "offset 0")
		assert.Equal(t, wantB, b, "offset %d", n/2)
	}
}

// DisjointWritesAcrossDevices writes the halves of one buffer on dev and
// on each other device, then runs a kernel over the whole on dev.
func DisjointWritesAcrossDevices(t *testing.T, dev *sycl.Device) {
	others := otherDevices(t, dev)
	if len(others) == 0 {
		t.Skipf("only %v is visible", dev)
	}
	for _, o := range others {
		t.Run(o.String(), func(t *testing.T) {
			disjointHalves(t, newQueue(t, dev), newQueue(t, o))
		})
	}
}

// HostTaskAccessors checks that host tasks are ordered with kernels by
// their accessors and see, and publish, the buffer's current data.
func HostTaskAccessors(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 32
	data := filled(n, int32(0))
	b := buffer.New(data)
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), setIdx.Bind(buffer.DiscardWrite(h, b), int32(0)))
	})
	evHost := submit(t, q, func(h *sycl.Handler) {
		acc := buffer.ReadWrite(h, b)
		h.HostTask(func() error {
			s := acc.Host()
			if len(s) != n {
				return fmt.Errorf("host task accessor has %d elements, want %d", len(s), n)
			}
			for i, v := range s {
				if v != int32(i) {
					return fmt.Errorf("host task sees data[%d] = %d, want %d: it ran before the kernel it depends on, or without its results", i, v, i)
				}
				s[i] = 2 * v
			}
			return nil
		})
	})
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), addI32.Bind(buffer.ReadWrite(h, b), int32(1)))
	})
	// A ranged read in a host task.
	var got []int32
	evRead := submit(t, q, func(h *sycl.Handler) {
		acc := buffer.Read(h, b, buffer.Range(4, 3))
		h.HostTask(func() error {
			got = append([]int32(nil), acc.Host()...)
			return nil
		})
	})
	assert.NoError(t, evHost.Wait())
	wait(t, evRead)
	assert.Equal(t, []int32{9, 11, 13}, got, "ranged host-task read after the kernel")
	require.NoError(t, b.Close())
	want := make([]int32, n)
	for i := range want {
		want[i] = 2*int32(i) + 1
	}
	assert.Equal(t, want, data)
}

// USMDependsOn checks explicit dependencies between USM commands on an
// out-of-order queue: a chain, a join, and a host task on another queue.
func USMDependsOn(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 64
	p, err := usm.MallocDevice[int32](q, n)
	require.NoError(t, err)
	defer p.Free()
	e1, err := usm.Fill(q, p, int32(1))
	require.NoError(t, err)
	e2, err := q.ParallelFor(sycl.Range1(n), addI32.Bind(p, int32(5)), e1)
	require.NoError(t, err)
	e3, err := q.ParallelFor(sycl.Range1(n), mulI32.Bind(p, int32(3)), e2)
	require.NoError(t, err)
	e4 := submit(t, q, func(h *sycl.Handler) {
		h.DependsOn(e3)
		h.ParallelFor(sycl.Range1(n), addI32.Bind(p, int32(-2)))
	})
	out := make([]int32, n)
	e5, err := usm.CopyToHost(q, out, p, e4)
	require.NoError(t, err)
	wait(t, e5)
	assert.Equal(t, filled(n, int32(16)), out, "(1+5)*3-2")

	// Join: a kernel that depends on two independent ones.
	a, err := usm.MallocShared[int32](q, n)
	require.NoError(t, err)
	defer a.Free()
	bp, err := usm.MallocDevice[int32](q, n)
	require.NoError(t, err)
	defer bp.Free()
	c, err := usm.MallocHost[int32](q, n)
	require.NoError(t, err)
	defer c.Free()
	ea, err := q.ParallelFor(sycl.Range1(n), setIdx.Bind(a, int32(0)))
	require.NoError(t, err)
	eb, err := q.ParallelFor(sycl.Range1(n), setIdx.Bind(bp, int32(100)))
	require.NoError(t, err)
	ec, err := q.ParallelFor(sycl.Range1(n), sum2I32.Bind(c, a, bp), ea, eb)
	require.NoError(t, err)

	// A host task on a second queue that depends on the join.
	q2 := newQueue(t, dev)
	var sum int64
	eh, err := q2.HostTask(func() error {
		s, err := c.Slice()
		if err != nil {
			return err
		}
		for _, v := range s {
			sum += int64(v)
		}
		return nil
	}, ec)
	require.NoError(t, err)
	wait(t, eh)
	assert.Equal(t, int64(n*100+n*(n-1)), sum, "host task after the join sees its result")
	s, err := c.Slice()
	require.NoError(t, err)
	want := make([]int32, n)
	for i := range want {
		want[i] = 2*int32(i) + 100
	}
	assert.Equal(t, want, s)
}

// FailedCommandKeepsData checks that a command that fails because a
// dependency failed, before it ran, does not corrupt buffers it would have
// only read: the data movements planned for it still take place, so later
// commands and host accessors find the data where the runtime says it is.
func FailedCommandKeepsData(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	n := 16
	boom := errors.New("deliberate failure for FailedCommandKeepsData")

	// A kernel reading b that fails before it runs, then one that reads b.
	data, out := iota32(n, 0), filled(n, int32(-1))
	b, bout, bdead := buffer.New(data), buffer.New(out), buffer.New(filled(n, int32(0)))
	bl := newBlocker(t)
	evH, err := q.HostTask(func() error { <-bl.ch; return boom })
	require.NoError(t, err)
	evX := submit(t, q, func(h *sycl.Handler) {
		h.DependsOn(evH)
		h.ParallelFor(sycl.Range1(n), copyI32.Bind(buffer.DiscardWrite(h, bdead), buffer.Read(h, b)))
	})
	bl.release()
	assert.ErrorIs(t, evX.Wait(), boom, "a kernel whose dependency failed")
	require.Error(t, q.Wait())
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n), copyI32.Bind(buffer.DiscardWrite(h, bout), buffer.Read(h, b)))
	})
	require.NoError(t, bout.Close())
	assert.Equal(t, iota32(n, 0), out, "a read of a buffer after a failed reader of it")
	require.NoError(t, b.Close())
	assert.Equal(t, iota32(n, 0), data)
	_ = bdead.Close()

	// A kernel's results survive a host accessor refused because of a
	// failed host task that read another part of the buffer.
	data = iota32(n, 0)
	b = buffer.New(data)
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(n/2).WithOffset(n/2), addI32.Bind(buffer.ReadWrite(h, b, buffer.Range(n/2, n/2)), int32(100)))
	})
	bl2 := newBlocker(t)
	evH, err = q.HostTask(func() error { <-bl2.ch; return boom })
	require.NoError(t, err)
	evY := submit(t, q, func(h *sycl.Handler) {
		h.DependsOn(evH)
		buffer.Read(h, b, buffer.Range(0, n/2))
		h.HostTask(func() error { return nil })
	})
	go func() { settle(); bl2.release() }()
	ha, err := b.HostReadWrite()
	if err == nil { // the host task may have failed and been forgotten first
		ha.Close()
	} else {
		assert.ErrorIs(t, err, boom)
	}
	assert.ErrorIs(t, evY.Wait(), boom)
	require.Error(t, q.Wait())
	require.NoError(t, b.Close())
	want := iota32(n, 0)
	for i := n / 2; i < n; i++ {
		want[i] += 100
	}
	assert.Equal(t, want, data, "a kernel's results after a refused host accessor")
}
