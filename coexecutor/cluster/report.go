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
	// Sent and Received are the bytes of the messages between rank 0
	// and the node, as rank 0 counts them (inputs sent; outputs and
	// partials received); zero for rank 0 itself.
	Sent, Received int64
	// Speed (work-groups per second of its local launches) and
	// Bandwidth (bytes per second) as the Director measured them.
	Speed, Bandwidth float64
	// Local is the node's last local launch.
	Local *coexecutor.Report
}

// Exchanged is the bytes that moved between the nodes in the launch.
func (r *Report) Exchanged() int64 {
	var n int64
	for _, x := range r.Nodes {
		n += x.Sent + x.Received
	}
	return n
}

// Balance is min T / max T over the nodes that ran packages (1 is
// perfect).
func (r *Report) Balance() float64 {
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

func (r *Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "kernel %s: %d work-groups on %d nodes in %v, %s exchanged, balance %.2f\n", r.Kernel, r.Groups, len(r.Nodes), r.Time.Round(time.Microsecond), fmtBytes(r.Exchanged()), r.Balance())
	for _, x := range r.Nodes {
		fmt.Fprintf(&b, "  rank %d: %d packages, %d work-groups, busy %v, T %v, sent %s, received %s\n", x.Rank, x.Packages, x.Groups, x.Busy.Round(time.Microsecond), x.T.Round(time.Microsecond), fmtBytes(x.Sent), fmtBytes(x.Received))
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
