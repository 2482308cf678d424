package nodesched

import (
	"math"
	"testing"
)

// Placement: a node starts at the middle of its old block and grows
// outward on the side with more of its own left; with none of its own
// left, it takes free work-groups beside its block, else the end of the
// largest free run.
func TestPlacement(t *testing.T) {
	last := []int{0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2}
	p := NewPlacement(12, last)
	for _, c := range []struct{ r, g, a, b int }{
		// Rank 1's block is inside the range: it starts in its middle;
		// rank 0's and rank 2's reach the range's ends: they start there.
		{1, 2, 6, 8}, {0, 2, 0, 2}, {2, 1, 11, 12},
		// Rank 1 grows on the side with more of its own left (right on
		// a tie), then takes the rest of its own; none left, it grows
		// into rank 0's leftover edge beside its block (two there, one
		// of rank 2's on the other side); rank 2 keeps the rest of its
		// own.
		{1, 3, 8, 10}, {1, 1, 5, 6}, {1, 5, 4, 5}, {1, 2, 2, 4}, {2, 4, 10, 11},
	} {
		a, b := p.Place(c.r, c.g)
		if a != c.a || b != c.b {
			t.Errorf("rank %d, %d work-groups: [%d,%d), want [%d,%d)", c.r, c.g, a, b, c.a, c.b)
		}
		p.Take(c.r, a, b)
	}
	if a, b := p.Place(0, 3); a != b {
		t.Errorf("all taken: [%d,%d)", a, b)
	}
	// PlaceRest: a package that is the rest of the launch is one
	// package (rank 0 runs a launch alone, the other nodes sitting it
	// out, over its block and the others'), but a node takes no other's
	// work-groups while some of its own are free. Place keeps a package
	// that is not the rest in the node's target.
	for _, c := range []struct {
		name string
		last []int
		take [][3]int // packages handed out first: rank, a, b
		rest bool
		r, g int
		a, b int
	}{
		{"the whole launch", []int{0, 0, 0, 0, 0, 0, 0, 1}, nil, true, 0, 8, 0, 8},
		{"the whole launch, its block in the middle", []int{1, 1, 0, 0, 0, 0, 2, 2}, nil, true, 0, 8, 0, 8},
		{"the rest but a re-probe's", []int{0, 0, 0, 0, 0, 1, 1, 1}, nil, true, 0, 7, 0, 7},
		{"the rest, part of it taken", []int{0, 0, 0, 0, 1, 1, 1, 1}, [][3]int{{1, 6, 8}}, true, 0, 6, 0, 6},
		{"more than its block, not the rest", []int{0, 0, 0, 0, 1, 1, 1, 1}, nil, false, 0, 6, 0, 4},
		{"its own at the range's start first, the rest of its own later", []int{1, 1, 1, 1, 1, 1, 1, 0}, [][3]int{{1, 2, 4}}, true, 1, 5, 0, 2},
		{"its own between others' blocks: no other's", []int{1, 1, 1, 1, 1, 1, 1, 0}, [][3]int{{1, 5, 7}, {0, 2, 3}}, true, 1, 6, 3, 5},
	} {
		p := NewPlacement(len(c.last), c.last)
		for _, tk := range c.take {
			p.Take(tk[0], tk[1], tk[2])
		}
		place := p.Place
		if c.rest {
			place = p.PlaceRest
		}
		if a, b := place(c.r, c.g); a != c.a || b != c.b {
			t.Errorf("%s: rank %d, %d work-groups: [%d,%d), want [%d,%d)", c.name, c.r, c.g, a, b, c.a, c.b)
		}
	}
	// No history: the range's start; then the middle of what is left
	// where it leaves room on each side, else its end.
	p = NewPlacement(20, nil)
	for _, c := range []struct{ r, g, a, b int }{
		{0, 4, 0, 4}, {1, 4, 10, 14}, {2, 4, 6, 10}, {3, 4, 16, 20},
	} {
		a, b := p.Place(c.r, c.g)
		if a != c.a || b != c.b {
			t.Errorf("no history: rank %d, %d work-groups: [%d,%d), want [%d,%d)", c.r, c.g, a, b, c.a, c.b)
		}
		p.Take(c.r, a, b)
	}
}

// TestPlacementMoves: launches in which the nodes' speeds change (tables
// of synthetic speeds per launch), packages sized as HGuided's by those
// speeds and handed to whichever node is free first. Every node takes
// work-groups another node ran last time only when none of its own are
// left; with two nodes, each node's work-groups stay one block, so those
// that change node from one launch to the next are exactly the
// differences between the old and the new blocks (what the boundary
// moved).
func TestPlacementMoves(t *testing.T) {
	const groups = 256
	for _, c := range []struct {
		name   string
		speeds [][]float64 // per launch, per node
		steady int         // the speeds stay those of launch steady from it on (0: they change)
	}{
		{"two nodes, rank 1 slows then recovers", [][]float64{{1, 1}, {1, 1}, {1, 0.5}, {1, 0.25}, {1, 1}, {1, 2}}, 0},
		{"two nodes, rank 0 slows", [][]float64{{1, 1}, {0.5, 1}, {0.1, 1}, {1, 1}, {3, 1}}, 0},
		{"two nodes, alternating", [][]float64{{1, 1}, {2, 1}, {1, 2}, {2, 1}, {1, 2}, {2, 1}}, 0},
		{"four nodes, the middle ones swap speeds", [][]float64{{1, 1, 1, 1}, {1, 2, 0.5, 1}, {1, 0.5, 2, 1}, {1, 2, 0.5, 1}, {1, 1, 1, 1}}, 0},
		{"four nodes, the last one slows", [][]float64{{1, 1, 1, 1}, {1, 1, 1, 0.3}, {1, 1, 1, 0.1}, {1, 1, 1, 1}}, 0},
		{"four nodes, speeds change once", [][]float64{{1, 1, 1, 1}, {1, 3, 1, 2}, {1, 3, 1, 2}, {1, 3, 1, 2}, {1, 3, 1, 2}}, 1},
		{"four nodes, the first one slows once", [][]float64{{1, 1, 1, 1}, {0.2, 1, 1, 1}, {0.2, 1, 1, 1}, {0.2, 1, 1, 1}}, 1},
		{"eight nodes, speeds change once", [][]float64{{1, 1, 1, 1, 1, 1, 1, 1}, {2, 1, 1, 3, 1, 1, 0.5, 1}, {2, 1, 1, 3, 1, 1, 0.5, 1}, {2, 1, 1, 3, 1, 1, 0.5, 1}}, 1},
		{"eight nodes, two fast ones in the middle", [][]float64{{1, 1, 1, 1, 1, 1, 1, 1}, {1, 1, 1, 4, 4, 1, 1, 1}, {1, 1, 1, 4, 4, 1, 1, 1}, {1, 1, 1, 4, 4, 1, 1, 1}}, 1},
		{"eight nodes, a wave", [][]float64{{1, 1, 1, 1, 1, 1, 1, 1}, {2, 1, 1, 1, 1, 1, 1, 0.5}, {1, 2, 1, 1, 1, 1, 0.5, 1}, {1, 1, 2, 1, 1, 0.5, 1, 1}, {1, 1, 1, 2, 0.5, 1, 1, 1}}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			// The last launch: equal blocks in rank order.
			last := make([]int, groups)
			for x := range last {
				last[x] = x * len(c.speeds[0]) / groups
			}
			for l, sp := range c.speeds {
				p := NewPlacement(groups, last)
				n := len(sp)
				free := make([]float64, n) // when each node is free
				sum := 0.0
				for _, s := range sp {
					sum += s
				}
				left := groups
				for left > 0 {
					r := 0
					for i := range free {
						if free[i] < free[r] {
							r = i
						}
					}
					g := max(int(math.Ceil(float64(left)*sp[r]/sum/K)), 1)
					a, b := p.Place(r, g)
					if b <= a {
						t.Fatalf("launch %d: rank %d got nothing with %d left", l, r, left)
					}
					for x := a; x < b; x++ {
						if p.Target(x) == r {
							continue
						}
						for y := range groups {
							if p.Target(y) == r && !p.assigned[y] && (y < a || y >= b) {
								t.Fatalf("launch %d: rank %d took [%d,%d), outside its target, with work-group %d of its target free", l, r, a, b, y)
							}
						}
					}
					p.Take(r, a, b)
					left -= b - a
					free[r] += float64(b-a) / sp[r]
				}
				ran := p.Ran()
				blocks := map[int]int{}
				for x := range ran {
					if x == 0 || ran[x] != ran[x-1] {
						blocks[ran[x]]++
					}
				}
				moved := 0
				for x := range ran {
					if ran[x] != last[x] {
						moved++
					}
				}
				t.Logf("launch %d: %d work-groups changed node; blocks per node %v", l, moved, blocks)
				if c.steady > 0 && l > c.steady {
					// Steady speeds: one block per node from the second
					// launch at them, nothing moves from the third.
					for r, k := range blocks {
						if k != 1 {
							t.Errorf("launch %d, speeds steady since launch %d: rank %d ran %d blocks: %v", l, c.steady, r, k, ran)
						}
					}
					if l > c.steady+1 && moved != 0 {
						t.Errorf("launch %d, speeds steady since launch %d: %d work-groups changed node", l, c.steady, moved)
					}
				}
				if n != 2 {
					last = append([]int(nil), ran...)
					continue
				}
				for r, k := range blocks {
					if k != 1 {
						t.Errorf("launch %d: rank %d ran %d blocks: %v", l, r, k, ran)
					}
				}
				{
					diff := 0
					for r := range n {
						o0, o1 := span(last, r)
						n0, n1 := span(ran, r)
						diff += overlapOut(n0, n1, o0, o1)
					}
					if moved != diff {
						t.Errorf("launch %d: %d work-groups changed node, the blocks' differences are %d", l, moved, diff)
					}
				}
				last = append([]int(nil), ran...)
			}
		})
	}
}

// span is the first and one past the last index of r in xs.
func span(xs []int, r int) (lo, hi int) {
	lo, hi = -1, -1
	for x, v := range xs {
		if v == r {
			if lo < 0 {
				lo = x
			}
			hi = x + 1
		}
	}
	return lo, hi
}

// overlapOut is how much of [a, b) lies outside [c, d).
func overlapOut(a, b, c, d int) int {
	if a < 0 {
		return 0
	}
	in := max(0, min(b, d)-max(a, c))
	return b - a - in
}

// BenchmarkPlace: what the node-level guard pays each time it predicts a
// node's package's bytes with KeepOutputs (a Place per prediction), on a
// range of 2048 work-groups where rank 1 ran the last one last time:
// rank 1's package beside its block, and rank 0's whole launch.
func BenchmarkPlace(b *testing.B) {
	const groups = 2048
	last := make([]int, groups)
	last[groups-1] = 1
	p := NewPlacement(groups, last)
	b.Run("beside", func(b *testing.B) {
		for b.Loop() {
			p.Place(1, 100)
		}
	})
	b.Run("whole", func(b *testing.B) {
		for b.Loop() {
			p.Place(0, groups)
		}
	})
}
