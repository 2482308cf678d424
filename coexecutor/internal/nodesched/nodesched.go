// Package nodesched is the node-level scheduling rule of
// coexecutor/cluster's Director, shared with coexecutor/sim so that the
// simulator predicts a cluster with the rule the Director applies:
// HGuided packages (Nozal & Bosque 2021) by the nodes' rates, cut by the
// guard (Boyer et al.'s "no device may finish after the others would
// have finished everything") with the network in the prediction.
package nodesched

import (
	"fmt"
	"math"
)

// K is HGuided's divisor: a node's package is its power's share of what
// remains, halved.
const K = 2

// Node is what the Director knows of a node during a launch. Times are in
// seconds since the launch began.
type Node struct {
	// Speed is the node's work-groups per second of its local launches;
	// 0 while unknown.
	Speed float64
	// Latency (seconds, one way) and Bandwidth (bytes per second) of its
	// link to the Director; rank 0's own devices have 0 and +Inf.
	Latency, Bandwidth float64
	// Full is the smallest package that keeps every device of the node
	// busy (its devices' occupancies together), in work-groups; a
	// smaller package is predicted to take as long, and none is handed
	// out while more remains. Values below 1 count as 1.
	Full int
	// Busy tells that a package is in flight, predicted to end at Due.
	Busy bool
	Due  float64
}

func (n *Node) full() int { return max(n.Full, 1) }

// Known reports whether the node's speed is known.
func (n *Node) Known() bool { return n.Speed > 0 }

// Measured updates the node from a package: its speed from the launch's
// work-groups and busy time so far, its network from the package's round
// trip beyond its compute, moving bytes (a transfer shorter than the
// latency measures the latency; a longer one the bandwidth).
func (n *Node) Measured(groups int, busy, compute, roundTrip float64, bytes int64) {
	n.Speed = float64(groups) / math.Max(busy, 1e-9)
	if math.IsInf(n.Bandwidth, 1) {
		return
	}
	net := roundTrip - compute
	if net <= 0 {
		return
	}
	if float64(bytes)/n.Bandwidth < 2*n.Latency {
		n.Latency = net / 2
	} else if net > 2*n.Latency {
		n.Bandwidth = float64(bytes) / (net - 2*n.Latency)
	}
}

// Launch is one launch as the rule sees it.
type Launch struct {
	Groups int
	Nodes  []*Node
	// Bytes is what a package of work-groups [g0, g1) would move to
	// and from node i.
	Bytes func(i, g0, g1 int) int64
	// Horizon, if positive, is the longest a package's transfers may be
	// predicted to take (seconds): the Director's timeout, after which
	// it would take the node for lost. A node whose probe's transfers
	// alone outlast it gets none, even when no other node's speed is
	// known yet.
	Horizon float64
}

func (l *Launch) bytes(i, g0, g1 int) float64 {
	if math.IsInf(l.Nodes[i].Bandwidth, 1) {
		return 0
	}
	return float64(l.Bytes(i, g0, g1)) / l.Nodes[i].Bandwidth
}

// Predict is how long node i is predicted to take for work-groups [g0,
// g1) from t: what it has in flight, the round trip's latency, the bytes
// at its bandwidth and the work-groups at its speed (0 while its speed
// is unknown).
func (l *Launch) Predict(i, g0, g1 int, t float64) float64 {
	n := l.Nodes[i]
	if !n.Known() {
		return 0
	}
	p := 2*n.Latency + l.bytes(i, g0, g1) + float64(max(g1-g0, n.full()))/n.Speed
	if n.Busy {
		p += math.Max(n.Due-t, 0)
	}
	return p
}

// Rate is node i's work-groups per second on a package like [g0, g1),
// its transfers included.
func (l *Launch) Rate(i, g0, g1 int) float64 {
	n := l.Nodes[i]
	g := float64(g1 - g0)
	return g / (float64(max(g1-g0, n.full()))/n.Speed + l.bytes(i, g0, g1) + 2*n.Latency)
}

// Size is the work-groups node i gets from next on at t: HGuided's
// share by the nodes' rates (equal shares until every speed is known),
// cut so that i is not predicted to end after the other nodes would end
// all that remains without it; 0 makes it wait. The note says what the
// guard did, if anything.
//
// A node that would leave work which no other node may take (each would
// wait, by this rule, with the node busy on its package) takes all that
// remains in one package, where the guard lets it: splitting its work
// only costs it a package's overhead (a round trip, a local launch's
// start and end) for nothing.
func (l *Launch) Size(i, next int, t float64) (g int, note string) {
	return l.size(i, next, t, true)
}

func (l *Launch) size(i, next int, t float64, whole bool) (g int, note string) {
	remaining := l.Groups - next
	if remaining <= 0 {
		return 0, ""
	}
	power := 1 / float64(len(l.Nodes))
	allKnown := true
	for _, v := range l.Nodes {
		allKnown = allKnown && v.Known()
	}
	if allKnown {
		var sum float64
		probe := min(next+max(remaining/len(l.Nodes), 1), l.Groups)
		for j := range l.Nodes {
			sum += l.Rate(j, next, probe)
		}
		power = l.Rate(i, next, probe) / sum
	}
	g = int(math.Ceil(float64(remaining) * power / K))
	g = min(max(g, l.Nodes[i].full()), remaining)
	if !l.Nodes[i].Known() {
		// A probe: its compute is unknown, its transfers are not; a
		// probe whose transfers alone end after the others would end
		// everything waits.
		n := l.Nodes[i]
		g = min(g, max(n.full(), 1))
		if l.Horizon > 0 && 2*n.Latency+l.bytes(i, next, next+g) > l.Horizon {
			return 0, "waits: a probe's transfers alone would outlast the timeout"
		}
		if others, ok := l.others(i, next, g, t); ok && t+2*n.Latency+l.bytes(i, next, next+g) > others {
			return 0, fmt.Sprintf("waits: a probe's transfers alone would end after the others end the %d left", remaining)
		}
		if whole && g < remaining && l.leavesNone(i, next, g, t) {
			return remaining, fmt.Sprintf("takes all %d left: no other node may take any of it", remaining)
		}
		return g, ""
	}
	others, ok := l.others(i, next, g, t)
	if !ok {
		// No other node's speed is known: nothing to guard against.
		if whole && g < remaining && l.leavesNone(i, next, g, t) {
			return remaining, fmt.Sprintf("takes all %d left: no other node may take any of it", remaining)
		}
		return g, ""
	}
	// Alone: this node would end all that remains before any other
	// could end even its smallest package (a probe's transfers, for a
	// node whose speed is unknown): it takes all in one package.
	all := t + l.Predict(i, next, l.Groups, t)
	alone := true
	for j, v := range l.Nodes {
		if j == i {
			continue
		}
		first := min(v.full(), remaining)
		var end float64
		if v.Known() {
			end = t + l.Predict(j, next, next+first, t)
		} else {
			end = t + 2*v.Latency + l.bytes(j, next, next+first)
		}
		if end < all {
			alone = false
			break
		}
	}
	if alone {
		return remaining, ""
	}
	for g > 0 && t+l.Predict(i, next, next+g, t) > others {
		ng := int(math.Floor((others - t - 2*l.Nodes[i].Latency) * l.Rate(i, next, next+g)))
		if ng >= g {
			ng = g - 1
		}
		if ng < min(l.Nodes[i].full(), remaining) || ng <= 0 {
			return 0, fmt.Sprintf("waits: even one work-group would end after the others end the %d left", remaining)
		}
		note = fmt.Sprintf("package cut from %d to %d work-groups", g, ng)
		g = ng
	}
	if whole && g < remaining && t+l.Predict(i, next, l.Groups, t) <= others && l.leavesNone(i, next, g, t) {
		return remaining, fmt.Sprintf("takes all %d left: no other node may take any of it", remaining)
	}
	return g, note
}

// leavesNone reports whether no node but i may take work from next+g on
// at t while i is busy with work-groups [next, next+g).
func (l *Launch) leavesNone(i, next, g int, t float64) bool {
	n := l.Nodes[i]
	busy, due := n.Busy, n.Due
	n.Due = t + l.Predict(i, next, next+g, t)
	n.Busy = true
	defer func() { n.Busy, n.Due = busy, due }()
	for j := range l.Nodes {
		if j == i {
			continue
		}
		if gj, _ := l.size(j, next+g, t, false); gj > 0 {
			return false
		}
	}
	return true
}

// others is when the nodes but i, at their rates, would end all that
// remains from next on at t (not before the soonest of them ends one full
// package: a package can be no smaller); false when none of their speeds
// is known.
func (l *Launch) others(i, next, g int, t float64) (float64, bool) {
	remaining := l.Groups - next
	var rates, backlog float64
	soonest := math.Inf(1)
	for j, v := range l.Nodes {
		if j == i || !v.Known() {
			continue
		}
		// j would take the rest in packages no smaller than its
		// occupancy, whatever i's package.
		r := l.Rate(j, next, min(next+max(g, v.full()), l.Groups))
		rates += r
		if v.Busy {
			backlog += r * math.Max(v.Due-t, 0)
		}
		soonest = math.Min(soonest, l.Predict(j, next, next+min(v.full(), remaining), t))
	}
	if rates == 0 {
		return 0, false
	}
	return t + math.Max((float64(remaining)+backlog)/rates, soonest), true
}

// Best is the node predicted to end work-groups [next, Groups) first
// from t, among those whose speed is known (node 0 if none is).
func (l *Launch) Best(next int, t float64) int {
	b, bt := 0, math.Inf(1)
	for i, n := range l.Nodes {
		if !n.Known() {
			continue
		}
		if d := l.Predict(i, next, l.Groups, t); d < bt {
			b, bt = i, d
		}
	}
	return b
}
