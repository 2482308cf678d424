package cluster

// This file holds the distributed Coexecutor: New, LaunchKernel, and a
// node's side of a launch.

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"runtime"
	"runtime/trace"
	"sync"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/internal/beside"
	"github.com/gosycl/gosycl/coexecutor/internal/nodesched"
	"github.com/gosycl/gosycl/coexecutor/internal/nominal"
	"github.com/gosycl/gosycl/internal/mpi"
	"github.com/gosycl/gosycl/sycl"
)

// Coexecutor co-executes launches across the cluster's nodes, each node
// on its local devices.
type Coexecutor struct {
	cl    *Cluster
	local *coexecutor.Coexecutor
	// awayN is the packages other ranks hold in flight, on rank 0 (away).
	awayN int
	// passes and passTime are the agreement passes run beside rank 0's
	// whole launches so far, and their time (agreeAfter), on rank 0.
	passes   int
	passTime time.Duration

	// nominal is the nodes' nominal powers, and fills their occupancies
	// over a basic range and an nd-range as stated at New, before the
	// group size is known (occupancy), on rank 0 (prior.go); a node's
	// replies state its occupancy over each launch's range (fullFor).
	nominal []float64
	fills   [][2]int
	// measuresFirst tells, per node, that its first package of a kernel
	// measures its speed (figures.measuresFirst), on rank 0.
	measuresFirst []bool
	// devs is this rank's devices' info, read once at New (fullFor).
	devs []sycl.DeviceInfo

	mu  sync.Mutex
	mem map[string][]nodeMemory // by kernel: what earlier launches measured
	// weighing is, by kernel, the launches rank 0 ran alone and those
	// co-executed (nodesched.Weighing).
	weighing map[string]nodesched.Weighing
	// KeepOutputs: the buffers launches used, by address, and where each
	// kernel's work-groups ran last (placeKey).
	tracked map[uintptr]*tracked
	nextID  int
	places  map[string][]int
	// prepared are the kernels this rank built on its devices (prepare).
	prepared map[*sycl.Kernel]bool
	// msgs keeps a message buffer for the next package's inputs, or
	// the next data sent to a peer.
	msgs spare
	// shapeBytes is, by plan shape, what packages of it move to a node
	// that holds nothing yet (packageBytes), on rank 0.
	shapeBytes map[shapeKey]map[bytesKey]int64
	// lasted is, on a node, by kernel, how long rank 0 said the kernel's
	// last launch lasted (its end command): the node's prediction of
	// the next launch's end (awaitNear). Only the calling goroutine
	// touches it: a Cluster's calls are not concurrent.
	lasted map[string]time.Duration
}

// nodeMemory is what the Director learned of a node on a kernel.
type nodeMemory struct {
	speed     float64 // work-groups per second of its local launches
	latency   float64 // seconds, one way
	bandwidth float64 // bytes per second
	full      int     // occupancy in work-groups
	smallest  int     // its smallest measured package (nodesched.Node.Smallest)
	// speedLaunch: the work-groups of the launch that measured speed
	// (nodesched.Node.SpeedLaunch).
	speedLaunch int
	// satOut and credit: it sat out the launches before, earning credit
	// seconds of probe budget (nodesched.Node.SatOut, Credit).
	satOut bool
	credit float64
	misses int // nodesched.Node.Misses
	// ran: a package of the kernel ran on the node (it is no longer
	// nodesched.Node.Fresh).
	ran bool
	// offCores: rank 0's last local launch of the kernel ran on no
	// device that computes on the host's cores (unit.offCores).
	offCores bool
}

// New makes every rank's local coexecutor.Coexecutor with the policy and
// options (its devices: coexecutor.Devices, GOSYCL_DEVICE, or every
// device found) and checks that every rank was given the same policy and
// found devices: every rank calls it, and every rank gets the same error
// naming the ranks that failed (ErrNoDevices, ErrMismatch). On rank 0
// of a job of several ranks, where the process may run on more than one
// CPU, the first New raises GOMAXPROCS by one, after its devices were
// made: the Director runs beside them (directorProc).
func New(cl *Cluster, p coexecutor.Policy, opts ...coexecutor.Option) (*Coexecutor, error) {
	if cl == nil || cl.comm == nil {
		return nil, errors.New("cluster: New on a Cluster that Init did not make")
	}
	var local *coexecutor.Coexecutor
	var lerr error
	if p == nil {
		lerr = errors.New("cluster: New with a nil policy")
	} else if local, lerr = coexecutor.New(p, localOptions(cl, opts)...); lerr != nil {
		lerr = fmt.Errorf("%w: %w", ErrNoDevices, lerr)
	} else if len(local.Devices()) == 0 {
		lerr = ErrNoDevices
	} else if cl.cfg.KeepOutputs && cl.Size() > 64 {
		lerr = fmt.Errorf("%w: Config.KeepOutputs on %d ranks: at most 64", ErrUnsupported, cl.Size())
	}
	name := ""
	if p != nil {
		name = policyName(p)
	}
	h := sha256.Sum256([]byte(fmt.Sprintf("New %s %d", name, len(opts))))
	if err := cl.agree("New", h[:], lerr); err != nil {
		if local != nil {
			local.Close()
		}
		return nil, err
	}
	nominal := []float64{1}
	var (
		fills [][2]int
		first []bool
	)
	if cl.Size() > 1 {
		fs, err := cl.exchangeNominal(local.Devices())
		if err != nil {
			local.Close()
			return nil, err
		}
		nominal, fills, first = split(fs)
	}
	if cl.Size() > 1 && cl.Rank() == 0 && runtime.NumCPU() > 1 {
		directorProc.Do(func() { runtime.GOMAXPROCS(runtime.GOMAXPROCS(0) + 1) })
	}
	return &Coexecutor{cl: cl, local: local, mem: map[string][]nodeMemory{}, weighing: map[string]nodesched.Weighing{}, devs: infos(local.Devices()),
		nominal: nominal, fills: fills, measuresFirst: first, tracked: map[uintptr]*tracked{}, places: map[string][]int{}, prepared: map[*sycl.Kernel]bool{}}, nil
}

// policyName is p.Name() for the agreement of New across ranks, "" where
// it panics (coexecutor.New has then failed with the panic as its error).
func policyName(p coexecutor.Policy) (name string) {
	defer func() { _ = recover() }()
	return p.Name()
}

// localOptions are this rank's options for its local Coexecutor: the
// user's, and on rank 0 of a job of several ranks that may run on more
// than one CPU, one processor kept from the native device while another
// rank has a package in flight (ce.away), for the Director that sends
// the packages and takes their results: a Director that shares a
// processor with a worker of the native device gets it back from the
// operating system's scheduler only at the end of the worker's time
// slice, milliseconds, at each message (the other rank waits meanwhile),
// and with every worker computing the Director takes a share of the
// workers' processors anyway. directorProc gives it a processor of the
// Go scheduler's.
func localOptions(cl *Cluster, opts []coexecutor.Option) []coexecutor.Option {
	if cl.Size() == 1 || cl.Rank() != 0 || runtime.NumCPU() == 1 {
		return opts
	}
	return append(opts[:len(opts):len(opts)], beside.Keep(1).(coexecutor.Option))
}

// away counts d packages handed to other ranks (d = 1) or back from them
// (d = -1) on rank 0: while one is in flight, the local Coexecutor's
// native device leaves the Director its processor (localOptions).
func (ce *Coexecutor) away(d int) {
	ce.awayN += d
	beside.Busy(ce.local, d)
}

// directorProc gives rank 0's Director a processor of its own: the
// native device's workers, GOMAXPROCS when the device was made, keep
// every processor busy while rank 0's package runs, and a goroutine
// that must answer another node (a reply to take, a package to send)
// would wait for one of them to be preempted, up to the Go scheduler's
// time slice. The Director sleeps but for its polls. A process that may
// run on one CPU (runtime.NumCPU, its affinity at start) has no
// processor to give: a second P there only adds the Go scheduler's
// spinning for work between the two, on the CPU the launch runs on.
var directorProc sync.Once

// occupancy is the work-groups that keep every one of the devices busy
// over a basic range (nd false) or an nd-range, as the coexecutor
// estimates a unit's (coexecutor.UnitInfo): a GPU's fill by the
// coexecutor's fill rule (nominal.FillGroups: the work-items that fill
// its compute units, in the launch's work-groups of groupItems, which
// the device runs in work-groups of localItems, 0 where the OpenCL
// implementation chooses), or its compute units × 4 where the rule has
// nothing to go on (the group size not known yet, or a GPU that reports
// no issue figures); a CPU's compute units (one work-group per core); the
// native device 1 over a basic range (it splits a work-group across its
// workers) and its workers over an nd-range (each runs a work-group of
// the user's size whole).
func occupancy(devs []sycl.DeviceInfo, nd bool, groupItems, localItems int) int {
	n := 0
	for _, d := range devs {
		cu := max(d.ComputeUnits, 1)
		native := d.Backend == sycl.BackendNative
		switch {
		case native && !nd:
			n++
		case native:
			n += cu
		case d.Type == sycl.TypeGPU:
			if f := nominal.FillGroups(cu, nominal.FillItems(d), groupItems, localItems); f > 0 {
				n += f
			} else {
				n += 4 * cu
			}
		default:
			n += cu
		}
	}
	return max(n, 1)
}

// fullFor is this rank's occupancy over plan pl's range, in its
// work-groups (plan.lws along dimension 0, the rest whole).
func (ce *Coexecutor) fullFor(pl *plan) int {
	local := 0
	if r, nd := pl.whole.(sycl.NDRange); nd {
		local = 1
		for d := 0; d < r.Local.Dims(); d++ {
			local *= r.Local.Size(d)
		}
	}
	// The native device runs an nd-range's work-groups whole only for a
	// kernel whose work-items use them (sycl.NativeLaunch).
	return occupancy(ce.devs, local > 0 && (pl.k == nil || pl.k.UsesNDItem), pl.lws*pl.inner, local)
}

func infos(devs []*sycl.Device) []sycl.DeviceInfo {
	in := make([]sycl.DeviceInfo, len(devs))
	for i, d := range devs {
		in[i] = d.Info()
	}
	return in
}

// Local is this rank's own coexecutor.
func (ce *Coexecutor) Local() *coexecutor.Coexecutor {
	if ce == nil {
		return nil
	}
	return ce.local
}

// Close releases this rank's devices and forgets the buffers it tracked
// (KeepOutputs); it does not end MPI (Cluster.Close).
func (ce *Coexecutor) Close() error {
	if err := ce.made("Close"); err != nil {
		return err
	}
	ce.untrack(nil)
	return ce.local.Close()
}

// made is the error of a call (what) on a Coexecutor that New did not
// make, nil or zero; nil for one it made.
func (ce *Coexecutor) made(what string) error {
	if ce == nil || ce.cl == nil || ce.local == nil {
		return fmt.Errorf("cluster: %s on a Coexecutor that New did not make", what)
	}
	return nil
}

// LaunchKernel co-executes kernel k with args over rng (a sycl.Range or a
// sycl.NDRange) on every node: every rank calls it with the same kernel,
// range and arguments, its own buffers. Rank 0's buffers are the launch's
// inputs and receive its outputs; the call returns on every rank when the
// launch has ended (on rank 0 once every result is in its buffers, while
// the end goes out to the others), with an error on every rank still
// answering if it failed anywhere. A launch that the other ranks sit out
// on leave (leave.go; Report.Leave) returns on them at once; a rank whose
// calls part from rank 0's during a leave fails with ErrMismatch where
// rank 0 finds it out, at the leave's end, breaking the cluster; an
// error of rank 0's devices in a leave launch is rank 0's alone. Rank
// 0's Report covers every node; the others' their own.
func (ce *Coexecutor) LaunchKernel(rng sycl.Space, k *sycl.Kernel, args ...any) (*Report, error) {
	if err := ce.made("LaunchKernel"); err != nil {
		return nil, err
	}
	seq, err := ce.cl.begin()
	if err != nil {
		return nil, err
	}
	region := trace.StartRegion(context.Background(), "cluster.plan")
	pl, perr := newPlan(k, rng, args, ce.cl.cfg.LocalSize)
	hash := []byte{0}
	name := "(nil)"
	if k != nil {
		name = k.Name
	}
	if pl != nil {
		if ce.cl.cfg.KeepOutputs {
			pl.ids = ce.track(pl)
		}
		hash = pl.hash()
	}
	region.End()
	what := "LaunchKernel of kernel " + name
	c := ce.cl.comm
	rec := record(hash, perr) // this rank's agreement record
	var back time.Time        // when the launch after a leave is predicted to start (zero: none)
	if c.Size() > 1 {
		if ce.cl.onLeave(rec) {
			return ce.runLeave(pl, perr, what, hash, rec)
		}
		back = ce.cl.backAt()
		if err := ce.cl.endLeave(); err != nil {
			return nil, err
		}
	}
	// Rank 0, back from a leave: the nodes' records are in, and the
	// rule may give a node its probe in this launch (Leave ended the
	// leave there): they are taken before rank 0 sizes its package.
	recordsFirst := !back.IsZero()
	if pl != nil && c.Size() > 1 {
		ce.prepare(pl.k)
		if c.Rank() == 0 && !ce.cl.cfg.KeepOutputs {
			pl.boundLoads() // rank 0's buffers hold the inputs
		}
	}
	switch {
	case c.Size() == 1:
		if err := ce.cl.agreeSeq(seq, what, hash, perr); err != nil {
			return nil, err
		}
		return ce.alone(pl)
	case c.Rank() != 0:
		// The record goes to rank 0, which checks it while it works; the
		// verdict comes with rank 0's first command (an abort, if any
		// rank differs or failed).
		if err := c.Send(rec, 0, tag(seq, tagUp), ce.cl.deadline()); err != nil {
			return nil, ce.cl.lost(0, what, err)
		}
		return ce.serve(seq, pl, what, hash, perr, rec, back)
	case perr != nil:
		// Rank 0 failed: every rank hears why, naming the others that
		// failed too.
		ce.cl.settle() // its verdict would be this launch's; rank 0's error stands
		v, lostErr := ce.cl.collect(seq, what, hash, perr, nil)
		ce.cl.endAll(seq, abortCmd(v), lostErr != nil)
		if lostErr != nil {
			return nil, lostErr
		}
		return nil, ce.cl.verdictError(v)
	}
	return ce.direct(seq, pl, what, hash, recordsFirst)
}

// endCmd is the command that ends a launch that succeeded after d: the
// nodes predict the kernel's next launch by it (awaitNear); and that
// grants them a leave of the next leave launches (leave.go; 0: none).
func endCmd(d time.Duration, leave int) []byte {
	w := &writer{}
	w.byte(cmdEnd)
	w.int(int(d))
	w.int(leave)
	return w.b
}

// runLeave is a launch of a leave (leave.go), like the granting one:
// on rank 0 run on its own devices, as a job of one rank runs it; on a
// node, nothing. A node whose planning failed (perr: its record of the
// granting launch carried the same error, which rank 0 learns from
// that record) fails with its error.
func (ce *Coexecutor) runLeave(pl *plan, perr error, what string, hash, rec []byte) (*Report, error) {
	me := ce.cl.Rank()
	if perr != nil {
		return nil, ce.cl.verdictError(judge(what, hash, nil, map[int][]byte{me: rec}, 0))
	}
	if me != 0 {
		return &Report{Kernel: pl.k.Name, Groups: pl.groups, Leave: true, Nodes: []NodeReport{{Rank: me}}}, nil
	}
	rep, err := ce.alone(pl)
	rep.Leave = true
	for r := 1; r < ce.cl.Size(); r++ {
		rep.Nodes = append(rep.Nodes, NodeReport{Rank: r})
	}
	return rep, err
}

// abortCmd is the command that ends a launch with the verdict v.
func abortCmd(v []byte) []byte {
	w := &writer{}
	w.byte(cmdAbort)
	w.bytes(v)
	return w.b
}

// endLater starts sending a launch's end (cmd) to every other rank,
// so that rank 0 returns as soon as its results are in its buffers: the
// sends are MPI's non-blocking ones, which an end of a few bytes
// completes at once or at the next poll, and the next collective call,
// and Close, complete them (ended) and fail if a rank was lost in them.
// late holds the ranks whose records the launch ended without: their
// end carries hash (endFor).
func (cl *Cluster) endLater(seq int, cmd, hash []byte, late map[int]bool) {
	sends := cl.startEnd(seq, func(r int) []byte { return endFor(cmd, hash, late[r]) })
	cl.mu.Lock()
	cl.ending = sends
	cl.mu.Unlock()
}

// ended completes the sends of the last launch's end endLater started,
// if any.
func (cl *Cluster) ended() {
	cl.mu.Lock()
	sends := cl.ending
	cl.ending = nil
	cl.mu.Unlock()
	cl.waitEnds(sends)
}

// endAll sends cmd to every other rank, rank 0's last command of a
// launch; after a lost rank, without waiting for the sends.
func (cl *Cluster) endAll(seq int, cmd []byte, lost bool) {
	sends := cl.startEnd(seq, func(int) []byte { return cmd })
	if !lost {
		cl.waitEnds(sends)
	}
}

// endSend is the send of a launch's last command to one rank.
type endSend struct {
	rank int
	req  *mpi.Request
}

// startEnd starts sending cmd(r), a launch's last command, to each other
// rank r (its buffer stays pinned until the send completes); a rank
// whose send cannot start is lost.
func (cl *Cluster) startEnd(seq int, cmd func(r int) []byte) []endSend {
	sends := make([]endSend, 0, cl.Size()-1)
	for r := 1; r < cl.Size(); r++ {
		req, err := cl.comm.Isend(cmd(r), r, tag(seq, tagCmd))
		if err != nil {
			cl.lost(r, "the end of a launch", err)
			continue
		}
		sends = append(sends, endSend{r, req})
	}
	return sends
}

// waitEnds completes sends; a rank lost in them breaks the cluster, and
// the sends after it are left to MPI.
func (cl *Cluster) waitEnds(sends []endSend) {
	for _, s := range sends {
		if err := s.req.Wait(cl.deadline()); err != nil {
			cl.lost(s.rank, "the end of a launch", err)
			return
		}
	}
}

// Prepare builds kernel k's program on this rank's devices now (Queue.
// Prepare on each), so that no launch waits for a compiler: every rank's
// first LaunchKernel of a kernel does it anyway, before the rank joins
// the launch, so call it (on any rank; it involves no other) only to
// keep the builds out of a launch's time. The error names the devices
// whose build failed; a kernel already built returns at once.
func (ce *Coexecutor) Prepare(k *sycl.Kernel) error {
	if err := ce.made("Prepare"); err != nil {
		return err
	}
	if k == nil {
		return errors.New("cluster: Prepare(nil)")
	}
	ce.mu.Lock()
	ce.prepared[k] = true
	ce.mu.Unlock()
	devs := ce.local.Devices()
	errs := make([]error, len(devs))
	var wg sync.WaitGroup
	for i, d := range devs {
		if d.IsNative() {
			continue // nothing to build
		}
		wg.Go(func() {
			q, err := sycl.NewQueueOn(d)
			if err == nil {
				err = q.Prepare(k) // programs are cached per device
				q.Close()
			}
			if err != nil {
				errs[i] = fmt.Errorf("%s: %w", d.Name(), err)
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("cluster: rank %d: building kernel %s: %w", ce.cl.Rank(), k.Name, err)
	}
	return nil
}

// prepare is Prepare the first time the rank launches k, before its
// agreement record goes to rank 0 (before rank 0's Director starts, on
// rank 0): a node gets no package before its record, so no package waits
// for a build and no round trip counts one (a build would read as
// network time in the node's latency). What builds cannot warm (an
// OpenCL implementation's compile at the first enqueue of a work-group
// size, the local guard's first launch) the node's first package pays,
// which the Director does not measure (nodesched.Node.Fresh). A build
// that fails is not reported here: the launch reports it, as without.
func (ce *Coexecutor) prepare(k *sycl.Kernel) {
	ce.mu.Lock()
	done := ce.prepared[k]
	ce.mu.Unlock()
	if !done {
		_ = ce.Prepare(k)
	}
}

// alone runs a launch of a one-rank job on the local devices.
func (ce *Coexecutor) alone(pl *plan) (*Report, error) {
	defer trace.StartRegion(context.Background(), "cluster.local").End()
	start := time.Now()
	lrep, err := ce.local.LaunchKernel(pl.whole, pl.k, pl.args...)
	rep := &Report{Kernel: pl.k.Name, Groups: pl.groups, Time: time.Since(start)}
	rep.Nodes = []NodeReport{{Rank: 0, Packages: 1, Groups: pl.groups, Busy: rep.Time, T: rep.Time, Local: lrep}}
	if err != nil {
		return rep, fmt.Errorf("%w: rank 0: %w", ErrNodeFailed, err)
	}
	return rep, nil
}

// runLocal runs work-groups [g0, g1) of the launch on this rank's devices.
func (ce *Coexecutor) runLocal(pl *plan, g0, g1 int) (*coexecutor.Report, time.Duration, error) {
	defer trace.StartRegion(context.Background(), "cluster.local").End()
	lo, hi := pl.items(g0, g1)
	var sl sycl.Slice
	switch r := pl.whole.(type) {
	case sycl.Range:
		sl = r.Slice(lo, hi)
	case sycl.NDRange:
		sl = r.Slice(lo, hi)
	}
	start := time.Now()
	var rep *coexecutor.Report
	var err error
	if g0 == 0 && g1 == pl.groups {
		// The whole launch, as a one-rank job runs it.
		rep, err = ce.local.LaunchKernelContext(context.Background(), pl.whole, pl.k, pl.args...)
	} else {
		rep, err = ce.local.LaunchKernelContext(context.Background(), sl, pl.k, pl.args...)
	}
	return rep, time.Since(start), err
}

// serve is a node's side of a launch: run the packages rank 0 sends
// until it ends the launch. pl is nil where the node could not plan the
// launch (perr): rank 0, told so by the node's record, aborts it, or,
// where it ended the launch before the record came, sends the launch's
// hash with its end, and the node fails the launch itself (lateEnd), as
// it does where its hash differs from rank 0's.
//
// back is when the node predicts rank 0 to start the launch, where the
// node comes from a leave (leave.go), which rank 0 has yet to run: the
// node predicts the end from then (awaitNear).
func (ce *Coexecutor) serve(seq int, pl *plan, what string, hash []byte, perr error, rec []byte, back time.Time) (*Report, error) {
	c, me := ce.cl.comm, ce.cl.Rank()
	rep := &Report{}
	if pl != nil {
		rep.Kernel, rep.Groups = pl.k.Name, pl.groups
	}
	nr := NodeReport{Rank: me, Sent: int64(len(rec))}
	start := time.Now()
	// Reductions start from the identity on every package: rank 0
	// combines the partials.
	ids := map[int][]byte{}
	if pl != nil {
		for i, r := range pl.red {
			if r {
				ids[i] = pl.identity(i)
			}
		}
	}
	// The package runs on a goroutine of its own, so that the node
	// still answers rank 0's commands (another node's request for the
	// elements it holds) while it computes.
	running := false
	// endDue: when the end is due, once rank 0 released the node
	// (release.go) at releasedAt.
	var endDue, releasedAt time.Time
	// predicted: the end the kernel's last launch predicts, where the
	// node knows how long it lasted (awaitNear); none beyond the
	// timeout, so that a node waits no longer than that for a rank 0
	// that stopped answering, as it does for any command.
	var predicted time.Time
	if pl != nil {
		if d, ok := ce.lasted[pl.k.Name]; ok && d < ce.cl.cfg.timeout() {
			predicted = start.Add(d)
			if back.After(start) {
				predicted = back.Add(d)
			}
		}
	}
	// got: when the package in flight's command came.
	var got time.Time
	done := make(chan reply, 1)
	defer func() {
		if running {
			<-done // a package cannot be stopped
		}
		rep.Time = time.Since(start)
		rep.Nodes = []NodeReport{nr}
	}()
	finish := func(r reply) error {
		running = false
		r.node = time.Since(got).Nanoseconds()
		out := r.encode()
		nr.Sent += int64(len(out))
		nr.Data += chunkBytes(r.out) + chunkBytes(r.partial)
		if err := c.Send(out, 0, tag(seq, tagReply), ce.cl.deadline()); err != nil {
			return ce.cl.lost(0, what, err)
		}
		nr.T = time.Since(start)
		return nil
	}
	for {
		if running {
			found, _, _, err := c.Iprobe(0, tag(seq, tagCmd))
			if err != nil {
				return rep, ce.cl.lost(0, what, err)
			}
			if !found {
				tm := time.NewTimer(ce.cl.quantum)
				select {
				case r := <-done:
					tm.Stop()
					if err := finish(r); err != nil {
						return rep, err
					}
				case <-tm.C:
				}
				continue
			}
		}
		if !endDue.IsZero() {
			// Released: the end is due then.
			if err := ce.cl.awaitFrom(0, tag(seq, tagCmd), releasedAt, endDue); err != nil {
				return rep, ce.cl.lost(0, what, err)
			}
			endDue = time.Time{}
		} else if !running && !predicted.IsZero() {
			if err := ce.cl.awaitNear(0, tag(seq, tagCmd), predicted); err != nil {
				return rep, ce.cl.lost(0, what, err)
			}
		}
		msg, _, err := c.RecvMsg(0, tag(seq, tagCmd), ce.cl.deadline())
		if err != nil {
			return rep, ce.cl.lost(0, what, err)
		}
		nr.Received += int64(len(msg))
		rd := &reader{b: msg}
		switch rd.byte() {
		case cmdKeepAlive:
			continue
		case cmdRelease:
			if in := rd.int(); rd.err == nil && in >= 0 {
				releasedAt = time.Now()
				endDue = releasedAt.Add(time.Duration(in))
			}
			nr.Released = time.Since(start)
			continue
		case cmdEnd:
			if running {
				return rep, fmt.Errorf("cluster: rank %d: rank 0 ended the launch while this rank's package ran", me)
			}
			// The launch's length, the node's prediction of the
			// kernel's next launch.
			d, leave := time.Duration(rd.int()), rd.int()
			if rd.err != nil {
				return rep, rd.err
			}
			if pl != nil && d > 0 {
				if ce.lasted == nil {
					ce.lasted = map[string]time.Duration{}
				}
				ce.lasted[pl.k.Name] = d
			}
			// The leave rank 0 granted (leave.go): the next launches
			// return at once, whatever this one's verdict, as rank 0
			// runs them without this rank.
			ce.cl.grantLeave(seq, leave, d, rec, what)
			// Where rank 0 ended the launch before this rank's record
			// came, the end carries rank 0's hash, and this rank judges
			// its own agreement (late.go).
			return rep, lateEnd(what, me, hash, perr, rd.b)
		case cmdAbort:
			return rep, ce.cl.verdictError(rd.bytes())
		case cmdPackage, cmdSend:
		default:
			return rep, fmt.Errorf("cluster: rank %d: a command of unknown kind from rank 0", me)
		}
		if pl == nil {
			return rep, fmt.Errorf("cluster: rank %d: a command of a launch it could not plan (rank 0 sent one after this rank's error)", me)
		}
		if msg[0] == cmdSend {
			sc := decodeSend(rd, pl, c.Size())
			if rd.err != nil {
				return rep, rd.err
			}
			data := ce.sendData(pl, sc.spans)
			nr.Sent += int64(len(data))
			if err := c.Send(data, sc.dest, tag(seq, tagData), ce.cl.deadline()); err != nil {
				return rep, ce.cl.lost(sc.dest, what, err)
			}
			ce.msgs.keep(data)
			continue
		}
		if running {
			return rep, fmt.Errorf("cluster: rank %d: a package while its last one runs", me)
		}
		got = time.Now()
		cmd := decodePackage(rd, pl, c.Size())
		if rd.err != nil {
			return rep, rd.err
		}
		nr.Data += chunkBytes(cmd.in)
		// The elements its peers send (KeepOutputs).
		var peerErr error
		for _, q := range cmd.peers {
			m, _, err := c.RecvMsg(q, tag(seq, tagData), ce.cl.deadline())
			if err != nil {
				return rep, ce.cl.lost(q, what, err)
			}
			nr.Received += int64(len(m))
			cs, err := decodeData(m, pl)
			if err != nil && peerErr == nil {
				peerErr = fmt.Errorf("rank %d's elements: %w", q, err)
			}
			nr.Data += chunkBytes(cs)
			cmd.in = append(cmd.in, cs...)
		}
		if peerErr == nil {
			peerErr = ce.stage(pl, cmd, ids)
		}
		if peerErr != nil {
			if err := finish(reply{err: peerErr.Error()}); err != nil {
				return rep, err
			}
			continue
		}
		running = true
		go func() { done <- ce.runPackage(pl, cmd, ids, &nr) }()
		// The package's goroutine starts on this processor now, not when
		// this loop next blocks or an idle processor takes it
		// (startLocal).
		runtime.Gosched()
	}
}

// sendData is the data message of the elements of spans: an error's
// text (empty when they could be read), then the chunks.
func (ce *Coexecutor) sendData(pl *plan, spans []span) []byte {
	var v views
	defer v.close()
	var cs []chunk
	for _, s := range spans {
		b, err := v.read(pl.bufs[s.arg], s.off, s.n)
		if err != nil {
			w := &writer{}
			w.bytes([]byte(err.Error()))
			w.chunks(nil)
			return w.b
		}
		cs = append(cs, chunk{s, b})
	}
	w := &writer{b: ce.msgs.take(8 + chunksLen(cs))}
	w.bytes(nil)
	w.chunks(cs)
	return w.b
}

// decodeData reads a data message.
func decodeData(m []byte, pl *plan) ([]chunk, error) {
	rd := &reader{b: m}
	e := rd.bytes()
	cs := rd.chunks(pl)
	if rd.err != nil {
		return nil, rd.err
	}
	if len(e) > 0 {
		return nil, errors.New(string(e))
	}
	return cs, nil
}

// stage writes a package's inputs, and the reductions' and atomic
// memory's starting values, into the node's buffers. It runs before
// the node takes its next command: rank 0 counts the node as holding
// what the package brought from then on, and may ask it to send that.
func (ce *Coexecutor) stage(pl *plan, cmd pkgCmd, ids map[int][]byte) error {
	if cmd.g0 < 0 || cmd.g1 > pl.groups || cmd.g0 >= cmd.g1 {
		return fmt.Errorf("cluster: package of work-groups [%d,%d) outside the launch's %d", cmd.g0, cmd.g1, pl.groups)
	}
	for _, c := range cmd.in {
		if err := pl.bufs[c.arg].write(c.off, c.data); err != nil {
			return err
		}
	}
	for i, id := range ids {
		if err := pl.bufs[i].write(0, id); err != nil {
			return err
		}
	}
	for i, pv := range pl.priv {
		if pv {
			if err := pl.bufs[i].write(0, pl.identities(i)); err != nil {
				return err
			}
		}
	}
	return nil
}

// runPackage runs a staged package and reads what goes back to rank 0.
func (ce *Coexecutor) runPackage(pl *plan, cmd pkgCmd, ids map[int][]byte, nr *NodeReport) reply {
	fail := func(err error) reply { return reply{err: err.Error()} }
	lrep, d, err := ce.runLocal(pl, cmd.g0, cmd.g1)
	if err != nil {
		return fail(err)
	}
	nr.Packages++
	nr.Groups += cmd.g1 - cmd.g0
	nr.Busy += d
	nr.Local = lrep
	r := reply{compute: d.Nanoseconds(), full: ce.fullFor(pl)}
	lo, hi := pl.items(cmd.g0, cmd.g1)
	outs, err := pl.outputs(lo, hi)
	if err != nil {
		return fail(err)
	}
	if ce.cl.cfg.KeepOutputs {
		outs = nil // they stay here
	}
	for _, s := range outs {
		b, err := pl.bufs[s.arg].read(s.off, s.n)
		if err != nil {
			return fail(err)
		}
		r.out = append(r.out, chunk{s, b})
	}
	for i := range ids {
		b, err := pl.bufs[i].read(0, 1)
		if err != nil {
			return fail(err)
		}
		r.partial = append(r.partial, chunk{span{i, 0, 1}, b})
	}
	for i, pv := range pl.priv {
		if pv {
			b, err := pl.bufs[i].read(0, pl.bufs[i].n)
			if err != nil {
				return fail(err)
			}
			r.partial = append(r.partial, chunk{span{i, 0, pl.bufs[i].n}, b})
		}
	}
	return r
}
