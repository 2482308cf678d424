package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestRoundOrders checks roundOrders on a table of sweeps (rows, rounds,
// the row before the first round): every round launches each row once;
// no transition (predecessor, row) is used more often than the fewest
// that the launches' transitions allow, ⌈transitions / (n(n−1))⌉, so that
// each row follows every other row about equally often; and a seed gives
// the same orders every time.
func TestRoundOrders(t *testing.T) {
	for _, c := range []struct{ n, reps, first int }{
		{1, 4, 0},
		{2, 5, 1},
		{3, 4, -1},
		{4, 4, 3},  // one device alone and three schedulers
		{5, 4, 4},  // two devices alone and three schedulers: the suite's rows
		{5, 8, 4},  // repeats unavoidable after 20 transitions
		{6, 5, 5},  // two devices alone and four schedulers
		{10, 9, 9}, // two devices alone and eight schedulers
	} {
		t.Run(fmt.Sprintf("n=%d/reps=%d", c.n, c.reps), func(t *testing.T) {
			for seed := range uint64(20) {
				got := roundOrders(rand.New(rand.NewPCG(seed, 0)), c.n, c.reps, c.first)
				again := roundOrders(rand.New(rand.NewPCG(seed, 0)), c.n, c.reps, c.first)
				if fmt.Sprint(got) != fmt.Sprint(again) {
					t.Fatalf("seed %d: %v, then %v", seed, got, again)
				}
				if len(got) != c.reps {
					t.Fatalf("seed %d: %d rounds, want %d", seed, len(got), c.reps)
				}
				used := map[[2]int]int{}
				prev, transitions := c.first, 0
				for _, order := range got {
					if sorted := slices.Sorted(slices.Values(order)); !slices.Equal(sorted, seq(c.n)) {
						t.Fatalf("seed %d: round %v is not an order of the %d rows", seed, order, c.n)
					}
					for _, r := range order {
						if prev >= 0 {
							used[[2]int{prev, r}]++
							transitions++
						}
						prev = r
					}
				}
				if c.n < 2 {
					continue
				}
				want := (transitions + c.n*(c.n-1) - 1) / (c.n * (c.n - 1))
				for tr, k := range used {
					if k > want {
						t.Errorf("seed %d: row %d follows row %d %d times; %d transitions allow at most %d: %v", seed, tr[1], tr[0], k, transitions, want, got)
					}
				}
			}
		})
	}
}

// TestRoundOrdersSpreadTheCPUAlone is the case that made the rule: the
// suite's binomial row, buffers, on PoCL and the GPU, shuffled with its
// fixed seed, launched Static right after PoCL alone in each of its four
// rounds, and the GPU's 0.7 ms launch then started 0.1 ms later. Over
// four rounds, each of the four other rows now follows the CPU alone
// once.
func TestRoundOrdersSpreadTheCPUAlone(t *testing.T) {
	const cpuAlone = 0
	for seed := range uint64(50) {
		got := roundOrders(rand.New(rand.NewPCG(seed, 0)), 5, 4, 4)
		after := map[int]int{}
		prev := 4
		for _, order := range got {
			for _, r := range order {
				if prev == cpuAlone {
					after[r]++
				}
				prev = r
			}
		}
		for r, k := range after {
			if k > 1 {
				t.Errorf("seed %d: row %d follows the CPU alone %d times in 4 rounds: %v", seed, r, k, got)
			}
		}
	}
}

func seq(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}
