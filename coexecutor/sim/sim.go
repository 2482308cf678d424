// Package sim is a deterministic discrete-event simulator of co-execution:
// one kernel launch split across simulated devices by the real schedulers
// of package coexecutor, in virtual time.
//
// Run drives a coexecutor.Policy's Scheduler (and its Assigner, when it
// has one) through the real Commander (coexecutor.Dispatcher): each unit asks for a
// package when it is idle and keeps up to InFlight packages submitted
// (its device runs them one after another, in order); when nothing is free
// but work is in flight a unit with packages waits for its oldest, and a
// unit without any waits for the next completion anywhere; a unit stops
// when no work is left and nothing is in flight. Completions reach the
// scheduler with their Submit, Start and End times in virtual time, and a
// profile on the device's clock (Package.Prof: submitted at the package's
// hand-out, started once its copies in and a first package's compile are
// done), so schedulers that measure speeds see the simulated devices as
// an OpenCL device's profile shows them.
//
// A Device has a speed (work-groups per second at full occupancy), a
// per-package latency, a transfer cost per work-group, an occupancy size
// (smaller packages take as long as that many work-groups) and a jitter.
// Each device copies over a link of its own, or, with Launch.SharedLink,
// all take turns on one host link. With Launch.Resident the data stay on
// the devices between the launches of Iterate, as the Coexecutor keeps
// buffers (coexecutor.KeepOutputs): a device copies only the work-groups'
// data it did not compute in the previous launch, and the halos beside
// its packages (Device.Halo), or everything the others computed
// (Device.Gather).
// A Profile gives the cost of each work-group: Regular, Irregular
// (mandelbrot-like), Ray (clustered), Increasing (Rap-like), Hubs (a
// sparse matrix's longest rows first) or Replay of a recorded trace; with
// Launch.DataFollowCost a work-group's copies scale with its cost. Same
// Launch, same Seed: same Result.
//
// Where it departs from a Coexecutor: a package's Start, from which the
// guard takes a unit's speed on its device (coexecutor.Memory.OnDevice),
// is when its copies in began, where a Coexecutor's is its End less its
// time on the device; the Commander is told no link, so
// coexecutor.Memory.LinkSpeed stays unknown and packages are not cut into
// pieces by the link rule; and a device runs its packages one after
// another, copies included, with no copy of one overlapping another's
// compute.
//
// Iterate runs the same launch again and again with one Policy, as an
// iterative program does: schedulers that learn across launches keep their
// history, and powers are learned from measured throughput as the
// Coexecutor does when it is given none.
//
// RunCluster predicts a launch across the nodes of a cluster
// (coexecutor/cluster): nodes of GPUs joined by a network of a given
// bandwidth and latency (cluster.go).
package sim

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
)

// Device is a simulated device.
type Device struct {
	Name string
	// Model is the device's model name, what the Coexecutor knows a
	// device by (coexecutor.UnitInfo.Device: devices of one model, type
	// and compute units are siblings of the guard, run at one speed); ""
	// means Name.
	Model        string
	GPU          bool
	ComputeUnits int

	// Speed is the work-groups per second the device runs at full
	// occupancy, on work-groups of the profile's mean cost.
	Speed float64
	// Occupancy is the number of work-groups it takes to fill the device:
	// a package of g < Occupancy work-groups takes as long as Occupancy
	// work-groups of the same mean cost would. 0 means the fill FillItems
	// gives, else ComputeUnits.
	Occupancy int
	// FillItems, for a GPU without Occupancy, is the work-items each
	// compute unit holds when it runs at its full rate: a package of
	// fewer work-items per compute unit (and at least one work-group
	// each) takes as long as one of that many, in the launch's
	// work-groups of LocalSize items; 0 means one work-group per compute
	// unit. The Coexecutor is told the fill it gives (UnitInfo.Occupancy),
	// as it derives it from what a GPU reports (coexecutor's fill rule),
	// unless Unreported.
	FillItems int
	// Unreported tells that the GPU reports nothing the Coexecutor's fill
	// rule derives its fill from: the Coexecutor counts one work-group per
	// compute unit, whatever fills the simulated device.
	Unreported bool
	// Latency is each package's fixed cost on the device's queue (launch,
	// synchronisation, bookkeeping).
	Latency time.Duration
	// Transfer is the cost of moving one work-group's inputs in and
	// outputs back, paid on the device's queue.
	Transfer time.Duration
	// Init is paid once per launch before the device's first package
	// (inputs reaching the device); with Launch.Resident, in the first
	// launch only.
	Init time.Duration
	// First is paid by the device's first package of the computation
	// (in the first launch of Iterate, or of Run), on top of its
	// Latency: an OpenCL implementation that compiles the kernel for a
	// work-group size at its first enqueue (PoCL does), or a driver that
	// loads the program at its first launch.
	First time.Duration
	// Build is the time the device's program takes to build, from the
	// first launch's start (of Run, or Iterate's first): until then the
	// device takes no work, and joins the launch when it is built, as
	// the Coexecutor's units do (a launch does not wait for a build:
	// one that ends first leaves the rest of the build to the next
	// launch of Iterate). 0: built before the launch.
	Build time.Duration
	// GivesBack tells that, when a device joins a launch late (Build),
	// the device's packages in flight give back the work-groups they
	// have not started (a package's work-groups start evenly over its
	// compute time; one queued behind another keeps its first), as the
	// Coexecutor's native device does with the guard on.
	GivesBack bool
	// Halo, with Launch.Resident, is paid for each end of a package whose
	// neighbouring work-group another device computed in the previous
	// launch (or nobody: the first launch), by a kernel that reads the
	// data beside its own (a stencil's rows above and below).
	Halo time.Duration
	// Gather, with Launch.Resident, is paid before the device's first
	// package of a launch after the first, per work-group another device
	// computed in the previous launch, by a kernel whose every work-item
	// reads what every work-group computed (an all-pairs N-body step).
	Gather time.Duration
	// Jitter is the relative standard deviation of a package's compute
	// time (log-normal, mean 1); 0 is none.
	Jitter float64
	// Nominal is the device's nominal peak, relative to the others'
	// (the Coexecutor's guess before anything is measured: compute units
	// × lanes × clock); 0 counts as the smallest given, or 1.
	Nominal float64
	// HostMemory tells that the device computes on host memory in place
	// (coexecutor.UnitInfo.HostMemory), a CPU.
	HostMemory bool
	// Contended is how many times slower the device runs while a device
	// it shares the host with runs a package: a HostMemory device while
	// any other device's package runs (their copies take the host
	// memory's bandwidth, or its cores), any other device while a
	// HostMemory device's package runs (its copies, which the host makes
	// through pinned staging memory, wait for the cores and the memory
	// that device computes on). It progresses at 1/Contended of its
	// speed while they run, as a fluid; 0 or 1: not slowed.
	Contended float64
	// ContendedTail is added to each package of the device that starts
	// while a device that slows it (Contended) has a package in flight:
	// a CPU implementation's command ends when its last thread ends, and
	// a thread the host's other work preempts delays it by a scheduling
	// quantum, whatever the package's size.
	ContendedTail time.Duration
	// TailChance is the chance, in (0, 1], that a package of the device
	// that starts while a device that slows it has a package in flight
	// ends ContendedTail later (drawn per package, from the launch's
	// seed); 0 means 1: every one.
	TailChance float64
	// WakeSlow is how many times slower the device computes until Wake
	// into each launch, as a fluid: a device idle between launches
	// (its threads asleep, its cores at a low clock) runs the packages
	// at a launch's start, heads among them, below its speed, the
	// launch alone too (TAlone). 0 or 1: not slowed.
	WakeSlow float64
	Wake     time.Duration
}

// occupancy is the work-groups of lws work-items that fill d.
func (d Device) occupancy(lws int) int {
	switch {
	case d.Occupancy > 0:
		return d.Occupancy
	case d.FillItems > 0 && lws > 0:
		c := max(1, d.ComputeUnits)
		return c * max(1, (d.FillItems+lws-1)/lws)
	}
	return max(1, d.ComputeUnits)
}

// Launch is one simulated kernel launch.
type Launch struct {
	Groups    int     // work-groups in the launch
	LocalSize int     // work-items per work-group (a package's Size is Groups×LocalSize); 256 if 0
	Cost      Profile // Regular{} if nil
	Devices   []Device
	// Powers are the powers the scheduler is given (normalised here);
	// nil gives the devices' Nominal peaks, as a Coexecutor without hints
	// does on its first launch (Iterate then learns them, as the
	// Coexecutor does).
	Powers   []float64
	InFlight int // packages a unit keeps submitted; 2 if 0, as coexecutor.InFlight
	Seed     int64
	// SharedLink makes the devices' transfers (Init, and each package's
	// Transfer) take turns on one host link, in the order the packages
	// are handed out: the GPUs of one host copy through its memory and
	// PCIe root. A package's compute starts when its transfer ends. Off,
	// each device has a link of its own.
	SharedLink bool
	// Guard is the Coexecutor's guard (coexecutor.UseGuard): the zero
	// value is the default, on.
	Guard coexecutor.Guard
	// Resident keeps the data where they were computed between the
	// launches of Iterate. A package's Transfer is paid only for its
	// work-groups that its device did not compute in the previous launch
	// (all of them in the first), plus the device's Halo for each end of
	// the package next to a work-group another device computed, and
	// Gather before the device's first package; Init is paid in the first
	// launch only. The devices alone (TAlone, and so Speedup and HE) are
	// measured in the steady state too: their data on the device, no
	// copies.
	Resident bool
	// DataFollowCost makes each work-group's Transfer (and what
	// Resident copies of it) scale with its cost, normalised to a mean of
	// 1: a kernel whose costly work-groups are costly because they read
	// more (a sparse matrix's long rows move their nonzeros). Off, every
	// work-group moves the same.
	DataFollowCost bool
	// KnownCosts gives the Coexecutor the work-groups' costs
	// (coexecutor.Setup.Costs), as a user who knows them does; none when
	// every work-group is free (a Coexecutor refuses costs all zero).
	KnownCosts bool
}

// Result is what a simulated launch did. Times are in seconds.
type Result struct {
	Policy   string
	T        float64   // T_co: the launch's time (the last package's end)
	TDevice  []float64 // T_i: when unit i's last package ended (0 if it had none)
	Packages []int     // packages per unit
	Groups   []int     // work-groups per unit
	Busy     []float64 // time each device spent running packages
	Powers   []float64 // the powers the scheduler was given

	TAlone  []float64 // T_i^alone: the whole launch as one package on device i (Device.First apart)
	Balance float64   // min T_i / max T_i over the units that did work
	Speedup float64   // S = T_best / T_co, T_best = min T_i^alone
	Smax    float64   // Σ T_best / T_i^alone
	HE      float64   // heterogeneous efficiency S / Smax

	Trace []coexecutor.Package // every package, by ID
	// Guard is the guard's decision per unit (coexecutor.UnitReport.Guard).
	Guard []string
	// Heads is what each unit's head measured (coexecutor.UnitReport.Head).
	Heads []string
	// Memory is what a Coexecutor remembers of the computation after
	// the launch (given what it remembered before).
	Memory coexecutor.Memory
}

// TotalPackages is the number of packages of the launch.
func (r Result) TotalPackages() int {
	n := 0
	for _, p := range r.Packages {
		n += p
	}
	return n
}

// Run simulates one launch with a policy.
func Run(p coexecutor.Policy, l Launch) (Result, error) {
	pr, err := prepare(l)
	if err != nil {
		return Result{}, err
	}
	return pr.run(p, pr.powers(nil), coexecutor.Memory{}, l.Powers == nil, l.Seed, nil)
}

// Iterate simulates n launches of the same computation with one policy
// (the same work-group costs, a different jitter each time), as an
// iterative program makes them: the policy keeps whatever it learns
// across launches, and, as a Coexecutor does, the guard of each launch
// after the first knows the speeds measured before, which are the
// scheduler's powers too when the Launch gives none.
func Iterate(p coexecutor.Policy, l Launch, n int) ([]Result, error) {
	pr, err := prepare(l)
	if err != nil {
		return nil, err
	}
	var out []Result
	var mem coexecutor.Memory
	var owner []int // Resident: the unit that computed each work-group in the last launch
	for i := 0; i < n; i++ {
		powers, unknown := pr.powers(nil), l.Powers == nil
		if l.Powers == nil && mem.Known() {
			powers, unknown = pr.powers(mem.Speeds), false
		}
		r, err := pr.run(p, powers, mem, unknown, l.Seed+int64(i)*1_000_003, owner)
		if err != nil {
			return out, fmt.Errorf("sim: launch %d: %w", i, err)
		}
		mem = r.Memory
		out = append(out, r)
		if l.Resident {
			owner = owners(r.Trace, l.Groups)
		}
	}
	return out, nil
}

// owners returns, for each work-group, the unit whose package ran it.
func owners(trace []coexecutor.Package, groups int) []int {
	o := make([]int, groups)
	for _, p := range trace {
		for g := p.FirstGroup; g < p.FirstGroup+p.Groups; g++ {
			o[g] = p.Unit
		}
	}
	return o
}

// copies is what device ui copies for a package of work-groups [lo, hi)
// with resident data, owner being who computed each work-group in the
// previous launch (nil: the first launch, whose data are on the host).
func (pr *prepared) copies(ui int, d Device, lo, hi int, owner []int) time.Duration {
	away := func(g int) bool { return owner == nil || owner[g] != ui }
	n := 0.0
	for g := lo; g < hi; g++ {
		if away(g) {
			n += pr.moved(g, g+1)
		}
	}
	t := time.Duration(math.Round(n * float64(d.Transfer)))
	if lo > 0 && away(lo-1) {
		t += d.Halo
	}
	if hi < pr.l.Groups && away(hi) {
		t += d.Halo
	}
	return t
}

// gathered is what device ui copies before its first package of a launch
// with resident data: Gather per work-group another unit computed.
func (pr *prepared) gathered(ui int, d Device, owner []int) time.Duration {
	if owner == nil || d.Gather == 0 {
		return 0
	}
	n := 0
	for _, o := range owner {
		if o != ui {
			n++
		}
	}
	return time.Duration(n) * d.Gather
}

// prepared is a launch with its costs worked out, to run many times.
type prepared struct {
	l      Launch
	lws    int
	prefix []float64 // prefix sums of the normalised costs
	alone  []float64
	best   float64
	smax   float64
	setup  coexecutor.Setup
	ran    []bool // the devices that ran a package of the computation (Device.First)
	// built is how long each device's build has run before the next
	// launch starts (Device.Build).
	built []time.Duration
}

func prepare(l Launch) (*prepared, error) {
	if l.Groups < 0 {
		return nil, fmt.Errorf("sim: %d work-groups", l.Groups)
	}
	if len(l.Devices) == 0 {
		return nil, errors.New("sim: no devices")
	}
	if l.Powers != nil && len(l.Powers) != len(l.Devices) {
		return nil, fmt.Errorf("sim: %d powers for %d devices", len(l.Powers), len(l.Devices))
	}
	for i, d := range l.Devices {
		if !(d.Speed > 0) || math.IsInf(d.Speed, 0) {
			return nil, fmt.Errorf("sim: device %d (%s): speed %v", i, d.Name, d.Speed)
		}
		if d.Latency < 0 || d.First < 0 || d.Build < 0 || d.Transfer < 0 || d.Init < 0 || d.Halo < 0 || d.Gather < 0 || d.Jitter < 0 || d.ContendedTail < 0 || d.Wake < 0 || d.WakeSlow < 0 {
			return nil, fmt.Errorf("sim: device %d (%s): negative cost", i, d.Name)
		}
		if !(d.TailChance >= 0 && d.TailChance <= 1) {
			return nil, fmt.Errorf("sim: device %d (%s): tail chance %v outside [0, 1]", i, d.Name, d.TailChance)
		}
	}
	if l.InFlight == 0 {
		l.InFlight = 2
	}
	if l.InFlight < 0 {
		return nil, fmt.Errorf("sim: InFlight %d", l.InFlight)
	}
	if l.Cost == nil {
		l.Cost = Regular{}
	}
	pr := &prepared{l: l, lws: l.LocalSize, ran: make([]bool, len(l.Devices)), built: make([]time.Duration, len(l.Devices))}
	if pr.lws <= 0 {
		pr.lws = 256
	}
	var err error
	if pr.prefix, err = prefixCosts(l.Cost, l.Groups, l.Seed); err != nil {
		return nil, err
	}
	pr.alone = make([]float64, len(l.Devices))
	for i, d := range l.Devices {
		// Its compute starts once its latency and its copies are done:
		// with Launch.Resident, the steady state, its data are all on
		// the device already.
		c, from := pr.compute(d, 0, l.Groups), (d.Init+d.Latency).Seconds()+pr.moved(0, l.Groups)*d.Transfer.Seconds()
		if l.Resident {
			from = d.Latency.Seconds()
		}
		pr.alone[i] = from + c + fluidLoss(d.WakeSlow, c, from, d.Wake.Seconds())
		if i == 0 || pr.alone[i] < pr.best {
			pr.best = pr.alone[i]
		}
	}
	for _, a := range pr.alone {
		if a > 0 {
			pr.smax += pr.best / a
		}
	}
	pr.setup = coexecutor.Setup{Groups: l.Groups, Resident: l.Resident}
	if l.KnownCosts && pr.prefix[l.Groups] > 0 {
		pre := pr.prefix
		pr.setup.Costs = func(lo, hi int) float64 { return pre[hi] - pre[lo] }
	}
	return pr, nil
}

// fluidLoss is the time that work taking work at full speed, starting at
// from, loses to running at 1/f of its speed until until (f > 1), as a
// fluid: a contended device (Device.Contended) or a waking one
// (Device.WakeSlow). Any consistent unit of time.
func fluidLoss(f, work, from, until float64) float64 {
	if !(f > 1) || until <= from || work <= 0 {
		return 0
	}
	return min(work*(f-1), (until-from)*(1-1/f))
}

// moved is the work-groups' worth of data that work-groups [lo, hi) move:
// their count, or with Launch.DataFollowCost their normalised cost.
func (pr *prepared) moved(lo, hi int) float64 {
	if hi <= lo {
		return 0
	}
	if pr.l.DataFollowCost {
		return pr.prefix[hi] - pr.prefix[lo]
	}
	return float64(hi - lo)
}

// compute is the compute time of work-groups [lo, hi) on d.
func (pr *prepared) compute(d Device, lo, hi int) float64 {
	g := hi - lo
	if g <= 0 {
		return 0
	}
	work := pr.prefix[hi] - pr.prefix[lo]
	occ := float64(d.occupancy(pr.lws))
	return work / d.Speed * max(1, occ/float64(g))
}

// powers are the normalised powers for a launch: the Launch's, else the
// history's, else the devices' nominal peaks.
func (pr *prepared) powers(history []float64) []float64 {
	n := len(pr.l.Devices)
	p := make([]float64, n)
	switch {
	case pr.l.Powers != nil:
		copy(p, pr.l.Powers)
	case history != nil:
		copy(p, history)
	default:
		low := math.Inf(1)
		for _, d := range pr.l.Devices {
			if d.Nominal > 0 {
				low = min(low, d.Nominal)
			}
		}
		if math.IsInf(low, 1) {
			low = 1
		}
		for i, d := range pr.l.Devices {
			p[i] = d.Nominal
			if !(p[i] > 0) {
				p[i] = low
			}
		}
	}
	sum := 0.0
	for _, x := range p {
		if x > 0 && !math.IsInf(x, 0) {
			sum += x
		}
	}
	for i := range p {
		if sum > 0 && p[i] > 0 && !math.IsInf(p[i], 0) {
			p[i] /= sum
		} else if sum > 0 {
			p[i] = 0
		} else {
			p[i] = 1 / float64(n)
		}
	}
	return p
}

// deviceEpoch is where the devices' clocks stand at virtual time 0, in
// nanoseconds: a package's profile (coexecutor.Package.Prof) is on a
// device's clock, whose epoch is the device's own, never 0.
const deviceEpoch int64 = 1e9

// unit states
const (
	asking   = iota // will ask the Commander at t
	awaiting        // waits for its oldest package, ending at t
	draining        // finished: waits for its packages to end
	parked          // no packages, nothing free: waits for any completion
	held            // as parked, and asks at t at the latest (Dispatcher.WakeAt)
	building        // its program builds until t (Device.Build)
	done
)

type simUnit struct {
	state   int
	t       time.Duration
	seq     int
	pending []coexecutor.Package
	freeAt  time.Duration // the device's queue is busy until then
	started bool
	asked   bool // it made its first request
}

// run simulates one launch: the scheduler gets powers (a guess when
// unknown), the guard what earlier launches measured (mem); with
// resident data, owner is who computed each work-group in the previous
// launch (nil: none before).
func (pr *prepared) run(pol coexecutor.Policy, powers []float64, mem coexecutor.Memory, unknown bool, seed int64, owner []int) (Result, error) {
	l := pr.l
	n := len(l.Devices)
	setup := pr.setup
	setup.PowersUnknown = unknown
	setup.Units = make([]coexecutor.UnitInfo, n)
	for i, d := range l.Devices {
		setup.Units[i] = coexecutor.UnitInfo{Device: cmp.Or(d.Model, d.Name), GPU: d.GPU, ComputeUnits: d.ComputeUnits, Power: powers[i], HostMemory: d.HostMemory, GivesBack: d.GivesBack && !l.Guard.Off}
		switch {
		case !d.GPU:
			// A CPU's occupancy is its own (the native device's workers
			// share a work-group's items: 1), as the Coexecutor tells it.
			setup.Units[i].Occupancy = d.occupancy(pr.lws)
		case d.FillItems > 0 && d.Occupancy == 0 && !d.Unreported:
			// A GPU's fill, as the Coexecutor derives it from what the
			// GPU reports; otherwise one work-group per compute unit.
			setup.Units[i].Occupancy = d.occupancy(pr.lws)
		}
	}
	sched, err := pol.New(setup)
	if err != nil {
		return Result{}, err
	}
	if sched == nil {
		return Result{}, fmt.Errorf("sim: policy %s made no scheduler", pol.Name())
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 0x5eed))
	tails := rand.New(rand.NewPCG(uint64(seed), 0x7a11)) // Device.TailChance's draws, apart from the jitter's
	var now time.Duration                                // the event being simulated: the guard's clock
	c, err := coexecutor.NewDispatcher(setup, sched, l.Guard, mem, func() time.Duration { return now })
	if err != nil {
		return Result{}, err
	}
	res := Result{
		Policy:   pol.Name(),
		TDevice:  make([]float64, n),
		Packages: make([]int, n),
		Groups:   make([]int, n),
		Busy:     make([]float64, n),
		Powers:   powers,
		TAlone:   pr.alone,
		Smax:     pr.smax,
	}
	units := make([]simUnit, n)
	seq := 0
	schedule := func(u *simUnit, state int, t time.Duration) {
		u.state, u.t, u.seq = state, t, seq
		seq++
	}
	for i := range units {
		schedule(&units[i], asking, 0)
		if b := l.Devices[i].Build; b > pr.built[i] {
			c.Build(i, -pr.built[i])
			schedule(&units[i], building, b-pr.built[i])
		}
	}
	wake := func(t time.Duration) {
		for i := range units {
			if u := &units[i]; u.state == parked || u.state == held && u.t > t {
				schedule(u, asking, t)
			}
		}
	}
	handed := 0
	// giveBack makes the packages in flight of the devices that give
	// back keep the work-groups started by t (at least one) and give
	// back the rest (the Coexecutor does so as a unit joins late).
	giveBack := func(t time.Duration) {
		for h := range units {
			hu := &units[h]
			if !l.Devices[h].GivesBack || l.Guard.Off {
				continue
			}
			for k := range hu.pending {
				p := &hu.pending[k]
				if p.End <= t || p.Groups < 2 {
					continue
				}
				// One queued behind another keeps its first work-group,
				// as the Coexecutor's does (a stop cuts at a work-group
				// after the first).
				keep := max(1, int(math.Ceil(float64(p.Groups)*float64(t-p.Start)/float64(p.End-p.Start))))
				if keep >= p.Groups {
					continue
				}
				c.GiveBack(*p, keep)
				handed -= p.Groups - keep
				end := p.Start + time.Duration(float64(p.End-p.Start)*float64(keep)/float64(p.Groups))
				shift := p.End - end
				p.Groups, p.Size, p.End = keep, keep*pr.lws, end
				for j := k + 1; j < len(hu.pending); j++ {
					hu.pending[j].Start -= shift
					hu.pending[j].End -= shift
				}
				hu.freeAt -= shift
				if hu.state == awaiting || hu.state == draining {
					hu.t = hu.pending[0].End
				}
			}
		}
	}
	// timed gives the units told to wait the time the guard set them, if
	// any: they ask then, unless something wakes them before.
	timed := func() {
		at, ok := c.WakeAt()
		if !ok {
			return
		}
		for i := range units {
			if u := &units[i]; u.state == parked || u.state == held && u.t > at {
				schedule(u, held, max(at, now))
			}
		}
	}
	var linkFree time.Duration // SharedLink: the link is busy until then
	// Contention (Device.Contended), as fluid rates: a unit progresses at
	// 1/Contended of its speed while a unit that slows it runs a package
	// (slows). accounted[h] is how far the others' packages were taken
	// into account for unit h.
	accounted := make([]time.Duration, len(units))
	slows := func(j, h int) bool {
		return j != h && l.Devices[h].Contended > 1 && (l.Devices[h].HostMemory || l.Devices[j].HostMemory)
	}
	othersUntil := func(ui int) time.Duration {
		var e time.Duration
		for j := range units {
			if slows(j, ui) && len(units[j].pending) > 0 {
				e = max(e, units[j].pending[len(units[j].pending)-1].End)
			}
		}
		return e
	}
	// slowdown is the time work of d uncontended seconds that starts at
	// from loses when others run until until: it progresses at 1/f while
	// they do.
	slowdown := func(f float64, d, from, until time.Duration) time.Duration {
		return time.Duration(fluidLoss(f, float64(d), float64(from), float64(until)))
	}
	// contend re-times the packages in flight of the units ui slows when
	// ui's package runs from s to e.
	contend := func(ui int, s, e time.Duration) {
		for h := range units {
			hu := &units[h]
			f := l.Devices[h].Contended
			if !slows(ui, h) || len(hu.pending) == 0 {
				continue
			}
			from := max(s, accounted[h])
			k := 0
			for k < len(hu.pending) && hu.pending[k].End <= from {
				k++
			}
			if k == len(hu.pending) {
				continue
			}
			last := hu.pending[len(hu.pending)-1].End
			extra := slowdown(f, last-max(from, hu.pending[k].Start), max(from, hu.pending[k].Start), e)
			hu.pending[k].End += extra
			for j := k + 1; j < len(hu.pending); j++ {
				hu.pending[j].Start += extra
				hu.pending[j].End += extra
			}
			hu.freeAt += extra
			accounted[h] = min(e, hu.pending[len(hu.pending)-1].End)
			if extra > 0 && (hu.state == awaiting || hu.state == draining) {
				hu.t = hu.pending[0].End
			}
		}
	}
	for {
		// The next event: the earliest, the first scheduled among equals.
		ui := -1
		for i := range units {
			u := &units[i]
			if u.state == done || u.state == parked {
				continue
			}
			if ui < 0 || u.t < units[ui].t || (u.t == units[ui].t && u.seq < units[ui].seq) {
				ui = i
			}
		}
		if ui < 0 {
			break
		}
		u := &units[ui]
		now = u.t
		switch u.state {
		case building:
			idle := c.Remaining() == 0
			for j := range units {
				idle = idle && len(units[j].pending) == 0
			}
			if idle {
				// The launch ended before the build: the rest of it
				// goes on into the next launch.
				pr.built[ui] += secs(res.T)
				u.state = done
				continue
			}
			pr.built[ui] = l.Devices[ui].Build
			giveBack(u.t)
			c.Join(ui)
			schedule(u, asking, u.t)
			wake(u.t)
		case held:
			schedule(u, asking, u.t)
		case asking:
			first, size, id, v := c.Next(ui)
			firstRequest := !u.asked
			u.asked = true
			switch v {
			case coexecutor.HandOut:
				d := l.Devices[ui]
				p := coexecutor.Package{ID: id, Unit: ui, FirstGroup: first, Groups: size,
					Offset: first * pr.lws, Size: size * pr.lws, Submit: u.t}
				start := max(u.t, u.freeAt)
				transfer := time.Duration(math.Round(pr.moved(first, first+size) * float64(d.Transfer)))
				init := d.Init
				if l.Resident {
					transfer = pr.copies(ui, d, first, first+size, owner)
					if init = pr.gathered(ui, d, owner); owner == nil {
						init = d.Init
					}
				}
				if !u.started {
					if l.SharedLink {
						transfer += init
					} else {
						start += init
					}
					u.started = true
				}
				j := 1.0
				if d.Jitter > 0 {
					j = math.Exp(d.Jitter*rng.NormFloat64() - d.Jitter*d.Jitter/2)
				}
				if l.SharedLink && transfer > 0 {
					start = max(start, linkFree)
					linkFree = start + transfer
				}
				if !pr.ran[ui] {
					transfer += d.First
					pr.ran[ui] = true
				}
				c := pr.compute(d, first, first+size) * j
				c += fluidLoss(d.WakeSlow, c, (start + transfer + d.Latency).Seconds(), d.Wake.Seconds())
				dur := transfer + d.Latency + time.Duration(math.Round(c*1e9))
				if d.Contended > 1 {
					until := othersUntil(ui)
					dur += slowdown(d.Contended, dur, start, until)
					if until > start && d.ContendedTail > 0 && (d.TailChance == 0 || d.TailChance >= 1 || tails.Float64() < d.TailChance) {
						dur += d.ContendedTail // a wait, which nothing slows
					}
					accounted[ui] = max(accounted[ui], min(until, start+dur))
				}
				p.Start, p.End = start, start+max(dur, 1)
				// Its profile on the device's clock: submitted at its
				// hand-out, started once its copies in (and a first
				// package's compile) are done.
				p.Prof = sycl.Profile{Queued: deviceEpoch + int64(u.t), Submit: deviceEpoch + int64(u.t),
					Start: deviceEpoch + int64(min(start+transfer, p.End)), End: deviceEpoch + int64(p.End)}
				contend(ui, p.Start, p.End)
				u.freeAt = p.End
				u.pending = append(u.pending, p)
				handed += p.Groups
				if len(u.pending) >= l.InFlight {
					schedule(u, awaiting, u.pending[0].End)
				} else {
					schedule(u, asking, u.t)
				}
			case coexecutor.Wait:
				if len(u.pending) > 0 {
					schedule(u, awaiting, u.pending[0].End)
				} else {
					u.state = parked
				}
			case coexecutor.Finished:
				wake(u.t)
				if len(u.pending) > 0 {
					schedule(u, draining, u.pending[0].End)
				} else {
					u.state = done
				}
			}
			if firstRequest || c.Stirred() {
				// As the drivers do: a unit's first request, answered or
				// not, lets the units parked before it ask again, as does
				// a request after which the guard lets units it held or
				// left out take work.
				wake(u.t)
			}
		case awaiting, draining:
			p := u.pending[0]
			u.pending = u.pending[1:]
			c.Completed(p, nil)
			res.Trace = append(res.Trace, p)
			res.Packages[ui]++
			res.Groups[ui] += p.Groups
			res.Busy[ui] += (p.End - p.Start).Seconds()
			res.TDevice[ui] = max(res.TDevice[ui], p.End.Seconds())
			res.T = max(res.T, p.End.Seconds())
			switch {
			case u.state == awaiting:
				schedule(u, asking, p.End)
			case len(u.pending) > 0:
				schedule(u, draining, u.pending[0].End)
			default:
				u.state = done
			}
			// The units waiting for any completion ask after this one,
			// which goes on asking without a wake-up.
			wake(p.End)
		}
		timed()
	}
	if handed != l.Groups || c.Remaining() != 0 {
		return res, fmt.Errorf("sim: %s: %d of %d work-groups handed out, %d left", pol.Name(), handed, l.Groups, c.Remaining())
	}
	sortByID(res.Trace)
	res.Guard, res.Heads, res.Memory = c.Guard(), c.Heads(), c.Remember(mem)
	minT, maxT := -1.0, 0.0
	for i, t := range res.TDevice {
		if res.Packages[i] == 0 {
			continue
		}
		if minT < 0 || t < minT {
			minT = t
		}
		maxT = max(maxT, t)
	}
	if maxT > 0 {
		res.Balance = minT / maxT
	}
	if res.T > 0 {
		res.Speedup = pr.best / res.T
	}
	if res.Smax > 0 {
		res.HE = res.Speedup / res.Smax
	}
	return res, nil
}

// prefixCosts returns the prefix sums of the profile's costs scaled to a
// mean of 1. The built-in profiles' are kept for later launches of the
// same shape (they are pure functions of the profile, size and seed).
func prefixCosts(p Profile, groups int, seed int64) ([]float64, error) {
	key := costKey{p, groups, seed}
	cacheable := false
	switch p.(type) {
	case Regular, Irregular, Ray, Increasing, Hubs:
		cacheable = true
		costCache.Lock()
		pre, ok := costCache.m[key]
		costCache.Unlock()
		if ok {
			return pre, nil
		}
	}
	costs := p.Costs(groups, rand.New(rand.NewPCG(uint64(seed), 0xc057)))
	if len(costs) != groups {
		return nil, fmt.Errorf("sim: profile %s gave %d costs for %d work-groups", p.Name(), len(costs), groups)
	}
	sum := 0.0
	for _, c := range costs {
		if !(c >= 0) || math.IsInf(c, 0) {
			return nil, fmt.Errorf("sim: profile %s: cost %v", p.Name(), c)
		}
		sum += c
	}
	scale := 1.0 // every work-group free: only latencies and transfers remain
	if sum > 0 {
		scale = float64(groups) / sum
	}
	pre := make([]float64, groups+1)
	for i, c := range costs {
		pre[i+1] = pre[i] + c*scale
	}
	if cacheable {
		costCache.Lock()
		if len(costCache.m) >= 64 {
			clear(costCache.m)
		}
		costCache.m[key] = pre
		costCache.Unlock()
	}
	return pre, nil
}

type costKey struct {
	p      Profile
	groups int
	seed   int64
}

var costCache = struct {
	sync.Mutex
	m map[costKey][]float64
}{m: map[costKey][]float64{}}

func sortByID(ps []coexecutor.Package) {
	// Completion order is nearly ID order: insertion sort.
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && ps[j].ID < ps[j-1].ID; j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// Report turns the result into a coexecutor.Report (for its String and
// WriteTrace).
func (r Result) Report(devices []Device) *coexecutor.Report {
	rep := &coexecutor.Report{Policy: r.Policy, Total: secs(r.T), Balance: r.Balance, Packages: r.Trace}
	rep.Units = make([]coexecutor.UnitReport, len(r.Packages))
	var maxBusy time.Duration
	for i := range rep.Units {
		u := &rep.Units[i]
		if i < len(devices) {
			u.Device = devices[i].Name
		}
		if i < len(r.Powers) {
			u.Power = r.Powers[i]
		}
		u.LastEnd = secs(r.TDevice[i])
		maxBusy = max(maxBusy, secs(r.Busy[i]))
	}
	for _, p := range r.Trace {
		u := &rep.Units[p.Unit]
		if u.Packages == 0 || p.Start < u.FirstStart {
			u.FirstStart = p.Start
		}
		u.Packages++
		u.Items += p.Items()
		u.Busy += p.Duration()
	}
	for i := range rep.Units {
		if u := &rep.Units[i]; u.Busy > 0 {
			u.Throughput = float64(u.Items) / u.Busy.Seconds()
		}
	}
	if n := len(r.Trace); n > 0 && rep.Total > maxBusy {
		rep.Overhead = (rep.Total - maxBusy) / time.Duration(n)
	}
	return rep
}

func secs(s float64) time.Duration { return time.Duration(math.Round(s * 1e9)) }
