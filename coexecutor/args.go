package coexecutor

// This file holds the typed memory arguments of co-executed launches:
// Global[T] and the roles In, Out, InOut and InPart that wrap one.

import (
	"errors"

	"github.com/gosycl/gosycl/internal/memory"
)

// Global is global memory holding elements of T that a co-executed launch
// takes for a global or reduction parameter: a *buffer.Buffer[T], a
// usm.Ptr[T], or In, Out, InOut or InPart of one. The typed launches kgen
// generates (KKernel.Launch) take Global[T] parameters, so that memory of
// the wrong element type is a compile error; anything else that has the
// method (an accessor, a USM region) is refused by the launch before any
// package runs.
type Global[T any] interface {
	GlobalElem(T)
}

// arg is a role (or the error making it) for memory of T.
type arg[T any] struct {
	r   role
	err error
}

// GlobalElem marks arg[T] as Global[T].
func (arg[T]) GlobalElem(T) {}

func (a arg[T]) unwrap() (role, error) { return a.r, a.err }

// wrapped is an arg[T] of any T.
type wrapped interface{ unwrap() (role, error) }

func newArg[T any](m Global[T], mode memory.Mode, out bool) arg[T] {
	r, err := newRole(m, mode, out)
	return arg[T]{r, err}
}

// In passes a buffer or USM pointer the kernel only reads: it reaches each
// device whole, once per launch. A launch of a kernel that writes the
// parameter (as kgen records it) fails before any package runs.
func In[T any](m Global[T]) Global[T] { return newArg(m, memory.Read, false) }

// Out passes memory whose elements the kernel overwrites in each
// work-item's own region (discard-write: nothing is copied in). A launch
// of a kernel that reads the parameter (as kgen records it: a read of an
// element the work-item wrote before, on every way to the read, is not
// counted) fails before any package runs: pass InOut.
func Out[T any](m Global[T]) Global[T] { return newArg(m, memory.DiscardWrite, true) }

// InOut passes memory the kernel reads and writes in each work-item's own
// region.
func InOut[T any](m Global[T]) Global[T] { return newArg(m, memory.ReadWrite, true) }

// InPart passes memory the kernel only reads, of which a package reads
// only elements [lo, hi) as part says (indices stay global: the kernel
// indexes the whole memory). Only that part reaches the package's device,
// so a device with a small share of the launch moves a small share of the
// input, for reads kgen's footprints cannot bound (memory passed bare
// follows them: affine indices, and indices loaded from memory the kernel
// does not write, such as a sparse matrix's nonzeros between its rows'
// pointers). The package's rows are [p.Offset, p.Offset+p.Size) along
// dimension 0. part
// is called for each package, from the units' goroutines (concurrently),
// before the package is submitted: a part outside the memory, or a panic,
// fails the launch, and that package does not run. Like In, it fails a
// launch of a kernel that writes the parameter.
func InPart[T any](m Global[T], part func(p Package) (lo, hi int)) Global[T] {
	if part == nil {
		return arg[T]{err: errors.New("InPart with a nil part function")}
	}
	a := newArg(m, memory.Read, false)
	a.r.part = part
	return a
}
