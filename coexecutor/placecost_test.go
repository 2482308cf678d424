package coexecutor

// Tests of the costs by place (placecost.go): the units of work the
// Commander counts in, and the packages it cuts from them.

import (
	"errors"
	"math"
	"testing"
	"time"
)

// steps costs 3 for each of the first quarter's work-groups and 1 for the
// others, per work-group: over 16 work-groups, 4 cost 12 and 12 cost 12,
// and the mean is 1.5, so the first four are two units each.
func steps(groups int) func(lo, hi int) float64 {
	return func(lo, hi int) float64 {
		c := 0.0
		for g := lo; g < hi; g++ {
			c++
			if g < groups/4 {
				c += 2
			}
		}
		return c
	}
}

// The units of work of spans, and the work-groups that make up a number
// of units from a place, for tables of synthetic costs.
func TestPlaces(t *testing.T) {
	p, err := newPlaces(16, steps(16))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		s    span
		want float64
	}{{span{0, 16}, 16}, {span{0, 4}, 8}, {span{4, 16}, 8}, {span{0, 1}, 2}, {span{3, 5}, 2 + 2.0/3}, {span{5, 5}, 0}} {
		if got := p.work(c.s.lo, c.s.hi); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("work of %v: %v, want %v", c.s, got, c.want)
		}
	}
	for _, c := range []struct{ lo, w, most, want int }{
		{0, 8, 16, 4},  // the costly quarter is 8 units
		{4, 8, 12, 12}, // the rest, 8 units too
		{0, 1, 16, 1},  // a costly work-group alone is 2 units, but a package holds one
		{0, 3, 16, 1},  // 2 units fit, 4 do not
		{4, 100, 5, 5}, // at most most
		{0, 0, 16, 0},
	} {
		if got := p.fit(c.lo, c.w, c.most); got != c.want {
			t.Errorf("fit(%d, %d, %d) = %d, want %d", c.lo, c.w, c.most, got, c.want)
		}
	}
	for v, want := range map[int]int{0: 0, 8: 4, 4: 2, 16: 16, 12: 10, 20: 16} {
		if got := p.at(v); got != want {
			t.Errorf("at(%d) = %d, want %d", v, got, want)
		}
	}
	if got := p.units(span{4, 5}); got != 1 {
		t.Errorf("units of one cheap work-group: %d, want 1 (2/3 rounds up to the least a package holds)", got)
	}
	// Without costs, a unit is a work-group.
	var none *places
	if none.work(3, 9) != 6 || none.units(span{3, 9}) != 6 || none.fit(3, 4, 10) != 4 || none.at(7) != 7 {
		t.Error("nil places do not count work-groups")
	}
}

// More work-groups than maxPlaces: the costs are asked for parts of the
// range, and each part's cost is spread evenly over its work-groups.
func TestPlacesInParts(t *testing.T) {
	groups := 3*maxPlaces + 5
	var asked int
	p, err := newPlaces(groups, func(lo, hi int) float64 {
		asked++
		if lo == 0 {
			return float64(hi-lo) * 11 // the first part costs 11 times a mean work-group's
		}
		return float64(hi - lo)
	})
	if err != nil {
		t.Fatal(err)
	}
	if asked != maxPlaces {
		t.Errorf("asked for %d parts, want %d", asked, maxPlaces)
	}
	first := p.bound(1)
	total := float64(groups+10*first) / float64(groups) // the scale to a mean of 1
	if got, want := p.work(0, first), 11*float64(first)/total; math.Abs(got-want) > 1e-6 {
		t.Errorf("the first part: %v, want %v", got, want)
	}
	if got, want := p.work(0, 1), 11/total; math.Abs(got-want) > 1e-6 {
		t.Errorf("one work-group of the first part: %v, want %v (the part's cost spread evenly)", got, want)
	}
	if got := p.work(0, groups); math.Abs(got-float64(groups)) > 1e-6 {
		t.Errorf("the whole range: %v, want %d", got, groups)
	}
}

// Costs a launch cannot use are an error naming the place; a panicking
// cost function is an error too (Dispatcher's Setup.Costs).
func TestPlacesBadCosts(t *testing.T) {
	for name, cost := range map[string]func(lo, hi int) float64{
		"negative": func(lo, hi int) float64 { return float64(5 - lo) },
		"NaN":      func(lo, hi int) float64 { return math.NaN() },
		"infinite": func(lo, hi int) float64 { return math.Inf(1) },
		"all zero": func(lo, hi int) float64 { return 0 },
	} {
		_, err := newPlaces(16, cost)
		if err = costsError("a test", err); !errors.Is(err, ErrCosts) {
			t.Errorf("%s costs: %v, want ErrCosts", name, err)
		}
	}
	setup := Setup{Groups: 16, Units: []UnitInfo{{Power: 1}}, Costs: func(lo, hi int) float64 { panic("no costs here") }}
	_, err := NewDispatcher(setup, &perUnit{sizes: [][]int{{16}}}, Guard{Off: true}, Memory{}, func() time.Duration { return 0 })
	var pe *PanicError
	if !errors.As(err, &pe) || pe.Callback != "Setup.Costs" {
		t.Errorf("a panicking Setup.Costs: %v, want a PanicError naming it", err)
	}
}

// With costs, a scheduler's sizes and ranges are work: each package holds
// the work-groups whose cost makes up what it was given, from the first
// free work-group (sizes) or where the range's work begins (Static's
// ranges, Assign).
func TestCommanderCutsWork(t *testing.T) {
	clock := func() time.Duration { return 0 }
	setup := Setup{Groups: 16, Units: []UnitInfo{{Power: 0.5}, {Power: 0.5}}, Costs: steps(16)}
	d, err := NewDispatcher(setup, &perUnit{sizes: [][]int{{4, 4}, {8}}}, Guard{Off: true}, Memory{}, clock)
	if err != nil {
		t.Fatal(err)
	}
	var got []span
	for _, u := range []int{0, 1, 0} {
		first, n, _, v := d.Next(u)
		if v != HandOut {
			t.Fatalf("unit %d: verdict %v", u, v)
		}
		got = append(got, span{first, first + n})
	}
	// 4 units from 0: the first two costly work-groups (2 units each);
	// 8 from 2: the other two and six cheap ones (⅔ each); 4 from 10:
	// the six cheap ones left.
	want := []span{{0, 2}, {2, 10}, {10, 16}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("package %d: %v, want %v (all %v)", i, got[i], want[i], got)
		}
	}
	// Static's ranges are shares of the work: the costly quarter is half.
	setup.Units = []UnitInfo{{Power: 0.5}, {Power: 0.5}}
	sched, err := (&Static{}).New(setup)
	if err != nil {
		t.Fatal(err)
	}
	d, err = NewDispatcher(setup, sched, Guard{Off: true}, Memory{}, clock)
	if err != nil {
		t.Fatal(err)
	}
	for u, want := range []span{{0, 4}, {4, 16}} {
		first, n, _, v := d.Next(u)
		if v != HandOut || (span{first, first + n}) != want {
			t.Errorf("Static, unit %d: %v (%v), want %v", u, span{first, first + n}, v, want)
		}
	}
}
