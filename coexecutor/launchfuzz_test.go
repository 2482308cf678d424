package coexecutor_test

// This file fuzzes LaunchKernel's contract: whatever the scheduler, its
// knobs, the guard's, the device set, the range and the memory (buffers,
// or shared USM of any of the devices), in simple or extended mode, and
// whatever a computation's earlier launches left in its memory, a launch
// either returns an error or writes exactly what one package on the
// native device writes.

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
		switch {
		case floats:
			wantF, _, wantErr = launchSaxpy(t, ref, space, n)
		case reducing:
			want, _, wantErr = launchReduce(t, ref, space, n)
		case grouping:
			want, _, wantErr = launchGroups(t, ref, space, n, from)
		default:
			want = make([]int32, n)
			_, wantErr = launchSlices(t, ref, space, k, want)
		}
		if short {
			n--
		}
		start := time.Now()
		switch q := queues[in.pick(len(queues))]; {
		case floats:
			gotF, rep, err = launchSaxpy(t, ce, space, n)
		case reducing:
			got, rep, err = launchReduce(t, ce, space, n)
		case grouping:
			got, rep, err = launchGroups(t, ce, space, n, from)
		case k == kernels.CountKernel.Kernel && in.pick(3) == 1:
			// The extended mode: a command group per package, its
			// accessor ranged to the package's span; a span that
			// does not divide the buffer panics in the command group.
			what += ", in extended mode"
			got = make([]int32, n)
			rep, err = launchExtended(t, ce, space, got)
		case in.pick(3) == 2 && n > 0:
			// A shared USM allocation of one of the devices (of
			// another platform than some of the units, maybe).
			what += fmt.Sprintf(", in shared USM of %v", q.Device())
			got = make([]int32, n)
			rep, err = launchUSM(t, ce, q, space, k, got)
		default:
			got = make([]int32, n)
			rep, err = launchSlices(t, ce, space, k, got)
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
		case wantErr != nil:
			t.Fatalf("%s succeeded where one package on the native device fails (%v):\n%v", what, wantErr, rep)
		case !slices.Equal(got, want) && !floats:
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

// launchUSM launches k over space on ce with its output in a shared USM
// allocation of q's device, of got's length, zeroed first; got receives
// what the launch wrote.
func launchUSM(t *testing.T, ce *coexecutor.Coexecutor, q *sycl.Queue, space sycl.Space, k *sycl.Kernel, got []int32) (*coexecutor.Report, error) {
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
	rep, err := ce.LaunchKernel(space, k, p)
	if err == nil {
		if h, err = p.Slice(); err != nil {
			t.Fatal(err)
		}
		copy(got, h)
	}
	return rep, err
}

// launchSlices launches k over space on ce with args, each []int32 or
// []float32 among them in a buffer over it, which holds the result once
// the launch returns.
func launchSlices(t *testing.T, ce *coexecutor.Coexecutor, space sycl.Space, k *sycl.Kernel, args ...any) (*coexecutor.Report, error) {
	t.Helper()
	var bufs []interface{ Close() error }
	bound := make([]any, len(args))
	for i, a := range args {
		switch s := a.(type) {
		case []int32:
			b := buffer.New(s)
			bound[i], bufs = b, append(bufs, b)
		case []float32:
			b := buffer.New(s)
			bound[i], bufs = b, append(bufs, b)
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

// launchReduce launches Int32Reductions over space on ce, reducing an
// input of n elements into seven results, each starting from a value of
// its own, which it returns.
func launchReduce(t *testing.T, ce *coexecutor.Coexecutor, space sycl.Space, n int) ([]int32, *coexecutor.Report, error) {
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
	rep, err := launchSlices(t, ce, space, kernels.Int32ReductionsKernel.Kernel, args...)
	var res []int32
	for _, o := range args[1:] {
		res = append(res, o.([]int32)[0])
	}
	return res, rep, err
}

// launchGroups launches GroupAlgsInt over space on ce, on an input of n
// elements, broadcasting work-item from's value; it returns the output,
// kernels.GroupAlgsOuts elements per input element.
func launchGroups(t *testing.T, ce *coexecutor.Coexecutor, space sycl.Space, n, from int) ([]int32, *coexecutor.Report, error) {
	t.Helper()
	x := make([]int32, n)
	for i := range x {
		x[i] = int32(i*37%101 - 40)
	}
	out := make([]int32, n*kernels.GroupAlgsOuts)
	rep, err := launchSlices(t, ce, space, kernels.GroupAlgsIntKernel.Kernel, x, out, from)
	return out, rep, err
}

// launchSaxpy launches Saxpy over space on ce, on x and y of n elements,
// and returns y.
func launchSaxpy(t *testing.T, ce *coexecutor.Coexecutor, space sycl.Space, n int) ([]float32, *coexecutor.Report, error) {
	t.Helper()
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i%113)*0.37-9, float32(i%7)*1.5
	}
	rep, err := launchSlices(t, ce, space, kernels.SaxpyKernel.Kernel, float32(2.5), x, y)
	return y, rep, err
}

// launchExtended launches Count over space on ce in the extended mode
// (Coexecutor.Launch), each package's command group writing got through
// an accessor ranged to the package's span (Package.Span); a command
// group whose span fails panics with the error.
func launchExtended(t *testing.T, ce *coexecutor.Coexecutor, space sycl.Space, got []int32) (*coexecutor.Report, error) {
	t.Helper()
	b := buffer.New(got)
	rep, err := ce.Launch(space, func(pkg coexecutor.Package, h *sycl.Handler) {
		span, err := pkg.Span(len(got))
		if err != nil {
			panic(err)
		}
		h.ParallelFor(pkg.Space(), kernels.CountKernel.Bind(buffer.ReadWrite(h, b, span)))
	})
	if cerr := b.Close(); cerr != nil && err == nil {
		t.Fatal(cerr)
	}
	return rep, err
}
