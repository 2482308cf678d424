package opencl

import (
	"fmt"
	"slices"
	"testing"
	"unsafe"
)

// Freed pinned memory is the next PinnedAlloc of its size on its device:
// the same bytes, pinned again, not counted live while kept; another size
// gets new memory; DrainPinned unmaps and releases what is kept.
func TestPinnedKept(t *testing.T) {
	for _, d := range devices(t) {
		d.DrainPinned()
		defer PinWith(d)()
		before := Live()
		p, err := PinnedAlloc(1 << 20)
		if err != nil {
			t.Fatal(err)
		}
		addr := unsafe.SliceData(p.Bytes())
		p.Bytes()[5] = 42
		p.Free()
		if n, bytes := d.KeptPinned(); n != 1 || bytes != 1<<20 {
			t.Fatalf("%s: keeps %d allocations, %d bytes; want 1, %d", d.info.Name, n, bytes, 1<<20)
		}
		if after := Live(); after != before {
			t.Fatalf("%s: live %+v with one kept, %+v before", d.info.Name, after, before)
		}
		other, err := PinnedAlloc(2 << 20)
		if err != nil {
			t.Fatal(err)
		}
		if unsafe.SliceData(other.Bytes()) == addr {
			t.Fatalf("%s: memory of another size reused", d.info.Name)
		}
		again, err := PinnedAlloc(1 << 20)
		if err != nil {
			t.Fatal(err)
		}
		b := again.Bytes()
		if unsafe.SliceData(b) != addr || len(b) != 1<<20 {
			t.Fatalf("%s: the kept memory was not reused", d.info.Name)
		}
		if b[5] != 42 {
			t.Errorf("%s: reused memory holds %d, want the last owner's 42", d.info.Name, b[5])
		}
		if !IsPinned(b) {
			t.Errorf("%s: reused memory not pinned", d.info.Name)
		}
		p.Free() // the first owner's second Free does nothing to the second's
		if n, _ := d.KeptPinned(); n != 0 || !IsPinned(b) {
			t.Fatalf("%s: a second Free of the first owner took the memory back (%d kept)", d.info.Name, n)
		}
		again.Free()
		other.Free()
		if n, bytes := d.KeptPinned(); n != 2 || bytes != 3<<20 {
			t.Fatalf("%s: keeps %d allocations, %d bytes; want 2, %d", d.info.Name, n, bytes, 3<<20)
		}
		d.DrainPinned()
		if n, bytes := d.KeptPinned(); n != 0 || bytes != 0 {
			t.Fatalf("%s: keeps %d allocations, %d bytes after DrainPinned", d.info.Name, n, bytes)
		}
		if after := Live(); after != before {
			t.Fatalf("%s: live %+v after, %+v before", d.info.Name, after, before)
		}
	}
}

// What a device keeps is bounded by its share of its global memory
// (1/RecycleShare), the oldest of that device's allocations evicted
// first, other devices' untouched; one larger than the share is not kept.
func TestKeepPinnedBound(t *testing.T) {
	a := &Device{info: Info{GlobalMem: 1000 * RecycleShare}} // keeps 1000 bytes
	b := &Device{info: Info{GlobalMem: 1000 * RecycleShare}}
	sizes := func(rel []pinnedMem) []int {
		var s []int
		for _, k := range rel {
			s = append(s, len(k.b))
		}
		return s
	}
	for _, tc := range []struct {
		d       *Device
		n       int   // bytes freed
		release []int // sizes released, in order
		count   int   // allocations kept after, both devices
	}{
		{a, 400, nil, 1},
		{b, 900, nil, 2},
		{a, 500, nil, 3},              // a: 900 of 1000
		{a, 300, []int{400}, 3},       // a: 1200 over: its oldest goes
		{a, 1001, []int{1001}, 3},     // over the share alone: not kept
		{a, 1000, []int{500, 300}, 2}, // a's two others go; b's stays
		{b, 200, []int{900}, 2},       // b: 1100 over: its 900 goes
	} {
		rel := tc.d.keepPinned(pinnedMem{b: make([]byte, tc.n)})
		if got := sizes(rel); !slices.Equal(got, tc.release) {
			t.Errorf("keeping %d bytes: released %v, want %v", tc.n, got, tc.release)
		}
		na, _ := a.KeptPinned()
		nb, _ := b.KeptPinned()
		if n := na + nb; n != tc.count {
			t.Errorf("keeping %d bytes: %d kept, want %d", tc.n, n, tc.count)
		}
	}
	if k, ok := a.pinnedKept.take(1000); !ok || len(k.b) != 1000 {
		t.Errorf("a.pinnedKept.take(1000) = %d bytes, %v", len(k.b), ok)
	}
	if _, ok := a.pinnedKept.take(200); ok {
		t.Error("a.pinnedKept.take(200) found b's allocation")
	}
}

// BenchmarkPinnedAllocFree: a 64 MiB pinned allocation and its Free, on
// every device in turn (PinWith), with the freed memory kept for the next
// allocation (the default) and with nothing kept (each allocation maps
// new memory and each Free unmaps it).
func BenchmarkPinnedAllocFree(b *testing.B) {
	for _, d := range devices(b) {
		for _, keep := range []bool{true, false} {
			b.Run(fmt.Sprintf("%s/keep=%v", benchDevName(d), keep), func(b *testing.B) {
				defer PinWith(d)()
				d.DrainPinned()
				defer d.DrainPinned()
				if p, err := PinnedAlloc(benchBytes); err == nil {
					p.Free() // kept where keep is set: the loop measures reuse
				}
				for b.Loop() {
					p, err := PinnedAlloc(benchBytes)
					if err != nil {
						b.Fatal(err)
					}
					p.Free()
					if !keep {
						d.DrainPinned()
					}
				}
			})
		}
	}
}
