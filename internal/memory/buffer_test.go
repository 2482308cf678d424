package memory

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

func firstDevice(t *testing.T) *opencl.Device {
	t.Helper()
	devs, err := opencl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	if len(devs) == 0 {
		t.Skip("no OpenCL device found (install pocl-opencl-icd)")
	}
	// The tests of transfers need a device with a copy of its own.
	t.Cleanup(opencl.CopyOnCPU())
	return devs[0]
}

// A device that uses the host bytes in place shares the host's copy: its
// accesses move nothing, its writes leave the host's copy current, and
// Revert refuses it (it wrote the host's bytes).
func TestInPlaceDeviceSharesTheHostCopy(t *testing.T) {
	devs, _ := opencl.Devices()
	var dev *opencl.Device
	for _, d := range devs {
		if d.InPlace() {
			dev = d
		}
	}
	if dev == nil {
		t.Skip("no OpenCL device that uses host memory in place")
	}
	host := make([]byte, 1<<16)
	b := NewBuffer(host)
	defer b.Release()
	run(t, b, dev, 0, len(host), Read)
	run(t, b, dev, 100, 200, ReadWrite)
	run(t, b, nil, 0, len(host), Read)
	run(t, b, dev, 300, 400, DiscardWrite)
	if s := b.Stats(); s != (Stats{}) {
		t.Fatalf("in-place accesses moved data: %+v", s)
	}
	if !b.InPlace(dev) || b.InPlace(nil) {
		t.Fatal("InPlace")
	}
	if !b.Current(nil, 0, len(host)) || !b.Current(dev, 0, len(host)) {
		t.Fatal("the host's copy is the device's")
	}
	if b.Revert(dev, 100, 200) {
		t.Fatal("Revert of a write made in place")
	}
	if err := dev.Fill(b.DeviceBuffer(dev), 10, []byte{42}, 1); err != nil {
		t.Fatal(err)
	}
	if host[10] != 42 {
		t.Fatal("the device's buffer is not the host's bytes")
	}
	// Without in-place use, the device has a copy of its own.
	defer opencl.CopyOnCPU()()
	c := NewBuffer(host)
	defer c.Release()
	run(t, c, dev, 0, 100, Read)
	if s := c.Stats(); s.BytesHostToDevice != 100 || c.InPlace(dev) {
		t.Fatalf("copying device: %+v, in place %v", s, c.InPlace(dev))
	}
}

// run plays a plan's transfers and finishes its event, as the runtime does.
func run(t *testing.T, b *Buffer, loc Loc, lo, hi int, mode Mode) {
	t.Helper()
	ev := &fakeEvent{}
	_, xs, err := b.Plan(loc, lo, hi, mode, ev, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range xs {
		if err := x.Run(); err != nil {
			t.Fatal(err)
		}
	}
	ev.done = true
}

func TestTransfersOnlyMoveStaleRanges(t *testing.T) {
	dev := firstDevice(t)
	host := make([]byte, 1000)
	for i := range host {
		host[i] = byte(i)
	}
	b := NewBuffer(host)
	defer b.Release()

	run(t, b, dev, 0, 1000, Read)
	if s := b.Stats(); s.HostToDevice != 1 || s.BytesHostToDevice != 1000 {
		t.Fatalf("first read: %+v", s)
	}
	run(t, b, dev, 0, 1000, Read)
	if s := b.Stats(); s.HostToDevice != 1 {
		t.Fatalf("second read moved data again: %+v", s)
	}
	// The device writes a range: only that range comes back to the host.
	run(t, b, dev, 100, 300, DiscardWrite)
	if s := b.Stats(); s.HostToDevice != 1 {
		t.Fatalf("discard-write moved data in: %+v", s)
	}
	run(t, b, nil, 0, 1000, Read)
	if s := b.Stats(); s.DeviceToHost != 1 || s.BytesDeviceToHost != 200 {
		t.Fatalf("host read after ranged device write: %+v", s)
	}
	// The host writes a range: only that range goes to the device.
	run(t, b, nil, 500, 600, Write)
	run(t, b, dev, 0, 1000, ReadWrite)
	if s := b.Stats(); s.HostToDevice != 2 || s.BytesHostToDevice != 1100 {
		t.Fatalf("device read after ranged host write: %+v", s)
	}
	// A write-only access that is not discard keeps what it does not write.
	run(t, b, nil, 0, 10, Write)
	if s := b.Stats(); s.DeviceToHost != 2 || s.BytesDeviceToHost != 210 {
		t.Fatalf("host write of a device-current range: %+v", s)
	}
	for i := range host {
		if host[i] != byte(i) {
			t.Fatalf("host[%d] = %d after round trips", i, host[i])
		}
	}
}

// TestLostData plays plans and failures on a buffer with a host and a
// device copy and checks which byte ranges are lost: a failed writer
// loses what it wrote, except the parts a DiscardWrite access planned
// after it redefines (before or after the failure); an access that needs
// lost bytes depends on an event that fails with ErrDataLost.
func TestLostData(t *testing.T) {
	dev := firstDevice(t)
	type step struct {
		ev     string // the access's command
		onDev  bool
		lo, hi int
		mode   Mode
		fail   bool // instead of planning: ev fails, losing [lo, hi)
	}
	plan := func(ev string, onDev bool, lo, hi int, m Mode) step { return step{ev, onDev, lo, hi, m, false} }
	fail := func(ev string, lo, hi int) step { return step{ev: ev, lo: lo, hi: hi, fail: true} }
	for _, c := range []struct {
		name     string
		steps    []step
		lost     []span
		lostDeps string // an access whose plan must depend on lost data
	}{
		{"failed writer", []step{plan("w", true, 0, 40, ReadWrite), fail("w", 0, 40)}, []span{{0, 40}}, ""},
		{"failed reader", []step{plan("r", true, 0, 40, Read), fail("r", 0, 40)}, nil, ""},
		{"failure reported for part of the access", []step{plan("w", false, 0, 40, Write), fail("w", 10, 20)}, []span{{10, 20}}, ""},
		{"failure of a command with no access here", []step{plan("w", false, 0, 40, Write), fail("x", 0, 40)}, nil, ""},
		{"discard-write after the failure", []step{
			plan("w", true, 0, 40, ReadWrite), fail("w", 0, 40), plan("k", false, 0, 16, DiscardWrite),
		}, []span{{16, 40}}, ""},
		{"discard-write elsewhere before the failure", []step{
			plan("w", true, 0, 40, ReadWrite), plan("k", false, 8, 16, DiscardWrite), fail("w", 0, 40),
		}, []span{{0, 8}, {16, 40}}, ""},
		{"read-write after the failure", []step{
			plan("w", true, 0, 40, ReadWrite), fail("w", 0, 40), plan("k", false, 30, 50, ReadWrite),
		}, []span{{0, 40}}, "k"},
		{"read of bytes not lost", []step{
			plan("w", true, 0, 40, ReadWrite), fail("w", 0, 40), plan("k", true, 40, 64, Read),
		}, []span{{0, 40}}, ""},
		{"the later failure of two", []step{
			plan("a", true, 0, 30, ReadWrite), plan("b", false, 20, 50, DiscardWrite), fail("b", 20, 50), fail("a", 0, 30),
		}, []span{{0, 20}, {20, 50}}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := NewBuffer(make([]byte, 64))
			defer b.Release()
			evs := map[string]*fakeEvent{}
			event := func(name string) *fakeEvent {
				if evs[name] == nil {
					evs[name] = &fakeEvent{}
				}
				return evs[name]
			}
			for _, s := range c.steps {
				if s.fail {
					b.Lose(event(s.ev), s.lo, s.hi, fmt.Errorf("%s failed", s.ev))
					continue
				}
				loc := Loc(nil)
				if s.onDev {
					loc = dev
				}
				deps, _, err := b.Plan(loc, s.lo, s.hi, s.mode, event(s.ev), nil)
				if err != nil {
					t.Fatal(err)
				}
				dependsOnLost := false
				for _, d := range deps {
					if d.Done() && errors.Is(d.Wait(), ErrDataLost) {
						dependsOnLost = true
					}
				}
				if want := s.ev == c.lostDeps; dependsOnLost != want {
					t.Errorf("plan of %s: depends on lost data %v, want %v (deps %v)", s.ev, dependsOnLost, want, deps)
				}
			}
			var got []span
			for _, l := range b.lost {
				got = append(got, span{l.lo, l.hi})
			}
			slices.SortFunc(got, func(x, y span) int { return x.lo - y.lo })
			if !equalSpans(got, c.lost) {
				t.Fatalf("lost %v, want %v", got, c.lost)
			}
			for _, l := range c.lost {
				if err := b.Lost(l.lo, l.hi); !errors.Is(err, ErrDataLost) {
					t.Errorf("Lost(%d, %d) = %v", l.lo, l.hi, err)
				}
			}
		})
	}
}

// Revert makes the host's copy current again after a failed write on a
// device, and refuses once a later command has used the range elsewhere.
func TestRevert(t *testing.T) {
	dev := firstDevice(t)
	b := NewBuffer(make([]byte, 1000))
	defer b.Release()
	if !b.Current(nil, 0, 1000) || b.Current(dev, 0, 1) {
		t.Fatal("a new buffer is current on the host only")
	}
	run(t, b, dev, 100, 200, ReadWrite) // the failed write
	if b.Current(nil, 100, 200) || !b.Current(dev, 100, 200) {
		t.Fatal("after a device write the device's copy is the current one")
	}
	if b.Revert(nil, 100, 200) {
		t.Error("Revert at the host")
	}
	if !b.Revert(dev, 100, 200) {
		t.Fatal("Revert refused")
	}
	if !b.Current(nil, 0, 1000) || b.Current(dev, 100, 101) {
		t.Fatal("after Revert the host's copy is current and the device's stale")
	}
	// The device writes again and the host reads: the host's copy is no
	// longer the one from before the write.
	run(t, b, dev, 100, 200, ReadWrite)
	run(t, b, nil, 150, 160, Read)
	if b.Revert(dev, 100, 200) {
		t.Error("Revert after the range was copied to the host")
	}
	// A transfer to the device that failed left the range current nowhere:
	// the host's copy, untouched, becomes current again.
	run(t, b, dev, 300, 400, DiscardWrite)
	b.mu.Lock()
	b.valid[dev] = b.valid[dev].remove(300, 400)
	b.mu.Unlock()
	if !b.Revert(dev, 300, 400) || !b.Current(nil, 300, 400) {
		t.Error("Revert of a range current nowhere")
	}
}

// Release leaves a buffer's device copies to their device for the next
// buffer of the same size, unless a command that wrote the buffer failed
// (Lose): such a copy is released, as a command queued behind the failure
// might still reach it.
func TestReleaseRecyclesUnlessFailed(t *testing.T) {
	dev := firstDevice(t)
	const n = 1 << 12
	for _, failed := range []bool{false, true} {
		dev.DrainRecycled()
		b := NewBuffer(make([]byte, n))
		if err := b.Reserve(dev); err != nil {
			t.Fatal(err)
		}
		m := b.DeviceBuffer(dev).M
		if failed {
			ev := &fakeEvent{}
			if _, _, err := b.Plan(dev, 0, n, DiscardWrite, ev, nil); err != nil {
				t.Fatal(err)
			}
			b.Lose(ev, 0, n, errors.New("the kernel failed"))
			ev.done = true
		}
		b.Release()
		kept, _ := dev.Recycled()
		if want := map[bool]int{false: 1, true: 0}[failed]; kept != want {
			t.Fatalf("failed=%v: the device keeps %d buffers, want %d", failed, kept, want)
		}
		if !failed {
			c := NewBuffer(make([]byte, n))
			if err := c.Reserve(dev); err != nil {
				t.Fatal(err)
			}
			if c.DeviceBuffer(dev).M != m {
				t.Fatal("the next buffer of the same size did not reuse the device copy")
			}
			c.Release()
		}
	}
	dev.DrainRecycled()
}
