// Package native is GoSYCL's native Go CPU backend: a pool of GOMAXPROCS
// worker goroutines that run a launch's work-groups in chunks.
package native

import (
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gosycl/gosycl/internal/awake"
)

// Job is one launch: Groups work-groups, run a chunk at a time by
// Run(first, last).
type Job struct {
	Groups int
	// Chunk fixes the chunk size; 0 lets each worker size its chunks by
	// their run time (see work).
	Chunk int
	Run   func(first, last int)
	// Done is called once, by the goroutine that finished the last chunk,
	// with the first panic of any chunk converted to an error.
	Done func(err error)
	// Workers bounds how many of the pool's workers run the job (0: all);
	// Pool.Bound changes the bound while the job runs.
	Workers int
	// Cancel, once closed, stops the job between chunks: the chunks not
	// started yet are counted off without running, and Done gets
	// ErrCanceled. A chunk already running runs to its end.
	Cancel <-chan struct{}

	// claims is where the workers claim their chunks, one
	// compare-and-swap a claim (claimWord): the first unit not claimed
	// yet and the end of those that run (all unless Stop). A unit is
	// unit work-groups: one, unless Groups needs more than 32 bits.
	claims atomic.Uint64
	unit   int
	// on: the workers woken for the job and not yet gone from it;
	// bound: the most that may run it (Workers, or Bound's; the pool's
	// size for 0).
	on, bound atomic.Int64
	// mu serialises Submit, Bound and Stop (claims do not take it);
	// submitted tells that Submit has woken its first workers.
	mu        sync.Mutex
	stopped   bool
	submitted bool
	pending   atomic.Int64 // work-groups not run yet
	rate      atomic.Int64 // ns a work-group of the last chunk that ended took (recruit)
	share     atomic.Bool  // SetShare's setting
	failed    atomic.Bool
	errOnce   sync.Once
	err       error
}

// Pool runs jobs on long-lived workers.
type Pool struct {
	workers int
	jobs    *awake.Queue[*Job] // a job for one worker (worker)
	once    sync.Once
	yield   func() // how a worker lets other goroutines run (yieldAfter)
}

// NewPool returns a pool of n workers (GOMAXPROCS when n <= 0), started on first use.
func NewPool(n int) *Pool {
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	return &Pool{workers: n, yield: runtime.Gosched}
}

// Workers reports the pool size.
func (p *Pool) Workers() int { return p.workers }

// Start starts the workers, once, and has them all run at once for a
// moment (until each has started, at most startSpin), so that the Go
// runtime has made a thread for each: it makes its threads as goroutines
// first need them, and a process's first launch reached its sixteenth
// worker only after 2 to 3 ms, beside a cgo call at a few workers. Submit
// starts the pool if Start was not called.
func (p *Pool) Start() { p.once.Do(p.start) }

// startSpin bounds the workers' rendezvous at Start: on a machine with
// fewer cores than workers, or a busy one, they give up waiting for each
// other.
const startSpin = 20 * time.Millisecond

func (p *Pool) start() {
	p.jobs = awake.NewQueue[*Job](4 * p.workers)
	var arrived atomic.Int32
	var ready sync.WaitGroup
	ready.Add(p.workers)
	deadline := time.Now().Add(startSpin)
	for range p.workers {
		go func() {
			// Spinning holds this worker's thread, so that the next
			// worker to start needs a thread of its own.
			for arrived.Add(1); int(arrived.Load()) < p.workers && time.Now().Before(deadline); {
			}
			ready.Done()
			p.worker()
		}()
	}
	ready.Wait()
}

// Submit starts j on one worker, which recruits the others it needs
// (recruit). It returns at once; j.Done reports completion.
func (p *Pool) Submit(j *Job) {
	p.Start()
	if j.Groups <= 0 {
		j.Done(nil)
		return
	}
	j.pending.Store(int64(j.Groups))
	j.mu.Lock()
	j.unit = max(1, (j.Groups+maxUnits-1)/maxUnits)
	j.claims.Store(claimWord(0, (j.Groups+j.unit-1)/j.unit))
	if !j.submitted && j.bound.Load() == 0 {
		j.bound.Store(int64(p.bounded(j.Workers))) // no Bound before Submit
	}
	j.submitted = true
	j.on.Store(1)
	j.mu.Unlock()
	p.jobs.Put(j)
}

// bounded is the most workers a bound of n lets run a job: n, or the
// pool's size for 0 (or more).
func (p *Pool) bounded(n int) int {
	if n <= 0 || n > p.workers {
		return p.workers
	}
	return n
}

// Bound sets how many of the pool's workers may run j from now on (0:
// all), before or while it runs: under a wider bound the job takes on
// more workers as recruit says (Bound hands it to one, and the workers
// on it ask for the others), and under a narrower one the workers over
// it leave the job as each finishes its chunk (none stops in the middle
// of one). A co-executed launch widens its native package onto the cores
// it left to the OpenCL devices' copies while none copies. Bound on a job
// that has ended does nothing.
func (p *Pool) Bound(j *Job, n int) {
	j.mu.Lock()
	j.bound.Store(int64(p.bounded(n)))
	submitted := j.submitted
	j.mu.Unlock()
	if submitted {
		p.recruit(j) // the workers it reaches recruit the others
	}
}

// SetShare switches whether j's workers let the process's other
// goroutines run now and then (yieldAfter), before it is submitted or
// while it runs; a job does not share unless set. A co-executed launch
// has its native packages share while another device's program builds,
// whose end a goroutine must see.
func (j *Job) SetShare(on bool) { j.share.Store(on) }

// chunkTarget is how long a worker aims for its chunks to run: long
// enough that taking a chunk (a lock and a clock read, some 100 ns)
// costs nothing, short enough that no chunk holds much work
// hostage while other workers wait.
const chunkTarget = 50 * time.Microsecond

// work runs chunks until none is left. Without a fixed Chunk a worker
// starts with one work-group and doubles its chunk while chunks run in
// under half of chunkTarget, halving it above twice that; and a chunk is
// never more than 1/(2·workers) of the work-groups left, so the last
// ones are shared. Fixed chunks of, say, a quarter of a worker's share
// leave one worker with the whole cost when it sits in a few work-groups:
// a sparse matrix's hub rows, the dense middle of a Mandelbrot image.
// With sizes from run times, costly work-groups go out a few at a time
// and cheap ones in large chunks. Between chunks of a job that shares
// (SetShare), a worker that has held its processor for yieldAfter lets
// other goroutines run.
//
// A cancellation is seen once a chunk is claimed: its error is set before
// the chunk is counted off, so it happens before the Done of whichever
// worker counts off the last work-group (a worker that found nothing left
// to claim never touches the error, which Done may be reading).
func (j *Job) work(p *Pool) {
	size := 1
	// held: since when this worker has held its processor; prev: when its
	// last chunk ended, the start of its next (its claim included), so
	// that a chunk costs one clock read; both unset until its first chunk.
	var held, prev time.Time
	for {
		u, v, ok := j.claim(size)
		if !ok {
			return
		}
		p.recruit(j)
		first, last := j.groups(u, v)
		if j.canceled() {
			j.errOnce.Do(func() { j.err = ErrCanceled })
			j.failed.Store(true)
		}
		start := prev
		if start.IsZero() {
			start = time.Now()
			held = start
		}
		j.runChunk(first, last)
		end := time.Now()
		prev = end
		d := end.Sub(start)
		if !j.failed.Load() {
			j.rate.Store(max(1, int64(d)/int64(last-first)))
		}
		if j.Chunk <= 0 {
			switch {
			case d < chunkTarget/2 && v-u == size:
				size = min(2*size, maxUnits)
			case d > 2*chunkTarget:
				size = max(1, size/2)
			}
		}
		if j.pending.Add(int64(first-last)) == 0 {
			j.Done(j.err)
		}
		if end.Sub(held) >= yieldAfter && j.share.Load() {
			p.yield()
			held = time.Now()
			prev = held
		}
	}
}

// yieldAfter is how long a worker of a job that shares (SetShare) runs
// chunks before it lets the process's other goroutines run
// (runtime.Gosched). The pool has a worker per processor (GOMAXPROCS), so
// while a job runs on all of them a goroutine that becomes runnable finds
// no idle processor: one woken by a channel, a timer or a cgo call's
// return (an OpenCL device's program build that has ended, the
// co-executed launch that waits for it) waits for the runtime to preempt
// a worker, which it does once the worker has run for 10 ms. A worker
// that shares yields between chunks once it has held its processor this
// long, so such a goroutine waits about yieldAfter plus one chunk (a
// chunk runs for about chunkTarget, or one work-group where a work-group
// takes longer). Sharing is not the default: a yield hands the worker to
// the runtime's global run queue and may wake an idle thread to take
// it, a cost that jobs of many short chunks feel, so only a job that
// others wait on shares.
const yieldAfter = 200 * time.Microsecond

// claim takes the worker's next chunk, units [first, last), sized as
// work says from size (its last chunk's); ok is false once none is left,
// or when the job has more workers than its bound (Bound): the worker
// then leaves it. A claim is a compare-and-swap on j.claims and takes no
// lock: the workers of a launch of cheap work-groups claim a chunk
// every few hundred nanoseconds, all at once, and queueing on a mutex
// parks them.
func (j *Job) claim(size int) (first, last int, ok bool) {
	if j.overBound() {
		return 0, 0, false
	}
	for {
		w := j.claims.Load()
		next, limit := unpackClaims(w)
		left := limit - next
		if left <= 0 {
			j.on.Add(-1)
			return 0, 0, false
		}
		n := j.Chunk
		switch {
		case j.failed.Load():
			n = left // count off what is left in one step
		case n <= 0:
			n = max(1, min(size, left/int(2*max(1, j.bound.Load()))))
		case j.unit > 1:
			n = max(1, n/j.unit)
		}
		last = min(next+n, limit)
		if j.claims.CompareAndSwap(w, claimWord(last, limit)) {
			return next, last, true
		}
	}
}

// overBound reports whether the worker leaves the job because more are
// on it than its bound lets run it, and if so counts it off: of the
// workers that find the job over its bound at once, only those over it
// leave, so that one stays while work-groups are left.
func (j *Job) overBound() bool {
	for {
		on := j.on.Load()
		if on <= j.bound.Load() {
			return false
		}
		if j.on.CompareAndSwap(on, on-1) {
			return true
		}
	}
}

// maxUnits is the most claim units a job has: next and limit share a
// 64-bit word (claimWord), and it is an int on every platform. A job of
// more work-groups claims them several to a unit.
const maxUnits = 1<<31 - 1

// claimWord packs a job's claim state: next in the low 32 bits, limit in
// the high 32.
func claimWord(next, limit int) uint64 { return uint64(next) | uint64(limit)<<32 }

func unpackClaims(w uint64) (next, limit int) { return int(uint32(w)), int(w >> 32) }

// claimed is the job's claim state in units (unpackClaims).
func (j *Job) claimed() (next, limit int) { return unpackClaims(j.claims.Load()) }

// groups is the work-groups of units [first, last).
func (j *Job) groups(first, last int) (int, int) {
	return first * j.unit, min(last*j.unit, j.Groups)
}

// Stop ends the job early: the work-groups from align(next) on, where
// next is the first not claimed by a worker yet, are not run, and Done
// reports the job once those before have run (with the error of any
// that failed). align returns a work-group in [next, Groups]: where the
// caller can cut the job (a boundary of its own work). Stop returns that
// work-group, Groups when the job had claimed every work-group already,
// and its effect is the first call's on a job stopped twice. It is not
// a cancellation: the job succeeds with the work-groups it ran. A job of
// more than maxUnits work-groups, whose claims take several at a time,
// is not cut: Stop returns Groups.
func (j *Job) Stop(align func(next int) int) int {
	j.mu.Lock()
	if j.stopped || j.unit > 1 {
		j.stopped = true
		_, limit := j.claimed()
		j.mu.Unlock()
		return min(limit*j.unit, j.Groups)
	}
	j.stopped = true
	var k, give int
	for {
		w := j.claims.Load()
		next, limit := unpackClaims(w)
		k = min(max(align(next), next), limit)
		if j.claims.CompareAndSwap(w, claimWord(next, k)) {
			give = limit - k
			break
		}
	}
	j.mu.Unlock()
	if give > 0 && j.pending.Add(-int64(give)) == 0 {
		j.Done(j.err)
	}
	return k
}

// ErrCanceled is the error of a job stopped through its Cancel channel.
var ErrCanceled = errors.New("launch cancelled")

func (j *Job) canceled() bool {
	if j.Cancel == nil {
		return false
	}
	select {
	case <-j.Cancel:
		return true
	default:
		return false
	}
}

func (j *Job) runChunk(first, last int) {
	defer func() {
		if r := recover(); r != nil {
			j.errOnce.Do(func() { j.err = NewPanicError(r, debug.Stack()) })
			j.failed.Store(true)
		}
	}()
	// Once one chunk has failed the launch has failed: the remaining chunks
	// are counted off without running.
	if j.failed.Load() {
		return
	}
	j.Run(first, last)
}

// NewPanicError makes the error of a panic in a native kernel: a
// *PanicError, or what package sycl registers (its PanicError).
var NewPanicError = func(value any, stack []byte) error { return &PanicError{Value: value, Stack: stack} }

// PanicError is a panic inside a native kernel, turned into an error.
type PanicError struct {
	Value any
	Stack []byte
}

func (e *PanicError) Error() string { return fmt.Sprintf("kernel panicked: %v", e.Value) }
