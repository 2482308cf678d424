//go:build mpi

package mpi

// This file holds the cgo binding itself.

/*
#cgo pkg-config: ompi
#include <mpi.h>
#include <stdlib.h>

static MPI_Comm world(void) { return MPI_COMM_WORLD; }
static MPI_Request nullreq(void) { return MPI_REQUEST_NULL; }
static int anysource(void) { return MPI_ANY_SOURCE; }

static int init(int *provided) {
	int r = MPI_Init_thread(NULL, NULL, MPI_THREAD_MULTIPLE, provided);
	if (r != MPI_SUCCESS) return r;
	return MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
}
static int levelSerialized(void) { return MPI_THREAD_SERIALIZED; }
static int levelMultiple(void) { return MPI_THREAD_MULTIPLE; }

static int isend(void *buf, int n, int dest, int tag, MPI_Request *r) {
	return MPI_Isend(buf, n, MPI_BYTE, dest, tag, MPI_COMM_WORLD, r);
}
static int irecv(void *buf, int n, int src, int tag, MPI_Request *r) {
	return MPI_Irecv(buf, n, MPI_BYTE, src, tag, MPI_COMM_WORLD, r);
}
static int test(MPI_Request *r, int *done, int *source, int *count) {
	MPI_Status st;
	int e = MPI_Test(r, done, &st);
	if (e == MPI_SUCCESS && *done) {
		*source = st.MPI_SOURCE;
		MPI_Get_count(&st, MPI_BYTE, count);
	}
	return e;
}
static int iprobe(int src, int tag, int *found, int *source, int *count) {
	MPI_Status st;
	int e = MPI_Iprobe(src, tag, MPI_COMM_WORLD, found, &st);
	if (e == MPI_SUCCESS && !*found) {
		// Open MPI's probe matches the messages its transports have
		// delivered and only then, finding none, runs their progress:
		// a message that arrived since the last call is found by the
		// second probe.
		e = MPI_Iprobe(src, tag, MPI_COMM_WORLD, found, &st);
	}
	if (e == MPI_SUCCESS && *found) {
		*source = st.MPI_SOURCE;
		MPI_Get_count(&st, MPI_BYTE, count);
	}
	return e;
}
static int ibcast(void *buf, int n, int root, MPI_Request *r) {
	return MPI_Ibcast(buf, n, MPI_BYTE, root, MPI_COMM_WORLD, r);
}
static int igather(void *send, int n, void *recv, int root, MPI_Request *r) {
	return MPI_Igather(send, n, MPI_BYTE, recv, n, MPI_BYTE, root, MPI_COMM_WORLD, r);
}
static int iallreduce(void *send, void *recv, int n, int op, MPI_Request *r) {
	MPI_Op o = op == 0 ? MPI_SUM : op == 1 ? MPI_MAX : MPI_MIN;
	return MPI_Iallreduce(send, recv, n, MPI_DOUBLE, o, MPI_COMM_WORLD, r);
}
static int cancel(MPI_Request *r) { return MPI_Cancel(r); }
static int errstr(int code, char *buf) {
	int n = 0;
	MPI_Error_string(code, buf, &n);
	return n;
}
*/
import "C"

import (
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"
)

var (
	initOnce sync.Once
	world    *Comm
	initErr  error
)

// Comm is MPI_COMM_WORLD as this process sees it.
type Comm struct {
	mu        sync.Mutex
	rank      int
	size      int
	multiple  bool
	finalized bool
	spin      atomic.Int64  // nanoseconds: SetSpin
	rate      atomic.Uint64 // float64 bits, bytes per second: SetRate
}

// Init initialises MPI once per process and returns the world
// communicator; later calls return the same one. It fails with
// ErrNotLaunched in a process mpirun did not start (MPI's singleton
// mode is not used: a program that means to run on several ranks and
// finds itself alone is a mistake), and when the library cannot serve
// calls from several threads (MPI_THREAD_SERIALIZED at least).
func Init() (*Comm, error) {
	initOnce.Do(func() {
		if !Launched() {
			initErr = ErrNotLaunched
			return
		}
		var provided C.int
		if e := C.init(&provided); e != 0 {
			initErr = fmt.Errorf("mpi: MPI_Init_thread: %s", errString(e))
			return
		}
		if provided < C.levelSerialized() {
			C.MPI_Finalize()
			initErr = fmt.Errorf("mpi: the MPI library offers thread level %d, below MPI_THREAD_SERIALIZED", int(provided))
			return
		}
		c := &Comm{multiple: provided >= C.levelMultiple()}
		var r, s C.int
		C.MPI_Comm_rank(C.world(), &r)
		C.MPI_Comm_size(C.world(), &s)
		c.rank, c.size = int(r), int(s)
		world = c
	})
	return world, initErr
}

func errString(code C.int) string {
	buf := make([]byte, C.MPI_MAX_ERROR_STRING+1)
	n := C.errstr(code, (*C.char)(unsafe.Pointer(&buf[0])))
	return string(buf[:n])
}

func (c *Comm) check(what string, e C.int) error {
	if e == 0 {
		return nil
	}
	return fmt.Errorf("mpi: %s: %s", what, errString(e))
}

// Rank is this process's rank in [0, Size()).
func (c *Comm) Rank() int { return c.rank }

// Size is the number of ranks.
func (c *Comm) Size() int { return c.size }

// ThreadMultiple reports whether the library granted
// MPI_THREAD_MULTIPLE (the binding serialises its calls either way).
func (c *Comm) ThreadMultiple() bool { return c.multiple }

// Finalize ends MPI for the process; every rank must call it. After a
// timed-out operation use Abort instead.
func (c *Comm) Finalize() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.finalized {
		return nil
	}
	c.finalized = true
	return c.check("MPI_Finalize", C.MPI_Finalize())
}

// Abort ends every rank of the job with the exit code (MPI_Abort).
func (c *Comm) Abort(code int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.finalized = true
	C.MPI_Abort(C.world(), C.int(code))
}

// Request is a non-blocking operation in flight. The memory it was given
// stays pinned until it completes.
type Request struct {
	c      *Comm
	req    C.MPI_Request
	pin    runtime.Pinner
	done   bool
	source int
	count  int
	what   call
	bytes  int // the buffers' lengths: SetRate
}

// call is what a request does, as its errors name it: kept as figures
// and worded only for an error, as a rank makes several requests a
// launch.
type call struct {
	kind         callKind
	n, peer, tag int
}

type callKind uint8

const (
	opSend callKind = iota
	opReceive
	opBroadcast
	opGather
	opAllreduce
)

func (o call) String() string {
	switch o.kind {
	case opSend:
		return fmt.Sprintf("send of %d bytes to rank %d (tag %d)", o.n, o.peer, o.tag)
	case opReceive:
		return fmt.Sprintf("receive of %d bytes from rank %d (tag %d)", o.n, o.peer, o.tag)
	case opBroadcast:
		return fmt.Sprintf("broadcast of %d bytes from rank %d", o.n, o.peer)
	case opGather:
		return fmt.Sprintf("gather of %d bytes a rank at rank %d", o.n, o.peer)
	}
	return fmt.Sprintf("all-reduce of %d values", o.n)
}

// checkCall is check for a request's call: o is worded only for an
// error.
func (c *Comm) checkCall(o call, e C.int) error {
	if e == 0 {
		return nil
	}
	return c.check(o.String(), e)
}

func ptr(b []byte) unsafe.Pointer {
	if len(b) == 0 {
		return nil
	}
	return unsafe.Pointer(&b[0])
}

func (c *Comm) start(what call, bufs [][]byte, f func(r *C.MPI_Request) C.int) (*Request, error) {
	r := &Request{c: c, what: what}
	for _, b := range bufs {
		r.bytes += len(b)
	}
	for _, b := range bufs {
		if len(b) > 0 {
			r.pin.Pin(&b[0])
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.finalized {
		r.pin.Unpin()
		return nil, ErrFinalized
	}
	req := C.nullreq()
	if err := c.checkCall(what, f(&req)); err != nil {
		r.pin.Unpin()
		return nil, err
	}
	r.req = req
	return r, nil
}

// Test reports whether the request has completed, without waiting.
func (r *Request) Test() (bool, error) {
	if r.done {
		return true, nil
	}
	r.c.mu.Lock()
	defer r.c.mu.Unlock()
	if r.c.finalized {
		return false, ErrFinalized
	}
	var done, src, n C.int
	req := r.req
	e := C.test(&req, &done, &src, &n)
	r.req = req
	if err := r.c.checkCall(r.what, e); err != nil {
		r.done = true
		r.pin.Unpin()
		return true, err
	}
	if done != 0 {
		r.done, r.source, r.count = true, int(src), int(n)
		r.pin.Unpin()
	}
	return r.done, nil
}

// Wait polls the request until it completes or the deadline passes
// (ErrTimeout; the zero deadline waits for ever), between polls as
// SetSpin says. A receive that timed out is cancelled; a send is left
// outstanding (MPI cannot withdraw it).
func (r *Request) Wait(deadline time.Time) error {
	p := r.c.pacer(r.bytes)
	for {
		done, err := r.Test()
		if done {
			return err
		}
		if !deadline.IsZero() && time.Now().After(deadline) {
			r.cancel()
			return fmt.Errorf("%w: %s", ErrTimeout, r.what)
		}
		p.pause()
	}
}

// SetSpin sets how waits (Wait, Probe and the calls made of them) pass
// the time between two polls: for the first d of a wait they poll again
// at once, holding the processor, so that a message is seen as soon as
// it arrives; after d they sleep, from 1µs doubling up to 1/1024 of the time waited so far
// and at most 1ms, so that a wait sees a message at most 0.1% of its
// length, or a sleep, late (a sleep lasts at least the system's timer
// granularity, tens of microseconds to a millisecond: one wake-up a
// granularity while the wait is short, one a millisecond once it has
// lasted a second). Zero, the default, sleeps from the
// start; a negative d spins for the whole wait.
func (c *Comm) SetSpin(d time.Duration) { c.spin.Store(int64(d)) }

// pacer paces one wait's polls.
type pacer struct {
	start time.Time
	spin  time.Duration
	sleep time.Duration
}

func (c *Comm) pacer(bytes int) *pacer {
	spin := time.Duration(c.spin.Load())
	if r := math.Float64frombits(c.rate.Load()); r > 0 && spin >= 0 {
		spin += time.Duration(float64(bytes) / r * float64(time.Second))
	}
	return &pacer{start: time.Now(), spin: spin, sleep: time.Microsecond}
}

// SetRate sets the bytes per second that a wait for a transfer expects:
// a wait for a request of n bytes spins n/rate longer than SetSpin
// says, for the transfer is expected to take that long and moves only
// while someone polls (a large message crosses shared memory or the
// network in fragments, each one a poll of both sides; a sleep between
// polls delays every fragment). Zero, the default, adds nothing.
func (c *Comm) SetRate(bytesPerSecond float64) {
	c.rate.Store(math.Float64bits(max(bytesPerSecond, 0)))
}

// pause passes the time until the next poll. While the wait spins it
// returns at once: it does not hand the processor to the operating
// system's scheduler (sched_yield), which gives it to a runnable thread,
// a device's worker that computes, for the rest of that thread's time
// slice (milliseconds under Linux's EEVDF scheduler), while the message
// comes in microseconds.
func (p *pacer) pause() {
	waited := time.Since(p.start)
	if p.spin < 0 || waited < p.spin {
		return
	}
	Sleep(p.sleep)
	p.sleep = NextSleep(p.sleep, waited)
}

func (r *Request) cancel() {
	r.c.mu.Lock()
	defer r.c.mu.Unlock()
	if !r.c.finalized {
		req := r.req
		C.cancel(&req)
		r.req = req
	}
}

// Source is the rank a completed receive came from.
func (r *Request) Source() int { return r.source }

// Count is the bytes a completed receive got.
func (r *Request) Count() int { return r.count }

// Isend starts sending b to rank dest with the tag; b must not change
// until the request completes.
func (c *Comm) Isend(b []byte, dest, tag int) (*Request, error) {
	if len(b) > maxCount {
		return nil, fmt.Errorf("mpi: a message of %d bytes exceeds %d", len(b), maxCount)
	}
	return c.start(call{opSend, len(b), dest, tag}, [][]byte{b}, func(r *C.MPI_Request) C.int {
		return C.isend(ptr(b), C.int(len(b)), C.int(dest), C.int(tag), r)
	})
}

// Irecv starts receiving into b from rank src (AnySource for any) with
// the tag.
func (c *Comm) Irecv(b []byte, src, tag int) (*Request, error) {
	if len(b) > maxCount {
		return nil, fmt.Errorf("mpi: a message of %d bytes exceeds %d", len(b), maxCount)
	}
	return c.start(call{opReceive, len(b), src, tag}, [][]byte{b}, func(r *C.MPI_Request) C.int {
		return C.irecv(ptr(b), C.int(len(b)), C.int(src), C.int(tag), r)
	})
}

// AnySource matches a message from any rank in Irecv and Probe.
var AnySource = int(C.anysource())

// maxCount is the largest message: MPI counts in C ints.
const maxCount = 1<<31 - 1

// Send sends b to dest and waits until the buffer may be reused.
func (c *Comm) Send(b []byte, dest, tag int, deadline time.Time) error {
	r, err := c.Isend(b, dest, tag)
	if err != nil {
		return err
	}
	return r.Wait(deadline)
}

// Recv receives exactly len(b) bytes from src with the tag.
func (c *Comm) Recv(b []byte, src, tag int, deadline time.Time) error {
	r, err := c.Irecv(b, src, tag)
	if err != nil {
		return err
	}
	if err := r.Wait(deadline); err != nil {
		return err
	}
	if r.count != len(b) {
		return fmt.Errorf("mpi: received %d bytes from rank %d (tag %d), expected %d", r.count, r.source, tag, len(b))
	}
	return nil
}

// Iprobe reports whether a message from src (or AnySource) with the tag
// has arrived, and its source and length, without receiving it or
// waiting. A message that has arrived is found by this call, not only
// by the next: where MPI's probe matches before it runs the transports'
// progress, as Open MPI's does, Iprobe probes a second time when the
// first finds nothing.
func (c *Comm) Iprobe(src, tag int) (found bool, source, n int, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.finalized {
		return false, 0, 0, ErrFinalized
	}
	var f, s, cnt C.int
	e := C.iprobe(C.int(src), C.int(tag), &f, &s, &cnt)
	if err := c.check("MPI_Iprobe", e); err != nil {
		return false, 0, 0, err
	}
	return f != 0, int(s), int(cnt), nil
}

// Probe waits for a message from src (or AnySource) with the tag and
// returns its source and length without receiving it.
func (c *Comm) Probe(src, tag int, deadline time.Time) (source, n int, err error) {
	p := c.pacer(0)
	for {
		found, s, cnt, err := c.Iprobe(src, tag)
		if err != nil {
			return 0, 0, err
		}
		if found {
			return s, cnt, nil
		}
		if !deadline.IsZero() && time.Now().After(deadline) {
			return 0, 0, fmt.Errorf("%w: waiting for a message from rank %d (tag %d)", ErrTimeout, src, tag)
		}
		p.pause()
	}
}

// RecvMsg receives the next message from src (or AnySource) with the
// tag, whatever its length.
func (c *Comm) RecvMsg(src, tag int, deadline time.Time) (b []byte, source int, err error) {
	source, n, err := c.Probe(src, tag, deadline)
	if err != nil {
		return nil, 0, err
	}
	b = make([]byte, n)
	return b, source, c.Recv(b, source, tag, deadline)
}

// Bcast sends root's b to every rank's b (all of the same length).
func (c *Comm) Bcast(b []byte, root int, deadline time.Time) error {
	r, err := c.start(call{kind: opBroadcast, n: len(b), peer: root}, [][]byte{b}, func(r *C.MPI_Request) C.int {
		return C.ibcast(ptr(b), C.int(len(b)), C.int(root), r)
	})
	if err != nil {
		return err
	}
	return r.Wait(deadline)
}

// Gather collects every rank's send (all of the same length) into root's
// recv, rank by rank; recv is ignored on the other ranks.
func (c *Comm) Gather(send, recv []byte, root int, deadline time.Time) error {
	if c.rank == root && len(recv) != len(send)*c.size {
		return fmt.Errorf("mpi: Gather into %d bytes: %d ranks send %d each", len(recv), c.size, len(send))
	}
	if c.rank != root {
		recv = nil
	}
	r, err := c.start(call{kind: opGather, n: len(send), peer: root}, [][]byte{send, recv}, func(r *C.MPI_Request) C.int {
		return C.igather(ptr(send), C.int(len(send)), ptr(recv), C.int(root), r)
	})
	if err != nil {
		return err
	}
	return r.Wait(deadline)
}

// Allreduce combines every rank's x element-wise with op; every rank gets
// the result.
func (c *Comm) Allreduce(x []float64, op Op, deadline time.Time) ([]float64, error) {
	out := make([]float64, len(x))
	if len(x) == 0 {
		return out, nil
	}
	send := unsafe.Slice((*byte)(unsafe.Pointer(&x[0])), 8*len(x))
	recv := unsafe.Slice((*byte)(unsafe.Pointer(&out[0])), 8*len(out))
	r, err := c.start(call{kind: opAllreduce, n: len(x)}, [][]byte{send, recv}, func(r *C.MPI_Request) C.int {
		return C.iallreduce(ptr(send), ptr(recv), C.int(len(x)), C.int(op), r)
	})
	if err != nil {
		return nil, err
	}
	return out, r.Wait(deadline)
}
