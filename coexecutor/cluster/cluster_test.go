package cluster

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"math"
	"os"
	"regexp"
	"runtime/trace"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/internal/placekernels"
	"github.com/gosycl/gosycl/internal/mpitest"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// The ranks' tests (TestRank*) run only under mpirun, started by the
// TestUnderMPIRun* tests, which check what every rank printed.

// toBuffers turns a DiffCase's slices into buffers.
func toBuffers(t testing.TB, args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch s := a.(type) {
		case []float32:
			out[i] = buffer.New(s)
		case []float64:
			out[i] = buffer.New(s)
		case []int32:
			out[i] = buffer.New(s)
		case []int64:
			out[i] = buffer.New(s)
		case []uint32:
			out[i] = buffer.New(s)
		case []mgl32.Vec4:
			out[i] = buffer.New(s)
		case []kernels.Sphere:
			out[i] = buffer.New(s)
		default:
			out[i] = a
		}
	}
	return out
}

// contents are the bytes of every buffer among args, and their element
// kinds.
func contents(t testing.TB, args []any) (bs [][]byte, floats []int) {
	for _, a := range args {
		b, ok := asHostBuf(a)
		if !ok {
			continue
		}
		data, err := b.read(0, b.n)
		if err != nil {
			t.Fatal(err)
		}
		bs = append(bs, data)
		switch b.elem.Kind() {
		case reflect32:
			floats = append(floats, 4)
		case reflect64:
			floats = append(floats, 8)
		default:
			if b.elem == vec4 {
				floats = append(floats, 4)
			} else {
				floats = append(floats, 0)
			}
		}
	}
	return bs, floats
}

func closeAll(args []any) {
	for _, a := range args {
		if c, ok := a.(interface{ Close() error }); ok {
			c.Close()
		}
	}
}

func digest(bs [][]byte) string {
	h := sha256.New()
	for _, b := range bs {
		h.Write(b)
	}
	return fmt.Sprintf("%x", h.Sum(nil)[:8])
}

// same compares two launches' buffers: bytes exactly, or floats within
// tol relative (absolute below 1).
func same(a, b [][]byte, floats []int, tol float64) error {
	for i := range a {
		if bytes.Equal(a[i], b[i]) {
			continue
		}
		if floats[i] == 0 || tol == 0 || len(a[i]) != len(b[i]) {
			j := 0
			for j < min(len(a[i]), len(b[i])) && a[i][j] == b[i][j] {
				j++
			}
			return fmt.Errorf("buffer %d differs from byte %d", i, j)
		}
		for j := 0; j < len(a[i]); j += floats[i] {
			var x, y float64
			if floats[i] == 4 {
				x = float64(*(*float32)(unsafe.Pointer(&a[i][j])))
				y = float64(*(*float32)(unsafe.Pointer(&b[i][j])))
			} else {
				x = *(*float64)(unsafe.Pointer(&a[i][j]))
				y = *(*float64)(unsafe.Pointer(&b[i][j]))
			}
			if math.Abs(x-y) > tol*math.Max(1, math.Abs(x)) && !(math.IsNaN(x) && math.IsNaN(y)) {
				return fmt.Errorf("buffer %d element %d: %v vs %v", i, j/floats[i], x, y)
			}
		}
	}
	return nil
}

// rankDevices are the devices GOSYCL_CLUSTER_DEVICES names for the ranks:
// "native" (the default) or "native+pocl".
func rankDevices() []sycl.Selector {
	switch os.Getenv("GOSYCL_CLUSTER_DEVICES") {
	case "native+pocl":
		return []sycl.Selector{sycl.Native, sycl.CPU}
	case "native+gpu":
		return []sycl.Selector{sycl.Native, sycl.GPU}
	}
	return []sycl.Selector{sycl.Native}
}

// say prints a line the parent test reads, prefixed by the rank.
func say(cl *Cluster, format string, args ...any) {
	fmt.Printf("RANK%d %s\n", cl.Rank(), fmt.Sprintf(format, args...))
}

// TestRankSuite: the suite's kernels, a reduction and an iterative
// stencil co-executed over the ranks; rank 0 checks each result against
// the same launch on its own devices alone, and prints a digest of each
// (the parent compares the digests across 1, 2 and 4 ranks).
func TestRankSuite(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestUnderMPIRun)")
	}
	// Priors that make a probe free: every node gets work in every
	// case's first launch, before its speeds are known (the guard keeps
	// small launches on rank 0 with the default priors).
	cl, err := Init(Config{Timeout: time.Minute, Latency: time.Nanosecond, Bandwidth: 1e15})
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	ce, err := New(cl, &coexecutor.HGuided{}, coexecutor.Devices(rankDevices()...))
	if err != nil {
		t.Fatal(err)
	}
	defer ce.Close()
	tol := 0.0
	if len(rankDevices()) > 1 {
		tol = 1e-4 // native Go and PoCL round floats differently
	}
	check := func(name string, space sycl.Space, k *sycl.Kernel, mk func() []any, launches int, swap []int) {
		args := toBuffers(t, mk())
		defer closeAll(args)
		var exchanged, data int64
		var lerr error
		for l := 0; l < launches; l++ {
			rep, err := ce.LaunchKernel(space, k, args...)
			if ce.awayN != 0 {
				// The local Coexecutor's native device would keep a
				// processor from the next launch (Coexecutor.away).
				t.Errorf("%s: rank %d counts %d packages still out after a launch", name, cl.Rank(), ce.awayN)
			}
			if err != nil {
				lerr = err
				break
			}
			exchanged += rep.Exchanged()
			data += rep.ExchangedData()
			if swap != nil {
				args[swap[0]], args[swap[1]] = args[swap[1]], args[swap[0]]
			}
		}
		if cl.Rank() != 0 {
			if lerr != nil {
				say(cl, "case %s refused: %v", name, lerr)
			}
			return
		}
		// The same launches on rank 0's devices alone.
		ref := toBuffers(t, mk())
		defer closeAll(ref)
		var rerr error
		for l := 0; l < launches; l++ {
			if _, rerr = ce.Local().LaunchKernel(space, k, ref...); rerr != nil {
				break
			}
			if swap != nil {
				ref[swap[0]], ref[swap[1]] = ref[swap[1]], ref[swap[0]]
			}
		}
		switch {
		case rerr != nil && lerr != nil:
			say(cl, "case %s refused: %v", name, lerr)
			return
		case lerr != nil:
			t.Errorf("%s: the cluster failed where one node succeeds: %v", name, lerr)
			return
		case rerr != nil:
			t.Errorf("%s: one node fails (%v) where the cluster succeeded", name, rerr)
			return
		}
		got, floats := contents(t, args)
		want, _ := contents(t, ref)
		if err := same(want, got, floats, tol); err != nil {
			t.Errorf("%s on %d ranks: %v", name, cl.Size(), err)
		}
		say(cl, "case %s digest %s exchanged %d bytes (%d of data) in %d launches", name, digest(got), exchanged, data, launches)
	}
	for _, c := range testsuite.DiffCases() {
		check(c.Name, c.Space, c.Kernel, c.Args, 1, nil)
	}
	// Reductions across nodes.
	const n = 5000
	check("Int32Reductions", sycl.Range1(n), kernels.Int32ReductionsKernel.Kernel, func() []any {
		x := make([]int32, n)
		for i := range x {
			x[i] = int32(i%97) - 40
		}
		return []any{x, []int32{3}, []int32{1}, []int32{math.MaxInt32}, []int32{math.MinInt32}, []int32{-1}, []int32{0}, []int32{0}}
	}, 1, nil)
	// A sparse matrix's rows: rank 0 bounds each node's nonzeros by the
	// rows' pointers (boundLoads).
	const rows = 3000
	check("CSRRows", sycl.Range1(rows), placekernels.CSRRowsKernel.Kernel, func() []any {
		rowPtr := []int32{0}
		var cols, vals []int32
		for r := range rows {
			for j := range 8 + r%17 {
				cols = append(cols, int32((r*31+j*17)%rows))
				vals = append(vals, int32(r%13-6+j))
			}
			rowPtr = append(rowPtr, int32(len(cols)))
		}
		x := make([]int32, rows)
		for i := range x {
			x[i] = int32(i%11 - 5)
		}
		return []any{rowPtr, cols, vals, x, make([]int32, rows)}
	}, 1, nil)
	// An iterative stencil: 8 launches, the buffers swapped between them.
	const w, h = 64, 300
	check("Gaussian x8", sycl.Range2(h, w), kernels.GaussianKernel.Kernel, func() []any {
		in := make([]float32, w*h)
		for i := range in {
			in[i] = float32(i * 7 % 31)
		}
		return []any{in, make([]float32, w*h), int32(w), int32(h)}
	}, 8, []int{0, 1})
	traceRegions(t, cl)
}

// traceRegions: rank 0's phases of a launch are regions of Go's
// execution tracer, named in the package's documentation; the names
// appear in the trace of a launch (its string table holds them). The
// launch is a fresh Coexecutor's first: no node is measured yet, so
// another node gets a probe at most and rank 0 runs packages of its own
// (cluster.local); where nodes were measured, one predicted faster than
// rank 0 may take a launch whole.
func traceRegions(t *testing.T, cl *Cluster) {
	ce, err := New(cl, &coexecutor.HGuided{}, coexecutor.Devices(rankDevices()...))
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := ce.Close(); err != nil {
			t.Error(err)
		}
	}()
	const n = 4096
	x, y := buffer.New(make([]float32, n)), buffer.New(make([]float32, n))
	defer x.Close()
	defer y.Close()
	var tr bytes.Buffer
	traced := cl.Rank() == 0 && trace.Start(&tr) == nil // not when the test binary traces already
	_, err = ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
	if traced {
		trace.Stop()
	}
	if err != nil {
		t.Fatal(err)
	}
	if !traced {
		return
	}
	want := []string{"cluster.plan", "cluster.local"}
	if cl.Size() > 1 {
		want = append(want, "cluster.setup", "cluster.size", "cluster.handout", "cluster.end")
	}
	for _, name := range want {
		if !bytes.Contains(tr.Bytes(), []byte(name)) {
			t.Errorf("the trace of a launch on %d ranks has no region %s", cl.Size(), name)
		}
	}
}

var (
	reflect32 = asKind(float32(0))
	reflect64 = asKind(float64(0))
	vec4      = typeOf(mgl32.Vec4{})
)

var lineRE = regexp.MustCompile(`RANK0 case (.+) digest (\w+) exchanged (\d+) bytes \((\d+) of data\)`)

// TestUnderMPIRun runs TestRankSuite on 1, 2 and 4 ranks, each with the
// native device, then with native and PoCL, and with native and a GPU
// where there is one (every rank shares it): every run's rank 0 agrees
// with its devices alone, and with the native device the results are
// the same bits on every number of ranks. On several ranks the suite's
// data moves between them, except with GPUs: an unmeasured node's probe
// is a package of its fill (the work-groups that fill its devices, a
// GPU's thousands, which a smaller package takes as long as), predicted
// at its nominal speed over ProbeShare of the suite's launches of a few
// work-groups, so the node-level guard keeps them on rank 0
// (nodesched's probe rule).
func TestUnderMPIRun(t *testing.T) {
	needMPI(t)
	sets := []string{"native"}
	if _, err := sycl.SelectDevice(sycl.CPU); err == nil {
		if d, _ := sycl.SelectDevice(sycl.CPU); !d.IsNative() {
			sets = append(sets, "native+pocl")
		}
	}
	if _, err := sycl.SelectDevice(sycl.GPU); err == nil {
		sets = append(sets, "native+gpu")
	}
	for _, set := range sets {
		digests := map[string]string{}
		for _, n := range []int{1, 2, 4} {
			if set != "native" && n == 1 {
				continue
			}
			t.Run(fmt.Sprintf("%s/%d", set, n), func(t *testing.T) {
				out, err := mpitest.RunCmd(t, append(mpitest.Flags(n), os.Args[0], "-test.run=^TestRankSuite$", "-test.v"), []string{"GOSYCL_CLUSTER_DEVICES=" + set})
				ranksPassed(t, "TestRankSuite", n, out, err)
				cases, moved := 0, false
				for _, m := range lineRE.FindAllStringSubmatch(string(out), -1) {
					cases++
					t.Logf("%s: %s bytes exchanged, %s of data", m[1], m[3], m[4])
					moved = moved || m[4] != "0"
					if set != "native" {
						continue
					}
					if d, ok := digests[m[1]]; ok && d != m[2] {
						t.Errorf("%s: digest %s on %d ranks, %s on fewer", m[1], m[2], n, d)
					}
					digests[m[1]] = m[2]
				}
				if cases < 10 {
					t.Fatalf("only %d cases ran:\n%s", cases, out)
				}
				if set != "native+gpu" && moved != (n > 1) {
					t.Errorf("bytes exchanged on %d ranks: %v", n, moved)
				}
			})
		}
	}
}

// A Coexecutor that New did not make, nil or zero, fails every call
// that can fail with an error naming the call, before any message goes
// out; no call crashes.
func TestNotMade(t *testing.T) {
	for name, ce := range map[string]*Coexecutor{"nil": nil, "zero": {}} {
		_, err := ce.LaunchKernel(sycl.Range1(10), kernels.CountKernel.Kernel, buffer.New(make([]int32, 10)))
		assertErrorContains(t, err, "cluster: LaunchKernel on a Coexecutor that New did not make", name)
		_, err = ce.Gather()
		assertErrorContains(t, err, "cluster: Gather on a Coexecutor that New did not make", name)
		assertErrorContains(t, ce.Prepare(kernels.CountKernel.Kernel), "cluster: Prepare on a Coexecutor that New did not make", name)
		assertErrorContains(t, ce.Close(), "cluster: Close on a Coexecutor that New did not make", name)
		if ce.Local() != nil {
			t.Errorf("%s: Local() = %v, want nil", name, ce.Local())
		}
	}
	// Nor does a Cluster that Init did not make, or a nil Report (what
	// a launch refused before it began returns).
	for name, cl := range map[string]*Cluster{"nil": nil, "zero": {}} {
		if cl.Rank() != 0 || cl.Size() != 0 {
			t.Errorf("%s Cluster: rank %d of %d, want 0 of 0", name, cl.Rank(), cl.Size())
		}
		assertErrorContains(t, cl.Close(), "cluster: Close of a Cluster that Init did not make", name)
		_, err := New(cl, &coexecutor.HGuided{})
		assertErrorContains(t, err, "cluster: New on a Cluster that Init did not make", name)
	}
	var none *Report
	if none.String() != "<nil>" || none.Exchanged() != 0 || none.ExchangedData() != 0 || none.Balance() != 1 {
		t.Errorf("nil Report: %q, %d, %d, %v", none.String(), none.Exchanged(), none.ExchangedData(), none.Balance())
	}
}

func assertErrorContains(t *testing.T, err error, want, name string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("%s: error %v, want one containing %q", name, err, want)
	}
}
