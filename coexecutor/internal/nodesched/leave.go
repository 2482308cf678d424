package nodesched

// This file holds the leave: how many of a kernel's next launches the
// nodes other than rank 0 are sure to sit out by the rule, which the
// Director may then run without them (coexecutor/cluster's leave.go).

import (
	"sort"

	"github.com/gosycl/gosycl/coexecutor/internal/probebudget"
)

// Leave is how many of the kernel's next launches, each like this one
// (its work-groups, span seconds without the probes: Work), every node
// but rank 0 sits out by the rule: at most limit. The next launch starts
// as this one ended, every node idle and ready, and the Director sizes
// rank 0's package first; while the rule hands rank 0 the whole launch
// at that start (Size), no other node gets any of it. What changes from
// one launch sat out to the next is the nodes' probe credit, which grows
// by ProbeShare of each launch's span, halved for each of a node's
// Misses (probebudget.Earn, Rate), as End credits it, and with it what
// the weighing (Weigh) and the probes' budgets let a node take; the
// credit only grows, so the first launch in which rank 0 would not take
// the whole is found by bisection. Leave counts only launches rank 0
// would take whole, so a node on leave never joins later than it would
// have. A node that took part in this launch sits out none, and none
// does while rank 0's speed is not known (its next launch measures it,
// which changes the predictions). Call it after End; it changes nothing.
func (l *Launch) Leave(w Weighing, span float64, limit int) int {
	// The launches to come are like this one only where what the rule
	// knows stays: rank 0's speed measured (a launch that measures it
	// changes the budgets, credit counts only once a speed is known).
	if len(l.Nodes) < 2 || !(span > 0) || limit <= 0 || !l.Nodes[0].Known() {
		return 0
	}
	rates := make([]float64, len(l.Nodes))
	for i, n := range l.Nodes[1:] {
		if !n.SatOut {
			return 0
		}
		rates[i+1] = probebudget.Rate(l.probeShare(), n.Misses)
	}
	return sort.Search(limit, func(k int) bool { return !l.wholeTo0(w, rates, float64(k)*span) })
}

// wholeTo0 reports whether the rule hands rank 0 the whole of the next
// launch at its start, with each node's credit grown as End grows it over
// sat-out launches of span seconds in all, at its rate: a launch as the
// Director starts it, from what this one leaves of the nodes, weighed by
// w.
func (l *Launch) wholeTo0(w Weighing, rates []float64, span float64) bool {
	next := &Launch{Groups: l.Groups, Nodes: make([]*Node, len(l.Nodes)), Bytes: l.Bytes, Horizon: l.Horizon, ProbeShare: l.ProbeShare, JoinShare: l.JoinShare}
	for i, n := range l.Nodes {
		c := *n
		c.Busy, c.Due, c.Since, c.Guess, c.Out = false, 0, 0, 0, false
		c.Credit = probebudget.Earn(c.Credit, rates[i], span)
		next.Nodes[i] = &c
	}
	next.Weigh(w)
	g, _ := next.Size(0, 0, 0)
	return g >= l.Groups
}

// SitOut credits every node but rank 0 with k launches sat out, each of
// span seconds, as End credits one (the launches of a leave, which the
// Director runs without the rule).
func (l *Launch) SitOut(k int, span float64) {
	for i := 1; i < len(l.Nodes); i++ {
		n := l.Nodes[i]
		rate := probebudget.Rate(l.probeShare(), n.Misses)
		n.Credit = probebudget.Earn(n.Credit, rate, float64(k)*span)
		n.SatOut = true
	}
}
