package coexecutor

import (
	"math"
	"testing"
)

// TestCostModel: packages timed as c + g/s (synthetic fixed costs and
// speeds), and the model's fixed cost, predictions and inverse.
func TestCostModel(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	for _, tc := range []struct {
		name  string
		pkgs  []PackageTime
		known bool
		c     float64 // want, when known
		at    float64 // a size to predict
		want  float64 // its time
		flat  int
		// faster is the package of the two that ran more work-groups a
		// second (costModel.faster), known or not.
		faster PackageTime
	}{
		{name: "none", known: false},
		{name: "one size", pkgs: []PackageTime{{16, 1e-3}, {16, 1.1e-3}}, known: false, faster: PackageTime{16, 1.1e-3}},
		{name: "sizes under twice apart", pkgs: []PackageTime{{16, 1e-3}, {31, 2e-3}}, known: false, faster: PackageTime{16, 1e-3}},
		{
			// c = 1 ms, s = 1000 groups/s: 10 groups 11 ms, 100 groups 101 ms.
			name: "c 1 ms, 1000 groups/s", pkgs: []PackageTime{{10, 11e-3}, {100, 101e-3}},
			known: true, c: 1e-3, at: 50, want: 51e-3, faster: PackageTime{100, 101e-3},
		},
		{
			// A GPU the packages do not fill: 132 and 512 groups both
			// take 2.6 ms: flat up to 512, in proportion beyond.
			name: "flat: not filled", pkgs: []PackageTime{{132, 2.6e-3}, {512, 2.6e-3}},
			known: true, c: 2.6e-3, at: 1024, want: 5.2e-3, flat: 512, faster: PackageTime{512, 2.6e-3},
		},
		{
			// The larger took less (work of unlike cost): flat at the
			// longer time, never a negative time per work-group.
			name: "larger took less", pkgs: []PackageTime{{100, 3e-3}, {400, 2e-3}},
			known: true, c: 3e-3, at: 200, want: 3e-3, flat: 400, faster: PackageTime{400, 2e-3},
		},
		{
			// No fixed cost: the line through the origin.
			name: "c 0", pkgs: []PackageTime{{10, 1e-3}, {40, 4e-3}},
			known: true, c: 0, at: 20, want: 2e-3, faster: PackageTime{40, 4e-3},
		},
		{
			// A line whose intercept is negative: c clamps to 0.
			name: "negative intercept clamps", pkgs: []PackageTime{{10, 0.5e-3}, {40, 4e-3}},
			known: true, c: 0, at: 40, want: 4e-3, faster: PackageTime{10, 0.5e-3}, // through the origin and the larger package
		},
		{
			// Beyond the largest size, in proportion to its time.
			name: "beyond the largest", pkgs: []PackageTime{{10, 11e-3}, {100, 101e-3}},
			known: true, c: 1e-3, at: 200, want: 202e-3, faster: PackageTime{100, 101e-3},
		},
		{
			// 0 ns, NaN and infinities are no measurements.
			name: "bad times dropped", pkgs: []PackageTime{{10, 0}, {100, nan}, {100, inf}, {inf, 1}, {0, 1}, {-5, 1}, {10, 11e-3}, {100, 101e-3}},
			known: true, c: 1e-3, at: 50, want: 51e-3, faster: PackageTime{100, 101e-3},
		},
		{
			// The latest package of a size replaces the one before.
			name: "latest of a size", pkgs: []PackageTime{{10, 50e-3}, {100, 101e-3}, {10, 11e-3}},
			known: true, c: 1e-3, at: 50, want: 51e-3, faster: PackageTime{100, 101e-3},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var m costModel
			for _, p := range tc.pkgs {
				m.add(p)
			}
			if m.known() != tc.known {
				t.Fatalf("known() = %v, want %v (model %+v)", m.known(), tc.known, m)
			}
			if f := m.faster(); f != tc.faster {
				t.Errorf("faster() = %+v, want %+v", f, tc.faster)
			}
			if !tc.known {
				if m.fixed() != 0 || m.flat() != 0 {
					t.Errorf("unknown model: fixed %v, flat %d; want 0", m.fixed(), m.flat())
				}
				return
			}
			near := func(a, b float64) bool { return math.Abs(a-b) <= 1e-9+1e-9*math.Abs(b) }
			if c := m.fixed(); !near(c, tc.c) {
				t.Errorf("fixed() = %v, want %v", c, tc.c)
			}
			if got := m.time(tc.at); !near(got, tc.want) {
				t.Errorf("time(%v) = %v, want %v", tc.at, got, tc.want)
			}
			if g := m.most(m.time(tc.at)); m.flat() == 0 && !near(g, tc.at) {
				t.Errorf("most(time(%v)) = %v", tc.at, g)
			}
			if m.most(m.fixed()/2) != 0 && m.fixed() > 0 {
				t.Errorf("most(c/2) = %v, want 0: not even the fixed cost fits", m.most(m.fixed()/2))
			}
			if f := m.flat(); f != tc.flat {
				t.Errorf("flat() = %d, want %d", f, tc.flat)
			}
		})
	}
}

// TestFullSpeed: the smallest package a unit runs at full speed, from
// synthetic cost models: the fill, or, with the launch's costs by place
// known, the size whose fixed cost is at most ProbeShare (1/16) of its
// time, c ≤ (c + a·g)/16, so g ≥ 15c/a, up to the largest package
// measured; without the costs, or with no fixed cost or a flat model, the
// fill.
func TestFullSpeed(t *testing.T) {
	for _, tc := range []struct {
		name   string
		pkgs   []PackageTime
		full   int
		placed bool
		want   int
	}{
		// c = 1 ms, a = 1 µs per work-group: 15c/a = 15000, capped by
		// the largest package, 20000.
		{"c 1 ms, a 1 µs", []PackageTime{{1000, 2e-3}, {20000, 21e-3}}, 132, true, 15000},
		{"capped by the largest package", []PackageTime{{1000, 2e-3}, {4000, 5e-3}}, 132, true, 4000},
		{"costs not known", []PackageTime{{1000, 2e-3}, {20000, 21e-3}}, 132, false, 132},
		{"no fixed cost", []PackageTime{{1000, 1e-3}, {20000, 20e-3}}, 132, true, 132},
		{"fixed cost below the fill's", []PackageTime{{1000, 1.001e-3}, {20000, 20.001e-3}}, 132, true, 132},
		{"flat model", []PackageTime{{132, 2.6e-3}, {512, 2.6e-3}}, 16, true, 16},
		{"one size", []PackageTime{{1000, 2e-3}}, 132, true, 132},
	} {
		l := &guardLaunch{share: 1.0 / 16, placed: tc.placed, units: []guardUnit{{full: tc.full}}}
		for _, p := range tc.pkgs {
			l.units[0].cost.add(p)
		}
		if got := l.fullSpeed(0); got != tc.want {
			t.Errorf("%s: fullSpeed %d, want %d", tc.name, got, tc.want)
		}
	}
}

// TestGuardBetNetOfFixedCost: the bet against a measured unit is at most
// the ratio of the measured speeds, each net of its unit's fixed cost per
// package, where the launch's costs by place are known, whatever the
// powers; elsewhere only against guessed powers, and by the rates: a CPU
// whose small packages were mostly their fixed cost is bet against by its
// speed on the work, not by its packages' rate. The GPU runs 14.5e6 work-groups a
// second; the nominal guess ranks it 1000 times the CPU, more than any
// measurement here, which wins (ratio).
func TestGuardBetNetOfFixedCost(t *testing.T) {
	const gpu = 14.5e6
	for _, tc := range []struct {
		name         string
		small, large PackageTime // the CPU's cost model
		speed        float64     // the CPU's measured rate
		placed       bool
		given        bool // the powers were given or measured in earlier launches, not guessed
		bet          float64
	}{
		{
			// 16 work-groups in 0.4 ms, 128 in 0.45 ms: c 0.393 ms, a
			// 0.446 us, 2.24e6 a second on the work; 128/0.45 ms as a rate.
			name:  "fixed cost dominates, costs known: the bet is the work's ratio",
			small: PackageTime{16, 0.4e-3}, large: PackageTime{128, 0.45e-3}, speed: 128 / 0.45e-3, placed: true,
			bet: gpu / (112 / 0.05e-3),
		},
		{
			name:  "fixed cost dominates, costs not known: the rates' ratio",
			small: PackageTime{16, 0.4e-3}, large: PackageTime{128, 0.45e-3}, speed: 128 / 0.45e-3,
			bet: gpu / (128 / 0.45e-3),
		},
		{
			name:  "one size measured, no model: the rates' ratio",
			small: PackageTime{128, 1e-3}, large: PackageTime{128, 1e-3}, speed: 128e3, placed: true,
			bet: gpu / 128e3,
		},
		{
			// Powers not guessed (the speeds measured in earlier
			// launches, rates): where the costs are known, the work's
			// ratio bets less, and wins.
			name:  "powers not guessed, costs known: the work's ratio",
			small: PackageTime{16, 0.4e-3}, large: PackageTime{128, 0.45e-3}, speed: 128 / 0.45e-3, placed: true, given: true,
			bet: gpu / (112 / 0.05e-3),
		},
		{
			// Costs not known (a speed measured at one place of an
			// irregular range may mispredict another): the powers stand.
			name:  "powers not guessed, costs not known: the powers' ratio",
			small: PackageTime{16, 0.4e-3}, large: PackageTime{128, 0.45e-3}, speed: 128 / 0.45e-3, given: true,
			bet: 1000,
		},
		{
			// A line through the origin: no fixed cost, the rate stands.
			name:  "no fixed cost: the rates' ratio",
			small: PackageTime{100, 1e-3}, large: PackageTime{1000, 10e-3}, speed: 1e5, placed: true,
			bet: gpu / 1e5,
		},
		{
			// A model slower on the work than the rate measured (two
			// packages, noisy): the rate, the faster, stands.
			name:  "a model slower than the rate: the rate",
			small: PackageTime{100, 0.5e-3}, large: PackageTime{1000, 20e-3}, speed: 2e6, placed: true,
			bet: gpu / 2e6,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := Guard{}.start(1<<20, []guardPrior{
				{Power: 1000, Speed: gpu, Full: 132, Guessed: !tc.given},
				{Power: 1, Speed: tc.speed, Full: 16, Guessed: !tc.given, Small: tc.small, Large: tc.large},
			})
			l.placed = tc.placed
			bet, _ := l.ratio(1)
			if math.Abs(bet-tc.bet) > 1e-9*tc.bet {
				t.Errorf("bet %v, want %v", bet, tc.bet)
			}
		})
	}
}
