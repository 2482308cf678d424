package testsuite

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// This file checks that the work-item and group queries keep their
// meaning when a launch is cut into parts (sycl.Slice, co-executed
// packages).

// queryCase is a kernel of testsuite/kernels/queries.go over an index
// space.
type queryCase struct {
	name   string
	kernel *sycl.Kernel
	fn     any        // the kernel's Go function: the reference semantics
	space  sycl.Space // a sycl.Range or a sycl.NDRange
	lws    int        // coexecutor.LocalSize, cutting basic ranges (0: the default)
	args   func() []any
}

// records returns fresh query records for s: one per work-item from index
// 0 of dimension 0 (coexecutor.Package.Span's count), all -1.
func records(s sycl.Space) func() []any {
	r := wholeRange(s)
	n := r.Offset(0) + r.Size(0)
	for d := 1; d < r.Dims(); d++ {
		n *= r.Size(d)
	}
	return func() []any { return []any{filled(n*kernels.QuerySlots, int32(-1))} }
}

func wholeRange(s sycl.Space) sycl.Range {
	if nd, ok := s.(sycl.NDRange); ok {
		return nd.Global
	}
	return s.(sycl.Range)
}

func queryCases() []queryCase {
	item := func(name string, k *sycl.Kernel, fn any, lws int, r sycl.Range) queryCase {
		return queryCase{fmt.Sprintf("%s/%v", name, r), k, fn, r, lws, records(r)}
	}
	nd := func(name string, k *sycl.Kernel, fn any, r sycl.NDRange) queryCase {
		return queryCase{fmt.Sprintf("%s/%v", name, r), k, fn, r, 0, records(r)}
	}
	suffix := func(lws int, r sycl.Range) queryCase {
		n := r.Offset(0) + r.Size(0)
		return queryCase{fmt.Sprintf("SuffixSums/%v", r), kernels.SuffixSumsKernel.Kernel, kernels.SuffixSums, r, lws, func() []any {
			return []any{seq(n, func(i int) int64 { return int64(i%13 - 6) }), filled(n, int64(-1))}
		}}
	}
	i1, i2, i3 := kernels.ItemQueries1Kernel.Kernel, kernels.ItemQueries2Kernel.Kernel, kernels.ItemQueries3Kernel.Kernel
	n1, n2, n3 := kernels.NDItemQueries1Kernel.Kernel, kernels.NDItemQueries2Kernel.Kernel, kernels.NDItemQueries3Kernel.Kernel
	il, nl := kernels.ItemLinearQueriesKernel.Kernel, kernels.NDItemLinearQueriesKernel.Kernel
	// Sizes along dimension 0 are not multiples of the packages' (the
	// last package is ragged), and offsets are not multiples of anything.
	return []queryCase{
		item("ItemQueries1", i1, kernels.ItemQueries1, 16, sycl.Range1(1000)),
		item("ItemQueries1", i1, kernels.ItemQueries1, 4, sycl.Range1(37).WithOffset(11)),
		item("ItemQueries1", i1, kernels.ItemQueries1, 0, sycl.Range1(700).WithOffset(3)),
		item("ItemQueries2", i2, kernels.ItemQueries2, 0, sycl.Range2(7, 70).WithOffset(2, 3)),
		item("ItemQueries2", i2, kernels.ItemQueries2, 2, sycl.Range2(9, 64)),
		item("ItemQueries3", i3, kernels.ItemQueries3, 0, sycl.Range3(5, 4, 6).WithOffset(1, 2, 3)),
		item("ItemQueries3", i3, kernels.ItemQueries3, 2, sycl.Range3(7, 2, 32)),
		item("ItemLinearQueries", il, kernels.ItemLinearQueries, 8, sycl.Range1(50).WithOffset(7)),
		item("ItemLinearQueries", il, kernels.ItemLinearQueries, 0, sycl.Range2(5, 6).WithOffset(3, 0)),
		item("ItemLinearQueries", il, kernels.ItemLinearQueries, 0, sycl.Range3(4, 3, 2)),
		nd("NDItemQueries1", n1, kernels.NDItemQueries1, sycl.NDRange1(96, 8).WithOffset(5)),
		nd("NDItemQueries1", n1, kernels.NDItemQueries1, sycl.NDRange1(64, 16)),
		nd("NDItemQueries2", n2, kernels.NDItemQueries2, sycl.NDRange2(12, 10, 3, 5).WithOffset(4, 1)),
		nd("NDItemQueries2", n2, kernels.NDItemQueries2, sycl.NDRange2(8, 8, 2, 4)),
		nd("NDItemQueries3", n3, kernels.NDItemQueries3, sycl.NDRange3(6, 4, 6, 2, 2, 3).WithOffset(2, 0, 1)),
		nd("NDItemQueries3", n3, kernels.NDItemQueries3, sycl.NDRange3(5, 3, 2, 1, 3, 2)),
		nd("NDItemLinearQueries", nl, kernels.NDItemLinearQueries, sycl.NDRange1(48, 8).WithOffset(8)),
		nd("NDItemLinearQueries", nl, kernels.NDItemLinearQueries, sycl.NDRange2(8, 6, 2, 3).WithOffset(2, 0)),
		nd("NDItemLinearQueries", nl, kernels.NDItemLinearQueries, sycl.NDRange3(6, 2, 4, 2, 1, 2)),
		suffix(16, sycl.Range1(300)),
		suffix(8, sycl.Range1(200).WithOffset(40)),
	}
}

// ItemQueriesCoexecuted checks that every work-item and group query
// answers as in the whole launch when the launch is cut along dimension
// 0: kernels that write each query per work-item (1-, 2- and 3-D, basic
// and nd-ranges, with and without offsets) and a triangular loop bounded
// by the range's size run on dev alone, over slices of the range on dev
// (sycl.Slice, each part its own launch), and co-executed over every set
// of visible devices that holds dev, packages of 1, 2 and 3 work-groups
// to each device. Every result must equal plain Go's exactly.
func ItemQueriesCoexecuted(t *testing.T, dev *sycl.Device) {
	sets := deviceSets(t, dev)
	q := newQueue(t, dev, sycl.InOrder())
	for _, c := range queryCases() {
		t.Run(c.name, func(t *testing.T) {
			want := c.args()
			c.plainGo(want)

			got := DiffCase{Kernel: c.kernel, Space: c.space, Args: c.args}.launch(t, q, c.kernel)
			compareQueries(t, "alone on "+dev.Name(), want, got)

			compareQueries(t, "over slices on "+dev.Name(), want, c.slices(t, q))

			for _, set := range sets {
				compareQueries(t, fmt.Sprintf("co-executed on %v", set), want, c.coexecute(t, set))
			}
		})
	}
	t.Run("HandWritten", func(t *testing.T) { groupSums(t, dev, q, sets, groupSumWhole) })
	t.Run("Barriers", func(t *testing.T) { groupSums(t, dev, q, sets, kernels.ReduceForKernel.Kernel) })
}

// groupSums checks a work-group reduction that writes each group's sum at
// its GroupID(0), alone, over slices and co-executed: group_sum_whole, the
// hand-written OpenCL C that takes the launch arguments, or
// kernels.ReduceFor, whose native code has barriers. For group_sum, which
// does not take them, it checks that on OpenCL devices its group ids
// count from the slice's start, as documented.
func groupSums(t *testing.T, dev *sycl.Device, q *sycl.Queue, sets [][]*sycl.Device, k *sycl.Kernel) {
	const local, groups, off = 8, 13, 16
	r := sycl.NDRange1(local*groups, local).WithOffset(off)
	in := seq(off+local*groups, func(i int) int32 { return int32(i*i%23 - 11) })
	want := make([]int32, groups)
	for g := range want {
		for i := off + g*local; i < off+(g+1)*local; i++ {
			want[g] += in[i]
		}
	}
	bin := buffer.New(in)
	defer func() { require.NoError(t, bin.Close()) }()
	run := func(how string, k *sycl.Kernel, spaces ...sycl.Space) []int32 {
		got := filled(groups, int32(-1))
		bp := buffer.New(got)
		for _, s := range spaces {
			submit(t, q, func(h *sycl.Handler) {
				h.ParallelFor(s, k.Bind(buffer.Read(h, bin), buffer.ReadWrite(h, bp), sycl.NewLocal[int32](local)))
			})
		}
		require.NoError(t, q.Wait(), how)
		require.NoError(t, bp.Close())
		return got
	}
	// Slices of 1, 2, 3, 1, ... work-groups.
	var parts []sycl.Space
	for g, i := 0, 0; g < groups; i++ {
		n := min(1+i%3, groups-g)
		parts = append(parts, r.Slice(off+g*local, off+(g+n)*local))
		g += n
	}
	require.Equal(t, want, run("alone", k, r), "%s alone on %s", k.Name, dev.Name())
	require.Equal(t, want, run("over slices", k, parts...), "%s over slices on %s", k.Name, dev.Name())
	if k == groupSumWhole && isOpenCL(dev) {
		s := r.Slice(off+2*local, off+5*local)
		got := run("a slice, without launch arguments", groupSum, s)
		require.Equal(t, slices.Concat(want[2:5], filled(groups-3, int32(-1))), got,
			"group_sum over %v on %s: without the launch arguments, group ids count from the slice's start", s, dev.Name())
	}
	for _, set := range sets {
		ce, err := coexecutor.New(turns{}, coexecutor.DeviceList(set...), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
		require.NoError(t, err)
		got := filled(groups, int32(-1))
		bp := buffer.New(got)
		_, err = ce.Launch(r, func(pkg coexecutor.Package, h *sycl.Handler) {
			part := buffer.ReadWrite(h, bp, buffer.Range(pkg.FirstGroup, pkg.Groups))
			h.ParallelFor(pkg.Space(), k.Bind(buffer.Read(h, bin), part, sycl.NewLocal[int32](local)))
		})
		require.NoError(t, errors.Join(err, bp.Close(), ce.Close()), "co-executed on %v", set)
		require.Equal(t, want, got, "%s co-executed on %v", k.Name, set)
	}
}

// plainGo calls the kernel's Go function for every work-item of the
// whole space, with MakeItem or MakeNDItem.
func (c queryCase) plainGo(args []any) {
	fv := reflect.ValueOf(c.fn)
	in := make([]reflect.Value, len(args)+1)
	for i, a := range args {
		in[i+1] = reflect.ValueOf(a)
	}
	r := wholeRange(c.space)
	var id [3]int
	var walk func(d int)
	walk = func(d int) {
		if d == r.Dims() {
			if nd, ok := c.space.(sycl.NDRange); ok {
				in[0] = reflect.ValueOf(sycl.MakeNDItem(nd, id[:d]...))
			} else {
				in[0] = reflect.ValueOf(sycl.MakeItem(r, id[:d]...))
			}
			fv.Call(in)
			return
		}
		for id[d] = r.Offset(d); id[d] < r.Offset(d)+r.Size(d); id[d]++ {
			walk(d + 1)
		}
	}
	walk(0)
}

// slices launches the kernel over consecutive slices of the space, of
// 1, 2, 3, 1, ... units along dimension 0 (the work-group size of
// nd-ranges, a tenth of the range for basic ones), each a launch of its
// own on q.
func (c queryCase) slices(t *testing.T, q *sycl.Queue) []any {
	t.Helper()
	r := wholeRange(c.space)
	unit := max(1, r.Size(0)/10)
	if nd, ok := c.space.(sycl.NDRange); ok {
		unit = nd.Local.Size(0)
	}
	args := c.args()
	bufs := newBuffers(t, args)
	for lo, k := r.Offset(0), 0; lo < r.Offset(0)+r.Size(0); k++ {
		hi := min(lo+(1+k%3)*unit, r.Offset(0)+r.Size(0))
		var part sycl.Space
		switch s := c.space.(type) {
		case sycl.NDRange:
			part = s.Slice(lo, hi)
		case sycl.Range:
			part = s.Slice(lo, hi)
		}
		submit(t, q, func(h *sycl.Handler) { h.ParallelFor(part, c.kernel.Bind(bufs.readWrite(h)...)) })
		lo = hi
	}
	require.NoError(t, q.Wait())
	bufs.close(t)
	return args
}

// buffers are the buffers of a launch's slices: *buffer.Buffer[int32] or
// *buffer.Buffer[int64].
type buffers []any

func newBuffers(t *testing.T, args []any) buffers {
	t.Helper()
	bufs := make(buffers, len(args))
	for i, a := range args {
		switch s := a.(type) {
		case []int32:
			bufs[i] = buffer.New(s)
		case []int64:
			bufs[i] = buffer.New(s)
		default:
			t.Fatalf("no buffer for %T", a)
		}
	}
	return bufs
}

// readWrite returns read-write accessors of the buffers.
func (bufs buffers) readWrite(h *sycl.Handler) []any {
	acc := make([]any, len(bufs))
	for i, b := range bufs {
		switch b := b.(type) {
		case *buffer.Buffer[int32]:
			acc[i] = buffer.ReadWrite(h, b)
		case *buffer.Buffer[int64]:
			acc[i] = buffer.ReadWrite(h, b)
		}
	}
	return acc
}

// close closes the buffers, writing their data back.
func (bufs buffers) close(t *testing.T) {
	t.Helper()
	for _, b := range bufs {
		require.NoError(t, b.(interface{ Close() error }).Close())
	}
}

// coexecute co-executes the kernel over the devices of set with the turns
// policy and checks that each device ran packages.
func (c queryCase) coexecute(t *testing.T, set []*sycl.Device) []any {
	t.Helper()
	// Unguarded: the turns policy's packages go out as it sizes them,
	// so that every device runs some.
	opts := []coexecutor.Option{coexecutor.DeviceList(set...), coexecutor.UseGuard(coexecutor.Guard{Off: true})}
	if c.lws > 0 {
		opts = append(opts, coexecutor.LocalSize(c.lws))
	}
	ce, err := coexecutor.New(turns{}, opts...)
	require.NoError(t, err)
	defer func() { require.NoError(t, ce.Close()) }()
	args := c.args()
	bufs := newBuffers(t, args)
	rep, err := ce.LaunchKernel(c.space, c.kernel, bufs...)
	require.NoError(t, err, "co-executed on %v", set)
	bufs.close(t)
	for _, u := range rep.Units {
		require.NotZero(t, u.Packages, "co-executed on %v: %s ran no package", set, u.Device)
	}
	return args
}

// compareQueries compares the results of a launch with plain Go's,
// naming the work-item and query of the first differences.
func compareQueries(t *testing.T, how string, want, got []any) {
	t.Helper()
	for i := range want {
		if reflect.DeepEqual(want[i], got[i]) {
			continue
		}
		w, g := reflect.ValueOf(want[i]), reflect.ValueOf(got[i])
		bad := 0
		for j := 0; j < w.Len(); j++ {
			if w.Index(j).Int() == g.Index(j).Int() {
				continue
			}
			if bad++; bad <= 6 {
				what := fmt.Sprintf("element %d", j)
				if w.Type().Elem().Kind() == reflect.Int32 {
					what = fmt.Sprintf("record %d: %s", j/kernels.QuerySlots, slotName(j%kernels.QuerySlots))
				}
				t.Errorf("%s: argument %d, %s = %d, plain Go %d", how, i, what, g.Index(j).Int(), w.Index(j).Int())
			}
		}
		t.Errorf("%s: argument %d: %d of %d elements differ from plain Go", how, i, bad, w.Len())
	}
}

func slotName(s int) string {
	switch s {
	case kernels.SlotLinearID:
		return "LinearID"
	case kernels.SlotLocalLinearID:
		return "LocalLinearID"
	case kernels.SlotGroupLinearID:
		return "GroupLinearID"
	case kernels.SlotDims:
		return "Dims"
	}
	names := []string{"ID", "Range", "Offset", "LocalID", "LocalRange", "GroupID", "GroupRange"}
	if s%8 < len(names) {
		return fmt.Sprintf("%s(%d)", names[s%8], s/8)
	}
	return fmt.Sprintf("slot %d", s)
}

// deviceSets returns every set of visible devices that holds dev, dev
// first.
func deviceSets(t *testing.T, dev *sycl.Device) [][]*sycl.Device {
	t.Helper()
	others := otherDevices(t, dev)
	var sets [][]*sycl.Device
	for m := 0; m < 1<<len(others); m++ {
		set := []*sycl.Device{dev}
		for i, o := range others {
			if m&(1<<i) != 0 {
				set = append(set, o)
			}
		}
		sets = append(sets, set)
	}
	return sets
}

// turns is a coexecutor.Policy whose packages have 1, 2, 3, 1, ...
// work-groups, each unit taking at most ceil(G/units) of the G
// work-groups: every unit runs packages, at offsets and of sizes that
// differ, whatever the timing.
type turns struct{}

func (turns) Name() string { return "turns" }

func (turns) New(s coexecutor.Setup) (coexecutor.Scheduler, error) {
	n := len(s.Units)
	t := &turnsScheduler{left: make([]int, n), asked: make([]int, n)}
	for i := range t.left {
		// A share each, rounded down: a unit asking twice before another
		// has asked once cannot take the other's (the Commander hands out
		// what no share holds once nothing is in flight).
		t.left[i] = max(1, s.Groups/n)
	}
	return t, nil
}

type turnsScheduler struct{ left, asked []int }

func (t *turnsScheduler) Next(u, remaining int) int {
	size := min(1+t.asked[u]%3, t.left[u], remaining)
	t.asked[u]++
	t.left[u] -= size
	return size
}

func (*turnsScheduler) Completed(coexecutor.Package) {}
