package opencl

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"
)

func TestStagingPlan(t *testing.T) {
	for _, c := range []struct {
		n           int
		chunk, area int
	}{
		{1, stagingMinChunk, stagingMinChunk},
		{stagingMinChunk, stagingMinChunk, stagingMinChunk},
		{stagingMinChunk + 1, stagingMinChunk, 2 * stagingMinChunk},
		// Chunks would be smaller than the minimum: fewer of them.
		{720 << 10, stagingMinChunk, 1 << 20},
		{2880 << 10, stagingMinChunk, 4 << 20},
		// 16 chunks of a power of two, the area a power of two.
		{8 << 20, 512 << 10, 8 << 20},
		{8<<20 + 1, stagingMaxChunk, 16 << 20},
		// Large transfers: chunks and area at their most; the area is
		// reused.
		{64 << 20, stagingMaxChunk, stagingMaxArea},
		{1 << 30, stagingMaxChunk, stagingMaxArea},
	} {
		chunk, area := stagingPlan(c.n)
		if chunk != c.chunk || area != c.area {
			t.Errorf("stagingPlan(%d) = %d, %d; want %d, %d", c.n, chunk, area, c.chunk, c.area)
		}
		if area%chunk != 0 || (area < c.n && area < stagingMaxArea) {
			t.Errorf("stagingPlan(%d) = %d, %d: the area is not whole slots holding the transfer", c.n, chunk, area)
		}
		if slots := area / chunk; area < c.n && (slots < 2*stagingBatches || slots%stagingBatches != 0) {
			t.Errorf("stagingPlan(%d) = %d, %d: a ring of %d slots, want a multiple of %d batches", c.n, chunk, area, slots, stagingBatches)
		}
	}
	const kib = 1 << 10
	for _, c := range []struct{ count, slots, chunk, batch int }{
		// At least stagingMinBatch bytes.
		{1, 1, 256 * kib, 4},
		{3, 4, 256 * kib, 4},
		{12, 16, 256 * kib, 4},
		// A quarter of the transfer.
		{16, 16, 512 * kib, 4},
		{13, 16, 1024 * kib, 4},
		{9, 16, 1024 * kib, 3},
		// A ring: a quarter of the area.
		{64, 32, 1024 * kib, 8},
		{1024, 32, 1024 * kib, 8},
	} {
		if got := stagingBatch(c.count, c.slots, c.chunk); got != c.batch {
			t.Errorf("stagingBatch(%d, %d, %d) = %d, want %d", c.count, c.slots, c.chunk, got, c.batch)
		}
	}
}

// TestStagedCommands stages transfers through a recording start, both
// ways, and checks the DMA commands: one per batch, in order, each over
// its batch's slots, none wrapping the ring; and every byte. The device
// has a context of its own, so that its staging areas start small and
// grow with the transfers, as a program's do: a batch larger than the
// area (more chunks than slots) must not wait for its own slots.
func TestStagedCommands(t *testing.T) {
	stageCPU = true
	defer func() { stageCPU = false }()
	d := devices(t)[0].SecondContext()
	defer d.Close()
	for _, n := range []int{1000, 720 << 10, 2880<<10 + 5, stagingMaxArea + 3*stagingMaxChunk + 7} {
		b, err := d.NewBuffer(n)
		if err != nil {
			t.Fatal(err)
		}
		chunk, area := stagingPlan(n)
		count := (n + chunk - 1) / chunk
		batch := stagingBatch(count, area/chunk, chunk)
		src := make([]byte, n)
		for i := range src {
			src[i] = byte(i*5 + i>>12)
		}
		dst := make([]byte, n)
		for _, out := range []bool{false, true} {
			var at []int
			host := src
			if out {
				host = dst
			}
			done := make(chan error, 1)
			go func() {
				done <- d.staged(out, host, 0, func(slot []byte, off int, q *cl.CommandQueue) (*cl.Event, error) {
					want := min(batch*chunk, n-off)
					if off%(batch*chunk) != 0 || len(slot) != want {
						t.Errorf("%d bytes: a command of %d bytes at %d, want batches of %d chunks of %d", n, len(slot), off, batch, chunk)
					}
					at = append(at, off)
					return enqueueSlot(q, b, out, off, slot)
				})
			}()
			select {
			case err := <-done:
				if err != nil {
					t.Fatal(err)
				}
			case <-time.After(time.Minute):
				t.Fatalf("%d bytes, out %v: the staged transfer has not returned after a minute", n, out)
			}
			var want []int
			for off := 0; off < n; off += batch * chunk {
				want = append(want, off)
			}
			if fmt.Sprint(at) != fmt.Sprint(want) {
				t.Errorf("%d bytes, out %v: commands at %v, want %v", n, out, at, want)
			}
		}
		if !bytes.Equal(dst, src) {
			t.Errorf("%d bytes: the bytes read differ from those written", n)
		}
		b.Release()
	}
}

// TestStagedSizes moves transfers of sizes around every boundary of the
// staging plan through the area, both ways, at an offset, and checks
// every byte: chunks copied by different goroutines, and chunks that
// reuse a slot of the ring (the largest size), land where they belong.
func TestStagedSizes(t *testing.T) {
	stageCPU = true
	defer func() { stageCPU = false }()
	for _, d := range devices(t) {
		for _, n := range []int{1, stagingMinChunk - 1, stagingMinChunk + 1, 1 << 20, 8<<20 + 3, 2*stagingMaxArea + 4097} {
			t.Run(fmt.Sprintf("%s/%d", benchDevName(d), n), func(t *testing.T) {
				const off = 100
				src := make([]byte, n)
				for i := range src {
					src[i] = byte(i*7 + i>>11)
				}
				b, err := d.NewBuffer(n + off)
				if err != nil {
					t.Fatal(err)
				}
				defer b.Release()
				if err := d.Write(b, off, src); err != nil {
					t.Fatal(err)
				}
				dst := make([]byte, n)
				if err := d.Read(b, off, dst); err != nil {
					t.Fatal(err)
				}
				for i := range dst {
					if dst[i] != src[i] {
						t.Fatalf("byte %d = %d, want %d", i, dst[i], src[i])
					}
				}
			})
		}
	}
}

// TestStagedFailure makes the chunks past a buffer's end fail to enqueue,
// in both directions: the transfer reports the error, and every command
// it enqueued has finished and been released (no event leaks), so that
// the next transfer through the same slots succeeds.
func TestStagedFailure(t *testing.T) {
	stageCPU = true
	defer func() { stageCPU = false }()
	for _, d := range devices(t) {
		n := 2*stagingMaxArea + 2*stagingMaxChunk // chunks on both sides of the end, after the ring has wrapped
		b, err := d.NewBuffer(n / 2)
		if err != nil {
			t.Fatal(err)
		}
		host := make([]byte, n)
		before := Live().Events
		if err := d.Write(b, 0, host); err == nil {
			t.Errorf("%s: a staged write past the buffer's end succeeded", d.info.Name)
		}
		if err := d.Read(b, 0, host); err == nil {
			t.Errorf("%s: a staged read past the buffer's end succeeded", d.info.Name)
		}
		if after := Live().Events; after != before {
			t.Errorf("%s: %d events live after failed transfers, %d before", d.info.Name, after, before)
		}
		for i := range host[:n/2] {
			host[i] = byte(i)
		}
		if err := d.Write(b, 0, host[:n/2]); err != nil {
			t.Fatal(err)
		}
		out := make([]byte, n/2)
		if err := d.Read(b, 0, out); err != nil {
			t.Fatal(err)
		}
		for i := range out {
			if out[i] != byte(i) {
				t.Fatalf("%s: after failed transfers, byte %d = %d", d.info.Name, i, out[i])
			}
		}
		b.Release()
	}
}

// TestStagingGrows: a direction's pinned areas grow with the buffers
// whose transfers it has staged, not to their most at the first: a
// transfer grows them to what a transfer of its whole buffer wants (a
// power of two up to stagingMaxArea), however small its own part, so
// that a buffer moved in pieces of changing sizes grows them at its first
// transfer, not at the first piece larger than those before; a smaller
// buffer's transfer after it reuses them, and every byte lands. PoCL
// stages here as a GPU does, in a context of its own.
func TestStagingGrows(t *testing.T) {
	stageCPU = true
	defer func() { stageCPU = false }()
	d := devices(t)[0].SecondContext()
	defer d.Close()
	pinned := func() int { _, _, _, n := areasOf(d, false); return n }
	big := 2*stagingMaxArea + 4097
	bufs := map[int]*Buffer{}
	for _, size := range []int{1 << 20, 3 << 20, big} {
		b, err := d.NewBuffer(size)
		if err != nil {
			t.Fatal(err)
		}
		defer b.Release()
		bufs[size] = b
	}
	for _, c := range []struct {
		buffer, n int // the buffer's bytes, the transfer's
		area      int // bytes of each area after it
	}{
		{1 << 20, 1 << 20, 1 << 20},
		{3 << 20, 1 << 20, 4 << 20}, // a part of a larger buffer: grown for the buffer
		{3 << 20, 3 << 20, 4 << 20},
		{big, 1 << 20, stagingMaxArea},
		{big, big, stagingMaxArea},
		{1 << 20, 1 << 20, stagingMaxArea},
	} {
		src := make([]byte, c.n)
		for i := range src {
			src[i] = byte(i*7 + c.n + c.buffer)
		}
		b := bufs[c.buffer]
		if err := d.Write(b, 0, src); err != nil {
			t.Fatal(err)
		}
		got := make([]byte, c.n)
		if err := d.Read(b, 0, got); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, src) {
			t.Fatalf("%d bytes of a buffer of %d: the bytes read differ from those written", c.n, c.buffer)
		}
		if p := pinned(); p != stagingAreas*c.area {
			t.Errorf("after %d bytes of a buffer of %d: %d bytes pinned, want %d areas of %d", c.n, c.buffer, p, stagingAreas, c.area)
		}
	}
}

// TestStagingAreas: the first staged transfer of a direction pins its
// areas together; a staged transfer runs through a second area while
// another transfer holds the first, waits while both are held, and goes
// on once one is given back; a larger one grows the free areas with its
// own, not a held one (TestStagedStress checks the areas after transfers
// at once).
func TestStagingAreas(t *testing.T) {
	stageCPU = true
	defer func() { stageCPU = false }()
	d := devices(t)[0].SecondContext()
	defer d.Close()
	const n = 3 << 20
	b, err := d.NewBuffer(n)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Release()
	src := make([]byte, n)
	for j := range src {
		src[j] = byte(j * 5)
	}
	areas := func() (all, free int) { all, free, _, _ = areasOf(d, false); return all, free }
	if err := d.Write(b, 0, src); err != nil {
		t.Fatal(err)
	}
	// The first staged transfer pinned both areas, at its size: none is
	// pinned later, in a launch that would measure it.
	all, free, _, pinned := areasOf(d, false)
	_, area := stagingPlan(n)
	if all != stagingAreas || free != stagingAreas || pinned != stagingAreas*area {
		t.Fatalf("after the first transfer: %d areas, %d free, %d bytes pinned; want %d, %d, %d", all, free, pinned, stagingAreas, stagingAreas, stagingAreas*area)
	}
	for range 2 {
		if err := d.Write(b, 0, src); err != nil {
			t.Fatal(err)
		}
	}
	if all, free := areas(); all != stagingAreas || free != stagingAreas {
		t.Fatalf("after transfers one after another: %d areas, %d free; want %d, %d", all, free, stagingAreas, stagingAreas)
	}
	// take holds an area as a transfer does; write starts a transfer.
	take := func() *Staging {
		s, err := d.stagingArea(false, n)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	write := func() <-chan error {
		c := make(chan error, 1)
		go func() { c <- d.Write(b, 0, src) }()
		return c
	}
	held := take()
	select {
	case err := <-write():
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(time.Minute):
		t.Fatal("a transfer waited for the area another held")
	}
	if all, free := areas(); all != 2 || free != 1 {
		t.Fatalf("a transfer beside one holding an area: %d areas, %d free; want 2, 1", all, free)
	}
	// A larger transfer grows the area it takes and the free one with
	// it, not the one held.
	big := make([]byte, 4*n)
	bb, err := d.NewBuffer(len(big))
	if err != nil {
		t.Fatal(err)
	}
	defer bb.Release()
	if err := d.Write(bb, 0, big); err != nil {
		t.Fatal(err)
	}
	_, large := stagingPlan(len(big))
	if _, _, _, pinned := areasOf(d, false); pinned != large+area {
		t.Fatalf("after a larger transfer beside a held area: %d bytes pinned, want %d", pinned, large+area)
	}
	held2 := take()
	done := write()
	select {
	case err := <-done:
		t.Fatalf("a transfer ran while every area was held (%v)", err)
	case <-time.After(50 * time.Millisecond):
	}
	d.putStaging(held)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	d.putStaging(held2)
	got := make([]byte, n)
	if err := d.Read(b, 0, got); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, src) {
		t.Fatal("the bytes read differ from those written")
	}
}

// TestStagedStress runs staged transfers of random sizes (around the
// chunk, batch and area boundaries, and past the area, where the ring
// wraps) both ways from two goroutines at once, and fails the device's
// side of a random batch in some of them: a transfer either moves every
// byte or returns the injected error, leaves no event behind, and the
// transfers after it are exact. A context of its own starts the areas
// small, as a program's do.
func TestStagedStress(t *testing.T) {
	stageCPU = true
	defer func() { stageCPU = false }()
	d := devices(t)[0].SecondContext()
	defer d.Close()
	sizes := []int{1, stagingMinChunk - 1, stagingMinChunk + 1, stagingMinBatch, 3*stagingMinBatch + 5, 5 << 20, stagingMaxArea + stagingMaxChunk + 3}
	errInjected := errors.New("injected")
	before := Live().Events
	var wg sync.WaitGroup
	for g := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(g), 7))
			b, err := d.NewBuffer(sizes[len(sizes)-1])
			if err != nil {
				t.Error(err)
				return
			}
			defer b.Release()
			for i := range 24 {
				n := sizes[r.IntN(len(sizes))]
				src := make([]byte, n)
				for j := range src {
					src[j] = byte(j*3 + i + g)
				}
				fail := r.IntN(3) == 0
				failAt := r.IntN(4)
				for _, out := range []bool{false, true} {
					host := src
					if out {
						host = make([]byte, n)
					}
					calls := 0
					err := d.staged(out, host, 0, func(slot []byte, off int, q *cl.CommandQueue) (*cl.Event, error) {
						calls++
						if fail && calls-1 == failAt {
							return nil, errInjected
						}
						return enqueueSlot(q, b, out, off, slot)
					})
					switch {
					case err != nil && !(fail && calls > failAt):
						t.Errorf("goroutine %d, %d bytes, out %v: %v", g, n, out, err)
						return
					case err != nil && !errors.Is(err, errInjected):
						t.Errorf("goroutine %d, %d bytes, out %v: %v, want the injected error", g, n, out, err)
						return
					case err == nil && out && !bytes.Equal(host, src):
						t.Errorf("goroutine %d, %d bytes: the bytes read differ from those written", g, n)
						return
					}
					if err != nil {
						break // the device's bytes (in) or the host's (out) are undefined
					}
				}
			}
		}()
	}
	wg.Wait()
	if after := Live().Events; after != before {
		t.Errorf("%d events live after the transfers, %d before", after, before)
	}
	// Transfers at once, failed ones too, use a direction's
	// stagingAreas areas and give every one back.
	for _, out := range []bool{false, true} {
		if all, free, held, _ := areasOf(d, out); all != stagingAreas || free != all || held != 0 {
			t.Errorf("out %v: %d areas, %d free, %d held; want %d, all free", out, all, free, held, stagingAreas)
		}
	}
}

// areasOf returns the areas of d's direction (out), how many are free,
// how many transfers hold one and the bytes they pin.
func areasOf(d *Device, out bool) (all, free, held, pinned int) {
	d.mu.Lock()
	defer d.mu.Unlock()
	dir := d.staging
	if out {
		dir = d.stagingOut
	}
	if dir == nil {
		return 0, 0, 0, 0
	}
	for _, s := range dir.all {
		pinned += len(s.area)
	}
	return len(dir.all), len(dir.free), len(dir.slots), pinned
}

// enqueueSlot is a staged transfer's start for tests: the copy of slot
// to (or from: out) b at byte offset off, enqueued on q without blocking.
func enqueueSlot(q *cl.CommandQueue, b *Buffer, out bool, off int, slot []byte) (*cl.Event, error) {
	var ev *cl.Event
	var err error
	if out {
		ev, err = q.EnqueueReadBuffer(b.M, false, off, len(slot), unsafe.Pointer(&slot[0]), nil)
	} else {
		ev, err = q.EnqueueWriteBuffer(b.M, false, off, len(slot), unsafe.Pointer(&slot[0]), nil)
	}
	return got(ev), err
}

// Copiers that come to a run help copy its chunks until none is left;
// once the caller drains the run, drain has waited for every copier that
// was copying, and one that comes later touches nothing (its area may
// be another transfer's by then).
func TestCopiersDrain(t *testing.T) {
	const chunk = stagingMinChunk
	host := make([]byte, 16*chunk+5)
	for i := range host {
		host[i] = byte(i*7 + i>>9)
	}
	for range 20 {
		area := make([]byte, 32*chunk)
		r := newStagedRun(false, host, area, chunk, nil, nil)
		var wg sync.WaitGroup
		for range 4 {
			wg.Add(1)
			go func() { defer wg.Done(); r.help() }()
		}
		r.copyChunks(r.count)
		for b := range r.batches {
			if !r.waitCopied(b) {
				t.Fatal("waitCopied reported a failure that did not happen")
			}
		}
		r.drain()
		if r.active != 0 {
			t.Fatalf("%d copiers still copying after drain", r.active)
		}
		if !bytes.Equal(area[:len(host)], host) {
			t.Fatal("the staged chunks differ from the host's bytes")
		}
		wg.Wait()
	}
	// A run drained before any chunk was copied (its caller failed):
	// a copier that comes later claims nothing and writes nothing.
	area := make([]byte, 32*chunk)
	r := newStagedRun(false, host, area, chunk, nil, nil)
	r.drain()
	r.help()
	if r.claimed.Load() != 0 || !bytes.Equal(area, make([]byte, len(area))) {
		t.Fatal("a copier that came after the drain copied chunks")
	}
}
