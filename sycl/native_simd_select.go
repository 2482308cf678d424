package sycl

import (
	"math"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// This file chooses, per kernel, between its 8-lane and 16-lane vector
// variants on an AVX-512 CPU by timing both on the kernel's first
// launches.
//
// Which width is faster depends on the kernel as much as on the CPU: 16
// lanes halve the steps of a compute-bound loop, but cost more where
// lanes diverge, gather, or spill (the same CPU ran some kernels faster
// and others slower at 16 lanes than at 8; docs/runtime.md). Both
// are vector code, so the trial costs little. The scalar code is not in
// the trial: where kgen vectorises a kernel (it refuses the shapes that
// vectors run badly, docs/kernel-language.md), its variants beat the
// scalar code on every kernel and CPU measured, and timing the scalar
// code on half of a kernel's first launch cost that launch several times
// its time. (Variants that execute legacy SSE among their AVX code run
// many times slower on some Intel CPUs; kgen avoids it, and
// TestVectorLoopsNoLegacySSE in package bench checks the project's
// kernels.)
//
// The rule: the first launch (or co-executed package) of a kernel with at
// least 2·simdTrials work-groups runs them in pairs of neighbours, (0, 1),
// (2, 3), ..., one work-group of each pair with each width, the wide one
// taking the first of a pair in every other pair; each work-group is
// timed. Once all of that launch's work-groups have run, each complete
// pair yields the wide variant's time per work-item over the narrow
// one's, and the median of those ratios decides: the wide variant where
// it is below 1, else the narrow one, for the rest of the process.
// Neighbours do alike work in most kernels, where work-groups far apart
// may not (mandelbrot's rows), so a pair compares the widths on like work;
// the median over every pair of a launch ignores the few pairs that
// straddle a change of cost or were preempted, and alternating which
// width goes first cancels a steady ramp of cost along the range. Pairs
// are formed by the work-groups' indices, not by the chunks the workers
// take, so they do not depend on chunk sizes (a worker on costly
// work-groups takes one at a time). Launches of fewer work-groups cannot
// pair reliably: they alternate whole chunks between the widths, and
// where simdWarmup+simdTrials chunks of each come first, the lower median
// time per work-item over the counted ones decides. No work is repeated
// or thrown away, and since both variants compute exactly the scalar
// code's results (Kernel.NativeSIMD) the results do not depend on which
// work-group ran which.

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

// simdTrial is one kernel's choice between its narrow (side 0, 8 lanes)
// and wide (side 1, 16 lanes) vector variants.
type simdTrial struct {
	choice atomic.Int32    // 0: undecided; else 1 + the side chosen
	widths [2]atomic.Int32 // each side's lanes

	mu     sync.Mutex
	turn   int                          // whole chunks handed out
	runs   [2]int                       // whole chunks started per side
	ns     [2][]float64                 // per side, the counted whole chunks' nanoseconds per work-item
	paired map[*NativeLaunch]*pairedRun // the paired launches running
	ratios []float64                    // the deciding launch's pairs' wide-over-narrow ratios
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
// it keeps (8 or 16); decided is false while k's trial runs, and where k
// has not run in that mode.
func NativeSIMDChoice(k *Kernel) (lanes int, decided bool) {
	v, ok := simdTrialsByKernel.Load(k)
	if !ok {
		return 0, false
	}
	t := v.(*simdTrial)
	if side := t.decided(); side >= 0 {
		return int(t.widths[side].Load()), true
	}
	return 0, false
}

// choose returns the function that runs a kernel's chunks in auto mode:
// the narrow variant (lanes wide) where the kernel has no wide (16-lane)
// variant, else the trial of the two until it decides, and the faster
// after.
func (t *simdTrial) choose(narrow NativeFunc, lanes int, wide NativeFunc) NativeFunc {
	t.widths[0].Store(int32(lanes))
	if wide == nil {
		t.choice.CompareAndSwap(0, 1)
		return narrow
	}
	t.widths[1].Store(16)
	return t.run(narrow, wide)
}

// run returns the function that runs the kernel's chunks: the narrow or
// the wide variant as decided, paired or alternately until then.
func (t *simdTrial) run(narrow, wide NativeFunc) NativeFunc {
	sides := [2]NativeFunc{narrow, wide}
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

// pairSide is the side work-group g of a paired launch runs: pairs (0,
// 1), (2, 3), ... take one of each, the wide variant (1) second in the
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

// pairRatio is a pair's wide time per work-item over the narrow one's:
// 1 where neither took measurable time, +Inf where only the wide variant
// did.
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

// decide keeps the wide variant or the narrow one (t.mu held).
func (t *simdTrial) decide(wide bool) {
	side := 0
	if wide {
		side = 1
	}
	t.choice.Store(int32(1 + side))
}

// decided reports the side chosen: 0 narrow, 1 wide; -1 undecided.
func (t *simdTrial) decided() int { return int(t.choice.Load()) - 1 }

// decideSIMD reports whether the wide variant is the faster: its median
// time per work-item below the narrow one's (a tie keeps the narrow one).
func decideSIMD(narrow, wide []float64) bool {
	return median(wide) < median(narrow)
}

// decidePairs reports whether the wide variant is the faster: the median
// of the pairs' wide-over-narrow ratios below 1.
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
