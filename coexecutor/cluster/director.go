package cluster

// This file holds rank 0's Director: the loop that hands node packages to
// the nodes through the node-level guard, and gathers their results.

import (
	"fmt"
	"math"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/mpi"
)

// hguidedK is HGuided's divisor (Nozal & Bosque 2021): a node's package
// is its power's share of what remains, halved.
const hguidedK = 2

// unit is a node as the Director sees it during a launch.
type unit struct {
	rank int
	nodeMemory
	known bool // speed measured (in this launch or remembered)

	// The package in flight, if any.
	busy     bool
	g0, g1   int
	sent     time.Time
	due      float64 // predicted end, seconds since the launch began
	deadline time.Time
	inBytes  int64
	lastSeen time.Time // the last command or reply
	// held are the input spans the node received in this launch: the
	// inputs do not change during a launch, so a span it holds is not
	// sent again (an input read whole goes once per launch).
	held []span

	rep NodeReport
}

// localDone is the end of a package on rank 0's own devices.
type localDone struct {
	rep *coexecutor.Report
	d   time.Duration
	err error
}

func (ce *Coexecutor) direct(seq int, pl *plan) (rep *Report, err error) {
	c := ce.cl.comm
	n := ce.cl.Size()
	what := "LaunchKernel of kernel " + pl.k.Name
	start := time.Now()
	now := func() float64 { return time.Since(start).Seconds() }
	rep = &Report{Kernel: pl.k.Name, Groups: pl.groups}

	// What earlier launches of the kernel measured.
	ce.mu.Lock()
	mem := ce.mem[pl.k.Name]
	ce.mu.Unlock()
	units := make([]*unit, n)
	for r := range units {
		u := &unit{rank: r, lastSeen: start}
		u.latency, u.bandwidth = ce.cl.cfg.latency(), ce.cl.cfg.bandwidth()
		if r == 0 { // rank 0's own devices: no network
			u.latency, u.bandwidth = 0, math.Inf(1)
		}
		if r < len(mem) && mem[r].speed > 0 {
			u.nodeMemory, u.known = mem[r], true
		}
		u.rep.Rank = r
		units[r] = u
	}

	// The inputs other nodes read, as rank 0 holds them now: rank 0's
	// own packages write its buffers while the launch runs.
	snap := map[int][]byte{}
	for i, b := range pl.bufs {
		if b != nil && pl.in[i] {
			if snap[i], err = b.read(0, b.n); err != nil {
				return rep, fmt.Errorf("cluster: kernel %s: reading argument %s: %w", pl.k.Name, pl.k.Params[i].Name, err)
			}
		}
	}

	// Rank 0's unit runs on a goroutine of its own.
	localReq := make(chan [2]int)
	localRes := make(chan localDone, 1)
	go func() {
		for g := range localReq {
			lrep, d, err := ce.runLocal(pl, g[0], g[1])
			localRes <- localDone{lrep, d, err}
		}
	}()

	var results []reply
	next := 0
	fail := func(e error) error {
		if err == nil {
			err = e
		}
		return err
	}
	defer func() {
		close(localReq)
		if units[0].busy {
			<-localRes // a package on rank 0 cannot be stopped
		}
		// End the launch on every node still answering.
		cmd := []byte{cmdEnd}
		if err != nil {
			w := &writer{}
			w.byte(cmdAbort)
			w.bytes(verdict(errKind(err), err.Error()))
			cmd = w.b
		}
		for _, u := range units[1:] {
			if req, e := c.Isend(cmd, u.rank, tag(seq, tagCmd)); e == nil && err == nil {
				if e := req.Wait(ce.cl.deadline()); e != nil {
					err = ce.cl.lost(u.rank, what, e)
				}
			}
		}
		if err == nil {
			err = ce.apply(pl, results)
		}
		rep.Time = time.Since(start)
		for _, u := range units {
			u.rep.Speed, u.rep.Bandwidth = u.speed, u.bandwidth
			rep.Nodes = append(rep.Nodes, u.rep)
		}
		if err == nil {
			ce.remember(pl.k.Name, units)
		}
	}()

	for next < pl.groups || anyBusy(units) {
		// Hand out work to every idle node the guard lets take some.
		for _, u := range units {
			if u.busy || next >= pl.groups {
				continue
			}
			g := ce.size(pl, units, u, next, now(), rep)
			if g == 0 {
				continue
			}
			if e := ce.dispatch(seq, pl, u, next, next+g, snap, now(), localReq); e != nil {
				return rep, fail(e)
			}
			next += g
		}
		if next < pl.groups && !anyBusy(units) {
			// Nobody may take work by the rule, nothing is in flight:
			// the node predicted to end the rest first takes it all.
			u := ce.best(pl, units, next, now())
			if e := ce.dispatch(seq, pl, u, next, pl.groups, snap, now(), localReq); e != nil {
				return rep, fail(e)
			}
			next = pl.groups
		}
		// Wait for a package to end.
		select {
		case d := <-localRes:
			u := units[0]
			u.busy = false
			if d.err != nil {
				return rep, fail(fmt.Errorf("%w: rank 0, work-groups [%d,%d): %w", ErrNodeFailed, u.g0, u.g1, d.err))
			}
			u.rep.Local = d.rep
			ce.measured(u, d.d, d.d, 0, time.Since(start))
			continue
		default:
		}
		src, _, perr := c.Probe(mpi.AnySource, tag(seq, tagReply), time.Now().Add(time.Millisecond))
		if perr == nil {
			msg, _, e := c.RecvMsg(src, tag(seq, tagReply), ce.cl.deadline())
			if e != nil {
				return rep, fail(ce.cl.lost(src, what, e))
			}
			u := units[src]
			if !u.busy {
				return rep, fail(fmt.Errorf("cluster: rank %d answered a package it was not given", src))
			}
			u.busy = false
			r, e := decodeReply(msg, pl)
			if e != nil {
				return rep, fail(fmt.Errorf("cluster: rank %d: %w", src, e))
			}
			if r.err != "" {
				return rep, fail(fmt.Errorf("%w: rank %d, work-groups [%d,%d): %s", ErrNodeFailed, src, u.g0, u.g1, r.err))
			}
			u.rep.Received += int64(len(msg))
			rt := time.Since(u.sent)
			ce.measured(u, time.Duration(r.compute), rt, u.inBytes+int64(len(msg)), time.Since(start))
			results = append(results, r)
			continue
		}
		// Deadlines: a node whose package is overdue by Timeout is lost;
		// idle nodes hear from the Director before they give up on it.
		t := time.Now()
		for _, u := range units[1:] {
			if u.busy && t.After(u.deadline) {
				return rep, fail(ce.cl.lost(u.rank, what, fmt.Errorf("%w: its package of work-groups [%d,%d) was due %.3gs into the launch; no answer %v after", mpi.ErrTimeout, u.g0, u.g1, u.due, ce.cl.cfg.timeout())))
			}
			if !u.busy && t.Sub(u.lastSeen) > ce.cl.cfg.timeout()/4 {
				if req, e := c.Isend([]byte{cmdKeepAlive}, u.rank, tag(seq, tagCmd)); e == nil {
					if e := req.Wait(ce.cl.deadline()); e != nil {
						return rep, fail(ce.cl.lost(u.rank, what, e))
					}
				}
				u.lastSeen = t
			}
		}
	}
	return rep, nil
}

// holds reports whether one of the spans covers s.
func holds(spans []span, s span) bool {
	for _, x := range spans {
		if x.arg == s.arg && x.off <= s.off && s.off+s.n <= x.off+x.n {
			return true
		}
	}
	return false
}

func anyBusy(units []*unit) bool {
	for _, u := range units {
		if u.busy {
			return true
		}
	}
	return false
}

// dispatch hands work-groups [g0, g1) to u.
func (ce *Coexecutor) dispatch(seq int, pl *plan, u *unit, g0, g1 int, snap map[int][]byte, t float64, localReq chan<- [2]int) error {
	u.busy, u.g0, u.g1, u.sent = true, g0, g1, time.Now()
	u.due = t + ce.predict(pl, u, g0, g1, t)
	u.deadline = u.sent.Add(time.Duration(math.Min(u.due-t, 1e6)*float64(time.Second)) + ce.cl.cfg.timeout())
	u.rep.Packages++
	u.rep.Groups += g1 - g0
	if u.rank == 0 {
		localReq <- [2]int{g0, g1}
		return nil
	}
	lo, hi := pl.items(g0, g1)
	spans, err := pl.inputs(lo, hi)
	if err != nil {
		return err
	}
	cmd := pkgCmd{g0: g0, g1: g1}
	for _, s := range spans {
		if holds(u.held, s) {
			continue
		}
		u.held = append(u.held, s)
		b := snap[s.arg]
		sz := pl.bufs[s.arg].size
		cmd.in = append(cmd.in, chunk{s, b[s.off*sz : (s.off+s.n)*sz]})
	}
	msg := cmd.encode()
	u.inBytes = int64(len(msg))
	u.rep.Sent += int64(len(msg))
	u.lastSeen = u.sent
	if err := ce.cl.comm.Send(msg, u.rank, tag(seq, tagCmd), ce.cl.deadline()); err != nil {
		return ce.cl.lost(u.rank, "LaunchKernel of kernel "+pl.k.Name, err)
	}
	return nil
}

// measured updates u's speed and network from a package that computed
// for compute and took rt from send to reply, moving bytes; end is when
// it ended.
func (ce *Coexecutor) measured(u *unit, compute, rt time.Duration, bytes int64, end time.Duration) {
	u.rep.Busy += compute
	u.rep.T = end
	u.lastSeen = time.Now()
	// The launch's speed so far: work-groups over busy time.
	u.speed = float64(u.rep.Groups) / math.Max(u.rep.Busy.Seconds(), 1e-9)
	u.known = true
	if u.rank == 0 {
		return
	}
	// The network: what the round trip took beyond the compute. A
	// transfer shorter than the latency prior measures the latency;
	// a longer one the bandwidth.
	net := (rt - compute).Seconds()
	if net <= 0 {
		return
	}
	if float64(bytes)/u.bandwidth < 2*u.latency {
		u.latency = net / 2
	} else if net > 2*u.latency {
		u.bandwidth = float64(bytes) / (net - 2*u.latency)
	}
}

// predict is how long u is predicted to take for work-groups [g0, g1)
// from t: what it has in flight, the round trip's latency, the bytes at
// its bandwidth and the work-groups at its speed.
func (ce *Coexecutor) predict(pl *plan, u *unit, g0, g1 int, t float64) float64 {
	if !u.known {
		return 0
	}
	return math.Max(u.due-t, 0)*b2f(u.busy) + 2*u.latency + float64(ce.bytes(pl, u, g0, g1))/u.bandwidth + float64(g1-g0)/u.speed
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// bytes is what a package of work-groups [g0, g1) moves to and from u:
// the inputs it does not hold yet, and its outputs back.
func (ce *Coexecutor) bytes(pl *plan, u *unit, g0, g1 int) int64 {
	if u.rank == 0 {
		return 0
	}
	lo, hi := pl.items(g0, g1)
	in, err1 := pl.inputs(lo, hi)
	out, err2 := pl.outputs(lo, hi)
	if err1 != nil || err2 != nil {
		return 0
	}
	var n int64
	for _, s := range in {
		if !holds(u.held, s) {
			n += pl.bytes([]span{s})
		}
	}
	return n + pl.bytes(out)
}

// rate is u's work-groups per second on a package like [g0, g1), its
// transfers included.
func (ce *Coexecutor) rate(pl *plan, u *unit, g0, g1 int) float64 {
	g := float64(g1 - g0)
	return g / (g/u.speed + float64(ce.bytes(pl, u, g0, g1))/u.bandwidth + 2*u.latency)
}

// size is the work-groups u gets from next on: HGuided's share by the
// nodes' speeds, cut by the guard so that u is not predicted to end after
// the other nodes would end all that remains without it.
func (ce *Coexecutor) size(pl *plan, units []*unit, u *unit, next int, t float64, rep *Report) int {
	remaining := pl.groups - next
	// Powers: the nodes' rates, where all are known; else equal.
	power := 1 / float64(len(units))
	allKnown := true
	for _, v := range units {
		allKnown = allKnown && v.known
	}
	if allKnown {
		var sum float64
		probe := min(next+max(remaining/len(units), 1), pl.groups)
		for _, v := range units {
			sum += ce.rate(pl, v, next, probe)
		}
		power = ce.rate(pl, u, next, probe) / sum
	}
	g := int(math.Ceil(float64(remaining) * power / hguidedK))
	g = max(1, min(g, remaining))
	if !u.known {
		return g
	}
	// The guard: when would the others end everything that remains?
	var rates, backlog float64
	for _, v := range units {
		if v == u || !v.known {
			continue
		}
		r := ce.rate(pl, v, next, next+g)
		rates += r
		if v.busy {
			backlog += r * math.Max(v.due-t, 0)
		}
	}
	if rates == 0 {
		return g
	}
	others := t + (float64(remaining)+backlog)/rates
	for g > 0 && t+ce.predict(pl, u, next, next+g, t) > others {
		// Cut to the part that ends in time at u's rate.
		room := (others - t - 2*u.latency) * ce.rate(pl, u, next, next+g)
		ng := int(math.Floor(room))
		if ng >= g {
			ng = g - 1
		}
		if ng <= 0 {
			rep.Notes = append(rep.Notes, fmt.Sprintf("rank %d waits: even one work-group would end after the others end the %d left", u.rank, remaining))
			return 0
		}
		rep.Notes = append(rep.Notes, fmt.Sprintf("rank %d: package cut from %d to %d work-groups", u.rank, g, ng))
		g = ng
	}
	return g
}

// best is the node predicted to end work-groups [next, G) first.
func (ce *Coexecutor) best(pl *plan, units []*unit, next int, t float64) *unit {
	b, bt := units[0], math.Inf(1)
	for _, u := range units {
		if !u.known {
			continue
		}
		if d := ce.predict(pl, u, next, pl.groups, t); d < bt {
			b, bt = u, d
		}
	}
	return b
}

// apply writes the nodes' outputs into rank 0's buffers and combines
// their reductions' partials.
func (ce *Coexecutor) apply(pl *plan, results []reply) error {
	for _, r := range results {
		for _, c := range r.out {
			if err := pl.bufs[c.arg].write(c.off, c.data); err != nil {
				return fmt.Errorf("cluster: kernel %s: output %s: %w", pl.k.Name, pl.k.Params[c.arg].Name, err)
			}
		}
		for _, c := range r.partial {
			if err := pl.combine(c.arg, c.data); err != nil {
				return fmt.Errorf("cluster: kernel %s: reduction %s: %w", pl.k.Name, pl.k.Params[c.arg].Name, err)
			}
		}
	}
	return nil
}

// remember keeps what the launch measured of each node for the kernel's
// next launches.
func (ce *Coexecutor) remember(key string, units []*unit) {
	m := make([]nodeMemory, len(units))
	for i, u := range units {
		if u.known {
			m[i] = u.nodeMemory
		}
	}
	ce.mu.Lock()
	ce.mem[key] = m
	ce.mu.Unlock()
}
