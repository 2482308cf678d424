package cluster

// This file holds rank 0's Director: the loop that hands node packages to
// the nodes through the node-level guard, and gathers their results.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"runtime/trace"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/internal/nodesched"
	"github.com/gosycl/gosycl/internal/mpi"
	"github.com/gosycl/gosycl/sycl"
)

// unit is a node as the Director sees it during a launch.
type unit struct {
	rank int
	*nodesched.Node
	ready bool // its agreement record came and matched
	// released: it was told that the launch has no more work for it
	// (release).
	released bool

	// The package in flight, if any (Node.Busy).
	g0, g1   int
	sent     time.Time
	deadline time.Time
	inBytes  int64
	lastSeen time.Time // the last command or reply
	// The work-groups and busy time of its measured packages (not its
	// first of the kernel: nodesched.Node.Fresh).
	mGroups int
	mBusy   time.Duration
	// held are the input spans the node received in this launch: the
	// inputs do not change during a launch, so a span it holds is not
	// sent again (an input read whole goes once per launch).
	held []span
	// offCores: rank 0's last local launch of the kernel ran packages
	// only on devices that do not compute on the host's cores (GPUs):
	// a pass beside its next one takes no processor from it
	// (agreeAfter).
	offCores bool

	rep NodeReport
}

// localDone is the end of a package on rank 0's own devices.
type localDone struct {
	rep *coexecutor.Report
	d   time.Duration
	err error
}

// direct is rank 0's side of a launch. The other ranks' agreement
// records arrive while it works: a rank gets work once its record
// matches rank 0's hash, and the launch ends, with every record in, or
// fails on every rank when one differs or carries an error. The records
// that are in are taken before rank 0's first package where
// recordsFirst (the launch after a leave), else once it is out.
func (ce *Coexecutor) direct(seq int, pl *plan, what string, hash []byte, recordsFirst bool) (rep *Report, err error) {
	c := ce.cl.comm
	n := ce.cl.Size()
	start := time.Now()
	setup := trace.StartRegion(context.Background(), "cluster.setup")
	now := func() float64 { return time.Since(start).Seconds() }
	rep = &Report{Kernel: pl.k.Name, Groups: pl.groups}

	// What earlier launches of the kernel measured.
	ce.mu.Lock()
	mem := ce.mem[pl.k.Name]
	weighing := ce.weighing[pl.k.Name]
	ce.mu.Unlock()
	units := make([]*unit, n)
	sched := &nodesched.Launch{Groups: pl.groups, Nodes: make([]*nodesched.Node, n), Horizon: ce.cl.cfg.timeout().Seconds(),
		ProbeShare: coexecutor.DefaultProbeShare}
	powers := ce.powers(n)
	nd := pl.ndIndex()
	for r := range units {
		// A node that has run no package of the kernel is Fresh: its
		// first one pays its devices' first enqueues; not one whose
		// first package measures it (figures.measuresFirst).
		first := r < len(ce.measuresFirst) && ce.measuresFirst[r]
		u := &unit{rank: r, lastSeen: start, Node: &nodesched.Node{Power: powers[r], Fresh: !first}}
		u.Latency, u.Bandwidth = ce.cl.cfg.latency(), ce.cl.cfg.bandwidth()
		if r < len(ce.fills) { // its fill as it stated it at New
			u.Full = ce.fills[r][nd]
		}
		if r == 0 { // rank 0's own devices: no network
			u.Latency, u.Bandwidth, u.Full, u.ready = 0, math.Inf(1), ce.fullFor(pl), true
		}
		if r < len(mem) && mem[r].speed > 0 {
			u.Speed, u.Latency, u.Bandwidth, u.Full, u.Smallest = mem[r].speed, mem[r].latency, mem[r].bandwidth, mem[r].full, mem[r].smallest
			u.SpeedLaunch = mem[r].speedLaunch
		}
		if r < len(mem) {
			u.SatOut, u.Credit, u.Misses, u.Fresh = mem[r].satOut, mem[r].credit, mem[r].misses, !mem[r].ran && !first
			u.offCores = mem[r].offCores
		}
		u.rep.Rank = r
		units[r] = u
		sched.Nodes[r] = u.Node
	}
	// Co-executed launches of the kernel that measured slower than rank
	// 0's alone keep the other nodes out (nodesched's weigh.go).
	sched.Weigh(weighing)
	// A package's bytes, remembered through the launch: the guard asks
	// for the same ones often, and they change only as a node's held
	// spans grow. Those of a node that holds nothing yet are the plan's
	// alone, and are remembered for the launches of its shape
	// (packageBytes).
	known := map[bytesKey]int64{}
	sk := shapeKey{pl.k, string(hash)}
	shape := ce.packageBytes(pl, sk)
	defer ce.keepBytes(sk, shape)
	sched.Bytes = func(i, g0, g1 int) int64 {
		k := bytesKey{i, g0, g1, len(units[i].held)}
		m := known
		if k.held == 0 && shape != nil {
			m = shape
		}
		b, ok := m[k]
		if !ok {
			b = ce.bytes(pl, units[i], g0, g1)
			m[k] = b
		}
		return b
	}
	// KeepOutputs: packages go where the kernel's work-groups ran last.
	res := ce.cl.cfg.KeepOutputs
	var place *nodesched.Placement
	if res {
		ce.mu.Lock()
		place = nodesched.NewPlacement(pl.groups, ce.places[placeKey(pl)])
		ce.mu.Unlock()
		sched.Bytes = func(i, g0, g1 int) int64 {
			a, b := place.Place(i, g1-g0)
			return ce.residentBytes(pl, i, a, b)
		}
	}

	// holdUntil: while not zero, rank 0 waits until then for a late
	// node's record before it takes a package of its fill (rest); held:
	// it has waited so in this launch, which it does once.
	var holdUntil time.Time
	held := false
	// The agreement records, checked as they arrive. Those of ranks
	// that get no work may come after the launch ends (late.go); the
	// records the last launch ended without (late) are taken in this
	// one, which does not end without them.
	records := map[int][]byte{}
	pending := n - 1
	owing := ce.cl.owing()
	checkLate := func() error {
		for len(owing) > 0 {
			got, e := ce.cl.takeLate(owing[0], false)
			if got {
				owing = owing[1:]
			}
			if e != nil || !got {
				return e
			}
		}
		return nil
	}
	checkRecords := func() error {
		for pending > 0 {
			found, src, _, e := c.Iprobe(mpi.AnySource, tag(seq, tagUp))
			if e != nil {
				return e
			}
			if !found {
				return nil
			}
			m, _, e := c.RecvMsg(src, tag(seq, tagUp), ce.cl.deadline())
			if e != nil {
				return ce.cl.lost(src, what, e)
			}
			if _, dup := records[src]; dup || src <= 0 || src >= n {
				return fmt.Errorf("cluster: rank %d sent two agreement records for one launch", src)
			}
			records[src] = m
			pending--
			holdUntil = time.Time{}
			units[src].rep.Joined = time.Since(start)
			units[src].rep.Received += int64(len(m))
			if !bytes.Equal(m, hash) {
				// It differs or failed: every rank hears the verdict.
				v, lostErr := ce.cl.collect(seq, what, hash, nil, records)
				if lostErr != nil {
					return lostErr
				}
				return ce.cl.verdictError(v)
			}
			units[src].ready = true
		}
		return nil
	}

	// The arguments the kernel reads and writes, as rank 0 holds them
	// before its own packages write its buffers: taken before rank 0's
	// first package unless that package is the whole launch (no other
	// node gets work), or at the first package of another node while
	// rank 0 runs none. The others are read when a package needs them:
	// inputs the kernel only reads do not change during the launch, and
	// a package needs of an output it only writes the elements it
	// writes, which rank 0's packages do not.
	var snap map[int][]byte
	takeSnap := func() error {
		if snap != nil {
			return nil
		}
		snap = map[int][]byte{}
		for i, b := range pl.bufs {
			if b != nil && pl.in[i] && pl.readWrite(i) {
				var err error
				if snap[i], err = b.read(0, b.n); err != nil {
					return fmt.Errorf("cluster: kernel %s: reading argument %s: %w", pl.k.Name, pl.k.Params[i].Name, err)
				}
			}
		}
		return nil
	}
	// Rank 0's packages but a whole launch run on a goroutine of their
	// own (local), started with the first.
	var localReq chan [2]int
	localRes := make(chan localDone, 1)

	// ready waits for rank r's record (KeepOutputs: a rank is asked to
	// send its elements only once its record matched).
	ready := func(r int) error {
		for !units[r].ready {
			if e := checkRecords(); e != nil {
				return e
			}
			if e := ce.overdue(seq, units, what); e != nil {
				return e
			}
		}
		return nil
	}
	localDoneAt := func(d localDone) error {
		u := units[0]
		u.Busy = false
		if d.err != nil {
			return fmt.Errorf("%w: rank 0, work-groups [%d,%d): %w", ErrNodeFailed, u.g0, u.g1, d.err)
		}
		u.rep.Local = d.rep
		u.offCores = offCores(d.rep, ce.devs)
		ce.measured(u, pl.groups, d.d, d.d, 0, time.Since(start))
		if res {
			return ce.wrote(pl, 0, u.g0, u.g1)
		}
		return nil
	}
	// agree takes the nodes' agreement records, releases their nodes
	// and looks for lost ones until every record is in, one fails, or
	// stop closes: the Director's work while rank 0 runs a whole launch
	// on its goroutine (local), where no node gets a package, from a
	// look's time into a launch long enough for it to pay
	// (agreeAfter). It looks for a missing record as pause
	// does (recordLook), and counts its passes and their time in passes
	// and passTime. The Director reads nothing of what it changes until
	// it returns.
	var passes int
	var passTime time.Duration
	agree := func(stop <-chan struct{}) error {
		for {
			t := time.Now()
			passes++
			err := checkRecords()
			if err == nil {
				err = ce.release(seq, units, true, now(), start, what)
			}
			if err == nil && pending > 0 {
				err = ce.overdue(seq, units, what)
			}
			passTime += time.Since(t)
			if err != nil || pending == 0 {
				return err
			}
			tm := time.NewTimer(ce.recordLook(now()))
			select {
			case <-stop:
				tm.Stop()
				return nil
			case <-tm.C:
			}
		}
	}
	// local hands rank 0's devices work-groups [g0, g1): to the
	// goroutine that runs them while the Director goes on, or, where
	// they are the whole launch, here. Then no other node gets work in
	// the launch: all that remains to do while rank 0's package runs is
	// to take the nodes' records and release their nodes, which a
	// goroutine does meanwhile (agree), and the hand-off of the
	// package to a goroutine and of its end back, on the launch's
	// critical path, is spared.
	local := func(g0, g1 int) error {
		if g0 == 0 && g1 == pl.groups {
			// The records that are in are taken first: where every
			// one is, no goroutine runs beside the launch (a node
			// not released sees the end when the kernel's last
			// launch predicts it: awaitNear). Otherwise the
			// goroutine starts a look's time into a launch long
			// enough for it to pay, and once a shorter one has run
			// that long (agreeAfter): a launch that ends first
			// takes its records after it, or in the next launch
			// (late.go), with no goroutine beside it on rank 0's
			// processors.
			if e := checkRecords(); e != nil {
				return e
			}
			if pending == 0 {
				if ce.passPays().Seconds() <= units[0].Due-now() {
					if e := ce.release(seq, units, true, now(), start, what); e != nil {
						return e
					}
				}
				lrep, d, err := ce.runLocal(pl, g0, g1)
				return localDoneAt(localDone{lrep, d, err})
			}
			stop, agreed := make(chan struct{}), make(chan error, 1)
			tm := time.AfterFunc(ce.agreeAfter(units[0], now()), func() { agreed <- agree(stop) })
			lrep, d, err := ce.runLocal(pl, g0, g1)
			close(stop)
			var aerr error
			if !tm.Stop() {
				aerr = <-agreed
				ce.passes += passes
				ce.passTime += passTime
			}
			if e := localDoneAt(localDone{lrep, d, err}); e != nil {
				return e
			}
			return aerr
		}
		if localReq == nil {
			localReq = make(chan [2]int)
			go func() {
				for g := range localReq {
					lrep, d, err := ce.runLocal(pl, g[0], g[1])
					localRes <- localDone{lrep, d, err}
				}
			}()
		}
		startLocal(localReq, g0, g1)
		return nil
	}
	rs := &resident{seq: seq, pl: pl, units: units, ready: ready, what: what}
	dispatch := func(u *unit, g0, g1 int) error {
		defer trace.StartRegion(context.Background(), "cluster.handout").End()
		t := time.Now()
		if res {
			ce.busy(sched, u, g0, g1, now())
			if u.rank == 0 {
				lo, hi := pl.items(g0, g1)
				spans, e := pl.inputs(lo, hi)
				if e == nil {
					e = ce.fetchTo0(rs, spans)
				}
				rep.Phases.Inputs += time.Since(t)
				if e != nil {
					return e
				}
				return local(g0, g1)
			}
			e := ce.dispatchResident(rs, u, g0, g1)
			rep.Phases.Inputs += time.Since(t)
			return e
		}
		if u.rank != 0 || g0 > 0 || g1 < pl.groups {
			if err := takeSnap(); err != nil {
				return err
			}
		}
		err := ce.dispatch(seq, pl, sched, u, g0, g1, snap, now(), local)
		if u.rank != 0 || g0 > 0 || g1 < pl.groups {
			rep.Phases.Inputs += time.Since(t)
		}
		return err
	}

	var results []reply
	// sweep takes what the other ranks have sent, without waiting: their
	// records, the records the last launch ended without, and every
	// reply that is in; took tells whether it took any. Each count moves
	// one way only (pending and owing down, results up), so each is
	// compared alone: a record and a reply taken in one sweep leave their
	// sum as it was.
	sweep := func() (took bool, err error) {
		p0, o0, r0 := pending, len(owing), len(results)
		if pending > 0 {
			err = checkRecords()
		}
		if err == nil {
			err = checkLate()
		}
		for err == nil {
			var found bool
			var src int
			if found, src, _, err = c.Iprobe(mpi.AnySource, tag(seq, tagReply)); err != nil || !found {
				break
			}
			err = ce.received(seq, pl, units[src], what, start, &results)
		}
		return pending != p0 || len(owing) != o0 || len(results) != r0, err
	}
	next := 0
	// awaited tells whether another rank's message matters: while it may
	// end a package, a record the last launch ended without until it
	// comes, and a record of this one while work is left (a node gets
	// work, or is released, only once its record is in).
	awaited := func() bool {
		return anyBusy(units[1:]) || len(owing) > 0 || (pending > 0 && next < pl.groups)
	}
	noted := make([]string, n) // per rank, the guard's last note (Size)
	fail := func(e error) error {
		if err == nil {
			err = e
		}
		return err
	}
	defer func() {
		defer trace.StartRegion(context.Background(), "cluster.end").End()
		if localReq != nil {
			close(localReq)
		}
		if units[0].Busy {
			<-localRes // a package on rank 0 cannot be stopped
		}
		// The packages of a launch that failed may be out still: the
		// next launch keeps no processor for them.
		ce.away(-ce.awayN)
		if err == nil {
			t := time.Now()
			err = ce.apply(pl, results)
			rep.Phases.Outputs = time.Since(t)
		}
		// End the launch on every node still answering: an abort before
		// rank 0 returns, the end of a launch that succeeded while it
		// returns (its results are in its buffers).
		d := time.Since(start)
		cmd := endCmd(d, 0)
		var owed map[int]bool // the ranks whose records it ended without
		if err != nil {
			cmd = abortCmd(ce.cl.abortVerdict(err))
			ce.cl.endAll(seq, cmd, errors.Is(err, ErrRankLost))
			// The records the last launch ended without, still owed
			// where this one failed before it took them.
			ce.cl.owe(owing)
		} else {
			// The ranks whose records have not come got no work: the
			// launch ends without them, and the next call takes them
			// (late.go).
			var recs []lateRecord
			for _, u := range units[1:] {
				if !u.ready {
					if owed == nil {
						owed = map[int]bool{}
					}
					owed[u.rank], u.rep.Late = true, true
					recs = append(recs, lateRecord{rank: u.rank, seq: seq, hash: hash, what: what, due: time.Now().Add(ce.cl.cfg.timeout())})
				}
			}
			ends := make([]float64, len(units))
			for r, u := range units {
				ends[r] = u.rep.T.Seconds()
			}
			sched.Record(&weighing, d.Seconds())
			span := sched.Work(ends)
			sched.End(span)
			// Where every node sat the launch out, the launches the
			// rule is sure to keep them all out of are a leave
			// (leave.go): the records this launch ended without are
			// taken after it, with the leave's.
			leave := 0
			if !anyRan(units[1:]) {
				if leave = sched.Leave(weighing, span, ce.cl.cfg.leaveFor(ce.cl.cfg.maxLeave(), d)); leave > 0 {
					sched.SitOut(leave, span)
					cmd = endCmd(d, leave)
				}
			}
			ce.cl.endLater(seq, cmd, hash, owed)
			ce.cl.grantLeave(seq, leave, d, hash, what)
			ce.cl.owe(recs)
		}
		rep.Time = time.Since(start)
		for _, u := range units {
			if u.rank != 0 {
				u.rep.Sent += int64(len(endFor(cmd, hash, owed[u.rank])))
			}
			u.rep.Speed, u.rep.Bandwidth = u.Speed, u.Bandwidth
			rep.Nodes = append(rep.Nodes, u.rep)
		}
		if err == nil {
			ce.remember(pl.k.Name, units, weighing)
			if res {
				ce.mu.Lock()
				ce.places[placeKey(pl)] = place.Ran()
				ce.mu.Unlock()
			}
		}
	}()

	setup.End()
	if res {
		// Reductions and atomic memory combine in rank 0's buffers:
		// they come to rank 0 whole first, and only rank 0 holds them
		// after.
		var whole []span
		for i, b := range pl.bufs {
			if b != nil && (pl.red[i] || pl.priv[i]) {
				whole = append(whole, span{i, 0, b.n})
			}
		}
		if e := ce.fetchTo0(rs, whole); e != nil {
			return rep, fail(e)
		}
		for _, w := range whole {
			ce.holdersOf(pl, w.arg).wrote(0, w.n, 0)
		}
	}
	looked := false // the records were looked for in the launch's loop
	if recordsFirst {
		looked = true
		if e := checkRecords(); e != nil {
			return rep, fail(e)
		}
	}
	for next < pl.groups || anyBusy(units) || len(owing) > 0 {
		// Hand out work to every idle node the guard lets take some;
		// retry: when a node refused may be given work though nothing
		// else happens (nodesched.Launch.Retry), seconds into the launch.
		retry := math.Inf(1)
		for _, u := range units {
			if u.rank == 1 && pending > 0 && !looked {
				// The records that came are taken once rank 0's own
				// package is out, off its critical path: where it is
				// the whole launch, a goroutine takes them while it
				// runs (agree).
				looked = true
				if e := checkRecords(); e != nil {
					return rep, fail(e)
				}
			}
			if u.Busy || !u.ready || next >= pl.groups {
				continue
			}
			sized := trace.StartRegion(context.Background(), "cluster.size")
			g, note := sched.Size(u.rank, next, now())
			sized.End()
			if note != "" && note != noted[u.rank] {
				// Once while it stands: a node asked again says the same.
				rep.Notes = append(rep.Notes, fmt.Sprintf("rank %d: %s", u.rank, note))
			}
			noted[u.rank] = note
			if g == 0 {
				retry = math.Min(retry, sched.Retry(u.rank, next, now()))
				continue
			}
			g0, g1 := next, next+g
			if res {
				if g0, g1 = place.Package(sched, u.rank, next, g); g1 <= g0 {
					continue
				}
				place.Take(u.rank, g0, g1)
			}
			if e := dispatch(u, g0, g1); e != nil {
				return rep, fail(e)
			}
			next += g1 - g0
		}
		if next < pl.groups && !anyBusy(units) {
			// Nobody may take work by the rule, nothing is in flight:
			// the node predicted to end the rest first takes it all.
			// Where that node, or one predicted to end the rest sooner
			// (by its Power, if its speed is unknown), has not sent
			// its record yet, rank 0 waits for it as long as one
			// package of its own fill is predicted to take (holdUntil;
			// not at all while its speed is unknown; once a launch, so
			// that a node that never answers costs at most that wait
			// before the timeout finds it lost), then takes one and
			// looks again: the node takes the rest once its record
			// comes, as a late unit joins a local launch late.
			r, g, late := rest(sched, units, next, now())
			if late && !held {
				held = true
				holdUntil = time.Now().Add(time.Duration(sched.FillTime(0, next, now()) * float64(time.Second)))
			}
			if !late || holdUntil.IsZero() || !time.Now().Before(holdUntil) {
				holdUntil = time.Time{}
				u := units[r]
				g0, g1 := next, next+g
				if res {
					g0, g1 = place.Package(sched, u.rank, next, g)
					place.Take(u.rank, g0, g1)
				}
				if e := dispatch(u, g0, g1); e != nil {
					return rep, fail(e)
				}
				next += g1 - g0
			}
		}
		// Tell every node that has nothing more to do in the launch so,
		// with the launch's predicted end: it waits for the end command
		// without polling until shortly before it.
		if e := ce.release(seq, units, next >= pl.groups, now(), start, what); e != nil {
			return rep, fail(e)
		}
		remote := awaited()
		if !remote && !units[0].Busy {
			break
		}
		if !remote && math.IsInf(retry, 1) {
			// Only rank 0's own package is in flight: wait for it. (A
			// node refused until Retry waits in the poll below, which
			// pause ends at the retry or at that package's end.)
			if e := localDoneAt(<-localRes); e != nil {
				return rep, fail(e)
			}
			continue
		}
		// Something is due from another rank, or a retry: poll for it,
		// and for the end of rank 0's package.
		poll := trace.StartRegion(context.Background(), "cluster.poll")
		// Rank 0's devices are idle from now, or from the end of its
		// package.
		idleFrom := time.Now()
		// Waiting for records alone: every package is handed out and
		// none of another node is in flight.
		agreeing := next >= pl.groups && !anyBusy(units[1:])
		var e error
		got := false
		localEnded := false
		ended := func(d localDone) {
			e, got, localEnded = localDoneAt(d), true, true
			idleFrom = time.Now()
		}
		for !got && e == nil {
			select {
			case d := <-localRes:
				ended(d)
				continue
			default:
			}
			if !holdUntil.IsZero() && !time.Now().Before(holdUntil) {
				got = true // the wait for a late record is over
				continue
			}
			if retry <= now() {
				got = true // a node refused may be given work now
				continue
			}
			if !awaited() && math.IsInf(retry, 1) {
				got = true // nothing is due from another rank
				continue
			}
			if beforePollSweep != nil {
				beforePollSweep(seq, units[0].Busy)
			}
			if got, e = sweep(); got || e != nil {
				continue
			}
			if e = ce.overdue(seq, units, what); e != nil {
				continue
			}
			ce.pause(units, len(owing) > 0, localRes, now(), retry, time.Since(start)-time.Since(idleFrom), ended)
		}
		if e == nil && localEnded {
			// What the other ranks sent meanwhile is taken too: where
			// rank 0's package holds its only processor, the Director
			// runs once that package has ended, finds it ended at every
			// look, and would hand out the next without ever seeing a
			// record or a reply.
			_, e = sweep()
		}
		poll.End()
		if !units[0].Busy {
			if agreeing {
				rep.Phases.Agree += time.Since(idleFrom)
			} else {
				rep.Phases.Wait += time.Since(idleFrom)
			}
		}
		if e != nil {
			return rep, fail(e)
		}
	}
	return rep, nil
}

// anyRan reports whether one of units ran a package in the launch.
func anyRan(units []*unit) bool {
	for _, u := range units {
		if u.rep.Packages > 0 {
			return true
		}
	}
	return false
}

// agreeAfter is how long into a launch whose every work-group rank 0
// runs (u is rank 0's unit, t seconds into the launch) the goroutine
// that takes the other ranks' records and releases them starts: a
// look's time (recordLook) into a launch that rank 0's measured speed
// predicts to run at least passPays more (u.Due), or whose speed is
// unknown; otherwise once the launch has run passPays, a look from now
// at the soonest. Beside a shorter launch the goroutine would share
// rank 0's processors with the launch and, still running at its end,
// delay that end, for a release that changes little: the records of a
// launch that ends first come after its end or in the next launch
// (late.go). Where rank 0's last local launch of the kernel ran only on
// devices that do not compute on the host's cores (unit.offCores: a
// GPU's launch, whose host thread only waits), a pass beside it takes
// no processor the launch uses, and the goroutine starts a look's time
// into any launch: the records it takes are then not taken after the
// launch's end, on its critical path.
func (ce *Coexecutor) agreeAfter(u *unit, t float64) time.Duration {
	look := ce.recordLook(t)
	long := ce.passPays()
	if u.offCores || !u.Known() || math.IsInf(u.Due, 0) || math.IsNaN(u.Due) {
		return look
	}
	if left := time.Duration((u.Due - t) * float64(time.Second)); left >= long {
		return look
	}
	return max(look, long-time.Duration(t*float64(time.Second)))
}

// passPays is how long a launch must run for an agreement pass beside
// it to pay: 1/lookShare sleep quanta, and 1/lookShare of the passes'
// mean time where rank 0 has run some. A release changes how a node
// waits for the end only in a launch that long: until then a node polls
// every quantum whether it was released or not (a released node sleeps
// at most lookShare of the time since its release, and a quantum at the
// least: awaitFrom; one that was not, a quantum until its wait is 1024
// quanta long: mpi.Comm.SetSpin's pacing). And rank 0 spends at most
// lookShare of a launch looking for the other ranks' messages, as it
// does while their packages are out (lookEvery).
func (ce *Coexecutor) passPays() time.Duration {
	long := time.Duration(float64(ce.cl.quantum) / lookShare)
	if ce.passes > 0 {
		long = max(long, time.Duration(float64(ce.passTime)/float64(ce.passes)/lookShare))
	}
	return long
}

// recordLook is how long the Director waits, at t seconds into a launch
// while rank 0's package runs, before it looks again for an agreement
// record that is missing: a quantum, or an eighth of the launch so far:
// records come early in a launch, and one seen late only releases its
// node late.
func (ce *Coexecutor) recordLook(t float64) time.Duration {
	q := ce.cl.quantum
	return max(q, time.Duration(t*float64(time.Second)/8))
}

// rest is who takes work when no node may by the guard and none has a
// package in flight, at t with work-groups [next, Groups) left: the node
// predicted to end them first takes them all; where that node, or one
// predicted to end them sooner, has not sent its record yet (late),
// rank 0 is the one, for one package of its fill (the late node takes
// the rest once its record comes). The Director holds that package back
// while rank 0 waits for the record, as long as the package is
// predicted to take: the break-even of waiting against not waiting
// (the ski-rental rule, Karlin et al. 1988), which costs at most twice
// the better of the two in hindsight.
func rest(sched *nodesched.Launch, units []*unit, next int, t float64) (rank, groups int, late bool) {
	b := sched.Best(next, t)
	left := sched.Groups - next
	for _, v := range units {
		if !v.ready && (v.rank == b || sched.Sooner(v.rank, b, next, t)) {
			return 0, min(max(units[0].Full, 1), left), true
		}
	}
	return b, left, false
}

// received takes a node's reply to its package.
func (ce *Coexecutor) received(seq int, pl *plan, u *unit, what string, start time.Time, results *[]reply) error {
	msg, _, e := ce.cl.comm.RecvMsg(u.rank, tag(seq, tagReply), ce.cl.deadline())
	if e != nil {
		return ce.cl.lost(u.rank, what, e)
	}
	if !u.Busy {
		return fmt.Errorf("cluster: rank %d answered a package it was not given", u.rank)
	}
	u.Busy = false
	ce.away(-1)
	r, e := decodeReply(msg, pl)
	if e != nil {
		return fmt.Errorf("cluster: rank %d: %w", u.rank, e)
	}
	if r.err != "" {
		return fmt.Errorf("%w: rank %d, work-groups [%d,%d): %s", ErrNodeFailed, u.rank, u.g0, u.g1, r.err)
	}
	u.rep.Received += int64(len(msg))
	u.rep.Data += chunkBytes(r.out) + chunkBytes(r.partial)
	u.Full = r.full
	rt := time.Since(u.sent)
	ce.measured(u, pl.groups, time.Duration(r.compute), rt, u.inBytes+int64(len(msg)), time.Since(start))
	if k := len(u.rep.Each); k > 0 {
		u.rep.Each[k-1].Node = time.Duration(r.node)
	}
	*results = append(*results, r)
	if ce.cl.cfg.KeepOutputs {
		return ce.wrote(pl, u.rank, u.g0, u.g1)
	}
	return nil
}

// overdue fails a launch whose node package is overdue by Timeout;
// idle nodes hear from the Director before they give up on it.
func (ce *Coexecutor) overdue(seq int, units []*unit, what string) error {
	t := time.Now()
	for _, u := range units[1:] {
		// A record is due at the launch's start (lastSeen).
		if !u.ready && t.Sub(u.lastSeen) > ce.cl.cfg.timeout() {
			return ce.cl.lost(u.rank, what, fmt.Errorf("%w: no agreement record %v into the launch", mpi.ErrTimeout, ce.cl.cfg.timeout()))
		}
		if u.Busy && t.After(u.deadline) {
			return ce.cl.lost(u.rank, what, fmt.Errorf("%w: its package of work-groups [%d,%d) was due %.3gs into the launch; no answer %v after", mpi.ErrTimeout, u.g0, u.g1, u.Due, ce.cl.cfg.timeout()))
		}
		if u.ready && !u.Busy && t.Sub(u.lastSeen) > ce.cl.cfg.timeout()/4 {
			if req, e := ce.cl.comm.Isend([]byte{cmdKeepAlive}, u.rank, tag(seq, tagCmd)); e == nil {
				if e := req.Wait(ce.cl.deadline()); e != nil {
					return ce.cl.lost(u.rank, what, e)
				}
			}
			u.rep.Sent++
			u.lastSeen = t
		}
	}
	return nil
}

// pause passes the time until the next poll of a Director waiting for
// another rank's message: while the first message due (a busy node's
// predicted end; an agreement record, due from idle on, when rank 0's
// devices went idle) is more than a sleep quantum away, it sleeps until
// a quantum before it, but no longer than lookEvery (a reply that comes
// before its prediction is seen a bounded share of its package late);
// from then until Config.Spin after it, it returns at once (spins:
// mpi.Comm.SetSpin); later, it sleeps a quantum. While
// rank 0's own package runs, a missing record is looked for every
// quantum, or every eighth of the launch so far if longer: a node is
// released (release.go) only once its record is in.
// t is seconds from the launch's start, retry when a node refused may be
// given work (nodesched.Launch.Retry; +Inf: none), idle the time from
// its start to when rank 0's devices went idle. Sleeps end at once when
// rank 0's package ends (done).
func (ce *Coexecutor) pause(units []*unit, owed bool, localRes <-chan localDone, t, retry float64, idle time.Duration, done func(localDone)) {
	due := retry
	if owed {
		// A record the last launch ended without (late.go) was sent
		// before the rank's record of this launch: due as that one.
		due = math.Min(due, t+ce.recordLook(t).Seconds()+ce.cl.quantum.Seconds())
		if !units[0].Busy {
			due = math.Min(due, idle.Seconds())
		}
	}
	for _, u := range units[1:] {
		switch {
		case !u.ready && units[0].Busy:
			due = math.Min(due, t+ce.recordLook(t).Seconds()+ce.cl.quantum.Seconds())
		case !u.ready:
			// A node sends its record as it enters the launch, which
			// it does as soon as it sees the last launch's end
			// (release): one is late only by the node's own delays.
			due = math.Min(due, idle.Seconds())
		case u.Busy:
			due = math.Min(due, u.Due)
		}
	}
	q := ce.cl.quantum
	wait := time.Duration((due-t)*float64(time.Second)) - q
	switch {
	case math.IsInf(due, 1):
		return
	case wait > 0:
		wait = min(wait, lookEvery(units, q, time.Now()))
	case -wait-q < ce.cl.spin:
		return // poll again at once (mpi.Comm.SetSpin)
	default:
		wait = q
	}
	if !units[0].Busy {
		mpi.Sleep(wait)
		return
	}
	// Rank 0's package runs: a sleep that its end cuts short. A timer
	// ends within the runtime poller's tick (pollerTick) of its time,
	// so the last tick of a wait is slept precisely (mpi.Sleep) on a
	// goroutine of its own, which ends within a tick of the pause's
	// start even where rank 0's package cut the pause short.
	var tick <-chan time.Time
	if wait > pollerTick {
		tm := time.NewTimer(wait - pollerTick)
		defer tm.Stop()
		tick = tm.C
	} else {
		c := make(chan time.Time, 1)
		go func() {
			mpi.Sleep(wait)
			c <- time.Now()
		}()
		tick = c
	}
	select {
	case d := <-localRes:
		done(d)
	case <-tick:
	}
}

// lookShare bounds how late rank 0 sees a node's reply that comes
// before its predicted end: rank 0 looks for it at least every
// lookShare of the time the package has been out (and no more often
// than a sleep quantum), so a node that ends early (its speed measured
// on a slower package, a probe predicted at its Power) idles at most
// lookShare of its package's time, plus a quantum, at a cost of about
// log(package/quantum)/lookShare polls a package.
const lookShare = 1.0 / 32

// lookEvery is the longest rank 0 may sleep at now before it looks for
// the busy nodes' replies again (lookShare); a quantum at the least, and
// unbounded while no node is busy.
func lookEvery(units []*unit, q time.Duration, now time.Time) time.Duration {
	every := time.Duration(math.MaxInt64)
	for _, u := range units[1:] {
		if u.Busy {
			every = min(every, max(q, time.Duration(float64(now.Sub(u.sent))*lookShare)))
		}
	}
	return every
}

// pollerTick is the unit of the Go runtime's network poller's timeouts,
// which serve the timers of a process whose threads are all idle: a
// timer may end up to a tick late.
const pollerTick = time.Millisecond

// holds reports whether one of the spans covers s.
func holds(spans []span, s span) bool {
	for _, x := range spans {
		if x.arg == s.arg && x.off <= s.off && s.off+s.n <= x.off+x.n {
			return true
		}
	}
	return false
}

// beforePollSweep, where not nil, runs before each look of the
// Director's poll for the other ranks' messages, with the launch's
// sequence number and whether rank 0's own package is in flight: a
// test's hold on rank 0 while several messages come in (sweep_test.go).
// Nil outside tests.
var beforePollSweep func(seq int, localBusy bool)

func anyBusy(units []*unit) bool {
	for _, u := range units {
		if u.Busy {
			return true
		}
	}
	return false
}

// dispatch hands work-groups [g0, g1) to u.
func (ce *Coexecutor) dispatch(seq int, pl *plan, sched *nodesched.Launch, u *unit, g0, g1 int, snap map[int][]byte, t float64, local func(g0, g1 int) error) error {
	ce.busy(sched, u, g0, g1, t)
	if u.rank == 0 {
		return local(g0, g1)
	}
	lo, hi := pl.items(g0, g1)
	spans, err := pl.inputs(lo, hi)
	if err != nil {
		return err
	}
	cmd := pkgCmd{g0: g0, g1: g1}
	// The inputs go into the message straight from rank 0's buffers.
	var v views
	defer v.close()
	for _, s := range spans {
		if holds(u.held, s) {
			continue
		}
		u.held = append(u.held, s)
		if b, ok := snap[s.arg]; ok {
			sz := pl.bufs[s.arg].size
			cmd.in = append(cmd.in, chunk{s, b[s.off*sz : (s.off+s.n)*sz]})
			continue
		}
		b, err := v.read(pl.bufs[s.arg], s.off, s.n)
		if err != nil {
			return fmt.Errorf("cluster: kernel %s: reading argument %s: %w", pl.k.Name, pl.k.Params[s.arg].Name, err)
		}
		cmd.in = append(cmd.in, chunk{s, b})
	}
	msg := cmd.encodeTo(ce.msgs.take(cmd.size()))
	v.close()
	u.inBytes = int64(len(msg))
	u.rep.Sent += int64(len(msg))
	u.rep.Data += chunkBytes(cmd.in)
	u.lastSeen = u.sent
	if err := ce.cl.comm.Send(msg, u.rank, tag(seq, tagCmd), ce.cl.deadline()); err != nil {
		return ce.cl.lost(u.rank, "LaunchKernel of kernel "+pl.k.Name, err)
	}
	if k := len(u.rep.Each); k > 0 {
		u.rep.Each[k-1].Sent = u.rep.Each[k-1].Out + time.Since(u.sent)
	}
	ce.msgs.keep(msg)
	return nil
}

// startLocal hands rank 0's own devices work-groups [g0, g1) and yields
// the processor to them. The send readies the goroutine that runs them
// on this processor's next slot, where it would wait until the Director
// blocks or an idle processor wakes and takes it (tens to hundreds of
// microseconds) while the Director goes on to release and poll the other
// ranks; yielding starts the local launch at once, and the Director goes
// on when a processor is free (as the coexecutor package's launch
// yields to its units' first submissions).
func startLocal(localReq chan<- [2]int, g0, g1 int) {
	localReq <- [2]int{g0, g1}
	runtime.Gosched()
}

// busy marks u busy with work-groups [g0, g1) from t.
func (ce *Coexecutor) busy(sched *nodesched.Launch, u *unit, g0, g1 int, t float64) {
	sched.Start(u.rank, g0, g1, t)
	if u.rank != 0 {
		ce.away(1)
	}
	due := u.Due
	u.g0, u.g1, u.sent = g0, g1, time.Now()
	u.deadline = u.sent.Add(time.Duration(math.Min(due-t, 1e6)*float64(time.Second)) + ce.cl.cfg.timeout())
	u.rep.Packages++
	u.rep.Groups += g1 - g0
	// Guess is Due for a measured node (nodesched.Launch.Start).
	u.rep.Each = append(u.rep.Each, NodePackage{G0: g0, G1: g1, Out: time.Duration(t * float64(time.Second)), Due: time.Duration(u.Guess * float64(time.Second))})
}

// measured updates u from a package of a launch of launch work-groups
// that computed for compute and took rt from send to reply, moving
// bytes; end is when it ended.
func (ce *Coexecutor) measured(u *unit, launch int, compute, rt time.Duration, bytes int64, end time.Duration) {
	u.rep.Busy += compute
	u.rep.T = end
	if k := len(u.rep.Each); k > 0 {
		u.rep.Each[k-1].In, u.rep.Each[k-1].Compute = end, compute
	}
	u.lastSeen = time.Now()
	if u.Fresh {
		// Its first package of the kernel: it measures the network only.
		u.rep.Warm = compute
	} else {
		u.mGroups += u.g1 - u.g0
		u.mBusy += compute
		u.Ran(u.g1 - u.g0)
	}
	u.Measured(launch, u.mGroups, u.mBusy.Seconds(), compute.Seconds(), rt.Seconds(), bytes)
}

// bytesKey is a package's work-groups [g0, g1) on a node that holds held
// input spans.
type bytesKey struct{ node, g0, g1, held int }

// shapeKey is a plan's shape: its kernel and the hash every rank agrees
// on (plan.hash: the range, the memory's types, lengths and directions,
// the scalars' values), which decide what a package of it moves.
type shapeKey struct {
	k    *sycl.Kernel
	hash string
}

// maxShapes and maxShapeBytes bound what packageBytes remembers: the
// shapes of a program's launches, and the packages the guard sizes for
// each; beyond them it starts again.
const maxShapes, maxShapeBytes = 64, 4096

// packageBytes is the bytes of the packages of plan pl's shape k on nodes
// that hold nothing yet, as earlier launches of the shape found them, to
// fill in and give back by keepBytes; nil where they depend on more than
// the shape (the elements of a buffer that bounds another's reads:
// plan.boundLoads). The launch owns the map until keepBytes.
func (ce *Coexecutor) packageBytes(pl *plan, k shapeKey) map[bytesKey]int64 {
	if pl.loaded {
		return nil
	}
	ce.mu.Lock()
	defer ce.mu.Unlock()
	m := ce.shapeBytes[k]
	delete(ce.shapeBytes, k)
	if m == nil || len(m) > maxShapeBytes {
		m = map[bytesKey]int64{}
	}
	return m
}

// keepBytes gives back the map packageBytes gave for shape k.
func (ce *Coexecutor) keepBytes(k shapeKey, m map[bytesKey]int64) {
	if m == nil {
		return
	}
	ce.mu.Lock()
	defer ce.mu.Unlock()
	if ce.shapeBytes == nil || len(ce.shapeBytes) >= maxShapes {
		ce.shapeBytes = map[shapeKey]map[bytesKey]int64{}
	}
	ce.shapeBytes[k] = m
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
	for i, pv := range pl.priv {
		if pv { // the node's copy comes back whole
			n += int64(pl.bufs[i].n * pl.bufs[i].size)
		}
	}
	return n + pl.bytes(out)
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
			if pl.priv[c.arg] {
				if err := pl.mergeCopy(c.arg, c.data); err != nil {
					return fmt.Errorf("cluster: kernel %s: merging a node's copy of %s: %w", pl.k.Name, pl.k.Params[c.arg].Name, err)
				}
				continue
			}
			if err := pl.combine(c.arg, c.data); err != nil {
				return fmt.Errorf("cluster: kernel %s: reduction %s: %w", pl.k.Name, pl.k.Params[c.arg].Name, err)
			}
		}
	}
	return nil
}

// remember keeps what the launch measured of each node for the kernel's
// next launches, the probe credit of those that sat it out and the
// probes in a row that found a node too slow (nodesched.Launch.End), and
// the kernel's weighing (nodesched.Launch.Record).
func (ce *Coexecutor) remember(key string, units []*unit, w nodesched.Weighing) {
	m := make([]nodeMemory, len(units))
	for i, u := range units {
		if u.Known() {
			m[i] = nodeMemory{speed: u.Speed, latency: u.Latency, bandwidth: u.Bandwidth, full: u.Full, smallest: u.Smallest, speedLaunch: u.SpeedLaunch}
		}
		m[i].satOut, m[i].credit, m[i].misses, m[i].ran = u.SatOut, u.Credit, u.Misses, !u.Fresh
		m[i].offCores = u.offCores
	}
	ce.mu.Lock()
	ce.mem[key], ce.weighing[key] = m, w
	ce.mu.Unlock()
}

// offCores reports whether a local launch (rep, over devices of infos,
// its Coexecutor's devices in their order) ran packages only on devices
// that do not compute on the host's cores: each that ran one is a GPU or
// an accelerator (not the native device, an OpenCL CPU device or one of
// no known type), and some device did.
func offCores(rep *coexecutor.Report, infos []sycl.DeviceInfo) bool {
	if rep == nil || len(rep.Units) != len(infos) {
		return false
	}
	ran := false
	for i, ur := range rep.Units {
		if ur.Packages == 0 {
			continue
		}
		if t := infos[i].Type; t != sycl.TypeGPU && t != sycl.TypeAccelerator {
			return false
		}
		ran = true
	}
	return ran
}
