package buffer_test

import (
	"fmt"
	"log"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

// scaledIota sets y[i] = k*i for every work-item i of the launch.
var scaledIota = &sycl.Kernel{
	Name: "scaled_iota",
	Source: `__kernel void scaled_iota(int k, __global int *y) {
	size_t i = get_global_id(0);
	y[i] = k * (int)i;
}`,
	Params: []sycl.Param{sycl.ScalarParam[int32]("k"), sycl.GlobalParam[int32]("y")},
	Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
		k, y := args[0].(int32), args[1].([]int32)
		i := it.ID(0)
		y[i] = k * int32(i)
	}),
}

// A buffer over a Go slice: the kernel writes it on whatever device the
// default selector picks, and Close writes the result back to the slice.
func Example() {
	q, err := sycl.NewQueue(sycl.DefaultSelector)
	if err != nil {
		log.Fatal(err)
	}
	defer q.Close()

	data := make([]int32, 6)
	b := buffer.New(data)
	if _, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(b.Len()), scaledIota.Bind(int32(3), buffer.DiscardWrite(h, b)))
	}); err != nil {
		log.Fatal(err)
	}
	if err := b.Close(); err != nil {
		log.Fatal(err)
	}
	fmt.Println(data)
	// Output: [0 3 6 9 12 15]
}

// Ranged accessors: two command groups write disjoint halves of one
// buffer, so they do not wait for each other. Kernels keep global indexing:
// the second launch has an offset and its work-items are 4 to 7.
//
// On the native device the kernels work on the host slice itself, so the
// buffer never moves and Stats counts nothing; on an OpenCL device it
// would count the written data's copy back to the host. (NativeDevice
// rather than sycl.NewQueue(sycl.Native) so that the example runs whatever
// GOSYCL_DEVICE hides.)
func ExampleRange() {
	q, err := sycl.NewQueueOn(sycl.NativeDevice())
	if err != nil {
		log.Fatal(err)
	}
	defer q.Close()

	b := buffer.New(make([]int32, 8))
	defer b.Close()
	for _, half := range []struct{ off, k int }{{0, 1}, {4, 10}} {
		_, err := q.Submit(func(h *sycl.Handler) {
			out := buffer.DiscardWrite(h, b, buffer.Range(half.off, 4))
			h.ParallelFor(sycl.Range1(4).WithOffset(half.off), scaledIota.Bind(int32(half.k), out))
		})
		if err != nil {
			log.Fatal(err)
		}
	}

	// A host accessor waits for both writers.
	ha, err := b.HostRead()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(ha.Slice())
	ha.Close()
	fmt.Printf("%+v\n", b.Stats())
	// Output:
	// [0 1 2 3 40 50 60 70]
	// {HostToDevice:0 DeviceToHost:0 BytesHostToDevice:0 BytesDeviceToHost:0 BytesDeviceToDevice:0}
}

// A host task runs on the host once its accessors' data are current there.
func ExampleAccessor_Host() {
	q, err := sycl.NewQueue(sycl.DefaultSelector)
	if err != nil {
		log.Fatal(err)
	}
	defer q.Close()

	b := buffer.New(make([]int32, 4))
	defer b.Close()
	if _, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(4), scaledIota.Bind(int32(5), buffer.DiscardWrite(h, b)))
	}); err != nil {
		log.Fatal(err)
	}
	ev, err := q.Submit(func(h *sycl.Handler) {
		acc := buffer.Read(h, b) // waits for the kernel, then brings the data to the host
		h.HostTask(func() error {
			fmt.Println(acc.Host())
			return nil
		})
	})
	if err != nil {
		log.Fatal(err)
	}
	if err := ev.Wait(); err != nil {
		log.Fatal(err)
	}
	// Output: [0 5 10 15]
}
