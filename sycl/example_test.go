package sycl_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// exampleSaxpy is a hand-written kernel: OpenCL C for OpenCL devices and a
// per-work-item Go function for the native device.
var exampleSaxpy = &sycl.Kernel{
	Name: "example_saxpy",
	Source: `__kernel void example_saxpy(float a, __global const float *x, __global float *y) {
	size_t i = get_global_id(0);
	y[i] = a * x[i] + y[i];
}`,
	Params: []sycl.Param{
		sycl.ScalarParam[float32]("a"),
		sycl.GlobalParam[float32]("x"),
		sycl.GlobalParam[float32]("y"),
	},
	Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
		a, x, y := args[0].(float32), args[1].([]float32), args[2].([]float32)
		i := it.ID(0)
		y[i] = a*x[i] + y[i]
	}),
}

// Submit a command group that reads one buffer and updates another.
func ExampleQueue_Submit() {
	q, err := sycl.NewQueue(sycl.DefaultSelector)
	if err != nil {
		log.Fatal(err)
	}
	defer q.Close()

	x := []float32{1, 2, 3, 4, 5, 6, 7, 8}
	y := []float32{10, 20, 30, 40, 50, 60, 70, 80}
	bx, by := buffer.New(x), buffer.New(y)
	ev, err := q.Submit(func(h *sycl.Handler) {
		// Accessors declare what the kernel reads and writes: they order the
		// command after conflicting ones and make the data current on the device.
		h.ParallelFor(sycl.Range1(len(y)),
			exampleSaxpy.Bind(float32(2), buffer.Read(h, bx), buffer.ReadWrite(h, by)))
	})
	if err != nil {
		log.Fatal(err) // synchronous: the command group was refused
	}
	if err := ev.Wait(); err != nil {
		log.Fatal(err) // asynchronous: the kernel failed
	}
	bx.Close()
	if err := by.Close(); err != nil { // writes the result back to y
		log.Fatal(err)
	}
	fmt.Println(y)
	// Output: [12 24 36 48 60 72 84 96]
}

// Launch a kernel on USM shared allocations, which the host reads and
// writes directly.
func ExampleQueue_ParallelFor() {
	q, err := sycl.NewQueue(nil) // nil is DefaultSelector
	if err != nil {
		log.Fatal(err)
	}
	defer q.Close()

	const n = 8
	x, err := usm.MallocShared[float32](q, n)
	if err != nil {
		log.Fatal(err)
	}
	defer x.Free()
	y, err := usm.MallocShared[float32](q, n)
	if err != nil {
		log.Fatal(err)
	}
	defer y.Free()

	xs, _ := x.Slice()
	ys, _ := y.Slice()
	for i := range xs {
		xs[i], ys[i] = float32(i), 1
	}
	ev, err := q.ParallelFor(sycl.Range1(n), exampleSaxpy.Bind(float32(3), x, y))
	if err != nil {
		log.Fatal(err)
	}
	// USM is not tracked by the runtime: wait (or pass ev as a dependency)
	// before touching the data again.
	if err := ev.Wait(); err != nil {
		log.Fatal(err)
	}
	fmt.Println(ys)
	// Output: [1 4 7 10 13 16 19 22]
}

// Choose a device with a selector. Selectors choose among the devices
// GOSYCL_DEVICE leaves visible; NativeDevice returns the native Go CPU
// device whatever that variable says.
func ExampleSelectDevice() {
	d, err := sycl.SelectDevice(sycl.Native)
	if err != nil {
		d = sycl.NativeDevice() // GOSYCL_DEVICE hides the native device
	}
	fmt.Println(d.Backend(), d.Type(), d.IsNative())

	// A selector is any function scoring devices: the highest score wins,
	// and a negative score rejects a device. This one wants double
	// precision and prefers more compute units.
	fp64, err := sycl.SelectDevice(func(d *sycl.Device) int {
		if !d.Info().FP64 {
			return -1
		}
		return d.Info().ComputeUnits
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(fp64.Info().FP64)

	// ByName matches a substring of the device name, ignoring case.
	def, err := sycl.SelectDevice(sycl.DefaultSelector)
	if err != nil {
		log.Fatal(err)
	}
	same, err := sycl.SelectDevice(sycl.ByName(strings.ToUpper(def.Name())))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(same.Name() == def.Name())
	// Output:
	// native cpu true
	// true
	// true
}

// groupSum sums each work-group's elements in local memory: the classic
// tree reduction with barriers.
var groupSum = &sycl.Kernel{
	Name: "group_sum",
	Source: `__kernel void group_sum(__global const int *in, __global int *out, __local int *scratch) {
	size_t lid = get_local_id(0);
	scratch[lid] = in[get_global_id(0)];
	barrier(CLK_LOCAL_MEM_FENCE);
	for (size_t s = get_local_size(0) / 2; s > 0; s /= 2) {
		if (lid < s)
			scratch[lid] += scratch[lid + s];
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	if (lid == 0)
		out[get_group_id(0)] = scratch[0];
}`,
	Params: []sycl.Param{
		sycl.GlobalParam[int32]("in"),
		sycl.GlobalParam[int32]("out"),
		sycl.LocalParam[int32]("scratch"),
	},
	UsesNDItem: true,
	Native: sycl.NDItemKernel(func(it sycl.NDItem, args []any) {
		in, out, scratch := args[0].([]int32), args[1].([]int32), args[2].([]int32)
		lid := it.LocalID(0)
		scratch[lid] = in[it.GlobalID(0)]
		it.Barrier()
		for s := it.LocalRange(0) / 2; s > 0; s /= 2 {
			if lid < s {
				scratch[lid] += scratch[lid+s]
			}
			it.Barrier()
		}
		if lid == 0 {
			out[it.GroupID(0)] = scratch[0]
		}
	}),
}

// Reduce with work-groups and local memory: an NDRange of 256 work-items in
// groups of 64, each group summing its part in local memory.
func ExampleNDRange() {
	q, err := sycl.NewQueue(sycl.DefaultSelector)
	if err != nil {
		log.Fatal(err)
	}
	defer q.Close()

	const n, wg = 256, 64
	in := make([]int32, n)
	for i := range in {
		in[i] = int32(i + 1)
	}
	sums := make([]int32, n/wg)
	bin, bsums := buffer.New(in), buffer.New(sums)
	_, err = q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.NDRange1(n, wg), groupSum.Bind(
			buffer.Read(h, bin),
			buffer.DiscardWrite(h, bsums), // no need to copy the old contents in
			sycl.NewLocal[int32](wg),      // wg int32 of local memory per group
		))
	})
	if err != nil {
		log.Fatal(err)
	}
	bin.Close()
	if err := bsums.Close(); err != nil {
		log.Fatal(err)
	}
	total := int32(0)
	for _, s := range sums {
		total += s
	}
	fmt.Println(sums, total)
	// Output: [2080 6176 10272 14368] 32896
}
