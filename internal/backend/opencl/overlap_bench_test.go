package opencl

// BenchmarkCopyKernelOverlap: whether a device copies out while it
// computes when two goroutines drive it, as a pipelined launch does.

import (
	"errors"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"
	"slices"
	"sync"
	"testing"
	"time"
)

// BenchmarkCopyKernelOverlap measures, on the first GPU (the first device
// without one), whether a read from the device into pinned host memory
// runs while a kernel computes on a queue of its own, driven from
// another goroutine, as a pipelined launch's piece i comes home while
// piece i+1 computes. Each read sub-benchmark runs in two modes:
// "blocking" (a blocking clEnqueueReadBuffer on the transfer queue, the
// runtime's copy home before chained transfers) and "chained"
// (Device.ReadAfter: enqueued without blocking, the host waiting on its
// event). Sub-benchmarks: "kernel" (launch, flush, wait), "read/MODE"
// (32 MiB), and both at once, started together ("both/MODE") or the read
// first and the kernel enqueued while it blocks ("read-first/MODE"); and
// "pipeline/MODE": four kernels and four reads, kernel i+1 enqueued
// before read i (chained: read i waits for kernel i's event on the
// device; blocking: the host waits for kernel i, then reads).
// "duplex/chained" enqueues a 32 MiB write (into another buffer, from
// pinned memory of its own) and the 32 MiB read at once, each on its
// direction's transfer queue, and reports overlap as "both" does, from
// the medians of the write alone ("write/chained"), the read alone and
// the two, and GB/s, both directions' bytes over the pair's time: the
// link's full duplex shows as overlap near 1 and GB/s near twice one
// direction's. "duplex-pipeline/MODE" runs a triad (a = b + 3c, 32 MiB
// per array, uint) in four pieces (duplexRun): "serial" waits for each
// piece's copy out before the next piece; "host" enqueues them all, the
// host waiting for each piece's copies in before enqueueing its kernel;
// "chained" enqueues them all chained by events alone (the kernel waits
// for its copies in on the device); "goroutines" runs each piece on a
// goroutine of its own, all at once, the host waiting for its copies in,
// as sycl commands with transfers do. The pipelines report of-serial,
// their median time over serial's.
// "both" and "read-first" report overlap = (t_kernel + t_read - t_both) / min(t_kernel,
// t_read), from the medians of the three measured in the same
// sub-benchmark: 1 when the device runs them at once, 0 when the driver
// serializes them; and enqueue-µs, how long enqueueing the kernel took
// (a driver that holds a lock through the blocking read makes it as long
// as the read).
func BenchmarkCopyKernelOverlap(b *testing.B) {
	d, k, q := spinBench(b)
	const items, size = 1 << 20, 32 << 20
	iters := int32(1 << 12)
	if !d.info.GPU {
		iters = 16
	}
	out, err := d.NewBuffer(4 * items)
	if err != nil {
		b.Fatal(err)
	}
	defer out.Release()
	src32, err := d.NewBuffer(size)
	if err != nil {
		b.Fatal(err)
	}
	defer src32.Release()
	if err := k.K.SetArgBuffer(0, out.M); err != nil {
		b.Fatal(err)
	}
	if err := k.K.SetArgInt32(1, iters); err != nil {
		b.Fatal(err)
	}
	host := make([]byte, size)
	if p, err := PinnedAlloc(size); err == nil {
		defer p.Free()
		host = p.Bytes()
	} else if !errors.Is(err, ErrNoPinning) {
		b.Fatal(err)
	}
	// kernel launches the kernel and waits for it; enq is how long the
	// enqueue took.
	kernel := func() (enq time.Duration, err error) {
		t := time.Now()
		ev, err := q.Launch(k, nil, []int{items}, []int{256}, nil)
		enq = time.Since(t)
		if err != nil {
			return enq, err
		}
		defer ReleaseEvent(ev)
		if err := q.Flush(); err != nil {
			return enq, err
		}
		return enq, WaitEvent(ev)
	}
	xq, err := d.queueFor(true)
	if err != nil {
		b.Fatal(err)
	}
	reads := map[string]func() error{
		"blocking": func() error {
			ev, err := xq.EnqueueReadBuffer(src32.M, true, 0, size, unsafe.Pointer(&host[0]), nil)
			got(ev)
			releaseIfSet(ev)
			return err
		},
		"chained": func() error {
			r, err := d.ReadAfter(src32, 0, host, nil)
			if err != nil {
				return err
			}
			return r.Wait()
		},
	}
	// write copies 32 MiB of pinned memory of its own into dst32;
	// duplex runs it and the chained read at once.
	dst32, err := d.NewBuffer(size)
	if err != nil {
		b.Fatal(err)
	}
	defer dst32.Release()
	wsrc := make([]byte, size)
	if p, err := PinnedAlloc(size); err == nil {
		defer p.Free()
		wsrc = p.Bytes()
	} else if !errors.Is(err, ErrNoPinning) {
		b.Fatal(err)
	}
	write := func() error {
		w, err := d.WriteAfter(dst32, 0, wsrc, nil)
		if err != nil {
			return err
		}
		return w.Wait()
	}
	duplex := func() error {
		w, err := d.WriteAfter(dst32, 0, wsrc, nil)
		if err != nil {
			return err
		}
		r, rerr := d.ReadAfter(src32, 0, host, nil)
		werr := w.Wait()
		if rerr == nil {
			rerr = r.Wait()
		}
		return errors.Join(werr, rerr)
	}
	both := func(read func() error, readFirst bool) (time.Duration, error) {
		var (
			wg         sync.WaitGroup
			kerr, rerr error
			enq        time.Duration
		)
		started := make(chan struct{})
		wg.Go(func() {
			if readFirst {
				<-started
				time.Sleep(50 * time.Microsecond) // the read is blocking by now
			}
			enq, kerr = kernel()
		})
		wg.Go(func() { close(started); rerr = read() })
		wg.Wait()
		return enq, errors.Join(kerr, rerr)
	}
	// pipeline runs four kernels and four reads, kernel i+1 enqueued
	// before read i.
	const pieces = 4
	pipeline := func(mode string) error {
		var evs []*cl.Event
		defer func() {
			for _, e := range evs {
				ReleaseEvent(e)
			}
		}()
		launch := func() error {
			ev, err := q.Launch(k, nil, []int{items}, []int{256}, nil)
			if err != nil {
				return err
			}
			evs = append(evs, ev)
			return q.Flush()
		}
		if err := launch(); err != nil {
			return err
		}
		var pend []*Pending
		for i := range pieces {
			if i+1 < pieces {
				if err := launch(); err != nil {
					return err
				}
			}
			if mode == "blocking" {
				if err := WaitEvent(evs[i]); err != nil {
					return err
				}
				if err := reads[mode](); err != nil {
					return err
				}
				continue
			}
			r, err := d.ReadAfter(src32, 0, host, evs[i:i+1])
			if err != nil {
				return err
			}
			pend = append(pend, r)
		}
		var errs []error
		for _, r := range pend {
			errs = append(errs, r.Wait())
		}
		return errors.Join(append(errs, WaitEvent(evs[len(evs)-1]))...)
	}
	timed := func(f func() error) time.Duration { return timedRun(b, f) }
	median := func(f func() error) time.Duration { return medianTime(b, 9, f) }
	kernelOnly := func() error { _, err := kernel(); return err }
	if err := kernelOnly(); err != nil { // the first launch's setup is not the kernel's
		b.Fatal(err)
	}
	b.Run("kernel", func(b *testing.B) {
		for range b.N {
			if err := kernelOnly(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("write/chained", func(b *testing.B) {
		for range b.N {
			if err := write(); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(size)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
	})
	b.Run("duplex/chained", func(b *testing.B) {
		tw, tr := median(write), median(reads["chained"])
		var td []time.Duration
		b.ResetTimer()
		for range b.N {
			td = append(td, timed(duplex))
		}
		b.StopTimer()
		slices.Sort(td)
		md := td[len(td)/2]
		if m := min(tw, tr); m > 0 {
			b.ReportMetric(float64(tw+tr-md)/float64(m), "overlap")
		}
		b.ReportMetric(2*float64(size)/md.Seconds()/1e9, "GB/s")
		b.ReportMetric(float64(tw.Microseconds()), "write-µs")
		b.ReportMetric(float64(tr.Microseconds()), "read-µs")
	})
	alloc := func(t testing.TB, n int) []byte {
		p, err := PinnedAlloc(n)
		if errors.Is(err, ErrNoPinning) {
			return make([]byte, n)
		}
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(p.Free)
		return p.Bytes()
	}
	tri := newDuplexRun(b, d, pieces, size/4/pieces, alloc)
	pipe := func(mode string) func() error {
		return func() error {
			tri.mode = mode
			return errors.Join(tri.run(nil, nil)...)
		}
	}
	if err := pipe("chained")(); err != nil { // the kernel's first launch
		b.Fatal(err)
	}
	for _, mode := range []string{"serial", "host", "chained", "goroutines"} {
		b.Run("duplex-pipeline/"+mode, func(b *testing.B) {
			ts := median(pipe("serial"))
			var tp []time.Duration
			b.ResetTimer()
			for range b.N {
				tp = append(tp, timed(pipe(mode)))
			}
			b.StopTimer()
			slices.Sort(tp)
			if ts > 0 {
				b.ReportMetric(float64(tp[len(tp)/2])/float64(ts), "of-serial")
			}
			b.ReportMetric(float64(ts.Microseconds()), "serial-µs")
		})
	}
	if err := tri.check(func(int) bool { return true }); err != nil {
		b.Fatal(err)
	}
	for _, mode := range []string{"blocking", "chained"} {
		read := reads[mode]
		b.Run("read/"+mode, func(b *testing.B) {
			for range b.N {
				if err := read(); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(size)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GB/s")
		})
		for _, readFirst := range []bool{false, true} {
			name := "both/" + mode
			if readFirst {
				name = "read-first/" + mode
			}
			b.Run(name, func(b *testing.B) {
				tk, tr := median(kernelOnly), median(read)
				var enq, tb []time.Duration
				b.ResetTimer()
				for range b.N {
					t := time.Now()
					e, err := both(read, readFirst)
					if err != nil {
						b.Fatal(err)
					}
					tb, enq = append(tb, time.Since(t)), append(enq, e)
				}
				b.StopTimer()
				slices.Sort(tb)
				slices.Sort(enq)
				mb, me := tb[len(tb)/2], enq[len(enq)/2]
				if m := min(tk, tr); m > 0 {
					b.ReportMetric(float64(tk+tr-mb)/float64(m), "overlap")
				}
				b.ReportMetric(float64(me.Microseconds()), "enqueue-µs")
				b.ReportMetric(float64(tk.Microseconds()), "kernel-µs")
				b.ReportMetric(float64(tr.Microseconds()), "read-µs")
			})
		}
		b.Run("pipeline/"+mode, func(b *testing.B) {
			tk, tr := median(kernelOnly), median(read)
			var tp []time.Duration
			b.ResetTimer()
			for range b.N {
				tp = append(tp, timed(func() error { return pipeline(mode) }))
			}
			b.StopTimer()
			slices.Sort(tp)
			if s := pieces * (tk + tr); s > 0 {
				b.ReportMetric(float64(tp[len(tp)/2])/float64(s), "of-serial")
			}
			b.ReportMetric(float64(tk.Microseconds()), "kernel-µs")
			b.ReportMetric(float64(tr.Microseconds()), "read-µs")
		})
	}
}

// spinKernel is the overlap benchmarks' kernel: compute-bound, each
// work-item iters steps of arithmetic, then one float written.
const spinKernel = `__kernel void spin(__global float *out, int iters) {
	float x = (float)get_global_id(0) * 1e-6f, y = 1.0f;
	for (int i = 0; i < iters; i++) { x = x * 0.9999f + 0.0001f; y = y * 0.9998f + x; }
	out[get_global_id(0)] = x + y;
}`

// spinBench is what the overlap benchmarks run on: the first GPU (the
// first device where there is none), spinKernel built on it, and an
// in-order queue of its own, both released when b ends.
func spinBench(b *testing.B) (*Device, *Kernel, *Queue) {
	all := devices(b)
	d := all[0]
	for _, x := range all {
		if x.info.GPU {
			d = x
			break
		}
	}
	k, err := d.AcquireKernel(spinKernel, "", "spin", 0)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(k.Release)
	q, err := d.NewQueue(false, false)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(q.Release)
	return d, k, q
}

// timedRun is how long f took; its error fails b.
func timedRun(b *testing.B, f func() error) time.Duration {
	t := time.Now()
	if err := f(); err != nil {
		b.Fatal(err)
	}
	return time.Since(t)
}

// medianTime is the median time of reps runs of f; an error fails b.
func medianTime(b *testing.B, reps int, f func() error) time.Duration {
	ts := make([]time.Duration, reps)
	for i := range ts {
		ts[i] = timedRun(b, f)
	}
	slices.Sort(ts)
	return ts[len(ts)/2]
}
