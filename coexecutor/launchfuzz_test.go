package coexecutor_test

// This file fuzzes LaunchKernel's contract: whatever the scheduler, its
// knobs, the guard's, the device set, the range and the memory (buffers,
// or shared USM of any of the devices, bare or in a role: In, Out, InOut,
// InPart), the work-items' costs, in simple or extended mode, and
// whatever a computation's earlier launches left in its memory, a launch
// either returns an error or writes exactly what one package on the
// native device writes; a role that contradicts the kernel, a part
// outside the memory and unusable costs fail it.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite"
	"github.com/gosycl/gosycl/testsuite/kernels"
	"github.com/gosycl/gosycl/usm"
)

// fuzzBytes reads choices from a fuzzer's input; past its end, every
// choice is the first.
type fuzzBytes struct{ b []byte }

// pick returns an index below n.
func (f *fuzzBytes) pick(n int) int {
	if len(f.b) == 0 || n <= 1 {
		return 0
	}
	c := f.b[0]
	f.b = f.b[1:]
	return int(c) % n
}

// fuzzPolicy is a scheduler with knobs in and out of their ranges.
func fuzzPolicy(f *fuzzBytes) coexecutor.Policy {
	switch f.pick(6) {
	case 0:
		return &coexecutor.Static{}
	case 1:
		return &coexecutor.Dynamic{Packages: []int{0, 1, 2, 7, 64, 0, 3, -1}[f.pick(8)]}
	case 2:
		return &coexecutor.HGuided{K: []float64{0, 0.5, 2, 100, 0, 3, 1, math.NaN()}[f.pick(8)], MinPackage: []int{0, 1, 5, 1000, 0, 2, 64, -2}[f.pick(8)]}
	case 3:
		return &coexecutor.Adaptive{}
	case 4:
		return &coexecutor.Sigmoid{}
	}
	return &coexecutor.Memorizing{}
}

// fuzzGuard is a guard with knobs in and out of their ranges.
func fuzzGuard(f *fuzzBytes) coexecutor.Guard {
	return []coexecutor.Guard{{}, {Off: true}, {ProbeShare: 0.01}, {ProbeShare: 0.5}, {}, {ProbeShare: 0.2}, {JoinShare: 0.5}, {ProbeShare: 0.6}}[f.pick(8)]
}

// Roles a fuzzed launch passes its memory in (fuzzRole).
const (
	bare = iota
	roleIn
	roleOut
	roleInOut
	partExact   // InPart of the package's rows: what a 1-D kernel reading x[i] reads
	partOutside // InPart of a part past the memory's end
	partPanics  // InPart whose part function panics
)

// roled is a slice that launchSlices passes in a buffer wrapped in role.
type roled struct {
	s    any
	role int
}

// fuzzRole is a role among those in reads (bare, In, Out, InOut, and the
// InParts when parts is set).
func fuzzRole(f *fuzzBytes, parts bool) int {
	if parts {
		return f.pick(7)
	}
	return f.pick(4)
}

// roleFails says whether a launch whose parameter, used as access says,
// is passed in role must fail: In or InPart of memory the kernel writes,
// Out of memory it reads, an InPart whose part is outside the memory or
// panics.
func roleFails(role int, access sycl.Access) bool {
	switch role {
	case roleIn, partExact:
		return access&sycl.Writes != 0
	case roleOut:
		return access&sycl.Reads != 0
	case partOutside, partPanics:
		return true
	}
	return false
}

// withRole is b passed in role.
func withRole[T any](b *buffer.Buffer[T], role int) any {
	switch role {
	case roleIn:
		return coexecutor.In(b)
	case roleOut:
		return coexecutor.Out(b)
	case roleInOut:
		return coexecutor.InOut(b)
	case partExact:
		return coexecutor.InPart(b, func(p coexecutor.Package) (int, int) { return p.Offset, p.Offset + p.Size })
	case partOutside:
		return coexecutor.InPart(b, func(p coexecutor.Package) (int, int) { return p.Offset, b.Len() + 1 })
	case partPanics:
		return coexecutor.InPart(b, func(coexecutor.Package) (int, int) { panic("a part function's deliberate panic") })
	}
	return b
}

// fuzzCosts is the work-items' costs a launch passes (nil: none), and
// whether they are unusable (negative, NaN, all zero, or a panic).
func fuzzCosts(f *fuzzBytes) (coexecutor.Costs, bool) {
	switch f.pick(8) {
	case 1:
		return func(offset, size int) float64 { return float64(size) * float64(1+offset%5) }, false
	case 2:
		// Rows of very different costs, so that packages of equal work
		// differ in rows by orders of magnitude.
		return func(offset, size int) float64 {
			if offset%3 == 0 {
				return 1e6 * float64(size)
			}
			return 1e-6 * float64(size)
		}, false
	case 3:
		return func(int, int) float64 { return math.NaN() }, true
	case 4:
		return func(offset, _ int) float64 { return float64(offset%2 - 1) }, true
	case 5:
		return func(int, int) float64 { return 0 }, true
	case 6:
		return func(int, int) float64 { panic("a Costs' deliberate panic") }, true
	}
	return nil, false
}

// maxItems bounds a fuzzed launch's work-items: an nd-range's output
// holds kernels.QuerySlots elements for each.
const maxItems = 1 << 16

// fuzzSize is a range's extent in one dimension.
func fuzzSize(f *fuzzBytes) int {
	return []int{1, 2, 3, 7, 16, 31, 64, 100, 257, 1000, 4099, 8, 12, 48, 500, 0}[f.pick(16)]
}

// fuzzShape is a launch's space, the elements of the output it writes up
// to the last it writes (a record of kernels.QuerySlots per work-item for
// an nd-range, of which the last is written up to its last slot), or of
// the input it reduces, and its kernel: Count over a range,
// NDItemLinearQueries over an nd-range, Int32Reductions over a 1-D
// range, GroupAlgsInt over a 1-D nd-range, Saxpy over a 1-D range.
func fuzzShape(f *fuzzBytes) (sycl.Space, int, *sycl.Kernel) {
	dims := 1 + f.pick(3)
	var g, l [3]int
	items := 1
	for d := 0; d < dims; d++ {
		g[d] = fuzzSize(f)
		if d > 0 {
			g[d] = min(g[d], 64, maxItems/max(items, 1)) // at most maxItems work-items
		}
		// A local size that divides the global one, mostly.
		l[d] = []int{1, 2, 3, 4, 8, 16}[f.pick(6)]
		for f.pick(4) != 3 && l[d] > 1 && g[d]%l[d] != 0 {
			l[d]--
		}
		items *= g[d]
	}
	off := f.pick(3) * 5 // an offset in dimension 0
	switch f.pick(7) {
	case 6:
		// y = a·x + y, floats that devices may round differently.
		return sycl.Range1(g[0]).WithOffset(off), g[0] + off, kernels.SaxpyKernel.Kernel
	case 4:
		// Every built-in combiner over x, whose elements the work-items
		// read at their id (offset included).
		return sycl.Range1(g[0]).WithOffset(off), g[0] + off, kernels.Int32ReductionsKernel.Kernel
	case 5:
		// The group algorithms over 1-D work-groups of l[0] items, on
		// an input read at the global id.
		return sycl.NDRange1(g[0], l[0]).WithOffset(off), g[0] + off, kernels.GroupAlgsIntKernel.Kernel
	}
	if f.pick(2) == 0 {
		var r sycl.Range
		switch dims {
		case 1:
			r = sycl.Range1(g[0])
		case 2:
			r = sycl.Range2(g[0], g[1])
		default:
			r = sycl.Range3(g[0], g[1], g[2])
		}
		// Count writes at the linear id, which counts the offset.
		return r.WithOffset(off), items + off*items/max(g[0], 1), kernels.CountKernel.Kernel
	}
	var r sycl.NDRange
	switch dims {
	case 1:
		r = sycl.NDRange1(g[0], l[0])
	case 2:
		r = sycl.NDRange2(g[0], g[1], l[0], l[1])
	default:
		r = sycl.NDRange3(g[0], g[1], g[2], l[0], l[1], l[2])
	}
	// The last work-item's record ends at its last slot.
	n := 0
	if items > 0 {
		n = (items+off*items/g[0]-1)*kernels.QuerySlots + kernels.SlotDims + 1
	}
	return r.WithOffset(off), n, kernels.NDItemLinearQueriesKernel.Kernel
}

// FuzzLaunchKernel runs a computation of up to five launches, each of its
// own shape (fuzzShape), on a Coexecutor of a fuzzed scheduler, guard,
// local size and device set, and each launch again on the native device
// in one package (Static, guard off): the launch either fails, or
// succeeds where that one succeeds, with the same output, every element
// written by exactly the work-items that write it there. An output one
// element short must fail. Neither may panic or hang.
func FuzzLaunchKernel(f *testing.F) {
	devs := allDevices(f)
	for _, seed := range []string{"", "\x01\x02\x00\x03\x01\x00", "\x02\x02\x01\x02\x01\x03\x01\x05\x04\x01\x00\x02\x00\x02\x00\x03", "\x05\x00\x00\x01\x04\x00\x01\x00\x02\x06\x02\x01\x02\x00\x01\x01\x01"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) { fuzzLaunches(t, devs, data) })
}

// TestLaunchKernelRandom runs FuzzLaunchKernel's check on inputs from a
// fixed random source: a third of the launches at least must succeed
// (the check then compares their outputs), and some fail (the inputs
// hold knobs out of range, outputs one element short, zero sizes and
// local sizes that do not divide the global ones).
func TestLaunchKernelRandom(t *testing.T) {
	devs := allDevices(t)
	r := rand.New(rand.NewPCG(3, 5))
	ok, failed := 0, 0
	for range 150 {
		data := make([]byte, 40)
		for i := range data {
			data[i] = byte(r.UintN(256))
		}
		o, f := fuzzLaunches(t, devs, data)
		ok, failed = ok+o, failed+f
	}
	t.Logf("%d launches succeeded, %d failed", ok, failed)
	if 3*ok < ok+failed || failed == 0 {
		t.Errorf("%d launches succeeded and %d failed: the inputs no longer test both", ok, failed)
	}
}

// fuzzLaunches is FuzzLaunchKernel's check of one input, on devs; it
// returns the launches that succeeded and failed.
func fuzzLaunches(t *testing.T, devs []*sycl.Device, data []byte) (ok, failed int) {
	t.Helper()
	in := &fuzzBytes{data}
	var set []*sycl.Device
	for _, d := range devs {
		if in.pick(2) == 0 {
			set = append(set, d)
		}
	}
	if len(set) == 0 {
		set = devs
	}
	pol, guard := fuzzPolicy(in), fuzzGuard(in)
	opts := []coexecutor.Option{coexecutor.DeviceList(set...), coexecutor.UseGuard(guard)}
	lws := []int{0, 1, 3, 16, 64, 256, 0, -1}[in.pick(8)]
	if lws != 0 {
		opts = append(opts, coexecutor.LocalSize(lws))
	}
	ce, err := coexecutor.New(pol, opts...)
	if err != nil {
		if !strings.HasPrefix(err.Error(), "coexecutor: ") {
			t.Fatalf("New(%v, guard %+v, local size %d): an error without the package's prefix: %v", pol, guard, lws, err)
		}
		return 0, 1
	}
	defer ce.Close()
	refOpts := []coexecutor.Option{coexecutor.DeviceList(sycl.NativeDevice()), coexecutor.UseGuard(coexecutor.Guard{Off: true})}
	if lws > 0 {
		refOpts = append(refOpts, coexecutor.LocalSize(lws))
	}
	ref, err := coexecutor.New(&coexecutor.Static{}, refOpts...)
	if err != nil {
		t.Fatal(err)
	}
	defer ref.Close()
	var queues []*sycl.Queue
	for _, d := range set {
		q, err := sycl.NewQueueOn(d)
		if err != nil {
			t.Fatal(err)
		}
		defer q.Close()
		queues = append(queues, q)
	}
	for launch := range 1 + in.pick(5) {
		space, n, k := fuzzShape(in)
		short := in.pick(4) == 3 && n > 0
		what := fmt.Sprintf("launch %d of %v over %v (%s, guard %+v, local size %d, devices %v)", launch+1, k.Name, space, pol, guard, lws, set)
		var (
			want, got []int32
			wantErr   error
			rep       *coexecutor.Report
			err       error
		)
		reducing := k == kernels.Int32ReductionsKernel.Kernel
		grouping := k == kernels.GroupAlgsIntKernel.Kernel
		from := 0 // the work-item whose value GroupAlgsInt broadcasts
		if nd, ok := space.(sycl.NDRange); ok && grouping {
			from = in.pick(nd.Local.Size(0))
		}
		floats := k == kernels.SaxpyKernel.Kernel // compared within testsuite.FloatTolerance
		var wantF, gotF []float32
		// The roles of the memory (Count's and NDItemLinearQueries'
		// output; Saxpy's x and y), the costs, and whether they must
		// fail the launch.
		roles := [2]int{fuzzRole(in, floats), fuzzRole(in, false)}
		costs, mustFail := fuzzCosts(in)
		var extra []any
		if costs != nil {
			extra = append(extra, costs)
			what += ", with costs"
		}
		switch {
		case floats:
			wantF, _, wantErr = launchSaxpy(t, ref, space, n, [2]int{})
		case reducing:
			want, _, wantErr = launchReduce(t, ref, space, n)
		case grouping:
			want, _, wantErr = launchGroups(t, ref, space, n, from)
		default:
			want = make([]int32, n)
			_, wantErr = launchSlices(t, ref, space, k, want)
		}
		outRole := false // the output passed as Out
		if short {
			n--
		}
		start := time.Now()
		switch q := queues[in.pick(len(queues))]; {
		case floats:
			what += fmt.Sprintf(", x and y in roles %v", roles)
			mustFail = mustFail || roleFails(roles[0], k.Params[1].Access) || roleFails(roles[1], k.Params[2].Access) // Saxpy(a, x, y)
			gotF, rep, err = launchSaxpy(t, ce, space, n, roles, extra...)
		case reducing:
			got, rep, err = launchReduce(t, ce, space, n, extra...)
		case grouping:
			got, rep, err = launchGroups(t, ce, space, n, from, extra...)
		case k == kernels.CountKernel.Kernel && in.pick(3) == 1:
			// The extended mode: a command group per package, its
			// accessor ranged to the package's span; a span that
			// does not divide the buffer panics in the command group.
			// Its accessor read-write, write (which keeps what it
			// does not write) or read-only, which must fail: Count
			// writes.
			mode := []buffer.Mode{buffer.ModeReadWrite, buffer.ModeWrite, buffer.ModeRead}[in.pick(3)]
			what += fmt.Sprintf(", in extended mode, accessor mode %v", mode)
			got = make([]int32, n)
			mustFail = mode == buffer.ModeRead // and no costs in the extended mode
			rep, err = launchExtended(t, ce, space, got, mode)
		case in.pick(3) == 2 && n > 0:
			// A shared USM allocation of one of the devices (of
			// another platform than some of the units, maybe).
			what += fmt.Sprintf(", in shared USM of %v", q.Device())
			got = make([]int32, n)
			rep, err = launchUSM(t, ce, q, space, k, got, extra...)
		default:
			what += fmt.Sprintf(", output in role %d", roles[1])
			mustFail = mustFail || roleFails(roles[1], k.Params[0].Access)
			got, outRole = make([]int32, n), roles[1] == roleOut
			rep, err = launchSlices(t, ce, space, k, append([]any{roled{got, roles[1]}}, extra...)...)
		}
		if spaceItems(space) == 0 {
			mustFail = false // no package: nothing asks a part or the costs
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s took %v", what, d)
		}
		switch {
		case err != nil && err.Error() == "":
			t.Fatalf("%s: an empty error", what)
		case err != nil:
			failed++
			continue
		case short:
			t.Fatalf("%s succeeded with its output (or reduced input) one element short:\n%v", what, rep)
		case mustFail && wantErr == nil:
			t.Fatalf("%s succeeded with a role that contradicts the kernel, a part outside the memory or unusable costs:\n%v", what, rep)
		case wantErr != nil:
			t.Fatalf("%s succeeded where one package on the native device fails (%v):\n%v", what, wantErr, rep)
		case !slices.Equal(got, want) && !floats && !(outRole && sameWritten(t, ref, space, k, got, want)):
			i := 0
			for got[i] == want[i] {
				i++
			}
			t.Fatalf("%s: element %d is %d, one package on the native device writes %d:\n%v", what, i, got[i], want[i], rep)
		case floats:
			for i := range gotF {
				if d := math.Abs(float64(gotF[i] - wantF[i])); !(d <= testsuite.FloatTolerance*max(1, math.Abs(float64(wantF[i])))) {
					t.Fatalf("%s: element %d is %v, one package on the native device writes %v:\n%v", what, i, gotF[i], wantF[i], rep)
				}
			}
		}
		ok++
	}
	return ok, failed
}

// sameWritten reports whether got and want hold the same elements where
// one package of k over space on ref writes. Out promises that the
// kernel overwrites its packages' spans (the elements kgen says they may
// write): elements in them that no work-item writes come back
// indeterminate from a device with memory of its own.
func sameWritten(t *testing.T, ref *coexecutor.Coexecutor, space sycl.Space, k *sycl.Kernel, got, want []int32) bool {
	t.Helper()
	written := unwrittenSlice(len(want))
	if _, err := launchSlices(t, ref, space, k, written); err != nil {
		t.Fatal(err)
	}
	for i := range got {
		if written[i] != unwritten && got[i] != want[i] {
			return false
		}
	}
	return true
}

// unwritten fills the outputs before a launch: an element that keeps it
// is one that no work-item wrote.
const unwritten = -0x5a5a5a5b

func unwrittenSlice(n int) []int32 {
	s := make([]int32, n)
	for i := range s {
		s[i] = unwritten
	}
	return s
}

// spaceItems is the work-items of a Range or NDRange.
func spaceItems(s sycl.Space) int {
	switch r := s.(type) {
	case sycl.Range:
		return r.Count()
	case sycl.NDRange:
		return r.Global.Count()
	}
	return 0
}

// launchUSM launches k over space on ce with its output in a shared USM
// allocation of q's device, of got's length, zeroed first, and extra;
// got receives what the launch wrote.
func launchUSM(t *testing.T, ce *coexecutor.Coexecutor, q *sycl.Queue, space sycl.Space, k *sycl.Kernel, got []int32, extra ...any) (*coexecutor.Report, error) {
	t.Helper()
	p, err := usm.MallocShared[int32](q, len(got))
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := p.Free(); err != nil {
			t.Fatal(err)
		}
	}()
	h, err := p.Slice()
	if err != nil {
		t.Fatal(err)
	}
	clear(h)
	rep, err := ce.LaunchKernel(space, k, append([]any{p}, extra...)...)
	if err == nil {
		if h, err = p.Slice(); err != nil {
			t.Fatal(err)
		}
		copy(got, h)
	}
	return rep, err
}

// launchSlices launches k over space on ce with args, each []int32 or
// []float32 among them (or in a roled) in a buffer over it (in the
// role), which holds the result once the launch returns.
func launchSlices(t *testing.T, ce *coexecutor.Coexecutor, space sycl.Space, k *sycl.Kernel, args ...any) (*coexecutor.Report, error) {
	t.Helper()
	var bufs []interface{ Close() error }
	bound := make([]any, len(args))
	for i, a := range args {
		role := bare
		if r, ok := a.(roled); ok {
			a, role = r.s, r.role
		}
		switch s := a.(type) {
		case []int32:
			b := buffer.New(s)
			bound[i], bufs = withRole(b, role), append(bufs, b)
		case []float32:
			b := buffer.New(s)
			bound[i], bufs = withRole(b, role), append(bufs, b)
		default:
			bound[i] = a
		}
	}
	rep, err := ce.LaunchKernel(space, k, bound...)
	for _, b := range bufs {
		if cerr := b.Close(); cerr != nil && err == nil {
			t.Fatal(cerr)
		}
	}
	return rep, err
}

// launchReduce launches Int32Reductions over space on ce, with extra,
// reducing an input of n elements into seven results, each starting from
// a value of its own, which it returns.
func launchReduce(t *testing.T, ce *coexecutor.Coexecutor, space sycl.Space, n int, extra ...any) ([]int32, *coexecutor.Report, error) {
	t.Helper()
	x := make([]int32, n)
	for i := range x {
		x[i] = int32(i%97) - 40 + int32(i%5)*1000
	}
	start := []int32{3, 1, math.MaxInt32, math.MinInt32, -1, 0, 0}
	args := []any{x}
	for _, v := range start {
		args = append(args, []int32{v})
	}
	rep, err := launchSlices(t, ce, space, kernels.Int32ReductionsKernel.Kernel, append(args, extra...)...)
	var res []int32
	for _, o := range args[1:] {
		res = append(res, o.([]int32)[0])
	}
	return res, rep, err
}

// launchGroups launches GroupAlgsInt over space on ce, with extra, on an
// input of n elements, broadcasting work-item from's value; it returns
// the output, kernels.GroupAlgsOuts elements per input element.
func launchGroups(t *testing.T, ce *coexecutor.Coexecutor, space sycl.Space, n, from int, extra ...any) ([]int32, *coexecutor.Report, error) {
	t.Helper()
	x := make([]int32, n)
	for i := range x {
		x[i] = int32(i*37%101 - 40)
	}
	out := make([]int32, n*kernels.GroupAlgsOuts)
	rep, err := launchSlices(t, ce, space, kernels.GroupAlgsIntKernel.Kernel, append([]any{x, out, from}, extra...)...)
	return out, rep, err
}

// launchSaxpy launches Saxpy over space on ce, with extra, on x and y of
// n elements in roles (none: bare), and returns y.
func launchSaxpy(t *testing.T, ce *coexecutor.Coexecutor, space sycl.Space, n int, roles [2]int, extra ...any) ([]float32, *coexecutor.Report, error) {
	t.Helper()
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i%113)*0.37-9, float32(i%7)*1.5
	}
	rep, err := launchSlices(t, ce, space, kernels.SaxpyKernel.Kernel, append([]any{float32(2.5), roled{x, roles[0]}, roled{y, roles[1]}}, extra...)...)
	return y, rep, err
}

// launchExtended launches Count over space on ce in the extended mode
// (Coexecutor.Launch), each package's command group writing got through
// an accessor of mode ranged to the package's span (Package.Span); a
// command group whose span fails panics with the error.
func launchExtended(t *testing.T, ce *coexecutor.Coexecutor, space sycl.Space, got []int32, mode buffer.Mode) (*coexecutor.Report, error) {
	t.Helper()
	b := buffer.New(got)
	rep, err := ce.Launch(space, func(pkg coexecutor.Package, h *sycl.Handler) {
		span, err := pkg.Span(len(got))
		if err != nil {
			panic(err)
		}
		access := buffer.ReadWrite[int32]
		switch mode {
		case buffer.ModeWrite:
			access = buffer.Write[int32]
		case buffer.ModeRead:
			access = buffer.Read[int32]
		}
		h.ParallelFor(pkg.Space(), kernels.CountKernel.Bind(access(h, b, span)))
	})
	if cerr := b.Close(); cerr != nil && err == nil {
		t.Fatal(cerr)
	}
	return rep, err
}
