package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/coexecutor"

	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/race"
)

// A small sweep on the devices here writes every output it is asked for,
// with checked results (mandelbrot at 128 x 256 pixels, 1/32 of scale 1:
// the outputs do not depend on the size). Under -race without -plot: the
// plotting starts no goroutines, and takes most of the test's time under
// the race detector; the pass without -race checks the charts.
func TestSweepOutputs(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	args := []string{"-bench", "mandelbrot,spmv", "-size", "mandelbrot=128x256", "-sched", "static,hguided", "-mem", "buffers,usm", "-devices", "all,native",
		"-reps", "1", "-warmup", "0", "-json", filepath.Join(dir, "r.json"), "-csv", filepath.Join(dir, "r.csv"),
		"-trace", filepath.Join(dir, "trace"), "-noenergy"}
	if !race.Enabled {
		args = append(args, "-plot", filepath.Join(dir, "plot"))
	}
	err := run(args, &out, &errb)
	require.NoError(t, err, errb.String())
	assert.Contains(t, out.String(), "HE")
	var rows []map[string]any
	b, err := os.ReadFile(filepath.Join(dir, "r.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &rows))
	coexec := 0
	for _, r := range rows {
		assert.Empty(t, r["error"], "%v", r)
		if r["mode"] == "coexec" {
			coexec++
			assert.Greater(t, r["t_ns"], 0.0)
		}
		assert.Len(t, r["t_samples_ns"], 1, "one measured launch (-reps 1): %v", r)
		if r["error"] == nil {
			// Per launch, the work each device ran adds up to the range.
			// (Alone rows have a warm-up launch even with -warmup 0:
			// Static's powers come from it.)
			ls := r["launches"].([]any)
			require.Len(t, ls, map[any]int{"alone": 2, "coexec": 1}[r["mode"]], "%v", r)
			for _, l := range ls {
				assert.Len(t, l.(map[string]any)["powers"], len(r["devices"].([]any)), "%v", r)
				sum := 0.0
				for _, w := range l.(map[string]any)["work_items"].([]any) {
					sum += w.(float64)
				}
				assert.Equal(t, r["items"], sum, "%v", r)
				// Every launch, warm-up or measured, lists its
				// packages: together they tile the work-groups from 0,
				// each ending after it started.
				ps, _ := l.(map[string]any)["packages"].([]any)
				require.NotEmpty(t, ps, "launch of %v", r)
				var tiles [][2]float64
				for _, p := range ps {
					pm := p.(map[string]any)
					assert.GreaterOrEqual(t, pm["end_us"], pm["start_us"], "%v", pm)
					// Its kernel's profile on the device: every device
					// here profiles, and the kernel ran within the time
					// the host saw the package take.
					if dt, ok := pm["device"].(map[string]any); assert.True(t, ok, "no device times: %v", pm) {
						for _, k := range []string{"flush_us", "wait_us", "run_us"} {
							assert.GreaterOrEqual(t, dt[k], 0.0, "%s: %v", k, pm)
						}
						assert.LessOrEqual(t, dt["run_us"], pm["end_us"].(float64)-pm["submit_us"].(float64)+0.2, "%v", pm)
					}
					tiles = append(tiles, [2]float64{pm["first_group"].(float64), pm["groups"].(float64)})
				}
				sort.Slice(tiles, func(i, j int) bool { return tiles[i][0] < tiles[j][0] })
				next := 0.0
				for _, tl := range tiles {
					assert.Equal(t, next, tl[0], "the packages tile the work-groups: %v", tiles)
					next = tl[0] + tl[1]
				}
			}
		}
	}
	assert.Equal(t, 2*2*2*2, coexec, "benchmarks × schedulers × memory models × device sets")
	for _, r := range rows {
		assert.Equal(t, "interleaved", r["order"])
		assert.Nil(t, r["t_repeat_ns"], "interleaved rows share their rounds: no repeat")
	}
	csvb, err := os.ReadFile(filepath.Join(dir, "r.csv"))
	require.NoError(t, err)
	assert.Equal(t, len(rows)+1, strings.Count(string(csvb), "\n"))
	traces, _ := filepath.Glob(filepath.Join(dir, "trace", "*.json"))
	assert.Len(t, traces, coexec)
	if !race.Enabled {
		plots, _ := filepath.Glob(filepath.Join(dir, "plot", "*.png"))
		assert.GreaterOrEqual(t, len(plots), 2*2*2+2*coexec, "bars per set and memory model, packages and Gantt per run")
	}

	// -summary reads it back: a geometric-mean row per scheduler and a
	// row per benchmark, for each device set and memory model.
	var sum bytes.Buffer
	require.NoError(t, run([]string{"-summary", filepath.Join(dir, "r.json")}, &sum, &errb))
	for _, want := range []string{"all, buffers: geometric means", "native, usm: HE / balance / packages", "| static | ", "| hguided | ", "| launch-time CV |", "| mandelbrot | ", "| spmv | "} {
		assert.Contains(t, sum.String(), want)
	}
	assert.Equal(t, 2*2*(2+2), strings.Count(sum.String(), "\n| static |")+strings.Count(sum.String(), "\n| hguided |")+strings.Count(sum.String(), "\n| mandelbrot |")+strings.Count(sum.String(), "\n| spmv |"), sum.String())
	// Two files: each under its own name, none hiding the other.
	var two bytes.Buffer
	require.NoError(t, run([]string{"-summary", filepath.Join(dir, "r.json"), filepath.Join(dir, "r.json")}, &two, &errb))
	assert.Equal(t, 2*strings.Count(sum.String(), "\n| static |"), strings.Count(two.String(), "\n| static |"))
	assert.Contains(t, two.String(), filepath.Join(dir, "r.json")+": all, buffers: geometric means")
	require.Error(t, run([]string{"-summary"}, &sum, &errb))
	require.Error(t, run([]string{"-summary", filepath.Join(dir, "r.csv")}, &sum, &errb))
}

// Interleaved, every row of a benchmark is launched once per round (in a
// shuffled order), after the warm-ups (the devices alone first: Static's
// powers come from theirs); sequential, each row's launches run together and the best
// device is measured again at the end. Either way nothing is left running.
// (mandelbrot at 128 x 256 pixels: the order does not depend on the size.)
func TestSweepOrder(t *testing.T) {
	const reps, warmup = 3, 2
	// The devices' own goroutines start with their first use and stay.
	require.NoError(t, run([]string{"-bench", "binomial", "-sched", "static", "-devices", "all", "-mem", "buffers", "-reps", "1", "-warmup", "0",
		"-noenergy", "-progress=false"}, io.Discard, io.Discard))
	baseline, baseObjs := runtime.NumGoroutine(), opencl.Settled(20*time.Millisecond, 5*time.Second)
	for _, order := range []string{"interleaved", "sequential"} {
		t.Run(order, func(t *testing.T) {
			o, err := parse([]string{"-bench", "mandelbrot", "-size", "mandelbrot=128x256", "-sched", "static,hguided", "-devices", "all", "-mem", "buffers",
				"-reps", fmt.Sprint(reps), "-warmup", fmt.Sprint(warmup), "-noenergy", "-order", order}, io.Discard)
			require.NoError(t, err)
			type launch struct {
				row      string
				measured bool
			}
			var log []launch
			s := &sweep{o: o, progress: newProgress(io.Discard, false)}
			s.launched = func(row string, measured bool) { log = append(log, launch{row, measured}) }
			results, err := s.run()
			require.NoError(t, err)
			// baseline + 1: this subtest's own goroutine. (Not
			// require.Eventually: its checks run on goroutines of their own.)
			n, objs := runtime.NumGoroutine(), opencl.Live()
			for deadline := time.Now().Add(5 * time.Second); (n > baseline+1 || objs.Over(baseObjs)) && time.Now().Before(deadline); n, objs = runtime.NumGoroutine(), opencl.Live() {
				time.Sleep(10 * time.Millisecond)
			}
			require.LessOrEqual(t, n, baseline+1, "goroutines left running")
			require.False(t, objs.Over(baseObjs), "OpenCL objects left: a sweep closes its co-executors and queues (before %+v, after %+v)", baseObjs, objs)
			rows := len(results)
			require.GreaterOrEqual(t, rows, 3, "one device alone at least, and two schedulers")
			best := 0
			for _, r := range results {
				require.Empty(t, r.Error)
				require.Len(t, r.TSamples, reps, label(r))
				require.Len(t, r.Launches, warmup+reps, label(r))
				for i, l := range r.Launches {
					require.Equal(t, i < warmup, l.Warmup, "%s: launch %d", label(r), i)
					if i >= warmup {
						require.Equal(t, r.TSamples[i-warmup], l.T, "%s: launch %d", label(r), i)
					}
				}
				if r.Mode == "alone" {
					require.LessOrEqual(t, r.Speedup, 1.0, "the reference is the fastest device alone")
					if r.Speedup == 1 {
						best++
					}
				} else {
					require.InDelta(t, r.Speedup/r.Smax, r.HE, 1e-12)
					require.Greater(t, r.Smax, 1.0)
				}
			}
			if order == "interleaved" { // sequential: the repeat may be the reference
				require.GreaterOrEqual(t, best, 1, "one device alone is the reference")
			}
			var measured []string
			firstSched := -1
			for i, l := range log {
				if l.measured {
					measured = append(measured, l.row)
				}
				if firstSched < 0 && strings.Contains(l.row, "coexec") {
					firstSched = i
				}
			}
			alone := rows - 2
			switch order {
			case "interleaved":
				require.Len(t, log, rows*reps+alone*warmup+2*warmup)
				for i, l := range log[:firstSched] {
					require.Contains(t, l.row, "alone", "launch %d: the devices alone warm up first", i)
					require.False(t, l.measured)
				}
				require.Equal(t, alone*warmup, firstSched)
				require.Len(t, measured, rows*reps)
				for k := 0; k < len(measured); k += rows {
					round := slices.Clone(measured[k : k+rows])
					slices.Sort(round)
					require.Len(t, slices.Compact(round), rows, "round %d has every row once: %v", k/rows, measured[k:k+rows])
				}
				orders := map[string]bool{}
				for k := 0; k < len(measured); k += rows {
					orders[strings.Join(measured[k:k+rows], ",")] = true
				}
				require.Greater(t, len(orders), 1, "the order is shuffled between rounds")
			case "sequential":
				require.Len(t, log, (rows+1)*(warmup+reps), "the best device again")
				repeats := 0
				for _, r := range results {
					if r.TRepeat > 0 {
						repeats++
						require.Len(t, r.TRepeatS, reps)
					}
				}
				require.Equal(t, 1, repeats)
				for k := 0; k < len(log); k += warmup + reps {
					for _, l := range log[k : k+warmup+reps] {
						require.Equal(t, log[k].row, l.row, "a row's launches run together")
					}
				}
			}
		})
	}
}

// An iterative benchmark's run is its launches: cobench reports the
// bytes each device moved per launch, the first launch's apart. Alone, a
// device holds the grids after the first launch and moves nothing more;
// co-executed with Static's split (without the guard, which may cut a
// unit's rows differently in each launch), each device moves one row of
// the grid per launch from its neighbour (1023 of its 1024 floats: the
// stencil reads no corner).
func TestSweepIterative(t *testing.T) {
	defer opencl.CopyOnCPU()() // PoCL stands in for a device with memory of its own
	dir := t.TempDir()
	var out, errb bytes.Buffer
	err := run([]string{"-bench", "jacobi", "-sched", "static/paper", "-devices", "all", "-reps", "1", "-warmup", "1",
		"-json", filepath.Join(dir, "r.json"), "-noenergy", "-progress=false"}, &out, &errb)
	require.NoError(t, err, errb.String())
	assert.Contains(t, out.String(), "MB per launch per device")
	var rows []Result
	b, err := os.ReadFile(filepath.Join(dir, "r.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &rows))
	for _, r := range rows {
		require.Empty(t, r.Error, "%+v", r)
		assert.Equal(t, 25, r.Steps)
		require.Len(t, r.Bytes, len(r.Devices), "%+v", r)
		require.Len(t, r.BytesFirst, len(r.Devices), "%+v", r)
		for i, b := range r.Bytes {
			moved := b.HostToDevice + b.DeviceToHost + b.DeviceToDevice
			switch {
			case r.Mode == "alone":
				assert.Zero(t, moved, "%s alone moves nothing after its first launch", r.Devices[i])
			case len(r.Devices) == 2:
				assert.Equal(t, int64(1023*4), moved, "%s co-executed: one row per launch", r.Devices[i])
			}
		}
	}
}

// -guardlog writes one line per launch of every run, co-executed or
// alone: an iterative benchmark's run is its steps' launches, and a row
// alone is named by its device, in one word.
func TestSweepGuardLog(t *testing.T) {
	b := runWriting(t, "-guardlog", "-bench", "jacobi", "-sched", "static", "-devices", "all", "-reps", "1", "-warmup", "1")
	var lines []string
	alone := map[string]int{} // lines per row alone
	for _, l := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
		row, _, _ := strings.Cut(l, " ")
		if strings.Contains(row, "-coexec-") {
			lines = append(lines, l)
			continue
		}
		require.True(t, strings.HasPrefix(row, "jacobi-all-alone-"), "line %q: neither co-executed nor alone", l)
		require.True(t, strings.HasSuffix(row, "-buffers"), "line %q", l)
		assert.Contains(t, l, " launch ")
		assert.Contains(t, l, " total ")
		alone[row]++
	}
	devs, err := devices([]string{"all"})
	require.NoError(t, err)
	require.Len(t, alone, len(devs), "a row alone per device: %v", alone)
	for row, n := range alone {
		assert.Equal(t, 2*25, n, "%s: two runs of 25 launches", row)
	}
	require.Len(t, lines, 2*25, "two runs (a warm-up, a measured one) of 25 launches each")
	for i, l := range lines {
		want := fmt.Sprintf("jacobi-all-coexec-static-buffers run %d%s launch %d total ", i/25, map[bool]string{false: "w", true: "m"}[i >= 25], i%25)
		assert.True(t, strings.HasPrefix(l, want), "line %d: %q, want the prefix %q", i, l, want)
		assert.Contains(t, l, "[0] ")
		assert.Contains(t, l, " items")
	}
}

// runWriting runs cobench with args and flag naming a file in a
// temporary directory, and returns what it wrote there; a run whose flag
// names a file in a directory that does not exist fails, naming the flag.
func runWriting(t *testing.T, flag string, args ...string) []byte {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "out")
	var out, errb bytes.Buffer
	err := run(append(args, flag, path, "-noenergy", "-progress=false"), &out, &errb)
	require.NoError(t, err, errb.String())
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	err = run(append(args, flag, filepath.Join(dir, "no", "such", "dir", "f"), "-noenergy", "-progress=false"), &out, &errb)
	require.ErrorContains(t, err, flag)
	return b
}

// -gotrace writes a Go execution trace of the run, in which every row's
// launches are tasks named by the row.
func TestSweepGoTrace(t *testing.T) {
	b := runWriting(t, "-gotrace", "-bench", "binomial", "-sched", "static", "-devices", "native", "-reps", "1", "-warmup", "1")
	require.True(t, bytes.HasPrefix(b, []byte("go 1.")), "not a Go execution trace: %q", b[:min(len(b), 16)])
	for _, name := range []string{"binomial-native-coexec-static-buffers", "launch", "warm-up"} {
		assert.True(t, bytes.Contains(b, []byte(name)), "the trace names no %q", name)
	}
}

// -size runs the benchmarks it names at those sizes, the others at
// -scale, and records the sizes in the results.
func TestSweepSize(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	err := run([]string{"-bench", "mandelbrot,triad,gaussian", "-size", "mandelbrot=48x80,triad=3K", "-sched", "static", "-devices", "native",
		"-reps", "1", "-warmup", "0", "-json", filepath.Join(dir, "r.json"), "-noenergy", "-progress=false"}, &out, &errb)
	require.NoError(t, err, errb.String())
	var rows []Result
	b, err := os.ReadFile(filepath.Join(dir, "r.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &rows))
	want := map[string]struct {
		items int
		size  []int
	}{"mandelbrot": {48 * 80, []int{48, 80}}, "triad": {3 << 10, []int{3 << 10}}, "gaussian": {1024 * 1024, nil}}
	seen := map[string]bool{}
	for _, r := range rows {
		require.Empty(t, r.Error, "%+v", r)
		assert.Equal(t, want[r.Bench].items, r.Items, r.Bench)
		assert.Equal(t, want[r.Bench].size, r.Size, r.Bench)
		seen[r.Bench] = true
	}
	assert.Len(t, seen, 3)
}

func TestParseCount(t *testing.T) {
	for s, want := range map[string]int{"1": 1, "4096": 4096, "3K": 3 << 10, "64M": 64 << 20, "2047M": 2047 << 20, "2147483647": 1<<31 - 1} {
		got, err := parseCount(s)
		require.NoError(t, err, s)
		assert.Equal(t, want, got, s)
	}
	for _, s := range []string{"", "0", "-1", "K", "M", "1.5", "64m", "0x10", "2048M", "2147483648", "1 K"} {
		_, err := parseCount(s)
		assert.Error(t, err, "%q", s)
	}
}

func TestBadArguments(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-bench", "nosuch"}, "nosuch"},
		{[]string{"-sched", "fastest"}, `unknown scheduler "fastest"`},
		{[]string{"-mem", "disk"}, `unknown memory model "disk"`},
		{[]string{"-devices", "nosuchdevice", "-bench", "mandelbrot"}, "nosuchdevice"},
		{[]string{"-reps", "0"}, "-reps"},
		{[]string{"-order", "random"}, `unknown -order "random"`},
		{[]string{"extra"}, "unexpected arguments"},
		{[]string{"-sched", "static@0.5/x"}, `power "x" is not a number`},
		{[]string{"-sched", "static@0.5/-1"}, `power "-1" is not a number of at least 0`},
		{[]string{"-sched", "hguided@0.5/0.5"}, "only static takes fixed powers"},
		{[]string{"-size", "triad"}, `-size "triad": want name=N or name=AxB`},
		{[]string{"-size", "gaussian=64x64", "-bench", "gaussian"}, "gaussian comes at scales only"},
		{[]string{"-size", "mandelbrot=64"}, "mandelbrot takes 2 dimensions, got 1"},
		{[]string{"-size", "triad=64x64"}, "triad takes 1 dimensions, got 2"},
		{[]string{"-size", "mandelbrot=0x64"}, `size "0" is not a count`},
		{[]string{"-size", "triad=64G"}, `size "64G" is not a count`},
		{[]string{"-size", "triad=8", "-bench", "mandelbrot"}, "triad is not among the benchmarks run"},
		{[]string{"-size", "nosuch=8"}, "nosuch is not among the benchmarks run"},
		{[]string{"-size", "triad=8,triad=9"}, "triad sized twice"},
	} {
		var out, errb bytes.Buffer
		err := run(append(c.args, "-progress=false"), &out, &errb)
		require.Error(t, err, "%v", c.args)
		assert.Contains(t, err.Error(), c.want, "%v", c.args)
	}
}

// static@w1/w2 splits by the powers given, each device set that has as
// many devices; a set with another count gets an error row. Without the
// guard (/paper) the split is exactly the powers'.
func TestFixedPowers(t *testing.T) {
	devs, err := coexecutor.DevicesBySpec("all")
	require.NoError(t, err)
	if len(devs) < 2 {
		t.Skip("needs two devices (the native one and an OpenCL one)")
	}
	dir := t.TempDir()
	var out, errb bytes.Buffer
	require.NoError(t, run([]string{"-bench", "mandelbrot", "-sched", "static@0.25/0.75/paper,static@1/2/3", "-devices", "native+all", "-mem", "buffers",
		"-reps", "1", "-warmup", "0", "-json", filepath.Join(dir, "r.json"), "-noenergy", "-progress=false"}, &out, &errb), errb.String())
	var rows []Result
	b, err := os.ReadFile(filepath.Join(dir, "r.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &rows))
	var split, wrong *Result
	for i, r := range rows {
		switch r.Sched {
		case "static@0.25/0.75/paper":
			split = &rows[i]
		case "static@1/2/3":
			wrong = &rows[i]
		}
	}
	require.NotNil(t, split)
	require.NotNil(t, wrong)
	require.Empty(t, split.Error)
	require.NotEmpty(t, split.Launches)
	for _, l := range split.Launches {
		assert.InDelta(t, 0.25, l.Powers[0], 1e-9)
		assert.InDelta(t, 0.25*float64(split.Items), float64(l.Work[0]), float64(split.Items)/64, "the first device's share")
	}
	assert.Contains(t, wrong.Error, "gives 3 powers for 2 devices")
}

// TestStaticPowers: Static's powers are each device's fastest launch
// alone, the first warm-up launch (program builds) left out: a one-off
// in a warm-up launch (a GPU's 28 ms where it runs in 5) does not rank
// the device at another's speed.
func TestStaticPowers(t *testing.T) {
	for _, tc := range []struct {
		name     string
		alone    []*config
		measured bool
		want     []float64 // launches a second
	}{
		{name: "a one-off in the third warm-up launch", alone: []*config{{warm: millis(23, 17, 16)}, {warm: millis(2000, 5, 28)}}, want: []float64{1000.0 / 16, 1000.0 / 5}},
		{name: "one warm-up launch: it counts", alone: []*config{{warm: millis(20)}, {warm: millis(50)}}, want: []float64{1000.0 / 20, 1000.0 / 50}},
		{name: "measured launches", measured: true, alone: []*config{{samples: []sample{{t: millis(9)[0]}, {t: millis(7)[0]}}}, {samples: []sample{{t: millis(3)[0]}}}}, want: []float64{1000.0 / 7, 1000.0 / 3}},
		{name: "a device that failed, or none measured: 0", alone: []*config{{r: Result{Error: "x"}, warm: millis(1, 2)}, {}}, want: []float64{0, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := powers(tc.alone, tc.measured)
			require.Len(t, got, len(tc.want))
			for i := range got {
				assert.InDelta(t, tc.want[i], got[i], 1e-9*tc.want[i]+1e-12)
			}
		})
	}
}

// The medians hide launches spent learning (probes, profiles); the
// summary's "mean time / best's" column shows them.
func TestSummaryMeanTime(t *testing.T) {
	ms := time.Millisecond
	rows := []Result{
		{Bench: "b", Set: "s", Mem: "buffers", Mode: "alone", Devices: []string{"d"}, T: ms, TSamples: []time.Duration{ms, ms, ms, ms}},
		{Bench: "b", Set: "s", Mem: "buffers", Mode: "coexec", Sched: "x", T: ms, TSamples: []time.Duration{ms, ms, ms, 5 * ms}, Speedup: 1, Smax: 1, HE: 1, Balance: 1},
	}
	out := summaryOf(t, rows)
	assert.Contains(t, out, "| mean time / best's |")
	assert.Contains(t, out, "| x | 1.00 | 0.200–1.000 | 1.00 | 1.00 | 2.000 | 1.000–4.000 |", "the same median, twice the mean; of four launches drawn, none to three are the slow one within the interval (1 + their number)")
}

// A run counts as slower than the best device beyond noise where the 95 %
// bootstrap interval of its median over the best's lies above 1.02, and,
// in the next column (the per-kernel goal), above 1.05: a run 10 %
// slower in every launch is in both, one 3 % slower only in the first,
// and one 10 % slower in one launch of six in neither.
func TestSummarySlowerBeyondNoise(t *testing.T) {
	best := millis(10, 10, 10, 10, 10, 10)
	rows := []Result{{Bench: "a", Set: "s", Mem: "buffers", Mode: "alone", Devices: []string{"d"}, T: 10 * time.Millisecond, TSamples: best}}
	for _, c := range []struct {
		bench   string
		samples []time.Duration
	}{
		{"ten", millis(11, 11, 11, 11, 11, 11)},
		{"three", millis(10.3, 10.3, 10.3, 10.3, 10.3, 10.3)},
		{"once", millis(10, 10, 10, 11, 10, 10)},
	} {
		rows = append(rows,
			Result{Bench: c.bench, Set: "s", Mem: "buffers", Mode: "alone", Devices: []string{"d"}, T: 10 * time.Millisecond, TSamples: best},
			Result{Bench: c.bench, Set: "s", Mem: "buffers", Mode: "coexec", Sched: "x", T: c.samples[0], TSamples: c.samples, Speedup: 1, Smax: 1, HE: 1, Balance: 1})
	}
	out := summaryOf(t, rows)
	assert.Contains(t, out, "| over 2 % slower, beyond noise | over 5 % slower, beyond noise |")
	assert.Contains(t, out, "| 2 (ten, three) | 1 (ten) |")
}

// summaryOf is what -summary writes of a JSON file holding rows.
func summaryOf(t *testing.T, rows []Result) string {
	t.Helper()
	b, err := json.Marshal(rows)
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "r.json")
	require.NoError(t, os.WriteFile(path, b, 0o644))
	var out, errb bytes.Buffer
	require.NoError(t, run([]string{"-summary", path}, &out, &errb))
	return out.String()
}

// millis is durations of xs milliseconds.
func millis(xs ...float64) []time.Duration {
	out := make([]time.Duration, len(xs))
	for i, x := range xs {
		out[i] = time.Duration(x * float64(time.Millisecond))
	}
	return out
}

// The HE interval brackets the HE the launches' medians give, is a point
// when no launch varies, and is missing without launch times.
func TestHEInterval(t *testing.T) {
	// Two devices alone, 10 ms and 40 ms: S_max = 1.25; a run of 9 ms has
	// S = 10/9 and HE = 1/(9·(1/10 + 1/40)) = 0.8889.
	alone := map[string][]Result{"k": {{TSamples: millis(10, 10, 10)}, {TSamples: millis(40, 40, 40)}}}
	lo, hi := heInterval(map[string][]time.Duration{"k": millis(9, 9, 9)}, alone)
	assert.InDelta(t, 0.8889, lo, 1e-4)
	assert.InDelta(t, 0.8889, hi, 1e-4)

	noisy := map[string][]Result{
		"k": {{TSamples: millis(9, 10, 11, 10, 12, 10, 9)}, {TSamples: millis(40, 44, 38, 41, 40, 39, 42)}},
		"m": {{TSamples: millis(5, 5, 6, 5, 4)}, {TSamples: millis(20, 21, 19, 20, 22)}},
	}
	runs := map[string][]time.Duration{"k": millis(9, 8, 10, 9, 11, 9, 9), "m": millis(4, 4.5, 4, 5, 4)}
	lo, hi = heInterval(runs, noisy)
	point := math.Sqrt(1 / (9 * (1.0/10 + 1.0/40)) * 1 / (4 * (1.0/5 + 1.0/20)))
	assert.Less(t, lo, point)
	assert.Greater(t, hi, point)
	lo2, hi2 := heInterval(runs, noisy)
	assert.Equal(t, [2]float64{lo, hi}, [2]float64{lo2, hi2}, "a fixed seed: the same files give the same table")

	lo, hi = heInterval(map[string][]time.Duration{"k": nil}, alone)
	assert.True(t, math.IsNaN(lo) && math.IsNaN(hi))
	assert.Equal(t, "–", intervalText(lo, hi))
	assert.Equal(t, "0.889–0.889", intervalText(0.8889, 0.8889))
}

// -pipeline n runs each package of a device with memory of its own as n
// pieces, also where n exceeds the launch's granularity (4 packages on a
// device alone): mandelbrot on PoCL copying, Static, alone, in 16 pieces
// where data move, whole where nothing does.
func TestSweepPipeline(t *testing.T) {
	defer opencl.CopyOnCPU()() // PoCL stands in for a device with memory of its own
	dir := t.TempDir()
	var out, errb bytes.Buffer
	err := run([]string{"-bench", "mandelbrot", "-size", "mandelbrot=256x512", "-sched", "static/paper", "-devices", "all", "-mem", "buffers,usm",
		"-pipeline", "16", "-reps", "1", "-warmup", "0", "-json", filepath.Join(dir, "r.json"), "-noenergy", "-progress=false"}, &out, &errb)
	require.NoError(t, err, errb.String())
	var rows []Result
	b, err := os.ReadFile(filepath.Join(dir, "r.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &rows))
	seen := 0
	for _, r := range rows {
		require.Empty(t, r.Error, "%+v", r)
		if r.Mode != "alone" || len(r.Devices) != 1 || strings.Contains(r.Devices[0], "native") {
			continue
		}
		seen++
		want := 16
		if len(r.Bytes) == 1 && r.Bytes[0] == (Bytes{}) {
			// Nothing moved (USM the device uses in place): nothing to
			// overlap, and the package runs whole.
			want = 1
		}
		assert.Equal(t, []int{want}, r.Packages, "%s alone, %s: %+v", r.Devices[0], r.Mem, r.Bytes)
	}
	if seen == 0 {
		t.Skip("no OpenCL device ran alone")
	}
}

// A sweep stopped (cobench's SIGINT or SIGTERM) after its first launch
// ends before its next group of rows: the group under way is finished and
// written, the JSON holds its rows, and the run reports that it stopped.
func TestSweepStopped(t *testing.T) {
	dir := t.TempDir()
	o, err := parse([]string{"-bench", "mandelbrot,spmv", "-size", "mandelbrot=128x256", "-sched", "static", "-devices", "native", "-mem", "buffers,usm",
		"-reps", "1", "-warmup", "0", "-noenergy", "-progress=false"}, io.Discard)
	require.NoError(t, err)
	stop := make(chan struct{})
	s := &sweep{o: o, progress: newProgress(io.Discard, false), stop: stop}
	s.launched = func(string, bool) {
		select {
		case <-stop:
		default:
			close(stop)
		}
	}
	results, err := s.run()
	require.ErrorIs(t, err, errStopped)
	require.NotEmpty(t, results)
	for _, r := range results {
		assert.Equal(t, "mandelbrot", r.Bench)
		assert.Equal(t, "buffers", r.Mem)
		assert.Empty(t, r.Error)
	}
	// Through the command: the rows of the group finished are written.
	var out bytes.Buffer
	closed := make(chan struct{})
	close(closed)
	err = runUntil(closed, []string{"-bench", "mandelbrot", "-size", "mandelbrot=128x256", "-sched", "static", "-devices", "native", "-mem", "buffers",
		"-reps", "1", "-warmup", "0", "-noenergy", "-progress=false", "-json", filepath.Join(dir, "r.json")}, &out, io.Discard)
	require.ErrorIs(t, err, errStopped)
	b, err := os.ReadFile(filepath.Join(dir, "r.json"))
	require.NoError(t, err)
	var rows []map[string]any
	require.NoError(t, json.Unmarshal(b, &rows))
	assert.Empty(t, rows, "stopped before its first group: no rows")
}
