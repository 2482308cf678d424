// Package usm provides SYCL 2020 Unified Shared Memory: typed allocations
// (Ptr[T]) that kernels take as arguments directly, with no accessors and
// no dependency tracking.
//
// There are three kinds, each allocated for the device of a queue:
//
//   - MallocDevice: device memory. The host reaches it only through copies
//     (CopyFromHost, CopyToHost, Copy, Fill, Memset).
//   - MallocHost: host memory the device reads and writes.
//   - MallocShared: memory both use; the runtime moves or maps it as each
//     side needs it. Ptr.Slice gives the host's view.
//
// How a kind is realised depends on the device (Ptr.Strategy): host
// memory on the native device, fine-grained SVM where the OpenCL device
// offers it (PoCL), and elsewhere (GPUs, devices without SVM) host memory
// with a cl_mem copy on the device for host and shared allocations, device
// memory for device ones. Host memory the runtime allocates is pinned
// where a GPU is present (Ptr.Pinned), so GPUs copy it at the link's speed;
// it is C memory, valid until Free.
// docs/runtime.md has the table and what each costs.
//
// The runtime does not track which commands use an allocation: order them
// with events, as in SYCL, or use an in-order queue (sycl.InOrder). Do not
// touch a host view while a kernel that uses the allocation runs.
//
//	x, _ := usm.MallocShared[float32](q, n)
//	y, _ := usm.MallocDevice[float32](q, n)
//	defer x.Free()
//	defer y.Free()
//	xs, _ := x.Slice()
//	copy(xs, hostX)                                    // shared: the host writes it directly
//	e1, _ := usm.CopyFromHost(q, y, hostY)             // device: copy in
//	e2, _ := q.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(2), x, y), e1)
//	e3, _ := usm.CopyToHost(q, hostY, y, e2)           // copy out after the kernel
//	if err := e3.Wait(); err != nil {
//		log.Fatal(err)
//	}
//
// Host and shared allocations of an OpenCL device can also be used by
// kernels on the native device, and by every unit of a co-executed launch
// (package coexecutor), whichever device allocated them: a device that
// cannot address an allocation (another OpenCL context or platform, the
// native device beside coarse-grained SVM) works on a copy of the regions
// each kernel names (Ptr.Region, which the coexecutor passes per package):
// the parts of its region a kernel reads are copied in where the copy
// lacks them, and the region it writes goes back when it succeeds; a
// kernel that passes the whole Ptr to such a device is refused. Within a
// co-executed launch, copies stay valid until another device writes them,
// and a coarse-grained allocation is unmapped from the host once for the
// whole launch: do not touch Slice's view until the launch returns.
// Device allocations belong to their device alone.
//
// # Lifetime
//
// Free refuses new commands with the allocation at once (ErrFreed), waits
// for the commands already submitted with it, queued or running, on any
// queue and whatever their outcome, and then releases the memory; so
// freeing an allocation that a kernel still uses is safe on every device.
// Free blocks, as Buffer.Close does: do not call it from a host task that
// a command using the allocation waits for. A second Free fails with
// ErrDoubleFree, any other use after Free with ErrFreed.
//
// # Errors
//
// Errors are prefixed "usm: " and wrap the sentinels ErrFreed,
// ErrDoubleFree, ErrNoHostView, ErrOtherDevice, ErrSize and ErrZeroPtr
// for errors.Is; allocating with, or copying on, a closed queue wraps
// sycl.ErrQueueClosed. Element types of size zero, and types holding Go
// pointers (which the garbage collector would not see in USM memory), are
// refused.
package usm
