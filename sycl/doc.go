// Package sycl is GoSYCL's runtime core, in the style of SYCL 2020 and
// oneAPI DPC++: devices and selectors, queues, command groups built with a
// Handler, index spaces (Range, NDRange), kernels and events. Data reach
// kernels through the buffer package (buffers and accessors) or the usm
// package (Unified Shared Memory).
//
// A minimal program with a buffer:
//
//	q, err := sycl.NewQueue(sycl.DefaultSelector)
//	if err != nil {
//		log.Fatal(err)
//	}
//	defer q.Close()
//
//	bx, by := buffer.New(x), buffer.New(y)
//	_, err = q.Submit(func(h *sycl.Handler) {
//		h.ParallelFor(sycl.Range1(len(y)),
//			saxpy.Bind(float32(2), buffer.Read(h, bx), buffer.ReadWrite(h, by)))
//	})
//	if err != nil {
//		log.Fatal(err) // a synchronous error: the command group was refused
//	}
//	bx.Close()
//	if err := by.Close(); err != nil { // waits, then writes the result back to y
//		log.Fatal(err) // an asynchronous error: the kernel failed
//	}
//
// # Devices
//
// Devices returns every OpenCL device of every platform, in platform
// order, followed by the native Go CPU device, which is always present and
// runs kernels on a pool of GOMAXPROCS goroutines. NativeDevice returns the
// native device whatever GOSYCL_DEVICE says.
//
// A Selector scores devices: SelectDevice and NewQueue choose the visible
// device with the highest non-negative score; a negative score rejects a
// device. The predefined selectors are:
//
//   - DefaultSelector: a GPU (the one with most compute units) over an
//     accelerator over an OpenCL CPU device over the native device.
//   - GPU, Accelerator: devices of that type only.
//   - CPU: CPU devices only, an OpenCL CPU device (such as PoCL) preferred
//     to the native device.
//   - Native: the native Go CPU device only.
//   - ByName(substr): devices whose name contains substr, ignoring case
//     (the first such device in Devices order).
//
// Any func(*Device) int is a selector too.
//
// # GOSYCL_DEVICE
//
// The GOSYCL_DEVICE environment variable (EnvDevice) limits the devices
// the process sees, in the spirit of oneAPI's ONEAPI_DEVICE_SELECTOR. It is
// a comma-separated list of terms
//
//	backend[:kind|index]
//
// where backend is opencl, native or * (any), and the optional part after
// the colon is a kind (cpu, gpu, acc or accelerator, or * for any) or a
// device index counted within the backend from 0, in Devices order. Case
// and spaces around terms are ignored. A device is visible when any term
// matches it; an empty or unset variable shows every device. Examples:
//
//	GOSYCL_DEVICE=opencl:gpu         OpenCL GPUs only
//	GOSYCL_DEVICE=native             the native Go device only
//	GOSYCL_DEVICE=opencl:cpu,native  OpenCL CPU devices and the native device
//	GOSYCL_DEVICE=opencl:0           the first OpenCL device
//
// A malformed value makes Devices, SelectDevice and NewQueue fail with an
// error naming the bad term. A value whose terms all name the native
// backend leaves OpenCL alone: its platforms are not listed, its drivers
// not loaded, and no host memory is pinned through a GPU (an MPI rank
// given only the native device does not touch the GPU of the rank
// beside it).
//
// # GOSYCL_CHECK
//
// OpenCL C does not check indices: a kernel indexing out of range reads or
// writes whatever memory lies there, which on a device in the process's
// memory (PoCL) can corrupt the process or crash it. GOSYCL_CHECK=bounds
// (EnvCheck) makes OpenCL devices run the CheckedSource of kernels that
// have one (cmd/kgen generates it), where every index is checked and the
// first out of range fails the launch with its Go position. Unset, empty
// or "off" runs unchecked; another value is an error from Devices and from
// every launch. The native device always checks.
//
// # Index spaces and dimension order
//
// Range1, Range2 and Range3 are basic index spaces; NDRange divides a
// global range into work-groups that share local memory and synchronise
// with NDItem.Barrier. Dimension 0 varies slowest and the last dimension
// fastest, as in SYCL. On OpenCL, SYCL dimension d is OpenCL dimension
// dims-1-d: in a 2-D launch get_global_id(0) is SYCL dimension 1 (the
// fastest), so consecutive work-items touch consecutive elements. In 1-D
// the two orders coincide. DeviceInfo.MaxWorkItemSizes is reported in
// SYCL order.
//
// A Slice is a part of a Range or an NDRange along dimension 0, launched
// on its own (a co-executed package): its work-items' queries answer as
// in the whole launch, so the slices of a launch compute what the launch
// computes. Hand-written OpenCL C sees the whole launch along dimension 0
// only through the launch arguments of Kernel.LaunchArgs.
//
// # Queues and command groups
//
// A Queue submits command groups to one device. Submit calls a function
// with a Handler that declares the group's dependencies (DependsOn), the
// memory it uses (accessors from the buffer package, or Require) and
// exactly one action: ParallelFor, SingleTask, Copy, Memcpy, Fill or
// HostTask. A group without an action only synchronises: its event
// completes once its dependencies have. The queue methods ParallelFor, SingleTask, Memcpy, Copy, Fill
// and HostTask are shortcuts for one-action command groups, convenient
// with USM.
//
// Queues are out-of-order by default: a command waits only for the events
// it depends on and for earlier commands whose buffer accesses conflict
// with its own (see the buffer package). The InOrder option makes each
// command wait for the previous one, as SYCL's in_order property does.
// USM pointers are not tracked: order commands that share USM memory with
// events (DependsOn, or the deps arguments of the shortcuts) or use an
// in-order queue. Queues are safe for concurrent use; Close waits for the
// queue's commands and releases it.
//
// # Events and profiling
//
// Every submission returns an *Event. Event.Wait blocks until the command
// has finished; Done polls; WaitContext gives up when a context ends.
// Event.Profile returns the command's Submit, Start and End timestamps in
// nanoseconds when the queue was made with EnableProfiling (as SYCL's
// enable_profiling property; ErrNoProfiling otherwise): the device's
// profiling counters for OpenCL kernels, host monotonic time for native
// kernels, copies and host tasks. Profile.Duration is End-Start, the
// kernel's execution time; durations compare across devices, absolute
// timestamps do not.
//
// # Errors
//
// Synchronous errors are returned by Submit (and the queue shortcuts): a
// malformed command group (two actions, an invalid range, a global
// size that is not a multiple of the local size), arguments that do
// not match the kernel's parameters, a kernel that cannot run on the
// queue's device (no OpenCL C source or no Native function, double
// precision on a device without it, work-group or local-memory limits), an
// OpenCL C build failure with the compiler's log, a closed queue
// (ErrQueueClosed), misuse of the API (a nil or zero Queue, Event or
// Device, Submit(nil), NewLocal with a negative count) or a panic in the
// command-group function. The command was not submitted. Queue.Err says
// whether a queue takes work.
//
// Asynchronous errors happen while a command runs: a failed enqueue or
// transfer, a failing or panicking host task, a panic in a native kernel,
// or the failure of a command it depended on (which fails the dependent
// too, with ErrDependencyFailed and the dependency's error in the chain).
// They are returned by Event.Wait and Event.Profile, and Queue.Wait returns
// every failure since its previous call, joined with errors.Join. A failed
// command that wrote part of a buffer may leave it lost: later accesses
// to it fail, and so does the buffer's Close (see the buffer package).
//
// # Kernels
//
// A Kernel holds what each kind of device needs to run it: Source, the
// OpenCL C of a __kernel function called Name, for OpenCL devices; Native,
// a NativeFunc, for the native device; and Params, the parameters in order
// (ScalarParam, GlobalParam, LocalParam). Kernel.Bind checks launch
// arguments against Params: scalars by Go type, global memory as buffer
// accessors or USM pointers of the element type, local memory as
// NewLocal[T](n). ItemKernel and NDItemKernel adapt per-work-item Go
// functions to NativeFunc.
//
// cmd/kgen generates Kernels from Go functions marked //kgen:kernel.
// Hand-written kernels, with OpenCL C in a string or an embedded .cl file
// and an optional Native implementation, are a supported path that will
// stay: Kernel{Name, Source, Params, Native} is the runtime's own kernel
// format, not an internal detail of the generator. A kernel with an empty
// Source runs only on the native device, one with a nil Native only on
// OpenCL devices.
//
// OpenCL programs are built once per device and source and cached; the
// first launch of a kernel on a device pays the build (with PoCL, LLVM
// compilation: tenths of a second or more).
package sycl
