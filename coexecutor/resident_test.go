package coexecutor

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// What a package that ran tells about its unit's data: any byte moved, in
// either direction, or work on a copy of a USM allocation, means data move.
func TestMovesOf(t *testing.T) {
	for _, c := range []struct {
		name string
		p    Package
		want moves
	}{
		{"nothing moved", Package{}, movesNone},
		{"input copied in", Package{Moved: Moved{HostToDevice: 4}}, movesData},
		{"outputs brought home", Package{Moved: Moved{DeviceToHost: 1}}, movesData},
		{"from another device", Package{Moved: Moved{DeviceToDevice: 8}}, movesData},
		{"the launch saw data move", Package{moves: movesData}, movesData},
		{"the launch saw none move (its own memory did)", Package{moves: movesNone, Moved: Moved{HostToDevice: 4}}, movesNone},
	} {
		require.Equal(t, c.want, movesOf(c.p), c.name)
	}
	require.True(t, movesUnknown.cut(), "a unit not measured yet is taken to move data")
	require.True(t, movesData.cut())
	require.False(t, movesNone.cut())
}

// A package that moved less than one piece's share of the bytes it used
// (a halo, rows another unit wrote) tells its unit's next package that it
// finds its data: its copies would fit in one piece. One that moved a
// piece's share or more moves data; so does one whose use is unknown.
func TestMovesFor(t *testing.T) {
	for _, c := range []struct {
		name string
		p    Package
		k    int
		want moves
	}{
		{"a halo of a grid, 4 pieces", Package{moves: movesData, Moved: Moved{HostToDevice: 16 << 10}, used: 128 << 20}, 4, movesNone},
		{"a halo, outputs brought home too", Package{moves: movesData, Moved: Moved{HostToDevice: 1 << 10, DeviceToHost: 1 << 10}, used: 64 << 10}, 4, movesNone},
		{"exactly one piece's share", Package{moves: movesData, Moved: Moved{HostToDevice: 32}, used: 128}, 4, movesData},
		{"just under one piece's share", Package{moves: movesData, Moved: Moved{HostToDevice: 31}, used: 128}, 4, movesNone},
		{"a whole input", Package{moves: movesData, Moved: Moved{HostToDevice: 64 << 20}, used: 128 << 20}, 4, movesData},
		{"a small move, packages whole (k = 1)", Package{moves: movesData, Moved: Moved{HostToDevice: 16}, used: 1 << 20}, 1, movesNone},
		{"k = 0 counts as 1", Package{moves: movesData, Moved: Moved{HostToDevice: 16}, used: 1 << 20}, 0, movesNone},
		{"use unknown (a simulator's package)", Package{Moved: Moved{HostToDevice: 4}}, 4, movesData},
		{"moved without a byte count (a mapping)", Package{moves: movesData, used: 1 << 20}, 4, movesData},
		{"found its data", Package{moves: movesNone, used: 1 << 20}, 4, movesNone},
		{"nothing known", Package{}, 4, movesNone},
	} {
		require.Equal(t, c.want, c.p.movesFor(c.k), c.name)
	}
}

// fixedSize hands out packages of n work-groups.
type fixedSize struct {
	noFeedback
	n int
}

func (f fixedSize) Next(u, remaining int) int { return f.n }

// A unit's packages are cut into pieces only while its packages move data:
// from what its last package of the previous launch moved at first, then
// from its last one of this launch; a piece that moved nothing makes the
// rest of its package one package.
func TestPiecesOnlyWhereDataMove(t *testing.T) {
	const groups, pkg, pieces = 16, 8, 4
	for _, c := range []struct {
		name   string
		before moves   // the unit's last package of the previous launch
		moved  []int64 // bytes each package's pieces move
		want   [][]span
	}{
		{"first launch, data moving", movesUnknown, []int64{4, 4},
			[][]span{{{0, 2}, {2, 4}, {4, 6}, {6, 8}}, {{8, 10}, {10, 12}, {12, 14}, {14, 16}}}},
		{"first launch, data resident", movesUnknown, []int64{0, 0},
			[][]span{{{0, 2}, {2, 8}}, {{8, 16}}}},
		{"resident since the previous launch", movesNone, []int64{0, 0},
			[][]span{{{0, 8}}, {{8, 16}}}},
		{"resident before, moving now", movesNone, []int64{4, 4},
			[][]span{{{0, 8}}, {{8, 10}, {10, 12}, {12, 14}, {14, 16}}}},
		{"moving before, resident now", movesData, []int64{0, 0},
			[][]span{{{0, 2}, {2, 8}}, {{8, 16}}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			cm := newCommander(context.Background(), groups, 1, fixedSize{n: pkg}, nil, nil)
			cm.pieces[0], cm.moves[0] = pieces, c.before
			for i, want := range c.want {
				var got []span
				for range want {
					s, id, v := cm.next(0)
					require.Equal(t, handOut, v, "package %d", i)
					got = append(got, s)
					cm.completed(Package{ID: id, Unit: 0, FirstGroup: s.lo, Groups: s.hi - s.lo, Moved: Moved{HostToDevice: c.moved[i]}}, nil, nil)
				}
				require.Equal(t, want, got, "package %d", i)
			}
			_, _, v := cm.next(0)
			require.Equal(t, finished, v)
		})
	}
}

// What a launch leaves for the next: from what the unit's first package
// moved and whether a later one moved data. A unit whose first piece
// gathered data that its later pieces found (an N-body step: every piece
// reads all positions) runs its package whole in the next launch, and
// goes on doing so while that package moves data and is its only one;
// leaving what its last package moved made it alternate, pieces in one
// launch and a whole package in the next.
func TestMovesLeftForTheNextLaunch(t *testing.T) {
	for _, c := range []struct {
		name  string
		prev  moves
		moved []moves // what each completed package of the unit moved, in order
		want  moves
	}{
		{"nothing ran", movesData, nil, movesData},
		{"nothing ran, never before", movesUnknown, nil, movesUnknown},
		{"first found its data", movesData, []moves{movesNone, movesData}, movesNone},
		{"every package moved", movesUnknown, []moves{movesData, movesData}, movesData},
		{"a later package moved", movesUnknown, []moves{movesData, movesNone, movesData}, movesData},
		{"first gathered, later pieces found it", movesUnknown, []moves{movesData, movesNone}, movesOnce},
		{"then whole: it moved, alone", movesOnce, []moves{movesData}, movesOnce},
		{"whole and alone, moving before", movesData, []moves{movesData}, movesData},
		{"whole and alone, unknown before", movesUnknown, []moves{movesData}, movesData},
		{"data came to rest", movesOnce, []moves{movesNone}, movesNone},
	} {
		var l moveLog
		for _, m := range c.moved {
			l.add(m)
		}
		require.Equal(t, c.want, l.left(c.prev), c.name)
	}
	require.False(t, movesOnce.cut(), "data every piece reads: nothing to overlap")
}

// The launches of an all-pairs step on one unit with pieces: the
// first cuts its package (nothing known), its first piece gathers and the
// second finds the data (the rest then runs whole); every launch after runs the package whole,
// gathering, in one piece, without alternating.
func TestGatherRunsWholeEveryLaunch(t *testing.T) {
	const groups, pieces = 16, 4
	prev := movesUnknown
	for launch := range 4 {
		cm := newCommander(context.Background(), groups, 1, fixedSize{n: groups}, nil, nil)
		cm.pieces[0] = pieces
		cm.startMoves([]moves{prev})
		var got []span
		for i := 0; ; i++ {
			s, id, v := cm.next(0)
			if v == finished {
				break
			}
			require.Equal(t, handOut, v)
			got = append(got, s)
			var moved int64
			if i == 0 {
				moved = 64 // the positions the others computed
			}
			cm.completed(Package{ID: id, Unit: 0, FirstGroup: s.lo, Groups: s.hi - s.lo, Moved: Moved{HostToDevice: moved}}, nil, nil)
		}
		if launch == 0 {
			require.Equal(t, []span{{0, 4}, {4, 8}, {8, 16}}, got, "launch %d", launch)
		} else {
			require.Equal(t, []span{{0, 16}}, got, "launch %d", launch)
		}
		prev = cm.leftMoves()[0]
	}
}

// The guard grants a package whole and learns of it when its last piece
// ends: a unit whose package runs as 4 pieces, the first carrying the
// copies, is measured over the whole package (its work-groups over the
// time from the grant to the last piece's end), and the launch's span
// ends with the last piece; taken at the first piece's end, the unit
// would look four times as fast, and a launch alone would look as short
// as its first piece.
func TestGuardMeasuresWholePackage(t *testing.T) {
	const groups, pieces = 400, 4
	now := time.Duration(0)
	l := Guard{}.start(groups, []guardPrior{{Power: 1, Speed: 1e5, Full: 1}})
	cm := newCommander(context.Background(), groups, 1, fixedSize{n: groups}, l, func() time.Duration { return now })
	cm.pieces[0] = pieces
	cm.startMoves([]moves{movesData})
	var ends []time.Duration
	for i := 0; ; i++ {
		s, id, v := cm.next(0)
		if v == finished {
			break
		}
		require.Equal(t, handOut, v, "request %d", i)
		now += 10 * time.Millisecond // each piece takes 10 ms, the first with its copies
		ends = append(ends, now)
		cm.completed(Package{ID: id, Unit: 0, FirstGroup: s.lo, Groups: s.hi - s.lo, End: now, Moved: Moved{HostToDevice: 1 << 20}, used: 1 << 21, moves: movesData}, nil, nil)
	}
	require.Len(t, ends, pieces, "the package ran as %d pieces", pieces)
	u := l.units[0]
	require.Equal(t, 1, u.count, "packages the guard measured")
	require.Equal(t, float64(groups), u.groups, "work-groups the guard measured")
	require.Equal(t, ends[pieces-1], u.busy, "busy time: from the grant to the last piece's end")
	require.Equal(t, ends[pieces-1], u.lastEnd, "the unit's last end")
}
