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
// lock (MergeDirector(true)), so that no Director goroutine competes with
// the native device's workers for a core; then a unit has no goroutine
// until it gets work (the first unit to get some runs on the launching
// goroutine), so a launch that one unit runs whole costs the others
// nothing.
//
// Schedulers: Static (one package per device, proportional to its power),
// Dynamic (equal packages on request) and HGuided (packages shrinking with
// the remaining work, scaled by each device's power), after Nozal &
// Bosque; Sigmoid (Pérez et al.: sigmoid-shrinking packages by measured
// speeds); Adaptive (Boyer et al.: doubling probes, then a split by
// speed); Mash (Nozal & Bosque: profiled single or multiple offloading per
// device); Memorizing (González & Morancho: Dynamic once, then the same
// ranges per unit) and ProfileStatic (González & Morancho: profiled once,
// then split by throughput). A Policy of your own plugs in the same way.
// Powers come from Powers or PowerHint, or are measured in earlier
// launches of the same computation.
//
// Every package a scheduler sizes passes the Guard before a unit gets it:
// no unit is handed work it is predicted to finish after the others would
// have finished everything that remains without it (see Guard for the
// rule, the probes of units whose speed is not known yet, and the
// decisions the launch's Report names). So a co-executed launch is not
// slower than the fastest device alone by more than the predictions'
// error; UseGuard(Guard{Off: true}) hands out packages exactly as the
// papers do.
//
// Simple mode, with a kgen kernel: each package's device receives the
// part of each input its work-items read that it does not hold already,
// and the elements of each output they write stay on that device until
// the host asks for them (a host accessor, Fetch, Close) or another
// device reads them, as SYCL's buffers do:
//
//	ce, err := coexecutor.New(&coexecutor.HGuided{})
//	defer ce.Close()
//	rep, err := kernels.SaxpyKernel.Launch(ce, sycl.Range1(n), 2, bx, by) // or ce.LaunchKernel(rng, k, args...)
//	fmt.Println(rep) // per device: packages, work-items, busy time, T_i, bytes moved; balance
//
// So an iterative program whose launches read what the previous ones
// wrote (a stencil over two buffers it swaps) moves, per launch, only
// what changed hands: each device receives the rows beside its own that
// another device wrote (its halos), as long as the scheduler gives each
// device the same rows every launch (Static with fixed powers,
// Memorizing); rows that move to another device move their data with
// them. The Report says, per unit, how many bytes each launch moved
// (UnitReport.Moved). KeepOutputs(false) brings each package's outputs
// home as it ends instead, overlapping the copies with the other
// packages: for one launch whose results the host reads next.
//
// Copies overlap computation: a unit on a device with memory of its own
// (a GPU) runs each package as Pipeline pieces (by default √(C/h) of
// them, C the package's copies' time and h a copy's fixed cost on the
// device's link, measured once per device: about 28 for 768 MB over 50
// GB/s and 20 µs; none smaller than the package that fills the device)
// and keeps
// InFlight of them (3) submitted, so that one piece's copy in, another's
// kernel and a third's copy out run at once, also when one GPU runs the
// launch alone. Devices that use host memory in place (the native
// device, PoCL: sycl.Device.UsesHostMemory) move nothing at all.
//
// How outputs are placed: by the footprint kgen inferred for the
// parameter (sycl.Footprint; docs/kernel-language.md), the elements a
// package's work-items may write, as one run (out[i], out[i*k+j],
// out[GroupID(0)]) or one run per column (out[j*n+i]). Before anything
// runs, LaunchKernel refuses a kernel whose packages could write the same
// elements, or whose writes kgen could not follow (out[idx[i]]), with
// ErrUnplaceable, naming the parameter and why; launch such a kernel with
// Launch and accessors of your own. A footprint outside its memory fails
// the launch before it starts too. Memory passed bare that the kernel only
// writes keeps the elements the kernel leaves alone, so a package copies
// its output runs to its device first, unless every work-item writes its
// element on every way through the kernel at an index that leaves no hole
// in the runs (out[i], out[i*n+j] over n columns: sycl.LaunchFootprint.
// Overwrites), when nothing is copied in, as with Out. Inputs follow
// their read footprint, and move whole where kgen could not follow it. Kernels that record no
// footprint (hand-written ones) keep the Coexecutor papers' placement:
// work-item i, in linear order, writes elements [i·k, (i+1)·k) of an
// output of k elements per work-item, and inputs move whole.
//
// Two kinds of output are combined rather than placed. A Reducer
// parameter (sycl.Reducer), given a one-element buffer (its value
// combined with the result; Out to overwrite it) or a USM pointer: each
// unit reduces its packages into a partial of its own, and the Director
// combines the partials into the element after the last package. Memory
// that the kernel only updates with one commutative atomic of
// sycl/atomic (add, min, max, and, or, xor), discarding the old values,
// where packages could update the same elements (a histogram's bins):
// each unit updates a copy of its own, starting at the operation's
// identity, merged into the memory after the last package. Other
// atomics on memory that packages share are refused with
// ErrUnplaceable, saying why (docs/kernel-language.md).
//
// Wrap an argument to say more: In, Out and InOut name a buffer's role
// when the kernel records none (In sends it whole; Out does not copy a
// package's output runs to its device first, so elements the kernel
// leaves unwritten in them come back undefined); InPart passes an input
// of which each package reads only the part you say (a sparse matrix's
// rows, which kgen cannot infer). A Costs among the arguments says what
// the work-items cost by place (a sparse matrix's rows, their nonzeros):
// packages are then sized in work, not work-items, so that a unit's speed
// measured on cheap rows does not mispredict its package of costly ones.
//
// Launch takes a function that builds each package's command group (use
// pkg.Space() and pkg.Span(n)); extended mode (Run) takes a
// CommanderKernel with the paper's hooks: director and unit init and done,
// per-package submit and completion.
//
// Program builds: LaunchKernel (and Run, for a CommanderKernel that names
// its kernel with KernelUser) builds the kernel's program on each unit in
// the background. The units that are ready start at once; a unit joins
// when its build ends, and the launch returns once the work is done
// without waiting for a build that is still running: the unit joins a
// later launch. Programs are cached per device (the OpenCL
// implementations keep their own caches on disk); Close waits for the
// builds still running.
//
// A package's space is a sycl.Slice of the launch's range: kernels see
// every work-item query as in the whole launch (Range, GroupID and
// GroupRange included), so a kernel computes the same co-executed as
// alone. Hand-written OpenCL C without sycl.Kernel.LaunchArgs is the
// exception: along dimension 0 its get_global_size, get_global_offset,
// get_group_id and get_num_groups answer for the package.
//
// Memory: with buffers, ranged accessors move only what each device needs.
// USM host and shared allocations are usable by every unit, whichever
// device allocated them. A launch is one USM session: the allocation's own
// device uses it in place (a coarse-grained one unmapped once when the
// launch's first package there begins and mapped back once when the launch
// ends, so the host must leave it alone while the launch runs); a unit
// that cannot address it (an OpenCL device of another context or
// platform, the native device beside coarse-grained SVM) works on a copy
// on its device, into which each package's region (from the kernel's
// footprint, or the whole allocation for an input kgen cannot follow) is
// copied where the copy lacks it, and from which the region a package
// writes goes back when it succeeds. So an output that a package writes
// in several runs, or reads beyond what it writes, is refused with
// ErrUnplaceable when a unit works on a copy. A device allocation is
// refused before the launch when a unit is on another device. With
// Launch, a USM pointer passed whole to a unit that works on a copy fails
// that package, which another unit runs; pass Ptr.Region instead.
// UnitReport.USM counts what each unit mapped and copied;
// docs/runtime.md has the rule and what each case moves.
//
// Failures: a launch returns nil only with exactly the results one device
// would produce; otherwise it returns an error. A package that fails on a
// unit (a device error, a command group its queue refuses) retires the
// unit for the launch, and runs on another unit only if it cannot apply a
// write twice: it did not begin, or each output it writes is write-only
// (Write, DiscardWrite, a kernel parameter kgen records as only written:
// running again rewrites the same values), or the launch holds the
// output as it was before the package (a buffer range written on an
// OpenCL device with memory of its own whose host copy was current when
// the package was submitted: the device never writes that copy, which
// becomes the current one again; a device that uses host memory in place,
// as the native device and PoCL do, wrote that copy); in a launch on
// leave (Guard, "Leaves"), which one unit runs alone, that means the
// launch runs again with every unit. Otherwise the launch fails with the
// unit's error. What a
// package writes comes from its command group's accessors and their modes
// (LaunchKernel derives them from the kernel's parameters or In, Out and
// InOut); a USM pointer passed whole counts as read and written. User
// code's failures fail the launch, never retried: a native kernel's panic
// (Go semantics, such as division by zero, that an OpenCL device would
// hide), a panic in a command-group function, an InPart function, a
// Costs function (before anything runs), a
// CommanderKernel hook or a Scheduler (recovered on its goroutine: a
// *PanicError), and an InPart part outside its memory (that package is not
// submitted); so does a package whose results cannot be brought home.
// Errors name the computation, the package and the unit; the Report lists
// the failed packages and each unit's first error. A failed launch leaves
// each output element of an element-wise kernel with its value from before
// the launch or the one the launch computes for it: no write is applied
// twice. Where a failed package's range can be neither (a device with
// memory of its own failed in it and no unit ran it again, or a driver
// copied home what the failure left), the buffer says so: its Close, and
// every later access to the range, fail with buffer.ErrDataLost; a USM
// allocation, which has no Close, has the launch's error say so: it wraps
// usm.ErrDataLost and names the bytes. Arguments and ranges are checked before the first package is
// submitted; a launch on a Coexecutor that New did not make (nil or
// zero), or with a nil context, is an error, and one after Close wraps
// ErrClosed. Cancelling a launch's context stops its native packages
// between work-group chunks; a package on an OpenCL device cannot be
// stopped, and the launch waits for it.
package coexecutor
