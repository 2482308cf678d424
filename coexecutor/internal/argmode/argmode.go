// Package argmode lets coexecutor/cluster read what coexecutor.In, Out and
// InOut wrap: the memory and the access mode a caller chose for it.
package argmode

import (
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// Wrapped is what a coexecutor argument wrapper holds.
type Wrapped struct {
	Mem  any         // the *buffer.Buffer[T] or usm.Ptr[T] wrapped
	Mode memory.Mode // Read (In), DiscardWrite (Out), ReadWrite (InOut)
	Part bool        // an InPart: read only in the part its function gives
	Err  error       // the wrapper's own error (a nil part function, memory of another kind)
}

// Of reports what a wraps, and whether a is such a wrapper; package
// coexecutor sets it when it is initialised.
var Of = func(a any) (Wrapped, bool) { return Wrapped{}, false }

// Contradiction says what is wrong with memory passed in mode (an InPart
// when part) for a parameter the kernel uses as access says, or "": In or
// InPart of memory the kernel writes, whose writes reach the memory on a
// device that computes on it in place and are lost on one with memory of
// its own, and Out of memory it reads, whose reads see the old contents
// or none. Either would give results that differ by device.
func Contradiction(mode memory.Mode, part bool, access sycl.Access) string {
	switch {
	case mode == memory.Read && access&sycl.Writes != 0 && part:
		return "coexecutor.InPart, but the kernel writes it"
	case mode == memory.Read && access&sycl.Writes != 0:
		return "coexecutor.In, but the kernel writes it"
	case mode == memory.DiscardWrite && access&sycl.Reads != 0:
		return "coexecutor.Out, but the kernel reads it"
	}
	return ""
}
