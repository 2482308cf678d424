package sim

import (
	"errors"
	"fmt"
	"math"

	"github.com/gosycl/gosycl/coexecutor"
)

// KSweep sweeps a scheduler's two slopes, one for regular kernels and one
// for irregular ones (Sigmoid's k_r and k_i, Pérez et al. §3.2), over a set of
// launches of each kind, as the paper chose its values.
type KSweep struct {
	// Policy makes the scheduler with the given slopes (for Sigmoid:
	// &coexecutor.Sigmoid{KRegular: kr, KIrregular: ki}).
	Policy     func(kRegular, kIrregular float64) coexecutor.Policy
	KRegular   []float64
	KIrregular []float64
	Regular    []Launch // launches of regular kernels
	Irregular  []Launch // launches of irregular kernels
}

// KSweepResult holds, for every pair of slopes, the cost on each kind of
// kernel: the geometric mean over its launches of T / T_min, T_min being
// the launch's best time over the whole grid (1 is the best everywhere).
type KSweepResult struct {
	KRegular, KIrregular []float64
	Regular, Irregular   [][]float64 // [i][j]: KRegular[i], KIrregular[j]
	// Score is the geometric mean of both costs, smoothed over each
	// pair's neighbours in the grid (a stable interval is worth more than
	// a lucky point); the chosen pair minimises it.
	Score                            [][]float64
	ChosenKRegular, ChosenKIrregular float64
	ChosenI, ChosenJ                 int
	CostRegular, CostIrregular       float64 // the chosen pair's costs
	// StableRegular and StableIrregular are the intervals around the
	// chosen values (the other one fixed) whose scores stay within 1 % of
	// the chosen pair's.
	StableRegular, StableIrregular [2]float64
}

// Run runs the sweep.
func (s KSweep) Run() (KSweepResult, error) {
	nr, ni := len(s.KRegular), len(s.KIrregular)
	if nr == 0 || ni == 0 || s.Policy == nil {
		return KSweepResult{}, errors.New("sim: a k sweep needs a policy and both k grids")
	}
	res := KSweepResult{KRegular: s.KRegular, KIrregular: s.KIrregular}
	cost := func(ls []Launch) ([][]float64, error) {
		c := grid(nr, ni)
		if len(ls) == 0 {
			for i := range c {
				for j := range c[i] {
					c[i][j] = 1
				}
			}
			return c, nil
		}
		for _, l := range ls {
			pr, err := prepare(l)
			if err != nil {
				return nil, err
			}
			t := grid(nr, ni)
			best := math.Inf(1)
			for i, kr := range s.KRegular {
				for j, ki := range s.KIrregular {
					r, err := pr.run(s.Policy(kr, ki), pr.powers(nil), coexecutor.Memory{}, l.Powers == nil, l.Seed, nil)
					if err != nil {
						return nil, fmt.Errorf("sim: k = %g/%g: %w", kr, ki, err)
					}
					t[i][j] = r.T
					best = min(best, r.T)
				}
			}
			for i := range c {
				for j := range c[i] {
					c[i][j] += math.Log(t[i][j]/best) / float64(len(ls))
				}
			}
		}
		for i := range c {
			for j := range c[i] {
				c[i][j] = math.Exp(c[i][j])
			}
		}
		return c, nil
	}
	var err error
	if res.Regular, err = cost(s.Regular); err != nil {
		return res, err
	}
	if res.Irregular, err = cost(s.Irregular); err != nil {
		return res, err
	}
	res.Score = grid(nr, ni)
	best := math.Inf(1)
	for i := 0; i < nr; i++ {
		for j := 0; j < ni; j++ {
			sum, n := 0.0, 0
			for a := max(0, i-1); a <= min(nr-1, i+1); a++ {
				for b := max(0, j-1); b <= min(ni-1, j+1); b++ {
					sum += 0.5 * (math.Log(res.Regular[a][b]) + math.Log(res.Irregular[a][b]))
					n++
				}
			}
			// The point itself counts as much as its neighbours together.
			own := 0.5 * (math.Log(res.Regular[i][j]) + math.Log(res.Irregular[i][j]))
			res.Score[i][j] = math.Exp(0.5*own + 0.5*sum/float64(n))
			if res.Score[i][j] < best {
				best = res.Score[i][j]
				res.ChosenI, res.ChosenJ = i, j
			}
		}
	}
	res.ChosenKRegular, res.ChosenKIrregular = s.KRegular[res.ChosenI], s.KIrregular[res.ChosenJ]
	res.CostRegular, res.CostIrregular = res.Regular[res.ChosenI][res.ChosenJ], res.Irregular[res.ChosenI][res.ChosenJ]
	limit := 1.01 * best
	lo, hi := res.ChosenI, res.ChosenI
	for lo > 0 && res.Score[lo-1][res.ChosenJ] <= limit {
		lo--
	}
	for hi < nr-1 && res.Score[hi+1][res.ChosenJ] <= limit {
		hi++
	}
	res.StableRegular = [2]float64{s.KRegular[lo], s.KRegular[hi]}
	lo, hi = res.ChosenJ, res.ChosenJ
	for lo > 0 && res.Score[res.ChosenI][lo-1] <= limit {
		lo--
	}
	for hi < ni-1 && res.Score[res.ChosenI][hi+1] <= limit {
		hi++
	}
	res.StableIrregular = [2]float64{s.KIrregular[lo], s.KIrregular[hi]}
	return res, nil
}

func grid(n, m int) [][]float64 {
	g := make([][]float64, n)
	for i := range g {
		g[i] = make([]float64, m)
	}
	return g
}
