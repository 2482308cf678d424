package cluster

// This file holds the messages between rank 0's Director and the nodes:
// commands (a node package with its inputs, keep-alive, end, abort) and
// replies (a package's outputs, or the node's error).

import (
	"errors"
	"fmt"
	"sync"
)

// Command kinds.
const (
	cmdPackage   byte = 1
	cmdKeepAlive byte = 2
	cmdEnd       byte = 3
	cmdAbort     byte = 4
	// cmdSend: send these elements to that rank (KeepOutputs).
	cmdSend byte = 5
	// cmdRelease: the launch has no more work for the node; its end is
	// predicted in the nanoseconds that follow (release.go).
	cmdRelease byte = 6
)

type writer struct{ b []byte }

// spare keeps the memory of the largest message a rank sent with
// elements, for the next: rank 0 sends a package's inputs, which may be
// megabytes, in every launch, and memory fresh from the system costs a
// page fault for each of its pages when it is first written, more than
// writing it. A buffer is kept only once its send completed (Comm.Send
// returned nil): MPI may still read the buffer of a send that failed.
type spare struct {
	mu  sync.Mutex
	buf []byte
}

// take is an empty buffer of capacity n at least: the one kept, where
// it is large enough.
func (s *spare) take(n int) []byte {
	s.mu.Lock()
	b := s.buf
	if cap(b) >= n {
		s.buf = nil
	}
	s.mu.Unlock()
	if cap(b) >= n {
		return b[:0]
	}
	return make([]byte, 0, n)
}

// keep keeps b, a message whose send completed, where it is worth
// keeping and larger than the one kept.
func (s *spare) keep(b []byte) {
	if cap(b) < minKept {
		return
	}
	s.mu.Lock()
	if cap(b) > cap(s.buf) {
		s.buf = b
	}
	s.mu.Unlock()
}

// minKept is the smallest message buffer worth keeping: below it an
// allocation costs next to nothing.
const minKept = 64 << 10

func (w *writer) byte(x byte)    { w.b = append(w.b, x) }
func (w *writer) int(x int)      { w.b = le.AppendUint64(w.b, uint64(x)) }
func (w *writer) bytes(x []byte) { w.int(len(x)); w.b = append(w.b, x...) }

type reader struct {
	b   []byte
	err error
}

var errShort = errors.New("cluster: a message ended early (ranks of different builds?)")

func (r *reader) byte() byte {
	if len(r.b) < 1 {
		r.err = errShort
		return 0
	}
	x := r.b[0]
	r.b = r.b[1:]
	return x
}

func (r *reader) int() int {
	if len(r.b) < 8 {
		r.err = errShort
		return 0
	}
	x := int(le.Uint64(r.b))
	r.b = r.b[8:]
	return x
}

func (r *reader) bytes() []byte {
	n := r.int()
	if n < 0 || n > len(r.b) {
		r.err = errShort
		return nil
	}
	x := r.b[:n]
	r.b = r.b[n:]
	return x
}

// chunk is a span with its elements' bytes.
type chunk struct {
	span
	data []byte
}

// chunksLen is the bytes writer.chunks writes for cs.
func chunksLen(cs []chunk) int {
	n := 8
	for _, c := range cs {
		n += 4*8 + len(c.data)
	}
	return n
}

func (w *writer) chunks(cs []chunk) {
	w.int(len(cs))
	for _, c := range cs {
		w.int(c.arg)
		w.int(c.off)
		w.int(c.n)
		w.bytes(c.data)
	}
}

func (r *reader) chunks(p *plan) []chunk {
	n := r.int()
	if r.err != nil || n < 0 || n > len(r.b) {
		r.err = errShort
		return nil
	}
	cs := make([]chunk, 0, n)
	for range n {
		c := chunk{span: span{arg: r.int(), off: r.int(), n: r.int()}}
		c.data = r.bytes()
		if r.err != nil {
			return nil
		}
		if c.arg < 0 || c.arg >= len(p.bufs) || p.bufs[c.arg] == nil || len(c.data) != c.n*p.bufs[c.arg].size {
			r.err = fmt.Errorf("cluster: a message names argument %d with %d bytes for %d elements", c.arg, len(c.data), c.n)
			return nil
		}
		cs = append(cs, c)
	}
	return cs
}

// chunkBytes is the bytes of the chunks' elements.
func chunkBytes(cs []chunk) int64 {
	var n int64
	for _, c := range cs {
		n += int64(len(c.data))
	}
	return n
}

// pkgCmd is a node package: work-groups [g0, g1), the inputs rank 0
// sends with it, and the ranks that send the node the rest (one data
// message each, KeepOutputs).
type pkgCmd struct {
	g0, g1 int
	in     []chunk
	peers  []int
}

func (c pkgCmd) encode() []byte { return c.encodeTo(nil) }

// size is the length of the command's message.
func (c pkgCmd) size() int { return 1 + 2*8 + chunksLen(c.in) + 8 + 8*len(c.peers) }

// encodeTo appends the command's message to b, which it grows once at
// most: to the message's length.
func (c pkgCmd) encodeTo(b []byte) []byte {
	if n := c.size(); cap(b)-len(b) < n {
		b = append(make([]byte, 0, len(b)+n), b...)
	}
	w := &writer{b: b}
	w.byte(cmdPackage)
	w.int(c.g0)
	w.int(c.g1)
	w.chunks(c.in)
	w.int(len(c.peers))
	for _, r := range c.peers {
		w.int(r)
	}
	return w.b
}

// decodePackage reads a package command after its kind byte.
func decodePackage(rd *reader, p *plan, size int) pkgCmd {
	cmd := pkgCmd{g0: rd.int(), g1: rd.int()}
	cmd.in = rd.chunks(p)
	n := rd.int()
	if rd.err != nil || n < 0 || n > size {
		rd.err = errShort
		return cmd
	}
	for range n {
		r := rd.int()
		if r <= 0 || r >= size {
			rd.err = fmt.Errorf("cluster: a package names rank %d as a peer, of %d ranks", r, size)
			return cmd
		}
		cmd.peers = append(cmd.peers, r)
	}
	return cmd
}

// sendCmd asks a node to send elements to another rank.
type sendCmd struct {
	dest  int
	spans []span
}

func (c sendCmd) encode() []byte {
	w := &writer{}
	w.byte(cmdSend)
	w.int(c.dest)
	w.int(len(c.spans))
	for _, s := range c.spans {
		w.int(s.arg)
		w.int(s.off)
		w.int(s.n)
	}
	return w.b
}

func decodeSend(rd *reader, p *plan, size int) sendCmd {
	c := sendCmd{dest: rd.int()}
	n := rd.int()
	if rd.err != nil || n < 0 || n > len(rd.b) || c.dest < 0 || c.dest >= size {
		rd.err = errShort
		return c
	}
	for range n {
		s := span{rd.int(), rd.int(), rd.int()}
		if rd.err != nil {
			return c
		}
		if s.arg < 0 || s.arg >= len(p.bufs) || p.bufs[s.arg] == nil || s.off < 0 || s.n < 0 || s.off+s.n > p.bufs[s.arg].n {
			rd.err = fmt.Errorf("cluster: a send command names elements [%d,+%d) of argument %d", s.off, s.n, s.arg)
			return c
		}
		c.spans = append(c.spans, s)
	}
	return c
}

// reply is a node's answer to a package: its outputs and reductions'
// partials, or its error.
type reply struct {
	err     string
	compute int64 // nanoseconds of the node's local launch
	// node: nanoseconds from the package's command received to its
	// reply encoded (staging, the local launch, reading outputs).
	node    int64
	full    int // the node's occupancy in work-groups
	out     []chunk
	partial []chunk // one element per reduction
}

func (r reply) encode() []byte {
	w := &writer{b: make([]byte, 0, 8+len(r.err)+3*8+chunksLen(r.out)+chunksLen(r.partial))}
	w.bytes([]byte(r.err))
	w.int(int(r.compute))
	w.int(int(r.node))
	w.int(r.full)
	w.chunks(r.out)
	w.chunks(r.partial)
	return w.b
}

func decodeReply(b []byte, p *plan) (reply, error) {
	rd := &reader{b: b}
	r := reply{err: string(rd.bytes()), compute: int64(rd.int()), node: int64(rd.int()), full: rd.int()}
	r.out = rd.chunks(p)
	r.partial = rd.chunks(p)
	return r, rd.err
}
