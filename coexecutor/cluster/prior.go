package cluster

// This file holds what rank 0's Director knows of the nodes' speeds on a
// kernel before it measures them: the nodes' relative powers, from the
// speeds they showed on other kernels or, before any, from their
// devices' nominal figures. They bound a node's probe
// (nodesched.Launch.ProbeShare) and predict an unmeasured node to the
// guard; they never size a package beyond a probe.

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"

	"github.com/gosycl/gosycl/coexecutor/internal/nominal"
	"github.com/gosycl/gosycl/sycl"
)

// figures are a node's nominal figures, as its rank sends them to rank
// 0: its devices' float lanes (nominal.Lanes, as the Coexecutor ranks
// devices) × clock (MHz) where they report a clock, the lanes of those
// that do not, and the highest clock it reports; its fills (occupancy)
// over a basic range and over an nd-range, which rank 0's guard predicts
// its probe with before its first reply states it; and whether its first
// package of a kernel measures its speed (measuresFirst).
type figures struct {
	clocked, unclocked, clock float64
	fill                      [2]int
	measuresFirst             bool
}

// measuresFirst tells whether a node with devices devs is measured on its
// first package of a kernel: where its devices are the native device
// alone. A node's first package runs its local Coexecutor's first launch
// of the kernel, which may pay an OpenCL device's first enqueues (a
// compile for the work-group size it first meets) and probes its devices
// against one another, so the Director does not rank the node on it
// (nodesched.Node.Fresh); the native device compiles nothing, and a
// launch on one device probes none, so its first package takes what the
// ones after it take, as coexecutor.Guard measures the native device on
// its first package.
func measuresFirst(devs []*sycl.Device) bool {
	return len(devs) == 1 && devs[0].IsNative()
}

func nominalOf(devs []*sycl.Device) figures {
	// The launches' group sizes are not known yet: GPUs count 4 per
	// compute unit until a node's reply states its fill over a launch.
	in := infos(devs)
	f := figures{fill: [2]int{occupancy(in, false, 0, 0), occupancy(in, true, 0, 0)}, measuresFirst: measuresFirst(devs)}
	for _, d := range devs {
		in := d.Info()
		lanes := nominal.Lanes(d)
		if in.ClockMHz > 0 {
			f.clocked += lanes * float64(in.ClockMHz)
			f.clock = math.Max(f.clock, float64(in.ClockMHz))
		} else {
			f.unclocked += lanes
		}
	}
	return f
}

func (f figures) encode() []byte {
	b := make([]byte, figuresLen)
	for i, x := range []float64{f.clocked, f.unclocked, f.clock} {
		binary.LittleEndian.PutUint64(b[8*i:], math.Float64bits(x))
	}
	for i, n := range f.fill {
		binary.LittleEndian.PutUint64(b[24+8*i:], uint64(n))
	}
	if f.measuresFirst {
		b[40] = 1
	}
	return b
}

// figuresLen is an encoded figures' length: three float64s, two fills,
// and a byte for measuresFirst.
const figuresLen = 41

func decodeFigures(b []byte) (figures, error) {
	if len(b) != figuresLen {
		return figures{}, fmt.Errorf("cluster: a node's nominal figures are %d bytes, not %d", len(b), figuresLen)
	}
	if b[40] > 1 {
		return figures{}, fmt.Errorf("cluster: a node's nominal figures say %d for whether its first package measures it", b[40])
	}
	var x [3]float64
	for i := range x {
		x[i] = math.Float64frombits(binary.LittleEndian.Uint64(b[8*i:]))
		if !(x[i] >= 0) || math.IsInf(x[i], 1) {
			return figures{}, fmt.Errorf("cluster: a node's nominal figure %v", x[i])
		}
	}
	f := figures{clocked: x[0], unclocked: x[1], clock: x[2]}
	for i := range f.fill {
		n := binary.LittleEndian.Uint64(b[24+8*i:])
		if n < 1 || n > math.MaxInt32 {
			return figures{}, fmt.Errorf("cluster: a node's fill of %d work-groups", n)
		}
		f.fill[i] = int(n)
	}
	f.measuresFirst = b[40] == 1
	return f, nil
}

// nominalPowers is the nodes' nominal powers: a device that reports no
// clock counts at the highest clock any node's device reports (1 MHz if
// none does), so that nodes compare on one scale.
func nominalPowers(fs []figures) []float64 {
	clock := 1.0
	for _, f := range fs {
		clock = math.Max(clock, f.clock)
	}
	p := make([]float64, len(fs))
	for i, f := range fs {
		p[i] = f.clocked + f.unclocked*clock
	}
	return p
}

// exchangeNominal sends every rank's nominal figures to rank 0, which
// returns them (nil on the other ranks). Every rank calls it, after
// New's agreement.
func (cl *Cluster) exchangeNominal(devs []*sycl.Device) ([]figures, error) {
	const what = "New (the nodes' nominal figures)"
	seq, err := cl.begin()
	if err != nil {
		return nil, err
	}
	c := cl.comm
	mine := nominalOf(devs)
	if c.Rank() != 0 {
		if err := c.Send(mine.encode(), 0, tag(seq, tagUp), cl.deadline()); err != nil {
			return nil, cl.lost(0, what, err)
		}
		return nil, nil
	}
	fs := make([]figures, c.Size())
	fs[0] = mine
	for r := 1; r < c.Size(); r++ {
		m, _, err := c.RecvMsg(r, tag(seq, tagUp), cl.deadline())
		if err != nil {
			return nil, cl.lost(r, what, err)
		}
		if fs[r], err = decodeFigures(m); err != nil {
			return nil, fmt.Errorf("rank %d: %w", r, err)
		}
	}
	return fs, nil
}

// split is what rank 0 keeps of the nodes' figures fs: their nominal
// powers, their fills and whether their first packages measure them;
// nil where fs is (the other ranks).
func split(fs []figures) (powers []float64, fills [][2]int, first []bool) {
	if fs == nil {
		return nil, nil, nil
	}
	fills, first = make([][2]int, len(fs)), make([]bool, len(fs))
	for i, f := range fs {
		fills[i], first[i] = f.fill, f.measuresFirst
	}
	return nominalPowers(fs), fills, first
}

// powers is the nodes' relative powers on a kernel not yet measured on
// every node: each node's lowest speed relative to the fastest node over
// the kernels measured on every node so far (as coexecutor guesses a
// device's), or, before any, the nominal powers.
func (ce *Coexecutor) powers(n int) []float64 {
	g := make([]float64, n)
	ce.mu.Lock()
	for _, m := range ce.mem {
		if len(m) != n {
			continue
		}
		top := 0.0
		for _, x := range m {
			top = math.Max(top, x.speed)
		}
		if !(top > 0) || slices.ContainsFunc(m, func(x nodeMemory) bool { return !(x.speed > 0) }) {
			continue
		}
		for i, x := range m {
			if r := x.speed / top; g[i] == 0 || r < g[i] {
				g[i] = r
			}
		}
	}
	ce.mu.Unlock()
	if !slices.Contains(g, 0) || len(ce.nominal) != n {
		return g
	}
	return ce.nominal
}
