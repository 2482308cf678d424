package nodesched

import (
	"math"
	"testing"
)

// The rule's decisions on synthetic nodes: G work-groups of perGroup
// bytes each for a node beside rank 0.
func TestSize(t *testing.T) {
	const G = 4096
	const perGroup = 3072.0
	node := func(rank int, speed, bw float64) *Node {
		if rank == 0 {
			return &Node{Speed: speed, Bandwidth: math.Inf(1)}
		}
		return &Node{Speed: speed, Latency: 50e-6, Bandwidth: bw}
	}
	for _, c := range []struct {
		name   string
		nodes  []*Node
		ask    int
		lo, hi int
	}{
		// Equal nodes, a network too fast to matter: HGuided's share.
		{"equal, fast network", []*Node{node(0, 1e4, 0), node(1, 1e4, 1e15)}, 1, G / 4, G/4 + 1},
		// Unknown speeds: a probe of one full package.
		{"unknown", []*Node{node(0, 0, 0), {Latency: 50e-6, Bandwidth: 1e9, Full: 64}}, 1, 64, 64},
		// An unknown node whose probe's transfers alone outlast rank
		// 0's launch waits.
		{"unknown, network too slow", []*Node{node(0, 1e4, 0), {Latency: 50e-6, Bandwidth: perGroup * 1e-3, Full: 64}}, 1, 0, 0},
		// One work-group's bytes outlast rank 0's whole launch: wait.
		{"network too slow", []*Node{node(0, 1e4, 0), node(1, 1e4, perGroup*1e-3)}, 1, 0, 0},
		// The network halves the node's rate: less than an equal share.
		{"network halves the rate", []*Node{node(0, 1e4, 0), node(1, 1e4, perGroup*1e4)}, 1, G / 16, G / 4},
		// Ten times slower: about a tenth of rank 0's share.
		{"slow node", []*Node{node(0, 1e5, 0), node(1, 1e4, 1e15)}, 1, G / 40, G / 10},
		// Rank 0 beside a slow node takes at least a third.
		{"rank 0 beside a slow node", []*Node{node(0, 1e5, 0), node(1, 1e4, 1e15)}, 0, G / 3, G},
		// Rank 0 beside a node whose network forbids it any work: all
		// that remains, in one package.
		{"rank 0 alone", []*Node{node(0, 1e4, 0), node(1, 1e4, perGroup*1e-3)}, 0, G, G},
		// A busy fast node's backlog counts: the asking node may take
		// more than while it was idle.
		{"others busy", []*Node{{Speed: 1e4, Bandwidth: math.Inf(1), Busy: true, Due: 0.2}, node(1, 1e4, 1e15)}, 1, G / 4, G/2 + 1},
	} {
		l := &Launch{Groups: G, Nodes: c.nodes, Bytes: func(i, g0, g1 int) int64 {
			if i == 0 {
				return 0
			}
			return int64(perGroup * float64(g1-g0))
		}}
		g, note := l.Size(c.ask, 0, 0)
		t.Logf("%s: %d work-groups; %s", c.name, g, note)
		if g < c.lo || g > c.hi {
			t.Errorf("%s: node %d gets %d work-groups, want [%d, %d]", c.name, c.ask, g, c.lo, c.hi)
		}
		if g > 0 && c.nodes[c.ask].Known() {
			end := l.Predict(c.ask, 0, g, 0)
			var rates, backlog float64
			for j, v := range c.nodes {
				if j != c.ask && v.Known() {
					r := l.Rate(j, 0, g)
					rates += r
					if v.Busy {
						backlog += r * v.Due
					}
				}
			}
			if others := (G + backlog) / rates; end > others*1.0001 {
				t.Errorf("%s: the package ends at %.4gs, the others would end all at %.4gs", c.name, end, others)
			}
		}
	}
	// Nothing in flight, every node refused: the fastest takes the rest.
	l := &Launch{Groups: G, Nodes: []*Node{node(0, 1e3, 0), node(1, 1e5, 1e15)}, Bytes: func(i, g0, g1 int) int64 { return 0 }}
	if b := l.Best(0, 0); b != 1 {
		t.Errorf("Best: node %d", b)
	}
}

// Measured learns the speed from busy time, the latency from a small
// transfer and the bandwidth from a large one.
func TestMeasured(t *testing.T) {
	n := &Node{Latency: 50e-6, Bandwidth: 1e9}
	n.Measured(100, 0.5, 0.5, 0.5+2e-3, 10) // 10 bytes: the round trip is latency
	if n.Speed != 200 || math.Abs(n.Latency-1e-3) > 1e-9 || n.Bandwidth != 1e9 {
		t.Errorf("after a small transfer: %+v", *n)
	}
	n.Measured(200, 1, 0.5, 0.5+2e-3+0.1, 1e8) // 1e8 bytes in 0.1 s beyond the latency
	if n.Speed != 200 || math.Abs(n.Bandwidth-1e9) > 1 {
		t.Errorf("after a large transfer: %+v", *n)
	}
	local := &Node{Bandwidth: math.Inf(1)}
	local.Measured(10, 1, 1, 5, 1e9)
	if local.Speed != 10 || local.Latency != 0 || !math.IsInf(local.Bandwidth, 1) {
		t.Errorf("rank 0: %+v", *local)
	}
}

// A node whose package would leave work that no other node may take
// takes all that remains at once: rank 0 with a GPU (an occupancy of 529
// work-groups, half the launch) beside nodes that each would end even
// one work-group after rank 0 ends everything; not where a node may
// take some of the rest, nor where the guard forbids the whole.
func TestTakesAll(t *testing.T) {
	const G = 1024
	gpu := func() *Node { return &Node{Speed: 1e5, Bandwidth: math.Inf(1), Full: 529} }
	remote := func(speed float64) *Node { return &Node{Speed: speed, Latency: 50e-6, Bandwidth: 1e10, Full: 1} }
	for _, c := range []struct {
		name  string
		nodes []*Node
		ask   int
		want  int // work-groups; -1: fewer than G
	}{
		{"rank 0 beside a node too slow for one work-group", []*Node{gpu(), remote(50)}, 0, G},
		{"rank 0 beside three such nodes", []*Node{gpu(), remote(50), remote(60), remote(40)}, 0, G},
		// A node of unknown speed whose probe's transfers alone would
		// end after rank 0 ends everything (the alone rule does not
		// apply: no other node's speed is known).
		{"rank 0 beside a node that cannot probe", []*Node{gpu(), {Latency: 1, Bandwidth: 1e10, Full: 1}}, 0, G},
		{"rank 0 beside a node that may probe", []*Node{gpu(), {Latency: 50e-6, Bandwidth: 1e10, Full: 1}}, 0, -1},
		// Nothing known of either, and a probe's round trip outlasts
		// the horizon: rank 0 takes all.
		{"nothing known, a probe beyond the horizon", []*Node{{Bandwidth: math.Inf(1), Full: 529}, {Latency: 3600, Bandwidth: 1e10, Full: 1}}, 0, G},
		{"nothing known, a probe within the horizon", []*Node{{Bandwidth: math.Inf(1), Full: 529}, {Latency: 50e-6, Bandwidth: 1e10, Full: 1}}, 0, -1},
		{"rank 0 beside a node that may take some", []*Node{gpu(), remote(1e4)}, 0, -1},
		{"rank 0 beside one slow and one useful node", []*Node{gpu(), remote(50), remote(1e4)}, 0, -1},
		// Two equal nodes: each may take part of what the other leaves.
		{"equal nodes", []*Node{{Speed: 1e4, Bandwidth: math.Inf(1), Full: 1}, remote(1e4)}, 0, -1},
	} {
		l := &Launch{Groups: G, Nodes: c.nodes, Bytes: func(i, g0, g1 int) int64 {
			if i == 0 {
				return 0
			}
			return int64(1024 * (g1 - g0))
		}, Horizon: 120}
		g, note := l.Size(c.ask, 0, 0)
		t.Logf("%s: %d work-groups; %s", c.name, g, note)
		if (c.want == G) != (g == G) || g <= 0 {
			t.Errorf("%s: node %d gets %d work-groups, want %d (-1: fewer than %d)", c.name, c.ask, g, c.want, G)
		}
		for _, n := range c.nodes {
			if n.Busy {
				t.Errorf("%s: Size left a node busy", c.name)
			}
		}
	}
}
