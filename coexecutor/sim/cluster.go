package sim

// This file holds the simulated cluster: nodes of GPUs joined by a
// network, each launch split across the nodes as coexecutor/cluster
// splits it, and each node's share across its GPUs as a Coexecutor does.

import (
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/internal/nodesched"
)

// Network is the interconnect of a simulated cluster.
type Network struct {
	// Bandwidth is each node's link in bytes per second. Rank 0 sends
	// every input and receives every output (coexecutor/cluster gathers
	// the outputs to it after every launch), so all transfers take turns
	// on its link.
	Bandwidth float64
	// Latency is a message's one-way latency; a node package pays a
	// round trip.
	Latency time.Duration
}

// ClusterLaunch is one launch, repeated, on a simulated cluster.
type ClusterLaunch struct {
	Nodes       int // ranks, one a node; rank 0 computes too, without the network
	GPUsPerNode int // GPU devices per node (GPU's)
	Groups      int // work-groups in the launch
	// GPUSpeed is a GPU's work-groups per second; 0 means GPUSpeed.
	GPUSpeed float64
	// In and Out are the bytes a work-group's inputs and outputs move
	// between rank 0 and another node; Whole the bytes another node
	// receives once per launch whatever its share (inputs read whole,
	// as all positions in an N-body step).
	In, Out, Whole float64
	// Keep models coexecutor/cluster's Config.KeepOutputs: outputs stay
	// on the node that computed them, nodes take their packages where
	// they ran last time (nodesched.Placement), and a package moves only
	// what its node lacks, over the node's own link (peer to peer): In
	// per work-group that ran elsewhere last time, and Halo across each
	// edge of the package that borders another node's work-groups. The
	// first launch gets its inputs from rank 0 as without Keep.
	Keep bool
	Halo float64
	Net  Network
	// Launches are simulated in a row, the nodes' speeds learned from
	// one to the next as coexecutor/cluster learns them; the result is
	// the mean of the launches after the first. 0 means 6.
	Launches int
	Seed     int64
}

// ClusterResult is what a ClusterLaunch predicts.
type ClusterResult struct {
	T    float64 // seconds per launch on Nodes nodes (mean after the first)
	TOne float64 // seconds per launch on one node (no network)
	// Efficiency is TOne / (Nodes · T): 1 is perfect strong scaling.
	Efficiency float64
	Groups     []int // work-groups per node in the last launch
	Packages   []int // node packages per node in the last launch
}

// RunCluster simulates l in two levels. A node's time for a package is
// what the simulator gives for its GPUs co-executing it: equal GPUs whose
// powers are known, split statically, each package of a GPU smaller than
// its occupancy taking as long as a full one, transfers over the node's
// one PCIe link. The nodes then run the launch under coexecutor/cluster's
// own rule (coexecutor/internal/nodesched: HGuided by node rates, the
// guard with the network, speeds and bandwidths learned from each
// package), one package in flight per node: a package's inputs cross
// rank 0's link after a latency, the node computes, its outputs cross the
// link back; the link carries one transfer at a time.
func RunCluster(l ClusterLaunch) (ClusterResult, error) {
	switch {
	case l.Nodes < 1 || l.GPUsPerNode < 1 || l.Groups < 1:
		return ClusterResult{}, fmt.Errorf("sim: cluster of %d nodes of %d GPUs, %d work-groups: all must be positive", l.Nodes, l.GPUsPerNode, l.Groups)
	case l.Nodes > 1 && !(l.Net.Bandwidth > 0):
		return ClusterResult{}, errors.New("sim: a cluster's network needs a positive bandwidth")
	case l.In < 0 || l.Out < 0 || l.Whole < 0 || l.Halo < 0 || l.Net.Latency < 0 || l.GPUSpeed < 0:
		return ClusterResult{}, errors.New("sim: negative cluster parameters")
	}
	launches := l.Launches
	if launches == 0 {
		launches = 6
	}
	speed := l.GPUSpeed
	if speed == 0 {
		speed = GPUSpeed
	}
	gpus := make([]Device, l.GPUsPerNode)
	for i := range gpus {
		gpus[i] = GPU(fmt.Sprintf("gpu%d", i), speed)
	}
	// A node's time for g work-groups: its GPUs, equal and known to
	// be, split them statically (remembered by size).
	equal := make([]float64, len(gpus))
	for i := range equal {
		equal[i] = 1
	}
	times := map[int]float64{}
	nodeTime := func(g int) (float64, error) {
		if t, ok := times[g]; ok {
			return t, nil
		}
		r, err := Run(&coexecutor.Static{}, Launch{Groups: g, Devices: gpus, Powers: equal, SharedLink: true, Guard: coexecutor.Guard{Off: true}, Seed: l.Seed})
		if err != nil {
			return 0, err
		}
		times[g] = r.T
		return r.T, nil
	}
	tOne, err := nodeTime(l.Groups)
	if err != nil {
		return ClusterResult{}, err
	}
	if l.Nodes == 1 {
		return ClusterResult{T: tOne, TOne: tOne, Efficiency: 1, Groups: []int{l.Groups}, Packages: []int{1}}, nil
	}
	// A node's smallest package is what coexecutor/cluster's nodes
	// report: DefaultGroupsPerCU work-groups per GPU compute unit (the
	// schedulers' occupancy, not the Guard's fill: coexecutor's
	// fill.go).
	c := &clusterSim{l: l, time: nodeTime, occ: gpus[0].ComputeUnits * coexecutor.DefaultGroupsPerCU * l.GPUsPerNode}
	var total float64
	var last launchOut
	for i := 0; i < launches; i++ {
		last = c.launch()
		if c.err != nil {
			return ClusterResult{}, c.err
		}
		if i > 0 || launches == 1 {
			total += last.t
		}
	}
	t := total / float64(max(launches-1, 1))
	return ClusterResult{T: t, TOne: tOne, Efficiency: tOne / (float64(l.Nodes) * t), Groups: last.groups, Packages: last.packages}, nil
}

// clusterSim runs the node level of RunCluster.
type clusterSim struct {
	l    ClusterLaunch
	time func(g int) (float64, error) // a node's time for g work-groups
	occ  int                          // a node's occupancy in work-groups
	mem  []nodesched.Node
	last []int // Keep: the node each work-group ran on in the last launch
	err  error
}

type launchOut struct {
	t                float64
	groups, packages []int
}

// launch simulates one launch in virtual time.
func (c *clusterSim) launch() launchOut {
	n, l := c.l.Nodes, c.l
	lat := l.Net.Latency.Seconds()
	if c.mem == nil {
		c.mem = make([]nodesched.Node, n)
		for i := range c.mem {
			// Identical nodes: equal nominal powers.
			c.mem[i] = nodesched.Node{Power: 1, Latency: DefaultNetLatency.Seconds(), Bandwidth: DefaultNetBandwidth, Full: c.occ}
		}
		c.mem[0].Latency, c.mem[0].Bandwidth = 0, math.Inf(1)
	}
	nodes := make([]*nodesched.Node, n)
	for i := range nodes {
		m := c.mem[i]
		m.Busy = false
		nodes[i] = &m
	}
	got := make([]bool, n) // received the whole inputs in this launch
	var place *nodesched.Placement
	if l.Keep {
		place = nodesched.NewPlacement(l.Groups, c.last)
	}
	bytesOf := func(i, g0, g1 int) (in, out float64) {
		if l.Keep && c.last != nil {
			// What the node lacks: work-groups that ran elsewhere, and
			// the halo across each edge that borders another node.
			for x := g0; x < g1; x++ {
				if place.Last(x) != i {
					in += l.In
				}
			}
			if g0 > 0 && place.Owner(g0-1) != i {
				in += l.Halo
			}
			if g1 < l.Groups && place.Owner(g1) != i {
				in += l.Halo
			}
			return in, 0
		}
		if i == 0 {
			return 0, 0
		}
		in = l.In * float64(g1-g0)
		if !got[i] {
			in += l.Whole
		}
		if l.Keep {
			return in, 0
		}
		return in, l.Out * float64(g1-g0)
	}
	sched := &nodesched.Launch{Groups: l.Groups, Nodes: nodes, Bytes: func(i, g0, g1 int) int64 {
		if l.Keep {
			g0, g1 = place.Place(i, g1-g0)
		}
		in, out := bytesOf(i, g0, g1)
		return int64(in + out)
	}}
	out := launchOut{groups: make([]int, n), packages: make([]int, n)}
	type flight struct {
		g0, g1          int
		sent, end, comp float64
		bytes           float64
	}
	fl := make([]*flight, n)
	busy := make([]float64, n)
	var link busyLink
	links := make([]busyLink, n) // Keep: each node's own link
	var t float64
	next := 0
	dispatch := func(i, g0, g1 int) {
		in, o := bytesOf(i, g0, g1)
		got[i] = got[i] || i > 0
		sched.Start(i, g0, g1, t)
		comp, err := c.time(g1 - g0)
		if err != nil && c.err == nil {
			c.err = err
		}
		end := t + comp
		if l.Keep && c.last != nil {
			// From the nodes that hold it, over this node's link.
			arrived := links[i].reserve(t+lat, in/l.Net.Bandwidth)
			end = arrived + comp
		} else if i > 0 {
			// Inputs over rank 0's link, compute, outputs back.
			arrived := link.reserve(t+lat, in/l.Net.Bandwidth)
			done := arrived + lat + comp
			end = link.reserve(done+lat, o/l.Net.Bandwidth)
		}
		fl[i] = &flight{g0: g0, g1: g1, sent: t, end: end, comp: comp, bytes: in + o}
		out.groups[i] += g1 - g0
		out.packages[i]++
	}
	for next < l.Groups || anyFlight(fl) {
		// retry: when a node refused may be given work though no
		// package ends (nodesched.Launch.Retry), as the Director asks.
		retry := math.Inf(1)
		for i := range nodes {
			if fl[i] != nil || next >= l.Groups {
				continue
			}
			g, _ := sched.Size(i, next, t)
			if g == 0 {
				retry = math.Min(retry, sched.Retry(i, next, t))
				continue
			}
			g0, g1 := next, next+g
			if l.Keep {
				if g0, g1 = place.Package(sched, i, next, g); g1 <= g0 {
					continue
				}
				place.Take(i, g0, g1)
			}
			dispatch(i, g0, g1)
			next += g1 - g0
		}
		if next < l.Groups && !anyFlight(fl) {
			i := sched.Best(next, t)
			g0, g1 := next, l.Groups
			if l.Keep {
				g0, g1 = place.PlaceRest(i, l.Groups-next)
				place.Take(i, g0, g1)
			}
			dispatch(i, g0, g1)
			next += g1 - g0
		}
		// The next package to end.
		j := -1
		for i, f := range fl {
			if f != nil && (j < 0 || f.end < fl[j].end) {
				j = i
			}
		}
		if j < 0 {
			break
		}
		if retry < fl[j].end {
			t = retry
			continue
		}
		f := fl[j]
		t = f.end
		fl[j] = nil
		busy[j] += f.comp
		nodes[j].Busy = false
		nodes[j].Ran(f.g1 - f.g0)
		nodes[j].Measured(l.Groups, out.groups[j], busy[j], f.comp, f.end-f.sent, int64(f.bytes))
		out.t = math.Max(out.t, t)
	}
	sched.End(out.t) // probe credit for the nodes that sat it out
	for i := range nodes {
		c.mem[i] = *nodes[i]
	}
	if l.Keep {
		c.last = append([]int(nil), place.Ran()...)
	}
	return out
}

// busyLink is rank 0's link: the intervals it is reserved, sorted.
type busyLink struct{ iv [][2]float64 }

// reserve books the first free interval of length d from at on, and
// returns its end.
func (b *busyLink) reserve(at, d float64) float64 {
	if d <= 0 {
		return at
	}
	start, k := at, 0
	for ; k < len(b.iv); k++ {
		x := b.iv[k]
		if x[1] <= start {
			continue
		}
		if start+d <= x[0] {
			break
		}
		start = math.Max(start, x[1])
	}
	b.iv = append(b.iv, [2]float64{})
	copy(b.iv[k+1:], b.iv[k:])
	b.iv[k] = [2]float64{start, start + d}
	return start + d
}

func anyFlight[T any](fl []*T) bool {
	for _, f := range fl {
		if f != nil {
			return true
		}
	}
	return false
}

// The network priors of coexecutor/cluster's Config.
const (
	DefaultNetLatency   = 50 * time.Microsecond
	DefaultNetBandwidth = 1.25e9
)
