package cluster

// This file holds a launch's plan: which bytes of which argument a node
// package needs and gives back, from the kernel's parameters and kgen's
// footprints, and the host side of the buffers that hold them.

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor/internal/argmode"
	"github.com/gosycl/gosycl/coexecutor/internal/atomicmerge"
	"github.com/gosycl/gosycl/coexecutor/internal/loadpay"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// hostBuf is a *buffer.Buffer[T] of any T, reached by reflection: the
// cluster moves its elements as bytes.
type hostBuf struct {
	v    reflect.Value
	elem reflect.Type
	size int // bytes per element
	n    int // elements
}

const bufferPkg = "github.com/gosycl/gosycl/buffer"

func asHostBuf(a any) (*hostBuf, bool) {
	v := reflect.ValueOf(a)
	if !v.IsValid() || v.Kind() != reflect.Pointer || v.IsNil() {
		return nil, false
	}
	elem, ok := bufferElem(v.Type())
	if !ok {
		return nil, false
	}
	n := a.(interface{ Len() int }).Len()
	return &hostBuf{v: v, elem: elem, size: int(elem.Size()), n: n}, true
}

// bufferElems caches bufferElem's answers by type: a launch's plan asks
// for each of its buffers, and the reflection it takes costs more than
// the rest of the plan.
var bufferElems sync.Map // reflect.Type -> reflect.Type, nil where not a buffer

// bufferElem is the element type T of t = *buffer.Buffer[T], and false
// for any other type.
func bufferElem(t reflect.Type) (reflect.Type, bool) {
	if e, ok := bufferElems.Load(t); ok {
		et, _ := e.(reflect.Type)
		return et, et != nil
	}
	var elem reflect.Type
	if b := t.Elem(); b.PkgPath() == bufferPkg && strings.HasPrefix(b.Name(), "Buffer[") {
		if m, ok := t.MethodByName("HostRead"); ok {
			acc := m.Type.Out(0) // *HostAccessor[T]
			if s, ok := acc.MethodByName("Slice"); ok {
				elem = s.Type.Out(0).Elem()
			}
		}
		if _, ok := reflect.Zero(t).Interface().(interface{ Len() int }); !ok {
			elem = nil
		}
	}
	bufferElems.Store(t, elem)
	return elem, elem != nil
}

// host opens a host accessor on elements [off, off+n) and returns its
// bytes and the function that closes it.
func (b *hostBuf) host(method string, off, n int) ([]byte, func(), error) {
	out := b.v.MethodByName(method).Call([]reflect.Value{reflect.ValueOf(buffer.Range(off, n))})
	if err, _ := out[1].Interface().(error); err != nil {
		return nil, nil, err
	}
	acc := out[0]
	s := acc.MethodByName("Slice").Call(nil)[0]
	closer := func() { acc.MethodByName("Close").Call(nil) }
	if s.Len() == 0 {
		return nil, closer, nil
	}
	return unsafe.Slice((*byte)(s.UnsafePointer()), s.Len()*b.size), closer, nil
}

// read copies elements [off, off+n) out.
func (b *hostBuf) read(off, n int) ([]byte, error) {
	if n == 0 {
		return nil, nil
	}
	h, done, err := b.host("HostRead", off, n)
	if err != nil {
		return nil, err
	}
	defer done()
	return append([]byte(nil), h...), nil
}

// views are read-only host accessors kept open while a message is
// encoded from the buffers' memory, which spares copying each span out
// first; close ends them.
type views struct{ done []func() }

// read is elements [off, off+n) of b, valid until close.
func (v *views) read(b *hostBuf, off, n int) ([]byte, error) {
	if n == 0 {
		return nil, nil
	}
	h, done, err := b.host("HostRead", off, n)
	if err != nil {
		return nil, err
	}
	v.done = append(v.done, done)
	return h, nil
}

func (v *views) close() {
	for _, d := range v.done {
		d()
	}
	v.done = nil
}

// write copies data into the elements from off on.
func (b *hostBuf) write(off int, data []byte) error {
	if len(data) == 0 {
		return nil
	}
	if len(data)%b.size != 0 || off < 0 || off+len(data)/b.size > b.n {
		return fmt.Errorf("cluster: %d bytes at element %d do not fit a buffer of %d %v", len(data), off, b.n, b.elem)
	}
	h, done, err := b.host("HostReadWrite", off, len(data)/b.size)
	if err != nil {
		return err
	}
	defer done()
	copy(h, data)
	return nil
}

// span is elements [off, off+n) of argument arg.
type span struct{ arg, off, n int }

// plan is how a launch's arguments travel between rank 0 and the nodes;
// every rank makes the same plan from the same call.
type plan struct {
	k     *sycl.Kernel
	whole sycl.Space
	args  []any
	bufs  []*hostBuf // by parameter; nil for the others
	in    []bool     // sent to a node: read, or written (its old values kept where the kernel does not write; not for coexecutor.Out)
	out   []bool     // written: gathered to rank 0
	red   []bool     // a Reducer's result element
	// priv: memory that packages update with one commutative atomic
	// (sycl.AtomicUse.Op): each node's packages update a copy starting
	// at the identity (ident, the bytes of one element), which rank 0
	// merges into its memory (merge).
	priv  []bool
	ident [][]byte
	merge []func(dst, src any, lo, hi int)
	fps   []*sycl.LaunchFootprint
	reads []bool // fps[i] knows the reads
	// fpArgs are the footprints' arguments: scalars, and memory's lengths.
	fpArgs []any
	// The range along dimension 0: ids [off, off+global) in work-groups
	// of lws; inner is the work-items per id.
	off, global, lws, inner int
	groups                  int
	// ids are the buffers' identities across ranks (KeepOutputs; 0
	// for other arguments).
	ids []int
	// loaded: boundLoads bounded an input's reads by another's
	// elements, so what a package moves depends on more than the shape.
	loaded bool
}

// ndIndex is the index of the occupancy that applies to the launch
// (figures.fill), by the rule a node's fullFor states its own with: 1
// where its work-groups run whole, a launch over an nd-range of a kernel
// whose work-items use them (sycl.Kernel.UsesNDItem); 0 where the native
// device may split a work-group over its workers, a basic range or a
// kernel of plain items.
func (p *plan) ndIndex() int {
	if _, nd := p.whole.(sycl.NDRange); nd && (p.k == nil || p.k.UsesNDItem) {
		return 1
	}
	return 0
}

func newPlan(k *sycl.Kernel, whole sycl.Space, args []any, localSize int) (*plan, error) {
	if k == nil {
		return nil, errors.New("cluster: LaunchKernel with a nil kernel")
	}
	p := &plan{k: k, whole: whole, args: args}
	switch r := whole.(type) {
	case sycl.Range:
		p.off, p.global, p.inner = r.Offset(0), r.Size(0), 1
		for d := 1; d < r.Dims(); d++ {
			p.inner *= r.Size(d)
		}
		p.lws = localSize
		if p.lws == 0 {
			p.lws = 1
			if r.Dims() == 1 {
				p.lws = 256
			}
		}
	case sycl.NDRange:
		p.off, p.global, p.lws, p.inner = r.Global.Offset(0), r.Global.Size(0), r.Local.Size(0), 1
		for d := 1; d < r.Global.Dims(); d++ {
			p.inner *= r.Global.Size(d)
		}
	default:
		return nil, fmt.Errorf("cluster: a launch over %T: give a sycl.Range or a sycl.NDRange", whole)
	}
	if p.global <= 0 || p.lws <= 0 {
		return nil, fmt.Errorf("cluster: range %v: empty", whole)
	}
	p.groups = (p.global + p.lws - 1) / p.lws
	if len(args) != len(k.Params) {
		return nil, fmt.Errorf("cluster: kernel %s takes %d arguments, got %d", k.Name, len(k.Params), len(args))
	}
	n := len(args)
	p.bufs, p.in, p.out, p.red = make([]*hostBuf, n), make([]bool, n), make([]bool, n), make([]bool, n)
	p.fps, p.reads = make([]*sycl.LaunchFootprint, n), make([]bool, n)
	p.priv, p.ident, p.merge = make([]bool, n), make([][]byte, n), make([]func(dst, src any, lo, hi int), n)
	// The memory coexecutor.In, Out and InOut wrap, and the mode each
	// gives (0: the kernel's recorded access decides).
	mems, modes := make([]any, n), make([]memory.Mode, n)
	for i, a := range args {
		mems[i] = a
		w, ok := argmode.Of(a)
		if !ok {
			continue
		}
		prm := k.Params[i]
		switch contra := argmode.Contradiction(w.Mode, false, prm.Access); {
		case w.Err != nil:
			return nil, fmt.Errorf("cluster: kernel %s: argument %d (%s): %w", k.Name, i, prm.Name, w.Err)
		case w.Part:
			return nil, fmt.Errorf("%w: kernel %s: argument %d (%s): coexecutor.InPart: a node receives the part of a buffer its package reads by the kernel's footprint; pass the buffer or coexecutor.In", ErrUnsupported, k.Name, i, prm.Name)
		case prm.Kind == sycl.ParamReduce:
			return nil, fmt.Errorf("%w: kernel %s: reduction %s: pass its result buffer itself, not wrapped", ErrUnsupported, k.Name, prm.Name)
		case contra != "":
			return nil, fmt.Errorf("cluster: kernel %s: argument %d (%s): %s", k.Name, i, prm.Name, contra)
		}
		mems[i], modes[i] = w.Mem, w.Mode
	}
	fpArgs := make([]any, n)
	for i, a := range mems {
		fpArgs[i] = a
		if b, ok := asHostBuf(a); ok {
			fpArgs[i] = b.n
		}
	}
	p.fpArgs = fpArgs
	for i, a := range mems {
		prm := k.Params[i]
		switch prm.Kind {
		case sycl.ParamScalar, sycl.ParamLocal:
			continue
		}
		b, ok := asHostBuf(a)
		if !ok {
			return nil, fmt.Errorf("%w: kernel %s: argument %d (%s) is a %T: the cluster distributes *buffer.Buffer arguments", ErrUnsupported, k.Name, i, prm.Name, a)
		}
		p.bufs[i] = b
		if prm.Kind == sycl.ParamReduce {
			if b.n != 1 {
				return nil, fmt.Errorf("%w: kernel %s: reduction %s: a buffer of %d elements; give one element", ErrUnsupported, k.Name, prm.Name, b.n)
			}
			p.red[i] = true
			continue
		}
		acc := prm.Access
		if acc == 0 {
			acc = sycl.Reads | sycl.Writes
		}
		p.out[i] = acc&sycl.Writes != 0
		p.in[i] = true
		switch modes[i] {
		case memory.Read:
			p.out[i] = false
		case memory.DiscardWrite:
			// Out: every element a package writes is overwritten, so a
			// node needs none of their old values.
			p.out[i], p.in[i] = true, false
		case memory.ReadWrite, memory.Write:
			p.out[i] = true
		}
		if prm.Footprint != nil {
			lf, err := prm.Footprint.Launch(whole, fpArgs)
			if err != nil {
				return nil, fmt.Errorf("cluster: kernel %s: argument %s: %w", k.Name, prm.Name, err)
			}
			p.fps[i] = lf
			_, err = lf.Reads(p.off, p.off+1)
			p.reads[i] = err == nil
			if p.out[i] {
				if err := lf.Separate(p.lws); err != nil {
					au := prm.Atomics
					if au == nil || au.Op == "" {
						why := ""
						if au != nil {
							why = " (its atomics cannot be merged: " + au.Why + ")"
						}
						return nil, fmt.Errorf("%w: kernel %s: output %s: node packages could write the same elements%s: %w", ErrUnsupported, k.Name, prm.Name, why, err)
					}
					id, merge, err := atomicmerge.For(prm.Type, au.Op)
					if err != nil {
						return nil, fmt.Errorf("%w: kernel %s: output %s: %w", ErrUnsupported, k.Name, prm.Name, err)
					}
					v := reflect.New(b.elem)
					v.Elem().Set(reflect.ValueOf(id))
					p.priv[i], p.in[i], p.out[i] = true, false, false
					p.ident[i] = append([]byte(nil), unsafe.Slice((*byte)(v.UnsafePointer()), b.size)...)
					p.merge[i] = merge
				}
			}
		} else if p.out[i] {
			total := (p.off + p.global) * p.inner
			if b.n < total || b.n%total != 0 {
				return nil, fmt.Errorf("%w: kernel %s: output %s: %d elements are not a whole number per work-item (%d up to the range's end), and kgen recorded no footprint", ErrUnsupported, k.Name, prm.Name, b.n, total)
			}
		}
	}
	return p, nil
}

// hash is what every rank must agree on for a launch: the kernel, the
// range, the scalars' values and the memory's types, lengths and
// directions (coexecutor.In, Out, InOut). It is written field by field
// (appendSpace, appendScalar), without fmt's reflection: a launch's
// plan and hash are on its critical path, on every rank.
func (p *plan) hash() []byte {
	b := make([]byte, 0, 256)
	b = append(b, p.k.Name...)
	b = append(b, '|')
	b = appendSpace(b, p.whole)
	for i, a := range p.args {
		if buf := p.bufs[i]; buf != nil {
			b = append(b, "|buf "...)
			b = append(b, buf.elem.String()...)
			b = strconv.AppendInt(append(b, ' '), int64(buf.n), 10)
			b = strconv.AppendBool(append(b, ' '), p.in[i])
			b = strconv.AppendBool(append(b, ' '), p.out[i])
			if p.ids != nil {
				b = strconv.AppendInt(append(b, " id "...), int64(p.ids[i]), 10)
			}
			continue
		}
		b = appendScalar(append(b, '|'), a)
	}
	h := sha256.Sum256(b)
	return h[:]
}

// appendSpace appends a launch's range: its kind, and per dimension its
// size and offset (an nd-range's global range, then its local one).
func appendSpace(b []byte, s sycl.Space) []byte {
	rng := func(b []byte, r sycl.Range) []byte {
		for d := range r.Dims() {
			b = strconv.AppendInt(append(b, ' '), int64(r.Size(d)), 10)
			b = strconv.AppendInt(append(b, '+'), int64(r.Offset(d)), 10)
		}
		return b
	}
	switch r := s.(type) {
	case sycl.Range:
		return rng(append(b, "range"...), r)
	case sycl.NDRange:
		b = rng(append(b, "nd-range"...), r.Global)
		return rng(append(b, '/'), r.Local)
	}
	return fmt.Appendf(b, "%T %v", s, s)
}

// appendScalar appends a scalar argument's type and value.
func appendScalar(b []byte, a any) []byte {
	switch v := a.(type) {
	case int32:
		return strconv.AppendInt(append(b, "int32 "...), int64(v), 10)
	case int64:
		return strconv.AppendInt(append(b, "int64 "...), v, 10)
	case int:
		return strconv.AppendInt(append(b, "int "...), int64(v), 10)
	case uint32:
		return strconv.AppendUint(append(b, "uint32 "...), uint64(v), 10)
	case uint64:
		return strconv.AppendUint(append(b, "uint64 "...), v, 10)
	case float32:
		return strconv.AppendFloat(append(b, "float32 "...), float64(v), 'g', -1, 32)
	case float64:
		return strconv.AppendFloat(append(b, "float64 "...), v, 'g', -1, 64)
	}
	return fmt.Appendf(b, "%T %v", a, a)
}

// readWrite reports whether the kernel both reads and writes argument
// i (an unknown access counts as both).
func (p *plan) readWrite(i int) bool {
	a := p.k.Params[i].Access
	return a == 0 || a&sycl.Reads != 0 && a&sycl.Writes != 0
}

// overwrites reports whether ids [lo, hi) write every element of
// argument i that they may write and read none of its contents: a node
// then needs none of its old values (sycl.LaunchFootprint.Overwrites).
func (p *plan) overwrites(i, lo, hi int) bool {
	return p.k.Params[i].Access == sycl.Writes && p.fps[i] != nil && p.fps[i].Overwrites(lo, hi)
}

// items are the work-item ids [lo, hi) of work-groups [g0, g1).
func (p *plan) items(g0, g1 int) (lo, hi int) {
	return p.off + g0*p.lws, p.off + min(g1*p.lws, p.global)
}

// writes are the spans of argument i that the ids [lo, hi) may write.
func (p *plan) writes(i, lo, hi int) ([]span, error) {
	if lf := p.fps[i]; lf != nil {
		ws, err := lf.Writes(lo, hi)
		if err != nil {
			return nil, fmt.Errorf("%w: kernel %s: output %s: %w", ErrUnsupported, p.k.Name, p.k.Params[i].Name, err)
		}
		out := make([]span, 0, len(ws))
		for _, w := range ws {
			if w.Hi > w.Lo {
				out = append(out, span{i, w.Lo, w.Hi - w.Lo})
			}
		}
		return out, nil
	}
	k := p.bufs[i].n / ((p.off + p.global) * p.inner)
	return []span{{i, lo * p.inner * k, (hi - lo) * p.inner * k}}, nil
}

// inputs are the spans a node needs for ids [lo, hi): what each input
// reads, and each output's writes (so elements the kernel leaves alone
// keep rank 0's values) unless they overwrite them all (overwrites).
func (p *plan) inputs(lo, hi int) ([]span, error) {
	var out []span
	for i := range p.args {
		if !p.in[i] {
			continue
		}
		n := p.bufs[i].n
		var rd sycl.Span
		whole := true
		if p.fps[i] != nil && p.reads[i] {
			// Unknown, or outside the memory (by elements its indices
			// load: the kernel reads outside it too), it moves whole.
			r, err := p.fps[i].Reads(lo, hi)
			if err == nil && (r.Lo >= r.Hi || r.Lo >= 0 && r.Hi <= n) {
				rd, whole = r, false
			}
		}
		if whole {
			if p.k.Params[i].Access&sycl.Reads != 0 || p.k.Params[i].Access == 0 {
				rd = sycl.Span{Lo: 0, Hi: n}
			}
		}
		var ws []span
		if p.out[i] && !p.overwrites(i, lo, hi) {
			var err error
			if ws, err = p.writes(i, lo, hi); err != nil {
				return nil, err
			}
		}
		// The read span and the write spans, merged where they touch.
		all := ws
		if rd.Hi > rd.Lo {
			all = append([]span{{i, rd.Lo, rd.Hi - rd.Lo}}, ws...)
		}
		out = append(out, merge(all)...)
	}
	return out, nil
}

// outputs are the spans a node sends back for ids [lo, hi).
func (p *plan) outputs(lo, hi int) ([]span, error) {
	var out []span
	for i := range p.args {
		if p.out[i] {
			ws, err := p.writes(i, lo, hi)
			if err != nil {
				return nil, err
			}
			out = append(out, ws...)
		}
	}
	return out, nil
}

// merge sorts the spans of one argument and joins those that overlap or
// touch.
func merge(s []span) []span {
	if len(s) < 2 {
		return s
	}
	s = append([]span(nil), s...)
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j].off < s[j-1].off; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	out := s[:1]
	for _, x := range s[1:] {
		last := &out[len(out)-1]
		if x.off <= last.off+last.n {
			last.n = max(last.off+last.n, x.off+x.n) - last.off
			continue
		}
		out = append(out, x)
	}
	return out
}

// bytes is the size of the spans' elements.
func (p *plan) bytes(s []span) int64 {
	var n int64
	for _, x := range s {
		n += int64(x.n * p.bufs[x.arg].size)
	}
	return n
}

// identity is the bytes of reduction i's identity.
func (p *plan) identity(i int) []byte {
	b := p.bufs[i]
	v := reflect.New(b.elem)
	v.Elem().Set(reflect.ValueOf(p.k.Params[i].Reduce.Identity()))
	return append([]byte(nil), unsafe.Slice((*byte)(v.UnsafePointer()), b.size)...)
}

// combine combines partial (bytes of one element) into reduction i's
// result element.
func (p *plan) combine(i int, partial []byte) error {
	b := p.bufs[i]
	cur, err := b.read(0, 1)
	if err != nil {
		return err
	}
	val := func(x []byte) any {
		v := reflect.New(b.elem)
		copy(unsafe.Slice((*byte)(v.UnsafePointer()), b.size), x)
		return v.Elem().Interface()
	}
	r := p.k.Params[i].Reduce.Combine(val(cur), val(partial))
	v := reflect.New(b.elem)
	v.Elem().Set(reflect.ValueOf(r))
	return b.write(0, unsafe.Slice((*byte)(v.UnsafePointer()), b.size))
}

// identities is argument i's whole memory at its atomic's identity.
func (p *plan) identities(i int) []byte {
	return bytes.Repeat(p.ident[i], p.bufs[i].n)
}

// mergeCopy merges a node's copy (bytes of the whole memory) of atomic
// memory i into rank 0's.
func (p *plan) mergeCopy(i int, data []byte) error {
	b := p.bufs[i]
	if len(data) != b.n*b.size {
		return fmt.Errorf("cluster: a copy of %d bytes for %d elements", len(data), b.n)
	}
	if b.n == 0 {
		return nil
	}
	h, done, err := b.host("HostReadWrite", 0, b.n)
	if err != nil {
		return err
	}
	defer done()
	dst := reflect.NewAt(reflect.ArrayOf(b.n, b.elem), unsafe.Pointer(&h[0])).Elem().Slice(0, b.n).Interface()
	src := reflect.New(reflect.ArrayOf(b.n, b.elem)).Elem()
	copy(unsafe.Slice((*byte)(src.Addr().UnsafePointer()), len(data)), data)
	p.merge[i](dst, src.Slice(0, b.n).Interface(), 0, b.n)
	return nil
}

// boundLoads bounds the reads of each input whose footprint loads
// another argument's elements (a CSR matrix's nonzeros by its row
// pointers), where that pays (loadpay.Pays), by the elements as rank 0's
// buffers hold them: a node's package then receives the nonzeros of its
// rows. Rank 0 calls it where its buffers hold the launch's inputs (not
// with Config.KeepOutputs, under which they may be current elsewhere);
// an input whose loaded elements cannot be read moves whole, as
// before.
func (p *plan) boundLoads() {
	elems := map[int]sycl.Elements{}
	for i, lf := range p.fps {
		fp := p.k.Params[i].Footprint
		if lf == nil || !p.in[i] || fp == nil || len(fp.Loads()) == 0 {
			continue
		}
		var loaded int64
		args := slices.Clone(p.fpArgs)
		ok := true
		for _, j := range fp.Loads() {
			if j >= len(p.bufs) || p.bufs[j] == nil {
				ok = false
				break
			}
			loaded += int64(p.bufs[j].n) * int64(p.bufs[j].size)
			el, done := elems[j]
			if !done {
				el = p.bufs[j].elements()
				elems[j] = el
			}
			if el == nil {
				ok = false
				break
			}
			args[j] = el
		}
		if !ok || !loadpay.Pays(int64(p.bufs[i].n)*int64(p.bufs[i].size), loaded) {
			continue
		}
		if nlf, err := fp.Launch(p.whole, args); err == nil {
			p.fps[i], p.reads[i], p.loaded = nlf, true, true
		}
	}
}

// elements is a copy of the buffer's elements as sycl.Elements, or nil
// where they are not integers of 32 or 64 bits or cannot be read.
func (b *hostBuf) elements() sycl.Elements {
	if b.n == 0 {
		return nil
	}
	data, err := b.read(0, b.n)
	if err != nil {
		return nil
	}
	switch b.elem.Kind() {
	case reflect.Int32:
		return elementsOf[int32](data, b.n)
	case reflect.Uint32:
		return elementsOf[uint32](data, b.n)
	case reflect.Int64, reflect.Int:
		return elementsOf[int64](data, b.n)
	case reflect.Uint64, reflect.Uint:
		return elementsOf[uint64](data, b.n)
	}
	return nil
}

// elementsOf is the n elements of type T in data (the host's bytes).
func elementsOf[T int32 | uint32 | int64 | uint64](data []byte, n int) sycl.Elements {
	s := make([]T, n)
	copy(unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), len(data)), data)
	return sycl.IntElements(s)
}
