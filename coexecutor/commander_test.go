package coexecutor

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// onlyUnit gives every work-group to one unit and refuses the others.
type onlyUnit struct {
	noFeedback
	u int
}

func (o onlyUnit) Next(u, remaining int) int {
	if u == o.u {
		return remaining
	}
	return 0
}

// First requests are served in unit order. A unit whose first request the
// scheduler refuses must still let the next unit's through, also when
// that one is parked before it: with MergeDirector(false) the Director
// once left both units waiting for good when the second one's request
// came first.
func TestDirectorServesTheNextUnitAfterARefusedFirstRequest(t *testing.T) {
	c := newCommander(context.Background(), 8, 2, onlyUnit{u: 1}, nil, nil)
	d := newDirector(c)
	defer d.stop()
	r1 := request{u: 1, block: true, reply: make(chan grant, 1)}
	r0 := request{u: 0, block: true, reply: make(chan grant, 1)}
	d.reqs <- r1 // parked first, waiting for unit 0's first request
	d.reqs <- r0
	var g grant
	select {
	case g = <-r1.reply:
	case <-time.After(10 * time.Second):
		t.Fatal("unit 1 was never served")
	}
	require.Equal(t, handOut, g.v)
	require.Equal(t, span{0, 8}, g.s)
	d.completed(Package{ID: g.id, Unit: 1, FirstGroup: 0, Groups: 8}, nil, nil)
	select {
	case g = <-r0.reply:
	case <-time.After(10 * time.Second):
		t.Fatal("unit 0 was never told the launch is over")
	}
	require.Equal(t, finished, g.v)
}

// A failed package's work-groups go to another unit, unless the failure
// stops the launch: a package that must not run again (it may have run in
// part), or one that failed once the launch's context was done, which the
// Commander's own context may not show yet (a context's children are
// cancelled after it).
func TestStopEndsLaunch(t *testing.T) {
	for _, stop := range []error{nil, context.Canceled} {
		d, err := (&Dynamic{Packages: 4}).New(Setup{Groups: 16, Units: make([]UnitInfo, 2)})
		require.NoError(t, err)
		c := newCommander(context.Background(), 16, 2, d, nil, nil)
		s0, id0, v := c.next(0)
		require.Equal(t, handOut, v)
		_, _, v = c.next(1)
		require.Equal(t, handOut, v)
		c.completed(Package{ID: id0, Unit: 0, FirstGroup: s0.lo, Groups: s0.hi - s0.lo}, errors.New("the package failed"), stop)
		if stop == nil {
			s, _, v := c.next(1)
			require.Equal(t, handOut, v)
			require.Equal(t, s0, s, "the failed package's work-groups go to the other unit")
			continue
		}
		_, _, v = c.next(1)
		require.Equal(t, finished, v, "a package handed out after the launch was stopped")
		require.ErrorIs(t, c.failure, stop)
	}
}

// A unit with pieces > 1 takes each package as that many pieces, one per
// request, before the scheduler is asked again; another unit waits while
// pieces are left; a failed piece returns the unit's other pieces. Every
// piece moves data here (resident_test.go covers the other case).
func TestCommanderHandsPackagesOutInPieces(t *testing.T) {
	for _, c := range []struct {
		name             string
		groups           int
		pieces, pieceMin int
		fill             int    // the unit's occupancy in work-groups
		want             []span // unit 0's successive packages
	}{
		{"whole", 10, 1, 1, 0, []span{{0, 10}}},
		{"four pieces", 10, 4, 1, 0, []span{{0, 2}, {2, 5}, {5, 7}, {7, 10}}},
		{"more pieces than groups", 3, 4, 1, 0, []span{{0, 1}, {1, 2}, {2, 3}}},
		{"one group", 1, 4, 1, 0, []span{{0, 1}}},
		{"pieces of at least 3 groups", 10, 4, 3, 0, []span{{0, 3}, {3, 6}, {6, 10}}},
		{"a package smaller than two pieces runs whole", 5, 4, 3, 0, []span{{0, 5}}},
		{"pieces that fill the device", 1000, 4, 1, 300, []span{{0, 333}, {333, 666}, {666, 1000}}},
		{"a package below twice the fill runs whole", 16, 4, 1, 132, []span{{0, 16}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			cm := newCommander(context.Background(), c.groups, 2, onlyUnit{u: 0}, nil, nil)
			cm.pieces[0], cm.pieceMin, cm.fill[0] = c.pieces, c.pieceMin, c.fill
			var got []span
			for {
				s, _, v := cm.next(0)
				if v != handOut {
					require.Equal(t, finished, v)
					break
				}
				got = append(got, s)
				if len(got) < len(c.want) {
					// Pieces are left: the other unit waits for them.
					_, _, v1 := cm.next(1)
					require.Equal(t, wait, v1, "unit 1 while unit 0 has pieces left")
				}
				cm.completed(Package{Unit: 0, FirstGroup: s.lo, Groups: s.hi - s.lo, Moved: Moved{HostToDevice: 1}}, nil, nil)
			}
			require.Equal(t, c.want, got)
			_, _, v := cm.next(1)
			require.Equal(t, finished, v)
		})
	}
	// A failed piece retires its unit and returns the pieces left to the
	// others.
	cm := newCommander(context.Background(), 8, 2, onlyUnit{u: 0}, nil, nil)
	cm.pieces[0] = 4
	s, _, v := cm.next(0)
	require.Equal(t, handOut, v)
	require.Equal(t, span{0, 2}, s)
	cm.completed(Package{Unit: 0, FirstGroup: 0, Groups: 2}, errors.New("device lost"), nil)
	require.Equal(t, 8, cm.remaining(), "the failed piece and the pieces left are free again")
	var done int
	for {
		s, _, v := cm.next(1)
		if v != handOut {
			break
		}
		done += s.hi - s.lo
		cm.completed(Package{Unit: 1, FirstGroup: s.lo, Groups: s.hi - s.lo}, nil, nil)
	}
	require.Equal(t, 8, done, "unit 1 runs what unit 0 left")
}

// assignRest gives unit small a package of first work-groups and assigns
// what follows to unit big in one range, once.
type assignRest struct {
	noFeedback
	small, big, first, groups int
	done                      *[2]bool
}

func (a assignRest) Next(u, remaining int) int {
	if u != a.small || a.done[0] {
		return 0
	}
	a.done[0] = true
	return a.first
}

func (a assignRest) Assign(u int) (lo, hi int, ok bool) {
	if u != a.big || a.done[1] {
		return 0, 0, false
	}
	a.done[1] = true
	return a.first, a.groups, true
}

// The guard weighs an Assigner's range against all the work that remains,
// the range included. The range is taken from the free ranges before the
// guard judges it, and counted as not remaining it once left the others'
// finish at the end of their work in flight and one fill: a GPU replaying
// a Memorizing record of the whole launch was refused its range as ending
// after a CPU's fill, and the CPU ran the launch alone, 150 times slower.
func TestGuardWeighsAssignedRangeAsRemaining(t *testing.T) {
	const groups = 4096
	mem := Memory{Speeds: []float64{2e7, 5e7}, Packages: []int{3, 3}, SatOut: []int{0, 0}, Credit: []float64{0, 0}}
	var done [2]bool
	l := Guard{}.start(groups, guardPriors(weighSetup(groups, 2, 5), mem))
	c := newCommander(context.Background(), groups, 2, assignRest{small: 0, big: 1, first: 16, groups: groups, done: &done}, l, func() time.Duration { return 0 })
	s, _, v := c.next(0)
	require.Equal(t, handOut, v, "the CPU's package: %s", l.note(0))
	require.Equal(t, span{0, 16}, s)
	s, _, v = c.next(1)
	require.Equal(t, handOut, v, "the GPU's range: %s", l.note(1))
	require.Equal(t, span{16, groups}, s, "the GPU's range: %s", l.note(1))
}

// A head that ends inside another request (here the range rule finds
// nothing for the head's second package: the rest is the other unit's
// holding, and moving it costs more than that unit's wait) frees the
// unit held for it: a dormant unit is asked again (mergedDriver), a
// parked one is served (directorDriver). Both once waited for good.
func TestHeadEndedInARequestFreesTheHeldUnit(t *testing.T) {
	const groups = 16
	setup := func(t *testing.T) *commander {
		t.Helper()
		p := guardPrior{Power: 1, Speed: 1e6, Full: 1, Model: "gpu", Resident: true}
		gl := Guard{}.start(groups, []guardPrior{p, p})
		gl.heads, gl.units[0].head = []int{0}, 4 // unit 0 heads with 4, then 8 work-groups
		h := &holding{groups: groups, units: [][]span{{{0, 4}}, {{4, 16}}},
			rates: [][2]rate{{{groups: 1, busy: 1}, {groups: 1, busy: 100}}, {{groups: 1, busy: 1}, {}}}}
		var now time.Duration
		c := newCommander(context.Background(), groups, 2, &perUnit{sizes: [][]int{{16, 16}, {16}}}, gl, func() time.Duration { now += time.Microsecond; return now })
		c.hold(true, h)
		require.True(t, gl.held(1), "unit 1 waits for unit 0's head")
		return c
	}
	headOf := func(t *testing.T, c *commander, s span, id int, v verdict) Package {
		t.Helper()
		require.Equal(t, handOut, v)
		require.Equal(t, span{0, 4}, s, "unit 0's head's first package, from its holding")
		return Package{ID: id, Unit: 0, FirstGroup: s.lo, Groups: s.hi - s.lo, End: 10 * time.Microsecond}
	}

	t.Run("merged", func(t *testing.T) {
		c := setup(t)
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		c.ctx = ctx
		d := newMerged(c)
		defer d.stop()
		started := make(chan grant, 1)
		d.sleep(1, func(u int, g grant) { started <- g })
		s, id, v, _ := d.next(0, false)
		d.completed(headOf(t, c, s, id, v), nil, nil)
		go d.next(0, true) // its head's second package: nothing; it waits
		select {
		case g := <-started:
			require.Equal(t, handOut, g.v)
		case <-time.After(10 * time.Second):
			t.Fatal("the dormant unit was never asked again after the head ended")
		}
	})

	t.Run("director", func(t *testing.T) {
		c := setup(t)
		d := newDirector(c)
		defer d.stop()
		r1 := request{u: 1, block: true, reply: make(chan grant, 1)}
		d.reqs <- r1 // parked: held for unit 0's head
		s, id, v, _ := d.next(0, false)
		d.completed(headOf(t, c, s, id, v), nil, nil)
		r0 := request{u: 0, block: true, reply: make(chan grant, 1)}
		d.reqs <- r0
		select {
		case g := <-r1.reply:
			require.Equal(t, handOut, g.v)
		case <-time.After(10 * time.Second):
			t.Fatal("the parked unit was never served after the head ended")
		}
	})
}

// Work a package gives back unstarted (gaveBack) joins the free ranges
// beside it, so that a unit taking what remains takes it in one package;
// release keeps a range of its own.
func TestReleaseJoined(t *testing.T) {
	for _, tc := range []struct {
		name        string
		free        []span
		back        span
		want        []span
		wantRelease []span // release of the same range
	}{
		{"between two", []span{{0, 4}, {8, 16}}, span{4, 8}, []span{{0, 16}}, []span{{0, 4}, {4, 8}, {8, 16}}},
		{"after one", []span{{0, 4}, {10, 16}}, span{4, 8}, []span{{0, 8}, {10, 16}}, []span{{0, 4}, {4, 8}, {10, 16}}},
		{"before one", []span{{0, 2}, {8, 16}}, span{4, 8}, []span{{0, 2}, {4, 16}}, []span{{0, 2}, {4, 8}, {8, 16}}},
		{"apart", []span{{0, 2}, {10, 16}}, span{4, 8}, []span{{0, 2}, {4, 8}, {10, 16}}, []span{{0, 2}, {4, 8}, {10, 16}}},
		{"none free", nil, span{4, 8}, []span{{4, 8}}, []span{{4, 8}}},
		{"empty", []span{{0, 2}}, span{4, 4}, []span{{0, 2}}, []span{{0, 2}}},
	} {
		c := &commander{free: append([]span(nil), tc.free...)}
		c.releaseJoined(tc.back)
		require.Equal(t, tc.want, c.free, tc.name)
		c = &commander{free: append([]span(nil), tc.free...)}
		c.release(tc.back)
		require.Equal(t, tc.wantRelease, c.free, tc.name+": release")
	}
}
