package cluster

// This file holds what Config.KeepOutputs needs: which rank holds the
// current values of each element of a buffer left distributed, the
// buffers' identities across ranks, and where a node's package goes.

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"math/bits"
	"reflect"
	"slices"
	"time"
)

// seg is elements [lo, hi) held current by the ranks in mask.
type seg struct {
	lo, hi int
	mask   uint64
}

// holders maps every element of a buffer to the ranks that hold its
// current value, as segments in order covering [0, n).
type holders struct{ segs []seg }

func newHolders(n int) *holders { return &holders{segs: []seg{{0, n, 1}}} }

// cut makes x a segment boundary.
func (h *holders) cut(x int) {
	for i, s := range h.segs {
		if s.lo < x && x < s.hi {
			h.segs = append(h.segs[:i+1], h.segs[i:]...)
			h.segs[i].hi, h.segs[i+1].lo = x, x
			return
		}
	}
}

// update applies f to the masks of [lo, hi), then merges neighbours
// that hold alike.
func (h *holders) update(lo, hi int, f func(uint64) uint64) {
	if lo >= hi {
		return
	}
	h.cut(lo)
	h.cut(hi)
	for i := range h.segs {
		if s := &h.segs[i]; s.lo >= lo && s.hi <= hi {
			s.mask = f(s.mask)
		}
	}
	out := h.segs[:1]
	for _, s := range h.segs[1:] {
		if last := &out[len(out)-1]; last.mask == s.mask {
			last.hi = s.hi
			continue
		}
		out = append(out, s)
	}
	h.segs = out
}

// wrote: rank r alone holds [lo, hi).
func (h *holders) wrote(lo, hi, r int) { h.update(lo, hi, func(uint64) uint64 { return 1 << r }) }

// got: rank r holds a copy of [lo, hi) too.
func (h *holders) got(lo, hi, r int) { h.update(lo, hi, func(m uint64) uint64 { return m | 1<<r }) }

// query is [lo, hi) cut into the segments' pieces.
func (h *holders) query(lo, hi int) []seg {
	var out []seg
	for _, s := range h.segs {
		a, b := max(s.lo, lo), min(s.hi, hi)
		if a < b {
			out = append(out, seg{a, b, s.mask})
		}
	}
	return out
}

// source is the rank a piece held by mask comes from: rank 0 where it
// holds it (its buffers are read in place), else the lowest holder.
func source(mask uint64) int {
	if mask&1 != 0 {
		return 0
	}
	return bits.TrailingZeros64(mask)
}

// tracked is a buffer that a launch with KeepOutputs used: its identity,
// the same on every rank, and on rank 0 who holds what.
type tracked struct {
	id  int
	buf any // keeps the buffer, and so its address, while tracked
	h   *holders
}

// track returns the identity of each buffer among args (0 for other
// arguments), numbering the buffers it has not seen in order of
// appearance: every rank, making the same calls with its own buffers,
// numbers them alike.
func (ce *Coexecutor) track(pl *plan) []int {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	ids := make([]int, len(pl.args))
	for i, b := range pl.bufs {
		if b == nil {
			continue
		}
		key := b.v.Pointer()
		t, ok := ce.tracked[key]
		if !ok {
			ce.nextID++
			t = &tracked{id: ce.nextID, buf: pl.args[i]}
			if ce.cl.Rank() == 0 {
				t.h = newHolders(b.n)
			}
			ce.tracked[key] = t
		}
		ids[i] = t.id
	}
	return ids
}

// holdersOf is rank 0's map of argument i's buffer.
func (ce *Coexecutor) holdersOf(pl *plan, i int) *holders {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	return ce.tracked[pl.bufs[i].v.Pointer()].h
}

// placeKey names a kernel's launches over one range.
func placeKey(pl *plan) string { return fmt.Sprintf("%s|%v", pl.k.Name, pl.whole) }

// untrack forgets the buffers among bufs (all of them when bufs is
// nil).
func (ce *Coexecutor) untrack(bufs []any) {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	if bufs == nil {
		ce.tracked = map[uintptr]*tracked{}
		return
	}
	for _, b := range bufs {
		if v := reflect.ValueOf(b); v.Kind() == reflect.Pointer {
			delete(ce.tracked, v.Pointer())
		}
	}
}

// resident is what rank 0's KeepOutputs steps of a launch need.
type resident struct {
	seq   int
	pl    *plan
	units []*unit
	ready func(rank int) error
	what  string
}

// missing is the pieces of spans that rank r does not hold, by the rank
// each comes from.
func (ce *Coexecutor) missing(pl *plan, spans []span, r int) map[int][]span {
	return missing(spans, r, func(arg int) *holders { return ce.holdersOf(pl, arg) })
}

func missing(spans []span, r int, of func(arg int) *holders) map[int][]span {
	by := map[int][]span{}
	for _, s := range spans {
		h := of(s.arg)
		for _, pc := range h.query(s.off, s.off+s.n) {
			if pc.mask&(1<<r) != 0 {
				continue
			}
			q := source(pc.mask)
			by[q] = append(by[q], span{s.arg, pc.lo, pc.hi - pc.lo})
		}
	}
	return by
}

// dataSize is the length of the data message of spans.
func dataSize(pl *plan, spans []span) int64 {
	n := int64(16)
	for _, s := range spans {
		n += 32 + int64(s.n*pl.bufs[s.arg].size)
	}
	return n
}

// askSends asks each rank of by but rank 0 to send its pieces to dest.
func (ce *Coexecutor) askSends(rs *resident, by map[int][]span, dest int) ([]int, error) {
	var srcs []int
	for q := range by {
		if q != 0 {
			srcs = append(srcs, q)
		}
	}
	slices.Sort(srcs)
	for _, q := range srcs {
		if err := rs.ready(q); err != nil {
			return nil, err
		}
		cmd := sendCmd{dest, by[q]}.encode()
		rs.units[q].rep.Sent += int64(len(cmd))
		if err := ce.cl.comm.Send(cmd, q, tag(rs.seq, tagCmd), ce.cl.deadline()); err != nil {
			return nil, ce.cl.lost(q, rs.what, err)
		}
		rs.units[q].lastSeen = time.Now()
	}
	return srcs, nil
}

// fetchTo0 brings the pieces of spans that rank 0 does not hold into
// its buffers, from the ranks that hold them.
func (ce *Coexecutor) fetchTo0(rs *resident, spans []span) error {
	pl := rs.pl
	by := ce.missing(pl, spans, 0)
	srcs, err := ce.askSends(rs, by, 0)
	if err != nil {
		return err
	}
	for _, q := range srcs {
		m, _, err := ce.cl.comm.RecvMsg(q, tag(rs.seq, tagData), ce.cl.deadline())
		if err != nil {
			return ce.cl.lost(q, rs.what, err)
		}
		u := rs.units[q]
		u.rep.Received += int64(len(m))
		cs, err := decodeData(m, pl)
		if err != nil {
			return fmt.Errorf("%w: rank %d, sending its elements: %w", ErrNodeFailed, q, err)
		}
		u.rep.Data += chunkBytes(cs)
		for _, c := range cs {
			if err := pl.bufs[c.arg].write(c.off, c.data); err != nil {
				return fmt.Errorf("cluster: kernel %s: argument %s: %w", pl.k.Name, pl.k.Params[c.arg].Name, err)
			}
			ce.holdersOf(pl, c.arg).got(c.off, c.off+c.n, 0)
		}
	}
	return nil
}

// dispatchResident sends node u (not rank 0) its package of work-groups
// [g0, g1): the elements it lacks that rank 0 holds go with the
// package, the others come from the ranks that hold them.
func (ce *Coexecutor) dispatchResident(rs *resident, u *unit, g0, g1 int) error {
	pl := rs.pl
	lo, hi := pl.items(g0, g1)
	spans, err := pl.inputs(lo, hi)
	if err != nil {
		return err
	}
	by := ce.missing(pl, spans, u.rank)
	cmd := pkgCmd{g0: g0, g1: g1}
	var v views
	defer v.close()
	for _, s := range by[0] {
		b, err := v.read(pl.bufs[s.arg], s.off, s.n)
		if err != nil {
			return fmt.Errorf("cluster: kernel %s: reading argument %s: %w", pl.k.Name, pl.k.Params[s.arg].Name, err)
		}
		cmd.in = append(cmd.in, chunk{s, b})
	}
	if cmd.peers, err = ce.askSends(rs, by, u.rank); err != nil {
		return err
	}
	var peerBytes int64
	for q, ss := range by {
		for _, s := range ss {
			ce.holdersOf(pl, s.arg).got(s.off, s.off+s.n, u.rank)
		}
		if q != 0 {
			n := dataSize(pl, ss)
			peerBytes += n
			u.rep.Received += n
			u.rep.Data += pl.bytes(ss)
		}
	}
	msg := cmd.encodeTo(ce.msgs.take(cmd.size()))
	v.close()
	u.inBytes = int64(len(msg)) + peerBytes
	u.rep.Sent += int64(len(msg))
	u.rep.Data += chunkBytes(cmd.in)
	u.lastSeen = u.sent
	if err := ce.cl.comm.Send(msg, u.rank, tag(rs.seq, tagCmd), ce.cl.deadline()); err != nil {
		return ce.cl.lost(u.rank, rs.what, err)
	}
	ce.msgs.keep(msg)
	return nil
}

// wrote records that rank r alone holds what its package of
// work-groups [g0, g1) wrote.
func (ce *Coexecutor) wrote(pl *plan, r, g0, g1 int) error {
	lo, hi := pl.items(g0, g1)
	outs, err := pl.outputs(lo, hi)
	if err != nil {
		return err
	}
	for _, s := range outs {
		ce.holdersOf(pl, s.arg).wrote(s.off, s.off+s.n, r)
	}
	return nil
}

// residentBytes is what a package of work-groups [g0, g1) would move to
// node i with KeepOutputs: the elements it reads or keeps that it does
// not hold (its outputs stay).
func (ce *Coexecutor) residentBytes(pl *plan, i, g0, g1 int) int64 {
	if i == 0 || g1 <= g0 {
		return 0
	}
	lo, hi := pl.items(g0, g1)
	spans, err := pl.inputs(lo, hi)
	if err != nil {
		return 0
	}
	var n int64
	for _, ss := range ce.missing(pl, spans, i) {
		n += pl.bytes(ss)
	}
	return n
}

// Gather brings the current values of buffers that launches with
// Config.KeepOutputs left distributed into rank 0's buffers, and forgets
// where they were: every rank calls it with its own buffers, in the same
// order. Afterwards rank 0's buffers hold the data, and the other
// ranks' copies no longer count (a later launch sends a node again what
// it needs). Between launches with KeepOutputs, host code may read or
// change a buffer that they used, on any rank, only after a Gather of
// it. Gather returns the bytes of elements that moved (on rank 0, that
// came; on another rank, that it sent); without KeepOutputs it moves
// nothing.
func (ce *Coexecutor) Gather(bufs ...any) (int64, error) {
	if err := ce.made("Gather"); err != nil {
		return 0, err
	}
	seq, err := ce.cl.begin()
	if err != nil {
		return 0, err
	}
	hbs := make([]*hostBuf, len(bufs))
	var lerr error
	h := sha256.New()
	for i, b := range bufs {
		hb, ok := asHostBuf(b)
		if !ok {
			lerr = fmt.Errorf("%w: Gather's argument %d is a %T: give *buffer.Buffer values", ErrUnsupported, i, b)
			break
		}
		hbs[i] = hb
		ce.mu.Lock()
		t := ce.tracked[hb.v.Pointer()]
		ce.mu.Unlock()
		id := 0
		if t != nil {
			id = t.id
		}
		fmt.Fprintf(h, "%v %d %d|", hb.elem, hb.n, id)
	}
	if err := ce.cl.agreeSeq(seq, "Gather", h.Sum(nil), lerr); err != nil {
		return 0, err
	}
	defer ce.untrack(bufs)
	c := ce.cl.comm
	if !ce.cl.cfg.KeepOutputs || c.Size() == 1 {
		return 0, nil
	}
	pl := &plan{bufs: hbs}
	what := "Gather"
	if c.Rank() != 0 {
		msg, _, err := c.RecvMsg(0, tag(seq, tagCmd), ce.cl.deadline())
		if err != nil {
			return 0, ce.cl.lost(0, what, err)
		}
		rd := &reader{b: msg}
		if rd.byte() != cmdSend {
			return 0, fmt.Errorf("cluster: rank %d: Gather: a command of another kind from rank 0", c.Rank())
		}
		sc := decodeSend(rd, pl, c.Size())
		if rd.err != nil {
			return 0, rd.err
		}
		data := ce.sendData(pl, sc.spans)
		if err := c.Send(data, 0, tag(seq, tagData), ce.cl.deadline()); err != nil {
			return 0, ce.cl.lost(0, what, err)
		}
		return pl.bytes(sc.spans), nil
	}
	// Rank 0: ask every rank for the pieces it alone can give.
	by := map[int][]span{}
	for i, hb := range hbs {
		ce.mu.Lock()
		t := ce.tracked[hb.v.Pointer()]
		ce.mu.Unlock()
		if t == nil {
			continue
		}
		for _, pc := range t.h.query(0, hb.n) {
			if pc.mask&1 == 0 {
				q := source(pc.mask)
				by[q] = append(by[q], span{i, pc.lo, pc.hi - pc.lo})
			}
		}
	}
	for r := 1; r < c.Size(); r++ {
		if err := c.Send(sendCmd{0, by[r]}.encode(), r, tag(seq, tagCmd), ce.cl.deadline()); err != nil {
			return 0, ce.cl.lost(r, what, err)
		}
	}
	var moved int64
	var ferr error
	for r := 1; r < c.Size(); r++ {
		m, _, err := c.RecvMsg(r, tag(seq, tagData), ce.cl.deadline())
		if err != nil {
			return moved, ce.cl.lost(r, what, err)
		}
		cs, err := decodeData(m, pl)
		if err != nil {
			ferr = errors.Join(ferr, fmt.Errorf("%w: rank %d, Gather: %w", ErrNodeFailed, r, err))
			continue
		}
		for _, ch := range cs {
			if err := hbs[ch.arg].write(ch.off, ch.data); err != nil {
				ferr = errors.Join(ferr, fmt.Errorf("cluster: Gather: argument %d: %w", ch.arg, err))
			}
			moved += int64(len(ch.data))
		}
	}
	return moved, ferr
}
