package coexecutor

// This file holds the rule that sets how many pieces a package runs as by
// default on a unit whose packages move data (Pipeline's default): as many
// as balance what the pieces hide of the package's copies against what
// each piece costs.
//
// A package run as k pieces overlaps one piece's copy in, another's kernel
// and a third's copy out; what no piece overlaps is the first piece's copy
// in and the last piece's copy out, about C/k where C is the package's
// copies' time, and each piece pays a fixed cost h of its own (its
// commands, the host's round trips): the package takes about
//
//	T(k) = L + C/k + k·h,
//
// L the stage that bounds it, least at k = √(C/h). C is the package's
// bytes over the link's rate, h the link's fixed cost, both measured once
// per device from pinned memory (Hockney's model of a copy, fixed cost
// plus bytes over rate: opencl.Device.Link), in the background from the
// Coexecutor's creation. The package's bytes are its work-groups times the
// bytes a work-group of the unit's last package that moved data moved (in
// this launch, or else in the launch before with the same key; where data
// moved without a byte count, as USM regions do, the bytes the package
// used). A triad of 64 M floats on a link of 50 GB/s and 20 µs moves 768
// MB a launch, C ≈ 15 ms: 28 pieces. A package whose copies take less than
// 2¼ fixed costs runs whole. No piece is smaller than the unit's fill
// (fill.go), whatever the rule asks.
//
// Where that package's copies were staged (a buffer over a Go slice the
// user gave: staging.go in the OpenCL backend), the unit keeps Pipeline's
// fixed default: the staging's memmoves on the host's cores bound both
// directions' copies, a stage that pieces cannot overlap with itself, so C
// is not what they hide, and each piece pays the staging's own fixed cost,
// several times a DMA's. So does a unit until it has moved data for the
// computation or its link is measured, and one whose link could not be
// measured.

import (
	"math"
	"slices"

	"github.com/gosycl/gosycl/internal/memory"
)

// link is a unit's link to the host: a copy of n bytes takes fixed +
// n/rate seconds.
type link struct {
	fixed, rate float64
}

// known tells whether the link was measured: both figures positive and
// finite.
func (l link) known() bool {
	return l.fixed > 0 && l.rate > 0 && !math.IsInf(l.fixed, 0) && !math.IsInf(l.rate, 0)
}

// pieces is how many pieces a package whose copies move b bytes runs as
// over l: √(C/h) rounded, C = b/rate and h = fixed, at least 1. l must be
// known.
func (l link) pieces(b float64) int {
	if !(b > 0) {
		return 1
	}
	k := math.Round(math.Sqrt(b / l.rate / l.fixed))
	if k > math.MaxInt32 {
		return math.MaxInt32
	}
	return max(1, int(k))
}

// measureLink measures unit u's link in the background (ce.bg), where
// its device copies: until it is known, and where it cannot be measured,
// the unit's link is unknown.
func (ce *Coexecutor) measureLink(u *unit) {
	if u.dev.UsesHostMemory() {
		return
	}
	loc := memory.LocationOf(u.dev)
	if loc == nil {
		return
	}
	ce.bg.Add(1)
	go func() {
		defer ce.bg.Done()
		if l, err := loc.Link(); err == nil {
			u.link.Store(&link{fixed: l.Fixed.Seconds(), rate: l.Rate})
		}
	}()
}

// linkOf is unit u's link as measured so far (the zero link: unknown).
func (u *unit) linkOf() link {
	if l := u.link.Load(); l != nil {
		return *l
	}
	return link{}
}

// pieceCount is how many pieces unit u runs package s as: the link rule
// where the unit's link (measured only for Pipeline's default) and bytes
// per work-group are known and its copies are not staged, else
// c.pieces[u] no smaller than pieceMin; no piece smaller than u's fill.
func (c *commander) pieceCount(u int, s span) int {
	n := s.hi - s.lo
	if l := c.links[u]; l.known() && c.perGroup[u] > 0 && !c.staged[u] {
		return min(l.pieces(c.perGroup[u]*float64(n)), n/max(c.fill[u], 1))
	}
	return min(c.pieces[u], n/max(c.pieceMin, c.fill[u], 1))
}

// movedPerGroup records what package p, which ran, moved per work-group,
// and whether its copies were staged, where it moved data: its bytes
// moved, or, where its data moved without a byte count (USM regions
// copied to a device's view of them), the bytes of memory it used (and,
// for the direction that moved more, per unit of work, those of its USM
// regions that moved in that direction: usesMove). work is p's units of
// work as the guard counts them for its speed on its device (OnDevice,
// which Memory.LinkSpeed bounds): c.place.units of its work-groups.
func (c *commander) movedPerGroup(p Package, work int) {
	if p.Unit < 0 || p.Unit >= len(c.perGroup) {
		return
	}
	d := max(p.Moved.HostToDevice, p.Moved.DeviceToHost)
	if d == 0 && movesOf(p) == movesData {
		d = p.usmDir
	}
	if d > 0 && work > 0 {
		c.dirPerWork[p.Unit] = float64(d) / float64(work)
	}
	b := p.Moved.Total()
	if b == 0 && movesOf(p) == movesData {
		b = p.used
	}
	if b > 0 && p.Groups > 0 {
		c.perGroup[p.Unit] = float64(b) / float64(p.Groups)
		c.staged[p.Unit] = p.staged
	}
}

// stagesCopies reports whether a command with memory uses copies through
// staging: it uses a buffer whose host memory is not pinned (a Go slice
// the user gave), the launch's own memory (own) excluded.
func stagesCopies(uses []memory.Use, own []*memory.Buffer) bool {
	for _, u := range uses {
		if u.Buf != nil && !u.Buf.Pinned() && !slices.Contains(own, u.Buf) {
			return true
		}
	}
	return false
}

// unitBytes is what a unit's last package of a computation that moved
// data moved per work-group, and whether its copies were staged.
type unitBytes struct {
	perGroup float64
	staged   bool
}

// startBytes starts a launch with what its units' packages moved in the
// computation's previous launches (Coexecutor.lastMoves).
func (c *commander) startBytes(b []unitBytes) {
	for u := range min(len(b), len(c.perGroup)) {
		c.perGroup[u], c.staged[u] = b[u].perGroup, b[u].staged
	}
}

// leftBytes is what the launch leaves for the computation's next launch
// (Coexecutor.keepMoves).
func (c *commander) leftBytes() []unitBytes {
	b := make([]unitBytes, len(c.perGroup))
	for u := range b {
		b[u] = unitBytes{c.perGroup[u], c.staged[u]}
	}
	return b
}

// linkSpeeds is Memory.LinkSpeed after the launch, old before it: for a
// unit whose packages moved data over a known link in the launch (bytes
// counted, or its USM regions': movedPerGroup), the units of work per
// second the link carries of what a unit of work of its last such
// package moved in the direction that moved more; else old's.
func (c *commander) linkSpeeds(old []float64) []float64 {
	s := make([]float64, len(c.dirPerWork))
	copy(s, old)
	for u, d := range c.dirPerWork {
		if l := c.links[u]; d > 0 && l.known() {
			s[u] = l.rate / d
		}
	}
	return s
}
