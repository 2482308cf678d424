package coexecutor

// The work-groups a basic range's packages are enqueued in (space.tile).

import (
	"slices"
	"testing"

	"github.com/gosycl/gosycl/sycl"
)

func TestPackageTile(t *testing.T) {
	for _, c := range []struct {
		rng  sycl.Range
		lws  int
		cus  int // compute units of a GPU; 0: not a GPU
		want []int
	}{
		{sycl.Range1(1 << 20), 0, 0, []int{256}},
		{sycl.Range1(1000), 64, 0, []int{64}},
		{sycl.Range2(4096, 4096), 0, 0, []int{1, 256}},
		{sycl.Range2(4096, 8192), 0, 0, []int{1, 256}},
		{sycl.Range2(100, 1000), 0, 0, []int{1, 250}},    // the largest divisor within 256
		{sycl.Range2(100, 97), 0, 0, []int{1, 97}},       // a prime within 256: the whole row
		{sycl.Range2(100, 257), 0, 0, nil},               // a prime over 256: the driver picks
		{sycl.Range2(100, 998), 0, 0, nil},               // 2 × 499: groups of 2, the driver picks
		{sycl.Range2(100, 16), 0, 0, []int{1, 16}},       // a row under 32: the whole row
		{sycl.Range3(8, 7, 998), 0, 0, nil},              // 2 × 7 under 32
		{sycl.Range3(8, 64, 998), 0, 0, []int{1, 64, 2}}, // 2 × 64
		{sycl.Range2(100, 48), 0, 0, []int{1, 48}},       // a short row: one row a group
		{sycl.Range2(4096, 4096), 4, 0, []int{4, 64}},    // LocalSize rows share the 256
		{sycl.Range2(4096, 4096), 512, 0, []int{512, 1}}, // LocalSize over 256
		{sycl.Range3(64, 64, 64), 0, 0, []int{1, 4, 64}},
		{sycl.Range3(8, 30, 20), 0, 0, []int{1, 10, 20}},
		{sycl.Range3(8, 512, 1024), 0, 0, []int{1, 1, 256}},
		// A GPU: a one-dimensional launch's groups halve, down to 32,
		// until it has one a compute unit.
		{sycl.Range1(1 << 20), 0, 132, []int{256}},
		{sycl.Range1(32768), 0, 132, []int{128}},       // 128 groups of 256
		{sycl.Range1(33792), 0, 132, []int{256}},       // 132 groups of 256
		{sycl.Range1(8192), 0, 132, []int{32}},         // 256 groups of 32
		{sycl.Range1(1000), 0, 132, []int{32}},         // the fewest
		{sycl.Range1(4096), 96, 132, []int{48}},        // halving LocalSize(96): 48 divides it, 24 is under 32
		{sycl.Range1(4096), 0, 16, []int{256}},         // 16 groups of 256 fill 16 compute units
		{sycl.Range2(64, 4096), 0, 132, []int{1, 256}}, // not one-dimensional
	} {
		s, err := toSpace(c.rng, c.lws)
		if err != nil {
			t.Fatalf("%v: %v", c.rng, err)
		}
		if got := s.gpuTile(c.cus, minGroupItems); !slices.Equal(got, c.want) {
			t.Errorf("%v with LocalSize %d, %d GPU compute units: tile %v, want %v", c.rng, c.lws, c.cus, got, c.want)
		}
	}
}
