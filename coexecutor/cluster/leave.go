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
// trip too long). The rule tells in advance how long such a node stays
// out: it sits out a launch while its probe credit, which grows by
// ProbeShare of each launch it sits out, pays neither for its probe nor
// for what co-execution measured to lose (nodesched.Launch.Leave). So
// where every node sat a launch out, rank 0 grants them, with the
// launch's end (whether or not their records of it are in: one that came
// late is taken after the leave, late.go), a leave of the launches the
// rule is sure to keep every one of them out of (Config.MaxLeave at
// most, and no longer than Config.Timeout/8 at the launch's length, so
// that a node waiting for the launch after the leave hears from rank 0
// well within its timeout), and credits them as having sat those out.
// During the leave every rank counts its collective calls as before; a
// node's LaunchKernel plans the launch, keeps its agreement record and
// returns at once, and rank 0 runs the launch on its own devices as a
// job of one rank does, keeping its own records.
//
// The leave ends after its launches, or early at any other collective
// call (Close included), on every rank alike: SPMD ranks make the same
// calls. Each node then sends rank 0 its records of the leave's
// launches, in one message, before its next call's own; rank 0 takes
// them as it takes a late record (late.go): its next call does not end
// without them, and a node whose records differ from rank 0's, or that
// could not plan one of the launches, fails that call on every rank with
// the verdict naming the first such launch. A leave launch thus returns
// on a node before rank 0 has run it, with only that node's own planning
// error, if any: a disagreement surfaces at the leave's end, and a
// failure of rank 0's devices in a leave launch on rank 0 alone, whose
// buffers alone receive a launch's outputs. KeepOutputs grants no leave:
// rank 0 may need a node's elements in any launch.

import (
	"bytes"
	"fmt"
	"time"
)

// DefaultMaxLeave is Config.MaxLeave's default: a leave's records then
// stay within tens of kilobytes even where every launch differs.
const DefaultMaxLeave = 1024

// leave is a rank's side of a leave that rank 0 granted at the end of
// launch grant.
type leave struct {
	grant int
	left  int // leave launches to come
	recs  []leaveLaunch
	// back is, on a node, when it predicts rank 0 to start the launch
	// after the leave (the granting launch's length per launch).
	back time.Time
}

// leaveLaunch is a launch of a leave: its sequence number, the call (on
// rank 0, for errors) and the rank's agreement record of it.
type leaveLaunch struct {
	seq  int
	what string
	rec  []byte
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

// grantLeave starts a leave of k launches granted at the end of launch
// seq, which lasted d.
func (cl *Cluster) grantLeave(seq, k int, d time.Duration) {
	if k <= 0 {
		return
	}
	cl.mu.Lock()
	cl.leave = &leave{grant: seq, left: k, back: time.Now().Add(time.Duration(k) * d)}
	cl.mu.Unlock()
}

// onLeave reports whether launch seq is one of a leave, and keeps the
// rank's record of it (rec; what names the call in rank 0's errors).
func (cl *Cluster) onLeave(seq int, what string, rec []byte) bool {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	lv := cl.leave
	if lv == nil || lv.left == 0 {
		return false
	}
	lv.left--
	lv.recs = append(lv.recs, leaveLaunch{seq: seq, what: what, rec: rec})
	return true
}

// backAt is when a node predicts rank 0 to start the launch after its
// leave (zero where it had none); the next endLeave clears it.
func (cl *Cluster) backAt() time.Time {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if cl.leave == nil {
		return time.Time{}
	}
	return cl.leave.back
}

// endLeave ends the leave, if any, at a collective call that is not one
// of its launches: a node sends rank 0 its records of the leave's
// launches; rank 0 owes them, for this call to take (late.go).
func (cl *Cluster) endLeave() error {
	cl.mu.Lock()
	lv := cl.leave
	cl.leave = nil
	cl.mu.Unlock()
	if lv == nil {
		return nil
	}
	if cl.Rank() != 0 {
		if err := cl.comm.Send(encodeLeave(lv.recs), 0, tag(lv.grant, tagLeave), cl.deadline()); err != nil {
			return cl.lost(0, "the end of a leave", err)
		}
		return nil
	}
	mine := lv.recs
	if mine == nil {
		mine = []leaveLaunch{} // a leave no launch of which ran: the node's records are none
	}
	due := time.Now().Add(cl.cfg.timeout())
	recs := make([]lateRecord, 0, cl.Size()-1)
	for r := 1; r < cl.Size(); r++ {
		recs = append(recs, lateRecord{rank: r, seq: lv.grant, leave: mine, due: due, what: fmt.Sprintf("the leave granted at launch %d", lv.grant)})
	}
	cl.owe(recs)
	return nil
}

// encodeLeave is a node's message of its records of a leave's launches:
// runs of equal records, each its length and the record.
func encodeLeave(recs []leaveLaunch) []byte {
	w := &writer{}
	for i := 0; i < len(recs); {
		j := i + 1
		for j < len(recs) && bytes.Equal(recs[j].rec, recs[i].rec) {
			j++
		}
		w.int(j - i)
		w.bytes(recs[i].rec)
		i = j
	}
	return w.b
}

// judgeLeave is the error of m, rank r's records of the launches of the
// leave granted at launch grant (encodeLeave), against rank 0's own
// (mine): nil where they are as many and equal; else the verdict's error
// on the first that differs, or on the count.
func judgeLeave(r, grant int, mine []leaveLaunch, m []byte, size int) error {
	rd := &reader{b: m}
	i, bad := 0, false
	for len(rd.b) > 0 && !bad {
		n, rec := rd.int(), rd.bytes()
		if bad = rd.err != nil || n <= 0 || n > len(mine)-i; bad {
			break
		}
		for range n {
			l := mine[i]
			if !bytes.Equal(rec, l.rec) {
				what := fmt.Sprintf("%s (launch %d of the %d that rank %d sat out on leave, collective call %d)", l.what, i+1, len(mine), r, l.seq)
				return verdictError(judge(what, l.rec, nil, map[int][]byte{r: rec}, size))
			}
			i++
		}
	}
	if bad || i != len(mine) {
		return verdictError(verdict(ErrMismatch, fmt.Sprintf("rank %d differs: it made other calls than rank 0 during the leave granted at collective call %d (rank 0 made %d launches in it; run the same binary with the same arguments on every rank, and make the same calls)", r, grant, len(mine))))
	}
	return nil
}
