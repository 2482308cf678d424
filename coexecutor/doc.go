// Package coexecutor runs one kernel launch on several devices at once:
// the GPU and the CPU cores (native Go or OpenCL), or several GPUs, work on
// the same index space, split into packages by a load-balancing
// scheduler, as in the oneAPI Coexecutor Runtime (Nozal & Bosque, 2021).
//
// A Director configures one Coexecution Unit per device (a goroutine with
// its own queue) and the Scheduler, and runs the Commander loop: hand the
// next package to an idle unit, collect completions, repeat until the range
// is done. Launch blocks the caller; inside, the units' packages overlap.
// By default the Commander's work runs on the units' goroutines under a
// lock (MergeDirector(true)): measured on 16 cores it costs 4.5 µs per
// package, as much as plain queue submissions, against 6.2 µs with a
// Director goroutine of its own (docs/RESULTS.md).
//
// Schedulers: Static (one package per device, proportional to its power),
// Dynamic (equal packages on request) and HGuided (packages shrinking with
// the remaining work, scaled by each device's power); a Policy of your own
// plugs in the same way. Powers come from Powers or PowerHint, or are
// measured in earlier launches of the same computation.
// Sigmoid (seed 002): sigmoid-shrinking packages by measured speeds.
// Adaptive (Boyer et al.): doubling probes, then a split by speed.
// Mash (seed 000): profiled single/multiple offloading per device.
// Memorizing (seed 004): Dynamic once, then the same ranges per unit.
// ProfileStatic (seed 004): profiled once, then split by throughput.
// These five keep a device that would slow the others out of a launch
// (HeterogeneityGuard), and check across launches that co-execution beats
// the fastest device alone, running alone when it does not (AloneCheck).
//
// Simple mode, with a kgen kernel: inputs reach each device once per
// launch; each package's outputs (work-item i writes element i) come back
// to the host as the package ends:
//
//	ce, err := coexecutor.New(coexecutor.HGuided)
//	defer ce.Close()
//	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), bx, by)
//	fmt.Println(rep) // per device: packages, work-items, busy time, T_i; balance
//
// Wrap an argument to say more: In, Out and InOut name a buffer's role
// when the kernel records none; InPart passes an input of which each
// package reads only a part (a sparse matrix's rows), so that a device
// receives only its packages' parts; KeepOutputs leaves outputs on the
// device that computed them until the host or another device needs them
// (with Memorizing, an iterative computation's data then stay put).
//
// Launch takes a function that builds each package's command group (use
// pkg.Space() and pkg.Span(n)); extended mode (Run) takes a
// CommanderKernel with the paper's hooks: director and unit init and done,
// per-package submit and completion.
//
// Memory: with buffers, ranged accessors move only what each device needs.
// USM arguments are shared as they are: units that cannot address an
// allocation while another device uses it (a coarse-grained SVM allocation
// and the native device, or two OpenCL platforms) fail those packages,
// which the Commander hands to the other units; the report names them.
//
// Failures: a launch returns nil only with exactly the results one device
// would produce; otherwise it returns an error. A package that fails on a
// unit (a device error, a command group its queue refuses) retires the
// unit for the launch, and runs on another unit only if it cannot apply a
// write twice: it did not begin, or each output it writes is write-only
// (Write, DiscardWrite, a kernel parameter kgen records as only written:
// running again rewrites the same values), or the launch holds the
// output as it was before the package (a buffer range written on an
// OpenCL device whose host copy was current when the package was
// submitted: the device never writes that copy, which becomes the current
// one again). Otherwise the launch fails with the unit's error. What a
// package writes comes from its command group's accessors and their modes
// (LaunchKernel derives them from the kernel's parameters or In, Out and
// InOut); a USM pointer passed whole counts as read and written. User
// code's failures fail the launch, never retried: a native kernel's panic
// (Go semantics, such as division by zero, that an OpenCL device would
// hide), a panic in a command-group function, an InPart function, a
// CommanderKernel hook or a Scheduler (recovered on its goroutine: a
// *PanicError), and an InPart part outside its memory (that package is not
// submitted); so does a package whose results cannot be brought home.
// Errors name the computation, the package and the unit; the Report lists
// the failed packages and each unit's first error. A failed launch leaves
// each output element of an element-wise kernel with its value from before
// the launch or the one the launch computes for it: no write is applied
// twice. Arguments and ranges are checked before the first package is
// submitted. Cancelling a launch's context stops its native packages
// between work-group chunks; a package on an OpenCL device cannot be
// stopped, and the launch waits for it.
package coexecutor
