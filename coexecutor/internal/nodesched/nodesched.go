// Package nodesched is the node-level scheduling rule of
// coexecutor/cluster's Director, shared with coexecutor/sim so that the
// simulator predicts a cluster with the rule the Director applies:
// HGuided packages (Nozal & Bosque 2021) by the nodes' rates, cut by the
// guard (Boyer et al.'s "no device may finish after the others would
// have finished everything") with the network in the prediction, and
// the weighing of whole launches (weigh.go).
package nodesched

import (
	"fmt"
	"math"

	"github.com/gosycl/gosycl/coexecutor/internal/probebudget"
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
	// Power is the node's speed relative to the other nodes' before its
	// speed on the kernel is measured: its devices' nominal figures, or
	// the speeds it showed on other kernels; 0 when nothing is known of
	// it. Only the ratios between nodes' Powers matter. It bounds the
	// probe of a node whose Speed is unknown (Launch.ProbeShare) and
	// predicts such a node where the guard weighs what the others would
	// end; it never sizes a package beyond its probe.
	Power float64
	// Latency (seconds, one way) and Bandwidth (bytes per second) of its
	// link to the Director; rank 0's own devices have 0 and +Inf.
	Latency, Bandwidth float64
	// Full is the smallest package that keeps every device of the node
	// busy (its devices' occupancies together), in work-groups; a
	// smaller package is predicted to take as long, and none is handed
	// out while more remains. Values below 1 count as 1; in a launch of
	// fewer work-groups that measured the node's speed, the launch's
	// count (Launch.fill).
	Full int
	// Busy tells that a package is in flight, predicted to end at Due;
	// Since is when it was handed out (Launch.Start).
	Busy  bool
	Due   float64
	Since float64
	// Guess is, for a node whose speed is unknown, when its package in
	// flight is predicted to end at its predicted speed (Power): what
	// the guard counts it busy until. Launch.Start sets it.
	Guess float64
	// SatOut tells that the node sat out the kernel's launches before
	// (got no package): its speed may have been measured on a hiccup,
	// or have changed, so it gets a probe before more, as a node whose
	// speed is unknown does. Measured clears it; Launch.End sets it.
	SatOut bool
	// Credit is the probe budget, in seconds, the node earned in the
	// launches of the kernel it sat out in a row (probebudget.Earn);
	// Launch.End sets it.
	Credit float64
	// Misses counts the launches in a row in which the node ran its
	// probe and nothing more (a probe that found it too slow to take
	// work): each halves the credit it earns sitting out
	// (probebudget.Rate), so a node that stays too slow is re-probed
	// after runs of launches doubling in length, as coexecutor.Guard
	// re-probes a device; Launch.End sets it, and a launch in which the
	// node takes more than its probe resets it.
	Misses int
	// Smallest is the fewest work-groups of a package of the kernel that
	// measured the node's speed (0: none yet); Ran records it. Speed
	// counts the work-groups its packages ran, so where one ran below
	// the node's fill (the launch's tail), which took as long as the
	// fill, Speed is low by as much, and a package of up to Smallest
	// work-groups took, at Speed, what one of Smallest takes: a re-probe
	// is predicted so (Launch.ProbeShare).
	Smallest int
	// SpeedLaunch is the work-groups of the launch whose packages
	// measured Speed (0: not known); Measured sets it.
	SpeedLaunch int
	// Fresh tells that the node has run no package of the kernel yet
	// and that its first one does not measure it: that package runs its
	// local Coexecutor's first launch of the kernel, which pays its
	// devices' first enqueues (an OpenCL implementation may compile the
	// kernel again for the work-group size it first meets) and probes
	// its devices, so it measures the node's network but not its speed
	// (Measured), as coexecutor.Guard leaves a unit's first package of a
	// computation unmeasured. The node stays unknown and probes again.
	// A node that pays neither (the native device alone, which compiles
	// nothing, on a node of one device) is not Fresh.
	Fresh bool
	// Out tells that the node sits the launch out by the weighing
	// (Launch.Weigh): it gets no package, and the rule counts it
	// nowhere (no node's package is cut for work it would take).
	Out bool
}

// fill is the work-groups below which node i's package is predicted to
// take as long as a package of them: its fill (Node.Full, at least 1),
// or, where its speed was measured in a launch of as many work-groups as
// this one (Node.SpeedLaunch), no more than the launch's. Speed counts
// the work-groups a node's packages ran, so one measured on packages
// below its fill is low by as much, and the fill rule then predicts a
// package below the fill on the safe side of what it takes (at most
// Full/g times it, g the work-groups measured). In a launch smaller than
// the fill every package is below it: measured there, a package of the
// whole launch is predicted to take what the whole launch took, not
// Full/Groups times that; measured in a larger launch, where the speed
// may be the full one, the fill rule stays (a package below the fill
// takes as long as the fill).
func (l *Launch) fill(i int) int {
	n := l.Nodes[i]
	f := max(1, n.Full)
	if n.SpeedLaunch == l.Groups {
		f = min(f, max(1, l.Groups))
	}
	return f
}

// Known reports whether the node's speed is known.
func (n *Node) Known() bool { return n.Speed > 0 }

// Measured updates the node from a package of a launch of launch
// work-groups: its speed from the work-groups its packages ran in the
// launch so far and their busy time (and SpeedLaunch), its network from
// the package's round trip beyond its compute, moving bytes (a transfer
// shorter than the latency measures the latency; a longer one the
// bandwidth). The first package of a Fresh node measures its network
// only: it clears Fresh and leaves the speed as it was, and the caller
// counts neither its work-groups nor its busy time in groups and busy,
// then or later.
func (n *Node) Measured(launch, groups int, busy, compute, roundTrip float64, bytes int64) {
	if n.Fresh {
		n.Fresh = false
	} else {
		n.Speed = float64(groups) / math.Max(busy, 1e-9)
		n.SpeedLaunch = launch
		n.SatOut = false
	}
	n.network(compute, roundTrip, bytes)
}

// Ran records a package of g work-groups that measured the node
// (Smallest); call it with Measured, not for a Fresh node's first
// package.
func (n *Node) Ran(g int) {
	if g > 0 && (n.Smallest == 0 || g < n.Smallest) {
		n.Smallest = g
	}
}

// probeFill is the work-groups a probe of node i is predicted to take
// as long as, at its speed, whatever fewer it runs: its fill (Full: a
// smaller package takes as long) for a node whose speed is unknown; for
// a measured one, its fill but no more than the smallest package it was
// measured on (Smallest: its Speed counts such a package's work-groups
// raw, so at Speed it already takes the fill's time), one where none is
// recorded.
func (l *Launch) probeFill(i int) int {
	n := l.Nodes[i]
	if !n.Known() {
		return l.fill(i)
	}
	return max(1, min(l.fill(i), n.Smallest))
}

// network updates the node's latency or bandwidth from a package's round
// trip beyond its compute, moving bytes.
func (n *Node) network(compute, roundTrip float64, bytes int64) {
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
	// ProbeShare bounds probes, as coexecutor.Guard's does a device's: a
	// node whose speed on the kernel is unknown gets, until a package of
	// it is measured, one package predicted (by the Powers) to take at
	// most this fraction of the time the fastest node is predicted to
	// take for the whole launch, and no more than the package that
	// fills it; one work-group at the least, and none where the package
	// that fills it (Node.Full: a smaller one takes as long) is
	// predicted over the bound. A node of unknown Power is predicted
	// nothing: its probe is one work-group. Zero means DefaultProbeShare;
	// valid values are in (0, 0.5].
	//
	// A node whose probe does not fit sits the launch out; it earns
	// ProbeShare of the launch's time as credit (Node.Credit, End),
	// which counts in its next probe's budget once a measured node puts
	// the budget in seconds: the rule of coexecutor.Guard
	// (probebudget), so that a node whose Power ranks it too low joins
	// after a bounded number of launches, and one as slow as its Power
	// says costs at most ProbeShare of a computation's time on average.
	// A node that sat out the launches before (Node.SatOut) probes again
	// by the same budget before it gets more.
	ProbeShare float64
	// JoinShare bounds what a measured node risks while a node predicted
	// faster by its Power runs a package with its speed unknown (its
	// probe, or its first package of the kernel, which may hold a
	// compile): the Powers are nominal figures that may mispredict a
	// node across device types several times over, so that package may
	// end at any moment and the node prove fast enough to have taken the
	// measured node's work. The measured node then gets only a package
	// predicted to end within JoinShare of the time that package has run
	// so far, and asks again once that allows its fill (Retry): the
	// ski-rental bound of coexecutor.Guard's late joiners (Karlin et al.
	// 1988), under which the launch ends at most JoinShare of that wait
	// after the faster node would have ended it. Zero means
	// DefaultJoinShare; valid values are in (0, 1].
	JoinShare float64

	started []bool // Start: the nodes given a package in this launch
	// fresh: a node ran its first package of the kernel in this launch,
	// unknown: a node but rank 0 whose speed was not known got a
	// package (Start); loss: what a co-executed launch is predicted to
	// lose (Weigh), trial: rank 0 runs it alone to measure that way
	// (Weigh); lost: the launch was co-executed and measured slower than
	// rank 0 alone (Record).
	fresh, unknown, lost, trial bool
	again                       bool // the trial measures rank 0 alone again (Weigh)
	loss                        float64
	// Start: per node, its packages that measure it (not Fresh), and
	// whether the first of them was a probe (Launch.probing).
	counted []int
	probed  []bool
	// blind: while leavesNone sizes the other nodes for the probe of
	// node blind-1, that node counts for nothing in their finish
	// (others); 0 otherwise.
	blind int
}

// DefaultProbeShare is Launch.ProbeShare's default, that of
// coexecutor.DefaultProbeShare: probes of nodes as slow as predicted
// delay a launch by at most a sixteenth of the fastest node's time.
const DefaultProbeShare = 1.0 / 16

// DefaultJoinShare is Launch.JoinShare's default, that of
// coexecutor.DefaultJoinShare.
const DefaultJoinShare = 1.0 / 5

func (l *Launch) joinShare() float64 {
	if l.JoinShare > 0 && l.JoinShare <= 1 {
		return l.JoinShare
	}
	return DefaultJoinShare
}

// heldBy is, for a measured node i at t, the node predicted faster than
// i by the prediction (speed: its Power) that runs a package with its
// speed unknown, and how long i's package may take from t (JoinShare of
// the time that package has run); -1 where there is none. Of several,
// the one whose package started last, which allows the least.
func (l *Launch) heldBy(i int, t float64) (j int, allow float64) {
	j = -1
	if !l.Nodes[i].Known() {
		return j, 0
	}
	mine := l.perLaunch(i)
	for k, v := range l.Nodes {
		if k == i || v.Out || v.Known() || !v.Busy || !(l.perLaunch(k) > mine*(1+1e-9)) {
			continue
		}
		if a := l.joinShare() * math.Max(t-v.Since, 0); j < 0 || a < allow {
			j, allow = k, a
		}
	}
	return j, allow
}

// Retry is when node i, refused work-groups from next on at t, may get
// its fill for all that holds it back: a node held by a faster node's
// package of unknown end (JoinShare) once that package has run long
// enough to allow it; +Inf where the hold already allows it (or there
// is none), so that nothing but another node's end may change the
// answer (the caller asks again then).
func (l *Launch) Retry(i, next int, t float64) float64 {
	j, _ := l.heldBy(i, t)
	if j < 0 || next >= l.Groups {
		return math.Inf(1)
	}
	p := l.Predict(i, next, min(next+l.fill(i), l.Groups), t)
	if r := l.Nodes[j].Since + p/l.joinShare(); r > t {
		return r
	}
	return math.Inf(1)
}

func (l *Launch) probeShare() float64 {
	if l.ProbeShare > 0 && l.ProbeShare <= 0.5 {
		return l.ProbeShare
	}
	return DefaultProbeShare
}

// speed is node i's work-groups per second as the guard predicts it:
// measured where known; else its Power at the work-groups per second per
// unit of Power of the measured nodes (the highest such ratio among
// them, which predicts unknown nodes fast: the guard then cuts the known
// nodes' packages sooner, never later); 0 where it cannot be predicted.
// With no node measured, speeds are the Powers themselves: only their
// ratios are used then (the probes' bound).
func (l *Launch) speed(i int) float64 {
	n := l.Nodes[i]
	if n.Known() {
		return n.Speed
	}
	if !(n.Power > 0) {
		return 0
	}
	scale, known := 0.0, false
	for _, v := range l.Nodes {
		if v.Known() {
			known = true
			if v.Power > 0 {
				scale = math.Max(scale, v.Speed/v.Power)
			}
		}
	}
	if !known {
		return n.Power
	}
	return n.Power * scale
}

// probe is the largest probe node i (speed unknown) may get by
// ProbeShare: all of cap where it is the fastest node by the prediction
// or nothing predicts it (then cap is at most one work-group), else the
// work-groups it is predicted to end in ProbeShare of the fastest node's
// launch, at most cap; 0, with a note, when the package it is predicted
// to take as long as whatever fewer it runs (probeFill) does not fit.
func (l *Launch) probe(i, cap int) (int, string) {
	si := l.speed(i)
	if !(si > 0) {
		return min(cap, 1), ""
	}
	// fast is the fastest node's launches per second: its launch takes
	// 1/fast. Speeds are comparable only when both are measured or both
	// predicted on one scale: speed puts them on one.
	fast := l.topRate()
	if l.perLaunch(i) >= fast*(1-1e-9) {
		return cap, ""
	}
	credit := 0.0
	if l.measured() { // speeds in work-groups per second: the budget in seconds
		credit = l.Nodes[i].Credit
	}
	budget := probebudget.Budget(l.probeShare(), 1/fast, credit)
	// A package below the node's fill takes as long as the fill (Full):
	// a probe of g work-groups is predicted max(g, probeFill)/si, so a
	// node whose probeFill does not fit its budget waits, however few
	// work-groups it would take (a native device runs an nd-range's
	// work-group on one of its workers: one work-group uses one core of
	// the node's). A measured node's probeFill stops at the smallest
	// package it was measured on: its speed counts those work-groups
	// raw, so scaling it to the whole fill would count the fill twice
	// for a node that ran the launch's tail (which kept such nodes out
	// for good in the cluster simulator: 64 nodes of 8 GPUs at 0.57 of
	// perfect scaling, not 0.81).
	if f := l.probeFill(i); f > 1 {
		if p := float64(f) / si; p > budget*(1+1e-9) {
			return 0, fmt.Sprintf("waits: a probe (%d work-groups, its fill, or fewer) is predicted to take %.3gs, over its probe budget of %.3gs (ProbeShare of the fastest node's launch, %.3gs, plus %.3gs earned sitting out)", f, p, budget, 1/fast, credit)
		}
	}
	g := int(math.Floor(budget*si + 1e-9))
	if g < 1 {
		return 0, fmt.Sprintf("waits: a probe of one work-group is predicted to take %.3gs, over its probe budget of %.3gs (ProbeShare of the fastest node's launch, %.3gs, plus %.3gs earned sitting out)", 1/si, budget, 1/fast, credit)
	}
	return min(g, cap), ""
}

// topRate is the highest launches per second among the nodes by the
// prediction (perLaunch).
func (l *Launch) topRate() float64 {
	fast := 0.0
	for j, v := range l.Nodes {
		if !v.Out {
			fast = math.Max(fast, l.perLaunch(j))
		}
	}
	return fast
}

// perLaunch is node i's launches per second by the prediction (speed):
// a node whose fill is larger than the launch takes as long as its fill.
func (l *Launch) perLaunch(i int) float64 {
	s := l.speed(i)
	if !(s > 0) {
		return 0
	}
	return s / float64(max(l.Groups, l.fill(i)))
}

// measured reports whether some node's speed is known: speeds are then
// in work-groups per second, not relative.
func (l *Launch) measured() bool {
	for _, v := range l.Nodes {
		if v.Known() {
			return true
		}
	}
	return false
}

// probing reports whether node i gets a probe before more: its speed is
// unknown, or it sat out the launches before and was not measured since.
func (l *Launch) probing(i int) bool { return !l.Nodes[i].Known() || l.Nodes[i].SatOut }

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
	if !l.Nodes[i].Known() {
		return 0
	}
	return l.predict(i, g0, g1, t, l.Nodes[i].Speed)
}

// predict is Predict at speed s.
func (l *Launch) predict(i, g0, g1 int, t, s float64) float64 {
	n := l.Nodes[i]
	p := 2*n.Latency + l.bytes(i, g0, g1) + float64(max(g1-g0, l.fill(i)))/s
	if n.Busy {
		p += math.Max(n.Due-t, 0)
	}
	return p
}

// Start marks node i busy with work-groups [g0, g1) from t: Due from
// its measured speed (Predict: the transfers alone while its speed is
// unknown), Guess from its predicted one where a measured node gives the
// Powers a scale (else Guess is Due).
func (l *Launch) Start(i, g0, g1 int, t float64) {
	n := l.Nodes[i]
	n.Due, n.Since = t+l.Predict(i, g0, g1, t), t
	if l.started == nil {
		l.started = make([]bool, len(l.Nodes))
		l.counted = make([]int, len(l.Nodes))
		l.probed = make([]bool, len(l.Nodes))
	}
	l.started[i] = true
	l.fresh = l.fresh || n.Fresh
	l.unknown = l.unknown || i > 0 && !n.Known()
	if !n.Fresh {
		if l.counted[i] == 0 {
			l.probed[i] = l.probing(i)
		}
		l.counted[i]++
	}
	if s := l.speed(i); !n.Known() && s > 0 && l.measured() {
		n.Guess = t + l.predict(i, g0, g1, t, s)
	} else {
		n.Guess = n.Due
	}
	n.Busy = true
}

// Rate is node i's work-groups per second on a package like [g0, g1),
// its transfers included.
func (l *Launch) Rate(i, g0, g1 int) float64 { return l.rate(i, g0, g1, l.Nodes[i].Speed) }

// rate is Rate at speed s.
func (l *Launch) rate(i, g0, g1 int, s float64) float64 {
	n := l.Nodes[i]
	g := float64(g1 - g0)
	return g / (float64(max(g1-g0, l.fill(i)))/s + l.bytes(i, g0, g1) + 2*n.Latency)
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
	if l.Nodes[i].Out {
		return 0, l.outNote(i)
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
	if g < l.fill(i) {
		// A package below the node's fill takes as long as the fill:
		// the node gets its fill, or its even part of what remains
		// when that is larger (what it runs when every node ends
		// together at the predicted rates), as coexecutor.Guard sizes
		// a device's: below the fill, HGuided's smaller packages would
		// each cost the fill's time. (even is 0 while a node, this one
		// included, is still to be probed.)
		g = max(g, l.even(i, next, t))
	}
	g = min(max(g, l.fill(i)), remaining)
	if l.probing(i) {
		// A probe: its compute is unknown, its transfers are not; a
		// probe whose transfers alone end after the others would end
		// everything waits.
		n := l.Nodes[i]
		var why string
		if g, why = l.probe(i, min(g, l.fill(i))); g == 0 {
			return 0, why
		}
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
	// node whose speed is unknown): it takes all in one package. A node
	// that sat out and whose probe its credit now pays is never left
	// alone by it: it gets its probe.
	all := t + l.Predict(i, next, l.Groups, t)
	alone := true
	for j, v := range l.Nodes {
		if j == i || v.Out {
			continue
		}
		first := min(l.fill(j), remaining)
		if v.Known() && v.SatOut && !v.Busy {
			if p, _ := l.probe(j, first); p > 0 {
				alone = false
				break
			}
		}
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
	// A faster node's package of unknown end holds i's to JoinShare of
	// the time it has run.
	held, allow := l.heldBy(i, t)
	if held >= 0 && t+allow < others {
		others = t + allow
	} else {
		held = -1
	}
	for g > 0 && t+l.Predict(i, next, next+g, t) > others {
		ng := int(math.Floor((others-t-2*l.Nodes[i].Latency)*l.Rate(i, next, next+g) + 1e-9))
		if ng >= g {
			ng = g - 1
		}
		f := min(l.fill(i), remaining)
		if (ng < f || ng <= 0) && f < g && t+l.Predict(i, next, next+f, t) <= others {
			// The rate of g work-groups, which the cut takes, spreads
			// the round trip thinner than the fill's: the fill fits.
			ng = f
		}
		if ng < f || ng <= 0 {
			if held >= 0 {
				return 0, fmt.Sprintf("waits: node %d, faster by its Power, runs a package while its speed is unknown: a package may take JoinShare of the time that package has run", held)
			}
			return 0, fmt.Sprintf("waits: even one work-group would end after the others end the %d left", remaining)
		}
		note = fmt.Sprintf("package cut from %d to %d work-groups", g, ng)
		g = ng
	}
	if whole && g < remaining && t+l.Predict(i, next, l.Groups, t) <= others && l.leavesNone(i, next, g, t) {
		return remaining, fmt.Sprintf("takes all %d left: no other node may take any of it", remaining)
	}
	// The rest at once: while every other node that may take work is a
	// re-probe slower than i (reprobesOnly), i takes what remains in one
	// package, less the re-probes not handed out yet, where it ends by
	// the others' finish.
	if due, ok := l.reprobesOnly(i, next); ok && g < remaining-due && t+l.Predict(i, next, l.Groups-due, t) <= others {
		return remaining - due, fmt.Sprintf("takes the %d left but the re-probes' %d: splitting its work for them would only add its packages' costs", remaining-due, due)
	}
	return g, note
}

// Rest reports whether a package of g work-groups from next is the rest
// of the launch for node i: all that remains, or all but the work-groups
// of the re-probes that reprobesOnly holds back for the other nodes —
// Size's two ways of handing a node the rest at once. Where data stay
// on the nodes, such a package is placed as one block over the others'
// work-groups too (Placement.PlaceRest).
func (l *Launch) Rest(i, next, g int) bool {
	remaining := l.Groups - next
	if g >= remaining {
		return true
	}
	due, ok := l.reprobesOnly(i, next)
	return ok && g >= remaining-due
}

// reprobesOnly tells whether every node other than i that may take work
// from next on is a re-probe (measured in earlier launches, it sat out
// since: Node.SatOut) predicted slower than i, with due the work-groups
// of the probes of those not handed theirs yet; false where there is
// none. A re-probe measures a node for the launches after; splitting
// the fastest node's share around it (HGuided halves its packages while
// another node works) would only add that node's costs per package: a
// round trip, a local launch's start and end, a GPU's tail. A node whose
// probe its budget does not pay takes no work in the launch and does not
// count; a node never measured is not a re-probe: its Power may rank it
// far too low, and the fastest node's smaller packages leave it work
// once its probe measures it. This is coexecutor.Guard's rule for a
// device's re-probes.
func (l *Launch) reprobesOnly(i, next int) (due int, ok bool) {
	if l.probing(i) {
		return 0, false
	}
	remaining := l.Groups - next
	mine := l.perLaunch(i)
	for j, v := range l.Nodes {
		if j == i || v.Out {
			continue
		}
		if !v.Known() || !v.SatOut || !(l.perLaunch(j) < mine) {
			return 0, false
		}
		if l.started != nil && l.started[j] {
			ok = true // its probe is in flight or ran
			continue
		}
		if p, _ := l.probe(j, min(l.fill(j), remaining)); p > 0 {
			ok = true
			due += p
		}
	}
	return due, ok && due < remaining
}

// even is node i's even part of the work from next on at t: of the
// remaining work-groups and those the other nodes have in flight, its
// share by the nodes' rates, rounded up; 0 where a node that takes part
// is still to be probed (its speed unknown, or it sat out the launches
// before): its probe measures it, and i's smaller packages leave it work
// once it does. A node's rate is that of a package of its share (Rate:
// its round trip and transfers, and its fill, count once a package), so
// the shares are found by a few rounds from the rates over all that
// remains: a node across a network whose package pays a round trip and
// a whole input gets the less for it.
func (l *Launch) even(i, next int, t float64) int {
	remaining := l.Groups - next
	n := len(l.Nodes)
	// ahead: seconds a node other than i is busy from t (i asks, idle).
	shares, rs, ahead := make([]float64, n), make([]float64, n), make([]float64, n)
	for j, v := range l.Nodes {
		if v.Out {
			continue
		}
		if l.probing(j) {
			return 0
		}
		shares[j] = float64(remaining)
		if j != i && v.Busy {
			ahead[j] = math.Max(v.Due-t, 0)
		}
	}
	for range evenRounds {
		var rates, backlog float64
		for j, v := range l.Nodes {
			if v.Out {
				continue
			}
			g := min(max(int(math.Ceil(shares[j])), 1), remaining)
			rs[j] = l.rate(j, next, next+g, v.Speed)
			rates += rs[j]
			backlog += rs[j] * ahead[j]
		}
		if !(rates > 0) {
			return 0
		}
		end := (float64(remaining) + backlog) / rates // from t, every node ending together
		for j, v := range l.Nodes {
			if !v.Out {
				shares[j] = math.Max(rs[j]*(end-ahead[j]), 0)
			}
		}
	}
	return int(math.Ceil(shares[i]))
}

// evenRounds is how many times even finds the shares: the first round's
// rates, over all that remains, count a package's fixed costs once for
// the whole rest; each later round takes the rates of packages of the
// last round's shares, whose fixed costs weigh on a small share as they
// will on its package.
const evenRounds = 4

// leavesNone reports whether no node but i may take work from next+g on
// at t while i is busy with work-groups [next, next+g). A node still to
// be probed counts for nothing in the others' finish (others), though it
// still sets their probe budgets by its Power: its probe takes the rest
// only where the others refuse it for themselves (a probe over their
// budget or the horizon), never because its own Power prior, which may
// be far off, predicts it to end the rest before measured nodes busy
// with their packages (the guard's rule: a node of unknown speed gets a
// probe).
func (l *Launch) leavesNone(i, next, g int, t float64) bool {
	n := l.Nodes[i]
	busy, due, blind := n.Busy, n.Due, l.blind
	if l.probing(i) {
		l.blind = i + 1
	} else {
		n.Due = t + l.Predict(i, next, next+g, t)
		n.Busy = true
	}
	defer func() { n.Busy, n.Due, l.blind = busy, due, blind }()
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
// is known or predicted. Against a measured node i, a node whose speed
// is unknown and that runs its probe counts at its predicted speed
// (Power), from now on (what it has in flight is not predicted): a node
// measured while the others' first packages run does not take work they
// would end sooner; so does, from now on, an unknown node not yet
// probed that is the fastest node by the prediction, and faster than i,
// whose probe is all of its fill (probe), given as soon as it asks: a
// slower measured node does not take work the fastest would end sooner
// while its record is on its way (nodes predicted as fast as i, as in a
// cluster of like nodes, do not count: they may not ask before i is
// done). Another node not yet probed does not count (it may not get
// work: its probe may be refused), nor does any unknown node against a
// node that asks for its own probe, whose transfers are weighed against
// what measured nodes would end.
func (l *Launch) others(i, next, g int, t float64) (float64, bool) {
	remaining := l.Groups - next
	var rates, backlog float64
	soonest := math.Inf(1)
	// An unprobed node counts where it is the fastest by the prediction
	// and faster than i (top: the fastest's launches per second, found
	// once, where i is measured).
	top, mine := -1.0, 0.0
	if l.Nodes[i].Known() {
		top, mine = l.topRate(), l.perLaunch(i)
	}
	fastest := func(j int) bool {
		pj := l.perLaunch(j)
		return pj > 0 && pj >= top*(1-1e-9) && pj > mine*(1+1e-9)
	}
	for j, v := range l.Nodes {
		s := l.speed(j)
		if j == i || j == l.blind-1 || v.Out || !(s > 0) || (!v.Known() && !(l.Nodes[i].Known() && (v.Busy || fastest(j)))) {
			continue
		}
		// j would take the rest in packages no smaller than its
		// occupancy, whatever i's package.
		r := l.rate(j, next, min(next+max(g, l.fill(j)), l.Groups), s)
		rates += r
		if v.Busy {
			due := v.Due
			if !v.Known() {
				due = v.Guess
			}
			backlog += r * math.Max(due-t, 0)
		}
		soonest = math.Min(soonest, l.predict(j, next, next+min(l.fill(j), remaining), t, s))
	}
	if rates == 0 {
		return 0, false
	}
	return t + math.Max((float64(remaining)+backlog)/rates, soonest), true
}

// End closes the launch for the kernel's next one: a node given no
// package in it (Start) sat it out, earns ProbeShare of span (seconds
// from the launch's start to its last package's end, without the
// probes: Work), halved for each of
// its Misses, as probe credit (probebudget.Earn, Rate) and probes before
// it gets more (Node.SatOut); a node given one spent its credit, unless
// its only package was its first of the kernel (Fresh when started),
// which measured nothing: it keeps its credit for the probe that
// measures it. A node whose packages that measured it were a probe
// alone missed once more (Misses), as does every node but rank 0 that
// took part in a launch the weighing found slower than rank 0 alone
// (Record); one given more than its probe otherwise has Misses reset.
// A node left out so that rank 0 runs the launch alone for the weighing
// (its trial, Weigh) did not sit it out: it keeps its speed and credit,
// and needs no probe to take part again.
func (l *Launch) End(span float64) {
	for i, n := range l.Nodes {
		if i < len(l.started) && l.started[i] {
			n.SatOut = false
			switch c := l.counted[i]; {
			case c == 0: // its warm-up alone
			case c == 1 && l.probed[i], i > 0 && l.lost:
				n.Credit, n.Misses = 0, n.Misses+1
			default:
				n.Credit, n.Misses = 0, 0
			}
			continue
		}
		if l.trial {
			continue // left out for rank 0's trial alone, it keeps its speed and credit
		}
		n.Credit = probebudget.Earn(n.Credit, probebudget.Rate(l.probeShare(), n.Misses), span)
		n.SatOut = true
	}
}

// Work is the launch's time without the probes, the span End takes
// (probebudget.Span): ends are the nodes' last packages' ends, seconds
// from the launch's start (0 where a node ran none), and a node's part
// is more than a probe where it ran more than a probe or its first
// package of the kernel, which measures nothing.
func (l *Launch) Work(ends []float64) float64 {
	more := make([]bool, len(ends))
	for i := range ends {
		more[i] = i < len(l.counted) && (l.counted[i] > 1 || l.counted[i] == 1 && !l.probed[i])
	}
	return probebudget.Span(ends, more)
}

// Sooner reports whether node j is predicted to end work-groups [next,
// Groups) from t before node b: at their speeds as the guard predicts
// them (speed: measured, else by Power), or by their Powers alone while
// no node is measured; false where j has no prediction or sits the
// launch out (Node.Out).
func (l *Launch) Sooner(j, b, next int, t float64) bool {
	sj, sb := l.speed(j), l.speed(b)
	switch {
	case !(sj > 0) || l.Nodes[j].Out:
		return false
	case !(sb > 0):
		return true
	case !l.measured():
		return sj > sb
	}
	return l.predict(j, next, l.Groups, t, sj) < l.predict(b, next, l.Groups, t, sb)
}

// FillTime is how long node i is predicted to take, from t, for one
// package of its fill from next on (the least it runs at full speed;
// the rest, where less remains): 0 while its speed is unknown.
func (l *Launch) FillTime(i, next int, t float64) float64 {
	return l.Predict(i, next, min(next+l.fill(i), l.Groups), t)
}

// Best is the node predicted to end work-groups [next, Groups) first
// from t, among those whose speed is known and that take part (node 0
// if none is).
func (l *Launch) Best(next int, t float64) int {
	b, bt := 0, math.Inf(1)
	for i, n := range l.Nodes {
		if !n.Known() || n.Out {
			continue
		}
		if d := l.Predict(i, next, l.Groups, t); d < bt {
			b, bt = i, d
		}
	}
	return b
}
