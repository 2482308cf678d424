package opencl

import (
	"testing"
	"unsafe"
)

// A retired SVM allocation is the next SVMAlloc of its size and
// granularity on its device: the same memory, with the last owner's
// bytes, not counted live while kept; another size gets new memory, and
// so does the other granularity on a device that offers both (on one
// that offers coarse-grained SVM alone, SVMAlloc's is SVMAllocCoarse's);
// one whose commands failed is freed; DrainSVM frees what is kept.
//
// A device that offers fine-grained SVM is also tested as one that
// offers coarse-grained SVM alone (its capabilities masked for the
// test), the path a GPU whose implementation offers no fine-grained SVM
// (NVIDIA's) takes.
func TestSVMKept(t *testing.T) {
	tested := 0
	for _, d := range devices(t) {
		if d.info.SVM&(SVMCoarseGrainBuffer|SVMFineGrainBuffer) == 0 {
			continue
		}
		tested++
		svmKept(t, d)
		if caps := d.info.SVM; caps&SVMFineGrainBuffer != 0 && caps&SVMCoarseGrainBuffer != 0 {
			func() {
				defer func() { d.info.SVM = caps }()
				d.info.SVM = SVMCoarseGrainBuffer
				svmKept(t, d)
			}()
		}
	}
	if tested == 0 {
		t.Skip("no device offers SVM")
	}
}

// svmKept is TestSVMKept on d, by its SVM capabilities.
func svmKept(t *testing.T, d *Device) {
	t.Helper()
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
	var coarse *SVM // the other granularity, where s is fine-grained
	if s.Fine {
		if coarse, err = d.SVMAllocCoarse(1 << 20); err != nil {
			t.Fatal(err)
		}
	}
	if other.P == addr || coarse != nil && coarse.P == addr {
		t.Fatalf("%s: memory of another size or granularity reused", d.info.Name)
	}
	again, err := d.SVMAlloc(1 << 20)
	if err != nil {
		t.Fatal(err)
	}
	if again.P != addr || again.Size != 1<<20 {
		t.Fatalf("%s: the kept memory was not reused", d.info.Name)
	}
	if again.Fine && again.Bytes()[5] != 42 {
		t.Errorf("%s: reused memory holds %d, want the last owner's 42", d.info.Name, again.Bytes()[5])
	}
	again.Retire(true) // a failed command used it: freed, not kept
	if n, _ := d.KeptSVM(); n != 0 {
		t.Fatalf("%s: keeps %d allocations after a failed owner's Retire", d.info.Name, n)
	}
	other.Retire(false)
	n, bytes := 1, int64(2<<20)
	if coarse != nil {
		coarse.Retire(false)
		n, bytes = 2, 3<<20
	}
	for _, step := range []struct {
		what  string
		do    func()
		n     int
		bytes int64
	}{
		{"the others retired", func() {}, n, bytes},
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

// What a device keeps of SVM is bounded as pinned memory is (its share,
// pinnedLimit), both granularities together: a retired allocation
// evicts the oldest of its own granularity until the two fit, and one
// larger than what its granularity may hold is not kept.
func TestSVMKeepBound(t *testing.T) {
	d := &Device{info: Info{GlobalMem: 1000 * RecycleShare}} // keeps 1000 bytes
	mem := make([]byte, 8)
	for _, tc := range []struct {
		fine     bool
		n        int   // bytes retired
		released int   // allocations released
		fineB    int64 // bytes kept after, fine-grained
		coarseB  int64 // and coarse-grained
	}{
		{true, 600, 0, 600, 0},
		{false, 300, 0, 600, 300}, // 900 of 1000
		{false, 200, 1, 600, 200}, // coarse may hold 400: its 300 goes
		{true, 500, 1, 500, 200},  // fine may hold 800: its 600 goes
		{false, 900, 1, 500, 200}, // over what coarse may hold: not kept
		{true, 800, 1, 800, 200},  // 1000 of 1000: fine's 500 goes
		{false, 1, 1, 800, 1},     // coarse may hold 200: its 200 goes
	} {
		released := d.svmPool(tc.fine).put(unsafe.Pointer(&mem[0]), tc.n, d.svmLimit(tc.fine))
		_, fb := d.svmFine.held()
		_, cb := d.svmCoarse.held()
		if len(released) != tc.released || fb != tc.fineB || cb != tc.coarseB {
			t.Errorf("retiring %d bytes (fine %v): released %d, keeps %d fine and %d coarse bytes; want %d, %d and %d",
				tc.n, tc.fine, len(released), fb, cb, tc.released, tc.fineB, tc.coarseB)
		}
	}
}
