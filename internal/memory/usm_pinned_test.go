package memory

import (
	"bytes"
	"sync/atomic"
	"testing"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// Which allocations are host-backed: a table over kinds, SVM capabilities
// and the switches.
func TestHostBackedOn(t *testing.T) {
	const (
		none   = 0
		coarse = opencl.SVMCoarseGrainBuffer
		fine   = opencl.SVMCoarseGrainBuffer | opencl.SVMFineGrainBuffer
	)
	for _, c := range []struct {
		kind    Kind
		svm     uint64
		switch_ *atomic.Bool
		want    bool
	}{
		{KindHost, coarse, nil, true},
		{KindShared, coarse, nil, true},
		{KindDevice, coarse, nil, false},
		{KindHost, none, nil, true},
		{KindShared, none, nil, true},
		{KindDevice, none, nil, false},
		{KindHost, fine, nil, false},
		{KindShared, fine, nil, false},
		{KindShared, coarse, &CoarseHost, false},
		{KindHost, coarse, &ForceCoarse, false},
		{KindHost, coarse, &ForceEmulation, false},
	} {
		if c.switch_ != nil {
			c.switch_.Store(true)
		}
		if got := hostBackedOn(c.kind, c.svm); got != c.want {
			t.Errorf("hostBackedOn(%s, %#x) with switch %v = %v, want %v", c.kind, c.svm, c.switch_ != nil, got, c.want)
		}
		if c.switch_ != nil {
			c.switch_.Store(false)
		}
	}
}

// Host and shared allocations whose host memory the runtime allocates
// are pinned where a device gives pinned memory (PinWith makes PoCL give
// it here), device ones and fine-grained SVM are not; Free releases the
// pinned memory, once the kernels using it are done (usm and coexecutor
// tests cover the waiting).
func TestUSMHostMemoryPinned(t *testing.T) {
	dev := firstDevice(t)
	for _, c := range []struct {
		name     string
		dev      Loc
		kind     Kind
		emulate  bool
		pin      bool
		strategy Strategy
		pinned   bool
	}{
		{"native host", nil, KindHost, false, true, GoMemory, true},
		{"native shared", nil, KindShared, false, true, GoMemory, true},
		{"native device", nil, KindDevice, false, true, GoMemory, false},
		{"native host, no pinning", nil, KindHost, false, false, GoMemory, false},
		{"emulated host", dev, KindHost, true, true, Emulated, true},
		{"emulated shared", dev, KindShared, true, true, Emulated, true},
		{"emulated device", dev, KindDevice, true, true, Emulated, false},
		{"emulated shared, no pinning", dev, KindShared, true, false, Emulated, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.pin {
				defer opencl.PinWith(dev)()
			} else {
				if p, err := opencl.PinnedAlloc(1); err == nil {
					p.Free()
					t.Skip("a GPU gives pinned memory")
				}
			}
			ForceEmulation.Store(c.emulate)
			defer ForceEmulation.Store(false)
			before := opencl.Live().Pinned
			const n = 3<<20 + 5
			a, err := NewAlloc(c.dev, c.kind, n)
			if err != nil {
				t.Fatal(err)
			}
			if a.Strategy != c.strategy || a.Pinned() != c.pinned {
				t.Fatalf("strategy %s, pinned %v; want %s, %v", a.Strategy, a.Pinned(), c.strategy, c.pinned)
			}
			if c.pinned {
				if !opencl.IsPinned(a.View()) || len(a.View()) != n {
					t.Fatalf("host view of %d bytes not pinned", len(a.View()))
				}
				for i, b := range a.View() {
					if b != 0 {
						t.Fatalf("byte %d = %d of a new allocation", i, b)
					}
				}
				if got := opencl.Live().Pinned; got != before+1 {
					t.Fatalf("%d pinned allocations live, want %d", got, before+1)
				}
			}
			if c.kind != KindDevice {
				// A round trip through the device's copy, where there is one.
				h, err := a.HostBytes()
				if err != nil {
					t.Fatal(err)
				}
				for i := range h {
					h[i] = byte(i * 3)
				}
				if c.dev != nil {
					if _, err := a.Begin(nil, c.dev, 0, n, ReadWrite); err != nil {
						t.Fatal(err)
					}
					clear(h[:n/2]) // the kernel's writes come back from the copy
					if err := a.End(nil, c.dev, 0, n, ReadWrite, true); err != nil {
						t.Fatal(err)
					}
				}
				for i := range h {
					if h[i] != byte(i*3) {
						t.Fatalf("byte %d = %d, want %d", i, h[i], byte(i*3))
					}
				}
			}
			if err := a.Free(); err != nil {
				t.Fatal(err)
			}
			if got := opencl.Live().Pinned; got != before {
				t.Fatalf("%d pinned allocations live after Free, %d before", got, before)
			}
			if _, err := a.HostBytes(); err == nil {
				t.Fatal("host view after Free")
			}
		})
	}
}

// Which kernels copy into a view ahead of Begin (FetchView): those of a
// session that need data, on a location that works on a copy.
func TestUSMFetches(t *testing.T) {
	home, other := &opencl.Device{}, &opencl.Device{}
	var native Loc
	s := NewSession()
	for _, c := range []struct {
		name     string
		strategy Strategy
		kind     Kind
		dev, loc Loc
		s        *Session
		mode     Mode
		want     bool
	}{
		{"emulated by regions on its device", Emulated, KindShared, home, home, s, Read, true},
		{"emulated read-write region", Emulated, KindHost, home, home, s, ReadWrite, true},
		{"emulated write-only region", Emulated, KindShared, home, home, s, DiscardWrite, false},
		{"emulated whole", Emulated, KindShared, home, home, s, 0, false},
		{"emulated outside a session", Emulated, KindShared, home, home, nil, Read, false},
		{"emulated on the native device (in place)", Emulated, KindShared, home, native, s, Read, false},
		{"fine on another context", FineSVM, KindShared, home, other, s, Read, true},
		{"fine on its device", FineSVM, KindShared, home, home, s, Read, false},
		{"coarse held on its device", CoarseSVM, KindShared, home, home, s, Read, false},
		{"coarse on the native device", CoarseSVM, KindShared, home, native, s, Read, true},
		{"Go memory on an OpenCL device", GoMemory, KindShared, nil, home, s, Read, true},
		{"Go memory on the native device", GoMemory, KindShared, nil, native, s, Read, false},
		{"device kind elsewhere", CoarseSVM, KindDevice, home, other, s, Read, false},
	} {
		a := &Alloc{Kind: c.kind, Strategy: c.strategy, Dev: c.dev}
		if got := a.Fetches(c.s, c.loc, c.mode); got != c.want {
			t.Errorf("%s: Fetches = %v, want %v", c.name, got, c.want)
		}
	}
}

// Sessions that keep copies (Session.Keep) start from the views earlier
// sessions left, less what the runtime wrote since (Fill, Copy); others
// start empty.
func TestUSMSessionsKeepViews(t *testing.T) {
	dev := firstDevice(t)
	defer opencl.CopyOnCPU()() // dev works on a copy of Go memory
	const n = 1 << 12
	a, err := NewAlloc(nil, KindShared, n)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Free()
	use := func(keep bool) int64 {
		t.Helper()
		s := NewSession()
		if keep {
			s.Keep()
		}
		before := a.Stats()[dev].BytesIn
		if _, err := a.Begin(s, dev, 0, n, Read); err != nil {
			t.Fatal(err)
		}
		if err := a.End(s, dev, 0, n, Read, true); err != nil {
			t.Fatal(err)
		}
		if err := s.End(); err != nil {
			t.Fatal(err)
		}
		return a.Stats()[dev].BytesIn - before
	}
	for _, c := range []struct {
		name  string
		write func() error
		keep  bool
		want  int64
	}{
		{"first use", nil, true, n},
		{"kept", nil, true, 0},
		{"not kept", nil, false, n},
		{"kept after a fill", func() error { return a.Fill(100, []byte{7}, 50) }, true, 50},
		{"kept after a copy from the host", func() error { return Copy(a, 1000, nil, nil, 0, make([]byte, 24), 24) }, true, 24},
		{"kept, nothing written", nil, true, 0},
	} {
		if c.write != nil {
			if err := c.write(); err != nil {
				t.Fatal(err)
			}
		}
		if got := use(c.keep); got != c.want {
			t.Errorf("%s: %d bytes copied in, want %d", c.name, got, c.want)
		}
	}
}

// In sessions that keep copies, a DiscardWrite region written on a view
// stays there (the home keeps its old bytes) until someone else needs it:
// the host's view (HostBytes), a copy out of the allocation, a session
// that does not keep copies, or a kernel elsewhere that reads it; a fill
// of the host's copy makes it stale instead.
func TestUSMDeferredWriteBack(t *testing.T) {
	dev := firstDevice(t)
	defer opencl.CopyOnCPU()() // dev works on a copy of Go memory
	const n = 1 << 12
	a, err := NewAlloc(nil, KindShared, n)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Free()
	// write runs a "kernel" on dev that writes b over [lo, hi) of its
	// view, by DiscardWrite, in a session that keeps copies.
	write := func(lo, hi int, b byte) {
		t.Helper()
		s := NewSession()
		s.Keep()
		arg, err := a.Begin(s, dev, lo, hi, DiscardWrite)
		if err != nil {
			t.Fatal(err)
		}
		if err := dev.Write(arg.Buf, lo, bytes.Repeat([]byte{b}, hi-lo)); err != nil {
			t.Fatal(err)
		}
		if err := a.End(s, dev, lo, hi, DiscardWrite, true); err != nil {
			t.Fatal(err)
		}
		if err := s.End(); err != nil {
			t.Fatal(err)
		}
	}
	out := func() int64 { return a.Stats()[dev].BytesOut }
	home := a.View()

	write(0, 1000, 1)
	if home[0] != 0 || out() != 0 {
		t.Fatalf("the home changed (%d) or %d bytes came back: the write-back is deferred", home[0], out())
	}
	h, err := a.HostBytes()
	if err != nil {
		t.Fatal(err)
	}
	if h[0] != 1 || h[999] != 1 || h[1000] != 0 || out() != 1000 {
		t.Fatalf("HostBytes: bytes %d %d %d, %d bytes back; want 1 1 0, 1000", h[0], h[999], h[1000], out())
	}

	write(0, 500, 2)
	got := make([]byte, 10)
	if err := Copy(nil, 0, got, a, 100, nil, 10); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, bytes.Repeat([]byte{2}, 10)) || out() != 1010 {
		t.Fatalf("a copy out of the allocation: %v, %d bytes back; want 2s, 1010", got, out())
	}

	write(0, 500, 3)
	if err := a.Fill(0, []byte{9}, 500); err != nil { // the runtime's write wins
		t.Fatal(err)
	}
	s := NewSession() // not keeping: settles first
	if _, err := a.Begin(s, dev, 0, n, Read); err != nil {
		t.Fatal(err)
	}
	if err := a.End(s, dev, 0, n, Read, true); err != nil {
		t.Fatal(err)
	}
	s.End()
	if home[0] != 9 || home[499] != 9 || out() != 1010 {
		t.Fatalf("after a fill: bytes %d %d, %d bytes back; want 9 9, 1010", home[0], home[499], out())
	}

	write(0, 500, 4)
	s = NewSession()
	if _, err := a.Begin(s, dev, 0, n, Read); err != nil {
		t.Fatal(err)
	}
	a.End(s, dev, 0, n, Read, true)
	s.End()
	if home[0] != 4 || out() != 1510 {
		t.Fatalf("a session that does not keep copies: byte %d, %d bytes back; want 4, 1510", home[0], out())
	}

	write(0, 500, 5)
	s = NewSession()
	s.Keep()
	if _, err := a.Begin(s, nil, 400, 600, Read); err != nil { // the native device reads part of it
		t.Fatal(err)
	}
	a.End(s, nil, 400, 600, Read, true)
	s.End()
	if home[400] != 5 || home[0] != 4 || out() != 1610 {
		t.Fatalf("a kernel elsewhere reading [400,600): bytes %d %d, %d bytes back; want 5 4, 1610", home[400], home[0], out())
	}
}
