package sim

import (
	"testing"
	"time"
)

// The cluster model's predictions on synthetic launches: one node is
// itself, no configuration beats perfect scaling, more bandwidth never
// hurts, and a launch whose bytes outweigh its compute gains nothing
// from more nodes while one with little data scales.
func TestClusterScaling(t *testing.T) {
	fast := Network{Bandwidth: 25e9, Latency: 2 * time.Microsecond}
	slow := Network{Bandwidth: 1.25e9, Latency: 50 * time.Microsecond}
	compute := ClusterLaunch{GPUsPerNode: 8, Groups: 1 << 18, GPUSpeed: 1e4, Out: 1024}
	memory := ClusterLaunch{GPUsPerNode: 8, Groups: 1 << 14, GPUSpeed: 1.6e7, In: 64 << 10, Out: 64 << 10}
	eff := func(l ClusterLaunch, nodes int, net Network) float64 {
		l.Nodes, l.Net = nodes, net
		r, err := RunCluster(l)
		if err != nil {
			t.Fatal(err)
		}
		return r.Efficiency
	}
	if e := eff(compute, 1, fast); e != 1 {
		t.Errorf("one node: efficiency %v", e)
	}
	for _, n := range []int{2, 8, 32} {
		cf, cs := eff(compute, n, fast), eff(compute, n, slow)
		mf := eff(memory, n, fast)
		t.Logf("%d nodes: compute-bound %.3f (fast) %.3f (slow); memory-bound %.3f", n, cf, cs, mf)
		if cf > 1.02 || cs > 1.02 || mf > 1.02 {
			t.Errorf("%d nodes: efficiency above 1", n)
		}
		if cs > cf+0.02 {
			t.Errorf("%d nodes: the slow network's %.3f beats the fast one's %.3f", n, cs, cf)
		}
		if cf < 0.5 {
			t.Errorf("%d nodes: a compute-bound launch with little data scales at %.3f", n, cf)
		}
		// Gathered to rank 0 after every launch, a memory-bound
		// launch stays on rank 0: about 1/n.
		if mf > 1.5/float64(n) {
			t.Errorf("%d nodes: memory-bound efficiency %.3f, more than rank 0 alone would give", n, mf)
		}
	}
	if _, err := RunCluster(ClusterLaunch{Nodes: 2, GPUsPerNode: 8, Groups: 10}); err == nil {
		t.Error("a cluster without bandwidth ran")
	}
}

// Kept data (Keep): a memory-bound sweep whose rows stay on the nodes
// scales where the same sweep through rank 0 cannot, never beats
// perfect scaling, and costs more with a larger halo.
func TestClusterKeep(t *testing.T) {
	fast := Network{Bandwidth: 25e9, Latency: 2 * time.Microsecond}
	l := ClusterLaunch{Nodes: 4, GPUsPerNode: 8, Groups: 1 << 14, GPUSpeed: 1.6e7, In: 64 << 10, Out: 64 << 10, Net: fast}
	run := func(l ClusterLaunch) ClusterResult {
		r, err := RunCluster(l)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	through := run(l)
	l.Keep, l.Halo = true, 2*64<<10
	kept := run(l)
	l.Halo = 64 * 64 << 10
	wide := run(l)
	t.Logf("4 nodes: through rank 0 %.3f, kept %.3f, kept with a 64-row halo %.3f", through.Efficiency, kept.Efficiency, wide.Efficiency)
	if kept.Efficiency < 2*through.Efficiency || kept.Efficiency > 1.02 {
		t.Errorf("kept %.3f against %.3f through rank 0", kept.Efficiency, through.Efficiency)
	}
	if wide.T < kept.T {
		t.Errorf("a wider halo is faster: %v < %v", wide.T, kept.T)
	}
	if _, err := RunCluster(ClusterLaunch{Nodes: 2, GPUsPerNode: 8, Groups: 10, Net: fast, Keep: true, Halo: -1}); err == nil {
		t.Error("a negative halo ran")
	}
}
