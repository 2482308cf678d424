package memory

import "reflect"

// Use is one use of memory by a command: a byte range of a buffer in a
// mode, or a USM allocation. Elem is the element type and Typed a []Elem
// over the whole memory for native kernels (nil where the memory has no
// host view).
type Use struct {
	Buf    *Buffer
	Lo, Hi int
	Mode   Mode
	Alloc  *Alloc
	Elem   reflect.Type
	Typed  func() any
	Err    error // the accessor or pointer is invalid
}
