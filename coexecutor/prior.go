package coexecutor

import (
	"math"
	"slices"
	"strconv"

	"github.com/gosycl/gosycl/coexecutor/internal/nominal"
	"github.com/gosycl/gosycl/sycl"
)

// This file holds what a launch knows of its units' speeds before it
// starts: the speeds measured in earlier launches of the same computation,
// the lowest relative speeds other computations showed, or the devices'
// nominal peaks.

// guess is the units' relative speeds on a computation never measured:
// each unit's lowest speed relative to the fastest unit over the
// computations measured so far, or, before any, the devices' nominal
// peaks (nominal).
func (ce *Coexecutor) guess() []float64 {
	n := len(ce.units)
	g := make([]float64, n)
	ce.mu.Lock()
	for _, m := range ce.history {
		h := m.Speeds
		if len(h) != n {
			continue
		}
		top := slices.Max(h)
		if slices.Contains(h, 0) || !(top > 0) {
			continue
		}
		for i, x := range h {
			if r := x / top; g[i] == 0 || r < g[i] {
				g[i] = r
			}
		}
	}
	ce.mu.Unlock()
	if !slices.Contains(g, 0) {
		return g
	}
	devs := make([]*sycl.Device, n)
	for i, u := range ce.units {
		devs[i] = u.dev
	}
	return nominalPeaks(devs)
}

// nominalPeaks is the devices' nominal peaks, relative: their nominal float
// lanes (nominal.Lanes) × clock. A clock the device does not report
// counts as the fastest reported one.
func nominalPeaks(devs []*sycl.Device) []float64 {
	clock := 0
	for _, d := range devs {
		clock = max(clock, d.Info().ClockMHz)
	}
	out := make([]float64, len(devs))
	for i, d := range devs {
		c := d.Info().ClockMHz
		if c <= 0 {
			c = max(1, clock)
		}
		out[i] = nominal.Lanes(d) * float64(c)
	}
	return out
}

// Memory is what a Coexecutor remembers of a computation between its
// launches, per unit: what the Guard measured. The zero Memory is a
// computation never launched.
type Memory struct {
	// Speeds are work-groups per second of busy time, transfers
	// included; 0 where never measured.
	Speeds []float64
	// SatOut counts the launches in a row the unit sat out unmeasured.
	SatOut []int
	// Packages counts the packages the unit ran, over the launches: its
	// first, which may not be measured (guardPrior.Fresh), and those its
	// speeds were measured on.
	Packages []int
	// Credit is the probe budget in seconds each unit earned in the
	// launches it sat out in a row (Guard).
	Credit []float64
	// Misses counts, per unit, the launches in a row in which it ran
	// its probe and nothing more while another unit ran more, or took
	// part again after sitting out and the launch lost to the fastest
	// unit alone: each halves the credit it earns sitting out (Guard). A
	// launch in which it ran its head and nothing more leaves the count;
	// one it took part in otherwise resets it.
	Misses []int
	// Closing is what taking part cost each unit at the end of the last
	// launch it took part in, in seconds (guardPrior.Closing).
	Closing []float64
	// Smallest and Largest are the smallest and the largest package each
	// unit ran of the computation (the latest of each size): the Guard
	// learns a unit's fixed cost per package from them (costModel).
	Smallest, Largest []PackageTime
	// Alone is, per unit, the speed in work-groups per second of the
	// launch's time of the launches of the computation that the unit ran
	// entirely, and Joint that of its co-executed ones, each averaged
	// over launches (launchmean.Add); AloneRuns and JointRuns count
	// the launches each average holds, up to launchmean.Memory; 0 where none
	// was measured. Weighing is the credit, in seconds, earned towards
	// running a unit alone to weigh it (the guard's weighing, weigh.go).
	Alone           []float64
	AloneRuns       []int
	Joint, Weighing float64
	JointRuns       int
	// WeighMisses counts the trials alone in a row that the weighing
	// credit paid for and that did not show their unit the fastest way
	// to run the launch (cut at their limit, not weighed, or weighed
	// slower): each halves the share of a launch's time the credit earns
	// (weigh.go).
	WeighMisses int
	// Solo is, per unit, its speed in the head it ran alone at the start
	// of a launch (head.go), work-groups per second net of its fixed cost
	// per package, SoloFixed that fixed cost in seconds; 0 where none was
	// measured. SoloBound tells, per unit, that its head's two packages
	// took as long as each other (no time per work-group measured: both
	// mostly a fixed cost), or the larger took longer per work-group (a
	// stall), so that Solo is the faster package's speed, a bound on its
	// speed alone, not a measure of it (head.go).
	Solo, SoloFixed []float64
	SoloBound       []bool
	// HeadLast is, per unit whose last head measured only a bound, the
	// package of its head's last two whose speed is that bound (the
	// larger, unless a stall slowed it): its next head goes on from it
	// (head.go); the zero PackageTime where none.
	HeadLast []PackageTime
	// OnDevice is, per unit, its speed on its device in the last launch
	// it ran packages in: work-groups per second of its packages' time
	// on the device, their copies, their waits and its fixed cost per
	// package on the host excluded (0 where none was measured). Its
	// launch alone cannot be faster, save by the cores others took from
	// it (OnDeviceShared): a bound, which the weighing uses where nothing
	// better predicts the unit alone (weigh.go).
	OnDevice []float64
	// OnDeviceShared is, per unit that computes on the host's cores (on
	// host memory, not a GPU: guardPrior.Cores), the units computing on
	// them, itself included, that ran packages in the launch its
	// OnDevice was measured in; 1 (or 0) for any other unit. Units that
	// share cores take them from one another: one of k such units is
	// taken to run at least 1/k of its speed alone, so that its launch
	// alone may be k times faster than OnDevice says (Memory.onDevice).
	OnDeviceShared []int
	// LinkSpeed is, per unit whose packages moved data over a measured
	// link (Pipeline's default measures it: pieces.go), by copies with a
	// byte count or through USM regions (usesMove), the work-groups per
	// second its link carries of the data they moved, in the direction
	// that moved more (copies in and out may run at once); 0 where none
	// was measured. Its launch alone moves the same data per
	// work-group: it cannot run faster (Memory.onDevice). Where the
	// launch's costs by place are known (Costs), a work-group is a unit
	// of work, as OnDevice counts it (a work-group of the range's mean
	// cost): a package of costly work-groups, a sparse matrix's long
	// rows, moves more per work-group than one of cheap ones.
	LinkSpeed []float64
	// CoSpeeds is, per unit, its speed (as Speeds) in the last launch in
	// which it ran beside another unit; 0 where none was measured. The
	// weighing's bet (Memory.bet) compares units there, where they slowed
	// one another alike: a speed measured alone, unhindered, against one
	// measured sharing cores or memory would count the second unit slower
	// than it is, and keep it from the trial that would show it fastest.
	CoSpeeds []float64
	// OnCores is, per unit that computes on the host's cores, the speed
	// (as Alone's) of the launches in which it was the only such unit
	// to take work beyond a head, alone or beside units that compute
	// elsewhere, averaged over launches (launchmean.Add), and OnCoresRuns
	// the launches each average holds; 0 where none was measured. The
	// guard gives a launch's work to one such unit (oncores.go) by them.
	OnCores     []float64
	OnCoresRuns []int
	// TrialAgain is 1 + the unit whose trial alone ran the last launch and
	// took over launchmean.Spike times what its own packages predicted:
	// the launch stalled (weigh.go). It runs the next launch alone too,
	// and the faster of the two measures it; 0: none.
	TrialAgain int
	// CoresRetry is 1 + the unit on the host's cores whose retry ran the
	// last launch and was not weighed (its data moved to it, weigh.go):
	// it runs the next launch too, which measures it (oncores.go); 0:
	// none.
	CoresRetry int
	// Moved tells that, with data kept on the devices, a package of the
	// last launch moved data its unit's holding would have had, and
	// AloneBy is the unit that ran the last launch alone, plus one (0:
	// co-executed, or none ran) (weigh.go).
	Moved   bool
	AloneBy int
	// held is the work-groups each unit ran, when the data stay on the
	// devices (the range rule, locality.go).
	held *holding
}

// soloKnown tells whether unit u's head measured its solo speed.
func (m Memory) soloKnown(u int) bool {
	return u < len(m.Solo) && u < len(m.SoloFixed) && speedOK(m.Solo[u])
}

// onDevice is the bound on unit u's speed alone that its speed on its
// device gives (Memory.OnDevice), times the units that shared its cores
// when it was measured (Memory.OnDeviceShared), and no more than its link
// carries its data (Memory.LinkSpeed): a launch alone runs its kernels
// and moves its data, and neither ends before the device or the link
// has done its part; 0 where none was measured.
func (m Memory) onDevice(u int) float64 {
	if u < len(m.OnDevice) && speedOK(m.OnDevice[u]) {
		k := 1
		if u < len(m.OnDeviceShared) {
			k = max(k, m.OnDeviceShared[u])
		}
		s := m.OnDevice[u] * float64(k)
		if u < len(m.LinkSpeed) && speedOK(m.LinkSpeed[u]) {
			s = math.Min(s, m.LinkSpeed[u])
		}
		return s
	}
	return 0
}

// bet is the weighing's bet on unit u's bound on its launch alone: the
// fastest unit's speed in co-execution over u's (Memory.CoSpeeds), at
// least 1, and 1 where u's was never measured. It is the guard's bet on a
// package (Guard) applied to a launch: a unit k times slower than the
// fastest in co-execution must beat the launch as weighed even if its
// launch alone runs k times as long as its bound says. A bound from a
// part of an irregular range (mandelbrot's cheap rows) may be far below
// the whole's time; the bet keeps such a unit from a trial that costs
// many launches, and leaves the fastest unit's trial as it was.
func (m Memory) bet(u int) float64 {
	if u >= len(m.CoSpeeds) || !speedOK(m.CoSpeeds[u]) {
		return 1
	}
	b := 1.0
	for _, s := range m.CoSpeeds {
		if speedOK(s) {
			b = math.Max(b, s/m.CoSpeeds[u])
		}
	}
	return b
}

// headLast is the last package of unit u's head that measured only a
// bound (Memory.HeadLast); ok is false where none.
func (m Memory) headLast(u int) (p PackageTime, ok bool) {
	if m.soloBound(u) && u < len(m.HeadLast) && m.HeadLast[u].ok() {
		return m.HeadLast[u], true
	}
	return PackageTime{}, false
}

// soloBound tells whether unit u's head measured only a bound on its
// solo speed (Memory.SoloBound).
func (m Memory) soloBound(u int) bool {
	return m.soloKnown(u) && u < len(m.SoloBound) && m.SoloBound[u]
}

// known tells whether every unit's speed was measured.
func (m Memory) known() bool {
	return len(m.Speeds) > 0 && len(m.Packages) == len(m.Speeds) && !slices.Contains(m.Speeds, 0)
}

// Known tells whether every unit's speed was measured: the speeds are
// then the launch's powers.
func (m Memory) Known() bool { return m.known() }

// guardPriors is what the guard knows of setup's units before a launch:
// their powers, what earlier launches of the computation measured (mem),
// and the packages that fill them.
func guardPriors(setup Setup, mem Memory) []guardPrior {
	ps := make([]guardPrior, len(setup.Units))
	for i, u := range setup.Units {
		ps[i] = guardPrior{Power: u.Power, Full: fill(u), Guessed: setup.PowersUnknown, Model: model(u), Resident: setup.Resident, HostMemory: u.HostMemory, Cores: u.HostMemory && !u.GPU,
			Fresh: !(i < len(mem.Packages) && mem.Packages[i] > 0), NoBuild: u.noBuild, GivesBack: u.GivesBack}
		if i < len(mem.Speeds) && i < len(mem.Packages) && mem.Packages[i] > 0 {
			ps[i].Speed = mem.Speeds[i]
		}
		if i < len(mem.SatOut) {
			ps[i].SatOut = mem.SatOut[i]
		}
		if i < len(mem.Credit) {
			ps[i].Credit = mem.Credit[i]
		}
		if i < len(mem.Misses) {
			ps[i].Misses = mem.Misses[i]
		}
		if i < len(mem.Closing) {
			ps[i].Closing = mem.Closing[i]
		}
		if i < len(mem.Smallest) && i < len(mem.Largest) {
			ps[i].Small, ps[i].Large = mem.Smallest[i], mem.Largest[i]
		}
	}
	return ps
}

// model tells u's device model apart for the Guard's siblings: devices
// of the same name, type, compute units and fill are of one model and run
// a kernel at the same speed. A unit without a device name is a model of
// its own.
func model(u UnitInfo) string {
	if u.Device == "" {
		return ""
	}
	// fmt.Sprintf("%s\x00%t\x00%d\x00%d", …), without fmt: every launch
	// makes one per unit.
	b := make([]byte, 0, len(u.Device)+32)
	b = append(append(b, u.Device...), 0)
	b = append(strconv.AppendBool(b, u.GPU), 0)
	b = append(strconv.AppendInt(b, int64(u.ComputeUnits), 10), 0)
	b = strconv.AppendInt(b, int64(fill(u)), 10)
	return string(b)
}
