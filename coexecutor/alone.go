package coexecutor

import (
	"fmt"
	"slices"
	"time"
)

// DefaultAloneCheck is how many launches a decision of AloneCheck holds
// for, for the schedulers that keep the extreme-heterogeneity rule.
const DefaultAloneCheck = 16

// AloneCheck makes co-execution prove, for each computation (launch key),
// that it beats the fastest device alone. After three co-executed
// launches in a row the next one runs on the fastest unit only (by the
// throughput measured so far); whichever of the trial and the median of
// those three was faster is what the following every launches do, then
// the check runs again. One launch is no measure: launch times vary by
// 6–10 % on the H200 machine, a single slow one by 50 %, and a decision
// holds for every launches. The first co-executed launch after launches
// alone is no fair sample either: the powers it was split by are stale
// for the units that sat out, and on an irregular kernel that can make
// it slower than the trial, again at every check. A check that confirms
// the decision before it doubles the period, up to 16 times every.
//
// Throughput per work-item misleads on irregular kernels: the unit given a
// sparse matrix's hub rows looks slow, and may be the fastest alone (on
// the H200 machine the native CPU's power on spmv was 0.01–0.07, and
// alone it ran 2.5 times as fast as the GPU). So a trial that loses
// clearly (co-execution more than a quarter faster: the other units do
// real work) makes the next launch try the next unit, by power, among
// those whose power predicts at most maxTrialSlowdown times the
// co-executed launches' time (the highest power each was given in this
// computation: the last may be from the hub rows); one that loses
// narrowly runs once more, and that trial decides (a decision holds for
// every launches, and one launch may be the outlier). A unit that won its
// last trial is the first tried at the next check; one whose trial ran much
// slower than its power predicted (refuted), or lost by far as its power
// predicted, is not tried again. When a narrow loss decided to
// co-execute, the first launches split after it that run clearly faster
// (clearGain) than the trial make the next unit tried then, once.
// Devices of one model (two H200s) count as one here: alone, each runs
// the whole launch in the same time.
//
// The launches the scheduler splits are the samples even when it gave
// one unit all the work (MinShare leaves a unit out whose throughput is
// under 5 % of another's, and a unit that does no work is never measured
// again): if two or more such launches of one unit, in a row or between
// launches it split, run 1.5 times as long as co-execution did when last
// it ran (medians of up to three; 1.25 times with three of each; 1.1
// times with three of each when the two alternate), that unit is not
// tried again and the others are tried alone. If the
// scheduler gave one unit three or more launches in a row after split
// ones (or only a split first launch) that ran no slower, the most
// powerful other unit whose power predicts at most probeSlowdown times
// their time is tried alone, once per computation (a probe).
//
// A unit may be only a few per cent as fast as the fastest and still slow
// it down by more than it adds (host threads feeding the GPU compete with
// its kernels for cores and memory bandwidth): the schedulers' speed rules
// cannot see that, the launch times can. every = 0 turns the check off.
// The default is DefaultAloneCheck for the schedulers with
// HeterogeneityGuard on (Sigmoid, Adaptive, Mash, Memorizing,
// ProfileStatic), off for Static, Dynamic and HGuided, which stay as the
// papers define them.
func AloneCheck(every int) Option {
	return func(c *config) error {
		if every < 0 {
			return fmt.Errorf("coexecutor: AloneCheck(%d): the period must be 0 (off) or more", every)
		}
		c.aloneEvery = every
		return nil
	}
}

// aloneState is AloneCheck's record of one launch key.
type aloneState struct {
	launches int // successful launches so far
	backoff  int // the decision holds for every·backoff launches
	from     int // the launch from which the decision holds (-1: none yet)
	unit     int // the decision: the unit that runs alone, or -1 to co-execute
	coexecAt int // the last launch the scheduler split: its number (-1: none)
	coexecs  int // such launches in a row up to it
	solo     int // the unit that ran it alone, -1 if two or more worked
	soloUnit int // the unit the scheduler last ran alone in this run (-1: none)
	soloRun  int // the scheduler's launches in a row that soloUnit ran alone
	next     int // the unit the next launch tries alone (-1: none)

	// The times of the last launches the scheduler split, in a row (run;
	// stale: the first of them followed launches alone), of those of them
	// in which it gave soloUnit all the work (solos), and of the last in
	// which two or more units worked (shared). A decision compares
	// medians, not single launches: launch times vary by 6–10 % on the
	// H200 machine, and one slow co-executed launch (10.2 ms after 7.1)
	// let a GPU trial of 12.4 ms lose by too little for the CPU to be
	// tried; memorizing then ran spmv on the GPU alone at 12 ms for the
	// rest of the sweep, the CPU alone taking 4.6 (sched32).
	run      []time.Duration
	stale    bool
	wasAlone bool // the last launch ran alone by AloneCheck's decision
	solos    []time.Duration
	shared   []time.Duration

	// Per unit: whether its last trial beat co-execution, whether a trial
	// refuted the throughput it was picked by (it ran much slower than the
	// co-executed launch and its power predicted), and whether a trial
	// lost by far, as its power predicted. Per-item throughput misleads on
	// irregular kernels: a unit handed the heavy rows of a sparse matrix
	// looks slow, the other fast.
	won, refuted, lost []bool
	trialAt            []time.Duration // its last trial's time
	tried              []bool          // tried since the last co-executed launch
	retried            bool            // a unit was tried twice at this check
	altChecked         bool            // the alternation broke this decision's period once
	narrow             int             // the unit whose trials lost narrowly, deciding this period (-1: none)
	probed             bool            // a unit was tried with no split launch to compare (probe)
	first              time.Duration   // the first launch's time, if two or more units worked in it

	// model[u] is the first unit of u's device model. A unit alone runs
	// the whole launch, so what a trial shows of a unit holds for its
	// model: on four H200s a GPU's trial of gaussian (scale 8) lost to
	// co-execution, 29.3 ms against 16.8, and the next launch tried the
	// next H200 (31.6 ms), two of six launches lost (x4-scale8).
	model []int

	// peak[u] is the highest power unit u was given in a launch whose
	// powers were not a guess. After a trial that lost clearly, the next
	// unit is picked, and bounded by maxTrialSlowdown, by it: a power
	// taken from the rows a unit ran last may be the hub rows'.
	// ProfileStatic gave the native CPU 4.8 % of spmv's rows, the hub
	// rows, and its power swung between 0.065 (from the profile) and
	// 0.006 (from those rows) from launch to launch; the GPU's trial, at
	// 12.6 ms, lost clearly to co-execution at 7.6-8.4, and the CPU, at
	// 0.0064 predicted 156 times co-execution's time, was not tried. It
	// took 4.8 ms alone, 16 launches later (sched55-native; sched51-spmv-b3
	// alike).
	peak []float64
}

// ruledOut reports whether a unit of u's model was tried at this check,
// or ran much slower alone than its power predicted, or lost by far.
func (st *aloneState) ruledOut(u int) bool {
	for v := range st.tried {
		if st.model[v] == st.model[u] && (st.tried[v] || st.refuted[v] || st.lost[v]) {
			return true
		}
	}
	return false
}

// refuteFactor is how much slower than its power predicts a trial may
// run before the power is taken as wrong; also how much slower than the
// co-executed launch a trial must run to have lost by far.
const refuteFactor = 1.5

// maxTrialSlowdown bounds a trial's cost: a unit is tried only if its
// power predicts at most this many times the co-executed launch's time.
// Powers understate a CPU beside a GPU (the GPU's come from its kernels'
// device time, not the copies that feed them): on spmv the native CPU's
// predicted 14 to 100 times what it ran.
const maxTrialSlowdown = 128

// clearGain is how much faster than a trial co-execution must have run
// for the next unit to be tried: a narrower loss may be noise (two
// launches, each some 8 % noisy on the H200 machine, differ by 20 % now
// and then, and a trial of the PoCL CPU after such a loss ran 400 ms
// against 4.5), and a unit that adds less than that to co-execution is
// not likely to be faster alone.
const clearGain = 1.25

// leftOutGain is how much faster than the launches the scheduler gave one
// unit the last co-executed launches must have run for the units left
// out to be tried: more than clearGain, since one slow launch among many
// the scheduler gives one unit is the likeliest outlier (12.5 ms against
// 9, gaussian with the PoCL CPU, sched31).
const leftOutGain = 1.5

// alternationGain is the margin when the scheduler alternates, three or
// more launches it gave one unit between three or more it split: each
// median then comes from launches side by side, not from runs apart, and
// holding the alternation keeps every other launch on the slower side.
// Adaptive alternated spmv on native + H200 (the H200's throughput from
// the sparse rows when it shares, from all of them alone): the H200's
// launches (10.9-12.8 ms) ran 1.23 times the split ones (8.2-11.7) once
// three of each had run, under clearGain, and the CPU (4.6 ms alone) was
// tried five launches later (sched60). In the replay of sched30-60 a
// margin of 1.0, 1.05, 1.1 or 1.2 changes the same two runs and no other.
const alternationGain = 1.1

func (ce *Coexecutor) aloneEvery() int {
	if ce.cfg.aloneEvery >= 0 {
		return ce.cfg.aloneEvery
	}
	if g, ok := ce.policy.(interface{ guarded() bool }); ok && g.guarded() {
		return DefaultAloneCheck
	}
	return 0
}

// aloneFor says which unit runs this launch of key alone, or -1 to let
// the scheduler split it, and whether the launch is a trial that
// decides the next period.
func (ce *Coexecutor) aloneFor(key string, powers []float64, unknown bool) (unit int, trial bool) {
	every := ce.aloneEvery()
	if every == 0 || unknown || len(ce.units) < 2 {
		return -1, false
	}
	ce.mu.Lock()
	defer ce.mu.Unlock()
	st := ce.aloneStates[key]
	if st == nil {
		return -1, false
	}
	if st.next >= 0 {
		return st.next, true
	}
	if st.from >= 0 && st.launches-st.from < every*st.backoff {
		if st.narrowLossRefuted() {
			if c := st.candidate(st.peakOr(powers)); c >= 0 {
				return c, true
			}
		}
		if !st.alternationShows() {
			return st.unit, false
		}
		st.altChecked = true
	}
	if st.coexecAt >= 0 && st.coexecAt == st.launches-1 && st.fair() >= samples {
		clear(st.tried)
		st.retried = false
		if w := st.fastestWinner(false); w >= 0 && float64(st.coexec()) > clearGain*float64(st.trialAt[w]) {
			// A unit that won its last trial ran clearly faster than the
			// scheduler's launches do now: memorizing gave spmv back to
			// the GPU (12 ms) after the CPU's trial had won at 5.1, for
			// 60 launches, its launches under leftOutGain times the
			// co-executed ones (sched37).
			return w, true
		}
		if st.soloUnit >= 0 {
			// The scheduler left the other units out (MinShare, by a
			// throughput that may be the hub rows'), and a unit that does
			// no work is never measured again. Trying the unit it ran
			// alone would repeat those launches; the others are worth a
			// trial if co-execution ran clearly faster when last it ran.
			// That holds when the scheduler alternates too: Adaptive gave
			// spmv to the GPU alone (12.3 ms) every other launch and split
			// it (9.3 ms) in between; the GPU's trial lost to the mixed
			// median by too little for the CPU, 5.0 ms alone, to be tried
			// (sched39), or won against it, the median being one of the
			// GPU's own launches (sched42: 16 launches on the GPU at
			// 12.3-15.8 ms, the CPU taking 5.4). Between split launches
			// one outlier decides less than in a run of launches alone,
			// so the margin is clearGain there.
			solos, shared := float64(median(st.solos)), float64(median(st.shared))
			compared := len(st.shared) > 0 && len(st.solos) >= 2
			gain := leftOutGain
			switch {
			case st.solo < 0 && len(st.solos) >= samples && len(st.shared) >= samples:
				gain = alternationGain
			case st.solo < 0 && len(st.shared) >= 2 || len(st.solos) >= samples && len(st.shared) >= samples:
				gain = clearGain
			}
			switch {
			case compared && solos > gain*shared:
				st.tried[st.soloUnit] = true
			case compared && st.solo < 0 && solos > shared:
				// The split launches beat the solo unit's, narrowly: its
				// trial would only repeat them.
				return -1, false
			case st.solo >= 0 && st.soloRun >= probeAfter && !st.probed && st.splitBefore() > 0 && float64(st.splitBefore()) <= solos:
				// The scheduler split a launch or two (or only the first,
				// whose powers were a guess), then gave one unit every
				// launch since, and those run no faster than the split
				// ones did: the units it left out may have done real work,
				// and a throughput taken from the hub rows may hide that
				// one of them is fastest alone. ProfileStatic ran spmv on
				// the GPU alone at 12 ms for 33 launches after a first
				// launch of 10.3 ms (sched41); Memorizing and Mash at 11-21
				// ms for 16 and 32 launches after splits of 7.5-13.6 ms
				// (sched43-b2, sched44). The CPU alone took 4.2-6.7 ms; its
				// power, from the hub rows, was 0.145 in sched41, and the
				// GPU's launches were under leftOutGain times one or two
				// split ones. The evidence is weak, so a unit whose power
				// predicts at most probeSlowdown times their time is tried,
				// once per computation. (Where the split launches were the
				// slower, as with Mash and the PoCL CPU on spmv, 20 ms
				// against 12.3, such a probe took 80.5 ms: sched42-pocl.)
				st.probed = true
				if u := st.probe(powers); u >= 0 {
					st.tried[st.soloUnit] = true
					return u, true
				}
				return -1, false
			case st.solo >= 0:
				return -1, false
			}
		}
		if u := st.candidate(powers); u >= 0 {
			return u, true
		}
	}
	return -1, false
}

// probeSlowdown bounds a probe's cost (see aloneFor): tighter than
// maxTrialSlowdown, since the probe rests on one or two split launches.
// A CPU a few per cent as fast as the GPU beside it (mandelbrot, ray) is
// not probed.
const probeSlowdown = 8

// probeAfter is how many launches in a row the scheduler must have given
// one unit, after splitting faster ones, before the others are probed: a
// run of launches alone (a median of their own), not a pause in an
// alternation. In the replay of sched30-45
// (TestAloneCheckReplaysRecordedSweeps), waiting longer, 4, 6 or 8
// launches, changed no decision but the two it fixes, and cost them more
// launches at 2.3-2.7 times the best device.
const probeAfter = samples

// splitBefore is what the launches the scheduler split took before its
// run of launches alone: the median of the last few, or else the first
// launch's time if two or more units worked in it (0 if neither).
func (st *aloneState) splitBefore() time.Duration {
	if len(st.shared) > 0 {
		return median(st.shared)
	}
	return st.first
}

// probe is the most powerful unit other than soloUnit whose power
// predicts at most probeSlowdown times what soloUnit takes alone, and
// whose model was not tried; -1 if none.
func (st *aloneState) probe(powers []float64) int {
	best := -1
	for u, p := range powers {
		if st.model[u] != st.model[st.soloUnit] && !st.ruledOut(u) && p*probeSlowdown >= powers[st.soloUnit] && (best < 0 || p > powers[best]) {
			best = u
		}
	}
	return best
}

// fastestWinner is the unit whose last trial won in the least time, of
// those not tried at this check if untried; -1 if none.
func (st *aloneState) fastestWinner(untried bool) int {
	best := -1
	for u, won := range st.won {
		if won && !(untried && st.tried[u]) && (best < 0 || st.trialAt[u] < st.trialAt[best]) {
			best = u
		}
	}
	return best
}

// peakOr is powers, each raised to its unit's peak.
func (st *aloneState) peakOr(powers []float64) []float64 {
	p := make([]float64, len(powers))
	for u := range p {
		p[u] = powers[u]
		if u < len(st.peak) {
			p[u] = max(p[u], st.peak[u])
		}
	}
	return p
}

// candidate is the unit to try alone next: the one whose last trial won
// (the fastest of them), else the most powerful of a model not tried
// since the co-executed launch, not refuted, not lost by far, and
// predicted within maxTrialSlowdown of co-execution; -1 if none is left.
func (st *aloneState) candidate(powers []float64) int {
	best := st.fastestWinner(true)
	if best >= 0 {
		return best
	}
	for u, p := range powers {
		if !st.ruledOut(u) && p*maxTrialSlowdown >= 1 && (best < 0 || p > powers[best]) {
			best = u
		}
	}
	return best
}

// recordAlone notes a successful launch of key, run alone on unit alone
// (-1: split by the scheduler) as a trial or not, with the powers it was
// launched with. A launch whose powers were a guess is no sample of
// co-execution: it probed, and it may have built the program.
func (ce *Coexecutor) recordAlone(key string, r *Report, powers []float64, alone int, trial, unknown bool) {
	if ce.aloneEvery() == 0 || len(ce.units) < 2 {
		return
	}
	ce.mu.Lock()
	defer ce.mu.Unlock()
	st := ce.aloneStates[key]
	if st == nil {
		if len(ce.aloneStates) >= 64 { // a bound: forget everything rather than grow
			clear(ce.aloneStates)
		}
		n := len(ce.units)
		st = &aloneState{from: -1, unit: -1, coexecAt: -1, next: -1, solo: -1, soloUnit: -1, narrow: -1,
			won: make([]bool, n), refuted: make([]bool, n), lost: make([]bool, n), trialAt: make([]time.Duration, n), tried: make([]bool, n),
			model: make([]int, n), peak: make([]float64, n)}
		for u, x := range ce.units {
			st.model[u] = u
			if x != nil {
				st.model[u] = x.model
			}
		}
		ce.aloneStates[key] = st
	}
	n := st.launches
	st.launches++
	if !unknown {
		for u, p := range powers[:min(len(powers), len(st.peak))] {
			st.peak[u] = max(st.peak[u], p)
		}
	}
	defer func() { st.wasAlone = alone >= 0 }()
	working := 0
	for _, u := range r.Units {
		if u.Packages > 0 {
			working++
		}
	}
	if n == 0 && working >= 2 {
		st.first = r.Total
	}
	switch {
	case trial:
		// Alone against the co-executed launches before.
		coexec := float64(st.coexec())
		st.next = -1
		st.tried[alone], st.trialAt[alone] = true, r.Total
		st.won[alone] = float64(r.Total) <= coexec
		// Its power predicted coexec/power alone.
		st.refuted[alone] = float64(r.Total)*powers[alone] > refuteFactor*coexec
		if st.won[alone] {
			st.decide(alone, true)
			return
		}
		st.lost[alone] = !st.refuted[alone] && float64(r.Total) > refuteFactor*coexec
		if float64(r.Total) > clearGain*coexec {
			if u := st.candidate(st.peakOr(powers)); u >= 0 {
				st.next = u
				return
			}
		} else if !st.retried {
			// A trial that lost by a narrow margin may have lost to
			// noise, and the decision holds for every launches: the unit
			// runs once more, and that trial decides. The native CPU's
			// trial of spmv took 8.1 ms against co-executed launches of
			// 6.9, and the launches co-executed after it took 7.2; alone
			// the CPU took 5.4 (sched46-native-a2, Sigmoid). The mean of
			// the two trials would have kept co-execution in the replay
			// of that run (the second trial took 6.7 ms there).
			st.retried, st.next = true, alone
			return
		}
		// A narrow loss may still be noise: such a decision is not
		// repeated for longer.
		sure := float64(r.Total) > clearGain*coexec
		st.decide(-1, sure)
		if !sure {
			st.narrow = alone
		}
	case alone < 0 && working > 0 && !unknown:
		if st.coexecAt != n-1 {
			st.coexecs, st.run, st.solos, st.soloUnit, st.soloRun = 0, st.run[:0], st.solos[:0], -1, 0
			st.stale = st.wasAlone
		}
		st.coexecAt, st.solo = n, -1
		st.coexecs++
		st.run = lastFew(append(st.run, r.Total))
		if working == 1 {
			for u, ur := range r.Units {
				if ur.Packages > 0 {
					st.solo = u
				}
			}
			if st.solo != st.soloUnit {
				st.solos, st.soloUnit, st.soloRun = st.solos[:0], st.solo, 0
			}
			st.solos = lastFew(append(st.solos, r.Total))
			st.soloRun++
		} else {
			st.shared = lastFew(append(st.shared, r.Total))
			st.soloRun = 0
		}
	}
}

// maxBackoff bounds how far repeated decisions stretch the period.
const maxBackoff = 16

// decide makes unit (-1: co-execution) what the next launches do. A
// check that confirms the decision before it doubles the period, up to
// maxBackoff times every: each check costs four co-executed launches and
// a trial (on the H200 machine that raised the mean launch time by 1–2 %
// with a period of 16, sched34), and where the best choice does not
// change that cost should fade. A changed decision starts over at every,
// and so does one that is not sure (co-execution after a trial that lost
// by less than clearGain): with a period of 16 such decisions repeated
// by chance kept Adaptive co-executing spmv at 8–10 ms, where the CPU
// alone took 4.8, for 100 launches (sched37).
func (st *aloneState) decide(unit int, sure bool) {
	if sure && st.from >= 0 && st.unit == unit {
		st.backoff = min(2*st.backoff, maxBackoff)
	} else {
		st.backoff = 1
	}
	st.from, st.unit = st.launches, unit
	st.altChecked, st.narrow = false, -1
}

// alternationShows tells whether, while co-execution holds, the scheduler
// alternates and the launches it gives one unit run clearly longer than
// those it splits (alternationGain, three of each), for the first time in
// this period: the units it leaves out are then worth a trial now, not
// after the period. Adaptive's spmv on native + H200: the GPU's two
// trials lost narrowly to the first split launches (12.2 and 11.3 ms
// against 9.3), so co-execution held for 16 launches, during which
// Adaptive gave the GPU every other launch (11.7-14.0 ms) and split the
// others (7.1-9.4); the CPU, tried after the period, took 3.9
// (sched61-spmv-b2).
func (st *aloneState) alternationShows() bool {
	return st.unit < 0 && !st.altChecked && st.soloUnit >= 0 &&
		len(st.solos) >= samples && len(st.shared) >= samples &&
		float64(median(st.solos)) > alternationGain*float64(median(st.shared))
}

// narrowLossRefuted tells whether the launches split since a unit's
// trials lost narrowly to the launches before them run clearly faster
// than its last trial; asked once per period, when they can tell. The
// launches a trial is compared with at the first check include the
// scheduler's first, which learn (Mash's profiling, Sigmoid's first
// packages) and may be slow: Sigmoid's spmv on native + H200 split at
// 6.8-12.0 ms, the GPU's trials (13.4 and 13.2 ms) lost narrowly to a
// median of 12.0, and co-execution then held for 16 launches at 5.0-7.8
// ms while the CPU took 4.6 alone (sched61-spmv-a4; Mash alike in
// sched61-spmv-a2).
func (st *aloneState) narrowLossRefuted() bool {
	u := st.narrow
	if u < 0 || st.unit >= 0 || st.coexecAt != st.launches-1 || st.fair() < samples {
		return false
	}
	st.narrow = -1
	return float64(st.coexec())*clearGain < float64(st.trialAt[u])
}

// samples is how many launches a median of AloneCheck's takes.
const samples = 3

func lastFew(ts []time.Duration) []time.Duration {
	if len(ts) > samples {
		ts = append(ts[:0], ts[len(ts)-samples:]...)
	}
	return ts
}

// fair is how many launches in a row the scheduler split with fresh
// powers.
func (st *aloneState) fair() int {
	if st.stale {
		return st.coexecs - 1
	}
	return st.coexecs
}

// coexec is the time of co-execution now: the median of the last launches
// the scheduler split, in a row, without the first when it followed
// launches alone and others follow it.
func (st *aloneState) coexec() time.Duration {
	run := st.run
	if st.stale && st.coexecs == len(run) && len(run) > 1 {
		run = run[1:]
	}
	return median(run)
}

func median(ts []time.Duration) time.Duration {
	if len(ts) == 0 {
		return 0
	}
	s := slices.Clone(ts)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// AloneChecker is AloneCheck's decision for one computation apart from
// devices: which unit runs the next launch alone, if any, and what each
// launch showed. The simulator (coexecutor/sim) drives it in virtual time,
// so that its figures include the check the guarded schedulers run with.
// Not safe for concurrent use.
type AloneChecker struct{ ce *Coexecutor }

// NewAloneChecker makes the check of policy p over units, with every as
// AloneCheck's (0: off; -1: the policy's default). Units with the same
// Device name, kind and compute units count as one model (as sameModel
// tells devices apart).
func NewAloneChecker(p Policy, units []UnitInfo, every int) *AloneChecker {
	ce := &Coexecutor{policy: p, cfg: config{aloneEvery: every}, aloneStates: map[string]*aloneState{}}
	for i, u := range units {
		m := firstOfModel(i, func(j int) bool {
			return units[j].Device == u.Device && units[j].GPU == u.GPU && units[j].ComputeUnits == u.ComputeUnits
		})
		ce.units = append(ce.units, &unit{model: m})
	}
	return &AloneChecker{ce}
}

// Next says which unit runs the next launch alone (-1: the scheduler
// splits it) and whether that launch is a trial, given the powers the
// launch has and whether they are a guess.
func (a *AloneChecker) Next(powers []float64, unknown bool) (unit int, trial bool) {
	return a.ce.aloneFor("", powers, unknown)
}

// Done records the launch Next was last asked about: its report, and
// Next's arguments and answer.
func (a *AloneChecker) Done(r *Report, powers []float64, unit int, trial, unknown bool) {
	a.ce.recordAlone("", r, powers, unit, trial, unknown)
}
