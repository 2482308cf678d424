package sim

import (
	"math"
	"math/rand/v2"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
)

// A Profile gives the cost of each work-group of a launch. The simulator
// scales the costs to a mean of 1, so a device's Speed is its rate over the
// whole kernel and only the shape of the profile matters.
type Profile interface {
	Name() string
	// Costs returns groups non-negative costs (not all zero); rng is the
	// launch's, for profiles with a random part.
	Costs(groups int, rng *rand.Rand) []float64
}

// Regular is a kernel whose work-groups all cost the same, give or take
// Noise (a relative standard deviation; 0 is exactly uniform).
type Regular struct{ Noise float64 }

func (Regular) Name() string { return "regular" }

func (r Regular) Costs(g int, rng *rand.Rand) []float64 {
	c := make([]float64, g)
	for i := range c {
		c[i] = 1
		if r.Noise > 0 {
			c[i] = max(0, 1+r.Noise*rng.NormFloat64())
		}
	}
	return c
}

// Irregular is a mandelbrot-like kernel: cheap at the edges, a bump of
// costly work-groups in the middle (Peak times the edges' cost, 20 if 0),
// with a per-work-group texture.
type Irregular struct{ Peak float64 }

func (Irregular) Name() string { return "irregular" }

func (p Irregular) Costs(g int, rng *rand.Rand) []float64 {
	peak := p.Peak
	if peak <= 0 {
		peak = 20
	}
	c := make([]float64, g)
	for i := range c {
		x := (float64(i) + 0.5) / float64(g)
		bump := math.Exp(-sq((x-0.5)/0.15)) * (1 + 0.6*math.Sin(40*x))
		c[i] = (1 + (peak-1)*max(0, bump)) * math.Exp(0.3*rng.NormFloat64())
	}
	return c
}

// Ray is a ray-tracing-like kernel: a cheap background and Clusters
// regions (2 if 0) where objects are, each 5–15 % of the range and 10–30
// times as costly, placed from the launch's seed.
type Ray struct{ Clusters int }

func (Ray) Name() string { return "ray" }

func (r Ray) Costs(g int, rng *rand.Rand) []float64 {
	n := r.Clusters
	if n <= 0 {
		n = 2
	}
	type cluster struct{ at, w, h float64 }
	cs := make([]cluster, n)
	for i := range cs {
		cs[i] = cluster{at: 0.1 + 0.8*rng.Float64(), w: 0.05 + 0.1*rng.Float64(), h: 10 + 20*rng.Float64()}
	}
	c := make([]float64, g)
	for i := range c {
		x := (float64(i) + 0.5) / float64(g)
		v := 1.0
		for _, k := range cs {
			if math.Abs(x-k.at) < k.w/2 {
				v += k.h * (0.5 + rng.Float64())
			}
		}
		c[i] = v * math.Exp(0.2*rng.NormFloat64())
	}
	return c
}

// Increasing is a Rap-like kernel: each work-group costs more than the one
// before, from 1 to Ratio (10 if 0) linearly.
type Increasing struct{ Ratio float64 }

func (Increasing) Name() string { return "increasing" }

func (p Increasing) Costs(g int, rng *rand.Rand) []float64 {
	r := p.Ratio
	if r <= 0 {
		r = 10
	}
	c := make([]float64, g)
	for i := range c {
		x := (float64(i) + 0.5) / float64(g)
		c[i] = (1 + (r-1)*x) * math.Exp(0.05*rng.NormFloat64())
	}
	return c
}

// Hubs is a sparse matrix-vector product over a matrix whose row lengths
// follow a power law, its longest rows (the hubs) first: work-group i of
// g costs ((i+0.5)/g)^−Exponent (2/3 if 0, the row lengths of a Chung-Lu
// graph of degree exponent 2.5: of 4096 work-groups, the first costs 140
// times the mean and the first 51 a fifth of the range).
type Hubs struct{ Exponent float64 }

func (Hubs) Name() string { return "hubs" }

func (h Hubs) Costs(g int, _ *rand.Rand) []float64 {
	e := h.Exponent
	if e <= 0 {
		e = 2.0 / 3
	}
	c := make([]float64, g)
	for i := range c {
		c[i] = math.Pow((float64(i)+0.5)/float64(g), -e)
	}
	return c
}

// Replay is a recorded cost profile, one value per work-group, stretched or
// shrunk (linear interpolation) to the launch's work-groups.
type Replay struct {
	Label string
	Trace []float64
}

func (r Replay) Name() string {
	if r.Label != "" {
		return r.Label
	}
	return "replay"
}

func (r Replay) Costs(g int, _ *rand.Rand) []float64 {
	c := make([]float64, g)
	n := len(r.Trace)
	if n == 0 {
		for i := range c {
			c[i] = 1
		}
		return c
	}
	for i := range c {
		x := (float64(i)+0.5)*float64(n)/float64(g) - 0.5
		j := int(math.Floor(x))
		switch {
		case j < 0:
			c[i] = r.Trace[0]
		case j >= n-1:
			c[i] = r.Trace[n-1]
		default:
			f := x - float64(j)
			c[i] = (1-f)*r.Trace[j] + f*r.Trace[j+1]
		}
		c[i] = max(0, c[i])
	}
	return c
}

// TraceFromReport turns a real launch's report into a per-work-group cost
// trace for Replay: each package's work-groups cost its duration times its
// unit's speed, divided among them evenly. speeds are the units' relative
// speeds (work-groups per second on uniform work, for example from
// single-device runs); nil takes each unit's measured throughput, which
// flattens the differences between units.
func TraceFromReport(r *coexecutor.Report, speeds []float64) []float64 {
	groups := 0
	for _, p := range r.Packages {
		groups = max(groups, p.FirstGroup+p.Groups)
	}
	tr := make([]float64, groups)
	if speeds == nil {
		speeds = make([]float64, len(r.Units))
		busy := make([]time.Duration, len(r.Units))
		n := make([]int, len(r.Units))
		for _, p := range r.Packages {
			busy[p.Unit] += p.Duration()
			n[p.Unit] += p.Groups
		}
		for i := range speeds {
			if busy[i] > 0 {
				speeds[i] = float64(n[i]) / busy[i].Seconds()
			}
		}
	}
	for _, p := range r.Packages {
		if p.Groups == 0 || p.Unit >= len(speeds) {
			continue
		}
		per := p.Duration().Seconds() * speeds[p.Unit] / float64(p.Groups)
		for g := p.FirstGroup; g < p.FirstGroup+p.Groups; g++ {
			tr[g] = per
		}
	}
	return tr
}

func sq(x float64) float64 { return x * x }
