package sycl

import (
	"fmt"
	"strings"
	"testing"
	"time"

	cl "github.com/jgillich/go-opencl/cl"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

var emptyKernel = &Kernel{
	Name:   "empty",
	Source: "__kernel void empty(void) {}",
	Native: func(*NativeLaunch, int, int, []any) {},
}

func benchName(d *Device) string {
	return strings.NewReplacer(" ", "_", "(", "", ")", "").Replace(fmt.Sprintf("%s-%s", d.info.Backend, d.info.Name))
}

// BenchmarkEmptyKernel measures submit + wait of an empty one-work-item
// kernel through the runtime and, for OpenCL devices, the same through
// go-opencl directly (enqueue on a profiling queue, wait, release) in the
// same run.
func BenchmarkEmptyKernel(b *testing.B) {
	devs, err := Devices()
	if err != nil {
		b.Fatal(err)
	}
	for _, d := range devs {
		b.Run(benchName(d)+"/runtime", func(b *testing.B) { emptyTasks(b, d, 0) })
		if d.cl == nil {
			continue
		}
		b.Run(benchName(d)+"/go-opencl", func(b *testing.B) {
			q, err := d.cl.NewQueue(false, false)
			if err != nil {
				b.Fatal(err)
			}
			defer q.Release()
			k, err := d.cl.AcquireKernel(emptyKernel.Source, "", "empty", 0)
			if err != nil {
				b.Fatal(err)
			}
			defer k.Release()
			global := []int{1}
			b.ResetTimer()
			for range b.N {
				ev, err := q.CL().EnqueueNDRangeKernel(k.K, nil, global, nil, nil)
				if err != nil {
					b.Fatal(err)
				}
				if err := cl.WaitForEvents([]*cl.Event{ev}); err != nil {
					b.Fatal(err)
				}
				opencl.ReleaseEvent(ev)
			}
		})
	}
}

// BenchmarkIdleStart measures what a device's start after an idle spell
// costs: submit + wait of an empty one-work-item kernel right after the
// last one (back-to-back) and after the device sat idle for 10 ms
// (after-idle, the sleep outside the timer). The difference is what a
// unit's first package of a launch pays when the device ran nothing
// since its last launch: its threads, or the driver's, wake.
func BenchmarkIdleStart(b *testing.B) {
	devs, err := Devices()
	if err != nil {
		b.Fatal(err)
	}
	for _, d := range devs {
		for _, idle := range []time.Duration{0, 10 * time.Millisecond} {
			name := "back-to-back"
			if idle > 0 {
				name = "after-idle"
			}
			b.Run(benchName(d)+"/"+name, func(b *testing.B) { emptyTasks(b, d, idle) })
		}
	}
}

// emptyTasks times b.N submits and waits of the empty kernel on d
// through the runtime, each after the device sat idle for idle (outside
// the timer).
func emptyTasks(b *testing.B, d *Device, idle time.Duration) {
	q, err := NewQueueOn(d, InOrder())
	if err != nil {
		b.Fatal(err)
	}
	defer q.Close()
	k := emptyKernel.Bind()
	if ev, err := q.SingleTask(k); err != nil || ev.Wait() != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if idle > 0 {
			b.StopTimer()
			time.Sleep(idle)
			b.StartTimer()
		}
		ev, err := q.SingleTask(k)
		if err != nil {
			b.Fatal(err)
		}
		if err := ev.Wait(); err != nil {
			b.Fatal(err)
		}
	}
}
