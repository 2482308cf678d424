package opencl

import (
	"fmt"
	"testing"
)

func TestStagingPlan(t *testing.T) {
	const page = 4096
	for _, c := range []struct {
		n, slot      int
		chunk, count int
	}{
		{0, stagingChunk, 0, 0},
		// Below stagingDepth minimum chunks: minimum chunks.
		{1, stagingChunk, stagingMinChunk, 1},
		{stagingMinChunk, stagingChunk, stagingMinChunk, 1},
		{stagingMinChunk + 1, stagingChunk, stagingMinChunk, 2},
		{1 << 20, stagingChunk, stagingMinChunk, 4},
		// Between: stagingDepth chunks of whole pages.
		{4 << 20, stagingChunk, 1 << 20, 4},
		{4<<20 + 1, stagingChunk, 1<<20 + page, 4},
		{8 << 20, stagingChunk, 2 << 20, 4},
		// Large transfers use full slots.
		{16 << 20, stagingChunk, stagingChunk, 4},
		{64 << 20, stagingChunk, stagingChunk, 16},
		{64<<20 + 1, stagingChunk, stagingChunk, 17},
		// Slots smaller than the minimum chunk bound it.
		{1 << 20, 64 << 10, 64 << 10, 16},
		{1 << 20, 512 << 10, 256 << 10, 4},
	} {
		chunk, count := stagingPlan(c.n, c.slot)
		if chunk != c.chunk || count != c.count {
			t.Errorf("stagingPlan(%d, %d) = %d, %d; want %d, %d", c.n, c.slot, chunk, count, c.chunk, c.count)
		}
		if c.n > 0 && (chunk%page != 0 || chunk > c.slot || count*chunk < c.n || (count-1)*chunk >= c.n) {
			t.Errorf("stagingPlan(%d, %d) = %d, %d: chunks do not tile the transfer in slots", c.n, c.slot, chunk, count)
		}
	}
}

func TestMemmovePieces(t *testing.T) {
	for _, c := range []struct{ n, workers, want int }{
		{0, 8, 1},
		{stagingPiece - 1, 8, 1},
		{stagingPiece, 8, 1},
		{2*stagingPiece - 1, 8, 1},
		{2 * stagingPiece, 8, 2},
		{stagingMinChunk, 8, stagingMinChunk / stagingPiece},
		{stagingChunk, 8, 8},
		{stagingChunk, 1, 1},
		{stagingChunk, 0, 1},
	} {
		if got := memmovePieces(c.n, c.workers); got != c.want {
			t.Errorf("memmovePieces(%d, %d) = %d, want %d", c.n, c.workers, got, c.want)
		}
	}
}

// TestParallelCopy copies ragged lengths in every number of pieces and
// checks each byte, and that nothing past the end is written.
func TestParallelCopy(t *testing.T) {
	for _, n := range []int{0, 1, 4095, 4097, 3*4096 + 5, 1<<20 + 3} {
		for pieces := 1; pieces <= 9; pieces++ {
			src := make([]byte, n)
			for i := range src {
				src[i] = byte(i*13 + i>>12)
			}
			dst := make([]byte, n+1)
			dst[n] = 0xAB
			parallelCopy(dst[:n], src, pieces)
			for i := range src {
				if dst[i] != src[i] {
					t.Fatalf("n %d pieces %d: byte %d = %d, want %d", n, pieces, i, dst[i], src[i])
				}
			}
			if dst[n] != 0xAB {
				t.Fatalf("n %d pieces %d: wrote past the end", n, pieces)
			}
		}
	}
}

// TestStagedSizes moves transfers of sizes around every boundary of the
// staging plan through the slots, both ways, at an offset, and checks
// every byte: chunks of different slots land where they belong.
func TestStagedSizes(t *testing.T) {
	stageCPU = true
	defer func() { stageCPU = false }()
	for _, d := range devices(t) {
		for _, n := range []int{1, stagingMinChunk - 1, stagingMinChunk + 1, 1 << 20, 8<<20 + 3, 2*stagingSlots*stagingChunk + 4097, stagingSlots*stagingMinChunk + 1} {
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
		n := 4 * stagingSlots * stagingChunk // every slot has chunks on both sides of the end
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
