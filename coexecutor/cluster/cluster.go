package cluster

// This file holds Cluster: the world of ranks, its configuration, and the
// agreement step every collective call begins with.

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/gosycl/gosycl/internal/mpi"
)

// Errors that the cluster's calls wrap.
var (
	// ErrMismatch: the ranks do not run the same program with the same
	// arguments, configuration or launch.
	ErrMismatch = errors.New("cluster: ranks disagree")
	// ErrNoDevices: a rank found no device to run on.
	ErrNoDevices = errors.New("cluster: a rank has no devices")
	// ErrRankLost: a rank died or stopped answering.
	ErrRankLost = errors.New("cluster: a rank stopped answering")
	// ErrBroken: an earlier failure left the cluster unusable.
	ErrBroken = errors.New("cluster: broken by an earlier failure")
	// ErrUnsupported: an argument the cluster cannot distribute.
	ErrUnsupported = errors.New("cluster: unsupported argument")
	// ErrNodeFailed: a node's local launch failed.
	ErrNodeFailed = errors.New("cluster: a node's launch failed")
	// ErrNotLaunched: Init in a process that mpirun did not start.
	ErrNotLaunched = mpi.ErrNotLaunched
	// ErrUnavailable: Init in a binary built without the mpi tag.
	ErrUnavailable = mpi.ErrUnavailable
)

// Config tunes a Cluster. The zero Config is the default.
type Config struct {
	// Timeout bounds every wait for another rank: a rank that has not
	// answered this long after it was due (a node package's predicted
	// end, or a message another rank sent first) is lost. A node's first
	// package of a kernel has no prediction yet: it must end within
	// Timeout, its devices' kernel builds included. Zero means
	// DefaultTimeout; valid values are positive.
	Timeout time.Duration
	// Latency is the prior of a message's one-way latency, used until a
	// node's round trips are measured. Zero means DefaultLatency.
	Latency time.Duration
	// Bandwidth is the prior of the network's bandwidth in bytes per
	// second, used until a node's transfers are measured. Zero means
	// DefaultBandwidth.
	Bandwidth float64
	// LocalSize is the work-group extent along dimension 0 of basic
	// ranges, as coexecutor.LocalSize: node packages are cut along it.
	// Zero means coexecutor's default (256 for one dimension, 1
	// otherwise); pass the same value as to coexecutor.LocalSize.
	LocalSize int
	// KeepOutputs leaves each node's outputs on the node between
	// launches (Coexecutor.Gather brings them to rank 0): a launch moves
	// to a node only the elements its package reads, or keeps, that the
	// node does not hold, from a rank that holds them, peer to peer (a
	// stencil's halo rows between neighbours), and a node's package is
	// taken where it computed in the kernel's last launch over the same
	// range (the memorizing placement of González & Morancho), so that
	// its data stay put. At most 64 ranks.
	KeepOutputs bool
	// Spin is how long a rank that waits for another polls without
	// sleeping, holding its processor (a processor handed to the
	// operating system's scheduler goes to a thread that computes for
	// its time slice, milliseconds), before it sleeps between polls: a
	// sleeping rank sees a message up to the system's timer granularity
	// late, and a spinning one takes a processor (or a hyperthread's
	// sibling) from the devices. Zero means the
	// granularity of a kernel sleep (mpi.Sleep), measured at Init:
	// spinning as long as blocking would
	// cost is within twice the best of the two in hindsight (Karlin et
	// al. 1991, competitive spinning). Rank 0 spins only when a node's
	// message is due within the granularity, and waits for its own
	// devices without polling. Valid values are not negative.
	Spin time.Duration
	// MaxLeave is the most launches that the nodes other than rank 0
	// sit out on one leave (leave.go): launches in a row that the
	// node-level rule keeps every one of them out of, which every rank
	// runs with no message between them. Zero means DefaultMaxLeave; a
	// negative value grants no leave (every launch runs the whole
	// protocol, as with KeepOutputs, which grants none).
	MaxLeave int
}

// Defaults of Config.
const (
	// DefaultTimeout is long enough for a node's device to build a
	// kernel (seconds for PoCL) and short enough that a lost rank is
	// noticed before a user would kill the job.
	DefaultTimeout = 2 * time.Minute
	// DefaultLatency is a TCP round trip's half within one data centre;
	// measured latencies replace it.
	DefaultLatency = 50 * time.Microsecond
	// DefaultBandwidth is 10 Gbit/s Ethernet; measured bandwidths
	// replace it.
	DefaultBandwidth = 1.25e9
)

func (c Config) check() error {
	if c.Timeout < 0 || c.Latency < 0 || c.Bandwidth < 0 || c.LocalSize < 0 || c.Spin < 0 {
		return fmt.Errorf("cluster: Config %+v: values must not be negative", c)
	}
	return nil
}

func (c Config) timeout() time.Duration {
	if c.Timeout == 0 {
		return DefaultTimeout
	}
	return c.Timeout
}

func (c Config) latency() float64 {
	if c.Latency == 0 {
		return DefaultLatency.Seconds()
	}
	return c.Latency.Seconds()
}

func (c Config) bandwidth() float64 {
	if c.Bandwidth == 0 {
		return DefaultBandwidth
	}
	return c.Bandwidth
}

// Cluster is the ranks of an MPI job, as one rank sees them.
type Cluster struct {
	comm *mpi.Comm
	cfg  Config

	// quantum is how long the shortest sleep lasts here (the timer
	// granularity): rank 0 sleeps only until a quantum before a message
	// is due.
	quantum time.Duration
	spin    time.Duration // Config.Spin, or its default

	mu     sync.Mutex
	seq    int   // collective calls so far: every rank counts the same
	broken error // set by a lost rank
	closed bool
	// ending holds the sends of the end of rank 0's last launch to the
	// other ranks (endLater) until the next collective call, or Close,
	// completes them (ended).
	ending []endSend
	// late holds, on rank 0, the agreement records its last launch
	// ended without (late.go), until its next collective call takes them.
	late []lateRecord
	// leave is this rank's side of the nodes' leave, if one is granted
	// and not yet ended (leave.go).
	leave *leave
}

// Init starts MPI and checks that every rank runs the same executable
// with the same command-line arguments; every rank of the job calls it
// once. It fails in a process that mpirun did not start, and in a binary
// built without the mpi tag.
func Init(cfg Config) (*Cluster, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	comm, err := mpi.Init()
	if err != nil {
		return nil, fmt.Errorf("cluster: %w", err)
	}
	q := sleepQuantum()
	spin := cfg.Spin
	if spin == 0 {
		spin = q
	}
	comm.SetSpin(spin)
	comm.SetRate(cfg.bandwidth())
	cl := &Cluster{comm: comm, cfg: cfg, quantum: q, spin: spin}
	h := sha256.New()
	if err := hashExecutable(h); err != nil {
		return nil, fmt.Errorf("cluster: rank %d: %w", comm.Rank(), err)
	}
	fmt.Fprintf(h, "%q", os.Args[1:])
	if err := cl.agree("Init (the executable and its arguments)", h.Sum(nil), nil); err != nil {
		if !errors.Is(err, ErrRankLost) {
			// Every rank got the verdict: all end MPI alike.
			comm.Finalize()
		}
		return nil, err
	}
	return cl, nil
}

// sleepQuantum is how long a sleep of a microsecond (mpi.Sleep) lasts
// here, the median of five: the timer granularity and a thread's
// wake-up (mpi.Sleep sets its thread's timer slack to a nanosecond).
func sleepQuantum() time.Duration {
	var d [5]time.Duration
	for i := range d {
		t := time.Now()
		mpi.Sleep(time.Microsecond)
		d[i] = time.Since(t)
	}
	slices.Sort(d[:])
	return d[len(d)/2]
}

func hashExecutable(w io.Writer) error {
	f, err := os.Open("/proc/self/exe")
	if err != nil {
		exe, err2 := os.Executable()
		if err2 != nil {
			return err
		}
		if f, err = os.Open(exe); err != nil {
			return err
		}
	}
	defer f.Close()
	_, err = io.Copy(w, f)
	return err
}

// Rank is this process's rank, in [0, Size()); rank 0 directs launches.
// It is 0 for a Cluster that Init did not make.
func (cl *Cluster) Rank() int {
	if cl == nil || cl.comm == nil {
		return 0
	}
	return cl.comm.Rank()
}

// Size is the number of ranks; 0 for a Cluster that Init did not make.
func (cl *Cluster) Size() int {
	if cl == nil || cl.comm == nil {
		return 0
	}
	return cl.comm.Size()
}

// Close ends MPI; every rank calls it last. After a lost rank it ends the
// job with MPI_Abort (exit code 1 on every rank) rather than waiting for
// the rank in MPI_Finalize. On rank 0 it first takes the agreement
// records its last launch ended without (late.go), and returns the
// verdict's error of one that differs.
func (cl *Cluster) Close() error {
	if cl == nil || cl.comm == nil {
		return errors.New("cluster: Close of a Cluster that Init did not make")
	}
	cl.ended()
	cl.mu.Lock()
	sound := cl.broken == nil && !cl.closed
	cl.mu.Unlock()
	var late error
	if sound { // a broken cluster's ranks may be gone: no wait for them
		late = cl.endLeave()
		if err := cl.settle(); late == nil {
			late = err
		}
	}
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if cl.closed {
		return nil
	}
	cl.closed = true
	if cl.broken != nil {
		cl.comm.Abort(1)
		return cl.broken
	}
	return errors.Join(late, cl.comm.Finalize())
}

// Tags: each collective call has its own block of tags, so a late message
// of a failed call never matches a later one.
// The tags stay below 32767, the least MPI_TAG_UB MPI allows.
const (
	tagBase   = 100
	tagBlocks = 4000
	tagKinds  = 8
	tagUp     = 0 // a rank's agreement record to rank 0
	tagDown   = 1 // rank 0's verdict
	tagCmd    = 2 // a command to a node
	tagReply  = 3 // a node's reply
	tagData   = 4 // elements a node sends another (KeepOutputs)
	tagLeave  = 5 // a node's count of a leave's launches (leave.go)
)

func tag(seq, kind int) int { return tagBase + (seq%tagBlocks)*tagKinds + kind }

// begin starts a collective call: its sequence number, or the error of
// a broken cluster.
func (cl *Cluster) begin() (int, error) {
	cl.ended()
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if cl.closed {
		return 0, errors.New("cluster: closed")
	}
	if cl.broken != nil {
		return 0, fmt.Errorf("%w: %w", ErrBroken, cl.broken)
	}
	cl.seq++
	return cl.seq, nil
}

func (cl *Cluster) breakWith(err error) {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if cl.broken == nil {
		cl.broken = err
	}
}

func (cl *Cluster) deadline() time.Time { return time.Now().Add(cl.cfg.timeout()) }

// agree is the step every collective call begins with: each rank sends
// rank 0 a hash of what it was asked to do and its own error, if any;
// rank 0 sends back one verdict, so that every rank returns the same
// error naming the ranks that differ or failed. A rank that does not
// answer is lost, and breaks the cluster.
func (cl *Cluster) agree(what string, hash []byte, local error) error {
	seq, err := cl.begin()
	if err != nil {
		return err
	}
	return cl.agreeSeq(seq, what, hash, local)
}

func (cl *Cluster) agreeSeq(seq int, what string, hash []byte, local error) error {
	c := cl.comm
	if err := cl.endLeave(); err != nil {
		return err
	}
	if c.Rank() == 0 {
		// A record the last launch ended without fails this call on
		// every rank (late.go).
		if late := cl.settle(); local == nil {
			local = late
		}
	}
	if c.Rank() != 0 {
		if err := c.Send(record(hash, local), 0, tag(seq, tagUp), cl.deadline()); err != nil {
			return cl.lost(0, what, err)
		}
		v, _, err := c.RecvMsg(0, tag(seq, tagDown), cl.deadline())
		if err != nil {
			return cl.lost(0, what, err)
		}
		return cl.verdictError(v)
	}
	v, lostErr := cl.collect(seq, what, hash, local, nil)
	for r := 1; r < c.Size(); r++ {
		// Best effort: a lost rank does not answer.
		if req, err := c.Isend(v, r, tag(seq, tagDown)); err == nil && lostErr == nil {
			if err := req.Wait(cl.deadline()); err != nil {
				lostErr = cl.lost(r, what, err)
			}
		}
	}
	if lostErr != nil {
		return lostErr
	}
	return cl.verdictError(v)
}

// record is a rank's agreement record: the hash of what it was asked to
// do, then its own error's text, if any.
func record(hash []byte, local error) []byte {
	var b bytes.Buffer
	b.Write(hash)
	if local != nil {
		b.WriteString(local.Error())
	}
	return b.Bytes()
}

// collect is rank 0's side of an agreement: it receives the record of
// every rank not in got (the records already received, by rank) and
// returns the verdict, or the error of a rank that did not answer (the
// verdict then says so).
func (cl *Cluster) collect(seq int, what string, hash []byte, local error, got map[int][]byte) (v []byte, lostErr error) {
	c := cl.comm
	recs := make(map[int][]byte, c.Size()-1)
	for r := 1; r < c.Size(); r++ {
		m, ok := got[r]
		if !ok {
			var err error
			if m, _, err = c.RecvMsg(r, tag(seq, tagUp), cl.deadline()); err != nil {
				lostErr = cl.lost(r, what, err)
				return verdict(ErrRankLost, lostErr.Error()), lostErr
			}
		}
		recs[r] = m
	}
	return judge(what, hash, local, recs, c.Size()), nil
}

// judge is the verdict of an agreement on what: rank 0's hash and its
// own error (local), and recs, the other ranks' records (their hashes
// and errors, record) by rank; size is the number of ranks (0: fewer
// than all took part).
func judge(what string, hash []byte, local error, recs map[int][]byte, size int) []byte {
	var differ []string
	var failed []failure
	var kind error
	if local != nil {
		failed = append(failed, failure{0, local.Error()})
		kind = errKind(local)
	}
	ranks := slices.Sorted(maps.Keys(recs))
	for _, r := range ranks {
		m := recs[r]
		if len(m) < len(hash) || !bytes.Equal(m[:len(hash)], hash) {
			differ = append(differ, fmt.Sprint(r))
		}
		if len(m) > len(hash) {
			failed = append(failed, failure{r, string(m[len(hash):])})
			if kind == nil {
				kind = errKind(errors.New(string(m[len(hash):])))
			}
		}
	}
	switch {
	case len(differ) > 0:
		who := "rank " + differ[0] + " differs"
		if len(differ) > 1 {
			who = "ranks " + strings.Join(differ, ", ") + " differ"
		}
		return verdict(ErrMismatch, fmt.Sprintf("%s: %s from rank 0 (run the same binary with the same arguments on every rank, and make the same calls)", what, who))
	case len(failed) > 0:
		return verdict(kind, fmt.Sprintf("%s: %s", what, joinFailures(failed, size)))
	}
	return []byte{0}
}

// verdictError is rank 0's verdict as an error; one of a lost rank, or
// one marked breaking, breaks this rank's cluster too.
func (cl *Cluster) verdictError(v []byte) error {
	err := verdictError(v)
	if errors.Is(err, ErrRankLost) || len(v) > 0 && v[0]&breaks != 0 {
		cl.breakWith(err)
	}
	return err
}

// abortVerdict is the verdict of a launch that failed with err, as rank
// 0's abort tells the other ranks: breaking where err broke rank 0's
// cluster.
func (cl *Cluster) abortVerdict(err error) []byte {
	v := verdict(errKind(err), err.Error())
	cl.mu.Lock()
	broken := cl.broken != nil
	cl.mu.Unlock()
	if broken {
		v = breaking(v)
	}
	return v
}

// failure is a rank's error in an agreement.
type failure struct {
	rank int
	text string
}

// joinFailures names each failing rank with its error, once for ranks
// that fail alike.
func joinFailures(fs []failure, size int) string {
	for i := range fs {
		for _, s := range sentinels[1:] {
			fs[i].text = strings.TrimPrefix(fs[i].text, s.Error()+": ")
		}
	}
	if len(fs) == size {
		same := true
		for _, f := range fs {
			same = same && f.text == fs[0].text
		}
		if same {
			return "every rank: " + fs[0].text
		}
	}
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = fmt.Sprintf("rank %d: %s", f.rank, f.text)
	}
	return strings.Join(parts, "; ")
}

// Verdicts: a byte naming the sentinel, then the text.
var sentinels = []error{nil, ErrMismatch, ErrNoDevices, ErrRankLost, ErrUnsupported, ErrNodeFailed, ErrBroken}

func verdict(kind error, text string) []byte {
	for i, s := range sentinels {
		if s == kind && i > 0 {
			return append([]byte{byte(i)}, text...)
		}
	}
	return append([]byte{byte(len(sentinels))}, text...)
}

// breaking marks verdict v as one that breaks the cluster of the rank
// that receives it (cl.verdictError): its calls no longer line up with
// rank 0's.
func breaking(v []byte) []byte {
	v[0] |= breaks
	return v
}

// breaks is the bit of a verdict's kind that breaks the receiver's
// cluster (breaking).
const breaks = 0x80

func verdictError(v []byte) error {
	if len(v) == 0 || v[0] == 0 {
		return nil
	}
	text := string(v[1:])
	if k := v[0] &^ breaks; int(k) < len(sentinels) {
		s := sentinels[k]
		return fmt.Errorf("%w: %s", s, strings.TrimPrefix(text, s.Error()+": "))
	}
	return errors.New("cluster: " + text)
}

func errKind(err error) error {
	for _, s := range sentinels[1:] {
		if errors.Is(err, s) || strings.HasPrefix(err.Error(), s.Error()) {
			return s
		}
	}
	return nil
}

// lost breaks the cluster with the error of rank r not answering.
func (cl *Cluster) lost(r int, what string, err error) error {
	e := fmt.Errorf("%w: rank %d during %s: %w", ErrRankLost, r, what, err)
	cl.breakWith(e)
	return e
}

// le is the byte order of the wire format (the ranks run one binary).
var le = binary.LittleEndian
