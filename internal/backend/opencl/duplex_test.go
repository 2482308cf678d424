package opencl

// Tests of the duplex pipeline: copies in on the transfer queue, kernels
// on a compute queue and copies out on the transfer queue of the other
// direction, chained by events only (Pending.Event, ReadAfter's wait
// list), as a unit's pipelined pieces run.

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	cl "github.com/jgillich/go-opencl/cl"
)

// triadSrc computes a = b + 3c on unsigned integers, exact whatever the
// device's floating point.
const triadSrc = `__kernel void triad(__global uint *a, __global const uint *b, __global const uint *c) {
	size_t i = get_global_id(0);
	a[i] = b[i] + 3u * c[i];
}`

// duplexRun is one pipelined triad over pieces pieces of items elements:
// piece k's two copies in are enqueued on the transfer queue towards the
// device, its kernel waits for their events on the compute queue, and its
// copy out waits for the kernel's event on the transfer queue from the
// device; the host enqueues everything before it waits for anything.
// first, if not nil, is the wait list of piece 0's first copy in.
type duplexRun struct {
	d       *Device
	k       *Kernel
	q       *Queue
	a, b, c *Buffer
	// ha, hb, hc are the host arrays (pinned where the device pins).
	ha, hb, hc []byte
	pieces     int
	items      int
	// mode: "chained" (the default: the kernel waits for its copies in
	// on the device), "host" (the host waits for a piece's copies in,
	// then enqueues its kernel) or "serial" (the host also waits for a
	// piece's copy out before the next piece begins); "goroutines" runs
	// each piece on a goroutine of its own, all at once, as a sycl
	// command with transfers does (runGoroutines).
	mode string
	// inErr and outErr are each piece's copy-in and copy-out errors in
	// the last run.
	inErr, outErr []error
}

// run enqueues the pipeline, calls enqueued if not nil, and waits for
// the pipeline; it returns each piece's error (a piece's first failure:
// copy in, kernel or copy out).
func (r *duplexRun) run(first []*cl.Event, enqueued func()) []error {
	if r.mode == "goroutines" {
		return r.runGoroutines()
	}
	errs := make([]error, r.pieces)
	r.inErr, r.outErr = make([]error, r.pieces), make([]error, r.pieces)
	type piece struct {
		in  [2]*Pending
		ker *cl.Event
		out *Pending
	}
	ps := make([]piece, r.pieces)
	n := 4 * r.items
	for k := range ps {
		p := &ps[k]
		lo, hi := k*n, (k+1)*n
		var wait []*cl.Event
		if k == 0 {
			wait = first
		}
		var err error
		if p.in[0], err = r.d.WriteAfter(r.b, lo, r.hb[lo:hi], wait); err != nil {
			errs[k] = err
			continue
		}
		if p.in[1], err = r.d.WriteAfter(r.c, lo, r.hc[lo:hi], nil); err != nil {
			errs[k] = err
			continue
		}
		var evs []*cl.Event
		for _, w := range p.in {
			if e := w.Event(); e != nil && r.mode != "host" && r.mode != "serial" {
				evs = append(evs, e)
			} else if err := w.Wait(); err != nil { // staged: the host waits
				errs[k] = err
			}
		}
		if errs[k] != nil {
			continue
		}
		if p.ker, err = r.q.Launch(r.k, []int{k * r.items}, []int{r.items}, nil, evs); err != nil {
			errs[k] = err
			continue
		}
		if err := r.q.Flush(); err != nil { // the transfer queue waits for it
			errs[k] = err
			continue
		}
		if p.out, err = r.d.ReadAfter(r.a, lo, r.ha[lo:hi], []*cl.Event{p.ker}); err != nil {
			errs[k] = err
		} else if r.mode == "serial" {
			errs[k] = p.out.Wait() // Wait below returns the same
		}
	}
	if enqueued != nil {
		enqueued()
	}
	for k := range ps {
		p := &ps[k]
		for _, w := range p.in {
			if err := w.Wait(); err != nil && r.inErr[k] == nil {
				r.inErr[k] = err
			}
		}
		r.outErr[k] = p.out.Wait()
		for _, err := range []error{r.inErr[k], r.outErr[k]} {
			if err != nil && errs[k] == nil {
				errs[k] = err
			}
		}
		if p.ker != nil {
			if err := WaitEvent(p.ker); err != nil && errs[k] == nil {
				errs[k] = err
			}
			ReleaseEvent(p.ker)
		}
	}
	return errs
}

// runGoroutines runs each piece on a goroutine of its own, all started
// at once, each as a sycl command with transfers on an in-order queue
// runs: the copies in, each waited on the host (Device.Write), then the
// kernel, then the copy out chained to the kernel, waited.
func (r *duplexRun) runGoroutines() []error {
	errs := make([]error, r.pieces)
	r.inErr, r.outErr = make([]error, r.pieces), make([]error, r.pieces)
	n := 4 * r.items
	var wg sync.WaitGroup
	var mu sync.Mutex // one kernel's arguments and launch at a time
	for k := range r.pieces {
		wg.Go(func() {
			lo, hi := k*n, (k+1)*n
			if r.inErr[k] = errors.Join(r.d.Write(r.b, lo, r.hb[lo:hi]), r.d.Write(r.c, lo, r.hc[lo:hi])); r.inErr[k] != nil {
				errs[k] = r.inErr[k]
				return
			}
			mu.Lock()
			ker, err := r.q.Launch(r.k, []int{k * r.items}, []int{r.items}, nil, nil)
			if err == nil {
				err = r.q.Flush()
			}
			mu.Unlock()
			if err != nil {
				if ker != nil {
					WaitEvent(ker)
					ReleaseEvent(ker)
				}
				errs[k] = err
				return
			}
			out, err := r.d.ReadAfter(r.a, lo, r.ha[lo:hi], []*cl.Event{ker})
			if err == nil {
				err = out.Wait()
			}
			r.outErr[k] = err
			errs[k] = errors.Join(err, WaitEvent(ker))
			ReleaseEvent(ker)
		})
	}
	wg.Wait()
	return errs
}

// newDuplexRun allocates a triad of pieces×items elements on d, with
// host arrays from alloc.
func newDuplexRun(t testing.TB, d *Device, pieces, items int, alloc func(testing.TB, int) []byte) *duplexRun {
	t.Helper()
	r := &duplexRun{d: d, pieces: pieces, items: items}
	k, err := d.AcquireKernel(triadSrc, "", "triad", 0)
	if err != nil {
		t.Fatal(err)
	}
	r.k = k
	t.Cleanup(k.Release)
	if r.q, err = d.NewQueue(false, false); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.q.Release)
	n := 4 * pieces * items
	for _, bp := range []**Buffer{&r.a, &r.b, &r.c} {
		if *bp, err = d.NewBuffer(n); err != nil {
			t.Fatal(err)
		}
		t.Cleanup((*bp).Release)
	}
	for i, m := range []*cl.MemObject{r.a.M, r.b.M, r.c.M} {
		if err := k.K.SetArgBuffer(i, m); err != nil {
			t.Fatal(err)
		}
	}
	r.ha, r.hb, r.hc = alloc(t, n), alloc(t, n), alloc(t, n)
	for i := range pieces * items {
		binary.LittleEndian.PutUint32(r.hb[4*i:], uint32(i)*2654435761)
		binary.LittleEndian.PutUint32(r.hc[4*i:], uint32(i)^0x5bd1e995)
		binary.LittleEndian.PutUint32(r.ha[4*i:], 0xdeadbeef)
	}
	return r
}

// check reports the first element of the pieces ok that is not b + 3c.
func (r *duplexRun) check(ok func(piece int) bool) error {
	for i := range r.pieces * r.items {
		if !ok(i / r.items) {
			continue
		}
		b, c := binary.LittleEndian.Uint32(r.hb[4*i:]), binary.LittleEndian.Uint32(r.hc[4*i:])
		if got, want := binary.LittleEndian.Uint32(r.ha[4*i:]), b+3*c; got != want {
			return fmt.Errorf("element %d = %#x, want %#x", i, got, want)
		}
	}
	return nil
}

// goAlloc gives Go memory: the direct path below StageThreshold, staged
// above it on a GPU.
func goAlloc(_ testing.TB, n int) []byte { return make([]byte, n) }

// TestDuplexPipeline runs the triad pipelined in each of duplexRun's
// modes (every stage chained by events, the host waiting for copies in,
// serial, a goroutine per piece): every element is exact, whether the host memory is Go
// memory (staged through the slots above StageThreshold; "staged" makes
// a CPU device stage too) or pinned, and no OpenCL object stays live.
func TestDuplexPipeline(t *testing.T) {
	defer func() { stageCPU = false }()
	for _, d := range devices(t) {
		for _, mem := range []string{"go", "staged", "pinned"} {
			pinned := mem == "pinned"
			for _, items := range []int{1 << 10, 1 << 18} {
				t.Run(fmt.Sprintf("%s/%s/%d", benchDevName(d), mem, items), func(t *testing.T) {
					stageCPU = mem == "staged"
					before := Live()
					var frees []*Pinned
					alloc := goAlloc
					if pinned {
						p, err := PinnedAlloc(4 << 10)
						if errors.Is(err, ErrNoPinning) {
							t.Skip(err)
						}
						if err != nil {
							t.Fatal(err)
						}
						p.Free()
						alloc = func(t testing.TB, n int) []byte {
							p, err := PinnedAlloc(n)
							if err != nil {
								t.Fatal(err)
							}
							frees = append(frees, p)
							return p.Bytes()
						}
					}
					t.Run("run", func(t *testing.T) {
						r := newDuplexRun(t, d, 4, items, alloc)
						for _, mode := range []string{"chained", "host", "serial", "goroutines"} {
							r.mode = mode
							clear(r.ha)
							for k, err := range r.run(nil, nil) {
								if err != nil {
									t.Errorf("%s: piece %d: %v", mode, k, err)
								}
							}
							if err := r.check(func(int) bool { return true }); err != nil {
								t.Errorf("%s: %v", mode, err)
							}
						}
					})
					for _, p := range frees {
						p.Free()
					}
					if after := Live(); after != before {
						t.Errorf("live objects %+v after the pipeline, %+v before", after, before)
					}
				})
			}
		}
	}
}

// TestDuplexPipelineFailure fails piece 0's first copy in through its
// wait list: piece 0 reports an error naming the operation, every Wait
// returns, a piece whose copy in failed fails its copy out too (the
// failure travels down the event chain: no stale bytes come home as a
// success; a driver may also fail the commands queued in order behind
// the failed one, as PoCL does), the pieces that succeed are exact, and
// no OpenCL object stays live.
func TestDuplexPipelineFailure(t *testing.T) {
	for _, d := range devices(t) {
		t.Run(benchDevName(d), func(t *testing.T) {
			before := Live()
			t.Run("run", func(t *testing.T) {
				r := newDuplexRun(t, d, 4, 1<<10, goAlloc)
				ue := userEvent(t, d)
				errs := r.run([]*cl.Event{ue}, func() {
					if err := ue.SetUserEventStatus(-5); err != nil { // CL_OUT_OF_RESOURCES
						t.Error(err)
					}
				})
				ReleaseEvent(ue)
				for k := range errs {
					// A kernel whose copy in failed fails in turn, and so
					// does its copy out: no stale bytes come home as a
					// success.
					if r.inErr[k] != nil && r.outErr[k] == nil {
						t.Errorf("piece %d: copy in failed (%v) and its copy out succeeded", k, r.inErr[k])
					}
				}
				if errs[0] == nil || !strings.HasPrefix(errs[0].Error(), "opencl: ") {
					t.Errorf("piece 0 after a failed wait list: %v; want an opencl error", errs[0])
				}
				if err := r.check(func(k int) bool { return k > 0 && errs[k] == nil }); err != nil {
					t.Error(err)
				}
			})
			if after := Live(); after != before {
				t.Errorf("live objects %+v after the failed pipeline, %+v before", after, before)
			}
		})
	}
}
