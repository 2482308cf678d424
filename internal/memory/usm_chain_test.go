package memory

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	cl "github.com/jgillich/go-opencl/cl"

	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/faults"
)

// testUserEvent is a user event on loc's context, standing for a command
// whose end the test decides (not counted in opencl.Live: released with
// Release).
func testUserEvent(t *testing.T, loc Loc) *cl.Event {
	t.Helper()
	ctx, err := loc.Context()
	if err != nil {
		t.Fatal(err)
	}
	ue, err := ctx.CreateUserEvent()
	if err != nil {
		t.Fatal(err)
	}
	return ue
}

// within runs f and fails the test if it has not returned in a minute: f
// must not wait for a copy that cannot run yet. On failure it lets the
// copies run (unblock) and waits for f.
func within(t *testing.T, what string, f func(), unblock func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		unblock()
		<-done
		t.Fatalf("%s waited on the host for a copy that cannot run yet", what)
	}
}

func pendingEvents(t *testing.T, what string, evs []*cl.Event, want int) {
	t.Helper()
	if len(evs) != want {
		t.Fatalf("%s: %d events to wait for, want %d", what, len(evs), want)
	}
	for i, e := range evs {
		if st, err := opencl.EventStatus(e); err != nil || st <= 0 {
			t.Fatalf("%s: event %d has status %d (%v); want it pending", what, i, st, err)
		}
	}
}

// The copies of a launch's views are chained, not made on the host: with
// the view's transfer queue held back (a copy waiting for a user event
// heads it), FetchViewAsync returns at once for two overlapping regions,
// the first copies its region, the second only the part the first does
// not bring and waits for the first's copy as well (the overlap ordered
// by an event, not a host lock), and a third over both copies nothing
// and waits for both. A copy home waits for its kernel on the device
// (here a user event): the home is untouched until the kernel ends, and
// holds the view's bytes after EndHomed; a kernel that fails after its
// copy home was chained leaves the home as it was and the region stale
// in the view; a kernel already failed gets no chained copy. No event
// outlives the session.
func TestUSMViewCopiesChained(t *testing.T) {
	dev := firstDevice(t)
	foreign := secondContext(dev)
	for _, c := range []struct {
		name     string
		strategy Strategy
		view     Loc
	}{
		{"emulated, its device", Emulated, dev},
		{"fine, another context", FineSVM, foreign},
	} {
		t.Run(c.name, func(t *testing.T) {
			const n = 1000
			a := newTestAlloc(t, dev, c.strategy, n)
			loc := c.view
			home, _ := a.HostBytes()
			if !loc.Chains(home) {
				t.Skipf("%s stages copies of this memory", LocName(loc))
			}
			before := opencl.Live()
			s := NewSession()

			// Hold loc's transfer queue back.
			gate := testUserEvent(t, loc)
			scratch, err := loc.NewBuffer(16)
			if err != nil {
				t.Fatal(err)
			}
			blocker, err := loc.WriteAfter(scratch, 0, make([]byte, 16), []*cl.Event{gate})
			if err != nil {
				t.Fatal(err)
			}
			base := statsOf(a, loc)
			ins := chainedIns.Load()
			var r1, r2, r3 *Arrivals
			within(t, "FetchViewAsync", func() {
				if r1, err = a.FetchViewAsync(s, loc, 0, 400, Read); err != nil {
					return
				}
				if r2, err = a.FetchViewAsync(s, loc, 200, 600, ReadWrite); err != nil {
					return
				}
				r3, err = a.FetchViewAsync(s, loc, 0, 600, Read)
			}, func() { gate.SetUserEventStatus(0) })
			if err != nil {
				t.Fatal(err)
			}
			if got := statsOf(a, loc); got.CopiesIn-base.CopiesIn != 2 || got.BytesIn-base.BytesIn != 600 {
				t.Fatalf("copies in %+v since %+v; want [0,400) and [400,600)", got, base)
			}
			if got := chainedIns.Load() - ins; got != 2 {
				t.Fatalf("%d copies in chained, want 2", got)
			}
			e1, e2, e3 := r1.Events(), r2.Events(), r3.Events()
			pendingEvents(t, "[0,400)", e1, 1)
			pendingEvents(t, "[200,600)", e2, 2)
			pendingEvents(t, "[0,600)", e3, 2)
			if err := gate.SetUserEventStatus(0); err != nil {
				t.Fatal(err)
			}
			for _, e := range append(append(e1, e2...), e3...) {
				if err := opencl.WaitEvent(e); err != nil {
					t.Fatal(err)
				}
				opencl.ReleaseEvent(e)
			}
			for _, r := range []*Arrivals{r1, r2, r3} {
				if err := r.Wait(); err != nil {
					t.Fatal(err)
				}
			}
			if err := blocker.Wait(); err != nil {
				t.Fatal(err)
			}
			gate.Release()
			scratch.Release()
			v := a.views[loc]
			got := make([]byte, 600)
			if err := loc.Read(v.buf, 0, got); err != nil {
				t.Fatal(err)
			}
			for i, b := range got {
				if b != byte(i) {
					t.Fatalf("view byte %d = %d, want %d", i, b, byte(i))
				}
			}
			if len(a.moving) != 0 || len(v.arriving) != 0 {
				t.Fatalf("%d copies still recorded under way after Wait", len(a.moving))
			}

			// A copy home waits for its kernel.
			write := func(lo, hi int, val byte) {
				t.Helper()
				arg, err := a.Begin(s, loc, lo, hi, ReadWrite)
				if err != nil {
					t.Fatal(err)
				}
				if err := loc.Write(arg.Buf, lo, bytes.Repeat([]byte{val}, hi-lo)); err != nil {
					t.Fatal(err)
				}
			}
			write(0, 400, 7)
			k := testUserEvent(t, loc)
			homes := chainedCopies.Load()
			h := a.StartHome(s, loc, 0, 400, ReadWrite, k)
			if h == nil || chainedCopies.Load()-homes != 1 {
				t.Fatal("the copy home was not chained to the kernel")
			}
			if st, err := opencl.EventStatus(h.t.ev); err != nil || st <= 0 {
				t.Fatalf("the copy home has status %d (%v) before its kernel ended", st, err)
			}
			if !bytes.Equal(home[:400], bytesFrom(0, 400)) {
				t.Fatal("the home changed before the kernel ended")
			}
			if err := k.SetUserEventStatus(0); err != nil {
				t.Fatal(err)
			}
			k.Release()
			base = statsOf(a, loc)
			if err := a.EndHomed(s, loc, 0, 400, ReadWrite, true, h); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(home[:400], bytes.Repeat([]byte{7}, 400)) {
				t.Fatal("the kernel's region did not come home")
			}
			if got := statsOf(a, loc); got.BytesOut-base.BytesOut != 400 {
				t.Fatalf("copied home %+v since %+v, want 400 bytes", got, base)
			}

			// The kernel fails after its copy home was chained.
			write(400, 600, 9)
			k = testUserEvent(t, loc)
			h = a.StartHome(s, loc, 400, 600, ReadWrite, k)
			if h == nil {
				t.Fatal("the copy home was not chained to the kernel")
			}
			if err := k.SetUserEventStatus(-5); err != nil { // CL_OUT_OF_RESOURCES
				t.Fatal(err)
			}
			if err := a.EndHomed(s, loc, 400, 600, ReadWrite, false, h); err != nil {
				t.Fatal(err)
			}
			k.Release()
			if !bytes.Equal(home[400:600], bytesFrom(400, 600)) {
				t.Fatal("a failed kernel's region reached the home")
			}
			base = statsOf(a, loc)
			r, err := a.FetchViewAsync(s, loc, 0, 600, Read)
			if err != nil {
				t.Fatal(err)
			}
			if err := r.Wait(); err != nil {
				t.Fatal(err)
			}
			if got := statsOf(a, loc); got.BytesIn-base.BytesIn != 200 {
				t.Fatalf("after the failed kernel: %+v since %+v, want its 200 bytes copied in again", got, base)
			}

			// A kernel that has failed already gets no chained copy.
			write(600, 700, 3)
			k = testUserEvent(t, loc)
			if err := k.SetUserEventStatus(-5); err != nil {
				t.Fatal(err)
			}
			if h := a.StartHome(s, loc, 600, 700, ReadWrite, k); h != nil {
				t.Fatal("a copy home was chained to a failed kernel")
			}
			k.Release()
			if err := a.End(s, loc, 600, 700, ReadWrite, false); err != nil {
				t.Fatal(err)
			}
			if err := s.End(); err != nil {
				t.Fatal(err)
			}
			if after := opencl.Live(); after.Events != before.Events {
				t.Fatalf("%d events live after the session, %d before", after.Events, before.Events)
			}
		})
	}
}

// bytesFrom is newTestAlloc's contents of [lo, hi).
func bytesFrom(lo, hi int) []byte {
	b := make([]byte, hi-lo)
	for i := range b {
		b[i] = byte(lo + i)
	}
	return b
}

// A copy that cannot be enqueued fails FetchViewAsync with an error that
// names the bytes, the allocation and the transfer; its bytes are not
// taken as current (the next use copies them), and no event or copy
// under way is left behind. A copy home that cannot be enqueued leaves
// the region to End, which reports the failure the same way.
func TestUSMViewCopyFailures(t *testing.T) {
	dev := firstDevice(t)
	a := newTestAlloc(t, dev, Emulated, 1000)
	home, _ := a.HostBytes()
	if !dev.Chains(home) {
		t.Skipf("%s stages copies of this memory", LocName(dev))
	}
	before := opencl.Live()
	s := NewSession()
	restore := faults.SetTransfer(func(string) error { return faults.Error("transfer refused") })
	r, err := a.FetchViewAsync(s, dev, 0, 400, Read)
	restore()
	if r != nil || err == nil || !errors.Is(err, faults.ErrInjected) ||
		!strings.Contains(err.Error(), "copying bytes [0,400) of the shared allocation into its copy on") ||
		!strings.Contains(err.Error(), "opencl: writing 400 bytes to") {
		t.Fatalf("FetchViewAsync with refused copies: %v, %v; want an error naming the bytes and the write", r, err)
	}
	base := statsOf(a, dev)
	if r, err = a.FetchViewAsync(s, dev, 0, 400, Read); err != nil {
		t.Fatal(err)
	}
	if err := r.Wait(); err != nil {
		t.Fatal(err)
	}
	if got := statsOf(a, dev); got.BytesIn-base.BytesIn != 400 {
		t.Fatalf("after the refused copy: %+v since %+v, want its 400 bytes copied", got, base)
	}

	if _, err := a.Begin(s, dev, 0, 400, ReadWrite); err != nil {
		t.Fatal(err)
	}
	k := testUserEvent(t, dev)
	restore = faults.SetTransfer(func(string) error { return faults.Error("transfer refused") })
	h := a.StartHome(s, dev, 0, 400, ReadWrite, k)
	if h != nil {
		restore()
		t.Fatal("a refused copy home was chained")
	}
	k.SetUserEventStatus(0)
	k.Release()
	err = a.EndHomed(s, dev, 0, 400, ReadWrite, true, h)
	restore()
	if !errors.Is(err, faults.ErrInjected) || !strings.Contains(err.Error(), "opencl: reading 400 bytes from") {
		t.Fatalf("End after a refused copy home: %v; want the read's error", err)
	}
	if err := s.End(); err != nil {
		t.Fatal(err)
	}
	if len(a.moving) != 0 {
		t.Fatalf("%d copies still recorded under way", len(a.moving))
	}
	if after := opencl.Live(); after.Events != before.Events {
		t.Fatalf("%d events live, %d before", after.Events, before.Events)
	}
}
