package memory

import (
	"bytes"
	"errors"
	"fmt"
	"testing"
)

// failingEvent is a command that ends (done) with err.
type failingEvent struct {
	done bool
	err  error
}

func (e *failingEvent) Done() bool { return e.done }
func (e *failingEvent) Wait() error {
	if !e.done {
		panic("Wait on a command that has not ended")
	}
	return e.err
}

// A fetch of a range whose writer failed does not copy what the writer
// left on its device into the host's bytes: the host keeps its bytes from
// before (and Revert may make them current again), the fetch reports the
// failure.
func TestFetchAfterFailedWriter(t *testing.T) {
	dev := firstDevice(t)
	host := bytes.Repeat([]byte{7}, 1000)
	b := NewBuffer(host)
	defer b.Release()
	// The device's copy holds other bytes: a recycled allocation's.
	run(t, b, dev, 0, 1000, ReadWrite)
	cause := errors.New("the kernel failed")
	writer := &failingEvent{}
	if _, _, err := b.Plan(dev, 100, 200, DiscardWrite, writer, nil); err != nil {
		t.Fatal(err)
	}
	f, err := b.FetchAsync(100, 200) // planned while the writer runs
	if err != nil {
		t.Fatal(err)
	}
	writer.done, writer.err = true, cause
	if _, err := f.Wait(); !errors.Is(err, cause) {
		t.Errorf("the fetch's error %v, want the writer's", err)
	}
	if !bytes.Equal(host, bytes.Repeat([]byte{7}, 1000)) {
		t.Error("the fetch copied the failed writer's range into the host's bytes")
	}
	if b.Current(nil, 100, 200) {
		t.Error("the host's copy is current after a fetch that copied nothing")
	}
	if !b.Revert(dev, 100, 200) || !b.Current(nil, 100, 200) {
		t.Error("Revert of the failed write: the host's untouched bytes are current again")
	}
}

// Bytes that a copy brought home from a failed command (Clobbered) are
// lost and stale on the host: Revert refuses them, Redefine keeps them
// lost, and only a DiscardWrite access redefines them. Undefined loses
// bytes as Clobbered does.
func TestClobbered(t *testing.T) {
	dev := firstDevice(t)
	b := NewBuffer(make([]byte, 1000))
	defer b.Release()
	run(t, b, dev, 100, 300, DiscardWrite) // the failed write
	cause := errors.New("the kernel failed")
	b.Clobbered(100, 200, cause)
	if b.Current(nil, 100, 200) {
		t.Error("clobbered bytes are current on the host")
	}
	if err := b.Lost(100, 200); !errors.Is(err, ErrDataLost) || !errors.Is(err, cause) {
		t.Errorf("Lost = %v, want ErrDataLost and the cause", err)
	}
	if b.Revert(dev, 100, 300) {
		t.Error("Revert over clobbered bytes")
	}
	b.Redefine(100, 300)
	if b.Lost(100, 200) == nil {
		t.Error("Redefine forgot clobbered bytes")
	}
	run(t, b, nil, 100, 200, DiscardWrite)
	if err := b.Lost(100, 200); err != nil {
		t.Errorf("a DiscardWrite access left them lost: %v", err)
	}
	b.Undefined(400, 500, nil, true, cause)
	if err := b.Lost(400, 500); !errors.Is(err, ErrDataLost) {
		t.Errorf("Undefined: Lost = %v", err)
	}
	if b.Revert(dev, 400, 500) {
		t.Error("Revert over undefined bytes")
	}
}

// TestUncovered: the parts of a range outside the ranges kept, in order,
// whatever the order and overlaps of those.
func TestUncovered(t *testing.T) {
	for _, tc := range []struct {
		lo, hi int
		kept   [][2]int
		want   [][2]int
	}{
		{0, 10, nil, [][2]int{{0, 10}}},
		{0, 10, [][2]int{{0, 10}}, [][2]int{}},
		{0, 10, [][2]int{{2, 4}}, [][2]int{{0, 2}, {4, 10}}},
		{0, 10, [][2]int{{6, 20}, {-5, 1}, {3, 5}, {4, 6}}, [][2]int{{1, 3}}},
		{0, 10, [][2]int{{10, 12}, {-3, 0}}, [][2]int{{0, 10}}},
		{5, 5, nil, [][2]int{}},
	} {
		got := Uncovered(tc.lo, tc.hi, tc.kept)
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("Uncovered(%d, %d, %v) = %v, want %v", tc.lo, tc.hi, tc.kept, got, tc.want)
		}
	}
}
