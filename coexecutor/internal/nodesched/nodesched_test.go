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
		// Unknown speeds, equal nominal powers: a probe of one full
		// package.
		{"unknown", []*Node{{Power: 1, Bandwidth: math.Inf(1)}, {Power: 1, Latency: 50e-6, Bandwidth: 1e9, Full: 64}}, 1, 64, 64},
		// Nothing known of the node's devices: one work-group.
		{"unknown devices", []*Node{node(0, 0, 0), {Latency: 50e-6, Bandwidth: 1e9, Full: 64}}, 1, 1, 1},
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
	n.Measured(1000, 100, 0.5, 0.5, 0.5+2e-3, 10) // 10 bytes: the round trip is latency
	if n.Speed != 200 || math.Abs(n.Latency-1e-3) > 1e-9 || n.Bandwidth != 1e9 {
		t.Errorf("after a small transfer: %+v", *n)
	}
	n.Measured(1000, 200, 1, 0.5, 0.5+2e-3+0.1, 1e8) // 1e8 bytes in 0.1 s beyond the latency
	if n.Speed != 200 || math.Abs(n.Bandwidth-1e9) > 1 {
		t.Errorf("after a large transfer: %+v", *n)
	}
	local := &Node{Bandwidth: math.Inf(1)}
	local.Measured(1000, 10, 1, 1, 5, 1e9)
	if local.Speed != 10 || local.Latency != 0 || !math.IsInf(local.Bandwidth, 1) {
		t.Errorf("rank 0: %+v", *local)
	}
}

// A node whose package would leave work that no other node may take
// takes all that remains at once: rank 0 with a GPU (an occupancy of 529
// work-groups, half the launch) beside nodes that each would end even
// one work-group after rank 0 ends everything; not where a node may
// take some of the rest, nor where the guard forbids the whole, nor a
// node of unknown speed that would leave no work only by its Power prior.
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
		// A node of unknown speed beside measured nodes busy until 1 s,
		// which its Power prior predicts it to beat on all that remains:
		// its probe, not the rest (the prior may be far off).
		{"an unknown node beside busy measured nodes", []*Node{
			{Power: 1e6, Speed: 1e4, Bandwidth: math.Inf(1), Full: 1, Busy: true, Due: 1},
			{Power: 5e5, Speed: 1e4, Latency: 50e-6, Bandwidth: 1e10, Full: 1, Busy: true, Due: 1},
			{Power: 5e5, Latency: 50e-6, Bandwidth: 1e10, Full: 1},
		}, 2, -1},
		{"an unknown node, the fastest by the Powers, beside busy measured nodes", []*Node{
			{Power: 1e6, Speed: 1e4, Bandwidth: math.Inf(1), Full: 1, Busy: true, Due: 1},
			{Power: 5e5, Speed: 1e4, Latency: 50e-6, Bandwidth: 1e10, Full: 1, Busy: true, Due: 1},
			{Power: 4e6, Latency: 50e-6, Bandwidth: 1e10, Full: 1},
		}, 2, -1},
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
		for k, n := range c.nodes {
			if n.Busy && k == c.ask || n.Out {
				t.Errorf("%s: Size left node %d busy or out", c.name, k)
			}
		}
	}
}

// A node whose speed on the kernel is unknown gets a probe predicted (by
// the nodes' Powers) to take at most ProbeShare of the fastest node's
// predicted launch, no more than its occupancy, at least one work-group
// or none; a measured node beside one whose speed is unknown is guarded
// against that one's predicted speed. Rank 0 has a GPU (Power 1000,
// occupancy 529); the remote nodes are 100 and 1000 times slower.
func TestProbeBound(t *testing.T) {
	rank0 := func(speed float64) *Node {
		return &Node{Power: 1000, Speed: speed, Bandwidth: math.Inf(1), Full: 529}
	}
	remote := func(power, speed float64, full int) *Node {
		return &Node{Power: power, Speed: speed, Latency: 50e-6, Bandwidth: 1e10, Full: full}
	}
	for _, c := range []struct {
		name   string
		groups int
		nodes  []*Node
		ask    int
		busy0  bool // rank 0 is busy with work-groups [0, 529) from 0
		next   int
		want   int // -1: whatever the guard's own check allows
	}{
		// Nothing measured: the budget is 1/16 of rank 0's 16384/1000 s,
		// 1.024 s; the 100 times slower node ends 10.24 work-groups in
		// it, the 1000 times slower 1.024.
		{"100x slower, unmeasured", 16384, []*Node{rank0(0), remote(10, 0, 10)}, 1, false, 0, 10},
		{"1000x slower, unmeasured", 16384, []*Node{rank0(0), remote(1, 0, 1)}, 1, false, 0, 1},
		// Its occupancy bounds it too.
		{"100x slower, small occupancy", 16384, []*Node{rank0(0), remote(10, 0, 4)}, 1, false, 0, 4},
		// A package below the node's fill takes as long as the fill: a
		// node whose fill does not fit its budget gets no probe, however
		// few work-groups would fit (a CPU node running an nd-range, one
		// work-group per core: one work-group takes a core's time for
		// it, not a node's).
		{"100x slower, fill over the budget", 16384, []*Node{rank0(0), remote(10, 0, 64)}, 1, false, 0, 0},
		{"1000x slower, fill of 8 over the budget", 16384, []*Node{rank0(0), remote(1, 0, 8)}, 1, false, 0, 0},
		{"1000x slower, fill of 8, credit for it", 16384, []*Node{rank0(1000), {Power: 1, Latency: 50e-6, Bandwidth: 1e10, Full: 8, Credit: 7}}, 1, false, 0, 8},
		// A launch of 1024 work-groups: not one work-group fits.
		{"100x slower, small launch", 1024, []*Node{rank0(0), remote(10, 0, 64)}, 1, false, 0, 0},
		{"1000x slower, small launch", 1024, []*Node{rank0(0), remote(1, 0, 64)}, 1, false, 0, 0},
		// The same with rank 0 measured at 1e5 work-groups per second:
		// the Powers put the nodes at 1e3 and 1e2.
		{"100x slower, rank 0 measured", 16384, []*Node{rank0(1e5), remote(10, 0, 10)}, 1, false, 0, 10},
		{"100x slower, rank 0 measured, fill over the budget", 16384, []*Node{rank0(1e5), remote(10, 0, 11)}, 1, false, 0, 0},
		{"1000x slower, rank 0 measured, small launch", 1024, []*Node{rank0(1e5), remote(1, 0, 64)}, 1, false, 0, 0},
		// A measured CPU node (fill 8, measured on packages of 8) that sat
		// out is re-probed at its fill once its credit pays for it: 8
		// work-groups at 100/s, 0.08 s, against 1/16 of rank 0's 0.164 s
		// plus its credit; one work-group would take as long.
		{"re-probe at the fill, paid", 16384, []*Node{rank0(1e5), {Power: 1, Speed: 100, Full: 8, Smallest: 8, SatOut: true, Credit: 0.07, Latency: 50e-6, Bandwidth: 1e10}}, 1, false, 0, 8},
		{"re-probe at the fill, not paid", 16384, []*Node{rank0(1e5), {Power: 1, Speed: 100, Full: 8, Smallest: 8, SatOut: true, Credit: 0.05, Latency: 50e-6, Bandwidth: 1e10}}, 1, false, 0, 0},
		// Measured on a package of 2 (the launch's tail): its speed
		// counts 2 work-groups in a fill's time, so a re-probe is
		// predicted as one of 2 at it.
		{"re-probe after a tail package", 16384, []*Node{rank0(1e5), {Power: 1, Speed: 25, Full: 8, Smallest: 2, SatOut: true, Credit: 0.07, Latency: 50e-6, Bandwidth: 1e10}}, 1, false, 0, 2},
		// Nothing known of the node's devices: one work-group.
		{"unknown devices", 16384, []*Node{rank0(0), {Latency: 50e-6, Bandwidth: 1e10, Full: 64}}, 1, false, 0, 1},
		{"unknown devices, rank 0 measured", 1024, []*Node{rank0(1e5), {Latency: 50e-6, Bandwidth: 1e10, Full: 64}}, 1, false, 0, 1},
		// Rank 0, the fastest by the Powers, probes with its occupancy.
		{"rank 0 first", 16384, []*Node{rank0(0), remote(10, 0, 8)}, 0, false, 0, 529},
		// Where the other node may not probe, rank 0 takes all at once.
		{"rank 0 first, small launch", 1024, []*Node{rank0(0), remote(10, 0, 64)}, 0, false, 0, 1024},
		// The node measured by its probe (one work-group) while rank 0,
		// busy with its first package (past its predicted end: a first
		// package includes the kernel's builds), is not: rank 0 is
		// predicted at its Power times the node's speed per Power, and
		// the node gets only what it ends before rank 0 would end the
		// rest.
		{"100x slower measured, rank 0 busy", 1024, []*Node{rank0(0), remote(10, 18, 1)}, 1, true, 530, -1},
		{"1000x slower measured, rank 0 busy", 1024, []*Node{rank0(0), remote(1, 18, 1)}, 1, true, 530, 0},
		{"1000x slower measured, rank 0 busy, large launch", 65536, []*Node{rank0(0), remote(1, 18, 1)}, 1, true, 530, -1},
	} {
		l := &Launch{Groups: c.groups, Nodes: c.nodes, Bytes: func(i, g0, g1 int) int64 {
			if i == 0 {
				return 0
			}
			return int64(1024 * (g1 - g0))
		}}
		if c.busy0 {
			c.nodes[0].Busy, c.nodes[0].Due = true, 0
		}
		g, note := l.Size(c.ask, c.next, 0)
		t.Logf("%s: %d work-groups; %s", c.name, g, note)
		if c.want >= 0 && g != c.want {
			t.Errorf("%s: node %d gets %d work-groups, want %d", c.name, c.ask, g, c.want)
		}
		n := c.nodes[c.ask]
		if g > 0 && !n.Known() && c.ask != 0 && n.Power > 0 {
			// The bound itself, from the Powers: g work-groups at the
			// node's Power within 1/16 of rank 0's launch at its own.
			// g work-groups (its fill, if more) at the node's Power
			// within 1/16 of rank 0's launch at its own, plus the credit
			// where a measured node puts it in seconds.
			credit := 0.0
			if c.nodes[0].Known() {
				credit = n.Credit * c.nodes[0].Speed / c.nodes[0].Power
			}
			if probe, whole := float64(max(g, n.Full))/n.Power, float64(c.groups)/c.nodes[0].Power; probe > (DefaultProbeShare*whole+credit)*(1+1e-9) {
				t.Errorf("%s: a probe predicted at %.4g, over 1/16 of %.4g", c.name, probe, whole)
			}
		}
		if g > 0 && n.Known() && c.ask != 0 {
			// The node ends its package before rank 0, at its Power
			// scaled by the node's speed per Power, ends the rest (a
			// package below rank 0's occupancy takes as long as one
			// that fills it).
			s0 := c.nodes[0].Power * n.Speed / n.Power
			if end, others := l.Predict(c.ask, c.next, c.next+g, 0), float64(max(c.groups-c.next, c.nodes[0].Full))/s0; end > others*(1+1e-9) {
				t.Errorf("%s: the package ends at %.4gs, rank 0 would end the rest at %.4gs", c.name, end, others)
			}
			if g >= (c.groups-c.next)/8 {
				t.Errorf("%s: %d of %d work-groups on a node %g times slower", c.name, g, c.groups-c.next, c.nodes[0].Power/n.Power)
			}
		}
	}
}

// Start: a node whose speed is unknown is predicted busy until its
// package ends at its Power scaled by the measured nodes' speed per
// Power; before any node is measured, the Powers give no time.
func TestStart(t *testing.T) {
	mk := func() *Launch {
		return &Launch{Groups: 65536, Nodes: []*Node{
			{Power: 1000, Bandwidth: math.Inf(1), Full: 529},
			{Power: 10, Latency: 50e-6, Bandwidth: 1e10, Full: 1},
		}, Bytes: func(i, g0, g1 int) int64 { return 0 }}
	}
	l := mk()
	l.Start(0, 0, 529, 0)
	if n := l.Nodes[0]; !n.Busy || n.Due != 0 || n.Guess != 0 || n.Since != 0 {
		t.Errorf("nothing measured: %+v", *n)
	}
	// Rank 1 measured: rank 0 is predicted at 1e4 work-groups/s.
	l = mk()
	l.Nodes[1].Speed = 100
	l.Start(0, 0, 32768, 0.5)
	if n := l.Nodes[0]; math.Abs(n.Guess-(0.5+32768/1e4)) > 1e-9 || n.Due != 0.5 || n.Since != 0.5 {
		t.Errorf("rank 1 measured: %+v, want Guess %v", *n, 0.5+32768/1e4)
	}
}

// TestHeldByFaster: a measured node beside a node predicted faster by
// its Power that runs a package with its speed unknown (Launch.JoinShare)
// waits at first, then gets packages predicted to end within JoinShare
// of the time that package has run, and Retry says when its fill fits.
// A node predicted as fast or slower, or measured, holds nothing back.
// Rank 1: 100 work-groups a second, fill 1 (10 ms); rank 0's package of
// 32768 from 0.
func TestHeldByFaster(t *testing.T) {
	const fill = 0.01 + 2*50e-6 // rank 1's fill and its round trip
	for _, c := range []struct {
		name   string
		power0 float64 // rank 0's Power (rank 1's is 10)
		speed0 float64 // rank 0's speed, 0: unknown
		at     float64 // when rank 1 asks
		held   bool    // rank 1 is held back by rank 0's package
		want   int     // rank 1's package; -1: more than 0, within the hold
	}{
		{"faster, unknown, at its start", 1000, 0, 0, true, 0},
		{"faster, unknown, before the fill fits", 1000, 0, 4 * fill, true, 0},
		{"faster, unknown, once the fill fits", 1000, 0, 5 * fill, true, -1},
		{"faster, unknown, long after", 1000, 0, 1, true, -1},
		{"as fast, unknown", 10, 0, 0, false, -1},
		{"slower, unknown", 1, 0, 0, false, -1},
		{"faster, measured", 1000, 1e4, 0, false, -1},
	} {
		l := &Launch{Groups: 65536, Nodes: []*Node{
			{Power: c.power0, Speed: c.speed0, Bandwidth: math.Inf(1), Full: 529},
			{Power: 10, Speed: 100, Latency: 50e-6, Bandwidth: 1e10, Full: 1},
		}, Bytes: func(i, g0, g1 int) int64 { return 0 }}
		l.Start(0, 0, 32768, 0)
		g, note := l.Size(1, 32768, c.at)
		retry := l.Retry(1, 32768, c.at)
		t.Logf("%s: %d work-groups (%s); retry at %.4gs", c.name, g, note, retry)
		switch {
		case c.want >= 0 && g != c.want:
			t.Errorf("%s: rank 1 gets %d work-groups, want %d", c.name, g, c.want)
		case c.want < 0 && g <= 0:
			t.Errorf("%s: rank 1 gets nothing (%s)", c.name, note)
		}
		if !c.held {
			if !math.IsInf(retry, 1) {
				t.Errorf("%s: Retry %v, want +Inf", c.name, retry)
			}
			continue
		}
		if c.at >= 5*fill {
			if !math.IsInf(retry, 1) {
				t.Errorf("%s: Retry %v once the hold allows the fill, want +Inf", c.name, retry)
			}
		} else if math.Abs(retry-5*fill) > 1e-9 {
			t.Errorf("%s: Retry %v, want %v (the fill's time over JoinShare)", c.name, retry, 5*fill)
		}
		if end := c.at + l.Predict(1, 32768, 32768+g, c.at); g > 0 && end > c.at+DefaultJoinShare*c.at+1e-12 {
			t.Errorf("%s: rank 1's package ends at %.4gs, over JoinShare of rank 0's %.4gs so far", c.name, end, c.at)
		}
	}
}

// TestCPUNodePays: the N-body demo's step of 65536 bodies (1024
// work-groups of 64) on two ranks of one GPU machine, both speeds known:
// rank 0 with the GPU (1.86·10^5 work-groups per second, 5.5 ms a step),
// rank 1 with 8 cores (fill 8: a work-group per core) that need every
// position (1 MiB) and send back their bodies (2 KiB a work-group).
// Whether rank 1 gets work is the rule's, from its speed and its link:
// the native device's vector code (ten times the scalar code's speed)
// over shared memory pays and gets at least its fill; the scalar code,
// whose fill alone would outlast the GPU's step, and the vector code
// over a link whose position transfer alone takes most of the step do
// not, and rank 0 then takes the whole step in one package.
func TestCPUNodePays(t *testing.T) {
	const G, full = 1024, 8
	const gpu = 1.86e5
	for _, c := range []struct {
		name       string
		speed, bw  float64
		rank1, all bool // rank 1 gets at least its fill; rank 0 takes all
	}{
		{"vector code, shared memory", 1860, 5e9, true, false},
		{"scalar code, shared memory", 186, 5e9, false, true},
		{"vector code, 0.25 GB/s", 1860, 2.5e8, false, true},
	} {
		nodes := []*Node{
			{Speed: gpu, Bandwidth: math.Inf(1), Full: 536},
			{Speed: c.speed, Latency: 20e-6, Bandwidth: c.bw, Full: full},
		}
		l := &Launch{Groups: G, Nodes: nodes, ProbeShare: 1.0 / 16, Bytes: func(i, g0, g1 int) int64 {
			if i == 0 {
				return 0
			}
			return 1<<20 + 2048*int64(g1-g0)
		}}
		g1, note1 := l.Size(1, 0, 0)
		g0, note0 := l.Size(0, 0, 0)
		t.Logf("%s: rank 1 %d (%s); rank 0 %d (%s)", c.name, g1, note1, g0, note0)
		if c.rank1 && g1 < full {
			t.Errorf("%s: rank 1 gets %d work-groups, want its fill of %d at least", c.name, g1, full)
		}
		if !c.rank1 && g1 != 0 {
			t.Errorf("%s: rank 1 gets %d work-groups, want none", c.name, g1)
		}
		if c.all && g0 != G {
			t.Errorf("%s: rank 0 gets %d work-groups, want all %d", c.name, g0, G)
		}
		if g1 > 0 {
			if end, alone := l.Predict(1, 0, g1, 0), float64(G)/gpu; end > alone {
				t.Errorf("%s: rank 1's package ends at %.4gs, after the GPU alone's step of %.4gs", c.name, end, alone)
			}
		}
	}
}

// TestFastestUnprobedCounts: a measured node does not take work that an
// unknown node predicted fastest (by its Power, scaled by the measured
// node) would end sooner, though that node has not asked yet (its record
// is on its way); an unknown node predicted only as fast does not count.
func TestFastestUnprobedCounts(t *testing.T) {
	for _, c := range []struct {
		name  string
		power float64 // node 1's, against node 0's 1
		want  int     // node 0's package from 0 on
	}{
		{"200 times as fast by its Power: node 0 waits", 200, 0},
		{"as fast: HGuided's share, unguarded", 1, 256},
		{"half as fast: HGuided's share", 0.5, 256},
	} {
		l := &Launch{Groups: 1024, Bytes: func(int, int, int) int64 { return 0 }, Nodes: []*Node{
			{Speed: 1e3, Power: 1, Full: 8, Bandwidth: math.Inf(1)},
			{Power: c.power, Full: 8, Latency: 50e-6, Bandwidth: 1.25e9},
		}}
		if g, note := l.Size(0, 0, 0); g != c.want {
			t.Errorf("%s: node 0 gets %d work-groups (%s), want %d", c.name, g, note, c.want)
		}
	}
}

// TestEvenPackageCosts: the even part counts each node's fixed costs
// per package (its round trip, a whole input at its bandwidth, its fill)
// at the size of its share, not spread over all that remains. Rank 0 (a
// GPU node: 2040 work-groups in 21.7 ms, fill 1064) beside a CPU node
// of fill 1 at 470 work-groups a second whose every package first
// brings 2.1 MB of whole input over its link (6 ms): spread over the
// whole launch, the 6 ms looked like nothing, and the CPU node's part
// (10 work-groups) was predicted to end at 27.6 ms, 6 ms after rank 0's
// package; counted once a package, the part ends with rank 0's, within
// one of the CPU node's work-groups. Where the link is free and the
// nodes alike, they split the launch about evenly.
func TestEvenPackageCosts(t *testing.T) {
	const groups = 2048
	for _, c := range []struct {
		name         string
		speed1, xfer float64 // the CPU node's speed and its input's seconds (0: a free link)
		lo0, hi0     int     // rank 0's package, in [lo0, hi0]
	}{
		{"slow node, 6 ms of input", 470, 0.006, 2030, 2046},
		{"slow node, 12 ms of input", 470, 0.012, 2035, 2048},
		{"alike, free link", 2040 / 0.0217, 0, 950, 1100},
	} {
		n0 := &Node{Speed: 2040 / 0.0217, Power: 1, Bandwidth: math.Inf(1), Full: 1064}
		n1 := &Node{Speed: c.speed1, Power: 1, Bandwidth: math.Inf(1), Full: 1, Smallest: 8}
		if c.xfer > 0 {
			n1.Latency, n1.Bandwidth = 50e-6, 2.1e6/c.xfer
		}
		l := &Launch{Groups: groups, Nodes: []*Node{n0, n1}, Bytes: func(i, g0, g1 int) int64 {
			if i == 0 || c.xfer == 0 {
				return 0
			}
			return 2100000 + 3072*int64(g1-g0)
		}}
		g0, note := l.Size(0, 0, 0)
		if g0 < c.lo0 || g0 > c.hi0 {
			t.Errorf("%s: rank 0 gets %d work-groups (%q), want %d to %d", c.name, g0, note, c.lo0, c.hi0)
			continue
		}
		l.Start(0, 0, g0, 0)
		const t1 = 1e-4
		g1, _ := l.Size(1, g0, t1)
		if g1 == 0 {
			continue
		}
		if end := t1 + l.Predict(1, g0, g0+g1, t1); end > n0.Due+1/c.speed1 {
			t.Errorf("%s: the CPU node's %d work-groups are predicted to end at %.4gs, after rank 0's %d at %.4gs (and one of its work-groups)", c.name, g1, end, g0, n0.Due)
		}
	}
}
