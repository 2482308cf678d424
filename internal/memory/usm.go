package memory

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// Kind is a USM allocation kind.
type Kind uint8

// USM kinds, as in SYCL 2020.
const (
	KindDevice Kind = iota + 1 // device memory; the host reaches it with Memcpy only
	KindHost                   // host memory the device can read and write
	KindShared                 // migrates between host and device as each needs it
)

func (k Kind) String() string {
	switch k {
	case KindDevice:
		return "device"
	case KindHost:
		return "host"
	case KindShared:
		return "shared"
	}
	return "unknown"
}

// Strategy is how an allocation is realised on its device.
type Strategy uint8

const (
	// GoMemory: native device; the allocation is an ordinary Go slice.
	GoMemory Strategy = iota + 1
	// FineSVM: fine-grained SVM; host and device use it directly.
	FineSVM
	// CoarseSVM: coarse-grained SVM; host access needs the range mapped,
	// so host and shared allocations are kept mapped while no kernel uses
	// them and unmapped for the kernels that do.
	CoarseSVM
	// Emulated: a device without SVM; a cl_mem holds the device copy and,
	// for host and shared allocations, a host mirror is copied in before
	// each kernel that uses it and back after.
	Emulated
)

func (s Strategy) String() string {
	return [...]string{"?", "go-memory", "fine-grained SVM", "coarse-grained SVM", "emulated with buffers"}[s]
}

// ForceEmulation makes new OpenCL allocations use buffers even where the
// device has SVM (to test the emulation path on SVM devices).
var ForceEmulation atomic.Bool

// AsGPU makes OpenCL CPU devices stand in for a GPU, for tools and tests
// on a machine without one: they copy buffers and USM allocations (which
// are host-backed pinned memory, pinned by cpu) instead of computing on
// host memory in place (opencl.DisableInPlace), and large copies between
// their buffers and Go slices go through pinned staging memory
// (opencl.StageOnCPU). It returns what undoes it; cpu may be nil (no
// pinning).
func AsGPU(cpu *opencl.Device) (undo func()) {
	restoreCopy, restoreStage := opencl.CopyOnCPU(), opencl.StageOnCPU()
	oldEmu := ForceEmulation.Swap(true)
	restorePin := func() {}
	if cpu != nil {
		restorePin = opencl.PinWith(cpu)
	}
	return func() {
		restorePin()
		ForceEmulation.Store(oldEmu)
		restoreStage()
		restoreCopy()
	}
}

// ForceCoarse makes new OpenCL allocations use coarse-grained SVM even
// where the device offers fine-grained SVM (to test the coarse-grained
// path, a GPU's, on PoCL).
var ForceCoarse atomic.Bool

// Errors of USM use (the usm package exports them).
var (
	ErrFreed       = errors.New("use of freed USM allocation")
	ErrDoubleFree  = errors.New("USM allocation freed twice")
	ErrNotHostView = errors.New("device USM allocations are not accessible from the host; use Memcpy")
)

// Alloc is a USM allocation of Size bytes on Dev (nil: the native device).
type Alloc struct {
	Kind     Kind
	Size     int
	Dev      Loc
	Strategy Strategy

	host   []byte // GoMemory and Emulated mirror; SVM: view of the allocation
	svm    *opencl.SVM
	clbuf  *opencl.Buffer
	pinned *opencl.Pinned // host, when pinned memory (hostMemory)

	// freed is set by Free: new commands are refused from then on.
	// released is set once the memory is gone, after the commands that
	// were using it have finished; the execution paths check it only as
	// a last defence.
	freed, released atomic.Bool

	// io is held for reading while data move to or from the allocation's
	// current contents (see readCurrent), and for writing while where they
	// live changes: a coarse-grained allocation mapped or unmapped, an
	// emulated one's device copy made current or given back. It is taken
	// before mu. Asynchronous copies (usm_chain.go) hold it only while
	// they are enqueued: lockIO waits for them before the contents move.
	io sync.RWMutex

	mu      sync.Mutex
	users   []Event // commands submitted with the allocation, not known to be finished
	pruneAt int     // len(users) at which finished users are next dropped
	// deviceUsers counts the kernels on Dev that use a coarse-grained or
	// emulated allocation whole, and the sessions holding it on Dev
	// (usm_use.go); hostUsers the native kernels that use its host side.
	deviceUsers int
	hostUsers   int
	hostMapped  bool
	views       map[Loc]*view          // the copies of locations that cannot use it in place
	hostBufs    map[Loc]*opencl.Buffer // buffers over the host memory, of CPU devices that use it in place
	// failed records that a command that used the allocation, or a
	// kernel that wrote it (End), failed: Free then releases its device
	// buffers (an emulated allocation's, the views') instead of leaving
	// them to their devices for reuse, as a command queued behind the
	// failure might still reach them (Buffer.Release's rule).
	failed bool
	// dirty are, per location, the ranges whose current contents are in
	// its view only: what its kernels wrote by DiscardWrite regions in
	// sessions that keep copies (Session.Keep), not yet copied home.
	// Whoever else needs them brings them home first (settle).
	dirty map[Loc]intervals
	// moving are the copies between the home and views under way
	// (usm_chain.go); lockIO waits for them.
	moving []*transit
	heldBy map[*Session]bool // sessions holding a coarse-grained allocation on Dev
	stats  map[Loc]*USMStats
}

// CoarseHost makes new host and shared allocations on OpenCL devices
// without fine-grained SVM use coarse-grained SVM, as the runtime did
// before they were host-backed (NewAlloc), so that the two can be
// compared.
var CoarseHost atomic.Bool

// NewAlloc allocates n bytes of kind on dev.
//
// Host and shared allocations are host memory wherever the device does not
// share host memory at a finer grain: pinned memory (opencl.PinnedAlloc)
// where a device gives it, so that a GPU's copies of it are DMA at the
// link's speed, and Go memory otherwise. On the native device that memory
// is the allocation. On an OpenCL device with fine-grained SVM (PoCL) the
// allocation is SVM, which host and device share. On an OpenCL device
// with coarse-grained SVM only (GPUs) or none, the allocation is
// host-backed: its home is the host memory, and a cl_mem on the device is
// a copy that kernels use (Emulated): by regions, only what a kernel
// touches moves, as with a buffer; whole, all of it is copied in before
// and out after. Where no pinned memory is to be had (no GPU, or the
// pinned allocation fails), host memory is Go memory, and a coarse-grained
// device keeps coarse-grained SVM, mapped for the host between kernels.
func NewAlloc(dev Loc, kind Kind, n int) (*Alloc, error) {
	if n < 0 {
		return nil, fmt.Errorf("negative size %d", n)
	}
	a := &Alloc{Kind: kind, Size: n, Dev: dev}
	if dev == nil {
		a.Strategy = GoMemory
		if kind == KindDevice {
			a.host = make([]byte, n)
			return a, nil
		}
		a.hostMemory(n, true)
		return a, nil
	}
	hostBacked := false
	if hostBackedOn(kind, dev.Info().SVM) {
		a.hostMemory(n, false)
		hostBacked = a.pinned != nil
	}
	if !ForceEmulation.Load() && !hostBacked {
		alloc := dev.SVMAlloc
		if ForceCoarse.Load() {
			alloc = dev.SVMAllocCoarse
		}
		if s, err := alloc(n); err == nil {
			a.svm, a.host = s, s.Bytes()
			a.Strategy = CoarseSVM
			if s.Fine {
				a.Strategy = FineSVM
			}
			if a.Strategy == CoarseSVM && kind != KindDevice {
				if err := s.Map(0, n, true); err != nil {
					s.Free()
					return nil, err
				}
				a.hostMapped = true
				a.count(nil, dev, func(s *USMStats) { s.Maps++ })
			}
			return a, nil
		} else if !errors.Is(err, opencl.ErrNoSVM) {
			return nil, err
		}
	}
	b, err := dev.NewBuffer(n)
	if err != nil {
		a.freeHost()
		return nil, err
	}
	a.Strategy, a.clbuf = Emulated, b
	if kind != KindDevice && a.host == nil {
		a.hostMemory(n, true)
	}
	return a, nil
}

// hostBackedOn reports whether a new allocation of kind on an OpenCL
// device with SVM capabilities svm (opencl.Info.SVM) is host-backed where
// pinned memory is to be had: host and shared allocations on devices
// without fine-grained SVM, unless a switch forces a strategy.
func hostBackedOn(kind Kind, svm uint64) bool {
	return kind != KindDevice && svm&opencl.SVMFineGrainBuffer == 0 &&
		!ForceEmulation.Load() && !ForceCoarse.Load() && !CoarseHost.Load()
}

// hostMemory makes a.host n zero bytes of pinned memory where a device
// gives it, and, if orGo, of Go memory where none does or the pinned
// allocation fails (pinning is a matter of speed, not of correctness).
// Pinned memory is C memory: the garbage collector does not scan it (usm
// refuses element types with Go pointers), and it is freed by Free, after
// which the host view must not be used (as SVM's).
func (a *Alloc) hostMemory(n int, orGo bool) {
	p, err := opencl.PinnedAlloc(n)
	if err != nil {
		if orGo {
			a.host = make([]byte, n)
		}
		return
	}
	a.pinned, a.host = p, p.Bytes()[:n]
	clear(a.host)
}

// freeHost frees pinned host memory.
func (a *Alloc) freeHost() {
	if a.pinned != nil {
		a.pinned.Free()
		a.pinned = nil
	}
	a.host = nil
}

// Pinned reports whether the allocation's host memory is pinned.
func (a *Alloc) Pinned() bool { return a.pinned != nil }

// AddUser records that the command of ev uses the allocation: Free waits
// for it. It fails with ErrFreed once Free has been called, so that a
// command is either refused or waited for. Call it without holding locks
// that ev's completion takes.
func (a *Alloc) AddUser(ev Event) error {
	a.mu.Lock()
	if a.freed.Load() {
		a.mu.Unlock()
		return ErrFreed
	}
	a.users = append(a.users, ev)
	prune := len(a.users) >= max(a.pruneAt, 64)
	a.mu.Unlock()
	if prune {
		a.pruneUsers()
	}
	return nil
}

// pruneUsers drops the users that have finished, so that an allocation
// used by many commands does not hold all their events. Done may complete
// an event (an OpenCL command harvested), so it is called without a.mu.
func (a *Alloc) pruneUsers() {
	a.mu.Lock()
	evs := append([]Event(nil), a.users...)
	a.mu.Unlock()
	done := map[Event]bool{}
	failed := false
	for _, e := range evs {
		if e.Done() {
			done[e] = true
			failed = failed || e.Wait() != nil
		}
	}
	a.mu.Lock()
	a.failed = a.failed || failed
	kept := a.users[:0]
	for _, e := range a.users {
		if !done[e] {
			kept = append(kept, e)
		}
	}
	clear(a.users[len(kept):])
	a.users = kept
	a.pruneAt = 2 * len(kept)
	a.mu.Unlock()
}

// Free refuses new commands on the allocation, waits for the commands
// already submitted with it (whatever their outcome) and then releases
// it. A second Free is an error.
func (a *Alloc) Free() error {
	a.mu.Lock()
	if a.freed.Swap(true) {
		a.mu.Unlock()
		return ErrDoubleFree
	}
	users := a.users
	a.users = nil
	a.mu.Unlock()
	failed := false
	for _, e := range users {
		failed = e.Wait() != nil || failed // the command's failure is its event's to report
	}
	a.lockIO()
	defer a.io.Unlock()
	a.mu.Lock()
	defer a.mu.Unlock()
	a.failed = a.failed || failed
	a.released.Store(true)
	if a.svm != nil {
		// Kept by its device for the next allocation of its size
		// (opencl.SVM.Retire), as the device copies below are, unless a
		// command on it failed or it could not be handed back unmapped.
		mapped := false
		if a.hostMapped {
			mapped = a.svm.Unmap(0) != nil
			a.hostMapped = false
		}
		a.svm.Retire(a.failed || mapped)
	}
	// The device buffers (the views', an emulated allocation's) go back
	// to their devices for the next allocation of the same size
	// (opencl.Buffer.Retire): a program that allocates its USM per
	// launch then pays no device allocation inside each launch, as with
	// buffers. Every command that used them has ended (above).
	for _, v := range a.views {
		if v.buf != a.clbuf {
			v.buf.Retire(a.failed)
		}
	}
	a.views = nil
	for _, b := range a.hostBufs {
		b.Release()
	}
	a.hostBufs = nil
	if a.clbuf != nil {
		a.clbuf.Retire(a.failed)
	}
	a.freeHost()
	return nil
}

// Check returns ErrFreed once Free has been called: new uses are refused.
func (a *Alloc) Check() error {
	if a.freed.Load() {
		return ErrFreed
	}
	return nil
}

// live returns ErrFreed once the memory is released. Commands registered
// with AddUser run before that; live guards the execution paths anyway.
func (a *Alloc) live() error {
	if a.released.Load() {
		return ErrFreed
	}
	return nil
}

// HostBytes is the host view of a host or shared allocation. What devices
// hold that the host's copy lacks (see Alloc.dirty) comes home first.
func (a *Alloc) HostBytes() ([]byte, error) {
	if err := a.Check(); err != nil {
		return nil, err
	}
	if a.Kind == KindDevice {
		return nil, ErrNotHostView
	}
	if err := a.settle(nil, 0, a.Size); err != nil {
		return nil, err
	}
	return a.host, nil
}

// View is the host bytes behind the allocation whatever its kind (nil for
// device-only memory of an OpenCL device), for native kernels that use it
// in place (see Begin).
func (a *Alloc) View() []byte { return a.host }

// SVMOn reports whether kernels on loc receive the allocation as an SVM
// pointer (its own device, where it is SVM) rather than as a buffer.
func (a *Alloc) SVMOn(loc Loc) bool { return a.svm != nil && loc != nil && loc == a.Dev }

// Arg is how a kernel on dev receives the allocation.
type Arg struct {
	SVM  unsafe.Pointer // FineSVM, CoarseSVM
	Buf  *opencl.Buffer // Emulated, or an OpenCL device's copy
	Host []byte         // native kernels
}

// Copy copies n bytes from src (at srcOff) to dst (at dstOff); either may be nil
// with the matching Go slice given instead. The copies that locations keep
// of dst's bytes become stale.
func Copy(dst *Alloc, dstOff int, dstHost []byte, src *Alloc, srcOff int, srcHost []byte, n int) error {
	if src != nil && n > 0 {
		if err := src.settle(nil, srcOff, srcOff+n); err != nil {
			return err
		}
	}
	err := copyBytes(dst, dstOff, dstHost, src, srcOff, srcHost, n)
	if dst != nil && n > 0 {
		dst.hostWrote(dstOff, dstOff+n) // even after a failure: partly written
	}
	return err
}

func copyBytes(dst *Alloc, dstOff int, dstHost []byte, src *Alloc, srcOff int, srcHost []byte, n int) error {
	for _, a := range []*Alloc{dst, src} {
		if a != nil {
			if err := a.live(); err != nil {
				return err
			}
		}
	}
	if n == 0 {
		return nil
	}
	// Host-visible both sides: a plain copy.
	dh, derr := hostSide(dst, dstOff, dstHost, n)
	sh, serr := hostSide(src, srcOff, srcHost, n)
	if derr == nil && serr == nil {
		copy(dh, sh)
		return nil
	}
	switch {
	case dst != nil && src == nil:
		return dst.writeFrom(dstOff, sh)
	case src != nil && dst == nil:
		return src.readInto(srcOff, dh)
	// One side has a host view: there, the host view is current and the
	// device copy of a mapped coarse-grained or emulated allocation may be
	// stale. Go through Go memory, which the device reads as plain host
	// memory rather than as the SVM allocation.
	case serr == nil:
		return dst.writeFrom(dstOff, append([]byte(nil), sh...))
	case derr == nil:
		tmp := make([]byte, n)
		if err := src.readInto(srcOff, tmp); err != nil {
			return err
		}
		copy(dh, tmp)
		return nil
	case dst.Dev != src.Dev:
		tmp := make([]byte, n)
		if err := src.readInto(srcOff, tmp); err != nil {
			return err
		}
		return dst.writeFrom(dstOff, tmp)
	case dst.svm != nil && src.svm != nil:
		return dst.Dev.Memcpy(unsafe.Add(dst.svm.P, dstOff), unsafe.Add(src.svm.P, srcOff), n)
	case dst.clbuf != nil && src.clbuf != nil:
		return dst.Dev.Copy(dst.clbuf, dstOff, src.clbuf, srcOff, n)
	}
	tmp := make([]byte, n)
	if err := src.readInto(srcOff, tmp); err != nil {
		return err
	}
	return dst.writeFrom(dstOff, tmp)
}

// hostSide returns the host bytes for one side of a copy when it has them.
func hostSide(a *Alloc, off int, host []byte, n int) ([]byte, error) {
	if a == nil {
		return host[:n], nil
	}
	if a.Kind == KindDevice && a.Strategy != GoMemory {
		return nil, ErrNotHostView
	}
	if a.Strategy == Emulated || a.Strategy == GoMemory || a.Strategy == FineSVM || a.hostMapped {
		return a.host[off : off+n], nil
	}
	return nil, ErrNotHostView
}

func (a *Alloc) writeFrom(off int, src []byte) error {
	switch {
	case a.svm != nil:
		return a.Dev.WriteSVM(unsafe.Add(a.svm.P, off), src)
	case a.clbuf != nil:
		return a.Dev.Write(a.clbuf, off, src)
	}
	copy(a.host[off:], src)
	return nil
}

func (a *Alloc) readInto(off int, dst []byte) error {
	switch {
	case a.svm != nil:
		return a.Dev.ReadSVM(dst, unsafe.Add(a.svm.P, off))
	case a.clbuf != nil:
		return a.Dev.Read(a.clbuf, off, dst)
	}
	copy(dst, a.host[off:off+len(dst)])
	return nil
}

// Fill repeats pattern over n bytes from byte offset off. The copies that
// locations keep of those bytes become stale.
func (a *Alloc) Fill(off int, pattern []byte, n int) error {
	if err := a.live(); err != nil {
		return err
	}
	defer a.hostWrote(off, off+n)
	if h, err := hostSide(a, off, nil, n); err == nil {
		for i := 0; i < n; i += len(pattern) {
			copy(h[i:], pattern)
		}
		return nil
	}
	if a.svm != nil {
		return a.Dev.MemFill(unsafe.Add(a.svm.P, off), pattern, n)
	}
	return a.Dev.Fill(a.clbuf, off, pattern, n)
}

// Prefetch migrates a shared allocation towards its device.
func (a *Alloc) Prefetch() error {
	if err := a.live(); err != nil {
		return err
	}
	if a.svm == nil || a.Strategy != FineSVM {
		return nil // coarse and emulated allocations move at kernel start anyway
	}
	return a.Dev.Prefetch(a.svm.P, a.Size)
}
