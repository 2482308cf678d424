package coexecutor

import (
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/gosycl/gosycl/coexecutor/internal/probebudget"
)

// This file holds the Guard: the one rule every scheduler's packages pass
// through, which keeps a co-executed launch from ending later than the
// units that can do the work fastest would end it without the others.

// Guard is the rule that keeps co-execution from losing to the fastest
// device. Before a unit gets a package, the guard predicts when the unit
// would finish it: now, plus the work it still has in flight and the
// package, at its speed on this kernel (work-groups per second of its busy
// time, transfers included: measured in this launch, else remembered from
// earlier launches of the kernel, else a prior: its power, converted to a
// speed by the unit with one whose power is nearest its own, scale). It
// never hands out a package that would end after the moment the other
// units, at their speeds, are predicted to finish everything that remains
// without it; a package that would is cut to the part that ends in time,
// and the unit waits when not even its smallest full-speed package does. A
// package smaller than the unit's fill (the work-groups that fill its
// compute units: fill.go) is predicted to take as long as the fill, and
// counts as the fill when measured; a larger one takes time in proportion.
// A package the scheduler sizes below the fill grows to the fill, or to
// the unit's even part of what remains (its share, at the predicted
// speeds, of the remaining work and the work in flight) when that is
// larger: below the fill, the scheduler's granularity would cost the
// fill's time per package; grown so, it leaves out the probes due to the
// units of unknown speed not handed theirs yet, which would otherwise find
// nothing left to probe when the fill holds the whole launch. Where the
// launch's costs by place are known (Setup.Costs, or a kernel whose every
// work-item does the same work: sycl.Kernel.EvenCost), so does a package
// below the size at which the unit's measured fixed cost per package is at
// most ProbeShare of its time (fullSpeed). Nor does a package leave a
// remainder below the fill of every unit that may take work: it takes it
// too. A unit that has not taken part in the launch yet also pays its
// closing on its first package: what giving back to the host the USM
// allocations its device used took at the end of the last launch it took
// part in (mapping a coarse-grained allocation again moves it back from
// the device, whatever the unit's share), so a GPU that computes faster
// but moves the data twice does not take work that a CPU using host memory
// in place ends sooner. A unit that is the only one left that can take
// work gets all that remains in one package; the units that sit a launch
// out by what is known at its start (speeds, or the relative powers alone)
// are decided at the first request, so that the unit left alone gets
// everything at once.
//
// Probes. A unit whose speed on the kernel was never measured, or that sat
// out the launches before (not counting one it was left out of so that
// another unit ran it alone, the weighing's trial: weigh.go), gets a probe
// first, and nothing more until the probe is measured: when its power is a
// guess (nominal figures, other kernels' speeds), its smallest package
// (the one that fills it; a smaller one takes as long), whatever the guess
// says: the guess decides whether it probes, never how much, so a guess
// that is wrong costs at most one smallest package per unit and kernel on
// the native device (which compiles nothing) and on a unit on host memory
// in place, two on a unit with memory of its own (its first package of the
// computation, which is not measured, below, and the probe that measures
// it); when its power was given, work predicted to take ProbeShare of the
// fastest unit's launch. A probe is handed out when its predicted time
// fits the unit's probe budget: ProbeShare of the time the fastest unit is
// predicted to take for the whole launch, plus the credit the unit earned
// in the launches of the computation it sat out in a row, ProbeShare of
// each one's measured time (without the probes: a probe that overran earns
// the others nothing), halved for each re-probe in a row that found the
// unit too slow to take more than its probe (a probe costs the others its
// data's moves too, which its predicted time does not count: probebudget).
// A unit whose smallest package does not fit sits the launch out and earns
// credit; a probe spends it all. So, with speeds measured, probes cost at
// most ProbeShare of a computation's time on average however long it runs:
// a unit measured as too slow is measured again only once the launches it
// sat out pay for its smallest package, and one measured on a hiccup gets
// back as soon as its speed allows. A unit's first package of a
// computation may include the kernel's compile at its first enqueue (PoCL
// compiles a kernel for each work-group size it meets, and for a zero and
// a non-zero offset: tens to hundreds of milliseconds), which would rank
// the unit slow for good. A device compiles between the kernel's
// submission and its start, which its OpenCL profile tells apart
// (heldOnDevice): a unit on host memory in place, whose kernel waits for
// nothing else there, is measured on its first package net of that time; a
// unit with memory of its own, whose kernel waits there for its copies in
// too, is not measured on it, and a probe after it measures the unit.
// While every other unit that may take work is re-probed (measured slower
// than the fastest in earlier launches and sat out since, or its first
// package ran, unmeasured, in an earlier launch and its prior ranks it
// slower), the fastest takes the rest of the launch in one package, less
// the re-probes' smallest packages not handed out yet: a re-probe measures
// a unit for the launches after, and splitting the fastest unit's work for
// it would only add that unit's fixed costs.
//
// Fixed costs. A unit's package time is a fixed cost plus a time per
// work-group, learned from its smallest and largest packages of the
// computation (costModel, fixedcost.go): a package whose fixed cost alone
// would end after the others' finish is refused, whatever its size; and a
// probe that takes no longer than the model predicts confirms it, so the
// unit keeps its speed on its largest package, not the probe's
// (confirmed). With resident data a package's time depends on whether its
// data moved, not only on its size: a package that moved data counts in
// its unit's speed, not in its cost model (commander.movedData), whose
// line would otherwise run from a small package that paid copies to a
// large one that paid none, a fixed cost over the whole launch.
//
// Measurement over guesses. A package of a unit k times less powerful than
// the most powerful must end in time even if it runs k times as long as
// predicted (the bet). When the launch's powers are a guess (nominal
// peaks, other kernels' speeds), a unit's measured speed on the kernel (in
// this launch, by a probe or a package, else in earlier launches)
// overrides the guess as soon as it exists: its packages are predicted
// from that speed, and its bet is at most the ratio of the measured speeds
// (the fastest measured unit's to its own), so a guess that ranks it too
// low cannot keep it out. Where the launch's costs by place are known, so
// is the bet of a unit whose powers were given or measured in earlier
// launches, and each measured speed is net of the unit's fixed cost per
// package by its cost model: the bet is on the work, which a misprediction
// scales, and a unit whose small packages measured mostly their fixed cost
// is not bet against as a slow one (ratio). Where the measurement says the
// unit is faster than its guess, its packages grow no faster than the work
// it has completed, so that a speed measured on little work is tested on
// more before it is trusted with much; and a scheduler that sizes packages
// from the powers (HGuided) gets the measured speeds in their place once
// every unit that may take work has one.
//
// Rates, not fixed costs. Every speed the guard judges a unit by is
// end to end: the work-groups of its packages over the time from each
// one's hand-out (or the unit's previous end) to its end, its copies and
// its queueing included, so a GPU whose kernel is a hundred times faster
// but whose copies make it slower end to end is predicted as the slower
// unit it is, and the other's bet is at most the ratio of the measured
// speeds, 1 where the other is the faster (ratio). A package's time is a fixed cost plus its
// work-groups' time (costModel), and a speed measured only on packages
// that were mostly their fixed cost (every one no larger than the unit's
// fill, one size and no cost model, or a cost model that puts at least
// half of its largest package's time in the fixed cost) is a bound on the
// unit's rate, not a measure of it: a native device whose probe of one
// work-group takes half a millisecond, nearly all of it a fixed cost,
// measures hundreds of times slower than a GPU it outruns end to end.
// Such a unit, where the bet (above 1) would leave it out, is probed on
// instead: its package is a probe of twice its largest package, predicted
// at that speed (or its cost model, when shorter) with no bet, bounded as
// any probe by its probe budget and ending by the others' finish plus
// that budget, one at a time, until its packages tell its time per
// work-group from its fixed cost (probeOn); from then on it is
// predicted and bet on as any unit. Such a unit, once it sat out, is
// re-probed where it left off: its re-probe is the largest package, up
// to twice its largest, that its probe budget (its credit included) pays
// for at that package's time per work-group (an affine cost takes at most
// k times as long for k times the work-groups), not its fill, which
// would measure the bound again and spend the credit that pays for the
// larger probe (reprobeOn). The bet is not lowered to the
// ratio of rates net of fixed costs: a line through two packages of an
// irregular kernel reads the cost of their work-groups' places as a fixed
// cost, and the bet is what keeps such a unit's package in time.
//
// Late joiners. A unit whose program is still building when the launch
// starts (or when a launch before it ended) joins the launch once its
// build ends (the Commander); the others start at once. Until it joins,
// the guard predicts it to join after JoinShare of the time it has built
// so far, and to run the work it then takes at its predicted speed: the
// others' packages end by that finish, so that a package handed out just
// before the join ends at most JoinShare of the build's time after the
// building unit would have ended the launch alone (the ski-rental bound
// of Karlin et al. 1988). A unit refused while another builds is not
// left out of the launch: it asks again after the time of the package it
// was refused, or when something else changes, since the others' finish
// moves later the longer the build runs. While every other unit that may
// take work builds, the unit asking is alone for now: it is offered all
// that remains, which the rule above cuts; and a unit whose speed is
// unknown probes at once when nothing measured yet puts its probe in
// seconds (a build's time is in seconds, a guess of powers is not): the
// cost of a guess, one smallest package, as above. When a unit joins, the
// native device's packages in flight give back the work-groups they have
// not started (a one-dimensional kernel launch whose results need no
// gathering: UnitReport.GaveBack), the units wait for the joined unit's
// first request, and a joined unit that is the fastest by the prediction
// takes what remains at once, as the first unit to ask takes the launch
// when the others are screened out. A unit whose
// packages give back (UnitInfo.GivesBack) is weighed against the units
// that are ready only (against): the join takes back what its package
// has not started, so the package need not end by a building unit's
// predicted finish, nor grow no faster than its measurements for a
// building unit's guessed speed; while every other unit builds, it takes
// what remains at once, unprobed; and it keeps one package in flight
// while another unit builds (a second, queued behind it, would keep a
// work-group at the join and split the work given back).
//
// Siblings. Units whose devices are of one model (the same name, type,
// compute units and fill: guardPrior.Model) run a kernel at the same
// speed, so what is measured of one is the best prior of a sibling that
// has no speed of its own on the kernel (never measured on it): such a
// unit takes its siblings' speed, measured in the launch (pooled over
// those measured) or else in the launches before, and is not probed; a
// sibling of the fastest unit probes as the fastest does; and when every
// unit is a sibling of every other, the relative powers are exact (a
// guess ranks equal devices equal), so no unit without a speed of its own
// is probed and the first launch splits as the scheduler says. A unit's
// own speed, once measured, comes before its siblings': one measured
// slow (its device throttled, or its data moved to it in that launch)
// sits out and is probed again as any other unit, and the bet between
// siblings is the ratio of their own speeds, which carry the costs of
// the parts of the range each ran (with data fresh every launch; see
// Locality for data kept on the devices).
//
// Locality. With data that stay on the devices between launches
// (Setup.Resident), a split that moves work-groups from one sibling to
// another moves their data, and the speeds measured in that launch carry
// the copies: the sibling that received work looks slower, the next
// launch's split (powers from those speeds) moves the work back, and the
// data move every launch (a memory-bound kernel whose copies outweigh
// its compute runs many times slower than one device alone). So what a
// launch with resident data leaves for the next is, per sibling, the
// speed pooled over its siblings that ran (their work-groups over their
// busy time): siblings start the next launch with equal powers, the
// split between them stays where the data are, and only units of other
// models move it, and the bet between siblings is 1 (their powers are
// equal). With data fresh every launch, a unit's own speed is
// remembered, which carries the costs of the part of the range it ran.
// Nor is a unit refused, or screened out, the part of a package that its
// holding gives (the range rule, locality.go) and no other unit would
// take, the move not paying: the others' finish without it would include
// that move, and refusing it would leave the work to a unit that moves
// the data.
//
// One unit on the host's cores. The native device and an OpenCL CPU
// device take the same cores from each other, so together they run no
// faster than the faster alone: once both have been measured, a launch
// gives work to one of them, the way (the launch with one of them)
// measured or bounded fastest (oncores.go).
//
// Leaves. Where one unit ran a launch of a computation alone and every
// other unit sat it out (S launches in a row, S ≥ 1, for the one that sat
// out fewest), the next S launches of the computation over the same range
// run on that unit alone, as a Coexecutor of its device alone would run
// them, without asking the others, which are on leave: the launch does
// none of the host's work for them (their priors, their part of the
// scheduler, the Commander and the guard's decisions, what the launch
// leaves for the next). Each earns the probe credit it would have earned
// sitting those launches out, and what the leave's launches measured of
// the unit that ran them is remembered as theirs, so the launch after the
// leave decides as the guard would have after as many launches. A
// unit that keeps sitting out is asked after 1, 3, 7, … launches, and
// what its credit pays for (a re-probe, a retry on the host's cores)
// comes at most as many launches late as it had sat out: by launch 2P
// where it was due at launch P. Where the weighing owes a trial alone (or
// a head) that its credit does not pay for yet, the leave ends by the
// launch after which the credit, growing by what the granting launch
// earned, would pay, and the leave's launches earn that credit as they
// would have: the trial comes when it would have where the leave's
// launches take no longer than that one, at most the leave's length late
// where they take longer. No leave starts while a unit builds its
// program, while the weighing runs a trial alone, heads or a retry on
// the host's cores, nor with the guard off. The report of a
// launch on leave names the units on leave and how long their leave
// lasts (UnitReport.Guard); a launch over another range, and a package
// that fails in a leave launch (which then runs again with every unit),
// end the leave.
//
// The schedulers (Static, Dynamic and HGuided of Nozal & Bosque 2021,
// Sigmoid of Pérez et al., Adaptive of Boyer et al., Mash, Memorizing,
// ProfileStatic) size the packages they hand out as their papers say; the
// guard only cuts them.
//
// The zero Guard is the default, on. The rule is the heterogeneity
// guard of Boyer et al.'s adaptive load balancing ("no device may finish
// after the others would have finished everything") applied per package,
// with the prediction of Pérez et al.'s Sigmoid speeds.
type Guard struct {
	// ProbeShare bounds probes: a unit whose speed on the kernel is
	// unknown probes when its smallest package is predicted to take at
	// most this fraction of the time the fastest unit is predicted to
	// take for the whole launch, plus this fraction of each launch it sat
	// out in a row. Zero means DefaultProbeShare; valid values are in
	// (0, 0.5].
	ProbeShare float64
	// JoinShare bounds what the units that are ready risk while another
	// builds its program (Guard, "Late joiners"): a unit still building
	// is predicted to join after JoinShare of the time it has built so
	// far, so that the launch ends at most that fraction of the build's
	// time after the building unit would end it alone. Zero means
	// DefaultJoinShare; valid values are in (0, 1].
	JoinShare float64
	// Off hands out every package exactly as the scheduler sizes it, as
	// the papers do: for reproducing their results, not for programs.
	Off bool
}

// DefaultJoinShare is Guard.JoinShare's default: a first launch ends at
// most a fifth of a device's build later than that device would end it
// alone, its build included (as the guard predicts devices: a build and
// the native device also share the host's cores), and the ready units'
// packages grow by a fifth of the time that passed between two of them.
const DefaultJoinShare = 1.0 / 5

// DefaultProbeShare is Guard.ProbeShare's default: probes of units as
// slow as predicted delay a computation by at most a sixteenth of its
// time on average.
const DefaultProbeShare = 1.0 / 16

// ErrGuard is wrapped by a Guard's configuration errors.
var ErrGuard = errors.New("coexecutor: bad guard")

func (g Guard) check() error {
	if g.ProbeShare != 0 && !(g.ProbeShare > 0 && g.ProbeShare <= 0.5) {
		return fmt.Errorf("%w: ProbeShare %v is not in (0, 0.5]", ErrGuard, g.ProbeShare)
	}
	if g.JoinShare != 0 && !(g.JoinShare > 0 && g.JoinShare <= 1) {
		return fmt.Errorf("%w: JoinShare %v is not in (0, 1]", ErrGuard, g.JoinShare)
	}
	return nil
}

func (g Guard) joinShare() float64 {
	if g.JoinShare == 0 {
		return DefaultJoinShare
	}
	return g.JoinShare
}

func (g Guard) probeShare() float64 {
	if g.ProbeShare == 0 {
		return DefaultProbeShare
	}
	return g.ProbeShare
}

// guardPrior is what a launch knows of a unit before it starts.
type guardPrior struct {
	// Power is the unit's speed relative to the others' (its share of
	// the launch's power: measured, given or guessed).
	Power float64
	// Speed is the unit's speed on the kernel in work-groups per second,
	// measured in earlier launches; 0 when not known.
	Speed float64
	// Full is the unit's fill: the smallest package that keeps every
	// compute unit busy (fill.go; at least 1).
	Full int
	// SatOut counts the launches of the computation the unit has sat
	// out in a row: it is probed again before it gets more.
	SatOut int
	// Credit is the probe budget, in seconds, the unit earned in the
	// launches it sat out: ProbeShare of each one's time without the
	// probes (remember).
	Credit float64
	// Misses counts the launches in a row in which the unit ran its
	// probe and nothing more while another unit ran more, or took part
	// again after sitting out and the launch lost to the fastest unit
	// alone (retryLost): each halves the credit it earns sitting out
	// (probebudget.Rate). A launch in which it ran its head and nothing
	// more (head.go), a measurement as a probe is, leaves the count.
	Misses int
	// Guessed tells that Power is a guess (nominal figures, other
	// kernels' speeds), not given or measured.
	Guessed bool
	// Model tells the unit's device model apart (its name, type,
	// compute units and fill): units of one model are siblings (Guard);
	// "" is a model of its own.
	Model string
	// Resident tells that the launch's data stay on the devices between
	// launches (Setup.Resident): the speeds it leaves for the next launch
	// are pooled over siblings (Guard, locality).
	Resident bool
	// Closing is what taking part costs the unit at the launch's end, in
	// seconds, measured in the last launch it took part in: giving the
	// USM allocations its device used back to the host (mapping a
	// coarse-grained one again moves it back from the device), whatever
	// its share.
	Closing float64
	// Small and Large are the smallest and the largest package the unit
	// ran of the computation in earlier launches (costModel); zero when
	// none.
	Small, Large PackageTime
	// HostMemory tells that the unit computes on host memory in place
	// (UnitInfo.HostMemory), and Cores that it computes on the host's
	// cores too (a CPU device, not a GPU sharing host memory: oncores.go).
	HostMemory, Cores bool
	// Fresh tells that the unit never ran a package of the computation:
	// its first may pay for the kernel's compile at its first enqueue
	// (PoCL compiles a kernel for each work-group size it meets), which
	// no later package pays: it is measured net of the time its device
	// held it before starting it on host memory, and not at all on a
	// device with memory of its own (Guard, "Probes").
	Fresh bool
	// NoBuild tells that the unit's device compiles nothing (the native
	// device runs Go code): its first package is measured as any other.
	NoBuild bool
	// GivesBack tells that the unit's packages give back what they have
	// not started when a unit joins late (UnitInfo.GivesBack).
	GivesBack bool
}

// guardLaunch is a Guard applied to one launch. Its methods are not safe
// for concurrent use: the Commander serialises them.
type guardLaunch struct {
	on     bool
	share  float64
	join   float64 // Guard.JoinShare
	groups int
	units  []guardUnit
	now    time.Duration
	// screened tells that the units were screened at the launch's first
	// request (screen).
	screened bool
	// alike tells that every unit is a sibling of every other: relative
	// powers are exact, and nobody is probed.
	alike bool
	// resident tells that the launch's data stay on the devices between
	// launches (guardPrior.Resident).
	resident bool
	// keeps is, with resident data, the work-groups of unit u's holding
	// not handed out yet that no other unit would take (the range rule:
	// moving their data does not pay, locality.go); nil: none.
	keeps func(u int) int
	// weighing is the weighing credit (Memory.Weighing), and owed tells
	// that a unit waits for it to run a launch alone (weigh.go): once it
	// reaches owes seconds, as priced in this launch. weighMisses is
	// Memory.WeighMisses, and paidTrial tells that the credit paid for
	// this launch's trial alone.
	weighing    float64
	owed        bool
	owes        float64
	weighMisses int
	paidTrial   bool
	// coBefore is Memory.CoSpeeds as the launch began (weigh).
	coBefore []float64
	// remeasure is 1 + the unit measured alone before that the weighing
	// credit pays to run the launch alone again (weigh.go): its launch
	// replaces its mean alone (weighed); 0: none.
	remeasure int
	// coresRetry is 1 + the unit on the host's cores whose way the
	// launch runs again after it sat out (oncores.go: a retry, or a
	// retry's second launch); its launch, weighed, replaces its way's
	// mean (onCoresWay) and its mean alone (addAlone); 0: none.
	coresRetry int
	// weighedBy is 1 + the unit whose launch alone the launch as weighed
	// is (measured alone faster than co-execution); 0: co-executed, or
	// not weighed (weigh.go). A trial cut runs the rest that way (trial.go).
	weighedBy int
	// moved tells that, with resident data, a package of the launch
	// moved data a package of its unit's holding would have found on the
	// device: the launch is not weighed (weigh.go).
	moved bool
	// cut is the work the guard took from packages the scheduler sized
	// and has not handed out since: a scheduler that gives a unit one
	// share (Static) never hands it out again.
	cut int
	// heads are the units that start the launch alone, one after
	// another, to measure their speeds without the others (head.go);
	// headAt is the one whose head runs or runs next (len(heads): all
	// ended), headGroups the work-groups the heads ran and headEnd when
	// the last ended.
	heads      []int
	headAt     int
	headGroups int
	headEnd    time.Duration
	// placed tells that the launch's costs by place are known (its work
	// counted in them: Setup.Costs; or even: sycl.Kernel.EvenCost): a
	// unit's cost model then measures a fixed cost, not the costs of its
	// packages' places (fullSpeed).
	placed bool
	// trial is the weighing's trial alone, bounded (trial.go).
	trial guardTrial
	// coresPick is 1 + the unit on the host's cores that the rule of
	// oncores.go picked for the launch (0: none), and coresWays the
	// launch it predicted with each such unit, seconds (0: none).
	coresPick int
	coresWays []float64
}

type guardUnit struct {
	class   int     // the lowest index of its siblings (itself included)
	own     bool    // known is its own speed, not a sibling's
	power   float64 // relative
	known   float64 // work-groups/s from earlier launches; 0: not known
	full    int
	credit  float64       // seconds of probe budget earned in the launches it sat out
	misses  int           // launches in a row it ran its probe and nothing more while another ran more, or retried and lost (guardPrior.Misses)
	closing float64       // seconds its part costs at the launch's end (guardPrior.Closing)
	closed  float64       // the closing measured in this launch; -1: none
	guessed bool          // its power is a guess
	satOut  bool          // it sat out the launches before: it is probed again
	flight  []guardFlight // handed out, not ended, in order
	// Measured in this launch: effective work-groups, busy time and
	// packages.
	groups  float64
	busy    time.Duration
	count   int
	lastEnd time.Duration
	// device is its packages' time on the device, overlaps counted
	// once (deviceTo the latest end counted), over devGroups
	// work-groups (onDevice).
	device, deviceTo time.Duration
	devGroups        int
	probed           bool      // handed a probe in this launch
	out              bool      // sits the launch out
	note             guardNote // the last decision that kept work from it
	cost             costModel // its package time from its packages (fixedcost.go)
	// before is cost as the launch started; expect is what it predicted
	// for the packages measured in this launch, most the largest of them.
	before costModel
	expect float64
	most   float64
	fresh  bool // its next package is its first of the computation (guardPrior.Fresh)
	ran    bool // it ran a package of the computation before the launch (!guardPrior.Fresh)
	warmed int  // 1 when its first package of the computation ended in this launch unmeasured
	first  bool // its first package of the computation ended in this launch, measured or not
	host   bool // it computes on host memory in place (guardPrior.HostMemory)
	cores  bool // it computes on the host's cores (guardPrior.Cores)
	// head is the work-groups of its head's first package (head.go),
	// 0: none; headNext those of its next (0: the first); heads counts
	// its head's packages ended, heading tells
	// that one is in flight, and soloCost is what they measured.
	head     int
	headNext int
	heads    int
	heading  bool
	soloCost costModel
	// headOnly tells that it takes no work after its head: the launch is
	// another unit's alone (goOnHead).
	headOnly bool
	// headBudget is the seconds its head may take (its part of the
	// launch, head.go), headSpent what its packages took so far.
	headBudget, headSpent float64
	// building tells that the unit's program is still building (it has
	// not joined the launch), since when its build began on the launch's
	// clock (before the launch: negative); retry is when it should ask
	// again after a refusal that a build's progress may lift (0: none).
	building bool
	since    time.Duration
	retry    time.Duration
	late     bool // it joined the launch after its build ended
	asked    bool // it asked for work since it joined (late)
	gives    bool // its packages give back what they have not started at a join (guardPrior.GivesBack)
}

type guardFlight struct {
	groups int
	at     time.Duration
}

func (g Guard) start(groups int, priors []guardPrior) *guardLaunch {
	l := &guardLaunch{on: !g.Off, share: g.probeShare(), join: g.joinShare(), groups: groups, units: make([]guardUnit, len(priors))}
	for i, p := range priors {
		u := &l.units[i]
		u.power, u.known, u.full = p.Power, p.Speed, max(1, p.Full)
		u.satOut, u.misses = p.SatOut > 0, max(p.Misses, 0)
		if p.Credit > 0 && !math.IsInf(p.Credit, 0) {
			u.credit = p.Credit
		}
		if p.Closing > 0 && !math.IsInf(p.Closing, 0) {
			u.closing = p.Closing
		}
		u.closed = -1
		u.fresh, u.ran = p.Fresh && !p.NoBuild, !p.Fresh
		u.cost.add(p.Small)
		u.cost.add(p.Large)
		u.before = u.cost
		u.guessed = p.Guessed
		u.host, u.cores = p.HostMemory, p.Cores
		u.gives = p.GivesBack && l.on
		l.resident = l.resident || p.Resident
		if !(u.known > 0) || math.IsInf(u.known, 0) {
			u.known = 0 // zero, NaN or infinity says nothing
		}
		if !(u.power > 0) || math.IsInf(u.power, 0) {
			u.power = 0
		}
	}
	// A power of zero, NaN or infinity says nothing: the unit counts as
	// the least powerful of the others.
	floor := math.Inf(1)
	for _, u := range l.units {
		if u.power > 0 {
			floor = min(floor, u.power)
		}
	}
	if math.IsInf(floor, 1) {
		floor = 1
	}
	for i := range l.units {
		if l.units[i].power == 0 {
			l.units[i].power = floor
		}
	}
	l.siblings(priors)
	return l
}

// siblings groups the units by model (Guard, siblings): a unit with no
// speed of its own on the kernel takes the highest a sibling that took
// part in the launches before has.
func (l *guardLaunch) siblings(priors []guardPrior) {
	l.alike = len(l.units) > 1
	for i := range l.units {
		u := &l.units[i]
		u.class, u.own = i, u.known > 0
		for j := range i {
			if priors[i].Model != "" && priors[j].Model == priors[i].Model {
				u.class = j
				break
			}
		}
		if u.class != 0 {
			l.alike = false
		}
	}
	best := make([]float64, len(l.units)) // per class
	for _, v := range l.units {
		if v.own && !v.satOut {
			best[v.class] = max(best[v.class], v.known)
		}
	}
	for i := range l.units {
		if u := &l.units[i]; !u.own && best[u.class] > 0 {
			u.known, u.satOut = best[u.class], false
		}
	}
	if l.alike {
		for i := range l.units {
			l.units[i].guessed = false
		}
	}
}

// sib tells whether units u and v are siblings (or the same unit).
func (l *guardLaunch) sib(u, v int) bool { return l.units[u].class == l.units[v].class }

// pooled is the speed measured in this launch over unit u's siblings
// that have one (u included): their work-groups over their busy time; 0
// when none has.
func (l *guardLaunch) pooled(u int) float64 {
	var g float64
	var b time.Duration
	for j, v := range l.units {
		if l.sib(u, j) && l.measured(j) {
			g += v.groups
			b += v.busy
		}
	}
	if b > 0 {
		return g / b.Seconds()
	}
	return 0
}

func (l *guardLaunch) measured(u int) bool { return l.units[u].busy > 0 }

// absolute tells whether speeds are work-groups per second: some unit's
// speed is measured in this launch or known from earlier ones. Until one
// is, the units' speeds are their relative powers.
func (l *guardLaunch) absolute() bool {
	for i, u := range l.units {
		if l.measured(i) || u.known > 0 {
			return true
		}
	}
	return false
}

// scale converts unit i's power to work-groups per second: the ratio of
// speed to power of the unit with a speed (measured in this launch, or
// known from earlier ones) whose power is nearest i's, by ratio, the
// lowest ratio among the nearest; 0 while no unit's speed is known.
//
// A power relates nominal peaks, and the share of its peak a device
// reaches on a kernel differs by kind: a GPU may reach several times the
// share a CPU does, or a tenth of it. So a unit is predicted from the
// unit most like it by its power (the native device for PoCL on the same
// cores, one GPU for another), not from a ratio pooled over all, which is
// the fastest unit's and would predict a CPU from a GPU. Where the
// nearest is still unlike it, the prediction is as wrong as a pooled one
// and the probe rule bounds what it costs.
//
// A unit's speed counts its fill for each package below it (its peak),
// and a power relates peaks; but a launch smaller than a unit's fill runs
// on it at groups/fill of that peak, and so would on the units predicted
// from it (they run the same launch). So each unit's ratio takes its
// speed times groups/fill, where that is below 1: a GPU measured on a
// small launch does not make the units predicted from it look many times
// faster than they can run it.
func (l *guardLaunch) scale(i int) float64 {
	best, far := 0.0, math.Inf(1)
	for j, u := range l.units {
		var sp float64
		switch {
		case j == i:
			continue
		case l.measured(j):
			sp = u.groups / u.busy.Seconds()
		case u.known > 0:
			sp = u.known
		default:
			continue
		}
		if !(u.power > 0) {
			continue
		}
		r := sp * min(1, float64(l.groups)/float64(u.full)) / u.power
		d := u.power / l.units[i].power // nearness by ratio: max(d, 1/d)
		d = max(d, 1/d)
		if d < far || d == far && r < best {
			best, far = r, d
		}
	}
	return best
}

// speed is unit i's predicted speed: measured in this launch, else known
// from earlier launches, else its prior scaled like the absolute figures
// (scale), when speeds are absolute; and, while its first package is in
// flight and unmeasured, no faster than that package's progress allows.
func (l *guardLaunch) speed(i int, absolute bool) float64 {
	u := &l.units[i]
	if l.measured(i) {
		return u.groups / u.busy.Seconds()
	}
	s := u.power // relative, while no speed is known
	switch {
	case !u.own && l.pooled(i) > 0:
		s = l.pooled(i) // a sibling's
	case u.known > 0:
		s = u.known
	case absolute:
		s = u.power * l.scale(i)
	}
	if absolute && len(u.flight) > 0 {
		head := u.flight[0]
		if e := l.now - max(u.lastEnd, head.at); e > 0 {
			s = min(s, float64(max(head.groups, u.full))/e.Seconds())
		}
	}
	return s
}

// left is the work-groups unit i still has to run of those in flight,
// counting a package below the unit's fill as the fill: its first
// package has run since it started (the later of its hand-out and the
// unit's last end) at the unit's speed, when speeds are absolute.
func (l *guardLaunch) left(i int, s float64, absolute bool) float64 {
	u := &l.units[i]
	n := 0.0
	for _, f := range u.flight {
		n += float64(max(f.groups, u.full))
	}
	if absolute && len(u.flight) > 0 {
		head := u.flight[0]
		done := max(0, (l.now-max(u.lastEnd, head.at)).Seconds()*s)
		n -= min(float64(max(head.groups, u.full)), done)
	}
	return n
}

// grant is the guard's answer to unit u asking for work at now, when the
// scheduler sized its package size (work-groups), remaining work-groups
// are not handed out yet and at most most of them can go in this package
// (a scheduler that assigns ranges hands out one range at a time): the
// package's size, 0 to give u nothing now.
func (l *guardLaunch) grant(u, size, remaining, most int, now time.Duration) int {
	l.now = max(l.now, now)
	l.units[u].retry = 0
	size = min(size, most)
	if !l.on {
		l.handed(u, max(0, size))
		return max(0, size)
	}
	l.units[u].asked = true
	if l.joining(u) {
		return 0
	}
	if l.headOn() {
		// Heads first (head.go), whatever the scheduler sized: the unit
		// whose head is next gets its package, the others wait. What the
		// scheduler sized and the guard did not hand out is the guard's
		// to hand out after (cut): a scheduler that gives a unit one
		// share (Static) does not offer it again.
		n := min(most, l.headSize(u, remaining))
		if n > 0 {
			l.units[u].heading = true
			l.handed(u, n)
		}
		if size > n {
			l.cut += size - n
		}
		return n
	}
	// While every other unit that may take work builds its program, u
	// is alone for now: it asks for all it may take, and the guard sizes
	// its package by the others' predicted join (Guard, "Late joiners").
	waits := l.waiting(u)
	spill := size <= 0 && !waits
	if spill {
		if l.cut <= 0 {
			return 0
		}
		// The scheduler gives u nothing more, but work it meant for
		// units the guard cut is left: u may take it.
		size = min(most, l.cut)
	}
	if !l.screened {
		l.screened = true
		l.screen(u, remaining)
	}
	ask := size
	if waits {
		ask = most
	}
	n := min(most, l.decide(u, ask, remaining))
	switch {
	case spill:
		l.cut -= min(n, l.cut)
	case n < size:
		l.cut += size - n
	}
	l.handed(u, n)
	if n > 0 && n >= remaining {
		l.took(u, n)
	}
	return n
}

// took records that unit u's package of n work-groups holds all that
// remained: a unit that may take work, got none and has no other
// decision noted learns why from its report (noteTaken), which a package
// it gets after (one that failed gives its work back) clears.
func (l *guardLaunch) took(u, n int) {
	for j := range l.units {
		v := &l.units[j]
		if j != u && v.untouched() && v.note.kind == noteNone {
			v.note = guardNote{kind: noteTaken, n: u, cut: n}
		}
	}
}

// screen decides, at the launch's first request (u's), which of the
// other units sit the launch out by what is known before they ask: a
// probe over its budget, or a smallest package that would end after the
// others' finish. Those decisions do not depend on when a unit asks (the
// others' finish only comes nearer), so making them first lets the unit
// that asks first know it is alone, and take all the work in one package
// instead of the scheduler's first few. They are made while nothing is
// measured too, on relative predictions (the powers): a probe's budget
// and a package's end are both ratios to the fastest unit's launch, so
// the decision is the one the unit would get asking before a measurement;
// waiting for the units' requests let the fastest unit probe first, and
// split a launch it was left alone with into its probe, a second package
// in flight and what remained (a GPU not filled by the launch takes the
// launch's time for each).
func (l *guardLaunch) screen(u, remaining int) {
	for j := range l.units {
		v := &l.units[j]
		if j == u || v.out || v.count > 0 || len(v.flight) > 0 {
			continue
		}
		probed, note := v.probed, v.note
		l.decide(j, v.full, remaining)
		if !v.out {
			v.probed, v.note = probed, note
		}
	}
}

// decide is grant's rule, without the bookkeeping.
func (l *guardLaunch) decide(u, size, remaining int) int {
	me := &l.units[u]
	if me.out {
		return 0
	}
	if l.headOn() {
		return l.headSize(u, remaining)
	}
	cut := false
	if l.alone(u) {
		n, ok := l.trialSize(u, remaining)
		if ok {
			return n
		}
		if me.out {
			return 0 // the rest goes to the unit the launch was weighed as (cutTrial)
		}
		cut = true
	}
	if me.gives && len(me.flight) == 0 && l.waiting(u) {
		// Every other unit builds: none weighs against u's work, which
		// the first to join takes back where u has not started it. u
		// takes what remains at once; a probe would measure it against
		// no one.
		me.probed = true
		return remaining
	}
	if me.gives && len(me.flight) > 0 && l.awaited(u) {
		// While another unit builds, a unit whose packages give back
		// what they have not started keeps one in flight: a second,
		// queued behind it, would keep a work-group at the join and
		// split the work given back (Guard, "Late joiners").
		return 0
	}
	absolute := l.absolute()
	s := make([]float64, len(l.units))
	for i := range s {
		s[i] = l.speed(i, absolute)
	}
	if cut {
		// Its trial alone cut (trial.go): the rest is co-executed, and
		// the unit's package holds at most its share of it by the units'
		// speeds, so that a scheduler that hands the work it cut to the
		// first unit to ask (Static) does not hand it all back.
		size = min(size, l.restShare(u, s, remaining))
	}
	f := l.fastest(s)
	// A unit whose speed is unknown, or that sat out the launches before
	// (its speed may have been a hiccup, or have changed), gets a probe;
	// not one whose sibling is measured, nor where all are siblings.
	unknown := l.unknown(u)
	top := l.sib(u, f) // the fastest unit or its sibling
	// bet is how many times its predicted time a package of u may take
	// and still end by the others' finish: for a unit k times less
	// powerful than the most powerful, k. Its part of the launch is about
	// 1/k of the most powerful's, and so is what one of its packages may
	// risk: work costlier than predicted delays the launch only where it
	// is over k times as costly as the unit's work so far.
	bet := 1.0
	size0 := size
	// A unit that has not taken part in the launch yet pays its closing
	// on its first package: the launch ends that much after it.
	extra := 0.0
	if absolute && me.count == 0 && len(me.flight) == 0 {
		extra = me.closing
	}
	slack := 0.0 // how much later than the others' finish u's package may end: a probe's budget
	if unknown {
		if me.probed && len(me.flight) > 0 && (!top || len(me.flight) > 1) {
			// One probe at a time until it is measured; the fastest
			// unit keeps a second in flight, so it does not idle. A
			// probe that ended unmeasured (in no time) is followed by
			// another.
			return 0
		}
		// A probe: the unit's smallest package, when it is predicted to
		// take at most ProbeShare of the fastest unit's predicted launch
		// alone plus the credit the unit earned sitting out (seconds,
		// which count once speeds are absolute).
		whole := float64(max(l.groups, l.units[f].full)) / s[f]
		credit := 0.0
		if absolute {
			// The fastest unit's launch alone includes its build so far.
			whole += l.built(f)
			credit = me.credit
		}
		if top && me.late && me.count == 0 && len(me.flight) == 0 {
			// Joining late as the fastest unit by the prediction, it
			// takes what remains at once (Guard, "Late joiners").
			me.probed = true
			return remaining
		}
		if !absolute && !top && l.units[f].building {
			// The fastest unit builds, and nothing measured puts u's
			// probe in seconds, which a build is weighed in: it goes
			// out at once (Guard, "Late joiners").
			me.probed = true
			return min(me.full, remaining)
		}
		budget := probebudget.Budget(l.share, whole, credit)
		if absolute && !top {
			// Where its speed, when it last took part, was a bound (its
			// packages mostly their fixed cost), a probe of its fill
			// would measure that bound again.
			if step, ok := l.reprobeOn(u, size, budget-extra); ok {
				me.probed = true
				return step
			}
		}
		if probe := float64(me.full)/s[u] + extra; probe > budget && !top {
			held := l.leave(u, probe, absolute)
			me.note = guardNote{kind: noteProbe, abs: absolute, held: held, t: [3]float64{probe, budget, whole}}
			return 0
		}
		slack = budget
		switch {
		case me.guessed:
			size = min(size, me.full)
		default:
			// A power given (not guessed) is trusted to size the probe:
			// ProbeShare of the fastest unit's launch, at that power.
			size = min(size, max(me.full, int(math.Floor(l.share*whole*s[u]))))
		}
		if top {
			// The fastest unit by the prediction (or its sibling) probes with ProbeShare
			// of the launch: what it may cost when the prediction ranks
			// it too high is ProbeShare of its own launch.
			size = max(size, min(size0, int(math.Floor(l.share*float64(l.groups)))))
		}
	} else {
		var contradicted bool
		bet, contradicted = l.ratio(u)
		if contradicted || (u != f && l.measured(u) && l.guessing(u)) {
			// Measured in this launch, not the fastest, while another
			// unit's speed is still a guess: the guess may rank u too
			// high against it, so u's packages grow no faster than its
			// measurements (at most the work it has completed), until
			// the others are measured.
			size = min(size, max(me.full, int(me.groups)))
		}
	}
	took := func(g int) float64 { return bet * float64(max(g, me.full)) / s[u] } // predicted seconds, the bet included
	// A unit's fixed cost per package, when its packages of two sizes
	// measured one (fixedcost.go), is paid by any package it takes: a
	// package whose fixed cost alone ends after the others' finish is
	// refused whatever its size.
	fixed := 0.0
	if absolute && !unknown {
		fixed = me.cost.fixed()
	}
	// A package below the unit's fill takes as long as the fill
	// (fill.go): the unit gets the fill, or its even part of what
	// remains when that is larger (what it runs when every unit ends
	// together at the predicted speeds): below the fill, a scheduler's
	// smaller packages would each cost the fill's time. So does a package
	// below the size its fixed cost allows (fullSpeed): each of a
	// scheduler's smaller packages would pay the fixed cost again.
	if size < l.fullSpeed(u) && !unknown {
		size = max(size, min(l.even(u, s, remaining, absolute), remaining))
	}
	size = max(size, min(me.full, remaining))
	// Nor does it take the probes due: grown to its fill, a package may
	// hold all that remains, and a unit of unknown speed that asks after
	// it would find nothing to probe, launch after launch, while another
	// unit's prior, predicted from the unit's ratio alone (scale), stays
	// as wrong as it was. Its probe fits its budget (or the launch's
	// first request would have left it out: screen) and costs u nothing
	// where u's package takes its fill's time whatever it holds; the
	// time rule below, and the next unit's, keep the work-groups left
	// for it from a unit that would end them later than it.
	if due := l.dueProbes(u); due > 0 && size > remaining-due && remaining > due {
		size = remaining - due
	}
	// Nor does a package leave a runt: what remains after it, when below
	// the fill of every unit that may take it, costs whichever unit takes
	// it a fill's time for less work; the package takes it too (HGuided's
	// and Sigmoid's last packages on GPUs filled by many work-groups).
	if r := remaining - size; r > 0 && r < l.smallestFill() {
		size = remaining
	}
	// With resident data, the part of u's package that its holding gives
	// and no other unit would take (moving its data would end it later
	// than u) is not refused: the others' finish without u would include
	// that move, which the range rule predicts, and refusing u would only
	// leave the work for a unit that moves it.
	hold := 0
	if l.keeps != nil {
		hold = min(size, l.keeps(u))
	}
	// The others' finish of everything that remains, without u. They
	// share it at their speeds, but none ends before the work it has in
	// flight, and the first to take a package ends it no sooner than a
	// full one allows.
	var so, lo, tail float64
	grain := math.Inf(1)
	for j := range l.units {
		if j == u || !l.against(u, j) {
			continue
		}
		lj := l.left(j, s[j], absolute)
		if absolute {
			// A unit still building takes work from when it is
			// predicted to join (delay): until then it counts as busy.
			lj += s[j] * l.delay(j)
		}
		so += s[j]
		lo += lj
		tail = max(tail, lj/s[j])
		grain = min(grain, (lj+float64(l.units[j].full))/s[j])
	}
	n := size
	mine := l.left(u, s[u], absolute) / s[u]
	if so > 0 {
		others := max((float64(remaining)+lo)/so, tail, grain)
		if mine+extra+max(fixed, took(size)) > (others+slack)*(1+1e-9) {
			n = min(size, int(math.Floor((others+slack-mine-extra)/bet*s[u]+1e-9)))
			if hold == 0 && (n < me.full || mine+extra+fixed > (others+slack)*(1+1e-9)) {
				if step, ok := l.probeOn(u, f, s, bet, size0, mine+extra, others); ok {
					return step
				}
				if len(me.flight) == 0 {
					// The others' finish only comes nearer as they take
					// the rest: u sits out the rest of the launch, unless
					// another unit builds (leave).
					held := l.leave(u, extra+max(fixed, took(me.full)), absolute)
					me.note = guardNote{kind: noteLate, abs: absolute, held: held, n: max(size, me.full), bet: bet, t: [3]float64{mine + extra + max(fixed, took(size)), others}}
				}
				return 0
			}
			n = max(n, hold)
			if n < size {
				me.note = guardNote{kind: noteCut, abs: absolute, n: size, cut: n, bet: bet, t: [3]float64{others}}
			}
		}
	}
	// The rest at once: while every other unit that may take work is
	// re-probed (measured slower than u, the fastest, in earlier
	// launches, it sat out since and is measured again; or its first
	// package, unmeasured, ran in an earlier launch and its prior ranks it
	// slower), u takes what
	// remains in one package, less the smallest packages of the
	// re-probes not handed out yet. A re-probe measures a unit for the
	// launches after; splitting the rest of the launch between u's
	// packages (HGuided halves its packages while another unit works)
	// would only add u's fixed costs for its sake. A unit that never ran
	// a package of the computation is not a re-probe: its prior may rank
	// it far too low, and u's smaller packages leave it the rest once its
	// probe measures it (in the launch of its first package too: a probe
	// follows it there).
	if !unknown && n > 0 && n < remaining && u == f {
		if due, ok := l.probesOnly(u, s); ok {
			n = max(n, remaining-due)
		}
	}
	if unknown && n > 0 {
		me.probed = true
	}
	return n
}

// probeOn is the package of unit u, which the bet would leave out, when
// its measured speed is a bound (probeOnly): a probe of twice its largest
// package (at most size), predicted at that speed (or its cost model,
// when shorter) with no bet, handed out when it fits u's probe budget
// (ProbeShare of the fastest unit f's predicted launch, plus its credit)
// and ends by the others' finish plus that budget; one at a time (0, true
// while one is in flight). ok is false where the rule does not apply, and
// a probe over the budget leaves u out as a probe does. from is when u's
// work in flight and closing end (seconds from now), others the others'
// predicted finish.
func (l *guardLaunch) probeOn(u, f int, s []float64, bet float64, size int, from, others float64) (n int, ok bool) {
	me := &l.units[u]
	largest, bound := l.probeOnly(u)
	if !bound || !(bet > 1) || !(s[u] > 0) || !(s[f] > 0) {
		return 0, false
	}
	if len(me.flight) > 0 {
		return 0, true
	}
	step := max(me.full, min(size, 2*largest))
	t := float64(step) / s[u]
	if me.cost.known() {
		t = min(t, me.cost.time(float64(step)))
	}
	whole := float64(max(l.groups, l.units[f].full))/s[f] + l.built(f)
	budget := probebudget.Budget(l.share, whole, me.credit)
	if t > budget || from+t > (others+budget)*(1+1e-9) {
		held := l.leave(u, t, true)
		me.note = guardNote{kind: noteProbeOn, abs: true, held: held, n: step, t: [3]float64{t, budget, others}}
		return 0, true
	}
	return step, true
}

// unknown tells whether unit u is probed before it gets more work: its
// speed on the kernel was never measured, or it sat out the launches
// before (its speed may have been a hiccup, or have changed), and it was
// not measured in this launch; not a unit whose sibling is measured, nor
// any where all units are siblings.
func (l *guardLaunch) unknown(u int) bool {
	me := &l.units[u]
	return (me.known == 0 || me.satOut) && !l.measured(u) && (me.own || !(l.pooled(u) > 0) && !l.alike)
}

// dueProbes is the work-groups of the probes due to the units other than
// u that may take work and have not been handed theirs: of unknown speed
// (unknown), not building their program, with no package handed out or
// measured in the launch.
func (l *guardLaunch) dueProbes(u int) int {
	due := 0
	for j := range l.units {
		v := &l.units[j]
		if j != u && v.untouched() && !v.probed && l.unknown(j) {
			due += v.full
		}
	}
	return due
}

// untouched tells whether the unit may take work (not left out, not
// building its program) and has had no package in the launch (none in
// flight, none ended).
func (v *guardUnit) untouched() bool {
	return !v.out && !v.building && v.count == 0 && len(v.flight) == 0
}

// probesOnly tells whether every unit other than u that may take work is
// a re-probe (unknown, with a speed measured before it sat out, or a
// package run in an earlier launch: its first, unmeasured) predicted
// slower than u (speeds s), with due the work-groups of the smallest
// packages of those not handed their probe yet. False when there is
// none.
func (l *guardLaunch) probesOnly(u int, s []float64) (due int, ok bool) {
	for j := range l.units {
		v := &l.units[j]
		if j == u || v.out {
			continue
		}
		if !l.unknown(j) || !(v.known > 0 || v.ran) || !(s[j] < s[u]) {
			return 0, false
		}
		ok = true
		if !v.probed {
			due += v.full
		}
	}
	return due, ok
}

// even is unit u's even part of the work: of the remaining work-groups
// and those the open units have in flight, its share by the predicted
// speeds s, less what it has in flight (rounded up, and all that remains
// when it would leave less than any other open unit's fill); 0 when that
// is none.
func (l *guardLaunch) even(u int, s []float64, remaining int, absolute bool) int {
	var sum, work float64
	least := remaining + 1 // the smallest fill of the others
	for j := range l.units {
		if j != u && l.units[j].out {
			continue
		}
		sum += s[j]
		work += l.left(j, s[j], absolute)
		if absolute {
			work += s[j] * l.delay(j) // busy until it joins (decide)
		}
		if j != u {
			least = min(least, l.units[j].full)
		}
	}
	if !(sum > 0) {
		return 0
	}
	e := math.Ceil((float64(remaining)+work)*s[u]/sum - l.left(u, s[u], absolute) - 1e-9)
	if !(e > 0) {
		return 0
	}
	if n := int(min(e, float64(remaining))); remaining-n >= least {
		return n
	}
	// What it would leave is below the others' fills: a package of its
	// own would cost as much as a fill.
	return remaining
}

// fullSpeed is the smallest package unit u runs at full speed: its fill,
// or, where the launch's costs by place are known (placed) and its cost
// model knows a fixed cost per package c and a time per work-group a
// (fixedcost.go), the package whose fixed cost is at most ProbeShare of
// its time (c ≤ share·(c + a·g)) when that is larger, up to the largest
// package it measured (the model's line is not extrapolated). Without
// the costs by place, a line through two packages reads their places'
// costs as a fixed cost, and the fill stands.
func (l *guardLaunch) fullSpeed(u int) int {
	me := &l.units[u]
	c, a, ok := l.line(u)
	if !ok {
		return me.full
	}
	g := min(me.cost.large.Groups, c*(1-l.share)/(a*l.share))
	return max(me.full, int(math.Ceil(g)))
}

// smallestFill is the smallest fill of the units that may take work.
func (l *guardLaunch) smallestFill() int {
	least := math.MaxInt
	for _, v := range l.units {
		if !v.out {
			least = min(least, v.full)
		}
	}
	return least
}

// guessing tells whether a unit other than u that may take work has only
// a guessed speed on the kernel: none measured in this launch or the
// launches before (or it sat them out since), and no power given.
func (l *guardLaunch) guessing(u int) bool {
	for j, v := range l.units {
		if j != u && l.against(u, j) && v.guessed && !l.measured(j) && (v.own || !(l.pooled(j) > 0)) && (v.known == 0 || v.satOut) {
			return true
		}
	}
	return false
}

// ratio is the bet: how many times slower than the most powerful open unit
// u is, by the powers the launch started with. When those are given or
// measured in earlier launches and the launch's costs by place are not
// known, they decide: unlike speeds measured within the launch, on
// work-groups of unlike cost, they do not rank equal devices apart. When
// they are a guess (nominal peaks, other kernels' speeds), or the costs
// are known (the Commander counts work in units of the mean work-group's
// cost, so a speed measured anywhere holds everywhere), a measurement that
// bets less wins: the bet is at most the ratio of the measured speeds (in
// this launch, else in earlier launches) of the open units that have one
// to u's, each net of its fixed cost per package where the costs are known
// (workRate): powers measured in earlier launches are rates, which a unit
// whose packages were small pays its fixed cost in, and a bet of tens on
// such a unit cuts its packages to where the fixed cost is all they
// measure. So a unit measured faster than its guess says is not kept out
// by the guess. Against a guess (only), the measurement also sets
// contradicted. A unit not measured yet does not count in that ratio (u's
// packages grow no faster than its measurements meanwhile, see guessing);
// a measured speed of zero, NaN or infinity counts as none.
func (l *guardLaunch) ratio(u int) (bet float64, contradicted bool) {
	me := &l.units[u]
	top := me.power
	for j, v := range l.units {
		if l.against(u, j) {
			top = max(top, v.power)
		}
	}
	bet = max(1, top/me.power)
	if mine := l.workRate(u); mine > 0 && (me.guessed || l.placed) {
		fast := mine
		for j := range l.units {
			if l.against(u, j) {
				fast = max(fast, l.workRate(j))
			}
		}
		if m := fast / mine; m < bet {
			bet, contradicted = m, me.guessed
		}
	}
	return bet, contradicted
}

// probeOnly tells whether unit u's speed on the kernel, measured (rate),
// is mostly its fixed cost per package (its submission, its hand-off to
// the workers, its copies' latency), a bound on its rate rather than a
// measure of it: every package it ran of the computation (in this launch
// and in the costs remembered from earlier ones) was no larger than its
// fill, or its packages of two sizes put at least half of the largest's
// time in the fixed cost (costModel: c >= a·g, a larger package that took
// no longer included). largest is the most work-groups one of them held.
func (l *guardLaunch) probeOnly(u int) (largest int, ok bool) {
	me := &l.units[u]
	g := max(me.most, me.cost.large.Groups)
	if !(g > 0) || !(l.rate(u) > 0) {
		return 0, false
	}
	return int(g), me.cost.bound(g, me.full)
}

// reprobeOn is the re-probe of unit u, which sat out the launches before,
// where its speed when it last took part was a bound (probeOnly, on the
// packages remembered from then), and a package larger than its largest
// fits its probe budget of budget seconds: the largest that does, up to
// twice its largest package and size, predicted at the largest package's
// time per work-group (an affine cost, c + a·g, takes at most k times as
// long for k times the work-groups). ok is false where the rule does not
// apply: the unit is then probed as any unit that sat out.
func (l *guardLaunch) reprobeOn(u, size int, budget float64) (step int, ok bool) {
	me := &l.units[u]
	lg := me.before.large
	if !me.satOut || !(me.known > 0) || !lg.ok() || !(budget > 0) || !me.before.bound(lg.Groups, me.full) {
		return 0, false
	}
	g := min(2*lg.Groups, float64(size), math.Floor(lg.Groups*budget/lg.Seconds))
	if !(g > lg.Groups) || g < float64(me.full) {
		return 0, false
	}
	return int(g), true
}

// line is unit u's cost model's fixed cost c (seconds) and time per
// work-group a, where the launch's costs by place are known (placed) and
// the model knows both, positive and finite: a package of g work-groups
// takes c + a·g. fullSpeed and the bet (workRate) trust the model only
// there.
func (l *guardLaunch) line(u int) (c, a float64, ok bool) {
	me := &l.units[u]
	if !l.placed || !me.cost.known() {
		return 0, 0, false
	}
	c, a = me.cost.line()
	return c, a, c > 0 && a > 0 && !math.IsInf(c, 0) && !math.IsInf(a, 0)
}

// workRate is unit u's measured speed on the kernel's work, net of its
// fixed cost per package: 1/a by its cost model (line) where that is
// known and faster, else its measured speed (rate); 0 when it has none.
// The bet ranks units by it: a unit whose packages are mostly their fixed
// cost (small packages on a device that pays a submission, a thread
// hand-off, a scheduling delay for each) is not taken for one that
// computes slowly, which would cut its packages to where the fixed cost
// is all they measure.
func (l *guardLaunch) workRate(u int) float64 {
	r := l.rate(u)
	if _, a, ok := l.line(u); ok && r > 0 {
		return max(r, 1/a)
	}
	return r
}

// rate is unit u's measured speed on the kernel, work-groups per second:
// in this launch, else in the launches before it (unless it sat them
// out); 0 when it has none.
func (l *guardLaunch) rate(u int) float64 {
	v := &l.units[u]
	switch {
	case l.measured(u):
		if r := v.groups / v.busy.Seconds(); r > 0 && !math.IsInf(r, 0) {
			return r
		}
	case !v.own && l.pooled(u) > 0:
		if r := l.pooled(u); !math.IsInf(r, 0) {
			return r
		}
	case v.known > 0 && !v.satOut:
		return v.known
	}
	return 0
}

// fastest is the unit with the highest predicted speed among those that
// take work (the first on ties).
func (l *guardLaunch) fastest(s []float64) int {
	f := -1
	for i := range s {
		if !l.units[i].out && (f < 0 || s[i] > s[f]) {
			f = i
		}
	}
	return f
}

// alone tells whether u is the only unit that can take work.
func (l *guardLaunch) alone(u int) bool {
	for j := range l.units {
		if j != u && !l.units[j].out {
			return false
		}
	}
	return true
}

// short tells the guard that unit u's package of n work-groups, granted,
// went out with got work-groups instead (0: none): the range rule
// (locality.go) found less that u may take, or gave it a run whole, or
// the free work-groups after the package's first are taken. Its
// record in flight becomes what went out, or goes, so that no package
// that never ran holds the unit's next decisions or is matched to
// another's end; and a head that got nothing ends there, so that the
// units held for it are not held for good.
func (l *guardLaunch) short(u, n, got int) {
	me := &l.units[u]
	// What did not go out is the scheduler's work that no unit holds,
	// as the work the guard cuts is: a scheduler that sizes one share
	// per unit (Static) does not offer it again, and any unit may take it
	// (grant's spill).
	l.cut += max(0, n-got)
	if k := len(me.flight); k > 0 && me.flight[k-1].groups == n {
		if got > 0 {
			me.flight[k-1].groups = got
		} else {
			me.flight = me.flight[:k-1]
		}
	}
	if got > 0 || !me.heading {
		return
	}
	me.heading = false
	if l.heading(u) {
		l.headAt++
	}
}

// forced records a package of n work-groups handed to unit u at now
// without the guard's judgement (work no scheduler gives any live unit,
// handed out as it is: commander.next), so that its end is measured and
// the packages after it are matched to their own ends.
func (l *guardLaunch) forced(u, n int, now time.Duration) {
	l.now = max(l.now, now)
	l.handed(u, n)
}

func (l *guardLaunch) handed(u, n int) {
	if n > 0 {
		l.units[u].flight = append(l.units[u].flight, guardFlight{n, l.now})
		if l.units[u].note.kind == noteTaken {
			l.units[u].note = guardNote{}
		}
	}
}

// noProfile is the held time (completed) of a package whose device kept
// no profile of it: a failed one, a simulator's.
const noProfile time.Duration = -1

// heldOnDevice is the time p's device held its kernel between its
// submission and its start, from its profile (Prof.Start - Prof.Submit):
// where PoCL compiles a kernel for a work-group size it has not met
// (tens to hundreds of milliseconds), and where a kernel waits on the
// device for its copies in; noProfile without a profile.
func heldOnDevice(p Package) time.Duration {
	if p.Prof.End == 0 || p.Prof.Submit == 0 || p.Prof.Start < p.Prof.Submit {
		return noProfile
	}
	return time.Duration(p.Prof.Start - p.Prof.Submit)
}

// completed records unit u's oldest package in flight as ended at end. It
// ran from the later of its hand-out and u's previous end (transfers and
// queueing included); a failed one is dropped unmeasured. held is the
// time its device held its kernel between submission and start
// (heldOnDevice; noProfile where the device keeps no profile), which a
// unit's first package of a computation is measured net of (Guard). moved
// tells that, with resident data, the package moved data a package of its
// holding would have found on the device: it counts in u's speed, not in
// its cost model (Guard, locality).
func (l *guardLaunch) completed(u int, end, held time.Duration, failed, moved bool) {
	me := &l.units[u]
	l.now = max(l.now, end)
	if len(me.flight) == 0 {
		return
	}
	head := me.flight[0]
	me.flight = me.flight[1:]
	from := max(head.at, me.lastEnd)
	me.lastEnd = max(me.lastEnd, end)
	if me.heading {
		l.moved = l.moved || (moved && l.resident)
		l.headed(u, head.groups, from, end, failed)
		return
	}
	if failed || end <= from {
		return
	}
	if me.fresh {
		// Its first package of the computation: its time may include
		// the kernel's compile at its first enqueue, which a device
		// does between the kernel's submission and its start. On host
		// memory in place nothing else comes between them, so the
		// package is measured net of that time; on a device with memory
		// of its own the kernel waits there for its copies in too, so
		// the package is not measured, and a probe follows (decide).
		me.fresh, me.first = false, true
		if !me.host || held < 0 || end-from-held <= 0 {
			me.warmed = 1
			return
		}
		from += held
	}
	l.moved = l.moved || (moved && l.resident)
	g := float64(max(head.groups, me.full))
	me.groups += g
	me.busy += end - from
	me.count++
	if me.before.known() {
		me.expect += me.before.time(g)
	}
	me.most = max(me.most, g)
	if l.trial.unit == u+1 {
		l.trial.measured(int(g), (end - from).Seconds())
	}
	if l.trial.of == u+1 {
		l.trial.ran((end - from).Seconds())
	}
	if !(moved && l.resident) {
		me.cost.add(PackageTime{g, (end - from).Seconds()})
	}
}

// onDevice records a package (or a piece of one) of g work-groups that
// unit u ran on its device from start to end (Package.Start, End: its
// kernel's time on the device, its copies and waits excluded), whatever
// the guard granted, its first package of the computation included (a
// compile is the host's, not the device's).
func (l *guardLaunch) onDevice(u, g int, start, end time.Duration) {
	me := &l.units[u]
	if g <= 0 || end <= start || end <= me.deviceTo {
		return
	}
	me.device += end - max(start, me.deviceTo)
	me.deviceTo = end
	me.devGroups += g
}

// deviceSpeed is unit u's work-groups per second of its packages' time on
// its device in this launch (onDevice); 0: none ran. Its packages'
// copies, their waits in its queue, and its fixed cost per package on
// the host are not in it, so its launch alone cannot run faster: a bound
// from below on the launch's time (weigh.go).
func (l *guardLaunch) deviceSpeed(u int) float64 {
	me := &l.units[u]
	if me.device <= 0 {
		return 0
	}
	return float64(me.devGroups) / me.device.Seconds()
}

// closedAfter records what ending the launch cost unit u (Closing).
func (l *guardLaunch) closedAfter(u int, d time.Duration) {
	if d >= 0 {
		l.units[u].closed = d.Seconds()
	}
}

// speeds are the units' speeds measured in the launch, work-groups per
// second of busy time; 0 for a unit that ran nothing. With resident data
// a unit's speed is its siblings' pooled with its own (Guard, locality).
func (l *guardLaunch) speeds() []float64 {
	sp := make([]float64, len(l.units))
	for i := range l.units {
		switch {
		case !l.measured(i):
		case l.resident:
			sp[i] = l.pooled(i)
		default:
			sp[i] = l.confirmed(i)
		}
	}
	return sp
}

// confirmed is unit u's speed measured in the launch, to remember: its
// work-groups over its busy time; but when its packages were all at most
// half its largest of the computation (a probe) and took no longer than
// its cost model predicted, the probe confirms the model, and the speed
// is its largest package's, if higher: a probe's speed, which carries a
// fixed cost over little work, does not rank the unit lower than its
// speed on the packages it ran before.
func (l *guardLaunch) confirmed(u int) float64 {
	v := &l.units[u]
	sp := v.groups / v.busy.Seconds()
	if b := v.before; b.known() && 2*v.most <= b.large.Groups && v.busy.Seconds() <= v.expect {
		sp = max(sp, b.large.Groups/b.time(b.large.Groups))
	}
	return sp
}

// remember is what the launch leaves for the next launch of the
// computation, after old: the speeds it measured (a unit that ran
// nothing keeps its old one, or none), the launches each unit sat out in a row (ran no
// package: the guard left it out, or the others took everything) and the
// probe credit they earned it (ProbeShare of each one's time, the span
// from the launch's start to the last end of a unit that took part with
// more than a probe or an unmeasured first package, halved for each
// launch in a row in which the unit ran its probe and nothing more:
// probebudget.Rate).
func (l *guardLaunch) remember(old Memory) Memory {
	n := len(l.units)
	m := Memory{Speeds: l.speeds(), SatOut: make([]int, n), Packages: make([]int, n), Credit: make([]float64, n), Misses: make([]int, n), Closing: make([]float64, n),
		Smallest: make([]PackageTime, n), Largest: make([]PackageTime, n)}
	// The launch's time on which the units that sat it out earn credit,
	// without the probes (probebudget.Span): a unit's part is more than a
	// probe where it ran a measured package beyond a probe, and the
	// launch's span is the latest end of any unit's (retryLost).
	ends, more := make([]float64, n), make([]bool, n)
	var span time.Duration
	for i, u := range l.units {
		span = max(span, u.lastEnd)
		ends[i], more[i] = u.lastEnd.Seconds(), u.count > 0 && !(u.probed && u.count+u.warmed <= 1)
	}
	work := probebudget.Span(ends, more)
	// judged tells whether a unit other than u ran more than a probe: a
	// probe of u and nothing more is a miss only then, when the launch
	// gave the work to the others rather than to u.
	judged := func(u int) bool {
		for j, m := range more {
			if j != u && m {
				return true
			}
		}
		return false
	}
	for i, u := range l.units {
		m.Packages[i] = u.count + u.warmed
		m.Smallest[i], m.Largest[i] = u.cost.small, u.cost.large
		if i < len(old.Packages) {
			m.Packages[i] += old.Packages[i]
		}
		if m.Speeds[i] == 0 && i < len(old.Speeds) {
			m.Speeds[i] = old.Speeds[i]
		}
		switch {
		case u.count > 0 && u.closed >= 0:
			m.Closing[i] = u.closed
		case i < len(old.Closing):
			m.Closing[i] = old.Closing[i]
		}
		switch {
		case u.probed && u.count+u.warmed <= 1 && judged(i):
			m.Misses[i] = u.misses + 1 // its probe and nothing more
		case u.probed && u.count+u.warmed <= 1:
			// Its probe was all the launch had for it (the launch fitted
			// in the probe, or it took the whole launch while the others
			// built): no unit ran more, so the launch judged no one.
			m.Misses[i] = u.misses
		case u.count+u.warmed == 0 && !u.probed:
			m.Misses[i] = u.misses
		case u.heads > 0 && u.count == u.heads && u.warmed == 0:
			// Its head and nothing more: a measurement the weighing
			// credit paid for, as a probe is one the probe credit paid
			// for, which says nothing of whether the unit's work helps
			// the launch: it neither adds to the count nor resets it.
			m.Misses[i] = u.misses
		case old.CoresRetry == i+1:
			m.Misses[i] = u.misses // a retry's second launch: its first judged it (oncores.go)
		case l.retryLost(i, old, span):
			m.Misses[i] = u.misses + 1 // it took part again, and the launch lost
		}
		switch {
		case u.count+u.warmed == 0 && !u.probed && (u.note.kind == noteWeigh || u.note.kind == noteTrialCut):
			// Left out for another unit's launch alone (the weighing's
			// trial, weigh.go; cut or not, trial.go): not judged, so not
			// sat out; what it had stands.
			if i < len(old.SatOut) && i < len(old.Credit) {
				m.SatOut[i], m.Credit[i] = old.SatOut[i], old.Credit[i]
			}
		case u.count+u.warmed == 0 && !u.probed:
			m.SatOut[i] = 1
			m.Credit[i] = probebudget.Earn(u.credit, probebudget.Rate(l.share, u.misses), work)
			if i < len(old.SatOut) {
				m.SatOut[i] += old.SatOut[i]
			}
		}
	}
	l.weighed(&m, old)
	return m
}

// retryLost tells whether unit u took part in the launch again after
// sitting out the launches before (the weighing left it out, weigh.go,
// until its credit paid), and the launch, its packages ending span after
// its start, took longer than the fastest unit measured alone takes for
// it: the retry lost, and counts as a miss, as a probe that found the
// unit too slow does (probebudget.Rate: its next credit accrues at half
// the rate). A retry costs more than the loss the weighing predicted for
// it where data kept on the devices move for it, there and in the
// launches after, which the weighing does not measure (weighed); the
// backoff bounds what such retries cost over n launches by log n
// retries, whatever each costs. A retry that wins resets the count.
func (l *guardLaunch) retryLost(u int, old Memory, span time.Duration) bool {
	me := &l.units[u]
	if me.count+me.warmed == 0 || u >= len(old.SatOut) || old.SatOut[u] == 0 {
		return false
	}
	o := fastestAlone(old.Alone, u)
	return o >= 0 && span.Seconds() > float64(l.groups)/old.Alone[o]
}

// powers are the units' measured speeds, normalised, for a scheduler
// that sizes its packages from the powers it was given, when those were
// a guess: measurement over nominal figures (ratio). Nil while the guard
// is off (the papers' behaviour), while the powers were not a guess, or
// while a unit that may take work has no measured speed; a unit left out
// counts as its measured speed, or 0.
func (l *guardLaunch) powers() []float64 {
	if !l.on {
		return nil
	}
	p := make([]float64, len(l.units))
	sum := 0.0
	for i, u := range l.units {
		if !u.guessed {
			return nil
		}
		p[i] = l.rate(i)
		if p[i] == 0 && !u.out {
			return nil
		}
		sum += p[i]
	}
	if !(sum > 0) || math.IsInf(sum, 0) {
		return nil
	}
	for i := range p {
		p[i] /= sum
	}
	return p
}

// notes are the guard's decisions per unit, for the launch's report:
// their figures, formatted when the report is read (GuardNote).
func (l *guardLaunch) notes() []GuardNote {
	out := make([]GuardNote, len(l.units))
	for i := range l.units {
		out[i] = l.noteOf(i)
	}
	return out
}
