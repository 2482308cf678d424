package opencl

import "testing"

// A device that works on host memory in place (PoCL's CPU devices) gets a
// buffer over aligned Go memory that its commands write directly; GPUs,
// and Go memory that is not aligned as the device needs, get none.
func TestHostBufferInPlace(t *testing.T) {
	for _, d := range devices(t) {
		before := Live()
		host := make([]byte, 1<<16) // large allocations are page-aligned
		b, err := d.HostBuffer(host)
		if err != nil {
			t.Fatal(err)
		}
		if d.info.GPU {
			if b != nil {
				t.Fatalf("%s: a GPU uses host memory in place", d.info.Name)
			}
			continue
		}
		if !d.InPlace() || b == nil || !b.InPlace {
			t.Fatalf("%s: CPU device does not use host memory in place (InPlace %v, buffer %v)", d.info.Name, d.InPlace(), b)
		}
		if err := d.Fill(b, 128, []byte{7, 9}, 256); err != nil {
			t.Fatal(err)
		}
		for i, v := range host {
			want := byte(0)
			if i >= 128 && i < 384 {
				want = []byte{7, 9}[(i-128)%2]
			}
			if v != want {
				t.Fatalf("%s: host byte %d is %d after a fill in place, want %d", d.info.Name, i, v, want)
			}
		}
		odd := host[1:] // any Go slice, however aligned
		u, err := d.HostBuffer(odd)
		if err != nil || u == nil {
			t.Fatalf("%s: unaligned host bytes not used in place: %v, %v", d.info.Name, u, err)
		}
		if err := d.Fill(u, 0, []byte{5}, 1); err != nil || odd[0] != 5 {
			t.Fatalf("%s: fill of unaligned host bytes in place: %v, %d", d.info.Name, err, odd[0])
		}
		u.Release()
		b.Release()
		if _, ok := pinned.Load(b); ok {
			t.Fatal("released buffer still pinned")
		}
		if after := Live(); after != before {
			t.Fatalf("%s: live objects %+v after release, %+v before", d.info.Name, after, before)
		}
	}
}

// DisableInPlace turns zero-copy off, for tests of the copying path.
func TestDisableInPlace(t *testing.T) {
	for _, d := range devices(t) {
		DisableInPlace.Store(true)
		b, err := d.HostBuffer(make([]byte, 1<<16))
		DisableInPlace.Store(false)
		if err != nil || b != nil {
			t.Fatalf("%s: HostBuffer with DisableInPlace: %v, %v", d.info.Name, b, err)
		}
	}
}
