package coexecutor

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// A probe the Guard grants is cut from another unit's holding whether or
// not the move pays (locality.go): a unit that held nothing and is not
// measured on the kernel, beside a unit that holds every work-group and
// has no more of it left than in flight, gets its probe; with no guard,
// the same request is refused (the move's rule alone), and a measured
// unit is refused too.
func TestProbeFromHolding(t *testing.T) {
	const groups = 64
	held := [][]span{{{0, groups}}, nil}
	prior := func(speed float64) []guardPrior {
		return []guardPrior{
			{Power: 0.5, Speed: 1e6, Full: 1, Model: "a", Resident: true},
			{Power: 0.5, Speed: speed, Full: 1, Model: "b", Resident: true},
		}
	}
	for _, c := range []struct {
		name  string
		guard bool
		speed float64 // unit 1's measured speed (0: unknown)
		probe bool    // unit 1 gets a package
	}{
		{"unmeasured, guarded: its probe", true, 0, true},
		{"no guard: the move's rule refuses it", false, 0, false},
		{"measured, guarded: the move's rule refuses it", true, 1e6, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			var gl *guardLaunch
			if c.guard {
				gl = Guard{}.start(groups, prior(c.speed))
			}
			now := time.Duration(0)
			// Unit 0 takes half the launch, as much as it has left of its
			// holding after; unit 1 asks for a package of 1.
			cm := newCommander(context.Background(), groups, 2, &perUnit{sizes: [][]int{{groups / 2}, {1}}}, gl, func() time.Duration { return now })
			cm.hold(true, &holding{groups: groups, units: held, rates: make([][2]rate, 2)})
			for u := range cm.asked {
				cm.asked[u] = true
			}
			s, _, v := cm.next(0)
			require.Equal(t, handOut, v)
			require.Equal(t, span{0, groups / 2}, s)
			if gl != nil {
				require.Equal(t, c.speed == 0, gl.unknown(1))
			}
			s, _, v = cm.next(1)
			if !c.probe {
				require.NotEqual(t, handOut, v, "got %v", s)
				return
			}
			require.Equal(t, handOut, v, "the probe")
			require.Equal(t, span{groups - 1, groups}, s, "the far end of unit 0's holding")
		})
	}
}
