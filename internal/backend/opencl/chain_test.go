package opencl

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	cl "github.com/jgillich/go-opencl/cl"
)

// chainSizes are transfer sizes for both paths: straight from Go memory
// and, with stageCPU, staged through the slots over several lanes.
var chainSizes = []int{4 << 10, StageThreshold + 3*stagingMinChunk + 8}

// TestReadAfterKernel chains reads to the kernels that write what they
// read, as a pipelined launch does: kernel k+1 is enqueued on the compute
// queue before read k, which waits for kernel k's event. Every byte comes
// home exactly, and every event is released.
func TestReadAfterKernel(t *testing.T) {
	const src = `__kernel void fill(__global uint *out, uint base) {
	size_t i = get_global_id(0);
	out[i] = base + (uint)i * 2654435761u;
}`
	for _, staged := range []bool{false, true} {
		stageCPU = staged
		for _, d := range devices(t) {
			for _, n := range chainSizes {
				t.Run(fmt.Sprintf("%s/staged=%v/%d", benchDevName(d), staged, n), func(t *testing.T) {
					before := Live()
					k, err := d.AcquireKernel(src, "", "fill", 0)
					if err != nil {
						t.Fatal(err)
					}
					defer k.Release()
					q, err := d.NewQueue(false, false)
					if err != nil {
						t.Fatal(err)
					}
					const pieces = 4
					items := n / 4
					b, err := d.NewBuffer(4 * items * pieces)
					if err != nil {
						t.Fatal(err)
					}
					if err := k.K.SetArgBuffer(0, b.M); err != nil {
						t.Fatal(err)
					}
					host := make([]byte, 4*items*pieces)
					var reads []*Pending
					for p := range pieces {
						if err := k.K.SetArgUint32(1, uint32(p)<<24); err != nil {
							t.Fatal(err)
						}
						ev, err := q.Launch(k, []int{p * items}, []int{items}, nil, nil)
						if err != nil {
							t.Fatal(err)
						}
						if err := q.Flush(); err != nil { // another queue waits for it
							t.Fatal(err)
						}
						lo := 4 * items * p
						r, err := d.ReadAfter(b, lo, host[lo:lo+4*items], []*cl.Event{ev})
						ReleaseEvent(ev) // the read holds what it needs
						if err != nil {
							t.Fatal(err)
						}
						reads = append(reads, r)
					}
					for _, r := range reads {
						if err := r.Wait(); err != nil {
							t.Fatal(err)
						}
					}
					for i := range items * pieces {
						p := i / items
						want := uint32(p)<<24 + uint32(i)*2654435761
						got := uint32(host[4*i]) | uint32(host[4*i+1])<<8 | uint32(host[4*i+2])<<16 | uint32(host[4*i+3])<<24
						if got != want {
							t.Fatalf("element %d = %#x, want %#x", i, got, want)
						}
					}
					b.Release()
					q.Release()
					if after := Live(); after != before {
						t.Errorf("live objects %+v after the chained reads, %+v before", after, before)
					}
				})
			}
		}
	}
	stageCPU = false
}

// TestWriteAfterWaits holds a write behind a user event: the bytes reach
// the buffer only after the event completes, and then exactly.
func TestWriteAfterWaits(t *testing.T) {
	for _, staged := range []bool{false, true} {
		stageCPU = staged
		for _, d := range devices(t) {
			for _, n := range chainSizes {
				t.Run(fmt.Sprintf("%s/staged=%v/%d", benchDevName(d), staged, n), func(t *testing.T) {
					before := Live()
					b, err := d.NewBuffer(n)
					if err != nil {
						t.Fatal(err)
					}
					if err := d.Fill(b, 0, []byte{0}, n); err != nil {
						t.Fatal(err)
					}
					ue := userEvent(t, d)
					src := make([]byte, n)
					for i := range src {
						src[i] = byte(i*13 + 1)
					}
					w, err := d.WriteAfter(b, 0, src, []*cl.Event{ue})
					if err != nil {
						t.Fatal(err)
					}
					if w.ev != nil {
						if st, err := EventStatus(w.ev); err != nil || st == 0 {
							t.Errorf("the write completed (status %d, %v) before its wait list", st, err)
						}
					}
					if err := ue.SetUserEventStatus(0); err != nil {
						t.Fatal(err)
					}
					ReleaseEvent(ue)
					if err := w.Wait(); err != nil {
						t.Fatal(err)
					}
					wantBytes(t, d, b, 0, src, "after the write")
					b.Release()
					if after := Live(); after != before {
						t.Errorf("live objects %+v after the chained write, %+v before", after, before)
					}
				})
			}
		}
	}
	stageCPU = false
}

// TestStagedWriteChainEvent: a staged write hands a command of the
// device its last DMA command's event once it has enqueued them all
// (Pending.ChainEvent), so that a kernel enqueued with it in its wait
// list, before the host waits for the write, reads every byte the write
// brought; the direct path hands its one event. A staged read has none
// (the host copies out after the device's commands), nor has a staged
// write that failed before its last command was enqueued, whose Wait
// reports the failure. No event stays live.
func TestStagedWriteChainEvent(t *testing.T) {
	const src = `__kernel void cp(__global const uchar *in, __global uchar *out) {
	size_t i = get_global_id(0);
	out[i] = in[i];
}`
	stageCPU = true
	defer func() { stageCPU = false }()
	for _, d := range devices(t) {
		for _, n := range chainSizes {
			staged := d.useStaging(make([]byte, n))
			t.Run(fmt.Sprintf("%s/staged=%v/%d", benchDevName(d), staged, n), func(t *testing.T) {
				before := Live()
				k, err := d.AcquireKernel(src, "", "cp", 0)
				if err != nil {
					t.Fatal(err)
				}
				q, err := d.NewQueue(false, false)
				if err != nil {
					t.Fatal(err)
				}
				defer q.Release()
				in, err := d.NewBuffer(n)
				if err != nil {
					t.Fatal(err)
				}
				defer in.Release()
				out, err := d.NewBuffer(n)
				if err != nil {
					t.Fatal(err)
				}
				defer out.Release()
				host := make([]byte, n)
				for i := range host {
					host[i] = byte(i*7 + 3)
				}
				w, err := d.WriteAfter(in, 0, host, nil)
				if err != nil {
					t.Fatal(err)
				}
				ce := w.ChainEvent()
				if ce == nil {
					t.Fatalf("a write of %d bytes (staged %v) gave no event to wait for", n, staged)
				}
				if !staged && ce != w.Event() {
					t.Fatal("the direct path gave another event than its one")
				}
				for _, err := range []error{k.K.SetArgBuffer(0, in.M), k.K.SetArgBuffer(1, out.M)} {
					if err != nil {
						t.Fatal(err)
					}
				}
				kev, err := q.Launch(k, []int{0}, []int{n}, nil, []*cl.Event{ce})
				if err != nil {
					t.Fatal(err)
				}
				if err := w.Wait(); err != nil {
					t.Fatal(err)
				}
				if w.ChainEvent() != nil {
					t.Error("a write waited for still gives an event")
				}
				err = WaitEvent(kev)
				ReleaseEvent(kev)
				if err != nil {
					t.Fatal(err)
				}
				wantBytes(t, d, out, 0, host, "after the kernel that waited for the write")
				if staged {
					r, err := d.ReadAfter(in, 0, make([]byte, n), nil)
					if err != nil {
						t.Fatal(err)
					}
					if r.ChainEvent() != nil {
						t.Error("a staged read gave an event")
					}
					if err := r.Wait(); err != nil {
						t.Fatal(err)
					}
					// Past the buffer's end: the chunks there fail to
					// enqueue, so the write never hands its commands over.
					bad, err := d.WriteAfter(in, n/2, host, nil)
					if err != nil {
						t.Fatal(err)
					}
					if bad.ChainEvent() != nil {
						t.Error("a staged write that failed to enqueue gave an event")
					}
					if err := bad.Wait(); err == nil {
						t.Error("a staged write past the buffer's end succeeded")
					}
				}
				in.Release()
				out.Release()
				q.Release()
				k.Release()
				if after := Settled(time.Second, time.Second); after.Over(before) {
					t.Errorf("live objects %+v after the chained write, %+v before", after, before)
				}
			})
		}
	}
}

// wantBytes reads len(want) bytes of b from off and fails t at the first
// that differs from want, saying what it read them after.
func wantBytes(t testing.TB, d *Device, b *Buffer, off int, want []byte, after string) {
	t.Helper()
	got := make([]byte, len(want))
	if err := d.Read(b, off, got); err != nil {
		t.Fatal(err)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("%s: byte %d = %d %s, want %d", d.info.Name, i, got[i], after, want[i])
		}
	}
}

// TestReadAfterFailure: a read chained to a command that failed fails,
// and one that cannot be enqueued (past the buffer's end) fails at once;
// both errors name the operation, and no event stays live.
func TestReadAfterFailure(t *testing.T) {
	for _, staged := range []bool{false, true} {
		stageCPU = staged
		for _, d := range devices(t) {
			for _, n := range chainSizes {
				t.Run(fmt.Sprintf("%s/staged=%v/%d", benchDevName(d), staged, n), func(t *testing.T) {
					before := Live()
					b, err := d.NewBuffer(n)
					if err != nil {
						t.Fatal(err)
					}
					defer b.Release()
					host := make([]byte, n)
					want := fmt.Sprintf("opencl: reading %d bytes from %s: ", n, d.info.Name)

					ue := userEvent(t, d)
					r, err := d.ReadAfter(b, 0, host, []*cl.Event{ue})
					if err != nil {
						t.Fatal(err)
					}
					if err := ue.SetUserEventStatus(-5); err != nil { // CL_OUT_OF_RESOURCES
						t.Fatal(err)
					}
					ReleaseEvent(ue)
					err = r.Wait()
					var ce *Error
					if err == nil || !strings.HasPrefix(err.Error(), want) || !errors.As(err, &ce) {
						t.Errorf("read after a failed command: %v; want an *Error prefixed %q", err, want)
					} else if d.useStaging(host) && !errors.Is(err, errWaitList) {
						t.Errorf("staged read after a failed command: %v; want errWaitList", err)
					}
					if again := r.Wait(); again != err {
						t.Errorf("second Wait: %v, first %v", again, err)
					}

					// The transfer queue goes on after the failure.
					if err := d.Write(b, 0, make([]byte, n)); err != nil {
						t.Fatalf("write after a failed read: %v", err)
					}
					if err := d.Read(b, 0, host); err != nil {
						t.Fatalf("read after a failed read: %v", err)
					}

					// The staged path enqueues on its goroutine: Wait reports.
					r, err = d.ReadAfter(b, 1, host, nil)
					if err == nil {
						err = r.Wait()
					}
					if err == nil {
						t.Fatal("read past the buffer's end was enqueued")
					}
					if !strings.HasPrefix(err.Error(), want) {
						t.Errorf("read past the end: %v; want the prefix %q", err, want)
					}
					if after := Live(); after.Events != before.Events {
						t.Errorf("%d events live after failed reads, %d before", after.Events, before.Events)
					}
				})
			}
		}
	}
	stageCPU = false
}

// userEvent makes a user event on d's context, counted as live.
func userEvent(t *testing.T, d *Device) *cl.Event {
	t.Helper()
	ctx, err := d.Context()
	if err != nil {
		t.Fatal(err)
	}
	ue, err := ctx.CreateUserEvent()
	if err != nil {
		t.Fatal(err)
	}
	return got(ue)
}

// TestChainedAfterLateDependency holds a chained read, on both paths,
// behind a kernel queued after a user event, as a co-executed package's
// copy home waits behind a kernel whose dependency is still pending: the
// read does not end while the dependency is pending, and once it
// completes late (the bytes arrive) or fails late (the read fails, on
// the staged path with errWaitList, the failure propagated through the
// kernel), Wait returns; the staged path's goroutine has exited and no
// event stays live. A watchdog turns a hang into a failure.
func TestChainedAfterLateDependency(t *testing.T) {
	const src = `__kernel void fill(__global uint *out) { out[get_global_id(0)] = 7; }`
	for _, staged := range []bool{false, true} {
		stageCPU = staged
		for _, d := range devices(t) {
			for _, fail := range []bool{false, true} {
				n := chainSizes[1]
				t.Run(fmt.Sprintf("%s/staged=%v/fail=%v", benchDevName(d), staged, fail), func(t *testing.T) {
					watchdog := time.AfterFunc(time.Minute, func() {
						buf := make([]byte, 1<<20)
						panic(fmt.Sprintf("%s hung\n%s", t.Name(), buf[:runtime.Stack(buf, true)]))
					})
					defer watchdog.Stop()
					before, goroutines := Live(), runtime.NumGoroutine()
					k, err := d.AcquireKernel(src, "", "fill", 0)
					if err != nil {
						t.Fatal(err)
					}
					defer k.Release()
					q, err := d.NewQueue(false, false)
					if err != nil {
						t.Fatal(err)
					}
					b, err := d.NewBuffer(n)
					if err != nil {
						t.Fatal(err)
					}
					if err := k.K.SetArgBuffer(0, b.M); err != nil {
						t.Fatal(err)
					}
					ue := userEvent(t, d)
					kev, err := q.Launch(k, nil, []int{n / 4}, nil, []*cl.Event{ue})
					if err != nil {
						t.Fatal(err)
					}
					if err := q.Flush(); err != nil {
						t.Fatal(err)
					}
					host := make([]byte, n)
					// kev is held until the failure has propagated: PoCL
					// aborts (pocl_update_event_failed) when a failure
					// reaches a pending command whose event was released.
					r, err := d.ReadAfter(b, 0, host, []*cl.Event{kev})
					if err != nil {
						t.Fatal(err)
					}
					done := make(chan error, 1)
					go func() { done <- r.Wait() }()
					select {
					case err := <-done:
						t.Fatalf("the read ended (%v) while its dependency was pending", err)
					case <-time.After(50 * time.Millisecond):
					}
					status := 0 // CL_COMPLETE
					if fail {
						status = -5 // CL_OUT_OF_RESOURCES
					}
					if err := ue.SetUserEventStatus(status); err != nil {
						t.Fatal(err)
					}
					ReleaseEvent(ue)
					err = <-done
					ReleaseEvent(kev)
					switch {
					case fail && err == nil:
						t.Error("the read after a failed dependency succeeded")
					case fail && d.useStaging(host) && !errors.Is(err, errWaitList):
						t.Errorf("staged read after a failed dependency: %v; want errWaitList", err)
					case !fail && err != nil:
						t.Errorf("the read after a completed dependency: %v", err)
					case !fail:
						for i := 0; i < n; i += 4 {
							if host[i] != 7 {
								t.Fatalf("byte %d = %d, want 7", i, host[i])
							}
						}
					}
					b.Release()
					q.Release()
					if after := Live(); after.Events != before.Events {
						t.Errorf("%d events live after the read, %d before", after.Events, before.Events)
					}
					for end := time.Now().Add(5 * time.Second); runtime.NumGoroutine() > goroutines && time.Now().Before(end); {
						time.Sleep(time.Millisecond)
					}
					if g := runtime.NumGoroutine(); g > goroutines {
						t.Errorf("%d goroutines after the read, %d before", g, goroutines)
					}
				})
			}
		}
	}
	stageCPU = false
}

// A copy chained to a command of a queue its caller does not own, enqueued
// after the owner released the queue (a unit's queue replaced after a
// failure while a reduction's partials were being chained home), is
// refused with ErrQueueReleased; it enqueued nothing and crashed nothing.
func TestReadAfterOnReleasedQueue(t *testing.T) {
	for _, d := range devices(t) {
		t.Run(benchDevName(d), func(t *testing.T) {
			before := Live()
			b, err := d.NewBuffer(64)
			if err != nil {
				t.Fatal(err)
			}
			defer b.Release()
			q, err := d.NewQueue(false, false)
			if err != nil {
				t.Fatal(err)
			}
			q.Release()
			p, err := d.ReadAfterOn(q, b, 0, make([]byte, 64), nil)
			if !errors.Is(err, ErrQueueReleased) || p != nil {
				t.Fatalf("ReadAfterOn on a released queue: %v, %v; want ErrQueueReleased", p, err)
			}
			b.Release()
			if after := Live(); after != before {
				t.Errorf("live OpenCL objects %v, before %v", after, before)
			}
		})
	}
}

// A kernel launch, or a Finish, on a queue its owner has released (a
// command that reaches its enqueue after the unit's queue was replaced)
// is refused with ErrQueueReleased and enqueues nothing; launches racing
// the release each either run or are refused, and none hands the driver
// a released queue.
func TestLaunchOnReleasedQueue(t *testing.T) {
	const src = `__kernel void fill(__global uint *out) { out[get_global_id(0)] = 7; }`
	for _, d := range devices(t) {
		t.Run(benchDevName(d), func(t *testing.T) {
			before := Live()
			k, err := d.AcquireKernel(src, "", "fill", 0)
			if err != nil {
				t.Fatal(err)
			}
			b, err := d.NewBuffer(4 * 1024)
			if err != nil {
				t.Fatal(err)
			}
			if err := k.K.SetArgBuffer(0, b.M); err != nil {
				t.Fatal(err)
			}
			q, err := d.NewQueue(false, false)
			if err != nil {
				t.Fatal(err)
			}
			q.Release()
			if ev, err := q.Launch(k, nil, []int{1024}, nil, nil); !errors.Is(err, ErrQueueReleased) || ev != nil {
				t.Errorf("Launch on a released queue: %v, %v; want ErrQueueReleased", ev, err)
			}
			if err := q.Finish(); !errors.Is(err, ErrQueueReleased) {
				t.Errorf("Finish on a released queue: %v, want ErrQueueReleased", err)
			}
			for range 20 {
				q, err := d.NewQueue(false, false)
				if err != nil {
					t.Fatal(err)
				}
				var wg sync.WaitGroup
				var mu sync.Mutex // the kernel's launches, one at a time
				for range 4 {
					wg.Add(1)
					go func() {
						defer wg.Done()
						for range 8 {
							mu.Lock()
							ev, err := q.Launch(k, nil, []int{1024}, nil, nil)
							mu.Unlock()
							switch {
							case err == nil:
								if err := WaitEvent(ev); err != nil {
									t.Error(err)
								}
								ReleaseEvent(ev)
							case !errors.Is(err, ErrQueueReleased):
								t.Error(err)
							}
						}
					}()
				}
				q.Release()
				wg.Wait()
			}
			k.Release()
			b.Release()
			if after := Live(); after != before {
				t.Errorf("live OpenCL objects %v, before %v", after, before)
			}
		})
	}
}
