package opencl

import (
	"fmt"
	"sync"
	"testing"
	"time"
)

// BenchmarkConcurrentDevices measures whether the OpenCL devices of a
// machine run kernels at the same time when one goroutine per device
// launches and waits: each iteration runs one compute-bound kernel on
// every device of the same kind as the first GPU (or every device, where
// there is no GPU), once per wait mode. With devices that overlap, the
// ns/op of "all" is that of one device alone; a driver that serializes
// them gives the sum. Wait modes: "block" waits in clWaitForEvents, "poll"
// reads the event's status every 50 µs, "flush-then-block" enqueues and
// flushes on every device before the first wait.
func BenchmarkConcurrentDevices(b *testing.B) {
	all := devices(b)
	var devs []*Device
	for _, d := range all {
		if d.info.GPU {
			devs = append(devs, d)
		}
	}
	if len(devs) == 0 {
		devs = all[:1]
	}
	const src = `__kernel void spin(__global float *out, int iters) {
	float x = (float)get_global_id(0) * 1e-6f, y = 1.0f;
	for (int i = 0; i < iters; i++) { x = x * 0.9999f + 0.0001f; y = y * 0.9998f + x; }
	out[get_global_id(0)] = x + y;
}`
	const items = 1 << 20
	iters := int32(1 << 14)
	if !devs[0].info.GPU {
		iters = 16
	}
	type unit struct {
		d *Device
		q *Queue
		k *Kernel
		m *Buffer
	}
	var units []unit
	for _, d := range devs {
		k, err := d.AcquireKernel(src, "", "spin", 0)
		if err != nil {
			b.Fatal(err)
		}
		q, err := d.NewQueue(false, false)
		if err != nil {
			b.Fatal(err)
		}
		m, err := d.NewBuffer(4 * items)
		if err != nil {
			b.Fatal(err)
		}
		if err := k.K.SetArgBuffer(0, m.M); err != nil {
			b.Fatal(err)
		}
		if err := k.K.SetArgInt32(1, iters); err != nil {
			b.Fatal(err)
		}
		units = append(units, unit{d, q, k, m})
	}
	defer func() {
		for _, u := range units {
			u.k.Release()
			u.q.Release()
			u.m.Release()
		}
	}()
	wait := func(mode string, u unit, launched chan struct{}) error {
		ev, err := u.q.Launch(u.k, nil, []int{items}, []int{256}, nil)
		if err != nil {
			return err
		}
		defer ReleaseEvent(ev)
		if err := u.q.Flush(); err != nil {
			return err
		}
		if launched != nil {
			launched <- struct{}{}
			<-launched
		}
		switch mode {
		case "poll":
			for {
				s, err := EventStatus(ev)
				if err != nil {
					return err
				}
				if s <= 0 {
					if s < 0 {
						return fmt.Errorf("spin: status %d", s)
					}
					return nil
				}
				time.Sleep(50 * time.Microsecond)
			}
		default:
			return WaitEvent(ev)
		}
	}
	run := func(b *testing.B, mode string, us []unit) {
		// A launch first, unmeasured: the build's last steps and the
		// first launch's setup are not the kernel's.
		for _, u := range us {
			if err := wait("block", u, nil); err != nil {
				b.Fatal(err)
			}
		}
		b.ResetTimer()
		for range b.N {
			var wg sync.WaitGroup
			errs := make([]error, len(us))
			var gate []chan struct{}
			for i, u := range us {
				var launched chan struct{}
				if mode == "flush-then-block" {
					launched = make(chan struct{})
					gate = append(gate, launched)
				}
				wg.Go(func() { errs[i] = wait(mode, u, launched) })
			}
			for _, g := range gate { // every device launched and flushed
				<-g
			}
			for _, g := range gate { // before any waits
				g <- struct{}{}
			}
			wg.Wait()
			for _, err := range errs {
				if err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	for _, mode := range []string{"block", "poll", "flush-then-block"} {
		b.Run(fmt.Sprintf("one/%s", mode), func(b *testing.B) { run(b, mode, units[:1]) })
		if len(units) > 1 {
			b.Run(fmt.Sprintf("all%d/%s", len(units), mode), func(b *testing.B) { run(b, mode, units) })
		}
	}
}
