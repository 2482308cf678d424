package coexecutor

// This file holds the rule that decides whether a unit cuts its packages
// into Pipeline's pieces. Pieces exist only to overlap one piece's copies
// with another's kernel; a package whose data are on its device already
// and whose outputs stay there has nothing to overlap, and each piece
// would pay a launch of its own (and, for a reduction, a partial result
// and a finish of its own). So a package is cut only on a unit that moves
// data for it. Whether a package will move data is told, before it is
// handed out, by what the unit's last package of the same computation
// moved in this launch, or else by what the previous launch of the
// computation (the same launch key) left: what the unit's first package
// of that launch moved, which meets the data as a launch leaves them. A
// unit that has not run one yet is taken to move data. Where the first
// package moved data and every later package of the unit in that launch
// found its data (the data moved are read by every package: all the
// positions of an N-body step, which the other devices computed), pieces
// would have nothing to overlap, their first carrying all the copies: the
// next launch hands the package out whole, and goes on doing so while its
// first package is the unit's only one. A package handed out whole that
// does move data runs correctly, only without the overlap, and makes the
// unit's next packages in the launch pieces again. (Taking the last
// package's moves instead, a unit whose first piece gathered data and
// whose last found them ran its package whole in one launch and in pieces
// in the next, and so on, alternating.) A package that moved less than
// one piece's share of the bytes it used (a halo, the rows another unit
// wrote in the launch before) counts as having found its data: cut into
// k pieces, its copies would fit in one piece's, so no other piece would
// have copies to overlap, and the k−1 extra launches would buy nothing.

import (
	"slices"

	"github.com/gosycl/gosycl/internal/memory"
)

// moves is what the last package of a computation that ran on a unit
// moved.
type moves uint8

const (
	movesUnknown moves = iota // no package of the computation has run on the unit
	movesData                 // it copied data to its device or its outputs home
	movesNone                 // it found its data on the device and left its outputs there
	movesOnce                 // in the launch before, the first package moved data that every later one found (moveLog.left)
)

// movesOf is what package p, which ran, tells about its unit's data:
// what its launch saw it move, or, for a package made outside a launch,
// whether its transfers moved any byte.
func movesOf(p Package) moves {
	switch {
	case p.moves != movesUnknown:
		return p.moves
	case p.Moved.Total() > 0:
		return movesData
	}
	return movesNone
}

// movesFor is what package p, which ran, tells its unit's next package
// when packages are cut into k pieces: movesOf(p), except that a package
// whose copies were fewer bytes than one piece's share of those it used
// (p.used / k) found its data. Data moved without a byte count (a
// mapping) keep counting as moving.
func (p Package) movesFor(k int) moves {
	m := movesOf(p)
	if n := p.Moved.Total(); m == movesData && n > 0 && n*int64(max(k, 1)) < p.used {
		return movesNone
	}
	return m
}

// usedBytes is the bytes of memory a command's uses cover, the launch's
// own memory (own) excluded: a package's footprint.
func usedBytes(uses []memory.Use, own []*memory.Buffer) int64 {
	var n int64
	for _, u := range uses {
		if u.Buf != nil && slices.Contains(own, u.Buf) {
			continue
		}
		n += int64(max(u.Hi-u.Lo, 0))
	}
	return n
}

// cut reports whether a unit whose last package moved m cuts its next
// package into pieces.
func (m moves) cut() bool { return m == movesUnknown || m == movesData }

// moveLog is what a unit's packages moved in one launch, for the next.
type moveLog struct {
	first moves // the unit's first completed package's
	later moves // movesData if a later one moved data, movesNone if none did; unknown if there was none
}

// add records what the unit's next completed package moved.
func (l *moveLog) add(m moves) {
	switch {
	case l.first == movesUnknown:
		l.first = m
	case l.later != movesData:
		l.later = m
	}
}

// left is what the launch leaves for the unit's next launch of the
// computation, given what the launch before left (prev): nothing ran,
// prev; the first package found its data, movesNone; it moved data and
// a later package too, movesData; it moved data that every later package
// found, movesOnce; it moved data and was the only one, prev where that
// was movesOnce, else movesData.
func (l moveLog) left(prev moves) moves {
	switch {
	case l.first == movesUnknown:
		return prev
	case l.first != movesData:
		return movesNone
	case l.later == movesData:
		return movesData
	case l.later == movesNone:
		return movesOnce
	case prev == movesOnce:
		return movesOnce
	}
	return movesData
}

// startMoves starts a launch whose units' last packages of the
// computation, in the launch before, moved m (what it left: moveLog.left).
func (c *commander) startMoves(m []moves) {
	c.moves, c.prev, c.log = m, slices.Clone(m), make([]moveLog, len(m))
}

// leftMoves is what the launch leaves for the next launch of the
// computation, per unit (moveLog.left).
func (c *commander) leftMoves() []moves {
	m := make([]moves, len(c.moves))
	for u := range m {
		prev := movesUnknown
		if u < len(c.prev) {
			prev = c.prev[u]
		}
		m[u] = c.log[u].left(prev)
	}
	return m
}

// movedRecord is what a computation's launch left for its next one, per
// unit: what its packages moved (moveLog.left) and the bytes a work-group
// of its last package that moved data moved (pieces.go).
type movedRecord struct {
	moves []moves
	bytes []unitBytes
}

// lastMoves returns what each unit's last package of the computation key
// moved in its previous launch (movesUnknown and nothing known for each
// where none ran).
func (ce *Coexecutor) lastMoves(key string) ([]moves, []unitBytes) {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	m, b := make([]moves, len(ce.units)), make([]unitBytes, len(ce.units))
	if prev := ce.moved[key]; len(prev.moves) == len(m) && len(prev.bytes) == len(b) {
		copy(m, prev.moves)
		copy(b, prev.bytes)
	}
	return m, b
}

// keepMoves keeps what each unit's last package of the computation key
// moved, for its next launch.
func (ce *Coexecutor) keepMoves(key string, m []moves, b []unitBytes) {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	if len(ce.moved) >= 1024 { // a bound, as for history
		clear(ce.moved)
	}
	ce.moved[key] = movedRecord{slices.Clone(m), slices.Clone(b)}
}

// usesMove is what a command with memory uses moves to loc in USM
// session s, told before its transfers are planned: data when a range it
// reads is not current on loc, or it uses a USM allocation other than in
// place in a way that copies or maps bytes for it (a region its copy on
// loc lacks, a region written that comes home after it, an allocation
// mapped or copied whole: memory.Alloc.MovesFor). A USM region whose copy
// on loc holds what the command reads, in a session that keeps copies,
// moves nothing, as a buffer's range current on loc does: an iterative
// computation on USM runs its packages whole once its data stay on the
// device, as it does on buffers. The launch's own memory (own) does not
// count. Outputs brought home after the package are counted when they
// are (launchState.finish).
//
// usmDir is, of the USM regions that move data, the bytes of those it
// reads (copied in, or mapped for reading) or of those it writes (copied
// or mapped home), whichever is more, a region read and written counted
// in both. USM copies carry no byte count in a package's Moved; this is
// what its link carries of them at least, where the link's speed bounds a
// unit's launch alone (commander.linkSpeeds, Memory.onDevice).
func usesMove(uses []memory.Use, s *memory.Session, loc memory.Loc, own []*memory.Buffer) (m moves, usmDir int64) {
	m = movesNone
	var in, out int64
	for _, u := range uses {
		switch {
		case u.Alloc != nil && u.Alloc.MovesFor(s, loc, u.Lo, u.Hi, u.Mode):
			m = movesData
			n := int64(max(u.Hi-u.Lo, 0))
			if u.Mode.NeedsData() {
				in += n
			}
			if u.Mode.Writes() {
				out += n
			}
		case u.Alloc != nil:
		case u.Buf == nil || slices.Contains(own, u.Buf):
		case m != movesData && u.Mode.NeedsData() && !u.Buf.Current(loc, u.Lo, u.Hi):
			m = movesData
		}
	}
	return m, max(in, out)
}
