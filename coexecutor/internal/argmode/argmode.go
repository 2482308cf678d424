// Package argmode lets coexecutor/cluster read what coexecutor.In, Out and
// InOut wrap: the memory and the access mode a caller chose for it.
package argmode

import "github.com/gosycl/gosycl/internal/memory"

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
