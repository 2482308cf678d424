package sycl

import (
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
// where EnvNativeSIMD does not force a choice, the native device measures:
// the chunks of work-groups its workers take (internal/backend/native)
// run the two alternately, each chunk timed and divided by its
// work-items; once each has run simdWarmup chunks that do not count and
// simdTrials that do, the kernel keeps, for the rest of the process, the
// one whose median time per work-item is lower (the scalar code on a
// tie). No work is repeated or thrown away, and since both compute
// exactly the same results (Kernel.NativeSIMD) the results do not depend
// on which chunk ran which. The trial spans launches until it is decided.

const (
	// simdWarmup chunks of each code are not counted: the first touches
	// cold caches and pages, and runs while the clock ramps up.
	simdWarmup = 1
	// simdTrials chunks of each are counted: their median is not moved by
	// one outlier (a preemption, an interrupt) among them.
	simdTrials = 3
)

// simdTrial is one kernel's choice between its scalar code (side 0) and
// its vector variant (side 1).
type simdTrial struct {
	choice atomic.Int32 // 0: undecided; else 1 + the side chosen
	lanes  atomic.Int32 // the variant's width

	mu   sync.Mutex
	turn int          // chunks handed out
	runs [2]int       // chunks started per side
	ns   [2][]float64 // per side, the counted chunks' nanoseconds per work-item

	clock func() int64 // nanoseconds; nil: the monotonic clock
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
// (EnvNativeSIMD unset or "auto") chose for k: lanes 8 where it keeps the
// 8-lane variant, 0 where it keeps the scalar code; decided is false
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
		return int(t.lanes.Load()), true
	}
	return 0, false
}

// run returns the function that runs the kernel's chunks: scalar or
// vector as decided, alternately until then.
func (t *simdTrial) run(scalar, vector NativeFunc) NativeFunc {
	sides := [2]NativeFunc{scalar, vector}
	return func(l *NativeLaunch, first, last int, args []any) {
		if c := t.choice.Load(); c != 0 {
			sides[c-1](l, first, last, args)
			return
		}
		side, counted := t.take()
		start := t.now()
		sides[side](l, first, last, args)
		if counted {
			t.record(side, float64(t.now()-start)/float64(max(l.itemsIn(first, last), 1)))
		}
	}
}

// take hands out the side the next chunk runs: the one with fewer chunks
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

// record adds a counted chunk's time per work-item and decides once both
// sides have simdTrials of them.
func (t *simdTrial) record(side int, nsPerItem float64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.choice.Load() != 0 || len(t.ns[side]) >= simdTrials {
		return
	}
	t.ns[side] = append(t.ns[side], nsPerItem)
	if len(t.ns[0]) == simdTrials && len(t.ns[1]) == simdTrials {
		side := 0
		if decideSIMD(t.ns[0], t.ns[1]) {
			side = 1
		}
		t.choice.Store(int32(1 + side))
	}
}

// decided reports the side chosen: 0 scalar, 1 vector; -1 undecided.
func (t *simdTrial) decided() int { return int(t.choice.Load()) - 1 }

// decideSIMD reports whether the vector variant is the faster: its median
// time per work-item below the scalar code's.
func decideSIMD(scalar, vector []float64) bool {
	return median(vector) < median(scalar)
}

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
