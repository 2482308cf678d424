// Command clustertable prints the simulator's predicted strong-scaling
// efficiency of coexecutor/cluster for 1 to 64 nodes of 8 GPUs, as a
// Markdown table (docs/performance.md, "Across nodes", quotes it):
//
//	go run ./coexecutor/sim/cmd/clustertable
//
// Each column is a workload (its parameters are printed with the table)
// over a network (bandwidth of each node's link, one-way latency). The
// simulator is deterministic: the output is the same on every machine.
package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/gosycl/gosycl/coexecutor/sim"
)

type workload struct {
	name, what string
	l          sim.ClusterLaunch
}

type network struct {
	name string
	net  sim.Network
}

func workloads() []workload {
	return []workload{
		{"compute", "2^18 work-groups of 100 µs on a GPU (10^4 work-groups/s), 1 KiB of results per work-group",
			sim.ClusterLaunch{Groups: 1 << 18, GPUSpeed: 1e4, Out: 1 << 10}},
		{"nbody", "an N-body step of 2^22 bodies in 16384 work-groups of 256 at the H200's measured 4.07·10^11 interactions/s (2.64 ms a step of 32768 bodies, above), 43 s on one GPU; every node receives all positions (64 MiB) and per work-group 4 KiB of velocities, and sends back 8 KiB",
			sim.ClusterLaunch{Groups: 16384, GPUSpeed: 16384 / 43.2, Whole: 64 << 20, In: 4 << 10, Out: 8 << 10}},
		{"stencil", "a 16384² float32 stencil sweep: 16384 rows, one GPU takes 1 ms; 64 KiB per row in, 64 KiB back",
			sim.ClusterLaunch{Groups: 16384, GPUSpeed: 1.6384e7, In: 64 << 10, Out: 64 << 10}},
		{"stencil kept", "the same sweep repeated with the rows kept on the nodes (`cluster.Config.KeepOutputs`): after the first launch a node receives the two 64 KiB rows across each edge of its block (a 5×5 stencil's halo) and the rows that changed node, peer to peer over its own link, and sends nothing back",
			sim.ClusterLaunch{Groups: 16384, GPUSpeed: 1.6384e7, In: 64 << 10, Out: 64 << 10, Keep: true, Halo: 2 * 64 << 10}},
	}
}

func networks() []network {
	return []network{
		{"200 Gb/s, 2 µs", sim.Network{Bandwidth: 25e9, Latency: 2 * time.Microsecond}},
		{"10 Gb/s, 50 µs", sim.Network{Bandwidth: 1.25e9, Latency: 50 * time.Microsecond}},
	}
}

func main() {
	if err := write(os.Stdout, []int{1, 2, 4, 8, 16, 32, 64}); err != nil {
		fmt.Fprintln(os.Stderr, "clustertable:", err)
		os.Exit(1)
	}
}

func write(w io.Writer, nodes []int) error {
	ws, ns := workloads(), networks()
	fmt.Fprint(w, "| nodes (GPUs) |")
	for _, wl := range ws {
		for _, n := range ns {
			fmt.Fprintf(w, " %s, %s |", wl.name, n.name)
		}
	}
	fmt.Fprint(w, "\n| --- |")
	for range len(ws) * len(ns) {
		fmt.Fprint(w, " --- |")
	}
	fmt.Fprintln(w)
	for _, k := range nodes {
		fmt.Fprintf(w, "| %d (%d) |", k, 8*k)
		for _, wl := range ws {
			for _, n := range ns {
				l := wl.l
				l.Nodes, l.GPUsPerNode, l.Net, l.Seed = k, 8, n.net, 1
				r, err := sim.RunCluster(l)
				if err != nil {
					return err
				}
				fmt.Fprintf(w, " %.2f (%s) |", r.Efficiency, fmtSec(r.T))
			}
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w)
	for _, wl := range ws {
		fmt.Fprintf(w, "- %s: %s.\n", wl.name, wl.what)
	}
	return nil
}

func fmtSec(s float64) string {
	return time.Duration(s * 1e9).Round(time.Microsecond * 10).String()
}
