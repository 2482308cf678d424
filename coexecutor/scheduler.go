package coexecutor

import (
	"fmt"
	"math"
)

// A Policy makes the scheduler of each launch: *Static, *Dynamic,
// *HGuided, *Sigmoid, *Adaptive, *Mash, *Memorizing, *ProfileStatic, or
// one of your own. The Commander asks the scheduler how large the next
// package of a unit should be, and tells it when packages complete.
//
// The policies of this package are structs whose exported fields are
// their knobs, the zero value of each meaning its documented default
// (&HGuided{} is Nozal & Bosque's HGuided with k = 2); New refuses a
// value out of its documented range. Those that remember across launches
// (Mash, Memorizing, ProfileStatic) remember per Coexecutor: New takes a
// copy of the knobs with a memory of its own, so one value may configure
// several Coexecutors.
type Policy interface {
	Name() string
	New(s Setup) (Scheduler, error)
}

// Setup is what a scheduler knows of a launch.
type Setup struct {
	Groups int        // work-groups in the launch (G)
	Units  []UnitInfo // one per coexecution unit
	// PowersUnknown tells that no powers were given or measured: the
	// units' Power is an equal split, a guess (the first launch of a
	// computation on a Coexecutor without Powers or PowerHint).
	PowersUnknown bool
	// Resident tells that the launch's data stay on the devices between
	// launches (buffers with KeepOutputs, the default): a split that
	// moves work-groups from one unit to another moves their data too.
	Resident bool
	// Costs, when not nil, gives the relative cost of work-groups
	// [lo, hi) (any scale; finite, not negative, not all zero), asked
	// for each of at most 4096 parts of the range before the launch
	// starts: the Commander then counts work in units of the mean
	// work-group's cost (a package of work-groups twice as costly as the
	// mean is twice the work), for the scheduler's sizes and ranges and
	// the guard's judgement, and cuts each package in the work-groups
	// whose cost makes up its work. Nil: every work-group costs the same.
	Costs func(lo, hi int) float64
}

// UnitInfo describes a unit to the scheduler.
type UnitInfo struct {
	Device       string
	GPU          bool
	ComputeUnits int
	Power        float64 // normalised: the powers sum to 1
	// Occupancy is the smallest package, in work-groups, that keeps every
	// compute unit busy; 0 means the estimate from ComputeUnits (a GPU:
	// compute units × work-groups per compute unit; a CPU: one per core).
	// The Coexecutor states a GPU's from the work-items that fill its
	// compute units where the GPU reports them (fill.go: 8 work-groups of
	// 64 per compute unit on an NVIDIA GPU); the native device splits a
	// basic range's work-groups across its workers: one work-group fills
	// it.
	Occupancy int
	// HostMemory tells that the device computes on host memory in place
	// (a CPU device: sycl.Device.UsesHostMemory), on the host's cores and
	// the memory through which the packages of a device with memory of
	// its own move their data: the guard weighs the launches where such a
	// unit co-executes with another against one unit alone (Guard;
	// weigh.go).
	HostMemory bool
	// GivesBack tells that the unit's packages in flight give back the
	// work-groups they have not started when a unit joins the launch
	// late (Guard, "Late joiners"): the native device's, on a
	// one-dimensional kernel launch whose results need no gathering
	// after its packages, with the guard on. The guard then sizes its
	// packages against the units that are ready only.
	GivesBack bool
	// builds nothing: the device runs the kernel's Go code (the native
	// device), so its first package of a computation pays no compile and
	// is measured (guardPrior.Fresh).
	noBuild bool
}

// Scheduler decides package sizes within one launch. Calls are serialised
// by the Commander.
type Scheduler interface {
	// Next returns the number of work-groups for unit u's next package when
	// remaining work-groups are still to hand out; 0 gives u nothing more.
	Next(u, remaining int) int
	// Completed reports a finished package with its timings.
	Completed(p Package)
}

// Assigner is an optional Scheduler extension for schedulers that choose
// which work-groups a unit gets, not only how many (the memorizing
// scheduler gives each unit the packages it had in an earlier launch).
// The Commander gives the unit the part of [lo, hi) still free; what no
// assignment claims is handed out by size through Next.
type Assigner interface {
	Assign(u int) (lo, hi int, ok bool)
}

// checked is a policy of this package: its knobs are checked, and it is
// copied for each Coexecutor (with a memory of its own where it has one).
type checked interface {
	Policy
	check() error
	fresh() Policy
}

// configure checks p's knobs and returns the policy a Coexecutor uses: a
// copy of the package's own policies, p itself for others.
func configure(p Policy) (Policy, error) {
	c, ok := p.(checked)
	if !ok {
		return p, nil
	}
	if err := c.check(); err != nil {
		return nil, err
	}
	return c.fresh(), nil
}

// noFeedback is for schedulers that do not learn from completed packages.
type noFeedback struct{}

func (noFeedback) Completed(Package) {}

// Static gives each unit one package proportional to its power,
// floor(G·P_i) work-groups, and the remainder to the most powerful
// (Nozal & Bosque 2021, after Pérez et al.'s OmpSs co-execution). It has
// no knobs.
type Static struct{}

// Name returns "static".
func (*Static) Name() string   { return "static" }
func (*Static) String() string { return "static" }
func (*Static) check() error   { return nil }
func (*Static) fresh() Policy  { return &Static{} }

// New makes a launch's scheduler.
func (*Static) New(s Setup) (Scheduler, error) { return newStatic(s), nil }

type static struct {
	noFeedback
	share []int
}

func newStatic(s Setup) *static {
	st := &static{share: make([]int, len(s.Units))}
	given, best := 0, 0
	for i, u := range s.Units {
		st.share[i] = int(math.Floor(float64(s.Groups) * u.Power))
		given += st.share[i]
		if u.Power > s.Units[best].Power {
			best = i
		}
	}
	st.share[best] += s.Groups - given
	return st
}

func (s *static) Next(u, remaining int) int {
	n := s.share[u]
	s.share[u] = 0
	return min(n, remaining)
}

// Dynamic hands out Packages equal packages (the last smaller) on
// request (Nozal & Bosque 2021).
type Dynamic struct {
	// Packages is the number of packages m, at least 1; 0 means 4 per
	// unit.
	Packages int
}

// Name returns "dynamic", with the package count where one is set.
func (d *Dynamic) Name() string {
	if d.Packages != 0 {
		return fmt.Sprintf("dynamic(m=%d)", d.Packages)
	}
	return "dynamic"
}

func (d *Dynamic) String() string { return d.Name() }

func (d *Dynamic) check() error { return checkPackages("Dynamic", d.Packages) }

func (d *Dynamic) fresh() Policy { c := *d; return &c }

// New makes a launch's scheduler.
func (d *Dynamic) New(s Setup) (Scheduler, error) {
	if err := d.check(); err != nil {
		return nil, err
	}
	m := packages(d.Packages, s)
	return &dynamic{size: max(1, (s.Groups+m-1)/m)}, nil
}

// checkPackages refuses a negative package count.
func checkPackages(policy string, m int) error {
	if m < 0 {
		return fmt.Errorf("coexecutor: %s.Packages = %d: the package count must be at least 1 (0: 4 per unit)", policy, m)
	}
	return nil
}

// launchPackages is the launch's package count m, its granularity: that
// of the policy where it has one (Dynamic, Memorizing, ProfileStatic),
// else the default, 4 per unit.
func launchPackages(p Policy, s Setup) int {
	m := 0
	switch p := p.(type) {
	case *Dynamic:
		m = p.Packages
	case *Memorizing:
		m = p.Packages
	case *ProfileStatic:
		m = p.Packages
	}
	return packages(max(0, m), s)
}

// packages is the package count m, or its default, 4 per unit.
func packages(m int, s Setup) int {
	if m == 0 {
		return max(1, 4*len(s.Units))
	}
	return m
}

type dynamic struct {
	noFeedback
	size int
}

func (d *dynamic) Next(_, remaining int) int { return min(d.size, remaining) }

// HGuided gives unit i ceil(R·P_i/K) work-groups of the R remaining, at
// least MinPackage: large packages first, smaller towards the end (Nozal &
// Bosque 2021).
type HGuided struct {
	// K is the divisor k, > 0; 0 means 2. Larger k, smaller packages.
	K float64
	// MinPackage is the smallest package in work-groups, at least 1; 0
	// means 1.
	MinPackage int
}

// Name returns "hguided", with the knobs that are set.
func (h *HGuided) Name() string { return withLabels("hguided", hguidedLabels(h.K, h.MinPackage)) }

func (h *HGuided) String() string { return h.Name() }

func (h *HGuided) check() error { return checkHGuided("HGuided", h.K, h.MinPackage) }

func (h *HGuided) fresh() Policy { c := *h; return &c }

// New makes a launch's scheduler.
func (h *HGuided) New(s Setup) (Scheduler, error) {
	if err := h.check(); err != nil {
		return nil, err
	}
	g := &hguided{k: defaultK(h.K), min: max(1, h.MinPackage)}
	for _, u := range s.Units {
		g.powers = append(g.powers, u.Power)
	}
	return g, nil
}

func hguidedLabels(k float64, minPkg int) []string {
	var l []string
	if k != 0 {
		l = append(l, fmt.Sprintf("k=%g", k))
	}
	if minPkg != 0 {
		l = append(l, fmt.Sprintf("min=%d", minPkg))
	}
	return l
}

func checkHGuided(policy string, k float64, minPkg int) error {
	if k < 0 || math.IsNaN(k) || math.IsInf(k, 0) {
		return fmt.Errorf("coexecutor: %s.K = %v: k must be positive (0: 2)", policy, k)
	}
	if minPkg < 0 {
		return fmt.Errorf("coexecutor: %s.MinPackage = %d: must be at least 1 work-group (0: 1)", policy, minPkg)
	}
	return nil
}

// defaultK is HGuided's k, 2 when unset.
func defaultK(k float64) float64 {
	if k == 0 {
		return 2
	}
	return k
}

type hguided struct {
	powers []float64
	k      float64
	min    int
}

func (h *hguided) Completed(Package) {}

// repowered is a scheduler of this package that sizes its packages from
// the units' powers: when those were a guess (nominal figures), the
// Commander gives it the speeds the Guard measured, once every unit that
// may take work has one (guardLaunch.powers), so that its formula runs on
// measurement rather than on nominal figures for the rest of the launch.
type repowered interface {
	repower(p []float64)
}

func (h *hguided) repower(p []float64) { copy(h.powers, p) }

func (h *hguided) Next(u, remaining int) int {
	size := int(math.Ceil(float64(remaining) * h.powers[u] / h.k))
	return min(max(size, h.min), remaining)
}
