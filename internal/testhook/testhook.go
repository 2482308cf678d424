// Package testhook gives the module's tests what the public API keeps out
// of reach. Package sycl installs the functions and keeps the counts.
package testhook

import "sync/atomic"

// SecondContext, given a *sycl.Device of the OpenCL backend, returns a
// *sycl.Device on the same OpenCL device with a context of its own (the
// same one on every call for d): memory of one context cannot be used by
// kernels of the other, as between two platforms, so tests exercise
// co-execution across contexts on a machine with one OpenCL device. It
// returns nil for the native device.
var SecondContext func(d any) any

// OrderedOnDevice counts the kernels of co-executed launches that package
// sycl enqueued behind the kernel before them on their in-order queue
// once that one was enqueued, not once it had ended (the device orders
// them): tests tell that path from the host's wait, whatever the timing.
var OrderedOnDevice atomic.Int64
