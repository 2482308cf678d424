package memory

import (
	"bytes"
	"errors"
	"sync"
	"testing"
	"unsafe"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// How each location uses an allocation, by strategy, kind, location,
// session and mode: a table of synthetic allocations (no memory behind
// them).
func TestUSMRoutes(t *testing.T) {
	home, other := &opencl.Device{}, &opencl.Device{}
	var native Loc
	s := NewSession()
	const whole = Mode(0)
	for _, c := range []struct {
		name     string
		strategy Strategy
		kind     Kind
		dev, loc Loc
		s        *Session
		mode     Mode
		want     route
		err      error
	}{
		{"fine on its device", FineSVM, KindShared, home, home, s, ReadWrite, inPlace, nil},
		{"fine on the native device", FineSVM, KindShared, home, native, s, ReadWrite, inPlace, nil},
		{"fine whole on the native device", FineSVM, KindShared, home, native, nil, whole, inPlace, nil},
		{"fine on another context", FineSVM, KindShared, home, other, s, ReadWrite, onView, nil},
		{"fine whole on another context", FineSVM, KindShared, home, other, s, whole, 0, ErrWholeOnCopy},
		{"coarse on its device in a launch", CoarseSVM, KindShared, home, home, s, ReadWrite, held, nil},
		{"coarse whole on its device in a launch", CoarseSVM, KindHost, home, home, s, whole, held, nil},
		{"coarse on its device alone", CoarseSVM, KindShared, home, home, nil, ReadWrite, exclusive, nil},
		{"coarse on the native device", CoarseSVM, KindShared, home, native, s, Read, onView, nil},
		{"coarse whole on the native device", CoarseSVM, KindShared, home, native, s, whole, exclusive, nil},
		{"coarse on another context", CoarseSVM, KindShared, home, other, s, DiscardWrite, onView, nil},
		{"coarse device kind on its device", CoarseSVM, KindDevice, home, home, s, ReadWrite, inPlace, nil},
		{"coarse device kind elsewhere", CoarseSVM, KindDevice, home, other, s, ReadWrite, 0, ErrNotReachable},
		{"coarse device kind on the native device", CoarseSVM, KindDevice, home, native, s, Read, 0, ErrNotReachable},
		{"emulated by regions on its device", Emulated, KindShared, home, home, s, Write, onView, nil},
		{"emulated by regions on its device alone", Emulated, KindShared, home, home, nil, Write, onView, nil},
		{"emulated whole on its device", Emulated, KindShared, home, home, s, whole, exclusive, nil},
		{"emulated on the native device", Emulated, KindShared, home, native, s, ReadWrite, exclusive, nil},
		{"emulated on another context", Emulated, KindHost, home, other, s, Read, onView, nil},
		{"emulated device kind on its device", Emulated, KindDevice, home, home, s, whole, inPlace, nil},
		{"Go memory on the native device", GoMemory, KindShared, nil, native, s, whole, inPlace, nil},
		{"Go memory on an OpenCL device", GoMemory, KindShared, nil, home, s, Read, onView, nil},
		{"Go memory whole on an OpenCL device", GoMemory, KindShared, nil, home, s, whole, 0, ErrWholeOnCopy},
		{"Go memory device kind on an OpenCL device", GoMemory, KindDevice, nil, home, s, Read, 0, ErrNotReachable},
	} {
		a := &Alloc{Kind: c.kind, Strategy: c.strategy, Dev: c.dev}
		got, err := a.route(c.s, c.loc, c.mode)
		if !errors.Is(err, c.err) || got != c.want {
			t.Errorf("%s: route %d, %v; want %d, %v", c.name, got, err, c.want, c.err)
		}
	}
	// Which locations work on a copy of the regions in a launch.
	for _, c := range []struct {
		strategy Strategy
		kind     Kind
		dev, loc Loc
		want     bool
	}{
		{FineSVM, KindShared, home, home, false},
		{FineSVM, KindShared, home, native, false},
		{FineSVM, KindHost, home, other, true},
		{CoarseSVM, KindShared, home, home, false},
		{CoarseSVM, KindShared, home, native, true},
		{CoarseSVM, KindShared, home, other, true},
		{CoarseSVM, KindDevice, home, other, false}, // refused
		{Emulated, KindShared, home, home, true},
		{Emulated, KindShared, home, native, false},
		{Emulated, KindShared, home, other, true},
		{GoMemory, KindShared, nil, native, false},
		{GoMemory, KindShared, nil, home, true},
	} {
		a := &Alloc{Kind: c.kind, Strategy: c.strategy, Dev: c.dev}
		if got := a.OnCopy(c.loc); got != c.want {
			t.Errorf("%s %s allocation, location %p of home %p: OnCopy %v, want %v", c.strategy, c.kind, c.loc, c.dev, got, c.want)
		}
	}
}

var (
	secondOnce sync.Once
	second     *opencl.Device
)

// secondContext is dev opened again in a context of its own.
func secondContext(dev *opencl.Device) *opencl.Device {
	secondOnce.Do(func() { second = dev.SecondContext() })
	return second
}

// newTestAlloc allocates n bytes of kind on dev with strategy (FineSVM is
// the device's own, which must be fine-grained) holding 0, 1, 2, ...
func newTestAlloc(t *testing.T, dev Loc, strategy Strategy, n int) *Alloc {
	t.Helper()
	switch strategy {
	case CoarseSVM:
		ForceCoarse.Store(true)
		defer ForceCoarse.Store(false)
	case Emulated:
		ForceEmulation.Store(true)
		defer ForceEmulation.Store(false)
	}
	a, err := NewAlloc(dev, KindShared, n)
	if err != nil {
		t.Fatal(err)
	}
	if a.Strategy != strategy {
		t.Skipf("%s allocations are %s on %s", strategy, a.Strategy, LocName(dev))
	}
	h, _ := a.HostBytes()
	for i := range h {
		h[i] = byte(i)
	}
	t.Cleanup(func() {
		if err := a.Free(); err != nil {
			t.Error(err)
		}
	})
	return a
}

// useOn begins and ends one kernel's use, writing val over [lo, hi) of the
// kernel's argument where mode writes: what a kernel on loc would do.
func useOn(t *testing.T, a *Alloc, s *Session, loc Loc, lo, hi int, mode Mode, val byte, ok bool) {
	t.Helper()
	arg, err := a.Begin(s, loc, lo, hi, mode)
	if err != nil {
		t.Fatal(err)
	}
	if mode.Writes() {
		data := bytes.Repeat([]byte{val}, hi-lo)
		switch {
		case arg.Host != nil:
			copy(arg.Host[lo:], data)
		case arg.Buf != nil:
			if err := loc.Write(arg.Buf, lo, data); err != nil {
				t.Fatal(err)
			}
		case arg.SVM != nil:
			if err := loc.WriteSVM(unsafe.Add(arg.SVM, lo), data); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := a.End(s, loc, lo, hi, mode, ok); err != nil {
		t.Fatal(err)
	}
}

func statsOf(a *Alloc, loc Loc) USMStats { return a.Stats()[loc] }

// A session holds a coarse-grained allocation unmapped on its device from
// its first kernel to its end: one unmap and one map however many kernels;
// without a session each kernel unmaps and maps it.
func TestUSMSessionMapsOnce(t *testing.T) {
	dev := firstDevice(t)
	a := newTestAlloc(t, dev, CoarseSVM, 1<<12)
	base := statsOf(a, dev)
	for range 5 {
		useOn(t, a, nil, dev, 0, 1<<12, 0, 0, true)
	}
	if got := statsOf(a, dev); got.Unmaps-base.Unmaps != 5 || got.Maps-base.Maps != 5 {
		t.Fatalf("five kernels alone: %+v since %+v, want five unmaps and maps", got, base)
	}
	base = statsOf(a, dev)
	s := NewSession()
	for i := range 5 {
		useOn(t, a, s, dev, i*100, i*100+100, ReadWrite, 7, true)
	}
	if got := statsOf(a, dev); got.Unmaps-base.Unmaps != 1 || got.Maps != base.Maps || a.hostMapped {
		t.Fatalf("five kernels of a session: %+v since %+v (mapped %v), want one unmap and no map yet", got, base, a.hostMapped)
	}
	if err := s.End(); err != nil {
		t.Fatal(err)
	}
	if got := statsOf(a, dev); got.Maps-base.Maps != 1 || !a.hostMapped {
		t.Fatalf("after the session: %+v since %+v (mapped %v), want one map", got, base, a.hostMapped)
	}
	if st := s.Stats()[dev]; st.Maps != 1 || st.Unmaps != 1 {
		t.Fatalf("session stats %+v", st)
	}
	// End's map is timed for the allocation's device, and for no other.
	if e := s.Ending(); len(e) != 1 || e[dev] <= 0 {
		t.Fatalf("session ending %v, want one positive time for %v", e, dev)
	}
	h, _ := a.HostBytes()
	for i := 0; i < 500; i++ {
		if h[i] != 7 {
			t.Fatalf("byte %d = %d after the session's kernels wrote 7", i, h[i])
		}
	}
}

// A view copies in only the parts of a kernel's region it lacks: what it
// copied stays valid for the session until another location writes it,
// and a new session starts it empty. A failed kernel's writes stay in its
// view; a kernel that succeeds copies its region back.
func TestUSMViewCopiesMissingRegions(t *testing.T) {
	dev := firstDevice(t)
	foreign := secondContext(dev)
	var native Loc
	for _, c := range []struct {
		name     string
		strategy Strategy
		view     Loc // a location that works on a copy
	}{
		{"fine, another context", FineSVM, foreign},
		{"coarse, another context", CoarseSVM, foreign},
		{"coarse, native", CoarseSVM, native},
		{"emulated, its device", Emulated, dev},
		{"emulated, another context", Emulated, foreign},
	} {
		t.Run(c.name, func(t *testing.T) {
			const n = 1000
			a := newTestAlloc(t, dev, c.strategy, n)
			s := NewSession()
			steps := []struct {
				what       string
				loc        Loc
				lo, hi     int
				mode       Mode
				ok         bool
				copiesIn   int
				bytesIn    int64
				bytesOut   int64
				sessionEnd bool
			}{
				{"read [0,400)", c.view, 0, 400, Read, true, 1, 400, 0, false},
				{"read [100,300) again", c.view, 100, 300, Read, true, 0, 0, 0, false},
				{"read [300,600): the part it lacks", c.view, 300, 600, Read, true, 1, 200, 0, false},
				{"another location writes [100,150)", otherThan(c.view, dev, foreign), 100, 150, DiscardWrite, true, 0, 0, 0, false},
				{"read [0,600): the part written", c.view, 0, 600, Read, true, 1, 50, 0, false},
				{"write [600,700) and fail", c.view, 600, 700, DiscardWrite, false, 0, 0, 0, false},
				{"read-write [0,50)", c.view, 0, 50, ReadWrite, true, 0, 0, 50, false},
				{"new session: read [0,50)", c.view, 0, 50, Read, true, 1, 50, 0, true},
			}
			for _, st := range steps {
				if st.sessionEnd {
					if err := s.End(); err != nil {
						t.Fatal(err)
					}
					s = NewSession()
				}
				before := statsOf(a, c.view)
				useOn(t, a, s, st.loc, st.lo, st.hi, st.mode, 200, st.ok)
				got := statsOf(a, c.view)
				if got.CopiesIn-before.CopiesIn != st.copiesIn || got.BytesIn-before.BytesIn != st.bytesIn || got.BytesOut-before.BytesOut != st.bytesOut {
					t.Fatalf("%s: %+v since %+v; want %d copies of %d bytes in, %d bytes out", st.what, got, before, st.copiesIn, st.bytesIn, st.bytesOut)
				}
			}
			if err := s.End(); err != nil {
				t.Fatal(err)
			}
			h, _ := a.HostBytes()
			for i, b := range h {
				want := byte(i)
				if i < 50 || 100 <= i && i < 150 {
					want = 200 // written by the view, and by the other location
				}
				if b != want {
					t.Fatalf("byte %d = %d, want %d (the failed kernel's writes must not reach it)", i, b, want)
				}
			}
		})
	}
}

// otherThan is a location other than v that writes the allocation of dev:
// the native device, or dev itself where v is native.
func otherThan(v, dev, foreign Loc) Loc {
	if v == nil {
		return foreign
	}
	return nil
}

// Outside a session each kernel is a session of its own: a copy starts
// empty (the host may have written the allocation since the last kernel)
// and the region a kernel writes goes back when it ends.
func TestUSMViewWithoutSession(t *testing.T) {
	dev := firstDevice(t)
	foreign := secondContext(dev)
	a := newTestAlloc(t, dev, FineSVM, 1000)
	base := statsOf(a, foreign)
	useOn(t, a, nil, foreign, 0, 100, Read, 0, true)
	useOn(t, a, nil, foreign, 0, 100, Read, 0, true)
	useOn(t, a, nil, foreign, 100, 200, DiscardWrite, 9, true)
	got := statsOf(a, foreign).Sub(base)
	if want := (USMStats{CopiesIn: 2, BytesIn: 200, CopiesOut: 1, BytesOut: 100}); got != want {
		t.Fatalf("three kernels alone: %+v, want %+v", got, want)
	}
	h, _ := a.HostBytes()
	if !bytes.Equal(h[100:200], bytes.Repeat([]byte{9}, 100)) || h[99] != 99 || h[200] != 200 {
		t.Fatalf("the written region did not come back alone: %v", h[95:205])
	}
}

// Whether a kernel's use of an allocation moves bytes, forecast before
// it begins (MovesFor): never in place; always on the exclusive and held
// routes (mapped or copied whole), outside a session that keeps copies,
// and for a region written other than as DiscardWrite (it comes home);
// on a view of a keeping session, only where the view lacks part of what
// the kernel reads.
func TestUSMMovesFor(t *testing.T) {
	home, other := &opencl.Device{}, &opencl.Device{}
	var native Loc
	const size = 1000
	plain, keep := NewSession(), NewSession()
	keep.Keep()
	const none = -1 // no view on the location
	for _, c := range []struct {
		name     string
		strategy Strategy
		dev, loc Loc
		s        *Session
		valid    intervals // the location's view's current bytes (none: no view)
		lo, hi   int
		mode     Mode
		want     bool
	}{
		{"fine in place", FineSVM, home, home, keep, nil, 0, 100, ReadWrite, false},
		{"Go memory on the native device", GoMemory, nil, native, keep, nil, 0, 100, Read, false},
		{"fine on the native device", FineSVM, home, native, plain, nil, 0, 100, Read, false},
		{"coarse held on its device", CoarseSVM, home, home, keep, nil, 0, 100, Read, true},
		{"emulated whole on its device", Emulated, home, home, keep, intervals{{0, size}}, 0, size, 0, true},
		{"not keeping: the view starts empty each launch", Emulated, home, home, plain, intervals{{0, size}}, 0, 100, Read, true},
		{"nil session: any launch, views not kept", Emulated, home, home, nil, intervals{{0, size}}, 0, 100, Read, true},
		{"keeping, no view yet", Emulated, home, home, keep, intervals{{none, none}}, 0, 100, Read, true},
		{"keeping, region held", Emulated, home, home, keep, intervals{{0, size}}, 100, 200, Read, false},
		{"keeping, region held in two pieces", Emulated, home, home, keep, intervals{{0, 150}, {150, 300}}, 100, 200, Read, false},
		{"keeping, one byte missing", Emulated, home, home, keep, intervals{{0, 150}, {151, 300}}, 100, 200, Read, true},
		{"keeping, halo missing", Emulated, home, home, keep, intervals{{100, 200}}, 90, 210, Read, true},
		{"keeping, DiscardWrite stays on the view", Emulated, home, home, keep, nil, 100, 200, DiscardWrite, false},
		{"keeping, Write comes home", Emulated, home, home, keep, intervals{{0, size}}, 100, 200, Write, true},
		{"keeping, ReadWrite held but comes home", Emulated, home, home, keep, intervals{{0, size}}, 100, 200, ReadWrite, true},
		{"not keeping, DiscardWrite comes home", Emulated, home, home, plain, nil, 100, 200, DiscardWrite, true},
		{"another context, region held", FineSVM, home, other, keep, intervals{{0, size}}, 0, 100, Read, false},
		{"another context, region missing", FineSVM, home, other, keep, nil, 0, 100, Read, true},
		{"Go memory on an OpenCL device, held", GoMemory, nil, home, keep, intervals{{0, size}}, 0, size, Read, false},
		{"region outside the allocation", Emulated, home, home, keep, intervals{{0, size}}, 900, size + 1, Read, true},
	} {
		a := &Alloc{Kind: KindShared, Strategy: c.strategy, Dev: c.dev, Size: size}
		if len(c.valid) == 0 || c.valid[0].lo != none {
			a.views = map[Loc]*view{c.loc: {valid: c.valid}}
		}
		if got := a.MovesFor(c.s, c.loc, c.lo, c.hi, c.mode); got != c.want {
			t.Errorf("%s: MovesFor %v, want %v", c.name, got, c.want)
		}
	}
	// A device allocation used elsewhere is refused (Begin says so):
	// nothing moves for it.
	if (&Alloc{Kind: KindDevice, Strategy: CoarseSVM, Dev: home, Size: size}).MovesFor(keep, other, 0, 100, Read) {
		t.Error("a refused use forecast to move data")
	}
}

// Free leaves an allocation's device buffers (a view's, an emulated
// allocation's) to their device for the next allocation of the same
// size, as a buffer's Release does, unless a kernel that wrote the
// allocation failed: a command queued behind the failure might still
// reach them.
func TestUSMFreeRecycles(t *testing.T) {
	dev := firstDevice(t)
	foreign := secondContext(dev)
	const n = 1 << 12
	for _, c := range []struct {
		name     string
		emulated bool
		on       *opencl.Device // where the kernel runs, on a copy
	}{
		{"a view in another context", false, foreign},
		{"emulated, its device", true, dev},
	} {
		alloc := func() *Alloc {
			if c.emulated {
				ForceEmulation.Store(true)
				defer ForceEmulation.Store(false)
			}
			a, err := NewAlloc(dev, KindShared, n)
			if err != nil {
				t.Fatal(err)
			}
			if c.emulated && a.Strategy != Emulated {
				t.Fatalf("%s: a %s allocation", c.name, a.Strategy)
			}
			return a
		}
		for _, fail := range []string{"", "a kernel that wrote it", "a command that used it"} {
			ok := fail == ""
			c.on.DrainRecycled()
			a := alloc()
			if fail == "a command that used it" {
				if err := a.AddUser(&failingEvent{done: true, err: errors.New("failed")}); err != nil {
					t.Fatal(err)
				}
			}
			useOn(t, a, nil, c.on, 0, n, DiscardWrite, 7, fail != "a kernel that wrote it")
			m := a.views[c.on].buf.M
			if err := a.Free(); err != nil {
				t.Fatal(err)
			}
			kept, _ := c.on.Recycled()
			if want := map[bool]int{true: 1, false: 0}[ok]; kept != want {
				t.Fatalf("%s, failed %q: the device keeps %d buffers, want %d", c.name, fail, kept, want)
			}
			if ok {
				b := alloc()
				useOn(t, b, nil, c.on, 0, n, Read, 0, true)
				if b.views[c.on].buf.M != m {
					t.Errorf("%s: the next allocation of the same size did not reuse the device buffer", c.name)
				}
				if err := b.Free(); err != nil {
					t.Fatal(err)
				}
			}
			c.on.DrainRecycled()
		}
	}
}

// An SVM allocation's memory goes back to its device when it is freed, for
// the next allocation of its size and granularity (opencl.SVM.Retire): a
// program that allocates its USM per launch then does not fault its pages
// in again in each launch. One a command failed on is freed, not kept.
func TestUSMFreeKeepsSVM(t *testing.T) {
	dev := firstDevice(t)
	t.Cleanup(func() { ForceCoarse.Store(false) })
	const n = 1 << 16
	for _, coarse := range []bool{false, true} {
		for _, failed := range []bool{false, true} {
			ForceCoarse.Store(coarse)
			dev.DrainSVM()
			a, err := NewAlloc(dev, KindShared, n)
			if err != nil {
				t.Fatal(err)
			}
			if a.svm == nil {
				a.Free()
				t.Skipf("%s: a %s allocation, not SVM", dev.Info().Name, a.Strategy)
			}
			p := a.svm.P
			if failed {
				if err := a.AddUser(&failingEvent{done: true, err: errors.New("failed")}); err != nil {
					t.Fatal(err)
				}
			}
			if err := a.Free(); err != nil {
				t.Fatal(err)
			}
			kept, _ := dev.KeptSVM()
			if want := map[bool]int{false: 1, true: 0}[failed]; kept != want {
				t.Fatalf("%s (coarse %v, failed %v): the device keeps %d SVM allocations, want %d", a.Strategy, coarse, failed, kept, want)
			}
			b, err := NewAlloc(dev, KindShared, n)
			if err != nil {
				t.Fatal(err)
			}
			if !failed && b.svm.P != p {
				t.Errorf("%s: the next allocation of the same size did not reuse the memory", b.Strategy)
			}
			if h, err := b.HostBytes(); err != nil || len(h) != n {
				t.Errorf("%s: the reused allocation's host view: %d bytes, %v", b.Strategy, len(h), err)
			}
			if err := b.Free(); err != nil {
				t.Fatal(err)
			}
			dev.DrainSVM()
		}
	}
}
