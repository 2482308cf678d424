// Package testsuite is GoSYCL's cross-backend conformance suite, in the
// style of gonum's blas/testblas: each exported test function takes a
// *testing.T and the *sycl.Device to check, and Run runs them all as
// subtests. The package's own tests run the suite on every device that
// sycl.Devices finds (the native Go device, PoCL, GPUs); a new backend
// passes when Run passes on its devices.
//
// The kernels are package-level values (kernels.go) whose OpenCL C is one
// program, so that each OpenCL device builds it once per context.
package testsuite

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/sycl"
)

// Test is one conformance test.
type Test struct {
	Name string
	Func func(t *testing.T, dev *sycl.Device)
}

// Tests lists the conformance tests in the order Run runs them.
var Tests = []Test{
	{"DeviceInfo", DeviceInfo},
	// Kernels and index spaces.
	{"ParallelFor1D", ParallelFor1D},
	{"ParallelFor2D", ParallelFor2D},
	{"ParallelFor3D", ParallelFor3D},
	{"NDRangeIDs", NDRangeIDs},
	{"ItemQueriesCoexecuted", ItemQueriesCoexecuted},
	{"SingleTask", SingleTask},
	{"LocalMemoryReduction", LocalMemoryReduction},
	{"LocalMemoryReverse", LocalMemoryReverse},
	// Reductions.
	{"Reductions", Reductions},
	{"ReductionsCoexecuted", ReductionsCoexecuted},
	// Group algorithms.
	{"GroupAlgorithms", GroupAlgorithms},
	{"GroupAlgorithmsCoexecuted", GroupAlgorithmsCoexecuted},
	{"SubGroupQueries", SubGroupQueries},
	// mathgl values.
	{"MathglCoexecuted", MathglCoexecuted},
	// Atomics.
	{"Atomics", Atomics},
	{"AtomicsCoexecuted", AtomicsCoexecuted},
	{"ScalarArguments", ScalarArguments},
	{"DoublePrecision", DoublePrecision},
	// Events and queues.
	{"EventWaitDone", EventWaitDone},
	{"EventProfile", EventProfile},
	{"EventWaitContext", EventWaitContext},
	{"QueueAsyncError", QueueAsyncError},
	{"QueueClose", QueueClose},
	{"InOrderQueue", InOrderQueue},
	// Buffers.
	{"BufferAccessModes", BufferAccessModes},
	{"BufferRangedAccessor", BufferRangedAccessor},
	{"BufferHostAccessor", BufferHostAccessor},
	{"BufferHostAccessorBlocks", BufferHostAccessorBlocks},
	{"BufferWriteBack", BufferWriteBack},
	{"BufferClosed", BufferClosed},
	{"BufferLostData", BufferLostData},
	{"BufferCopy", BufferCopy},
	{"BufferFill", BufferFill},
	// The dependency graph.
	{"ChainAcrossQueues", ChainAcrossQueues},
	{"ChainAcrossDevices", ChainAcrossDevices},
	{"DisjointWrites", DisjointWrites},
	{"DisjointWritesAcrossDevices", DisjointWritesAcrossDevices},
	{"ConcurrentOffsets", ConcurrentOffsets},
	{"HostTaskAccessors", HostTaskAccessors},
	{"USMDependsOn", USMDependsOn},
	{"FailedCommandKeepsData", FailedCommandKeepsData},
	// USM.
	{"USMKernelArgs", USMKernelArgs},
	{"USMKernelArgsEmulated", USMKernelArgsEmulated},
	{"USMSlice", USMSlice},
	{"USMCopies", USMCopies},
	{"USMFree", USMFree},
	{"USMFreeWaits", USMFreeWaits},
	{"USMOtherDevice", USMOtherDevice},
	{"USMBadSizes", USMBadSizes},
	// Bad input.
	{"BadRanges", BadRanges},
	{"BadNDRanges", BadNDRanges},
	{"BadArguments", BadArguments},
	{"BadAccessors", BadAccessors},
	{"RangedAccessorBounds", RangedAccessorBounds},
	{"BadCommandGroups", BadCommandGroups},
	{"BadAPIUse", BadAPIUse},
	{"BadReductions", BadReductions},
	{"BuildError", BuildError},
	{"MissingImplementation", MissingImplementation},
	{"NativePanic", NativePanic},
	{"NativeBarrierFailures", NativeBarrierFailures},
	// Faults in co-executed launches (they install process-wide fault
	// hooks: do not run them in parallel with other tests).
	{"FaultUnitFails", FaultUnitFails},
	{"FaultHang", FaultHang},
	{"FaultDeviceLost", FaultDeviceLost},
	{"FaultCallbackPanics", FaultCallbackPanics},
	{"FaultBadInputs", FaultBadInputs},
}

// Run runs every conformance test on dev, each as a subtest.
func Run(t *testing.T, dev *sycl.Device) {
	require.NotNil(t, dev, "testsuite.Run needs a device")
	for _, tc := range Tests {
		t.Run(tc.Name, func(t *testing.T) { tc.Func(t, dev) })
	}
}

// newQueue returns a queue on dev that is closed when the test ends; the
// close reports asynchronous errors that the test did not collect.
func newQueue(t *testing.T, dev *sycl.Device, opts ...sycl.QueueOption) *sycl.Queue {
	t.Helper()
	q, err := sycl.NewQueueOn(dev, opts...)
	require.NoError(t, err)
	t.Cleanup(func() {
		if err := q.Close(); err != nil {
			t.Errorf("closing the queue on %v: unexpected asynchronous error: %v", dev, err)
		}
	})
	return q
}

// otherDevices returns the visible devices (see sycl.Devices and
// GOSYCL_DEVICE) other than dev.
func otherDevices(t *testing.T, dev *sycl.Device) []*sycl.Device {
	t.Helper()
	devs, err := sycl.Devices()
	require.NoError(t, err)
	var out []*sycl.Device
	for _, d := range devs {
		if d != dev {
			out = append(out, d)
		}
	}
	return out
}

// submit submits a command group and fails the test on a submission error.
func submit(t *testing.T, q *sycl.Queue, cgf func(h *sycl.Handler)) *sycl.Event {
	t.Helper()
	ev, err := q.Submit(cgf)
	require.NoError(t, err)
	return ev
}

// wait waits for ev and fails the test on its error.
func wait(t *testing.T, ev *sycl.Event) {
	t.Helper()
	require.NoError(t, ev.Wait())
}

// iota32 returns base, base+1, ..., base+n-1.
func iota32(n int, base int32) []int32 {
	s := make([]int32, n)
	for i := range s {
		s[i] = base + int32(i)
	}
	return s
}

// filled returns n copies of v.
func filled[T any](n int, v T) []T {
	s := make([]T, n)
	for i := range s {
		s[i] = v
	}
	return s
}

// isOpenCL reports whether dev is an OpenCL device (buffers then move
// between host and device, and Stats count the transfers).
func isOpenCL(dev *sycl.Device) bool { return !dev.IsNative() }
