package coexecutor

import (
	"context"
	"math"
	"testing"
)

// TestLinkPieces tables the link rule: √(C/h) pieces, C the package's
// bytes over the rate and h the fixed cost.
func TestLinkPieces(t *testing.T) {
	gbps := func(g float64) float64 { return g * 1e9 }
	for _, c := range []struct {
		l     link
		bytes float64
		want  int
	}{
		{link{20e-6, gbps(50)}, 768e6, 28},   // a triad of 64 M floats: C = 15.4 ms
		{link{20e-6, gbps(50)}, 128e6, 11},   // a 128 MB result: C = 2.56 ms
		{link{20e-6, gbps(50)}, 4e6, 2},      // C = 80 µs, four fixed costs
		{link{20e-6, gbps(50)}, 2.2e6, 1},    // C = 44 µs: under 2¼ fixed costs, whole
		{link{20e-6, gbps(50)}, 0, 1},        // nothing moves
		{link{80e-6, gbps(50)}, 768e6, 14},   // a dearer piece: half as many
		{link{20e-6, gbps(12.5)}, 768e6, 55}, // a slower link: twice as many
		{link{1e-12, gbps(50)}, 1e18, math.MaxInt32},
	} {
		if !c.l.known() {
			t.Fatalf("%+v not known", c.l)
		}
		if got := c.l.pieces(c.bytes); got != c.want {
			t.Errorf("%+v.pieces(%g) = %d, want %d", c.l, c.bytes, got, c.want)
		}
	}
	for _, l := range []link{{}, {0, 1e9}, {1e-5, 0}, {math.Inf(1), 1e9}, {1e-5, math.Inf(1)}, {math.NaN(), 1e9}} {
		if l.known() {
			t.Errorf("%+v known", l)
		}
	}
}

// TestPieceCount: where the unit's link (measured only for the default)
// and bytes per work-group are known and its copies are not staged, the
// link rule sets the pieces, bounded by the fill alone; otherwise the
// fixed count, no piece under pieceMin or the fill.
func TestPieceCount(t *testing.T) {
	fast := link{20e-6, 50e9}
	for _, c := range []struct {
		name     string
		l        link
		perGroup float64
		staged   bool
		pieceMin int
		fill     int
		groups   int
		want     int
	}{
		{"rule", fast, 3072, false, 65536, 264, 262144, 28}, // the triad: 3 floats × 256 items a group
		{"rule bounded by the fill", fast, 3072, false, 65536, 20000, 262144, 13},
		{"rule, little data", fast, 8, false, 65536, 264, 262144, 1},
		{"staged copies", fast, 3072, true, 65536, 264, 262144, 4},
		{"no bytes known", fast, 0, false, 65536, 264, 262144, 4},
		{"no link", link{}, 3072, false, 65536, 264, 262144, 4},
		{"fixed count under pieceMin", link{}, 3072, false, 131072, 264, 262144, 2},
		{"explicit Pipeline", link{}, 3072, false, 1, 264, 262144, 4},
		{"explicit Pipeline bounded by the fill", link{}, 3072, false, 1, 131072, 262144, 2},
	} {
		cm := newCommander(context.Background(), c.groups, 1, onlyUnit{u: 0}, nil, nil)
		cm.pieces[0], cm.fill[0], cm.pieceMin = 4, c.fill, c.pieceMin
		cm.links[0], cm.perGroup[0], cm.staged[0] = c.l, c.perGroup, c.staged
		if got := cm.pieceCount(0, span{0, c.groups}); got != c.want {
			t.Errorf("%s: %d pieces, want %d", c.name, got, c.want)
		}
	}
}

// TestMovedPerGroup: a package that moved data sets its unit's bytes per
// work-group and whether they were staged; one that moved none leaves
// them. They carry over to the computation's next launch.
func TestMovedPerGroup(t *testing.T) {
	cm := newCommander(context.Background(), 100, 2, onlyUnit{u: 0}, nil, nil)
	recordMoved(cm, Package{Unit: 1, Groups: 10, Moved: Moved{HostToDevice: 2000, DeviceToHost: 1000}, staged: true})
	if cm.perGroup[1] != 300 || cm.perGroup[0] != 0 || !cm.staged[1] {
		t.Fatalf("perGroup %v staged %v, want [0 300] [false true]", cm.perGroup, cm.staged)
	}
	recordMoved(cm, Package{Unit: 1, Groups: 10, moves: movesNone, used: 9000})
	recordMoved(cm, Package{Unit: 1, Moved: Moved{HostToDevice: 5}})
	if cm.perGroup[1] != 300 || !cm.staged[1] {
		t.Fatalf("perGroup %v staged %v after packages that moved nothing or ran no work-group, want [0 300] [false true]", cm.perGroup, cm.staged)
	}
	// Data moved without a byte count (USM): the bytes the package used.
	recordMoved(cm, Package{Unit: 0, Groups: 4, moves: movesData, used: 4096})
	if cm.perGroup[0] != 1024 || cm.staged[0] {
		t.Fatalf("perGroup %v staged %v after a package that moved data without a byte count, want [1024 300] [false true]", cm.perGroup, cm.staged)
	}
	ce := &Coexecutor{units: make([]*unit, 2), moved: map[string]movedRecord{}}
	ce.keepMoves("k", cm.leftMoves(), cm.leftBytes())
	next := newCommander(context.Background(), 100, 2, onlyUnit{u: 0}, nil, nil)
	_, b := ce.lastMoves("k")
	next.startBytes(b)
	if next.perGroup[0] != 1024 || next.perGroup[1] != 300 || next.staged[0] || !next.staged[1] {
		t.Fatalf("next launch: perGroup %v staged %v, want [1024 300] [false true]", next.perGroup, next.staged)
	}
	other := newCommander(context.Background(), 100, 2, onlyUnit{u: 0}, nil, nil)
	_, b = ce.lastMoves("other")
	other.startBytes(b)
	if other.perGroup[0] != 0 || other.perGroup[1] != 0 {
		t.Fatalf("another computation: perGroup %v, want none known", other.perGroup)
	}
}

// recordMoved records what package p moved as the Commander does when it
// completes: its work counted by the launch's places.
func recordMoved(c *commander, p Package) {
	c.movedPerGroup(p, c.place.units(span{p.FirstGroup, p.FirstGroup + p.Groups}))
}
