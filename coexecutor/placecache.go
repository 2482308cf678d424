package coexecutor

// This file keeps each kernel's last placement (footprint.go) for the
// launches that follow: an iterative computation launches the same kernel
// over the same range with the same argument shapes again and again, and
// evaluating its footprints, checking that its outputs separate, and
// working out each package's spans would otherwise be paid by every
// launch.

import (
	"slices"
	"sync"

	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// placeArg is what a placement depends on of one argument: a scalar's
// value, or a memory argument's length and how it is passed.
type placeArg struct {
	val any // a scalar of a basic type, or a memory argument's length
	mem bool
	// Memory arguments: how the launch passes them.
	mode                           memory.Mode
	out, red, wrapped, usm, onCopy bool
	device                         bool // USM device memory (atomics.go, reduce.go)
}

// placeKey is what a kernel's placement depends on beyond the kernel:
// the launch's space (of the whole launch) and its arguments, and, where
// its footprints load elements, their contents: the stamps of the
// buffers that hold them (stamped: every loaded argument is a buffer).
type placeKey struct {
	s       space
	args    []placeArg
	loaded  []memory.Stamp
	stamped bool
}

// serves tells whether a placement kept for key a serves a launch with
// key b: the same space and arguments, and, where the placement bounds
// reads by loaded elements (bySlab), the same contents of those: buffers
// with the same stamps. A placement that bounds nothing by them does not
// depend on their contents.
func (a placeKey) serves(b placeKey, bySlab bool) bool {
	return a.s == b.s && slices.Equal(a.args, b.args) && (!bySlab || a.stamped && b.stamped && slices.Equal(a.loaded, b.loaded))
}

// placeEntry is a kernel's last placement and its key.
type placeEntry struct {
	key placeKey
	pl  *placement // roles nil: each launch has its own
}

// maxPlaced bounds the kernels whose placements are kept.
const maxPlaced = 256

// placeKeyOf returns the key of a launch over s with args; cacheable is
// false where a scalar argument is not of a basic type whose values
// compare (a struct, say), whose launches are placed afresh. A placement
// that bounds reads by loaded elements depends on them: it is kept only
// where every argument loaded is a buffer, whose stamp the key holds
// (memory.Stamp: an access that writes the buffer changes it), and
// placed afresh otherwise (place); USM allocations and the host's
// writes to them are not tracked.
func (ce *Coexecutor) placeKeyOf(s space, k *sycl.Kernel, roles []*role, args []any) (key placeKey, cacheable bool) {
	key = placeKey{s: s, args: make([]placeArg, len(args)), stamped: true}
	var loaded []int
	for _, p := range k.Params {
		if p.Footprint != nil {
			for _, j := range p.Footprint.Loads() {
				if !slices.Contains(loaded, j) {
					loaded = append(loaded, j)
				}
			}
		}
	}
	slices.Sort(loaded)
	for _, j := range loaded {
		var buf *memory.Buffer
		if j < len(roles) && roles[j] != nil && roles[j].b != nil {
			buf = roles[j].access(nil, nil).MemoryUse().Buf
		}
		if buf == nil {
			key.stamped, key.loaded = false, nil
			break
		}
		key.loaded = append(key.loaded, buf.Stamp())
	}
	for i, a := range args {
		r := roles[i]
		if r == nil {
			if k.Params[i].Kind == sycl.ParamLocal {
				continue // footprints never read its size
			}
			switch a.(type) {
			case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, uintptr,
				float32, float64, bool:
				key.args[i] = placeArg{val: a}
			default:
				return placeKey{}, false
			}
			continue
		}
		_, w := a.(wrapped)
		pa := placeArg{val: r.len(), mem: true, mode: r.mode, out: r.out, red: r.red, wrapped: w, usm: r.p != nil}
		if r.p != nil {
			pa.onCopy = ce.onCopy(r.p)
			pa.device = deviceMemory(r)
		}
		key.args[i] = pa
	}
	return key, true
}

// placed returns k's placement for key, nil if the last one was for
// another key.
func (ce *Coexecutor) placed(k *sycl.Kernel, key placeKey) *placement {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	if e := ce.places[k]; e != nil && e.key.serves(key, e.pl.bySlab()) {
		return e.pl
	}
	return nil
}

// keepPlaced makes pl k's placement for the launches with key.
func (ce *Coexecutor) keepPlaced(k *sycl.Kernel, key placeKey, pl *placement) {
	shared := &placement{fps: pl.fps, private: pl.private}
	ce.mu.Lock()
	defer ce.mu.Unlock()
	if ce.places == nil || len(ce.places) >= maxPlaced {
		ce.places = map[*sycl.Kernel]*placeEntry{}
	}
	ce.places[k] = &placeEntry{key: key, pl: shared}
}

// pkgSpans are what a package reads and writes of an argument placed by
// its footprint.
type pkgSpans struct {
	rs sycl.Span   // when the placement reads by the footprint
	ws []sycl.Span // when it writes by it; shared: read only
	// over: the argument takes a write role and the package writes
	// every element of ws whatever the data
	// (sycl.LaunchFootprint.Overwrites)
	over bool
	err  error
}

// spanMemo keeps a placed argument's spans by package, for the launches
// that share the placement (bounded: a launch's packages vary in size).
type spanMemo struct {
	mu sync.Mutex
	m  map[[2]int]pkgSpans
}

// maxSpans bounds a spanMemo.
const maxSpans = 128

// spans returns what the package of work-items [lo, hi) along dimension
// 0 reads and writes of p's argument.
func (p *placed) spans(lo, hi int) (pkgSpans, error) {
	key := [2]int{lo, hi}
	p.memo.mu.Lock()
	sp, ok := p.memo.m[key]
	p.memo.mu.Unlock()
	if ok {
		return sp, sp.err
	}
	if p.reads {
		if p.loads && lo <= p.launch[0] && hi >= p.launch[1] {
			// A package of the whole launch: its loads' bounds, a scan of
			// every loaded element, would bound almost nothing.
			sp.rs = sycl.Span{Lo: 0, Hi: p.n}
		} else {
			sp.rs, sp.err = p.lf.Reads(lo, hi)
			if p.loads {
				sp.rs, sp.err = p.loadedReads(sp.rs, sp.err, lo, hi)
			}
		}
	}
	if p.writes && sp.err == nil {
		sp.ws, sp.err = p.lf.Writes(lo, hi)
		sp.over = p.overwrite && sp.err == nil && p.lf.Overwrites(lo, hi)
	}
	p.memo.mu.Lock()
	if p.memo.m == nil || len(p.memo.m) >= maxSpans {
		p.memo.m = map[[2]int]pkgSpans{}
	}
	p.memo.m[key] = sp
	p.memo.mu.Unlock()
	return sp, sp.err
}
