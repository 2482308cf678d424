package usm_test

import (
	"fmt"
	"log"

	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// axpy computes y[i] = a*x[i] + y[i] on int32.
var axpy = &sycl.Kernel{
	Name: "usm_example_axpy",
	Source: `__kernel void usm_example_axpy(int a, __global const int *x, __global int *y) {
	size_t i = get_global_id(0);
	y[i] = a * x[i] + y[i];
}`,
	Params: []sycl.Param{
		sycl.ScalarParam[int32]("a"),
		sycl.GlobalParam[int32]("x"),
		sycl.GlobalParam[int32]("y"),
	},
	Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
		a, x, y := args[0].(int32), args[1].([]int32), args[2].([]int32)
		i := it.ID(0)
		y[i] = a*x[i] + y[i]
	}),
}

// Shared allocations: the host fills them through their slices, a kernel
// updates them in place, and the host reads the result once the kernel's
// event has completed.
func Example() {
	q, err := sycl.NewQueue(sycl.DefaultSelector)
	if err != nil {
		log.Fatal(err)
	}
	defer q.Close()

	const n = 6
	x, err := usm.MallocShared[int32](q, n)
	if err != nil {
		log.Fatal(err)
	}
	defer x.Free()
	y, err := usm.MallocShared[int32](q, n)
	if err != nil {
		log.Fatal(err)
	}
	defer y.Free()

	xs, _ := x.Slice()
	for i := range xs {
		xs[i] = int32(i)
	}
	fill, err := usm.Fill(q, y, int32(100))
	if err != nil {
		log.Fatal(err)
	}
	ev, err := q.ParallelFor(sycl.Range1(n), axpy.Bind(int32(2), x, y), fill)
	if err != nil {
		log.Fatal(err)
	}
	if err := ev.Wait(); err != nil {
		log.Fatal(err)
	}
	ys, _ := y.Slice()
	fmt.Println(ys)
	// Output: [100 102 104 106 108 110]
}

// Device allocations: data go in and out with copies, each command
// depending on the previous one's event.
func ExampleMallocDevice() {
	q, err := sycl.NewQueue(sycl.DefaultSelector)
	if err != nil {
		log.Fatal(err)
	}
	defer q.Close()

	hostX := []int32{1, 2, 3, 4}
	hostY := []int32{10, 20, 30, 40}
	x, err := usm.MallocDevice[int32](q, len(hostX))
	if err != nil {
		log.Fatal(err)
	}
	defer x.Free()
	y, err := usm.MallocDevice[int32](q, len(hostY))
	if err != nil {
		log.Fatal(err)
	}
	defer y.Free()

	cx, err := usm.CopyFromHost(q, x, hostX)
	if err != nil {
		log.Fatal(err)
	}
	cy, err := usm.CopyFromHost(q, y, hostY)
	if err != nil {
		log.Fatal(err)
	}
	k, err := q.ParallelFor(sycl.Range1(len(hostY)), axpy.Bind(int32(-1), x, y), cx, cy)
	if err != nil {
		log.Fatal(err)
	}
	back, err := usm.CopyToHost(q, hostY, y, k)
	if err != nil {
		log.Fatal(err)
	}
	if err := back.Wait(); err != nil {
		log.Fatal(err)
	}
	fmt.Println(hostY)

	// Device memory has no host view.
	if _, err := y.Slice(); err != nil {
		fmt.Println("no host view")
	}
	// Output:
	// [9 18 27 36]
	// no host view
}

// An in-order queue orders commands without events.
func ExampleMallocHost() {
	q, err := sycl.NewQueue(sycl.DefaultSelector, sycl.InOrder())
	if err != nil {
		log.Fatal(err)
	}
	defer q.Close()

	p, err := usm.MallocHost[int32](q, 4)
	if err != nil {
		log.Fatal(err)
	}
	defer p.Free()
	if _, err := usm.Fill(q, p, int32(7)); err != nil {
		log.Fatal(err)
	}
	if _, err := q.ParallelFor(sycl.Range1(4), axpy.Bind(int32(1), p, p)); err != nil {
		log.Fatal(err)
	}
	if err := q.Wait(); err != nil {
		log.Fatal(err)
	}
	s, _ := p.Slice()
	fmt.Println(p.Kind(), s)
	// Output: host [14 14 14 14]
}

// On the native device every allocation is ordinary Go memory.
func ExamplePtr_Strategy() {
	q, err := sycl.NewQueueOn(sycl.NativeDevice())
	if err != nil {
		log.Fatal(err)
	}
	defer q.Close()

	for _, alloc := range []func(*sycl.Queue, int) (usm.Ptr[float64], error){
		usm.MallocDevice[float64], usm.MallocHost[float64], usm.MallocShared[float64],
	} {
		p, err := alloc(q, 16)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(p.Kind(), p.Strategy())
		p.Free()
	}
	// Output:
	// device go-memory
	// host go-memory
	// shared go-memory
}
