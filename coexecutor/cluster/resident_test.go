package cluster

import (
	"fmt"
	"math"
	"os"
	"reflect"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/mpi"
	"github.com/gosycl/gosycl/internal/mpitest"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// The bookkeeping of who holds what: writes, copies, queries.
func TestHolders(t *testing.T) {
	h := newHolders(100)
	h.wrote(10, 20, 1)
	h.got(15, 30, 2)
	h.wrote(40, 50, 3)
	want := []seg{{0, 10, 1}, {10, 15, 2}, {15, 20, 6}, {20, 30, 5}, {30, 40, 1}, {40, 50, 8}, {50, 100, 1}}
	if !reflect.DeepEqual(h.segs, want) {
		t.Fatalf("segments %v, want %v", h.segs, want)
	}
	if q := h.query(12, 45); !reflect.DeepEqual(q, []seg{{12, 15, 2}, {15, 20, 6}, {20, 30, 5}, {30, 40, 1}, {40, 45, 8}}) {
		t.Errorf("query: %v", q)
	}
	h.wrote(0, 100, 0)
	if !reflect.DeepEqual(h.segs, []seg{{0, 100, 1}}) {
		t.Errorf("after a whole write: %v", h.segs)
	}
	if source(6) != 1 || source(5) != 0 || source(8) != 3 {
		t.Errorf("sources %d %d %d", source(6), source(5), source(8))
	}
}

// The halo: a 5×5 stencil's package of rows [256, 512) on rank 1, which
// wrote those rows of its input in the last launch and of its output
// in the one before, lacks two rows of the input, from rank 0, which
// holds rows [0, 256); rows [128, 384) on rank 1 lack the input's rows
// it did not write, and the two above them, and none of the output,
// every element of whose rows the package writes.
func TestMissingHalo(t *testing.T) {
	const w, h = 64, 512
	a, b := buffer.New(make([]float32, w*h)), buffer.New(make([]float32, w*h))
	defer a.Close()
	defer b.Close()
	pl, err := newPlan(kernels.GaussianKernel.Kernel, sycl.Range2(h, w), []any{a, b, int32(w), int32(h)}, 0)
	if err != nil {
		t.Fatal(err)
	}
	hs := []*holders{newHolders(w * h), newHolders(w * h)}
	hs[0].wrote(256*w, 512*w, 1)
	hs[1].wrote(256*w, 512*w, 1)
	of := func(arg int) *holders { return hs[arg] }
	for _, c := range []struct {
		g0, g1 int
		want   map[int][]span
	}{
		{256, 512, map[int][]span{0: {{0, 254 * w, 2 * w}}}},
		{128, 384, map[int][]span{0: {{0, 126 * w, 130 * w}}}},
		{300, 400, map[int][]span{}},
	} {
		lo, hi := pl.items(c.g0, c.g1)
		spans, err := pl.inputs(lo, hi)
		if err != nil {
			t.Fatal(err)
		}
		if got := missing(spans, 1, of); !reflect.DeepEqual(got, c.want) {
			t.Errorf("rows [%d,%d) on rank 1: missing %v, want %v", c.g0, c.g1, got, c.want)
		}
	}
}

// hog keeps every processor of this process busy until the returned
// function is called: the rank's devices run slower meanwhile.
func hog() (stop func()) {
	var done atomic.Bool
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x := 0
			for !done.Load() {
				x++
			}
			_ = x
		}()
	}
	return func() { done.Store(true); wg.Wait() }
}

// TestRankResident: the iterative stencil with KeepOutputs (10 launches,
// the buffers swapped between them, then Gather), the last rank slowed
// down in launches 3 to 5 (its processors kept busy), so that the split
// moves between launches: rank 0 checks the result against its devices
// alone, and each launch's bytes of data against what it must move by
// the footprints and the nodes' packages (an element a node reads or
// keeps and does not hold), simulated here element by element: the
// input's rows that changed node since the last launch (exactly the rows
// whose owner changed, by the packages' ranges), the halo (input rows a
// node reads beside its own) and the output's old values of the rows a
// node writes and does not hold (kept where the kernel might not write
// them). On two ranks each node's rows are one block after the first
// launch, and the rows that changed node are the differences of the old
// and new blocks. It prints the halo and the digest.
func TestRankResident(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestResidentUnderMPIRun)")
	}
	cl, err := Init(Config{Timeout: time.Minute, Latency: time.Nanosecond, Bandwidth: 1e15, KeepOutputs: true})
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	ce, err := New(cl, &coexecutor.HGuided{}, coexecutor.Devices(rankDevices()...))
	if err != nil {
		t.Fatal(err)
	}
	defer ce.Close()
	// Large enough that every node's share outweighs a round trip here.
	const w, h, launches = 512, 512, 10
	mk := func() []any { return stencilArgs(w, h) }
	args := toBuffers(t, mk())
	defer closeAll(args)
	bufA, bufB := args[0], args[1]
	space := sycl.Range2(h, w)
	var reps []*Report
	slow := cl.Size() > 1 && cl.Rank() == cl.Size()-1
	for l := 0; l < launches; l++ {
		var stop func()
		if slow && l >= 3 && l < 6 {
			stop = hog()
		}
		// Every rank enters the launch together: rank 0 starts on its
		// own at once, and on a machine whose cores the ranks share,
		// its workers hold them while another rank is on its way to
		// sending its record, which then comes after the launch's end,
		// launch after launch (late.go), and no split moves.
		if _, err := cl.comm.Allreduce([]float64{0}, mpi.Sum, cl.deadline()); err != nil {
			t.Fatal(err)
		}
		rep, err := ce.LaunchKernel(space, kernels.GaussianKernel.Kernel, launchArgs(args)...)
		if stop != nil {
			stop()
		}
		if err != nil {
			t.Fatalf("launch %d: %v", l, err)
		}
		reps = append(reps, rep)
		args[0], args[1] = args[1], args[0]
	}
	gathered, err := ce.Gather(bufA, bufB)
	if err != nil {
		t.Fatal(err)
	}
	if cl.Rank() != 0 {
		return
	}
	ref := toBuffers(t, mk())
	defer closeAll(ref)
	for l := 0; l < launches; l++ {
		if _, err := ce.Local().LaunchKernel(space, kernels.GaussianKernel.Kernel, ref...); err != nil {
			t.Fatal(err)
		}
		ref[0], ref[1] = ref[1], ref[0]
	}
	got, floats := contents(t, []any{bufA, bufB})
	want, _ := contents(t, ref[:2])
	tol := 0.0
	if len(rankDevices()) > 1 {
		tol = 1e-4
	}
	if err := same(want, got, floats, tol); err != nil {
		t.Errorf("on %d ranks: %v", cl.Size(), err)
	}

	// What each launch must move: holds[b][e] is the ranks holding
	// element e of buffer b (0: A, 1: B) current.
	pl, err := newPlan(kernels.GaussianKernel.Kernel, space, launchArgs([]any{bufA, bufB, int32(w), int32(h)}), 0)
	if err != nil {
		t.Fatal(err)
	}
	holds := [2][]uint64{make([]uint64, w*h), make([]uint64, w*h)}
	for b := range holds {
		for e := range holds[b] {
			holds[b][e] = 1
		}
	}
	in := 0
	var total, totalHalo, totalMoved int64
	var prevOwn []int
	splitMoved := 0
	for l, rep := range reps {
		// want: elements a node reads or keeps and does not hold; halo:
		// those of the input outside the node's own rows of the launch;
		// moved: the rest (rows that changed node since they were
		// written).
		var want, halo, inOwn int64
		own := make([]int, h)
		for _, nr := range rep.Nodes {
			for _, g := range nr.Each {
				for r := g.G0; r < g.G1; r++ {
					own[r] = nr.Rank
				}
			}
		}
		// The rows whose node changed since the last launch (all of
		// them were on rank 0 before the first).
		changed := 0
		for r := range own {
			if (prevOwn == nil && own[r] != 0) || (prevOwn != nil && own[r] != prevOwn[r]) {
				changed++
			}
		}
		if l > 0 && changed > 0 {
			splitMoved++
		}
		for _, nr := range rep.Nodes {
			bit := uint64(1) << nr.Rank
			for _, g := range nr.Each {
				lo, hi := pl.items(g.G0, g.G1)
				spans, err := pl.inputs(lo, hi)
				if err != nil {
					t.Fatal(err)
				}
				for _, s := range spans {
					b := in
					if s.arg == 1 {
						b = 1 - in
					}
					for e := s.off; e < s.off+s.n; e++ {
						if holds[b][e]&bit == 0 {
							want += 4
							if s.arg == 0 && own[e/w] != nr.Rank {
								halo += 4
							} else if s.arg == 0 {
								inOwn += 4
							}
							holds[b][e] |= bit
						}
					}
				}
			}
		}
		for _, nr := range rep.Nodes {
			for _, g := range nr.Each {
				lo, hi := pl.items(g.G0, g.G1)
				for e := lo * w; e < hi*w; e++ {
					holds[1-in][e] = 1 << nr.Rank
				}
			}
		}
		got := rep.ExchangedData()
		say(cl, "resident launch %d: blocks %d+%d, %d bytes of data, %d expected: %d rows changed node (%d bytes of the input), halo %d, the output's old values %d", l, blocksOf(own, 0), blocksOf(own, 1), got, want, changed, inOwn, halo, want-halo-inOwn)
		if math.Abs(float64(got-want)) > 0.1*float64(want) || (want == 0) != (got == 0) {
			t.Errorf("launch %d: %d bytes of data moved, %d expected", l, got, want)
		}
		if residentOut() && want != halo+inOwn {
			t.Errorf("launch %d: the output passed as coexecutor.Out, yet %d bytes of its old values expected to move", l, want-halo-inOwn)
		}
		// The input's rows a node lacks in its own rows are exactly
		// those whose node changed: every input row was written by one
		// node in the last launch.
		if inOwn != int64(changed*w*4) {
			t.Errorf("launch %d: %d bytes of the input's own rows moved; %d rows changed node (%d bytes)", l, inOwn, changed, changed*w*4)
		}
		if cl.Size() == 2 && prevOwn != nil && blocksOf(prevOwn, 0) <= 1 && blocksOf(prevOwn, 1) <= 1 {
			// From one block each, one block each: what changed node
			// is the difference of the old and new blocks. (The first
			// launch, with no history, may leave a node two.)
			for _, nr := range rep.Nodes {
				if b := blocksOf(own, nr.Rank); b > 1 {
					t.Errorf("launch %d: rank %d ran %d blocks", l, nr.Rank, b)
				}
			}
			lo0, hi0 := rowSpan(prevOwn, 1)
			lo1, hi1 := rowSpan(own, 1)
			if d := symDiff(lo0, hi0, lo1, hi1); d != changed {
				t.Errorf("launch %d: %d rows changed node; rank 1's block moved from [%d,%d) to [%d,%d), %d rows", l, changed, lo0, hi0, lo1, hi1, d)
			}
		}
		prevOwn = own
		if l > 0 {
			total += got
			totalHalo += halo
			totalMoved += want - halo
		}
		in = 1 - in
	}
	if cl.Size() > 1 && splitMoved == 0 {
		t.Errorf("the split never moved after the first launch: nothing tested the moving split")
	}
	say(cl, "resident digest %s data %d halo %d moved %d gathered %d", digest(got), total, totalHalo, totalMoved, gathered)
}

// stencilArgs are the Gaussian stencil's arguments over a w × h grid:
// its input, its output and the grid's sizes.
func stencilArgs(w, h int) []any {
	in := make([]float32, w*h)
	for i := range in {
		in[i] = float32(i * 7 % 31)
	}
	return []any{in, make([]float32, w*h), int32(w), int32(h)}
}

// residentOut tells TestRankResident to pass the stencil's output as
// coexecutor.Out: a node then needs none of its old values.
func residentOut() bool { return os.Getenv("GOSYCL_TEST_RESIDENT_OUT") == "1" }

// launchArgs is the stencil's arguments as TestRankResident passes them.
func launchArgs(args []any) []any {
	if !residentOut() {
		return args
	}
	a := slices.Clone(args)
	a[1] = coexecutor.Out(a[1].(*buffer.Buffer[float32]))
	return a
}

// blocksOf counts the runs of r in own.
func blocksOf(own []int, r int) int {
	n := 0
	for x := range own {
		if own[x] == r && (x == 0 || own[x-1] != r) {
			n++
		}
	}
	return n
}

// rowSpan is the first and one past the last index of r in own (0, 0
// where it is absent).
func rowSpan(own []int, r int) (lo, hi int) {
	lo, hi = -1, 0
	for x, v := range own {
		if v == r {
			if lo < 0 {
				lo = x
			}
			hi = x + 1
		}
	}
	return max(lo, 0), hi
}

// symDiff is the size of the symmetric difference of [a, b) and [c, d).
func symDiff(a, b, c, d int) int {
	in := max(0, min(b, d)-max(a, c))
	return (b - a) + (d - c) - 2*in
}

var residentRE = regexp.MustCompile(`RANK0 resident digest (\w+) data (\d+) halo (\d+) moved (\d+) gathered (\d+)`)

// TestResidentUnderMPIRun runs TestRankResident on 1, 2 and 4 ranks of
// the native device, then 2 and 4 of native and PoCL, then 2 and 4 of
// the native device with the output passed as coexecutor.Out: the result
// is the same bits on every number of ranks (native), and every launch
// moved the bytes its packages needed (rank 0 checks): after the first,
// the halo (neighbour rows) and the rows whose node changed, and with
// coexecutor.Out none of the output's old values.
func TestResidentUnderMPIRun(t *testing.T) {
	needMPI(t)
	sets := []string{"native"}
	if d, err := sycl.SelectDevice(sycl.CPU); err == nil && !d.IsNative() {
		sets = append(sets, "native+pocl")
	}
	// The output passed as coexecutor.Out too, on the native device.
	sets = append(sets, "native,out")
	native := map[string]int{} // the native runs' digests: one
	for _, set := range sets {
		digests := native
		if !strings.HasPrefix(set, "native") || strings.Contains(set, "+") {
			digests = map[string]int{}
		}
		set, outArg := strings.CutSuffix(set, ",out")
		for _, n := range []int{1, 2, 4} {
			if (set != "native" || outArg) && n == 1 {
				continue
			}
			name := fmt.Sprintf("%s/%d", set, n)
			env := []string{"GOSYCL_CLUSTER_DEVICES=" + set}
			if outArg {
				name = fmt.Sprintf("%s/out/%d", set, n)
				env = append(env, "GOSYCL_TEST_RESIDENT_OUT=1")
			}
			t.Run(name, func(t *testing.T) {
				out, err := mpitest.RunCmd(t, append(mpitest.Flags(n), os.Args[0], "-test.run=^TestRankResident$", "-test.v"), env)
				ranksPassed(t, "TestRankResident", n, out, err)
				m := residentRE.FindSubmatch(out)
				if m == nil {
					t.Fatalf("no digest:\n%s", out)
				}
				if set == "native" {
					digests[string(m[1])] = n
					if len(digests) > 1 {
						t.Errorf("digests differ across ranks: %v", digests)
					}
				}
				var data, halo int64
				fmt.Sscan(string(m[2]), &data)
				fmt.Sscan(string(m[3]), &halo)
				var moved int64
				fmt.Sscan(string(m[4]), &moved)
				if n == 1 && data != 0 {
					t.Errorf("one rank moved %d bytes", data)
				}
				// Each launch's bytes were checked by rank 0 against
				// what the nodes' packages needed; here, that they are
				// the halo and the rows that changed node.
				if data != halo+moved {
					t.Errorf("%d ranks: %d bytes of data after the first launch: halo %d and moved %d", n, data, halo, moved)
				}
			})
		}
	}
}
