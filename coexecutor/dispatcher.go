package coexecutor

import "context"

// Dispatcher is the Commander's bookkeeping for one launch without devices
// or a clock: which work-groups a unit runs next, asked of a Scheduler in
// the same order and with the same fallbacks as a launch asks it. A
// simulator (coexecutor/sim) drives it in virtual time, so that what it
// measures is the real Commander's behaviour. Not safe for concurrent use.
type Dispatcher struct{ c *commander }

// Verdict is a Dispatcher's answer to a unit asking for work.
type Verdict int

const (
	HandOut  Verdict = Verdict(handOut)  // a package is ready
	Wait     Verdict = Verdict(wait)     // nothing now; ask again when a package ends
	Finished Verdict = Verdict(finished) // no more work for this unit
)

// NewDispatcher starts the bookkeeping of a launch of groups work-groups
// over units units, sized by s.
func NewDispatcher(groups, units int, s Scheduler) *Dispatcher {
	return &Dispatcher{newCommander(context.Background(), groups, units, s)}
}

// Next answers unit u: with HandOut, the package's work-groups
// [first, first+n) and its ID. First requests are served in unit order:
// a unit that asks before every lower-numbered live unit has asked once
// gets Wait.
func (d *Dispatcher) Next(u int) (first, n, id int, v Verdict) {
	s, id, vd := d.c.next(u)
	return s.lo, s.hi - s.lo, id, Verdict(vd)
}

// Completed records a package that ended; with a non-nil err its unit is
// retired and its work-groups go back to be handed to another.
func (d *Dispatcher) Completed(p Package, err error) { d.c.completed(p, err, nil) }

// Remaining is the number of work-groups not handed out yet.
func (d *Dispatcher) Remaining() int { return d.c.remaining() }

// Err is the launch's failure once every unit has failed.
func (d *Dispatcher) Err() error { return d.c.failure }
