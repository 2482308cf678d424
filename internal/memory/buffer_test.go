package memory

import (
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
	return devs[0]
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
