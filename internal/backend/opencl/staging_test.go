package opencl

import (
	"bytes"
	"fmt"
	"testing"
)

func TestStagingPlan(t *testing.T) {
	const page = 4096
	for _, c := range []struct {
		n, lanes                int
		chunk, count, usedLanes int
	}{
		{0, 8, 0, 0, 0},
		{1, 8, stagingMinChunk, 1, 1},
		{stagingMinChunk, 8, stagingMinChunk, 1, 1},
		{stagingMinChunk + 1, 8, stagingMinChunk, 2, 2},
		// 1 MiB over 8 lanes: chunks would be 64 KiB, below the minimum.
		{1 << 20, 8, stagingMinChunk, 4, 4},
		// 8 MiB: two chunks of 512 KiB per lane.
		{8 << 20, 8, 512 << 10, 16, 8},
		// Large transfers use full slots.
		{2 * 8 * stagingChunk, 8, stagingChunk, 16, 8},
		{256 << 20, 8, stagingChunk, 64, 8},
		{256<<20 + 1, 8, stagingChunk, 65, 8},
		// One lane: two chunks where they fit in slots.
		{3 * page, 1, stagingMinChunk, 1, 1},
		{stagingChunk + 2, 1, stagingChunk/2 + page, 2, 1},
		{3 * stagingChunk, 1, stagingChunk, 3, 1},
		// Chunks are whole pages.
		{5*page*2*3 + 1, 3, stagingMinChunk, 1, 1},
		{6*stagingMinChunk + 1, 3, stagingMinChunk + page, 6, 3},
		// lanes below one count as one.
		{stagingChunk * 2, 0, stagingChunk, 2, 1},
	} {
		chunk, count, used := stagingPlan(c.n, c.lanes, stagingChunk)
		if chunk != c.chunk || count != c.count || used != c.usedLanes {
			t.Errorf("stagingPlan(%d, %d) = %d, %d, %d; want %d, %d, %d", c.n, c.lanes, chunk, count, used, c.chunk, c.count, c.usedLanes)
		}
		if c.n > 0 && (chunk%page != 0 || chunk > stagingChunk || count*chunk < c.n || (count-1)*chunk >= c.n) {
			t.Errorf("stagingPlan(%d, %d) = %d, %d: chunks do not tile the transfer in slots", c.n, c.lanes, chunk, count)
		}
	}
}

// TestStagedSizes moves transfers of sizes around every boundary of the
// staging plan through the slots, both ways, at an offset, and checks
// every byte: chunks of different lanes land where they belong.
func TestStagedSizes(t *testing.T) {
	stageCPU = true
	defer func() { stageCPU = false }()
	for _, d := range devices(t) {
		for _, n := range []int{1, stagingMinChunk - 1, stagingMinChunk + 1, 1 << 20, 8<<20 + 3, 2*stagingMaxLanes*stagingChunk + 4097} {
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
		n := 4 * stagingLanes() * stagingChunk // every lane has chunks on both sides of the end
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

// TestStagingGrows: a direction's pinned slots grow with the transfers it
// has staged, not to their most at the first: a 1 MiB transfer pins a
// few of its size, a larger one grows the slots (re-pinned) and the
// lanes, a smaller one after it reuses them, and every byte lands. PoCL
// stages here as a GPU does, in a context of its own.
func TestStagingGrows(t *testing.T) {
	stageCPU = true
	defer func() { stageCPU = false }()
	d := devices(t)[0].SecondContext()
	defer d.Close()
	pinned := func() int {
		d.mu.Lock()
		defer d.mu.Unlock()
		if d.staging == nil {
			return 0
		}
		return len(d.staging.lanes) * 2 * d.staging.slot
	}
	big := 2*stagingLanes()*stagingChunk + 4097
	b, err := d.NewBuffer(big)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Release()
	for _, c := range []struct {
		n         int
		most      int // pinned bytes after it, at most
		leastSlot int // the slots' size after it, at least
	}{
		{1 << 20, 2<<20 + 2*stagingLanes()*stagingMinChunk, stagingMinChunk},
		{big, 2 * stagingLanes() * stagingChunk, stagingChunk},
		{1 << 20, 2 * stagingLanes() * stagingChunk, stagingChunk},
	} {
		src := make([]byte, c.n)
		for i := range src {
			src[i] = byte(i*7 + c.n)
		}
		if err := d.Write(b, 0, src); err != nil {
			t.Fatal(err)
		}
		got := make([]byte, c.n)
		if err := d.Read(b, 0, got); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, src) {
			t.Fatalf("%d bytes: the bytes read differ from those written", c.n)
		}
		if p := pinned(); p > c.most || d.staging.slot < c.leastSlot {
			t.Errorf("after %d bytes: %d bytes pinned in slots of %d, want at most %d in slots of at least %d", c.n, p, d.staging.slot, c.most, c.leastSlot)
		}
	}
}
