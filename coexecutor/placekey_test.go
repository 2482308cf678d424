package coexecutor

import (
	"testing"

	"github.com/gosycl/gosycl/internal/memory"
)

// TestPlaceKeyServes: a kept placement serves a launch of the same space
// and arguments; where it bounds reads by loaded elements, only while the
// buffers that hold them keep their stamps, and never where one of them
// is not a buffer (unstamped).
func TestPlaceKeyServes(t *testing.T) {
	b := memory.NewBuffer(make([]byte, 8))
	before := b.Stamp()
	if b.Stamp() != before {
		t.Fatal("a stamp changed with no access")
	}
	b.Redefine(0, 8)
	after := b.Stamp()
	if after == before {
		t.Fatal("a redefinition left the stamp")
	}
	shape := func(stamps ...memory.Stamp) placeKey {
		return placeKey{args: []placeArg{{val: 8, mem: true}}, loaded: stamps, stamped: stamps != nil}
	}
	other := placeKey{args: []placeArg{{val: 16, mem: true}}, loaded: []memory.Stamp{before}, stamped: true}
	for _, tc := range []struct {
		name         string
		kept, launch placeKey
		bySlab, want bool
	}{
		{"same stamps, by slab", shape(before), shape(before), true, true},
		{"a loaded buffer written, by slab", shape(before), shape(after), true, false},
		{"a loaded buffer written, not by slab", shape(before), shape(after), false, true},
		{"loaded memory not a buffer, by slab", shape(), shape(), true, false},
		{"loaded memory not a buffer, not by slab", shape(), shape(), false, true},
		{"another length", shape(before), other, false, false},
	} {
		if got := tc.kept.serves(tc.launch, tc.bySlab); got != tc.want {
			t.Errorf("%s: serves %v, want %v", tc.name, got, tc.want)
		}
	}
}
