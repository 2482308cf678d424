package opencl

import (
	"testing"

	cl "github.com/jgillich/go-opencl/cl"
)

// The recycler's decisions, on fake handles: exact sizes only, the
// newest first, the oldest evicted to stay within the limit, a buffer
// larger than the limit never kept.
func TestRecyclerDecisions(t *testing.T) {
	h := make([]*cl.MemObject, 8)
	for i := range h {
		h[i] = new(cl.MemObject)
	}
	type step struct {
		put      int // index into h of a buffer put, or -1
		size     int
		evicted  []int // the buffers put returns to release
		take     int   // size taken when put < 0
		got      int   // index taken, -1: none
		held     int
		heldSize int64
	}
	const limit = 100
	for _, tc := range []struct {
		name  string
		steps []step
	}{
		{"exact size only", []step{
			{put: 0, size: 40, held: 1, heldSize: 40},
			{put: -1, take: 39, got: -1, held: 1, heldSize: 40},
			{put: -1, take: 41, got: -1, held: 1, heldSize: 40},
			{put: -1, take: 40, got: 0, held: 0, heldSize: 0},
			{put: -1, take: 40, got: -1},
		}},
		{"newest first", []step{
			{put: 0, size: 10, held: 1, heldSize: 10},
			{put: 1, size: 10, held: 2, heldSize: 20},
			{put: -1, take: 10, got: 1, held: 1, heldSize: 10},
			{put: -1, take: 10, got: 0},
		}},
		{"oldest evicted", []step{
			{put: 0, size: 50, held: 1, heldSize: 50},
			{put: 1, size: 30, held: 2, heldSize: 80},
			{put: 2, size: 40, evicted: []int{0}, held: 2, heldSize: 70},
			{put: 3, size: 100, evicted: []int{1, 2}, held: 1, heldSize: 100},
		}},
		{"over the limit: released at once", []step{
			{put: 0, size: 10, held: 1, heldSize: 10},
			{put: 1, size: 101, evicted: []int{1}, held: 1, heldSize: 10},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var r recycler[*cl.MemObject]
			for i, s := range tc.steps {
				if s.put >= 0 {
					ev := r.put(h[s.put], s.size, limit)
					if len(ev) != len(s.evicted) {
						t.Fatalf("step %d: %d evicted, want %v", i, len(ev), s.evicted)
					}
					for j, e := range ev {
						if e != h[s.evicted[j]] {
							t.Fatalf("step %d: evicted %d is not h[%d]", i, j, s.evicted[j])
						}
					}
				} else {
					m, _ := r.take(s.take)
					switch {
					case s.got < 0 && m != nil:
						t.Fatalf("step %d: took a buffer for size %d, want none", i, s.take)
					case s.got >= 0 && m != h[s.got]:
						t.Fatalf("step %d: took the wrong buffer, want h[%d]", i, s.got)
					}
				}
				if len(r.free) != s.held || r.bytes != s.heldSize {
					t.Fatalf("step %d: holds %d buffers of %d bytes, want %d of %d", i, len(r.free), r.bytes, s.held, s.heldSize)
				}
			}
		})
	}
}

// A recycled buffer is the next NewBuffer of its size on its device, not
// counted live while the device keeps it; another size gets a new one;
// DrainRecycled releases what the device keeps. A buffer over host
// memory is released, not kept.
func TestRecycleReuses(t *testing.T) {
	for _, d := range devices(t) {
		d.DrainRecycled()
		base := Live().Buffers
		b, err := d.NewBuffer(4096)
		if err != nil {
			t.Fatal(err)
		}
		m := b.M
		b.Recycle()
		b.Recycle() // a second call does nothing
		if n, bytes := d.Recycled(); n != 1 || bytes != 4096 {
			t.Fatalf("%s: keeps %d buffers, %d bytes; want 1, 4096", d.info.Name, n, bytes)
		}
		if got := Live().Buffers; got != base {
			t.Fatalf("%s: %d live buffers with one recycled, want %d", d.info.Name, got, base)
		}
		other, err := d.NewBuffer(8192)
		if err != nil {
			t.Fatal(err)
		}
		if other.M == m {
			t.Fatalf("%s: a buffer of another size reused", d.info.Name)
		}
		again, err := d.NewBuffer(4096)
		if err != nil {
			t.Fatal(err)
		}
		if again.M != m {
			t.Fatalf("%s: the recycled buffer was not reused", d.info.Name)
		}
		// It works as a new one does.
		want := []byte("recycled buffers hold what is written to them")
		if err := d.Write(again, 100, want); err != nil {
			t.Fatal(err)
		}
		got := make([]byte, len(want))
		if err := d.Read(again, 100, got); err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Fatalf("%s: read %q back", d.info.Name, got)
		}
		again.Release()
		other.Recycle()
		if n, _ := d.Recycled(); n != 1 {
			t.Fatalf("%s: keeps %d buffers, want 1", d.info.Name, n)
		}
		d.DrainRecycled()
		if n, bytes := d.Recycled(); n != 0 || bytes != 0 {
			t.Fatalf("%s: keeps %d buffers, %d bytes after DrainRecycled", d.info.Name, n, bytes)
		}
		if got := Live().Buffers; got != base {
			t.Fatalf("%s: %d live buffers, want %d", d.info.Name, got, base)
		}
		if d.InPlace() {
			host := make([]byte, 4096)
			hb, err := d.HostBuffer(host)
			if err != nil {
				t.Fatal(err)
			}
			hb.Recycle()
			if n, _ := d.Recycled(); n != 0 {
				t.Fatalf("%s: a buffer over host memory was kept", d.info.Name)
			}
		}
	}
}
