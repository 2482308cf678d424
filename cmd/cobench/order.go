package main

// This file orders an interleaved sweep's rounds so that every row's
// launches follow the other rows about equally often.

import (
	"math/rand/v2"
	"slices"
)

// roundOrders returns the order of n rows' launches in each of reps
// rounds: every round launches each row once, and a launch's predecessor
// (the launch just before it, in its round or at the end of the round
// before; before the first round, row first, or none when first < 0) is
// spread over the rows. A launch pays for the one before it: a launch on
// the host's cores leaves them busy, hot or with cold caches, and the
// GPU's next launch, whose copies and submissions the host makes, starts
// later. A row that always followed the same row would carry that row's
// cost in every sample and none in the rows it is compared with.
//
// The rule: no transition (predecessor, row) occurs more often than the
// fewest the launches allow, ⌈transitions / (n(n−1))⌉ (once each while
// there are fewer transitions than ordered pairs of rows), so that every
// row follows each other row about equally often. The orders are found
// by a depth-first search that tries rows in an order drawn from rng, so
// a sweep launches in the same order each time it runs. Where that bound
// is not reached within searchSteps steps, it is raised by one; at
// reps+1 (a transition occurs at most once within a round and once
// between two rounds) every order meets it.
func roundOrders(rng *rand.Rand, n, reps, first int) [][]int {
	if n == 0 || reps == 0 {
		return make([][]int, reps)
	}
	transitions := n*reps - 1
	if first >= 0 {
		transitions++
	}
	limit := reps + 1
	if n > 1 {
		limit = (transitions + n*(n-1) - 1) / (n * (n - 1))
	}
	for ; ; limit++ {
		if seq, ok := searchOrders(rng, n, reps, first, limit); ok {
			out := make([][]int, reps)
			for i := range out {
				out[i] = seq[i*n : (i+1)*n]
			}
			return out
		}
	}
}

// searchSteps bounds each depth-first search of roundOrders: far more
// steps than the searches of a sweep's few rows take where the bound can
// be met (TestRoundOrders), few enough to take microseconds where it
// cannot.
const searchSteps = 100_000

// searchOrders looks for reps orders of n rows, one after another, in
// which no transition occurs more than limit times.
func searchOrders(rng *rand.Rand, n, reps, first, limit int) ([]int, bool) {
	used := make([][]int, n) // used[p][r]: times row r follows row p
	for i := range used {
		used[i] = make([]int, n)
	}
	seq := make([]int, 0, n*reps)
	steps := 0
	var place func() bool
	place = func() bool {
		if len(seq) == n*reps {
			return true
		}
		if steps++; steps > searchSteps {
			return false
		}
		round := seq[len(seq)/n*n:] // the round being placed, so far
		prev := first
		if len(seq) > 0 {
			prev = seq[len(seq)-1]
		}
		for _, r := range rng.Perm(n) {
			if slices.Contains(round, r) || (prev >= 0 && used[prev][r] >= limit) {
				continue
			}
			if prev >= 0 {
				used[prev][r]++
			}
			seq = append(seq, r)
			if place() {
				return true
			}
			seq = seq[:len(seq)-1]
			if prev >= 0 {
				used[prev][r]--
			}
		}
		return false
	}
	return seq, place()
}
