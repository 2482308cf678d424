package coexecutor

// This file places LaunchKernel's memory arguments by the footprints
// cmd/kgen inferred (sycl.Footprint): each package receives the part of
// an input its work-items read and writes back the elements of an output
// they write, and a launch whose packages could write the same elements
// is refused before anything runs.

import (
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor/internal/loadpay"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// ErrUnplaceable is wrapped by LaunchKernel's errors for kernels whose
// outputs it cannot split between packages: packages could write the same
// elements, or kgen could not tell which elements they write.
var ErrUnplaceable = errors.New("coexecutor: cannot place the kernel's outputs in packages")

// placement is how LaunchKernel passes each memory argument: by its
// footprint where kgen recorded one, nil otherwise. fps and private
// depend only on the kernel, the launch's space and the arguments' shapes
// (placecache.go), and are shared by the launches that agree on them;
// roles are this launch's.
type placement struct {
	fps []*placed
	// private: argument i is updated with atomics whose devices' copies
	// merge (atomics.go).
	private []bool
	roles   []*role
}

type placed struct {
	lf     *sycl.LaunchFootprint
	reads  bool // the package's reads come from the footprint (else whole)
	writes bool // the package's writes come from the footprint
	// loads: the reads load another argument's elements (sycl.Elements),
	// and are worked out for each package that needs them (spans).
	loads bool
	// overwrite: the argument takes a write role (the kernel only
	// writes it), whose packages that overwrite all they write need
	// nothing copied in (pkgSpans.over)
	overwrite bool
	n         int    // the argument's length
	launch    [2]int // the launch's work-items along dimension 0
	memo      spanMemo
}

// loadsPay reports whether bounding argument i's reads by the elements
// its footprint loads (loads, by argument) can pay for their scan
// (loadpay.Pays): a CSR matrix's nonzeros by its row pointers do.
func loadsPay(k *sycl.Kernel, i int, roles []*role, loads []int) bool {
	size := func(j int) int64 { return int64(roles[j].len()) * int64(k.Params[j].Type.Size()) }
	var scanned int64
	for _, j := range loads {
		if j >= len(roles) || roles[j] == nil {
			return false
		}
		scanned += size(j)
	}
	return loadpay.Pays(size(i), scanned)
}

// place evaluates the footprints of k's memory arguments for a launch
// over rng and checks them: outputs must be placeable and every footprint
// inside its memory. A launch that agrees with the kernel's last placed
// launch on everything the placement depends on reuses it (placecache.go).
func (ce *Coexecutor) place(rng sycl.Space, k *sycl.Kernel, roles []*role, args []any) (*placement, error) {
	s, err := toSpace(rng, ce.cfg.lws)
	if err != nil {
		return nil, err
	}
	key, cacheable := ce.placeKeyOf(*s, k, roles, args)
	if cacheable {
		if pl := ce.placed(k, key); pl != nil {
			return &placement{fps: pl.fps, private: pl.private, roles: roles}, nil
		}
	}
	pl, err := ce.evalPlace(s, rng, k, roles, args)
	if err != nil {
		return nil, err
	}
	if cacheable && (!pl.bySlab() || key.stamped) {
		ce.keepPlaced(k, key, pl)
	}
	return pl, nil
}

// bySlab reports whether a package's reads of some argument depend on the
// elements its footprint loads, as the launch found them.
func (pl *placement) bySlab() bool {
	for _, p := range pl.fps {
		if p != nil && p.loads && p.reads {
			return true
		}
	}
	return false
}

// evalPlace is place without the cache.
func (ce *Coexecutor) evalPlace(s *space, rng sycl.Space, k *sycl.Kernel, roles []*role, args []any) (*placement, error) {
	pl := &placement{fps: make([]*placed, len(args)), private: make([]bool, len(args)), roles: roles}
	vals := make([]any, len(args))
	for i, a := range args {
		vals[i] = a
		if roles[i] != nil {
			vals[i] = roles[i].len()
		}
	}
	first, end := s.off[0], s.off[0]+s.global[0]
	// The elements the footprints that pay for it load, shared by them.
	pays := make([]bool, len(roles))
	elems := map[int]bool{}
	for i, r := range roles {
		fp := k.Params[i].Footprint
		if r == nil || fp == nil || len(fp.Loads()) == 0 || !r.mode.NeedsData() {
			continue
		}
		if _, isRole := args[i].(wrapped); isRole && !r.out {
			continue // In, InPart: not by the footprint
		}
		if pays[i] = loadsPay(k, i, roles, fp.Loads()); !pays[i] {
			continue
		}
		for _, j := range fp.Loads() {
			if !elems[j] {
				elems[j] = true
				if el := hostElements(roles[j]); el != nil {
					vals[j] = el
				}
			}
		}
	}
	for i, r := range roles {
		fp := k.Params[i].Footprint
		if r == nil || fp == nil {
			continue
		}
		// In sends its memory whole and InPart a part of the caller's;
		// memory passed bare, with Out or with InOut follows the footprint.
		if _, isRole := args[i].(wrapped); isRole && !r.out {
			continue
		}
		name := k.Params[i].Name
		lf, err := fp.Launch(rng, vals)
		if err != nil {
			return nil, fmt.Errorf("coexecutor: kernel %s: parameter %s: %w", k.Name, name, err)
		}
		p := &placed{lf: lf, n: r.len(), launch: [2]int{first, end}, overwrite: r.mode == memory.Write}
		if r.mode.NeedsData() && len(fp.Loads()) > 0 {
			// What a package reads depends on the loaded elements: each
			// package's reads are worked out when it is prepared, and a
			// package whose reads cannot be bounded gets the whole
			// memory; so does every package where bounding cannot pay.
			p.reads, p.loads = pays[i], true
			if p.reads && ce.copies(r) {
				if err := p.checkLoaded(first, end); err != nil {
					return nil, fmt.Errorf("coexecutor: kernel %s: parameter %s: %w", k.Name, name, err)
				}
			}
		} else if r.mode.NeedsData() {
			sp, err := lf.Reads(first, end)
			switch {
			case errors.Is(err, sycl.ErrFootprintUnknown):
				// the whole memory, as without a footprint
			case err != nil:
				return nil, fmt.Errorf("coexecutor: kernel %s: parameter %s: %w", k.Name, name, err)
			case sp.Lo < sp.Hi && (sp.Lo < 0 || sp.Hi > r.len()):
				return nil, fmt.Errorf("coexecutor: kernel %s: parameter %s: kgen inferred that the launch reads its elements [%d,%d), outside its %d elements (pass it with coexecutor.In to send it whole, or InPart)", k.Name, name, sp.Lo, sp.Hi, r.len())
			default:
				p.reads = true
			}
		}
		if r.out {
			if err := lf.Separate(s.lws); err != nil {
				if au := k.Params[i].Atomics; au != nil && au.Op != "" {
					if err := checkPrivate(r); err != nil {
						return nil, fmt.Errorf("coexecutor: kernel %s: parameter %s: %w", k.Name, name, err)
					}
					pl.private[i] = true // each device updates a copy of its own
					continue
				} else if au != nil {
					return nil, fmt.Errorf("%w: kernel %s, parameter %s: %w, and its atomics cannot go to each device as a copy of its own to merge at the end: %s; launch it with Launch and explicit accessors", ErrUnplaceable, k.Name, name, err, au.Why)
				}
				return nil, fmt.Errorf("%w: kernel %s, parameter %s: %w; launch it with Launch and explicit accessors, or write %s at an index affine in the work-item's id that no other work-item along dimension 0 writes (%s[i], %s[i*k+j], %s[j*n+i], %s[GroupID(0)])", ErrUnplaceable, k.Name, name, err, name, name, name, name, name)
			}
			ws, _ := lf.Writes(first, end)
			if n := len(ws); n > 0 && (ws[0].Lo < 0 || ws[n-1].Hi > r.len()) {
				return nil, fmt.Errorf("coexecutor: kernel %s: parameter %s: kgen inferred that the launch writes its elements [%d,%d), outside its %d elements", k.Name, name, ws[0].Lo, ws[n-1].Hi, r.len())
			}
			p.writes = true
			if r.p != nil && ce.onCopy(r.p) {
				// A unit works on a copy of such an allocation and writes
				// back one region per package: it must be exactly what the
				// package writes.
				probe := min(first+s.lws, end)
				ws, _ := lf.Writes(first, probe)
				rs, rerr := lf.Reads(first, probe)
				if len(ws) > 1 || (r.mode.NeedsData() && (rerr != nil || !within(rs, ws))) {
					return nil, fmt.Errorf("%w: kernel %s, parameter %s: a package writes several runs of the USM allocation (or reads beyond what it writes), which a unit that works on a copy of it (%s) cannot write back alone; pass a buffer", ErrUnplaceable, k.Name, name, ce.onCopyUnit(r.p))
				}
			}
		}
		pl.fps[i] = p
	}
	return pl, nil
}

// onCopy reports whether a unit of the coexecutor works on a copy of the
// USM allocation's regions (see memory.Alloc.OnCopy).
func (ce *Coexecutor) onCopy(p usmArg) bool { return ce.onCopyUnit(p) != "" }

// onCopyUnit names the first unit that works on a copy of the allocation,
// or returns "".
func (ce *Coexecutor) onCopyUnit(p usmArg) string {
	a := p.MemoryUse().Alloc
	for _, u := range ce.units {
		if a != nil && a.OnCopy(memory.LocationOf(u.dev)) {
			return u.dev.Name()
		}
	}
	return ""
}

func within(r sycl.Span, ws []sycl.Span) bool {
	if r.Lo >= r.Hi {
		return true
	}
	return len(ws) == 1 && ws[0].Lo <= r.Lo && r.Hi <= ws[0].Hi
}

// binder declares a package's accessors for one argument in a command
// group and returns the kernel's argument.
type binder func(h *sycl.Handler) sycl.MemoryArg

// hostElements returns the elements of an integer memory argument as the
// host holds them, for a footprint that loads them (sycl.Elements), or nil
// where the host's copy may not be current: a buffer whose host copy is
// stale or that commands still use, USM device memory. The kernel only
// reads them (kgen loads nothing it writes), and the launch's own commands
// do not write them.
func hostElements(r *role) sycl.Elements {
	var typed any
	switch {
	case r.b != nil:
		u := r.access(nil, nil).MemoryUse()
		if u.Err != nil || u.Buf == nil || u.Typed == nil || !u.Buf.Current(nil, u.Lo, u.Hi) || len(u.Buf.Pending()) > 0 {
			return nil
		}
		typed = u.Typed()
	case r.p != nil:
		u := r.p.MemoryUse()
		if u.Err != nil || u.Alloc == nil || u.Alloc.Kind == memory.KindDevice || u.View == nil {
			return nil
		}
		b, err := u.Alloc.HostBytes()
		if err != nil {
			return nil
		}
		typed = u.View(b)
	}
	el, _ := sycl.ElementsOf(typed)
	return el
}

// prepare works out argument i's footprint for package pkg, before the
// package is submitted, and returns what binds it; ok is false where
// argument i has no footprint, or where the package reads the whole
// memory: an input whose footprint loads elements, on a unit that
// uses it in place (inPlace), which moves nothing whatever it reads.
func (pl *placement) prepare(i int, pkg Package, inPlace func(r *role, unit int) bool) (b binder, ok bool, err error) {
	p := pl.fps[i]
	if p == nil || (p.loads && !p.writes && inPlace(pl.roles[i], pkg.Unit)) {
		return nil, false, nil
	}
	sp, err := p.spans(pkg.Offset, pkg.Offset+pkg.Size)
	if err != nil {
		return nil, true, err
	}
	r := pl.roles[i]
	mode := r.mode
	if sp.over {
		// Memory the kernel only writes, every element of the
		// package's writes: nothing needs copying in.
		mode = memory.DiscardWrite
	}
	return func(h *sycl.Handler) sycl.MemoryArg { return p.bind(h, r, mode, sp.rs, sp.ws) }, true, nil
}

// bind declares the accessors, in mode, of a package that reads rs (when
// p reads) and writes ws.
func (p *placed) bind(h *sycl.Handler, r *role, mode memory.Mode, rs sycl.Span, ws []sycl.Span) (m sycl.MemoryArg) {
	if r.p != nil {
		// USM: one region, the hull of what the package touches.
		var hull sycl.Span
		switch {
		case !p.reads && mode.NeedsData():
			hull = sycl.Span{Lo: 0, Hi: r.len()}
		case p.reads:
			hull = rs
		}
		for _, w := range ws {
			hull = union(hull, w)
		}
		return r.p.MemoryRegion(hull.Lo, hull.Hi-hull.Lo, mode).(sycl.MemoryArg)
	}
	if !p.writes {
		if !p.reads {
			return r.b.Access(h, buffer.Mode(mode))
		}
		return r.b.Access(h, buffer.Mode(mode), buffer.Range(rs.Lo, rs.Hi-rs.Lo))
	}
	// Outputs: one accessor per run written, and the reads beside them.
	for _, w := range ws {
		a := r.b.Access(h, buffer.Mode(mode), buffer.Range(w.Lo, w.Hi-w.Lo))
		if m == nil {
			m = a
		}
	}
	if mode.NeedsData() && (!p.reads || !within(rs, ws)) {
		var a sycl.MemoryArg
		if p.reads {
			a = r.b.Access(h, buffer.ModeRead, buffer.Range(rs.Lo, rs.Hi-rs.Lo))
		} else {
			a = r.b.Access(h, buffer.ModeRead)
		}
		if m == nil {
			m = a
		}
	}
	if m == nil { // the package writes and reads nothing of it
		m = r.b.Access(h, buffer.Mode(mode), buffer.Range(0, 0))
	}
	return m
}

func union(a, b sycl.Span) sycl.Span {
	switch {
	case a.Lo >= a.Hi:
		return b
	case b.Lo >= b.Hi:
		return a
	}
	return sycl.Span{Lo: min(a.Lo, b.Lo), Hi: max(a.Hi, b.Hi)}
}

// homeSpans are the spans of buffer argument i that package pkg writes,
// which come home after it; ok is false where argument i's outputs have
// no footprint.
func (pl *placement) homeSpans(i int, pkg Package) (spans []buffer.Span, ok bool, err error) {
	p := pl.fps[i]
	if p == nil || !p.writes {
		return nil, false, nil
	}
	sp, err := p.spans(pkg.Offset, pkg.Offset+pkg.Size)
	if err != nil {
		return nil, true, err
	}
	for _, w := range sp.ws {
		spans = append(spans, buffer.Range(w.Lo, w.Hi-w.Lo))
	}
	return spans, true, nil
}

// loadedReads is what package [lo, hi) reads of an argument whose
// footprint loads elements, from the footprint's answer: the whole memory
// where the footprint cannot bound it (the elements are not on the host,
// or bounding them would cost more than the package's own loads), and an
// error where it reads outside the memory, which the kernel would do too.
func (p *placed) loadedReads(sp sycl.Span, err error, lo, hi int) (sycl.Span, error) {
	switch {
	case errors.Is(err, sycl.ErrFootprintUnknown):
		return sycl.Span{Lo: 0, Hi: p.n}, nil
	case err != nil:
		return sycl.Span{}, err
	case sp.Lo < sp.Hi && (sp.Lo < 0 || sp.Hi > p.n):
		return sycl.Span{}, fmt.Errorf("the work-items [%d,%d) read its elements [%d,%d), outside its %d elements (by the elements their indices load)", lo, hi, sp.Lo, sp.Hi, p.n)
	}
	return sp, nil
}

// copies reports whether a unit works on a copy of argument r's memory
// (not inPlace): its packages move what their footprints bound.
func (ce *Coexecutor) copies(r *role) bool {
	for u := range ce.units {
		if !ce.inPlace(r, u) {
			return true
		}
	}
	return false
}

// checkLoaded checks, before the launch of work-items [first, end), that
// no package's reads bounded by loaded elements (loadedReads) fall
// outside the memory: indices that point outside it fail the launch
// before any package runs, so that no output is written. The launch is
// cut into a slab per core, bounded at once; their scans fill the loaded
// elements' block bounds (sycl.IntElements), which the packages' own
// bounds then read. The error is the first slab's, in the launch's order.
func (p *placed) checkLoaded(first, end int) error {
	slabs := max(1, min(runtime.GOMAXPROCS(0), (end-first)/4096))
	errs := make([]error, slabs)
	var wg sync.WaitGroup
	for k := range slabs {
		lo, hi := first+(end-first)*k/slabs, first+(end-first)*(k+1)/slabs
		wg.Add(1)
		go func() {
			defer wg.Done()
			sp, err := p.lf.Reads(lo, hi)
			_, errs[k] = p.loadedReads(sp, err, lo, hi)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// inPlace reports whether unit u computes on argument r's memory in place
// (the native device, PoCL on host memory), so that what a package reads
// of it moves nothing.
func (ce *Coexecutor) inPlace(r *role, u int) bool {
	if u < 0 || u >= len(ce.units) || !ce.units[u].dev.UsesHostMemory() {
		return false
	}
	if r.p == nil {
		return true
	}
	a := r.p.MemoryUse().Alloc
	return a != nil && !a.OnCopy(memory.LocationOf(ce.units[u].dev))
}
