package nodesched

// This file holds where a node's package goes when data stay on the
// nodes between launches.

// Placement is where the nodes' packages go when their data stay on them
// between launches (coexecutor/cluster's Config.KeepOutputs, the
// memorizing placement of González & Morancho): each node takes its
// packages from the work-groups it ran in the kernel's last launch over
// the same range, so that their data need not move, and keeps what it
// takes in one block, so that its halo is that block's two edges. A node
// starts at the middle of its old block and grows what it took outward,
// on the side with more of its own left: what it leaves of its old block
// when it is slower than last time is at the block's edges, beside its
// neighbours, and a node with none of its own left takes free
// work-groups beside its block, a neighbour's leftover edge. So when the
// nodes' speeds change between launches, the blocks' boundaries move and
// the work-groups that change node are the differences between the old
// and the new blocks (plus what must move where a node's neighbours both
// ran out before it: then it takes the end of the largest run of
// work-groups not handed out yet).
type Placement struct {
	last     []int  // work-group → the rank that ran it last time, -1 if none
	assigned []bool // handed out in this launch
	ran      []int  // work-group → the rank that runs it in this launch
	fresh    bool   // no work-group ran in the last launch
}

// Ran is, for each work-group handed out, the node that runs it in
// this launch: the next launch's last.
func (p *Placement) Ran() []int { return p.ran }

// Last is the node that ran work-group x in the last launch, -1 if none.
func (p *Placement) Last(x int) int { return p.last[x] }

// Owner is the node work-group x runs on in this launch, or, while it
// is not handed out yet, the node it ran on last time (-1 if none).
func (p *Placement) Owner(x int) int {
	if p.assigned[x] {
		return p.ran[x]
	}
	return p.last[x]
}

func NewPlacement(groups int, last []int) *Placement {
	p := &Placement{last: last, assigned: make([]bool, groups), ran: make([]int, groups)}
	if len(p.last) != groups {
		p.last = make([]int, groups)
		for i := range p.last {
			p.last[i] = -1
		}
		p.fresh = true
	}
	return p
}

// Place is the work-groups [a, b) node r would get for a package of g.
func (p *Placement) Place(r, g int) (a, b int) {
	n := len(p.assigned)
	mine := func(x int) bool { return x >= 0 && x < n && !p.assigned[x] && p.last[x] == r }
	free := func(x int) bool { return x >= 0 && x < n && !p.assigned[x] }
	// run counts the work-groups from x on, stepping by d, for which ok
	// holds.
	run := func(x, d int, ok func(int) bool) int {
		k := 0
		for ok(x + k*d) {
			k++
		}
		return k
	}
	// What it took in this launch: [lo, hi) (one block, unless it had to
	// take a run elsewhere; then its span).
	lo, hi := -1, -1
	for x := 0; x < n; x++ {
		if p.assigned[x] && p.ran[x] == r {
			if lo < 0 {
				lo = x
			}
			hi = x + 1
		}
	}
	// grow extends [lo, hi) by up to g work-groups on the side where
	// more of them satisfy ok (right on a tie), or, with private, first
	// on a side whose run ends at the range's end, which no other block
	// borders; false when neither side has any.
	grow := func(ok func(int) bool, private bool) (int, int, bool) {
		right, left := run(hi, 1, ok), run(lo-1, -1, ok)
		if private {
			switch {
			case right > 0 && hi+right == n:
				left = 0
			case left > 0 && lo-left == 0:
				right = 0
			}
		}
		switch {
		case right == 0 && left == 0:
			return 0, 0, false
		case right >= left:
			return hi, hi + min(g, right), true
		default:
			return lo - min(g, left), lo, true
		}
	}
	if lo >= 0 {
		if a, b, ok := grow(mine, true); ok {
			return a, b
		}
	} else {
		// Its first package: the middle of its largest old run.
		best, bestLen := -1, 0
		for x := 0; x < n; {
			k := run(x, 1, mine)
			if k > bestLen {
				best, bestLen = x, k
			}
			x += max(k, 1)
		}
		if best >= 0 {
			// At the range's end where the run reaches it (no other
			// block borders that side), else in its middle: what it
			// leaves are the edges other blocks border.
			k := min(g, bestLen)
			switch {
			case best == 0:
				return 0, k
			case best+bestLen == n:
				return n - k, n
			}
			a = best + (bestLen-k)/2
			return a, a + k
		}
	}
	// Its own rows elsewhere, front to back.
	for x := 0; x < n; x++ {
		if mine(x) {
			return x, x + min(g, run(x, 1, mine))
		}
	}
	// Beside what it took in this launch, so that its rows stay one
	// block (a block's halo is its two edges).
	if lo >= 0 {
		if a, b, ok := grow(free, true); ok {
			return a, b
		}
	}
	// The largest free run; its end.
	best, bestLen := -1, 0
	for x := 0; x < n; {
		k := run(x, 1, free)
		if k > bestLen {
			best, bestLen = x, k
		}
		x += max(k, 1)
	}
	if best < 0 {
		return 0, 0
	}
	if lo < 0 && p.fresh {
		// Its first block in a launch with no history: where the run
		// leaves the blocks beside it room to grow. At the range's
		// start where the run begins there (the block will grow right);
		// in the run's middle where a block of g fits with as much on
		// each side (this block and the ones beside grow toward each
		// other); else at the run's end.
		k := min(g, bestLen)
		if best == 0 {
			return 0, k
		}
		if bestLen >= 3*k {
			a = best + (bestLen-k)/2
			return a, a + k
		}
	}
	end := best + bestLen
	return max(best, end-g), end
}

// Take hands work-groups [a, b) to node r.
func (p *Placement) Take(r, a, b int) {
	for x := a; x < b; x++ {
		p.assigned[x] = true
		p.ran[x] = r
	}
}
