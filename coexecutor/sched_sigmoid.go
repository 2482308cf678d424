package coexecutor

import (
	"math"
)

// Sigmoid is the parameter-free Sigmoid scheduler with its default slopes.
var Sigmoid = NewSigmoid()

// NewSigmoid makes Pérez et al.'s Sigmoid scheduler. Unit i's next package,
// with R of the launch's G work-groups left and n units, is
//
//	x = 6·R/G,  L = G/(2n),  f(x) = 2L/(1 + e^(−k·x)) − L,
//	size_i = max(f(x)·n·s_i/Σs,  p·t·s_i,  occupancy_i)
//
// where s_i is unit i's speed in work-groups per second averaged over its
// last 3 packages (its power before it has one, scaled like the measured
// units), t the time since the launch started (the latest package end
// seen), p = 0.05 and occupancy_i the work-groups that fill the device
// (GPU: compute units × 4, see Occupancy; CPU: one per core). Launches
// start regular, k = 2; once a unit's last 3 speeds vary (σ/mean > d =
// 0.25) the kernel is irregular for the rest of the launch, k = 0.5. The
// package then passes the Coexecutor's Guard.
//
// Options: SigmoidK, SigmoidThreshold, SigmoidImbalance, Occupancy.
func NewSigmoid(opts ...SchedOption) Policy {
	cfg, name := newSchedConfig("sigmoid", []string{"SigmoidK", "SigmoidThreshold", "SigmoidImbalance", "Occupancy"}, opts)
	return &policy{name: name, make: func(s Setup) (Scheduler, error) {
		if cfg.err != nil {
			return nil, cfg.err
		}
		return newSigmoidSched(s, cfg), nil
	}}
}

type sigmoidSched struct {
	cfg       schedConfig
	groups    int
	units     []UnitInfo
	pace      *pace
	irregular bool
}

// sigmoidWindow is the packages a speed averages over, and the ones whose
// spread decides irregularity.
const sigmoidWindow = 3

func newSigmoidSched(s Setup, cfg schedConfig) *sigmoidSched {
	return &sigmoidSched{cfg: cfg, groups: s.Groups, units: s.Units, pace: newPace(s, sigmoidWindow, cfg, nil)}
}

// k is the slope in use.
func (sg *sigmoidSched) k() float64 {
	if sg.irregular {
		return sg.cfg.kIrregular
	}
	return sg.cfg.kRegular
}

// size is the package for unit u before the rule.
func (sg *sigmoidSched) size(u, remaining int) int {
	n := float64(len(sg.units))
	g := float64(sg.groups)
	x := 6 * float64(remaining) / g
	l := g / (2 * n)
	f := 2*l/(1+math.Exp(-sg.k()*x)) - l
	s, sum := sg.pace.speeds()
	size := 0.0
	if sum > 0 {
		size = f * n * s[u] / sum
	}
	size = max(size, sg.cfg.p*sg.pace.now.Seconds()*s[u]) // 0 until a package has ended
	if s[u] > 0 {
		size = max(size, float64(occupancy(sg.units[u], sg.cfg.groupsPerCU)))
	}
	return int(math.Ceil(size))
}

func (sg *sigmoidSched) Next(u, remaining int) int {
	return sg.pace.grant(u, sg.size(u, remaining), remaining)
}

func (sg *sigmoidSched) Completed(p Package) {
	sg.pace.completed(p)
	if h := sg.pace.hist[p.Unit]; !sg.irregular && len(h) >= sigmoidWindow {
		m := mean(h)
		v := 0.0
		for _, x := range h {
			v += (x - m) * (x - m)
		}
		if m > 0 && math.Sqrt(v/float64(len(h)))/m > sg.cfg.d {
			sg.irregular = true
		}
	}
}
