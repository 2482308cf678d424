package bench_test

import (
	"math"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/testhook"
	"github.com/gosycl/gosycl/sycl"
)

var mems = []string{bench.Buffers, bench.Owned, bench.USM}

// triadTestSize is the triad's size in the tests, 1 M floats: at scale 1
// its 16 M cost a minute under -race and check nothing more (the same
// kernel, packages and verification); TestTriadScale checks scale 1's
// size.
const triadTestSize = 1 << 20

// instances builds every benchmark once, at scale 1 but the triad (at
// triadTestSize): the host references are computed on the first Verify
// and reused by every test.
var instances = sync.OnceValues(func() (map[string]*bench.Instance, error) {
	m := map[string]*bench.Instance{}
	for _, b := range bench.All() {
		var inst *bench.Instance
		var err error
		if b.Name == "triad" {
			inst, err = b.NewSized(triadTestSize)
		} else {
			inst, err = b.New(1)
		}
		if err != nil {
			return nil, err
		}
		m[b.Name] = inst
	}
	return m, nil
})

func instance(t *testing.T, name string) *bench.Instance {
	t.Helper()
	m, err := instances()
	require.NoError(t, err)
	return m[name]
}

// deviceSet is a co-executor and a queue on its first OpenCL device (the
// native device's when it has none) for USM allocations, as cmd/cobench
// makes them.
type deviceSet struct {
	name  string
	ce    *coexecutor.Coexecutor
	alloc *sycl.Queue
}

func deviceSets(t *testing.T) []deviceSet {
	t.Helper()
	devs, err := sycl.Devices()
	require.NoError(t, err)
	require.NotEmpty(t, devs)
	lists := [][]*sycl.Device{devs}
	if len(devs) > 1 {
		for _, d := range devs {
			lists = append(lists, []*sycl.Device{d})
		}
	}
	for _, d := range devs {
		if !d.IsNative() {
			// Two OpenCL platforms, as cobench -devices cpu+gpu: the
			// allocations are the first's, the second works on copies.
			lists = append(lists, []*sycl.Device{d, testhook.SecondContext(d).(*sycl.Device)})
			break
		}
	}
	var sets []deviceSet
	for _, l := range lists {
		ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(l...))
		require.NoError(t, err)
		t.Cleanup(func() { ce.Close() })
		ad := l[0]
		var names []string
		for _, d := range l {
			names = append(names, d.Name())
			if !d.IsNative() && ad.IsNative() {
				ad = d
			}
		}
		q, err := sycl.NewQueueOn(ad)
		require.NoError(t, err)
		t.Cleanup(func() { q.Close() })
		sets = append(sets, deviceSet{strings.Join(names, "+"), ce, q})
	}
	return sets
}

// launch runs inst through s in memory model mem and returns its outputs.
func launch(t *testing.T, s deviceSet, inst *bench.Instance, mem string) []float64 {
	t.Helper()
	args, read, free, err := inst.Args(mem, s.alloc)
	require.NoError(t, err)
	defer free()
	start := time.Now()
	reps, err := inst.Run(s.ce, args)
	require.NoError(t, err)
	took := time.Since(start)
	packages := 0
	for _, rep := range reps {
		for _, u := range rep.Units {
			require.False(t, u.Retired, "%s retired: %v", u.Device, u.Err)
		}
		packages += len(rep.Packages)
	}
	out, err := read()
	require.NoError(t, err)
	t.Logf("%v, %d launches, %d packages", took.Round(time.Millisecond), len(reps), packages)
	return out
}

// Every benchmark, co-executed on every device and on each device alone,
// in every memory model, agrees with its host reference.
func TestBenchmarks(t *testing.T) {
	sets := deviceSets(t)
	for _, b := range bench.All() {
		t.Run(b.Name, func(t *testing.T) {
			inst := instance(t, b.Name)
			for _, s := range sets {
				for _, mem := range mems {
					t.Run(s.name+"/"+mem, func(t *testing.T) {
						out := launch(t, s, inst, mem)
						require.NoError(t, inst.Verify(out))
					})
				}
			}
		})
	}
}

// tolerant are the benchmarks whose Verify accepts up to 1 % of the
// elements off.
var tolerant = map[string]bool{"mandelbrot": true, "ray1": true, "ray2": true}

// Verify rejects outputs that are wrong: short, with a NaN, with 2 % of
// the elements changed, and (where no element may be off) with one
// element changed.
func TestVerifyRejectsWrongOutput(t *testing.T) {
	native, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(sycl.NativeDevice()))
	require.NoError(t, err)
	defer native.Close()
	q, err := sycl.NewQueueOn(sycl.NativeDevice())
	require.NoError(t, err)
	defer q.Close()
	s := deviceSet{"native", native, q}
	for _, b := range bench.All() {
		t.Run(b.Name, func(t *testing.T) {
			inst := instance(t, b.Name)
			out := launch(t, s, inst, bench.Buffers)
			require.NoError(t, inst.Verify(out))
			require.Error(t, inst.Verify(out[:len(out)-1]), "one element short")
			require.Error(t, inst.Verify(append(slices.Clone(out), 0)), "one element too many")

			wrong := func(f func(o []float64)) []float64 { o := slices.Clone(out); f(o); return o }
			change := func(v float64) float64 { return v*1.5 + 1 }
			require.Error(t, inst.Verify(wrong(func(o []float64) {
				for i := 0; i < len(o); i += 50 {
					o[i] = change(o[i])
				}
			})), "2%% of the elements changed")
			if !tolerant[b.Name] {
				mid := len(out) / 2
				require.Error(t, inst.Verify(wrong(func(o []float64) { o[mid] = change(o[mid]) })), "element %d changed", mid)
				require.Error(t, inst.Verify(wrong(func(o []float64) { o[mid] = math.NaN() })), "element %d NaN", mid)
			}
			require.NoError(t, inst.Verify(out), "Verify must not keep state between calls")
		})
	}
}

func TestGet(t *testing.T) {
	seen := map[string]bool{}
	regular := 0
	for _, b := range bench.All() {
		require.False(t, seen[b.Name], "duplicate %s", b.Name)
		seen[b.Name] = true
		got, err := bench.Get(b.Name)
		require.NoError(t, err)
		require.Equal(t, b.Name, got.Name)
		require.NotEmpty(t, b.Description)
		if b.Regular {
			regular++
		}
		_, err = b.New(0)
		require.Error(t, err, "%s at scale 0", b.Name)
	}
	require.Equal(t, 7, regular)
	_, err := bench.Get("taylor")
	require.ErrorContains(t, err, `"taylor"`)
	for n := range seen {
		require.ErrorContains(t, err, n)
	}
}

// The triad at scale 1 is 16 M floats in a one-dimensional range (built,
// not launched: the tests launch it at triadTestSize).
func TestTriadScale(t *testing.T) {
	b, err := bench.Get("triad")
	require.NoError(t, err)
	inst, err := b.New(1)
	require.NoError(t, err)
	require.Equal(t, 16<<20, inst.Items)
	r := inst.Space.(sycl.Range)
	require.Equal(t, [2]int{1, 16 << 20}, [2]int{r.Dims(), r.Size(0)})
}

func TestArgsErrors(t *testing.T) {
	inst := instance(t, "gaussian")
	_, _, _, err := inst.Args("svm", nil)
	require.ErrorContains(t, err, "svm")
	_, _, _, err = inst.Args(bench.USM, nil)
	require.Error(t, err)
}

// An output is poisoned before the launch (all-ones bytes: NaN, or -1 for
// integers): read back without a launch, every element is poison and
// verification fails, in every memory model, whatever the allocator
// handed out (zeroes, or an earlier launch's correct results).
func TestOutputsStartPoisoned(t *testing.T) {
	q, err := sycl.NewQueueOn(sycl.NativeDevice())
	require.NoError(t, err)
	defer q.Close()
	for _, b := range bench.All() {
		inst := instance(t, b.Name)
		for _, mem := range mems {
			_, read, free, err := inst.Args(mem, q)
			require.NoError(t, err)
			out, err := read()
			free()
			require.NoError(t, err)
			for i, v := range out {
				if !math.IsNaN(v) && v != -1 {
					t.Fatalf("%s %s: element %d is %v before any launch, not the poison", b.Name, mem, i, v)
				}
			}
			require.Error(t, inst.Verify(out), "%s %s: an output nothing wrote", b.Name, mem)
		}
	}
}

// A launch's arguments in every memory model, freed after it, leave no
// OpenCL object behind: buffers with storage of their own (pinned where
// a GPU is present) included.
func TestArgsFreeWhatTheyMade(t *testing.T) {
	sets := deviceSets(t)
	inst := instance(t, "triad")
	for _, s := range sets { // the devices' queues and programs, made at first use
		launch(t, s, inst, bench.Buffers)
	}
	base := opencl.Settled(20*time.Millisecond, 5*time.Second)
	for _, s := range sets {
		for _, mem := range mems {
			launch(t, s, inst, mem)
		}
	}
	if now := opencl.Settled(20*time.Millisecond, 5*time.Second); now.Over(base) {
		t.Fatalf("OpenCL objects left: %+v, before %+v", now, base)
	}
}
