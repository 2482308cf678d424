package coexecutor

import (
	"fmt"
	"math"
)

// Sigmoid is Pérez et al.'s Sigmoid scheduler. Unit i's next package,
// with R of the launch's G work-groups left and n units, is
//
//	x = 6·R/G,  L = G/(2n),  f(x) = 2L/(1 + e^(−k·x)) − L,
//	size_i = max(f(x)·n·s_i/Σs,  p·t·s_i,  occupancy_i)
//
// where s_i is unit i's speed in work-groups per second averaged over its
// last 3 packages (its power before it has one, scaled like the measured
// units), t the time since the launch started (the latest package end
// seen), p = Imbalance and occupancy_i the work-groups that fill the
// device (GPU: compute units × Occupancy; CPU: one per core). Launches
// start regular, k = KRegular; once a unit's last 3 speeds vary (σ/mean >
// d = Threshold) the kernel is irregular for the rest of the launch, k =
// KIrregular. The package then passes the Coexecutor's Guard.
//
// The zero value is the scheduler with its defaults.
type Sigmoid struct {
	// KRegular is the slope at the start of each launch, > 0 (large: big
	// packages until late); 0 means DefaultSigmoidKRegular, 2.
	KRegular float64
	// KIrregular is the slope once a unit's speed varies, > 0 (small:
	// sizes fall earlier); 0 means DefaultSigmoidKIrregular, 0.5.
	KIrregular float64
	// Threshold is d, the σ/mean of a unit's last three package speeds
	// above which the kernel counts as irregular, > 0; 0 means
	// DefaultSigmoidThreshold, 0.25.
	Threshold float64
	// Imbalance is p, the worst-case imbalance the lower bound p·t·s_i
	// allows, in (0, 1); 0 means DefaultSigmoidImbalance, 0.05 (a package
	// lasts at most 5 % of the elapsed time).
	Imbalance float64
	// Occupancy is the work-groups per GPU compute unit that fill a GPU,
	// ≥ 1 (CPUs: one work-group per core): the occupancy bound and the
	// size of a probe when the powers are unknown; 0 means
	// DefaultGroupsPerCU, 4. A GPU whose fill (fill.go) is larger is
	// filled by its fill.
	Occupancy int
}

func (sg *Sigmoid) knobs() *knobs {
	k := newKnobs("Sigmoid", "sigmoid")
	if sg.KRegular != 0 || sg.KIrregular != 0 {
		for _, f := range []struct {
			name string
			v    float64
			dst  *float64
		}{{"KRegular", sg.KRegular, &k.cfg.kRegular}, {"KIrregular", sg.KIrregular, &k.cfg.kIrregular}} {
			if f.v == 0 {
				continue
			}
			if !(f.v > 0) || math.IsInf(f.v, 0) {
				k.fail(f.name, f.v, "the slope must be positive (0: the default)")
			}
			*f.dst = f.v
		}
		k.labels = append(k.labels, fmt.Sprintf("k=%g/%g", k.cfg.kRegular, k.cfg.kIrregular))
	}
	k.float("Threshold", "d", sg.Threshold, &k.cfg.d, positive, "the threshold must be positive (0: 0.25)")
	k.float("Imbalance", "p", sg.Imbalance, &k.cfg.p, func(v float64) bool { return v > 0 && v < 1 }, "p must be in (0, 1) (0: 0.05)")
	k.occupancy(sg.Occupancy)
	return k
}

// Name returns "sigmoid", with the knobs that are set: "sigmoid(k=4/1)".
func (sg *Sigmoid) Name() string   { return sg.knobs().name() }
func (sg *Sigmoid) String() string { return sg.Name() }
func (sg *Sigmoid) check() error   { return sg.knobs().err }
func (sg *Sigmoid) fresh() Policy  { c := *sg; return &c }

// New makes a launch's scheduler.
func (sg *Sigmoid) New(s Setup) (Scheduler, error) {
	k := sg.knobs()
	if k.err != nil {
		return nil, k.err
	}
	return newSigmoidSched(s, k.cfg), nil
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
