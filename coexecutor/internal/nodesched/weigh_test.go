package nodesched

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// TestWayAdd: the mean time per work-group, each launch weighing
// 1/(Runs+1) down to 1/launchmean.Memory and counting at most
// launchmean.Spike times the mean; what is not a measurement dropped.
func TestWayAdd(t *testing.T) {
	type launch struct {
		g    int
		secs float64
	}
	for _, c := range []struct {
		name     string
		launches []launch
		perGroup float64
		runs     int
	}{
		{"none", nil, 0, 0},
		{"one", []launch{{100, 1}}, 0.01, 1},
		{"two, sizes apart", []launch{{100, 1}, {200, 4}}, 0.015, 2},
		{"no work-groups, no time, NaN, infinite: dropped", []launch{{0, 1}, {100, 0}, {100, math.NaN()}, {100, math.Inf(1)}, {-5, 1}}, 0, 0},
		// Eight at 1 ms, then one at 1.8 ms: it weighs an eighth.
		{"memory", []launch{{1, 1e-3}, {1, 1e-3}, {1, 1e-3}, {1, 1e-3}, {1, 1e-3}, {1, 1e-3}, {1, 1e-3}, {1, 1e-3}, {1, 1.8e-3}}, 1.1e-3, 9},
		// Eight at 1 ms, then a stall of 9 ms: it counts as 2 ms.
		{"a stall", []launch{{1, 1e-3}, {1, 1e-3}, {1, 1e-3}, {1, 1e-3}, {1, 1e-3}, {1, 1e-3}, {1, 1e-3}, {1, 1e-3}, {1, 9e-3}}, 1.125e-3, 9},
	} {
		var w Way
		for _, l := range c.launches {
			w.Add(l.g, l.secs)
		}
		if math.Abs(w.PerGroup-c.perGroup) > 1e-12 || w.Runs != c.runs {
			t.Errorf("%s: %+v, want PerGroup %g over %d runs", c.name, w, c.perGroup, c.runs)
		}
	}
}

// TestWeighingLoss: what a co-executed launch is predicted to lose
// against rank 0 alone.
func TestWeighingLoss(t *testing.T) {
	for _, c := range []struct {
		name string
		w    Weighing
		loss float64
	}{
		{"nothing measured", Weighing{}, 0},
		{"alone only", Weighing{Alone: Way{1e-3, 3}}, 0},
		{"co-executed only", Weighing{Joint: Way{2e-3, 1}}, 0},
		{"co-execution faster", Weighing{Alone: Way{2e-3, 3}, Joint: Way{1e-3, 1}}, 0},
		{"equal", Weighing{Alone: Way{1e-3, 3}, Joint: Way{1e-3, 1}}, 0},
		{"co-execution slower", Weighing{Alone: Way{1e-3, 3}, Joint: Way{1.5e-3, 1}}, 0.5},
	} {
		if got := c.w.Loss(1000); math.Abs(got-c.loss) > 1e-12 {
			t.Errorf("%s: Loss(1000) = %g, want %g", c.name, got, c.loss)
		}
	}
}

// TestWeigh: where co-execution measured slower, every node but rank 0
// whose credit does not pay for the loss sits the launch out; Size gives
// it nothing and says why, and no other node's package is cut for work
// it would take, nor is it the node predicted to end the rest (Best,
// Sooner).
func TestWeigh(t *testing.T) {
	const G = 1000
	slower := Weighing{Alone: Way{1e-3, 3}, Joint: Way{1.5e-3, 1}} // loss 0.5 s
	for _, c := range []struct {
		name    string
		w       Weighing
		credits []float64
		out     []bool
	}{
		{"co-execution faster: nobody out", Weighing{Alone: Way{2e-3, 3}, Joint: Way{1e-3, 1}}, []float64{0, 0, 0}, []bool{false, false, false}},
		{"slower: nodes out but rank 0", slower, []float64{0, 0, 0}, []bool{false, true, true}},
		{"slower: a node whose credit pays takes part", slower, []float64{0, 0.5, 0.49}, []bool{false, false, true}},
		// Co-execution beat rank 0's mean alone over as many launches as
		// a mean holds: rank 0 alone is measured again once the trial
		// credit pays for what it is predicted to lose (1 s).
		{"co-execution faster over a full mean, the credit short: nobody out", Weighing{Alone: Way{2e-3, 3}, Joint: Way{1e-3, 8}, Credit: 0.99}, []float64{0, 0, 0}, []bool{false, false, false}},
		{"co-execution faster over a full mean, the credit pays: rank 0 alone again", Weighing{Alone: Way{2e-3, 3}, Joint: Way{1e-3, 8}, Credit: 1}, []float64{0, 0, 0}, []bool{false, true, true}},
		{"co-execution faster over fewer launches than a mean: nobody out", Weighing{Alone: Way{2e-3, 3}, Joint: Way{1e-3, 7}, Credit: 1}, []float64{0, 0, 0}, []bool{false, false, false}},
	} {
		nodes := []*Node{{Speed: 1e4, Bandwidth: math.Inf(1)}}
		for _, cr := range c.credits[1:] {
			nodes = append(nodes, &Node{Speed: 1e4, Latency: 1e-6, Bandwidth: 1e15, Credit: cr})
		}
		l := &Launch{Groups: G, Nodes: nodes, Bytes: func(int, int, int) int64 { return 0 }}
		l.Weigh(c.w)
		for i, n := range nodes {
			if n.Out != c.out[i] {
				t.Errorf("%s: node %d Out %v, want %v", c.name, i, n.Out, c.out[i])
			}
			g, note := l.Size(i, 0, 0)
			if n.Out && (g != 0 || !strings.HasPrefix(note, "sits out")) {
				t.Errorf("%s: node %d, out, gets %d work-groups (%q)", c.name, i, g, note)
			}
		}
		if c.out[1] && c.out[2] {
			// Rank 0, every other node out, takes all in one package.
			if g, _ := l.Size(0, 0, 0); g != G {
				t.Errorf("%s: rank 0 beside nodes sitting out gets %d of %d work-groups", c.name, g, G)
			}
			if b := l.Best(0, 0); b != 0 {
				t.Errorf("%s: Best is node %d, which sits out", c.name, b)
			}
			if l.Sooner(1, 0, 0, 0) {
				t.Errorf("%s: a node sitting out is predicted to end the rest sooner", c.name)
			}
		}
	}
}

// TestRecord: which launches the weighing counts, and that a
// co-executed launch slower than rank 0 alone is a miss for the nodes
// that took part (End), which earn credit at half the rate after it.
func TestRecord(t *testing.T) {
	const G = 100
	alone := Way{1e-3, 2} // 0.1 s a launch
	for _, c := range []struct {
		name    string
		nodes   []Node // as each got its first package
		started []bool
		secs    float64
		alone   Way
		joint   Way
		missed  bool
	}{
		{"rank 0 alone", []Node{{Speed: 1}, {Speed: 1}}, []bool{true, false}, 0.1, Way{1e-3, 3}, Way{}, false},
		{"co-executed, faster", []Node{{Speed: 1}, {Speed: 1}}, []bool{true, true}, 0.05, alone, Way{5e-4, 1}, false},
		{"co-executed, slower", []Node{{Speed: 1}, {Speed: 1}}, []bool{true, true}, 0.2, alone, Way{2e-3, 1}, true},
		{"a node's first package of the kernel", []Node{{Speed: 1}, {Fresh: true}}, []bool{true, true}, 0.2, alone, Way{}, false},
		{"a node measured for the first time", []Node{{Speed: 1}, {}}, []bool{true, true}, 0.2, alone, Way{}, false},
		{"rank 0 ran nothing", []Node{{Speed: 1}, {Speed: 1}}, []bool{false, true}, 0.2, alone, Way{}, false},
		{"no time", []Node{{Speed: 1}, {Speed: 1}}, []bool{true, true}, 0, alone, Way{}, false},
	} {
		ns := make([]*Node, len(c.nodes))
		for i := range c.nodes {
			n := c.nodes[i]
			n.Bandwidth = math.Inf(1)
			ns[i] = &n
		}
		l := &Launch{Groups: G, Nodes: ns, Bytes: func(int, int, int) int64 { return 0 }}
		for i, s := range c.started {
			if s {
				l.Start(i, 0, G, 0)
				l.Start(i, 0, G, 0) // more than its probe
			}
		}
		w := Weighing{Alone: alone}
		l.Record(&w, c.secs)
		if math.Abs(w.Alone.PerGroup-c.alone.PerGroup) > 1e-12 || w.Alone.Runs != c.alone.Runs || math.Abs(w.Joint.PerGroup-c.joint.PerGroup) > 1e-12 || w.Joint.Runs != c.joint.Runs {
			t.Errorf("%s: recorded %+v, want alone %+v, joint %+v", c.name, w, c.alone, c.joint)
		}
		misses := ns[1].Misses
		l.End(c.secs)
		if c.started[1] && !c.nodes[1].Fresh && (ns[1].Misses > misses) != c.missed {
			t.Errorf("%s: node 1's misses %d after the launch, from %d; a miss wanted: %v", c.name, ns[1].Misses, misses, c.missed)
		}
	}
}

// TestWeighingKeepsLosersOut: rank 0 pays fixed seconds a package (its
// local launch's start and end), so that splitting its share for a node
// that runs a tenth as fast costs it more than the node's share saves:
// co-executed launches measure slower than rank 0 alone, which rank 0's
// trial measures (the node's launches never measured rank 0 alone), and
// the node sits out all but the launches its credit pays for, which
// lose at most ProbeShare of the launches' time (beside the node's
// warm-up) and come further apart as each one loses again (Misses). A
// node as fast as rank 0, with fixed costs a hundredth of its launch,
// halves the launch: it takes work every launch once measured.
func TestWeighingKeepsLosersOut(t *testing.T) {
	const groups, share, launches = 1024, 1.0 / 16, 400
	for _, c := range []struct {
		name   string
		speed  float64 // the node's; rank 0 runs 1e4 work-groups a second
		fixed  float64
		losing bool
	}{
		{"splitting costs more than the node saves", 1e3, 0.1, true},
		{"the node helps", 1e4, 0.001, false},
	} {
		nodes := []synthNode{{speed: 1e4, power: 1, fixed: c.fixed}, {speed: c.speed, power: c.speed / 1e4, fixed: c.fixed}}
		runs := runLaunches(nodes, groups, launches, share)
		alone := float64(groups)/nodes[0].speed + c.fixed
		var cost float64
		var with []int
		for k, r := range runs {
			cost += math.Max(r.end-alone, 0)
			if r.groups[1] > 0 {
				with = append(with, k)
			}
		}
		t.Logf("%s: the node took part in launches %v; cost %.4gs over %d launches of %.4gs alone", c.name, with, cost, launches, alone)
		if !c.losing {
			if len(with) < launches-10 {
				t.Errorf("%s: the node took part in %d of %d launches", c.name, len(with), launches)
			}
			continue
		}
		warmUp := float64(nodes[1].full+1)/nodes[1].speed + nodes[1].fixed
		if cost > share*launches*alone+warmUp {
			t.Errorf("%s: co-execution cost %.4gs over %d launches, over ProbeShare of %.4gs and the node's warm-up", c.name, cost, launches, launches*alone)
		}
		if len(with) > 20 {
			t.Errorf("%s: the node took part in %d launches, each slower than rank 0 alone", c.name, len(with))
		}
	}
}

// TestRecordAgain: rank 0's launch alone measured again (Weigh) replaces
// its mean alone, where a first one is added to it; measured still
// slower than co-execution, it is a miss, which halves the rate at which
// the trial credit grows over the co-executed launches after it; the
// nodes left out for it keep their credit and need no probe (End).
func TestRecordAgain(t *testing.T) {
	const G = 100
	const share = 1.0 / 16
	for _, c := range []struct {
		name   string
		secs   float64 // rank 0's launch alone
		alone  Way
		misses int
	}{
		{"faster than co-execution: the way picked", 0.05, Way{5e-4, 1}, 0},
		{"still slower: a miss", 0.15, Way{1.5e-3, 1}, 2},
	} {
		w := Weighing{Alone: Way{2e-3, 3}, Joint: Way{1e-3, 8}, Credit: 0.1, Misses: 1}
		ns := []*Node{{Speed: 1, Bandwidth: math.Inf(1)}, {Speed: 1, Bandwidth: math.Inf(1), Credit: 0.01}}
		l := &Launch{Groups: G, Nodes: ns, Bytes: func(int, int, int) int64 { return 0 }, ProbeShare: share}
		l.Weigh(w)
		if !ns[1].Out {
			t.Fatalf("%s: node 1 takes part in rank 0's launch alone again", c.name)
		}
		l.Start(0, 0, G, 0)
		l.Start(0, 0, G, 0)
		l.Record(&w, c.secs)
		if math.Abs(w.Alone.PerGroup-c.alone.PerGroup) > 1e-12 || w.Alone.Runs != c.alone.Runs || w.Misses != c.misses || w.Credit != 0 {
			t.Errorf("%s: %+v; want alone %+v, misses %d, no credit", c.name, w, c.alone, c.misses)
		}
		l.End(c.secs)
		if ns[1].SatOut || ns[1].Credit != 0.01 {
			t.Errorf("%s: node 1 after rank 0's launch alone: sat out %v, credit %v; want false, 0.01", c.name, ns[1].SatOut, ns[1].Credit)
		}
		if c.misses == 0 {
			continue
		}
		// A co-executed launch after it earns credit at ProbeShare halved
		// for each miss.
		ns = []*Node{{Speed: 1, Bandwidth: math.Inf(1)}, {Speed: 1, Bandwidth: math.Inf(1)}}
		l = &Launch{Groups: G, Nodes: ns, Bytes: func(int, int, int) int64 { return 0 }, ProbeShare: share}
		l.Weigh(w)
		for i := range ns {
			l.Start(i, 0, G, 0)
			l.Start(i, 0, G, 0)
		}
		l.Record(&w, 0.1)
		if want := share / 4 * 0.1; math.Abs(w.Credit-want) > 1e-15 {
			t.Errorf("%s: credit %v after a co-executed launch of 0.1 s, want %v", c.name, w.Credit, want)
		}
	}
}

// TestStalledTrialMeasuredAgain: a node whose packages cost rank 0 more
// than they save (co-executed launches 1.04 to 1.6 times rank 0 alone:
// its share split into packages that pay a fixed cost each), where rank
// 0's first launch alone that the weighing counts is measured on a
// stall (twice or three times its time): co-execution then beats rank
// 0's mean alone, and, rank 0 alone measured only once, the kernel stayed
// co-executed (every launch to the eightieth). Measured again once the
// credit pays, rank 0 alone is the way picked: the launches from the
// fortieth take at most 1.05 times rank 0 alone on average.
func TestStalledTrialMeasuredAgain(t *testing.T) {
	const groups, share, launches = 1024, 1.0 / 16, 80
	for _, c := range []struct{ speed, fixed0, fixed float64 }{
		{3e3, 0.005, 0.03}, {2e3, 0.01, 0.02}, {5e3, 0.01, 0.05}, {4e3, 0.005, 0.04},
	} {
		for _, stall := range []float64{2, 3} {
			nodes := []synthNode{{speed: 1e4, power: 1, fixed: c.fixed0, stall: stall}, {speed: c.speed, power: c.speed / 1e4, fixed: c.fixed}}
			runs := runLaunches(nodes, groups, launches, share)
			alone := float64(groups)/nodes[0].speed + c.fixed0
			var late float64
			var seq []string
			for k, r := range runs {
				seq = append(seq, fmt.Sprintf("%.2f%v", r.end/alone, r.groups[1] > 0))
				if k >= 39 {
					late += r.end / alone
				}
			}
			if mean := late / float64(launches-39); mean > 1.05 {
				t.Errorf("%+v, stall %v: launches 40 to %d took %.3f times rank 0 alone on average: %v", c, stall, launches, mean, seq)
			}
		}
	}
}
