package sycl

import "fmt"

// AtomicUse is what a kernel does with atomics (package sycl/atomic) to
// a memory parameter; cmd/kgen records it.
type AtomicUse struct {
	// Op is the one operation ("add", "min", "max", "and", "or", "xor")
	// of every atomic update to global memory, when the kernel discards
	// their old values and touches the memory in no other way: devices
	// may then each update a copy of their own, starting at the
	// operation's identity, merged into the memory at the end (as
	// coexecutor.LaunchKernel does). Empty otherwise, and Why says why,
	// with the position of the cause.
	Op, Why string
	// Bits64: some update is 64-bit, which OpenCL devices run only with
	// cl_khr_int64_base_atomics.
	Bits64 bool
}

// checkAtomics refuses a kernel whose atomics the device cannot run.
func (k *Kernel) checkAtomics(d *Device) error {
	for _, p := range k.Params {
		if p.Atomics != nil && p.Atomics.Bits64 && !d.info.Int64Atomics {
			return fmt.Errorf("sycl: kernel %s: parameter %s: 64-bit atomics need cl_khr_int64_base_atomics, which %s does not support", k.where(), p.Name, d.info.Name)
		}
	}
	return nil
}
