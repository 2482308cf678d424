package sim

// This file holds the simulated cluster: nodes of GPUs joined by a
// network, each launch split across the nodes as coexecutor/cluster
// splits it, and each node's share across its GPUs as a Coexecutor does.

import (
	"errors"
	"fmt"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
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
	// PerGroup is the bytes a work-group's inputs and outputs move
	// between rank 0 and another node; Whole the bytes every other node
	// receives once per launch whatever its share (inputs read whole,
	// as all positions in an N-body step).
	PerGroup, Whole float64
	Net             Network
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
}

// RunCluster simulates l in two levels: a node's speed on its share of
// the launch is what the simulator measures for its GPUs co-executing
// that share (HGuided with the guard, transfers over the node's one PCIe
// link); the nodes then co-execute the launch as devices whose packages
// pay the network (a round trip's latency, the package's bytes at the
// bandwidth on rank 0's link, the whole inputs once), scheduled by
// HGuided with the guard, as coexecutor/cluster's Director does.
func RunCluster(l ClusterLaunch) (ClusterResult, error) {
	switch {
	case l.Nodes < 1 || l.GPUsPerNode < 1 || l.Groups < 1:
		return ClusterResult{}, fmt.Errorf("sim: cluster of %d nodes of %d GPUs, %d work-groups: all must be positive", l.Nodes, l.GPUsPerNode, l.Groups)
	case l.Nodes > 1 && !(l.Net.Bandwidth > 0):
		return ClusterResult{}, errors.New("sim: a cluster's network needs a positive bandwidth")
	case l.PerGroup < 0 || l.Whole < 0 || l.Net.Latency < 0 || l.GPUSpeed < 0:
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
	// A node's time for g work-groups, in the steady state.
	nodeTime := func(g int) (float64, error) {
		rs, err := Iterate(coexecutor.HGuided, Launch{Groups: g, Devices: gpus, SharedLink: true, Seed: l.Seed}, launches)
		if err != nil {
			return 0, err
		}
		return steady(rs), nil
	}
	tOne, err := nodeTime(l.Groups)
	if err != nil {
		return ClusterResult{}, err
	}
	if l.Nodes == 1 {
		return ClusterResult{T: tOne, TOne: tOne, Efficiency: 1, Groups: []int{l.Groups}}, nil
	}
	share := (l.Groups + l.Nodes - 1) / l.Nodes
	tShare, err := nodeTime(share)
	if err != nil {
		return ClusterResult{}, err
	}
	nodes := make([]Device, l.Nodes)
	for i := range nodes {
		d := Device{
			Name: fmt.Sprintf("node%d", i), GPU: true, ComputeUnits: gpus[0].ComputeUnits * l.GPUsPerNode,
			Occupancy: gpus[0].occupancy() * l.GPUsPerNode,
			Speed:     float64(share) / tShare,
			Latency:   gpus[0].Latency,
			Jitter:    gpus[0].Jitter,
			Nominal:   1,
		}
		if i > 0 {
			d.Latency += 2 * l.Net.Latency
			d.Transfer = time.Duration(l.PerGroup / l.Net.Bandwidth * 1e9)
			d.Init = time.Duration(l.Whole / l.Net.Bandwidth * 1e9)
		}
		nodes[i] = d
	}
	rs, err := Iterate(coexecutor.HGuided, Launch{Groups: l.Groups, Devices: nodes, SharedLink: true, InFlight: 1, Seed: l.Seed}, launches)
	if err != nil {
		return ClusterResult{}, err
	}
	t := steady(rs)
	return ClusterResult{T: t, TOne: tOne, Efficiency: tOne / (float64(l.Nodes) * t), Groups: rs[len(rs)-1].Groups}, nil
}

// steady is the mean launch time after the first.
func steady(rs []Result) float64 {
	if len(rs) == 1 {
		return rs[0].T
	}
	sum := 0.0
	for _, r := range rs[1:] {
		sum += r.T
	}
	return sum / float64(len(rs)-1)
}
