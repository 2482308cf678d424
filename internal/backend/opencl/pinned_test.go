package opencl

import (
	"errors"
	"testing"
)

// Pinned memory: IsPinned knows its bytes and no others, transfers from
// it skip staging, and Free releases it.
func TestPinnedMemory(t *testing.T) {
	for _, d := range devices(t) {
		before := Live()
		defer PinWith(d)()
		p, err := PinnedAlloc(3 << 20)
		if err != nil {
			t.Fatal(err)
		}
		b := p.Bytes()
		for _, c := range []struct {
			s    []byte
			want bool
		}{
			{b, true}, {b[1:], true}, {b[100 : 2<<20], true}, {b[len(b)-1:], true},
			{b[:0], false}, {make([]byte, 100), false},
		} {
			if got := IsPinned(c.s); got != c.want {
				t.Errorf("%s: IsPinned of %d bytes: %v, want %v", d.info.Name, len(c.s), got, c.want)
			}
		}
		old, oldCPU := StageThreshold, stageCPU
		StageThreshold, stageCPU = 1, true
		if d.useStaging(b) || !d.useStaging(make([]byte, 10)) {
			t.Errorf("%s: pinned memory is staged, or Go memory is not", d.info.Name)
		}
		for i := range b {
			b[i] = byte(i * 7)
		}
		buf, err := d.NewBuffer(len(b))
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Write(buf, 0, b); err != nil {
			t.Fatal(err)
		}
		back := make([]byte, len(b)) // staged, from the out slots
		if err := d.Read(buf, 0, back); err != nil {
			t.Fatal(err)
		}
		clear(b)
		if err := d.Read(buf, 0, b); err != nil { // direct, into pinned memory
			t.Fatal(err)
		}
		StageThreshold, stageCPU = old, oldCPU
		for i := range b {
			if b[i] != byte(i*7) || back[i] != byte(i*7) {
				t.Fatalf("%s: byte %d: %d and %d after a round trip, want %d", d.info.Name, i, b[i], back[i], byte(i*7))
			}
		}
		buf.Release()
		p.Free()
		p.Free()
		if IsPinned(b) {
			t.Error("freed memory still pinned")
		}
		if after := Live(); after != before {
			t.Fatalf("%s: live %+v after, %+v before", d.info.Name, after, before)
		}
	}
}

// Without a GPU, and without PinWith, there is no pinned memory.
func TestNoPinningWithoutGPU(t *testing.T) {
	for _, d := range devices(t) {
		if d.info.GPU {
			t.Skip("a GPU is present")
		}
	}
	if _, err := PinnedAlloc(10); !errors.Is(err, ErrNoPinning) {
		t.Fatalf("PinnedAlloc without a GPU: %v", err)
	}
}

// Pinned memory comes from the first GPU that SetVisible's filter keeps,
// and from none, without listing the platforms, where it says no OpenCL
// device may be used.
func TestPinnerVisible(t *testing.T) {
	gpu0, gpu1 := &Device{info: Info{Name: "g0", GPU: true}}, &Device{info: Info{Name: "g1", GPU: true}}
	cpu := &Device{info: Info{Name: "c", CPU: true}}
	all := func(*Device) bool { return true }
	not := func(x *Device) func(*Device) bool { return func(d *Device) bool { return d != x } }
	for _, c := range []struct {
		name string
		devs []*Device
		keep func(*Device) bool
		want *Device
	}{
		{"the first GPU", []*Device{cpu, gpu0, gpu1}, all, gpu0},
		{"the first GPU kept", []*Device{cpu, gpu0, gpu1}, not(gpu0), gpu1},
		{"no GPU kept", []*Device{cpu, gpu0}, not(gpu0), nil},
		{"a CPU device never", []*Device{cpu}, all, nil},
		{"no device", nil, all, nil},
	} {
		if got := firstGPU(c.devs, c.keep); got != c.want {
			t.Errorf("%s: firstGPU = %v, want %v", c.name, got, c.want)
		}
	}

	old := visible.Load()
	t.Cleanup(func() { visible.Store(old) })
	asked := false
	SetVisible(func() (bool, func(*Device) bool) { asked = true; return false, nil })
	if d := pinner(); d != nil || !asked {
		t.Errorf("no OpenCL device visible: pinner = %v (filter asked: %v), want none", d, asked)
	}
	if _, err := PinnedAlloc(64); !errors.Is(err, ErrNoPinning) {
		t.Errorf("no OpenCL device visible: PinnedAlloc: %v, want ErrNoPinning", err)
	}
	SetVisible(func() (bool, func(*Device) bool) { return true, func(*Device) bool { return false } })
	if d := pinner(); d != nil {
		t.Errorf("every device hidden: pinner = %v, want none", d)
	}
}
