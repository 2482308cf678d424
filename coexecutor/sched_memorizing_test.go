package coexecutor

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// ranges returns each unit's work-groups in run, merged.
func ranges(run simRun, n int) [][]span {
	out := make([][]span, n)
	for u := range out {
		var s []span
		for _, p := range run.unitPackages(u) {
			s = append(s, span{p.FirstGroup, p.FirstGroup + p.Groups})
		}
		out[u] = mergeSpans(s)
	}
	return out
}

func TestMemorizingRepeatsAssignment(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	units := []simUnit{gpuUnit("gpu", 10*time.Microsecond), cpuUnit("cpu", 25*time.Microsecond), cpuUnit("cpu2", 15*time.Microsecond)}
	pol := &Memorizing{}
	sched, first := launch(t, pol, 1000, units, 2, r)
	if sched.(*memoSched).replay {
		t.Fatal("the first launch replays")
	}
	if _, _, ok := sched.(Assigner).Assign(0); ok {
		t.Fatal("the first launch assigns ranges")
	}
	want := fmt.Sprint(ranges(first, 3))
	t.Logf("first launch: %s", want)
	for l := 0; l < 3; l++ {
		sched, run := launch(t, pol, 1000, units, 2, r)
		if !sched.(*memoSched).replay {
			t.Fatalf("launch %d does not replay", l+1)
		}
		if got := fmt.Sprint(ranges(run, 3)); got != want {
			t.Errorf("launch %d ranges %s, want %s", l+1, got, want)
		}
		for _, p := range run.packages { // one package per recorded range
			found := false
			for _, s := range ranges(first, 3)[p.Unit] {
				found = found || s.lo == p.FirstGroup && s.hi == p.FirstGroup+p.Groups
			}
			if !found {
				t.Errorf("launch %d: package %d+%d on unit %d is not a recorded range", l+1, p.FirstGroup, p.Groups, p.Unit)
			}
		}
	}
	// Another work-group count starts over; the first one's record stays.
	sched, _ = launch(t, pol, 700, units, 2, r)
	if sched.(*memoSched).replay {
		t.Error("a new group count replays")
	}
	sched, run := launch(t, pol, 700, units, 2, r)
	if !sched.(*memoSched).replay {
		t.Error("the new group count's second launch does not replay")
	}
	_ = run
	sched, run = launch(t, pol, 1000, units, 2, r)
	if !sched.(*memoSched).replay || fmt.Sprint(ranges(run, 3)) != want {
		t.Errorf("back to 1000 groups: replay %v, ranges %s", sched.(*memoSched).replay, fmt.Sprint(ranges(run, 3)))
	}
}

// absorb gives a short range to the unit of the range before it (after
// it, for the first), and merges what becomes adjacent.
func TestMemorizingAbsorb(t *testing.T) {
	ranges := [][]span{
		{{0, 5}, {100, 300}, {310, 400}},
		{{5, 100}, {300, 310}},
		nil,
		{{400, 1000}},
	}
	require.Equal(t, [][]span{{{100, 400}}, {{0, 100}}, nil, {{400, 1000}}}, absorb(ranges, 16))
	// The first range short: to the next one's unit.
	require.Equal(t, [][]span{nil, {{0, 100}}}, absorb([][]span{{{0, 5}}, {{5, 100}}}, 8))
}
