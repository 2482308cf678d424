package buffer

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"unsafe"

	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// Stats counts a buffer's transfers between host and devices.
type Stats struct {
	HostToDevice, DeviceToHost           int // transfers
	BytesHostToDevice, BytesDeviceToHost int64
	BytesDeviceToDevice                  int64
}

// Errors callers can test with errors.Is; the errors of the package, and
// those of commands that use buffers, wrap them.
var (
	// ErrClosed: the buffer was closed; it takes no more commands or host
	// accessors.
	ErrClosed = memory.ErrClosed
	// ErrDataLost: a command that wrote part of the data failed, leaving
	// it undefined (see the package doc, Lost data). The failed command's
	// error is in the chain too.
	ErrDataLost = memory.ErrDataLost
	// ErrHostChanged: with GOSYCL_CHECK=host, the host slice of a buffer
	// was changed outside a host accessor while the buffer was open (see
	// the package doc, Host access).
	ErrHostChanged = memory.ErrHostChanged
)

// Buffer is data that kernels on any device can use through accessors. The
// runtime keeps a copy on each device that uses it and moves only the
// ranges that are stale there.
//
// While the buffer is open its host slice belongs to the runtime: read it
// through a HostAccessor, or after Close.
type Buffer[T any] struct {
	core *memory.Buffer
	data []T
	// typed gives data as an any (memory.Use.Typed), made once: every
	// accessor's Use shares it.
	typed func() any
}

// newBuffer is the Buffer over core whose host view is data.
func newBuffer[T any](core *memory.Buffer, data []T) *Buffer[T] {
	view := any(data)
	return &Buffer[T]{core: core, data: data, typed: func() any { return view }}
}

// New returns a buffer over data. The data are current in data again after
// Close, or while a HostAccessor is open.
//
// A GPU copies a Go slice through pinned staging memory: each byte
// crosses the host's memory three times (read from data, written to the
// staging memory, read by the DMA), so a launch's copies in and its
// copies out share the host's memory bandwidth, and each runs slower
// than from pinned memory. Data that move to or from a GPU in every
// launch move faster from NewSized's storage or USM.
func New[T any](data []T) *Buffer[T] {
	return newBuffer(memory.NewBuffer(bytesOf(data)), data)
}

// NewSized returns a buffer of n zero elements with storage of its own.
// Where a GPU is present, and T holds no Go pointers, the storage is
// pinned host memory, which GPUs copy at the link's full speed (a slice
// given to New is copied through pinned staging memory instead). The
// storage is freed by Close: the slices its host accessors gave are not
// used after it.
func NewSized[T any](n int) (*Buffer[T], error) {
	var z T
	if n < 0 {
		return nil, fmt.Errorf("buffer: negative size %d", n)
	}
	sz := int(unsafe.Sizeof(z))
	if sz > 0 && n > math.MaxInt/sz {
		return nil, fmt.Errorf("buffer: NewSized of %d elements of %d bytes: the size overflows", n, sz)
	}
	if n == 0 || sz == 0 || hasPointers(reflect.TypeFor[T]()) {
		return New(make([]T, n)), nil
	}
	core, err := memory.NewOwnedBuffer(n * sz)
	if err != nil {
		return nil, fmt.Errorf("buffer: NewSized of %d elements: %w", n, err)
	}
	return newBuffer(core, unsafe.Slice((*T)(unsafe.Pointer(&core.Host[0])), n)), nil
}

// hasPointers reports whether values of t hold pointers the garbage
// collector must see.
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
	case reflect.Pointer, reflect.UnsafePointer, reflect.Slice, reflect.String, reflect.Map,
		reflect.Chan, reflect.Func, reflect.Interface:
		return true
	}
	return false
}

// Pinned reports whether the buffer's host storage is pinned memory
// (NewSized on a machine with a GPU).
func (b *Buffer[T]) Pinned() bool { return b != nil && b.core != nil && b.core.Pinned() }

func bytesOf[T any](s []T) []byte {
	if len(s) == 0 {
		return []byte{}
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), len(s)*int(unsafe.Sizeof(s[0])))
}

// GlobalElem marks *Buffer[T] as global memory of T for co-executed
// launches (coexecutor.Global[T]).
func (*Buffer[T]) GlobalElem(T) {}

// Len returns the number of elements (0 for a nil or zero Buffer).
func (b *Buffer[T]) Len() int {
	if b == nil {
		return 0
	}
	return len(b.data)
}

// Stats returns the transfers made so far.
func (b *Buffer[T]) Stats() Stats {
	if b == nil || b.core == nil {
		return Stats{}
	}
	return Stats(b.core.Stats())
}

// valid returns an error for a nil or zero Buffer.
func (b *Buffer[T]) valid(what string) error {
	switch {
	case b == nil:
		return fmt.Errorf("buffer: %s of a nil Buffer", what)
	case b.core == nil:
		return fmt.Errorf("buffer: %s of a zero Buffer (create buffers with New or NewSized)", what)
	}
	return nil
}

// Close waits for every command that uses the buffer, writes the current
// data back to the host slice and frees the device copies. It fails with
// ErrDataLost when a failed command left part of the data undefined,
// whether or not that command's error has been seen (the slice then holds
// whatever the lost part last held); the failures of commands that lost
// nothing are their events' to report. Close is idempotent: a second
// Close returns nil.
func (b *Buffer[T]) Close() error {
	if err := b.valid("Close"); err != nil {
		return err
	}
	if b.core.Closed() {
		return nil
	}
	ev := memory.NewHostEvent()
	err := b.core.HostAccess(0, b.core.Size, memory.Read, ev)
	ev.End()
	for _, e := range b.core.Pending() {
		_ = e.Wait() // their own failures are their events' to report
	}
	if err == nil {
		// A command that lost data without being a writer the host
		// access waited for (it had been superseded, say) is known now.
		err = b.core.Lost(0, b.core.Size)
	}
	b.core.Release()
	if err != nil {
		return fmt.Errorf("buffer: Close: %w", err)
	}
	return nil
}

// Span is a range of elements: an offset and a count.
type Span struct{ Off, Count int }

// Range restricts an accessor to count elements from off. Kernels still
// index the buffer with global indices; only this range is made current
// before the command and, for writes, marked as written by it.
func Range(off, count int) Span { return Span{off, count} }

// Accessor is a command group's access to a buffer, in one mode and
// optionally over a range.
type Accessor[T any] struct {
	b    *Buffer[T]
	span Span
	mode memory.Mode
	err  error
	*bufferArg
}

// bufferArg gives Accessor the MemoryUse the runtime reads.
type bufferArg = memory.BufferArg

func access[T any](h *sycl.Handler, b *Buffer[T], mode memory.Mode, r []Span) Accessor[T] {
	a := newAccessor(b, mode, r)
	a.bufferArg = &bufferArg{U: a.memoryUse()}
	if h != nil {
		h.Require(a.bufferArg) // its Use, without boxing the Accessor
	}
	return a
}

func newAccessor[T any](b *Buffer[T], mode memory.Mode, r []Span) Accessor[T] {
	a := Accessor[T]{b: b, mode: mode}
	if mode < memory.Read || mode > memory.DiscardWrite {
		a.err = fmt.Errorf("buffer: accessor with an invalid access mode %v", mode)
		return a
	}
	if b == nil {
		a.err = fmt.Errorf("buffer: %s accessor of a nil buffer", mode)
		return a
	}
	if b.core == nil {
		a.err = b.valid(mode.String() + " accessor")
		return a
	}
	a.span = Span{0, len(b.data)}
	if len(r) > 1 {
		a.err = fmt.Errorf("buffer: %s accessor given %d ranges; give at most one", mode, len(r))
	} else if len(r) == 1 {
		s := r[0]
		if s.Off < 0 || s.Count < 0 || s.Off > len(b.data)-s.Count {
			a.err = fmt.Errorf("buffer: %s accessor range [%d,%d) is outside the buffer's %d elements", mode, s.Off, s.Off+s.Count, len(b.data))
		}
		a.span = s
	}
	return a
}

// Mode is an access mode, for code that builds accessors generically.
type Mode uint8

// Access modes, as in SYCL 2020.
const (
	ModeRead Mode = iota + 1
	ModeWrite
	ModeReadWrite
	ModeDiscardWrite // write-only: the previous contents are not needed
)

// The modes are the runtime's: the build breaks here if they differ.
var _ = [1]struct{}{}[max(ModeRead-Mode(memory.Read), Mode(memory.Read)-ModeRead)+
	max(ModeDiscardWrite-Mode(memory.DiscardWrite), Mode(memory.DiscardWrite)-ModeDiscardWrite)]

// String returns the mode's name ("read", "discard_write", ...).
func (m Mode) String() string { return memory.Mode(m).String() }

// Access declares an access in mode: the generic form of Read, Write,
// ReadWrite and DiscardWrite for code that does not know T.
func (b *Buffer[T]) Access(h *sycl.Handler, mode Mode, r ...Span) sycl.MemoryArg {
	return access(h, b, memory.Mode(mode), r)
}

// Fetch makes the elements of r current in the host slice, waiting for the
// commands that write them. It fails as HostRead does.
func (b *Buffer[T]) Fetch(r Span) error {
	h, err := b.HostRead(r)
	if err != nil {
		return err
	}
	h.Close()
	return nil
}

// Read declares a read-only access. A kernel that writes the parameter
// it is bound to (as cmd/kgen records it) is refused at submission, as a
// write through a read accessor is in SYCL.
func Read[T any](h *sycl.Handler, b *Buffer[T], r ...Span) Accessor[T] {
	return access(h, b, memory.Read, r)
}

// Write declares a write access that keeps the parts it does not write.
func Write[T any](h *sycl.Handler, b *Buffer[T], r ...Span) Accessor[T] {
	return access(h, b, memory.Write, r)
}

// ReadWrite declares a read-write access.
func ReadWrite[T any](h *sycl.Handler, b *Buffer[T], r ...Span) Accessor[T] {
	return access(h, b, memory.ReadWrite, r)
}

// DiscardWrite declares a write-only access whose previous contents are not
// needed (SYCL's no_init): nothing is copied to the device for it, so an
// element the kernel reads before writing it is indeterminate, as in
// SYCL.
func DiscardWrite[T any](h *sycl.Handler, b *Buffer[T], r ...Span) Accessor[T] {
	return access(h, b, memory.DiscardWrite, r)
}

// Span returns the accessor's range.
func (a Accessor[T]) Span() Span { return a.span }

// Host returns the accessor's elements in host memory; it is valid inside
// a host task of the command group that declared the accessor (nil for an
// accessor that was refused).
func (a Accessor[T]) Host() []T {
	if a.err != nil || a.b == nil {
		return nil
	}
	return a.b.data[a.span.Off : a.span.Off+a.span.Count]
}

// memoryUse is the accessor's Use, which bufferArg keeps for its
// MemoryUse: an accessor does not change once made.
func (a Accessor[T]) memoryUse() memory.Use {
	if a.err != nil {
		return memory.Use{Err: a.err}
	}
	if a.b == nil {
		return memory.Use{Err: errors.New("buffer: zero Accessor (create accessors with buffer.Read, Write, ReadWrite or DiscardWrite)")}
	}
	var z T
	sz := int(unsafe.Sizeof(z))
	return memory.Use{
		Buf: a.b.core, Lo: a.span.Off * sz, Hi: (a.span.Off + a.span.Count) * sz, Mode: a.mode,
		Elem: reflect.TypeFor[T](), Typed: a.b.typed,
	}
}

var _ sycl.Global[float32] = Accessor[float32]{}

// GlobalElem marks Accessor[T] as global memory of T (sycl.Global[T]).
func (Accessor[T]) GlobalElem(T) {}

// HostAccessor gives the host the buffer's current data. Commands
// submitted while it is open that conflict with it wait for Close.
type HostAccessor[T any] struct {
	data []T
	ev   *memory.HostEvent
}

// HostRead opens a read-only host accessor (optionally over a range). It
// fails with ErrClosed after Close, and with ErrDataLost when a failed
// command left part of the range undefined.
func (b *Buffer[T]) HostRead(r ...Span) (*HostAccessor[T], error) {
	return b.host(memory.Read, r)
}

// HostReadWrite opens a read-write host accessor.
func (b *Buffer[T]) HostReadWrite(r ...Span) (*HostAccessor[T], error) {
	return b.host(memory.ReadWrite, r)
}

func (b *Buffer[T]) host(mode memory.Mode, r []Span) (*HostAccessor[T], error) {
	a := access(nil, b, mode, r)
	if a.err != nil {
		return nil, a.err
	}
	u := a.MemoryUse()
	ev := memory.NewHostEvent()
	if err := b.core.HostAccess(u.Lo, u.Hi, mode, ev); err != nil {
		return nil, fmt.Errorf("buffer: host accessor: %w", err)
	}
	return &HostAccessor[T]{data: a.Host(), ev: ev}, nil
}

// Slice returns the data; valid until Close.
func (h *HostAccessor[T]) Slice() []T {
	if h == nil {
		return nil
	}
	return h.data
}

// Close ends the host access; later calls do nothing.
func (h *HostAccessor[T]) Close() {
	if h != nil && h.ev != nil {
		h.ev.End()
		h.ev = nil
	}
}
