package cluster

import (
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// The node-level guard's decisions on synthetic nodes: a saxpy of n
// elements (8 bytes in and 4 out per element beside rank 0), work-groups
// of 256.
func TestNodeGuard(t *testing.T) {
	const n = 1 << 20
	x, y := buffer.New(make([]float32, n)), buffer.New(make([]float32, n))
	defer x.Close()
	defer y.Close()
	pl, err := newPlan(kernels.SaxpyKernel.Kernel, sycl.Range1(n), []any{float32(2), x, y}, 0)
	if err != nil {
		t.Fatal(err)
	}
	G := pl.groups // 4096
	perGroup := 256 * 12.0
	node := func(rank int, speed, bw float64) *unit {
		u := &unit{rank: rank}
		u.speed, u.known = speed, speed > 0
		u.latency, u.bandwidth = 50e-6, bw
		if rank == 0 {
			u.latency, u.bandwidth = 0, 1e300
		}
		return u
	}
	ce := &Coexecutor{}
	for _, c := range []struct {
		name   string
		units  []*unit
		ask    int // the unit asking
		lo, hi int // the package size it may get, in work-groups
	}{
		// Equal nodes and a network too fast to matter: HGuided's
		// share, half of what remains over two nodes.
		{"equal, fast network", []*unit{node(0, 1e4, 0), node(1, 1e4, 1e15)}, 1, G / 4, G/4 + 1},
		// Unknown speeds: the probe is HGuided's with equal powers.
		{"unknown", []*unit{node(0, 0, 0), node(1, 0, 1e9)}, 1, G / 4, G/4 + 1},
		// A network so slow that one work-group's bytes take longer
		// than rank 0 needs for everything: the node waits.
		{"network too slow", []*unit{node(0, 1e4, 0), node(1, 1e4, perGroup*1e-3)}, 1, 0, 0},
		// The network halves the remote node's rate: it gets less than
		// an equal share, but some.
		{"network halves the rate", []*unit{node(0, 1e4, 0), node(1, 1e4, perGroup*1e4)}, 1, G / 16, G / 4},
		// A node 10 times slower gets about a tenth of rank 0's share.
		{"slow node", []*unit{node(0, 1e5, 0), node(1, 1e4, 1e15)}, 1, G / 40, G / 10},
		// Rank 0 asks beside a slow remote node: at least half.
		{"rank 0 beside a slow node", []*unit{node(0, 1e5, 0), node(1, 1e4, 1e15)}, 0, G / 3, G},
	} {
		rep := &Report{}
		u := c.units[c.ask]
		g := ce.size(pl, c.units, u, 0, 0, rep)
		t.Logf("%s: %d work-groups of %d; %v", c.name, g, G, rep.Notes)
		if g < c.lo || g > c.hi {
			t.Errorf("%s: unit %d gets %d work-groups, want [%d, %d] (notes %v)", c.name, c.ask, g, c.lo, c.hi, rep.Notes)
		}
		// Whatever it gets ends no later than the others would end all.
		if g > 0 && u.known {
			end := ce.predict(pl, u, 0, g, 0)
			var rates float64
			for _, v := range c.units {
				if v != u && v.known {
					rates += ce.rate(pl, v, 0, g)
				}
			}
			if others := float64(G) / rates; end > others*1.0001 {
				t.Errorf("%s: the package ends at %.4gs, the others would end all at %.4gs", c.name, end, others)
			}
		}
	}
	// With nothing in flight and every node refused, the fastest by
	// prediction takes the rest.
	us := []*unit{node(0, 1e3, 0), node(1, 1e5, 1e15)}
	if b := ce.best(pl, us, 0, 0); b.rank != 1 {
		t.Errorf("best: rank %d", b.rank)
	}
}
