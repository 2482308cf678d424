package coexecutor

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// aloneHarness drives AloneCheck's decisions without devices: a
// Coexecutor of two units whose launches take the times the test says.
type aloneHarness struct {
	t  *testing.T
	ce *Coexecutor
}

func newAloneHarness(t *testing.T, p Policy, every int) *aloneHarness {
	ce := &Coexecutor{policy: p, cfg: config{aloneEvery: every}, units: make([]*unit, 2), aloneStates: map[string]*aloneState{}}
	return &aloneHarness{t, ce}
}

// launch asks who runs the next launch (powers: unit 1 is the faster),
// then records it as taking d with the given units working; it returns
// the unit that ran alone, or -1.
func (h *aloneHarness) launch(d time.Duration, working ...int) int {
	return h.launchBy(func(int) time.Duration { return d }, working...)
}

// launchBy is launch with the time a function of the unit run alone (-1:
// co-executed).
func (h *aloneHarness) launchBy(d func(alone int) time.Duration, working ...int) int {
	powers := []float64{0.2, 0.8}
	alone, trial := h.ce.aloneFor("k", powers, false)
	r := &Report{Total: d(alone), Units: make([]UnitReport, 2)}
	if alone >= 0 {
		working = []int{alone}
	}
	for _, u := range working {
		r.Units[u].Packages = 1
	}
	h.ce.recordAlone("k", r, powers, alone, trial, false)
	return alone
}

func TestAloneCheckKeepsTheFaster(t *testing.T) {
	ms := time.Millisecond
	h := newAloneHarness(t, NewSigmoid(), -1) // the default for a guarded scheduler
	require.Equal(t, DefaultAloneCheck, h.ce.aloneEvery())

	require.Equal(t, -1, h.launch(10*ms, 0, 1), "the first launch is the scheduler's")
	require.Equal(t, 1, h.launch(8*ms), "after a co-executed launch, the fastest unit alone")
	for i := range DefaultAloneCheck {
		require.Equal(t, 1, h.launch(8*ms), "launch %d after the trial: alone was faster", i)
	}
	require.Equal(t, -1, h.launch(6*ms, 0, 1), "the decision expired: the scheduler again")
	require.Equal(t, 1, h.launch(9*ms), "and the trial again")
	for i := range DefaultAloneCheck {
		require.Equal(t, -1, h.launch(6*ms, 0, 1), "launch %d: co-execution was faster this time", i)
	}
	require.Equal(t, 1, h.launch(9*ms), "the trial after the period")

	// Co-execution holds for the period even if one of its launches is
	// slower than the trial alone was: switching on one launch followed
	// the noise (measured on the H200, docs/RESULTS.md).
	require.Equal(t, -1, h.launch(8*ms, 0, 1))
	require.Equal(t, -1, h.launch(10*ms, 0, 1))
	require.Equal(t, -1, h.launch(10*ms, 0, 1))
}

// On an irregular kernel the throughput can point at the wrong unit: the
// GPU given a sparse matrix's heavy rows looks four times slower than the
// CPU (powers 0.8 and 0.2 with the CPU first, here unit 1). A trial far
// slower than its power predicted makes the next launch try the other
// unit; the winner is tried first at later checks, and the refuted unit
// is not tried again while another is left.
func TestAloneCheckTriesTheNextUnitWhenThroughputMisleads(t *testing.T) {
	ms := time.Millisecond
	h := newAloneHarness(t, NewAdaptive(), 4)
	times := func(coexec, cpu, gpu time.Duration) func(int) time.Duration {
		return func(alone int) time.Duration {
			switch alone {
			case 1:
				return cpu
			case 0:
				return gpu
			}
			return coexec
		}
	}
	spmv := times(18*ms, 84*ms, 13*ms)
	require.Equal(t, -1, h.launchBy(spmv, 0, 1))
	require.Equal(t, 1, h.launchBy(spmv), "the fastest by throughput first")
	require.Equal(t, 0, h.launchBy(spmv), "84 ms where 18/0.8 were predicted: the other unit")
	for i := range 4 {
		require.Equal(t, 0, h.launchBy(spmv), "launch %d: the GPU alone won", i)
	}
	require.Equal(t, -1, h.launchBy(spmv, 0, 1), "the period is over")
	require.Equal(t, 0, h.launchBy(spmv), "the last winner is tried first")
	require.Equal(t, 0, h.launchBy(spmv))

	// Neither unit beats co-execution: after both were tried, the check
	// holds co-execution for the period, and at the next check only the
	// unit that ran as predicted is tried.
	for range 3 {
		h.launchBy(spmv, 0, 1)
	}
	close := times(10*ms, 84*ms, 14*ms)
	require.Equal(t, -1, h.launchBy(close, 0, 1))
	require.Equal(t, 0, h.launchBy(close), "the last winner")
	for i := range 4 {
		require.Equal(t, -1, h.launchBy(close, 0, 1), "launch %d: 14 ms alone lost to 10 ms; 14 ms is what 10/0.2 allowed: no other unit", i)
	}
	require.Equal(t, 0, h.launchBy(close), "the CPU was refuted: the GPU is the one tried")
}

// A trial that runs about as its power predicted and loses means
// co-execution is faster: no other unit is tried.
func TestAloneCheckStopsWhenThePowerHeld(t *testing.T) {
	ms := time.Millisecond
	h := newAloneHarness(t, NewAdaptive(), 4)
	require.Equal(t, -1, h.launch(10*ms, 0, 1))
	require.Equal(t, 1, h.launch(14*ms), "14 ms alone against 10/0.8 = 12.5 predicted: within the factor")
	for i := range 4 {
		require.Equal(t, -1, h.launch(10*ms, 0, 1), "launch %d", i)
	}
}

// A launch in which the scheduler itself used one unit calls for no
// trial; unknown powers neither.
func TestAloneCheckOnlyAfterCoexecution(t *testing.T) {
	ms := time.Millisecond
	h := newAloneHarness(t, NewAdaptive(), 4)
	for range 5 {
		require.Equal(t, -1, h.launch(5*ms, 1))
	}
	u, _ := h.ce.aloneFor("other key", []float64{0.5, 0.5}, false)
	require.Equal(t, -1, u, "a key never launched")
	u, trial := h.ce.aloneFor("k", []float64{0.5, 0.5}, true)
	require.Equal(t, -1, u, "powers unknown: no trial")
	require.False(t, trial)
	h.ce.recordAlone("k", &Report{Total: time.Hour, Units: []UnitReport{{Packages: 1}, {Packages: 1}}}, []float64{0.5, 0.5}, -1, false, true)
	require.Equal(t, -1, h.launch(7*ms, 0, 1), "a launch with guessed powers is no sample of co-execution")
	require.Equal(t, 1, h.launch(7*ms), "equal times: alone, the simpler")
	require.Equal(t, 1, h.launch(7*ms))
}

// Off for the papers' baselines and when asked; on for them when asked.
func TestAloneCheckDefaults(t *testing.T) {
	for _, p := range []Policy{Static, Dynamic, HGuided, NewSigmoid(HeterogeneityGuard(false)), NewMash(HeterogeneityGuard(false))} {
		require.Zero(t, newAloneHarness(t, p, -1).ce.aloneEvery(), p.Name())
	}
	for _, p := range []Policy{NewSigmoid(), NewAdaptive(), NewMash(), NewMemorizing(), NewProfileStatic()} {
		require.Equal(t, DefaultAloneCheck, newAloneHarness(t, p, -1).ce.aloneEvery(), p.Name())
		require.Zero(t, newAloneHarness(t, p, 0).ce.aloneEvery(), p.Name())
	}
	h := newAloneHarness(t, Dynamic, 3)
	require.Equal(t, -1, h.launch(10*time.Millisecond, 0, 1))
	require.Equal(t, 1, h.launch(14*time.Millisecond), "asked for, the check runs for Dynamic too")
	require.Equal(t, -1, h.launch(10*time.Millisecond, 0, 1), "co-execution was faster")

	require.Contains(t, (&Report{Policy: "sigmoid", Alone: true}).String(), "sigmoid (alone check")
	_, err := New(Static, AloneCheck(-1))
	require.ErrorContains(t, err, "AloneCheck(-1)")
}
