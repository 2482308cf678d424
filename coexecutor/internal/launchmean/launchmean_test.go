package launchmean

// This file tests Add with sequences of synthetic launch times.

import (
	"math"
	"slices"
	"testing"
)

// mean adds the launches of times (seconds per work-group), in order, to
// an empty mean and returns its time per work-group after each.
func mean(times ...float64) []float64 {
	var a float64
	var n int
	out := make([]float64, len(times))
	for i, t := range times {
		a, n = Add(a, n, 1/t)
		out[i] = 1 / a
	}
	return out
}

func repeat(t float64, n int) []float64 { return slices.Repeat([]float64{t}, n) }

func TestAdd(t *testing.T) {
	const tol = 1e-12
	for _, c := range []struct {
		name  string
		times []float64
		// check the means after each launch.
		check func(m []float64) string
	}{
		{"steady", repeat(1, 10), func(m []float64) string {
			for _, x := range m {
				if math.Abs(x-1) > tol {
					return "a steady way's mean moved"
				}
			}
			return ""
		}},
		{"first two: the mean of both", []float64{1, 1.5}, func(m []float64) string {
			if math.Abs(m[1]-1.25) > tol {
				return "two launches of 1 and 1.5: mean not 1.25"
			}
			return ""
		}},
		{"one stall of 20 times after 8", append(repeat(1, 8), 20), func(m []float64) string {
			// Clipped to 2: (7·1 + 2)/8.
			if got := m[8]; math.Abs(got-9.0/8) > tol {
				return "one stall of 20 times moved the mean to more than 1 + 1/8"
			}
			return ""
		}},
		{"a stall on the second launch", []float64{1, 20}, func(m []float64) string {
			if got := m[1]; math.Abs(got-1.5) > tol {
				return "a stall after one launch counts more than twice the first"
			}
			return ""
		}},
		{"a faster launch counts in full", append(repeat(1, 8), 0.2), func(m []float64) string {
			if got := m[8]; math.Abs(got-(7+0.2)/8) > tol {
				return "a fast launch did not count in full"
			}
			return ""
		}},
		{"a lasting slowdown of 3 shows within 7 launches", append(repeat(1, 8), repeat(3, 12)...), func(m []float64) string {
			// Unclipped: 3 − 2·(7/8)^k, twice the mean after 6 launches
			// and 2.60 after 12.
			if m[8+6] < 2 {
				return "a way slowed three times lastingly was under twice its mean after 7 launches"
			}
			if m[len(m)-1] < 2.5 {
				return "a way slowed three times lastingly was under 2.5 after 12 launches"
			}
			return ""
		}},
		{"a stall does not flip the order of two ways 20 % apart", append(repeat(1, 8), 20), func(m []float64) string {
			if m[8] >= 1.2 {
				return "after one stall the way at 1 measured slower than a way at 1.2"
			}
			return ""
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := mean(c.times...)
			if msg := c.check(m); msg != "" {
				t.Errorf("%s: means %v", msg, m)
			}
		})
	}
}

// Add without a mean before, or with one that is not a speed, starts a
// mean of one launch.
func TestAddStarts(t *testing.T) {
	for _, a := range []float64{0, -1, math.NaN(), math.Inf(1)} {
		for _, n := range []int{0, 1, 5} {
			if got, runs := Add(a, n, 4); got != 4 || runs != 1 {
				t.Errorf("Add(%v, %d, 4) = %v, %d; want 4, 1", a, n, got, runs)
			}
		}
	}
	if got, runs := Add(4, 0, 2); got != 2 || runs != 1 {
		t.Errorf("Add(4, 0, 2) = %v, %d; want 2, 1", got, runs)
	}
	if _, runs := Add(1, 20, 1); runs != Memory {
		t.Errorf("a mean holds %d launches, want at most Memory = %d", runs, Memory)
	}
}
