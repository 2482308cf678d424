package coexecutor

import (
	"errors"
	"fmt"
	"math"
	"sort"
)

// This file holds a launch's costs by place: what its work-groups cost
// relative to the range's mean, when they do not all cost the same (a
// sparse matrix's long rows, a ray tracer's busy pixels).

// Costs, passed among LaunchKernel's arguments (at most one, anywhere:
// it is not a kernel argument), gives the relative cost of the launch's
// work-items whose index along dimension 0 is in [offset, offset+size):
// a package's rows, as Package.Offset and Size give them. Any scale; each
// cost finite and not negative, not all zero. The Coexecutor asks it
// before the launch starts, for each of at most 4096 parts of the range,
// and then sizes packages in work, not work-groups: the guard predicts a
// package of rows twice as costly as the range's mean to take twice as
// long, wherever the unit's speed was measured, and a scheduler's share
// is a share of the cost. Without it every work-item counts as costing
// the same, which a kernel whose cost varies by place (a sparse matrix's
// rows, hubs first) pays for: a unit's speed measured on its cheap rows
// overruns on its costly ones. For a CSR matrix, one row per work-item:
//
//	coexecutor.Costs(func(offset, size int) float64 {
//		return float64(rowPtr[offset+size]-rowPtr[offset]) + float64(size)
//	})
//
// A kernel's typed binding (kgen's Launch) takes it after the kernel's
// arguments. A kernel whose work-items all do the same work
// (sycl.Kernel.EvenCost, which kgen sets) needs none. A Costs that
// panics, or gives a cost that is negative, infinite or NaN, or none
// above 0, fails the launch before anything runs (ErrCosts).
type Costs func(offset, size int) float64

// WithCosts is args followed by costs, for LaunchKernel: what kgen's typed
// bindings pass, whose Launch takes a Costs or none after the kernel's
// arguments.
func WithCosts(costs []Costs, args ...any) []any {
	for _, c := range costs {
		args = append(args, c)
	}
	return args
}

// maxPlaces is the most parts a launch's costs are asked for: a range of
// more work-groups is asked in this many parts of about equal work-groups,
// each part's cost spread evenly over its work-groups.
const maxPlaces = 4096

// places are the relative costs of a launch's work-groups, scaled to a
// mean of 1 (a work-group of the range's mean cost is one unit of work).
// The Commander hands the scheduler and the guard work in these units,
// and cuts each package in the work-groups whose cost makes up the work
// they granted, so that a speed measured at one place predicts a package
// at another (Setup.Costs). A nil *places is every work-group at the
// mean: a unit is a work-group.
type places struct {
	groups int
	// pre[r] is the cost of the parts before part r, part r being
	// work-groups [bound(r), bound(r+1)); pre[len-1] = groups.
	pre []float64
}

// ErrCosts reports work-group costs (Setup.Costs, Costs) a launch cannot
// use: a negative, infinite or NaN cost, or none above 0.
var ErrCosts = errors.New("coexecutor: unusable work-group costs")

// setupPlaces is the places of setup's Costs (nil without), asked
// through the callback named callback (for a panic's error); what names
// the launch in the error.
func setupPlaces(setup Setup, callback, what string) (*places, error) {
	var p *places
	if err := protect(callback, func() (err error) { p, err = newPlaces(setup.Groups, setup.Costs); return err }); err != nil {
		return nil, costsError(what, err)
	}
	return p, nil
}

// costsError is the error of a launch (what: "kernel Saxpy") whose costs
// failed with err: a PanicError as it is, else ErrCosts saying why.
func costsError(what string, err error) error {
	var pe *PanicError
	if errors.As(err, &pe) {
		return fmt.Errorf("coexecutor: %s: %w", what, err)
	}
	return fmt.Errorf("%w: %s: %v", ErrCosts, what, err)
}

// newPlaces asks cost for the costs of groups work-groups, in at most
// maxPlaces parts; a nil cost gives nil (every work-group at the mean).
// Its errors say why the costs cannot be used (costsError wraps them).
func newPlaces(groups int, cost func(lo, hi int) float64) (*places, error) {
	if cost == nil || groups <= 0 {
		return nil, nil
	}
	p := &places{groups: groups, pre: make([]float64, min(groups, maxPlaces)+1)}
	for r := range len(p.pre) - 1 {
		lo, hi := p.bound(r), p.bound(r+1)
		c := cost(lo, hi)
		if !(c >= 0) || math.IsInf(c, 0) {
			return nil, fmt.Errorf("work-groups [%d,%d) cost %v, want a finite cost of 0 or more", lo, hi, c)
		}
		p.pre[r+1] = p.pre[r] + c
	}
	sum := p.pre[len(p.pre)-1]
	if !(sum > 0) || math.IsInf(sum, 0) {
		return nil, fmt.Errorf("the %d work-groups cost %v in all, want a finite cost above 0", groups, sum)
	}
	for r := range p.pre {
		p.pre[r] *= float64(groups) / sum
	}
	p.pre[len(p.pre)-1] = float64(groups)
	return p, nil
}

// bound is the first work-group of part r.
func (p *places) bound(r int) int { return r * p.groups / (len(p.pre) - 1) }

// prefix is the cost of work-groups [0, g).
func (p *places) prefix(g int) float64 {
	parts := len(p.pre) - 1
	if g >= p.groups {
		return p.pre[parts]
	}
	if g <= 0 {
		return 0
	}
	// The part holding g: the last whose first work-group is at most g.
	r := min(g*parts/p.groups, parts-1)
	for r+1 < parts && p.bound(r+1) <= g {
		r++
	}
	for r > 0 && p.bound(r) > g {
		r--
	}
	lo, hi := p.bound(r), p.bound(r+1)
	return p.pre[r] + (p.pre[r+1]-p.pre[r])*float64(g-lo)/float64(hi-lo)
}

// work is the cost of work-groups [lo, hi).
func (p *places) work(lo, hi int) float64 {
	if hi <= lo {
		return 0
	}
	if p == nil {
		return float64(hi - lo)
	}
	return p.prefix(hi) - p.prefix(lo)
}

// units is the work of s in whole units, at least 1 for a span that is
// not empty: what the guard is told a package holds.
func (p *places) units(s span) int {
	if s.hi <= s.lo {
		return 0
	}
	if p == nil {
		return s.hi - s.lo
	}
	return max(1, int(math.Round(p.work(s.lo, s.hi))))
}

// fit is the work-groups from lo, at most most, whose work makes up w
// units: the largest count whose work rounds to at most w, and at least
// one where w and most are: a work-group is indivisible, and a package of
// work holds one however costly it is, as a package of one work-group does
// without costs (else a work-group that costs more than any unit is
// granted would never run).
func (p *places) fit(lo, w, most int) int {
	if p == nil {
		return max(0, min(w, most))
	}
	if most <= 0 || w <= 0 {
		return 0
	}
	return max(1, sort.Search(most, func(n int) bool { return p.work(lo, lo+n+1) > float64(w)+0.5 }))
}

// at is the work-group where the work from the range's start reaches v
// units (a scheduler's range boundary, in units): the first work-group g
// whose prefix rounds to v or more.
func (p *places) at(v int) int {
	if p == nil {
		return v
	}
	if v <= 0 {
		return 0
	}
	if v >= p.groups {
		return p.groups
	}
	return sort.Search(p.groups, func(g int) bool { return p.prefix(g) >= float64(v)-0.5 })
}
