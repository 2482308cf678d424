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
// but rank 0 sits out by the rules that keep a node out: at most limit.
// A node sits out a launch while the weighing keeps it out (its probe
// credit does not pay for what a co-executed launch is predicted to
// lose, w.Loss) and its probe does not fit its budget (ProbeShare of the
// fastest node's launch plus its credit) or its transfers alone would
// end after the others end the launch; each launch it sits out earns
// it ProbeShare of span, halved for each of its Misses
// (probebudget.Earn, Rate), as End credits it. A node that took part in
// this launch sits out none. Call it after
// End; it changes nothing. Other rules may keep a node out longer (a
// probe whose transfers alone would end after the others end the
// launch): Leave counts only the launches the credit is sure to leave
// it out of, so a node on leave never joins later than it would have.
func (l *Launch) Leave(w Weighing, span float64, limit int) int {
	if len(l.Nodes) < 2 || !(span > 0) || limit <= 0 {
		return 0
	}
	loss := w.Loss(l.Groups)
	leave := limit
	for i := 1; i < len(l.Nodes) && leave > 0; i++ {
		n := l.Nodes[i]
		if !n.SatOut {
			return 0
		}
		rate := probebudget.Rate(l.probeShare(), n.Misses)
		// The credit only grows, and with it what the node may take:
		// the first launch it takes part in is found by bisection.
		leave = sort.Search(leave, func(k int) bool {
			credit := n.Credit + float64(k)*rate*span
			return !(loss > 0 && credit < loss) && l.probeWith(i, credit) > 0
		})
	}
	return leave
}

// probeWith is the probe node i would get at the start of a launch with
// credit as its probe credit (probe, capped at its fill), 0 where even
// one work-group's transfers would end after the other nodes end the
// launch, or outlast the horizon (Size's rule for a probe; one
// work-group's, for a smaller probe moves fewer bytes, so that the
// answer only grows with the credit).
func (l *Launch) probeWith(i int, credit float64) int {
	n := l.Nodes[i]
	was := n.Credit
	n.Credit = credit
	g, _ := l.probe(i, min(l.fill(i), max(l.Groups, 1)))
	n.Credit = was
	if g == 0 {
		return 0
	}
	move := 2*n.Latency + l.bytes(i, 0, 1)
	if l.Horizon > 0 && move > l.Horizon {
		return 0
	}
	if others, ok := l.others(i, 0, 1, 0); ok && move > others {
		return 0
	}
	return g
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
