package coexecutor

import (
	"context"
	"fmt"
	"math"
	"sync"
	"time"
)

// span is a run of work-groups [lo, hi).
type span struct{ lo, hi int }

// commander is the state of one launch's Commander loop: the work-groups
// not handed out yet (failed packages return there), the packages in
// flight and the retired units. Its methods are not safe for concurrent
// use; a driver (merged or director) serialises them.
type commander struct {
	groups   int
	free     []span // sorted, disjoint
	inflight int
	retired  []bool
	live     int
	sched    Scheduler
	assign   Assigner // sched, when it chooses ranges too
	declined []bool   // the scheduler gave the unit nothing at its last request
	asked    []bool   // the unit has made its first request
	nextID   int
	// failure ends the launch: every unit has failed, or (fatal) the first
	// package failure that ended it (see completed).
	failure error
	fatal   bool
	ctx     context.Context
	joined  []bool               // the unit can take work (its program is built: it joins late otherwise)
	guard   *guardLaunch         // cuts every package (Guard); nil hands them out as sized
	clock   func() time.Duration // the launch's time, for the guard
	// pieces is how many pieces each unit's packages run as (Pipeline),
	// at most, and reserved the pieces of its current package not handed
	// out yet. No piece is smaller than pieceMin work-groups, nor than
	// fill: the unit's fill (fill.go), and DefaultGroupsPerCU work-groups
	// per compute unit. A piece ends with a wave of work-groups that
	// leaves some compute units idle (a piece of 1.2 work-groups per
	// compute unit runs two waves); at four per compute unit or more,
	// that tail costs at most about a quarter of the piece, so splitting
	// a package to overlap its transfers gains more than it loses.
	pieces   []int
	pieceMin int
	// links and perGroup size each unit's pieces by the link rule
	// (pieces.go) where both are known: Pipeline's default.
	links    []link    // each unit's link (pieces.go)
	perGroup []float64 // bytes a work-group of each unit's last package that moved data moved
	// dirPerWork is, per unit, the bytes a unit of work (a work-group of
	// the range's mean cost: places) of its last package in this launch
	// that copied data with a byte count moved in the direction that
	// moved more (Memory.LinkSpeed); 0: none.
	dirPerWork []float64
	staged     []bool // and whether its copies were staged
	// early marks, by package ID, the pieces that are not the last of
	// their package: the guard learns of a package when its last piece
	// ends (completed), as it granted it whole.
	early    []bool
	moving   []bool    // per unit: an early piece of its current package moved data
	moves    []moves   // what each unit's last package moved: only one that moves data is cut (resident.go)
	prev     []moves   // what the launch before left (resident.go)
	log      []moveLog // what each unit's packages moved in this launch
	fill     []int
	reserved [][]span
	// The range rule (locality.go): with data kept on the devices
	// (resident), held is what each unit ran in the launch before (nil:
	// nothing known), and ran what each unit runs in this one.
	resident bool
	held     [][]span
	ran      [][]span
	busy     []int     // work-groups in flight per unit
	rates    [][2]rate // what each unit's packages took per work-group, by kind (locality.go)
	seen     [][2]rate // the same, measured in this launch
	away     []span    // work-groups cut from work their unit did not hold
	cutFor   []bool    // the unit had a package cut from its holding in this launch
	least    []int     // the smallest package that fills each unit (the guard's; nil: 1)
	// place is what each work-group costs (placecost.go): the scheduler
	// and the guard size work in its units; nil: every work-group costs
	// the mean, and a unit is a work-group.
	place *places
}

// newCommander starts a launch's Commander. guard, when not nil, passes
// judgement on every package before it is handed out, at clock's time.
func newCommander(ctx context.Context, groups, units int, sched Scheduler, guard *guardLaunch, clock func() time.Duration) *commander {
	// One allocation per element type for the per-unit slices.
	flags := make([]bool, 6*units)
	part := func(i int) []bool { return flags[i*units : (i+1)*units : (i+1)*units] }
	c := &commander{groups: groups, free: []span{{0, groups}}, sched: sched, retired: part(0), declined: part(1), asked: part(2), joined: part(3), live: units, ctx: ctx, guard: guard, clock: clock}
	for u := range c.joined {
		c.joined[u] = true
	}
	if groups == 0 {
		c.free = nil
	}
	c.assign, _ = sched.(Assigner)
	ints := make([]int, 3*units)
	spans := make([][]span, 2*units)
	rates := make([][2]rate, 2*units)
	c.pieces, c.fill, c.busy = ints[:units:units], ints[units:2*units:2*units], ints[2*units:]
	c.reserved, c.ran = spans[:units:units], spans[units:]
	c.pieceMin, c.moves = 1, make([]moves, units)
	c.links, c.perGroup, c.staged = make([]link, units), make([]float64, units), make([]bool, units)
	c.dirPerWork = make([]float64, units)
	for u := range c.pieces {
		c.pieces[u] = 1
	}
	c.log, c.moving = make([]moveLog, units), part(4)
	c.rates, c.seen, c.cutFor = rates[:units:units], rates[units:], part(5)
	return c
}

// handOut gives unit u the package s, as up to c.pieces[u] pieces of
// about equal size and at least c.pieceMin work-groups and u's fill: the first now,
// the others at u's next requests (before the scheduler is asked again),
// so that the unit pipelines them. A unit whose last package moved no
// data runs s whole (resident.go).
func (c *commander) handOut(u int, s span) (span, int, verdict) {
	k := c.pieceCount(u, s)
	if k > 1 && c.moves[u].cut() {
		n := s.hi - s.lo
		for i := k - 1; i >= 1; i-- { // the last piece first: reserved pops from the end
			c.reserved[u] = append(c.reserved[u], span{s.lo + i*n/k, s.lo + (i+1)*n/k})
		}
		s.hi = s.lo + n/k
		return c.piece(u, s, false)
	}
	return c.give(u, s)
}

// piece gives unit u the piece s of its current package; last tells
// whether it is the package's last.
func (c *commander) piece(u int, s span, last bool) (span, int, verdict) {
	s, id, v := c.give(u, s)
	for len(c.early) <= id {
		c.early = append(c.early, false)
	}
	c.early[id] = !last
	return s, id, v
}

// earlyPiece reports whether package id is a piece before its package's
// last.
func (c *commander) earlyPiece(id int) bool { return id >= 0 && id < len(c.early) && c.early[id] }

// anyReserved reports whether a unit has pieces left to run.
func (c *commander) anyReserved() bool {
	for _, r := range c.reserved {
		if len(r) > 0 {
			return true
		}
	}
	return false
}

type verdict int

const (
	handOut  verdict = iota // a package is ready
	wait                    // nothing now; ask again when something changes
	finished                // no more work for this unit
)

// over tells whether the launch needs no more units: every work-group
// has run, or it failed or was cancelled.
func (c *commander) over() bool {
	return c.failure != nil || c.ctx.Err() != nil || (c.remaining() == 0 && c.inflight == 0)
}

func (c *commander) remaining() int {
	n := 0
	for _, s := range c.free {
		n += s.hi - s.lo
	}
	return n
}

// remainingWork is the work not handed out yet, in the place costs' units
// (remaining without them).
func (c *commander) remainingWork() int {
	if c.place == nil {
		return c.remaining()
	}
	w := 0.0
	for _, s := range c.free {
		w += c.place.work(s.lo, s.hi)
	}
	if w > 0 {
		return max(1, int(math.Round(w)))
	}
	return 0
}

func (c *commander) next(u int) (span, int, verdict) {
	if c.failure != nil || c.retired[u] || c.ctx.Err() != nil {
		return span{}, 0, finished
	}
	turn := c.headTurn()
	if !c.asked[u] {
		// First requests are served in unit order, whichever goroutine
		// gets there first: the same launch hands the same ranges to the
		// same units, as the simulator does. A unit still building its
		// program holds nobody up: it joins when it is ready.
		for v := range u {
			if !c.asked[v] && !c.retired[v] && c.joined[v] {
				return span{}, 0, wait
			}
		}
		c.asked[u] = true
	}
	if r := c.reserved[u]; len(r) > 0 {
		if !c.moves[u].cut() {
			// A piece found its data on the device: the rest of the
			// package has nothing to overlap and runs whole (the pieces
			// left are contiguous, the next one last).
			c.reserved[u] = nil
			return c.piece(u, span{r[len(r)-1].lo, r[0].hi}, true)
		}
		c.reserved[u] = r[:len(r)-1]
		return c.piece(u, r[len(r)-1], len(r) == 1)
	}
	if c.assign != nil {
		var lo, hi int
		var ok bool
		if !c.call("Assign", func() { lo, hi, ok = c.assign.Assign(u) }) {
			return span{}, 0, finished
		}
		if ok {
			if s, ok := c.claim(c.place.at(lo), c.place.at(hi)); ok {
				// The range was taken from the free ranges already: the
				// guard weighs it against all the work that remains, the
				// range included.
				w := c.place.units(s)
				if n := c.grant(u, w, w, c.remainingWork()+w); n < w {
					n = c.place.fit(s.lo, n, s.hi-s.lo)
					c.release(span{s.lo + n, s.hi})
					s.hi = s.lo + n
				}
				if s.hi > s.lo {
					c.declined[u] = false
					return c.handOut(u, s)
				}
			}
		}
	}
	if remaining := c.remainingWork(); remaining > 0 {
		var size int
		if !c.call("Next", func() { size = c.sched.Next(u, remaining) }) {
			return span{}, 0, finished
		}
		if size = c.grant(u, size, remaining, remaining); size > 0 {
			s := c.cut(u, c.groupsFor(u, size, remaining))
			if c.place != nil && size < remaining && c.place.units(s) > size {
				// Its work-groups cost more than the work granted (a
				// holding's costs are not even): the package ends where
				// the work does, or after its first work-group.
				n := c.place.fit(s.lo, size, s.hi-s.lo)
				c.release(span{s.lo + n, s.hi})
				s.hi = s.lo + n
			}
			if got := c.place.units(s); c.guard != nil && got != size {
				c.guard.short(u, size, got)
			}
			if s.hi > s.lo {
				c.declined[u] = false
				return c.handOut(u, s)
			}
		}
		// A unit the guard holds back for another's head (head.go) does
		// not refuse the work: it takes its part once the heads end.
		c.declined[u] = c.guard == nil || !c.guard.held(u)
	}
	if c.headTurn() != turn {
		// A turn of the guard in this request (a head ended, a trial
		// alone was cut) lets the units it held or left out take work
		// again: their refusals before it no longer count, and the
		// drivers ask them again (ask's stir).
		for v := range c.declined {
			if v != u {
				c.declined[v] = false
			}
		}
	}
	if c.inflight == 0 && !c.anyReserved() {
		if c.remaining() > 0 && c.allDeclined() {
			// Work left that the scheduler gives no live unit (a failed
			// unit's share, say): hand it out as it is, a range at a time.
			c.declined[u] = false
			s := c.taken(u, c.take(c.free[0].hi-c.free[0].lo))
			if c.guard != nil {
				c.guard.forced(u, c.place.units(s), c.clock())
			}
			return c.handOut(u, s)
		}
		if c.remaining() == 0 {
			return span{}, 0, finished
		}
	}
	// Work in flight may fail and come back, or another unit has still to
	// ask: wait for something to change.
	return span{}, 0, wait
}

// grant is the size of u's package when the scheduler sized it size and
// at most most work-groups can go in it: the guard's judgement, or size.
// remaining is the work-groups not handed out yet, the package's
// included.
func (c *commander) grant(u, size, most, remaining int) int {
	if c.guard == nil {
		return max(0, min(size, most))
	}
	for v := range c.retired {
		if c.retired[v] || !c.joined[v] {
			c.guard.absent(v)
		}
	}
	return c.guard.grant(u, size, remaining, most, c.clock())
}

// building tells that unit u's program is still building, since since
// on the launch's clock (before the launch: negative): it takes no work
// until join, and the guard weighs the others' packages against its join
// (Guard, "Late joiners").
func (c *commander) building(u int, since time.Duration) {
	c.joined[u] = false
	if c.guard != nil {
		c.guard.build(u, true, since)
	}
}

// join tells that unit u's program is built: it takes work from now on.
func (c *commander) join(u int) {
	c.joined[u] = true
	if c.guard != nil {
		c.guard.build(u, false, 0)
	}
}

// wakeAt is when a unit the guard held while another builds its program
// asks again (guardLaunch.leave), on the launch's clock; ok is false when
// none waits for a time.
func (c *commander) wakeAt() (at time.Duration, ok bool) {
	if c.guard == nil {
		return 0, false
	}
	return c.guard.wakeAt(c.clock())
}

// ask is next, and whether the request may change what the other units
// are answered (stir): it was u's first (made, answered or not: the
// units after u may make theirs), or a head ended in it (the guard cut
// the head's package to nothing, or its unit cannot run it: the units
// held for it take work again, head.go). The drivers then ask the other
// units again, those parked or dormant before it included: a unit told
// to wait is asked again only when something stirs.
func (c *commander) ask(u int) (s span, id int, v verdict, stir bool) {
	before, turn := c.asked[u], c.headTurn()
	s, id, v = c.next(u)
	return s, id, v, !before && c.asked[u] || c.headTurn() != turn
}

// headTurn is the guard's heads' progress (guardLaunch.turn), 0 without
// a guard.
func (c *commander) headTurn() int {
	if c.guard == nil {
		return 0
	}
	return c.guard.turn()
}

// allDeclined reports whether every live unit was refused work at its last
// request.
func (c *commander) allDeclined() bool {
	for u, d := range c.declined {
		if !c.retired[u] && !d {
			return false
		}
	}
	return true
}

// groupsFor is the work-groups of unit u's package of size units of
// work: all that remains where size is all the remaining work; else,
// without holdings, those from the first free work-group whose cost makes
// up size (as take cuts them), and with holdings (locality.go, which
// choose the place) size at the mean cost of the free work-groups u
// holds, or of all free ones.
func (c *commander) groupsFor(u, size, remaining int) int {
	if c.place == nil || len(c.free) == 0 {
		return size
	}
	if size >= remaining {
		return c.remaining()
	}
	if c.held == nil {
		f := c.free[0]
		return c.place.fit(f.lo, size, f.hi-f.lo)
	}
	runs := c.free
	if u < len(c.held) {
		if own := c.freeIn(c.held[u]); len(own) > 0 {
			runs = own
		}
	}
	g, w := 0, 0.0
	for _, r := range runs {
		g, w = g+r.hi-r.lo, w+c.place.work(r.lo, r.hi)
	}
	if !(w > 0) {
		return size
	}
	return max(1, int(math.Round(float64(size)*float64(g)/w)))
}

// costsBy makes the launch count its work in the costs p (nil: a unit
// is a work-group), and tells the guard whether the costs by place are
// known: given, or even (a kernel of even cost, sycl.Kernel.EvenCost).
func (c *commander) costsBy(p *places, even bool) {
	c.place = p
	if c.guard != nil {
		c.guard.placed = p != nil || even
	}
}

// take removes up to n work-groups from the first free range.
func (c *commander) take(n int) span {
	f := &c.free[0]
	s := span{f.lo, min(f.lo+n, f.hi)}
	f.lo = s.hi
	if f.lo == f.hi {
		c.free = c.free[1:]
	}
	return s
}

// claim removes the first part of [lo, hi) that is still free.
func (c *commander) claim(lo, hi int) (span, bool) {
	for i, f := range c.free {
		a, b := max(f.lo, lo), min(f.hi, hi)
		if a >= b {
			continue
		}
		var rest []span
		if f.lo < a {
			rest = append(rest, span{f.lo, a})
		}
		if b < f.hi {
			rest = append(rest, span{b, f.hi})
		}
		c.free = append(c.free[:i], append(rest, c.free[i+1:]...)...)
		return span{a, b}, true
	}
	return span{}, false
}

func (c *commander) give(u int, s span) (span, int, verdict) {
	c.inflight++
	c.busy[u] += s.hi - s.lo
	c.nextID++
	return s, c.nextID - 1, handOut
}

// call runs a method of the scheduler (user code, with a Policy of one's
// own): a panic in it ends the launch with the panic as its error. It
// reports whether the method returned.
func (c *commander) call(method string, f func()) bool {
	err := protect("Scheduler."+method, func() error { f(); return nil })
	if err != nil {
		c.fail(fmt.Errorf("coexecutor: %w", err))
	}
	return err == nil
}

// fail ends the launch with err, unless it has ended already.
func (c *commander) fail(err error) {
	if c.failure == nil {
		c.failure, c.fatal = err, true
	}
}

// completed records a finished package. A failed one retires its unit and
// returns its work-groups to be handed to another, unless stop is set:
// then no package runs any more, and the launch fails with stop (the
// first one) as its error.
func (c *commander) completed(p Package, err, stop error) {
	c.inflight--
	if p.Unit >= 0 && p.Unit < len(c.busy) {
		c.busy[p.Unit] -= p.Groups
	}
	if p.Unit >= 0 && p.Unit < len(c.declined) {
		// The unit asks again once its package ends, and a scheduler may
		// have refused it only because the package was in flight: until
		// then, its refusal must not make the rest of the range look
		// unwanted.
		c.declined[p.Unit] = false
	}
	work := c.place.units(span{p.FirstGroup, p.FirstGroup + p.Groups}) // as the guard counts it
	if c.guard != nil && p.Unit >= 0 && p.Unit < len(c.declined) {
		if err == nil {
			c.guard.onDevice(p.Unit, work, p.Start, p.End) // every piece
		}
		if err == nil && c.earlyPiece(p.ID) {
			c.moving[p.Unit] = c.moving[p.Unit] || c.movedData(p)
		} else {
			// The guard granted the package whole: it measures it from
			// its grant to its last piece's end (a piece before the last
			// ended after a part of the work, and the package's first
			// piece carries the copies the others overlap), as moving
			// data if any piece did.
			moved := c.movedData(p)
			moved = moved || c.moving[p.Unit]
			c.moving[p.Unit] = false
			c.guard.completed(p.Unit, p.End, heldOnDevice(p), err != nil, moved)
			if r, ok := c.sched.(repowered); ok && err == nil {
				if ps := c.guard.powers(); ps != nil {
					r.repower(ps)
				}
			}
		}
	}
	if err == nil {
		if p.Unit >= 0 && p.Unit < len(c.moves) {
			c.moves[p.Unit] = p.movesFor(c.pieces[p.Unit])
			c.movedPerGroup(p, work)
			c.log[p.Unit].add(c.moves[p.Unit])
			if c.resident {
				c.ran[p.Unit] = ran(c.ran[p.Unit], span{p.FirstGroup, p.FirstGroup + p.Groups})
				c.measured(p.Unit, p)
			}
		}
		c.call("Completed", func() { c.sched.Completed(p) })
		return
	}
	if stop != nil {
		c.fail(stop)
	}
	c.release(span{p.FirstGroup, p.FirstGroup + p.Groups})
	for _, r := range c.reserved[p.Unit] { // the failed unit runs no more pieces
		c.release(r)
	}
	c.reserved[p.Unit] = nil
	if !c.retired[p.Unit] {
		c.retired[p.Unit] = true
		c.live--
	}
	if c.live == 0 && c.failure == nil {
		c.failure = fmt.Errorf("coexecutor: every unit failed; last: %w", err)
	}
}

// gaveBack frees the last p.gave work-groups of package p, in flight,
// which its unit gives back unstarted (a unit joined late): the guard's
// record of the package, and its unit's work in flight, are what it runs.
func (c *commander) gaveBack(p Package) {
	if p.gave <= 0 || p.gave > p.Groups || p.Unit < 0 || p.Unit >= len(c.busy) {
		return
	}
	back := span{p.FirstGroup + p.Groups - p.gave, p.FirstGroup + p.Groups}
	c.releaseJoined(back)
	c.busy[p.Unit] -= p.gave
	if c.guard != nil {
		c.guard.gave(p.Unit, c.place.units(span{p.FirstGroup, p.FirstGroup + p.Groups}), c.place.units(back))
	}
}

// release returns s to the free ranges, keeping them sorted (an empty s
// is nothing to return).
func (c *commander) release(s span) {
	if s.hi <= s.lo {
		return
	}
	i := c.freeAt(s)
	c.free = append(c.free[:i], append([]span{s}, c.free[i:]...)...)
}

// freeAt is where s goes in the free ranges, sorted.
func (c *commander) freeAt(s span) int {
	i := 0
	for i < len(c.free) && c.free[i].lo < s.lo {
		i++
	}
	return i
}

// releaseJoined is release, s joined to the free ranges beside it: a
// package is one range, so a unit that takes what remains takes work
// given back unstarted and the work beside it never handed out in one
// package (gaveBack).
func (c *commander) releaseJoined(s span) {
	if s.hi <= s.lo {
		return
	}
	i := c.freeAt(s)
	switch {
	case i > 0 && c.free[i-1].hi == s.lo && i < len(c.free) && c.free[i].lo == s.hi:
		c.free[i-1].hi = c.free[i].hi
		c.free = append(c.free[:i], c.free[i+1:]...)
	case i > 0 && c.free[i-1].hi == s.lo:
		c.free[i-1].hi = s.hi
	case i < len(c.free) && c.free[i].lo == s.hi:
		c.free[i].lo = s.lo
	default:
		c.free = append(c.free[:i], append([]span{s}, c.free[i:]...)...)
	}
}

// drained reports whether nothing is left to hand unit u: no
// work-group is free and u has no piece of a package reserved. Only a
// package that fails can give it work again (completed).
func (c *commander) drained(u int) bool {
	return c.remaining() == 0 && len(c.reserved[u]) == 0
}

// driver serialises the commander for the units. next blocks while the
// verdict is wait only when block is set: a unit with packages of its own
// in flight must finish those first (they may be what the Commander waits
// for). With its answer it tells whether, as it answered, nothing was
// left to hand the unit (commander.drained): the unit's packages in
// flight are then its last unless one fails.
type driver interface {
	next(u int, block bool) (s span, id int, v verdict, drained bool)
	join(u int) // the unit, which was not ready, is
	// over tells whether the launch needs no more units: its work is
	// done, or it failed or was cancelled.
	over() bool
	completed(p Package, err, stop error)
	// gaveBack frees what a package in flight gives back unstarted
	// (commander.gaveBack).
	gaveBack(p Package)
	stop()
}

// mergedDriver runs the Commander's work on the unit goroutines themselves,
// under a lock: no Director goroutine competes with the CPU unit's workers.
//
// A unit ready at the launch's start has no goroutine until it gets work:
// it is dormant, and the driver asks on its behalf, on the goroutine that
// changed what the Commander would answer (a request, a completion, a
// join, a cancellation), instead of waking a goroutine of its own to ask.
// The first dormant unit to get a package runs on the launch's goroutine
// (adopt); the next ones start goroutines then. A launch whose whole range
// goes to one unit thus starts no goroutine for the others and wakes none
// as its packages end.
type mergedDriver struct {
	mu     sync.Mutex
	cond   sync.Cond
	c      *commander
	unwake func() bool // stops the wake on cancellation
	// dormant marks the units without a goroutine (sleep), asked by
	// rouse; start begins a roused unit's loop with its first answer, on a
	// goroutine of its own (called under mu: it must not block).
	dormant  []bool
	sleeping int
	start    func(u int, g grant)
	started  int // units rouse started on goroutines of their own
	// prefer is the unit whose loop the launch's goroutine runs where it
	// gets a package (adopt): the native device's, whose workers take the
	// processors once its package is submitted; -1: none.
	prefer int
	// The timer that wakes the units the guard holds while another
	// builds (arm): when it fires (0: none set), its generation, and
	// whether the driver stopped.
	armed   time.Duration
	timer   *time.Timer
	gen     int
	stopped bool
}

// arm sets the timer that makes the units ask again when the guard holds
// one while another builds (commander.wakeAt), unless one set fires no
// later. Under mu.
func (d *mergedDriver) arm() {
	if d.stopped {
		return // the launch is over: its guard is the launch's again
	}
	at, ok := d.c.wakeAt()
	if !ok || (d.armed > 0 && d.armed <= at) {
		return
	}
	if d.timer != nil {
		d.timer.Stop()
	}
	d.gen++
	gen := d.gen
	d.armed = at
	d.timer = time.AfterFunc(max(0, at-d.c.clock()), func() {
		d.mu.Lock()
		defer d.mu.Unlock()
		if d.stopped || gen != d.gen {
			return
		}
		d.armed = 0
		d.changed()
	})
}

func newMerged(c *commander) *mergedDriver {
	d := &mergedDriver{c: c, prefer: -1}
	d.cond.L = &d.mu
	// Cancellation must wake waiting units. AfterFunc starts no goroutine
	// unless the launch's context is cancelled, and stop withdraws it once
	// the units are done; a context that is never cancelled (Done is nil,
	// as context.Background's) needs nothing.
	d.unwake = func() bool { return false }
	if c.ctx.Done() != nil {
		d.unwake = context.AfterFunc(c.ctx, func() {
			d.mu.Lock()
			d.changed()
			d.mu.Unlock()
		})
	}
	return d
}

// sleep makes unit u dormant: it has no goroutine until rouse finds it
// work, and then start begins its loop. Units are put to sleep before
// the launch's first request.
func (d *mergedDriver) sleep(u int, start func(u int, g grant)) {
	d.mu.Lock()
	d.start = start
	if d.dormant == nil {
		d.dormant = make([]bool, len(d.c.retired))
	}
	if !d.dormant[u] {
		d.dormant[u] = true
		d.sleeping++
	}
	d.mu.Unlock()
}

// changed tells the units that what the Commander answers may have
// changed: those waiting on their goroutines ask again, and the dormant
// ones are asked now (rouse), under mu.
func (d *mergedDriver) changed() {
	d.cond.Broadcast()
	d.rouse(nil)
	d.arm()
}

// rouse asks every dormant unit for work, in unit order, again while an
// answer may change another's (a package handed out, or a request that
// stirs: ask). A unit whose answer is not wait leaves the dormant set: one with
// a package starts its loop (start), or is returned as adopted when adopt
// is not nil and holds no unit yet; one that is finished needs nothing.
// Under mu.
func (d *mergedDriver) rouse(adopt *grantFor) {
	for again := d.sleeping > 0; again; {
		again = false
		for v, z := range d.dormant {
			if !z {
				continue
			}
			s, id, verdict, stir := d.c.ask(v)
			if stir {
				again = true
				d.cond.Broadcast() // units waiting for v's first request ask again
			}
			if verdict == wait {
				continue
			}
			d.dormant[v] = false
			d.sleeping--
			again = true
			if verdict == finished {
				d.cond.Broadcast()
				continue
			}
			g := grant{s, id, verdict, d.c.drained(v)}
			if adopt != nil && adopt.u < 0 {
				adopt.u, adopt.g = v, g
				continue
			}
			if adopt != nil && v == d.prefer {
				v, adopt.u = adopt.u, v
				g, adopt.g = adopt.g, g
			}
			d.start(v, g)
			d.started++
		}
	}
}

// grantFor is a unit's first answer.
type grantFor struct {
	u int // -1: none
	g grant
}

// adopt returns the first dormant unit to get a package (prefer, where
// it gets one) and that package, for the launch's goroutine to run its
// loop, and starts the others that get one; ok is false once no unit is dormant and none got
// a package (the work is done, failed or cancelled, or went to units
// that joined late). It waits while every dormant unit is told to wait.
// others tells whether it started another unit's goroutine.
func (d *mergedDriver) adopt() (u int, g grant, others, ok bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	a := grantFor{u: -1}
	n := d.started
	for {
		d.rouse(&a)
		if a.u >= 0 {
			return a.u, a.g, d.started > n, true
		}
		if d.sleeping == 0 {
			return 0, grant{}, false, false
		}
		d.arm()
		d.cond.Wait()
	}
}

func (d *mergedDriver) next(u int, block bool) (span, int, verdict, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	for {
		s, id, v, stir := d.c.ask(u)
		if v == finished || stir {
			d.changed() // the others' answers may have changed (ask)
		}
		if v != wait || !block {
			return s, id, v, d.c.drained(u)
		}
		if stir {
			continue // and u's own: it asks again before it waits
		}
		d.arm()
		d.cond.Wait()
	}
}

func (d *mergedDriver) join(u int) {
	d.mu.Lock()
	d.c.join(u)
	d.changed()
	d.mu.Unlock()
}

func (d *mergedDriver) over() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.c.over()
}

func (d *mergedDriver) completed(p Package, err, stop error) {
	d.mu.Lock()
	d.c.completed(p, err, stop)
	d.changed()
	d.mu.Unlock()
}

func (d *mergedDriver) gaveBack(p Package) {
	d.mu.Lock()
	d.c.gaveBack(p)
	d.changed()
	d.mu.Unlock()
}

func (d *mergedDriver) stop() {
	d.unwake()
	d.mu.Lock()
	d.stopped = true
	if d.timer != nil {
		d.timer.Stop()
	}
	d.mu.Unlock()
}

// directorDriver runs the Commander loop on a Director goroutine that
// receives requests and completions, as in Nozal & Bosque 2021.
type directorDriver struct {
	c     *commander
	reqs  chan request
	done  chan completion
	quit  chan struct{}
	ended chan struct{}
	joins chan int
	overs chan chan bool
	gives chan Package
}

type request struct {
	u     int
	block bool
	reply chan grant
}

type grant struct {
	s       span
	id      int
	v       verdict
	drained bool
}

type completion struct {
	p         Package
	err, stop error
}

func newDirector(c *commander) *directorDriver {
	d := &directorDriver{c: c, reqs: make(chan request), done: make(chan completion), joins: make(chan int), overs: make(chan chan bool), gives: make(chan Package), quit: make(chan struct{}), ended: make(chan struct{})}
	go d.loop()
	return d
}

func (d *directorDriver) loop() {
	defer close(d.ended)
	var parked []request
	ctxDone := d.c.ctx.Done()
	// The timer that wakes the units the guard holds while another
	// builds (commander.wakeAt): it fires at armed (0: none set).
	var (
		timer *time.Timer
		wake  <-chan time.Time
		armed time.Duration
	)
	defer func() {
		if timer != nil {
			timer.Stop()
		}
	}()
	// serve answers every parked request it can, again while one is
	// answered or stirs (ask): that lets the next unit's through.
	serve := func() {
		for answered := true; answered; {
			answered = false
			kept := parked[:0]
			for _, r := range parked {
				s, id, v, stir := d.c.ask(r.u)
				if stir {
					// Its first request made, refused or not, lets the
					// units after it make theirs, and a head that ended
					// in it frees the units held for it: they may be
					// parked before it (ask).
					answered = true
				}
				if v == wait && r.block {
					kept = append(kept, r)
					continue
				}
				r.reply <- grant{s, id, v, d.c.drained(r.u)}
				answered = true
			}
			parked = kept
		}
	}
	for {
		select {
		case r := <-d.reqs:
			parked = append(parked, r)
		case c := <-d.done:
			d.c.completed(c.p, c.err, c.stop)
		case u := <-d.joins:
			d.c.join(u)
		case p := <-d.gives:
			d.c.gaveBack(p)
		case r := <-d.overs:
			r <- d.c.over()
			continue
		case <-ctxDone:
			ctxDone = nil // serve once more: parked units learn the launch is over
		case <-wake:
			wake, armed = nil, 0
		case <-d.quit:
			return
		}
		serve()
		if at, ok := d.c.wakeAt(); ok && (armed == 0 || at < armed) {
			if timer != nil {
				timer.Stop()
			}
			timer = time.NewTimer(max(0, at-d.c.clock()))
			wake, armed = timer.C, at
		}
	}
}

func (d *directorDriver) next(u int, block bool) (span, int, verdict, bool) {
	reply := make(chan grant, 1)
	d.reqs <- request{u, block, reply}
	g := <-reply
	return g.s, g.id, g.v, g.drained
}

func (d *directorDriver) join(u int) { d.joins <- u }

func (d *directorDriver) gaveBack(p Package) { d.gives <- p }

func (d *directorDriver) over() bool {
	r := make(chan bool, 1)
	d.overs <- r
	return <-r
}

func (d *directorDriver) completed(p Package, err, stop error) {
	d.done <- completion{p, err, stop}
}

func (d *directorDriver) stop() {
	close(d.quit)
	<-d.ended
}
