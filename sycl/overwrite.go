package sycl

// This file holds the deferred copy in of a writing accessor whose
// kernel overwrites all it covers: the copy runs only if the command
// fails before its kernel starts.

import (
	"github.com/gosycl/gosycl/internal/memory"
)

// overwritten reports, for each of a command group's uses, whether the
// launch (f) writes every element the use covers, whatever the data, and
// reads none of them: a buffer's Write or ReadWrite accessor bound to
// exactly one parameter, which cmd/kgen records as written and not read
// (Access), with no atomics, whose footprint proves that the part of the
// launch that runs writes every element of the accessor's range
// (LaunchFootprint.Overwrites), and no other accessor of the buffer in
// the command group. Such a use needs none of the old contents on the
// device: its copy in is deferred (see command.restore). It returns nil
// when no use qualifies.
func overwritten(f *launchFootprints, uses []memory.Use) []bool {
	var out []bool
	for j, u := range uses {
		if u.Buf == nil || !u.Mode.NeedsData() || !u.Mode.Writes() || !onlyUseOf(uses, j) {
			continue
		}
		i := paramOf(f.mem, u)
		if i < 0 {
			continue
		}
		if p := f.k.Params[i]; p.Access != Writes || p.Atomics != nil {
			continue
		}
		e := f.of(i)
		if e == nil || e.wsErr != nil || !e.lf.overwrites(f.lo, f.hi, e.ws) || !covers(e.ws, useSpan(u)) {
			continue
		}
		if out == nil {
			out = make([]bool, len(uses))
		}
		out[j] = true
	}
	return out
}

// onlyUseOf reports whether uses[j] is the only use of its buffer.
func onlyUseOf(uses []memory.Use, j int) bool {
	for i, v := range uses {
		if i != j && v.Buf == uses[j].Buf {
			return false
		}
	}
	return true
}

// paramOf returns the index of the one kernel argument whose memory is
// u's buffer, bound through u itself, or -1 when none is or several are.
func paramOf(mem []memory.Use, u memory.Use) int {
	at := -1
	for i, m := range mem {
		if m.Buf != u.Buf {
			continue
		}
		if at >= 0 || m.Lo != u.Lo || m.Hi != u.Hi || m.Mode != u.Mode {
			return -1
		}
		at = i
	}
	return at
}

// covers reports whether one of the sorted, disjoint spans ws holds all
// of s.
func covers(ws []Span, s Span) bool {
	for _, w := range ws {
		if w.Lo <= s.Lo && s.Hi <= w.Hi {
			return true
		}
	}
	return s.Lo >= s.Hi
}

// deferCopies reports whether the transfers xs of the command's use j
// are deferred: the use is overwritten and every transfer is a copy from
// the host into the command's device (a copy home on its way from
// another device writes the host's copy, which later commands may use
// before the command ends).
func (c *command) deferCopies(j int, xs []memory.Transfer) bool {
	if j >= len(c.over) || !c.over[j] || len(xs) == 0 {
		return false
	}
	for _, x := range xs {
		if !x.ToDevice(c.loc) {
			return false
		}
	}
	return true
}

// restore runs, for a command that fails before its action started, the
// copies in that its overwritten uses deferred, so that their ranges on
// the device hold the data from before the command, as a Write or
// ReadWrite accessor's failure before its kernel starts keeps them (see
// lose). It first waits for every dependency: the copies read what
// earlier commands wrote, and write bytes that earlier commands on the
// device may still be reading. A failed copy loses the range, as any
// failed transfer does.
func (c *command) restore() {
	if c.started || len(c.deferred) == 0 {
		return
	}
	for _, ds := range [][]memory.Event{c.deps, c.actDeps, c.deferDeps} {
		for _, d := range ds {
			_ = d.Wait()
		}
	}
	if c.order != nil {
		_ = c.order.Wait()
	}
	for _, x := range c.deferred {
		if err := x.Run(); err != nil {
			c.xferFailed = true
			continue
		}
		c.ev.moved.Add(x.Moved())
	}
	c.deferred = nil
}
