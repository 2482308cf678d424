package usm

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"unsafe"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// Kind is an allocation kind.
type Kind uint8

// Allocation kinds, as in SYCL 2020.
const (
	Device Kind = iota + 1 // device memory; the host reaches it with Memcpy only
	Host                   // host memory the device can read and write
	Shared                 // migrates between host and device as each needs it
)

// String returns the kind's name ("device", "host", "shared").
func (k Kind) String() string { return memory.Kind(k).String() }

// Strategy is how an allocation is realised on its device.
type Strategy uint8

// Allocation strategies.
const (
	// GoMemory: the native device; the allocation is an ordinary Go slice.
	GoMemory Strategy = iota + 1
	// FineSVM: fine-grained SVM; host and device use it directly.
	FineSVM
	// CoarseSVM: coarse-grained SVM; host access needs the range mapped,
	// so host and shared allocations are kept mapped while no kernel uses
	// them and unmapped for the kernels that do.
	CoarseSVM
	// Emulated: a device without SVM; a device buffer holds the device copy
	// and, for host and shared allocations, a host mirror is copied in
	// before each kernel that uses it and back after.
	Emulated
)

// The kinds and strategies are the runtime's: the build breaks here if
// they differ.
var _ = [1]struct{}{}[max(Device-Kind(memory.KindDevice), Kind(memory.KindDevice)-Device)+
	max(Shared-Kind(memory.KindShared), Kind(memory.KindShared)-Shared)+
	Kind(max(GoMemory-Strategy(memory.GoMemory), Strategy(memory.GoMemory)-GoMemory)+
		max(Emulated-Strategy(memory.Emulated), Strategy(memory.Emulated)-Emulated))]

// String returns the strategy's name ("fine-grained SVM", ...).
func (s Strategy) String() string {
	if s > Emulated {
		return fmt.Sprintf("Strategy(%d)", uint8(s))
	}
	return memory.Strategy(s).String()
}

// Errors callers can test with errors.Is. The errors the package returns
// wrap them, with the "usm: " prefix and what was being done; a closed
// queue's error wraps sycl.ErrQueueClosed.
var (
	// ErrFreed: the allocation was freed (Free has been called).
	ErrFreed = memory.ErrFreed
	// ErrDataLost is wrapped by the error of a launch that failed and left
	// bytes of an allocation neither as before it nor as it would have
	// written them (a failed device's copy of them reached the host's);
	// the error names the bytes. It is buffer.ErrDataLost.
	ErrDataLost = memory.ErrDataLost
	// ErrDoubleFree: Free of an allocation already freed.
	ErrDoubleFree = memory.ErrDoubleFree
	// ErrNoHostView: Slice of a device allocation.
	ErrNoHostView = memory.ErrNotHostView
	// ErrOtherDevice: an allocation used with a queue on a device that
	// cannot reach it.
	ErrOtherDevice = errors.New("allocation used with a queue on another device")
	// ErrSize: an element count that is not positive, a size that
	// overflows, one above the device's maximum allocation, or an element
	// type of size zero.
	ErrSize = errors.New("bad allocation size")
	// ErrZeroPtr: a zero Ptr, not made by MallocDevice, MallocHost or
	// MallocShared.
	ErrZeroPtr = memory.ErrZeroPtr
)

// Ptr is a typed USM allocation of n elements on one device. It is a
// kernel argument for kernels on that device; host and shared allocations
// are also one for the native device, and, by regions (Region), for any
// device (see the package doc).
type Ptr[T any] struct {
	a *memory.Alloc
	n int
	*usmArg
}

// MallocDevice allocates n elements of device memory on q's device.
func MallocDevice[T any](q *sycl.Queue, n int) (Ptr[T], error) { return malloc[T](q, n, Device) }

// MallocHost allocates n elements of host memory that q's device can use.
func MallocHost[T any](q *sycl.Queue, n int) (Ptr[T], error) { return malloc[T](q, n, Host) }

// MallocShared allocates n elements that migrate between the host and q's device.
func MallocShared[T any](q *sycl.Queue, n int) (Ptr[T], error) { return malloc[T](q, n, Shared) }

func malloc[T any](q *sycl.Queue, n int, k Kind) (Ptr[T], error) {
	if err := q.Err(); err != nil {
		return Ptr[T]{}, fmt.Errorf("usm: malloc_%s: %w", k, err)
	}
	var z T
	sz := int(unsafe.Sizeof(z))
	switch {
	case n <= 0:
		return Ptr[T]{}, fmt.Errorf("usm: malloc_%s of %d elements: %w: the count must be positive", k, n, ErrSize)
	case sz == 0:
		return Ptr[T]{}, fmt.Errorf("usm: malloc_%s of %T: %w: the element type has size zero", k, z, ErrSize)
	case n > math.MaxInt/sz:
		return Ptr[T]{}, fmt.Errorf("usm: malloc_%s of %d elements of %d bytes: %w: the size overflows", k, n, sz, ErrSize)
	case hasPointers(reflect.TypeFor[T]()):
		// The garbage collector does not see pointers kept in USM memory.
		return Ptr[T]{}, fmt.Errorf("usm: malloc_%s of %v: the element type holds Go pointers, which USM memory cannot keep", k, reflect.TypeFor[T]())
	}
	dev := q.Device()
	if lim := dev.Info().MaxAllocSize; lim > 0 && int64(n*sz) > lim {
		return Ptr[T]{}, fmt.Errorf("usm: malloc_%s of %d bytes: %w: it exceeds %s's maximum allocation of %d bytes", k, n*sz, ErrSize, dev.Name(), lim)
	}
	a, err := memory.NewAlloc(memory.LocationOf(dev), memory.Kind(k), n*sz)
	if err != nil {
		return Ptr[T]{}, fmt.Errorf("usm: malloc_%s of %d bytes on %s: %w", k, n*sz, dev.Name(), err)
	}
	return newPtr[T](a, n), nil
}

// hasPointers reports whether values of t hold Go pointers.
func hasPointers(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Array:
		return t.Len() > 0 && hasPointers(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if hasPointers(t.Field(i).Type) {
				return true
			}
		}
		return false
	case reflect.Pointer, reflect.UnsafePointer, reflect.Map, reflect.Chan, reflect.Func,
		reflect.Interface, reflect.Slice, reflect.String:
		return true
	}
	return false
}

// Len returns the number of elements.
func (p Ptr[T]) Len() int { return p.n }

// Kind returns the allocation kind (0 for a zero Ptr).
func (p Ptr[T]) Kind() Kind {
	if p.a == nil {
		return 0
	}
	return Kind(p.a.Kind)
}

// Strategy says how the allocation is realised on its device (0 for a
// zero Ptr).
func (p Ptr[T]) Strategy() Strategy {
	if p.a == nil {
		return 0
	}
	return Strategy(p.a.Strategy)
}

// Pinned reports whether the allocation's host memory is pinned
// (page-locked), so that a GPU copies it at the link's speed: host and
// shared allocations are, where a GPU is present, except fine-grained SVM
// (docs/runtime.md, Unified Shared Memory).
func (p Ptr[T]) Pinned() bool { return p.a != nil && p.a.Pinned() }

// Slice returns the host view of a host or shared allocation. It must not
// be touched while a kernel that uses the allocation runs, nor after Free.
func (p Ptr[T]) Slice() ([]T, error) {
	if p.a == nil {
		return nil, fmt.Errorf("usm: Slice: %w", ErrZeroPtr)
	}
	b, err := p.a.HostBytes()
	if err != nil {
		return nil, fmt.Errorf("usm: %w", err)
	}
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(b))), p.n), nil
}

// Free releases the allocation once the commands already submitted with
// it have finished: it refuses new commands at once (ErrFreed), waits for
// those, whatever their outcome (their events report it), and then
// releases the memory; the devices keep their copies of it for the next
// allocation of the same size unless one of those commands failed
// (docs/runtime.md, "Device memory is recycled"). Using p afterwards,
// or freeing it again, is an error. Free blocks: do not call it from a
// host task that a command using p waits for.
func (p Ptr[T]) Free() error {
	if p.a == nil {
		return fmt.Errorf("usm: Free: %w", ErrZeroPtr)
	}
	if err := p.a.Free(); err != nil {
		return fmt.Errorf("usm: %w", err)
	}
	return nil
}

// Free releases p (SYCL's sycl::free(p, q)).
func Free[T any](p Ptr[T]) error { return p.Free() }

var _ sycl.Global[float32] = Ptr[float32]{}

// GlobalElem marks Ptr[T] as global memory of T (sycl.Global[T]).
func (Ptr[T]) GlobalElem(T) {}

// newPtr is the Ptr of n elements of a, with its source.
func newPtr[T any](a *memory.Alloc, n int) Ptr[T] {
	p := Ptr[T]{a: a, n: n}
	p.usmArg = &usmArg{F: p.memoryUse, R: func(off, n int, mode memory.Mode) any { return p.Region(off, n, buffer.Mode(mode)) }}
	return p
}

// usmArg gives Ptr and Region the MemoryUse (and Ptr the MemoryRegion)
// the runtime reads.
type usmArg = memory.USMArg

// memoryUse is the pointer's Use (its MemoryUse, through usmArg).
func (p Ptr[T]) memoryUse() memory.Use {
	if p.a == nil {
		return memory.Use{Err: fmt.Errorf("usm: %w", ErrZeroPtr)}
	}
	if err := p.a.Check(); err != nil {
		return memory.Use{Err: fmt.Errorf("usm: %w", err)}
	}
	return memory.Use{Alloc: p.a, Elem: reflect.TypeFor[T](), Typed: func() any { return p.view(p.a.View()) }, View: p.view}
}

func (p Ptr[T]) view(b []byte) any {
	if b == nil {
		return []T(nil)
	}
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(b))), p.n)
}

// Region is p accessed in mode over elements [off, off+n): the kernel
// reads and writes no other element (indices stay those of the whole
// allocation). A device that cannot address the allocation works on a copy
// of the regions its kernels name (see the package doc); a co-executed
// launch gives each package its region. It is a sycl.Global[T], a kernel
// argument like p itself.
func (p Ptr[T]) Region(off, n int, mode buffer.Mode) Region[T] {
	r := Region[T]{p: p, off: off, n: n, mode: memory.Mode(mode)}
	if p.usmArg != nil {
		r.usmArg = &usmArg{F: r.memoryUse}
	}
	return r
}

// Region is a part of an allocation with an access mode (see Ptr.Region).
type Region[T any] struct {
	p      Ptr[T]
	off, n int
	mode   memory.Mode
	*usmArg
}

var _ sycl.Global[float32] = Region[float32]{}

// GlobalElem marks Region[T] as global memory of T (sycl.Global[T]).
func (r Region[T]) GlobalElem(T) {}

// memoryUse is the region's Use (its MemoryUse, through usmArg).
func (r Region[T]) memoryUse() memory.Use {
	u := r.p.memoryUse()
	if u.Err != nil {
		return u
	}
	if r.off < 0 || r.n < 0 || r.off > r.p.n-r.n {
		return memory.Use{Err: fmt.Errorf("usm: region [%d,%d) outside the allocation's %d elements", r.off, r.off+r.n, r.p.n)}
	}
	if r.mode < memory.Read || r.mode > memory.DiscardWrite {
		return memory.Use{Err: fmt.Errorf("usm: region with an invalid access mode %v", r.mode)}
	}
	var z T
	sz := int(unsafe.Sizeof(z))
	u.Lo, u.Hi, u.Mode = r.off*sz, (r.off+r.n)*sz, r.mode
	return u
}

func (p Ptr[T]) checkQueue(q *sycl.Queue) error {
	if err := q.Err(); err != nil {
		return fmt.Errorf("usm: %w", err)
	}
	if p.a == nil {
		return fmt.Errorf("usm: %w", ErrZeroPtr)
	}
	if err := p.a.Check(); err != nil {
		return fmt.Errorf("usm: %w", err)
	}
	if loc := memory.LocationOf(q.Device()); loc != p.a.Dev && !(loc == nil && p.a.Kind != memory.KindDevice) {
		return fmt.Errorf("usm: %w: a %s allocation on %s with a queue on %s", ErrOtherDevice, p.a.Kind, memory.LocName(p.a.Dev), q.Device().Name())
	}
	return nil
}

// CopyFromHost copies src into p (from element 0).
func CopyFromHost[T any](q *sycl.Queue, p Ptr[T], src []T, deps ...*sycl.Event) (*sycl.Event, error) {
	if err := p.checkQueue(q); err != nil {
		return nil, err
	}
	if len(src) > p.n {
		return nil, fmt.Errorf("usm: copying %d elements into an allocation of %d", len(src), p.n)
	}
	var z T
	return q.Memcpy(p, src, len(src)*int(unsafe.Sizeof(z)), deps...)
}

// CopyToHost copies p into dst.
func CopyToHost[T any](q *sycl.Queue, dst []T, p Ptr[T], deps ...*sycl.Event) (*sycl.Event, error) {
	if err := p.checkQueue(q); err != nil {
		return nil, err
	}
	if len(dst) > p.n {
		return nil, fmt.Errorf("usm: copying %d elements from an allocation of %d", len(dst), p.n)
	}
	var z T
	return q.Memcpy(dst, p, len(dst)*int(unsafe.Sizeof(z)), deps...)
}

// Copy copies src into dst (SYCL's queue::copy between USM pointers).
func Copy[T any](q *sycl.Queue, dst, src Ptr[T], deps ...*sycl.Event) (*sycl.Event, error) {
	for _, p := range []Ptr[T]{dst, src} {
		if err := p.checkQueue(q); err != nil {
			return nil, err
		}
	}
	var z T
	return q.Memcpy(dst, src, min(dst.n, src.n)*int(unsafe.Sizeof(z)), deps...)
}

// Fill sets every element of p to v.
func Fill[T any](q *sycl.Queue, p Ptr[T], v T, deps ...*sycl.Event) (*sycl.Event, error) {
	if err := p.checkQueue(q); err != nil {
		return nil, err
	}
	return q.Fill(p, v, deps...)
}

// Memset sets every byte of p to b.
func Memset[T any](q *sycl.Queue, p Ptr[T], b byte, deps ...*sycl.Event) (*sycl.Event, error) {
	if err := p.checkQueue(q); err != nil {
		return nil, err
	}
	// A fill with a T whose every byte is b: one command that Free waits for.
	var v T
	pat := unsafe.Slice((*byte)(unsafe.Pointer(&v)), unsafe.Sizeof(v))
	for i := range pat {
		pat[i] = b
	}
	return q.Fill(p, v, deps...)
}

// Prefetch moves a shared allocation towards q's device ahead of use. For
// host and device allocations, and where the device migrates shared
// memory by itself, it only orders: its event completes once deps have.
func Prefetch[T any](q *sycl.Queue, p Ptr[T], deps ...*sycl.Event) (*sycl.Event, error) {
	if err := p.checkQueue(q); err != nil {
		return nil, err
	}
	return q.Submit(func(h *sycl.Handler) {
		h.DependsOn(deps...)
		if p.a.Kind == memory.KindShared && p.a.Strategy == memory.FineSVM && memory.LocationOf(q.Device()) == p.a.Dev {
			h.Require(p) // a host task the allocation's Free waits for
			h.HostTask(p.a.Prefetch)
		}
	})
}
