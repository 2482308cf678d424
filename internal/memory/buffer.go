package memory

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// Stats counts a buffer's transfers between host and devices.
type Stats struct {
	HostToDevice, DeviceToHost           int // transfers
	BytesHostToDevice, BytesDeviceToHost int64
}

// ErrClosed is returned for accesses to a released buffer.
var ErrClosed = errors.New("buffer is closed")

// Buffer is the untyped core of buffer.Buffer[T]: Size bytes whose home is
// Host (the user's slice, or the buffer's own), with a copy on each device
// that used it and, per location, the byte ranges whose copy is current.
type Buffer struct {
	Host []byte
	Size int

	mu     sync.Mutex
	copies map[Loc]*opencl.Buffer
	valid  map[Loc]intervals
	track  tracker
	closed bool
	stats  struct {
		h2d, d2h   atomic.Int64
		bh2d, bd2h atomic.Int64
	}
}

// NewBuffer returns a buffer whose current contents are host.
func NewBuffer(host []byte) *Buffer {
	b := &Buffer{Host: host, Size: len(host), copies: map[Loc]*opencl.Buffer{}, valid: map[Loc]intervals{}}
	b.valid[nil] = intervals{}.add(0, len(host))
	return b
}

// Stats returns the transfer counters.
func (b *Buffer) Stats() Stats {
	return Stats{
		HostToDevice: int(b.stats.h2d.Load()), DeviceToHost: int(b.stats.d2h.Load()),
		BytesHostToDevice: b.stats.bh2d.Load(), BytesDeviceToHost: b.stats.bd2h.Load(),
	}
}

// Transfer is a copy that must run before the command that planned it.
type Transfer struct {
	buf      *Buffer
	from, to Loc
	lo, hi   int
}

func (t Transfer) String() string {
	return fmt.Sprintf("%s->%s [%d,%d)", LocName(t.from), LocName(t.to), t.lo, t.hi)
}

// Run performs the copy. Exactly one side is the host. A failed copy
// leaves the destination range stale, so that nothing reads it as current.
func (t Transfer) Run() error {
	err := t.copy()
	if err != nil {
		b := t.buf
		b.mu.Lock()
		b.valid[t.to] = b.valid[t.to].remove(t.lo, t.hi)
		b.mu.Unlock()
	}
	return err
}

func (t Transfer) copy() error {
	b := t.buf
	b.mu.Lock()
	var dev *opencl.Buffer
	if t.to != nil {
		dev = b.copies[t.to]
	} else {
		dev = b.copies[t.from]
	}
	b.mu.Unlock()
	n := int64(t.hi - t.lo)
	if t.to != nil {
		b.stats.h2d.Add(1)
		b.stats.bh2d.Add(n)
		return t.to.Write(dev, t.lo, b.Host[t.lo:t.hi])
	}
	b.stats.d2h.Add(1)
	b.stats.bd2h.Add(n)
	return t.from.Read(dev, t.lo, b.Host[t.lo:t.hi])
}

// Plan registers an access by a command (whose event is ev) at loc to bytes
// [lo, hi) in mode. It returns the unfinished commands the access must wait
// for and the transfers that must run first, in order. The buffer's state
// afterwards is the state once the command has run: plans are made in
// submission order, and the returned dependencies make execution agree.
func (b *Buffer) Plan(loc Loc, lo, hi int, mode Mode, ev Event, deps []Event) ([]Event, []Transfer, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return deps, nil, ErrClosed
	}
	if lo < 0 || hi > b.Size || lo > hi {
		return deps, nil, fmt.Errorf("access [%d,%d) outside the buffer's %d bytes", lo, hi, b.Size)
	}
	if loc != nil && b.copies[loc] == nil {
		d, err := loc.NewBuffer(b.Size)
		if err != nil {
			return deps, nil, err
		}
		b.copies[loc] = d
	}
	b.track.prune()
	var xfers []Transfer
	if mode.NeedsData() {
		for _, gap := range b.valid[loc].missing(lo, hi) {
			xfers, deps = b.fetch(loc, gap, ev, xfers, deps)
		}
	}
	deps = b.track.conflicts(deps, loc, lo, hi, mode.Writes(), ev)
	if mode.Writes() {
		for l, v := range b.valid {
			if l != loc {
				b.valid[l] = v.remove(lo, hi)
			}
		}
	}
	b.valid[loc] = b.valid[loc].add(lo, hi)
	b.track.add(loc, lo, hi, mode.Writes(), ev)
	return deps, xfers, nil
}

// fetch plans the transfers that make gap current at loc.
func (b *Buffer) fetch(loc Loc, gap span, ev Event, xfers []Transfer, deps []Event) ([]Transfer, []Event) {
	move := func(from, to Loc, s span) {
		deps = b.track.conflicts(deps, from, s.lo, s.hi, false, ev)
		deps = b.track.conflicts(deps, to, s.lo, s.hi, true, ev)
		xfers = append(xfers, Transfer{b, from, to, s.lo, s.hi})
		b.track.add(from, s.lo, s.hi, false, ev)
		b.track.add(to, s.lo, s.hi, true, ev)
		b.valid[to] = b.valid[to].add(s.lo, s.hi)
	}
	if loc != nil {
		// Bring to the host what is current only on other devices, then
		// send the now-current host range on.
		for _, s := range b.valid[nil].missing(gap.lo, gap.hi) {
			b.pull(s, move)
		}
		move(nil, loc, gap)
		return xfers, deps
	}
	b.pull(gap, move)
	return xfers, deps
}

// pull plans device-to-host copies for s from whichever devices hold it.
func (b *Buffer) pull(s span, move func(from, to Loc, s span)) {
	for l, v := range b.valid {
		if l == nil {
			continue
		}
		for _, c := range v.covered(s.lo, s.hi) {
			if len(b.valid[nil].missing(c.lo, c.hi)) > 0 {
				move(l, nil, c)
			}
		}
	}
}

// Current reports whether loc's copy of bytes [lo, hi) is current, as the
// commands planned so far leave it.
func (b *Buffer) Current(loc Loc, lo, hi int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.valid[loc].missing(lo, hi)) == 0
}

// Revert undoes, for bytes [lo, hi), the plan of a write at device loc
// by a command that failed, where the host's copy was current before the
// command and the command did not touch it: the host's copy becomes the
// current one again and loc's (which the command may have half written)
// stale. It does so only while no other location holds any of the range,
// as the failed write left it (a failed transfer to loc may have made
// loc's copy stale too): a command planned since that copied the range
// elsewhere, or wrote it there, may have changed the host's copy, and
// then Revert reports false and changes nothing. The caller has waited
// for the failed command.
func (b *Buffer) Revert(loc Loc, lo, hi int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if loc == nil {
		return false
	}
	for l, v := range b.valid {
		if l != loc && len(v.covered(lo, hi)) > 0 {
			return false
		}
	}
	b.valid[loc] = b.valid[loc].remove(lo, hi)
	b.valid[nil] = b.valid[nil].add(lo, hi)
	return true
}

// Pending returns the unfinished commands that use the buffer.
func (b *Buffer) Pending() []Event {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.track.prune()
	return b.track.pending()
}

// Release frees the device copies. The caller has made the host copy
// current and waited for every command.
func (b *Buffer) Release() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	for l, d := range b.copies {
		d.Release()
		delete(b.copies, l)
	}
}

// DeviceBuffer returns the device copy at loc (planned before).
func (b *Buffer) DeviceBuffer(loc Loc) *opencl.Buffer {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.copies[loc]
}

// Closed reports whether Release was called.
func (b *Buffer) Closed() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.closed
}
