package nodesched

// This file holds the weighing over whole launches: a kernel's launches
// are co-executed across nodes only while co-executed launches measure
// faster than rank 0's launches alone.
//
// The guard (Size) predicts each node's packages from its speed, as if
// the nodes did not cost one another anything beyond their transfers.
// They do: rank 0's share, split into packages so that another node can
// take part, runs as several local launches, each paying its start and
// its end (a GPU that a package does not fill drains at its tail), and
// rank 0 answers the others between them. No node's speed shows it; the
// launches' times do. So the Director weighs the launches of a kernel
// as coexecutor.Guard weighs a computation's launches on one node: it
// keeps the mean time per work-group of the launches rank 0 ran alone
// (Way) and that of the last co-executed launch, over the launches in
// which no node ran its first package of the kernel (Fresh) or was
// measured for the first time (a node's first probe measures the node,
// not co-execution), and while co-execution measures slower than rank 0
// alone, every other node sits the launch out (Node.Out): it gets no
// package, earns ProbeShare of the launch's time as probe credit (End),
// and takes part again once its credit pays for what a co-executed
// launch is predicted to lose against rank 0 alone (Weighing.Loss),
// probe first, as a node that sat out does. That launch measures
// co-execution again, and alone says whether it still loses (a node may
// have turned fast meanwhile: a mean would remember it slow); where it
// does, each node that took part missed (Misses), which halves the
// credit it earns from then on (probebudget.Rate). A kernel that
// co-execution slows so costs at most ProbeShare of its time alone on
// average, less with each miss, and one that it speeds up (its data
// grew) is co-executed again after a bounded number of launches.
//
// Where rank 0 alone was never measured (every launch co-executed from
// the first), rank 0 runs a launch alone, once, to measure that way: as
// soon as its speed predicts that launch alone (its work-groups at that
// speed) to take no longer than the last co-executed one did, else once
// the trial credit (ProbeShare of each co-executed launch measured since)
// pays for what the prediction says it loses. The prediction errs on the
// slow side (rank 0's speed counts its packages' time, each of which
// paid a local launch's start and end, which a launch alone pays once),
// so the trial costs at most ProbeShare of the kernel's co-executed time;
// where rank 0 is by far the slower node, its trial comes late, and
// meanwhile nothing is weighed.
//
// Where co-execution measured faster than rank 0's mean alone, the mean
// may rest on one stalled launch (the trial's: a host's noise only
// slows), and nothing else measures rank 0 alone: once as many
// co-executed launches as a mean holds (launchmean.Memory) were measured,
// rank 0 runs a launch alone again when the trial credit pays for what
// it is predicted to lose, and that launch replaces its mean. Measured
// still slower than co-execution, it is a miss (Weighing.Misses), which
// halves the credit's growth for the next: such launches come after runs
// doubling in length, at most ProbeShare of the time on average.

import (
	"fmt"
	"math"
	"slices"

	"github.com/gosycl/gosycl/coexecutor/internal/launchmean"
	"github.com/gosycl/gosycl/coexecutor/internal/probebudget"
)

// Way is the mean time per work-group of a kernel's launches run one way
// (rank 0 alone, or co-executed), over Runs launches.
type Way struct {
	PerGroup float64 // seconds per work-group of the launch's time
	Runs     int
}

// Add records a launch of g work-groups that took secs in the mean as
// coexecutor.Guard's weighing keeps its own (launchmean.Add: the new
// launch weighs 1/(Runs+1), down to 1/launchmean.Memory, and counts at
// most launchmean.Spike times the mean). A launch of no
// work-groups or no time (0, NaN or infinite seconds) is not a
// measurement and is dropped.
func (w *Way) Add(g int, secs float64) {
	if g <= 0 || !(secs > 0) || math.IsInf(secs, 0) {
		return
	}
	speed, _ := launchmean.Add(1/w.PerGroup, w.Runs, float64(g)/secs)
	w.PerGroup = 1 / speed
	w.Runs++
}

// Weighing is what a kernel's launches measured of the two ways to run
// them: Alone the mean of rank 0's launches alone, Joint the last
// co-executed launch (Runs counts them all); Credit is, while rank 0
// alone is not measured, or is to be measured again (Weigh), the seconds
// its trial may lose (ProbeShare of each co-executed launch measured,
// halved for each of Misses); Misses counts rank 0's launches alone
// measured again in a row that did not measure it faster than
// co-execution.
type Weighing struct {
	Alone, Joint Way
	Credit       float64
	Misses       int
}

// again tells whether rank 0 alone is to be measured again: co-execution
// measured no slower than its mean alone, over at least as many
// co-executed launches as a mean holds.
func (w Weighing) again() bool {
	return w.Alone.Runs > 0 && w.Joint.Runs >= launchmean.Memory && !(w.Joint.PerGroup > w.Alone.PerGroup)
}

// Loss is what a co-executed launch of g work-groups is predicted to
// lose against rank 0 alone, in seconds: 0 where either way is not
// measured, or co-execution measured no slower.
func (w Weighing) Loss(g int) float64 {
	if w.Alone.Runs == 0 || w.Joint.Runs == 0 || !(w.Joint.PerGroup > w.Alone.PerGroup) {
		return 0
	}
	return (w.Joint.PerGroup - w.Alone.PerGroup) * float64(g)
}

// Weigh applies the weighing to the launch about to start: where w
// measured co-execution slower than rank 0 alone, every other node whose
// probe credit does not pay for the loss sits the launch out; where w
// measured co-execution but not rank 0 alone, every other node sits out
// if rank 0's speed predicts the launch alone no slower (the trial).
func (l *Launch) Weigh(w Weighing) {
	l.loss, l.trial, l.again = w.Loss(l.Groups), false, false
	switch g := float64(l.Groups); {
	case len(l.Nodes) < 2:
	case w.Alone.Runs == 0 && w.Joint.Runs > 0:
		s := l.Nodes[0].Speed
		l.trial = s > 0 && g/s-w.Joint.PerGroup*g <= w.Credit
	case w.again():
		l.trial = (w.Alone.PerGroup-w.Joint.PerGroup)*g <= w.Credit
		l.again = l.trial
	}
	for i, n := range l.Nodes {
		n.Out = i > 0 && (l.trial || l.loss > 0 && n.Credit < l.loss)
	}
}

// outNote is what Size says of a node that sits the launch out.
func (l *Launch) outNote(i int) string {
	if l.again {
		return "sits out: rank 0 runs the launch alone again, to weigh co-execution against it (its mean alone, which co-execution beat, may rest on a stalled launch; the trial credit paid for what it is predicted to lose)"
	}
	if l.trial {
		return "sits out: rank 0 runs the launch alone, once, to weigh co-execution against it (its speed predicts it no slower than the last co-executed launch)"
	}
	return fmt.Sprintf("sits out: co-executed launches of the kernel measured slower than rank 0's alone; it takes part again when its probe credit, %.3gs, pays for the %.3gs a co-executed launch is predicted to lose", l.Nodes[i].Credit, l.loss)
}

// Record adds the launch, which took secs, to w: as rank 0 alone where
// only rank 0 ran packages, as co-executed where another node ran one
// too. A launch in which a node ran its first package of the kernel
// (Fresh) or whose speed was not known as it got its first package, or
// in which rank 0 ran none, is not recorded. Call it before End: a
// co-executed launch measured slower than rank 0 alone is a miss for
// each node that took part in it.
func (l *Launch) Record(w *Weighing, secs float64) {
	if l.fresh || l.unknown || len(l.started) == 0 || !l.started[0] || !(secs > 0) || math.IsInf(secs, 0) {
		return
	}
	if !slices.Contains(l.started[1:], true) { // rank 0 alone
		if l.again {
			w.Alone = Way{} // measured again: the launch replaces the mean (Weigh)
		}
		w.Alone.Add(l.Groups, secs)
		switch {
		case l.again && w.again(): // co-execution still faster: a miss
			w.Misses++
		case l.again:
			w.Misses = 0
		}
		w.Credit = 0
		return
	}
	w.Joint = Way{PerGroup: secs / float64(l.Groups), Runs: w.Joint.Runs + 1}
	if w.Alone.Runs == 0 || w.again() {
		w.Credit = probebudget.Earn(w.Credit, probebudget.Rate(l.probeShare(), w.Misses), secs)
	}
	l.lost = w.Loss(l.Groups) > 0
}
