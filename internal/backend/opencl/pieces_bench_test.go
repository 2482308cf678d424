package opencl

// BenchmarkPiecesOverlap: whether a pipelined launch's copies home run
// while its later pieces compute, when the pieces write regions of one
// buffer or buffers of their own.

import (
	"errors"
	"fmt"
	"testing"
	"time"

	cl "github.com/jgillich/go-opencl/cl"
)

// BenchmarkPiecesOverlap runs, on the first GPU (the first device
// without one), an output-only pipelined launch as the coexecutor runs
// one: six pieces, each a kernel writing 16 MiB and the chained copy of
// those bytes home into pinned memory (Device.ReadAfter, waiting for the
// piece's kernel on the device), every piece enqueued at once. The
// pieces write regions of one buffer ("one-buffer", the kernel at a
// global offset), a buffer each ("own-buffers"), or regions of one
// buffer with the copies on the kernels' own queue ("kernel-queue",
// Device.ReadAfterOn: a device that runs a queue in order serializes
// them). "kernels" and "reads" time the six kernels and the six copies
// alone. Each pipeline reports overlap = (t_kernels + t_reads - t) /
// min(t_kernels, t_reads) from the medians of the three: 1 when the
// copies run wholly under the kernels, 0 when the device serializes them.
func BenchmarkPiecesOverlap(b *testing.B) {
	d, k, q := spinBench(b)
	const pieces = 6
	items, iters := 4<<20, int32(1024)
	if !d.info.GPU {
		items, iters = 1<<18, 16
	}
	region := 4 * items
	one, err := d.NewBuffer(pieces * region)
	if err != nil {
		b.Fatal(err)
	}
	defer one.Release()
	var own []*Buffer
	for range pieces {
		o, err := d.NewBuffer(region)
		if err != nil {
			b.Fatal(err)
		}
		defer o.Release()
		own = append(own, o)
	}
	host := make([]byte, pieces*region)
	if p, err := d.pinnedAlloc(len(host)); err == nil {
		defer p.Free()
		host = p.Bytes()
	} else if !errors.Is(err, ErrNoPinning) {
		b.Fatal(err)
	}
	if err := k.K.SetArgInt32(1, iters); err != nil {
		b.Fatal(err)
	}
	// launch enqueues piece i's kernel over buffer m at offset off
	// (elements) and flushes.
	launch := func(m *Buffer, off int) (*cl.Event, error) {
		if err := k.K.SetArgBuffer(0, m.M); err != nil {
			return nil, err
		}
		ev, err := q.Launch(k, []int{off}, []int{items}, []int{256}, nil)
		if err != nil {
			return nil, err
		}
		return ev, q.Flush()
	}
	kernels := func() error {
		var last *cl.Event
		for i := range pieces {
			ev, err := launch(one, i*items)
			if err != nil {
				return err
			}
			if last != nil {
				ReleaseEvent(last)
			}
			last = ev
		}
		err := WaitEvent(last)
		ReleaseEvent(last)
		return err
	}
	reads := func() (err error) {
		var pend []*Pending
		defer func() {
			for _, r := range pend {
				err = errors.Join(err, r.Wait())
			}
		}()
		for i := range pieces {
			r, err := d.ReadAfter(one, i*region, host[i*region:(i+1)*region], nil)
			if err != nil {
				return err
			}
			pend = append(pend, r)
		}
		return nil
	}
	pipeline := func(mode string) func() error {
		return func() (err error) {
			var pend []*Pending
			defer func() {
				for _, r := range pend {
					err = errors.Join(err, r.Wait())
				}
			}()
			for i := range pieces {
				m, off, at := one, i*items, i*region
				if mode == "own-buffers" {
					m, off, at = own[i], 0, 0
				}
				ev, err := launch(m, off)
				if err != nil {
					return err
				}
				dst := host[i*region : (i+1)*region]
				var r *Pending
				if mode == "kernel-queue" {
					r, err = d.ReadAfterOn(q, m, at, dst, []*cl.Event{ev})
				} else {
					r, err = d.ReadAfter(m, at, dst, []*cl.Event{ev})
				}
				ReleaseEvent(ev)
				if err != nil {
					return err
				}
				pend = append(pend, r)
			}
			return nil
		}
	}
	median := func(f func() error) time.Duration { return medianTime(b, 15, f) }
	if err := kernels(); err != nil { // the first launch's setup is not the kernel's
		b.Fatal(err)
	}
	run := func(name string, f func() error, of func(b *testing.B, t time.Duration)) {
		b.Run(name, func(b *testing.B) {
			for range b.N {
				if err := f(); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			b.ReportMetric(float64(pieces*region)/(float64(b.Elapsed())/float64(b.N)), "bytes/ns")
			if of != nil {
				of(b, median(f))
			}
		})
	}
	run("kernels", kernels, nil)
	run("reads", reads, nil)
	tk, tr := median(kernels), median(reads) // what the pipelines overlap
	for _, mode := range []string{"one-buffer", "own-buffers", "kernel-queue"} {
		run(fmt.Sprintf("pipeline/%s", mode), pipeline(mode), func(b *testing.B, t time.Duration) {
			b.ReportMetric((tk+tr-t).Seconds()/min(tk, tr).Seconds(), "overlap")
			b.ReportMetric(float64(t.Microseconds()), "median-us")
		})
	}
}
