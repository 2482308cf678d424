package buffer_test

// This file tests what an accessor gives the runtime: its memory use,
// made once when the accessor is.

import (
	"strings"
	"testing"

	"github.com/gosycl/gosycl/buffer"
)

// TestAccessorUse: an accessor's Use is its buffer's byte range in its
// mode, with a typed view of the whole host slice; reading it again
// allocates nothing (the runtime reads it several times per command); a
// refused accessor carries its error, and a zero one says so.
func TestAccessorUse(t *testing.T) {
	data := make([]float32, 100)
	b := buffer.New(data)
	defer b.Close()
	for _, c := range []struct {
		name   string
		a      buffer.Accessor[float32]
		lo, hi int
	}{
		{"read, whole", buffer.Read(nil, b), 0, 400},
		{"write, ranged", buffer.Write(nil, b, buffer.Range(10, 20)), 40, 120},
		{"discard write, empty range", buffer.DiscardWrite(nil, b, buffer.Range(100, 0)), 400, 400},
	} {
		u := c.a.MemoryUse()
		if u.Err != nil || u.Lo != c.lo || u.Hi != c.hi {
			t.Errorf("%s: Use [%d,%d) err %v, want [%d,%d)", c.name, u.Lo, u.Hi, u.Err, c.lo, c.hi)
			continue
		}
		view, ok := u.Typed().([]float32)
		if !ok || len(view) != len(data) || &view[0] != &data[0] {
			t.Errorf("%s: Typed gives %T of %d elements, want the host slice", c.name, u.Typed(), len(view))
		}
		if n := testing.AllocsPerRun(100, func() { _ = c.a.MemoryUse() }); n != 0 {
			t.Errorf("%s: MemoryUse allocates %v times a call, want 0", c.name, n)
		}
	}
	if u := buffer.Read(nil, b, buffer.Range(90, 20)).MemoryUse(); u.Err == nil {
		t.Error("a range past the buffer's end: no error in its Use")
	}
	var zero buffer.Accessor[float32]
	if u := zero.MemoryUse(); u.Err == nil {
		t.Error("a zero Accessor: no error in its Use")
	}
	if u := buffer.Read(nil, &buffer.Buffer[float32]{}).MemoryUse(); u.Err == nil || !strings.Contains(u.Err.Error(), "zero Buffer") {
		t.Errorf("an accessor of a zero Buffer: Use error %v, want one naming the zero Buffer", u.Err)
	}
}
