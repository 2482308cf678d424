package nodesched

// This file holds where a node's package goes when data stay on the
// nodes between launches.

// Placement is where the nodes' packages go when their data stay on them
// between launches (coexecutor/cluster's Config.KeepOutputs, the
// memorizing placement of González & Morancho): each node takes its
// packages from the work-groups it ran in the kernel's last launch over
// the same range, front to back; a
// node with none of those left takes free work-groups beside those it
// took in this launch (its block grows, its neighbour's shrinks: the
// rows that move are those the boundary crossed), else the end of the
// largest run of work-groups not handed out yet (whose owner works from
// its start).
type Placement struct {
	last     []int  // work-group → the rank that ran it last time, -1 if none
	assigned []bool // handed out in this launch
	ran      []int  // work-group → the rank that runs it in this launch
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
	}
	return p
}

// Place is the work-groups [a, b) node r would get for a package of g.
func (p *Placement) Place(r, g int) (a, b int) {
	n := len(p.assigned)
	for x := 0; x < n; x++ {
		if p.assigned[x] || p.last[x] != r {
			continue
		}
		b = x
		for b < n && b-x < g && !p.assigned[b] && p.last[b] == r {
			b++
		}
		return x, b
	}
	// Beside what it took in this launch, so that its rows stay one
	// block (a block's halo is its two edges).
	for x := 0; x < n; x++ {
		if !p.assigned[x] || p.ran[x] != r {
			continue
		}
		if x+1 < n && !p.assigned[x+1] {
			b = x + 1
			for b < n && b-(x+1) < g && !p.assigned[b] {
				b++
			}
			return x + 1, b
		}
		if x > 0 && !p.assigned[x-1] {
			a = x
			for a > 0 && x-a < g && !p.assigned[a-1] {
				a--
			}
			return a, x
		}
	}
	// The largest free run; its end.
	best, bestLen := -1, 0
	for x := 0; x < n; {
		if p.assigned[x] {
			x++
			continue
		}
		y := x
		for y < n && !p.assigned[y] {
			y++
		}
		if y-x > bestLen {
			best, bestLen = x, y-x
		}
		x = y
	}
	if best < 0 {
		return 0, 0
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
