package cluster

// This file holds the agreement records rank 0 does not wait for: those
// of the ranks that got no work in a launch rank 0 ended before their
// records came.
//
// Each rank sends rank 0 its record of a launch as it enters the launch,
// which it does once it has seen the end of the launch before (and once
// its program has come back to LaunchKernel). A launch whose work rank 0
// runs alone, or one that ends before an idle rank's record comes,
// would otherwise end with a wait for that record: a round trip, and the
// other rank's host work between two launches, on every launch, the
// whole of a short launch's cost several times over. So rank 0 ends a
// launch once its results are in and every rank that took work has
// answered; a rank whose record has not come got no work (a rank gets
// work only once its record matched), and its record is owed: rank 0's
// next collective call takes it before it ends (a launch: while it runs,
// and it does not end without it; any other call, and Close: first), so
// no rank is ever more than one launch behind, and a record that does
// not come within Config.Timeout of the launch's end loses its rank as
// one missing at a launch's start does. The end command of such a launch
// carries rank 0's hash of it, and the rank whose record was late checks
// its own agreement against it: a rank that differs, or failed to plan
// the launch, fails that launch itself; rank 0, whose launch computed
// its own arguments' results, fails its next call on every rank with
// the verdict, naming the launch it was for.

import (
	"bytes"
	"fmt"
	"time"

	"github.com/gosycl/gosycl/internal/mpi"
)

// lateRecord is an agreement record rank 0 ended a launch without.
type lateRecord struct {
	rank, seq int
	hash      []byte    // rank 0's hash of that launch
	what      string    // the call, for errors
	due       time.Time // the rank is lost if its record has not come by then
	// leave makes it the rank's count of the launches it sat out on the
	// leave granted at launch seq, rank 0's own being count (leave.go).
	leave bool
	count int
}

// owe keeps records for rank 0's next collective call.
func (cl *Cluster) owe(recs []lateRecord) {
	cl.mu.Lock()
	cl.late = append(cl.late, recs...)
	cl.mu.Unlock()
}

// owing takes the records owed from the last launch.
func (cl *Cluster) owing() []lateRecord {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	recs := cl.late
	cl.late = nil
	return recs
}

// judgeLate is the error of m, rank o.rank's record of the launch o is
// for: nil where it matches rank 0's and carries no error; else the
// verdict's error, which names that launch.
func judgeLate(o lateRecord, m []byte, size int) error {
	if bytes.Equal(m, o.hash) {
		return nil // the same launch, no error: the verdict is "agreed"
	}
	what := fmt.Sprintf("%s (the last launch, which rank 0 ended before rank %d's agreement record came)", o.what, o.rank)
	return verdictError(judge(what, o.hash, nil, map[int][]byte{o.rank: m}, size))
}

// takeLate receives o's record if it has come (wait: or waits for it
// until o.due) and judges it; got tells whether it came. A record that
// has not come by o.due loses its rank; one that came is taken however
// late the call that looks for it.
func (cl *Cluster) takeLate(o lateRecord, wait bool) (got bool, err error) {
	tg, what := tag(o.seq, tagUp), "no agreement record %v after the launch ended"
	if o.leave {
		tg, what = tag(o.seq, tagLeave), "no count of its leave's launches %v after the leave ended"
	}
	found, _, _, e := cl.comm.Iprobe(o.rank, tg)
	if e != nil {
		return false, cl.lost(o.rank, o.what, e)
	}
	if !found {
		switch {
		case time.Now().After(o.due):
			return false, cl.lost(o.rank, o.what, fmt.Errorf("%w: "+what, mpi.ErrTimeout, cl.cfg.timeout()))
		case !wait:
			return false, nil
		}
		if _, _, e := cl.comm.Probe(o.rank, tg, o.due); e != nil {
			return false, cl.lost(o.rank, o.what, e)
		}
	}
	m, _, e := cl.comm.RecvMsg(o.rank, tg, cl.deadline())
	if e != nil {
		return false, cl.lost(o.rank, o.what, e)
	}
	if o.leave {
		return true, cl.judgeLeave(o, m)
	}
	return true, judgeLate(o, m, cl.Size())
}

// settle takes every record owed from the last launch, waiting for each,
// before a collective call other than a launch (and Close): the first
// verdict's error, or the error of a rank lost.
func (cl *Cluster) settle() error {
	var first error
	for _, o := range cl.owing() {
		if _, err := cl.takeLate(o, true); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// endFor is a launch's end command for rank r: cmd, and, for a rank
// whose record rank 0 ended the launch without, rank 0's hash of the
// launch, which that rank checks its own against (lateEnd).
func endFor(cmd, hash []byte, late bool) []byte {
	if !late || cmd[0] != cmdEnd {
		return cmd
	}
	return append(append([]byte{}, cmd...), hash...)
}

// lateEnd is a node's verdict on a launch rank 0 ended with end (the
// command's bytes after its kind) before the node's record came: its
// own planning error (local), or a mismatch of its hash with rank 0's
// (nil where end carries no hash: rank 0 had the record).
func lateEnd(what string, rank int, hash []byte, local error, end []byte) error {
	switch {
	case len(end) == 0:
		return nil
	case local != nil:
		return verdictError(judge(what, hash, nil, map[int][]byte{rank: record(hash, local)}, 0))
	case !bytes.Equal(end, hash):
		return verdictError(judge(what, end, nil, map[int][]byte{rank: hash}, 0))
	}
	return nil
}
