package sycl

import (
	"math"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// This file chooses, per kernel, between its scalar code and its vector
// variant by timing both on the kernel's first launches.
//
// Whether a vector variant beats the scalar code depends on the CPU, not
// only on the kernel: the same variants ran 2-4 times faster than the
// scalar code on one AVX-512 CPU and many times slower on another. So
// where EnvNativeSIMD does not force a choice, the native device measures.
//
// The rule: the first launch (or co-executed package) of a kernel with at
// least 2·simdTrials work-groups runs them in pairs of neighbours, (0, 1),
// (2, 3), ..., one work-group of each pair with each code, the vector
// variant taking the first of a pair in every other pair; each work-group
// is timed. Once all of that launch's work-groups have run, each complete
// pair yields the vector variant's time per work-item over the scalar
// code's, and the median of those ratios decides: the vector variant
// where it is below 1, else the scalar code, for the rest of the process.
// Neighbours do alike work in most kernels, where work-groups far apart
// may not (mandelbrot's rows), so a pair compares the codes on like work;
// the median over every pair of a launch ignores the few pairs that
// straddle a change of cost or were preempted, and alternating which code
// goes first cancels a steady ramp of cost along the range. Pairs are
// formed by the work-groups' indices, not by the chunks the workers take,
// so they do not depend on chunk sizes (a worker on costly work-groups
// takes one at a time). Launches of fewer work-groups cannot pair
// reliably: they alternate whole chunks between the codes, and where
// simdWarmup+simdTrials chunks of each code come first, the lower median
// time per work-item over the counted ones decides. No work is repeated
// or thrown away, and since both codes compute exactly the same results
// (Kernel.NativeSIMD) the results do not depend on which work-group ran
// which.
//
// On a CPU with AVX-512 the trial is a tournament of two rounds, each by
// the rule above: the scalar code against the 8-lane variant, then, where
// the 8-lane variant won and the kernel has a 16-lane one, the two
// variants on the launches after (the 8-lane one as the first side).
// Which width is faster depends on the kernel as much as on the CPU:
// 16 lanes halve the steps of a compute-bound loop, but cost more where
// lanes diverge, gather, or spill (the same CPU ran some kernels faster
// and others slower at 16 lanes than at 8; docs/performance.md). The
// second round costs what the first does, a launch's work-groups run one
// at a time, and only where the first found vectors worth having.

const (
	// simdWarmup whole chunks of each code are not counted: the first
	// touches cold caches and pages, and runs while the clock ramps up.
	simdWarmup = 1
	// simdTrials whole chunks of each code are counted, and a launch
	// pairs its work-groups when it has at least simdTrials pairs: a
	// median of three is not moved by one outlier (a preemption, an
	// interrupt).
	simdTrials = 3
)

// simdTrial is one kernel's choice between its scalar code (side 0) and
// its vector variant (side 1), or, in a tournament's second round (next),
// between its 8-lane (side 0) and 16-lane (side 1) variants.
type simdTrial struct {
	choice atomic.Int32 // 0: undecided; else 1 + the side chosen
	lanes  atomic.Int32 // side 1's width
	wide   atomic.Bool  // a second round follows where side 1 wins
	next   atomic.Pointer[simdTrial]

	mu     sync.Mutex
	turn   int                          // whole chunks handed out
	runs   [2]int                       // whole chunks started per side
	ns     [2][]float64                 // per side, the counted whole chunks' nanoseconds per work-item
	paired map[*NativeLaunch]*pairedRun // the paired launches running
	ratios []float64                    // the deciding launch's pairs' vector-over-scalar ratios
	clock  func() int64                 // nanoseconds; nil: the monotonic clock
}

// pairedRun is a paired launch's timings so far.
type pairedRun struct {
	ns   []int64 // per work-group of the part, its time; 0 until it ran
	done int     // work-groups run
}

// simdTrialsByKernel holds the trial of every kernel launched in auto
// mode.
var simdTrialsByKernel sync.Map // *Kernel -> *simdTrial

// simdTrialOf returns k's trial.
func simdTrialOf(k *Kernel) *simdTrial {
	if t, ok := simdTrialsByKernel.Load(k); ok {
		return t.(*simdTrial)
	}
	t, _ := simdTrialsByKernel.LoadOrStore(k, &simdTrial{})
	return t.(*simdTrial)
}

var simdEpoch = time.Now()

func (t *simdTrial) now() int64 {
	if t.clock != nil {
		return t.clock()
	}
	return int64(time.Since(simdEpoch))
}

// NativeSIMDChoice reports what the native device's measurement
// (EnvNativeSIMD unset or "auto") chose for k: the width of the variant
// it keeps (8 or 16), 0 where it keeps the scalar code; decided is false
// while k's trial runs, and where k has not run in that mode.
func NativeSIMDChoice(k *Kernel) (lanes int, decided bool) {
	v, ok := simdTrialsByKernel.Load(k)
	if !ok {
		return 0, false
	}
	t := v.(*simdTrial)
	switch t.decided() {
	case 0:
		return 0, true
	case 1:
		if !t.wide.Load() {
			return int(t.lanes.Load()), true
		}
		n := t.next.Load()
		if n == nil {
			return 0, false
		}
		switch n.decided() {
		case 0:
			return int(t.lanes.Load()), true
		case 1:
			return int(n.lanes.Load()), true
		}
	}
	return 0, false
}

// tournament returns the function that runs a kernel's chunks in auto
// mode: the trial of the scalar code against the narrow variant (lanes
// wide) until it decides, and what it kept after; where the narrow
// variant won and the kernel has a wide (16-lane) variant, the second
// round, the narrow variant against the wide one, and then the faster of
// the two.
func (t *simdTrial) tournament(scalar, narrow NativeFunc, lanes int, wide NativeFunc) NativeFunc {
	t.lanes.Store(int32(lanes))
	first := t.run(scalar, narrow)
	if wide == nil {
		return first
	}
	t.wide.Store(true)
	second := t.round2().run(narrow, wide)
	return func(l *NativeLaunch, a, b int, args []any) {
		if t.decided() == 1 {
			second(l, a, b, args)
			return
		}
		first(l, a, b, args)
	}
}

// round2 returns the trial of the tournament's second round, made on
// first use: 16 lanes against the first round's winner.
func (t *simdTrial) round2() *simdTrial {
	if n := t.next.Load(); n != nil {
		return n
	}
	n := &simdTrial{clock: t.clock}
	n.lanes.Store(16)
	if t.next.CompareAndSwap(nil, n) {
		return n
	}
	return t.next.Load()
}

// run returns the function that runs the kernel's chunks: scalar or
// vector as decided, paired or alternately until then.
func (t *simdTrial) run(scalar, vector NativeFunc) NativeFunc {
	sides := [2]NativeFunc{scalar, vector}
	return func(l *NativeLaunch, first, last int, args []any) {
		if c := t.choice.Load(); c != 0 {
			sides[c-1](l, first, last, args)
			return
		}
		if l.GroupCount() < 2*simdTrials {
			side, counted := t.take()
			start := t.now()
			sides[side](l, first, last, args)
			if counted {
				t.record(side, float64(t.now()-start)/float64(max(l.itemsIn(first, last), 1)))
			}
			return
		}
		ns := make([]int64, last-first)
		for g := first; g < last; g++ {
			start := t.now()
			sides[pairSide(g)](l, g, g+1, args)
			ns[g-first] = max(t.now()-start, 1)
		}
		t.recordGroups(l, first, ns)
	}
}

// pairSide is the code work-group g of a paired launch runs: pairs (0,
// 1), (2, 3), ... take one of each, the vector variant (1) second in the
// even pairs and first in the odd ones.
func pairSide(g int) int { return (g + g/2) % 2 }

// recordGroups adds the times of a paired launch's work-groups [first,
// first+len(ns)) and, once all of the launch's work-groups have run,
// decides from its pairs.
func (t *simdTrial) recordGroups(l *NativeLaunch, first int, ns []int64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.choice.Load() != 0 {
		delete(t.paired, l)
		return
	}
	if t.paired == nil {
		t.paired = map[*NativeLaunch]*pairedRun{}
	}
	r := t.paired[l]
	if r == nil {
		r = &pairedRun{ns: make([]int64, l.GroupCount())}
		t.paired[l] = r
	}
	copy(r.ns[first:], ns)
	r.done += len(ns)
	if r.done < len(r.ns) {
		return
	}
	delete(t.paired, l)
	t.ratios = t.ratios[:0]
	for g := 0; g+1 < len(r.ns); g += 2 {
		var pair [2]int64
		var items [2]int
		for _, h := range [2]int{g, g + 1} {
			pair[pairSide(h)] = r.ns[h]
			items[pairSide(h)] = l.itemsIn(h, h+1)
		}
		t.ratios = append(t.ratios, pairRatio(pair, items))
	}
	t.decide(decidePairs(t.ratios))
	t.paired = nil // launches cut short (canceled) leave nothing behind
}

// pairRatio is a pair's vector time per work-item over the scalar
// code's: 1 where neither took measurable time, +Inf where only the
// vector variant did.
func pairRatio(ns [2]int64, items [2]int) float64 {
	s := float64(ns[0]) / float64(max(items[0], 1))
	v := float64(ns[1]) / float64(max(items[1], 1))
	switch {
	case s > 0:
		return v / s
	case v > 0:
		return math.Inf(1)
	}
	return 1
}

// take hands out the side a whole chunk runs: the one with fewer chunks
// started, alternately when even, and whether its time counts.
func (t *simdTrial) take() (side int, counted bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	side = t.turn % 2
	if t.runs[1-side] < t.runs[side] {
		side = 1 - side
	}
	t.turn++
	t.runs[side]++
	return side, t.runs[side] > simdWarmup && t.runs[side] <= simdWarmup+simdTrials
}

// record adds a counted whole chunk's time per work-item and decides
// once both sides have simdTrials of them.
func (t *simdTrial) record(side int, nsPerItem float64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.choice.Load() != 0 || len(t.ns[side]) >= simdTrials {
		return
	}
	t.ns[side] = append(t.ns[side], nsPerItem)
	if len(t.ns[0]) == simdTrials && len(t.ns[1]) == simdTrials {
		t.decide(decideSIMD(t.ns[0], t.ns[1]))
	}
}

// decide keeps the vector variant or the scalar code (t.mu held).
func (t *simdTrial) decide(vector bool) {
	side := 0
	if vector {
		side = 1
	}
	t.choice.Store(int32(1 + side))
}

// decided reports the side chosen: 0 scalar, 1 vector; -1 undecided.
func (t *simdTrial) decided() int { return int(t.choice.Load()) - 1 }

// decideSIMD reports whether the vector variant is the faster: its median
// time per work-item below the scalar code's.
func decideSIMD(scalar, vector []float64) bool {
	return median(vector) < median(scalar)
}

// decidePairs reports whether the vector variant is the faster: the
// median of the pairs' vector-over-scalar ratios below 1.
func decidePairs(ratios []float64) bool { return median(ratios) < 1 }

func median(x []float64) float64 {
	s := slices.Clone(x)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// itemsIn counts the work-items of the part's groups [first, last).
func (l *NativeLaunch) itemsIn(first, last int) int {
	if l.Dims <= 1 {
		lo, hi := l.Items(first, last)
		return hi - lo
	}
	n := 0
	for g := first; g < last; g++ {
		lo, hi := l.Bounds(g)
		n += (hi[0] - lo[0]) * (hi[1] - lo[1]) * (hi[2] - lo[2])
	}
	return n
}
