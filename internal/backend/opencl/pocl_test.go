package opencl

import (
	"errors"
	"testing"
	"time"

	cl "github.com/jgillich/go-opencl/cl"
)

// Each PoCL context after the process's first builds with a define of its
// own; other platforms' builds are left as they are.
func TestDistinctBuilds(t *testing.T) {
	nvidia := Info{Platform: "NVIDIA CUDA"}
	pocl := Info{Platform: "Portable Computing Language"}
	for range 3 {
		if got := distinctBuilds(nvidia); got != "" {
			t.Fatalf("NVIDIA context: %q, want none", got)
		}
	}
	seen := map[string]bool{}
	for range 3 {
		got := distinctBuilds(pocl)
		if seen[got] {
			t.Fatalf("two PoCL contexts build with %q", got)
		}
		seen[got] = true
	}
}

// TestKernelOrder: on PoCL, a command of a kernel waits for the last
// command of that kernel, from any queue, and only for it: with the first
// held by a user event, the second (another queue) does not start, while
// a command of another kernel runs to its end.
func TestKernelOrder(t *testing.T) {
	var d *Device
	for _, dev := range devices(t) {
		if isPoCL(dev.info) {
			d = dev
		}
	}
	if d == nil {
		t.Skip("needs a PoCL device")
	}
	const src = `__kernel void first(__global int *x) { x[get_global_id(0)] += 1; }
__kernel void other(__global int *x) { x[get_global_id(0)] += 2; }`
	before := Live()
	b, err := d.NewBuffer(64 * 4)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Release()
	var qs [3]*Queue
	for i := range qs {
		if qs[i], err = d.NewQueue(false, false); err != nil {
			t.Fatal(err)
		}
		defer qs[i].Release()
	}
	kernel := func(name string) *Kernel {
		k, err := d.AcquireKernel(src, "", name, 0)
		if err != nil {
			t.Fatal(err)
		}
		if err := k.K.SetArgBuffer(0, b.M); err != nil {
			t.Fatal(err)
		}
		return k
	}
	gate, err := d.ctx.CreateUserEvent()
	if err != nil {
		t.Fatal(err)
	}
	got(gate)
	k1, k2, k3 := kernel("first"), kernel("first"), kernel("other")
	defer func() { k1.Release(); k2.Release(); k3.Release() }()
	held, err := qs[0].Launch(k1, nil, []int{64}, nil, []*cl.Event{gate})
	if err != nil {
		t.Fatal(err)
	}
	next, err := qs[1].Launch(k2, nil, []int{64}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	other, err := qs[2].Launch(k3, nil, []int{64}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range qs {
		if err := q.Flush(); err != nil {
			t.Fatal(err)
		}
	}
	// Another kernel's command ends while the first is held (a wait
	// that would never end, were it ordered after it)...
	if err := WaitEvent(other); err != nil {
		t.Fatal(err)
	}
	// ... and the kernel's second command does not.
	time.Sleep(20 * time.Millisecond)
	if st, err := EventStatus(next); err != nil || st <= 0 {
		t.Errorf("the second command of the kernel ended (status %d, %v) while the first was held", st, err)
	}
	if err := gate.SetUserEventStatus(0); err != nil {
		t.Fatal(err)
	}
	for _, ev := range []*cl.Event{held, next, other} {
		if err := WaitEvent(ev); err != nil {
			t.Fatal(err)
		}
		ReleaseEvent(ev)
	}
	ReleaseEvent(gate)
	if after := Live(); after.Events != before.Events {
		t.Errorf("live events %d, %d before", after.Events, before.Events)
	}
}

// Flush of a queue its owner has released returns ErrQueueReleased: an
// event of the queue may still be polled (sycl.Event.Done flushes a
// queued command's queue).
func TestFlushReleased(t *testing.T) {
	q, err := devices(t)[0].NewQueue(false, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := q.Flush(); err != nil {
		t.Fatal(err)
	}
	q.Release()
	if err := q.Flush(); !errors.Is(err, ErrQueueReleased) {
		t.Errorf("Flush after Release: %v, want ErrQueueReleased", err)
	}
}
