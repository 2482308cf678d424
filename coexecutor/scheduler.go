package coexecutor

import (
	"fmt"
	"math"
)

// A Policy makes the scheduler of each launch: Static, Dynamic, HGuided,
// or one of your own. The Commander asks the scheduler how large the next
// package of a unit should be, and tells it when packages complete.
type Policy interface {
	Name() string
	New(s Setup) (Scheduler, error)
}

// Setup is what a scheduler knows of a launch.
type Setup struct {
	Groups int        // work-groups in the launch (G)
	Units  []UnitInfo // one per coexecution unit
	Params Params
	// PowersUnknown tells that no powers were given or measured: the
	// units' Power is an equal split, a guess (the first launch of a
	// computation on a Coexecutor without Powers or PowerHint).
	PowersUnknown bool
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
	// The native device splits a basic range's work-groups across its
	// workers: one work-group fills it.
	Occupancy int
}

// Params are the schedulers' parameters.
type Params struct {
	Packages   int     // Dynamic: the number of equal packages (m)
	MinPackage int     // HGuided: the smallest package, in work-groups
	K          float64 // HGuided: the divisor k (2 by default)
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

type policy struct {
	name string
	make func(Setup) (Scheduler, error)
}

func (p *policy) Name() string                   { return p.name }
func (p *policy) New(s Setup) (Scheduler, error) { return p.make(s) }
func (p *policy) String() string                 { return p.name }

func newPolicy(name string, f func(Setup) (Scheduler, error)) Policy {
	return &policy{name: name, make: f}
}

// noFeedback is for schedulers that do not learn from completed packages.
type noFeedback struct{}

func (noFeedback) Completed(Package) {}

// The schedulers of Nozal & Bosque 2021 (in the formal versions of the
// OmpSs co-execution paper of Pérez et al.).
var (
	// Static gives each unit one package proportional to its power,
	// floor(G·P_i) work-groups, and the remainder to the most powerful.
	Static = newPolicy("static", newStatic)
	// Dynamic hands out Packages equal packages (the last smaller) on request.
	Dynamic = newPolicy("dynamic", newDynamic)
	// HGuided gives unit i ceil(R·P_i/k) work-groups of the R remaining, at
	// least MinPackage: large packages first, smaller towards the end.
	HGuided = newPolicy("hguided", newHGuided)
)

type static struct {
	noFeedback
	share []int
}

func newStatic(s Setup) (Scheduler, error) {
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
	return st, nil
}

func (s *static) Next(u, remaining int) int {
	n := s.share[u]
	s.share[u] = 0
	return min(n, remaining)
}

type dynamic struct {
	noFeedback
	size int
}

func newDynamic(s Setup) (Scheduler, error) {
	m := s.Params.Packages
	if m <= 0 {
		return nil, fmt.Errorf("coexecutor: dynamic scheduling needs a package count of at least 1, got %d", m)
	}
	return &dynamic{size: max(1, (s.Groups+m-1)/m)}, nil
}

func (d *dynamic) Next(_, remaining int) int { return min(d.size, remaining) }

type hguided struct {
	powers []float64
	k      float64
	min    int
}

func newHGuided(s Setup) (Scheduler, error) {
	h := &hguided{k: s.Params.K, min: max(1, s.Params.MinPackage)}
	if h.k <= 0 {
		return nil, fmt.Errorf("coexecutor: HGuided needs k > 0, got %v", h.k)
	}
	for _, u := range s.Units {
		h.powers = append(h.powers, u.Power)
	}
	return h, nil
}

func (h *hguided) Completed(Package) {}

func (h *hguided) Next(u, remaining int) int {
	size := int(math.Ceil(float64(remaining) * h.powers[u] / h.k))
	return min(max(size, h.min), remaining)
}
