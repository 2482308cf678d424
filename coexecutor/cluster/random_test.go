package cluster

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/mpitest"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// randomLen is the length of the buffers TestRankRandom's launches
// share: a launch whose kernel writes past it is refused.
const randomLen = 12000

// randomLaunch is a launch of TestRankRandom: a kernel over a space and
// the buffers of the pool (randomBuffers) it takes.
type randomLaunch struct {
	space sycl.Space
	k     *sycl.Kernel
	args  []int // indices into the pool
}

// randomBuffers is TestRankRandom's pool: two int32 buffers that Count
// adds to, NDItemLinearQueries writes and Int32Reductions reduces,
// SuffixSums's int64 input and output, and Int32Reductions's seven
// results.
func randomBuffers() []any {
	a := make([]int64, randomLen)
	for i := range a {
		a[i] = int64(i%23 - 11)
	}
	pool := []any{
		buffer.New(make([]int32, randomLen)), buffer.New(make([]int32, randomLen)),
		buffer.New(a), buffer.New(make([]int64, randomLen)),
	}
	// Int32Reductions' seven results, each from a value of its own.
	for _, v := range []int32{3, 1, math.MaxInt32, math.MinInt32, -1, 0, 0} {
		pool = append(pool, buffer.New([]int32{v}))
	}
	return pool
}

// drawLaunch draws a launch: Count over a range of one to three
// dimensions with an offset, NDItemLinearQueries over an nd-range whose
// local size may not divide it, Int32Reductions over a range with an
// offset (the nodes' partials combined on rank 0), or SuffixSums over a
// range with an offset (each work-item reads the input from its index to
// the range's end), each at times past the pool's buffers.
func drawLaunch(r *rand.Rand) randomLaunch {
	size := func() int { return []int{1, 3, 16, 31, 64, 100, 257, 1000, 4099, 11999}[r.IntN(10)] }
	off := r.IntN(3) * 7
	switch r.IntN(3) {
	case 0:
		var s sycl.Range
		switch r.IntN(3) {
		case 0:
			s = sycl.Range1(size())
		case 1:
			s = sycl.Range2(1+r.IntN(40), min(size(), 300))
		default:
			s = sycl.Range3(1+r.IntN(12), 1+r.IntN(12), 1+r.IntN(50))
		}
		return randomLaunch{s.WithOffset(off), kernels.CountKernel.Kernel, []int{r.IntN(2)}}
	case 1:
		g := size() / 32
		l := []int{1, 2, 4, 8, 16, 3}[r.IntN(6)]
		if r.IntN(4) != 0 {
			g -= g % l // mostly whole work-groups
		}
		return randomLaunch{sycl.NDRange1(max(g, 1), l).WithOffset(off), kernels.NDItemLinearQueriesKernel.Kernel, []int{r.IntN(2)}}
	}
	if r.IntN(2) == 0 {
		// Every built-in combiner over one of the int32 buffers, into
		// results that earlier reductions left.
		return randomLaunch{sycl.Range1(size()).WithOffset(off), kernels.Int32ReductionsKernel.Kernel, []int{r.IntN(2), 4, 5, 6, 7, 8, 9, 10}}
	}
	return randomLaunch{sycl.Range1(size() / 4).WithOffset(off), kernels.SuffixSumsKernel.Kernel, []int{2, 3}}
}

// TestRankRandom: launches drawn at random (drawLaunch) over the ranks,
// one after another on buffers they share, on a Coexecutor made afresh
// at random points, every rank drawing the same from
// GOSYCL_RANDOM_SEED, with Config.KeepOutputs where GOSYCL_RANDOM_KEEP is
// set (the buffers gathered to rank 0 at random points, before each
// fresh Coexecutor, and at the end). Rank 0 runs each launch again on its own
// devices alone, on buffers of its own: both fail, or both succeed, and
// wherever the buffers are gathered, they hold the same.
func TestRankRandom(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestRandomUnderMPIRun)")
	}
	seed, err := strconv.ParseUint(os.Getenv("GOSYCL_RANDOM_SEED"), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	keep := os.Getenv("GOSYCL_RANDOM_KEEP") != ""
	// Priors that make a probe free, so that every node takes work.
	cl, err := Init(Config{Timeout: time.Minute, Latency: time.Nanosecond, Bandwidth: 1e15, KeepOutputs: keep})
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	newCE := func() *Coexecutor {
		ce, err := New(cl, &coexecutor.HGuided{}, coexecutor.Devices(rankDevices()...))
		if err != nil {
			t.Fatal(err)
		}
		return ce
	}
	ce := newCE()
	defer func() { ce.Close() }()
	bufs, ref := randomBuffers(), randomBuffers()
	defer closeAll(bufs)
	defer closeAll(ref)
	r := rand.New(rand.NewPCG(seed, 1))
	ok, refused, gathered, shared, reduced := 0, 0, 0, 0, 0
	for i := range 40 {
		l := drawLaunch(r)
		args := make([]any, len(l.args))
		refArgs := make([]any, len(l.args))
		for j, a := range l.args {
			args[j], refArgs[j] = bufs[a], ref[a]
		}
		what := fmt.Sprintf("launch %d, %s over %v", i+1, l.k.Name, l.space)
		rep, err := ce.LaunchKernel(l.space, l.k, args...)
		if err == nil && slices.ContainsFunc(rep.Nodes, func(n NodeReport) bool { return n.Rank > 0 && n.Packages > 0 }) {
			shared++
		}
		if errors.Is(err, ErrRankLost) {
			t.Fatalf("%s: %v", what, err)
		}
		if cl.Rank() == 0 {
			_, rerr := ce.Local().LaunchKernel(l.space, l.k, refArgs...)
			switch {
			case err == nil && rerr != nil:
				t.Fatalf("%s: the cluster succeeded where rank 0 alone fails: %v", what, rerr)
			case err != nil && rerr == nil:
				t.Fatalf("%s: the cluster failed where rank 0 alone succeeds: %v", what, err)
			}
		}
		if err != nil {
			refused++
		} else {
			ok++
			if l.k == kernels.Int32ReductionsKernel.Kernel {
				reduced++
			}
		}
		// A fresh Coexecutor, which knows no speed (the guard keeps a
		// launch on rank 0 once it knows co-execution slower), at
		// times: its first launch of a kernel probes every node.
		fresh := r.IntN(3) == 0
		if !keep || fresh || r.IntN(4) == 0 || i == 39 {
			gathered++
			if _, err := ce.Gather(bufs...); err != nil {
				t.Fatalf("after %s: Gather: %v", what, err)
			}
			if cl.Rank() == 0 {
				got, floats := contents(t, bufs)
				want, _ := contents(t, ref)
				if err := same(want, got, floats, 0); err != nil {
					t.Fatalf("after %s, against rank 0 alone: %v", what, err)
				}
			}
		}
		if fresh {
			if err := ce.Close(); err != nil {
				t.Fatal(err)
			}
			ce = newCE()
		}
	}
	say(cl, "random seed %d keep %v: %d launches succeeded (%d with packages on other ranks, %d reductions), %d refused, compared %d times", seed, keep, ok, shared, reduced, refused, gathered)
	if cl.Rank() == 0 && cl.Size() > 1 && shared == 0 {
		t.Error("no launch gave another rank work: the test tests one node")
	}
}

// TestRandomUnderMPIRun runs TestRankRandom on 2 ranks and on 3, with
// and without KeepOutputs, each from its own seed, on the native device
// (and PoCL beside it where there is one, on 3 ranks).
func TestRandomUnderMPIRun(t *testing.T) {
	needMPI(t)
	pocl := "native"
	if d, err := sycl.SelectDevice(sycl.CPU); err == nil && !d.IsNative() {
		pocl = "native+pocl"
	}
	for i, c := range []struct {
		ranks   int
		keep    bool
		devices string
	}{{2, false, "native"}, {2, true, "native"}, {3, false, pocl}, {3, true, pocl}} {
		seed := i + 1
		t.Run(fmt.Sprintf("%d-ranks/keep=%v/%s/seed=%d", c.ranks, c.keep, c.devices, seed), func(t *testing.T) {
			env := []string{"GOSYCL_CLUSTER_DEVICES=" + c.devices, "GOSYCL_RANDOM_SEED=" + strconv.Itoa(seed)}
			if c.keep {
				env = append(env, "GOSYCL_RANDOM_KEEP=1")
			}
			out, err := mpitest.RunCmd(t, append(mpitest.Flags(c.ranks), os.Args[0], "-test.run=^TestRankRandom$", "-test.v"), env)
			ranksPassed(t, "TestRankRandom", c.ranks, out, err)
		})
	}
}
