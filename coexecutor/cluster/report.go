package cluster

// This file holds Report: what a distributed launch did on each node.

import (
	"fmt"
	"strings"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
)

// Report is what a distributed launch did: rank 0's covers every node,
// another rank's its own.
type Report struct {
	Kernel string
	Groups int           // work-groups in the launch
	Time   time.Duration // the launch on this rank, agreement excluded
	Nodes  []NodeReport
	// Notes are the node-level guard's decisions.
	Notes []string
	// Phases is where rank 0's time beyond its own devices' work went
	// (rank 0's Report only).
	Phases Phases
	// Leave tells that the other ranks sat the launch out on leave
	// (leave.go): rank 0 ran it on its own devices, and a node returned
	// at once, with no message between them.
	Leave bool
}

// Phases is rank 0's time in a launch's steps other than running its own
// packages. The steps overlap the other nodes' work; only Wait and
// Agree are time in which rank 0's devices had nothing to do.
type Phases struct {
	// Inputs: reading rank 0's buffers for other nodes' packages and
	// sending the packages.
	Inputs time.Duration
	// Wait: rank 0's devices idle while another node's package was in
	// flight.
	Wait time.Duration
	// Agree: rank 0's devices idle while it waited for the other ranks'
	// agreement records of the launch (which it checks while it works).
	Agree time.Duration
	// Outputs: writing the nodes' outputs into rank 0's buffers.
	Outputs time.Duration
}

// NodeReport is one node's part of a launch.
type NodeReport struct {
	Rank     int
	Packages int
	Groups   int
	// Busy is the time of the node's local launches; T the time from
	// the launch's start until its last package's results reached
	// rank 0.
	Busy, T time.Duration
	// Warm is, where the node's first package of the kernel ran in this
	// launch, that package's time: it is in Busy, but not in Speed
	// (its devices' first enqueues: nodesched.Node.Fresh).
	Warm time.Duration
	// Sent and Received are the bytes of the messages between rank 0
	// and the node, as rank 0 counts them (commands and the inputs they
	// carry sent; the agreement record, outputs and partials received);
	// zero for rank 0 itself. With KeepOutputs, elements another node
	// sends this one count in this one's Received, and elements this
	// one sends rank 0 too.
	Sent, Received int64
	// Data is the bytes of buffer elements among them (inputs, outputs,
	// partials); the rest is the messages' framing.
	Data int64
	// Speed (work-groups per second of its local launches) and
	// Bandwidth (bytes per second) as the Director measured them.
	Speed, Bandwidth float64
	// Local is the node's last local launch.
	Local *coexecutor.Report
	// Each is the node's packages, in the order rank 0 handed them out
	// (rank 0's Report).
	Each []NodePackage
	// Joined is when the node's agreement record of the launch reached
	// rank 0, from the launch's start on rank 0 (rank 0's Report; zero
	// for rank 0): a node gets work only from then on.
	Joined time.Duration
	// Late: the launch ended before the node's record came (the node
	// got no work); rank 0's next collective call took it (late.go).
	Late bool
	// Released is when rank 0 told the node that the launch had no more
	// work for it (every work-group handed out, none of its packages in
	// flight), from the launch's start; zero if the launch ended first.
	// The node then sleeps until the launch's predicted end and polls
	// from a sleep's length before it, so that it sees the end and
	// sends its record of the next launch at once.
	Released time.Duration
}

// NodePackage is one package of a node: its work-groups and when it
// ran, from the launch's start on rank 0.
type NodePackage struct {
	G0, G1 int // work-groups [G0, G1)
	// Out is when rank 0 handed the package out, In when its results
	// reached rank 0 (zero if they never did), Compute the node's local
	// launch of it, and Node, for another rank's package, the node's
	// time from its command's arrival to its reply (staging its inputs,
	// the local launch, reading its outputs): In - Out - Node is the
	// package's messages and the waits for them. Sent, for another
	// rank's package, is when rank 0's send of its command, inputs
	// included, completed: Sent - Out is reading and encoding its inputs
	// and sending them.
	Out, In, Compute, Node, Sent time.Duration
	// Due is when the Director predicted, handing the package out, that
	// its results would be in (nodesched.Node.Due: the node's work in
	// flight, its round trip, the package's bytes at its bandwidth and
	// work-groups at its speed; for a node whose speed was unknown, at
	// its nominal power where a measured node gave that a scale, else
	// its transfers alone).
	Due time.Duration
}

// Exchanged is the bytes that moved between the nodes in the launch.
func (r *Report) Exchanged() int64 {
	if r == nil {
		return 0
	}
	var n int64
	for _, x := range r.Nodes {
		n += x.Sent + x.Received
	}
	return n
}

// ExchangedData is the bytes of buffer elements that moved between the
// nodes in the launch.
func (r *Report) ExchangedData() int64 {
	if r == nil {
		return 0
	}
	var n int64
	for _, x := range r.Nodes {
		n += x.Data
	}
	return n
}

// Balance is min T / max T over the nodes that ran packages (1 is
// perfect; also for a nil report).
func (r *Report) Balance() float64 {
	if r == nil {
		return 1
	}
	lo, hi := time.Duration(-1), time.Duration(0)
	for _, x := range r.Nodes {
		if x.Packages == 0 {
			continue
		}
		if lo < 0 || x.T < lo {
			lo = x.T
		}
		hi = max(hi, x.T)
	}
	if hi <= 0 {
		return 1
	}
	return float64(lo) / float64(hi)
}

// String formats the report, a line per node; "<nil>" for a nil report
// (a launch refused before it began returns none).
func (r *Report) String() string {
	if r == nil {
		return "<nil>"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "kernel %s: %d work-groups on %d nodes in %v, %s exchanged (%s of data), balance %.2f\n", r.Kernel, r.Groups, len(r.Nodes), r.Time.Round(time.Microsecond), fmtBytes(r.Exchanged()), fmtBytes(r.ExchangedData()), r.Balance())
	p := r.Phases
	if r.Leave {
		b.WriteString("  the other ranks sat it out on leave\n")
	} else if len(r.Nodes) > 1 {
		fmt.Fprintf(&b, "  rank 0 beyond its packages: inputs %v, waiting for nodes %v, for records %v, outputs %v\n", p.Inputs.Round(time.Microsecond), p.Wait.Round(time.Microsecond), p.Agree.Round(time.Microsecond), p.Outputs.Round(time.Microsecond))
	}
	for _, x := range r.Nodes {
		warm := ""
		if x.Warm > 0 {
			warm = fmt.Sprintf(" (its first package of the kernel %v, not measured)", x.Warm.Round(time.Microsecond))
		}
		if x.Late {
			warm += " (its agreement record came after the launch ended: the next call takes it)"
		}
		fmt.Fprintf(&b, "  rank %d: %d packages, %d work-groups, busy %v%s, T %v, sent %s, received %s\n", x.Rank, x.Packages, x.Groups, x.Busy.Round(time.Microsecond), warm, x.T.Round(time.Microsecond), fmtBytes(x.Sent), fmtBytes(x.Received))
	}
	// The guard's notes, each once (a node that waits is asked again at
	// every poll).
	seen := map[string]bool{}
	for _, n := range r.Notes {
		if !seen[n] {
			seen[n] = true
			fmt.Fprintf(&b, "  %s\n", n)
		}
	}
	return b.String()
}

func fmtBytes(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
