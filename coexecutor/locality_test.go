package coexecutor

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// perUnit sizes packages per unit, each a list taken in order (then 0).
type perUnit struct {
	noFeedback
	sizes [][]int
}

func (p *perUnit) Next(u, remaining int) int {
	if len(p.sizes[u]) == 0 {
		return 0
	}
	n := p.sizes[u][0]
	p.sizes[u] = p.sizes[u][1:]
	return min(n, remaining)
}

// The range rule with synthetic holdings and times per work-group: which
// work-groups each request, in the order given, is cut from (a cut of
// work-groups that are not free panics: claimed).
func TestRangeRule(t *testing.T) {
	type req struct {
		u, size int
		want    span
	}
	for _, c := range []struct {
		name     string
		groups   int
		resident bool
		held     [][]span // nil: no holding
		rates    [][2]rate
		retired  []int
		least    []int // the package that fills each unit
		reqs     []req
		// completed before each request, by index: packages that end
		// (their unit's busy work-groups drop).
		done map[int][]int
	}{
		{name: "fresh data: request order, lowest first", groups: 16, resident: false,
			held: [][]span{{{8, 16}}, {{0, 8}}},
			reqs: []req{{0, 4, span{0, 4}}, {1, 4, span{4, 8}}, {0, 8, span{8, 16}}}},
		{name: "first resident launch: as fresh", groups: 16, resident: true,
			reqs: []req{{0, 8, span{0, 8}}, {1, 8, span{8, 16}}}},
		{name: "each unit its own holding, whatever the order", groups: 16, resident: true,
			held: [][]span{{{8, 16}}, {{0, 8}}},
			reqs: []req{{0, 8, span{8, 16}}, {1, 8, span{0, 8}}}},
		{name: "packages from the holding's lowest run that holds them", groups: 16, resident: true,
			held: [][]span{{{0, 2}, {4, 10}}, {{2, 4}, {10, 16}}},
			reqs: []req{{0, 4, span{4, 8}}, {1, 4, span{10, 14}}, {0, 2, span{0, 2}}, {0, 2, span{8, 10}}, {1, 2, span{2, 4}}, {1, 8, span{14, 16}}}},
		{name: "no run holds it: the longest, fragmented holding, smaller than sized", groups: 16, resident: true,
			held: [][]span{{{0, 3}, {5, 8}, {10, 16}}, {{3, 5}, {8, 10}}},
			reqs: []req{{0, 6, span{10, 16}}, {0, 4, span{0, 3}}, {1, 2, span{3, 5}}, {1, 2, span{8, 10}}, {0, 4, span{5, 8}}}},
		{name: "a first package no run holds: request order", groups: 16, resident: true,
			held: [][]span{{{0, 3}, {5, 9}}, {{3, 5}, {9, 16}}},
			reqs: []req{{0, 8, span{0, 8}}, {1, 8, span{8, 16}}}},
		{name: "a Static share a little larger than its holding, in unit order: contiguous", groups: 24, resident: true,
			held: [][]span{{{0, 8}}, {{8, 16}}, {{16, 24}}},
			reqs: []req{{0, 10, span{0, 10}}, {1, 7, span{10, 17}}, {2, 7, span{17, 24}}}},
		{name: "a later one: extended only where the move pays", groups: 16, resident: true,
			held:  [][]span{{{0, 3}, {5, 9}}, {{3, 5}, {9, 16}}},
			rates: [][2]rate{{{}, {groups: 1, busy: 10}}, {{groups: 1, busy: 1}, {}}},
			reqs:  []req{{0, 2, span{0, 2}}, {0, 8, span{5, 9}}}},
		{name: "a later one, cheap moves: extended", groups: 16, resident: true,
			held:  [][]span{{{0, 3}, {5, 9}}, {{3, 5}, {9, 16}}},
			rates: [][2]rate{{{}, {groups: 1, busy: 1}}, {{groups: 1, busy: 1}, {}}},
			reqs:  []req{{0, 2, span{0, 2}}, {0, 8, span{5, 13}}}},
		{name: "no steal where moving costs more than the holder's wait", groups: 16, resident: true,
			held:  [][]span{{{0, 4}}, {{4, 16}}},
			rates: [][2]rate{{{groups: 1, busy: 1}, {groups: 1, busy: 100}}, {{groups: 1, busy: 1}, {}}},
			reqs:  []req{{0, 4, span{0, 4}}, {1, 4, span{4, 8}}, {0, 2, span{}}}},
		{name: "a steal where moving is cheap", groups: 16, resident: true,
			held:  [][]span{{{0, 4}}, {{4, 16}}},
			rates: [][2]rate{{{groups: 1, busy: 1}, {groups: 1, busy: 1}}, {{groups: 1, busy: 1}, {}}},
			reqs:  []req{{0, 4, span{0, 4}}, {1, 4, span{4, 8}}, {0, 2, span{14, 16}}}},
		{name: "no run left smaller than what fills the unit", groups: 16, resident: true,
			held: [][]span{{{0, 8}}, {{8, 16}}}, least: []int{2, 2},
			reqs: []req{{0, 7, span{0, 8}}, {1, 6, span{8, 14}}, {1, 2, span{14, 16}}}},
		{name: "a retired unit's holding goes to any, lowest first", groups: 24, resident: true,
			held: [][]span{{{0, 8}}, {{8, 16}}, {{16, 24}}}, retired: []int{1},
			reqs: []req{{0, 8, span{0, 8}}, {2, 8, span{16, 24}}, {0, 4, span{8, 12}}, {2, 4, span{12, 16}}}},
		{name: "work-groups beyond every holding before another's", groups: 16, resident: true,
			held: [][]span{{{0, 4}}, {{4, 12}}},
			reqs: []req{{0, 4, span{0, 4}}, {0, 2, span{12, 14}}, {0, 2, span{14, 16}}, {1, 8, span{4, 12}}}},
		{name: "a holding exhausted: the far end of the one with most left", groups: 30, resident: true,
			held: [][]span{{{0, 4}}, {{4, 14}}, {{14, 30}}},
			reqs: []req{{0, 4, span{0, 4}}, {1, 2, span{4, 6}}, {2, 2, span{14, 16}}, {0, 3, span{27, 30}}, {0, 3, span{24, 27}}},
			done: map[int][]int{3: {0}}},
		{name: "no steal from a unit with no more left than it runs", groups: 16, resident: true,
			held: [][]span{{{0, 4}}, {{4, 16}}},
			reqs: []req{{0, 4, span{0, 4}}, {1, 8, span{4, 12}}, {0, 4, span{}}, {1, 4, span{12, 16}}},
			done: map[int][]int{2: {0}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			sizes := make([][]int, 3)
			for _, r := range c.reqs {
				sizes[r.u] = append(sizes[r.u], r.size)
			}
			units := max(2, len(c.held))
			cm := newCommander(context.Background(), c.groups, units, &perUnit{sizes: sizes}, nil, nil)
			var h *holding
			if c.held != nil {
				h = &holding{groups: c.groups, units: c.held, rates: make([][2]rate, len(c.held))}
				copy(h.rates, c.rates)
			}
			cm.hold(c.resident, h)
			cm.least = c.least
			for _, u := range c.retired {
				cm.retired[u] = true
				cm.asked[u] = true
			}
			for u := range units {
				cm.asked[u] = true // served in the order given
			}
			type flight struct {
				id, u int
				s     span
			}
			var inflight []flight
			for i, r := range c.reqs {
				for _, k := range c.done[i] {
					f := inflight[k]
					cm.completed(Package{ID: f.id, Unit: f.u, FirstGroup: f.s.lo, Groups: f.s.hi - f.s.lo}, nil, nil)
				}
				s, id, v := cm.next(r.u)
				if r.want == (span{}) {
					require.NotEqual(t, handOut, v, "request %d: got %v", i, s)
					continue
				}
				require.Equal(t, handOut, v, "request %d", i)
				require.Equal(t, r.want, s, "request %d (unit %d, size %d)", i, r.u, r.size)
				inflight = append(inflight, flight{id, r.u, s})
			}
		})
	}
}

// A launch with resident data leaves what each unit ran, merged into
// runs; the next launch of another size ignores it.
func TestHoldingsLeftAndIgnored(t *testing.T) {
	cm := newCommander(context.Background(), 16, 2, &perUnit{sizes: [][]int{{4, 4}, {4, 4}}}, nil, nil)
	cm.hold(true, nil)
	for _, u := range []int{0, 1, 0, 1} {
		s, id, v := cm.next(u)
		require.Equal(t, handOut, v)
		cm.completed(Package{ID: id, Unit: u, FirstGroup: s.lo, Groups: s.hi - s.lo}, nil, nil)
	}
	h := cm.holds()
	require.Equal(t, 16, h.groups)
	require.Equal(t, [][]span{{{0, 4}, {8, 12}}, {{4, 8}, {12, 16}}}, h.units)
	next := newCommander(context.Background(), 32, 2, &perUnit{sizes: [][]int{{32}, {}}}, nil, nil)
	next.hold(true, h)
	require.Nil(t, next.held, "a holding of 16 work-groups for a launch of 32")
	fresh := newCommander(context.Background(), 16, 2, &perUnit{sizes: [][]int{{16}, {}}}, nil, nil)
	fresh.hold(false, h)
	require.Nil(t, fresh.held)
	require.Nil(t, fresh.holds(), "data fresh every launch leave no holding")
	require.Equal(t, []span{{0, 8}}, ran([]span{{4, 8}}, span{0, 4}))
	require.Equal(t, []span{{0, 2}, {4, 8}}, ran([]span{{4, 8}}, span{0, 2}))
}

// The Guard with resident data (Guard, locality), on two siblings with
// synthetic holdings, times per work-group and cost models: a package
// that moved data (a launch without holdings, work-groups cut from
// another unit's holding) counts in its unit's speed but not in its cost
// model, one cut from its own holding counts in both; and a unit whose
// cost model says its fixed cost alone ends after the other's finish is
// still given the part of its holding that the other would not take (the
// move not paying), and left out where the other would.
func TestGuardResidentHoldings(t *testing.T) {
	const ms = 1e-3
	priors := func() []guardPrior {
		p := guardPrior{Power: 1, Speed: 1e6, Full: 1, Model: "gpu", Resident: true}
		q := p
		q.Small, q.Large = PackageTime{Groups: 1, Seconds: ms}, PackageTime{Groups: 8, Seconds: ms} // a fixed cost of 1 ms
		return []guardPrior{p, q}
	}
	held := [][]span{{{0, 8}}, {{8, 16}}}
	start := func(h *holding, sizes [][]int) (*commander, *guardLaunch, *time.Duration) {
		now := new(time.Duration)
		gl := Guard{}.start(16, priors())
		cm := newCommander(context.Background(), 16, 2, &perUnit{sizes: sizes}, gl, func() time.Duration { return *now })
		cm.hold(true, h)
		for u := range cm.asked {
			cm.asked[u] = true
		}
		return cm, gl, now
	}
	run := func(t *testing.T, cm *commander, now *time.Duration, u int, want span) {
		t.Helper()
		s, id, v := cm.next(u)
		require.Equal(t, handOut, v)
		require.Equal(t, want, s)
		*now += 10 * time.Microsecond
		cm.completed(Package{ID: id, Unit: u, FirstGroup: s.lo, Groups: s.hi - s.lo, End: *now}, nil, nil)
	}

	t.Run("cost model: data that stayed only", func(t *testing.T) {
		cm, gl, now := start(nil, [][]int{{8}, {}})
		run(t, cm, now, 0, span{0, 16}) // the first launch: every package moves data (unit 1, its fixed cost late, sits out)
		require.True(t, gl.measured(0), "a package that moved data counts in the speed")
		require.False(t, gl.units[0].cost.small.ok(), "nor in the cost model")

		// Unit 1 sits out where moving is cheap (below): unit 0's one
		// package takes half its data from unit 1's holding.
		h := &holding{groups: 16, units: held, rates: [][2]rate{{{groups: 1, busy: 1}, {groups: 1, busy: 1}}, {{groups: 1, busy: 4}, {}}}}
		cm, gl, now = start(h, [][]int{{8}, {8}})
		run(t, cm, now, 0, span{0, 16})
		require.True(t, gl.measured(0))
		require.False(t, gl.units[0].cost.small.ok(), "half of it moved: not learned")

		// Where moving is dear, each unit runs its own holding.
		h.rates[0][came] = rate{groups: 1, busy: 100}
		cm, gl, now = start(h, [][]int{{8}, {8}})
		run(t, cm, now, 0, span{0, 8})
		require.Equal(t, PackageTime{Groups: 8, Seconds: 10e-6}, gl.units[0].cost.small, "its own holding: learned")
	})

	for _, c := range []struct {
		name  string
		came  rate // unit 0's time per work-group of packages that moved data
		given bool // unit 1 gets its holding
	}{
		{"moving costs more than the holder's fixed cost: the holder runs it", rate{groups: 1, busy: 100}, true},
		{"moving is cheap: the other takes it", rate{groups: 1, busy: 1}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := &holding{groups: 16, units: held, rates: [][2]rate{{{groups: 1, busy: 1}, c.came}, {{groups: 1, busy: 4}, {}}}}
			cm, gl, _ := start(h, [][]int{{8}, {8}})
			s, _, v := cm.next(0)
			require.Equal(t, handOut, v)
			if !c.given {
				require.Equal(t, span{0, 16}, s, "alone: everything in one package")
			} else {
				require.Equal(t, span{0, 8}, s)
			}
			s, _, v = cm.next(1)
			if c.given {
				require.Equal(t, handOut, v)
				require.Equal(t, span{8, 16}, s)
				require.False(t, gl.units[1].out)
				return
			}
			require.NotEqual(t, handOut, v, "got %v", s)
			require.True(t, gl.units[1].out, "left out at the first request: %s", gl.note(1))
		})
	}
}
