package coexecutor

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
)

// weighSetup is a CPU computing on host memory (unit 0) and a GPU with
// memory of its own (unit 1), with relative powers.
func weighSetup(groups int, cpu, gpu float64) Setup {
	return Setup{Groups: groups, Units: []UnitInfo{
		{Device: "cpu", ComputeUnits: 16, Power: cpu / (cpu + gpu), HostMemory: true, Occupancy: 16},
		{Device: "gpu", GPU: true, ComputeUnits: 100, Power: gpu / (cpu + gpu), Occupancy: 100},
	}}
}

// TestGuardWeigh: which units the weighing of whole launches keeps out
// of a launch, from what earlier launches measured. Unit 0 computes on
// host memory, unit 1 has memory of its own.
func TestGuardWeigh(t *testing.T) {
	with := func(f func(*Memory)) Memory {
		m := Memory{Speeds: []float64{3e5, 1e5}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0}, Alone: []float64{0, 0}}
		f(&m)
		if m.CoSpeeds == nil { // the speeds were measured in co-execution
			m.CoSpeeds = slices.Clone(m.Speeds)
		}
		return m
	}
	for _, tc := range []struct {
		name     string
		guard    Guard
		mem      Memory
		out      []bool
		note     string  // a substring of the note of a unit kept out
		weighing float64 // the weighing credit after the decision
		owed     bool
		fillHead int     // 1 + the unit given a head of one fill (fillHead), paid from the credit; 0: none checked
		trialBy  float64 // the trial's limit, seconds from the launch's start; 0: not checked
	}{
		{name: "nothing weighed yet: co-executed", mem: with(func(*Memory) {}), out: []bool{false, false}},
		{name: "co-executed, no unit alone yet: the fastest runs alone at once", mem: with(func(m *Memory) { m.Joint = 2e5 }),
			out: []bool{false, true}, note: "unit 0 runs the launch alone, to weigh co-execution (the last co-executed launch's speed predicts 5ms for this one) against it; alone it is predicted to take 3.333ms, from its speed in co-execution; no unit had run a launch alone"},
		{name: "the fastest by its measured speed", mem: with(func(m *Memory) { m.Joint, m.Speeds[1] = 2e5, 4e5 }),
			out: []bool{true, false}, note: "unit 1 runs the launch alone"},
		// The GPU's fill (100 work-groups) does not fit a head's part of
		// the launch; a head of one fill (100 and 200 work-groups, 3 ms
		// at its speed in co-execution) is paid from the credit, where
		// its launch alone is not yet.
		{name: "co-execution faster than the unit alone, the other's alone costs more than the credit: a head of one fill", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Weighing = 4e5, 3e5, 0.004
		}), out: []bool{false, false}, weighing: 0.004 - 0.003, fillHead: 2},
		{name: "the credit short of the other's head of one fill too", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Weighing = 4e5, 3e5, 0.002
		}), out: []bool{false, false}, weighing: 0.002, owed: true},
		{name: "the credit pays for the other's alone launch", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Weighing = 4e5, 3e5, 0.0076
		}), out: []bool{true, false}, note: "unit 1 runs the launch alone"},
		{name: "the other's packages mostly fixed cost: its alone launch, net of it, fits the credit", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Weighing = 4e5, 3e5, 0.004
			m.Smallest = []PackageTime{{}, {Groups: 10, Seconds: 0.001}}
			m.Largest = []PackageTime{{}, {Groups: 40, Seconds: 0.00103}} // 0.99 ms + 1 µs a work-group
		}), out: []bool{true, false}, note: "unit 1 runs the launch alone, to weigh co-execution (the last co-executed launch's speed predicts 2.5ms for this one) against it; alone it is predicted to take 1.99ms, from its packages' fixed cost and time per work-group; the weighing credit, 4ms, paid for what it was predicted to lose (the launch as weighed: 2.5ms)"},
		{name: "the other's packages all took as long: no time per work-group, its speed stands", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Weighing = 4e5, 3e5, 0.004
			m.Smallest = []PackageTime{{}, {Groups: 10, Seconds: 0.001}}
			m.Largest = []PackageTime{{}, {Groups: 40, Seconds: 0.001}}
		}), out: []bool{false, false}, weighing: 0.004 - 0.003, fillHead: 2},
		{name: "the other's cost model slower than its speed: its speed stands", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Weighing = 4e5, 3e5, 0.002
			m.Smallest = []PackageTime{{}, {Groups: 10, Seconds: 0.0001}}
			m.Largest = []PackageTime{{}, {Groups: 40, Seconds: 0.001}}
		}), out: []bool{false, false}, weighing: 0.002, owed: true},
		// The same with a credit of more than the launch as weighed (2.5
		// ms), short of the other's predicted loss (7.5 ms): a trial
		// given no credit of its own is cut at the launch as weighed, so
		// that it loses at most that, and runs.
		{name: "the credit short of the other's predicted loss but not of the launch as weighed: its trial, bounded by that", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Weighing = 4e5, 3e5, 0.004
			m.Smallest = []PackageTime{{}, {Groups: 10, Seconds: 0.0001}}
			m.Largest = []PackageTime{{}, {Groups: 40, Seconds: 0.001}}
		}), out: []bool{true, false}, trialBy: 0.0025, note: "unit 1 runs the launch alone, to weigh co-execution (the last co-executed launch's speed predicts 2.5ms for this one) against it; alone it is predicted to take 10ms, from its speed in co-execution; the weighing credit, 4ms, paid for the most its trial may lose, as long as the launch as weighed (the launch as weighed: 2.5ms)"},
		{name: "the other's packages of sizes too close: no model, its speed stands", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Weighing = 4e5, 3e5, 0.004
			m.Smallest = []PackageTime{{}, {Groups: 30, Seconds: 0.001}}
			m.Largest = []PackageTime{{}, {Groups: 40, Seconds: 0.00101}}
		}), out: []bool{false, false}, weighing: 0.004 - 0.003, fillHead: 2},
		// A memory-bound kernel whose best device is the CPU: the GPU,
		// tried alone, beat co-execution; the CPU's head measured only a
		// bound (50 ms for the launch alone, its two packages mostly a
		// fixed cost), and its speed in co-execution, which the GPU's
		// copies slowed, predicts 10 ms. Its predicted loss (6.7 ms)
		// would wait for tens of launches of credit; the most its trial
		// may lose, the launch as weighed (3.3 ms), is paid sooner.
		{name: "the CPU's head a bound, the GPU alone best: the credit pays for the launch as weighed, and the CPU's trial runs", mem: with(func(m *Memory) {
			m.Speeds, m.Joint, m.Alone[1], m.Weighing = []float64{1e5, 3e5}, 2e5, 3e5, 0.0034
			m.Solo, m.SoloFixed, m.SoloBound = []float64{2e4, 0}, []float64{0, 0}, []bool{true, false}
		}), out: []bool{false, true}, trialBy: 1000 / 3e5, note: "unit 0 runs the launch alone, to weigh co-execution (the last co-executed launch's speed predicts 5ms for this one) against it; alone it is predicted to take 10ms, from its speed in co-execution; the weighing credit, 3.4ms, paid for the most its trial may lose, as long as the launch as weighed (the launch as weighed: 3.333ms)"},
		{name: "the same, the credit short of the launch as weighed", mem: with(func(m *Memory) {
			m.Speeds, m.Joint, m.Alone[1], m.Weighing = []float64{1e5, 3e5}, 2e5, 3e5, 0.0033
			m.Solo, m.SoloFixed, m.SoloBound = []float64{2e4, 0}, []float64{0, 0}, []bool{true, false}
		}), out: []bool{true, false}, note: "with unit 1 alone 3.333ms", weighing: 0.0033, owed: true},
		// Where the CPU's fill (16 work-groups) at its speed in
		// co-execution takes longer than the launch as weighed, its
		// trial's first package would lose more than that: no trial.
		{name: "the same, the CPU's fill longer than the launch as weighed", mem: with(func(m *Memory) {
			m.Speeds, m.Joint, m.Alone[1], m.Weighing = []float64{1e3, 3e5}, 2e5, 3e5, 0.0034
			m.Solo, m.SoloFixed, m.SoloBound = []float64{2e2, 0}, []float64{0, 0}, []bool{true, false}
		}), out: []bool{true, false}, note: "with unit 1 alone 3.333ms", weighing: 0.0034, owed: true},
		{name: "co-execution faster than every unit alone", mem: with(func(m *Memory) { m.Joint, m.Alone[0], m.Alone[1] = 4e5, 3e5, 1e5 }),
			out: []bool{false, false}},
		// Once co-execution's mean is full (it no longer rests on a lucky
		// launch), the fastest unit alone, whose mean may rest on a
		// stalled launch, runs alone again when the credit pays for its
		// predicted loss (3.333 against 2.5 ms), or, its trial cut at the
		// launch as weighed, for that launch; until then the credit grows.
		{name: "co-execution's mean full, faster than every unit alone: the credit grows", mem: with(func(m *Memory) {
			m.Joint, m.JointRuns, m.Alone[0], m.Alone[1], m.Weighing = 4e5, 8, 3e5, 1e5, 0.0005
		}), out: []bool{false, false}, weighing: 0.0005, owed: true},
		{name: "co-execution's mean full: the credit pays for the fastest unit alone again", mem: with(func(m *Memory) {
			m.Joint, m.JointRuns, m.Alone[0], m.Alone[1], m.Weighing = 4e5, 8, 3e5, 1e5, 0.001
		}), out: []bool{false, true}, note: "unit 0 runs the launch alone, to weigh co-execution (the last co-executed launch's speed predicts 2.5ms for this one) against it; alone it is predicted to take 3.333ms, from its launches alone; the weighing credit, 1ms, paid for what it was predicted to lose (the launch as weighed: 2.5ms)", trialBy: 2 * (0.0025 + 0.001)},
		{name: "co-execution's mean full: the credit pays for the launch as weighed, the fastest alone's trial cut there", mem: with(func(m *Memory) {
			m.Joint, m.JointRuns, m.Alone[0], m.Alone[1], m.Weighing = 4e5, 8, 1e5, 0.5e5, 0.003
		}), out: []bool{false, true}, note: "alone it is predicted to take 10ms, from its launches alone; the weighing credit, 3ms, paid for the most its trial may lose, as long as the launch as weighed", trialBy: 0.0025},
		{name: "a unit alone best; the other measured alone too, its credit short of its alone launch's loss", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Alone[1], m.Credit[1] = 2e5, 3e5, 2.5e5, 0.0005 // 5, 3.333 and 4 ms
		}), out: []bool{false, true}, note: "pays for the 667µs"},
		{name: "a unit alone best; the other's credit pays for its alone launch, cheaper than co-executing: it runs alone", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Alone[1], m.Credit[1] = 2e5, 3e5, 2.5e5, 0.0007
		}), out: []bool{true, false}, note: "unit 1 runs the launch alone, to weigh co-execution (the last co-executed launch's speed predicts 5ms for this one) against it; alone it is predicted to take 4ms, from its launches alone; its probe credit, 700µs, paid for what it was predicted to lose (the launch as weighed: 3.333ms)"},
		{name: "a unit alone best; the other alone measured in more launches than co-execution: its credit short of co-executing, it stays out", mem: with(func(m *Memory) {
			m.Joint, m.JointRuns, m.Alone[0], m.Alone[1], m.AloneRuns, m.Credit[1] = 2e5, 1, 3e5, 2.5e5, []int{4, 3}, 0.0007 // 5, 3.333 and 4 ms
		}), out: []bool{false, true}, note: "pays for the 1.667ms"},
		{name: "the same, its credit pays for co-executing: co-execution, measured in fewer launches, is measured again", mem: with(func(m *Memory) {
			m.Joint, m.JointRuns, m.Alone[0], m.Alone[1], m.AloneRuns, m.Credit[1] = 2e5, 1, 3e5, 2.5e5, []int{4, 3}, 0.0017
		}), out: []bool{false, false}},
		{name: "the other alone measured in fewer launches than co-execution and cheaper: it runs alone", mem: with(func(m *Memory) {
			m.Joint, m.JointRuns, m.Alone[0], m.Alone[1], m.AloneRuns, m.Credit[1] = 2e5, 3, 3e5, 2.5e5, []int{4, 1}, 0.0007
		}), out: []bool{true, false}, note: "unit 1 runs the launch alone"},
		{name: "a unit alone best; the other's credit pays for co-executing, cheaper than its alone launch", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Alone[1], m.Credit[1] = 2e5, 3e5, 1e5, 0.0017 // 5, 3.333 and 10 ms
		}), out: []bool{false, false}},
		{name: "co-execution slower than a unit alone: the others sit out", mem: with(func(m *Memory) { m.Joint, m.Alone[0] = 2e5, 3e5 }),
			out: []bool{false, true}, note: "with unit 0 alone 3.333ms", owed: true},
		{name: "a unit alone beat co-execution; the other's alone launch fits the credit", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Weighing = 2e5, 3e5, 0.0067
		}), out: []bool{true, false}, note: "unit 1 runs the launch alone"},
		{name: "a unit alone beat co-execution; the other, untried alone, measured faster in co-execution", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Speeds[1] = 2e5, 3e5, 4e5
		}), out: []bool{true, false}, note: "unit 1 runs the launch alone"},
		{name: "the best unit alone, measured slower in co-execution", mem: with(func(m *Memory) { m.Joint, m.Alone[0], m.Alone[1], m.Speeds[0] = 2e5, 3e5, 1e5, 0.9e5 }),
			out: []bool{false, true}, note: "with unit 0 alone"},
		{name: "credit short of the loss", mem: with(func(m *Memory) { m.Joint, m.Alone[0], m.SatOut[1], m.Credit[1] = 2e5, 3e5, 3, 0.0016 }),
			out: []bool{false, true}, note: "pays for the 1.667ms", owed: true},
		{name: "credit pays for the loss: tried again", mem: with(func(m *Memory) { m.Joint, m.Alone[0], m.SatOut[1], m.Credit[1] = 2e5, 3e5, 6, 0.0017 }),
			out: []bool{false, false}, owed: true},
		{name: "heads measured: the unit its head predicts faster than co-execution runs alone", mem: with(func(m *Memory) {
			m.Joint, m.Solo, m.SoloFixed = 2e5, []float64{1e5, 3e5}, []float64{0, 0.0001}
		}), out: []bool{true, false}, note: "alone it is predicted to take 3.433ms, from its head's speed and fixed cost (the launch as weighed: 5ms)"},
		{name: "heads measured: slowed in co-execution, the CPU alone is predicted fastest", mem: with(func(m *Memory) {
			m.Joint, m.Speeds[0], m.Solo, m.SoloFixed = 2e5, 0.5e5, []float64{8e5, 1e5}, []float64{0.0002, 0}
		}), out: []bool{false, true}, note: "unit 0 runs the launch alone"},
		// A head that measured a time per work-group predicts its unit
		// alone from two small packages at a launch's start, which may
		// run below the unit's speed: a unit so predicted slower alone
		// is co-executed (or left out) until the weighing credit pays
		// for its trial, which the guard owes it.
		{name: "heads measured: its fixed cost makes the unit alone lose; a trial owed", mem: with(func(m *Memory) {
			m.Joint, m.Speeds, m.Solo, m.SoloFixed = 2e5, []float64{1e5, 1e5}, []float64{1e5, 3e5}, []float64{0, 0.002}
		}), out: []bool{false, false}, owed: true},
		// A head that predicts its unit alone slower than the unit ran
		// beside the others (its first packages at a launch's start, a
		// device waking from an idle spell) measured only a bound (solo;
		// alone, a unit is never slower): the unit is predicted by its
		// bounds; while no unit has run alone, the one the bounds
		// predict fastest runs the launch alone.
		{name: "a head slower than the unit beside the others is contradicted: its bounds predict it", mem: with(func(m *Memory) {
			m.Joint, m.Speeds, m.Solo, m.SoloFixed, m.SoloBound = 2e5, []float64{3.5e5, 1e5}, []float64{1e5, 1e5}, []float64{0, 0}, []bool{true, false}
		}), out: []bool{false, true}, note: "from its speed in co-execution; no unit had run a launch alone"},
		{name: "the same head, not contradicted (the unit as slow beside the others): a trial owed", mem: with(func(m *Memory) {
			m.Joint, m.Speeds, m.Solo, m.SoloFixed = 2e5, []float64{1e5, 1e5}, []float64{1e5, 1e5}, []float64{0, 0}
		}), out: []bool{false, false}, owed: true},
		{name: "heads measured, both predicted slower alone: co-executed, a trial owed", mem: with(func(m *Memory) {
			m.Joint, m.Solo, m.SoloFixed = 4e5, []float64{3e5, 1e5}, []float64{0, 0}
		}), out: []bool{false, false}, owed: true},
		{name: "a unit alone beat co-execution; the other's head predicts it slower: it sits out, a trial owed", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Solo, m.SoloFixed = 2e5, 3e5, []float64{0, 1e5}, []float64{0, 0}
		}), out: []bool{false, true}, note: "with unit 0 alone", owed: true},
		// A memory-bound kernel whose units slow each other (both about
		// twice slower co-executed than alone): the CPU's head, two
		// packages the larger of which took no longer (its first paid a
		// one-off at the launch's start), measured only a bound, 21.6 ms
		// for the launch alone, over the co-executed 15.4 ms; its speed in
		// co-execution says 24.5 ms, the GPU's 38 ms. The bound does not
		// keep the CPU from its trial: predicted fastest alone, it runs
		// the launch alone at once.
		{name: "a head that measured a bound: its unit, predicted fastest alone, runs alone", mem: with(func(m *Memory) {
			m.Joint, m.Speeds[0], m.Speeds[1] = 1000/15.4e-3, 1000/24.5e-3, 1000/38e-3
			m.Solo, m.SoloFixed, m.SoloBound = []float64{1000 / 21.6e-3, 0}, []float64{0, 0}, []bool{true, false}
		}), out: []bool{false, true}, note: "alone it is predicted to take 21.6ms, from its head's bound; no unit had run a launch alone"},
		// The same after the GPU ran a launch alone (30 ms, slower than
		// co-executed): the CPU's trial waits for the weighing credit to
		// pay for what it is predicted to lose (21.6 - 15.4 ms).
		{name: "a head that measured a bound, the other tried alone: the trial waits for the credit", mem: with(func(m *Memory) {
			m.Joint, m.Speeds[0], m.Speeds[1], m.Alone[1], m.Weighing = 1000/15.4e-3, 1000/24.5e-3, 1000/38e-3, 1000/30e-3, 0.006
			m.Solo, m.SoloFixed, m.SoloBound = []float64{1000 / 21.6e-3, 0}, []float64{0, 0}, []bool{true, false}
		}), out: []bool{false, false}, weighing: 0.006, owed: true},
		{name: "a head that measured a bound, the other tried alone: the credit pays, the CPU runs alone", mem: with(func(m *Memory) {
			m.Joint, m.Speeds[0], m.Speeds[1], m.Alone[1], m.Weighing = 1000/15.4e-3, 1000/24.5e-3, 1000/38e-3, 1000/30e-3, 0.0063
			m.Solo, m.SoloFixed, m.SoloBound = []float64{1000 / 21.6e-3, 0}, []float64{0, 0}, []bool{true, false}
		}), out: []bool{false, true}, note: "unit 0 runs the launch alone"},
		// A memory-bound kernel on a CPU and a GPU that moves its data
		// through host memory: the CPU's head measured a line that
		// predicts it alone at 12.5 ms, over the co-executed 11.4 ms;
		// the GPU's head measured only a bound, 40 ms. No unit has run
		// alone: the bound, which may be many times off, is tried at
		// once; the head's line waits for the credit.
		{name: "no unit alone yet, a head's line and the other's bound: the bound is tried at once", mem: with(func(m *Memory) {
			m.Joint, m.Speeds[0], m.Speeds[1] = 1000/11.4e-3, 1000/13e-3, 1000/55.9e-3
			m.Solo, m.SoloFixed, m.SoloBound = []float64{1000 / 12.5e-3, 1000 / 40e-3}, []float64{0, 0}, []bool{false, true}
		}), out: []bool{true, false}, note: "alone it is predicted to take 40ms, from its head's bound; no unit had run a launch alone"},
		// A head that measured a time per work-group predicts the unit
		// alone: predicted slower than co-executed (21.6 ms, over 15.4),
		// it is tried once the weighing credit pays for the 6.2 ms.
		{name: "a head that measured a line, predicted slower alone: the trial waits for the credit", mem: with(func(m *Memory) {
			m.Joint, m.Speeds[0], m.Speeds[1], m.Alone[1], m.Weighing = 1000/15.4e-3, 1000/24.5e-3, 1000/38e-3, 1000/30e-3, 0.006
			m.Solo, m.SoloFixed = []float64{1000 / 21.6e-3, 0}, []float64{0, 0}
		}), out: []bool{false, false}, weighing: 0.006, owed: true},
		{name: "a head that measured a line, predicted slower alone: the credit pays, it runs alone", mem: with(func(m *Memory) {
			m.Joint, m.Speeds[0], m.Speeds[1], m.Alone[1], m.Weighing = 1000/15.4e-3, 1000/24.5e-3, 1000/38e-3, 1000/30e-3, 0.0063
			m.Solo, m.SoloFixed = []float64{1000 / 21.6e-3, 0}, []float64{0, 0}
		}), out: []bool{false, true}, note: "alone it is predicted to take 21.6ms, from its head's speed and fixed cost; the weighing credit"},
		// A stencil with its data in host memory: the CPU alone (3e5
		// work-groups a second) beat co-execution, where the GPU's copies
		// waited for the host's cores; the GPU, never alone and with no
		// head (its fixed cost per package, slowed, did not fit one),
		// measured 1e5 in co-execution, but its packages' time on the
		// device says 5e6: a bound its launch alone cannot beat, under the
		// CPU alone's time. It runs the launch alone, at once.
		{name: "a unit alone beat co-execution; the other's speed on its device predicts it faster: it runs alone", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.OnDevice = 2e5, 3e5, []float64{3.1e5, 5e6}
		}), out: []bool{true, false}, note: "alone it is predicted to take 600µs, from its speed on its device, times the bet (the launch as weighed: 3.333ms)"},
		// The same GPU whose packages moved, a work-group, data its link
		// carries at 2.5e5 work-groups a second: its launch alone moves
		// them too, and cannot beat the CPU alone (3.333 ms), however fast
		// its kernels ran (a triad over buffers: its kernels' time is a
		// fraction of its copies').
		{name: "the other's speed on its device beats it, but its link does not carry its data in time: it stays out", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.OnDevice, m.LinkSpeed = 2e5, 3e5, []float64{3.1e5, 5e6}, []float64{0, 2.5e5}
		}), out: []bool{false, true}, note: "with unit 0 alone 3.333ms", owed: true},
		{name: "its link carries its data fast enough, the bet included: it runs alone", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.OnDevice, m.LinkSpeed = 2e5, 3e5, []float64{3.1e5, 5e6}, []float64{0, 1e6}
		}), out: []bool{true, false}, note: "alone it is predicted to take 3ms, from its speed on its device, times the bet (the launch as weighed: 3.333ms)"},
		{name: "a unit alone beat co-execution; the other's speed on its device does not beat it", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.OnDevice = 2e5, 3e5, []float64{3.1e5, 2.9e5}
		}), out: []bool{false, true}, note: "with unit 0 alone 3.333ms", owed: true},
		// Two units on the host's cores (the native device and PoCL) took
		// the cores from each other: unit 1's speed on its device,
		// measured beside unit 0, is half its speed alone at the worst.
		// Doubled, its bound beats unit 0 alone: it runs alone.
		{name: "the other's speed on its device, measured sharing the host's cores with one more unit, counts twice: it runs alone", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Speeds[1], m.OnDevice, m.OnDeviceShared = 2e5, 3e5, 2e5, []float64{3.1e5, 2.9e5}, []int{2, 2}
		}), out: []bool{true, false}, note: "alone it is predicted to take 2.586ms, from its speed on its device, times the bet (the launch as weighed: 3.333ms)"},
		{name: "the same, measured on cores it had to itself: it stays out", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.Speeds[1], m.OnDevice, m.OnDeviceShared = 2e5, 3e5, 2e5, []float64{3.1e5, 2.9e5}, []int{0, 1}
		}), out: []bool{false, true}, note: "with unit 0 alone 3.333ms", owed: true},
		{name: "a head that measured a line stands over the speed on the device", mem: with(func(m *Memory) {
			m.Joint, m.Alone[0], m.OnDevice = 2e5, 3e5, []float64{0, 5e6}
			m.Solo, m.SoloFixed = []float64{0, 1e5}, []float64{0, 0}
		}), out: []bool{false, true}, note: "with unit 0 alone", owed: true},
		// The triad with PoCL: its head's two packages took as long as
		// each other (a bound, 21.6 ms for the launch alone), the GPU ran
		// alone in 13 ms, co-executed 15 ms; PoCL's packages ran at 1e5
		// work-groups a second on the device (10 ms for the launch). Its
		// trial no longer waits for the credit.
		{name: "a head that measured a bound, the other tried alone: the speed on the device predicts it faster, it runs alone", mem: with(func(m *Memory) {
			m.Joint, m.Speeds[0], m.Speeds[1], m.Alone[1] = 1000/15e-3, 1000/24.5e-3, 1000/38e-3, 1000/13e-3
			m.Solo, m.SoloFixed, m.SoloBound = []float64{1000 / 21.6e-3, 0}, []float64{0, 0}, []bool{true, false}
			m.OnDevice = []float64{1e5, 2e6}
		}), out: []bool{false, true}, note: "unit 0 runs the launch alone"},
		// The triad over buffers (cpu+gpu): the GPU's copies, through
		// host memory, slowed the CPU beside it to 3e4 work-groups a
		// second on its device (33 ms for the launch), where its head,
		// run alone, measured at least 1.5e5 (6.7 ms, a bound); the GPU's
		// speed on its device, bet on 1.5 times, predicts 15 ms. The
		// head's bound predicts the CPU: it runs alone, where its speed on
		// its device would have sent the GPU, slower alone, first.
		{name: "neither alone: a head's bound faster than the speed on the device, which others slowed, predicts the unit", mem: with(func(m *Memory) {
			m.Speeds, m.Joint, m.OnDevice = []float64{6e4, 4e4}, 5e4, []float64{3e4, 1e5}
			m.Solo, m.SoloFixed, m.SoloBound = []float64{1.5e5, 0}, []float64{0, 0}, []bool{true, false}
		}), out: []bool{false, true}, note: "unit 0 runs the launch alone, to weigh co-execution (the last co-executed launch's speed predicts 20ms for this one) against it; alone it is predicted to take 6.667ms, from its head's bound"},
		// Unit 1's speed on its device is the higher, but in co-execution
		// it measured three times slower than unit 0: its bound, bet on
		// three times, loses to unit 0's.
		{name: "neither alone: the one its speed on the device, bet on, predicts fastest runs alone", mem: with(func(m *Memory) {
			m.Joint, m.OnDevice = 2e5, []float64{4e5, 5e5}
		}), out: []bool{false, true}, note: "unit 0 runs the launch alone"},
		{name: "neither alone, both measured alike: the faster on its device runs alone", mem: with(func(m *Memory) {
			m.Joint, m.Speeds[1], m.OnDevice = 2e5, 3e5, []float64{4e5, 5e5}
		}), out: []bool{true, false}, note: "unit 1 runs the launch alone"},
		// Mandelbrot under Static: the CPU's packages took the image's
		// cheap rows, where it ran at 1.2e6 work-groups a second on its
		// device (the launch in 0.83 ms by that bound, under the GPU
		// alone's 3.6), while in co-execution the GPU measured twelve
		// times its speed. Bet on twelve times, the bound (10 ms) loses:
		// no trial now, which took the CPU 54 ms alone; the trial the
		// second rule owes it (at its co-executed speed, 12.5 ms) waits
		// for the weighing credit to pay for it.
		// The native device and PoCL on two cores (lj): co-executed, each
		// had half the cores, and ran at 4.5e3 and 3.6e3 work-groups a
		// second; PoCL then ran alone at 7.8e3, its last speed. Against
		// that, the native device would look 1.7 times slower and its
		// bound (111 ms for 1000 work-groups at twice its speed on its
		// device), bet on 1.7 times, lose to PoCL alone's 127 ms; the bet
		// compares the speeds in co-execution, and it runs alone.
		{name: "the other's speed alone is not its speed in co-execution: the bet compares them co-executed", mem: with(func(m *Memory) {
			m.Speeds, m.CoSpeeds = []float64{4.5e3, 7.8e3}, []float64{4.5e3, 3.6e3}
			m.Joint, m.Alone[1], m.OnDevice, m.OnDeviceShared = 177/25.7e-3, 177/22.4e-3, []float64{4.5e3, 7.8e3}, []int{2, 1}
		}), out: []bool{false, true}, note: "unit 0 runs the launch alone, to weigh co-execution (the last co-executed launch's speed predicts 145.198ms for this one) against it; alone it is predicted to take 111.111ms, from its speed on its device, times the bet (the launch as weighed: 126.554ms)"},
		{name: "a unit alone beat co-execution; the other's speed on its device beats it, but not bet on", mem: with(func(m *Memory) {
			m.Speeds[0], m.Speeds[1] = 8e4, 9.6e5
			m.Joint, m.Alone[1], m.OnDevice = 1000/4.1e-3, 1000/3.6e-3, []float64{1.2e6, 2e6}
		}), out: []bool{true, false}, note: "with unit 1 alone", owed: true},
		{name: "heads measured but no co-executed launch yet: nothing weighed", mem: with(func(m *Memory) {
			m.Solo, m.SoloFixed = []float64{8e5, 1e5}, []float64{0, 0}
		}), out: []bool{false, false}},
		{name: "NaN and infinite speeds weigh nothing", mem: with(func(m *Memory) { m.Joint, m.Alone[0] = math.NaN(), math.Inf(1) }),
			out: []bool{false, false}},
		{name: "off: the papers' behaviour", guard: Guard{Off: true}, mem: with(func(m *Memory) { m.Joint, m.Alone[0] = 2e5, 3e5 }),
			out: []bool{false, false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := tc.guard.start(1000, guardPriors(weighSetup(1000, 3, 1), tc.mem))
			l.weigh(tc.mem)
			for i, want := range tc.out {
				if l.units[i].out != want {
					t.Errorf("unit %d out: %v, want %v (note %q)", i, l.units[i].out, want, l.note(i))
				}
				if want && !strings.Contains(l.note(i), tc.note) {
					t.Errorf("unit %d's note %q lacks %q", i, l.note(i), tc.note)
				}
			}
			if math.Abs(l.weighing-tc.weighing) > 1e-12 || l.owed != tc.owed {
				t.Errorf("weighing credit %v, owed %v; want %v, %v", l.weighing, l.owed, tc.weighing, tc.owed)
			}
			if tc.trialBy > 0 && math.Abs(l.trial.by-tc.trialBy) > 1e-12 {
				t.Errorf("the trial's limit %v, want %v", l.trial.by, tc.trialBy)
			}
			if l.owed && len(l.heads) == 0 {
				// The credit the trial owed waits for (owes, which
				// bounds a leave): one just short of it still owes it,
				// one of it runs a trial alone or a head of one fill.
				for _, c := range []struct {
					weighing float64
					acts     bool
				}{{l.owes * (1 - 1e-9), false}, {l.owes * (1 + 1e-9), true}} {
					mem := tc.mem
					mem.Weighing = c.weighing
					l2 := tc.guard.start(1000, guardPriors(weighSetup(1000, 3, 1), mem))
					l2.weigh(mem)
					if acts := l2.trial.unit > 0 || len(l2.heads) > 0; acts != c.acts || !acts && !l2.owed {
						t.Errorf("owes %v: with a credit of %v a trial or a head runs: %v, want %v (owed %v)", l.owes, c.weighing, acts, c.acts, l2.owed)
					}
				}
			}
			if f := tc.fillHead - 1; f >= 0 && (!slices.Equal(l.heads, []int{f}) || l.units[f].head != l.units[f].full) {
				t.Errorf("heads %v (unit %d's %d work-groups, its fill %d), want unit %d's head of one fill", l.heads, f, l.units[f].head, l.units[f].full, f)
			}
			for i := range tc.out {
				if tc.out[1-i] && !tc.out[i] {
					// Alone for a trial, it gets its trial's first
					// package (trial.go) where the launch does not
					// fit it; else all at once.
					want := 1000
					if l.trial.unit == i+1 {
						want = min(1000, max(l.trial.first, l.units[i].full))
					}
					if got := l.grant(i, 10, 1000, 1000, 0); got != want {
						t.Errorf("unit %d, left alone, got %d work-groups, want %d at once", i, got, want)
					}
				}
			}
		})
	}
}

// TestWeighTrialNotSatOut: a unit left out so that another runs the
// launch alone for the weighing was not judged: the launch does not count
// as one it sat out, so it keeps its speed and is not probed again (a GPU
// whose smallest package moves all its data would wait launches for a
// probe budget that pays for it, while a slower unit ran alone); a unit
// left out because another alone is faster sat out, as any.
func TestWeighTrialNotSatOut(t *testing.T) {
	base := Memory{Speeds: []float64{3e5, 1e5}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0.0003}, Alone: []float64{0, 0}}
	for _, tc := range []struct {
		name   string
		mem    func(*Memory)
		out    int // the unit left out
		satOut int // its SatOut after the launch
	}{
		{name: "left out for the weighing's trial", mem: func(m *Memory) { m.Joint = 2e5 }, out: 1, satOut: 0},
		{name: "left out as slower than the unit alone", mem: func(m *Memory) { m.Joint, m.Alone[0] = 2e5, 3e5 }, out: 1, satOut: 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mem := base
			mem.Alone, mem.Credit = slices.Clone(base.Alone), slices.Clone(base.Credit)
			tc.mem(&mem)
			l := Guard{}.start(1000, guardPriors(weighSetup(1000, 3, 1), mem))
			l.weigh(mem)
			if !l.units[tc.out].out {
				t.Fatalf("unit %d not left out", tc.out)
			}
			// The unit alone runs all, in packages where it is on
			// trial (trial.go), each fast enough that the trial is
			// handed out whole.
			for left, at := 1000, time.Duration(0); left > 0; {
				got := l.grant(1-tc.out, 10, left, left, at)
				if got <= 0 || !l.units[tc.out].out {
					t.Fatalf("unit %d got %d of %d work-groups, unit %d out %v", 1-tc.out, got, left, tc.out, l.units[tc.out].out)
				}
				left -= got
				at += 100 * time.Microsecond
				l.completed(1-tc.out, at, noProfile, false, false)
			}
			m := l.remember(mem)
			if m.SatOut[tc.out] != tc.satOut {
				t.Errorf("unit %d sat out %d launches, want %d (note %q)", tc.out, m.SatOut[tc.out], tc.satOut, l.note(tc.out))
			}
			if tc.satOut == 0 && (m.Credit[tc.out] != mem.Credit[tc.out] || m.Speeds[tc.out] != mem.Speeds[tc.out]) {
				t.Errorf("unit %d's credit %v and speed %v, want %v and %v as before", tc.out, m.Credit[tc.out], m.Speeds[tc.out], mem.Credit[tc.out], mem.Speeds[tc.out])
			}
		})
	}
}

// TestGuardWeighed: what a launch leaves for the weighing, from which
// units ran packages and when the last ended.
func TestGuardWeighed(t *testing.T) {
	old := Memory{Alone: []float64{5, 1}, Joint: 2, Weighing: 0.001}
	for _, tc := range []struct {
		name  string
		host  []bool
		fresh []bool
		// noBuild: the unit's device compiles nothing
		noBuild []bool
		ends    []time.Duration // the end of each unit's one package; 0: none
		// held: the time each unit's device held its package before
		// starting it, from its profile (nil: no profile)
		held   []time.Duration
		closed []time.Duration // closing measured per unit; -1: none
		owed   bool
		misses int  // the weighing's misses before (Memory.WeighMisses)
		moved  bool // resident data, and the packages moved data
		// movedBefore: the launch before moved data too, run alone by
		// unit aloneBefore-1 (0: co-executed)
		movedBefore bool
		aloneBefore int
		alone       []float64
		joint       float64
		credit      float64
	}{
		{name: "one unit ran everything: alone", host: []bool{true, false}, ends: []time.Duration{0, 10 * ms},
			alone: []float64{5, 1000 / 0.010}, joint: 2, credit: 0.001},
		{name: "host and moving units ran: co-executed", host: []bool{true, false}, ends: []time.Duration{8 * ms, 10 * ms},
			alone: []float64{5, 1}, joint: 1000 / 0.010, credit: 0.001},
		{name: "the credit grows while owed", host: []bool{true, false}, ends: []time.Duration{8 * ms, 10 * ms}, owed: true,
			alone: []float64{5, 1}, joint: 1000 / 0.010, credit: 0.001 + DefaultProbeShare*0.010},
		{name: "the credit grows at half the rate after each miss", host: []bool{true, false}, ends: []time.Duration{8 * ms, 10 * ms}, owed: true, misses: 2,
			alone: []float64{5, 1}, joint: 1000 / 0.010, credit: 0.001 + DefaultProbeShare/4*0.010},
		{name: "closing counts in the launch's time", host: []bool{true, false}, ends: []time.Duration{8 * ms, 10 * ms}, closed: []time.Duration{-1, 2 * ms},
			alone: []float64{5, 1}, joint: 1000 / 0.012, credit: 0.001},
		{name: "two host units (one host's cores): co-executed", host: []bool{true, true}, ends: []time.Duration{8 * ms, 10 * ms},
			alone: []float64{5, 1}, joint: 1000 / 0.010, credit: 0.001},
		{name: "two units with memory of their own: not weighed", host: []bool{false, false}, ends: []time.Duration{8 * ms, 10 * ms},
			alone: []float64{5, 1}, joint: 2, credit: 0.001},
		{name: "a first package (a compile) ran: not weighed", host: []bool{true, false}, fresh: []bool{false, true},
			ends: []time.Duration{8 * ms, 10 * ms}, alone: []float64{5, 1}, joint: 2, credit: 0.001},
		{name: "a first package on host memory, measured net of its hold (a compile): not weighed", host: []bool{true, false}, fresh: []bool{true, false},
			held: []time.Duration{3 * ms, noProfile}, ends: []time.Duration{8 * ms, 10 * ms}, alone: []float64{5, 1}, joint: 2, credit: 0.001},
		{name: "a first package on a device that builds nothing (the native device): weighed", host: []bool{true, false}, fresh: []bool{true, false},
			noBuild: []bool{true, false}, ends: []time.Duration{8 * ms, 10 * ms}, alone: []float64{5, 1}, joint: 1000 / 0.010, credit: 0.001},
		{name: "a first package alone: not weighed", host: []bool{true, false}, fresh: []bool{true, false},
			ends: []time.Duration{8 * ms, 0}, alone: []float64{5, 1}, joint: 2, credit: 0.001},
		{name: "resident data moved: not weighed", host: []bool{true, false}, ends: []time.Duration{8 * ms, 10 * ms}, moved: true,
			alone: []float64{5, 1}, joint: 2, credit: 0.001},
		{name: "resident data moved, alone: not weighed", host: []bool{true, false}, ends: []time.Duration{0, 10 * ms}, moved: true,
			alone: []float64{5, 1}, joint: 2, credit: 0.001},
		{name: "resident data moved in the launch before too: co-executed, weighed", host: []bool{true, false}, ends: []time.Duration{8 * ms, 10 * ms},
			moved: true, movedBefore: true, alone: []float64{5, 1}, joint: 1000 / 0.010, credit: 0.001},
		{name: "resident data moved in the co-executed launch before, alone: not weighed (the first alone gathers the data)", host: []bool{true, false},
			ends: []time.Duration{0, 10 * ms}, moved: true, movedBefore: true, alone: []float64{5, 1}, joint: 2, credit: 0.001},
		{name: "resident data moved in the launch before, alone by the same unit: weighed", host: []bool{true, false},
			ends: []time.Duration{0, 10 * ms}, moved: true, movedBefore: true, aloneBefore: 2, alone: []float64{5, 1000 / 0.010}, joint: 2, credit: 0.001},
		{name: "resident data moved in the launch before, alone by another unit: not weighed", host: []bool{true, false},
			ends: []time.Duration{0, 10 * ms}, moved: true, movedBefore: true, aloneBefore: 1, alone: []float64{5, 1}, joint: 2, credit: 0.001},
		{name: "resident data moved in the launch before, alone; co-executed now: not weighed", host: []bool{true, false},
			ends: []time.Duration{8 * ms, 10 * ms}, moved: true, movedBefore: true, aloneBefore: 2, alone: []float64{5, 1}, joint: 2, credit: 0.001},
	} {
		t.Run(tc.name, func(t *testing.T) {
			priors := make([]guardPrior, len(tc.host))
			for i := range priors {
				priors[i] = guardPrior{Power: 1, Speed: 1e5, Full: 1, HostMemory: tc.host[i], Fresh: tc.fresh != nil && tc.fresh[i], Resident: tc.moved,
					NoBuild: tc.noBuild != nil && tc.noBuild[i]}
			}
			l := Guard{}.start(1000, priors)
			l.weighing, l.owed, l.weighMisses = old.Weighing, tc.owed, tc.misses
			old := old
			old.Moved, old.AloneBy = tc.movedBefore, tc.aloneBefore
			left := 1000
			for i, e := range tc.ends {
				if e == 0 {
					l.units[i].out = true
				}
			}
			for i, e := range tc.ends {
				if e > 0 {
					left -= l.grant(i, 500, left, left, 0)
				}
			}
			for i, e := range tc.ends {
				if e > 0 {
					held := noProfile
					if tc.held != nil {
						held = tc.held[i]
					}
					l.completed(i, e, held, false, tc.moved)
				}
				if tc.closed != nil {
					l.closedAfter(i, tc.closed[i])
				}
			}
			m := l.remember(old)
			for i := range tc.alone {
				if math.Abs(m.Alone[i]-tc.alone[i]) > 1e-6*tc.alone[i] {
					t.Errorf("alone %v, want %v", m.Alone, tc.alone)
					break
				}
			}
			if math.Abs(m.Joint-tc.joint) > 1e-6*tc.joint || math.Abs(m.Weighing-tc.credit) > 1e-12 {
				t.Errorf("co-executed %v, credit %v; want %v, %v", m.Joint, m.Weighing, tc.joint, tc.credit)
			}
			// What the launch earned towards an owed trial, which a
			// leave's length rests on (leaveOf).
			if math.Abs(l.earned(m)-(tc.credit-old.Weighing)) > 1e-12 {
				t.Errorf("earned %v, want %v", l.earned(m), tc.credit-old.Weighing)
			}
		})
	}
}

// TestWeighMisses: after a trial alone paid by the weighing credit, its
// misses go back to none only where the unit on trial is now the fastest
// way to run the launch.
func TestWeighMisses(t *testing.T) {
	for _, tc := range []struct {
		name  string
		alone []float64
		joint float64
		want  int
	}{
		{name: "not measured alone (cut, or not weighed)", alone: []float64{5, 0}, joint: 2, want: 4},
		{name: "measured alone, slower than co-execution", alone: []float64{0, 1}, joint: 2, want: 4},
		{name: "measured alone, slower than another alone", alone: []float64{5, 3}, joint: 2, want: 4},
		{name: "the fastest alone", alone: []float64{2, 3}, joint: 2, want: 0},
		{name: "faster than co-execution, none other alone", alone: []float64{0, 3}, joint: 2, want: 0},
		{name: "as fast as co-execution", alone: []float64{0, 2}, joint: 2, want: 0},
		{name: "nothing co-executed measured", alone: []float64{0, 3}, want: 0},
		{name: "a speed not a number", alone: []float64{0, math.NaN()}, joint: 2, want: 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := weighMisses(Memory{Alone: tc.alone, Joint: tc.joint}, 1, 3); got != tc.want {
				t.Errorf("misses %d, want %d", got, tc.want)
			}
		})
	}
}

// fluidLaunch runs one guarded launch in virtual time in which unit 0, a
// CPU computing on host memory, runs at slow times its speed while unit
// 1, a GPU, has a package in flight (its copies take host memory the
// CPU's work needs); each unit runs one package at a time, asking again
// when it ends. It returns the launch's time and what the guard leaves
// for the next launch.
func fluidLaunch(t *testing.T, groups int, speeds []float64, slow float64, mem Memory) (time.Duration, Memory) {
	t.Helper()
	setup := weighSetup(groups, speeds[0], speeds[1])
	if mem.known() {
		setup.Units[0].Power, setup.Units[1].Power = mem.Speeds[0], mem.Speeds[1]
	}
	l := Guard{}.start(groups, guardPriors(setup, mem))
	l.weigh(mem)
	left := []float64{0, 0} // work-groups of the package in flight not done yet
	now, remaining := 0.0, groups
	for steps := 0; ; steps++ {
		if steps > 100000 {
			t.Fatal("the launch does not end")
		}
		// As the drivers do, the idle units ask again when a request
		// stirred (a trial alone cut lets the units left out take part).
		for stir := true; stir; {
			turn := l.turn()
			for u := range left {
				if left[u] == 0 && remaining > 0 {
					d := time.Duration(now * float64(time.Second))
					n := l.grant(u, max(1, remaining/8), remaining, remaining, d)
					remaining -= n
					left[u] = float64(n)
				}
			}
			stir = l.turn() != turn
		}
		rate := []float64{speeds[0], speeds[1]}
		if left[1] > 0 {
			rate[0] *= slow
		}
		next, first := math.Inf(1), -1
		for u := range left {
			if left[u] > 0 && left[u]/rate[u] < next {
				next, first = left[u]/rate[u], u
			}
		}
		if first < 0 {
			if remaining > 0 {
				t.Fatalf("%d work-groups stranded", remaining)
			}
			return time.Duration(now * float64(time.Second)), l.remember(mem)
		}
		now += next
		for u := range left {
			if left[u] > 0 {
				left[u] = max(0, left[u]-next*rate[u])
			}
		}
		left[first] = 0
		l.completed(first, time.Duration(now*float64(time.Second)), noProfile, false, false)
	}
}

// TestGuardWeighInterference: a memory-bound kernel on a CPU three times
// as fast as a GPU whose copies slow the CPU while they run. Every
// package the guard hands out ends when it predicts from the speeds
// measured in the launch, yet co-executed launches take longer than the
// CPU alone; weighed, the launches run the CPU alone but for the retries
// the others' credit pays for, which cost at most ProbeShare of the
// launches' time on average. Slowed to 0.3 of its speed, the CPU measures
// slower than the GPU in co-execution: the GPU is weighed alone first,
// and the CPU once the weighing credit pays for it. Without interference,
// co-execution stays.
func TestGuardWeighInterference(t *testing.T) {
	const groups = 100000
	speeds := []float64{3e6, 1e6} // work-groups per second
	alone := time.Duration(float64(groups) / speeds[0] * float64(time.Second))
	for _, tc := range []struct {
		slow   float64
		maxAvg float64 // the mean launch time of the last half, over the CPU alone's
		coexec bool    // the last launch co-executed
	}{
		{slow: 0.5, maxAvg: 1 + DefaultProbeShare},
		{slow: 0.3, maxAvg: 1 + DefaultProbeShare},
		{slow: 1, maxAvg: 0.8, coexec: true},
	} {
		var mem Memory
		var sum time.Duration
		const launches = 200
		var last time.Duration
		for i := 0; i < launches; i++ {
			d, m := fluidLaunch(t, groups, speeds, tc.slow, mem)
			if i >= launches/2 {
				sum += d
			}
			mem, last = m, d
		}
		avg := float64(sum) / float64(launches/2) / float64(alone)
		if avg > tc.maxAvg {
			t.Errorf("slow %v: the last %d launches took %.3f times the CPU alone on average, want at most %.3f", tc.slow, launches/2, avg, tc.maxAvg)
		}
		if co := float64(last) < 0.95*float64(alone); co != tc.coexec {
			t.Errorf("slow %v: the last launch took %v against %v alone; co-executed %v, want %v", tc.slow, last, alone, co, tc.coexec)
		}
	}
}

// TestGuardWeighNoise: a memory-bound kernel whose co-executed launches
// lose to the CPU alone, on a machine whose launches vary: each launch,
// each unit runs at its mean speed times a factor drawn from [1-noise,
// 1+noise] (synthetic, seeded; 40 seeds, each a computation of its own
// that starts with one launch of each way measured: co-executed, the CPU
// alone, the GPU alone). The GPU alone is slower than the CPU alone on
// average by the ratio given, yet some of its launches beat some of the
// CPU's. Weighed on the ways' mean speeds (launchmean.Add), the launches cost
// at most ProbeShare more than the CPU alone's on average, the weighing's
// bound (the credit's retries); weighed on each way's last launch, a GPU
// measured on a lucky launch took every launch after one in which the
// CPU was unlucky, and with the widest spread the launches cost 8 %
// more.
func TestGuardWeighNoise(t *testing.T) {
	const groups = 4096
	cpu := float64(groups) / 0.0092 // 9.2 ms alone on average
	for _, tc := range []struct {
		ratio, noise float64 // the GPU's mean time alone over the CPU's; the spread
	}{
		{ratio: 1.35, noise: 0.2},
		{ratio: 1.2, noise: 0.2},
		{ratio: 1.1, noise: 0.1},
		{ratio: 2, noise: 0.4},
	} {
		var sum float64
		counted, gpu := 0, 0
		for seed := uint64(1); seed <= 40; seed++ {
			rng := rand.New(rand.NewPCG(seed, uint64(tc.ratio*100)))
			f := func() float64 { return 1 + tc.noise*(2*rng.Float64()-1) }
			mem := Memory{Speeds: []float64{cpu, cpu / tc.ratio}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0},
				Alone: []float64{cpu * f(), cpu / tc.ratio * f()}, AloneRuns: []int{1, 1}, Joint: cpu * 0.8 * f(), JointRuns: 1}
			const launches = 60
			for i := 0; i < launches; i++ {
				speeds := []float64{cpu * f(), cpu / tc.ratio * f()}
				d, m := fluidLaunch(t, groups, speeds, 0.1, mem)
				sum += d.Seconds()
				counted++
				if m.AloneBy == 2 {
					gpu++
				}
				mem = m
			}
		}
		// The CPU alone's mean time: the mean of 1/f over the factors.
		cpuMean := float64(groups) / cpu * math.Log((1+tc.noise)/(1-tc.noise)) / (2 * tc.noise)
		mean := sum / float64(counted) / cpuMean
		if mean > 1+DefaultProbeShare {
			t.Errorf("ratio %v, noise %v: the launches took %.3f times the CPU alone's on average, want at most %.3f (the GPU ran %d of %d alone)",
				tc.ratio, tc.noise, mean, 1+DefaultProbeShare, gpu, counted)
		}
	}
}

// TestGuardWeighStalls: as TestGuardWeighNoise, on a machine whose
// launches now and then stall: a launch runs twenty times slower on every
// unit, whichever way it runs (synthetic, seeded; 40 computations of 60
// launches, each starting with one launch of each way measured). A stall
// counts at most twice a way's mean (launchmean.Spike), so the launches
// cost at most ProbeShare more than the CPU alone's, stalls included;
// counted in full, a stall of the CPU alone put its mean behind the GPU
// alone's, and the GPU ran the launches until the credit paid for trying
// the CPU alone again.
func TestGuardWeighStalls(t *testing.T) {
	const groups = 4096
	cpu := float64(groups) / 0.0092 // 9.2 ms alone
	for _, tc := range []struct {
		ratio  float64 // the GPU's time alone over the CPU's
		chance float64 // of a launch to stall
	}{
		{ratio: 1.35, chance: 0.05},
		{ratio: 1.2, chance: 0.05},
		{ratio: 2, chance: 0.1},
	} {
		var sum, cpuAlone float64
		gpu, counted := 0, 0
		for seed := uint64(1); seed <= 40; seed++ {
			rng := rand.New(rand.NewPCG(seed, uint64(tc.ratio*100)))
			mem := Memory{Speeds: []float64{cpu, cpu / tc.ratio}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0},
				Alone: []float64{cpu, cpu / tc.ratio}, AloneRuns: []int{1, 1}, Joint: cpu * 0.8, JointRuns: 1}
			for range 60 {
				stall := 1.0
				if rng.Float64() < tc.chance {
					stall = 20
				}
				speeds := []float64{cpu / stall, cpu / tc.ratio / stall}
				d, m := fluidLaunch(t, groups, speeds, 0.1, mem)
				sum += d.Seconds()
				cpuAlone += float64(groups) / speeds[0]
				counted++
				if m.AloneBy == 2 {
					gpu++
				}
				mem = m
			}
		}
		if mean := sum / cpuAlone; mean > 1+DefaultProbeShare {
			t.Errorf("ratio %v, stalls in %v of the launches: the launches took %.3f times the CPU alone's, want at most %.3f (the GPU ran %d of %d alone)",
				tc.ratio, tc.chance, mean, 1+DefaultProbeShare, gpu, counted)
		}
	}
}

// TestGuardWeighStalledTrial: a memory-bound kernel on a CPU computing
// on host memory (8.5 ms alone) and a GPU (18 ms alone), whose copies
// slow the CPU to 0.3 of its speed (co-executed, about 11.4 ms). The
// CPU's first trial alone runs at 1/stall of its speed (the host stalled
// it). A trial over launchmean.Spike times what the CPU's own packages
// predicted, where the launch's costs by place are known, runs again in
// the next launch, and the faster of the two measures the CPU: it runs
// the launches after alone. A trial that took less, or one whose
// launch's costs by place are unknown (its packages may have run cheap
// places), is not run again. A CPU that stays four times slower from its
// trial on (not a stall: its work changed) runs the repeat slowly too and
// loses; the repeat counts no second miss of the weighing's.
func TestGuardWeighStalledTrial(t *testing.T) {
	const groups, launches = 10000, 20
	for _, tc := range []struct {
		name   string
		stall  float64
		costs  bool
		again  bool
		stays  bool // the CPU stays slowed after its trial
		cpuRan int  // the least launches of the last ten the CPU ran alone (the GPU is retried now and then)
	}{
		{name: "stalled four times: run again, and the CPU runs the launches", stall: 4, costs: true, again: true, cpuRan: 8},
		{name: "no stall: one trial", stall: 1, costs: true, cpuRan: 8},
		{name: "slowed by half: under Spike, one trial", stall: 1.5, costs: true},
		{name: "costs by place unknown: one trial", stall: 4},
		{name: "slowed for good: run again, loses, no second miss", stall: 4, costs: true, again: true, stays: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setup := weighSetup(groups, 1, 20)
			if tc.costs {
				setup.Costs = func(lo, hi int) float64 { return float64(hi - lo) }
			}
			var mem Memory
			trials, agains, cpu := 0, 0, 0
			missesTrial, missesAgain := -1, -1 // the weighing's misses after the trial, and after its repeat
			for i := range launches {
				speeds := []float64{groups / 0.0085, groups / 0.018}
				if tc.stays && trials > 0 {
					speeds[0] /= tc.stall
				}
				again := false
				_, m := weighedLaunch(t, "hguided", setup, speeds, []float64{1e-4, 1e-4}, nil, 0.3, mem, func(l *guardLaunch) {
					switch {
					case l.trial.repeat():
						agains++
						again = true
					case l.trial.of == 1:
						trials++
						if trials == 1 {
							speeds[0] /= tc.stall
						}
					}
				})
				mem = m
				switch {
				case again:
					missesAgain = mem.WeighMisses
				case trials == 1 && missesTrial < 0:
					missesTrial = mem.WeighMisses
				}
				if i >= launches-10 && mem.AloneBy == 1 {
					cpu++
				}
			}
			if trials == 0 {
				t.Fatal("the CPU was never tried alone: the case does not test the trial")
			}
			if got := agains > 0; got != tc.again {
				t.Errorf("trials run again: %d, want any: %v", agains, tc.again)
			}
			if agains > 1 {
				t.Errorf("the trial ran again %d times, want once", agains)
			}
			switch {
			case tc.again && tc.stays && missesAgain != missesTrial:
				t.Errorf("the weighing's misses %d after the repeat, %d after the trial: the repeat counted a miss", missesAgain, missesTrial)
			case tc.again && !tc.stays && missesAgain != 0:
				t.Errorf("the weighing's misses %d after the trial ran again and won, want 0", missesAgain)
			}
			if cpu < tc.cpuRan {
				t.Errorf("the CPU ran %d of the last ten launches alone, want at least %d", cpu, tc.cpuRan)
			}
		})
	}
}

// setupRecorder is a Policy that records the Setup of each launch.
type setupRecorder struct {
	Static
	setups []Setup
}

func (p *setupRecorder) New(s Setup) (Scheduler, error) {
	p.setups = append(p.setups, s)
	return p.Static.New(s)
}

var weighSaxpy = &sycl.Kernel{
	Name:   "weigh_saxpy",
	Source: `__kernel void weigh_saxpy(float a, __global const float *x, __global float *y) { size_t i = get_global_id(0); y[i] = a * x[i] + y[i]; }`,
	Dims:   1,
	Params: []sycl.Param{sycl.ScalarParam[float32]("a"), sycl.GlobalParam[float32]("x"), sycl.GlobalParam[float32]("y")},
	Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
		a, x, y := args[0].(float32), args[1].([]float32), args[2].([]float32)
		i := it.ID(0)
		y[i] = a*x[i] + y[i]
	}),
}

// TestWeighDevices: the native device computes on host memory, an OpenCL
// device that copies does not (UnitInfo.HostMemory); over launches of one
// computation the results stay exact, a unit is kept out by the weighing
// only after a co-executed launch was measured, and the report says why.
func TestWeighDevices(t *testing.T) {
	defer opencl.CopyOnCPU()() // PoCL stands in for a device with memory of its own
	cl := openCLCPU(t)
	pol := &setupRecorder{}
	ce, err := New(pol, DeviceList(sycl.NativeDevice(), cl), LocalSize(64))
	if err != nil {
		t.Fatal(err)
	}
	defer ce.Close()
	const n = 1 << 16
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(i)
	}
	y := make([]float32, n)
	xb, yb := buffer.New(x), buffer.New(y)
	var prev Memory
	for l := 0; l < 8; l++ {
		rep, err := ce.LaunchKernel(sycl.Range1(n), weighSaxpy, float32(1), In(xb), InOut(yb))
		if err != nil {
			t.Fatal(err)
		}
		for _, u := range rep.Units {
			if strings.Contains(u.Guard.String(), "weigh co-execution") && !(prev.Joint > 0) {
				t.Errorf("launch %d: %s kept out by the weighing before a co-executed launch was measured: %q", l, u.Device, u.Guard)
			}
		}
		ce.mu.Lock()
		for _, m := range ce.history {
			prev = m
		}
		ce.mu.Unlock()
		t.Logf("launch %d: %v items %d/%d guard %q %q; alone %v joint %v", l, rep.Total, rep.Units[0].Items, rep.Units[1].Items, rep.Units[0].Guard, rep.Units[1].Guard, prev.Alone, prev.Joint)
		if len(prev.Alone) != 2 {
			t.Fatalf("launch %d: memory of alone speeds %v, want one per unit", l, prev.Alone)
		}
	}
	if err := yb.Close(); err != nil {
		t.Fatal(err)
	}
	xb.Close()
	for i, v := range y {
		if v != float32(8*i) {
			t.Fatalf("y[%d] = %v, want %v", i, v, 8*i)
		}
	}
	for _, s := range pol.setups {
		if !s.Units[0].HostMemory || s.Units[1].HostMemory {
			t.Fatalf("units %+v: want the native device on host memory, the copying OpenCL device not", s.Units)
		}
	}
}

// fixedLaunch is fluidLaunch with a fixed cost per package (seconds, per
// unit, the unit computing nothing meanwhile) and packages sized by a
// scheduler's rule from the units' powers: "static" hands each unit its
// power's share of the launch in one package, "dynamic" packages of a
// 64th of the launch, "hguided" the remaining work-groups times the
// unit's power over twice the units' total power (Pérez et al. 2017). The
// first launch's powers are pow; later ones', the speeds measured.
func fixedLaunch(t *testing.T, sched string, groups int, speeds, fixed, pow []float64, slow float64, mem Memory) (time.Duration, Memory) {
	t.Helper()
	return setupLaunch(t, sched, weighSetup(groups, pow[0], pow[1]), speeds, fixed, nil, slow, mem)
}

// setupLaunch is fixedLaunch over the two units of setup, whose powers
// are the first launch's. compile, where not nil, is how long (seconds)
// a unit's device holds its first package of the computation before it
// starts it (a compile; the native device's, noBuild, none), which the
// package's profile shows (completed's held; 0 for the other packages);
// nil: the packages have no profile.
func setupLaunch(t *testing.T, sched string, setup Setup, speeds, fixed, compile []float64, slow float64, mem Memory) (time.Duration, Memory) {
	t.Helper()
	return weighedLaunch(t, sched, setup, speeds, fixed, compile, slow, mem, nil)
}

// weighedLaunch is setupLaunch, calling seen, where not nil, with the
// launch as weighed before its first package. With resident data
// (Setup.Resident), a package moves data unless its unit ran the launch
// before alone (Memory.AloneBy): as a stencil's grids, which stay where
// the last launch left them.
func weighedLaunch(t *testing.T, sched string, setup Setup, speeds, fixed, compile []float64, slow float64, mem Memory, seen func(*guardLaunch)) (time.Duration, Memory) {
	t.Helper()
	groups := setup.Groups
	if mem.known() {
		setup.Units[0].Power, setup.Units[1].Power = mem.Speeds[0], mem.Speeds[1]
	}
	p := []float64{setup.Units[0].Power, setup.Units[1].Power}
	l := Guard{}.start(groups, guardPriors(setup, mem))
	l.placed = setup.Costs != nil // as the Commander has it, for a kernel not of even cost
	l.weigh(mem)
	if seen != nil {
		seen(l)
	}
	left := []float64{0, 0}   // work-groups of the package in flight not done yet
	setup0 := []float64{0, 0} // its fixed cost not spent yet
	given := []int{0, 0}
	held := []time.Duration{noProfile, noProfile} // the package in flight's held time
	fresh := []bool{at(mem.Packages, 0) == 0, at(mem.Packages, 1) == 0}
	now, remaining := 0.0, groups
	for steps := 0; ; steps++ {
		if steps > 1000000 {
			t.Fatal("the launch does not end")
		}
		// The idle units ask again when a request stirred (fluidLaunch).
		for stir := true; stir; {
			turn := l.turn()
			for u := range left {
				if left[u] == 0 && setup0[u] == 0 && remaining > 0 {
					var size int
					switch sched {
					case "static":
						size = int(float64(groups)*p[u]/(p[0]+p[1])) - given[u]
						if u == 1 {
							size = remaining
						}
					case "dynamic":
						size = max(1, groups/64)
					case "hguided":
						size = max(1, int(float64(remaining)*p[u]/(2*(p[0]+p[1]))))
					}
					d := time.Duration(now * float64(time.Second))
					n := l.grant(u, min(size, remaining), remaining, remaining, d)
					remaining -= n
					given[u] += n
					if n > 0 {
						left[u], setup0[u] = float64(n), fixed[u]
						if compile != nil {
							held[u] = 0
							if fresh[u] && !setup.Units[u].noBuild {
								setup0[u] += compile[u]
								held[u] = time.Duration(compile[u] * float64(time.Second))
							}
							fresh[u] = false
						}
					}
				}
			}
			stir = l.turn() != turn
		}
		rate := []float64{speeds[0], speeds[1]}
		if left[1] > 0 {
			rate[0] *= slow
		}
		next, first := math.Inf(1), -1
		for u := range left {
			if left[u] == 0 {
				continue
			}
			if e := setup0[u] + left[u]/rate[u]; e < next {
				next, first = e, u
			}
			if setup0[u] > 0 && setup0[u] < next {
				next, first = setup0[u], -2-u // a fixed cost ends
			}
		}
		if first == -1 {
			if remaining > 0 {
				t.Fatalf("%d work-groups stranded", remaining)
			}
			return time.Duration(now * float64(time.Second)), l.remember(mem)
		}
		now += next
		for u := range left {
			if left[u] == 0 {
				continue
			}
			step := next
			if setup0[u] > 0 {
				spent := min(step, setup0[u])
				setup0[u] -= spent
				step -= spent
			}
			left[u] = max(0, left[u]-step*rate[u])
		}
		if first >= 0 {
			left[first], setup0[first] = 0, 0
			l.completed(first, time.Duration(now*float64(time.Second)), held[first], false, setup.Resident && mem.AloneBy != first+1)
		}
	}
}

// TestGuardWeighFixedCost: a memory-bound kernel on a CPU twice as fast
// alone as a GPU, whose copies halve the CPU's speed while they run, and
// whose packages pay a fixed cost each (a submission and the workers'
// start) of a 25th of its launch's work alone. Sized by the devices'
// nominal powers (the GPU's twenty times the CPU's), HGuided's CPU
// packages are small and mostly fixed cost: their speed measures the CPU
// many times slower than it runs a launch alone. The weighing predicts
// the CPU alone net of the fixed cost (aloneTime), so with every
// scheduler the launches soon run the CPU alone: the last half of the
// launches take within ProbeShare of the CPU alone (its one fixed cost
// included) on average. Weighed at the packages' speeds instead, HGuided
// and Dynamic co-execute at 1.09 and 1.37 times the CPU alone.
func TestGuardWeighFixedCost(t *testing.T) {
	const groups = 100000
	speeds := []float64{2e6, 1e6} // work-groups per second
	alone := float64(groups) / speeds[0]
	fixed := []float64{alone / 25, alone / 1000}
	pow := []float64{1, 20} // nominal powers
	cpu := alone + fixed[0] // the CPU's launch alone
	for _, sched := range []string{"hguided", "static", "dynamic"} {
		var mem Memory
		var sum time.Duration
		const launches = 40
		first := -1
		for i := 0; i < launches; i++ {
			d, m := fixedLaunch(t, sched, groups, speeds, fixed, pow, 0.5, mem)
			if i >= launches/2 {
				sum += d
			}
			if first < 0 && len(m.Alone) > 0 && m.Alone[0] > 0 {
				first = i
			}
			mem = m
		}
		avg := sum.Seconds() / float64(launches/2) / cpu
		t.Logf("%s: CPU first alone at launch %d; last half %.3f of the CPU alone", sched, first, avg)
		if avg > 1+DefaultProbeShare {
			t.Errorf("%s: the last %d launches took %.3f times the CPU alone on average, want at most %.3f", sched, launches/2, avg, 1+DefaultProbeShare)
		}
	}
}

// TestGuardOnDevice: a unit's speed on its device is its packages'
// work-groups over their time on the device, overlapping pieces counted
// once, and the weighing keeps the last launch's where a unit ran
// nothing.
func TestGuardOnDevice(t *testing.T) {
	p := guardPrior{Power: 1, Speed: 1e5, Full: 1}
	l := Guard{}.start(1000, []guardPrior{p, p, p})
	l.onDevice(0, 100, 1*ms, 2*ms)
	l.onDevice(0, 100, 1500*time.Microsecond, 3*ms) // overlaps the first by 0.5 ms
	l.onDevice(0, 100, 5*ms, 6*ms)
	l.onDevice(0, 50, 4*ms, 4*ms) // no time: not counted
	l.onDevice(1, 0, 1*ms, 2*ms)  // no work-groups: not counted
	if got, want := l.deviceSpeed(0), 300/(3*ms).Seconds(); math.Abs(got-want) > 1e-9*want {
		t.Errorf("unit 0: %v work-groups a second on its device, want %v", got, want)
	}
	if got := l.deviceSpeed(1); got != 0 {
		t.Errorf("unit 1 ran nothing on its device: %v, want 0", got)
	}
	var m Memory
	l.weighed(&m, Memory{OnDevice: []float64{1, 2, 3}})
	if want := []float64{300 / (3 * ms).Seconds(), 2, 3}; math.Abs(m.OnDevice[0]-want[0]) > 1e-9*want[0] || m.OnDevice[1] != 2 || m.OnDevice[2] != 3 {
		t.Errorf("weighed: OnDevice %v, want %v", m.OnDevice, want)
	}
}

// TestOnDeviceLink: a unit's bound on its speed alone from its device
// (Memory.onDevice) is no more than its link carries its data
// (Memory.LinkSpeed), where that was measured.
func TestOnDeviceLink(t *testing.T) {
	for _, tc := range []struct {
		name     string
		onDevice float64
		shared   int
		link     []float64
		want     float64
	}{
		{"no link measured", 1e6, 1, nil, 1e6},
		{"the link slower", 1e6, 1, []float64{2e5}, 2e5},
		{"the link faster", 1e6, 1, []float64{3e6}, 1e6},
		{"the link faster than the device, slower than its cores alone", 1e6, 2, []float64{1.5e6}, 1.5e6},
		{"a link of no speed: not measured", 1e6, 1, []float64{0}, 1e6},
		{"an infinite link: not measured", 1e6, 1, []float64{math.Inf(1)}, 1e6},
		{"a NaN link: not measured", 1e6, 1, []float64{math.NaN()}, 1e6},
		{"no speed on the device: none, whatever the link", 0, 1, []float64{2e5}, 0},
	} {
		m := Memory{OnDevice: []float64{tc.onDevice}, OnDeviceShared: []int{tc.shared}, LinkSpeed: tc.link}
		if got := m.onDevice(0); got != tc.want {
			t.Errorf("%s: onDevice %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestLinkSpeeds: after a launch, a unit whose packages moved data over
// a known link, by copies with a byte count or through USM regions, gets
// the work-groups a second its link carries of what a work-group moved in
// the direction that moved more; any other unit keeps what the launches
// before measured.
func TestLinkSpeeds(t *testing.T) {
	c := newCommander(context.Background(), 100, 6, newStatic(Setup{Groups: 100, Units: make([]UnitInfo, 6)}), nil, nil)
	known := link{fixed: 1e-5, rate: 5e10}
	c.links = []link{known, known, {}, known, known, known}
	// Unit 0: 10 work-groups in 2 MB, out 1 MB; unit 1: USM, no byte
	// count and no regions that moved (mapped whole, or resident); unit
	// 2: bytes, no link; unit 3: ran nothing; unit 4: USM regions that
	// moved, 2 MB in and 1 MB home; unit 5: USM regions, but its package
	// moved nothing.
	recordMoved(c, Package{Unit: 0, Groups: 10, Moved: Moved{HostToDevice: 2e6, DeviceToHost: 1e6}})
	recordMoved(c, Package{Unit: 1, Groups: 10, moves: movesData, used: 3e6})
	recordMoved(c, Package{Unit: 2, Groups: 10, Moved: Moved{HostToDevice: 2e6}})
	recordMoved(c, Package{Unit: 4, Groups: 10, moves: movesData, used: 3e6, usmDir: 2e6})
	recordMoved(c, Package{Unit: 5, Groups: 10, moves: movesNone, used: 3e6, usmDir: 2e6})
	got := c.linkSpeeds([]float64{1, 2, 3, 4, 5, 6})
	if want := []float64{5e10 / 2e5, 2, 3, 4, 5e10 / 2e5, 6}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("link speeds %v, want %v", got, want)
	}
	if got := c.linkSpeeds(nil); fmt.Sprint(got) != fmt.Sprint([]float64{5e10 / 2e5, 0, 0, 0, 5e10 / 2e5, 0}) {
		t.Errorf("link speeds with none before %v", got)
	}
}

// TestLinkSpeedsByCost: where the launch's costs by place are known, a
// unit's link speed counts units of work, as its speed on its device
// does: a package of cheap work-groups that moved its bytes over the link
// carries fewer units of work a second than its work-groups say, one of
// costly work-groups more; a package's work counts at least one unit.
func TestLinkSpeedsByCost(t *testing.T) {
	// 100 work-groups: the first 50 cost 19 each, the rest 1 (a mean of
	// 10): 1.9 units of work and 0.1.
	p, err := newPlaces(100, func(lo, hi int) float64 {
		c := 0.0
		for g := lo; g < hi; g++ {
			c += map[bool]float64{true: 19, false: 1}[g < 50]
		}
		return c
	})
	if err != nil {
		t.Fatal(err)
	}
	// The last 10 of 100 work-groups cost nothing.
	free, err := newPlaces(100, func(lo, hi int) float64 { return float64(max(0, min(hi, 90)-lo)) })
	if err != nil {
		t.Fatal(err)
	}
	known := link{fixed: 1e-5, rate: 5e10}
	for _, tc := range []struct {
		name        string
		place       *places
		first, size int
		want        float64
	}{
		{"no costs", nil, 50, 10, 5e10 / 2e5},
		{"cheap work-groups", p, 50, 10, 5e10 / 2e6},
		{"costly work-groups", p, 0, 10, 5e10 / (2e6 / 19)},
		{"across both", p, 45, 10, 5e10 / (2e6 / 10)},
		// As the guard counts a package's work: at least one unit.
		{"work-groups that cost nothing", free, 90, 10, 5e10 / 2e6},
	} {
		c := newCommander(context.Background(), 100, 1, newStatic(Setup{Groups: 100, Units: make([]UnitInfo, 1)}), nil, nil)
		c.links = []link{known}
		c.costsBy(tc.place, false)
		recordMoved(c, Package{Unit: 0, FirstGroup: tc.first, Groups: tc.size, Moved: Moved{HostToDevice: 2e6, DeviceToHost: 1e6}})
		if got := c.linkSpeeds(nil)[0]; math.Abs(got-tc.want) > 1e-9*tc.want {
			t.Errorf("%s: link speed %v units of work a second, want %v", tc.name, got, tc.want)
		}
	}
}

// TestGuardOnDeviceShared: the weighing records, with a unit's speed on
// its device, how many units computing on the host's cores ran packages
// in that launch, itself included, for a unit on the host's cores (1 for
// a GPU, also one that computes on host memory in place: it has cores of
// its own), and keeps the last launch's for a unit that ran nothing.
func TestGuardOnDeviceShared(t *testing.T) {
	for _, tc := range []struct {
		name       string
		ran        []bool // per unit: host, host, GPU
		unifiedGPU bool   // the GPU computes on host memory in place
		want       []int
	}{
		{"both CPU units and the GPU", []bool{true, true, true}, false, []int{2, 2, 1}},
		{"both CPU units and a GPU on host memory", []bool{true, true, true}, true, []int{2, 2, 1}},
		{"one CPU unit and the GPU; the other keeps its last", []bool{true, false, true}, false, []int{1, 7, 1}},
		{"one CPU unit and a GPU on host memory", []bool{true, false, true}, true, []int{1, 7, 1}},
		{"the CPU units alone", []bool{true, true, false}, false, []int{2, 2, 7}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cores := []bool{true, true, false}
			priors := make([]guardPrior, 3)
			for i := range priors {
				priors[i] = guardPrior{Power: 1, Speed: 1e5, Full: 1, HostMemory: cores[i] || tc.unifiedGPU, Cores: cores[i]}
			}
			l := Guard{}.start(1000, priors)
			left := 1000
			for i, r := range tc.ran {
				if !r {
					l.units[i].out = true
					continue
				}
				left -= l.grant(i, 100, left, left, 0)
			}
			for i, r := range tc.ran {
				if r {
					l.completed(i, 5*ms, noProfile, false, false)
					l.onDevice(i, 100, 1*ms, 4*ms)
				}
			}
			var m Memory
			l.weighed(&m, Memory{OnDevice: []float64{1, 1, 1}, OnDeviceShared: []int{7, 7, 7}})
			if fmt.Sprint(m.OnDeviceShared) != fmt.Sprint(tc.want) {
				t.Errorf("OnDeviceShared %v, want %v", m.OnDeviceShared, tc.want)
			}
			for i, r := range tc.ran {
				want := 1.0
				if r {
					want = 100 / (3 * ms).Seconds() * float64(tc.want[i])
				} else {
					want *= float64(tc.want[i])
				}
				if got := m.onDevice(i); math.Abs(got-want) > 1e-9*want {
					t.Errorf("unit %d: onDevice %v, want %v", i, got, want)
				}
			}
		})
	}
}

// TestGuessCosts: what a prior that ranks a unit far too high costs
// (guard.go, "Probes"). A CPU whose nominal power predicts its smallest
// package (16 work-groups) at 0.5 ms runs it in 16 ms, beside a GPU that
// runs the whole launch in 1 ms. The guess decides that the CPU probes
// once the credit it earns sitting out pays for the guess (in the eighth
// launch). Its first package of the computation may hold a compile (100
// ms here, which the device holds the package for before it starts it):
// an OpenCL CPU device computes on host memory, so the package is
// measured net of that time and the CPU runs its smallest package once
// over 60 launches, as the native device, which compiles nothing, does;
// on a device with memory of its own, whose kernel waits there for its
// copies in too, or one whose packages have no profile, the first package
// is not measured, the guess stands until the credit pays again (in the
// 23rd launch), and the CPU runs its smallest package twice, never more.
func TestGuessCosts(t *testing.T) {
	const groups = 1000
	speeds := []float64{1e3, 1e6} // work-groups per second: the CPU's smallest package 16 ms
	for _, tc := range []struct {
		name      string
		noBuild   bool
		ownMemory bool
		profile   bool
		want      int
	}{
		{"an OpenCL CPU device", false, false, true, 1},
		{"the native device", true, false, true, 1},
		{"a device with memory of its own", false, true, true, 2},
		{"no profile", false, false, false, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var mem Memory
			packages := 0
			var compile []float64
			if tc.profile {
				compile = []float64{0.1, 0.1}
			}
			for range 60 {
				setup := weighSetup(groups, 0.032, 1) // the CPU guessed at 3.2e4 work-groups/s
				setup.PowersUnknown = true
				setup.Units[0].noBuild = tc.noBuild
				setup.Units[0].HostMemory = !tc.ownMemory
				_, m := setupLaunch(t, "hguided", setup, speeds, []float64{0, 0}, compile, 1, mem)
				packages += m.Packages[0] - at(mem.Packages, 0)
				mem = m
			}
			if packages != tc.want {
				t.Errorf("the CPU ran %d packages, want %d", packages, tc.want)
			}
			// Measured at its speed, not slowed by the compile.
			if got := mem.Speeds[0]; math.Abs(got/speeds[0]-1) > 0.1 {
				t.Errorf("the CPU's speed: %.4g work-groups/s, want %.4g", got, speeds[0])
			}
		})
	}
}

// TestGuardRetryBackoff: a unit the weighing left out takes part again
// when its credit pays (weigh.go); where its retry loses to the fastest
// unit alone (a CPU slowed in co-execution to slow times its speed
// alone, which alone is slower than the GPU's), the retry counts as a
// miss and halves the rate of its next credit (retryLost), so that over
// n launches it retries about log n times. Without the rule, a CPU at 0.8
// times the GPU's speed retried every other launch, 58 times in 120. The
// gaps between retries need not grow: the unit takes part again alone
// only while its mean alone holds no more launches than co-execution's,
// else co-executed, so its retries alternate between two ways priced
// differently (a gap follows the price as well as the rate).
func TestGuardRetryBackoff(t *testing.T) {
	const groups, launches = 100000, 120
	for _, tc := range []struct {
		speeds []float64
		slow   float64
	}{
		{[]float64{4e6, 5e6}, 0.3},
		{[]float64{3e6, 5e6}, 0.5},
		{[]float64{1e6, 5e6}, 0.3},
		{[]float64{5e6, 5e6}, 0.3},
	} {
		for _, sched := range []string{"hguided", "static", "dynamic"} {
			var mem Memory
			var retries []int
			for i := range launches {
				_, m := fixedLaunch(t, sched, groups, tc.speeds, []float64{1e-4, 4e-3}, []float64{1, 20}, tc.slow, mem)
				if i > 0 && at(mem.SatOut, 0) > 0 && m.Packages[0] > mem.Packages[0] {
					retries = append(retries, i)
				}
				mem = m
			}
			if most := int(math.Log2(launches)) + 3; len(retries) > most {
				t.Errorf("%v slow %v, %s: %d retries in %d launches, over %d: %v", tc.speeds, tc.slow, sched, len(retries), launches, most, retries)
			}
		}
	}
}

// TestGuardWeighTrialBackoff: a stencil whose grids stay on the devices,
// on a CPU computing on host memory (unit 0) fifty times as fast as a GPU
// whose packages are mostly a fixed cost, so that its head measures only
// a bound on its speed alone. Each trial alone of the GPU, paid by the
// weighing credit, is cut at its limit and moves the grids, so that its
// launch is not weighed: each counts as a miss, and the trials come after
// runs of launches doubling in length (without the misses, every
// sixteenth launch or so, for good).
func TestGuardWeighTrialBackoff(t *testing.T) {
	const groups, launches = 100000, 400
	setup := weighSetup(groups, 1, 20)
	setup.Resident = true
	speeds := []float64{5e6, 1e5}
	var mem Memory
	var trials []int
	for i := range launches {
		_, m := weighedLaunch(t, "hguided", setup, speeds, []float64{1e-4, 20e-3}, nil, 1, mem, func(l *guardLaunch) {
			if l.trial.of == 2 {
				trials = append(trials, i)
			}
		})
		mem = m
	}
	t.Logf("trials of the GPU at launches %v", trials)
	backedOff(t, "trials of the GPU alone", trials, launches, func(gap, before int) bool { return gap >= 2*before-1 })
}

// backedOff checks the launches at which a unit was tried again (at),
// out of launches: at least two (else the case tests nothing), at most
// log2(launches)+2, and each gap between two grown from the one before
// as grows says.
func backedOff(t *testing.T, what string, at []int, launches int, grows func(gap, before int) bool) {
	t.Helper()
	if len(at) < 2 {
		t.Fatalf("%s: %d in %d launches: the case does not test the backoff", what, len(at), launches)
	}
	if most := int(math.Log2(float64(launches))) + 2; len(at) > most {
		t.Errorf("%s: %d in %d launches, over %d: %v", what, len(at), launches, most, at)
	}
	for k := 2; k < len(at); k++ {
		if !grows(at[k]-at[k-1], at[k-1]-at[k-2]) {
			t.Errorf("%s at launches %v: the gaps do not grow as the credit's halving rate says", what, at)
			break
		}
	}
}

// TestGuardRemeasureReplacesMean: the launch in which the weighing runs
// again alone a unit measured alone before (its mean may rest on a
// stalled launch) replaces that unit's mean alone, where a first trial's
// launch is added to it; the unit measured faster than co-execution is
// then the way picked.
func TestGuardRemeasureReplacesMean(t *testing.T) {
	const groups = 1000
	mem := Memory{Speeds: []float64{3e5, 1e5}, Packages: []int{5, 5}, SatOut: []int{0, 0}, Credit: []float64{0, 0},
		CoSpeeds: []float64{3e5, 1e5}, Joint: 4e5, JointRuns: 8, Alone: []float64{2e5, 1e5}, AloneRuns: []int{1, 1}, Weighing: 0.003}
	l := Guard{}.start(groups, guardPriors(weighSetup(groups, 3, 1), mem))
	l.weigh(mem)
	if l.units[0].out || !l.units[1].out {
		t.Fatalf("unit 0 does not run the launch alone: %q, %q", l.note(0), l.note(1))
	}
	var now time.Duration
	for remaining := groups; remaining > 0; {
		n := l.grant(0, remaining, remaining, remaining, now)
		if n == 0 {
			t.Fatalf("unit 0 got nothing with %d work-groups left", remaining)
		}
		now += time.Duration(float64(n) / 5e5 * 1e9) // faster alone than its stalled mean, and than co-execution
		l.completed(0, now, noProfile, false, false)
		remaining -= n
	}
	m := l.remember(mem)
	if want := groups / now.Seconds(); m.AloneRuns[0] != 1 || !near(m.Alone[0], want, 1e-6) {
		t.Errorf("unit 0's speed alone %v (%d runs), want %v (1 run): the launch replaces the mean", m.Alone[0], m.AloneRuns[0], want)
	}
	next := Guard{}.start(groups, guardPriors(weighSetup(groups, 3, 1), m))
	next.weigh(m)
	if next.units[0].out || !next.units[1].out {
		t.Errorf("after it, unit 0 alone is not the way picked: %q, %q", next.note(0), next.note(1))
	}
}
