package coexecutor

// This file holds leaves: the launches of a computation that one unit
// runs alone while the guard keeps every other unit out, which skip the
// others without asking them.

import (
	"context"
	"math"
	"reflect"
	"slices"
	"time"

	"github.com/gosycl/gosycl/coexecutor/internal/probebudget"
	"github.com/gosycl/gosycl/sycl"
)

// The rule is the Guard's (Guard, "Leaves"). A launch on leave runs on the
// unit's Coexecutor alone (soloOf) with the launch's callbacks, which were
// made for every unit: each sees the unit's index among the Coexecutor's
// units (runOnLeave), as does the report (widen). The leave's first
// launch starts the unit's guard from the computation's memory of the
// unit (Memory.unit); once the leave ends, before the launch after it
// reads the memory, what the leave's launches measured of the unit
// replaces that (Memory.withUnit), as launches with every unit would have
// left it, and the others are credited the launches they sat out (sitOut):
// a leave launch does no bookkeeping for the others. Its package is the
// only one (the guard gives a unit alone all that remains at once): one
// that fails and is put back, nothing else run, runs again with every
// unit.

// leave is a computation's leave: n launches over space s that unit by
// runs alone on solo, done of them begun so far, sat (the others sat them
// out) of them ended, their packages span after their starts in all;
// from are the launches each unit had sat out in a row when it began
// (Memory.SatOut).
type leave struct {
	s       space
	by      int
	solo    *Coexecutor
	from    []int
	done, n int
	sat     int
	span    time.Duration
	owed    bool   // the weighing owed a trial alone as the leave began
	self    *leave // the leave itself, in the copy a launch takes
}

// onLeave takes a launch of key over s from the computation's leave, if
// it has one over s with launches left: the leave as the launch finds it.
// A leave that ended, or a launch over another space, ends it here, where
// the launch is about to read the computation's memory (endLeave).
func (ce *Coexecutor) onLeave(key string, s *space) (lv leave, ok bool) {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	p := ce.leaves[key]
	if p == nil {
		return leave{}, false
	}
	if p.s != *s || p.done >= p.n {
		ce.endLeave(key, p)
		return leave{}, false
	}
	if p.done == 0 {
		p.solo = ce.soloOf(p.by)
		p.solo.remembered(key, ce.history[key].unit(p.by))
	}
	lv, lv.self = *p, p
	p.done++
	return lv, true
}

// endLeave ends key's leave p, under ce.mu: what its launches measured of
// its unit goes into the computation's memory (Memory.withUnit), and the
// others are credited the launches they sat out (sitOut).
func (ce *Coexecutor) endLeave(key string, p *leave) {
	if ce.leaves[key] != p {
		return
	}
	delete(ce.leaves, key)
	m, ok := ce.history[key]
	if !ok || p.solo == nil {
		return
	}
	p.solo.mu.Lock()
	mu, measured := p.solo.history[key]
	p.solo.mu.Unlock()
	if measured {
		m = m.withUnit(p.by, len(ce.units), mu)
	}
	ce.history[key] = sitOut(m, p.by, p.sat, p.span, ce.cfg.guard.probeShare(), p.owed)
}

// remembered sets what ce remembers of key's computation.
func (ce *Coexecutor) remembered(key string, m Memory) {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	ce.keepLocked(key, m)
}

// soloOf is unit u alone, as a Coexecutor that runs leave launches: its
// own scheduler (a fresh copy of a policy of the package's), guard and
// memory of the computations; the unit, its queue and the work beside the
// launches shared with ce. Under ce.mu.
func (ce *Coexecutor) soloOf(u int) *Coexecutor {
	if ce.solos == nil {
		ce.solos = make([]*Coexecutor, len(ce.units))
	}
	if s := ce.solos[u]; s != nil {
		return s
	}
	p, err := configure(ce.policy)
	if err != nil {
		p = ce.policy // checked by New already
	}
	cfg := ce.cfg
	cfg.selectors, cfg.devices, cfg.powers, cfg.cpuShare = nil, nil, nil, -1
	s := &Coexecutor{policy: p, policyName: ce.policyName, cfg: cfg, units: []*unit{ce.units[u]},
		native: -1, history: map[string]Memory{}, moved: map[string]movedRecord{}, parent: ce}
	if ce.units[u].dev.IsNative() {
		// No other unit copies beside it: no processor left for copies.
		s.native, s.besideLeft = 0, ce.besideLeft
	}
	ce.solos[u] = s
	return s
}

// grantLeave starts a leave of key's launches over s after a launch that
// unit ran alone (Guard, "Leaves"), from what the guard decided in it
// (gl) and leaves for the next launch (m); builds tells whether a unit's
// program was still building.
func (ce *Coexecutor) grantLeave(key string, s *space, gl *guardLaunch, m Memory, builds bool) {
	if ce.parent != nil || len(ce.units) < 2 || builds {
		return
	}
	by, n, ok := leaveOf(gl, m)
	if !ok {
		return
	}
	ce.mu.Lock()
	defer ce.mu.Unlock()
	if ce.leaves == nil {
		ce.leaves = map[string]*leave{}
	}
	if len(ce.leaves) >= 1024 { // a bound, as the memory's
		clear(ce.leaves)
	}
	ce.leaves[key] = &leave{s: *s, by: by, from: slices.Clone(m.SatOut), n: n, owed: gl.owed}
}

// leaveOf is the leave a launch grants (Leaves): the unit that ran it
// alone and the launches the others sit out, the fewest any of them sat
// out in a row (m.SatOut); ok is false where it grants none.
func leaveOf(gl *guardLaunch, m Memory) (by, n int, ok bool) {
	if !gl.on || gl.trial.of > 0 || len(gl.heads) > 0 || gl.coresRetry > 0 || m.CoresRetry > 0 || m.TrialAgain > 0 {
		return 0, 0, false
	}
	limit := math.MaxInt
	if gl.owed {
		// The weighing owes a trial alone, which it runs once its credit
		// reaches gl.owes: the leave ends by the launch that would pay,
		// each launch earning what this one earned (the leave's end
		// credits what its launches earned, sitOut).
		earned := gl.earned(m)
		k := math.Ceil((gl.owes - m.Weighing) / earned)
		if !(earned > 0) || !(k >= 1) {
			return 0, 0, false
		}
		limit = int(min(k, math.MaxInt32))
	}
	by = -1
	for i, u := range gl.units {
		switch {
		case u.building || u.late:
			return 0, 0, false
		case u.count+u.warmed > 0:
			if by >= 0 {
				return 0, 0, false // co-executed
			}
			by = i
		}
	}
	if by < 0 {
		return 0, 0, false
	}
	for i := range gl.units {
		if i == by {
			continue
		}
		if i >= len(m.SatOut) || m.SatOut[i] < 1 {
			return 0, 0, false // not sat out by the guard's count (a trial's)
		}
		if n == 0 || m.SatOut[i] < n {
			n = m.SatOut[i]
		}
	}
	return by, min(n, limit), n > 0
}

// runOnLeave runs a launch of key over s of leave lv on its unit alone:
// the launch's callbacks and report see the unit's index among ce's
// units.
func (ce *Coexecutor) runOnLeave(ctx context.Context, lv leave, s *space, key string, hk hooks) (*Report, error) {
	full, by := hk, lv.by
	g := func(p Package) Package { p.Unit = by; return p }
	if f := hk.prepare; f != nil {
		hk.prepare = func(p Package) (func(*sycl.Handler), error) { return f(g(p)) }
	}
	if f := hk.completed; f != nil {
		hk.completed = func(p Package) { f(g(p)) }
	}
	if f := hk.after; f != nil {
		hk.after = func(p Package, u *unit) (Moved, error) { return f(g(p), u) }
	}
	if f := hk.home; f != nil {
		hk.home = func(p Package, u *unit) func() (Moved, error) { return f(g(p), u) }
	}
	if f := hk.last; f != nil {
		hk.last = func(p Package, u *unit) func() { return f(g(p), u) }
	}
	hk.widen, hk.unitIndex = func(r *Report) { ce.widen(r, lv) }, by
	rep, err := lv.solo.run(ctx, s, key, hk)
	ce.mu.Lock()
	if p := ce.leaves[key]; p == lv.self {
		if err != nil {
			ce.endLeave(key, p)
		} else {
			p.sat++
			p.span += rep.Units[by].LastEnd
		}
	}
	ce.mu.Unlock()
	if err != nil && rep != nil && rep.rerun {
		// Its package failed and was put back, nothing else ran: the
		// launch runs again with every unit, as a failed package runs
		// again on another.
		return ce.run(ctx, s, key, full)
	}
	return rep, err
}

// sitOut is m after k launches every unit but by sat out, their packages
// ending span after their starts in all: each such unit has sat out k
// more in a row, and earned ProbeShare (share) of span at its rate, as the
// guard's remember credits one launch sat out (probebudget.Earn, Rate:
// its misses do not change while it sits out, so k launches earn what
// their spans added up earn). Where the weighing owed a trial alone
// (owed), its credit earns the same way at its own rate (weighed), as it
// would have in those launches.
func sitOut(m Memory, by, k int, span time.Duration, share float64, owed bool) Memory {
	if k <= 0 {
		return m
	}
	if owed {
		m.Weighing = probebudget.Earn(m.Weighing, probebudget.Rate(share, m.WeighMisses), span.Seconds())
	}
	sat, credit := slices.Clone(m.SatOut), slices.Clone(m.Credit)
	for i := range min(len(sat), len(credit)) {
		if i == by {
			continue
		}
		misses := 0
		if i < len(m.Misses) {
			misses = m.Misses[i]
		}
		sat[i] += k
		credit[i] = probebudget.Earn(credit[i], probebudget.Rate(share, misses), span.Seconds())
	}
	m.SatOut, m.Credit = sat, credit
	return m
}

// widen makes the report of a launch of leave lv, of its unit alone, one
// of ce's units: the unit's figures at its index, its packages by that
// index, and every other unit on leave.
func (ce *Coexecutor) widen(r *Report, lv leave) {
	by := lv.by
	us := make([]UnitReport, len(ce.units))
	for i, u := range ce.units {
		if i == by {
			us[i] = r.Units[0]
			continue
		}
		sat := lv.done
		if i < len(lv.from) {
			sat += lv.from[i]
		}
		us[i] = UnitReport{Device: u.dev.Name(), Guard: GuardNote{g: guardNote{kind: noteLeave, n: sat, cut: lv.n - lv.done - 1}}}
	}
	r.Units = us
	for i := range r.Packages {
		r.Packages[i].Unit = by
	}
	for i := range r.Failed {
		r.Failed[i].Unit = by
	}
}

// unit is m as unit u's Coexecutor alone sees it (a leave launch): each
// per-unit figure (every slice of Memory) of u's alone, the figures of
// the launches as they are, a unit index (TrialAgain, CoresRetry,
// AloneBy: 1 + the unit) 1 where it names u, else 0, and no holdings (the
// unit alone takes every work-group at once).
func (m Memory) unit(u int) Memory {
	var o Memory
	setFields(&o, m, func(_, f reflect.Value) reflect.Value {
		v := reflect.MakeSlice(f.Type(), 1, 1)
		if u < f.Len() {
			v.Index(0).Set(f.Index(u))
		}
		return v
	})
	alone := func(v int) int { // 1 + u as unit u alone numbers it
		if v == u+1 {
			return 1
		}
		return 0
	}
	o.TrialAgain, o.CoresRetry, o.AloneBy = alone(m.TrialAgain), alone(m.CoresRetry), alone(m.AloneBy)
	return o
}

// withUnit is m after a leave launch of unit u that left mu (u's memory
// alone, as unit made it, after the launch) of a Coexecutor of n units:
// u's per-unit figures from mu, the figures of the launches from mu, a
// unit index from mu's (1: u), the holdings m's (u ran every work-group,
// as in the launch that began the leave).
func (m Memory) withUnit(u, n int, mu Memory) Memory {
	o := m
	setFields(&o, mu, func(t, f reflect.Value) reflect.Value {
		v := reflect.MakeSlice(f.Type(), max(n, t.Len()), max(n, t.Len()))
		reflect.Copy(v, t)
		if f.Len() > 0 {
			v.Index(u).Set(f.Index(0))
		}
		return v
	})
	at := func(v int) int {
		if v == 1 {
			return u + 1
		}
		return 0
	}
	o.TrialAgain, o.CoresRetry, o.AloneBy = at(mu.TrialAgain), at(mu.CoresRetry), at(mu.AloneBy)
	return o
}

// setFields sets each exported field of *dst from src's: a slice (a
// per-unit figure) to slice(dst's, src's), any other as src has it. The
// unexported fields (the holdings) stay as dst has them.
func setFields(dst *Memory, src Memory, slice func(t, f reflect.Value) reflect.Value) {
	sv, dv := reflect.ValueOf(src), reflect.ValueOf(dst).Elem()
	for i := range sv.NumField() {
		f, t := sv.Field(i), dv.Field(i)
		switch {
		case !t.CanSet():
		case f.Kind() == reflect.Slice:
			t.Set(slice(t, f))
		default:
			t.Set(f)
		}
	}
}
