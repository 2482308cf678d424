package nodesched

import (
	"math"
	"testing"
)

// TestLeave: how many launches the nodes but rank 0 sit out by the rule,
// on synthetic nodes. Rank 0 runs 1000 work-groups a second, so a launch
// of 100 takes 0.1s (span), and a probe's budget is 1/16 of that,
// 0.00625s, plus the node's credit, which grows by 1/16 of the span per
// launch sat out (halved per Miss).
func TestLeave(t *testing.T) {
	const span, groups = 0.1, 100
	slow := func() *Node { // one work-group takes 0.1s: its probe needs credit 0.09375
		return &Node{Speed: 10, Bandwidth: math.Inf(1), SatOut: true}
	}
	fast := func() *Node { // its probe fits the budget at once
		return &Node{Speed: 500, Bandwidth: math.Inf(1), SatOut: true}
	}
	rank0 := func() *Node { return &Node{Speed: 1000, Bandwidth: math.Inf(1)} }
	// lost is a weighing that predicts co-execution to lose 0.05s per
	// launch of 100 work-groups.
	lost := Weighing{Alone: Way{PerGroup: 0.001, Runs: 4}, Joint: Way{PerGroup: 0.0015, Runs: 1}}
	for _, c := range []struct {
		name  string
		nodes []*Node
		w     Weighing
		span  float64
		limit int
		want  int
	}{
		{"slow node: its credit pays for its probe after 15 launches", []*Node{rank0(), slow()}, Weighing{}, span, 1024, 15},
		{"slow node with a miss: the credit grows half as fast", []*Node{rank0(), func() *Node { n := slow(); n.Misses = 1; return n }()}, Weighing{}, span, 1024, 30},
		{"slow node with credit earned: fewer launches left", []*Node{rank0(), func() *Node { n := slow(); n.Credit = 0.05; return n }()}, Weighing{}, span, 1024, 7},
		{"limit", []*Node{rank0(), slow()}, Weighing{}, span, 3, 3},
		{"fast node: it takes part in the next launch", []*Node{rank0(), fast()}, Weighing{}, span, 1024, 0},
		{"fast node kept out by the weighing until its credit pays the loss", []*Node{rank0(), fast()}, lost, span, 1024, 8},
		{"a node that took part sits out none", []*Node{rank0(), func() *Node { n := slow(); n.SatOut = false; return n }()}, Weighing{}, span, 1024, 0},
		{"three nodes: the one that joins first bounds the leave", []*Node{rank0(), slow(), func() *Node { n := slow(); n.Credit = 0.05; return n }()}, Weighing{}, span, 1024, 7},
		{"a round trip beyond the horizon: out for good", []*Node{rank0(), func() *Node { n := fast(); n.Latency = 3600; return n }()}, Weighing{}, span, 1024, 1024},
		{"no span", []*Node{rank0(), slow()}, Weighing{}, 0, 1024, 0},
		{"NaN span", []*Node{rank0(), slow()}, Weighing{}, math.NaN(), 1024, 0},
		{"one node", []*Node{rank0()}, Weighing{}, span, 1024, 0},
		// Never measured: predicted by its Power at 4 work-groups a
		// second, its probe (its fill of 8) takes 2s: credit 1.99375s.
		{"a node never measured: its probe by its Power", []*Node{{Speed: 1000, Power: 1, Bandwidth: math.Inf(1)}, {Power: 0.004, Full: 8, Bandwidth: math.Inf(1), SatOut: true}}, Weighing{}, span, 1024, 319},
		{"rank 0 not measured yet: its next launch changes the predictions", []*Node{{Power: 1, Bandwidth: math.Inf(1)}, func() *Node { n := fast(); n.Latency = 3600; return n }()}, Weighing{}, span, 1024, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			l := &Launch{Groups: groups, Nodes: c.nodes, Bytes: func(int, int, int) int64 { return 0 }, Horizon: 120}
			credits := make([]float64, len(c.nodes))
			for i, n := range c.nodes {
				credits[i] = n.Credit
			}
			got := l.Leave(c.w, c.span, c.limit)
			if got != c.want {
				t.Errorf("Leave = %d, want %d", got, c.want)
			}
			for i, n := range c.nodes {
				if n.Credit != credits[i] {
					t.Errorf("node %d: Leave changed its credit from %g to %g", i, credits[i], n.Credit)
				}
			}
			if got == 0 || got == c.limit {
				return
			}
			// After the leave, credited as sat out, some node takes part
			// in the next launch: the leave ended no later than the rule
			// would have let a node join.
			l.SitOut(got, c.span)
			if again := l.Leave(c.w, c.span, c.limit); again != 0 {
				t.Errorf("after SitOut(%d), Leave = %d, want 0", got, again)
			}
		})
	}
}

// TestSitOut: SitOut(k) credits a node as k launches that End counts as
// sat out do.
func TestSitOut(t *testing.T) {
	mk := func() *Launch {
		return &Launch{Groups: 100, Nodes: []*Node{{Speed: 1000}, {Speed: 10, Misses: 2, Credit: 0.01}}, Bytes: func(int, int, int) int64 { return 0 }}
	}
	a, b := mk(), mk()
	a.SitOut(5, 0.2)
	for range 5 {
		b.started = nil
		b.End(0.2)
	}
	if d := math.Abs(a.Nodes[1].Credit - b.Nodes[1].Credit); d > 1e-12 || !a.Nodes[1].SatOut {
		t.Errorf("SitOut(5): credit %g (sat out %v); five Ends: %g", a.Nodes[1].Credit, a.Nodes[1].SatOut, b.Nodes[1].Credit)
	}
	if a.Nodes[0].Credit != 0 {
		t.Errorf("SitOut credited rank 0: %g", a.Nodes[0].Credit)
	}
}
