package coexecutor

import (
	"context"
	"testing"

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
