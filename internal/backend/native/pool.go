// Package native is GoSYCL's native Go CPU backend: a pool of GOMAXPROCS
// worker goroutines that run a launch's work-groups in chunks.
package native

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// Job is one launch: Groups work-groups, run Chunk at a time by Run(first, last).
type Job struct {
	Groups int
	Chunk  int
	Run    func(first, last int)
	// Done is called once, by the goroutine that finished the last chunk,
	// with the first panic of any chunk converted to an error.
	Done func(err error)
	// Workers bounds how many of the pool's workers run the job (0: all).
	Workers int

	next    atomic.Int64
	pending atomic.Int64
	failed  atomic.Bool
	errOnce sync.Once
	err     error
}

// Pool runs jobs on long-lived workers.
type Pool struct {
	workers int
	jobs    chan *Job
	once    sync.Once
}

// NewPool returns a pool of n workers (GOMAXPROCS when n <= 0), started on first use.
func NewPool(n int) *Pool {
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	return &Pool{workers: n}
}

// Workers reports the pool size.
func (p *Pool) Workers() int { return p.workers }

func (p *Pool) start() {
	p.jobs = make(chan *Job, 4*p.workers)
	for range p.workers {
		go p.worker()
	}
}

func (p *Pool) worker() {
	for j := range p.jobs {
		j.work()
	}
}

// ChunkFor picks a chunk size: about four chunks per worker so that
// irregular kernels balance, never less than one work-group.
func (p *Pool) ChunkFor(groups int) int {
	return max(1, groups/(4*p.workers))
}

// Submit starts j. It returns at once; j.Done reports completion.
func (p *Pool) Submit(j *Job) {
	p.once.Do(p.start)
	if j.Chunk <= 0 {
		j.Chunk = p.ChunkFor(j.Groups)
	}
	chunks := (j.Groups + j.Chunk - 1) / j.Chunk
	if chunks == 0 {
		j.Done(nil)
		return
	}
	j.pending.Store(int64(chunks))
	// Wake only as many workers as there are chunks: a one-group launch
	// costs one hand-off, not GOMAXPROCS.
	n := p.workers
	if j.Workers > 0 {
		n = min(n, j.Workers)
	}
	for range min(chunks, n) {
		p.jobs <- j
	}
}

func (j *Job) work() {
	for {
		first := int(j.next.Add(int64(j.Chunk))) - j.Chunk
		if first >= j.Groups {
			return
		}
		last := min(first+j.Chunk, j.Groups)
		j.runChunk(first, last)
		if j.pending.Add(-1) == 0 {
			j.Done(j.err)
		}
	}
}

func (j *Job) runChunk(first, last int) {
	defer func() {
		if r := recover(); r != nil {
			j.errOnce.Do(func() { j.err = &PanicError{Value: r, Stack: debug.Stack()} })
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

// PanicError is a panic inside a native kernel, turned into an error.
type PanicError struct {
	Value any
	Stack []byte
}

func (e *PanicError) Error() string { return fmt.Sprintf("kernel panicked: %v", e.Value) }
