package coexecutor

import (
	"errors"
	"math"
	"strings"
	"testing"
	"time"
)

const ms = time.Millisecond

func TestGuardCheck(t *testing.T) {
	for _, tc := range []struct {
		g  Guard
		ok bool
	}{
		{Guard{}, true},
		{Guard{ProbeShare: 0.5}, true},
		{Guard{ProbeShare: 0.01, Off: true}, true},
		{Guard{ProbeShare: -0.1}, false},
		{Guard{ProbeShare: 0.6}, false},
		{Guard{ProbeShare: math.NaN()}, false},
		{Guard{ProbeShare: math.Inf(1)}, false},
		{Guard{JoinShare: 1}, true},
		{Guard{JoinShare: 0.05}, true},
		{Guard{JoinShare: -0.2}, false},
		{Guard{JoinShare: 1.5}, false},
		{Guard{JoinShare: math.NaN()}, false},
	} {
		err := tc.g.check()
		if (err == nil) != tc.ok || (err != nil && !errors.Is(err, ErrGuard)) {
			t.Errorf("%+v: check() = %v, want ok=%v", tc.g, err, tc.ok)
		}
	}
}

// satOutCPU is a CPU (full 16) that sat out three launches after packages
// of 16 and 48 work-groups took small and large seconds, with credit
// seconds earned, its speed the larger package's; beside a GPU of 25e6
// work-groups a second (fill 132), twenty times its power.
func satOutCPU(small, large, credit float64) []guardPrior {
	return []guardPrior{{Power: 1, Speed: 48 / large, Full: 16, SatOut: 3, Credit: credit, Small: PackageTime{16, small}, Large: PackageTime{48, large}},
		{Power: 20, Speed: 25e6, Full: 132}}
}

// TestGuardGrant: single decisions from synthetic states. Unit 0 is a
// GPU-like unit, unit 1 a CPU-like one unless the case says otherwise.
func TestGuardGrant(t *testing.T) {
	type pkg struct {
		unit, groups int
		at, end      time.Duration // end < 0: still in flight
	}
	for _, tc := range []struct {
		name      string
		guard     Guard
		groups    int
		priors    []guardPrior
		history   []pkg // handed out (and ended, when end >= 0) before the request
		u, size   int
		remaining int
		now       time.Duration
		want      int
		note      string // a substring of u's note, if any
	}{
		{
			name: "off: the scheduler's size", guard: Guard{Off: true}, groups: 1000,
			priors: []guardPrior{{Power: 200e3, Speed: 200e3, Full: 100}, {Power: 1e3, Speed: 1e3, Full: 16}},
			u:      1, size: 500, remaining: 1000, want: 500,
		},
		{
			name: "one unit takes everything at once", groups: 1000,
			priors: []guardPrior{{Power: 1e3, Full: 16}},
			u:      0, size: 10, remaining: 1000, want: 1000,
		},
		{
			// The others (200e3 groups/s) finish 1000 groups in 5 ms; the
			// CPU's package may take a sixteenth of that: not one group.
			name: "200:1, known speeds: the CPU sits out", groups: 1000,
			priors: []guardPrior{{Power: 200e3, Speed: 200e3, Full: 100}, {Power: 1e3, Speed: 1e3, Full: 1}},
			u:      1, size: 500, remaining: 1000, want: 0, note: "left out",
		},
		{
			// 100,000 groups: the others take 500 ms; the CPU, 200 times
			// less powerful, may take 2.5 ms: 2 groups.
			name: "200:1, known speeds: the CPU's package risks a 200th of the time left", groups: 100000,
			priors: []guardPrior{{Power: 200e3, Speed: 200e3, Full: 100}, {Power: 1e3, Speed: 1e3, Full: 1}},
			u:      1, size: 5000, remaining: 100000, want: 2, note: "cut a package from 5000 to 2",
		},
		{
			// The CPU's smallest package would end after the GPU's 5 ms
			// for everything: screened out before it asks, it leaves the
			// GPU, which asks first, alone with all the work at once.
			name: "200:1, known speeds: the GPU, asking first, takes everything", groups: 1000,
			priors: []guardPrior{{Power: 200e3, Speed: 200e3, Full: 100}, {Power: 1e3, Speed: 1e3, Full: 1}},
			u:      0, size: 500, remaining: 1000, want: 1000,
		},
		{
			// 100,000 groups: the CPU may take part (2 groups), so the
			// GPU gets what it asks.
			name: "200:1, known speeds: the GPU gets what it asks", groups: 100000,
			priors: []guardPrior{{Power: 200e3, Speed: 200e3, Full: 100}, {Power: 1e3, Speed: 1e3, Full: 1}},
			u:      0, size: 50000, remaining: 100000, want: 50000,
		},
		{
			// A package below occupancy costs a full one: 16 groups at 1e3/s
			// is 16 ms, the GPU ends the rest in 5 ms.
			name: "the CPU's smallest full package would end late: it sits out", groups: 1000,
			priors: []guardPrior{{Power: 200e3, Speed: 200e3, Full: 100}, {Power: 1e3, Speed: 1e3, Full: 16}},
			u:      1, size: 500, remaining: 1000, want: 0, note: "left out",
		},
		{
			// Below the fill, each package costs the fill's time: the
			// unit takes its even part of the launch (half, at equal
			// speeds), not the scheduler's 3 groups.
			name: "a package below the fill grows to the unit's even part", groups: 10000,
			priors: []guardPrior{{Power: 10e3, Speed: 10e3, Full: 528}, {Power: 10e3, Speed: 10e3, Full: 16}},
			u:      0, size: 3, remaining: 10000, want: 5000,
		},
		{
			name: "a package below the fill grows to the fill", groups: 1000,
			priors: []guardPrior{{Power: 10e3, Speed: 10e3, Full: 528}, {Power: 10e3, Speed: 10e3, Full: 16}},
			u:      0, size: 3, remaining: 1000, want: 528,
		},
		{
			// Two H100s filled by 1056 work-groups of 64: GPU 0 runs
			// 1056; GPU 1 asks for 1056 of the 1504 left, which would
			// leave 448, below both fills: it takes them too.
			name: "a package takes a runt below every unit's fill", groups: 2560,
			priors:  []guardPrior{{Power: 1, Speed: 94e3, Full: 1056, Model: "gpu"}, {Power: 1, Speed: 94e3, Full: 1056, Model: "gpu"}},
			history: []pkg{{unit: 0, groups: 1056, at: 0, end: -1}},
			u:       1, size: 1056, remaining: 1504, want: 1504,
		},
		{
			// A CPU that fills with one work-group may take the 448.
			name: "no runt where a unit of a small fill may take it", groups: 2560,
			priors:  []guardPrior{{Power: 1, Speed: 94e3, Full: 1056, Model: "gpu"}, {Power: 1, Speed: 94e3, Full: 1056, Model: "gpu"}, {Power: 1, Speed: 90e3, Full: 1}},
			history: []pkg{{unit: 0, groups: 1056, at: 0, end: -1}},
			u:       1, size: 1056, remaining: 1504, want: 1056,
		},
		{
			// What the even part would leave (10 groups) is below the
			// unit's fill: it takes those too.
			name: "the even part takes a remainder below the fill", groups: 1000,
			priors:  []guardPrior{{Power: 1, Speed: 1e4, Full: 132, Model: "gpu"}, {Power: 1, Speed: 1e4, Full: 132, Model: "gpu"}},
			history: []pkg{{unit: 0, groups: 490, at: 0, end: -1}},
			u:       1, size: 100, remaining: 510, want: 510,
		},
		{
			// GPU 1 ran half a fill (66 groups) in the time of a fill:
			// counted as the fill, its speed equals GPU 0's (1.32e5/s),
			// so its bet is 1 and it takes the package the scheduler
			// sized, not one cut by a bet inflated by its small package.
			name: "a package below the fill measured as the fill: no inflated bet", groups: 4000,
			priors:  []guardPrior{{Power: 1, Full: 132, Guessed: true}, {Power: 1, Full: 132, Guessed: true}},
			history: []pkg{{unit: 0, groups: 1320, at: 0, end: 10 * ms}, {unit: 1, groups: 66, at: 0, end: ms}},
			u:       1, size: 1000, remaining: 2614, now: 10 * ms, want: 1000,
		},
		// Siblings: units of one model run at one speed.
		{
			// GPUs of unlike models with powers from the launch before:
			// the bet is the ratio of their powers. At its own speed
			// (10667/s) a package of 246 ends in 23.1 ms, the other's
			// predicted finish (its 80 groups left and the 320 remaining
			// at 16000/s) is 25 ms: with a bet of 1.5 it is cut to 177.
			name: "unlike models: the bet is the ratio of their powers", groups: 640,
			priors:  []guardPrior{{Power: 16000, Speed: 16000, Full: 132, Model: "h100"}, {Power: 10667, Speed: 10667, Full: 132, Model: "a100"}},
			history: []pkg{{unit: 0, groups: 160, at: 0, end: 10 * ms}, {unit: 1, groups: 160, at: 0, end: 15 * ms}, {unit: 0, groups: 160, at: 10 * ms, end: -1}},
			u:       1, size: 246, remaining: 320, now: 15 * ms, want: 177, note: "allowing for 1.5 times",
		},
		// Siblings: units of one model run at one speed.
		{
			// The first launch on two identical GPUs: nothing measured,
			// the guess ranks them equal, and the guess is exact between
			// siblings: the second takes its half, no probe.
			name: "two identical GPUs, first launch: an even split", groups: 640,
			priors:  []guardPrior{{Power: 1, Full: 132, Guessed: true, Model: "h100"}, {Power: 1, Full: 132, Guessed: true, Model: "h100"}},
			history: []pkg{{unit: 0, groups: 320, at: 0, end: -1}},
			u:       1, size: 320, remaining: 320, want: 320,
		},
		{
			// The same GPUs not known to be of one model: the second's
			// smallest package (132 of 640 groups at half the power) is
			// over its probe budget, a sixteenth of the launch.
			name: "two GPUs of unlike models, first launch: the second sits out", groups: 640,
			priors:  []guardPrior{{Power: 1, Full: 132, Guessed: true}, {Power: 1, Full: 132, Guessed: true}},
			history: []pkg{{unit: 0, groups: 320, at: 0, end: -1}},
			u:       1, size: 320, remaining: 320, want: 0, note: "probe budget",
		},
		{
			// Dynamic's 80-group packages on four GPUs, 640 groups
			// (under 4 × the old fill of 528): each GPU takes its even
			// part, a quarter.
			name: "four identical GPUs, a launch under units × 4 per compute unit", groups: 640,
			priors: []guardPrior{{Power: 1, Full: 132, Guessed: true, Model: "h100"}, {Power: 1, Full: 132, Guessed: true, Model: "h100"},
				{Power: 1, Full: 132, Guessed: true, Model: "h100"}, {Power: 1, Full: 132, Guessed: true, Model: "h100"}},
			history: []pkg{{unit: 0, groups: 160, at: 0, end: -1}, {unit: 1, groups: 160, at: 0, end: -1}},
			u:       2, size: 80, remaining: 320, want: 160,
		},
		{
			// GPU 0 was measured in earlier launches, GPU 1 sat them out
			// (left out by the old fill): GPU 1 starts from GPU 0's
			// speed, takes its half, no probe.
			name: "a sibling measured before: no probe", groups: 2560,
			priors: []guardPrior{{Power: 1, Speed: 51200, Full: 132, Guessed: true, Model: "h100"},
				{Power: 1, Full: 132, Guessed: true, SatOut: 2, Model: "h100"}, {Power: 0.01, Full: 16, Guessed: true, Model: "cpu"}},
			history: []pkg{{unit: 0, groups: 1280, at: 0, end: -1}},
			u:       1, size: 1280, remaining: 1280, want: 1280,
		},
		{
			// Four GPUs and a CPU: GPU 0's probe is measured at 5 ms
			// (1.28e6 groups/s); GPU 1, never measured, takes that speed
			// and the package the scheduler sized, not a probe.
			name: "a sibling measured in the launch: its speed, no probe", groups: 102400,
			priors: []guardPrior{{Power: 1, Full: 132, Guessed: true, Model: "h100"}, {Power: 1, Full: 132, Guessed: true, Model: "h100"},
				{Power: 1, Full: 132, Guessed: true, Model: "h100"}, {Power: 1, Full: 132, Guessed: true, Model: "h100"},
				{Power: 0.01, Full: 16, Guessed: true, Model: "cpu"}},
			history: []pkg{{unit: 0, groups: 6400, at: 0, end: 5 * ms}},
			u:       1, size: 24000, remaining: 96000, now: 5 * ms, want: 24000,
		},
		{
			// The same without models: GPU 1 probes with its fill.
			name: "unlike models, one measured: the other probes", groups: 102400,
			priors: []guardPrior{{Power: 1, Full: 132, Guessed: true}, {Power: 1, Full: 132, Guessed: true},
				{Power: 1, Full: 132, Guessed: true}, {Power: 1, Full: 132, Guessed: true},
				{Power: 0.01, Full: 16, Guessed: true}},
			history: []pkg{{unit: 0, groups: 6400, at: 0, end: 5 * ms}},
			u:       1, size: 24000, remaining: 96000, now: 5 * ms, want: 132,
		},
		{
			// A GPU and a CPU of their own models, the GPU measured: the
			// CPU still probes (siblings change nothing between unlike
			// devices).
			name: "a GPU and a CPU: the CPU probes", groups: 102400,
			priors:  []guardPrior{{Power: 1, Full: 132, Guessed: true, Model: "h100"}, {Power: 0.01, Full: 16, Guessed: true, Model: "cpu"}},
			history: []pkg{{unit: 0, groups: 6400, at: 0, end: 5 * ms}},
			u:       1, size: 24000, remaining: 96000, now: 5 * ms, want: 16,
		},
		{
			// Priors 700:1 (nominal), G = 128: the CPU's one work-group
			// is predicted at 1/128 of the GPU's whole launch... times 700.
			name: "unknown speeds, small launch: the CPU sits out", groups: 128,
			priors: []guardPrior{{Power: 700, Full: 132}, {Power: 1, Full: 1}},
			u:      1, size: 64, remaining: 128, want: 0, note: "left out",
		},
		{
			// G = 1,120,000: the fastest takes 1600 relative seconds, a
			// sixteenth is 100, the CPU's smallest package fits: it is
			// the probe, however much more the budget would allow.
			name: "unknown speeds, large launch: the CPU probes with its smallest package", groups: 1120000,
			priors: []guardPrior{{Power: 700, Full: 132, Guessed: true}, {Power: 1, Full: 1, Guessed: true}},
			u:      1, size: 560000, remaining: 1120000, want: 1,
		},
		{
			name: "unknown speeds, large launch: a CPU that fills with 16 groups probes with 16", groups: 1120000,
			priors: []guardPrior{{Power: 700, Full: 132, Guessed: true}, {Power: 1, Full: 16, Guessed: true}},
			u:      1, size: 560000, remaining: 1120000, want: 16,
		},
		{
			// Powers given, not guessed: the probe is work predicted to
			// take a sixteenth of the fastest unit's launch.
			name: "powers given: the probe is a sixteenth of the launch at that power", groups: 1120000,
			priors: []guardPrior{{Power: 700, Full: 132}, {Power: 1, Full: 1}},
			u:      1, size: 560000, remaining: 1120000, want: 100,
		},
		{
			// The fastest unit by its prior probes with a sixteenth of
			// the launch: a prior that ranks it too high costs that much.
			name: "unknown speeds: the fastest by its prior probes with a sixteenth", groups: 1120000,
			priors: []guardPrior{{Power: 700, Full: 132}, {Power: 1, Full: 1}},
			u:      0, size: 560000, remaining: 1120000, want: 70000,
		},
		{
			// The GPU is known at 1e6 groups/s (4096 groups: 4.1 ms);
			// the CPU, measured at 1e4/s, sat out: its smallest package
			// (16 groups) takes 1.6 ms, over a sixteenth of 4.1 ms.
			name: "a re-probe waits for credit", groups: 4096,
			priors: []guardPrior{{Power: 100, Speed: 1e6, Full: 528}, {Power: 1, Speed: 1e4, Full: 16, SatOut: 3, Credit: 0.0009}},
			u:      1, size: 1024, remaining: 4096, want: 0, note: "earned sitting out",
		},
		{
			// With 1.4 ms of credit earned, the 1.6 ms package fits the
			// budget (0.26 + 1.4 ms); the probe is that package only,
			// whatever the scheduler asked, and it ends before the GPU's
			// 4.1 ms.
			name: "a re-probe is the smallest package once credit pays for it", groups: 4096,
			priors: []guardPrior{{Power: 100, Speed: 1e6, Full: 528}, {Power: 1, Speed: 1e4, Full: 16, SatOut: 15, Credit: 0.0014}},
			u:      1, size: 1024, remaining: 4096, want: 16,
		},
		{
			// A prior 4.5 times too kind and fifteen launches of credit:
			// the probe is still one smallest package, not a share of
			// the launch grown with the launches sat out.
			name: "a wrong prior and much credit: still the smallest package", groups: 4096,
			priors: []guardPrior{{Power: 100, Speed: 1e6, Full: 528, Guessed: true}, {Power: 4.5, Full: 4, SatOut: 15, Credit: 1, Guessed: true}},
			u:      1, size: 1024, remaining: 4096, want: 4,
		},
		{
			// Step 8 of a simulation whose GPU (power 43, nominal) runs
			// 4096 groups in 4.1 ms and whose native device (power 1)
			// was measured at 3.3e3 groups/s; PoCL on the same cores
			// (power 1) never ran and sat out seven launches (1.8 ms of
			// credit). Predicted like the native device, its smallest
			// package takes 4.8 ms: over its budget (2.06 ms), it sits
			// out. (A ratio pooled over both, the GPU's, predicted 0.7 ms
			// and a probe.)
			name: "an unmeasured CPU is predicted like the measured CPU, not the GPU", groups: 4096,
			priors: []guardPrior{{Power: 43, Speed: 1e6, Full: 528, Guessed: true}, {Power: 1, Speed: 3.3e3, Full: 16, Guessed: true},
				{Power: 1, Full: 16, Fresh: true, HostMemory: true, SatOut: 7, Credit: 0.0018, Guessed: true}},
			u: 2, size: 1024, remaining: 4096, want: 0, note: "earned sitting out",
		},
		{
			// The GPU's fill (4224 groups) holds the whole launch: grown
			// to it, its first package would leave nothing for the
			// native device's probe (one group, within its budget), and
			// the native device would stay unmeasured launch after
			// launch. It leaves the probe due; PoCL, over its budget, is
			// out and due none.
			name: "a package grown to its fill leaves the probes due", groups: 1024,
			priors: []guardPrior{{Power: 0.03, Full: 16, Fresh: true, Guessed: true},
				{Power: 0.94, Full: 4224, Fresh: true, Guessed: true},
				{Power: 0.03, Full: 1, Fresh: true, NoBuild: true, HostMemory: true, Guessed: true}},
			u: 1, size: 100, remaining: 1024, want: 1023,
		},
		{
			// The same once the native device's speed is known: no probe
			// is due, and the GPU's package holds everything.
			name: "a package grown to its fill: no probe due", groups: 1024,
			priors: []guardPrior{{Power: 0.03, Full: 16, Fresh: true, Guessed: true},
				{Power: 0.94, Speed: 193e3, Full: 4224, Guessed: true},
				{Power: 0.03, Speed: 470, Full: 1, NoBuild: true, HostMemory: true, Guessed: true}},
			u: 1, size: 100, remaining: 1024, want: 1024,
		},
		{
			name: "one probe at a time", groups: 1120000,
			priors:  []guardPrior{{Power: 700, Full: 132}, {Power: 1, Full: 1}},
			history: []pkg{{unit: 1, groups: 100, end: -1}},
			u:       1, size: 560000, remaining: 1119900, want: 0,
		},
		{
			// Nothing known of either: both get a sixteenth of the launch.
			// The first of equals counts as the fastest: the other probes.
			name: "equal unknown units: the second probes", groups: 1600,
			priors: []guardPrior{{Power: 1, Full: 1, Guessed: true}, {Power: 1, Full: 1, Guessed: true}},
			u:      1, size: 800, remaining: 1600, want: 1,
		},
		{
			name: "zero and NaN priors count as the slowest sound one", groups: 1600,
			priors: []guardPrior{{Power: math.NaN(), Speed: math.NaN(), Full: 1, Guessed: true}, {Power: 0, Full: 1, Guessed: true}, {Power: 4, Full: 1, Guessed: true}},
			u:      2, size: 800, remaining: 1600, want: 1,
		},
		{
			// All three count as 4: the first is the fastest, and its
			// probe is a sixteenth of the launch.
			name: "zero and NaN priors: the first of equals probes with a sixteenth", groups: 1600,
			priors: []guardPrior{{Power: math.NaN(), Speed: math.NaN(), Full: 1}, {Power: 0, Full: 1}, {Power: 4, Full: 1}},
			u:      0, size: 800, remaining: 1600, want: 100,
		},
		{
			// The GPU measured 100e3 groups/s (1000 groups in 10 ms). The
			// CPU's probe (prior 1/100 of the GPU's, 1e3/s scaled) has run
			// 20 ms for its 10 groups: it is no faster than 500/s, and the
			// GPU is not held back by it.
			name: "a late probe lowers its unit's speed", groups: 100000,
			priors:  []guardPrior{{Power: 100, Full: 100}, {Power: 1, Full: 1, Fresh: true}},
			history: []pkg{{unit: 0, groups: 1000, at: 0, end: 10 * ms}, {unit: 1, groups: 10, at: 0, end: -1}},
			u:       0, size: 50000, remaining: 98990, now: 20 * ms, want: 50000,
		},
		{
			// Equal priors; the CPU's probe (4 groups) took 4 ms, the
			// GPU's first package is still running: the CPU's next
			// package is no larger than what it has done.
			name: "measured before the fastest: packages grow with measurements", groups: 20000,
			priors:  []guardPrior{{Power: 1, Full: 1, Guessed: true}, {Power: 1, Full: 4, Guessed: true}},
			history: []pkg{{unit: 0, groups: 1250, at: 0, end: -1}, {unit: 1, groups: 4, at: 0, end: 4 * ms}},
			u:       1, size: 5000, remaining: 18746, now: 4 * ms, want: 4,
		},
		{
			// The same with powers given: they are trusted.
			name: "measured before the fastest, powers given: the scheduler's package", groups: 20000,
			priors:  []guardPrior{{Power: 1, Full: 1}, {Power: 1, Full: 4}},
			history: []pkg{{unit: 0, groups: 1250, at: 0, end: -1}, {unit: 1, groups: 4, at: 0, end: 4 * ms}},
			u:       1, size: 5000, remaining: 18746, now: 4 * ms, want: 5000,
		},
		{
			// USM: the GPU computes the 10,000 groups in 7.5 ms but its
			// launches end with 15 ms of giving its allocations back to
			// the host; the CPU, in place, does all in 9.3 ms.
			name: "a unit's closing transfers count: the GPU sits out", groups: 10000,
			priors: []guardPrior{{Power: 1, Speed: 10000 / 7.5e-3, Full: 100, Closing: 15e-3}, {Power: 1, Speed: 10000 / 9.3e-3, Full: 16}},
			u:      0, size: 5000, remaining: 10000, want: 0, note: "left out",
		},
		{
			name: "without closing transfers the GPU gets its package", groups: 10000,
			priors: []guardPrior{{Power: 1, Speed: 10000 / 7.5e-3, Full: 100}, {Power: 1, Speed: 10000 / 9.3e-3, Full: 16}},
			u:      0, size: 5000, remaining: 10000, want: 5000,
		},
		{
			// A small closing (1 ms) leaves room: 5000 groups end at
			// 4.75 ms, before the CPU's 9.3 ms.
			name: "a small closing cost leaves the package whole", groups: 10000,
			priors: []guardPrior{{Power: 1, Speed: 10000 / 7.5e-3, Full: 100, Closing: 1e-3}, {Power: 1, Speed: 10000 / 9.3e-3, Full: 16}},
			u:      0, size: 5000, remaining: 10000, want: 5000,
		},
		{
			// Once the GPU has taken part, its closing is paid whatever
			// it runs: its next package is judged on its speed alone.
			name: "a closing already incurred does not count again", groups: 20000,
			priors:  []guardPrior{{Power: 1, Speed: 20000 / 15e-3, Full: 100, Closing: 15e-3}, {Power: 1, Speed: 20000 / 18.6e-3, Full: 16}},
			history: []pkg{{unit: 0, groups: 1000, at: 0, end: 750 * time.Microsecond}},
			u:       0, size: 5000, remaining: 19000, now: 750 * time.Microsecond, want: 5000,
		},
		{
			// Both measured: 100e3/s and 10e3/s; 11,000 groups left. The
			// GPU alone ends them in 110 ms; the CPU, a tenth as powerful,
			// may take a tenth of that: 110 groups.
			name: "measured speeds cut the CPU", groups: 13000,
			priors:  []guardPrior{{Power: 10, Full: 100}, {Power: 1, Full: 1}},
			history: []pkg{{unit: 0, groups: 1000, at: 0, end: 10 * ms}, {unit: 1, groups: 1000, at: 0, end: 100 * ms}},
			u:       1, size: 5000, remaining: 11000, now: 100 * ms, want: 110,
		},
		// Measurement over a guessed prior. The priors are nominal
		// guesses; both units have run packages in this launch.
		{
			// The guess ranks the CPU 500 times below the GPU; both
			// measured 1e5 groups/s. The guess's bet (500) would cut
			// the CPU to 40 groups; the measured ratio (1) lets it take
			// a package as large as the work it has done.
			name: "a prior 500 times too low: the measurement decides", groups: 22000,
			priors:  []guardPrior{{Power: 500, Full: 100, Guessed: true}, {Power: 1, Full: 1, Guessed: true}},
			history: []pkg{{unit: 0, groups: 1000, at: 0, end: 10 * ms}, {unit: 1, groups: 1000, at: 0, end: 10 * ms}},
			u:       1, size: 5000, remaining: 20000, now: 10 * ms, want: 1000,
		},
		{
			// The same unit, measured at 2e5 groups/s after 1000 groups
			// and 4000 more: its packages keep growing with its work.
			name: "a prior 500 times too low: packages grow with the work done", groups: 50000,
			priors:  []guardPrior{{Power: 500, Full: 100, Guessed: true}, {Power: 1, Full: 1, Guessed: true}},
			history: []pkg{{unit: 0, groups: 2000, at: 0, end: 20 * ms}, {unit: 1, groups: 1000, at: 0, end: 5 * ms}, {unit: 1, groups: 3000, at: 5 * ms, end: 20 * ms}},
			u:       1, size: 20000, remaining: 44000, now: 20 * ms, want: 4000,
		},
		{
			// The guess ranks the CPU 500 times above the GPU; measured,
			// the GPU runs 5e5 groups/s and the CPU 1e3/s. The CPU's
			// package is sized by its measured speed to end by the
			// GPU's 20 ms for the rest: 20 groups.
			name: "a prior 500 times too high: the measured speed sizes the package", groups: 11010,
			priors:  []guardPrior{{Power: 1, Full: 100, Guessed: true}, {Power: 500, Full: 1, Guessed: true}},
			history: []pkg{{unit: 0, groups: 1000, at: 0, end: 2 * ms}, {unit: 1, groups: 10, at: 0, end: 10 * ms}},
			u:       1, size: 5000, remaining: 10000, now: 10 * ms, want: 20, note: "cut a package from 5000 to 20",
		},
		{
			// The guess (nominal peaks: the GPU's kernel 100 times the
			// CPU's) against speeds measured end to end, copies
			// included: the GPU ran 1000 groups in 10 ms, the CPU 1600,
			// 1.6 times faster. The CPU is not left out: it takes a
			// package as large as the work it has done.
			name: "a GPU 100 times faster by its kernel, 1.6 times slower end to end: the CPU takes part", groups: 22600,
			priors:  []guardPrior{{Power: 100, Full: 132, Guessed: true}, {Power: 1, Full: 1, Guessed: true}},
			history: []pkg{{unit: 0, groups: 1000, at: 0, end: 10 * ms}, {unit: 1, groups: 1600, at: 0, end: 10 * ms}},
			u:       1, size: 5000, remaining: 20000, now: 10 * ms, want: 1600,
		},
		{
			// Guessed 10:1 and measured 10:1: the guess and the
			// measurement agree, the bet is 10, as with powers known.
			name: "a prior right: the bet stands", groups: 13000,
			priors:  []guardPrior{{Power: 10, Full: 100, Guessed: true}, {Power: 1, Full: 1, Guessed: true}},
			history: []pkg{{unit: 0, groups: 1000, at: 0, end: 10 * ms}, {unit: 1, groups: 1000, at: 0, end: 100 * ms}},
			u:       1, size: 5000, remaining: 11000, now: 100 * ms, want: 110,
		},
		{
			// The CPU's probe ended the moment it was handed out: no
			// time measured says nothing (no division by zero); the CPU
			// probes again.
			name: "a probe measured at zero time: another probe", groups: 1120000,
			priors:  []guardPrior{{Power: 700, Full: 132, Guessed: true}, {Power: 1, Full: 1, Guessed: true}},
			history: []pkg{{unit: 1, groups: 1, at: ms, end: ms}},
			u:       1, size: 560000, remaining: 1119999, now: ms, want: 1,
		},
		{
			// A speed remembered as NaN or infinite is no measurement:
			// the guess's bet (700) stands against the GPU's measured
			// speed, and the CPU, never measured, probes.
			name: "a remembered speed of NaN: no measurement", groups: 1120000,
			priors:  []guardPrior{{Power: 700, Full: 132, Guessed: true}, {Power: 1, Speed: math.NaN(), Full: 1, Guessed: true}},
			history: []pkg{{unit: 0, groups: 10000, at: 0, end: ms}},
			u:       1, size: 560000, remaining: 1110000, now: ms, want: 1,
		},
		{
			// The CPU, measured 100 times slower in earlier launches, sat
			// out and is re-probed (16 groups in flight): the GPU takes
			// the rest at once, not HGuided's half.
			name: "a re-probe does not split the fastest unit's work", groups: 1000,
			priors:  []guardPrior{{Power: 100, Speed: 100e3, Full: 132}, {Power: 1, Speed: 1e3, Full: 16, SatOut: 5, Credit: 1}},
			history: []pkg{{unit: 1, groups: 16, at: 0, end: -1}},
			u:       0, size: 492, remaining: 984, want: 984,
		},
		{
			// The same re-probe not handed out yet: the GPU leaves it its
			// smallest package.
			name: "a re-probe due keeps its smallest package", groups: 1000,
			priors: []guardPrior{{Power: 100, Speed: 100e3, Full: 132}, {Power: 1, Speed: 1e3, Full: 16, SatOut: 5, Credit: 1}},
			u:      0, size: 500, remaining: 1000, want: 984,
		},
		{
			// A CPU never measured may be ranked far too low by its
			// prior: its probe leaves the GPU's packages as sized, so
			// that the CPU can take the rest once measured.
			name: "a first probe leaves the scheduler's size", groups: 1000,
			priors:  []guardPrior{{Power: 100, Speed: 100e3, Full: 132}, {Power: 1, Full: 16, Fresh: true}},
			history: []pkg{{unit: 1, groups: 16, at: 0, end: -1}},
			u:       0, size: 492, remaining: 984, want: 492,
		},
		{
			// A CPU whose first package ran, unmeasured, in an earlier
			// launch (it may have paid its compile), and that its prior
			// ranks 100 times slower: its probe, the one that measures
			// it, leaves the GPU the rest at once.
			name: "a probe after an unmeasured first package does not split", groups: 1000,
			priors:  []guardPrior{{Power: 100, Speed: 100e3, Full: 132}, {Power: 1, Full: 16}},
			history: []pkg{{unit: 1, groups: 16, at: 0, end: -1}},
			u:       0, size: 492, remaining: 984, want: 984,
		},
		{
			// Unit 1's packages of 16 and 64 groups took 20 and 20.1 ms:
			// a fixed cost of about 20 ms. By its speed alone its fill
			// would take 0.16 ms; the other unit ends the 100 groups left
			// in 1 ms: the fixed cost alone ends after that.
			name: "a fixed cost alone that ends late: left out", groups: 1000,
			priors: []guardPrior{{Power: 1, Speed: 100e3, Full: 16}, {Power: 1, Speed: 100e3, Full: 16,
				Small: PackageTime{16, 0.020}, Large: PackageTime{64, 0.0201}}},
			u: 1, size: 50, remaining: 100, want: 0, note: "left out",
		},
		// A unit measured only on its probe. The native device ran its
		// probe, one work-group (its fill), in 513 µs, nearly all of it
		// a fixed cost (it runs the launch's 4096 alone in 8.2 ms); the
		// GPU's packages, their copies included, run 452e3 groups/s, so
		// the measured speeds rank the native device 230 times slower.
		// That bet (the powers' 256) made an 8-group package end at
		// 1.1 s, against the GPU's 9 ms for everything: left out, every
		// launch. A speed measured on packages no larger than the fill
		// is a bound, which no bet multiplies: the unit is probed on, a
		// probe of twice its largest package (1 ms at the probe's speed)
		// within its probe budget (a sixteenth of the GPU's 9 ms, plus
		// the 0.6 ms it earned sitting out a launch), so that the next
		// measurement tells the time per work-group from the fixed cost.
		{
			name: "measured only on its probe: no bet, a probe twice the probe", groups: 4096,
			priors: []guardPrior{{Power: 0.0039, Speed: 1950, Full: 1, Small: PackageTime{1, 513e-6}, Large: PackageTime{1, 513e-6}, Credit: 0.6e-3},
				{Power: 0.9961, Speed: 452e3, Full: 132, Small: PackageTime{1024, 2.3e-3}, Large: PackageTime{1024, 2.3e-3}}},
			u: 0, size: 8, remaining: 4096, want: 2,
		},
		{
			name: "measured only on its probe: Dynamic's 512 cut to twice the probe", groups: 4096,
			priors: []guardPrior{{Power: 0.0039, Speed: 1950, Full: 1, Small: PackageTime{1, 513e-6}, Large: PackageTime{1, 513e-6}, Credit: 0.6e-3},
				{Power: 0.9961, Speed: 452e3, Full: 132, Small: PackageTime{1024, 2.3e-3}, Large: PackageTime{1024, 2.3e-3}}},
			u: 0, size: 512, remaining: 4096, want: 2,
		},
		{
			// Without the credit, the probe (1 ms) is over its budget
			// (0.57 ms): it sits the launch out and earns the credit.
			name: "measured only on its probe: a probe over its budget waits", groups: 4096,
			priors: []guardPrior{{Power: 0.0039, Speed: 1950, Full: 1, Small: PackageTime{1, 513e-6}, Large: PackageTime{1, 513e-6}},
				{Power: 0.9961, Speed: 452e3, Full: 132, Small: PackageTime{1024, 2.3e-3}, Large: PackageTime{1024, 2.3e-3}}},
			u: 0, size: 8, remaining: 4096, want: 0, note: "its next probe, 2 work-groups (twice its largest package), is predicted to take 1.026ms, over its probe budget of 566µs",
		},
		{
			// Its probes of 1 and 2 work-groups took 513 and 515 µs: the
			// line puts nearly all of a package's time in a fixed cost,
			// and the unit is probed on, with 4 work-groups.
			name: "packages of two sizes, mostly a fixed cost: probed on", groups: 4096,
			priors: []guardPrior{{Power: 0.0039, Speed: 2900, Full: 1, Small: PackageTime{1, 513e-6}, Large: PackageTime{2, 515e-6}, Credit: 0.6e-3},
				{Power: 0.9961, Speed: 452e3, Full: 132, Small: PackageTime{1024, 2.3e-3}, Large: PackageTime{1024, 2.3e-3}}},
			u: 0, size: 8, remaining: 4096, want: 4,
		},
		{
			// Once it ran packages of two sizes it is no longer a probe:
			// the bet stands (the powers' 255), and its package, 0.9 s
			// with the bet, is left out.
			name: "measured on packages beyond its fill: the bet stands", groups: 4096,
			priors: []guardPrior{{Power: 0.0039, Speed: 1950, Full: 1, Small: PackageTime{1, 513e-6}, Large: PackageTime{4, 2.05e-3}},
				{Power: 0.9961, Speed: 452e3, Full: 132, Small: PackageTime{1024, 2.3e-3}, Large: PackageTime{1024, 2.3e-3}}},
			u: 0, size: 8, remaining: 4096, want: 0, note: "allowing for 255 times",
		},
		// A CPU that sat out three launches after packages of 16 and 48
		// work-groups took 400 and 420 µs (a bound: nearly all a fixed
		// cost), beside a GPU that runs the launch in 10.5 ms. Its
		// re-probe is not its fill, which would measure the bound again,
		// but where it left off: twice its largest package (96, at most
		// 840 µs at the 48's time per work-group), paid by its budget of
		// 655 µs and 600 µs of credit; without the credit, the largest
		// package its budget pays for at that time per work-group (74).
		{
			name: "sat out after a bound: re-probed with twice its largest package", groups: 262144,
			priors: satOutCPU(400e-6, 420e-6, 0.6e-3), u: 0, size: 5000, remaining: 262144, want: 96,
		},
		{
			name: "sat out after a bound: re-probed with what its budget pays for", groups: 262144,
			priors: satOutCPU(400e-6, 420e-6, 0), u: 0, size: 5000, remaining: 262144, want: 74,
		},
		{
			// Its largest package took 700 µs: no larger one fits the
			// budget, and it is probed as any unit that sat out, by its
			// speed (a sixteenth of the GPU's launch at 68.6e3
			// work-groups a second: 44).
			name: "sat out after a bound, no larger package in its budget: probed as before", groups: 262144,
			priors: satOutCPU(680e-6, 700e-6, 0), u: 0, size: 5000, remaining: 262144, want: 44,
		},
		{
			// 16 and 48 work-groups in 100 and 300 µs: a time per
			// work-group, no fixed cost; its speed is no bound, and its
			// re-probe is sized by it.
			name: "sat out after a measured speed: probed as before", groups: 262144,
			priors: satOutCPU(100e-6, 300e-6, 0), u: 0, size: 5000, remaining: 262144, want: 104,
		},
		{
			// The same unit with its packages of one size only: no fixed
			// cost is known, and it takes its share.
			name: "packages of one size: no fixed cost", groups: 1000,
			priors: []guardPrior{{Power: 1, Speed: 100e3, Full: 16}, {Power: 1, Speed: 100e3, Full: 16,
				Small: PackageTime{16, 0.020}, Large: PackageTime{16, 0.020}}},
			u: 1, size: 50, remaining: 100, want: 50,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := tc.guard.start(tc.groups, tc.priors)
			for _, h := range tc.history {
				l.now = max(l.now, h.at)
				if (l.units[h.unit].known == 0 || l.units[h.unit].satOut) && !l.measured(h.unit) {
					l.units[h.unit].probed = true
				}
				l.handed(h.unit, h.groups)
			}
			for _, h := range tc.history {
				if h.end >= 0 {
					l.completed(h.unit, h.end, noProfile, false, false)
				}
			}
			got := l.grant(tc.u, tc.size, tc.remaining, tc.remaining, tc.now)
			if got != tc.want {
				t.Errorf("grant(%d, %d, %d) = %d, want %d (note %q)", tc.u, tc.size, tc.remaining, got, tc.want, l.note(tc.u))
			}
			if tc.note != "" && !strings.Contains(l.note(tc.u), tc.note) {
				t.Errorf("note %q, want it to say %q", l.note(tc.u), tc.note)
			}
		})
	}
}

// guardSim runs one launch in virtual time: each unit runs one package at
// a time, a package of n work-groups taking max(n, full)/speed seconds,
// and asks again when it ends. It returns the launch's time.
func guardSim(t *testing.T, g Guard, groups int, speeds []float64, full []int, priors []guardPrior, next func(u, remaining int) int) time.Duration {
	t.Helper()
	return guardRun(t, g.start(groups, priors), groups, speeds, full, next)
}

// guardRun is guardSim on a started launch.
func guardRun(t *testing.T, l *guardLaunch, groups int, speeds []float64, full []int, next func(u, remaining int) int) time.Duration {
	t.Helper()
	n := len(speeds)
	busyUntil := make([]time.Duration, n) // end of the package in flight; 0: idle
	idle := make([]bool, n)
	for i := range idle {
		idle[i] = true
	}
	now, remaining, end := time.Duration(0), groups, time.Duration(0)
	for steps := 0; ; steps++ {
		if steps > 100000 {
			t.Fatal("the launch does not end")
		}
		progress := false
		for u := 0; u < n; u++ {
			if !idle[u] || remaining == 0 {
				continue
			}
			size := l.grant(u, next(u, remaining), remaining, remaining, now)
			if size > 0 {
				remaining -= size
				d := time.Duration(float64(max(size, full[u])) / speeds[u] * float64(time.Second))
				busyUntil[u] = now + d
				idle[u] = false
				progress = true
			}
		}
		if progress {
			continue
		}
		// Advance to the next package end.
		first := -1
		for u := 0; u < n; u++ {
			if !idle[u] && (first < 0 || busyUntil[u] < busyUntil[first]) {
				first = u
			}
		}
		if first < 0 {
			if remaining > 0 {
				t.Fatalf("%d work-groups stranded", remaining)
			}
			return end
		}
		now = busyUntil[first]
		end = max(end, now)
		idle[first] = true
		l.completed(first, now, noProfile, false, false)
	}
}

// TestGuardNeverLoses: over a table of speed ratios, priors (right,
// pessimistic, optimistic within the probe's tolerance) and scheduler
// shapes, a guarded launch ends within 2 % of the fastest unit alone plus
// the probe's bounded cost, where the unguarded one loses.
func TestGuardNeverLoses(t *testing.T) {
	schedulers := map[string]func(groups, n int) func(u, remaining int) int{
		"hguided-equal": func(_, n int) func(int, int) int {
			return func(_, r int) int { return int(math.Ceil(float64(r) / float64(n) / 2)) }
		},
		"dynamic": func(g, n int) func(int, int) int {
			return func(_, r int) int { return min(r, max(1, g/(4*n))) }
		},
		"static-equal": func(g, n int) func(int, int) int {
			given := make([]bool, n)
			return func(u, r int) int {
				if given[u] {
					return 0
				}
				given[u] = true
				return min(r, g/n+1)
			}
		},
	}
	for _, tc := range []struct {
		name   string
		groups int
		speeds []float64 // true work-groups per second
		full   []int
		prior  []float64 // relative
		known  bool
	}{
		{"200:1 known", 100000, []float64{200e3, 1e3}, []int{528, 16}, []float64{200e3, 1e3}, true},
		{"200:1 nominal 700:1", 100000, []float64{200e3, 1e3}, []int{528, 16}, []float64{700, 1}, false},
		{"200:1 prior 10x optimistic", 100000, []float64{200e3, 1e3}, []int{528, 16}, []float64{20, 1}, false},
		{"4:1 nominal 40:1", 100000, []float64{40e3, 10e3}, []int{528, 16}, []float64{40, 1}, false},
		{"1:1", 100000, []float64{40e3, 40e3}, []int{16, 16}, []float64{1, 1}, false},
		{"CPU faster 1:3, prior says 40:1", 100000, []float64{10e3, 30e3}, []int{528, 16}, []float64{40, 1}, false},
		{"small launch, 200:1 nominal", 128, []float64{50e3, 250}, []int{132, 1}, []float64{700, 1}, false},
		{"three units 100:10:1", 100000, []float64{100e3, 10e3, 1e3}, []int{528, 16, 16}, []float64{100, 10, 1}, false},
		// A GPU whose kernel is 100 times the CPU's (its nominal prior)
		// but whose copies make it 1.6 times slower end to end: the
		// speeds are end to end, and the CPU is not left out.
		{"GPU kernel 100x, 1.6x slower end to end", 100000, []float64{100e3, 160e3}, []int{528, 1}, []float64{100, 1}, false},
	} {
		best := time.Duration(math.MaxInt64)
		for u, s := range tc.speeds {
			best = min(best, time.Duration(float64(max(tc.groups, tc.full[u]))/s*float64(time.Second)))
		}
		priors := make([]guardPrior, len(tc.speeds))
		fastPrior := 0.0
		for u := range priors {
			priors[u] = guardPrior{Power: tc.prior[u], Full: tc.full[u]}
			if tc.known {
				priors[u].Speed = tc.prior[u]
			}
			fastPrior = max(fastPrior, tc.prior[u])
		}
		// What a wrong prior may cost: a probe of unit u is sized to take
		// DefaultProbeShare of the predicted fastest unit's launch, and
		// takes its true time.
		probe := time.Duration(0)
		for u := range priors {
			if tc.known {
				break
			}
			size := max(float64(tc.full[u]), DefaultProbeShare*float64(tc.groups)*tc.prior[u]/fastPrior)
			probe = max(probe, time.Duration(size/tc.speeds[u]*float64(time.Second)))
		}
		for sname, mk := range schedulers {
			t.Run(tc.name+"/"+sname, func(t *testing.T) {
				got := guardSim(t, Guard{}, tc.groups, tc.speeds, tc.full, priors, mk(tc.groups, len(tc.speeds)))
				bound := time.Duration(1.02 * float64(max(best, probe)))
				if got > bound {
					t.Errorf("guarded launch %v, best device alone %v (bound %v)", got, best, bound)
				}
			})
		}
	}
}

// TestGuardOffLoses: the same launches unguarded lose to the fastest unit
// alone where the speeds differ by far: the table above tests something.
func TestGuardOffLoses(t *testing.T) {
	speeds, full := []float64{200e3, 1e3}, []int{528, 16}
	// Priors 33:1 (six times too kind to the CPU), as nominal figures give.
	priors := []guardPrior{{Power: 528, Full: 528}, {Power: 16, Full: 16}}
	hguided := func(_, r int) int { return int(math.Ceil(float64(r) / 4)) }
	best := time.Duration(100000 / speeds[0] * float64(time.Second))
	if got := guardSim(t, Guard{Off: true}, 100000, speeds, full, priors, hguided); got < 10*best {
		t.Errorf("unguarded HGuided at 200:1: %v, want over ten times the best alone (%v)", got, best)
	}
	if got := guardSim(t, Guard{}, 100000, speeds, full, priors, hguided); got > time.Duration(1.02*float64(best)) {
		t.Errorf("guarded HGuided at 200:1: %v, best alone %v", got, best)
	}
}

// TestGuardProbeCost: a computation launched many times, with a CPU whose
// prior is several times too kind (the nominal figures) and whose smallest
// package outlasts the GPU's whole launch. What probes cost over the
// launches stays within ProbeShare of the GPU alone's time, plus one
// smallest package at the CPU's true speed (the price of the wrong prior,
// paid once).
func TestGuardProbeCost(t *testing.T) {
	const launches = 400
	for _, tc := range []struct {
		name   string
		groups int
		speeds []float64 // true work-groups per second
		full   []int
		prior  []float64 // relative powers the launches start with
	}{
		// 16 groups; the GPU's launch takes 0.38 ms, the CPU's smallest
		// package 1.5 ms, its prior says 0.33 ms.
		{"nbody-like, prior 4.5x optimistic", 16, []float64{528 / 0.38e-3, 16 / 1.5e-3}, []int{528, 16}, []float64{528 / 0.38e-3, 4.5 * 16 / 1.5e-3}},
		{"prior right", 16, []float64{528 / 0.38e-3, 16 / 1.5e-3}, []int{528, 16}, []float64{528 / 0.38e-3, 16 / 1.5e-3}},
		// 100,000 groups: the GPU takes 100 ms; the CPU is worth a share.
		{"large launch, prior 4.5x optimistic", 100000, []float64{1e6, 1e5}, []int{528, 16}, []float64{1e6, 4.5e5}},
		{"large launch, prior 20x optimistic", 100000, []float64{1e6, 1e4}, []int{528, 16}, []float64{1e6, 2e5}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			best := time.Duration(float64(max(tc.groups, tc.full[0])) / tc.speeds[0] * float64(time.Second))
			smallest := time.Duration(float64(tc.full[1]) / tc.speeds[1] * float64(time.Second))
			hguided := func(_, r int) int { return int(math.Ceil(float64(r) / 4)) }
			var mem Memory
			var total time.Duration
			for range launches {
				l := Guard{}.start(tc.groups, remembered(mem, tc.prior, tc.full))
				total += guardRun(t, l, tc.groups, tc.speeds, tc.full, hguided)
				mem = l.remember(mem)
			}
			bound := time.Duration(float64(launches)*float64(best)*(1+DefaultProbeShare)) + smallest
			if total > bound {
				t.Errorf("%d launches took %v; the GPU alone %v, bound %v", launches, total, time.Duration(launches)*best, bound)
			}
		})
	}
}

// remembered is what launches with guessed powers prior and fills full
// start from after mem.
func remembered(mem Memory, prior []float64, full []int) []guardPrior {
	priors := make([]guardPrior, len(prior))
	for i := range priors {
		priors[i] = guardPrior{Power: prior[i], Full: full[i], Guessed: true}
		if i < len(mem.Packages) && mem.Packages[i] > 0 {
			priors[i].Speed = mem.Speeds[i]
		}
		if i < len(mem.SatOut) {
			priors[i].SatOut, priors[i].Credit, priors[i].Misses = mem.SatOut[i], mem.Credit[i], mem.Misses[i]
		}
	}
	return priors
}

// TestGuardReprobeBackoff: a unit that stays too slow to take more than
// its probe is re-probed after runs of launches that double in length
// (probebudget.Rate), so over n launches it probes about log2 n times;
// once its speed changes so that it takes work, its misses are reset and
// it stays in.
func TestGuardReprobeBackoff(t *testing.T) {
	const launches, groups = 500, 1000
	speeds, full, prior := []float64{1e3, 1e6}, []int{1, 100}, []float64{1e3, 1e6} // the slow unit asks first
	static := func(u, r int) int { return r }
	var mem Memory
	var probes []int
	for n := range launches {
		l := Guard{}.start(groups, remembered(mem, prior, full))
		guardRun(t, l, groups, speeds, full, static)
		mem = l.remember(mem)
		if l.units[0].count+l.units[0].warmed > 0 {
			probes = append(probes, n)
		}
	}
	// The first probe measures the unit; the re-probes after it are what
	// the rule spaces out.
	re := probes
	if len(re) < 3 || len(re) > int(math.Log2(launches)) {
		t.Fatalf("probed %d times in %d launches (at %v), want at least 3 and at most log2 of the launches", len(re), launches, probes)
	}
	for i := 2; i < len(re); i++ {
		if gap, before := re[i]-re[i-1], re[i-1]-re[i-2]; gap < 2*before-1 {
			t.Errorf("probes at %v: the gap %d after %d did not double", re, gap, before)
		}
	}
	if mem.Misses[0] != len(re) || mem.Misses[1] != 0 {
		t.Errorf("misses %v after %d probes that found the unit too slow", mem.Misses, len(re))
	}
	// The unit becomes as fast as the other: its next probe finds it
	// worth work, and it takes work in every launch after.
	speeds[0] = 1e6
	for range 2 * re[len(re)-1] {
		l := Guard{}.start(groups, remembered(mem, prior, full))
		guardRun(t, l, groups, speeds, full, static)
		mem = l.remember(mem)
	}
	if mem.Misses[0] != 0 || mem.SatOut[0] != 0 {
		t.Errorf("after its speed changed: misses %d, sat out %d, want 0 and 0", mem.Misses[0], mem.SatOut[0])
	}
}

// TestGuardRememberCredit: a unit that sits a launch out earns ProbeShare
// of the launch's time as credit, on top of what it had; one that probed
// spends it.
func TestGuardRememberCredit(t *testing.T) {
	l := Guard{}.start(1000, []guardPrior{{Power: 100, Speed: 1e5, Full: 100}, {Power: 1, Speed: 1e2, Full: 16, SatOut: 2, Credit: 0.001}})
	if got := l.grant(1, 500, 1000, 1000, 0); got != 0 {
		t.Fatalf("the CPU got %d groups, want it to sit out", got)
	}
	if got := l.grant(0, 1000, 1000, 1000, 0); got != 1000 {
		t.Fatalf("the GPU got %d groups, want all", got)
	}
	l.completed(0, 10*ms, noProfile, false, false)
	m := l.remember(Memory{Speeds: []float64{1e5, 1e2}, SatOut: []int{0, 2}, Packages: []int{3, 1}, Credit: []float64{0, 0.001}})
	if want := 0.001 + DefaultProbeShare*0.010; math.Abs(m.Credit[1]-want) > 1e-12 || m.SatOut[1] != 3 {
		t.Errorf("credit %v after sitting out %d, want %v after 3", m.Credit[1], m.SatOut[1], want)
	}
	if m.Credit[0] != 0 || m.SatOut[0] != 0 || m.Speeds[1] != 1e2 {
		t.Errorf("memory %+v: the GPU earns nothing, the CPU keeps its speed", m)
	}
	// Enough credit: the CPU probes, and the credit is spent.
	l = Guard{}.start(1000, []guardPrior{{Power: 100, Speed: 1e5, Full: 100}, {Power: 1, Speed: 1e2, Full: 1, SatOut: 3, Credit: 0.5}})
	if got := l.grant(1, 500, 1000, 1000, 0); got != 1 {
		t.Fatalf("the CPU got %d groups, want a probe of 1", got)
	}
	l.grant(0, 999, 999, 999, 0)
	l.completed(1, 10*ms, noProfile, false, false)
	l.completed(0, 10*ms, noProfile, false, false)
	m = l.remember(m)
	if m.Credit[1] != 0 || m.SatOut[1] != 0 || m.Misses[1] != 1 {
		t.Errorf("after its probe and nothing more the CPU has credit %v, sat out %d, misses %d, want 0, 0 and 1", m.Credit[1], m.SatOut[1], m.Misses[1])
	}
}

// TestGuardMissJudged: a launch in which a unit ran its probe and
// nothing more counts as a miss (halving the credit it earns sitting out
// later) only where another unit ran more than a probe, the launch
// having given the work to the others. A launch that fitted in the probe,
// or that the unit took whole while the others built their programs,
// judged no one: its misses stand. Counted as misses, a run of such
// launches (a kernel of one work-group, a slow build beside a fast
// device) would leave the unit, once it sits a launch out, earning no
// credit again.
func TestGuardMissJudged(t *testing.T) {
	unknown := []guardPrior{{Power: 1, Full: 1, Guessed: true, Misses: 3}, {Power: 1, Speed: 1e2, Full: 1}}
	for _, tc := range []struct {
		name     string
		groups   int
		priors   []guardPrior
		building bool // unit 1 builds its program for the whole launch
		// grants in order: unit, size asked; each is completed at 1 ms
		asks []struct{ unit, size int }
		want int // unit 0's misses after the launch
	}{
		{
			name: "its probe, the other the rest: a miss", groups: 1000,
			priors: []guardPrior{{Power: 1, Speed: 1e2, Full: 1, SatOut: 3, Credit: 0.5, Misses: 3}, {Power: 100, Speed: 1e5, Full: 100}},
			asks:   []struct{ unit, size int }{{0, 500}, {1, 999}},
			want:   4,
		},
		{
			name: "the launch fitted in its probe", groups: 1, priors: unknown,
			asks: []struct{ unit, size int }{{0, 1}},
			want: 3,
		},
		{
			// Its packages give back what they have not started at a
			// join (the native device's): alone, it takes all at once.
			name: "all of it while the other built", groups: 1000, building: true,
			priors: []guardPrior{{Power: 1, Full: 1, Guessed: true, Misses: 3, GivesBack: true}, {Power: 1, Speed: 1e2, Full: 1}},
			asks:   []struct{ unit, size int }{{0, 1000}},
			want:   3,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := Guard{}.start(tc.groups, tc.priors)
			l.build(1, tc.building, 0)
			remaining := tc.groups
			var ran []int
			for _, a := range tc.asks {
				got := l.grant(a.unit, a.size, remaining, remaining, 0)
				if got == 0 {
					t.Fatalf("unit %d got nothing (note %q)", a.unit, l.note(a.unit))
				}
				remaining -= got
				ran = append(ran, a.unit)
			}
			if remaining != 0 {
				t.Fatalf("%d work-groups left after %v", remaining, tc.asks)
			}
			for _, u := range ran {
				l.completed(u, ms, noProfile, false, false)
			}
			if !l.units[0].probed {
				t.Fatalf("unit 0 was not probed: the case tests nothing")
			}
			m := l.remember(Memory{})
			if m.Misses[0] != tc.want {
				t.Errorf("misses %d after the launch, want %d", m.Misses[0], tc.want)
			}
		})
	}
}

// TestGuardMissKept: a launch in which a measured unit ran its head and
// nothing more (head.go) leaves its misses as they were, a measurement
// as a probe is; one in which it ran a package of the launch's work
// resets them, lost or won (a retry after sitting out that lost adds
// one: TestGuardRetryBackoff). Reset by the head a unit runs in the
// launch after its probe, the count fell back to zero every other
// return, and a unit whose smallest package ends after the fastest
// unit's whole launch returned at the full rate every other time.
func TestGuardMissKept(t *testing.T) {
	const groups = 1000
	for _, tc := range []struct {
		name  string
		head  bool    // unit 0 runs a head of 10 work-groups first
		more  bool    // unit 0 runs a package of the launch's work
		alone float64 // unit 1's speed alone, work-groups/s
		want  int     // unit 0's misses after the launch, from 2
	}{
		{"its head and nothing more, lost: kept", true, false, 1e7, 2},
		{"its head and nothing more, won: kept", true, false, 1e5, 2},
		{"a package, lost: reset", false, true, 1e7, 0},
		{"a package, won: reset", false, true, 1e5, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			priors := []guardPrior{{Power: 1, Speed: 1e6, Full: 1, Misses: 2}, {Power: 100, Speed: 1e7, Full: 1}}
			l := Guard{}.start(groups, priors)
			if tc.head {
				l.heads, l.units[0].head, l.units[0].headBudget = []int{0}, 10, 1e-9
			}
			remaining := groups
			now := time.Duration(0)
			for l.headOn() { // the head's packages, until its part is spent
				n := l.grant(0, remaining, remaining, remaining, now)
				if n == 0 {
					t.Fatalf("unit 0's head got nothing (note %q)", l.note(0))
				}
				remaining -= n
				now += 10 * time.Microsecond
				l.completed(0, now, noProfile, false, false)
			}
			if tc.head && l.units[0].heads == 0 {
				t.Fatal("unit 0 ran no head: the case tests nothing")
			}
			if tc.more {
				if n := l.grant(0, max(1, remaining/100), remaining, remaining, now); n == 0 {
					t.Fatalf("unit 0 got nothing (note %q)", l.note(0))
				} else {
					remaining -= n
				}
			}
			if n := l.grant(1, remaining, remaining, remaining, now); n != remaining {
				t.Fatalf("unit 1 got %d of the %d work-groups left (note %q)", n, remaining, l.note(1))
			}
			for u := range 2 {
				if len(l.units[u].flight) > 0 {
					l.completed(u, ms, noProfile, false, false) // the launch spans 1 ms
				}
			}
			if l.units[0].probed {
				t.Fatal("unit 0's package was a probe: the case tests a head or a package")
			}
			m := l.remember(Memory{Alone: []float64{0, tc.alone}, SatOut: []int{0, 0}})
			if m.Misses[0] != tc.want {
				t.Errorf("misses %d after the launch, want %d", m.Misses[0], tc.want)
			}
		})
	}
}

// TestGuardRememberCreditWithoutProbes: the credit a unit earns sitting
// a launch out is ProbeShare of the launch's time without the probes: a
// probe that overran (here 100 ms against the GPU's 10) is its own unit's
// cost, and earns the others nothing.
func TestGuardRememberCreditWithoutProbes(t *testing.T) {
	for _, tc := range []struct {
		name     string
		probeEnd time.Duration // the probing CPU's package's end; 0: it sits out too
		want     float64       // the second CPU's credit earned
	}{
		{name: "no probe", want: DefaultProbeShare * 0.010},
		{name: "a probe within the launch", probeEnd: 5 * ms, want: DefaultProbeShare * 0.010},
		{name: "a probe that overran", probeEnd: 100 * ms, want: DefaultProbeShare * 0.010},
	} {
		t.Run(tc.name, func(t *testing.T) {
			probeCredit := 0.0
			if tc.probeEnd > 0 {
				probeCredit = 0.5
			}
			l := Guard{}.start(1000, []guardPrior{
				{Power: 100, Speed: 1e5, Full: 100},
				{Power: 1, Speed: 1e2, Full: 1, SatOut: 3, Credit: probeCredit},
				{Power: 1, Speed: 1e2, Full: 16, SatOut: 2},
			})
			want1 := 0
			if tc.probeEnd > 0 {
				want1 = 1
			}
			if got := l.grant(1, 500, 1000, 1000, 0); got != want1 {
				t.Fatalf("the first CPU got %d groups, want %d", got, want1)
			}
			if got := l.grant(2, 500, 1000-want1, 1000-want1, 0); got != 0 {
				t.Fatalf("the second CPU got %d groups, want it to sit out", got)
			}
			l.grant(0, 1000-want1, 1000-want1, 1000-want1, 0)
			if tc.probeEnd > 0 {
				l.completed(1, tc.probeEnd, noProfile, false, false)
			}
			l.completed(0, 10*ms, noProfile, false, false)
			m := l.remember(Memory{})
			if math.Abs(m.Credit[2]-tc.want) > 1e-12 {
				t.Errorf("the second CPU earned %v, want %v", m.Credit[2], tc.want)
			}
		})
	}
}

// TestGuardRememberLocality: with resident data, what a launch leaves
// for the next between siblings is their pooled speed (their work-groups
// over their busy time), so the next launch's split stays where the data
// are; a unit of another model keeps its own; with fresh data each
// sibling keeps its own speed.
func TestGuardRememberLocality(t *testing.T) {
	for _, tc := range []struct {
		name     string
		resident bool
		want     []float64
	}{
		// GPU 0: 600 groups in 10 ms; GPU 1 (its sibling): 400 in 20 ms,
		// its part's data copied to it; pooled: 1000 in 30 ms. The CPU:
		// 100 in 10 ms.
		{"resident", true, []float64{1000 / 0.030, 1000 / 0.030, 1e4}},
		{"fresh", false, []float64{6e4, 2e4, 1e4}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps := []guardPrior{{Power: 1, Full: 100, Model: "h100"}, {Power: 1, Full: 100, Model: "h100"}, {Power: 0.1, Full: 16, Model: "cpu"}}
			for i := range ps {
				ps[i].Resident = tc.resident
			}
			l := Guard{Off: true}.start(1100, ps)
			l.grant(0, 600, 1100, 1100, 0)
			l.grant(1, 400, 500, 500, 0)
			l.grant(2, 100, 100, 100, 0)
			l.completed(0, 10*ms, noProfile, false, false)
			l.completed(1, 20*ms, noProfile, false, false)
			l.completed(2, 10*ms, noProfile, false, false)
			m := l.remember(Memory{})
			for i, w := range tc.want {
				if math.Abs(m.Speeds[i]-w) > 1e-9*w {
					t.Errorf("speeds %v, want %v", m.Speeds, tc.want)
					break
				}
			}
		})
	}
}

// TestGuardRememberClosing: the closing measured in a launch is kept for
// a unit that took part; one that ran nothing keeps the old figure.
func TestGuardRememberClosing(t *testing.T) {
	l := Guard{}.start(1000, []guardPrior{{Power: 1, Speed: 1e5, Full: 100}, {Power: 1, Speed: 1e5, Full: 16}})
	l.grant(0, 1000, 1000, 1000, 0)
	l.completed(0, 10*ms, noProfile, false, false)
	l.closedAfter(0, 5*ms)
	l.closedAfter(1, 0)
	m := l.remember(Memory{Closing: []float64{1, 0.002}})
	if m.Closing[0] != 0.005 || m.Closing[1] != 0.002 {
		t.Errorf("closing %v, want [0.005 0.002]", m.Closing)
	}
}

// TestGuardClosingSim: launches of a computation on USM where the GPU's
// part ends with giving its allocations back to the host (a fixed cost,
// whatever its share) and the CPU works in place. After the first launch,
// which measures, the launches take no longer than the best unit alone,
// closing included, plus the probes' share.
func TestGuardClosingSim(t *testing.T) {
	for _, tc := range []struct {
		name    string
		speeds  []float64
		closing []time.Duration
	}{
		{"triad-like: GPU 7.5 ms + 15 ms closing, CPU 9.3 ms", []float64{10000 / 7.5e-3, 10000 / 9.3e-3}, []time.Duration{15 * ms, 0}},
		{"GPU 2 ms + 1 ms closing, CPU 20 ms", []float64{10000 / 2e-3, 10000 / 20e-3}, []time.Duration{ms, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const groups, launches = 10000, 40
			full := []int{100, 16}
			best := time.Duration(math.MaxInt64)
			for u, s := range tc.speeds {
				best = min(best, time.Duration(float64(groups)/s*float64(time.Second))+tc.closing[u])
			}
			hguided := func(_, r int) int { return int(math.Ceil(float64(r) / 4)) }
			var mem Memory
			var total time.Duration
			for k := range launches {
				priors := make([]guardPrior, 2)
				for i := range priors {
					priors[i] = guardPrior{Power: tc.speeds[i], Full: full[i]}
					if i < len(mem.Packages) && mem.Packages[i] > 0 {
						priors[i].Speed = mem.Speeds[i]
					}
					if i < len(mem.SatOut) {
						priors[i].SatOut, priors[i].Credit, priors[i].Closing = mem.SatOut[i], mem.Credit[i], mem.Closing[i]
					}
				}
				l := Guard{}.start(groups, priors)
				d := guardRun(t, l, groups, tc.speeds, full, hguided)
				for u := range l.units {
					if l.units[u].count > 0 {
						d = max(d, l.units[u].lastEnd+tc.closing[u])
						l.closedAfter(u, tc.closing[u])
					} else {
						l.closedAfter(u, 0)
					}
				}
				if k > 0 {
					total += d
				}
				mem = l.remember(mem)
			}
			bound := time.Duration(float64(launches-1) * float64(best) * (1 + DefaultProbeShare) * 1.02)
			if total > bound {
				t.Errorf("%d launches after the first took %v; the best alone %v each, bound %v", launches-1, total, best, bound)
			}
		})
	}
}

// TestGuardPowers: the speeds a scheduler sized from guessed powers gets
// once every unit that may take work is measured; nothing otherwise.
func TestGuardPowers(t *testing.T) {
	guessed := []guardPrior{{Power: 500, Full: 100, Guessed: true}, {Power: 1, Full: 1, Guessed: true}}
	run := func(g Guard, priors []guardPrior, both bool) []float64 {
		l := g.start(10000, priors)
		l.handed(0, 1000)
		if both {
			l.handed(1, 300)
		}
		l.completed(0, 10*ms, noProfile, false, false) // 1e5 groups/s
		if both {
			l.completed(1, 10*ms, noProfile, false, false) // 3e4 groups/s
		}
		return l.powers()
	}
	if p := run(Guard{}, guessed, true); len(p) != 2 || math.Abs(p[0]-1/1.3) > 1e-9 || math.Abs(p[1]-0.3/1.3) > 1e-9 {
		t.Errorf("both measured: powers %v, want [%v %v]", p, 1/1.3, 0.3/1.3)
	}
	if p := run(Guard{}, guessed, false); p != nil {
		t.Errorf("one unit unmeasured: powers %v, want none", p)
	}
	if p := run(Guard{Off: true}, guessed, true); p != nil {
		t.Errorf("guard off: powers %v, want none (the papers' behaviour)", p)
	}
	given := []guardPrior{{Power: 500, Full: 100}, {Power: 1, Full: 1}}
	if p := run(Guard{}, given, true); p != nil {
		t.Errorf("powers given: %v, want none", p)
	}
	h := &hguided{powers: []float64{0.998, 0.002}, k: 2, min: 1}
	h.repower(run(Guard{}, guessed, true))
	if got, want := h.Next(1, 13000), 1500; got != want {
		t.Errorf("HGuided after repower: the CPU's package %d, want %d", got, want)
	}
}

// TestGuardScale: a unit with no speed is predicted from the unit with a
// speed whose power is nearest its own, by ratio; among the nearest, the
// lowest ratio; each ratio counts its unit's peak only in the part of it
// the launch fills.
func TestGuardScale(t *testing.T) {
	for _, tc := range []struct {
		name   string
		groups int
		priors []guardPrior
		u      int
		want   float64
	}{
		{
			name: "nothing known", groups: 1000,
			priors: []guardPrior{{Power: 43, Full: 528}, {Power: 1, Full: 16}},
			u:      1, want: 0,
		},
		{
			name: "one known unit: its ratio", groups: 1000,
			priors: []guardPrior{{Power: 43, Speed: 43e4, Full: 528}, {Power: 1, Full: 16}},
			u:      1, want: 1e4,
		},
		{
			name: "a CPU from the CPU, not the GPU", groups: 4096,
			priors: []guardPrior{{Power: 43, Speed: 1e6, Full: 528}, {Power: 1, Speed: 3.3e3, Full: 16}, {Power: 1, Full: 16}},
			u:      2, want: 3.3e3,
		},
		{
			name: "a GPU from the GPU, not the CPU", groups: 4096,
			priors: []guardPrior{{Power: 43, Speed: 1e6, Full: 528}, {Power: 1, Speed: 3.3e3, Full: 16}, {Power: 40, Full: 528}},
			u:      2, want: 1e6 / 43,
		},
		{
			name: "nearest by ratio: 2 is nearer 8 than 1 is", groups: 4096,
			priors: []guardPrior{{Power: 8, Speed: 800, Full: 1}, {Power: 1, Speed: 500, Full: 1}, {Power: 3, Full: 1}},
			u:      2, want: 100,
		},
		{
			name: "as near: the lower ratio", groups: 4096,
			priors: []guardPrior{{Power: 4, Speed: 800, Full: 1}, {Power: 1, Speed: 500, Full: 1}, {Power: 2, Full: 1}},
			u:      2, want: 200,
		},
		{
			name: "a launch below the known unit's fill: its part of its peak", groups: 132,
			priors: []guardPrior{{Power: 43, Speed: 43e4, Full: 528}, {Power: 1, Full: 16}},
			u:      1, want: 1e4 / 4,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := Guard{}.start(tc.groups, tc.priors)
			if got := l.scale(tc.u); math.Abs(got-tc.want) > 1e-9*tc.want {
				t.Errorf("scale(%d) = %v, want %v", tc.u, got, tc.want)
			}
		})
	}
	// A unit measured in the launch counts at its measured speed.
	l := Guard{}.start(4096, []guardPrior{{Power: 43, Speed: 1e6, Full: 528}, {Power: 1, Full: 16}, {Power: 1, Full: 16}})
	l.handed(1, 16)
	l.completed(1, 8*ms, noProfile, false, false) // 2e3 groups/s
	if got := l.scale(2); math.Abs(got-2e3) > 1e-6 {
		t.Errorf("after the CPU's package: scale(2) = %v, want 2000", got)
	}
}

// Siblings are units of one device model: the same name, type, compute
// units and fill. A unit without a name is a model of its own.
func TestGuardSiblingModel(t *testing.T) {
	h100 := UnitInfo{Device: "NVIDIA H100 80GB HBM3", GPU: true, ComputeUnits: 132}
	for _, c := range []struct {
		name string
		a, b UnitInfo
		same bool
	}{
		{"two H100s", h100, h100, true},
		{"an H100 and an H200", h100, UnitInfo{Device: "NVIDIA H200", GPU: true, ComputeUnits: 132}, false},
		{"the same name, other compute units (a MIG slice)", h100, UnitInfo{Device: h100.Device, GPU: true, ComputeUnits: 16}, false},
		{"the same name, another type", h100, UnitInfo{Device: h100.Device, ComputeUnits: 132}, false},
		{"the same CPU, filled apart (native device on a basic range)", UnitInfo{Device: "cpu", ComputeUnits: 16, Occupancy: 1}, UnitInfo{Device: "cpu", ComputeUnits: 16}, false},
		{"no names", UnitInfo{GPU: true, ComputeUnits: 132}, UnitInfo{GPU: true, ComputeUnits: 132}, false},
	} {
		ps := guardPriors(Setup{Groups: 100, Units: []UnitInfo{c.a, c.b}}, Memory{})
		l := Guard{}.start(100, ps)
		if got := l.sib(0, 1); got != c.same {
			t.Errorf("%s: siblings %v, want %v", c.name, got, c.same)
		}
	}
}

// A sibling that ran nothing keeps no speed of its own in memory (it was
// never measured); the next launch gives it its sibling's, one of another
// model none, so that it probes.
func TestGuardRememberSibling(t *testing.T) {
	for _, model := range []string{"h100", ""} {
		priors := []guardPrior{{Power: 1, Full: 132, Model: model}, {Power: 1, Full: 132, Model: model}}
		l := Guard{}.start(2000, priors)
		l.handed(0, 1000)
		l.completed(0, 10*time.Millisecond, noProfile, false, false)
		m := l.remember(Memory{})
		if math.Abs(m.Speeds[0]-1e5) > 1e-6 || m.Speeds[1] != 0 || m.SatOut[1] != 1 {
			t.Errorf("model %q: speeds %v, sat out %v; want [1e5 0], [0 1]", model, m.Speeds, m.SatOut)
		}
		for i := range priors {
			priors[i].Speed, priors[i].SatOut = m.Speeds[i], m.SatOut[i]
		}
		next := Guard{}.start(2000, priors)
		want := 0.0
		if model != "" {
			want = 1e5
		}
		if u := next.units[1]; math.Abs(u.known-want) > 1e-6 || u.satOut != (model == "") {
			t.Errorf("model %q, next launch: unit 1 known %g, sat out %v; want %g, %v", model, u.known, u.satOut, want, model == "")
		}
	}
}

// A unit re-probed after sitting out: its model (fixed cost 1 ms, 1e5
// work-groups/s, from packages of 16 and 1024 work-groups) predicts its
// probe of 16 at 1.16 ms. A probe that takes no longer confirms the
// model, and the unit remembers its speed on its largest package (1024
// work-groups in 11.24 ms), not the probe's 16 in 1.16 ms, seven times
// lower; a probe slower than the model predicts is the unit's speed.
func TestGuardRememberConfirmedProbe(t *testing.T) {
	small := PackageTime{16, 1e-3 + 16/1e5}
	large := PackageTime{1024, 1e-3 + 1024/1e5}
	for _, tc := range []struct {
		name string
		took time.Duration
		want float64
	}{
		{"as predicted", 1160 * time.Microsecond, 1024 / large.Seconds},
		{"faster than predicted", 1100 * time.Microsecond, 1024 / large.Seconds},
		{"slower than predicted", 5 * ms, 16 / 5e-3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := Guard{}.start(100000, []guardPrior{{Power: 100, Speed: 1e7, Full: 132, Guessed: true}, {Power: 1, Speed: 1e5 / 1.16, Full: 16, SatOut: 3, Credit: 1, Small: small, Large: large, Guessed: true}})
			if got := l.grant(1, 5000, 100000, 100000, 0); got != 16 {
				t.Fatalf("the CPU got %d groups, want a probe of 16", got)
			}
			l.completed(1, tc.took, noProfile, false, false)
			m := l.remember(Memory{})
			if got := m.Speeds[1]; math.Abs(got-tc.want) > 1e-9*tc.want {
				t.Errorf("remembered %.6g work-groups/s, want %.6g", got, tc.want)
			}
		})
	}
}

// TestGuardSmallLaunchScale: the units known only by their powers are
// predicted from a measured unit's speed on the launch at hand. A launch
// of 64 work-groups on a GPU whose fill is 1056 (its speed, measured over
// packages below its fill, counts the fill's work-groups: its peak), and
// two CPUs known only by their nominal powers, 0.03 of the GPU's each,
// one with probe credit earned sitting out. Predicted from the GPU's
// peak, the two would finish the launch in 349 µs, before the GPU's
// package (370 µs), and the GPU would sit the launch out when the CPU
// asks first. Predicted from the GPU's speed on 64 work-groups, the CPU's
// probe is over its budget and the GPU takes the launch.
func TestGuardSmallLaunchScale(t *testing.T) {
	const groups = 64
	gpu := guardPrior{Power: 0.94, Speed: 1056 / 370e-6, Full: 1056, Model: "gpu"}
	cpu := guardPrior{Power: 0.03, Full: 16, Model: "cpu", Guessed: true, Credit: 200e-6, SatOut: 2}
	native := guardPrior{Power: 0.03, Full: 16, Model: "native", Guessed: true}
	for _, tc := range []struct {
		name   string
		priors []guardPrior
		cpu    int // the CPU's first package
		gpu    int // the GPU's
	}{
		{"slower units known only by their powers: the GPU takes the launch", []guardPrior{cpu, gpu, native}, 0, 64},
		{"a slower unit measured faster than the GPU on the launch: it takes it", []guardPrior{func() guardPrior { c := cpu; c.Speed = 200e3; return c }(), gpu, native}, 64, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := Guard{}.start(groups, tc.priors)
			c := l.grant(0, 16, groups, groups, 0)
			g := l.grant(1, 1056, groups-c, groups-c, 0)
			if c != tc.cpu || g != tc.gpu {
				t.Errorf("the CPU got %d work-groups, the GPU %d; want %d, %d (the GPU's note %q, the CPU's %q)", c, g, tc.cpu, tc.gpu, l.note(1), l.note(0))
			}
		})
	}
}

// A unit that may take work and gets none because another unit's package
// took all that remained is told so in its report; a package it gets
// after clears that. Two GPUs of one model whose fill (4224 groups) holds
// a launch of 1024: the first to ask takes it all, which a split would
// not end sooner (each part takes the fill's time). A unit left out
// keeps the note that says why.
func TestGuardNoteTaken(t *testing.T) {
	gpu := guardPrior{Power: 1, Speed: 193e3, Full: 4224, Model: "h100"}
	l := Guard{}.start(1024, []guardPrior{gpu, gpu})
	if got := l.grant(0, 100, 1024, 1024, 0); got != 1024 {
		t.Fatalf("the first GPU got %d work-groups, want all 1024", got)
	}
	if got, want := l.note(1), "got nothing: unit 0 took all that remained, 1024 work-groups, in one package"; got != want {
		t.Errorf("the second GPU's note %q, want %q", got, want)
	}
	if got := l.note(0); got != "" {
		t.Errorf("the first GPU's note %q, want none", got)
	}
	l.handed(1, 1) // the first GPU's package failed and gave its work back
	if got := l.note(1); got != "" {
		t.Errorf("after a package of its own, the second GPU's note %q, want none", got)
	}

	l = Guard{}.start(1024, []guardPrior{{Power: 0.94, Speed: 193e3, Full: 4224, Guessed: true},
		{Power: 0.03, Speed: 470, Full: 1, NoBuild: true, HostMemory: true, Guessed: true}})
	if got := l.grant(0, 100, 1024, 1024, 0); got != 1024 {
		t.Fatalf("the GPU got %d work-groups, want all 1024", got)
	}
	if got := l.note(1); !strings.HasPrefix(got, "left out: a package of 1 work-groups") {
		t.Errorf("the native device's note %q, want its refusal", got)
	}
}
