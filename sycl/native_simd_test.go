package sycl

import (
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The vector width follows the CPU's features and GOSYCL_NATIVE_SIMD:
// unset or "auto" runs the 8-lane variants and leaves 16 lanes to
// measurement, "on", "8" and "16" force a width, anything else runs the scalar code; a CPU without
// AVX2 always runs the scalar code.
func TestSIMDLanes(t *testing.T) {
	for _, c := range []struct {
		avx2, avx512 bool
		env          string
		want         int
		auto         bool
	}{
		{false, false, "", 0, false},
		{false, false, "auto", 0, false},
		{false, false, "on", 0, false},
		{false, false, "16", 0, false},
		{false, true, "16", 0, false}, // no such CPU; the scalar code all the same
		{true, false, "", 8, true},
		{true, false, "auto", 8, true},
		{true, false, "on", 8, false},
		{true, false, "8", 8, false},
		{true, false, "16", 8, false},
		{true, false, "off", 0, false},
		{true, false, "yes", 0, false},
		{true, true, "", 8, true}, // auto: 8 lanes, timed against 16
		{true, true, "on", 8, false},
		{true, true, "16", 16, false},
		{true, true, "off", 0, false},
	} {
		if got, auto := simdLanes(c.avx2, c.avx512, c.env); got != c.want || auto != c.auto {
			t.Errorf("simdLanes(avx2 %v, avx512 %v, %q) = %d, %v; want %d, %v", c.avx2, c.avx512, c.env, got, auto, c.want, c.auto)
		}
	}
}

// oneDLaunch is a 1-D launch of groups work-groups of local work-items.
func oneDLaunch(groups, local int) *NativeLaunch {
	return &NativeLaunch{Dims: 1, Global: [3]int{groups * local, 1, 1}, Local: [3]int{local, 1, 1}, Groups: [3]int{groups, 1, 1},
		lo: 0, hi: groups * local, groups: groups}
}

// nativeFunc runs a kernel's vector variant unless the environment says
// off, and its scalar code when it has no variant (for that width), the
// environment says off or the CPU lacks the features; auto runs the
// variant from the first chunk.
func TestNativeFuncSelection(t *testing.T) {
	var ran []string
	scalar := func(*NativeLaunch, int, int, []any) { ran = append(ran, "scalar") }
	vec := func(lanes int) NativeFunc {
		if lanes != 8 && lanes != 16 {
			t.Errorf("NativeSIMD(%d) asked", lanes)
		}
		return func(*NativeLaunch, int, int, []any) { ran = append(ran, "vector") }
	}
	can := NativeSIMDLanes() > 0
	pick := func(yes, no string) string { return either(can, yes, no) }
	for _, c := range []struct {
		simd func(int) NativeFunc
		env  string
		want string // what two chunks run
	}{
		{nil, "", "scalar scalar"},
		{func(int) NativeFunc { return nil }, "", "scalar scalar"},
		{vec, "off", "scalar scalar"},
		{vec, "no", "scalar scalar"},
		{vec, "on", pick("vector vector", "scalar scalar")},
		{vec, "16", pick("vector vector", "scalar scalar")},
		{vec, "", pick("vector vector", "scalar scalar")},
		{vec, "auto", pick("vector vector", "scalar scalar")},
	} {
		t.Setenv(EnvNativeSIMD, c.env)
		ran = nil
		f, _ := nativeFunc(&Kernel{Native: scalar, NativeSIMD: c.simd})
		l := oneDLaunch(2, 4)
		f(l, 0, 1, nil)
		f(l, 1, 2, nil)
		if got := fmt.Sprint(ran[0], " ", ran[1]); got != c.want {
			t.Errorf("NativeSIMD set %v, %s=%q: ran %s, want %s", c.simd != nil, EnvNativeSIMD, c.env, got, c.want)
		}
	}
}

// The wide variant is chosen when its median time per work-item is
// below the narrow one's; a tie keeps the narrow one; one outlier among
// three does not move the median.
func TestDecideSIMD(t *testing.T) {
	for _, c := range []struct {
		narrow, wide []float64
		want         bool
	}{
		{[]float64{10, 10, 10}, []float64{1, 1, 1}, true},
		{[]float64{1, 1, 1}, []float64{10, 10, 10}, false},
		{[]float64{5, 5, 5}, []float64{5, 5, 5}, false}, // a tie: narrow
		{[]float64{10, 11, 9}, []float64{2, 200, 3}, true},
		{[]float64{2, 200, 3}, []float64{10, 11, 9}, false},    // the narrow side's outlier ignored: 3 < 10
		{[]float64{10, 11, 9}, []float64{100, 1, 120}, false},  // the wide side's one lucky chunk ignored
		{[]float64{1, 2, 3, 4}, []float64{2, 2, 2, 2.4}, true}, // an even count: 2.5 vs 2
	} {
		if got := decideSIMD(c.narrow, c.wide); got != c.want {
			t.Errorf("decideSIMD(%v, %v) = %v, want %v", c.narrow, c.wide, got, c.want)
		}
	}
}

// decidePairs keeps the wide variant when the median of the pairs'
// wide-over-narrow ratios is below 1; a tie keeps the narrow one; one
// outlier among three does not move the median.
func TestDecidePairs(t *testing.T) {
	inf := math.Inf(1)
	for _, c := range []struct {
		ratios []float64
		want   bool
	}{
		{[]float64{0.2, 0.2, 0.2}, true},
		{[]float64{5, 5, 5}, false},
		{[]float64{1, 1, 1}, false}, // a tie: narrow
		{[]float64{0.5, inf, 0.4}, true},
		{[]float64{2, 0.01, 3}, false},
		{[]float64{0.8, 1.05, 0.9, 2}, true}, // an even count: (0.9 + 1.05) / 2
	} {
		if got := decidePairs(c.ratios); got != c.want {
			t.Errorf("decidePairs(%v) = %v, want %v", c.ratios, got, c.want)
		}
	}
}

// A trial runs every work-group exactly once. A launch of at least
// 2·simdTrials work-groups pairs neighbours and decides, when it ends,
// by the median of its pairs' ratios, whatever the chunks the workers
// take; smaller launches alternate whole chunks and decide after the
// warm-up and counted chunks of each side. The chunks after the decision
// run only that side. Timings are synthetic: each side advances a fake
// clock by its cost per work-item times the work-group's weight (the
// profile: work-groups of unequal cost), plus an extra cost on chosen
// calls of its own.
func TestSIMDTrial(t *testing.T) {
	type cost struct {
		perItem float64
		extra   map[int]float64 // the side's nth call (from 1) -> ns more
	}
	flat := func(int) float64 { return 1 }
	ramp := func(g int) float64 { return 1 + 0.5*float64(g) }
	zigzag := func(g int) float64 { return 1 + 0.5*float64(g%2) } // odd work-groups costlier
	// Mandelbrot-like: runs of eight work-groups alike, costs between runs
	// from 1 to 100 in no order.
	blocks := func(g int) float64 { return float64(1 + (g/8*37)%100) }
	oneByOne := func(int) int { return 1 }
	growing := func(i int) int { return i + 1 }
	for _, c := range []struct {
		name         string
		narrow, wide cost
		weight       func(g int) float64
		groups       int             // per launch
		chunk        func(i int) int // the ith chunk's size
		want         int             // the side kept: 0 narrow, 1 wide
	}{
		{"wide faster", cost{10, nil}, cost{2, nil}, flat, 64, growing, 1},
		{"wide slower", cost{10, nil}, cost{130, nil}, flat, 64, growing, 0},
		{"equal", cost{10, nil}, cost{10, nil}, flat, 64, growing, 0},
		{"the wide side's preempted work-group ignored", cost{10, nil}, cost{2, map[int]float64{3: 1e9}}, flat, 64, growing, 1},
		{"the narrow side's preempted work-group ignored", cost{10, map[int]float64{2: 1e9}}, cost{12, nil}, flat, 64, growing, 0},
		{"wide 1.25 times faster on a ramp", cost{10, nil}, cost{8, nil}, ramp, 64, growing, 1},
		{"wide 1.25 times slower on a ramp", cost{8, nil}, cost{10, nil}, ramp, 64, growing, 0},
		{"wide 1.25 times faster, odd work-groups costlier", cost{10, nil}, cost{8, nil}, zigzag, 64, growing, 1},
		{"wide 1.25 times slower, odd work-groups costlier", cost{8, nil}, cost{10, nil}, zigzag, 64, growing, 0},
		// Costly work-groups come one per chunk: pairing by chunk would
		// compare whole chunks of unlike work.
		{"wide 2.6 times faster on unlike work-groups, one per chunk", cost{26, nil}, cost{10, nil}, blocks, 256, oneByOne, 1},
		{"wide 2.6 times slower on unlike work-groups, one per chunk", cost{10, nil}, cost{26, nil}, blocks, 256, oneByOne, 0},
		{"wide 1.1 times faster on unlike work-groups, growing chunks", cost{11, nil}, cost{10, nil}, blocks, 256, growing, 1},
		// Small launches alternate whole chunks.
		{"small launches: wide faster", cost{10, nil}, cost{2, nil}, flat, 4, oneByOne, 1},
		{"small launches: slow warm-up ignored", cost{10, nil}, cost{2, map[int]float64{1: 1e9}}, flat, 4, oneByOne, 1},
		{"small launches: one slow counted chunk ignored", cost{10, nil}, cost{2, map[int]float64{3: 1e9}}, flat, 4, oneByOne, 1},
		{"small launches: two slow counted chunks decide", cost{10, nil}, cost{2, map[int]float64{2: 1e9, 4: 1e9}}, flat, 4, oneByOne, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			var clock int64
			tr := &simdTrial{clock: func() int64 { return clock }}
			const local = 8
			calls := [2]int{}
			var after []int // the sides run after the decision
			var count []int
			code := func(side int, cs cost) NativeFunc {
				return func(l *NativeLaunch, first, last int, _ []any) {
					calls[side]++
					for g := first; g < last; g++ {
						clock += int64(cs.perItem * local * c.weight(g))
						count[g]++
					}
					clock += int64(cs.extra[calls[side]])
					if tr.decided() >= 0 {
						after = append(after, side)
					}
				}
			}
			f := tr.run(code(0, c.narrow), code(1, c.wide))
			for launch := 0; launch < 12 && len(after) == 0; launch++ {
				l := oneDLaunch(c.groups, local)
				count = make([]int, c.groups)
				for first, i := 0, 0; first < c.groups; i++ {
					last := min(first+c.chunk(i), c.groups)
					f(l, first, last, nil)
					first = last
				}
				for g, n := range count {
					if n != 1 {
						t.Fatalf("launch %d: group %d ran %d times", launch, g, n)
					}
				}
			}
			if got := tr.decided(); got != c.want {
				t.Fatalf("kept side %d (pairs %v; whole chunks: narrow %v, wide %v ns per item), want %d", got, tr.ratios, tr.ns[0], tr.ns[1], c.want)
			}
			if len(after) == 0 {
				t.Fatal("no chunk ran after the decision")
			}
			for _, side := range after {
				if side != c.want {
					t.Fatalf("after the decision a chunk ran side %d", side)
				}
			}
			if tr.paired != nil {
				t.Errorf("%d paired launches left after the decision", len(tr.paired))
			}
		})
	}
}

// Workers run a trial's chunks concurrently: every group still runs
// exactly once and the trial decides (go test -race checks the state).
func TestSIMDTrialConcurrent(t *testing.T) {
	const groups, workers = 512, 8
	tr := &simdTrial{}
	var count [groups]atomic.Int32
	code := func(l *NativeLaunch, first, last int, _ []any) {
		for g := first; g < last; g++ {
			count[g].Add(1)
		}
	}
	runWorkers(tr.run(code, code), oneDLaunch(groups, 4), workers)
	for g := range count {
		if n := count[g].Load(); n != 1 {
			t.Fatalf("group %d ran %d times", g, n)
		}
	}
	if tr.decided() < 0 {
		t.Errorf("undecided after %d chunks", groups)
	}
}

// NativeSIMDChoice reports a kernel's trial: undecided before and during
// it, then the width kept.
func TestNativeSIMDChoice(t *testing.T) {
	for _, c := range []struct {
		choice int32 // simdTrial.choice
		lanes  int
		ok     bool
	}{{0, 0, false}, {1, 8, true}, {2, 16, true}} {
		k := &Kernel{}
		if _, ok := NativeSIMDChoice(k); ok {
			t.Fatal("decided before any launch")
		}
		tr := simdTrialOf(k)
		tr.widths[0].Store(8)
		tr.widths[1].Store(16)
		tr.choice.Store(c.choice)
		if lanes, ok := NativeSIMDChoice(k); lanes != c.lanes || ok != c.ok {
			t.Errorf("choice %d: NativeSIMDChoice = %d, %v; want %d, %v", c.choice, lanes, ok, c.lanes, c.ok)
		}
	}
}

// In auto mode the native device runs a kernel's 8-lane variant, and
// where the kernel also has a 16-lane one (an AVX-512 CPU) times the two
// and keeps the faster; NativeSIMDChoice reports its width. A kernel
// without a 16-lane variant runs the 8-lane one from its first chunk,
// decided at once. Timings are synthetic (a fake clock advanced by each
// variant's cost per work-item); every work-group runs exactly once per
// launch.
func TestSIMDWidths(t *testing.T) {
	const none = -1.0 // no 16-lane variant
	for _, c := range []struct {
		name          string
		lane8, lane16 float64 // ns per work-item
		groups        int     // per launch, one work-group per chunk
		want          int     // lanes kept
	}{
		{"16 lanes fastest", 2, 1, 64, 16},
		{"8 lanes fastest", 2, 3, 64, 8},
		{"8 and 16 lanes alike: 8 kept", 2, 2, 64, 8},
		{"no 16-lane variant", 2, none, 64, 8},
		{"small launches: 16 lanes fastest", 2, 1, 4, 16},
		{"small launches: 8 lanes fastest", 2, 4, 4, 8},
	} {
		t.Run(c.name, func(t *testing.T) {
			var clock int64
			tr := &simdTrial{clock: func() int64 { return clock }}
			k := &Kernel{}
			simdTrialsByKernel.Store(k, tr)
			defer simdTrialsByKernel.Delete(k)
			const local = 8
			var count []int
			ran := map[int]int{} // lanes -> chunks run
			code := func(lanes int, perItem float64) NativeFunc {
				return func(l *NativeLaunch, first, last int, _ []any) {
					ran[lanes]++
					for g := first; g < last; g++ {
						clock += int64(perItem * local)
						count[g]++
					}
				}
			}
			var wide NativeFunc
			if c.lane16 != none {
				wide = code(16, c.lane16)
			}
			f := tr.choose(code(8, c.lane8), 8, wide)
			if _, decided := NativeSIMDChoice(k); decided != (wide == nil) {
				t.Fatalf("decided %v before the first launch, want %v", decided, wide == nil)
			}
			decided := false
			for launch := 0; launch < 24 && !decided; launch++ {
				l := oneDLaunch(c.groups, local)
				count = make([]int, c.groups)
				for g := range c.groups {
					f(l, g, g+1, nil)
				}
				for g, n := range count {
					if n != 1 {
						t.Fatalf("launch %d: group %d ran %d times", launch, g, n)
					}
				}
				_, decided = NativeSIMDChoice(k)
			}
			lanes, ok := NativeSIMDChoice(k)
			if !ok || lanes != c.want {
				t.Fatalf("NativeSIMDChoice = %d, %v; want %d, true", lanes, ok, c.want)
			}
			before := ran[c.want]
			l := oneDLaunch(c.groups, local)
			count = make([]int, c.groups)
			for g := range c.groups {
				f(l, g, g+1, nil)
			}
			if got := ran[c.want] - before; got != c.groups {
				t.Errorf("after the decision %d of %d chunks ran the kept width", got, c.groups)
			}
		})
	}
}

// The native device reports as its float vector width the lanes of the
// widest variants it may run: 16 with AVX-512, 8 with AVX2, 1 for scalar
// Go (no AVX2, or a build without GOEXPERIMENT=simd, whose features read
// false); the Coexecutor ranks it by that before measuring it.
func TestNativeVectorWidth(t *testing.T) {
	for _, c := range []struct {
		avx2, avx512 bool
		want         int
	}{
		{false, false, 1},
		{false, true, 1}, // no such CPU
		{true, false, 8},
		{true, true, 16},
	} {
		if got := vectorWidthFor(c.avx2, c.avx512); got != c.want {
			t.Errorf("vectorWidthFor(%v, %v) = %d, want %d", c.avx2, c.avx512, got, c.want)
		}
	}
	if got, want := NativeDevice().Info().VectorWidth, vectorWidthFor(cpuAVX2, cpuAVX512); got != want {
		t.Errorf("the native device's VectorWidth = %d, want %d", got, want)
	}
	if NativeSIMDLanes() == 0 && NativeDevice().Info().VectorWidth != 1 {
		t.Errorf("no vector variants can run, yet VectorWidth = %d", NativeDevice().Info().VectorWidth)
	}
}

// Workers run the widths' trial concurrently, over launches: every
// work-group runs exactly once per launch and the trial decides (go test
// -race checks the state).
func TestSIMDWidthsConcurrent(t *testing.T) {
	const groups, workers, launches = 256, 8, 4
	tr := &simdTrial{}
	k := &Kernel{}
	simdTrialsByKernel.Store(k, tr)
	defer simdTrialsByKernel.Delete(k)
	var count [groups]atomic.Int32
	code := func(l *NativeLaunch, first, last int, _ []any) {
		for g := first; g < last; g++ {
			count[g].Add(1)
		}
	}
	slow := func(l *NativeLaunch, first, last int, args []any) {
		time.Sleep(20 * time.Microsecond) // the 8-lane variant loses
		code(l, first, last, args)
	}
	f := tr.choose(slow, 8, code)
	for launch := range launches {
		for g := range count {
			count[g].Store(0)
		}
		runWorkers(f, oneDLaunch(groups, 4), workers)
		for g := range count {
			if n := count[g].Load(); n != 1 {
				t.Fatalf("launch %d: group %d ran %d times", launch, g, n)
			}
		}
	}
	if lanes, ok := NativeSIMDChoice(k); !ok || lanes != 16 {
		t.Errorf("NativeSIMDChoice = %d, %v after %d launches; want 16, decided", lanes, ok, launches)
	}
}

// runWorkers runs l's work-groups through f on workers goroutines, each
// taking the next work-group until none is left, as the native device's
// workers do.
func runWorkers(f NativeFunc, l *NativeLaunch, workers int) {
	var next atomic.Int32
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for {
				g := int(next.Add(1)) - 1
				if g >= l.GroupCount() {
					return
				}
				f(l, g, g+1, nil)
			}
		})
	}
	wg.Wait()
}

// nativeFunc's lanes are the widest variant that may run a kernel: the
// tiling of a basic range into groups is a multiple of it.
func TestNativeLanes(t *testing.T) {
	vec := func(int) NativeFunc { return func(*NativeLaunch, int, int, []any) {} }
	only8 := func(lanes int) NativeFunc {
		if lanes == 16 {
			return nil
		}
		return vec(lanes)
	}
	can, wide := NativeSIMDLanes() > 0, cpuAVX512 && NativeSIMDLanes() > 0
	pick := either[int]
	for _, c := range []struct {
		simd func(int) NativeFunc
		env  string
		want int
	}{
		{nil, "", 1},
		{vec, "off", 1},
		{vec, "on", pick(can, 8, 1)},
		{vec, "16", pick(wide, 16, pick(can, 8, 1))},
		{vec, "", pick(wide, 16, pick(can, 8, 1))},
		{only8, "", pick(can, 8, 1)},
		// No 16-lane variant: the scalar code, as nativeFunc runs it, where
		// the CPU has AVX-512; elsewhere "16" asks for 8 lanes.
		{only8, "16", pick(wide, 1, pick(can, 8, 1))},
	} {
		t.Setenv(EnvNativeSIMD, c.env)
		if _, got := nativeFunc(&Kernel{NativeSIMD: c.simd}); got != c.want {
			t.Errorf("NativeSIMD set %v, %s=%q: nativeFunc's lanes = %d, want %d", c.simd != nil, EnvNativeSIMD, c.env, got, c.want)
		}
	}
}

// either is a when yes holds, else b.
func either[T any](yes bool, a, b T) T {
	if yes {
		return a
	}
	return b
}
