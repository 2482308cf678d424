package nodesched

import (
	"cmp"
	"math"
	"slices"
	"testing"
)

// synthNode is a node of synthetic timings: it runs work-groups at Speed
// (per second, its package of g taking max(g, Full)/Speed, plus fixed
// seconds: a local launch's start and end) whatever the Director
// predicts, over a link too fast to matter; its first package of the
// kernel takes first seconds more (its devices' first enqueues). Every
// node starts Fresh, as the Director's do.
type synthNode struct {
	speed, power float64
	full         int
	first, fixed float64
	// From launch change on (where then > 0) the node runs at then.
	change int
	then   float64
	// stall (rank 0, where > 1): its first launch alone that the
	// weighing counts takes stall times as long.
	stall float64
}

// at is the node's speed in launch k.
func (s synthNode) at(k int) float64 {
	if s.then > 0 && k >= s.change {
		return s.then
	}
	return s.speed
}

// launchRun is what one synthetic launch did.
type launchRun struct {
	end      float64 // when its last package ended
	groups   []int   // work-groups per node
	packages []int   // packages per node
	known    []bool  // per node, whether its speed was known at the end
	again    bool    // the weighing ran rank 0 alone again (Weigh)
}

// runLaunches runs launches of groups work-groups on the nodes as the
// Director does (Weigh at the launch's start, Size for every idle node,
// Best when none may take work, Start, Measured at each package's end,
// Record and End at the launch's end), carrying what each launch leaves
// of the nodes, and the weighing, to the next.
func runLaunches(nodes []synthNode, groups, launches int, share float64) []launchRun {
	mem := make([]Node, len(nodes))
	for i, s := range nodes {
		mem[i] = Node{Power: s.power, Bandwidth: math.Inf(1), Full: s.full, Fresh: true}
	}
	var runs []launchRun
	var w Weighing
	ran := make([]bool, len(nodes)) // a package of the kernel ran on the node
	stalled := false
	for range launches {
		ns := make([]*Node, len(nodes))
		for i := range ns {
			m := mem[i]
			m.Busy = false
			ns[i] = &m
		}
		l := &Launch{Groups: groups, Nodes: ns, Bytes: func(int, int, int) int64 { return 0 }, ProbeShare: share}
		l.Weigh(w)
		end := make([]float64, len(ns))
		comp := make([]float64, len(ns))
		busy := make([]float64, len(ns))
		measured := make([]int, len(ns)) // the work-groups busy counts
		last := make([]int, len(ns))     // each node's package in flight
		run := launchRun{groups: make([]int, len(ns)), packages: make([]int, len(ns)), again: l.again}
		var t float64
		next := 0
		give := func(i, g int) {
			l.Start(i, next, next+g, t)
			comp[i] = float64(max(g, ns[i].Full, 1))/nodes[i].at(len(runs)) + nodes[i].fixed
			if !ran[i] {
				comp[i] += nodes[i].first
				ran[i] = true
			}
			end[i] = t + comp[i]
			run.groups[i] += g
			run.packages[i]++
			last[i] = g
			next += g
		}
		for next < groups || anyBusy(ns) {
			for i, n := range ns {
				if n.Busy || next >= groups {
					continue
				}
				if g, _ := l.Size(i, next, t); g > 0 {
					give(i, g)
				}
			}
			if next < groups && !anyBusy(ns) {
				give(l.Best(next, t), groups-next)
			}
			j := -1
			for i, n := range ns {
				if n.Busy && (j < 0 || end[i] < end[j]) {
					j = i
				}
			}
			t = end[j]
			ns[j].Busy = false
			if !ns[j].Fresh { // a fresh node's first package counts in neither
				busy[j] += comp[j]
				measured[j] += last[j]
				ns[j].Ran(last[j])
			}
			ns[j].Measured(l.Groups, measured[j], busy[j], comp[j], comp[j], 0)
		}
		if alone := len(l.started) > 0 && l.started[0] && !slices.Contains(l.started[1:], true); alone && !l.fresh && !l.unknown && nodes[0].stall > 1 && !stalled {
			t *= nodes[0].stall
			stalled = true
		}
		run.end = t
		for _, n := range ns {
			run.known = append(run.known, n.Known())
		}
		l.Record(&w, t)
		l.End(t)
		for i := range mem {
			mem[i] = *ns[i]
		}
		runs = append(runs, run)
	}
	return runs
}

func anyBusy(ns []*Node) bool {
	for _, n := range ns {
		if n.Busy {
			return true
		}
	}
	return false
}

// TestReprobe: a node left out of a launch by its prior is probed again
// once the launches it sat out have paid for a probe (probebudget): one
// whose Power ranks it ten times too slow joins within the launches that
// pay for its probe as predicted, and then takes work every launch; one
// as slow as its Power says costs, over many launches, at most
// ProbeShare of the time the fast nodes alone take (each such node).
//
// A node's first package of the kernel, which may pay its devices' first
// enqueues, does not rank it (Node.Fresh): a node whose first package
// takes ten launches' time more still joins and then takes work every
// launch. A node whose fill (a CPU node running an nd-range: a work-group
// per core) is predicted over its budget is not probed below it: its
// probes cost what was predicted, even where one work-group would fit.
func TestReprobe(t *testing.T) {
	const share = 1.0 / 16
	for _, c := range []struct {
		name  string
		nodes []synthNode
		// slow: the nodes from index 1 on are truly too slow to help.
		slow   bool
		groups int // 0: 64
	}{
		{"prior 10x too low", []synthNode{{speed: 1000, power: 1}, {speed: 100, power: 0.01}}, false, 0},
		{"prior 10x too low, share of 1/4", []synthNode{{speed: 1000, power: 1}, {speed: 250, power: 0.025}}, false, 0},
		{"prior 10x too low beside a fast peer", []synthNode{{speed: 1000, power: 1}, {speed: 1000, power: 1}, {speed: 100, power: 0.01}}, false, 0},
		{"truly slow", []synthNode{{speed: 1000, power: 1}, {speed: 4, power: 0.004}}, true, 0},
		{"truly slow, two of them", []synthNode{{speed: 1000, power: 1}, {speed: 4, power: 0.004}, {speed: 2, power: 0.002}}, true, 0},
		// The first package pays ten launches' time more (0.64 s).
		{"prior 10x too low, costly first package", []synthNode{{speed: 1000, power: 1}, {speed: 100, power: 0.01, first: 0.64}}, false, 0},
		{"prior 10x too low, costly first packages", []synthNode{{speed: 1000, power: 1, first: 0.64}, {speed: 100, power: 0.01, first: 0.64}}, false, 0},
		// A GPU node (fill 536 work-groups of 1024) beside a CPU node of
		// 8 cores running an nd-range (fill 8) 1000 times slower, as its
		// Power says, whose first package pays 5 ms more: the CPU node
		// costs at most ProbeShare of the launches' time.
		{"CPU node of fill 8, truly slow", []synthNode{{speed: 186000, power: 1, full: 536, first: 0.005}, {speed: 186, power: 0.001, full: 8, first: 0.005}}, true, 1024},
		// The same node 100 times slower than the GPU node: it joins.
		{"CPU node of fill 8, prior 10x too low", []synthNode{{speed: 186000, power: 1, full: 536}, {speed: 1860, power: 0.001, full: 8, first: 0.005}}, false, 1024},
	} {
		groups := cmp.Or(c.groups, 64)
		t.Run(c.name, func(t *testing.T) {
			// The fast nodes (Power 1) alone: the launch's time without
			// the others, and the budget ProbeShare of it.
			fast := 0.0
			for _, n := range c.nodes {
				if n.power == 1 {
					fast += n.speed
				}
			}
			alone := float64(groups) / fast
			const launches = 400
			runs := runLaunches(c.nodes, groups, launches, share)
			if !c.slow {
				// The probe's predicted time (one work-group at the
				// Power's speed) is paid by ProbeShare of each launch
				// sat out: the node joins by then, one launch's slack
				// for the first, whose budget is in relative units.
				last := len(c.nodes) - 1
				predicted := float64(max(1, c.nodes[last].full)) / (c.nodes[last].power * c.nodes[0].speed)
				bound := int(math.Ceil(predicted/(share*alone))) + 1
				joined := -1
				for k, r := range runs {
					if r.groups[last] > 0 {
						joined = k
						break
					}
				}
				t.Logf("joined at launch %d (bound %d)", joined, bound)
				if joined < 0 || joined > bound {
					t.Fatalf("the node under-ranked 10x joined at launch %d, want by %d", joined, bound)
				}
				// Its first package (Fresh) measures nothing; it keeps
				// its credit, so the probe that measures it comes
				// within as many launches again at the most.
				known := -1
				for k, r := range runs {
					if r.known[last] {
						known = k
						break
					}
				}
				t.Logf("measured at launch %d", known)
				if known < 0 || known > 2*bound {
					t.Fatalf("the node was measured at launch %d, want by %d", known, 2*bound)
				}
				// Measured, it takes work (it ends its share before the
				// others would end everything) in every launch but those
				// the weighing keeps it out of (weigh.go): where the
				// launches it took part in measured slower than rank 0's
				// alone (rank 0's share split below its fill, which a
				// smaller package takes as long as), and then each launch
				// it sits out takes no longer than those.
				with := math.Inf(1)
				for k := known + 1; k < len(runs); k++ {
					if runs[k].groups[last] > 0 {
						with = min(with, runs[k].end)
					}
				}
				// And the launches in which the weighing measures rank 0
				// alone again, paid by its credit, come after runs
				// doubling in length: about log2 of the launches.
				again := 0
				for _, r := range runs {
					if r.again {
						again++
					}
				}
				if limit := 2 + int(math.Log2(launches)); again > limit {
					t.Errorf("rank 0 alone measured again in %d of %d launches, over %d", again, launches, limit)
				}
				for k := known + 1; k < len(runs); k++ {
					if runs[k].groups[last] == 0 && runs[k].end > with*(1+1e-9) && !runs[k].again {
						t.Fatalf("launch %d: the node, measured at %g work-groups/s, sat out a launch that took %.4gs, where those it took part in took %.4gs", k, c.nodes[last].speed, runs[k].end, with)
					}
				}
				return
			}
			// Truly slow: what the launches cost beyond the fast nodes
			// alone is at most ProbeShare of their time for each slow
			// node (each earns its own credit), beside each node's first
			// package (its extra time, and a slow node's whole warm-up
			// package, which measures nothing and spends no credit),
			// and the slow nodes are still probed now and then.
			var cost, warmUp float64
			probes, slow := 0, 0
			for _, n := range c.nodes {
				warmUp += n.first
				if n.power < 1 {
					slow++
					warmUp += float64(max(n.full, 1)) / n.speed
				}
			}
			for _, r := range runs {
				cost += math.Max(r.end-alone, 0)
				for i := 1; i < len(c.nodes); i++ {
					if c.nodes[i].power < 1 && r.groups[i] > 0 {
						probes++
					}
				}
			}
			t.Logf("cost %.4gs over %d launches of %.4gs alone (%.3g per launch's time); %d probes", cost, launches, alone, cost/(launches*alone), probes)
			if cost > (float64(slow)*share*launches*alone+warmUp)*(1+1e-9) {
				t.Errorf("%d slow nodes cost %.4gs over %d launches, over ProbeShare each of %.4gs and their warm-ups' %.4gs", slow, cost, launches, launches*alone, warmUp)
			}
			if probes < 2 {
				t.Errorf("the slow nodes were probed %d times in %d launches: a node sitting out is probed again once its credit pays", probes, launches)
			}
		})
	}
}

// TestCPUNodeBesideGPU: a GPU node (rank 0, fill 536 of 1024
// work-groups, whose first launch pays 58 ms of first enqueues) beside
// a CPU node of 8 cores running an nd-range (fill 8: one work-group per
// core, so one work-group takes as long as 8) whose nominal power is a
// 1057th of the GPU node's, as slow as that: the shape of the N-body
// demo on two ranks of one GPU machine. The first launch's span pays the
// CPU node credit; the rule must not spend it on a probe predicted
// below what it costs. No launch after the first ends later than the
// GPU node alone would plus ProbeShare of it, and every package the CPU
// node gets, its re-probes once measured included, is its fill at least.
func TestCPUNodeBesideGPU(t *testing.T) {
	const groups, share = 1024, 1.0 / 16
	nodes := []synthNode{{speed: 186000, power: 1057, full: 536, first: 0.058}, {speed: 186, power: 1, full: 8, first: 0.005}}
	alone := float64(groups) / nodes[0].speed
	runs := runLaunches(nodes, groups, 400, share)
	for k, r := range runs {
		if k > 0 && k < 20 && r.end > alone*(1+share)*(1+1e-9) {
			t.Errorf("launch %d ends at %.4gs, over the GPU node alone's %.4gs plus ProbeShare (the CPU node ran %d work-groups)", k, r.end, alone, r.groups[1])
		}
		if g := r.groups[1]; g > 0 && g < nodes[1].full {
			t.Errorf("launch %d: the CPU node got %d work-groups, below its fill of %d", k, g, nodes[1].full)
		}
	}
}

// TestNodeReprobeBackoff: a node too slow to take work is re-probed after
// runs of launches that double in length (each probe that finds it too
// slow halves the credit it earns: probebudget.Rate), so its probes over
// n launches grow as log n; once it turns fast, its next probe measures
// it so, it takes work every launch after, and the count is reset.
func TestNodeReprobeBackoff(t *testing.T) {
	const groups, share, launches = 64, 1.0 / 16, 3000
	slow := synthNode{speed: 4, power: 0.004}
	for _, c := range []struct {
		name string
		node synthNode
	}{
		{"stays slow", slow},
		{"turns fast at launch 1500", synthNode{speed: 4, power: 0.004, change: 1500, then: 1000}},
	} {
		t.Run(c.name, func(t *testing.T) {
			runs := runLaunches([]synthNode{{speed: 1000, power: 1}, c.node}, groups, launches, share)
			var probes []int
			for k, r := range runs {
				if r.groups[1] > 0 && (c.node.then == 0 || k < c.node.change) {
					probes = append(probes, k)
				}
			}
			t.Logf("probes at launches %v", probes)
			// The first is the node's warm-up, the second the probe that
			// measures it; from there each gap at least doubles (one
			// launch's rounding).
			for k := 3; k < len(probes); k++ {
				if g0, g1 := probes[k-1]-probes[k-2], probes[k]-probes[k-1]; g1 < 2*g0-1 {
					t.Errorf("probes at %v: a gap of %d after one of %d, not doubling", probes, g1, g0)
				}
			}
			if limit := 3 + int(math.Ceil(math.Log2(launches))); len(probes) > limit {
				t.Errorf("%d probes in %d launches, over %d", len(probes), launches, limit)
			}
			if c.node.then == 0 {
				return
			}
			joined := -1
			for k := c.node.change; k < len(runs); k++ {
				if runs[k].groups[1] > 0 {
					joined = k
					break
				}
			}
			if joined < 0 {
				t.Fatalf("the node, fast from launch %d, never took work again", c.node.change)
			}
			for k := joined + 1; k < len(runs); k++ {
				if runs[k].groups[1] == 0 && !runs[k].again {
					t.Fatalf("the node, fast from launch %d and probed at %d, sat out launch %d", c.node.change, joined, k)
				}
			}
			t.Logf("fast from %d: probed at %d, working every launch after", c.node.change, joined)
		})
	}
}

// TestReprobeRestAtOnce: while every other node that may take work is a
// re-probe of a node measured slower (it sat out the launches before),
// the fastest node takes the rest of the launch in one package, less the
// re-probes' (reprobesOnly): each package of rank 0's costs it a fixed
// time (a local launch's start and end), which splitting its share
// around the probe would pay twice. Rank 0 runs one package in every
// launch from the slow node's first measurement on, re-probes included,
// and those launches end when the later of the two packages does.
func TestReprobeRestAtOnce(t *testing.T) {
	const groups, share = 64, 1.0 / 16
	for _, c := range []struct {
		name  string
		nodes []synthNode
	}{
		{"one slow node", []synthNode{{speed: 1000, power: 1, fixed: 0.01}, {speed: 4, power: 0.004}}},
		{"two slow nodes", []synthNode{{speed: 1000, power: 1, fixed: 0.01}, {speed: 4, power: 0.004}, {speed: 8, power: 0.008}}},
		{"a slow node of fill 4", []synthNode{{speed: 1000, power: 1, fixed: 0.01}, {speed: 16, power: 0.016, full: 4}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			runs := runLaunches(c.nodes, groups, 1000, share)
			measured, reprobes := -1, 0
			for k, r := range runs {
				if measured < 0 {
					if !slices.Contains(r.known, false) {
						measured = k
					}
					continue
				}
				if r.packages[0] != 1 {
					t.Fatalf("launch %d: rank 0 ran %d packages (%d work-groups), the others %v work-groups", k, r.packages[0], r.groups[0], r.groups[1:])
				}
				slow := 0.0
				for i := 1; i < len(c.nodes); i++ {
					if g := r.groups[i]; g > 0 {
						reprobes++
						slow = max(slow, float64(max(g, c.nodes[i].full))/c.nodes[i].speed)
					}
				}
				want := max(float64(r.groups[0])/c.nodes[0].speed+c.nodes[0].fixed, slow)
				if math.Abs(r.end-want) > 1e-9 {
					t.Fatalf("launch %d ended at %.6gs, want %.6gs (rank 0's one package or the slowest re-probe)", k, r.end, want)
				}
			}
			if measured < 0 || reprobes == 0 {
				t.Fatalf("the slow nodes were measured at launch %d and re-probed %d times: the test needs both", measured, reprobes)
			}
			t.Logf("measured at launch %d, %d re-probes after", measured, reprobes)
		})
	}
}

// TestRest: a package is the rest of the launch for a node where it
// holds all that remains, or all but the re-probes' work-groups while
// every other node is a re-probe slower than it; a share of a launch in
// which another measured node takes part is not.
func TestRest(t *testing.T) {
	const groups = 64
	for _, c := range []struct {
		name   string
		satOut bool // node 1 sat out the launches before: a re-probe
		next   int
		g      int
		want   bool
	}{
		{"all that remains", false, 0, groups, true},
		{"all that remains, some handed out", false, 16, groups - 16, true},
		{"a share beside a measured node", false, 0, groups / 2, false},
		{"all but the re-probe's", true, 0, groups - 1, true},
		{"less than all but the re-probe's", true, 0, groups - 2, false},
	} {
		nodes := []*Node{
			{Speed: 1000, Power: 1, Bandwidth: math.Inf(1)},
			{Speed: 4, Power: 0.004, Bandwidth: math.Inf(1), SatOut: c.satOut, Credit: 1},
		}
		l := &Launch{Groups: groups, Nodes: nodes, Bytes: func(int, int, int) int64 { return 0 }, ProbeShare: 1.0 / 16}
		if got := l.Rest(0, c.next, c.g); got != c.want {
			t.Errorf("%s: Rest(0, %d, %d) = %v, want %v", c.name, c.next, c.g, got, c.want)
		}
		if c.satOut {
			// Size hands node 0 exactly what Rest calls the rest.
			if g, note := l.Size(0, 0, 0); !l.Rest(0, 0, g) {
				t.Errorf("%s: Size gave %d (%s), which Rest does not call the rest", c.name, g, note)
			}
		}
	}
}

// TestEvenPastFill: a node whose share by HGuided is below its fill (a
// smaller package takes as long as the fill) gets its even part of the
// launch where that is larger: a GPU node of fill 536 of 1024
// work-groups beside a CPU node of fill 8 a hundred times slower, both
// measured, runs about 1014 and the CPU node the rest, each in one
// package, both ending before the GPU node alone would; halved to its
// fill and the rest, the GPU node's second package would take the fill's
// time again, and the launch longer than the GPU node alone. Once the
// CPU node is measured, every launch after the weighing's first
// co-executed one takes part and ends no later than the GPU node alone.
func TestEvenPastFill(t *testing.T) {
	const groups, share = 1024, 1.0 / 16
	nodes := []synthNode{{speed: 186000, power: 1, full: 536}, {speed: 1860, power: 0.001, full: 8}}
	alone := float64(groups) / nodes[0].speed
	runs := runLaunches(nodes, groups, 400, share)
	measured := slices.IndexFunc(runs, func(r launchRun) bool { return r.known[1] })
	if measured < 0 {
		t.Fatal("the CPU node was never measured")
	}
	for k := measured + 2; k < len(runs); k++ {
		r := runs[k]
		if r.again {
			continue // the weighing measures the GPU node alone again
		}
		if r.groups[1] == 0 || r.packages[0] != 1 || r.end > alone*(1+1e-9) {
			t.Fatalf("launch %d (the CPU node measured at %d): %v work-groups in %v packages, ended at %.6gs; want both nodes in one package each, by the GPU node alone's %.6gs", k, measured, r.groups, r.packages, r.end, alone)
		}
	}
}
