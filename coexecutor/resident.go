package coexecutor

// This file holds the rule that decides whether a unit cuts its packages
// into Pipeline's pieces. Pieces exist only to overlap one piece's copies
// with another's kernel; a package whose data are on its device already
// and whose outputs stay there has nothing to overlap, and each piece
// would pay a launch of its own (and, for a reduction, a partial result
// and a finish of its own). So a package is cut only on a unit that moves
// data for it. Whether a package will move data is told, before it is
// handed out, by what the unit's last package of the same computation
// moved: in this launch, or else in the previous launch of the
// computation (the same launch key). A unit that has not run one yet is
// taken to move data. A package handed out whole that does move data
// runs correctly, only without the overlap, and makes the unit's next
// packages pieces again.

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

// cut reports whether a unit whose last package moved m cuts its next
// package into pieces.
func (m moves) cut() bool { return m != movesNone }

// lastMoves returns what each unit's last package of the computation key
// moved in its previous launch (movesUnknown for each where none ran).
func (ce *Coexecutor) lastMoves(key string) []moves {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	m := make([]moves, len(ce.units))
	if prev := ce.moved[key]; len(prev) == len(m) {
		copy(m, prev)
	}
	return m
}

// keepMoves keeps what each unit's last package of the computation key
// moved, for its next launch.
func (ce *Coexecutor) keepMoves(key string, m []moves) {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	if len(ce.moved) >= 1024 { // a bound, as for history
		clear(ce.moved)
	}
	ce.moved[key] = append([]moves(nil), m...)
}

// usesMove is what a command with memory uses moves to loc, told before
// its transfers are planned: data when a range it reads is not current on
// loc, or it uses a USM allocation other than in place (on a copy of its
// regions, or mapped or copied whole at the launch's end:
// memory.Alloc.MovesOn); the launch's own memory (own) does not count.
// Outputs brought home after the package are counted when they are
// (launchState.finish).
func usesMove(uses []memory.Use, loc memory.Loc, own []*memory.Buffer) moves {
	for _, u := range uses {
		switch {
		case u.Alloc != nil && u.Alloc.MovesOn(loc, u.Mode):
			return movesData
		case u.Buf == nil || slices.Contains(own, u.Buf):
		case u.Mode.NeedsData() && !u.Buf.Current(loc, u.Lo, u.Hi):
			return movesData
		}
	}
	return movesNone
}
