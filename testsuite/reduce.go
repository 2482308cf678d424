package testsuite

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
	"github.com/gosycl/gosycl/usm"
)

// This file checks reductions (sycl.Reducer): every built-in combiner
// over int32, uint32, int64 and float32, a combiner of the kernel's
// package, 1-, 2- and 3-D basic ranges with offsets and early returns,
// an nd-range kernel with barriers and an output beside its reductions,
// every way of binding the result element, alone, over slices and
// co-executed on every set of devices.

// redNum are the element types of the reductions checked.
type redNum interface {
	int32 | uint32 | int64 | float32
}

// binding is how a test binds a reduction's result element.
type binding int

const (
	bindReadWrite binding = iota // a one-element buffer, ReadWrite: the result combines with its value
	bindDiscard                  // a one-element buffer, DiscardWrite: the result overwrites it
	bindElement                  // element 2 of a 5-element buffer, ReadWrite (a ranged accessor)
	bindUSM                      // a one-element shared USM allocation: combines
	bindUSMRegion                // element 1 of a 3-element shared USM allocation, DiscardWrite
	bindings
)

func (b binding) String() string {
	return [...]string{"ReadWrite", "DiscardWrite", "Element", "USM", "USMRegion"}[b]
}

// combines reports whether the result combines with the element's value.
func (b binding) combines() bool { return b == bindReadWrite || b == bindElement || b == bindUSM }

// redTarget is a result element of a test reduction.
type redTarget[T redNum] struct {
	how  binding
	init T
	host []T
	buf  *buffer.Buffer[T]
	ptr  usm.Ptr[T]
	at   int // the element's index
}

// sentinel fills the elements around a bound element.
const sentinel = 77

func newTarget[T redNum](t *testing.T, q *sycl.Queue, how binding, init T) *redTarget[T] {
	t.Helper()
	g := &redTarget[T]{how: how, init: init}
	switch how {
	case bindReadWrite, bindDiscard:
		g.host = []T{init}
		g.buf = buffer.New(g.host)
	case bindElement:
		g.host, g.at = []T{sentinel, sentinel, init, sentinel, sentinel}, 2
		g.buf = buffer.New(g.host)
	case bindUSM, bindUSMRegion:
		n := map[binding]int{bindUSM: 1, bindUSMRegion: 3}[how]
		p, err := usm.MallocShared[T](q, n)
		require.NoError(t, err)
		s, err := p.Slice()
		require.NoError(t, err)
		for i := range s {
			s[i] = sentinel
		}
		g.ptr, g.at = p, n/2
		s[g.at] = init
	}
	return g
}

// arg binds the element in a command group.
func (g *redTarget[T]) arg(h *sycl.Handler) sycl.ReductionArg[T] {
	switch g.how {
	case bindReadWrite:
		return sycl.Reduction(buffer.ReadWrite(h, g.buf))
	case bindDiscard:
		return sycl.Reduction(buffer.DiscardWrite(h, g.buf))
	case bindElement:
		return sycl.Reduction(buffer.ReadWrite(h, g.buf, buffer.Range(g.at, 1)))
	case bindUSM:
		return sycl.Reduction[T](g.ptr)
	}
	return sycl.Reduction[T](g.ptr.Region(g.at, 1, buffer.ModeDiscardWrite))
}

// coArg is the element for coexecutor.LaunchKernel, which binds one-element
// buffers and allocations.
func (g *redTarget[T]) coArg() any {
	switch g.how {
	case bindDiscard:
		return coexecutor.Out(g.buf)
	case bindUSM:
		return g.ptr
	}
	return g.buf
}

// coBindings are the bindings LaunchKernel takes.
var coBindings = []binding{bindReadWrite, bindDiscard, bindUSM}

// result returns the element's value once the commands have ended, and
// checks that the elements around it kept theirs.
func (g *redTarget[T]) result(t *testing.T, q *sycl.Queue) T {
	t.Helper()
	if g.buf != nil {
		require.NoError(t, g.buf.Close())
		for i, v := range g.host {
			if i != g.at {
				require.Equal(t, T(sentinel), v, "element %d beside the result", i)
			}
		}
		return g.host[g.at]
	}
	require.NoError(t, q.Wait())
	s, err := g.ptr.Slice()
	require.NoError(t, err)
	for i, v := range s {
		if i != g.at {
			require.Equal(t, T(sentinel), v, "element %d beside the result", i)
		}
	}
	v := s[g.at]
	require.NoError(t, g.ptr.Free())
	return v
}

// want is the element's expected value: the reference result, combined
// with the element's value where the binding combines.
func (g *redTarget[T]) want(op sycl.Op[T], ref T) T {
	if g.how.combines() {
		return op.Combine(g.init, ref)
	}
	return ref
}

// sameValue compares a result with the expected one: exactly, or within
// a relative tolerance for floats.
func sameValue[T redNum](t *testing.T, what string, want, got T, tol float64) {
	t.Helper()
	if tol == 0 || want == got {
		assert.Equal(t, want, got, what)
		return
	}
	w, g := float64(want), float64(got)
	assert.LessOrEqual(t, math.Abs(w-g), tol*math.Max(math.Abs(w), 1), "%s: got %v, want %v", what, got, want)
}

// redCase is a kernel whose reducers all hold T: its arguments before
// the reducers are inputs, read.
type redCase[T redNum] struct {
	name   string
	kernel *sycl.Kernel
	space  sycl.Space
	inputs []any // slices of the inputs (read-only buffers), then scalars
	ops    []sycl.Op[T]
	inits  []T
	ref    []T     // plain Go's results
	tol    float64 // relative tolerance for floats (0: exact)
}

// bind binds the case's arguments: inputs as read accessors, then the
// reductions.
func (c redCase[T]) bind(h *sycl.Handler, ins []any, targets []*redTarget[T]) sycl.Bound {
	args := make([]any, 0, len(ins)+len(targets))
	for _, in := range ins {
		switch b := in.(type) {
		case *buffer.Buffer[T]:
			args = append(args, buffer.Read(h, b))
		default:
			args = append(args, in)
		}
	}
	for _, g := range targets {
		args = append(args, g.arg(h))
	}
	return c.kernel.Bind(args...)
}

// buffers makes buffers of the case's input slices.
func (c redCase[T]) buffers() []any {
	ins := make([]any, len(c.inputs))
	for i, in := range c.inputs {
		if s, ok := in.([]T); ok {
			ins[i] = buffer.New(s)
		} else {
			ins[i] = in
		}
	}
	return ins
}

func closeAll(t *testing.T, ins []any) {
	t.Helper()
	for _, in := range ins {
		if c, ok := in.(interface{ Close() error }); ok {
			require.NoError(t, c.Close())
		}
	}
}

// targets makes the case's result elements, the k-th bound as shift+k
// says (cycling through the bindings).
func (c redCase[T]) targets(t *testing.T, q *sycl.Queue, hows []binding, shift int) []*redTarget[T] {
	gs := make([]*redTarget[T], len(c.ops))
	for k := range gs {
		gs[k] = newTarget(t, q, hows[(k+shift)%len(hows)], c.inits[k])
	}
	return gs
}

// check compares the results with plain Go's.
func (c redCase[T]) check(t *testing.T, q *sycl.Queue, how string, gs []*redTarget[T]) {
	t.Helper()
	for k, g := range gs {
		sameValue(t, fmt.Sprintf("%s: %s, reducer %d (%T), bound %v", c.name, how, k, c.ops[k], g.how), g.want(c.ops[k], c.ref[k]), g.result(t, q), c.tol)
	}
}

// alone runs the case on q with every binding, and over slices of its
// range.
func (c redCase[T]) alone(t *testing.T, q *sycl.Queue) {
	t.Helper()
	all := []binding{bindReadWrite, bindDiscard, bindElement, bindUSM, bindUSMRegion}
	for shift := range bindings {
		ins := c.buffers()
		gs := c.targets(t, q, all, int(shift))
		submit(t, q, func(h *sycl.Handler) { h.ParallelFor(c.space, c.bind(h, ins, gs)) })
		c.check(t, q, "alone on "+q.Device().Name(), gs)
		closeAll(t, ins)
	}
	// Over slices the results of the parts combine in the element.
	r, ok := c.space.(sycl.Range)
	if !ok {
		return
	}
	ins := c.buffers()
	gs := c.targets(t, q, []binding{bindReadWrite, bindUSM}, 0)
	lo, end := r.Offset(0), r.Offset(0)+r.Size(0)
	for k := 0; lo < end; k++ {
		hi := min(end, lo+1+k*r.Size(0)/5)
		submit(t, q, func(h *sycl.Handler) { h.ParallelFor(r.Slice(lo, hi), c.bind(h, ins, gs)) })
		lo = hi
	}
	c.check(t, q, "over slices on "+q.Device().Name(), gs)
	closeAll(t, ins)
}

// coexecute runs the case with LaunchKernel on the devices of set.
func (c redCase[T]) coexecute(t *testing.T, q *sycl.Queue, set []*sycl.Device, lws int) {
	t.Helper()
	opts := []coexecutor.Option{coexecutor.DeviceList(set...), coexecutor.UseGuard(coexecutor.Guard{Off: true})}
	if lws > 0 {
		opts = append(opts, coexecutor.LocalSize(lws))
	}
	ce, err := coexecutor.New(turns{}, opts...)
	require.NoError(t, err)
	defer func() { require.NoError(t, ce.Close()) }()
	// The first launch builds the kernel on every unit, and a unit still
	// building joins late: the others may take every package meanwhile.
	// From the second launch on, every unit takes its turns.
	for i := -1; i < len(coBindings); i++ {
		shift := max(i, 0)
		ins := c.buffers()
		gs := c.targets(t, q, coBindings, shift)
		args := append([]any(nil), ins...)
		for _, g := range gs {
			args = append(args, g.coArg())
		}
		rep, err := ce.LaunchKernel(c.space, c.kernel, args...)
		require.NoError(t, err, "%s co-executed on %v", c.name, set)
		// Turns gives each unit a share of max(1, groups/units) groups:
		// with fewer groups than units, some units have none.
		for _, u := range rep.Units {
			if i >= 0 && len(rep.Packages) >= len(rep.Units) {
				require.NotZero(t, u.Packages, "%s co-executed on %v: %s ran no package", c.name, set, u.Device)
			}
		}
		closeAll(t, ins)
		c.check(t, q, fmt.Sprintf("co-executed on %v", set), gs)
	}
}

// opsRef calls a kernel with the seven integer reducers as plain Go.
func opsRef[T sycl.Integer](f func(sycl.Item, []T, sycl.Sum[T], sycl.Product[T], sycl.Min[T], sycl.Max[T], sycl.And[T], sycl.Or[T], sycl.Xor[T]), r sycl.Range, x []T) []T {
	sum, prod := sycl.NewReducer[T, sycl.Plus[T]](), sycl.NewReducer[T, sycl.Multiplies[T]]()
	lo, hi := sycl.NewReducer[T, sycl.Minimum[T]](), sycl.NewReducer[T, sycl.Maximum[T]]()
	and, or, xor := sycl.NewReducer[T, sycl.BitAnd[T]](), sycl.NewReducer[T, sycl.BitOr[T]](), sycl.NewReducer[T, sycl.BitXor[T]]()
	for i := r.Offset(0); i < r.Offset(0)+r.Size(0); i++ {
		f(sycl.MakeItem(r, i), x, sum, prod, lo, hi, and, or, xor)
	}
	return []T{sum.Value(), prod.Value(), lo.Value(), hi.Value(), and.Value(), or.Value(), xor.Value()}
}

func intOps[T sycl.Integer]() []sycl.Op[T] {
	return []sycl.Op[T]{sycl.Plus[T]{}, sycl.Multiplies[T]{}, sycl.Minimum[T]{}, sycl.Maximum[T]{}, sycl.BitAnd[T]{}, sycl.BitOr[T]{}, sycl.BitXor[T]{}}
}

// hash is a well-mixed pseudo-random value of i.
func hash(i int) uint64 {
	x := uint64(i)*0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019
	x ^= x >> 29
	x *= 0xBF58476D1CE4E5B9
	return x ^ x>>32
}

// reductionCases are the single-type cases: 1000 work-items (not a
// multiple of any work-group size), some with an offset.
func reductionCases() (i32 []redCase[int32], u32 []redCase[uint32], i64 []redCase[int64], f32 []redCase[float32]) {
	const n, off = 1000, 37
	r, ro := sycl.Range1(n), sycl.Range1(n).WithOffset(off)
	// Odd values keep the products from vanishing.
	xi := seq(off+n, func(i int) int32 { return int32(hash(i)) | 1 })
	xu := seq(off+n, func(i int) uint32 { return uint32(hash(i)>>7) | 1 })
	xl := seq(off+n, func(i int) int64 { return int64(hash(i)) | 1 })
	for _, rg := range []sycl.Range{r, ro} {
		i32 = append(i32, redCase[int32]{name: fmt.Sprintf("Int32/%v", rg), kernel: kernels.Int32ReductionsKernel.Kernel, space: rg, inputs: []any{xi},
			ops: intOps[int32](), inits: []int32{5, 3, 7, -7, -1, 1 << 30, 9}, ref: opsRef(kernels.Int32Reductions, rg, xi)})
	}
	u32 = append(u32, redCase[uint32]{name: "Uint32", kernel: kernels.Uint32ReductionsKernel.Kernel, space: ro, inputs: []any{xu},
		ops: intOps[uint32](), inits: []uint32{5, 3, 7, 1 << 31, ^uint32(0), 1 << 30, 9}, ref: opsRef(kernels.Uint32Reductions, ro, xu)})
	i64 = append(i64, redCase[int64]{name: "Int64", kernel: kernels.Int64ReductionsKernel.Kernel, space: r, inputs: []any{xl},
		ops: intOps[int64](), inits: []int64{5, 3, 7, -7, -1, 1 << 40, 9}, ref: opsRef(kernels.Int64Reductions, r, xl)})

	// Floats near 1 keep the product finite; sums and products are
	// rounded in the order each device combines.
	xf := seq(off+n, func(i int) float32 { return 1 + float32(int(hash(i)%2001)-1000)*1e-4 })
	sum, prod := sycl.NewReducer[float32, sycl.Plus[float32]](), sycl.NewReducer[float32, sycl.Multiplies[float32]]()
	lo, hi := sycl.NewReducer[float32, sycl.Minimum[float32]](), sycl.NewReducer[float32, sycl.Maximum[float32]]()
	for i := off; i < off+n; i++ {
		kernels.Float32Reductions(sycl.MakeItem(ro, i), xf, sum, prod, lo, hi)
	}
	f32 = append(f32, redCase[float32]{name: "Float32", kernel: kernels.Float32ReductionsKernel.Kernel, space: ro, inputs: []any{xf},
		ops:   []sycl.Op[float32]{sycl.Plus[float32]{}, sycl.Multiplies[float32]{}, sycl.Minimum[float32]{}, sycl.Maximum[float32]{}},
		inits: []float32{0.5, 2, 0.25, 4}, ref: []float32{sum.Value(), prod.Value(), lo.Value(), hi.Value()}, tol: 1e-4})
	return
}

// gridCases are 2- and 3-D ranges whose kernels reduce what the
// work-items see of the range (ids, sizes, offsets, linear ids); the 2-D
// kernel returns early from the cells below the diagonal and counts the
// others in an int32 reducer (upper: plain Go's count).
func gridCases() (grids []redCase[int64], upper []int32, boxes []redCase[int64]) {
	for _, rg := range []sycl.Range{sycl.Range2(19, 23), sycl.Range2(9, 70).WithOffset(3, 5)} {
		cells, hi, up := sycl.NewReducer[int64, sycl.Plus[int64]](), sycl.NewReducer[int64, sycl.Maximum[int64]](), sycl.NewReducer[int32, sycl.Plus[int32]]()
		for i := rg.Offset(0); i < rg.Offset(0)+rg.Size(0); i++ {
			for j := rg.Offset(1); j < rg.Offset(1)+rg.Size(1); j++ {
				kernels.GridReductions(sycl.MakeItem(rg, i, j), cells, hi, up)
			}
		}
		grids = append(grids, redCase[int64]{name: fmt.Sprintf("Grid/%v", rg), kernel: kernels.GridReductionsKernel.Kernel, space: rg,
			ops: []sycl.Op[int64]{sycl.Plus[int64]{}, sycl.Maximum[int64]{}}, inits: []int64{11, -3}, ref: []int64{cells.Value(), hi.Value()}})
		upper = append(upper, up.Value())
	}
	for _, rg := range []sycl.Range{sycl.Range3(5, 6, 7), sycl.Range3(3, 4, 9).WithOffset(1, 2, 3)} {
		ids, shape := sycl.NewReducer[int64, sycl.Plus[int64]](), sycl.NewReducer[int64, sycl.Maximum[int64]]()
		for i := rg.Offset(0); i < rg.Offset(0)+rg.Size(0); i++ {
			for j := rg.Offset(1); j < rg.Offset(1)+rg.Size(1); j++ {
				for k := rg.Offset(2); k < rg.Offset(2)+rg.Size(2); k++ {
					kernels.BoxReductions(sycl.MakeItem(rg, i, j, k), ids, shape)
				}
			}
		}
		boxes = append(boxes, redCase[int64]{name: fmt.Sprintf("Box/%v", rg), kernel: kernels.BoxReductionsKernel.Kernel, space: rg,
			ops: []sycl.Op[int64]{sycl.Plus[int64]{}, sycl.Maximum[int64]{}}, inits: []int64{0, 0}, ref: []int64{ids.Value(), shape.Value()}})
	}
	return grids, upper, boxes
}

// Reductions checks reductions on dev alone: every combiner and binding,
// over slices of the range, and an nd-range kernel with barriers.
func Reductions(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev, sycl.InOrder())
	i32, u32, i64, f32 := reductionCases()
	for _, c := range i32 {
		t.Run(c.name, func(t *testing.T) { c.alone(t, q) })
	}
	for _, c := range u32 {
		t.Run(c.name, func(t *testing.T) { c.alone(t, q) })
	}
	for _, c := range i64 {
		t.Run(c.name, func(t *testing.T) { c.alone(t, q) })
	}
	for _, c := range f32 {
		t.Run(c.name, func(t *testing.T) { c.alone(t, q) })
	}
	t.Run("Grids", func(t *testing.T) { gridReductions(t, q, nil) })
	t.Run("GroupPeak", func(t *testing.T) { groupPeak(t, q, nil) })
	t.Run("Empty", func(t *testing.T) { emptyReduction(t, q) })
}

// ReductionsCoexecuted checks reductions co-executed with LaunchKernel on
// every set of visible devices that holds dev: each unit reduces its
// packages, and the Director combines the units' results.
func ReductionsCoexecuted(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev, sycl.InOrder())
	i32, u32, i64, f32 := reductionCases()
	for _, set := range deviceSets(t, dev) {
		t.Run(fmt.Sprint(len(set)), func(t *testing.T) {
			for _, c := range i32 {
				c.coexecute(t, q, set, 16)
			}
			for _, c := range u32 {
				c.coexecute(t, q, set, 64)
			}
			for _, c := range i64 {
				c.coexecute(t, q, set, 0)
			}
			for _, c := range f32 {
				c.coexecute(t, q, set, 32)
			}
			gridReductions(t, q, set)
			groupPeak(t, q, set)
			scaleNorm(t, q, set)
		})
	}
}

// gridReductions checks the 2- and 3-D cases, alone on q (set nil) or
// co-executed on set.
func gridReductions(t *testing.T, q *sycl.Queue, set []*sycl.Device) {
	grids, upper, boxes := gridCases()
	for i, c := range grids {
		gridCase(t, q, set, c, upper[i])
	}
	for _, c := range boxes {
		if set == nil {
			c.alone(t, q)
		} else {
			c.coexecute(t, q, set, 2)
		}
	}
}

// gridCase runs GridReductions, whose third reducer holds int32.
func gridCase(t *testing.T, q *sycl.Queue, set []*sycl.Device, c redCase[int64], upperWant int32) {
	t.Helper()
	gs := c.targets(t, q, []binding{bindReadWrite, bindUSM}, 0)
	upper := newTarget(t, q, bindReadWrite, int32(100))
	if set == nil {
		submit(t, q, func(h *sycl.Handler) {
			h.ParallelFor(c.space, c.kernel.Bind(gs[0].arg(h), gs[1].arg(h), upper.arg(h)))
		})
	} else {
		ce, err := coexecutor.New(turns{}, coexecutor.DeviceList(set...), coexecutor.UseGuard(coexecutor.Guard{Off: true}), coexecutor.LocalSize(2))
		require.NoError(t, err)
		_, err = ce.LaunchKernel(c.space, c.kernel, gs[0].coArg(), gs[1].coArg(), upper.coArg())
		require.NoError(t, errors.Join(err, ce.Close()), "%s co-executed on %v", c.name, set)
	}
	c.check(t, q, fmt.Sprintf("on %v", set), gs)
	assert.Equal(t, 100+upperWant, upper.result(t, q), "%s: the cells of the upper triangle", c.name)
}

// groupPeak checks GroupPeak: an nd-range kernel that reverses each
// work-group through local memory, writes the values and reduces them
// with the package's MaxAbs combiner and the group ids with Plus.
func groupPeak(t *testing.T, q *sycl.Queue, set []*sycl.Device) {
	t.Helper()
	const local, groups, off = 16, 21, 32
	r := sycl.NDRange1(local*groups, local).WithOffset(off)
	x := seq(off+local*groups, func(i int) float32 { return float32(int(hash(i)%1999)-999) / 8 })
	x[off+5*local+3] = -150 // the largest magnitude
	want := make([]float32, len(x))
	var peak float32
	for g := 0; g < groups; g++ {
		for l := 0; l < local; l++ {
			v := x[off+g*local+local-1-l]
			want[off+g*local+l] = v
			peak = kernels.MaxAbs{}.Combine(peak, v)
		}
	}
	out := make([]float32, len(x))
	bx, bo := buffer.New(x), buffer.New(out)
	pk := newTarget(t, q, bindDiscard, float32(0))
	gr := newTarget(t, q, bindReadWrite, int32(1000))
	if set == nil {
		submit(t, q, func(h *sycl.Handler) {
			h.ParallelFor(r, kernels.GroupPeakKernel.Bind(buffer.Read(h, bx), buffer.Write(h, bo), sycl.NewLocal[float32](local), pk.arg(h), gr.arg(h)))
		})
	} else {
		ce, err := coexecutor.New(turns{}, coexecutor.DeviceList(set...), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
		require.NoError(t, err)
		_, err = ce.LaunchKernel(r, kernels.GroupPeakKernel.Kernel, bx, bo, sycl.NewLocal[float32](local), pk.coArg(), gr.coArg())
		require.NoError(t, errors.Join(err, ce.Close()), "GroupPeak co-executed on %v", set)
	}
	require.NoError(t, errors.Join(bx.Close(), bo.Close()))
	assert.Equal(t, want, out, "GroupPeak's output on %v (%s)", set, q.Device().Name())
	assert.Equal(t, float32(-150), pk.result(t, q), "GroupPeak's MaxAbs reduction")
	assert.Equal(t, int32(1000+groups*(groups+1)/2), gr.result(t, q), "GroupPeak's sum of group ids")
}

// scaleNorm checks ScaleNorm co-executed: an element-wise output placed
// by its footprint beside a reduction.
func scaleNorm(t *testing.T, q *sycl.Queue, set []*sycl.Device) {
	t.Helper()
	const n = 3000
	x := seq(n, func(i int) float32 { return float32(i%41) / 41 })
	y := make([]float32, n)
	var norm float64
	for i := range x {
		norm += float64(2*x[i]) * float64(2*x[i])
	}
	bx, by := buffer.New(x), buffer.New(y)
	nt := newTarget(t, q, bindDiscard, float32(0))
	ce, err := coexecutor.New(turns{}, coexecutor.DeviceList(set...), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
	require.NoError(t, err)
	_, err = ce.LaunchKernel(sycl.Range1(n), kernels.ScaleNormKernel.Kernel, float32(2), bx, by, nt.coArg())
	require.NoError(t, errors.Join(err, ce.Close(), bx.Close(), by.Close()), "ScaleNorm co-executed on %v", set)
	for i := range y {
		require.Equal(t, 2*x[i], y[i], "y[%d]", i)
	}
	sameValue(t, "ScaleNorm's sum of squares", float32(norm), nt.result(t, q), 1e-4)
}

// emptyReduction: a kernel that never combines leaves the identity,
// combined with the element's value or written over it.
func emptyReduction(t *testing.T, q *sycl.Queue) {
	rg := sycl.Range2(4, 5)
	rw := newTarget(t, q, bindReadWrite, int32(9))
	dw := newTarget(t, q, bindDiscard, int32(9))
	cells, hi := newTarget(t, q, bindDiscard, int64(1)), newTarget(t, q, bindDiscard, int64(1))
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(rg, kernels.GridReductionsKernel.Bind(cells.arg(h), hi.arg(h), rw.arg(h)))
	})
	submit(t, q, func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range2(1, 1).WithOffset(3, 0), kernels.GridReductionsKernel.Bind(cells.arg(h), hi.arg(h), dw.arg(h)))
	})
	cells.result(t, q)
	hi.result(t, q)
	assert.Equal(t, int32(9+14), rw.result(t, q), "14 cells on or above the diagonal of 4x5")
	assert.Equal(t, int32(0), dw.result(t, q), "no cell on or above the diagonal: the identity overwrites")
}

// BadReductions checks that a reduction's bad result element is refused
// before anything runs, naming the kernel and the parameter: a read-only
// accessor, memory of more than one element or of another type, nil
// memory; and, co-executed, a read-only result (In), a result in USM
// device memory and a buffer of several elements.
func BadReductions(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev)
	x := filled(64, float32(1))
	bx := buffer.New(x)
	defer func() { require.NoError(t, bx.Close()) }()
	sum := []float32{3, 4}
	bs := buffer.New(sum)
	k := kernels.SumFloat32Kernel
	wrong := buffer.New([]int32{0})
	for _, c := range []struct {
		name string
		arg  func(h *sycl.Handler) any
		want []string
	}{
		{"read-only", func(h *sycl.Handler) any { return sycl.Reduction(buffer.Read(h, bs, buffer.Range(0, 1))) }, []string{"kernel SumFloat32", "argument 1 (sum)", "read-only"}},
		{"two elements", func(h *sycl.Handler) any { return sycl.Reduction(buffer.ReadWrite(h, bs)) }, []string{"argument 1 (sum)", "one element", "covers 2"}},
		{"wrong type", func(h *sycl.Handler) any { return sycl.ReductionOf(buffer.ReadWrite(h, wrong)) }, []string{"argument 1 (sum)", "memory of int32, want float32"}},
		{"nil memory", func(*sycl.Handler) any { return sycl.ReductionOf(nil) }, []string{"argument 1 (sum)", "nil memory"}},
		{"memory, not a reduction", func(h *sycl.Handler) any { return buffer.ReadWrite(h, bs) }, []string{"argument 1 (sum)", "want sycl.Reduction"}},
	} {
		submitErr(t, q, c.name, func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(64), k.Kernel.Bind(buffer.Read(h, bx), c.arg(h)))
		}, c.want...)
	}
	require.NoError(t, errors.Join(bs.Close(), wrong.Close()))
	assert.Equal(t, []float32{3, 4}, sum, "refused launches wrote the result")

	ce, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.DeviceList(dev))
	require.NoError(t, err)
	defer func() { require.NoError(t, ce.Close()) }()
	one, two := buffer.New([]float32{5}), buffer.New([]float32{5, 6})
	dp, err := usm.MallocDevice[float32](q, 1)
	require.NoError(t, err)
	defer dp.Free()
	for _, c := range []struct {
		name string
		arg  any
		want []string
	}{
		{"In", coexecutor.In(one), []string{"argument 1 (sum)", "read-only"}},
		{"two elements", two, []string{"argument 1 (sum)", "covers 2"}},
		{"device memory", dp, []string{"argument 1 (sum)", "usm.MallocDevice"}},
		{"a scalar", float32(1), []string{"argument 1 (sum)", "want a buffer or a USM pointer"}},
	} {
		rep, err := ce.LaunchKernel(sycl.Range1(64), k.Kernel, bx, c.arg)
		if assert.Error(t, err, c.name) {
			for _, w := range c.want {
				assert.Contains(t, err.Error(), w, c.name)
			}
		}
		assert.Nil(t, rep, "%s: a refused launch ran", c.name)
	}
	require.NoError(t, errors.Join(one.Close(), two.Close()))
}
