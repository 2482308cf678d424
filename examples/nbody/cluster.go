package main

// This file holds the -mpi mode: the simulation co-executed across the
// ranks of an MPI job (coexecutor/cluster), each rank on its own devices.

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/trace"
	"slices"
	"time"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/cluster"
	"github.com/gosycl/gosycl/sycl"
)

// runCluster simulates on every rank of the job: each step is one launch
// of Step across the ranks, whose devices are the -devices of each rank.
// Rank 0 prints the steps and checks the result; the other ranks print
// nothing unless something fails.
// clusterOut is what runCluster prints beside the steps: each step's
// report (verbose), each rank's times per step (perRank), the check.
type clusterOut struct {
	verbose, perRank, check, warm bool
	// trace is -trace's directory: rank 0 writes there its last launch
	// on its own devices in each step (output.trace).
	trace string
	// execTrace is -exectrace's file: rank 0's Go execution trace of the
	// steps.
	execTrace string
}

func runCluster(n, steps int, policy coexecutor.Policy, devs []*sycl.Device, cfg cluster.Config, out clusterOut, w io.Writer) (err error) {
	if cfg.Latency < 0 {
		return fmt.Errorf("-net-latency %v: give a duration not below 0", cfg.Latency)
	}
	cl, err := cluster.Init(cfg)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := cl.Close(); err == nil {
			err = cerr
		}
	}()
	ce, err := cluster.New(cl, policy, coexecutor.DeviceList(devs...), coexecutor.LocalSize(groupSize))
	if err != nil {
		return fmt.Errorf("rank %d: %w", cl.Rank(), err)
	}
	defer ce.Close()
	if cl.Rank() != 0 {
		w = io.Discard
	}
	pos, vel := initial(n)
	keep := ""
	if cfg.KeepOutputs {
		keep = ", bodies kept on the ranks"
	}
	fmt.Fprintf(w, "nbody -mpi: %d bodies, %s of dt=%g, %s scheduler per node%s, on %s (rank 0's devices:",
		n, plural(steps, "step"), dt, policy.Name(), keep, plural(cl.Size(), "rank"))
	for _, d := range devs {
		fmt.Fprintf(w, " %s;", d.Name())
	}
	fmt.Fprintln(w, ")")
	// Two sets of bodies, read and written alternately, in storage the
	// library owns (pinned where a GPU is present): rank 0 reads another
	// rank's inputs off its GPU straight into them, with no staging.
	var bufs [4]*buffer.Buffer[mgl32.Vec4] // the positions, then the velocities
	defer func() {
		for _, b := range bufs {
			b.Close() // of a nil buffer (a failed owned): an error, ignored
		}
	}()
	for i, init := range [][]mgl32.Vec4{pos, nil, vel, nil} {
		if bufs[i], err = owned(init, n); err != nil {
			return fmt.Errorf("rank %d: %w", cl.Rank(), err)
		}
	}
	p, v := [2]*buffer.Buffer[mgl32.Vec4]{bufs[0], bufs[1]}, [2]*buffer.Buffer[mgl32.Vec4]{bufs[2], bufs[3]}
	if out.warm {
		// Every rank builds the kernel before step 1 (each rank's first
		// step would otherwise, before it joins the step).
		start := time.Now()
		if err := ce.Prepare(StepKernel.Kernel); err != nil {
			return err
		}
		fmt.Fprintf(w, "warm-up: the kernel built on rank 0's devices in %v (every rank builds its own before step 1)\n", time.Since(start).Round(time.Microsecond))
	}
	var rng sycl.Space = sycl.Range1(n)
	if n%groupSize == 0 {
		rng = sycl.NDRange{Global: sycl.Range1(n), Local: sycl.Range1(groupSize)}
	}
	// exchanged: every message's bytes (data: the bodies among them);
	// overhead: rank 0's time beyond its own packages in which its
	// devices were idle (waiting for nodes or records), or it read,
	// sent or wrote bodies for other nodes.
	head := "step        time  balance  exchanged       data  overhead"
	for r := 0; r < cl.Size(); r++ {
		head += fmt.Sprintf("  %8s", fmt.Sprintf("rank %d", r))
	}
	fmt.Fprintln(w, head+"  (bodies per rank)")
	var total time.Duration
	var exchanged int64
	times := make([]time.Duration, 0, steps)
	// rankT: per rank, when its last results reached rank 0 in each
	// step it took part in (-per-rank).
	rankT := make([][]time.Duration, cl.Size())
	if out.execTrace != "" && cl.Rank() == 0 {
		stop, terr := startTrace(out.execTrace)
		if terr != nil {
			return terr
		}
		defer func() { err = errors.Join(err, stop()) }()
	}
	in := 0
	for step := 1; step <= steps; step++ {
		start := time.Now()
		// The new state is write-only (coexecutor.Out): a body that changes rank
		// brings its current state, not the old values of the next.
		rep, err := ce.LaunchKernel(rng, StepKernel.Kernel, p[in], v[in], int32(n), dt, eps2, coexecutor.Out(p[1-in]), coexecutor.Out(v[1-in]))
		if err != nil {
			return fmt.Errorf("rank %d: step %d: %w", cl.Rank(), step, err)
		}
		took := time.Since(start)
		total += took
		times = append(times, took)
		exchanged += rep.Exchanged()
		in = 1 - in
		ph := rep.Phases
		line := fmt.Sprintf("%4d  %10v  %7.3f  %9s  %9s  %8v", step, took.Round(10*time.Microsecond), rep.Balance(), fmtKB(rep.Exchanged()), fmtKB(rep.ExchangedData()),
			(ph.Inputs + ph.Wait + ph.Agree + ph.Outputs).Round(time.Microsecond))
		for _, nr := range rep.Nodes {
			line += fmt.Sprintf("  %8d", min(nr.Groups*groupSize, n))
		}
		fmt.Fprintln(w, line)
		if out.perRank {
			perRank(w, rep, rankT, n)
		}
		if out.verbose {
			fmt.Fprint(w, rep)
		}
		if cl.Rank() == 0 && len(rep.Nodes) > 0 && rep.Nodes[0].Local != nil {
			if err := (output{traceDir: out.trace}).trace(step, rep.Nodes[0].Local); err != nil {
				return err
			}
		}
	}
	slices.Sort(times)
	fmt.Fprintf(w, "total: %s in %v (%v per step, median %v), %.3g interactions/s, %s exchanged per step\n",
		plural(steps, "step"), total.Round(time.Microsecond), (total / time.Duration(steps)).Round(time.Microsecond), times[len(times)/2].Round(time.Microsecond),
		float64(n)*float64(n)*float64(steps)/total.Seconds(), fmtKB(exchanged/int64(steps)))
	if out.perRank {
		for r, ts := range rankT {
			if len(ts) == 0 {
				fmt.Fprintf(w, "rank %d: no package in any step\n", r)
				continue
			}
			slowest := slices.Max(ts)
			slices.Sort(ts)
			fmt.Fprintf(w, "rank %d: packages in %s, its results in at a median of %v, at worst %v\n", r, plural(len(ts), "step"), ts[len(ts)/2].Round(time.Microsecond), slowest.Round(time.Microsecond))
		}
	}
	if cfg.KeepOutputs {
		// The bodies are spread over the ranks: bring them to rank 0.
		start := time.Now()
		moved, err := ce.Gather(p[0], p[1], v[0], v[1])
		if err != nil {
			return fmt.Errorf("rank %d: gathering the bodies: %w", cl.Rank(), err)
		}
		fmt.Fprintf(w, "gathered the bodies to rank 0: %s in %v\n", fmtKB(moved), time.Since(start).Round(time.Microsecond))
	}
	if cl.Rank() != 0 || !out.check {
		return nil // the results are rank 0's
	}
	final := state{}
	for _, x := range []struct {
		b   *buffer.Buffer[mgl32.Vec4]
		dst *[]mgl32.Vec4
	}{{p[in], &final.pos}, {v[in], &final.vel}} {
		h, err := x.b.HostRead()
		if err != nil {
			return err
		}
		*x.dst = append([]mgl32.Vec4(nil), h.Slice()...)
		h.Close()
	}
	start := time.Now()
	ref := reference(pos, vel, steps)
	return check(w, pos, vel, final, ref, time.Since(start))
}

// perRank prints each rank's part of a step (rank 0's report covers
// every rank), how rank 0's last local launch in it split over its
// devices, and the node-level guard's notes, and adds each rank's time
// to rankT.
func perRank(w io.Writer, rep *cluster.Report, rankT [][]time.Duration, n int) {
	for _, nr := range rep.Nodes {
		// When its agreement record reached rank 0 and when rank 0
		// released it (no more work for it in the step).
		joined := ""
		switch {
		case rep.Leave && nr.Rank != 0:
			joined = ", on leave (the step ran on rank 0 alone, with no message to this rank)"
		case nr.Late:
			joined = ", record in after the step (taken in the next)"
		case nr.Rank != 0:
			joined = fmt.Sprintf(", record in at %v", nr.Joined.Round(time.Microsecond))
			if nr.Released > 0 {
				joined += fmt.Sprintf(", released at %v", nr.Released.Round(time.Microsecond))
			}
		}
		if nr.Packages == 0 {
			fmt.Fprintf(w, "      rank %d: no package%s\n", nr.Rank, joined)
			continue
		}
		if nr.Rank < len(rankT) {
			rankT[nr.Rank] = append(rankT[nr.Rank], nr.T)
		}
		warm := ""
		if nr.Warm > 0 {
			warm = fmt.Sprintf(", its first package of the kernel %v (not measured)", nr.Warm.Round(time.Microsecond))
		}
		fmt.Fprintf(w, "      rank %d: %s, %d bodies, busy %v, results in at %v%s%s\n", nr.Rank, plural(nr.Packages, "package"), min(nr.Groups*groupSize, n), nr.Busy.Round(time.Microsecond), nr.T.Round(time.Microsecond), warm, joined)
		// Each package: its bodies, when rank 0 handed it out, when its
		// results came back (and when the Director predicted them), and
		// the node's compute in between.
		for _, p := range nr.Each {
			node := ""
			if nr.Rank != 0 {
				node = fmt.Sprintf(", sent by %v, on the node %v", p.Sent.Round(time.Microsecond), p.Node.Round(time.Microsecond))
			}
			fmt.Fprintf(w, "        %d bodies out at %v, in at %v (predicted %v), computed in %v%s\n", min(p.G1*groupSize, n)-p.G0*groupSize, p.Out.Round(time.Microsecond), p.In.Round(time.Microsecond), p.Due.Round(time.Microsecond), p.Compute.Round(time.Microsecond), node)
		}
		if nr.Local == nil {
			continue
		}
		// How the node's last local launch split over its devices.
		for _, u := range nr.Local.Units {
			fmt.Fprintf(w, "        %s: %s, %d bodies, busy %v, ended at %v", u.Device, plural(u.Packages, "package"), u.Items, u.Busy.Round(time.Microsecond), u.LastEnd.Round(time.Microsecond))
			if !u.Guard.IsZero() {
				fmt.Fprintf(w, " (%s)", u.Guard)
			}
			fmt.Fprintln(w)
		}
	}
	seen := map[string]bool{}
	for _, n := range rep.Notes {
		if !seen[n] {
			seen[n] = true
			fmt.Fprintf(w, "      %s\n", n)
		}
	}
}

func fmtKB(b int64) string { return fmt.Sprintf("%.1f kB", float64(b)/1e3) }

// owned returns a buffer of n bodies in storage of its own
// (buffer.NewSized) holding init, or zeros where init is nil.
func owned(init []mgl32.Vec4, n int) (*buffer.Buffer[mgl32.Vec4], error) {
	b, err := buffer.NewSized[mgl32.Vec4](n)
	if err != nil || init == nil {
		return b, err
	}
	h, err := b.HostReadWrite()
	if err != nil {
		b.Close()
		return nil, err
	}
	copy(h.Slice(), init)
	h.Close()
	return b, nil
}

// startTrace starts Go's execution tracer into the file at path; stop
// ends it and closes the file.
func startTrace(path string) (stop func() error, err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("-exectrace: %w", err)
	}
	if err := trace.Start(f); err != nil {
		return nil, errors.Join(fmt.Errorf("-exectrace: %w", err), f.Close())
	}
	return func() error {
		trace.Stop()
		if err := f.Close(); err != nil {
			return fmt.Errorf("-exectrace: %w", err)
		}
		return nil
	}, nil
}
