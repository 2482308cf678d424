package coexecutor

import (
	"context"
	"fmt"
	"time"
)

// Dispatcher is the Commander's bookkeeping for one launch without devices
// or a clock: which work-groups a unit runs next, asked of a Scheduler in
// the same order and with the same fallbacks as a launch asks it. A
// simulator (coexecutor/sim) drives it in virtual time, so that what it
// measures is the real Commander's behaviour. Not safe for concurrent use.
type Dispatcher struct {
	c       *commander
	stirred bool
}

// Verdict is a Dispatcher's answer to a unit asking for work.
type Verdict int

const (
	HandOut  Verdict = Verdict(handOut)  // a package is ready
	Wait     Verdict = Verdict(wait)     // nothing now; ask again when a package ends or a request stirs (Stirred)
	Finished Verdict = Verdict(finished) // no more work for this unit
)

// NewDispatcher starts the bookkeeping of a launch with setup's
// work-groups and units, sized by s and cut by the guard g as a
// Coexecutor's launch is: mem is what earlier launches of the computation
// measured (the zero Memory: none; setup's powers are then the units'
// relative speeds), and clock gives the launch's time.
func NewDispatcher(setup Setup, s Scheduler, g Guard, mem Memory, clock func() time.Duration) (*Dispatcher, error) {
	if err := g.check(); err != nil {
		return nil, err
	}
	place, err := setupPlaces(setup, "Setup.Costs", "Setup.Costs")
	if err != nil {
		return nil, err
	}
	gl := g.start(setup.Groups, guardPriors(setup, mem))
	gl.weigh(mem)
	c := newCommander(context.Background(), setup.Groups, len(setup.Units), s, gl, clock)
	c.hold(setup.Resident, mem.held)
	c.costsBy(place, false)
	return &Dispatcher{c: c}, nil
}

// Guard returns the guard's last decision per unit that kept work from it
// (UnitReport.Guard).
func (d *Dispatcher) Guard() []string { return texts(d.c.guard.notes()) }

// Heads returns what each unit's head measured in the launch
// (UnitReport.Head): "" for a unit that ran none.
func (d *Dispatcher) Heads() []string { return texts(d.c.guard.headNotes()) }

// texts is each of xs worded.
func texts[T fmt.Stringer](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = x.String()
	}
	return out
}

// Remember is what a Coexecutor keeps of the launch for the next launch
// of the computation, after old.
func (d *Dispatcher) Remember(old Memory) Memory {
	m := d.c.guard.remember(old)
	m.held = d.c.holds()
	return m
}

// Next answers unit u: with HandOut, the package's work-groups
// [first, first+n) and its ID. First requests are served in unit order:
// a unit that asks before every lower-numbered live unit has asked once
// gets Wait.
func (d *Dispatcher) Next(u int) (first, n, id int, v Verdict) {
	s, id, vd, stir := d.c.ask(u)
	d.stirred = stir
	return s.lo, s.hi - s.lo, id, Verdict(vd)
}

// Build tells that unit u's program is still building, since since on the
// launch's clock (negative: it began before the launch): u takes no work
// until Join, and the guard weighs the others' packages against its join
// (Guard, "Late joiners"). Call it before the launch's first Next.
func (d *Dispatcher) Build(u int, since time.Duration) { d.c.building(u, since) }

// Join tells that unit u's program is built: it takes work from now on.
// The units told to wait then ask again, as a launch's drivers ask them.
func (d *Dispatcher) Join(u int) { d.c.join(u) }

// GiveBack tells that package p, in flight, keeps its first keep
// work-groups (at least one) and gives back the rest unstarted, a unit
// having joined late: they are free again at once, and p completes with
// keep work-groups (Completed). The Coexecutor's native device does so
// (Guard, "Late joiners").
func (d *Dispatcher) GiveBack(p Package, keep int) {
	if keep < 1 || keep >= p.Groups {
		return
	}
	p.gave = p.Groups - keep
	d.c.gaveBack(p)
}

// WakeAt is when the units told to wait ask again, on the launch's clock,
// where the guard held one while another unit builds its program; ok is
// false when none waits for a time.
func (d *Dispatcher) WakeAt() (at time.Duration, ok bool) { return d.c.wakeAt() }

// Stirred tells whether the last Next may change what the other units are
// answered: it was the unit's first request, or the guard let units it
// held or left out take work again (a head ended, a trial alone was cut).
// The units told to wait then ask again, as a launch's drivers ask them.
func (d *Dispatcher) Stirred() bool { return d.stirred }

// Completed records a package that ended; with a non-nil err its unit is
// retired and its work-groups go back to be handed to another.
func (d *Dispatcher) Completed(p Package, err error) { d.c.completed(p, err, nil) }

// Remaining is the number of work-groups not handed out yet.
func (d *Dispatcher) Remaining() int { return d.c.remaining() }

// Err is the launch's failure once every unit has failed.
func (d *Dispatcher) Err() error { return d.c.failure }
