package coexecutor

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/gosycl/gosycl/internal/cgroup"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// What a launch does when a package fails: whether another unit may run
// the package again, what is put back before it does, and the errors that
// panics in user code become (the rule is in the package doc).

// PanicError is a panic in user code that a launch recovered on the
// goroutine that ran it: a command-group function, an InPart function, a
// CommanderKernel hook or a Scheduler's method. A native kernel's panic is
// a sycl.PanicError.
type PanicError struct {
	Callback string // the code that panicked, e.g. "InPart function of parameter x"
	Value    any    // what it panicked with
	Stack    []byte // the goroutine's stack at the panic
}

func (e *PanicError) Error() string { return fmt.Sprintf("%s panicked: %v", e.Callback, e.Value) }

// protect runs f and returns its error, or a *PanicError if it panicked.
func protect(callback string, f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &PanicError{Callback: callback, Value: r, Stack: debug.Stack()}
		}
	}()
	return f()
}

// output is memory that a package's command group declared it writes.
type output struct {
	buf    *memory.Buffer // a buffer's bytes [lo, hi), or nil: USM
	alloc  *memory.Alloc  // USM: the allocation's bytes [lo, hi)
	lo, hi int
	// writeOnly: the access reads none of the memory (Write, DiscardWrite),
	// so running the package again rewrites what it wrote with the same
	// values. A USM pointer passed whole (no mode) counts as read-write.
	writeOnly bool
	// hostCopy: the package runs on an OpenCL device and the host's copy
	// of the range was current when it was submitted. A device with a
	// copy of its own never writes the host's copy: it is the range as it
	// was before the package (memory.Buffer.Revert knows the devices that
	// use the host's bytes in place, and refuses them).
	hostCopy bool
}

// outputsOf lists the uses that write, of a package submitted to dev. It
// runs as the package's command group ends, before Submit plans its
// accesses: hostCopy sees the buffers as the package found them.
func outputsOf(uses []memory.Use, dev *sycl.Device) []output {
	var outs []output
	for _, u := range uses {
		writeOnly := u.Mode == memory.Write || u.Mode == memory.DiscardWrite
		switch {
		case u.Buf != nil && u.Mode.Writes():
			outs = append(outs, output{buf: u.Buf, lo: u.Lo, hi: u.Hi, writeOnly: writeOnly,
				hostCopy: !dev.IsNative() && u.Buf.Current(nil, u.Lo, u.Hi)})
		case u.Alloc != nil && (u.Mode == 0 || u.Mode.Writes()):
			lo, hi := u.Lo, u.Hi
			if u.Mode == 0 {
				lo, hi = 0, u.Alloc.Size
			}
			outs = append(outs, output{alloc: u.Alloc, lo: lo, hi: hi, writeOnly: writeOnly})
		}
	}
	return outs
}

// restore puts back, where it can, what a failed package on loc may have
// written, and reports whether the package may run again: each output is
// as it was before the package (its host copy is current again, or the
// package did not run), or is write-only.
func restore(outs []output, loc memory.Loc, ran bool) (bool, []output) {
	ok := true
	var redo []output // defined again by running the package again
	for _, o := range outs {
		switch {
		case o.hostCopy && o.buf.Revert(loc, o.lo, o.hi):
		case !ran || o.writeOnly:
			if o.buf != nil {
				redo = append(redo, o)
			}
		default:
			ok = false
		}
	}
	if ok {
		// The failed command left the range lost (what it wrote is
		// unknown); the package's next run writes it all again, with the
		// values the failed one meant to write.
		for _, o := range redo {
			o.buf.Redefine(o.lo, o.hi)
		}
	}
	return ok, redo
}

// undefined marks lost (memory.Buffer.Undefined) the ranges of a failed
// launch's outputs outs that no package that succeeded wrote (wrote):
// those failed packages left to be written again (restore's redo) where
// the host's copy is not current (the current copy is then the failed
// package's device's, which holds what the failure left, and the
// buffer's Close would bring it home as data; a host copy that is
// current holds each element as before the launch or as the failed
// package wrote it in place), or all of them where a failed package's
// copy home overwrote the host's bytes (overwritten).
func undefined(outs, wrote []output, overwritten bool, cause error) {
	for _, o := range outs {
		if o.buf == nil {
			continue // USM: not tracked
		}
		var kept [][2]int
		for _, w := range wrote {
			if w.buf == o.buf {
				kept = append(kept, [2]int{w.lo, w.hi})
			}
		}
		o.buf.Undefined(o.lo, o.hi, kept, overwritten, cause)
	}
}

// retriable reports whether a package that failed with err (its command
// waited for, its outputs restored where possible) may run on another
// unit: it did not run, or it ran on a device that failed and left its
// outputs restorable. A native kernel's panic is Go semantics that the
// kernel would break on any device (an OpenCL device merely hides it):
// never.
func retriable(err error, outs []output, loc memory.Loc) (bool, []output) {
	ran := !errors.Is(err, cgroup.ErrNotRun)
	ok, redo := restore(outs, loc, ran)
	var kp *sycl.PanicError
	return ok && !(ran && errors.As(err, &kp)), redo
}

// usmLost is the error a failed launch adds for its USM outputs outs
// whose host bytes a failed package's copy home overwrote
// (memory.ErrCopiedFailed) and that no package that succeeded wrote
// again (wrote): nil where there are none, else one wrapping
// memory.ErrDataLost (usm.ErrDataLost) that names the bytes. A USM
// allocation has no Close to report them, as a buffer does.
func usmLost(outs, wrote []output) error {
	var lost []string
	for _, o := range outs {
		if o.alloc == nil {
			continue
		}
		var kept [][2]int
		for _, w := range wrote {
			if w.alloc == o.alloc {
				kept = append(kept, [2]int{w.lo, w.hi})
			}
		}
		for _, r := range memory.Uncovered(o.lo, o.hi, kept) {
			lost = append(lost, fmt.Sprintf("[%d,%d) of a %s allocation", r[0], r[1], o.alloc.Kind))
		}
	}
	if len(lost) == 0 {
		return nil
	}
	return fmt.Errorf("bytes %s hold what a failed package left: %w", strings.Join(lost, ", "), memory.ErrDataLost)
}
