package cluster

// This file holds the leave: a run of launches that the nodes other than
// rank 0 sit out by the node-level rule, and that every rank runs with
// no message between them.
//
// A node that gets no work still costs a launch its agreement record,
// the Director's start, and the end command: on rank 0's critical path,
// microseconds a launch, which on launches of a few hundred microseconds
// make a job of two ranks slower than one rank alone where the second
// rank cannot help (its devices too slow for the kernel, or its round
// trip too long). The rule tells in advance how long such nodes stay out
// of launches like the last: the next starts as the last ended, and
// while the rule would hand rank 0 the whole launch at its start no node
// gets any of it; from one launch to the next only the nodes' probe
// credit changes, growing by ProbeShare of each launch they sit out,
// until it pays for a probe or for what co-execution measured to lose
// (nodesched.Launch.Leave). So where every node sat a launch out, rank 0
// grants them, with the launch's end (whether or not their records of it
// are in: one that came late is taken after the leave, late.go), a leave
// of the launches the rule is sure to keep every one of them out of
// (Config.MaxLeave at most, and no longer than Config.Timeout/8 at the
// launch's length, so that a node waiting for the launch after the leave
// hears from rank 0 well within its timeout), and credits them as having
// sat those out.
//
// The leave covers the launches that follow the granting one and are
// like it (the rank's agreement record the same: kernel, range,
// arguments), up to its length; every rank counts its collective calls
// as before. In them a node's LaunchKernel returns at once, and rank 0
// runs the launch on its own devices as a job of one rank does
// (Report.Leave). The first other call (another launch, any other
// collective call, Close) ends the leave on that rank: a node sends rank
// 0 how many launches it sat out, in one message, before that call's
// own; rank 0 takes the count as it takes a late record (late.go): its
// call does not end without it. That call also takes the records that
// are in before rank 0 sizes its own package: the nodes entered it long
// before rank 0, and the rule may give one its probe there.
//
// SPMD ranks count alike. A rank whose count differs from rank 0's made
// other calls: its launch that ended the leave early, or rank 0's,
// differed. Rank 0 then fails its call with ErrMismatch naming the rank
// and the call, and tells that rank so in the call it went on to; their
// calls no longer line up, so both clusters are broken (ErrBroken after;
// Close ends the job). A leave launch thus returns on a node before rank
// 0 has run it, and a failure of rank 0's devices in it is rank 0's
// alone, whose buffers alone receive a launch's outputs. KeepOutputs
// grants no leave: rank 0 may need a node's elements in any launch.

import (
	"bytes"
	"fmt"
	"time"
)

// DefaultMaxLeave is Config.MaxLeave's default: a node that the rule
// keeps out for good then runs one launch in 1024 through the protocol
// (a thousandth of its cost without the leave).
const DefaultMaxLeave = 1024

// leave is a rank's side of a leave that rank 0 granted at the end of
// launch grant (what, on rank 0, names it in errors).
type leave struct {
	grant int
	what  string
	rec   []byte // the rank's agreement record of the granting launch
	left  int    // leave launches still allowed
	count int    // leave launches so far
	// at and d are when the leave was granted and the granting
	// launch's length, by which a node predicts rank 0's leave
	// launches (backAt).
	at time.Time
	d  time.Duration
}

// maxLeave is the longest leave rank 0 grants, in launches.
func (c Config) maxLeave() int {
	switch {
	case c.KeepOutputs || c.MaxLeave < 0:
		return 0
	case c.MaxLeave == 0:
		return DefaultMaxLeave
	}
	return c.MaxLeave
}

// leaveFor is the leave rank 0 grants after a launch of length d in
// which every node sat out and the rule keeps them out of the next
// sitOut launches: at most Config.MaxLeave, and at most Timeout/8 of
// launches of length d.
func (c Config) leaveFor(sitOut int, d time.Duration) int {
	k := min(sitOut, c.maxLeave())
	if d > 0 {
		k = min(k, int((c.timeout()/8)/d))
	}
	return max(k, 0)
}

// grantLeave starts a leave of at most k launches like launch seq, whose
// record here was rec and which lasted d.
func (cl *Cluster) grantLeave(seq, k int, d time.Duration, rec []byte, what string) {
	if k <= 0 {
		return
	}
	cl.mu.Lock()
	cl.leave = &leave{grant: seq, what: what, rec: rec, left: k, at: time.Now(), d: d}
	cl.mu.Unlock()
}

// onLeave reports whether a launch whose record here is rec is one of
// the leave: one is left, and the launch is like the granting one.
func (cl *Cluster) onLeave(rec []byte) bool {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	lv := cl.leave
	if lv == nil || lv.left == 0 || !bytes.Equal(rec, lv.rec) {
		return false
	}
	lv.left--
	lv.count++
	return true
}

// backAt is when the launch after the leave is predicted to start, each
// of its launches so far as long as the granting one (zero where no
// leave is on); the next endLeave clears it.
func (cl *Cluster) backAt() time.Time {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if cl.leave == nil {
		return time.Time{}
	}
	return cl.leave.at.Add(time.Duration(cl.leave.count) * cl.leave.d)
}

// endLeave ends the leave, if any, at a collective call that is not one
// of its launches: a node sends rank 0 how many launches it sat out on
// it; rank 0 owes that count, for this call to take (late.go).
func (cl *Cluster) endLeave() error {
	cl.mu.Lock()
	lv := cl.leave
	cl.leave = nil
	cl.mu.Unlock()
	if lv == nil {
		return nil
	}
	if cl.Rank() != 0 {
		w := &writer{}
		w.int(lv.count)
		if err := cl.comm.Send(w.b, 0, tag(lv.grant, tagLeave), cl.deadline()); err != nil {
			return cl.lost(0, "the end of a leave", err)
		}
		return nil
	}
	due := time.Now().Add(cl.cfg.timeout())
	recs := make([]lateRecord, 0, cl.Size()-1)
	for r := 1; r < cl.Size(); r++ {
		recs = append(recs, lateRecord{rank: r, seq: lv.grant, leave: true, count: lv.count, due: due, what: lv.what})
	}
	cl.owe(recs)
	return nil
}

// judgeCount is the collective call rank o.rank went on to after the
// leave o is for (0 where the counts agree) and the error of m, its count
// of the launches it sat out on it, against rank 0's (o.count): each
// rank counts the launches like the granting one that follow it, up to
// the leave's length, so counts that differ mean that the ranks' calls
// differ from the first launch the shorter count stopped at, and that
// the rank waits in another call than rank 0's.
func judgeCount(o lateRecord, m []byte) (at int, err error) {
	rd := &reader{b: m}
	n := rd.int()
	if rd.err == nil && len(rd.b) == 0 && n == o.count {
		return 0, nil
	}
	if rd.err != nil || len(rd.b) > 0 || n < 0 {
		n = -1
	}
	differs := o.seq + min(n, o.count) + 1
	return o.seq + n + 1, verdictError(verdict(ErrMismatch, fmt.Sprintf("rank %d differs from rank 0 in collective call %d: of the launches like %s (collective call %d) that the other ranks sat out on leave after it, rank 0 made %d and rank %d %d (run the same binary with the same arguments on every rank, and make the same calls)", o.rank, differs, o.what, o.seq, o.count, o.rank, n)))
}

// judgeLeave is rank 0's verdict on m, rank o.rank's count of the
// launches of the leave o is for (judgeCount): where the rank's calls went
// another way than rank 0's, the ranks no longer count their calls
// alike, and rank 0 breaks its cluster and tells the rank so in the call
// it went on to, as a launch's abort and as an agreement's verdict
// (whichever it waits for; neither waits where that call is Close).
func (cl *Cluster) judgeLeave(o lateRecord, m []byte) error {
	at, err := judgeCount(o, m)
	if err == nil || at <= o.seq {
		return err
	}
	cl.breakWith(err)
	v := breaking(verdict(ErrMismatch, err.Error()))
	for _, msg := range []struct {
		b    []byte
		kind int
	}{{abortCmd(v), tagCmd}, {v, tagDown}} {
		if req, e := cl.comm.Isend(msg.b, o.rank, tag(at, msg.kind)); e == nil {
			cl.mu.Lock()
			cl.ending = append(cl.ending, endSend{o.rank, req})
			cl.mu.Unlock()
		}
	}
	return err
}
