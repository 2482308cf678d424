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
		want []int
	}{
		{sycl.Range1(1 << 20), 0, []int{256}},
		{sycl.Range1(1000), 64, []int{64}},
		{sycl.Range2(4096, 4096), 0, []int{1, 256}},
		{sycl.Range2(4096, 8192), 0, []int{1, 256}},
		{sycl.Range2(100, 1000), 0, []int{1, 250}},    // the largest divisor within 256
		{sycl.Range2(100, 97), 0, []int{1, 97}},       // a prime within 256: the whole row
		{sycl.Range2(100, 257), 0, []int{1, 1}},       // a prime over 256: no divisor but 1
		{sycl.Range2(100, 48), 0, []int{1, 48}},       // a short row: one row a group
		{sycl.Range2(4096, 4096), 4, []int{4, 64}},    // LocalSize rows share the 256
		{sycl.Range2(4096, 4096), 512, []int{512, 1}}, // LocalSize over 256
		{sycl.Range3(64, 64, 64), 0, []int{1, 4, 64}},
		{sycl.Range3(8, 30, 20), 0, []int{1, 10, 20}},
		{sycl.Range3(8, 512, 1024), 0, []int{1, 1, 256}},
	} {
		s, err := toSpace(c.rng, c.lws)
		if err != nil {
			t.Fatalf("%v: %v", c.rng, err)
		}
		if got := s.tile(); !slices.Equal(got, c.want) {
			t.Errorf("%v with LocalSize %d: tile %v, want %v", c.rng, c.lws, got, c.want)
		}
	}
}
