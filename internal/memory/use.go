package memory

import "reflect"

// Elems is the element count of the whole memory (global indexing).
func (u Use) Elems() int {
	sz := int(u.Elem.Size())
	if sz == 0 {
		return 0
	}
	if u.Buf != nil {
		return u.Buf.Size / sz
	}
	return u.Alloc.Size / sz
}

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
	// View makes a []Elem of bytes (a USM allocation's shadow copy).
	View func([]byte) any
	Err  error // the accessor or pointer is invalid
}
