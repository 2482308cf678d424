package nodesched

// This file holds where a node's package goes when data stay on the
// nodes between launches.

import (
	"cmp"
	"slices"
)

// Placement is where the nodes' packages go when their data stay on them
// between launches (coexecutor/cluster's Config.KeepOutputs, the
// memorizing placement of González & Morancho): each node takes its
// packages from one block of the range, its target, so that its data
// need not move and its halo is that block's two edges. The targets are
// the last launch's shares made contiguous: one block per node that ran
// work-groups in the kernel's last launch over the same range, as long
// as what it ran, laid out in the order of the middles of the largest
// blocks each ran. A node starts at the middle of its target (at the
// range's end where its target reaches it) and grows what it took
// outward, on the side with more of its own left; with none of its own
// left it takes free work-groups beside its block, a neighbour's
// leftover edge (in the same package as the last of its own where that
// package is the rest of the launch: PlaceRest). So when the nodes'
// speeds change, the blocks' boundaries move and the work-groups that
// change node are at the blocks' edges. Only a node whose neighbours
// both ran out before it takes work-groups elsewhere: the end of the
// largest run not handed out yet away from its owner's block. Such
// pieces, a node's second block, are gathered into its target at the
// next launch, which moves them once; with speeds steady from one launch
// to the next, every node runs one block from the second launch on and
// nothing moves from the third.
type Placement struct {
	last     []int  // work-group → the rank that ran it last time, -1 if none
	own      []int  // work-group → the rank whose target holds it, -1 if none
	assigned []bool // handed out in this launch
	ran      []int  // work-group → the rank that runs it in this launch
	fresh    bool   // no work-group ran in the last launch
	// By node: its target [lo, hi) (targets lays out one block a node)
	// and the span of what it took in this launch, absent while none;
	// so that Place looks at a node's block and its edges, not at the
	// whole range.
	target, took map[int]grange
}

// grange is work-groups [lo, hi).
type grange struct{ lo, hi int }

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

// NewPlacement places a launch of groups work-groups. last is, for each
// work-group, the node that ran it in the kernel's last launch over the
// same range (nil, or of another length, for none).
func NewPlacement(groups int, last []int) *Placement {
	p := &Placement{last: last, assigned: make([]bool, groups), ran: make([]int, groups)}
	if len(p.last) != groups {
		p.last = make([]int, groups)
		for i := range p.last {
			p.last[i] = -1
		}
		p.fresh = true
	}
	p.own, p.target = targets(p.last)
	p.took = map[int]grange{}
	return p
}

// targets lays out one block per node that ran work-groups last time, in
// the order of the middles of the largest block each ran (a stray piece
// a node took far from its block does not move it), each as long as
// what it ran; work-groups of no block are -1 (with no history, all).
// blocks is each node's target, [lo, hi).
func targets(last []int) (own []int, blocks map[int]grange) {
	type blk struct {
		r, k     int // the node, how many work-groups it ran
		big, mid int // its largest block's length and twice its middle
	}
	by := map[int]*blk{}
	for x := 0; x < len(last); {
		r, y := last[x], x
		for y < len(last) && last[y] == r {
			y++
		}
		if r >= 0 {
			b := by[r]
			if b == nil {
				b = &blk{r: r}
				by[r] = b
			}
			b.k += y - x
			if y-x > b.big {
				b.big, b.mid = y-x, x+y
			}
		}
		x = y
	}
	blocks = map[int]grange{}
	if len(by) == 0 {
		return last, blocks
	}
	var bs []*blk
	for _, b := range by {
		bs = append(bs, b)
	}
	slices.SortFunc(bs, func(a, b *blk) int { return cmp.Compare(a.mid, b.mid) })
	own = make([]int, 0, len(last))
	for _, b := range bs {
		blocks[b.r] = grange{len(own), len(own) + b.k}
		for range b.k {
			own = append(own, b.r)
		}
	}
	for len(own) < len(last) {
		own = append(own, -1)
	}
	return own, blocks
}

// Target is the node whose target holds work-group x, -1 if none.
func (p *Placement) Target(x int) int { return p.own[x] }

// Package is where node r's package of g work-groups from next goes in
// launch l: PlaceRest where it is the rest of the launch for r
// (Launch.Rest), else Place.
func (p *Placement) Package(l *Launch, r, next, g int) (a, b int) {
	if l.Rest(r, next, g) {
		return p.PlaceRest(r, g)
	}
	return p.Place(r, g)
}

// PlaceRest is Place for a package in which node r takes the rest of
// the launch, or the rest but what other nodes' probes are due
// (Launch.Rest): where none of the node's own work-groups is left
// outside the block Place chooses, that block widened over the free
// work-groups beside it (widen). So a node that takes the rest of a
// launch, as rank 0 does in a launch the other nodes sit out, runs it
// as one package (a GPU that ran it as its own block and then the
// others' few work-groups would pay a package's latency twice), while
// a package that is not the rest stays in the node's target, whose
// neighbours' packages may still take theirs, and a node never takes
// another's work-groups while some of its own are free.
func (p *Placement) PlaceRest(r, g int) (a, b int) {
	a, b = p.Place(r, g)
	if b <= a || b-a >= g {
		return a, b
	}
	t := p.target[r]
	for x := t.lo; x < t.hi; x++ {
		if (x < a || x >= b) && !p.assigned[x] {
			return a, b
		}
	}
	return widen(a, b, g, p.free)
}

// free reports whether work-group x is in the range and not handed out.
func (p *Placement) free(x int) bool { return x >= 0 && x < len(p.assigned) && !p.assigned[x] }

// widen grows [a, b) toward g work-groups over the free ones beside it:
// first on the side with more of them, counted up to what [a, b) lacks
// (right on a tie), then on the other.
func widen(a, b, g int, free func(int) bool) (int, int) {
	need := g - (b - a)
	right, left := run(b, 1, need, free), run(a-1, -1, need, free)
	if right >= left {
		left = min(left, need-right)
	} else {
		right = min(right, need-left)
	}
	return a - left, b + right
}

// run counts the positions from x on, stepping by d, for which ok holds,
// up to limit.
func run(x, d, limit int, ok func(int) bool) int {
	k := 0
	for k < limit && ok(x+k*d) {
		k++
	}
	return k
}

// Place is the work-groups [a, b) node r would get for a package of g
// (at most g: what the rules above leave it).
func (p *Placement) Place(r, g int) (a, b int) {
	n := len(p.assigned)
	mine := func(x int) bool { return p.free(x) && p.own[x] == r }
	free := p.free
	run := func(x, d int, ok func(int) bool) int { return run(x, d, n, ok) }
	// What it took in this launch: [lo, hi) (one block, unless it had to
	// take a run elsewhere; then its span); its own work-groups lie in
	// its target, t.
	lo, hi := -1, -1
	if s, ok := p.took[r]; ok {
		lo, hi = s.lo, s.hi
	}
	t := p.target[r]
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
		// Its first package: the middle of its largest run of its own.
		best, bestLen := -1, 0
		for x := t.lo; x < t.hi; {
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
	for x := t.lo; x < t.hi; x++ {
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
	// The run's end away from its owner's block: the owner, growing from
	// the work-groups it took beside the run, keeps them one block.
	end := best + bestLen
	if o := p.own[best]; o >= 0 && end < n && p.assigned[end] && p.ran[end] == o {
		return best, min(end, best+g)
	}
	return max(best, end-g), end
}

// Take hands work-groups [a, b) to node r.
func (p *Placement) Take(r, a, b int) {
	if a >= b {
		return
	}
	for x := a; x < b; x++ {
		p.assigned[x] = true
		p.ran[x] = r
	}
	s, ok := p.took[r]
	if !ok {
		s = grange{a, b}
	}
	p.took[r] = grange{min(s.lo, a), max(s.hi, b)}
}
