package opencl

import (
	"testing"
	"unsafe"
)

// A retired SVM allocation is the next SVMAlloc of its size and
// granularity on its device: the same memory, with the last owner's
// bytes, not counted live while kept; another size or granularity gets new
// memory; one whose commands failed is freed; DrainSVM frees what is kept.
func TestSVMKept(t *testing.T) {
	tested := 0
	for _, d := range devices(t) {
		if d.info.SVM&(SVMCoarseGrainBuffer|SVMFineGrainBuffer) == 0 {
			continue
		}
		tested++
		d.DrainSVM()
		before := Live()
		s, err := d.SVMAlloc(1 << 20)
		if err != nil {
			t.Fatal(err)
		}
		addr := s.P
		if s.Fine {
			s.Bytes()[5] = 42
		}
		s.Retire(false)
		if n, bytes := d.KeptSVM(); n != 1 || bytes != 1<<20 {
			t.Fatalf("%s: keeps %d allocations, %d bytes; want 1, %d", d.info.Name, n, bytes, 1<<20)
		}
		if after := Live(); after != before {
			t.Fatalf("%s: live %+v with one kept, %+v before", d.info.Name, after, before)
		}
		s.Retire(false) // a second Retire does nothing
		s.Free()
		if n, _ := d.KeptSVM(); n != 1 {
			t.Fatalf("%s: a second Retire or a Free after Retire changed what is kept (%d)", d.info.Name, n)
		}
		other, err := d.SVMAlloc(2 << 20)
		if err != nil {
			t.Fatal(err)
		}
		coarse, err := d.SVMAllocCoarse(1 << 20)
		if err != nil {
			t.Fatal(err)
		}
		if other.P == addr || (s.Fine && coarse.P == addr) {
			t.Fatalf("%s: memory of another size or granularity reused", d.info.Name)
		}
		again, err := d.SVMAlloc(1 << 20)
		if err != nil {
			t.Fatal(err)
		}
		if again.P != addr || again.Size != 1<<20 {
			t.Fatalf("%s: the kept memory was not reused", d.info.Name)
		}
		if again.Fine && (*[6]byte)(unsafe.Pointer(again.P))[5] != 42 {
			t.Errorf("%s: reused memory holds %d, want the last owner's 42", d.info.Name, again.Bytes()[5])
		}
		again.Retire(true) // a failed command used it: freed, not kept
		if n, _ := d.KeptSVM(); n != 0 {
			t.Fatalf("%s: keeps %d allocations after a failed owner's Retire", d.info.Name, n)
		}
		other.Retire(false)
		coarse.Retire(false)
		for _, step := range []struct {
			what  string
			do    func()
			n     int
			bytes int64
		}{
			{"two retired, of two granularities", func() {}, 2, 3 << 20},
			{"DrainSVM", d.DrainSVM, 0, 0},
		} {
			step.do()
			if n, bytes := d.KeptSVM(); n != step.n || bytes != step.bytes {
				t.Fatalf("%s, %s: keeps %d allocations, %d bytes; want %d, %d", d.info.Name, step.what, n, bytes, step.n, step.bytes)
			}
		}
		if after := Live(); after != before {
			t.Fatalf("%s: live %+v after, %+v before", d.info.Name, after, before)
		}
	}
	if tested == 0 {
		t.Skip("no device offers SVM")
	}
}
